//! Dense action and chance ids and the observation tensor
//! ([`Encoding`]); the layout is documented in `docs/rules/arnswalde.md`.

use wargames_core::{Blocks, Card, Encoding, ObservationWriter, Rank, Suit};

use crate::action::{Action, Target};
use crate::area::{Area, Front};
use crate::chance::Chance;
use crate::options::{AssaultAce, Difficulty, HandUse};
use crate::outcome::{Outcome, VictoryLevel};
use crate::pending::{LastTiger, Pending, Purpose};
use crate::soviet::STACK_CAPACITY;
use crate::state::{Arnswalde, LAST_TURN};
use crate::tigers::TIGER_COUNT;
use crate::view::View;

/// Tiger counts of a move or an escape: 1 to 7.
const TIGERS: usize = TIGER_COUNT as usize;

/// The blocks of action ids, one per variant of [`Action`] in its order.
const ACTIONS: Blocks<17> = Blocks::new([
    36,             // PlaceTigers: (north, south), north + south <= 7, central the rest
    3 * 3 * TIGERS, // Move { from, to, tigers 1-7 }
    1,              // EscapeRefugees
    3 * TIGERS,     // EscapeTigers { from, tigers 1-7 }
    2 * 55,         // Counterattack { front, target: card 0-53 or 54 face down }
    1,              // Repair
    1,              // EndActions
    1,              // Draw
    54,             // UseHandCard(card)
    1,              // NextTiger
    1,              // StopCounterattack
    1,              // RepairTiger
    1,              // ExtraAction
    1,              // TakeCard
    2,              // ResolveAttack(front)
    1,              // AnswerWithCounterattack
    1,              // AcceptAttack
]);

/// The blocks of chance ids: a Soviet card, a judgement card (card index).
const CHANCES: Blocks<2> = Blocks::new([54, 54]);

/// The length of the observation tensor (see the rules page).
const OBSERVATION: usize =
    6 + 24 + 12 + 6 + 6 + 2 + 2 * (1 + STACK_CAPACITY * 54) + 2 + 13 + 4 * 54 + 54 + 2 + 74 + 5 + 75 + 8;

fn area_of(index: usize) -> Option<Area> {
    Area::ALL.get(index).copied()
}

fn card(index: usize) -> Option<Card> {
    u8::try_from(index).ok().and_then(Card::from_index)
}

/// The index of (north, south) among the placements, north first.
fn placement_index(north: u8, south: u8, central: u8) -> Option<usize> {
    let (n, s) = (usize::from(north), usize::from(south));
    (n + s + usize::from(central) == TIGERS).then(|| (0..n).map(|k| TIGERS + 1 - k).sum::<usize>() + s)
}

fn placement_of(index: usize) -> Option<Action> {
    let mut start = 0;
    for north in 0..=TIGERS {
        let row = TIGERS + 1 - north;
        if index < start + row {
            let south = index - start;
            let central = TIGERS - north - south;
            return Some(Action::PlaceTigers { north: north as u8, south: south as u8, central: central as u8 });
        }
        start += row;
    }
    None
}

fn tigers_index(tigers: u8) -> Option<usize> {
    usize::from(tigers).checked_sub(1).filter(|&t| t < TIGERS)
}

fn pending_index(pending: Pending) -> usize {
    match pending {
        Pending::PlaceTigers => 0,
        Pending::Deal(front) => 1 + front.index(),
        Pending::Deploy => 3,
        Pending::ChooseAction => 4,
        Pending::Judgement { purpose, from_deck } => {
            let p = match purpose {
                Purpose::Counterattack => 0,
                Purpose::Repair => 1,
                Purpose::SovietAttack => 2,
                Purpose::Surrender => 3,
                Purpose::Relief => 4,
            };
            5 + 2 * p + usize::from(from_deck)
        }
        Pending::TakeCard => 15,
        Pending::BlackFace(_) => 16,
        Pending::NextTiger => 17,
        Pending::ChooseAttack => 18,
        Pending::Answer => 19,
        Pending::Over => 20,
    }
}

/// Dense ids (blocks in the order of [`Action`]'s variants and of
/// [`Chance`]'s) and the observation of [`View`]; the layout is in the
/// rules page, `docs/rules/arnswalde.md`. Ids depend on the action alone.
impl Encoding for Arnswalde {
    const NUM_DISTINCT_ACTIONS: usize = ACTIONS.total();
    const MAX_CHANCE_OUTCOMES: usize = CHANCES.total();
    const OBSERVATION_SIZE: usize = OBSERVATION;

    fn action_id(&self, action: &Action) -> Option<usize> {
        match *action {
            Action::PlaceTigers { north, south, central } => ACTIONS.id(0, placement_index(north, south, central)?),
            Action::Move { from, to, tigers } => {
                ACTIONS.id(1, (from.index() * 3 + to.index()) * TIGERS + tigers_index(tigers)?)
            }
            Action::EscapeRefugees => ACTIONS.id(2, 0),
            Action::EscapeTigers { from, tigers } => ACTIONS.id(3, from.index() * TIGERS + tigers_index(tigers)?),
            Action::Counterattack { front, target } => {
                let t = match target {
                    Target::FaceUp(card) => usize::from(card.index()),
                    Target::FaceDown => 54,
                };
                ACTIONS.id(4, front.index() * 55 + t)
            }
            Action::Repair => ACTIONS.id(5, 0),
            Action::EndActions => ACTIONS.id(6, 0),
            Action::Draw => ACTIONS.id(7, 0),
            Action::UseHandCard(card) => ACTIONS.id(8, usize::from(card.index())),
            Action::NextTiger => ACTIONS.id(9, 0),
            Action::StopCounterattack => ACTIONS.id(10, 0),
            Action::RepairTiger => ACTIONS.id(11, 0),
            Action::ExtraAction => ACTIONS.id(12, 0),
            Action::TakeCard => ACTIONS.id(13, 0),
            Action::ResolveAttack(front) => ACTIONS.id(14, front.index()),
            Action::AnswerWithCounterattack => ACTIONS.id(15, 0),
            Action::AcceptAttack => ACTIONS.id(16, 0),
        }
    }

    fn action_of_id(&self, id: usize) -> Option<Action> {
        let (block, i) = ACTIONS.locate(id)?;
        let tigers = |t: usize| (t + 1) as u8;
        Some(match block {
            0 => placement_of(i)?,
            1 => Action::Move {
                from: area_of(i / TIGERS / 3)?,
                to: area_of(i / TIGERS % 3)?,
                tigers: tigers(i % TIGERS),
            },
            2 => Action::EscapeRefugees,
            3 => Action::EscapeTigers { from: area_of(i / TIGERS)?, tigers: tigers(i % TIGERS) },
            4 => {
                let front = Front::ALL[i / 55];
                let target = if i % 55 == 54 { Target::FaceDown } else { Target::FaceUp(card(i % 55)?) };
                Action::Counterattack { front, target }
            }
            5 => Action::Repair,
            6 => Action::EndActions,
            7 => Action::Draw,
            8 => Action::UseHandCard(card(i)?),
            9 => Action::NextTiger,
            10 => Action::StopCounterattack,
            11 => Action::RepairTiger,
            12 => Action::ExtraAction,
            13 => Action::TakeCard,
            14 => Action::ResolveAttack(Front::ALL[i]),
            15 => Action::AnswerWithCounterattack,
            _ => Action::AcceptAttack,
        })
    }

    fn chance_id(&self, chance: &Chance) -> Option<usize> {
        match *chance {
            Chance::Soviet(card) => CHANCES.id(0, usize::from(card.index())),
            Chance::Judgement(card) => CHANCES.id(1, usize::from(card.index())),
        }
    }

    fn chance_of_id(&self, id: usize) -> Option<Chance> {
        match CHANCES.locate(id)? {
            (0, i) => Some(Chance::Soviet(card(i)?)),
            (_, i) => Some(Chance::Judgement(card(i)?)),
        }
    }

    fn encode_view(view: &View, out: &mut [f32]) {
        let mut w = ObservationWriter::new(out);
        let card_index = |c: Card| usize::from(c.index());
        let tigers = f32::from(TIGER_COUNT);
        let options = &view.options;
        w.one_hot(
            Some(match options.difficulty {
                Difficulty::Easy => 0,
                Difficulty::Normal => 1,
                Difficulty::Hard => 2,
            }),
            3,
        );
        w.flag(options.hand_use == HandUse::OwnActionsOnly);
        w.flag(options.diamond_face_ends_counterattack);
        w.flag(options.assault_ace == AssaultAce::Leaves);
        for suits in options.morale_track.0 {
            for suit in Suit::ALL {
                w.flag(suits.contains(suit));
            }
        }
        w.one_hot(Some(usize::from(view.turn)), usize::from(LAST_TURN) + 1);
        w.one_hot(Some(usize::from(view.morale)), 6);
        for n in view.tigers.town {
            w.scalar(f32::from(n), tigers);
        }
        w.scalar(f32::from(view.tigers.repair), tigers);
        w.scalar(f32::from(view.tigers.escaped), tigers);
        w.scalar(f32::from(view.tigers.lost), tigers);
        w.scalar(f32::from(view.refugees.in_town), 3.0);
        w.scalar(f32::from(view.refugees.escaped), 3.0);
        for front in &view.fronts {
            w.flag(front.face_down);
            for position in 0..STACK_CAPACITY {
                w.one_hot(front.face_up.get(position).map(|&c| card_index(c)), 54);
            }
        }
        w.scalar(f32::from(view.soviet_deck), 13.0);
        w.scalar(f32::from(view.judgement_deck), 41.0);
        // The hearts out of the game, ace to king (3.2): with the fronts,
        // they tell which hearts are still unseen.
        for rank in Rank::ALL {
            w.flag(view.hearts_out.contains(Card::new(Suit::Hearts, rank)));
        }
        for set in [view.discards, view.hand, view.reminders, view.in_play] {
            w.bits(set.bits(), 54);
        }
        w.one_hot(view.assault.map(card_index), 54);
        w.scalar(f32::from(view.actions_left), 4.0);
        w.flag(view.escaped_this_turn);
        let c = view.counterattack;
        w.flag(c.is_some());
        w.one_hot(c.map(|c| c.front.index()), 2);
        w.one_hot(c.map(|c| card_index(c.target)), 54);
        w.scalar(c.map_or(0.0, |c| f32::from(c.strength)), 10.0);
        w.flag(c.is_some_and(|c| c.answer));
        w.scalar(c.map_or(0.0, |c| f32::from(c.waiting)), tigers);
        w.bits(c.map_or(0, |c| u64::from(c.ranks.0 >> 1)), 10);
        w.one_hot(
            c.map(|c| match c.last {
                LastTiger::None => 0,
                LastTiger::InArea => 1,
                LastTiger::Damaged => 2,
                LastTiger::ToCentral => 3,
            }),
            4,
        );
        w.flag(view.attacks.general);
        for n in view.attacks.remaining {
            w.scalar(f32::from(n), STACK_CAPACITY as f32);
        }
        w.one_hot(view.attacks.current.map(Front::index), 2);
        w.one_hot(Some(pending_index(view.pending)), 21);
        let black = match view.pending {
            Pending::BlackFace(card) => Some(card_index(card)),
            _ => None,
        };
        w.one_hot(black, 54);
        let (kind, level, score) = match view.outcome {
            None => (None, None, 0),
            Some(Outcome::Surrender) => (Some(0), None, 0),
            Some(Outcome::NoTigerInTown) => (Some(1), None, 0),
            Some(Outcome::ReliefFailed) => (Some(2), None, 0),
            Some(Outcome::Victory { level, score }) => (Some(3), Some(level), score),
        };
        w.one_hot(kind, 4);
        w.one_hot(
            level.map(|l| match l {
                VictoryLevel::TwilightOfTheGods => 0,
                VictoryLevel::AestheticOfRuin => 1,
                VictoryLevel::Miraculous => 2,
            }),
            3,
        );
        w.scalar(f32::from(score), 16.0);
    }
}
