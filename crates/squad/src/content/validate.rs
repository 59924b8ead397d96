//! Validation of a card set: ids unique and well-formed, references that
//! exist, numbers in range, effects that fit the card's type and timing.

use std::collections::HashSet;

use super::FireMode;
use super::effect::Place;
use super::{
    Activation, Category, Code, ContentError, Effect, EnemyKw, MAX_AMMO_GROUPS, MAX_DECK, MAX_SKILLS, ModeKw, ModeName,
    Needs, RawContent, Requirement, SoldierKind, Timing,
};

fn bad(file: &'static str, card: Code, field: &'static str, reason: impl Into<String>) -> ContentError {
    ContentError::Card { file, card, field, reason: reason.into() }
}

fn range(file: &'static str, card: Code, field: &'static str, v: i32, lo: i32, hi: i32) -> Result<(), ContentError> {
    if v < lo || v > hi { Err(bad(file, card, field, format!("{v} is not in {lo}..={hi}"))) } else { Ok(()) }
}

fn mode(file: &'static str, card: Code, field: &'static str, m: &FireMode) -> Result<(), ContentError> {
    range(file, card, field, i32::from(m.dice), 1, 4)?;
    if m.to_hit.is_empty() || m.to_hit.len() > 11 {
        return Err(bad(file, card, field, "to_hit needs 1 to 11 entries (ranges 0..=10)"));
    }
    if m.to_hit.iter().any(|t| *t == 0 || *t > 10) {
        return Err(bad(file, card, field, "every to_hit number is 1..=10"));
    }
    range(file, card, field, i32::from(m.ammo), 0, 10)?;
    if m.name == ModeName::Spray && !m.keywords.contains(&ModeKw::Spray) && m.dice < 2 {
        return Err(bad(file, card, field, "a Spray mode rolls at least 2 dice"));
    }
    Ok(())
}

/// Where an action card's effect is printed, by its timing.
const fn card_place(t: Timing) -> Place {
    match t {
        Timing::OwnTurn => Place::OwnTurn,
        Timing::OnMove => Place::OnMove,
        Timing::OnAttack => Place::OnAttack,
        Timing::OnMelee => Place::OnMelee,
        Timing::OnThrow => Place::OnThrow,
        Timing::BeforeWoundsApplied => Place::BeforeWoundsApplied,
        Timing::OnSuppressedByEnemy => Place::OnSuppressedByEnemy,
        Timing::AfterEnemyAttack => Place::AfterEnemyAttack,
    }
}

/// Where an equipment card's effect is printed, by how it is used.
const fn equipment_place(a: Activation) -> Place {
    match a {
        Activation::Passive => Place::PassiveEquipment,
        Activation::Free | Activation::Actions(_) => Place::UsedEquipment,
        Activation::Throw { .. } => Place::ThrownEquipment,
    }
}

fn effect(file: &'static str, card: Code, field: &'static str, place: Place, e: &Effect) -> Result<(), ContentError> {
    let mut err = None;
    e.each(&mut |x| {
        if err.is_none() && !x.fits(place) {
            err = Some(bad(file, card, field, format!("effect {x:?} does not fit this card type and timing")));
        }
        if let Effect::Strike { to_hit, .. } = x
            && (*to_hit == 0 || *to_hit > 10)
        {
            err = Some(bad(file, card, field, "Strike to_hit is 1..=10"));
        }
        if let Effect::EnemyAttackAll { hit_on, .. } = x
            && (*hit_on == 0 || *hit_on > 10)
        {
            err = Some(bad(file, card, field, "hit_on is 1..=10"));
        }
        // A penalty above 10 would stop every d10 alone (R-E3). The weather
        // is one card's penalty, at most 10; smoke on smoke adds up and
        // stops at 20 a slot (`MOST_PENALTY`).
        if let Effect::Weather { hit_on, .. } = x
            && *hit_on > 10
        {
            err = Some(bad(file, card, field, "R-E3: the weather's hit_on penalty is 0..=10"));
        }
        if let Effect::SmokeSlot { penalty, .. } = x
            && *penalty > 10
        {
            err = Some(bad(file, card, field, "R-E3: a smoke penalty is 0..=10"));
        }
    });
    err.map_or(Ok(()), Err)
}

fn needs_ok(n: &Needs) -> bool {
    match n {
        Needs::AnyOf(list) => !list.is_empty() && list.iter().all(|x| !matches!(x, Needs::AnyOf(_)) && needs_ok(x)),
        _ => true,
    }
}

/// Checks a whole card set: ids, set-wide limits, then each file's cards.
pub(super) fn check(raw: &RawContent) -> Result<(), ContentError> {
    unique_ids(raw)?;
    set_limits(raw)?;
    missions(raw)?;
    objectives(raw)?;
    locations(raw)?;
    enemies(raw)?;
    soldiers(raw)?;
    weapons(raw)?;
    equipment(raw)?;
    skills(raw)?;
    actions(raw)?;
    events(raw)
}

/// No two cards of the set share an id.
fn unique_ids(raw: &RawContent) -> Result<(), ContentError> {
    let mut ids: HashSet<Code> = HashSet::new();
    let mut unique = |file: &'static str, id: Code| {
        if ids.insert(id) { Ok(()) } else { Err(bad(file, id, "id", "this id is used by another card")) }
    };
    for c in &raw.missions {
        unique("missions.json", c.id)?;
    }
    for c in &raw.objectives {
        unique("objectives.json", c.id)?;
    }
    for c in &raw.locations {
        unique("locations.json", c.id)?;
    }
    for c in &raw.enemies {
        unique("enemies.json", c.id)?;
    }
    for c in &raw.soldiers {
        unique("soldiers.json", c.id)?;
    }
    for c in &raw.weapons {
        unique("weapons.json", c.id)?;
    }
    for c in &raw.equipment {
        unique("equipment.json", c.id)?;
    }
    for c in &raw.skills {
        unique("skills.json", c.id)?;
    }
    for c in &raw.actions {
        unique("actions.json", c.id)?;
    }
    for c in &raw.events {
        unique("events.json", c.id)?;
    }
    Ok(())
}

/// Whether `id` is a weapon's or an equipment card's id.
fn is_gear(raw: &RawContent, id: &Code) -> bool {
    raw.weapons.iter().any(|w| w.id == *id) || raw.equipment.iter().any(|q| q.id == *id)
}

/// The set-wide limits: a mission, the deck sizes, the counts of a card type and of ammo groups.
fn set_limits(raw: &RawContent) -> Result<(), ContentError> {
    if raw.missions.is_empty() {
        return Err(ContentError::Set { file: "missions.json", reason: "at least one mission is needed".into() });
    }
    if raw.locations.is_empty() || raw.locations.len() > MAX_DECK {
        return Err(ContentError::Set { file: "locations.json", reason: format!("1 to {MAX_DECK} locations") });
    }
    if raw.enemies.len() > MAX_DECK {
        return Err(ContentError::Set { file: "enemies.json", reason: format!("at most {MAX_DECK} enemy cards") });
    }
    if raw.skills.len() > MAX_SKILLS {
        return Err(ContentError::Set { file: "skills.json", reason: format!("at most {MAX_SKILLS} skills") });
    }
    if raw.weapons.len() > 255 || raw.equipment.len() > 255 || raw.soldiers.len() > 255 {
        return Err(ContentError::Set { file: "weapons.json", reason: "at most 255 cards of a type".into() });
    }
    let actions: usize = raw.actions.iter().map(|a| usize::from(a.copies)).sum();
    if actions == 0 || actions > MAX_DECK {
        return Err(ContentError::Set { file: "actions.json", reason: format!("1 to {MAX_DECK} action cards in all") });
    }
    let events: usize = raw.events.iter().map(|a| usize::from(a.copies)).sum();
    if events == 0 || events > MAX_DECK {
        return Err(ContentError::Set { file: "events.json", reason: format!("1 to {MAX_DECK} event cards in all") });
    }
    let mut groups: Vec<&String> = raw.weapons.iter().filter_map(|w| w.ammo_group.as_ref()).collect();
    groups.sort();
    groups.dedup();
    if groups.len() > MAX_AMMO_GROUPS {
        return Err(ContentError::Set {
            file: "weapons.json",
            reason: format!("at most {MAX_AMMO_GROUPS} ammo groups"),
        });
    }
    Ok(())
}

/// Each mission: its ranges and its default squad.
fn missions(raw: &RawContent) -> Result<(), ContentError> {
    for m in &raw.missions {
        let f = "missions.json";
        range(f, m.id, "objective_slot", i32::from(m.objective_slot), 2, 10)?;
        range(f, m.id, "turn_limit", i32::from(m.turn_limit), 1, 50)?;
        range(f, m.id, "carry_mod", i32::from(m.carry_mod), -9, 9)?;
        if m.default_squad.is_empty() {
            return Err(bad(f, m.id, "default_squad", "a mission ships a default squad"));
        }
        for r in &m.default_squad {
            if !raw.soldiers.iter().any(|s| s.id == r.soldier) {
                return Err(bad(f, m.id, "default_squad", format!("unknown soldier {:?}", r.soldier)));
            }
        }
    }
    Ok(())
}

/// Each objective: its ranges, garrison (R-F6, R-S2) and requirement.
fn objectives(raw: &RawContent) -> Result<(), ContentError> {
    for o in &raw.objectives {
        let f = "objectives.json";
        range(f, o.id, "entry", i32::from(o.entry), 0, 9)?;
        range(f, o.id, "melee_cost", i32::from(o.melee_cost), 1, 9)?;
        range(f, o.id, "cover_mod", i32::from(o.cover_mod), -5, 5)?;
        range(f, o.id, "enemy_value", i32::from(o.enemy_value), 0, 30)?;
        if let Some(r) = o.reinforce
            && r.lo > r.hi
        {
            return Err(bad(f, o.id, "reinforce", "lo > hi"));
        }
        for (i, g) in o.garrison.iter().enumerate() {
            // R-F6, R-S2: the garrison enters as cards, each once (a card is in one place).
            if o.garrison[..i].contains(g) {
                return Err(bad(f, o.id, "garrison", format!("{g} is listed twice (a card enters play once)")));
            }
            match raw.enemies.iter().find(|e| e.id == *g) {
                None => return Err(bad(f, o.id, "garrison", format!("unknown enemy card {g}"))),
                Some(e) if e.quality.is_some() => {
                    return Err(bad(f, o.id, "garrison", format!("{g} is a deck card (it has a quality)")));
                }
                Some(_) => {}
            }
        }
        if o.garrison.len() > 4 {
            return Err(bad(f, o.id, "garrison", "at most 4 garrison cards"));
        }
        match o.requirement {
            Requirement::Kills { n, cover } => {
                range(f, o.id, "requirement", i32::from(n), 1, 20)?;
                range(f, o.id, "requirement", i32::from(cover), 1, 12)?;
            }
            Requirement::Recover { actions, exfil_to } => {
                range(f, o.id, "requirement", i32::from(actions), 1, 5)?;
                range(f, o.id, "requirement", i32::from(exfil_to), 0, 9)?;
            }
            Requirement::ClearAll => {}
        }
    }
    Ok(())
}

/// Each Location: its ranges.
fn locations(raw: &RawContent) -> Result<(), ContentError> {
    for l in &raw.locations {
        let f = "locations.json";
        range(f, l.id, "entry", i32::from(l.entry), 0, 9)?;
        range(f, l.id, "melee_cost", i32::from(l.melee_cost), 1, 9)?;
        range(f, l.id, "cover_mod", i32::from(l.cover_mod), -5, 5)?;
        range(f, l.id, "enemy_value", i32::from(l.enemy_value), 0, 30)?;
        range(f, l.id, "time", i32::from(l.time), 0, 5)?;
        range(f, l.id, "events", i32::from(l.events), 0, 3)?;
        if let Some(r) = l.reinforce
            && r.lo > r.hi
        {
            return Err(bad(f, l.id, "reinforce", "lo > hi"));
        }
    }
    Ok(())
}

/// Each enemy card: its ranges, attack columns and keywords.
fn enemies(raw: &RawContent) -> Result<(), ContentError> {
    for e in &raw.enemies {
        let f = "enemies.json";
        range(f, e.id, "figures", i32::from(e.figures), 1, 4)?;
        range(f, e.id, "value", i32::from(e.value), 1, 20)?;
        range(f, e.id, "range", i32::from(e.range), 0, 10)?;
        range(f, e.id, "cover", i32::from(e.cover), 1, 12)?;
        range(f, e.id, "penetration", i32::from(e.penetration), -3, 6)?;
        if e.attack.is_empty() || e.attack.len() > 4 {
            return Err(bad(f, e.id, "attack", "1 to 4 columns"));
        }
        for c in &e.attack {
            range(f, e.id, "attack", i32::from(c.hit_on), 1, 10)?;
            range(f, e.id, "attack", i32::from(c.wounds), 1, 9)?;
        }
        for k in &e.keywords {
            if let EnemyKw::Reinforce(n) | EnemyKw::Blocking(n) = k {
                range(f, e.id, "keywords", i32::from(*n), 1, 5)?;
            }
        }
    }
    Ok(())
}

/// Each soldier card: its ranges, and the gear or profile of its kind.
fn soldiers(raw: &RawContent) -> Result<(), ContentError> {
    for s in &raw.soldiers {
        let f = "soldiers.json";
        range(f, s.id, "health", i32::from(s.health), 1, 9)?;
        range(f, s.id, "actions", i32::from(s.actions), 1, 5)?;
        range(f, s.id, "movement", i32::from(s.movement), 0, 5)?;
        range(f, s.id, "cover", i32::from(s.cover), 1, 12)?;
        range(f, s.id, "melee_mod", i32::from(s.melee_mod), -5, 9)?;
        range(f, s.id, "carry", i32::from(s.carry), 0, 40)?;
        match &s.kind {
            SoldierKind::NonPlayer { gear } => {
                if gear.len() > 6 {
                    return Err(bad(f, s.id, "kind.gear", "at most 6 items"));
                }
                for g in gear {
                    if !is_gear(raw, g) {
                        return Err(bad(f, s.id, "kind.gear", format!("unknown weapon or equipment {g}")));
                    }
                }
            }
            SoldierKind::Squad { profile, .. } => {
                mode(f, s.id, "kind.profile", profile)?;
                if profile.name == ModeName::Throw || profile.keywords.contains(&ModeKw::Deploy) {
                    return Err(bad(f, s.id, "kind.profile", "a squad profile is a Semi, Auto or Spray mode"));
                }
            }
            SoldierKind::Player => {}
        }
    }
    Ok(())
}

/// Each weapon: its ranges, modes, ammo group and melee profile.
fn weapons(raw: &RawContent) -> Result<(), ContentError> {
    for w in &raw.weapons {
        let f = "weapons.json";
        range(f, w.id, "weight", i32::from(w.weight), 0, 20)?;
        range(f, w.id, "spare_reloads", i32::from(w.spare_reloads), 0, 9)?;
        range(f, w.id, "penetration", i32::from(w.penetration), -3, 6)?;
        if w.modes.len() > 4 {
            return Err(bad(f, w.id, "modes", "at most 4 modes"));
        }
        if w.modes.is_empty() && w.melee.is_none() {
            return Err(bad(f, w.id, "modes", "a weapon has a fire mode or a melee profile"));
        }
        for m in &w.modes {
            mode(f, w.id, "modes", m)?;
            if (m.name == ModeName::Throw) != w.counter {
                return Err(bad(f, w.id, "modes", "a Throw mode belongs to a counter weapon and only there"));
            }
            if m.name == ModeName::Throw && m.to_hit.len() > 2 {
                return Err(bad(f, w.id, "modes", "a throw reaches range 0..=1"));
            }
        }
        if w.ammo_group.is_none() && w.modes.iter().any(|m| m.ammo > 0) && !w.counter {
            return Err(bad(f, w.id, "ammo_group", "a weapon that can run out of ammo needs an ammo group"));
        }
        if let Some(m) = w.melee {
            range(f, w.id, "melee", i32::from(m.to_hit), 1, 10)?;
        }
    }
    Ok(())
}

/// Each equipment card: its ranges, effect (R-A9, I32), attachment and uses (I30).
fn equipment(raw: &RawContent) -> Result<(), ContentError> {
    for q in &raw.equipment {
        let f = "equipment.json";
        range(f, q.id, "weight", i32::from(q.weight), 0, 20)?;
        if let Some(u) = q.uses {
            range(f, q.id, "uses", i32::from(u), 1, 9)?;
        }
        effect(f, q.id, "effect", equipment_place(q.activation), &q.effect)?;
        // I32: a use names one soldier or slot, which one effect reads (R-A9).
        if equipment_place(q.activation) == Place::UsedEquipment && matches!(q.effect, Effect::Seq(_)) {
            return Err(bad(
                f,
                q.id,
                "effect",
                "equipment used on a soldier or slot prints one effect, not a sequence (R-A9, I32)",
            ));
        }
        let melee = q.effect.any(&|e| matches!(e, Effect::MeleeWeapon { .. }));
        if melee != q.attaches_to.is_some() {
            return Err(bad(f, q.id, "attaches_to", "an attachment (and only one) gives a melee profile"));
        }
        if let Activation::Actions(n) = q.activation {
            range(f, q.id, "activation", i32::from(n), 1, 5)?;
        }
        if matches!(q.activation, Activation::Throw { .. }) && q.uses.is_none() {
            return Err(bad(f, q.id, "uses", "thrown equipment has a number of uses"));
        }
        // I30: a free use without a limit could repeat without end in one turn.
        if q.activation == Activation::Free && q.uses.is_none() {
            return Err(bad(
                f,
                q.id,
                "uses",
                "equipment used for free has a number of uses (else one turn could use it without end, I30)",
            ));
        }
    }
    Ok(())
}

/// Each skill: its effect and prerequisite gear.
fn skills(raw: &RawContent) -> Result<(), ContentError> {
    for k in &raw.skills {
        let f = "skills.json";
        effect(f, k.id, "effect", Place::Skill, &k.effect)?;
        for p in &k.prereq {
            if !is_gear(raw, p) {
                return Err(bad(f, k.id, "prereq", format!("unknown weapon or equipment {p}")));
            }
        }
    }
    Ok(())
}

/// Each action card: its copies, timing, category, effect, boost (R-F3) and needs.
fn actions(raw: &RawContent) -> Result<(), ContentError> {
    for a in &raw.actions {
        let f = "actions.json";
        range(f, a.id, "copies", i32::from(a.copies), 1, 9)?;
        let reaction =
            matches!(a.timing, Timing::BeforeWoundsApplied | Timing::OnSuppressedByEnemy | Timing::AfterEnemyAttack);
        if reaction != (a.category == Category::Reaction) {
            return Err(bad(f, a.id, "timing", "Reaction cards (and only they) have an enemy-phase timing"));
        }
        let own_turn = a.timing == Timing::OwnTurn;
        let covert_move = matches!(a.category, Category::Covert { .. }) && a.timing == Timing::OnMove;
        if matches!(a.category, Category::Covert { .. } | Category::Support { .. }) && !own_turn && !covert_move {
            return Err(bad(
                f,
                a.id,
                "timing",
                "Covert and Support cards are played in the own turn (Covert: or with a move)",
            ));
        }
        if let Category::Covert { discard } | Category::Support { discard, .. } = a.category {
            range(f, a.id, "category", i32::from(discard), 0, 4)?;
        }
        effect(f, a.id, "effect", card_place(a.timing), &a.effect)?;
        // Smoke and Recon on an action card act while it is retained (R-F3).
        let retained = |e: &Effect| matches!(e, Effect::SmokeSlot { .. } | Effect::Recon(_));
        let boost_retained = a.boost.as_ref().is_some_and(|b| b.effect.any(&retained));
        if !matches!(a.category, Category::Support { .. }) && (a.effect.any(&retained) || boost_retained) {
            return Err(bad(
                f,
                a.id,
                "effect",
                "SmokeSlot and Recon act while the card is retained: Support cards only",
            ));
        }
        if let Some(b) = &a.boost {
            range(f, a.id, "boost.xp", i32::from(b.xp), 1, 5)?;
            effect(f, a.id, "boost.effect", card_place(a.timing), &b.effect)?;
        }
        if !a.needs.iter().all(needs_ok) {
            return Err(bad(f, a.id, "needs", "AnyOf holds 1 or more plain needs"));
        }
    }
    Ok(())
}

/// Each Event card: its copies and effect.
fn events(raw: &RawContent) -> Result<(), ContentError> {
    for v in &raw.events {
        let f = "events.json";
        range(f, v.id, "copies", i32::from(v.copies), 1, 9)?;
        effect(f, v.id, "effect", Place::Event, &v.effect)?;
    }
    Ok(())
}
