//! Every input of the committed corpus, run through its target's body on
//! stable (no libFuzzer): what the fuzzers found keeps passing, on machines
//! without the nightly toolchain too. A Squad card set plays all its
//! [`GAMES`](wargames_fuzz::GAMES) here, where the fuzz body plays one.

use std::path::Path;

use wargames_arnswalde::Arnswalde;
use wargames_pocket_stalingrad::PocketStalingrad;
use wargames_rattenkrieg::Rattenkrieg;
use wargames_squad::Squad;

type Body = fn(&[u8]) -> Result<(), String>;

fn targets() -> Vec<(&'static str, Body)> {
    use wargames_fuzz::{content_in_full, options, replay, state, steps, text};
    vec![
        ("arnswalde_state", state::<Arnswalde>),
        ("arnswalde_replay", replay::<Arnswalde>),
        ("arnswalde_steps", steps::<Arnswalde>),
        ("arnswalde_text", text::<Arnswalde>),
        ("arnswalde_options", options::<Arnswalde>),
        ("pocket_stalingrad_state", state::<PocketStalingrad>),
        ("pocket_stalingrad_replay", replay::<PocketStalingrad>),
        ("pocket_stalingrad_steps", steps::<PocketStalingrad>),
        ("pocket_stalingrad_text", text::<PocketStalingrad>),
        ("pocket_stalingrad_options", options::<PocketStalingrad>),
        ("rattenkrieg_state", state::<Rattenkrieg>),
        ("rattenkrieg_replay", replay::<Rattenkrieg>),
        ("rattenkrieg_steps", steps::<Rattenkrieg>),
        ("rattenkrieg_text", text::<Rattenkrieg>),
        ("rattenkrieg_options", options::<Rattenkrieg>),
        ("squad_state", state::<Squad>),
        ("squad_replay", replay::<Squad>),
        ("squad_steps", steps::<Squad>),
        ("squad_text", text::<Squad>),
        ("squad_options", options::<Squad>),
        ("squad_content", content_in_full),
    ]
}

#[test]
fn every_target_has_a_body_and_a_fuzz_target() {
    for (name, _) in targets() {
        let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz_targets").join(format!("{name}.rs"));
        assert!(file.exists(), "{} is missing", file.display());
    }
}

#[test]
fn the_committed_corpus_keeps_the_contract() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut failures = Vec::new();
    let mut inputs = 0;
    for (name, body) in targets() {
        let Ok(dir) = std::fs::read_dir(root.join(name)) else { continue };
        for entry in dir.flatten() {
            let Ok(data) = std::fs::read(entry.path()) else { continue };
            inputs += 1;
            if let Err(e) = body(&data) {
                failures.push(format!("{name}/{}: {e}", entry.file_name().to_string_lossy()));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {inputs} inputs break the contract:\n{}", failures.len(), failures.join("\n"));
}
