//! What `esp_demo-stat` refuses: a window it cannot map, a tile without
//! programmable counters, a missing command, a command not found, sets
//! files naming no event or an unknown one, and report formats it cannot
//! write.

use super::{run, scratch, window};

#[test]
fn errors_are_clear_and_carry_their_own_exit_status() {
    let d = scratch("errors");
    let small = d.join("small.bin");
    std::fs::write(&small, [0u8; 100]).unwrap();
    let cases: [(&[&str], &[&str], i32, &str); 5] = [
        (
            &["--mem", "/nonexistent/window"],
            &["true"],
            125,
            "/nonexistent/window: No such file or directory",
        ),
        (
            &["--mem", d.to_str().unwrap()],
            &["true"],
            125,
            "is a directory",
        ),
        (
            &["--mem", small.to_str().unwrap()],
            &["true"],
            125,
            "100 bytes cannot hold the monitor window",
        ),
        (
            &["--tile", "1"],
            &["true"],
            125,
            "--tile 1: that tile has no programmable counters; valid: [0, 6]",
        ),
        (
            &["--sets", small.to_str().unwrap()],
            &[],
            125,
            "no command given",
        ),
    ];
    for (args, command, code, message) in cases {
        let command: Vec<String> = command.iter().map(|s| s.to_string()).collect();
        let o = run(args, &command);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(code), "{args:?}: {err}");
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let mem = d.join("window.bin");
    std::fs::write(&mem, window()).unwrap();
    let o = run(
        &["--mem", mem.to_str().unwrap(), "-o", "-"],
        &["no-such-command-anywhere".to_string()],
    );
    assert_eq!(o.status.code(), Some(127));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("no-such-command-anywhere: command not found")
    );
    std::fs::write(d.join("bad-sets.txt"), "cycles, warp_drive\n").unwrap();
    let o = run(
        &[
            "--mem",
            mem.to_str().unwrap(),
            "--sets",
            d.join("bad-sets.txt").to_str().unwrap(),
        ],
        &["true".to_string()],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(125), "{err}");
    assert!(
        err.contains("bad-sets.txt:1: no event or preset \"warp_drive\"; valid: cycles, instret"),
        "{err}"
    );
}

/// A `--sets` file that holds no event set (only comments, blank lines or
/// ratios) or a line without an event is refused, naming the file, the line
/// where there is one, and what a valid line looks like.
#[test]
fn sets_files_without_events_are_refused_by_name() {
    let d = scratch("empty-sets");
    let mem = d.join("window.bin");
    std::fs::write(&mem, window()).unwrap();
    let cases = [
        (
            "comments.txt",
            "# nothing but a comment\n\n   \n",
            "comments.txt: no event set",
        ),
        (
            "ratios.txt",
            "ratio cycles / instret\n",
            "ratios.txt: no event set",
        ),
        (
            "commas.txt",
            "cycles, instret\n , ,\n",
            "commas.txt:2: no event on this line",
        ),
        ("empty.txt", "", "empty.txt: no event set"),
    ];
    for (file, text, message) in cases {
        let sets = d.join(file);
        std::fs::write(&sets, text).unwrap();
        let o = run(
            &[
                "--mem",
                mem.to_str().unwrap(),
                "--sets",
                sets.to_str().unwrap(),
                "-o",
                "-",
            ],
            &["true".to_string()],
        );
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(125), "{file}: {err}");
        assert!(err.contains(message), "{file}: {err}");
        assert!(
            err.contains("e.g. `cycles, instret`"),
            "{file}: what is valid: {err}"
        );
        assert!(o.stdout.is_empty(), "{file}: the command did not run");
    }
}

/// `-x` with an empty separator, or both `-x` and `--json`, are refused
/// before the command runs, with a message that says what to give.
#[test]
fn an_empty_separator_or_two_formats_are_refused() {
    let cases: [(&[&str], &str); 3] = [
        (
            &["-x", ""],
            "esp_demo-stat: -x: the separator is empty; give one, e.g. -x , or -x ';'",
        ),
        (
            &["--field-separator", ""],
            "esp_demo-stat: --field-separator: the separator is empty; give one, e.g. --field-separator , or --field-separator ';'",
        ),
        (
            &["-x", ",", "--json"],
            "esp_demo-stat: -x and --json each choose the report's format: give one of them",
        ),
    ];
    for (args, message) in cases {
        let o = run(args, &["true".to_string()]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(125), "{args:?}: {err}");
        assert_eq!(err.lines().next(), Some(message), "{args:?}: {err}");
        assert!(o.stdout.is_empty(), "{args:?}: nothing ran");
    }
}
