//! The PostgreSQL store: the `kill -9` test on PostgreSQL, and two server
//! processes sharing one database, where a move made through one reaches
//! the clients of the other (LISTEN/NOTIFY).
//!
//! They are ignored by `cargo test`; `.ci/server` starts PostgreSQL and runs
//! them with `--include-ignored`. They read the database's URL from
//! `WARGAMES_TEST_POSTGRES` (a role that may create databases; each test
//! makes a fresh one). Without it they fail when `CI` is set, and
//! otherwise skip with the reason printed.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

mod common;

use common::process::launch;
use common::{Client, Pick, create};
use serde_json::{Value, json};

/// A fresh database on the server `WARGAMES_TEST_POSTGRES` names, or
/// `None` (skip) outside CI.
fn fresh_database(name: &str) -> Option<String> {
    let Ok(url) = std::env::var("WARGAMES_TEST_POSTGRES") else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must run the PostgreSQL tests: WARGAMES_TEST_POSTGRES is not set"
        );
        eprintln!("skipped: WARGAMES_TEST_POSTGRES is not set (`.ci/server` sets it up)");
        return None;
    };
    let database = format!("wargames_{name}_{}", wargames_server::hex(&wargames_server::random_bytes::<6>().unwrap()));
    // A database name cannot be a parameter; this one is made of letters,
    // digits and underscores only. The blocking client runs on a thread
    // of its own, outside the test's runtime.
    let (admin_url, statement) = (url.clone(), format!("CREATE DATABASE {database}"));
    std::thread::spawn(move || {
        let mut admin = postgres::Client::connect(&admin_url, postgres::NoTls).unwrap();
        admin.batch_execute(&statement).unwrap();
    })
    .join()
    .unwrap();
    let (base, _) = url.rsplit_once('/').unwrap();
    Some(format!("{base}/{database}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: .ci/server runs it"]
async fn kill_9_on_postgresql_loses_and_doubles_nothing() {
    let Some(url) = fresh_database("crash") else { return };
    common::process::kill_9_round_trip(&url).await;
}

/// The next pushed frame of `client` for move number `n`.
async fn update_at(client: &mut Client, n: u64) -> Value {
    loop {
        let update = client.next().await.expect("the connection stays open");
        if update["type"] == "update" && update["move_no"] == json!(n) {
            return update;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: .ci/server runs it"]
async fn two_processes_share_one_database_and_each_others_moves() {
    let Some(url) = fresh_database("two") else { return };
    let mut one = launch(&url);
    let mut two = launch(&url);
    let mut host = Client::connect(one.addr).await;
    let (id, tokens) = create(&mut host, "rattenkrieg", &["human", "human"]).await;
    let mut guest = Client::connect(two.addr).await;
    let mut watcher = Client::connect(two.addr).await;
    let mut frames = [
        host.request(json!({"op": "join", "match_id": id, "token": tokens[0].1})).await,
        guest.request(json!({"op": "join", "match_id": id, "token": tokens[1].1})).await,
    ];
    watcher.request(json!({"op": "spectate", "match_id": id})).await;
    let mut clients = [host, guest];
    let mut pick = Pick::new(47);
    let mut n = 0u64;
    while frames[0]["result"].is_null() {
        let actor = usize::try_from(frames[0]["to_act"].as_u64().unwrap()).unwrap();
        let legal = frames[actor]["legal"].as_array().unwrap();
        let chosen = &legal[pick.below(legal.len())];
        let play = json!({"op": "play", "match_id": id, "token": tokens[actor].1, "move_no": n, "id": chosen["id"]});
        let reply = clients[actor].request(play).await;
        assert_eq!(reply["type"], "played", "{reply}");
        n += 1;
        // Both seats and the spectator, on either process, are pushed the move.
        for (i, client) in clients.iter_mut().enumerate() {
            let mut update = if client.updates.last().is_some_and(|u| u["move_no"] == json!(n)) {
                client.updates.pop().unwrap()
            } else {
                update_at(client, n).await
            };
            client.updates.clear();
            update["log"] = frames[i]["log"].clone();
            frames[i] = update;
        }
        update_at(&mut watcher, n).await;
    }
    assert!(n > 0);
    let replay = clients[1].request(json!({"op": "replay", "match_id": id})).await;
    assert_eq!(replay["type"], "replay", "{replay}");
    let text = replay["replay"].to_string();
    let replay: wargames::Replay<wargames::rattenkrieg::Rattenkrieg> = serde_json::from_str(&text).unwrap();
    assert!(replay.replay().is_ok());
    one.child.kill().unwrap();
    two.child.kill().unwrap();
    one.child.wait().unwrap();
    two.child.wait().unwrap();
}
