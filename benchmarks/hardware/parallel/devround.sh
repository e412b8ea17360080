# devround.sh: the scaffolding the device-round scripts of this directory
# share (session 7: run-par-step-8.sh, run-serve-8.sh, run-par-fn-8.sh,
# run-par-fn-8-b.sh, run-tm1-8.sh and their build-*-8.sh; session 6:
# run-par6-a.sh, run-par6-b.sh (and so run-par6-b2.sh), run-tm6.sh,
# build-par6.sh). Source it (it only defines functions and runs nothing):
#
#   . "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
#
# Run scripts (started from the repository root; the GPU is not used):
#   dr_start            with RES (results directory) and OUT set: creates
#                       both, empties $RES/run.log (LOG) and starts the
#                       clock (START) that dr_step's budget counts from.
#   say MSG...          a time-stamped line on stdout and in $LOG.
#   dr_finish TAR RE    the usual EXIT trap (trap 'dr_finish ...' EXIT):
#                       dr_summary RE, the summary's Benchmark lines into
#                       the log, then dr_pack TAR.
#   dr_summary RE [skip] writes $RES/summary.txt: for each $RES/*.txt a
#                       "== name" line and its lines matching the
#                       extended regexp RE (skip: leave summary.txt
#                       itself out).
#   dr_pack TAR         tars $RES into $OUT/TAR.tar.gz and says so.
#   dr_machine N [CMD]  $RES/machine.txt: nproc, the first N lines of
#                       lscpu, free -g, uname -a, uptime, then CMD (eval'd).
#   dr_unpack BIN [S]   when BIN is not executable, decompresses BIN.xz
#                       (xz has no CLI on the device machine: python's
#                       lzma) into it, under timeout S when given; fails
#                       when BIN.xz is missing or does not decompress.
#   dr_step NAME SECS MARGIN CMD...
#                       one benchmark process: CMD run in benchmarks/
#                       under timeout --signal=INT --kill-after=5 SECS,
#                       stdout and stderr into $RES/NAME; skipped (and
#                       said so) when fewer than SECS+MARGIN of BUDGET
#                       seconds since START are left. DR_NOTE, if set, is
#                       appended inside the "start" line's parentheses.
# Build scripts (run here, from the repository root; no Go on the device):
#   dr_gotest OUT       go test -c ./benchmarks for linux/amd64 into OUT.
#   dr_gotest_at REV OUT  the same from a git archive of REV (OUT relative
#                       to the repository root).
#   dr_head             HEAD's commit, "(with uncommitted changes)" added
#                       when the worktree differs from it.

say() { echo "$(date +%T) $*" | tee -a "$LOG"; }

dr_start() {
	mkdir -p "$RES" "$OUT"
	LOG=$RES/run.log
	: > "$LOG"
	START=$(date +%s)
}

dr_summary() {
	local re=$1 skip=${2:-} f
	{
		for f in "$RES"/*.txt; do
			[ -n "$skip" ] && [ "$(basename "$f")" = summary.txt ] && continue
			echo "== $(basename "$f")"
			grep -E "$re" "$f"
		done
	} > "$RES/summary.txt" 2>&1
}

dr_pack() {
	tar czf "$OUT/$1.tar.gz" "$RES" && say "wrote $OUT/$1.tar.gz"
}

dr_finish() {
	dr_summary "$2"
	grep Benchmark "$RES/summary.txt" | tee -a "$LOG"
	dr_pack "$1"
}

dr_machine() {
	{ echo "nproc: $(nproc)"; lscpu 2>/dev/null | head -"$1"; free -g 2>/dev/null; uname -a; uptime; [ -n "${2:-}" ] && eval "$2"; } > "$RES/machine.txt" 2>&1
}

DR_UNXZ='import lzma,shutil,sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))'

dr_unpack() {
	local bin=$1
	[ -x "$bin" ] && return 0
	[ -f "$bin.xz" ] || return 1
	if [ -n "${2:-}" ]; then
		timeout "$2" python3 -c "$DR_UNXZ" "$bin.xz" "$bin" && chmod +x "$bin"
	else
		python3 -c "$DR_UNXZ" "$bin.xz" "$bin" && chmod +x "$bin"
	fi
}

dr_step() {
	local name=$1 secs=$2 margin=$3
	shift 3
	local left=$((BUDGET - ($(date +%s) - START)))
	if [ "$left" -lt $((secs + margin)) ]; then
		say "skip $name (${left}s left, needs ${secs}s)"
		return
	fi
	say "start $name (limit ${secs}s${DR_NOTE:-})"
	( cd benchmarks && timeout --signal=INT --kill-after=5 "$secs" "$@" ) > "$RES/$name" 2>&1
	say "end $name rc=$?"
}

dr_gotest() {
	GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go test -c -ldflags="-s -w" -o "$1" ./benchmarks
}

dr_gotest_at() {
	local tmp
	tmp=$(mktemp -d)
	git archive "$1" | tar -x -C "$tmp"
	(cd "$tmp" && dr_gotest "$OLDPWD/$2")
	rm -rf "$tmp"
}

dr_head() {
	echo "$(git rev-parse HEAD)$(git diff --quiet HEAD || echo ' (with uncommitted changes)')"
}
