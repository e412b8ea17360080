package main

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestAsmInspectDisasmAndLoad(t *testing.T) {
	dir := t.TempDir()
	src := "../../testdata/conformance/ptx/basics.sm_80.ptx"
	fat := filepath.Join(dir, "b.cubin")
	if _, stderr, code := runApp(t, "asm", src, "-o", fat, "--arch", "sm_80,compute_80"); code != 0 {
		t.Fatalf("asm: exit %d: %s", code, stderr)
	}
	out, stderr, code := runApp(t, "inspect", fat)
	if code != 0 || !strings.Contains(out, "fat binary, 2 image(s): sm_80, compute_80") || !strings.Contains(out, "vecAdd") {
		t.Fatalf("inspect: exit %d, %q %q", code, out, stderr)
	}
	out, _, code = runApp(t, "disasm", fat)
	if code != 0 || !strings.Contains(out, ".visible .entry vecAdd(") {
		t.Fatalf("disasm: exit %d, %q", code, out)
	}
	// On the H200 (9.0) the sm_80 machine image cannot run (another major),
	// so the loader compiles the compute_80 PTX image.
	cbin := filepath.Join(dir, "c.bin")
	_, stderr, code = runApp(t, "run", fat, "--kernel", "vecAdd", "--block", "4",
		"--arg", "buf:a=f32:1,2,3,4", "--arg", "buf:b=f32:1,1,1,1", "--arg", "buf:c=zeros:16", "--arg", "s32:4", "--out", "c="+cbin)
	if code != 0 {
		t.Fatalf("run from binary: exit %d: %s", code, stderr)
	}
	// An arch-specific image refuses another device with the driver's words.
	only90a := filepath.Join(dir, "a.cubin")
	if _, stderr, code := runApp(t, "asm", "../../testdata/conformance/ptx/basics.sm_90.ptx", "-o", only90a, "--arch", "sm_90a"); code != 0 {
		t.Fatalf("asm sm_90a: %s", stderr)
	}
	_, stderr, code = runApp(t, "run", only90a, "--device", "a100", "--kernel", "vecAdd")
	if code == 0 || !strings.Contains(stderr, "no kernel image is available for execution on the device (compute capability 8.0)") {
		t.Fatalf("sm_90a on a100: exit %d, %q", code, stderr)
	}
	// An image older than the module's .target is refused at assembly.
	_, stderr, code = runApp(t, "asm", "../../testdata/conformance/ptx/basics.sm_90.ptx", "-o", filepath.Join(dir, "x"), "--arch", "sm_80")
	if code == 0 || !strings.Contains(stderr, ".target sm_90") {
		t.Fatalf("sm_90 module as sm_80: exit %d, %q", code, stderr)
	}
	// A file that is not a binary.
	_, stderr, code = runApp(t, "inspect", src)
	if code == 0 || !strings.Contains(stderr, "is not a ptxsim binary") {
		t.Fatalf("inspect of PTX: exit %d, %q", code, stderr)
	}
}
