#!/usr/bin/env bash
# Texture and surface ground truth on the GPU (ptxsim issue 11).
#
# Run from the repository root on the device machine (CUDA 13, python3):
#     benchmarks/hardware/textures/run.sh
# It writes one tarball, $OUT/textures.tar.gz (default OUT=/tmp/out), whose
# paths are relative to the repository root: untar it there. It holds the
# hardware's outputs of every case under testdata/textures/cases
# (*.expected.bin, fault.expected.txt, hw.json), the run summaries and logs
# (benchmarks/hardware/textures/results/), the driver-struct check, the ncu
# metric list of this GPU, and ptxas 13's SASS of every case module.
#
# Steps (each bounded by `timeout`; a failing step is logged and the rest go on):
#   1. structcheck: the driver structs texcase.py builds with ctypes must match cuda.h
#   2. texcase.py run: every case except those expecting a fault
#   3. texcase.py run: each fault case, and each bad_* case (that may fault), in its own process
#   4. texcase.py ncu: the timing cases (ncu_extra names this ncu does not know are dropped first)
#   5. ptxas + cuobjdump: SASS of each module
# Expected time: about 2 minutes.
set -u
ROOT=$(pwd)
HERE=benchmarks/hardware/textures
OUT=${OUT:-/tmp/out}
RES=$HERE/results
RES=${RESULTS:-$RES}
mkdir -p "$OUT" "$RES" "$RES/sass"
LOG=$RES/run.log
: > "$LOG"
log() { echo "[$(date +%H:%M:%S)] $*" | tee -a "$LOG"; }
step() { # step NAME SECONDS CMD...: run with a time limit, log status
    local name=$1 secs=$2; shift 2
    log "step $name: $*"
    timeout --kill-after=10 "$secs" "$@" >>"$LOG" 2>&1
    local rc=$?
    log "step $name: exit $rc"
    return $rc
}
CUDA=${CUDA_HOME:-/usr/local/cuda}
[ -d "$CUDA/include" ] || CUDA=$(dirname "$(dirname "$(command -v nvcc 2>/dev/null || echo /usr/local/cuda/bin/nvcc)")")
log "root $ROOT, CUDA $CUDA, $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)"

CASES=testdata/textures/cases
TARNAME=${TARNAME:-textures}
FAULTS=""
NORMAL=""
TIMING=""
for d in "$CASES"/*/; do
    d=${d%/}
    if [ -n "${ONLY:-}" ]; then  # a later, smaller round: only the cases named in $ONLY (shell patterns)
        keep=0
        for pat in $ONLY; do case "${d##*/}" in $pat) keep=1;; esac; done
        [ $keep = 1 ] || continue
    fi
    # Fault cases, and the bad_* ones that may fault, each run in a process of their own.
    if grep -q '"compare": "fault"' "$d/case.json" || [ "${d##*/bad_}" != "$d" ]; then FAULTS="$FAULTS $d"; else NORMAL="$NORMAL $d"; fi
    if grep -q '"timing"' "$d/case.json"; then TIMING="$TIMING $d"; fi
done

# 1. struct layouts
OK=1
if step structcheck-build 60 gcc -I"$CUDA/include" $HERE/structcheck.c -o /tmp/structcheck \
   || step structcheck-build-nvcc 60 nvcc -x c -I"$CUDA/include" $HERE/structcheck.c -o /tmp/structcheck; then
    /tmp/structcheck > $RES/structs.json 2>>"$LOG"
    step structcheck 30 python3 $HERE/texcase.py checkstructs $RES/structs.json || OK=0
else
    log "structcheck could not be built; going on with the layouts of CUDA 11.8 (checked when written)"
fi

if [ $OK = 1 ]; then
    # 2. every ordinary case
    step run 150 python3 $HERE/texcase.py run --timeout 60 --summary $RES/summary-run.json $NORMAL
    # 3. fault cases, one process each
    for d in $FAULTS; do
        step "fault-$(basename "$d")" 60 python3 $HERE/texcase.py run --timeout 30 \
            --summary "$RES/summary-$(basename "$d").json" "$d"
    done
    # 4. ncu on the timing cases
    if [ -n "${ONLY:-}" ]; then
        log "round limited to: $ONLY (no ncu, no SASS)"
    elif command -v ncu >/dev/null; then
        ncu --query-metrics > $RES/ncu-query-metrics.txt 2>>"$LOG" || log "ncu --query-metrics failed"
        python3 - "$RES/ncu-query-metrics.txt" $TIMING >>"$LOG" 2>&1 <<'EOF'
import json, sys
known = set()
for line in open(sys.argv[1]):
    w = line.split()
    if w and "__" in w[0]:
        known.add(w[0])
for d in sys.argv[2:]:
    p = d + "/case.json"
    c = json.load(open(p))
    extra = c.get("ncu_extra", [])
    keep = [m for m in extra if m.split(".")[0] in known] if known else extra
    drop = sorted(set(extra) - set(keep))
    print("ncu_extra %s: keeping %d, dropping %s" % (d, len(keep), drop))
    if drop:
        c["ncu_extra"] = keep
        c["ncu_extra_dropped"] = drop
        with open(p, "w") as f:
            json.dump(c, f, indent=1)
            f.write("\n")
EOF
        for d in $TIMING; do
            if ! step "ncu-$(basename "$d")" 120 python3 $HERE/texcase.py ncu --timeout 110 \
                --summary "$RES/summary-ncu-$(basename "$d").json" "$d"; then
                # An extra metric this ncu refuses fails the whole run: retry
                # with the names known to exist on Hopper.
                python3 - "$d" >>"$LOG" 2>&1 <<'EOF2'
import json, sys
p = sys.argv[1] + "/case.json"
c = json.load(open(p))
safe = ["l1tex__t_requests_pipe_tex_mem_texture.sum", "l1tex__t_sectors_pipe_tex_mem_texture.sum",
        "l1tex__t_sectors_pipe_tex_mem_texture_lookup_hit.sum", "sm__sass_inst_executed_op_texture.sum"]
c["ncu_extra_dropped"] = sorted(set(c.get("ncu_extra", [])) - set(safe))
c["ncu_extra"] = safe
json.dump(c, open(p, "w"), indent=1)
print("ncu retry with", safe)
EOF2
                step "ncu-retry-$(basename "$d")" 120 python3 $HERE/texcase.py ncu --timeout 110 \
                    --summary "$RES/summary-ncu-retry-$(basename "$d").json" "$d"
            fi
        done
    else
        log "no ncu on this machine"
    fi
fi

# 5. SASS of each module (ptxas of this toolkit; the driver's JIT is the same compiler)
if [ -z "${ONLY:-}" ] && command -v ptxas >/dev/null; then
    ls testdata/textures/ptx/*.ptx | timeout 90 xargs -P 8 -I{} sh -c \
        'b=$(basename {} .ptx); ptxas -arch=sm_90 {} -o /tmp/$b.cubin 2>'"$RES"'/sass/$b.ptxas.txt && cuobjdump -sass /tmp/$b.cubin > '"$RES"'/sass/$b.sass' \
        >>"$LOG" 2>&1 || log "sass step failed"
fi

log "done"
# The tarball: every result file at its repository path.
find "$CASES" \( -name '*.expected.bin' -o -name '*.expected-cold.bin' -o -name 'fault.expected.txt' \
    -o -name 'hw.json' -o -name 'case.json' \) -print > /tmp/textures-files.txt
find "$RES" -type f -print >> /tmp/textures-files.txt
tar czf "$OUT/$TARNAME.tar.gz" -T /tmp/textures-files.txt
ls -la "$OUT/$TARNAME.tar.gz" | tee -a "$LOG"
