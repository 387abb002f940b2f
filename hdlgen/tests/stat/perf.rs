//! The report as `perf stat` prints one, checked number by number: a run
//! where a few fixed monitors move in a few tiles (sums per tile kind, per
//! tile, for the SoC) and two event sets share the counters (scaled counts,
//! percentages, rates per second and per thousand instructions, IPC, CPI,
//! a ratio), in each format: for people, `-x SEP` and `--json`. What the
//! multiplexed counts should be comes from the run's own per-period series
//! (`--csv`): which set ran in which period depends on timing. What each
//! row should hold is in `stat/perf_expect.rs`.

use std::path::PathBuf;

pub use super::perf_expect::Shown;
use super::perf_expect::{fixed_expect, mux_expect, printed, MOVES};
use super::perf_parse::{self, Fmt, Printed};
use super::{index_of, map, monitor, put, scratch, window, writer};

/// A prepared run: the window, the sets file, the series file and what the
/// command writes into the window.
pub struct Scenario {
    pub mem: PathBuf,
    sets: PathBuf,
    pub csv: PathBuf,
    writes: Vec<(String, u64)>,
}

/// The multiplexed sets: cycles and instructions in both, so IPC is exact,
/// and a ratio across the sets.
const SETS: &str = "cycles, instret, l1d_hit\ncycles, instret, branch\nratio l1d_hit / branch\n";

fn code(event: &str) -> u64 {
    u64::from(
        map::PROG_EVENTS
            .iter()
            .find(|e| e.name == event)
            .unwrap()
            .code,
    )
}

/// Writes the window and the sets into a fresh directory `name`.
pub fn scenario(name: &str) -> Scenario {
    let d = scratch(name);
    let mem = d.join("window.bin");
    let mut bytes = window();
    let mut writes = Vec::new();
    for (tile, name, before, after) in MOVES {
        let at = monitor(tile, index_of(name));
        put(&mut bytes, at, before);
        writes.push((at.to_string(), u64::from(after)));
    }
    // acc_mem's high word.
    writes.push(((monitor(2, index_of("acc_mem")) + 4).to_string(), 1));
    std::fs::write(&mem, &bytes).unwrap();
    let sets = d.join("sets.txt");
    std::fs::write(&sets, SETS).unwrap();
    // Counts into whichever set runs, in rounds longer than a period.
    for round in 1..=8u64 {
        for (event, n) in [
            ("cycles", 4_000_000),
            ("instret", 1_000_000),
            ("l1d_hit", 30_000),
            ("branch", 7_000),
        ] {
            writes.push((format!("event{}", code(event)), n + round));
        }
        writes.push(("pause".into(), 30));
    }
    Scenario {
        mem,
        sets,
        csv: d.join("series.csv"),
        writes,
    }
}

impl Scenario {
    /// The program's options for a run in `fmt`, the report on standard
    /// output.
    pub fn args(&self, fmt: Fmt, shown: Shown) -> Vec<String> {
        let mut a: Vec<String> = [
            "--mem",
            self.mem.to_str().unwrap(),
            "--sets",
            self.sets.to_str().unwrap(),
        ]
        .into_iter()
        .chain([
            "--interval",
            "20",
            "--csv",
            self.csv.to_str().unwrap(),
            "-o",
            "-",
        ])
        .chain(fmt.args())
        .map(String::from)
        .collect();
        a.extend(shown.per_tile.then(|| "--per-tile".to_string()));
        a.extend(shown.all.then(|| "--all".to_string()));
        a
    }

    /// The command: writes the moves, then counts in rounds, 30 ms apart;
    /// exits with 7.
    pub fn command(&self) -> Vec<String> {
        writer(&self.mem, 7, &self.writes)
    }
}

/// The rows of a report in `fmt` and the time elapsed (the human report's
/// footer, or the fixed rows' run time); checks the human report's
/// headings.
fn rows_of(fmt: Fmt, text: &str, shown: Shown, periods: impl Fn() -> u64) -> (Vec<Printed>, u64) {
    match fmt {
        Fmt::Human => {
            let h = perf_parse::human(text);
            assert!(
                h.first
                    .starts_with(" Performance counter stats for 'python3 "),
                "{text}"
            );
            assert!(h.first.ends_with("' (exit status 7):"), "{text}");
            let each = if shown.per_tile {
                "TILE/NAME/ each tile"
            } else {
                "KIND/NAME/ summed over a tile kind"
            };
            let zeros = if shown.all {
                ""
            } else {
                "; those that stayed 0 are left out"
            };
            let headings = [
                format!(" Fixed monitors of tiles 0-8 ({each}, NAME over them all){zeros}:"),
                format!(" Multiplexed events of tile 0 (cpu0): 2 event sets in turn, 20 ms each, {} periods;", periods()),
                " (NN.NN%) is the share of the periods that counted an event, whose count is scaled to the whole run:"
                    .to_string(),
            ];
            assert_eq!(h.headings, headings, "{text}");
            assert!(h.empty.is_empty(), "{text}");
            (h.rows, h.elapsed_ns)
        }
        Fmt::Fields(sep) => {
            let rows = perf_parse::fields(text, sep);
            let elapsed = rows[0].runtime.unwrap();
            (rows, elapsed)
        }
        Fmt::Json => {
            let rows = perf_parse::json(text);
            let elapsed = rows[0].runtime.unwrap();
            (rows, elapsed)
        }
    }
}

/// The run times of the machine formats: the whole run for the fixed rows,
/// and for each multiplexed event the time its sets counted.
fn check_runtimes(rows: &[Printed], fixed: usize, elapsed_ns: u64) {
    assert!(
        rows[..fixed].iter().all(|r| r.runtime == Some(elapsed_ns)),
        "{rows:#?}"
    );
    let t = |event: &str| {
        rows.iter()
            .find(|r| r.event == event)
            .unwrap()
            .runtime
            .unwrap()
    };
    let (set0, set1) = (t("l1d_hit"), t("branch"));
    assert!(set0 > 0 && set1 > 0, "{rows:#?}");
    assert_eq!(t("cycles"), set0 + set1, "{rows:#?}");
    assert_eq!(t("instret"), set0 + set1, "{rows:#?}");
    assert!(set0 + set1 <= elapsed_ns, "{rows:#?}");
}

/// Checks every number of a run's report (`text`, in `fmt`) against the
/// moves and the run's series (`series`, its `--csv`).
pub fn check(fmt: Fmt, text: &str, series: &str, shown: Shown) {
    let (mut rows, elapsed_ns) = rows_of(fmt, text, shown, || series.lines().count() as u64 - 1);
    assert!(elapsed_ns > 0, "{text}");
    let mut want = fixed_expect(shown, elapsed_ns);
    let fixed = want.len();
    let (mux, _) = mux_expect(series, elapsed_ns);
    want.extend(mux);
    if fmt != Fmt::Human {
        check_runtimes(&rows, fixed, elapsed_ns);
    }
    rows.iter_mut().for_each(|r| r.runtime = None);
    let want: Vec<Printed> = want.iter().map(|e| printed(e, fmt)).collect();
    assert_eq!(rows.len(), want.len(), "{text}");
    for (got, want) in rows.iter().zip(&want) {
        assert_eq!(got, want, "{text}");
    }
}

/// Runs the scenario in `fmt` with `program` (the program and the options
/// before its own, as `qemu-riscv64 -L ... esp_demo-stat`); returns the
/// report and the series.
pub fn measured(program: &[String], name: &str, fmt: Fmt, shown: Shown) -> (String, String) {
    let s = scenario(name);
    let o = std::process::Command::new(&program[0])
        .args(&program[1..])
        .args(s.args(fmt, shown))
        .arg("--")
        .args(s.command())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(7), "{err}");
    (
        String::from_utf8(o.stdout).unwrap(),
        std::fs::read_to_string(&s.csv).unwrap(),
    )
}

fn host() -> Vec<String> {
    vec![super::stat().display().to_string()]
}

#[test]
fn every_number_of_the_report_in_every_format() {
    for (name, fmt) in [
        ("perf-human", Fmt::Human),
        ("perf-fields", Fmt::Fields(";")),
        ("perf-json", Fmt::Json),
    ] {
        let (text, series) = measured(&host(), name, fmt, Shown::default());
        println!("{text}");
        check(fmt, &text, &series, Shown::default());
    }
}

#[test]
fn per_tile_shows_each_tile_and_all_every_monitor() {
    for (name, shown) in [
        (
            "perf-per-tile",
            Shown {
                per_tile: true,
                all: false,
            },
        ),
        (
            "perf-all",
            Shown {
                per_tile: false,
                all: true,
            },
        ),
        (
            "perf-per-tile-all",
            Shown {
                per_tile: true,
                all: true,
            },
        ),
    ] {
        let (text, series) = measured(&host(), name, Fmt::Human, shown);
        check(Fmt::Human, &text, &series, shown);
        let (text, series) = measured(&host(), name, Fmt::Fields(","), shown);
        check(Fmt::Fields(","), &text, &series, shown);
    }
}

/// The report of a run that moved no monitor, the default sets multiplexed
/// (`qemu` runs the RISC-V build the same way).
pub fn quiet_run(program: &[String], name: &str) -> String {
    let d = scratch(name);
    let mem = d.join("window.bin");
    let mut bytes = window();
    bytes.resize(1 << 20, 0);
    std::fs::write(&mem, bytes).unwrap();
    let o = std::process::Command::new(&program[0])
        .args(&program[1..])
        .args([
            "--mem",
            mem.to_str().unwrap(),
            "-o",
            "-",
            "--",
            "/bin/sh",
            "-c",
            "exit 3",
        ])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(3), "{err}");
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.lines().count() <= 60,
        "{} lines:\n{text}",
        text.lines().count()
    );
    let h = perf_parse::human(&text);
    assert_eq!(
        h.first,
        " Performance counter stats for '/bin/sh -c exit 3' (exit status 3):"
    );
    assert_eq!(
        h.empty,
        ["(no fixed monitor moved; --all lists them)"],
        "{text}"
    );
    assert!(
        !h.rows.is_empty()
            && h.rows
                .iter()
                .all(|r| ["0", "<not counted>"].contains(&r.value.as_str())),
        "{text}"
    );
    text
}

#[test]
fn a_run_where_nothing_moved_is_short() {
    let text = quiet_run(&host(), "perf-quiet");
    println!("{text}");
}
