#!/bin/bash
# Validates the scale corpus (and the shared corpus) on the device machine's
# CPUs with a ptxsim binary built on the development machine (the device has
# no Go): writes $OUT/scale.tar.gz holding
#   benchmarks/hardware/scale/validate/scale-$REV.txt / .json / .time
#   benchmarks/hardware/scale/validate/conformance-$REV.txt / .time
# Usage (repository root): BIN=benchmarks/hardware/scale/validate/ptxsim-scale.xz REV=abc1234 run.sh
# (NO_CONFORMANCE=1 skips the shared corpus; EXTRA_FILES are added to the tarball.)
# Never hangs: each validation has a timeout; what finished is kept.
set -u
T0=$(date +%s)
OUT=${OUT:-/tmp/scale-out}
D=benchmarks/hardware/scale/validate
BIN=${BIN:-$D/ptxsim-scale.xz}
REV=${REV:-$(cat $D/ptxsim-scale.rev 2>/dev/null || echo new)}
mkdir -p "$OUT"
log() { echo "[$(($(date +%s) - T0))s] $*" | tee -a "$D/run-$REV.log"; }
: >"$D/run-$REV.log"
xz -dc "$BIN" >/tmp/ptxsim-scale && chmod +x /tmp/ptxsim-scale || log "cannot unpack $BIN"
log "nproc $(nproc), binary of $REV"
( time timeout ${SCALE_TIMEOUT:-170} /tmp/ptxsim-scale validate -q --json testdata/scale >"$D/scale-$REV.json" 2>"$D/scale-$REV.err" ) 2>"$D/scale-$REV.time"
log "scale: exit $?"
python3 - "$D/scale-$REV.json" >"$D/scale-$REV.summary.txt" 2>&1 <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
print("cycles MAPE %.2f%% over %d launches (median %.2f%%, r %.3f); exact %d/%d" % (d["cycles_mape"], d["cycles_launches"], d["cycles_median_ape"], d["cycles_correlation"], d["exact_match"], d["exact_total"]))
for b in d["size_summary"]["buckets"]:
    print("  %-9s %3d launches MAPE %5.1f%% median %5.1f%% mean %+6.1f%%  %.3g sim cycles/s" % (b["label"], b["launches"], b["mape"], b["median_ape"], b["mean_error"], b["sim_cycles_per_second"]))
s = d["size_summary"]
print("  slope %+.2f points/decade, r %.3f" % (s["slope_points_per_decade"], s["correlation"]))
c = d["cost"]
print("cost: %.3g sim cycles/s, %.3g thread-inst/s, %.1f s over %d launches" % (c["sim_cycles_per_second"], c["thread_instructions_per_second"], c["wall_seconds"], c["launches"]))
for l in sorted(d["launches"], key=lambda l: -abs(l["rel_error"]))[:70]:
    print("  %+7.1f%%  %s[%d] %s sim %d hw %d  %.3g cyc/s" % (100 * l["rel_error"], l["case"], l["index"], l["kernel"], l["sim_cycles"], l["hw_cycles"], l["sim_cycles_per_second"]))
PY
log "$(head -1 "$D/scale-$REV.summary.txt")"
if [ -z "${NO_CONFORMANCE:-}" ]; then
    ( time timeout 60 /tmp/ptxsim-scale validate -q testdata/conformance >"$D/conformance-$REV.txt" 2>&1 ) 2>"$D/conformance-$REV.time"
    log "conformance: exit $?: $(tail -3 "$D/conformance-$REV.txt" | tr '\n' ' ')"
fi
gzip -9f "$D/scale-$REV.json"
tar czf "$OUT/scale.tar.gz" $D/*-$REV.* ${EXTRA_FILES:-}
ls -l "$OUT"
