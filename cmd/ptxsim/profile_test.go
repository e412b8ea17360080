package main

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim"
)

func TestProfileAndValidateErrors(t *testing.T) {
	ptxFile := "../../testdata/conformance/ptx/basics.sm_90.ptx"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"profile"}, "want one PTX file"},
		{[]string{"profile", ptxFile, "--json", "--csv"}, "--json and --csv exclude each other"},
		{[]string{"profile", ptxFile, "--kernel", "vecAdd", "--cache-control", "some"}, `--cache-control "some": want all or none`},
		{[]string{"profile", ptxFile, "--kernel", "vecAdd", "--device", "gtx480"}, `unknown device model "gtx480"`},
		{[]string{"validate"}, "want one corpus folder"},
		{[]string{"validate", "--device", "nosuch.json", "../../testdata/conformance"}, "nosuch.json"},
	} {
		_, stderr, code := runApp(t, tc.args...)
		if code == 0 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", tc.args, code, stderr, tc.want)
		}
	}
	if _, stderr, code := runApp(t, "profile", ptxFile); code == 0 || !strings.Contains(stderr, "--kernel is required") {
		t.Errorf("no kernel: exit %d, stderr %q", code, stderr)
	}
}

func TestProfileKernel(t *testing.T) {
	ptxFile := "../../testdata/conformance/ptx/basics.sm_90.ptx"
	args := []string{"profile", ptxFile, "--kernel", "vecAdd", "--grid", "4", "--block", "256",
		"--arg", "buf:a=rand:4096", "--arg", "buf:b=rand:4096", "--arg", "buf:c=zeros:4096", "--arg", "s32:1024"}
	stdout, stderr, code := runApp(t, args...)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	for _, want := range []string{"launch 0: vecAdd  grid (4,1,1)  block (256,1,1)", "gpc__cycles_elapsed.max", "  Memory\n", "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("text lacks %q:\n%s", want, stdout)
		}
	}
	stdout, _, code = runApp(t, append(args, "--json")...)
	var rep ptxsim.ProfileReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil || code != 0 {
		t.Fatalf("json: exit %d, %v: %s", code, err, stdout)
	}
	// 4 blocks x 8 warps, one coalesced 4-byte load per array: 32 requests
	// of 4 sectors each for a and for b.
	m := rep.Launches[0].Metrics
	if m["l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"] != 64 || m["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"] != 256 {
		t.Errorf("global loads: %v requests, %v sectors", m["l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"], m["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"])
	}
	stdout, _, code = runApp(t, append(args, "--json", "--registers", "128")...)
	rep = ptxsim.ProfileReport{}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil || code != 0 {
		t.Fatalf("json: exit %d, %v: %s", code, err, stdout)
	}
	// 128 registers x 256 threads: two blocks fit in 64K registers.
	if m := rep.Launches[0].Metrics; m["launch__registers_per_thread"] != 128 || m["launch__occupancy_limit_registers"] != 2 {
		t.Errorf("--registers 128: %v registers, limit %v", m["launch__registers_per_thread"], m["launch__occupancy_limit_registers"])
	}
	stdout, _, code = runApp(t, append(args, "--csv")...)
	rows, err := csv.NewReader(strings.NewReader(stdout)).ReadAll()
	if err != nil || code != 0 || len(rows) < 10 || strings.Join(rows[0], ",") != "launch,kernel,metric,value" {
		t.Fatalf("csv: exit %d, %v, %d rows", code, err, len(rows))
	}

	stdout, stderr, code = runApp(t, "profile", "--case", "../../testdata/conformance/cases/bank_conflicts/case.json", "--cache-control", "none")
	if code != 0 || strings.Count(stdout, "\nlaunch ") != 7 || !strings.Contains(stdout, "caches: warm") {
		t.Fatalf("case: exit %d, stderr %q\n%s", code, stderr, stdout)
	}
}

func TestValidateCommand(t *testing.T) {
	dir := t.TempDir()
	cases := filepath.Join(dir, "cases")
	if err := os.Mkdir(cases, 0o755); err != nil {
		t.Fatal(err)
	}
	ptxDir, err := filepath.Abs("../../testdata/conformance/ptx")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(ptxDir, filepath.Join(dir, "ptx")); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"vecadd", "lat_shared"} {
		abs, err := filepath.Abs(filepath.Join("../../testdata/conformance/cases", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(abs, filepath.Join(cases, name)); err != nil {
			t.Fatal(err)
		}
	}
	stdout, stderr, code := runApp(t, "validate", dir)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	for _, want := range []string{"vecadd[0] vecAdd: cycles sim ", "exact metrics: ", "cycles MAPE: ", "over 2 launches", "micro MAPE: ", "lat_shared         out[0] warm"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("text lacks %q:\n%s", want, stdout)
		}
	}
	stdout, _, code = runApp(t, "validate", "--json", dir)
	var obj map[string]any
	if err := json.Unmarshal([]byte(stdout), &obj); err != nil || code != 0 {
		t.Fatalf("json: exit %d, %v", code, err)
	}
	for _, k := range []string{"exact_match", "exact_total", "cycles_mape", "cycles_median_ape", "cycles_correlation", "micro_mape", "launches"} {
		if _, ok := obj[k]; !ok {
			t.Errorf("JSON lacks %s", k)
		}
	}
	if n := len(obj["launches"].([]any)); n != 2 {
		t.Errorf("%d launch rows, want 2", n)
	}
}
