//! Presence: each frame says which seats have an open WebSocket, and when
//! a seat's first socket opens or its last one closes, every other socket
//! of the match is told (`presence`).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

mod common;

use common::{Client, create, fast, start, temp_db};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seats_coming_and_going_are_told_to_the_others() {
    let server = start(fast(), temp_db("presence")).await;
    let mut host = Client::connect(server.addr).await;
    let (id, tokens) = create(&mut host, "rattenkrieg", &["human", "human"]).await;
    let mut watcher = Client::connect(server.addr).await;
    let first = watcher.request(json!({"op": "spectate", "match_id": id})).await;
    assert_eq!(first["connected"], json!([false, false]), "{first}");

    let frame = host.request(json!({"op": "join", "match_id": id, "token": tokens[0].1})).await;
    assert_eq!(frame["connected"], json!([true, false]), "{frame}");
    let told = watcher.presence().await;
    assert_eq!((&told["match_id"], &told["connected"]), (&json!(id), &json!([true, false])), "{told}");

    let mut guest = Client::connect(server.addr).await;
    let frame = guest.request(json!({"op": "join", "match_id": id, "token": tokens[1].1})).await;
    assert_eq!(frame["connected"], json!([true, true]), "{frame}");
    assert_eq!(host.presence().await["connected"], json!([true, true]));
    assert_eq!(watcher.presence().await["connected"], json!([true, true]));

    // A second socket of a seat already there changes nothing; its closing
    // neither, while the first stays open.
    let mut again = Client::connect(server.addr).await;
    again.request(json!({"op": "join", "match_id": id, "token": tokens[1].1})).await;
    again.close().await;

    guest.close().await;
    assert_eq!(host.presence().await["connected"], json!([true, false]), "the other player is away");
    assert_eq!(watcher.presence().await["connected"], json!([true, false]));
    let snapshot = host.request(json!({"op": "snapshot", "match_id": id, "token": tokens[0].1})).await;
    assert_eq!(snapshot["connected"], json!([true, false]), "{snapshot}");
    assert!(host.presences.is_empty() && watcher.presences.is_empty(), "told once per change");

    // Back again with the token.
    let mut back = Client::connect(server.addr).await;
    back.request(json!({"op": "join", "match_id": id, "token": tokens[1].1})).await;
    assert_eq!(host.presence().await["connected"], json!([true, true]));
    assert_eq!(watcher.presence().await["connected"], json!([true, true]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bots_seat_is_always_there() {
    let server = start(fast(), temp_db("presence-bot")).await;
    let mut host = Client::connect(server.addr).await;
    let (id, tokens) = create(&mut host, "pocket-stalingrad", &["human", "random"]).await;
    let mut watcher = Client::connect(server.addr).await;
    let frame = watcher.request(json!({"op": "spectate", "match_id": id})).await;
    assert_eq!(frame["connected"], json!([false, true]), "{frame}");
    let frame = host.request(json!({"op": "join", "match_id": id, "token": tokens[0].1})).await;
    assert_eq!(frame["connected"], json!([true, true]), "{frame}");
    assert_eq!(watcher.presence().await["connected"], json!([true, true]));
    host.close().await;
    assert_eq!(watcher.presence().await["connected"], json!([false, true]));
}
