//! Dense action and chance ids and the observation tensor
//! ([`Encoding`]); the layout, and how ids stay stable when the content
//! grows, are documented in `docs/rules/squad.md`.

use wargames_core::{Blocks, Encoding, ObservationWriter, write_tree};

use crate::content::{Code, MAX_DECK};
use crate::setup::roster::{MAX_GEAR, MAX_SOLDIERS};
use crate::state::chance::Chance;
use crate::state::squad::Squad;
use crate::state::{MAX_DROPPED, MAX_ENEMIES, MAX_SUPPORT, SLOTS};
use crate::terms::action::Action;
use crate::terms::order::Aim;
use crate::view::{HandCard, Life, View};

/// Choices (`Choose`) and equipment targets (`UseEquipment::on`) are sets
/// of at most 16 (a soldier, a slot, a weapon place or an enemy entry).
const CHOICES: usize = 16;

/// Weapons of an attack: a gear place, or the squad soldier's own profile.
const WEAPONS: usize = MAX_GEAR + 1;

/// Fire modes of a weapon (at most 4, content validation).
const MODES: usize = 4;

/// The blocks of action ids, one per variant of [`Action`] in its order.
const ACTIONS: Blocks<33> = Blocks::new([
    MAX_SOLDIERS,            // BeginTurn { soldier }
    MAX_SOLDIERS,            // Withdraw { soldier }
    1,                       // RemoveSuppression
    SLOTS,                   // Move { to }
    WEAPONS * MODES,         // Attack { weapon: gear place or 255 (last), mode }
    WEAPONS,                 // Melee { weapon: gear place or bare hands (last) }
    MAX_GEAR,                // Throw { item }
    MAX_GEAR,                // Reload { weapon }
    MAX_GEAR,                // Deploy { weapon }
    1,                       // DiscardDraw
    MAX_GEAR * CHOICES,      // UseEquipment { item, on }
    1,                       // UseCache
    MAX_DECK,                // PlayCard { card }
    MAX_DECK * SLOTS,        // FireSupport { card, slot }
    1,                       // PlaceLocation
    1,                       // ActivateObjective
    1,                       // TakeDispatch
    MAX_GEAR * MAX_SOLDIERS, // PassGear { item, to }
    MAX_GEAR,                // DropGear { item }
    MAX_DROPPED,             // PickUp { item }
    1,                       // EndTurn
    MAX_DECK,                // ChooseLocation { card }
    MAX_DECK * 2,            // React { card, boost }
    1,                       // Pass
    MAX_DECK,                // Discard { card }
    MAX_DECK,                // With { card }
    2,                       // Boost { yes }
    MAX_DECK,                // Card { card }
    MAX_ENEMIES + 1 + SLOTS, // Target { aim: enemy entry, the objective, a slot }
    MAX_ENEMIES,             // Die { target }
    CHOICES,                 // Choose { param }
    1,                       // Done
    1,                       // Back
]);

/// The blocks of chance ids: d10, d6, an action card instance, a location,
/// an enemy card, an event card instance, a soldier's target counter.
const CHANCES: Blocks<7> = Blocks::new([10, 6, MAX_DECK, MAX_DECK, MAX_DECK, MAX_DECK, MAX_SOLDIERS]);

/// A card code in the observation: its first letter (A-Z) and the number
/// its code ends in (0-63), one-hot each.
const CODE: usize = 26 + 64;

const PER_SOLDIER: usize = 1 + CODE + SLOTS + 3 + 3 + 64 + MAX_GEAR * (1 + CODE + 2) + 2;
const PER_ENEMY: usize = 1 + CODE + SLOTS + 3 + MAX_SOLDIERS;
const PER_SUPPORT: usize = 1 + 64 + MAX_SOLDIERS;
const PER_DROPPED: usize = 1 + SLOTS + CODE;

/// The values of the rest of the view (see [`write_rest`]).
pub(crate) const REST: usize = 4_096;

/// The top-level fields of the view that the first part of the tensor
/// holds whole; every other field is in the rest (the Support cards and
/// the dropped items too, whose first-part summary leaves out their uses,
/// places and flags).
const IN_FIRST_PART: [&str; 11] = [
    "mission",
    "mission_name",
    "objective",
    "objective_name",
    "objective_slot",
    "round",
    "timer",
    "path",
    "active",
    "kills",
    "decks",
];

/// The length of the observation tensor (see the rules page).
const OBSERVATION: usize = REST
    + 2 * CODE
    + 4
    + SLOTS * (1 + CODE)
    + 2
    + MAX_SOLDIERS * PER_SOLDIER
    + MAX_ENEMIES * PER_ENEMY
    + MAX_SUPPORT * PER_SUPPORT
    + MAX_DROPPED * PER_DROPPED
    + 4
    + MAX_SOLDIERS
    + 1
    + 8;

fn byte(index: usize) -> u8 {
    u8::try_from(index).unwrap_or(u8::MAX)
}

/// `value` as an index below `n`.
fn below(value: u8, n: usize) -> Option<usize> {
    Some(usize::from(value)).filter(|&v| v < n)
}

/// The number a code ends in, if it ends in digits and is below 64.
fn code_number(code: &Code) -> Option<usize> {
    code.number().filter(|&n| n < 64).map(|n| n as usize)
}

/// The first letter of a code (A-Z) as 0-25.
fn code_letter(code: &Code) -> Option<usize> {
    code.letter().map(|b| usize::from(b - b'A'))
}

fn write_code(w: &mut ObservationWriter<'_>, code: Option<&Code>) {
    w.one_hot(code.and_then(code_letter), 26);
    w.one_hot(code.and_then(code_number), 64);
}

/// A hand: how many of its cards end in each number (0-63), each count / 3.
fn write_hand(w: &mut ObservationWriter<'_>, hand: &[HandCard]) {
    let mut counts = [0u8; 64];
    for c in hand {
        if let Some(n) = code_number(&c.card) {
            counts[n] = counts[n].saturating_add(1);
        }
    }
    // A hand holds few of the 64 numbers: the zeros between the counts are
    // written a run at a time (the values of a scalar per number, 0 / 3 =
    // 0, without a division each).
    let mut next = 0;
    for (n, &count) in counts.iter().enumerate().filter(|(_, count)| **count > 0) {
        w.zeros(n - next);
        w.scalar(f32::from(count), 3.0);
        next = n + 1;
    }
    w.zeros(counts.len() - next);
}

/// The rest of the view: every top-level field of the view but those of
/// [`IN_FIRST_PART`], in the order the view declares them, each as a tagged
/// tree ([`write_tree`], straight from the view's `Serialize`), in [`REST`]
/// values (zeros after the last; a view that needed more would
/// be cut, which the tests of the crate rule out on random games). Returns
/// how many values the view needed.
pub(crate) fn write_rest(w: &mut ObservationWriter<'_>, view: &View) -> usize {
    let start = w.position();
    write_tree(w, view, &IN_FIRST_PART);
    let used = w.position() - start;
    w.zeros(REST.saturating_sub(used));
    used
}

/// What the game waits for, as told by the view's `waiting` text.
fn waiting_index(waiting: &str) -> usize {
    const KINDS: [&str; 7] = [
        "the player picks the next soldier",
        "the player acts, part-way",
        "the player acts",
        "the player keeps a recon card",
        "a reaction window",
        "the player discards down to hand size",
        "chance",
    ];
    KINDS.iter().position(|k| waiting.starts_with(k)).unwrap_or(KINDS.len())
}

/// Dense ids (blocks in the order of [`Action`]'s variants and of
/// [`Chance`]'s) and the observation of [`View`]; the layout is in the
/// rules page, `docs/rules/squad.md`. Ids depend on the action alone:
/// soldiers by squad position, gear by place, action and event cards by
/// instance, enemy cards by entry, locations and enemy cards drawn by
/// their index in the content, each within the engine's capacity, never
/// the content's size.
impl Encoding for Squad {
    const NUM_DISTINCT_ACTIONS: usize = ACTIONS.total();
    const MAX_CHANCE_OUTCOMES: usize = CHANCES.total();
    const OBSERVATION_SIZE: usize = OBSERVATION;

    fn action_id(&self, action: &Action) -> Option<usize> {
        let one = |k: usize, v: u8, n: usize| ACTIONS.id(k, below(v, n)?);
        let two = |k: usize, a: u8, n: usize, b: u8, m: usize| ACTIONS.id(k, below(a, n)? * m + below(b, m)?);
        match *action {
            Action::BeginTurn { soldier } => one(0, soldier, MAX_SOLDIERS),
            Action::Withdraw { soldier } => one(1, soldier, MAX_SOLDIERS),
            Action::RemoveSuppression => ACTIONS.id(2, 0),
            Action::Move { to } => one(3, to, SLOTS),
            Action::Attack { weapon, mode } => {
                let weapon = if weapon == u8::MAX { MAX_GEAR } else { below(weapon, MAX_GEAR)? };
                ACTIONS.id(4, weapon * MODES + below(mode, MODES)?)
            }
            Action::Melee { weapon } => ACTIONS.id(5, weapon.map_or(Some(MAX_GEAR), |w| below(w, MAX_GEAR))?),
            Action::Throw { item } => one(6, item, MAX_GEAR),
            Action::Reload { weapon } => one(7, weapon, MAX_GEAR),
            Action::Deploy { weapon } => one(8, weapon, MAX_GEAR),
            Action::DiscardDraw => ACTIONS.id(9, 0),
            Action::UseEquipment { item, on } => two(10, item, MAX_GEAR, on, CHOICES),
            Action::UseCache => ACTIONS.id(11, 0),
            Action::PlayCard { card } => one(12, card, MAX_DECK),
            Action::FireSupport { card, slot } => two(13, card, MAX_DECK, slot, SLOTS),
            Action::PlaceLocation => ACTIONS.id(14, 0),
            Action::ActivateObjective => ACTIONS.id(15, 0),
            Action::TakeDispatch => ACTIONS.id(16, 0),
            Action::PassGear { item, to } => two(17, item, MAX_GEAR, to, MAX_SOLDIERS),
            Action::DropGear { item } => one(18, item, MAX_GEAR),
            Action::PickUp { item } => one(19, item, MAX_DROPPED),
            Action::EndTurn => ACTIONS.id(20, 0),
            Action::ChooseLocation { card } => one(21, card, MAX_DECK),
            Action::React { card, boost } => two(22, card, MAX_DECK, u8::from(boost), 2),
            Action::Pass => ACTIONS.id(23, 0),
            Action::Discard { card } => one(24, card, MAX_DECK),
            Action::With { card } => one(25, card, MAX_DECK),
            Action::Boost { yes } => ACTIONS.id(26, usize::from(yes)),
            Action::Card { card } => one(27, card, MAX_DECK),
            Action::Target { aim } => match aim {
                Aim::Card(entry) => one(28, entry, MAX_ENEMIES),
                Aim::Objective => ACTIONS.id(28, MAX_ENEMIES),
                Aim::Slot(slot) => ACTIONS.id(28, MAX_ENEMIES + 1 + below(slot, SLOTS)?),
                Aim::Split(_) => None,
            },
            Action::Die { target } => one(29, target, MAX_ENEMIES),
            Action::Choose { param } => one(30, param, CHOICES),
            Action::Done => ACTIONS.id(31, 0),
            Action::Back => ACTIONS.id(32, 0),
        }
    }

    fn action_of_id(&self, id: usize) -> Option<Action> {
        let (block, i) = ACTIONS.locate(id)?;
        let b = byte;
        Some(match block {
            0 => Action::BeginTurn { soldier: b(i) },
            1 => Action::Withdraw { soldier: b(i) },
            2 => Action::RemoveSuppression,
            3 => Action::Move { to: b(i) },
            4 => {
                let weapon = if i / MODES == MAX_GEAR { u8::MAX } else { b(i / MODES) };
                Action::Attack { weapon, mode: b(i % MODES) }
            }
            5 => Action::Melee { weapon: (i < MAX_GEAR).then(|| b(i)) },
            6 => Action::Throw { item: b(i) },
            7 => Action::Reload { weapon: b(i) },
            8 => Action::Deploy { weapon: b(i) },
            9 => Action::DiscardDraw,
            10 => Action::UseEquipment { item: b(i / CHOICES), on: b(i % CHOICES) },
            11 => Action::UseCache,
            12 => Action::PlayCard { card: b(i) },
            13 => Action::FireSupport { card: b(i / SLOTS), slot: b(i % SLOTS) },
            14 => Action::PlaceLocation,
            15 => Action::ActivateObjective,
            16 => Action::TakeDispatch,
            17 => Action::PassGear { item: b(i / MAX_SOLDIERS), to: b(i % MAX_SOLDIERS) },
            18 => Action::DropGear { item: b(i) },
            19 => Action::PickUp { item: b(i) },
            20 => Action::EndTurn,
            21 => Action::ChooseLocation { card: b(i) },
            22 => Action::React { card: b(i / 2), boost: i % 2 == 1 },
            23 => Action::Pass,
            24 => Action::Discard { card: b(i) },
            25 => Action::With { card: b(i) },
            26 => Action::Boost { yes: i == 1 },
            27 => Action::Card { card: b(i) },
            28 => Action::Target {
                aim: match i {
                    _ if i < MAX_ENEMIES => Aim::Card(b(i)),
                    _ if i == MAX_ENEMIES => Aim::Objective,
                    _ => Aim::Slot(b(i - MAX_ENEMIES - 1)),
                },
            },
            29 => Action::Die { target: b(i) },
            30 => Action::Choose { param: b(i) },
            31 => Action::Done,
            _ => Action::Back,
        })
    }

    fn chance_id(&self, chance: &Chance) -> Option<usize> {
        let from_one =
            |k: usize, face: u8, n: usize| CHANCES.id(k, usize::from(face).checked_sub(1).filter(|&f| f < n)?);
        match *chance {
            Chance::D10(face) => from_one(0, face, 10),
            Chance::D6(face) => from_one(1, face, 6),
            Chance::Action(i) => CHANCES.id(2, below(i, MAX_DECK)?),
            Chance::Location(i) => CHANCES.id(3, below(i, MAX_DECK)?),
            Chance::Enemy(i) => CHANCES.id(4, below(i, MAX_DECK)?),
            Chance::Event(i) => CHANCES.id(5, below(i, MAX_DECK)?),
            Chance::Target(s) => CHANCES.id(6, below(s, MAX_SOLDIERS)?),
        }
    }

    fn chance_of_id(&self, id: usize) -> Option<Chance> {
        let (block, i) = CHANCES.locate(id)?;
        let b = byte(i);
        Some(match block {
            0 => Chance::D10(b + 1),
            1 => Chance::D6(b + 1),
            2 => Chance::Action(b),
            3 => Chance::Location(b),
            4 => Chance::Enemy(b),
            5 => Chance::Event(b),
            _ => Chance::Target(b),
        })
    }

    fn encode_view(view: &View, out: &mut [f32]) {
        let mut w = ObservationWriter::new(out);
        let slot = |s: u8| below(s, SLOTS);
        write_code(&mut w, Some(&view.mission));
        write_code(&mut w, Some(&view.objective));
        w.scalar(f32::from(view.objective_slot), 10.0);
        w.scalar(f32::from(view.round), 20.0);
        w.scalar(f32::from(view.timer.turn), 20.0);
        w.scalar(f32::from(view.timer.limit), 20.0);
        for index in 0..SLOTS {
            let card = view.path.get(index).and_then(Option::as_ref);
            w.flag(card.is_some());
            write_code(&mut w, card.map(|c| &c.card));
        }
        w.flag(view.active);
        w.scalar(f32::from(view.kills), 10.0);
        for index in 0..MAX_SOLDIERS {
            let s = view.soldiers.get(index);
            w.flag(s.is_some());
            write_code(&mut w, s.map(|s| &s.card));
            w.one_hot(s.and_then(|s| slot(s.slot)), SLOTS);
            w.scalar(s.map_or(0.0, |s| f32::from(s.health)), 5.0);
            w.scalar(s.map_or(0.0, |s| f32::from(s.xp)), 10.0);
            w.scalar(s.map_or(0.0, |s| f32::from(s.suppression)), 5.0);
            w.one_hot(
                s.map(|s| match s.life {
                    Life::InPlay => 0,
                    Life::Down => 1,
                    Life::Withdrawn => 2,
                }),
                3,
            );
            write_hand(&mut w, s.map_or(&[][..], |s| &s.hand[..]));
            for place in 0..MAX_GEAR {
                let gear = s.and_then(|s| s.gear.get(place)).and_then(Option::as_ref);
                w.flag(gear.is_some());
                write_code(&mut w, gear.map(|g| &g.item));
                w.flag(gear.is_some_and(|g| g.out_of_ammo));
                w.flag(gear.is_some_and(|g| g.deployed));
            }
            w.scalar(s.map_or(0.0, |s| f32::from(s.counters)), 6.0);
            w.flag(s.is_some_and(|s| s.done));
        }
        for entry in 0..MAX_ENEMIES {
            let e = view.enemies.iter().find(|e| usize::from(e.entry) == entry);
            w.flag(e.is_some());
            write_code(&mut w, e.map(|e| &e.card));
            w.one_hot(e.and_then(|e| slot(e.slot)), SLOTS);
            w.scalar(e.map_or(0.0, |e| f32::from(e.figures)), 4.0);
            w.scalar(e.map_or(0.0, |e| f32::from(e.killed)), 4.0);
            w.scalar(e.map_or(0.0, |e| f32::from(e.suppression)), 4.0);
            w.one_hot(e.and_then(|e| e.target).and_then(|t| below(t, MAX_SOLDIERS)), MAX_SOLDIERS);
        }
        for index in 0..MAX_SUPPORT {
            let s = view.supports.iter().filter(|s| s.card.is_some()).nth(index);
            w.flag(s.is_some());
            w.one_hot(s.and_then(|s| s.card.as_ref()).and_then(code_number), 64);
            w.one_hot(s.and_then(|s| below(s.owner, MAX_SOLDIERS)), MAX_SOLDIERS);
        }
        for index in 0..MAX_DROPPED {
            let d = view.dropped.get(index);
            w.flag(d.is_some());
            w.one_hot(d.and_then(|d| slot(d.slot)), SLOTS);
            write_code(&mut w, d.map(|d| &d.gear.item));
        }
        let decks = view.decks;
        for n in [decks.locations, decks.enemies, decks.actions, decks.events] {
            w.scalar(n as f32, MAX_DECK as f32);
        }
        w.one_hot(view.turn.as_ref().and_then(|t| below(t.soldier, MAX_SOLDIERS)), MAX_SOLDIERS);
        w.scalar(view.turn.as_ref().map_or(0.0, |t| f32::from(t.actions)), 3.0);
        w.one_hot(Some(waiting_index(&view.waiting)), 8);
        // The rest of the view is the tensor's last block.
        write_rest(&mut w, view);
    }
}
