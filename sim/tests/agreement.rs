//! The generated C header and Rust crate agree with the elaborated model on
//! every address, offset, index, width and tile.

mod common;

use std::collections::BTreeMap;

use common::example;
use hdlgen::model::window::Role;
use hdlgen::model::{RegKind, Soc};

/// `#define NAME VALUE` lines of a header whose value is a plain number.
fn defines(text: &str) -> BTreeMap<String, u64> {
    let mut out = BTreeMap::new();
    for line in text.lines() {
        let mut w = line.split_whitespace();
        if w.next() != Some("#define") {
            continue;
        }
        let (Some(name), Some(value)) = (w.next(), w.next()) else {
            continue;
        };
        let v = value.trim_end_matches('u');
        let parsed = match v.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => v.parse().ok(),
        };
        if let Some(n) = parsed {
            out.insert(name.to_string(), n);
        }
    }
    out
}

fn header(soc: &Soc) -> BTreeMap<String, u64> {
    let path = common::example_path("../rtl-out")
        .join(&soc.name)
        .join("c")
        .join(format!("{}_monitors.h", soc.name));
    defines(&std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
}

fn check_header(soc: &Soc) {
    let h = header(soc);
    let p = soc.name.to_uppercase();
    let get = |n: &str| {
        *h.get(n)
            .unwrap_or_else(|| panic!("{n} missing from the header"))
    };
    assert_eq!(get(&format!("{p}_BASE_ADDR")), soc.base);
    assert_eq!(get(&format!("{p}_TILE_STRIDE")), soc.map.stride);
    assert_eq!(get(&format!("{p}_NUM_TILES")), soc.tiles.len() as u64);
    assert_eq!(
        get(&format!("{p}_MONITOR_WORDS")),
        u64::from(soc.monitor_words())
    );
    let mut checked = 0;
    for r in &soc.tile_window().regs {
        match r.role {
            Role::Tile(RegKind::MonitorLo(_) | RegKind::MonitorHi(_)) => {}
            _ => {
                assert_eq!(
                    get(&format!("{p}_{}", r.name.to_uppercase())),
                    u64::from(r.offset()),
                    "{}",
                    r.name
                );
                checked += 1;
            }
        }
    }
    for m in &soc.monitors {
        for (name, index) in m.index_names() {
            assert_eq!(get(&name), u64::from(index), "{name}");
            assert_eq!(
                u64::from(1 + index) * 4,
                soc.tile_window()
                    .regs
                    .iter()
                    .find(|r| r.word == 1 + index)
                    .unwrap()
                    .offset()
                    .into()
            );
            checked += 1;
        }
        assert_eq!(
            get(&format!("{p}_WIDTH_{}", m.name.to_uppercase())),
            u64::from(m.width)
        );
    }
    for t in &soc.tiles {
        assert_eq!(
            get(&format!("{p}_TILE_{}", t.name.to_uppercase())),
            u64::from(t.index)
        );
    }
    assert!(checked > soc.monitors.len());
}

macro_rules! crate_agrees {
    ($name:ident, $krate:ident, $file:literal) => {
        #[test]
        fn $name() {
            use $krate::map;
            let soc = example($file);
            check_header(&soc);
            assert_eq!(map::BASE as u64, soc.base);
            assert_eq!(map::TILE_STRIDE as u64, soc.map.stride);
            assert_eq!(map::NUM_TILES, soc.tiles.len());
            assert_eq!(map::MONITOR_WORDS as u32, soc.monitor_words());
            assert_eq!(map::MONITORS.len(), soc.monitors.len());
            for (c, m) in map::MONITORS.iter().zip(&soc.monitors) {
                assert_eq!(
                    (c.name, c.index as u32, c.words as u32, c.width),
                    (m.name.as_str(), m.index, m.words, m.width)
                );
                assert_eq!(c.description, m.description);
                assert_eq!(c.kinds.len(), m.kinds.len(), "{}", m.name);
                assert_eq!(map::reg::monitor(c.index) as u32, 4 * (1 + m.index));
            }
            for (c, t) in map::TILES.iter().zip(&soc.tiles) {
                assert_eq!((c.name, c.base as u64), (t.name.as_str(), t.base));
                assert_eq!(
                    format!("{:?}", c.kind).to_lowercase(),
                    soc.banks[t.bank].kind
                );
            }
            let off = |name: &str| {
                soc.tile_window()
                    .regs
                    .iter()
                    .find(|r| r.name == name)
                    .unwrap()
                    .offset() as usize
            };
            assert_eq!(map::reg::SNAPSHOT, off("snapshot"));
            assert_eq!(map::reg::CTRL, off("ctrl"));
            assert_eq!(map::reg::GLOBAL_SNAPSHOT, off("global_snapshot"));
            assert_eq!(map::reg::INFO, off("info"));
            for k in 0..soc.map.flag_words as usize {
                assert_eq!(map::reg::ENABLE[k], off(&format!("enable{k}")));
                assert_eq!(map::reg::OVERFLOW[k], off(&format!("overflow{k}")));
                assert_eq!(
                    map::reg::OVERFLOW_IRQ_ENABLE[k],
                    off(&format!("overflow_irq_enable{k}"))
                );
            }
            assert_eq!(map::MON_DDR_WORD_TRANSFER_INDEX, 0);
            assert_eq!(map::MON_ACC_MEM_LO_INDEX, 14);
            assert_eq!(map::MON_ACC_TOT_HI_INDEX, 17);
        }
    };
}

crate_agrees!(
    esp_demo_header_and_crate_agree_with_the_model,
    esp_demo_monitors,
    "esp.toml"
);
crate_agrees!(
    axi_wide_header_and_crate_agree_with_the_model,
    axi_wide_monitors,
    "axi_wide.toml"
);
