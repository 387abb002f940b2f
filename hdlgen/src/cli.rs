//! What the binary's verbs do, with exit codes: 0 ok, 1 failure, 2 bad description.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::{emit, load, output, LoadError, Soc};

const EXIT_FAILURE: u8 = 1;
const EXIT_DESCRIPTION: u8 = 2;

fn load_or_report(path: &Path) -> Result<Soc, ExitCode> {
    load(path).map_err(|e| {
        eprintln!("{e}");
        match e {
            LoadError::Io { .. } => ExitCode::from(EXIT_FAILURE),
            LoadError::Unusable { .. } => ExitCode::from(EXIT_DESCRIPTION),
            LoadError::Description(d) => {
                eprintln!(
                    "hdlgen: {} error(s) in {}; nothing was written",
                    d.0.len(),
                    path.display()
                );
                ExitCode::from(EXIT_DESCRIPTION)
            }
        }
    })
}

/// `hdlgen --soc FILE [--out DIR]`.
pub fn generate(path: &Path, out: Option<&Path>) -> ExitCode {
    let soc = match load_or_report(path) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let dir = out.map_or_else(
        || PathBuf::from("rtl-out").join(&soc.name),
        Path::to_path_buf,
    );
    let files = emit::generate(&soc);
    match output::write_tree(&dir, &files, Some(path)) {
        Ok(()) => {
            println!(
                "hdlgen: wrote {} files for {} ({} tiles) to {}",
                files.len(),
                soc.name,
                soc.tiles.len(),
                dir.display()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("hdlgen: {e}; nothing was written");
            ExitCode::from(EXIT_FAILURE)
        }
    }
}

/// `hdlgen sim --soc FILE`.
pub fn sim(
    path: &Path,
    cycles: u64,
    seed: u64,
    vcd: Option<&Path>,
    csv: Option<&Path>,
    rtl: Option<&Path>,
) -> ExitCode {
    let soc = match load_or_report(path) {
        Ok(s) => s,
        Err(code) => return code,
    };
    match crate::simcfg::run_all(&soc, cycles, seed, vcd, csv, rtl) {
        Ok(report) => {
            print!("{report}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(EXIT_FAILURE)
        }
    }
}

/// `hdlgen decode --soc FILE --input DUMP [--output CSV]`.
pub fn decode(path: &Path, input: &Path, output: Option<&Path>) -> ExitCode {
    let soc = match load_or_report(path) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let Some(packer) = soc.packer.as_ref() else {
        eprintln!(
            "hdlgen: {} has no [packer] section, so there is no packet layout to decode with",
            path.display()
        );
        return ExitCode::from(EXIT_DESCRIPTION);
    };
    let file = match std::fs::File::open(input) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("hdlgen: {}: cannot read: {e}", input.display());
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    // A CSV file appears only whole: it is written aside and renamed. A
    // device or a pipe (`/dev/null`, a FIFO) is written in place: renaming
    // over it would replace it.
    let special = output.is_some_and(|o| std::fs::metadata(o).is_ok_and(|m| !m.is_file()));
    let result = match output {
        Some(o) if special => match std::fs::OpenOptions::new().write(true).open(o) {
            Ok(f) => crate::decode::stream_csv(packer, file, std::io::BufWriter::new(f)),
            Err(e) => Err(crate::decode::StreamError::Io(e)),
        },
        Some(o) => {
            let tmp = o.with_file_name(format!(
                ".{}.hdlgen-tmp-{}",
                o.file_name()
                    .map_or_else(|| "csv".into(), |n| n.to_string_lossy()),
                std::process::id()
            ));
            let r = std::fs::File::create(&tmp)
                .map_err(crate::decode::StreamError::Io)
                .and_then(|f| crate::decode::stream_csv(packer, file, std::io::BufWriter::new(f)))
                .and_then(|s| {
                    std::fs::rename(&tmp, o)
                        .map(|()| s)
                        .map_err(crate::decode::StreamError::Io)
                });
            if r.is_err() {
                let _ = std::fs::remove_file(&tmp);
            }
            r
        }
        None => {
            let stdout = std::io::stdout();
            crate::decode::stream_csv(packer, file, std::io::BufWriter::new(stdout.lock()))
        }
    };
    let summary = match result {
        Ok(s) => s,
        Err(e) => {
            eprintln!("hdlgen: {}: {e}", input.display());
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    let stats = summary.stats;
    eprintln!(
        "hdlgen: {} packets decoded; {} sequence gaps, {} packets lost",
        stats.packets, stats.gaps, stats.lost
    );
    for (packet, expected, found) in &summary.gaps {
        eprintln!("  gap before packet {packet}: sequence number {found}, expected {expected}");
    }
    if summary.gaps.len() < stats.gaps as usize {
        eprintln!("  ({} more gaps)", stats.gaps as usize - summary.gaps.len());
    }
    ExitCode::SUCCESS
}
