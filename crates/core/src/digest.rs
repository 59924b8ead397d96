//! A stable digest of a serializable value, for replay checks.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A 64-bit FNV-1a digest of a value's JSON form.
///
/// Used to check that a replay ends in the state it recorded. It detects
/// accidental divergence; it is not a cryptographic hash.
///
/// ```
/// use wargames_core::Digest;
///
/// let a = Digest::of(&[1, 2, 3]).unwrap();
/// assert_eq!(a, Digest::of(&[1, 2, 3]).unwrap());
/// assert_ne!(a, Digest::of(&[1, 2, 4]).unwrap());
/// assert_eq!(a.to_string().len(), 16);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Digest(pub u64);

impl Digest {
    /// The digest of `value`'s JSON serialization.
    ///
    /// # Errors
    /// The value cannot be serialized to JSON.
    pub fn of<T: Serialize + ?Sized>(value: &T) -> Result<Digest, serde_json::Error> {
        let mut hasher = Fnv1a::new();
        hasher.feed(value)?;
        Ok(hasher.digest())
    }
}

/// The running FNV-1a hash behind [`Digest`]: values fed one after another
/// in their JSON form.
pub(crate) struct Fnv1a(u64);

impl Fnv1a {
    /// The hash of nothing yet.
    pub(crate) const fn new() -> Fnv1a {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }

    /// Hashes `value`'s JSON form in after what came before.
    pub(crate) fn feed<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), serde_json::Error> {
        serde_json::to_writer(&mut *self, value)
    }

    /// The digest of everything fed so far.
    pub(crate) const fn digest(&self) -> Digest {
        Digest(self.0)
    }
}

impl std::io::Write for Fnv1a {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        for &b in buf {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl fmt::Display for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

impl fmt::Debug for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digest({self})")
    }
}

impl Serialize for Digest {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Digest {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Digest, D::Error> {
        let s = String::deserialize(deserializer)?;
        if s.len() != 16 {
            return Err(serde::de::Error::custom(format!("a digest is 16 hex digits, not {s:?}")));
        }
        u64::from_str_radix(&s, 16).map(Digest).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_is_pinned() {
        // FNV-1a 64 of the JSON text `"a"` (three bytes: quote, a, quote).
        let expected = b"\"a\""
            .iter()
            .fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3));
        assert_eq!(Digest::of("a").ok(), Some(Digest(expected)));
        // The published FNV-1a 64 test vector for "a".
        let mut h = Fnv1a(0xcbf2_9ce4_8422_2325);
        std::io::Write::write_all(&mut h, b"a").ok();
        assert_eq!(h.0, 0xaf63_dc4c_8601_ec8c);
    }

    #[test]
    fn serde_round_trip_and_refusal() {
        let d = Digest(0x0123_4567_89ab_cdef);
        let json = serde_json::to_string(&d).unwrap_or_default();
        assert_eq!(json, "\"0123456789abcdef\"");
        assert_eq!(serde_json::from_str::<Digest>(&json).ok(), Some(d));
        assert!(serde_json::from_str::<Digest>("\"xyz\"").is_err());
    }
}
