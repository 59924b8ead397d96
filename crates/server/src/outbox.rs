//! Where one connection's frames go: a bounded queue, and the signal that
//! tells a connection too slow to keep up to close.

use std::sync::{Arc, Mutex};

use tokio::sync::{Notify, mpsc};

/// Where a connection's frames go: a bounded queue; a connection whose
/// queue is full is told to close (`kicked`).
#[derive(Clone, Debug)]
pub struct Outbox {
    tx: mpsc::Sender<String>,
    kick: Arc<Notify>,
    /// The matches this connection joined or spectates, to leave when it
    /// closes ([`Hub::disconnect`](crate::Hub::disconnect)).
    pub(crate) watching: Arc<Mutex<Vec<String>>>,
}

impl Outbox {
    /// A queue of `capacity` frames, its receiving end, and the signal that
    /// tells the connection to close.
    #[must_use]
    pub fn new(capacity: usize) -> (Outbox, mpsc::Receiver<String>, Arc<Notify>) {
        let (tx, rx) = mpsc::channel(capacity.max(1));
        let kick = Arc::new(Notify::new());
        (Outbox { tx, kick: kick.clone(), watching: Arc::new(Mutex::new(Vec::new())) }, rx, kick)
    }

    /// Queues `text`; if the queue is full or closed, tells the connection
    /// to close and returns false.
    pub fn send(&self, text: String) -> bool {
        if self.tx.try_send(text).is_ok() {
            true
        } else {
            self.kick.notify_one();
            false
        }
    }

    /// Whether `other` is this very connection's outbox.
    pub(crate) fn same(&self, other: &Outbox) -> bool {
        self.tx.same_channel(&other.tx)
    }
}
