//! The PostgreSQL store, for several server processes sharing one
//! database: every write also sends a `NOTIFY wargames` with the match's
//! id in its transaction (delivered on commit), and [`follow`] listens on
//! its own connection so each process brings its copy of a match up to
//! date and pushes the new frames to its own clients. Every statement
//! takes its values as parameters.

use std::sync::{Arc, Mutex};

use fallible_iterator::FallibleIterator;
use postgres::{Client, NoTls, Row};
use tokio::sync::oneshot;

use crate::error::ServerError;
use crate::group::{Waiting, Writer};
use crate::hub::Hub;
use crate::store::{MatchRecord, MoveRecord, SeatRecord, Store};

/// The channel the server's notifications go on.
const CHANNEL: &str = "wargames";

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    rules_version TEXT NOT NULL,
    scenario TEXT NOT NULL,
    options TEXT NOT NULL,
    seed TEXT NOT NULL,
    hints BIGINT NOT NULL,
    result TEXT
);
CREATE TABLE IF NOT EXISTS seats (
    match_id TEXT NOT NULL REFERENCES matches(id),
    seat SMALLINT NOT NULL,
    kind TEXT NOT NULL,
    token_hash TEXT,
    joined BOOLEAN NOT NULL,
    PRIMARY KEY (match_id, seat)
);
CREATE TABLE IF NOT EXISTS moves (
    match_id TEXT NOT NULL REFERENCES matches(id),
    n BIGINT NOT NULL,
    seat SMALLINT NOT NULL,
    action TEXT NOT NULL,
    digest TEXT NOT NULL,
    PRIMARY KEY (match_id, n)
);
";

/// A [`Store`] in a PostgreSQL database.
pub struct PgStore {
    client: Arc<Mutex<Client>>,
    /// Writes the moves in groups: the moves that arrive while a
    /// transaction is written are committed together in the next.
    writer: Writer,
    /// This process's mark on its notifications (random hex), so that its
    /// own listener skips what this process wrote itself.
    origin: String,
}

impl std::fmt::Debug for PgStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgStore").finish_non_exhaustive()
    }
}

fn db(e: postgres::Error) -> ServerError {
    ServerError::Store(e.to_string())
}

fn num<T: TryFrom<i64>>(v: i64) -> Result<T, ServerError> {
    T::try_from(v).map_err(|_| ServerError::Store(format!("stored number {v} out of range")))
}

impl PgStore {
    /// Connects to `url` (`postgres://user@host:port/database`) and makes
    /// the tables if they are missing.
    ///
    /// # Errors
    /// The database cannot be reached or its tables made.
    pub fn open(url: &str) -> Result<PgStore, ServerError> {
        let mut client = Client::connect(url, NoTls).map_err(db)?;
        let mut tx = client.transaction().map_err(db)?;
        // One process makes the tables at a time.
        tx.execute("SELECT pg_advisory_xact_lock(4343)", &[]).map_err(db)?;
        tx.batch_execute(SCHEMA).map_err(db)?;
        tx.commit().map_err(db)?;
        let origin = crate::token::hex(&crate::token::random_bytes::<8>()?);
        let client = Arc::new(Mutex::new(client));
        let mark = origin.clone();
        let writer = Writer::start(
            client.clone(),
            Box::new(move |client: &mut Client, group: &[Waiting]| commit_group(client, &mark, group)),
        )?;
        Ok(PgStore { client, writer, origin })
    }

    /// The mark this store puts on its notifications.
    #[must_use]
    pub fn origin(&self) -> &str {
        &self.origin
    }

    fn with<T>(&self, f: impl FnOnce(&mut Client) -> Result<T, ServerError>) -> Result<T, ServerError> {
        let mut client =
            self.client.lock().map_err(|_| ServerError::Store("the store's lock is poisoned".to_owned()))?;
        f(&mut client)
    }
}

/// Writes `group` in one transaction, each move in a savepoint, with one
/// notification per match; how each went (all fail if the transaction does
/// not commit).
fn commit_group(client: &mut Client, origin: &str, group: &[Waiting]) -> Vec<Result<(), ServerError>> {
    let written = (|| {
        let mut tx = client.transaction()?;
        let insert = tx.prepare("INSERT INTO moves (match_id, n, seat, action, digest) VALUES ($1, $2, $3, $4, $5)")?;
        let mut outcomes = Vec::with_capacity(group.len());
        let mut notified: Vec<&str> = Vec::new();
        for w in group {
            let Ok(n) = i64::try_from(w.mv.n) else {
                outcomes.push(Err(ServerError::Store("move number out of range".to_owned())));
                continue;
            };
            let digest = w.mv.digest.as_deref().unwrap_or("");
            let mut sp = tx.savepoint("one_move")?;
            let inserted = sp.execute(&insert, &[&w.id, &n, &i16::from(w.mv.seat), &w.mv.action, &digest]);
            let outcome = match inserted {
                Ok(_) => sp.commit().map_err(db),
                Err(e) => Err(db(e)),
            };
            if outcome.is_ok() && !notified.contains(&w.id.as_str()) {
                notified.push(&w.id);
            }
            outcomes.push(outcome);
        }
        for id in notified {
            tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &format!("{origin} {id}")])?;
        }
        tx.commit()?;
        Ok::<_, postgres::Error>(outcomes)
    })();
    match written {
        Ok(outcomes) => outcomes,
        Err(e) => {
            let e = db(e);
            group.iter().map(|_| Err(e.clone())).collect()
        }
    }
}

fn read(client: &mut Client, id: &str) -> Result<Option<(MatchRecord, Vec<MoveRecord>)>, ServerError> {
    let Some(row) = client
        .query_opt(
            "SELECT id, game, rules_version, scenario, options, seed, hints, result FROM matches WHERE id = $1",
            &[&id],
        )
        .map_err(db)?
    else {
        return Ok(None);
    };
    let seats = client
        .query("SELECT kind, token_hash, joined FROM seats WHERE match_id = $1 ORDER BY seat", &[&id])
        .map_err(db)?
        .iter()
        .map(|r: &Row| SeatRecord { kind: r.get(0), token_hash: r.get(1), joined: r.get(2) })
        .collect();
    let moves = client
        .query("SELECT n, seat, action, digest FROM moves WHERE match_id = $1 ORDER BY n", &[&id])
        .map_err(db)?
        .iter()
        .map(|r: &Row| {
            Ok(MoveRecord {
                n: num(r.get::<_, i64>(0))?,
                seat: num(i64::from(r.get::<_, i16>(1)))?,
                action: r.get(2),
                digest: Some(r.get::<_, String>(3)).filter(|d| !d.is_empty()),
            })
        })
        .collect::<Result<_, ServerError>>()?;
    let record = MatchRecord {
        id: row.get(0),
        game: row.get(1),
        rules_version: row.get(2),
        scenario: row.get(3),
        options: row.get(4),
        seed: row.get(5),
        hints: num(row.get::<_, i64>(6))?,
        seats,
        result: row.get(7),
    };
    Ok(Some((record, moves)))
}

impl Store for PgStore {
    fn create(&self, m: &MatchRecord) -> Result<(), ServerError> {
        self.with(|client| {
            let mut tx = client.transaction().map_err(db)?;
            tx.execute(
                "INSERT INTO matches (id, game, rules_version, scenario, options, seed, hints, result)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                &[&m.id, &m.game, &m.rules_version, &m.scenario, &m.options, &m.seed, &i64::from(m.hints), &m.result],
            )
            .map_err(db)?;
            for (seat, s) in m.seats.iter().enumerate() {
                let seat = i16::try_from(seat).map_err(|_| ServerError::Seats("too many seats".to_owned()))?;
                tx.execute(
                    "INSERT INTO seats (match_id, seat, kind, token_hash, joined) VALUES ($1, $2, $3, $4, $5)",
                    &[&m.id, &seat, &s.kind, &s.token_hash, &s.joined],
                )
                .map_err(db)?;
            }
            tx.commit().map_err(db)
        })
    }

    fn submit(&self, id: &str, mv: MoveRecord) -> Result<oneshot::Receiver<Result<(), ServerError>>, ServerError> {
        self.writer.submit(id, mv)
    }

    fn join(&self, id: &str, seat: u8) -> Result<(), ServerError> {
        self.with(|client| {
            let mut tx = client.transaction().map_err(db)?;
            tx.execute("UPDATE seats SET joined = TRUE WHERE match_id = $1 AND seat = $2", &[&id, &i16::from(seat)])
                .map_err(db)?;
            tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &format!("{} {id}", self.origin)]).map_err(db)?;
            tx.commit().map_err(db)
        })
    }

    fn finish(&self, id: &str, result: &str) -> Result<(), ServerError> {
        self.with(|client| {
            let mut tx = client.transaction().map_err(db)?;
            tx.execute("UPDATE matches SET result = $2 WHERE id = $1 AND result IS NULL", &[&id, &result])
                .map_err(db)?;
            tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &format!("{} {id}", self.origin)]).map_err(db)?;
            tx.commit().map_err(db)
        })
    }

    fn unfinished_ids(&self) -> Result<Vec<String>, ServerError> {
        self.with(|client| {
            Ok(client
                .query("SELECT id FROM matches WHERE result IS NULL ORDER BY id", &[])
                .map_err(db)?
                .iter()
                .map(|r| r.get(0))
                .collect())
        })
    }

    fn load(&self, id: &str) -> Result<Option<(MatchRecord, Vec<MoveRecord>)>, ServerError> {
        self.with(|client| read(client, id))
    }
}

/// Listens for the notifications of every other process sharing the
/// database at `url` (those not marked `origin`, this process's
/// [`PgStore::origin`]) on a thread of its own, and brings `hub`'s copy of
/// each notified match up to date ([`Hub::refresh`]) on `runtime`.
///
/// # Errors
/// The listening connection cannot be made.
pub fn follow(url: &str, origin: &str, hub: Arc<Hub>, runtime: tokio::runtime::Handle) -> Result<(), ServerError> {
    let mut client = Client::connect(url, NoTls).map_err(db)?;
    client.batch_execute(&format!("LISTEN {CHANNEL}")).map_err(db)?;
    std::thread::Builder::new()
        .name("wargames-listen".to_owned())
        .spawn({
            let origin = origin.to_owned();
            move || {
                let mut notifications = client.notifications();
                let mut it = notifications.blocking_iter();
                while let Ok(Some(note)) = it.next() {
                    let Some((from, id)) = note.payload().split_once(' ') else { continue };
                    if from != origin {
                        let (hub, id) = (hub.clone(), id.to_owned());
                        runtime.spawn(async move { hub.refresh(&id).await });
                    }
                }
            }
        })
        .map(|_| ())
        .map_err(|e| ServerError::Unavailable(e.to_string()))
}
