//! A rule-based player: it scores every legal action from its side's
//! [`View`] and plays the best, breaking ties with its own seeded source.

use wargames_core::{Agent, Observation, Rng, Seed};

use crate::action::Action;
use crate::area::Area;
use crate::hand::{Keep, SingleDie, Slot};
use crate::ratt::RattEvent;
use crate::side::Side;
use crate::state::{PocketStalingrad, STACK_LIMIT};
use crate::tactic::Tactic;
use crate::view::View;

/// A sensible rule-based player for either side, seeing only its view.
///
/// Its policy, in a few lines:
/// - **roll (2)**: it keeps the dice worth more than a re-roll is worth on
///   average: unit dice for the urban areas where one more unit makes or
///   stops a capture (the more VP, the better), then those that bring an
///   area closer to its stars, area 6 and Z after them; a CMD die of 4 or
///   more, the stronger tactics (Assault, Deploy + Guards ...) and the
///   useful RATT events (Sniper, Ratze!, Unit Z);
/// - **moves** (Assault, the Volga crossing, Deploy, Guards): each unit goes
///   where it makes or stops a capture, else where it brings an area
///   closest to its stars; the Soviet waits for the German air strike
///   before crossing the Volga;
/// - **attacks**: it strikes from the air with every CMD it may and assigns
///   hits where Soviet units come closest to a capture (unfortified areas
///   first); the sniper, Ratze!, engineers and combat in Z go where the
///   enemy is strongest or the exchange favours it; shelling protects an
///   area where attrition would cost it more than the enemy;
/// - **Fortify** where Soviet units hold an area the German threatens (VP
///   first), never removing its own fortress (P8); Night cancels as many
///   hits as CMD allows.
///
/// Ties between equally scored actions are broken at random from its seed.
/// A choice allocates nothing.
///
/// ```
/// use wargames_core::{Agent, Match, Observation, Status};
/// use wargames_pocket_stalingrad::{Heuristic, Options, PocketStalingrad};
///
/// let mut m = Match::<PocketStalingrad>::new(Options::default(), 1u64).unwrap();
/// let mut bots = [Heuristic::new(1u64), Heuristic::new(2u64)];
/// let mut legal = Vec::new();
/// while let Some(seat) = m.status().to_act() {
///     m.legal_actions(&mut legal);
///     let i = bots[seat.index()].choose(&Observation::new(m.game(), seat), &legal);
///     let action = legal[i];
///     m.play(&action).unwrap();
/// }
/// assert!(matches!(m.status(), Status::Over(_)));
/// ```
#[derive(Clone, Debug)]
pub struct Heuristic {
    rng: Rng,
}

impl Heuristic {
    /// A heuristic player breaking ties with a source seeded by `seed`.
    #[must_use]
    pub fn new(seed: impl Into<Seed>) -> Heuristic {
        Heuristic { rng: Rng::new(seed) }
    }
}

impl Agent<PocketStalingrad> for Heuristic {
    fn choose(&mut self, observation: &Observation<'_, PocketStalingrad>, legal: &[Action]) -> usize {
        let view = observation.view();
        let me = view.to_act.unwrap_or(view.roller);
        let reading = Reading { view: &view, me };
        self.rng.best(legal, |action| reading.score(action))
    }
}

/// The area a unit die face places a unit in (3.1).
fn face_area(face: u8) -> Area {
    Area::from_face(face).unwrap_or(Area::Six)
}

/// What a tactic is worth to its holder (tenths of a unit, roughly).
const fn tactic_value(tactic: Tactic) -> i32 {
    match tactic {
        Tactic::SovietFortify | Tactic::GermanUnitZ => 10,
        Tactic::SovietUnitZNight
        | Tactic::SovietShellingDeploy
        | Tactic::SovietShellingNight
        | Tactic::GermanShellingDeploy
        | Tactic::GermanEngineers => 20,
        Tactic::SovietCmdFortify => 25,
        Tactic::SovietDeployGuards | Tactic::GermanAssault | Tactic::GermanEngineersDeploy => 30,
        Tactic::GermanAssaultShelling => 35,
    }
}

/// What a RATT event is worth to the side that rolled it.
const fn ratt_value(event: RattEvent) -> i32 {
    match event {
        RattEvent::Sniper => 30,
        RattEvent::Ratze => 20,
        RattEvent::UnitZ => 15,
        RattEvent::Breakthrough => 5,
        RattEvent::Nothing => 0,
        RattEvent::Damage6 => -5,
    }
}

/// What the heuristic reads off the view for one decision.
struct Reading<'a> {
    view: &'a View,
    me: Side,
}

impl Reading<'_> {
    fn units(&self, side: Side, area: Area) -> u8 {
        self.view.units[side.index()][area.index()]
    }

    fn open(&self, area: Area) -> bool {
        !area.is_urban() || self.view.captured[area.index()].is_none()
    }

    fn fortress(&self, area: Area) -> bool {
        area.is_urban() && self.view.fortresses[area.index()]
    }

    /// Whether `side` would capture urban `area` holding `mine` units
    /// against the enemy's there (6.2-6.4, P13).
    fn captures(&self, side: Side, area: Area, mine: u8) -> bool {
        let i = area.index();
        let stars = self.view.areas[i].stars;
        let theirs = self.units(side.opponent(), area);
        let soviet = if side == Side::Soviet { mine } else { theirs };
        mine >= stars
            && mine > theirs
            && !(area == Area::GrainElevator && theirs > 0)
            && !(side == Side::German && self.fortress(area) && soviet > 0)
    }

    /// What one more unit of `side` in `area` is worth to `side`, with
    /// `extra` of its units already on their way there.
    fn unit_value(&self, side: Side, area: Area, extra: u8) -> i32 {
        self.unit_value_at(side, area, self.units(side, area).saturating_add(extra))
    }

    /// What one more unit of `side` in `area` is worth to `side` where it
    /// holds `mine` units.
    fn unit_value_at(&self, side: Side, area: Area, mine: u8) -> i32 {
        match area {
            Area::Six => {
                if mine >= self.view.area6_cap {
                    0
                } else if side == Side::German {
                    25
                } else {
                    20
                }
            }
            Area::Z => {
                if mine >= STACK_LIMIT {
                    0
                } else {
                    10
                }
            }
            _ => {
                if !self.open(area) || mine >= STACK_LIMIT {
                    return 0;
                }
                let card = self.view.areas[area.index()];
                let (vp, stars) = (i32::from(card.vp), card.stars);
                let theirs = self.units(side.opponent(), area);
                let now = self.captures(side, area, mine);
                let then = self.captures(side, area, mine + 1);
                let they_capture = self.captures(side.opponent(), area, theirs);
                // Does one more unit of ours stop their capture (a tie or
                // more stops it, 6.4)?
                let stops = they_capture && mine + 1 >= theirs;
                if then && !now {
                    40 + 3 * vp
                } else if stops {
                    30 + 3 * vp
                } else if now {
                    // A margin against attrition and air hits.
                    5 + vp / 2
                } else {
                    let need = i32::from(stars.max(theirs + 1));
                    let have = i32::from(mine) + 1;
                    (vp * 2 * have.min(need)) / need.max(1)
                }
            }
        }
    }

    /// What the loss of one of its units in `area` costs the enemy.
    fn enemy_loss(&self, area: Area) -> i32 {
        let enemy = self.me.opponent();
        let theirs = self.units(enemy, area);
        if theirs == 0 { 0 } else { self.unit_value_at(enemy, area, theirs - 1) }
    }

    fn score(&self, action: &Action) -> i32 {
        let me = self.me;
        let enemy = me.opponent();
        match *action {
            Action::Keep(keep) => self.keep_score(&keep),
            Action::RerollRatt | Action::KeepRatt => {
                let roller = self.view.roller;
                let face = self.view.hand.kept_single(SingleDie::Ratt).unwrap_or(5);
                let value = RattEvent::from_face(face).map_or(0, ratt_value);
                // The average RATT event is worth 65/6, about 11.
                let good_for_roller = value > 11;
                let reroll = (roller == me) != good_for_roller;
                if reroll == matches!(action, Action::RerollRatt) { 1 } else { 0 }
            }
            // The unit whose loss hurts the enemy most.
            Action::Snipe(area) => self.enemy_loss(area) + 1,
            Action::Fortify(area) => {
                let soviet = self.units(Side::Soviet, area);
                let german = self.units(Side::German, area);
                let vp = i32::from(self.view.areas[area.index()].vp);
                if soviet > 0 { 10 + vp + 5 * i32::from(german) } else { 2 * i32::from(german) - 5 }
            }
            Action::RemoveFortress(_) => -1000,
            Action::EndFortify | Action::EndAssault | Action::EndDeploy | Action::EndEngineers => 0,
            Action::EndCrossing | Action::PassRatze | Action::PassShelling | Action::PassGuards => 0,
            Action::AirStrike(n) => i32::from(n),
            Action::CancelAirHits(k) => i32::from(k),
            Action::AirHit(area) => {
                let absorbed = self.fortress(area);
                let base = self.enemy_loss(area).max(5);
                if absorbed { base / 3 } else { base }
            }
            Action::Assault(area) | Action::Cross(area) | Action::DeployOut(area) => {
                // The Soviet crosses after the German air strike (in the
                // German player turn), as the example of play does.
                if matches!(action, Action::Cross(_)) && self.view.roller == Side::Soviet {
                    return -1;
                }
                let value = self.unit_value(me, area, 0);
                if value > 0 { value } else { -1 }
            }
            Action::DeployIn(area) => {
                // Only a unit that does nothing where it stands.
                if self.unit_value(me, area, 0) == 0 && self.units(enemy, area) == 0 { 1 } else { -10 }
            }
            Action::Ratze { from, to } => self.enemy_loss(from) - self.unit_value(enemy, to, 0),
            Action::Shell(area) => {
                let here = self.view.shelling.map_or(0, |a| self.shell_worth(a));
                self.shell_worth(area) - here - 1
            }
            Action::LiftShelling => {
                let here = self.view.shelling.map_or(0, |a| self.shell_worth(a));
                -here - 1
            }
            Action::Engineer(area) => {
                if self.fortress(area) {
                    10 + i32::from(self.view.areas[area.index()].vp)
                } else {
                    self.enemy_loss(area).max(5)
                }
            }
            Action::FightInZ => {
                let mine = self.units(me, Area::Z);
                let theirs = self.units(enemy, Area::Z);
                if mine >= theirs { 5 } else { -5 }
            }
            Action::HoldFireInZ => 0,
            Action::Guards { from, to } => {
                let value = self.unit_value(Side::Soviet, to, 0);
                let from_z = i32::from(from == Area::Z);
                if value > 0 { value + from_z } else { -1 }
            }
        }
    }

    /// What a shelling marker in `area` is worth to us: the losses it
    /// spares us there less those it spares the enemy (P7).
    fn shell_worth(&self, area: Area) -> i32 {
        let mine = i32::from(self.units(self.me, area));
        let theirs = i32::from(self.units(self.me.opponent(), area));
        if mine == 0 || theirs == 0 {
            return 0;
        }
        // Attrition: each side loses as many units as the other has there,
        // so the smaller force loses more of itself; shelling spares it.
        4 * (theirs - mine)
    }

    /// A keep: each kept die against what a re-roll is worth on average.
    fn keep_score(&self, keep: &Keep) -> i32 {
        let me = self.me;
        let hand = &self.view.hand;
        let kept = hand.kept_units();
        let mut score = 0;
        // The average worth of one unit die, from the areas as they stand.
        let mean: i32 = (1..=6u8).map(|f| self.unit_value(me, face_area(f), kept.count(f))).sum::<i32>() / 6;
        for face in 1..=6u8 {
            let n = keep.units.count(face);
            for k in 0..n {
                score += self.unit_value(me, face_area(face), kept.count(face) + k) - mean;
            }
        }
        let single = |die: SingleDie| match hand.slot(die) {
            Slot::Rolled(face) => Some(face),
            _ => None,
        };
        if keep.cmd
            && let Some(face) = single(SingleDie::Cmd)
        {
            score += 8 * i32::from(face) - 28;
        }
        if keep.tactic
            && let Some(face) = single(SingleDie::Tactic)
        {
            let value = Tactic::from_face(me, face).map_or(0, tactic_value);
            let mean = (1..=6).filter_map(|f| Tactic::from_face(me, f)).map(tactic_value).sum::<i32>() / 6;
            score += value - mean;
        }
        if keep.ratt
            && let Some(face) = single(SingleDie::Ratt)
        {
            score += RattEvent::from_face(face).map_or(0, ratt_value) - 11;
        }
        score
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests fail loudly")]

    use wargames_core::{Agent, Game, Observation, RandomAgent, Seat, Status};

    use super::*;
    use crate::options::Options;

    /// Plays one game; the winner's seat, if any.
    fn play(seed: u64, agents: &mut [Box<dyn Agent<PocketStalingrad>>; 2]) -> Option<Seat> {
        let mut game = PocketStalingrad::setup(&Options::default()).unwrap();
        let mut rng = Rng::new(seed);
        let mut legal = Vec::new();
        loop {
            match game.status() {
                Status::Over(outcome) => return outcome.winner().map(Side::seat),
                Status::Chance => {
                    let c = game.sample_chance(&mut rng).unwrap();
                    game.resolve_chance(&c, &mut wargames_core::NoEvents).unwrap();
                }
                Status::ToAct(seat) => {
                    game.legal_actions(&mut legal);
                    let i = agents[seat.index()].choose(&Observation::new(&game, seat), &legal);
                    game.apply(&legal[i], &mut wargames_core::NoEvents).unwrap();
                }
            }
        }
    }

    #[test]
    fn the_heuristic_beats_a_random_player_in_each_seat_more_often_than_not() {
        for seat in [Side::Soviet.seat(), Side::German.seat()] {
            let mut wins = 0;
            for seed in 0..40u64 {
                let mut agents: [Box<dyn Agent<PocketStalingrad>>; 2] =
                    [Box::new(RandomAgent::new(seed)), Box::new(RandomAgent::new(seed + 1))];
                agents[seat.index()] = Box::new(Heuristic::new(seed));
                if play(seed, &mut agents) == Some(seat) {
                    wins += 1;
                }
            }
            assert!(wins > 20, "seat {seat}: {wins} of 40");
        }
    }
}
