//! A rule-based player: it scores every legal action from its own side's
//! [`View`] and plays the best, breaking ties with its own seeded source.

use wargames_core::{Agent, AreaId, AreaSet, Card, CardSet, Observation, Rng, Seed};

use crate::action::Action;
use crate::event_card::EventCard;
use crate::scenario::{Board, UnitKind};
use crate::side::Side;
use crate::state::{Rattenkrieg, Stage};
use crate::unit::{Status, UnitId};
use crate::view::View;

/// A sensible rule-based player for either side, seeing only its own view.
///
/// Its policy, in a few lines:
/// - it activates the counter with the best chance to fight or to take an
///   area, refits in the rear when a counter is short of steps, and passes
///   only when nothing else is left;
/// - it attacks where it holds a card that hits at its counter's strength
///   (own colour first), enters empty enemy areas (victory areas first),
///   paying with its worst card, plays the combat events just before such
///   an attack and bombards whenever it can;
/// - in a combat it puts down its best card (hand before steps), raises only
///   when that beats the cards it already has down, defends with its
///   strongest counter and fights again after a tie only with a hit in hand;
/// - it takes losses on its worst step, retreats otherwise, and discards
///   number cards too high to hit in the refill phase.
///
/// Ties between equally scored actions are broken at random from its seed.
///
/// Its first decision compiles the scenario's board, which it keeps; every
/// later decision allocates nothing (the view it reads shares the scenario
/// and holds the counters in fixed-capacity lists), so it may play a
/// search's rollouts.
///
/// ```
/// use wargames_core::{Agent, Game, Match};
/// use wargames_rattenkrieg::{Heuristic, Options, Rattenkrieg};
///
/// let mut m = Match::<Rattenkrieg>::new(Options::default(), 1u64).unwrap();
/// let mut bots = [Heuristic::new(1u64), Heuristic::new(2u64)];
/// let mut legal = Vec::new();
/// while let Some(seat) = m.status().to_act() {
///     m.legal_actions(&mut legal);
///     let i = bots[seat.index()].choose(&wargames_core::Observation::new(m.game(), seat), &legal);
///     let action = legal[i];
///     m.play(&action).unwrap();
/// }
/// assert!(matches!(m.status(), wargames_core::Status::Over(_)));
/// ```
#[derive(Clone, Debug)]
pub struct Heuristic {
    rng: Rng,
    board: Option<Board>,
}

impl Heuristic {
    /// A heuristic player breaking ties with a source seeded by `seed`.
    #[must_use]
    pub fn new(seed: impl Into<Seed>) -> Heuristic {
        Heuristic { rng: Rng::new(seed), board: None }
    }
}

/// The value of `card` in a combat for `side` at `strength`: a hit first,
/// then the own colour, then the lower rank (as the reveal judges, 8.7).
fn quality(card: Card, side: Side, strength: u8) -> i32 {
    let value = card.rank().map_or(14, |r| i32::from(r.value()));
    if crate::combat::hits(card, strength) {
        100 + if card.colour() == side.colour() { 20 } else { 0 } + (14 - value)
    } else {
        14 - value
    }
}

fn best_quality(cards: CardSet, side: Side, strength: u8) -> i32 {
    cards.iter().map(|c| quality(c, side, strength)).max().unwrap_or(-1)
}

fn status_area(status: Status) -> Option<AreaId> {
    match status {
        Status::At(area) => Some(area),
        _ => None,
    }
}

/// What the heuristic reads off the view for one decision.
struct Reading<'a> {
    view: &'a View,
    board: &'a Board,
    me: Side,
}

impl Reading<'_> {
    fn spec_strength(&self, unit: UnitId) -> u8 {
        self.view.scenario.units.get(unit.index()).map_or(0, |u| u.strength)
    }

    fn kind(&self, unit: UnitId) -> UnitKind {
        self.view.scenario.units.get(unit.index()).map_or(UnitKind::Infantry, |u| u.kind)
    }

    fn own_steps(&self, unit: UnitId) -> CardSet {
        self.view.own_units.iter().find(|u| u.id == unit).map_or(CardSet::EMPTY, |u| u.steps)
    }

    fn own_isolated(&self, unit: UnitId) -> bool {
        self.view.own_units.iter().any(|u| u.id == unit && u.isolated)
    }

    fn own_area(&self, unit: UnitId) -> Option<AreaId> {
        self.view.own_units.iter().find(|u| u.id == unit).and_then(|u| status_area(u.status))
    }

    /// The cards `unit` may fight with (8.4, 8.10).
    fn fighting_cards(&self, unit: UnitId) -> CardSet {
        let steps = self.own_steps(unit);
        if self.own_isolated(unit) { steps } else { steps | self.view.hand }
    }

    fn enemy_controlled(&self) -> AreaSet {
        match self.me {
            Side::German => self.board.city - self.view.german_areas,
            Side::Soviet => self.view.german_areas,
        }
    }

    fn enemy_present(&self) -> AreaSet {
        let mut out = AreaSet::EMPTY;
        for u in &self.view.enemy_units {
            if let Status::At(a) = u.status
                && !u.isolated
            {
                out.insert(a);
            }
        }
        out
    }

    /// The strength `unit` of ours fights with: printed, with the urban
    /// modifier when defending, assault guns and Molotov when attacking, and
    /// the T-34's support (8.8, 8.12, 9.4, 9.7).
    fn strength(&self, unit: UnitId, area: AreaId, attacking: bool) -> u8 {
        let mut s = i16::from(self.spec_strength(unit));
        let kind = self.kind(unit);
        let combat = self.view.combat.as_ref();
        if attacking {
            if self.view.activation.is_some_and(|a| a.assault_gun) && kind != UnitKind::Panzer {
                s += 2;
            }
            if combat.is_some_and(|c| c.molotov) || self.view.activation.is_some_and(|a| a.molotov) {
                s += 2;
            }
        } else if self.board.urban.contains(area) && !combat.is_some_and(|c| c.engineers) {
            s += match kind {
                UnitKind::Infantry => 2,
                UnitKind::Panzer => -2,
                UnitKind::Motorized | UnitKind::Tank => 0,
            };
        }
        if self.me == Side::Soviet
            && let Some(tank) = self.board.tank
            && tank != unit
            && self.own_area(tank) == Some(area)
        {
            s += i16::from(self.spec_strength(tank));
        }
        s.clamp(0, 13) as u8
    }

    /// Our counter in the combat on the table, and whether it attacks.
    fn fighter(&self) -> Option<(UnitId, AreaId, bool)> {
        let c = self.view.combat.as_ref()?;
        if self.view.to_play == self.me {
            Some((c.attacker, c.area, true))
        } else {
            c.defender.map(|d| (d, c.area, false))
        }
    }

    fn attack_score(&self, area: AreaId) -> i32 {
        let Some(act) = self.view.activation else { return -10 };
        let strength = self.strength(act.unit, area, true);
        let best = best_quality(self.fighting_cards(act.unit), self.me, strength);
        let bonus = if self.board.victory.contains(area) { 5 } else { 0 };
        match best {
            q if q >= 120 => 30 + bonus,
            q if q >= 100 => 20 + bonus,
            _ => -10,
        }
    }

    fn has_good_attack(&self, legal: &[Action]) -> bool {
        legal.iter().any(|a| matches!(a, Action::Attack { area } if self.attack_score(*area) >= 20))
    }

    fn score(&self, action: &Action, legal: &[Action]) -> i32 {
        let view = self.view;
        let me = self.me;
        match (view.stage, *action) {
            (_, Action::Activate { unit, with_tank }) => {
                let Some(here) = self.own_area(unit) else { return 0 };
                let near = self.board.neighbours(here) | AreaSet::single(here);
                let mut s = 10;
                if !(near & (self.enemy_controlled() | self.enemy_present())).is_empty() {
                    s += 5;
                }
                if best_quality(self.fighting_cards(unit), me, self.spec_strength(unit)) >= 100 {
                    s += 5;
                }
                s + i32::from(with_tank)
            }
            (_, Action::Refit { .. }) => 14,
            (_, Action::Pass) => 0,
            (_, Action::Move { to }) => {
                let near = self.board.neighbours(to) | AreaSet::single(to);
                let targets = near & (self.enemy_controlled() | self.enemy_present());
                if targets.is_empty() {
                    1
                } else if !(targets & self.board.victory).is_empty() {
                    8
                } else {
                    5
                }
            }
            (_, Action::Enter { to, pay }) => {
                let strength = view.activation.map_or(4, |a| self.spec_strength(a.unit));
                let cost = if pay.is_face() { 4 } else { quality(pay, me, strength) / 10 };
                15 + if self.board.victory.contains(to) { 5 } else { 0 } - cost
            }
            (_, Action::Attack { area }) => self.attack_score(area),
            (_, Action::Event { card, target }) => match EventCard::of(me, card) {
                Some(EventCard::Bombardment | EventCard::AirSupport) => 9,
                Some(EventCard::Sniper) => 7,
                Some(EventCard::Chuikov) if target.is_some() => 3,
                Some(_) if self.has_good_attack(legal) => 31,
                _ => -5,
            },
            (_, Action::End) => 2,
            (_, Action::Defend { unit }) => {
                let area = view.combat.as_ref().map(|c| c.area);
                let strength = area.map_or(self.spec_strength(unit), |a| self.strength(unit, a, false));
                i32::from(strength) * 2 + best_quality(self.fighting_cards(unit), me, strength) / 20
            }
            (Stage::Declare { .. } | Stage::Raise { .. }, Action::Play { card }) => {
                let Some((unit, area, attacking)) = self.fighter() else { return 0 };
                let strength = self.strength(unit, area, attacking);
                let down = view.combat.as_ref().map_or(CardSet::EMPTY, |c| c.own_cards);
                let q = quality(card, me, strength);
                let from_hand = if view.hand.contains(card) { 2 } else { 0 };
                if down.is_empty() {
                    // The first card: the best one; a defender with no hit
                    // still puts down its cheapest card rather than decline.
                    if q >= 100 { q / 5 + from_hand } else { 1 + from_hand - q / 10 }
                } else if q >= 100 && q >= best_quality(down, me, strength) + 10 {
                    q / 5 + from_hand
                } else {
                    -5
                }
            }
            (_, Action::Stand) => 5,
            (_, Action::Decline) => 0,
            (_, Action::Refight) => {
                let Some((unit, area, attacking)) = self.fighter() else { return 0 };
                let strength = self.strength(unit, area, attacking);
                if best_quality(self.fighting_cards(unit), me, strength) >= 100 { 10 } else { -1 }
            }
            (_, Action::Concede) => 0,
            (Stage::Loss { unit, .. }, Action::LoseStep { card }) => {
                if self.own_steps(unit).len() > 1 {
                    10 - quality(card, me, self.spec_strength(unit)) / 10
                } else {
                    2
                }
            }
            (Stage::Continue, Action::Retreat { .. }) => 5,
            (_, Action::Retreat { .. }) => 6,
            (_, Action::SacrificeTank) => 3,
            (_, Action::Isolate) => 2,
            (_, Action::Discard { cards }) => {
                let strength = view
                    .own_units
                    .iter()
                    .filter(|u| status_area(u.status).is_some())
                    .map(|u| self.spec_strength(u.id))
                    .max()
                    .unwrap_or(4);
                cards.iter().map(|c| if c.is_face() || crate::combat::hits(c, strength) { -5 } else { 3 }).sum()
            }
            _ => 0,
        }
    }
}

impl Agent<Rattenkrieg> for Heuristic {
    fn choose(&mut self, observation: &Observation<'_, Rattenkrieg>, legal: &[Action]) -> usize {
        let view = observation.view();
        if self.board.is_none() {
            self.board = view.scenario.compile().ok();
        }
        let Some(board) = &self.board else { return self.rng.index(legal.len()) };
        let reading = Reading { view: &view, board, me: view.side };
        self.rng.best(legal, |action| reading.score(action, legal))
    }
}
