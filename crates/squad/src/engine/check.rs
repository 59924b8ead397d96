//! Validation of a deserialized state against its set-up: every index in
//! range, every card in exactly one place, every piece in a slot holding a
//! card, the procedure stack well formed. A corrupt save is refused with
//! the rule it breaks and what is wrong ([`Error::CorruptState`]), never used.

use crate::error::Error;
use crate::state::squad::Fixed;
use crate::state::{
    Assault, ChanceKind, Frame, HAND_LIMIT, Item, Life, MAX_ENEMIES, MOST_PENALTY, NONE, Need, RETARGET, SLOTS, STACK,
    State,
};

/// The most target counters of one soldier in the cup (R-E1: one per enemy
/// card, plus the soldier's own).
const CUP_LIMIT: u8 = 64;

/// A refusal of a saved state: the rule it breaks and what is wrong.
pub(crate) fn breach(rule: &'static str, what: impl Into<String>) -> Error {
    Error::CorruptState { rule, what: what.into() }
}

fn mask_of(n: usize) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// Checks `d` against `fixed`, one part of the state after the other.
pub(crate) fn check(fixed: &Fixed, d: &State) -> Result<(), Error> {
    let n = usize::from(d.team.n_soldiers);
    if n != fixed.roster.len() {
        return Err(breach("R-S7", format!("{n} soldiers, the squad has {}", fixed.roster.len())));
    }
    if d.flow.timer == 0 || d.flow.round == 0 {
        return Err(breach("R-S11", "the round and timer start at 1"));
    }
    let mut cards = ActionCards { all: mask_of(fixed.content.action_count()), seen: 0 };
    cards.add(d.decks.actions.pile, "pile")?;
    cards.add(d.decks.actions.bottom, "bottom")?;
    cards.add(d.decks.actions.discard, "discards")?;
    soldiers_ok(fixed, d, &mut cards)?;
    supports_ok(d, &mut cards)?;
    cards.all_placed()?;
    decks_ok(fixed, d)?;
    counters_ok(d)?;
    path_ok(fixed, d)?;
    let ground = Ground::of(fixed, d);
    ground.check(d)?;
    foes_ok(fixed, d, &ground)?;
    stack_ok(fixed, d, &ground)?;
    need_ok(fixed, d)
}

/// R-S2: the action cards met so far, each in one place.
struct ActionCards {
    /// Every action card of the set.
    all: u64,
    /// The cards met so far.
    seen: u64,
}

impl ActionCards {
    /// R-S2: the cards `m` (in `what`) are cards of the set, met nowhere else.
    fn add(&mut self, m: u64, what: &str) -> Result<(), Error> {
        if m & !self.all != 0 || m & self.seen != 0 {
            return Err(breach("R-S2", format!("action cards out of range or in two places ({what})")));
        }
        self.seen |= m;
        Ok(())
    }

    /// R-S2: every action card was met somewhere.
    fn all_placed(&self) -> Result<(), Error> {
        if self.seen != self.all {
            return Err(breach(
                "R-S2",
                format!(
                    "action cards {:#x} are nowhere (decks, hands, discards, Support cards in play)",
                    self.all & !self.seen
                ),
            ));
        }
        Ok(())
    }
}

/// R-S7, R-S1, R-E4, R-A2, R-R2, R-F9: each soldier of the squad: its card,
/// slot, numbers, hand (counted in `cards`), skills and gear.
fn soldiers_ok(fixed: &Fixed, d: &State, cards: &mut ActionCards) -> Result<(), Error> {
    let c = &fixed.content;
    let n = usize::from(d.team.n_soldiers);
    for (i, t) in d.team.soldiers.iter().enumerate() {
        if i >= n {
            continue;
        }
        if t.card != fixed.roster[i].soldier {
            return Err(breach("R-S7", format!("soldier {i} is not the squad's card")));
        }
        if usize::from(t.slot) >= SLOTS {
            return Err(breach("R-S1", format!("soldier {i} stands in slot {}, past the path", t.slot)));
        }
        if t.health > t.max_health || t.max_health > 30 {
            return Err(breach("R-E4", format!("soldier {i} has health out of range")));
        }
        if t.suppression > 9 {
            return Err(breach("R-A2", format!("soldier {i} has suppression out of range")));
        }
        if t.hand.count_ones() > u32::from(HAND_LIMIT) {
            return Err(breach("R-R2", format!("soldier {i} holds more than {HAND_LIMIT} cards (I31)")));
        }
        if t.life != Life::InPlay && t.hand != 0 {
            return Err(breach("R-E4", format!("soldier {i} is out of play with cards in hand")));
        }
        // R-E4, R-F9: a soldier leaving play loses its suppression, drops or
        // takes its gear with it, and its counters leave the cup.
        if t.life != Life::InPlay
            && (t.suppression != 0 || t.gear.iter().any(Option::is_some) || d.team.cup.get(i).is_some_and(|c| *c != 0))
        {
            return Err(breach(
                leaving_rule(t.life),
                format!("soldier {i} is out of play but keeps suppression, gear or counters in the cup"),
            ));
        }
        cards.add(t.hand, "hand")?;
        if usize::from(t.skills) >= (1usize << c.skills().len()) {
            return Err(breach("R-S7", format!("soldier {i} has an unknown skill")));
        }
        if t.reload_group != NONE && usize::from(t.reload_group) >= crate::content::MAX_AMMO_GROUPS {
            return Err(breach("R-S7", format!("soldier {i} has an unknown ammo group")));
        }
        for g in t.gear.iter().flatten() {
            item_ok(fixed, g.item)?;
        }
    }
    Ok(())
}

/// R-F3: the Support cards in play (counted in `cards`) and their owners.
fn supports_ok(d: &State, cards: &mut ActionCards) -> Result<(), Error> {
    let n = usize::from(d.team.n_soldiers);
    for sp in d.field.supports.iter().flatten() {
        cards.add(1u64 << (sp.card & 63), "support")?;
        if sp.card >= 64 || usize::from(sp.owner) >= n || (sp.slot != NONE && usize::from(sp.slot) >= SLOTS) {
            return Err(breach("R-F3", "a support card is out of range"));
        }
        // R-F3, R-E4, R-F9: a soldier's Support cards are discarded when it leaves play.
        if d.team.soldiers.get(usize::from(sp.owner)).is_some_and(|t| t.life != Life::InPlay) {
            return Err(breach("R-F3", format!("a Support card is retained by soldier {}, out of play", sp.owner)));
        }
    }
    Ok(())
}

/// R-S2: the Location, enemy and Event cards, each in one place.
fn decks_ok(fixed: &Fixed, d: &State) -> Result<(), Error> {
    let c = &fixed.content;
    let events = mask_of(c.event_count());
    let locations = mask_of(c.locations().len());
    let enemies = mask_of(c.enemies().len());
    let mut seen_locations = 0u64;
    for m in [d.decks.locations.pile, d.decks.locations.bottom, d.decks.locations.discard, d.decks.recon]
        .into_iter()
        .chain(d.field.path.iter().filter(|l| **l != NONE).map(|l| 1u64 << (l & 63)))
    {
        if m & !locations != 0 || m & seen_locations != 0 {
            return Err(breach("R-S2", "location cards out of range or in two places"));
        }
        seen_locations |= m;
    }
    let mut seen_enemies = 0u64;
    for m in [d.decks.enemies.pile, d.decks.enemies.bottom, d.decks.enemies.discard]
        .into_iter()
        .chain(d.foes.foes.iter().flatten().map(|f| 1u64 << (f.card & 63)))
    {
        if m & !enemies != 0 || m & seen_enemies != 0 {
            return Err(breach("R-S2", "enemy cards out of range or in two places"));
        }
        seen_enemies |= m;
    }
    if (d.decks.events.pile | d.decks.events.bottom | d.decks.events.discard) & !events != 0 {
        return Err(breach("R-S2", "event cards out of range"));
    }
    Ok(())
}

/// R-S7, R-R1, R-E3, R-S8: hands past the squad, the soldiers done, smoke
/// and weather, the cup, and a Soldier Phase with someone to act.
fn counters_ok(d: &State) -> Result<(), Error> {
    let n = usize::from(d.team.n_soldiers);
    if d.team.soldiers.iter().skip(n).any(|t| t.hand != 0) {
        return Err(breach("R-S7", "cards in the hand of a soldier not in the squad"));
    }
    if u64::from(d.team.done) & !mask_of(n) != 0 {
        return Err(breach("R-R1", format!("done: soldiers {:#b} not in the squad", d.team.done)));
    }
    if d.field.smoke.iter().any(|x| *x > MOST_PENALTY) || d.field.weather_hit > MOST_PENALTY {
        return Err(breach("R-E3", format!("smoke or weather penalty above {MOST_PENALTY}")));
    }
    if d.team.cup.iter().any(|x| *x > CUP_LIMIT) || d.team.cup.iter().skip(n).any(|x| *x != 0) {
        return Err(breach("R-S8", "cup: target counters out of range"));
    }
    if matches!(d.flow.need, Need::Phase)
        && !(0..n).any(|s| d.team.soldiers[s].life == Life::InPlay && d.team.done & (1 << s) == 0)
    {
        return Err(breach("R-R1", "done: the Soldier Phase waits with no soldier left to act"));
    }
    Ok(())
}

/// R-F5: the path's Locations, placed one after the other from slot 1.
fn path_ok(fixed: &Fixed, d: &State) -> Result<(), Error> {
    let c = &fixed.content;
    for (slot, l) in d.field.path.iter().enumerate() {
        if *l != NONE
            && (usize::from(*l) >= c.locations().len() || slot == 0 || slot >= usize::from(fixed.objective_slot))
        {
            return Err(breach("R-F5", format!("slot {slot} holds an impossible card")));
        }
        // R-F5: Locations are placed one after the other from slot 1.
        if *l != NONE && slot >= 2 && d.field.path.get(slot - 1) == Some(&NONE) {
            return Err(breach("R-F5", format!("slot {slot} holds a Location with an empty slot before it")));
        }
    }
    Ok(())
}

/// R-S4, R-F5, R-F6, R-E4, R-F9, R-A6: each enemy card in play.
fn foes_ok(fixed: &Fixed, d: &State, ground: &Ground) -> Result<(), Error> {
    let c = &fixed.content;
    let n = usize::from(d.team.n_soldiers);
    for f in d.foes.foes.iter().flatten() {
        let Some(e) = c.enemies().get(usize::from(f.card)) else {
            return Err(breach("R-S4", "an unknown enemy card"));
        };
        // R-F5, R-F6: enemy cards stand in slots holding a card.
        if !ground.has_card(f.slot) {
            return Err(breach("R-F5", format!("enemy card {} stands in slot {}, which holds no card", e.id, f.slot)));
        }
        // R-E4, R-F9: enemies holding a soldier that leaves play draw again.
        if usize::from(f.target) < n
            && let Some(t) = d.team.soldiers.get(usize::from(f.target))
            && t.life != Life::InPlay
        {
            let what = format!("enemy card {} targets soldier {}, out of play", e.id, f.target);
            return Err(breach(leaving_rule(t.life), what));
        }
        if usize::from(f.slot) >= SLOTS
            || f.killed >= e.figures
            || f.suppression > e.figures - f.killed
            || !(usize::from(f.target) < n || f.target == NONE || f.target == RETARGET)
        {
            return Err(breach("R-A6", format!("enemy card {} has numbers out of range", e.id)));
        }
    }
    Ok(())
}

/// R-F8, R-R1, R-R2: dropped gear, the turn's soldier and the procedure stack.
fn stack_ok(fixed: &Fixed, d: &State, ground: &Ground) -> Result<(), Error> {
    let n = usize::from(d.team.n_soldiers);
    for (slot, g) in d.field.dropped.iter().flatten() {
        if usize::from(*slot) >= SLOTS {
            return Err(breach("R-F8", "dropped gear out of the path"));
        }
        item_ok(fixed, g.item)?;
    }
    if let Some(t) = d.team.turn
        && usize::from(t.soldier) >= n
    {
        return Err(breach("R-R1", "the turn's soldier is not in the squad"));
    }
    let depth = usize::from(d.flow.depth);
    if depth > STACK || d.flow.stack.iter().enumerate().any(|(i, f)| f.is_some() != (i < depth)) {
        return Err(breach("R-R1", "the procedure stack of the round is malformed"));
    }
    phases_ok(d)?;
    for f in d.flow.stack.iter().flatten() {
        frame_ok(n, fixed.objective_slot, f)?;
        ground.frame(f)?;
        garrison_ok(fixed, d, f)?;
        if let Frame::Draw { cap, .. } = *f
            && cap > HAND_LIMIT
        {
            return Err(breach(
                "R-R2",
                format!("stack: Draw cap {cap} would let a hand pass {HAND_LIMIT} cards (I31)"),
            ));
        }
    }
    if !matches!(d.flow.need, Need::Over(_)) && depth == 0 {
        return Err(breach("R-R1", "nothing to do in a game that is not over"));
    }
    Ok(())
}

/// R-R1, R-V3, R-S2, R-R2, R-F5, R-E4: the top of the stack waits on what
/// the state says it needs, and that need can be met.
fn need_ok(fixed: &Fixed, d: &State) -> Result<(), Error> {
    let depth = usize::from(d.flow.depth);
    let top = depth.checked_sub(1).and_then(|i| d.flow.stack.get(i)).copied().flatten();
    waits_on(fixed, d, top)?;
    match d.flow.need {
        Need::Chance(ChanceKind::Target) if d.team.cup.iter().all(|x| *x == 0) => {
            Err(breach("R-V3", "a target draw from an empty cup"))
        }
        Need::Chance(ChanceKind::Action) if d.action_drawable() == 0 => {
            Err(breach("R-S2", "a draw from an empty deck"))
        }
        Need::Chance(ChanceKind::Location) if d.decks.locations.drawable() == 0 => {
            Err(breach("R-S2", "a draw from an empty deck"))
        }
        Need::Chance(ChanceKind::Enemy) if d.decks.enemies.drawable() == 0 => {
            Err(breach("R-S2", "a draw from an empty deck"))
        }
        Need::Chance(ChanceKind::Event) if d.decks.events.drawable() == 0 => {
            Err(breach("R-S2", "a draw from an empty deck"))
        }
        Need::Turn if d.team.turn.is_none() => Err(breach("R-R2", "a turn without a soldier")),
        Need::Recon if d.decks.recon == 0 => Err(breach("R-F5", "a recon choice with no card to choose")),
        Need::Trim if !matches!(top, Some(Frame::Trim { s }) if d.team.soldiers[usize::from(s)].hand != 0) => {
            Err(breach("R-E4", "a discard down to hand size with no card to discard"))
        }
        Need::Run => Err(breach("R-R1", "a state between steps")),
        _ => Ok(()),
    }
}

/// The rule that takes a soldier with `life` out of play: R-E4 for a
/// downed soldier, R-F9 for a withdrawn one.
fn leaving_rule(life: Life) -> &'static str {
    if life == Life::Down { "R-E4" } else { "R-F9" }
}

/// R-R1: what the game waits for is what the procedure on top of the
/// stack waits for: a draw of action cards for a soldier in play short of
/// its cards (R-R2, R-S10), a Location for a placing not yet drawn (R-F5),
/// events, enemy cards, targets, dice for the procedures that draw or roll
/// them (for an attack, the very die it awaits: R-A5, R-A7; for a soldier
/// going down, the d6 of a Stubborn save not yet used: R-E4; Commander's
/// second d10 only under a Commander: R-E3), the Soldier Phase, a turn, a
/// recon choice, a reaction window of an enemy attack (R-F4), a discard
/// down to hand size (R-E4).
fn waits_on(fixed: &Fixed, d: &State, top: Option<Frame>) -> Result<(), Error> {
    let in_play = |s: u8| d.team.soldiers.get(usize::from(s)).is_some_and(|t| t.life == Life::InPlay);
    let ok = match (d.flow.need, top) {
        (Need::Over(_), _) | (Need::Run, _) => true,
        (Need::Chance(ChanceKind::Action), Some(Frame::Draw { s, n, cap })) => {
            in_play(s) && n > 0 && d.team.soldiers[usize::from(s)].hand.count_ones() < u32::from(cap)
        }
        (Need::Chance(ChanceKind::Location), Some(Frame::Place { step: 0, .. })) => true,
        (Need::Chance(ChanceKind::Event), Some(Frame::Events { n, .. })) => n > 0,
        (Need::Chance(ChanceKind::Enemy), Some(Frame::Spawn { need, got, .. })) => got < need,
        (Need::Chance(ChanceKind::Enemy), Some(Frame::Reinforce { .. })) => true,
        (Need::Chance(ChanceKind::Target), Some(Frame::Arrive { step: 0, .. } | Frame::Retarget)) => true,
        (Need::Chance(kind), Some(Frame::Attack(a))) => a.awaits() == Some(kind),
        // R-E3: an enemy attack's d10, and Commander's second d10 only with a Commander.
        (
            Need::Chance(ChanceKind::D10),
            Some(Frame::Assault(Assault { step: 0, .. } | Assault { step: 1, commander: true, .. })),
        ) => true,
        (Need::Chance(ChanceKind::D6), Some(Frame::Assault(Assault { step: 2, .. }))) => true,
        // R-E4, Stubborn: the d6 of a soldier going down with its save unused.
        (Need::Chance(ChanceKind::D6), Some(Frame::Down { s, step: 1 })) => d
            .team
            .soldiers
            .get(usize::from(s))
            .is_some_and(|t| !t.stubborn_used && fixed.content.stubborn_d6(t.skills).is_some()),
        (Need::Phase, Some(Frame::SoldierPhase)) | (Need::Turn, Some(Frame::Turn)) => true,
        (Need::Recon, Some(Frame::Place { step: 0, .. })) | (Need::Trim, Some(Frame::Trim { .. })) => true,
        (Need::Reaction, Some(Frame::Assault(Assault { step: 4 | 8, .. }))) => true,
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(breach("R-R1", format!("it waits for {:?}, but the procedure on top is {top:?}", d.flow.need)))
    }
}

/// Which slots of the path hold a card (R-S1, R-F5, R-F6): the Mission
/// card's slot 0, the Locations placed one after the other from slot 1 up
/// to the front-most, and slot D once the path reaches it.
struct Ground {
    /// The front-most slot holding a Location (0: none placed).
    front: u8,
    /// The objective slot D.
    d: u8,
    /// The objective is activated (R-F7).
    active: bool,
}

impl Ground {
    fn of(fixed: &Fixed, d: &State) -> Ground {
        let front = (1..fixed.objective_slot)
            .take_while(|s| d.field.path.get(usize::from(*s)).is_some_and(|l| *l != NONE))
            .count();
        Ground { front: front as u8, d: fixed.objective_slot, active: d.progress.active }
    }

    /// R-F6: slot D−1 holds its Location.
    fn connected(&self) -> bool {
        self.front + 1 == self.d
    }

    /// Whether `slot` holds a card.
    fn has_card(&self, slot: u8) -> bool {
        slot <= self.front || (slot == self.d && self.connected())
    }

    /// R-A3, R-S9, R-F7: every soldier stands in a slot holding a card,
    /// and in slot D only once the objective is activated, which needs the
    /// path to reach it. (A soldier out of play left it from such a slot.)
    fn check(&self, d: &State) -> Result<(), Error> {
        if d.progress.active && !self.connected() {
            return Err(breach("R-F7", "the objective is activated, but the path does not reach it"));
        }
        for (i, t) in d.team.soldiers.iter().take(usize::from(d.team.n_soldiers)).enumerate() {
            if t.slot == self.d && self.connected() && !self.active {
                return Err(breach(
                    "R-F7",
                    format!("soldier {i} stands in the objective's slot {} before its activation", t.slot),
                ));
            }
            if !self.has_card(t.slot) {
                return Err(breach("R-A3", format!("soldier {i} stands in slot {}, which holds no card", t.slot)));
            }
        }
        Ok(())
    }

    /// The procedures under way act on slots holding a card: a Location is
    /// placed in the slot after the front-most and, once there, is the
    /// front-most (R-F5); the objective connects only once the path reaches
    /// it (R-F6); enemy cards are drawn into, reinforce and are attacked in
    /// slots holding a card (R-F5, R-E2, R-A4).
    fn frame(&self, f: &Frame) -> Result<(), Error> {
        let (rule, ok) = match *f {
            Frame::Place { slot, step: 0, .. } => ("R-F5", slot == self.front + 1),
            Frame::Place { slot, .. } => ("R-F5", slot == self.front),
            Frame::Connect { .. } => ("R-F6", self.connected()),
            Frame::Spawn { slot, .. } => ("R-F5", self.has_card(slot)),
            Frame::Reinforce { slot, .. } => ("R-E2", self.has_card(slot)),
            Frame::Attack(a) => ("R-A4", self.has_card(a.slot)),
            _ => return Ok(()),
        };
        if ok { Ok(()) } else { Err(breach(rule, format!("{f:?} acts on the path as it does not lie"))) }
    }
}

/// R-R1: a round is a Soldier Phase, then an Enemy Phase. The phase under
/// way is the procedure at the bottom of the stack, and no phase stands
/// above it. The opening hands (R-S10) and a soldier's turn (R-R2) are
/// just above the Soldier Phase.
fn phases_ok(d: &State) -> Result<(), Error> {
    let soldier_phase = d.flow.stack[0] == Some(Frame::SoldierPhase);
    for (i, f) in d.flow.stack.iter().take(usize::from(d.flow.depth)).enumerate() {
        let ok = match f {
            Some(Frame::SoldierPhase | Frame::EnemyPhase { .. }) => i == 0,
            Some(Frame::OpeningHands { .. } | Frame::Turn) => i == 1 && soldier_phase,
            Some(_) => i > 0,
            None => false,
        };
        if !ok {
            return Err(breach("R-R1", format!("{f:?} stands at {i} on the stack, out of its place in the round")));
        }
    }
    Ok(())
}

/// R-F6: as the objective connects, its garrison enters one card after
/// the other (`Connect { step }`: the cards before `step` have entered),
/// then its enemy value is drawn (`step` 100). A garrison card from `step`
/// on has not entered yet, so it is not in play; `step` counts at most the
/// garrison.
fn garrison_ok(fixed: &Fixed, d: &State, f: &Frame) -> Result<(), Error> {
    let Frame::Connect { step } = *f else { return Ok(()) };
    let garrison = &fixed.content.objectives()[fixed.objective].garrison;
    if step >= 100 {
        return Ok(());
    }
    if usize::from(step) > garrison.len() {
        return Err(breach("R-F6", format!("the objective connects at garrison card {step} of {}", garrison.len())));
    }
    for id in &garrison[usize::from(step)..] {
        let card = fixed.content.enemy_index(id.as_str());
        if d.foes.foes.iter().flatten().any(|f| Some(usize::from(f.card)) == card) {
            return Err(breach(
                "R-F6",
                format!("garrison card {id} is in play before it enters (connecting at {step})"),
            ));
        }
    }
    Ok(())
}

fn item_ok(fixed: &Fixed, item: Item) -> Result<(), Error> {
    let ok = match item {
        Item::Weapon(w) => usize::from(w) < fixed.content.weapons().len(),
        Item::Equipment(q) => usize::from(q) < fixed.content.equipment().len(),
        Item::Dispatch => true,
    };
    if ok { Ok(()) } else { Err(breach("R-S7", "an unknown gear item")) }
}

fn frame_ok(n: usize, d: u8, f: &Frame) -> Result<(), Error> {
    let soldier = |s: u8| usize::from(s) < n;
    let entry = |e: u8| usize::from(e) < MAX_ENEMIES;
    let ok = match f {
        Frame::Draw { s, .. } | Frame::Down { s, .. } | Frame::Trim { s } => soldier(*s),
        // R-A5: an attack has rolled at most its dice.
        Frame::Attack(a) => soldier(a.soldier) && usize::from(a.slot) < SLOTS && a.dice <= 4 && a.i <= a.dice,
        Frame::Assault(a) => (a.foe == NONE || entry(a.foe)) && soldier(a.target) && soldier(a.victim),
        Frame::Arrive { foe, .. } => entry(*foe),
        // R-F5: a Location goes into a slot of the path between the mission and the objective.
        Frame::Place { slot, .. } => *slot >= 1 && *slot < d,
        Frame::Spawn { slot, .. } | Frame::Reinforce { slot, .. } => usize::from(*slot) < SLOTS,
        _ => true,
    };
    if ok { Ok(()) } else { Err(breach("R-R1", format!("a malformed procedure {f:?}"))) }
}
