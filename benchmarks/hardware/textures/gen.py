#!/usr/bin/env python3
"""gen.py: writes the texture and surface ground-truth cases.

    python3 benchmarks/hardware/textures/gen.py [ROOT [CASE...]]   (default testdata/textures, every case)

Writes ROOT/ptx/CASE.ptx (the sweep kernels, PTX ISA 7.8 for sm_90) and
ROOT/cases/CASE/ (case.json and the *.in.bin inputs). The hardware fills in
the *.expected.bin files (benchmarks/hardware/textures/run.sh). Everything
is deterministic: running it again rewrites the same bytes. The format of
the cases is described in testdata/textures/README.md; what each case
measures is in its "note".
"""

import math
import os
import random
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from casegen import Case, SPECIAL_F32, array_bytes, f16_bits, f32_bits, level_dims, pack, rand_f32  # noqa: E402
from ptxgen import Ax, Imm, In, Par, f32, module, sured_builder, suld_builder, sust_builder, sweep_kernel, tex_builder  # noqa: E402

ROOT = sys.argv[1] if len(sys.argv) > 1 else "testdata/textures"
CASES = []


def case(fn):
    CASES.append(fn)
    return fn


class Mod:
    """The kernels of one case's module."""

    def __init__(self, name, decls=(), target="sm_90"):
        self.name, self.kernels, self.decls, self.target = name, [], list(decls), target

    def k(self, name, build, words, wide=False):
        k = sweep_kernel(name, build, words, wide)
        self.kernels.append(k)
        return k

    def write(self, root):
        os.makedirs(os.path.join(root, "ptx"), exist_ok=True)
        with open(os.path.join(root, "ptx", self.name + ".ptx"), "w") as f:
            f.write(module(self.kernels, self.decls, self.target))


def new(name, note, tags=("textures",), decls=(), target="sm_90"):
    return Case(ROOT, name, name, note, tags), Mod(name, decls, target)


def T1(x):  # 1d coordinate list
    return [x]


TEX_DEFAULT = dict(address=["clamp", "clamp", "clamp"], filter="point", read="element", normalized_coords=False)


def tx(c, name, array, **kw):
    t = dict(TEX_DEFAULT)
    t.update(kw)
    return c.texture(name, array=array, **t)


# ------------------------------------------------------------ 1D filtering

@case
def filter1d():
    c, m = new("filter1d", "1D linear filtering of a 64-texel f32x4 array, unnormalized coordinates, clamp: "
               "launch 0 sweeps x over [-2, 66) in steps of 1/256 (every 8-bit weight at every texel pair); "
               "channel 0 uniform [0,1), 1 uniform [-1000,1000], 2 alternating 0/1 (the weight itself), 3 any finite float.")
    rng = random.Random(11)
    vals = []
    for i in range(64):
        vals += [rand_f32(rng, "unit"), rand_f32(rng, "signed"), float(i & 1), rand_f32(rng, "wide")]
    c.array("A", "f32", 4, 64, data=pack("f32", vals))
    tx(c, "T", "A", filter="linear")
    k = m.k("lin1d", tex_builder("1d", coords=[Ax(0)]), 4)
    c.launch(k, {"tex": "T"}, n=(68 * 256, 1, 1), axes={0: (-2.0, 1 / 256)}, dtype="f32")
    return c, m


@case
def weights1d():
    c, m = new("weights1d", "How a coordinate becomes a texel index and an 8-bit weight: 1-channel f32 arrays of "
               "alternating 0/1 (so a linear fetch returns the weight or its complement), swept far finer than 1/256. "
               "Launches: linear [4.25,5.75) step 2^-14; [0.25,0.75) step 2^-14 (clamped edge); [1000.4,1000.6) step 2^-14; "
               "[4000.4,4000.6) step 2^-12; point [4.9,5.1) step 2^-16; point [1000.9,1001.1) step 2^-14; "
               "linear normalized W=100 u in [0.105,0.115) step 2^-20; linear normalized W=4096 u in [0.2441,0.2443) step 2^-26.")
    alt = [float(i & 1) for i in range(4096)]
    c.array("A", "f32", 1, 4096, data=pack("f32", alt))
    c.array("B", "f32", 1, 100, data=pack("f32", alt[:100]))
    tx(c, "L", "A", filter="linear")
    tx(c, "P", "A", filter="point")
    tx(c, "N", "B", filter="linear", normalized_coords=True)
    tx(c, "NA", "A", filter="linear", normalized_coords=True)
    k = m.k("w1d", tex_builder("1d", coords=[Ax(0)], ncomp=1), 1)
    s14 = 2.0 ** -14
    c.launch(k, {"tex": "L"}, n=(24576, 1, 1), axes={0: (4.25, s14)}, dtype="f32")
    c.launch(k, {"tex": "L"}, n=(8192, 1, 1), axes={0: (0.25, s14)}, dtype="f32")
    c.launch(k, {"tex": "L"}, n=(3277, 1, 1), axes={0: (f32(1000.4), s14)}, dtype="f32")
    c.launch(k, {"tex": "L"}, n=(820, 1, 1), axes={0: (f32(4000.4), 2.0 ** -12)}, dtype="f32")
    c.launch(k, {"tex": "P"}, n=(13107, 1, 1), axes={0: (f32(4.9), 2.0 ** -16)}, dtype="f32")
    c.launch(k, {"tex": "P"}, n=(3277, 1, 1), axes={0: (f32(1000.9), s14)}, dtype="f32")
    c.launch(k, {"tex": "N"}, n=(10486, 1, 1), axes={0: (f32(0.105), 2.0 ** -20)}, dtype="f32")
    c.launch(k, {"tex": "NA"}, n=(13422, 1, 1), axes={0: (f32(0.2441), 2.0 ** -26)}, dtype="f32")
    return c, m


@case
def normcoords():
    c, m = new("normcoords", "Normalized coordinates to texel index, point filtering: u32 arrays holding their own index "
               "(W = 100, 7, 1000, 64), clamp, swept finely across texel boundaries: W=100 u in [0.37,0.38) step 2^-20; "
               "W=7 u around 3/7 step 2^-24; W=1000 u in [0.5,0.502) step 2^-22; W=64 u in [0.4990,0.5010) step 2^-22.")
    for w in (100, 7, 1000, 64):
        c.array("A%d" % w, "u32", 1, w, data=pack("u32", list(range(w))))
        tx(c, "T%d" % w, "A%d" % w, normalized_coords=True)
    k = m.k("pt1d", tex_builder("1d", dtype="u32", coords=[Ax(0)], ncomp=1), 1)
    c.launch(k, {"tex": "T100"}, n=(10486, 1, 1), axes={0: (f32(0.37), 2.0 ** -20)})
    c.launch(k, {"tex": "T7"}, n=(8192, 1, 1), axes={0: (f32(3 / 7 - 2.0 ** -12), 2.0 ** -24)})
    c.launch(k, {"tex": "T1000"}, n=(8389, 1, 1), axes={0: (0.5, 2.0 ** -22)})
    c.launch(k, {"tex": "T64"}, n=(8389, 1, 1), axes={0: (f32(0.499), 2.0 ** -22)})
    return c, m


# ------------------------------------------------------------ formats

def format_values(fmt, ch, w, rng):
    """Texel components for the format tables: 8-bit formats take every
    value in every channel (rotated per channel); the others random values
    with the extremes first."""
    out = []
    for i in range(w):
        for cc in range(ch):
            j = (i + 67 * cc) % w
            if fmt in ("u8", "s8"):
                v = j & 0xFF
                out.append(v - 256 if fmt == "s8" and v > 127 else v)
            elif fmt == "u16":
                out.append([0, 65535, 1, 32768, 32767][j] if j < 5 else rng.randrange(65536))
            elif fmt == "s16":
                out.append([0, -32768, 32767, -1, 1, -32767][j] if j < 6 else rng.randrange(-32768, 32768))
            elif fmt == "u32":
                out.append([0, 0xFFFFFFFF, 1, 0x80000000][j] if j < 4 else rng.getrandbits(32))
            elif fmt == "s32":
                out.append([0, -2 ** 31, 2 ** 31 - 1, -1][j] if j < 4 else rng.randrange(-2 ** 31, 2 ** 31))
            elif fmt == "f16":
                sp = [0x0000, 0x8000, 0x3C00, 0x7C00, 0xFC00, 0x7E00, 0x7C01, 0x0001, 0x03FF, 0x7BFF, 0xFBFF]
                out.append(sp[j] if j < len(sp) else rng.getrandbits(16))
            elif fmt == "f32":
                sp = [f32_bits(x) for x in SPECIAL_F32] + [0x7F800001, 0xFFC00000, 0x7FC12345]
                out.append(sp[j] if j < len(sp) else rng.getrandbits(32))
    return out


@case
def formats():
    c, m = new("formats", "Point sampling of every format (u8 s8 u16 s16 u32 s32 f16 f32) with 1, 2 and 4 channels, "
               "256 texels each, unnormalized, clamp; element reads of all, and normalized-float reads of the 8/16-bit "
               "integer formats. Each launch fetches texels 0..255 at x = i + 0.5 and stores all four components, so "
               "missing channels show what the hardware fills in.")
    rng = random.Random(21)
    k = m.k("fmt", tex_builder("1d", dtype="f32", coords=[Ax(0)]), 4)
    for fmt in ("u8", "s8", "u16", "s16", "u32", "s32", "f16", "f32"):
        for ch in (1, 2, 4):
            name = "%s_%d" % (fmt, ch)
            c.array(name, fmt, ch, 256, data=pack(fmt, format_values(fmt, ch, 256, rng)))
            tx(c, "E" + name, name)
            c.launch(k, {"tex": "E" + name}, n=(256, 1, 1), axes={0: (0.5, 1.0)})
            if fmt in ("u8", "s8", "u16", "s16"):
                tx(c, "N" + name, name, read="normalized")
                c.launch(k, {"tex": "N" + name}, n=(256, 1, 1), axes={0: (0.5, 1.0)}, dtype="f32")
    return c, m


TABLE16 = sorted(set(range(0, 65536, 8)) | {1, 2, 3, 0x3ff, 0x400, 0x7bff, 0x7c00, 0x7c01, 0x7c02, 0x7dff, 0x7e00,
                                              0x7e01, 0x7fff, 0x8000, 0x8001, 0x83ff, 0xfbff, 0xfc00, 0xfc01, 0xfe00,
                                              0xfffe, 0xffff, 32767, 32766, 32769, 65534, 65535})


@case
def tables16():
    c, m = new("tables16", "16-bit values through the texture unit: u16 and s16 read as normalized float, and f16 read "
               "as float (1-channel arrays of %d texels: every 8th value and the edges, NaN and infinity patterns; "
               "point, x = i + 0.5). Device round 1 ran all 65536 values and every one matched ptxsim; these are "
               "the subset's results taken from that run, to keep the repository small." % len(TABLE16))
    k = m.k("all", tex_builder("1d", coords=[Ax(0)], ncomp=1), 1)
    n = len(TABLE16)
    c.array("U", "u16", 1, n, data=pack("u16", TABLE16))
    c.array("S", "s16", 1, n, data=pack("s16", [v - 65536 if v > 32767 else v for v in TABLE16]))
    c.array("H", "f16", 1, n, data=pack("f16", TABLE16))
    tx(c, "TU", "U", read="normalized")
    tx(c, "TS", "S", read="normalized")
    tx(c, "TH", "H")
    for t in ("TU", "TS", "TH"):
        c.launch(k, {"tex": t}, n=(n, 1, 1), axes={0: (0.5, 1.0)}, dtype="f32")
    return c, m


@case
def filterformats():
    c, m = new("filterformats", "1D linear filtering per format: 4-channel 64-texel arrays of random values, u8 s8 u16 s16 "
               "read as normalized float and f16 f32 as float, x = i + 0.5 + k/256 for texels 0..15 and every k; then "
               "u8 with 1 and 2 channels, and u8 with sRGB.")
    rng = random.Random(31)
    k4 = m.k("lin4", tex_builder("1d", coords=[Ax(0)]), 4)
    for fmt in ("u8", "s8", "u16", "s16", "f16", "f32"):
        if fmt == "f16":
            vals = [f16_bits(rng.uniform(-4.0, 4.0)) for _ in range(256)]
        elif fmt == "f32":
            vals = [rand_f32(rng, "signed") for _ in range(256)]
        else:
            lo, hi = {"u8": (0, 255), "s8": (-128, 127), "u16": (0, 65535), "s16": (-32768, 32767)}[fmt]
            vals = [rng.randint(lo, hi) for _ in range(256)]
            vals[0:8] = [lo, hi, hi, lo, 0, 1, hi - 1, hi]
        c.array(fmt, fmt, 4, 64, data=pack(fmt, vals))
        tx(c, "T" + fmt, fmt, filter="linear", read="normalized" if fmt not in ("f16", "f32") else "element")
        c.launch(k4, {"tex": "T" + fmt}, n=(16 * 256, 1, 1), axes={0: (0.5, 1 / 256)}, dtype="f32")
    for ch in (1, 2):
        vals = [rng.randint(0, 255) for _ in range(64 * ch)]
        c.array("u8_%d" % ch, "u8", ch, 64, data=pack("u8", vals))
        tx(c, "Tu8_%d" % ch, "u8_%d" % ch, filter="linear", read="normalized")
        c.launch(k4, {"tex": "Tu8_%d" % ch}, n=(4 * 256, 1, 1), axes={0: (0.5, 1 / 256)}, dtype="f32")
    tx(c, "Tsrgb", "u8", filter="linear", read="normalized", srgb=True)
    c.launch(k4, {"tex": "Tsrgb"}, n=(16 * 256, 1, 1), axes={0: (0.5, 1 / 256)}, dtype="f32")
    return c, m


@case
def srgb():
    c, m = new("srgb", "sRGB to linear: a u8x4 array with every value in every channel, point, normalized-float read "
               "with sRGB (alpha is not converted), and the same with element read; then u8x1 and s8x4 with sRGB.")
    vals = []
    for i in range(256):
        vals += [i, (i + 85) & 255, (i + 170) & 255, 255 - i]
    c.array("A", "u8", 4, 256, data=pack("u8", vals))
    c.array("A1", "u8", 1, 256, data=pack("u8", list(range(256))))
    c.array("S", "s8", 4, 256, data=pack("s8", [v - 256 if v > 127 else v for v in vals]))
    tx(c, "TN", "A", read="normalized", srgb=True)
    tx(c, "TE", "A", read="element", srgb=True)
    tx(c, "T1", "A1", read="normalized", srgb=True)
    tx(c, "TS", "S", read="normalized", srgb=True)
    k = m.k("pt", tex_builder("1d", coords=[Ax(0)]), 4)
    for t in ("TN", "TE", "T1", "TS"):
        c.launch(k, {"tex": t}, n=(256, 1, 1), axes={0: (0.5, 1.0)}, dtype="f32")
    return c, m


# ------------------------------------------------------------ 2D and 3D filtering

@case
def filter2d():
    c, m = new("filter2d", "2D bilinear filtering: 16x16 arrays (f32x4 random, u8x4 normalized read, f16x4), linear, clamp, "
               "x and y over [3.5, 5.5) in steps of 1/32 (4 texel quads, weights in steps of 8/256).")
    rng = random.Random(41)
    k = m.k("lin2d", tex_builder("2d", coords=[Ax(0), Ax(1)]), 4)
    c.array("F", "f32", 4, 16, 16, data=pack("f32", [rand_f32(rng, "signed") for _ in range(1024)]))
    c.array("U", "u8", 4, 16, 16, data=pack("u8", [rng.randint(0, 255) for _ in range(1024)]))
    c.array("H", "f16", 4, 16, 16, data=pack("f16", [f16_bits(rng.uniform(-2, 2)) for _ in range(1024)]))
    tx(c, "TF", "F", filter="linear")
    tx(c, "TU", "U", filter="linear", read="normalized")
    tx(c, "TH", "H", filter="linear")
    for t in ("TF", "TU", "TH"):
        c.launch(k, {"tex": t}, n=(64, 64, 1), axes={0: (3.5, 1 / 32), 1: (3.5, 1 / 32)}, dtype="f32")
    # Weight pairs at full 8-bit resolution along the diagonal of one quad.
    c.launch(k, {"tex": "TF"}, n=(256, 1, 1), axes={0: (4.5, 1 / 256), 1: (0, 0)}, dtype="f32")
    return c, m


@case
def filter3d():
    c, m = new("filter3d", "3D trilinear filtering: 8x8x8 arrays (f32x4 random, u8x4 normalized read), linear, clamp, "
               "x, y, z over [2.5, 4.5) in steps of 1/8.")
    rng = random.Random(51)
    k = m.k("lin3d", tex_builder("3d", coords=[Ax(0), Ax(1), Ax(2)]), 4)
    c.array("F", "f32", 4, 8, 8, 8, data=pack("f32", [rand_f32(rng, "signed") for _ in range(2048)]))
    c.array("U", "u8", 4, 8, 8, 8, data=pack("u8", [rng.randint(0, 255) for _ in range(2048)]))
    tx(c, "TF", "F", filter="linear")
    tx(c, "TU", "U", filter="linear", read="normalized")
    for t in ("TF", "TU"):
        c.launch(k, {"tex": t}, n=(16, 16, 16), axes={0: (2.5, 1 / 8), 1: (2.5, 1 / 8), 2: (2.5, 1 / 8)}, dtype="f32")
    return c, m


# ------------------------------------------------------------ addressing

MODES = ("wrap", "clamp", "mirror", "border")
BORDER = [100.0, 200.0, 300.0, 400.0]


@case
def address1d():
    c, m = new("address1d", "Address modes in 1D: an 8-texel f32 array holding 1..8, border color (100,200,300,400); "
               "each of wrap/clamp/mirror/border x unnormalized/normalized x point/linear; unnormalized x over [-24, 32) "
               "step 1/16, normalized u over [-3, 4) step 1/128; all four components stored. The last launches fetch "
               "special coordinates (NaN, infinities, zeros, huge, tiny) from an input buffer through each texture.")
    c.array("A", "f32", 1, 8, data=pack("f32", [float(i + 1) for i in range(8)]))
    k = m.k("sweep", tex_builder("1d", coords=[Ax(0)]), 4)
    ks = m.k("special", tex_builder("1d", coords=[In(0)]), 4)
    names = []
    for mode in MODES:
        for norm in (False, True):
            for filt in ("point", "linear"):
                t = "%s_%s_%s" % (mode, "n" if norm else "u", filt)
                tx(c, t, "A", address=[mode] * 3, filter=filt, normalized_coords=norm, border=BORDER)
                names.append(t)
                if norm:
                    c.launch(k, {"tex": t}, n=(896, 1, 1), axes={0: (-3.0, 1 / 128)}, dtype="f32")
                else:
                    c.launch(k, {"tex": t}, n=(896, 1, 1), axes={0: (-24.0, 1 / 16)}, dtype="f32")
    sp = SPECIAL_F32 + [8.0, 7.5, 8.5, -0.5, 0.4999999, 1e-30, -1e-30, 16777216.0, 16777217.0, 1e20, -1e20,
                        1.0 - 2.0 ** -24, 0.9999, -1.0 + 2.0 ** -24, 4294967296.0, -4294967296.0, 2147483648.0, 2 ** 31 - 128.0]
    sp = [f32(x) for x in sp]
    sp += [0.0] * (64 - len(sp))
    c.buffer("sp", 256, "f32", data=pack("f32", sp))
    for t in names:
        c.launch(ks, {"tex": t}, n=(64, 1, 1), inp="sp", dtype="f32")
    return c, m


@case
def address2d():
    c, m = new("address2d", "Address modes per dimension in 2D and 3D: an 8x4 f32 array holding y*8+x+1 with x wrap and y "
               "mirror, then x border and y clamp, normalized, point and linear, u and v over [-2, 3) step 1/16; a 4x4x4 "
               "array with (mirror, wrap, clamp), linear, normalized, over [-1, 2) step 1/8.")
    c.array("A", "f32", 1, 8, 4, data=pack("f32", [float(i + 1) for i in range(32)]))
    c.array("V", "f32", 1, 4, 4, 4, data=pack("f32", [float(i + 1) for i in range(64)]))
    k = m.k("s2", tex_builder("2d", coords=[Ax(0), Ax(1)], ncomp=1), 1)
    k3 = m.k("s3", tex_builder("3d", coords=[Ax(0), Ax(1), Ax(2)], ncomp=1), 1)
    for modes in (("wrap", "mirror"), ("border", "clamp")):
        for filt in ("point", "linear"):
            t = "%s_%s_%s" % (modes[0], modes[1], filt)
            tx(c, t, "A", address=[modes[0], modes[1], "clamp"], filter=filt, normalized_coords=True, border=[-1.0, -2.0, -3.0, -4.0])
            c.launch(k, {"tex": t}, n=(80, 80, 1), axes={0: (-2.0, 1 / 16), 1: (-2.0, 1 / 16)}, dtype="f32")
    tx(c, "V3", "V", address=["mirror", "wrap", "clamp"], filter="linear", normalized_coords=True)
    c.launch(k3, {"tex": "V3"}, n=(24, 24, 24), axes={0: (-1.0, 1 / 8), 1: (-1.0, 1 / 8), 2: (-1.0, 1 / 8)}, dtype="f32")
    return c, m


@case
def border():
    c, m = new("border", "Border color by format and read mode: u8x4 element read and normalized read, s16x2 normalized, "
               "u32x1 element, f16x4; border color (0.25, -0.5, 2, 1e30); x from -2 to 10 (unnormalized), point and linear.")
    rng = random.Random(61)
    k = m.k("b", tex_builder("1d", coords=[Ax(0)]), 4)
    bc = [0.25, -0.5, 2.0, f32(1e30)]
    for fmt, ch, read in (("u8", 4, "element"), ("u8", 4, "normalized"), ("s16", 2, "normalized"), ("u32", 1, "element"),
                          ("f16", 4, "element")):
        name = "%s_%d_%s" % (fmt, ch, read[0])
        if fmt == "f16":
            vals = [f16_bits(rng.uniform(0, 1)) for _ in range(8 * ch)]
        else:
            vals = format_values(fmt, ch, 8, rng)
        if not any(a["name"] == fmt + str(ch) for a in c.c["arrays"]):
            c.array(fmt + str(ch), fmt, ch, 8, data=pack(fmt, vals))
        for filt in ("point", "linear"):
            if filt == "linear" and read == "element" and fmt != "f16":
                continue
            t = name + "_" + filt
            tx(c, t, fmt + str(ch), address=["border"] * 3, filter=filt, read=read, border=bc)
            c.launch(k, {"tex": t}, n=(48, 1, 1), axes={0: (-2.0, 1 / 4)}, dtype="f32")
    return c, m


# ------------------------------------------------------------ mipmaps

def const_levels(a, f=lambda l: float(l)):
    out = []
    for l in range(a["levels"]):
        w, h, d = level_dims(a, l)
        out += [f(l)] * (w * h * d * a["channels"])
    return out


@case
def mip_level():
    c, m = new("mip_level", "Mipmap level selection with tex.level: a 64x64 f32 mipmapped array of 7 levels, level l "
               "filled with the value l, normalized, linear; mip filter point and linear, then with level bias 0.5, "
               "min clamp 1.25, max clamp 3.5; lod over [-2, 10) step 1/256 at (0.5, 0.5). Then 1D (64 texels, 7 levels) "
               "and 3D (16^3, 5 levels) mip-linear, and tex.base on the 2D array.")
    a = {"width": 64, "height": 64, "levels": 7, "channels": 1}
    c.array("M", "f32", 1, 64, 64, levels=7, data=pack("f32", const_levels(a)))
    k = m.k("lvl2", tex_builder("2d", mip="level", coords=[Imm(0.5), Imm(0.5)], lod=Ax(0), ncomp=1), 1)
    base = dict(filter="linear", normalized_coords=True, max_lod=100.0)
    for name, kw in (("pt", dict(mip_filter="point")), ("li", dict(mip_filter="linear")),
                     ("bias", dict(mip_filter="linear", mip_bias=0.5)), ("minc", dict(mip_filter="linear", min_lod=1.25)),
                     ("maxc", dict(mip_filter="linear", max_lod=3.5))):
        t = dict(base)
        t.update(kw)
        tx(c, name, "M", **t)
        c.launch(k, {"tex": name}, n=(3072, 1, 1), axes={0: (-2.0, 1 / 256)}, dtype="f32")
    a1 = {"width": 64, "levels": 7, "channels": 1}
    c.array("M1", "f32", 1, 64, levels=7, data=pack("f32", const_levels(a1)))
    tx(c, "li1", "M1", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    k1 = m.k("lvl1", tex_builder("1d", mip="level", coords=[Imm(0.5)], lod=Ax(0), ncomp=1), 1)
    c.launch(k1, {"tex": "li1"}, n=(3072, 1, 1), axes={0: (-2.0, 1 / 256)}, dtype="f32")
    a3 = {"width": 16, "height": 16, "depth": 16, "levels": 5, "channels": 1}
    c.array("M3", "f32", 1, 16, 16, 16, levels=5, data=pack("f32", const_levels(a3)))
    tx(c, "li3", "M3", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    k3 = m.k("lvl3", tex_builder("3d", mip="level", coords=[Imm(0.5), Imm(0.5), Imm(0.5)], lod=Ax(0), ncomp=1), 1)
    c.launch(k3, {"tex": "li3"}, n=(2048, 1, 1), axes={0: (-2.0, 1 / 256)}, dtype="f32")
    kb = m.k("base2", tex_builder("2d", mip="base", coords=[Ax(0), Ax(1)], ncomp=1), 1)
    c.launch(kb, {"tex": "li"}, n=(8, 8, 1), axes={0: (0.0625, 0.125), 1: (0.0625, 0.125)}, dtype="f32")
    return c, m


@case
def mip_grad():
    c, m = new("mip_grad", "Level of detail from gradients (tex.grad.2d) on a 64x64 mipmapped f32 array of 7 levels, level "
               "l filled with l, mip-linear: isotropic dPdx=(g,0), dPdy=(0,g) with g over [0, 2) step 2^-12, and over "
               "[2^-6, 2^-5) step 2^-18 (lod 0..1 finely), for mip point and linear; anisotropic axis-aligned gradients "
               "gx, gy over a 64x64 grid of [0, 1/4) with max anisotropy 0, 4 and 16; and random gradient pairs from an "
               "input buffer; then tex.grad.1d and tex.grad.3d isotropic sweeps.")
    a = {"width": 64, "height": 64, "levels": 7, "channels": 1}
    c.array("M", "f32", 1, 64, 64, levels=7, data=pack("f32", const_levels(a)))
    for name, kw in (("pt", dict(mip_filter="point")), ("li", dict(mip_filter="linear")),
                     ("an4", dict(mip_filter="linear", max_aniso=4)), ("an16", dict(mip_filter="linear", max_aniso=16))):
        tx(c, name, "M", filter="linear", normalized_coords=True, max_lod=100.0, **kw)
    iso = m.k("iso", tex_builder("2d", mip="grad", coords=[Imm(0.5), Imm(0.5)],
                                 grads=([Ax(0), Imm(0.0)], [Imm(0.0), Ax(0)]), ncomp=1), 1)
    for t in ("pt", "li"):
        c.launch(iso, {"tex": t}, n=(8192, 1, 1), axes={0: (0.0, 2.0 ** -12)}, dtype="f32")
    c.launch(iso, {"tex": "li"}, n=(4096, 1, 1), axes={0: (2.0 ** -6, 2.0 ** -18)}, dtype="f32")
    an = m.k("aniso", tex_builder("2d", mip="grad", coords=[Imm(0.5), Imm(0.5)],
                                  grads=([Ax(0), Imm(0.0)], [Imm(0.0), Ax(1)]), ncomp=1), 1)
    for t in ("li", "an4", "an16"):
        c.launch(an, {"tex": t}, n=(64, 64, 1), axes={0: (0.0, 2.0 ** -8), 1: (0.0, 2.0 ** -8)}, dtype="f32")
    rng = random.Random(71)
    rec = []
    for _ in range(2048):
        rec += [f32(rng.uniform(-0.1, 0.1) * 2 ** rng.uniform(-4, 3)) for _ in range(4)]
    c.buffer("g", 2048 * 16, "f32", data=pack("f32", rec))
    rk = m.k("rgrad", tex_builder("2d", mip="grad", coords=[Imm(0.5), Imm(0.5)],
                                  grads=([In(0), In(1)], [In(2), In(3)]), ncomp=1), 1)
    for t in ("li", "an16"):
        c.launch(rk, {"tex": t}, n=(2048, 1, 1), inp="g", dtype="f32")
    a1 = {"width": 64, "levels": 7, "channels": 1}
    c.array("M1", "f32", 1, 64, levels=7, data=pack("f32", const_levels(a1)))
    tx(c, "li1", "M1", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    g1 = m.k("g1", tex_builder("1d", mip="grad", coords=[Imm(0.5)], grads=([Ax(0)], [Ax(1)]), ncomp=1), 1)
    c.launch(g1, {"tex": "li1"}, n=(64, 4, 1), axes={0: (0.0, 2.0 ** -9), 1: (0.0, 2.0 ** -5)}, dtype="f32")
    a3 = {"width": 16, "height": 16, "depth": 16, "levels": 5, "channels": 1}
    c.array("M3", "f32", 1, 16, 16, 16, levels=5, data=pack("f32", const_levels(a3)))
    tx(c, "li3", "M3", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    g3 = m.k("g3", tex_builder("3d", mip="grad", coords=[Imm(0.5), Imm(0.5), Imm(0.5)],
                               grads=([Ax(0), Imm(0.0), Imm(0.0)], [Imm(0.0), Imm(0.0), Ax(1)]), ncomp=1), 1)
    c.launch(g3, {"tex": "li3"}, n=(64, 4, 1), axes={0: (0.0, 2.0 ** -8), 1: (0.0, 2.0 ** -4)}, dtype="f32")
    return c, m


@case
def mip_data():
    c, m = new("mip_data", "Trilinear filtering with real data: a 32x32 f32 mipmapped array of 6 levels of random values, "
               "linear filter, mip-linear, normalized, lod over [0, 5) step 1/64 at 4x4 coordinates; then a 100x60 u32 "
               "array of 7 levels (texel = level<<24 | y<<12 | x) sampled with point filtering at lod 0..6 along the "
               "diagonal (non-power-of-two level sizes).")
    rng = random.Random(81)
    a = {"width": 32, "height": 32, "levels": 6, "channels": 1, "format": "f32"}
    c.array("R", "f32", 1, 32, 32, levels=6, data=pack("f32", [rand_f32(rng, "unit") for _ in range(array_bytes(a) // 4)]))
    tx(c, "TR", "R", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    k = m.k("tri", tex_builder("2d", mip="level", coords=[Ax(1), Ax(2)], lod=Ax(0), ncomp=1), 1)
    c.launch(k, {"tex": "TR"}, n=(320, 4, 4), axes={0: (0.0, 1 / 64), 1: (0.1875, 0.125), 2: (0.3125, 0.1875)}, dtype="f32")
    b = {"width": 100, "height": 60, "levels": 7, "channels": 1}
    vals = []
    for l in range(7):
        w, h, _ = level_dims(b, l)
        vals += [(l << 24) | (y << 12) | x for y in range(h) for x in range(w)]
    c.array("N", "u32", 1, 100, 60, levels=7, data=pack("u32", vals))
    tx(c, "TN", "N", normalized_coords=True, mip_filter="point", max_lod=100.0)
    kn = m.k("npot", tex_builder("2d", dtype="u32", mip="level", coords=[Ax(0), Ax(0)], lod=Ax(1), ncomp=1), 1)
    c.launch(kn, {"tex": "TN"}, n=(128, 7, 1), axes={0: (1 / 256, 1 / 128), 1: (0.0, 1.0)})
    return c, m


# ------------------------------------------------------------ layered and cubemap

@case
def layered():
    c, m = new("layered", "Layered arrays: a1d (u32 16 texels x 8 layers holding layer<<8|x, point; f32 copy, linear) with x "
               "over [-2, 18) step 1/4 and layer index -3..11; a2d (f32 8x8x6 holding layer*100+y*10+x, linear) with x, y "
               "over [-1, 9) step 1/2 and layer -2..8.")
    c.array("L1", "u32", 1, 16, 0, 8, layered=True, data=pack("u32", [(l << 8) | x for l in range(8) for x in range(16)]))
    c.array("F1", "f32", 1, 16, 0, 8, layered=True, data=pack("f32", [float((l << 8) | x) for l in range(8) for x in range(16)]))
    c.array("L2", "f32", 1, 8, 8, 6, layered=True,
            data=pack("f32", [float(l * 100 + y * 10 + x) for l in range(6) for y in range(8) for x in range(8)]))
    tx(c, "T1", "L1")
    tx(c, "T1f", "F1", filter="linear")
    tx(c, "T2", "L2", filter="linear")
    k1 = m.k("a1d", tex_builder("a1d", dtype="u32", coords=[Ax(1, "i"), Ax(0)], ncomp=1), 1)
    k1f = m.k("a1df", tex_builder("a1d", coords=[Ax(1, "i"), Ax(0)], ncomp=1), 1)
    k2 = m.k("a2d", tex_builder("a2d", coords=[Ax(2, "i"), Ax(0), Ax(1)], ncomp=1), 1)
    c.launch(k1, {"tex": "T1"}, n=(80, 15, 1), axes={0: (-2.0, 0.25), 1: (-3, 1)})
    c.launch(k1f, {"tex": "T1f"}, n=(80, 15, 1), axes={0: (-2.0, 0.25), 1: (-3, 1)}, dtype="f32")
    c.launch(k2, {"tex": "T2"}, n=(20, 20, 11), axes={0: (-1.0, 0.5), 1: (-1.0, 0.5), 2: (-2, 1)}, dtype="f32")
    return c, m


CUBE_FACES = [(0, 1.0), (0, -1.0), (1, 1.0), (1, -1.0), (2, 1.0), (2, -1.0)]


def cube_data(w, f):
    return [f(face, y, x) for face in range(6) for y in range(w) for x in range(w)]


@case
def cubemap():
    c, m = new("cubemap", "Cubemap face selection and projection: a 16x16 u32 cubemap holding face<<16|y<<8|x, point, "
               "normalized; for each face a grid of the two minor coordinates over [-1.25, 1.25] step 1/16 with the major "
               "one at +-1; a fine sweep s over [-1.1, 1.1) step 2^-10 on face +X (major 2.5) at t = -0.5, 0, 0.75; "
               "linear filtering of a random 8x8 f32 cubemap on face +Z, seamless and not, over [-1.1, 1.1) step 1/32; "
               "a cubemap array (2 cubes) with index -1..3.")
    c.array("C", "u32", 1, 16, 16, 6, cubemap=True, data=pack("u32", cube_data(16, lambda f, y, x: (f << 16) | (y << 8) | x)))
    tx(c, "TC", "C", normalized_coords=True)
    k = m.k("cube", tex_builder("cube", dtype="u32", coords=[Ax(0), Ax(1), Ax(2)], ncomp=1), 1)
    for axis, sign in CUBE_FACES:
        n = [41, 41, 41]
        ax = {0: (-1.25, 1 / 16), 1: (-1.25, 1 / 16), 2: (-1.25, 1 / 16)}
        n[axis] = 1
        ax[axis] = (sign, 0.0)
        c.launch(k, {"tex": "TC"}, n=tuple(n), axes=ax)
    c.launch(k, {"tex": "TC"}, n=(1, 2253, 3), axes={0: (2.5, 0.0), 1: (-1.1, 2.0 ** -10), 2: (-0.5, 0.5)})
    rng = random.Random(91)
    c.array("R", "f32", 1, 8, 8, 6, cubemap=True, data=pack("f32", [rand_f32(rng, "unit") for _ in range(384)]))
    tx(c, "TL", "R", filter="linear", normalized_coords=True)
    tx(c, "TS", "R", filter="linear", normalized_coords=True, seamless_cubemap=True)
    kf = m.k("cubef", tex_builder("cube", coords=[Ax(0), Ax(1), Ax(2)], ncomp=1), 1)
    for t in ("TL", "TS"):
        c.launch(kf, {"tex": t}, n=(71, 71, 1), axes={0: (-1.1, 1 / 32), 1: (-1.1, 1 / 32), 2: (1.0, 0.0)}, dtype="f32")
    c.array("CA", "u32", 1, 8, 8, 12, cubemap=True, layered=True,
            data=pack("u32", [(l << 16) | (y << 8) | x for l in range(12) for y in range(8) for x in range(8)]))
    tx(c, "TA", "CA", normalized_coords=True)
    ka = m.k("acube", tex_builder("acube", dtype="u32", coords=[Ax(2, "i"), Ax(0), Ax(1), Imm(-1.0)], ncomp=1), 1)
    c.launch(ka, {"tex": "TA"}, n=(21, 21, 5), axes={0: (-1.25, 0.125), 1: (-1.25, 0.125), 2: (-1, 1)})
    return c, m


# The 16x16 f32 cubemap of 5 levels of the cube LOD cases (level l filled
# with l: const_levels(CUBE16)).
CUBE16 = {"width": 16, "height": 16, "depth": 6, "levels": 5, "channels": 1, "cubemap": True}


@case
def cubemip():
    c, m = new("cubemip", "Cubemap mipmaps: a 16x16 f32 cubemap of 5 levels, level l filled with l, linear, mip-linear; "
               "tex.level.cube with lod over [-1, 6) step 1/64 toward +Z, and tex.grad.cube with dPdx=(g,0,0), dPdy=(0,g,0), "
               "g over [0, 1) step 2^-10.")
    c.array("C", "f32", 1, 16, 16, 6, levels=5, cubemap=True, data=pack("f32", const_levels(CUBE16)))
    tx(c, "T", "C", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    kl = m.k("lvl", tex_builder("cube", mip="level", coords=[Imm(0.1), Imm(0.2), Imm(1.0)], lod=Ax(0), ncomp=1), 1)
    c.launch(kl, {"tex": "T"}, n=(448, 1, 1), axes={0: (-1.0, 1 / 64)}, dtype="f32")
    kg = m.k("grad", tex_builder("cube", mip="grad", coords=[Imm(0.1), Imm(0.2), Imm(1.0)],
                                 grads=([Ax(0), Imm(0.0), Imm(0.0)], [Imm(0.0), Ax(0), Imm(0.0)]), ncomp=1), 1)
    c.launch(kg, {"tex": "T"}, n=(1024, 1, 1), axes={0: (0.0, 2.0 ** -10)}, dtype="f32")
    return c, m


# ------------------------------------------------------------ gather, offsets, coordinates, result types

def unique4(w, h):
    return [float(cc * 1000 + y * 10 + x) for y in range(h) for x in range(w) for cc in range(4)]


@case
def gather():
    c, m = new("gather", "tld4 (gather) on an 8x8 f32x4 array with the gather flag holding c*1000+y*10+x: every "
               "component r/g/b/a over x, y in [-1.5, 9.5) step 1/2 (clamp, unnormalized); a fine sweep of r over "
               "x in [3.25, 4.75) step 1/256; r with wrap/mirror/border normalized; a u8x4 array read as normalized "
               "floats and as integers (.u32 result); offsets -8..7 in both axes. (Device round 1 ran this with "
               "layered and cubemap arrays too, and cuArray3DCreate refused one of them: see gather_layered, "
               "gather_cube.)")
    c.array("A", "f32", 4, 8, 8, gather=True, data=pack("f32", unique4(8, 8)))
    tx(c, "T", "A")
    for mode in ("wrap", "mirror", "border"):
        tx(c, "T" + mode, "A", address=[mode] * 3, normalized_coords=True, border=BORDER)
    for comp in "rgba":
        k = m.k("g" + comp, tex_builder("2d", op="tld4", comp=comp, coords=[Ax(0), Ax(1)]), 4)
        c.launch(k, {"tex": "T"}, n=(22, 22, 1), axes={0: (-1.5, 0.5), 1: (-1.5, 0.5)}, dtype="f32")
    kr = m.kernels[0]
    c.launch(kr, {"tex": "T"}, n=(384, 1, 1), axes={0: (3.25, 1 / 256), 1: (3.5, 0.0)}, dtype="f32")
    for mode in ("wrap", "mirror", "border"):
        c.launch(kr, {"tex": "T" + mode}, n=(22, 22, 1), axes={0: (-0.6875, 0.0625), 1: (-0.6875, 0.0625)}, dtype="f32")
    rng = random.Random(101)
    c.array("U", "u8", 4, 8, 8, gather=True, data=pack("u8", [rng.randint(0, 255) for _ in range(256)]))
    tx(c, "UN", "U", read="normalized")
    tx(c, "UE", "U", read="element")
    c.launch(kr, {"tex": "UN"}, n=(10, 10, 1), axes={0: (0.0, 1.0), 1: (0.0, 1.0)}, dtype="f32")
    ku = m.k("gu", tex_builder("2d", op="tld4", comp="b", dtype="u32", coords=[Ax(0), Ax(1)]), 4)
    c.launch(ku, {"tex": "UE"}, n=(10, 10, 1), axes={0: (0.0, 1.0), 1: (0.0, 1.0)})
    ko = m.k("goff", tex_builder("2d", op="tld4", comp="g", coords=[Imm(3.75), Imm(4.25)], offset=[Ax(0, "i"), Ax(1, "i")]), 4)
    c.launch(ko, {"tex": "T"}, n=(16, 16, 1), axes={0: (-8, 1), 1: (-8, 1)}, dtype="f32")
    c.array("N", "f32", 4, 8, 8, data=pack("f32", unique4(8, 8)))
    tx(c, "TN", "N")
    c.launch(kr, {"tex": "TN"}, n=(10, 10, 1), axes={0: (0.0, 1.0), 1: (0.0, 1.0)}, dtype="f32")
    return c, m


@case
def gather_layered():
    c, m = new("gather_layered", "tld4.a2d on a 3-layer 8x8 f32x4 layered array (layer*10000+c*1000+y*10+x), layers "
               "-1..3; the array carries the layered flag only (cuArray3DCreate may refuse layered+gather).")
    c.array("L", "f32", 4, 8, 8, 3, layered=True, data=pack("f32", [v + 10000 * l for l in range(3) for v in unique4(8, 8)]))
    tx(c, "TLy", "L")
    kl = m.k("ga2d", tex_builder("a2d", op="tld4", comp="a", coords=[Ax(2, "i"), Ax(0), Ax(1)]), 4)
    c.launch(kl, {"tex": "TLy"}, n=(6, 6, 5), axes={0: (1.0, 1.25), 1: (1.0, 1.25), 2: (-1, 1)}, dtype="f32")
    return c, m


@case
def gather_cube():
    c, m = new("gather_cube", "tld4.cube on an 8x8 f32 cubemap (face*100+y*10+x), seamless and not, toward +Z near "
               "the +X edge.")
    c.array("C", "f32", 1, 8, 8, 6, cubemap=True, data=pack("f32", cube_data(8, lambda f, y, x: float(f * 100 + y * 10 + x))))
    kc = m.k("gcube", tex_builder("cube", op="tld4", comp="r", coords=[Ax(0), Ax(1), Imm(1.0)]), 4)
    for sl in (False, True):
        tx(c, "TC%d" % sl, "C", normalized_coords=True, seamless_cubemap=sl)
        c.launch(kc, {"tex": "TC%d" % sl}, n=(12, 71, 1), axes={0: (0.75, 1 / 32), 1: (-1.1, 1 / 32)}, dtype="f32")
    return c, m


@case
def offsets():
    c, m = new("offsets", "Texel offsets (the e operand): an 8x8 f32 array holding y*8+x, offsets ox, oy over -12..11 "
               "(the ISA allows -8..7) at 4 x positions; unnormalized clamp point, normalized wrap point, normalized "
               "wrap linear; then tex.1d and tex.3d with offsets.")
    c.array("A", "f32", 1, 8, 8, data=pack("f32", [float(i) for i in range(64)]))
    tx(c, "P", "A")
    tx(c, "W", "A", address=["wrap"] * 3, normalized_coords=True)
    tx(c, "WL", "A", address=["wrap"] * 3, normalized_coords=True, filter="linear")
    k = m.k("o2", tex_builder("2d", coords=[Ax(2), Par("f")], offset=[Ax(0, "i"), Ax(1, "i")], ncomp=1), 1)
    c.launch(k, {"tex": "P"}, n=(24, 24, 4), axes={0: (-12, 1), 1: (-12, 1), 2: (2.25, 1.0)}, pars=[3.5], dtype="f32")
    c.launch(k, {"tex": "W"}, n=(24, 24, 4), axes={0: (-12, 1), 1: (-12, 1), 2: (0.28125, 0.125)}, pars=[0.4375], dtype="f32")
    c.launch(k, {"tex": "WL"}, n=(24, 24, 4), axes={0: (-12, 1), 1: (-12, 1), 2: (0.3, 0.125)}, pars=[0.46875], dtype="f32")
    c.array("B", "f32", 1, 16, data=pack("f32", [float(i) for i in range(16)]))
    tx(c, "B1", "B")
    k1 = m.k("o1", tex_builder("1d", coords=[Ax(1)], offset=[Ax(0, "i")], ncomp=1), 1)
    c.launch(k1, {"tex": "B1"}, n=(16, 3, 1), axes={0: (-8, 1), 1: (4.5, 3.0)}, dtype="f32")
    c.array("V", "f32", 1, 4, 4, 4, data=pack("f32", [float(i) for i in range(64)]))
    tx(c, "V3", "V")
    k3 = m.k("o3", tex_builder("3d", coords=[Imm(1.5), Imm(2.5), Imm(1.5)], offset=[Ax(0, "i"), Ax(1, "i"), Ax(2, "i")], ncomp=1), 1)
    c.launch(k3, {"tex": "V3"}, n=(4, 4, 4), axes={0: (-2, 1), 1: (-2, 1), 2: (-2, 1)}, dtype="f32")
    return c, m


@case
def intcoords():
    c, m = new("intcoords", "Integer (.s32) coordinates on array textures: an 8x8 f32 array holding y*8+x; unnormalized "
               "point, normalized wrap point, normalized wrap linear; x, y over -4..11; and a1d/3d with integer "
               "coordinates.")
    c.array("A", "f32", 1, 8, 8, data=pack("f32", [float(i) for i in range(64)]))
    tx(c, "P", "A")
    tx(c, "W", "A", address=["wrap"] * 3, normalized_coords=True)
    tx(c, "WL", "A", address=["wrap"] * 3, normalized_coords=True, filter="linear")
    k = m.k("i2", tex_builder("2d", ctype="s32", coords=[Ax(0, "i"), Ax(1, "i")], ncomp=1), 1)
    for t in ("P", "W", "WL"):
        c.launch(k, {"tex": t}, n=(16, 16, 1), axes={0: (-4, 1), 1: (-4, 1)}, dtype="f32")
    c.array("V", "f32", 1, 4, 4, 4, data=pack("f32", [float(i) for i in range(64)]))
    tx(c, "V3", "V", filter="linear")
    k3 = m.k("i3", tex_builder("3d", ctype="s32", coords=[Ax(0, "i"), Ax(1, "i"), Ax(2, "i")], ncomp=1), 1)
    c.launch(k3, {"tex": "V3"}, n=(6, 6, 6), axes={0: (-1, 1), 1: (-1, 1), 2: (-1, 1)}, dtype="f32")
    c.array("L", "f32", 1, 8, 0, 4, layered=True, data=pack("f32", [float(i) for i in range(32)]))
    tx(c, "TL", "L")
    ka = m.k("ia1", tex_builder("a1d", ctype="s32", coords=[Ax(1, "i"), Ax(0, "i")], ncomp=1), 1)
    c.launch(ka, {"tex": "TL"}, n=(12, 6, 1), axes={0: (-2, 1), 1: (-1, 1)}, dtype="f32")
    return c, m


@case
def dtypes():
    c, m = new("dtypes", "The instruction's result type against the texture's: f32x4, u8x4 element, s16x4 element and "
               "u8x4 normalized textures fetched with .f32, .s32 and .u32 results; .v4.f16 and .v2.f16x2 results of "
               "an f32x4 array of values across the f16 range (rounding to half); and the residency predicate.")
    rng = random.Random(111)
    fv = [f32(rng.choice([1, -1]) * 2 ** rng.uniform(-26, 17)) for _ in range(64 * 4)]
    fv[:12] = [0.0, -0.0, 65504.0, 65520.0, 65519.99, 2.0 ** -24, 2.0 ** -25, 3 * 2.0 ** -26, 1e-8, f32(1 / 3), float("nan"), float("inf")]
    c.array("F", "f32", 4, 64, data=pack("f32", fv))
    c.array("U", "u8", 4, 64, data=pack("u8", [rng.randint(0, 255) for _ in range(256)]))
    c.array("S", "s16", 4, 64, data=pack("s16", [rng.randint(-32768, 32767) for _ in range(256)]))
    tx(c, "TF", "F")
    tx(c, "TU", "U")
    tx(c, "TS", "S")
    tx(c, "TN", "U", read="normalized")
    for dt in ("f32", "s32", "u32"):
        k = m.k("d" + dt, tex_builder("1d", dtype=dt, coords=[Ax(0)]), 4)
        for t in ("TF", "TU", "TS", "TN"):
            c.launch(k, {"tex": t}, n=(64, 1, 1), axes={0: (0.5, 1.0)})
    kh = m.k("dh", tex_builder("1d", dtype="f16", coords=[Ax(0)]), 4)
    kh2 = m.k("dh2", tex_builder("1d", dtype="f16x2", coords=[Ax(0)]), 2)
    for k in (kh, kh2):
        for t in ("TF", "TN"):
            c.launch(k, {"tex": t}, n=(64, 1, 1), axes={0: (0.5, 1.0)})
    kp = m.k("pred", tex_builder("2d", coords=[Ax(0), Ax(1)], pred=True), 5)
    c.array("P", "f32", 4, 4, 4, data=pack("f32", unique4(4, 4)))
    tx(c, "TP", "P")
    c.launch(kp, {"tex": "TP"}, n=(6, 6, 1), axes={0: (-1.0, 1.0), 1: (-1.0, 1.0)})
    return c, m


# ------------------------------------------------------------ linear and pitched memory

@case
def linear():
    c, m = new("linear", "Textures over linear memory (tex1Dfetch): a 256-element f32 buffer, and a u8x4 buffer read as "
               "element and normalized; integer coordinates -4..269 (out of range shows what the hardware returns); "
               "pitch2D memory: a 20x8 f32 image with 128-byte pitch, linear filtering, normalized wrap, over [-0.5, 1.5)^2 "
               "in 64x32 steps, and point, unnormalized clamp.")
    rng = random.Random(121)
    c.buffer("F", 1024, "f32", data=pack("f32", [rand_f32(rng, "signed") for _ in range(256)]))
    c.buffer("U", 1024, "u8", data=bytes(rng.getrandbits(8) for _ in range(1024)))
    c.texture("TF", buffer="F", format="f32", channels=1, bytes=1024, **TEX_DEFAULT)
    c.texture("TUE", buffer="U", format="u8", channels=4, bytes=1024, **TEX_DEFAULT)
    c.texture("TUN", buffer="U", format="u8", channels=4, bytes=1024, **dict(TEX_DEFAULT, read="normalized"))
    k = m.k("fetch", tex_builder("1d", ctype="s32", coords=[Ax(0, "i")]), 4)
    for t in ("TF", "TUE", "TUN"):
        c.launch(k, {"tex": t}, n=(274, 1, 1), axes={0: (-4, 1)})
    img = [rand_f32(rng, "unit") for _ in range(32 * 8)]
    c.buffer("P", 1024, "f32", data=pack("f32", img))
    c.texture("TP", buffer="P", format="f32", channels=1, width=20, height=8, pitch=128,
              **dict(TEX_DEFAULT, filter="linear", normalized_coords=True, address=["wrap"] * 3))
    c.texture("TPP", buffer="P", format="f32", channels=1, width=20, height=8, pitch=128, **TEX_DEFAULT)
    k2 = m.k("p2", tex_builder("2d", coords=[Ax(0), Ax(1)], ncomp=1), 1)
    c.launch(k2, {"tex": "TP"}, n=(64, 32, 1), axes={0: (-0.5, 1 / 32), 1: (-0.5, 1 / 16)}, dtype="f32")
    c.launch(k2, {"tex": "TPP"}, n=(24, 10, 1), axes={0: (-1.5, 1.0), 1: (-0.5, 1.0)}, dtype="f32")
    return c, m


# ------------------------------------------------------------ surfaces

def surf_bytes(w, h):
    return bytes(((y * 64 + x) * 7 + 3) & 0xFF for y in range(h) for x in range(w))


@case
def suld():
    c, m = new("suld", "suld.b on a 16x8 u32 surface (64 bytes a row, byte k of row y = ((y*64+k)*7+3) mod 256): every "
               "size and vector width (b8, b16, b32, b64; v2, v4) with .clamp and .zero, x over [-16, 80) bytes in steps "
               "of the access size, y over -2..9; then 1D, 3D, a1d, a2d and cubemap surfaces with .clamp and .zero.")
    c.array("A", "u32", 1, 16, 8, surface=True, data=surf_bytes(64, 8))
    c.surface("S", "A")
    for dt, vn in (("b8", 1), ("b16", 1), ("b32", 1), ("b64", 1), ("b8", 4), ("b16", 2), ("b16", 4), ("b32", 2), ("b32", 4), ("b64", 2)):
        size = {"b8": 1, "b16": 2, "b32": 4, "b64": 8}[dt] * vn
        words = vn * (2 if dt == "b64" else 1)
        for cl in ("clamp", "zero"):
            k = m.k("ld_%s_v%d_%s" % (dt, vn, cl), suld_builder("2d", dt, vn, cl, coords=[Ax(0, "i"), Ax(1, "i")]), words)
            c.launch(k, {"surf": "S"}, n=(96 // size, 12, 1), axes={0: (-16, size), 1: (-2, 1)})
    c.array("A1", "u32", 1, 16, surface=True, data=surf_bytes(64, 1))
    c.array("A3", "u32", 1, 4, 4, 4, surface=True, data=surf_bytes(16, 16))
    c.array("L1", "u32", 1, 8, 0, 4, layered=True, surface=True, data=surf_bytes(32, 4))
    c.array("L2", "u32", 1, 4, 4, 4, layered=True, surface=True, data=surf_bytes(16, 16))
    c.array("CB", "u32", 1, 4, 4, 6, cubemap=True, surface=True, data=surf_bytes(16, 24))
    for s, a in (("S1", "A1"), ("S3", "A3"), ("SL1", "L1"), ("SL2", "L2"), ("SC", "CB")):
        c.surface(s, a)
    for cl in ("clamp", "zero"):
        k1 = m.k("s1_" + cl, suld_builder("1d", "b32", 1, cl, coords=[Ax(0, "i")]), 1)
        c.launch(k1, {"surf": "S1"}, n=(24, 1, 1), axes={0: (-16, 4)})
        k3 = m.k("s3_" + cl, suld_builder("3d", "b32", 1, cl, coords=[Ax(0, "i"), Ax(1, "i"), Ax(2, "i")]), 1)
        c.launch(k3, {"surf": "S3"}, n=(8, 6, 6), axes={0: (-8, 4), 1: (-1, 1), 2: (-1, 1)})
        ka1 = m.k("sa1_" + cl, suld_builder("a1d", "b32", 1, cl, coords=[Ax(1, "i"), Ax(0, "i")]), 1)
        c.launch(ka1, {"surf": "SL1"}, n=(12, 7, 1), axes={0: (-8, 4), 1: (-1, 1)})
        ka2 = m.k("sa2_" + cl, suld_builder("a2d", "b32", 1, cl, coords=[Ax(2, "i"), Ax(0, "i"), Ax(1, "i")]), 1)
        c.launch(ka2, {"surf": "SL2"}, n=(6, 6, 6), axes={0: (-4, 4), 1: (-1, 1), 2: (-1, 1)})
        c.launch(ka2, {"surf": "SC"}, n=(6, 6, 8), axes={0: (-4, 4), 1: (-1, 1), 2: (-1, 1)})
    return c, m


@case
def sust():
    c, m = new("sust", "sust.b on 16x8 u32 surfaces (filled with 0xCD bytes): each thread stores its index+1 at its own "
               "coordinate, x over [-16, 80) bytes, y over -2..9, with .zero (out-of-range stores vanish); with .clamp, "
               "single-thread launches store at chosen out-of-range coordinates; b8/b16/b64/v2/v4 stores in range; 1D, "
               "3D, a1d and a2d stores; the arrays are read back.")
    c.array("Z", "u32", 1, 16, 8, surface=True, fill=0xCD)
    c.array("C", "u32", 1, 16, 8, surface=True, fill=0xCD)
    c.array("V", "u8", 4, 16, 8, surface=True, fill=0xCD)
    c.array("D1", "u32", 1, 16, surface=True, fill=0xCD)
    c.array("D3", "u32", 1, 4, 4, 4, surface=True, fill=0xCD)
    c.array("DL", "u32", 1, 4, 4, 3, layered=True, surface=True, fill=0xCD)
    for s in ("Z", "C", "V", "D1", "D3", "DL"):
        c.surface("S" + s, s)
    # Each thread stores 1 + its index: the value is base + idx0 * 1 + idx1 * 24 built from two axes.
    kz = m.k("stz", sust_builder("2d", "b", "b32", 1, "zero", coords=[Ax(0, "i"), Ax(1, "i")], values=[In(0, "i")]), 0)
    c.buffer("ids", 24 * 12 * 4, "u32", data=pack("u32", [i + 1 for i in range(24 * 12)]))
    c.launch(kz, {"surf": "SZ"}, n=(24, 12, 1), axes={0: (-16, 4), 1: (-2, 1)}, inp="ids")
    kc = m.k("stc", sust_builder("2d", "b", "b32", 1, "clamp", coords=[Par("i"), Par("i")], values=[Par("i")]), 0)
    for j, (x, y) in enumerate([(-4, 3), (64, 5), (20, -3), (200, 100), (-1000, -1000), (8, 9), (68, 1)]):
        c.launch(kc, {"surf": "SC"}, n=(1, 1, 1), pars=[x, y, 0x100 + j])
    for j, (dt, vn) in enumerate((("b8", 1), ("b16", 1), ("b8", 4), ("b16", 2), ("b32", 2), ("b64", 1), ("b32", 4), ("b16", 4))):
        size = {"b8": 1, "b16": 2, "b32": 4, "b64": 8}[dt] * vn
        nv = vn * (2 if dt == "b64" else 1)
        vals = [Imm(0x11111111 * (j + 1) + q) for q in range(nv)]
        k = m.k("stv_%s_%d" % (dt, vn), sust_builder("2d", "b", dt, vn, "zero", coords=[Par("i"), Par("i")], values=vals), 0)
        c.launch(k, {"surf": "SV"}, n=(1, 1, 1), pars=[16 * (j % 4), j])
    k1 = m.k("st1", sust_builder("1d", "b", "b32", 1, "zero", coords=[Ax(0, "i")], values=[Ax(1, "i")]), 0)
    c.launch(k1, {"surf": "SD1"}, n=(24, 1, 1), axes={0: (-16, 4), 1: (7, 0)})
    k3 = m.k("st3", sust_builder("3d", "b", "b32", 1, "zero", coords=[Ax(0, "i"), Ax(1, "i"), Ax(2, "i")], values=[Par("i")]), 0)
    c.launch(k3, {"surf": "SD3"}, n=(8, 6, 6), axes={0: (-8, 4), 1: (-1, 1), 2: (-1, 1)}, pars=[0x33])
    ka = m.k("sta2", sust_builder("a2d", "b", "b32", 1, "zero", coords=[Ax(2, "i"), Ax(0, "i"), Ax(1, "i")], values=[Par("i")]), 0)
    c.launch(ka, {"surf": "SDL"}, n=(6, 6, 5), axes={0: (-4, 4), 1: (-1, 1), 2: (-1, 1)}, pars=[0x44])
    for s, dt in (("Z", "u32"), ("C", "u32"), ("V", "u8"), ("D1", "u32"), ("D3", "u32"), ("DL", "u32")):
        c.expect_array(s, dt)
    return c, m


@case
def sustp():
    c, m = new("sustp", "sust.p (formatted stores) into 1D surfaces of every format with 1 and 4 channels: thread i stores "
               "the four words of input record i (f32 values for even records, integers for odd ones) at x = i; the "
               "arrays are read back (bytes of 0xCD mark what was not written).")
    fv = [-2.0, -1.0, -0.5, 0.0, 0.25, 0.5, f32(0.999), 1.0, 1.5, f32(255.6), float("nan"), float("inf"), -0.0,
          f32(1 / 3), f32(0.00196), 65504.0]
    iv = [0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, 65536, -32768, 0x7FFFFFFF, -2 ** 31]
    recs = []
    for r in range(16):
        if r % 2 == 0:
            recs += [f32_bits(fv[(r + q * 3) % 16]) for q in range(4)]
        else:
            recs += [iv[(r + q * 5) % 16] & 0xFFFFFFFF for q in range(4)]
    c.buffer("in", 16 * 16, "u32", data=pack("u32", recs))
    k = m.k("stp", sust_builder("1d", "p", "b32", 4, "trap", coords=[Ax(0, "i")],
                                values=[In(0, "i"), In(1, "i"), In(2, "i"), In(3, "i")]), 0)
    for fmt in ("u8", "s8", "u16", "s16", "u32", "s32", "f16", "f32"):
        for ch in (1, 4):
            name = "%s_%d" % (fmt, ch)
            c.array(name, fmt, ch, 16, surface=True, fill=0xCD)
            c.surface("S" + name, name)
            c.launch(k, {"surf": "S" + name}, n=(16, 1, 1), axes={0: (0, 1)}, inp="in")
            c.expect_array(name, fmt if fmt not in ("f16",) else "u16")
    return c, m


@case
def sured():
    c, m = new("sured", "sured (surface reductions) on 16-element 1D surfaces: 256 threads each reduce a value derived "
               "from their index into element i%16 with add/min/max (u32, s32), and/or (b32), add.u64; sured.p min/max "
               "on s32 and u32 arrays; .zero with out-of-range coordinates. The arrays are read back.")
    rng = random.Random(131)
    init = [rng.getrandbits(32) for _ in range(16)]
    ops = [("b", "add", "u32"), ("b", "min", "u32"), ("b", "max", "u32"), ("b", "add", "s32"), ("b", "min", "s32"),
           ("b", "max", "s32"), ("b", "and", "b32"), ("b", "or", "b32"), ("p", "min", "b32"), ("p", "max", "b32")]
    for j, (mode, op, ct) in enumerate(ops):
        fmt = "s32" if (mode == "p" and j % 2 == 0) else "u32"
        name = "R%d" % j
        c.array(name, fmt, 1, 16, surface=True, data=pack("u32", init))
        c.surface("S" + name, name)
        k = m.k("red%d" % j, sured_builder(mode, op, "1d", ct, "trap", coords=[Ax(0, "i")],
                                           value=Ax(1, "i")), 0)
        # x = (i%16)*4 (bytes) or i%16 (samples); value = v0 + idx1 * 0x01234567
        c.launch(k, {"surf": "S" + name}, n=(16, 16, 1), axes={0: (0, 1 if mode == "p" else 4), 1: (-0x12345678, 0x01234567)})
        c.expect_array(name, fmt)
    c.array("R64", "u32", 2, 8, surface=True, data=pack("u32", init))
    c.surface("SR64", "R64")
    k = m.k("red64", sured_builder("b", "add", "1d", "u64", "trap", coords=[Ax(0, "i")], value=(Ax(1, "i"), Imm(1))), 0)
    c.launch(k, {"surf": "SR64"}, n=(8, 16, 1), axes={0: (0, 8), 1: (0x7FFFFFF0, 0x10000001)})
    c.expect_array("R64", "u32")
    c.array("RZ", "u32", 1, 16, surface=True, data=pack("u32", init))
    c.surface("SRZ", "RZ")
    kz = m.k("redz", sured_builder("b", "add", "1d", "u32", "zero", coords=[Ax(0, "i")], value=Imm(5)), 0)
    c.launch(kz, {"surf": "SRZ"}, n=(32, 1, 1), axes={0: (-32, 4)})
    c.expect_array("RZ", "u32")
    return c, m


# ------------------------------------------------------------ queries

# The queries the H200's driver JIT accepts (device round 2): txq.width,
# .height, .depth and txq.level.*, suq.width, .height, .depth. Modules with
# any other txq (channel_data_type, channel_order, normalized_coords,
# array_size, num_mipmap_levels, num_samples, force_unnormalized_coords,
# filter_mode, addr_mode_N: cuModuleGetFunction CUDA_ERROR_NOT_FOUND) or suq
# (channel_data_type, channel_order, array_size, memory_layout:
# cuModuleLoadDataEx CUDA_ERROR_NOT_SUPPORTED) do not load, with texture
# objects or references alike (results2/summary-run.json); ptxsim refuses
# them at load (isa/lower_tex.go).
TXQ = ["width", "height", "depth"]
SUQ = ["width", "height", "depth"]


def query_kernel(name, qs, op, levels=0, istype=True):
    from ptxgen import Kernel, REGDECL
    k = Kernel(name)
    k.params = [("p_out", "u64"), ("p_h", "u64")]
    k.words = len(qs) + 3 * levels + (3 if istype else 0)
    b = k.body
    b += [REGDECL, "\tld.param.u64 %rd1, [p_h];", "\tld.param.u64 %rd2, [p_out];", "\tcvta.to.global.u64 %rd2, %rd2;"]
    off = 0
    for q in qs:
        b += ["\t%s.%s.b32 %%r1, [%%rd1];" % (op, q), "\tst.global.b32 [%%rd2+%d], %%r1;" % off]
        off += 4
    for l in range(levels):
        for q in ("width", "height", "depth"):
            b += ["\tmov.u32 %%r2, %d;" % l, "\ttxq.level.%s.b32 %%r1, [%%rd1], %%r2;" % q, "\tst.global.b32 [%%rd2+%d], %%r1;" % off]
            off += 4
    for t in ("texref", "surfref", "samplerref") if istype else ():
        b += ["\tistypep.%s %%p1, %%rd1;" % t, "\tselp.u32 %r1, 1, 0, %p1;", "\tst.global.b32 [%%rd2+%d], %%r1;" % off]
        off += 4
    b.append("\tret;")
    return k


def queries(name, txq=(), levels=0, suq=(), istype=False):
    """One query case: the queries whose modules load on the H200 are apart
    from those the JIT refuses (device round 1 loaded no module with all of
    them: CUDA_ERROR_NOT_SUPPORTED)."""
    c, m = new(name, "txq/suq/istypep on 1D/2D/3D/layered/cubemap/mipmapped/linear/pitch2D textures of several "
               "formats and sampler settings, and on surfaces: %s%s%s%s. One record per object." % (
                   " ".join("txq." + q for q in txq), " txq.level width/height/depth of levels 0..%d" % (levels - 1) if levels else "",
                   " ".join(" suq." + q for q in suq), " istypep of the handles 0, 1, 0xdeadbeef and of each object" if istype else ""))
    rng = random.Random(141)
    arrays = [("A1", "u8", 4, 64, 0, 0, 0, {}), ("A2", "f32", 1, 30, 20, 0, 0, {}), ("A3", "s16", 2, 8, 6, 4, 0, {}),
              ("AL1", "u16", 1, 16, 0, 5, 0, {"layered": True}), ("AL2", "f16", 4, 8, 8, 3, 0, {"layered": True}),
              ("AC", "f32", 1, 8, 8, 6, 0, {"cubemap": True}), ("ACL", "u32", 1, 4, 4, 12, 0, {"cubemap": True, "layered": True}),
              ("AM", "f32", 1, 40, 24, 0, 5, {}), ("AS", "s8", 4, 16, 8, 0, 0, {"surface": True}),
              ("AS3", "s32", 1, 4, 4, 4, 0, {"surface": True}), ("ASL", "u32", 2, 4, 0, 6, 0, {"surface": True, "layered": True})]
    for name, fmt, ch, w, h, d, lv, fl in arrays:
        a = {"width": w, "height": h, "depth": d, "levels": lv, "channels": ch, "format": fmt}
        a.update(fl)
        c.array(name, fmt, ch, w, h, d, levels=lv, data=bytes(rng.getrandbits(8) for _ in range(array_bytes(a))), **fl)
    c.buffer("B", 1024, "u8", data=bytes(1024))
    texs = [("T1", "A1", dict(read="normalized", address=["wrap", "clamp", "mirror"], normalized_coords=True, filter="linear")),
            ("T2", "A2", dict(address=["border", "mirror", "wrap"])), ("T3", "A3", dict(filter="linear", read="normalized")),
            ("TL1", "AL1", {}), ("TL2", "AL2", dict(filter="linear")), ("TC", "AC", dict(normalized_coords=True)),
            ("TCL", "ACL", dict(normalized_coords=True)), ("TM", "AM", dict(normalized_coords=True, mip_filter="linear", max_lod=100.0))]
    for t, a, kw in texs:
        tx(c, t, a, **kw)
    c.texture("TB", buffer="B", format="u16", channels=2, bytes=1024, **TEX_DEFAULT)
    c.texture("TP", buffer="B", format="f32", channels=1, width=20, height=8, pitch=128, **TEX_DEFAULT)
    if txq or levels or istype:
        k = query_kernel("txq", list(txq), "txq", levels=levels, istype=istype)
        m.kernels.append(k)
    for t in ([x[0] for x in texs] + ["TB", "TP"]) if (txq or levels or istype) else []:
        out = c.buffer("q" + t, 4 * k.words, "u32", fill=0xCD)
        c.expect(out, "u32")
        c.c["launches"].append({"kernel": "txq", "grid": [1, 1, 1], "block": [1, 1, 1], "shared_bytes": 0,
                                "params": [{"ptr": out}, {"tex": t}]})
    for s_, a in (("SS", "AS"), ("SS3", "AS3"), ("SSL", "ASL")):
        c.surface(s_, a)
    if not (suq or istype):
        return c, m
    ks = query_kernel("suq", list(suq), "suq", istype=istype)
    m.kernels.append(ks)
    for s, a in (("SS", "AS"), ("SS3", "AS3"), ("SSL", "ASL")):
        out = c.buffer("q" + s, 4 * ks.words, "u32", fill=0xCD)
        c.expect(out, "u32")
        c.c["launches"].append({"kernel": "suq", "grid": [1, 1, 1], "block": [1, 1, 1], "shared_bytes": 0,
                                "params": [{"ptr": out}, {"surf": s}]})
    if not istype:
        return c, m
    from ptxgen import Kernel, REGDECL
    ki = Kernel("isty")
    ki.params = [("p_out", "u64"), ("p_a", "u64"), ("p_b", "u64"), ("p_c", "u64")]
    ki.body += [REGDECL, "\tld.param.u64 %rd2, [p_out];", "\tcvta.to.global.u64 %rd2, %rd2;"]
    off = 0
    for p in ("p_a", "p_b", "p_c"):
        ki.body.append("\tld.param.u64 %%rd1, [%s];" % p)
        for t in ("texref", "surfref", "samplerref"):
            ki.body += ["\tistypep.%s %%p1, %%rd1;" % t, "\tselp.u32 %r1, 1, 0, %p1;", "\tst.global.b32 [%%rd2+%d], %%r1;" % off]
            off += 4
    ki.body.append("\tret;")
    m.kernels.append(ki)
    out = c.buffer("qi", 36, "u32", fill=0xCD)
    c.expect(out, "u32")
    c.c["launches"].append({"kernel": "isty", "grid": [1, 1, 1], "block": [1, 1, 1], "shared_bytes": 0,
                            "params": [{"ptr": out}, {"u64": 0}, {"u64": 1}, {"u64": 0xdeadbeef}]})
    return c, m


for _q in TXQ:
    CASES.append(lambda q=_q: queries("q_txq_" + q, txq=[q]))
for _q in SUQ:
    CASES.append(lambda q=_q: queries("q_suq_" + q, suq=[q]))
CASES.append(lambda: queries("q_txq_level", levels=4))
CASES.append(lambda: queries("q_istypep", istype=True))


# ------------------------------------------------------------ faults and oddities (each its own case)

@case
def trap_suld():
    c, m = new("trap_suld", "suld.b.trap one element past the right edge of a 16x8 surface: the launch faults.")
    c.array("A", "u32", 1, 16, 8, surface=True, fill=0)
    c.surface("S", "A")
    k = m.k("ld", suld_builder("2d", "b32", 1, "trap", coords=[Par("i"), Par("i")]), 1)
    c.launch(k, {"surf": "S"}, n=(1, 1, 1), pars=[64, 2])
    c.c["expect"] = []
    c.expect_fault()
    return c, m


@case
def trap_sust():
    c, m = new("trap_sust", "sust.b.trap at y = -1 of a 16x8 surface: the launch faults.")
    c.array("A", "u32", 1, 16, 8, surface=True, fill=0)
    c.surface("S", "A")
    k = m.k("st", sust_builder("2d", "b", "b32", 1, "trap", coords=[Par("i"), Par("i")], values=[Imm(7)]), 0)
    c.launch(k, {"surf": "S"}, n=(1, 1, 1), pars=[4, -1])
    c.expect_fault()
    return c, m


@case
def misaligned():
    c, m = new("misaligned", "suld.b.b32.zero at byte offsets 0..15 of row 1 of a 16x8 u32 surface (unaligned ones "
               "are undefined in the ISA): what the H200 does.")
    c.array("A", "u32", 1, 16, 8, surface=True, data=surf_bytes(64, 8))
    c.surface("S", "A")
    k = m.k("ld", suld_builder("2d", "b32", 1, "zero", coords=[Ax(0, "i"), Imm(1)]), 1)
    c.launch(k, {"surf": "S"}, n=(16, 1, 1), axes={0: (0, 1)})
    # Device round 1: the launch faults (CUDA_ERROR_MISALIGNED_ADDRESS).
    c.c["expect"] = []
    c.expect_fault()
    return c, m


@case
def depthplain():
    c, m = new("depthplain", "Depth compare (the f operand of tex and tld4) on an ordinary 8x8 f32 array holding "
               "(y*8+x)/64, point and linear, compare values over [0, 1) step 1/32 at a few coordinates.")
    depth_case(c, m, False)
    return c, m


def depth_case(c, m, flag):
    vals = [float(i) / 64 for i in range(64)]
    c.array("D", "f32", 1, 8, 8, depth_texture=flag, data=pack("f32", vals))
    tx(c, "DP", "D")
    tx(c, "DL", "D", filter="linear")
    k = m.k("dc", tex_builder("2d", coords=[Ax(1), Par("f")], depth=Ax(0)), 4)
    kg = m.k("dg", tex_builder("2d", op="tld4", comp="r", coords=[Ax(1), Par("f")], depth=Ax(0)), 4)
    for t in ("DP", "DL"):
        c.launch(k, {"tex": t}, n=(32, 4, 1), axes={0: (0.0, 1 / 32), 1: (2.5, 1.25)}, pars=[3.5], dtype="f32")
    c.launch(kg, {"tex": "DP"}, n=(32, 4, 1), axes={0: (0.0, 1 / 32), 1: (2.5, 1.25)}, pars=[3.5], dtype="f32")


@case
def lininteger():
    c, m = new("lininteger", "Linear filtering asked of an integer texture read as integers (CUDA documents it as "
               "unsupported): a u8x4 array, element read, linear filter; and a u32 array, linear. If the driver refuses "
               "the texture, the case records the error.")
    rng = random.Random(151)
    c.array("U", "u8", 4, 16, data=pack("u8", [rng.randint(0, 255) for _ in range(64)]))
    c.array("W", "u32", 1, 16, data=pack("u32", [rng.getrandbits(32) for _ in range(16)]))
    tx(c, "TU", "U", filter="linear")
    tx(c, "TW", "W", filter="linear")
    k = m.k("li", tex_builder("1d", dtype="u32", coords=[Ax(0)]), 4)
    for t in ("TU", "TW"):
        c.launch(k, {"tex": t}, n=(64, 1, 1), axes={0: (0.5, 0.25)})
    return c, m


@case
def mip_layered():
    c, m = new("mip_layered", "Mipmapped layered 2D array (16x16, 3 layers, 5 levels; level l of layer k holds l*10+k), "
               "linear, mip-linear: tex.level.a2d with lod over [-1, 6) step 1/32 for each layer, and tex.grad.a2d "
               "with isotropic gradients g over [0, 1/2) step 2^-9.")
    vals = []
    for l in range(5):
        w = 16 >> l
        for k in range(3):
            vals += [float(l * 10 + k)] * (w * w)
    c.array("M", "f32", 1, 16, 16, 3, levels=5, layered=True, data=pack("f32", vals))
    tx(c, "T", "M", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    kl = m.k("lvl", tex_builder("a2d", mip="level", coords=[Ax(1, "i"), Imm(0.5), Imm(0.5)], lod=Ax(0), ncomp=1), 1)
    c.launch(kl, {"tex": "T"}, n=(224, 3, 1), axes={0: (-1.0, 1 / 32), 1: (0, 1)}, dtype="f32")
    kg = m.k("grad", tex_builder("a2d", mip="grad", coords=[Imm(1), Imm(0.5), Imm(0.5)],
                                 grads=([Ax(0), Imm(0.0)], [Imm(0.0), Ax(0)]), ncomp=1), 1)
    c.launch(kg, {"tex": "T"}, n=(256, 1, 1), axes={0: (0.0, 2.0 ** -9)}, dtype="f32")
    return c, m


# ------------------------------------------------------------ bad handles and undefined forms (each run alone)

@case
def bad_handle():
    c, m = new("bad_handle", "tex.2d through handles that name no texture (0, 1, 0xdeadbeef, a surface object's handle): "
               "does the H200 fault, or return something?")
    c.array("A", "f32", 1, 8, 8, surface=True, data=pack("f32", [float(i) for i in range(64)]))
    c.surface("S", "A")
    k = m.k("t", tex_builder("2d", coords=[Ax(0), Ax(1)]), 4)
    for h in ({"u64": 0}, {"u64": 1}, {"u64": 0xdeadbeef}, {"surf": "S"}):
        c.launch(k, h, n=(4, 4, 1), axes={0: (0.5, 2.0), 1: (0.5, 2.0)})
    # Device round 1: launch 0 faults (CUDA_ERROR_ILLEGAL_ADDRESS).
    c.c["expect"] = []
    c.expect_fault()
    return c, m


@case
def bad_sust_tex():
    c, m = new("bad_sust_tex", "sust.b.2d.b32.zero through a texture object's handle (the array has no surface flag): "
               "does the store fault, vanish, or land? The array is read back.")
    c.array("A", "u32", 1, 16, 8, fill=0x11)
    tx(c, "T", "A")
    k = m.k("st", sust_builder("2d", "b", "b32", 1, "zero", coords=[Ax(0, "i"), Ax(1, "i")], values=[Imm(0x5A5A5A5A)]), 0)
    c.launch(k, {"tex": "T"}, n=(4, 4, 1), axes={0: (0, 4), 1: (0, 1)})
    c.expect_array("A", "u32")
    return c, m


@case
def bad_linear_fcoord():
    c, m = new("bad_linear_fcoord", "tex.1d with .f32 coordinates on a texture over linear memory (tex1Dfetch takes "
               "integers): what the H200 returns.")
    c.buffer("F", 256, "f32", data=pack("f32", [float(i) for i in range(64)]))
    c.texture("T", buffer="F", format="f32", channels=1, bytes=256, **TEX_DEFAULT)
    k = m.k("t", tex_builder("1d", coords=[Ax(0)], ncomp=1), 1)
    c.launch(k, {"tex": "T"}, n=(40, 1, 1), axes={0: (-2.0, 0.5)}, dtype="f32")
    return c, m


@case
def levels_range():
    c, m = new("levels_range", "Levels out of range: txq.level.width/height on levels 0..11 of a 5-level 32x16 mipmapped "
               "texture and of a plain 32x16 texture (stored by the queries kernel), and tex.level with lod 1e9, -1e9, "
               "NaN and inf.")
    a = {"width": 32, "height": 16, "levels": 5, "channels": 1}
    c.array("M", "f32", 1, 32, 16, levels=5, data=pack("f32", const_levels(a)))
    c.array("P", "f32", 1, 32, 16, data=pack("f32", [7.0] * 512))
    tx(c, "TM", "M", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    tx(c, "TP", "P", filter="linear", normalized_coords=True)
    from ptxgen import Kernel, REGDECL
    k = Kernel("lq")
    k.params = [("p_out", "u64"), ("p_h", "u64")]
    k.body += [REGDECL, "\tld.param.u64 %rd1, [p_h];", "\tld.param.u64 %rd2, [p_out];", "\tcvta.to.global.u64 %rd2, %rd2;"]
    off = 0
    for l in list(range(12)) + [-1]:
        for q in ("width", "height"):
            k.body += ["\tmov.u32 %%r2, %d;" % l, "\ttxq.level.%s.b32 %%r1, [%%rd1], %%r2;" % q,
                       "\tst.global.b32 [%%rd2+%d], %%r1;" % off]
            off += 4
    k.body.append("\tret;")
    m.kernels.append(k)
    for t in ("TM", "TP"):
        out = c.buffer("q" + t, off, "u32", fill=0xCD)
        c.expect(out, "u32")
        c.c["launches"].append({"kernel": "lq", "grid": [1, 1, 1], "block": [1, 1, 1], "shared_bytes": 0,
                                "params": [{"ptr": out}, {"tex": t}]})
    lods = [1e9, -1e9, float("nan"), float("inf"), float("-inf"), 4.0, 4.5, 5.0, 100.0]
    c.buffer("lods", 64, "f32", data=pack("f32", [f32(x) for x in lods] + [0.0] * 7))
    kl = m.k("tl", tex_builder("2d", mip="level", coords=[Imm(0.5), Imm(0.5)], lod=In(0), ncomp=1), 1)
    for t in ("TM", "TP"):
        c.launch(kl, {"tex": t}, n=(len(lods), 1, 1), inp="lods", dtype="f32")
    return c, m


# ------------------------------------------------------------ timing

@case
def timing_tex():
    c, m = new("timing_tex", "Texture traffic for the timing model (ncu metrics of the texture pipeline): a 256x256 f32 "
               "array; launch 0 fetches it with point sampling in row order (one texel per thread, 65536 threads); launch 1 "
               "bilinear at texel centres + 1/2; launch 2 column order (x = i / 256); launch 3 the same 65536 fetches through "
               "a 1D linear-memory texture; launch 4 surface loads in row order.", tags=("textures", "timing"))
    # The traffic does not depend on the values: a smooth image (it
    # compresses in the repository), and no output expectations.
    img = [float((i * 7) % 256) / 256 for i in range(65536)]
    c.array("A", "f32", 1, 256, 256, surface=True, data=pack("f32", img))
    c.buffer("B", 262144, "f32", data=pack("f32", img))
    tx(c, "TP", "A")
    tx(c, "TL", "A", filter="linear")
    c.texture("TB", buffer="B", format="f32", channels=1, bytes=262144, **TEX_DEFAULT)
    c.surface("S", "A")
    k = m.k("rows", tex_builder("2d", coords=[Ax(0), Ax(1)], ncomp=1), 1)
    c.launch(k, {"tex": "TP"}, n=(256, 256, 1), axes={0: (0.5, 1.0), 1: (0.5, 1.0)}, dtype="f32")
    c.launch(k, {"tex": "TL"}, n=(256, 256, 1), axes={0: (1.0, 1.0), 1: (1.0, 1.0)}, dtype="f32")
    kc = m.k("cols", tex_builder("2d", coords=[Ax(1), Ax(0)], ncomp=1), 1)
    c.launch(kc, {"tex": "TP"}, n=(256, 256, 1), axes={0: (0.5, 1.0), 1: (0.5, 1.0)}, dtype="f32")
    kb = m.k("lin", tex_builder("1d", ctype="s32", coords=[Ax(0, "i")], ncomp=1), 1)
    c.launch(kb, {"tex": "TB"}, n=(65536, 1, 1), axes={0: (0, 1)}, dtype="f32")
    ks = m.k("surf", suld_builder("2d", "b32", 1, "trap", coords=[Ax(0, "i"), Ax(1, "i")]), 1)
    c.launch(ks, {"surf": "S"}, n=(256, 256, 1), axes={0: (0, 4), 1: (0, 1)}, dtype="f32")
    c.c["ncu_extra"] = NCU_TEX
    c.c["expect"] = []
    return c, m


def chain_builder(kind, n):
    """A dependent chain of n fetches (latency): each fetch's result is the
    next index. kind: tex (2D array, row 0), lin (1D linear-memory
    texture), surf (suld.b.2d, x in bytes), ld (ld.global, the baseline)."""

    def build(em):
        em.line("mov.u32 %r80, 0;")
        em.line("mov.u32 %r81, 0;")
        em.line("mov.u32 %r83, 0;")
        if kind == "ld":
            em.line("ld.param.u64 %rd8, [p_h];")
            em.line("cvta.to.global.u64 %rd8, %rd8;")
        em.line("CHAIN:")
        if kind == "tex":
            em.line("tex.2d.v4.u32.s32 {%r60, %r61, %r62, %r63}, [%rd1, {%r80, %r81}];")
        elif kind == "lin":
            em.line("tex.1d.v4.u32.s32 {%r60, %r61, %r62, %r63}, [%rd1, {%r80}];")
        elif kind == "surf":
            em.line("shl.b32 %r82, %r80, 2;")
            em.line("suld.b.2d.b32.trap %r60, [%rd1, {%r82, %r81}];")
        else:
            em.line("mul.wide.u32 %rd9, %r80, 4;")
            em.line("add.s64 %rd10, %rd8, %rd9;")
            em.line("ld.global.u32 %r60, [%rd10];")
        em.line("mov.u32 %r80, %r60;")
        em.line("add.u32 %r83, %r83, 1;")
        em.line("setp.lt.u32 %%p1, %%r83, %d;" % n)
        em.line("@%p1 bra CHAIN;")
        return ["%r80"]

    return build


@case
def timing_lat():
    c, m = new("timing_lat", "Latency of the texture and surface paths for the timing model: one warp follows a "
               "chain of 1024 dependent fetches (each result is the next index; next = (i + 1) mod 64, so all but the "
               "first few hit the L1) through a 2D array texture (tex), a linear-memory texture (lin), suld (surf) and, "
               "as the baseline the LSU model is calibrated on, ld.global (ld). Each launch is one block of 32 threads "
               "on the same addresses.", tags=("textures", "timing"))
    nxt = [(i + 1) % 64 for i in range(64)] + [0] * 64
    c.array("C", "u32", 1, 64, 2, surface=True, data=pack("u32", nxt))
    c.buffer("L", 512, "u32", data=pack("u32", nxt))
    tx(c, "TC", "C")
    c.texture("TL", buffer="L", format="u32", channels=1, bytes=512, **TEX_DEFAULT)
    c.surface("SC", "C")
    hs = {"tex": {"tex": "TC"}, "lin": {"tex": "TL"}, "surf": {"surf": "SC"}, "ld": {"ptr": "L"}}
    for kind in ("tex", "lin", "surf", "ld"):
        k = m.k("chain_" + kind, chain_builder(kind, 1024), 1)
        c.launch(k, hs[kind], n=(32, 1, 1), dtype="u32", block=32)

    c.c["ncu_extra"] = NCU_TEX
    return c, m


NCU_TEX = [
    "l1tex__t_requests_pipe_tex_mem_texture.sum", "l1tex__t_sectors_pipe_tex_mem_texture.sum",
    "l1tex__t_sectors_pipe_tex_mem_texture_lookup_hit.sum", "l1tex__t_sectors_pipe_tex_mem_texture_lookup_miss.sum",
    "l1tex__t_requests_pipe_tex_mem_surface_op_ld.sum", "l1tex__t_sectors_pipe_tex_mem_surface_op_ld.sum",
    "l1tex__t_requests_pipe_tex_mem_surface_op_st.sum", "l1tex__t_sectors_pipe_tex_mem_surface_op_st.sum",
    "l1tex__t_sectors_pipe_tex_mem_surface_op_ld_lookup_hit.sum", "l1tex__texin_requests_mem_texture.sum",
    "l1tex__f_wavefronts_pipe_tex_mem_texture.sum", "l1tex__m_xbar2l1tex_read_sectors_mem_texture.sum",
    "sm__sass_inst_executed_op_texture.sum", "smsp__inst_executed_op_texture.sum", "smsp__inst_executed_pipe_tex.sum",
    "smsp__inst_executed_op_surface_ld.sum", "smsp__inst_executed_op_surface_st.sum",
    "lts__t_sectors_srcunit_tex_op_read.sum", "l1tex__data_pipe_tex_wavefronts_mem_texture.sum",
    "smsp__warp_issue_stalled_tex_throttle_per_warp_active.pct", "l1tex__throughput.avg.pct_of_peak_sustained_active",
]


@case
def timing_surf():
    c, m = new("timing_surf", "Surface and texture traffic for the timing model: surface stores of a 256x256 u32 surface "
               "in row order; then a 2D texture fetched with a stride of 8 texels in x (one sector per lane), and a "
               "1D f32 texture of 65536 texels fetched with stride 33 (modulo 65536).", tags=("textures", "timing"))
    c.array("A", "u32", 1, 256, 256, surface=True, fill=0)
    c.surface("S", "A")
    c.array("F", "f32", 1, 2048, 32, data=pack("f32", [float(i % 251) for i in range(65536)]))
    c.array("G", "f32", 1, 65536, data=pack("f32", [float(i % 253) for i in range(65536)]))
    tx(c, "TF", "F")
    tx(c, "TG", "G", address=["wrap"] * 3, normalized_coords=True)
    k = m.k("st", sust_builder("2d", "b", "b32", 1, "trap", coords=[Ax(0, "i"), Ax(1, "i")], values=[Ax(2, "i")]), 0)
    c.launch(k, {"surf": "S"}, n=(256, 256, 1), axes={0: (0, 4), 1: (0, 1), 2: (9, 0)})
    ks = m.k("stride", tex_builder("2d", coords=[Ax(0), Ax(1)], ncomp=1), 1)
    c.launch(ks, {"tex": "TF"}, n=(256, 256, 1), axes={0: (0.5, 8.0), 1: (0.5, 1.0 / 8)}, dtype="f32")
    kg = m.k("g33", tex_builder("1d", coords=[Ax(0)], ncomp=1), 1)
    c.launch(kg, {"tex": "TG"}, n=(65536, 1, 1), axes={0: (2.0 ** -17, 33 * 2.0 ** -16)}, dtype="f32")
    c.c["expect"] = []
    c.expect_array("A", "u32")
    c.c["ncu_extra"] = NCU_TEX
    return c, m


# ------------------------------------------------------------ the guide's examples and the legacy API

def guide_case(name, note):
    """A case whose module is nvcc 11.8's PTX of testdata/textures/src/*.cu
    (committed; gen.py does not write it)."""
    return Case(ROOT, name, name.split("_")[0], note, ("textures", "guide")), None


@case
def guide_transform():
    c, _ = guide_case("guide_transform", "The programming guide's texture object example: transformKernel rotates a "
                      "64x48 f32 image by theta = 0.5 through a 2D texture object (CUDA array, wrap, linear filtering, "
                      "normalized coordinates), grid 4x3 of 16x16 blocks.")
    rng = random.Random(181)
    w, h = 64, 48
    img = [f32(0.5 + 0.4 * ((x * 7 + y * 13) % 17) / 17 + 0.1 * rng.random()) for y in range(h) for x in range(w)]
    c.array("cuArray", "f32", 1, w, h, data=pack("f32", img))
    c.texture("texObj", array="cuArray", address=["wrap", "wrap", "wrap"], filter="linear", read="element",
              normalized_coords=True)
    out = c.buffer("output", w * h * 4, "f32", fill=0)
    c.expect(out, "f32")
    c.c["launches"].append({"kernel": "_Z15transformKernelPfyiif", "grid": [w // 16, h // 16, 1], "block": [16, 16, 1],
                            "shared_bytes": 0, "params": [{"ptr": out}, {"tex": "texObj"}, {"s32": w}, {"s32": h},
                                                          {"f32": 0.5}]})
    return c, None


@case
def guide_copy():
    c, _ = guide_case("guide_copy", "The programming guide's surface object example: copyKernel copies a 64x48 uchar4 "
                      "CUDA array to another through two surface objects (surf2Dread/surf2Dwrite with x in bytes), "
                      "grid 4x3 of 16x16 blocks; the output array is read back.")
    rng = random.Random(191)
    w, h = 64, 48
    c.array("cuInputArray", "u8", 4, w, h, surface=True, data=bytes(rng.getrandbits(8) for _ in range(w * h * 4)))
    c.array("cuOutputArray", "u8", 4, w, h, surface=True, fill=0)
    c.surface("inputSurfObj", "cuInputArray")
    c.surface("outputSurfObj", "cuOutputArray")
    c.c["launches"].append({"kernel": "_Z10copyKernelyyii", "grid": [w // 16, h // 16, 1], "block": [16, 16, 1],
                            "shared_bytes": 0, "params": [{"surf": "inputSurfObj"}, {"surf": "outputSurfObj"},
                                                          {"s32": w}, {"s32": h}]})
    c.expect_array("cuOutputArray", "u8")
    return c, None


@case
def legacy_refs():
    c, _ = guide_case("legacy_refs", "Texture and surface references bound by name (unified mode, nvcc 11.8 PTX of "
                      "src/legacy.cu): texImage (64x48 f32 array, wrap, linear, normalized) through the guide's rotation; "
                      "texRGBA (u8x4 array, normalized-float read), texLinear (linear memory, 64 floats) and surfOut "
                      "(16x4 u32 array) through fetchRef.")
    rng = random.Random(201)
    w, h = 64, 48
    c.c["name"] = "legacy_refs"
    c.c["module"] = "../../ptx/legacy.ptx"
    c.array("img", "f32", 1, w, h, data=pack("f32", [f32(rng.random()) for _ in range(w * h)]))
    c.array("rgba", "u8", 4, 64, data=bytes(rng.getrandbits(8) for _ in range(256)))
    c.array("so", "u32", 1, 16, 4, surface=True, fill=0)
    c.buffer("lin", 256, "f32", data=pack("f32", [f32(rng.uniform(-5, 5)) for _ in range(64)]))
    c.c["texrefs"] = [
        {"symbol": "texImage", "array": "img", "address": ["wrap", "wrap", "wrap"], "filter": "linear", "read": "element",
         "normalized_coords": True},
        {"symbol": "texRGBA", "array": "rgba", "address": ["clamp"] * 3, "filter": "point", "read": "normalized",
         "normalized_coords": False},
        {"symbol": "texLinear", "buffer": "lin", "format": "f32", "channels": 1, "bytes": 256, "address": ["clamp"] * 3,
         "filter": "point", "read": "element", "normalized_coords": False}]
    c.c["surfrefs"] = [{"symbol": "surfOut", "array": "so"}]
    out = c.buffer("output", w * h * 4, "f32", fill=0)
    c.expect(out, "f32")
    o4 = c.buffer("fetched", 64 * 16, "f32", fill=0xCD)
    c.expect(o4, "f32")
    c.c["launches"].append({"kernel": "_Z12transformRefPfiif", "grid": [4, 3, 1], "block": [16, 16, 1], "shared_bytes": 0,
                            "params": [{"ptr": out}, {"s32": w}, {"s32": h}, {"f32": 0.5}]})
    c.c["launches"].append({"kernel": "_Z8fetchRefP6float4i", "grid": [1, 1, 1], "block": [64, 1, 1], "shared_bytes": 0,
                            "params": [{"ptr": o4}, {"s32": 64}]})
    c.expect_array("so", "u32")
    return c, None


@case
def independent():
    decls = [".global .texref tImg;",
             ".global .samplerref sLin = { addr_mode_0 = wrap, addr_mode_1 = mirror, filter_mode = linear };",
             ".global .samplerref sPt = { addr_mode_0 = clamp_to_border, addr_mode_1 = clamp_to_edge, filter_mode = nearest, "
             "force_unnormalized_coords = 1 };",
             ".global .samplerref sDef;"]
    c, m = new("independent", "Independent texturing mode (.target sm_90, texmode_independent): one texture reference "
               "(tImg, an 8x8 f32 array holding y*8+x, bound with normalized coordinates) sampled through three "
               "sampler references initialised in the PTX (wrap/mirror linear; border/clamp nearest with "
               "force_unnormalized_coords; one without initializer), and txq of the sampler fields.",
               decls=decls, target="sm_90, texmode_independent")
    c.array("A", "f32", 1, 8, 8, data=pack("f32", [float(i) for i in range(64)]))
    c.c["texrefs"] = [{"symbol": "tImg", "array": "A", "address": ["clamp"] * 3, "filter": "point", "read": "element",
                       "normalized_coords": True}]
    for s in ("sLin", "sPt", "sDef"):
        k = m.k("s_" + s, tex_builder("2d", coords=[Ax(0), Ax(1)], handle="tImg", sampler=s, ncomp=1), 1)
        if s == "sPt":
            c.launch(k, {"u64": 0}, n=(24, 12, 1), axes={0: (-8.0, 1.0), 1: (-2.0, 1.0)}, dtype="f32")
        else:
            c.launch(k, {"u64": 0}, n=(24, 12, 1), axes={0: (-1.0, 0.125), 1: (-0.25, 0.125)}, dtype="f32")
    return c, m


@case
def legacy_unified():
    decls = [".global .texref tA;", ".global .texref tM;", ".global .surfref sR;"]
    c, m = new("legacy_unified", "Hand-written unified-mode references: tA (a 16x16 u8x4 array, normalized read, "
               "mirror, linear, normalized coordinates) fetched over [-1, 2)^2; tM (a mipmapped 32x32 f32 array of 6 "
               "levels holding the level number, mip-linear, bias 0.25) with tex.level; txq on both; sR (a 16x4 u32 "
               "surface) with suld.b.clamp; suq.", decls=decls)
    rng = random.Random(211)
    c.array("A", "u8", 4, 16, 16, data=bytes(rng.getrandbits(8) for _ in range(1024)))
    a = {"width": 32, "height": 32, "levels": 6, "channels": 1}
    c.array("M", "f32", 1, 32, 32, levels=6, data=pack("f32", const_levels(a)))
    c.array("R", "u32", 1, 16, 4, surface=True, data=surf_bytes(64, 4))
    c.c["texrefs"] = [
        {"symbol": "tA", "array": "A", "address": ["mirror"] * 3, "filter": "linear", "read": "normalized",
         "normalized_coords": True},
        {"symbol": "tM", "array": "M", "address": ["clamp"] * 3, "filter": "linear", "read": "element",
         "normalized_coords": True, "mip_filter": "linear", "mip_bias": 0.25, "max_lod": 100.0}]
    c.c["surfrefs"] = [{"symbol": "sR", "array": "R"}]
    k = m.k("fa", tex_builder("2d", coords=[Ax(0), Ax(1)], handle="tA"), 4)
    c.launch(k, {"u64": 0}, n=(24, 24, 1), axes={0: (-1.0, 0.125), 1: (-1.0, 0.125)}, dtype="f32")
    km = m.k("fm", tex_builder("2d", mip="level", coords=[Imm(0.5), Imm(0.5)], lod=Ax(0), handle="tM", ncomp=1), 1)
    c.launch(km, {"u64": 0}, n=(512, 1, 1), axes={0: (-1.0, 1 / 64)}, dtype="f32")
    ks = m.k("sl", suld_builder("2d", "b32", 1, "clamp", coords=[Ax(0, "i"), Ax(1, "i")], handle="sR"), 1)
    c.launch(ks, {"u64": 0}, n=(24, 8, 1), axes={0: (-16, 4), 1: (-2, 1)})
    return c, m


# ------------------------------------------------------------ session 4 sweeps (the remaining gaps)

@case
def srgb_filter():
    c, m = new("srgb_filter", "sRGB decode inside the filter: a u8x4 array of 512 texels, texel 2v = (v, v, v, v) and "
               "texel 2v+1 = (0, 255, 128, v), sRGB, normalized-float read, linear, unnormalized coordinates; x over "
               "[0.5, 512.5) in steps of 1/32, so every value v meets 0, 255 and 128 at 32 weights each side. "
               "Channels 0-2 stored (alpha is not converted).")
    vals = []
    for v in range(256):
        vals += [v, v, v, v, 0, 255, 128, v]
    c.array("A", "u8", 4, 512, data=pack("u8", vals))
    tx(c, "T", "A", filter="linear", read="normalized", srgb=True)
    k = m.k("lin", tex_builder("1d", coords=[Ax(0)], ncomp=3), 3)
    c.launch(k, {"tex": "T"}, n=(512 * 32, 1, 1), axes={0: (0.5, 1 / 32)}, dtype="f32")
    return c, m


@case
def srgb_pairs():
    c, m = new("srgb_pairs", "Which exponent the filter aligns decoded sRGB texels to (session 5, device round A): a u8x4 "
               "array of 512 texels, texel 2v = (v, v, v, v) and texel 2v+1 = (86, 25, 61, 0) (decoded values of "
               "exponents -4, -7 and -5 whose low mantissa bits are all ones, so each truncation shows), sRGB, "
               "normalized-float read, linear, unnormalized coordinates; x over [0.5, 512.5) in steps of 1/4 "
               "(weights 0, 64, 128, 192 each side). Channels 0-2 stored.")
    vals = []
    for v in range(256):
        vals += [v, v, v, v, 86, 25, 61, 0]
    c.array("A", "u8", 4, 512, data=pack("u8", vals))
    tx(c, "T", "A", filter="linear", read="normalized", srgb=True)
    k = m.k("lin", tex_builder("1d", coords=[Ax(0)], ncomp=3), 3)
    c.launch(k, {"tex": "T"}, n=(512 * 4, 1, 1), axes={0: (0.5, 1 / 4)}, dtype="f32")
    return c, m


def delta_levels(a, level, at):
    """Texel values of a mipmapped 1-channel 2D array: zero except 1.0 at
    texel at=(x, y) of the given level."""
    return delta_array(a, level, (at[0], at[1], 0))


def delta_array(a, level, at):
    """Texel values of a mipmapped 1-channel array of any geometry (1D,
    2D, 3D, layered, cubemap): zero except 1.0 at texel at=(x, y, z) of
    the given level (z: the depth slice, layer or face)."""
    vals = []
    for l in range(a["levels"]):
        w, h, d = level_dims(a, l)
        for z in range(d):
            for y in range(h):
                for x in range(w):
                    vals.append(1.0 if (l == level and (x, y, z) == tuple(at)) else 0.0)
    return vals


@case
def mip_taps():
    c, m = new("mip_taps", "The weight of each tap of a trilinear footprint: 32x32 f32 arrays of 6 levels, all zero "
               "except one texel of 1.0 (D0: level 0 texel (8,8); D1: level 1 texel (4,4)), linear, mip-linear, "
               "normalized; tex.level.2d with x (level-0 texels) over [7.5, 9.5) step 1/16 (D0) or [7, 11) step 1/8 (D1), "
               "y over [8, 9) step 1/8, lod over [0, 1) step 1/64: the result is the delta texel's weight.")
    a = {"width": 32, "height": 32, "levels": 6, "channels": 1}
    c.array("D0", "f32", 1, 32, 32, levels=6, data=pack("f32", delta_levels(a, 0, (8, 8))))
    c.array("D1", "f32", 1, 32, 32, levels=6, data=pack("f32", delta_levels(a, 1, (4, 4))))
    for t in ("D0", "D1"):
        tx(c, "T" + t, t, filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    k = m.k("tri", tex_builder("2d", mip="level", coords=[Ax(0), Ax(1)], lod=Ax(2), ncomp=1), 1)
    c.launch(k, {"tex": "TD0"}, n=(32, 8, 64), axes={0: (7.5 / 32, 1 / 512), 1: (8 / 32, 1 / 256), 2: (0.0, 1 / 64)},
             dtype="f32")
    c.launch(k, {"tex": "TD1"}, n=(32, 8, 64), axes={0: (7.0 / 32, 1 / 256), 1: (8 / 32, 1 / 256), 2: (0.0, 1 / 64)},
             dtype="f32")
    return c, m


def grad_records(rng):
    """Gradient pairs (dPdx.x, dPdx.y, dPdy.x, dPdy.y) in texels of a 64-texel
    level 0: one vector at every angle; a rotated isotropic pair; a sheared
    pair; axis-aligned ratios; random pairs."""
    L = 2.5
    rec = []
    for i in range(256):
        a = math.pi / 2 * i / 256
        rec += [L * math.cos(a), L * math.sin(a), 0.0, 0.0]
    for i in range(256):
        a = math.pi / 2 * i / 256
        rec += [L * math.cos(a), L * math.sin(a), -L * math.sin(a), L * math.cos(a)]
    for i in range(256):
        rec += [L, 0.0, L * i / 128, L]
    for i in range(256):
        rec += [L, 0.0, 0.0, L * i / 256]
    for i in range(256):
        a = math.pi / 2 * i / 256
        rec += [6.0 * math.cos(a), 6.0 * math.sin(a), -1.5 * math.sin(a), 1.5 * math.cos(a)]
    for _ in range(768):
        rec += [rng.uniform(-1, 1) * 2 ** rng.uniform(-1, 4) for _ in range(4)]
    return [f32(v / 64) for v in rec]


@case
def grad2d():
    c, m = new("grad2d", "Level of detail of 2D gradients: a 64x64 f32 array of 7 levels, level l filled with l, linear, "
               "mip-linear, normalized (the result is the LOD in 1/256ths); 2048 gradient pairs from an input buffer "
               "(one vector at every angle, rotated isotropic pairs, sheared pairs, axis-aligned ratios, rotated 4:1 "
               "pairs, random pairs: grad_records in gen.py), with max anisotropy 0, 2, 4 and 16.")
    a = {"width": 64, "height": 64, "levels": 7, "channels": 1}
    c.array("M", "f32", 1, 64, 64, levels=7, data=pack("f32", const_levels(a)))
    rec = grad_records(random.Random(401))
    c.buffer("g", len(rec) * 4, "f32", data=pack("f32", rec))
    rk = m.k("rgrad", tex_builder("2d", mip="grad", coords=[Imm(0.5), Imm(0.5)],
                                  grads=([In(0), In(1)], [In(2), In(3)]), ncomp=1), 1)
    for an in (0, 2, 4, 16):
        tx(c, "a%d" % an, "M", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0, max_aniso=an)
        c.launch(rk, {"tex": "a%d" % an}, n=(len(rec) // 4, 1, 1), inp="g", dtype="f32")
    return c, m


@case
def aniso_probe():
    c, m = new("aniso_probe", "Anisotropic footprints (impulse responses): a 64x64 f32 array of 7 levels, zero except "
               "level-0 texel (32,32) = 1.0, linear, mip-linear, normalized, max anisotropy 16 (and 4: launch 8); "
               "tex.grad.2d with dPdx = (r, 0), dPdy = (0, 1) texels for r = 1, 1.5, 2, 3, 4, 6, 8, 16 (and 8 with "
               "anisotropy 4), x over [20.5, 44.5) step 1/16 at y = 32.5 and 32.75; then dPdx = (0, 4), dPdy = (1, 0) "
               "with y swept; then the diagonal dPdx = (4, 4)/sqrt2, dPdy = (-1, 1)/sqrt2 over a 48x48 grid of "
               "[26.5, 38.5) step 1/4.")
    a = {"width": 64, "height": 64, "levels": 7, "channels": 1}
    c.array("P", "f32", 1, 64, 64, levels=7, data=pack("f32", delta_levels(a, 0, (32, 32))))
    for an in (4, 16):
        tx(c, "a%d" % an, "P", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0, max_aniso=an)
    kx = m.k("px", tex_builder("2d", mip="grad", coords=[Ax(0), Ax(1)],
                               grads=([Par("f"), Imm(0.0)], [Imm(0.0), Imm(1 / 64)]), ncomp=1), 1)
    for r in (1, 1.5, 2, 3, 4, 6, 8, 16):
        c.launch(kx, {"tex": "a16"}, n=(384, 2, 1), axes={0: (20.5 / 64, 1 / 1024), 1: (32.5 / 64, 0.25 / 64)},
                 pars=[r / 64], dtype="f32")
    c.launch(kx, {"tex": "a4"}, n=(384, 2, 1), axes={0: (20.5 / 64, 1 / 1024), 1: (32.5 / 64, 0.25 / 64)},
             pars=[8 / 64], dtype="f32")
    ky = m.k("py", tex_builder("2d", mip="grad", coords=[Ax(1), Ax(0)],
                               grads=([Imm(0.0), Imm(4 / 64)], [Imm(1 / 64), Imm(0.0)]), ncomp=1), 1)
    c.launch(ky, {"tex": "a16"}, n=(384, 2, 1), axes={0: (20.5 / 64, 1 / 1024), 1: (32.5 / 64, 0.25 / 64)}, dtype="f32")
    s = 1 / math.sqrt(2) / 64
    kd = m.k("pd", tex_builder("2d", mip="grad", coords=[Ax(0), Ax(1)],
                               grads=([Imm(f32(4 * s)), Imm(f32(4 * s))], [Imm(f32(-s)), Imm(f32(s))]), ncomp=1), 1)
    c.launch(kd, {"tex": "a16"}, n=(48, 48, 1), axes={0: (26.5 / 64, 1 / 256), 1: (26.5 / 64, 1 / 256)}, dtype="f32")
    return c, m


@case
def aniso_probe2():
    c, m = new("aniso_probe2", "How many anisotropic probes, where and with what weights (session 5, device round A): "
               "64x64 f32 arrays of 7 levels, zero except one texel of 1.0 (P: level-0 texel (32,32); Q: level-1 "
               "texel (16,16)), linear, mip-linear, normalized; tex.grad.2d with dPdx = (a, b), dPdy = (c, d) texels "
               "(kernel parameters), x over [20.5, 44.5) step 1/16 at the 4 rows y = 32.5 + k 5/16 (kernel gy: x and "
               "y swapped). Non-integer ratios 1.0625..14 with a minor axis of 1 texel (max anisotropy 16), minor "
               "axes of 0.5 and 1.25 texels, max anisotropy 2, 4 and 8 with ratios above them, negative major axes, "
               "y-major footprints, and ratios 24 and 32 on the level-1 impulse (the probes on a coarser level).")
    a = {"width": 64, "height": 64, "levels": 7, "channels": 1}
    c.array("P", "f32", 1, 64, 64, levels=7, data=pack("f32", delta_levels(a, 0, (32, 32))))
    c.array("Q", "f32", 1, 64, 64, levels=7, data=pack("f32", delta_levels(a, 1, (16, 16))))
    for an in (2, 4, 8, 16):
        tx(c, "p%d" % an, "P", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0, max_aniso=an)
    tx(c, "q16", "Q", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0, max_aniso=16)
    g = ([Par("f"), Par("f")], [Par("f"), Par("f")])
    kx = m.k("gx", tex_builder("2d", mip="grad", coords=[Ax(0), Ax(1)], grads=g, ncomp=1), 1)
    ky = m.k("gy", tex_builder("2d", mip="grad", coords=[Ax(1), Ax(0)], grads=g, ncomp=1), 1)
    axes = {0: (20.5 / 64, 1 / 1024), 1: (32.5 / 64, 5 / 16 / 64)}

    def run(k, t, a, b, cc, d):
        c.launch(k, {"tex": t}, n=(384, 4, 1), axes=axes, pars=[a / 64, b / 64, cc / 64, d / 64], dtype="f32")

    for r in (1.0625, 1.125, 1.1875, 1.25, 1.3125, 1.375, 1.4375, 1.5, 1.625, 1.75, 1.875, 2.125, 2.25, 2.5,
              2.75, 3, 3.25, 3.5, 3.75, 4.5, 5, 5.5, 6, 7, 10, 12, 14):
        run(kx, "p16", r, 0, 0, 1)
    for r in (1.5, 3, 4, 6):
        run(kx, "p16", r / 2, 0, 0, 0.5)
    for r in (3, 4):
        run(kx, "p16", r * 1.25, 0, 0, 1.25)
    for t, r in (("p4", 3), ("p4", 5), ("p4", 6), ("p8", 6), ("p8", 10), ("p2", 1.5), ("p2", 3)):
        run(kx, t, r, 0, 0, 1)
    for r in (24, 32):
        run(kx, "q16", r, 0, 0, 1)
    for r in (3, 6):
        run(kx, "p16", -r, 0, 0, 1)
    for r in (3, 6):
        run(ky, "p16", 0, r, 1, 0)
    return c, m


def rand_arrays_64(c, rng):
    """The random 64x64 arrays of 7 levels of the aniso_rand cases: F (f32 in [0, 1)) and U (u8x4), drawn from rng in
    that order. Returns the arrays' shape (for level_dims)."""
    a = {"width": 64, "height": 64, "levels": 7, "channels": 1}
    n = sum(level_dims(a, l)[0] * level_dims(a, l)[1] for l in range(7))
    c.array("F", "f32", 1, 64, 64, levels=7, data=pack("f32", [f32(rng.random()) for _ in range(n)]))
    c.array("U", "u8", 4, 64, 64, levels=7, data=pack("u8", [rng.randrange(256) for _ in range(4 * n)]))
    return a


def grad2d_kernels(m):
    """tex.grad.2d kernels reading records (x, y, dPdx, dPdy) from the input buffer: r (one component), r4 (four)."""
    def build(ncomp):
        return tex_builder("2d", mip="grad", coords=[In(0), In(1)], grads=([In(2), In(3)], [In(4), In(5)]), ncomp=ncomp)

    return m.k("r", build(1), 1), m.k("r4", build(4), 4)


def rand_cubemap_32(c, rng, lin):
    """A random 32x32 f32 cubemap of 6 levels (C, drawn from rng) and its texture tc (lin, max anisotropy 16)."""
    ac = {"width": 32, "height": 32, "depth": 6, "levels": 6, "channels": 1, "cubemap": True}
    nc = sum(level_dims(ac, l)[0] * level_dims(ac, l)[1] * 6 for l in range(6))
    c.array("C", "f32", 1, 32, 32, 6, levels=6, cubemap=True, data=pack("f32", [f32(rng.random()) for _ in range(nc)]))
    tx(c, "tc", "C", max_aniso=16, **lin)


def cube_grad_kernel(m, name):
    """A tex.grad.cube kernel reading records (direction, dPdx, dPdy: 9 floats) from the input buffer."""
    return m.k(name, tex_builder("cube", mip="grad", coords=[In(0), In(1), In(2)],
                                 grads=([In(3), In(4), In(5)], [In(6), In(7), In(8)]), ncomp=1), 1)


def lod_levels_d16(c):
    """The LOD probe of the tex-lod-8 cases: M, a 64x64 f32 array of 7 levels, level l filled with l, and d16 (linear,
    mip-linear, normalized, max anisotropy 16 without the trilinear optimization)."""
    a = {"width": 64, "height": 64, "levels": 7, "channels": 1}
    c.array("M", "f32", 1, 64, 64, levels=7, data=pack("f32", const_levels(a)))
    tx(c, "d16", "M", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0, max_aniso=16,
       disable_trilinear_optimization=True)


def grad_lod_kernel(m):
    """tex.grad.2d at the centre (0.5, 0.5) with gradients (dPdx, dPdy) from the input buffer."""
    return m.k("rgrad", tex_builder("2d", mip="grad", coords=[Imm(0.5), Imm(0.5)],
                                    grads=([In(0), In(1)], [In(2), In(3)]), ncomp=1), 1)


def launch_grad_sets(c, rk, sets):
    """One launch of rk per (texture, records) in sets: records of texel gradients, scaled to the 64-texel array
    (exactly: asserted), in buffer g<k>."""
    for k, (t, recs) in enumerate(sets):
        flat = [f32(v / 64) for r in recs for v in r]
        assert all(f32(v / 64) == v / 64 for r in recs for v in r)
        name = "g%d" % k
        c.buffer(name, len(flat) * 4, "f32", data=pack("f32", flat))
        c.launch(rk, {"tex": t}, n=(len(recs), 1, 1), inp=name, dtype="f32")


@case
def aniso_rand():
    c, m = new("aniso_rand", "Anisotropic filtering of real data (session 5, device round B): 64x64 arrays of 7 levels with "
               "random texels (F: f32 in [0, 1); U: u8x4 read as normalized floats), linear, mip-linear, normalized, "
               "max anisotropy 16 and 4; tex.grad.2d with 2048 records (x, y, dPdx, dPdy) from an input buffer: random "
               "points, major axes of 1 to 24 texels at random angles, minor axes of 0.5 to 3 texels (so the probes "
               "straddle texels, the levels blend and the probe limit binds).")
    rng = random.Random(551)
    rand_arrays_64(c, rng)
    for an in (4, 16):
        tx(c, "f%d" % an, "F", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0, max_aniso=an)
    tx(c, "u16", "U", filter="linear", read="normalized", normalized_coords=True, mip_filter="linear", max_lod=100.0,
       max_aniso=16)
    rec = []
    for _ in range(2048):
        major, minor = rng.uniform(1, 24), rng.uniform(0.5, 3)
        th = rng.uniform(0, math.pi) if rng.random() < 0.75 else rng.choice((0.0, math.pi / 2))
        ax, ay = major * math.cos(th), major * math.sin(th)
        bx, by = -minor * math.sin(th), minor * math.cos(th)
        if rng.random() < 0.5:
            ax, ay, bx, by = bx, by, ax, ay
        rec += [f32(rng.uniform(8, 56) / 64), f32(rng.uniform(8, 56) / 64)] + [f32(v / 64) for v in (ax, ay, bx, by)]
    c.buffer("g", len(rec) * 4, "f32", data=pack("f32", rec))
    k, k4 = grad2d_kernels(m)
    for t in ("f16", "f4"):
        c.launch(k, {"tex": t}, n=(2048, 1, 1), inp="g", dtype="f32")
    c.launch(k4, {"tex": "u16"}, n=(2048, 1, 1), inp="g", dtype="f32")
    return c, m


@case
def aniso_probe3():
    c, m = new("aniso_probe3", "Anisotropic probes, the remaining questions (session 6, device round A): the 64x64 f32 "
               "impulse arrays of aniso_probe2 (P: 1.0 at level-0 texel (32,32); Q: at level-1 texel (16,16)), "
               "linear, normalized, tex.grad.2d with dPdx = (a, b), dPdy = (c, d) texels. (1) Trilinear probe "
               "weights at known level shares: max anisotropy 16 without the trilinear optimization, ratios 2, 3 "
               "and 4 of minor axes 2^(k/8), k = 1..7, on P and Q (x over [22.5, 42.5) step 1/16 at rows 32.5 and "
               "33). (2) Footprints beyond the probe limit on nearest-level (mip point) textures of max anisotropy "
               "2, 4, 8, 16: major = limit x f, f = 1.25..3, minor 1, on P and Q, plus ratios 5 and 6 at max "
               "anisotropy 4 without the optimization. (3) Diagonal major axes: ratios 2, 4, 8, minor 1, at angles "
               "k pi/32, k = 0..16, a 48x48 grid of step 1/4 around the impulse. (4) Other geometries with max "
               "anisotropy 16: 1D (tex.grad.1d), layered 2D (a2d), 3D and cubemap impulse responses.")
    a = {"width": 64, "height": 64, "levels": 7, "channels": 1}
    c.array("P", "f32", 1, 64, 64, levels=7, data=pack("f32", delta_levels(a, 0, (32, 32))))
    c.array("Q", "f32", 1, 64, 64, levels=7, data=pack("f32", delta_levels(a, 1, (16, 16))))
    lin = dict(filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    pnt = dict(filter="linear", normalized_coords=True, mip_filter="point", max_lod=100.0)
    for arr in ("P", "Q"):
        tx(c, "n16" + arr, arr, max_aniso=16, disable_trilinear_optimization=True, **lin)
        tx(c, "n4" + arr, arr, max_aniso=4, disable_trilinear_optimization=True, **lin)
        for an in (2, 4, 8, 16):
            tx(c, "m%d%s" % (an, arr), arr, max_aniso=an, **pnt)
    tx(c, "p16", "P", max_aniso=16, **lin)
    g = ([Par("f"), Par("f")], [Par("f"), Par("f")])
    kx = m.k("gx", tex_builder("2d", mip="grad", coords=[Ax(0), Ax(1)], grads=g, ncomp=1), 1)
    line = {0: (22.5 / 64, 1 / 1024), 1: (32.5 / 64, 0.5 / 64)}

    def run(t, a, b, cc, d):
        c.launch(kx, {"tex": t}, n=(320, 2, 1), axes=line, pars=[a / 64, b / 64, cc / 64, d / 64], dtype="f32")

    # (1) trilinear shares
    for r in (2, 3, 4):
        for k in range(1, 8):
            mn = 2 ** (k / 8)
            for arr in ("P", "Q"):
                run("n16" + arr, r * mn, 0, 0, mn)
    # (2) beyond the limit, nearest level
    for an in (2, 4, 8, 16):
        for f in (1.25, 1.5, 1.75, 2, 2.5, 3):
            if an == 16 and f not in (1.5, 2):
                continue
            for arr in ("P", "Q"):
                run("m%d%s" % (an, arr), an * f, 0, 0, 1)
    for r in (5, 6):
        for arr in ("P", "Q"):
            run("n4" + arr, r, 0, 0, 1)
    # (3) diagonal axes on a 2D grid
    grid = {0: (26.5 / 64, 0.25 / 64), 1: (26.5 / 64, 0.25 / 64)}
    for r in (2, 4, 8):
        for k in range(17):
            th = math.pi * k / 32
            ax, ay = r * math.cos(th), r * math.sin(th)
            bx, by = -math.sin(th), math.cos(th)
            c.launch(kx, {"tex": "p16"}, n=(48, 48, 1), axes=grid, pars=[ax / 64, ay / 64, bx / 64, by / 64],
                     dtype="f32")
    # (5) end weights of non-integer ratios (minor 1: level 0 alone), and
    # u8 impulses (255 and 1, read as normalized floats) for how the probes'
    # integer sums round
    row = {0: (22.5 / 64, 1 / 1024), 1: (32.5 / 64, 0)}
    for r in [2 + k / 16 for k in range(1, 32)] + [4 + k / 4 for k in range(1, 16)]:
        c.launch(kx, {"tex": "p16"}, n=(320, 1, 1), axes=row, pars=[r / 64, 0, 0, 1 / 64], dtype="f32")
    for v in (255, 1):
        c.array("U%d" % v, "u8", 1, 64, 64, levels=7, data=pack("u8", [int(x) * v for x in delta_levels(a, 0, (32, 32))]))
        tx(c, "u%d" % v, "U%d" % v, read="normalized", max_aniso=16, **lin)
        for a_, d_ in ((3, 1), (4, 1), (6, 1), (3.75, 1.25)):
            run("u%d" % v, a_, 0, 0, d_)
    # (4) 1D, layered 2D, 3D, cubemap
    a1 = {"width": 64, "levels": 7, "channels": 1}
    c.array("L", "f32", 1, 64, levels=7, data=pack("f32", delta_array(a1, 0, (32, 0, 0))))
    tx(c, "t1", "L", max_aniso=16, **lin)
    k1 = m.k("g1", tex_builder("1d", mip="grad", coords=[Ax(0)], grads=([Par("f")], [Par("f")]), ncomp=1), 1)
    for gx, gy in ((4, 0), (4, 1), (1, 4), (8, 0.5), (2, 0)):
        c.launch(k1, {"tex": "t1"}, n=(320, 1, 1), axes={0: (22.5 / 64, 1 / 1024)}, pars=[gx / 64, gy / 64], dtype="f32")
    a2 = {"width": 64, "height": 64, "depth": 2, "levels": 7, "channels": 1, "layered": True}
    c.array("A", "f32", 1, 64, 64, 2, levels=7, layered=True, data=pack("f32", delta_array(a2, 0, (32, 32, 1))))
    tx(c, "t2", "A", max_aniso=16, **lin)
    ka = m.k("ga", tex_builder("a2d", mip="grad", coords=[Imm(1), Ax(0), Ax(1)], grads=g, ncomp=1), 1)
    for a_, b_, c_, d_ in ((4, 0, 0, 1), (3.75, 0, 0, 1.25), (0, 4, 1, 0)):
        c.launch(ka, {"tex": "t2"}, n=(320, 2, 1), axes=line, pars=[a_ / 64, b_ / 64, c_ / 64, d_ / 64], dtype="f32")
    a3 = {"width": 32, "height": 32, "depth": 32, "levels": 6, "channels": 1}
    c.array("V", "f32", 1, 32, 32, 32, levels=6, data=pack("f32", delta_array(a3, 0, (16, 16, 16))))
    tx(c, "t3", "V", max_aniso=16, **lin)
    g3 = ([Par("f"), Par("f"), Par("f")], [Par("f"), Par("f"), Par("f")])
    k3 = m.k("g3", tex_builder("3d", mip="grad", coords=[Ax(0), Ax(1), Imm(16.5 / 32)], grads=g3, ncomp=1), 1)
    for gs in ((4, 0, 0, 0, 1, 0), (2, 0, 0, 0, 1, 0), (4, 0, 0, 0, 0, 1), (4, 0, 0, 0, 1, 1)):
        c.launch(k3, {"tex": "t3"}, n=(320, 2, 1), axes={0: (6.5 / 32, 1 / 512), 1: (16.5 / 32, 0.5 / 32)},
                 pars=[v / 32 for v in gs], dtype="f32")
    ac = {"width": 32, "height": 32, "depth": 6, "levels": 6, "channels": 1, "cubemap": True}
    c.array("C", "f32", 1, 32, 32, 6, levels=6, cubemap=True, data=pack("f32", delta_array(ac, 0, (16, 16, 4))))
    tx(c, "tc", "C", max_aniso=16, **lin)
    kc = m.k("gc", tex_builder("cube", mip="grad", coords=[Ax(0), Ax(1), Imm(1.0)], grads=g3, ncomp=1), 1)
    # face +z: u = 16 (x + 1), v = 16 (1 - y); x over u in [8.5, 28.5) step 1/16, rows v = 16.5 and 17
    for gs in ((4, 0, 0, 0, 1, 0), (2, 0, 0, 0, 1, 0), (4, 0, 0, 0, 0, 0)):
        c.launch(kc, {"tex": "tc"}, n=(320, 2, 1), axes={0: (8.5 / 16 - 1, 1 / 256), 1: (1 - 16.5 / 16, -0.5 / 16)},
                 pars=[v / 16 for v in gs], dtype="f32")
    return c, m


@case
def aniso_probe4():
    c, m = new("aniso_probe4", "Probe spacing under the trilinear optimization (session 6, device round B): the level-0 impulse "
               "P of aniso_probe2, linear, mip-linear, max anisotropy 16 and 4 (optimization on), ratios 2 and 4 of "
               "minor axes 2^(k/16), k = 1..15, x over [22.5, 42.5) step 1/16 at row 32.5.")
    a = {"width": 64, "height": 64, "levels": 7, "channels": 1}
    c.array("P", "f32", 1, 64, 64, levels=7, data=pack("f32", delta_levels(a, 0, (32, 32))))
    lin = dict(filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    for an in (16, 4):
        tx(c, "p%d" % an, "P", max_aniso=an, **lin)
    g = ([Par("f"), Par("f")], [Par("f"), Par("f")])
    kx = m.k("gx", tex_builder("2d", mip="grad", coords=[Ax(0), Ax(1)], grads=g, ncomp=1), 1)
    for an in (16, 4):
        for r in (2, 4):
            for k in range(1, 16):
                mn = 2 ** (k / 16)
                c.launch(kx, {"tex": "p%d" % an}, n=(320, 1, 1), axes={0: (22.5 / 64, 1 / 1024), 1: (32.5 / 64, 0)},
                         pars=[r * mn / 64, 0, 0, mn / 64], dtype="f32")
    return c, m


@case
def aniso_rand2():
    c, m = new("aniso_rand2", "Anisotropic filtering of fresh random data (session 6, device round B: checks of the rules "
               "aniso_probe3 gave): 64x64 arrays of 7 levels with random texels (F: f32; U: u8x4 read as normalized "
               "floats), linear, mip-linear, normalized; tex.grad.2d with 2048 records (x, y, dPdx, dPdy) from an input "
               "buffer (random points, major axes of 1 to 32 texels at random angles, minor axes of 0.5 to 4 texels) "
               "at max anisotropy 16, 8 (without the trilinear optimization), 4 and 2; tex.grad.1d on a random 1D f32 "
               "array of 7 levels and tex.grad.cube on a random 32x32 f32 cubemap of 6 levels (max anisotropy 16); "
               "and four impulse sweeps of the coarser level of a blend at ratios 12 to 28 (Q of aniso_probe2, x over "
               "[4.5, 60.5) step 1/8).")
    rng = random.Random(661)
    a = rand_arrays_64(c, rng)
    lin = dict(filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    for an in (16, 4, 2):
        tx(c, "f%d" % an, "F", max_aniso=an, **lin)
    tx(c, "n8", "F", max_aniso=8, disable_trilinear_optimization=True, **lin)
    tx(c, "u16", "U", read="normalized", max_aniso=16, **lin)
    rec = []
    for _ in range(2048):
        major, minor = 2 ** rng.uniform(0, 5), 2 ** rng.uniform(-1, 2)
        th = rng.uniform(0, math.pi) if rng.random() < 0.6 else rng.choice((0.0, math.pi / 2, math.pi / 4))
        ax, ay = major * math.cos(th), major * math.sin(th)
        bx, by = -minor * math.sin(th), minor * math.cos(th)
        if rng.random() < 0.5:
            ax, ay, bx, by = bx, by, ax, ay
        rec += [f32(rng.uniform(8, 56) / 64), f32(rng.uniform(8, 56) / 64)] + [f32(v / 64) for v in (ax, ay, bx, by)]
    c.buffer("g", len(rec) * 4, "f32", data=pack("f32", rec))
    k, k4 = grad2d_kernels(m)
    for t in ("f16", "n8", "f4", "f2"):
        c.launch(k, {"tex": t}, n=(2048, 1, 1), inp="g", dtype="f32")
    c.launch(k4, {"tex": "u16"}, n=(2048, 1, 1), inp="g", dtype="f32")
    # 1D and cubemap
    a1 = {"width": 64, "levels": 7, "channels": 1}
    n1 = sum(level_dims(a1, l)[0] for l in range(7))
    c.array("L", "f32", 1, 64, levels=7, data=pack("f32", [f32(rng.random()) for _ in range(n1)]))
    tx(c, "t1", "L", max_aniso=16, **lin)
    rand_cubemap_32(c, rng, lin)
    r1, rc = [], []
    for _ in range(1024):
        r1 += [f32(rng.uniform(8, 56) / 64)] + [f32(rng.choice((1, -1)) * 2 ** rng.uniform(-1, 5) / 64) for _ in range(2)]
        d = [rng.uniform(-0.8, 0.8), rng.uniform(-0.8, 0.8), 1.0]
        rng.shuffle(d)
        if rng.random() < 0.5:
            d = [-v for v in d]
        th = rng.uniform(0, math.pi)
        major, minor = 2 ** rng.uniform(0, 4) / 16, 2 ** rng.uniform(-1, 1) / 16
        # gradients in the face plane: the two axes orthogonal to the major direction component
        ax = [0.0, 0.0, 0.0]
        bx = [0.0, 0.0, 0.0]
        i, j = [q for q in range(3) if abs(d[q]) != 1.0][:2]
        ax[i], ax[j] = major * math.cos(th), major * math.sin(th)
        bx[i], bx[j] = -minor * math.sin(th), minor * math.cos(th)
        rc += [f32(v) for v in d + ax + bx]
    c.buffer("g1", len(r1) * 4, "f32", data=pack("f32", r1))
    c.buffer("gc", len(rc) * 4, "f32", data=pack("f32", rc))
    k1 = m.k("r1", tex_builder("1d", mip="grad", coords=[In(0)], grads=([In(1)], [In(2)]), ncomp=1), 1)
    kc = cube_grad_kernel(m, "rc")
    c.launch(k1, {"tex": "t1"}, n=(1024, 1, 1), inp="g1", dtype="f32")
    c.launch(kc, {"tex": "tc"}, n=(1024, 1, 1), inp="gc", dtype="f32")
    # the coarser level of a blend at long footprints (aniso_probe2 o41)
    c.array("Q", "f32", 1, 64, 64, levels=7, data=pack("f32", delta_levels(a, 1, (16, 16))))
    tx(c, "q16", "Q", max_aniso=16, **lin)
    g = ([Par("f"), Par("f")], [Par("f"), Par("f")])
    kx = m.k("gx", tex_builder("2d", mip="grad", coords=[Ax(0), Ax(1)], grads=g, ncomp=1), 1)
    for r in (12, 20, 24, 28):
        c.launch(kx, {"tex": "q16"}, n=(448, 2, 1), axes={0: (4.5 / 64, 1 / 512), 1: (32.5 / 64, 0.5 / 64)},
                 pars=[r / 64, 0, 0, 1 / 64], dtype="f32")
    return c, m


@case
def aniso_probe5():
    c, m = new("aniso_probe5", "Anisotropic probe placement (session 7, helper tex-probe-8, device round A): impulse "
               "responses on the level-0 impulse P of aniso_probe2 (1.0 at texel (32,32) of a 64x64 f32 array of 7 "
               "levels), linear, mip-linear, normalized, tex.grad.2d with dPdx = a, dPdy = b texels. (1) The probe "
               "direction: max anisotropy 8 (8 probes one texel apart), a = M (cos t, sin t) with M = 8.5/(cos t + "
               "11/32 sin t) (the norm estimate 8.5), b = (-sin t, cos t)/2, t = k 45/256 degrees, k = 0..256, on a "
               "20x20 grid of step 1/2 from (28.125, 28.125). (2) The same at t + 90 and 180 - t degrees, at the "
               "estimate 9.2 with |b| = 1/4, with b at t + 60 degrees, and with 16 probes (max anisotropy 16, estimate "
               "17, a 36x36 grid from (24.125, 24.125)), every 16th k. (3) The spacing: a = (4 m, 0), b = (0, m), m = "
               "2^(j/256), j = 0, 2, .. 254, max anisotropy 16 without and with the trilinear optimization, x over [28.5, "
               "36.5) step 1/16 at row 32.5. (5) Ratios 1.25, 1.5, 1.75 and 3 (norm estimate r, minor axis 1: a = (r/f) (cos t, "
               "sin t), b = f (-sin t, cos t), f = cos t + 11/32 sin t) at every 8th k, grids of step 1/4 around the "
               "impulse; (6) ratio 4 of minor axis 2^(1/2) (lod 1/2) without the optimization at every 16th k. (4) Cubemap footprints of 4 to 16 face texels across the +z/+x edge: "
               "32x32 f32 cubemaps of 6 levels with one texel of 1.0 (E: face +z texel (30,16); F: face +x texel "
               "(1,16)), max anisotropy 16, direction (x, y, 1) with x over face texels u in [16, 32) step 1/8, rows "
               "v = 16.5 and 17, dPdx = (g, 0, 0), dPdy = (0, 1/16, 0), g = 4, 8, 12, 16 face texels.")
    a = {"width": 64, "height": 64, "levels": 7, "channels": 1}
    c.array("P", "f32", 1, 64, 64, levels=7, data=pack("f32", delta_levels(a, 0, (32, 32))))
    lin = dict(filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    tx(c, "p8", "P", max_aniso=8, **lin)
    tx(c, "p16", "P", max_aniso=16, **lin)
    tx(c, "n16", "P", max_aniso=16, disable_trilinear_optimization=True, **lin)
    g = ([Par("f"), Par("f")], [Par("f"), Par("f")])
    kx = m.k("gx", tex_builder("2d", mip="grad", coords=[Ax(0), Ax(1)], grads=g, ncomp=1), 1)

    def grid(t, est, ta, b, tb, n=20, lo=28.125, tex="p8"):
        th, thb = math.radians(ta), math.radians(tb)
        cs, sn = abs(math.cos(th)), abs(math.sin(th))
        M = est / (max(cs, sn) + 11 / 32 * min(cs, sn))
        ax, ay = M * math.cos(th), M * math.sin(th)
        bx, by = b * math.cos(thb), b * math.sin(thb)
        c.launch(kx, {"tex": tex}, n=(n, n, 1), axes={0: (lo / 64, 0.5 / 64), 1: (lo / 64, 0.5 / 64)},
                 pars=[ax / 64, ay / 64, bx / 64, by / 64], dtype="f32")

    # (1) direction
    for k in range(257):
        t = 45 * k / 256
        grid("p8", 8.5, t, 0.5, t + 90)
    # (2) symmetry, magnitude, non-orthogonal b, 16 probes
    for k in range(0, 257, 16):
        t = 45 * k / 256
        grid("p8", 8.5, t + 90, 0.5, t + 180)
        grid("p8", 8.5, 180 - t, 0.5, 270 - t)
        grid("p8", 9.2, t, 0.25, t + 90)
        grid("p8", 8.5, t, 0.5, t + 60)
        grid("p16", 17, t, 0.5, t + 90, n=36, lo=24.125, tex="p16")
    # (5) ratios 1.25, 1.5, 1.75 (two probes) and 3 at the norm estimate r with a minor axis of 1
    # (a = (r/f) (cos t, sin t), b = f (-sin t, cos t), f = cos t + 11/32 sin t), every 8th k; (6) ratio 4
    # with a minor axis of 2^(1/2) without the optimization (lod 1/2), every 16th k
    for k in range(0, 257, 8):
        t = math.radians(45 * k / 256)
        f = math.cos(t) + 11 / 32 * math.sin(t)
        for r in (1.25, 1.5, 1.75, 3):
            ax, ay, bx, by = r / f * math.cos(t), r / f * math.sin(t), -f * math.sin(t), f * math.cos(t)
            n, lo = (12, 31.0) if r < 2 else (20, 30.0)
            c.launch(kx, {"tex": "p16"}, n=(n, n, 1), axes={0: (lo / 64, 0.25 / 64), 1: (lo / 64, 0.25 / 64)},
                     pars=[ax / 64, ay / 64, bx / 64, by / 64], dtype="f32")
    for k in range(0, 257, 16):
        t = math.radians(45 * k / 256)
        f, q = math.cos(t) + 11 / 32 * math.sin(t), 2 ** 0.5
        ax, ay, bx, by = 4 * q / f * math.cos(t), 4 * q / f * math.sin(t), -q * f * math.sin(t), q * f * math.cos(t)
        c.launch(kx, {"tex": "n16"}, n=(16, 16, 1), axes={0: (28.625 / 64, 0.5 / 64), 1: (28.625 / 64, 0.5 / 64)},
                 pars=[ax / 64, ay / 64, bx / 64, by / 64], dtype="f32")
    # (3) spacing
    row = {0: (28.5 / 64, 1 / 1024), 1: (32.5 / 64, 0)}
    for t in ("n16", "p16"):
        for j in range(0, 256, 2):
            mn = 2 ** (j / 256)
            c.launch(kx, {"tex": t}, n=(128, 1, 1), axes=row, pars=[4 * mn / 64, 0, 0, mn / 64], dtype="f32")
    # (4) cube footprints across an edge
    ac = {"width": 32, "height": 32, "depth": 6, "levels": 6, "channels": 1, "cubemap": True}
    c.array("E", "f32", 1, 32, 32, 6, levels=6, cubemap=True, data=pack("f32", delta_array(ac, 0, (30, 16, 4))))
    c.array("F", "f32", 1, 32, 32, 6, levels=6, cubemap=True, data=pack("f32", delta_array(ac, 0, (1, 16, 0))))
    for arr in ("E", "F"):
        tx(c, "c" + arr, arr, max_aniso=16, **lin)
    g3 = ([Par("f"), Par("f"), Par("f")], [Par("f"), Par("f"), Par("f")])
    kc = m.k("gc", tex_builder("cube", mip="grad", coords=[Ax(0), Ax(1), Imm(1.0)], grads=g3, ncomp=1), 1)
    # face +z: u = 16 (x + 1), v = 16 (1 - y)
    for arr in ("E", "F"):
        for gt in (4, 8, 12, 16):
            c.launch(kc, {"tex": "c" + arr}, n=(128, 2, 1), axes={0: (0.0, 1 / 128), 1: (1 - 16.5 / 16, -0.5 / 16)},
                     pars=[gt / 16, 0, 0, 0, 1 / 16, 0], dtype="f32")
    return c, m


@case
def aniso_rand3():
    c, m = new("aniso_rand3", "Anisotropic filtering of fresh random data at every angle (session 7, helper tex-probe-8, "
               "device round B: checks of the probe step rules aniso_probe5 gave): 64x64 arrays of 7 levels with random "
               "texels (F: f32; U: u8x4 read as normalized floats), linear, mip-linear, normalized; tex.grad.2d with "
               "2048 records (x, y, dPdx, dPdy) from an input buffer: random points, major axes of 2 to 24 texels at "
               "uniformly random angles, minor axes of 0.5 to 3 texels (a quarter of them non-orthogonal), at max "
               "anisotropy 16, 8 and 4 and 16 without the trilinear optimization; and tex.grad.cube on a random 32x32 "
               "f32 cubemap of 6 levels (max anisotropy 16), 1024 records, half of them near a face edge.")
    rng = random.Random(771)
    rand_arrays_64(c, rng)
    lin = dict(filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    for an in (16, 8, 4):
        tx(c, "f%d" % an, "F", max_aniso=an, **lin)
    tx(c, "n16", "F", max_aniso=16, disable_trilinear_optimization=True, **lin)
    tx(c, "u16", "U", read="normalized", max_aniso=16, **lin)
    rec = []
    for _ in range(2048):
        major, minor = 2 ** rng.uniform(1, 4.6), 2 ** rng.uniform(-1, 1.6)
        th = rng.uniform(0, 2 * math.pi)
        ax, ay = major * math.cos(th), major * math.sin(th)
        tb = th + math.pi / 2 + (rng.uniform(-0.5, 0.5) if rng.random() < 0.25 else 0)
        bx, by = minor * math.cos(tb), minor * math.sin(tb)
        if rng.random() < 0.5:
            ax, ay, bx, by = bx, by, ax, ay
        rec += [f32(rng.uniform(8, 56) / 64), f32(rng.uniform(8, 56) / 64)] + [f32(v / 64) for v in (ax, ay, bx, by)]
    c.buffer("g", len(rec) * 4, "f32", data=pack("f32", rec))
    k, k4 = grad2d_kernels(m)
    for t in ("f16", "f8", "f4", "n16"):
        c.launch(k, {"tex": t}, n=(2048, 1, 1), inp="g", dtype="f32")
    c.launch(k4, {"tex": "u16"}, n=(2048, 1, 1), inp="g", dtype="f32")
    rand_cubemap_32(c, rng, lin)
    rc = []
    for q in range(1024):
        lim = 0.95 if q % 2 else 0.6
        d = [rng.uniform(-lim, lim), rng.uniform(-lim, lim), 1.0]
        rng.shuffle(d)
        if rng.random() < 0.5:
            d = [-v for v in d]
        th = rng.uniform(0, 2 * math.pi)
        major, minor = 2 ** rng.uniform(0, 4) / 16, 2 ** rng.uniform(-1, 1) / 16
        ax, bx = [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]
        i, j = [w for w in range(3) if abs(d[w]) != 1.0][:2]
        ax[i], ax[j] = major * math.cos(th), major * math.sin(th)
        bx[i], bx[j] = -minor * math.sin(th), minor * math.cos(th)
        rc += [f32(v) for v in d + ax + bx]
    c.buffer("gc", len(rc) * 4, "f32", data=pack("f32", rc))
    kc = cube_grad_kernel(m, "rc")
    c.launch(kc, {"tex": "tc"}, n=(1024, 1, 1), inp="gc", dtype="f32")
    return c, m


@case
def cubegrad():
    c, m = new("cubegrad", "Level of detail of cubemap gradients: a 16x16 f32 cubemap of 5 levels, level l filled with l, "
               "linear, mip-linear (the result is the LOD in 1/256ths); records (direction, dPdx, dPdy) from an input "
               "buffer: 6 directions (face centre, off-centre, other faces) with dPdx = (g,0,0)-like tangent "
               "gradients, g over 0..8 face texels in 1/64-texel steps of the projected size, and tex.grad.2d-like "
               "checks with both gradients.")
    c.array("C", "f32", 1, 16, 16, 6, levels=5, cubemap=True, data=pack("f32", const_levels(CUBE16)))
    tx(c, "T", "C", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    dirs = [((0.0, 0.0, 1.0), (1, 0, 0), (0, 1, 0)), ((0.1, 0.2, 1.0), (1, 0, 0), (0, 1, 0)),
            ((0.5, -0.3, 1.0), (1, 0, 0), (0, 1, 0)), ((0.0, 0.0, 2.0), (1, 0, 0), (0, 1, 0)),
            ((1.0, 0.2, 0.1), (0, 0, 1), (0, 1, 0)), ((-0.3, 1.0, 0.4), (1, 0, 0), (0, 0, 1)),
            ((0.1, 0.2, 1.0), (1, 0, 0), (0, 0, 0)), ((0.1, 0.2, 1.0), (0, 1, 0), (0, 0, 0))]
    rec = []
    for d, tx_, ty_ in dirs:
        for i in range(512):
            g = i / 512  # direction units; face texels = g * 8 / |ma|
            rec += list(d) + [g * v for v in tx_] + [g * v for v in ty_]
    c.buffer("g", len(rec) * 4, "f32", data=pack("f32", [f32(v) for v in rec]))
    k = m.k("grad", tex_builder("cube", mip="grad", coords=[In(0), In(1), In(2)],
                                grads=([In(3), In(4), In(5)], [In(6), In(7), In(8)]), ncomp=1), 1)
    c.launch(k, {"tex": "T"}, n=(len(rec) // 9, 1, 1), inp="g", dtype="f32")
    return c, m


@case
def cubegrad2():
    c, m = new("cubegrad2", "Cubemap gradient LOD off the face centre (session 5, device round A): the 16x16 f32 cubemap "
               "of 5 levels of cubegrad (level l filled with l), linear, mip-linear (the result is the LOD in "
               "1/256ths); directions (s, t, 1) over a 16x16 grid of [-15/16, 15/16] on face +z, and (1, s, t) on "
               "face +x for half of them, each with 4 gradient sets (dPdx, dPdy) = ((g,0,0), (0,g,0)), ((0,0,g), 0), "
               "((g,0,g/2), (0,g,0)), ((0,g,0), 0) at g = 0.2, 0.35, 0.6, 1.3.")
    c.array("C", "f32", 1, 16, 16, 6, levels=5, cubemap=True, data=pack("f32", const_levels(CUBE16)))
    tx(c, "T", "C", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    rec = []
    for face in (0, 1):
        for j in range(16):
            for i in range(16):
                if face == 1 and (i + j) % 2:
                    continue
                a, b = (2 * i - 15) / 16, (2 * j - 15) / 16
                d = (a, b, 1.0) if face == 0 else (1.0, a, b)
                for g in (0.2, 0.35, 0.6, 1.3):
                    for gx, gy in (((g, 0, 0), (0, g, 0)), ((0, 0, g), (0, 0, 0)), ((g, 0, g / 2), (0, g, 0)),
                                   ((0, g, 0), (0, 0, 0))):
                        rec += list(d) + list(gx) + list(gy)
    c.buffer("g", len(rec) * 4, "f32", data=pack("f32", [f32(v) for v in rec]))
    k = m.k("grad", tex_builder("cube", mip="grad", coords=[In(0), In(1), In(2)],
                                grads=([In(3), In(4), In(5)], [In(6), In(7), In(8)]), ncomp=1), 1)
    c.launch(k, {"tex": "T"}, n=(len(rec) // 9, 1, 1), inp="g", dtype="f32")
    return c, m


@case
def cube_edge():
    c, m = new("cube_edge", "Cubemap gradient LOD across a face edge (session 6, device round A): the 16x16 f32 cubemap "
               "of 5 levels of cubegrad (level l filled with l), linear, mip-linear (the result is the LOD in "
               "1/256ths); directions (a, b, 1) on face +z for a in {0, 0.5, 0.8}, b in {0, 0.5}, with dPdx = (g, 0, 0) "
               "and dPdy = (0, h, 0), then dPdx = (0, g, 0) and dPdy = (h, 0, 0) (directions (b, a, 1)), g over "
               "[0, 2) step 1/256 (v + g leaves the face across the s, then the t edge), h in {0, 0.2}.")
    c.array("C", "f32", 1, 16, 16, 6, levels=5, cubemap=True, data=pack("f32", const_levels(CUBE16)))
    tx(c, "T", "C", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    rec = []
    for axis in (0, 1):
        for a in (0.0, 0.5, 0.8):
            for b in (0.0, 0.5):
                for h in (0.0, 0.2):
                    for i in range(512):
                        g = i / 256
                        if axis == 0:
                            rec += [a, b, 1.0, g, 0.0, 0.0, 0.0, h, 0.0]
                        else:
                            rec += [b, a, 1.0, 0.0, g, 0.0, h, 0.0, 0.0]
    c.buffer("g", len(rec) * 4, "f32", data=pack("f32", [f32(v) for v in rec]))
    k = m.k("grad", tex_builder("cube", mip="grad", coords=[In(0), In(1), In(2)],
                                grads=([In(3), In(4), In(5)], [In(6), In(7), In(8)]), ncomp=1), 1)
    c.launch(k, {"tex": "T"}, n=(len(rec) // 9, 1, 1), inp="g", dtype="f32")
    return c, m


@case
def lininteger2():
    c, m = new("lininteger2", "Linear filtering of 32-bit integer textures read as integers (CUDA forbids it; the "
               "H200 returns something): 1-channel u32 and s32 arrays of 64 texels, even texels chosen values "
               "(powers of two, all ones, sign bit, random), odd texels 0, x over [0.5, 64.5) step 1/32.")
    rng = random.Random(411)
    v = [1 << k for k in range(0, 32, 2)] + [0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 0x00FFFFFF, 255, 256, 0x10000, 0xFFFF]
    v += [rng.getrandbits(32) for _ in range(32 - len(v))]
    vals = []
    for x in v:
        vals += [x, 0]
    c.array("U", "u32", 1, 64, data=pack("u32", vals))
    c.array("S", "s32", 1, 64, data=pack("u32", vals))
    tx(c, "TU", "U", filter="linear")
    tx(c, "TS", "S", filter="linear")
    k = m.k("li", tex_builder("1d", dtype="u32", coords=[Ax(0)], ncomp=1), 1)
    for t in ("TU", "TS"):
        c.launch(k, {"tex": t}, n=(64 * 32, 1, 1), axes={0: (0.5, 1 / 32)})
    return c, m


@case
def aniso_lod():
    c, m = new("aniso_lod", "How max anisotropy and the trilinear optimization reshape the level of detail: a 64x64 f32 "
               "array of 7 levels, level l filled with l, linear, mip-linear, normalized (the result is the LOD in "
               "1/256ths); textures with max anisotropy 0, 2, 3, 4, 8, 16, and 16 and 0 with "
               "disable_trilinear_optimization; each swept with isotropic tex.grad (g over [1, 4) texels step 1/256), "
               "with tex.level (lod over [0, 2) step 1/256), and with axis-aligned gradients (gx, gy) over a 32x32 "
               "grid of [0, 16) texels step 1/2.")
    a = {"width": 64, "height": 64, "levels": 7, "channels": 1}
    c.array("M", "f32", 1, 64, 64, levels=7, data=pack("f32", const_levels(a)))
    iso = m.k("iso", tex_builder("2d", mip="grad", coords=[Imm(0.5), Imm(0.5)],
                                 grads=([Ax(0), Imm(0.0)], [Imm(0.0), Ax(0)]), ncomp=1), 1)
    lvl = m.k("lvl", tex_builder("2d", mip="level", coords=[Imm(0.5), Imm(0.5)], lod=Ax(0), ncomp=1), 1)
    grid = m.k("grid", tex_builder("2d", mip="grad", coords=[Imm(0.5), Imm(0.5)],
                                   grads=([Ax(0), Imm(0.0)], [Imm(0.0), Ax(1)]), ncomp=1), 1)
    for name, an, dis in (("a0", 0, False), ("a2", 2, False), ("a3", 3, False), ("a4", 4, False), ("a8", 8, False),
                          ("a16", 16, False), ("d16", 16, True), ("d0", 0, True)):
        tx(c, name, "M", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0, max_aniso=an,
           disable_trilinear_optimization=dis)
        c.launch(iso, {"tex": name}, n=(768, 1, 1), axes={0: (1 / 64, 1 / 256 / 64)}, dtype="f32")
        c.launch(lvl, {"tex": name}, n=(512, 1, 1), axes={0: (0.0, 1 / 256)}, dtype="f32")
        if an > 1:
            c.launch(grid, {"tex": name}, n=(32, 32, 1), axes={0: (0.0, 0.5 / 64), 1: (0.0, 0.5 / 64)}, dtype="f32")
    return c, m


@case
def lod_sweep():
    c, m = new("lod_sweep", "The level-of-detail arithmetic in isolation (session 6, device round A): a 64x64 f32 array "
               "of 7 levels, level l filled with l, linear, mip-linear, normalized (the result is the LOD in 1/256ths); "
               "tex.grad.2d with gradient pairs (dPdx, dPdy) from an input buffer per launch. Max anisotropy 16 "
               "without the trilinear optimization (the level fraction unsquashed): 0 dPdx = (4, 0), dPdy = (0, h), "
               "h over [1, 2) step 2^-12 (the log2 of the footprint area at a power-of-two major axis); 1 dPdx = "
               "(M, 0), dPdy = (0, 2), M over [8, 16) step 2^-9 (the area's log2 against the major axis' at one "
               "mantissa); 2 the same with dPdy = (0, 1.5) and M over [4, 8); 3 a grid of M = 4 (1 + i/256) by h = "
               "1 + j/16; 4 isotropic g over [1, 2) step 2^-12; 5 the grad2d pairs; 6 random pairs. Max anisotropy 0: "
               "7 dPdx = (2, y), y over [0, 2) step 2^-11 (the vector norm), 8 dPdx = (2, 0), dPdy = (y, 0) (the "
               "parallel sum), 9 dPdx = (2, 0), dPdy = (0, y) and (y, y)/2 alternately, 10 the grad2d pairs.")
    a = {"width": 64, "height": 64, "levels": 7, "channels": 1}
    c.array("M", "f32", 1, 64, 64, levels=7, data=pack("f32", const_levels(a)))
    tx(c, "d16", "M", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0, max_aniso=16,
       disable_trilinear_optimization=True)
    tx(c, "a0", "M", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0, max_aniso=0)
    rk = m.k("rgrad", tex_builder("2d", mip="grad", coords=[Imm(0.5), Imm(0.5)],
                                  grads=([In(0), In(1)], [In(2), In(3)]), ncomp=1), 1)
    rng = random.Random(601)
    sets = [("d16", [(4.0, 0.0, 0.0, 1 + i / 4096) for i in range(4096)]),
            ("d16", [(8 + i / 512, 0.0, 0.0, 2.0) for i in range(4096)]),
            ("d16", [(4 + i / 1024, 0.0, 0.0, 1.5) for i in range(4096)]),
            ("d16", [(4 * (1 + i / 256), 0.0, 0.0, 1 + j / 16) for j in range(16) for i in range(256)]),
            ("d16", [(1 + i / 4096, 0.0, 0.0, 1 + i / 4096) for i in range(4096)])]
    g2 = grad_records(random.Random(401))
    g2 = [tuple(v * 64 for v in g2[i:i + 4]) for i in range(0, len(g2), 4)]
    sets.append(("d16", g2))
    sets.append(("d16", [tuple(rng.uniform(-1, 1) * 2 ** rng.uniform(-1, 4) for _ in range(4)) for _ in range(4096)]))
    sets.append(("a0", [(2.0, i / 2048, 0.0, 0.0) for i in range(4096)]))
    sets.append(("a0", [(2.0, 0.0, i / 2048, 0.0) for i in range(4096)]))
    sets.append(("a0", [(2.0, 0.0, 0.0, i / 2048) if i % 2 == 0 else (2.0, 0.0, i / 4096, i / 4096)
                        for i in range(4096)]))
    sets.append(("a0", g2))
    for k, (t, recs) in enumerate(sets):
        flat = [f32(v / 64) for r in recs for v in r]
        name = "g%d" % k
        c.buffer(name, len(flat) * 4, "f32", data=pack("f32", flat))
        c.launch(rk, {"tex": t}, n=(len(recs), 1, 1), inp=name, dtype="f32")
    return c, m


@case
def lod_rand():
    c, m = new("lod_rand", "Level of detail on fresh random data (session 6, device round B): a 64x64 f32 array of 7 "
               "levels (level l filled with l), linear, mip-linear, normalized, 4096 random 2D gradient pairs "
               "(components +-2^[-1, 4] texels) under max anisotropy 0, 4, 16 and 16 without the trilinear "
               "optimization; and a 16x16 f32 cubemap of 5 levels (level l filled with l) with 4096 random "
               "directions and gradients (components +-[0, 1.2], half of the second gradients zero): the result is "
               "the LOD in 1/256ths.")
    a = {"width": 64, "height": 64, "levels": 7, "channels": 1}
    c.array("M", "f32", 1, 64, 64, levels=7, data=pack("f32", const_levels(a)))
    rng = random.Random(611)
    rk = m.k("rgrad", tex_builder("2d", mip="grad", coords=[Imm(0.5), Imm(0.5)],
                                  grads=([In(0), In(1)], [In(2), In(3)]), ncomp=1), 1)
    rec = [f32(rng.choice((-1, 1)) * 2 ** rng.uniform(-1, 4) / 64) for _ in range(4 * 4096)]
    c.buffer("g", len(rec) * 4, "f32", data=pack("f32", rec))
    for name, an, dis in (("a0", 0, False), ("a4", 4, False), ("a16", 16, False), ("d16", 16, True)):
        tx(c, name, "M", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0, max_aniso=an,
           disable_trilinear_optimization=dis)
        c.launch(rk, {"tex": name}, n=(4096, 1, 1), inp="g", dtype="f32")
    c.array("C", "f32", 1, 16, 16, 6, levels=5, cubemap=True, data=pack("f32", const_levels(CUBE16)))
    tx(c, "T", "C", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    crec = []
    for i in range(4096):
        d = [rng.uniform(-1, 1) for _ in range(3)]
        d[rng.randrange(3)] = rng.choice((-1.0, 1.0))
        gx = [rng.uniform(-1.2, 1.2) for _ in range(3)]
        gy = [rng.uniform(-1.2, 1.2) for _ in range(3)] if i % 2 else [0.0, 0.0, 0.0]
        crec += [f32(v) for v in d + gx + gy]
    c.buffer("cg", len(crec) * 4, "f32", data=pack("f32", crec))
    kc = cube_grad_kernel(m, "cgrad")
    c.launch(kc, {"tex": "T"}, n=(4096, 1, 1), inp="cg", dtype="f32")
    return c, m


@case
def lod_split():
    c, m = new("lod_split", "The anisotropic level of detail taken apart (session 7, tex-lod-8, device round A): a 64x64 f32 "
               "array of 7 levels, level l filled with l, linear, mip-linear, normalized (the result is the LOD in "
               "1/256ths); tex.grad.2d with max anisotropy 16 without the trilinear optimization, gradient pairs "
               "(dPdx, dPdy) in texels from an input buffer per launch. 0-4: the footprint area's log2 at a fixed "
               "power-of-two major axis: dPdx = (4, 2^-8) (major axis exactly 4) or (8, 2^-7) (8), dPdy = (f, h) "
               "(area 4h - f/256 or 8h - f/128), f over [-1, 1) step 1/256, 8 values of h: 0 major 4, h = 2 + j/256; "
               "1 major 8, the same h; 2 major 4, h = 1.40625 + j/512; 3 major 8, the same h; 4 major 4, h = "
               "2.8125 + j/256, f over [-0.5, 0.5) (the areas of 3 at half the major). 5: the major axis' log2 at a "
               "fixed area: dPdx = (c + t, t), dPdy = (2, 2) (area 2c, major c + 43/32 t), c = 8 + u/64 for u = "
               "0..7, t over [0, 6) step 1/64. 6: isotropic and power-of-two ratios of one length g over [1, 2) step "
               "1/512: (g, 0)/(0, g), (2g, 0)/(0, 2g), (2g, 0)/(0, g), (g, 0)/(0, 2g), (4g, 0)/(0, g), "
               "(4g, 0)/(0, 2g), (0, g)/(g, 0), (g, 0)/(0, 4g).")
    lod_levels_d16(c)
    rk = grad_lod_kernel(m)
    sets = []
    for hs, fs, majors in (([2 + j / 256 for j in range(8)], 256, (4, 8)),
                           ([1.40625 + j / 512 for j in range(8)], 256, (4, 8)),
                           ([2.8125 + j / 256 for j in range(8)], 512, (4,))):
        for mj in majors:
            sets.append([(float(mj), mj / 1024, (k - 256) / fs, h) for h in hs for k in range(512)])
    sets.append([(8 + u / 64 + t / 64, t / 64, 2.0, 2.0) for u in range(8) for t in range(384)])
    g6 = []
    for v in range(8):
        for i in range(512):
            g = 1 + i / 512
            g6.append([(g, 0, 0, g), (2 * g, 0, 0, 2 * g), (2 * g, 0, 0, g), (g, 0, 0, 2 * g), (4 * g, 0, 0, g),
                       (4 * g, 0, 0, 2 * g), (0, g, g, 0), (g, 0, 0, 4 * g)][v])
    sets.append(g6)
    launch_grad_sets(c, rk, [("d16", recs) for recs in sets])
    return c, m


@case
def lod_tie():
    c, m = new("lod_tie", "The anisotropic level of detail near equal gradient lengths (session 7, tex-lod-8, device round "
               "B): a 64x64 f32 array of 7 levels, level l filled with l, linear, mip-linear, normalized (the result is "
               "the LOD in 1/256ths); tex.grad.2d with max anisotropy 16 without the trilinear optimization, gradient "
               "pairs (dPdx, dPdy) in texels from an input buffer per launch. 0: dPdx = (g, 0), dPdy = (0, g + k/512) "
               "for g = 1 + i/512 (i = 0..127) and k = -16..15 (the second length passes the first at k = 0); 1: the "
               "same with the lengths swapped (dPdx = (g + k/512, 0), dPdy = (0, g)); 2: a sheared pair of fixed area "
               "g^2, dPdx = (g, 0), dPdy = (k/64, g) for k = 0..31; 3: dPdx = (g, 0), dPdy = (0, g) with g = 1 + "
               "i/512 for i = 0..511 and the same at max anisotropy 0 (launch 4: the isotropic level of g alone).")
    lod_levels_d16(c)
    tx(c, "a0", "M", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0, max_aniso=0)
    rk = grad_lod_kernel(m)
    gs = [1 + i / 512 for i in range(128)]
    sets = [("d16", [(g, 0.0, 0.0, g + k / 512) for g in gs for k in range(-16, 16)]),
            ("d16", [(g + k / 512, 0.0, 0.0, g) for g in gs for k in range(-16, 16)]),
            ("d16", [(g, 0.0, k / 64, g) for g in gs for k in range(32)]),
            ("d16", [(1 + i / 512, 0.0, 0.0, 1 + i / 512) for i in range(512)]),
            ("a0", [(1 + i / 512, 0.0, 0.0, 1 + i / 512) for i in range(512)])]
    launch_grad_sets(c, rk, sets)
    return c, m


@case
def cube_behind():
    c, m = new("cube_behind", "Cube level of detail where the direction plus the gradient lies behind the plane of the "
               "major axis (session 7, tex-lod-8, device round A): a 16x16 f32 cubemap of 5 levels (level l filled "
               "with l), linear, mip-linear, normalized (the result is the LOD in 1/256ths); tex.grad.cube with the "
               "direction (x, y, 1) for (x, y) = (0, 0), (0.3, 0), (0.3, 0.2), (-0.5, 0.4), dPdx = (gx, 0, gz) for "
               "gx = 0, 0.25, 0.5, 1 and gz = -(0.5 + i/128), i = 0..255 (v + g crosses the plane z = 0 at gz = -1), "
               "dPdy = 0.")
    c.array("C", "f32", 1, 16, 16, 6, levels=5, cubemap=True, data=pack("f32", const_levels(CUBE16)))
    tx(c, "T", "C", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    rec = []
    for x, y in ((0.0, 0.0), (0.3, 0.0), (0.3, 0.2), (-0.5, 0.4)):
        for gx in (0.0, 0.25, 0.5, 1.0):
            for i in range(256):
                rec += [f32(v) for v in (x, y, 1.0, gx, 0.0, -(0.5 + i / 128), 0.0, 0.0, 0.0)]
    c.buffer("cg", len(rec) * 4, "f32", data=pack("f32", rec))
    kc = cube_grad_kernel(m, "cgrad")
    c.launch(kc, {"tex": "T"}, n=(len(rec) // 9, 1, 1), inp="cg", dtype="f32")
    return c, m


@case
def grad3d():
    c, m = new("grad3d", "Level of detail of 3D gradients: a 16x16x16 f32 array of 5 levels, level l filled with l, linear, "
               "mip-linear, normalized (the result is the LOD in 1/256ths); 1024 gradient pairs (dPdx, dPdy) from an input "
               "buffer: one vector along every direction of a 16x16 grid of angles, then random pairs.")
    a3 = {"width": 16, "height": 16, "depth": 16, "levels": 5, "channels": 1}
    c.array("M3", "f32", 1, 16, 16, 16, levels=5, data=pack("f32", const_levels(a3)))
    tx(c, "T", "M3", filter="linear", normalized_coords=True, mip_filter="linear", max_lod=100.0)
    rng = random.Random(421)
    rec = []
    L = 2.5
    for i in range(16):
        for j in range(16):
            th, ph = math.pi / 2 * i / 16, math.pi / 2 * j / 16
            rec += [L * math.cos(th) * math.cos(ph), L * math.sin(th) * math.cos(ph), L * math.sin(ph), 0.0, 0.0, 0.0]
    for _ in range(768):
        rec += [rng.uniform(-1, 1) * 2 ** rng.uniform(-1, 3) for _ in range(6)]
    rec = [f32(v / 16) for v in rec]
    c.buffer("g", len(rec) * 4, "f32", data=pack("f32", rec))
    k = m.k("g3", tex_builder("3d", mip="grad", coords=[Imm(0.5), Imm(0.5), Imm(0.5)],
                              grads=([In(0), In(1), In(2)], [In(3), In(4), In(5)]), ncomp=1), 1)
    c.launch(k, {"tex": "T"}, n=(len(rec) // 6, 1, 1), inp="g", dtype="f32")
    return c, m


def main():
    total_in = total_out = 0
    names = []
    only = sys.argv[2:]  # case names: write only these
    for fn in CASES:
        if only and fn.__name__ not in only:
            continue
        c, m = fn()
        if m is not None:
            m.write(ROOT)
        i, o = c.write()
        total_in += i
        total_out += o
        names.append(c.name)
        print("%-14s in %8d  out %8d  launches %3d" % (c.name, i, o, len(c.c["launches"])))
    print("total: %d cases, in %d bytes, out %d bytes" % (len(names), total_in, total_out))


if __name__ == "__main__":
    main()
