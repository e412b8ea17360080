package isa

// AVX2 lane loops (avx2_amd64.s). f32 fma/mad: four lanes per
// step in f64 vector registers, the same arithmetic and the same fast-path
// test as the scalar loop (the exact product, one f64 rounding of the sum,
// then f32, when the sum is an f32 normal off a midpoint); a group of four
// lanes with any lane outside that test is left unwritten for the scalar
// loop. Used when the CPU and the OS support AVX2 (CPUID, XGETBV).

// fmaF32AVX2 computes d = a*b+c for the 32 lanes in groups of four and
// returns the lanes of the groups it did not write.
//
//go:noescape
func fmaF32AVX2(d, a, b, c *[32]uint64) (rest uint32)

// add64AVX2 and add32AVX2 are add.s64/u64 and add.s32/u32 on all 32
// lanes, eight lanes per loop step (a 32-bit sum keeps its low half,
// zero-extended, as the generated handlers do).
//
//go:noescape
func add64AVX2(d, a, b *[32]uint64)

//go:noescape
func add32AVX2(d, a, b *[32]uint64)

// addF32AVX2, subF32AVX2 and mulF32AVX2 are plain f32 add, sub and mul
// on all 32 lanes, eight per step (the IEEE operation, round to nearest
// even, as the scalar loop); they return the lanes of the groups of eight
// with a NaN result, unwritten, for the scalar loop.
//
//go:noescape
func addF32AVX2(d, a, b *[32]uint64) (rest uint32)

//go:noescape
func subF32AVX2(d, a, b *[32]uint64) (rest uint32)

//go:noescape
func mulF32AVX2(d, a, b *[32]uint64) (rest uint32)

// cmp32AVX2 compares the low halves of a's and b's 32 lanes, eight per
// step, as signed 32-bit integers after xoring both with flip (1<<31:
// unsigned), and returns the lanes where a > b and where a == b.
//
//go:noescape
func cmp32AVX2(a, b *[32]uint64, flip uint32) (gt, eq uint32)

// shl32AVX2, shrU32AVX2 and shrS32AVX2 are shl.b32, shr.u32 and shr.s32
// on all 32 lanes, eight per step (counts of 32 and more clamp as PTX's;
// the results zero-extended as the generated handlers write them).
//
//go:noescape
func shl32AVX2(d, a, b *[32]uint64)

//go:noescape
func shrU32AVX2(d, a, b *[32]uint64)

//go:noescape
func shrS32AVX2(d, a, b *[32]uint64)

// same32AVX2 says whether the low halves of s's 32 lanes are all y.
//
//go:noescape
func same32AVX2(s *[32]uint64, y uint32) bool

// mulWideS32AVX2 and mulWideU32AVX2 are mul.wide.s32 and mul.wide.u32 on
// all 32 lanes, four per vector.
//
//go:noescape
func mulWideS32AVX2(d, a, b *[32]uint64)

//go:noescape
func mulWideU32AVX2(d, a, b *[32]uint64)

// copy32AVX2 copies a register's 32 lanes (a full-mask mov) in eight
// vector loads and stores (the array copy called memmove).
//
//go:noescape
func copy32AVX2(d, a *[32]uint64)

// andShrAVX2 is d = (a & m) >> s on all 32 lanes: div.u32 and rem.u32 by
// a power of two every lane shares.
//
//go:noescape
func andShrAVX2(d, a *[32]uint64, m, s uint64)

// fmaF32FMA3 is f32 fma/mad on all 32 lanes, eight per step in one
// FMA3 instruction (the single rounding of IEEE fma); it returns the
// lanes of the groups of eight with a NaN result, unwritten.
//
//go:noescape
func fmaF32FMA3(d, a, b, c *[32]uint64) (rest uint32)

func cpuid(leaf, sub uint32) (eax, ebx, ecx, edx uint32)
func xgetbv() (eax, edx uint32)

// hasAVX2 says whether the AVX2 loop may run: the CPU has AVX and AVX2
// and the OS saves the YMM registers.
var hasAVX2 = func() bool {
	maxLeaf, _, _, _ := cpuid(0, 0)
	if maxLeaf < 7 {
		return false
	}
	_, _, ecx1, _ := cpuid(1, 0)
	const osxsave, avx = 1 << 27, 1 << 28
	if ecx1&osxsave == 0 || ecx1&avx == 0 {
		return false
	}
	if xcr0, _ := xgetbv(); xcr0&6 != 6 { // XMM and YMM state
		return false
	}
	_, ebx7, _, _ := cpuid(7, 0)
	return ebx7&(1<<5) != 0
}()

// hasFMA3 says whether fmaF32FMA3 may run: AVX2 and FMA3 (CPUID 1 ECX
// bit 12).
var hasFMA3 = func() bool {
	if !hasAVX2 {
		return false
	}
	_, _, ecx1, _ := cpuid(1, 0)
	return ecx1&(1<<12) != 0
}()
