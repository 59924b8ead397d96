//! Where the game stands in the sequence of play (5.0), as a [`Phase`].

use wargames_core::Phase;

use crate::game::PLAYER;
use crate::outcome::Outcome;
use crate::pending::{Pending, Purpose, Resume};
use crate::state::{Arnswalde, LAST_TURN};

/// The phase of a turn (5.0) a decision or chance point belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum TurnPhase {
    /// 6.0: the Soviet deployment (and the surrender check of its ace).
    Deployment,
    /// 7.0: the German action phase.
    Actions,
    /// 8.0: the Soviet attack phase.
    Attacks,
}

impl Arnswalde {
    /// Where the game stands, as the rules' sequence of play (5.0) names
    /// it: the turn out of [`LAST_TURN`], the side whose phase it is
    /// (`"German"` or `"Soviet"`; the player works both in this solitaire),
    /// and the procedures from the phase of the turn down to the decision
    /// or chance point at hand, each with its rule:
    ///
    /// | procedure | rule | under |
    /// |---|---|---|
    /// | `set-up` | 3.0 | (before turn 1) |
    /// | `tiger placement` | 3.1 | set-up, German |
    /// | `face-down card: North` / `South` | 3.2 | set-up, Soviet |
    /// | `soviet deployment` | 6.0 | the turn, Soviet |
    /// | `german actions` | 7.0 | the turn, German |
    /// | `counterattack: North` / `South` | 7.3 | german actions, or an attack it answers |
    /// | `next tiger`, `black face card`, `card into hand` | 7.3 | counterattack |
    /// | `repair` | 7.4 | german actions |
    /// | `soviet attacks` | 8.0 | the turn, Soviet |
    /// | `normal attack` / `general assault`, `: North` / `: South` while one is resolved | 8.1 / 8.2 | soviet attacks |
    /// | `surrender check` | 4.1 | the procedure whose card or ace brought it |
    /// | `judgement draw` | 3.2 | the procedure that draws the card |
    /// | `relief check` | 4.2 | the last turn, after its attacks |
    /// | `game over` | 4.1 / 4.2 | the turn the game ended in |
    ///
    /// Never fails, at decisions and chance points alike, and allocates
    /// nothing: the names are static and the path a small array.
    ///
    /// ```
    /// use wargames_arnswalde::{Action, Arnswalde, Chance, Options};
    /// use wargames_core::{Card, Game, NoEvents, Rank, Suit};
    ///
    /// let mut game = Arnswalde::setup(&Options::default()).unwrap();
    /// assert_eq!(game.phase().to_string(), "German > set-up (3.0) > tiger placement (3.1)");
    /// game.apply(&Action::PlaceTigers { north: 3, south: 3, central: 1 }, &mut NoEvents).unwrap();
    /// let heart = |rank| Chance::Soviet(Card::new(Suit::Hearts, rank));
    /// game.resolve_chance(&heart(Rank::Nine), &mut NoEvents).unwrap();
    /// game.resolve_chance(&heart(Rank::Two), &mut NoEvents).unwrap();
    /// assert_eq!(game.phase().to_string(), "turn 1/11, Soviet > soviet deployment (6.0)");
    /// game.resolve_chance(&heart(Rank::Five), &mut NoEvents).unwrap();
    /// assert_eq!(game.phase().to_string(), "turn 1/11, German > german actions (7.0)");
    /// ```
    #[must_use]
    pub fn phase(&self) -> Phase<'_> {
        let turn = u16::from(self.turn);
        let last = Some(u16::from(LAST_TURN));
        match self.pending {
            Pending::PlaceTigers => {
                Phase::new().side(PLAYER, "German").then("set-up", "3.0").then("tiger placement", "3.1")
            }
            Pending::Deal(front) => Phase::new().side(PLAYER, "Soviet").then("set-up", "3.0").then_about(
                "face-down card",
                "3.2",
                front.name(),
            ),
            Pending::Over => {
                let rule = match self.outcome {
                    Some(Outcome::ReliefFailed | Outcome::Victory { .. }) => "4.2",
                    _ => "4.1",
                };
                Phase::new().turn(turn, last).then("game over", rule)
            }
            Pending::Judgement { purpose: Purpose::Relief, .. } => {
                Phase::new().turn(turn, last).then("relief check", "4.2").then("judgement draw", "3.2")
            }
            pending => self.innermost(self.turn_phase(Phase::new().turn(turn, last)), pending),
        }
    }

    /// Which phase of the turn the pending decision or chance point is in.
    fn turn_of(&self) -> TurnPhase {
        let answering = self.counterattack.is_some_and(|ca| ca.answer);
        match (self.pending, self.resume) {
            (Pending::Deploy, _) | (Pending::Judgement { purpose: Purpose::Surrender, .. }, Resume::ActionPhase) => {
                TurnPhase::Deployment
            }
            (Pending::ChooseAttack | Pending::Answer, _)
            | (Pending::Judgement { purpose: Purpose::SovietAttack, .. }, _)
            | (
                Pending::Judgement { purpose: Purpose::Surrender, .. },
                Resume::AttackDraw | Resume::AttackDone | Resume::AssaultAce | Resume::EndOfTurn | Resume::Nothing,
            ) => TurnPhase::Attacks,
            _ if answering => TurnPhase::Attacks,
            _ => TurnPhase::Actions,
        }
    }

    /// The phase of the turn (5.0) and the procedures under it down to the
    /// counterattack or repair under way, if any.
    fn turn_phase<'a>(&'a self, phase: Phase<'a>) -> Phase<'a> {
        let phase = match self.turn_of() {
            // 6.0
            TurnPhase::Deployment => return phase.side(PLAYER, "Soviet").then("soviet deployment", "6.0"),
            // 7.0
            TurnPhase::Actions => phase.side(PLAYER, "German").then("german actions", "7.0"),
            // 8.0, 8.1, 8.2
            TurnPhase::Attacks => {
                let phase = phase.side(PLAYER, "Soviet").then("soviet attacks", "8.0");
                let (name, rule) =
                    if self.attacks.general { ("general assault", "8.2") } else { ("normal attack", "8.1") };
                match self.attacks.current {
                    Some(front) => phase.then_about(name, rule, front.name()),
                    None => phase.then(name, rule),
                }
            }
        };
        let repairing = matches!(
            (self.pending, self.resume),
            (Pending::Judgement { purpose: Purpose::Repair, .. }, _)
                | (Pending::Judgement { purpose: Purpose::Surrender, .. }, Resume::ActionDone)
        );
        match self.counterattack {
            // 7.3
            Some(ca) => phase.then_about("counterattack", "7.3", ca.front.name()),
            // 7.4
            None if repairing => phase.then("repair", "7.4"),
            None => phase,
        }
    }

    /// The decision or chance point itself, below its procedure.
    fn innermost<'a>(&self, phase: Phase<'a>, pending: Pending) -> Phase<'a> {
        match pending {
            Pending::Judgement { purpose: Purpose::Surrender, .. } => {
                phase.then("surrender check", "4.1").then("judgement draw", "3.2")
            }
            Pending::Judgement { .. } => phase.then("judgement draw", "3.2"),
            Pending::NextTiger => phase.then("next tiger", "7.3"),
            Pending::BlackFace(_) => phase.then("black face card", "7.3"),
            Pending::TakeCard => phase.then("black face card", "7.3").then("card into hand", "7.3"),
            _ => phase,
        }
    }
}
