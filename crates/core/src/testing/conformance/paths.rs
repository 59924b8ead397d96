//! Places in a value's JSON, named by their path of keys and indices.

/// The paths of every number and boolean in `value`.
pub(super) fn leaves(value: &serde_json::Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                path.push(k.clone());
                leaves(v, path, out);
                path.pop();
            }
        }
        serde_json::Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                path.push(i.to_string());
                leaves(v, path, out);
                path.pop();
            }
        }
        serde_json::Value::Number(_) | serde_json::Value::Bool(_) => out.push(path.clone()),
        _ => {}
    }
}

/// The value at `path`.
pub(super) fn at<'a>(value: &'a mut serde_json::Value, path: &[String]) -> Option<&'a mut serde_json::Value> {
    path.iter().try_fold(value, |v, key| match v {
        serde_json::Value::Object(map) => map.get_mut(key),
        serde_json::Value::Array(items) => key.parse::<usize>().ok().and_then(|i| items.get_mut(i)),
        _ => None,
    })
}
