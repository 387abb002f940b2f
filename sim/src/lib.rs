//! hdlgen-sim: runs generated RTL under Verilator in lockstep with golden models.
//!
//! * [`verilator`] builds a design at test time into a cached shared object;
//! * [`models`] are the golden models, written from the specification;
//! * [`lockstep`] compares every output every cycle;
//! * [`master`] and [`env`] drive the bus by the protocol's rules;
//! * [`traffic`] is the seeded random stimulus, [`randdesc`] random descriptions;
//! * [`yosys`] checks that generated RTL elaborates without latches.

pub mod ac_env;
pub mod bus_env;
pub mod cfg;
pub mod env;
pub mod layout;
pub mod lockstep;
pub mod master;
pub mod models;
pub mod packer_env;
pub mod randdesc;
pub mod refsoc;
pub mod rng;
pub mod traffic;
pub mod verilator;
pub mod yosys;

/// Why a simulation could not run (a mismatch is reported as [`lockstep::Mismatch`]).
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    /// A tool the simulation needs is missing.
    #[error("{0}")]
    MissingTool(String),
    /// Verilating, compiling or loading failed.
    #[error("simulation build failed: {0}")]
    Build(String),
    /// RTL and golden model disagree.
    #[error("{0}")]
    Mismatch(#[from] lockstep::Mismatch),
    /// RTL and golden model agree, but together they break a promise of the
    /// design (e.g. a packet lost with halting on).
    #[error("simulation failed: {0}")]
    Failed(String),
}
