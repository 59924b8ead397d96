//! The text round trip: every action's and chance outcome's text reads
//! back to it.

use super::Conformance;
use crate::game::{Game, Status};
use crate::text::normal_text;

impl<G: Game> Conformance<G> {
    /// Checks the game's text after every step: every legal action's and
    /// every listed chance outcome's `Display` text parses back to it
    /// (`FromStr`), the legal actions' [`describe`](Game::describe) texts
    /// are distinct, and [`parse_action`](crate::parse_action) reads a
    /// sample of them back to their actions.
    #[must_use]
    pub fn text_round_trip(mut self) -> Self {
        self.text = Some(Box::new(check_text::<G>));
        self
    }
}

/// How many `describe` texts per step [`Conformance::text_round_trip`]
/// parses back (every text is checked for distinctness).
const TEXT_SAMPLES: usize = 8;

fn check_text<G: Game>(game: &G) -> Result<(), String> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let mut forms = std::collections::BTreeMap::new();
    for action in &legal {
        let shown = action.to_string();
        match shown.parse::<G::Action>() {
            Ok(back) if back == *action => {}
            _ => return Err(format!("the action {action:?} prints {shown:?}, which does not parse back to it")),
        }
        for form in [normal_text(&game.describe(action)), normal_text(&shown)] {
            // Equal actions listed twice are the duplicate check's to report.
            match forms.insert(form.clone(), action) {
                Some(other) if other != action => {
                    return Err(format!("the actions {other:?} and {action:?} are both read as {form:?}"));
                }
                _ => {}
            }
        }
    }
    let step = legal.len().div_ceil(TEXT_SAMPLES).max(1);
    for action in legal.iter().step_by(step) {
        let named = game.describe(action);
        match crate::parse_action(game, &named) {
            Ok(back) if back == *action => {}
            other => return Err(format!("{named:?} (describing {action:?}) reads back as {other:?}")),
        }
    }
    let mut outcomes = Vec::new();
    if matches!(game.status(), Status::Chance) {
        game.chance_outcomes(&mut outcomes);
    }
    for (outcome, _) in &outcomes {
        let shown = outcome.to_string();
        match shown.parse::<G::Chance>() {
            Ok(back) if back == *outcome => {}
            _ => {
                return Err(format!(
                    "the chance outcome {outcome:?} prints {shown:?}, which does not parse back to it"
                ));
            }
        }
    }
    Ok(())
}
