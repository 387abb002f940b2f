/* Reads the reference SoC's monitors around a small workload and prints
 * them: every value printed is one bus read, so the harness can check each
 * against its own record of the core (examples/reference_soc.toml).
 * Built by hdlgen/tests/refsoc.rs with Debian's riscv64-unknown-elf-gcc and
 * picolibc: -march=rv32imc -mabi=ilp32 -DCONSOLE_BASE=<[core] console>. */
#include <stdint.h>
#include <stdio.h>

#include "reference_monitors.h"

#define CONSOLE ((volatile uint32_t *)CONSOLE_BASE)

/* Times the workload runs (a benchmark passes more). */
#ifndef REPEAT
#define REPEAT 1
#endif

static int console_putc(char c, FILE *f)
{
    (void)f;
    CONSOLE[0] = (uint8_t)c;
    return (uint8_t)c;
}

static FILE console = FDEV_SETUP_STREAM(console_putc, NULL, NULL, _FDEV_SETUP_WRITE);
FILE *const stdin = &console;
FILE *const stdout = &console;
FILE *const stderr = &console;

#define BASE ((uintptr_t)REFERENCE_BASE_ADDR)
#define TILE REFERENCE_TILE_CPU0

static volatile uint32_t *reg(uint32_t offset)
{
    return reference_word(BASE, TILE, offset);
}

/* The programmable counters and what they count. */
static const uint32_t count_reg[4] = {
    REFERENCE_PROG0_COUNT, REFERENCE_PROG1_COUNT, REFERENCE_PROG2_COUNT, REFERENCE_PROG3_COUNT,
};
static const uint32_t select_reg[4] = {
    REFERENCE_PROG0_SELECT, REFERENCE_PROG1_SELECT, REFERENCE_PROG2_SELECT, REFERENCE_PROG3_SELECT,
};
static const uint32_t event[4] = {
    REFERENCE_EVENT_INSTRET, REFERENCE_EVENT_LOAD, REFERENCE_EVENT_STORE, REFERENCE_EVENT_BRANCH_TAKEN,
};
static const char *const event_name[4] = { "instret", "load", "store", "branch_taken" };

struct sample {
    uint32_t prog[4];
    uint32_t loads;
    uint32_t stores;
    uint32_t l1d_miss;
};

static void sample(struct sample *s)
{
    for (int k = 0; k < 4; k++)
        s->prog[k] = *reg(count_reg[k]);
    s->loads = reference_read_monitor(BASE, TILE, MON_LOADS_INDEX);
    s->stores = reference_read_monitor(BASE, TILE, MON_STORES_INDEX);
    s->l1d_miss = reference_read_monitor(BASE, TILE, MON_L1D_MISS_INDEX);
}

/* The workload: an insertion sort, loads, stores and branches. */
static uint32_t data[24];

static void workload(void)
{
    uint32_t x = 12345;
    for (int i = 0; i < 24; i++) {
        x = x * 1103515245u + 12345u;
        data[i] = x >> 16;
    }
    for (int i = 1; i < 24; i++) {
        uint32_t v = data[i];
        int j = i - 1;
        while (j >= 0 && data[j] > v) {
            data[j + 1] = data[j];
            j--;
        }
        data[j + 1] = v;
    }
}

int main(void)
{
    struct sample before, after;
    for (int k = 0; k < 4; k++)
        *reg(select_reg[k]) = event[k];
    sample(&before);
    for (int r = 0; r < REPEAT; r++)
        workload();
    sample(&after);
    for (int k = 0; k < 4; k++)
        printf("prog %s %lu %lu\n", event_name[k], (unsigned long)before.prog[k],
               (unsigned long)after.prog[k]);
    printf("monitor loads %lu %lu\n", (unsigned long)before.loads, (unsigned long)after.loads);
    printf("monitor stores %lu %lu\n", (unsigned long)before.stores, (unsigned long)after.stores);
    printf("monitor l1d_miss %lu %lu\n", (unsigned long)before.l1d_miss,
           (unsigned long)after.l1d_miss);
    for (int i = 1; i < 24; i++)
        if (data[i - 1] > data[i])
            return 1;
    return 0;
}
