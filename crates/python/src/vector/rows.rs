//! The legal ids a pool writes for each row: the dense action mask, kept
//! up to date by clearing only the entries a row set the last time it was
//! written, and the same ids as a ragged array (ids and offsets) that a
//! caller can draw from without touching the mask.

use pyo3::prelude::*;

/// The ids a mask row has set, or `None` if the pool has not written the
/// row yet (its whole width is cleared then).
pub(super) type Held = Option<Vec<u32>>;

/// What the rows of one mask array hold: the ids each row has set, so the
/// next write clears those alone instead of the whole row.
///
/// The memory holds a reference to its array, so the array lives as long
/// as the memory and no other array can take its address; an array the
/// pool has no memory of gets every row cleared in full.
pub(super) struct MaskMemory {
    /// The array the memory is of.
    array: Py<PyAny>,
    /// Per row: the ids set in it.
    pub(super) held: Vec<Held>,
}

/// The memories of the mask arrays a pool writes into: the full-height
/// array of `step` and the batch array of `recv` (the oldest is forgotten
/// when a third array comes).
#[derive(Default)]
pub(super) struct MaskMemories {
    memories: Vec<MaskMemory>,
}

/// How many mask arrays a pool remembers.
const REMEMBERED: usize = 2;

impl MaskMemories {
    /// The memory of `array` (of `height` rows), made empty if the pool
    /// has none of it. Call with the GIL held.
    pub(super) fn of(&mut self, array: &Bound<'_, PyAny>, height: usize) -> &mut MaskMemory {
        let found = self.memories.iter().position(|m| m.array.as_ptr() == array.as_ptr() && m.held.len() == height);
        let index = match found {
            Some(index) => index,
            None => {
                if self.memories.len() == REMEMBERED {
                    self.memories.remove(0);
                }
                self.memories.push(MaskMemory { array: array.clone().unbind(), held: vec![None; height] });
                self.memories.len() - 1
            }
        };
        &mut self.memories[index]
    }
}

/// Writes the mask row of the legal `ids`: clears what the row set last
/// time (`held`; the whole row if unknown), sets `ids`, and remembers them.
pub(super) fn write_mask(row: &mut [i8], held: &mut Held, ids: &[usize]) {
    match held {
        Some(old) => {
            for &a in old.iter() {
                row[a as usize] = 0;
            }
        }
        None => row.fill(0),
    }
    let held = held.get_or_insert_with(Vec::new);
    held.clear();
    for &a in ids {
        row[a] = 1;
        held.push(a as u32);
    }
}

/// Writes the ragged legal ids of the rows, row `k` from `ids_of(k)`:
/// `offsets[k]..offsets[k + 1]` of `out` are row `k`'s ids, ascending.
/// `out` holds at least `NUM_DISTINCT_ACTIONS` ids per row (checked by
/// the caller), so every row fits.
pub(super) fn write_ragged<'a>(out: &mut [i32], offsets: &mut [i64], ids_of: impl Iterator<Item = &'a [usize]>) {
    let mut ragged = Ragged::new(out, offsets);
    for ids in ids_of {
        ragged.push(ids);
    }
}

/// The ragged legal ids written a row at a time (for a caller that holds
/// one row's ids at a time, e.g. under its environment's lock).
pub(super) struct Ragged<'a> {
    out: &'a mut [i32],
    offsets: &'a mut [i64],
    /// Rows written so far.
    rows: usize,
    /// Ids written so far.
    end: usize,
}

impl<'a> Ragged<'a> {
    /// Starts writing at row 0 of `out` and `offsets`.
    pub(super) fn new(out: &'a mut [i32], offsets: &'a mut [i64]) -> Ragged<'a> {
        offsets[0] = 0;
        Ragged { out, offsets, rows: 0, end: 0 }
    }

    /// Writes the next row's `ids`.
    pub(super) fn push(&mut self, ids: &[usize]) {
        for (slot, &a) in self.out[self.end..self.end + ids.len()].iter_mut().zip(ids) {
            *slot = a as i32;
        }
        self.end += ids.len();
        self.rows += 1;
        self.offsets[self.rows] = self.end as i64;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn write_mask_clears_what_the_row_held_and_sets_the_new_ids() {
        let mut row = vec![1i8; 8];
        let mut held = None;
        write_mask(&mut row, &mut held, &[1, 5]);
        assert_eq!(row, [0, 1, 0, 0, 0, 1, 0, 0]);
        write_mask(&mut row, &mut held, &[0, 7]);
        assert_eq!(row, [1, 0, 0, 0, 0, 0, 0, 1]);
        write_mask(&mut row, &mut held, &[]);
        assert_eq!(row, [0; 8]);
    }

    #[test]
    fn write_ragged_gives_each_row_its_ids_between_offsets() {
        let rows: [&[usize]; 3] = [&[2, 4], &[], &[1]];
        let mut out = [0i32; 6];
        let mut offsets = [9i64; 4];
        write_ragged(&mut out, &mut offsets, rows.iter().copied());
        assert_eq!(offsets, [0, 2, 2, 3]);
        assert_eq!(&out[..3], &[2, 4, 1]);
    }
}
