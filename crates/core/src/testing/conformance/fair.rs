//! The fair-search check: states a seat cannot tell apart give the same
//! legal actions and the same determinizations.

use super::Conformance;
use crate::game::{Game, Status};
use crate::testing::twins::{determinize_blind, indistinguishable};

impl<G: Game> Conformance<G> {
    /// On the pairs of states a seat cannot tell apart
    /// ([`indistinguishable`](crate::testing::indistinguishable)): the game
    /// says it hides something ([`Game::HIDDEN_INFORMATION`]), the seat has
    /// the same legal actions in both, and [`Game::determinize`] does not
    /// reveal which one it was given. A game that says it hides something
    /// must give such pairs, or the check would prove nothing.
    #[allow(clippy::panic, reason = "a test harness reports a breach by panicking")]
    pub(super) fn check_twins(&self) {
        if let (false, Some(reason)) = (G::HIDDEN_INFORMATION, self.incomplete_views) {
            eprintln!("{} conformance: states with equal views not compared: {reason}", G::ID);
            return;
        }
        let twins = indistinguishable::<G>(&self.options, 0..u64::from(self.cases), TWINS, self.max_steps);
        if G::HIDDEN_INFORMATION && twins.is_empty() {
            panic!(
                "{} conformance: HIDDEN_INFORMATION is set, but no chance point of {} games dealt two states a seat \
                 cannot tell apart, so determinize was not checked on any",
                G::ID,
                self.cases
            );
        }
        let mut legal = (Vec::new(), Vec::new());
        for t in &twins {
            let at = format!("seed {}, twins from step {}", t.seed, t.step);
            if !G::HIDDEN_INFORMATION {
                panic!(
                    "{} conformance: {at}: two states differ but {}'s views are equal, and HIDDEN_INFORMATION is \
                     false: either the view leaves out something the seat sees, or the game hides something",
                    G::ID,
                    t.seat
                );
            }
            if t.a.status() == Status::ToAct(t.seat) {
                if t.b.status() != Status::ToAct(t.seat) {
                    panic!(
                        "{} conformance: {at}: {} is to act in one state of a pair it cannot tell apart only",
                        G::ID,
                        t.seat
                    );
                }
                t.a.legal_actions(&mut legal.0);
                t.b.legal_actions(&mut legal.1);
                if legal.0 != legal.1 {
                    panic!(
                        "{} conformance: {at}: {} has other legal actions in two states it cannot tell apart",
                        G::ID,
                        t.seat
                    );
                }
            }
            if let Err(e) = determinize_blind(&t.a, &t.b, t.seat, t.step) {
                panic!("{} conformance: {at}: {e}", G::ID);
            }
        }
    }
}

/// How many pairs of states a seat cannot tell apart the suite checks.
const TWINS: usize = 2_000;
