//! What the player sees: everything on the table (the game has no hidden
//! information beyond the order of the decks, which the state does not hold).
//! Two different states of a game have different views: the fair-search
//! check of the conformance suite proves it on every chance point it plays.

mod deck;
mod gear;
mod support;
mod weather;

use std::fmt;

use wargames_core::Bits;

use serde::{Deserialize, Serialize};

use crate::content::Code;
use crate::state::squad::Squad;
use crate::state::{ChanceKind, Draft, Foe, Frame, Life, Need, RETARGET, Turn};

pub use deck::{DeckCards, DeckView};
pub use gear::GearView;
pub use support::SupportView;
pub use weather::Weather;

/// A soldier as seen on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoldierView {
    /// Its card.
    pub card: Code,
    /// Its name.
    pub name: String,
    /// Its slot.
    pub slot: u8,
    /// Health.
    pub health: u8,
    /// XP.
    pub xp: u8,
    /// Suppression counters.
    pub suppression: u8,
    /// In play, down or withdrawn.
    pub life: Life,
    /// Action cards in hand: (instance, card id, card name).
    pub hand: Vec<(u8, Code, String)>,
    /// Gear: (item code, item name, out of ammo, deployed).
    pub gear: Vec<Option<(Code, String, bool, bool)>>,
    /// Target counters in the cup.
    pub counters: u8,
    /// Took its turn this round.
    pub done: bool,
    /// Health at the start of the mission (card and skills), the most it
    /// heals back to.
    pub max_health: u8,
    /// Each gear place with its whole item (`gear` with uses and built-in
    /// gear, R-A9, R-F8).
    pub gear_items: Vec<Option<GearView>>,
    /// Spare reloads per ammo group (R-A9 reload, R-F8: they stay with it).
    pub spares: Vec<u8>,
    /// The ammo group reload gains go to.
    pub reload_group: u8,
    /// Skills: (skill id, name).
    pub skills: Vec<(Code, String)>,
    /// Cover bonus until its next turn.
    pub cover_turn: u8,
    /// Cover bonus until it moves.
    pub cover_move: u8,
    /// Cover bonus until the end of the next Enemy Phase.
    pub cover_phase: u8,
    /// The once-per-mission Down save (Stubborn, R-E4) was used.
    pub stubborn_used: bool,
}

/// An enemy card as seen on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnemyView {
    /// Its entry number.
    pub entry: u8,
    /// Its card.
    pub card: Code,
    /// The card's name.
    pub name: String,
    /// Its slot.
    pub slot: u8,
    /// Figures on the card.
    pub figures: u8,
    /// EKIA counters.
    #[serde(rename = "ekia")]
    pub killed: u8,
    /// Suppression counters.
    pub suppression: u8,
    /// The targeted soldier, if any.
    pub target: Option<u8>,
    /// Its counter was taken away and it draws a new target (R-E4).
    pub retarget: bool,
    /// Its placement number: the order the cards entered play in.
    pub placed: u16,
    /// An objective enemy (R-S6: never moves; engaged only after R-F7).
    pub objective: bool,
}

/// The player's view of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The mission.
    pub mission: Code,
    /// The mission's name.
    pub mission_name: String,
    /// The objective.
    pub objective: Code,
    /// The objective's name.
    pub objective_name: String,
    /// The objective slot D.
    pub objective_slot: u8,
    /// Round.
    pub round: u8,
    /// Timer and turn limit.
    pub timer: (u8, u8),
    /// The card in each slot (none: empty): its id and name.
    pub path: Vec<Option<(Code, String)>>,
    /// Objective activated.
    pub active: bool,
    /// Objective kills.
    pub kills: u8,
    /// Soldiers.
    pub soldiers: Vec<SoldierView>,
    /// Enemy cards in play.
    pub enemies: Vec<EnemyView>,
    /// Support cards in play: (card, name, owner).
    pub supports: Vec<(Code, String, u8)>,
    /// Items lying in slots: (slot, item, name).
    pub dropped: Vec<(u8, Code, String)>,
    /// Cards left to draw: locations, enemies, actions, events.
    pub decks: [u32; 4],
    /// What the game waits for.
    pub waiting: String,
    /// Smoke penalty on each slot (index: slot) until the end of the next
    /// Enemy Phase (R-E3, R-E7), besides the Support cards' smoke.
    pub smoke: Vec<u8>,
    /// The weather in force until the end of the Enemy Phase (R-E1, R-E7).
    pub weather: Weather,
    /// The slots whose cache was used (R-A9).
    pub caches_used: Vec<u8>,
    /// The dispatch was taken from the objective (R-V1, Recover).
    pub dispatch_taken: bool,
    /// The placement number the next enemy card to enter gets.
    pub next_placement: u16,
    /// Each entry of the items lying in slots (the entry `PickUp` names):
    /// (slot, item), none for a free entry (R-F8, R-E4).
    pub dropped_items: Vec<Option<(u8, GearView)>>,
    /// Each place of the Support cards in play (R-F3), none for a free one.
    pub support_cards: Vec<Option<SupportView>>,
    /// The cards of each deck: pile, bottom and discards (R-S2).
    pub deck_cards: DeckCards,
    /// R-F5: the recon cards drawn, of which the player keeps one:
    /// (Location number as `ChooseLocation` names it, card id, name).
    pub recon: Vec<(u8, Code, String)>,
    /// The turn in progress (R-R2): the soldier whose turn it is, its
    /// actions and moves left, what it did so far.
    pub turn: Option<Turn>,
    /// R-D1: the decision of several parts being made, with its parts so far.
    pub draft: Option<Draft>,
    /// The procedures under way, outermost first (R-R1, R-E1..R-E7, R-F5,
    /// R-A4..R-A8, R-E3): where each stands and the dice it rolled.
    pub procedures: Vec<Frame>,
    /// What the pending chance point rolls or draws, if one is pending.
    pub chance: Option<ChanceKind>,
    /// The value of the last chance outcome: a die's face, a card's number,
    /// the squad position of a target counter.
    pub last_chance: u8,
}

impl View {
    /// The view of `g`.
    #[must_use]
    pub fn of(g: &Squad) -> View {
        let c = g.content();
        let d = &g.state;
        let path = path_of(g);
        let soldiers = (0..d.n_soldiers).map(|s| SoldierView::of(g, s)).collect();
        let enemies =
            d.foes.foes.iter().enumerate().filter_map(|(i, f)| Some(EnemyView::of(g, i as u8, f.as_ref()?))).collect();
        let waiting = waiting(g);
        View {
            mission: g.mission().id,
            mission_name: g.mission().name.clone(),
            objective: g.objective().id,
            objective_name: g.objective().name.clone(),
            objective_slot: g.objective_slot(),
            round: d.round,
            timer: (d.timer, g.mission().turn_limit),
            path,
            active: d.progress.active,
            kills: d.progress.kills,
            soldiers,
            enemies,
            supports: d
                .field
                .supports
                .iter()
                .flatten()
                .filter_map(|s| c.action_of(s.card).map(|a| (a.id, a.name.clone(), s.owner)))
                .collect(),
            dropped: d
                .field
                .dropped
                .iter()
                .flatten()
                .map(|(slot, x)| (*slot, g.item_code(x), g.item_label(x)))
                .collect(),
            decks: [
                d.decks.locations.drawable().count_ones()
                    + if d.decks.locations.pile != 0 { d.decks.locations.bottom.count_ones() } else { 0 },
                (d.decks.enemies.pile | d.decks.enemies.bottom | d.decks.enemies.discard).count_ones(),
                (d.decks.actions.pile | d.decks.actions.discard).count_ones(),
                (d.decks.events.pile | d.decks.events.discard).count_ones(),
            ],
            waiting,
            smoke: d.field.smoke.to_vec(),
            weather: Weather { to_hit_far: d.field.weather_far, hit_on: d.field.weather_hit },
            caches_used: Bits(d.field.cache_used).iter().collect(),
            dispatch_taken: d.progress.dispatch_taken,
            next_placement: d.foes.seq,
            dropped_items: d
                .field
                .dropped
                .iter()
                .map(|x| x.as_ref().map(|(slot, x)| (*slot, GearView::of(g, x))))
                .collect(),
            support_cards: d.field.supports.iter().map(|x| x.as_ref().map(|s| SupportView::of(g, s))).collect(),
            deck_cards: DeckCards {
                locations: DeckView::of(&d.decks.locations),
                enemies: DeckView::of(&d.decks.enemies),
                actions: DeckView::of(&d.decks.actions),
                events: DeckView::of(&d.decks.events),
            },
            recon: Bits(d.decks.recon)
                .iter()
                .filter_map(|i| c.locations().get(usize::from(i)).map(|l| (i, l.id, l.name.clone())))
                .collect(),
            turn: d.turn,
            draft: d.draft,
            procedures: d.stack.iter().take(usize::from(d.depth)).flatten().copied().collect(),
            chance: match d.need {
                Need::Chance(kind) => Some(kind),
                _ => None,
            },
            last_chance: d.last,
        }
    }
}

/// The path's cards, slot by slot: the Mission, the Locations placed, the
/// Objective (R-S1).
fn path_of(g: &Squad) -> Vec<Option<(Code, String)>> {
    let c = g.content();
    let d = &g.state;
    (0..=g.objective_slot())
        .map(|slot| {
            if slot == 0 {
                Some((g.mission().id, g.mission().name.clone()))
            } else if slot == g.objective_slot() {
                Some((g.objective().id, g.objective().name.clone()))
            } else {
                c.locations().get(usize::from(d.field.path[usize::from(slot)])).map(|l| (l.id, l.name.clone()))
            }
        })
        .collect()
}

/// What the game waits for, in words.
fn waiting(g: &Squad) -> String {
    let d = &g.state;
    match d.need {
        Need::Phase => "the player picks the next soldier".to_owned(),
        Need::Turn => match d.draft {
            // R-D1: the parts chosen so far.
            Some(draft) => {
                let holder = d.turn.map(|t| t.soldier);
                let parts = Squad::prefix(&draft);
                let done: Vec<String> = parts.as_slice().iter().map(|a| g.name_text(&a.to_string(), holder)).collect();
                format!("the player acts, part-way: {}", done.join(", "))
            }
            None => "the player acts".to_owned(),
        },
        Need::Recon => "the player keeps a recon card".to_owned(),
        Need::Reaction => "a reaction window".to_owned(),
        Need::Trim => "the player discards down to hand size".to_owned(),
        Need::Over(o) => o.to_string(),
        Need::Chance(_) | Need::Run => "chance".to_owned(),
    }
}

impl SoldierView {
    /// The view of squad position `s`.
    fn of(g: &Squad, s: u8) -> SoldierView {
        let c = g.content();
        let d = &g.state;
        let t = g.soldier_state(s);
        let card = g.card(s);
        SoldierView {
            card: card.id,
            name: card.name.clone(),
            slot: t.slot,
            health: t.health,
            xp: t.xp,
            suppression: t.suppression,
            life: t.life,
            hand: Bits(t.hand).iter().filter_map(|i| c.action_of(i).map(|a| (i, a.id, a.name.clone()))).collect(),
            gear: t
                .gear
                .iter()
                .map(|x| x.map(|x| (g.item_code(&x), g.item_label(&x), x.out_of_ammo, x.deployed)))
                .collect(),
            counters: d.cup[usize::from(s)],
            done: d.done & (1 << s) != 0,
            max_health: t.max_health,
            gear_items: t.gear.iter().map(|x| x.as_ref().map(|x| GearView::of(g, x))).collect(),
            spares: t.spares.to_vec(),
            reload_group: t.reload_group,
            skills: Bits(t.skills)
                .iter()
                .filter_map(|k| c.skills().get(usize::from(k)).map(|k| (k.id, k.name.clone())))
                .collect(),
            cover_turn: t.cover_turn,
            cover_move: t.cover_move,
            cover_phase: t.cover_phase,
            stubborn_used: t.stubborn_used,
        }
    }
}

impl EnemyView {
    /// The view of the enemy card `f` in entry `entry`.
    fn of(g: &Squad, entry: u8, f: &Foe) -> EnemyView {
        let d = &g.state;
        let e = g.enemy(f.card);
        EnemyView {
            entry,
            card: e.id,
            name: e.name.clone(),
            slot: f.slot,
            figures: e.figures,
            killed: f.killed,
            suppression: f.suppression,
            target: (f.target < d.n_soldiers).then_some(f.target),
            retarget: f.target == RETARGET,
            placed: f.seq,
            objective: f.objective,
        }
    }
}

impl View {
    /// The name of squad position `s`, or `soldier n` past the squad.
    fn soldier(&self, s: u8) -> String {
        self.soldiers.get(usize::from(s)).map_or_else(|| format!("soldier {}", u16::from(s) + 1), |x| x.name.clone())
    }
}

fn life(l: Life) -> &'static str {
    match l {
        Life::InPlay => "in play",
        Life::Down => "seriously wounded",
        Life::Withdrawn => "withdrawn",
    }
}

/// The table as a player reads it: the mission and the objective by name,
/// each slot with its card, the soldiers and the enemy cards there (by
/// name, enemy cards with their entry `#n`, smoke), then each soldier's
/// state, gear (by place) and hand (by name with the instance `#n` actions
/// use), the Support cards, the weather, the recon cards drawn (R-F5, by
/// name with the number `ChooseLocation` uses), the turn and what the game
/// waits for.
impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} ({}) -> objective {} ({}) in slot {}{} | round {} | timer {}/{}",
            self.mission_name,
            self.mission,
            self.objective_name,
            self.objective,
            self.objective_slot,
            if self.active { ", activated" } else { "" },
            self.round,
            self.timer.0,
            self.timer.1
        )?;
        for (slot, card) in self.path.iter().enumerate() {
            let slot = slot as u8;
            match card {
                Some((_, name)) => write!(f, "  slot {slot:2} {name}")?,
                None => write!(f, "  slot {slot:2} -")?,
            }
            let here: Vec<&str> = self
                .soldiers
                .iter()
                .filter(|s| s.slot == slot && s.life == Life::InPlay)
                .map(|s| s.name.as_str())
                .collect();
            if !here.is_empty() {
                write!(f, " | {}", here.join(", "))?;
            }
            for e in self.enemies.iter().filter(|e| e.slot == slot) {
                write!(
                    f,
                    " | {} #{}: {}/{} figures, {} suppressed",
                    e.name,
                    e.entry,
                    e.figures.saturating_sub(e.killed),
                    e.figures,
                    e.suppression
                )?;
                if let Some(t) = e.target {
                    write!(f, ", targets {}", self.soldier(t))?;
                }
            }
            for (_, _, name) in self.dropped.iter().filter(|d| d.0 == slot) {
                write!(f, " | {name} lies here")?;
            }
            if let Some(smoke) = self.smoke.get(usize::from(slot)).filter(|s| **s > 0) {
                write!(f, " | smoke +{smoke}")?;
            }
            writeln!(f)?;
        }
        for s in &self.soldiers {
            write!(
                f,
                "  {}: {}, slot {}, health {}, XP {}, suppression {}, counters {}{}",
                s.name,
                life(s.life),
                s.slot,
                s.health,
                s.xp,
                s.suppression,
                s.counters,
                if s.done { ", done" } else { "" }
            )?;
            write!(f, " | gear:")?;
            for (j, x) in s.gear.iter().enumerate() {
                if let Some((_, name, out_of_ammo, dep)) = x {
                    write!(
                        f,
                        " {}. {name}{}{}",
                        j + 1,
                        if *out_of_ammo { " (out of ammo)" } else { "" },
                        if *dep { " (deployed)" } else { "" }
                    )?;
                }
            }
            if s.hand.is_empty() {
                write!(f, " | hand: -")?;
            } else {
                let hand: Vec<String> = s.hand.iter().map(|(i, _, name)| format!("{name} #{i}")).collect();
                write!(f, " | hand: {}", hand.join(", "))?;
            }
            writeln!(f)?;
        }
        for (_, name, owner) in &self.supports {
            writeln!(f, "  support: {name} with {}", self.soldier(*owner))?;
        }
        if self.weather != Weather::default() {
            writeln!(
                f,
                "  weather: to-hit {:+} at range 2 or more, enemy hit on +{}",
                self.weather.to_hit_far, self.weather.hit_on
            )?;
        }
        if !self.recon.is_empty() {
            let cards: Vec<String> = self.recon.iter().map(|(i, _, name)| format!("{name} #{i}")).collect();
            writeln!(f, "  recon cards drawn: {}", cards.join(", "))?;
        }
        if let Some(t) = self.turn {
            let a = t.actions;
            writeln!(f, "  turn: {} with {a} action{}", self.soldier(t.soldier), if a == 1 { "" } else { "s" })?;
        }
        write!(f, "  waiting for: {}", self.waiting)
    }
}
