//! The conformance suite; see the module above.

use std::fmt::Debug;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::agent::{Agent, Observation, RandomAgent};
use crate::game::{Game, NoEvents, Status};
use crate::probability::Probability;
use crate::random::{Rng, Seed};
use crate::replay::Replay;
use crate::seat::Seat;
use crate::step::Step;
use crate::testing::seeded_agents;
use crate::testing::twins::indistinguishable;

type ActionGen<G> = Box<dyn Fn(&G, &mut Rng) -> <G as Game>::Action>;
type ChanceGen<G> = Box<dyn Fn(&G, &mut Rng) -> <G as Game>::Chance>;
type HiddenGen<G> = Box<dyn Fn(&G, Seat, &mut Rng) -> Option<G>>;
type InvariantsCheck<G> = Box<dyn Fn(&G) -> Result<(), String>>;
type Log<G> = Vec<Step<<G as Game>::Action, <G as Game>::Chance>>;

/// The conformance suite for one game with one set of options.
pub struct Conformance<G: Game> {
    options: G::Options,
    cases: u32,
    max_steps: u64,
    illegal_samples: usize,
    corrupt_saves: u32,
    corrupt_sweeps: usize,
    step_bound: Duration,
    arbitrary_action: Option<ActionGen<G>>,
    arbitrary_chance: Option<ChanceGen<G>>,
    hidden: Option<HiddenGen<G>>,
    invariants: Option<InvariantsCheck<G>>,
    text: Option<InvariantsCheck<G>>,
    incomplete_views: Option<&'static str>,
}

fn fail(seed: u64, step: u64, what: impl std::fmt::Display) -> TestCaseError {
    TestCaseError::fail(format!("seed {seed}, step {step}: {what}"))
}

/// Checks that `value` survives JSON unchanged; returns its JSON form.
fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: &T) -> Result<String, String> {
    let json = serde_json::to_string(value).map_err(|e| format!("cannot serialize {value:?}: {e}"))?;
    let back: T = serde_json::from_str(&json).map_err(|e| format!("cannot deserialize {json}: {e}"))?;
    if &back == value { Ok(json) } else { Err(format!("serde round trip changed {value:?} into {back:?}")) }
}

impl<G: Game> Conformance<G> {
    /// The suite for games set up with `options`: 24 games, at most 100 000
    /// steps each, 8 arbitrary actions checked per step.
    #[must_use]
    pub fn new(options: G::Options) -> Conformance<G> {
        Conformance {
            options,
            cases: 24,
            max_steps: 100_000,
            illegal_samples: 8,
            corrupt_saves: 64,
            corrupt_sweeps: 2,
            step_bound: Duration::from_secs(2),
            arbitrary_action: None,
            arbitrary_chance: None,
            hidden: None,
            invariants: None,
            text: None,
            incomplete_views: None,
        }
    }

    /// How many seeded games to play (default 24).
    #[must_use]
    pub fn cases(mut self, cases: u32) -> Self {
        self.cases = cases;
        self
    }

    /// The most steps a game may take before it counts as not ending.
    #[must_use]
    pub fn max_steps(mut self, max_steps: u64) -> Self {
        self.max_steps = max_steps;
        self
    }

    /// How many arbitrary actions to check against the legal list per step.
    #[must_use]
    pub fn illegal_samples(mut self, n: usize) -> Self {
        self.illegal_samples = n;
        self
    }

    /// How many corrupted saved games to try (default 64; 0 turns the check off).
    #[must_use]
    pub fn corrupt_saves(mut self, cases: u32) -> Self {
        self.corrupt_saves = cases;
        self
    }

    /// How many saved games to sweep systematically (default 2; 0 turns the
    /// sweep off): in each, every number is set in turn to 0, 255, 65 535,
    /// `u64::MAX` and its own value plus one, every flag is flipped, every
    /// field is deleted and every array element is duplicated, and each
    /// edited save must be refused on load or play on within the contract.
    #[must_use]
    pub fn corrupt_sweeps(mut self, saves: usize) -> Self {
        self.corrupt_sweeps = saves;
        self
    }

    /// The longest one step of a game loaded from a corrupt save may take
    /// (default 2 s). This is a hang detector, not a speed target: a loaded
    /// state must not make a step's work grow without bound. A step that
    /// never returns is caught by a watchdog after ten times this bound.
    #[must_use]
    pub fn step_bound(mut self, bound: Duration) -> Self {
        self.step_bound = bound;
        self
    }

    /// The game's invariants: a check that recomputes its derived data
    /// (control, counts, totals) from the pieces and compares, returning
    /// what disagrees. It runs after every step of every conformance game,
    /// on every state loaded from a corrupt save and after every step the
    /// loaded game plays.
    #[must_use]
    pub fn invariants(mut self, check: impl Fn(&G) -> Result<(), String> + 'static) -> Self {
        self.invariants = Some(Box::new(check));
        self
    }

    /// A generator of arbitrary actions, legal or not (any value of the
    /// action type the game might be sent). Without one, only legal actions
    /// are checked with `validate`.
    #[must_use]
    pub fn arbitrary_actions(mut self, generate: impl Fn(&G, &mut Rng) -> G::Action + 'static) -> Self {
        self.arbitrary_action = Some(Box::new(generate));
        self
    }

    /// A generator of arbitrary chance outcomes, possible or not, to check
    /// that impossible outcomes are refused with the state unchanged.
    #[must_use]
    pub fn arbitrary_chance(mut self, generate: impl Fn(&G, &mut Rng) -> G::Chance + 'static) -> Self {
        self.arbitrary_chance = Some(Box::new(generate));
        self
    }

    /// A hook that returns a copy of the state in which only data hidden
    /// from `seat` differs (another seat's hand, the order of a deck), or
    /// `None` if there is nothing to change. The suite checks that `seat`'s
    /// view is the same in both.
    #[must_use]
    pub fn hidden_information(mut self, perturb: impl Fn(&G, Seat, &mut Rng) -> Option<G> + 'static) -> Self {
        self.hidden = Some(Box::new(perturb));
        self
    }

    /// Says that the game's views do not yet hold everything a seat sees,
    /// and why: the suite then does not require, for a game without hidden
    /// information, that states a seat's view cannot tell apart be equal.
    /// A game with hidden information cannot turn the check off (its
    /// determinization must not tell such states apart), so this is for
    /// open games only; the reason is printed with every run.
    #[must_use]
    pub fn incomplete_views(mut self, reason: &'static str) -> Self {
        self.incomplete_views = Some(reason);
        self
    }

    /// Runs the suite; panics with the failing seed and step on any breach.
    #[allow(clippy::panic, reason = "a test harness reports a breach by panicking")]
    pub fn run(&self) {
        // A fixed proptest seed: the suite checks the same games on every run,
        // so a failure in CI reproduces on any machine.
        let config = Config { cases: self.cases, failure_persistence: None, ..Config::default() };
        let mut runner = TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
        let result = runner.run(&proptest::num::u64::ANY, |seed| self.check_game(seed));
        if let Err(e) = result {
            panic!("{} conformance: {e}", G::ID);
        }
        self.check_seeds_differ();
        self.check_twins();
        self.check_corrupt_saves();
        self.check_corrupt_sweeps();
    }

    /// Plays one game from `seed` and checks every step.
    fn check_game(&self, seed: u64) -> Result<(), TestCaseError> {
        let mut game = G::setup(&self.options).map_err(|e| fail(seed, 0, format!("setup refused: {e}")))?;
        let mut rng = Rng::new(seed);
        let mut aux = Rng::new(Seed::from_u64(seed ^ 0x0005_eed0_fa11));
        let mut agents = seeded_agents::<G>(seed);
        let mut log: Vec<Step<G::Action, G::Chance>> = Vec::new();
        let mut legal = Vec::new();
        let mut again = Vec::new();
        let mut outcomes = Vec::new();
        let mut events = Vec::new();
        // Duplicates are found by JSON form (serde round trips are checked,
        // so equal JSON means equal values): linear, for long lists.
        let mut seen = std::collections::HashSet::new();
        let mut step: u64 = 0;
        loop {
            if step >= self.max_steps {
                return Err(fail(seed, step, "the game did not end within the step limit"));
            }
            self.check_state(seed, step, &game, &mut aux)?;
            match game.status() {
                Status::Over(outcome) => {
                    round_trip(&outcome).map_err(|e| fail(seed, step, e))?;
                    game.legal_actions(&mut legal);
                    if !legal.is_empty() {
                        return Err(fail(seed, step, "legal actions listed after the end"));
                    }
                    break;
                }
                Status::Chance => {
                    game.chance_outcomes(&mut outcomes);
                    if outcomes.is_empty() {
                        return Err(fail(seed, step, "a chance point with no outcome"));
                    }
                    if !Probability::sums_to_one(outcomes.iter().map(|(_, p)| *p)) {
                        return Err(fail(seed, step, format!("chance probabilities do not add up to 1: {outcomes:?}")));
                    }
                    seen.clear();
                    for (o, p) in &outcomes {
                        if p.is_zero() {
                            return Err(fail(seed, step, format!("outcome {o:?} listed with probability 0")));
                        }
                        let json = round_trip(o).map_err(|e| fail(seed, step, e))?;
                        if !seen.insert(json) {
                            return Err(fail(seed, step, format!("outcome {o:?} listed twice")));
                        }
                    }
                    game.legal_actions(&mut legal);
                    if !legal.is_empty() {
                        return Err(fail(seed, step, "legal actions listed at a chance point"));
                    }
                    self.check_wrong_kind_refused(seed, step, &game, &mut aux)?;
                    let outcome = game
                        .sample_chance(&mut rng)
                        .ok_or_else(|| fail(seed, step, "sample_chance gave nothing at a chance point"))?;
                    if !outcomes.iter().any(|(o, _)| o == &outcome) {
                        return Err(fail(seed, step, format!("sampled outcome {outcome:?} is not listed")));
                    }
                    events.clear();
                    game.resolve_chance(&outcome, &mut events)
                        .map_err(|e| fail(seed, step, format!("listed outcome {outcome:?} refused: {e}")))?;
                    for event in &events {
                        round_trip(event).map_err(|e| fail(seed, step, e))?;
                    }
                    log.push(Step::Chance(outcome));
                }
                Status::ToAct(seat) => {
                    if seat.0 >= G::SEATS {
                        return Err(fail(seed, step, format!("{seat} is to act in a game of {} seats", G::SEATS)));
                    }
                    game.legal_actions(&mut legal);
                    if legal.is_empty() {
                        return Err(fail(seed, step, format!("{seat} is to act with no legal action")));
                    }
                    game.clone().legal_actions(&mut again);
                    if again != legal {
                        return Err(fail(seed, step, "legal actions differ between a state and its clone"));
                    }
                    seen.clear();
                    for a in &legal {
                        if let Err(e) = game.validate(a) {
                            return Err(fail(seed, step, format!("legal action {a:?} refused by validate: {e}")));
                        }
                        let json = round_trip(a).map_err(|e| fail(seed, step, e))?;
                        if !seen.insert(json) {
                            return Err(fail(seed, step, format!("legal action {a:?} listed twice")));
                        }
                    }
                    self.check_wrong_kind_refused(seed, step, &game, &mut aux)?;
                    self.check_arbitrary_actions(seed, step, &game, &legal, &mut aux)?;
                    let index = agents[seat.index()].choose(&Observation::new(&game, seat), &legal);
                    let action = legal[index].clone();
                    events.clear();
                    game.apply(&action, &mut events)
                        .map_err(|e| fail(seed, step, format!("legal action {action:?} refused by apply: {e}")))?;
                    for event in &events {
                        round_trip(event).map_err(|e| fail(seed, step, e))?;
                        for s in Seat::all(G::SEATS) {
                            if let Some(redacted) = G::redact(event, s) {
                                round_trip(&redacted).map_err(|e| fail(seed, step, e))?;
                            }
                        }
                    }
                    log.push(Step::Action(action));
                }
            }
            step += 1;
        }
        self.check_replay(seed, &game, log)
    }

    fn check_state(&self, seed: u64, step: u64, game: &G, aux: &mut Rng) -> Result<(), TestCaseError> {
        self.check_invariants(game).map_err(|e| fail(seed, step, e))?;
        if let Some(check) = &self.text {
            check(game).map_err(|e| fail(seed, step, e))?;
        }
        if game.phase().to_string().is_empty() {
            return Err(fail(seed, step, "phase() says nothing of where the game stands"));
        }
        round_trip(game).map_err(|e| fail(seed, step, e))?;
        for seat in Seat::all(G::SEATS) {
            let view = game.view(seat);
            round_trip(&view).map_err(|e| fail(seed, step, e))?;
            let determinized = game.determinize(seat, aux);
            if determinized.view(seat) != view {
                return Err(fail(seed, step, format!("{seat}'s view changed in a determinization for it")));
            }
            determinize_blind(game, &determinized, seat, step).map_err(|e| fail(seed, step, e))?;
            if let Some(hidden) = &self.hidden
                && let Some(other) = hidden(game, seat, aux)
            {
                if other.view(seat) != view {
                    return Err(fail(
                        seed,
                        step,
                        format!("{seat}'s view changed when only data hidden from it changed"),
                    ));
                }
                determinize_blind(game, &other, seat, step).map_err(|e| fail(seed, step, e))?;
            }
        }
        Ok(())
    }

    /// On the pairs of states a seat cannot tell apart
    /// ([`indistinguishable`](crate::testing::indistinguishable)): the game
    /// says it hides something ([`Game::HIDDEN_INFORMATION`]), the seat has
    /// the same legal actions in both, and [`Game::determinize`] does not
    /// reveal which one it was given. A game that says it hides something
    /// must give such pairs, or the check would prove nothing.
    #[allow(clippy::panic, reason = "a test harness reports a breach by panicking")]
    fn check_twins(&self) {
        if let (false, Some(reason)) = (G::HIDDEN_INFORMATION, self.incomplete_views) {
            eprintln!("{} conformance: states with equal views not compared: {reason}", G::ID);
            return;
        }
        let twins = indistinguishable::<G>(&self.options, 0..u64::from(self.cases), TWINS, self.max_steps);
        if G::HIDDEN_INFORMATION && twins.is_empty() {
            panic!(
                "{} conformance: HIDDEN_INFORMATION is set, but no chance point of {} games dealt two states a seat \
                 cannot tell apart, so determinize was not checked on any",
                G::ID,
                self.cases
            );
        }
        let mut legal = (Vec::new(), Vec::new());
        for t in &twins {
            let at = format!("seed {}, twins from step {}", t.seed, t.step);
            if !G::HIDDEN_INFORMATION {
                panic!(
                    "{} conformance: {at}: two states differ but {}'s views are equal, and HIDDEN_INFORMATION is \
                     false: either the view leaves out something the seat sees, or the game hides something",
                    G::ID,
                    t.seat
                );
            }
            if t.a.status() == Status::ToAct(t.seat) {
                if t.b.status() != Status::ToAct(t.seat) {
                    panic!(
                        "{} conformance: {at}: {} is to act in one state of a pair it cannot tell apart only",
                        G::ID,
                        t.seat
                    );
                }
                t.a.legal_actions(&mut legal.0);
                t.b.legal_actions(&mut legal.1);
                if legal.0 != legal.1 {
                    panic!(
                        "{} conformance: {at}: {} has other legal actions in two states it cannot tell apart",
                        G::ID,
                        t.seat
                    );
                }
            }
            if let Err(e) = determinize_blind(&t.a, &t.b, t.seat, t.step) {
                panic!("{} conformance: {at}: {e}", G::ID);
            }
        }
    }

    /// An action at a chance point, or a chance outcome where a seat acts,
    /// is refused and changes nothing.
    fn check_wrong_kind_refused(&self, seed: u64, step: u64, game: &G, aux: &mut Rng) -> Result<(), TestCaseError> {
        if let Some(generate) = &self.arbitrary_action
            && game.status().is_chance()
        {
            {
                let action = generate(game, aux);
                self.expect_refused(
                    seed,
                    step,
                    game,
                    |g, ev| g.apply(&action, ev).is_err(),
                    "an action at a chance point",
                )?;
            }
        }
        if let Some(generate) = &self.arbitrary_chance {
            let outcome = generate(game, aux);
            let mut listed = Vec::new();
            game.chance_outcomes(&mut listed);
            if !listed.iter().any(|(o, _)| o == &outcome) {
                self.expect_refused(
                    seed,
                    step,
                    game,
                    |g, ev| g.resolve_chance(&outcome, ev).is_err(),
                    "an unlisted chance outcome",
                )?;
            }
        }
        Ok(())
    }

    fn check_arbitrary_actions(
        &self,
        seed: u64,
        step: u64,
        game: &G,
        legal: &[G::Action],
        aux: &mut Rng,
    ) -> Result<(), TestCaseError> {
        for _ in 0..self.illegal_samples {
            if let Some(generate) = &self.arbitrary_action {
                let action = generate(game, aux);
                self.check_one_action(seed, step, game, legal, &action)?;
            }
            // A legal action with one number in it changed: out-of-range
            // indices and counts that no generator may think of.
            if let Some(action) = mutated_action::<G>(legal, aux) {
                self.check_one_action(seed, step, game, legal, &action)?;
            }
        }
        Ok(())
    }

    /// `validate` agrees with the legal list on `action`, and a refusal changes nothing.
    fn check_one_action(
        &self,
        seed: u64,
        step: u64,
        game: &G,
        legal: &[G::Action],
        action: &G::Action,
    ) -> Result<(), TestCaseError> {
        let listed = legal.contains(action);
        let valid = game.validate(action);
        if listed != valid.is_ok() {
            return Err(fail(
                seed,
                step,
                format!(
                    "validate({action:?}) = {valid:?} but the action is {}listed",
                    if listed { "" } else { "not " }
                ),
            ));
        }
        if !listed {
            self.expect_refused(seed, step, game, |g, ev| g.apply(action, ev).is_err(), "an illegal action")?;
        }
        Ok(())
    }

    fn expect_refused(
        &self,
        seed: u64,
        step: u64,
        game: &G,
        attempt: impl FnOnce(&mut G, &mut Vec<G::Event>) -> bool,
        what: &str,
    ) -> Result<(), TestCaseError> {
        let mut copy = game.clone();
        let mut events = Vec::new();
        if !attempt(&mut copy, &mut events) {
            return Err(fail(seed, step, format!("{what} was accepted")));
        }
        if &copy != game {
            return Err(fail(seed, step, format!("refusing {what} changed the state")));
        }
        if !events.is_empty() {
            return Err(fail(seed, step, format!("refusing {what} emitted events {events:?}")));
        }
        Ok(())
    }

    fn check_replay(&self, seed: u64, game: &G, log: Vec<Step<G::Action, G::Chance>>) -> Result<(), TestCaseError> {
        let replay = Replay::record(self.options.clone(), None, log, game)
            .map_err(|e| fail(seed, 0, format!("replay record: {e}")))?;
        round_trip(&replay).map_err(|e| fail(seed, 0, e))?;
        let replayed = replay.replay().map_err(|e| fail(seed, 0, format!("replay refused: {e}")))?;
        if &replayed != game {
            return Err(fail(seed, 0, "the replay ends in another state"));
        }
        // The seeded driver gives the same game from the same seed, and its
        // seeded replay checks every chance outcome against the seed.
        let a = self.drive(seed).map_err(|e| fail(seed, 0, e))?;
        let b = self.drive(seed).map_err(|e| fail(seed, 0, e))?;
        if a.0 != b.0 || a.1 != b.1 {
            return Err(fail(seed, 0, "the same seed gave two different games"));
        }
        Ok(())
    }

    /// One game through [`crate::Match`] with random agents; its log and final state.
    fn drive(&self, seed: u64) -> Result<(Log<G>, G), String> {
        let mut m = crate::Match::<G>::new(self.options.clone(), seed).map_err(|e| e.to_string())?;
        let mut agents = seeded_agents::<G>(seed);
        let mut legal = Vec::new();
        let mut steps = 0;
        while let Status::ToAct(seat) = m.status() {
            steps += 1;
            if steps > self.max_steps {
                return Err("the match did not end within the step limit".into());
            }
            m.legal_actions(&mut legal);
            let index = agents[seat.index()].choose(&Observation::new(m.game(), seat), &legal);
            let action = legal.get(index).cloned().ok_or("no legal action")?;
            m.play(&action).map_err(|e| e.to_string())?;
        }
        let replay = m.replay().map_err(|e| e.to_string())?;
        let replayed = replay.replay().map_err(|e| format!("seeded replay refused: {e}"))?;
        if &replayed != m.game() {
            return Err("the seeded replay ends in another state".into());
        }
        Ok((m.log().to_vec(), m.into_game()))
    }

    /// The invariants hook on `game`, if the game gave one.
    fn check_invariants(&self, game: &G) -> Result<(), String> {
        match &self.invariants {
            Some(check) => check(game).map_err(|e| format!("invariant broken: {e}")),
            None => Ok(()),
        }
    }

    /// Saved games (as JSON) from a few seeded games, every third decision.
    fn saves(&self) -> Vec<serde_json::Value> {
        let mut saves = Vec::new();
        for seed in 0..4u64 {
            let Ok(mut m) = crate::Match::<G>::new(self.options.clone(), 2000 + seed) else { break };
            let mut agents: Vec<RandomAgent> =
                Seat::all(G::SEATS).map(|s| RandomAgent::new(seed + 10 * u64::from(s.0))).collect();
            let mut legal = Vec::new();
            let mut n = 0u64;
            while let Status::ToAct(seat) = m.status() {
                if n.is_multiple_of(3)
                    && let Ok(value) = serde_json::to_value(m.game())
                {
                    saves.push(value);
                }
                n += 1;
                if n > self.max_steps {
                    break;
                }
                m.legal_actions(&mut legal);
                let index = agents[seat.index()].choose(&Observation::new(m.game(), seat), &legal);
                let Some(action) = legal.get(index).cloned() else { break };
                if m.play(&action).is_err() {
                    break;
                }
            }
        }
        saves
    }

    /// An edited save is refused on load, or loads into a state that keeps
    /// its invariants and plays on to its end within the contract: no seat
    /// to act without a legal action, no refused step, no step slower than
    /// the step bound, invariants kept after every step.
    fn check_loaded(&self, value: serde_json::Value, raw: u64, watchdog: &Watchdog) -> Result<(), String> {
        let Ok(mut game) = serde_json::from_value::<G>(value) else { return Ok(()) };
        self.check_invariants(&game).map_err(|e| format!("it loads, but {e}"))?;
        let mut rng = Rng::new(raw);
        let mut agents: Vec<RandomAgent> =
            Seat::all(G::SEATS).map(|s| RandomAgent::new(raw ^ u64::from(s.0 + 1))).collect();
        let mut legal = Vec::new();
        for step in 0..self.max_steps {
            watchdog.beat();
            let started = Instant::now();
            match game.status() {
                Status::Over(_) => return Ok(()),
                Status::Chance => {
                    let outcome = game.sample_chance(&mut rng).ok_or("a chance point samples nothing")?;
                    game.resolve_chance(&outcome, &mut NoEvents)
                        .map_err(|e| format!("step {step}: a sampled outcome is refused: {e}"))?;
                }
                Status::ToAct(seat) => {
                    let agent = agents.get_mut(seat.index()).ok_or_else(|| format!("{seat} is to act"))?;
                    game.legal_actions(&mut legal);
                    if legal.is_empty() {
                        return Err(format!("step {step}: {seat} is to act with no legal action"));
                    }
                    let index = agent.choose(&Observation::new(&game, seat), &legal);
                    game.apply(&legal[index], &mut NoEvents)
                        .map_err(|e| format!("step {step}: a legal action is refused: {e}"))?;
                }
            }
            let took = started.elapsed();
            if took > self.step_bound {
                return Err(format!("step {step} took {took:?}, over the bound of {:?}", self.step_bound));
            }
            self.check_invariants(&game).map_err(|e| format!("after step {step}, {e}"))?;
        }
        Err(format!("no end after {} steps", self.max_steps))
    }

    /// Saved games with one number or flag changed at random are either
    /// refused on load or give a state that plays on to its end within the
    /// contract (see [`check_loaded`](Self::check_loaded)).
    #[allow(clippy::panic, reason = "a test harness reports a breach by panicking")]
    fn check_corrupt_saves(&self) {
        if self.corrupt_saves == 0 {
            return;
        }
        let saves = self.saves();
        if saves.is_empty() {
            return;
        }
        let watchdog = Watchdog::start(G::ID, self.step_bound * 10);
        let config = Config { cases: self.corrupt_saves, failure_persistence: None, ..Config::default() };
        let mut runner = TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
        let strategy = (proptest::num::usize::ANY, proptest::num::usize::ANY, proptest::num::u64::ANY, 0u64..3);
        let result = runner.run(&strategy, |(pick, leaf, raw, mode)| {
            let mut value = saves[pick % saves.len()].clone();
            let mut paths = Vec::new();
            leaves(&value, &mut Vec::new(), &mut paths);
            let Some(path) = paths.get(leaf % paths.len().max(1)) else { return Ok(()) };
            if let Some(slot) = at(&mut value, path) {
                *slot = match slot {
                    serde_json::Value::Bool(b) => serde_json::Value::Bool(!*b),
                    _ if mode == 0 => serde_json::Value::from(raw % 8),
                    _ if mode == 1 => serde_json::Value::from(raw % 64),
                    _ => serde_json::Value::from(raw),
                };
            }
            watchdog.working_on(format!("a saved game with {} changed", path.join(".")));
            self.check_loaded(value, raw, &watchdog).map_err(|e| {
                TestCaseError::fail(format!("a saved game with {} changed breaks the contract: {e}", path.join(".")))
            })
        });
        watchdog.stop();
        if let Err(e) = result {
            panic!("{} conformance (corrupt saves): {e}", G::ID);
        }
    }

    /// Every edit of [`edits`] on every place of a few saved games (an
    /// early one and later ones): each is refused on load or plays on
    /// within the contract.
    #[allow(clippy::panic, reason = "a test harness reports a breach by panicking")]
    fn check_corrupt_sweeps(&self) {
        if self.corrupt_sweeps == 0 {
            return;
        }
        let saves = self.saves();
        let step = (saves.len() / self.corrupt_sweeps).max(1);
        let watchdog = Watchdog::start(G::ID, self.step_bound * 10);
        let mut failures = Vec::new();
        for (n, save) in saves.iter().step_by(step).take(self.corrupt_sweeps).enumerate() {
            for (k, (what, edited)) in edits(save).into_iter().enumerate() {
                watchdog.working_on(format!("save {n}: {what}"));
                if let Err(e) = self.check_loaded(edited, (n as u64) << 32 | k as u64, &watchdog) {
                    failures.push(format!("save {n}, {what}: {e}"));
                }
            }
        }
        watchdog.stop();
        if !failures.is_empty() {
            let shown: Vec<&str> = failures.iter().take(12).map(String::as_str).collect();
            panic!(
                "{} conformance (corrupt save sweep): {} edited saves load and then break the contract:\n{}",
                G::ID,
                failures.len(),
                shown.join("\n")
            );
        }
    }

    /// Different seeds give different games (checked over a few pairs, so a
    /// game whose short games can coincide by chance does not fail).
    fn check_seeds_differ(&self) {
        let logs: Vec<_> = (0..4u64).filter_map(|s| self.drive(1000 + s).ok()).map(|(log, _)| log).collect();
        let all_same = logs.windows(2).all(|w| w[0] == w[1]);
        assert!(logs.len() < 2 || !all_same, "{}: four different seeds gave the same game", G::ID);
    }
}

/// Every edit of `save`, each with a description: every number set to
/// 0, 255, 65 535, `u64::MAX` and its own value plus one, every flag
/// flipped, every field of an object deleted, every array element
/// duplicated in place.
fn edits(save: &serde_json::Value) -> Vec<(String, serde_json::Value)> {
    let mut out = Vec::new();
    let mut paths = Vec::new();
    every_place(save, &mut Vec::new(), &mut paths);
    for path in &paths {
        let name = path.join(".");
        let mut edited = save.clone();
        let Some(slot) = at(&mut edited, path) else { continue };
        match slot.clone() {
            serde_json::Value::Bool(b) => {
                *slot = serde_json::Value::Bool(!b);
                out.push((format!("{name} flipped"), edited));
            }
            serde_json::Value::Number(number) => {
                let plus_one = number.as_u64().map(|n| n.wrapping_add(1)).unwrap_or(1);
                for value in [0, 255, 65_535, u64::MAX, plus_one] {
                    let mut edited = save.clone();
                    if let Some(slot) = at(&mut edited, path) {
                        *slot = serde_json::Value::from(value);
                        out.push((format!("{name} = {value}"), edited));
                    }
                }
            }
            _ => {}
        }
        // Deleting a field, duplicating an array element: the parent's edits.
        if let Some((last, parent_path)) = path.split_last() {
            let mut edited = save.clone();
            match at(&mut edited, parent_path) {
                Some(serde_json::Value::Object(map)) => {
                    map.remove(last);
                    out.push((format!("{name} deleted"), edited));
                }
                Some(serde_json::Value::Array(items)) => {
                    if let Some(i) = last.parse::<usize>().ok().filter(|&i| i < items.len()) {
                        let copy = items[i].clone();
                        items.insert(i, copy);
                        out.push((format!("{name} duplicated"), edited));
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// The paths of every value below the root of `value`, parents first.
fn every_place(value: &serde_json::Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    let children: Vec<(String, &serde_json::Value)> = match value {
        serde_json::Value::Object(map) => map.iter().map(|(k, v)| (k.clone(), v)).collect(),
        serde_json::Value::Array(items) => items.iter().enumerate().map(|(i, v)| (i.to_string(), v)).collect(),
        _ => Vec::new(),
    };
    for (key, child) in children {
        path.push(key);
        out.push(path.clone());
        every_place(child, path, out);
        path.pop();
    }
}

/// Ends the test process when one step of a loaded game does not return:
/// a step that hangs cannot be interrupted, so a thread watches for a
/// heartbeat and exits with the case it was working on.
struct Watchdog {
    state: Arc<Mutex<WatchdogState>>,
}

struct WatchdogState {
    last_beat: Instant,
    case: String,
    stopped: bool,
}

impl Watchdog {
    fn start(game: &'static str, limit: Duration) -> Watchdog {
        let state =
            Arc::new(Mutex::new(WatchdogState { last_beat: Instant::now(), case: String::new(), stopped: false }));
        let watched = Arc::clone(&state);
        std::thread::spawn(move || {
            loop {
                std::thread::sleep(Duration::from_millis(200));
                let Ok(state) = watched.lock() else { return };
                if state.stopped {
                    return;
                }
                if state.last_beat.elapsed() > limit {
                    eprintln!(
                        "{game} conformance (corrupt saves): {} loads, then one step runs over {limit:?}",
                        state.case
                    );
                    std::process::exit(101);
                }
            }
        });
        Watchdog { state }
    }

    fn beat(&self) {
        if let Ok(mut state) = self.state.lock() {
            state.last_beat = Instant::now();
        }
    }

    fn working_on(&self, case: String) {
        if let Ok(mut state) = self.state.lock() {
            state.case = case;
            state.last_beat = Instant::now();
        }
    }

    fn stop(&self) {
        if let Ok(mut state) = self.state.lock() {
            state.stopped = true;
        }
    }
}

/// The paths of every number and boolean in `value`.
fn leaves(value: &serde_json::Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                path.push(k.clone());
                leaves(v, path, out);
                path.pop();
            }
        }
        serde_json::Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                path.push(i.to_string());
                leaves(v, path, out);
                path.pop();
            }
        }
        serde_json::Value::Number(_) | serde_json::Value::Bool(_) => out.push(path.clone()),
        _ => {}
    }
}

/// The value at `path`.
fn at<'a>(value: &'a mut serde_json::Value, path: &[String]) -> Option<&'a mut serde_json::Value> {
    path.iter().try_fold(value, |v, key| match v {
        serde_json::Value::Object(map) => map.get_mut(key),
        serde_json::Value::Array(items) => key.parse::<usize>().ok().and_then(|i| items.get_mut(i)),
        _ => None,
    })
}

/// A random legal action with one number in its JSON form replaced by a
/// small, a byte-sized or a huge value; `None` if it has no number or the
/// changed form does not deserialize.
fn mutated_action<G: Game>(legal: &[G::Action], rng: &mut Rng) -> Option<G::Action> {
    let action = legal.get(rng.index(legal.len()))?;
    let mut value = serde_json::to_value(action).ok()?;
    let mut paths = Vec::new();
    leaves(&value, &mut Vec::new(), &mut paths);
    if paths.is_empty() {
        return None;
    }
    let path = &paths[rng.index(paths.len())];
    let slot = at(&mut value, path)?;
    *slot = match slot {
        serde_json::Value::Bool(b) => serde_json::Value::Bool(!*b),
        _ => match rng.index(3) {
            0 => serde_json::Value::from(rng.index(8)),
            1 => serde_json::Value::from(rng.index(256)),
            _ => serde_json::Value::from(rng.next_u64()),
        },
    };
    serde_json::from_value(value).ok()
}

impl<G: Game> Conformance<G> {
    /// Checks the game's text after every step: every legal action's and
    /// every listed chance outcome's `Display` text parses back to it
    /// (`FromStr`), the legal actions' [`describe`](Game::describe) texts
    /// are distinct, and [`parse_action`](crate::parse_action) reads a
    /// sample of them back to their actions.
    #[must_use]
    pub fn text_round_trip(mut self) -> Self {
        self.text = Some(Box::new(check_text::<G>));
        self
    }
}

/// How many `describe` texts per step [`Conformance::text_round_trip`]
/// parses back (every text is checked for distinctness).
const TEXT_SAMPLES: usize = 8;

fn check_text<G: Game>(game: &G) -> Result<(), String> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let normal = |text: String| text.split_whitespace().map(str::to_lowercase).collect::<Vec<_>>().join(" ");
    let mut forms = std::collections::BTreeMap::new();
    for action in &legal {
        let shown = action.to_string();
        match shown.parse::<G::Action>() {
            Ok(back) if back == *action => {}
            _ => return Err(format!("the action {action:?} prints {shown:?}, which does not parse back to it")),
        }
        for form in [normal(game.describe(action)), normal(shown)] {
            // Equal actions listed twice are the duplicate check's to report.
            match forms.insert(form.clone(), action) {
                Some(other) if other != action => {
                    return Err(format!("the actions {other:?} and {action:?} are both read as {form:?}"));
                }
                _ => {}
            }
        }
    }
    let step = legal.len().div_ceil(TEXT_SAMPLES).max(1);
    for action in legal.iter().step_by(step) {
        let named = game.describe(action);
        match crate::parse_action(game, &named) {
            Ok(back) if back == *action => {}
            other => return Err(format!("{named:?} (describing {action:?}) reads back as {other:?}")),
        }
    }
    let mut outcomes = Vec::new();
    if matches!(game.status(), Status::Chance) {
        game.chance_outcomes(&mut outcomes);
    }
    for (outcome, _) in &outcomes {
        let shown = outcome.to_string();
        match shown.parse::<G::Chance>() {
            Ok(back) if back == *outcome => {}
            _ => {
                return Err(format!(
                    "the chance outcome {outcome:?} prints {shown:?}, which does not parse back to it"
                ));
            }
        }
    }
    Ok(())
}

/// How many pairs of states a seat cannot tell apart the suite checks.
const TWINS: usize = 2_000;

/// `determinize` for `seat` gives the same state from `a` and from `b`
/// (which the seat cannot tell apart) for the same random stream: it
/// depends only on what the seat sees, and so reveals nothing of which
/// state it was given.
fn determinize_blind<G: Game>(a: &G, b: &G, seat: Seat, step: u64) -> Result<(), String> {
    for k in 0..2u64 {
        let stream = Seed::from_u64(step.wrapping_mul(2).wrapping_add(k) ^ 0xb11d);
        let from_a = a.determinize(seat, &mut Rng::new(stream));
        let from_b = b.determinize(seat, &mut Rng::new(stream));
        if from_a != from_b {
            return Err(format!(
                "determinize for {seat} tells apart two states the seat cannot: the same random stream gave \
                 two different states, so a search sampling with it would read what is hidden from the seat"
            ));
        }
    }
    Ok(())
}
