//! Hidden information never leaves the server.
//!
//! 1. On twin states (states a seat cannot tell apart, found where chance
//!    deals something hidden from it: `wargames_core::testing::twins`),
//!    what the server shows that seat ([`sight`]) is the same, and so is
//!    what it shows a spectator.
//! 2. Through the real protocol, every frame each seat and each spectator
//!    receives over random matches of every game is exactly [`sight`] and
//!    the [`narrate`]d log of that viewer at that move (rebuilt from the
//!    replay published at the end), and no frame before the end holds the
//!    seed.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

mod common;

use common::{Pick, Table, fast, start, temp_db};
use serde_json::{Value, json};
use wargames::catalog::Catalogued;
use wargames::{Game, Replay, Seat, Step};
use wargames_core::testing::indistinguishable;
use wargames_server::{Definition, Viewer, reopen, sight};

fn twins_look_alike<G: Catalogued>(seeds: u64) -> usize {
    let twins = indistinguishable::<G>(&G::Options::default(), 0..seeds, 200, 100_000);
    for t in &twins {
        let seat = Viewer::Seat(t.seat);
        assert_eq!(
            sight(&t.a, seat).unwrap(),
            sight(&t.b, seat).unwrap(),
            "{}: seed {}, step {}: the frame tells apart two states {} cannot",
            G::ID,
            t.seed,
            t.step,
            t.seat
        );
        // A spectator sees no more than any seat: it cannot tell them apart either.
        assert_eq!(
            sight(&t.a, Viewer::Spectator).unwrap(),
            sight(&t.b, Viewer::Spectator).unwrap(),
            "{}: seed {}, step {}: the spectator's frame tells apart two states {} cannot",
            G::ID,
            t.seed,
            t.step,
            t.seat
        );
    }
    twins.len()
}

#[test]
fn rattenkrieg_frames_are_alike_on_twins() {
    assert!(twins_look_alike::<wargames::rattenkrieg::Rattenkrieg>(3) > 0);
}

#[test]
fn arnswalde_frames_are_alike_on_twins() {
    assert!(twins_look_alike::<wargames::arnswalde::Arnswalde>(8) > 0);
}

#[test]
fn squad_frames_are_alike_on_twins() {
    twins_look_alike::<wargames::squad::Squad>(3);
}

#[test]
fn pocket_stalingrad_frames_are_alike_on_twins() {
    twins_look_alike::<wargames::pocket_stalingrad::PocketStalingrad>(4);
}

/// Checks every recorded frame against what the viewer may see at its move.
fn frames_are_sights<G: Catalogued>(replay: &Value, frames: &[(Viewer, Value)]) {
    let replay: Replay<G> = serde_json::from_value(replay.clone()).unwrap();
    let seed = replay.seed.unwrap();
    let definition =
        Definition { game: G::ID.to_owned(), options: serde_json::to_value(&replay.options).unwrap(), seed };
    let actions: Vec<String> = replay
        .steps
        .iter()
        .filter_map(|s| match s {
            Step::Action(a) => Some(a.to_string()),
            Step::Chance(_) => None,
        })
        .collect();
    let seed_text = seed.to_string();
    let seed_hex = wargames_server::hex(&seed.0);
    let mut room = reopen(&definition, &[]).unwrap();
    for k in 0..=actions.len() {
        for (viewer, frame) in frames.iter().filter(|(_, f)| f["move_no"] == json!(k)) {
            let text = frame.to_string();
            assert!(!text.contains(&seed_text) && !text.contains(&seed_hex), "a frame holds the seed");
            let seen = room.sight(*viewer).unwrap();
            assert_eq!(frame["view"], seen.view, "{}: move {k}, {viewer:?}: the view", G::ID);
            assert_eq!(frame["legal"], serde_json::to_value(&seen.legal).unwrap());
            let log = room.log(*viewer);
            let from = usize::try_from(frame["log_from"].as_u64().unwrap()).unwrap();
            let lines: Vec<String> = serde_json::from_value(frame["log"].clone()).unwrap();
            assert_eq!(lines.as_slice(), &log[from..from + lines.len()], "{}: move {k}: the log", G::ID);
        }
        if let Some(action) = actions.get(k) {
            room.apply(action).unwrap();
        }
    }
}

async fn record_matches(game: &str, count: u64) {
    let server = start(fast(), temp_db("leak")).await;
    let seats = usize::from(if matches!(game, "rattenkrieg" | "pocket-stalingrad") { 2u8 } else { 1 });
    for round in 0..count {
        let Table { id, mut spectator, watched, seats: mut clients, joined } =
            common::sit(server.addr, game, &vec!["human"; seats]).await;
        let mut frames: Vec<(Viewer, Value)> = vec![(Viewer::Spectator, watched)];
        frames.extend(clients.iter().zip(joined).map(|((_, seat, _), frame)| (Viewer::Seat(Seat(*seat)), frame)));
        let mut pick = Pick::new(round + 11);
        let (_, moves) = common::play_out(&mut clients, &id, &mut pick).await;
        loop {
            let update = spectator.next().await.unwrap();
            let last = update["move_no"] == json!(moves) && update["result"].is_string();
            frames.push((Viewer::Spectator, update));
            if last {
                break;
            }
        }
        for (client, seat, _) in &mut clients {
            frames.extend(client.updates.drain(..).map(|f| (Viewer::Seat(Seat(*seat)), f)));
        }
        let replay = spectator.request(json!({"op": "replay", "match_id": id})).await["replay"].clone();
        // Frames after the last move may show the result; the seed is only in the replay.
        let frames: Vec<(Viewer, Value)> = frames.into_iter().filter(|(_, f)| f["result"].is_null()).collect();
        match game {
            "rattenkrieg" => frames_are_sights::<wargames::rattenkrieg::Rattenkrieg>(&replay, &frames),
            "arnswalde" => frames_are_sights::<wargames::arnswalde::Arnswalde>(&replay, &frames),
            "pocket-stalingrad" => frames_are_sights::<wargames::pocket_stalingrad::PocketStalingrad>(&replay, &frames),
            _ => frames_are_sights::<wargames::squad::Squad>(&replay, &frames),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rattenkrieg_frames_hold_only_what_each_viewer_may_see() {
    record_matches("rattenkrieg", 2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pocket_stalingrad_frames_hold_only_what_each_viewer_may_see() {
    record_matches("pocket-stalingrad", 2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn arnswalde_frames_hold_only_what_each_viewer_may_see() {
    record_matches("arnswalde", 2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn squad_frames_hold_only_what_each_viewer_may_see() {
    record_matches("squad", 1).await;
}

#[test]
fn a_spectator_of_rattenkrieg_sees_the_table_3_3_3_4_8_4() {
    let game = wargames::rattenkrieg::Rattenkrieg::setup(&Default::default()).unwrap();
    let spectator = sight(&game, Viewer::Spectator).unwrap();
    let table = game.table();
    assert_eq!(spectator.view, serde_json::to_value(&table).unwrap());
    assert_eq!(spectator.view_text, Some(table.to_string()));
    assert!(spectator.legal.is_empty());
    // Every counter is on it, with its step count only.
    let units = spectator.view["units"].as_array().unwrap();
    assert_eq!(units.len(), game.view(Seat(0)).own_units.len() + game.view(Seat(0)).enemy_units.len());
    assert!(units.iter().all(|u| u["steps"].is_u64()));
}
