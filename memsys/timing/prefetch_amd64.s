#include "textflag.h"

// func prefetch(p unsafe.Pointer)
TEXT ·prefetch(SB), NOSPLIT, $0-8
	MOVQ p+0(FP), AX
	PREFETCHT0 (AX)
	RET

// func prefetchSet(tag, valid, dirty unsafe.Pointer, ways int)
TEXT ·prefetchSet(SB), NOSPLIT, $0-32
	MOVQ tag+0(FP), AX
	MOVQ valid+8(FP), BX
	MOVQ dirty+16(FP), CX
	MOVQ ways+24(FP), DX
	LEAQ -8(AX)(DX*8), SI // the last tag
loop:
	PREFETCHT0 (AX)
	ADDQ $64, AX
	CMPQ AX, SI
	JB loop
	PREFETCHT0 (SI)
	PREFETCHT0 (BX)
	PREFETCHT0 -1(BX)(DX*1) // the last sector bits
	PREFETCHT0 (CX)
	PREFETCHT0 -1(CX)(DX*1)
	RET
