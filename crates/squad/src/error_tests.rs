//! Every error variant names its rule once: its message starts with the
//! rule id `RuleError::rule` returns (or with none, for the three variants
//! that break no rule).

#![allow(clippy::unwrap_used)]

use wargames_core::{FlowError, RuleError};

use crate::content::{Code, ContentError};
use crate::error::Error;

/// One value of every variant of [`Error`].
fn every_variant() -> Vec<Error> {
    let id = Code::new("S01").unwrap();
    let skill = Code::new("K01").unwrap();
    vec![
        Error::Content(ContentError::Json { file: "actions.json", message: "x".into() }),
        Error::UnknownCard { id },
        Error::UnknownId("M09".into()),
        Error::WrongTheatre { id },
        Error::EmptyEnemyDeck { faction: "Axis".into() },
        Error::SquadTooSmall { soldiers: 1 },
        Error::SquadTooLarge { soldiers: 9, max: 6 },
        Error::DuplicateSoldier { id },
        Error::NoPlayerSoldier,
        Error::OverBudget { cost: 40, budget: 30 },
        Error::Overweight { soldier: id, weight: 12, limit: 10 },
        Error::DuplicateSkill { soldier: id, skill },
        Error::MissingPrerequisite { soldier: id, skill },
        Error::GearOnNonPlayer { id },
        Error::TooMuchGear { id, items: 9, max: 8 },
        Error::UnknownAmmoGroup { group: "7.92".into() },
        Error::TooFewLocations { have: 1, need: 4 },
        Error::BadCounterCount(9),
        Error::NotYourTurn(1),
        Error::Suppressed,
        Error::NoActions { cost: 2, left: 1 },
        Error::NotSuppressed,
        Error::AlreadyMoved,
        Error::BadDestination(4),
        Error::BadPayment,
        Error::NoSuchWeapon,
        Error::NoSuchTarget,
        Error::OutOfRange,
        Error::Screened,
        Error::ObjectiveNotActive,
        Error::CollateralDamage,
        Error::NotDeployed,
        Error::BoltAgain,
        Error::HeavyMoved,
        Error::OutOfAmmo,
        Error::NoAttackThisTurn,
        Error::BadSplit,
        Error::BadMelee,
        Error::BadThrow,
        Error::BadReload,
        Error::BadDeploy,
        Error::BadDiscard,
        Error::BadEquipment,
        Error::CardNotInHand,
        Error::WrongTiming,
        Error::KeywordMismatch,
        Error::NoXp { need: 2, have: 1 },
        Error::NoBoost,
        Error::NoEffect,
        Error::WrongDiscards { need: 1 },
        Error::BadRetain,
        Error::NoReactionWindow,
        Error::CannotPlace,
        Error::NotAReconCard,
        Error::CannotActivate,
        Error::CannotRecover,
        Error::BadGear,
        Error::GearMovedThisTurn,
        Error::CannotWithdraw,
        Error::NoCache,
        Error::ChosenTwice { rule: "R-A3", card: 7 },
        Error::OutOfOrder { rule: "R-A9" },
        Error::NothingToUndo,
        Error::NoDecisionOpen,
        Error::DecisionOpen { rule: "R-F1" },
        Error::ImpossibleChance,
        Error::CorruptState { rule: "R-A3", what: "x".into() },
        Error::Flow(FlowError::GameOver),
    ]
}

/// The position of `e`'s variant in the enum: an exhaustive match, so a
/// new variant does not compile until it is added here and to the list.
fn variant(e: &Error) -> usize {
    use Error as E;
    match e {
        E::Content(_) => 0,
        E::UnknownCard { .. } => 1,
        E::UnknownId(_) => 2,
        E::WrongTheatre { .. } => 3,
        E::EmptyEnemyDeck { .. } => 4,
        E::SquadTooSmall { .. } => 5,
        E::SquadTooLarge { .. } => 6,
        E::DuplicateSoldier { .. } => 7,
        E::NoPlayerSoldier => 8,
        E::OverBudget { .. } => 9,
        E::Overweight { .. } => 10,
        E::DuplicateSkill { .. } => 11,
        E::MissingPrerequisite { .. } => 12,
        E::GearOnNonPlayer { .. } => 13,
        E::TooMuchGear { .. } => 14,
        E::UnknownAmmoGroup { .. } => 15,
        E::TooFewLocations { .. } => 16,
        E::BadCounterCount(_) => 17,
        E::NotYourTurn(_) => 18,
        E::Suppressed => 19,
        E::NoActions { .. } => 20,
        E::NotSuppressed => 21,
        E::AlreadyMoved => 22,
        E::BadDestination(_) => 23,
        E::BadPayment => 24,
        E::NoSuchWeapon => 25,
        E::NoSuchTarget => 26,
        E::OutOfRange => 27,
        E::Screened => 28,
        E::ObjectiveNotActive => 29,
        E::CollateralDamage => 30,
        E::NotDeployed => 31,
        E::BoltAgain => 32,
        E::HeavyMoved => 33,
        E::OutOfAmmo => 34,
        E::NoAttackThisTurn => 35,
        E::BadSplit => 36,
        E::BadMelee => 37,
        E::BadThrow => 38,
        E::BadReload => 39,
        E::BadDeploy => 40,
        E::BadDiscard => 41,
        E::BadEquipment => 42,
        E::CardNotInHand => 43,
        E::WrongTiming => 44,
        E::KeywordMismatch => 45,
        E::NoXp { .. } => 46,
        E::NoBoost => 47,
        E::NoEffect => 48,
        E::WrongDiscards { .. } => 49,
        E::BadRetain => 50,
        E::NoReactionWindow => 51,
        E::CannotPlace => 52,
        E::NotAReconCard => 53,
        E::CannotActivate => 54,
        E::CannotRecover => 55,
        E::BadGear => 56,
        E::GearMovedThisTurn => 57,
        E::CannotWithdraw => 58,
        E::NoCache => 59,
        E::ChosenTwice { .. } => 60,
        E::OutOfOrder { .. } => 61,
        E::NothingToUndo => 62,
        E::NoDecisionOpen => 63,
        E::DecisionOpen { .. } => 64,
        E::ImpossibleChance => 65,
        E::CorruptState { .. } => 66,
        E::Flow(_) => 67,
    }
}

/// Every variant's message starts with its rule id and a colon, the id is
/// a rule of the rules page (R-S, R-R, R-A, R-F, R-E, R-V, R-D), and only
/// a broken card set, a corrupt state and a flow error name none.
#[test]
fn every_error_variant_starts_with_its_rule_id() {
    let all = every_variant();
    let mut seen: Vec<usize> = all.iter().map(variant).collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen, (0..=67).collect::<Vec<_>>(), "one value of each variant, each once");
    for e in &all {
        let text = e.to_string();
        match e.rule() {
            Some(rule) => {
                let part = rule.strip_prefix("R-").and_then(|r| r.chars().next());
                assert!(matches!(part, Some('S' | 'R' | 'A' | 'F' | 'E' | 'V' | 'D')), "{e:?}: rule {rule}");
                assert!(text.starts_with(&format!("{rule}: ")), "{e:?} prints {text:?}, not {rule} first");
            }
            None => {
                assert!(matches!(e, Error::Content(_) | Error::Flow(_)), "{e:?}");
                assert!(!text.starts_with("R-"), "{e:?} prints {text:?}");
            }
        }
    }
}
