/* What ESP's monitors library does with the SoC map: tile numbers from
 * mesh locations, windows from MONITOR_BASE_ADDR and MONITOR_TILE_SIZE,
 * arrays sized by SOC_NTILES and SOC_N*. Prints them for the test to check.
 * ORDER_HDLGEN_FIRST includes hdlgen's header before ESP's. */
#include <stdio.h>
#ifdef ORDER_HDLGEN_FIRST
#include HDLGEN_HEADER
#include "monitors.h"
#else
#include "monitors.h"
#include HDLGEN_HEADER
#endif
#include "soc_locs.h"

static unsigned l2_hits[SOC_NTILES];

int main(void)
{
    unsigned t;
    printf("tiles %d rows %d cols %d\n", SOC_NTILES, SOC_ROWS, SOC_COLS);
    printf("base %lx stride %lx\n", (unsigned long)MONITOR_BASE_ADDR, (unsigned long)MONITOR_TILE_SIZE);
    printf("indices %d %d %d %d\n", MON_ACC_INVOCATIONS, MON_DVFS_BASE_INDEX,
           MON_NOC_TILE_INJECT_BASE_INDEX, MON_NOC_QUEUES_FULL_BASE_INDEX);
    for (t = 0; t < SOC_NCPU; t++) {
        unsigned tile = cpu_locs[t].row * SOC_COLS + cpu_locs[t].col;
        l2_hits[tile] = tile;
        printf("cpu %u\n", tile);
    }
    for (t = 0; t < SOC_NMEM; t++)
        printf("mem %u\n", (unsigned)(mem_locs[t].row * SOC_COLS + mem_locs[t].col));
#ifdef ACCS_PRESENT
    for (t = 0; t < SOC_NACC; t++)
        printf("acc %u l2 %u\n", (unsigned)(acc_locs[t].row * SOC_COLS + acc_locs[t].col), acc_has_l2[t]);
#endif
    return l2_hits[0] > SOC_NTILES;
}
