//! Placing Locations (R-F5), the objective connecting (R-F6), and Event
//! cards (R-E1, R-F5, R-F7).

use wargames_core::{Bits, EventSink};

use crate::content::Requirement;

use crate::error::Error;
use crate::event::Event;
use crate::state::effects::Source;
use crate::state::squad::Squad;
use crate::state::team::the_turn;
use crate::state::{ChanceKind, Frame, NONE, Need};

impl Squad {
    pub(crate) fn place_step(&mut self, slot: u8, step: u8, want: u8, ev: &mut impl EventSink<Event>) {
        match step {
            0 => {
                let have = self.state.decks.recon.count_ones() as u8;
                let more = self.state.decks.locations.drawable() & !self.state.decks.recon != 0;
                if have < want && more {
                    self.state.flow.need = Need::Chance(ChanceKind::Location);
                } else if have > 1 {
                    self.state.flow.need = Need::Recon;
                } else if let Some(card) = Bits(self.state.decks.recon).first()
                    && have == 1
                {
                    self.place_location(slot, card, ev);
                } else {
                    self.state.flow.pop();
                }
            }
            1 => {
                self.state.flow.set_top(Frame::Place { slot, step: 2, want });
                let card = self.state.field.path.get(usize::from(slot)).copied().unwrap_or(NONE);
                if let Some(l) = self.fixed.content.locations().get(usize::from(card)) {
                    let need = l.enemy_value;
                    self.state.flow.push(Frame::Spawn { slot, need, got: 0, step: 0 });
                }
            }
            2 => {
                self.state.flow.set_top(Frame::Place { slot, step: 3, want });
                if slot + 1 == self.fixed.objective_slot {
                    // R-F6: the objective connects.
                    ev.emit(Event::ObjectiveConnected);
                    self.state.flow.push(Frame::Connect { step: 0 });
                }
            }
            _ => self.state.flow.pop(),
        }
    }

    /// R-F5 steps 1..3: the chosen card goes to the path; the others under the deck.
    pub(crate) fn place_location(&mut self, slot: u8, card: u8, ev: &mut impl EventSink<Event>) {
        self.state.decks.keep_recon(card);
        self.state.field.path[usize::from(slot) % crate::state::SLOTS] = card;
        let l = &self.fixed.content.locations()[usize::from(card)];
        let (id, time, events) = (l.id, l.time, l.events);
        let traits = l.traits.iter().fold(0u8, |a, t| a | t.bit());
        ev.emit(Event::LocationPlaced { slot, card: id });
        let advance = time.saturating_add(self.mission().trait_time(traits));
        if advance > 0 {
            self.state.flow.timer = self.state.flow.timer.saturating_add(advance);
            ev.emit(Event::Timer { timer: self.state.flow.timer });
        }
        if let Some(Frame::Place { want, .. }) = self.state.flow.top() {
            self.state.flow.set_top(Frame::Place { slot, step: 1, want });
        }
        if events > 0 {
            self.state.flow.push(Frame::Events { n: events, step: 0 });
        }
    }

    /// Resolves event card instance `c` (R-E1): each of its effects in
    /// turn (`engine/effects.rs`).
    pub(crate) fn event_effect(&mut self, c: u8, ev: &mut impl EventSink<Event>) {
        let fixed = std::sync::Arc::clone(&self.fixed);
        let Some(card) = fixed.content.event_of(c) else { return };
        ev.emit(Event::EventDrawn { card: card.id });
        card.effect.each(&mut |e| self.resolve_effect(e, Source::Event, NONE, 0, ev));
    }
}

impl Squad {
    /// R-F5: whether the soldier whose turn it is may place the next Location.
    pub(crate) fn check_place(&self) -> Result<(), Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        let f = self.state.field.front(self.fixed.objective_slot);
        if turn.placed
            || self.state.team.soldier(turn.soldier).slot != f
            || f + 1 >= self.fixed.objective_slot
            || self.state.decks.locations.drawable() == 0
        {
            return Err(Error::CannotPlace);
        }
        Ok(())
    }

    /// R-F7: whether the soldier whose turn it is may activate the objective.
    pub(crate) fn check_activate(&self) -> Result<(), Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        if self.state.progress.active
            || !self.connected()
            || self.state.team.soldier(turn.soldier).slot + 1 != self.fixed.objective_slot
        {
            return Err(Error::CannotActivate);
        }
        Ok(())
    }

    /// R-V1: whether the soldier whose turn it is may take the dispatch.
    pub(crate) fn check_take_dispatch(&self) -> Result<(), Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        let Requirement::Recover { actions, .. } = self.fixed.requirement else {
            return Err(Error::CannotRecover);
        };
        let s = turn.soldier;
        if !self.state.progress.active
            || self.state.progress.dispatch_taken
            || self.state.team.soldier(s).slot != self.fixed.objective_slot
            || !self.state.team.soldier(s).gear.iter().any(Option::is_none)
        {
            return Err(Error::CannotRecover);
        }
        turn.need_actions(actions)
    }
}
