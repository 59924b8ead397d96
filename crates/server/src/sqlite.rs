//! The embedded store: one SQLite file (WAL journal, `synchronous=FULL`,
//! so a committed move survives a crash of the process or the machine).
//! Every statement takes its values as parameters.

use std::path::Path;
use std::sync::{Arc, Mutex};

use rusqlite::{Connection, OptionalExtension, params};
use tokio::sync::oneshot;

use crate::error::ServerError;
use crate::group::{Waiting, Writer};
use crate::store::{MatchRecord, MoveRecord, SeatRecord, Store};

/// A [`Store`] in one SQLite file.
///
/// Moves are committed in groups (one sync to disk for all the moves that
/// arrived while the last transaction was written), each in a savepoint of
/// its own so that one refused move refuses no other. Each move is still
/// acknowledged only once its transaction has committed.
#[derive(Debug)]
pub struct SqliteStore {
    conn: Arc<Mutex<Connection>>,
    writer: Writer,
}

fn db(e: rusqlite::Error) -> ServerError {
    ServerError::Store(e.to_string())
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    rules_version TEXT NOT NULL,
    scenario TEXT NOT NULL,
    options TEXT NOT NULL,
    seed TEXT NOT NULL,
    hints INTEGER NOT NULL,
    result TEXT
);
CREATE TABLE IF NOT EXISTS seats (
    match_id TEXT NOT NULL REFERENCES matches(id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    token_hash TEXT,
    joined INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
);
CREATE TABLE IF NOT EXISTS moves (
    match_id TEXT NOT NULL REFERENCES matches(id),
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    digest TEXT NOT NULL,
    PRIMARY KEY (match_id, n)
);
";

impl SqliteStore {
    /// Opens (or creates) the store in the file at `path`.
    ///
    /// # Errors
    /// The file cannot be opened or its tables made.
    pub fn open(path: &Path) -> Result<SqliteStore, ServerError> {
        let conn = Connection::open(path).map_err(db)?;
        conn.pragma_update(None, "journal_mode", "WAL").map_err(db)?;
        conn.pragma_update(None, "synchronous", "FULL").map_err(db)?;
        conn.pragma_update(None, "foreign_keys", "ON").map_err(db)?;
        conn.busy_timeout(std::time::Duration::from_secs(5)).map_err(db)?;
        conn.execute_batch(SCHEMA).map_err(db)?;
        let conn = Arc::new(Mutex::new(conn));
        let writer = Writer::start(
            conn.clone(),
            Box::new(|conn: &mut Connection, group: &[Waiting]| commit_group(conn, group)),
        )?;
        Ok(SqliteStore { conn, writer })
    }

    fn with<T>(&self, f: impl FnOnce(&mut Connection) -> Result<T, rusqlite::Error>) -> Result<T, ServerError> {
        let mut conn = self.conn.lock().map_err(|_| ServerError::Store("the store's lock is poisoned".to_owned()))?;
        f(&mut conn).map_err(db)
    }
}

fn read(conn: &Connection, id: &str) -> Result<Option<(MatchRecord, Vec<MoveRecord>)>, rusqlite::Error> {
    let record = conn
        .query_row(
            "SELECT id, game, rules_version, scenario, options, seed, hints, result FROM matches WHERE id = ?1",
            params![id],
            |r| {
                Ok(MatchRecord {
                    id: r.get(0)?,
                    game: r.get(1)?,
                    rules_version: r.get(2)?,
                    scenario: r.get(3)?,
                    options: r.get(4)?,
                    seed: r.get(5)?,
                    hints: r.get(6)?,
                    seats: Vec::new(),
                    result: r.get(7)?,
                })
            },
        )
        .optional()?;
    let Some(mut record) = record else { return Ok(None) };
    let mut seats = conn.prepare("SELECT kind, token_hash, joined FROM seats WHERE match_id = ?1 ORDER BY seat")?;
    record.seats = seats
        .query_map(params![id], |r| Ok(SeatRecord { kind: r.get(0)?, token_hash: r.get(1)?, joined: r.get(2)? }))?
        .collect::<Result<_, _>>()?;
    let mut moves = conn.prepare("SELECT n, seat, action, digest FROM moves WHERE match_id = ?1 ORDER BY n")?;
    let moves = moves
        .query_map(params![id], |r| {
            let digest: String = r.get(3)?;
            Ok(MoveRecord {
                n: r.get(0)?,
                seat: r.get(1)?,
                action: r.get(2)?,
                digest: (!digest.is_empty()).then_some(digest),
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(Some((record, moves)))
}

impl Store for SqliteStore {
    fn create(&self, m: &MatchRecord) -> Result<(), ServerError> {
        self.with(|conn| {
            let tx = conn.transaction()?;
            tx.execute(
                "INSERT INTO matches (id, game, rules_version, scenario, options, seed, hints, result)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![m.id, m.game, m.rules_version, m.scenario, m.options, m.seed, m.hints, m.result],
            )?;
            for (seat, s) in m.seats.iter().enumerate() {
                tx.execute(
                    "INSERT INTO seats (match_id, seat, kind, token_hash, joined) VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![m.id, seat, s.kind, s.token_hash, s.joined],
                )?;
            }
            tx.commit()
        })
    }

    fn submit(&self, id: &str, mv: MoveRecord) -> Result<oneshot::Receiver<Result<(), ServerError>>, ServerError> {
        self.writer.submit(id, mv)
    }

    fn join(&self, id: &str, seat: u8) -> Result<(), ServerError> {
        self.with(|conn| {
            conn.execute("UPDATE seats SET joined = 1 WHERE match_id = ?1 AND seat = ?2", params![id, seat])
        })
        .map(|_| ())
    }

    fn finish(&self, id: &str, result: &str) -> Result<(), ServerError> {
        self.with(|conn| conn.execute("UPDATE matches SET result = ?2 WHERE id = ?1", params![id, result])).map(|_| ())
    }

    fn unfinished_ids(&self) -> Result<Vec<String>, ServerError> {
        self.with(|conn| {
            conn.prepare("SELECT id FROM matches WHERE result IS NULL ORDER BY id")?
                .query_map([], |r| r.get(0))?
                .collect::<Result<_, _>>()
        })
    }

    fn load(&self, id: &str) -> Result<Option<(MatchRecord, Vec<MoveRecord>)>, ServerError> {
        self.with(|conn| read(conn, id))
    }
}

/// Writes `group` in one transaction, each move in a savepoint; how each
/// went (all fail if the transaction does not commit).
fn commit_group(conn: &mut Connection, group: &[Waiting]) -> Vec<Result<(), ServerError>> {
    let written = (|| {
        let mut tx = conn.transaction()?;
        let mut outcomes = Vec::with_capacity(group.len());
        for w in group {
            let sp = tx.savepoint()?;
            let inserted = sp.execute(
                "INSERT INTO moves (match_id, n, seat, action, digest) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![w.id, w.mv.n, w.mv.seat, w.mv.action, w.mv.digest.as_deref().unwrap_or("")],
            );
            outcomes.push(match inserted {
                Ok(_) => sp.commit().map_err(db),
                Err(e) => Err(db(e)),
            });
        }
        tx.commit()?;
        Ok::<_, rusqlite::Error>(outcomes)
    })();
    match written {
        Ok(outcomes) => outcomes,
        Err(e) => {
            let e = db(e);
            group.iter().map(|_| Err(e.clone())).collect()
        }
    }
}
