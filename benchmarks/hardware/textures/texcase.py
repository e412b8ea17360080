#!/usr/bin/env python3
"""texcase: hwcase.py with CUDA arrays, textures and surfaces.

Runs cases in the format of testdata/textures/README.md (the conformance
format plus "arrays", "textures", "surfaces", "texrefs", "surfrefs",
{"tex": T} / {"surf": S} parameters and {"array": A} / {"compare":
"fault"} expectations) on the GPU through the CUDA driver API, and writes
what the hardware produced, exactly as hwcase.py does for the plain format:

  texcase.py run CASEDIR...       expected files and hw.json "event_ms"
  texcase.py ncu CASEDIR...       Nsight Compute metrics per launch (hw.json)
  texcase.py checkstructs FILE    compare this file's ctypes layouts with the
                                  JSON printed by structcheck.c (built against
                                  the installed cuda.h); exit 1 on a mismatch
  texcase.py dryrun CASEDIR...    run every case against a fake driver that
                                  accepts every call (checks this script, not
                                  the cases' results; writes nothing)

It reuses hwcase.py (one directory up): the driver wrapper, the parameter
packing, the child processes that keep one faulting case from spoiling the
rest, and the ncu driver. Only execute() is replaced. A case expecting a
fault leaves the context unusable: run each such case in its own
invocation.

Arrays are CUDA arrays (cuArray3DCreate, or cuMipmappedArrayCreate when
"levels" is given); their init bytes are in the documented layout (levels
in order; in each level, layers or slices, then rows, then packed
elements) and are copied level by level with cuMemcpy3D. Texture objects
follow the CUDA runtime's rules: an integer format with "read": "element"
gets CU_TRSF_READ_AS_INTEGER, float formats never do.
"""
import ctypes as C
import json
import os
import struct
import sys

HERE = os.path.abspath(__file__)
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))  # benchmarks/hardware
sys.path.insert(0, os.path.dirname(HERE))
import hwcase  # noqa: E402
from casegen import FMT_SIZE, array_bytes, level_dims  # noqa: E402

size_t = C.c_size_t


class ARRAY3D_DESC(C.Structure):
    _fields_ = [("Width", size_t), ("Height", size_t), ("Depth", size_t), ("Format", C.c_int),
                ("NumChannels", C.c_uint), ("Flags", C.c_uint)]


class ARRAY_DESC(C.Structure):
    _fields_ = [("Width", size_t), ("Height", size_t), ("Format", C.c_int), ("NumChannels", C.c_uint)]


class MEMCPY3D(C.Structure):
    _fields_ = [("srcXInBytes", size_t), ("srcY", size_t), ("srcZ", size_t), ("srcLOD", size_t),
                ("srcMemoryType", C.c_int), ("srcHost", C.c_void_p), ("srcDevice", C.c_uint64),
                ("srcArray", C.c_void_p), ("reserved0", C.c_void_p), ("srcPitch", size_t), ("srcHeight", size_t),
                ("dstXInBytes", size_t), ("dstY", size_t), ("dstZ", size_t), ("dstLOD", size_t),
                ("dstMemoryType", C.c_int), ("dstHost", C.c_void_p), ("dstDevice", C.c_uint64),
                ("dstArray", C.c_void_p), ("reserved1", C.c_void_p), ("dstPitch", size_t), ("dstHeight", size_t),
                ("WidthInBytes", size_t), ("Height", size_t), ("Depth", size_t)]


class RES_LINEAR(C.Structure):
    _fields_ = [("devPtr", C.c_uint64), ("format", C.c_int), ("numChannels", C.c_uint), ("sizeInBytes", size_t)]


class RES_PITCH2D(C.Structure):
    _fields_ = [("devPtr", C.c_uint64), ("format", C.c_int), ("numChannels", C.c_uint), ("width", size_t),
                ("height", size_t), ("pitchInBytes", size_t)]


class RES_UNION(C.Union):
    _fields_ = [("hArray", C.c_void_p), ("linear", RES_LINEAR), ("pitch2D", RES_PITCH2D), ("reserved", C.c_int * 32)]


class RESOURCE_DESC(C.Structure):
    _fields_ = [("resType", C.c_int), ("res", RES_UNION), ("flags", C.c_uint)]


class TEXTURE_DESC(C.Structure):
    _fields_ = [("addressMode", C.c_int * 3), ("filterMode", C.c_int), ("flags", C.c_uint),
                ("maxAnisotropy", C.c_uint), ("mipmapFilterMode", C.c_int), ("mipmapLevelBias", C.c_float),
                ("minMipmapLevelClamp", C.c_float), ("maxMipmapLevelClamp", C.c_float),
                ("borderColor", C.c_float * 4), ("reserved", C.c_int * 12)]


FORMATS = {"u8": 0x01, "u16": 0x02, "u32": 0x03, "s8": 0x08, "s16": 0x09, "s32": 0x0a, "f16": 0x10, "f32": 0x20}
ADDRESS = {"wrap": 0, "clamp": 1, "mirror": 2, "border": 3}
FILTER = {"point": 0, "linear": 1}
ARRAY_FLAGS = {"layered": 0x01, "surface": 0x02, "cubemap": 0x04, "gather": 0x08, "depth_texture": 0x10}
MEM_HOST, MEM_ARRAY = 1, 3
RES_ARRAY, RES_MIPMAPPED, RES_LINEAR_T, RES_PITCH2D_T = 0, 1, 2, 3
TRSF_READ_AS_INTEGER, TRSF_NORMALIZED, TRSF_SRGB, TRSF_NO_TRILINEAR_OPT, TRSF_SEAMLESS = 0x01, 0x02, 0x10, 0x20, 0x40
TRSA_OVERRIDE_FORMAT = 0x01


def layouts():
    """The ctypes layouts under the names structcheck.c prints."""
    o = {}

    def s(name, t):
        o[name] = C.sizeof(t)

    def f(name, t, path):
        off, cur = 0, t
        for part in path.split("."):
            fld = getattr(cur, part)
            off += fld.offset
            cur = dict((n, ty) for n, ty, *_ in cur._fields_)[part]
        o[name + "." + path] = off

    s("CUDA_ARRAY3D_DESCRIPTOR", ARRAY3D_DESC)
    for p in ("Format", "NumChannels", "Flags"):
        f("CUDA_ARRAY3D_DESCRIPTOR", ARRAY3D_DESC, p)
    s("CUDA_ARRAY_DESCRIPTOR", ARRAY_DESC)
    for p in ("Format", "NumChannels"):
        f("CUDA_ARRAY_DESCRIPTOR", ARRAY_DESC, p)
    s("CUDA_MEMCPY3D", MEMCPY3D)
    for p in ("srcMemoryType", "srcHost", "srcArray", "srcPitch", "dstXInBytes", "dstMemoryType", "dstHost",
              "dstArray", "dstPitch", "dstHeight", "WidthInBytes", "Height", "Depth"):
        f("CUDA_MEMCPY3D", MEMCPY3D, p)
    s("CUDA_RESOURCE_DESC", RESOURCE_DESC)
    for p in ("res", "res.linear.format", "res.linear.numChannels", "res.linear.sizeInBytes", "res.pitch2D.width",
              "res.pitch2D.height", "res.pitch2D.pitchInBytes", "flags"):
        f("CUDA_RESOURCE_DESC", RESOURCE_DESC, p)
    s("CUDA_TEXTURE_DESC", TEXTURE_DESC)
    for p in ("filterMode", "flags", "maxAnisotropy", "mipmapFilterMode", "mipmapLevelBias", "minMipmapLevelClamp",
              "maxMipmapLevelClamp", "borderColor"):
        f("CUDA_TEXTURE_DESC", TEXTURE_DESC, p)
    o.update({"CU_AD_FORMAT_HALF": FORMATS["f16"], "CU_RESOURCE_TYPE_PITCH2D": RES_PITCH2D_T,
              "CU_TR_ADDRESS_MODE_BORDER": ADDRESS["border"], "CU_MEMORYTYPE_ARRAY": MEM_ARRAY,
              "CUDA_ARRAY3D_DEPTH_TEXTURE": ARRAY_FLAGS["depth_texture"], "CU_TRSF_SEAMLESS_CUBEMAP": TRSF_SEAMLESS})
    return o


def check_structs(path):
    with open(path) as f:
        want = json.load(f)
    have = layouts()
    bad = [(k, want[k], have.get(k)) for k in sorted(want) if have.get(k) != want[k]]
    for k, w, h in bad:
        print("texcase: layout mismatch %s: cuda.h %s, ctypes %s" % (k, w, h))
    print("texcase: %d layout facts checked, %d mismatches" % (len(want), len(bad)))
    return 1 if bad else 0


# ---------------------------------------------------------------- resources

class Resources:
    """The arrays, objects and references of one case, destroyed together."""

    def __init__(self, drv):
        self.drv = drv
        self.arrays = {}  # name -> (handle, mipmapped, entry)
        self.objects = {}  # texture/surface name -> handle
        self.destroy = []  # (function name, handle) in creation order

    def close(self):
        for fn, h in reversed(self.destroy):
            try:
                getattr(self.drv.lib, fn)(h)
            except Exception:  # noqa: BLE001 - best effort after a fault
                pass


def read_case_file(c, name):
    """A file the case names, or its gzipped copy NAME.gz."""
    import gzip
    p = hwcase.cpath(c, name)
    if not os.path.exists(p) and os.path.exists(p + ".gz"):
        with gzip.open(p + ".gz", "rb") as f:
            return f.read()
    with open(p, "rb") as f:
        return f.read()


def elem_size(a):
    return FMT_SIZE[a["format"]] * a["channels"]


def level_array(drv, res, name, l):
    h, mip, a = res.arrays[name]
    if not mip:
        return h
    la = C.c_void_p()
    drv.check("cuMipmappedArrayGetLevel", C.byref(la), h, C.c_uint(l))
    return la


def copy_level(drv, arr, a, l, host, to_array):
    w, h, d = level_dims(a, l)
    e = elem_size(a)
    m = MEMCPY3D()
    if to_array:
        m.srcMemoryType, m.srcHost, m.srcPitch, m.srcHeight = MEM_HOST, C.cast(host, C.c_void_p), w * e, h
        m.dstMemoryType, m.dstArray = MEM_ARRAY, arr
    else:
        m.srcMemoryType, m.srcArray = MEM_ARRAY, arr
        m.dstMemoryType, m.dstHost, m.dstPitch, m.dstHeight = MEM_HOST, C.cast(host, C.c_void_p), w * e, h
    m.WidthInBytes, m.Height, m.Depth = w * e, h, d
    drv.check("cuMemcpy3D_v2", C.byref(m))


def create_array(drv, res, c, a):
    flags = 0
    for k, bit in ARRAY_FLAGS.items():
        if a.get(k):
            flags |= bit
    desc = ARRAY3D_DESC(a["width"], a.get("height", 0), a.get("depth", 0), FORMATS[a["format"]], a["channels"], flags)
    h = C.c_void_p()
    levels = a.get("levels", 0)
    if levels:
        drv.check("cuMipmappedArrayCreate", C.byref(h), C.byref(desc), C.c_uint(levels))
        res.destroy.append(("cuMipmappedArrayDestroy", h))
    else:
        drv.check("cuArray3DCreate_v2", C.byref(h), C.byref(desc))
        res.destroy.append(("cuArrayDestroy", h))
    res.arrays[a["name"]] = (h, bool(levels), a)
    n = array_bytes(a)
    if "init" in a:
        data = read_case_file(c, a["init"])
        if len(data) != n:
            raise ValueError("array %s: init file has %d bytes, the layout needs %d" % (a["name"], len(data), n))
    else:
        data = bytes([a.get("fill", 0)]) * n
    off = 0
    for l in range(max(1, levels)):
        w, hh, d = level_dims(a, l)
        size = w * hh * d * elem_size(a)
        buf = C.create_string_buffer(data[off:off + size], size)
        copy_level(drv, level_array(drv, res, a["name"], l), a, l, buf, True)
        off += size


def read_array(drv, res, name):
    h, mip, a = res.arrays[name]
    out = b""
    for l in range(max(1, a.get("levels", 0))):
        w, hh, d = level_dims(a, l)
        size = w * hh * d * elem_size(a)
        buf = C.create_string_buffer(size)
        copy_level(drv, level_array(drv, res, name, l), a, l, buf, False)
        out += buf.raw
    return out


def resource_format(t, res):
    if "array" in t:
        a = res.arrays[t["array"]][2]
        return a["format"]
    return t["format"]


def texture_flags(t, res):
    flags = 0
    if t.get("read", "element") == "element" and resource_format(t, res) not in ("f16", "f32"):
        flags |= TRSF_READ_AS_INTEGER
    if t.get("normalized_coords"):
        flags |= TRSF_NORMALIZED
    if t.get("srgb"):
        flags |= TRSF_SRGB
    if t.get("disable_trilinear_optimization"):
        flags |= TRSF_NO_TRILINEAR_OPT
    if t.get("seamless_cubemap"):
        flags |= TRSF_SEAMLESS
    return flags


def resource_desc(t, res, bufs):
    rd = RESOURCE_DESC()
    if "array" in t:
        h, mip, _ = res.arrays[t["array"]]
        rd.resType = RES_MIPMAPPED if mip else RES_ARRAY
        rd.res.hArray = h
    elif "pitch" in t:
        rd.resType = RES_PITCH2D_T
        p = rd.res.pitch2D
        p.devPtr = bufs[t["buffer"]] + t.get("offset", 0)
        p.format, p.numChannels = FORMATS[t["format"]], t["channels"]
        p.width, p.height, p.pitchInBytes = t["width"], t["height"], t["pitch"]
    else:
        rd.resType = RES_LINEAR_T
        p = rd.res.linear
        p.devPtr = bufs[t["buffer"]] + t.get("offset", 0)
        p.format, p.numChannels, p.sizeInBytes = FORMATS[t["format"]], t["channels"], t["bytes"]
    return rd


def texture_desc(t, res):
    td = TEXTURE_DESC()
    for i, m in enumerate(t.get("address", ["clamp"] * 3)):
        td.addressMode[i] = ADDRESS[m]
    td.filterMode = FILTER[t.get("filter", "point")]
    td.flags = texture_flags(t, res)
    td.maxAnisotropy = t.get("max_aniso", 0)
    td.mipmapFilterMode = FILTER[t.get("mip_filter", "point")]
    td.mipmapLevelBias = t.get("mip_bias", 0.0)
    td.minMipmapLevelClamp = t.get("min_lod", 0.0)
    td.maxMipmapLevelClamp = t.get("max_lod", 0.0)
    for i, v in enumerate(t.get("border", [0.0, 0.0, 0.0, 0.0])):
        td.borderColor[i] = v
    return td


def bind_texref(drv, mod, res, bufs, t):
    ref = C.c_void_p()
    drv.check("cuModuleGetTexRef", C.byref(ref), mod, t["symbol"].encode())
    if "array" in t:
        h, mip, _ = res.arrays[t["array"]]
        if mip:
            drv.check("cuTexRefSetMipmappedArray", ref, h, C.c_uint(TRSA_OVERRIDE_FORMAT))
        else:
            drv.check("cuTexRefSetArray", ref, h, C.c_uint(TRSA_OVERRIDE_FORMAT))
    else:
        drv.check("cuTexRefSetFormat", ref, C.c_int(FORMATS[t["format"]]), C.c_int(t["channels"]))
        ptr = C.c_uint64(bufs[t["buffer"]] + t.get("offset", 0))
        if "pitch" in t:
            d = ARRAY_DESC(t["width"], t["height"], FORMATS[t["format"]], t["channels"])
            drv.check("cuTexRefSetAddress2D_v3", ref, C.byref(d), ptr, size_t(t["pitch"]))
        else:
            off = size_t()
            drv.check("cuTexRefSetAddress_v2", C.byref(off), ref, ptr, size_t(t["bytes"]))
            if off.value:
                raise RuntimeError("texref %s: the driver offset the address by %d bytes" % (t["symbol"], off.value))
    for i, m in enumerate(t.get("address", ["clamp"] * 3)):
        drv.check("cuTexRefSetAddressMode", ref, C.c_int(i), C.c_int(ADDRESS[m]))
    drv.check("cuTexRefSetFilterMode", ref, C.c_int(FILTER[t.get("filter", "point")]))
    drv.check("cuTexRefSetFlags", ref, C.c_uint(texture_flags(t, res) & (TRSF_READ_AS_INTEGER | TRSF_NORMALIZED | TRSF_SRGB)))
    if "border" in t:
        drv.check("cuTexRefSetBorderColor", ref, (C.c_float * 4)(*t["border"]))
    if "array" in t and res.arrays[t["array"]][1]:
        drv.check("cuTexRefSetMipmapFilterMode", ref, C.c_int(FILTER[t.get("mip_filter", "point")]))
        drv.check("cuTexRefSetMipmapLevelBias", ref, C.c_float(t.get("mip_bias", 0.0)))
        drv.check("cuTexRefSetMipmapLevelClamp", ref, C.c_float(t.get("min_lod", 0.0)), C.c_float(t.get("max_lod", 0.0)))
        drv.check("cuTexRefSetMaxAnisotropy", ref, C.c_uint(t.get("max_aniso", 0)))


def bind_surfref(drv, mod, res, s):
    ref = C.c_void_p()
    drv.check("cuModuleGetSurfRef", C.byref(ref), mod, s["symbol"].encode())
    drv.check("cuSurfRefSetArray", ref, res.arrays[s["array"]][0], C.c_uint(0))


def setup(drv, c, mod, bufs):
    res = Resources(drv)
    try:
        for a in c.get("arrays", []):
            create_array(drv, res, c, a)
        for t in c.get("textures", []):
            rd, td = resource_desc(t, res, bufs), texture_desc(t, res)
            h = C.c_uint64()
            drv.check("cuTexObjectCreate", C.byref(h), C.byref(rd), C.byref(td), None)
            res.objects[t["name"]] = h.value
            res.destroy.append(("cuTexObjectDestroy", C.c_uint64(h.value)))
        for s in c.get("surfaces", []):
            rd = RESOURCE_DESC()
            rd.resType = RES_ARRAY
            rd.res.hArray = res.arrays[s["array"]][0]
            h = C.c_uint64()
            drv.check("cuSurfObjectCreate", C.byref(h), C.byref(rd))
            res.objects[s["name"]] = h.value
            res.destroy.append(("cuSurfObjectDestroy", C.c_uint64(h.value)))
        for t in c.get("texrefs", []):
            bind_texref(drv, mod, res, bufs, t)
        for s in c.get("surfrefs", []):
            bind_surfref(drv, mod, res, s)
    except Exception:
        res.close()
        raise
    return res


def pack(p, bufs, res):
    if "tex" in p or "surf" in p:
        return struct.pack("<Q", res.objects[p.get("tex") or p.get("surf")])
    return hwcase.pack_param(p, bufs)[0]


# ---------------------------------------------------------------- execute

def execute(drv, c, write=True, cold=False):
    """Runs one case; returns the launches' event times in ms."""
    with open(hwcase.cpath(c, c["module"]), "rb") as f:
        image = f.read()
    mod = drv.load(image, c.get("jit_options", {}).get("max_registers", 0))
    bufs, sizes, res, allocs = {}, {}, None, []
    fault = next((e for e in c.get("expect", []) if e.get("compare") == "fault"), None)
    try:
        for b in c.get("buffers", []):
            # Textures over linear memory need CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT
            # (512 bytes): over-allocate and align every buffer to it.
            raw = drv.malloc(b["bytes"] + 512)
            allocs.append(raw)
            p = (raw + 511) & ~511
            bufs[b["name"]], sizes[b["name"]] = p, b["bytes"]
            if "init" in b:
                data = read_case_file(c, b["init"])
                if len(data) != b["bytes"]:
                    raise ValueError("buffer %s: init file has %d bytes, case says %d" % (b["name"], len(data), b["bytes"]))
                drv.htod(p, data)
            else:
                drv.memset(p, b["fill"], b["bytes"])
        res = setup(drv, c, mod, bufs)
        for g in c.get("globals", []):
            addr, n = drv.global_(mod, g["symbol"])
            data = read_case_file(c, g["init"])
            drv.htod(addr, data[:n])
        drv.sync()
        start, stop = C.c_void_p(), C.c_void_p()
        drv.check("cuEventCreate", C.byref(start), 0)
        drv.check("cuEventCreate", C.byref(stop), 0)
        times = []
        for i, l in enumerate(c["launches"]):
            f = drv.function(mod, l["kernel"])
            vals = [pack(p, bufs, res) for p in l.get("params", [])]
            holders = [C.create_string_buffer(v, max(len(v), 1)) for v in vals]
            argv = (C.c_void_p * max(len(holders), 1))(*[C.cast(h, C.c_void_p) for h in holders])
            g, bl = l["grid"], l["block"]
            try:
                drv.check("cuEventRecord", start, None)
                drv.check("cuLaunchKernel", f, g[0], g[1], g[2], bl[0], bl[1], bl[2], l.get("shared_bytes", 0), None, argv, None)
                drv.check("cuEventRecord", stop, None)
                drv.sync()
            except hwcase.CudaError as e:
                if fault is None:
                    raise
                if write:
                    with open(hwcase.cpath(c, fault["file"]), "w") as fh:
                        fh.write("launch %d (%s): %s\n" % (i, l["kernel"], e))
                return times
            ms = C.c_float()
            drv.check("cuEventElapsedTime", C.byref(ms), start, stop)
            times.append(ms.value)
        if fault is not None:
            raise RuntimeError("the case expects a fault, and every launch succeeded")
        if write:
            for e in c.get("expect", []):
                if cold and e["compare"] != "cycles":
                    continue
                if "array" in e:
                    data = read_array(drv, res, e["array"])
                else:
                    data = drv.dtoh(bufs[e["buffer"]], sizes[e["buffer"]])
                name = e["file"]
                if cold:
                    name = name.replace(".expected.bin", ".expected-cold.bin")
                with open(hwcase.cpath(c, name), "wb") as fh:
                    fh.write(data)
        return times
    finally:
        if res is not None:
            res.close()
        for p in allocs:
            try:
                drv.free(p)
            except Exception:  # noqa: BLE001
                pass
        try:
            drv.lib.cuModuleUnload(mod)
        except Exception:  # noqa: BLE001
            pass


# ---------------------------------------------------------------- dry run

class FakeLib:
    """Accepts every driver call: out-parameters get fresh handles, reads
    give zeros. Used by dryrun to exercise this script without a GPU."""

    def __init__(self):
        self.next = 0x1000
        self.calls = []

    def __getattr__(self, name):
        def fn(*args):
            self.calls.append(name)
            if name == "cuTexRefSetAddress_v2":
                return 0  # its out-parameter is an offset, 0 for aligned memory
            for a in args:
                obj = getattr(a, "_obj", None)
                if isinstance(obj, (C.c_void_p, C.c_uint64, C.c_int)) and not obj.value:
                    self.next += 0x100
                    obj.value = self.next
            return 0
        return fn


class FakeDriver(hwcase.Driver):
    def __init__(self):  # noqa: super().__init__ would load libcuda
        self.lib = FakeLib()
        self.dev, self.ctx = 0, None


def dryrun(dirs):
    import shutil
    import tempfile
    bad = 0
    drv = FakeDriver()
    for d in dirs:
        c = hwcase.load_case(d)
        with tempfile.TemporaryDirectory() as tmp:
            # Write into a copy so the case folder is untouched.
            shutil.copytree(c["_dir"], os.path.join(tmp, "case"))
            c["_dir"] = os.path.join(tmp, "case")
            orig = hwcase.load_case(d)
            c["module"] = hwcase.cpath(orig, orig["module"])
            faults = any(e.get("compare") == "fault" for e in c.get("expect", []))
            try:
                n0 = len(drv.lib.calls)
                try:
                    execute(drv, c)
                except RuntimeError as e:
                    if not (faults and "expects a fault" in str(e)):
                        raise
                if not faults:
                    for e in c["expect"]:
                        if not os.path.exists(hwcase.cpath(c, e["file"])):
                            raise RuntimeError("expectation file %s not written" % e["file"])
                print("ok   %s (%d driver calls)" % (d, len(drv.lib.calls) - n0))
            except Exception as e:  # noqa: BLE001
                bad += 1
                print("FAIL %s: %s: %s" % (d, type(e).__name__, e))
    print("dryrun: %d cases, %d failed" % (len(dirs), bad))
    return 1 if bad else 0


def main(argv):
    if argv and argv[0] == "checkstructs":
        return check_structs(argv[1])
    if argv and argv[0] == "dryrun":
        return dryrun(argv[1:])
    hwcase.execute = execute
    hwcase.HERE = HERE  # child processes (and ncu's) run this script
    return hwcase.main(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
