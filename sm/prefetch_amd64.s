#include "textflag.h"

// func prefetchRows(rows *[4]uintptr, n int)
// Each address is the first byte of a 256-byte register row (32 lanes x 8
// bytes); four prefetches cover its lines, five when it is not aligned to
// a line (the Go allocator aligns register files of 1 KB and more).
// Prefetches never fault.
TEXT ·prefetchRows(SB), NOSPLIT|NOFRAME, $0-16
	MOVQ rows+0(FP), SI
	MOVQ n+8(FP), CX
	TESTQ CX, CX
	JLE done
loop:
	MOVQ (SI), AX
	PREFETCHT0 (AX)
	PREFETCHT0 64(AX)
	PREFETCHT0 128(AX)
	PREFETCHT0 192(AX)
	TESTQ $63, AX
	JZ next
	PREFETCHT0 255(AX)
next:
	ADDQ $8, SI
	DECQ CX
	JNZ loop
done:
	RET

// func PrefetchLines(lines *[4]uintptr, n int)
TEXT ·PrefetchLines(SB), NOSPLIT|NOFRAME, $0-16
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
