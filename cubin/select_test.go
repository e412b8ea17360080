package cubin

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

func TestParseArch(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Arch
	}{
		{"sm_35", Arch{Major: 3, Minor: 5}},
		{"sm_90", Arch{Major: 9, Minor: 0}},
		{"sm_90a", Arch{Major: 9, Minor: 0, Suffix: 'a'}},
		{"sm_100f", Arch{Major: 10, Minor: 0, Suffix: 'f'}},
		{"sm_103", Arch{Major: 10, Minor: 3}},
		{"sm_120", Arch{Major: 12, Minor: 0}},
		{"compute_90", Arch{Major: 9, Minor: 0, Virtual: true}},
		{"compute_90a", Arch{Major: 9, Minor: 0, Suffix: 'a', Virtual: true}},
	} {
		got, err := ParseArch(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseArch(%q) = %+v, %v; want %+v", c.in, got, err, c.want)
		}
		if got.String() != c.in {
			t.Errorf("%+v.String() = %q, want %q", got, got.String(), c.in)
		}
	}
	for _, bad := range []string{"", "sm", "sm_", "sm_9", "sm_9x", "sm_90b", "compute_", "gfx90a", "sm_05", "sm_12345", "SM_90"} {
		if a, err := ParseArch(bad); err == nil {
			t.Errorf("ParseArch(%q) = %+v, want an error", bad, a)
		}
	}
}

func TestRunsOn(t *testing.T) {
	type cc struct{ major, minor int }
	for _, c := range []struct {
		arch string
		yes  []cc
		no   []cc
	}{
		{"sm_35", []cc{{3, 5}, {3, 7}}, []cc{{3, 0}, {5, 0}, {7, 0}}},
		{"sm_80", []cc{{8, 0}, {8, 6}, {8, 9}}, []cc{{7, 5}, {9, 0}}},
		{"sm_86", []cc{{8, 6}, {8, 9}}, []cc{{8, 0}, {9, 0}}},
		{"sm_90a", []cc{{9, 0}}, []cc{{8, 9}, {10, 0}, {12, 0}}},
		{"sm_100f", []cc{{10, 0}, {10, 3}}, []cc{{9, 0}, {11, 0}, {12, 0}}},
		{"sm_103f", []cc{{10, 3}}, []cc{{10, 0}, {12, 0}}},
		{"compute_60", []cc{{6, 0}, {7, 0}, {9, 0}, {12, 0}}, []cc{{5, 2}, {3, 5}}},
		{"compute_90a", []cc{{9, 0}}, []cc{{10, 0}, {8, 0}}},
		{"compute_100f", []cc{{10, 0}, {10, 3}}, []cc{{12, 0}, {9, 0}}},
	} {
		a, err := ParseArch(c.arch)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range c.yes {
			if !a.RunsOn(d.major, d.minor) {
				t.Errorf("%s should run on %d.%d", a, d.major, d.minor)
			}
		}
		for _, d := range c.no {
			if a.RunsOn(d.major, d.minor) {
				t.Errorf("%s should not run on %d.%d", a, d.major, d.minor)
			}
		}
	}
}

// simplePTX is a module any architecture can hold.
const simplePTX = `.version 7.0
.target sm_35
.address_size 64

.visible .entry k(.param .u64 p)
{
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [p];
	ret;
}
`

func parseOrDie(t *testing.T, name, src string) *ptx.Module {
	t.Helper()
	m, err := ptx.Parse(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func assembleOrDie(t *testing.T, m *ptx.Module, src string, archs string) *File {
	t.Helper()
	bin, err := Assemble(m, []byte(src), mustArchs(t, archs))
	if err != nil {
		t.Fatal(err)
	}
	f, err := Read(bin)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestSelect is the compatibility table: which image each device gets.
func TestSelect(t *testing.T) {
	m35 := parseOrDie(t, "k.ptx", simplePTX)
	src90a := strings.Replace(simplePTX, "sm_35", "sm_90a", 1)
	src90a = strings.Replace(src90a, ".version 7.0", ".version 8.0", 1)
	src100f := strings.Replace(simplePTX, "sm_35", "sm_100f", 1)
	src100f = strings.Replace(src100f, ".version 7.0", ".version 8.8", 1)
	m90a := parseOrDie(t, "k.ptx", src90a)
	m100f := parseOrDie(t, "k.ptx", src100f)

	type cc struct{ major, minor int }
	for _, c := range []struct {
		name  string
		m     *ptx.Module
		src   string
		archs string
		want  map[cc]string // "" means no image
	}{
		{
			// The CUDA C Programming Guide's example.
			name: "cuda-guide", m: m35, src: simplePTX, archs: "sm_35,sm_50,compute_60,sm_60",
			want: map[cc]string{
				{3, 0}: "", {3, 5}: "sm_35", {3, 7}: "sm_35", {5, 0}: "sm_50", {5, 2}: "sm_50",
				{6, 0}: "sm_60", {6, 1}: "sm_60", {7, 0}: "compute_60", {7, 5}: "compute_60",
				{8, 0}: "compute_60", {9, 0}: "compute_60", {10, 0}: "compute_60", {12, 0}: "compute_60",
			},
		},
		{
			name: "prefer-exact-then-newest", m: m35, src: simplePTX, archs: "sm_80,sm_86,sm_90,compute_90",
			want: map[cc]string{
				{7, 5}: "", {8, 0}: "sm_80", {8, 6}: "sm_86", {8, 7}: "sm_86", {8, 9}: "sm_86",
				{9, 0}: "sm_90", {10, 0}: "compute_90", {12, 0}: "compute_90",
			},
		},
		{
			name: "machine-beats-ptx", m: m35, src: simplePTX, archs: "compute_80,sm_80",
			want: map[cc]string{{8, 0}: "sm_80", {8, 6}: "sm_80", {9, 0}: "compute_80"},
		},
		{
			name: "newest-ptx", m: m35, src: simplePTX, archs: "compute_50,compute_80",
			want: map[cc]string{{5, 0}: "compute_50", {7, 5}: "compute_50", {8, 0}: "compute_80", {9, 0}: "compute_80"},
		},
		{
			name: "arch-specific", m: m90a, src: src90a, archs: "sm_90a",
			want: map[cc]string{{8, 0}: "", {8, 9}: "", {9, 0}: "sm_90a", {10, 0}: "", {12, 0}: ""},
		},
		{
			name: "arch-specific-ptx", m: m90a, src: src90a, archs: "compute_90a",
			want: map[cc]string{{9, 0}: "compute_90a", {10, 0}: ""},
		},
		{
			name: "arch-specific-preferred", m: m35, src: simplePTX, archs: "sm_90,sm_90a",
			want: map[cc]string{{9, 0}: "sm_90a"},
		},
		{
			name: "family", m: m100f, src: src100f, archs: "sm_100f",
			want: map[cc]string{{9, 0}: "", {10, 0}: "sm_100f", {10, 3}: "sm_100f", {11, 0}: "", {12, 0}: ""},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := assembleOrDie(t, c.m, c.src, c.archs)
			for d, want := range c.want {
				im, mod, err := f.Select(d.major, d.minor, nil)
				if want == "" {
					var nie *NoImageError
					if err == nil {
						t.Errorf("%d.%d: selected %s, want no image", d.major, d.minor, im.Arch)
					} else if !errors.As(err, &nie) || !strings.HasPrefix(err.Error(), "no kernel image is available for execution on the device") {
						t.Errorf("%d.%d: error %v, want a NoImageError", d.major, d.minor, err)
					} else if !strings.Contains(err.Error(), fmt.Sprintf("%d.%d", d.major, d.minor)) {
						t.Errorf("%d.%d: error does not name the device capability: %v", d.major, d.minor, err)
					} else {
						for _, im := range f.Images() {
							if !strings.Contains(err.Error(), im.Arch.String()) {
								t.Errorf("%d.%d: error does not list image %s: %v", d.major, d.minor, im.Arch, err)
							}
						}
					}
					continue
				}
				if err != nil {
					t.Errorf("%d.%d: %v, want %s", d.major, d.minor, err, want)
					continue
				}
				if im.Arch.String() != want {
					t.Errorf("%d.%d: selected %s, want %s", d.major, d.minor, im.Arch, want)
				}
				if mod == nil || mod.Kernel("k") == nil {
					t.Errorf("%d.%d: module without kernel k", d.major, d.minor)
				}
			}
		})
	}
}

// TestAssembleTargetCheck: a module's .target must be valid on every image.
func TestAssembleTargetCheck(t *testing.T) {
	m := parseOrDie(t, "k.ptx", strings.Replace(simplePTX, "sm_35", "sm_80", 1))
	for _, c := range []struct {
		archs string
		ok    bool
	}{
		{"sm_80", true}, {"sm_86", true}, {"sm_90", true}, {"compute_80", true}, {"sm_80a", true},
		{"sm_75", false}, {"compute_75", false}, {"sm_80,sm_70", false}, {"sm_80,sm_80", false},
	} {
		_, err := Assemble(m, []byte(simplePTX), mustArchs(t, c.archs))
		if (err == nil) != c.ok {
			t.Errorf("Assemble(sm_80 module, %s): err %v, want ok=%v", c.archs, err, c.ok)
		}
	}
	ma := parseOrDie(t, "k.ptx", strings.Replace(strings.Replace(simplePTX, "sm_35", "sm_90a", 1), ".version 7.0", ".version 8.0", 1))
	for _, c := range []struct {
		archs string
		ok    bool
	}{{"sm_90a", true}, {"compute_90a", true}, {"sm_90", false}, {"sm_100a", false}, {"compute_90", false}} {
		_, err := Assemble(ma, []byte("x"), mustArchs(t, c.archs))
		if (err == nil) != c.ok {
			t.Errorf("Assemble(sm_90a module, %s): err %v, want ok=%v", c.archs, err, c.ok)
		}
	}
	if _, err := Assemble(m, nil, mustArchs(t, "compute_80")); err == nil {
		t.Error("a compute_80 image without PTX text was accepted")
	}
}

// clusterModule is a kernel that needs thread-block clusters, with a .target
// that claims less: the loader must look at what the code uses.
func clusterModule() *ptx.Module {
	k := &ptx.Func{Name: "k", Pos: ptx.Pos{Line: 5, Col: 1}, Entry: true, Linkage: ptx.LinkVisible, HasBody: true,
		Perf: ptx.Perf{ReqNCTAPerCluster: [3]int{2, 1, 1}}}
	k.Body = []ptx.Inst{{Pos: ptx.Pos{Line: 7, Col: 2}, Guard: ptx.NoReg, Op: ptx.OpRet}}
	return &ptx.Module{File: "cluster.ptx", Version: ptx.Version{Major: 7, Minor: 8}, Target: ptx.Target{SM: 80}, AddressSize: 64, Funcs: []*ptx.Func{k}}
}

func TestSelectRejectsUnsupportedFeatures(t *testing.T) {
	m := clusterModule()
	// A JIT image whose parser yields the cluster module.
	defer func(p ParseFunc) { parsePTX = p }(parsePTX)
	parsePTX = func(string, []byte) (*ptx.Module, error) { return clusterModule(), nil }
	f := assembleOrDie(t, m, "// cluster kernel", "sm_80,compute_80")
	_, _, err := f.Select(8, 0, nil)
	if err == nil || !strings.HasPrefix(err.Error(), "no kernel image is available") || !strings.Contains(err.Error(), "cluster") {
		t.Fatalf("cluster kernel on 8.0: %v", err)
	}
	if !strings.Contains(err.Error(), "cluster.ptx:5:1") {
		t.Errorf("rejection does not point at the kernel: %v", err)
	}
	im, _, err := f.Select(9, 0, nil)
	if err != nil || im.Arch.String() != "compute_80" {
		t.Fatalf("cluster kernel on 9.0: %v, %v", im, err)
	}

	// An instruction newer than the device.
	m2 := clusterModule()
	m2.Funcs[0].Perf = ptx.Perf{}
	m2.Funcs[0].Body = append([]ptx.Inst{{Pos: ptx.Pos{Line: 6, Col: 2}, Guard: ptx.NoReg, Op: ptx.OpCpAsyncWaitAll}}, m2.Funcs[0].Body...)
	m2.Target.SM = 75
	f = assembleOrDie(t, m2, "", "sm_75")
	if _, _, err := f.Select(7, 5, nil); err == nil || !strings.Contains(err.Error(), "cp.async.wait_all needs compute capability 8.0") {
		t.Errorf("cp.async on 7.5: %v", err)
	}

	// The caller's check: reject the machine image, take the PTX.
	parsePTX = func(string, []byte) (*ptx.Module, error) { return parseOrDie(t, "k.ptx", simplePTX), nil }
	f = assembleOrDie(t, parseOrDie(t, "k.ptx", simplePTX), simplePTX, "sm_90,compute_90")
	calls := 0
	im, _, err = f.Select(9, 0, func(*ptx.Module) error {
		calls++
		if calls == 1 {
			return errors.New("device model lacks something")
		}
		return nil
	})
	if err != nil || im.Arch.String() != "compute_90" {
		t.Fatalf("supports rejecting the machine image: %v, %v", im, err)
	}
	_, _, err = f.Select(9, 0, func(*ptx.Module) error { return errors.New("device model lacks something") })
	if err == nil || strings.Count(err.Error(), "device model lacks something") != 2 {
		t.Errorf("rejections not listed: %v", err)
	}
}

func TestJITCache(t *testing.T) {
	defer func(p ParseFunc) { parsePTX = p }(parsePTX)
	parses := 0
	parsePTX = func(name string, src []byte) (*ptx.Module, error) {
		parses++
		return ptx.Parse(name, src)
	}
	src := strings.Replace(simplePTX, "ret;", "ret; // jit cache test", 1)
	m := parseOrDie(t, "k.ptx", src)
	bin, err := Assemble(m, []byte(src), mustArchs(t, "compute_70"))
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, _, err := Load(bin, 9, 0, nil); err != nil {
			t.Fatal(err)
		}
	}
	if parses != 1 {
		t.Errorf("parsed %d times, want 1 (cached)", parses)
	}
	// A parse error is reported with the image, and not cached.
	bad, err := Assemble(m, []byte(".version 7.0\n.target sm_35\nthis is not ptx\n"), mustArchs(t, "compute_70"))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := Load(bad, 9, 0, nil); err == nil || !strings.Contains(err.Error(), "PTX image k.ptx") {
		t.Errorf("bad PTX image: %v", err)
	}
}
