//! A rule-based player: it scores every legal action from the player's
//! [`View`] and plays the best, breaking ties with its own seeded source.

use wargames_core::{Agent, Card, CardSet, Colour, Observation, Rng, Seed, Suit};

use crate::action::{Action, Target};
use crate::area::{Area, Front};
use crate::pending::{Pending, Purpose};
use crate::soviet::strength;
use crate::state::{Arnswalde, JUDGEMENT_CARDS};
use crate::view::View;

/// A sensible rule-based player of the solitaire, seeing only its view.
///
/// Its policy, in a few lines:
/// - it sets up three Tigers in North and four in South (3.1), gets a
///   refugee marker out whenever North is clear (7.2), and never sends
///   Tigers out of the town;
/// - it counterattacks (7.3) the Soviet card it is likeliest to remove,
///   reckoning the chance from the judgement cards not yet seen, North
///   before South (North must be clear for the relief, 4.2), and only
///   when the chance outweighs the Tiger a failure costs; once begun, every
///   Tiger of the front tries;
/// - it moves Tigers from the Central Square, or from a front with no
///   Soviet card, to a front whose Soviet cards outnumber its Tigers, and
///   repairs damaged Tigers when nothing better is left;
/// - it answers every Soviet attack it can with a counterattack (8.1),
///   which spares the morale the attack would cost, and plays a hand card
///   instead of a draw only when the card settles the draw in its favour
///   (a number high enough, a suit that does not surrender, a black card);
/// - a black face card repairs a Tiger when one is damaged, else takes a
///   judgement card into the hand (for a later surrender check or kill).
///
/// Ties between equally scored actions are broken at random from its
/// seed. A choice allocates nothing: the [`View`] it reads holds its
/// fronts in fixed-capacity vectors.
///
/// ```
/// use wargames_arnswalde::{Arnswalde, Heuristic, Options};
/// use wargames_core::{Agent, Match, Observation, Status};
///
/// let mut m = Match::<Arnswalde>::new(Options::default(), 1u64).unwrap();
/// let mut bot = Heuristic::new(1u64);
/// let mut legal = Vec::new();
/// while let Some(seat) = m.status().to_act() {
///     m.legal_actions(&mut legal);
///     let i = bot.choose(&Observation::new(m.game(), seat), &legal);
///     let action = legal[i];
///     m.play(&action).unwrap();
/// }
/// assert!(matches!(m.status(), Status::Over(_)));
/// ```
#[derive(Clone, Debug)]
pub struct Heuristic {
    rng: Rng,
}

impl Heuristic {
    /// A heuristic player breaking ties with a source seeded by `seed`.
    #[must_use]
    pub fn new(seed: impl Into<Seed>) -> Heuristic {
        Heuristic { rng: Rng::new(seed) }
    }
}

impl Agent<Arnswalde> for Heuristic {
    fn choose(&mut self, observation: &Observation<'_, Arnswalde>, legal: &[Action]) -> usize {
        let view = observation.view();
        let reading = Reading::new(&view);
        self.rng.best(legal, |action| reading.score(action))
    }
}

/// The number value of a judgement card (ace 1 to 10), if it is one.
fn number(card: Card) -> Option<u8> {
    card.rank().map(wargames_core::Rank::value).filter(|v| (1..=10).contains(v))
}

/// What the heuristic reads off the view for one decision.
struct Reading<'a> {
    view: &'a View,
    /// The judgement cards the player has not seen: the deck's cards (or,
    /// once it runs out, the discards that will be shuffled into it).
    unseen: CardSet,
}

impl<'a> Reading<'a> {
    fn new(view: &'a View) -> Reading<'a> {
        let seen = view.discards | view.hand | view.reminders | view.in_play;
        let mut unseen = JUDGEMENT_CARDS - seen;
        if unseen.is_empty() {
            unseen = view.discards;
        }
        Reading { view, unseen }
    }

    /// The chance that one judgement draw is a number card of `at_least`
    /// or more.
    fn p_number_at_least(&self, at_least: u8) -> f64 {
        let total = self.unseen.len().max(1) as f64;
        let hits = self.unseen.iter().filter(|&c| number(c).is_some_and(|v| v >= at_least)).count();
        hits as f64 / total
    }

    /// The chance that `tigers` Tigers, one draw each, remove a card of
    /// `strength` (7.3; pairs and the extra draws of face cards left out).
    fn p_remove(&self, strength: u8, tigers: u8) -> f64 {
        let p = self.p_number_at_least(strength);
        1.0 - (1.0 - p).powi(i32::from(tigers))
    }

    fn tigers(&self, area: Area) -> u8 {
        self.view.tigers.at(area)
    }

    fn cards(&self, front: Front) -> usize {
        let f = &self.view.fronts[front.index()];
        f.face_up.len() + usize::from(f.face_down)
    }

    /// The strength of the card a counterattack on `front` at `target` meets
    /// (a face-down card: 6, about the average of what it may be).
    fn target_strength(target: Target) -> u8 {
        match target {
            Target::FaceUp(card) => strength(card),
            Target::FaceDown => 6,
        }
    }

    /// The strength of the top face-up card of `front` (the next attacker).
    fn top_strength(&self, front: Front) -> u8 {
        self.view.fronts[front.index()].face_up.last().map_or(6, |&c| strength(c))
    }

    fn score(&self, action: &Action) -> i32 {
        let view = self.view;
        match *action {
            Action::PlaceTigers { north, south, central } => {
                -(i32::from(north.abs_diff(3)) + i32::from(south.abs_diff(4)) + i32::from(central))
            }
            Action::EscapeRefugees => 100,
            Action::EscapeTigers { .. } => -100,
            Action::Counterattack { front, target } => {
                let tigers = self.tigers(front.area());
                let p = self.p_remove(Self::target_strength(target), tigers);
                let worth = match front {
                    Front::North => 60.0,
                    Front::South => 40.0,
                };
                let top = matches!(target, Target::FaceUp(c) if view.fronts[front.index()].face_up.last() == Some(&c));
                let worth = worth + if top { 10.0 } else { 0.0 };
                // A failed counterattack damages one more Tiger.
                (p * worth - (1.0 - p) * 10.0) as i32
            }
            Action::Move { from, to, tigers } => {
                let need = |area: Area| match area {
                    Area::North => self.cards(Front::North) as i32 - i32::from(self.tigers(area)),
                    Area::South => self.cards(Front::South) as i32 - i32::from(self.tigers(area)),
                    Area::Central => -1,
                };
                let giving = match from {
                    Area::Central => true,
                    Area::North => self.cards(Front::North) == 0,
                    Area::South => self.cards(Front::South) == 0,
                };
                if giving && need(to) > 0 { 20 + i32::from(tigers.min(need(to).unsigned_abs() as u8)) } else { -20 }
            }
            Action::Repair => {
                if view.tigers.repair > 0 {
                    5
                } else {
                    -10
                }
            }
            Action::EndActions => 0,
            Action::Draw => 0,
            Action::UseHandCard(card) => self.hand_card(card),
            // Giving up a counterattack damages a Tiger all the same (7.3):
            // every Tiger of the front tries.
            Action::NextTiger => 10,
            Action::StopCounterattack => 0,
            Action::RepairTiger => 30,
            Action::ExtraAction => 20,
            Action::TakeCard => 25,
            Action::ResolveAttack(front) => match front {
                // The North attack first: an early morale loss is the same
                // wherever it comes from.
                Front::North => 1,
                Front::South => 0,
            },
            // An answer spares the morale the attack would cost (8.1) and
            // may remove the attacker: always worth it where Tigers stand.
            Action::AnswerWithCounterattack => 10,
            Action::AcceptAttack => 0,
        }
    }

    /// A hand card instead of a draw: only when it settles the draw well.
    fn hand_card(&self, card: Card) -> i32 {
        let view = self.view;
        let Pending::Judgement { purpose, .. } = view.pending else { return -10 };
        let black = card.colour() == Colour::Black && !card.is_joker();
        let good = match purpose {
            Purpose::Counterattack => match (view.counterattack, number(card)) {
                (Some(ca), Some(value)) => value >= ca.strength,
                _ => false,
            },
            Purpose::Surrender => card.suit().is_some_and(|suit| {
                suit != Suit::Diamonds && !view.options.morale_track.suits(view.morale).contains(suit)
            }),
            Purpose::Repair | Purpose::Relief => black,
            Purpose::SovietAttack => {
                let beat = view.attacks.current.map_or(10, |f| self.top_strength(f));
                black && (card.is_face() || number(card).is_some_and(|v| v > beat))
            }
        };
        // The weakest card that does the job.
        if good { 50 - i32::from(card.rank().map_or(14, wargames_core::Rank::value)) } else { -10 }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests fail loudly")]

    use wargames_core::{Game, NoEvents, RandomAgent, Status};

    use super::*;
    use crate::options::Options;

    fn victories(agent: &mut dyn Agent<Arnswalde>, games: u64) -> u64 {
        let mut won = 0;
        let mut legal = Vec::new();
        for seed in 0..games {
            let mut game = Arnswalde::setup(&Options::default()).unwrap();
            let mut rng = Rng::new(seed);
            loop {
                match game.status() {
                    Status::Over(outcome) => {
                        won += u64::from(outcome.is_victory());
                        break;
                    }
                    Status::Chance => {
                        let c = game.sample_chance(&mut rng).unwrap();
                        game.resolve_chance(&c, &mut NoEvents).unwrap();
                    }
                    Status::ToAct(seat) => {
                        game.legal_actions(&mut legal);
                        let i = agent.choose(&Observation::new(&game, seat), &legal);
                        game.apply(&legal[i], &mut NoEvents).unwrap();
                    }
                }
            }
        }
        won
    }

    #[test]
    fn the_heuristic_wins_more_often_than_a_random_player() {
        let heuristic = victories(&mut Heuristic::new(1u64), 200);
        let random = victories(&mut RandomAgent::new(1u64), 200);
        assert!(heuristic > random, "heuristic {heuristic}, random {random} of 200");
    }
}
