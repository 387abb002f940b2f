#!/usr/bin/env python3
"""Plain-Python decoder of hdlgen trace-packer packets, for the benchmark.

Usage: decode.py LAYOUT DUMP  ->  prints "<packets> <CPU seconds> <checksum>"

LAYOUT is the text file the benchmark writes: one "name offset width" line
per field, plus "packet_bytes N", "counters N", "registers N". Each packet
becomes one int (little-endian), and every field is a shift and a mask: the
straightforward way to do it in Python.
"""
import sys
import time


def main():
    layout = {}
    for line in open(sys.argv[1]):
        parts = line.split()
        layout[parts[0]] = tuple(int(x) for x in parts[1:])
    n = layout["packet_bytes"][0]
    counters = layout["counters"][0]
    registers = layout["registers"][0]
    field = {k: v for k, v in layout.items() if len(v) == 2}
    data = open(sys.argv[2], "rb").read()
    start = time.process_time()
    checksum = 0
    packets = 0
    c0_off, c0_w = field["counter0"]
    r0_off, r0_w = field["reg0"] if registers else (0, 1)
    c_mask = (1 << c0_w) - 1
    r_mask = (1 << r0_w) - 1
    for i in range(0, len(data), n):
        x = int.from_bytes(data[i:i + n], "little")
        rec = {}
        for name in ("seq", "pc", "instr", "cycles", "halted", "overflow", "layout_id"):
            off, w = field[name]
            rec[name] = (x >> off) & ((1 << w) - 1)
        rec["counters"] = [(x >> (c0_off + k * c0_w)) & c_mask for k in range(counters)]
        rec["registers"] = [(x >> (r0_off + k * r0_w)) & r_mask for k in range(registers)]
        checksum = (checksum + rec["pc"] + rec["cycles"] + sum(rec["counters"]) + rec["seq"]) & 0xFFFFFFFFFFFFFFFF
        packets += 1
    elapsed = time.process_time() - start
    print(packets, elapsed, checksum)


if __name__ == "__main__":
    main()
