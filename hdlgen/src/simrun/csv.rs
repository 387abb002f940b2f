//! `hdlgen sim --csv DIR`: the AutoCounter domains' samples as CSV files.

use std::fmt::Write as _;
use std::path::Path;

use hdlgen_sim::verilator::DutSpec;
use hdlgen_sim::SimError;

use super::ItemError;
use crate::model::Soc;
use crate::simcfg::{autocounter_bench, autocounter_csv};

/// Swaps a bench's Verilog for the files of `hdlgen sim --rtl DIR`.
pub(super) type UseRtl<'a> = &'a dyn Fn(&mut DutSpec) -> Result<(), SimError>;

/// `hdlgen sim --csv DIR`: one steady run of every AutoCounter domain on a
/// shared base-clock timeline, sampled every read_rate base cycles from
/// reset as FireSim's driver does (1000 when the description's read_rate is
/// 0: the modules are then built with that reset value, unless `--rtl` gives
/// them, which get it written at run time), one CSV file per domain.
#[allow(clippy::too_many_arguments)]
pub(super) fn write_csvs(
    soc: &Soc,
    ac: &crate::model::autocounter::AutoCounter,
    cycles: u64,
    seed: u64,
    dir: &Path,
    cache: &Path,
    given_rtl: Option<UseRtl<'_>>,
    report: &mut String,
) -> Result<u64, ItemError> {
    let rate = ac.host_read_rate();
    let mut sampling = soc.clone();
    if let Some(a) = sampling.autocounter.as_mut() {
        a.set_read_rate(rate);
    }
    let mut envs = Vec::new();
    for d in 0..ac.domains.len() {
        let mut bench = autocounter_bench(&sampling, d);
        if let Some(use_given) = given_rtl {
            use_given(&mut bench.spec)?;
            // That RTL resets read_rate to the description's value.
            bench.cfg.read_rate = ac.read_rate();
        }
        envs.push(bench.env(cache, seed)?);
    }
    let runs = hdlgen_sim::ac_env::run_steady_together(&mut envs, cycles, rate)?;
    let mut total = 0;
    for (d, (dom, run)) in ac.domains.iter().zip(&runs).enumerate() {
        total += run.cycles;
        let [file, dropped] = csv_files(dir, dom.index);
        write_file(&file, autocounter_csv(soc, d, &run.samples).as_bytes())?;
        // Version-1 readers see only the CSV; drops go beside it.
        let _ = std::fs::remove_file(&dropped);
        if run.overruns > 0 {
            let note = format!("samples dropped (FIFO full): {}\n", run.overruns);
            write_file(&dropped, note.as_bytes())?;
        }
        let _ = writeln!(
            report,
            "{:<24} wrote {} ({} samples every {rate} base cycles)",
            "",
            file.display(),
            run.samples.len()
        );
    }
    Ok(total)
}

/// The files `--csv DIR` writes for AutoCounter domain `index`: its CSV and
/// the note of samples dropped.
pub fn csv_files(dir: &Path, index: u32) -> [std::path::PathBuf; 2] {
    ["csv", "dropped"].map(|ext| dir.join(format!("AUTOCOUNTERFILE{index}.{ext}")))
}

/// Writes one output file whole, through the checks every output gets.
fn write_file(path: &Path, text: &[u8]) -> Result<(), ItemError> {
    let named = crate::output::Named {
        option: "--csv",
        path,
    };
    crate::output::plan(&[], &[named])
        .and_then(|dests| crate::output::write_whole(&dests[0], text))
        .map_err(ItemError::Output)
}
