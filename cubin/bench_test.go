package cubin

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// benchModules are the largest corpus modules: nvcc -O3 output and an
// nvcc 11.8 -G debug build.
var benchModules = []string{"ptx/guide.sm_90.ptx", "ptx/memory.sm_90.ptx", "ptx/async.sm_90.ptx"}

func benchInput(b *testing.B, rel string) ([]byte, []byte) {
	path := filepath.Join("..", "testdata", "conformance", rel)
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	m, err := ptx.Parse(path, src)
	if err != nil {
		b.Fatal(err)
	}
	bin, err := Assemble(m, nil, []Arch{{Major: 9, Minor: 0}})
	if err != nil {
		b.Fatal(err)
	}
	return src, bin
}

// BenchmarkLoad compares getting a module from PTX text (ptx.Parse) with
// getting the same module from its binary (Read + Select: checksum, ELF
// checks, decoding the program stream).
func BenchmarkLoad(b *testing.B) {
	for _, rel := range benchModules {
		src, bin := benchInput(b, rel)
		name := filepath.Base(rel)
		b.Run("parse/"+name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				if _, err := ptx.Parse(name, src); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("binary/"+name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				if _, _, err := Load(bin, 9, 0, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkAssemble(b *testing.B) {
	path := filepath.Join("..", "testdata", "conformance", benchModules[0])
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	m, err := ptx.Parse(path, src)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Assemble(m, src, []Arch{{Major: 9, Minor: 0}, {Major: 9, Minor: 0, Virtual: true}}); err != nil {
			b.Fatal(err)
		}
	}
}
