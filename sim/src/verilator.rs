//! Build a Verilated model at test time, cache it, and load it as a shared object.
//!
//! The cache key hashes the RTL text, the port table, the backdoor list, the
//! trace flag, Verilator's flags and its version, so any change rebuilds and
//! nothing stale is ever loaded. Builds happen in a private directory renamed into place,
//! under a per-entry file lock, so parallel tests are safe.
//!
//! Setting `HDLGEN_COVERAGE=DIR` builds every model with line and toggle
//! coverage (a separate cache entry) and makes each [`Dut`] write its counts to
//! `DIR/*.dat` when dropped; the sources go to `DIR/src/` for
//! `verilator_coverage --annotate` (see `scripts/coverage.sh`).

use std::ffi::{c_void, CString};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

use askama::Template;

use crate::layout::{Layout, PortSpec};

mod hier;
use crate::SimError;

/// What to build: a top module, its sources and the ports the harness drives.
#[derive(Debug, Clone)]
pub struct DutSpec {
    /// Top-level module name.
    pub top: String,
    /// Verilog sources (file name, text), in compile order.
    pub files: Vec<(String, String)>,
    /// Every port of the top, including the clock.
    pub ports: Vec<PortSpec>,
    /// Name of the clock port (driven by the shim, not by the harness).
    pub clock: String,
    /// Internal signals reachable by `poke`/`peek`, as paths under the top
    /// (e.g. `u_bank.cnt_14`).
    pub backdoors: Vec<String>,
    /// Build with VCD tracing.
    pub trace: bool,
    /// Modules Verilator compiles once, as hierarchy blocks, however often
    /// the top instantiates them (empty: the whole design in one model).
    /// Their insides are out of the backdoors' reach.
    pub hier_blocks: Vec<String>,
}

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
}

struct ShimPort {
    name: String,
    offset: usize,
}

type NewFn = unsafe extern "C" fn(u64) -> *mut c_void;
type FreeFn = unsafe extern "C" fn(*mut c_void);
type CycleFn = unsafe extern "C" fn(*mut c_void, *const u32, *mut u32);
type TraceFn = unsafe extern "C" fn(*mut c_void, *const std::os::raw::c_char) -> i32;
type PokeFn = unsafe extern "C" fn(*mut c_void, u32, *const u32);
type PeekFn = unsafe extern "C" fn(*mut c_void, u32, *mut u32);
type CovWriteFn = unsafe extern "C" fn(*mut c_void, *const std::os::raw::c_char) -> i32;

/// A loaded, running instance of a Verilated design.
pub struct Dut {
    inst: *mut c_void,
    free: FreeFn,
    cycle: CycleFn,
    trace: TraceFn,
    poke: PokeFn,
    peek: PeekFn,
    /// Packing of inputs and outputs.
    pub layout: Layout,
    backdoor_widths: Vec<u32>,
    // Only in coverage builds: where this instance's counts go when dropped.
    coverage: Option<(CovWriteFn, PathBuf)>,
    // Keeps the code behind the function pointers mapped; dropped last.
    _lib: libloading::Library,
}

impl Dut {
    /// Applies `inputs` with the clock low, returns the outputs, then clocks a rising edge.
    pub fn cycle(&mut self, inputs: &[u32], outputs: &mut [u32]) {
        assert_eq!(inputs.len(), self.layout.in_words);
        assert_eq!(outputs.len(), self.layout.out_words);
        // SAFETY: buffers have the sizes the shim was generated for; `inst` is live.
        unsafe { (self.cycle)(self.inst, inputs.as_ptr(), outputs.as_mut_ptr()) }
    }

    /// Starts writing a VCD to `path` (the design must be built with `trace`).
    pub fn trace_to(&mut self, path: &Path) -> Result<(), SimError> {
        let c = CString::new(path.to_string_lossy().as_bytes())
            .map_err(|_| SimError::Build("VCD path contains NUL".into()))?;
        // SAFETY: `inst` is live and `c` outlives the call.
        let ok = unsafe { (self.trace)(self.inst, c.as_ptr()) };
        if ok == 1 {
            Ok(())
        } else {
            Err(SimError::Build(
                "this model was built without tracing".into(),
            ))
        }
    }

    /// Overwrites backdoor signal `idx` with `value`.
    pub fn poke(&mut self, idx: usize, value: u64) {
        let w = [value as u32, (value >> 32) as u32];
        assert!(self.backdoor_widths[idx] <= 64);
        // SAFETY: idx is in the shim's table and it reads at most 2 words for ≤ 64 bits.
        unsafe { (self.poke)(self.inst, idx as u32, w.as_ptr()) }
    }

    /// Reads backdoor signal `idx`.
    pub fn peek(&mut self, idx: usize) -> u64 {
        let mut w = [0u32; 2];
        assert!(self.backdoor_widths[idx] <= 64);
        // SAFETY: as for `poke`.
        unsafe { (self.peek)(self.inst, idx as u32, w.as_mut_ptr()) };
        u64::from(w[0]) | (u64::from(w[1]) << 32)
    }
}

impl Drop for Dut {
    fn drop(&mut self) {
        if let Some((write, path)) = &self.coverage {
            if let Ok(c) = CString::new(path.to_string_lossy().as_bytes()) {
                // SAFETY: `inst` is live and `c` outlives the call.
                unsafe { write(self.inst, c.as_ptr()) };
            }
        }
        // SAFETY: `inst` came from hd_new of this library and is freed once.
        unsafe { (self.free)(self.inst) }
    }
}

/// The coverage output directory (`HDLGEN_COVERAGE`), if coverage builds are on.
pub fn coverage_dir() -> Option<&'static Path> {
    static C: OnceLock<Option<PathBuf>> = OnceLock::new();
    C.get_or_init(|| {
        std::env::var_os("HDLGEN_COVERAGE")
            .filter(|v| !v.is_empty())
            .map(|v| {
                let p = PathBuf::from(v);
                // Relative to where the run started, not to a build directory.
                std::env::current_dir().map_or(p.clone(), |d| d.join(p))
            })
    })
    .as_deref()
}

/// Where a coverage build keeps source `name` with contents `text`: under a
/// directory named by the text's hash, so that different texts of one file
/// (a mutant, another design of the same name) never share coverage points.
fn coverage_source_path(name: &str, text: &str) -> String {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    fnv1a(&mut h, text.as_bytes());
    format!("{h:016x}/{name}")
}

/// Verilator's version line, or a clear error when it is not installed.
pub fn verilator_version() -> Result<String, SimError> {
    static V: OnceLock<Result<String, String>> = OnceLock::new();
    V.get_or_init(|| {
        Command::new("verilator")
            .arg("--version")
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
            .ok_or_else(|| {
                "Verilator was not found on PATH. The lockstep simulations need it: \
                 install it with `apt-get install -y --no-install-recommends verilator` \
                 (or run .ci/run, which does)."
                    .to_string()
            })
    })
    .clone()
    .map_err(SimError::MissingTool)
}

/// 64-bit FNV-1a: a stable hash for cache keys (std's hasher may change).
fn fnv1a(h: &mut u64, bytes: &[u8]) {
    for b in bytes {
        *h ^= u64::from(*b);
        *h = h.wrapping_mul(0x100_0000_01b3);
    }
    // Separator, so ("ab","c") and ("a","bc") differ.
    *h ^= 0xff;
    *h = h.wrapping_mul(0x100_0000_01b3);
}

fn cache_key_runtime(trace: bool, coverage: bool) -> String {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    fnv1a(&mut h, verilator_version().unwrap_or_default().as_bytes());
    fnv1a(&mut h, &[u8::from(trace)]);
    if coverage {
        fnv1a(&mut h, b"coverage-line-toggle");
    }
    format!("{h:016x}")
}

/// Verilator's flags besides the top, the sources and the trace and
/// coverage switches (they are part of the cache key).
const VERILATOR_FLAGS: [&str; 10] = [
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

/// The cache entry `spec`'s model is built into and loaded from: equal
/// keys, one model.
pub fn model_key(spec: &DutSpec) -> Result<String, SimError> {
    Ok(cache_key(spec, &verilator_version()?))
}

fn cache_key(spec: &DutSpec, version: &str) -> String {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    fnv1a(&mut h, version.as_bytes());
    for f in VERILATOR_FLAGS {
        fnv1a(&mut h, f.as_bytes());
    }
    fnv1a(&mut h, env!("CARGO_PKG_VERSION").as_bytes());
    fnv1a(
        &mut h,
        include_str!("../../templates/sim/shim.cpp").as_bytes(),
    );
    for (n, t) in &spec.files {
        fnv1a(&mut h, n.as_bytes());
        fnv1a(&mut h, t.as_bytes());
    }
    for p in &spec.ports {
        fnv1a(
            &mut h,
            format!("{}:{}:{}", p.name, p.input, p.width).as_bytes(),
        );
    }
    for b in &spec.backdoors {
        fnv1a(&mut h, b.as_bytes());
    }
    for b in &spec.hier_blocks {
        fnv1a(&mut h, b"hier_block ");
        fnv1a(&mut h, b.as_bytes());
    }
    fnv1a(&mut h, &[u8::from(spec.trace)]);
    if coverage_dir().is_some() {
        fnv1a(&mut h, b"coverage-line-toggle");
    }
    format!("{}-{h:016x}", spec.top)
}

fn run(cmd: &mut Command, what: &str) -> Result<(), SimError> {
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

/// Default cache directory: `$HDLGEN_SIM_CACHE`, else a folder in the temp dir.
pub fn default_cache_dir() -> PathBuf {
    std::env::var_os("HDLGEN_SIM_CACHE")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join("hdlgen-sim-cache"))
}

/// Builds (or finds in `cache`) the model of `spec` and starts one instance.
pub fn load(spec: &DutSpec, cache: &Path, seed: u64) -> Result<Dut, SimError> {
    let version = verilator_version()?;
    let key = cache_key(spec, &version);
    let dir = cache.join(&key);
    let so = dir.join("libdut.so");
    fs::create_dir_all(cache).map_err(|e| SimError::Build(format!("{}: {e}", cache.display())))?;
    if !so.exists() {
        let lock_path = cache.join(format!("{key}.lock"));
        let lock = fs::File::create(&lock_path)
            .map_err(|e| SimError::Build(format!("{}: {e}", lock_path.display())))?;
        lock.lock()
            .map_err(|e| SimError::Build(format!("lock {}: {e}", lock_path.display())))?;
        if !so.exists() {
            build(spec, cache, &dir)?;
        }
        drop(lock);
    }
    let coverage = match coverage_dir() {
        Some(d) => Some(coverage_setup(spec, d)?),
        None => None,
    };
    let mut dut = open(spec, &so, seed)?;
    if let Some(path) = coverage {
        // SAFETY: coverage builds' shims define hd_coverage_write with this signature.
        let write = *unsafe { dut._lib.get::<CovWriteFn>(b"hd_coverage_write") }
            .map_err(|e| SimError::Build(format!("{}: {e}", so.display())))?;
        dut.coverage = Some((write, path));
    }
    Ok(dut)
}

/// Copies the sources of `spec` under `dir/src` (for annotation) and picks a
/// fresh data file name for one instance.
fn coverage_setup(spec: &DutSpec, dir: &Path) -> Result<PathBuf, SimError> {
    static N: AtomicU64 = AtomicU64::new(0);
    let io = |p: &Path, e: std::io::Error| SimError::Build(format!("{}: {e}", p.display()));
    for (name, text) in &spec.files {
        let dst = dir.join("src").join(coverage_source_path(name, text));
        if dst.exists() {
            continue;
        }
        let parent = dst.parent().expect("has a hash directory");
        fs::create_dir_all(parent).map_err(|e| io(parent, e))?;
        // Written aside under a name no other thread or process uses, then
        // renamed, so a parallel run never sees half a file.
        let tmp = parent.join(format!(
            ".{name}.{}.{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        fs::write(&tmp, text).map_err(|e| io(&tmp, e))?;
        fs::rename(&tmp, &dst).map_err(|e| io(&dst, e))?;
    }
    Ok(dir.join(format!(
        "{}-{}-{}.dat",
        spec.top,
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    )))
}

fn build(spec: &DutSpec, cache: &Path, dir: &Path) -> Result<(), SimError> {
    let tmp = cache.join(format!(
        ".build-{}-{}-{}",
        spec.top,
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0)
    ));
    let _ = fs::remove_dir_all(&tmp);
    let io = |e: std::io::Error| SimError::Build(format!("{}: {e}", tmp.display()));
    fs::create_dir_all(tmp.join("obj")).map_err(io)?;
    let coverage = coverage_dir().is_some();
    let mut sources = Vec::new();
    for (name, text) in &spec.files {
        // Coverage points are named by the path Verilator is given.
        let path = if coverage {
            coverage_source_path(name, text)
        } else {
            name.clone()
        };
        if let Some(parent) = Path::new(&path).parent() {
            fs::create_dir_all(tmp.join(parent)).map_err(io)?;
        }
        fs::write(tmp.join(&path), text).map_err(io)?;
        sources.push(path);
    }
    let layout = Layout::new(&spec.ports, &spec.clock);
    let shim = Shim {
        top: &spec.top,
        clock: &spec.clock,
        inputs: layout
            .inputs
            .iter()
            .map(|&i| ShimPort {
                name: spec.ports[i].name.clone(),
                offset: layout.offset[i],
            })
            .collect(),
        outputs: layout
            .outputs
            .iter()
            .map(|&i| ShimPort {
                name: spec.ports[i].name.clone(),
                offset: layout.offset[i],
            })
            .collect(),
        backdoors: spec
            .backdoors
            .iter()
            .map(|b| format!("{}__DOT__{}", spec.top, b.replace('.', "__DOT__")))
            .collect(),
        trace: spec.trace,
        coverage,
        hier: !spec.hier_blocks.is_empty(),
    }
    .render()
    .map_err(|e| SimError::Build(format!("shim: {e}")))?;
    fs::write(tmp.join("shim.cpp"), shim).map_err(io)?;

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
    fs::write(tmp.join("public.vlt"), config).map_err(io)?;
    let mut v = Command::new("verilator");
    v.current_dir(&tmp)
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
    // with the model and with exactly its flags.
    v.args(&sources).arg("shim.cpp");
    run(&mut v, "verilator")?;

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
            fs::copy(runtime.join(g), tmp.join("obj").join(g)).map_err(io)?;
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
        .args(["OPT_FAST=-O1", "OPT_SLOW=-O0", "OPT_GLOBAL=-O1"]);
    run(&mut make, "make (Verilated model)")?;
    if !have_runtime {
        let staging = cache.join(format!(".runtime-{}-{}", std::process::id(), spec.top));
        let _ = fs::remove_dir_all(&staging);
        fs::create_dir_all(&staging).map_err(io)?;
        for g in &globals {
            fs::copy(tmp.join("obj").join(g), staging.join(g)).map_err(io)?;
        }
        // Another build may have won the race; either copy is good.
        if fs::rename(&staging, &runtime).is_err() {
            let _ = fs::remove_dir_all(&staging);
        }
    }

    let mut cxx = Command::new("g++");
    cxx.current_dir(tmp.join("obj"))
        .args(["-shared", "-fPIC", "shim.o", &format!("{prefix}__ALL.a")])
        .args(hier::libraries(&tmp.join("obj")).map_err(io)?)
        .args(&globals)
        .args(["-pthread", "-latomic", "-o", "../libdut.so"]);
    run(&mut cxx, "g++ (link)")?;

    // Only the shared object is kept; sources stay for debugging.
    let _ = fs::remove_dir_all(tmp.join("obj"));
    match fs::rename(&tmp, dir) {
        Ok(()) => Ok(()),
        Err(_) if dir.join("libdut.so").exists() => {
            let _ = fs::remove_dir_all(&tmp);
            Ok(())
        }
        Err(e) => Err(SimError::Build(format!("{}: {e}", dir.display()))),
    }
}

fn open(spec: &DutSpec, so: &Path, seed: u64) -> Result<Dut, SimError> {
    // SAFETY: the library is one we just built from our own shim; loading runs
    // only Verilator's static initialisers.
    let lib = unsafe { libloading::Library::new(so) }
        .map_err(|e| SimError::Build(format!("{}: {e}", so.display())))?;
    macro_rules! sym {
        ($name:literal, $ty:ty) => {
            // SAFETY: the shim defines these symbols with exactly these signatures.
            *unsafe { lib.get::<$ty>($name) }
                .map_err(|e| SimError::Build(format!("{}: {e}", so.display())))?
        };
    }
    let new: NewFn = sym!(b"hd_new", NewFn);
    let free: FreeFn = sym!(b"hd_free", FreeFn);
    let cycle: CycleFn = sym!(b"hd_cycle", CycleFn);
    let trace: TraceFn = sym!(b"hd_trace_open", TraceFn);
    let poke: PokeFn = sym!(b"hd_poke", PokeFn);
    let peek: PeekFn = sym!(b"hd_peek", PeekFn);
    // SAFETY: hd_new allocates a fresh instance owned by the returned Dut.
    let inst = unsafe { new(seed) };
    Ok(Dut {
        inst,
        free,
        cycle,
        trace,
        poke,
        peek,
        layout: Layout::new(&spec.ports, &spec.clock),
        backdoor_widths: vec![64; spec.backdoors.len()],
        coverage: None,
        _lib: lib,
    })
}

/// Runs `verilator --lint-only -Wall` on `files` with top `top`; the warnings on failure.
pub fn lint(files: &[(String, String)], top: &str) -> Result<(), SimError> {
    verilator_version()?;
    let dir = std::env::temp_dir().join(format!(
        "hdlgen-lint-{top}-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| SimError::Build(format!("{}: {e}", dir.display())))?;
    for (n, t) in files {
        fs::write(dir.join(n), t).map_err(|e| SimError::Build(format!("{n}: {e}")))?;
    }
    let out = Command::new("verilator")
        .current_dir(&dir)
        .args(["--lint-only", "-Wall", "--top-module", top])
        .args(files.iter().map(|(n, _)| n))
        .output()
        .map_err(|e| SimError::MissingTool(format!("verilator: {e}")))?;
    let _ = fs::remove_dir_all(&dir);
    let text = String::from_utf8_lossy(&out.stderr).into_owned();
    if out.status.success() && !text.contains("%Warning") && !text.contains("%Error") {
        Ok(())
    } else {
        Err(SimError::Build(format!(
            "verilator --lint-only -Wall {top}:\n{text}"
        )))
    }
}
