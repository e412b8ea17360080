package cubin

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzFatbin feeds arbitrary bytes to the NVIDIA fat-binary reader (and,
// for inputs that start like ELF, to the host-executable reader): each
// input is read or refused with an error, never a panic, a hang or an
// unbounded allocation. Seeds: the registered fat binaries of the
// testdata/cuda programs (LZ4- and Zstandard-compressed PTX and SASS, uncompressed,
// several entries) and one whole executable. The committed corpus in
// testdata/fuzz/FuzzFatbin holds inputs a fuzzing run found interesting.
func FuzzFatbin(f *testing.F) {
	for _, name := range []string{"guide_vecadd", "vecadd_uncompressed", "vecadd_compress_all", "vecadd_two_ptx", "../cuda13/guide_vecadd", "../cuda13/vecadd_compress_all"} {
		data, err := os.ReadFile(filepath.Join(cudaBin, name))
		if err != nil {
			f.Fatal(err)
		}
		h, err := ReadHost(name, data)
		if err != nil {
			f.Fatal(err)
		}
		for _, fb := range h.Fatbins {
			if fb.Wrapper == 1 {
				f.Add(data[fb.Offset : fb.Offset+uint64(fb.Fatbin.Size)])
			}
		}
		if name == "guide_vecadd" {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if fb, err := ReadNVFatbin(b); err == nil {
			for _, im := range fb.Images("fuzz", 1) {
				if im.Arch.Virtual && len(im.PTX) > 1<<20 {
					t.Fatalf("PTX of %d bytes from a %d-byte input", len(im.PTX), len(b))
				}
			}
		}
		if IsHostExecutable(b) {
			if h, err := ReadHost("fuzz", b); err == nil {
				h.Describe()
				h.Programs()
			}
		}
	})
}
