//! Build a Verilated model at test time, cache it, and load it as a shared object.
//!
//! The cache key hashes the RTL text, the port table, the backdoor list, the
//! trace flag, Verilator's flags and its version, the host and the C++
//! compiler, so any change rebuilds and nothing stale or foreign is ever
//! loaded. Builds happen in a private directory renamed into place, under a
//! per-entry file lock, so processes sharing one cache (parallel tests,
//! shards on one machine or on a cluster's shared file system) build each
//! model once and never load a partial one.
//!
//! Setting `HDLGEN_COVERAGE=DIR` builds every model with line and toggle
//! coverage (a separate cache entry) and makes each [`Dut`] write its counts to
//! `DIR/*.dat` when dropped; the sources go to `DIR/src/` for
//! `verilator_coverage --annotate` (see `scripts/coverage.sh`).

use std::ffi::{c_void, CString};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use crate::layout::{Layout, PortSpec};
use crate::SimError;

mod build;
mod cache;
mod coverage;
mod edge;
mod hier;
mod stale;

use build::build;
use cache::cache_key;
pub use cache::{model_key, toolchain};
pub use coverage::coverage_dir;
use coverage::coverage_setup;

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

type NewFn = unsafe extern "C" fn(u64) -> *mut c_void;
type FreeFn = unsafe extern "C" fn(*mut c_void);
type CycleFn = unsafe extern "C" fn(*mut c_void, *const u32, *mut u32);
type FastEdgeFn = unsafe extern "C" fn() -> i32;
type TraceFn = unsafe extern "C" fn(*mut c_void, *const std::os::raw::c_char) -> i32;
type PokeFn = unsafe extern "C" fn(*mut c_void, u32, *const u32);
type PeekFn = unsafe extern "C" fn(*mut c_void, u32, *mut u32);
type CovWriteFn = unsafe extern "C" fn(*mut c_void, *const std::os::raw::c_char) -> i32;

/// A loaded, running instance of a Verilated design.
pub struct Dut {
    inst: *mut c_void,
    free: FreeFn,
    cycle: CycleFn,
    cycle_plain: CycleFn,
    fast_edge: bool,
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

    /// As `cycle`, with Verilator's own `eval()` for the rising edge (the
    /// shim's edge skips the input region; this is what it is checked against).
    pub fn cycle_plain(&mut self, inputs: &[u32], outputs: &mut [u32]) {
        assert_eq!(inputs.len(), self.layout.in_words);
        assert_eq!(outputs.len(), self.layout.out_words);
        // SAFETY: as for `cycle`.
        unsafe { (self.cycle_plain)(self.inst, inputs.as_ptr(), outputs.as_mut_ptr()) }
    }

    /// Whether `cycle` clocks the rising edge without Verilator's input
    /// region (see `templates/sim/shim.cpp`), or through `eval()`.
    pub fn fast_edge(&self) -> bool {
        self.fast_edge
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

/// Default cache directory: `$HDLGEN_SIM_CACHE`, else a folder in the temp dir.
pub fn default_cache_dir() -> PathBuf {
    std::env::var_os("HDLGEN_SIM_CACHE")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join("hdlgen-sim-cache"))
}

/// Models this process built, and models it loaded (built or found).
static BUILT: AtomicUsize = AtomicUsize::new(0);
static LOADED: AtomicUsize = AtomicUsize::new(0);

/// How many models this process has built so far, and how many it has
/// loaded (those it built included; the rest it found in the cache).
pub fn models_built_and_loaded() -> (usize, usize) {
    (
        BUILT.load(Ordering::Relaxed),
        LOADED.load(Ordering::Relaxed),
    )
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
            // Nobody else can be building this entry now: any build
            // directory of it belongs to a build that died.
            stale::sweep(cache, &key);
            build(spec, cache, &stale::build_dir(cache, &key), &dir)?;
            BUILT.fetch_add(1, Ordering::Relaxed);
        }
        drop(lock);
    }
    let coverage = match coverage_dir() {
        Some(d) => Some(coverage_setup(spec, d)?),
        None => None,
    };
    let mut dut = open(spec, &so, seed)?;
    LOADED.fetch_add(1, Ordering::Relaxed);
    if let Some(path) = coverage {
        // SAFETY: coverage builds' shims define hd_coverage_write with this signature.
        let write = *unsafe { dut._lib.get::<CovWriteFn>(b"hd_coverage_write") }
            .map_err(|e| SimError::Build(format!("{}: {e}", so.display())))?;
        dut.coverage = Some((write, path));
    }
    Ok(dut)
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
    let cycle_plain: CycleFn = sym!(b"hd_cycle_plain", CycleFn);
    let fast_edge: FastEdgeFn = sym!(b"hd_fast_edge", FastEdgeFn);
    let trace: TraceFn = sym!(b"hd_trace_open", TraceFn);
    let poke: PokeFn = sym!(b"hd_poke", PokeFn);
    let peek: PeekFn = sym!(b"hd_peek", PeekFn);
    let inst = {
        // Verilator 5.006 reseeds a thread's random stream whenever any
        // context in the process is given a seed: one instance started in
        // another thread while this one draws its initial state would
        // restart the draws part-way, and the same seed would start a
        // different state. Instances therefore start one at a time.
        static STARTING: Mutex<()> = Mutex::new(());
        let _one_at_a_time = STARTING.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: hd_new allocates a fresh instance owned by the returned Dut.
        unsafe { new(seed) }
    };
    Ok(Dut {
        inst,
        free,
        cycle,
        cycle_plain,
        // SAFETY: a constant function of the shim.
        fast_edge: unsafe { fast_edge() } == 1,
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
