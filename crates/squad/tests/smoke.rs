//! Smoke: random games end.
use wargames_core::{Agent, Match, Observation, RandomAgent, Seat, Status};
use wargames_squad::content::Quality;
use wargames_squad::{Content, Options, Squad};

#[test]
fn builtin_content_loads() {
    let c = Content::builtin();
    assert_eq!(c.actions().len(), 27);
}

#[test]
fn random_games_end() {
    for (m, o, q) in [
        ("M01", "O02", Quality::FrontLine),
        ("M01", "O01", Quality::Elite),
        ("M02", "O03", Quality::FrontLine),
        ("M02", "O01", Quality::Elite),
    ] {
        for seed in 0..20u64 {
            let mut mt = Match::<Squad>::new(Options::scenario(m, o, q), seed).unwrap();
            let mut agent = RandomAgent::new(seed + 100);
            let mut legal = Vec::new();
            let mut steps = 0;
            while let Status::ToAct(seat) = mt.status() {
                mt.legal_actions(&mut legal);
                assert!(!legal.is_empty(), "no legal action: {}", mt.view(Seat::FIRST));
                let i = agent.choose(&Observation::new(mt.game(), seat), &legal);
                mt.play(&legal[i]).unwrap();
                steps += 1;
                assert!(steps < 200_000);
            }
            println!("{m} {o} {q:?} seed {seed}: {} after {steps} actions", mt.status().outcome().unwrap());
        }
    }
}
