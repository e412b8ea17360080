package ptxsim

import (
	"bytes"
	"testing"
)

func TestPitchedAllocations(t *testing.T) {
	dev, err := OpenDevice("h200")
	if err != nil {
		t.Fatal(err)
	}
	addr, pitch, err := dev.MallocPitch(100, 3)
	if err != nil {
		t.Fatal(err)
	}
	if pitch != 512 || addr%256 != 0 {
		t.Fatalf("pitch %d at %#x, want 512 and 256-byte alignment", pitch, addr)
	}
	// Every row is writable up to the pitch, and rows do not overlap.
	for r := uint64(0); r < 3; r++ {
		if err := dev.Write(addr+r*pitch, bytes.Repeat([]byte{byte(r + 1)}, int(pitch))); err != nil {
			t.Fatalf("row %d: %v", r, err)
		}
	}
	got := make([]byte, 1)
	for r := uint64(0); r < 3; r++ {
		if err := dev.Read(addr+r*pitch+99, got); err != nil || got[0] != byte(r+1) {
			t.Fatalf("row %d: %v %v", r, got, err)
		}
	}
	a3, p3, slice, err := dev.Malloc3D(600, 4, 5)
	if err != nil {
		t.Fatal(err)
	}
	if p3 != 1024 || slice != 4*1024 {
		t.Fatalf("3D pitch %d slice %d, want 1024 and 4096", p3, slice)
	}
	// The last byte of the last row of the last slice is inside the allocation.
	if err := dev.Write(a3+4*slice+3*p3+599, []byte{7}); err != nil {
		t.Fatal(err)
	}
}

// TestPitchZeroWidth: a zero width gives pitch 0 (RowPitch, as the CUDA
// runtime's cudaMallocPitch): the allocation has no bytes. Sizes that
// overflow 64 bits are errors.
func TestPitchZeroWidth(t *testing.T) {
	dev, err := OpenDevice("h200")
	if err != nil {
		t.Fatal(err)
	}
	if _, pitch, err := dev.MallocPitch(0, 8); err != nil || pitch != 0 {
		t.Errorf("MallocPitch(0, 8): pitch %d, %v; want 0", pitch, err)
	}
	if _, pitch, slice, err := dev.Malloc3D(0, 4, 2); err != nil || pitch != 0 || slice != 0 {
		t.Errorf("Malloc3D(0, 4, 2): pitch %d slice %d, %v; want 0 and 0", pitch, slice, err)
	}
	// Sizes past 2^64 bytes are refused, not wrapped into small ones.
	if _, _, err := dev.MallocPitch(512, 1<<55); err == nil {
		t.Error("MallocPitch of 2^55 rows of 512 bytes (2^64 bytes) succeeded")
	}
	if _, _, err := dev.MallocPitch(^uint64(0), 1); err == nil {
		t.Error("MallocPitch of one 2^64-1-byte row succeeded")
	}
	if _, _, _, err := dev.Malloc3D(1, 1<<40, 1<<40); err == nil {
		t.Error("Malloc3D of 2^80 rows succeeded")
	}
	for w, want := range map[uint64]uint64{0: 0, 1: 512, 512: 512, 513: 1024} {
		if got := RowPitch(w); got != want {
			t.Errorf("RowPitch(%d) = %d, want %d", w, got, want)
		}
	}
}

func TestSymbolCopies(t *testing.T) {
	dev, err := OpenDevice("h200")
	if err != nil {
		t.Fatal(err)
	}
	mod, err := dev.LoadFile("testdata/conformance/ptx/memory.sm_90.ptx")
	if err != nil {
		t.Fatal(err)
	}
	in := []byte{1, 2, 3, 4, 5, 6, 7, 8}
	if err := mod.CopyToSymbol("stencilCoef", in, 4); err != nil {
		t.Fatal(err)
	}
	out := make([]byte, 8)
	if err := mod.CopyFromSymbol("stencilCoef", out, 4); err != nil || !bytes.Equal(in, out) {
		t.Fatalf("round trip through the symbol: %v %v", out, err)
	}
	if err := mod.CopyToSymbol("stencilCoef", make([]byte, 40), 0); err == nil {
		t.Fatal("a copy past the end of the 36-byte symbol was accepted")
	}
	// An offset that wraps offset+len around 2^64 is past the end too.
	if err := mod.CopyToSymbol("stencilCoef", in, ^uint64(0)-3); err == nil {
		t.Fatal("a copy at offset 2^64-4 was accepted")
	}
	if err := mod.CopyFromSymbol("stencilCoef", out, ^uint64(0)-3); err == nil {
		t.Fatal("a read at offset 2^64-4 was accepted")
	}
	if err := mod.CopyToSymbol("noSuchSymbol", in, 0); err == nil {
		t.Fatal("an unknown symbol was accepted")
	}
}
