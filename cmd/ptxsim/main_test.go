package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runApp runs the command line in-process and returns stdout, stderr and
// the exit status main would use.
func runApp(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	app := newApp()
	var out, errb bytes.Buffer
	app.Writer, app.ErrWriter = &out, &errb
	err := app.Run(intersperse(app, append([]string{"ptxsim"}, args...)))
	code := 0
	if err != nil {
		var ee exitError
		if errors.As(err, &ee) {
			code = ee.code
		} else {
			errb.WriteString(err.Error())
			code = 1
		}
	}
	return out.String(), errb.String(), code
}

func TestCheckReportsPositions(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.ptx")
	src := ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b32 %r<3>;\n\tadd.s32 %r1, %r2, %r9;\n\tret;\n}\n"
	if err := os.WriteFile(bad, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runApp(t, "check", bad)
	if code != 1 {
		t.Fatalf("exit status %d, want 1", code)
	}
	if want := bad + ":7:20: undeclared register %r9"; !strings.Contains(stderr, want) {
		t.Fatalf("stderr %q lacks %q", stderr, want)
	}
	_, stderr, code = runApp(t, "check", "../../testdata/conformance/ptx/basics.sm_90.ptx")
	if code != 0 || stderr != "" {
		t.Fatalf("good file: exit %d, stderr %q", code, stderr)
	}
}

func TestRunCaseAndConformanceSummary(t *testing.T) {
	stdout, stderr, code := runApp(t, "run", "--case", "../../testdata/conformance/cases/printf/case.json")
	if code != 0 || !strings.Contains(stderr, "printf: pass") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if !strings.Contains(stdout, "block 1 thread 0 value 40 float 20.000 hex 0") {
		t.Fatalf("printf output missing from stdout: %q", stdout)
	}
	stdout, _, code = runApp(t, "conformance", "--run", "vecadd", "--json", "../../testdata/conformance")
	if code != 0 || !strings.Contains(stdout, `"passed": 2`) || !strings.Contains(stdout, `"status": "pass"`) {
		t.Fatalf("exit %d, stdout %q", code, stdout)
	}
}

func TestRunErrors(t *testing.T) {
	ptxFile := "../../testdata/conformance/ptx/basics.sm_90.ptx"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"run", ptxFile}, "--kernel is required"},
		{[]string{"run", ptxFile, "--kernel", "vecAdd", "--arg", "s32:1"}, "kernel vecAdd takes 4 parameters, got 1"},
		{[]string{"run", ptxFile, "--kernel", "vecAdd", "--grid", "0"}, "--grid \"0\": dimension 0 must be a positive integer"},
		{[]string{"run"}, "want one PTX file"},
		{[]string{"run", ptxFile, "--kernel", "vecAdd", "--device", "gtx480"}, `unknown device model "gtx480"`},
	} {
		_, stderr, code := runApp(t, tc.args...)
		if code == 0 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", tc.args, code, stderr, tc.want)
		}
	}
}
