#!/usr/bin/env python3
"""analyze.py PROFILE_DIR [CASES_DIR]

Compares ptxsim's timing model with the H200 on the scale corpus, launch by
launch, and prints a Markdown report: cycles and their error, the memory
traffic (L2 sectors, DRAM bytes, hit rates), instruction counts and the
stall-reason mix, then summaries by kernel class.

PROFILE_DIR holds one `ptxsim profile --case CASE.json --json` output per
case, named CASE.json (and optionally CASE.time, the wall seconds of that
run); CASES_DIR defaults to testdata/scale/cases (hw.json per case).

    mkdir -p /tmp/prof
    for d in testdata/scale/cases/*/; do c=$(basename $d)
        /usr/bin/time -f %e -o /tmp/prof/$c.time ptxsim profile --case $d/case.json --json > /tmp/prof/$c.json
    done
    python3 benchmarks/hardware/scale/analyze.py /tmp/prof
"""
import json
import math
import os
import statistics
import sys

CYC = "gpc__cycles_elapsed.max"
EXACT = [
    "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum", "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
    "smsp__inst_executed_op_global_ld.sum", "smsp__inst_executed_op_global_st.sum",
    "smsp__inst_executed_op_shared_ld.sum", "smsp__inst_executed_op_shared_st.sum",
]
TRAFFIC = [
    ("L2 rd sect", "lts__t_sectors_srcunit_tex_op_read.sum"),
    ("L2 wr sect", "lts__t_sectors_srcunit_tex_op_write.sum"),
    ("DRAM rd B", "dram__bytes_read.sum"),
    ("DRAM wr B", "dram__bytes_write.sum"),
    ("L1 hit sect", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum"),
    ("L2 hit %", "lts__t_sector_hit_rate.pct"),
    ("SASS inst", "smsp__inst_executed.sum"),
    ("warps/cyc", "sm__warps_active.avg.per_cycle_active"),
]
STALLS = ["long_scoreboard", "short_scoreboard", "mio_throttle", "lg_throttle", "barrier", "math_pipe_throttle",
          "wait", "not_selected", "selected", "no_instruction", "branch_resolving", "dispatch_stall", "drain",
          "imc_miss", "membar", "misc", "sleeping", "tex_throttle"]
AUX = ("_init", "checksum_u32", "rowsums_f32")  # launches that make or reduce data


def fmt(x):
    if x is None:
        return "-"
    if isinstance(x, float) and not x.is_integer():
        return "%.3g" % x if abs(x) < 1000 else "%.0f" % x
    x = float(x)
    for unit, div in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if abs(x) >= div * 10:
            return "%.1f%s" % (x / div, unit)
    return "%.0f" % x


def stall_shares(m, hw):
    out = {}
    if hw:
        vals = {s: m.get("smsp__warps_issue_stalled_%s.sum" % s) for s in STALLS}
    else:
        vals = {s: m.get("smsp__pcsamp_warps_issue_stalled_%s" % s) for s in STALLS}
        if vals.get("no_instruction") is None:
            vals["no_instruction"] = m.get("smsp__pcsamp_warps_issue_stalled_no_instructions")
    tot = sum(v for v in vals.values() if v)
    if not tot:
        return {}
    return {k: v / tot for k, v in vals.items() if v}


def top(shares, n=4):
    return ", ".join("%s %.0f%%" % (k, 100 * v) for k, v in sorted(shares.items(), key=lambda kv: -kv[1])[:n])


def load(prof_dir, cases_dir):
    rows = []
    for name in sorted(os.listdir(cases_dir)):
        hwp = os.path.join(cases_dir, name, "hw.json")
        pp = os.path.join(prof_dir, name + ".json")
        if not os.path.exists(hwp) or not os.path.exists(pp):
            continue
        hw = json.load(open(hwp))
        try:
            prof = json.load(open(pp))
        except ValueError:
            continue
        case = json.load(open(os.path.join(cases_dir, name, "case.json")))
        wall = None
        tp = os.path.join(prof_dir, name + ".time")
        if os.path.exists(tp):
            try:
                wall = float(open(tp).read().split()[-1])
            except (ValueError, IndexError):
                pass
        for i, l in enumerate(hw.get("launches", [])):
            sim = prof["launches"][i]["metrics"] if i < len(prof.get("launches", [])) else {}
            h = l.get("ncu", {})
            rows.append({"case": name, "i": i, "kernel": l["kernel"], "tags": case.get("tags", []), "hw": h,
                         "rep": l.get("ncu_repeat", {}), "sim": sim, "wall": wall,
                         "aux": any(a in l["kernel"] for a in AUX)})
    return rows


def err(r):
    s, h = r["sim"].get(CYC), r["hw"].get(CYC)
    if not s or not h:
        return None
    return (s - h) / h


def summary(label, rs):
    es = [err(r) for r in rs if err(r) is not None]
    if not es:
        return "| %s | 0 | | | | |" % label
    ape = [abs(e) for e in es]
    return "| %s | %d | %.1f%% | %.1f%% | %+.1f%% | %.1f%% |" % (
        label, len(es), 100 * statistics.mean(ape), 100 * statistics.median(ape), 100 * statistics.mean(es),
        100 * max(ape))


def main(argv):
    prof_dir = argv[0]
    cases_dir = argv[1] if len(argv) > 1 else os.path.join("testdata", "scale", "cases")
    rows = load(prof_dir, cases_dir)
    print("# Scale corpus: ptxsim timing model against the H200\n")
    print("Cycles are `gpc__cycles_elapsed.max`; error = (sim - hw) / hw; `rep` is the second profiling "
          "run's cycles (the noise floor). Aux launches (init, checksum, row sums) are listed but summarized "
          "apart.\n")
    print("## Per launch\n")
    print("| case | # | kernel | hw cycles | rep | sim cycles | error | hw µs | exact metrics |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        h, s = r["hw"], r["sim"]
        e = err(r)
        bad = [m.split("__")[1].replace("pipe_lsu_mem_", "").replace(".sum", "") for m in EXACT
               if m in h and m in s and round(s[m]) != round(h[m])]
        nex = sum(1 for m in EXACT if m in h and m in s)
        us = h.get("gpu__time_duration.sum")
        print("| %s | %d | %s%s | %s | %s | %s | %s | %s | %s |" % (
            r["case"], r["i"], r["kernel"], " (aux)" if r["aux"] else "", fmt(h.get(CYC)), fmt(r["rep"].get(CYC)),
            fmt(s.get(CYC)), "-" if e is None else "%+.1f%%" % (100 * e),
            "-" if us is None else "%.1f" % (us / 1000.0), "%d/%d" % (nex - len(bad), nex) + (
                " (" + ", ".join(bad) + ")" if bad else "")))
    print("\n## Memory traffic and instructions (sim / hw)\n")
    print("| case | # | kernel | " + " | ".join(t[0] for t in TRAFFIC) + " |")
    print("|---|---|---|" + "---|" * len(TRAFFIC))
    for r in rows:
        cells = []
        for _, m in TRAFFIC:
            hv, sv = r["hw"].get(m), r["sim"].get(m)
            if hv is None and sv is None:
                cells.append("-")
            elif hv and sv is not None:
                cells.append("%s / %s" % (fmt(sv), fmt(hv)) + (" (x%.2f)" % (sv / hv) if "pct" not in m and "per_cycle" not in m else ""))
            else:
                cells.append("%s / %s" % (fmt(sv), fmt(hv)))
        print("| %s | %d | %s | %s |" % (r["case"], r["i"], r["kernel"], " | ".join(cells)))
    print("\n## Where the warps waited (share of stalled warp-cycles, top 4)\n")
    print("| case | # | kernel | hw | sim |")
    print("|---|---|---|---|---|")
    for r in rows:
        if r["aux"]:
            continue
        print("| %s | %d | %s | %s | %s |" % (r["case"], r["i"], r["kernel"], top(stall_shares(r["hw"], True)) or "-",
                                           top(stall_shares(r["sim"], False)) or "-"))
    print("\n## Summaries\n")
    print("| launches | n | MAPE | median APE | mean signed | worst |")
    print("|---|---|---|---|---|---|")
    print(summary("all", rows))
    main_rows = [r for r in rows if not r["aux"]]
    print(summary("measured kernels (no init/checksum)", main_rows))
    print(summary("aux (init/checksum)", [r for r in rows if r["aux"]]))
    for tag in ("memory", "compute", "irregular", "stencil", "stream", "tensor", "gemm", "atomics", "shared"):
        print(summary("tag " + tag + " (measured)", [r for r in main_rows if tag in r["tags"]]))
    es = [(err(r), r) for r in main_rows if err(r) is not None]
    if len(es) > 2:
        sims = [r["sim"][CYC] for _, r in es]
        hws = [r["hw"][CYC] for _, r in es]
        mx, my = statistics.mean(sims), statistics.mean(hws)
        cov = sum((a - mx) * (b - my) for a, b in zip(sims, hws))
        den = math.sqrt(sum((a - mx) ** 2 for a in sims) * sum((b - my) ** 2 for b in hws))
        print("\nPearson r (measured kernels, sim vs hw cycles): %.3f" % (cov / den if den else float("nan")))
        big = [abs(e) for e, r in es if r["hw"][CYC] >= 100000]
        small = [abs(e) for e, r in es if r["hw"][CYC] < 100000]
        if big and small:
            print("APE by size: under 100k cycles %.1f%% (n=%d), 100k cycles and more %.1f%% (n=%d)" % (
                100 * statistics.mean(small), len(small), 100 * statistics.mean(big), len(big)))
    print("\n## Simulation cost\n")
    print("| case | sim cycles (all launches) | wall s | sim cycles per wall s |")
    print("|---|---|---|---|")
    seen = {}
    for r in rows:
        seen.setdefault(r["case"], [0, r["wall"]])
        seen[r["case"]][0] += r["sim"].get(CYC, 0)
    for c, (cyc, wall) in seen.items():
        print("| %s | %s | %s | %s |" % (c, fmt(cyc), "-" if not wall else "%.0f" % wall,
                                         "-" if not wall else fmt(cyc / wall)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
