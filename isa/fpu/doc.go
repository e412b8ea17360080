// Package fpu holds the bit-exact floating-point and conversion semantics of
// an NVIDIA GPU (checked against an H200, compute capability 9.0), for the
// interpreter in package isa and the SM model in package sm.
//
// What comes in: operand values as Go floats (f32, f64) or raw bit patterns
// (f16, bf16, tf32, fp8 as uint16/uint32/uint8), and a Rounding mode taken
// from the instruction (.rn .rz .rm .rp, and .rna for tf32). What goes out:
// the result the hardware produces, bit for bit, including which NaN
// (CanonicalNaN32 for f32 arithmetic) and what directed rounding does on
// overflow (RZ gives the largest finite value, not infinity).
//
// The functions never flush denormals themselves: PTX makes flush-to-zero
// an instruction modifier (.ftz). For add, sub, sqrt, min/max and cvt the
// caller applies FTZ32 to the inputs and the result; mul, fma, div and rcp
// have their own ...FTZ functions, because the GPU flushes a result that is
// tiny before it is rounded into the normal range (see arith32.go). f64
// arithmetic is always IEEE with denormals, as on every target since sm_20.
//
// Where the PTX ISA leaves behaviour open (which NaN comes out, what
// cvt.rzi.s64.f32 makes of a NaN, whether testp.normal counts zero), the
// answer here was measured: testdata/hwgen/hwgen.cu ran 210 PTX
// instructions on an H200 over special and random inputs, and
// TestHardware compares every result of testdata/hw.bin.gz with this
// package (bit for bit for the exact operations).
//
// How exactness is obtained: every operation is reduced to an exact value
// (or a value rounded to odd in a wider format, which keeps the information a
// later rounding needs) and then rounded once by roundPack, the one place
// that knows about formats, denormals, overflow and the five rounding modes.
// The round-to-nearest paths of f32 and f64 arithmetic use the machine's own
// IEEE operations and do not allocate; directed f64 rounding falls back to
// math/big in the rare cases where an error-free transformation is not exact.
//
// The MUFU approximations (sin.approx, ex2.approx, rcp.approx, ...) cannot be
// derived from a specification: they are the H200's own results, read back
// exhaustively (benchmarks/hardware/mufu) and stored as compact tables over
// each function's fundamental domain (mufutable.go, mufudata/), with the
// exponent arithmetic of the unit (mufu.go) and the instruction sequences
// ptxas wraps around it (approx.go, approx_half.go); bit-exact on all 2^32
// inputs. See docs/RATIONALE.md, "MUFU".
package fpu
