//! The server binary as a process: started on an ephemeral port, killed
//! with `kill -9`, started again on the same store.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::{Value, json};

use super::{Pick, http};

/// The server binary, started on an ephemeral loopback port.
pub struct Process {
    pub child: Child,
    pub addr: SocketAddr,
}

pub fn launch(database: &str) -> Process {
    let mut child = Command::new(env!("CARGO_BIN_EXE_wargames-server"))
        .args(["--addr", "127.0.0.1:0", "--database", database, "--web", "/nonexistent", "--client-rate", "100000"])
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if let Some(rest) = line.split("http://").nth(1) {
                let _ = tx.send(rest.split(' ').next().unwrap_or("").to_owned());
            }
        }
    });
    let addr = rx.recv_timeout(Duration::from_secs(60)).expect("the server starts").parse().unwrap();
    Process { child, addr }
}

struct Tracked {
    id: String,
    game: &'static str,
    tokens: Vec<(u8, String)>,
    acked: u64,
}

async fn frame(addr: SocketAddr, m: &Tracked) -> Value {
    let request = match m.tokens.first() {
        Some((_, token)) => json!({"op": "snapshot", "match_id": m.id, "token": token}),
        None => json!({"op": "spectate", "match_id": m.id}),
    };
    let (status, frame) = http(addr, &request.to_string()).await;
    assert_eq!(status, 200, "{} resumes: {frame}", m.game);
    frame
}

/// One random move of a person whose turn it is, in some match; the
/// match's acknowledged count goes up only on an acknowledgement.
async fn step(addr: SocketAddr, matches: &mut [Tracked], pick: &mut Pick) -> bool {
    let i = pick.below(matches.len());
    let m = &mut matches[i];
    for (seat, token) in m.tokens.clone() {
        let (status, frame) =
            http(addr, &json!({"op": "snapshot", "match_id": m.id, "token": token}).to_string()).await;
        if status != 200 || frame["result"].is_string() || frame["to_act"] != json!(seat) {
            continue;
        }
        let legal = frame["legal"].as_array().unwrap();
        let chosen = &legal[pick.below(legal.len())]["id"];
        let move_no = frame["move_no"].as_u64().unwrap();
        let play = json!({"op": "play", "match_id": m.id, "token": token, "move_no": move_no, "id": chosen});
        let (status, reply) = http(addr, &play.to_string()).await;
        if status == 200 {
            assert_eq!(reply["move_no"], json!(move_no + 1));
            m.acked = move_no + 1;
        }
        return status == 200;
    }
    false
}

/// Plays matches of every game on the server binary over `database`,
/// kills it with `kill -9` at random moments and starts it again: every
/// match resumes, no acknowledged move is lost or doubled, every match
/// plays on to a replay that verifies.
pub async fn kill_9_round_trip(database: &str) {
    let mut server = launch(database);
    let mut matches = Vec::new();
    for (game, seats) in [
        ("rattenkrieg", vec!["human", "human"]),
        ("pocket-stalingrad", vec!["human", "random"]),
        ("arnswalde", vec!["human"]),
        ("squad", vec!["human"]),
        ("pocket-stalingrad", vec!["random", "random"]),
    ] {
        let (status, created) =
            http(server.addr, &json!({"op": "create", "game": game, "seats": seats}).to_string()).await;
        assert_eq!(status, 200, "{created}");
        let tokens = created["invitations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| (u8::try_from(i["seat"].as_u64().unwrap()).unwrap(), i["token"].as_str().unwrap().to_owned()))
            .collect();
        matches.push(Tracked { id: created["match_id"].as_str().unwrap().to_owned(), game, tokens, acked: 0 });
    }
    let mut pick = Pick::new(43);
    for round in 0..4u64 {
        // Play for a random while, then kill the process mid-flight.
        let budget = Duration::from_millis(100 + 100 * u64::try_from(pick.below(5)).unwrap());
        let addr = server.addr;
        let started = std::time::Instant::now();
        while started.elapsed() < budget {
            step(addr, &mut matches, &mut pick).await;
        }
        let in_flight = {
            let i = pick.below(matches.len());
            let m = &matches[i];
            let m_id = m.id.clone();
            let token = m.tokens.first().map(|t| t.1.clone());
            tokio::spawn(async move {
                if let Some(token) = token {
                    let (_, frame) =
                        http(addr, &json!({"op": "snapshot", "match_id": m_id, "token": token}).to_string()).await;
                    let play =
                        json!({"op": "play", "match_id": m_id, "token": token, "move_no": frame["move_no"], "id": 0});
                    let _ = http(addr, &play.to_string()).await;
                }
            })
        };
        tokio::time::sleep(Duration::from_millis(u64::try_from(pick.below(3)).unwrap())).await;
        server.child.kill().unwrap();
        server.child.wait().unwrap();
        let _ = tokio::time::timeout(Duration::from_secs(5), in_flight).await;
        server = launch(database);
        for m in &mut matches {
            let frame = frame(server.addr, m).await;
            let now = frame["move_no"].as_u64().unwrap();
            let bots_move = m.tokens.len() < 2 && m.game == "pocket-stalingrad";
            assert!(now >= m.acked, "round {round}: {} lost acknowledged moves: {now} < {}", m.game, m.acked);
            if !bots_move {
                assert!(now <= m.acked + 1, "round {round}: {} has moves nobody made: {now} > {} + 1", m.game, m.acked);
            }
            m.acked = now;
        }
    }
    // Every match plays on to its end; its replay verifies.
    for m in &mut matches {
        while frame(server.addr, m).await["result"].is_null() {
            if !step(server.addr, std::slice::from_mut(m), &mut pick).await {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        }
        let (status, reply) = http(server.addr, &json!({"op": "replay", "match_id": m.id}).to_string()).await;
        assert_eq!(status, 200, "{reply}");
        let text = reply["replay"].to_string();
        let ok = match m.game {
            "rattenkrieg" => serde_json::from_str::<wargames::Replay<wargames::rattenkrieg::Rattenkrieg>>(&text)
                .unwrap()
                .replay()
                .is_ok(),
            "arnswalde" => serde_json::from_str::<wargames::Replay<wargames::arnswalde::Arnswalde>>(&text)
                .unwrap()
                .replay()
                .is_ok(),
            "squad" => {
                serde_json::from_str::<wargames::Replay<wargames::squad::Squad>>(&text).unwrap().replay().is_ok()
            }
            _ => serde_json::from_str::<wargames::Replay<wargames::pocket_stalingrad::PocketStalingrad>>(&text)
                .unwrap()
                .replay()
                .is_ok(),
        };
        assert!(ok, "{}: the replay verifies", m.game);
    }
    server.child.kill().unwrap();
    server.child.wait().unwrap();
}
