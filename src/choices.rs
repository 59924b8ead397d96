//! A long list of legal actions as people read it: one by one while it
//! fits a screen, else grouped by the first word of each action's text
//! (what `play` prints and the web table shows).

use serde::Serialize;

/// How many actions are listed one by one; longer lists are grouped.
pub const SCREEN: usize = 30;

/// Actions whose text begins with the same word, in the order of the
/// legal list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ActionGroup {
    /// The first word the actions share (`move`, `attack`, `pass`).
    pub word: String,
    /// The index of every action of the group in the legal list, in order.
    pub members: Vec<usize>,
}

/// The groups of `texts` (the legal actions' texts, in order): one group
/// per first word, in the order the words first appear; empty when the
/// list fits a [`SCREEN`] and needs no grouping.
///
/// ```
/// use wargames::choices::group;
///
/// let texts: Vec<String> = (0..40).map(|i| if i < 25 { format!("move {i}") } else { format!("fire {i}") }).collect();
/// let groups = group(&texts);
/// assert_eq!(groups.len(), 2);
/// assert_eq!((groups[1].word.as_str(), groups[1].members[0], groups[1].members.len()), ("fire", 25, 15));
/// assert!(group(&texts[..3]).is_empty());
/// ```
#[must_use]
pub fn group<S: AsRef<str>>(texts: &[S]) -> Vec<ActionGroup> {
    if texts.len() <= SCREEN {
        return Vec::new();
    }
    let mut groups: Vec<ActionGroup> = Vec::new();
    for (i, text) in texts.iter().enumerate() {
        let word = text.as_ref().split_whitespace().next().unwrap_or_default();
        match groups.iter_mut().find(|g| g.word == word) {
            Some(g) => g.members.push(i),
            None => groups.push(ActionGroup { word: word.to_owned(), members: vec![i] }),
        }
    }
    groups
}
