#include "textflag.h"

// func prefetchLines(lines *[4]uintptr, n int)
// Prefetches never fault.
TEXT ·prefetchLines(SB), NOSPLIT|NOFRAME, $0-16
	MOVQ lines+0(FP), SI
	MOVQ n+8(FP), CX
	TESTQ CX, CX
	JLE done
loop:
	MOVQ (SI), AX
	PREFETCHT0 (AX)
	ADDQ $8, SI
	DECQ CX
	JNZ loop
done:
	RET
