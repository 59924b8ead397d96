//! Where the mission stands in the round (R-R1), as a [`Phase`]: the turn
//! of the mission timer, the side whose phase it is, and the procedures
//! from the phase down to the decision or chance point at hand.
//!
//! The turn is the mission timer against its limit `T` (R-S11, R-E7): it
//! starts at 1, advances in every Enemy Phase and when a Location charges
//! time (R-F5), and the mission is lost when it passes `T`. The Soldier
//! Phase (and the set-up before it) is the squad's: the phase names the
//! seat with the side `squad`. The Enemy Phase is played by the game; the
//! player only answers its reaction windows (R-F4), so it names no seat.
//!
//! The procedures, with their stable names and rule ids:
//!
//! | name | rule | about | when |
//! |---|---|---|---|
//! | `set-up` | R-S10 | | the opening hands before round 1 |
//! | `opening hands` | R-S10 | | each PS draws up to hand size |
//! | `draw` | R-S10, R-R2, R-A9, R-F1 | the soldier | action cards drawn |
//! | `soldier phase` | R-R1 | | the player picks who acts |
//! | `soldier turn` | R-R2 | the soldier | its actions and free activities |
//! | `paying for the move`, `aiming the attack`, `aiming the spray`, `choosing the melee target`, `choosing the throw's slot`, `discarding to draw`, `playing a card`, `retaining support cards` | R-A3, R-A4, R-A7, R-A8, R-A9, R-A9, R-F1, R-F10 | the destination's card, the weapon or item, the card played | a decision made part by part (R-D1), part-way |
//! | `attack` | R-A5, R-A7, R-A8 | the soldier | a player attack (dice, explosion, bare hands) |
//! | `place location` | R-F5 | | a Location drawn, its events and enemies |
//! | `recon` | R-F5 | | the player keeps one recon card |
//! | `objective connects` | R-F6 | the objective | its garrison and enemies |
//! | `events` | R-F5, R-F7, R-E1 | | event cards drawn |
//! | `enemy draw` | R-F5, R-F6 | | enemy cards drawn into a slot |
//! | `arrival` | R-F5 | the enemy card | its target counter drawn |
//! | `ambush` | R-F5 | the enemy card | an Ambush card attacks on arrival |
//! | `new targets` | R-E4 | | enemy cards whose soldier left draw again |
//! | `enemy phase` | R-R1 | | the game plays the enemy |
//! | `no target` | R-V3 | | cards without a target draw again |
//! | `reinforcements` | R-E2 | | the checks of the slots and of Reinforce N |
//! | `enemy fire` | R-E3 | | Inspire, then every card attacks |
//! | `enemy attack` | R-E3 | the enemy card | one enemy attack (an event's attack names none) |
//! | `hit roll` | R-A5, R-E3 | | the d10 of an attack |
//! | `cover roll` | R-A5, R-E3 | | the d6 of an attack |
//! | `reaction` | R-F4 | | a reaction window |
//! | `seriously wounded` | R-E4 | the soldier | a soldier at 0 health (Stubborn's d6) |
//! | `discard down` | R-E4 | the soldier | a hand over health is discarded down |
//! | `movement` | R-E5 | | enemy cards move |
//! | `recovery` | R-E6 | | enemy cards lose a suppression |
//! | `timer` | R-E7 | | the timer advances |
//! | `victory`, `defeat` | R-V1, R-V2 | | the mission is over |

use wargames_core::{Phase, Seat};

use crate::state::squad::Squad;
use crate::state::{Arm, ChanceKind, Frame, HAND_LIMIT, NONE, Need, Style};
use crate::terms::outcome::Outcome;

impl Squad {
    /// Where the mission stands: the turn of the mission timer out of the
    /// mission's limit (R-S11, R-E7), the squad's side in the set-up and
    /// the Soldier Phase (none in the Enemy Phase, which the game plays),
    /// and the procedures from the phase of the round (R-R1) down to the
    /// decision or chance point at hand, each with its rule id and, where
    /// it has one, the soldier or card it is about. It never fails and
    /// never allocates: names are borrowed from the card set.
    ///
    /// ```
    /// use wargames_core::{Game, Match};
    /// use wargames_squad::{Action, Options, Squad};
    ///
    /// let mut m = Match::<Squad>::new(Options::default(), 7u64).unwrap();
    /// assert_eq!(m.game().phase().to_string(), "turn 1/8, squad > soldier phase (R-R1)");
    /// m.play(&Action::BeginTurn { soldier: 0 }).unwrap();
    /// assert_eq!(
    ///     m.game().phase().to_string(),
    ///     "turn 1/8, squad > soldier phase (R-R1) > soldier turn: Sgt. Ada Hale (R-R2)"
    /// );
    /// let phase = m.game().phase();
    /// assert_eq!(phase.current().map(|p| p.rule), Some("R-R2"));
    /// ```
    #[must_use]
    pub fn phase(&self) -> Phase<'_> {
        let turn = Phase::new().turn(u16::from(self.state.flow.timer), Some(u16::from(self.mission().turn_limit)));
        if let Need::Over(o) = self.state.flow.need {
            return match o {
                Outcome::Victory { .. } => turn.then("victory", "R-V1"),
                _ => turn.then("defeat", "R-V2"),
            };
        }
        let depth = usize::from(self.state.flow.depth).min(self.state.flow.stack.len());
        let frames = &self.state.flow.stack[..depth];
        let enemy = frames.iter().any(|f| matches!(f, Some(Frame::EnemyPhase { .. })));
        let mut phase = if enemy { turn } else { turn.side(Seat::FIRST, "squad") };
        // Before round 1 the opening hands are drawn (R-S10) above the
        // Soldier Phase waiting to begin.
        let setup = frames.iter().any(|f| matches!(f, Some(Frame::OpeningHands { .. })));
        if setup {
            phase = phase.then("set-up", "R-S10");
        }
        let mut parent: Option<Frame> = None;
        for (i, frame) in frames.iter().enumerate() {
            let Some(frame) = *frame else { continue };
            if setup && frame == Frame::SoldierPhase {
                continue;
            }
            let child = frames.get(i + 1).copied().flatten();
            phase = self.procedure(phase, frame, parent, child);
            parent = Some(frame);
        }
        let top = parent;
        if let Some(d) = self.state.flow.draft {
            return self.drafting(phase, &d);
        }
        match (self.state.flow.need, top) {
            (Need::Chance(ChanceKind::D10), Some(Frame::Attack(_))) => phase.then("hit roll", "R-A5"),
            (Need::Chance(ChanceKind::D6), Some(Frame::Attack(_))) => phase.then("cover roll", "R-A5"),
            (Need::Chance(ChanceKind::D10), Some(Frame::Assault(_))) => phase.then("hit roll", "R-E3"),
            (Need::Chance(ChanceKind::D6), Some(Frame::Assault(_))) => phase.then("cover roll", "R-E3"),
            (Need::Reaction, _) => phase.then("reaction", "R-F4"),
            (Need::Recon, _) => phase.then("recon", "R-F5"),
            _ => phase,
        }
    }

    /// R-D1: the decision being made part by part, under the soldier's turn.
    fn drafting<'a>(&'a self, phase: Phase<'a>, d: &crate::state::Draft) -> Phase<'a> {
        use crate::terms::action::Action as A;
        let s = self.state.team.turn.map_or(0, |t| t.soldier);
        // What it is about, by name: the destination, the weapon or item, the card.
        let (name, rule, about) = match d.head {
            A::Move { to } => ("paying for the move", "R-A3", self.slot_name(to)),
            A::Attack { weapon, .. } if d.n_dice > 0 => ("aiming the spray", "R-A7", self.gear_name(s, weapon)),
            A::Attack { weapon, .. } => ("aiming the attack", "R-A4", self.gear_name(s, weapon)),
            A::Melee { weapon } => ("choosing the melee target", "R-A8", weapon.and_then(|g| self.gear_name(s, g))),
            A::Throw { item } => ("choosing the throw's slot", "R-A9", self.gear_name(s, item)),
            A::DiscardDraw => ("discarding to draw", "R-A9", None),
            A::PlayCard { card } => {
                ("playing a card", "R-F1", self.fixed.content.action_of(card).map(|c| c.name.as_str()))
            }
            A::EndTurn => ("retaining support cards", "R-F10", None),
            _ => ("deciding", "R-D1", None),
        };
        match about {
            Some(about) => phase.then_about(name, rule, about),
            None => phase.then(name, rule),
        }
    }

    /// The procedures `frame` adds to `phase`, below `parent` and above `child`.
    fn procedure<'a>(
        &'a self,
        phase: Phase<'a>,
        frame: Frame,
        parent: Option<Frame>,
        child: Option<Frame>,
    ) -> Phase<'a> {
        match frame {
            Frame::OpeningHands { .. } => phase.then("opening hands", "R-S10"),
            Frame::Draw { s, n, cap } => {
                // Discard & Draw draws until the hand is full; CX draws may
                // pass hand size (up to the hand limit); a card's draw is
                // capped by health and its "beyond".
                let rule = match parent {
                    Some(Frame::OpeningHands { .. }) => "R-S10",
                    _ if n == u8::MAX => "R-A9",
                    _ if cap == HAND_LIMIT => "R-R2",
                    _ => "R-F1",
                };
                phase.then_about("draw", rule, self.soldier_name(s))
            }
            // The Enemy Phase takes the Soldier Phase's place on the stack
            // (R-R1), so below it nothing is of the Soldier Phase.
            Frame::SoldierPhase => phase.then("soldier phase", "R-R1"),
            Frame::Turn => match self.state.team.turn {
                Some(t) => phase.then_about("soldier turn", "R-R2", self.soldier_name(t.soldier)),
                None => phase.then("soldier turn", "R-R2"),
            },
            Frame::Attack(a) => {
                let rule = match (a.style, a.arm) {
                    (Style::Explosion, _) => "R-A7",
                    (Style::Unarmed, _) | (_, Arm::Unarmed) => "R-A8",
                    _ => "R-A5",
                };
                phase.then_about("attack", rule, self.soldier_name(a.soldier))
            }
            Frame::Place { .. } => phase.then("place location", "R-F5"),
            Frame::Connect { .. } => phase.then_about("objective connects", "R-F6", &self.objective().name),
            Frame::Events { .. } => match parent {
                // The Enemy Phase step already says R-E1.
                Some(Frame::EnemyPhase { .. }) => phase,
                Some(Frame::Place { .. }) => phase.then("events", "R-F5"),
                _ => phase.then("events", "R-F7"),
            },
            Frame::Spawn { .. } => match parent {
                Some(Frame::Connect { .. }) => phase.then("enemy draw", "R-F6"),
                _ => phase.then("enemy draw", "R-F5"),
            },
            Frame::Arrive { foe, .. } => match self.state.foes.get(foe) {
                Some(f) => phase.then_about("arrival", "R-F5", &self.enemy(f.card).name),
                None => phase.then("arrival", "R-F5"),
            },
            Frame::Retarget => match parent {
                Some(Frame::EnemyPhase { .. }) => phase,
                _ => phase.then("new targets", "R-E4"),
            },
            Frame::EnemyPhase { step, .. } => {
                let phase = phase.then("enemy phase", "R-R1");
                match (step, child) {
                    (_, Some(Frame::Events { .. })) => phase.then("events", "R-E1"),
                    (0 | 1, _) => phase.then("no target", "R-V3"),
                    (2 | 3, _) => phase.then("reinforcements", "R-E2"),
                    (4 | 5, _) => phase.then("enemy fire", "R-E3"),
                    (6, _) => phase.then("movement", "R-E5"),
                    (7, _) => phase.then("recovery", "R-E6"),
                    _ => phase.then("timer", "R-E7"),
                }
            }
            // The checks of a slot, under the Enemy Phase's reinforcements step.
            Frame::Reinforce { .. } => phase,
            Frame::Assault(a) => {
                let name = if matches!(parent, Some(Frame::Arrive { .. })) { "ambush" } else { "enemy attack" };
                let rule = if name == "ambush" { "R-F5" } else { "R-E3" };
                match self.state.foes.get(a.foe) {
                    Some(f) if a.foe != NONE => phase.then_about(name, rule, &self.enemy(f.card).name),
                    _ => phase.then(name, rule),
                }
            }
            Frame::Down { s, .. } => phase.then_about("seriously wounded", "R-E4", self.soldier_name(s)),
            Frame::Trim { s } => phase.then_about("discard down", "R-E4", self.soldier_name(s)),
        }
    }

    /// The name on the soldier card of squad position `s` (empty past the squad).
    pub(crate) fn soldier_name(&self, s: u8) -> &str {
        if s < self.state.team.n_soldiers { &self.card(s).name } else { "" }
    }
}
