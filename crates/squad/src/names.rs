//! Names where a person reads: the text of an action, a chance outcome or
//! an event with the card set's names put in for the numbers and ids its
//! `Display` prints. Soldiers are named by their card (`Sgt. Ada Hale`,
//! with their squad number when two share a name), action cards by name
//! with their instance (`Covering Fire #4`), enemy cards in play by name
//! with their entry (`Rifle Section #3`), carried gear by name with its
//! place (`M1 Garand (item 1)`), slots with the card lying there (`slot 2
//! (Hedgerow)`) and card ids with their names (`Rifle Section (E03)`).
//!
//! Every number of the `Display` text stays in the named text, so two
//! actions that print differently are described differently.

use crate::state::Item;
use crate::state::squad::Squad;

/// The number a word starts with (`2` of `2's`, `3,`).
fn number(word: &str) -> Option<u8> {
    let end = word.find(|c: char| !c.is_ascii_digit()).unwrap_or(word.len());
    word[..end].parse().ok()
}

/// What follows the number a word starts with (`'s` of `2's`).
fn tail(word: &str) -> &str {
    word.trim_start_matches(|c: char| c.is_ascii_digit())
}

/// What a `#n` counts in the text being named.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Hash {
    /// Action card instances.
    ActionCard,
    /// Enemy cards in play (their entries).
    EnemyEntry,
    /// Location designs.
    Location,
    /// Enemy designs.
    EnemyCard,
    /// Event card instances.
    EventCard,
}

impl Squad {
    /// The label of squad position `s`: its card's name, with the squad
    /// number when another soldier of the squad has the same name.
    fn soldier_label(&self, s: u8) -> String {
        let name = self.soldier_name(s);
        let twins = (0..self.state.team.n_soldiers).filter(|o| self.soldier_name(*o) == name).count();
        if name.is_empty() {
            format!("soldier {}", u16::from(s) + 1)
        } else if twins > 1 {
            format!("{name} ({})", u16::from(s) + 1)
        } else {
            name.to_owned()
        }
    }

    /// The name of the card lying in `slot`: the mission, a Location or the objective.
    pub(crate) fn slot_name(&self, slot: u8) -> Option<&str> {
        if slot == 0 {
            return Some(&self.mission().name);
        }
        if slot == self.fixed.objective_slot {
            return Some(&self.objective().name);
        }
        let i = usize::from(*self.state.field.path.get(usize::from(slot))?);
        self.fixed.content.locations().get(i).map(|l| l.name.as_str())
    }

    /// The name of the gear in place `i` of squad position `s`.
    pub(crate) fn gear_name(&self, s: u8, i: u8) -> Option<&str> {
        if s >= self.state.team.n_soldiers {
            return None;
        }
        let g = self.state.team.soldier(s).gear.get(usize::from(i))?.as_ref()?;
        Some(self.item_name(g.item))
    }

    /// The name of a carried or dropped item (the dispatch as the
    /// objective's).
    pub(crate) fn item_label(&self, g: &crate::state::Gear) -> String {
        match g.item {
            Item::Dispatch => format!("dispatch of {}", self.objective().name),
            item => self.item_name(item).to_owned(),
        }
    }

    /// The name of fire mode `m` of the weapon in gear place `g` of squad
    /// position `s` (R-A7): `semi`, `auto`, `spray`, `throw`.
    fn mode_name(&self, s: u8, g: u8, m: u8) -> Option<&'static str> {
        use crate::content::ModeName;
        if s >= self.state.team.n_soldiers {
            return None;
        }
        let Item::Weapon(w) = self.state.team.soldier(s).gear.get(usize::from(g))?.as_ref()?.item else { return None };
        let mode = self.fixed.content.weapons().get(usize::from(w))?.modes.get(usize::from(m))?;
        Some(match mode.name {
            ModeName::Semi => "semi",
            ModeName::Auto => "auto",
            ModeName::Spray => "spray",
            ModeName::Throw => "throw",
        })
    }

    fn item_name(&self, item: Item) -> &str {
        let c = &self.fixed.content;
        match item {
            Item::Weapon(w) => c.weapons().get(usize::from(w)).map_or("", |x| x.name.as_str()),
            Item::Equipment(q) => c.equipment().get(usize::from(q)).map_or("", |x| x.name.as_str()),
            Item::Dispatch => "dispatch",
        }
    }

    /// The name of the card whose id is `code`, searching the card set.
    fn code_name(&self, code: &str) -> Option<&str> {
        let c = &self.fixed.content;
        let find = |id: &crate::content::Code| id.as_str() == code;
        c.enemies()
            .iter()
            .find(|x| find(&x.id))
            .map(|x| x.name.as_str())
            .or_else(|| c.actions().iter().find(|x| find(&x.id)).map(|x| x.name.as_str()))
            .or_else(|| c.weapons().iter().find(|x| find(&x.id)).map(|x| x.name.as_str()))
            .or_else(|| c.equipment().iter().find(|x| find(&x.id)).map(|x| x.name.as_str()))
            .or_else(|| c.locations().iter().find(|x| find(&x.id)).map(|x| x.name.as_str()))
            .or_else(|| c.events().iter().find(|x| find(&x.id)).map(|x| x.name.as_str()))
            .or_else(|| c.soldiers().iter().find(|x| find(&x.id)).map(|x| x.name.as_str()))
            .or_else(|| c.missions().iter().find(|x| find(&x.id)).map(|x| x.name.as_str()))
            .or_else(|| c.objectives().iter().find(|x| find(&x.id)).map(|x| x.name.as_str()))
            .or_else(|| c.skills().iter().find(|x| find(&x.id)).map(|x| x.name.as_str()))
    }

    fn hash_name(&self, kind: Hash, n: u8) -> Option<&str> {
        let c = &self.fixed.content;
        match kind {
            Hash::ActionCard => c.action_of(n).map(|a| a.name.as_str()),
            Hash::EnemyEntry => self.state.foes.get(n).map(|f| self.enemy(f.card).name.as_str()),
            Hash::Location => c.locations().get(usize::from(n)).map(|l| l.name.as_str()),
            Hash::EnemyCard => c.enemies().get(usize::from(n)).map(|e| e.name.as_str()),
            Hash::EventCard => c.event_of(n).map(|e| e.name.as_str()),
        }
    }

    /// `text` (an action's, a chance outcome's or an event's `Display`)
    /// with names put in; `holder` is the soldier whose gear `item n` is.
    pub(crate) fn name_text(&self, text: &str, holder: Option<u8>) -> String {
        let words: Vec<&str> = text.split(' ').collect();
        let mut out: Vec<String> = Vec::with_capacity(words.len());
        let mut kind = Hash::ActionCard;
        // The gear place the last `item n` named, for the `mode m` after it.
        let mut gear: Option<u8> = None;
        let mut i = 0;
        while i < words.len() {
            let w = words[i];
            let next = words.get(i + 1).copied().unwrap_or("");
            match w {
                "soldier" if number(next).is_some_and(|n| n >= 1) => {
                    let n = number(next).unwrap_or(1) - 1;
                    out.push(format!("{}{}", self.soldier_label(n), tail(next)));
                    i += 2;
                    continue;
                }
                "item" if number(next).is_some_and(|n| n >= 1) && out.last().is_none_or(|l| l != "dropped") => {
                    let n = number(next).unwrap_or(1) - 1;
                    gear = Some(n);
                    match holder.and_then(|s| self.gear_name(s, n)) {
                        Some(name) => out.push(format!("{name} (item {}){}", n + 1, tail(next))),
                        None => out.push(format!("item {next}")),
                    }
                    i += 2;
                    continue;
                }
                "mode" if number(next).is_some_and(|n| n >= 1) => {
                    let m = number(next).unwrap_or(1) - 1;
                    match holder.zip(gear).and_then(|(s, g)| self.mode_name(s, g, m)) {
                        Some(name) => out.push(format!("mode {} ({name}){}", m + 1, tail(next))),
                        None => out.push(format!("mode {next}")),
                    }
                    i += 2;
                    continue;
                }
                "slot" if number(next).is_some() => {
                    let n = number(next).unwrap_or(0);
                    match self.slot_name(n) {
                        Some(name) => out.push(format!("slot {n} ({name}){}", tail(next))),
                        None => out.push(format!("slot {next}")),
                    }
                    i += 2;
                    continue;
                }
                "card" | "cards" if next.starts_with('#') => {
                    kind = Hash::ActionCard;
                    i += 1;
                    continue;
                }
                "enemy" | "enemies" => kind = Hash::EnemyEntry,
                "location" => kind = Hash::Location,
                _ => {}
            }
            if let Some(rest) = w.strip_prefix('#')
                && let Some(n) = number(rest)
                && let Some(name) = self.hash_name(kind, n)
            {
                out.push(format!("{name} {w}"));
            } else if w.len() >= 2
                && w.bytes().all(|b| b.is_ascii_alphanumeric())
                && w.bytes().any(|b| b.is_ascii_digit())
                && w.bytes().next().is_some_and(|b| b.is_ascii_uppercase())
                && let Some(name) = self.code_name(w)
            {
                out.push(format!("{name} ({w})"));
            } else {
                out.push(w.to_owned());
            }
            i += 1;
        }
        out.join(" ")
    }

    /// What the choice `param` of action card `card` (boosted or not),
    /// played in soldier `s`'s turn, names (R-F1): the weapon a reload or
    /// deployment is for, the enemy card whose counter returns, the slot of
    /// a strike or smoke, the soldier healed; none when the card takes no
    /// choice.
    fn choice_label(&self, s: u8, card: u8, boost: bool, param: u8) -> Option<String> {
        use crate::content::Choice;
        let design = self.fixed.content.action_of(card)?;
        let effect = if boost { design.boost.as_ref().map_or(&design.effect, |b| &b.effect) } else { &design.effect };
        let mut choice = None;
        effect.each(&mut |e| choice = choice.or(e.choice()));
        Some(match choice? {
            Choice::Weapon => {
                format!("{} (item {})", self.gear_name(s, param).unwrap_or("item"), u16::from(param) + 1)
            }
            Choice::EnemyEntry => format!("{} #{param}", self.hash_name(Hash::EnemyEntry, param).unwrap_or("enemy")),
            Choice::Slot => match self.slot_name(param) {
                Some(name) => format!("slot {param} ({name})"),
                None => format!("slot {param}"),
            },
            Choice::Soldier => self.soldier_label(param),
        })
    }

    /// A decision with the card set's names (`Game::describe`): an order
    /// of one part as [`Squad::describe_order`] prints it, a part with what
    /// it does in the decision being made (`pay with Aimed Shot #4`,
    /// `discard Return Fire #24`, `retain Artillery Request #19`, `pay the
    /// rest with actions`, `draw`, `on Sgt. Ada Hale`).
    pub(crate) fn describe_action(&self, action: &crate::terms::action::Action) -> String {
        use crate::terms::action::Action as A;
        if let Some(o) = action.simple() {
            return self.describe_order(&o);
        }
        let holder = self.state.team.turn.map(|t| t.soldier);
        let Some(d) = self.state.flow.draft else { return self.name_text(&action.to_string(), holder) };
        match *action {
            A::Card { card } => {
                let verb = match d.head {
                    A::Move { .. } => "pay with",
                    A::EndTurn => "retain",
                    _ => "discard",
                };
                self.name_text(&format!("{verb} card #{card}"), holder)
            }
            A::Done => match d.head {
                A::Move { .. } => "pay the rest with actions".to_owned(),
                A::DiscardDraw => "draw".to_owned(),
                A::EndTurn => "end the turn retaining the cards chosen".to_owned(),
                _ => "done".to_owned(),
            },
            A::Choose { param } => {
                let label = match d.head {
                    A::PlayCard { card } => {
                        holder.and_then(|s| self.choice_label(s, card, d.boost.unwrap_or(false), param))
                    }
                    _ => None,
                };
                match label {
                    Some(label) => format!("on {label}"),
                    None => action.to_string(),
                }
            }
            _ => self.name_text(&action.to_string(), holder),
        }
    }

    /// An order with the card set's names; a card's
    /// choice is spelled out (`play Patch Up #27 (on Sgt. Ada Hale)`).
    pub(crate) fn describe_order(&self, action: &crate::terms::order::Order) -> String {
        let holder = self.state.team.turn.map(|t| t.soldier);
        let text = self.name_text(&action.to_string(), holder);
        if let crate::terms::order::Order::UseEquipment { item, on } = *action {
            return self.describe_equipment(text, holder, item, on);
        }
        let crate::terms::order::Order::PlayCard { card, boost, param, .. } = *action else { return text };
        let Some(head) = text.rsplit_once(" (choice ").map(|(head, _)| head) else { return text };
        match holder.and_then(|s| self.choice_label(s, card, boost, param)) {
            Some(label) => format!("{head} (on {label})"),
            None if param == 0 => head.to_owned(),
            None => text,
        }
    }

    /// R-A9: what equipment `item` of soldier `holder` is used on, spelled
    /// out: the soldier a heal is for, the slot a smoke is laid in, nothing
    /// for equipment that acts on its carrier.
    fn describe_equipment(&self, text: String, holder: Option<u8>, item: u8, on: u8) -> String {
        use crate::content::Effect;
        let Some(head) = text.rsplit_once(" on ").map(|(head, _)| head) else { return text };
        let effect = holder
            .filter(|s| *s < self.state.team.n_soldiers)
            .and_then(|s| self.state.team.soldier(s).gear.get(usize::from(item)).copied().flatten())
            .and_then(|g| match g.item {
                Item::Equipment(q) => self.fixed.content.equipment().get(usize::from(q)).map(|q| &q.effect),
                _ => None,
            });
        match effect {
            Some(Effect::Heal { .. }) => format!("{head} on {}", self.soldier_label(on)),
            Some(Effect::SmokeSlot { .. }) => match self.slot_name(on) {
                Some(name) => format!("{head} on slot {on} ({name})"),
                None => format!("{head} on slot {on}"),
            },
            Some(_) if on == 0 => head.to_owned(),
            _ => text,
        }
    }

    /// A chance outcome with the card set's names (`action card Covering
    /// Fire #4`, `target counter of Sgt. Ada Hale`).
    #[must_use]
    pub fn describe_chance(&self, chance: &crate::state::chance::Chance) -> String {
        let kind = match chance {
            crate::state::chance::Chance::Location(_) => Hash::Location,
            crate::state::chance::Chance::Enemy(_) => Hash::EnemyCard,
            crate::state::chance::Chance::Event(_) => Hash::EventCard,
            _ => Hash::ActionCard,
        };
        let text = chance.to_string();
        match (chance, text.rsplit_once('#')) {
            (
                crate::state::chance::Chance::Action(n)
                | crate::state::chance::Chance::Location(n)
                | crate::state::chance::Chance::Enemy(n)
                | crate::state::chance::Chance::Event(n),
                Some((head, _)),
            ) => match self.hash_name(kind, *n) {
                Some(name) => format!("{head}{name} #{n}"),
                None => text,
            },
            _ => self.name_text(&text, None),
        }
    }
}
