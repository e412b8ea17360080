package locate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestNeeded(t *testing.T) {
	for _, c := range []struct {
		path, want string
	}{
		{"../../../testdata/cuda/bin/cuda11.8/guide_vecadd", "libcudart.so.11.0"},
		{"../../../testdata/cuda/bin/cuda13/guide_vecadd", "libcudart.so.13"},
	} {
		got, err := Needed(c.path)
		if err != nil || len(got) != 1 || got[0] != c.want {
			t.Errorf("%s: %v, %v; want %s", c.path, got, err, c.want)
		}
	}
	exe, _ := os.Executable()
	if _, err := Needed(exe); err == nil || !strings.Contains(err.Error(), "-cudart shared") {
		t.Errorf("a Go test binary: %v", err)
	}
	if _, err := Needed("locate.go"); err == nil {
		t.Error("a Go source file was read as an ELF program")
	}
}

func TestVersionScript(t *testing.T) {
	s := VersionScript("libcudart.so.13")
	for _, want := range []string{"libcudart.so.13 {", "cuda*;", "__cuda*;", "local:\n    *;"} {
		if !strings.Contains(s, want) {
			t.Errorf("version script lacks %q:\n%s", want, s)
		}
	}
}

// The cache key follows the source: a change to a source file changes it,
// a test file or testdata does not.
func TestSourceKey(t *testing.T) {
	root := t.TempDir()
	write := func(p, s string) {
		os.MkdirAll(filepath.Dir(filepath.Join(root, p)), 0o755)
		if err := os.WriteFile(filepath.Join(root, p), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module github.com/ptxsim/ptxsim\n")
	write("cmd/libcudart/main.go", "package main\n")
	k1, err := sourceKey(root)
	if err != nil {
		t.Fatal(err)
	}
	write("cmd/libcudart/main_test.go", "package main\n")
	write("testdata/x.bin", "x")
	if k2, _ := sourceKey(root); k2 != k1 {
		t.Error("a test file or testdata changed the key")
	}
	write("cmd/libcudart/helpers.c", "int x;\n")
	if k3, _ := sourceKey(root); k3 == k1 {
		t.Error("a C source did not change the key")
	}
	t.Setenv("PTXSIM_SOURCE", root)
	if got := ModuleRoot(); got != root {
		t.Errorf("ModuleRoot with PTXSIM_SOURCE: %q", got)
	}
	dir := t.TempDir()
	t.Setenv("PTXSIM_LIBCUDART", dir)
	if _, err := Dir([]string{"libcudart.so.13"}, Options{}); err == nil || !strings.Contains(err.Error(), "no libcudart.so.13 there") {
		t.Errorf("PTXSIM_LIBCUDART without the library: %v", err)
	}
	os.WriteFile(filepath.Join(dir, "libcudart.so.13"), nil, 0o644)
	if got, err := Dir([]string{"libcudart.so.13"}, Options{}); err != nil || got != dir {
		t.Errorf("PTXSIM_LIBCUDART: %q, %v", got, err)
	}
}
