#!/usr/bin/env python3
"""ncu_batch.py [--timeout S] [--summary FILE] CASEDIR...

hwcase.py's `ncu` mode for many cases under ONE Nsight Compute session
(plus one for the repeat metrics), instead of two ncu processes per case:
ncu's start-up costs seconds, and the device time is short. It runs
hwcase.py's own child (`_child ncu-child DIR...`) under ncu with the union
of the cases' metrics, splits the profiled launches among the cases in
order (checking each record's kernel name), and writes each case's hw.json
exactly as hwcase.py's ncu mode does (hwcase.hw_update with "note" and
"launches": [{"kernel", "ncu", "ncu_repeat"}]).

A case whose launches did not all come back with the right kernel names
(it failed, or a fault stopped the child) is left untouched and listed as
failed; run.sh then retries it with hwcase.py's per-case ncu mode.
"""
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import hwcase  # noqa: E402  (benchmarks/hardware/hwcase.py)


def statuses(stderr):
    out = {}
    for line in stderr.splitlines():
        if line.startswith("HWCASE "):
            try:
                s = json.loads(line[7:])
                out[s["case"]] = s
            except ValueError:
                pass
    return out


def profile(dirs, metrics, mode, timeout):
    """Runs the cases under ncu; returns (records, child statuses, stderr tail)."""
    cmd = ["ncu", "--clock-control", "none", "--cache-control", "all", "--csv", "--page", "raw",
           "--target-processes", "all", "--metrics", ",".join(metrics),
           sys.executable, hwcase.HERE, "_child", mode] + dirs
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        out, err = p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        err = (e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else (e.stderr or "")) + "\n(timed out)"
    return hwcase.parse_ncu_csv(out), statuses(err), (out[-1500:] + err[-1500:])


def kname(r):
    return r.get("_kernel", "").split("(")[0].strip()


def split(cases, recs, stat):
    """Assigns records to cases in order; returns {dir: [records]} for the
    cases that ran and whose records carry their launches' kernel names."""
    got, i = {}, 0
    for d, c in cases:
        names = [l["kernel"] for l in c["launches"]]
        s = stat.get(d)
        if not s or not s.get("ok"):
            # Failed or never reached: skip whatever records it left (a prefix of its launches).
            j = 0
            while j < len(names) and i < len(recs) and kname(recs[i]) == names[j]:
                i, j = i + 1, j + 1
            continue
        chunk = recs[i:i + len(names)]
        if len(chunk) != len(names) or any(kname(r) not in ("", n) for r, n in zip(chunk, names)):
            break  # out of step: trust nothing after this
        got[d] = chunk
        i += len(names)
    return got


def main(argv):
    timeout, summary, dirs = 600.0, None, []
    i = 0
    while i < len(argv):
        if argv[i] == "--timeout":
            timeout = float(argv[i + 1])
            i += 2
        elif argv[i] == "--summary":
            summary = argv[i + 1]
            i += 2
        else:
            dirs.append(argv[i])
            i += 1
    cases = [(d, hwcase.load_case(d)) for d in dirs]
    metrics = list(hwcase.NCU_METRICS)
    for _, c in cases:
        for m in c.get("ncu_extra", []):
            if m not in metrics:
                metrics.append(m)
    t0 = time.time()
    recs, stat, tail = profile(dirs, metrics, "ncu-child", timeout)
    main_split = split(cases, recs, stat)
    t1 = time.time()
    rrecs, rstat, rtail = profile(dirs, hwcase.REPEAT_METRICS, "quiet", timeout / 2)
    rep_split = split(cases, rrecs, rstat)
    t2 = time.time()
    results = []
    # ncu's raw page also returns every device attribute and the .min/.max/.sum
    # variants of throughput metrics: keep what was asked for (and launch__*).
    asked, rep_asked = set(metrics), set(hwcase.REPEAT_METRICS)
    for d, c in cases:
        if d in main_split and d in rep_split:
            launches = []
            for l, a, b in zip(c["launches"], main_split[d], rep_split[d]):
                a = {k: v for k, v in a.items() if k in asked or k.startswith("launch__")}
                b = {k: v for k, v in b.items() if k in rep_asked}
                launches.append({"kernel": l["kernel"], "ncu": dict(sorted(a.items())), "ncu_repeat": dict(sorted(b.items()))})
            hwcase.hw_update(c, {"note": "ncu = Nsight Compute metrics per launch, caches flushed before each launch, "
                                         "clocks not locked; ncu_repeat = a second profiling run showing run-to-run spread",
                                 "launches": launches})
            results.append({"case": d, "ok": True})
        else:
            why = []
            if d not in main_split:
                why.append("main run: %s" % (stat.get(d, {}).get("error") or "records missing or out of step"))
            if d not in rep_split:
                why.append("repeat run: %s" % (rstat.get(d, {}).get("error") or "records missing or out of step"))
            results.append({"case": d, "ok": False, "error": "; ".join(why)})
    bad = [r for r in results if not r["ok"]]
    for r in results:
        print(("ok   " if r["ok"] else "FAIL ") + r["case"] + ("" if r["ok"] else "  " + r["error"]))
    print("ncu_batch: %d ok, %d failed; %d + %d records; %.0f s main, %.0f s repeat; %d metrics" % (
        len(results) - len(bad), len(bad), len(recs), len(rrecs), t1 - t0, t2 - t1, len(metrics)))
    if bad:
        print("--- main run output tail ---\n" + tail + "\n--- repeat run output tail ---\n" + rtail)
    if summary:
        with open(summary, "w") as f:
            json.dump(results, f, indent=1)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
