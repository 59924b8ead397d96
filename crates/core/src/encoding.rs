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

    /// Writes the observation tensor of `view` into `out`, which holds
    /// exactly [`OBSERVATION_SIZE`](Self::OBSERVATION_SIZE) values; every
    /// value is written. Built from the view alone.
    fn encode_view(view: &Self::View, out: &mut [f32]);

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

/// Writes an observation tensor field by field, so a game's layout reads as
/// a list of its fields. Every write moves on; [`finish`](Self::finish)
/// says whether the layout filled the buffer exactly.
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
/// ```
#[derive(Debug)]
pub struct ObservationWriter<'a> {
    out: &'a mut [f32],
    at: usize,
}

impl<'a> ObservationWriter<'a> {
    /// A writer at the start of `out`.
    pub fn new(out: &'a mut [f32]) -> ObservationWriter<'a> {
        ObservationWriter { out, at: 0 }
    }

    fn put(&mut self, value: f32) {
        if let Some(slot) = self.out.get_mut(self.at) {
            *slot = value;
        }
        self.at += 1;
    }

    /// The next `n` slots (those of them inside the buffer), moving on by `n`.
    fn take(&mut self, n: usize) -> &mut [f32] {
        let start = self.at.min(self.out.len());
        let end = self.at.saturating_add(n).min(self.out.len());
        self.at = self.at.saturating_add(n);
        &mut self.out[start..end]
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
        self.take(n).fill(0.0);
    }

    /// `n` values: 1.0 at `index`, 0.0 elsewhere (all 0.0 for `None` or an
    /// index of `n` or more).
    pub fn one_hot(&mut self, index: Option<usize>, n: usize) {
        // A fill and one store, not a branch per value: one-hot blocks are
        // most of a tensor.
        let slots = self.take(n);
        slots.fill(0.0);
        if let Some(slot) = index.and_then(|i| slots.get_mut(i)) {
            *slot = 1.0;
        }
    }

    /// `n` values: bit `i` of `bits` as 0.0 or 1.0, from bit 0.
    pub fn bits(&mut self, bits: u64, n: usize) {
        let slots = self.take(n);
        slots.fill(0.0);
        let mut rest = bits;
        while rest != 0 {
            if let Some(slot) = slots.get_mut(rest.trailing_zeros() as usize) {
                *slot = 1.0;
            }
            rest &= rest - 1;
        }
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
