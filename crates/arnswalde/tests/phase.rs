//! `Arnswalde::phase` against the sequence of play (5.0): set-up (3.1,
//! 3.2), then each turn the Soviet deployment (6.0), the German actions
//! (7.0) and the Soviet attacks (8.0), with the counterattack (7.3), the
//! repair (7.4), the surrender check (4.1), the judgement draws (3.2) and
//! the relief check (4.2) nested where they happen.

mod common;

use common::{act, cl, d, deploy, edit, force, h, judge, s, shrink_soviet_deck, start};
use wargames_arnswalde::{Action, Arnswalde, Chance, Front, Options, Pending, Target};
use wargames_core::{Agent, Card, Game, NoEvents, Observation, RandomAgent, Rank, Rng, Seat, Status};

fn at(game: &Arnswalde) -> String {
    game.phase().to_string()
}

/// One scripted turn, every decision and chance point named: set-up, the
/// deployment, a counterattack (black face card, a card into the hand, a
/// joker's surrender check, a failure, giving up), a repair (a joker's
/// surrender check), the normal attack answered by a counterattack.
#[test]
fn rule_5_0_one_turn_walks_deployment_actions_and_attacks() {
    let mut game = Arnswalde::setup(&Options::default()).unwrap();
    assert_eq!(at(&game), "German > set-up (3.0) > tiger placement (3.1)");
    act(&mut game, Action::PlaceTigers { north: 3, south: 3, central: 1 });
    assert_eq!(at(&game), "Soviet > set-up (3.0) > face-down card: North (3.2)");
    force(&mut game, Chance::Soviet(h(Rank::Nine)));
    assert_eq!(at(&game), "Soviet > set-up (3.0) > face-down card: South (3.2)");
    force(&mut game, Chance::Soviet(h(Rank::Two)));

    // 6.0: the Soviet deployment; 5♥ goes to South (a tie).
    assert_eq!(at(&game), "turn 1/11, Soviet > soviet deployment (6.0)");
    deploy(&mut game, h(Rank::Five));

    // 7.0: the German actions; first a counterattack on 5♥ (7.3).
    assert_eq!(at(&game), "turn 1/11, German > german actions (7.0)");
    act(&mut game, Action::Counterattack { front: Front::South, target: Target::FaceUp(h(Rank::Five)) });
    let counterattack = "turn 1/11, German > german actions (7.0) > counterattack: South (7.3)";
    assert_eq!(at(&game), format!("{counterattack} > judgement draw (3.2)"));
    force(&mut game, Chance::Judgement(cl(Rank::Queen)));
    assert_eq!(at(&game), format!("{counterattack} > black face card (7.3)"));
    act(&mut game, Action::TakeCard);
    assert_eq!(at(&game), format!("{counterattack} > black face card (7.3) > card into hand (7.3)"));
    force(&mut game, Chance::Judgement(d(Rank::King)));
    // With a hand, the draw is a decision (deck or hand), then a chance point.
    assert_eq!(
        game.pending(),
        Pending::Judgement { purpose: wargames_arnswalde::Purpose::Counterattack, from_deck: false }
    );
    assert_eq!(at(&game), format!("{counterattack} > judgement draw (3.2)"));
    act(&mut game, Action::Draw);
    assert_eq!(at(&game), format!("{counterattack} > judgement draw (3.2)"));
    force(&mut game, Chance::Judgement(Card::BLACK_JOKER));
    assert_eq!(at(&game), format!("{counterattack} > surrender check (4.1) > judgement draw (3.2)"));
    judge(&mut game, cl(Rank::Three));
    assert_eq!(at(&game), format!("{counterattack} > judgement draw (3.2)"));
    judge(&mut game, s(Rank::Three));
    assert_eq!(at(&game), format!("{counterattack} > next tiger (7.3)"));
    act(&mut game, Action::StopCounterattack);

    // The second action: a repair (7.4); its joker brings a surrender check.
    assert_eq!(at(&game), "turn 1/11, German > german actions (7.0)");
    act(&mut game, Action::Repair);
    let repair = "turn 1/11, German > german actions (7.0) > repair (7.4)";
    assert_eq!(at(&game), format!("{repair} > judgement draw (3.2)"));
    judge(&mut game, Card::RED_JOKER);
    assert_eq!(at(&game), format!("{repair} > surrender check (4.1) > judgement draw (3.2)"));
    judge(&mut game, cl(Rank::Seven));

    // 8.0: the Soviet attacks; 5♥ attacks in South (8.1), answered by a
    // counterattack (7.3), first with the hand card, then another Tiger.
    let attack = "turn 1/11, Soviet > soviet attacks (8.0) > normal attack: South (8.1)";
    assert_eq!(at(&game), attack);
    act(&mut game, Action::AnswerWithCounterattack);
    assert_eq!(at(&game), format!("{attack} > counterattack: South (7.3) > judgement draw (3.2)"));
    act(&mut game, Action::UseHandCard(d(Rank::King)));
    assert_eq!(at(&game), format!("{attack} > counterattack: South (7.3) > next tiger (7.3)"));
    act(&mut game, Action::NextTiger);
    assert_eq!(at(&game), format!("{attack} > counterattack: South (7.3) > judgement draw (3.2)"));
    force(&mut game, Chance::Judgement(s(Rank::Eight)));

    // 5.0: the next turn begins with its deployment.
    assert_eq!(at(&game), "turn 2/11, Soviet > soviet deployment (6.0)");
}

/// A turn with a general assault (8.2): the player picks the front of each
/// next attack, face-down cards attack too, and a surrender check follows
/// when both fronts still hold Soviet cards; the next turn's deployment
/// ace brings its own surrender check (6.0).
#[test]
fn rule_8_2_a_general_assault_turn_walks_each_attack_then_the_surrender_check() {
    let mut game = start(Options::default(), (3, 3, 1), h(Rank::Nine), h(Rank::Two));
    deploy(&mut game, h(Rank::King));
    assert_eq!(at(&game), "turn 1/11, German > german actions (7.0)");
    act(&mut game, Action::EndActions);
    let assault = "turn 1/11, Soviet > soviet attacks (8.0) > general assault";
    assert_eq!(at(&game), format!("{assault} (8.2)"));
    act(&mut game, Action::ResolveAttack(Front::North));
    assert_eq!(at(&game), format!("{assault}: North (8.2)"));
    act(&mut game, Action::AcceptAttack);
    assert_eq!(at(&game), format!("{assault}: North (8.2) > judgement draw (3.2)"));
    judge(&mut game, s(Rank::Jack)); // the attack fizzles out
    assert_eq!(at(&game), format!("{assault}: South (8.2)"));
    act(&mut game, Action::AcceptAttack);
    judge(&mut game, s(Rank::Two)); // the attack succeeds: morale 3
    assert_eq!(at(&game), format!("{assault} (8.2) > surrender check (4.1) > judgement draw (3.2)"));
    judge(&mut game, cl(Rank::Four));
    assert_eq!(at(&game), "turn 2/11, Soviet > soviet deployment (6.0)");
    deploy(&mut game, h(Rank::Ace));
    assert_eq!(at(&game), "turn 2/11, Soviet > soviet deployment (6.0) > surrender check (4.1) > judgement draw (3.2)");
    judge(&mut game, cl(Rank::Six));
    assert_eq!(at(&game), "turn 2/11, German > german actions (7.0)");
}

/// After the turn of the last Soviet card, the relief check (4.2), then
/// the end of the game.
#[test]
fn rule_4_2_the_relief_check_follows_the_last_turn_then_the_game_is_over() {
    let game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    let mut game = edit(&game, |v| shrink_soviet_deck(v, &[h(Rank::Ten)]));
    deploy(&mut game, h(Rank::Ten));
    act(&mut game, Action::EndActions);
    judge(&mut game, s(Rank::King));
    assert_eq!(at(&game), "turn 1/11 > relief check (4.2) > judgement draw (3.2)");
    judge(&mut game, d(Rank::Two));
    assert_eq!(at(&game), "turn 1/11 > game over (4.2)");
}

/// Along seeded random games, every step's phase follows 5.0: the turn
/// never goes back, within a turn the phases come in the order 6.0, 7.0,
/// 8.0, the side is the one of the phase, and the innermost procedure is a
/// decision or a chance point of the rules.
#[test]
fn rule_5_0_every_step_of_seeded_games_follows_the_sequence_of_play() {
    let order = |rule: &str| ["3.0", "6.0", "7.0", "8.0", "4.2", "4.1"].iter().position(|r| *r == rule);
    let mut legal = Vec::new();
    for seed in 0..200u64 {
        let mut game = Arnswalde::setup(&Options::default()).unwrap();
        let mut rng = Rng::new(seed);
        let mut agent = RandomAgent::new(seed + 1);
        let mut last = (0u16, 0usize);
        loop {
            let phase = game.phase();
            let top = phase.path().next().expect("a phase has a procedure");
            let turn = phase.turn_number().map_or(0, |t| t.number);
            let step = (turn, order(top.rule).unwrap_or_else(|| panic!("seed {seed}: {phase}")));
            assert!(step >= last, "seed {seed}: {phase} after {last:?}");
            last = step;
            match top.rule {
                "6.0" | "8.0" => assert_eq!(phase.side_name(), Some("Soviet"), "seed {seed}: {phase}"),
                "7.0" => assert_eq!(phase.side_name(), Some("German"), "seed {seed}: {phase}"),
                _ => {}
            }
            let expected_last = if turn > 0 { Some(11) } else { None };
            assert_eq!(phase.turn_number().and_then(|t| t.last), expected_last, "seed {seed}: {phase}");
            let current = phase.current().map(|p| p.name);
            match game.status() {
                Status::Over(_) => {
                    assert_eq!(current, Some("game over"), "seed {seed}");
                    break;
                }
                Status::Chance => {
                    let chance_point = ["judgement draw", "card into hand", "soviet deployment", "face-down card"];
                    assert!(current.is_some_and(|c| chance_point.contains(&c)), "seed {seed}: chance at {phase}");
                    let outcome = game.sample_chance(&mut rng).unwrap();
                    game.resolve_chance(&outcome, &mut NoEvents).unwrap();
                }
                Status::ToAct(seat) => {
                    assert_eq!(seat, Seat::FIRST);
                    game.legal_actions(&mut legal);
                    let i = agent.choose(&Observation::new(&game, seat), &legal);
                    game.apply(&legal[i], &mut NoEvents).unwrap();
                }
            }
        }
    }
}
