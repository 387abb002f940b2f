/* The definitions of ESP's soft/common/drivers/common/include/monitors.h
 * that a header included beside it must not contradict: each macro has
 * ESP's name and ESP's replacement tokens, and the types its monitors
 * library declares around soc_defs.h and soc_locs.h. Written for the tests
 * from those facts; ESP's own file has more (the monitor API prototypes). */
#ifndef MONITORS_H
#define MONITORS_H

#include <stdint.h>

#include "soc_defs.h"

#define DVFS_OP_POINTS 4
#define NOC_PLANES     6
#define NOC_QUEUES     5
#define SOC_NTILES     (SOC_ROWS * SOC_COLS)

#define MON_DDR_WORD_TRANSFER_INDEX 0
#define MON_MEM_COH_REQ_INDEX       1
#define MON_MEM_COH_FWD_INDEX       2
#define MON_MEM_COH_RSP_RCV_INDEX   3
#define MON_MEM_COH_RSP_SND_INDEX   4
#define MON_MEM_DMA_REQ_INDEX       5
#define MON_MEM_DMA_RSP_INDEX       6
#define MON_MEM_COH_DMA_REQ_INDEX   7
#define MON_MEM_COH_DMA_RSP_INDEX   8
#define MON_L2_HIT_INDEX            9
#define MON_L2_MISS_INDEX           10
#define MON_LLC_HIT_INDEX           11
#define MON_LLC_MISS_INDEX          12
#define MON_ACC_TLB_INDEX           13
#define MON_ACC_MEM_LO_INDEX        14
#define MON_ACC_MEM_HI_INDEX        15
#define MON_ACC_TOT_LO_INDEX        16
#define MON_ACC_TOT_HI_INDEX        17
#define MON_ACC_INVOCATIONS         18

#define MON_DVFS_BASE_INDEX 19
#define VF_OP_POINTS        4

#define NOCS_NUM                       6
#define NOC_QUEUES                     5
#define MON_NOC_TILE_INJECT_BASE_INDEX (MON_DVFS_BASE_INDEX + VF_OP_POINTS)
#define MON_NOC_QUEUES_FULL_BASE_INDEX (MON_NOC_TILE_INJECT_BASE_INDEX + NOCS_NUM)

typedef struct soc_loc {
    uint8_t row;
    uint8_t col;
} soc_loc_t;

#endif
