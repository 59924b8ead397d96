//! A soldier as seen on the table: its card, standing, hand, gear, skills
//! and cover.

use wargames_core::Bits;

use serde::{Deserialize, Serialize};

use crate::content::Code;
use crate::state::squad::Squad;
use crate::view::card::{HandCard, SkillView};
use crate::view::gear::GearView;
use crate::view::life::Life;

/// A soldier as seen on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoldierView {
    /// Its card.
    pub card: Code,
    /// Its name.
    pub name: String,
    /// Its slot.
    pub slot: u8,
    /// Health.
    pub health: u8,
    /// XP.
    pub xp: u8,
    /// Suppression counters.
    pub suppression: u8,
    /// In play, down or withdrawn.
    pub life: Life,
    /// Action cards in hand.
    pub hand: Vec<HandCard>,
    /// Each gear place with its whole item (uses and built-in gear, R-A9,
    /// R-F8), none for an empty place.
    pub gear: Vec<Option<GearView>>,
    /// Target counters in the cup.
    pub counters: u8,
    /// Took its turn this round.
    pub done: bool,
    /// Health at the start of the mission (card and skills), the most it
    /// heals back to.
    pub max_health: u8,
    /// Spare reloads per ammo group (R-A9 reload, R-F8: they stay with it).
    pub spares: Vec<u8>,
    /// The ammo group reload gains go to.
    pub reload_group: u8,
    /// Skills.
    pub skills: Vec<SkillView>,
    /// Cover bonus until its next turn.
    pub cover_turn: u8,
    /// Cover bonus until it moves.
    pub cover_move: u8,
    /// Cover bonus until the end of the next Enemy Phase.
    pub cover_phase: u8,
    /// The once-per-mission Down save (Stubborn, R-E4) was used.
    pub stubborn_used: bool,
}

impl SoldierView {
    /// The view of squad position `s`.
    pub(crate) fn of(g: &Squad, s: u8) -> SoldierView {
        let c = g.content();
        let d = &g.state;
        let t = g.state.team.soldier(s);
        let card = g.card(s);
        SoldierView {
            card: card.id,
            name: card.name.clone(),
            slot: t.slot,
            health: t.health,
            xp: t.xp,
            suppression: t.suppression,
            life: t.life.into(),
            hand: Bits(t.hand)
                .iter()
                .filter_map(|i| c.action_of(i).map(|a| HandCard { instance: i, card: a.id, name: a.name.clone() }))
                .collect(),
            gear: t.gear.iter().map(|x| x.as_ref().map(|x| GearView::of(g, x))).collect(),
            counters: d.team.cup[usize::from(s)],
            done: d.team.done & (1 << s) != 0,
            max_health: t.max_health,
            spares: t.spares.to_vec(),
            reload_group: t.reload_group,
            skills: Bits(t.skills)
                .iter()
                .filter_map(|k| c.skills().get(usize::from(k)).map(|k| SkillView { skill: k.id, name: k.name.clone() }))
                .collect(),
            cover_turn: t.cover_turn,
            cover_move: t.cover_move,
            cover_phase: t.cover_phase,
            stubborn_used: t.stubborn_used,
        }
    }
}
