//! Whole matches of every game through the real protocol: two people
//! against each other, a person against bots, solitaires with a
//! spectator, bots against bots; the replay published at the end verifies.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

mod common;

use common::{Client, Pick, Table, create, fast, play_out, sit, start, temp_db};
use serde_json::{Value, json};

/// The replay of ended match `id` verifies, through the facade's `Replay`.
async fn replay_verifies(client: &mut Client, id: &str, game: &str) -> Value {
    let reply = client.request(json!({"op": "replay", "match_id": id})).await;
    assert_eq!(reply["type"], "replay", "{reply}");
    let text = reply["replay"].to_string();
    let ok = match game {
        "rattenkrieg" => serde_json::from_str::<wargames::Replay<wargames::rattenkrieg::Rattenkrieg>>(&text)
            .unwrap()
            .replay()
            .is_ok(),
        "arnswalde" => {
            serde_json::from_str::<wargames::Replay<wargames::arnswalde::Arnswalde>>(&text).unwrap().replay().is_ok()
        }
        "pocket-stalingrad" => {
            serde_json::from_str::<wargames::Replay<wargames::pocket_stalingrad::PocketStalingrad>>(&text)
                .unwrap()
                .replay()
                .is_ok()
        }
        "squad" => serde_json::from_str::<wargames::Replay<wargames::squad::Squad>>(&text).unwrap().replay().is_ok(),
        _ => false,
    };
    assert!(ok, "the replay of {game} verifies");
    reply
}

async fn two_people(game: &str, seed: u64) {
    let server = start(fast(), temp_db(game)).await;
    let Table { id, spectator: mut watcher, watched, seats: mut clients, .. } =
        sit(server.addr, game, &["human", "human"]).await;
    assert_eq!(watched["seat"], Value::Null);
    assert_eq!(clients.len(), 2);
    let (result, moves) = play_out(&mut clients, &id, &mut Pick::new(seed)).await;
    assert!(!result.is_empty() && moves > 0);
    // The spectator saw every move as it happened, ending with the result.
    loop {
        let update = watcher.next().await.unwrap();
        if update["move_no"] == json!(moves) && update["result"].is_string() {
            break;
        }
    }
    let replay = replay_verifies(&mut clients[0].0, &id, game).await;
    assert!(replay["replay"]["seed"].is_string(), "the replay is published with its seed");
}

async fn person_and_bots(game: &str, seats: &[&str], seed: u64) {
    let server = start(fast(), temp_db(game)).await;
    let Table { id, spectator: mut watcher, seats: mut clients, .. } = sit(server.addr, game, seats).await;
    let (_, moves) = play_out(&mut clients, &id, &mut Pick::new(seed)).await;
    loop {
        let update = watcher.next().await.unwrap();
        if update["move_no"] == json!(moves) && update["result"].is_string() {
            break;
        }
    }
    replay_verifies(&mut clients[0].0, &id, game).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rattenkrieg_two_people_play_a_whole_match() {
    two_people("rattenkrieg", 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pocket_stalingrad_two_people_play_a_whole_match() {
    two_people("pocket-stalingrad", 2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rattenkrieg_person_against_a_bot() {
    person_and_bots("rattenkrieg", &["human", "random"], 3).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pocket_stalingrad_bot_against_a_person() {
    person_and_bots("pocket-stalingrad", &["mcts:10", "human"], 4).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn arnswalde_solitaire_with_a_spectator() {
    person_and_bots("arnswalde", &["human"], 5).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn squad_solitaire_with_a_spectator() {
    person_and_bots("squad", &["human"], 6).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_play_each_other_to_the_end() {
    let server = start(fast(), temp_db("bots")).await;
    let mut watcher = Client::connect(server.addr).await;
    for game in ["rattenkrieg", "pocket-stalingrad"] {
        let (id, tokens) = create(&mut watcher, game, &["random", "random"]).await;
        assert!(tokens.is_empty());
        watcher.request(json!({"op": "spectate", "match_id": id})).await;
        loop {
            let update = watcher.next().await.unwrap();
            if update["match_id"] == json!(id) && update["result"].is_string() {
                break;
            }
        }
        replay_verifies(&mut watcher, &id, game).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_operations_work_over_plain_http() {
    let server = start(fast(), temp_db("http")).await;
    let (status, created) =
        common::http(server.addr, r#"{"op":"create","game":"arnswalde","seats":["human"],"hints":20}"#).await;
    assert_eq!(status, 200, "{created}");
    let id = created["match_id"].as_str().unwrap();
    let token = created["invitations"][0]["token"].as_str().unwrap();
    let (_, list) = common::http(server.addr, r#"{"op":"list"}"#).await;
    assert!(list["matches"].as_array().unwrap().iter().any(|m| m["match_id"] == json!(id)));
    let join = json!({"op": "join", "match_id": id, "token": token}).to_string();
    let (status, frame) = common::http(server.addr, &join).await;
    assert_eq!(status, 200);
    let hint = json!({"op": "hint", "match_id": id, "token": token}).to_string();
    let (status, hint) = common::http(server.addr, &hint).await;
    assert_eq!(status, 200, "{hint}");
    let text = hint["hint"]["text"].as_str().unwrap();
    let play = json!({"op": "play", "match_id": id, "token": token, "move_no": frame["move_no"], "text": text});
    let (status, played) = common::http(server.addr, &play.to_string()).await;
    assert_eq!((status, played["type"].as_str()), (200, Some("played")), "{played}");
    let resign = json!({"op": "resign", "match_id": id, "token": token}).to_string();
    let (status, _) = common::http(server.addr, &resign).await;
    assert_eq!(status, 200);
    let (status, replay) = common::http(server.addr, &json!({"op": "replay", "match_id": id}).to_string()).await;
    assert_eq!(status, 200, "{replay}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_is_offered_and_accepted_where_the_game_has_one_v_4() {
    let server = start(fast(), temp_db("draw")).await;
    let mut a = Client::connect(server.addr).await;
    let (id, tokens) = create(&mut a, "pocket-stalingrad", &["human", "human"]).await;
    let offer = a.request(json!({"op": "offer_draw", "match_id": id, "token": tokens[0].1})).await;
    assert_eq!(offer["type"], "done", "{offer}");
    let own = a.request(json!({"op": "accept_draw", "match_id": id, "token": tokens[0].1})).await;
    assert_eq!(own["code"], "draw", "one cannot accept one's own offer: {own}");
    let accept = a.request(json!({"op": "accept_draw", "match_id": id, "token": tokens[1].1})).await;
    assert_eq!(accept["type"], "done", "{accept}");
    let frame = a.request(json!({"op": "snapshot", "match_id": id, "token": tokens[1].1})).await;
    assert!(frame["result"].as_str().unwrap().contains("V.4"), "{frame}");
    assert_eq!(frame["draw_rule"], "V.4", "the frame names the draw's rule: {frame}");
    let (id, tokens) = create(&mut a, "rattenkrieg", &["human", "human"]).await;
    let none = a.request(json!({"op": "offer_draw", "match_id": id, "token": tokens[0].1})).await;
    assert_eq!(none["code"], "draw", "Rattenkrieg has no draw: {none}");
    let frame = a.request(json!({"op": "snapshot", "match_id": id, "token": tokens[0].1})).await;
    assert_eq!(frame["draw_rule"], serde_json::Value::Null, "{frame}");
}
