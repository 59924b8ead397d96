//! One soldier of the squad as bought (R-S3, R-S7).

use serde::{Deserialize, Serialize};

use super::code::{Code, CodeError};

/// One soldier of the squad as bought: the soldier card, its gear and skills.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Recruit {
    /// The soldier card.
    pub soldier: Code,
    /// Weapons and equipment bought for a PS (repeat a counter to buy several).
    #[serde(default)]
    pub gear: Vec<Code>,
    /// Skills.
    #[serde(default)]
    pub skills: Vec<Code>,
    /// The ammo group that passive reload gear (an ammo pouch) supplies;
    /// none: the group of the soldier's first weapon that has one.
    #[serde(default)]
    pub reload_group: Option<String>,
}

impl Recruit {
    /// A recruit from card ids: the soldier card, the gear bought for it
    /// and its skills, with the ammo group of passive reload gear left to
    /// its first weapon's. Whether the cards exist and the squad is legal
    /// (R-S3, R-S7) is checked when a game is set up with it.
    ///
    /// # Errors
    /// An id that is not a card id ([`Code::new`]).
    ///
    /// ```
    /// use wargames_core::Game;
    /// use wargames_squad::{Options, Recruit, Squad};
    ///
    /// let squad = vec![Recruit::new("S02", &["W05", "Q07"], &[])?, Recruit::new("S08", &[], &[])?];
    /// let options = Options { squad: Some(squad), ..Options::default() };
    /// assert!(Squad::setup(&options).is_ok());
    /// # Ok::<(), wargames_squad::content::CodeError>(())
    /// ```
    pub fn new(soldier: &str, gear: &[&str], skills: &[&str]) -> Result<Recruit, CodeError> {
        let codes = |ids: &[&str]| ids.iter().map(|id| Code::new(id)).collect::<Result<Vec<_>, _>>();
        Ok(Recruit { soldier: Code::new(soldier)?, gear: codes(gear)?, skills: codes(skills)?, reload_group: None })
    }
}
