//! `[soc] read_access` / `write_access` and `[[access]]`: which policy
//! each window type has.

use std::collections::BTreeMap;

use super::ErrFn;
use crate::desc::{AccessPolicy, Description};
use crate::model::Soc;

/// The window types a description has: `tile_<kind>` for each kind its
/// tiles use, `packer`, `autocounter_<domain>`.
fn window_types(d: &Description) -> Vec<String> {
    let mut v: Vec<String> = Vec::new();
    for t in &d.tiles {
        let name = format!("tile_{}", t.kind.value);
        if !v.contains(&name) {
            v.push(name);
        }
    }
    if d.packer.is_some() {
        v.push("packer".into());
    }
    for dom in d.autocounter.iter().flat_map(|a| &a.domains) {
        v.push(format!("autocounter_{}", dom.name.value));
    }
    v
}

/// Checks every `[[access]]` names a window type of the description, once.
pub(super) fn check(d: &Description, err: &mut ErrFn<'_>) {
    let types = window_types(d);
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, a) in d.access.iter().enumerate() {
        let field = format!("access[{i}].window");
        let name = a.window.value.as_str();
        if !types.iter().any(|t| t == name) {
            err(
                &a.window.span,
                &field,
                format!(
                    "\"{}\" is not a window type of this description; valid: {}",
                    name.escape_default(),
                    types.join(", ")
                ),
            );
        } else if let Some(first) = seen.insert(name, i) {
            err(
                &a.window.span,
                &field,
                format!("window type \"{name}\" already has its policy in access[{first}]"),
            );
        }
        if a.read.is_none() && a.write.is_none() {
            err(
                &a.span,
                &format!("access[{i}]"),
                "sets neither `read` nor `write`; give one of them, or leave the entry out".into(),
            );
        }
    }
}

/// Gives every window of `soc` its read and write policy.
pub(super) fn apply(d: &Description, soc: &mut Soc) {
    let policy = |window: &str| -> (AccessPolicy, AccessPolicy) {
        let own = d.access.iter().find(|a| a.window.value == window);
        let pick = |o: Option<AccessPolicy>, soc_wide: AccessPolicy| o.unwrap_or(soc_wide);
        (
            pick(
                own.and_then(|a| a.read.as_ref().map(|p| p.value)),
                d.soc.read_access.value,
            ),
            pick(
                own.and_then(|a| a.write.as_ref().map(|p| p.value)),
                d.soc.write_access.value,
            ),
        )
    };
    let windows = soc
        .banks
        .iter_mut()
        .map(|b| &mut b.window)
        .chain(soc.packer.iter_mut().map(|p| &mut p.window))
        .chain(
            soc.autocounter
                .iter_mut()
                .flat_map(|a| a.domains.iter_mut().map(|d| &mut d.window)),
        );
    for w in windows {
        (w.read, w.write) = policy(&w.name);
    }
}

#[cfg(test)]
mod tests {
    use crate::desc::AccessPolicy::*;

    #[test]
    fn every_window_takes_the_soc_policy_unless_its_type_overrides_it() {
        let text = r#"
[soc]
name = "s"
read_access = "privileged"

[[tile]]
name = "cpu0"
kind = "cpu"

[[tile]]
name = "mem0"
kind = "mem"

[packer]

[[access]]
window = "tile_mem"
read = "any"
write = "secure_privileged"

[[access]]
window = "packer"
write = "secure"
"#;
        let soc = crate::load_str("t.toml", text).expect("valid");
        let policy = |name: &str| {
            let w = soc.windows().into_iter().find(|w| w.name == name).unwrap();
            (w.read, w.write)
        };
        assert_eq!(policy("tile_cpu"), (Privileged, Any));
        assert_eq!(policy("tile_mem"), (Any, SecurePrivileged));
        assert_eq!(policy("packer"), (Privileged, Secure));
    }
}
