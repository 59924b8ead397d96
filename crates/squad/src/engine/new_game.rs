//! Setting up a mission (R-S1..R-S11): the shared set-up (`Fixed`) resolved
//! from the options and the card set, and the opening state.

use std::sync::Arc;

use wargames_core::NoEvents;

use crate::content::{MAX_AMMO_GROUPS, SoldierKw, Trait};
use crate::error::Error;
use crate::setup::options::Options;
use crate::setup::roster::{self, MAX_GEAR, MAX_SOLDIERS};
use crate::state::decks::Decks;
use crate::state::field::Field;
use crate::state::flow::Flow;
use crate::state::foes::Foes;
use crate::state::progress::Progress;
use crate::state::squad::{Fixed, Squad, kw_bit, reaction_index};
use crate::state::team::Team;
use crate::state::{Frame, Gear, Item, Life, MAX_ENEMIES, NONE, SoldierState, State};

fn traits(list: &[Trait]) -> u8 {
    list.iter().fold(0, |acc, t| acc | t.bit())
}

impl Fixed {
    pub(crate) fn new(options: &Options) -> Result<Fixed, Error> {
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
        Ok(Fixed {
            tables: crate::setup::tables::Tables::new(&content),
            weapon_weight_of,
            equipment_weight_of,
            location_traits,
            objective_traits,
            content,
            options: options.clone(),
            mission,
            objective,
            objective_slot: d,
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

fn unknown(id: &str) -> Error {
    Error::UnknownId(id.to_owned())
}

impl Squad {
    /// R-S1..R-S11: sets up a mission from `options`.
    pub(crate) fn new(options: &Options) -> Result<Squad, Error> {
        let fixed = Fixed::new(options)?;
        let content = fixed.content.clone();
        let empty = SoldierState {
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
        for (i, r) in fixed.roster.iter().enumerate() {
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
            let base = fixed.options.target_counters;
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
        let d = State {
            flow: Flow::start(),
            field: Field::empty(),
            team: Team::new(soldiers, fixed.roster.len() as u8, cup),
            foes: Foes { foes: [None; MAX_ENEMIES], occupied: 0, seq: 0 },
            decks: Decks::shuffled(fixed.location_deck, fixed.enemy_deck, action_deck, event_deck),
            progress: Progress::default(),
        };
        let mut game = Squad { fixed: Arc::new(fixed), state: d };
        game.state.flow.push(Frame::SoldierPhase);
        game.state.flow.push(Frame::OpeningHands { s: 0 });
        game.run(&mut NoEvents);
        Ok(game)
    }
}
