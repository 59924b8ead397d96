//! The table's API natively: every game played to its end by clicking and
//! typing, replays that verify and load back, refusals that name what is
//! wrong and leave the table untouched, and the golden digests the wasm
//! build must reproduce (`web/test/golden.mjs`).
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use wargames::Replay;
use wargames_web::{GAMES, Setup, Snapshot, Table, TableError};

fn setup(seed: &str, people: &[u8], opponent: &str) -> Setup {
    Setup { seed: seed.into(), people: people.to_vec(), opponent: opponent.into(), ..Setup::default() }
}

/// Plays `table` to its end: the person takes the first legal action, or
/// (every third decision) types the text of the last one; the agents take
/// theirs. The number of the person's decisions.
fn play_to_end(table: &mut Table) -> usize {
    let mut decisions = 0;
    for _ in 0..20_000 {
        let shown = table.snapshot(0).unwrap();
        if shown.over.is_some() {
            return decisions;
        }
        if shown.person_to_act {
            decisions += 1;
            if decisions % 3 == 0 {
                let text = shown.legal.last().unwrap().clone();
                table.play_text(&text).unwrap_or_else(|e| panic!("{text:?} typed: {e}"));
            } else {
                table.play_index(0).unwrap();
            }
        } else {
            table.agent_move().unwrap();
        }
    }
    panic!("the game did not end");
}

fn verify(json: &str) -> String {
    let value: serde_json::Value = serde_json::from_str(json).unwrap();
    let game = value["game"].as_str().unwrap();
    fn check<G: wargames::Game>(json: &str) -> Result<(), String> {
        let replay: Replay<G> = serde_json::from_str(json).map_err(|e| e.to_string())?;
        replay.replay().map(|_| ()).map_err(|e| e.to_string())
    }
    let digest = match game {
        "rattenkrieg" => check::<wargames::rattenkrieg::Rattenkrieg>(json),
        "arnswalde" => check::<wargames::arnswalde::Arnswalde>(json),
        "pocket-stalingrad" => check::<wargames::pocket_stalingrad::PocketStalingrad>(json),
        "squad" => check::<wargames::squad::Squad>(json),
        other => panic!("unknown game {other}"),
    };
    assert!(digest.is_ok(), "{game}: {digest:?}");
    value["digest"].as_str().unwrap().to_owned()
}

#[test]
fn every_game_plays_to_its_end_by_index_and_text_and_its_replay_verifies_and_loads() {
    for game in GAMES {
        let mut table = Table::new(game, &setup("11", &[0], "heuristic")).unwrap();
        assert!(play_to_end(&mut table) > 0, "{game}: the person never acted");
        let json = table.replay_json().unwrap();
        verify(&json);
        let loaded = Table::load(&json, &[0], "random").unwrap();
        let (a, b) = (table.snapshot(0).unwrap(), loaded.snapshot(0).unwrap());
        assert_eq!(
            (a.over.clone(), a.steps, a.view.clone(), a.log.clone()),
            (b.over, b.steps, b.view, b.log),
            "{game}"
        );
        assert!(a.legal.is_empty());
    }
}

#[test]
fn a_replay_saved_mid_game_loads_and_goes_on() {
    let mut table = Table::new("pocket-stalingrad", &setup("5", &[1], "random")).unwrap();
    for _ in 0..5 {
        if table.snapshot(0).unwrap().person_to_act {
            table.play_index(0).unwrap();
        } else {
            table.agent_move().unwrap();
        }
    }
    let mut loaded = Table::load(&table.replay_json().unwrap(), &[1], "random").unwrap();
    assert_eq!(loaded.snapshot(0).unwrap().view, table.snapshot(0).unwrap().view);
    play_to_end(&mut loaded);
    verify(&loaded.replay_json().unwrap());
}

#[test]
fn the_snapshot_shows_only_the_seats_view_and_redacted_log() {
    // Rattenkrieg hides hands and unit steps (2.3): the German's snapshot
    // holds the German view, and no narrated line names a Soviet card.
    let table = Table::new("rattenkrieg", &setup("4", &[0], "heuristic")).unwrap();
    let shown: Snapshot = table.snapshot(0).unwrap();
    assert_eq!(shown.viewer, 0);
    assert!(shown.view_text.contains("German view"), "{}", shown.view_text);
    let soviet = Table::new("rattenkrieg", &setup("4", &[1], "heuristic")).unwrap().snapshot(0).unwrap();
    let secret: Vec<&String> = soviet
        .log
        .iter()
        .filter(|l| l.starts_with("Soviet:") && l.contains('♠') | l.contains('♣') | l.contains('♥') | l.contains('♦'))
        .collect();
    assert!(!secret.is_empty(), "the Soviet sees its own cards dealt");
    let german = serde_json::to_string(&shown).unwrap();
    for line in secret {
        assert!(!german.contains(line.as_str()), "the German's snapshot shows {line:?}");
    }
    assert!(shown.log.iter().any(|line| line.starts_with("Soviet: a card dealt to")));
}

#[test]
fn typed_text_the_rules_refuse_is_refused_with_its_rule_and_changes_nothing() {
    let mut table = Table::new("arnswalde", &setup("7", &[0], "random")).unwrap();
    let before = table.snapshot(0).unwrap();
    let err = table.play_text("place Tigers: North 7, South 7, Central Square 7").unwrap_err();
    assert!(matches!(err, TableError::Refused { rule: Some(_), .. }), "{err}");
    let err = table.play_text("fly to the moon").unwrap_err();
    assert!(matches!(err, TableError::Text(_)), "{err}");
    assert_eq!(table.play_index(999).unwrap_err(), TableError::Index { number: 1000, count: before.legal.len() });
    assert_eq!(table.snapshot(0).unwrap(), before);
}

#[test]
fn squads_back_is_the_undo_and_other_games_have_none_r_d2() {
    let mut table = Table::new("squad", &setup("3", &[0], "heuristic")).unwrap();
    let mut found = false;
    for _ in 0..200 {
        let shown = table.snapshot(0).unwrap();
        if let Some(i) = shown.undo {
            assert_eq!(shown.legal[i], "back");
            let steps = shown.steps;
            table.undo().unwrap();
            assert_eq!(table.snapshot(0).unwrap().steps, steps + 1);
            found = true;
            break;
        }
        table.play_index(0).unwrap();
    }
    assert!(found, "no decision part-way made in 200 steps");
    let mut other = Table::new("pocket-stalingrad", &setup("3", &[0], "heuristic")).unwrap();
    assert_eq!(other.undo().unwrap_err(), TableError::NothingToUndo);
}

#[test]
fn bad_set_ups_and_replays_are_refused_in_one_line_naming_what_is_wrong() {
    let refused = |game: &str, s: Setup| Table::new(game, &s).unwrap_err().to_string();
    assert!(refused("chess", setup("1", &[0], "random")).contains("no game \"chess\""));
    assert!(refused("squad", setup("-1", &[0], "random")).contains("seed"));
    assert!(refused("squad", setup("1", &[3], "random")).contains("seats 0 to 0, not 3"));
    assert!(refused("squad", setup("1", &[0], "mcts:0")).contains("mcts:N"));
    let bad = Setup { options: "{\"turns\": \"many\"}".into(), ..setup("1", &[0], "random") };
    assert!(refused("pocket-stalingrad", bad).starts_with("not valid options for pocket-stalingrad"));
    let bad = Setup { scenario: "9".into(), ..setup("1", &[0], "random") };
    assert!(refused("arnswalde", bad).contains("no scenario \"9\""));

    let table = Table::new("arnswalde", &setup("2", &[0], "random")).unwrap();
    let good = table.replay_json().unwrap();
    let load = |json: &str| Table::load(json, &[0], "random").unwrap_err().to_string();
    assert!(load("{").starts_with("replay: not JSON"));
    assert!(load("{\"steps\": []}").contains("no \"game\" field"));
    assert!(load(&good.replace("\"arnswalde\"", "\"go\"")).contains("no game \"go\""));
    let digest = serde_json::from_str::<serde_json::Value>(&good).unwrap()["digest"].as_str().unwrap().to_owned();
    let tampered = good.replace(&digest, &"0".repeat(digest.len()));
    assert!(load(&tampered).contains("does not verify"), "{}", load(&tampered));
    for message in [load("{"), load(&tampered)] {
        assert!(!message.contains('\n'), "{message}");
    }
}

/// One seeded game of agents in every seat: the game, seed and opponent.
const GOLDEN_GAMES: [(&str, &str, &str); 12] = [
    ("rattenkrieg", "1", "heuristic"),
    ("rattenkrieg", "2", "random"),
    ("rattenkrieg", "3", "mcts:20"),
    ("arnswalde", "1", "heuristic"),
    ("arnswalde", "2", "random"),
    ("arnswalde", "3", "mcts:50"),
    ("pocket-stalingrad", "1", "heuristic"),
    ("pocket-stalingrad", "2", "random"),
    ("pocket-stalingrad", "3", "mcts:50"),
    ("squad", "1", "heuristic"),
    ("squad", "2", "random"),
    ("squad", "3", "mcts:50"),
];

/// The golden digests: these seeded games end in the same state natively
/// and under wasm32 (`web/test/golden.mjs` checks the same file against
/// the wasm build). `UPDATE_GOLDEN=1` writes the file anew after a change
/// of the rules.
#[test]
fn golden_digests_of_seeded_games() {
    let mut rows = Vec::new();
    for (game, seed, opponent) in GOLDEN_GAMES {
        let mut table = Table::new(game, &setup(seed, &[], opponent)).unwrap();
        play_to_end(&mut table);
        let shown = table.snapshot(0).unwrap();
        let digest = verify(&table.replay_json().unwrap());
        rows.push(serde_json::json!({ "game": game, "seed": seed, "opponent": opponent, "steps": shown.steps, "digest": digest }));
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden.json");
    let text = serde_json::to_string_pretty(&rows).unwrap() + "\n";
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    let golden = std::fs::read_to_string(path).expect("tests/golden.json (UPDATE_GOLDEN=1 writes it)");
    assert_eq!(text, golden, "the seeded games no longer end where tests/golden.json says");
}
