//! Balance studies are reproducible: the same summary for any thread count,
//! the same as playing the games one by one, and the same when played in
//! slices and merged.

use wargames_agents::study::{MergeError, Player, Slice, Study, StudyError, Tally, agent_seed, game_seed};
use wargames_core::{Game, Playout, RandomAgent, Rng, Seat, Status};
use wargames_pocket_stalingrad::{Options, Outcome, PocketStalingrad};

fn tally(game: &PocketStalingrad, outcome: &Outcome, tally: &mut Tally) {
    tally.count(match outcome {
        Outcome::Win { side, .. } => format!("{side} wins"),
        Outcome::Draw => "draw".to_owned(),
    });
    tally.add("turns", i64::from(game.turn()));
}

fn study(seed: u64) -> Study<PocketStalingrad> {
    Study::new(Options::default(), seed).tally(tally)
}

#[test]
fn one_two_and_three_threads_give_the_same_summary() {
    let one = study(3).threads(1).unwrap().run(0..300, |_| {}).unwrap();
    let two = study(3).threads(2).unwrap().run(0..300, |_| {}).unwrap();
    let three = study(3).threads(3).unwrap().run(0..300, |_| {}).unwrap();
    assert_eq!(one, two);
    assert_eq!(one, three);
    assert_eq!(serde_json::to_string(&one).unwrap(), serde_json::to_string(&three).unwrap());
    assert_eq!(one.games, 300);
    assert_eq!(one.slices, [Slice { from: 0, to: 300 }]);
}

#[test]
fn summing_on_the_threads_gives_the_ordered_runs_summary() {
    let ordered = study(3).threads(1).unwrap().run(5..400, |_| {}).unwrap();
    for threads in [1, 2, 3] {
        let counted = std::sync::atomic::AtomicU64::new(0);
        let summed = study(3)
            .threads(threads)
            .unwrap()
            .summarise(5..400, |n| {
                counted.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
            })
            .unwrap();
        assert_eq!(summed, ordered, "{threads} threads");
        assert_eq!(counted.into_inner(), 395);
    }
}

#[test]
fn a_study_is_the_games_played_one_by_one() {
    let summary = study(11).threads(2).unwrap().run(0..60, |_| {}).unwrap();
    let template = PocketStalingrad::setup(&Options::default()).unwrap();
    let mut playout = Playout::new();
    let mut turns = 0i128;
    let mut steps = 0i128;
    for i in 0..60 {
        let mut game = template;
        let mut rng = Rng::new(game_seed(11, i));
        let mut agents: Vec<RandomAgent> = Seat::all(2).map(|s| RandomAgent::new(agent_seed(11, i, s))).collect();
        steps += i128::from(playout.run(&mut game, &mut rng, &mut agents, 1_000_000).unwrap().steps());
        assert!(matches!(game.status(), Status::Over(_)));
        turns += i128::from(game.turn());
    }
    assert_eq!(summary.figures["turns"].sum, turns);
    assert_eq!(summary.length.sum, steps);
}

#[test]
fn records_arrive_in_index_order_with_their_seeds() {
    let mut seen = Vec::new();
    study(5).threads(2).unwrap().run(10..1200, |r| seen.push((r.index, r.seed))).unwrap();
    assert_eq!(seen.len(), 1190);
    for (k, (index, seed)) in seen.into_iter().enumerate() {
        assert_eq!(index, 10 + k as u64);
        assert_eq!(seed, game_seed(5, index));
    }
}

#[test]
fn merged_slices_equal_one_run_over_their_union_bit_for_bit() {
    let s = study(9).threads(2).unwrap();
    let whole = s.run(0..250, |_| {}).unwrap();
    let mut merged = s.run(100..250, |_| {}).unwrap();
    merged.merge(&s.run(0..40, |_| {}).unwrap()).unwrap();
    merged.merge(&s.run(40..100, |_| {}).unwrap()).unwrap();
    assert_eq!(serde_json::to_string(&merged).unwrap(), serde_json::to_string(&whole).unwrap());
    let back: wargames_agents::study::Summary = serde_json::from_str(&serde_json::to_string(&whole).unwrap()).unwrap();
    assert_eq!(back, whole);
}

#[test]
fn overlapping_slices_are_refused_and_leave_the_summary_unchanged() {
    let s = study(9).threads(1).unwrap();
    let mut a = s.run(0..30, |_| {}).unwrap();
    let before = a.clone();
    let b = s.run(20..50, |_| {}).unwrap();
    assert!(matches!(a.merge(&b), Err(MergeError::Overlap(..))));
    assert_eq!(a, before);
}

#[test]
fn summaries_of_different_studies_are_refused() {
    let a = study(1).threads(1).unwrap().run(0..10, |_| {}).unwrap();
    let other_seed = study(2).threads(1).unwrap().run(10..20, |_| {}).unwrap();
    let err = a.clone().merge(&other_seed).unwrap_err();
    assert!(matches!(err, MergeError::Mismatch { field: "seed", .. }), "{err}");
    let literal = Options { deploy_all: true, ..Options::default() };
    let other_options = Study::<PocketStalingrad>::new(literal, 1).tally(tally).threads(1).unwrap();
    let err = a.clone().merge(&other_options.run(10..20, |_| {}).unwrap()).unwrap_err();
    assert!(matches!(err, MergeError::Mismatch { field: "options", .. }), "{err}");
    let renamed = study(1).player(Seat(0), Player::new("other", RandomAgent::new)).threads(1).unwrap();
    let err = a.clone().merge(&renamed.run(10..20, |_| {}).unwrap()).unwrap_err();
    assert!(matches!(err, MergeError::Mismatch { field: "agents", .. }), "{err}");
    let mut old = a.clone();
    old.rules_version = "0".into();
    assert!(matches!(old.merge(&a), Err(MergeError::Mismatch { field: "rules version", .. })));
}

#[test]
fn bad_study_settings_are_refused() {
    assert_eq!(study(1).threads(0).unwrap_err(), StudyError::NoThreads);
    #[allow(clippy::reversed_empty_ranges)]
    let reversed = study(1).run(5..2, |_| {});
    assert_eq!(reversed.unwrap_err(), StudyError::BadSlice { from: 5, to: 2 });
    assert_eq!(
        study(1).try_player(Seat(2), Player::random()).unwrap_err(),
        StudyError::NoSuchSeat { seat: 2, seats: 2 }
    );
}

#[test]
fn returns_and_shares_are_consistent() {
    let s = study(4).threads(2).unwrap().run(0..200, |_| {}).unwrap();
    let wins: u64 = s.outcomes.iter().filter(|(k, _)| k.ends_with("wins")).map(|(_, n)| n).sum();
    let draws = s.outcomes.get("draw").copied().unwrap_or(0);
    assert_eq!(wins + draws, 200);
    let total = s.mean_return(0) + s.mean_return(1);
    assert!((total - 1.0).abs() < 1e-12, "win 1 + loss 0 or two draws of 0.5: {total}");
    let (share, interval) = s.share("draw");
    assert!(interval.contains(share));
}

/// Names in an order and number that change from game to game, some
/// fixed and some built.
fn shifting_tally(game: &PocketStalingrad, outcome: &Outcome, tally: &mut Tally) {
    let turn = i64::from(game.turn());
    if turn % 2 == 0 {
        tally.add("even turns", turn);
        tally.count(outcome.to_string());
    } else {
        tally.count(outcome.to_string());
        tally.add(format!("turn {turn}"), 1);
    }
    tally.add("turns", turn);
    tally.count("played");
}

#[test]
fn counting_by_workers_gives_the_records_summary_whatever_the_tallys_names() {
    let boxed = Player::new("random", RandomAgent::new);
    for players in
        [[Player::random(), Player::random()], [boxed.clone(), Player::random()], [boxed.clone(), boxed.clone()]]
    {
        let [german, soviet] = players;
        let study = Study::<PocketStalingrad>::new(Options::default(), 5)
            .tally(shifting_tally)
            .player(Seat(0), german)
            .player(Seat(1), soviet);
        let ordered = study.clone().threads(1).unwrap().run(0..250, |_| {}).unwrap();
        let summed = study.threads(2).unwrap().summarise(0..250, |_| {}).unwrap();
        assert_eq!(summed, ordered);
        assert!(ordered.figures.keys().filter(|k| k.starts_with("turn ")).count() > 1);
    }
}

#[test]
fn a_boxed_random_agent_plays_the_games_of_the_seated_one() {
    let seated = study(9).run(0..100, |_| {}).unwrap();
    let boxed = Player::new("random", RandomAgent::new);
    let summary = study(9).player(Seat(0), boxed.clone()).player(Seat(1), boxed).run(0..100, |_| {}).unwrap();
    assert_eq!(summary, seated);
}
