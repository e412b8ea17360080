package cubin

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The programs of testdata/cuda, built by nvcc 11.8 (testdata/cuda/build.sh).
const cudaBin = "../testdata/cuda/bin/cuda11.8"

func readHostFile(t *testing.T, name string) *HostExecutable {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(cudaBin, name))
	if err != nil {
		t.Fatal(err)
	}
	if !IsHostExecutable(data) {
		t.Fatalf("%s: not recognised as a host executable", name)
	}
	h, err := ReadHost(name, data)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// entries lists (kind, arch, compressed) of the registered fat binaries.
func entries(h *HostExecutable) []string {
	var out []string
	for _, fb := range h.Fatbins {
		for _, e := range fb.Fatbin.Entries {
			c := ""
			if e.Compressed {
				c = " " + e.Compression
			}
			out = append(out, e.Kind.String()+" "+e.Arch.String()+c)
		}
	}
	return out
}

func TestReadHostVariants(t *testing.T) {
	for _, tc := range []struct {
		name string
		want string
	}{
		{"guide_vecadd", "ptx compute_70 lz4"},
		{"vecadd_uncompressed", "ptx compute_70"},
		// The first fat binary is the device-link output (an sm_70 cubin).
		{"vecadd_sass_ptx", "sass sm_70|sass sm_70|ptx compute_70 lz4"},
		{"vecadd_compress_all", "sass sm_70 lz4|sass sm_70 lz4|ptx compute_70 lz4"},
		{"vecadd_two_ptx", "ptx compute_70 lz4|ptx compute_80 lz4"},
		{"vecadd_sass_only", "sass sm_70|sass sm_70"},
		{"cluster_dsmem", "ptx compute_90 lz4"},
		// CUDA 13: Zstandard by default, LZ4 with -compress-mode=speed, the
		// arch-specific flag.
		{"../cuda13/guide_vecadd", "ptx compute_75 zstd"},
		{"../cuda13/vecadd_compress_speed", "ptx compute_75 lz4"},
		{"../cuda13/vecadd_compress_none", "ptx compute_75"},
		{"../cuda13/vecadd_arch_specific", "ptx compute_90a zstd"},
		{"../cuda13/vecadd_compress_all", "sass sm_75 zstd|sass sm_75 zstd|ptx compute_75 zstd"},
	} {
		h := readHostFile(t, tc.name)
		if got := strings.Join(entries(h), "|"); got != tc.want {
			t.Errorf("%s: entries %q, want %q", tc.name, got, tc.want)
		}
		registered := 0
		for _, fb := range h.Fatbins {
			if fb.Wrapper == 1 {
				registered++
			}
		}
		if registered != 1 {
			t.Errorf("%s: %d fat binaries registered by a wrapper, want 1", tc.name, registered)
		}
	}
}

// Compressed and uncompressed builds of one source carry the same PTX, and
// SASS compressed with -compress-all decompresses to the uncompressed SASS.
func TestDecompressionMatchesUncompressed(t *testing.T) {
	ptxOf := func(name string) []byte {
		for _, fb := range readHostFile(t, name).Fatbins {
			for _, e := range fb.Fatbin.Entries {
				if e.Kind == NVKindPTX {
					return e.Data
				}
			}
		}
		t.Fatalf("%s: no PTX", name)
		return nil
	}
	plain, packed := ptxOf("vecadd_uncompressed"), ptxOf("guide_vecadd")
	if !bytes.Equal(plain, packed) {
		t.Errorf("decompressed PTX (%d bytes) differs from the uncompressed build's (%d bytes)", len(packed), len(plain))
	}
	// CUDA 13: Zstandard, LZ4 and uncompressed builds of one source.
	none := ptxOf("../cuda13/vecadd_compress_none")
	for _, v := range []string{"../cuda13/guide_vecadd", "../cuda13/vecadd_compress_speed", "../cuda13/vecadd_compress_size", "../cuda13/vecadd_compress_balance"} {
		if !bytes.Equal(ptxOf(v), none) {
			t.Errorf("%s: decompressed PTX differs from the uncompressed build's", v)
		}
	}
	if !bytes.Contains(plain, []byte(".entry _Z6VecAddPKfS0_Pfi")) || bytes.HasSuffix(plain, []byte{0}) {
		t.Errorf("PTX text looks wrong: %.80q", plain)
	}
	sassOf := func(name string) [][]byte {
		var out [][]byte
		for _, fb := range readHostFile(t, name).Fatbins {
			for _, e := range fb.Fatbin.Entries {
				if e.Kind == NVKindELF {
					out = append(out, e.Data)
				}
			}
		}
		return out
	}
	a, b := sassOf("vecadd_sass_ptx"), sassOf("vecadd_compress_all")
	if len(a) != 2 || len(b) != 2 {
		t.Fatalf("SASS entries: %d and %d, want 2 each", len(a), len(b))
	}
	for i := range a {
		if !bytes.Equal(a[i], b[i]) || !bytes.HasPrefix(a[i], []byte("\x7fELF")) {
			t.Errorf("SASS entry %d: compressed and uncompressed builds differ", i)
		}
	}
}

func TestHostSelect(t *testing.T) {
	for _, tc := range []struct {
		name         string
		major, minor int
		want         string // arch picked, or an error substring
	}{
		{"guide_vecadd", 9, 0, "compute_70"},
		{"vecadd_two_ptx", 9, 0, "compute_80"},
		{"vecadd_two_ptx", 7, 5, "compute_70"},
		{"vecadd_sass_ptx", 9, 0, "compute_70"},
		{"cluster_dsmem", 8, 0, "compute_90 (needs 9.0 or later)"},
		{"vecadd_sass_only", 9, 0, "rebuild with nvcc -gencode arch=compute_70,code=compute_70"},
	} {
		ims, err := readHostFile(t, tc.name).Select(tc.major, tc.minor)
		if err != nil {
			var nie *NoImageError
			if !errors.As(err, &nie) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%s on %d.%d: %v, want %q", tc.name, tc.major, tc.minor, err, tc.want)
			}
			continue
		}
		if len(ims) != 1 || ims[0].Arch.String() != tc.want {
			t.Errorf("%s on %d.%d: picked %v, want %s", tc.name, tc.major, tc.minor, ims, tc.want)
			continue
		}
		m, err := ims[0].Module()
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if !strings.HasPrefix(m.File, tc.name+".") || !strings.HasSuffix(m.File, ".ptx") {
			t.Errorf("%s: module file name %q", tc.name, m.File)
		}
	}
}

func TestReadHostErrors(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(cudaBin, "guide_vecadd"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ReadHost("ls", mustRead(t, "/proc/self/exe")); err == nil || !strings.Contains(err.Error(), "no CUDA device code") {
		t.Errorf("a Go test binary: %v, want 'no CUDA device code'", err)
	}
	for _, n := range []int{10, 64, 200, len(data) / 2} {
		if _, err := ReadHost("cut", data[:n]); err == nil {
			t.Errorf("cut to %d bytes: no error", n)
		}
	}
}

func mustRead(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Skipf("cannot read %s: %v", p, err)
	}
	return b
}

func TestReadNVFatbinCorrupt(t *testing.T) {
	h := readHostFile(t, "vecadd_compress_all")
	var fb []byte
	data, _ := os.ReadFile(filepath.Join(cudaBin, "vecadd_compress_all"))
	for _, f := range h.Fatbins {
		if f.Wrapper == 1 {
			fb = data[f.Offset : f.Offset+uint64(f.Fatbin.Size)]
		}
	}
	if _, err := ReadNVFatbin(fb); err != nil {
		t.Fatal(err)
	}
	// Every truncation and every single-byte change is either read or
	// refused with an error; none panics (FuzzFatbin explores further).
	for n := 0; n < len(fb); n++ {
		if _, err := ReadNVFatbin(fb[:n]); err == nil && n < len(fb) {
			t.Errorf("truncated to %d of %d bytes: no error", n, len(fb))
		}
	}
	for i := 0; i < len(fb); i++ {
		c := bytes.Clone(fb)
		c[i] ^= 0xa5
		ReadNVFatbin(c)
	}
}

func TestLZ4Block(t *testing.T) {
	// "abcabcabcabcX": 3 literals, a match of 9 at offset 3 (overlapping),
	// then the final literal.
	block := []byte{0x35, 'a', 'b', 'c', 3, 0, 0x10, 'X'}
	got, err := lz4Block(block, 13)
	if err != nil || string(got) != "abcabcabcabcX" {
		t.Fatalf("got %q, %v", got, err)
	}
	for _, bad := range []struct {
		block []byte
		size  int
	}{
		{block, 12}, // output larger than stated
		{block, 14}, // shorter than stated
		{[]byte{0x35, 'a', 'b', 'c', 9, 0, 0x10, 'X'}, 13}, // offset before the start
		{[]byte{0x35, 'a', 'b', 'c', 0, 0, 0x10, 'X'}, 13}, // offset 0
		{[]byte{0xf0, 255, 255}, 1000},                     // length runs off the end
		{[]byte{0x50, 'a'}, 5},                             // literals past the end
		{[]byte{0x10, 'a', 1}, 5},                          // truncated offset
	} {
		if _, err := lz4Block(bad.block, bad.size); err == nil {
			t.Errorf("lz4Block(%x, %d): no error", bad.block, bad.size)
		}
	}
}
