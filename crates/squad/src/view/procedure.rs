//! The procedures under way, as the player reads them: each names what is
//! happening, who or what it is about, and the rule that runs it.
//!
//! Some procedures go through several stages (the Enemy Phase's steps, a
//! Location's draw then its events then its enemies, an attack's hit roll
//! then its cover roll); each names its stage with an enum of its own
//! (`view/stage.rs`), so that two positions that differ in what is still
//! to come read differently.

use wargames_core::Bits;

use serde::{Deserialize, Serialize};

use crate::state::squad::Squad;
use crate::state::{Arm, Assault, Attack, Frame, HAND_LIMIT, NONE, Style};
use crate::view::chance::ChanceView;
use crate::view::stage::{ArrivalStage, AssaultStage, AttackStage, ConnectStage, DownStage, EnemyStep, PlaceStage};

/// What a soldier attacks with (R-A4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackWeapon {
    /// A carried item.
    Gear {
        /// Its gear place.
        place: u8,
        /// Its name.
        name: String,
    },
    /// The soldier's built-in profile.
    Profile,
    /// Bare hands (R-A8).
    Unarmed,
    /// A card's strike, with no weapon (R-F1).
    Strike,
}

/// How a player attack resolves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackStyle {
    /// A d10 and a d6 per die at the aimed cards (R-A5).
    Dice,
    /// One shared d10, one d6 per card in the slot (R-A7).
    Explosion,
    /// A d10 plus the melee modifier reaching 10 (R-A8).
    Unarmed,
}

/// A player attack under way (R-A4..R-A8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackView {
    /// The squad position of the attacker.
    pub attacker: u8,
    /// The attacker's name.
    pub name: String,
    /// What it attacks with.
    pub weapon: AttackWeapon,
    /// How it resolves.
    pub style: AttackStyle,
    /// The target slot.
    pub slot: u8,
    /// The enemy entry each die is aimed at (16: the objective), none for
    /// a die not aimed.
    pub aims: Vec<Option<u8>>,
    /// Dice to roll.
    pub dice: u8,
    /// Dice rolled and resolved so far.
    pub dice_rolled: u8,
    /// An Explosion's cards still to roll a d6 for: enemy entries, 15 for
    /// the objective (R-A7).
    pub cards_left: Vec<u8>,
    /// The d10 rolled (an Explosion's shared one).
    pub d10: u8,
    /// What the attack's current die is at.
    pub stage: AttackStage,
    /// The to-hit number of each die (R-A5).
    pub to_hit: i8,
    /// The extra to-hit of the first die.
    pub first_die: i8,
    /// Penetration (R-A5).
    pub penetration: i8,
    /// Extra penetration against Vehicle cards.
    pub vs_vehicle: i8,
    /// The ammo value (0: none, R-A5).
    pub ammo: u8,
    /// An unmodified d10 came up at or below the ammo value (R-A5).
    pub out_of_ammo: bool,
    /// Every die hits.
    pub auto_hit: bool,
    /// Every d6 defeats cover.
    pub auto_defeat: bool,
    /// Stealth: the d6 counts as a 6.
    pub stealth: bool,
    /// A miss still suppresses.
    pub suppressive: bool,
    /// No ammo check.
    pub ignore_out_of_ammo: bool,
    /// Suppression added to the target after.
    pub add_suppression: u8,
    /// Kills per success against a Kills objective.
    pub kills: u8,
    /// The item is spent after (Expend, uses).
    pub expend: bool,
    /// What it waits for now, if a die.
    pub awaits: Option<ChanceView>,
}

/// An enemy attack under way (R-E3; an Ambush on arrival, R-F5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AssaultView {
    /// The attacking enemy entry (none: an event's attack).
    pub entry: Option<u8>,
    /// The attacking card's name (empty for an event's attack).
    pub name: String,
    /// The squad position of the targeted soldier.
    pub target: u8,
    /// The squad positions still to resolve (All: everyone in the slot).
    pub victims: Vec<u8>,
    /// The squad position being resolved.
    pub victim: u8,
    /// The slot attacked (an event's attack).
    pub slot: u8,
    /// The d10 must reach this.
    pub hit_on: u8,
    /// Penetration.
    pub penetration: i8,
    /// Wounds on a hit that defeats cover.
    pub wounds: u8,
    /// Slot cover is ignored (Marksman).
    pub marksman: bool,
    /// Two d10, the higher kept (Commander).
    pub commander: bool,
    /// One more attack to come (Again).
    pub again: bool,
    /// The d10 kept.
    pub d10: u8,
    /// The d6.
    pub d6: u8,
    /// What the attack is at.
    pub stage: AssaultStage,
    /// Wounds about to be dealt.
    pub wounds_due: u8,
    /// A suppression about to be dealt.
    pub suppression_due: bool,
}

/// Why action cards are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawCause {
    /// The opening hands (R-S10).
    OpeningHand,
    /// Discard & Draw: until the hand is full (R-A9).
    DiscardAndDraw,
    /// Combat experience at the start of a turn, up to the hand limit (R-R2).
    CombatExperience,
    /// A card's draw (R-F1).
    Card,
}

/// One procedure under way (R-R1..R-F10, R-E1..R-E7).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Procedure {
    /// The opening hands are drawn, soldier by soldier (R-S10).
    OpeningHands {
        /// The squad position of the next soldier to draw.
        next: u8,
    },
    /// Action cards drawn for a soldier.
    Draw {
        /// Its squad position.
        soldier: u8,
        /// Why.
        cause: DrawCause,
        /// Cards left to draw (none: until the hand is full).
        left: Option<u8>,
        /// The hand size the draw may not pass.
        hand_size: u8,
    },
    /// The Soldier Phase: the player picks who acts (R-R1).
    SoldierPhase,
    /// A soldier's turn: the player acts (R-R2).
    SoldierTurn,
    /// A player attack (R-A5, R-A7, R-A8).
    Attack(AttackView),
    /// A Location placed in a slot: drawn, its events, its enemies (R-F5).
    PlaceLocation {
        /// The slot.
        slot: u8,
        /// What the placing is at.
        stage: PlaceStage,
        /// Cards looked at (Recon N: N + 1).
        recon_cards: u8,
    },
    /// The objective connects: its garrison and enemies (R-F6).
    ObjectiveConnects {
        /// What the connection is at.
        stage: ConnectStage,
    },
    /// Event cards drawn and resolved (R-E1, R-F5, R-F7).
    Events {
        /// Left to draw.
        left: u8,
    },
    /// Enemy cards drawn into a slot until their value reaches the need
    /// (R-F5, R-F6).
    EnemyDraw {
        /// The slot.
        slot: u8,
        /// The value needed.
        need: u8,
        /// The value drawn so far.
        got: u8,
    },
    /// An enemy card entered: its target counter, maybe its ambush (R-F5).
    Arrival {
        /// Its entry.
        entry: u8,
        /// It may ambush.
        ambush: bool,
        /// What the arrival is at.
        stage: ArrivalStage,
    },
    /// Enemy cards whose soldier left draw new targets (R-E4).
    NewTargets,
    /// The Enemy Phase (R-R1), in its steps R-V3, R-E1..R-E7.
    EnemyPhase {
        /// The step under way, in the order the rule lists them.
        step: EnemyStep,
        /// How far the step has got through its cards or slots.
        progress: u32,
        /// The enemy entries the step works through.
        entries: Vec<u8>,
    },
    /// Reinforcement checks at a slot (R-E2).
    Reinforcements {
        /// The slot.
        slot: u8,
        /// Checks left.
        checks: u8,
    },
    /// An enemy attack (R-E3).
    EnemyAttack(AssaultView),
    /// A soldier at 0 health (R-E4).
    SeriouslyWounded {
        /// Its squad position.
        soldier: u8,
        /// What it is at.
        stage: DownStage,
    },
    /// A soldier's hand is discarded down to its hand size (R-E4).
    DiscardDown {
        /// Its squad position.
        soldier: u8,
    },
}

impl Procedure {
    /// The rule that runs it.
    ///
    /// ```
    /// use wargames_squad::Procedure;
    /// assert_eq!(Procedure::SoldierPhase.rule(), "R-R1");
    /// ```
    #[must_use]
    pub const fn rule(&self) -> &'static str {
        match self {
            Procedure::OpeningHands { .. } => "R-S10",
            Procedure::Draw { cause, .. } => match cause {
                DrawCause::OpeningHand => "R-S10",
                DrawCause::DiscardAndDraw => "R-A9",
                DrawCause::CombatExperience => "R-R2",
                DrawCause::Card => "R-F1",
            },
            Procedure::SoldierPhase | Procedure::EnemyPhase { .. } => "R-R1",
            Procedure::SoldierTurn => "R-R2",
            Procedure::Attack(a) => match (a.style, &a.weapon) {
                (AttackStyle::Explosion, _) => "R-A7",
                (AttackStyle::Unarmed, _) | (_, AttackWeapon::Unarmed) => "R-A8",
                _ => "R-A5",
            },
            Procedure::PlaceLocation { .. } | Procedure::EnemyDraw { .. } | Procedure::Arrival { .. } => "R-F5",
            Procedure::ObjectiveConnects { .. } => "R-F6",
            Procedure::Events { .. } => "R-E1",
            Procedure::NewTargets | Procedure::SeriouslyWounded { .. } | Procedure::DiscardDown { .. } => "R-E4",
            Procedure::Reinforcements { .. } => "R-E2",
            Procedure::EnemyAttack(_) => "R-E3",
        }
    }

    /// The view of `frame` in game `g`, below `parent`.
    pub(crate) fn of(g: &Squad, frame: &Frame, parent: Option<&Frame>) -> Procedure {
        match *frame {
            Frame::OpeningHands { s } => Procedure::OpeningHands { next: s },
            Frame::Draw { s, n, cap } => Procedure::Draw {
                soldier: s,
                cause: match parent {
                    Some(Frame::OpeningHands { .. }) => DrawCause::OpeningHand,
                    _ if n == u8::MAX => DrawCause::DiscardAndDraw,
                    _ if cap == HAND_LIMIT => DrawCause::CombatExperience,
                    _ => DrawCause::Card,
                },
                left: (n != u8::MAX).then_some(n),
                hand_size: cap,
            },
            Frame::SoldierPhase => Procedure::SoldierPhase,
            Frame::Turn => Procedure::SoldierTurn,
            Frame::Attack(a) => Procedure::Attack(AttackView::of(g, &a)),
            Frame::Place { slot, step, want } => {
                Procedure::PlaceLocation { slot, stage: PlaceStage::of(step), recon_cards: want }
            }
            Frame::Connect { step } => Procedure::ObjectiveConnects { stage: ConnectStage::of(step) },
            // The engine's `step` of these three never leaves 0: a stage
            // would say nothing.
            Frame::Events { n, step: _ } => Procedure::Events { left: n },
            Frame::Spawn { slot, need, got, step: _ } => Procedure::EnemyDraw { slot, need, got },
            Frame::Arrive { foe, ambush, step } => {
                Procedure::Arrival { entry: foe, ambush, stage: ArrivalStage::of(step) }
            }
            Frame::Retarget => Procedure::NewTargets,
            Frame::EnemyPhase { step, cursor, mask } => Procedure::EnemyPhase {
                step: EnemyStep::of(step),
                progress: cursor,
                entries: Bits(mask).iter().collect(),
            },
            Frame::Reinforce { slot, checks, step: _ } => Procedure::Reinforcements { slot, checks },
            Frame::Assault(a) => Procedure::EnemyAttack(AssaultView::of(g, &a)),
            Frame::Down { s, step } => Procedure::SeriouslyWounded { soldier: s, stage: DownStage::of(step) },
            Frame::Trim { s } => Procedure::DiscardDown { soldier: s },
        }
    }
}

impl AttackView {
    fn of(g: &Squad, a: &Attack) -> AttackView {
        AttackView {
            attacker: a.soldier,
            name: g.soldier_name(a.soldier).to_owned(),
            weapon: match a.arm {
                Arm::Gear(place) => {
                    AttackWeapon::Gear { place, name: g.gear_name(a.soldier, place).unwrap_or_default().to_owned() }
                }
                Arm::Profile => AttackWeapon::Profile,
                Arm::Unarmed => AttackWeapon::Unarmed,
                Arm::Strike => AttackWeapon::Strike,
            },
            style: match a.style {
                Style::Dice => AttackStyle::Dice,
                Style::Explosion => AttackStyle::Explosion,
                Style::Unarmed => AttackStyle::Unarmed,
            },
            slot: a.slot,
            aims: a.aims.iter().map(|&e| (e != NONE).then_some(e)).collect(),
            dice: a.dice,
            dice_rolled: a.i,
            cards_left: Bits(a.cards).iter().collect(),
            d10: a.d10,
            stage: AttackStage::of(a.style, a.step),
            to_hit: a.to_hit,
            first_die: a.first,
            penetration: a.pen,
            vs_vehicle: a.vs_vehicle,
            ammo: a.ammo,
            out_of_ammo: a.out_of_ammo,
            auto_hit: a.auto_hit,
            auto_defeat: a.auto_defeat,
            stealth: a.stealth,
            suppressive: a.suppressive,
            ignore_out_of_ammo: a.ignore_out_of_ammo,
            add_suppression: a.add_suppression,
            kills: a.kills,
            expend: a.expend,
            awaits: a.awaits().map(ChanceView::from),
        }
    }
}

impl AssaultView {
    fn of(g: &Squad, a: &Assault) -> AssaultView {
        let foe = if a.foe == NONE { None } else { g.state.foes.get(a.foe) };
        AssaultView {
            entry: (a.foe != NONE).then_some(a.foe),
            name: foe.map(|f| g.enemy(f.card).name.clone()).unwrap_or_default(),
            target: a.target,
            victims: Bits(a.victims).iter().collect(),
            victim: a.victim,
            slot: a.slot,
            hit_on: a.hit_on,
            penetration: a.pen,
            wounds: a.wounds,
            marksman: a.marksman,
            commander: a.commander,
            again: a.again,
            d10: a.d10,
            d6: a.d6,
            stage: AssaultStage::of(a.step),
            wounds_due: a.res_wounds,
            suppression_due: a.res_supp,
        }
    }
}
