//! The access-policy harness of a bus slave: two instances of the block, one
//! seeing every transfer and one only the allowed ones, whose outputs must
//! agree, with each denied transfer answered as the description says.
//!
//! The harness restates the policy from the description rather than reusing
//! the RTL's gate, so a gate that decides differently fails the proof.

use askama::Template;

use super::Artifact;
use crate::desc::{AccessPolicy, Denied};
use crate::emit::verilog::bus;
use crate::model::ports::{self, Dir, Port};
use crate::model::window::Window;
use crate::model::Soc;

/// A window's policy as the harnesses state it (`templates/formal/_deny.sv`).
pub(super) struct Deny {
    /// The policy in words, a line each.
    pub(super) words: Vec<String>,
    /// When a read with protection `c_prot` is denied.
    pub(super) rd: String,
    /// When a write with protection `c_prot` is denied.
    pub(super) wr: String,
}

fn refused(policy: AccessPolicy) -> &'static str {
    match policy {
        AccessPolicy::Any => "1'b0",
        AccessPolicy::Privileged => "~c_prot[0]",
        AccessPolicy::Secure => "c_prot[1]",
        AccessPolicy::SecurePrivileged => "(~c_prot[0] | c_prot[1])",
    }
}

impl Deny {
    pub(super) fn of(soc: &Soc, w: &Window) -> Deny {
        Deny {
            words: crate::emit::verilog::policy_words(&[w], soc),
            rd: refused(w.read).into(),
            wr: refused(w.write).into(),
        }
    }
}

#[derive(Template)]
#[template(path = "formal/policy.sv", escape = "none")]
struct PolicyTpl<'a> {
    header: &'a str,
    module: String,
    dut: &'a str,
    bus_name: &'static str,
    apb: bool,
    rst_port: &'static str,
    rst_active_low: bool,
    wb: u32,
    aw: u32,
    deny: Deny,
    deny_err: u8,
    /// The bus inputs that start a transfer, which `b` sees low in a
    /// denied one's cycles.
    gated: &'static str,
    gates: &'static [&'static str],
    inputs: Vec<(String, u32)>,
    outputs: Vec<(String, u32)>,
    bus_outputs: Vec<(String, u32)>,
    a_ports: Vec<(String, String)>,
    b_ports: Vec<(String, String)>,
}

/// The policy harness of `dut`, whose ports are `ports` and whose window
/// is `w` (`aw` byte-address bits); `None` when the policy denies nothing.
pub(super) fn harness(
    soc: &Soc,
    dut: &str,
    ports: &[Port],
    w: &Window,
    header: &str,
) -> Option<Artifact> {
    if w.read == AccessPolicy::Any && w.write == AccessPolicy::Any {
        return None;
    }
    let aw = w.word_bits + 2;
    let iface = bus::interface(soc.bus);
    let bus: Vec<String> = ports::bus_ports(soc.bus, aw)
        .into_iter()
        .map(|p| p.name)
        .collect();
    let gates: &'static [&'static str] = if iface.is_apb() {
        &["psel", "penable"]
    } else {
        &["awvalid", "wvalid", "arvalid"]
    };
    let rst = ports::reset_port(soc);
    let own = |p: &&Port| p.name != "clk" && p.name != rst && !bus.contains(&p.name);
    let of = |dir: Dir, own_only: bool| -> Vec<(String, u32)> {
        ports
            .iter()
            .filter(|p| p.dir == dir && own(p) == own_only)
            .filter(|p| p.name != "clk" && p.name != rst)
            .map(|p| (p.name.clone(), p.width))
            .collect()
    };
    let wire = |side: &str, p: &Port| -> String {
        match (p.dir, bus.contains(&p.name)) {
            (Dir::In, true) if side == "b" && gates.contains(&p.name.as_str()) => {
                format!("b_{}", p.name)
            }
            (Dir::Out, true) if side == "b" => format!("b_{}", p.name),
            (Dir::Out, false) => format!("{side}_{}", p.name),
            _ => p.name.clone(),
        }
    };
    let module = format!("{dut}_policy_formal");
    let text = PolicyTpl {
        header,
        module: module.clone(),
        dut,
        bus_name: iface.protocol(),
        apb: iface.is_apb(),
        rst_port: rst,
        rst_active_low: soc.reset.active_low,
        wb: w.word_bits,
        aw,
        deny: Deny::of(soc, w),
        deny_err: u8::from(soc.denied == Denied::Error),
        gated: if iface.is_apb() {
            "PSEL and PENABLE"
        } else {
            "AWVALID, WVALID and ARVALID"
        },
        gates,
        inputs: of(Dir::In, true),
        outputs: of(Dir::Out, true),
        bus_outputs: of(Dir::Out, false),
        a_ports: ports
            .iter()
            .map(|p| (p.name.clone(), wire("a", p)))
            .collect(),
        b_ports: ports
            .iter()
            .map(|p| (p.name.clone(), wire("b", p)))
            .collect(),
    }
    .render()
    .expect("formal policy template renders");
    Some(Artifact::new(format!("formal/{module}.sv"), text))
}
