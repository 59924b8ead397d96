//! Where the game stands, as the sequence of play names it: the game turn,
//! the side whose phase it is, and the procedures from the phase down to
//! the pending decision or roll, each with its rule id.

use wargames_core::Phase;

use crate::side::Side;
use crate::stage::Stage;
use crate::state::PocketStalingrad;

/// The names of the two sides as the rules print them.
const fn side_name(side: Side) -> &'static str {
    match side {
        Side::Soviet => "Soviet",
        Side::German => "German",
    }
}

impl PocketStalingrad {
    /// Where the game stands: the game turn of the last (`turn 2/5`), the
    /// side whose phase it is, and the path from the phase of the sequence
    /// of play down to the pending decision or roll.
    ///
    /// The side is the player in turn in phases 1-4 (even when the other
    /// side decides there, as the Soviet crossing the Volga in the German
    /// infiltration phase, 4.2), and the side to act in the common combat
    /// (5) and victory (6) phases; a finished game names no side. The
    /// names are stable and lower case, with the rule ids of
    /// `docs/rules/pocket-stalingrad.md`:
    ///
    /// | step | path |
    /// |------|------|
    /// | rolls (chance) | `roll (2) > unit dice (2)`, `roll (2) > single dice (2)` |
    /// | keeping dice | `roll (2) > keep (2.1)` |
    /// | Pavlov's House | `dice resolution (3) > pavlov's house (A2)`, then `> ratt re-roll (A2)` (chance) |
    /// | sniper | `dice resolution (3) > sniper (R1)` |
    /// | Fortify | `dice resolution (3) > fortify (Fortify)` |
    /// | air strike | `infiltration (4) > air strike (4.1) > announce (4.1)`, `> night (Night)`, `> air hits (4.1)`, `> assault (Assault)` |
    /// | Volga crossing | `infiltration (4) > volga crossing (4.2)` |
    /// | Ratze! | `infiltration (4) > ratze! and deploy (4.3) > ratze! (R3)` |
    /// | Deploy | `infiltration (4) > ratze! and deploy (4.3) > deploy (Deploy) > out of z (Deploy)`, `> into z (Deploy)` |
    /// | Shelling | `combat (5) > shelling (Shelling)`, `combat (5) > shelling after attrition (Shelling)` |
    /// | engineers | `combat (5) > engineers (Engineers)` |
    /// | combat in Z | `combat (5) > combat in z (AZ)` |
    /// | Guards | `victory (6) > guards (6.1)` |
    /// | game over | `game over (V)` |
    ///
    /// Built without allocation: every name is static.
    ///
    /// ```
    /// use wargames_core::{Game, Seat};
    /// use wargames_pocket_stalingrad::{Options, PocketStalingrad};
    ///
    /// let game = PocketStalingrad::setup(&Options::default()).unwrap();
    /// let phase = game.phase();
    /// assert_eq!(phase.to_string(), "turn 1/5, Soviet > roll (2) > unit dice (2)");
    /// assert_eq!(phase.seat_of_phase(), Some(Seat::FIRST));
    /// assert_eq!(phase.current().map(|p| p.rule), Some("2"));
    /// ```
    #[must_use]
    pub fn phase(&self) -> Phase<'_> {
        phase_of(self.turn, self.options.turns, self.roller, self.stage, self.actor())
    }
}

/// The phase of a game at turn `turn` of `last`, in `roller`'s player
/// turn, at `stage`, with `actor` to act (shared by the state and the view).
pub(crate) const fn phase_of(turn: u8, last: u8, roller: Side, stage: Stage, actor: Option<Side>) -> Phase<'static> {
    let at = Phase::new().turn(turn as u16, Some(last as u16));
    let player_turn = at.side(roller.seat(), side_name(roller));
    let common = match actor {
        Some(side) => at.side(side.seat(), side_name(side)),
        None => at,
    };
    let resolution = player_turn.then("dice resolution", "3");
    let infiltration = player_turn.then("infiltration", "4");
    let air = infiltration.then("air strike", "4.1");
    let ratze_deploy = infiltration.then("ratze! and deploy", "4.3");
    let deploy = ratze_deploy.then("deploy", "Deploy");
    let combat = common.then("combat", "5");
    match stage {
        Stage::RollUnitDice => player_turn.then("roll", "2").then("unit dice", "2"),
        Stage::RollSingleDice => player_turn.then("roll", "2").then("single dice", "2"),
        Stage::Keep => player_turn.then("roll", "2").then("keep", "2.1"),
        Stage::Pavlov => resolution.then("pavlov's house", "A2"),
        Stage::RattReroll => resolution.then("pavlov's house", "A2").then("ratt re-roll", "A2"),
        Stage::Snipe => resolution.then("sniper", "R1"),
        Stage::Fortify => resolution.then("fortify", "Fortify"),
        Stage::AirStrike => air.then("announce", "4.1"),
        Stage::NightCancel => air.then("night", "Night"),
        Stage::AirHits => air.then("air hits", "4.1"),
        Stage::Assault => air.then("assault", "Assault"),
        Stage::Crossing => infiltration.then("volga crossing", "4.2"),
        Stage::Ratze(_) => ratze_deploy.then("ratze!", "R3"),
        Stage::DeployOut => deploy.then("out of z", "Deploy"),
        Stage::DeployIn => deploy.then("into z", "Deploy"),
        Stage::Shelling { after_attrition: false, .. } => combat.then("shelling", "Shelling"),
        Stage::Shelling { after_attrition: true, .. } => combat.then("shelling after attrition", "Shelling"),
        Stage::Engineers => combat.then("engineers", "Engineers"),
        Stage::FightInZ(_) => combat.then("combat in z", "AZ"),
        Stage::Guards => common.then("victory", "6").then("guards", "6.1"),
        Stage::Over => at.then("game over", "V"),
    }
}
