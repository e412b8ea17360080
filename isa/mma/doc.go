// Package mma holds the tensor-core semantics of PTX: the fragment layouts
// of mma.sync and wmma, the arithmetic of D = A·B + C as the hardware does
// it, and ldmatrix, stmatrix and movmatrix. It knows nothing of the engine:
// everything is a pure function over a warp's per-lane register values.
//
// What comes in: a Frag ([32][MaxRegs]uint64, lane-major: Frag[lane][i] is
// the i-th register of the instruction's vector operand in that lane) for
// each operand, and for memory forms a Mem callback that reads or writes
// bytes at an address. What goes out: the destination Frag.
//
// How the engine calls it. At lower time, decode each instruction once:
//
//	op, err := mma.NewOp(mma.Spec{Shape: mma.Shape{16, 8, 16}, A: mma.F16,
//		B: mma.F16, C: mma.F32, D: mma.F32}, nil) // mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
//	wop, err := mma.NewWMMA(spec, nil)            // wmma.mma.sync.aligned.*
//	l, err := mma.WMMALayout(shape, mma.OpA, mma.F16) // wmma.load.a.*; OpC for load.c/store.d
//
// and keep the pointer in the decoded instruction (the errors carry no
// position: the lowerer adds the instruction's). At run time copy the
// operand registers into Frags (op.LA.Regs, op.LB.Regs, ... say how many),
// call op.Exec(&d, &a, &b, &c), and copy op.LD.Regs registers back.
// wmma.load is l.Load(rowMajor, addr, ldm, read, &frag) and wmma.store.d
// is op.LD.Store (or the OpC layout's Store); ldm is in elements, as in
// PTX. ldmatrix/stmatrix take the 32 lanes' addresses: LdMatrix(num, trans,
// &addrs, read, &frag) leaves matrix i in register i; MovMatrix works on one
// register ([32]uint64) of all lanes. Exec does not allocate; Load, Store
// and LdMatrix call the Mem callback once per element or row and return
// its first error. All lanes take part (the instructions are .sync.aligned).
//
// Layouts are tables (FragLayout) built from one formula per operand taken
// from the PTX ISA's fragment figures; the same table drives Gather
// (registers to row-major matrix) and Scatter (matrix to registers), so
// load, mma and store cannot disagree. wmma layouts, which the ISA leaves
// unspecified, are built from the mma.sync ones (see wmma.go).
//
// Arithmetic. Integer forms are exact, wrapping to 32 bits or clamped with
// .satfinite. f64 forms are a chain of round-to-nearest fmas in k order.
// f16/bf16/tf32 forms follow Model, whose H200 parameters were measured:
// the 16 (or K) exact products and C are aligned to the largest nominal
// product exponent keeping 25 bits below it, truncated, summed exactly and
// truncated (round toward zero) to f32; an f16 D is rounded to nearest from
// the same exact sum; tf32 operands lose their low 13 bits. The evidence is
// in testdata/h200 (README.md there) and TestH200 reproduces it bit for bit.
// Forms the H200 runs in software follow ptxas's emulation instead
// (fp8emul.go: mma.sync fp8 as two chained f16 HMMAs plus an add of C,
// m8n8k4 with an f32 D as an FFMA chain), read off cuobjdump -sass.
//
// Sparse A (sparse.go): mma.sp and wgmma.mma_async.sp take A compressed
// (the dense layout of half the K) with per-thread metadata words and a
// sparsity selector; NewSparseOp decodes mma.sp, and WgmmaSpec.Sparse the
// wgmma form.
package mma
