//! Saved games refused on load (R-S2, R-S10, R-R1, the hand limit) and the
//! invariants' recomputation of the derived masks.

use crate::enemy::assault::wound;
use crate::state::{Attack, ChanceKind, Frame, Life, NONE, Need, Style};
use crate::{Options, Squad};

use wargames_core::RuleError;

use super::{foe, place, std_game};
use crate::engine::load::SquadRepr;

#[test]
fn corrupt_saves_are_refused() {
    let g = std_game();
    let mut v = serde_json::to_value(&g).unwrap();
    v["state"]["n_soldiers"] = serde_json::json!(5);
    assert!(serde_json::from_value::<Squad>(v).is_err());
    let mut v = serde_json::to_value(&g).unwrap();
    v["state"]["path"][1] = serde_json::json!(200);
    assert!(serde_json::from_value::<Squad>(v).is_err());
    let mut v = serde_json::to_value(&g).unwrap();
    v["state"]["depth"] = serde_json::json!(0);
    assert!(serde_json::from_value::<Squad>(v).is_err());
    let back: Squad = serde_json::from_value(serde_json::to_value(&g).unwrap()).unwrap();
    assert_eq!(back, g);
}

/// The first pending draw in a saved state (the opening hands, R-S10).
fn with_draw_frame() -> serde_json::Value {
    let g = Squad::new(&Options::default()).unwrap();
    let v = serde_json::to_value(&g).unwrap();
    assert!(v["state"]["stack"].as_array().unwrap().iter().any(|f| f.get("draw").is_some()));
    v
}

#[test]
fn rule_r_s10_saved_draw_with_cap_255_is_refused_on_load() {
    let mut v = with_draw_frame();
    for f in v["state"]["stack"].as_array_mut().unwrap() {
        if let Some(d) = f.get_mut("draw") {
            d["cap"] = serde_json::json!(255);
            d["n"] = serde_json::json!(255);
        }
    }
    let err = serde_json::from_value::<Squad>(v).err().unwrap().to_string();
    assert!(err.contains("Draw cap 255"), "{err}");
    // The unedited state loads.
    assert!(serde_json::from_value::<Squad>(with_draw_frame()).is_ok());
}

#[test]
fn rule_r_r1_saved_done_255_is_refused_on_load() {
    let g = std_game();
    assert_eq!(g.state.flow.need, Need::Phase);
    let mut v = serde_json::to_value(&g).unwrap();
    v["state"]["done"] = serde_json::json!(255);
    let err = serde_json::from_value::<Squad>(v).err().unwrap().to_string();
    assert!(err.contains("done"), "{err}");
    // Every soldier of the squad done while the Soldier Phase waits: refused too.
    let mut v = serde_json::to_value(&g).unwrap();
    v["state"]["done"] = serde_json::json!((1u32 << g.state.team.n_soldiers) - 1);
    let err = serde_json::from_value::<Squad>(v).err().unwrap().to_string();
    assert!(err.contains("R-R1"), "{err}");
}

#[test]
fn saved_hand_past_the_limit_is_refused_on_load() {
    let mut g = std_game();
    g.state.team.soldiers[0].hand = (1u64 << 17) - 1;
    g.state.decks.actions.pile &= !g.state.team.soldiers[0].hand;
    g.state.decks.actions.bottom &= !g.state.team.soldiers[0].hand;
    g.state.decks.actions.discard &= !g.state.team.soldiers[0].hand;
    let err = serde_json::from_value::<Squad>(serde_json::to_value(&g).unwrap()).err().unwrap().to_string();
    assert!(err.contains("more than 16 cards"), "{err}");
}

#[test]
fn invariants_recompute_the_derived_masks() {
    let g = std_game();
    assert_eq!(g.invariants(), Ok(()));
    let mut h = g.clone();
    h.state.team.alive ^= 1;
    assert!(h.invariants().unwrap_err().contains("alive"));
    let mut h = g.clone();
    h.state.foes.occupied ^= 1;
    assert!(h.invariants().unwrap_err().contains("occupied"));
    let mut h = g.clone();
    h.state.field.lying ^= 1;
    assert!(h.invariants().unwrap_err().contains("lying"));
    let mut h = g.clone();
    let c = h.state.decks.actions.pile.trailing_zeros();
    h.state.team.soldiers[0].hand |= 1 << c;
    assert!(h.invariants().unwrap_err().contains("two places"));
}

#[test]
fn rule_r_s2_saved_card_lost_or_doubled_is_refused_on_load() {
    let g = std_game();
    // An action card taken out of every place (R-S2: the deck holds every card).
    let mut h = g.clone();
    let c = h.state.decks.actions.pile.trailing_zeros();
    h.state.decks.actions.pile &= !(1 << c);
    let err = serde_json::from_value::<Squad>(serde_json::to_value(&h).unwrap()).err().unwrap().to_string();
    assert!(err.contains("are nowhere"), "{err}");
    // A location card both in the deck and on the path.
    let mut h = g.clone();
    let l = h.state.decks.locations.pile.trailing_zeros();
    h.state.field.path[1] = l as u8;
    let err = serde_json::from_value::<Squad>(serde_json::to_value(&h).unwrap()).err().unwrap().to_string();
    assert!(err.contains("location cards"), "{err}");
    assert!(serde_json::from_value::<Squad>(serde_json::to_value(&g).unwrap()).is_ok());
}

/// A saved game edited with `edit`, read back: the error's rule and text, or
/// `None` when it loads.
fn load_edited(g: &Squad, edit: impl FnOnce(&mut Squad)) -> Option<(Option<&'static str>, String)> {
    let mut h = g.clone();
    edit(&mut h);
    let json = serde_json::to_string(&h).unwrap();
    let repr: SquadRepr = serde_json::from_str(&json).unwrap();
    Squad::try_from(repr).err().map(|e| (e.rule(), e.to_string()))
}

/// The hole the conformance suite's corrupt saves found: a soldier moved into
/// a slot that holds no card loaded, and 62 steps later an enemy card moving
/// towards it stood in an empty slot. R-A3: a soldier only ever enters a slot
/// holding a card (R-S9: all start in slot 0); R-F7: slot D only once the
/// objective is activated.
#[test]
fn rule_r_a3_saved_soldier_in_a_slot_without_a_card_is_refused_on_load() {
    let g = std_game();
    assert_eq!(g.state.field.front(g.fixed.objective_slot), 0, "no Location placed yet");
    for slot in 1..g.fixed.objective_slot {
        let (rule, err) = load_edited(&g, |h| h.state.team.soldiers[0].slot = slot).expect("refused");
        assert_eq!(rule, Some("R-A3"), "{err}");
        assert!(err.starts_with("R-A3") && err.contains(&format!("slot {slot}")), "{err}");
    }
    // Out of play, it left play from a slot holding a card too.
    let (rule, _) = load_edited(&g, |h| {
        h.state.team.soldiers[1].slot = 2;
        h.state.team.soldiers[1].life = crate::state::Life::Withdrawn;
        h.state.team.soldiers[1].hand = 0;
        h.state.team.soldiers[1].gear = Default::default();
        h.state.team.cup[1] = 0;
        h.state.decks.actions.pile |= g.state.team.soldiers[1].hand;
    })
    .expect("refused");
    assert_eq!(rule, Some("R-A3"));
    // Into a slot holding a Location: it loads.
    let mut placed = g.clone();
    place(&mut placed, 1, "L01");
    assert_eq!(load_edited(&placed, |h| h.state.team.soldiers[0].slot = 1), None);
}

#[test]
fn rule_r_f7_saved_soldier_in_the_objective_slot_before_activation_is_refused_on_load() {
    let mut g = std_game();
    for slot in 1..g.fixed.objective_slot {
        place(&mut g, slot, ["L01", "L02", "L03", "L04", "L05", "L06", "L07", "L08", "L09"][usize::from(slot) - 1]);
    }
    assert!(g.connected());
    let d = g.fixed.objective_slot;
    // The garrison holds slot D (an empty slot D once activated would be a victory, R-V1).
    foe(&mut g, "E01", d, 0);
    let (rule, err) = load_edited(&g, |h| h.state.team.soldiers[0].slot = d).expect("refused");
    assert_eq!(rule, Some("R-F7"), "{err}");
    // Activated, the objective's slot may be entered.
    assert_eq!(
        load_edited(&g, |h| {
            h.state.progress.active = true;
            h.state.team.soldiers[0].slot = d;
        }),
        None
    );
    // Activated before the path reaches the objective: refused.
    let (rule, err) = load_edited(&std_game(), |h| h.state.progress.active = true).expect("refused");
    assert_eq!(rule, Some("R-F7"), "{err}");
}

/// Found by the sweep of edited saves: a draw of the opening hands pending
/// for a soldier saved as out of play loaded, and the card drawn went into
/// the hand of a soldier out of play.
#[test]
fn rule_r_r1_saved_draw_for_a_soldier_out_of_play_is_refused_on_load() {
    let g = Squad::new(&Options::default()).unwrap();
    let Some(Some(Frame::Draw { s, .. })) =
        g.state.flow.depth.checked_sub(1).map(|i| g.state.flow.stack[usize::from(i)])
    else {
        panic!("the opening hands are drawn first")
    };
    assert_eq!(g.state.flow.need, Need::Chance(ChanceKind::Action));
    for life in [Life::Down, Life::Withdrawn] {
        // Out of play as R-E4 and R-F9 leave a soldier, but for the draw.
        let (rule, err) = load_edited(&g, |h| {
            let t = &mut h.state.team.soldiers[usize::from(s)];
            t.life = life;
            t.gear = Default::default();
            h.state.team.cup[usize::from(s)] = 0;
        })
        .expect("refused");
        assert_eq!(rule, Some("R-R1"), "{err}");
    }
    // A wait no procedure on the stack makes: refused too.
    let (rule, err) = load_edited(&g, |h| h.state.flow.need = Need::Chance(ChanceKind::Event)).expect("refused");
    assert_eq!(rule, Some("R-R1"), "{err}");
    assert_eq!(load_edited(&g, |_| {}), None);
}

/// Found by the sweep of edited saves: a Location taken off the path while
/// its placing was under way loaded, and the objective then connected to a
/// path that did not reach it (an enemy card stood in slot D beyond an
/// empty slot).
#[test]
fn rule_r_f5_saved_placing_of_a_location_off_the_path_is_refused_on_load() {
    let mut g = std_game();
    g.state.team.turn = Some(crate::state::Turn { placed: true, ..crate::state::Turn::begin(0, 1) });
    let depth = usize::from(g.state.flow.depth);
    g.state.flow.stack[depth] = Some(Frame::Turn);
    g.state.flow.stack[depth + 1] = Some(Frame::Place { slot: 1, step: 1, want: 1 });
    g.state.flow.stack[depth + 2] = Some(Frame::Spawn { slot: 1, need: 4, got: 0, step: 0 });
    g.state.flow.depth += 3;
    g.state.flow.need = Need::Chance(ChanceKind::Enemy);
    place(&mut g, 1, "L01");
    assert_eq!(load_edited(&g, |_| {}), None, "the placing under way loads");
    let (rule, err) = load_edited(&g, |h| {
        h.state.decks.locations.pile |= 1 << h.state.field.path[1];
        h.state.field.path[1] = NONE;
    })
    .expect("refused");
    assert_eq!(rule, Some("R-F5"), "{err}");
    // The placing of slot 2 when slot 1 is the front-most: it is not the slot after it.
    let (rule, err) =
        load_edited(&g, |h| h.state.flow.stack[depth + 1] = Some(Frame::Place { slot: 2, step: 1, want: 1 }))
            .expect("refused");
    assert_eq!(rule, Some("R-F5"), "{err}");
    // The objective connecting while the path does not reach it (R-F6).
    let (rule, err) =
        load_edited(&g, |h| h.state.flow.stack[depth + 1] = Some(Frame::Connect { step: 0 })).expect("refused");
    assert_eq!(rule, Some("R-F6"), "{err}");
}

/// The first state of seeded random games of the default options (seeds
/// 0..200, at most 3000 steps each) for which `pick` finds something, and
/// what it found.
fn first_reaching<T>(what: &str, pick: impl FnMut(&Squad) -> Option<T>) -> (Squad, T) {
    first_reaching_with(&Options::default(), what, pick)
}

/// [`first_reaching`] with other options.
fn first_reaching_with<T>(options: &Options, what: &str, mut pick: impl FnMut(&Squad) -> Option<T>) -> (Squad, T) {
    for seed in 0..200 {
        let mut g = Squad::new(options).unwrap();
        let mut rng = wargames_core::Rng::new(seed);
        let mut legal = Vec::new();
        for _ in 0..3000 {
            if let Some(found) = pick(&g) {
                return (g, found);
            }
            if wargames_core::Game::is_over(&g) {
                break;
            }
            super::random_game(&mut g, &mut rng, 1, |g, rng| super::random_step(g, rng, &mut legal));
        }
    }
    panic!("no seeded game of 0..200 reaches {what}")
}

/// A seeded random game of the default options played until a soldier
/// with `life` is out of play: the game and that soldier.
fn with_soldier_out_of_play(life: Life) -> (Squad, u8) {
    first_reaching(&format!("a soldier out of play as {life:?}"), |g| {
        (0..g.state.team.n_soldiers).find(|&s| g.state.team.soldiers[usize::from(s)].life == life)
    })
}

/// Gives soldier `s` back one thing leaving play took from it.
fn keep_after_leaving_play(h: &mut Squad, s: u8, what: &str) {
    let i = usize::from(s);
    match what {
        "cup" => h.state.team.cup[i] = 2,
        "suppression" => h.state.team.soldiers[i].suppression = 1,
        "gear" => {
            let item = crate::state::Item::Dispatch;
            let gear = crate::state::Gear { item, out_of_ammo: false, deployed: false, uses: 0, builtin_of: NONE };
            h.state.team.soldiers[i].gear[0] = Some(gear);
        }
        _ => {
            let card = h.state.decks.actions.pile.trailing_zeros() as u8;
            h.state.decks.actions.pile &= !(1u64 << card);
            h.state.field.supports[0] = Some(crate::state::Support { card, owner: s, slot: NONE, fired: false });
        }
    }
}

/// Found by editing saves of seeded games (100 seeds, every edit loaded and
/// played on without breaking an invariant, but none is a state the rules
/// reach): a soldier out of play kept counters in the cup, suppression,
/// gear, a retained Support card, or an enemy card aimed at it. Leaving
/// play clears them all (R-E4 downed, R-F9 withdrawn; interpretation 33).
#[test]
fn rule_r_e4_r_f9_saved_soldier_out_of_play_keeping_its_counters_is_refused_on_load() {
    for (life, rule) in [(Life::Down, "R-E4"), (Life::Withdrawn, "R-F9")] {
        let (g, s) = with_soldier_out_of_play(life);
        let i = usize::from(s);
        assert_eq!(load_edited(&g, |_| {}), None, "the unedited save loads");
        for what in ["cup", "suppression", "gear", "support"] {
            let (got, err) = load_edited(&g, |h| keep_after_leaving_play(h, s, what))
                .unwrap_or_else(|| panic!("{life:?} with {what}: loaded"));
            let want = if what == "support" { "R-F3" } else { rule };
            assert_eq!(got, Some(want), "{life:?} with {what}: {err}");
        }
        // An enemy card aimed at it (the standard game has one in play by then).
        let mut aimed = g.clone();
        if aimed.state.foes.foes.iter().flatten().next().is_none() {
            let slot = aimed.state.team.soldiers[i].slot;
            foe(&mut aimed, "E01", slot, NONE);
        }
        let (got, err) = load_edited(&aimed, |h| {
            for f in h.state.foes.foes.iter_mut().flatten() {
                f.target = s;
            }
        })
        .expect("an enemy aimed at a soldier out of play is refused");
        assert_eq!(got, Some(rule), "{life:?}, aimed at: {err}");
    }
}

/// The attack on top of the stack of a seeded game while it waits for a
/// die of `kind`, of `style`.
fn waiting_attack(kind: ChanceKind, style: Style) -> (Squad, usize) {
    first_reaching(&format!("a {style:?} attack waiting for a {kind:?}"), |g| {
        let top = usize::from(g.state.flow.depth.checked_sub(1)?);
        match g.state.flow.stack[top] {
            Some(Frame::Attack(a)) if a.style == style && g.state.flow.need == Need::Chance(kind) => Some(top),
            _ => None,
        }
    })
}

/// Edits the attack at `top` of the stack.
fn edit_attack(h: &mut Squad, top: usize, edit: impl FnOnce(&mut Attack)) {
    let Some(Frame::Attack(a)) = h.state.flow.stack[top].as_mut() else { panic!("no attack at {top}") };
    edit(a);
}

/// Found by the `squad_state` fuzz target: an Explosion saved while it
/// waits for the d6 of a card, edited so that no card is left to roll for,
/// loaded; the d6 then resolved against no card at all (a shift out of
/// range, which panics where overflow is checked). R-A7: an Explosion rolls
/// one d6 per card left in the slot; R-R1: a saved game waits for the very
/// die the attack on top awaits.
#[test]
fn rule_r_r1_saved_explosion_waiting_for_a_d6_with_no_card_left_is_refused_on_load() {
    let (g, top) = waiting_attack(ChanceKind::D6, Style::Explosion);
    assert_eq!(load_edited(&g, |_| {}), None, "the unedited save loads");
    let (rule, err) = load_edited(&g, |h| edit_attack(h, top, |a| a.cards = 0)).expect("refused");
    assert_eq!(rule, Some("R-R1"), "{err}");
    // Every d6 counted a 6 (R-A5 Stealth): it rolls none.
    let (rule, err) = load_edited(&g, |h| edit_attack(h, top, |a| a.stealth = true)).expect("refused");
    assert_eq!(rule, Some("R-R1"), "{err}");
    // Its d10 not yet rolled: it waits for the d10 first (R-A7).
    let (rule, err) = load_edited(&g, |h| edit_attack(h, top, |a| a.step = 0)).expect("refused");
    assert_eq!(rule, Some("R-R1"), "{err}");
}

/// R-A5: an attack rolls a d10 and a d6 per die, and no more dice than it
/// has; a saved attack waiting for a die it has already rolled, or having
/// rolled more than its dice, is refused (R-R1).
#[test]
fn rule_r_r1_saved_attack_waiting_for_a_die_past_its_dice_is_refused_on_load() {
    let (g, top) = waiting_attack(ChanceKind::D10, Style::Dice);
    assert_eq!(load_edited(&g, |_| {}), None, "the unedited save loads");
    let (rule, err) = load_edited(&g, |h| edit_attack(h, top, |a| a.i = a.dice)).expect("refused");
    assert_eq!(rule, Some("R-R1"), "{err}");
    let (rule, err) = load_edited(&g, |h| edit_attack(h, top, |a| a.i = 255)).expect("refused");
    assert_eq!(rule, Some("R-R1"), "{err}");
    assert!(err.contains("malformed"), "{err}");
    // Waiting for the d10 with its d6 next: refused.
    let (rule, err) = load_edited(&g, |h| edit_attack(h, top, |a| a.step = 1)).expect("refused");
    assert_eq!(rule, Some("R-R1"), "{err}");
}

/// R-E4, Stubborn: a soldier going down rolls the d6 of its Stubborn save
/// once per mission, and only with the skill. A save waiting for that d6
/// once the save is used, or at another step of going down, is refused
/// (R-R1). Read from the loader after the attack's hole above: it took a d6
/// under any soldier going down, and the soldier then saved a second time.
#[test]
fn rule_r_e4_saved_stubborn_d6_with_no_save_left_to_roll_is_refused_on_load() {
    let mut g = super::game(super::with_squad(vec![
        super::recruit("S01", &["W01"], &["K05"]),
        super::recruit("S04", &[], &[]),
    ]));
    let mut ev = Vec::new();
    g.state.flow.need = Need::Run;
    wound(&mut g.state.flow, &mut g.state.team, 0, 9, &mut ev);
    g.run(&mut ev);
    assert_eq!(g.state.flow.need, Need::Chance(ChanceKind::D6));
    let top = usize::from(g.state.flow.depth) - 1;
    assert_eq!(g.state.flow.stack[top], Some(Frame::Down { s: 0, step: 1 }));
    assert_eq!(load_edited(&g, |_| {}), None, "the unedited save loads");
    let (rule, err) = load_edited(&g, |h| h.state.team.soldiers[0].stubborn_used = true).expect("refused");
    assert_eq!(rule, Some("R-R1"), "{err}");
    for step in [0, 2] {
        let (rule, err) =
            load_edited(&g, |h| h.state.flow.stack[top] = Some(Frame::Down { s: 0, step })).expect("refused");
        assert_eq!(rule, Some("R-R1"), "step {step}: {err}");
    }
    // The other soldier, without the skill, going down in its place.
    let (rule, err) =
        load_edited(&g, |h| h.state.flow.stack[top] = Some(Frame::Down { s: 1, step: 1 })).expect("refused");
    assert_eq!(rule, Some("R-R1"), "{err}");
}

/// R-E3: an enemy attack rolls a second d10 (keeping the higher) only
/// when a Commander is in play. A save waiting for the second d10 of an
/// attack without a Commander is refused (R-R1): the enemy would roll
/// twice where the rules roll once. Read from the loader with the
/// attack's hole above.
#[test]
fn rule_r_e3_saved_second_d10_without_a_commander_is_refused_on_load() {
    let (g, top) = first_reaching("an enemy attack waiting for its d10", |g| {
        let top = usize::from(g.state.flow.depth.checked_sub(1)?);
        match g.state.flow.stack[top] {
            Some(Frame::Assault(a)) if a.step == 0 && g.state.flow.need == Need::Chance(ChanceKind::D10) => Some(top),
            _ => None,
        }
    });
    let assault = |h: &mut Squad, commander: bool| {
        let Some(Frame::Assault(a)) = h.state.flow.stack[top].as_mut() else { panic!("no enemy attack at {top}") };
        a.step = 1;
        a.commander = commander;
    };
    assert_eq!(load_edited(&g, |_| {}), None, "the unedited save loads");
    assert_eq!(load_edited(&g, |h| assault(h, true)), None, "the second d10 under a Commander loads");
    let (rule, err) = load_edited(&g, |h| assault(h, false)).expect("refused");
    assert_eq!(rule, Some("R-R1"), "{err}");
}

/// Found by the `squad_state` fuzz target: a save taken while the objective
/// connects and its garrison enters (R-F6), edited so that the procedure
/// stood back at the first garrison card, already in play. It loaded, and
/// the same card entered a second time. A garrison card from the step the
/// procedure stands at on is not yet in play, and the step counts at most
/// the garrison; other saves are refused (R-F6).
#[test]
fn rule_r_f6_saved_garrison_card_in_play_before_it_enters_is_refused_on_load() {
    // O01 has a garrison (G01).
    let options = Options::scenario("M01", "O01", crate::content::Quality::FrontLine);
    let (g, (i, step)) = first_reaching_with(&options, "the objective's garrison entering", |g| {
        (0..usize::from(g.state.flow.depth)).find_map(|i| match g.state.flow.stack[i] {
            Some(Frame::Connect { step }) if (1..100).contains(&step) => Some((i, step)),
            _ => None,
        })
    });
    assert_eq!(load_edited(&g, |_| {}), None, "the unedited save loads");
    let (rule, err) =
        load_edited(&g, |h| h.state.flow.stack[i] = Some(Frame::Connect { step: step - 1 })).expect("refused");
    assert_eq!(rule, Some("R-F6"), "{err}");
    assert!(err.contains("before it enters"), "{err}");
    let len = g.objective().garrison.len() as u8;
    let (rule, err) =
        load_edited(&g, |h| h.state.flow.stack[i] = Some(Frame::Connect { step: len + 1 })).expect("refused");
    assert_eq!(rule, Some("R-F6"), "{err}");
}

/// Found by the `squad_state` fuzz target: a save taken during a soldier's
/// attack, edited so that the Soldier Phase at the bottom of the stack was
/// a copy of the attack. It loaded; once the soldier's turn and both
/// copies of the attack had resolved, nothing was left to do in a game
/// that was not over. The phase under way is the bottom of the stack, and
/// no phase stands above it (R-R1); a soldier's turn and the opening hands
/// are just above the Soldier Phase.
#[test]
fn rule_r_r1_saved_stack_without_its_phase_at_the_bottom_is_refused_on_load() {
    let (g, top) = waiting_attack(ChanceKind::D10, Style::Dice);
    assert_eq!(g.state.flow.stack[0], Some(Frame::SoldierPhase));
    assert_eq!(g.state.flow.stack[1], Some(Frame::Turn));
    let (rule, err) = load_edited(&g, |h| h.state.flow.stack[0] = h.state.flow.stack[top]).expect("refused");
    assert_eq!(rule, Some("R-R1"), "{err}");
    assert!(err.contains("out of its place in the round"), "{err}");
    // A phase above the bottom, and a turn above the attack: refused too.
    let (rule, err) = load_edited(&g, |h| h.state.flow.stack[1] = Some(Frame::SoldierPhase)).expect("refused");
    assert_eq!(rule, Some("R-R1"), "{err}");
    let (rule, err) = load_edited(&g, |h| {
        h.state.flow.stack[top + 1] = Some(Frame::Turn);
        h.state.flow.depth += 1;
        h.state.flow.need = Need::Turn;
    })
    .expect("refused");
    assert_eq!(rule, Some("R-R1"), "{err}");
}
