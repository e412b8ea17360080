#!/usr/bin/env python3
"""decode: rebuild the hardware values from mufu_sweep's packed results.

    import decode
    r = decode.Results("benchmarks/hardware/mufu/results")
    r.json                    # results.json
    r.table("rcp")            # numpy uint32 array of the hardware's f32 bits
    r.inputs("rcp")           # the f32 bits (or f64 values) of its inputs
    r.resid("mufu_rcp")       # (x, hw) pairs, uint32 [n, 2]
    r.raw("raw16/ex2_f16.u16", np.uint16)

    python3 decode.py RESULTS [--check SELFTESTDIR]   (summary; round-trip
                                                      check against --raw)

Needs numpy. The references are recomputed exactly as mufu_sweep computes
them (IEEE f64 operations, libm for the transcendental ones, whose last-bit
differences cannot matter: entries within 2^-40 of an f32 rounding boundary
were shipped verbatim).
"""
import json
import lzma
import math
import os
import re
import sys

import numpy as np


def ordered(b):
    b = b.astype(np.int64)
    return np.where(b & 0x80000000, -(b & 0x7FFFFFFF) - 1, b)


def unordered(o):
    o = o.astype(np.int64)
    return np.where(o < 0, (-(o + 1)) | 0x80000000, o).astype(np.uint32)


def f32(bits):
    return np.asarray(bits, dtype=np.uint32).view(np.float32)


def bits32(x):
    return np.asarray(x, dtype=np.float32).view(np.uint32)


class Results:
    def __init__(self, root):
        self.root = root
        self.json = json.loads(self._read("results.json").decode())

    def _path(self, rel):
        for cand in (rel, rel + ".xz"):
            p = os.path.join(self.root, cand)
            if os.path.exists(p):
                return p
        return None

    def _read(self, rel):
        p = self._path(rel)
        if p is None:
            raise FileNotFoundError(os.path.join(self.root, rel))
        with open(p, "rb") as f:
            data = f.read()
        return lzma.decompress(data) if p.endswith(".xz") else data

    def has(self, rel):
        return self._path(rel) is not None

    def raw(self, rel, dtype):
        return np.frombuffer(self._read(rel), dtype=dtype)

    def resid(self, key):
        return self.raw("resid/%s.bin" % key, np.uint32).reshape(-1, 2)

    def _d16(self, name):
        if self.has("tables/%s.d16" % name):
            return self.raw("tables/%s.d16" % name, "<i2")
        d = self.raw("tables/%s.delta.d16" % name, "<i2")
        return np.cumsum(d.astype(np.int64)).astype(np.int64).astype(np.int16)  # wraps as int16

    def meta(self, name):
        return self.json["table:" + name]

    def inputs(self, name):
        """The inputs of a table: f32 bits (uint32) or, for the f64 tables, f64 high words."""
        n = self.meta(name)["n"]
        i = np.arange(n, dtype=np.uint64)
        if name in ("rcp", "lg2_1"):
            return (0x3F800000 | i).astype(np.uint32)
        if name == "lg2_h":
            return (0x3F000000 | i).astype(np.uint32)
        if name in ("rsqrt", "sqrt"):
            return (0x3F800000 + i).astype(np.uint32)
        if name in ("rcp64h", "rsq64h"):
            return (0x3FF00000 + i).astype(np.uint32)
        m = re.match(r"ex2_(pos|neg)_F(\d+)$", name)
        if m:
            x = i.astype(np.float64) * 2.0 ** -int(m.group(2))
            return bits32((-x if m.group(1) == "neg" else x).astype(np.float32))
        m = re.match(r"lg2_e(-?\d+)_s16$", name)
        if m:
            base = (int(m.group(1)) + 127) << 23
            return (base | (i * 16)).astype(np.uint32)
        if name == "tanh":
            return self.raw("tables/tanh_inputs.u32", np.uint32)
        if name == "tanh2":
            xs = []
            for e, k in sorted((int(e), k) for e, k in self.json["tanh2_k"].items()):
                j = np.arange(1 << (23 - k), dtype=np.uint64)
                xs.append((np.uint64(e) << np.uint64(23)) | (j << np.uint64(k)))
            return np.concatenate(xs).astype(np.uint32)
        m = re.match(r"(sin|cos)_q0_F(\d+)_", name)
        if m:  # revolution counts, not f32 inputs
            return i.astype(np.float64) * 2.0 ** -int(m.group(2))
        raise KeyError(name)

    def reference(self, name):
        """The f64 reference mufu_sweep used, before rounding to f32."""
        ref = self.meta(name)["ref"]
        x = self.inputs(name)
        if ref in ("sin2pi", "cos2pi"):
            t = x  # exact dyadic revolutions in [0, 1/4]
            fn = np.sin if ref == "sin2pi" else np.cos
            return fn(2 * np.pi * t)
        xd = f32(x).astype(np.float64)
        with np.errstate(all="ignore"):
            if ref == "rcp":
                return 1.0 / xd
            if ref == "rsqrt":
                return 1.0 / np.sqrt(xd)
            if ref == "sqrt":
                return np.sqrt(xd)
            if ref == "exp2":
                return np.exp2(xd)
            if ref == "log2":
                return np.array([math.log2(v) for v in xd]) if len(xd) < 4096 else np.log2(xd)
            if ref == "tanh":
                return np.tanh(xd)
        raise KeyError(ref)

    def table(self, name):
        """The hardware's results for the table's inputs (uint32 f32 bits; f64 tables: high words)."""
        d = self._d16(name).astype(np.int64)
        exc = self.raw("tables/%s.exc" % name, np.uint32).reshape(-1, 2)
        meta = self.meta(name)
        if meta["ref"] in ("rcp64hi", "rsqrt64hi"):
            hi = self.inputs(name).astype(np.uint64) << np.uint64(32)
            x = hi.view(np.float64)
            r = 1.0 / x if meta["ref"] == "rcp64hi" else 1.0 / np.sqrt(x)
            b = r.view(np.uint64)
            b = b + np.uint64(0x7FFFFFFF) + ((b >> np.uint64(32)) & np.uint64(1))
            ref_hi = (b >> np.uint64(32)).astype(np.int64)
            out = (ref_hi + d).astype(np.uint32)
        else:
            ref32 = bits32(self.reference(name).astype(np.float32))
            out = unordered(ordered(ref32) + d)
        out[exc[:, 0]] = exc[:, 1]
        bad = (d == -32768)
        bad[exc[:, 0]] = False
        if bad.any():
            raise ValueError("%s: %d exceptions missing (list capped?)" % (name, bad.sum()))
        return out


def main():
    r = Results(sys.argv[1])
    for k, v in r.json.items():
        if k.startswith("sweep:"):
            hyp = v["hypotheses"]
            print("%-28s %s  residuals %d" % (k[6:], " ".join("%s=%d" % (h, hv["total"]) for h, hv in hyp.items()), v["residuals"]))
        elif not k.startswith("table:"):
            print("%-28s %s" % (k, str(v)[:200]))
    if "--check" in sys.argv:
        st = sys.argv[sys.argv.index("--check") + 1]
        for fn in sorted(os.listdir(st)):
            name = fn[: -len(".raw.u32")]
            want = np.fromfile(os.path.join(st, fn), dtype=np.uint32)
            got = r.table(name)
            print("round trip %-24s %s" % (name, "ok" if np.array_equal(got, want) else "MISMATCH %d" % (got != want).sum()))


if __name__ == "__main__":
    main()
