//! The load generator: N concurrent matches between random players that
//! play through the public protocol (one WebSocket per seat) against the
//! server binary on loopback, for a bounded time; a match that ends is
//! followed by a new one, so N matches stay open. Reports matches per
//! second, offered and achieved moves per second, move latency (a `play`
//! sent to its `played` reply) p50/p99/max, and the server's memory per
//! open match (its resident memory with every match open, less before
//! any, divided by N).
//!
//! Two modes:
//! - closed loop (the default): each seat plays the moment it may, so the
//!   moves per second are the server's capacity and the latency is mostly
//!   the time a move waits behind the others;
//! - paced (`--think-ms N`): each seat waits N ms before its move, as a
//!   person does (the first wait of each match is spread over 0..N ms);
//!   the offered load is N matches times 1000 / N moves a second, and the
//!   latency is what a person would see.
//!
//! ```text
//! cargo build --release -p wargames-server --bins --examples
//! target/release/examples/load --matches 1000 --seconds 60
//! target/release/examples/load --matches 1000 --seconds 60 --think-ms 1000
//! target/release/examples/load --matches 1000 --seconds 60 --database postgres://postgres@127.0.0.1:55432/postgres
//! ```

use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio::sync::{Barrier, Mutex};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// Load-tests the match server.
#[derive(Debug, Parser)]
struct Args {
    /// Concurrent matches.
    #[arg(long, default_value_t = 100)]
    matches: usize,
    /// Stop after this many seconds of play.
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// The game (a two-seat game: rattenkrieg or pocket-stalingrad).
    #[arg(long, default_value = "pocket-stalingrad")]
    game: String,
    /// The store: a SQLite file (default: a fresh one in the temp folder) or a PostgreSQL URL.
    #[arg(long)]
    database: Option<String>,
    /// Each seat thinks this many milliseconds before its move (0: plays
    /// at once, a closed loop).
    #[arg(long, default_value_t = 0)]
    think_ms: u64,
}

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

struct Seat {
    ws: Socket,
    token: String,
    frame: Value,
}

async fn recv(ws: &mut Socket) -> Result<Value, String> {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => return serde_json::from_str(&t).map_err(|e| e.to_string()),
            Some(Ok(_)) => {}
            other => return Err(format!("connection: {other:?}")),
        }
    }
}

async fn send(ws: &mut Socket, v: Value) -> Result<(), String> {
    ws.send(Message::Text(v.to_string().into())).await.map_err(|e| e.to_string())
}

/// The next reply that is not a pushed update.
async fn reply(ws: &mut Socket) -> Result<Value, String> {
    loop {
        let v = recv(ws).await?;
        if v["type"] != "update" && v["type"] != "presence" {
            return Ok(v);
        }
    }
}

fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines().find(|l| l.starts_with("VmRSS:")).and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn launch(database: &str) -> Result<(Child, String), String> {
    use std::io::{BufRead, BufReader};
    let exe = std::env::current_exe().unwrap_or_default();
    let bin = exe.parent().and_then(|p| p.parent()).map(|p| p.join("wargames-server")).unwrap_or_default();
    let mut child = Command::new(&bin)
        .args(["--addr", "127.0.0.1:0", "--database", database, "--web", "/nonexistent"])
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            format!("cannot start {}: {e} (cargo build --release -p wargames-server --bins)", bin.display())
        })?;
    let mut lines = BufReader::new(child.stderr.take().ok_or("no stderr")?).lines();
    let addr = loop {
        let line = lines.next().and_then(Result::ok).ok_or("the server did not start")?;
        if let Some(rest) = line.split("http://").nth(1) {
            break rest.split(' ').next().unwrap_or("").to_owned();
        }
    };
    std::thread::spawn(move || for _ in lines {});
    Ok((child, addr))
}

/// One match, set up: both seats joined.
async fn set_up(addr: &str, game: &str) -> Result<(String, Vec<Seat>), String> {
    let url = format!("ws://{addr}/ws");
    let mut host = tokio_tungstenite::connect_async(&url).await.map_err(|e| e.to_string())?.0;
    send(&mut host, json!({"op": "create", "game": game, "seats": ["human", "human"]})).await?;
    let created = reply(&mut host).await?;
    let id = created["match_id"].as_str().ok_or(format!("create: {created}"))?.to_owned();
    let mut seats = Vec::new();
    for (i, inv) in created["invitations"].as_array().ok_or("invitations")?.iter().enumerate() {
        let mut ws = if i == 0 {
            std::mem::replace(&mut host, tokio_tungstenite::connect_async(&url).await.map_err(|e| e.to_string())?.0)
        } else {
            tokio_tungstenite::connect_async(&url).await.map_err(|e| e.to_string())?.0
        };
        let token = inv["token"].as_str().ok_or("token")?.to_owned();
        send(&mut ws, json!({"op": "join", "match_id": id, "token": token})).await?;
        let frame = reply(&mut ws).await?;
        seats.push(Seat { ws, token, frame });
    }
    Ok((id, seats))
}

/// Plays the match to its end or `deadline`; the latency of each move in
/// microseconds.
async fn play(
    id: &str,
    seats: &mut [Seat],
    deadline: Instant,
    think: Duration,
    rng: &mut u64,
) -> Result<(Vec<u32>, bool), String> {
    let mut latencies = Vec::new();
    let mut n = 0u64;
    if !think.is_zero() {
        *rng ^= *rng << 13;
        *rng ^= *rng >> 7;
        *rng ^= *rng << 17;
        let spread = u64::try_from(think.as_micros()).unwrap_or(u64::MAX).max(1);
        tokio::time::sleep(Duration::from_micros(*rng % spread)).await;
    }
    while Instant::now() < deadline {
        let frame = &seats[0].frame;
        if frame["result"].is_string() {
            return Ok((latencies, true));
        }
        let actor =
            usize::try_from(frame["to_act"].as_u64().ok_or(format!("to_act: {frame}"))?).map_err(|e| e.to_string())?;
        let legal = seats[actor].frame["legal"].as_array().ok_or("legal")?;
        *rng ^= *rng << 13;
        *rng ^= *rng >> 7;
        *rng ^= *rng << 17;
        let chosen =
            legal.get(usize::try_from(*rng % legal.len().max(1) as u64).unwrap_or(0)).ok_or("no legal action")?["id"]
                .clone();
        if !think.is_zero() {
            if Instant::now() + think >= deadline {
                break;
            }
            tokio::time::sleep(think).await;
        }
        let seat = &mut seats[actor];
        let sent = Instant::now();
        send(&mut seat.ws, json!({"op": "play", "match_id": id, "token": seat.token, "move_no": n, "id": chosen}))
            .await?;
        // The update of this move may come before the reply.
        let mut own = None;
        loop {
            let v = recv(&mut seat.ws).await?;
            if v["type"] == "update" {
                own = Some(v);
            } else if v["type"] == "presence" {
                continue;
            } else if v["type"] == "played" {
                latencies.push(u32::try_from(sent.elapsed().as_micros()).unwrap_or(u32::MAX));
                break;
            } else {
                return Err(format!("play: {v}"));
            }
        }
        n += 1;
        for (i, s) in seats.iter_mut().enumerate() {
            let mut next = if i == actor { own.take() } else { None };
            while next.as_ref().is_none_or(|v| v["move_no"] != json!(n)) {
                next = Some(recv(&mut s.ws).await?);
            }
            s.frame = next.unwrap_or(Value::Null);
        }
    }
    Ok((latencies, false))
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    f64::from(sorted[i.min(sorted.len() - 1)]) / 1000.0
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let database = args.database.clone().unwrap_or_else(|| {
        std::env::temp_dir().join(format!("wargames-load-{}.sqlite", std::process::id())).to_string_lossy().into_owned()
    });
    let (mut child, addr) = match launch(&database) {
        Ok(started) => started,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let before = rss_kib(child.id());
    let barrier = Arc::new(Barrier::new(args.matches + 1));
    let go = Arc::new(Barrier::new(args.matches + 1));
    let latencies = Arc::new(Mutex::new(Vec::new()));
    let finished = Arc::new(AtomicU64::new(0));
    let failed = Arc::new(AtomicU64::new(0));
    let deadline = Arc::new(std::sync::OnceLock::<Instant>::new());
    let mut tasks = Vec::new();
    for i in 0..args.matches {
        let (addr, game, barrier, go) = (addr.clone(), args.game.clone(), barrier.clone(), go.clone());
        let think_ms = args.think_ms;
        let (latencies, finished, failed, deadline) =
            (latencies.clone(), finished.clone(), failed.clone(), deadline.clone());
        tasks.push(tokio::spawn(async move {
            let set = set_up(&addr, &game).await;
            barrier.wait().await;
            go.wait().await;
            let Ok((id, seats)) = set else {
                failed.fetch_add(1, Ordering::Relaxed);
                return;
            };
            let until = deadline.get().copied().unwrap_or_else(Instant::now);
            let think = Duration::from_millis(think_ms);
            let mut rng = (i as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            let (mut id, mut seats) = (id, seats);
            loop {
                match play(&id, &mut seats, until, think, &mut rng).await {
                    Ok((mine, done)) => {
                        latencies.lock().await.extend(mine);
                        if !done {
                            return;
                        }
                        finished.fetch_add(1, Ordering::Relaxed);
                    }
                    Err(e) => {
                        eprintln!("match {i}: {e}");
                        failed.fetch_add(1, Ordering::Relaxed);
                        return;
                    }
                }
                // The match ended: a new one in its place, set up untimed.
                match set_up(&addr, &game).await {
                    Ok(next) => (id, seats) = next,
                    Err(e) => {
                        eprintln!("match {i}: {e}");
                        failed.fetch_add(1, Ordering::Relaxed);
                        return;
                    }
                }
            }
        }));
    }
    barrier.wait().await;
    let open = rss_kib(child.id());
    let load_before = load_average();
    let start = Instant::now();
    let _ = deadline.set(start + Duration::from_secs(args.seconds));
    go.wait().await;
    for t in tasks {
        let _ = t.await;
    }
    let elapsed = start.elapsed().as_secs_f64();
    let load_after = load_average();
    let mut all = std::mem::take(&mut *latencies.lock().await);
    all.sort_unstable();
    let moves = all.len() as f64;
    println!(
        "{} matches of {} on {}, {}: {} finished, {} failed in {:.1} s (load average {load_before} before, {load_after} after)",
        args.matches,
        args.game,
        if database.starts_with("postgres") { "PostgreSQL" } else { "SQLite" },
        if args.think_ms == 0 { "closed loop".to_owned() } else { format!("{} ms to think", args.think_ms) },
        finished.load(Ordering::Relaxed),
        failed.load(Ordering::Relaxed),
        elapsed
    );
    let offered = if args.think_ms == 0 {
        "as fast as served".to_owned()
    } else {
        format!("{:.0}", args.matches as f64 * 1000.0 / args.think_ms as f64)
    };
    println!(
        "matches/s {:.1}  moves/s offered {offered} achieved {:.0}  move latency p50 {:.2} ms  p99 {:.2} ms  max {:.2} ms  memory per open match {:.1} KiB",
        finished.load(Ordering::Relaxed) as f64 / elapsed,
        moves / elapsed,
        percentile(&all, 0.5),
        percentile(&all, 0.99),
        all.last().map_or(0.0, |m| f64::from(*m) / 1000.0),
        open.saturating_sub(before) as f64 / args.matches.max(1) as f64
    );
    let _ = child.kill();
    let _ = child.wait();
    if args.database.is_none() {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{database}{suffix}"));
        }
    }
}
