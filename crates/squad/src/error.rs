//! Why an input was refused: every variant names the rule it breaks,
//! written once (`Error::rule_id`), and its message starts with it.

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
    #[error("{r}: no such card: {id}", r = self.rule_id())]
    UnknownCard {
        /// The id.
        id: Code,
    },
    /// An id that names no mission or objective.
    #[error("{r}: no mission or objective with id {0:?}", r = self.rule_id())]
    UnknownId(String),
    /// A card of another theatre.
    #[error("{r}: {id} is not of the mission's theatre", r = self.rule_id())]
    WrongTheatre {
        /// The card.
        id: Code,
    },
    /// The enemy deck for this faction and quality is empty.
    #[error("{r}: no enemy card of faction {faction} and this quality", r = self.rule_id())]
    EmptyEnemyDeck {
        /// The faction.
        faction: String,
    },
    /// Fewer than 2 soldiers.
    #[error("{r}: a squad has at least 2 soldiers, not {soldiers}", r = self.rule_id())]
    SquadTooSmall {
        /// How many.
        soldiers: usize,
    },
    /// More soldiers than the engine holds.
    #[error("{r}: a squad has at most {max} soldiers, not {soldiers}", r = self.rule_id())]
    SquadTooLarge {
        /// How many.
        soldiers: usize,
        /// The most.
        max: usize,
    },
    /// The same soldier card twice.
    #[error("{r}: soldier {id} is in the squad twice", r = self.rule_id())]
    DuplicateSoldier {
        /// The card.
        id: Code,
    },
    /// No player soldier.
    #[error("{r}: a squad has at least one player soldier", r = self.rule_id())]
    NoPlayerSoldier,
    /// Over the mission's RP budget.
    #[error("{r}: the squad costs {cost} RP, over the mission's {budget}", r = self.rule_id())]
    OverBudget {
        /// Its cost.
        cost: u32,
        /// The budget.
        budget: u16,
    },
    /// A PS carries more than carry + LM.
    #[error("{r}: {soldier} carries weight {weight}, over its limit {limit}", r = self.rule_id())]
    Overweight {
        /// The soldier.
        soldier: Code,
        /// The weight.
        weight: i32,
        /// The limit.
        limit: i32,
    },
    /// A skill bought twice.
    #[error("{r}: {soldier} has skill {skill} twice", r = self.rule_id())]
    DuplicateSkill {
        /// The soldier.
        soldier: Code,
        /// The skill.
        skill: Code,
    },
    /// A specialist skill without its prerequisite.
    #[error("{r}: {soldier} lacks the prerequisite of skill {skill}", r = self.rule_id())]
    MissingPrerequisite {
        /// The soldier.
        soldier: Code,
        /// The skill.
        skill: Code,
    },
    /// Gear bought for an NPS or SQ.
    #[error("{r}: {id} comes with built-in gear and cannot be given more", r = self.rule_id())]
    GearOnNonPlayer {
        /// The soldier.
        id: Code,
    },
    /// Too many gear items on one soldier.
    #[error("{r}: {id} carries {items} items, the most is {max}", r = self.rule_id())]
    TooMuchGear {
        /// The soldier.
        id: Code,
        /// How many.
        items: usize,
        /// The most.
        max: usize,
    },
    /// An unknown ammo group.
    #[error("{r}: no ammo group {group}", r = self.rule_id())]
    UnknownAmmoGroup {
        /// The group.
        group: String,
    },
    /// Too few locations to fill the path.
    #[error("{r}: the location deck holds {have} cards, the path needs {need}", r = self.rule_id())]
    TooFewLocations {
        /// Cards in the deck.
        have: usize,
        /// Cards the path needs.
        need: usize,
    },
    /// Target counters per soldier out of range.
    #[error("{r}: target counters per soldier are 1..=8, not {0}", r = self.rule_id())]
    BadCounterCount(u8),
    /// The soldier is not one that may act now.
    #[error("{r}: soldier {0} cannot take a turn now (out of play, or already took it)", r = self.rule_id())]
    NotYourTurn(u8),
    /// The soldier is suppressed.
    #[error("{r}: a suppressed soldier cannot move, attack, melee or throw", r = self.rule_id())]
    Suppressed,
    /// Not enough actions.
    #[error("{r}: that costs {cost} actions, the soldier has {left}", r = self.rule_id())]
    NoActions {
        /// The cost.
        cost: u8,
        /// Actions left.
        left: u8,
    },
    /// No suppression to remove.
    #[error("{r}: the soldier has no suppression counter", r = self.rule_id())]
    NotSuppressed,
    /// A second move this turn.
    #[error("{r}: a soldier moves at most once per turn", r = self.rule_id())]
    AlreadyMoved,
    /// The destination is not an adjacent slot with a card.
    #[error("{r}: slot {0} is not an adjacent slot holding a card the soldier may enter", r = self.rule_id())]
    BadDestination(u8),
    /// Paying with cards that are not in hand, or overpaying.
    #[error("{r}: cards paid must come from the mover's hand and not exceed the cost", r = self.rule_id())]
    BadPayment,
    /// The weapon is not carried or has no such mode.
    #[error("{r}: no such weapon or fire mode", r = self.rule_id())]
    NoSuchWeapon,
    /// The target is not an enemy card in play.
    #[error("{r}: no such target", r = self.rule_id())]
    NoSuchTarget,
    /// Out of range.
    #[error("{r}: the target is out of range of that mode", r = self.rule_id())]
    OutOfRange,
    /// Screen.
    #[error("{r}: a Screen card in that slot must be targeted first", r = self.rule_id())]
    Screened,
    /// An objective enemy before activation.
    #[error("{r}: objective enemies cannot be engaged before the objective is activated", r = self.rule_id())]
    ObjectiveNotActive,
    /// Collateral damage.
    #[error("{r}: Collateral Damage forbids Explosion, Spray and Auto attacks there", r = self.rule_id())]
    CollateralDamage,
    /// Deploy needed.
    #[error("{r}: that mode needs the weapon deployed", r = self.rule_id())]
    NotDeployed,
    /// Bolt weapon again.
    #[error("{r}: a Bolt weapon attacks at most once per soldier turn", r = self.rule_id())]
    BoltAgain,
    /// Heavy after moving.
    #[error("{r}: a Heavy weapon cannot attack in a turn its carrier moved", r = self.rule_id())]
    HeavyMoved,
    /// The weapon is out of ammo.
    #[error("{r}: the weapon is out of ammo: reload it first", r = self.rule_id())]
    OutOfAmmo,
    /// The soldier may not attack this turn (Go to Ground).
    #[error("{r}: the soldier played a card that forbids attacking this turn", r = self.rule_id())]
    NoAttackThisTurn,
    /// A Spray split that is not a valid split.
    #[error("{r}: Spray dice go to enemy cards of one slot, declared per die", r = self.rule_id())]
    BadSplit,
    /// Melee at another slot, or no melee weapon.
    #[error("{r}: melee targets an enemy card in the soldier's slot, with a melee weapon or bare hands", r = self.rule_id())]
    BadMelee,
    /// Throw: no such counter or out of reach.
    #[error("{r}: no such throwable item, or the slot is out of its reach", r = self.rule_id())]
    BadThrow,
    /// Reload: not out of ammo or no spare.
    #[error("{r}: reload needs a weapon out of ammo and a spare reload of its ammo group", r = self.rule_id())]
    BadReload,
    /// Deploy: no Deploy mode or already deployed.
    #[error("{r}: deploy needs a weapon with a Deploy mode that is not deployed", r = self.rule_id())]
    BadDeploy,
    /// Discard & draw with cards not in hand.
    #[error("{r}: discard only cards in the soldier's hand", r = self.rule_id())]
    BadDiscard,
    /// Equipment not usable.
    #[error("{r}: that equipment cannot be used so", r = self.rule_id())]
    BadEquipment,
    /// A card not in a usable hand.
    #[error("{r}: that action card is not in the hand of a player soldier who may play it", r = self.rule_id())]
    CardNotInHand,
    /// The card's timing does not fit.
    #[error("{r}: that card is not played at this time", r = self.rule_id())]
    WrongTiming,
    /// Keyword match fails.
    #[error("{r}: the card's keyword does not match the weapon, mode or place used", r = self.rule_id())]
    KeywordMismatch,
    /// Not enough XP.
    #[error("{r}: that needs {need} XP, the squad has {have}", r = self.rule_id())]
    NoXp {
        /// Needed.
        need: u8,
        /// Available.
        have: u8,
    },
    /// A card with no boost was boosted.
    #[error("{r}: that card has no boost", r = self.rule_id())]
    NoBoost,
    /// The card's effect cannot apply here.
    #[error("{r}: the card's effect has nothing to act on with that choice", r = self.rule_id())]
    NoEffect,
    /// Wrong number of extra discards.
    #[error("{r}: a Covert or Support card needs exactly {need} other cards discarded", r = self.rule_id())]
    WrongDiscards {
        /// How many.
        need: u8,
    },
    /// Retained support card choice.
    #[error("{r}: only Support cards this soldier has in play can be retained", r = self.rule_id())]
    BadRetain,
    /// Reaction outside its window.
    #[error("{r}: no reaction window for that card now", r = self.rule_id())]
    NoReactionWindow,
    /// Location placing not allowed.
    #[error("{r}: a Location is placed once per turn by a soldier in the front-most slot, before the objective", r = self.rule_id())]
    CannotPlace,
    /// Recon choice not among the cards.
    #[error("{r}: that location is not among the recon cards", r = self.rule_id())]
    NotAReconCard,
    /// Objective activation not allowed.
    #[error("{r}: the objective is activated once, by a soldier in the slot before it once the path reaches it", r = self.rule_id())]
    CannotActivate,
    /// Objective action not allowed.
    #[error("{r}: the objective's item is taken by a soldier in the activated objective slot", r = self.rule_id())]
    CannotRecover,
    /// Gear transfer not allowed.
    #[error("{r}: that gear transfer is not allowed (item, place or weight)", r = self.rule_id())]
    BadGear,
    /// R-F8 ruling (I28): the item was moved already this turn.
    #[error("{r}: an item moved this turn (dropped or picked up) cannot be moved again this turn", r = self.rule_id())]
    GearMovedThisTurn,
    /// Withdrawal not allowed.
    #[error("{r}: only a soldier in play with health 2 or less may withdraw", r = self.rule_id())]
    CannotWithdraw,
    /// A cache already used or absent.
    #[error("{r}: there is no unused cache in the soldier's slot", r = self.rule_id())]
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
    #[error("{r}: there is no part of a decision to take back", r = self.rule_id())]
    NothingToUndo,
    /// R-D1: a part of a decision when none is being made.
    #[error("{r}: that part continues a decision, and none is begun", r = self.rule_id())]
    NoDecisionOpen,
    /// R-D1: another decision while one is part-way.
    #[error("{rule}: a decision is part-way: finish it, or take it back (R-D2), first")]
    DecisionOpen {
        /// The rule of the decision part-way.
        rule: &'static str,
    },
    /// The chance outcome is not possible.
    #[error("{r}: that card or die face cannot come up now", r = self.rule_id())]
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

impl Error {
    /// The rule each variant breaks, written once per variant: the
    /// messages print it first, and [`RuleError::rule`] returns it. The
    /// two variants without one (a broken card set, a flow error) give the
    /// empty text; a corrupt saved state names the rule it breaks.
    fn rule_id(&self) -> &'static str {
        use Error as E;
        match self {
            E::Flow(_) | E::Content(_) => "",
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
        }
    }
}

impl RuleError for Error {
    fn rule(&self) -> Option<&'static str> {
        Some(self.rule_id()).filter(|r| !r.is_empty())
    }
}
