// Package locate finds or builds ptxsim's CUDA runtime library
// (cmd/libcudart) for the sonames a program needs: libcudart.so.11.0,
// libcudart.so.12, libcudart.so.13. ptxsim exec and the tests use it.
//
// A library is looked for, in order: in the directory (or next to the
// file) named by $PTXSIM_LIBCUDART; next to the running executable; in the
// cache directory under a key made of the module's source; and, when the
// module's source is at hand (this file's own directory at build time,
// $PTXSIM_SOURCE, or the working directory's module), it is built there
// with go build -buildmode=c-shared: one build per soname, each with its
// API version and a linker version script giving every exported symbol
// the soname's version node, as the real libraries do.
package locate

import (
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
)

// Sonames are the runtime libraries ptxsim serves, with the CUDART_VERSION
// each build implements.
var Sonames = map[string]int{
	"libcudart.so.11.0": 11080,
	"libcudart.so.12":   12080,
	"libcudart.so.13":   13000,
}

// Needed returns the CUDA runtime sonames a program (or shared library)
// links against, from its DT_NEEDED entries. A program without any is an
// error: it was not built with nvcc -cudart shared.
func Needed(path string) ([]string, error) {
	f, err := elf.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	defer f.Close()
	libs, err := f.ImportedLibraries()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	var out []string
	for _, l := range libs {
		if strings.HasPrefix(l, "libcudart.so") {
			if _, ok := Sonames[l]; !ok {
				return nil, fmt.Errorf("%s needs %s; ptxsim's runtime library comes as %s", path, l, strings.Join(sortedSonames(), ", "))
			}
			out = append(out, l)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s does not link the CUDA runtime as a shared library (build it with nvcc -cudart shared)", path)
	}
	return out, nil
}

func sortedSonames() []string {
	var s []string
	for n := range Sonames {
		s = append(s, n)
	}
	sort.Strings(s)
	return s
}

// Options says where to look and whether building is allowed.
type Options struct {
	CacheDir string    // "" : os.UserCacheDir()/ptxsim/libcudart
	Source   string    // module root to build from; "": found as described in the package doc
	NoBuild  bool      // fail instead of building
	Log      io.Writer // build progress ("building libcudart.so.13 ..."); nil: quiet
}

// Dir returns a directory holding every soname in sonames, finding or
// building them.
func Dir(sonames []string, o Options) (string, error) {
	if env := os.Getenv("PTXSIM_LIBCUDART"); env != "" {
		dir := env
		if st, err := os.Stat(env); err == nil && !st.IsDir() {
			dir = filepath.Dir(env)
		}
		if missing := missingIn(dir, sonames); len(missing) > 0 {
			return "", fmt.Errorf("PTXSIM_LIBCUDART=%s: no %s there", env, strings.Join(missing, ", "))
		}
		return dir, nil
	}
	if exe, err := os.Executable(); err == nil {
		dir := filepath.Dir(exe)
		if len(missingIn(dir, sonames)) == 0 {
			return dir, nil
		}
	}
	src := o.Source
	if src == "" {
		src = ModuleRoot()
	}
	if src == "" {
		return "", fmt.Errorf("ptxsim's CUDA runtime library (%s) was not found (set PTXSIM_LIBCUDART to its directory or install it next to ptxsim) and the ptxsim source to build it from is not at hand (set PTXSIM_SOURCE)", strings.Join(sonames, ", "))
	}
	key, err := sourceKey(src)
	if err != nil {
		return "", err
	}
	cache := o.CacheDir
	if cache == "" {
		c, err := os.UserCacheDir()
		if err != nil {
			c = os.TempDir()
		}
		cache = filepath.Join(c, "ptxsim", "libcudart")
	}
	dir := filepath.Join(cache, key)
	missing := missingIn(dir, sonames)
	if len(missing) == 0 {
		return dir, nil
	}
	if o.NoBuild {
		return "", fmt.Errorf("%s not built in %s", strings.Join(missing, ", "), dir)
	}
	for _, so := range missing {
		if err := Build(src, dir, so, o.Log); err != nil {
			return "", err
		}
	}
	return dir, nil
}

func missingIn(dir string, sonames []string) []string {
	var m []string
	for _, so := range sonames {
		if st, err := os.Stat(filepath.Join(dir, so)); err != nil || st.IsDir() {
			m = append(m, so)
		}
	}
	return m
}

var buildMu sync.Mutex

// Build builds one soname of the library from the module at src into dir
// (atomically: a half-written library is never found).
func Build(src, dir, soname string, log io.Writer) error {
	buildMu.Lock()
	defer buildMu.Unlock()
	ver, ok := Sonames[soname]
	if !ok {
		return fmt.Errorf("unknown soname %s", soname)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(dir, ".build-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	script := filepath.Join(tmp, soname+".map")
	if err := os.WriteFile(script, []byte(VersionScript(soname)), 0o644); err != nil {
		return err
	}
	out := filepath.Join(tmp, soname)
	ldflags := fmt.Sprintf("-X main.apiVersion=%d -extldflags '-Wl,--version-script=%s -Wl,-soname,%s'", ver, script, soname)
	cmd := exec.Command("go", "build", "-buildmode=c-shared", "-ldflags", ldflags, "-o", out, "./cmd/libcudart")
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
	if log != nil {
		fmt.Fprintf(log, "ptxsim: building %s from %s (once; it is cached in %s)\n", soname, src, dir)
	}
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building %s: %v\n%s", soname, err, b)
	}
	return os.Rename(out, filepath.Join(dir, soname))
}

// VersionScript is the linker version script of a soname: every CUDA
// runtime symbol gets the version node nvcc-built programs ask for
// (cudaMalloc@libcudart.so.13), everything else stays local.
func VersionScript(soname string) string {
	return soname + " {\n  global:\n    cuda*;\n    __cuda*;\n  local:\n    *;\n};\n"
}

// ModuleRoot finds the ptxsim module's source: $PTXSIM_SOURCE, the
// directory this file was compiled from, or the working directory's
// module. "" if none holds cmd/libcudart.
func ModuleRoot() string {
	var cands []string
	if s := os.Getenv("PTXSIM_SOURCE"); s != "" {
		cands = append(cands, s)
	}
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		cands = append(cands, filepath.Join(filepath.Dir(file), "..", "..", ".."))
	}
	if wd, err := os.Getwd(); err == nil {
		for d := wd; ; d = filepath.Dir(d) {
			cands = append(cands, d)
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	for _, c := range cands {
		mod, err := os.ReadFile(filepath.Join(c, "go.mod"))
		if err != nil || !strings.Contains(string(mod), "module github.com/ptxsim/ptxsim\n") {
			continue
		}
		if _, err := os.Stat(filepath.Join(c, "cmd", "libcudart", "main.go")); err == nil {
			abs, _ := filepath.Abs(c)
			return abs
		}
	}
	return ""
}

// sourceKey hashes what the library is built from (the module's non-test
// Go, C and assembly sources and go.mod/go.sum), so a cached build is
// used only for the source it came from.
func sourceKey(root string) (string, error) {
	h := sha256.New()
	var files []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "benchmarks" || name == "docs" || name == "grammar") {
				return filepath.SkipDir
			}
			return nil
		}
		switch {
		case name == "go.mod", name == "go.sum":
		case strings.HasSuffix(name, "_test.go"):
			return nil
		case strings.HasSuffix(name, ".go"), strings.HasSuffix(name, ".c"), strings.HasSuffix(name, ".h"), strings.HasSuffix(name, ".S"):
		default:
			return nil
		}
		files = append(files, p)
		return nil
	})
	if err != nil {
		return "", err
	}
	sort.Strings(files)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		rel, _ := filepath.Rel(root, f)
		fmt.Fprintf(h, "%s\x00%d\x00", rel, len(b))
		h.Write(b)
	}
	fmt.Fprintf(h, "%s\x00", runtime.Version())
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}
