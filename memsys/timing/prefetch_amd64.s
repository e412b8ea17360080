#include "textflag.h"

// func prefetch(p unsafe.Pointer)
TEXT ·prefetch(SB), NOSPLIT, $0-8
	MOVQ p+0(FP), AX
	PREFETCHT0 (AX)
	RET

// func prefetchSet(tag, st unsafe.Pointer, ways int)
TEXT ·prefetchSet(SB), NOSPLIT, $0-24
	MOVQ tag+0(FP), AX
	MOVQ st+8(FP), BX
	MOVQ ways+16(FP), DX
	LEAQ -8(AX)(DX*8), SI // the last tag
loop:
	PREFETCHT0 (AX)
	ADDQ $64, AX
	CMPQ AX, SI
	JB loop
	PREFETCHT0 (SI)
	PREFETCHT0 (BX)
	PREFETCHT0 -1(BX)(DX*4) // the last way's state (4 bytes a way)
	RET
