package isa

import (
	"encoding/binary"
	"math"
	"math/bits"
	"unsafe"
)

// f32 FMA through a float32 view of the register lanes. The generated
// handler (fastFmaF32) moves each 32-bit operand from an integer register
// to a floating-point one and then converts it to f64; read through a
// float32 view, each operand is converted straight from memory, without
// the moves (BenchmarkHandlerFma 300-350 ns per 32 lanes,
// BenchmarkHandlerFmaView 190-230, one core of the development machine).
// The view needs the low half of a uint64 at its lower address:
// little-endian hosts only (fastHandler checks littleEndian); TestFastALU
// compares it with the general handler.

var littleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// useAVX2 runs full-mask f32 fma/mad through the vector loop
// (avx2_amd64.s) where the host has it; tests turn it off to compare.
var useAVX2 = hasAVX2

// useFMA3 runs them through fmaF32FMA3 (one fused instruction, eight
// lanes) where the host has FMA3 as well; tests turn it off to compare.
var useFMA3 = hasFMA3

// HasAVX2 says whether the host runs the AVX2 lane loops: the CPU has
// AVX2 and the OS saves the YMM registers (sm's window loads use it too).
var HasAVX2 = hasAVX2

// f32s views a register's 32 lanes as 64 float32, lane l's value at 2l.
func f32s(p *[32]uint64) *[64]float32 { return (*[64]float32)(unsafe.Pointer(p)) }

func fastFmaF32View(in *Inst, r []uint64, _ []uint32, mask uint32) {
	d, sa, sb, sc := lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1]), lanes(r, in.S[2])
	fa, fb, fc := f32s(sa), f32s(sb), f32s(sc)
	if mask == ^uint32(0) {
		if useAVX2 {
			// The vector loop writes a group of four lanes only when
			// all four are on the fast path; the lanes of the groups
			// it leaves (their sources untouched: d is written lane
			// by lane) go through the loop below.
			if useFMA3 {
				mask = fmaF32FMA3(d, sa, sb, sc)
			} else {
				mask = fmaF32AVX2(d, sa, sb, sc)
			}
			if mask == 0 {
				return
			}
		} else {
			for l := range 32 {
				s := float64(fa[2*l])*float64(fb[2*l]) + float64(fc[2*l])
				if u := math.Float64bits(s); (u>>52&0x7ff)-(1023-126) <= 253 && u&(1<<29-1) != 1<<28 {
					d[l] = uint64(math.Float32bits(float32(s)))
				} else {
					d[l] = fmaSlow(sa[l], sb[l], sc[l])
				}
			}
			return
		}
	}
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m) & 31
		s := float64(fa[2*l])*float64(fb[2*l]) + float64(fc[2*l])
		if u := math.Float64bits(s); (u>>52&0x7ff)-(1023-126) <= 253 && u&(1<<29-1) != 1<<28 {
			d[l] = uint64(math.Float32bits(float32(s)))
		} else {
			d[l] = fmaSlow(sa[l], sb[l], sc[l])
		}
	}
}

// fastAdd64V and fastAdd32V are fastAdd64 and fastAdd32 with the full-mask
// loop in AVX2 (avx2_amd64.s) where the host has it.
func fastAdd64V(in *Inst, r []uint64, p []uint32, mask uint32) {
	if mask == ^uint32(0) && useAVX2 {
		add64AVX2(lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1]))
		return
	}
	fastAdd64(in, r, p, mask)
}

func fastAdd32V(in *Inst, r []uint64, p []uint32, mask uint32) {
	if mask == ^uint32(0) && useAVX2 {
		add32AVX2(lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1]))
		return
	}
	fastAdd32(in, r, p, mask)
}

// fastAddF32V, fastSubF32V and fastMulF32V are fastAddF32, fastSubF32 and
// fastMulF32 with the full-mask loop in AVX2 (avx2_amd64.s) where the host
// has it; groups of eight lanes with a NaN result go the scalar way.
func fastAddF32V(in *Inst, r []uint64, p []uint32, mask uint32) {
	if mask == ^uint32(0) && useAVX2 {
		if mask = addF32AVX2(lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1])); mask == 0 {
			return
		}
	}
	fastAddF32(in, r, p, mask)
}

func fastSubF32V(in *Inst, r []uint64, p []uint32, mask uint32) {
	if mask == ^uint32(0) && useAVX2 {
		if mask = subF32AVX2(lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1])); mask == 0 {
			return
		}
	}
	fastSubF32(in, r, p, mask)
}

func fastMulF32V(in *Inst, r []uint64, p []uint32, mask uint32) {
	if mask == ^uint32(0) && useAVX2 {
		if mask = mulF32AVX2(lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1])); mask == 0 {
			return
		}
	}
	fastMulF32(in, r, p, mask)
}

// setp32V is the generated setp handlers for s32, u32 and b32 (setpS32LT
// ...) with all 32 lanes compared in AVX2 (avx2_amd64.s) where the host
// has it, whatever the mask: the lanes outside it are compared too but
// not written. in.Cmp maps to gt/eq as fastALU maps it to the handlers
// (lo, ls, hi, hs as lt, le, gt, ge); flip is 1<<31 for u32 and b32.
func setp32V(in *Inst, r []uint64, p []uint32, mask uint32, flip uint32, scalar ALUFn) {
	if !useAVX2 {
		scalar(in, r, p, mask)
		return
	}
	gt, eq := cmp32AVX2(lanes(r, in.S[0]), lanes(r, in.S[1]), flip)
	var t uint32
	switch in.Cmp {
	case CmpEQ:
		t = eq
	case CmpNE:
		t = ^eq
	case CmpLT, CmpLO:
		t = ^(gt | eq)
	case CmpLE, CmpLS:
		t = ^gt
	case CmpGT, CmpHI:
		t = gt
	default: // CmpGE, CmpHS
		t = gt | eq
	}
	setBits(p, in.D[0], mask, t)
	if in.D[1] != NoSlot {
		setBits(p, in.D[1], mask, ^t)
	}
}

// setpS32V and setpU32V are setp32V for s32 and for u32/b32 (their
// scalar handler is the generated one fastALU chose).
func setpS32V(scalar ALUFn) ALUFn {
	return func(in *Inst, r []uint64, p []uint32, mask uint32) { setp32V(in, r, p, mask, 0, scalar) }
}

func setpU32V(scalar ALUFn) ALUFn {
	return func(in *Inst, r []uint64, p []uint32, mask uint32) { setp32V(in, r, p, mask, 1<<31, scalar) }
}

// fastShl32V, fastShrU32V and fastShrS32V are fastShl32, fastShrU32 and
// fastShrS32 with the full-mask loop in AVX2 (avx2_amd64.s).
func fastShl32V(in *Inst, r []uint64, p []uint32, mask uint32) {
	if mask == ^uint32(0) && useAVX2 {
		shl32AVX2(lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1]))
		return
	}
	fastShl32(in, r, p, mask)
}

func fastShrU32V(in *Inst, r []uint64, p []uint32, mask uint32) {
	if mask == ^uint32(0) && useAVX2 {
		shrU32AVX2(lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1]))
		return
	}
	fastShrU32(in, r, p, mask)
}

func fastShrS32V(in *Inst, r []uint64, p []uint32, mask uint32) {
	if mask == ^uint32(0) && useAVX2 {
		shrS32AVX2(lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1]))
		return
	}
	fastShrS32(in, r, p, mask)
}

// mulWideS32V and mulWideU32V are the general mulWideS32 and mulWideU32
// (alu.go) with the full-mask loop in AVX2.
func mulWideS32V(in *Inst, r []uint64, p []uint32, mask uint32) {
	if mask == ^uint32(0) && useAVX2 {
		mulWideS32AVX2(lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1]))
		return
	}
	mulWideS32(in, r, p, mask)
}

func mulWideU32V(in *Inst, r []uint64, p []uint32, mask uint32) {
	if mask == ^uint32(0) && useAVX2 {
		mulWideU32AVX2(lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1]))
		return
	}
	mulWideU32(in, r, p, mask)
}

// fastMovV is fastMov with the full-mask copy in AVX2.
func fastMovV(in *Inst, r []uint64, p []uint32, mask uint32) {
	if mask == ^uint32(0) && useAVX2 {
		copy32AVX2(lanes(r, in.D[0]), lanes(r, in.S[0]))
		return
	}
	fastMov(in, r, p, mask)
}
