//! Verilating and compiling one model into a shared object: the C shim,
//! the Verilator configuration file, Verilator, make and the link.

use std::fs;
use std::path::Path;
use std::process::Command;

use askama::Template;

use super::cache::cache_key_runtime;
use super::coverage::{coverage_dir, coverage_source_path};
use super::stale::Scratch;
use super::{edge, hier, DutSpec};
use crate::layout::Layout;
use crate::SimError;

#[derive(Template)]
#[template(path = "sim/shim.cpp", escape = "none")]
struct Shim<'a> {
    top: &'a str,
    clock: &'a str,
    inputs: Vec<ShimPort>,
    outputs: Vec<ShimPort>,
    backdoors: Vec<String>,
    trace: bool,
    coverage: bool,
    hier: bool,
    /// The rising edge skips the input region (plain builds; see the shim).
    fast_edge: bool,
}

struct ShimPort {
    name: String,
    offset: usize,
}

/// Verilator's flags besides the top, the sources and the trace and
/// coverage switches (they are part of the cache key).
pub(super) const VERILATOR_FLAGS: [&str; 10] = [
    "--cc",
    "-Wno-fatal",
    "--x-assign",
    "unique",
    "--x-initial",
    "unique",
    "-Mdir",
    "obj",
    "-CFLAGS",
    "-fPIC",
];

/// The C++ optimisation levels of the model's make (part of the cache key).
/// `-O1` for the per-cycle code: on the tiles' models `-O2`, `-O3` and
/// `-Os` all ran slower (1.95 M cycles/s at `-O1` against 1.47-1.81 in
/// lockstep on the cpu tile) and build slower.
pub(super) const MAKE_FLAGS: [&str; 3] = ["OPT_FAST=-O1", "OPT_SLOW=-O0", "OPT_GLOBAL=-O1"];

/// A Verilator configuration file making exactly the backdoor signals
/// (`u_bank.cnt_3`: the variable `cnt_3`) public, readable and writable.
fn public_config(backdoors: &[String]) -> String {
    let mut leaves: Vec<&str> = backdoors
        .iter()
        .map(|b| b.rsplit('.').next().unwrap_or(b))
        .collect();
    leaves.sort_unstable();
    leaves.dedup();
    let mut text = String::from("`verilator_config\n");
    for leaf in leaves {
        text.push_str(&format!("public_flat_rw -module \"*\" -var \"{leaf}\"\n"));
    }
    text
}

pub(super) fn run(cmd: &mut Command, what: &str) -> Result<(), SimError> {
    let out = cmd
        .output()
        .map_err(|e| SimError::Build(format!("{what}: cannot start: {e}")))?;
    if out.status.success() {
        Ok(())
    } else {
        let mut msg = String::from_utf8_lossy(&out.stderr).into_owned();
        msg.push_str(&String::from_utf8_lossy(&out.stdout));
        let tail: String = msg
            .lines()
            .rev()
            .take(40)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect::<Vec<_>>()
            .join("\n");
        Err(SimError::Build(format!("{what} failed:\n{tail}")))
    }
}

/// The error of an I/O operation on `path`'s files.
fn io_err(path: &Path) -> impl Fn(std::io::Error) -> SimError + '_ {
    move |e| SimError::Build(format!("{}: {e}", path.display()))
}

/// Builds `spec`'s model in `tmp`, a directory of its own under `cache`,
/// then moves it to `dir`; `tmp` is gone afterwards, whatever happened.
pub(super) fn build(spec: &DutSpec, cache: &Path, tmp: &Path, dir: &Path) -> Result<(), SimError> {
    let scratch = Scratch(tmp.to_path_buf());
    let _ = fs::remove_dir_all(tmp);
    fs::create_dir_all(tmp.join("obj")).map_err(io_err(tmp))?;
    let coverage = coverage_dir().is_some();
    let sources = write_sources(spec, tmp, coverage)?;
    verilate(spec, tmp, &sources, coverage)?;
    write_shim(spec, tmp, coverage)?;
    let globals = make(spec, cache, tmp, coverage)?;
    link(spec, tmp, &globals)?;
    publish(tmp, dir)?;
    drop(scratch);
    Ok(())
}

/// Writes the sources into `tmp`; returns the paths Verilator is given.
fn write_sources(spec: &DutSpec, tmp: &Path, coverage: bool) -> Result<Vec<String>, SimError> {
    let io = io_err(tmp);
    let mut sources = Vec::new();
    for (name, text) in &spec.files {
        // Coverage points are named by the path Verilator is given.
        let path = if coverage {
            coverage_source_path(name, text)
        } else {
            name.clone()
        };
        if let Some(parent) = Path::new(&path).parent() {
            fs::create_dir_all(tmp.join(parent)).map_err(&io)?;
        }
        fs::write(tmp.join(&path), text).map_err(&io)?;
        sources.push(path);
    }
    Ok(sources)
}

/// Runs Verilator on `sources` with the configuration file it writes.
fn verilate(
    spec: &DutSpec,
    tmp: &Path,
    sources: &[String],
    coverage: bool,
) -> Result<(), SimError> {
    // Only the backdoor signals are made public: `--public-flat-rw` on
    // every net keeps Verilator from optimising across them, and the model
    // ran 2.2-2.35x slower with it.
    let mut config = public_config(&spec.backdoors);
    if spec.hier_blocks.is_empty() {
        // One flat model: the backdoors name `u_tile.cnt_3` as the top's
        // own variables, and Verilator would otherwise keep a module that is
        // instantiated several times (the banks of one kind) out of line.
        config.push_str("inline -module \"*\"\n");
    } else {
        config.push_str(&hier::config(&spec.hier_blocks));
    }
    fs::write(tmp.join("public.vlt"), config).map_err(io_err(tmp))?;
    let mut v = Command::new("verilator");
    v.current_dir(tmp)
        .args(VERILATOR_FLAGS)
        .args(["--top-module", &spec.top, "public.vlt"]);
    if !spec.hier_blocks.is_empty() {
        v.arg("--hierarchical");
    }
    if spec.trace {
        v.arg("--trace");
    }
    if coverage {
        v.args(["--coverage-line", "--coverage-toggle"]);
    }
    // The shim goes through the model's makefile, so it compiles in parallel
    // with the model and with exactly its flags. It is written once Verilator
    // has run: whether it may skip the input region depends on its output.
    v.args(sources).arg("shim.cpp");
    run(&mut v, "verilator")
}

/// Writes the C shim, now that Verilator's output says whether the edge
/// may skip the input region.
fn write_shim(spec: &DutSpec, tmp: &Path, coverage: bool) -> Result<(), SimError> {
    let io = io_err(tmp);
    let layout = Layout::new(&spec.ports, &spec.clock);
    let shim_ports = |indices: &[usize]| -> Vec<ShimPort> {
        indices
            .iter()
            .map(|&i| ShimPort {
                name: spec.ports[i].name.clone(),
                offset: layout.offset[i],
            })
            .collect()
    };
    let shim = Shim {
        top: &spec.top,
        clock: &spec.clock,
        inputs: shim_ports(&layout.inputs),
        outputs: shim_ports(&layout.outputs),
        backdoors: spec
            .backdoors
            .iter()
            .map(|b| format!("{}__DOT__{}", spec.top, b.replace('.', "__DOT__")))
            .collect(),
        trace: spec.trace,
        coverage,
        hier: !spec.hier_blocks.is_empty(),
        fast_edge: !spec.trace
            && !coverage
            && !edge::input_region_reads_clock(&tmp.join("obj"), &spec.clock).map_err(&io)?,
    }
    .render()
    .map_err(|e| SimError::Build(format!("shim: {e}")))?;
    fs::write(tmp.join("shim.cpp"), shim).map_err(&io)
}

/// Compiles the model, the shim and Verilator's runtime (copied from the
/// cache when built before); returns the runtime's objects.
fn make(
    spec: &DutSpec,
    cache: &Path,
    tmp: &Path,
    coverage: bool,
) -> Result<Vec<&'static str>, SimError> {
    let io = io_err(tmp);
    let prefix = format!("V{}", spec.top);
    let mut globals = vec!["verilated.o", "verilated_threads.o"];
    if spec.trace {
        globals.push("verilated_vcd_c.o");
    }
    if coverage {
        globals.push("verilated_cov.o");
    }
    // Verilator's runtime is the same for every model: compile it once per
    // cache. Copies made now are newer than the makefile, so make keeps them.
    let runtime = cache.join(format!(
        "runtime-{}",
        &cache_key_runtime(spec.trace, coverage)
    ));
    let have_runtime = globals.iter().all(|g| runtime.join(g).exists());
    if have_runtime {
        for g in &globals {
            fs::copy(runtime.join(g), tmp.join("obj").join(g)).map_err(&io)?;
        }
    }
    let mut make = Command::new("make");
    make.current_dir(tmp.join("obj"))
        .args([
            "-s",
            "-j2",
            "-f",
            &format!("{prefix}.mk"),
            &format!("{prefix}__ALL.a"),
            "shim.o",
        ])
        .args(&globals)
        .args(MAKE_FLAGS);
    run(&mut make, "make (Verilated model)")?;
    if !have_runtime {
        // Staged inside the build directory, so a build killed here leaves
        // nothing the sweep of build directories would miss.
        let staging = tmp.join("runtime");
        fs::create_dir_all(&staging).map_err(&io)?;
        for g in &globals {
            fs::copy(tmp.join("obj").join(g), staging.join(g)).map_err(&io)?;
        }
        // Another build may have won the race; either copy is good, and a
        // loser's copy goes with its build directory.
        let _ = fs::rename(&staging, &runtime);
    }
    Ok(globals)
}

/// Links the shared object.
fn link(spec: &DutSpec, tmp: &Path, globals: &[&str]) -> Result<(), SimError> {
    let prefix = format!("V{}", spec.top);
    let mut cxx = Command::new("g++");
    cxx.current_dir(tmp.join("obj"))
        .args(["-shared", "-fPIC", "shim.o", &format!("{prefix}__ALL.a")])
        .args(hier::libraries(&tmp.join("obj")).map_err(io_err(tmp))?)
        .args(globals)
        .args(["-pthread", "-latomic", "-o", "../libdut.so"]);
    run(&mut cxx, "g++ (link)")
}

/// Moves the build to `dir`. Only the shared object is kept; sources stay
/// for debugging.
fn publish(tmp: &Path, dir: &Path) -> Result<(), SimError> {
    let _ = fs::remove_dir_all(tmp.join("obj"));
    let _ = fs::remove_dir_all(tmp.join("runtime"));
    match fs::rename(tmp, dir) {
        Ok(()) => Ok(()),
        Err(_) if dir.join("libdut.so").exists() => {
            let _ = fs::remove_dir_all(tmp);
            Ok(())
        }
        Err(e) => Err(SimError::Build(format!("{}: {e}", dir.display()))),
    }
}
