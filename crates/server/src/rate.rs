//! The rate limits: a token bucket per WebSocket, and for plain HTTP one
//! per connection and one per client address ([`Limits`]).

use std::collections::HashMap;
use std::hash::Hash;
use std::net::{IpAddr, SocketAddr};
use std::sync::Mutex;
use std::time::Instant;

/// A token bucket: `burst` messages at once, refilled at `per_second`.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    burst: f64,
    per_second: f64,
    last: Instant,
}

impl Bucket {
    /// A full bucket.
    #[must_use]
    pub fn new(per_second: u32, burst: u32) -> Bucket {
        Bucket {
            tokens: f64::from(burst),
            burst: f64::from(burst),
            per_second: f64::from(per_second),
            last: Instant::now(),
        }
    }

    /// Takes one token if there is one.
    ///
    /// ```
    /// let mut bucket = wargames_server::Bucket::new(1, 2);
    /// assert!(bucket.take());
    /// assert!(bucket.take());
    /// assert!(!bucket.take());
    /// ```
    pub fn take(&mut self) -> bool {
        self.refill();
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    fn refill(&mut self) {
        let now = Instant::now();
        let elapsed = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.burst);
    }

    /// Whether the bucket is full again (its owner has been quiet).
    fn rested(&mut self) -> bool {
        self.refill();
        self.tokens >= self.burst
    }
}

/// Above this many buckets, the rested ones are forgotten.
const KEPT: usize = 4096;

/// Token buckets by key, made full on first use.
#[derive(Debug)]
struct Buckets<K> {
    buckets: Mutex<HashMap<K, Bucket>>,
    per_second: u32,
    burst: u32,
}

impl<K: Eq + Hash> Buckets<K> {
    fn new(per_second: u32, burst: u32) -> Buckets<K> {
        Buckets { buckets: Mutex::new(HashMap::new()), per_second, burst }
    }

    fn take(&self, key: K) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() > KEPT {
            buckets.retain(|_, b| !b.rested());
        }
        buckets.entry(key).or_insert_with(|| Bucket::new(self.per_second, self.burst)).take()
    }
}

/// The plain-HTTP rate limits: one bucket per connection (the peer's
/// address and port) and one per client (the peer's IP address), so that
/// neither one connection nor many from one client can crowd out the
/// others.
#[derive(Debug)]
pub struct Limits {
    connections: Buckets<SocketAddr>,
    clients: Buckets<IpAddr>,
}

impl Limits {
    /// `per_second` (bursts of `burst`) on one connection, and
    /// `client_per_second` (bursts of `client_burst`) from one address.
    #[must_use]
    pub fn new(per_second: u32, burst: u32, client_per_second: u32, client_burst: u32) -> Limits {
        Limits { connections: Buckets::new(per_second, burst), clients: Buckets::new(client_per_second, client_burst) }
    }

    /// Whether a request from `peer` may be served now.
    ///
    /// ```
    /// let limits = wargames_server::Limits::new(1, 2, 100, 3);
    /// let (a, b) = ("127.0.0.1:5000".parse().unwrap(), "127.0.0.1:5001".parse().unwrap());
    /// assert!(limits.take(a) && limits.take(a));
    /// assert!(!limits.take(a), "one connection, past its burst");
    /// assert!(limits.take(b), "another connection of the client");
    /// assert!(!limits.take("127.0.0.1:5002".parse().unwrap()), "the client, past its burst");
    /// assert!(limits.take("127.0.0.2:5000".parse().unwrap()), "another client");
    /// ```
    pub fn take(&self, peer: SocketAddr) -> bool {
        // The client's bucket is taken from only when the connection may go on.
        self.connections.take(peer) && self.clients.take(peer.ip())
    }
}
