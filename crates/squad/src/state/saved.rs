//! The saved form of the state: every field the game keeps, flat, in the
//! order saved games have always written them. `State` is grouped by role
//! (the decks, the enemy cards in play, ...) and converts to and from this
//! form, so that its layout may change while a saved game keeps loading and
//! saves again byte for byte (`tests/saves.rs`), and digests stay the same.
//! The derived masks are not saved: they are worked out again on loading.

use serde::{Deserialize, Serialize};

use crate::setup::roster::MAX_SOLDIERS;
use crate::state::decks::Decks;
use crate::state::field::Field;
use crate::state::flow::Flow;
use crate::state::foes::Foes;
use crate::state::progress::Progress;
use crate::state::team::Team;
use crate::state::{
    Deck, Draft, Foe, Frame, Gear, MAX_DROPPED, MAX_ENEMIES, MAX_SUPPORT, Need, SLOTS, STACK, SoldierState, State,
    Support, Turn,
};

/// The state as saved: one flat record (see the module's text).
#[derive(Clone, Copy, Serialize, Deserialize)]
pub(crate) struct Saved {
    /// Round number.
    round: u8,
    /// Mission timer (R-S11, R-E7).
    timer: u8,
    /// Location per slot 1..D−1 (none: empty).
    path: [u8; SLOTS],
    /// Smoke penalty per slot until the end of the next Enemy Phase.
    smoke: [u8; SLOTS],
    /// Weather: soldier to-hit change at range ≥ 2.
    weather_far: i8,
    /// Weather: enemy hit_on penalty.
    weather_hit: u8,
    /// Slots whose cache was used.
    cache_used: u16,
    /// Soldiers.
    soldiers: [SoldierState; MAX_SOLDIERS],
    /// How many soldiers.
    n_soldiers: u8,
    /// Enemy cards in play.
    foes: [Option<Foe>; MAX_ENEMIES],
    /// Next placement number.
    seq: u16,
    /// Gear lying in slots.
    dropped: [Option<(u8, Gear)>; MAX_DROPPED],
    /// Support cards in play.
    supports: [Option<Support>; MAX_SUPPORT],
    /// Target counters in the cup per soldier.
    cup: [u8; MAX_SOLDIERS],
    /// Location deck.
    locations: Deck,
    /// Enemy deck.
    enemies: Deck,
    /// Action deck.
    actions: Deck,
    /// Event deck.
    events: Deck,
    /// Recon cards drawn, awaiting the choice.
    recon: u64,
    /// Objective activated (R-F7).
    active: bool,
    /// Objective kills (Kills requirement).
    kills: u8,
    /// The dispatch was taken from the objective (Recover requirement).
    dispatch_taken: bool,
    /// Soldiers (set) that took their turn this round.
    done: u8,
    /// The turn in progress.
    turn: Option<Turn>,
    /// The procedure stack.
    stack: [Option<Frame>; STACK],
    /// Frames on the stack.
    depth: u8,
    /// What the game waits for.
    need: Need,
    /// The last chance outcome's value.
    last: u8,
    /// R-D1: the decision of several parts being made, part-way (none
    /// between decisions).
    #[serde(default)]
    draft: Option<Draft>,
}

impl From<Saved> for State {
    fn from(s: Saved) -> State {
        let mut state = State {
            flow: Flow {
                round: s.round,
                timer: s.timer,
                stack: s.stack,
                depth: s.depth,
                need: s.need,
                last: s.last,
                draft: s.draft,
            },
            field: Field {
                path: s.path,
                smoke: s.smoke,
                weather_far: s.weather_far,
                weather_hit: s.weather_hit,
                cache_used: s.cache_used,
                dropped: s.dropped,
                lying: 0,
                supports: s.supports,
            },
            team: Team {
                soldiers: s.soldiers,
                n_soldiers: s.n_soldiers,
                alive: 0,
                cup: s.cup,
                done: s.done,
                turn: s.turn,
            },
            foes: Foes { foes: s.foes, occupied: 0, seq: s.seq },
            decks: Decks {
                locations: s.locations,
                enemies: s.enemies,
                actions: s.actions,
                events: s.events,
                recon: s.recon,
            },
            progress: Progress { active: s.active, kills: s.kills, dispatch_taken: s.dispatch_taken },
        };
        state.team.alive = state.team.alive_mask();
        state.foes.occupied = state.foes.occupied_mask();
        state.field.lying = state.field.lying_mask();
        state
    }
}

impl From<State> for Saved {
    fn from(s: State) -> Saved {
        Saved {
            round: s.flow.round,
            timer: s.flow.timer,
            path: s.field.path,
            smoke: s.field.smoke,
            weather_far: s.field.weather_far,
            weather_hit: s.field.weather_hit,
            cache_used: s.field.cache_used,
            soldiers: s.team.soldiers,
            n_soldiers: s.team.n_soldiers,
            foes: s.foes.foes,
            seq: s.foes.seq,
            dropped: s.field.dropped,
            supports: s.field.supports,
            cup: s.team.cup,
            locations: s.decks.locations,
            enemies: s.decks.enemies,
            actions: s.decks.actions,
            events: s.decks.events,
            recon: s.decks.recon,
            active: s.progress.active,
            kills: s.progress.kills,
            dispatch_taken: s.progress.dispatch_taken,
            done: s.team.done,
            turn: s.team.turn,
            stack: s.flow.stack,
            depth: s.flow.depth,
            need: s.flow.need,
            last: s.flow.last,
            draft: s.flow.draft,
        }
    }
}
