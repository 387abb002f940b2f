//! What the output tests share: a small description, scratch directories,
//! a directory's state, and running hdlgen with a chosen standard output.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A small SoC with a packer and an AutoCounter domain: cheap models.
pub const TINY: &str = r#"
[soc]
name = "tiny"
bus = "apb"

[catalog]
builtin = "none"
width = 8

[[catalog.monitor]]
name = "m0"
kinds = ["cpu"]

[[catalog.monitor]]
name = "m1"
kinds = ["cpu"]

[[tile]]
name = "cpu0"
kind = "cpu"

[packer]
stream_width = 160
pc_width = 32
cycles_width = 16
halted_width = 8
counters = 2
counter_width = 4
registers = 0
fifo_depth = 4
almost_full = 3
watchpoints = 1
rv32 = true

[autocounter]
fifo_depth = 4
read_rate = 0

[[autocounter.domain]]
name = "core"

[[autocounter.counter]]
label = "ev"
path = "t"
domain = "core"
"#;

/// A description without `[autocounter]`.
pub const NO_AC: &str = "[soc]\nname = \"plain\"\n\n[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n";

pub fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("outputs-{name}"));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

/// Every file under `dir` with its contents (symbolic links as their target).
pub fn state(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            let key = p.strip_prefix(dir).unwrap().display().to_string();
            let m = fs::symlink_metadata(&p).unwrap();
            if m.is_dir() {
                stack.push(p);
                out.insert(key + "/", Vec::new());
            } else if m.file_type().is_symlink() {
                out.insert(
                    key,
                    fs::read_link(&p)
                        .unwrap()
                        .display()
                        .to_string()
                        .into_bytes(),
                );
            } else if m.is_file() {
                out.insert(key, fs::read(&p).unwrap());
            } else {
                out.insert(key, b"(special)".to_vec());
            }
        }
    }
    out
}

/// Where a run's standard output goes.
pub enum Stdout {
    Captured,
    /// A pipe whose reader is gone before the command starts.
    Closed,
    /// `/dev/full`.
    Full,
}

/// Runs hdlgen in `dir` with `stdin` on its standard input.
pub fn run(dir: &Path, args: &[&str], stdin: Option<&[u8]>, stdout: Stdout) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_hdlgen"));
    c.args(args).current_dir(dir).stderr(Stdio::piped());
    c.stdin(match stdin {
        Some(bytes) => {
            let p = dir.join(".stdin");
            fs::write(&p, bytes).unwrap();
            Stdio::from(fs::File::open(&p).unwrap())
        }
        None => Stdio::null(),
    });
    match stdout {
        Stdout::Captured => c.stdout(Stdio::piped()),
        Stdout::Closed => {
            let (reader, writer) = std::io::pipe().unwrap();
            drop(reader);
            c.stdout(writer)
        }
        Stdout::Full => c.stdout(
            fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .unwrap(),
        ),
    };
    let o = c.output().unwrap();
    let _ = fs::remove_file(dir.join(".stdin"));
    o
}

/// A FIFO at `path` with a reader that collects what is written to it.
pub fn fifo_with_reader(path: &Path) -> std::thread::JoinHandle<Vec<u8>> {
    let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    let path = path.to_path_buf();
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        fs::File::open(path)
            .unwrap()
            .read_to_end(&mut bytes)
            .unwrap();
        bytes
    })
}

/// The bytes `reader` collected from the FIFO at `path`, once the command
/// has run. A reader the command never served is released by opening the
/// FIFO for writing and closing it; until the reader itself has opened the
/// FIFO (a loaded machine may not have run its thread yet) that open fails,
/// so it is tried again until the reader is done.
pub fn collect(path: &Path, reader: std::thread::JoinHandle<Vec<u8>>) -> Vec<u8> {
    while !reader.is_finished() {
        let _ = fs::OpenOptions::new()
            .write(true)
            .custom_flags_nonblock()
            .open(path);
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    reader.join().unwrap()
}

pub trait NonBlock {
    fn custom_flags_nonblock(&mut self) -> &mut Self;
}

impl NonBlock for fs::OpenOptions {
    fn custom_flags_nonblock(&mut self) -> &mut Self {
        use std::os::unix::fs::OpenOptionsExt;
        self.custom_flags(libc::O_NONBLOCK)
    }
}

/// Sets `width` bits at `offset` of a little-endian packet.
pub fn put(p: &mut [u8], offset: u32, width: u32, v: u64) {
    for b in 0..width {
        if v >> b & 1 == 1 {
            let i = (offset + b) as usize;
            p[i / 8] |= 1 << (i % 8);
        }
    }
}

/// A dump of `packets` packets of `TINY`'s layout, numbered from 0.
pub fn dump_of(packets: u64) -> Vec<u8> {
    let soc = hdlgen::load_str("tiny.toml", TINY).unwrap();
    let l = hdlgen::decode::layout(soc.packer.as_ref().unwrap());
    let mut dump = Vec::new();
    for seq in 0..packets {
        let mut p = vec![0u8; l.packet_bytes];
        put(&mut p, l.seq.offset, 32, seq);
        put(&mut p, l.pc.offset, 32, 0x8000_0000 + 4 * seq);
        put(&mut p, l.layout_id.offset, 16, l.id.into());
        dump.extend(p);
    }
    dump
}

/// A scratch directory holding `TINY` and a dump of 40 packets.
pub fn with_inputs(name: &str) -> PathBuf {
    let dir = scratch(name);
    fs::write(dir.join("tiny.toml"), TINY).unwrap();
    fs::write(dir.join("dump.bin"), dump_of(40)).unwrap();
    dir
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}
