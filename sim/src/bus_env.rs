//! What every test environment shares: blocking register accesses through
//! its bus master, which wait out a reset in progress (the master abandons
//! everything while reset is held).

use crate::lockstep::Mismatch;
use crate::master::{Done, Master, Op};

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

    /// Performs `op` and waits for it to complete.
    fn access(&mut self, op: Op) -> Result<Done, Mismatch> {
        while self.resetting() {
            self.cycle()?;
        }
        let before = self.completed().len();
        self.master().push(op);
        loop {
            self.cycle()?;
            if let Some(d) = self.completed()[before..].iter().find(|d| d.op == op) {
                return Ok(*d);
            }
        }
    }
}
