//! Why an input was refused: every variant names the rule it breaks.

use wargames_core::{FlowError, RuleError};

use crate::content::{Code, ContentError};

/// A refused set-up, action or chance outcome. The message starts with the
/// rule id; [`RuleError::rule`] returns it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The card set is broken.
    #[error("content: {0}")]
    Content(#[from] ContentError),
    /// A card id names no card of the needed type.
    #[error("R-S3: no such card: {id}")]
    UnknownCard {
        /// The id.
        id: Code,
    },
    /// An id that names no mission or objective.
    #[error("R-S5: no mission or objective with id {0:?}")]
    UnknownId(String),
    /// A card of another theatre.
    #[error("R-S3: {id} is not of the mission's theatre")]
    WrongTheatre {
        /// The card.
        id: Code,
    },
    /// The enemy deck for this faction and quality is empty.
    #[error("R-S4: no enemy card of faction {faction} and this quality")]
    EmptyEnemyDeck {
        /// The faction.
        faction: String,
    },
    /// Fewer than 2 soldiers.
    #[error("R-S7: a squad has at least 2 soldiers, not {soldiers}")]
    SquadTooSmall {
        /// How many.
        soldiers: usize,
    },
    /// More soldiers than the engine holds.
    #[error("R-S7: a squad has at most {max} soldiers, not {soldiers}")]
    SquadTooLarge {
        /// How many.
        soldiers: usize,
        /// The most.
        max: usize,
    },
    /// The same soldier card twice.
    #[error("R-S7: soldier {id} is in the squad twice")]
    DuplicateSoldier {
        /// The card.
        id: Code,
    },
    /// No player soldier.
    #[error("R-S7: a squad has at least one player soldier")]
    NoPlayerSoldier,
    /// Over the mission's RP budget.
    #[error("R-S7: the squad costs {cost} RP, over the mission's {budget}")]
    OverBudget {
        /// Its cost.
        cost: u32,
        /// The budget.
        budget: u16,
    },
    /// A PS carries more than carry + LM.
    #[error("R-S7: {soldier} carries weight {weight}, over its limit {limit}")]
    Overweight {
        /// The soldier.
        soldier: Code,
        /// The weight.
        weight: i32,
        /// The limit.
        limit: i32,
    },
    /// A skill bought twice.
    #[error("R-S7: {soldier} has skill {skill} twice")]
    DuplicateSkill {
        /// The soldier.
        soldier: Code,
        /// The skill.
        skill: Code,
    },
    /// A specialist skill without its prerequisite.
    #[error("R-S7: {soldier} lacks the prerequisite of skill {skill}")]
    MissingPrerequisite {
        /// The soldier.
        soldier: Code,
        /// The skill.
        skill: Code,
    },
    /// Gear bought for an NPS or SQ.
    #[error("R-S7: {id} comes with built-in gear and cannot be given more")]
    GearOnNonPlayer {
        /// The soldier.
        id: Code,
    },
    /// Too many gear items on one soldier.
    #[error("R-S7: {id} carries {items} items, the most is {max}")]
    TooMuchGear {
        /// The soldier.
        id: Code,
        /// How many.
        items: usize,
        /// The most.
        max: usize,
    },
    /// An unknown ammo group.
    #[error("R-S7: no ammo group {group}")]
    UnknownAmmoGroup {
        /// The group.
        group: String,
    },
    /// Too few locations to fill the path.
    #[error("R-S1: the location deck holds {have} cards, the path needs {need}")]
    TooFewLocations {
        /// Cards in the deck.
        have: usize,
        /// Cards the path needs.
        need: usize,
    },
    /// Target counters per soldier out of range.
    #[error("R-S8: target counters per soldier are 1..=8, not {0}")]
    BadCounterCount(u8),
    /// The soldier is not one that may act now.
    #[error("R-R1: soldier {0} cannot take a turn now (out of play, or already took it)")]
    NotYourTurn(u8),
    /// The soldier is suppressed.
    #[error("R-A2: a suppressed soldier cannot move, attack, melee or throw")]
    Suppressed,
    /// Not enough actions.
    #[error("R-R2: that costs {cost} actions, the soldier has {left}")]
    NoActions {
        /// The cost.
        cost: u8,
        /// Actions left.
        left: u8,
    },
    /// No suppression to remove.
    #[error("R-A1: the soldier has no suppression counter")]
    NotSuppressed,
    /// A second move this turn.
    #[error("R-A3: a soldier moves at most once per turn")]
    AlreadyMoved,
    /// The destination is not an adjacent slot with a card.
    #[error("R-A3: slot {0} is not an adjacent slot holding a card the soldier may enter")]
    BadDestination(u8),
    /// Paying with cards that are not in hand, or overpaying.
    #[error("R-A3: cards paid must come from the mover's hand and not exceed the cost")]
    BadPayment,
    /// The weapon is not carried or has no such mode.
    #[error("R-A4: no such weapon or fire mode")]
    NoSuchWeapon,
    /// The target is not an enemy card in play.
    #[error("R-A4: no such target")]
    NoSuchTarget,
    /// Out of range.
    #[error("R-A4: the target is out of range of that mode")]
    OutOfRange,
    /// Screen.
    #[error("R-A4: a Screen card in that slot must be targeted first")]
    Screened,
    /// An objective enemy before activation.
    #[error("R-A4: objective enemies cannot be engaged before the objective is activated")]
    ObjectiveNotActive,
    /// Collateral damage.
    #[error("R-A4: Collateral Damage forbids Explosion, Spray and Auto attacks there")]
    CollateralDamage,
    /// Deploy needed.
    #[error("R-A4: that mode needs the weapon deployed")]
    NotDeployed,
    /// Bolt weapon again.
    #[error("R-A4: a Bolt weapon attacks at most once per soldier turn")]
    BoltAgain,
    /// Heavy after moving.
    #[error("R-A4: a Heavy weapon cannot attack in a turn its carrier moved")]
    HeavyMoved,
    /// The weapon is out of ammo.
    #[error("R-A5: the weapon is out of ammo: reload it first")]
    OutOfAmmo,
    /// The soldier may not attack this turn (Go to Ground).
    #[error("R-F1: the soldier played a card that forbids attacking this turn")]
    NoAttackThisTurn,
    /// A Spray split that is not a valid split.
    #[error("R-A7: Spray dice go to enemy cards of one slot, declared per die")]
    BadSplit,
    /// Melee at another slot, or no melee weapon.
    #[error("R-A8: melee targets an enemy card in the soldier's slot, with a melee weapon or bare hands")]
    BadMelee,
    /// Throw: no such counter or out of reach.
    #[error("R-A9: no such throwable item, or the slot is out of its reach")]
    BadThrow,
    /// Reload: not out of ammo or no spare.
    #[error("R-A9: reload needs a weapon out of ammo and a spare reload of its ammo group")]
    BadReload,
    /// Deploy: no Deploy mode or already deployed.
    #[error("R-A9: deploy needs a weapon with a Deploy mode that is not deployed")]
    BadDeploy,
    /// Discard & draw with cards not in hand.
    #[error("R-A9: discard only cards in the soldier's hand")]
    BadDiscard,
    /// Equipment not usable.
    #[error("R-A9: that equipment cannot be used so")]
    BadEquipment,
    /// A card not in a usable hand.
    #[error("R-F1: that action card is not in the hand of a player soldier who may play it")]
    CardNotInHand,
    /// The card's timing does not fit.
    #[error("R-F1: that card is not played at this time")]
    WrongTiming,
    /// Keyword match fails.
    #[error("R-F1: the card's keyword does not match the weapon, mode or place used")]
    KeywordMismatch,
    /// Not enough XP.
    #[error("R-F1: that needs {need} XP, the squad has {have}")]
    NoXp {
        /// Needed.
        need: u8,
        /// Available.
        have: u8,
    },
    /// A card with no boost was boosted.
    #[error("R-F1: that card has no boost")]
    NoBoost,
    /// The card's effect cannot apply here.
    #[error("R-F1: the card's effect has nothing to act on with that choice")]
    NoEffect,
    /// Wrong number of extra discards.
    #[error("R-F2: a Covert or Support card needs exactly {need} other cards discarded")]
    WrongDiscards {
        /// How many.
        need: u8,
    },
    /// Retained support card choice.
    #[error("R-F3: only Support cards this soldier has in play can be retained")]
    BadRetain,
    /// Reaction outside its window.
    #[error("R-F4: no reaction window for that card now")]
    NoReactionWindow,
    /// Location placing not allowed.
    #[error("R-F5: a Location is placed once per turn by a soldier in the front-most slot, before the objective")]
    CannotPlace,
    /// Recon choice not among the cards.
    #[error("R-F5: that location is not among the recon cards")]
    NotAReconCard,
    /// Objective activation not allowed.
    #[error("R-F7: the objective is activated once, by a soldier in the slot before it once the path reaches it")]
    CannotActivate,
    /// Objective action not allowed.
    #[error("R-V1: the objective's item is taken by a soldier in the activated objective slot")]
    CannotRecover,
    /// Gear transfer not allowed.
    #[error("R-F8: that gear transfer is not allowed (item, place or weight)")]
    BadGear,
    /// R-F8 ruling (I28): the item was moved already this turn.
    #[error("R-F8: an item moved this turn (dropped or picked up) cannot be moved again this turn")]
    GearMovedThisTurn,
    /// Withdrawal not allowed.
    #[error("R-F9: only a soldier in play with health 2 or less may withdraw")]
    CannotWithdraw,
    /// A cache already used or absent.
    #[error("R-A9: there is no unused cache in the soldier's slot")]
    NoCache,
    /// R-D1: a card added twice to the set being chosen (a move's payment
    /// R-A3, discards R-A9 and R-F1, Support cards retained R-F10).
    #[error("{rule}: card #{card} is chosen already (R-D1)")]
    ChosenTwice {
        /// The rule of the decision.
        rule: &'static str,
        /// The card.
        card: u8,
    },
    /// R-D1: a part that is not the next part of the decision being made
    /// (parts come in their order, the cards of a set by increasing
    /// instance number, `Done` only where the set is free).
    #[error("{rule}: that is not the next part of this decision (R-D1)")]
    OutOfOrder {
        /// The rule of the decision.
        rule: &'static str,
    },
    /// R-D2: `Back` with no decision part-way.
    #[error("R-D2: there is no part of a decision to take back")]
    NothingToUndo,
    /// R-D1: a part of a decision when none is being made.
    #[error("R-D1: that part continues a decision, and none is begun")]
    NoDecisionOpen,
    /// R-D1: another decision while one is part-way.
    #[error("{rule}: a decision is part-way: finish it, or take it back (R-D2), first")]
    DecisionOpen {
        /// The rule of the decision part-way.
        rule: &'static str,
    },
    /// The chance outcome is not possible.
    #[error("R-S2: that card or die face cannot come up now")]
    ImpossibleChance,
    /// A saved state breaks an invariant: no play of the rules reaches it,
    /// or it would not play on safely. Refused on load.
    #[error("{rule}: corrupt saved state: {what}")]
    CorruptState {
        /// The rule the state breaks.
        rule: &'static str,
        /// What is wrong.
        what: String,
    },
    /// A flow error.
    #[error(transparent)]
    Flow(#[from] FlowError),
}

impl RuleError for Error {
    fn rule(&self) -> Option<&'static str> {
        use Error as E;
        Some(match self {
            E::Flow(_) | E::Content(_) => return None,
            E::CorruptState { rule, .. } => rule,
            E::TooFewLocations { .. } => "R-S1",
            E::UnknownId(_) => "R-S5",
            E::UnknownCard { .. } | E::WrongTheatre { .. } => "R-S3",
            E::EmptyEnemyDeck { .. } => "R-S4",
            E::SquadTooSmall { .. }
            | E::SquadTooLarge { .. }
            | E::DuplicateSoldier { .. }
            | E::NoPlayerSoldier
            | E::OverBudget { .. }
            | E::Overweight { .. }
            | E::DuplicateSkill { .. }
            | E::MissingPrerequisite { .. }
            | E::GearOnNonPlayer { .. }
            | E::TooMuchGear { .. }
            | E::UnknownAmmoGroup { .. } => "R-S7",
            E::BadCounterCount(_) => "R-S8",
            E::NotYourTurn(_) => "R-R1",
            E::NoActions { .. } => "R-R2",
            E::NotSuppressed => "R-A1",
            E::Suppressed => "R-A2",
            E::AlreadyMoved | E::BadDestination(_) | E::BadPayment => "R-A3",
            E::NoSuchWeapon
            | E::NoSuchTarget
            | E::OutOfRange
            | E::Screened
            | E::ObjectiveNotActive
            | E::CollateralDamage
            | E::NotDeployed
            | E::BoltAgain
            | E::HeavyMoved => "R-A4",
            E::OutOfAmmo => "R-A5",
            E::BadSplit => "R-A7",
            E::BadMelee => "R-A8",
            E::BadThrow | E::BadReload | E::BadDeploy | E::BadDiscard | E::BadEquipment | E::NoCache => "R-A9",
            E::NoAttackThisTurn
            | E::CardNotInHand
            | E::WrongTiming
            | E::KeywordMismatch
            | E::NoXp { .. }
            | E::NoBoost
            | E::NoEffect => "R-F1",
            E::WrongDiscards { .. } => "R-F2",
            E::BadRetain => "R-F3",
            E::NoReactionWindow => "R-F4",
            E::CannotPlace | E::NotAReconCard => "R-F5",
            E::CannotActivate => "R-F7",
            E::BadGear | E::GearMovedThisTurn => "R-F8",
            E::CannotWithdraw => "R-F9",
            E::CannotRecover => "R-V1",
            E::ImpossibleChance => "R-S2",
            E::ChosenTwice { rule, .. } | E::OutOfOrder { rule } | E::DecisionOpen { rule } => rule,
            E::NothingToUndo => "R-D2",
            E::NoDecisionOpen => "R-D1",
        })
    }
}
