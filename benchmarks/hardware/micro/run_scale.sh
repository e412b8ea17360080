#!/bin/bash
# Scale-corpus check for the micro branch (issue #12): `ptxsim validate`
# of testdata/scale with main's binary (0684897) and the micro branch's,
# side by side, one case at a time so that a timeout keeps what finished.
# Needs benchmarks/hardware/micro/bin/ptxsim-{main,micro}.xz (built on the
# dev machine with CGO_ENABLED=0 go build -ldflags='-s -w'; not committed)
# and testdata/scale. Writes $OUT/micro.tar.gz with
# benchmarks/hardware/micro/scaleD/{main,micro}/CASE.txt. About 2-3 min.
set -u
OUT=${OUT:-/tmp/micro-out}
mkdir -p "$OUT"
H=benchmarks/hardware/micro
D=$H/scaleD
mkdir -p $D/main $D/micro
exec > >(tee "$D/run.log") 2>&1
t0=$(date +%s)
pack() { tar czf "$OUT/micro.tar.gz" $D; ls -la "$OUT"; }
trap pack EXIT
for b in main micro; do
  xz -dc $H/bin/ptxsim-$b.xz > /tmp/ptxsim-$b && chmod +x /tmp/ptxsim-$b || echo "UNPACK FAIL $b"
done
cases="$(ls testdata/scale/cases | grep -v -x -e convsep -e tcgemm) convsep tcgemm"  # the two slowest last
run() {  # binary
  for c in $cases; do
    left=$((${BUDGET:-170} - ($(date +%s) - t0)))
    [ $left -le 5 ] && { echo "$1: out of time before $c"; break; }
    timeout $left /tmp/ptxsim-$1 validate -q --threads 8 --run "$c" testdata/scale > $D/$1/$c.txt 2>&1 || echo "$1 $c exit $?"
  done
}
run main & p1=$!; run micro & p2=$!; wait $p1 $p2
echo "== $(($(date +%s) - t0))s done"
for b in main micro; do
  echo "== $b"; cat $D/$b/*.txt | grep -E "cycles sim" | sed 's/\[hw repeat.*//'
done
