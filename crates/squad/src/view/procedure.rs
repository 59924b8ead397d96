//! The procedures under way, as the player reads them: each names what is
//! happening, who or what it is about, and the rule that runs it.
//!
//! Some procedures go through several stages (the Enemy Phase's steps, a
//! Location's draw then its events then its enemies, an attack's hit roll
//! then its cover roll); each names its stage with an enum of its own
//! ([`AttackStage`], [`AssaultStage`], [`PlaceStage`], [`ConnectStage`],
//! [`ArrivalStage`], [`EnemyStep`], [`DownStage`]), each variant with its
//! rule id, read from the engine's position in one `const fn` beside the
//! enum, so that two positions that differ in what is still to come read
//! differently.

use wargames_core::Bits;

use serde::{Deserialize, Serialize};

use crate::state::squad::Squad;
use crate::state::{Arm, Assault, Attack, Frame, HAND_LIMIT, NONE, Style};
use crate::view::chance::ChanceView;

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

/// Where a player attack's current die stands (R-A5, R-A7, R-A8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackStage {
    /// R-A5: the d10 of the next die (R-A7: an Explosion's one shared d10;
    /// R-A8: an unarmed attack's d10 with the melee modifier). With every
    /// die rolled (`dice_rolled == dice`), the attack ends.
    HitRoll,
    /// R-A5: the d6 of the die whose d10 was rolled, against the cover of
    /// the card it is aimed at (R-A7: a d6 for each card still in
    /// `cards_left`).
    CoverRoll,
    /// R-A8: the unarmed attack is resolved (it rolls no d6); the attack
    /// ends.
    Resolved,
}

impl AttackStage {
    /// The stage of an attack of `style` at the engine's `step` (0: the
    /// hit roll; an Explosion's d6s from 1 on; an unarmed attack's result
    /// at 9).
    const fn of(style: Style, step: u8) -> AttackStage {
        match (style, step) {
            (_, 0) => AttackStage::HitRoll,
            (Style::Dice, 1) | (Style::Explosion, _) => AttackStage::CoverRoll,
            _ => AttackStage::Resolved,
        }
    }
}

/// Where an enemy attack stands (R-E3, R-E4, R-F4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AssaultStage {
    /// R-E3: the d10, hit if at least the column's `hit_on`.
    HitRoll,
    /// R-E3: Commander in play: the second d10, the higher kept.
    CommanderRoll,
    /// R-E3: the d6, defeating cover if d6 + penetration reaches the
    /// soldier's cover and the slot's modifier.
    CoverRoll,
    /// R-E3: the next soldier the roll is against (All: every soldier in
    /// the slot, one at a time) has its result worked out.
    NextSoldier,
    /// R-F4: the reaction window before the result applies (Take Cover!,
    /// Hit the Dirt).
    BeforeResult,
    /// R-E4: the result applies: the wounds, or a suppression (R-A2).
    Result,
    /// R-E3: the result applied; the window after the attack opens if a
    /// reaction fits it.
    AfterResult,
    /// R-F4: the reaction window after the attack (Return Fire).
    AfterAttack,
    /// R-E3: every soldier resolved: Again attacks once more, or the
    /// attack ends.
    Again,
}

impl AssaultStage {
    /// The stage at the engine's `step` (0..=5, 7 and 8 as listed; 6, and
    /// anything past 8, the end).
    const fn of(step: u8) -> AssaultStage {
        match step {
            0 => AssaultStage::HitRoll,
            1 => AssaultStage::CommanderRoll,
            2 => AssaultStage::CoverRoll,
            3 => AssaultStage::NextSoldier,
            4 => AssaultStage::BeforeResult,
            5 => AssaultStage::Result,
            7 => AssaultStage::AfterResult,
            8 => AssaultStage::AfterAttack,
            _ => AssaultStage::Again,
        }
    }
}

/// Where the placing of a Location stands (R-F5, R-F6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlaceStage {
    /// R-F5: the Location is drawn (Recon N: N + 1 cards, one kept).
    Draw,
    /// R-F5: the Location is on the path; its events are drawn, its
    /// enemies come next.
    Events,
    /// R-F5: enemy cards are drawn into it until their values reach its
    /// enemy value.
    Enemies,
    /// R-F6: the objective connects, if the slot is the one before it;
    /// the placing ends after.
    Connection,
}

impl PlaceStage {
    /// The stage at the engine's `step` (0 to 3 in this order; past 3 as
    /// 3).
    const fn of(step: u8) -> PlaceStage {
        match step {
            0 => PlaceStage::Draw,
            1 => PlaceStage::Events,
            2 => PlaceStage::Enemies,
            _ => PlaceStage::Connection,
        }
    }
}

/// Where the objective's connection stands (R-F6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConnectStage {
    /// R-F6: the garrison enters slot D, card by card.
    Garrison {
        /// Garrison cards entered so far (in the objective's order).
        entered: u8,
    },
    /// R-F6: enemy cards are drawn for slot D as in R-F5.
    Enemies,
}

impl ConnectStage {
    /// The stage at the engine's `step` (below 100: the garrison cards
    /// entered; 100 on: the draw).
    const fn of(step: u8) -> ConnectStage {
        if step < 100 { ConnectStage::Garrison { entered: step } } else { ConnectStage::Enemies }
    }
}

/// Where an enemy card's arrival stands (R-F5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArrivalStage {
    /// R-F5: it draws a target counter from the cup (R-V3: none from an
    /// empty cup).
    Target,
    /// R-F5: its target drawn, an Ambush card arriving in ambush attacks
    /// at once.
    Ambush,
    /// R-F5: its ambush attack is under way; the arrival ends after it.
    Ambushed,
}

impl ArrivalStage {
    /// The stage at the engine's `step` (0, 1, then 2 on).
    const fn of(step: u8) -> ArrivalStage {
        match step {
            0 => ArrivalStage::Target,
            1 => ArrivalStage::Ambush,
            _ => ArrivalStage::Ambushed,
        }
    }
}

/// The step of the Enemy Phase under way, in the order the rules list
/// them (R-V3, then R-E1..R-E7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EnemyStep {
    /// R-V3: enemy cards without a target try to draw one.
    NoTarget,
    /// R-E1: the mission's events for the round are drawn.
    Events,
    /// R-E2: one reinforcement check at every slot from 1 holding a
    /// soldier (`progress`: the slot after the last one checked).
    Reinforcements,
    /// R-E2: each Reinforce N card makes N more checks at its slot
    /// (`entries`: the cards still to check).
    ReinforceCards,
    /// R-E3: Inspire cards take suppression off every enemy card.
    Inspire,
    /// R-E3: every card able to attacks, in slot and placement order
    /// (`progress`: the entries that have attacked, `entries`: those
    /// still to come).
    EnemyFire,
    /// R-E5: cards whose target is out of range move toward it.
    Movement,
    /// R-E6: each enemy card loses one suppression counter.
    Recovery,
    /// R-E7: the timer advances; the phase ends.
    Timer,
}

impl EnemyStep {
    /// The step at the engine's `step` (0 to 8 in this order; past 8 as
    /// 8).
    const fn of(step: u8) -> EnemyStep {
        match step {
            0 => EnemyStep::NoTarget,
            1 => EnemyStep::Events,
            2 => EnemyStep::Reinforcements,
            3 => EnemyStep::ReinforceCards,
            4 => EnemyStep::Inspire,
            5 => EnemyStep::EnemyFire,
            6 => EnemyStep::Movement,
            7 => EnemyStep::Recovery,
            _ => EnemyStep::Timer,
        }
    }
}

/// Where a Seriously Wounded soldier stands (R-E4; the Stubborn skill,
/// K05).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DownStage {
    /// R-E4: at 0 health; a Stubborn soldier that has not used its save
    /// rolls for it, any other is out.
    AtZero,
    /// K05 Stubborn: the d6 that keeps the soldier in play at 1 health.
    StubbornRoll,
    /// K05 Stubborn: the d6 failed; R-E4: the soldier is out.
    StubbornFailed,
}

impl DownStage {
    /// The stage at the engine's `step` (0, 1, then 2 on).
    const fn of(step: u8) -> DownStage {
        match step {
            0 => DownStage::AtZero,
            1 => DownStage::StubbornRoll,
            _ => DownStage::StubbornFailed,
        }
    }
}
