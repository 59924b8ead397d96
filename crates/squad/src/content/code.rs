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
        std::str::from_utf8(self.bytes()).unwrap_or("?")
    }

    /// The code's bytes (ASCII, 1 to 8 of them).
    fn bytes(&self) -> &[u8] {
        let len = self.0.iter().position(|b| *b == 0).unwrap_or(8);
        &self.0[..len]
    }

    /// Its first character if that is an upper-case letter (`b'E'` for
    /// `E03`), the letter the observation tensor tells a card's kind by.
    ///
    /// ```
    /// use wargames_squad::content::Code;
    ///
    /// assert_eq!(Code::new("E03").unwrap().letter(), Some(b'E'));
    /// assert_eq!(Code::new("e03").unwrap().letter(), None);
    /// ```
    #[must_use]
    pub fn letter(&self) -> Option<u8> {
        Some(self.0[0]).filter(u8::is_ascii_uppercase)
    }

    /// The number its code ends in (`3` for `E03`), if it ends in a digit.
    ///
    /// ```
    /// use wargames_squad::content::Code;
    ///
    /// assert_eq!(Code::new("E03").unwrap().number(), Some(3));
    /// assert_eq!(Code::new("W-12").unwrap().number(), Some(12));
    /// assert_eq!(Code::new("PIAT").unwrap().number(), None);
    /// ```
    #[must_use]
    pub fn number(&self) -> Option<u32> {
        let bytes = self.bytes();
        let digits = bytes.iter().rev().take_while(|b| b.is_ascii_digit()).count();
        // At most 8 digits: below 10^8, no overflow.
        (digits > 0).then(|| bytes[bytes.len() - digits..].iter().fold(0, |n, b| n * 10 + u32::from(b - b'0')))
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
