//! What a search found: the action it plays and the root's visit counts.

use wargames_core::Game;

/// The result of one search.
///
/// The legal actions are those of the seat to act, in the game's order
/// ([`Game::legal_actions`]); `index` and `visits` refer to that list.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<G: Game> {
    /// The index of the chosen action: the most visited at the root (summed
    /// over the trees), the lowest index among equals.
    pub index: usize,
    /// The chosen action.
    pub action: G::Action,
    /// The root visit counts per legal action, summed over the trees (what
    /// a hint shows).
    pub visits: Vec<u32>,
}

impl<G: Game> SearchResult<G> {
    /// All root visits: the iterations that reached a child of the root.
    #[must_use]
    pub fn total_visits(&self) -> u64 {
        self.visits.iter().map(|&v| u64::from(v)).sum()
    }
}
