//! Structure-aware input: edits of a JSON document that the game itself
//! wrote (a saved state, a replay, options, a card set), so that the fuzzer
//! spends its time on documents that parse and reach the checks behind the
//! parser, instead of on bytes that serde refuses at once.

use arbitrary::{Arbitrary, Unstructured};
use serde_json::Value;
pub use wargames_core::testing::json_paths::{at, place, place_count, places};

/// One edit at one place of a document. Places are every value below the
/// root, parents first; `place` picks one (modulo their number).
#[derive(Arbitrary, Clone, Debug)]
pub struct Edit {
    /// Which place.
    pub place: u16,
    /// What happens there.
    pub how: How,
}

/// What an [`Edit`] does at its place.
#[derive(Arbitrary, Clone, Debug)]
pub enum How {
    /// The value becomes a small number.
    Small(u8),
    /// The value becomes any number.
    Big(u64),
    /// The number there moves by this much (saturating at 0).
    Plus(i8),
    /// A flag flips.
    Flip,
    /// The value becomes a copy of the value at another place: a piece
    /// moved where another stands, a card where another lies.
    CopyFrom(u16),
    /// The values at this place and another are swapped.
    Swap(u16),
    /// A field of an object, or an element of an array, is removed.
    Delete,
    /// An element of an array is doubled in place.
    Duplicate,
    /// The value becomes `null`.
    Null,
    /// The value becomes a short string.
    Text(String),
}

fn value_at(value: &Value, path: &[String]) -> Option<Value> {
    let mut v = value.clone();
    at(&mut v, path).map(|x| x.clone())
}

impl Edit {
    /// Applies the edit to `doc`; a short description of what it did, or
    /// `None` when it did nothing (no such place, no number there).
    pub fn apply(&self, doc: &mut Value) -> Option<String> {
        let count = place_count(doc).max(1);
        let pick = |i: u16| place(doc, usize::from(i) % count);
        let path = pick(self.place)?;
        let name = path.join(".");
        match &self.how {
            How::Small(n) => set(doc, &path, Value::from(*n)).map(|()| format!("{name} = {n}")),
            How::Big(n) => set(doc, &path, Value::from(*n)).map(|()| format!("{name} = {n}")),
            How::Plus(d) => {
                let slot = at(doc, &path)?;
                let n = slot.as_u64()?;
                let moved = n.saturating_add_signed(i64::from(*d));
                *slot = Value::from(moved);
                Some(format!("{name} = {moved} ({n} {d:+})"))
            }
            How::Flip => {
                let slot = at(doc, &path)?;
                let b = slot.as_bool()?;
                *slot = Value::Bool(!b);
                Some(format!("{name} flipped"))
            }
            How::CopyFrom(other) => {
                let from = pick(*other)?;
                let copy = value_at(doc, &from)?;
                set(doc, &path, copy).map(|()| format!("{name} = the value of {}", from.join(".")))
            }
            How::Swap(other) => {
                let with = pick(*other)?;
                let a = value_at(doc, &path)?;
                let b = value_at(doc, &with)?;
                set(doc, &path, b)?;
                set(doc, &with, a).map(|()| format!("{name} swapped with {}", with.join(".")))
            }
            How::Delete => {
                let (last, parent) = path.split_last()?;
                match at(doc, parent)? {
                    Value::Object(map) => map.remove(last).map(|_| format!("{name} deleted")),
                    Value::Array(items) => {
                        let i = last.parse::<usize>().ok().filter(|&i| i < items.len())?;
                        items.remove(i);
                        Some(format!("{name} deleted"))
                    }
                    _ => None,
                }
            }
            How::Duplicate => {
                let (last, parent) = path.split_last()?;
                let Value::Array(items) = at(doc, parent)? else { return None };
                let i = last.parse::<usize>().ok().filter(|&i| i < items.len())?;
                let copy = items[i].clone();
                items.insert(i, copy);
                Some(format!("{name} duplicated"))
            }
            How::Null => set(doc, &path, Value::Null).map(|()| format!("{name} = null")),
            How::Text(text) => {
                let short: String = text.chars().take(24).collect();
                set(doc, &path, Value::from(short.clone())).map(|()| format!("{name} = {short:?}"))
            }
        }
    }
}

fn set(doc: &mut Value, path: &[String], value: Value) -> Option<()> {
    *at(doc, path)? = value;
    Some(())
}

/// A document the game wrote, picked by the input, and the edits to make.
#[derive(Arbitrary, Clone, Debug)]
pub struct Edited {
    /// Which option set the base game is played with.
    pub options: u8,
    /// The seed of the base game.
    pub seed: u64,
    /// How far into the base game (steps).
    pub at: u16,
    /// A second number for the base (e.g. whether a replay keeps its seed).
    pub flag: u8,
    /// The edits, in order (at most 8 are made).
    pub edits: Vec<Edit>,
}

/// The most edits one input makes.
pub const MAX_EDITS: usize = 8;

/// What a fuzz input is: a JSON document as it stands, when it begins with
/// `{` (the seed corpus holds such documents, written by the games), or
/// else an [`Edited`] document read with `arbitrary` from the bytes.
#[derive(Clone, Debug)]
pub enum Input<'a> {
    /// The bytes, as a JSON document.
    Raw(&'a [u8]),
    /// A document the game wrote, edited.
    Edited(Edited),
}

impl Input<'_> {
    /// Reads the input from the fuzzer's bytes.
    #[must_use]
    pub fn of(data: &[u8]) -> Input<'_> {
        if data.first() == Some(&b'{') {
            return Input::Raw(data);
        }
        let mut u = Unstructured::new(data);
        match Edited::arbitrary(&mut u) {
            Ok(edited) => Input::Edited(edited),
            Err(_) => Input::Raw(data),
        }
    }
}

impl Edited {
    /// Applies the edits (at most [`MAX_EDITS`]) to `doc`, returning what
    /// was done.
    pub fn apply(&self, doc: &mut Value) -> Vec<String> {
        self.edits.iter().take(MAX_EDITS).filter_map(|e| e.apply(doc)).collect()
    }
}
