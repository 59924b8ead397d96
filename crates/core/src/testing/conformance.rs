//! The conformance suite; see the module above.

use std::fmt::Debug;
use std::time::Duration;

use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::agent::{Agent, Observation};
use crate::game::{Game, Status};
use crate::probability::Probability;
use crate::random::{Rng, Seed};
use crate::replay::Replay;
use crate::seat::Seat;
use crate::step::Step;
use crate::testing::seeded_agents;

mod corrupt;
mod fair;
mod text;

use crate::testing::json_paths::{at, leaves};
use crate::testing::twins::determinize_blind;

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
    card_sets: &'static [&'static str],
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
            card_sets: &[],
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

    /// The most steps a game may take before it counts as not ending (the
    /// suite stops a game at [`Game::MAX_GAME_LENGTH`] steps in any case).
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
    /// field is deleted, every array element is duplicated and moved to
    /// every other list or empty slot that can take it, every card of a
    /// [card set](Self::card_sets) is moved to every other, and each
    /// edited save must be refused on load or play on within the contract.
    #[must_use]
    pub fn corrupt_sweeps(mut self, saves: usize) -> Self {
        self.corrupt_sweeps = saves;
        self
    }

    /// Names the card sets of the game's saves: the numbers at these paths
    /// (keys split at `.`, `*` for any one key or index; see
    /// [`json_paths::matching`](crate::testing::json_paths::matching)) are
    /// sets of cards, bit n for card n, like a
    /// [`CardSet`](crate::CardSet). The corrupt-save sweep then also moves
    /// every card of each set to each other set that lacks it (a card from
    /// the deck into a counter's steps, from a hand into the discards), and
    /// each such save must be refused on load or play on within the
    /// contract. The suite cannot tell a set of cards from any other number
    /// by itself. A path that names nothing in any of the suite's saved
    /// games fails the suite (a typo would otherwise turn the check off).
    #[must_use]
    pub fn card_sets(mut self, paths: &'static [&'static str]) -> Self {
        self.card_sets = paths;
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

    /// A check beside the game's own [`Game::invariants`], which always
    /// runs: both recompute derived data from the pieces and say what
    /// disagrees. They run after every step of every conformance game, on
    /// every state loaded from a corrupt save and after every step the
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
            if step >= self.max_steps.min(G::MAX_GAME_LENGTH) {
                return Err(fail(
                    seed,
                    step,
                    "the game did not end within the step limit (max_steps, Game::MAX_GAME_LENGTH)",
                ));
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
            if steps > self.max_steps.min(G::MAX_GAME_LENGTH) {
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

    /// The game's invariants on `game`, then the extra check, if one was given.
    fn check_invariants(&self, game: &G) -> Result<(), String> {
        game.invariants().map_err(|e| format!("invariant broken: {e}"))?;
        match &self.invariants {
            Some(check) => check(game).map_err(|e| format!("invariant broken: {e}")),
            None => Ok(()),
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

/// A random legal action with one number in its JSON form replaced by a
/// small, a byte-sized or a huge value; `None` if it has no number or the
/// changed form does not deserialize.
fn mutated_action<G: Game>(legal: &[G::Action], rng: &mut Rng) -> Option<G::Action> {
    let action = legal.get(rng.index(legal.len()))?;
    let mut value = serde_json::to_value(action).ok()?;
    let paths = leaves(&value);
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
