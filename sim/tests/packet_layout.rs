//! The default packet layout stated as facts (the Flute CMS order), checked
//! on the bits the RTL streams out, not through the shared offset table: a
//! wrong offset in that table would otherwise pass every other test, since
//! the RTL, the golden model, the test environment and the decoders all read
//! it.

mod common;

use std::collections::VecDeque;

use common::cache;
use hdlgen::model::packer::{ctrl, PackerRegKind as K};
use hdlgen::simcfg;
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::packer_env::{Core, Retire};

/// Bits `[offset, offset + width)` of a beat, width at most 64.
fn bits(beat: &[u32], offset: u32, width: u32) -> u64 {
    (0..width).fold(0u64, |v, i| {
        let b = offset + i;
        v | (u64::from(beat[(b / 32) as usize] >> (b % 32) & 1) << i)
    })
}

#[test]
fn default_layout_puts_each_field_at_its_flute_offset() {
    let text = "[soc]\nname = \"lay\"\n[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n[packer]\n";
    let soc = hdlgen::load_str("lay.toml", text).unwrap_or_else(|e| panic!("{e}"));
    let p = soc.packer.as_ref().unwrap();
    let word = |k: K| p.window.word_of(k);
    let mut e = simcfg::packer_bench(&soc, false)
        .env(&cache(), 3)
        .unwrap_or_else(|e| panic!("{e}"));
    e.core = Core::Script(VecDeque::new());
    e.random_events = false;
    e.events = 1 | 1 << 38;
    e.run(4).unwrap();
    e.write(word(K::Ctrl), ctrl::ENABLE).unwrap();
    let first = Retire {
        pc: 0x8000_0000_0000_1000,
        instr: 0x0000_0013,
    };
    let second = Retire {
        pc: 0x1234_5678_9ABC_DEF0,
        instr: 0xDEAD_BEEF,
    };
    // The second packet comes five cycles after the first.
    let mut script = vec![Some(first), None, None, None, None, Some(second)];
    script.extend([None; 8]);
    e.core = Core::Script(script.into());
    e.run(20).unwrap_or_else(|m| panic!("{m}"));
    assert_eq!(e.beats.len(), 2, "two packets");
    let layout_id = e.read(word(K::LayoutId)).unwrap();
    let (a, b) = (&e.beats[0].0, &e.beats[1].0);

    // Counters from bit 0: 39 of 7 bits; events 0 and 38 were high in each
    // of the 5 cycles of the second packet, event 1 never.
    assert_eq!(bits(b, 0, 7), 5, "counter0 at bit 0");
    assert_eq!(bits(b, 7, 7), 0, "counter1 at bit 7");
    assert_eq!(bits(b, 38 * 7, 7), 5, "counter38 at bit 266");
    // Overflow map after the counters: 39 bits at 273.
    assert_eq!(bits(b, 273, 39), 0, "no counter overflowed");
    // PC: 64 bits at 312.
    assert_eq!(bits(a, 312, 64), first.pc);
    assert_eq!(bits(b, 312, 64), second.pc);
    // Cycles since the previous packet, this one included: 64 bits at 376.
    assert_eq!(bits(b, 376, 64), 5);
    // Instruction: 32 bits at 440.
    assert_eq!(bits(b, 440, 32), u64::from(second.instr));
    assert_eq!(bits(a, 440, 32), u64::from(first.instr));
    // Halted cycles: 64 bits at 472.
    assert_eq!(bits(b, 472, 64), 0);
    // Four 64-bit registers at 536..792, then the sequence number (32 bits
    // at 792) and the layout id (16 bits at 824).
    assert_eq!(
        bits(b, 792, 32),
        bits(a, 792, 32) + 1,
        "consecutive sequence numbers"
    );
    assert_eq!(bits(a, 824, 16), u64::from(layout_id));
    assert_eq!(bits(b, 840, 64), 0, "nothing above the layout id");
}
