//! Every output option of `esp_demo-stat` through every hostile
//! destination: what each must end with, and the table of what it did.

use std::path::Path;

use super::hostile_run::run_hostile;

/// One hostile destination for an output option.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Hostile {
    SameAsMem,
    SameAsSets,
    SameAsOtherOutput,
    Dash,
    Directory,
    MissingDirectory,
    UnderProcFile,
    UnderProcDir,
    DevFull,
    FifoWithReader,
    ClosedStdout,
    FileSizeLimit,
}

/// What a run must end with: exit status, whether the command ran, and a
/// word the first line of standard error must hold (`None`: no message).
pub struct Expect {
    pub code: i32,
    pub ran: bool,
    pub message: Option<&'static str>,
}

impl Hostile {
    pub const ALL: [Hostile; 12] = [
        Hostile::SameAsMem,
        Hostile::SameAsSets,
        Hostile::SameAsOtherOutput,
        Hostile::Dash,
        Hostile::Directory,
        Hostile::MissingDirectory,
        Hostile::UnderProcFile,
        Hostile::UnderProcDir,
        Hostile::DevFull,
        Hostile::FifoWithReader,
        Hostile::ClosedStdout,
        Hostile::FileSizeLimit,
    ];

    /// The path given to the option, and a label for the table.
    pub fn path(self, d: &Path) -> (String, &'static str) {
        let at = |name: &str| d.join(name).display().to_string();
        match self {
            Hostile::SameAsMem => (at("window.bin"), "the `--mem` input"),
            Hostile::SameAsSets => (at("sets.txt"), "the `--sets` input"),
            Hostile::SameAsOtherOutput => (at("shared.out"), "another output's (new) file"),
            Hostile::Dash => ("-".into(), "`-`"),
            Hostile::ClosedStdout => ("-".into(), "`-`, standard output a closed pipe"),
            Hostile::Directory => (at("sub"), "a directory"),
            Hostile::MissingDirectory => (at("missing/out"), "in a missing directory"),
            Hostile::UnderProcFile => ("/proc/version/x".into(), "`/proc/version/x`"),
            Hostile::UnderProcDir => ("/proc/hdlgen-stat-x".into(), "`/proc/hdlgen-stat-x`"),
            Hostile::DevFull => ("/dev/full".into(), "`/dev/full`"),
            Hostile::FifoWithReader => (at("fifo"), "a FIFO with a reader"),
            Hostile::FileSizeLimit => (
                at("old.out"),
                "an existing file, write fails (RLIMIT_FSIZE)",
            ),
        }
    }

    pub fn expect(self) -> Expect {
        let refused = |message| Expect {
            code: 125,
            ran: false,
            message: Some(message),
        };
        match self {
            Hostile::SameAsMem => refused("--mem"),
            Hostile::SameAsSets => refused("--sets"),
            Hostile::SameAsOtherOutput => refused("shared.out"),
            Hostile::Directory => refused("is a directory"),
            Hostile::MissingDirectory => refused("does not exist"),
            Hostile::UnderProcFile => refused("/proc/version/x"),
            Hostile::UnderProcDir => refused("/proc/hdlgen-stat-x"),
            Hostile::Dash | Hostile::FifoWithReader => Expect {
                code: 3,
                ran: true,
                message: None,
            },
            Hostile::ClosedStdout => Expect {
                code: 141,
                ran: true,
                message: None,
            },
            Hostile::DevFull => Expect {
                code: 125,
                ran: true,
                message: Some("/dev/full"),
            },
            Hostile::FileSizeLimit => Expect {
                code: 125,
                ran: true,
                message: Some("old.out"),
            },
        }
    }
}

/// Every output option through every hostile destination: refused before
/// the command runs (status 125, a message naming the path and why),
/// written in place (`-`, devices, FIFOs), or failing at the end with 125
/// and a message; never a partial or temporary file, never a lost report.
#[test]
fn hostile_output_paths() {
    let mut table = String::from("| command | option | path | exit status | first line of the message |\n|---|---|---|---|---|\n");
    let mut failures = Vec::new();
    for option in ["-o", "--csv", "--svg"] {
        for hostile in Hostile::ALL {
            let (o, first, broken) = run_hostile(option, hostile);
            let label = hostile.path(Path::new("DIR")).1;
            let shown = first.replace(env!("CARGO_TARGET_TMPDIR"), "TMP");
            table += &format!(
                "| esp_demo-stat | `{option}` | {label} | {} | {shown} |\n",
                o.status.code().map_or("signal".into(), |c| c.to_string())
            );
            failures.extend(broken.into_iter().map(|b| format!("{option} {label}: {b}")));
        }
    }
    eprintln!("{table}");
    assert!(failures.is_empty(), "{table}\n{}", failures.join("\n"));
}
