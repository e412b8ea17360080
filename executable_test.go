package ptxsim

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"
)

// An nvcc-built executable is a module source like a .ptx file: its PTX is
// selected, compiled and loaded, and its kernels launch from Go.
func TestLoadExecutable(t *testing.T) {
	dev, err := OpenDevice("h200")
	if err != nil {
		t.Fatal(err)
	}
	for _, exe := range []string{"testdata/cuda/bin/cuda11.8/guide_vecadd", "testdata/cuda/bin/cuda13/guide_vecadd"} {
		mod, err := dev.LoadFile(exe)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(mod.IR.File, "guide_vecadd.1.sm_") {
			t.Errorf("%s: module file %q", exe, mod.IR.File)
		}
		a, _ := dev.Malloc(16)
		c, _ := dev.Malloc(16)
		in := make([]byte, 16)
		for i := range 4 {
			binary.LittleEndian.PutUint32(in[4*i:], math.Float32bits(float32(i)))
		}
		dev.Write(a, in)
		if _, err := mod.Launch("_Z6VecAddPKfS0_Pfi", D1(1), D1(4), LaunchOptions{}, ArgPtr(a), ArgPtr(a), ArgPtr(c), ArgS32(4)); err != nil {
			t.Fatal(err)
		}
		out := make([]byte, 16)
		dev.Read(c, out)
		if math.Float32frombits(binary.LittleEndian.Uint32(out[12:])) != 6 {
			t.Errorf("%s: c[3] = %v", exe, out)
		}
	}
	if _, err := dev.LoadFileKernel("testdata/cuda/bin/cuda13/guide_vecadd", "nope"); err == nil || !strings.Contains(err.Error(), "no kernel nope") {
		t.Errorf("missing kernel: %v", err)
	}
	if _, err := dev.LoadFile("testdata/cuda/bin/cuda11.8/vecadd_sass_only"); err == nil || !strings.Contains(err.Error(), "no kernel image is available") {
		t.Errorf("SASS-only executable: %v", err)
	}
}
