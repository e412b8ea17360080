package cudart

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"testing"
)

// The texture part of the runtime from Go, under both struct layouts
// (CUDA 11.8: 64-byte cudaResourceDesc, 68-byte cudaTextureDesc without
// seamlessCubemap; CUDA 13: 144 and 72 bytes): arrays and every copy,
// objects and their descriptors read back, and the errors CUDA gives.
// The kernels' side runs in the testdata/cuda programs (TestExecPrograms).
func TestTextureAPI(t *testing.T) {
	for _, v := range []int{11080, 13000} {
		t.Run(fmt.Sprint(v), func(t *testing.T) { testTextureAPI(t, v) })
	}
}

func testTextureAPI(t *testing.T, version int) {
	e := newEnv(t, Config{APIVersion: version})
	le := binary.LittleEndian
	desc, descAddr := e.mem(20)
	for i, x := range []uint32{32, 0, 0, 0, 2} { // one float channel
		le.PutUint32(desc[4*i:], x)
	}
	const W, H = 8, 4
	out, outAddr := e.mem(8)
	e.want("cudaMallocArray", e.r.MallocArray(thr, "cudaMallocArray", outAddr, descAddr, W, H, 0, 0, 0), Success)
	arr := uintptr(le.Uint64(out))
	if arr == 0 {
		t.Fatal("null array handle")
	}
	bad, badAddr := e.mem(20)
	le.PutUint32(bad, 12)
	le.PutUint32(bad[16:], 2)
	e.want("12-bit channel", e.r.MallocArray(thr, "cudaMallocArray", outAddr, badAddr, W, H, 0, 0, 0), ErrorInvalidChannelDescriptor)

	// 2D copy in, 1D copy (running over the rows) out, and back.
	src, srcAddr := e.mem(W * H * 4)
	for i := 0; i < W*H; i++ {
		le.PutUint32(src[4*i:], math.Float32bits(float32(i)*1.5))
	}
	e.want("cudaMemcpy2DToArray", e.r.Memcpy2DArray(thr, "cudaMemcpy2DToArray", true, arr, 0, 0, uint64(srcAddr), W*4, W*4, H, MemcpyHostToDevice, 0, false), Success)
	dst, dstAddr := e.mem(W * H * 4)
	e.want("cudaMemcpyFromArray", e.r.MemcpyArray(thr, "cudaMemcpyFromArray", false, arr, 0, 0, uint64(dstAddr), W*H*4, MemcpyDeviceToHost, 0, false), Success)
	if !bytes.Equal(src, dst) {
		t.Errorf("array round trip: %x, want %x", dst, src)
	}
	part, partAddr := e.mem(3 * 4 * 2)
	e.want("cudaMemcpy2DFromArray at an offset", e.r.Memcpy2DArray(thr, "cudaMemcpy2DFromArray", false, arr, 2*4, 1, uint64(partAddr), 3*4, 3*4, 2, MemcpyDefault, 0, false), Success)
	for r := 0; r < 2; r++ {
		if want := src[((1+r)*W+2)*4 : ((1+r)*W+5)*4]; !bytes.Equal(part[r*12:r*12+12], want) {
			t.Errorf("row %d of the sub-rectangle: %x, want %x", r, part[r*12:r*12+12], want)
		}
	}
	e.want("copy past the array", e.r.Memcpy2DArray(thr, "cudaMemcpy2DToArray", true, arr, 4*4, 0, uint64(srcAddr), W*4, W*4, H, MemcpyHostToDevice, 0, false), ErrorInvalidValue)
	e.want("width over the pitch", e.r.Memcpy2DArray(thr, "cudaMemcpy2DToArray", true, arr, 0, 0, uint64(srcAddr), 4, 8, 1, MemcpyHostToDevice, 0, false), ErrorInvalidPitchValue)
	e.want("bad direction", e.r.Memcpy2DArray(thr, "cudaMemcpy2DToArray", true, arr, 0, 0, uint64(srcAddr), W*4, W*4, H, 7, 0, false), ErrorInvalidMemcpyDirection)
	e.want("unknown array", e.r.Memcpy2DArray(thr, "cudaMemcpy2DToArray", true, arr+1, 0, 0, uint64(srcAddr), W*4, W*4, H, MemcpyHostToDevice, 0, false), ErrorInvalidResourceHandle)

	// cudaMemcpy3D: host rows into the array at (1, 2), then the whole
	// array to device memory and back.
	parms, parmsAddr := e.mem(160)
	le.PutUint64(parms[64:], uint64(arr))     // dstArray
	le.PutUint64(parms[72:], 1)               // dstPos.x (elements)
	le.PutUint64(parms[80:], 2)               // dstPos.y
	le.PutUint64(parms[32:], uint64(srcAddr)) // srcPtr.ptr
	le.PutUint64(parms[40:], 16)              // srcPtr.pitch
	le.PutUint64(parms[128:], 3)              // extent: 3 elements
	le.PutUint64(parms[136:], 2)              // x 2 rows
	le.PutUint64(parms[144:], 1)              // x 1
	le.PutUint32(parms[152:], MemcpyHostToDevice)
	e.want("cudaMemcpy3D to an array", e.r.Memcpy3D(thr, parmsAddr, 0, false), Success)
	dev := e.malloc(W * H * 4)
	clear(parms)
	le.PutUint64(parms[0:], uint64(arr))
	le.PutUint64(parms[96:], dev)
	le.PutUint64(parms[104:], W*4)
	le.PutUint64(parms[128:], W)
	le.PutUint64(parms[136:], H)
	le.PutUint64(parms[144:], 1)
	le.PutUint32(parms[152:], MemcpyDeviceToDevice)
	e.want("cudaMemcpy3D from an array", e.r.Memcpy3D(thr, parmsAddr, 0, false), Success)
	e.want("back to the host", e.r.Memcpy(thr, uint64(dstAddr), dev, W*H*4, MemcpyDeviceToHost, 0, false), Success)
	want := append([]byte(nil), src...)
	for r := 0; r < 2; r++ {
		copy(want[((2+r)*W+1)*4:((2+r)*W+4)*4], src[r*16:r*16+12])
	}
	if !bytes.Equal(dst, want) {
		t.Errorf("after cudaMemcpy3D: %x, want %x", dst, want)
	}

	// A texture object and its descriptors read back.
	resSize, texSize := 64, 68
	if version >= 12000 {
		resSize, texSize = 144, 72
	}
	res, resAddr := e.mem(resSize)
	le.PutUint32(res, 0) // cudaResourceTypeArray
	le.PutUint64(res[8:], uint64(arr))
	tex, texAddr := e.mem(texSize)
	le.PutUint32(tex[0:], 2)  // mirror
	le.PutUint32(tex[4:], 3)  // border
	le.PutUint32(tex[12:], 1) // linear
	le.PutUint32(tex[28:], math.Float32bits(0.25))
	le.PutUint32(tex[40:], 1) // normalized coordinates
	le.PutUint32(tex[60:], math.Float32bits(3))
	if texSize == 72 {
		le.PutUint32(tex[68:], 1) // seamlessCubemap
	}
	e.want("cudaCreateTextureObject", e.r.CreateTextureObject(thr, "cudaCreateTextureObject", outAddr, resAddr, texAddr, 0, false), Success)
	obj := le.Uint64(out)
	_, viewAddr := e.mem(64)
	e.want("with a resource view", e.r.CreateTextureObject(thr, "cudaCreateTextureObject", outAddr, resAddr, texAddr, viewAddr, false), ErrorNotSupported)
	back, backAddr := e.mem(76)
	for i := range back {
		back[i] = 0xaa
	}
	e.want("cudaGetTextureObjectTextureDesc", e.r.GetTextureObjectTextureDesc(thr, "cudaGetTextureObjectTextureDesc", backAddr, obj, false), Success)
	if !bytes.Equal(back[:texSize], tex) {
		t.Errorf("texture descriptor read back:\n%x, want\n%x", back[:texSize], tex)
	}
	if back[texSize] != 0xaa {
		t.Errorf("cudaGetTextureObjectTextureDesc wrote past the %d-byte descriptor", texSize)
	}
	rback, rbackAddr := e.mem(resSize + 8)
	e.want("cudaGetTextureObjectResourceDesc", e.r.GetObjectResourceDesc(thr, "cudaGetTextureObjectResourceDesc", rbackAddr, obj, false), Success)
	if le.Uint32(rback) != 0 || le.Uint64(rback[8:]) != uint64(arr) {
		t.Errorf("resource read back: type %d, array 0x%x; want 0, 0x%x", le.Uint32(rback), le.Uint64(rback[8:]), arr)
	}
	e.want("surface on an array without the flag", e.r.CreateSurfaceObject(thr, outAddr, resAddr), ErrorInvalidValue)
	e.want("destroy", e.r.DestroyObject(thr, "cudaDestroyTextureObject", obj, false), Success)
	e.want("destroy again", e.r.DestroyObject(thr, "cudaDestroyTextureObject", obj, false), ErrorInvalidValue)

	// Mipmapped arrays: one handle per level, levels in range, the two
	// kinds of handle kept apart.
	e.want("cudaMallocMipmappedArray", e.r.MallocArray(thr, "cudaMallocMipmappedArray", outAddr, descAddr, 16, 16, 0, 3, 0), Success)
	mip := uintptr(le.Uint64(out))
	l1, l1Addr := e.mem(8)
	l1b, l1bAddr := e.mem(8)
	e.want("level 1", e.r.GetMipmappedArrayLevel(thr, l1Addr, mip, 1), Success)
	e.want("level 1 again", e.r.GetMipmappedArrayLevel(thr, l1bAddr, mip, 1), Success)
	if le.Uint64(l1) != le.Uint64(l1b) || le.Uint64(l1) == 0 {
		t.Errorf("level handles 0x%x and 0x%x, want one non-null handle", le.Uint64(l1), le.Uint64(l1b))
	}
	e.want("level 3 of 3", e.r.GetMipmappedArrayLevel(thr, l1Addr, mip, 3), ErrorInvalidValue)
	e.want("an array as a mipmapped array", e.r.GetMipmappedArrayLevel(thr, l1Addr, arr, 0), ErrorInvalidResourceHandle)
	e.want("free a level", e.r.FreeArray(thr, "cudaFreeArray", uintptr(le.Uint64(l1b)), false), ErrorInvalidResourceHandle)
	e.want("cudaFreeMipmappedArray", e.r.FreeArray(thr, "cudaFreeMipmappedArray", mip, true), Success)
	e.want("cudaFreeArray", e.r.FreeArray(thr, "cudaFreeArray", arr, false), Success)
	e.want("cudaFreeArray again", e.r.FreeArray(thr, "cudaFreeArray", arr, false), ErrorInvalidResourceHandle)
	e.want("unknown texture reference", e.r.GetReference(thr, "cudaGetTextureReference", outAddr, srcAddr, false), ErrorInvalidTexture)
}

// The names nvcc registers references under become PTX symbols.
func TestRefSymbol(t *testing.T) {
	for in, want := range map[string]string{"::tex": "tex", "tex": "tex", "::ns::tex": "_ZN2ns3texE", "::a::bc::d": "_ZN1a2bc1dE"} {
		if got := refSymbol(in); got != want {
			t.Errorf("refSymbol(%q) = %q, want %q", in, got, want)
		}
	}
}
