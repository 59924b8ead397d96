//! The invariants every reachable state keeps: checked on every state read
//! from outside, and by the conformance suite after every step.

use wargames_core::{CardSet, Game};

use crate::area::Front;
use crate::error::CorruptState;
use crate::options::MoraleTrack;
use crate::outcome::{Outcome, VictoryLevel};
use crate::pending::{Pending, Resume};
use crate::refugees::Refugees;
use crate::soviet::is_heart;
use crate::state::{Arnswalde, HEARTS, JUDGEMENT_CARDS, LAST_TURN};
use crate::tigers::Tigers;

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
    /// Checks the state against a recomputation from the pieces and against
    /// every bound the rules keep:
    ///
    /// - **Tigers** (2.0): the seven Tiger IIs are each in one place (North,
    ///   South, the Central Square, repair, escaped, lost); the refugee
    ///   markers add up to three;
    /// - **cards** (3.2): each of the 54 cards is in exactly one place: the
    ///   13 hearts in the Soviet deck, on a front, as the assault order or
    ///   out of play; the 41 judgement cards (jokers included) in the deck,
    ///   its discards, the hand, the reminders or in play; the Soviet deck
    ///   holds no more cards than the turns left (one per turn, 6.0);
    /// - **morale** (4.1): a box 0-5, never above the difficulty's start
    ///   (it only ever drops);
    /// - **the outcome** (4.1, 4.2), recomputed: a victory's score is 3 per
    ///   escaped refugee marker plus 1 per Tiger in play and its level the
    ///   one the score gives, with North cleared by the relief; a failed
    ///   relief leaves a Soviet card in North; "no Tiger in town" leaves
    ///   none in the town;
    /// - **set-up** (3.1, 3.2): before turn 1 the state is the start but
    ///   for the Tigers' placement and the face-down cards dealt so far;
    /// - the pending decision fits the counterattack, the Soviet attacks,
    ///   the relief and the surrender check under way, and a decision has at
    ///   least one legal action, a draw at least one card.
    ///
    /// A state read with serde is refused ([`CorruptState`]) when it breaks
    /// any of them; the conformance suite runs the same check after every
    /// step.
    ///
    /// # Errors
    /// What is broken, with the rule it breaks.
    pub fn invariants(&self) -> Result<(), String> {
        self.check().map_err(|e| e.0.to_string())
    }

    /// See [`Arnswalde::invariants`].
    pub(crate) fn check(&self) -> Result<(), CorruptState> {
        self.options.validate().map_err(|_| CorruptState("4.1: the morale track of the options is not valid"))?;
        require(self.morale <= MoraleTrack::TOP, "4.1: morale is a box 0-5")?;
        require(
            self.morale <= self.options.difficulty.starting_morale(),
            "4.1: morale above the difficulty's start (it only ever drops)",
        )?;
        require(self.turn <= LAST_TURN, "4.1: a game lasts at most 11 turns")?;
        require(self.tigers.is_consistent(), "2.0: the Tigers do not add up to 7")?;
        require(self.refugees.is_consistent(), "2.0: the refugee markers do not add up to 3")?;
        // The 13 hearts: Soviet deck, fronts, the assault order, out of play.
        let mut hearts = CardSet::EMPTY;
        let mut ok = disjoint_into(&mut hearts, self.soviet_deck) && disjoint_into(&mut hearts, self.hearts_out);
        for stack in &self.fronts {
            // A card listed twice in one stack is a card in two places.
            let cards: CardSet = stack.cards().collect();
            ok &= cards.len() == stack.len() && disjoint_into(&mut hearts, cards);
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
        require(
            (hearts & judged).is_empty() && (hearts | judged) == CardSet::STANDARD_54,
            "3.2: every one of the 54 cards must be in exactly one place",
        )?;
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
        if setting_up {
            self.check_set_up()?;
        } else {
            require(self.fronts.iter().all(|s| !s.is_empty() || !s.has_face_down()), "3.2: stacks")?;
            require(
                self.soviet_deck.len() + usize::from(self.turn) <= 11 + usize::from(self.pending == Pending::Deploy),
                "6.0: one Soviet card per turn",
            )?;
        }
        self.check_outcome()?;
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

    /// 3.1, 3.2: before turn 1 nothing but the set-up has happened. The
    /// Tigers are all in town (in the Central Square until the player
    /// places them), the refugees too, morale is the difficulty's start, no
    /// judgement card is drawn, and the only hearts out of the Soviet deck
    /// are the face-down cards dealt so far (to North, then South). A saved
    /// set-up with hearts moved out of the deck would otherwise load and
    /// then deal from an empty deck.
    fn check_set_up(&self) -> Result<(), CorruptState> {
        let tigers = &self.tigers;
        require(
            tigers.repair == 0 && tigers.escaped == 0 && tigers.lost == 0,
            "3.1: before turn 1 every Tiger is in the town",
        )?;
        if self.pending == Pending::PlaceTigers {
            require(*tigers == Tigers::UNPLACED, "3.1: the Tigers wait in the Central Square until placed")?;
        }
        require(self.refugees == Refugees::START, "3.1: before turn 1 the refugee markers are in the Central Square")?;
        require(
            self.morale == self.options.difficulty.starting_morale(),
            "4.1: before turn 1 morale is the difficulty's start",
        )?;
        require(self.judgement.pile() == JUDGEMENT_CARDS, "3.2: no judgement card is drawn before turn 1")?;
        let north_dealt = usize::from(self.pending == Pending::Deal(Front::South));
        require(
            self.hearts_out.is_empty()
                && self.assault.is_none()
                && self.fronts[0].len() == north_dealt
                && self.fronts[0].has_face_down() == (north_dealt == 1)
                && self.fronts[1].is_empty(),
            "3.2: before turn 1 the hearts are in the Soviet deck but the face-down cards dealt to North, then South",
        )
    }

    fn pending_is_judgement(&self, purpose: crate::pending::Purpose) -> bool {
        matches!(self.pending, Pending::Judgement { purpose: p, .. } if p == purpose)
    }

    /// 4.1, 4.2: the outcome against a recomputation from the pieces.
    fn check_outcome(&self) -> Result<(), CorruptState> {
        let north = &self.fronts[Front::North.index()];
        match self.outcome {
            Some(Outcome::Victory { level, score }) => require(
                score == self.score() && VictoryLevel::from_score(score) == Some(level) && north.is_empty(),
                "4.2: the victory's score or level is not the one the refugees, the Tigers and North give",
            ),
            Some(Outcome::ReliefFailed) => {
                require(!north.is_empty(), "4.2: a failed relief leaves a Soviet card in North")
            }
            Some(Outcome::NoTigerInTown) => {
                require(self.tigers.in_town() == 0, "4.1: no Tiger in town, yet Tigers stand in the town")
            }
            Some(Outcome::Surrender) | None => Ok(()),
        }
    }
}
