package sm

import (
	"encoding/binary"
	"testing"
)

// FuzzTensorMap feeds arbitrary bytes to the tensor-map decoder (what
// cp.async.bulk.tensor, prefetch.tensormap and tensormap.replace read
// from memory a program controls). A map the decoder accepts must encode
// back to one that decodes to the same map, and a copy through it (at
// fuzzed coordinates, for boxes up to 64 KiB) must visit exactly the
// box's bytes, each element inside [0, BoxBytes).
func FuzzTensorMap(f *testing.F) {
	for _, t := range []TensorMap{
		{Rank: 2, DType: TMFloat32, Addr: 1 << 20, Dims: [5]uint64{64, 32}, Strides: [5]uint64{0, 256},
			Box: [5]uint32{16, 8}, ElemStrides: [5]uint32{1, 1}, Swizzle: 3},
		{Rank: 5, DType: TMUint8, Addr: 1 << 20, Dims: [5]uint64{16, 3, 3, 2, 2}, Strides: [5]uint64{0, 16, 48, 144, 288},
			Box: [5]uint32{16, 2, 2, 1, 2}, ElemStrides: [5]uint32{1, 2, 1, 1, 1}, OOBFill: 0},
		{Rank: 3, DType: TMFloat16, Addr: 1 << 20, Dims: [5]uint64{32, 8, 4}, Strides: [5]uint64{0, 64, 512},
			Box: [5]uint32{8, 4, 2}, ElemStrides: [5]uint32{1, 1, 1}, Interleave: 1},
		{Im2col: true, Rank: 4, DType: TMBFloat16, Addr: 1 << 20, Dims: [5]uint64{64, 8, 8, 2}, Strides: [5]uint64{0, 128, 1024, 8192},
			ElemStrides: [5]uint32{1, 1, 1, 1}, Lower: [3]int32{-1, -1}, Upper: [3]int32{1, 1}, Channels: 64, Pixels: 32, OOBFill: 1},
	} {
		if err := t.Validate(); err != nil {
			f.Fatalf("seed %+v: %v", t, err)
		}
		b := t.Encode()
		f.Add(b[:], int64(0), int64(0), int64(-3))
	}
	f.Fuzz(func(t *testing.T, b []byte, c0, c1, c2 int64) {
		m, err := DecodeTensorMap(b)
		if err != nil {
			return
		}
		e := m.Encode()
		m2, err := DecodeTensorMap(e[:])
		if err != nil {
			t.Fatalf("%+v encodes to a map the decoder refuses: %v", *m, err)
		}
		if *m2 != *m {
			t.Fatalf("decode(encode(m)) = %+v, m = %+v", *m2, *m)
		}
		n := m.BoxBytes()
		unit := uint64(m.unitBytes())
		if n == 0 || n%unit != 0 {
			t.Fatalf("%+v: box of %d bytes, units of %d", *m, n, unit)
		}
		if n > 1<<16 {
			return
		}
		coords := [5]int64{c0 &^ 15 / int64(m.ElemSize()), c1 % 4096, c2 % 4096, c1 >> 32 % 64, c2 >> 32 % 64}
		var offs [3]int64
		for i := range offs {
			offs[i] = int64(uint16(binary.LittleEndian.Uint16(e[2*i:])))
		}
		var visited uint64
		m.walk(coords, offs, func(el tmElem) bool {
			if el.smem+unit > n {
				t.Fatalf("%+v: element at shared offset %d past the box's %d bytes", *m, el.smem, n)
			}
			visited += unit
			return true
		})
		if visited != n {
			t.Fatalf("%+v: a copy visits %d bytes of a %d-byte box", *m, visited, n)
		}
	})
}
