//! Reads the SoC's monitor policy denies: `esp_demo-stat` reports them as
//! denied, never as counts of 0. Read-as-zero shows as an `info` word of 0
//! (its map version is never 0 when reads are allowed), a bus error as the
//! SIGBUS of a load; both end with status 125 and no report.

use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use super::{map, put, run, scratch, stat, window};

const DENIED: &str = "esp_demo-stat: access denied by the SoC's monitor policy: ";

/// Runs `esp_demo-stat --mem mem -o - ARGS` around a command that touches
/// `marker`, after `first` (a shell command; `$0` is `mem`) has run.
fn run_around(mem: &Path, args: &[&str], first: &str, marker: &Path) -> Output {
    let mut all = vec!["--mem", mem.to_str().unwrap(), "-o", "-"];
    all.extend(args);
    let script = format!("{first}; touch \"$1\"");
    let command = [
        "sh",
        "-c",
        &script,
        mem.to_str().unwrap(),
        marker.to_str().unwrap(),
    ];
    run(&all, &command.map(String::from))
}

/// The run was refused as denied (`what` in its message), with status 125,
/// nothing on standard output (no count of 0), and the command run or not.
fn assert_denied(o: &Output, what: &[&str], marker: &Path, ran: bool) {
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(125), "{err}");
    assert!(err.starts_with(DENIED), "{err}");
    for w in what {
        assert!(err.contains(w), "{w:?} in {err}");
    }
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        o.stdout.is_empty(),
        "no report: {}",
        String::from_utf8_lossy(&o.stdout)
    );
    assert_eq!(marker.exists(), ran, "the command ran: {err}");
}

/// The `info` word of a tile the run reads is checked before the first
/// sample, so the command does not run; tiles it does not read are not.
#[test]
fn an_info_word_of_0_is_a_denied_read_not_a_count_of_0() {
    let d = scratch("denied-zero");
    let (mem, marker) = (d.join("window.bin"), d.join("ran"));
    let info = |t: usize| t * map::TILE_STRIDE + map::reg::INFO;
    let name = |t: usize| map::TILES[t].name;
    // The whole window reads 0: the first tile is named, with its policy.
    std::fs::write(&mem, vec![0u8; map::WINDOW_BYTES]).unwrap();
    let o = run_around(&mem, &[], "true", &marker);
    let returned = format!(
        "reading tile {}'s window returned 0 for its info word ({} at byte {:#x})",
        name(0),
        mem.display(),
        info(0)
    );
    let policy = "read_access = \"any\", denied = \"error\"";
    assert_denied(&o, &[&returned, policy], &marker, false);
    // One tile's window reads 0: refused when the run reads it (a fixed
    // monitor's tile, or the multiplexed one), measured when it does not.
    for (zero, args, refused) in [
        (2, ["--tiles", "1,2"], true),
        (0, ["--tiles", "1"], true),
        (2, ["--tiles", "1"], false),
    ] {
        let _ = std::fs::remove_file(&marker);
        let mut bytes = window();
        put(&mut bytes, info(zero), 0);
        std::fs::write(&mem, bytes).unwrap();
        let o = run_around(&mem, &args, "true", &marker);
        if refused {
            let tile = format!("reading tile {}'s window returned 0", name(zero));
            assert_denied(&o, &[&tile], &marker, false);
        } else {
            let err = String::from_utf8_lossy(&o.stderr);
            assert_eq!(o.status.code(), Some(0), "{err}");
            let out = String::from_utf8_lossy(&o.stdout);
            assert!(out.contains(" Fixed monitors of tiles 1 ("), "{out}");
        }
    }
}

/// The file shrinks to nothing while the command runs, so the first access
/// after it faults as a denied bus access would: the program reports it and
/// ends, rather than printing counts.
#[test]
fn a_bus_error_is_a_denied_access_not_a_count_of_0() {
    let d = scratch("denied-sigbus");
    let (mem, marker) = (d.join("window.bin"), d.join("ran"));
    std::fs::write(&mem, window()).unwrap();
    let o = run_around(
        &mem,
        &["--interval", "60000"],
        "truncate -s 0 \"$0\"",
        &marker,
    );
    let tile = format!(
        "tile {}'s window raised a bus error (SIGBUS)",
        map::TILES[0].name
    );
    assert_denied(&o, &[&tile, "denied = \"error\""], &marker, true);
}

/// A SIGBUS that another process sends is no fault of the window's: the
/// program dies of it as by default, without a denied-access message.
#[test]
fn a_sigbus_sent_by_a_process_is_not_taken_for_a_denied_access() {
    use std::os::unix::process::CommandExt;
    let d = scratch("denied-kill");
    let mem = d.join("window.bin");
    std::fs::write(&mem, window()).unwrap();
    let mut cmd = Command::new(stat());
    cmd.args([
        "--mem",
        mem.to_str().unwrap(),
        "-o",
        "-",
        "--",
        "sleep",
        "30",
    ])
    .stdin(Stdio::null())
    .stdout(Stdio::piped())
    .stderr(Stdio::piped());
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        cmd.pre_exec(|| {
            // Death by SIGBUS would dump core.
            let none = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            libc::setrlimit(libc::RLIMIT_CORE, &none);
            Ok(())
        });
    }
    let child = cmd.spawn().unwrap();
    let children = format!("/proc/{0}/task/{0}/children", child.id());
    let waiting = Instant::now();
    let sleeper = loop {
        let c = std::fs::read_to_string(&children).unwrap_or_default();
        if !c.trim().is_empty() || waiting.elapsed() > Duration::from_secs(10) {
            break c.trim().to_string();
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(!sleeper.is_empty(), "the command started");
    let kill = |sig: &str, pid: &str| {
        Command::new("kill")
            .args([sig, pid])
            .status()
            .unwrap()
            .success()
    };
    assert!(kill("-BUS", &child.id().to_string()));
    let o = child.wait_with_output().unwrap();
    let _ = kill("-KILL", &sleeper);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(
        o.status.signal(),
        Some(libc::SIGBUS),
        "{:?}: {err}",
        o.status
    );
    assert!(!err.contains("access denied"), "{err}");
    assert!(o.stdout.is_empty());
}
