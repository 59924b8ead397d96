//! Seat tokens: 128 random bits from the operating system, given to the
//! person once and stored only as their SHA-256.

use sha2::{Digest as _, Sha256};

use crate::error::ServerError;

/// A new secret seat token, 32 hex digits (128 bits from the OS CSPRNG),
/// and its hash, the only form the server keeps.
///
/// # Errors
/// The operating system's random source failed.
pub fn new_token() -> Result<(String, String), ServerError> {
    let bytes = random_bytes::<16>()?;
    let token = hex(&bytes);
    let hash = token_hash(&token);
    Ok((token, hash))
}

/// The stored form of a token: its SHA-256 in hex.
///
/// ```
/// let h = wargames_server::token_hash("abc");
/// assert_eq!(&h[..8], "ba7816bf");
/// ```
#[must_use]
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// `N` bytes from the operating system's random source.
///
/// # Errors
/// The source failed.
pub fn random_bytes<const N: usize>() -> Result<[u8; N], ServerError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| ServerError::Unavailable(format!("random source: {e}")))?;
    Ok(bytes)
}

/// Lower-case hex of `bytes`.
#[must_use]
pub fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

/// Compares two hashes in time independent of where they differ.
#[must_use]
pub fn same_hash(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
