//! Composite decisions (`Order`): a whole move, attack, card play, discard
//! & draw or end of turn with all its parts, as the rules resolve it. The
//! player builds one from small decisions ([`crate::Action`]), one at a
//! time (`draft.rs`); the engine resolves it once it is complete.

use std::fmt;

use wargames_core::Bits;

use serde::{Deserialize, Serialize};

/// An action card played along with a move, attack, melee or throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Play {
    /// The action card instance (in a PS's hand).
    pub card: u8,
    /// Pay the boost (R-F1).
    pub boost: bool,
}

/// What an attack aims at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Aim {
    /// An enemy card (its entry number in play).
    #[serde(alias = "Card")]
    Card(u8),
    /// The activated objective itself (Kills).
    #[serde(alias = "Objective")]
    Objective,
    /// Spray: the enemy entry each die goes to, in die order (R-A7).
    #[serde(alias = "Split")]
    Split([u8; 4]),
    /// Every card in a slot (Explosion modes).
    #[serde(alias = "Slot")]
    Slot(u8),
}

/// A composite decision, as the rules resolve it: what a complete sequence
/// of [`crate::Action`]s amounts to (R-D1). Soldiers are named by their
/// position in the squad (0-based), gear by its place on the soldier
/// (0-based), action cards by their instance number, enemy cards by their
/// entry number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Order {
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
    /// R-A3: move to an adjacent slot, paying part of the cost with cards.
    #[serde(alias = "Move")]
    Move {
        /// Destination slot.
        to: u8,
        /// A card played with the move.
        play: Option<Play>,
        /// Cards discarded to pay (set of instances).
        pay: u64,
    },
    /// R-A4: fire a weapon (gear index; 255 = a squad soldier's profile).
    #[serde(alias = "Attack")]
    Attack {
        /// The weapon.
        weapon: u8,
        /// The mode index.
        mode: u8,
        /// The target.
        aim: Aim,
        /// A card played with the attack.
        play: Option<Play>,
    },
    /// R-A8: melee an enemy card in the same slot (weapon gear index, or bare hands).
    #[serde(alias = "Melee")]
    Melee {
        /// The weapon, or none for bare hands.
        weapon: Option<u8>,
        /// The enemy entry.
        target: u8,
        /// A card played with the melee.
        play: Option<Play>,
    },
    /// R-A9: throw a counter or charge (gear index) at a slot.
    #[serde(alias = "Throw")]
    Throw {
        /// The item.
        item: u8,
        /// The slot.
        slot: u8,
        /// A card played with the throw.
        play: Option<Play>,
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
    /// R-A9: discard these cards, then draw up to hand size.
    #[serde(alias = "DiscardDraw")]
    DiscardDraw {
        /// Cards discarded (set of instances).
        discard: u64,
    },
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
    /// R-F1..R-F3: play an own-turn action card.
    #[serde(alias = "PlayCard")]
    PlayCard {
        /// The card.
        card: u8,
        /// Pay the boost.
        boost: bool,
        /// Other cards discarded for Covert or Support (set of instances).
        discard: u64,
        /// The soldier, slot, weapon or enemy entry the effect needs (else 0).
        param: u8,
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
    /// R-F10: end the turn, paying to retain these Support cards (set of instances).
    #[serde(alias = "EndTurn")]
    EndTurn {
        /// Cards retained.
        keep: u64,
    },
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
}

fn play(f: &mut fmt::Formatter<'_>, p: &Option<Play>) -> fmt::Result {
    match p {
        Some(Play { card, boost: false }) => write!(f, " with card #{card}"),
        Some(Play { card, boost: true }) => write!(f, " with card #{card} boosted"),
        None => Ok(()),
    }
}

fn cards(mask: u64) -> String {
    let v: Vec<String> = Bits(mask).iter().map(|i| format!("#{i}")).collect();
    if v.is_empty() { "none".into() } else { v.join(" ") }
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Order::BeginTurn { soldier } => write!(f, "soldier {} takes its turn", soldier + 1),
            Order::Withdraw { soldier } => write!(f, "soldier {} withdraws", soldier + 1),
            Order::RemoveSuppression => write!(f, "remove a suppression counter"),
            Order::Move { to, play: p, pay } => {
                write!(f, "move to slot {to}")?;
                play(f, p)?;
                if *pay != 0 {
                    write!(f, ", paying cards {}", cards(*pay))?;
                }
                Ok(())
            }
            Order::Attack { weapon, mode, aim, play: p } => {
                if *weapon == u8::MAX {
                    write!(f, "attack with the squad profile")?;
                } else {
                    write!(f, "attack with item {} mode {}", weapon + 1, mode + 1)?;
                }
                match aim {
                    Aim::Card(e) => write!(f, " at enemy #{e}")?,
                    Aim::Objective => write!(f, " at the objective")?,
                    Aim::Split(d) => write!(f, " spraying enemies #{} #{} #{} #{}", d[0], d[1], d[2], d[3])?,
                    Aim::Slot(s) => write!(f, " at slot {s}")?,
                }
                play(f, p)
            }
            Order::Melee { weapon, target, play: p } => {
                match weapon {
                    Some(w) => write!(f, "melee with item {} at enemy #{target}", w + 1)?,
                    None => write!(f, "melee bare-handed at enemy #{target}")?,
                }
                play(f, p)
            }
            Order::Throw { item, slot, play: p } => {
                write!(f, "throw item {} at slot {slot}", item + 1)?;
                play(f, p)
            }
            Order::Reload { weapon } => write!(f, "reload item {}", weapon + 1),
            Order::Deploy { weapon } => write!(f, "deploy item {}", weapon + 1),
            Order::DiscardDraw { discard } => write!(f, "discard {} and draw", cards(*discard)),
            Order::UseEquipment { item, on } => write!(f, "use item {} on {on}", item + 1),
            Order::UseCache => write!(f, "use the cache"),
            Order::PlayCard { card, boost, discard, param } => {
                write!(f, "play card #{card}{}", if *boost { " boosted" } else { "" })?;
                if *discard != 0 {
                    write!(f, " discarding {}", cards(*discard))?;
                }
                write!(f, " (choice {param})")
            }
            Order::FireSupport { card, slot } => write!(f, "fire support card #{card} at slot {slot}"),
            Order::PlaceLocation => write!(f, "place a location"),
            Order::ActivateObjective => write!(f, "activate the objective"),
            Order::TakeDispatch => write!(f, "take the dispatch"),
            Order::PassGear { item, to } => write!(f, "pass item {} to soldier {}", item + 1, to + 1),
            Order::DropGear { item } => write!(f, "drop item {}", item + 1),
            Order::PickUp { item } => write!(f, "pick up dropped item {}", item + 1),
            Order::EndTurn { keep } => write!(f, "end the turn (retain {})", cards(*keep)),
            Order::ChooseLocation { card } => write!(f, "keep location #{card}"),
            Order::React { card, boost } => {
                write!(f, "react with card #{card}{}", if *boost { " boosted" } else { "" })
            }
            Order::Pass => write!(f, "no reaction"),
            Order::Discard { card } => write!(f, "discard card #{card}"),
        }
    }
}
