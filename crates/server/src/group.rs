//! Group commit, for every store: one writer thread per store takes the
//! moves submitted while it wrote the last transaction and commits them
//! all in the next one (one sync to disk for all). Each move is still
//! acknowledged only once its transaction has committed.
//!
//! The writer owns the waiting, not the callers: a caller submits its move
//! and awaits the answer without holding a thread, and no queue of
//! threads takes the connection's lock one after another to find nothing
//! left to write.

use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};

use tokio::sync::oneshot;

use crate::error::ServerError;
use crate::store::MoveRecord;

/// A move waiting for the next group commit, and where to say how it went.
#[derive(Debug)]
pub(crate) struct Waiting {
    /// The match.
    pub(crate) id: String,
    /// The move.
    pub(crate) mv: MoveRecord,
    done: oneshot::Sender<Result<(), ServerError>>,
}

/// How a store writes one group: every move in one transaction; how each
/// went, in order.
pub(crate) type Commit<C> = Box<dyn FnMut(&mut C, &[Waiting]) -> Vec<Result<(), ServerError>> + Send>;

/// The writer of one store: a thread that commits the submitted moves in
/// groups through the store's connection.
#[derive(Debug)]
pub(crate) struct Writer {
    queue: Mutex<Sender<Waiting>>,
}

fn poisoned() -> ServerError {
    ServerError::Store("the store's lock is poisoned".to_owned())
}

impl Writer {
    /// Starts the writer thread over `conn` (shared with the store's other
    /// calls), writing each group with `commit`. It ends when the writer
    /// is dropped.
    ///
    /// # Errors
    /// The thread cannot be started.
    pub(crate) fn start<C: Send + 'static>(conn: Arc<Mutex<C>>, commit: Commit<C>) -> Result<Writer, ServerError> {
        let (tx, rx) = channel();
        std::thread::Builder::new()
            .name("wargames-store".to_owned())
            .spawn(move || write(&conn, &rx, commit))
            .map_err(|e| ServerError::Unavailable(e.to_string()))?;
        Ok(Writer { queue: Mutex::new(tx) })
    }

    /// Submits move `mv` of match `id`; the receiver says how it went once
    /// its transaction has committed (or failed).
    ///
    /// # Errors
    /// The writer has stopped.
    pub(crate) fn submit(
        &self,
        id: &str,
        mv: MoveRecord,
    ) -> Result<oneshot::Receiver<Result<(), ServerError>>, ServerError> {
        let (done, answer) = oneshot::channel();
        self.queue
            .lock()
            .map_err(|_| poisoned())?
            .send(Waiting { id: id.to_owned(), mv, done })
            .map_err(|_| ServerError::Unavailable("the store's writer has stopped".to_owned()))?;
        Ok(answer)
    }
}

/// The writer thread: waits for a move, takes every move queued behind it,
/// writes them in one transaction, answers each.
fn write<C>(conn: &Mutex<C>, rx: &Receiver<Waiting>, mut commit: Commit<C>) {
    while let Ok(first) = rx.recv() {
        let mut group = vec![first];
        group.extend(rx.try_iter());
        let outcomes = match conn.lock() {
            Ok(mut conn) => commit(&mut conn, &group),
            Err(_) => group.iter().map(|_| Err(poisoned())).collect(),
        };
        for (waiting, outcome) in group.into_iter().zip(outcomes) {
            let _ = waiting.done.send(outcome);
        }
    }
}
