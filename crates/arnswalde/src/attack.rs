//! The Soviet attack phase: the normal attack (8.1) and the general assault (8.2).

use wargames_core::{Card, Colour, EventSink, Rank, Suit};

use crate::area::Front;
use crate::event::Event;
use crate::options::AssaultAce;
use crate::pending::{Attacks, Pending, Purpose, Resume};
use crate::soviet::strength;
use crate::state::Arnswalde;

impl Arnswalde {
    /// 8.0: the Soviet attack phase begins. In a normal attack (8.1) the top
    /// card of each front attacks if it is face up; in a general assault
    /// (8.2, ordered by a face card in 6.0) every card attacks, top to bottom.
    pub(crate) fn begin_attacks(&mut self, events: &mut impl EventSink<Event>) {
        let general = self.assault.is_some();
        let mut remaining = [0u8; 2];
        for front in Front::ALL {
            let stack = &self.fronts[front.index()];
            remaining[front.index()] =
                if general { stack.len() as u8 } else { u8::from(stack.top_face_up().is_some()) };
        }
        self.attacks = Attacks { general, remaining, current: None };
        self.next_attack(events);
    }

    /// The fronts that still have an attack to resolve.
    pub(crate) fn fronts_to_attack(&self) -> [bool; 2] {
        [self.attacks.remaining[0] > 0, self.attacks.remaining[1] > 0]
    }

    /// 8.1: the player chooses which front attacks next when both still do;
    /// otherwise the one left attacks, or the phase ends.
    pub(crate) fn next_attack(&mut self, events: &mut impl EventSink<Event>) {
        self.attacks.current = None;
        match self.fronts_to_attack() {
            [true, true] => self.pending = Pending::ChooseAttack,
            [true, false] => self.start_attack(Front::North, events),
            [false, true] => self.start_attack(Front::South, events),
            [false, false] => self.finish_attacks(events),
        }
    }

    /// 8.2: after a general assault, a surrender check if both fronts still
    /// hold Soviet cards. Then the turn ends.
    fn finish_attacks(&mut self, events: &mut impl EventSink<Event>) {
        if self.attacks.general && !self.fronts[0].is_empty() && !self.fronts[1].is_empty() {
            self.begin_surrender(Resume::EndOfTurn, events);
        } else {
            self.end_turn(events);
        }
    }

    /// The stack position of the card attacking on `front`: the top card in
    /// a normal attack (8.1); in a general assault (8.2) the highest card
    /// that has not attacked yet.
    pub(crate) fn attacker_index(&self, front: Front) -> Option<usize> {
        let remaining = usize::from(self.attacks.remaining[front.index()]);
        if remaining == 0 {
            None
        } else if self.attacks.general {
            Some(remaining - 1)
        } else {
            self.fronts[front.index()].len().checked_sub(1)
        }
    }

    /// 8.1, 8.2: the next card of `front` attacks. In a general assault a
    /// face-down card is first turned up: a face card is removed (a repeated
    /// order), an ace brings a surrender check.
    pub(crate) fn start_attack(&mut self, front: Front, events: &mut impl EventSink<Event>) {
        self.attacks.current = Some(front);
        let Some(index) = self.attacker_index(front) else { return self.next_attack(events) };
        let stack = &mut self.fronts[front.index()];
        if !stack.is_face_up(index) {
            let Some(card) = stack.turn_up() else { return self.next_attack(events) };
            events.emit(Event::TurnedUp { front, card });
            match card.rank() {
                Some(rank) if rank.is_face() => {
                    stack.remove(index);
                    self.hearts_out.insert(card);
                    events.emit(Event::AssaultOrderWithdrawn { front, card });
                    let remaining = &mut self.attacks.remaining[front.index()];
                    *remaining = remaining.saturating_sub(1);
                    self.next_attack(events);
                    return;
                }
                Some(Rank::Ace) => {
                    events.emit(Event::Prisoners { card });
                    self.begin_surrender(Resume::AssaultAce, events);
                    return;
                }
                _ => {}
            }
        }
        self.attack_ready(front, events);
    }

    /// 8.2: after the surrender check of a face-down ace turned up in a
    /// general assault: it attacks as a unit of strength 10, or leaves
    /// (option [`AssaultAce`]).
    pub(crate) fn after_assault_ace(&mut self, events: &mut impl EventSink<Event>) {
        let Some(front) = self.attacks.current else { return self.next_attack(events) };
        if self.options.assault_ace == AssaultAce::Leaves {
            if let Some(index) = self.attacker_index(front)
                && let Some(card) = self.fronts[front.index()].remove(index)
            {
                self.hearts_out.insert(card);
                events.emit(Event::SovietCardRemoved { front, card });
            }
            let remaining = &mut self.attacks.remaining[front.index()];
            *remaining = remaining.saturating_sub(1);
            self.next_attack(events);
        } else {
            self.attack_ready(front, events);
        }
    }

    /// The attacking card of the current attack.
    pub(crate) fn attacker(&self) -> Option<(Front, usize, Card)> {
        let front = self.attacks.current?;
        let index = self.attacker_index(front)?;
        Some((front, index, self.fronts[front.index()].get(index)?))
    }

    /// 8.1: the card attacks; where Tigers stand the player may answer with
    /// a counterattack, else a judgement card decides.
    fn attack_ready(&mut self, front: Front, events: &mut impl EventSink<Event>) {
        let Some((_, _, card)) = self.attacker() else { return self.next_attack(events) };
        events.emit(Event::AttackBegan { front, card, strength: strength(card) });
        if self.tigers.at(front.area()) > 0 {
            self.pending = Pending::Answer;
        } else {
            self.begin_judgement(Purpose::SovietAttack);
        }
    }

    /// 8.1: the player answers the attack with a counterattack on the attacker.
    pub(crate) fn answer_attack(&mut self, events: &mut impl EventSink<Event>) {
        if let Some((front, index, _)) = self.attacker() {
            self.begin_counterattack(front, index, true, events);
        }
    }

    /// 8.1: the judgement card of an attack (table of 8.1).
    pub(crate) fn attack_card(&mut self, card: Card, events: &mut impl EventSink<Event>) {
        self.discard(card);
        let Some((front, index, soviet)) = self.attacker() else { return self.next_attack(events) };
        let Some(rank) = card.rank() else {
            // Joker: a surrender check, then a new card for the attack.
            self.begin_surrender(Resume::AttackDraw, events);
            return;
        };
        if rank.is_face() {
            if card.colour() == Colour::Red {
                // Artillery on the repair area; then a new card.
                if self.tigers.repair > 0 {
                    self.tigers.lose_one_in_repair();
                    events.emit(Event::TigerDestroyed);
                } else {
                    events.emit(Event::ArtilleryMissed);
                }
                self.begin_judgement(Purpose::SovietAttack);
            } else {
                events.emit(Event::AttackFizzled { front });
                self.attack_done(events);
            }
            return;
        }
        if rank.value() <= strength(soviet) {
            events.emit(Event::AttackSucceeded { front });
            self.lower_morale(events);
            if rank == Rank::Ace && card.suit() == Some(Suit::Diamonds) {
                self.begin_surrender(Resume::AttackDone, events);
                return;
            }
        } else if let Some(card) = self.fronts[front.index()].remove(index) {
            self.hearts_out.insert(card);
            events.emit(Event::SovietCardRemoved { front, card });
        }
        self.attack_done(events);
    }

    /// The attack of the current card is over.
    pub(crate) fn attack_done(&mut self, events: &mut impl EventSink<Event>) {
        if let Some(front) = self.attacks.current {
            let remaining = &mut self.attacks.remaining[front.index()];
            *remaining = remaining.saturating_sub(1);
        }
        self.next_attack(events);
    }
}
