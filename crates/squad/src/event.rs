//! What happens, for narration, user interfaces and logs.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::content::Code;
use crate::terms::outcome::Outcome;

/// What one die of a player attack did (R-A5, R-A6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieResult {
    /// Hit and defeated cover: an enemy killed.
    Ekia,
    /// One of the two: a suppression.
    Suppression,
    /// Neither.
    Miss,
    /// A kill scored on the objective.
    ObjectiveKill,
}

/// Something that happened. Soldiers are named by squad position (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// A new round.
    RoundBegins {
        /// The round.
        round: u8,
    },
    /// A soldier's turn begins.
    TurnBegins {
        /// The soldier.
        soldier: u8,
        /// Its card.
        card: Code,
        /// Its actions.
        actions: u8,
    },
    /// A soldier's turn ends.
    TurnEnds {
        /// The soldier.
        soldier: u8,
    },
    /// An action card drawn into a hand.
    Drew {
        /// The soldier.
        soldier: u8,
        /// The card.
        card: Code,
    },
    /// An action card played.
    Played {
        /// The soldier it was played for.
        soldier: u8,
        /// The card.
        card: Code,
        /// Boosted.
        boosted: bool,
    },
    /// An action card discarded from a hand.
    Discarded {
        /// The soldier.
        soldier: u8,
        /// The card.
        card: Code,
    },
    /// XP spent (R-F1, R-F3: any soldier may pay, the card's holder first,
    /// then the others in squad order).
    XpSpent {
        /// The soldier who paid.
        soldier: u8,
        /// How much.
        xp: u8,
        /// The soldier whose card or retained support the XP pays for, when
        /// another soldier pays it (none when the soldier pays its own).
        /// Absent from events saved before it was added.
        #[serde(default)]
        holder: Option<u8>,
    },
    /// XP gained.
    XpGained {
        /// The soldier.
        soldier: u8,
        /// How much.
        xp: u8,
    },
    /// A suppression counter removed from a soldier.
    SoldierRallied {
        /// The soldier.
        soldier: u8,
    },
    /// A soldier moved.
    Moved {
        /// The soldier.
        soldier: u8,
        /// The slot.
        to: u8,
        /// Actions paid.
        actions: u8,
        /// Cards paid.
        cards: u8,
    },
    /// A player attack die (or a card's shared roll) resolved.
    Shot {
        /// The soldier (or none for a card strike).
        soldier: u8,
        /// The enemy card (or the objective's id).
        target: Code,
        /// The d10 (0 if none was rolled).
        d10: u8,
        /// The d6 (0 if none was rolled).
        d6: u8,
        /// Hit.
        hit: bool,
        /// Defeated cover.
        defeat: bool,
        /// The result.
        result: DieResult,
    },
    /// An enemy card destroyed.
    EnemyDestroyed {
        /// The card.
        card: Code,
        /// Its slot.
        slot: u8,
    },
    /// A weapon ran out of ammo.
    OutOfAmmo {
        /// The soldier.
        soldier: u8,
        /// The weapon.
        weapon: Code,
    },
    /// A weapon reloaded.
    Reloaded {
        /// The soldier.
        soldier: u8,
        /// The weapon.
        weapon: Code,
    },
    /// A weapon deployed.
    Deployed {
        /// The soldier.
        soldier: u8,
        /// The weapon.
        weapon: Code,
    },
    /// Spare reloads gained.
    ReloadsGained {
        /// The soldier.
        soldier: u8,
        /// How many.
        n: u8,
    },
    /// A Location placed.
    LocationPlaced {
        /// The slot.
        slot: u8,
        /// The card.
        card: Code,
    },
    /// The objective's slot is reached by the path.
    ObjectiveConnected,
    /// The objective was activated.
    ObjectiveActivated,
    /// A kill scored on the objective.
    ObjectiveKills {
        /// Kills so far.
        kills: u8,
    },
    /// The objective's item was taken.
    DispatchTaken {
        /// The soldier.
        soldier: u8,
    },
    /// An enemy card entered play.
    EnemyEnters {
        /// The card.
        card: Code,
        /// The slot.
        slot: u8,
    },
    /// A drawn enemy card was discarded (reinforcement out of range, or no room).
    EnemyDiscarded {
        /// The card.
        card: Code,
    },
    /// An enemy card drew a target counter.
    Targets {
        /// The card.
        card: Code,
        /// The soldier.
        soldier: u8,
    },
    /// An enemy card has no target: the cup is empty (R-V3).
    NoTarget {
        /// The card.
        card: Code,
    },
    /// An enemy attack resolved against a soldier.
    EnemyFire {
        /// The card (or the event).
        card: Code,
        /// The soldier.
        soldier: u8,
        /// The d10 kept.
        d10: u8,
        /// The d6.
        d6: u8,
        /// Hit.
        hit: bool,
        /// Defeated cover.
        defeat: bool,
    },
    /// A soldier wounded.
    Wounded {
        /// The soldier.
        soldier: u8,
        /// Wounds.
        wounds: u8,
        /// Health left.
        health: u8,
    },
    /// A soldier suppressed.
    Suppressed {
        /// The soldier.
        soldier: u8,
    },
    /// A soldier healed.
    Healed {
        /// The soldier.
        soldier: u8,
        /// Health now.
        health: u8,
    },
    /// A soldier is seriously wounded and out (R-E4).
    SoldierDown {
        /// The soldier.
        soldier: u8,
    },
    /// A soldier stayed at 1 health (Stubborn).
    StubbornSave {
        /// The soldier.
        soldier: u8,
    },
    /// A soldier withdrew (R-F9).
    Withdrew {
        /// The soldier.
        soldier: u8,
    },
    /// An enemy card moved (R-E5).
    EnemyMoves {
        /// The card.
        card: Code,
        /// The slot.
        to: u8,
    },
    /// The Enemy Phase begins.
    EnemyPhaseBegins,
    /// Inspire removed suppression from every enemy card.
    Inspired,
    /// The mission timer advanced.
    Timer {
        /// Its value now.
        timer: u8,
    },
    /// An event card drawn.
    EventDrawn {
        /// The card.
        card: Code,
    },
    /// Gear changed hands or place.
    GearMoved {
        /// The soldier (giver, dropper or taker).
        soldier: u8,
        /// The item's card (or `DISPATCH`).
        item: Code,
        /// Where to: a soldier position, or 255 for the ground.
        to: u8,
    },
    /// A piece of equipment used.
    EquipmentUsed {
        /// The soldier.
        soldier: u8,
        /// The item.
        item: Code,
        /// The soldier or slot it acted on.
        on: u8,
    },
    /// A Support card left play.
    SupportReleased {
        /// The card.
        card: Code,
    },
    /// The mission ended.
    MissionOver(Outcome),
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Event as E;
        match self {
            E::RoundBegins { round } => write!(f, "== round {round} =="),
            E::TurnBegins { soldier, card, actions } => {
                write!(f, "soldier {} ({card}) begins its turn with {actions} actions", soldier + 1)
            }
            E::TurnEnds { soldier } => write!(f, "soldier {} ends its turn", soldier + 1),
            E::Drew { soldier, card } => write!(f, "soldier {} draws {card}", soldier + 1),
            E::Played { soldier, card, boosted } => {
                write!(f, "{card} played for soldier {}{}", soldier + 1, if *boosted { ", boosted" } else { "" })
            }
            E::Discarded { soldier, card } => write!(f, "soldier {} discards {card}", soldier + 1),
            E::XpSpent { soldier, xp, holder: None } => write!(f, "soldier {} spends {xp} XP", soldier + 1),
            E::XpSpent { soldier, xp, holder: Some(holder) } => {
                write!(f, "soldier {} spends {xp} XP for soldier {}", soldier + 1, holder + 1)
            }
            E::XpGained { soldier, xp } => write!(f, "soldier {} gains {xp} XP", soldier + 1),
            E::SoldierRallied { soldier } => write!(f, "soldier {} removes a suppression counter", soldier + 1),
            E::Moved { soldier, to, actions, cards } => {
                write!(f, "soldier {} moves to slot {to} ({actions} actions, {cards} cards)", soldier + 1)
            }
            E::Shot { soldier, target, d10, d6, hit, defeat, result } => {
                if *soldier == u8::MAX {
                    write!(f, "strike at {target}")?;
                } else {
                    write!(f, "soldier {} attacks {target}", soldier + 1)?;
                }
                write!(
                    f,
                    ": d10 {d10} {}, d6 {d6} {} -> {}",
                    if *hit { "hits" } else { "misses" },
                    if *defeat { "defeats cover" } else { "fails cover" },
                    match result {
                        DieResult::Ekia => "EKIA",
                        DieResult::Suppression => "suppression",
                        DieResult::Miss => "no effect",
                        DieResult::ObjectiveKill => "objective kill",
                    }
                )
            }
            E::EnemyDestroyed { card, slot } => write!(f, "{card} in slot {slot} is destroyed"),
            E::OutOfAmmo { soldier, weapon } => write!(f, "soldier {}'s {weapon} is out of ammo", soldier + 1),
            E::Reloaded { soldier, weapon } => write!(f, "soldier {} reloads {weapon}", soldier + 1),
            E::Deployed { soldier, weapon } => write!(f, "soldier {} deploys {weapon}", soldier + 1),
            E::ReloadsGained { soldier, n } => write!(f, "soldier {} gains {n} spare reloads", soldier + 1),
            E::LocationPlaced { slot, card } => write!(f, "location {card} placed in slot {slot}"),
            E::ObjectiveConnected => write!(f, "the path reaches the objective"),
            E::ObjectiveActivated => write!(f, "the objective is activated"),
            E::ObjectiveKills { kills } => write!(f, "objective kills: {kills}"),
            E::DispatchTaken { soldier } => write!(f, "soldier {} takes the dispatch", soldier + 1),
            E::EnemyEnters { card, slot } => write!(f, "{card} enters slot {slot}"),
            E::EnemyDiscarded { card } => write!(f, "{card} is discarded"),
            E::Targets { card, soldier } => write!(f, "{card} targets soldier {}", soldier + 1),
            E::NoTarget { card } => write!(f, "{card} has no target (the cup is empty)"),
            E::EnemyFire { card, soldier, d10, d6, hit, defeat } => write!(
                f,
                "{card} fires at soldier {}: d10 {d10} {}, d6 {d6} {}",
                soldier + 1,
                if *hit { "hits" } else { "misses" },
                if *defeat { "defeats cover" } else { "fails cover" }
            ),
            E::Wounded { soldier, wounds, health } => {
                let s = if *wounds == 1 { "" } else { "s" };
                write!(f, "soldier {} takes {wounds} wound{s} (health {health})", soldier + 1)
            }
            E::Suppressed { soldier } => write!(f, "soldier {} is suppressed", soldier + 1),
            E::Healed { soldier, health } => write!(f, "soldier {} is healed to {health}", soldier + 1),
            E::SoldierDown { soldier } => write!(f, "soldier {} is seriously wounded and out", soldier + 1),
            E::StubbornSave { soldier } => write!(f, "soldier {} stays up at 1 health", soldier + 1),
            E::Withdrew { soldier } => write!(f, "soldier {} withdraws", soldier + 1),
            E::EnemyMoves { card, to } => write!(f, "{card} moves to slot {to}"),
            E::EnemyPhaseBegins => write!(f, "-- enemy phase --"),
            E::Inspired => write!(f, "Inspire: every enemy card removes a suppression counter"),
            E::Timer { timer } => write!(f, "mission timer: {timer}"),
            E::EventDrawn { card } => write!(f, "event {card}"),
            E::GearMoved { soldier, item, to } => {
                if *to == u8::MAX {
                    write!(f, "soldier {} drops {item}", soldier + 1)
                } else if *to == *soldier {
                    write!(f, "soldier {} picks up {item}", soldier + 1)
                } else {
                    write!(f, "soldier {} passes {item} to soldier {}", soldier + 1, to + 1)
                }
            }
            E::EquipmentUsed { soldier, item, on } => write!(f, "soldier {} uses {item} (on {on})", soldier + 1),
            E::SupportReleased { card } => write!(f, "support card {card} leaves play"),
            E::MissionOver(o) => write!(f, "mission over: {o}"),
        }
    }
}
