//! The rows a pool writes for its environments. The wide ones, the
//! observation and the dense action mask, are mostly zeros: each is kept up
//! to date by clearing only the entries the row set the last time it was
//! written, and writing the new entries that are not zero. The legal ids
//! are also written as a ragged array (ids and offsets) that a caller can
//! draw from without touching the mask.

use pyo3::prelude::*;
use wargames::core::Encoding;

/// The positions a row has set (not zero), or `None` if the pool has not
/// written the row yet (its whole width is cleared then).
pub(super) type Held = Option<Vec<u32>>;

/// What the rows of one array hold: the positions each row has set, so
/// the next write clears those alone instead of the whole row.
///
/// The memory holds a reference to its array, so the array lives as long
/// as the memory and no other array can take its address; an array the
/// pool has no memory of gets every row cleared in full.
pub(super) struct RowMemory {
    /// The array the memory is of.
    array: Py<PyAny>,
    /// Per row: the positions set in it.
    pub(super) held: Vec<Held>,
}

/// The memories of the arrays of one kind (observations, or masks) a pool
/// writes into: the full-height array of `step` and the batch array of
/// `recv` (the oldest is forgotten when a third array comes).
#[derive(Default)]
pub(super) struct RowMemories {
    memories: Vec<RowMemory>,
}

/// How many arrays of a kind a pool remembers.
const REMEMBERED: usize = 2;

impl RowMemories {
    /// The memory of `array` (of `height` rows), made empty if the pool
    /// has none of it. Call with the GIL held.
    pub(super) fn of(&mut self, array: &Bound<'_, PyAny>, height: usize) -> &mut RowMemory {
        let found = self.memories.iter().position(|m| m.array.as_ptr() == array.as_ptr() && m.held.len() == height);
        let index = match found {
            Some(index) => index,
            None => {
                if self.memories.len() == REMEMBERED {
                    self.memories.remove(0);
                }
                self.memories.push(RowMemory { array: array.clone().unbind(), held: vec![None; height] });
                self.memories.len() - 1
            }
        };
        &mut self.memories[index]
    }
}

/// Sets to zero what `row` set last time (`held`; the whole row if
/// unknown) and returns `held`'s list, emptied, for the new positions.
fn clear<'h, T: Copy + Default>(row: &mut [T], held: &'h mut Held) -> &'h mut Vec<u32> {
    match held {
        Some(old) => {
            for &at in old.iter() {
                row[at as usize] = T::default();
            }
        }
        None => row.fill(T::default()),
    }
    let held = held.get_or_insert_with(Vec::new);
    held.clear();
    held
}

/// Writes the mask row of the legal `ids`: clears what the row set last
/// time (`held`; the whole row if unknown), sets `ids`, and remembers them.
pub(super) fn write_mask(row: &mut [i8], held: &mut Held, ids: &[usize]) {
    let held = clear(row, held);
    for &a in ids {
        row[a] = 1;
        held.push(a as u32);
    }
}

/// Writes the observation row of `view` ([`Encoding::rewrite`]: a long
/// tensor onto the zeros left by clearing what the row set last time, a
/// short one whole), remembering in `held` where it is not zero.
pub(super) fn write_observation<G: Encoding>(row: &mut [f32], held: &mut Held, view: &G::View) {
    G::rewrite(view, row, held);
}

/// Copies an observation `from` into `row`: with `nonzero`, the positions
/// where `from` is not zero, it clears what the row set last time
/// (`held`; the whole row if unknown) and copies those alone; without, it
/// copies the whole row.
pub(super) fn copy_observation(row: &mut [f32], held: &mut Held, from: &[f32], nonzero: Option<&[u32]>) {
    let Some(nonzero) = nonzero else {
        row.copy_from_slice(from);
        *held = None;
        return;
    };
    let held = clear(row, held);
    for &at in nonzero {
        row[at as usize] = from[at as usize];
    }
    held.extend_from_slice(nonzero);
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

    /// Rows kept from step to step, and copies of them, equal the tensor
    /// written whole: for a short tensor (written whole) and a long one
    /// (written onto zeros).
    fn rows_equal_the_dense_tensor<G: Encoding>(options: &G::Options) {
        use wargames::{NoEvents, Rng, Seat, Status};
        let mut game = G::setup(options).unwrap();
        let mut rng = Rng::new(3);
        let mut legal = Vec::new();
        let (mut row, mut held) = (vec![7.0f32; G::OBSERVATION_SIZE], None);
        let (mut copy, mut copy_held) = (vec![7.0f32; G::OBSERVATION_SIZE], None);
        let mut dense = vec![0.0f32; G::OBSERVATION_SIZE];
        for _ in 0..300 {
            let view = game.view(Seat(0));
            G::encode_view(&view, &mut dense);
            write_observation::<G>(&mut row, &mut held, &view);
            assert_eq!(row, dense);
            copy_observation(&mut copy, &mut copy_held, &row, held.as_deref());
            assert_eq!(copy, dense);
            match game.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let c = game.sample_chance(&mut rng).unwrap();
                    game.resolve_chance(&c, &mut NoEvents).unwrap();
                }
                Status::ToAct(_) => {
                    game.legal_actions(&mut legal);
                    let a = legal[rng.index(legal.len())].clone();
                    game.apply(&a, &mut NoEvents).unwrap();
                }
            }
        }
    }

    #[test]
    fn observation_rows_kept_from_step_to_step_equal_the_dense_tensor() {
        use wargames::pocket_stalingrad::PocketStalingrad;
        use wargames::squad::Squad;
        const { assert!(PocketStalingrad::OBSERVATION_SIZE < wargames::core::SPARSE_FROM) };
        const { assert!(Squad::OBSERVATION_SIZE >= wargames::core::SPARSE_FROM) };
        rows_equal_the_dense_tensor::<PocketStalingrad>(&Default::default());
        rows_equal_the_dense_tensor::<Squad>(&Default::default());
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
