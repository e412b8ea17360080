#!/usr/bin/env python3
"""One-off: cut the round-1 expected outputs of the sweeps gen.py now keeps
a subset of (gen.KEEP) down to those inputs. Run it on the full-sweep cases
(before gen.py rewrites their case.json), then gen.py. Form k's slab of a
sweep holds one result per input, so the H200's result for each kept input
is kept as it was measured."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402

# The full sweeps' sizes in round 1: a case already cut is left alone.
FULL = {"video_scalar": 1296, "video_simd2": 1296, "video_simd4": 1296, "video_vset": 1296, "video_shift": 704,
        "half_f16": 1600, "half_bf16": 1600, "int_misc": 1600, "cvt_fp8x2_to_f16x2": 65536, "mufu_half": 65536}

for name in gen.KEEP:
    d = os.path.join(gen.CASEDIR, name)
    c = json.load(open(os.path.join(d, "case.json")))
    n = [p["u32"] for p in c["launches"][0]["params"] if "u32" in p][0]
    if name not in FULL:
        continue  # a sweep the device ran on its subset already
    if n != FULL[name]:
        print("%s: already cut (%d inputs)" % (name, n))
        continue
    idx = gen.kept(name, n)
    forms = len(open(os.path.join(d, "forms.txt")).read().splitlines())
    for e in c["expect"]:
        path = os.path.join(d, e["file"])
        data = open(path, "rb").read()
        w = len(data) // (forms * n)
        assert w * forms * n == len(data), (name, len(data), forms, n)
        out = bytearray()
        for k in range(forms):
            slab = data[k * n * w:(k + 1) * n * w]
            for i in idx:
                out += slab[i * w:(i + 1) * w]
        open(path, "wb").write(bytes(out))
        print("%s: %s %d -> %d inputs (%d -> %d bytes)" % (name, e["file"], n, len(idx), len(data), len(out)))
