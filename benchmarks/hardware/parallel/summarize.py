#!/usr/bin/env python3
"""Summarises BenchmarkParallel output (results/*.txt) as a table:
mode, workload, then per thread count the simulated thread-instructions per
second of wall-clock time and the speed-up over one thread."""
import collections
import glob
import os
import re
import sys

res = sys.argv[1] if len(sys.argv) > 1 else "results"
line = re.compile(r"^BenchmarkParallel/(\w+)/(\w+)/threads=(\d+)(?:-\d+)?\s+\d+\s+\d+ ns/op(.*)$")
rows = collections.OrderedDict()
for path in sorted(glob.glob(os.path.join(res, "*.txt"))):
    with open(path) as f:
        for ln in f:
            m = line.match(ln.strip())
            if not m:
                continue
            mode, work, threads, rest = m.group(1), m.group(2), int(m.group(3)), m.group(4)
            metrics = dict((v, float(k)) for k, v in re.findall(r"([0-9.e+]+) (\S+)", rest))
            rows.setdefault((mode, work), {})[threads] = metrics
counts = sorted({t for r in rows.values() for t in r})
print("mode        workload              " + "".join(f"{t:>7}thr Mti/s (x)  " for t in counts))
for (mode, work), r in rows.items():
    base = r.get(1, {}).get("Mthread-instr/s")
    cells = []
    for t in counts:
        m = r.get(t)
        if not m:
            cells.append(f"{'-':>24}")
            continue
        rate = m.get("Mthread-instr/s", 0)
        sp = rate / base if base else float("nan")
        cells.append(f"{rate:>12.1f} ({sp:5.2f}x) ")
    print(f"{mode:<11} {work:<21} " + "".join(cells))
