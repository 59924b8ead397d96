//! The sequence of play: set-up, the turn [5.0], activations [7.0],
//! combat [8.0], events [9.0] and the refill [10.0]. Every function here
//! mutates an already validated state.

use std::sync::Arc;

use wargames_core::{AreaId, AreaSet, Card, CardSet, DrawPile, EventSink};

use crate::action::Action;
use crate::combat::{Combat, judge_played};
use crate::error::Error;
use crate::event::{Event, Recipient};
use crate::event_card::EventCard;
use crate::options::{Options, TankReturn};
use crate::scenario::{LAST_TURN, UnitSpec, builtin};
use crate::side::Side;
use crate::state::{Activation, Cause, DealPhase, Rattenkrieg, Rules, Stage};
use crate::unit::{MAX_UNITS, Status, Unit, UnitId};

/// The hand each side is dealt at set-up [3.4].
pub(crate) const START_HAND: [usize; 2] = [3, 4];

impl Rules {
    /// The rules of a game on `options`; the built-in scenario's board is
    /// compiled once per process and shared ([`builtin`]).
    pub(crate) fn new(options: Options) -> Result<Rules, Error> {
        let (scenario, board) = match builtin() {
            (scenario, Ok(board)) if **scenario == options.scenario => (Arc::clone(scenario), board.clone()),
            _ => (Arc::new(options.scenario.clone()), options.scenario.compile()?),
        };
        let default_spec = UnitSpec {
            side: crate::side::Side::German,
            kind: crate::scenario::UnitKind::Infantry,
            steps: 0,
            strength: 0,
            start: None,
            arrive: None,
        };
        let mut specs: [UnitSpec; MAX_UNITS] = std::array::from_fn(|_| default_spec.clone());
        for (slot, spec) in specs.iter_mut().zip(board.units.iter()) {
            *slot = spec.clone();
        }
        let count = board.units.len();
        let mut members = [0u32; 2];
        for (id, spec) in board.units.iter().enumerate() {
            members[spec.side.index()] |= 1 << id;
        }
        Ok(Rules { options, scenario, board, specs, count, members })
    }
}

impl Rattenkrieg {
    /// The game at set-up: counters placed [3.1] [3.2], every Stalingrad
    /// area Soviet [3.6], the deck full [2.4]; the deal is next.
    pub(crate) fn new(options: &Options) -> Result<Rattenkrieg, Error> {
        let rules = Rules::new(options.clone())?;
        let mut units = [Unit::default(); MAX_UNITS];
        for (unit, spec) in units.iter_mut().zip(rules.specs.iter()).take(rules.count) {
            if let Some(area) = spec.start {
                unit.status = Status::At(area);
            }
        }
        let mut game = Rattenkrieg {
            rules: Arc::new(rules),
            turn: 1,
            stage: Stage::PlayerTurn,
            to_play: Side::German,
            passes: 0,
            units,
            hands: [CardSet::EMPTY; 2],
            deck: DrawPile::new(CardSet::STANDARD_52),
            german: AreaSet::EMPTY,
            unsettled: AreaSet::EMPTY,
            activation: None,
            combat: None,
            combats: 0,
            winner: None,
        };
        game.deal_next(DealPhase::Setup, &mut wargames_core::NoEvents);
        // A scenario may place counters where control does not yet follow
        // them; the first step brings it in line [3.6].
        game.unsettled |= game.control_due();
        Ok(game)
    }

    /// The next counter or hand to deal to in `phase`, if any and if a card
    /// can be drawn. Counters are dealt in order [3.3] [6.2], so the search
    /// starts at counter `from`: every counter before it is known to be full.
    pub(crate) fn next_recipient(&self, phase: DealPhase, from: usize) -> Option<Recipient> {
        if self.deck.drawable().is_empty() {
            return None;
        }
        let short = |u: UnitId| self.unit(u).steps.len() < usize::from(self.spec(u).steps);
        match phase {
            DealPhase::Setup => {
                self.ids().skip(from).find(|&u| self.spec(u).start.is_some() && short(u)).map(Recipient::Unit).or_else(
                    || {
                        [Side::Soviet, Side::German]
                            .into_iter()
                            .find(|s| self.hands[s.index()].len() < START_HAND[s.index()])
                            .map(Recipient::Hand)
                    },
                )
            }
            DealPhase::Reinforce => self
                .ids()
                .skip(from)
                .find(|&u| {
                    matches!(self.spec(u).arrive, Some((turn, _)) if turn == self.turn)
                        && self.unit(u).area().is_some()
                        && short(u)
                })
                .map(Recipient::Unit),
            DealPhase::Refit => None,
            DealPhase::Refill => {
                Side::BOTH.into_iter().find(|&s| self.hands[s.index()].len() < self.hand_limit(s)).map(Recipient::Hand)
            }
        }
    }

    /// Deals on in `phase`, or moves on when its deal is complete.
    pub(crate) fn deal_next(&mut self, phase: DealPhase, events: &mut impl EventSink<Event>) {
        self.deal_from(phase, 0, events);
    }

    /// [`deal_next`](Self::deal_next), knowing that the counters before
    /// `from` are full.
    fn deal_from(&mut self, phase: DealPhase, from: usize, events: &mut impl EventSink<Event>) {
        if let Some(to) = self.next_recipient(phase, from) {
            self.stage = Stage::Deal { to, phase };
            return;
        }
        match phase {
            DealPhase::Setup => self.begin_turn(events),
            DealPhase::Reinforce => self.begin_operations(events),
            DealPhase::Refit => self.end_player_turn(),
            DealPhase::Refill => {
                // [10.3] every flipped counter is turned face up.
                for u in self.ids() {
                    self.unit_mut(u).flipped = false;
                }
                events.emit(Event::AllFacedUp);
                self.turn += 1;
                self.begin_turn(events);
            }
        }
    }

    /// A dealt card arrives [3.3] [3.4] [6.1] [6.2] [7.5] [10.1].
    pub(crate) fn receive(&mut self, to: Recipient, phase: DealPhase, card: Card, events: &mut impl EventSink<Event>) {
        self.deck.draw(card);
        let side = match to {
            Recipient::Unit(u) => {
                self.unit_mut(u).steps.insert(card);
                self.side_of(u)
            }
            Recipient::Hand(side) => {
                self.hands[side.index()].insert(card);
                side
            }
        };
        events.emit(Event::Dealt { side, to, card: Some(card) });
        // The counters before this one were full when it was chosen, and
        // hands are dealt only once every counter is [3.3] [3.4].
        let from = match to {
            Recipient::Unit(u) => u.index(),
            Recipient::Hand(_) => self.rules.count,
        };
        self.deal_from(phase, from, events);
    }

    /// [5.0] step 1: reinforcements [6.1] [6.2] arrive and are dealt their steps.
    fn begin_turn(&mut self, events: &mut impl EventSink<Event>) {
        events.emit(Event::TurnBegan { turn: self.turn });
        for u in self.ids() {
            if let Some((turn, area)) = self.spec(u).arrive
                && turn == self.turn
                && self.unit(u).status == Status::Waiting
            {
                self.reset_unit(u, Status::At(area));
                events.emit(Event::Arrived { unit: u, area });
            }
        }
        self.deal_next(DealPhase::Reinforce, events);
    }

    /// The T-34 returns [6.3] (when, as `Options::tank_return` reads it);
    /// then the German player turn begins [5.0].
    fn begin_operations(&mut self, events: &mut impl EventSink<Event>) {
        if let Some(tank) = self.board().tank
            && let Status::Eliminated(when) = self.unit(tank).status
        {
            let in_time = match self.rules.options.tank_return {
                TankReturn::Reinforcement => when + 1 == self.turn && (2..=3).contains(&self.turn),
                TankReturn::AnyLaterTurn => when < self.turn,
                TankReturn::NextTurnOnly => when + 1 == self.turn,
            };
            let area = self.board().tractor_works;
            if in_time && self.controller(area) == Some(Side::Soviet) {
                self.reset_unit(tank, Status::At(area));
                events.emit(Event::TankReturned { unit: tank, area });
            }
        }
        self.to_play = Side::German;
        self.passes = 0;
        self.stage = Stage::PlayerTurn;
    }

    /// The other side's player turn [5.0].
    pub(crate) fn end_player_turn(&mut self) {
        self.to_play = self.to_play.enemy();
        self.stage = Stage::PlayerTurn;
    }

    /// Both sides passed in a row [5.0]: the refill phase, or the end [4.0].
    fn end_operations(&mut self, events: &mut impl EventSink<Event>) {
        events.emit(Event::OperationsEnded { turn: self.turn });
        if self.turn >= LAST_TURN {
            let victory = self.board().victory;
            let winner = if (victory - self.german).is_empty() { Side::German } else { Side::Soviet };
            self.winner = Some(winner);
            self.stage = Stage::Over;
            events.emit(Event::GameOver { winner });
        } else {
            self.stage = Stage::Discard { side: Side::German };
        }
    }

    /// [3.6] Control: an area whose non-isolated counters all belong to one
    /// side is that side's; an empty area keeps its controller. Isolated
    /// counters in an area their side controls again are released [8.10].
    ///
    /// Only the areas whose counters changed since the last call
    /// ([`Rattenkrieg::unsettled`]) can change hands or hold a counter to
    /// release, so only they are looked at: the same changes and events,
    /// in the same order, as recomputing every area (the invariants check
    /// it after every step). A release is not marked: a counter released in
    /// an area its side controls cannot turn that area over.
    pub(crate) fn update_control(&mut self, events: &mut impl EventSink<Event>) {
        let touched = std::mem::take(&mut self.unsettled);
        if touched.is_empty() {
            return;
        }
        let (present, isolated) = self.presence_in(touched);
        let [g, s] = present;
        let to_german = ((g - s) & self.board().city) - self.german;
        let to_soviet = (s - g) & self.german;
        for area in to_german.iter() {
            events.emit(Event::Control { area, side: Side::German });
        }
        for area in to_soviet.iter() {
            events.emit(Event::Control { area, side: Side::Soviet });
        }
        self.german = (self.german | to_german) - to_soviet;
        let mut isolated = isolated;
        while isolated != 0 {
            let u = UnitId(isolated.trailing_zeros() as u8);
            isolated &= isolated - 1;
            if let Some(area) = self.unit(u).area()
                && self.controller(area) == Some(self.side_of(u))
            {
                self.unit_mut(u).isolated = false;
                events.emit(Event::Released { unit: u });
            }
        }
    }

    /// The areas where recomputing control from every counter on the map
    /// [3.6] would change something: an area to change hands, or an
    /// isolated counter to release [8.10].
    pub(crate) fn control_due(&self) -> AreaSet {
        let [g, s] = self.presence();
        let mut due = (((g - s) & self.board().city) - self.german) | ((s - g) & self.german);
        for u in self.ids() {
            let unit = self.unit(u);
            if unit.isolated
                && let Some(area) = unit.area()
                && self.controller(area) == Some(self.side_of(u))
            {
                due.insert(area);
            }
        }
        due
    }

    /// Marks the area `unit` is in, if any, for the next control update [3.6].
    fn unsettle(&mut self, unit: UnitId) {
        if let Some(area) = self.unit(unit).area() {
            self.unsettled.insert(area);
        }
    }

    /// Puts `unit` at `status` with no steps, face up and not isolated
    /// (arrival, return, elimination), marking the areas it leaves and enters.
    fn reset_unit(&mut self, unit: UnitId, status: Status) {
        self.unsettle(unit);
        *self.unit_mut(unit) = Unit { status, ..Unit::default() };
        self.unsettle(unit);
    }

    /// Moves `unit` to `to`, marking the areas it leaves and enters.
    fn move_unit(&mut self, unit: UnitId, to: AreaId) {
        self.unsettle(unit);
        self.unit_mut(unit).status = Status::At(to);
        self.unsettled.insert(to);
    }

    /// Isolates `unit` where it stands [8.10], marking its area.
    fn isolate(&mut self, unit: UnitId) {
        self.unit_mut(unit).isolated = true;
        self.unsettle(unit);
    }

    fn discard(&mut self, card: Card) {
        self.deck.discard(card);
    }

    /// Takes `card` from the hand of `side` or the steps of `unit`.
    fn take_card(&mut self, side: Side, unit: UnitId, card: Card) {
        if !self.hands[side.index()].remove(card) {
            self.unit_mut(unit).steps.remove(card);
        }
    }

    /// Moves the active counter, and the T-34 with it [8.12].
    fn move_active(&mut self, to: AreaId) {
        let Some(act) = self.activation else { return };
        self.move_unit(act.unit, to);
        if let Some(tank) = act.tank
            && self.unit(tank).area().is_some()
        {
            self.move_unit(tank, to);
        }
    }

    /// Removes `unit` from play [8.9.3]; its steps are discarded.
    fn eliminate(&mut self, unit: UnitId, events: &mut impl EventSink<Event>) {
        let steps = self.unit(unit).steps;
        self.deck.discard_all(steps);
        self.reset_unit(unit, Status::Eliminated(self.turn));
        if let Some(act) = &mut self.activation
            && act.tank == Some(unit)
        {
            act.tank = None;
        }
        events.emit(Event::Eliminated { unit });
    }

    /// Ends the activation: the counter, and the T-34 with it, are flipped [7.4].
    fn end_activation(&mut self, events: &mut impl EventSink<Event>) {
        if let Some(act) = self.activation.take() {
            for u in [Some(act.unit), act.tank].into_iter().flatten() {
                if self.unit(u).area().is_some() {
                    self.unit_mut(u).flipped = true;
                }
            }
            events.emit(Event::ActivationEnded { unit: act.unit });
        }
        self.combat = None;
        self.end_player_turn();
    }

    /// Plays a validated action.
    pub(crate) fn perform(&mut self, action: Action, events: &mut impl EventSink<Event>) {
        match (self.stage, action) {
            (Stage::PlayerTurn, Action::Pass) => {
                events.emit(Event::Passed { side: self.to_play });
                self.passes += 1;
                if self.passes >= 2 {
                    self.end_operations(events);
                } else {
                    self.end_player_turn();
                }
            }
            (Stage::PlayerTurn, Action::Activate { unit, with_tank }) => {
                self.passes = 0;
                let tank = if with_tank { self.board().tank } else { None };
                self.activation = Some(Activation::new(unit, tank));
                self.stage = Stage::Activation;
                events.emit(Event::Activated { unit, tank });
            }
            (Stage::PlayerTurn, Action::Refit { unit }) => {
                self.passes = 0;
                self.unit_mut(unit).flipped = true;
                events.emit(Event::Refitting { unit });
                if self.deck.drawable().is_empty() {
                    self.end_player_turn();
                } else {
                    self.stage = Stage::Deal { to: Recipient::Unit(unit), phase: DealPhase::Refit };
                }
            }
            (Stage::Activation, Action::Move { to }) => {
                self.move_active(to);
                if let Some(act) = &mut self.activation {
                    act.moved = true;
                    events.emit(Event::Moved { unit: act.unit, to });
                }
            }
            (Stage::Activation, Action::Enter { to, pay }) => {
                let Some(act) = self.activation else { return };
                self.take_card(self.to_play, act.unit, pay);
                self.discard(pay);
                self.move_active(to);
                if let Some(act) = &mut self.activation {
                    act.moved = false;
                }
                events.emit(Event::Entered { unit: act.unit, to, paid: pay });
                self.update_control(events);
            }
            (Stage::Activation | Stage::Continue, Action::Attack { area }) => {
                if self.activation.is_some_and(|act| self.unit(act.unit).area() != Some(area)) {
                    self.move_active(area);
                }
                if let Some(act) = &mut self.activation {
                    act.moved = false;
                }
                self.start_combat(area, events);
            }
            (Stage::Activation, Action::Event { card, target }) => self.play_event(card, target, events),
            (Stage::Activation | Stage::Continue, Action::End) => self.end_activation(events),
            (Stage::ChooseDefender, Action::Defend { unit }) => {
                if let Some(c) = &mut self.combat {
                    c.defender = Some(unit);
                }
                events.emit(Event::Defends { unit });
                self.begin_declarations();
            }
            (Stage::Declare { side } | Stage::Raise { side }, Action::Play { card }) => {
                self.put_down(side, card, events)
            }
            (Stage::Declare { side }, Action::Decline) => {
                events.emit(Event::Declined { side });
                self.clear_table();
                if let Some(defender) = self.combat.and_then(|c| c.defender) {
                    self.begin_loss(defender, Cause::Defender, events);
                }
            }
            (Stage::Raise { side }, Action::Stand) => {
                events.emit(Event::Stood { side });
                self.reveal(events);
            }
            (Stage::Tie, Action::Refight) => {
                events.emit(Event::Refought);
                self.begin_declarations();
            }
            (Stage::Tie, Action::Concede) => {
                if let Some(c) = self.combat {
                    self.begin_loss(c.attacker, Cause::Attacker, events);
                }
            }
            (Stage::Loss { unit, cause }, Action::Retreat { to }) => {
                self.retreat(unit, to, events);
                self.after_loss(cause, true, events);
            }
            (Stage::Loss { unit, cause }, Action::LoseStep { card }) => {
                self.unit_mut(unit).steps.remove(card);
                self.discard(card);
                events.emit(Event::LostStep { unit, card });
                self.after_loss(cause, false, events);
            }
            (Stage::Loss { unit, cause }, Action::SacrificeTank) => {
                if let Some(tank) = self.tank_in_combat() {
                    self.eliminate(tank, events);
                    self.after_loss(cause, tank == unit, events);
                }
            }
            (Stage::Isolation { unit }, Action::Retreat { to }) => {
                self.retreat(unit, to, events);
                self.next_isolation(Some(unit), events);
            }
            (Stage::Isolation { unit }, Action::Isolate) => {
                self.isolate(unit);
                events.emit(Event::Isolated { unit });
                self.next_isolation(Some(unit), events);
            }
            (Stage::Continue, Action::Retreat { to }) => {
                if let Some(act) = self.activation {
                    self.retreat(act.unit, to, events);
                }
                self.end_activation(events);
            }
            (Stage::Discard { side }, Action::Discard { cards }) => {
                self.hands[side.index()] -= cards;
                self.deck.discard_all(cards);
                events.emit(Event::Discarded { side, cards });
                match side {
                    Side::German => self.stage = Stage::Discard { side: Side::Soviet },
                    Side::Soviet => self.deal_next(DealPhase::Refill, events),
                }
            }
            _ => {}
        }
    }

    /// [9.x] A face card from the hand, played as an event.
    fn play_event(&mut self, card: Card, target: Option<UnitId>, events: &mut impl EventSink<Event>) {
        let side = self.to_play;
        let Some(event) = EventCard::of(side, card) else { return };
        self.hands[side.index()].remove(card);
        self.discard(card);
        events.emit(Event::EventPlayed { side, card, event, target });
        let Some(act) = &mut self.activation else { return };
        // [7.1] An event is an operation: like entering or attacking, it
        // re-opens the free move (I2).
        act.moved = false;
        match (event, target) {
            (EventCard::Bombardment | EventCard::AirSupport, Some(target)) => {
                if self.deck.drawable().is_empty() {
                    return;
                }
                self.stage = Stage::Strike { target, air: event == EventCard::AirSupport };
            }
            (EventCard::AssaultGun, _) => act.assault_gun = true,
            (EventCard::CombatEngineers, _) => act.engineers = true,
            (EventCard::Molotov, _) => act.molotov = true,
            (EventCard::Chuikov, None) => act.chuikov = true,
            (EventCard::Chuikov, Some(unit)) => {
                self.unit_mut(unit).flipped = false;
                events.emit(Event::FacedUp { unit });
            }
            (EventCard::Sniper, _) => self.stage = Stage::Snipe,
            _ => {}
        }
    }

    /// The card drawn for a bombardment or air support hits [9.2] [9.3]:
    /// a number at or above the target's strength (modified by terrain for
    /// a bombardment); a face card hits a bombardment by the side holding
    /// Mamayev Kurgan and misses otherwise.
    pub(crate) fn strike_hits(&self, target: UnitId, air: bool, card: Card) -> bool {
        let spec = self.spec(target);
        if card.is_face() {
            return !air && self.controlled(self.to_play).contains(self.board().mamayev_kurgan);
        }
        let mut strength = i16::from(spec.strength);
        if !air && let Some(area) = self.unit(target).area() {
            strength += i16::from(self.terrain_modifier(spec.kind, area));
        }
        card.rank().is_some_and(|r| i16::from(r.value()) >= strength)
    }

    pub(crate) fn resolve_strike(&mut self, target: UnitId, air: bool, card: Card, events: &mut impl EventSink<Event>) {
        self.deck.draw(card);
        self.discard(card);
        let hit = self.strike_hits(target, air, card);
        events.emit(Event::Struck { target, card, hit });
        if hit {
            self.begin_loss(target, Cause::Strike, events);
        } else {
            self.stage = Stage::Activation;
        }
    }

    pub(crate) fn resolve_snipe(&mut self, card: Card, events: &mut impl EventSink<Event>) {
        self.hands[Side::German.index()].remove(card);
        self.discard(card);
        events.emit(Event::Sniped { card });
        self.stage = Stage::Activation;
    }

    /// [8.1] [8.2] A combat begins in `area`; the defender names its
    /// counter unless it has only one there.
    fn start_combat(&mut self, area: AreaId, events: &mut impl EventSink<Event>) {
        let Some(act) = &mut self.activation else { return };
        let combat = Combat {
            attacker: act.unit,
            defender: None,
            area,
            played: [CardSet::EMPTY; 2],
            last: [None; 2],
            first: if act.chuikov { Side::German } else { self.to_play },
            engineers: act.engineers,
            molotov: act.molotov,
            chuikov: act.chuikov,
        };
        act.engineers = false;
        act.molotov = false;
        act.chuikov = false;
        self.combats = self.combats.saturating_add(1);
        events.emit(Event::CombatBegan { attacker: combat.attacker, area });
        self.combat = Some(combat);
        let (first, more) = {
            let mut defenders = self.units_in(area, self.to_play.enemy(), true);
            (defenders.next(), defenders.next().is_some())
        };
        match first {
            Some(unit) if !more => {
                if let Some(c) = &mut self.combat {
                    c.defender = Some(unit);
                }
                events.emit(Event::Defends { unit });
                self.begin_declarations();
            }
            _ => self.stage = Stage::ChooseDefender,
        }
    }

    fn begin_declarations(&mut self) {
        if let Some(c) = &mut self.combat {
            c.played = [CardSet::EMPTY; 2];
            c.last = [None; 2];
            self.stage = Stage::Declare { side: c.first };
        }
    }

    /// The fighting counter of `side` in the current combat.
    pub(crate) fn fighter(&self, side: Side) -> Option<UnitId> {
        let c = self.combat?;
        if side == self.to_play { Some(c.attacker) } else { c.defender }
    }

    /// [8.4] [8.5] [8.6] A card put down face down (face up to the Soviet
    /// side for the German side under General Chuikov [9.8]).
    fn put_down(&mut self, side: Side, card: Card, events: &mut impl EventSink<Event>) {
        let Some(unit) = self.fighter(side) else { return };
        self.take_card(side, unit, card);
        let Some(c) = &mut self.combat else { return };
        c.played[side.index()].insert(card);
        c.last[side.index()] = Some(card);
        let open = c.chuikov && side == Side::German;
        let first = c.first;
        events.emit(Event::Played { side, card: Some(card), open });
        self.stage = match self.stage {
            Stage::Declare { side } if side == first => Stage::Declare { side: side.enemy() },
            Stage::Declare { .. } => Stage::Raise { side: first },
            _ => Stage::Raise { side: side.enemy() },
        };
    }

    /// Discards every card on the table [8.6] [8.7.4].
    fn clear_table(&mut self) {
        if let Some(c) = &mut self.combat {
            let cards = c.played[0] | c.played[1];
            c.played = [CardSet::EMPTY; 2];
            c.last = [None; 2];
            self.deck.discard_all(cards);
        }
    }

    /// [8.7] The cards are revealed and judged.
    fn reveal(&mut self, events: &mut impl EventSink<Event>) {
        let Some(c) = self.combat else { return };
        let Some(defender) = c.defender else { return };
        let attacker_side = self.to_play;
        let a = attacker_side.index();
        let d = attacker_side.enemy().index();
        let verdict = judge_played(
            self.rules.options.reveal,
            attacker_side,
            (c.played[a], c.last[a], self.combat_strength(c.attacker)),
            (c.played[d], c.last[d], self.combat_strength(defender)),
        );
        events.emit(Event::Revealed { attacker: c.played[a], defender: c.played[d], verdict });
        self.clear_table();
        match verdict.winner() {
            None if !self.fighting_cards(c.attacker).is_empty() => self.stage = Stage::Tie,
            None => self.begin_loss(c.attacker, Cause::Attacker, events),
            Some(w) if w == attacker_side => self.begin_loss(defender, Cause::Defender, events),
            Some(_) => self.begin_loss(c.attacker, Cause::Attacker, events),
        }
    }

    /// The choices of a losing counter [8.9] [8.12]: (retreats, steps, may sacrifice the T-34).
    pub(crate) fn loss_options(&self, unit: UnitId, cause: Cause) -> (AreaSet, CardSet, bool) {
        let sacrifice = cause != Cause::Strike && self.side_of(unit) == Side::Soviet && self.tank_in_combat().is_some();
        (self.retreats(unit), self.unit(unit).steps, sacrifice)
    }

    /// [8.9] `unit` takes a loss: its owner chooses, or it is eliminated
    /// when it can neither retreat nor lose a step [8.9.3].
    fn begin_loss(&mut self, unit: UnitId, cause: Cause, events: &mut impl EventSink<Event>) {
        let (retreats, steps, sacrifice) = self.loss_options(unit, cause);
        if retreats.is_empty() && steps.is_empty() && !sacrifice {
            self.eliminate(unit, events);
            self.after_loss(cause, true, events);
        } else {
            self.stage = Stage::Loss { unit, cause };
        }
    }

    fn retreat(&mut self, unit: UnitId, to: AreaId, events: &mut impl EventSink<Event>) {
        let is_active = self.activation.is_some_and(|a| a.unit == unit);
        if is_active {
            self.move_active(to);
            if let Some(tank) = self.activation.and_then(|a| a.tank) {
                self.unit_mut(tank).flipped = true;
            }
        } else {
            self.move_unit(unit, to);
        }
        self.unit_mut(unit).flipped = true;
        events.emit(Event::Retreated { unit, to });
    }

    /// After a loss: the attacker that left ends its activation [8.11]; a
    /// defender that left leaves its other counters to retreat or isolate
    /// [8.10]; then the attacker may have to fight on [8.11].
    fn after_loss(&mut self, cause: Cause, left: bool, events: &mut impl EventSink<Event>) {
        match cause {
            Cause::Strike => {
                self.update_control(events);
                self.stage = Stage::Activation;
            }
            Cause::Attacker if left => {
                self.update_control(events);
                self.end_activation(events);
            }
            Cause::Defender if left => self.next_isolation(None, events),
            Cause::Attacker | Cause::Defender => {
                self.update_control(events);
                self.check_continue();
            }
        }
    }

    /// [8.10] The next defending counter in the combat area, after `after`,
    /// retreats or stays isolated (at once isolated if it cannot retreat).
    fn next_isolation(&mut self, after: Option<UnitId>, events: &mut impl EventSink<Event>) {
        let Some(c) = self.combat else { return };
        let side = self.to_play.enemy();
        let start = after.map_or(0, |u| u.index() + 1);
        let mut next = None;
        for u in self.ids().skip(start) {
            let unit = self.unit(u);
            if unit.status != Status::At(c.area) || unit.isolated || self.side_of(u) != side {
                continue;
            }
            if self.retreats(u).is_empty() {
                self.isolate(u);
                events.emit(Event::Isolated { unit: u });
            } else {
                next = Some(u);
                break;
            }
        }
        match next {
            Some(unit) => self.stage = Stage::Isolation { unit },
            None => {
                self.update_control(events);
                self.check_continue();
            }
        }
    }

    /// [8.11] With counters of both sides left in the area (isolated ones
    /// aside), the attacker attacks again or retreats; otherwise the
    /// activation goes on.
    fn check_continue(&mut self) {
        let Some(c) = self.combat.take() else {
            self.stage = Stage::Activation;
            return;
        };
        self.stage = if self.fight_goes_on(c.attacker, c.area) { Stage::Continue } else { Stage::Activation };
    }

    /// [8.11] Whether the attacker `unit` fights on in `area`: it stands
    /// there, not isolated, with a counter of the enemy that is not
    /// isolated.
    pub(crate) fn fight_goes_on(&self, unit: UnitId, area: AreaId) -> bool {
        let attacker = self.unit(unit);
        attacker.area() == Some(area) && !attacker.isolated && self.any_in(area, self.to_play.enemy(), false)
    }
}
