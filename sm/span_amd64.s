#include "textflag.h"

// func sharedSpanAVX2(d, b *[32]uint64, c uint64) (lo, hi uint64)
//
// d[l] = b[l]+c, less isa.SharedWindow where that sum is at least the
// window (unsigned), and the least and greatest d[l]: Warp.Access's
// full-warp shared addresses, four lanes a step. Unsigned compares are
// signed compares of values with the sign bit flipped.
TEXT ·sharedSpanAVX2(SB), NOSPLIT, $0-40
	MOVQ d+0(FP), DI
	MOVQ b+8(FP), SI
	VPBROADCASTQ c+16(FP), Y0
	MOVQ $0x8000000000000000, AX
	VMOVQ AX, X1
	VPBROADCASTQ X1, Y1 // the sign bit
	MOVQ $0x80007dffffffffff, AX
	VMOVQ AX, X2
	VPBROADCASTQ X2, Y2 // window-1, sign flipped
	MOVQ $0x00007e0000000000, AX
	VMOVQ AX, X3
	VPBROADCASTQ X3, Y3 // the window
	VPCMPEQQ Y4, Y4, Y4
	VPXOR Y1, Y4, Y4 // least so far: all ones, sign flipped
	VMOVDQU Y1, Y5   // greatest so far: zero, sign flipped
	XORQ R10, R10

loop:
	VMOVDQU (SI)(R10*1), Y6
	VPADDQ Y0, Y6, Y6
	VPXOR Y1, Y6, Y7
	VPCMPGTQ Y2, Y7, Y8 // v >= window
	VPAND Y3, Y8, Y8
	VPSUBQ Y8, Y6, Y6
	VMOVDQU Y6, (DI)(R10*1)
	VPXOR Y1, Y6, Y7
	VPCMPGTQ Y7, Y4, Y8 // least > v
	VBLENDVPD Y8, Y7, Y4, Y4
	VPCMPGTQ Y5, Y7, Y8 // v > greatest
	VBLENDVPD Y8, Y7, Y5, Y5
	ADDQ $32, R10
	CMPQ R10, $256
	JLT loop

	// Across the four lanes: halves, then the two of each half.
	VPERMQ $0x4E, Y4, Y9
	VPCMPGTQ Y9, Y4, Y8
	VBLENDVPD Y8, Y9, Y4, Y4
	VPSHUFD $0x4E, Y4, Y9
	VPCMPGTQ Y9, Y4, Y8
	VBLENDVPD Y8, Y9, Y4, Y4
	VPERMQ $0x4E, Y5, Y9
	VPCMPGTQ Y5, Y9, Y8
	VBLENDVPD Y8, Y9, Y5, Y5
	VPSHUFD $0x4E, Y5, Y9
	VPCMPGTQ Y5, Y9, Y8
	VBLENDVPD Y8, Y9, Y5, Y5
	VMOVQ X4, AX
	VMOVQ X5, BX
	VZEROUPPER
	MOVQ $0x8000000000000000, CX
	XORQ CX, AX
	XORQ CX, BX
	MOVQ AX, lo+24(FP)
	MOVQ BX, hi+32(FP)
	RET
