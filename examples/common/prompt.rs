//! A person's decision at the terminal: the legal actions as the rules name
//! them (grouped when they fill more than a screen), and a choice typed as
//! a number, as the action's text, or as a beginning that names one.

use std::io::Write;

use wargames::catalog::Catalogued;

/// Prints the legal actions: one per line, or grouped by their first word
/// when there are more than a screen's worth ([`wargames::choices::group`]).
pub fn show<G: Catalogued>(game: &G, legal: &[G::Action]) {
    let texts: Vec<String> = legal.iter().map(|a| game.describe(a)).collect();
    let groups = wargames::choices::group(&texts);
    if groups.is_empty() {
        list(game, legal);
        return;
    }
    for g in groups {
        let first = g.members[0];
        println!("  {} ... {} actions, from {:>3}. {}", g.word, g.members.len(), first + 1, texts[first]);
    }
    println!("  ({} in all: ? lists them; type an action or its beginning)", legal.len());
}

fn list<G: Catalogued>(game: &G, legal: &[G::Action]) {
    for (i, action) in legal.iter().enumerate() {
        println!("  {:>3}. {}", i + 1, game.describe(action));
    }
}

/// Reads a choice: a number from the list, `?` for the whole list, the
/// text of an action or a beginning that names one; `None` on end of input
/// or `q`.
pub fn ask<G: Catalogued>(
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    game: &G,
    legal: &[G::Action],
) -> Result<Option<usize>, String> {
    let n = legal.len();
    loop {
        print!("choose 1-{n} or type the action (? lists all, q quits): ");
        std::io::stdout().flush().map_err(|e| e.to_string())?;
        let Some(line) = lines.next() else { return Ok(None) };
        let line = line.map_err(|e| e.to_string())?;
        let line = line.trim();
        match line {
            "q" => return Ok(None),
            "?" => {
                list(game, legal);
                continue;
            }
            _ => {}
        }
        if let Ok(k) = line.parse::<usize>() {
            if (1..=n).contains(&k) {
                return Ok(Some(k - 1));
            }
            println!("{k} is not a number from 1 to {n}");
            continue;
        }
        match wargames::parse_action(game, line) {
            Ok(action) => match legal.iter().position(|a| *a == action) {
                Some(i) => return Ok(Some(i)),
                None => println!("{line:?} is not one of the legal actions"),
            },
            Err(wargames::TextError::Refused(e)) => println!("{}", game.explain(&e)),
            Err(e) => println!("{e}"),
        }
    }
}
