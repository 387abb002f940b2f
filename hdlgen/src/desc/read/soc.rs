//! `[soc]` and `[[tile]]`.

use super::{Reader, View};
use crate::desc::*;

/// Keys of `[soc]`.
const SOC_KEYS: &[&str] = &[
    "name",
    "bus",
    "base",
    "tile_stride",
    "unmapped",
    "read_access",
    "write_access",
    "denied",
    "reset",
    "fabric",
    "counter_reset",
    "snapshot",
    "noc_planes",
    "dvfs_points",
    "noc_directions",
    "cache_hierarchy",
    "acc_l2",
    "dvfs",
    "noc_clock",
    "rows",
    "cols",
];

/// Values of `[soc] reset`; the first is the default.
const RESET_CHOICES: [(&str, ResetStyle); 4] = [
    (
        "async_low",
        ResetStyle {
            asynchronous: true,
            active_low: true,
        },
    ),
    (
        "async_high",
        ResetStyle {
            asynchronous: true,
            active_low: false,
        },
    ),
    (
        "sync_low",
        ResetStyle {
            asynchronous: false,
            active_low: true,
        },
    ),
    (
        "sync_high",
        ResetStyle {
            asynchronous: false,
            active_low: false,
        },
    ),
];

impl Reader<'_> {
    pub(super) fn soc(&mut self, t: &View<'_, '_>) -> SocDesc {
        self.check_keys(t, SOC_KEYS);
        let default_dirs = ["local", "east", "west", "south", "north"]
            .iter()
            .map(|d| Sp::new(d.to_string(), t.span.clone()))
            .collect();
        SocDesc {
            name: self.required_string(t, "name", "an identifier such as \"esp_soc\""),
            bus: self.choice_or(
                t,
                "bus",
                &[("apb", BusKind::Apb), ("axi4lite", BusKind::Axi4Lite)],
                BusKind::Apb,
            ),
            base: self.uint_or(t, "base", 0..=0xFFFF_FFFF, 0x6009_0000),
            tile_stride: self.uint_or(t, "tile_stride", 0x200..=0x1_0000, 0x200),
            unmapped: self.choice_or(
                t,
                "unmapped",
                &[("error", Unmapped::Error), ("zero", Unmapped::Zero)],
                Unmapped::Error,
            ),
            read_access: self.choice_or(t, "read_access", &POLICY_CHOICES, AccessPolicy::Any),
            write_access: self.choice_or(t, "write_access", &POLICY_CHOICES, AccessPolicy::Any),
            denied: self.choice_or(t, "denied", &DENIED_CHOICES, DENIED_CHOICES[0].1),
            reset: self.choice_or(t, "reset", &RESET_CHOICES, RESET_CHOICES[0].1),
            lut: self.choice_or(
                t,
                "fabric",
                &[("lut6", LutSize::Six), ("lut4", LutSize::Four)],
                LutSize::Six,
            ),
            counter_reset: self.choice_or(
                t,
                "counter_reset",
                &[
                    ("with_reset", CounterReset::WithReset),
                    ("clock_edge", CounterReset::ClockEdge),
                ],
                CounterReset::WithReset,
            ),
            snapshot: self.choice_or(
                t,
                "snapshot",
                &[
                    ("full", SnapshotStyle::Full),
                    ("compact", SnapshotStyle::Compact),
                ],
                SnapshotStyle::Full,
            ),
            noc_planes: self.u32_or(t, "noc_planes", 1..=16, 6),
            dvfs_points: self.u32_or(t, "dvfs_points", 0..=16, 4),
            noc_directions: self
                .string_list(t, "noc_directions")
                .unwrap_or_else(|| Sp::new(default_dirs, t.span.clone())),
            cache_hierarchy: self.boolean_or(t, "cache_hierarchy", true),
            acc_l2: self.boolean_or(t, "acc_l2", false),
            dvfs: self.boolean_or(t, "dvfs", true),
            noc_clock: self
                .string(t, "noc_clock")
                .unwrap_or_else(|| Sp::new("tile".to_string(), t.span.clone())),
            rows: self.opt_u32(t, "rows", 1..=4096),
            cols: self.opt_u32(t, "cols", 1..=4096),
        }
    }

    pub(super) fn access(&mut self, t: &View<'_, '_>) -> AccessDesc {
        self.check_keys(t, &["window", "read", "write"]);
        AccessDesc {
            window: self.required_string(
                t,
                "window",
                "a window type: tile_<kind>, packer or autocounter_<domain>",
            ),
            read: self.choice(t, "read", &POLICY_CHOICES),
            write: self.choice(t, "write", &POLICY_CHOICES),
            span: t.span.clone(),
        }
    }

    pub(super) fn tile(&mut self, t: &View<'_, '_>) -> TileDesc {
        self.check_keys(t, &["name", "kind"]);
        TileDesc {
            name: self.required_string(t, "name", "an identifier such as \"cpu0\""),
            kind: self.required_string(t, "kind", &format!("one of {}", TILE_KINDS.join(", "))),
            span: t.span.clone(),
        }
    }
}
