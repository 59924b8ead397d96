//! What the player sees: everything but the face-down Soviet cards and the
//! order of the decks.

use std::fmt;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use wargames_core::{Card, CardSet, Seat};

use crate::area::Front;
use crate::options::Options;
use crate::outcome::Outcome;
use crate::pending::{Attacks, Counterattack, Pending};
use crate::refugees::Refugees;
use crate::soviet::{STACK_CAPACITY, strength};
use crate::state::{Arnswalde, LAST_TURN};
use crate::tigers::{Tigers, noun};

/// What the player sees of one front: whether a face-down card lies at the
/// bottom, and the face-up cards, bottom first. The face-down card's
/// identity is not in this type.
///
/// It holds no heap memory, so building a [`View`] allocates nothing (a
/// heuristic reads one at every decision of a playout).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FrontView {
    /// Whether a face-down card lies at the bottom.
    pub face_down: bool,
    /// The face-up cards, bottom first (the last one is on top); a JSON
    /// list. At most [`STACK_CAPACITY`], the most cards a front's
    /// [`SovietStack`](crate::SovietStack) holds (the face-down card
    /// included), so every front fits; a list of more is refused when read.
    pub face_up: ArrayVec<Card, STACK_CAPACITY>,
}

/// What the player may see of the game (open information but for the
/// face-down Soviet cards and the cards left in each deck, of which only the
/// number shows).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat (always the player).
    pub seat: Seat,
    /// The options.
    pub options: Options,
    /// The turn, 1-11 (0 during set-up).
    pub turn: u8,
    /// The garrison's morale box.
    pub morale: u8,
    /// Where the Tigers are.
    pub tigers: Tigers,
    /// Where the refugees are.
    pub refugees: Refugees,
    /// North and South.
    pub fronts: [FrontView; 2],
    /// Cards left in the Soviet deck.
    pub soviet_deck: u8,
    /// The hearts that have left the game (3.2, I10): removed from a front,
    /// an ace of the Soviet deck, a spent assault order. The player saw
    /// each of them, so together with the fronts they tell which hearts are
    /// still unseen (the Soviet deck and the face-down cards). Absent in
    /// views saved before it was added, and then empty.
    #[serde(default)]
    pub hearts_out: CardSet,
    /// Cards left in the judgement deck.
    pub judgement_deck: u8,
    /// The judgement discards (face up).
    pub discards: CardSet,
    /// The hand.
    pub hand: CardSet,
    /// Black face cards kept for extra actions this turn.
    pub reminders: CardSet,
    /// Number cards drawn in the counterattack under way.
    pub in_play: CardSet,
    /// The face card that ordered this turn's general assault.
    pub assault: Option<Card>,
    /// Actions left in the action phase.
    pub actions_left: u8,
    /// Whether the escape of this turn was used.
    pub escaped_this_turn: bool,
    /// The counterattack under way.
    pub counterattack: Option<Counterattack>,
    /// The Soviet attacks under way.
    pub attacks: Attacks,
    /// What the game waits for.
    pub pending: Pending,
    /// How the game ended.
    pub outcome: Option<Outcome>,
}

impl View {
    pub(crate) fn of(game: &Arnswalde, seat: Seat) -> View {
        let front = |f: Front| {
            let stack = game.front(f);
            // A `SovietStack` holds at most `STACK_CAPACITY` cards: they fit.
            FrontView { face_down: stack.has_face_down(), face_up: stack.face_up().collect() }
        };
        View {
            seat,
            options: game.options,
            turn: game.turn,
            morale: game.morale,
            tigers: game.tigers,
            refugees: game.refugees,
            fronts: [front(Front::North), front(Front::South)],
            soviet_deck: game.soviet_deck.len() as u8,
            hearts_out: game.hearts_out,
            judgement_deck: game.judgement.pile().len() as u8,
            discards: game.judgement.discards(),
            hand: game.hand,
            reminders: game.reminders,
            in_play: game.in_play,
            assault: game.assault,
            actions_left: game.actions_left,
            escaped_this_turn: game.escaped_this_turn,
            counterattack: game.counterattack,
            attacks: game.attacks,
            pending: game.pending,
            outcome: game.outcome,
        }
    }
}

impl fmt::Display for FrontView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.face_down && self.face_up.is_empty() {
            return f.write_str("(no Soviet card)");
        }
        let mut first = true;
        if self.face_down {
            f.write_str("[face down]")?;
            first = false;
        }
        for card in &self.face_up {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{card}({})", strength(*card))?;
        }
        Ok(())
    }
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = &self.tigers;
        write!(f, "Arnswalde 1945 ({}) - ", self.options.difficulty)?;
        match self.turn {
            0 => f.write_str("set-up")?,
            turn => write!(f, "turn {turn}/{LAST_TURN}")?,
        }
        write!(f, " - morale {}", self.morale)?;
        match self.options.morale_track.suits(self.morale) {
            suits if suits.is_empty() => writeln!(f, " (no surrender suit)")?,
            suits => writeln!(f, " (surrenders on {suits})")?,
        }
        writeln!(f, "  North               Tigers {}  Soviets {}", t.town[0], self.fronts[0])?;
        writeln!(f, "  South               Tigers {}  Soviets {}", t.town[1], self.fronts[1])?;
        writeln!(f, "  the Central Square  Tigers {}  refugee markers {}", t.town[2], self.refugees.in_town)?;
        writeln!(
            f,
            "  repair area {}  escaped: Tigers {}, refugee markers {}  Tigers lost {}",
            t.repair, t.escaped, self.refugees.escaped, t.lost
        )?;
        writeln!(
            f,
            "  Soviet deck {}  judgement deck {}  discards {}  hand {}",
            self.soviet_deck,
            self.judgement_deck,
            self.discards.len(),
            self.hand
        )?;
        if let Some(card) = self.assault {
            writeln!(f, "  general assault ordered ({card})")?;
        }
        if self.pending == Pending::ChooseAction {
            writeln!(
                f,
                "  actions left {}{}",
                self.actions_left,
                if self.escaped_this_turn { " (escape used)" } else { "" }
            )?;
        }
        if let Some(ca) = self.counterattack {
            writeln!(
                f,
                "  counterattack in {} on {} (strength {}), {} {} still to draw, on the table {}",
                ca.front,
                ca.target,
                ca.strength,
                ca.waiting,
                noun(ca.waiting),
                self.in_play
            )?;
        }
        match self.outcome {
            Some(outcome) => write!(f, "  {outcome}"),
            None => write!(f, "  waiting for {}", self.pending.describe()),
        }
    }
}
