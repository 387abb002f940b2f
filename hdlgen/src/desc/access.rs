//! Who may read and write the monitor windows: `[soc]`'s policy and the
//! `[[access]]` overrides per window type, as written.

use std::ops::Range;

use super::Sp;

/// Which bus masters an access policy lets through, by the bus's protection
/// bits (APB `PPROT`, AXI `AxPROT`: bit 0 privileged, bit 1 non-secure).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum AccessPolicy {
    /// Every master (the protection bits are ignored).
    #[default]
    Any,
    /// Privileged accesses only.
    Privileged,
    /// Secure accesses only.
    Secure,
    /// Accesses that are both secure and privileged.
    SecurePrivileged,
}

/// How a denied access is answered; either way it changes nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Denied {
    /// PSLVERR / SLVERR, read data 0.
    Error,
    /// OKAY: reads return 0, writes are ignored.
    Zero,
}

/// The spellings of [`AccessPolicy`] in a description; the first is the default.
pub const POLICY_CHOICES: [(&str, AccessPolicy); 4] = [
    ("any", AccessPolicy::Any),
    ("privileged", AccessPolicy::Privileged),
    ("secure", AccessPolicy::Secure),
    ("secure_privileged", AccessPolicy::SecurePrivileged),
];

/// The spellings of [`Denied`] in a description; the first is the default.
pub const DENIED_CHOICES: [(&str, Denied); 2] = [("error", Denied::Error), ("zero", Denied::Zero)];

impl AccessPolicy {
    /// The policy as a description spells it (`secure_privileged`).
    pub fn spelling(self) -> &'static str {
        POLICY_CHOICES
            .iter()
            .find(|(_, p)| *p == self)
            .map_or("any", |(s, _)| s)
    }

    /// Whether only privileged masters (protection bit 0 set) pass.
    pub fn needs_privileged(self) -> bool {
        matches!(
            self,
            AccessPolicy::Privileged | AccessPolicy::SecurePrivileged
        )
    }

    /// Whether only secure masters (protection bit 1 clear) pass.
    pub fn needs_secure(self) -> bool {
        matches!(self, AccessPolicy::Secure | AccessPolicy::SecurePrivileged)
    }
}

impl Denied {
    /// The answer as a description spells it (`zero`).
    pub fn spelling(self) -> &'static str {
        DENIED_CHOICES
            .iter()
            .find(|(_, d)| *d == self)
            .map_or("error", |(s, _)| s)
    }
}

/// `[[access]]`: one window type's own policy.
#[derive(Debug, Clone)]
pub struct AccessDesc {
    /// The window type: `tile_<kind>`, `packer` or `autocounter_<domain>`.
    pub window: Sp<String>,
    /// Read policy, if it differs from `[soc] read_access`.
    pub read: Option<Sp<AccessPolicy>>,
    /// Write policy, if it differs from `[soc] write_access`.
    pub write: Option<Sp<AccessPolicy>>,
    /// Span of the whole entry.
    pub span: Range<usize>,
}
