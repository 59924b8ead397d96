//! The game state `Squad`: the set-up it was made from (shared, immutable)
//! and the state that changes (`Dyn`), with set-up (R-S1..R-S11) and the
//! validating deserialization.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use wargames_core::NoEvents;

use crate::content::{
    Content, EnemyKw, LocKw, MAX_AMMO_GROUPS, Mission, Objective, Quality, RangeIncl, Requirement, SoldierKw, Timing,
    Trait,
};
use crate::engine::state::{
    Deck, Dyn, Foe, Frame, Gear, Item, Life, MAX_DROPPED, MAX_ENEMIES, MAX_SUPPORT, NONE, Need, SLOTS, STACK, Trooper,
};
use crate::error::Error;
use crate::setup::options::Options;
use crate::setup::roster::{self, MAX_GEAR, MAX_SOLDIERS, Resolved};

/// What never changes during a game: the cards and the resolved set-up.
#[derive(Debug)]
pub(crate) struct Ctx {
    pub content: Arc<Content>,
    pub options: Options,
    pub mission: usize,
    pub objective: usize,
    /// The objective slot D.
    pub d: u8,
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
    pub(crate) ctx: Arc<Ctx>,
    pub(crate) d: Dyn,
}

impl PartialEq for Squad {
    fn eq(&self, other: &Squad) -> bool {
        self.d == other.d && self.ctx.options == other.ctx.options
    }
}

fn traits(list: &[Trait]) -> u8 {
    list.iter().fold(0, |acc, t| acc | t.bit())
}

impl Ctx {
    pub(crate) fn new(options: &Options) -> Result<Ctx, Error> {
        let content = options.content();
        let mission = content.mission_index(&options.mission).ok_or_else(|| unknown(&options.mission))?;
        let m = &content.missions()[mission];
        if m.theatre != options.theatre && m.theatre != "any" {
            return Err(Error::WrongTheatre { id: m.id });
        }
        let objective = content.objective_index(&options.objective).ok_or_else(|| unknown(&options.objective))?;
        let o = &content.objectives()[objective];
        if o.theatre != options.theatre && o.theatre != "any" {
            return Err(Error::WrongTheatre { id: o.id });
        }
        if options.target_counters == 0 || options.target_counters > 8 {
            return Err(Error::BadCounterCount(options.target_counters));
        }
        let squad = options.squad.as_ref().unwrap_or(&m.default_squad);
        let roster = roster::check(&content, m, squad)?;
        let mut enemy_deck = 0u64;
        for (i, e) in content.enemies().iter().enumerate() {
            if e.faction == options.faction && e.quality == Some(options.quality) {
                enemy_deck |= 1 << i;
            }
        }
        if enemy_deck == 0 {
            return Err(Error::EmptyEnemyDeck { faction: options.faction.clone() });
        }
        let mut location_deck = 0u64;
        for (i, l) in content.locations().iter().enumerate() {
            if l.theatre == options.theatre || l.theatre == "any" {
                location_deck |= 1 << i;
            }
        }
        let need = usize::from(m.objective_slot) - 1;
        if (location_deck.count_ones() as usize) < need {
            return Err(Error::TooFewLocations { have: location_deck.count_ones() as usize, need });
        }
        let d = m.objective_slot;
        let ps = roster.iter().enumerate().fold(0u8, |m, (i, r)| {
            let player = content.soldiers().get(usize::from(r.soldier)).is_some_and(|c| c.is_player());
            if player && i < 8 { m | 1 << i } else { m }
        });
        let discounts = if content.equipment().len() > 64 {
            u64::MAX
        } else {
            content.equipment().iter().enumerate().fold(0u64, |m, (i, q)| {
                if matches!(q.effect, crate::content::Effect::SupportDiscount { .. }) { m | 1 << i } else { m }
            })
        };
        let mut reaction_cards = [0u64; 3];
        for i in 0..content.action_count().min(64) {
            if let Some(r) = content.action_of(i as u8).and_then(|d| reaction_index(d.timing)) {
                reaction_cards[r] |= 1 << i;
            }
        }
        let enemy_kw = content.enemies().iter().map(|e| e.keywords.iter().fold(0, |m, k| m | kw_bit(*k))).collect();
        let enemy_reinforce = content.enemies().iter().map(crate::content::Enemy::reinforce).collect();
        let location_traits = content.locations().iter().map(|l| traits(&l.traits)).collect();
        let objective_traits = traits(&o.traits);
        let requirement = o.requirement;
        let carry_mod = m.carry_mod;
        let mut weapon_weight_of = [0u8; 256];
        for (x, w) in weapon_weight_of.iter_mut().zip(content.weapons()) {
            *x = w.weight;
        }
        let mut equipment_weight_of = [0u8; 256];
        for (x, q) in equipment_weight_of.iter_mut().zip(content.equipment()) {
            *x = q.weight;
        }
        Ok(Ctx {
            tables: crate::setup::tables::Tables::new(&content),
            weapon_weight_of,
            equipment_weight_of,
            location_traits,
            objective_traits,
            content,
            options: options.clone(),
            mission,
            objective,
            d,
            roster,
            location_deck,
            enemy_deck,
            ps,
            enemy_kw,
            enemy_reinforce,
            reaction_cards,
            discounts,
            requirement,
            carry_mod,
        })
    }
}

/// The index of squad position `s` (wrapping past the last, as `%` does,
/// with no division in the usual case).
#[inline]
fn position(s: u8) -> usize {
    let i = usize::from(s);
    if i < MAX_SOLDIERS { i } else { i % MAX_SOLDIERS }
}

/// The bit of an enemy keyword without a number in `Ctx::enemy_kw` (0 for
/// the others).
const fn kw_bit(kw: EnemyKw) -> u16 {
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

/// The index of a reaction timing in `Ctx::reaction_cards`.
pub(crate) const fn reaction_index(t: Timing) -> Option<usize> {
    match t {
        Timing::BeforeWoundsApplied => Some(0),
        Timing::OnSuppressedByEnemy => Some(1),
        Timing::AfterEnemyAttack => Some(2),
        _ => None,
    }
}

fn unknown(id: &str) -> Error {
    Error::UnknownId(id.to_owned())
}

impl Squad {
    /// R-S1..R-S11: sets up a mission from `options`.
    pub(crate) fn new(options: &Options) -> Result<Squad, Error> {
        let ctx = Ctx::new(options)?;
        let content = ctx.content.clone();
        let empty = Trooper {
            card: 0,
            slot: 0,
            health: 0,
            max_health: 0,
            xp: 0,
            suppression: 0,
            life: Life::Withdrawn,
            hand: 0,
            gear: [None; MAX_GEAR],
            spares: [0; MAX_AMMO_GROUPS],
            skills: 0,
            cover_turn: 0,
            cover_move: 0,
            cover_phase: 0,
            stubborn_used: false,
            reload_group: NONE,
        };
        let mut soldiers = [empty; MAX_SOLDIERS];
        let mut cup = [0u8; MAX_SOLDIERS];
        for (i, r) in ctx.roster.iter().enumerate() {
            let card = &content.soldiers()[usize::from(r.soldier)];
            let mut t = empty;
            t.card = r.soldier;
            t.life = Life::InPlay;
            t.skills = r.skills;
            let mut health = card.health;
            for (k, skill) in content.skills().iter().enumerate() {
                if r.skills & (1 << k) != 0 {
                    skill.effect.each(&mut |e| {
                        if let crate::content::Effect::HealthBonus(n) = e {
                            health = health.saturating_add(*n);
                        }
                    });
                }
            }
            t.health = health;
            t.max_health = health;
            t.xp = if card.is_player() { card.start_xp } else { 0 };
            t.reload_group = r.reload_group.unwrap_or(NONE);
            let builtin = !card.is_player();
            for (g, (weapon, idx)) in r.gear.iter().enumerate() {
                let item = if *weapon { Item::Weapon(*idx) } else { Item::Equipment(*idx) };
                let uses = if *weapon { 0 } else { content.equipment()[usize::from(*idx)].uses.unwrap_or(0) };
                t.gear[g] = Some(Gear {
                    item,
                    out_of_ammo: false,
                    deployed: false,
                    uses,
                    builtin_of: if builtin { i as u8 } else { NONE },
                });
                if *weapon {
                    let w = &content.weapons()[usize::from(*idx)];
                    if let Some(grp) = content.ammo_group(*idx) {
                        t.spares[usize::from(grp)] = t.spares[usize::from(grp)].saturating_add(w.spare_reloads);
                    }
                } else if let crate::content::Effect::GainReloads(n) = &content.equipment()[usize::from(*idx)].effect
                    && let Some(grp) = r.reload_group
                {
                    t.spares[usize::from(grp)] = t.spares[usize::from(grp)].saturating_add(*n);
                }
            }
            soldiers[i] = t;
            // R-S8: target counters per soldier.
            let base = ctx.options.target_counters;
            cup[i] = if card.has(SoldierKw::LowProfile) {
                base.saturating_sub(1).max(1)
            } else if card.has(SoldierKw::Conspicuous) {
                base.saturating_add(1)
            } else {
                base
            };
        }
        let action_deck = if content.action_count() == 64 { u64::MAX } else { (1u64 << content.action_count()) - 1 };
        let event_deck = if content.event_count() == 64 { u64::MAX } else { (1u64 << content.event_count()) - 1 };
        let d = Dyn {
            round: 1,
            timer: 1,
            path: [NONE; SLOTS],
            smoke: [0; SLOTS],
            weather_far: 0,
            weather_hit: 0,
            cache_used: 0,
            soldiers,
            n_soldiers: ctx.roster.len() as u8,
            alive: 0,
            foes: [None; MAX_ENEMIES],
            occupied: 0,
            seq: 0,
            dropped: [None; MAX_DROPPED],
            lying: 0,
            supports: [None; MAX_SUPPORT],
            cup,
            locations: Deck { pile: ctx.location_deck, bottom: 0, discard: 0 },
            enemies: Deck { pile: ctx.enemy_deck, bottom: 0, discard: 0 },
            actions: Deck { pile: action_deck, bottom: 0, discard: 0 },
            events: Deck { pile: event_deck, bottom: 0, discard: 0 },
            recon: 0,
            active: false,
            kills: 0,
            dispatch_taken: false,
            done: 0,
            turn: None,
            stack: [None; STACK],
            depth: 0,
            need: Need::Run,
            last: 0,
            draft: None,
        };
        let mut game = Squad { ctx: Arc::new(ctx), d };
        game.d.alive = game.d.alive_mask();
        game.push(Frame::SoldierPhase);
        game.push(Frame::OpeningHands { s: 0 });
        game.run(&mut NoEvents);
        Ok(game)
    }

    /// The card set in play.
    #[must_use]
    pub fn content(&self) -> &Content {
        &self.ctx.content
    }

    /// The options the game was set up with.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.ctx.options
    }

    /// The mission card.
    #[must_use]
    pub fn mission(&self) -> &Mission {
        &self.ctx.content.missions()[self.ctx.mission]
    }

    /// The objective card.
    #[must_use]
    pub fn objective(&self) -> &Objective {
        &self.ctx.content.objectives()[self.ctx.objective]
    }

    /// The objective slot D.
    #[must_use]
    pub fn objective_slot(&self) -> u8 {
        self.ctx.d
    }

    /// The round being played.
    #[must_use]
    pub fn round(&self) -> u8 {
        self.d.round
    }

    /// The mission timer.
    #[must_use]
    pub fn timer(&self) -> u8 {
        self.d.timer
    }

    /// The soldier card of squad position `s`.
    pub(crate) fn card(&self, s: u8) -> &crate::content::Soldier {
        &self.ctx.content.soldiers()[usize::from(self.d.soldiers[position(s)].card)]
    }

    pub(crate) fn trooper(&self, s: u8) -> &Trooper {
        &self.d.soldiers[position(s)]
    }

    pub(crate) fn trooper_mut(&mut self, s: u8) -> &mut Trooper {
        &mut self.d.soldiers[position(s)]
    }

    pub(crate) fn in_play(&self, s: u8) -> bool {
        s < self.d.n_soldiers && self.trooper(s).life == Life::InPlay
    }

    pub(crate) fn is_ps(&self, s: u8) -> bool {
        // The squad's cards are fixed at set-up (and checked on loading).
        s < self.d.n_soldiers && s < 8 && self.ctx.ps & (1 << s) != 0
    }

    /// The card lying in `slot`, as terrain (none: an empty slot).
    pub(crate) fn terrain(&self, slot: u8) -> Option<Terrain<'_>> {
        let c = &self.ctx.content;
        if slot == 0 {
            return Some(Terrain { entry: 0, cover_mod: 0, melee_cost: 1, reinforce: None, traits: 0, keywords: &[] });
        }
        if slot == self.ctx.d {
            let o = self.objective();
            return Some(Terrain {
                entry: o.entry,
                cover_mod: o.cover_mod,
                melee_cost: o.melee_cost,
                reinforce: o.reinforce,
                traits: self.ctx.objective_traits,
                keywords: &o.keywords,
            });
        }
        let i = usize::from(*self.d.path.get(usize::from(slot))?);
        let l = c.locations().get(i)?;
        Some(Terrain {
            entry: l.entry,
            cover_mod: l.cover_mod,
            melee_cost: l.melee_cost,
            reinforce: l.reinforce,
            traits: self.ctx.location_traits.get(i).copied().unwrap_or(0),
            keywords: &l.keywords,
        })
    }

    /// The front-most slot holding a Location (or the Mission card, 0).
    pub(crate) fn front(&self) -> u8 {
        let mut f = 0;
        while f + 1 < self.ctx.d && self.d.path[usize::from(f + 1)] != NONE {
            f += 1;
        }
        f
    }

    /// Whether slot D−1 holds its Location (the objective is connected).
    pub(crate) fn connected(&self) -> bool {
        self.front() + 1 == self.ctx.d
    }

    pub(crate) fn enemy(&self, card: u8) -> &crate::content::Enemy {
        &self.ctx.content.enemies()[usize::from(card)]
    }

    pub(crate) fn foe(&self, e: u8) -> Option<&Foe> {
        self.d.foes.get(usize::from(e)).and_then(Option::as_ref)
    }

    /// Active figures of a card (R-A6).
    pub(crate) fn active(&self, f: &Foe) -> u8 {
        self.enemy(f.card).figures.saturating_sub(f.ekia).saturating_sub(f.supp)
    }

    pub(crate) fn push(&mut self, f: Frame) {
        let depth = usize::from(self.d.depth);
        if depth < STACK {
            self.d.stack[depth] = Some(f);
            self.d.depth += 1;
        }
    }

    pub(crate) fn pop(&mut self) {
        if self.d.depth > 0 {
            self.d.depth -= 1;
            self.d.stack[usize::from(self.d.depth)] = None;
        }
    }

    pub(crate) fn top(&self) -> Option<Frame> {
        self.d.depth.checked_sub(1).and_then(|i| self.d.stack.get(usize::from(i)).copied().flatten())
    }

    pub(crate) fn set_top(&mut self, f: Frame) {
        if let Some(i) = self.d.depth.checked_sub(1) {
            let i = usize::from(i);
            self.d.stack[if i < STACK { i } else { i % STACK }] = Some(f);
        }
    }

    /// Total XP of the player soldiers in play (R-F1).
    pub(crate) fn total_xp(&self) -> u8 {
        (0..self.d.n_soldiers).filter(|s| self.in_play(*s)).map(|s| self.trooper(s).xp).fold(0u8, u8::saturating_add)
    }

    /// The enemy cards' ids for R-E2 checks at a slot.
    pub(crate) fn reinforce_range(&self, slot: u8) -> Option<RangeIncl> {
        if slot == 0 { None } else { self.terrain(slot).and_then(|t| t.reinforce) }
    }

    /// Whether the objective's requirement is Kills.
    pub(crate) fn kills_requirement(&self) -> Option<(u8, u8)> {
        match self.ctx.requirement {
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
        self.d.foes.iter().flatten().any(|f| self.ctx.enemy_kw.get(usize::from(f.card)).is_some_and(|k| k & b != 0))
    }

    /// Whether enemy card `card` has keyword `kw` (as `Enemy::has`).
    #[inline]
    pub(crate) fn card_has(&self, card: u8, kw: EnemyKw) -> bool {
        match kw_bit(kw) {
            0 => self.enemy(card).has(kw),
            b => self.ctx.enemy_kw.get(usize::from(card)).is_some_and(|k| k & b != 0),
        }
    }

    /// Recomputes the derived data from the pieces and checks the state
    /// against its set-up: every action card in exactly one place (decks,
    /// hands, discards, Support cards in play), every location card and enemy
    /// card at most once (its deck, the path or the recon choice, the enemy
    /// cards in play), every index in range, soldier
    /// slots and health in range, hands and pending draws within the rules'
    /// bounds, the procedure stack well formed, and the derived masks
    /// (soldiers in play, enemy entries in use, dropped gear in use) equal to
    /// their recomputation. A loaded state is refused when this fails.
    ///
    /// # Errors
    ///
    /// What is wrong, in words.
    ///
    /// ```
    /// use wargames_core::Match;
    /// use wargames_squad::{Options, Squad};
    ///
    /// let m = Match::<Squad>::new(Options::default(), 7u64).unwrap();
    /// assert_eq!(m.game().invariants(), Ok(()));
    /// ```
    pub fn invariants(&self) -> Result<(), String> {
        let d = &self.d;
        crate::setup::check::check(&self.ctx, d)?;
        if d.alive != d.alive_mask() {
            return Err(format!("alive {:#b}, the soldiers in play are {:#b}", d.alive, d.alive_mask()));
        }
        if d.occupied != d.occupied_mask() {
            return Err(format!("occupied {:#b}, the enemy entries in use are {:#b}", d.occupied, d.occupied_mask()));
        }
        if d.lying != d.lying_mask() {
            return Err(format!("lying {:#b}, the dropped gear entries in use are {:#b}", d.lying, d.lying_mask()));
        }
        self.check_draft()?;
        Ok(())
    }

    /// The quality of the enemy deck.
    #[must_use]
    pub fn quality(&self) -> Quality {
        self.ctx.options.quality
    }
}

/// The serialized form: the options and the changing state.
#[derive(Clone, Serialize, Deserialize)]
pub(crate) struct SquadRepr {
    options: Options,
    state: Dyn,
}

impl From<Squad> for SquadRepr {
    fn from(s: Squad) -> SquadRepr {
        SquadRepr { options: s.ctx.options.clone(), state: s.d }
    }
}

impl TryFrom<SquadRepr> for Squad {
    type Error = Error;
    fn try_from(r: SquadRepr) -> Result<Squad, Error> {
        let ctx = Ctx::new(&r.options)?;
        let mut d = r.state;
        d.alive = d.alive_mask();
        d.occupied = d.occupied_mask();
        d.lying = d.lying_mask();
        let g = Squad { ctx: Arc::new(ctx), d };
        g.invariants().map_err(Error::CorruptState)?;
        Ok(g)
    }
}

impl Serialize for Squad {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SquadRepr { options: self.ctx.options.clone(), state: self.d }.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Squad {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Squad, D::Error> {
        let r = SquadRepr::deserialize(deserializer)?;
        Squad::try_from(r).map_err(serde::de::Error::custom)
    }
}
