//! One JSON convention: every key and every name in states, views, events,
//! options and replays is snake_case; a replay of the capitalised format of
//! rules version 1 loads and is refused by its version; a view's fronts are
//! JSON lists, and a front of more cards than a stack holds is refused.

use wargames_arnswalde::{Arnswalde, AssaultAce, HandUse, Options, RULES_VERSION, STACK_CAPACITY, View};
use wargames_core::testing::SnakeCase;
use wargames_core::{Match, Replay, ReplayError, Seat, Status};

/// Asserts that every key and name of a value's JSON is snake_case.
macro_rules! assert_snake {
    ($what:expr, $value:expr) => {
        SnakeCase::new().assert($what, $value)
    };
}

#[test]
fn every_key_and_name_in_the_json_is_snake_case() {
    let options = [
        Options::default(),
        Options {
            hand_use: HandUse::OwnActionsOnly,
            diamond_face_ends_counterattack: true,
            assault_ace: AssaultAce::Leaves,
            ..Options::default()
        },
    ];
    let mut legal = Vec::new();
    for (i, options) in options.into_iter().enumerate() {
        for seed in 0..40u64 {
            let mut game = Match::<Arnswalde>::new(options, seed).unwrap();
            let mut n = i + seed as usize;
            while let Status::ToAct(_) = game.status() {
                assert_snake!("state", game.game());
                assert_snake!("view", &game.view(Seat::FIRST));
                game.legal_actions(&mut legal);
                n = n.wrapping_mul(31).wrapping_add(7);
                game.play(&legal[n % legal.len()]).unwrap();
            }
            assert_snake!("final state", game.game());
            assert_snake!("events", &game.events());
            assert_snake!("replay", &game.replay().unwrap());
        }
    }
}

/// A game recorded under rules version 1 (the morale track's suits were
/// capitalised then).
const OLD_REPLAY: &str = r#"{"game":"arnswalde","rules_version":"1","options":{"difficulty":"normal","morale_track":[["Clubs","Spades"],["Clubs"],["Spades"],[],[],[]],"hand_use":"every_draw","diamond_face_ends_counterattack":false,"assault_ace":"stays_as_ten"},"seed":"d70d3259e4e1cb631c663cf4d73c4c04022ab1ba804098e6cb293e6770eb3a95","steps":[{"action":{"place_tigers":{"north":3,"south":3,"central":1}}},{"chance":{"soviet":30}},{"chance":{"soviet":31}},{"chance":{"soviet":34}},{"action":{"move":{"from":"north","to":"south","tigers":1}}},{"action":{"move":{"from":"north","to":"south","tigers":1}}},{"action":"answer_with_counterattack"},{"chance":{"judgement":44}},{"action":"next_tiger"},{"chance":{"judgement":49}},{"action":"next_tiger"},{"chance":{"judgement":19}}],"digest":"cf971e829d9acfe1"}"#;

#[test]
fn an_old_replay_is_refused_by_its_rules_version() {
    let replay: Replay<Arnswalde> = serde_json::from_str(OLD_REPLAY).expect("an old replay still loads");
    let error = replay.replay().unwrap_err();
    assert_eq!(error, ReplayError::RulesVersion { recorded: "1".to_owned(), current: RULES_VERSION });
    assert_eq!(error.to_string(), "this replay was recorded under rules version 1; this engine implements 2");
    // Under today's version the same steps replay; only the state's JSON,
    // and with it the digest, differs.
    let now = OLD_REPLAY.replace(r#""rules_version":"1""#, &format!(r#""rules_version":"{RULES_VERSION}""#));
    let replay: Replay<Arnswalde> = serde_json::from_str(&now).unwrap();
    assert!(matches!(replay.replay(), Err(ReplayError::DigestMismatch { .. })));
    assert_eq!(replay.options, Options::default());
    let json = serde_json::to_string(&replay).unwrap();
    assert!(json.contains(r#""morale_track":[["clubs","spades"],["clubs"],["spades"],[],[],[]]"#), "{json}");
}

#[test]
fn a_view_round_trips_and_a_front_of_more_cards_than_a_stack_holds_is_refused() {
    let mut game = Match::<Arnswalde>::new(Options::default(), 3u64).unwrap();
    let mut legal = Vec::new();
    while game.view(Seat::FIRST).fronts.iter().all(|f| f.face_up.is_empty()) {
        game.legal_actions(&mut legal);
        game.play(&legal[0]).unwrap();
    }
    let view = game.view(Seat::FIRST);
    let mut json = serde_json::to_value(&view).unwrap();
    let back: View = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, view);
    let front = view.fronts.iter().position(|f| !f.face_up.is_empty()).unwrap();
    let card = json["fronts"][front]["face_up"][0].clone();
    json["fronts"][front]["face_up"] = serde_json::Value::Array(vec![card.clone(); STACK_CAPACITY]);
    assert!(serde_json::from_value::<View>(json.clone()).is_ok(), "{STACK_CAPACITY} cards fit");
    json["fronts"][front]["face_up"].as_array_mut().unwrap().push(card);
    assert!(serde_json::from_value::<View>(json).is_err(), "more than {STACK_CAPACITY} cards are refused");
}
