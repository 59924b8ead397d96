//! The server's limits: message size, rates, queues, workers, matches.

use std::time::Duration;

/// The server's limits.
#[derive(Clone, Debug)]
pub struct Config {
    /// The largest message accepted, in bytes.
    pub frame_limit: usize,
    /// Messages a connection may send per second, sustained.
    pub rate_per_second: u32,
    /// Messages a connection may send in a burst.
    pub burst: u32,
    /// Plain-HTTP requests one client address may make per second,
    /// sustained, over all its connections.
    pub client_rate_per_second: u32,
    /// Plain-HTTP requests one client address may make in a burst.
    pub client_burst: u32,
    /// Frames queued for one connection before it is dropped as too slow.
    pub queue: usize,
    /// How long one frame may take to send before the connection is dropped.
    pub send_timeout: Duration,
    /// Bot decisions and hints computed at once.
    pub workers: usize,
    /// The most seats a match may have humans in plus bots, and the most
    /// matches a server holds at once.
    pub max_matches: usize,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            frame_limit: 16 * 1024,
            rate_per_second: 20,
            burst: 40,
            client_rate_per_second: 100,
            client_burst: 200,
            queue: 64,
            send_timeout: Duration::from_secs(10),
            workers: std::thread::available_parallelism().map_or(2, usize::from),
            max_matches: 100_000,
        }
    }
}
