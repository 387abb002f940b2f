//! What every test environment shares: blocking register accesses through
//! its bus master, which wait out a reset in progress (the master abandons
//! everything while reset is held); random traffic over a window, and the
//! access policy's verdict on what completed.

use crate::cfg::{Denied, WindowPolicy, PROT_TRUSTED};
use crate::lockstep::Mismatch;
use crate::master::{Done, Master, Op, Prot};
use crate::rng::Rng;

/// An environment that clocks a design and drives its register bus.
pub trait BusDriven {
    /// One clock cycle.
    fn cycle(&mut self) -> Result<(), Mismatch>;
    /// Whether reset is still being held.
    fn resetting(&self) -> bool;
    /// The bus master.
    fn master(&mut self) -> &mut Master;
    /// Operations completed so far, oldest first.
    fn completed(&self) -> &[Done];

    /// Runs `n` cycles.
    fn run(&mut self, n: u64) -> Result<(), Mismatch> {
        (0..n).try_for_each(|_| self.cycle())
    }

    /// Performs `op` as the harness's own software does, privileged and
    /// secure (every access policy lets it through), and waits for it to
    /// complete.
    fn access(&mut self, op: Op) -> Result<Done, Mismatch> {
        self.access_as(op, PROT_TRUSTED)
    }

    /// Performs `op` carrying protection bits `prot` and waits for it to
    /// complete.
    fn access_as(&mut self, op: Op, prot: u32) -> Result<Done, Mismatch> {
        while self.resetting() {
            self.cycle()?;
        }
        let before = self.completed().len();
        self.master().push_as(op, prot);
        loop {
            self.cycle()?;
            if let Some(d) = self.completed()[before..].iter().find(|d| d.op == op) {
                return Ok(*d);
            }
        }
    }
}

/// Whether completed access `d` of a window with `policy` was denied, and
/// if so whether it got the answer `denied` prescribes (an error or OKAY,
/// read data 0): (denied, misanswered).
pub fn verdict(d: &Done, policy: WindowPolicy, denied: Denied) -> (bool, bool) {
    let (side, data) = match d.op {
        Op::Read { .. } => (policy.read, d.data),
        Op::Write { .. } => (policy.write, 0),
    };
    let refused = !side.allows(d.prot);
    let answer_ok = d.err == (denied == Denied::Error) && data == 0;
    (refused, refused && !answer_ok)
}

/// Accesses random window traffic completed, and the access policy's
/// verdicts on them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WindowStats {
    /// Cycles simulated.
    pub cycles: u64,
    /// Reads completed.
    pub reads: u64,
    /// Writes completed.
    pub writes: u64,
    /// Reads the policy denied (counted in `reads` too).
    pub denied_reads: u64,
    /// Writes the policy denied (counted in `writes` too).
    pub denied_writes: u64,
    /// Denied accesses answered otherwise than the design's `denied` says.
    pub misanswered: u64,
}

impl WindowStats {
    /// Counts completed access `d` (see [`verdict`]).
    pub fn add(&mut self, d: &Done, policy: WindowPolicy, denied: Denied) {
        let (refused, wrong) = verdict(d, policy, denied);
        let write = matches!(d.op, Op::Write { .. });
        self.reads += u64::from(!write);
        self.writes += u64::from(write);
        self.denied_reads += u64::from(refused && !write);
        self.denied_writes += u64::from(refused && write);
        self.misanswered += u64::from(wrong);
    }
}

/// Runs `cycles` cycles of random reads and writes (random data, strobes
/// and protection bits) of the word addresses `words` on `env`'s bus, then
/// lets the last complete; counts what `policy` denied. Its own `rng`
/// draws the operations.
pub fn run_window_traffic(
    env: &mut impl BusDriven,
    words: &[u32],
    (policy, denied): (WindowPolicy, Denied),
    cycles: u64,
    rng: &mut Rng,
) -> Result<WindowStats, Mismatch> {
    let first = env.completed().len();
    let mut stats = WindowStats::default();
    let prot = std::mem::replace(&mut env.master().prot, Prot::Random);
    while stats.cycles < cycles || env.master().busy() > 0 {
        if stats.cycles < cycles && rng.chance(1, 2) && env.master().busy() < 3 {
            let addr = words[rng.below(words.len() as u64) as usize] << 2;
            let op = if rng.chance(1, 2) {
                Op::Read { addr }
            } else {
                let strb = if rng.chance(4, 5) {
                    0xF
                } else {
                    rng.below(16) as u32
                };
                Op::Write {
                    addr,
                    data: rng.next_u64() as u32,
                    strb,
                }
            };
            env.master().push(op);
        }
        env.cycle()?;
        stats.cycles += 1;
    }
    env.master().prot = prot;
    for d in &env.completed()[first..] {
        stats.add(d, policy, denied);
    }
    Ok(stats)
}
