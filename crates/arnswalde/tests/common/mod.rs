//! Helpers shared by the test files: scripted play with forced chance outcomes.
#![allow(
    dead_code,
    clippy::panic,
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test helpers report failures by panicking"
)]

use wargames_arnswalde::{Action, Arnswalde, Chance, Event, Options, Pending};
use wargames_core::{Card, CardSet, Game, Rank, Rng, Seat, Suit};

pub fn c(suit: Suit, rank: Rank) -> Card {
    Card::new(suit, rank)
}

pub fn h(rank: Rank) -> Card {
    c(Suit::Hearts, rank)
}

pub fn d(rank: Rank) -> Card {
    c(Suit::Diamonds, rank)
}

pub fn s(rank: Rank) -> Card {
    c(Suit::Spades, rank)
}

pub fn cl(rank: Rank) -> Card {
    c(Suit::Clubs, rank)
}

pub fn act(game: &mut Arnswalde, action: Action) -> Vec<Event> {
    let mut events = Vec::new();
    if let Err(e) = game.apply(&action, &mut events) {
        panic!("{action} refused: {e} (pending {:?})", game.pending());
    }
    events
}

pub fn force(game: &mut Arnswalde, outcome: Chance) -> Vec<Event> {
    let mut events = Vec::new();
    if let Err(e) = game.resolve_chance(&outcome, &mut events) {
        panic!("{outcome} refused: {e} (pending {:?})", game.pending());
    }
    events
}

/// Draws `card` for the pending judgement (choosing the deck first if the
/// player has a hand).
pub fn judge(game: &mut Arnswalde, card: Card) -> Vec<Event> {
    let mut events = Vec::new();
    if let Pending::Judgement { from_deck: false, .. } = game.pending() {
        events.extend(act(game, Action::Draw));
    }
    events.extend(force(game, Chance::Judgement(card)));
    events
}

/// A game set up with `options`, Tigers placed, face-down cards `north_fd`
/// and `south_fd` dealt; at the turn-1 deployment.
pub fn start(options: Options, placed: (u8, u8, u8), north_fd: Card, south_fd: Card) -> Arnswalde {
    let mut game = Arnswalde::setup(&options).unwrap();
    act(&mut game, Action::PlaceTigers { north: placed.0, south: placed.1, central: placed.2 });
    force(&mut game, Chance::Soviet(north_fd));
    force(&mut game, Chance::Soviet(south_fd));
    assert_eq!(game.pending(), Pending::Deploy);
    game
}

/// Deploys `card` from the Soviet deck.
pub fn deploy(game: &mut Arnswalde, card: Card) -> Vec<Event> {
    force(game, Chance::Soviet(card))
}

/// Ends the action phase and lets every Soviet attack come, drawing `cards`
/// for them in order (accepting every attack, North first).
pub fn end_turn_accepting(game: &mut Arnswalde, cards: &[Card]) {
    act(game, Action::EndActions);
    let mut cards = cards.iter();
    loop {
        match game.pending() {
            Pending::ChooseAttack => {
                act(game, Action::ResolveAttack(wargames_arnswalde::Front::North));
            }
            Pending::Answer => {
                act(game, Action::AcceptAttack);
            }
            Pending::Judgement { purpose: wargames_arnswalde::Purpose::SovietAttack, .. } => {
                let card = *cards.next().expect("a card for the attack");
                judge(game, card);
            }
            _ => break,
        }
    }
}

/// The same state with the face-down card of a front swapped for a card of
/// the Soviet deck (data hidden from the player), through the serialized form.
pub fn swap_face_down(game: &Arnswalde, _seat: Seat, rng: &mut Rng) -> Option<Arnswalde> {
    let mut value = serde_json::to_value(game).ok()?;
    let deck = CardSet::from_bits(value["soviet_deck"].as_u64()?)?;
    let new = rng.draw(deck)?;
    let i = rng.index(2);
    let front = &mut value["fronts"][i];
    if !front["face_down"].as_bool()? {
        return None;
    }
    let old: Card = serde_json::from_value(front["cards"][0].clone()).ok()?;
    front["cards"][0] = serde_json::to_value(new).ok()?;
    let mut deck = deck;
    deck.remove(new);
    deck.insert(old);
    value["soviet_deck"] = serde_json::to_value(deck).ok()?;
    let copy: Arnswalde = serde_json::from_value(value).expect("the swapped state is valid");
    assert_ne!(&copy, game);
    Some(copy)
}

/// Any action at all, legal or not.
pub fn any_action(_game: &Arnswalde, rng: &mut Rng) -> Action {
    use wargames_arnswalde::{Area, Front, Target};
    let area = |rng: &mut Rng| Area::ALL[rng.index(3)];
    let front = |rng: &mut Rng| Front::ALL[rng.index(2)];
    let card = |rng: &mut Rng| Card::ALL[rng.index(54)];
    match rng.index(17) {
        0 => Action::PlaceTigers { north: rng.index(9) as u8, south: rng.index(9) as u8, central: rng.index(9) as u8 },
        1 => Action::Move { from: area(rng), to: area(rng), tigers: rng.index(9) as u8 },
        2 => Action::EscapeRefugees,
        3 => Action::EscapeTigers { from: area(rng), tigers: rng.index(9) as u8 },
        4 => Action::Counterattack {
            front: front(rng),
            target: if rng.index(3) == 0 { Target::FaceDown } else { Target::FaceUp(card(rng)) },
        },
        5 => Action::Repair,
        6 => Action::EndActions,
        7 => Action::Draw,
        8 => Action::UseHandCard(card(rng)),
        9 => Action::NextTiger,
        10 => Action::StopCounterattack,
        11 => Action::RepairTiger,
        12 => Action::ExtraAction,
        13 => Action::TakeCard,
        14 => Action::ResolveAttack(front(rng)),
        15 => Action::AnswerWithCounterattack,
        _ => Action::AcceptAttack,
    }
}

/// Any chance outcome at all, possible or not.
pub fn any_chance(_game: &Arnswalde, rng: &mut Rng) -> Chance {
    let card = Card::ALL[rng.index(54)];
    if rng.index(2) == 0 { Chance::Soviet(card) } else { Chance::Judgement(card) }
}

/// The same state with its serialized form edited by `f`, loaded through the
/// validating deserializer.
pub fn edit(game: &Arnswalde, f: impl FnOnce(&mut serde_json::Value)) -> Arnswalde {
    let mut value = serde_json::to_value(game).unwrap();
    f(&mut value);
    serde_json::from_value(value).unwrap_or_else(|e| panic!("edited state refused: {e}"))
}

/// As [`edit`], returning the refusal.
pub fn try_edit(game: &Arnswalde, f: impl FnOnce(&mut serde_json::Value)) -> Result<Arnswalde, String> {
    let mut value = serde_json::to_value(game).unwrap();
    f(&mut value);
    serde_json::from_value(value).map_err(|e| e.to_string())
}

pub fn set_of(cards: &[Card]) -> CardSet {
    cards.iter().copied().collect()
}

/// Moves `cards` from the judgement deck into the hand (in the serialized form).
pub fn give_hand(value: &mut serde_json::Value, cards: &[Card]) {
    let set = set_of(cards);
    let pile = CardSet::from_bits(value["judgement"]["pile"].as_u64().unwrap()).unwrap() - set;
    let hand = CardSet::from_bits(value["hand"].as_u64().unwrap()).unwrap() | set;
    value["judgement"]["pile"] = serde_json::to_value(pile).unwrap();
    value["hand"] = serde_json::to_value(hand).unwrap();
}

/// Empties the Soviet cards of a front (they leave the game).
pub fn clear_front(value: &mut serde_json::Value, front: usize) {
    let cards: Vec<Card> = serde_json::from_value(value["fronts"][front]["cards"].clone()).unwrap();
    let mut out = CardSet::from_bits(value["hearts_out"].as_u64().unwrap()).unwrap();
    out |= set_of(&cards);
    value["hearts_out"] = serde_json::to_value(out).unwrap();
    value["fronts"][front] = serde_json::json!({ "cards": [], "face_down": false });
}

/// Leaves only `keep` in the Soviet deck (the others leave the game).
pub fn shrink_soviet_deck(value: &mut serde_json::Value, keep: &[Card]) {
    let deck = CardSet::from_bits(value["soviet_deck"].as_u64().unwrap()).unwrap();
    let keep = set_of(keep);
    let mut out = CardSet::from_bits(value["hearts_out"].as_u64().unwrap()).unwrap();
    out |= deck - keep;
    value["hearts_out"] = serde_json::to_value(out).unwrap();
    value["soviet_deck"] = serde_json::to_value(deck & keep).unwrap();
}

/// Sets where the Tigers are: North, South, Central, repair (the rest lost).
pub fn set_tigers(value: &mut serde_json::Value, town: [u8; 3], repair: u8) {
    let lost = 7 - town.iter().sum::<u8>() - repair;
    value["tigers"] = serde_json::json!({ "town": town, "repair": repair, "escaped": 0, "lost": lost });
}

/// The legal actions.
pub fn legal(game: &Arnswalde) -> Vec<Action> {
    let mut out = Vec::new();
    game.legal_actions(&mut out);
    out
}

/// The cards the pending chance point can give.
pub fn outcomes(game: &Arnswalde) -> Vec<Card> {
    let mut out = Vec::new();
    game.chance_outcomes(&mut out);
    out.into_iter().map(|(c, _)| c.card()).collect()
}

/// `action` is refused with rule `rule`, and the state is unchanged.
pub fn refused(game: &Arnswalde, action: Action, rule: &str) {
    use wargames_core::RuleError;
    let mut copy = game.clone();
    let mut events = Vec::new();
    let err = copy.apply(&action, &mut events).expect_err("the action should be refused");
    assert_eq!(err.rule(), Some(rule), "{err}");
    assert!(err.to_string().starts_with(rule), "{err}");
    assert_eq!(&copy, game, "a refused action changed the state");
    assert!(events.is_empty());
    assert!(game.validate(&action).is_err());
}

/// The probability, by the pending chance point's own distribution, that the
/// card drawn satisfies `pred`.
pub fn probability(game: &Arnswalde, pred: impl Fn(Card) -> bool) -> wargames_core::Probability {
    let mut out = Vec::new();
    game.chance_outcomes(&mut out);
    assert!(wargames_core::Probability::sums_to_one(out.iter().map(|(_, p)| *p)));
    out.iter()
        .filter(|(c, _)| pred(c.card()))
        .fold(wargames_core::Probability::ZERO, |acc, (_, p)| acc.checked_add(*p).unwrap())
}
