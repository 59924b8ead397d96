//! Saved games keep loading, byte for byte: states saved by an earlier
//! build of the rules (seeded random games, stopped at turns, attacks, enemy
//! phases and decisions part-way, R-D1) load, pass the state check, and save
//! again to the very same JSON, with the same digest. The state's layout in
//! memory may change; its saved form may not.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests fail loudly")]

use wargames_core::Digest;
use wargames_squad::Squad;

/// One saved game per line (`serde_json::to_string` of a `Squad`).
const SAVED: &str = include_str!("saves/states.jsonl");

/// The digest of each saved game, as recorded when it was saved.
const DIGESTS: [&str; 10] = [
    "b0b8cc3055959f78",
    "37071bcaff8b385f",
    "90d3f10728930847",
    "fb926a392c73d647",
    "80a811aa23d8d945",
    "f54b00c8cf0492d8",
    "9daf4fd6d8f4a8f5",
    "9ee816ee64f738ab",
    "3c00f8a8606e74f2",
    "2999fff2521404eb",
];

#[test]
fn a_saved_game_loads_and_saves_again_byte_for_byte() {
    let lines: Vec<&str> = SAVED.lines().collect();
    assert_eq!(lines.len(), DIGESTS.len());
    for (line, digest) in lines.iter().zip(DIGESTS) {
        let game: Squad = serde_json::from_str(line).expect("a saved game loads");
        assert_eq!(game.invariants(), Ok(()));
        assert_eq!(serde_json::to_string(&game).unwrap(), *line);
        assert_eq!(Digest::of(&game).unwrap().to_string(), digest);
    }
}

#[test]
fn the_saved_games_hold_a_decision_part_way_r_d1() {
    assert!(SAVED.contains("\"draft\":{\"head\":{\"move\""));
    assert!(SAVED.contains("\"draft\":{\"head\":{\"play_card\""));
}
