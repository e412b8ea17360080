#!/usr/bin/env python3
"""hwcase: make conformance ground truth on a real GPU.

Runs conformance cases (the format of testdata/conformance/README.md) on the
GPU through the CUDA driver API (ctypes over libcuda.so.1: no Python package
beyond the standard library is needed) and writes what the hardware produced:

  hwcase.py run  CASEDIR...   load each case's PTX (the driver JIT-compiles
                              it), run its launches, write every expectation's
                              file (*.expected.bin, the printf stdout file) and
                              hw.json's "event_ms"
  hwcase.py ncu  CASEDIR...   the same under Nsight Compute: hw.json gets each
                              launch's metrics ("ncu"), a second run's cycles
                              ("ncu_repeat"), and cycles expectations also get
                              *.expected-cold.bin (caches flushed per launch)
  hwcase.py selftest CASEDIR  run cases whose expected files exist and compare
                              (checks this tool against known ground truth)

Options: --summary FILE (JSON: per case ok/error), --timeout S per case.

Beyond the shared README's format, a launch may carry "cluster": [x,y,z]
(launched with cuLaunchKernelEx and a cluster-dimension attribute), a case
may carry "jit_options": {"max_registers": N}, and a parameter may be a
tensor map, {"tensormap": {"buffer": NAME, "offset": BYTES, "dtype": "f16",
"dims": [...], "strides": [...], "box": [...], "elem_strides": [...],
"interleave": "none|16B|32B", "swizzle": "none|32B|64B|128B",
"l2_promotion": "none|64B|128B|256B", "oob_fill": "none|nan"}} (plus
"im2col": {"lower": [...], "upper": [...], "channels": C, "pixels": P} for
an im2col map), encoded with cuTensorMapEncodeTiled/Im2col and passed by
value as the kernel's 128-byte .param .align 64 .b8 [128].

Each case runs in a child process so that a kernel fault (a sticky CUDA
error) cannot spoil the cases after it; a case that fails is reported in the
summary and its files are left as they were.
"""
import ctypes as C
import json
import os
import struct
import subprocess
import sys
import tempfile
import time

HERE = os.path.abspath(__file__)

NCU_METRICS = [
    "dram__bytes_read.sum", "dram__bytes_write.sum", "gpc__cycles_elapsed.max",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
    "launch__occupancy_limit_blocks", "launch__occupancy_limit_registers",
    "launch__occupancy_limit_shared_mem", "launch__occupancy_limit_warps",
    "launch__registers_per_thread", "launch__shared_mem_per_block_dynamic",
    "launch__shared_mem_per_block_static", "launch__waves_per_multiprocessor",
    "lts__t_sector_hit_rate.pct", "lts__t_sectors_srcunit_tex_op_read.sum",
    "lts__t_sectors_srcunit_tex_op_write.sum", "sm__cycles_active.avg",
    "sm__cycles_active.max", "sm__cycles_elapsed.avg",
    "sm__warps_active.avg.pct_of_peak_sustained_active", "smsp__inst_executed.sum",
    "smsp__inst_executed_op_global_ld.sum", "smsp__inst_executed_op_global_st.sum",
    "smsp__inst_executed_op_shared_ld.sum", "smsp__inst_executed_op_shared_st.sum",
    "smsp__thread_inst_executed.sum",
]
# Extra metrics a case may ask for with "ncu_extra": [...] in case.json.
REPEAT_METRICS = ["gpc__cycles_elapsed.max", "sm__cycles_active.max", "smsp__inst_executed.sum"]


# ---------------------------------------------------------------- driver API

class CudaError(Exception):
    pass


class Driver:
    def __init__(self):
        self.lib = C.CDLL("libcuda.so.1")
        self.check("cuInit", 0)
        dev = C.c_int()
        self.check("cuDeviceGet", C.byref(dev), 0)
        self.dev = dev.value
        ctx = C.c_void_p()
        self.check("cuDevicePrimaryCtxRetain", C.byref(ctx), self.dev)
        self.check("cuCtxSetCurrent", ctx)
        self.ctx = ctx

    def check(self, name, *args):
        fn = getattr(self.lib, name)
        rc = fn(*args)
        if rc != 0:
            s = C.c_char_p()
            self.lib.cuGetErrorName(rc, C.byref(s))
            raise CudaError("%s: %s (%d)" % (name, s.value.decode() if s.value else "?", rc))

    def load(self, image, max_regs=0):
        mod = C.c_void_p()
        buf = C.create_string_buffer(image + b"\0")
        if max_regs:
            opts = (C.c_int * 1)(0)  # CU_JIT_MAX_REGISTERS
            vals = (C.c_void_p * 1)(max_regs)
            self.check("cuModuleLoadDataEx", C.byref(mod), buf, 1, opts, vals)
        else:
            self.check("cuModuleLoadDataEx", C.byref(mod), buf, 0, None, None)
        return mod

    def function(self, mod, name):
        f = C.c_void_p()
        self.check("cuModuleGetFunction", C.byref(f), mod, name.encode())
        return f

    def global_(self, mod, name):
        p, n = C.c_uint64(), C.c_size_t()
        self.check("cuModuleGetGlobal_v2", C.byref(p), C.byref(n), mod, name.encode())
        return p.value, n.value

    def malloc(self, n):
        p = C.c_uint64()
        self.check("cuMemAlloc_v2", C.byref(p), C.c_size_t(max(n, 1)))
        return p.value

    def free(self, p):
        self.lib.cuMemFree_v2(C.c_uint64(p))

    def htod(self, dst, data):
        if data:
            self.check("cuMemcpyHtoD_v2", C.c_uint64(dst), data, C.c_size_t(len(data)))

    def dtoh(self, src, n):
        buf = C.create_string_buffer(n)
        if n:
            self.check("cuMemcpyDtoH_v2", buf, C.c_uint64(src), C.c_size_t(n))
        return buf.raw

    def memset(self, dst, val, n):
        self.check("cuMemsetD8_v2", C.c_uint64(dst), C.c_ubyte(val), C.c_size_t(n))

    def sync(self):
        self.check("cuCtxSynchronize")


class LaunchAttr(C.Structure):  # CUlaunchAttribute: id, pad, 64-byte value union
    _fields_ = [("id", C.c_int), ("pad", C.c_char * 4), ("value", C.c_uint32 * 16)]


class LaunchConfig(C.Structure):  # CUlaunchConfig
    _fields_ = [("gridDimX", C.c_uint), ("gridDimY", C.c_uint), ("gridDimZ", C.c_uint),
                ("blockDimX", C.c_uint), ("blockDimY", C.c_uint), ("blockDimZ", C.c_uint),
                ("sharedMemBytes", C.c_uint), ("hStream", C.c_void_p),
                ("attrs", C.POINTER(LaunchAttr)), ("numAttrs", C.c_uint)]


CU_LAUNCH_ATTRIBUTE_COOPERATIVE = 2
CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4
CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 12


# ---------------------------------------------------------------- case format

SCALAR = {"s32": "<i", "u32": "<I", "s64": "<q", "u64": "<Q", "f32": "<f", "f64": "<d"}


TM_DTYPE = {"u8": 0, "u16": 1, "u32": 2, "s32": 3, "u64": 4, "s64": 5, "f16": 6, "f32": 7, "f64": 8,
            "bf16": 9, "f32_ftz": 10, "tf32": 11, "tf32_ftz": 12}
TM_INTERLEAVE = {"none": 0, "16B": 1, "32B": 2}
TM_SWIZZLE = {"none": 0, "32B": 1, "64B": 2, "128B": 3}
TM_L2 = {"none": 0, "64B": 1, "128B": 2, "256B": 3}
TM_OOB = {"none": 0, "nan": 1}
DRIVER = [None]  # the Driver of the running case (tensor maps need it)


def encode_tensormap(t, bufs):
    """cuTensorMapEncodeTiled (or Im2col) of a case's tensor-map parameter."""
    drv = DRIVER[0]
    rank = len(t["dims"])
    out = (C.c_uint64 * 16)()
    addr = C.c_void_p(bufs[t["buffer"]] + t.get("offset", 0))
    dims = (C.c_uint64 * rank)(*t["dims"])
    strides = (C.c_uint64 * max(rank - 1, 1))(*(t["strides"] or [0]))
    es = (C.c_uint32 * rank)(*t.get("elem_strides", [1] * rank))
    args = [C.c_int(TM_INTERLEAVE[t.get("interleave", "none")]), C.c_int(TM_SWIZZLE[t.get("swizzle", "none")]),
            C.c_int(TM_L2[t.get("l2_promotion", "none")]), C.c_int(TM_OOB[t.get("oob_fill", "none")])]
    if "im2col" in t:
        ic = t["im2col"]
        lo = (C.c_int * len(ic["lower"]))(*ic["lower"])
        up = (C.c_int * len(ic["upper"]))(*ic["upper"])
        drv.check("cuTensorMapEncodeIm2col", out, C.c_int(TM_DTYPE[t["dtype"]]), C.c_uint(rank), addr, dims, strides,
                  lo, up, C.c_uint(ic["channels"]), C.c_uint(ic["pixels"]), es, *args)
    else:
        box = (C.c_uint32 * rank)(*t["box"])
        drv.check("cuTensorMapEncodeTiled", out, C.c_int(TM_DTYPE[t["dtype"]]), C.c_uint(rank), addr, dims, strides,
                  box, es, *args)
    if os.environ.get("HWCASE_TMAP_DUMP"):  # the driver's encoding, for reading the hardware's rules
        with open(os.environ["HWCASE_TMAP_DUMP"], "a") as f:
            f.write(json.dumps({"tensormap": t, "address": addr.value, "bytes": bytes(out).hex()}) + "\n")
    return bytes(out), 64


def pack_param(p, bufs):
    """Returns (bytes, alignment) of one parameter, as the host passes it."""
    if "tensormap" in p:
        return encode_tensormap(p["tensormap"], bufs)
    if "ptr" in p:
        return struct.pack("<Q", bufs[p["ptr"]] + p.get("offset", 0)), 8
    if "struct" in p:
        out, maxal = b"", 1
        for f in p["struct"]:
            b, al = pack_param(f, bufs)
            maxal = max(maxal, al)
            out += b"\0" * (-len(out) % al) + b
        return out + b"\0" * (-len(out) % maxal), maxal
    for k, fmt in SCALAR.items():
        if k in p:
            return struct.pack(fmt, p[k]), struct.calcsize(fmt)
    raise ValueError("unknown parameter %r" % (p,))


def load_case(d):
    path = os.path.join(d, "case.json") if os.path.isdir(d) else d
    with open(path) as f:
        c = json.load(f)
    c["_dir"] = os.path.dirname(os.path.abspath(path))
    return c


def cpath(c, name):
    return name if os.path.isabs(name) else os.path.join(c["_dir"], name)


class Redirect:
    """Captures the process's fd 1 (device printf writes there) into a file."""

    def __init__(self):
        self.tmp = tempfile.TemporaryFile()

    def __enter__(self):
        sys.stdout.flush()
        self.saved = os.dup(1)
        os.dup2(self.tmp.fileno(), 1)
        return self

    def __exit__(self, *a):
        sys.stdout.flush()
        os.dup2(self.saved, 1)
        os.close(self.saved)
        self.tmp.seek(0)
        self.text = self.tmp.read()


def execute(drv, c, write=True, cold=False):
    """Runs one case; returns the launches' event times in ms."""
    with open(cpath(c, c["module"]), "rb") as f:
        image = f.read()
    mod = drv.load(image, c.get("jit_options", {}).get("max_registers", 0))
    DRIVER[0] = drv
    bufs, sizes = {}, {}
    try:
        for b in c["buffers"]:
            p = drv.malloc(b["bytes"])
            bufs[b["name"]], sizes[b["name"]] = p, b["bytes"]
            if "init" in b:
                with open(cpath(c, b["init"]), "rb") as f:
                    data = f.read()
                if len(data) != b["bytes"]:
                    raise ValueError("buffer %s: init file has %d bytes, case says %d" % (b["name"], len(data), b["bytes"]))
                drv.htod(p, data)
            else:
                drv.memset(p, b["fill"], b["bytes"])
        for g in c.get("globals", []):
            addr, n = drv.global_(mod, g["symbol"])
            with open(cpath(c, g["init"]), "rb") as f:
                data = f.read()
            drv.htod(addr, data[:n])
        drv.sync()
        times = []
        start, stop = C.c_void_p(), C.c_void_p()
        drv.check("cuEventCreate", C.byref(start), 0)
        drv.check("cuEventCreate", C.byref(stop), 0)
        wants_stdout = any(e.get("compare") == "lines-any-order" for e in c.get("expect", []))
        red = Redirect() if wants_stdout else None
        if red:
            red.__enter__()
        try:
            for l in c["launches"]:
                f = drv.function(mod, l["kernel"])
                shm = l.get("shared_bytes", 0)
                if shm > 48 * 1024:
                    drv.check("cuFuncSetAttribute", f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, C.c_int(shm))
                vals = [pack_param(p, bufs)[0] for p in l.get("params", [])]
                holders = [C.create_string_buffer(v, max(len(v), 1)) for v in vals]
                argv = (C.c_void_p * max(len(holders), 1))(*[C.cast(h, C.c_void_p) for h in holders])
                g, bl = l["grid"], l["block"]
                drv.check("cuEventRecord", start, None)
                cl = l.get("cluster")
                if cl and cl != [1, 1, 1] or (cl and l.get("cooperative")):
                    attrs = (LaunchAttr * 2)()
                    n = 0
                    attrs[n].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
                    attrs[n].value[0], attrs[n].value[1], attrs[n].value[2] = cl
                    n += 1
                    if l.get("cooperative"):
                        attrs[n].id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE
                        attrs[n].value[0] = 1
                        n += 1
                    if cl[0] * cl[1] * cl[2] > 8:
                        drv.check("cuFuncSetAttribute", f, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, C.c_int(1))
                    cfg = LaunchConfig(g[0], g[1], g[2], bl[0], bl[1], bl[2], shm, None, attrs, n)
                    drv.check("cuLaunchKernelEx", C.byref(cfg), f, argv, None)
                elif l.get("cooperative"):
                    drv.check("cuLaunchCooperativeKernel", f, g[0], g[1], g[2], bl[0], bl[1], bl[2], shm, None, argv)
                else:
                    drv.check("cuLaunchKernel", f, g[0], g[1], g[2], bl[0], bl[1], bl[2], shm, None, argv, None)
                drv.check("cuEventRecord", stop, None)
                drv.sync()
                ms = C.c_float()
                drv.check("cuEventElapsedTime", C.byref(ms), start, stop)
                times.append(ms.value)
        finally:
            if red:
                red.__exit__()
        if write:
            for e in c.get("expect", []):
                if e["compare"] == "lines-any-order":
                    with open(cpath(c, e["stdout"]), "wb") as f:
                        f.write(red.text)
                    continue
                data = drv.dtoh(bufs[e["buffer"]], sizes[e["buffer"]])
                name = e["file"]
                if cold and e["compare"] == "cycles":
                    name = name.replace(".expected.bin", ".expected-cold.bin")
                elif cold:
                    continue
                with open(cpath(c, name), "wb") as f:
                    f.write(data)
        return times
    finally:
        for p in bufs.values():
            drv.free(p)
        drv.lib.cuModuleUnload(mod)


def selftest(drv, c):
    """Runs a case without writing and compares with its committed expected files."""
    execute_and_compare = []
    with tempfile.TemporaryDirectory() as tmp:
        c2 = json.loads(json.dumps({k: v for k, v in c.items()}))
        # write into tmp by pointing expectation files there
        for e in c2.get("expect", []):
            if "file" in e:
                e["_orig"] = cpath(c, e["file"])
                e["file"] = os.path.join(tmp, os.path.basename(e["file"]))
            if "stdout" in e:
                e["stdout"] = os.path.join(tmp, os.path.basename(e["stdout"]))
        execute(drv, c2)
        for e in c2.get("expect", []):
            if e["compare"] in ("exact",) and os.path.exists(e["_orig"]):
                same = open(e["file"], "rb").read() == open(e["_orig"], "rb").read()
                execute_and_compare.append((e["buffer"], same))
    return execute_and_compare


# ---------------------------------------------------------------- child / parent

def child(mode, dirs):
    """Runs cases in this process, one status line per case on fd 2."""
    drv = Driver()
    for d in dirs:
        t0 = time.time()
        try:
            c = load_case(d)
            if mode == "selftest":
                res = selftest(drv, c)
                ok = all(s for _, s in res)
                status = {"case": d, "ok": ok, "compared": res}
            else:
                times = execute(drv, c, write=(mode != "quiet"), cold=(mode == "ncu-child"))
                if mode == "run":
                    hw_update(c, {"event_ms": times})
                status = {"case": d, "ok": True, "event_ms": times}
        except Exception as e:  # noqa: BLE001 - reported per case
            status = {"case": d, "ok": False, "error": "%s: %s" % (type(e).__name__, e)}
        status["seconds"] = round(time.time() - t0, 3)
        sys.stderr.write("HWCASE " + json.dumps(status) + "\n")
        sys.stderr.flush()
        if not status["ok"] and "CUDA_ERROR" in status.get("error", ""):
            return 3  # a sticky error: the parent restarts us for the rest


def hw_update(c, fields):
    p = os.path.join(c["_dir"], "hw.json")
    hw = {}
    if os.path.exists(p):
        with open(p) as f:
            hw = json.load(f)
    hw.setdefault("device", device_name())
    hw.update(fields)
    with open(p, "w") as f:
        json.dump(hw, f, indent=1, sort_keys=False)
        f.write("\n")


_devname = None


def device_name():
    global _devname
    if _devname is None:
        try:
            out = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"],
                                 capture_output=True, text=True, timeout=20).stdout.strip()
            _devname = out.splitlines()[0] if out else "unknown GPU"
        except Exception:  # noqa: BLE001
            _devname = "unknown GPU"
    return _devname


def run_children(mode, dirs, timeout):
    """Runs the cases in child processes, restarting after a failure."""
    results, todo = [], list(dirs)
    while todo:
        p = subprocess.Popen([sys.executable, HERE, "_child", mode] + todo, stderr=subprocess.PIPE, text=True)
        seen = []
        try:
            _, err = p.communicate(timeout=timeout * len(todo))
        except subprocess.TimeoutExpired:
            p.kill()
            _, err = p.communicate()
        for line in err.splitlines():
            if line.startswith("HWCASE "):
                seen.append(json.loads(line[7:]))
            else:
                sys.stderr.write(line + "\n")
        results += seen
        done = {s["case"] for s in seen}
        rest = [d for d in todo if d not in done]
        if rest and len(rest) == len(todo) - len(seen) and p.returncode not in (0, 3, None):
            # the child died inside the first unfinished case
            results.append({"case": rest[0], "ok": False, "error": "child exited with %s" % p.returncode})
            rest = rest[1:]
        elif rest and p.returncode in (None, -9):
            results.append({"case": rest[0], "ok": False, "error": "timed out"})
            rest = rest[1:]
        todo = rest
    return results


def parse_ncu_csv(text):
    """Returns [{metric: value}] per profiled launch, in launch order."""
    import csv
    lines = [l for l in text.splitlines() if l.startswith('"')]
    if not lines:
        return []
    rows = list(csv.reader(lines))
    head = rows[0]
    out = []
    for r in rows[1:]:
        if len(r) != len(head) or r[0] == "" or not r[0].isdigit():
            continue  # the units row
        rec = {}
        for k, v in zip(head, r):
            if "__" in k:
                try:
                    x = float(v.replace(",", ""))
                    rec[k] = int(x) if x.is_integer() and "pct" not in k and "avg" not in k and "waves" not in k else x
                except ValueError:
                    pass
        rec["_kernel"] = r[head.index("Kernel Name")] if "Kernel Name" in head else ""
        out.append(rec)
    return out


def ncu_case(d, timeout):
    c = load_case(d)
    metrics = NCU_METRICS + c.get("ncu_extra", [])
    res = {}
    for key, mset in (("ncu", metrics), ("ncu_repeat", REPEAT_METRICS)):
        cmd = ["ncu", "--clock-control", "none", "--cache-control", "all", "--csv", "--page", "raw",
               "--target-processes", "all", "--metrics", ",".join(mset),
               sys.executable, HERE, "_child", "ncu-child" if key == "ncu" else "quiet", d]
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        recs = parse_ncu_csv(p.stdout)
        if len(recs) != len(c["launches"]):
            raise RuntimeError("ncu gave %d records for %d launches: %s" % (len(recs), len(c["launches"]), (p.stdout + p.stderr)[-2000:]))
        res[key] = recs
    launches = []
    for i, l in enumerate(c["launches"]):
        a = {k: v for k, v in res["ncu"][i].items() if not k.startswith("_")}
        b = {k: v for k, v in res["ncu_repeat"][i].items() if not k.startswith("_")}
        launches.append({"kernel": l["kernel"], "ncu": dict(sorted(a.items())), "ncu_repeat": dict(sorted(b.items()))})
    hw_update(c, {"note": "ncu = Nsight Compute metrics per launch, caches flushed before each launch, clocks not locked; "
                          "ncu_repeat = a second profiling run showing run-to-run spread", "launches": launches})


def main(argv):
    if len(argv) >= 2 and argv[0] == "_child":
        mode = argv[1]
        return child(mode, argv[2:]) or 0
    if not argv or argv[0] not in ("run", "ncu", "selftest"):
        print(__doc__)
        return 2
    mode, args = argv[0], argv[1:]
    summary, timeout = None, 120
    dirs = []
    i = 0
    while i < len(args):
        if args[i] == "--summary":
            summary = args[i + 1]
            i += 2
        elif args[i] == "--timeout":
            timeout = float(args[i + 1])
            i += 2
        else:
            dirs.append(args[i])
            i += 1
    if mode == "ncu":
        results = []
        for d in dirs:
            t0 = time.time()
            try:
                ncu_case(d, timeout)
                results.append({"case": d, "ok": True, "seconds": round(time.time() - t0, 2)})
            except Exception as e:  # noqa: BLE001
                results.append({"case": d, "ok": False, "error": "%s: %s" % (type(e).__name__, e)})
    else:
        results = run_children(mode, dirs, timeout)
    bad = [r for r in results if not r["ok"]]
    for r in results:
        print(("ok   " if r["ok"] else "FAIL ") + r["case"] + ("" if r["ok"] else "  " + r.get("error", "")))
    print("hwcase %s: %d ok, %d failed" % (mode, len(results) - len(bad), len(bad)))
    if summary:
        with open(summary, "w") as f:
            json.dump(results, f, indent=1)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
