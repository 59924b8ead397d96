//! Places in a value's JSON, named by their path of object keys and array
//! indices: what the conformance suite's corrupted saves and the fuzz
//! harness's edits walk.
//!
//! ```
//! use serde_json::json;
//! use wargames_core::testing::json_paths::{at, leaves, places};
//!
//! let mut save = json!({ "turn": 3, "units": [{ "name": "Pz", "steps": 2 }] });
//! let path = |p: &[&str]| p.iter().map(|s| s.to_string()).collect::<Vec<_>>();
//! assert_eq!(
//!     places(&save),
//!     [path(&["turn"]), path(&["units"]), path(&["units", "0"]), path(&["units", "0", "name"]), path(&["units", "0", "steps"])]
//! );
//! assert_eq!(leaves(&save), [path(&["turn"]), path(&["units", "0", "steps"])]);
//! *at(&mut save, &path(&["units", "0", "steps"])).unwrap() = json!(0);
//! assert_eq!(save["units"][0]["steps"], 0);
//! assert!(at(&mut save, &path(&["units", "1"])).is_none());
//! ```

use serde_json::Value;

/// The paths of every value below the root of `value`, each parent before
/// its children.
#[must_use]
pub fn places(value: &Value) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    walk(value, &mut Vec::new(), &mut |path, _| out.push(path.to_vec()));
    out
}

/// How many values lie below the root of `value`: the length of
/// [`places`], counted without making a path.
#[must_use]
pub fn place_count(value: &Value) -> usize {
    children(value).map(|(_, child)| 1 + place_count(child)).sum()
}

/// The `n`th of [`places`] (each parent before its children), made alone:
/// the walk skips whole subtrees by their [`place_count`]. `None` when
/// `value` has `n` places or fewer.
///
/// ```
/// use serde_json::json;
/// use wargames_core::testing::json_paths::{place, place_count, places};
///
/// let save = json!({ "turn": 3, "units": [{ "name": "Pz", "steps": 2 }] });
/// let all = places(&save);
/// assert_eq!(place_count(&save), all.len());
/// assert_eq!(place(&save, 3).as_ref(), Some(&all[3]));
/// assert_eq!(place(&save, all.len()), None);
/// ```
#[must_use]
pub fn place(value: &Value, mut n: usize) -> Option<Vec<String>> {
    let mut path = Vec::new();
    let mut here = value;
    'down: loop {
        for (key, child) in children(here) {
            if n == 0 {
                path.push(key.to_string());
                return Some(path);
            }
            let below = place_count(child);
            if n <= below {
                path.push(key.to_string());
                here = child;
                n -= 1;
                continue 'down;
            }
            n -= 1 + below;
        }
        return None;
    }
}

/// A child's name in its parent: an object's key or an array's index.
#[derive(Clone, Copy)]
enum Key<'a> {
    Field(&'a str),
    Index(usize),
}

impl std::fmt::Display for Key<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Key::Field(name) => f.write_str(name),
            Key::Index(i) => write!(f, "{i}"),
        }
    }
}

/// The values directly below `value`, in the order [`places`] lists them.
fn children(value: &Value) -> impl Iterator<Item = (Key<'_>, &Value)> {
    let fields = value.as_object().into_iter().flatten().map(|(k, v)| (Key::Field(k), v));
    let items = value.as_array().into_iter().flatten().enumerate().map(|(i, v)| (Key::Index(i), v));
    fields.chain(items)
}

/// The paths of every number and boolean in `value`.
#[must_use]
pub fn leaves(value: &Value) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    walk(value, &mut Vec::new(), &mut |path, v| {
        if matches!(v, Value::Number(_) | Value::Bool(_)) {
            out.push(path.to_vec());
        }
    });
    out
}

/// Every way to move one array element of `value` somewhere else: the
/// element's path and the path of a place that can take it. A place is an
/// array (the element is appended to it and leaves its own array) or a
/// `null` inside an array (the element and the `null` change places, so a
/// fixed row of slots keeps its length). A place takes an element of the
/// same shape (the same kind of JSON value; for objects, the same keys) as
/// the first element of its array that is not `null`, or any element when
/// there is none: a card moved from the deck into a hand, a soldier into
/// an empty slot. An element is never appended to its own array (a `null`
/// beside it in that array may take it), nor moved to a place inside
/// itself.
///
/// ```
/// use serde_json::json;
/// use wargames_core::testing::json_paths::{moved, moves};
///
/// let save = json!({ "deck": [7, 8], "hand": [], "slots": [null, "Pz"], "names": ["Pz"] });
/// let path = |p: &[&str]| p.iter().map(|s| s.to_string()).collect::<Vec<_>>();
/// let all = moves(&save);
/// assert!(all.contains(&(path(&["deck", "1"]), path(&["hand"]))));
/// assert!(all.contains(&(path(&["names", "0"]), path(&["slots", "0"]))));
/// assert!(!all.contains(&(path(&["deck", "0"]), path(&["names"]))));
/// let edited = moved(&save, &path(&["deck", "1"]), &path(&["hand"])).unwrap();
/// assert_eq!(edited, json!({ "deck": [7], "hand": [8], "slots": [null, "Pz"], "names": ["Pz"] }));
/// let edited = moved(&save, &path(&["slots", "1"]), &path(&["slots", "0"])).unwrap();
/// assert_eq!(edited["slots"], json!(["Pz", null]));
/// ```
#[must_use]
pub fn moves(value: &Value) -> Vec<(Vec<String>, Vec<String>)> {
    let mut elements = Vec::new();
    let mut targets = Vec::new();
    walk(value, &mut Vec::new(), &mut |path, v| {
        let Value::Array(items) = v else { return };
        let takes = items.iter().find(|item| !item.is_null()).map(shape);
        targets.push((path.to_vec(), takes.clone()));
        for (i, item) in items.iter().enumerate() {
            let mut place = path.to_vec();
            place.push(i.to_string());
            if item.is_null() {
                targets.push((place, takes.clone()));
            } else {
                elements.push((place, shape(item)));
            }
        }
    });
    let mut out = Vec::new();
    for (element, kind) in &elements {
        let parent = &element[..element.len() - 1];
        for (target, takes) in &targets {
            let fits = takes.as_ref().is_none_or(|t| t == kind);
            if fits && target.as_slice() != parent && !target.starts_with(element) {
                out.push((element.clone(), target.clone()));
            }
        }
    }
    out
}

/// `value` with the array element at `element` moved to `target` (see
/// [`moves`]); `None` when either place is missing or `target` is neither
/// an array nor a `null`.
#[must_use]
pub fn moved(value: &Value, element: &[String], target: &[String]) -> Option<Value> {
    let mut out = value.clone();
    let (index, parent) = element.split_last()?;
    let index = index.parse::<usize>().ok()?;
    let item = at(&mut out, element)?.clone();
    // The target first: appending or filling a null shifts no index on the
    // element's path (an element is never appended to its own array).
    match at(&mut out, target)? {
        Value::Array(items) => items.push(item),
        slot @ Value::Null => {
            *slot = item;
            *at(&mut out, element)? = Value::Null;
            return Some(out);
        }
        _ => return None,
    }
    match at(&mut out, parent)? {
        Value::Array(items) if index < items.len() => {
            items.remove(index);
        }
        _ => return None,
    }
    Some(out)
}

/// The paths in `value` that `pattern` names: its keys split at `.`,
/// where `*` stands for any one key or index.
///
/// ```
/// use serde_json::json;
/// use wargames_core::testing::json_paths::matching;
///
/// let save = json!({ "hands": [3, 0], "units": [{ "steps": 5 }, { "steps": 8 }] });
/// let path = |p: &[&str]| p.iter().map(|s| s.to_string()).collect::<Vec<_>>();
/// assert_eq!(matching(&save, "units.*.steps"), [path(&["units", "0", "steps"]), path(&["units", "1", "steps"])]);
/// assert_eq!(matching(&save, "hands.1"), [path(&["hands", "1"])]);
/// assert!(matching(&save, "deck").is_empty());
/// ```
#[must_use]
pub fn matching(value: &Value, pattern: &str) -> Vec<Vec<String>> {
    let keys: Vec<&str> = pattern.split('.').collect();
    let mut out = Vec::new();
    walk(value, &mut Vec::new(), &mut |path, _| {
        if path.len() == keys.len() && path.iter().zip(&keys).all(|(p, k)| *k == "*" || p == k) {
            out.push(path.to_vec());
        }
    });
    out
}

/// Every way to move one set bit between the numbers at `paths` (each a
/// set, bit n for member n, such as a `CardSet`): the number it leaves,
/// the bit, and the number it joins, which does not hold it yet.
///
/// ```
/// use serde_json::json;
/// use wargames_core::testing::json_paths::{bit_moved, bit_moves, matching};
///
/// let save = json!({ "deck": 6, "hands": [1, 0] });
/// let sets: Vec<_> = ["deck", "hands.*"].iter().flat_map(|p| matching(&save, p)).collect();
/// let all = bit_moves(&save, &sets);
/// // Bits 1 and 2 of the deck to either hand; bit 0 of the first hand to
/// // the deck or the second hand.
/// assert_eq!(all.len(), 6);
/// let (from, bit, to) = &all[0];
/// assert_eq!(bit_moved(&save, from, *bit, to), Some(json!({ "deck": 4, "hands": [3, 0] })));
/// ```
#[must_use]
pub fn bit_moves(value: &Value, paths: &[Vec<String>]) -> Vec<(Vec<String>, u32, Vec<String>)> {
    let bits: Vec<Option<u64>> = paths.iter().map(|path| number_at(value, path)).collect();
    let mut out = Vec::new();
    for (from, from_bits) in paths.iter().zip(&bits) {
        let Some(from_bits) = *from_bits else { continue };
        for bit in (0..u64::BITS).filter(|b| from_bits >> b & 1 == 1) {
            for (to, to_bits) in paths.iter().zip(&bits) {
                if to != from && to_bits.is_some_and(|t| t >> bit & 1 == 0) {
                    out.push((from.clone(), bit, to.clone()));
                }
            }
        }
    }
    out
}

/// `value` with `bit` cleared in the number at `from` and set in the
/// number at `to` (see [`bit_moves`]); `None` when either is not an
/// unsigned number or `from` does not hold the bit.
#[must_use]
pub fn bit_moved(value: &Value, from: &[String], bit: u32, to: &[String]) -> Option<Value> {
    let mask = 1u64.checked_shl(bit)?;
    let mut out = value.clone();
    let left = number_at(&out, from).filter(|n| n & mask != 0)? & !mask;
    *at(&mut out, from)? = Value::from(left);
    let joined = number_at(&out, to)? | mask;
    *at(&mut out, to)? = Value::from(joined);
    Some(out)
}

/// The unsigned number at `path`, if there is one.
fn number_at(value: &Value, path: &[String]) -> Option<u64> {
    path.iter()
        .try_fold(value, |v, key| match v {
            Value::Object(map) => map.get(key),
            Value::Array(items) => key.parse::<usize>().ok().and_then(|i| items.get(i)),
            _ => None,
        })?
        .as_u64()
}

/// The shape of a value, for [`moves`]: its kind, and for an object its keys.
#[derive(Clone, PartialEq)]
enum Shape {
    Object(Vec<String>),
    Other(std::mem::Discriminant<Value>),
}

fn shape(value: &Value) -> Shape {
    match value {
        Value::Object(map) => Shape::Object(map.keys().cloned().collect()),
        other => Shape::Other(std::mem::discriminant(other)),
    }
}

/// The value at `path`, if there is one.
pub fn at<'a>(value: &'a mut Value, path: &[String]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |v, key| match v {
        Value::Object(map) => map.get_mut(key),
        Value::Array(items) => key.parse::<usize>().ok().and_then(|i| items.get_mut(i)),
        _ => None,
    })
}

/// Calls `visit` with the path and value of everything below `value`,
/// parents first.
fn walk(value: &Value, path: &mut Vec<String>, visit: &mut impl FnMut(&[String], &Value)) {
    let mut child = |key: String, v: &Value, path: &mut Vec<String>| {
        path.push(key);
        visit(path, v);
        walk(v, path, visit);
        path.pop();
    };
    match value {
        Value::Object(map) => map.iter().for_each(|(k, v)| child(k.clone(), v, path)),
        Value::Array(items) => items.iter().enumerate().for_each(|(i, v)| child(i.to_string(), v, path)),
        _ => {}
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, reason = "tests")]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn place_makes_each_of_places_in_order_and_count_is_their_number() {
        let docs = [
            json!(null),
            json!([]),
            json!({ "a": {}, "b": [[], [1, [2, { "c": null }]], {}], "d": { "e": [true, "x"] }, "f": 0 }),
            json!([[[[1]]], { "deep": { "er": [null, null] } }, 7]),
        ];
        for doc in &docs {
            let all = places(doc);
            assert_eq!(place_count(doc), all.len(), "{doc}");
            for (n, path) in all.iter().enumerate() {
                assert_eq!(place(doc, n).as_ref(), Some(path), "{doc}, place {n}");
            }
            assert_eq!(place(doc, all.len()), None, "{doc}");
        }
    }
}
