#include "textflag.h"

// func prefetchRows(a, b, c, d uintptr)
// Each address is the first byte of a 256-byte register row (32 lanes x 8
// bytes); five prefetches cover its lines whatever its alignment.
// Prefetches never fault.
TEXT ·prefetchRows(SB), NOSPLIT|NOFRAME, $0-32
	MOVQ a+0(FP), AX
	MOVQ b+8(FP), BX
	MOVQ c+16(FP), CX
	MOVQ d+24(FP), DX
	PREFETCHT0 (AX)
	PREFETCHT0 64(AX)
	PREFETCHT0 128(AX)
	PREFETCHT0 192(AX)
	PREFETCHT0 255(AX)
	PREFETCHT0 (BX)
	PREFETCHT0 64(BX)
	PREFETCHT0 128(BX)
	PREFETCHT0 192(BX)
	PREFETCHT0 255(BX)
	PREFETCHT0 (CX)
	PREFETCHT0 64(CX)
	PREFETCHT0 128(CX)
	PREFETCHT0 192(CX)
	PREFETCHT0 255(CX)
	PREFETCHT0 (DX)
	PREFETCHT0 64(DX)
	PREFETCHT0 128(DX)
	PREFETCHT0 192(DX)
	PREFETCHT0 255(DX)
	RET
