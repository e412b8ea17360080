#include "textflag.h"

// Byte offsets of four consecutive 4-byte words from the first.
DATA wordSteps<>+0(SB)/8, $0
DATA wordSteps<>+8(SB)/8, $4
DATA wordSteps<>+16(SB)/8, $8
DATA wordSteps<>+24(SB)/8, $12
GLOBL wordSteps<>(SB), RODATA|NOPTR, $32

// func load32Groups(d, b *[32]uint64, off uint64, mem unsafe.Pointer, lim uint64) (todo uint32)
//
// Lanes in groups of four. A group whose offsets (off+b) are four
// consecutive words reads them with one zero-extending vector load; a
// group whose offsets are all the same reads one word and broadcasts
// it. Offset o is in the window and aligned when o rotated right by two
// is at most lim; a consecutive group needs its first offset at most
// lim-3 (the caller ensures lim >= 3). Other groups are left unwritten
// and returned (four bits each) for the scalar loop.
TEXT ·load32Groups(SB), NOSPLIT, $0-44
	MOVQ d+0(FP), DI
	MOVQ b+8(FP), SI
	MOVQ off+16(FP), R8
	MOVQ mem+24(FP), R9
	MOVQ lim+32(FP), R11
	LEAQ -3(R11), R12
	VMOVDQU wordSteps<>(SB), Y15
	XORQ R10, R10
	XORL BX, BX
	XORL CX, CX

l32loop:
	VMOVDQU (SI)(R10*1), Y0
	VPBROADCASTQ (SI)(R10*1), Y1
	VPSUBQ Y1, Y0, Y0
	MOVQ (SI)(R10*1), AX
	ADDQ R8, AX
	MOVQ AX, DX
	RORQ $2, DX
	VPCMPEQQ Y15, Y0, Y2
	VMOVMSKPD Y2, R13
	CMPL R13, $15
	JNE l32same
	CMPQ DX, R12
	JHI l32other
	VPMOVZXDQ (R9)(AX*1), Y3
	VMOVDQU Y3, (DI)(R10*1)
	JMP l32next

l32same:
	VPTEST Y0, Y0
	JNE l32other
	CMPQ DX, R11
	JHI l32other
	VMOVD (R9)(AX*1), X3 // VEX: a legacy SSE MOVQ here stalls Intel cores on the dirty upper YMM state
	VPBROADCASTQ X3, Y3
	VMOVDQU Y3, (DI)(R10*1)
	JMP l32next

l32other:
	MOVL $15, DX
	SHLL CX, DX
	ORL DX, BX

l32next:
	ADDQ $32, R10
	ADDL $4, CX
	CMPQ R10, $256
	JB l32loop
	VZEROUPPER
	MOVL BX, todo+40(FP)
	RET

// func allSame(p *[32]uint64) bool
TEXT ·allSame(SB), NOSPLIT, $0-9
	MOVQ p+0(FP), SI
	VPBROADCASTQ (SI), Y0
	VPCMPEQQ (SI), Y0, Y1
	VPCMPEQQ 32(SI), Y0, Y2
	VPCMPEQQ 64(SI), Y0, Y3
	VPCMPEQQ 96(SI), Y0, Y4
	VPAND Y2, Y1, Y1
	VPAND Y4, Y3, Y3
	VPCMPEQQ 128(SI), Y0, Y2
	VPCMPEQQ 160(SI), Y0, Y4
	VPAND Y2, Y1, Y1
	VPAND Y4, Y3, Y3
	VPCMPEQQ 192(SI), Y0, Y2
	VPCMPEQQ 224(SI), Y0, Y4
	VPAND Y2, Y1, Y1
	VPAND Y4, Y3, Y3
	VPAND Y3, Y1, Y1
	VMOVMSKPD Y1, AX
	VZEROUPPER
	CMPL AX, $15
	SETEQ ret+8(FP)
	RET
