//! R-F1..R-F3 own-turn cards and R-F3 Support fire in the legal list: the
//! plays of one card as a family (each boost with its discards, by their
//! number, and its choices), its orders and the next parts of a card play
//! part-way (R-D1: `Boost`, the cards discarded, `Choose`).

use crate::legal::strike::Strike;
use wargames_core::Bits;

use crate::content::{Choice, Effect};
use crate::legal::here::TurnFacts;
use crate::legal::list::{Scope, TurnSink};
use crate::legal::needs::CardUse;
use crate::legal::next::Next;
use crate::legal::sets::Sets;
use crate::setup::tables::{CHOOSY, DEPLOY, GAIN};
use crate::state::SLOTS;
use crate::state::family::{CardFamily, Family};
use crate::state::foes::Foes;
use crate::state::squad::Squad;
use crate::terms::action::Action;
use crate::terms::order::{Order, Play};

impl CardFamily {
    /// The plays with boost `boost`, as a family of sets.
    fn sets(&self, boost: bool) -> Sets {
        Sets {
            order: Order::PlayCard { card: self.card, boost, discard: 0, param: 0 },
            mask: self.rest,
            sizes: 1u128 << self.discards.min(127),
            params: self.params[usize::from(boost)],
        }
    }

    /// Gives `f` every legal play of the family: unboosted, then boosted.
    pub(crate) fn orders(&self, f: &mut dyn FnMut(Order)) {
        for boost in [false, true] {
            if self.params[usize::from(boost)] != 0 {
                self.sets(boost).each(&mut *f);
            }
        }
    }

    /// R-D1: the next parts after `rest` (the parts after `PlayCard`).
    pub(crate) fn next(&self, g: &Squad, rest: &[Action], next: &mut Next<'_>) {
        if !g.boostable(self.card) {
            next.after_sets(&self.sets(false), rest);
            return;
        }
        match rest {
            [] => {
                for yes in [false, true] {
                    if self.params[usize::from(yes)] != 0 {
                        next.add(Action::Boost { yes });
                    }
                }
            }
            [Action::Boost { yes }, tail @ ..] if self.params[usize::from(*yes)] != 0 => {
                next.after_sets(&self.sets(*yes), tail);
            }
            _ => {}
        }
    }
}

impl Squad {
    /// R-F1..R-F3: the legal own-turn card plays of the turn `h`, card by card.
    pub(crate) fn write_cards(&self, h: &TurnFacts<'_>, discounts: &mut Option<(u8, u8)>, out: &mut impl TurnSink) {
        // Reaction cards are refused (R-F4); nor is a card out of the XP's
        // reach listed (R-F1).
        for card in Bits(h.in_reach(h.playable.own_turn & !self.fixed.tables.reaction)) {
            if let Some(f) = self.card_family(h, card, out.scope(), discounts) {
                out.family(self, Action::PlayCard { card }, &Family::Card(f));
            }
        }
    }

    /// R-F1..R-F3: the legal plays of card `card` in the turn `h` (with
    /// `Scope::Any`, at least the first), or none: `check_play`'s checks
    /// (`check_card` through `card_ok`, the discards and the room for a
    /// Support card, `check_play_choice` for each choice, the keyword
    /// match against the weapon a choice names). `discounts` keeps the
    /// Support discounts of the soldier's slot once worked out.
    pub(crate) fn card_family(
        &self,
        h: &TurnFacts<'_>,
        card: u8,
        scope: Scope,
        discounts: &mut Option<(u8, u8)>,
    ) -> Option<CardFamily> {
        let s = h.s;
        if !Bits(h.playable.own_turn).contains(card) {
            return None;
        }
        // The player soldier in play holding it (a card is in one hand).
        let holder = Bits(h.ps_live)
            .iter()
            .find(|x| h.troops.get(usize::from(*x)).is_some_and(|t| t.hand & (1 << card) != 0))?;
        let rest = h.troops.get(usize::from(holder))?.hand & !(1u64 << card);
        let (discards, support) =
            self.play_discards(card, || discounts.get_or_insert_with(|| self.support_discounts_here(s)).0).ok()?;
        if (support && !self.state.field.support_room()) || Bits(rest).len() < u32::from(discards) {
            return None;
        }
        let tables = &self.fixed.tables;
        let mut f = CardFamily { card, rest, discards, params: [0; 2] };
        for boost in [false, true] {
            let p = Play { card, boost };
            // The XP for the boost and for a card from another's hand (R-F1).
            if self.play_cost(p, holder != s, h.xp).is_err() {
                continue;
            }
            // Its choices (`check_play_choice`) with the keyword match
            // against the weapon a choice names (`play_use`): of an effect
            // that takes none and gains no reloads, only 0.
            let kinds = tables.kinds[usize::from(card & 63)][usize::from(boost)];
            let deploy = kinds & DEPLOY != 0;
            if !deploy && !self.needs_met(card, &CardUse::default()) {
                continue;
            }
            let params = if kinds & (CHOOSY | GAIN) == 0 {
                1
            } else {
                let Some(effect) = self.play_effect(p) else { continue };
                let mut params = 0u16;
                for param in Bits(choice_candidates(&self.state.foes, h, effect, kinds)) {
                    if self.play_choice(s, effect, param).is_ok()
                        && (!deploy || self.needs_met(card, &self.play_use(s, card, param)))
                    {
                        params |= 1 << param;
                        if scope == Scope::Any {
                            break;
                        }
                    }
                }
                params
            };
            f.params[usize::from(boost)] = params;
            if params != 0 && scope == Scope::Any {
                break;
            }
        }
        (f.params != [0; 2]).then_some(f)
    }

    /// R-F3: a retained Support strike fired at a slot (`check_fire_support`).
    pub(crate) fn write_support_fire(&self, h: &TurnFacts<'_>, out: &mut impl TurnSink) {
        let (s, t) = (h.s, h.t);
        for card in Bits(self.state.field.owned_supports(s)) {
            // A strike held ready (R-F3) and its reach: none is legal without.
            let Some(Strike { range: reach, .. }) = self.ready_strike(s, card) else { continue };
            for slot in 0..SLOTS as u8 {
                let d = slot.abs_diff(t.slot);
                if d != 0 && d <= reach && self.check_fire_support(card, slot).is_ok() {
                    out.order(self, Order::FireSupport { card, slot });
                }
            }
        }
    }
}

/// The choices a card of effect `effect` (of `effect_kinds` `kinds`)
/// could take in the turn `h`, before its checks: 0 alone for an
/// effect that takes none; else the weapons
/// carried, the enemy entries in play, the slots or the soldiers in
/// play, as its effect chooses (`Effect::choice`).
fn choice_candidates(foes: &Foes, h: &TurnFacts<'_>, effect: &Effect, kinds: u8) -> u16 {
    if kinds & CHOOSY == 0 {
        return 1;
    }
    let mut m = u16::MAX;
    effect.each(&mut |e| {
        m &= match e.choice() {
            Some(Choice::Weapon) => h.weapons,
            Some(Choice::EnemyEntry) => foes.occupied,
            Some(Choice::Slot) => (1 << SLOTS) - 1,
            Some(Choice::Soldier) => u16::from(h.live),
            None => u16::MAX,
        };
    });
    m
}
