//! Helpers for scripted tests: positions built through the validated serde
//! form, chance forced through `resolve_chance`.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "test helpers")]

use serde_json::{Value, json};
use wargames_core::{AreaId, Card, Game, Rank, Suit};
use wargames_rattenkrieg::{Action, Chance, Event, Options, Rattenkrieg, Scenario, Side, UnitId};

pub fn c(rank: u8, suit: char) -> Card {
    let suit = match suit {
        'c' => Suit::Clubs,
        'd' => Suit::Diamonds,
        'h' => Suit::Hearts,
        _ => Suit::Spades,
    };
    Card::new(suit, Rank::from_value(rank).unwrap())
}

pub fn scenario() -> Scenario {
    Scenario::default()
}

pub fn unit(name: &str) -> UnitId {
    scenario().unit_id(name).unwrap_or_else(|| panic!("no counter {name}"))
}

pub fn area(name: &str) -> AreaId {
    scenario().area_id(name).unwrap_or_else(|| panic!("no area {name}"))
}

/// Resolves every pending chance point with the lowest card it allows.
pub fn settle(game: &mut Rattenkrieg, events: &mut Vec<Event>) {
    let mut outcomes = Vec::new();
    while game.status().is_chance() {
        game.chance_outcomes(&mut outcomes);
        let (first, _) = outcomes[0];
        game.resolve_chance(&first, events).unwrap();
    }
}

/// The game after the deal (lowest cards first), German to act on turn 1.
pub fn dealt(options: Options) -> Rattenkrieg {
    let mut game = Rattenkrieg::setup(&options).unwrap();
    settle(&mut game, &mut Vec::new());
    game
}

/// Plays an action, which must be legal; returns its events.
pub fn play(game: &mut Rattenkrieg, action: Action) -> Vec<Event> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(legal.contains(&action), "{action:?} is not among the legal actions {legal:?}");
    let mut events = Vec::new();
    game.apply(&action, &mut events).unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    events
}

/// Resolves the pending chance point with `card` drawn.
pub fn draw(game: &mut Rattenkrieg, card: Card) -> Vec<Event> {
    let mut events = Vec::new();
    game.resolve_chance(&Chance::Draw(card), &mut events).unwrap();
    events
}

/// A refused action: returns the rule id, checking the state is unchanged.
pub fn refused(game: &Rattenkrieg, action: Action) -> &'static str {
    use wargames_core::RuleError;
    let mut copy = game.clone();
    let mut events = Vec::new();
    let err = copy.apply(&action, &mut events).expect_err("the action should be refused");
    assert_eq!(&copy, game, "a refusal changed the state");
    assert!(events.is_empty());
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(!legal.contains(&action), "refused action {action:?} is listed as legal");
    err.rule().unwrap_or("flow")
}

/// A position edited through the saved form (which validates it on load).
pub struct Pos {
    pub v: Value,
}

fn bits(v: &Value) -> u64 {
    v.as_u64().unwrap()
}

impl Pos {
    pub fn new() -> Pos {
        Pos::from(&dealt(Options::default()))
    }

    pub fn with(options: Options) -> Pos {
        Pos::from(&dealt(options))
    }

    pub fn from(game: &Rattenkrieg) -> Pos {
        Pos { v: serde_json::to_value(game).unwrap() }
    }

    /// Takes `cards` out of every place (hands, steps, deck, discards).
    fn lift(&mut self, cards: u64) {
        let v = &mut self.v;
        for h in 0..2 {
            let b = bits(&v["hands"][h]) & !cards;
            v["hands"][h] = json!(b);
        }
        for u in v["units"].as_array_mut().unwrap() {
            let b = bits(&u["steps"]) & !cards;
            u["steps"] = json!(b);
        }
        for k in ["pile", "discards"] {
            let b = bits(&v["deck"][k]) & !cards;
            v["deck"][k] = json!(b);
        }
    }

    fn mask(cards: &[Card]) -> u64 {
        cards.iter().fold(0, |m, c| m | 1u64 << c.index())
    }

    /// Returns `old` cards no longer placed to the deck pile.
    fn return_to_pile(&mut self, old: u64) {
        let b = bits(&self.v["deck"]["pile"]) | old;
        self.v["deck"]["pile"] = json!(b);
    }

    pub fn hand(&mut self, side: Side, cards: &[Card]) -> &mut Self {
        let m = Pos::mask(cards);
        let old = bits(&self.v["hands"][side as usize]) & !m;
        self.lift(m);
        self.v["hands"][side as usize] = json!(m);
        self.return_to_pile(old);
        self
    }

    pub fn steps(&mut self, name: &str, cards: &[Card]) -> &mut Self {
        let m = Pos::mask(cards);
        let i = unit(name).index();
        let old = bits(&self.v["units"][i]["steps"]) & !m;
        self.lift(m);
        self.v["units"][i]["steps"] = json!(m);
        self.return_to_pile(old);
        self
    }

    pub fn discards(&mut self, cards: &[Card]) -> &mut Self {
        let m = Pos::mask(cards);
        self.lift(m);
        let b = bits(&self.v["deck"]["discards"]) | m;
        self.v["deck"]["discards"] = json!(b);
        self
    }

    /// Puts `cards` back into the deck (from wherever they are).
    pub fn pile(&mut self, cards: &[Card]) -> &mut Self {
        let m = Pos::mask(cards);
        self.lift(m);
        self.return_to_pile(m);
        self
    }

    pub fn at(&mut self, name: &str, area_name: &str) -> &mut Self {
        let i = unit(name).index();
        self.v["units"][i]["status"] = json!({"at": area(area_name).index()});
        self
    }

    /// Removes a counter from play (its steps go to the discards).
    pub fn gone(&mut self, name: &str, turn: u8) -> &mut Self {
        let i = unit(name).index();
        let steps = bits(&self.v["units"][i]["steps"]);
        self.v["units"][i]["steps"] = json!(0);
        let b = bits(&self.v["deck"]["discards"]) | steps;
        self.v["deck"]["discards"] = json!(b);
        self.v["units"][i]["status"] = json!({"eliminated": turn});
        self.v["units"][i]["flipped"] = json!(false);
        self.v["units"][i]["isolated"] = json!(false);
        self
    }

    pub fn flipped(&mut self, name: &str, on: bool) -> &mut Self {
        self.v["units"][unit(name).index()]["flipped"] = json!(on);
        self
    }

    pub fn isolated(&mut self, name: &str, on: bool) -> &mut Self {
        self.v["units"][unit(name).index()]["isolated"] = json!(on);
        self
    }

    /// Sets the German-controlled city areas.
    pub fn german(&mut self, areas: &[&str]) -> &mut Self {
        let m = areas.iter().fold(0u64, |m, a| m | 1u64 << area(a).index());
        self.v["german"] = json!(m);
        self
    }

    pub fn turn(&mut self, turn: u8) -> &mut Self {
        self.v["turn"] = json!(turn);
        self
    }

    pub fn playing(&mut self, side: Side) -> &mut Self {
        self.v["to_play"] = json!(side);
        self
    }

    pub fn passes(&mut self, n: u8) -> &mut Self {
        self.v["passes"] = json!(n);
        self
    }

    pub fn game(&self) -> Rattenkrieg {
        serde_json::from_value(self.v.clone()).unwrap_or_else(|e| panic!("position refused: {e}"))
    }

    pub fn try_game(&self) -> Result<Rattenkrieg, serde_json::Error> {
        serde_json::from_value(self.v.clone())
    }
}
