//! What a side measures: CPU time of this thread and of finished child
//! processes, and the words that go between the processes.

use std::path::Path;
use std::time::{Duration, Instant};

fn rusage(who: i32) -> Duration {
    // SAFETY: getrusage fills the struct it is given.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(who, &mut u) };
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    tv(u.ru_utime) + tv(u.ru_stime)
}

/// CPU time of this thread.
pub fn cpu() -> Duration {
    rusage(libc::RUSAGE_THREAD)
}

/// CPU time of every finished child process (compilers).
fn children() -> Duration {
    rusage(libc::RUSAGE_CHILDREN)
}

/// Wall-clock and CPU time of one step.
pub struct Timed {
    /// Wall-clock time.
    pub wall: Duration,
    /// CPU time, children included.
    pub cpu: Duration,
}

/// Times `f`.
pub fn timed(f: impl FnOnce()) -> Timed {
    let (w, c, k) = (Instant::now(), cpu(), children());
    f();
    Timed {
        wall: w.elapsed(),
        cpu: (cpu() - c) + (children() - k),
    }
}

/// What one side measured, as the child process reports it on stdout.
pub struct Side {
    /// Model build with an empty cache.
    pub cold: Timed,
    /// Model load with a warm cache.
    pub warm: Timed,
    /// CPU time of the replay.
    pub run: Duration,
    /// Cycles replayed.
    pub cycles: usize,
}

/// Writes words to `path`, little-endian.
pub fn write_words(path: &Path, w: &[u32]) {
    let bytes: Vec<u8> = w.iter().flat_map(|x| x.to_le_bytes()).collect();
    std::fs::write(path, bytes).unwrap();
}

/// Reads the words of `path`.
pub fn read_words(path: &Path) -> Vec<u32> {
    std::fs::read(path)
        .unwrap()
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

impl Side {
    /// The line a side's process prints for the parent.
    pub fn print(&self) {
        println!(
            "{} {} {} {} {} {}",
            self.cold.cpu.as_nanos(),
            self.cold.wall.as_nanos(),
            self.warm.cpu.as_nanos(),
            self.warm.wall.as_nanos(),
            self.run.as_nanos(),
            self.cycles
        );
    }

    /// Runs side `name` in a process of its own (this program, `me`) over
    /// the inputs in `scratch`, and reads what it printed.
    pub fn spawn(me: &Path, name: &str, scratch: &Path) -> Side {
        let o = std::process::Command::new(me)
            .args([name, scratch.to_str().unwrap()])
            .stderr(std::process::Stdio::inherit())
            .output()
            .expect("runs");
        assert!(o.status.success(), "side {name} failed");
        let text = String::from_utf8_lossy(&o.stdout);
        let v: Vec<u64> = text
            .lines()
            .last()
            .unwrap()
            .split_whitespace()
            .map(|x| x.parse().unwrap())
            .collect();
        let d = Duration::from_nanos;
        Side {
            cold: Timed {
                cpu: d(v[0]),
                wall: d(v[1]),
            },
            warm: Timed {
                cpu: d(v[2]),
                wall: d(v[3]),
            },
            run: d(v[4]),
            cycles: v[5] as usize,
        }
    }
}
