#include "textflag.h"

// Dword indices that gather the low halves of four uint64 lanes.
DATA lowHalves<>+0(SB)/4, $0
DATA lowHalves<>+4(SB)/4, $2
DATA lowHalves<>+8(SB)/4, $4
DATA lowHalves<>+12(SB)/4, $6
DATA lowHalves<>+16(SB)/4, $0
DATA lowHalves<>+20(SB)/4, $0
DATA lowHalves<>+24(SB)/4, $0
DATA lowHalves<>+28(SB)/4, $0
GLOBL lowHalves<>(SB), RODATA|NOPTR, $32

DATA expMask<>+0(SB)/8, $0x7ff
GLOBL expMask<>(SB), RODATA|NOPTR, $8
DATA expBelow<>+0(SB)/8, $896   // f32 normal: biased f64 exponent > 896
GLOBL expBelow<>(SB), RODATA|NOPTR, $8
DATA expAbove<>+0(SB)/8, $1151  // and < 1151
GLOBL expAbove<>(SB), RODATA|NOPTR, $8
DATA lowMask<>+0(SB)/8, $0x1fffffff // the 29 bits f32 rounding drops
GLOBL lowMask<>(SB), RODATA|NOPTR, $8
DATA midpoint<>+0(SB)/8, $0x10000000
GLOBL midpoint<>(SB), RODATA|NOPTR, $8

// func fmaF32AVX2(d, a, b, c *[32]uint64) (rest uint32)
TEXT ·fmaF32AVX2(SB), NOSPLIT, $0-36
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), R8
	MOVQ c+24(FP), R9
	VMOVDQU lowHalves<>(SB), Y15
	VPBROADCASTQ expMask<>(SB), Y14
	VPBROADCASTQ expBelow<>(SB), Y13
	VPBROADCASTQ expAbove<>(SB), Y12
	VPBROADCASTQ lowMask<>(SB), Y11
	VPBROADCASTQ midpoint<>(SB), Y10
	XORQ R10, R10 // byte offset of the group
	XORL BX, BX   // rest
	MOVL $15, DX  // the group's lanes
loop:
	VPERMD (SI)(R10*1), Y15, Y0
	VCVTPS2PD X0, Y0
	VPERMD (R8)(R10*1), Y15, Y1
	VCVTPS2PD X1, Y1
	VPERMD (R9)(R10*1), Y15, Y2
	VCVTPS2PD X2, Y2
	VMULPD Y1, Y0, Y0 // exact: 24-bit by 24-bit
	VADDPD Y2, Y0, Y0 // the one f64 rounding
	VPSRLQ $52, Y0, Y3
	VPAND Y14, Y3, Y3 // biased exponent
	VPCMPGTQ Y13, Y3, Y4
	VPCMPGTQ Y3, Y12, Y5
	VPAND Y5, Y4, Y4 // f32 normal range
	VPAND Y11, Y0, Y6
	VPCMPEQQ Y10, Y6, Y6 // on an f32 midpoint
	VPANDN Y4, Y6, Y4
	VMOVMSKPD Y4, AX
	CMPL AX, $15
	JNE slow
	VCVTPD2PSY Y0, X0
	VPMOVZXDQ X0, Y0
	VMOVDQU Y0, (DI)(R10*1)
	JMP next
slow:
	ORL DX, BX
next:
	SHLL $4, DX
	ADDQ $32, R10
	CMPQ R10, $256
	JB loop
	VZEROUPPER
	MOVL BX, rest+32(FP)
	RET

// func cpuid(leaf, sub uint32) (eax, ebx, ecx, edx uint32)
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL leaf+0(FP), AX
	MOVL sub+4(FP), CX
	CPUID
	MOVL AX, eax+8(FP)
	MOVL BX, ebx+12(FP)
	MOVL CX, ecx+16(FP)
	MOVL DX, edx+20(FP)
	RET

// func xgetbv() (eax, edx uint32)
TEXT ·xgetbv(SB), NOSPLIT, $0-8
	MOVL $0, CX
	XGETBV
	MOVL AX, eax+0(FP)
	MOVL DX, edx+4(FP)
	RET

// func add64AVX2(d, a, b *[32]uint64)
TEXT ·add64AVX2(SB), NOSPLIT, $0-24
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), R8
	XORQ R10, R10
add64loop:
	VMOVDQU (SI)(R10*1), Y0
	VMOVDQU 32(SI)(R10*1), Y1
	VPADDQ (R8)(R10*1), Y0, Y0
	VPADDQ 32(R8)(R10*1), Y1, Y1
	VMOVDQU Y0, (DI)(R10*1)
	VMOVDQU Y1, 32(DI)(R10*1)
	ADDQ $64, R10
	CMPQ R10, $256
	JB add64loop
	VZEROUPPER
	RET

DATA low32<>+0(SB)/8, $0xffffffff
GLOBL low32<>(SB), RODATA|NOPTR, $8

// func add32AVX2(d, a, b *[32]uint64)
TEXT ·add32AVX2(SB), NOSPLIT, $0-24
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), R8
	VPBROADCASTQ low32<>(SB), Y15
	XORQ R10, R10
add32loop:
	VMOVDQU (SI)(R10*1), Y0
	VMOVDQU 32(SI)(R10*1), Y1
	VPADDQ (R8)(R10*1), Y0, Y0
	VPADDQ 32(R8)(R10*1), Y1, Y1
	VPAND Y15, Y0, Y0
	VPAND Y15, Y1, Y1
	VMOVDQU Y0, (DI)(R10*1)
	VMOVDQU Y1, 32(DI)(R10*1)
	ADDQ $64, R10
	CMPQ R10, $256
	JB add32loop
	VZEROUPPER
	RET

// Full-mask f32 add, sub and mul, eight lanes per step: the low halves
// of eight uint64 lanes packed into one vector, one IEEE operation
// (round to nearest even, no flush to zero: the scalar loop's SSE
// arithmetic), the results zero-extended. A group of eight with a NaN
// result is left unwritten and returned for the scalar loop (which
// makes PTX's canonical NaN). F32OP is their loop (d, a, b in DI,
// SI, R8; rest in BX), op the packed f32 instruction (labels are local
// to each TEXT).
#define F32OP(op) \
	VMOVDQU lowHalves<>(SB), Y15; \
	XORQ R10, R10; \
	XORL BX, BX; \
	MOVL $0xff, DX; \
loop: \
	VPERMD (SI)(R10*1), Y15, Y0; \
	VPERMD 32(SI)(R10*1), Y15, Y1; \
	VINSERTI128 $1, X1, Y0, Y0; \
	VPERMD (R8)(R10*1), Y15, Y2; \
	VPERMD 32(R8)(R10*1), Y15, Y3; \
	VINSERTI128 $1, X3, Y2, Y2; \
	op Y2, Y0, Y0; \
	VCMPPS $3, Y0, Y0, Y3; \
	VMOVMSKPS Y3, AX; \
	TESTL AX, AX; \
	JNE slow; \
	VPMOVZXDQ X0, Y4; \
	VEXTRACTI128 $1, Y0, X5; \
	VPMOVZXDQ X5, Y5; \
	VMOVDQU Y4, (DI)(R10*1); \
	VMOVDQU Y5, 32(DI)(R10*1); \
	JMP next; \
slow: \
	ORL DX, BX; \
next: \
	SHLL $8, DX; \
	ADDQ $64, R10; \
	CMPQ R10, $256; \
	JB loop; \
	VZEROUPPER

// func addF32AVX2(d, a, b *[32]uint64) (rest uint32)
TEXT ·addF32AVX2(SB), NOSPLIT, $0-28
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), R8
	F32OP(VADDPS)
	MOVL BX, rest+24(FP)
	RET

// func subF32AVX2(d, a, b *[32]uint64) (rest uint32)
TEXT ·subF32AVX2(SB), NOSPLIT, $0-28
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), R8
	F32OP(VSUBPS)
	MOVL BX, rest+24(FP)
	RET

// func mulF32AVX2(d, a, b *[32]uint64) (rest uint32)
TEXT ·mulF32AVX2(SB), NOSPLIT, $0-28
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), R8
	F32OP(VMULPS)
	MOVL BX, rest+24(FP)
	RET

// func cmp32AVX2(a, b *[32]uint64, flip uint32) (gt, eq uint32)
//
// The low halves of eight lanes per step, xored with flip (the sign bit
// for unsigned comparisons), compared as signed 32-bit integers.
TEXT ·cmp32AVX2(SB), NOSPLIT, $0-32
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), R8
	VMOVDQU lowHalves<>(SB), Y15
	MOVL flip+16(FP), AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14
	XORQ R10, R10
	XORL BX, BX // gt
	XORL R9, R9 // eq
	XORL CX, CX // shift
cmp32loop:
	VPERMD (SI)(R10*1), Y15, Y0
	VPERMD 32(SI)(R10*1), Y15, Y1
	VINSERTI128 $1, X1, Y0, Y0
	VPERMD (R8)(R10*1), Y15, Y2
	VPERMD 32(R8)(R10*1), Y15, Y3
	VINSERTI128 $1, X3, Y2, Y2
	VPXOR Y14, Y0, Y0
	VPXOR Y14, Y2, Y2
	VPCMPGTD Y2, Y0, Y4
	VPCMPEQD Y2, Y0, Y5
	VMOVMSKPS Y4, AX
	VMOVMSKPS Y5, DX
	SHLL CX, AX
	SHLL CX, DX
	ORL AX, BX
	ORL DX, R9
	ADDL $8, CX
	ADDQ $64, R10
	CMPQ R10, $256
	JB cmp32loop
	VZEROUPPER
	MOVL BX, gt+24(FP)
	MOVL R9, eq+28(FP)
	RET

// shl.b32, shr.u32 and shr.s32 with per-lane counts, eight lanes per
// step: VPSLLVD and VPSRLVD give 0 and VPSRAVD the sign for counts past
// 31, as PTX clamps them.

// SHIFT32 is their loop (d, a, b in DI, SI, R8): the low halves of eight
// lanes of a and b packed into Y0 and Y2, op Y2, Y0, Y0, zero-extended
// into d.
#define SHIFT32(op) \
	VMOVDQU lowHalves<>(SB), Y15; \
	XORQ R10, R10; \
loop: \
	VPERMD (SI)(R10*1), Y15, Y0; \
	VPERMD 32(SI)(R10*1), Y15, Y1; \
	VINSERTI128 $1, X1, Y0, Y0; \
	VPERMD (R8)(R10*1), Y15, Y2; \
	VPERMD 32(R8)(R10*1), Y15, Y3; \
	VINSERTI128 $1, X3, Y2, Y2; \
	op Y2, Y0, Y0; \
	VPMOVZXDQ X0, Y4; \
	VEXTRACTI128 $1, Y0, X5; \
	VPMOVZXDQ X5, Y5; \
	VMOVDQU Y4, (DI)(R10*1); \
	VMOVDQU Y5, 32(DI)(R10*1); \
	ADDQ $64, R10; \
	CMPQ R10, $256; \
	JB loop; \
	VZEROUPPER

// func shl32AVX2(d, a, b *[32]uint64)
TEXT ·shl32AVX2(SB), NOSPLIT, $0-24
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), R8
	SHIFT32(VPSLLVD)
	RET

// func shrU32AVX2(d, a, b *[32]uint64)
TEXT ·shrU32AVX2(SB), NOSPLIT, $0-24
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), R8
	SHIFT32(VPSRLVD)
	RET

// func shrS32AVX2(d, a, b *[32]uint64)
TEXT ·shrS32AVX2(SB), NOSPLIT, $0-24
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), R8
	SHIFT32(VPSRAVD)
	RET

// func same32AVX2(s *[32]uint64, y uint32) bool
TEXT ·same32AVX2(SB), NOSPLIT, $0-17
	MOVQ s+0(FP), SI
	MOVL y+8(FP), AX
	VMOVD AX, X0
	VPBROADCASTD X0, Y0
	VPCMPEQD (SI), Y0, Y1
	VPCMPEQD 32(SI), Y0, Y2
	VPCMPEQD 64(SI), Y0, Y3
	VPCMPEQD 96(SI), Y0, Y4
	VPAND Y2, Y1, Y1
	VPAND Y4, Y3, Y3
	VPCMPEQD 128(SI), Y0, Y2
	VPCMPEQD 160(SI), Y0, Y4
	VPAND Y2, Y1, Y1
	VPAND Y4, Y3, Y3
	VPCMPEQD 192(SI), Y0, Y2
	VPCMPEQD 224(SI), Y0, Y4
	VPAND Y2, Y1, Y1
	VPAND Y4, Y3, Y3
	VPAND Y3, Y1, Y1
	VMOVMSKPS Y1, AX
	VZEROUPPER
	ANDL $0x55, AX // the low halves
	CMPL AX, $0x55
	SETEQ ret+16(FP)
	RET

// mul.wide.s32 and mul.wide.u32: VPMULDQ and VPMULUDQ multiply the low
// dwords of 64-bit lanes into 64-bit products, four lanes per vector.

// MULWIDE is the loop of mul.wide on all 32 lanes, eight per step: op
// multiplies the low dwords of four 64-bit lanes (DI d, SI a, R8 b).
#define MULWIDE(op) \
	XORQ R10, R10; \
loop: \
	VMOVDQU (SI)(R10*1), Y0; \
	VMOVDQU 32(SI)(R10*1), Y1; \
	op (R8)(R10*1), Y0, Y0; \
	op 32(R8)(R10*1), Y1, Y1; \
	VMOVDQU Y0, (DI)(R10*1); \
	VMOVDQU Y1, 32(DI)(R10*1); \
	ADDQ $64, R10; \
	CMPQ R10, $256; \
	JB loop; \
	VZEROUPPER

// func mulWideS32AVX2(d, a, b *[32]uint64)
TEXT ·mulWideS32AVX2(SB), NOSPLIT, $0-24
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), R8
	MULWIDE(VPMULDQ)
	RET

// func mulWideU32AVX2(d, a, b *[32]uint64)
TEXT ·mulWideU32AVX2(SB), NOSPLIT, $0-24
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), R8
	MULWIDE(VPMULUDQ)
	RET

// func copy32AVX2(d, a *[32]uint64)
TEXT ·copy32AVX2(SB), NOSPLIT, $0-16
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	VMOVDQU (SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	VMOVDQU 128(SI), Y4
	VMOVDQU 160(SI), Y5
	VMOVDQU 192(SI), Y6
	VMOVDQU 224(SI), Y7
	VMOVDQU Y0, (DI)
	VMOVDQU Y1, 32(DI)
	VMOVDQU Y2, 64(DI)
	VMOVDQU Y3, 96(DI)
	VMOVDQU Y4, 128(DI)
	VMOVDQU Y5, 160(DI)
	VMOVDQU Y6, 192(DI)
	VMOVDQU Y7, 224(DI)
	VZEROUPPER
	RET

// func andShrAVX2(d, a *[32]uint64, m uint64, s uint64)
//
// d = (a & m) >> s on all 32 lanes (div/rem.u32 by a power of two).
TEXT ·andShrAVX2(SB), NOSPLIT, $0-32
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	VPBROADCASTQ m+16(FP), Y15
	VMOVQ s+24(FP), X14
	XORQ R10, R10
andshrloop:
	VPAND (SI)(R10*1), Y15, Y0
	VPAND 32(SI)(R10*1), Y15, Y1
	VPSRLQ X14, Y0, Y0
	VPSRLQ X14, Y1, Y1
	VMOVDQU Y0, (DI)(R10*1)
	VMOVDQU Y1, 32(DI)(R10*1)
	ADDQ $64, R10
	CMPQ R10, $256
	JB andshrloop
	VZEROUPPER
	RET

// func fmaF32FMA3(d, a, b, c *[32]uint64) (rest uint32)
//
// f32 fma/mad on all 32 lanes, eight per step: VFMADD231PS rounds the
// exact a*b+c once to f32 (round to nearest even, no flush to zero), as
// IEEE fusedMultiplyAdd and fpu.Fma32; a group of eight with a NaN result
// is left unwritten and returned for the scalar loop (PTX's canonical
// NaN).
TEXT ·fmaF32FMA3(SB), NOSPLIT, $0-36
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), R8
	MOVQ c+24(FP), R9
	VMOVDQU lowHalves<>(SB), Y15
	XORQ R10, R10
	XORL BX, BX
	MOVL $0xff, DX
fmaf32loop:
	VPERMD (SI)(R10*1), Y15, Y0
	VPERMD 32(SI)(R10*1), Y15, Y1
	VINSERTI128 $1, X1, Y0, Y0
	VPERMD (R8)(R10*1), Y15, Y2
	VPERMD 32(R8)(R10*1), Y15, Y3
	VINSERTI128 $1, X3, Y2, Y2
	VPERMD (R9)(R10*1), Y15, Y4
	VPERMD 32(R9)(R10*1), Y15, Y5
	VINSERTI128 $1, X5, Y4, Y4
	VFMADD231PS Y2, Y0, Y4
	VCMPPS $3, Y4, Y4, Y3 // unordered: a NaN result
	VMOVMSKPS Y3, AX
	TESTL AX, AX
	JNE fmaf32slow
	VPMOVZXDQ X4, Y0
	VEXTRACTI128 $1, Y4, X5
	VPMOVZXDQ X5, Y1
	VMOVDQU Y0, (DI)(R10*1)
	VMOVDQU Y1, 32(DI)(R10*1)
	JMP fmaf32next
fmaf32slow:
	ORL DX, BX
fmaf32next:
	SHLL $8, DX
	ADDQ $64, R10
	CMPQ R10, $256
	JB fmaf32loop
	VZEROUPPER
	MOVL BX, rest+32(FP)
	RET
