#!/usr/bin/env python3
"""trim_hw.py HW_JSON...

Nsight Compute's raw CSV page carries ~600 columns per launch (every device
attribute, the .min/.max/.sum variants of each throughput metric); hwcase.py
keeps every one. This keeps, per launch, only the metrics that were asked for
(hwcase.py's standard set, ncu_extra.txt, the repeat set) plus launch__*, so
a case's hw.json is ~15 KB instead of ~170 KB. Rewrites the files in place.
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import hwcase  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def wanted():
    w = set(hwcase.NCU_METRICS)
    for line in open(os.path.join(HERE, "ncu_extra.txt")):
        line = line.strip()
        if line and not line.startswith("#"):
            w.add(line)
    return w


def keep(d, names):
    return {k: v for k, v in d.items() if k in names or k.startswith("launch__")}


def main(argv):
    names = wanted()
    rep = set(hwcase.REPEAT_METRICS)
    for p in argv:
        with open(p) as f:
            hw = json.load(f)
        for l in hw.get("launches", []):
            if "ncu" in l:
                l["ncu"] = keep(l["ncu"], names)
            if "ncu_repeat" in l:
                l["ncu_repeat"] = {k: v for k, v in l["ncu_repeat"].items() if k in rep}
        with open(p, "w") as f:
            json.dump(hw, f, indent=1)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
