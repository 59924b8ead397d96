//! The [`Game`] implementation: status, legal actions, validation and dispatch.

use wargames_core::{EventSink, FlowError, Game, Phase, Probability, Rng, Seat, Status};

use crate::action::Action;
use crate::area::Area;
use crate::chance::Chance;
use crate::error::Error;
use crate::event::Event;
use crate::options::Options;
use crate::outcome::Outcome;
use crate::side::Side;
use crate::stage::Stage;
use crate::state::PocketStalingrad;
use crate::view::View;

impl PocketStalingrad {
    /// Checks `action` against the pending step (the side to act plays it).
    fn check(&self, action: &Action) -> Result<(), Error> {
        let stage = self.stage;
        if stage == Stage::Over {
            return Err(FlowError::GameOver.into());
        }
        if stage.is_chance() {
            return Err(FlowError::ChancePending.into());
        }
        match (stage, *action) {
            (Stage::Keep, Action::Keep(keep)) => self.check_keep(&keep),
            (Stage::Pavlov, Action::RerollRatt | Action::KeepRatt) => Ok(()),
            (Stage::Snipe, Action::Snipe(area)) => self.check_snipe(area),
            (Stage::Fortify, Action::Fortify(area)) => self.check_fortify(area),
            (_, Action::RemoveFortress(area)) if self.fortress_removal_window() => self.check_remove_fortress(area),
            (Stage::Fortify, Action::EndFortify) => Ok(()),
            (Stage::AirStrike, Action::AirStrike(n)) => self.check_air_strike(n),
            (Stage::NightCancel, Action::CancelAirHits(k)) => self.check_cancel(k),
            (Stage::AirHits, Action::AirHit(area)) => self.check_air_hit(area),
            (Stage::Assault, Action::Assault(area)) => self.check_assault(area),
            (Stage::Assault, Action::EndAssault) => Ok(()),
            (Stage::Crossing, Action::Cross(area)) => self.check_cross(area),
            (Stage::Crossing, Action::EndCrossing) => Ok(()),
            (Stage::Ratze(side), Action::Ratze { from, to }) => self.check_ratze(side, from, to),
            (Stage::Ratze(_), Action::PassRatze) => Ok(()),
            (Stage::DeployOut, Action::DeployOut(area)) => self.check_deploy_out(area),
            (Stage::DeployOut | Stage::DeployIn, Action::DeployIn(area)) => self.check_deploy_in(area),
            (Stage::DeployOut | Stage::DeployIn, Action::EndDeploy) => self.check_deploy_all(),
            (Stage::Shelling { side, .. }, Action::Shell(area)) => self.check_shell(side, area),
            (Stage::Shelling { side, .. }, Action::LiftShelling) => self.check_lift(side),
            (Stage::Shelling { .. }, Action::PassShelling) => Ok(()),
            (Stage::Engineers, Action::Engineer(area)) => self.check_engineer(area),
            (Stage::Engineers, Action::EndEngineers) => Ok(()),
            (Stage::FightInZ(side), Action::FightInZ) => self.check_cmd("AZ", side, 1),
            (Stage::FightInZ(_), Action::HoldFireInZ) => Ok(()),
            (Stage::Guards, Action::Guards { from, to }) => self.check_guards(from, to),
            (Stage::Guards, Action::PassGuards) => Ok(()),
            (_, Action::AirStrike(_) | Action::AirHit(_) | Action::Assault(_))
                if self.actor().unwrap_or(self.roller) == Side::Soviet =>
            {
                Err(Error::SovietAirStrike)
            }
            _ => Err(Error::NotNow { rule: stage.rule(), expected: stage.expects(), action: *action }),
        }
    }

    /// Plays a checked action.
    fn execute(&mut self, action: &Action, events: &mut impl EventSink<Event>) {
        let actor = self.actor().unwrap_or(self.roller);
        match *action {
            Action::Keep(keep) => self.do_keep(&keep, events),
            Action::RerollRatt => self.do_reroll_ratt(events),
            Action::KeepRatt => self.resolve_dice(events),
            Action::Snipe(area) => self.do_snipe(area, events),
            Action::Fortify(area) => self.do_fortify(area, events),
            Action::RemoveFortress(area) => self.do_remove_fortress(area, events),
            Action::EndFortify => self.begin_infiltration(events),
            Action::AirStrike(n) => self.do_air_strike(n, events),
            Action::CancelAirHits(k) => self.do_cancel(k, events),
            Action::AirHit(area) => self.do_air_hit(area, events),
            Action::Assault(area) => self.do_assault(area, events),
            Action::EndAssault => self.end_assault(events),
            Action::Cross(area) => self.do_cross(area, events),
            Action::EndCrossing => self.end_crossing(events),
            Action::Ratze { from, to } => self.do_ratze(actor, from, to, events),
            Action::PassRatze => self.after_ratze(actor, events),
            Action::DeployOut(area) => self.do_deploy_out(area, events),
            Action::DeployIn(area) => self.do_deploy_in(area, events),
            Action::EndDeploy => self.end_player_turn(events),
            Action::Shell(area) => self.do_shell(actor, Some(area), events),
            Action::LiftShelling => self.do_shell(actor, None, events),
            Action::PassShelling => self.pass_shelling(actor, events),
            Action::Engineer(area) => self.do_engineer(area, events),
            Action::EndEngineers => self.end_engineers(events),
            Action::FightInZ => self.do_fight_in_z(actor, events),
            Action::HoldFireInZ => self.hold_fire_in_z(actor, events),
            Action::Guards { from, to } => self.do_guards(from, to, events),
            Action::PassGuards => self.finish_turn(events),
        }
    }

    /// Pushes the candidates `check` accepts.
    fn push_if<T: Copy>(
        out: &mut Vec<Action>,
        candidates: impl IntoIterator<Item = T>,
        check: impl Fn(T) -> Result<(), Error>,
        action: impl Fn(T) -> Action,
    ) {
        for c in candidates {
            if check(c).is_ok() {
                out.push(action(c));
            }
        }
    }
}

impl Game for PocketStalingrad {
    const ID: &'static str = "pocket-stalingrad";
    const RULES_VERSION: &'static str = crate::RULES_VERSION;
    const SEATS: u8 = 2;
    const HIDDEN_INFORMATION: bool = false;
    /// Measured, not derived from the rules: ten times the longest of
    /// 2,000 random games of the standard options (seed 1, 2026-11-26:
    /// 192 steps; heuristic games are as long). The conformance suite
    /// checks it, and so do the Python package's tests.
    const MAX_GAME_LENGTH: u64 = 1_920;

    type Options = Options;
    type Action = Action;
    type Chance = Chance;
    type View = View;
    type Event = Event;
    type Outcome = Outcome;
    type Error = Error;

    /// A win is worth 1 to the winner and 0 to the loser, a draw (V.4) 0.5
    /// to both.
    fn returns(outcome: &Outcome, seat: Seat) -> f64 {
        match outcome.winner() {
            Some(side) if side.seat() == seat => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }

    /// The checks of [`PocketStalingrad::invariants`].
    fn invariants(&self) -> Result<(), String> {
        PocketStalingrad::invariants(self)
    }

    /// Set-up (P14): the Soviet fortress on area 5, then the Soviet
    /// player's first reinforcement; the game starts at its first roll.
    fn setup(options: &Options) -> Result<Self, Error> {
        options.validate()?;
        let mut game = PocketStalingrad::blank(*options);
        game.begin_player_turn(Side::Soviet, &mut wargames_core::NoEvents);
        Ok(game)
    }

    /// Where the game stands: [`PocketStalingrad::phase`].
    fn phase(&self) -> Phase<'_> {
        PocketStalingrad::phase(self)
    }

    fn status(&self) -> Status<Outcome> {
        match self.stage {
            Stage::Over => Status::Over(self.outcome.unwrap_or(Outcome::Draw)),
            stage if stage.is_chance() => Status::Chance,
            _ => Status::ToAct(self.actor().unwrap_or(self.roller).seat()),
        }
    }

    /// The order: keeps as documented on [`Keep`](crate::Keep); otherwise
    /// the step's actions by kind as declared in [`Action`], each over the
    /// areas in the order 1-5, Z, 6 (Ratze! and Guards: by origin, then
    /// destination), and the "end"/"pass" action last.
    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        let urban = Area::URBAN;
        match self.stage {
            Stage::Keep => self.keep_actions(out),
            Stage::Pavlov => out.extend([Action::RerollRatt, Action::KeepRatt]),
            Stage::Snipe => Self::push_if(out, Area::ALL, |a| self.check_snipe(a), Action::Snipe),
            Stage::Fortify => {
                Self::push_if(out, urban, |a| self.check_fortify(a), Action::Fortify);
                Self::push_if(out, urban, |a| self.check_remove_fortress(a), Action::RemoveFortress);
                out.push(Action::EndFortify);
            }
            Stage::AirStrike => Self::push_if(out, 0..=6, |n| self.check_air_strike(n), Action::AirStrike),
            Stage::NightCancel => Self::push_if(out, 0..=6, |k| self.check_cancel(k), Action::CancelAirHits),
            Stage::AirHits => Self::push_if(out, Area::ALL, |a| self.check_air_hit(a), Action::AirHit),
            Stage::Assault => {
                Self::push_if(out, urban, |a| self.check_assault(a), Action::Assault);
                out.push(Action::EndAssault);
            }
            Stage::Crossing => {
                Self::push_if(out, urban, |a| self.check_cross(a), Action::Cross);
                out.push(Action::EndCrossing);
            }
            Stage::Ratze(side) => {
                for from in Area::ALL {
                    if from == Area::Six || self.units(side.opponent(), from) == 0 {
                        continue;
                    }
                    let to = |to| Action::Ratze { from, to };
                    Self::push_if(out, Area::ALL, |t| self.check_ratze(side, from, t), to);
                }
                out.push(Action::PassRatze);
            }
            Stage::DeployOut | Stage::DeployIn => {
                if self.stage == Stage::DeployOut {
                    Self::push_if(out, urban, |a| self.check_deploy_out(a), Action::DeployOut);
                }
                if self.check_deploy_all().is_ok() {
                    Self::push_if(out, urban, |a| self.check_deploy_in(a), Action::DeployIn);
                    out.push(Action::EndDeploy);
                }
            }
            Stage::Shelling { side, .. } => {
                Self::push_if(out, urban, |a| self.check_shell(side, a), Action::Shell);
                if self.check_lift(side).is_ok() {
                    out.push(Action::LiftShelling);
                }
                out.push(Action::PassShelling);
            }
            Stage::Engineers => {
                Self::push_if(out, urban, |a| self.check_engineer(a), Action::Engineer);
                out.push(Action::EndEngineers);
            }
            Stage::FightInZ(side) => {
                if self.check_cmd("AZ", side, 1).is_ok() {
                    out.push(Action::FightInZ);
                }
                out.push(Action::HoldFireInZ);
            }
            Stage::Guards => {
                for from in [Area::Z, Area::Six] {
                    Self::push_if(out, urban, |to| self.check_guards(from, to), |to| Action::Guards { from, to });
                }
                out.push(Action::PassGuards);
            }
            Stage::RollUnitDice | Stage::RollSingleDice | Stage::RattReroll | Stage::Over => {}
        }
        // P8 (I12): at the Soviet's other steps of phases 3 and 4, its
        // fortress removals come after the step's own actions.
        if self.stage != Stage::Fortify && self.fortress_removal_window() {
            Self::push_if(out, urban, |a| self.check_remove_fortress(a), Action::RemoveFortress);
        }
    }

    fn validate(&self, action: &Action) -> Result<(), Error> {
        self.check(action)
    }

    fn apply(&mut self, action: &Action, events: &mut impl EventSink<Event>) -> Result<(), Error> {
        self.check(action)?;
        self.execute(action, events);
        Ok(())
    }

    fn chance_outcomes(&self, out: &mut Vec<(Chance, Probability)>) {
        out.clear();
        self.roll_outcomes(out);
    }

    fn sample_chance(&self, rng: &mut Rng) -> Option<Chance> {
        self.sample_roll(rng)
    }

    fn resolve_chance(&mut self, outcome: &Chance, events: &mut impl EventSink<Event>) -> Result<(), Error> {
        self.resolve_roll(outcome, events)
    }

    fn view(&self, seat: Seat) -> View {
        View::of(self, seat)
    }

    /// The action's text, with the sniper's target named (R1, I7): `snipe
    /// a German unit in Gumrak Airfield (6)` where `Display` can only say
    /// `the enemy's area 6`.
    fn describe(&self, action: &Action) -> String {
        match *action {
            Action::Snipe(area) => {
                let enemy = self.roller.opponent();
                format!("snipe a {enemy} unit in {}", area.named(enemy))
            }
            _ => action.to_string(),
        }
    }
}
