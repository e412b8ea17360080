#!/usr/bin/env python3
"""pack: compress mufu_sweep's output for the trip back, within a size budget.

    pack.py SRC DST [--budget BYTES]

Every file under SRC is compressed with LZMA (xz format) into the same
relative path under DST with ".xz" appended; .d16 tables no larger than
8 MB are also tried as first differences (".delta.d16.xz", int16 wrapping),
and the smaller form is kept. Files are admitted in priority order (logs and
counts first, then the tables in the order of PRIORITY) until the budget is
spent; what did not fit is listed in DST/pack.json with its compressed size,
so that nothing is lost silently. Only the Python standard library is used.
"""
import json
import lzma
import os
import struct
import sys
from concurrent.futures import ProcessPoolExecutor

# (substring of the relative path, priority); the first match decides; lower
# numbers go first. Unlisted files get 50.
PRIORITY = [
    ("results.json", 0), ("sweep.log", 0), ("sass/", 0), ("logs/", 0),
    ("resid/", 1), ("raw16/", 1), (".exc", 2),
    ("tables/rsqrt.", 3), ("tables/rcp.", 3),
    ("tables/ex2_", 4), ("tables/lg2_1.", 5), ("tables/lg2_h.", 5),
    ("tables/sin_q0", 6), ("tables/cos_q0", 6), ("tables/sqrt.", 7),
    ("golden/f32", 8), ("tables/rcp64h", 9), ("tables/rsq64h", 9),
    ("tables/tanh", 10), ("golden/", 11), ("tables/lg2_e", 12),
    ("selftest/", 99),
]


def priority(rel):
    for sub, p in PRIORITY:
        if sub in rel:
            return p
    return 50


def delta16(data):
    try:
        import numpy as np
        v = np.frombuffer(data[: len(data) // 2 * 2], dtype="<i2")
        return np.diff(v, prepend=np.int16(0)).astype("<i2").tobytes()
    except ImportError:
        pass
    n = len(data) // 2
    v = struct.unpack("<%dh" % n, data[: 2 * n])
    out = [v[0] if n else 0] + [((v[i] - v[i - 1] + 32768) & 0xFFFF) - 32768 for i in range(1, n)]
    return struct.pack("<%dh" % n, *out)


def compress(args):
    src, rel = args
    with open(os.path.join(src, rel), "rb") as f:
        data = f.read()
    best = (rel + ".xz", lzma.compress(data, preset=9 | lzma.PRESET_EXTREME if len(data) < (1 << 20) else 9))
    if rel.endswith(".d16") and 0 < len(data) <= (8 << 20):
        d = lzma.compress(delta16(data), preset=9)
        if len(d) < len(best[1]):
            best = (rel[: -len(".d16")] + ".delta.d16.xz", d)
    return rel, len(data), best[0], best[1]


def main():
    src, dst = sys.argv[1], sys.argv[2]
    budget = 11_000_000
    if "--budget" in sys.argv:
        budget = int(sys.argv[sys.argv.index("--budget") + 1])
    rels = []
    for root, _, files in os.walk(src):
        for fn in files:
            rels.append(os.path.relpath(os.path.join(root, fn), src))
    rels.sort(key=lambda r: (priority(r), r))
    with ProcessPoolExecutor(max_workers=min(16, os.cpu_count() or 1)) as ex:
        results = list(ex.map(compress, [(src, r) for r in rels]))
    used, kept, dropped = 0, [], []
    for rel, raw, name, blob in results:
        if used + len(blob) <= budget:
            used += len(blob)
            out = os.path.join(dst, name)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, "wb") as f:
                f.write(blob)
            kept.append({"file": name, "raw": raw, "xz": len(blob)})
        else:
            dropped.append({"file": rel, "raw": raw, "xz": len(blob)})
    with open(os.path.join(dst, "pack.json"), "w") as f:
        json.dump({"budget": budget, "used": used, "kept": kept, "dropped": dropped}, f, indent=1)
    print("pack: %d files kept (%d bytes), %d dropped" % (len(kept), used, len(dropped)))
    for d in dropped:
        print("  dropped %s (%d bytes compressed)" % (d["file"], d["xz"]))


if __name__ == "__main__":
    main()
