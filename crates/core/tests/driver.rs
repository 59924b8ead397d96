//! `Match`, `Replay` and `Playout` on the test-only game.

#![allow(clippy::unwrap_used, clippy::panic, reason = "test code")]

mod toy;

use toy::{Action, Chance, Error, Options, Toy};
use wargames_core::{
    Agent, Card, FlowError, Game, Match, Observation, Playout, PlayoutError, RandomAgent, Replay, ReplayError, Rng,
    RuleError, Seat, Status, Step,
};

fn finished_match(seed: u64) -> Match<Toy> {
    let mut m = Match::<Toy>::new(Options::default(), seed).unwrap();
    let mut agents = [RandomAgent::new(seed + 1), RandomAgent::new(seed + 2)];
    let mut legal = Vec::new();
    while let Status::ToAct(seat) = m.status() {
        m.legal_actions(&mut legal);
        let i = agents[seat.index()].choose(&Observation::new(m.game(), seat), &legal);
        let action = legal[i];
        m.play(&action).unwrap();
    }
    m
}

#[test]
fn match_resolves_chance_points_itself() {
    let m = Match::<Toy>::new(Options::default(), 3u64).unwrap();
    assert_eq!(m.status(), Status::ToAct(Seat::FIRST));
    assert!(matches!(m.log(), [Step::Chance(Chance::Card(_)), Step::Chance(Chance::Card(_))]));
    assert_eq!(m.events().len(), 2, "both deals are narrated");
}

#[test]
fn same_seed_same_game_different_seed_different_game() {
    let a = finished_match(11);
    let b = finished_match(11);
    assert_eq!(a.log(), b.log());
    assert_eq!(a.game(), b.game());
    let differ = (12..20).any(|s| finished_match(s).log() != a.log());
    assert!(differ);
}

#[test]
fn full_seed_and_u64_seed_are_interchangeable() {
    let seed = wargames_core::Seed::from_u64(5);
    let a = Match::<Toy>::new(Options::default(), seed).unwrap();
    let b = Match::<Toy>::new(Options::default(), 5u64).unwrap();
    assert_eq!(a.log(), b.log());
    let c = Match::<Toy>::new(Options::default(), [7u8; 32]).unwrap();
    assert_eq!(c.seed().0, [7u8; 32]);
}

#[test]
fn play_after_the_end_is_refused_and_changes_nothing() {
    let mut m = finished_match(21);
    let log = m.log().to_vec();
    let err = m.play(&Action::Stand).unwrap_err();
    assert_eq!(err, Error::Flow(FlowError::GameOver));
    assert_eq!(err.rule(), None);
    assert_eq!(m.log(), log.as_slice());
}

#[test]
fn illegal_action_names_its_rule() {
    // Force a seat to 12+ through chance outcomes chosen by hand.
    let mut game = Toy::setup(&Options::default()).unwrap();
    let mut events = Vec::new();
    let ace = Card::ALL[0];
    let two = Card::ALL[1];
    game.resolve_chance(&Chance::Card(ace), &mut events).unwrap();
    game.resolve_chance(&Chance::Card(two), &mut events).unwrap();
    game.apply(&Action::Roll, &mut events).unwrap(); // seat 0
    game.resolve_chance(&Chance::Die(6), &mut events).unwrap();
    game.apply(&Action::Stand, &mut events).unwrap(); // seat 1
    game.apply(&Action::Roll, &mut events).unwrap(); // seat 0 again
    game.resolve_chance(&Chance::Die(6), &mut events).unwrap();
    // Seat 0 rolled 6, seat 1 stood, seat 0 rolled 6 again: 12.
    assert_eq!(game.status(), Status::ToAct(Seat::FIRST));
    let before = game.clone();
    let err = game.apply(&Action::Roll, &mut events).unwrap_err();
    assert_eq!(err.rule(), Some("T.3"));
    assert!(err.to_string().starts_with("T.3"));
    assert_eq!(game, before);
}

#[test]
fn replay_reproduces_the_game_and_survives_json() {
    let m = finished_match(31);
    let replay = m.replay().unwrap();
    let json = serde_json::to_string(&replay).unwrap();
    let back: Replay<Toy> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, replay);
    assert_eq!(&back.replay().unwrap(), m.game());
    let mut events = Vec::new();
    back.replay_with(&mut events).unwrap();
    assert_eq!(events, m.events());
}

#[test]
fn replay_of_another_game_is_refused() {
    let mut replay = finished_match(41).replay().unwrap();
    replay.game = "chess".into();
    assert_eq!(replay.replay().unwrap_err(), ReplayError::WrongGame { expected: "toy", found: "chess".into() });
}

#[test]
fn replay_under_other_rules_is_refused() {
    let mut replay = finished_match(42).replay().unwrap();
    replay.rules_version = "0".into();
    assert!(matches!(replay.replay(), Err(ReplayError::RulesVersion { current: "1", .. })));
}

#[test]
fn replay_with_a_changed_digest_is_refused() {
    let mut replay = finished_match(43).replay().unwrap();
    replay.digest = wargames_core::Digest(replay.digest.0 ^ 1);
    assert!(matches!(replay.replay(), Err(ReplayError::DigestMismatch { .. })));
}

#[test]
fn seeded_replay_detects_a_chance_outcome_the_seed_does_not_give() {
    let mut replay = finished_match(44).replay().unwrap();
    let Some(Step::Chance(Chance::Card(card))) = replay.steps.first().cloned() else { panic!("a deal first") };
    let other = Card::ALL[usize::from((card.index() + 1) % 52)];
    replay.steps[0] = Step::Chance(Chance::Card(other));
    assert_eq!(replay.replay().unwrap_err(), ReplayError::ChanceDiverged { step: 0 });
}

#[test]
fn unseeded_replay_refuses_an_impossible_outcome_with_its_rule() {
    let mut replay = finished_match(45).replay().unwrap();
    replay.seed = None;
    let first = replay.steps[0].clone();
    replay.steps[1] = first; // the same card dealt twice
    match replay.replay() {
        Err(ReplayError::Refused { step: 1, error }) => assert_eq!(error.rule(), Some("T.1")),
        other => panic!("expected a refusal of step 1, got {other:?}"),
    }
}

#[test]
fn replay_with_steps_out_of_turn_is_refused() {
    let mut replay = finished_match(46).replay().unwrap();
    replay.steps.insert(0, Step::Action(Action::Stand));
    assert!(matches!(replay.replay(), Err(ReplayError::OutOfTurn { step: 0, .. })));
}

#[test]
fn replay_refuses_corrupt_json() {
    assert!(serde_json::from_str::<Replay<Toy>>(r#"{"game":"toy"}"#).is_err());
}

struct Stubborn(usize);

impl Agent<Toy> for Stubborn {
    fn choose(&mut self, _: &Observation<'_, Toy>, _: &[Action]) -> usize {
        self.0
    }
}

#[test]
fn playout_plays_to_the_end_and_reports_steps() {
    let mut playout = Playout::new();
    let mut game = Toy::setup(&Options::default()).unwrap();
    let mut agents = [RandomAgent::new(1u64), RandomAgent::new(2u64)];
    let stats = playout.run(&mut game, &mut Rng::new(9u64), &mut agents, 1_000).unwrap();
    assert!(game.is_over());
    assert!(stats.chances >= 2 && stats.actions >= 2);
    assert_eq!(stats.steps(), stats.actions + stats.chances);
}

#[test]
fn playout_refuses_bad_agents_and_stops_at_the_limit() {
    let mut playout = Playout::new();
    let game = Toy::setup(&Options::default()).unwrap();
    let mut rng = Rng::new(9u64);
    let err = playout.run(&mut game.clone(), &mut rng, &mut [Stubborn(5), Stubborn(5)], 1_000).unwrap_err();
    assert!(matches!(err, PlayoutError::BadChoice { seat: 0, index: 5, .. }));
    let err = playout.run(&mut game.clone(), &mut rng, &mut [Stubborn(0)], 1_000);
    assert!(matches!(err, Err(PlayoutError::NoAgent(1)) | Ok(_)));
    let err = playout.run(&mut game.clone(), &mut rng, &mut [Stubborn(0), Stubborn(0)], 3).unwrap_err();
    assert_eq!(err, PlayoutError::StepLimit(3));
}

#[test]
fn replay_read_bounds_its_steps_and_reads_what_it_wrote() {
    use wargames_core::{Limits, ReadError};
    let replay = finished_match(5).replay().unwrap();
    let json = serde_json::to_vec(&replay).unwrap();
    assert_eq!(Replay::<Toy>::read(&json, &Limits::DEFAULT).unwrap(), replay);
    let steps = replay.steps.len();
    let tight = Limits { max_steps: steps - 1, ..Limits::DEFAULT };
    assert_eq!(Replay::<Toy>::read(&json, &tight), Err(ReadError::TooManySteps { limit: steps - 1, steps }));
    // Ten million steps, streamed: refused by the list limit after about
    // 100 000 of them are read, never held whole.
    let step = format!("{},", serde_json::to_string(&replay.steps[0]).unwrap());
    let mut body = Repeat { unit: step.into_bytes(), left: 10_000_000, pos: 0, read: 0 };
    let head = &b"{\"game\": \"toy\", \"steps\": ["[..];
    let unbounded = Limits { max_bytes: u64::MAX, ..Limits::DEFAULT };
    let err = unbounded.read(std::io::Read::chain(head, &mut body)).unwrap_err();
    assert!(matches!(err, ReadError::TooLong { limit: 100_000, .. }), "{err}");
    assert!(body.read < 100_001 * body.unit.len() as u64 + 64 * 1024, "{} bytes read", body.read);
    let mut body = Repeat { unit: body.unit, left: 10_000_000, pos: 0, read: 0 };
    let err = Limits::DEFAULT.read(std::io::Read::chain(head, &mut body)).unwrap_err();
    assert!(matches!(err, ReadError::TooLong { .. } | ReadError::TooLarge { .. }), "{err}");
    assert!(matches!(Replay::<Toy>::read(b"{\"game\": \"toy\"}", &Limits::DEFAULT), Err(ReadError::Json(_))));
}

/// `unit` repeated `left` times, as a reader that counts the bytes read.
struct Repeat {
    unit: Vec<u8>,
    left: u64,
    pos: usize,
    read: u64,
}

impl std::io::Read for Repeat {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let mut n = 0;
        while n < buf.len() && self.left > 0 {
            buf[n] = self.unit[self.pos];
            n += 1;
            self.pos += 1;
            if self.pos == self.unit.len() {
                self.pos = 0;
                self.left -= 1;
            }
        }
        self.read += n as u64;
        Ok(n)
    }
}
