//! The driver: runs a generator's cases on a worker thread watched for
//! hangs, tallies what they did, and minimises and saves every failure.

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::oracle::{check, Outcome};
use crate::rng::{fnv, Rng};
use crate::vocabulary::Ctx;

/// A case that took longer than this is a hang. The slowest legitimate ones
/// (4,096 tiles, every output) take ~2 s, and up to 10 s on a machine loaded
/// six times over.
pub const HANG: Duration = Duration::from_secs(60);

fn cases(name: &str, default: usize) -> usize {
    let var = |v: String| {
        std::env::var(v)
            .ok()
            .and_then(|s| s.replace('_', "").parse().ok())
    };
    var(format!("HDLGEN_FUZZ_CASES_{}", name.to_uppercase()))
        .or_else(|| var("HDLGEN_FUZZ_CASES".into()))
        .unwrap_or(default)
}

pub fn seed() -> u64 {
    std::env::var("HDLGEN_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed_cafe)
}

/// One generated input.
pub struct Case {
    pub file: String,
    pub bytes: Vec<u8>,
}

impl Case {
    pub fn text(file: &str, text: String) -> Self {
        Case {
            file: file.into(),
            bytes: text.into_bytes(),
        }
    }
}

/// A generator of cases.
pub type Gen = fn(&mut Rng, &Ctx) -> Case;

/// What the worker reports of one case: its outcome and time, or why it failed.
type Report = Result<(Outcome, Duration), (String, Case)>;

/// The case the worker is on, for the report of a hang.
type Current = Arc<Mutex<Option<Case>>>;

/// What the cases of one generator did.
#[derive(Default)]
struct Tally {
    accepted: usize,
    rejected: usize,
    slowest: Duration,
    failures: Vec<String>,
}

/// Runs `n` cases of `gen` on a worker thread, watched for hangs. Panics with
/// every failure (minimised and saved), and prints the tally.
pub fn fuzz(name: &str, default_cases: usize, gen: Gen) {
    let n = cases(name, default_cases);
    let seed = seed() ^ fnv(name);
    let current: Current = Arc::new(Mutex::new(None));
    let (tx, rx) = mpsc::channel::<Report>();
    let worker = spawn_worker(name, n, seed, gen, current.clone(), tx);
    let start = Instant::now();
    let tally = collect(name, n, seed, &rx, &current);
    drop(rx);
    let _ = worker.join();
    let Tally {
        accepted,
        rejected,
        slowest,
        failures,
    } = tally;
    eprintln!(
        "{name}: {} cases (seed {seed}) in {:.1?}: {accepted} accepted, {rejected} rejected, slowest {slowest:.1?}",
        accepted + rejected + failures.len(),
        start.elapsed()
    );
    assert!(
        failures.is_empty(),
        "{name}: {} failing input(s) (seed {seed}):\n{}",
        failures.len(),
        failures.join("\n")
    );
    // Each generator must exercise both paths, or it is not testing much.
    if n >= 200 {
        assert!(rejected > n / 20, "{name}: only {rejected} of {n} rejected");
        if name != "random_bytes" {
            assert!(accepted > n / 20, "{name}: only {accepted} of {n} accepted");
        }
    }
}

/// The worker: generates and checks `n` cases, reporting each on `tx`.
fn spawn_worker(
    name: &str,
    n: usize,
    seed: u64,
    gen: Gen,
    current: Current,
    tx: mpsc::Sender<Report>,
) -> std::thread::JoinHandle<()> {
    std::thread::Builder::new()
        .name(format!("fuzz-{name}"))
        .stack_size(64 << 20)
        .spawn(move || {
            let cx = Ctx::new();
            let mut rng = Rng::new(seed);
            for _ in 0..n {
                let case = gen(&mut rng, &cx);
                *current.lock().unwrap() = Some(Case {
                    file: case.file.clone(),
                    bytes: case.bytes.clone(),
                });
                let t = Instant::now();
                let r = check(&case.file, &case.bytes);
                let msg = match r {
                    Ok(o) => Ok((o, t.elapsed())),
                    Err(e) => Err((e, case)),
                };
                if tx.send(msg).is_err() {
                    return;
                }
            }
        })
        .unwrap()
}

/// Receives the worker's `n` reports, saving failures (up to ten); panics
/// on a case that does not finish within [`HANG`].
fn collect(
    name: &str,
    n: usize,
    seed: u64,
    rx: &mpsc::Receiver<Report>,
    current: &Current,
) -> Tally {
    let mut t = Tally::default();
    for i in 0..n {
        match rx.recv_timeout(HANG) {
            Ok(Ok((o, dt))) => {
                t.slowest = t.slowest.max(dt);
                match o {
                    Outcome::Accepted => t.accepted += 1,
                    Outcome::Rejected => t.rejected += 1,
                }
            }
            Ok(Err((why, case))) => {
                let saved = save_failure(name, i, &case, &why);
                t.failures
                    .push(format!("case {i}: {why}\n    input: {}", saved.display()));
                if t.failures.len() >= 10 {
                    break;
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let case = current.lock().unwrap().take().unwrap();
                let saved = save_failure(name, i, &case, "hang");
                panic!(
                    "{name}: case {i} did not finish within {HANG:?} (seed {seed}); input saved to {}",
                    saved.display()
                );
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                t.failures.push(format!("case {i}: the worker died"));
                break;
            }
        }
    }
    t
}

/// Minimises a failing input (by lines, then by characters) and writes it.
fn save_failure(name: &str, i: usize, case: &Case, why: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-failures");
    std::fs::create_dir_all(&dir).unwrap();
    let kind = failure_kind(why);
    let still_fails = |b: &[u8]| match check(&case.file, b) {
        Err(e) => failure_kind(&e) == kind,
        Ok(_) => false,
    };
    let small = if why == "hang" {
        case.bytes.clone()
    } else {
        minimise(&case.bytes, &still_fails)
    };
    let path = dir.join(format!("{name}-{i}.toml"));
    std::fs::write(&path, &small).unwrap();
    std::fs::write(
        dir.join(format!("{name}-{i}.why")),
        format!("file name {:?}\n{why}\n", case.file),
    )
    .unwrap();
    path
}

/// The class of a failure, kept while minimising (the first words).
fn failure_kind(why: &str) -> String {
    why.split(':').take(2).collect::<Vec<_>>().join(":")
}

fn minimise(input: &[u8], fails: &dyn Fn(&[u8]) -> bool) -> Vec<u8> {
    let mut cur = input.to_vec();
    let mut budget = 2000;
    // Lines, then single bytes, removed while the failure persists.
    for unit in [b'\n', 0] {
        let mut changed = true;
        while changed && budget > 0 {
            changed = false;
            let pieces: Vec<Vec<u8>> = if unit == 0 {
                cur.iter().map(|b| vec![*b]).collect()
            } else {
                cur.split_inclusive(|b| *b == unit)
                    .map(<[u8]>::to_vec)
                    .collect()
            };
            if pieces.len() > 600 && unit == 0 {
                break;
            }
            let mut keep = vec![true; pieces.len()];
            for k in 0..pieces.len() {
                if budget == 0 {
                    break;
                }
                budget -= 1;
                keep[k] = false;
                let trial: Vec<u8> = pieces
                    .iter()
                    .zip(&keep)
                    .filter(|(_, k)| **k)
                    .flat_map(|(p, _)| p.iter().copied())
                    .collect();
                if fails(&trial) {
                    changed = true;
                } else {
                    keep[k] = true;
                }
            }
            cur = pieces
                .iter()
                .zip(&keep)
                .filter(|(_, k)| **k)
                .flat_map(|(p, _)| p.iter().copied())
                .collect();
        }
    }
    cur
}
