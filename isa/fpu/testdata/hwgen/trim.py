#!/usr/bin/env python3
"""Trim hwgen's full output to the committed golden file: keep every
structured input (the special-value grids and exhaustive sweeps) and one in
three of the random inputs, with all their results.

    python3 trim.py hw.full.bin.gz ../hw.bin.gz
"""
import gzip, sys

# suite -> (structured inputs at the start, structured inputs at the end)
KEEP = {"f32x1": (74, 601), "f32x2": (5476, 0), "f32x3": (4608, 0), "f64x1": (51, 401),
        "f64x2": (2601, 0), "f64x3": (2000, 0), "h16x2": (1849, 0), "h16x3": (0, 1849),
        "i64x1": (585, 0)}

def main(src, dst):
    d = gzip.open(src).read()
    out = bytearray()
    i = 0
    keep = None
    while i < len(d):
        j = d.index(b"\n", i)
        line = d[i:j].decode()
        i = j + 1
        if line.startswith("suite "):
            _, name, ar, ib, n = line.split()
            ar, ib, n = int(ar), int(ib), int(n)
            head, tail = KEEP.get(name, (n, 0))
            keep = [k for k in range(n) if k < head or k >= n - tail or (k - head) % 3 == 0]
            out += ("suite %s %d %d %d\n" % (name, ar, ib, len(keep))).encode()
            blob = d[i:i + n * ar * ib]
            i += n * ar * ib
            for k in keep:
                out += blob[k * ar * ib:(k + 1) * ar * ib]
        else:
            ob = int(line.rsplit(" ", 1)[1])
            out += (line + "\n").encode()
            blob = d[i:i + n * ob]
            i += n * ob
            for k in keep:
                out += blob[k * ob:(k + 1) * ob]
    with gzip.open(dst, "wb", compresslevel=9) as f:
        f.write(bytes(out))

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
