//! Card codes: the short ids cards are known by (`"E03"`, `"W09"`).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A card's id: 1 to 8 ASCII letters, digits, `-` or `_`, stored inline
/// (so events and actions can name a card without allocating).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Code([u8; 8]);

/// A text that is not a valid card code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a card id is 1 to 8 ASCII letters, digits, '-' or '_', not {0:?}")]
pub struct CodeError(pub String);

impl Code {
    /// The code for `text`.
    ///
    /// # Errors
    /// `text` is empty, longer than 8 bytes, or holds another character.
    pub fn new(text: &str) -> Result<Code, CodeError> {
        let bytes = text.as_bytes();
        if bytes.is_empty()
            || bytes.len() > 8
            || !bytes.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'-' || *b == b'_')
        {
            return Err(CodeError(text.to_owned()));
        }
        let mut out = [0u8; 8];
        out[..bytes.len()].copy_from_slice(bytes);
        Ok(Code(out))
    }

    /// The code as text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        let len = self.0.iter().position(|b| *b == 0).unwrap_or(8);
        std::str::from_utf8(&self.0[..len]).unwrap_or("?")
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl Serialize for Code {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Code {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Code, D::Error> {
        let s = String::deserialize(deserializer)?;
        Code::new(&s).map_err(serde::de::Error::custom)
    }
}
