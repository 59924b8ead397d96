//! `kill -9` of the server process at random moments, then a restart on
//! the same SQLite file: every match resumes (the server replays its moves
//! and checks the digest), no acknowledged move is lost and none is
//! doubled, and the matches play on to replays that verify.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

mod common;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_at_random_moments_loses_and_doubles_nothing() {
    let db = common::temp_db("crash");
    common::process::kill_9_round_trip(&db.path().to_string_lossy()).await;
}
