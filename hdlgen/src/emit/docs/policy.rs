//! The access policy as the documents and the software outputs state it:
//! in words for a firmware author, as the SVD's `<protection>` letter, and
//! under the names the C header and the driver crate share.

use crate::model::window::Window;
use crate::model::{AccessPolicy, BusKind, Denied, Soc};

/// The CMSIS-SVD `<protection>` letter of a window read under `read` and
/// written under `write`. The schema has one letter for both, naming one
/// requirement, so it names the union of the two policies' requirements,
/// secure when that is among them: non-secure software can never become
/// secure, while unprivileged code can ask privileged code to act for it.
/// `None` when every master may do both.
pub fn svd_protection(read: AccessPolicy, write: AccessPolicy) -> Option<char> {
    if read.needs_secure() || write.needs_secure() {
        Some('s')
    } else if read.needs_privileged() || write.needs_privileged() {
        Some('p')
    } else {
        None
    }
}

/// The variant of the driver crate's `map::Denied` for `denied`.
pub fn denied_variant(denied: Denied) -> &'static str {
    match denied {
        Denied::Error => "Error",
        Denied::Zero => "Zero",
    }
}

/// The variant of the driver crate's `map::Access` for `policy`.
pub fn variant(policy: AccessPolicy) -> &'static str {
    match policy {
        AccessPolicy::Any => "Any",
        AccessPolicy::Privileged => "Privileged",
        AccessPolicy::Secure => "Secure",
        AccessPolicy::SecurePrivileged => "SecurePrivileged",
    }
}

/// Some window restricts some master: only then do the Markdown and the
/// SVD speak of the policy, so an SoC without one documents as before.
pub fn restricted(soc: &Soc) -> bool {
    soc.windows()
        .iter()
        .any(|w| w.read != AccessPolicy::Any || w.write != AccessPolicy::Any)
}

/// The request's protection signal on `soc`'s bus, for reads or writes.
fn prot_signal(soc: &Soc, write: bool) -> &'static str {
    match (soc.bus, write) {
        (BusKind::Apb, _) => "PPROT",
        (BusKind::Axi4Lite, false) => "ARPROT",
        (BusKind::Axi4Lite, true) => "AWPROT",
    }
}

/// The protection bits on `soc`'s bus, reads and writes together.
pub fn prot_bits(soc: &Soc) -> &'static str {
    match soc.bus {
        BusKind::Apb => "PPROT",
        BusKind::Axi4Lite => "AxPROT",
    }
}

/// The error response on `soc`'s bus.
pub fn error_response(soc: &Soc) -> &'static str {
    match soc.bus {
        BusKind::Apb => "PSLVERR",
        BusKind::Axi4Lite => "SLVERR",
    }
}

/// The masters `policy` admits, with the bits of `prot` that say so; `code`
/// marks up a signal for the format.
fn admits(policy: AccessPolicy, prot: &str, code: &dyn Fn(&str) -> String) -> String {
    let privileged = code(&format!("{prot}[0] = 1"));
    let secure = code(&format!("{prot}[1] = 0"));
    match policy {
        AccessPolicy::Any => "any master".into(),
        AccessPolicy::Privileged => format!("privileged masters only ({privileged})"),
        AccessPolicy::Secure => format!("secure masters only ({secure})"),
        AccessPolicy::SecurePrivileged => {
            format!("secure privileged masters only ({privileged} and {secure})")
        }
    }
}

/// How `soc` answers the accesses its policy denies.
fn answer(soc: &Soc, code: &dyn Fn(&str) -> String) -> String {
    match (soc.denied, soc.bus) {
        (Denied::Error, _) => format!(
            "a denied access gets {} and changes nothing (a read returns 0)",
            code(error_response(soc))
        ),
        (Denied::Zero, BusKind::Apb) => format!(
            "a denied read returns 0 and a denied write is ignored, both without {}",
            code("PSLVERR")
        ),
        (Denied::Zero, BusKind::Axi4Lite) => format!(
            "a denied read returns 0 and a denied write is ignored, both with {}",
            code("OKAY")
        ),
    }
}

/// Window `w`'s policy in one sentence for a firmware author, e.g. "Reads:
/// privileged masters only (PPROT[0] = 1); writes: any master; a denied
/// access gets PSLVERR and changes nothing (a read returns 0)."
pub fn sentence(soc: &Soc, w: &Window, code: &dyn Fn(&str) -> String) -> String {
    let reads = admits(w.read, prot_signal(soc, false), code);
    let writes = admits(w.write, prot_signal(soc, true), code);
    if w.read == AccessPolicy::Any && w.write == AccessPolicy::Any {
        return format!("Reads: {reads}; writes: {writes}.");
    }
    format!("Reads: {reads}; writes: {writes}; {}.", answer(soc, code))
}

/// What the protection bits mean on `soc`'s bus, and the SoC-wide snapshot's
/// rule, for the head of a document.
pub fn preamble(soc: &Soc, code: &dyn Fn(&str) -> String) -> String {
    let bits = match soc.bus {
        BusKind::Apb => format!(
            "{}: bit 0 = 1 marks a privileged access, bit 1 = 0 a secure one, bit 2 is not looked at",
            code("PPROT")
        ),
        BusKind::Axi4Lite => format!(
            "{} for reads and {} for writes: bit 0 = 1 marks a privileged access, bit 1 = 0 a secure one, bit 2 is not looked at",
            code("ARPROT"),
            code("AWPROT")
        ),
    };
    format!(
        "Each window answers only the bus masters its access policy admits, \
         by the request's protection bits ({bits}); its section states the \
         policy. The SoC-wide snapshot register {} of every tile window \
         follows the write policy of the window it is written through, so a \
         master that may write any one tile window can take and release the \
         snapshot of every tile.",
        code("global_snapshot")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use AccessPolicy::*;

    #[test]
    fn the_svd_letter_states_the_stricter_requirement_of_read_and_write() {
        assert_eq!(svd_protection(Any, Any), None);
        assert_eq!(svd_protection(Privileged, Any), Some('p'));
        assert_eq!(svd_protection(Any, Privileged), Some('p'));
        assert_eq!(svd_protection(Secure, Any), Some('s'));
        assert_eq!(svd_protection(Any, Secure), Some('s'));
        assert_eq!(svd_protection(Privileged, Secure), Some('s'));
        assert_eq!(svd_protection(SecurePrivileged, Any), Some('s'));
        assert_eq!(svd_protection(Any, SecurePrivileged), Some('s'));
    }

    #[test]
    fn spellings_are_the_descriptions() {
        for (text, policy) in crate::desc::POLICY_CHOICES {
            assert_eq!(policy.spelling(), text);
            assert_eq!(variant(policy).to_lowercase(), text.replace('_', ""));
        }
    }
}
