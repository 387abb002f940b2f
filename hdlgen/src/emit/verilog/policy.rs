//! The access policy's gate in front of every bus slave: which requests the
//! bus adapter must refuse, as Verilog expressions of the request's address
//! and protection bits (APB `PPROT`, AXI `AxPROT`: bit 0 privileged, bit 1
//! non-secure). The adapter answers a refused request itself, so nothing
//! behind it moves.

use crate::model::window::Window;
use crate::model::{AccessPolicy, Denied, Soc};

/// What `_bus.v` needs to gate one module's requests.
pub(super) struct Gate {
    /// The policy in words, a line each, for the comment above the gate.
    pub(super) policy: Vec<String>,
    /// The adapter's `DENY_ERR`: 1 for a bus error, 0 for read-as-zero.
    pub(super) deny_err: u8,
    /// When a read request is denied.
    pub(super) rd_deny: String,
    /// When a write request is denied.
    pub(super) wr_deny: String,
}

/// When `policy` refuses an access with protection bits `prot`; `None` when
/// it lets every master through.
fn refuses(policy: AccessPolicy, prot: &str) -> Option<String> {
    match policy {
        AccessPolicy::Any => None,
        AccessPolicy::Privileged => Some(format!("~{prot}[0]")),
        AccessPolicy::Secure => Some(format!("{prot}[1]")),
        AccessPolicy::SecurePrivileged => Some(format!("(~{prot}[0] | {prot}[1])")),
    }
}

/// The policy's name as a description spells it.
fn spelling(policy: AccessPolicy) -> &'static str {
    crate::desc::POLICY_CHOICES
        .iter()
        .find(|(_, p)| *p == policy)
        .map_or("any", |(s, _)| s)
}

fn deny_err(soc: &Soc) -> u8 {
    match soc.denied {
        Denied::Error => 1,
        Denied::Zero => 0,
    }
}

/// Each window's policy and the SoC's answer to a denied access, in words.
fn words(windows: &[&Window], soc: &Soc) -> Vec<String> {
    let answer = match soc.denied {
        Denied::Error => "a bus error",
        Denied::Zero => "read-as-zero, write-ignored",
    };
    let mut lines: Vec<String> = windows
        .iter()
        .map(|w| {
            let named = if windows.len() > 1 {
                format!("{}: ", w.name)
            } else {
                String::new()
            };
            format!(
                "{named}reads {}, writes {}",
                spelling(w.read),
                spelling(w.write)
            )
        })
        .collect();
    lines.push(format!("denied: {answer}"));
    lines
}

/// The gate of a module holding the one window `w`.
pub(super) fn window_gate(soc: &Soc, w: &Window) -> Gate {
    let or_never = |e: Option<String>| e.unwrap_or_else(|| "1'b0".into());
    Gate {
        policy: words(&[w], soc),
        deny_err: deny_err(soc),
        rd_deny: or_never(refuses(w.read, "req_rprot")),
        wr_deny: or_never(refuses(w.write, "req_wprot")),
    }
}

/// The gate of the SoC wrapper: each tile's request is judged by its own
/// bank window's policy; an unmapped word is left to the unmapped answer.
pub(super) fn soc_gate(soc: &Soc) -> Gate {
    let tile_field =
        |addr: &str| format!("{addr}[{}:{}]", soc.soc_addr_bits() - 3, soc.map.word_bits);
    let side = |policy_of: &dyn Fn(&Window) -> AccessPolicy, addr: &str, prot: &str| {
        let mut terms = Vec::new();
        let mut seen = Vec::new();
        for t in &soc.tiles {
            let policy = policy_of(&soc.banks[t.bank].window);
            if seen.contains(&policy) {
                continue;
            }
            seen.push(policy);
            let Some(refused) = refuses(policy, prot) else {
                continue;
            };
            let hits: Vec<String> = soc
                .tiles
                .iter()
                .filter(|u| policy_of(&soc.banks[u.bank].window) == policy)
                .map(|u| format!("{} == {}'d{}", tile_field(addr), soc.tile_bits(), u.index))
                .collect();
            terms.push(format!("(({}) & {refused})", hits.join(" | ")));
        }
        if terms.is_empty() {
            "1'b0".to_string()
        } else {
            terms.join(" | ")
        }
    };
    let windows: Vec<&Window> = soc.banks.iter().map(|b| &b.window).collect();
    Gate {
        policy: words(&windows, soc),
        deny_err: deny_err(soc),
        rd_deny: side(&|w| w.read, "req_raddr", "req_rprot"),
        wr_deny: side(&|w| w.write, "req_waddr", "req_wprot"),
    }
}
