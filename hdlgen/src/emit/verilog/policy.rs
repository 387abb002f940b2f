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
    /// Whether any access can be denied: the adapter's `ENFORCE`.
    pub(super) enforce: bool,
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
    let mut why = Vec::new();
    if policy.needs_privileged() {
        why.push(format!("~{prot}[0]"));
    }
    if policy.needs_secure() {
        why.push(format!("{prot}[1]"));
    }
    match why.len() {
        0 => None,
        1 => why.pop(),
        _ => Some(format!("({})", why.join(" | "))),
    }
}

/// Never denied: the expression of a side every master may use.
const NEVER: &str = "1'b0";

impl Gate {
    fn new(policy: Vec<String>, soc: &Soc, rd_deny: String, wr_deny: String) -> Self {
        Gate {
            policy,
            enforce: rd_deny != NEVER || wr_deny != NEVER,
            deny_err: match soc.denied {
                Denied::Error => 1,
                Denied::Zero => 0,
            },
            rd_deny,
            wr_deny,
        }
    }
}

/// Each window's policy and the SoC's answer to a denied access, in words,
/// for the comments of the RTL and the formal harnesses.
pub(crate) fn words(windows: &[&Window], soc: &Soc) -> Vec<String> {
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
                w.read.spelling(),
                w.write.spelling()
            )
        })
        .collect();
    lines.push(format!("denied: {answer}"));
    lines
}

/// The gate of a module holding the one window `w`.
pub(super) fn window_gate(soc: &Soc, w: &Window) -> Gate {
    let or_never = |e: Option<String>| e.unwrap_or_else(|| NEVER.into());
    Gate::new(
        words(&[w], soc),
        soc,
        or_never(refuses(w.read, "req_rprot")),
        or_never(refuses(w.write, "req_wprot")),
    )
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
            // Every tile index is a tile of this policy: no address to decode.
            if hits.len() == 1 << soc.tile_bits() {
                terms.push(refused);
            } else {
                terms.push(format!("(({}) & {refused})", hits.join(" | ")));
            }
        }
        if terms.is_empty() {
            NEVER.to_string()
        } else {
            terms.join(" | ")
        }
    };
    let windows: Vec<&Window> = soc.banks.iter().map(|b| &b.window).collect();
    Gate::new(
        words(&windows, soc),
        soc,
        side(&|w| w.read, "req_raddr", "req_rprot"),
        side(&|w| w.write, "req_waddr", "req_wprot"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn soc(extra: &str, access: &str) -> Soc {
        let text = format!(
            "[soc]\nname = \"s\"\n{extra}\n\
             [[tile]]\nname = \"c0\"\nkind = \"cpu\"\n\
             [[tile]]\nname = \"m0\"\nkind = \"mem\"\n\
             [[tile]]\nname = \"c1\"\nkind = \"cpu\"\n{access}"
        );
        crate::load_str("t.toml", &text).expect("valid")
    }

    #[test]
    fn the_default_policy_enforces_nothing() {
        let s = soc("", "");
        for g in [soc_gate(&s), window_gate(&s, &s.banks[0].window)] {
            assert!(!g.enforce);
            assert_eq!((g.rd_deny.as_str(), g.wr_deny.as_str()), (NEVER, NEVER));
        }
    }

    #[test]
    fn each_policy_refuses_by_its_protection_bits() {
        let s = soc(
            "read_access = \"privileged\"\nwrite_access = \"secure\"\ndenied = \"zero\"",
            "",
        );
        let g = window_gate(&s, &s.banks[0].window);
        assert!(g.enforce);
        assert_eq!(g.deny_err, 0);
        assert_eq!(g.rd_deny, "~req_rprot[0]");
        assert_eq!(g.wr_deny, "req_wprot[1]");
    }

    #[test]
    fn the_soc_wrapper_judges_each_tile_by_its_kind() {
        let s = soc(
            "",
            "[[access]]\nwindow = \"tile_cpu\"\nread = \"secure_privileged\"\n",
        );
        let g = soc_gate(&s);
        assert_eq!(
            g.rd_deny,
            "((req_raddr[8:7] == 2'd0 | req_raddr[8:7] == 2'd2) & (~req_rprot[0] | req_rprot[1]))"
        );
        assert_eq!(g.wr_deny, NEVER);
        assert_eq!(g.deny_err, 1);
    }
}
