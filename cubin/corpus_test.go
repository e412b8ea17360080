package cubin

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// corpusModules returns every PTX file of the conformance corpus (the
// modules cases load and the parse-only extras).
func corpusModules(t testing.TB) []string {
	t.Helper()
	var files []string
	for _, dir := range []string{"ptx", "ptx-extra"} {
		m, err := filepath.Glob(filepath.Join("..", "testdata", "conformance", dir, "*.ptx"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) == 0 {
		t.Fatal("no corpus modules found")
	}
	return files
}

// TestCorpusRoundTrip: for every corpus module, Parse -> Assemble (a fat
// binary with a machine image for the module's own target and its PTX) ->
// Read -> Select on that capability gives a module deep-equal to the
// parsed one; and the PTX image, selected on a newer device, parses to the
// same module again.
func TestCorpusRoundTrip(t *testing.T) {
	for _, path := range corpusModules(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m, err := ptx.Parse(path, src)
			if err != nil {
				t.Fatal(err)
			}
			sm := Arch{Major: m.Target.SM / 10, Minor: m.Target.SM % 10, Suffix: m.Target.Suffix}
			cp := sm
			cp.Virtual = true
			bin, err := Assemble(m, src, []Arch{sm, cp})
			if err != nil {
				t.Fatal(err)
			}
			f, err := Read(bin)
			if err != nil {
				t.Fatal(err)
			}
			im, got, err := f.Select(sm.Major, sm.Minor, nil)
			if err != nil {
				t.Fatal(err)
			}
			if im.Arch != sm {
				t.Fatalf("selected %s on %d.%d, want %s", im.Arch, sm.Major, sm.Minor, sm)
			}
			if !reflect.DeepEqual(got, m) {
				t.Fatalf("decoded module differs from the parsed one:\n%s", diffModules(got, m))
			}
			// The device feature check accepts every module on its own
			// target; one major down it must reject those that use
			// newer instructions (checked below for async.sm_90).
			if err := CheckDevice(m, sm.Major, sm.Minor); err != nil {
				t.Errorf("CheckDevice on the module's own target: %v", err)
			}
			if sm.Suffix != 0 {
				return
			}
			// On the next major the machine image cannot run: the PTX is
			// compiled instead, and gives the same module.
			im, got, err = f.Select(sm.Major+1, 0, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !im.Arch.Virtual || !reflect.DeepEqual(got, m) {
				t.Fatalf("JIT image %s: module equal %v", im.Arch, reflect.DeepEqual(got, m))
			}
		})
	}
}

func TestCheckDeviceCorpus(t *testing.T) {
	path := filepath.Join("..", "testdata", "conformance", "ptx", "async.sm_90.ptx")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ptx.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	// Even with its .target lowered, the module uses sm_90 features.
	m.Target.SM = 80
	err = CheckDevice(m, 8, 0)
	if err == nil || !strings.Contains(err.Error(), "9.0") || !strings.Contains(err.Error(), "async.sm_90.ptx:") {
		t.Errorf("async.sm_90 on 8.0: %v", err)
	}
	if err := CheckDevice(m, 9, 0); err != nil {
		t.Errorf("async.sm_90 on 9.0: %v", err)
	}
	// wgmma is sm_90a only: not on Blackwell.
	w := &ptx.Module{File: "w.ptx", Target: ptx.Target{SM: 90, Suffix: 'a'}, Funcs: []*ptx.Func{{Name: "k", Entry: true, HasBody: true,
		Body: []ptx.Inst{{Pos: ptx.Pos{Line: 3, Col: 1}, Guard: ptx.NoReg, Op: ptx.OpWgmmaFence, Mods: []string{"sync", "aligned"}}}}}}
	if err := CheckDevice(w, 9, 0); err != nil {
		t.Errorf("wgmma on 9.0: %v", err)
	}
	w.Target = ptx.Target{}
	if err := CheckDevice(w, 10, 0); err == nil || !strings.Contains(err.Error(), "9.0 exactly") {
		t.Errorf("wgmma on 10.0: %v", err)
	}
}

// TestDisasm: a machine image printed back as PTX parses to a module that
// assembles to the same program stream (positions aside, the printer and
// the format agree).
func TestDisasm(t *testing.T) {
	path := filepath.Join("..", "testdata", "conformance", "ptx", "guide.sm_90.ptx")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ptx.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	f := assembleOrDieArchs(t, m, src, []Arch{{Major: 9, Minor: 0}, {Major: 9, Minor: 0, Virtual: true}})
	for _, im := range f.Images() {
		var sb strings.Builder
		if err := im.Disasm(&sb); err != nil {
			t.Fatal(err)
		}
		m2, err := ptx.Parse("disasm.ptx", []byte(sb.String()))
		if err != nil {
			t.Fatalf("%s: disassembly does not parse: %v", im.Arch, err)
		}
		ks, err := im.Attributes()
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(Attributes(m2), ks) {
			t.Errorf("%s: kernel attributes differ after disassembly", im.Arch)
		}
		if len(m2.Funcs) != len(m.Funcs) {
			t.Errorf("%s: %d functions after disassembly, want %d", im.Arch, len(m2.Funcs), len(m.Funcs))
		}
		for i := range min(len(m.Funcs), len(m2.Funcs)) {
			if len(m2.Funcs[i].Body) != len(m.Funcs[i].Body) {
				t.Errorf("%s: %s has %d instructions after disassembly, want %d", im.Arch, m.Funcs[i].Name, len(m2.Funcs[i].Body), len(m.Funcs[i].Body))
			}
		}
	}
}

func assembleOrDieArchs(t *testing.T, m *ptx.Module, src []byte, archs []Arch) *File {
	t.Helper()
	bin, err := Assemble(m, src, archs)
	if err != nil {
		t.Fatal(err)
	}
	f, err := Read(bin)
	if err != nil {
		t.Fatal(err)
	}
	return f
}
