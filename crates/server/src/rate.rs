//! The per-connection rate limit: a token bucket.

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
        let now = Instant::now();
        let elapsed = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}
