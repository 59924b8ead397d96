//! Smoke: random games end.
use wargames_core::{Agent, Match, Observation, RandomAgent, Seat, Status};
use wargames_squad::content::Quality;
use wargames_squad::{Content, ContentTexts, Options, Squad};

/// The built-in set loads every card of its files, however many there are.
#[test]
fn builtin_content_loads_every_card_of_its_files() {
    let c = Content::builtin();
    let t = ContentTexts::BUILTIN;
    let cards = |text: &str| serde_json::from_str::<Vec<serde_json::Value>>(text).unwrap().len();
    let loaded = [
        c.missions().len(),
        c.objectives().len(),
        c.locations().len(),
        c.enemies().len(),
        c.soldiers().len(),
        c.weapons().len(),
        c.equipment().len(),
        c.skills().len(),
        c.actions().len(),
        c.events().len(),
    ];
    let written = [
        t.missions,
        t.objectives,
        t.locations,
        t.enemies,
        t.soldiers,
        t.weapons,
        t.equipment,
        t.skills,
        t.actions,
        t.events,
    ]
    .map(cards);
    assert_eq!(loaded, written);
    assert!(loaded.iter().all(|n| *n > 0), "{loaded:?}");
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
