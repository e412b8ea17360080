package cubin

import (
	"os"
	"path/filepath"
	"reflect"
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
