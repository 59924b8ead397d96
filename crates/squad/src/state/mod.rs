//! The runtime state: its parts by role, one file each (the team, the
//! flow of the round, the field, the enemy cards, the decks, the
//! objective's progress), the procedure machine that runs the round, and
//! the types the parts hold. Fixed-size and `Copy` where it matters, so a
//! step never allocates and a clone is one copy.

pub(crate) mod chance;
pub(crate) mod decks;
pub(crate) mod effects;
pub(crate) mod family;
pub(crate) mod field;
pub(crate) mod flow;
pub(crate) mod foes;
pub(crate) mod machine;
pub(crate) mod progress;
pub(crate) mod saved;
pub(crate) mod squad;
pub(crate) mod team;

#[cfg(test)]
mod effects_tests;
#[cfg(test)]
mod state_tests;

use serde::{Deserialize, Serialize};
use wargames_core::{Bits, Rng};

use crate::content::{MAX_AMMO_GROUPS, Timing};
use crate::error::Error;
use crate::setup::roster::MAX_GEAR;
use crate::state::chance::Chance;
use crate::state::family::ListMemo;
use crate::terms::action::Action;
use crate::terms::outcome::Outcome;

/// No soldier, card or slot.
pub(crate) const NONE: u8 = u8::MAX;
/// An enemy card whose counter was taken away and must draw again (R-E4).
pub(crate) const RETARGET: u8 = u8::MAX - 1;
/// Slots on the path (R-S1).
pub const SLOTS: usize = 11;
/// The most enemy cards in play at once.
pub const MAX_ENEMIES: usize = 16;
/// The most gear items lying in slots.
pub const MAX_DROPPED: usize = 16;
/// The most Support cards in play.
pub const MAX_SUPPORT: usize = 4;
/// The deepest procedure nesting.
pub(crate) const STACK: usize = 12;
/// The most action cards a hand may hold at any moment (I31): no draw takes
/// a hand past it, not even R-R2's CX draws or a card's draw beyond hand
/// size, which could otherwise pile up round after round. A saved state past
/// it is refused, so that no loaded hand makes the legal list (every subset
/// of a hand) explode.
pub(crate) const HAND_LIMIT: u8 = 16;

/// The most smoke penalty a slot holds, and the most a weather event adds,
/// to an enemy's need (R-E3). A need above 10 already stops every d10, so
/// smoke that stops here changes no roll; the loader refuses more.
pub(crate) const MOST_PENALTY: u8 = 20;

/// What a gear item is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Item {
    /// A weapon card (index into the content's weapons).
    Weapon(u8),
    /// An equipment card (index into the content's equipment).
    Equipment(u8),
    /// The objective's item to recover (R-V1, Recover).
    Dispatch,
}

/// One carried or dropped item.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Gear {
    /// The item.
    pub item: Item,
    /// Out of Ammo (R-A5).
    pub out_of_ammo: bool,
    /// Deployed (R-A9).
    pub deployed: bool,
    /// Uses left (equipment with uses).
    pub uses: u8,
    /// The NPS whose built-in gear this is (or none).
    pub builtin_of: u8,
}

/// Whether a soldier is still in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Life {
    /// In play.
    InPlay,
    /// Seriously wounded (R-E4).
    Down,
    /// Withdrawn (R-F9).
    Withdrawn,
}

/// A soldier in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoldierState {
    /// The soldier card.
    pub card: u8,
    /// Its slot.
    pub slot: u8,
    /// Health now.
    pub health: u8,
    /// Health at the start (card + skills).
    pub max_health: u8,
    /// XP.
    pub xp: u8,
    /// Suppression counters.
    pub suppression: u8,
    /// In play or not.
    pub life: Life,
    /// Action cards in hand (instance set).
    pub hand: u64,
    /// Carried gear.
    pub gear: [Option<Gear>; MAX_GEAR],
    /// Spare reloads per ammo group.
    pub spares: [u8; MAX_AMMO_GROUPS],
    /// Skills (set over the content's skills).
    pub skills: u16,
    /// Cover bonus until its next turn.
    pub cover_turn: u8,
    /// Cover bonus until it moves.
    pub cover_move: u8,
    /// Cover bonus until the end of the next Enemy Phase.
    pub cover_phase: u8,
    /// The once-per-mission Down save was used.
    pub stubborn_used: bool,
    /// The ammo group reload gains go to.
    pub reload_group: u8,
}

/// An enemy card in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Foe {
    /// The enemy card.
    pub card: u8,
    /// Its slot.
    pub slot: u8,
    /// EKIA counters.
    #[serde(rename = "ekia")]
    pub killed: u8,
    /// Suppression counters.
    #[serde(rename = "supp")]
    pub suppression: u8,
    /// The soldier whose counter it holds.
    pub target: u8,
    /// Placement order.
    pub seq: u16,
    /// An objective enemy (never moves; engaged only after activation).
    pub objective: bool,
}

/// A Support card in play (R-F3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Support {
    /// The action card instance.
    pub card: u8,
    /// The soldier it lies in front of.
    pub owner: u8,
    /// The slot it acts on (smoke), or none.
    pub slot: u8,
    /// Fired this turn already (strikes).
    pub fired: bool,
}

/// A deck as card sets: the pile, cards put under it, the discards (R-S2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    /// Cards to draw.
    pub pile: u64,
    /// Cards put at the bottom (drawn once the pile is empty).
    pub bottom: u64,
    /// Discards (reshuffled into the pile when pile and bottom are empty).
    pub discard: u64,
}

impl Deck {
    /// The cards the next draw comes from.
    #[must_use]
    pub const fn drawable(&self) -> u64 {
        if self.pile != 0 {
            self.pile
        } else if self.bottom != 0 {
            self.bottom
        } else {
            self.discard
        }
    }

    /// Takes `card` out as drawn (reshuffling first if needed). False if it cannot be drawn.
    pub fn take(&mut self, card: u8) -> bool {
        let bit = 1u64 << (card & 63);
        if card >= 64 || self.drawable() & bit == 0 {
            return false;
        }
        if self.pile == 0 && self.bottom == 0 {
            self.pile = self.discard;
            self.discard = 0;
        }
        if self.pile & bit != 0 {
            self.pile &= !bit;
        } else {
            self.bottom &= !bit;
        }
        true
    }
}

/// The soldier whose turn it is and what it did (R-R2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Turn {
    /// The soldier.
    pub soldier: u8,
    /// Actions left.
    pub actions: u8,
    /// Moves left this turn (1; more with Keep Moving).
    pub moves: u8,
    /// It moved this turn.
    pub moved: bool,
    /// A Location was placed this turn.
    pub placed: bool,
    /// Gear items (set) that made a Bolt attack this turn.
    pub bolt_used: u8,
    /// The first Stealth attack of the turn was made.
    pub stealth_used: bool,
    /// The next attack gains Stealth (Silent Approach).
    pub stealth_next: bool,
    /// It may not attack (Go to Ground).
    pub no_attack: bool,
    /// The first attack this turn gets extra dice (Breach boosted).
    pub extra_dice: u8,
    /// R-F8 ruling (I28): the soldier's gear places that received an item
    /// this turn (picked up); such an item is not moved again this turn.
    pub gear_moved: u8,
    /// R-F8 ruling (I28): the entries of `dropped` laid down by the
    /// soldier this turn; such an item is not picked up again this turn.
    pub dropped_moved: u16,
    /// R-S2 ruling (I29): the action deck's discards were reshuffled into
    /// the pile during this turn; they are not reshuffled again before the
    /// turn ends, and a draw that finds the pile empty draws nothing.
    pub reshuffled: bool,
}

impl Turn {
    /// The turn `soldier` begins with `actions` actions (R-R2): one move,
    /// nothing done yet.
    #[must_use]
    pub fn begin(soldier: u8, actions: u8) -> Turn {
        Turn {
            soldier,
            actions,
            moves: 1,
            moved: false,
            placed: false,
            bolt_used: 0,
            stealth_used: false,
            stealth_next: false,
            no_attack: false,
            extra_dice: 0,
            gear_moved: 0,
            dropped_moved: 0,
            reshuffled: false,
        }
    }

    /// R-R2: the turn has `n` actions left to spend.
    pub(crate) fn need_actions(&self, n: u8) -> Result<(), Error> {
        if self.actions < n { Err(Error::NoActions { cost: n, left: self.actions }) } else { Ok(()) }
    }
}

/// A weapon or other source of a soldier's attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Arm {
    /// A carried item (gear index).
    Gear(u8),
    /// A squad soldier's built-in profile.
    Profile,
    /// Bare hands.
    Unarmed,
    /// A card's strike (no weapon).
    Strike,
}

/// How a player attack resolves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Style {
    /// d10 + d6 per die at the aimed cards (R-A5).
    Dice,
    /// One shared d10, one d6 per card in the slot (R-A7).
    Explosion,
    /// d10 + melee modifier ≥ 10 (R-A8).
    Unarmed,
}

/// A player attack in progress (R-A4..R-A8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Attack {
    /// The attacker.
    pub soldier: u8,
    /// With what.
    pub arm: Arm,
    /// How it resolves.
    pub style: Style,
    /// The target slot.
    pub slot: u8,
    /// Enemy entry (or objective) per die.
    pub aims: [u8; 4],
    /// Dice to roll.
    pub dice: u8,
    /// The die being rolled.
    pub i: u8,
    /// Explosion: cards (entries) still to roll a d6 for; bit 15 = the objective.
    pub cards: u16,
    /// The (shared) d10.
    pub d10: u8,
    /// Where it is.
    pub step: u8,
    /// To-hit number of each die (first die separately).
    pub to_hit: i8,
    /// Extra to-hit for the first die.
    pub first: i8,
    /// Penetration.
    pub pen: i8,
    /// Penetration bonus against Vehicle cards.
    pub vs_vehicle: i8,
    /// Ammo value (0: none).
    pub ammo: u8,
    /// An unmodified d10 was ≤ ammo.
    #[serde(rename = "ooa")]
    pub out_of_ammo: bool,
    /// Every die hits.
    pub auto_hit: bool,
    /// Every d6 defeats cover.
    pub auto_defeat: bool,
    /// Stealth: d6 counts as 6.
    pub stealth: bool,
    /// A miss still suppresses.
    pub suppressive: bool,
    /// No ammo check.
    #[serde(rename = "ignore_ooa")]
    pub ignore_out_of_ammo: bool,
    /// Suppression added to the target after.
    #[serde(rename = "add_supp")]
    pub add_suppression: u8,
    /// Kills per success against a Kills objective.
    pub kills: u8,
    /// Spend the item after (Expend / uses).
    pub expend: bool,
}

impl Attack {
    /// An attack by `soldier` with `arm` at `slot` before anything is rolled:
    /// one die, no target picked, no modifier beyond `to_hit` and `pen`, no
    /// ammo check, one kill per success, nothing spent after. Callers set
    /// what differs with struct-update syntax.
    pub(crate) const fn new(soldier: u8, arm: Arm, style: Style, slot: u8, to_hit: i8, pen: i8) -> Attack {
        Attack {
            soldier,
            arm,
            style,
            slot,
            aims: [NONE; 4],
            dice: 1,
            i: 0,
            cards: 0,
            d10: 0,
            step: 0,
            to_hit,
            first: 0,
            pen,
            vs_vehicle: 0,
            ammo: 0,
            out_of_ammo: false,
            auto_hit: false,
            auto_defeat: false,
            stealth: false,
            suppressive: false,
            ignore_out_of_ammo: true,
            add_suppression: 0,
            kills: 1,
            expend: false,
        }
    }

    /// R-A5, R-A7, R-A8: the die the attack waits for when it is on top of
    /// the stack: the d10 of its next die (the one d10 an Explosion shares
    /// among its cards), then the d6 of that die, or of the next card an
    /// Explosion still has to resolve, unless Stealth or an automatic
    /// defeat counts it a 6. `None`: it goes on without a die (a d6 counted
    /// a 6) or ends. The loader holds a saved attack to this (R-R1).
    pub(crate) const fn awaits(&self) -> Option<ChanceKind> {
        let d6_is_six = self.stealth || self.auto_defeat;
        match (self.style, self.step) {
            (Style::Explosion, 0) => Some(ChanceKind::D10),
            (Style::Dice | Style::Unarmed, 0) if self.i < self.dice => Some(ChanceKind::D10),
            (Style::Dice, 1) if self.i < self.dice && !d6_is_six => Some(ChanceKind::D6),
            (Style::Explosion, _) if self.cards != 0 && !d6_is_six => Some(ChanceKind::D6),
            _ => None,
        }
    }

    /// A card's strike (R-F3) by soldier `s` at `slot`: an Explosion with
    /// no weapon, rolling a d6 for each entry of `cards`.
    pub(crate) const fn strike(s: u8, slot: u8, to_hit: u8, pen: i8, cards: u16) -> Attack {
        Attack { cards, ..Attack::new(s, Arm::Strike, Style::Explosion, slot, to_hit as i8, pen) }
    }
}

/// An enemy attack in progress (R-E3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Assault {
    /// The attacking entry, or none (an event's attack).
    pub foe: u8,
    /// The targeted soldier.
    pub target: u8,
    /// Soldiers (set) still to resolve (All: everyone in the slot).
    pub victims: u8,
    /// The victim being resolved.
    pub victim: u8,
    /// The slot attacked (event attacks).
    pub slot: u8,
    /// The d10 must reach this.
    pub hit_on: u8,
    /// Penetration.
    pub pen: i8,
    /// Wounds on hit and defeat cover.
    pub wounds: u8,
    /// Ignore slot cover modifiers.
    pub marksman: bool,
    /// Roll 2d10 keep higher.
    pub commander: bool,
    /// One more attack to come (Again).
    pub again: bool,
    /// The d10 kept.
    pub d10: u8,
    /// The d6.
    pub d6: u8,
    /// Where it is.
    pub step: u8,
    /// The result awaiting application: wounds.
    pub res_wounds: u8,
    /// The result awaiting application: a suppression.
    pub res_supp: bool,
}

impl Assault {
    /// R-F4: the timing of the reaction window the attack is at, if any.
    pub(crate) const fn window(&self) -> Option<Timing> {
        match self.step {
            4 if self.res_wounds > 0 => Some(Timing::BeforeWoundsApplied),
            4 if self.res_supp => Some(Timing::OnSuppressedByEnemy),
            8 => Some(Timing::AfterEnemyAttack),
            _ => None,
        }
    }
}

/// One procedure of the round on the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Frame {
    /// R-S10: each PS draws up to hand size; `s` is the next soldier.
    OpeningHands {
        /// Soldier cursor.
        s: u8,
    },
    /// Draw `n` cards for soldier `s`, up to hand size `cap`.
    Draw {
        /// The soldier.
        s: u8,
        /// Cards left to draw.
        n: u8,
        /// Hand size it may not pass.
        cap: u8,
    },
    /// R-R1: the Soldier Phase; the player picks who acts.
    SoldierPhase,
    /// A soldier's turn: the player acts.
    Turn,
    /// A player attack.
    Attack(Attack),
    /// R-F5: placing a Location at `slot`.
    Place {
        /// The slot.
        slot: u8,
        /// Where it is.
        step: u8,
        /// Cards to look at (Recon N + 1).
        want: u8,
    },
    /// R-F6: the objective connects.
    Connect {
        /// Where it is.
        step: u8,
    },
    /// Draw and resolve `n` events.
    Events {
        /// Left to draw.
        n: u8,
        /// Where it is.
        step: u8,
    },
    /// Draw enemy cards into `slot` until their value reaches `need`.
    Spawn {
        /// The slot.
        slot: u8,
        /// Value needed.
        need: u8,
        /// Value so far.
        got: u8,
        /// Where it is.
        step: u8,
    },
    /// An enemy card entered: draw its target, maybe ambush.
    Arrive {
        /// The entry.
        foe: u8,
        /// Ambush allowed.
        ambush: bool,
        /// Where it is.
        step: u8,
    },
    /// Enemy cards marked to re-target draw new targets (slot order).
    Retarget,
    /// R-E1..R-E7.
    EnemyPhase {
        /// The step (R-E id order).
        step: u8,
        /// Cursor within the step.
        cursor: u32,
        /// Entries (set) fixed at the start of the step.
        mask: u16,
    },
    /// `checks` reinforcement checks at `slot` (R-E2).
    Reinforce {
        /// The slot.
        slot: u8,
        /// Checks left.
        checks: u8,
        /// Where it is.
        step: u8,
    },
    /// An enemy attack.
    Assault(Assault),
    /// R-E4: a soldier at 0 health.
    Down {
        /// The soldier.
        s: u8,
        /// Where it is.
        step: u8,
    },
    /// R-E4: hand size fell: the player discards down to it.
    Trim {
        /// The soldier.
        s: u8,
    },
}

/// What a chance point draws or rolls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum ChanceKind {
    /// A d10.
    D10,
    /// A d6.
    D6,
    /// An action card.
    Action,
    /// A location card.
    Location,
    /// An enemy card.
    Enemy,
    /// An event card.
    Event,
    /// A target counter from the cup.
    Target,
}

impl State {
    /// R-S2 with the ruling I29: the action cards the next draw comes from
    /// (`Decks::action_drawable`, in the turn in progress).
    pub(crate) const fn action_drawable(&self) -> u64 {
        self.decks.action_drawable(self.team.reshuffled())
    }

    /// R-S2 with the ruling I29: the card set a card-draw chance point of
    /// `kind` draws from (`Decks::draw_set`, in the turn in progress).
    pub(crate) const fn draw_set(&self, kind: ChanceKind) -> u64 {
        self.decks.draw_set(kind, self.team.reshuffled())
    }

    /// R-S2: a card drawn at random from the set a draw of `kind` comes
    /// from (`draw_set`), each card as likely as any other (none: the set
    /// is empty).
    #[inline(never)]
    pub(crate) fn sample_card(&self, kind: ChanceKind, rng: &mut Rng) -> Option<Chance> {
        let set = self.draw_set(kind);
        let c = Bits(set).nth(rng.index(set.count_ones() as usize))?;
        Some(match kind {
            ChanceKind::Action => Chance::Action(c),
            ChanceKind::Location => Chance::Location(c),
            ChanceKind::Enemy => Chance::Enemy(c),
            _ => Chance::Event(c),
        })
    }
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Need {
    /// Nothing: procedures run on.
    Run,
    /// A chance outcome.
    Chance(ChanceKind),
    /// The player picks the next soldier (R-R1).
    Phase,
    /// The player acts in a soldier turn.
    Turn,
    /// The player picks a recon card (R-F5).
    Recon,
    /// A reaction window (R-F4).
    Reaction,
    /// The player discards down to hand size (R-E4).
    Trim,
    /// The game is over.
    Over(Outcome),
}

/// A decision of several parts, part-way (R-D1): its first part and the
/// parts chosen since, in their fixed order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Draft {
    /// The first part (`Move`, `Attack`, `Melee`, `Throw`, `DiscardDraw`,
    /// `PlayCard` or `EndTurn`).
    pub head: Action,
    /// The card played with a move, attack, melee or throw (`With`).
    pub with: Option<u8>,
    /// Its boost, or the played card's (`Boost`).
    pub boost: Option<bool>,
    /// The cards of the set chosen so far (`Card`): a move's payment, the
    /// discards, the Support cards retained.
    pub cards: u64,
    /// The enemy entries of the Spray dice aimed so far (`Die`).
    pub dice: [u8; 4],
    /// How many dice are aimed.
    pub n_dice: u8,
    /// The family of its first part (its legal orders), kept while it is
    /// made (not saved: worked out again on loading).
    #[serde(skip)]
    pub(crate) family: ListMemo,
}

/// Everything that changes during a game. Saved in the flat form of
/// [`saved::Saved`], which it converts to and from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "saved::Saved", into = "saved::Saved")]
pub struct State {
    /// Where the round stands: round, timer, procedures, what is awaited.
    pub flow: flow::Flow,
    /// The path and what lies on it.
    pub field: field::Field,
    /// The soldiers, the cup and the turns of the round.
    pub team: team::Team,
    /// The enemy cards in play.
    pub foes: foes::Foes,
    /// The decks and the recon choice.
    pub decks: decks::Decks,
    /// The objective's progress.
    pub progress: progress::Progress,
}
