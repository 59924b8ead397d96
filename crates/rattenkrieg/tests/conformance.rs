//! The core conformance suite on every meaningful option set.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "test helpers")]

use wargames_core::testing::Conformance;
use wargames_core::{AreaId, Card, CardSet, Game, Rng, Seat};
use wargames_rattenkrieg::{Action, Chance, Options, Rattenkrieg, RefitRule, RevealRule, Side, TankReturn, UnitId};

fn any_action(_game: &Rattenkrieg, rng: &mut Rng) -> Action {
    let unit = UnitId::new(rng.index(20)).unwrap_or(UnitId::new(0).unwrap());
    let area = AreaId::new(rng.index(16) as u8).unwrap_or(AreaId::new(0).unwrap());
    let card = Card::ALL[rng.index(52)];
    match rng.index(19) {
        0 => Action::Activate { unit, with_tank: rng.index(2) == 0 },
        1 => Action::Refit { unit },
        2 => Action::Pass,
        3 => Action::Move { to: area },
        4 => Action::Enter { to: area, pay: card },
        5 => Action::Attack { area },
        6 => Action::Event { card, target: if rng.index(2) == 0 { None } else { Some(unit) } },
        7 => Action::End,
        8 => Action::Defend { unit },
        9 => Action::Play { card },
        10 => Action::Decline,
        11 => Action::Stand,
        12 => Action::Refight,
        13 => Action::Concede,
        14 => Action::Retreat { to: area },
        15 => Action::LoseStep { card },
        16 => Action::SacrificeTank,
        17 => Action::Isolate,
        _ => Action::Discard {
            cards: CardSet::from_bits(rng.next_u64() & CardSet::STANDARD_52.bits()).unwrap_or_default(),
        },
    }
}

fn any_chance(_game: &Rattenkrieg, rng: &mut Rng) -> Chance {
    let card = Card::ALL[rng.index(54)];
    if rng.index(2) == 0 { Chance::Draw(card) } else { Chance::Snipe(card) }
}

fn hidden(game: &Rattenkrieg, seat: Seat, rng: &mut Rng) -> Option<Rattenkrieg> {
    game.resample_hidden(Side::of_seat(seat), rng)
}

/// The card sets of a save: the hands, the deck's two parts, every
/// counter's steps and the cards down in a combat (2.4 has every card in
/// exactly one of them).
const CARD_SETS: &[&str] = &["hands.*", "deck.pile", "deck.discards", "units.*.steps", "combat.played.*"];

fn suite(options: Options, cases: u32) {
    suite_with(options, cases, false);
}

/// The suite; `text` adds the round trip of every action's and chance
/// outcome's text (the options change no text, so one suite runs it).
fn suite_with(options: Options, cases: u32, text: bool) {
    let suite = Conformance::<Rattenkrieg>::new(options)
        .cases(cases)
        .max_steps(20_000)
        .illegal_samples(4)
        .arbitrary_actions(any_action)
        .arbitrary_chance(any_chance)
        .hidden_information(hidden)
        .card_sets(CARD_SETS);
    if text { suite.text_round_trip().run() } else { suite.run() }
}

#[test]
fn conformance_standard() {
    suite_with(Options::default(), 48, true);
}

#[test]
fn conformance_last_card_reveal() {
    suite(Options { reveal: RevealRule::LastCard, ..Options::default() }, 12);
}

#[test]
fn conformance_soviet_only_refit_and_last_card() {
    suite(
        Options {
            refit: RefitRule::SovietOnly,
            reveal: RevealRule::LastCard,
            tank_return: TankReturn::NextTurnOnly,
            ..Options::default()
        },
        16,
    );
}

#[test]
fn setup_is_a_chance_point() {
    let game = Rattenkrieg::setup(&Options::default()).unwrap();
    assert!(game.status().is_chance());
}

#[test]
fn hidden_information_resampling_changes_hidden_cards_but_no_view() {
    let mut m = wargames_core::Match::<Rattenkrieg>::new(Options::default(), 11u64).unwrap();
    let mut agents = [wargames_core::RandomAgent::new(1u64), wargames_core::RandomAgent::new(2u64)];
    let mut legal = Vec::new();
    let mut rng = Rng::new(5u64);
    let mut changed = 0;
    for _ in 0..200 {
        let Some(seat) = m.status().to_act() else { break };
        for viewer in [Seat(0), Seat(1)] {
            let other = m.game().resample_hidden(Side::of_seat(viewer), &mut rng).unwrap();
            assert_eq!(other.view(viewer), m.game().view(viewer));
            if &other != m.game() {
                changed += 1;
                assert_ne!(other.view(viewer.opponent()), m.game().view(viewer.opponent()));
            }
        }
        m.legal_actions(&mut legal);
        let i = wargames_core::Agent::choose(
            &mut agents[seat.index()],
            &wargames_core::Observation::new(m.game(), seat),
            &legal,
        );
        m.play(&legal[i]).unwrap();
    }
    assert!(changed > 300, "the hook must really change hidden cards ({changed})");
}
