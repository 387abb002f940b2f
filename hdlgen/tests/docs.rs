//! The README and the pages under `docs/` stay true to the repository:
//! every relative link resolves (the file exists inside the repository, and
//! an anchor names a heading of the target page, by GitHub's rules), and
//! every ```` ```sh ```` block that a `<!-- runnable -->` line directly
//! precedes runs with `bash -euo pipefail` from the repository root and
//! exits 0. Long commands (the test suite, full simulations, the FPGA flow)
//! are left unmarked.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The line that marks the next ```` ```sh ```` block as runnable.
const RUNNABLE: &str = "<!-- runnable -->";

/// How long one runnable block may take: they are meant to take seconds,
/// and a block that hangs must fail the test rather than stall it.
const BLOCK_TIMEOUT_SECS: u32 = 300;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .expect("the repository root")
}

/// README.md and every `docs/*.md`, sorted.
fn pages() -> Vec<PathBuf> {
    let root = root();
    let mut pages: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/ exists")
        .map(|e| e.expect("a docs/ entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    pages.sort();
    pages.insert(0, root.join("README.md"));
    pages
}

/// A page's name for messages: its path from the repository root.
fn name(page: &Path) -> String {
    let root = root();
    page.strip_prefix(&root)
        .unwrap_or(page)
        .display()
        .to_string()
}

fn is_fence(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("```") || t.starts_with("~~~")
}

/// The page with its fenced code blocks and inline code spans blanked out
/// (newlines kept, so byte offsets still give line numbers): links and
/// headings are looked for in the prose only. Code spans may cross lines.
fn prose(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_fence = false;
    for line in text.split_inclusive('\n') {
        let fence = is_fence(line);
        if in_fence || fence {
            out.extend(line.chars().map(|c| if c == '\n' { '\n' } else { ' ' }));
        } else {
            out.push_str(line);
        }
        in_fence ^= fence;
    }
    blank_code_spans(&out)
}

/// Blanks every inline code span: a run of N backticks up to the next run
/// of exactly N. A run with no partner is literal text.
fn blank_code_spans(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let run = |i: usize| b[i..].iter().take_while(|&&c| c == b'`').count();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'`' {
            i += 1;
            continue;
        }
        let n = run(i);
        let mut j = i + n;
        let close = loop {
            match b[j..].iter().position(|&c| c == b'`') {
                None => break None,
                Some(k) if run(j + k) == n => break Some(j + k),
                Some(k) => j += k + run(j + k),
            }
        };
        let end = close.map_or(i + n, |c| c + n);
        for c in &mut out[i..end] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
        i = end;
    }
    // Only ASCII bytes were replaced, by ASCII, so the text is still UTF-8.
    String::from_utf8(out).expect("UTF-8")
}

/// GitHub's anchor for a heading: lower case; letters, digits, `-` and `_`
/// kept; each space a `-`; everything else (backticks, punctuation) dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a page's headings; a repeated one gets `-1`, `-2`, ...
/// as on GitHub.
fn anchors(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut in_fence = false;
    for line in text.lines() {
        let fence = is_fence(line);
        in_fence ^= fence;
        if fence || in_fence {
            continue;
        }
        let hashes = line.chars().take_while(|&c| c == '#').count();
        let Some(rest) = line[hashes..].strip_prefix(' ') else {
            continue;
        };
        if !(1..=6).contains(&hashes) {
            continue;
        }
        let base = slug(rest.trim_end_matches('#'));
        let repeats = seen.entry(base.clone()).or_insert(0);
        found.push(match *repeats {
            0 => base,
            n => format!("{base}-{n}"),
        });
        *repeats += 1;
    }
    found
}

/// Every inline link or image target `[text](target)` in the prose, with
/// its line number.
fn links(text: &str) -> Vec<(usize, String)> {
    let prose = prose(text);
    let mut found = Vec::new();
    for (at, _) in prose.match_indices("](") {
        let rest = &prose[at + 2..];
        let end = rest.find([')', ' ', '\n']).unwrap_or(rest.len());
        let line = prose[..at].matches('\n').count() + 1;
        found.push((line, rest[..end].to_string()));
    }
    found
}

/// Every relative link of `page` (whose text is `text`) that does not
/// resolve, as `page:line: target: why`.
fn broken_links(page: &Path, text: &str) -> Vec<String> {
    let root = root();
    let dir = page.parent().expect("a page is in a directory");
    let mut broken = Vec::new();
    for (line, target) in links(text) {
        if target.contains("://") || target.starts_with("mailto:") {
            continue;
        }
        let (path, anchor) = target.split_once('#').unwrap_or((&target, ""));
        let why = if path.is_empty() {
            (!anchors(text).iter().any(|a| a == anchor))
                .then(|| format!("no heading of this page has the anchor #{anchor}"))
        } else {
            check_target(&root, &dir.join(path), anchor)
        };
        if let Some(why) = why {
            broken.push(format!("{}:{line}: {target}: {why}", name(page)));
        }
    }
    broken
}

/// Why a link to `file` (and `anchor` in it, if not empty) does not
/// resolve, if it does not.
fn check_target(root: &Path, file: &Path, anchor: &str) -> Option<String> {
    let Ok(real) = file.canonicalize() else {
        return Some("no such file or directory".into());
    };
    if !real.starts_with(root) {
        return Some("outside the repository".into());
    }
    if anchor.is_empty() {
        return None;
    }
    if real.extension().is_none_or(|x| x != "md") {
        return Some("an anchor into a file that is not Markdown".into());
    }
    let target = std::fs::read_to_string(&real).expect("a readable page");
    (!anchors(&target).iter().any(|a| a == anchor))
        .then(|| format!("no heading of {} has the anchor #{anchor}", name(&real)))
}

/// The ```` ```sh ```` blocks that a `<!-- runnable -->` line directly
/// precedes, with the line of each marker. A marker before anything else,
/// or a block without its closing fence, is an error: a block meant to run
/// must not be skipped quietly.
fn runnable_blocks(page: &str, text: &str) -> Result<Vec<(usize, String)>, String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut blocks = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if line.trim() != RUNNABLE {
            continue;
        }
        if lines.get(i + 1).map(|l| l.trim_end()) != Some("```sh") {
            return Err(format!(
                "{page}:{}: {RUNNABLE} must directly precede a ```sh block",
                i + 1
            ));
        }
        let body: Vec<&str> = lines[i + 2..]
            .iter()
            .take_while(|l| l.trim() != "```")
            .copied()
            .collect();
        if i + 2 + body.len() == lines.len() {
            return Err(format!("{page}:{}: the block is never closed", i + 2));
        }
        blocks.push((i + 1, body.join("\n") + "\n"));
    }
    Ok(blocks)
}

/// Runs `block` with `bash -euo pipefail -c` from the repository root, with
/// the `hdlgen` this test was built with first on `PATH` (the pages call it
/// `hdlgen`; `cargo run` here would wait on the build lock cargo test
/// holds) and a private, emptied `TMPDIR`. On failure, the exit status and
/// everything the block printed.
fn run_block(label: &str, block: &str) -> Result<(), String> {
    let bin = Path::new(env!("CARGO_BIN_EXE_hdlgen"));
    let path = std::env::join_paths(
        std::iter::once(bin.parent().expect("the binary's directory").to_path_buf()).chain(
            std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
        ),
    )
    .expect("a PATH");
    let safe: String = label
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '_' })
        .collect();
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("docs")
        .join(safe);
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).expect("a temporary directory");
    let out = Command::new("timeout")
        .arg(BLOCK_TIMEOUT_SECS.to_string())
        .args(["bash", "-euo", "pipefail", "-c", block])
        .current_dir(root())
        .env("PATH", path)
        .env("TMPDIR", &tmp)
        .output()
        .expect("timeout and bash run");
    if out.status.success() {
        let _ = std::fs::remove_dir_all(&tmp);
        return Ok(());
    }
    Err(format!(
        "{label}: the runnable block failed ({}; 124 is a timeout after {BLOCK_TIMEOUT_SECS} s)\n\
         --- block ---\n{block}--- stdout ---\n{}--- stderr ---\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    ))
}

#[test]
fn every_relative_link_resolves() {
    let mut broken = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("a readable page");
        broken.extend(broken_links(&page, &text));
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn every_runnable_block_runs() {
    let mut failures = Vec::new();
    let mut ran = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("a readable page");
        let blocks = match runnable_blocks(&name(&page), &text) {
            Ok(b) => b,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        for (line, block) in blocks {
            ran += 1;
            if let Err(e) = run_block(&format!("{}:{line}", name(&page)), &block) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(
        ran > 0,
        "no block of README.md or docs/ is marked {RUNNABLE}"
    );
}

/// The checker is not vacuous: made-up broken links are caught, working ones
/// pass, and code is not read as links.
#[test]
fn the_link_checker_rejects_broken_links() {
    let page = root().join("docs").join("made-up.md");
    let text = "# A made-up page\n\n\
        [fine](layout.md), [fine](design.md#yices-2-for-the-formal-proofs),\n\
        [fine](#a-made-up-page), [fine](../README.md), [fine](multiplex/),\n\
        [web](https://example.com/#anything), `[code](nowhere.md)` and\n\
        ```sh\n[fenced](nowhere.md)\n```\n\
        [gone](no-such-page.md), [bad anchor](layout.md#no-such-heading),\n\
        [bad self-anchor](#no-such-heading), [outside](../../../../../../etc/hostname)\n";
    let broken = broken_links(&page, text);
    let expect = [
        "no-such-page.md",
        "layout.md#no-such-heading",
        "#no-such-heading",
        "../../../../../../etc/hostname",
    ];
    assert_eq!(broken.len(), expect.len(), "{broken:#?}");
    for (b, target) in broken.iter().zip(expect) {
        assert!(
            b.contains(&format!(": {target}: ")),
            "{b} (expected {target})"
        );
    }
}

#[test]
fn anchors_follow_github() {
    let text = "# `<soc>-stat`: measuring a program on the board\n\
        ## The project's own Verilator harness, not marlin\n\
        ```sh\n# not a heading\n```\n## Notes\n## Notes\n#hashtag\n";
    assert_eq!(
        anchors(text),
        [
            "soc-stat-measuring-a-program-on-the-board",
            "the-projects-own-verilator-harness-not-marlin",
            "notes",
            "notes-1",
        ]
    );
}

#[test]
fn a_failing_or_misplaced_block_is_reported() {
    assert!(run_block("self-test ok", "true\n").is_ok());
    let e = run_block("self-test fail", "echo visible; exit 3\n").unwrap_err();
    assert!(e.contains("visible") && e.contains("exit status: 3"), "{e}");
    // pipefail: a failure inside a pipeline is not hidden by its last command.
    assert!(run_block("self-test pipe", "false | true\n").is_err());
    let marked = format!("{RUNNABLE}\n```rust\nfn main() {{}}\n```\n");
    assert!(runnable_blocks("p.md", &marked).is_err());
    let unclosed = format!("{RUNNABLE}\n```sh\ntrue\n");
    assert!(runnable_blocks("p.md", &unclosed).is_err());
    let good = format!("text\n{RUNNABLE}\n```sh\necho a\necho b\n```\n");
    assert_eq!(
        runnable_blocks("p.md", &good).unwrap(),
        [(2, "echo a\necho b\n".to_string())]
    );
}
