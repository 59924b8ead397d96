//! A server on an ephemeral loopback port and clients that speak its
//! protocol, for the integration tests.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};
use wargames_server::{Config, Hub, SqliteStore, router};

pub mod process;

/// How long a test waits for one reply before it fails.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// A fresh store file in the temp folder, removed (with SQLite's `-wal`
/// and `-shm` files) when dropped, also when a test fails.
pub struct TempDb(PathBuf);

impl TempDb {
    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDb {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut name = self.0.clone().into_os_string();
            name.push(suffix);
            let _ = std::fs::remove_file(name);
        }
    }
}

/// A fresh store file, removed when the guard is dropped.
pub fn temp_db(name: &str) -> TempDb {
    let bytes = wargames_server::random_bytes::<8>().unwrap();
    TempDb(std::env::temp_dir().join(format!("wargames-server-{name}-{}.sqlite", wargames_server::hex(&bytes))))
}

/// Limits loose enough for tests that play fast.
pub fn fast() -> Config {
    Config {
        rate_per_second: 100_000,
        burst: 100_000,
        client_rate_per_second: 100_000,
        client_burst: 100_000,
        queue: 100_000,
        ..Config::default()
    }
}

/// A server running in this process.
pub struct Server {
    pub addr: SocketAddr,
    pub hub: Arc<Hub>,
    task: tokio::task::JoinHandle<()>,
    /// The store's file, removed when the server is dropped.
    _db: TempDb,
}

impl Drop for Server {
    fn drop(&mut self) {
        self.task.abort();
    }
}

pub async fn start(config: Config, db: TempDb) -> Server {
    start_with_web(config, db, None).await
}

/// A server that also serves the files under `web`.
pub async fn start_with_web(config: Config, db: TempDb, web: Option<PathBuf>) -> Server {
    let store = Arc::new(SqliteStore::open(db.path()).unwrap());
    let hub = Hub::start(store, config).await.unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = router(hub.clone(), web).into_make_service_with_connect_info::<SocketAddr>();
    let task = tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    Server { addr, hub, task, _db: db }
}

/// One WebSocket client.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Frames pushed to this client, in order.
    pub updates: Vec<Value>,
    /// Presence messages pushed to this client, in order.
    pub presences: Vec<Value>,
}

impl Client {
    pub async fn connect(addr: SocketAddr) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws")).await.unwrap();
        Client { ws, updates: Vec::new(), presences: Vec::new() }
    }

    /// Sends `text`; a connection the server has closed takes it silently
    /// (the next read says it is closed).
    pub async fn send_text(&mut self, text: String) {
        let _ = self.ws.send(Message::Text(text.into())).await;
    }

    /// The next message, or `None` once the server closed the connection.
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            match tokio::time::timeout(PATIENCE, self.ws.next()).await.expect("the server answers in time") {
                Some(Ok(Message::Text(text))) => return Some(serde_json::from_str(&text).unwrap()),
                Some(Ok(Message::Close(_)) | Err(_)) | None => return None,
                Some(Ok(_)) => {}
            }
        }
    }

    /// The next presence message pushed to this client (one already kept
    /// aside first), keeping pushed frames aside.
    pub async fn presence(&mut self) -> Value {
        if !self.presences.is_empty() {
            return self.presences.remove(0);
        }
        loop {
            let message = self.next().await.expect("a presence message before the connection closes");
            match message["type"].as_str() {
                Some("presence") => return message,
                Some("update") => self.updates.push(message),
                _ => panic!("a reply nobody asked for: {message}"),
            }
        }
    }

    /// Closes the connection with the WebSocket closing handshake.
    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }

    /// Sends `request` and returns its reply, keeping pushed frames aside.
    pub async fn request(&mut self, request: Value) -> Value {
        self.send_text(request.to_string()).await;
        self.reply().await
    }

    /// The next reply (not a pushed frame).
    pub async fn reply(&mut self) -> Value {
        loop {
            let message = self.next().await.expect("a reply before the connection closes");
            if message["type"] == "update" {
                self.updates.push(message);
            } else if message["type"] == "presence" {
                self.presences.push(message);
            } else {
                return message;
            }
        }
    }
}

/// One request over plain HTTP (`POST /api`): the status and the JSON reply.
pub async fn http(addr: SocketAddr, body: &str) -> (u16, Value) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let head = format!(
        "POST /api HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(body.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(PATIENCE, stream.read_to_end(&mut raw)).await.unwrap().unwrap();
    let text = String::from_utf8_lossy(&raw);
    let status = text.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = text.split("\r\n\r\n").nth(1).unwrap_or("");
    // A chunked body: take the JSON between the chunk sizes.
    let json = body.find('{').and_then(|a| body.rfind('}').map(|b| &body[a..=b])).unwrap_or("null");
    (status, serde_json::from_str(json).unwrap_or(Value::Null))
}

/// Creates a match; its id and the tokens of the human seats, by seat.
pub async fn create(client: &mut Client, game: &str, seats: &[&str]) -> (String, Vec<(u8, String)>) {
    let reply = client.request(json!({"op": "create", "game": game, "seats": seats})).await;
    assert_eq!(reply["type"], "created", "{reply}");
    let tokens = reply["invitations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (u8::try_from(i["seat"].as_u64().unwrap()).unwrap(), i["token"].as_str().unwrap().to_owned()))
        .collect();
    (reply["match_id"].as_str().unwrap().to_owned(), tokens)
}

/// A match set up for play: a spectator watching it and one client per
/// human seat, joined.
pub struct Table {
    pub id: String,
    /// The spectator, and the frame its `spectate` was answered with.
    pub spectator: Client,
    pub watched: Value,
    /// Each human seat's client, seat and token.
    pub seats: Vec<(Client, u8, String)>,
    /// The frame each seat's `join` was answered with, by seat.
    pub joined: Vec<Value>,
}

/// Creates a match of `game` with `seats`, has a spectator watch it and
/// one client per human seat join it.
pub async fn sit(addr: SocketAddr, game: &str, seats: &[&str]) -> Table {
    let mut spectator = Client::connect(addr).await;
    let (id, tokens) = create(&mut spectator, game, seats).await;
    let watched = spectator.request(json!({"op": "spectate", "match_id": id})).await;
    assert_eq!(watched["type"], "frame", "{watched}");
    let mut table = Table { id, spectator, watched, seats: Vec::new(), joined: Vec::new() };
    for (seat, token) in tokens {
        let mut client = Client::connect(addr).await;
        let frame = client.request(json!({"op": "join", "match_id": table.id, "token": token})).await;
        assert_eq!(frame["seat"], json!(seat), "{frame}");
        table.joined.push(frame);
        table.seats.push((client, seat, token));
    }
    table
}

/// A small deterministic generator for the tests' choices.
pub struct Pick(u64);

impl Pick {
    pub fn new(seed: u64) -> Pick {
        Pick(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        usize::try_from(self.0 % (n.max(1) as u64)).unwrap()
    }
}

/// Plays match `id` to its end: each human seat by its own client (a
/// random legal id each turn, by text every third move), bots by the
/// server. Returns the result and the number of moves.
pub async fn play_out(clients: &mut [(Client, u8, String)], id: &str, pick: &mut Pick) -> (String, u64) {
    loop {
        let mut waiting = true;
        for (client, seat, token) in clients.iter_mut() {
            let frame = client.request(json!({"op": "snapshot", "match_id": id, "token": token})).await;
            assert_eq!(frame["type"], "frame", "{frame}");
            assert_eq!(frame["seat"], json!(*seat));
            if let Some(result) = frame["result"].as_str() {
                return (result.to_owned(), frame["move_no"].as_u64().unwrap());
            }
            if frame["to_act"] == json!(*seat) {
                waiting = false;
                let legal = frame["legal"].as_array().unwrap();
                assert!(!legal.is_empty(), "the seat to act has legal actions: {frame}");
                let chosen = &legal[pick.below(legal.len())];
                let move_no = frame["move_no"].as_u64().unwrap();
                let request = if move_no % 3 == 2 {
                    json!({"op": "play", "match_id": id, "token": token, "move_no": move_no, "text": chosen["text"]})
                } else {
                    json!({"op": "play", "match_id": id, "token": token, "move_no": move_no, "id": chosen["id"]})
                };
                let reply = client.request(request).await;
                assert_eq!(reply["type"], "played", "{reply}");
                assert_eq!(reply["move_no"], json!(move_no + 1));
            }
        }
        if waiting {
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }
}

/// A `GET` of `path`: the status and the body.
pub async fn get(addr: SocketAddr, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let head = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(PATIENCE, stream.read_to_end(&mut raw)).await.unwrap().unwrap();
    let text = String::from_utf8_lossy(&raw).into_owned();
    let status = text.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    (status, text)
}
