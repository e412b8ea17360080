#!/usr/bin/env python3
"""inject_extra.py EXTRA_LIST QUERY_OUTPUT CASE_DIR...

Adds the metrics of EXTRA_LIST (one per line, # comments) to every case's
case.json as "ncu_extra" (hwcase.py's field), keeping only names that the
installed Nsight Compute knows: QUERY_OUTPUT is the text of `ncu
--query-metrics-mode all --chip gh100` (full names with suffixes) or of the
base-name query; a name is kept when it (or, for a base-name listing, its
part before the first '.') is the first word of a line. If the query output
is empty or lists no known metric at all, every name is kept (run.sh then
falls back to no extras if the first profile fails). Prints what it did.

`--strip CASE_DIR...` removes "ncu_extra" again.
"""
import json
import os
import sys


def cases(dirs):
    for d in dirs:
        p = os.path.join(d, "case.json")
        if os.path.exists(p):
            yield p


def rewrite(path, extra):
    with open(path) as f:
        c = json.load(f)
    if extra:
        c["ncu_extra"] = extra
    else:
        c.pop("ncu_extra", None)
    with open(path, "w") as f:
        json.dump(c, f, indent=1)
        f.write("\n")


def main(argv):
    if argv and argv[0] == "--strip":
        n = 0
        for p in cases(argv[1:]):
            rewrite(p, None)
            n += 1
        print("inject_extra: removed ncu_extra from %d cases" % n)
        return 0
    listfile, query, dirs = argv[0], argv[1], argv[2:]
    want = []
    for line in open(listfile):
        line = line.strip()
        if line and not line.startswith("#"):
            want.append(line)
    known = set()
    try:
        for line in open(query, errors="replace"):
            w = line.split()
            if w and "__" in w[0]:
                known.add(w[0])
    except OSError:
        pass
    bases = {k.split(".")[0] for k in known}
    full = any("." in k for k in known)
    keep, drop = [], []
    for m in want:
        if not known:
            keep.append(m)
        elif m in known or (not full and m.split(".")[0] in bases):
            keep.append(m)
        else:
            drop.append(m)
    if known and not keep:  # the query listed something else entirely: do not trust it
        keep, drop = want, []
        print("inject_extra: no requested metric in the query output; keeping all %d" % len(want))
    n = 0
    for p in cases(dirs):
        rewrite(p, keep)
        n += 1
    print("inject_extra: query listed %d names (%s); %d cases get %d extra metrics" % (
        len(known), "with suffixes" if full else "base names", n, len(keep)))
    for m in drop:
        print("inject_extra: dropped (unknown to this ncu): " + m)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
