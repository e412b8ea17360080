package memsys

import "testing"

func TestGlobalAllocations(t *testing.T) {
	g := NewGlobal()
	var prev uint64
	var prevSize uint64
	for i, size := range []uint64{1, 256, 4096, 4097, 0, 100000} {
		a, err := g.Malloc(size)
		if err != nil {
			t.Fatal(err)
		}
		if a%256 != 0 {
			t.Errorf("allocation %d at 0x%x is not 256-byte aligned", i, a)
		}
		if i > 0 && a < prev+prevSize {
			t.Errorf("allocation %d at 0x%x overlaps the previous one", i, a)
		}
		if err := g.Write(a, make([]byte, size)); err != nil {
			t.Errorf("write of the whole allocation %d: %v", i, err)
		}
		if _, err := g.Slice(a+size, 1); err == nil {
			t.Errorf("byte past allocation %d is accessible", i)
		}
		prev, prevSize = a, size
	}
	a, _ := g.Malloc(64)
	if err := g.Write(a, []byte{1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	var b [3]byte
	if err := g.Read(a, b[:]); err != nil || b != [3]byte{1, 2, 3} {
		t.Fatalf("read back %v, %v", b, err)
	}
	if err := g.Memset(a, 7, 64); err != nil {
		t.Fatal(err)
	}
	if err := g.Free(a + 4); err == nil {
		t.Error("free of an interior pointer succeeded")
	}
	if err := g.Free(a); err != nil {
		t.Fatal(err)
	}
	if err := g.Read(a, b[:]); err == nil {
		t.Error("read of freed memory succeeded")
	}
	if err := g.Free(a); err == nil {
		t.Error("double free succeeded")
	}
}
