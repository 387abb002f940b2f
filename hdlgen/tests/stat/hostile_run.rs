//! One run of `esp_demo-stat` with an output option pointing at a hostile
//! destination, and what the run must not have done.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use super::hostile::Hostile;
use super::{scratch, stat, window};

/// What each output option writes first, to recognise it wherever it went.
fn signature(option: &str) -> &'static str {
    match option {
        "-o" => " Performance counter stats for 'sh ",
        "--csv" => "period,set,",
        _ => "<svg ",
    }
}

/// Every file under `d` and its bytes (a FIFO's as empty), to see what a run
/// changed.
fn tree(d: &Path) -> std::collections::BTreeMap<PathBuf, Vec<u8>> {
    use std::os::unix::fs::FileTypeExt;
    let mut out = std::collections::BTreeMap::new();
    for e in std::fs::read_dir(d).unwrap() {
        let e = e.unwrap();
        let t = e.file_type().unwrap();
        if t.is_dir() {
            out.insert(e.path(), b"<dir>".to_vec());
            out.extend(tree(&e.path()));
        } else if t.is_fifo() {
            out.insert(e.path(), b"<fifo>".to_vec());
        } else {
            out.insert(e.path(), std::fs::read(e.path()).unwrap());
        }
    }
    out
}

/// Drains `fifo` on a thread, as a reader attached to it would.
fn fifo_reader(fifo: &Path) -> std::thread::JoinHandle<Vec<u8>> {
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    let fifo = fifo.to_path_buf();
    std::thread::spawn(move || {
        use std::io::Read;
        let mut bytes = Vec::new();
        std::fs::File::open(&fifo)
            .unwrap()
            .read_to_end(&mut bytes)
            .unwrap();
        bytes
    })
}

/// Lets a reader still waiting on `fifo` (nobody opened it to write) finish.
fn release_fifo(fifo: &Path, reader: std::thread::JoinHandle<Vec<u8>>) -> Vec<u8> {
    use std::os::unix::fs::OpenOptionsExt;
    if !reader.is_finished() {
        let _ = std::fs::OpenOptions::new()
            .write(true)
            .custom_flags(libc::O_NONBLOCK)
            .open(fifo);
    }
    reader.join().unwrap()
}

/// A pipe whose reading end is already closed, as standard output.
fn closed_pipe() -> Stdio {
    use std::os::fd::FromRawFd;
    let mut fds = [0; 2];
    // SAFETY: `fds` has room for both ends; the write end is owned once.
    unsafe {
        assert_eq!(libc::pipe(fds.as_mut_ptr()), 0);
        libc::close(fds[0]);
        Stdio::from(std::os::fd::OwnedFd::from_raw_fd(fds[1]))
    }
}

/// Runs `esp_demo-stat` with `option` pointing at `hostile`, in a fresh
/// directory; returns its output and the first line of its standard error,
/// or the reasons it broke the rules.
pub fn run_hostile(option: &str, hostile: Hostile) -> (Output, String, Vec<String>) {
    let d = scratch(&format!("hostile{}-{hostile:?}", option.replace('-', "")));
    std::fs::write(d.join("window.bin"), window()).unwrap();
    std::fs::write(d.join("sets.txt"), "cycles, instret\n").unwrap();
    std::fs::create_dir(d.join("sub")).unwrap();
    std::fs::write(d.join("old.out"), "old\n").unwrap();
    let (path, _) = hostile.path(&d);
    let reader = (hostile == Hostile::FifoWithReader).then(|| fifo_reader(Path::new(&path)));
    let before = tree(&d);
    let marker = d.join("ran");
    let o = command(&d, option, hostile, &path, &marker)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    let first = err.lines().next().unwrap_or("(none)").to_string();
    let mut broken = broken_rules(&o, option, hostile, &path, &marker, reader);
    // Nothing else changed: no partial or temporary file, no file named `-`,
    // inputs and the old file intact; only the command's marker is new. A
    // run writes the window's control registers, so there only its size
    // must stay.
    let mut after = tree(&d);
    after.remove(&marker);
    let mut before = before;
    if hostile.expect().ran {
        for t in [&mut before, &mut after] {
            let window = t.get_mut(&d.join("window.bin")).unwrap();
            *window = window.len().to_le_bytes().to_vec();
        }
    }
    if after != before {
        broken.push(format!(
            "the directory changed: {:?}",
            after
                .keys()
                .filter(|k| before.get(*k) != after.get(*k))
                .collect::<Vec<_>>()
        ));
    }
    let _ = std::fs::remove_dir_all(&d);
    (o, first, broken)
}

/// The command: `option` at `path` (and, for [`Hostile::SameAsOtherOutput`],
/// another output there too), around a command that touches `marker` and
/// exits with 3.
fn command(d: &Path, option: &str, hostile: Hostile, path: &str, marker: &Path) -> Command {
    use std::os::unix::process::CommandExt;
    let mut args: Vec<String> = ["--mem", "window.bin", "--sets", "sets.txt"]
        .map(String::from)
        .to_vec();
    if option != "-o" {
        args.extend(["-o".into(), "/dev/null".into()]);
    }
    if hostile == Hostile::SameAsOtherOutput {
        args.extend([
            if option == "-o" { "--csv" } else { "-o" }.into(),
            path.to_string(),
        ]);
    }
    args.extend([option.to_string(), path.to_string()]);
    let mut cmd = Command::new(stat());
    cmd.current_dir(d)
        .args(&args)
        .args(["--", "sh", "-c", "touch \"$0\"; exit 3"])
        .arg(marker);
    if hostile == Hostile::ClosedStdout {
        cmd.stdout(closed_pipe());
    }
    if hostile == Hostile::FileSizeLimit {
        // SAFETY: only async-signal-safe calls between fork and exec.
        unsafe {
            cmd.pre_exec(|| {
                // EFBIG instead of death by SIGXFSZ, past the first 16 bytes.
                libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
                let limit = libc::rlimit {
                    rlim_cur: 16,
                    rlim_max: 16,
                };
                libc::setrlimit(libc::RLIMIT_FSIZE, &limit);
                Ok(())
            });
        }
    }
    cmd
}

/// The rules of [`Hostile::expect`] that run `o` broke: its exit status,
/// whether the command ran, its message, and what reached `-` or the FIFO.
fn broken_rules(
    o: &Output,
    option: &str,
    hostile: Hostile,
    path: &str,
    marker: &Path,
    reader: Option<std::thread::JoinHandle<Vec<u8>>>,
) -> Vec<String> {
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    let first = err.lines().next().unwrap_or("(none)").to_string();
    let want = hostile.expect();
    let mut broken = Vec::new();
    let mut check = |ok: bool, what: String| {
        if !ok {
            broken.push(what);
        }
    };
    check(
        o.status.code() == Some(want.code),
        format!("exit status {:?}, not {}", o.status.code(), want.code),
    );
    check(
        marker.exists() == want.ran,
        format!("the command ran: {}, not {}", marker.exists(), want.ran),
    );
    match want.message {
        Some(word) => check(
            first.contains(word) && first.contains(path),
            format!("message {first:?} names neither {word:?} nor {path:?}"),
        ),
        None => check(err.is_empty(), format!("a message: {err:?}")),
    }
    check(!err.contains("panicked"), format!("a panic: {err}"));
    let got = match (hostile, reader) {
        (Hostile::Dash, _) => o.stdout.clone(),
        (Hostile::FifoWithReader, Some(r)) => release_fifo(Path::new(path), r),
        _ => Vec::new(),
    };
    if matches!(hostile, Hostile::Dash | Hostile::FifoWithReader) {
        let got = String::from_utf8_lossy(&got);
        check(
            got.starts_with(signature(option)),
            format!("{option} wrote {:?}", &got[..got.len().min(60)]),
        );
    }
    if hostile == Hostile::DevFull && option == "-o" {
        check(
            err.contains(" Fixed monitors of tiles "),
            "the report is not on standard error".into(),
        );
    }
    broken
}
