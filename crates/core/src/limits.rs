//! Bounded reading of what comes from outside: a saved state, a replay or
//! options, read as JSON with bounded memory and time.
//!
//! A file of any size and shape is refused once it passes a stated limit,
//! before it is all read: its size in bytes, the nesting of its arrays and
//! objects, the items of any one array or object, and a replay's steps.
//! The bytes are read in chunks and scanned as they come, so a 1 GB file
//! costs at most [`Limits::max_bytes`] of memory, and a list of 10⁷ items
//! is refused at its item past [`Limits::max_items`].

use std::io::Read;
use std::path::Path;

use serde::de::DeserializeOwned;

/// The bounds on one JSON document read from outside.
///
/// [`Limits::DEFAULT`] is generous for every game: the longest replay of
/// the conformance suite's games is far below its steps and bytes (see
/// `docs/reliability.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most bytes a document may hold.
    pub max_bytes: u64,
    /// The deepest nesting of arrays and objects (the outermost counts 1).
    pub max_depth: usize,
    /// The most items of one array, or members of one object.
    pub max_items: usize,
    /// The most steps a replay may record.
    pub max_steps: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::DEFAULT
    }
}

/// Why a document from outside was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// More bytes than [`Limits::max_bytes`].
    #[error("more than {limit} bytes (the limit); {size} bytes or more were offered")]
    TooLarge {
        /// The limit.
        limit: u64,
        /// The size seen before the reading stopped (at least `limit + 1`).
        size: u64,
    },
    /// Arrays and objects nested deeper than [`Limits::max_depth`].
    #[error("arrays and objects nested deeper than {limit} (the limit), at byte {offset}")]
    TooDeep {
        /// The limit.
        limit: usize,
        /// Where the nesting passed it.
        offset: u64,
    },
    /// An array or object with more items than [`Limits::max_items`].
    #[error("a list of more than {limit} items (the limit), at byte {offset}")]
    TooLong {
        /// The limit.
        limit: usize,
        /// Where the list passed it.
        offset: u64,
    },
    /// A replay with more steps than [`Limits::max_steps`].
    #[error("a replay of {steps} steps, more than {limit} (the limit)")]
    TooManySteps {
        /// The limit.
        limit: usize,
        /// The steps recorded.
        steps: usize,
    },
    /// The bytes could not be read.
    #[error("cannot read: {0}")]
    Io(String),
    /// The bytes are not JSON of the expected shape, or the value is refused
    /// (a saved state that breaks a rule says which).
    #[error("{0}")]
    Json(String),
}

impl Limits {
    /// 16 MiB, nesting 32, 100 000 items per list, 100 000 steps.
    pub const DEFAULT: Limits = Limits { max_bytes: 16 << 20, max_depth: 32, max_items: 100_000, max_steps: 100_000 };

    /// Reads `reader` to its end through the limits: the bytes, checked
    /// as they come (size, nesting, items), and refused at the first
    /// limit passed without reading further.
    ///
    /// # Errors
    /// [`ReadError::TooLarge`], [`ReadError::TooDeep`],
    /// [`ReadError::TooLong`], or [`ReadError::Io`].
    pub fn read(&self, reader: impl Read) -> Result<Vec<u8>, ReadError> {
        let mut scan = Scan::new(*self);
        let mut bytes = Vec::new();
        let mut reader = reader.take(self.max_bytes.saturating_add(1));
        let mut chunk = [0u8; 64 * 1024];
        loop {
            let n = match reader.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(ReadError::Io(e.to_string())),
            };
            if bytes.len() as u64 + n as u64 > self.max_bytes {
                return Err(ReadError::TooLarge { limit: self.max_bytes, size: bytes.len() as u64 + n as u64 });
            }
            scan.feed(&chunk[..n])?;
            bytes.extend_from_slice(&chunk[..n]);
        }
        Ok(bytes)
    }

    /// Checks `bytes` against the limits without reading them as a value.
    ///
    /// # Errors
    /// As [`read`](Self::read).
    pub fn check(&self, bytes: &[u8]) -> Result<(), ReadError> {
        if bytes.len() as u64 > self.max_bytes {
            return Err(ReadError::TooLarge { limit: self.max_bytes, size: bytes.len() as u64 });
        }
        Scan::new(*self).feed(bytes)
    }

    /// A value read from JSON `bytes` within the limits.
    ///
    /// ```
    /// use wargames_core::{Limits, ReadError};
    ///
    /// let limits = Limits { max_depth: 3, ..Limits::DEFAULT };
    /// assert_eq!(limits.from_slice::<Vec<Vec<u8>>>(b"[[1, 2], [3]]"), Ok(vec![vec![1, 2], vec![3]]));
    /// assert!(matches!(limits.from_slice::<serde_json::Value>(b"[[[[1]]]]"), Err(ReadError::TooDeep { .. })));
    /// ```
    ///
    /// # Errors
    /// A limit is passed (checked before anything is parsed), or the JSON
    /// is refused ([`ReadError::Json`]).
    pub fn from_slice<T: DeserializeOwned>(&self, bytes: &[u8]) -> Result<T, ReadError> {
        self.check(bytes)?;
        serde_json::from_slice(bytes).map_err(|e| ReadError::Json(e.to_string()))
    }

    /// A value read from JSON from `reader` within the limits.
    ///
    /// # Errors
    /// As [`read`](Self::read) and [`from_slice`](Self::from_slice).
    pub fn from_reader<T: DeserializeOwned>(&self, reader: impl Read) -> Result<T, ReadError> {
        let bytes = self.read(reader)?;
        serde_json::from_slice(&bytes).map_err(|e| ReadError::Json(e.to_string()))
    }

    /// The bytes of the file at `path` within the limits: a file whose
    /// size passes [`max_bytes`](Self::max_bytes) is refused before any of
    /// it is read.
    ///
    /// # Errors
    /// As [`read`](Self::read); [`ReadError::Io`] names the path.
    pub fn read_file(&self, path: &Path) -> Result<Vec<u8>, ReadError> {
        let io = |e: std::io::Error| ReadError::Io(format!("{}: {e}", path.display()));
        let file = std::fs::File::open(path).map_err(io)?;
        let size = file.metadata().map_err(io)?.len();
        if size > self.max_bytes {
            return Err(ReadError::TooLarge { limit: self.max_bytes, size });
        }
        self.read(file)
    }
}

/// The scan of JSON bytes as they come: nesting and items per list,
/// outside strings. It checks only the limits: whether the bytes are JSON
/// is the parser's to say.
struct Scan {
    limits: Limits,
    /// Items so far of each open array or object, and whether it has one yet.
    open: Vec<(usize, bool)>,
    in_string: bool,
    escaped: bool,
    offset: u64,
}

impl Scan {
    fn new(limits: Limits) -> Scan {
        Scan { limits, open: Vec::new(), in_string: false, escaped: false, offset: 0 }
    }

    fn feed(&mut self, bytes: &[u8]) -> Result<(), ReadError> {
        for &b in bytes {
            self.byte(b)?;
            self.offset += 1;
        }
        Ok(())
    }

    fn byte(&mut self, b: u8) -> Result<(), ReadError> {
        if self.in_string {
            match (self.escaped, b) {
                (true, _) => self.escaped = false,
                (false, b'\\') => self.escaped = true,
                (false, b'"') => self.in_string = false,
                _ => {}
            }
            return Ok(());
        }
        if b.is_ascii_whitespace() {
            return Ok(());
        }
        // Anything but a closing bracket or a comma begins an item.
        if !matches!(b, b']' | b'}' | b',')
            && let Some((items, begun)) = self.open.last_mut()
            && !*begun
        {
            *begun = true;
            *items = 1;
        }
        match b {
            b'"' => self.in_string = true,
            b'[' | b'{' => {
                if self.open.len() >= self.limits.max_depth {
                    return Err(ReadError::TooDeep { limit: self.limits.max_depth, offset: self.offset });
                }
                self.open.push((0, false));
            }
            b']' | b'}' => {
                self.open.pop();
            }
            b',' => {
                if let Some((items, _)) = self.open.last_mut() {
                    *items += 1;
                    if *items > self.limits.max_items {
                        return Err(ReadError::TooLong { limit: self.limits.max_items, offset: self.offset });
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, reason = "tests")]
mod tests {
    use super::*;

    /// A reader of `left` bytes repeating `fill`, that counts what is
    /// taken from it.
    struct Endless<'a> {
        left: u64,
        fill: &'a [u8],
        taken: &'a std::cell::Cell<u64>,
    }

    impl Read for Endless<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = (buf.len() as u64).min(self.left) as usize;
            for (i, b) in buf[..n].iter_mut().enumerate() {
                *b = self.fill[((self.taken.get() + i as u64) % self.fill.len() as u64) as usize];
            }
            self.left -= n as u64;
            self.taken.set(self.taken.get() + n as u64);
            Ok(n)
        }
    }

    #[test]
    fn a_1_gb_document_is_refused_after_reading_at_most_the_limit() {
        let taken = std::cell::Cell::new(0);
        let reader = Endless { left: 1 << 30, fill: b"    ", taken: &taken };
        let err = Limits::DEFAULT.read(reader).unwrap_err();
        assert!(matches!(err, ReadError::TooLarge { limit, .. } if limit == 16 << 20), "{err}");
        assert!(taken.get() <= (16 << 20) + 64 * 1024, "read {} bytes", taken.get());
    }

    #[test]
    fn a_list_of_ten_million_items_is_refused_at_its_item_past_the_limit() {
        let taken = std::cell::Cell::new(0);
        let limits = Limits { max_bytes: u64::MAX, ..Limits::DEFAULT };
        let mut items = Endless { left: 10_000_000 * 2, fill: b"1,", taken: &taken };
        let reader = std::io::Read::chain(&b"["[..], &mut items);
        let err = limits.read(reader).unwrap_err();
        assert!(matches!(err, ReadError::TooLong { limit: 100_000, offset: 200_000 }), "{err}");
        assert!(taken.get() < 1 << 20, "read {} bytes", taken.get());
    }

    #[test]
    fn deep_nesting_is_refused_without_recursion() {
        let deep = "[".repeat(1_000_000);
        let err = Limits::DEFAULT.from_slice::<serde_json::Value>(deep.as_bytes()).unwrap_err();
        assert_eq!(err, ReadError::TooDeep { limit: 32, offset: 32 });
        let objects = "{\"a\":".repeat(40);
        assert!(matches!(Limits::DEFAULT.check(objects.as_bytes()), Err(ReadError::TooDeep { offset: 160, .. })));
        // Brackets inside strings are text.
        let text = format!("[\"{}\\\"\"]", "[".repeat(100));
        assert_eq!(Limits::DEFAULT.from_slice::<Vec<String>>(text.as_bytes()).unwrap().len(), 1);
    }

    #[test]
    fn items_are_counted_per_list() {
        let limits = Limits { max_items: 3, ..Limits::DEFAULT };
        assert!(limits.check(b"[1, 2, 3]").is_ok());
        assert!(limits.check(b"[[1, 2, 3], [1, 2, 3], {\"a\": 1, \"b\": [], \"c\": \"x,y,z,w\"}]").is_ok());
        assert!(matches!(limits.check(b"[1, 2, 3, 4]"), Err(ReadError::TooLong { offset: 8, .. })));
        assert!(matches!(limits.check(b"{\"a\":1,\"b\":2,\"c\":3,\"d\":4}"), Err(ReadError::TooLong { .. })));
        assert!(limits.check(b"[]").is_ok() && limits.check(b"{}").is_ok() && limits.check(b"").is_ok());
    }

    #[test]
    fn a_file_over_the_limit_is_refused_before_it_is_read() {
        let dir = std::env::temp_dir().join(format!("wargames-limits-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("big.json");
        let file = std::fs::File::create(&path).unwrap();
        // Sparse: a 1 GB file that takes no disk.
        file.set_len(1 << 30).unwrap();
        let err = Limits::DEFAULT.read_file(&path).unwrap_err();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(err, ReadError::TooLarge { limit: 16 << 20, size: 1 << 30 });
        assert!(err.to_string().contains("16777216 bytes"), "{err}");
        let missing = Limits::DEFAULT.read_file(&dir.join("none.json")).unwrap_err();
        assert!(matches!(missing, ReadError::Io(ref what) if what.contains("none.json")), "{missing}");
    }

    #[test]
    fn what_is_within_the_limits_reads_as_json_would() {
        let v: serde_json::Value = Limits::DEFAULT.from_reader(&br#"{"a": [1, {"b": "]}"}], "c": null}"#[..]).unwrap();
        assert_eq!(v["a"][1]["b"], "]}");
        assert!(matches!(Limits::DEFAULT.from_slice::<u8>(b"256"), Err(ReadError::Json(_))));
    }
}
