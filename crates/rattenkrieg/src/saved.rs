//! The serialized form of a game, and the checks a loaded game must pass.

use std::borrow::Cow;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use wargames_core::{AreaSet, CardSet, DrawPile, Game, RuleError, Status as Flow};

use crate::combat::Combat;
use crate::error::Error;
use crate::event::Recipient;
use crate::flow::START_HAND;
use crate::options::Options;
use crate::scenario::LAST_TURN;
use crate::side::Side;
use crate::state::{Activation, Cause, DealPhase, Rattenkrieg, Rules, Stage};
use crate::unit::{MAX_UNITS, Status, Unit, UnitId};

/// A game as saved: the options instead of the compiled rules, the
/// scenario's counters only. Written from a borrowed game, so saving copies
/// neither the scenario nor the counters; read, it owns them.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct Saved<'a> {
    options: Cow<'a, Options>,
    turn: u8,
    stage: Stage,
    to_play: Side,
    passes: u8,
    units: Cow<'a, [Unit]>,
    hands: [CardSet; 2],
    deck: DrawPile,
    german: AreaSet,
    activation: Option<Activation>,
    combat: Option<Combat>,
    combats: u16,
    winner: Option<Side>,
}

impl<'a> From<&'a Rattenkrieg> for Saved<'a> {
    fn from(game: &'a Rattenkrieg) -> Saved<'a> {
        Saved {
            options: Cow::Borrowed(&game.rules.options),
            turn: game.turn,
            stage: game.stage,
            to_play: game.to_play,
            passes: game.passes,
            units: Cow::Borrowed(&game.units[..game.rules.count]),
            hands: game.hands,
            deck: game.deck,
            german: game.german,
            activation: game.activation,
            combat: game.combat,
            combats: game.combats,
            winner: game.winner,
        }
    }
}

fn corrupt(rule: &'static str, what: impl Into<String>) -> Error {
    Error::Corrupt { rule, what: what.into() }
}

impl Serialize for Rattenkrieg {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Saved::from(self).serialize(serializer)
    }
}

impl TryFrom<Saved<'_>> for Rattenkrieg {
    type Error = Error;

    fn try_from(saved: Saved<'_>) -> Result<Rattenkrieg, Error> {
        let rules = Rules::new(saved.options.into_owned())?;
        if saved.units.len() != rules.count {
            return Err(corrupt(
                "2.3",
                format!("{} counters saved for a scenario of {}", saved.units.len(), rules.count),
            ));
        }
        let mut units = [Unit::default(); MAX_UNITS];
        units[..rules.count].copy_from_slice(&saved.units);
        let mut game = Rattenkrieg {
            rules: Arc::new(rules),
            turn: saved.turn,
            stage: saved.stage,
            to_play: saved.to_play,
            passes: saved.passes,
            units,
            hands: saved.hands,
            deck: saved.deck,
            german: saved.german,
            unsettled: AreaSet::EMPTY,
            activation: saved.activation,
            combat: saved.combat,
            combats: saved.combats,
            winner: saved.winner,
        };
        // What a full recomputation of control would change is left to the
        // next step, as in the game that was saved [3.6].
        game.unsettled = game.control_due();
        game.check_invariants()?;
        Ok(game)
    }
}

impl Rattenkrieg {
    fn known_on_map(&self, unit: UnitId, what: &str) -> Result<(), Error> {
        if unit.index() >= self.rules.count || self.unit(unit).area().is_none() {
            return Err(corrupt("7.1", format!("{what} {unit} is not a counter on the map")));
        }
        Ok(())
    }

    /// Checks the game's derived data against a recomputation from the
    /// pieces, and the bounds every reachable state keeps: the turn and the
    /// passes in range, every one of the 52 cards in exactly one place
    /// (hands, deck, discards, counters' steps, cards down in a combat)
    /// [2.4], hands within their limit [10.2], control as 3.6 gives it from
    /// the counters on the map, isolation only in an area the counter's
    /// side does not control [8.10], eliminated counters cleared,
    /// reinforcements still to come holding no card [6.1] [6.2], and the
    /// activation and the combat fitting the stage of play (the defending
    /// counter named once and in the combat area until it has left [8.2],
    /// a tie only with a card to fight again [8.7.4], cards on the
    /// table only while the sides declare and raise [8.4] [8.5] [8.6], the
    /// counter choosing isolation one of the defender's in the combat area
    /// [8.10], an attacker fighting on only where the enemy still stands
    /// [8.11], a card drawn for an event only as the event allows [9.2]
    /// [9.3] [9.6]). A loaded game
    /// is refused when it breaks any of them; the conformance suite runs
    /// the same check after every step.
    ///
    /// # Errors
    /// What is broken, with the rule it breaks.
    pub fn invariants(&self) -> Result<(), String> {
        self.check_invariants().map_err(|e| e.to_string())
    }

    /// The invariants every reachable state keeps (see [`Rattenkrieg::invariants`]).
    fn check_invariants(&self) -> Result<(), Error> {
        if !(1..=LAST_TURN).contains(&self.turn) {
            return Err(corrupt("4.0", format!("turn {} is not one of 1 to {LAST_TURN}", self.turn)));
        }
        if self.passes > 2 {
            return Err(corrupt("5.0", "more than two passes in a row"));
        }
        // [2.4] every one of the 52 cards is in exactly one place.
        let mut places = vec![self.hands[0], self.hands[1], self.deck.pile(), self.deck.discards()];
        places.extend(self.ids().map(|u| self.unit(u).steps));
        if let Some(c) = self.combat {
            places.extend(c.played);
        }
        let mut seen = CardSet::EMPTY;
        for set in places {
            if !(seen & set).is_empty() {
                return Err(corrupt("2.4", format!("cards {} are in two places", seen & set)));
            }
            seen |= set;
        }
        if seen != CardSet::STANDARD_52 {
            return Err(corrupt("2.4", format!("the cards in play are not the 52 cards without jokers: {seen}")));
        }
        if self.hands.iter().any(|h| h.len() > 4) {
            return Err(corrupt("10.2", "a hand holds more than 4 cards"));
        }
        let board = self.board();
        if !(self.german - board.city).is_empty() {
            return Err(corrupt("3.6", "German control of an area outside the city"));
        }
        // [3.6] An area whose non-isolated counters are all one side's is
        // that side's (while [8.10] choices are made, the combat area
        // changes hands only once all have chosen).
        let [g, s] = self.presence();
        let mut settling = AreaSet::EMPTY;
        if let (Stage::Isolation { .. }, Some(c)) = (self.stage, self.combat) {
            settling.insert(c.area);
        }
        let should_be_german = ((g - s) & board.city) - settling;
        let should_be_soviet = (s - g) - settling;
        let wrong = (should_be_german - self.german) | (should_be_soviet & self.german);
        if let Some(area) = wrong.iter().next() {
            return Err(corrupt("3.6", format!("control of area {area} does not follow the counters on the map")));
        }
        // The incremental update of control [3.6] missed nothing: whatever a
        // full recomputation would change lies in an area marked unsettled
        // (none after a step, whose last update settles every area).
        if let Some(area) = (self.control_due() - self.unsettled).iter().next() {
            return Err(corrupt("3.6", format!("control of area {area} was not brought in line with its counters")));
        }
        for u in self.ids() {
            let unit = self.unit(u);
            let spec = self.spec(u);
            if unit.steps.len() > usize::from(spec.steps) {
                return Err(corrupt("3.3", format!("{u} holds more steps than its {}", spec.steps)));
            }
            match unit.status {
                Status::Waiting => {
                    if spec.arrive.is_none_or(|(turn, _)| turn <= self.turn) {
                        return Err(corrupt("6.0", format!("{u} is waiting but is no reinforcement still to come")));
                    }
                    // [6.1] [6.2] It is off the map until it arrives and is
                    // dealt its steps: it holds no card and is neither
                    // flipped nor isolated.
                    if !unit.steps.is_empty() || unit.flipped || unit.isolated {
                        let rule = if spec.side == Side::German { "6.1" } else { "6.2" };
                        return Err(corrupt(rule, format!("{u} holds cards or a marker before it arrives")));
                    }
                }
                Status::At(area) => {
                    if !board.graph.contains(area) {
                        return Err(corrupt("2.1", format!("{u} is in an area not on the map")));
                    }
                    if area == board.rear[spec.side.enemy().index()] {
                        return Err(corrupt("3.5", format!("{u} is in the enemy rear")));
                    }
                    // (During [8.10] choices the area changes hands only once all have chosen.)
                    let settled = !matches!(self.stage, Stage::Isolation { .. });
                    if settled && unit.isolated && self.controller(area) == Some(spec.side) {
                        return Err(corrupt("8.10", format!("{u} is isolated in an area its side controls")));
                    }
                }
                Status::Eliminated(turn) => {
                    if turn > self.turn || unit.flipped || unit.isolated || !unit.steps.is_empty() {
                        return Err(corrupt("8.9.3", format!("{u} is eliminated but not cleared")));
                    }
                }
            }
        }
        self.check_stage()
    }

    fn check_stage(&self) -> Result<(), Error> {
        let (needs_activation, needs_combat) = match self.stage {
            Stage::Deal { .. } | Stage::PlayerTurn | Stage::Discard { .. } | Stage::Over => (false, false),
            Stage::Activation | Stage::Strike { .. } | Stage::Snipe | Stage::Continue => (true, false),
            Stage::Loss { cause: Cause::Strike, .. } => (true, false),
            Stage::ChooseDefender
            | Stage::Declare { .. }
            | Stage::Raise { .. }
            | Stage::Tie
            | Stage::Loss { .. }
            | Stage::Isolation { .. } => (true, true),
        };
        if needs_activation != self.activation.is_some() || needs_combat != self.combat.is_some() {
            return Err(corrupt("7.1", "the activation or the combat does not fit the stage of play"));
        }
        if (self.stage == Stage::Over) != self.winner.is_some() {
            return Err(corrupt("4.0", "a winner is recorded exactly when the game is over"));
        }
        if let Some(act) = self.activation {
            self.known_on_map(act.unit, "the active counter")?;
            if self.side_of(act.unit) != self.to_play {
                return Err(corrupt("7.1", "the active counter is not the side to play's"));
            }
            if let Some(tank) = act.tank
                && (self.board().tank != Some(tank) || self.to_play != Side::Soviet)
            {
                return Err(corrupt("8.12", "only the T-34 goes along with a Soviet counter"));
            }
            // [8.11] The attacker attacks again or retreats only while the
            // enemy is still there to fight.
            if self.stage == Stage::Continue
                && !self.unit(act.unit).area().is_some_and(|a| self.fight_goes_on(act.unit, a))
            {
                return Err(corrupt(
                    "8.11",
                    format!("{} fights on where no enemy counter stands against it", act.unit),
                ));
            }
        }
        if let Some(c) = self.combat {
            if self.activation.map(|a| a.unit) != Some(c.attacker) || self.unit(c.attacker).area() != Some(c.area) {
                return Err(corrupt("8.2", "the attacker is not the active counter in the combat area"));
            }
            if let Some(d) = c.defender
                && (d.index() >= self.rules.count || self.side_of(d) == self.to_play)
            {
                return Err(corrupt("8.2", "the defending counter is not the enemy's"));
            }
            let needs_defender = matches!(self.stage, Stage::Declare { .. } | Stage::Raise { .. } | Stage::Tie);
            if needs_defender && c.defender.is_none() {
                return Err(corrupt("8.2", "cards are played before a defender is named"));
            }
        }
        // The pending deal goes where the rules deal next: counters in order,
        // then hands [3.3] [3.4] [6.2] [10.1] (a refit deals to the counter
        // that refits [7.5]).
        if let Stage::Deal { to, phase } = self.stage
            && phase != DealPhase::Refit
            && self.next_recipient(phase, 0) != Some(to)
        {
            let rule = match phase {
                DealPhase::Setup | DealPhase::Refit => "3.3",
                DealPhase::Reinforce => "6.2",
                DealPhase::Refill => "10.1",
            };
            return Err(corrupt(rule, "the pending deal is not to the counter or hand dealt to next"));
        }
        match self.stage {
            Stage::Deal { to: Recipient::Unit(u), .. } => self.known_on_map(u, "the dealt counter")?,
            Stage::Strike { target: u, .. } => self.known_on_map(u, "the target")?,
            Stage::Loss { unit, .. } | Stage::Isolation { unit } => self.known_on_map(unit, "the losing counter")?,
            _ => {}
        }
        self.check_turn_order()?;
        self.check_deal()?;
        self.check_defender()?;
        self.check_table()?;
        self.check_isolation()?;
        self.check_event_draw()?;
        self.check_loss()?;
        self.check_can_go_on()
    }

    /// [5.0] Two passes in a row end the operations: a player turn follows
    /// at most one pass, an activation none, and the refill phase [10.1]
    /// follows two; [4.0] the operations of the last turn end the game, so
    /// its refill phase never comes.
    fn check_turn_order(&self) -> Result<(), Error> {
        let passes_ok = match self.stage {
            Stage::PlayerTurn => self.passes <= 1,
            Stage::Discard { .. } | Stage::Deal { phase: DealPhase::Refill, .. } => self.passes == 2,
            Stage::Deal { phase: DealPhase::Setup | DealPhase::Reinforce, .. } | Stage::Over => true,
            _ => self.passes == 0,
        };
        if !passes_ok {
            return Err(corrupt("5.0", format!("{} passes in a row do not fit the stage of play", self.passes)));
        }
        if matches!(self.stage, Stage::Discard { .. } | Stage::Deal { phase: DealPhase::Refill, .. })
            && self.turn >= LAST_TURN
        {
            return Err(corrupt("4.0", "a refill phase after the operations of the last turn"));
        }
        Ok(())
    }

    /// [8.2] [8.10] The defending counter is named once, and stands in the
    /// combat area until it has lost and left it (its other counters then
    /// choose); [8.7.4] a tie waits on an attacker with a card to fight
    /// again.
    fn check_defender(&self) -> Result<(), Error> {
        let Some(c) = self.combat else { return Ok(()) };
        let defender_here = c.defender.map(|d| self.unit(d).area() == Some(c.area));
        match (self.stage, defender_here) {
            (Stage::ChooseDefender, Some(_)) => return Err(corrupt("8.2", "the defender is named twice")),
            (Stage::Isolation { .. }, Some(true)) => {
                return Err(corrupt("8.10", "counters choose isolation before the defending counter has left"));
            }
            (Stage::Isolation { .. }, _) => {}
            (_, Some(false)) => return Err(corrupt("8.2", "the defending counter is not in the combat area")),
            _ => {}
        }
        if self.stage == Stage::Tie && self.fighting_cards(c.attacker).is_empty() {
            return Err(corrupt("8.7.4", "a tie with no card for the attacker to fight again"));
        }
        Ok(())
    }

    /// [8.3] [8.4] [8.5] [8.6] Cards lie on the table only while the sides
    /// declare and raise: none before the first declaration, one of the
    /// side that declared first before the second declares, at least one
    /// of each side while they raise, and none once they are turned over
    /// [8.7]. The last card each side put down is one of its cards there.
    fn check_table(&self) -> Result<(), Error> {
        let Some(c) = self.combat else { return Ok(()) };
        let counts = match self.stage {
            Stage::Declare { side } if side != c.first => {
                let mut counts = [0, 0];
                counts[c.first.index()] = 1;
                counts
            }
            Stage::Raise { .. } => [1, 1],
            _ => [0, 0],
        };
        let raising = matches!(self.stage, Stage::Raise { .. });
        for side in [Side::German, Side::Soviet] {
            let (played, last) = (c.played[side.index()], c.last[side.index()]);
            let count = counts[side.index()];
            let fits = if raising { played.len() >= count } else { played.len() == count };
            if !fits {
                let rule = if raising {
                    "8.6"
                } else if side == c.first {
                    "8.4"
                } else {
                    "8.5"
                };
                let allowed = if raising { "at least 1".to_string() } else { count.to_string() };
                let what = format!("{side} has {} cards on the table where this stage allows {allowed}", played.len());
                return Err(corrupt(rule, what));
            }
            if last.is_some() == played.is_empty() || last.is_some_and(|card| !played.contains(card)) {
                return Err(corrupt("8.6", format!("{side}'s last card down is not one of its cards on the table")));
            }
        }
        Ok(())
    }

    /// [9.2] [9.3] [9.6] A card is drawn for an event only as the event
    /// allows: a bombardment or air support (German only) at a target it
    /// may strike from the active counter's area, a sniper for the Soviet
    /// side.
    fn check_event_draw(&self) -> Result<(), Error> {
        let refused = |e: Error| corrupt(e.rule().unwrap_or("9.1"), format!("the pending strike: {e}"));
        match self.stage {
            Stage::Strike { air: true, .. } if self.to_play != Side::German => {
                Err(corrupt("9.3", "air support is a German event"))
            }
            Stage::Strike { target, air } => {
                let (_, here) = self.active().map_err(refused)?;
                self.check_strike_target(target, air, here).map_err(refused)
            }
            Stage::Snipe if self.to_play != Side::Soviet => Err(corrupt("9.6", "the sniper is a Soviet event")),
            _ => Ok(()),
        }
    }

    /// [8.10] After the defending counter has left the combat area, the
    /// defender's other counters there choose one by one to retreat or stay
    /// isolated: the one choosing is the defender's, stands in the combat
    /// area, is not isolated yet, and has somewhere to retreat (else it is
    /// isolated at once).
    fn check_isolation(&self) -> Result<(), Error> {
        let (Stage::Isolation { unit }, Some(c)) = (self.stage, self.combat) else { return Ok(()) };
        let unit_state = self.unit(unit);
        if self.side_of(unit) == self.to_play || unit_state.area() != Some(c.area) || unit_state.isolated {
            return Err(corrupt("8.10", format!("{unit} is no defending counter left to choose in the combat area")));
        }
        if self.retreats(unit).is_empty() {
            return Err(corrupt("8.10", format!("{unit} chooses to retreat but has nowhere to go")));
        }
        Ok(())
    }

    /// [3.3] [3.4] [6.2] [7.5] [10.2] A card is dealt only to a counter
    /// short of its steps, or a hand short of its size.
    fn check_deal(&self) -> Result<(), Error> {
        let Stage::Deal { to, phase } = self.stage else { return Ok(()) };
        let short = match to {
            Recipient::Unit(u) => self.unit(u).steps.len() < usize::from(self.spec(u).steps),
            Recipient::Hand(side) => {
                let size = if phase == DealPhase::Setup { START_HAND[side.index()] } else { self.hand_limit(side) };
                phase != DealPhase::Reinforce && phase != DealPhase::Refit && self.hands[side.index()].len() < size
            }
        };
        if short {
            Ok(())
        } else {
            Err(corrupt("3.3", format!("a card is dealt to {to:?}, which is not short of cards")))
        }
    }

    /// [8.9] The counter taking a loss is the combat's loser (the attacker
    /// or the defender, as its cause says) or the enemy counter a strike
    /// hit [9.2] [9.3]; it has a way to take it (a retreat, a step, the
    /// T-34), else it would have been eliminated at once [8.9.3].
    fn check_loss(&self) -> Result<(), Error> {
        let Stage::Loss { unit, cause } = self.stage else { return Ok(()) };
        let combat = self.combat;
        let loser = match cause {
            Cause::Attacker => combat.is_some_and(|c| c.attacker == unit),
            Cause::Defender => combat.is_some_and(|c| c.defender == Some(unit)),
            Cause::Strike => self.side_of(unit) != self.to_play,
        };
        if !loser {
            return Err(corrupt("8.9", format!("{unit} takes a loss it has no part in ({cause:?})")));
        }
        let (retreats, steps, sacrifice) = self.loss_options(unit, cause);
        if retreats.is_empty() && steps.is_empty() && !sacrifice {
            return Err(corrupt("8.9.3", format!("{unit} takes a loss with no way to take it")));
        }
        Ok(())
    }

    /// A chance point has a card to draw; a side to act has a legal action.
    fn check_can_go_on(&self) -> Result<(), Error> {
        match Game::status(self) {
            Flow::Chance => {
                let mut outcomes = Vec::new();
                self.chance_outcomes(&mut outcomes);
                if outcomes.is_empty() {
                    return Err(corrupt("2.4", "a card is to be drawn where there is none"));
                }
            }
            Flow::ToAct(_) => {
                let mut legal = Vec::new();
                self.legal_actions(&mut legal);
                if legal.is_empty() {
                    return Err(corrupt("5.0", "the side to act has no legal action"));
                }
            }
            Flow::Over(_) => {}
        }
        Ok(())
    }
}
