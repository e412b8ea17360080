#!/usr/bin/env python3
"""export: turn the sweep's tables into the inputs of isa/fpu's table generator.

    python3 export.py RESULTS [RESULTS2] OUTDIR
    go test ./isa/fpu -run TestMufuGenerate -mufugen=OUTDIR   (writes isa/fpu/mufudata)

For each MUFU table it writes OUTDIR/NAME.hw.f64 (the hardware's results, as
float64 values (exact), in table order), OUTDIR/NAME.coef.f64 (a cubic per segment of
2^SEG entries, least-squares fitted to the magnitudes scaled by 2^G, which the
generator uses as the reference the residuals are taken from; any
coefficients would be exact, good ones only make the residuals small) and
OUTDIR/NAME.json (G, SEG, the significant bits of a value (24 for f32, 21
for the f64 high words of RCP64H/RSQ64H), the sign of the values, the domain).

The fit targets the middle of each value's truncation interval: where the f32
result has fewer bits than the unit's 2^-G grid (large values), the value
stands for the interval [Y, Y + step), so the target is Y + (step - 1) / 2.
"""
import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import decode  # noqa: E402

SEG = 14  # 2^14 entries per segment (2^13 for lg2, whose unit changes its
# interpolation every 2^13 mantissas: a cubic cannot bridge that step)
SEG_OF = {"lg2_1": 13, "lg2_h": 13, "tanh2": 12}  # tanh: 4-bit residuals at 2^12

# name in the results -> (exported name, G, domain description)
TABLES = {
    "rcp": ("rcp", 24, "x = 0x3f800000|i, 1 <= x < 2"),
    "rsqrt": ("rsqrt", 24, "x = 0x3f800000+i, 1 <= x < 4"),
    "sqrt": ("sqrt", 23, "x = 0x3f800000+i, 1 <= x < 4"),
    "ex2_pos_F23": ("ex2pos", 23, "x = i*2^-23, 0 <= x < 1"),
    "ex2_neg_F23": ("ex2neg", 24, "x = -i*2^-23, -1 < x <= 0"),
    "lg2_1": ("lg2one", 36, "x = 0x3f800000|i, 1 <= x < 2"),
    "lg2_h": ("lg2half", 36, "x = 0x3f000000|i, 0.5 <= x < 1"),
    "sin_q0_F25_floor": ("sin", 37, "t = i*2^-25 revolutions, i <= 2^23"),
    "cos_q0_F25_floor": ("cos", 37, "t = i*2^-25 revolutions, i <= 2^23"),
    "tanh2": ("tanh", 32, "binades 2^-8..2^2, x = e<<23 | j<<k[e]"),
    "rcp64h": ("rcp64h", 21, "high word 0x3ff00000+i (1 <= x < 2), low word 0"),
    "rsq64h": ("rsq64h", 21, "high word 0x3ff00000+i (1 <= x < 4), low word 0"),
}


def step_of(y, sig):
    e = np.floor(np.log2(np.maximum(y, 1)))
    return np.maximum(1, 2.0 ** (e - (sig - 1)))


def export(r, src, dst, G, domain, out):
    hw = r.table(src)
    if src in ("rcp64h", "rsq64h"):
        v = (hw.astype(np.uint64) << np.uint64(32)).view(np.float64)
        sig = 21
    else:
        v = decode.f32(hw).astype(np.float64)
        sig = 24
    neg = bool(np.all(v <= 0)) and bool(np.any(v < 0))
    y = np.abs(v) * 2.0 ** G
    off = np.nonzero(y != np.floor(y))[0]
    if len(off) > 16:
        raise ValueError("%s: %d values off the 2^-%d grid" % (src, len(off), G))
    y = np.floor(y)  # the few off-grid values (cos of a quarter turn) become exceptions
    tgt = y + (step_of(y, sig) - 1) / 2
    n = len(y)
    seg = SEG_OF.get(src, SEG)
    L = 1 << seg
    S = (n + L - 1) // L
    coef = np.zeros((S, 4))
    for s in range(S):
        part = tgt[s * L:(s + 1) * L]
        t = np.arange(len(part)) / L
        deg = min(3, len(part) - 1)
        c = np.polyfit(t, part, deg)[::-1]  # c0, c1, ...
        coef[s, : deg + 1] = c
    v.astype("<f8").tofile(os.path.join(out, dst + ".hw.f64"))
    coef.astype("<f8").tofile(os.path.join(out, dst + ".coef.f64"))
    meta = {"name": dst, "source": src, "n": n, "G": G, "seg": seg, "sig": sig, "neg": neg, "domain": domain}
    if src == "tanh2":
        meta["k"] = {int(e): k for e, k in r.json["tanh2_k"].items()}
    with open(os.path.join(out, dst + ".json"), "w") as f:
        json.dump(meta, f)
    print("%-18s -> %-8s n=%d G=%d neg=%s off-grid=%s" % (src, dst, n, G, neg, list(off)))


class Interim:
    """Round 1's capped tanh table, narrowed to what tanh2 would hold: the
    binades 2^-8..2^2 at max(k, 5) ignored bits (binades 2^-3..2^2 need 4, 3
    or 2: there this interim table is only a sample, until round 2)."""

    def __init__(self, r):
        self.r = r
        self.json = dict(r.json)
        kk = r.json["tanh_ignored_bits_by_exponent"]
        x, y = r.inputs("tanh"), r.table("tanh")
        xs, ys, k2 = [], [], {}
        for e in range(119, 130):
            k = max(int(kk[str(e)]), 5)
            k2[str(e)] = k
            sel = ((x >> 23) == e) & ((x & ((1 << k) - 1)) == 0)
            assert sel.sum() == 1 << (23 - k), (e, sel.sum())
            xs.append(x[sel]), ys.append(y[sel])
        self.json["tanh2_k"] = k2
        self.json["table:tanh2"] = dict(r.json["table:tanh"], n=int(sum(len(v) for v in ys)))
        self.y = np.concatenate(ys)

    def table(self, name):
        return self.y


def main():
    *srcs, out = sys.argv[1:]
    os.makedirs(out, exist_ok=True)
    have_tanh2 = False
    for root in srcs:
        r = decode.Results(root)
        for src, (dst, G, domain) in TABLES.items():
            if "table:" + src in r.json:
                export(r, src, dst, G, domain, out)
                have_tanh2 |= src == "tanh2"
    if not have_tanh2:
        print("no tanh2 table: exporting round 1's sampled tanh table (interim, not exact in 2^-3..2^2)")
        export(Interim(decode.Results(srcs[0])), "tanh2", "tanh", 32, TABLES["tanh2"][2] + " (INTERIM: round 1 samples)", out)


if __name__ == "__main__":
    main()
