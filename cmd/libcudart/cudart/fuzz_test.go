package cudart

import (
	"encoding/binary"
	"strings"
	"testing"
)

// FuzzRuntimeArgs calls the runtime's entry points whose arguments are
// sizes, pitches, extents and descriptor structs with arbitrary values:
// the 2D/3D memsets and copies, cudaMemcpy3D's parameter struct, CUDA
// array allocation and texture and surface objects over fuzzed resource and
// texture descriptors. Device pointers in the structs are steered into a
// real 4 KiB allocation (or a small CUDA array) often enough to get past
// the first check. Each call must answer with an error code, never panic,
// hang, allocate without bound or fail inside (an internal error); the
// runtime must stay usable.
func FuzzRuntimeArgs(f *testing.F) {
	desc := func(x, y, z, w, kind int32) []byte {
		b := make([]byte, 20)
		for i, v := range []int32{x, y, z, w, kind} {
			binary.LittleEndian.PutUint32(b[4*i:], uint32(v))
		}
		return b
	}
	f.Add(uint8(0), uint64(16), uint64(64), uint64(32), uint64(8), []byte{})
	f.Add(uint8(0), uint64(0), uint64(0), uint64(0), uint64(1)<<62, []byte{}) // empty rows, endless height
	f.Add(uint8(1), uint64(0), uint64(128), uint64(64), uint64(16), []byte{1})
	f.Add(uint8(2), uint64(0), uint64(64), uint64(16), uint64(4), []byte{2, 2})
	f.Add(uint8(3), uint64(16), uint64(16), uint64(0), uint64(0), desc(32, 0, 0, 0, 2))
	f.Add(uint8(4), uint64(0), uint64(0), uint64(0), uint64(0), make([]byte, 200))
	linear := make([]byte, 200)
	linear[0] = 2
	copy(linear[16:], desc(32, 0, 0, 0, 2))
	binary.LittleEndian.PutUint64(linear[40:], 1024)
	f.Add(uint8(4), uint64(1), uint64(0), uint64(1), uint64(0), linear)
	f.Add(uint8(5), uint64(0), uint64(0), uint64(0), uint64(0), make([]byte, 64))
	f.Add(uint8(6), uint64(0), uint64(64), uint64(4), uint64(2), make([]byte, 160))
	p3 := make([]byte, 160) // empty rows, endless height and depth
	binary.LittleEndian.PutUint64(p3[32+8:], 64)
	binary.LittleEndian.PutUint64(p3[96+8:], 64)
	binary.LittleEndian.PutUint64(p3[136:], 1<<40)
	binary.LittleEndian.PutUint64(p3[144:], 1<<40)
	f.Add(uint8(6), uint64(0), uint64(0), uint64(0), uint64(0), p3)
	ms := make([]byte, 40) // a width that overflows width x elementSize
	binary.LittleEndian.PutUint32(ms[20:], 4)
	binary.LittleEndian.PutUint64(ms[24:], 1<<62+1)
	binary.LittleEndian.PutUint64(ms[32:], 1)
	f.Add(uint8(7), uint64(0), uint64(0), uint64(0), uint64(0), ms)
	f.Fuzz(func(t *testing.T, op uint8, a, b, c, d uint64, raw []byte) {
		e := newEnv(t, Config{})
		buf := e.malloc(4096)
		host, hostAddr := e.mem(256)
		copy(host, raw)
		word := func(o int) uint64 { return binary.LittleEndian.Uint64(host[o:]) }
		put := func(o int, v uint64) { binary.LittleEndian.PutUint64(host[o:], v) }
		inBuf := func(v uint64) uint64 { return buf + v%4096 }
		r := e.r
		switch op % 8 {
		case 0:
			r.Memset2D(thr, inBuf(a), b, byte(a), c, d, 0, false)
		case 1:
			r.Memcpy2D(thr, inBuf(a), b, inBuf(word(0)), word(8), c, d, MemcpyDeviceToDevice, 0, false)
		case 2:
			r.Memset3D(thr, inBuf(a), b, word(0), byte(a), c, d, word(8), 0, false)
		case 3:
			out, outAddr := e.mem(8)
			if r.MallocArray(thr, "cudaMallocArray", outAddr, hostAddr, a, b, c, uint32(d), uint32(d>>32)) == Success {
				r.FreeArray(thr, "cudaFreeArray", uintptr(binary.LittleEndian.Uint64(out)), uint32(d) > 0)
			}
		case 4, 5:
			// A resource descriptor at 0 (an array handle, a small array
			// made here, or linear/pitched memory in buf; the rest as
			// fuzzed) and a texture descriptor at 128.
			arrOut, arrAddr := e.mem(8)
			cd, cdAddr := e.mem(20)
			binary.LittleEndian.PutUint32(cd, 32)
			binary.LittleEndian.PutUint32(cd[16:], 2) // float
			if r.MallocArray(thr, "cudaMallocArray", arrAddr, cdAddr, 16, 16, 0, 0, 2) != Success {
				t.Fatal("a 16x16 float array could not be made")
			}
			switch a % 3 {
			case 0:
				put(8, binary.LittleEndian.Uint64(arrOut))
			case 1:
				put(8, inBuf(b))
			}
			out, outAddr := e.mem(8)
			if op%8 == 4 {
				if r.CreateTextureObject(thr, "cudaCreateTextureObject", outAddr, hostAddr, hostAddr+128, 0, c&1 != 0) == Success {
					h := binary.LittleEndian.Uint64(out)
					_, q := e.mem(160)
					r.GetObjectResourceDesc(thr, "cudaGetTextureObjectResourceDesc", q, h, false)
					r.GetTextureObjectTextureDesc(thr, "cudaGetTextureObjectTextureDesc", q, h, true)
					r.DestroyObject(thr, "cudaDestroyTextureObject", h, false)
				}
			} else if r.CreateSurfaceObject(thr, outAddr, hostAddr) == Success {
				r.DestroyObject(thr, "cudaDestroySurfaceObject", binary.LittleEndian.Uint64(out), true)
			}
		case 6:
			// cudaMemcpy3DParms: srcPtr at 32, dstPtr at 96 ({ptr, pitch,
			// xsize, ysize}), extent at 128, kind at 152; no arrays.
			put(0, 0)
			put(64, 0)
			put(32, inBuf(a))
			put(96, inBuf(b))
			binary.LittleEndian.PutUint32(host[152:], MemcpyDeviceToDevice)
			r.Memcpy3D(thr, hostAddr, 0, false)
		case 7:
			// cudaMemsetParams {dst, pitch, value, elementSize, width,
			// height} in a graph node.
			put(0, inBuf(a))
			g, gAddr := e.mem(8)
			if r.GraphCreate(thr, gAddr, 0) != Success {
				t.Fatal("cudaGraphCreate failed")
			}
			_, nAddr := e.mem(8)
			r.GraphAddMemsetNode(thr, nAddr, uintptr(binary.LittleEndian.Uint64(g)), 0, 0, hostAddr)
			r.GraphDestroy(thr, uintptr(binary.LittleEndian.Uint64(g)))
		}
		// No call hit a bug (the runtime recovers panics as ErrorUnknown
		// with an "internal error" line), and the runtime still works.
		if strings.Contains(e.stderr.String(), "internal error") {
			t.Fatalf("op %d: %s", op%8, e.stderr.String())
		}
		if got := r.Memset(thr, buf, 1, 16, 0, false); got != Success && r.sticky == Success {
			t.Fatalf("cudaMemset after the fuzzed call: %s", r.ErrorName(got))
		}
	})
}
