//! What the player sees: everything on the table (the game has no hidden
//! information beyond the order of the decks, which the state does not hold).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::content::Code;
use crate::squad::Squad;
use crate::state::{Life, Need};

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
    /// Action cards in hand: (instance, card id).
    pub hand: Vec<(u8, Code)>,
    /// Gear: (item code, out of ammo, deployed).
    pub gear: Vec<Option<(Code, bool, bool)>>,
    /// Target counters in the cup.
    pub counters: u8,
    /// Took its turn this round.
    pub done: bool,
}

/// An enemy card as seen on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnemyView {
    /// Its entry number.
    pub entry: u8,
    /// Its card.
    pub card: Code,
    /// Its slot.
    pub slot: u8,
    /// Figures on the card.
    pub figures: u8,
    /// EKIA counters.
    pub ekia: u8,
    /// Suppression counters.
    pub suppression: u8,
    /// The targeted soldier, if any.
    pub target: Option<u8>,
}

/// The player's view of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The mission.
    pub mission: Code,
    /// The objective.
    pub objective: Code,
    /// The objective slot D.
    pub objective_slot: u8,
    /// Round.
    pub round: u8,
    /// Timer and turn limit.
    pub timer: (u8, u8),
    /// The card in each slot (none: empty).
    pub path: Vec<Option<Code>>,
    /// Objective activated.
    pub active: bool,
    /// Objective kills.
    pub kills: u8,
    /// Soldiers.
    pub soldiers: Vec<SoldierView>,
    /// Enemy cards in play.
    pub enemies: Vec<EnemyView>,
    /// Support cards in play: (card, owner).
    pub supports: Vec<(Code, u8)>,
    /// Items lying in slots: (slot, item).
    pub dropped: Vec<(u8, Code)>,
    /// Cards left to draw: locations, enemies, actions, events.
    pub decks: [u32; 4],
    /// The soldier whose turn it is and its actions left.
    pub turn: Option<(u8, u8)>,
    /// What the game waits for.
    pub waiting: String,
}

impl View {
    /// The view of `g`.
    #[must_use]
    pub fn of(g: &Squad) -> View {
        let c = g.content();
        let d = &g.d;
        let path = (0..=g.objective_slot())
            .map(|slot| {
                if slot == 0 {
                    Some(g.mission().id)
                } else if slot == g.objective_slot() {
                    Some(g.objective().id)
                } else {
                    c.locations().get(usize::from(d.path[usize::from(slot)])).map(|l| l.id)
                }
            })
            .collect();
        let soldiers = (0..d.n_soldiers)
            .map(|s| {
                let t = g.trooper(s);
                let card = g.card(s);
                SoldierView {
                    card: card.id,
                    name: card.name.clone(),
                    slot: t.slot,
                    health: t.health,
                    xp: t.xp,
                    suppression: t.suppression,
                    life: t.life,
                    hand: (0..64u8)
                        .filter(|i| t.hand & (1u64 << i) != 0)
                        .filter_map(|i| c.action_of(i).map(|a| (i, a.id)))
                        .collect(),
                    gear: t.gear.iter().map(|x| x.map(|x| (g.item_code(&x), x.out_of_ammo, x.deployed))).collect(),
                    counters: d.cup[usize::from(s)],
                    done: d.done & (1 << s) != 0,
                }
            })
            .collect();
        let enemies = d
            .foes
            .iter()
            .enumerate()
            .filter_map(|(i, f)| {
                let f = f.as_ref()?;
                let e = g.enemy(f.card);
                Some(EnemyView {
                    entry: i as u8,
                    card: e.id,
                    slot: f.slot,
                    figures: e.figures,
                    ekia: f.ekia,
                    suppression: f.supp,
                    target: (f.target < d.n_soldiers).then_some(f.target),
                })
            })
            .collect();
        let waiting = match d.need {
            Need::Phase => "the player picks the next soldier".to_owned(),
            Need::Turn => "the player acts".to_owned(),
            Need::Recon => "the player keeps a recon card".to_owned(),
            Need::Reaction => "a reaction window".to_owned(),
            Need::Trim => "the player discards down to hand size".to_owned(),
            Need::Over(o) => o.to_string(),
            Need::Chance(_) | Need::Run => "chance".to_owned(),
        };
        View {
            mission: g.mission().id,
            objective: g.objective().id,
            objective_slot: g.objective_slot(),
            round: d.round,
            timer: (d.timer, g.mission().turn_limit),
            path,
            active: d.active,
            kills: d.kills,
            soldiers,
            enemies,
            supports: d
                .supports
                .iter()
                .flatten()
                .filter_map(|s| c.action_of(s.card).map(|a| (a.id, s.owner)))
                .collect(),
            dropped: d.dropped.iter().flatten().map(|(slot, x)| (*slot, g.item_code(x))).collect(),
            decks: [
                d.locations.drawable().count_ones()
                    + if d.locations.pile != 0 { d.locations.bottom.count_ones() } else { 0 },
                (d.enemies.pile | d.enemies.bottom | d.enemies.discard).count_ones(),
                (d.actions.pile | d.actions.discard).count_ones(),
                (d.events.pile | d.events.discard).count_ones(),
            ],
            turn: d.turn.map(|t| (t.soldier, t.actions)),
            waiting,
        }
    }
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Mission {} -> objective {} (slot {}){} | round {} | timer {}/{}",
            self.mission,
            self.objective,
            self.objective_slot,
            if self.active { " ACTIVE" } else { "" },
            self.round,
            self.timer.0,
            self.timer.1
        )?;
        for (slot, card) in self.path.iter().enumerate() {
            let slot = slot as u8;
            write!(f, "  [{slot:2}] {:<5}", card.map_or("-".to_owned(), |c| c.to_string()))?;
            for (i, s) in self.soldiers.iter().enumerate() {
                if s.slot == slot && s.life == Life::InPlay {
                    write!(f, " S{}:{}", i + 1, s.card)?;
                }
            }
            for e in &self.enemies {
                if e.slot == slot {
                    write!(
                        f,
                        " #{}:{}({}/{} ekia {} supp {}{})",
                        e.entry,
                        e.card,
                        e.figures - e.ekia,
                        e.figures,
                        e.ekia,
                        e.suppression,
                        e.target.map_or(String::new(), |t| format!(" ->S{}", t + 1))
                    )?;
                }
            }
            writeln!(f)?;
        }
        for (i, s) in self.soldiers.iter().enumerate() {
            write!(
                f,
                "  S{} {} {:?} slot {} health {} xp {} supp {} counters {}{}",
                i + 1,
                s.name,
                s.life,
                s.slot,
                s.health,
                s.xp,
                s.suppression,
                s.counters,
                if s.done { " (done)" } else { "" }
            )?;
            write!(f, " | gear:")?;
            for (j, x) in s.gear.iter().enumerate() {
                if let Some((code, ooa, dep)) = x {
                    write!(
                        f,
                        " {}:{code}{}{}",
                        j + 1,
                        if *ooa { "(empty)" } else { "" },
                        if *dep { "(deployed)" } else { "" }
                    )?;
                }
            }
            write!(f, " | hand:")?;
            for (i, c) in &s.hand {
                write!(f, " #{i}:{c}")?;
            }
            writeln!(f)?;
        }
        if let Some((s, a)) = self.turn {
            writeln!(f, "  turn: S{} with {a} actions", s + 1)?;
        }
        write!(f, "  waiting for: {}", self.waiting)
    }
}
