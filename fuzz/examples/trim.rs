//! Cuts a corpus down to a small set that keeps as many coverage edges as
//! it can: a greedy set cover over the edges libFuzzer records for every
//! input in a merge control file, taking at each turn the input that adds
//! the most edges not yet covered (the smaller one on a tie), until no
//! input adds an edge or the set reaches its cap on files or bytes. Inputs
//! named `found-*` (what the fuzzers found, each a regression test) are
//! always kept and taken first. The inputs not taken are deleted from the
//! corpus directory.
//!
//! ```text
//! cargo run --release --example trim -- <control file> <corpus dir> <max files> <max bytes>
//! ```
//!
//! `fuzz/minimise` makes the control file (`-merge=1 -use_counters=0
//! -merge_control_file=...`) and calls this for every target.

use std::collections::HashSet;
use std::path::PathBuf;
use std::process::ExitCode;

/// One input of the control file: its path, size and the edges it covers.
struct Input {
    path: PathBuf,
    size: u64,
    edges: Vec<u64>,
}

/// Reads a libFuzzer merge control file: the number of files, the number
/// in the first corpus, the paths, then `STARTED i size`, `FT i ...` and
/// `COV i ...` records.
fn read_control(text: &str) -> Result<Vec<Input>, String> {
    let mut lines = text.lines();
    let count: usize = lines.next().and_then(|l| l.trim().parse().ok()).ok_or("no file count")?;
    lines.next().ok_or("no first-corpus count")?;
    let mut inputs: Vec<Input> = Vec::with_capacity(count);
    for _ in 0..count {
        let path = lines.next().ok_or("fewer paths than the file count")?;
        inputs.push(Input { path: PathBuf::from(path), size: 0, edges: Vec::new() });
    }
    for line in lines {
        let mut words = line.split_ascii_whitespace();
        let kind = words.next().unwrap_or("");
        let Some(index) = words.next().and_then(|w| w.parse::<usize>().ok()) else { continue };
        let Some(input) = inputs.get_mut(index) else { return Err(format!("record for file {index} of {count}")) };
        match kind {
            "STARTED" => input.size = words.next().and_then(|w| w.parse().ok()).unwrap_or(0),
            "COV" => input.edges = words.filter_map(|w| w.parse().ok()).collect(),
            _ => {}
        }
    }
    Ok(inputs)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [control, dir, max_files, max_bytes] = args.as_slice() else {
        eprintln!("usage: trim <control file> <corpus dir> <max files> <max bytes>");
        return ExitCode::FAILURE;
    };
    let (Ok(max_files), Ok(max_bytes)) = (max_files.parse::<usize>(), max_bytes.parse::<u64>()) else {
        eprintln!("the caps are numbers");
        return ExitCode::FAILURE;
    };
    let inputs = match std::fs::read_to_string(control).map_err(|e| e.to_string()).and_then(|t| read_control(&t)) {
        Ok(inputs) => inputs,
        Err(e) => {
            eprintln!("{control}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let all: HashSet<u64> = inputs.iter().flat_map(|i| i.edges.iter().copied()).collect();
    let mut covered = HashSet::new();
    let mut taken = vec![false; inputs.len()];
    let (mut files, mut bytes) = (0, 0);
    for (i, input) in inputs.iter().enumerate() {
        if input.path.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("found-")) {
            taken[i] = true;
            covered.extend(input.edges.iter().copied());
            files += 1;
            bytes += input.size;
        }
    }
    while files < max_files {
        let best = inputs
            .iter()
            .enumerate()
            .filter(|(i, input)| !taken[*i] && bytes + input.size <= max_bytes)
            .map(|(i, input)| (i, input.edges.iter().filter(|e| !covered.contains(*e)).count(), input.size))
            .filter(|(_, new, _)| *new > 0)
            .max_by(|a, b| a.1.cmp(&b.1).then(b.2.cmp(&a.2)));
        let Some((i, _, size)) = best else { break };
        taken[i] = true;
        covered.extend(inputs[i].edges.iter().copied());
        files += 1;
        bytes += size;
    }
    let dir = std::path::Path::new(dir);
    for (input, taken) in inputs.iter().zip(&taken) {
        // Only inputs of the corpus directory itself are deleted.
        if !taken
            && input.path.parent() == Some(dir)
            && let Err(e) = std::fs::remove_file(&input.path)
        {
            eprintln!("{}: {e}", input.path.display());
            return ExitCode::FAILURE;
        }
    }
    println!(
        "{}: {files} of {} inputs kept, {bytes} bytes, {} of {} edges",
        dir.display(),
        inputs.len(),
        covered.len(),
        all.len()
    );
    ExitCode::SUCCESS
}
