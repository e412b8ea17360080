package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/cmd/libcudart/locate"
)

// The CUDA programs of testdata/cuda run under ptxsim exec: every CUDA 11.8
// and CUDA 13 build, functionally, and a representative set on the timing
// model (all of them without -short). Each must end as it did on the H200
// (exit status and stdout, lines starting with '#' excepted, which hold
// timings: testdata/cuda/expected/h200 for the CUDA 13 builds,
// expected/h200-cuda11.8 for the 11.8 builds under CUDA 11.8's own
// runtime) or, where the H200 did not run that build, print PASS and exit 0.

const cudaDir = "../../testdata/cuda"

// needLibrary makes sure the runtime library can be built (cgo and a C
// compiler), skipping with the reason otherwise, and builds it for the
// sonames the test programs need.
func needLibrary(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("ptxsim exec tests skipped: no go command to build the runtime library with")
	}
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("ptxsim exec tests skipped: no gcc, which cgo needs to build the runtime library")
	}
	if _, err := locate.Dir([]string{"libcudart.so.11.0", "libcudart.so.13"}, locate.Options{}); err != nil {
		t.Fatal(err)
	}
}

// knownGaps are programs that fail for a known reason; the test says so
// and skips them while the reason shows in their output, and runs them
// normally once it does not.
var knownGaps = map[string]gap{
	// The runtime library's one known gap: its cluster occupancy is an
	// estimate whose counts differ from the H200's (see
	// cmd/libcudart/cudart/occupancy_cluster.go).
	"cluster_occupancy": {
		marker: "cudaOccupancyMaxActiveClusters: an estimate",
		why:    "cudaOccupancyMaxActiveClusters counts clusters per GPC of an assumed H200 layout; the H200's counts are lower for clusters of 3 or more blocks",
	},
}

// olderLibc is what the dynamic loader says when a binary built on the
// device machine needs a newer C or C++ runtime than this machine has
// (the CUDA 13 thrust_algorithms needs libstdc++'s GLIBCXX_3.4.32, GCC
// 13): the machine, not the library, cannot run it.
const olderLibc = "' not found (required by "

type gap struct{ marker, why string }

type programResult struct {
	stdout, stderr string
	code           int
}

func runCUDAProgram(t *testing.T, path string, s execSettings) programResult {
	t.Helper()
	var out, errb, log bytes.Buffer
	s.Quiet = true
	code, err := runProgram([]string{"./" + filepath.Base(path)}, s, stdio{nil, &out, &errb}, &log)
	if err != nil {
		t.Fatalf("%s: %v\n%s", path, err, log.String())
	}
	return programResult{out.String(), errb.String(), code}
}

// inDir runs f with the working directory set to dir.
func inDir(t *testing.T, dir string, f func()) {
	t.Helper()
	inDirB(t, dir, f)
}

func inDirB(t testing.TB, dir string, f func()) {
	t.Helper()
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	f()
}

func withoutHashLines(s string) string {
	var keep []string
	for _, l := range strings.SplitAfter(s, "\n") {
		if !strings.HasPrefix(l, "#") {
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "")
}

func checkProgram(t *testing.T, toolkit, name string, r programResult) {
	t.Helper()
	if g, ok := knownGaps[name]; ok && strings.Contains(r.stderr, g.marker) {
		t.Skipf("known gap: %s (stderr: %q)", g.why, g.marker)
	}
	if strings.Contains(r.stderr, olderLibc) && strings.Contains(r.stderr, "version `GLIBC") {
		t.Skipf("this machine's C/C++ runtime is older than the binary needs: %s", strings.TrimSpace(r.stderr))
	}
	exp := filepath.Join(cudaDir, "expected", "h200")
	if toolkit == "cuda11.8" {
		exp = filepath.Join(cudaDir, "expected", "h200-cuda11.8")
	}
	wantOut, errOut := os.ReadFile(filepath.Join(exp, name+".out"))
	wantRC, errRC := os.ReadFile(filepath.Join(exp, name+".rc"))
	if errOut == nil && errRC == nil {
		if got := strings.TrimSpace(string(wantRC)); got != strconv.Itoa(r.code) {
			t.Errorf("exit status %d, the H200's was %s\nstderr:\n%s", r.code, got, r.stderr)
		}
		if g, w := withoutHashLines(r.stdout), withoutHashLines(string(wantOut)); g != w {
			t.Errorf("stdout differs from the H200's\n--- got\n%s--- H200\n%s--- stderr\n%s", g, w, r.stderr)
		}
		return
	}
	if name == "vecadd_sass_only" {
		if r.code == 0 || !strings.Contains(r.stderr, "rebuild with nvcc -gencode arch=compute_") ||
			!strings.Contains(r.stderr, "cudaErrorNoKernelImageForDevice") {
			t.Errorf("a SASS-only binary: exit %d, stderr %q; want the no-kernel-image error with the rebuild hint", r.code, r.stderr)
		}
		return
	}
	if r.code != 0 || !strings.HasSuffix(r.stdout, "PASS\n") {
		t.Errorf("exit status %d, stdout ends %q\nstdout:\n%s\nstderr:\n%s", r.code, lastLine(r.stdout), r.stdout, r.stderr)
	}
}

func lastLine(s string) string {
	s = strings.TrimRight(s, "\n")
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

func programs(t *testing.T, toolkit string) []string {
	t.Helper()
	ents, err := os.ReadDir(filepath.Join(cudaDir, "bin", toolkit))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		if !e.IsDir() {
			out = append(out, e.Name())
		}
	}
	if len(out) < 40 {
		t.Fatalf("%s: only %d programs", toolkit, len(out))
	}
	return out
}

func TestExecPrograms(t *testing.T) {
	needLibrary(t)
	for _, tk := range []string{"cuda11.8", "cuda13"} {
		dir := filepath.Join(cudaDir, "bin", tk)
		for _, name := range programs(t, tk) {
			t.Run(tk+"/"+name, func(t *testing.T) {
				var r programResult
				inDir(t, dir, func() { r = runCUDAProgram(t, name, execSettings{}) })
				checkProgram(t, tk, name, r)
			})
		}
	}
}

// timedAlways run on the timing model even with -short: they cover
// shared memory, atomics, streams and events, unified memory, printf,
// tensor cores and many launches.
var timedAlways = map[string]bool{
	"guide_matmul_shared": true, "guide_streams": true, "guide_unified": true, "guide_printf": true,
	"histogram": true, "wmma_gemm": true, "sort_bitonic": true, "transpose": true,
}

func TestExecProgramsTiming(t *testing.T) {
	needLibrary(t)
	dir := filepath.Join(cudaDir, "bin", "cuda13")
	for _, name := range programs(t, "cuda13") {
		t.Run(name, func(t *testing.T) {
			if testing.Short() && !timedAlways[name] {
				t.Skip("timing mode of every program runs without -short; -short keeps a representative set")
			}
			var r programResult
			inDir(t, dir, func() { r = runCUDAProgram(t, name, execSettings{Timing: true}) })
			checkProgram(t, "cuda13", name, r)
		})
	}
}

// A profile of a timed run lists every launch with the timing model's
// metrics.
func TestExecProfile(t *testing.T) {
	needLibrary(t)
	prof := filepath.Join(t.TempDir(), "prof.json")
	var r programResult
	inDir(t, filepath.Join(cudaDir, "bin", "cuda13"), func() {
		r = runCUDAProgram(t, "transpose", execSettings{Profile: prof})
	})
	checkProgram(t, "cuda13", "transpose", r)
	data, err := os.ReadFile(prof)
	if err != nil {
		t.Fatal(err)
	}
	var rep struct {
		Device   string `json:"device"`
		Launches []struct {
			Kernel  string             `json:"kernel"`
			Metrics map[string]float64 `json:"metrics"`
		} `json:"launches"`
	}
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Launches) != 3 {
		t.Fatalf("%d launches in the profile, want 3", len(rep.Launches))
	}
	for _, l := range rep.Launches {
		if l.Metrics["gpc__cycles_elapsed.max"] <= 0 || l.Metrics["smsp__inst_executed.sum"] <= 0 {
			t.Errorf("launch %s: cycles %v, instructions %v", l.Kernel, l.Metrics["gpc__cycles_elapsed.max"], l.Metrics["smsp__inst_executed.sum"])
		}
	}
	if !strings.Contains(rep.Launches[1].Kernel, "tiled") {
		t.Errorf("second launch is %s, want the tiled transpose", rep.Launches[1].Kernel)
	}
}

// Kernel faults are reported as compute-sanitizer would, with the PTX
// position in the image's name (NAME.N.sm_XY.ptx).
func TestExecFaultReport(t *testing.T) {
	needLibrary(t)
	var r programResult
	inDir(t, filepath.Join(cudaDir, "bin", "cuda11.8"), func() { r = runCUDAProgram(t, "fault_sticky", execSettings{}) })
	for _, want := range []string{
		"========= Invalid address in kernel _Z4wildPii",
		"=========     at fault_sticky.1.sm_70.ptx:",
		"=========     by thread (3,0,0) in block (1,0,0)",
		"=========     Access to 0x10c is out of bounds",
	} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
	inDir(t, filepath.Join(cudaDir, "bin", "cuda11.8"), func() { r = runCUDAProgram(t, "fault_assert", execSettings{}) })
	if want := "src/fault_assert.cu:10: void checkPositive(const int *, int): block: [1,0,0], thread: [5,0,0] Assertion `p[i] > 0` failed."; !strings.Contains(r.stderr, want) {
		t.Errorf("stderr lacks the assertion message %q:\n%s", want, r.stderr)
	}
}

// The command line: the program's own arguments pass through, a missing
// program and a program without the runtime are clear errors.
func TestExecCommandLine(t *testing.T) {
	_, stderr, code := runApp(t, "exec")
	if code == 0 || !strings.Contains(stderr, "no program given") {
		t.Errorf("exec without a program: exit %d, %q", code, stderr)
	}
	_, stderr, code = runApp(t, "exec", "--", "/bin/true")
	if code == 0 || !strings.Contains(stderr, "does not link the CUDA runtime as a shared library") {
		t.Errorf("exec /bin/true: exit %d, %q", code, stderr)
	}
	_, stderr, code = runApp(t, "exec", "--device", "no-such-gpu", "--", "/bin/true")
	if code == 0 || !strings.Contains(stderr, "--device") {
		t.Errorf("exec --device no-such-gpu: exit %d, %q", code, stderr)
	}
	args := intersperse(newApp(), []string{"ptxsim", "exec", "--timing", "./prog", "-n", "5", "--quiet"})
	if got := strings.Join(args, " "); got != "ptxsim exec --timing -- ./prog -n 5 --quiet" {
		t.Errorf("intersperse: %q", got)
	}
}

// inspect, check, run and disasm take an nvcc-built executable and use its
// PTX.
func TestExecutableCommands(t *testing.T) {
	bin := filepath.Join(cudaDir, "bin")
	out, stderr, code := runApp(t, "inspect", filepath.Join(bin, "cuda13", "vecadd_two_ptx"))
	for _, want := range []string{"2 NVIDIA fat binaries", "compute_80   PTX ISA 9.0  vecadd_two_ptx.2.sm_80.ptx  992 bytes (zstd,", "_Z6VecAddPKfS0_Pfi  4       28"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("inspect: exit %d, output lacks %q:\n%s%s", code, want, out, stderr)
		}
	}
	out, _, code = runApp(t, "inspect", "--json", filepath.Join(bin, "cuda13", "vecadd_arch_specific"))
	if code != 0 || !strings.Contains(out, `"arch": "compute_90a"`) || !strings.Contains(out, `"compression": "zstd"`) {
		t.Errorf("inspect --json: exit %d\n%s", code, out)
	}
	_, stderr, code = runApp(t, "check", filepath.Join(bin, "cuda11.8", "templates"), filepath.Join(bin, "cuda13", "guide_unified"))
	if code != 0 {
		t.Errorf("check of two executables: exit %d, %s", code, stderr)
	}
	_, stderr, code = runApp(t, "check", filepath.Join(bin, "cuda11.8", "vecadd_sass_only"))
	if code != 1 || !strings.Contains(stderr, "no PTX to check") {
		t.Errorf("check of a SASS-only executable: exit %d, %q", code, stderr)
	}
	dir := t.TempDir()
	cfile := filepath.Join(dir, "c.bin")
	_, stderr, code = runApp(t, "run", filepath.Join(bin, "cuda13", "guide_vecadd"), "--kernel", "_Z6VecAddPKfS0_Pfi", "--grid", "1", "--block", "4",
		"--arg", "buf:a=f32:1,2,3,4", "--arg", "buf:b=f32:10,20,30,40", "--arg", "buf:c=zeros:16", "--arg", "s32:4", "--out", "c="+cfile)
	if code != 0 {
		t.Fatalf("run of an executable's kernel: exit %d, %s", code, stderr)
	}
	c, _ := os.ReadFile(cfile)
	var want bytes.Buffer
	for _, v := range []float32{11, 22, 33, 44} {
		binary.Write(&want, binary.LittleEndian, v)
	}
	if !bytes.Equal(c, want.Bytes()) {
		t.Errorf("c = %v", c)
	}
	_, stderr, code = runApp(t, "run", filepath.Join(bin, "cuda11.8", "vecadd_sass_only"), "--kernel", "k", "--grid", "1", "--block", "1")
	if code == 0 || !strings.Contains(stderr, "rebuild with nvcc -gencode arch=compute_70,code=compute_70") {
		t.Errorf("run of a SASS-only executable: exit %d, %q", code, stderr)
	}
	out, _, code = runApp(t, "disasm", "--arch", "compute_70", filepath.Join(bin, "cuda11.8", "guide_vecadd"))
	if code != 0 || !strings.Contains(out, ".entry _Z6VecAddPKfS0_Pfi") {
		t.Errorf("disasm: exit %d\n%s", code, out)
	}
}
