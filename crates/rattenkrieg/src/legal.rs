//! Which actions are legal: the one place that decides, used by both
//! `validate` (with the rule each refusal breaks) and `legal_actions`.

use wargames_core::{AreaId, AreaSet, Card, CardSet, FlowError};

use crate::action::Action;
use crate::error::Error;
use crate::event_card::EventCard;
use crate::options::RefitRule;
use crate::scenario::UnitKind;
use crate::side::Side;
use crate::state::{Activation, Rattenkrieg, Stage};
use crate::unit::UnitId;

fn not_now(stage: Stage, action: &Action) -> Error {
    let rule = match stage {
        Stage::PlayerTurn | Stage::Activation => "7.1",
        Stage::ChooseDefender => "8.2",
        Stage::Declare { .. } => "8.4",
        Stage::Raise { .. } => "8.6",
        Stage::Tie => "8.7.4",
        Stage::Loss { .. } => "8.9",
        Stage::Isolation { .. } => "8.10",
        Stage::Continue => "8.11",
        Stage::Discard { .. } => "10.1",
        Stage::Deal { .. } | Stage::Strike { .. } | Stage::Snipe | Stage::Over => "5.0",
    };
    let what = match action {
        Action::Activate { .. } => "activating a counter",
        Action::Refit { .. } => "refitting",
        Action::Pass => "passing",
        Action::Move { .. } => "moving",
        Action::Enter { .. } => "entering an enemy area",
        Action::Attack { .. } => "attacking",
        Action::Event { .. } => "playing an event",
        Action::End => "ending the activation",
        Action::Defend { .. } => "naming the defending counter",
        Action::Play { .. } => "putting down a combat card",
        Action::Decline => "declining the combat",
        Action::Stand => "standing (no raise)",
        Action::Refight => "fighting again",
        Action::Concede => "conceding the tie",
        Action::Retreat { .. } => "retreating",
        Action::LoseStep { .. } => "losing a step",
        Action::SacrificeTank => "sacrificing the T-34",
        Action::Isolate => "staying isolated",
        Action::Discard { .. } => "discarding hand cards",
    };
    Error::NotNow { rule, what }
}

impl Rattenkrieg {
    fn known(&self, unit: UnitId) -> Result<(), Error> {
        if unit.index() < self.rules.count { Ok(()) } else { Err(Error::NoSuchUnit(unit)) }
    }

    fn own_on_map(&self, unit: UnitId) -> Result<AreaId, Error> {
        self.known(unit)?;
        if self.side_of(unit) != self.to_play {
            return Err(Error::NotYourUnit(unit));
        }
        self.unit(unit).area().ok_or(Error::NotOnMap(unit))
    }

    pub(crate) fn active(&self) -> Result<(Activation, AreaId), Error> {
        let act =
            self.activation.ok_or(Error::NotNow { rule: "7.1", what: "an operation without an active counter" })?;
        let area = self.unit(act.unit).area().ok_or(Error::NotOnMap(act.unit))?;
        Ok((act, area))
    }

    /// The free moves open to the active counter [7.2].
    fn free_moves(&self, act: Activation, here: AreaId) -> AreaSet {
        if act.moved || self.unit(act.unit).isolated {
            return AreaSet::EMPTY;
        }
        let board = self.board();
        board.reachable(here, self.controlled(self.to_play)) - AreaSet::single(here)
    }

    /// The adjacent enemy city areas the active counter may step into [7.3].
    fn enemy_neighbours(&self, act: Activation, here: AreaId) -> AreaSet {
        if self.unit(act.unit).isolated {
            return AreaSet::EMPTY;
        }
        self.board().neighbours(here) & self.controlled(self.to_play.enemy()) & self.board().city
    }

    fn check_move_into(&self, act: Activation, here: AreaId, to: AreaId) -> Result<(), Error> {
        if self.unit(act.unit).isolated {
            return Err(Error::IsolatedCannotMove);
        }
        if to == self.board().rear[self.to_play.enemy().index()] {
            return Err(Error::EnemyRear);
        }
        if !self.board().adjacent(here, to) {
            return Err(Error::NotAdjacent(to));
        }
        if !self.enemy_neighbours(act, here).contains(to) {
            return Err(Error::NotEnemyArea(to));
        }
        Ok(())
    }

    fn check_retreat(&self, unit: UnitId, to: AreaId) -> Result<(), Error> {
        let u = self.unit(unit);
        if u.isolated {
            return Err(Error::IsolatedCannotRetreat);
        }
        let board = self.board();
        if self.side_of(unit) == Side::Soviet && to == board.rear[1] && u.area().is_some_and(|a| board.adjacent(a, to))
        {
            return Err(Error::SovietRearRetreat);
        }
        if self.retreats(unit).contains(to) { Ok(()) } else { Err(Error::BadRetreat(to)) }
    }

    fn check_play(&self, side: Side, card: Card, rule: &'static str) -> Result<(), Error> {
        let unit =
            self.fighter(side).ok_or(Error::NotNow { rule: "8.2", what: "a card before the defender is named" })?;
        if self.unit(unit).isolated && self.hands[side.index()].contains(card) {
            return Err(Error::HandWhileIsolated);
        }
        if self.fighting_cards(unit).contains(card) { Ok(()) } else { Err(Error::CardNotAvailable { rule, card }) }
    }

    /// [9.2] [9.3] The target of a bombardment (or, `air`, of air
    /// support) struck from `here`: an enemy counter on the map, outside
    /// the enemy's rear, in `here` or an adjacent area, and never the T-34
    /// under a German bombardment.
    pub(crate) fn check_strike_target(&self, t: UnitId, air: bool, here: AreaId) -> Result<(), Error> {
        let side = self.to_play;
        self.known(t)?;
        let at = self.unit(t).area();
        let Some(at) = at.filter(|_| self.side_of(t) != side) else { return Err(Error::TargetNotEnemy(t)) };
        if at == self.board().rear[side.enemy().index()] {
            return Err(Error::TargetInRear(t));
        }
        if !air && side == Side::German && self.board().tank == Some(t) {
            return Err(Error::BombardTank);
        }
        if at != here && !self.board().adjacent(here, at) {
            return Err(Error::TargetOutOfRange(t));
        }
        Ok(())
    }

    fn check_event(&self, act: Activation, here: AreaId, card: Card, target: Option<UnitId>) -> Result<(), Error> {
        let side = self.to_play;
        if !self.hands[side.index()].contains(card) {
            return Err(Error::EventNotInHand(card));
        }
        let event = EventCard::of(side, card).ok_or(Error::NotFaceCard(card))?;
        match (event, target) {
            (EventCard::Bombardment | EventCard::AirSupport, None) => Err(Error::EventTarget("needs a target counter")),
            (EventCard::Bombardment | EventCard::AirSupport, Some(t)) => {
                self.check_strike_target(t, event == EventCard::AirSupport, here)
            }
            (EventCard::Chuikov, Some(t)) => {
                self.known(t)?;
                let u = self.unit(t);
                if self.side_of(t) == Side::Soviet && u.flipped && u.area().is_some() {
                    Ok(())
                } else {
                    Err(Error::NotFlippedSoviet(t))
                }
            }
            (_, Some(_)) => Err(Error::EventTarget("takes no target")),
            (EventCard::AssaultGun, None) => {
                if self.spec(act.unit).kind == UnitKind::Panzer {
                    Err(Error::AssaultGunPanzer)
                } else if act.assault_gun {
                    Err(Error::AlreadyInEffect("9.4"))
                } else {
                    Ok(())
                }
            }
            (EventCard::CombatEngineers, None) if act.engineers => Err(Error::AlreadyInEffect("9.5")),
            (EventCard::Molotov, None) if act.molotov => Err(Error::AlreadyInEffect("9.7")),
            (EventCard::Chuikov, None) if act.chuikov => Err(Error::AlreadyInEffect("9.8")),
            (EventCard::Sniper, None) if self.hands[Side::German.index()].is_empty() => Err(Error::EmptyGermanHand),
            (_, None) => Ok(()),
        }
    }

    /// Whether `action` is legal now, and if not, which rule it breaks.
    pub(crate) fn check(&self, action: &Action) -> Result<(), Error> {
        let stage = self.stage;
        match stage {
            Stage::Over => return Err(FlowError::GameOver.into()),
            Stage::Deal { .. } | Stage::Strike { .. } | Stage::Snipe => return Err(FlowError::ChancePending.into()),
            _ => {}
        }
        match (stage, *action) {
            (Stage::PlayerTurn, Action::Pass) => Ok(()),
            (Stage::PlayerTurn, Action::Activate { unit, with_tank }) => {
                let area = self.own_on_map(unit)?;
                if self.unit(unit).flipped {
                    return Err(Error::Flipped(unit));
                }
                if with_tank {
                    let tank = self.board().tank.filter(|&t| t != unit).ok_or(Error::TankCannotJoin)?;
                    let t = self.unit(tank);
                    if self.to_play != Side::Soviet || t.area() != Some(area) || t.flipped || t.isolated {
                        return Err(Error::TankCannotJoin);
                    }
                }
                Ok(())
            }
            (Stage::PlayerTurn, Action::Refit { unit }) => {
                let area = self.own_on_map(unit)?;
                if self.unit(unit).flipped {
                    return Err(Error::Flipped(unit));
                }
                if self.rules.options.refit == RefitRule::SovietOnly && self.to_play == Side::German {
                    return Err(Error::RefitSovietOnly);
                }
                if area != self.board().rear[self.to_play.index()] {
                    return Err(Error::RefitOutsideRear(unit));
                }
                if self.unit(unit).steps.len() >= usize::from(self.spec(unit).steps) {
                    return Err(Error::RefitFull(unit));
                }
                Ok(())
            }
            (Stage::Activation, Action::Move { to }) => {
                let (act, here) = self.active()?;
                if self.unit(act.unit).isolated {
                    return Err(Error::IsolatedCannotMove);
                }
                if act.moved {
                    return Err(Error::FreeMoveSpent);
                }
                if self.free_moves(act, here).contains(to) { Ok(()) } else { Err(Error::NotReachable(to)) }
            }
            (Stage::Activation, Action::Enter { to, pay }) => {
                let (act, here) = self.active()?;
                self.check_move_into(act, here, to)?;
                if self.occupied(self.to_play.enemy()).contains(to) {
                    return Err(Error::EnemyPresent(to));
                }
                if (self.hands[self.to_play.index()] | self.unit(act.unit).steps).contains(pay) {
                    Ok(())
                } else {
                    Err(Error::CardNotAvailable { rule: "7.3", card: pay })
                }
            }
            (Stage::Activation, Action::Attack { area }) => {
                let (act, here) = self.active()?;
                if area != here {
                    self.check_move_into(act, here, area)?;
                }
                if !self.occupied(self.to_play.enemy()).contains(area) {
                    return Err(Error::NoEnemy(area));
                }
                if self.fighting_cards(act.unit).is_empty() {
                    return Err(Error::NoCardToAttack);
                }
                Ok(())
            }
            (Stage::Activation, Action::Event { card, target }) => {
                let (act, here) = self.active()?;
                self.check_event(act, here, card, target)
            }
            (Stage::Activation, Action::End) => Ok(()),
            (Stage::ChooseDefender, Action::Defend { unit }) => {
                self.known(unit)?;
                let ok = self.combat.is_some_and(|c| {
                    self.unit(unit).area() == Some(c.area) && self.side_of(unit) == self.to_play.enemy()
                });
                if ok { Ok(()) } else { Err(Error::NotDefender(unit)) }
            }
            (Stage::Declare { side }, Action::Play { card }) => {
                self.check_play(side, card, if side == self.to_play { "8.4" } else { "8.5" })
            }
            (Stage::Raise { side }, Action::Play { card }) => self.check_play(side, card, "8.6"),
            (Stage::Declare { side }, Action::Decline) => {
                if side == self.to_play {
                    Err(Error::AttackerMustPlay)
                } else {
                    Ok(())
                }
            }
            (Stage::Raise { .. }, Action::Stand) | (Stage::Tie, Action::Concede) => Ok(()),
            (Stage::Tie, Action::Refight) => {
                let attacker = self.combat.map(|c| c.attacker).ok_or(Error::CannotRefight)?;
                if self.fighting_cards(attacker).is_empty() { Err(Error::CannotRefight) } else { Ok(()) }
            }
            (Stage::Loss { unit, .. } | Stage::Isolation { unit }, Action::Retreat { to }) => {
                self.check_retreat(unit, to)
            }
            (Stage::Loss { unit, .. }, Action::LoseStep { card }) => {
                if self.unit(unit).steps.contains(card) {
                    Ok(())
                } else {
                    Err(Error::NotAStep(card))
                }
            }
            (Stage::Loss { unit, cause }, Action::SacrificeTank) => {
                if self.loss_options(unit, cause).2 {
                    Ok(())
                } else {
                    Err(Error::TankNotInCombat)
                }
            }
            (Stage::Isolation { .. }, Action::Isolate) => Ok(()),
            (Stage::Continue, Action::Attack { area }) => {
                let (act, here) = self.active()?;
                if area != here {
                    return Err(Error::MustAttackOrRetreat);
                }
                if self.fighting_cards(act.unit).is_empty() {
                    return Err(Error::NoCardToAttack);
                }
                Ok(())
            }
            (Stage::Continue, Action::Retreat { to }) => {
                let (act, _) = self.active()?;
                self.check_retreat(act.unit, to)
            }
            (Stage::Continue, Action::End) => {
                let (act, _) = self.active()?;
                if self.fighting_cards(act.unit).is_empty() && self.retreats(act.unit).is_empty() {
                    Ok(())
                } else {
                    Err(Error::MustAttackOrRetreat)
                }
            }
            (Stage::Discard { side }, Action::Discard { cards }) => match (cards - self.hands[side.index()]).first() {
                Some(card) => Err(Error::DiscardNotHeld(card)),
                None => Ok(()),
            },
            (stage, action) => Err(not_now(stage, &action)),
        }
    }

    /// Every legal action, in the order of [`Action`]'s variants, then
    /// counter, area and card order.
    pub(crate) fn list_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.stage {
            Stage::PlayerTurn => self.list_player_turn(out),
            Stage::Activation => self.list_activation(out),
            Stage::ChooseDefender => {
                if let Some(c) = self.combat {
                    out.extend(self.units_in(c.area, self.to_play.enemy(), true).map(|unit| Action::Defend { unit }));
                }
            }
            Stage::Declare { side } | Stage::Raise { side } => {
                if let Some(unit) = self.fighter(side) {
                    out.extend(self.fighting_cards(unit).iter().map(|card| Action::Play { card }));
                }
                if matches!(self.stage, Stage::Declare { .. }) && side != self.to_play {
                    out.push(Action::Decline);
                }
                if matches!(self.stage, Stage::Raise { .. }) {
                    out.push(Action::Stand);
                }
            }
            Stage::Tie => {
                if self.combat.is_some_and(|c| !self.fighting_cards(c.attacker).is_empty()) {
                    out.push(Action::Refight);
                }
                out.push(Action::Concede);
            }
            Stage::Loss { unit, cause } => {
                let (retreats, steps, sacrifice) = self.loss_options(unit, cause);
                out.extend(retreats.iter().map(|to| Action::Retreat { to }));
                out.extend(steps.iter().map(|card| Action::LoseStep { card }));
                if sacrifice {
                    out.push(Action::SacrificeTank);
                }
            }
            Stage::Isolation { unit } => {
                out.extend(self.retreats(unit).iter().map(|to| Action::Retreat { to }));
                out.push(Action::Isolate);
            }
            Stage::Continue => {
                if let Ok((act, here)) = self.active() {
                    let can_attack = !self.fighting_cards(act.unit).is_empty();
                    if can_attack {
                        out.push(Action::Attack { area: here });
                    }
                    let retreats = self.retreats(act.unit);
                    out.extend(retreats.iter().map(|to| Action::Retreat { to }));
                    if !can_attack && retreats.is_empty() {
                        out.push(Action::End);
                    }
                }
            }
            Stage::Discard { side } => {
                let hand = self.hands[side.index()].bits();
                let mut sub = hand;
                loop {
                    if let Some(cards) = CardSet::from_bits(sub) {
                        out.push(Action::Discard { cards });
                    }
                    if sub == 0 {
                        break;
                    }
                    sub = (sub - 1) & hand;
                }
            }
            Stage::Deal { .. } | Stage::Strike { .. } | Stage::Snipe | Stage::Over => {}
        }
    }

    fn list_player_turn(&self, out: &mut Vec<Action>) {
        let side = self.to_play;
        let tank = self.board().tank;
        // The area where the face-up T-34 may go along [8.12].
        let tank_area = match tank {
            Some(t) if side == Side::Soviet && !self.unit(t).flipped && !self.unit(t).isolated => self.unit(t).area(),
            _ => None,
        };
        let may_refit = !(self.rules.options.refit == RefitRule::SovietOnly && side == Side::German);
        let rear = self.board().rear[side.index()];
        let mut refits = 0u32;
        let mut ids = self.rules.members[side.index()];
        while ids != 0 {
            let id = UnitId(ids.trailing_zeros() as u8);
            ids &= ids - 1;
            let (unit, spec) = (self.unit(id), self.spec(id));
            if unit.flipped {
                continue;
            }
            let Some(area) = unit.area() else { continue };
            out.push(Action::Activate { unit: id, with_tank: false });
            if tank_area == Some(area) && tank != Some(id) {
                out.push(Action::Activate { unit: id, with_tank: true });
            }
            if may_refit && area == rear && unit.steps.len() < usize::from(spec.steps) {
                refits |= 1 << id.index();
            }
        }
        while refits != 0 {
            let i = refits.trailing_zeros() as u8;
            refits &= refits - 1;
            out.push(Action::Refit { unit: UnitId(i) });
        }
        out.push(Action::Pass);
    }

    fn list_activation(&self, out: &mut Vec<Action>) {
        let Ok((act, here)) = self.active() else { return };
        let side = self.to_play;
        let enemy = side.enemy();
        for to in self.free_moves(act, here).iter() {
            out.push(Action::Move { to });
        }
        let enemy_areas = self.enemy_neighbours(act, here);
        let occupied = self.occupied(enemy);
        let purse = self.hands[side.index()] | self.unit(act.unit).steps;
        for to in (enemy_areas - occupied).iter() {
            out.extend(purse.iter().map(|pay| Action::Enter { to, pay }));
        }
        if !self.fighting_cards(act.unit).is_empty() {
            if occupied.contains(here) {
                out.push(Action::Attack { area: here });
            }
            for area in (enemy_areas & occupied).iter() {
                out.push(Action::Attack { area });
            }
        }
        let faces = self.hands[side.index()] & CardSet::faces();
        for card in faces.iter() {
            let Some(event) = EventCard::of(side, card) else { continue };
            if event.is_strike() {
                // [9.2] [9.3] enemy counters here or next door, not in their rear.
                let board = self.board();
                let range =
                    (board.neighbours(here) | AreaSet::single(here)) - AreaSet::single(board.rear[enemy.index()]);
                if (range & occupied).is_empty() {
                    continue;
                }
                let no_tank = if event == EventCard::Bombardment && side == Side::German { board.tank } else { None };
                let count = self.rules.count;
                let units =
                    (0..count as u8).map(UnitId).zip(self.units[..count].iter()).zip(self.rules.specs[..count].iter());
                for ((target, unit), spec) in units {
                    if spec.side == enemy && unit.area().is_some_and(|a| range.contains(a)) && no_tank != Some(target) {
                        out.push(Action::Event { card, target: Some(target) });
                    }
                }
            } else {
                if self.check_event(act, here, card, None).is_ok() {
                    out.push(Action::Event { card, target: None });
                }
                if event == EventCard::Chuikov {
                    for target in self.ids() {
                        let u = self.unit(target);
                        if self.side_of(target) == Side::Soviet && u.flipped && u.area().is_some() {
                            out.push(Action::Event { card, target: Some(target) });
                        }
                    }
                }
            }
        }
        out.push(Action::End);
    }
}
