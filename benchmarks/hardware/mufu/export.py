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
    "ex2_pos_F23": ("ex2", 23, "x = i*2^-23, 0 <= x < 1"),
    "lg2_1": ("lg2one", 36, "x = 0x3f800000|i, 1 <= x < 2"),
    "lg2_h": ("lg2half", 36, "x = 0x3f000000|i, 0.5 <= x < 1"),
    "sin_q0_F25_floor": ("sin", 37, "t = i*2^-25 revolutions, i <= 2^23"),
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


def check_derived(r):
    """The tables isa/fpu does not keep, because the unit derives them: the
    negative ex2 table is the positive one at the one's complement of the
    fraction, halved, and the cos table is the sin table at the one's
    complement of the quarter-turn index. Fails loudly if a sweep says
    otherwise."""
    tp, tn = r.table("ex2_pos_F23"), r.table("ex2_neg_F23")
    f = np.arange(1, len(tp))
    if not np.array_equal(tn[f], tp[(len(tp) - 1) - f] - (1 << 23)) or tn[0] != 0x3F800000:
        raise ValueError("ex2: T-[f] != T+[~f]/2")
    s, c = r.table("sin_q0_F25_floor"), r.table("cos_q0_F25_floor")
    q = np.arange(len(s) - 1)
    if not np.array_equal(c[q], s[(len(s) - 2) - q]):
        raise ValueError("sin/cos: C[q] != S[~q]")
    print("derived tables check: ex2 negative = positive at ~f, halved; cos = sin at ~q")


def main():
    *srcs, out = sys.argv[1:]
    os.makedirs(out, exist_ok=True)
    for root in srcs:
        r = decode.Results(root)
        if "table:ex2_neg_F23" in r.json:
            check_derived(r)
        for src, (dst, G, domain) in TABLES.items():
            if "table:" + src in r.json:
                export(r, src, dst, G, domain, out)


if __name__ == "__main__":
    main()
