//! What the player sees: everything on the table (the game has no hidden
//! information beyond the order of the decks, which the state does not hold).
//! Two different states of a game have different views: the fair-search
//! check of the conformance suite proves it on every chance point it plays.

mod card;
mod chance;
mod deck;
mod draft;
mod dropped;
mod enemy;
mod gear;
mod life;
mod procedure;
mod soldier;
mod stage;
mod support;
mod timer;
mod turn;
mod weather;

use std::fmt;

use wargames_core::Bits;

use serde::{Deserialize, Serialize};

use crate::content::Code;
use crate::state::Need;
use crate::state::squad::Squad;

pub use card::{CardView, HandCard, ReconCard, SkillView};
pub use chance::ChanceView;
pub use deck::{DeckCards, DeckCounts, DeckView};
pub use draft::DraftView;
pub use dropped::DroppedItem;
pub use enemy::EnemyView;
pub use gear::GearView;
pub use life::Life;
pub use procedure::{AssaultView, AttackStyle, AttackView, AttackWeapon, DrawCause, Procedure};
pub use soldier::SoldierView;
pub use stage::{ArrivalStage, AssaultStage, AttackStage, ConnectStage, DownStage, EnemyStep, PlaceStage};
pub use support::SupportView;
pub use timer::Timer;
pub use turn::TurnView;
pub use weather::Weather;

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
    /// The mission timer and its limit.
    pub timer: Timer,
    /// The card in each slot (none: empty).
    pub path: Vec<Option<CardView>>,
    /// Objective activated.
    pub active: bool,
    /// Objective kills.
    pub kills: u8,
    /// Soldiers.
    pub soldiers: Vec<SoldierView>,
    /// Enemy cards in play.
    pub enemies: Vec<EnemyView>,
    /// The Support cards in play, each with its place (R-F3).
    pub supports: Vec<SupportView>,
    /// The items lying in slots, each with its entry (R-F8, R-E4).
    pub dropped: Vec<DroppedItem>,
    /// Cards left to draw in each deck.
    pub decks: DeckCounts,
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
    /// The cards of each deck: pile, bottom and discards (R-S2).
    pub deck_cards: DeckCards,
    /// R-F5: the recon cards drawn, of which the player keeps one.
    pub recon: Vec<ReconCard>,
    /// The turn in progress (R-R2): the soldier whose turn it is, its
    /// actions and moves left, what it did so far.
    pub turn: Option<TurnView>,
    /// R-D1: the decision of several parts being made, with its parts so far.
    pub draft: Option<DraftView>,
    /// The procedures under way, outermost first (R-R1, R-E1..R-E7, R-F5,
    /// R-A4..R-A8, R-E3), each with its rule.
    pub procedures: Vec<Procedure>,
    /// What the pending chance point rolls or draws, if one is pending.
    pub chance: Option<ChanceView>,
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
        let soldiers = (0..d.team.n_soldiers).map(|s| SoldierView::of(g, s)).collect();
        let enemies =
            d.foes.foes.iter().enumerate().filter_map(|(i, f)| Some(EnemyView::of(g, i as u8, f.as_ref()?))).collect();
        let draft = d.flow.draft.as_ref().map(|x| DraftView::of(g, x));
        let waiting = waiting(g, draft.as_ref());
        View {
            mission: g.mission().id,
            mission_name: g.mission().name.clone(),
            objective: g.objective().id,
            objective_name: g.objective().name.clone(),
            objective_slot: g.objective_slot(),
            round: d.flow.round,
            timer: Timer { turn: d.flow.timer, limit: g.mission().turn_limit },
            path,
            active: d.progress.active,
            kills: d.progress.kills,
            soldiers,
            enemies,
            supports: (0u8..)
                .zip(&d.field.supports)
                .filter_map(|(place, s)| s.as_ref().map(|s| SupportView::of(g, place, s)))
                .collect(),
            dropped: (0u8..)
                .zip(&d.field.dropped)
                .filter_map(|(entry, x)| {
                    x.as_ref().map(|(slot, x)| DroppedItem { entry, slot: *slot, gear: GearView::of(g, x) })
                })
                .collect(),
            decks: DeckCounts {
                locations: d.decks.locations.drawable().count_ones()
                    + if d.decks.locations.pile != 0 { d.decks.locations.bottom.count_ones() } else { 0 },
                enemies: (d.decks.enemies.pile | d.decks.enemies.bottom | d.decks.enemies.discard).count_ones(),
                actions: (d.decks.actions.pile | d.decks.actions.discard).count_ones(),
                events: (d.decks.events.pile | d.decks.events.discard).count_ones(),
            },
            waiting,
            smoke: d.field.smoke.to_vec(),
            weather: Weather { to_hit_far: d.field.weather_far, hit_on: d.field.weather_hit },
            caches_used: Bits(d.field.cache_used).iter().collect(),
            dispatch_taken: d.progress.dispatch_taken,
            next_placement: d.foes.seq,
            deck_cards: DeckCards {
                locations: DeckView::of(&d.decks.locations),
                enemies: DeckView::of(&d.decks.enemies),
                actions: DeckView::of(&d.decks.actions),
                events: DeckView::of(&d.decks.events),
            },
            recon: Bits(d.decks.recon)
                .iter()
                .filter_map(|i| {
                    c.locations().get(usize::from(i)).map(|l| ReconCard { number: i, card: l.id, name: l.name.clone() })
                })
                .collect(),
            turn: d.team.turn.as_ref().map(|t| TurnView::of(g, t)),
            draft,
            procedures: procedures(g),
            chance: match d.flow.need {
                Need::Chance(kind) => Some(kind.into()),
                _ => None,
            },
            last_chance: d.flow.last,
        }
    }
}

/// The procedures on the stack, outermost first, each read below its parent.
fn procedures(g: &Squad) -> Vec<Procedure> {
    let d = &g.state;
    let mut parent = None;
    let mut out = Vec::new();
    for frame in d.flow.stack.iter().take(usize::from(d.flow.depth)).flatten() {
        out.push(Procedure::of(g, frame, parent));
        parent = Some(frame);
    }
    out
}

/// The path's cards, slot by slot: the Mission, the Locations placed, the
/// Objective (R-S1).
fn path_of(g: &Squad) -> Vec<Option<CardView>> {
    let c = g.content();
    let d = &g.state;
    let named = |card: Code, name: &str| CardView { card, name: name.to_owned() };
    (0..=g.objective_slot())
        .map(|slot| {
            if slot == 0 {
                Some(named(g.mission().id, &g.mission().name))
            } else if slot == g.objective_slot() {
                Some(named(g.objective().id, &g.objective().name))
            } else {
                c.locations().get(usize::from(d.field.path[usize::from(slot)])).map(|l| named(l.id, &l.name))
            }
        })
        .collect()
}

/// What the game waits for, in words (`draft`: the view of the decision
/// being made, if one is).
fn waiting(g: &Squad, draft: Option<&DraftView>) -> String {
    let d = &g.state;
    match d.flow.need {
        Need::Phase => "the player picks the next soldier".to_owned(),
        Need::Turn => match draft {
            // R-D1: the parts chosen so far.
            Some(draft) => format!("the player acts, part-way: {}", draft.parts.join(", ")),
            None => "the player acts".to_owned(),
        },
        Need::Recon => "the player keeps a recon card".to_owned(),
        Need::Reaction => "a reaction window".to_owned(),
        Need::Trim => "the player discards down to hand size".to_owned(),
        Need::Over(o) => o.to_string(),
        Need::Chance(_) | Need::Run => "chance".to_owned(),
    }
}

impl View {
    /// The name of squad position `s`, or `soldier n` past the squad.
    fn soldier(&self, s: u8) -> String {
        self.soldiers.get(usize::from(s)).map_or_else(|| format!("soldier {}", u16::from(s) + 1), |x| x.name.clone())
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
            self.timer.turn,
            self.timer.limit
        )?;
        for (slot, card) in self.path.iter().enumerate() {
            let slot = slot as u8;
            match card {
                Some(card) => write!(f, "  slot {slot:2} {}", card.name)?,
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
            for d in self.dropped.iter().filter(|d| d.slot == slot) {
                write!(f, " | {} lies here", d.gear.name)?;
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
                s.life.words(),
                s.slot,
                s.health,
                s.xp,
                s.suppression,
                s.counters,
                if s.done { ", done" } else { "" }
            )?;
            write!(f, " | gear:")?;
            for (j, x) in s.gear.iter().enumerate() {
                if let Some(x) = x {
                    write!(
                        f,
                        " {}. {}{}{}",
                        j + 1,
                        x.name,
                        if x.out_of_ammo { " (out of ammo)" } else { "" },
                        if x.deployed { " (deployed)" } else { "" }
                    )?;
                }
            }
            if s.hand.is_empty() {
                write!(f, " | hand: -")?;
            } else {
                let hand: Vec<String> = s.hand.iter().map(|c| format!("{} #{}", c.name, c.instance)).collect();
                write!(f, " | hand: {}", hand.join(", "))?;
            }
            writeln!(f)?;
        }
        for s in self.supports.iter().filter(|s| s.card.is_some()) {
            writeln!(f, "  support: {} with {}", s.name, self.soldier(s.owner))?;
        }
        if self.weather != Weather::default() {
            writeln!(
                f,
                "  weather: to-hit {:+} at range 2 or more, enemy hit on +{}",
                self.weather.to_hit_far, self.weather.hit_on
            )?;
        }
        if !self.recon.is_empty() {
            let cards: Vec<String> = self.recon.iter().map(|c| format!("{} #{}", c.name, c.number)).collect();
            writeln!(f, "  recon cards drawn: {}", cards.join(", "))?;
        }
        if let Some(t) = &self.turn {
            let a = t.actions;
            writeln!(f, "  turn: {} with {a} action{}", self.soldier(t.soldier), if a == 1 { "" } else { "s" })?;
        }
        write!(f, "  waiting for: {}", self.waiting)
    }
}
