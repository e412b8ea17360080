package ptxsim_test

import (
	"encoding/binary"
	"fmt"
	"log"
	"math"

	"github.com/ptxsim/ptxsim"
)

func floats(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func unfloats(b []byte) []float32 {
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

// Vector addition driven from host code, as a CUDA program would do it:
// allocate, copy in, launch, copy out.
func Example_vectorAdd() {
	dev, err := ptxsim.OpenDevice("h200")
	if err != nil {
		log.Fatal(err)
	}
	mod, err := dev.LoadFile("testdata/conformance/ptx/basics.sm_90.ptx")
	if err != nil {
		log.Fatal(err)
	}
	const n = 1000
	a, b := make([]float32, n), make([]float32, n)
	for i := range a {
		a[i], b[i] = float32(i), float32(2*i)
	}
	dA, _ := dev.Malloc(4 * n)
	dB, _ := dev.Malloc(4 * n)
	dC, _ := dev.Malloc(4 * n)
	if err := dev.Write(dA, floats(a)); err != nil {
		log.Fatal(err)
	}
	if err := dev.Write(dB, floats(b)); err != nil {
		log.Fatal(err)
	}
	_, err = mod.Launch("vecAdd", ptxsim.D1((n+255)/256), ptxsim.D1(256), ptxsim.LaunchOptions{},
		ptxsim.ArgPtr(dA), ptxsim.ArgPtr(dB), ptxsim.ArgPtr(dC), ptxsim.ArgS32(n))
	if err != nil {
		log.Fatal(err)
	}
	out := make([]byte, 4*n)
	if err := dev.Read(dC, out); err != nil {
		log.Fatal(err)
	}
	c := unfloats(out)
	fmt.Println(c[0], c[1], c[999])
	// Output: 0 3 2997
}

// The CUDA programming guide's tiled matrix multiply: Matrix structs passed
// by value, shared-memory tiles, __syncthreads.
func Example_tiledMatMul() {
	dev, err := ptxsim.OpenDevice("h200")
	if err != nil {
		log.Fatal(err)
	}
	mod, err := dev.LoadFile("testdata/conformance/ptx/memory.sm_90.ptx")
	if err != nil {
		log.Fatal(err)
	}
	const n = 64 // multiple of the kernel's 16x16 tile
	a, b := make([]float32, n*n), make([]float32, n*n)
	for i := range a {
		a[i] = float32(i % 7)
		b[i] = float32(i % 5)
	}
	matrix := func(data []float32) ptxsim.ParamValue {
		addr, err := dev.Malloc(uint64(4 * len(data)))
		if err != nil {
			log.Fatal(err)
		}
		if err := dev.Write(addr, floats(data)); err != nil {
			log.Fatal(err)
		}
		// struct Matrix { int width, height, stride; float* elements; }
		return ptxsim.PackStruct(ptxsim.ArgS32(n), ptxsim.ArgS32(n), ptxsim.ArgS32(n), ptxsim.ArgPtr(addr))
	}
	A, B := matrix(a), matrix(b)
	cAddr, _ := dev.Malloc(4 * n * n)
	C := ptxsim.PackStruct(ptxsim.ArgS32(n), ptxsim.ArgS32(n), ptxsim.ArgS32(n), ptxsim.ArgPtr(cAddr))
	if _, err := mod.Launch("MatMulKernel", ptxsim.D2(n/16, n/16), ptxsim.D2(16, 16), ptxsim.LaunchOptions{}, A, B, C); err != nil {
		log.Fatal(err)
	}
	out := make([]byte, 4*n*n)
	if err := dev.Read(cAddr, out); err != nil {
		log.Fatal(err)
	}
	c := unfloats(out)
	// Check against the host: small integers, so every sum is exact.
	bad := 0
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			var s float32
			for k := 0; k < n; k++ {
				s += a[i*n+k] * b[k*n+j]
			}
			if c[i*n+j] != s {
				bad++
			}
		}
	}
	fmt.Println("C[0][0] =", c[0], "mismatches:", bad)
	// Output: C[0][0] = 379 mismatches: 0
}
