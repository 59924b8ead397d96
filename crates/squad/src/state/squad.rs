//! The game state `Squad`: the set-up it was made from (shared, immutable,
//! `Fixed`) and the state that changes (`State`), with what the rules read of
//! both. Setting up is in `setup::new_game`, loading in `setup::load`.

use std::sync::Arc;

use crate::content::{Content, EnemyKw, LocKw, Mission, Objective, Quality, RangeIncl, Requirement, Timing};
use crate::setup::options::Options;
use crate::setup::roster::Resolved;
use crate::state::{Foe, State};

/// What never changes during a game: the cards and the resolved set-up.
#[derive(Debug)]
pub(crate) struct Fixed {
    pub content: Arc<Content>,
    pub options: Options,
    pub mission: usize,
    pub objective: usize,
    /// The objective slot D.
    pub objective_slot: u8,
    pub roster: Vec<Resolved>,
    pub location_deck: u64,
    pub enemy_deck: u64,
    /// The squad positions holding player soldiers (bit `i`: position `i`).
    pub ps: u8,
    /// Per enemy design, its keywords without a number (bits: `kw_bit`).
    pub enemy_kw: Vec<u16>,
    /// Per enemy design, its `Reinforce N` total (R-E2).
    pub enemy_reinforce: Vec<u8>,
    /// The action card instances of each reaction timing (R-F4): before
    /// wounds are applied, on suppression, after an enemy attack.
    pub reaction_cards: [u64; 3],
    /// The trait bits (`traits`) of each Location design.
    pub location_traits: Vec<u8>,
    /// The trait bits of the objective.
    pub objective_traits: u8,
    /// The weight of each weapon design (by its `u8` index: 0 past the last).
    pub weapon_weight_of: [u8; 256],
    /// The weight of each equipment design (by its `u8` index: 0 past the last).
    pub equipment_weight_of: [u8; 256],
    /// The equipment with a Support discount (bit `i`: equipment `i`; all
    /// bits when there are more than 64 kinds).
    pub discounts: u64,
    /// The per-design facts of the legal list.
    pub tables: crate::setup::tables::Tables,
    /// The objective's requirement (R-V1), read by the end check, Kills aims
    /// and the Recover action.
    pub requirement: Requirement,
    /// The mission's carry modifier (R-F8).
    pub carry_mod: i8,
}

/// The slot-level numbers of whatever card lies in a slot.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Terrain<'a> {
    pub entry: u8,
    pub cover_mod: i8,
    pub melee_cost: u8,
    pub reinforce: Option<RangeIncl>,
    pub traits: u8,
    pub keywords: &'a [LocKw],
}

/// A game of Squad: one mission, from set-up to victory or defeat.
#[derive(Clone, Debug)]
pub struct Squad {
    pub(crate) fixed: Arc<Fixed>,
    pub(crate) state: State,
}

impl PartialEq for Squad {
    fn eq(&self, other: &Squad) -> bool {
        self.state == other.state && self.fixed.options == other.fixed.options
    }
}

/// The bit of an enemy keyword without a number in `Fixed::enemy_kw` (0 for
/// the others).
pub(crate) const fn kw_bit(kw: EnemyKw) -> u16 {
    match kw {
        EnemyKw::Screen => 1,
        EnemyKw::Commander => 1 << 1,
        EnemyKw::Inspire => 1 << 2,
        EnemyKw::Fearless => 1 << 3,
        EnemyKw::Again => 1 << 4,
        EnemyKw::All => 1 << 5,
        EnemyKw::Guard => 1 << 6,
        EnemyKw::Infiltrator => 1 << 7,
        EnemyKw::Ambush => 1 << 8,
        EnemyKw::Marksman => 1 << 9,
        EnemyKw::Vehicle => 1 << 10,
        EnemyKw::Reinforce(_) | EnemyKw::Blocking(_) => 0,
    }
}

/// The index of a reaction timing in `Fixed::reaction_cards`.
pub(crate) const fn reaction_index(t: Timing) -> Option<usize> {
    match t {
        Timing::BeforeWoundsApplied => Some(0),
        Timing::OnSuppressedByEnemy => Some(1),
        Timing::AfterEnemyAttack => Some(2),
        _ => None,
    }
}

impl Squad {
    /// The card set in play.
    #[must_use]
    pub fn content(&self) -> &Content {
        &self.fixed.content
    }

    /// The options the game was set up with.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.fixed.options
    }

    /// The mission card.
    #[must_use]
    pub fn mission(&self) -> &Mission {
        &self.fixed.content.missions()[self.fixed.mission]
    }

    /// The objective card.
    #[must_use]
    pub fn objective(&self) -> &Objective {
        &self.fixed.content.objectives()[self.fixed.objective]
    }

    /// The objective slot D.
    #[must_use]
    pub fn objective_slot(&self) -> u8 {
        self.fixed.objective_slot
    }

    /// The round being played.
    #[must_use]
    pub fn round(&self) -> u8 {
        self.state.flow.round
    }

    /// The mission timer.
    #[must_use]
    pub fn timer(&self) -> u8 {
        self.state.flow.timer
    }

    /// The soldier card of squad position `s`.
    pub(crate) fn card(&self, s: u8) -> &crate::content::SoldierCard {
        &self.fixed.content.soldiers()[usize::from(self.state.team.soldier(s).card)]
    }

    pub(crate) fn is_ps(&self, s: u8) -> bool {
        // The squad's cards are fixed at set-up (and checked on loading).
        s < self.state.team.n_soldiers && s < 8 && self.fixed.ps & (1 << s) != 0
    }

    /// Whether `action` withdraws (R-F9) the last player soldier in play,
    /// which loses the game at once (R-V2: no PS left in play). A search
    /// leaves such a withdrawal out (`wargames::search`): it is never worth
    /// playing, and a random rollout that plays it ends in a defeat that
    /// says nothing about the position.
    ///
    /// ```
    /// use wargames_core::Game;
    /// use wargames_squad::content::Quality;
    /// use wargames_squad::{Action, Options, Squad};
    ///
    /// // The standard game's squad holds two PS; Long Ridge's one (S05).
    /// let game = Squad::setup(&Options::default()).unwrap();
    /// assert!(!game.withdraws_the_last_player(&Action::Withdraw { soldier: 0 }));
    /// assert!(!game.withdraws_the_last_player(&Action::EndTurn));
    /// let ridge = Squad::setup(&Options::scenario("M02", "O03", Quality::Elite)).unwrap();
    /// assert!(ridge.withdraws_the_last_player(&Action::Withdraw { soldier: 0 }));
    /// assert!(!ridge.withdraws_the_last_player(&Action::Withdraw { soldier: 1 }));
    /// ```
    #[must_use]
    pub fn withdraws_the_last_player(&self, action: &crate::terms::action::Action) -> bool {
        let crate::terms::action::Action::Withdraw { soldier } = *action else { return false };
        self.is_ps(soldier)
            && self.state.team.in_play(soldier)
            && (0..self.state.team.n_soldiers).all(|s| s == soldier || !self.is_ps(s) || !self.state.team.in_play(s))
    }

    /// Whether `action` withdraws (R-F9) a non-player soldier. An NPS
    /// holds no hand and no XP and has nothing to save by leaving: its
    /// target counters leave the cup and every enemy card that held one
    /// draws again among the soldiers left (R-F9), who take its share of
    /// the fire. A search leaves it out (`wargames::search`): a random
    /// rollout that withdraws a wounded NPS at random turns the enemy's
    /// fire on the player soldiers by chance and says little about the
    /// position it started from.
    ///
    /// ```
    /// use wargames_core::Game;
    /// use wargames_squad::content::Quality;
    /// use wargames_squad::{Action, Options, Squad};
    ///
    /// // Long Ridge's default squad: S05 (a PS) and S07 (an NPS).
    /// let game = Squad::setup(&Options::scenario("M02", "O03", Quality::FrontLine)).unwrap();
    /// assert!(game.withdraws_a_non_player(&Action::Withdraw { soldier: 1 }));
    /// assert!(!game.withdraws_a_non_player(&Action::Withdraw { soldier: 0 }));
    /// ```
    #[must_use]
    pub fn withdraws_a_non_player(&self, action: &crate::terms::action::Action) -> bool {
        let crate::terms::action::Action::Withdraw { soldier } = *action else { return false };
        soldier < self.state.team.n_soldiers && !self.is_ps(soldier)
    }

    /// The card lying in `slot`, as terrain (none: an empty slot).
    pub(crate) fn terrain(&self, slot: u8) -> Option<Terrain<'_>> {
        let c = &self.fixed.content;
        if slot == 0 {
            return Some(Terrain { entry: 0, cover_mod: 0, melee_cost: 1, reinforce: None, traits: 0, keywords: &[] });
        }
        if slot == self.fixed.objective_slot {
            let o = self.objective();
            return Some(Terrain {
                entry: o.entry,
                cover_mod: o.cover_mod,
                melee_cost: o.melee_cost,
                reinforce: o.reinforce,
                traits: self.fixed.objective_traits,
                keywords: &o.keywords,
            });
        }
        let i = usize::from(*self.state.field.path.get(usize::from(slot))?);
        let l = c.locations().get(i)?;
        Some(Terrain {
            entry: l.entry,
            cover_mod: l.cover_mod,
            melee_cost: l.melee_cost,
            reinforce: l.reinforce,
            traits: self.fixed.location_traits.get(i).copied().unwrap_or(0),
            keywords: &l.keywords,
        })
    }

    /// Whether slot D−1 holds its Location (the objective is connected).
    pub(crate) fn connected(&self) -> bool {
        self.state.field.front(self.fixed.objective_slot) + 1 == self.fixed.objective_slot
    }

    pub(crate) fn enemy(&self, card: u8) -> &crate::content::Enemy {
        &self.fixed.content.enemies()[usize::from(card)]
    }

    /// Active figures of a card (R-A6).
    pub(crate) fn active(&self, f: &Foe) -> u8 {
        self.enemy(f.card).figures.saturating_sub(f.killed).saturating_sub(f.suppression)
    }

    /// The enemy cards' ids for R-E2 checks at a slot.
    pub(crate) fn reinforce_range(&self, slot: u8) -> Option<RangeIncl> {
        if slot == 0 { None } else { self.terrain(slot).and_then(|t| t.reinforce) }
    }

    /// Whether the objective's requirement is Kills.
    pub(crate) fn kills_requirement(&self) -> Option<(u8, u8)> {
        match self.fixed.requirement {
            Requirement::Kills { n, cover } => Some((n, cover)),
            _ => None,
        }
    }

    /// Whether enemy card in play `f` has keyword `kw` (as `card_has`).
    #[inline]
    pub(crate) fn enemy_has(&self, f: &Foe, kw: EnemyKw) -> bool {
        self.card_has(f.card, kw)
    }

    /// Whether an enemy card in play has keyword `kw` (one without a number).
    pub(crate) fn any_foe_has(&self, kw: EnemyKw) -> bool {
        let b = kw_bit(kw);
        self.state.foes.in_play().any(|(_, f)| self.fixed.enemy_kw.get(usize::from(f.card)).is_some_and(|k| k & b != 0))
    }

    /// Whether enemy card `card` has keyword `kw` (as `Enemy::has`).
    #[inline]
    pub(crate) fn card_has(&self, card: u8, kw: EnemyKw) -> bool {
        match kw_bit(kw) {
            0 => self.enemy(card).has(kw),
            b => self.fixed.enemy_kw.get(usize::from(card)).is_some_and(|k| k & b != 0),
        }
    }

    /// The quality of the enemy deck.
    #[must_use]
    pub fn quality(&self) -> Quality {
        self.fixed.options.quality
    }
}
