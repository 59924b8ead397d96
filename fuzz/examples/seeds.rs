//! Writes the seed corpus of every fuzz target into `corpus/<target>/`:
//! documents the games themselves write (saved states along seeded games,
//! replays with and without their seed, the option sets, the built-in card
//! set), the typed texts of legal actions, and a few structure-aware inputs.
//!
//! ```text
//! cargo run --release --example seeds [-- --full] [--out <dir>]   # from fuzz/
//! ```
//!
//! By default it writes the small set: one seeded game per option set,
//! saved at its start, half-way and end, and its replay with and without
//! its seed (about 220 files, 600 KB). `--full` plays two games per option
//! set and saves each at four points. The committed corpus is this, grown
//! by fuzzing and cut down by `./minimise` (at most 24 inputs and 128 KiB
//! per target); rerun it only to start a corpus afresh.

use std::path::PathBuf;

use wargames_arnswalde::Arnswalde;
use wargames_core::{Match, Rng, Status};
use wargames_fuzz::{Fuzzed, seeded};
use wargames_pocket_stalingrad::PocketStalingrad;
use wargames_rattenkrieg::Rattenkrieg;
use wargames_squad::Squad;
use wargames_squad::content::Content;

/// Where the seeds go and how many.
struct Writer {
    out: PathBuf,
    full: bool,
}

fn write(w: &Writer, target: &str, name: &str, bytes: &[u8]) {
    let dir = w.out.join(target);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    std::fs::write(dir.join(name), bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
}

fn seeds<G: Fuzzed>(w: &Writer, game: &str) {
    let sets = G::option_sets();
    for (i, options) in sets.iter().enumerate() {
        let json = serde_json::to_vec(options).unwrap_or_default();
        write(w, &format!("{game}_options"), &format!("set-{i}.json"), &json);
        for seed in 0..if w.full { 2u64 } else { 1 } {
            let Some((_, log)) = seeded::<G>(options, seed, 100_000) else { continue };
            let len = log.len();
            let points = if w.full { vec![0, len / 3, 2 * len / 3, len] } else { vec![0, len / 2, len] };
            for at in points {
                if let Some((state, _)) = seeded::<G>(options, seed, at) {
                    let json = serde_json::to_vec(&state).unwrap_or_default();
                    write(w, &format!("{game}_state"), &format!("set-{i}-seed-{seed}-at-{at}.json"), &json);
                }
            }
            // A replay of a match with its seed, and one without.
            let Ok(mut m) = Match::<G>::new(options.clone(), seed) else { continue };
            let mut rng = Rng::new(seed);
            let mut legal = Vec::new();
            while let Status::ToAct(_) = m.status() {
                m.legal_actions(&mut legal);
                let action = legal[rng.index(legal.len())].clone();
                if m.play(&action).is_err() {
                    break;
                }
            }
            if let Ok(mut replay) = m.replay() {
                write(
                    w,
                    &format!("{game}_replay"),
                    &format!("set-{i}-seed-{seed}.json"),
                    &serde_json::to_vec(&replay).unwrap_or_default(),
                );
                replay.seed = None;
                write(
                    w,
                    &format!("{game}_replay"),
                    &format!("set-{i}-seed-{seed}-unseeded.json"),
                    &serde_json::to_vec(&replay).unwrap_or_default(),
                );
            }
        }
    }
    // Texts: three bytes (option set, seed, steps / 4) then the text.
    for seed in 0..3u8 {
        let Some((state, _)) = seeded::<G>(&sets[0], u64::from(seed), usize::from(seed) * 40) else { continue };
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        for (k, action) in legal.iter().take(6).enumerate() {
            for text in [state.describe(action), action.to_string()] {
                let mut bytes = vec![0, seed, seed * 10];
                bytes.extend_from_slice(text.as_bytes());
                write(w, &format!("{game}_text"), &format!("seed-{seed}-{k}-{}.txt", text.len()), &bytes);
            }
        }
    }
    // Steps: a few byte strings of every operation.
    for n in 0..8u8 {
        let bytes: Vec<u8> = (0..64u8).map(|i| i.wrapping_mul(37).wrapping_add(n * 11)).collect();
        write(w, &format!("{game}_steps"), &format!("ops-{n}.bin"), &bytes);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = args.iter().position(|a| a == "--out").and_then(|i| args.get(i + 1)).map_or("corpus", String::as_str);
    let w = Writer { out: PathBuf::from(out), full: args.iter().any(|a| a == "--full") };
    let w = &w;
    seeds::<Arnswalde>(w, "arnswalde");
    seeds::<PocketStalingrad>(w, "pocket_stalingrad");
    seeds::<Rattenkrieg>(w, "rattenkrieg");
    seeds::<Squad>(w, "squad");
    let builtin = serde_json::to_vec(&*Content::builtin()).unwrap_or_default();
    write(w, "squad_content", "builtin.json", &builtin);
    for n in 0..4u8 {
        let bytes: Vec<u8> = (0..48u8).map(|i| i.wrapping_mul(29).wrapping_add(n * 7 + 1)).collect();
        write(w, "squad_content", &format!("edits-{n}.bin"), &bytes);
    }
}
