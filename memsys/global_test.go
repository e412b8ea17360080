package memsys

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
)

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
		if _, err := g.Access(a+size, 1, false); err == nil {
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

// A 100 GB allocation (legal on a 141 GB device) costs only its chunk
// table until written; reads of untouched chunks are zeros; writes
// materialize one chunk each; zeros written or set stay free.
func TestGlobalLazy(t *testing.T) {
	const huge = 100_000_000_000
	budget := NewHostBudget(64 << 20)
	g := NewGlobalSized(150109880320, budget)
	a, err := g.Malloc(huge)
	if err != nil {
		t.Fatal(err)
	}
	meta := budget.Used()
	if want := uint64((huge + ChunkBytes - 1) / ChunkBytes * 8); meta != want {
		t.Fatalf("after Malloc the budget holds %d bytes, want the chunk table's %d", meta, want)
	}
	var b [8]byte
	if err := g.Read(a+huge-8, b[:]); err != nil || b != [8]byte{} {
		t.Fatalf("read of the untouched end: %v %v", b, err)
	}
	if err := g.Memset(a, 0, huge); err != nil {
		t.Fatal(err)
	}
	if err := g.Write(a+1<<30, make([]byte, 3*ChunkBytes)); err != nil {
		t.Fatal(err)
	}
	if budget.Used() != meta {
		t.Fatalf("zeros materialized %d bytes", budget.Used()-meta)
	}
	c, err := g.Access(a+5*ChunkBytes+8, 8, false)
	if err != nil || c.Materialized || len(c.Mem) != ChunkBytes || c.Base != a+5*ChunkBytes {
		t.Fatalf("read access of an untouched chunk: %+v %v", c, err)
	}
	c, err = g.Access(a+5*ChunkBytes+8, 8, true)
	if err != nil || !c.Materialized {
		t.Fatalf("write access: %+v %v", c, err)
	}
	c.Mem[8] = 42
	if err := g.Read(a+5*ChunkBytes+8, b[:1]); err != nil || b[0] != 42 {
		t.Fatalf("read back %d %v", b[0], err)
	}
	if got := budget.Used() - meta; got != ChunkBytes {
		t.Fatalf("one written chunk charged %d bytes", got)
	}
	// Past the budget: a clear error naming the allocation, nothing spent.
	used := budget.Used()
	err = g.Memset(a, 1, huge)
	var he *HostMemoryError
	if !errors.As(err, &he) || !errors.Is(err, ErrHostMemory) {
		t.Fatalf("memset of 100 GB under a 64 MiB budget: %v", err)
	}
	if want := fmt.Sprintf("writing to the %d-byte allocation at 0x%x", uint64(huge), a); !strings.Contains(err.Error(), want) {
		t.Fatalf("error %q does not name the allocation (%q)", err, want)
	}
	if budget.Used() > budget.Limit() {
		t.Fatalf("budget overdrawn: %d of %d", budget.Used(), budget.Limit())
	}
	if err := g.Free(a); err != nil {
		t.Fatal(err)
	}
	if budget.Used() != 0 {
		t.Fatalf("after Free the budget still holds %d bytes (had %d)", budget.Used(), used)
	}
	// Larger than the device: out of memory, as cudaMalloc.
	var oom *OutOfMemoryError
	if _, err := g.Malloc(150109880320 + 1); !errors.As(err, &oom) {
		t.Fatalf("allocation past the device size: %v", err)
	}
}

// Many goroutines writing the same and different chunks at once: every
// chunk materializes once, every write lands, the budget is exact.
func TestGlobalConcurrentMaterialize(t *testing.T) {
	budget := NewHostBudget(1 << 30)
	g := NewGlobalSized(0, budget)
	const chunks = 64
	a, err := g.Malloc(chunks * ChunkBytes)
	if err != nil {
		t.Fatal(err)
	}
	meta := budget.Used()
	var wg sync.WaitGroup
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < chunks; i++ {
				addr := a + uint64(i)*ChunkBytes + uint64(w)*8
				c, err := g.Access(addr, 8, true)
				if err != nil {
					t.Error(err)
					return
				}
				c.Mem[addr-c.Base] = byte(w + 1)
			}
		}(w)
	}
	wg.Wait()
	if got := budget.Used() - meta; got != chunks*ChunkBytes {
		t.Fatalf("charged %d bytes for %d chunks", got, chunks)
	}
	for i := 0; i < chunks; i++ {
		for w := 0; w < 8; w++ {
			var b [1]byte
			if err := g.Read(a+uint64(i)*ChunkBytes+uint64(w)*8, b[:]); err != nil || b[0] != byte(w+1) {
				t.Fatalf("chunk %d writer %d: %d %v", i, w, b[0], err)
			}
		}
	}
}

// Lookups stay correct while allocations come and go, including one
// placed by its owner between bump-allocated ones.
func TestGlobalLookup(t *testing.T) {
	g := NewGlobal()
	var addrs []uint64
	for i := 0; i < 50; i++ {
		a, err := g.Malloc(uint64(100 + i*5000))
		if err != nil {
			t.Fatal(err)
		}
		addrs = append(addrs, a)
	}
	for i := 0; i < 50; i += 3 {
		if err := g.Free(addrs[i]); err != nil {
			t.Fatal(err)
		}
	}
	for i, a := range addrs {
		got := g.Lookup(a + 50)
		if i%3 == 0 {
			if got != nil {
				t.Fatalf("freed allocation %d still found", i)
			}
			continue
		}
		if got == nil || got.Base != a {
			t.Fatalf("allocation %d at 0x%x: lookup gave %v", i, a, got)
		}
	}
	// A mapping where the freed allocation 3 was: between live ones.
	ext := make([]byte, 300)
	at := addrs[3] + 64
	if err := g.MapExternal(at, ext); err != nil {
		t.Fatal(err)
	}
	if err := g.Write(at+10, []byte{9}); err != nil || ext[10] != 9 {
		t.Fatalf("write to an external allocation: %v", err)
	}
	for _, i := range []int{2, 4, 49} {
		if got := g.Lookup(addrs[i] + 1); got == nil || got.Base != addrs[i] {
			t.Fatalf("lookup after a middle insert lost allocation %d", i)
		}
	}
	if g.Lookup(at+300) != nil || g.External(at+299) == nil || g.External(addrs[4]) != nil {
		t.Fatal("a mapping's extent is its bytes")
	}
	if err := g.Free(at); err == nil {
		t.Fatal("Free of a mapping succeeded")
	}
	if err := g.MapExternal(addrs[4]+8, make([]byte, 8)); err == nil || !strings.Contains(err.Error(), "overlaps the allocation") {
		t.Fatalf("a mapping over an allocation: %v", err)
	}
	if err := g.Unmap(at); err != nil || g.Lookup(at) != nil {
		t.Fatalf("Unmap: %v", err)
	}
}

func TestParseBytes(t *testing.T) {
	for in, want := range map[string]uint64{"4096": 4096, "0x1000": 4096, "64K": 64 << 10, "12GiB": 12 << 30, "1.5g": 3 << 29, "2 MB": 2 << 20, "1T": 1 << 40} {
		got, err := ParseBytes(in)
		if err != nil || got != want {
			t.Errorf("ParseBytes(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "x", "-1", "12Q", "200%", "99999999999T"} {
		if _, err := ParseBytes(in); err == nil {
			t.Errorf("ParseBytes(%q) accepted", in)
		}
	}
	if physicalMemory() > 0 {
		if v, err := ParseBytes("50%"); err != nil || v == 0 {
			t.Errorf("ParseBytes(50%%) = %d, %v", v, err)
		}
	}
	if s := FormatBytes(12 << 30); s != "12 GiB" {
		t.Errorf("FormatBytes = %q", s)
	}
}

// Contiguous backs an allocation with one buffer: written bytes survive,
// the rest is charged, any range is then one slice shared with the chunks
// (writes either way are seen), and Free returns the bytes.
func TestGlobalContiguous(t *testing.T) {
	b := NewHostBudget(1 << 30)
	g := NewGlobalSized(0, b)
	const n = 3*ChunkBytes + 100
	a, err := g.Malloc(n)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Write(a+ChunkBytes+5, []byte{7}); err != nil {
		t.Fatal(err)
	}
	s, err := g.Contiguous(a+10, n-20)
	if err != nil {
		t.Fatal(err)
	}
	if s[ChunkBytes-5] != 7 {
		t.Error("a byte written before was lost")
	}
	if got := g.Lookup(a).Materialized(); got != n {
		t.Errorf("materialized %d bytes, want %d", got, n)
	}
	s[2*ChunkBytes] = 9 // through the slice, read back through the chunks
	var one [1]byte
	if err := g.Read(a+10+2*ChunkBytes, one[:]); err != nil || one[0] != 9 {
		t.Errorf("read %v %v", one, err)
	}
	if err := g.Write(a+3*ChunkBytes, []byte{4}); err != nil || s[3*ChunkBytes-10] != 4 {
		t.Errorf("a write through the chunks is not in the slice: %v", err)
	}
	if w, err := g.Slice(a+ChunkBytes-8, 2*ChunkBytes); err != nil || len(w) != 2*ChunkBytes {
		t.Errorf("Slice across chunks of a contiguous allocation: %d %v", len(w), err)
	}
	if _, err := g.Contiguous(a, n+1); err == nil {
		t.Error("a range past the end was made contiguous")
	}
	if err := g.Free(a); err != nil {
		t.Fatal(err)
	}
	if used := b.Used(); used != 0 {
		t.Errorf("%d bytes still charged after Free", used)
	}
}
