#!/usr/bin/env python3
"""apiinfo.py: the facts ptxsim's libcudart needs from one CUDA runtime
version, read from the real library and its headers, written as one JSON
file (cmd/libcudart/gen reads it; no header text is kept).

    apiinfo.py --include DIR --lib libcudart.so.N --out FILE.json [--cc gcc]

The JSON holds:
  version      CUDART_VERSION from cuda_runtime_api.h
  soname       the library's DT_SONAME
  functions    [{"name", "version"}] every defined dynamic symbol (nm -D),
               with its symbol-version node
  prototypes   {name: "parameter list"} from cuda_runtime_api.h
  enums        {enum: [[member, value], ...]} from driver_types.h, plus
               cuda.h's CUdevice_attribute_enum (values printed by a
               compiled C program, not parsed)
  structs      {struct: {"size", "fields": [[name, offset, size], ...]}}
               for the structs the library fills or reads (offsetof/sizeof
               from a compiled C program)
  errors       [[code, name, string]] from cudaGetErrorName/String of the
               real library (they need no GPU), plus one unknown code

Needs python3, nm, a C compiler; the library is only dlopen'ed.
"""
import argparse, ctypes, json, os, re, subprocess, sys, tempfile

STRUCTS = [
    "cudaDeviceProp", "cudaPointerAttributes", "cudaFuncAttributes", "cudaPitchedPtr",
    "cudaExtent", "cudaPos", "cudaMemcpy3DParms", "cudaLaunchConfig_st", "cudaChannelFormatDesc",
    "cudaLaunchParams", "cudaMemLocation", "cudaResourceDesc", "cudaTextureDesc",
    "cudaLaunchAttribute_st", "cudaArrayMemoryRequirements", "cudaMemPoolProps",
]


def strip_comments(s):
    s = re.sub(r"/\*.*?\*/", " ", s, flags=re.S)
    return re.sub(r"//[^\n]*", " ", s)


def find_block(text, start):
    """Index just after the brace block that begins at text[start] == '{'."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


def parse_enums(text):
    enums = {}
    for m in re.finditer(r"enum\s+(?:__device_builtin__\s+)?(\w+)\s*\{", text):
        end = find_block(text, m.end() - 1)
        body = text[m.end():end - 1]
        members = []
        for part in body.split(","):
            part = part.strip()
            mm = re.match(r"([A-Za-z_]\w*)", part)
            if mm:
                members.append(mm.group(1))
        enums.setdefault(m.group(1), members)
    return enums


def parse_struct_fields(text, name):
    m = re.search(r"struct\s+(?:__device_builtin__\s+)?(?:__align__\(\d+\)\s+)?" + re.escape(name) + r"\s*\{", text)
    if not m:
        return None
    end = find_block(text, m.end() - 1)
    body = text[m.end():end - 1]
    fields, depth, cur = [], 0, ""
    for ch in body:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == ";" and depth == 0:
            fields.append(cur.strip())
            cur = ""
        else:
            cur += ch
    out = []
    for f in fields:
        if not f:
            continue
        if "{" in f:
            mm = re.search(r"\}\s*([A-Za-z_]\w*)\s*(\[[^\]]*\])*\s*$", f)
            if mm:
                out.append(mm.group(1))
            continue
        for decl in f.split(",")[:1] if "(" in f else [f]:
            mm = re.search(r"([A-Za-z_]\w*)\s*((?:\[[^\]]*\])*)\s*$", decl)
            if mm:
                out.append(mm.group(1))
        # "int a, b;" declares several names.
        if "," in f and "(" not in f:
            for extra in f.split(",")[1:]:
                mm = re.match(r"\s*\**\s*([A-Za-z_]\w*)", extra)
                if mm:
                    out.append(mm.group(1))
    return out


def run_c(cc, includes, program):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "p.c")
        exe = os.path.join(d, "p")
        open(src, "w").write(program)
        subprocess.run([cc, "-std=gnu11", "-w", "-I" + includes, src, "-o", exe], check=True)
        return subprocess.run([exe], check=True, capture_output=True, text=True).stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--include", required=True)
    ap.add_argument("--lib", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--cc", default="gcc")
    a = ap.parse_args()
    inc = a.include
    api = open(os.path.join(inc, "cuda_runtime_api.h"), errors="replace").read()
    drv = open(os.path.join(inc, "driver_types.h"), errors="replace").read()
    info = {}
    m = re.search(r"#define\s+CUDART_VERSION\s+(\d+)", api)
    info["version"] = int(m.group(1)) if m else 0
    so = subprocess.run(["objdump", "-p", a.lib], capture_output=True, text=True).stdout
    m = re.search(r"SONAME\s+(\S+)", so)
    info["soname"] = m.group(1) if m else ""
    funcs = []
    for line in subprocess.run(["nm", "-D", "--defined-only", a.lib], capture_output=True, text=True, check=True).stdout.splitlines():
        parts = line.split()
        if len(parts) != 3 or parts[1] not in "TtWiI":
            continue
        name, _, ver = parts[2].partition("@")
        funcs.append({"name": name, "version": ver.lstrip("@")})
    info["functions"] = sorted(funcs, key=lambda f: f["name"])
    protos = {}
    capi = strip_comments(api)
    for m in re.finditer(r"extern\s[^;{}]*?CUDARTAPI\s+(\w+)\s*\(([^;{}]*?)\)\s*;", capi):
        protos[m.group(1)] = " ".join(m.group(2).split())
    info["prototypes"] = protos
    cdrv = strip_comments(drv)
    enums = parse_enums(cdrv)
    # The driver API's device attributes (cuda.h), whose numbers the
    # runtime's cudaDeviceAttr shares: they name the attribute dumps.
    headers = ["#include <stdio.h>", "#include <stddef.h>", "#include <cuda_runtime_api.h>"]
    cuda_h = os.path.join(inc, "cuda.h")
    if os.path.exists(cuda_h):
        drv_enums = parse_enums(strip_comments(open(cuda_h, errors="replace").read()))
        if "CUdevice_attribute_enum" in drv_enums:
            enums["CUdevice_attribute_enum"] = drv_enums["CUdevice_attribute_enum"]
            headers.append("#include <cuda.h>")
    prog = headers + ["int main(void) {"]
    for e, members in enums.items():
        for mem in members:
            prog.append('printf("E %%s %%s %%lld\\n", "%s", "%s", (long long)%s);' % (e, mem, mem))
    structs = {}
    for s in STRUCTS:
        fields = parse_struct_fields(cdrv, s)
        if fields is None:
            continue
        structs[s] = fields
        prog.append('printf("S %%s %%zu\\n", "%s", sizeof(struct %s));' % (s, s))
        for f in fields:
            prog.append('printf("F %%s %%s %%zu %%zu\\n", "%s", "%s", offsetof(struct %s, %s), sizeof(((struct %s *)0)->%s));' % (s, f, s, f, s, f))
    prog.append("return 0; }")
    out = run_c(a.cc, inc, "\n".join(prog))
    info["enums"], info["structs"] = {}, {}
    for line in out.splitlines():
        p = line.split()
        if p[0] == "E":
            info["enums"].setdefault(p[1], []).append([p[2], int(p[3])])
        elif p[0] == "S":
            info["structs"][p[1]] = {"size": int(p[2]), "fields": []}
        elif p[0] == "F":
            info["structs"][p[1]]["fields"].append([p[2], int(p[3]), int(p[4])])
    lib = ctypes.CDLL(a.lib)
    lib.cudaGetErrorName.restype = ctypes.c_char_p
    lib.cudaGetErrorString.restype = ctypes.c_char_p
    errs = []
    codes = [v for _, v in info["enums"].get("cudaError", [])] + [123456]
    for c in codes:
        n = lib.cudaGetErrorName(ctypes.c_int(c))
        s = lib.cudaGetErrorString(ctypes.c_int(c))
        errs.append([c, n.decode() if n else None, s.decode() if s else None])
    info["errors"] = errs
    with open(a.out, "w") as f:
        json.dump(info, f, indent=1, sort_keys=True)
    print("%s: version %d, %d functions, %d prototypes, %d enums, %d structs, %d errors" % (
        a.out, info["version"], len(funcs), len(protos), len(info["enums"]), len(info["structs"]), len(errs)))


if __name__ == "__main__":
    main()
