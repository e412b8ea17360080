package memsys

import (
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/isa"
)

func TestMapExternal(t *testing.T) {
	g := NewGlobal()
	a, _ := g.Malloc(100)
	host := make([]byte, 5000)
	// A host address (outside every device window) and one inside the
	// global window, above the bump pointer.
	const hostAddr = 0x5555_1234_5678
	inWin := isa.GlobalBase + 1<<30
	if err := g.MapExternal(hostAddr, host); err != nil {
		t.Fatal(err)
	}
	win := make([]byte, 3*4096)
	if err := g.MapExternal(inWin, win); err != nil {
		t.Fatal(err)
	}
	// Reads and writes through the device address reach the caller's bytes.
	if err := g.Write(hostAddr+10, []byte{1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	if host[10] != 1 || host[12] != 3 {
		t.Errorf("write did not reach the host bytes: %v", host[8:14])
	}
	win[4096] = 42
	var b [1]byte
	if err := g.Read(inWin+4096, b[:]); err != nil || b[0] != 42 {
		t.Errorf("read %v, %v", b, err)
	}
	if got := g.Lookup(hostAddr + 4999); got == nil || got.Base != hostAddr {
		t.Errorf("Lookup of the last byte: %v", got)
	}
	for _, bad := range []uint64{hostAddr - 1, hostAddr + 5000, inWin - 1, inWin + 3*4096} {
		if g.Lookup(bad) != nil {
			t.Errorf("Lookup(0x%x) found a mapping", bad)
		}
	}
	if _, err := g.Slice(hostAddr+4990, 20); err == nil {
		t.Error("an access running past the mapping succeeded")
	}
	// Overlaps are refused: other mappings, Malloc'd memory, the windows.
	for _, c := range []struct {
		addr uint64
		n    int
		want string
	}{
		{hostAddr + 4999, 10, "overlaps the mapping"},
		{hostAddr - 5, 10, "overlaps the mapping"},
		{a, 10, "overlaps the allocation"},
		{a + 50, 100, "overlaps the allocation"},
		{isa.SharedWindow + 100, 10, "generic window"},
		{isa.LocalWindow - 4, 8, "generic window"},
		{^uint64(0) - 4, 10, "wraps"},
		{0x1000, 0, "0 bytes"},
	} {
		err := g.MapExternal(c.addr, make([]byte, c.n))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("MapExternal(0x%x, %d): %v, want %q", c.addr, c.n, err, c.want)
		}
	}
	// Free refuses a mapping; Unmap removes it.
	if err := g.Free(hostAddr); err == nil {
		t.Error("Free of a mapping succeeded")
	}
	if err := g.Unmap(hostAddr); err != nil {
		t.Fatal(err)
	}
	if g.Lookup(hostAddr) != nil {
		t.Error("mapping still found after Unmap")
	}
	if err := g.Unmap(hostAddr); err == nil {
		t.Error("second Unmap succeeded")
	}
	if err := g.MapExternal(hostAddr, host); err != nil {
		t.Errorf("remap after Unmap: %v", err)
	}
}

// Malloc's bump pointer steps over a mapping in the global window, leaving
// a guard page on each side.
func TestMallocStepsOverMappings(t *testing.T) {
	g := NewGlobal()
	first, _ := g.Malloc(4096)
	m := first + 4*4096
	if err := g.MapExternal(m, make([]byte, 8192)); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 6; i++ {
		a, err := g.Malloc(3000)
		if err != nil {
			t.Fatal(err)
		}
		if a < m+8192+4096 && a+3000+4096 > m {
			t.Errorf("allocation at 0x%x (3000 bytes) is within a page of the mapping at 0x%x", a, m)
		}
		if g.Lookup(a) == nil || g.Lookup(a).Base != a {
			t.Errorf("allocation at 0x%x not found", a)
		}
	}
	if a := g.Lookup(m + 100); a == nil || a.Base != m {
		t.Errorf("mapping lost: %v", a)
	}
}
