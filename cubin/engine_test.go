package cubin_test

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/cubin"
	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

// sameValue is reflect.DeepEqual that also accepts two func values
// pointing at the same function (lowered programs hold handlers).
func sameValue(a, b reflect.Value, seen map[[2]uintptr]bool) bool {
	if a.Kind() != b.Kind() || a.Type() != b.Type() {
		return false
	}
	switch a.Kind() {
	case reflect.Func:
		return a.Pointer() == b.Pointer()
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		k := [2]uintptr{a.Pointer(), b.Pointer()}
		if seen[k] {
			return true
		}
		seen[k] = true
		return sameValue(a.Elem(), b.Elem(), seen)
	case reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return sameValue(a.Elem(), b.Elem(), seen)
	case reflect.Slice:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return false
		}
		fallthrough
	case reflect.Array:
		for i := 0; i < a.Len(); i++ {
			if !sameValue(a.Index(i), b.Index(i), seen) {
				return false
			}
		}
		return true
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if !sameValue(a.Field(i), b.Field(i), seen) {
				return false
			}
		}
		return true
	case reflect.Map:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return false
		}
		for _, k := range a.MapKeys() {
			if !b.MapIndex(k).IsValid() || !sameValue(a.MapIndex(k), b.MapIndex(k), seen) {
				return false
			}
		}
		return true
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return a.Uint() == b.Uint()
	case reflect.Float32, reflect.Float64:
		return a.Float() == b.Float() || a.Float() != a.Float() && b.Float() != b.Float()
	case reflect.Complex64, reflect.Complex128:
		return a.Complex() == b.Complex()
	case reflect.String:
		return a.String() == b.String()
	case reflect.Chan, reflect.UnsafePointer:
		return a.Pointer() == b.Pointer()
	}
	// Values reached through unexported fields (e.g. isa/mma's decoded
	// operations) cannot be turned back into interfaces; every kind they
	// can have is compared above.
	return reflect.DeepEqual(a.Interface(), b.Interface())
}

// TestLowerFromBinary: for every module the conformance cases load, the
// engine's lowering of the module loaded from a binary is the lowering of
// the parsed module (so running either gives the same results), and the
// kernel parameter layout and static shared size in .ptxsim.attrs are the
// ones the engine uses.
func TestLowerFromBinary(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "conformance", "ptx", "*.ptx"))
	if err != nil || len(files) == 0 {
		t.Fatal("no corpus modules", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m, err := ptx.Parse(path, src)
			if err != nil {
				t.Fatal(err)
			}
			a := cubin.Arch{Major: m.Target.SM / 10, Minor: m.Target.SM % 10}
			bin, err := cubin.Assemble(m, src, []cubin.Arch{a})
			if err != nil {
				t.Fatal(err)
			}
			im, bm, err := cubin.Load(bin, a.Major, a.Minor, nil)
			if err != nil {
				t.Fatal(err)
			}
			want, werr := isa.Lower(m)
			got, gerr := isa.Lower(bm)
			if (werr == nil) != (gerr == nil) || werr != nil && werr.Error() != gerr.Error() {
				t.Fatalf("lowering the parsed module: %v; the binary's: %v", werr, gerr)
			}
			if werr != nil {
				t.Skipf("the engine does not lower this module yet: %v", werr)
			}
			if !sameValue(reflect.ValueOf(got), reflect.ValueOf(want), map[[2]uintptr]bool{}) {
				t.Fatal("the binary's module lowers to a different program")
			}
			ks, err := im.Attributes()
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range ks {
				var f *isa.Func
				for _, g := range got.Funcs {
					if g.Entry && g.Name == k.Name {
						f = g
					}
				}
				if f == nil {
					t.Errorf("kernel %s: not in the lowered program", k.Name)
					continue
				}
				if s := got.StaticShared(f); s != k.StaticShared {
					t.Errorf("kernel %s: the engine lays out %d bytes of static shared memory; attrs say %d", k.Name, s, k.StaticShared)
				}
				if f.ParamBytes != k.ParamBytes || len(f.Params) != len(k.Params) {
					t.Errorf("kernel %s: %d params in %d bytes; attrs say %d in %d", k.Name, len(f.Params), f.ParamBytes, len(k.Params), k.ParamBytes)
					continue
				}
				for i, p := range f.Params {
					q := k.Params[i]
					if p.Offset != q.Offset || p.Size != q.Size || p.Align != q.Align {
						t.Errorf("kernel %s param %d: engine %+v, attrs %+v", k.Name, i, p, q)
					}
				}
			}
		})
	}
}

// TestRunFromBinary runs a kernel loaded from a fat binary on the H200
// model: the sm_90 machine image is chosen and computes what the PTX does.
func TestRunFromBinary(t *testing.T) {
	path := filepath.Join("..", "testdata", "conformance", "ptx", "basics.sm_90.ptx")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ptx.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	bin, err := cubin.Assemble(m, src, []cubin.Arch{{Major: 10, Minor: 0}, {Major: 9, Minor: 0}, {Major: 9, Minor: 0, Virtual: true}})
	if err != nil {
		t.Fatal(err)
	}
	dev, err := ptxsim.OpenDevice("h200")
	if err != nil {
		t.Fatal(err)
	}
	im, bm, err := cubin.Load(bin, 9, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if im.Arch.String() != "sm_90" {
		t.Fatalf("selected %s on the H200", im.Arch)
	}
	prog, err := isa.Lower(bm)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := dev.LoadProgram(bm, prog)
	if err != nil {
		t.Fatal(err)
	}
	const n = 1000
	in := func(k float32) []byte {
		b := make([]byte, 4*n)
		for i := range n {
			binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(k*float32(i)))
		}
		return b
	}
	dA, _ := dev.Malloc(4 * n)
	dB, _ := dev.Malloc(4 * n)
	dC, _ := dev.Malloc(4 * n)
	if err := dev.Write(dA, in(1)); err != nil {
		t.Fatal(err)
	}
	if err := dev.Write(dB, in(2)); err != nil {
		t.Fatal(err)
	}
	if _, err := mod.Launch("vecAdd", ptxsim.D1((n+255)/256), ptxsim.D1(256), ptxsim.LaunchOptions{},
		ptxsim.ArgPtr(dA), ptxsim.ArgPtr(dB), ptxsim.ArgPtr(dC), ptxsim.ArgS32(n)); err != nil {
		t.Fatal(err)
	}
	out := make([]byte, 4*n)
	if err := dev.Read(dC, out); err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if got := math.Float32frombits(binary.LittleEndian.Uint32(out[4*i:])); got != 3*float32(i) {
			t.Fatalf("c[%d] = %v, want %v", i, got, 3*float32(i))
		}
	}
}

// TestStaticSharedLayout: the static shared size .ptxsim.attrs records is
// the engine's layout (isa.Program.SharedLayout) whatever the order the
// kernel names its variables in, including a callee's function-scope ones.
func TestStaticSharedLayout(t *testing.T) {
	src := []byte(`.version 7.8
.target sm_90
.address_size 64
.shared .align 1 .b8 a[1];
.shared .align 8 .b64 b;
.func g()
{
	.shared .align 4 .b32 c[3];
	.reg .u64 %rd<2>;
	mov.u64 %rd1, c;
	ret;
}
.visible .entry k()
{
	.shared .align 2 .b16 d;
	.reg .u64 %rd<4>;
	mov.u64 %rd1, b;
	mov.u64 %rd2, a;
	mov.u64 %rd3, d;
	call g;
	ret;
}
`)
	m, err := ptx.Parse("order.ptx", src)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := isa.Lower(m)
	if err != nil {
		t.Fatal(err)
	}
	k := prog.Kernel("k")
	offs, size := prog.SharedLayout(k)
	ks := cubin.Attributes(m)
	t.Logf("engine layout %v, %d bytes; attrs %d bytes", offs, size, ks[0].StaticShared)
	// a (1 byte) and b (8, aligned 8) at module scope, then g's c (12,
	// aligned 4) and k's d (2, aligned 2): declaration order, not use order.
	if want := []int64{0, 8, 16, 28}; !reflect.DeepEqual(offs, want) || size != 30 {
		t.Errorf("engine layout %v (%d bytes), want %v (30 bytes)", offs, size, want)
	}
	if int(size) != ks[0].StaticShared {
		t.Errorf("engine: %d bytes of static shared memory; attrs: %d", size, ks[0].StaticShared)
	}
}
