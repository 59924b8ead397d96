//! A playout step allocates nothing once set-up is done.

use wargames_core::testing::{CountingAllocator, allocations_on_this_thread};
use wargames_core::{Game, Playout, RandomAgent, Rng};
use wargames_squad::content::Quality;
use wargames_squad::{Options, Squad};

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

#[allow(clippy::unwrap_used, reason = "a test helper")]
fn play(start: &Squad, playout: &mut Playout<Squad>, seeds: std::ops::Range<u64>) -> u64 {
    let mut steps = 0;
    for seed in seeds {
        let mut game = start.clone();
        let mut rng = Rng::new(seed);
        let mut agents = [RandomAgent::new(seed ^ 0xabc)];
        steps += playout.run(&mut game, &mut rng, &mut agents, 1_000_000).unwrap().steps();
    }
    steps
}

#[test]
fn playout_steps_allocate_nothing() {
    for options in [Options::default(), Options::scenario("M02", "O01", Quality::Elite)] {
        let start = Squad::setup(&options).unwrap();
        let mut playout = Playout::new();
        // Warm up: the action buffer grows to its largest size.
        play(&start, &mut playout, 0..200);
        let before = allocations_on_this_thread();
        let steps = play(&start, &mut playout, 1000..1020);
        let after = allocations_on_this_thread();
        assert!(steps > 1000);
        assert_eq!(after - before, 0, "{} allocations over {steps} steps", after - before);
    }
}

/// Where the mission stands is read without allocating (R-R1), at every
/// decision and chance point of seeded games.
#[test]
#[allow(clippy::unwrap_used, reason = "a test")]
fn phase_allocates_nothing_r_r1() {
    use wargames_core::{NoEvents, Seed};
    let mut legal = Vec::with_capacity(1 << 16);
    let mut phases = 0u64;
    for seed in 0..20u64 {
        let mut game = Squad::setup(&Options::default()).unwrap();
        let mut rng = Rng::new(Seed::from_u64(seed));
        while !game.is_over() {
            let before = allocations_on_this_thread();
            let phase = game.phase();
            let depth = phase.path().count();
            assert_eq!(allocations_on_this_thread() - before, 0, "phase allocated at {phase}");
            assert!(depth > 0);
            phases += 1;
            if game.status().is_chance() {
                let c = game.sample_chance(&mut rng).unwrap();
                game.resolve_chance(&c, &mut NoEvents).unwrap();
            } else {
                game.legal_actions(&mut legal);
                let a = legal[rng.index(legal.len())];
                game.apply(&a, &mut NoEvents).unwrap();
            }
        }
    }
    assert!(phases > 1000);
}

/// A decision of the heuristic allocates nothing once its buffer of orders
/// has grown: a game played by one heuristic after a warm-up game.
#[test]
#[allow(clippy::unwrap_used, reason = "a test")]
fn heuristic_decisions_allocate_nothing_once_grown() {
    use wargames_core::{Agent, Match, Observation};
    use wargames_squad::Heuristic;
    let mut bot = Heuristic::new(3u64);
    let mut legal = Vec::with_capacity(1 << 12);
    let mut play = |seed: u64, bot: &mut Heuristic| {
        let mut m = Match::<Squad>::new(Options::default(), seed).unwrap();
        let (mut decisions, mut allocations) = (0u64, 0u64);
        while let Some(seat) = m.status().to_act() {
            m.legal_actions(&mut legal);
            let before = allocations_on_this_thread();
            let i = bot.choose(&Observation::new(m.game(), seat), &legal);
            allocations += allocations_on_this_thread() - before;
            decisions += 1;
            m.play(&legal[i]).unwrap();
        }
        (decisions, allocations)
    };
    play(1, &mut bot);
    let (decisions, allocations) = play(2, &mut bot);
    assert!(decisions > 20, "{decisions} decisions");
    assert_eq!(allocations, 0, "{allocations} allocations over {decisions} decisions");
}
