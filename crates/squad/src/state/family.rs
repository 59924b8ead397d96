//! R-D1: the family of a decision being made: the legal orders of its
//! first part, in the compact form its kind works out once, when the
//! decision is opened (the card plays, the payment sizes, the aims), and
//! keeps in its draft while the state does not change. The data is here;
//! each kind works it out, lists its orders and its next parts in its
//! list file (`list/moves.rs`, `list/attacks.rs`, ...), and `next.rs`
//! holds what they share.

use wargames_core::Bits;

use crate::content::AimKind;
use crate::terms::action::Action;
use crate::terms::order::Play;

/// The legal orders of one first part (R-D1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Family {
    /// R-A3: the moves to one slot.
    Move(MoveFamily),
    /// R-A4..R-A7: the attacks with one weapon mode.
    Attack(AttackFamily),
    /// R-A8: the melee attacks with one weapon (or bare hands).
    Melee(MeleeFamily),
    /// R-A9: the throws of one item.
    Throw(ThrowFamily),
    /// R-A9: Discard & Draw, any cards of the hand (`hand`).
    DiscardDraw {
        /// The soldier's hand.
        hand: u64,
    },
    /// R-F1..R-F3: the plays of one own-turn card.
    Card(CardFamily),
    /// R-F10: the ends of the turn, with the Support cards each keeps.
    EndTurn(EndTurnFamily),
}

/// The legal moves to one slot (R-A3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveFamily {
    /// The destination.
    pub(crate) to: u8,
    /// The cards the mover may pay with (its hand; none for a soldier
    /// with no hand of action cards).
    pub(crate) hand: u64,
    /// What the cost is made of before a card: the destination's entry,
    /// the Blocking there, the soldier's movement and its skills'
    /// reduction.
    pub(crate) entry: u8,
    /// The Blocking of the active enemy cards in the destination.
    pub(crate) blocking: u8,
    /// The soldier's movement (none from a Mud slot).
    pub(crate) movement: u8,
    /// The skills' entry reduction.
    pub(crate) skill: u8,
    /// The actions left.
    pub(crate) actions: u8,
    /// The card plays with a legal payment.
    pub(crate) plays: Plays,
}

/// The legal attacks of one weapon mode (R-A4..R-A7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct AttackFamily {
    /// The weapon (`u8::MAX`: the squad profile).
    pub(crate) weapon: u8,
    /// The mode.
    pub(crate) mode: u8,
    /// How it is aimed.
    pub(crate) kind: AimKind,
    /// A Spray's dice (one enemy entry each).
    pub(crate) dice: u8,
    /// The aims that pass the checks no card changes: enemy entries (bit
    /// `e`) and the Kills objective (bit 16), or slots (an Explosion), or
    /// for a Spray the enemy entries a die may go to.
    pub(crate) aims: u32,
    /// A Bolt weapon that attacked this turn: only a card that lets it
    /// attack again may be played with it, and it must be (R-A4 f).
    pub(crate) bolt: bool,
    /// The card plays with a legal aim.
    pub(crate) plays: Plays,
    /// What a card's XP check reads.
    pub(crate) purse: Purse,
}

/// The legal melee attacks with one weapon (R-A8). A card's check and the
/// melee's cost do not depend on the target, so every card play legal at
/// one target is legal at each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MeleeFamily {
    /// The weapon's gear place, or none for bare hands.
    pub(crate) weapon: Option<u8>,
    /// The enemy entries it may target.
    pub(crate) targets: u16,
    /// The card plays within the actions left.
    pub(crate) plays: Plays,
}

/// The legal throws of one item (R-A9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ThrowFamily {
    /// The item's gear place.
    pub(crate) item: u8,
    /// The slots a throw may hit something in (R-A9, R-A4 d).
    pub(crate) slots: u16,
    /// How far the item is thrown without a card.
    pub(crate) reach: u8,
    /// The card plays legal at one slot at least.
    pub(crate) plays: Plays,
    /// What a card's XP check reads.
    pub(crate) purse: Purse,
}

/// The legal plays of one own-turn card (R-F1..R-F3). Which cards it
/// discards does not change its checks, only how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CardFamily {
    /// The card.
    pub(crate) card: u8,
    /// The cards it may discard: its holder's hand but the card.
    pub(crate) rest: u64,
    /// How many it discards (R-F2, R-F3).
    pub(crate) discards: u8,
    /// The choices it is legal with, unboosted and boosted (bit `param`;
    /// none: not legal so).
    pub(crate) params: [u16; 2],
}

/// The most Support cards a soldier owns (`MAX_SUPPORT`).
pub(crate) const MAX_OWNED: usize = 4;

/// The legal ends of a turn (R-F10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct EndTurnFamily {
    /// The Support cards the soldier owns.
    pub(crate) owned: u64,
    /// The XP each costs to retain, in card order (R-F3).
    pub(crate) costs: [u8; MAX_OWNED],
    /// The XP there is (R-F1).
    pub(crate) xp: u8,
}

/// What a draft keeps of its decision (R-D1): the family of its first
/// part, and its next parts when there are at most [`MAX_KEPT`]. Both are
/// derived from the rest of the state, so any two are alike: two states
/// with the same decision part-way are equal whether or not they are
/// worked out. They are not saved, and are worked out again when a saved
/// game is loaded.
#[derive(Clone, Copy, Debug, Default)]
pub struct ListMemo {
    /// The family, when worked out.
    pub(crate) family: Option<Family>,
    /// The next parts, when worked out and at most [`MAX_KEPT`].
    pub(crate) next: Option<NextParts>,
}

impl PartialEq for ListMemo {
    fn eq(&self, _: &ListMemo) -> bool {
        true
    }
}

impl Eq for ListMemo {}

/// The most next parts a draft keeps.
pub(crate) const MAX_KEPT: usize = 16;

/// Next parts, at most [`MAX_KEPT`] of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextParts {
    pub(crate) at: [Action; MAX_KEPT],
    pub(crate) len: u8,
}

impl NextParts {
    /// The parts.
    pub(crate) fn as_slice(&self) -> &[Action] {
        self.at.get(..usize::from(self.len)).unwrap_or(&[])
    }
}

/// What a card play's XP check reads (R-F1): the XP of the soldiers in
/// play, and the cards the soldier plays from its own hand (for no XP
/// more).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Purse {
    /// The XP there is.
    pub(crate) xp: u8,
    /// The cards whose first holder among the player soldiers in play is
    /// the soldier acting.
    pub(crate) own: u64,
}

/// The card plays a decision may be made with (R-F1), each with at least
/// one legal order: no card (`none`), and each card unboosted (`cards`)
/// and boosted (`boosted`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Plays {
    /// No card played.
    pub(crate) none: bool,
    /// The cards played unboosted.
    pub(crate) cards: u64,
    /// The cards played boosted.
    pub(crate) boosted: u64,
}

impl Plays {
    /// Whether play `p` (none: no card) is one of them.
    pub(crate) fn has(&self, p: Option<Play>) -> bool {
        match p {
            None => self.none,
            Some(Play { card, boost: false }) => Bits(self.cards).contains(card),
            Some(Play { card, boost: true }) => Bits(self.boosted).contains(card),
        }
    }

    /// Adds play `p`.
    pub(crate) fn insert(&mut self, p: Option<Play>) {
        match p {
            None => self.none = true,
            Some(Play { card, boost: false }) => self.cards = Bits(self.cards).with(card).word(),
            Some(Play { card, boost: true }) => self.boosted = Bits(self.boosted).with(card).word(),
        }
    }

    /// Whether there is any.
    pub(crate) fn any(&self) -> bool {
        self.none || self.cards | self.boosted != 0
    }

    /// The cards played, boosted or not.
    pub(crate) fn card_set(&self) -> Bits<u64> {
        Bits(self.cards | self.boosted)
    }
}
