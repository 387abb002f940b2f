//! Counter widths: rollover at 2^32 and at an odd width, saturation, and
//! the two words of a wide counter read torn-free.

use super::*;

/// Preloads counter `c`, applies `n` events, returns what the bus reads back.
fn count_from(env: &mut Env, soc: &Soc, b: usize, c: usize, start: u64, n: u64) -> u32 {
    env.poke_counter(0, c, start);
    env.ev[0] = ev_bit(soc, b, c);
    env.run(n).unwrap();
    env.ev[0] = 0;
    rd(env, lo_addr(env, soc, b, c))
}

#[test]
fn rollover_at_2_pow_32_sets_the_sticky_flag_and_the_interrupt() {
    let soc = example("esp.toml");
    let b = bank_of(&soc, "cpu");
    let c = counter(&soc, b, "l2_hit");
    let flag = soc.monitors[soc.banks[b].counters[c].monitor].index;
    let (mut env, _) = tile_env(&soc, "cpu", 2);
    let ovf = env.addr(0, word(&soc, "overflow0"));
    let ie = env.addr(0, word(&soc, "overflow_irq_enable0"));
    assert_eq!(rd(&mut env, ovf), 0);
    assert_eq!(
        count_from(&mut env, &soc, b, c, 0xFFFF_FFFD, 5),
        2,
        "wraps through 2^32"
    );
    assert_eq!(rd(&mut env, ovf), 1 << flag);
    assert_eq!(env.output("irq"), 0, "interrupt not enabled yet");
    wr(&mut env, ie, 1 << flag);
    env.run(1).unwrap();
    assert_eq!(env.output("irq"), 1);
    wr(&mut env, ovf, 0);
    assert_eq!(rd(&mut env, ovf), 1 << flag, "writing 0 does not clear");
    wr(&mut env, ovf, 1 << flag);
    assert_eq!(rd(&mut env, ovf), 0, "writing 1 clears");
    env.run(1).unwrap();
    assert_eq!(env.output("irq"), 0);
}

#[test]
fn rollover_at_an_odd_width() {
    let soc = example("axi_wide.toml");
    let b = bank_of(&soc, "mem");
    let c = counter(&soc, b, "ddr_word_transfer");
    let (mut env, _) = tile_env(&soc, "mem", 3);
    assert_eq!(soc.monitors[soc.banks[b].counters[c].monitor].width, 13);
    assert_eq!(
        count_from(&mut env, &soc, b, c, 8190, 3),
        1,
        "13-bit counter wraps at 8192"
    );
    assert_eq!(
        rdw(&mut env, 0, word(&soc, "overflow0")),
        1,
        "monitor 0's flag"
    );
}

#[test]
fn saturating_counter_holds_at_its_maximum() {
    let soc = example("axi_wide.toml");
    let b = bank_of(&soc, "cpu");
    let c = counter(&soc, b, "l2_miss");
    let m = &soc.monitors[soc.banks[b].counters[c].monitor];
    assert_eq!(
        (m.width, m.overflow),
        (24, hdlgen::model::Overflow::Saturate)
    );
    let flag = m.index;
    let (mut env, _) = tile_env(&soc, "cpu", 4);
    assert_eq!(
        count_from(&mut env, &soc, b, c, 0xFF_FFFD, 2),
        0xFF_FFFF,
        "reaches max"
    );
    assert_eq!(
        rdw(&mut env, 0, word(&soc, "overflow0")),
        0,
        "reaching max is not an overflow"
    );
    assert_eq!(
        count_from(&mut env, &soc, b, c, 0xFF_FFFF, 10),
        0xFF_FFFF,
        "stays at max"
    );
    assert_eq!(
        rdw(&mut env, 0, word(&soc, "overflow0")),
        1 << flag,
        "lost events flagged"
    );
}

fn lo_hi_torn_free(file: &str, monitor: &str) {
    let soc = example(file);
    let b = bank_of(&soc, "acc");
    let c = counter(&soc, b, monitor);
    let (mut env, _) = tile_env(&soc, "acc", 9);
    let lo = lo_addr(&env, &soc, b, c);
    let bit = ev_bit(&soc, b, c);
    let mut carried = 0;
    for k in 0..24u64 {
        // Counting every cycle, the carry into the high word lands between the
        // two reads for some k.
        let start = 0xFFFF_FFFFu64 - k;
        env.poke_counter(0, c, start);
        let poked_at = env.ls.cycle;
        env.ev[0] = bit;
        let l = env.access(Op::Read { addr: lo }).unwrap();
        let h = env.access(Op::Read { addr: lo + 4 }).unwrap();
        env.ev[0] = 0;
        let pair = (u64::from(h.data) << 32) | u64::from(l.data);
        assert_eq!(
            pair,
            start + (l.commit - poked_at),
            "k={k}: LO then HI must be one value"
        );
        if h.commit > l.commit && start + (h.commit - poked_at) > 0xFFFF_FFFF && pair <= 0xFFFF_FFFF
        {
            carried += 1;
        }
    }
    assert!(carried > 0, "some pairs were read across the carry");
}

#[test]
fn lo_then_hi_is_torn_free_across_the_carry_apb() {
    lo_hi_torn_free("esp.toml", "acc_mem");
}

#[test]
fn lo_then_hi_is_torn_free_across_the_carry_axi_40_bit() {
    lo_hi_torn_free("axi_wide.toml", "acc_tot");
}

#[test]
fn a_hi_read_returns_the_kept_word_only_right_after_its_lo_read() {
    for (file, monitor) in [("esp.toml", "acc_mem"), ("axi_wide.toml", "acc_tot")] {
        let soc = example(file);
        let b = bank_of(&soc, "acc");
        let c = counter(&soc, b, monitor);
        let (mut env, _) = tile_env(&soc, "acc", 4);
        env.ev[0] = 0;
        let lo = lo_addr(&env, &soc, b, c);
        let info = env.addr(0, word(&soc, "info"));
        let ctrl = env.addr(0, word(&soc, "ctrl"));
        env.poke_counter(0, c, 5 << 32 | 7);
        env.run(2).unwrap();
        assert_eq!(rd(&mut env, lo), 7, "{file}");
        env.poke_counter(0, c, 6 << 32 | 9);
        env.run(2).unwrap();
        assert_eq!(
            rd(&mut env, lo + 4),
            5,
            "{file}: HI right after LO is the kept word"
        );
        // Any other access in between: the HI read is the counter's now.
        assert_eq!(rd(&mut env, lo), 9, "{file}");
        env.poke_counter(0, c, 7 << 32 | 1);
        env.run(2).unwrap();
        rd(&mut env, info);
        assert_eq!(
            rd(&mut env, lo + 4),
            7,
            "{file}: a read in between ends the hold"
        );
        assert_eq!(rd(&mut env, lo), 1, "{file}");
        env.poke_counter(0, c, 8 << 32);
        env.run(2).unwrap();
        wr(&mut env, ctrl, 0);
        assert_eq!(
            rd(&mut env, lo + 4),
            8,
            "{file}: a write in between ends the hold"
        );
        // A lone HI read, long after anything else, is the current word too.
        env.poke_counter(0, c, 9 << 32);
        env.run(50).unwrap();
        assert_eq!(rd(&mut env, lo + 4), 9, "{file}: a lone HI read");
    }
}
