package ptx

import (
	"path/filepath"
	"testing"
)

// corpusFiles lists the conformance PTX modules (nvcc 13.0 and 11.8).
func corpusFiles(t testing.TB) []string {
	t.Helper()
	var files []string
	for _, pat := range []string{"../testdata/conformance/ptx/*.ptx", "../testdata/conformance/ptx-extra/*.ptx"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 52 {
		t.Fatalf("found %d corpus files, want 52", len(files))
	}
	return files
}

func TestCorpusParses(t *testing.T) {
	for _, path := range corpusFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			m, err := ParseFile(path)
			if err != nil {
				t.Fatalf("%v", err)
			}
			if len(m.Funcs) == 0 {
				t.Fatalf("no functions")
			}
			if m.Version.Major == 0 || m.Target.SM == 0 {
				t.Errorf("version %v target %v", m.Version, m.Target)
			}
		})
	}
}
