//! The access policy's gate in front of a block: which requests the bus
//! adapter refuses, by the window a word address falls in and the
//! request's protection bits, and how it answers them.

use crate::cfg::{Denied, DesignCfg, WindowPolicy};

/// Which requests the adapter refuses.
#[derive(Debug, Clone)]
pub struct Gate {
    /// Each window's policy; with `shift`, by word address >> shift (a
    /// word past them is never refused), else the one window's.
    windows: Vec<WindowPolicy>,
    shift: Option<u32>,
    /// A refused access is answered with an error.
    pub(super) deny_err: bool,
    /// No window refuses anything: the common case costs no lookup.
    open: bool,
}

impl Default for Gate {
    fn default() -> Self {
        Self::window(WindowPolicy::default(), Denied::default())
    }
}

impl Gate {
    /// The gate of a block holding one window.
    pub fn window(policy: WindowPolicy, denied: Denied) -> Self {
        Self {
            windows: vec![policy],
            shift: None,
            deny_err: denied == Denied::Error,
            open: policy.is_open(),
        }
    }

    /// The gate of a stand-alone tile or the SoC wrapper: each tile's
    /// accesses are judged by its own window's policy.
    pub fn design(cfg: &DesignCfg) -> Self {
        let windows: Vec<WindowPolicy> = cfg.banks.iter().map(|b| b.policy).collect();
        Self {
            open: windows.iter().all(|w| w.is_open()),
            shift: Some(cfg.banks[0].word_bits),
            deny_err: cfg.denied == Denied::Error,
            windows,
        }
    }

    #[inline]
    fn policy(&self, word: u32) -> WindowPolicy {
        match self.shift {
            None => self.windows[0],
            Some(s) => self
                .windows
                .get(word.checked_shr(s).unwrap_or(0) as usize)
                .copied()
                .unwrap_or_default(),
        }
    }

    /// Whether a read of `word` with protection bits `prot` is refused.
    #[inline]
    pub fn refuses_read(&self, word: u32, prot: u32) -> bool {
        !self.open && !self.policy(word).read.allows(prot)
    }

    /// Whether a write of `word` with protection bits `prot` is refused.
    #[inline]
    pub fn refuses_write(&self, word: u32, prot: u32) -> bool {
        !self.open && !self.policy(word).write.allows(prot)
    }
}
