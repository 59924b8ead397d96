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
