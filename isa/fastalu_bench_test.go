package isa

import (
	"math"
	"testing"
)

func BenchmarkHandlerFma(b *testing.B) {
	r := make([]uint64, 4*32)
	for l := 0; l < 32; l++ {
		r[32+l] = uint64(math.Float32bits(float32(l + 1)))
		r[64+l] = uint64(math.Float32bits(0.5))
		r[96+l] = uint64(math.Float32bits(float32(l) + 3))
	}
	in := &Inst{D: [4]int32{0}, S: [4]int32{1, 2, 3}}
	for i := 0; i < b.N; i++ {
		fastFmaF32(in, r, nil, ^uint32(0))
	}
}

func BenchmarkHandlerAdd(b *testing.B) {
	r := make([]uint64, 4*32)
	in := &Inst{D: [4]int32{0}, S: [4]int32{1, 2, 3}}
	for i := 0; i < b.N; i++ {
		fastAdd32(in, r, nil, ^uint32(0))
	}
}

func BenchmarkHandlerFmaView(b *testing.B) {
	r := make([]uint64, 4*32)
	for l := 0; l < 32; l++ {
		r[32+l] = uint64(math.Float32bits(float32(l + 1)))
		r[64+l] = uint64(math.Float32bits(0.5))
		r[96+l] = uint64(math.Float32bits(float32(l) + 3))
	}
	in := &Inst{D: [4]int32{0}, S: [4]int32{1, 2, 3}}
	for i := 0; i < b.N; i++ {
		fastFmaF32View(in, r, nil, ^uint32(0))
	}
}
