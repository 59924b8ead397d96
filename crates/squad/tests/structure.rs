//! The crate's shape, read from its source files: no folder imports a folder
//! above it in the layer order below, and no function outside the tests is
//! longer than [`MAX_FN_LINES`] lines.
//!
//! Test code (`*_tests.rs`, `rules_tests/`, `#[cfg(test)]` blocks) is left
//! out: a test may reach anything.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests fail loudly")]

use std::path::{Path, PathBuf};

/// The folders and top-level files of `src/`, bottom first. A file may name
/// (`crate::x`, or `super::x` out of its folder) only its own folder or one
/// listed before it.
///
/// - `content`: the card set, read from JSON and validated.
/// - `terms`: the words every rule speaks in: an [`Action`], an `Order`, a
///   `Play`, an `Outcome`, the sizes of the table, the XP a play costs.
/// - `error`, `event`: what a refused action says, what a resolved one tells.
/// - `setup`: the options, the roster bought with them, the tables read from
///   the card set.
/// - `state`: the state on the table and the steps that change it.
/// - `victory`: when the mission ends and how.
/// - `legal`: the rules that say what may be done: the legal list, its
///   reference, the rules both it and the checks read.
/// - `actions`, `free`, `enemy`: the squad's actions, its free actions and
///   card plays, the enemy's phase.
/// - `view`, `names`, `parse`, `encoding`, `heuristic`: what reads the state
///   (a seat's view, card names, texts, the tensor, the rule-based player).
/// - `engine`: the game as a whole: set-up, loads and their checks, the
///   dispatcher of every order, the phase, the `Game` implementation.
///
/// [`Action`]: wargames_squad::Action
const LAYERS: &[&str] = &[
    "content",
    "terms",
    "error",
    "event",
    "setup",
    "state",
    "victory",
    "legal",
    "actions",
    "free",
    "enemy",
    "view",
    "names",
    "parse",
    "encoding",
    "heuristic",
    "engine",
];

/// The longest a function outside the tests may be, in lines from its `fn`
/// to its closing brace.
const MAX_FN_LINES: usize = 120;

/// Functions still over [`MAX_FN_LINES`] lines, each as `file:fn`, until they
/// are broken into named steps; the check fails when one of them is short
/// enough to leave this list (so it only shrinks) or another grows too long.
const STILL_LONG: &[&str] = &[];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every non-test `.rs` file under `src/`, with its module path.
fn files() -> Vec<(Vec<String>, PathBuf)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = src();
    let mut paths = Vec::new();
    walk(&root, &mut paths);
    paths.sort();
    paths
        .into_iter()
        .filter_map(|path| {
            let rel = path.strip_prefix(&root).unwrap().with_extension("");
            let mut module: Vec<String> = rel.iter().map(|c| c.to_string_lossy().into_owned()).collect();
            if module.iter().any(|c| c.ends_with("_tests") || c == "tests") {
                return None;
            }
            if module.last().is_some_and(|c| c == "mod" || c == "lib") {
                module.pop();
            }
            Some((module, path))
        })
        .collect()
}

/// The text with comments, strings and character literals blanked (their
/// line breaks kept), so that braces and paths in them count for nothing.
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank = |out: &mut String, s: &[u8]| {
        for &c in s {
            out.push(if c == b'\n' { '\n' } else { ' ' });
        }
    };
    while i < b.len() {
        let rest = &b[i..];
        if rest.starts_with(b"//") {
            let end = rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
            blank(&mut out, &rest[..end]);
            i += end;
        } else if rest.starts_with(b"/*") {
            let (mut depth, mut j) = (1, 2);
            while j < rest.len() && depth > 0 {
                if rest[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if rest[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                } else {
                    j += 1;
                }
            }
            blank(&mut out, &rest[..j]);
            i += j;
        } else if rest[0] == b'r' && (rest.starts_with(b"r\"") || rest.starts_with(b"r#")) && !ident_before(b, i) {
            let hashes = rest[1..].iter().take_while(|&&c| c == b'#').count();
            if rest.get(1 + hashes) != Some(&b'"') {
                out.push('r');
                i += 1;
                continue;
            }
            let close: Vec<u8> = std::iter::once(b'"').chain(std::iter::repeat_n(b'#', hashes)).collect();
            let start = 2 + hashes;
            let end =
                rest[start..].windows(close.len()).position(|w| w == close.as_slice()).unwrap() + start + close.len();
            blank(&mut out, &rest[..end]);
            i += end;
        } else if rest[0] == b'"' {
            let mut j = 1;
            while rest[j] != b'"' {
                j += if rest[j] == b'\\' { 2 } else { 1 };
            }
            blank(&mut out, &rest[..=j]);
            i += j + 1;
        } else if rest[0] == b'\'' {
            // A character literal ('x', '\n', '\u{..}') or a lifetime ('a).
            let len = if rest.get(1) == Some(&b'\\') {
                rest[2..].iter().position(|&c| c == b'\'').map(|p| p + 3)
            } else {
                let ch = text[i + 1..].chars().next().map_or(1, char::len_utf8);
                (rest.get(1 + ch) == Some(&b'\'')).then_some(ch + 2)
            };
            let len = len.unwrap_or(1);
            blank(&mut out, &rest[..len]);
            i += len;
        } else {
            let ch = text[i..].chars().next().unwrap();
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

fn ident_before(b: &[u8], i: usize) -> bool {
    i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')
}

/// The text with every `#[cfg(test)]` item (a `mod` block or one item up to
/// its `;` or closing brace) blanked.
fn without_tests(code: &str) -> String {
    let mut out = code.to_owned();
    let mut from = 0;
    while let Some(at) = out[from..].find("#[cfg(test)]").map(|p| p + from) {
        let b = out.as_bytes();
        let mut j = at + "#[cfg(test)]".len();
        let mut depth = 0usize;
        while j < b.len() {
            match b[j] {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        j += 1;
                        break;
                    }
                }
                b';' if depth == 0 => {
                    j += 1;
                    break;
                }
                _ => {}
            }
            j += 1;
        }
        let blanked: String = out[at..j].chars().map(|c| if c == '\n' { '\n' } else { ' ' }).collect();
        out.replace_range(at..j, &blanked);
        from = j;
    }
    out
}

fn code_of(path: &Path) -> String {
    without_tests(&code_only(&std::fs::read_to_string(path).unwrap()))
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The modules named by `crate::` and `super::` paths in `code` of the file
/// at `module` (a `mod.rs` is its folder's module): each with its line and its
/// path from the root. `crate::{a::x, b}` names `a` and `b`.
fn named_paths(module: &[String], code: &str) -> Vec<(usize, Vec<String>)> {
    let mut found = Vec::new();
    let b = code.as_bytes();
    let line_of = |i: usize| code[..i].matches('\n').count() + 1;
    let mut i = 0;
    while i < b.len() {
        let tail = &code[i..];
        let fresh = i == 0 || !(is_ident(b[i - 1] as char) || code[..i].ends_with("::"));
        let (base, mut j) = if fresh && tail.starts_with("crate::") {
            (Vec::new(), i + "crate::".len())
        } else if fresh && tail.starts_with("super::") {
            let mut base = module.to_vec();
            let mut j = i;
            while code[j..].starts_with("super::") {
                base.pop();
                j += "super::".len();
            }
            (base, j)
        } else {
            i += tail.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        if b.get(j) == Some(&b'{') {
            // A group: every name at its first level.
            let mut depth = 0usize;
            let mut expect = true;
            while j < b.len() {
                let c = b[j] as char;
                match c {
                    '{' => {
                        depth += 1;
                        if depth == 1 {
                            expect = true;
                        }
                    }
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    ',' if depth == 1 => expect = true,
                    c if expect && depth == 1 && is_ident(c) => {
                        let name: String = code[j..].chars().take_while(|&c| is_ident(c)).collect();
                        let mut path = base.clone();
                        path.push(name.clone());
                        found.push((line_of(j), path));
                        expect = false;
                        j += name.len();
                        continue;
                    }
                    _ => {}
                }
                j += 1;
            }
        } else {
            let name: String = code[j..].chars().take_while(|&c| is_ident(c)).collect();
            if !name.is_empty() {
                let mut path = base;
                path.push(name);
                found.push((line_of(j), path));
            }
        }
        i = j.max(i + 1);
    }
    found
}

/// No folder or top-level file names one above it in [`LAYERS`].
#[test]
fn no_folder_imports_a_folder_above_it() {
    let root_consts: Vec<String> = std::fs::read_to_string(src().join("lib.rs"))
        .unwrap()
        .lines()
        .filter_map(|l| l.strip_prefix("pub const ").map(|r| r.chars().take_while(|&c| is_ident(c)).collect()))
        .collect();
    let layer = |unit: &str| LAYERS.iter().position(|l| *l == unit);
    let mut wrong = Vec::new();
    for (module, path) in files() {
        let Some(unit) = module.first() else { continue };
        let here = layer(unit).unwrap_or_else(|| panic!("{} is in no layer of LAYERS", path.display()));
        for (line, named) in named_paths(&module, &code_of(&path)) {
            let Some(top) = named.first() else { continue };
            if root_consts.contains(top) {
                continue;
            }
            match layer(top) {
                Some(there) if there <= here => {}
                Some(_) => wrong.push(format!("{}:{line}: {unit} names {top}, a layer above it", path.display())),
                None => wrong.push(format!(
                    "{}:{line}: names crate::{top}, not a layer (name the module it lives in)",
                    path.display()
                )),
            }
        }
    }
    assert!(wrong.is_empty(), "upward imports:\n{}", wrong.join("\n"));
}

/// Every function (and closure-free body) outside the tests is at most
/// [`MAX_FN_LINES`] lines long.
#[test]
fn no_function_is_over_120_lines() {
    let mut long = Vec::new();
    let mut still = Vec::new();
    for (_, path) in files() {
        let code = code_of(&path);
        let lines: Vec<&str> = code.lines().collect();
        for (start, line) in lines.iter().enumerate() {
            let Some(at) = fn_keyword(line) else { continue };
            // The body opens at the first `{` after the signature (or none: a declaration).
            let mut depth = 0usize;
            let mut opened = false;
            let mut end = None;
            'scan: for (n, l) in lines.iter().enumerate().skip(start) {
                let from = if n == start { at } else { 0 };
                for c in l[from..].chars() {
                    match c {
                        ';' if !opened => break 'scan,
                        '{' => {
                            opened = true;
                            depth += 1;
                        }
                        '}' if opened => {
                            depth -= 1;
                            if depth == 0 {
                                end = Some(n);
                                break 'scan;
                            }
                        }
                        _ => {}
                    }
                }
            }
            if let Some(end) = end {
                let len = end - start + 1;
                let rel = path.strip_prefix(src()).unwrap().to_string_lossy().replace('\\', "/");
                let name: String = line[at + 3..].chars().take_while(|&c| is_ident(c)).collect();
                let known = STILL_LONG.contains(&format!("{rel}:{name}").as_str());
                if len > MAX_FN_LINES && known {
                    still.push(format!("{rel}:{name}"));
                } else if len > MAX_FN_LINES {
                    long.push(format!("{}:{}: {name}, {len} lines", path.display(), start + 1));
                }
            }
        }
    }
    assert!(long.is_empty(), "functions over {MAX_FN_LINES} lines:\n{}", long.join("\n"));
    let gone: Vec<_> = STILL_LONG.iter().filter(|f| !still.iter().any(|s| s == *f)).collect();
    assert!(gone.is_empty(), "no longer over {MAX_FN_LINES} lines, take them off STILL_LONG: {gone:?}");
}

/// Where a `fn` item starts on the line, if one does.
fn fn_keyword(line: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(p) = line[from..].find("fn ").map(|p| p + from) {
        if !line[..p].ends_with(is_ident) {
            return Some(p);
        }
        from = p + 3;
    }
    None
}

/// The checks themselves find what they look for.
#[test]
fn the_checks_see_paths_and_lengths() {
    let code = code_only("use crate::a::B; // crate::c\nlet s = \"crate::d\"; let c = '{'; super::e::f();");
    let found = named_paths(&["x".into(), "y".into()], &code);
    let names: Vec<_> = found.iter().map(|(_, p)| p.join("::")).collect();
    assert_eq!(names, ["a", "x::e"]);
    let found = named_paths(&["x".into()], "use super::z;\nuse crate::{\n  p::Q,\n  r::{S, t::U},\n};");
    let names: Vec<_> = found.iter().map(|(l, p)| format!("{l}:{}", p.join("::"))).collect();
    assert_eq!(names, ["1:z", "3:p", "4:r"]);
    assert_eq!(without_tests("a\n#[cfg(test)]\nmod t { fn b() {} }\nc").lines().last(), Some("c"));
    assert_eq!(fn_keyword("    pub(crate) fn go() {"), Some(15));
    assert_eq!(fn_keyword("let x = Box::<dyn Fn()>::new;"), None);
}
