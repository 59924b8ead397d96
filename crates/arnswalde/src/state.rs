//! The state of one game of Arnswalde 1945, and its check on load.

use serde::{Deserialize, Serialize};
use wargames_core::{CardSet, DrawPile, Game, Suit};

use crate::area::{Area, Front};
use crate::error::{CorruptState, Error};
use crate::options::{MoraleTrack, Options};
use crate::outcome::Outcome;
use crate::pending::{Attacks, Counterattack, Pending, Resume};
use crate::refugees::Refugees;
use crate::soviet::{SovietStack, is_heart};
use crate::tigers::Tigers;

/// The 13 hearts: the Soviet deck and the two face-down cards (3.2).
pub const HEARTS: CardSet = CardSet::suit(Suit::Hearts);

/// The judgement deck: every card but the hearts, with both jokers (3.2, ruling A13).
pub const JUDGEMENT_CARDS: CardSet = match CardSet::from_bits(CardSet::STANDARD_54.bits() & !HEARTS.bits()) {
    Some(cards) => cards,
    None => CardSet::EMPTY,
};

/// How many turns a game lasts at most: one per card of the Soviet deck
/// (the 13 hearts less the two dealt face down; ruling A1).
pub const LAST_TURN: u8 = 11;

/// One game of Arnswalde 1945: the whole state, and the rules through
/// [`Game`].
///
/// Fixed-size and `Copy`-cheap to clone (a few hundred bytes, no heap).
/// It holds no random source: every draw is a chance point.
///
/// A saved state is checked on load: counts of Tigers and refugees, the
/// whereabouts of all 54 cards, the stacks and the pending decision must
/// agree, or deserialization fails with [`CorruptState`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Unchecked")]
pub struct Arnswalde {
    pub(crate) options: Options,
    pub(crate) turn: u8,
    pub(crate) morale: u8,
    pub(crate) tigers: Tigers,
    pub(crate) refugees: Refugees,
    pub(crate) fronts: [SovietStack; 2],
    pub(crate) soviet_deck: CardSet,
    pub(crate) hearts_out: CardSet,
    pub(crate) assault: Option<wargames_core::Card>,
    pub(crate) judgement: DrawPile,
    pub(crate) hand: CardSet,
    pub(crate) reminders: CardSet,
    pub(crate) in_play: CardSet,
    pub(crate) actions_left: u8,
    pub(crate) escaped_this_turn: bool,
    pub(crate) counterattack: Option<Counterattack>,
    pub(crate) attacks: Attacks,
    pub(crate) pending: Pending,
    pub(crate) resume: Resume,
    pub(crate) relief_left: u8,
    pub(crate) outcome: Option<Outcome>,
}

/// The serialized form, before its check.
#[derive(Deserialize)]
struct Unchecked {
    options: Options,
    turn: u8,
    morale: u8,
    tigers: Tigers,
    refugees: Refugees,
    fronts: [SovietStack; 2],
    soviet_deck: CardSet,
    hearts_out: CardSet,
    assault: Option<wargames_core::Card>,
    judgement: DrawPile,
    hand: CardSet,
    reminders: CardSet,
    in_play: CardSet,
    actions_left: u8,
    escaped_this_turn: bool,
    counterattack: Option<Counterattack>,
    attacks: Attacks,
    pending: Pending,
    resume: Resume,
    relief_left: u8,
    outcome: Option<Outcome>,
}

impl TryFrom<Unchecked> for Arnswalde {
    type Error = CorruptState;

    fn try_from(u: Unchecked) -> Result<Self, CorruptState> {
        let game = Arnswalde {
            options: u.options,
            turn: u.turn,
            morale: u.morale,
            tigers: u.tigers,
            refugees: u.refugees,
            fronts: u.fronts,
            soviet_deck: u.soviet_deck,
            hearts_out: u.hearts_out,
            assault: u.assault,
            judgement: u.judgement,
            hand: u.hand,
            reminders: u.reminders,
            in_play: u.in_play,
            actions_left: u.actions_left,
            escaped_this_turn: u.escaped_this_turn,
            counterattack: u.counterattack,
            attacks: u.attacks,
            pending: u.pending,
            resume: u.resume,
            relief_left: u.relief_left,
            outcome: u.outcome,
        };
        game.check()?;
        Ok(game)
    }
}

fn require(ok: bool, what: &'static str) -> Result<(), CorruptState> {
    if ok { Ok(()) } else { Err(CorruptState(what)) }
}

/// Adds `set` to `seen`; false if it shares a card with it.
fn disjoint_into(seen: &mut CardSet, set: CardSet) -> bool {
    let ok = (*seen & set).is_empty();
    *seen |= set;
    ok
}

impl Arnswalde {
    /// The state at the start (3.1, 3.2): morale by difficulty, refugees in
    /// the Central Square, the player to place the Tigers.
    pub(crate) fn new(options: &Options) -> Result<Arnswalde, Error> {
        options.validate()?;
        Ok(Arnswalde {
            options: *options,
            turn: 0,
            morale: options.difficulty.starting_morale(),
            // Until the player places them (3.1) the Tigers wait in the Central Square.
            tigers: Tigers { town: [0, 0, 7], repair: 0, escaped: 0, lost: 0 },
            refugees: Refugees::START,
            fronts: [SovietStack::EMPTY; 2],
            soviet_deck: HEARTS,
            hearts_out: CardSet::EMPTY,
            assault: None,
            judgement: DrawPile::new(JUDGEMENT_CARDS),
            hand: CardSet::EMPTY,
            reminders: CardSet::EMPTY,
            in_play: CardSet::EMPTY,
            actions_left: 0,
            escaped_this_turn: false,
            counterattack: None,
            attacks: Attacks::default(),
            pending: Pending::PlaceTigers,
            resume: Resume::Nothing,
            relief_left: 0,
            outcome: None,
        })
    }

    /// The options of this game.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The turn (1-11; 0 before the first).
    #[must_use]
    pub fn turn(&self) -> u8 {
        self.turn
    }

    /// The garrison's morale box (0-5).
    #[must_use]
    pub fn morale(&self) -> u8 {
        self.morale
    }

    /// Where the Tigers are.
    #[must_use]
    pub fn tigers(&self) -> Tigers {
        self.tigers
    }

    /// Where the refugees are.
    #[must_use]
    pub fn refugees(&self) -> Refugees {
        self.refugees
    }

    /// The Soviet cards of a front (face-down cards included: this is the
    /// full state; a [`View`](crate::View) hides them).
    #[must_use]
    pub fn front(&self, front: Front) -> &SovietStack {
        &self.fronts[front.index()]
    }

    /// The cards left in the Soviet deck.
    #[must_use]
    pub fn soviet_deck(&self) -> CardSet {
        self.soviet_deck
    }

    /// The judgement deck and its discards.
    #[must_use]
    pub fn judgement_deck(&self) -> DrawPile {
        self.judgement
    }

    /// The player's hand.
    #[must_use]
    pub fn hand(&self) -> CardSet {
        self.hand
    }

    /// Actions left in this action phase.
    #[must_use]
    pub fn actions_left(&self) -> u8 {
        self.actions_left
    }

    /// What the game waits for.
    #[must_use]
    pub fn pending(&self) -> Pending {
        self.pending
    }

    /// The counterattack under way, if any.
    #[must_use]
    pub fn counterattack(&self) -> Option<Counterattack> {
        self.counterattack
    }

    /// The Soviet attack phase under way, if any.
    #[must_use]
    pub fn attacks(&self) -> Attacks {
        self.attacks
    }

    /// How the game ended, if it did.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Tigers standing in `area`.
    pub(crate) fn tigers_at(&self, area: Area) -> u8 {
        self.tigers.at(area)
    }

    /// Every invariant a state of the rules keeps.
    fn check(&self) -> Result<(), CorruptState> {
        self.options.validate().map_err(|_| CorruptState("4.1: the morale track of the options is not valid"))?;
        require(self.morale <= MoraleTrack::TOP, "4.1: morale is a box 0-5")?;
        require(self.turn <= LAST_TURN, "4.1: a game lasts at most 11 turns")?;
        require(self.tigers.is_consistent(), "2.0: the Tigers do not add up to 7")?;
        require(self.refugees.is_consistent(), "2.0: the refugee markers do not add up to 3")?;
        // The 13 hearts: Soviet deck, fronts, the assault order, out of play.
        let mut hearts = CardSet::EMPTY;
        let mut ok = disjoint_into(&mut hearts, self.soviet_deck) && disjoint_into(&mut hearts, self.hearts_out);
        for stack in &self.fronts {
            ok &= disjoint_into(&mut hearts, stack.cards().collect());
        }
        if let Some(card) = self.assault {
            ok &= is_heart(card) && card.is_face() && disjoint_into(&mut hearts, CardSet::single(card));
        }
        require(ok && hearts == HEARTS, "3.2: every heart must be in exactly one place")?;
        // The 41 judgement cards: deck, discards, hand, reminders, in play.
        let mut judged = CardSet::EMPTY;
        let ok = disjoint_into(&mut judged, self.judgement.pile())
            && disjoint_into(&mut judged, self.judgement.discards())
            && disjoint_into(&mut judged, self.hand)
            && disjoint_into(&mut judged, self.reminders)
            && disjoint_into(&mut judged, self.in_play);
        require(ok && judged == JUDGEMENT_CARDS, "3.2: every judgement card must be in exactly one place")?;
        require(self.reminders.iter().all(|c| c.is_face()), "7.3: only black face cards are kept as reminders")?;
        require(
            u16::from(self.actions_left) <= 2 + self.reminders.len() as u16,
            "7.0: at most 2 actions and one per black face card kept",
        )?;
        self.check_pending()
    }

    fn check_pending(&self) -> Result<(), CorruptState> {
        let setting_up = matches!(self.pending, Pending::PlaceTigers | Pending::Deal(_));
        require(setting_up == (self.turn == 0), "3.1: the game is set up before turn 1")?;
        if !setting_up {
            require(self.fronts.iter().all(|s| !s.is_empty() || !s.has_face_down()), "3.2: stacks")?;
            require(
                self.soviet_deck.len() + usize::from(self.turn) <= 11 + usize::from(self.pending == Pending::Deploy),
                "6.0: one Soviet card per turn",
            )?;
        }
        require(
            self.resume == Resume::Nothing || self.pending_is_judgement(crate::pending::Purpose::Surrender),
            "4.1: a surrender check resumes only from its draw",
        )?;
        require(
            self.outcome.is_some() == (self.pending == Pending::Over),
            "4.1: the game is over exactly when it has an outcome",
        )?;
        if let Some(ca) = self.counterattack {
            let stack = &self.fronts[ca.front.index()];
            require(
                stack.cards().any(|c| c == ca.target) || matches!(self.pending, Pending::Over),
                "7.3: the counterattack's target is on its front",
            )?;
            let drawing = matches!(
                self.pending,
                Pending::Judgement { purpose: crate::pending::Purpose::Counterattack, .. }
                    | Pending::BlackFace(_)
                    | Pending::TakeCard
            ) || (self.pending_is_judgement(crate::pending::Purpose::Surrender)
                && self.resume == Resume::CounterattackDraw);
            let standing = u16::from(ca.waiting)
                + u16::from(drawing)
                + u16::from(self.pending == Pending::NextTiger && ca.last == crate::pending::LastTiger::InArea);
            require(
                standing <= u16::from(self.tigers_at(ca.front.area())) || self.pending == Pending::Over,
                "7.3: the Tigers of the counterattack stand in the front",
            )?;
            require(ca.ranks.is_valid(), "7.3: only ranks ace-10 pair")?;
            require(ca.strength == crate::soviet::strength(ca.target), "7.3: the strength of the target")?;
        } else {
            require(
                !matches!(
                    self.pending,
                    Pending::NextTiger
                        | Pending::BlackFace(_)
                        | Pending::TakeCard
                        | Pending::Judgement { purpose: crate::pending::Purpose::Counterattack, .. }
                ) && self.in_play.is_empty(),
                "7.3: a counterattack decision with no counterattack",
            )?;
        }
        if self.pending == Pending::ChooseAction {
            require(self.actions_left > 0, "7.0: the action phase waits for an action only while one is left")?;
        }
        if let Pending::BlackFace(card) = self.pending {
            require(
                card.is_face() && card.colour() == wargames_core::Colour::Black && self.in_play.contains(card),
                "7.3: black face card",
            )?;
        }
        if matches!(self.pending, Pending::Answer | Pending::ChooseAttack) || self.attacks.current.is_some() {
            for front in Front::ALL {
                require(
                    usize::from(self.attacks.remaining[front.index()]) <= self.fronts[front.index()].len(),
                    "8.1: attacks remain only for cards on the front",
                )?;
            }
        }
        if let Some(front) = self.attacks.current {
            require(self.attacks.remaining[front.index()] > 0, "8.1: the attack under way has an attacker")?;
        }
        if matches!(self.pending, Pending::Answer) {
            require(
                self.attacks.current.is_some_and(|front| self.tigers_at(front.area()) > 0),
                "8.1: an answer by Tigers of the attacked front",
            )?;
        }
        if self.pending_is_judgement(crate::pending::Purpose::Relief) {
            require(
                self.relief_left > 0 && usize::from(self.relief_left) <= self.fronts[0].len(),
                "4.2: one relief draw per Soviet card in North",
            )?;
        }
        // A seat to act has a legal action; a chance point has an outcome.
        if self.pending.is_chance() {
            require(!self.chance_set().is_empty(), "3.2: a draw from an empty deck")?;
        } else if !matches!(self.pending, Pending::Over) {
            let mut legal = Vec::new();
            self.legal_actions(&mut legal);
            require(!legal.is_empty(), "5.0: the player is to act with no legal action")?;
        }
        Ok(())
    }

    fn pending_is_judgement(&self, purpose: crate::pending::Purpose) -> bool {
        matches!(self.pending, Pending::Judgement { purpose: p, .. } if p == purpose)
    }
}
