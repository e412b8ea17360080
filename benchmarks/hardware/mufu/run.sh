#!/usr/bin/env bash
# run.sh: the MUFU sweep on the device machine (one H200, CUDA 13).
#
# Started from the repository root with $OUT set; writes ONE tarball,
# $OUT/isa-mufu.tar.gz, whose paths are relative to the repository root:
#   benchmarks/hardware/mufu/results/...   (the compressed sweep results,
#                                           pack.json, logs, SASS listings)
# and a copy of its log as $OUT/isa-mufu.run.log. Expected wall time: about
# 2 minutes (build 20-40 s, sweep 30-60 s, compression 20-40 s). Every step
# is under a timeout and a failing step is logged and skipped; the sweep
# program writes its files as it goes, so a partial run still returns data.
# Dry run without a GPU: MUFU_SWEEP_EXTRA=--cpu OUT=/tmp/x bash run.sh
set -u
HERE=benchmarks/hardware/mufu
if [ -z "${OUT:-}" ]; then echo "OUT is not set" >&2; exit 1; fi
if [ ! -f "$HERE/mufu_sweep.cu" ]; then echo "run from the repository root" >&2; exit 1; fi
WORK=$(mktemp -d)
RAW=$WORK/raw
STAGE=$WORK/stage
DEST=$STAGE/$HERE/results
mkdir -p "$RAW/logs" "$RAW/sass" "$DEST" "$OUT"
LOG=$RAW/logs/run.log
log() { echo "[run.sh $(date +%T)] $*" | tee -a "$LOG"; }
T0=$(date +%s)

log "start in $(pwd), work dir $WORK"
{ nvidia-smi; echo; nvcc --version; echo; uname -a; python3 --version; } > "$RAW/logs/env.txt" 2>&1 || log "env probe failed (continuing)"

# 1. build (nvcc 13 for sm_90)
BIN=$WORK/mufu_sweep
if timeout 240 nvcc -O2 -arch=sm_90 --extended-lambda -o "$BIN" "$HERE/mufu_sweep.cu" > "$RAW/logs/build.txt" 2>&1; then
  log "built with $(nvcc --version | tail -1)"
else
  log "BUILD FAILED (see logs/build.txt)"
fi

# 2. the SASS ptxas makes of each MUFU-backed instruction
if timeout 120 nvcc -arch=sm_90 -cubin -o "$WORK/probe.cubin" "$HERE/sass_probe.cu" > "$RAW/logs/probe_build.txt" 2>&1; then
  timeout 60 cuobjdump -sass "$WORK/probe.cubin" > "$RAW/sass/sass_probe.sm_90.txt" 2>&1 || log "cuobjdump failed"
  log "SASS probe done"
else
  log "SASS probe build failed (see logs/probe_build.txt)"
fi

# 3. the sweep (writes as it goes)
log "sweep start"
timeout 200 "$BIN" "$RAW" ${MUFU_SWEEP_EXTRA:-} > "$RAW/logs/sweep.stdout" 2>&1
RC=$?
log "sweep exit $RC after $(( $(date +%s) - T0 )) s total"
tail -5 "$RAW/logs/sweep.stdout" | tee -a "$LOG"

# 4. compress within the size budget, then one tarball
cp "$LOG" "$RAW/logs/run.log.copy" 2>/dev/null
if ! timeout 240 python3 "$HERE/pack.py" "$RAW" "$DEST" --budget 11000000 >> "$LOG" 2>&1; then
  log "pack.py failed; falling back to plain gzip of the small files"
  ( cd "$RAW" && find . -type f -size -2M -print0 | xargs -0 tar -czf "$DEST/fallback.tar.gz" ) >> "$LOG" 2>&1
fi
log "done after $(( $(date +%s) - T0 )) s"
cp "$LOG" "$DEST/run.log"
tar -C "$STAGE" -czf "$OUT/isa-mufu.tar.gz" .
cp "$LOG" "$OUT/isa-mufu.run.log"
ls -la "$OUT"
exit 0
