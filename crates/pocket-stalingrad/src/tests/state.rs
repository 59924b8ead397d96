//! Options, saved states and views.

use wargames_core::{Game, Seat};

use super::*;
use crate::area::UrbanCard;
use crate::stage::Stage;
use crate::view::View;

#[test]
fn options_out_of_range_are_refused() {
    for bad in [
        Options { reserve: 61, ..Options::default() },
        Options { turns: 0, ..Options::default() },
        Options { turns: 21, ..Options::default() },
        Options { areas: [UrbanCard { stars: 7, vp: 1 }; 5], ..Options::default() },
        Options { areas: [UrbanCard { stars: 0, vp: 1 }; 5], ..Options::default() },
        Options { areas: [UrbanCard { stars: 2, vp: 100 }; 5], ..Options::default() },
    ] {
        assert!(matches!(PocketStalingrad::setup(&bad), Err(Error::BadOption { .. })));
    }
    let err = PocketStalingrad::setup(&Options { turns: 0, ..Options::default() }).unwrap_err();
    assert_eq!(err, Error::BadOption { field: "turns", rule: "V.2", allowed: "1 to 20 game turns" });
    assert_eq!(err.to_string(), "V.2: option turns: 1 to 20 game turns");
    let json = r#"{"reserve": 12, "deploy_all": true}"#;
    let options: Options = serde_json::from_str(json).unwrap();
    assert_eq!(options, Options { reserve: 12, deploy_all: true, ..Options::default() });
    assert!(serde_json::from_str::<Options>(r#"{"reserv": 12}"#).is_err());
}

#[test]
fn rule_6_2_a_reserve_below_the_fewest_stars_makes_no_game_and_is_refused() {
    // `reserve: 0` (or 1 with the standard cards, whose fewest stars are 2)
    // could only ever give a draw: no area can be captured.
    for reserve in [0, 1] {
        let options: Options = serde_json::from_str(&format!(r#"{{"reserve": {reserve}}}"#)).unwrap();
        let err = PocketStalingrad::setup(&options).unwrap_err();
        assert!(matches!(err, Error::BadOption { field: "reserve", rule: "6.2", .. }), "{err:?}");
        assert!(err.to_string().starts_with("6.2: option reserve: at least the fewest stars"), "{err}");
    }
    assert!(PocketStalingrad::setup(&Options { reserve: 2, ..Options::default() }).is_ok());
    // The bound follows the cards: with a one-star area, one unit can capture it.
    let mut areas = UrbanCard::STANDARD;
    areas[0].stars = 1;
    assert!(PocketStalingrad::setup(&Options { reserve: 1, areas, ..Options::default() }).is_ok());
    assert!(PocketStalingrad::setup(&Options { reserve: 0, areas, ..Options::default() }).is_err());
}

#[test]
fn rule_p14_set_up_puts_a_soviet_fortress_on_area_5_and_the_soviet_first() {
    let g = fresh();
    assert!(g.fortress(A5));
    assert_eq!(Area::URBAN.iter().filter(|&&a| g.fortress(a)).count(), 1);
    assert_eq!(g.roller(), Soviet);
    assert_eq!(g.turn(), 1);
}

fn corrupt(g: &PocketStalingrad, edit: impl FnOnce(&mut serde_json::Value)) -> Result<PocketStalingrad, String> {
    let mut value = serde_json::to_value(g).unwrap();
    edit(&mut value);
    serde_json::from_value::<PocketStalingrad>(value).map_err(|e| e.to_string())
}

#[test]
fn a_saved_state_round_trips_and_a_corrupt_one_is_refused() {
    let g = fresh();
    assert_eq!(corrupt(&g, |_| {}), Ok(g));
    let refusals = [
        corrupt(&g, |v| v["units"][0][0] = 7.into()),
        corrupt(&g, |v| v["units"][0][0] = 1.into()),
        corrupt(&g, |v| v["reserve"][1] = 3.into()),
        corrupt(&g, |v| v["turn"] = 9.into()),
        corrupt(&g, |v| v["fortresses"] = 64.into()),
        corrupt(&g, |v| v["shelling"] = "z".into()),
        corrupt(&g, |v| v["stage"] = "keep".into()),
        corrupt(&g, |v| v["stage"] = "over".into()),
        corrupt(&g, |v| v["cmd"][0] = 200.into()),
        corrupt(&g, |v| v["captured"][4] = "german".into()),
        corrupt(&g, |v| v["options"]["turns"] = 0.into()),
        corrupt(&g, |v| v["damage6"] = 7.into()),
        corrupt(&g, |v| v["hand"]["singles"][0] = serde_json::json!({"rolled": 9})),
        corrupt(&g, |v| v["hand"]["kept"] = serde_json::json!({"die": "D6", "faces": [1, 1, 1, 1, 1, 1]})),
    ];
    for (i, r) in refusals.iter().enumerate() {
        assert!(
            r.as_ref().is_err_and(|e| e.contains("state") || e.contains("option") || e.contains("roll")),
            "{i}: {r:?}"
        );
    }
}

#[test]
fn invariants_recompute_the_derived_data_and_a_loaded_state_that_breaks_them_is_refused() {
    let g = fresh();
    assert_eq!(g.invariants(), Ok(()));
    let refused_with = |edit: fn(&mut serde_json::Value), rule: &str| {
        let err = corrupt(&g, edit).unwrap_err();
        assert!(err.contains(&format!("state: {rule}:")), "{rule}: {err}");
    };
    // The victory record: three areas held and the game goes on (V.1); a
    // finished game whose outcome is not the one the areas give (V).
    refused_with(|v| v["captured"] = serde_json::json!(["soviet", "soviet", "soviet", null, null]), "V.1");
    refused_with(
        |v| {
            v["stage"] = "over".into();
            v["roller"] = "german".into();
            v["tactic"][0] = 1.into();
            v["outcome"] = serde_json::json!({"win": {"side": "german", "victory": "three_areas"}});
        },
        "V.2",
    );
    // After the last turn, the German holding area 1 and the Soviet
    // nothing: the German wins on areas (V.2), not the Soviet.
    refused_with(
        |v| {
            v["options"]["turns"] = 1.into();
            v["stage"] = "over".into();
            v["roller"] = "german".into();
            v["tactic"][0] = 1.into();
            v["captured"][0] = "german".into();
            v["outcome"] = serde_json::json!({"win": {"side": "soviet", "victory": "more_areas"}});
        },
        "V",
    );
    // Markers without the die that gives them.
    refused_with(|v| v["night"] = true.into(), "Night");
    refused_with(|v| v["fortress_spent"] = 1.into(), "P8");
    refused_with(|v| v["tactic"][1] = 4.into(), "3");
    refused_with(|v| v["ratt"] = 3.into(), "3");
    refused_with(|v| v["air_hits"] = 1.into(), "4.1");
    refused_with(|v| v["engineered"] = 1.into(), "Engineers");
    // Units: the pool (P5).
    refused_with(|v| v["reserve"][0] = 19.into(), "P5");
}

#[test]
fn the_view_shows_the_whole_open_board_to_both_seats() {
    let mut g = fresh();
    put(&mut g, German, A3, 2);
    let soviet = g.view(Seat::FIRST);
    let german = g.view(Seat::SECOND);
    assert_eq!(View { seat: Seat::SECOND, ..soviet }, german);
    assert_eq!(soviet.units[1][2], 2);
    assert_eq!(soviet.stage, Stage::RollUnitDice);
    let text = soviet.to_string();
    assert!(text.contains("3 Mamayev Kurgan"));
    assert!(text.contains("fortress"));
}

#[test]
fn the_state_is_a_small_fixed_size_copy_value() {
    // No heap data: cloning is a memcpy of 93 bytes, the figure the rules
    // page gives (update both together).
    assert_eq!(size_of::<PocketStalingrad>(), 93);
    assert!(size_of::<Action>() <= 16);
}
