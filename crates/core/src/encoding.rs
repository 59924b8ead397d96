//! Dense numeric forms of a game for learning libraries: an id per action
//! and per chance outcome, and a fixed-size `f32` observation per seat.
//!
//! OpenSpiel, PettingZoo and the reinforcement-learning libraries built on
//! Gymnasium speak in integers and tensors: an action is an index into a
//! fixed action space (so a network can output one logit per action and a
//! mask can switch the illegal ones off), and an observation is a vector of
//! one fixed length. [`Encoding`] gives each game both, in the game's own
//! crate, so Rust users get masks and tensors too.

use crate::game::Game;
use crate::seat::Seat;

/// A game's dense action ids, chance outcome ids and observation tensor.
///
/// - **Action ids**: every action the game can ever list has one id in
///   `0..NUM_DISTINCT_ACTIONS`, and every id in that range decodes to one
///   action: [`action_id`](Self::action_id) and
///   [`action_of_id`](Self::action_of_id) are inverse bijections between the
///   ids and the actions the game's layout covers. An action outside the
///   layout (a value the type can hold that no state ever lists, e.g. an
///   area index past the map's capacity) has no id. Ids are laid out in
///   blocks, one per variant of the game's `Action`, in the variant's order;
///   each game's rules page documents its blocks. An id depends on the
///   action alone, except where a game's page says it is relative to what
///   the acting seat sees (Rattenkrieg's refill discard is a subset of the
///   seat's own hand, numbered by hand position); never on anything hidden
///   from the acting seat.
/// - **Chance ids**: likewise for the outcomes of chance points, in
///   `0..MAX_CHANCE_OUTCOMES`.
/// - **Observation**: [`encode_view`](Self::encode_view) writes exactly
///   `OBSERVATION_SIZE` values from a seat's [`Game::View`] alone, so two
///   states a seat cannot tell apart (equal views) encode equally, and
///   nothing hidden from the seat can leak into its tensor.
///
/// The conformance check `wargames_core::testing::check_encoding` (feature
/// `testing`) proves the contract on random games of each game.
///
/// # Example
///
/// A legal-action mask, as a learning library wants it:
///
/// ```
/// use wargames_core::Encoding;
///
/// /// The mask of the seat to act: `true` at the id of each legal action.
/// fn mask<G: Encoding>(game: &G) -> Vec<bool> {
///     let (mut legal, mut mask) = (Vec::new(), Vec::new());
///     game.legal_action_mask(&mut legal, &mut mask);
///     mask
/// }
/// ```
pub trait Encoding: Game {
    /// How many action ids there are: ids are `0..NUM_DISTINCT_ACTIONS`.
    const NUM_DISTINCT_ACTIONS: usize;
    /// How many chance outcome ids there are: ids are `0..MAX_CHANCE_OUTCOMES`.
    const MAX_CHANCE_OUTCOMES: usize;
    /// The length of every observation tensor.
    const OBSERVATION_SIZE: usize;

    /// The id of `action` in this state, or `None` if the action lies
    /// outside the game's layout (then no state lists it).
    fn action_id(&self, action: &Self::Action) -> Option<usize>;

    /// The action of id `id` in this state, or `None` if `id` is not below
    /// [`NUM_DISTINCT_ACTIONS`](Self::NUM_DISTINCT_ACTIONS) (or, for an id
    /// relative to what the acting seat sees, names nothing in this state:
    /// a hand position past the hand). The action need not be legal:
    /// `validate` says whether it is, and why not.
    fn action_of_id(&self, id: usize) -> Option<Self::Action>;

    /// The id of a chance outcome, or `None` outside the game's layout.
    fn chance_id(&self, chance: &Self::Chance) -> Option<usize>;

    /// The chance outcome of id `id`, or `None` if `id` is not below
    /// [`MAX_CHANCE_OUTCOMES`](Self::MAX_CHANCE_OUTCOMES).
    fn chance_of_id(&self, id: usize) -> Option<Self::Chance>;

    /// Writes the observation tensor of `view` with `w`: exactly
    /// [`OBSERVATION_SIZE`](Self::OBSERVATION_SIZE) values, built from the
    /// view alone. A writer onto zeros
    /// ([`ObservationWriter::onto_zeros`]) gets the same tensor written
    /// sparsely.
    fn write_view(view: &Self::View, w: &mut ObservationWriter<'_>);

    /// Writes the observation tensor of `view` into `out`, which holds
    /// exactly [`OBSERVATION_SIZE`](Self::OBSERVATION_SIZE) values; every
    /// value is written.
    fn encode_view(view: &Self::View, out: &mut [f32]) {
        Self::write_view(view, &mut ObservationWriter::new(out));
    }

    /// Writes the tensor of `view` into `row`, a buffer kept from one
    /// write to the next (a pool's row of one environment): a tensor of at
    /// least [`SPARSE_FROM`] values is written onto zeros, clearing only
    /// the positions `nonzero` says the last write set (the whole row when
    /// it is `None`, as for a row never written) and recording the new
    /// ones; a shorter tensor is written whole and `nonzero` set to `None`.
    /// Either way `row` ends holding what
    /// [`encode_view`](Self::encode_view) writes.
    ///
    /// ```
    /// use wargames_core::{Encoding, Game, Seat};
    ///
    /// /// Keeps `row` up to date with the view of the seat to act.
    /// fn refresh<G: Encoding>(game: &G, seat: Seat, row: &mut [f32], nonzero: &mut Option<Vec<u32>>) {
    ///     G::rewrite(&game.view(seat), row, nonzero);
    /// }
    /// ```
    fn rewrite(view: &Self::View, row: &mut [f32], nonzero: &mut Option<Vec<u32>>) {
        if Self::OBSERVATION_SIZE < SPARSE_FROM {
            *nonzero = None;
            return Self::encode_view(view, row);
        }
        match nonzero {
            Some(set) => {
                for &at in set.iter() {
                    if let Some(value) = row.get_mut(at as usize) {
                        *value = 0.0;
                    }
                }
            }
            None => row.fill(0.0),
        }
        let set = nonzero.get_or_insert_with(Vec::new);
        set.clear();
        Self::write_view(view, &mut ObservationWriter::onto_zeros(row, set));
    }

    /// The observation tensor of `seat` in this state: the encoding of
    /// `self.view(seat)`, into `out` (cleared and resized to
    /// [`OBSERVATION_SIZE`](Self::OBSERVATION_SIZE)).
    fn observation(&self, seat: Seat, out: &mut Vec<f32>) {
        out.clear();
        out.resize(Self::OBSERVATION_SIZE, 0.0);
        Self::encode_view(&self.view(seat), out);
    }

    /// Clears `mask` and sets it to the legal-action mask of the seat to
    /// act: `NUM_DISTINCT_ACTIONS` flags, `true` at the id of every legal
    /// action; all `false` unless a seat is to act. Uses `legal` as the
    /// buffer of legal actions.
    fn legal_action_mask(&self, legal: &mut Vec<Self::Action>, mask: &mut Vec<bool>) {
        mask.clear();
        mask.resize(Self::NUM_DISTINCT_ACTIONS, false);
        self.legal_actions(legal);
        for action in legal.iter() {
            if let Some(id) = self.action_id(action) {
                mask[id] = true;
            }
        }
    }
}

/// The length from which [`Encoding::rewrite`] writes a tensor onto zeros
/// rather than whole. Writing onto zeros checks every value and records
/// where it is not zero, which costs more than storing it for a short
/// tensor, and saves clearing kilobytes of a long one: measured in the
/// environment pool of the Python package (2 threads, 256 environments),
/// writing onto zeros made Squad's loop (14,502 values) faster and those
/// of the other games (155 to 3,716 values) about 7% slower.
pub const SPARSE_FROM: usize = 8_192;

/// Writes an observation tensor field by field, so a game's layout reads as
/// a list of its fields. Every write moves on; [`finish`](Self::finish)
/// says whether the layout filled the buffer exactly.
///
/// A writer made by [`new`](Self::new) writes every value. One made by
/// [`onto_zeros`](Self::onto_zeros) writes onto a buffer that holds only
/// zeros: it stores the values that are not zero alone and records where,
/// so a caller that keeps one buffer per environment clears those few
/// positions before the next write instead of the whole tensor (most of a
/// tensor is the zeros of its one-hot blocks). Both leave the buffer
/// holding the same values.
///
/// ```
/// use wargames_core::ObservationWriter;
///
/// let mut out = [0.0f32; 5];
/// let mut w = ObservationWriter::new(&mut out);
/// w.flag(true);
/// w.one_hot(Some(1), 3);
/// w.scalar(2.0, 4.0);
/// assert!(w.finish());
/// assert_eq!(out, [1.0, 0.0, 1.0, 0.0, 0.5]);
///
/// // The same values onto zeros, and where they are not zero.
/// let (mut zeros, mut nonzero) = ([0.0f32; 5], Vec::new());
/// let mut w = ObservationWriter::onto_zeros(&mut zeros, &mut nonzero);
/// w.flag(true);
/// w.one_hot(Some(1), 3);
/// w.scalar(2.0, 4.0);
/// assert!(w.finish());
/// assert_eq!((zeros, nonzero), (out, vec![0, 2, 4]));
/// ```
#[derive(Debug)]
pub struct ObservationWriter<'a> {
    out: &'a mut [f32],
    at: usize,
    /// For a writer onto zeros: the positions of the values it stored.
    nonzero: Option<&'a mut Vec<u32>>,
}

impl<'a> ObservationWriter<'a> {
    /// A writer at the start of `out`, writing every value.
    pub fn new(out: &'a mut [f32]) -> ObservationWriter<'a> {
        ObservationWriter { out, at: 0, nonzero: None }
    }

    /// A writer at the start of `out`, which must hold only zeros: it
    /// stores the values that are not zero (by their bits: `-0.0` is
    /// stored) and pushes their positions onto `nonzero`, in the order
    /// written. `out` then holds what [`new`](Self::new) would have
    /// written; a buffer that held anything else holds that too, wrongly.
    pub fn onto_zeros(out: &'a mut [f32], nonzero: &'a mut Vec<u32>) -> ObservationWriter<'a> {
        ObservationWriter { out, at: 0, nonzero: Some(nonzero) }
    }

    /// Stores `value` at `position`: nothing past the buffer's end, and
    /// onto zeros nothing for a zero.
    fn store(&mut self, position: usize, value: f32) {
        let Some(slot) = self.out.get_mut(position) else { return };
        match &mut self.nonzero {
            None => *slot = value,
            Some(nonzero) if value.to_bits() != 0 => {
                *slot = value;
                // Positions fit: a tensor of 2^32 values is no observation.
                nonzero.push(u32::try_from(position).unwrap_or(u32::MAX));
            }
            Some(_) => {}
        }
    }

    fn put(&mut self, value: f32) {
        self.store(self.at, value);
        self.at += 1;
    }

    /// Sets the next `n` values (those inside the buffer) to zero, without
    /// moving on; a writer onto zeros has nothing to do.
    fn clear(&mut self, n: usize) {
        if self.nonzero.is_none() {
            let start = self.at.min(self.out.len());
            let end = self.at.saturating_add(n).min(self.out.len());
            // A fill, not a branch per value: one-hot blocks are most of a tensor.
            self.out[start..end].fill(0.0);
        }
    }

    /// One value: 1.0 if `on`, else 0.0.
    pub fn flag(&mut self, on: bool) {
        self.put(if on { 1.0 } else { 0.0 });
    }

    /// One value: `value / scale` (a count divided by its usual maximum).
    pub fn scalar(&mut self, value: f32, scale: f32) {
        self.put(value / scale);
    }

    /// `n` values of 0.0 (padding after a part of variable length).
    pub fn zeros(&mut self, n: usize) {
        self.clear(n);
        self.at = self.at.saturating_add(n);
    }

    /// `n` values: 1.0 at `index`, 0.0 elsewhere (all 0.0 for `None` or an
    /// index of `n` or more).
    pub fn one_hot(&mut self, index: Option<usize>, n: usize) {
        self.clear(n);
        if let Some(i) = index.filter(|&i| i < n) {
            self.store(self.at.saturating_add(i), 1.0);
        }
        self.at = self.at.saturating_add(n);
    }

    /// `n` values: bit `i` of `bits` as 0.0 or 1.0, from bit 0.
    pub fn bits(&mut self, bits: u64, n: usize) {
        self.clear(n);
        let mut rest = bits;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            if i < n {
                self.store(self.at.saturating_add(i), 1.0);
            }
            rest &= rest - 1;
        }
        self.at = self.at.saturating_add(n);
    }

    /// How many values have been written so far.
    #[must_use]
    pub fn position(&self) -> usize {
        self.at
    }

    /// Whether the values written fill the buffer exactly.
    #[must_use]
    pub fn finish(self) -> bool {
        self.at == self.out.len()
    }
}

/// Dense ids of a block layout: an action space cut into consecutive
/// blocks, one per variant, each of a fixed size. `offset(k)` is where
/// block `k` starts; `locate(id)` finds the block of an id and the index
/// within it.
///
/// ```
/// use wargames_core::Blocks;
///
/// const LAYOUT: Blocks<3> = Blocks::new([2, 1, 5]);
/// assert_eq!(LAYOUT.total(), 8);
/// assert_eq!(LAYOUT.offset(2), 3);
/// assert_eq!(LAYOUT.id(2, 4), Some(7));
/// assert_eq!(LAYOUT.id(2, 5), None);
/// assert_eq!(LAYOUT.locate(3), Some((2, 0)));
/// assert_eq!(LAYOUT.locate(8), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blocks<const N: usize> {
    sizes: [usize; N],
}

impl<const N: usize> Blocks<N> {
    /// The layout of blocks of these sizes, in order.
    #[must_use]
    pub const fn new(sizes: [usize; N]) -> Blocks<N> {
        Blocks { sizes }
    }

    /// The number of ids in all blocks.
    #[must_use]
    pub const fn total(&self) -> usize {
        let mut sum = 0;
        let mut k = 0;
        while k < N {
            sum += self.sizes[k];
            k += 1;
        }
        sum
    }

    /// The first id of block `block` (the total past the last block).
    #[must_use]
    pub const fn offset(&self, block: usize) -> usize {
        let mut sum = 0;
        let mut k = 0;
        while k < N && k < block {
            sum += self.sizes[k];
            k += 1;
        }
        sum
    }

    /// The id of index `index` of block `block`, or `None` if the index is
    /// not below the block's size.
    #[must_use]
    pub const fn id(&self, block: usize, index: usize) -> Option<usize> {
        if block < N && index < self.sizes[block] { Some(self.offset(block) + index) } else { None }
    }

    /// The block of `id` and its index within the block, or `None` past
    /// the last block.
    #[must_use]
    pub const fn locate(&self, id: usize) -> Option<(usize, usize)> {
        let mut start = 0;
        let mut k = 0;
        while k < N {
            if id < start + self.sizes[k] {
                return Some((k, id - start));
            }
            start += self.sizes[k];
            k += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::ObservationWriter;

    /// `one_hot` and `bits` write what a value-by-value loop writes, also
    /// past the end of the buffer (nothing there) and past bit 63 (zeros).
    #[test]
    fn writer_blocks_equal_their_value_by_value_definition() {
        let indices = [None, Some(0), Some(3), Some(4), Some(9), Some(70)];
        let patterns = [0u64, 1, 0b1011, 1 << 63, u64::MAX, 0xF0F0_0000_0000_0001];
        for len in [0usize, 3, 5, 7, 80] {
            for start in [0usize, 2, 6] {
                for n in [0usize, 1, 4, 5, 66] {
                    for index in indices {
                        let mut fast = vec![9.0f32; len];
                        let mut w = ObservationWriter::new(&mut fast);
                        (0..start).for_each(|_| w.flag(true));
                        w.one_hot(index, n);
                        let at = w.position();
                        let mut slow = vec![9.0f32; len];
                        let mut w = ObservationWriter::new(&mut slow);
                        (0..start).for_each(|_| w.flag(true));
                        (0..n).for_each(|i| w.flag(index == Some(i)));
                        let slow_at = w.position();
                        assert_eq!((fast, at), (slow, slow_at), "one_hot({index:?}, {n}) at {start} of {len}");
                    }
                    for bits in patterns {
                        let mut fast = vec![9.0f32; len];
                        let mut w = ObservationWriter::new(&mut fast);
                        (0..start).for_each(|_| w.flag(true));
                        w.bits(bits, n);
                        let at = w.position();
                        let mut slow = vec![9.0f32; len];
                        let mut w = ObservationWriter::new(&mut slow);
                        (0..start).for_each(|_| w.flag(true));
                        (0..n).for_each(|i| w.flag(i < 64 && bits >> i & 1 == 1));
                        let slow_at = w.position();
                        assert_eq!((fast, at), (slow, slow_at), "bits({bits:#x}, {n}) at {start} of {len}");
                    }
                }
            }
        }
    }
}
