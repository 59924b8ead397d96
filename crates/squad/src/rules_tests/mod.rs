//! A test per rule id (R-S1..R-V4), with scripted scenarios that force the
//! dice and the draws through `resolve_chance`: the shared helpers here, the
//! tests in one file per rules part.
#![allow(clippy::unwrap_used, clippy::panic, clippy::expect_used)]

mod actions;
mod enemy;
mod free;
mod round;
mod saves;
mod setup;
mod victory;
mod view;

use std::collections::VecDeque;

use wargames_core::{Game, NoEvents, Rng, RuleError, Status};

use crate::content::{Code, Content, ContentError, ContentTexts};
use crate::state::machine::bit;
use crate::state::{ChanceKind, NONE, Need};
use crate::{Chance, Error, Event, Options, Order, Recruit, Squad};

/// Forced chance outcomes. Dice must be scripted (a missing die fails the
/// test); card draws and target draws default to the first possible one.
#[derive(Default)]
pub(crate) struct Script {
    pub d10: VecDeque<u8>,
    pub d6: VecDeque<u8>,
    pub cards: VecDeque<&'static str>,
    pub targets: VecDeque<u8>,
}

pub(crate) fn script(d10: &[u8], d6: &[u8]) -> Script {
    Script { d10: d10.iter().copied().collect(), d6: d6.iter().copied().collect(), ..Script::default() }
}

/// Plays `g` on with chance outcomes drawn from `rng` until it ends or
/// `steps` steps pass; at each decision `decide` makes the step (and
/// checks what it checks).
pub(crate) fn random_game(g: &mut Squad, rng: &mut Rng, steps: usize, mut decide: impl FnMut(&mut Squad, &mut Rng)) {
    for _ in 0..steps {
        match g.status() {
            Status::Over(_) => break,
            Status::Chance => {
                let c = g.sample_chance(rng).unwrap();
                g.resolve_chance(&c, &mut NoEvents).unwrap();
            }
            Status::ToAct(_) => decide(g, rng),
        }
    }
}

/// One uniformly random legal action, applied (`legal` is a buffer).
pub(crate) fn random_step(g: &mut Squad, rng: &mut Rng, legal: &mut Vec<crate::Action>) {
    g.legal_actions(legal);
    let a = legal[rng.index(legal.len())];
    g.apply(&a, &mut NoEvents).unwrap();
}

/// The built-in card set's texts with one edited: in the file `pick`
/// chooses, the first `from` becomes `to`. Fails the test if `from` is
/// missing.
fn edited_texts(
    pick: impl for<'t> Fn(&'t mut ContentTexts<'static>) -> &'t mut &'static str,
    from: &str,
    to: &str,
) -> ContentTexts<'static> {
    let mut texts = ContentTexts::BUILTIN;
    let text = pick(&mut texts);
    let edited = text.replacen(from, to, 1);
    assert_ne!(edited, *text, "{from} is not in the file");
    *text = edited.leak();
    texts
}

/// The refusal of the built-in card set with one text edited
/// ([`edited_texts`]). Gives the refused card's file, id, field and
/// reason; fails the test if the validator accepts the set.
pub(crate) fn refused_content(
    pick: impl for<'t> Fn(&'t mut ContentTexts<'static>) -> &'t mut &'static str,
    from: &str,
    to: &str,
) -> (&'static str, String, &'static str, String) {
    match Content::parse(&edited_texts(pick, from, to)) {
        Err(ContentError::Card { file, card, field, reason }) => (file, card.as_str().to_owned(), field, reason),
        other => panic!("the validator took {to} in place of {from}: {other:?}"),
    }
}

pub(crate) fn code(s: &str) -> Code {
    Code::new(s).unwrap()
}

fn card_index(g: &Squad, kind: ChanceKind, id: &str) -> Option<u8> {
    let c = g.content();
    let mut outs = Vec::new();
    g.chance_outcomes(&mut outs);
    outs.into_iter().find_map(|(o, _)| {
        let (i, name) = match (kind, o) {
            (ChanceKind::Action, Chance::Action(i)) => (i, c.action_of(i)?.id),
            (ChanceKind::Location, Chance::Location(i)) => (i, c.locations()[usize::from(i)].id),
            (ChanceKind::Enemy, Chance::Enemy(i)) => (i, c.enemies()[usize::from(i)].id),
            (ChanceKind::Event, Chance::Event(i)) => (i, c.event_of(i)?.id),
            _ => return None,
        };
        (name.as_str() == id).then_some(i)
    })
}

/// Resolves chance points until the player acts or the game ends.
pub(crate) fn settle(g: &mut Squad, s: &mut Script, ev: &mut Vec<Event>) {
    while let Need::Chance(kind) = g.state.flow.need {
        let outcome = match kind {
            ChanceKind::D10 => Chance::D10(s.d10.pop_front().expect("script: a d10 is needed")),
            ChanceKind::D6 => Chance::D6(s.d6.pop_front().expect("script: a d6 is needed")),
            ChanceKind::Target => match s.targets.pop_front() {
                Some(t) => Chance::Target(t),
                None => first(g),
            },
            _ => match s.cards.front().and_then(|id| card_index(g, kind, id)) {
                Some(i) => {
                    s.cards.pop_front();
                    match kind {
                        ChanceKind::Action => Chance::Action(i),
                        ChanceKind::Location => Chance::Location(i),
                        ChanceKind::Enemy => Chance::Enemy(i),
                        _ => Chance::Event(i),
                    }
                }
                None => first(g),
            },
        };
        g.resolve_chance(&outcome, ev).unwrap();
    }
}

pub(crate) fn first(g: &Squad) -> Chance {
    let mut outs = Vec::new();
    g.chance_outcomes(&mut outs);
    outs[0].0
}

/// A game set up with `options`, opening hands dealt (default draws), then emptied.
pub(crate) fn game(options: Options) -> Squad {
    let mut g = Squad::new(&options).unwrap();
    settle(&mut g, &mut Script::default(), &mut Vec::new());
    for s in 0..g.state.team.n_soldiers {
        let h = g.state.team.soldiers[usize::from(s)].hand;
        g.state.team.soldiers[usize::from(s)].hand = 0;
        g.state.decks.actions.pile |= h;
    }
    g
}

pub(crate) fn std_game() -> Squad {
    game(Options::default())
}

/// [`std_game`] on the built-in card set with one text edited
/// ([`edited_texts`]), which the validator must accept.
pub(crate) fn std_game_with(
    pick: impl for<'t> Fn(&'t mut ContentTexts<'static>) -> &'t mut &'static str,
    from: &str,
    to: &str,
) -> Squad {
    let content = Content::parse(&edited_texts(pick, from, to)).unwrap();
    game(Options { content: Some(std::sync::Arc::new(content)), ..Options::default() })
}

/// Gives soldier `s` one instance of action card `id`; returns the instance.
pub(crate) fn give(g: &mut Squad, s: u8, id: &str) -> u8 {
    let free = g.state.decks.actions.pile | g.state.decks.actions.discard | g.state.decks.actions.bottom;
    let i = (0..g.content().action_count() as u8)
        .find(|i| free & bit(*i) != 0 && g.content().action_of(*i).unwrap().id.as_str() == id)
        .expect("a free copy of the card");
    g.state.decks.actions.pile &= !bit(i);
    g.state.decks.actions.discard &= !bit(i);
    g.state.decks.actions.bottom &= !bit(i);
    g.state.team.soldiers[usize::from(s)].hand |= bit(i);
    i
}

/// Puts location `id` into `slot`.
pub(crate) fn place(g: &mut Squad, slot: u8, id: &str) {
    let i = g.content().locations().iter().position(|l| l.id.as_str() == id).unwrap() as u8;
    g.state.decks.locations.pile &= !bit(i);
    g.state.field.path[usize::from(slot)] = i;
}

/// Puts enemy card `id` into `slot` targeting soldier `target`; returns its entry.
pub(crate) fn foe(g: &mut Squad, id: &str, slot: u8, target: u8) -> u8 {
    let i = g.content().enemy_index(id).unwrap() as u8;
    g.state.decks.enemies.pile &= !bit(i);
    let e = g.add_foe(i, slot, &mut Vec::new()).unwrap();
    if target != NONE {
        g.state.team.cup[usize::from(target)] -= 1;
    }
    g.state.foes.foes[usize::from(e)].as_mut().unwrap().target = target;
    e
}

/// Plays order `a` part by part (R-D1), then settles the chance points on `s`.
pub(crate) fn act(g: &mut Squad, a: Order, s: &mut Script) -> Vec<Event> {
    let mut ev = Vec::new();
    g.apply_order(&a, &mut ev).unwrap_or_else(|e| panic!("{a} refused: {e}"));
    settle(g, s, &mut ev);
    ev
}

pub(crate) fn begin(g: &mut Squad, s: u8) {
    act(g, Order::BeginTurn { soldier: s }, &mut Script::default());
}

/// Asserts order `a` is refused with rule `rule` (its check's error is
/// returned), and that its parts are refused too, the state unchanged.
pub(crate) fn refused(g: &Squad, a: Order, rule: &str) -> Error {
    let err = g.check_order(&a).expect_err("the order should be refused");
    assert_eq!(err.rule(), Some(rule), "{a}: {err}");
    assert!(err.to_string().starts_with(rule), "{err}");
    let mut copy = g.clone();
    let by_parts = copy.apply_order(&a, &mut Vec::new()).expect_err("its parts should be refused");
    assert!(by_parts.rule().is_some(), "{a}: {by_parts}");
    assert_eq!(&copy, g, "a refusal changed the state");
    err
}

/// A recruit with these soldier, gear and skill codes.
pub(crate) fn recruit(soldier: &str, gear: &[&str], skills: &[&str]) -> Recruit {
    Recruit::new(soldier, gear, skills).unwrap()
}

pub(crate) fn with_squad(squad: Vec<Recruit>) -> Options {
    Options { squad: Some(squad), ..Options::default() }
}

/// Ends the turn of the soldier acting, then the other soldiers' turns, into the enemy phase.
pub(crate) fn end_turn(g: &mut Squad, s: &mut Script) -> Vec<Event> {
    act(g, Order::EndTurn { keep: 0 }, s)
}

pub(crate) trait IntoMission {
    /// The options with another mission.
    fn into_mission(self, m: &str) -> Options;
}

impl IntoMission for Options {
    fn into_mission(self, m: &str) -> Options {
        Options { mission: m.into(), ..self }
    }
}

/// Both soldiers end their turns; the enemy phase runs on `s`.
pub(crate) fn enemy_phase(g: &mut Squad, s: &mut Script) -> Vec<Event> {
    begin(g, 0);
    act(g, Order::EndTurn { keep: 0 }, &mut Script::default());
    begin(g, 1);
    act(g, Order::EndTurn { keep: 0 }, s)
}

pub(crate) trait WithObjective {
    /// The options with another objective.
    fn with_objective(self, o: &str) -> Options;
}

impl WithObjective for Options {
    fn with_objective(self, o: &str) -> Options {
        Options { objective: o.into(), ..self }
    }
}
