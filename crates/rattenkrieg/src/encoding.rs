//! Dense action and chance ids and the observation tensor
//! ([`Encoding`]); the layout is documented in `docs/rules/rattenkrieg.md`.

use wargames_core::{AreaId, Blocks, Card, CardSet, Encoding, ObservationWriter};

use crate::action::Action;
use crate::chance::Chance;
use crate::event::Recipient;
use crate::scenario::{LAST_TURN, MAX_AREAS, Terrain};
use crate::side::Side;
use crate::state::{Cause, DealPhase, Rattenkrieg, Stage};
use crate::unit::{MAX_UNITS, Status, UnitId};
use crate::view::View;

/// The most cards a hand holds (10.2); a refill discard is a subset of them.
const HAND: usize = 4;

/// The blocks of action ids, one per variant of [`Action`] in its order.
const ACTIONS: Blocks<19> = Blocks::new([
    MAX_UNITS * 2,        // Activate { unit, with_tank }
    MAX_UNITS,            // Refit { unit }
    1,                    // Pass
    MAX_AREAS,            // Move { to }
    MAX_AREAS * 54,       // Enter { to, pay: card }
    MAX_AREAS,            // Attack { area }
    54 * (MAX_UNITS + 1), // Event { card, target: none or unit }
    1,                    // End
    MAX_UNITS,            // Defend { unit }
    54,                   // Play { card }
    1,                    // Decline
    1,                    // Stand
    1,                    // Refight
    1,                    // Concede
    MAX_AREAS,            // Retreat { to }
    54,                   // LoseStep { card }
    1,                    // SacrificeTank
    1,                    // Isolate
    1 << HAND,            // Discard { cards }: bit i = the hand's i-th card in card order
]);

/// The blocks of chance ids: a card drawn, the card the sniper takes.
const CHANCES: Blocks<2> = Blocks::new([54, 54]);

/// Values per counter in the observation (see the rules page).
const PER_UNIT: usize = 2 + 2 + MAX_AREAS + 1 + 54 + 2;

/// The length of the observation tensor (see the rules page).
const OBSERVATION: usize = 2
    + (LAST_TURN as usize + 1)
    + 51
    + 2
    + 2
    + 54
    + 1
    + MAX_UNITS * PER_UNIT
    + MAX_AREAS
    + MAX_AREAS * 4
    + 1
    + 54
    + (1 + 2 * MAX_UNITS + 5)
    + (1 + 2 * MAX_UNITS + MAX_AREAS + 54 + 1 + 54 + 3)
    + 1
    + 2;

fn unit(index: usize) -> Option<UnitId> {
    UnitId::new(index)
}

fn area(index: usize) -> Option<AreaId> {
    u8::try_from(index).ok().filter(|&i| usize::from(i) < MAX_AREAS).and_then(AreaId::new)
}

fn area_index(area: AreaId) -> Option<usize> {
    Some(usize::from(area.index())).filter(|&i| i < MAX_AREAS)
}

fn card(index: usize) -> Option<Card> {
    u8::try_from(index).ok().and_then(Card::from_index)
}

fn card_index(card: Card) -> usize {
    usize::from(card.index())
}

impl Rattenkrieg {
    /// The hand a refill discard is taken from: that of the side to act,
    /// or of the side whose player turn it is when no side acts.
    fn discarding_hand(&self) -> CardSet {
        self.hands[self.side_to_act().unwrap_or(self.to_play).index()]
    }
}

/// The stage as the observation tells it: its kind (17), the counter it
/// names (a deal's, a strike's target, a loss's, an isolation's), the hand
/// a deal goes to, the deal phase, air support, and a loss's cause.
struct StageFields {
    kind: usize,
    unit: Option<usize>,
    hand: Option<usize>,
    deal: Option<usize>,
    air: bool,
    cause: Option<usize>,
}

fn stage_fields(stage: Stage) -> StageFields {
    let mut f = StageFields { kind: 0, unit: None, hand: None, deal: None, air: false, cause: None };
    f.kind = match stage {
        Stage::Deal { to, phase } => {
            match to {
                Recipient::Unit(u) => f.unit = Some(u.index()),
                Recipient::Hand(side) => f.hand = Some(side.index()),
            }
            f.deal = Some(match phase {
                DealPhase::Setup => 0,
                DealPhase::Reinforce => 1,
                DealPhase::Refit => 2,
                DealPhase::Refill => 3,
            });
            0
        }
        Stage::PlayerTurn => 1,
        Stage::Activation => 2,
        Stage::Strike { target, air } => {
            f.unit = Some(target.index());
            f.air = air;
            3
        }
        Stage::Snipe => 4,
        Stage::ChooseDefender => 5,
        Stage::Declare { side } => 6 + side.index(),
        Stage::Raise { side } => 8 + side.index(),
        Stage::Tie => 10,
        Stage::Loss { unit, cause } => {
            f.unit = Some(unit.index());
            f.cause = Some(match cause {
                Cause::Attacker => 0,
                Cause::Defender => 1,
                Cause::Strike => 2,
            });
            11
        }
        Stage::Isolation { unit } => {
            f.unit = Some(unit.index());
            12
        }
        Stage::Continue => 13,
        Stage::Discard { side } => 14 + side.index(),
        Stage::Over => 16,
    };
    f
}

/// Dense ids (blocks in the order of [`Action`]'s variants and of
/// [`Chance`]'s) and the observation of [`View`]; the layout is in the
/// rules page, `docs/rules/rattenkrieg.md`. Every id depends on the action
/// alone except a refill discard's, which numbers the cards of the
/// discarding side's own hand.
impl Encoding for Rattenkrieg {
    const NUM_DISTINCT_ACTIONS: usize = ACTIONS.total();
    const MAX_CHANCE_OUTCOMES: usize = CHANCES.total();
    const OBSERVATION_SIZE: usize = OBSERVATION;

    fn action_id(&self, action: &Action) -> Option<usize> {
        let units = |k: usize, u: UnitId| ACTIONS.id(k, u.index());
        let areas = |k: usize, a: AreaId| ACTIONS.id(k, area_index(a)?);
        match *action {
            Action::Activate { unit, with_tank } => ACTIONS.id(0, unit.index() * 2 + usize::from(with_tank)),
            Action::Refit { unit } => units(1, unit),
            Action::Pass => ACTIONS.id(2, 0),
            Action::Move { to } => areas(3, to),
            Action::Enter { to, pay } => ACTIONS.id(4, area_index(to)? * 54 + card_index(pay)),
            Action::Attack { area } => areas(5, area),
            Action::Event { card, target } => {
                let t = target.map_or(Some(0), |u| (u.index() < MAX_UNITS).then_some(u.index() + 1))?;
                ACTIONS.id(6, card_index(card) * (MAX_UNITS + 1) + t)
            }
            Action::End => ACTIONS.id(7, 0),
            Action::Defend { unit } => units(8, unit),
            Action::Play { card } => ACTIONS.id(9, card_index(card)),
            Action::Decline => ACTIONS.id(10, 0),
            Action::Stand => ACTIONS.id(11, 0),
            Action::Refight => ACTIONS.id(12, 0),
            Action::Concede => ACTIONS.id(13, 0),
            Action::Retreat { to } => areas(14, to),
            Action::LoseStep { card } => ACTIONS.id(15, card_index(card)),
            Action::SacrificeTank => ACTIONS.id(16, 0),
            Action::Isolate => ACTIONS.id(17, 0),
            Action::Discard { cards } => {
                let hand = self.discarding_hand();
                if !(cards - hand).is_empty() {
                    return None;
                }
                let bits = hand.into_iter().enumerate().filter(|(_, c)| cards.contains(*c)).map(|(i, _)| 1 << i);
                ACTIONS.id(18, bits.sum())
            }
        }
    }

    fn action_of_id(&self, id: usize) -> Option<Action> {
        let (block, i) = ACTIONS.locate(id)?;
        Some(match block {
            0 => Action::Activate { unit: unit(i / 2)?, with_tank: i % 2 == 1 },
            1 => Action::Refit { unit: unit(i)? },
            2 => Action::Pass,
            3 => Action::Move { to: area(i)? },
            4 => Action::Enter { to: area(i / 54)?, pay: card(i % 54)? },
            5 => Action::Attack { area: area(i)? },
            6 => {
                let t = i % (MAX_UNITS + 1);
                let target = if t == 0 { None } else { Some(unit(t - 1)?) };
                Action::Event { card: card(i / (MAX_UNITS + 1))?, target }
            }
            7 => Action::End,
            8 => Action::Defend { unit: unit(i)? },
            9 => Action::Play { card: card(i)? },
            10 => Action::Decline,
            11 => Action::Stand,
            12 => Action::Refight,
            13 => Action::Concede,
            14 => Action::Retreat { to: area(i)? },
            15 => Action::LoseStep { card: card(i)? },
            16 => Action::SacrificeTank,
            17 => Action::Isolate,
            _ => {
                // The hand positions of the bits; a bit past the hand names nothing.
                let hand = self.discarding_hand();
                if i >> hand.len() != 0 {
                    return None;
                }
                let mut cards = CardSet::EMPTY;
                for (k, c) in hand.into_iter().enumerate() {
                    if i >> k & 1 == 1 {
                        cards.insert(c);
                    }
                }
                Action::Discard { cards }
            }
        })
    }

    fn chance_id(&self, chance: &Chance) -> Option<usize> {
        match *chance {
            Chance::Draw(card) => CHANCES.id(0, card_index(card)),
            Chance::Snipe(card) => CHANCES.id(1, card_index(card)),
        }
    }

    fn chance_of_id(&self, id: usize) -> Option<Chance> {
        match CHANCES.locate(id)? {
            (0, i) => Some(Chance::Draw(card(i)?)),
            (_, i) => Some(Chance::Snipe(card(i)?)),
        }
    }

    fn encode_view(view: &View, out: &mut [f32]) {
        let mut w = ObservationWriter::new(out);
        let area_of = |a: AreaId| area_index(a);
        w.one_hot(Some(view.side.index()), 2);
        w.one_hot(Some(usize::from(view.turn)), usize::from(LAST_TURN) + 1);
        let stage = stage_fields(view.stage);
        w.one_hot(Some(stage.kind), 17);
        w.one_hot(stage.unit, MAX_UNITS);
        w.one_hot(stage.hand, 2);
        w.one_hot(stage.deal, 4);
        w.flag(stage.air);
        w.one_hot(stage.cause, 3);
        w.one_hot(Some(view.to_play.index()), 2);
        w.one_hot(view.to_act.map(Side::index), 2);
        w.bits(view.hand.bits(), 54);
        w.scalar(f32::from(view.enemy_hand), HAND as f32);
        // Each counter's entry by its index, found in one pass over each list.
        let mut owns = [None; MAX_UNITS];
        for u in &view.own_units {
            if let Some(slot @ None) = owns.get_mut(u.id.index()) {
                *slot = Some(u);
            }
        }
        let mut enemies = [None; MAX_UNITS];
        for u in &view.enemy_units {
            if let Some(slot @ None) = enemies.get_mut(u.id.index()) {
                *slot = Some(u);
            }
        }
        for (own, enemy) in owns.into_iter().zip(enemies) {
            let (status, steps, cards, flipped, isolated) = match (own, enemy) {
                (Some(u), _) => (Some(u.status), u.steps.len() as u8, u.steps, u.flipped, u.isolated),
                (None, Some(u)) => (Some(u.status), u.steps, CardSet::EMPTY, u.flipped, u.isolated),
                (None, None) => (None, 0, CardSet::EMPTY, false, false),
            };
            w.flag(own.is_some());
            w.flag(enemy.is_some());
            w.flag(status == Some(Status::Waiting));
            w.flag(matches!(status, Some(Status::Eliminated(_))));
            let at = match status {
                Some(Status::At(a)) => area_of(a),
                _ => None,
            };
            w.one_hot(at, MAX_AREAS);
            w.scalar(f32::from(steps), 10.0);
            w.bits(cards.bits(), 54);
            w.flag(flipped);
            w.flag(isolated);
        }
        w.bits(view.german_areas.bits(), MAX_AREAS);
        for index in 0..MAX_AREAS {
            let terrain = view.scenario.areas.get(index).map(|a| match a.terrain {
                Terrain::Normal => 0,
                Terrain::Urban => 1,
                Terrain::GermanRear => 2,
                Terrain::SovietRear => 3,
            });
            w.one_hot(terrain, 4);
        }
        w.scalar(f32::from(view.deck), 54.0);
        w.bits(view.discards.bits(), 54);
        let a = view.activation;
        w.flag(a.is_some());
        w.one_hot(a.map(|a| a.unit.index()), MAX_UNITS);
        w.one_hot(a.and_then(|a| a.tank).map(UnitId::index), MAX_UNITS);
        for on in [
            a.is_some_and(|a| a.moved),
            a.is_some_and(|a| a.assault_gun),
            a.is_some_and(|a| a.engineers),
            a.is_some_and(|a| a.molotov),
            a.is_some_and(|a| a.chuikov),
        ] {
            w.flag(on);
        }
        let c = view.combat.as_ref();
        w.flag(c.is_some());
        w.one_hot(c.map(|c| c.attacker.index()), MAX_UNITS);
        w.one_hot(c.and_then(|c| c.defender).map(UnitId::index), MAX_UNITS);
        w.one_hot(c.and_then(|c| area_of(c.area)), MAX_AREAS);
        w.bits(c.map_or(0, |c| c.own_cards.bits()), 54);
        w.scalar(c.map_or(0.0, |c| f32::from(c.enemy_cards)), 10.0);
        w.bits(c.map_or(0, |c| c.enemy_shown.bits()), 54);
        w.flag(c.is_some_and(|c| c.engineers));
        w.flag(c.is_some_and(|c| c.molotov));
        w.flag(c.is_some_and(|c| c.chuikov));
        w.scalar(f32::from(view.combats), 100.0);
        w.one_hot(view.winner.map(Side::index), 2);
    }
}
