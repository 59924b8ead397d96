//! The player's decisions: each one small (R-D1). A choice that has many
//! parts (a move's payment, Discard & Draw, a card's discards, boost and
//! choice, a Spray's dice, the Support cards retained) is made one part at a
//! time: the first decision names the kind and its fixed parts, the next
//! ones add a part each, `Done` (where the number of parts is free) ends
//! it, and `Back` takes the last part back (R-D2). The partial choice is
//! held in the state (`draft.rs`); once it is complete the engine resolves
//! the whole [`Order`](crate::Order).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::terms::order::{Aim, Order};

/// A decision of the player. Soldiers are named by their position in the
/// squad (0-based), gear by its place on the soldier (0-based), action
/// cards by their instance number, enemy cards by their entry number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// R-R1: this soldier takes its turn now.
    #[serde(alias = "BeginTurn")]
    BeginTurn {
        /// The soldier.
        soldier: u8,
    },
    /// R-F9: this soldier (health ≤ 2) leaves play.
    #[serde(alias = "Withdraw")]
    Withdraw {
        /// The soldier.
        soldier: u8,
    },
    /// R-A1: 1 action, remove 1 suppression.
    #[serde(alias = "RemoveSuppression")]
    RemoveSuppression,
    /// R-A3: move to an adjacent slot; then a card played with it
    /// (`With`), the cards paid (`Card`, in increasing instance order) and
    /// `Done` (the rest is paid with actions).
    Move {
        /// Destination slot.
        to: u8,
    },
    /// R-A4: fire a weapon mode (gear index; 255 = a squad soldier's
    /// profile); then a card played with it (`With`), and the aim
    /// (`Target`, or one `Die` per die of a Spray, R-A7).
    Attack {
        /// The weapon.
        weapon: u8,
        /// The mode index.
        mode: u8,
    },
    /// R-A8: melee with a weapon (gear index) or bare hands; then a card
    /// (`With`) and the enemy card in the soldier's slot (`Target`).
    Melee {
        /// The weapon, or none for bare hands.
        weapon: Option<u8>,
    },
    /// R-A9: throw a counter or charge (gear index); then a card (`With`)
    /// and the slot (`Target`).
    Throw {
        /// The item.
        item: u8,
    },
    /// R-A9: reload a weapon.
    #[serde(alias = "Reload")]
    Reload {
        /// The weapon.
        weapon: u8,
    },
    /// R-A9: deploy a weapon.
    #[serde(alias = "Deploy")]
    Deploy {
        /// The weapon.
        weapon: u8,
    },
    /// R-A9: Discard & Draw; then the cards discarded (`Card`) and `Done`
    /// (draw).
    DiscardDraw,
    /// R-A9: use a piece of equipment on a soldier or slot.
    #[serde(alias = "UseEquipment")]
    UseEquipment {
        /// The item.
        item: u8,
        /// The soldier (heal) or slot (smoke) it acts on.
        on: u8,
    },
    /// R-A9: use the cache of the soldier's slot.
    #[serde(alias = "UseCache")]
    UseCache,
    /// R-F1..R-F3: play an own-turn action card; then its boost (`Boost`),
    /// the other cards a Covert or Support card discards (`Card`) and its
    /// choice (`Choose`).
    PlayCard {
        /// The card.
        card: u8,
    },
    /// R-F3: fire a retained Support strike at a slot (once per own turn).
    #[serde(alias = "FireSupport")]
    FireSupport {
        /// The card.
        card: u8,
        /// The slot.
        slot: u8,
    },
    /// R-F5: place the next Location.
    #[serde(alias = "PlaceLocation")]
    PlaceLocation,
    /// R-F7: activate the objective.
    #[serde(alias = "ActivateObjective")]
    ActivateObjective,
    /// R-V1: take the objective's item (Recover).
    #[serde(alias = "TakeDispatch")]
    TakeDispatch,
    /// R-F8: pass an item to a soldier in the same slot.
    #[serde(alias = "PassGear")]
    PassGear {
        /// The item.
        item: u8,
        /// The soldier.
        to: u8,
    },
    /// R-F8: drop an item into the slot.
    #[serde(alias = "DropGear")]
    DropGear {
        /// The item.
        item: u8,
    },
    /// R-F8: pick up an item lying in the slot (its index among dropped items).
    #[serde(alias = "PickUp")]
    PickUp {
        /// The dropped item.
        item: u8,
    },
    /// R-F10: end the turn; then the Support cards retained (`Card`) and
    /// `Done`, when the soldier has any in play.
    #[serde(alias = "EndTurn")]
    EndTurn,
    /// R-F5: keep this recon card.
    #[serde(alias = "ChooseLocation")]
    ChooseLocation {
        /// The location.
        card: u8,
    },
    /// R-F4: play a reaction card.
    #[serde(alias = "React")]
    React {
        /// The card.
        card: u8,
        /// Pay the boost.
        boost: bool,
    },
    /// R-F4: play no (more) reaction.
    #[serde(alias = "Pass")]
    Pass,
    /// R-E4: discard this card (hand over hand size).
    #[serde(alias = "Discard")]
    Discard {
        /// The card.
        card: u8,
    },
    /// R-D1: play this action card along with the move, attack, melee or throw.
    With {
        /// The card.
        card: u8,
    },
    /// R-D1, R-F1: pay the boost of the card just chosen, or not.
    Boost {
        /// Pay it.
        yes: bool,
    },
    /// R-D1: add this card to the set being chosen (a move's payment,
    /// Discard & Draw's discards, a Covert or Support card's discards, the
    /// Support cards retained), in increasing instance order.
    Card {
        /// The card.
        card: u8,
    },
    /// R-D1: what the attack, melee or throw aims at (an enemy card, the
    /// objective or a slot); ends the decision.
    Target {
        /// The aim (never a split: a Spray aims die by die).
        aim: Aim,
    },
    /// R-D1, R-A7: the enemy card the next Spray die goes to.
    Die {
        /// The enemy entry.
        target: u8,
    },
    /// R-D1, R-F1: the soldier, slot, weapon or enemy entry the card's
    /// effect needs (0 when it needs none); ends the card play.
    Choose {
        /// The choice.
        param: u8,
    },
    /// R-D1: the set is complete: pay the rest of the move with actions,
    /// draw (Discard & Draw), or end the turn retaining the cards chosen.
    Done,
    /// R-D2: take the last part of the decision back (the first one too:
    /// back to the turn's choices).
    Back,
}

impl Action {
    /// The action a decision of one part is (every action but the first
    /// part of a decision of several parts and the parts themselves).
    pub(crate) fn of_simple(order: &Order) -> Option<Action> {
        Some(match *order {
            Order::BeginTurn { soldier } => Action::BeginTurn { soldier },
            Order::Withdraw { soldier } => Action::Withdraw { soldier },
            Order::RemoveSuppression => Action::RemoveSuppression,
            Order::Reload { weapon } => Action::Reload { weapon },
            Order::Deploy { weapon } => Action::Deploy { weapon },
            Order::UseEquipment { item, on } => Action::UseEquipment { item, on },
            Order::UseCache => Action::UseCache,
            Order::FireSupport { card, slot } => Action::FireSupport { card, slot },
            Order::PlaceLocation => Action::PlaceLocation,
            Order::ActivateObjective => Action::ActivateObjective,
            Order::TakeDispatch => Action::TakeDispatch,
            Order::PassGear { item, to } => Action::PassGear { item, to },
            Order::DropGear { item } => Action::DropGear { item },
            Order::PickUp { item } => Action::PickUp { item },
            Order::ChooseLocation { card } => Action::ChooseLocation { card },
            Order::React { card, boost } => Action::React { card, boost },
            Order::Pass => Action::Pass,
            Order::Discard { card } => Action::Discard { card },
            _ => return None,
        })
    }

    /// The order this action is when it is a decision of one part.
    pub(crate) fn simple(&self) -> Option<Order> {
        Some(match *self {
            Action::BeginTurn { soldier } => Order::BeginTurn { soldier },
            Action::Withdraw { soldier } => Order::Withdraw { soldier },
            Action::RemoveSuppression => Order::RemoveSuppression,
            Action::Reload { weapon } => Order::Reload { weapon },
            Action::Deploy { weapon } => Order::Deploy { weapon },
            Action::UseEquipment { item, on } => Order::UseEquipment { item, on },
            Action::UseCache => Order::UseCache,
            Action::FireSupport { card, slot } => Order::FireSupport { card, slot },
            Action::PlaceLocation => Order::PlaceLocation,
            Action::ActivateObjective => Order::ActivateObjective,
            Action::TakeDispatch => Order::TakeDispatch,
            Action::PassGear { item, to } => Order::PassGear { item, to },
            Action::DropGear { item } => Order::DropGear { item },
            Action::PickUp { item } => Order::PickUp { item },
            Action::ChooseLocation { card } => Order::ChooseLocation { card },
            Action::React { card, boost } => Order::React { card, boost },
            Action::Pass => Order::Pass,
            Action::Discard { card } => Order::Discard { card },
            _ => return None,
        })
    }

    /// Whether this is the first part of a decision of several parts.
    pub(crate) fn is_head(&self) -> bool {
        matches!(
            self,
            Action::Move { .. }
                | Action::Attack { .. }
                | Action::Melee { .. }
                | Action::Throw { .. }
                | Action::DiscardDraw
                | Action::PlayCard { .. }
                | Action::EndTurn
        )
    }

    /// Whether this is a later part of a decision (or `Back`).
    pub(crate) fn is_part(&self) -> bool {
        matches!(
            self,
            Action::With { .. }
                | Action::Boost { .. }
                | Action::Card { .. }
                | Action::Target { .. }
                | Action::Die { .. }
                | Action::Choose { .. }
                | Action::Done
                | Action::Back
        )
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(order) = self.simple() {
            return order.fmt(f);
        }
        match self {
            Action::Move { to } => write!(f, "move to slot {to}"),
            Action::Attack { weapon, mode } => {
                if *weapon == u8::MAX {
                    write!(f, "attack with the squad profile")
                } else {
                    write!(f, "attack with item {} mode {}", weapon + 1, mode + 1)
                }
            }
            Action::Melee { weapon: Some(w) } => write!(f, "melee with item {}", w + 1),
            Action::Melee { weapon: None } => write!(f, "melee bare-handed"),
            Action::Throw { item } => write!(f, "throw item {}", item + 1),
            Action::DiscardDraw => write!(f, "discard and draw"),
            Action::PlayCard { card } => write!(f, "play card #{card}"),
            Action::EndTurn => write!(f, "end the turn"),
            Action::With { card } => write!(f, "with card #{card}"),
            Action::Boost { yes: true } => write!(f, "boosted"),
            Action::Boost { yes: false } => write!(f, "not boosted"),
            Action::Card { card } => write!(f, "choose card #{card}"),
            Action::Target { aim } => match aim {
                Aim::Card(e) => write!(f, "at enemy #{e}"),
                Aim::Objective => write!(f, "at the objective"),
                Aim::Slot(s) => write!(f, "at slot {s}"),
                Aim::Split(d) => write!(f, "at enemies #{} #{} #{} #{}", d[0], d[1], d[2], d[3]),
            },
            Action::Die { target } => write!(f, "next die at enemy #{target}"),
            Action::Choose { param } => write!(f, "choice {param}"),
            Action::Done => write!(f, "done"),
            Action::Back => write!(f, "back"),
            // Printed by their order above.
            _ => Ok(()),
        }
    }
}
