//! Validation of a deserialized state against its set-up: every index in
//! range, every card in exactly one place, the procedure stack well formed.
//! A corrupt save is refused with what is wrong, never used.

use crate::engine::squad::Ctx;
use crate::engine::state::{
    ChanceKind, Dyn, Frame, HAND_LIMIT, Item, Life, MAX_ENEMIES, NONE, Need, RETARGET, SLOTS, STACK,
};

/// The most smoke penalty a slot or weather may add to an enemy's need.
const PENALTY_LIMIT: u8 = 20;

/// The most target counters of one soldier in the cup (R-E1: one per enemy
/// card, plus the soldier's own).
const CUP_LIMIT: u8 = 64;

fn mask_of(n: usize) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// Checks `d` against `ctx`.
pub(crate) fn check(ctx: &Ctx, d: &Dyn) -> Result<(), String> {
    let c = &ctx.content;
    let n = usize::from(d.n_soldiers);
    if n != ctx.roster.len() {
        return Err(format!("{n} soldiers, the squad has {}", ctx.roster.len()));
    }
    if d.timer == 0 || d.round == 0 {
        return Err("the round and timer start at 1".into());
    }
    let actions = mask_of(c.action_count());
    let events = mask_of(c.event_count());
    let locations = mask_of(c.locations().len());
    let enemies = mask_of(c.enemies().len());
    let mut seen_actions = 0u64;
    let mut add = |m: u64, what: &str| -> Result<(), String> {
        if m & !actions != 0 || m & seen_actions != 0 {
            return Err(format!("action cards out of range or in two places ({what})"));
        }
        seen_actions |= m;
        Ok(())
    };
    add(d.actions.pile, "pile")?;
    add(d.actions.bottom, "bottom")?;
    add(d.actions.discard, "discards")?;
    for (i, t) in d.soldiers.iter().enumerate() {
        if i >= n {
            continue;
        }
        if t.card != ctx.roster[i].soldier {
            return Err(format!("soldier {i} is not the squad's card"));
        }
        if usize::from(t.slot) >= SLOTS || t.health > t.max_health || t.max_health > 30 || t.suppression > 9 {
            return Err(format!("soldier {i} has numbers out of range"));
        }
        if t.hand.count_ones() > u32::from(HAND_LIMIT) {
            return Err(format!("soldier {i} holds more than {HAND_LIMIT} cards"));
        }
        if t.life != Life::InPlay && t.hand != 0 {
            return Err(format!("soldier {i} is out of play with cards in hand"));
        }
        add(t.hand, "hand")?;
        if usize::from(t.skills) >= (1usize << c.skills().len()) {
            return Err(format!("soldier {i} has an unknown skill"));
        }
        if t.reload_group != NONE && usize::from(t.reload_group) >= crate::content::MAX_AMMO_GROUPS {
            return Err(format!("soldier {i} has an unknown ammo group"));
        }
        for g in t.gear.iter().flatten() {
            item_ok(ctx, g.item)?;
        }
    }
    for sp in d.supports.iter().flatten() {
        add(1u64 << (sp.card & 63), "support")?;
        if sp.card >= 64 || usize::from(sp.owner) >= n || (sp.slot != NONE && usize::from(sp.slot) >= SLOTS) {
            return Err("a support card is out of range".into());
        }
    }
    if seen_actions != actions {
        return Err(format!(
            "action cards {:#x} are nowhere (decks, hands, discards, Support cards in play)",
            actions & !seen_actions
        ));
    }
    let mut seen_locations = 0u64;
    for m in [d.locations.pile, d.locations.bottom, d.locations.discard, d.recon]
        .into_iter()
        .chain(d.path.iter().filter(|l| **l != NONE).map(|l| 1u64 << (l & 63)))
    {
        if m & !locations != 0 || m & seen_locations != 0 {
            return Err("location cards out of range or in two places".into());
        }
        seen_locations |= m;
    }
    let mut seen_enemies = 0u64;
    for m in [d.enemies.pile, d.enemies.bottom, d.enemies.discard]
        .into_iter()
        .chain(d.foes.iter().flatten().map(|f| 1u64 << (f.card & 63)))
    {
        if m & !enemies != 0 || m & seen_enemies != 0 {
            return Err("enemy cards out of range or in two places".into());
        }
        seen_enemies |= m;
    }
    if (d.events.pile | d.events.bottom | d.events.discard) & !events != 0 {
        return Err("event cards out of range".into());
    }
    if d.soldiers.iter().skip(n).any(|t| t.hand != 0) {
        return Err("cards in the hand of a soldier not in the squad".into());
    }
    if u64::from(d.done) & !mask_of(n) != 0 {
        return Err(format!("done: soldiers {:#b} not in the squad", d.done));
    }
    if d.smoke.iter().any(|x| *x > PENALTY_LIMIT) || d.weather_hit > PENALTY_LIMIT {
        return Err(format!("smoke or weather penalty above {PENALTY_LIMIT}"));
    }
    if d.cup.iter().any(|x| *x > CUP_LIMIT) || d.cup.iter().skip(n).any(|x| *x != 0) {
        return Err("cup: target counters out of range".into());
    }
    if matches!(d.need, Need::Phase) && !(0..n).any(|s| d.soldiers[s].life == Life::InPlay && d.done & (1 << s) == 0) {
        return Err("done: the Soldier Phase waits with no soldier left to act (R-R1)".into());
    }
    for (slot, l) in d.path.iter().enumerate() {
        if *l != NONE
            && (usize::from(*l) >= c.locations().len() || slot == 0 || slot >= usize::from(ctx.objective_slot))
        {
            return Err(format!("slot {slot} holds an impossible card"));
        }
        // R-F5: Locations are placed one after the other from slot 1.
        if *l != NONE && slot >= 2 && d.path.get(slot - 1) == Some(&NONE) {
            return Err(format!("slot {slot} holds a Location with an empty slot before it"));
        }
    }
    // The front-most slot holding a card of the path (the Mission card's is 0).
    let front = (1..usize::from(ctx.objective_slot)).take_while(|s| d.path.get(*s).is_some_and(|l| *l != NONE)).count();
    for f in d.foes.iter().flatten() {
        let Some(e) = c.enemies().get(usize::from(f.card)) else { return Err("an unknown enemy card".into()) };
        // R-F5, R-F6: enemy cards stand in slots holding a card.
        if usize::from(f.slot) > front
            && !(f.slot == ctx.objective_slot && front + 1 == usize::from(ctx.objective_slot))
        {
            return Err(format!("enemy card {} stands in slot {}, which holds no card", e.id, f.slot));
        }
        if usize::from(f.slot) >= SLOTS
            || f.ekia >= e.figures
            || f.supp > e.figures - f.ekia
            || !(usize::from(f.target) < n || f.target == NONE || f.target == RETARGET)
        {
            return Err(format!("enemy card {} has numbers out of range", e.id));
        }
    }
    for (slot, g) in d.dropped.iter().flatten() {
        if usize::from(*slot) >= SLOTS {
            return Err("dropped gear out of the path".into());
        }
        item_ok(ctx, g.item)?;
    }
    if let Some(t) = d.turn
        && usize::from(t.soldier) >= n
    {
        return Err("the turn's soldier is not in the squad".into());
    }
    let depth = usize::from(d.depth);
    if depth > STACK || d.stack.iter().enumerate().any(|(i, f)| f.is_some() != (i < depth)) {
        return Err("the procedure stack is malformed".into());
    }
    for f in d.stack.iter().flatten() {
        frame_ok(n, ctx.objective_slot, f)?;
        if let Frame::Draw { cap, .. } = *f
            && cap > HAND_LIMIT
        {
            return Err(format!("stack: Draw cap {cap} would let a hand pass {HAND_LIMIT} cards (I31)"));
        }
    }
    if !matches!(d.need, Need::Over(_)) && depth == 0 {
        return Err("nothing to do in a game that is not over".into());
    }
    let top = depth.checked_sub(1).and_then(|i| d.stack.get(i)).copied().flatten();
    match d.need {
        Need::Chance(ChanceKind::Target) if d.cup.iter().all(|x| *x == 0) => {
            Err("a target draw from an empty cup".into())
        }
        Need::Chance(ChanceKind::Action) if d.action_drawable() == 0 => Err("a draw from an empty deck".into()),
        Need::Chance(ChanceKind::Location) if d.locations.drawable() == 0 => Err("a draw from an empty deck".into()),
        Need::Chance(ChanceKind::Enemy) if d.enemies.drawable() == 0 => Err("a draw from an empty deck".into()),
        Need::Chance(ChanceKind::Event) if d.events.drawable() == 0 => Err("a draw from an empty deck".into()),
        Need::Turn if d.turn.is_none() => Err("a turn without a soldier".into()),
        Need::Recon if d.recon == 0 || !matches!(top, Some(Frame::Place { .. })) => {
            Err("R-F5: a recon choice with no card to choose".into())
        }
        Need::Trim if !matches!(top, Some(Frame::Trim { s }) if d.soldiers[usize::from(s)].hand != 0) => {
            Err("R-E4: a discard down to hand size with no card to discard".into())
        }
        Need::Run => Err("a state between steps".into()),
        _ => Ok(()),
    }
}

fn item_ok(ctx: &Ctx, item: Item) -> Result<(), String> {
    let ok = match item {
        Item::Weapon(w) => usize::from(w) < ctx.content.weapons().len(),
        Item::Equipment(q) => usize::from(q) < ctx.content.equipment().len(),
        Item::Dispatch => true,
    };
    if ok { Ok(()) } else { Err("an unknown gear item".into()) }
}

fn frame_ok(n: usize, d: u8, f: &Frame) -> Result<(), String> {
    let soldier = |s: u8| usize::from(s) < n;
    let entry = |e: u8| usize::from(e) < MAX_ENEMIES;
    let ok = match f {
        Frame::Draw { s, .. } | Frame::Down { s, .. } | Frame::Trim { s } => soldier(*s),
        Frame::Attack(a) => soldier(a.soldier) && usize::from(a.slot) < SLOTS && a.dice <= 4,
        Frame::Assault(a) => (a.foe == NONE || entry(a.foe)) && soldier(a.target) && soldier(a.victim),
        Frame::Arrive { foe, .. } => entry(*foe),
        // R-F5: a Location goes into a slot of the path between the mission and the objective.
        Frame::Place { slot, .. } => *slot >= 1 && *slot < d,
        Frame::Spawn { slot, .. } | Frame::Reinforce { slot, .. } => usize::from(*slot) < SLOTS,
        _ => true,
    };
    if ok { Ok(()) } else { Err(format!("a malformed procedure {f:?}")) }
}
