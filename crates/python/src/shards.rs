//! Studies played in shards (on a Ray cluster, a batch system's job array)
//! and added up with the library's merge: `wargames._wargames.merge`.

use pyo3::prelude::*;
use wargames::agents::study::Summary;

use crate::errors::value_error;

/// Adds up the summaries (JSON texts from `study`) of disjoint slices of
/// one study, in the order given, with the library's merge
/// ([`Summary::merge`]); returns the merged summary's JSON, the text one
/// run over the union of the slices gives. A text that is no summary,
/// summaries of different studies and overlapping slices raise
/// `ValueError`; so does an empty list.
#[pyfunction]
pub(crate) fn merge(parts: Vec<String>) -> PyResult<String> {
    let mut merged: Option<Summary> = None;
    for (i, text) in parts.iter().enumerate() {
        let part: Summary =
            serde_json::from_str(text).map_err(|e| value_error(format!("part {i} is not a study's summary: {e}")))?;
        match merged.as_mut() {
            None => merged = Some(part),
            Some(sum) => sum.merge(&part).map_err(|e| value_error(format!("part {i} cannot be merged: {e}")))?,
        }
    }
    let merged = merged.ok_or_else(|| value_error("nothing to merge: no summaries given"))?;
    serde_json::to_string(&merged).map_err(|e| value_error(e.to_string()))
}
