/* Firmware for the iCE40 reference SoC (examples/refsoc_ice40.toml): a small
 * loop of loads, stores and branches, traced by the packer, then the cpu
 * tile's monitors and the packer's counts as read through the generated C
 * header, printed in hexadecimal (no printf: the program lives in a 4 KiB
 * boot ROM). The same ELF runs in the RTL simulation (hdlgen sim
 * --firmware) and in the post-synthesis netlist, which must print the
 * same. */
#include <stdint.h>
#include "ice40_ref_monitors.h"

#define REG(addr) (*(volatile uint32_t *)(uintptr_t)(addr))

static void put(char c) { REG(CONSOLE_BASE) = (uint32_t)c; }

static void puts_(const char *s) {
    while (*s) put(*s++);
}

static void hex(uint32_t v) {
    for (int i = 28; i >= 0; i -= 4) put("0123456789abcdef"[(v >> i) & 15]);
}

static uint32_t monitor(unsigned index) {
    return REG(ICE40_REF_BASE_ADDR + ICE40_REF_MONITOR(index));
}

#define PACKER(reg) REG(ICE40_REF_PACKER_BASE_ADDR + ICE40_REF_PACKER_##reg)

static volatile uint32_t data[16];

int main(void) {
    uint32_t sum = 0;
    PACKER(CTRL) = 1u | 4u; /* trace, halting on */
    for (unsigned i = 0; i < 16; i++) data[i] = i * 3u;
    for (unsigned i = 0; i < 16; i++)
        if (data[i] & 1u) sum += data[i];
    PACKER(CTRL) = 0u;
    while (PACKER(LEVEL) != 0u) {
    }
    puts_("hello from PicoRV32\n");
    puts_("sum ");
    hex(sum);
    static const struct { const char *name; unsigned index; } mons[] = {
        {"loads ", MON_LOADS_INDEX},
        {"stores ", MON_STORES_INDEX},
        {"branches ", MON_BRANCHES_INDEX},
        {"mem_stall ", MON_MEM_STALL_INDEX},
    };
    for (unsigned m = 0; m < 4; m++) {
        puts_("\n");
        puts_(mons[m].name);
        hex(monitor(mons[m].index));
    }
    puts_("\npackets ");
    hex(PACKER(PACKETS));
    puts_("\ndrops ");
    hex(PACKER(DROPS));
    puts_("\n");
    return 0;
}
