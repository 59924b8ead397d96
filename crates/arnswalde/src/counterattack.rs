//! The counterattack (7.3), as an action or in answer to a Soviet attack (8.1, 8.2).

use wargames_core::{Card, CardSet, Colour, EventSink, Rank, Suit};

use crate::area::{Area, Front};
use crate::event::Event;
use crate::pending::{Counterattack, LastTiger, Pending, Purpose, Ranks, Resume};
use crate::soviet::strength;
use crate::state::Arnswalde;

/// What the player does with a black face card drawn in a counterattack (7.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BlackFaceChoice {
    /// (1) Repair one Tiger of the repair area.
    Repair,
    /// (2) One more action this turn; the card is kept as a reminder.
    ExtraAction,
    /// (3) Take a judgement card into the hand.
    TakeCard,
}

impl Arnswalde {
    /// 7.3: the Tigers of `front` counterattack the card at `index` of its
    /// stack; a face-down card is turned up (an ace or face card counts 10).
    /// The first Tiger draws.
    pub(crate) fn begin_counterattack(
        &mut self,
        front: Front,
        index: usize,
        answer: bool,
        events: &mut impl EventSink<Event>,
    ) {
        let stack = &mut self.fronts[front.index()];
        let Some(target) = stack.get(index) else { return };
        if !stack.is_face_up(index) {
            stack.turn_up();
            events.emit(Event::TurnedUp { front, card: target });
        }
        let strength = strength(target);
        events.emit(Event::CounterattackBegan { front, target, strength });
        self.counterattack = Some(Counterattack {
            front,
            target,
            strength,
            answer,
            waiting: self.tigers.at(front.area()),
            ranks: Ranks::default(),
            last: LastTiger::None,
        });
        self.next_tiger(events);
    }

    /// 7.3: the next Tiger of the front draws its card.
    pub(crate) fn next_tiger(&mut self, events: &mut impl EventSink<Event>) {
        if let Some(ca) = self.counterattack.as_mut() {
            ca.waiting = ca.waiting.saturating_sub(1);
            events.emit(Event::TigerDraws { front: ca.front });
        }
        self.begin_judgement(Purpose::Counterattack);
    }

    /// 7.3: the card drawn for the Tiger in turn (table of 7.3, ruling A6).
    pub(crate) fn counterattack_card(&mut self, card: Card, events: &mut impl EventSink<Event>) {
        let Some(mut ca) = self.counterattack else {
            self.discard(card);
            return;
        };
        let area = ca.front.area();
        let Some(rank) = card.rank() else {
            // Joker: a surrender check, then the same Tiger draws again.
            self.discard(card);
            self.begin_surrender(Resume::CounterattackDraw, events);
            return;
        };
        if rank.is_face() {
            if card.colour() == Colour::Black && !ca.answer {
                self.in_play.insert(card);
                self.pending = Pending::BlackFace(card);
                return;
            }
            // A diamond face card (or, in answer to an attack, any face card):
            // this Tiger's attempt is void; it goes to the Central Square undamaged.
            self.discard(card);
            self.tigers.shift(area, Area::Central, 1);
            events.emit(Event::TigerWithdrew { front: ca.front });
            ca.last = LastTiger::ToCentral;
            self.counterattack = Some(ca);
            if self.options.diamond_face_ends_counterattack {
                self.end_counterattack_failed(events);
            } else {
                self.tiger_failed(events);
            }
            return;
        }
        self.in_play.insert(card);
        let value = rank.value();
        let alone = value >= ca.strength;
        let paired = ca.ranks.contains(rank) && (rank == Rank::Ace || 2 * value >= ca.strength);
        if card.suit() == Some(Suit::Diamonds) && !alone {
            self.tigers.damage(area);
            events.emit(Event::TigerDamaged { area });
            ca.last = LastTiger::Damaged;
        } else {
            ca.last = LastTiger::InArea;
        }
        ca.ranks.insert(rank);
        self.counterattack = Some(ca);
        if self.check_town(events) {
            return;
        }
        if alone || paired {
            self.counterattack_won(events);
        } else {
            self.tiger_failed(events);
        }
    }

    /// 7.3: this Tiger did not remove the card: another Tiger may go on, or
    /// the counterattack ends in failure when none is left.
    fn tiger_failed(&mut self, events: &mut impl EventSink<Event>) {
        match self.counterattack {
            Some(ca) if ca.waiting > 0 => self.pending = Pending::NextTiger,
            _ => self.end_counterattack_failed(events),
        }
    }

    /// 7.3 (ruling A6): the counterattack failed: the last Tiger that drew
    /// is damaged too, unless it already was or went to the Central Square.
    pub(crate) fn end_counterattack_failed(&mut self, events: &mut impl EventSink<Event>) {
        let Some(ca) = self.counterattack else { return };
        if ca.last == LastTiger::InArea && self.tigers.at(ca.front.area()) > 0 {
            self.tigers.damage(ca.front.area());
            events.emit(Event::TigerDamaged { area: ca.front.area() });
        }
        events.emit(Event::CounterattackFailed { front: ca.front });
        self.clear_table();
        if self.check_town(events) {
            return;
        }
        self.finish_counterattack(ca, events);
    }

    /// 7.3: the Soviet card is removed from the game.
    fn counterattack_won(&mut self, events: &mut impl EventSink<Event>) {
        let Some(ca) = self.counterattack else { return };
        let stack = &mut self.fronts[ca.front.index()];
        let index = stack.cards().position(|c| c == ca.target);
        if let Some(index) = index
            && let Some(card) = stack.remove(index)
        {
            self.hearts_out.insert(card);
            events.emit(Event::SovietCardRemoved { front: ca.front, card });
        }
        self.clear_table();
        self.finish_counterattack(ca, events);
    }

    /// The number cards of the counterattack go to the discards.
    fn clear_table(&mut self) {
        let cards = std::mem::replace(&mut self.in_play, CardSet::EMPTY);
        self.judgement.discard_all(cards);
    }

    /// After a counterattack: the action is over; in answer to an attack
    /// (8.1, 8.2, ruling A9) there is no morale loss for that attack, but
    /// morale drops by 1 if the front is left with no Tiger.
    fn finish_counterattack(&mut self, ca: Counterattack, events: &mut impl EventSink<Event>) {
        self.counterattack = None;
        if ca.answer {
            if self.tigers.at(ca.front.area()) == 0 {
                self.lower_morale(events);
            }
            self.attack_done(events);
        } else {
            self.after_action(events);
        }
    }

    /// 7.3: the player gives the counterattack up.
    pub(crate) fn stop_counterattack(&mut self, events: &mut impl EventSink<Event>) {
        self.end_counterattack_failed(events);
    }

    /// 7.3: what a black face card does; then the same Tiger draws again.
    pub(crate) fn black_face(&mut self, card: Card, choice: BlackFaceChoice, events: &mut impl EventSink<Event>) {
        self.in_play.remove(card);
        match choice {
            BlackFaceChoice::Repair => {
                self.discard(card);
                self.tigers.repair_one();
                events.emit(Event::TigerRepaired);
                self.begin_judgement(Purpose::Counterattack);
            }
            BlackFaceChoice::ExtraAction => {
                self.reminders.insert(card);
                self.actions_left += 1;
                events.emit(Event::ExtraActionGained);
                self.begin_judgement(Purpose::Counterattack);
            }
            BlackFaceChoice::TakeCard => {
                self.discard(card);
                self.pending = Pending::TakeCard;
            }
        }
    }

    /// 7.3, black face card (3): the card drawn goes to the hand; then the
    /// Tiger draws again.
    pub(crate) fn take_into_hand(&mut self, card: Card, events: &mut impl EventSink<Event>) {
        self.hand.insert(card);
        events.emit(Event::TakenIntoHand { card });
        self.begin_judgement(Purpose::Counterattack);
    }
}
