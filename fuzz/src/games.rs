//! The four games as the harness sees them: the option sets seeded games
//! use, and their other text forms (their invariants are
//! [`Game::invariants`](wargames_core::Game::invariants)).

use wargames_arnswalde::{Arnswalde, AssaultAce, Difficulty, HandUse};
use wargames_core::{Card, CardSet, Seed};
use wargames_pocket_stalingrad::{Keep, PocketStalingrad};
use wargames_rattenkrieg::{Rattenkrieg, RefitRule, RevealRule, TankReturn};
use wargames_squad::content::Quality;
use wargames_squad::{Order, Squad};

use crate::{Fuzzed, reads_back};

/// The text forms of core every game's text reaches (cards, card sets, seeds).
fn core_text(text: &str) -> Result<(), String> {
    reads_back::<Card>(text)?;
    reads_back::<CardSet>(text)?;
    reads_back::<Seed>(text)
}

impl Fuzzed for Arnswalde {
    fn option_sets() -> Vec<Self::Options> {
        use wargames_arnswalde::Options;
        let literal = Options {
            hand_use: HandUse::OwnActionsOnly,
            diamond_face_ends_counterattack: true,
            assault_ace: AssaultAce::Leaves,
            ..Options::default()
        };
        vec![
            Options::default(),
            Options::with_difficulty(Difficulty::Easy),
            Options::with_difficulty(Difficulty::Hard),
            literal,
        ]
    }

    fn other_text(text: &str) -> Result<(), String> {
        core_text(text)
    }
}

impl Fuzzed for PocketStalingrad {
    fn option_sets() -> Vec<Self::Options> {
        use wargames_pocket_stalingrad::Options;
        let literal = Options { assault_extra_cmd: true, deploy_all: true, vp_decides: true, ..Options::default() };
        let guards = Options { guards_unit_in_z: true, turns: 3, reserve: 12, ..Options::default() };
        vec![Options::default(), literal, guards]
    }

    fn other_text(text: &str) -> Result<(), String> {
        reads_back::<Keep>(text)?;
        core_text(text)
    }
}

impl Fuzzed for Rattenkrieg {
    fn option_sets() -> Vec<Self::Options> {
        use wargames_rattenkrieg::Options;
        let soviet_refit = Options { refit: RefitRule::SovietOnly, ..Options::default() };
        let last_card =
            Options { reveal: RevealRule::LastCard, tank_return: TankReturn::AnyLaterTurn, ..Options::default() };
        let next_turn = Options { tank_return: TankReturn::NextTurnOnly, ..Options::default() };
        vec![Options::default(), soviet_refit, last_card, next_turn]
    }

    fn other_text(text: &str) -> Result<(), String> {
        core_text(text)
    }
}

impl Fuzzed for Squad {
    fn option_sets() -> Vec<Self::Options> {
        use wargames_squad::Options;
        let mut sets = Vec::new();
        for (mission, objective) in
            [("M01", "O02"), ("M01", "O01"), ("M01", "O03"), ("M02", "O01"), ("M02", "O02"), ("M02", "O03")]
        {
            for quality in [Quality::FrontLine, Quality::Elite] {
                sets.push(Options::scenario(mission, objective, quality));
            }
        }
        sets
    }

    fn other_text(text: &str) -> Result<(), String> {
        reads_back::<Order>(text)?;
        core_text(text)
    }
}
