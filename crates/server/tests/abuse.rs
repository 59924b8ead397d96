//! Bad input and abuse, one test each: every one gets one clear error
//! frame (with the rule id where a rule refuses) or a closed connection,
//! the match is unchanged, and the server goes on serving everyone else.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

mod common;

use std::time::Duration;

use common::{Client, Server, create, fast, start, temp_db};
use serde_json::{Value, json};
use wargames_server::Config;

/// A server with an Arnswalde match (one person) and a Rattenkrieg match
/// (two people), both joined.
async fn setup(config: Config, name: &str) -> (Server, Client, String, String, String, Vec<(u8, String)>) {
    let server = start(config, temp_db(name)).await;
    let mut client = Client::connect(server.addr).await;
    let (solo, tokens) = create(&mut client, "arnswalde", &["human"]).await;
    let solo_token = tokens[0].1.clone();
    let (duel, duel_tokens) = create(&mut client, "rattenkrieg", &["human", "human"]).await;
    (server, client, solo, solo_token, duel, duel_tokens)
}

async fn snapshot(client: &mut Client, id: &str, token: &str) -> Value {
    let frame = client.request(json!({"op": "snapshot", "match_id": id, "token": token})).await;
    assert_eq!(frame["type"], "frame", "{frame}");
    frame
}

/// The error frame's code, checking it is one error frame.
fn code(reply: &Value) -> &str {
    assert_eq!(reply["type"], "error", "{reply}");
    assert!(reply["message"].as_str().is_some_and(|m| !m.is_empty()));
    reply["code"].as_str().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_json_is_one_error_frame() {
    let (server, mut client, solo, token, ..) = setup(fast(), "malformed").await;
    let before = snapshot(&mut client, &solo, &token).await;
    client.send_text("{\"op\": \"play\", ".to_owned()).await;
    assert_eq!(code(&client.reply().await), "bad_request");
    client.send_text("not json at all".to_owned()).await;
    assert_eq!(code(&client.reply().await), "bad_request");
    assert_eq!(snapshot(&mut client, &solo, &token).await, before);
    let (status, reply) = common::http(server.addr, "[1,2").await;
    assert_eq!((status, code(&reply)), (400, "bad_request"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_fields_and_operations_are_refused() {
    let (_server, mut client, solo, token, ..) = setup(fast(), "fields").await;
    let before = snapshot(&mut client, &solo, &token).await;
    let extra = json!({"op": "play", "match_id": solo, "token": token, "move_no": 0, "id": 0, "seat": 1});
    assert_eq!(code(&client.request(extra).await), "bad_request");
    assert_eq!(code(&client.request(json!({"op": "teleport"})).await), "bad_request");
    let both = json!({"op": "play", "match_id": solo, "token": token, "move_no": 0, "id": 0, "text": "x"});
    assert_eq!(code(&client.request(both).await), "bad_request");
    assert_eq!(snapshot(&mut client, &solo, &token).await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn frames_over_the_size_limit_are_refused_or_closed() {
    let config = Config { frame_limit: 1024, ..fast() };
    let (server, mut client, solo, token, ..) = setup(config, "size").await;
    let before = snapshot(&mut client, &solo, &token).await;
    let big = json!({"op": "play", "match_id": solo, "token": token, "move_no": 0, "text": "x".repeat(2000)});
    assert_eq!(code(&client.request(big).await), "too_large");
    assert_eq!(snapshot(&mut client, &solo, &token).await, before);
    // Far past the limit, the connection is closed.
    client.send_text("x".repeat(10_000)).await;
    assert!(client.next().await.is_none(), "the connection is closed");
    let mut other = Client::connect(server.addr).await;
    assert_eq!(snapshot(&mut other, &solo, &token).await, before);
    let (status, _) = common::http(server.addr, &"y".repeat(5000)).await;
    assert_eq!(status, 413);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_match_is_refused() {
    let (_server, mut client, ..) = setup(fast(), "unknown").await;
    let reply = client.request(json!({"op": "spectate", "match_id": "00000000000000000000000000000000"})).await;
    assert_eq!(code(&reply), "unknown_match");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_or_missing_token_is_refused() {
    let (_server, mut client, solo, token, ..) = setup(fast(), "token").await;
    let before = snapshot(&mut client, &solo, &token).await;
    let wrong =
        json!({"op": "play", "match_id": solo, "token": "0123456789abcdef0123456789abcdef", "move_no": 0, "id": 0});
    assert_eq!(code(&client.request(wrong).await), "bad_token");
    let missing = json!({"op": "play", "match_id": solo, "move_no": 0, "id": 0});
    assert_eq!(code(&client.request(missing).await), "bad_request");
    let join = json!({"op": "join", "match_id": solo, "token": ""});
    assert_eq!(code(&client.request(join).await), "bad_token");
    assert_eq!(snapshot(&mut client, &solo, &token).await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_matchs_or_seats_token_opens_nothing_else() {
    let (_server, mut client, solo, solo_token, duel, tokens) = setup(fast(), "other").await;
    // A token of one match opens no seat of another.
    let across = json!({"op": "snapshot", "match_id": duel, "token": solo_token});
    assert_eq!(code(&client.request(across).await), "bad_token");
    // A seat's token acts only for its seat: the seat not to act cannot
    // play the other seat's move.
    let frame = snapshot(&mut client, &duel, &tokens[0].1).await;
    let actor = frame["to_act"].as_u64().unwrap();
    let idle = &tokens[usize::from(actor == 0)].1;
    let play = json!({"op": "play", "match_id": duel, "token": idle, "move_no": frame["move_no"], "id": 0});
    assert_eq!(code(&client.request(play).await), "not_your_turn");
    assert_eq!(snapshot(&mut client, &duel, &tokens[0].1).await, frame);
    assert_eq!(snapshot(&mut client, &solo, &solo_token).await["move_no"], 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acting_out_of_turn_is_refused() {
    let (_server, mut client, _, _, duel, tokens) = setup(fast(), "turn").await;
    let frame = snapshot(&mut client, &duel, &tokens[0].1).await;
    let actor = usize::try_from(frame["to_act"].as_u64().unwrap()).unwrap();
    let other = &tokens[1 - actor].1;
    let before = snapshot(&mut client, &duel, other).await;
    assert!(before["legal"].as_array().unwrap().is_empty(), "the seat not to act is offered no action");
    for text in ["pass", "resign now"] {
        let play = json!({"op": "play", "match_id": duel, "token": other, "move_no": 0, "text": text});
        assert_eq!(code(&client.request(play).await), "not_your_turn");
    }
    assert_eq!(snapshot(&mut client, &duel, other).await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_illegal_action_is_refused_with_its_rule() {
    let (_server, mut client, solo, token, ..) = setup(fast(), "illegal").await;
    let before = snapshot(&mut client, &solo, &token).await;
    let count = before["legal"].as_array().unwrap().len();
    let out_of_range = json!({"op": "play", "match_id": solo, "token": token, "move_no": 0, "id": count});
    assert_eq!(code(&client.request(out_of_range).await), "no_such_action");
    let nonsense = json!({"op": "play", "match_id": solo, "token": token, "move_no": 0, "text": "charge the moon"});
    assert_eq!(code(&client.request(nonsense).await), "no_such_action");
    let refused = wargames::arnswalde::Action::PlaceTigers { north: 7, south: 7, central: 7 }.to_string();
    let play = json!({"op": "play", "match_id": solo, "token": token, "move_no": 0, "text": refused});
    let reply = client.request(play).await;
    assert_eq!(code(&reply), "refused");
    assert!(reply["rule"].as_str().is_some_and(|r| !r.is_empty()), "the refusal names its rule: {reply}");
    assert_eq!(snapshot(&mut client, &solo, &token).await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stale_and_future_move_numbers_are_refused_and_a_resent_move_is_played_once() {
    let (_server, mut client, solo, token, ..) = setup(fast(), "numbers").await;
    let future = json!({"op": "play", "match_id": solo, "token": token, "move_no": 5, "id": 0});
    let reply = client.request(future).await;
    assert_eq!((code(&reply), reply["move_no"].as_u64()), ("move_number", Some(0)));
    let first = json!({"op": "play", "match_id": solo, "token": token, "move_no": 0, "id": 0});
    let played = client.request(first.clone()).await;
    assert_eq!((played["type"].as_str(), played["move_no"].as_u64()), (Some("played"), Some(1)));
    let after = snapshot(&mut client, &solo, &token).await;
    // The same move sent again is acknowledged, not played again.
    let again = client.request(first).await;
    assert_eq!((again["repeated"].as_bool(), again["move_no"].as_u64()), (Some(true), Some(1)), "{again}");
    // Another move with the old number is stale.
    let stale = json!({"op": "play", "match_id": solo, "token": token, "move_no": 0, "id": 1});
    let reply = client.request(stale).await;
    assert_eq!((code(&reply), reply["move_no"].as_u64()), ("move_number", Some(1)));
    assert_eq!(snapshot(&mut client, &solo, &token).await, after);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_messages_is_rate_limited_then_closed() {
    let config = Config { rate_per_second: 5, burst: 5, ..fast() };
    let (server, mut flooder, solo, token, ..) = setup(config, "flood").await;
    let mut limited = 0;
    let mut closed = false;
    for _ in 0..40 {
        flooder.send_text(json!({"op": "list"}).to_string()).await;
    }
    for _ in 0..40 {
        match flooder.next().await {
            Some(reply) if reply["code"] == "rate_limited" => limited += 1,
            Some(_) => {}
            None => {
                closed = true;
                break;
            }
        }
    }
    assert!(limited >= 1 && closed, "rate-limited {limited} times, closed {closed}");
    let mut other = Client::connect(server.addr).await;
    assert_eq!(snapshot(&mut other, &solo, &token).await["move_no"], 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_reads_is_dropped() {
    let config = Config { queue: 4, send_timeout: Duration::from_millis(300), ..fast() };
    let server = start(config, temp_db("slow")).await;
    let mut slow = Client::connect(server.addr).await;
    let (id, tokens) = create(&mut slow, "squad", &["human"]).await;
    let request = json!({"op": "snapshot", "match_id": id, "token": tokens[0].1}).to_string();
    let sent = 3000;
    for _ in 0..sent {
        slow.send_text(request.clone()).await;
    }
    tokio::time::sleep(Duration::from_secs(1)).await;
    // Everyone else is served meanwhile.
    let mut other = Client::connect(server.addr).await;
    assert_eq!(snapshot(&mut other, &id, &tokens[0].1).await["move_no"], 0);
    let mut received = 0;
    while slow.next().await.is_some() {
        received += 1;
    }
    assert!(received < sent, "the slow client was dropped after {received} of {sent} replies");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_web_table_is_served_and_nothing_outside_its_folder() {
    let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web");
    let server = common::start_with_web(fast(), temp_db("web"), Some(web)).await;
    let (status, page) = common::get(server.addr, "/").await;
    assert_eq!(status, 200);
    assert!(page.contains("text/html") && page.contains("<html"), "the table's page");
    let (status, _) = common::get(server.addr, "/main.js").await;
    assert_eq!(status, 200);
    for path in ["/../Cargo.toml", "/%2e%2e/Cargo.toml", "/.git/config", "/nothing-here.html"] {
        assert_eq!(common::get(server.addr, path).await.0, 404, "{path}");
    }
}

/// Requests `body` `count` times over one kept-alive HTTP connection from
/// the address `from`; each reply's status and JSON.
async fn http_from(addr: std::net::SocketAddr, from: &str, body: &str, count: usize) -> Vec<(u16, Value)> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    let mut stream = socket.connect(addr).await.unwrap();
    let mut replies = Vec::new();
    let mut raw: Vec<u8> = Vec::new();
    for _ in 0..count {
        let head = format!(
            "POST /api HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
            body.len()
        );
        stream.write_all(head.as_bytes()).await.unwrap();
        stream.write_all(body.as_bytes()).await.unwrap();
        // One response: its head, then as many body bytes as it says.
        let (status, json) = loop {
            if let Some(end) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
                let head = String::from_utf8_lossy(&raw[..end]).to_ascii_lowercase();
                let length: usize = head
                    .lines()
                    .find_map(|l| l.strip_prefix("content-length:"))
                    .map_or(0, |v| v.trim().parse().unwrap());
                if raw.len() >= end + 4 + length {
                    let status = head.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
                    let json = serde_json::from_slice(&raw[end + 4..end + 4 + length]).unwrap_or(Value::Null);
                    raw.drain(..end + 4 + length);
                    break (status, json);
                }
            }
            let mut chunk = [0u8; 4096];
            let n = tokio::time::timeout(common::PATIENCE, stream.read(&mut chunk)).await.unwrap().unwrap();
            assert!(n > 0, "the server closed the connection");
            raw.extend_from_slice(&chunk[..n]);
        };
        replies.push((status, json));
    }
    replies
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_http_requests_is_rate_limited_per_connection_and_per_client() {
    let config = Config { rate_per_second: 1, burst: 10, client_rate_per_second: 1, client_burst: 30, ..fast() };
    let server = start(config, temp_db("http-flood")).await;
    let list = r#"{"op":"list"}"#;
    // One connection past its burst: 429 with the error frame.
    let flood = http_from(server.addr, "127.0.0.1", list, 20).await;
    let limited: Vec<&(u16, Value)> = flood.iter().filter(|(status, _)| *status == 429).collect();
    assert!(flood[..10].iter().all(|(status, _)| *status == 200), "the burst is served: {flood:?}");
    assert!(limited.len() >= 8, "the flood is refused: {flood:?}");
    assert!(limited.iter().all(|(_, reply)| code(reply) == "rate_limited"));
    // Another connection of the same client is still served.
    assert_eq!(http_from(server.addr, "127.0.0.1", list, 1).await[0].0, 200);
    // Many connections of one client past the client's burst: refused,
    // while another client is served.
    let mut statuses = Vec::new();
    for _ in 0..40 {
        statuses.push(http_from(server.addr, "127.0.0.3", list, 1).await[0].0);
    }
    assert!(statuses[..25].iter().all(|s| *s == 200), "{statuses:?}");
    assert!(statuses.iter().filter(|s| **s == 429).count() >= 5, "the client is refused: {statuses:?}");
    assert_eq!(http_from(server.addr, "127.0.0.4", list, 1).await[0].0, 200, "another client is served");
    assert_eq!(http_from(server.addr, "127.0.0.1", list, 1).await[0].0, 200, "and the first one's other connections");
}
