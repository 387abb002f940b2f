//! The model cache shared by processes started at once, as shards on one
//! machine or on a cluster's nodes share it: each model is built once, no
//! process loads a partial build, and a build killed part way is cleaned
//! up by the next process that needs the model.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use super::{scratch, text};

/// `hdlgen sim` of axi_wide.toml's cpu tile on `cache`.
fn sim(cache: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_hdlgen"));
    c.args(["sim", "--soc", "examples/axi_wide.toml"])
        .args(["--block", "tile-cpu"])
        .env("HDLGEN_SIM_CACHE", cache)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
    c
}

/// [`sim`] under `seed`, in a process group of its own (so a kill takes
/// its compilers with it, as a cluster's job cancel does).
fn start(cache: &Path, seed: u32) -> Child {
    use std::os::unix::process::CommandExt;
    let seed = seed.to_string();
    sim(cache)
        .args(["--cycles", "2000", "--seed", &seed])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .expect("hdlgen starts")
}

/// Models one run says it built: "building N model(s) and loading ...".
fn built(out: &str) -> usize {
    out.split(" s of it building ")
        .nth(1)
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no model count in:\n{out}"))
}

/// The cache's entries whose names start with `prefix`.
fn entries(cache: &Path, prefix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(cache)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    v.retain(|p| p.file_name().unwrap().to_string_lossy().starts_with(prefix));
    v
}

/// Every run passed, one of them built the model and the others loaded it,
/// and the cache holds exactly the finished model: no build directory.
fn check_finished(cache: &Path, runs: &[Output]) {
    let mut total = 0;
    for o in runs {
        let (out, err) = text(o);
        assert_eq!(o.status.code(), Some(0), "{out}\n{err}");
        assert!(out.contains("1 runs, 2000 cycles in lockstep"), "{out}");
        total += built(&out);
    }
    assert_eq!(total, 1, "one process builds, the others wait and load");
    let models = entries(cache, "axi_wide_tile_cpu-");
    let dirs: Vec<&PathBuf> = models.iter().filter(|p| p.is_dir()).collect();
    assert_eq!(dirs.len(), 1, "{models:?}");
    assert!(dirs[0].join("libdut.so").is_file());
    assert!(!dirs[0].join("obj").exists(), "objects are not published");
    assert_eq!(entries(cache, ".build-"), Vec::<PathBuf>::new());
}

#[test]
fn eight_processes_on_an_empty_cache_build_the_model_once() {
    let cache = scratch("cache-eight").join("cache");
    let children: Vec<Child> = (1..=8).map(|s| start(&cache, s)).collect();
    let runs: Vec<Output> = children
        .into_iter()
        .map(|c| c.wait_with_output().unwrap())
        .collect();
    check_finished(&cache, &runs);
}

#[test]
fn a_build_killed_midway_is_swept_and_the_others_finish() {
    let cache = scratch("cache-killed").join("cache");
    let mut children: Vec<Child> = (1..=8).map(|s| start(&cache, s)).collect();
    // The build directory names its builder's process id.
    let t0 = Instant::now();
    let builder: u32 = loop {
        if let Some(dir) = entries(&cache, ".build-").first() {
            let name = dir.file_name().unwrap().to_string_lossy().into_owned();
            let pid = name.rsplit('-').nth(1).unwrap();
            break pid.parse().unwrap();
        }
        assert!(t0.elapsed() < Duration::from_secs(120), "no build started");
        std::thread::sleep(Duration::from_millis(20));
    };
    // Let Verilator get going, then kill the builder and its compilers.
    std::thread::sleep(Duration::from_millis(1500));
    let killed = entries(&cache, ".build-");
    assert_eq!(killed.len(), 1, "{killed:?}");
    // SAFETY: plain kill(2) of the process group we started.
    assert_eq!(unsafe { libc::kill(-(builder as i32), libc::SIGKILL) }, 0);
    let at = children.iter().position(|c| c.id() == builder).unwrap();
    let victim = children.remove(at).wait_with_output().unwrap();
    assert_eq!(victim.status.code(), None, "killed by a signal");
    assert!(
        entries(&cache, "axi_wide_tile_cpu-")
            .iter()
            .all(|p| !p.join("libdut.so").exists()),
        "killed before it published"
    );
    let runs: Vec<Output> = children
        .into_iter()
        .map(|c| c.wait_with_output().unwrap())
        .collect();
    assert_eq!(runs.len(), 7);
    check_finished(&cache, &runs);
    assert!(!killed[0].exists(), "the dead build's directory is gone");
}

#[test]
fn a_failed_build_leaves_no_build_directory() {
    let dir = scratch("cache-failed");
    let (cache, out) = (dir.join("cache"), dir.join("gen"));
    let o = super::hdlgen(&[
        "--soc",
        "examples/axi_wide.toml",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{:?}", text(&o));
    let bank = out.join("rtl/axi_wide_bank_cpu.v");
    let v = fs::read_to_string(&bank).unwrap();
    fs::write(&bank, v.replacen("endmodule", "endmodule endmodule", 1)).unwrap();
    let o = sim(&cache)
        .args([
            "--cycles",
            "100",
            "--rtl",
            out.join("rtl").to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("verilator failed"), "{err}");
    assert_eq!(entries(&cache, ".build-"), Vec::<PathBuf>::new());
}

/// A cache shared by nodes whose compilers differ holds a model for each:
/// a run whose `g++` reports another version builds its own model rather
/// than loading one another compiler built.
#[test]
fn another_compiler_gets_a_model_of_its_own() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("cache-compiler");
    let cache = dir.join("cache");
    let first = start(&cache, 1).wait_with_output().unwrap();
    assert_eq!(built(&text(&first).0), 1, "{:?}", text(&first));
    let again = start(&cache, 2).wait_with_output().unwrap();
    assert_eq!(built(&text(&again).0), 0, "{:?}", text(&again));

    // The same g++, reporting another version, as another node's would.
    let bin = dir.join("bin");
    fs::create_dir_all(&bin).unwrap();
    let cxx = bin.join("g++");
    let real = String::from_utf8(
        Command::new("sh")
            .args(["-c", "command -v g++"])
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    fs::write(
        &cxx,
        format!(
            "#!/bin/sh\n[ \"$1\" = --version ] && {{ echo 'g++ (Other) 99.1'; exit 0; }}\nexec {} \"$@\"\n",
            real.trim()
        ),
    )
    .unwrap();
    fs::set_permissions(&cxx, fs::Permissions::from_mode(0o755)).unwrap();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap());
    let other = sim(&cache)
        .args(["--cycles", "2000"])
        .env("PATH", path)
        .output()
        .unwrap();
    let (out, err) = text(&other);
    assert_eq!(other.status.code(), Some(0), "{out}\n{err}");
    assert_eq!(built(&out), 1, "{out}");
    let models = entries(&cache, "axi_wide_tile_cpu-");
    assert_eq!(
        models.iter().filter(|p| p.is_dir()).count(),
        2,
        "{models:?}"
    );
}
