#!/usr/bin/env python3
"""assemble.py PROGRAM LINES_FILE OUT_JSON [ENV_FILE]

Turns the JSON lines a calibration program printed ({"section": NAME,
"data": {...}} or {"section": NAME, "error": TEXT}) into one JSON object:
{"program", "device", "sections": {NAME: data}, "errors": {NAME: TEXT},
"unparsed": [lines that were not JSON]}. A program killed half-way still
gives the sections it finished."""
import json
import sys


def main(argv):
    prog, lines, out = argv[0], argv[1], argv[2]
    env = argv[3] if len(argv) > 3 else None
    res = {"program": prog, "device": "", "sections": {}, "errors": {}, "unparsed": []}
    if env:
        try:
            res["device"] = open(env).read().strip()
        except OSError:
            pass
    try:
        text = open(lines, errors="replace").read()
    except OSError as e:
        text = ""
        res["errors"]["_file"] = str(e)
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        try:
            o = json.loads(line)
        except ValueError:
            res["unparsed"].append(line[:500])
            continue
        name = o.get("section", "?")
        if "error" in o:
            res["errors"][name] = o["error"]
        else:
            res["sections"][name] = o.get("data")
    with open(out, "w") as f:
        json.dump(res, f, indent=1)
        f.write("\n")
    print("%s: %d sections, %d errors, %d unparsed lines -> %s" % (
        prog, len(res["sections"]), len(res["errors"]), len(res["unparsed"]), out))
    return 0 if res["sections"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
