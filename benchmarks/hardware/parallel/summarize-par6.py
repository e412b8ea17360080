#!/usr/bin/env python3
"""Table of a run-par6-b.sh result directory: per mode and workload, M
thread-instructions/s at each thread count (every run) and the speed-up
over the one-thread run of the same machine start.

usage: summarize-par6.py benchmarks/hardware/parallel/results-par6
"""
import collections
import glob
import os
import re
import sys

LINE = re.compile(r'^BenchmarkParallel/(\w+)/(\w+)/threads=(\d+)\S*\s+\d+\s+\d+ ns/op\s+\S+ Mthread-instr/cpu-s\s+(\S+) Mthread-instr/s')


def main():
    d = sys.argv[1]
    rate = collections.defaultdict(list)  # (mode, workload, threads) -> [M/s]
    for f in sorted(glob.glob(os.path.join(d, '*.txt'))):
        if os.path.basename(f) == 'summary.txt' or 'trace' in f:
            continue
        for line in open(f):
            m = LINE.match(line)
            if m:
                rate[(m[1], m[2], int(m[3]))].append(float(m[4]))
    print('| mode | workload | threads | M thread-instr/s | speed-up over 1 thread |')
    print('|---|---|---|---|---|')
    for mode, wl in sorted({(k[0], k[1]) for k in rate}):
        one = rate.get((mode, wl, 1))
        for th in sorted(t for (m, w, t) in rate if (m, w) == (mode, wl)):
            rs = rate[(mode, wl, th)]
            sp = ', '.join('%.2fx' % (r / one[0]) for r in rs) if one else 'n/a (no 1-thread run)'
            print('| %s | %s | %d | %s | %s |' % (mode, wl, th, ', '.join('%.1f' % r for r in rs), sp))


if __name__ == '__main__':
    main()
