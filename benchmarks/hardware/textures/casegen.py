"""casegen: the case-building helpers of gen.py (arrays, textures,
surfaces, launches and expectations in the case format of
testdata/textures/README.md)."""

import gzip
import io
import json
import math
import os
import random
import struct

from ptxgen import f32

FMT_SIZE = {"u8": 1, "s8": 1, "u16": 2, "s16": 2, "u32": 4, "s32": 4, "f16": 2, "f32": 4}
PACK = {"u8": "B", "s8": "b", "u16": "H", "s16": "h", "u32": "I", "s32": "i", "f16": "e", "f32": "f"}


def level_dims(a, l):
    """Width, height and depth (layers) of level l of an array entry, as
    the layout stores them (height and depth at least 1)."""
    w = max(1, a["width"] >> l)
    h = max(1, a.get("height", 0) >> l) if a.get("height", 0) else 1
    d = a.get("depth", 0) or 1
    if not (a.get("layered") or a.get("cubemap")) and a.get("depth", 0):
        d = max(1, a["depth"] >> l)
    return w, h, d


def array_bytes(a):
    n = 0
    for l in range(max(1, a.get("levels", 0))):
        w, h, d = level_dims(a, l)
        n += w * h * d * FMT_SIZE[a["format"]] * a["channels"]
    return n


def pack(fmt, values):
    if fmt == "f16":
        return b"".join(struct.pack("<H", v) for v in values)  # f16 given as bit patterns
    if fmt == "f32" and values and isinstance(values[0], int):
        return b"".join(struct.pack("<I", v) for v in values)  # f32 given as bit patterns
    return struct.pack("<%d%s" % (len(values), PACK[fmt]), *values)


def dtype_name(t):
    """The corpus's dtype names: i8..i64 for signed integers."""
    return {"s8": "i8", "s16": "i16", "s32": "i32", "s64": "i64"}.get(t, t)


class Case:
    def __init__(self, root, name, module, note, tags=("textures",)):
        self.root, self.name = root, name
        self.dir = os.path.join(root, "cases", name)
        self.c = {"name": name, "module": "../../ptx/%s.ptx" % module, "arch": "sm_90",
                  "buffers": [], "arrays": [], "textures": [], "surfaces": [],
                  "launches": [], "expect": [], "tags": list(tags), "note": note}
        self.files = {}
        self.nout = 0

    # ---- resources
    def buffer(self, name, nbytes, dtype="u32", data=None, fill=None):
        b = {"name": name, "bytes": nbytes, "dtype": dtype_name(dtype)}
        if data is not None:
            if len(data) != nbytes:
                raise ValueError("%s: %d bytes of data for %d" % (name, len(data), nbytes))
            b["init"] = name + ".in.bin"
            self.files[b["init"]] = data
        else:
            b["fill"] = 0 if fill is None else fill
        self.c["buffers"].append(b)
        return name

    def array(self, name, fmt, channels, width, height=0, depth=0, levels=0, data=None, fill=None, **flags):
        a = {"name": name, "format": fmt, "channels": channels, "width": width}
        if height:
            a["height"] = height
        if depth:
            a["depth"] = depth
        if levels:
            a["levels"] = levels
        for k in ("layered", "cubemap", "surface", "gather", "depth_texture"):
            if flags.pop(k, False):
                a[k] = True
        if flags:
            raise ValueError("unknown array flags %s" % flags)
        n = array_bytes(a)
        if data is not None:
            if len(data) != n:
                raise ValueError("array %s: %d bytes of data, layout needs %d" % (name, len(data), n))
            a["init"] = name + ".in.bin"
            self.files[a["init"]] = data
        else:
            a["fill"] = 0 if fill is None else fill
        self.c["arrays"].append(a)
        return name

    def texture(self, name, **kw):
        t = {"name": name}
        t.update(kw)
        self.c["textures"].append(t)
        return name

    def surface(self, name, array):
        self.c["surfaces"].append({"name": name, "array": array})
        return name

    # ---- launches
    def launch(self, k, handle, n=(1, 1, 1), axes=None, inp=None, pars=(), out=None, dtype="u32", block=256):
        """Launches sweep kernel k over n = (n0, n1, n2) points. handle is
        {"tex": T} / {"surf": S} / {"u64": v}; axes maps axis -> (base,
        step); pars are the Par values in order. Returns the output buffer
        name (a new one unless out is given)."""
        n0, n1, n2 = n
        total = n0 * n1 * n2
        if out is None and k.words:
            self.nout += 1
            out = self.buffer("o%d" % self.nout, max(4, total * 4 * k.words), dtype, fill=0xCD)
            self.expect(out, dtype)
        elif out is None:
            out = self.dummy()
        ps = [{"ptr": out}, handle, {"u32": n0}, {"u32": n1}, {"u32": total}]
        axes = axes or {}
        for a in sorted(k.axes):
            b, s = axes.get(a, (0, 0))
            if k.axes[a] == "f":
                ps += [{"f32": f32(b)}, {"f32": f32(s)}]  # rounded to float32: the JSON holds the exact value
            else:
                ps += [{"s32": int(b)}, {"s32": int(s)}]
        if k.record:
            if inp is None:
                raise ValueError("%s needs an input buffer" % k.name)
            ps.append({"ptr": inp})
        if len(pars) != len(k.pars):
            raise ValueError("%s takes %d extra parameters, got %d" % (k.name, len(k.pars), len(pars)))
        for (pn, kind), v in zip(k.pars, pars):
            if kind == "f":
                ps.append({"f32": f32(v)})
            else:
                ps.append({"s32": int(v)})
        grid = max(1, (total + block - 1) // block)
        self.c["launches"].append({"kernel": k.name, "grid": [grid, 1, 1], "block": [min(block, max(total, 1)), 1, 1],
                                   "shared_bytes": 0, "params": ps})
        return out

    def dummy(self):
        if not any(b["name"] == "dummy" for b in self.c["buffers"]):
            self.buffer("dummy", 256, "u32", fill=0)
        return "dummy"

    def expect(self, buf, dtype):
        self.c["expect"].append({"buffer": buf, "dtype": dtype_name(dtype), "compare": "exact", "file": buf + ".expected.bin"})

    def expect_array(self, arr, dtype):
        self.c["expect"].append({"array": arr, "dtype": dtype_name(dtype), "compare": "exact", "file": arr + ".expected.bin"})

    def expect_fault(self):
        self.c["expect"].append({"compare": "fault", "file": "fault.expected.txt"})

    def write(self):
        os.makedirs(self.dir, exist_ok=True)
        c = dict(self.c)
        for k in ("arrays", "textures", "surfaces"):
            if not c[k]:
                del c[k]
        for name, data in self.files.items():
            # Inputs of 1 KiB or more are stored gzipped (NAME.gz; the case
            # runners read either), deterministically (no name, mtime 0).
            path = os.path.join(self.dir, name)
            for stale in (path, path + ".gz"):
                if os.path.exists(stale):
                    os.remove(stale)
            if len(data) >= 1024:
                with open(path + ".gz", "wb") as f:
                    f.write(gzip_bytes(data))
            else:
                with open(path, "wb") as f:
                    f.write(data)
        with open(os.path.join(self.dir, "case.json"), "w") as f:
            json.dump(c, f, indent=1)
            f.write("\n")
        outb = sum(b["bytes"] for b in c["buffers"] if "fill" in b)
        inb = sum(len(d) for d in self.files.values())
        return inb, outb


def gzip_bytes(data):
    b = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=b, mtime=0) as f:
        f.write(data)
    return b.getvalue()


# ------------------------------------------------------------ value generators

def rand_f32(rng, kind):
    if kind == "unit":
        return f32(rng.random())
    if kind == "signed":
        return f32(rng.uniform(-1000.0, 1000.0))
    if kind == "wide":  # any finite float, sign and exponent uniform
        while True:
            bits = rng.getrandbits(32)
            if (bits >> 23) & 0xFF != 0xFF:
                return struct.unpack("<f", struct.pack("<I", bits))[0]
    raise ValueError(kind)


SPECIAL_F32 = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0 ** -126, 2.0 ** -149, -(2.0 ** -149), 3.0e38, -3.0e38,
               float("inf"), float("-inf"), float("nan"), 65504.0, 65520.0, 6.0e-8, 1e-5, 0.1, 1.0 / 3.0,
               1.0 - 2.0 ** -24, 1.0 + 2.0 ** -23, 255.0, 1e10, -1e10]


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f16_bits(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]
