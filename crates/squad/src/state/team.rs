//! The team: the squad's soldiers on the table (R-S7..R-S9, R-R1, R-R2):
//! each soldier's card, slot, health, hand and gear, how many there are,
//! who is in play, the target counters in the cup (R-S8, R-E4), who took
//! a turn this round and the turn in progress. A rule that asks who stands
//! where, who is in play or whose turn it is reads this part only.
//!
//! The turn in progress is the team's rather than the round's: it is what
//! one soldier does between its `BeginTurn` and its end (actions left, moves,
//! what it used), and the rules that read it read the soldier with it; the
//! round's flow only knows that a turn is on (its `Turn` frame).

use wargames_core::{EventSink, Rng};

use crate::content::Who;
use crate::error::Error;
use crate::event::Event;
use crate::setup::roster::MAX_SOLDIERS;
use crate::state::chance::Chance;
use crate::state::flow::Flow;
use crate::state::{Gear, Life, NONE, Need, SoldierState, Turn};

/// The soldiers, the cup and the turns of the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Team {
    /// Soldiers, by squad position.
    pub(crate) soldiers: [SoldierState; MAX_SOLDIERS],
    /// How many soldiers.
    pub(crate) n_soldiers: u8,
    /// The squad positions whose soldier is in play (bit `i`: position `i`),
    /// kept with their `life`; not saved, worked out again on loading (`saved`).
    pub(crate) alive: u8,
    /// Target counters in the cup per soldier (R-S8).
    pub(crate) cup: [u8; MAX_SOLDIERS],
    /// Soldiers (set) that took their turn this round (R-R1).
    pub(crate) done: u8,
    /// The turn in progress (R-R2).
    pub(crate) turn: Option<Turn>,
}

/// The index of squad position `s` (wrapping past the last: never out of
/// bounds).
const fn position(s: u8) -> usize {
    s as usize % MAX_SOLDIERS
}

impl Team {
    /// The team as the mission begins: `n` soldiers with their target
    /// counters, nobody has acted, no turn on; `alive` worked out from the
    /// soldiers' `life`.
    pub(crate) fn new(soldiers: [SoldierState; MAX_SOLDIERS], n: u8, cup: [u8; MAX_SOLDIERS]) -> Team {
        let mut team = Team { soldiers, n_soldiers: n, alive: 0, cup, done: 0, turn: None };
        team.alive = team.alive_mask();
        team
    }

    /// The soldier in squad position `s`.
    pub(crate) fn soldier(&self, s: u8) -> &SoldierState {
        &self.soldiers[position(s)]
    }

    /// The soldier in squad position `s`, to change.
    pub(crate) fn soldier_mut(&mut self, s: u8) -> &mut SoldierState {
        &mut self.soldiers[position(s)]
    }

    /// Whether squad position `s` holds a soldier in play.
    pub(crate) fn in_play(&self, s: u8) -> bool {
        s < self.n_soldiers && self.soldier(s).life == Life::InPlay
    }

    /// The squad positions whose soldier is in play, from their `life`.
    pub(crate) fn alive_mask(&self) -> u8 {
        let n = usize::from(self.n_soldiers).min(8);
        self.soldiers
            .iter()
            .take(n)
            .enumerate()
            .fold(0, |m, (i, t)| if t.life == Life::InPlay { m | 1 << i } else { m })
    }

    /// The ruling I29: the turn in progress reshuffled the action deck.
    pub(crate) const fn reshuffled(&self) -> bool {
        matches!(self.turn, Some(Turn { reshuffled: true, .. }))
    }

    /// Total XP of the soldiers in play (R-F1).
    pub(crate) fn total_xp(&self) -> u8 {
        (0..self.n_soldiers).filter(|s| self.in_play(*s)).map(|s| self.soldier(s).xp).fold(0u8, u8::saturating_add)
    }

    /// The rear-most slot holding a soldier in play (0 if none).
    pub(crate) fn rear_slot(&self) -> u8 {
        (0..self.n_soldiers).filter(|s| self.in_play(*s)).map(|s| self.soldier(s).slot).min().unwrap_or(0)
    }

    /// The front-most slot holding a soldier in play (0 if none).
    pub(crate) fn front_slot(&self) -> u8 {
        (0..self.n_soldiers).filter(|s| self.in_play(*s)).map(|s| self.soldier(s).slot).max().unwrap_or(0)
    }

    /// The gear in place `g` of soldier `s`, if any.
    pub(crate) fn gear(&self, s: u8, g: u8) -> Option<Gear> {
        self.soldier(s).gear.get(usize::from(g)).copied().flatten()
    }

    /// Soldiers in play in `slot` (set).
    pub(crate) fn soldiers_in(&self, slot: u8) -> u8 {
        (0..self.n_soldiers).filter(|s| self.in_play(*s) && self.soldier(*s).slot == slot).fold(0, |m, s| m | (1 << s))
    }

    /// `n` actions spent in the turn in progress (R-R2).
    pub(crate) fn spend_actions(&mut self, n: u8) {
        if let Some(t) = self.turn.as_mut() {
            t.actions = t.actions.saturating_sub(n);
        }
    }

    /// The target counters in the cup, every soldier's (R-S8).
    pub(crate) fn cup_total(&self) -> u64 {
        self.cup.iter().map(|c| u64::from(*c)).sum()
    }

    /// The slot of the soldier whose turn it is.
    pub(crate) fn turn_slot(&self) -> u8 {
        self.turn.map_or(0, |t| self.soldier(t.soldier).slot)
    }

    /// Pays `xp`: from `first` (the holder of the card, or the owner of the
    /// support), then the other PS in squad order (R-F1); each payment by
    /// another soldier names `first` as the one it pays for.
    pub(crate) fn pay_xp(&mut self, first: u8, xp: u8, ev: &mut impl EventSink<Event>) {
        let mut left = xp;
        let n = self.n_soldiers;
        for s in std::iter::once(first).chain(0..n) {
            if left == 0 {
                break;
            }
            if !self.in_play(s) {
                continue;
            }
            let t = self.soldier_mut(s);
            let paid = t.xp.min(left);
            if paid > 0 {
                t.xp -= paid;
                left -= paid;
                ev.emit(Event::XpSpent { soldier: s, xp: paid, holder: (s != first).then_some(first) });
            }
        }
    }

    /// R-F1: an action card's RemoveSuppression (A06 Shake It Off, A11 Go to
    /// Ground boosted, A21 Rally the Squad): `n` suppression off the soldiers
    /// in play `who` names, seen from soldier `s`.
    pub(crate) fn suppression_off(&mut self, s: u8, who: Who, n: u8) {
        let slot = self.soldier(s).slot;
        for x in 0..self.n_soldiers {
            let hit = match who {
                Who::SelfOnly => x == s,
                Who::AllInSlot => self.soldier(x).slot == slot,
                _ => true,
            };
            if hit && self.in_play(x) {
                let t = self.soldier_mut(x);
                t.suppression = t.suppression.saturating_sub(n);
            }
        }
    }

    /// A card's Heal effect: soldier `s`, if in play, regains `n` health,
    /// up to its health at the start.
    pub(crate) fn heal(&mut self, s: u8, n: u8, ev: &mut impl EventSink<Event>) {
        if self.in_play(s) {
            let t = self.soldier_mut(s);
            t.health = t.health.saturating_add(n).min(t.max_health);
            let health = t.health;
            ev.emit(Event::Healed { soldier: s, health });
        }
    }

    /// R-S8, R-F5: an enemy card's target counter drawn from the cup at
    /// random, each counter as likely as any other (none: the cup is
    /// empty, R-V3).
    #[inline(never)]
    pub(crate) fn sample_target(&self, rng: &mut Rng) -> Option<Chance> {
        let total = self.cup_total();
        let mut x = rng.index(total as usize) as u64;
        for (s, c) in self.cup.iter().enumerate() {
            if x < u64::from(*c) {
                return Some(Chance::Target(s as u8));
            }
            x -= u64::from(*c);
        }
        None
    }
}

/// R-R2: the turn in progress, when the game waits for the player to
/// act in it (else refused: not a soldier's turn).
pub(crate) fn the_turn(flow: &Flow, team: &Team) -> Result<Turn, Error> {
    match (flow.need, team.turn) {
        (Need::Turn, Some(t)) => Ok(t),
        _ => Err(Error::NotYourTurn(NONE)),
    }
}
