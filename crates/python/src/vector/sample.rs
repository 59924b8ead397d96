//! `wargames.vector.sample_legal` in one native pass: a uniformly random
//! legal id per row of the ragged legal ids, from uniforms the caller's
//! numpy `Generator` draws. It gives exactly what the same formula gives
//! in numpy (`offsets[k] + floor(u[k] * count[k])`, then that id), at a
//! fraction of the cost of a dozen numpy calls per batch.

/// Checks the ragged `offsets` against `ids_len` ids, with the messages
/// `sample_legal` raises: they start at 0, do not decrease, and end at or
/// before the last id.
pub(super) fn check_offsets(offsets: impl Iterator<Item = i64>, ids_len: usize) -> Result<(), String> {
    let mut last = None;
    for offset in offsets {
        match last {
            None if offset != 0 => break,
            Some(last) if offset < last => return Err("offsets must not decrease".into()),
            _ => {}
        }
        last = Some(offset);
    }
    match last {
        None => Err("offsets must start at 0 and have one entry more than the rows".into()),
        Some(end) if end as u64 > ids_len as u64 => Err(format!("offsets end at {end}, past the {ids_len} ids")),
        Some(_) => Ok(()),
    }
}

/// Row `k`'s draw into `out[k]`: the id at `offsets[k] + floor(u[k] *
/// count)` (numpy's truncation of the same product), or 0 for a row with
/// no id. `offsets` are checked ([`check_offsets`]) and have one entry
/// more than `uniforms` and `out`.
pub(super) fn pick(uniforms: &[f64], ids: &[i32], offsets: &[i64], out: &mut [i64]) {
    for (k, (slot, &u)) in out.iter_mut().zip(uniforms).enumerate() {
        let (start, end) = (offsets[k], offsets[k + 1]);
        let count = end - start;
        *slot = if count == 0 {
            0
        } else {
            let at = start + (u * count as f64) as i64;
            // As numpy's clamp to the last id (never needed for u < 1).
            i64::from(ids[(at as usize).min(ids.len() - 1)])
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pick_takes_the_id_the_uniform_falls_on_and_0_for_an_empty_row() {
        let ids = [3, 7, 9, 4];
        let offsets = [0, 3, 3, 4];
        let mut out = [9i64; 3];
        pick(&[0.0, 0.5, 0.99], &ids, &offsets, &mut out);
        assert_eq!(out, [3, 0, 4]);
        pick(&[0.34, 0.0, 0.0], &ids, &offsets, &mut out);
        assert_eq!(out[0], 7);
        pick(&[0.999_999, 0.0, 0.0], &ids, &offsets, &mut out);
        assert_eq!(out[0], 9);
    }

    #[test]
    fn check_offsets_refuses_what_sample_legal_refuses() {
        assert!(check_offsets([0, 2, 2].into_iter(), 2).is_ok());
        assert!(check_offsets([1, 2].into_iter(), 2).unwrap_err().contains("start at 0"));
        assert!(check_offsets([].into_iter(), 2).unwrap_err().contains("start at 0"));
        assert!(check_offsets([0, 2, 1].into_iter(), 2).unwrap_err().contains("must not decrease"));
        assert!(check_offsets([0, 3].into_iter(), 2).unwrap_err().contains("past the 2 ids"));
    }
}
