//! Hidden information: the hearts dealt face down (3.2), and a copy of the
//! game with them dealt again, for a search that must not see them.

use wargames_core::{CardSet, Deal, Rng};

use crate::state::Arnswalde;

impl Arnswalde {
    /// The hearts the player has not seen (3.2, I4): the Soviet deck and the
    /// cards lying face down at the bottom of a front. Every other heart is
    /// face up on a front, the assault order on the table, or out of the
    /// game ([`View::hearts_out`](crate::View::hearts_out)), all seen.
    #[must_use]
    pub fn unseen_hearts(&self) -> CardSet {
        let mut unseen = self.soviet_deck;
        for stack in &self.fronts {
            if stack.has_face_down()
                && let Some(card) = stack.get(0)
            {
                unseen.insert(card);
            }
        }
        unseen
    }

    /// A copy in which the face-down cards are dealt again at random from
    /// the hearts the player has not seen ([`unseen_hearts`](Self::unseen_hearts)),
    /// the rest of them making up the Soviet deck; everything the player
    /// has seen is kept, so the [`View`](crate::View) is unchanged. The
    /// result depends only on what the player sees and on `rng`: two states
    /// the player cannot tell apart give the same copy for the same random
    /// stream. [`Game::determinize`](wargames_core::Game::determinize) uses it.
    ///
    /// ```
    /// use wargames_arnswalde::{Action, Arnswalde, Options};
    /// use wargames_core::{Game, Match, Rng, Seat};
    ///
    /// let mut game = Match::<Arnswalde>::new(Options::default(), 5u64).unwrap();
    /// game.play(&Action::PlaceTigers { north: 3, south: 3, central: 1 }).unwrap();
    /// let state = game.game();
    /// let copy = state.resample_hidden(&mut Rng::new(1u64));
    /// assert_eq!(copy.view(Seat::FIRST), state.view(Seat::FIRST));
    /// assert_eq!(copy.unseen_hearts(), state.unseen_hearts());
    /// ```
    #[must_use]
    pub fn resample_hidden(&self, rng: &mut Rng) -> Arnswalde {
        let mut copy = self.clone();
        if !self.fronts.iter().any(|stack| stack.has_face_down()) {
            return copy;
        }
        let mut deal = Deal::new(self.unseen_hearts(), rng);
        for stack in &mut copy.fronts {
            if stack.has_face_down()
                && let Some(card) = deal.next_card()
            {
                stack.replace_face_down(card);
            }
        }
        copy.soviet_deck = deal.rest();
        copy
    }
}
