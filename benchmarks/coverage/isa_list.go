package coverage

// The PTX ISA reference's instruction chapters (PTX ISA 9.0, chapter 9.7),
// in the reference's order. Each opcode of ptx/opspec.go is listed under
// the chapters that describe it (add is an integer, a floating-point and a
// half-precision instruction); an opcode missing here is listed under
// "Other" so that a new row never disappears from the table.
var chapters = []struct {
	Title string
	Ops   []string
}{
	{"Integer arithmetic", []string{"add", "sub", "mul", "mad", "mul24", "mad24", "sad", "div", "rem", "abs", "neg", "min", "max", "popc", "clz", "bfind", "fns", "brev", "bfe", "bfi", "szext", "bmsk", "dp4a", "dp2a"}},
	{"Extended-precision integer arithmetic", []string{"addc", "subc", "madc"}},
	{"Floating-point", []string{"testp", "copysign", "fma", "rcp", "sqrt", "rsqrt", "sin", "cos", "lg2", "ex2", "tanh"}},
	{"Comparison and selection", []string{"set", "setp", "selp", "slct"}},
	{"Logic and shift", []string{"and", "or", "xor", "not", "cnot", "lop3", "shf", "shl", "shr"}},
	{"Data movement and conversion", []string{"mov", "shfl", "prmt", "ld", "ldu", "st", "st.async", "prefetch", "prefetchu", "applypriority", "discard", "createpolicy", "isspacep", "cvta", "cvt", "cvt.pack", "mapa", "getctarank",
		"cp.async", "cp.async.commit_group", "cp.async.wait_group", "cp.async.wait_all", "cp.async.mbarrier.arrive",
		"cp.async.bulk", "cp.reduce.async.bulk", "cp.async.bulk.prefetch", "cp.async.bulk.tensor", "cp.async.bulk.prefetch.tensor",
		"cp.async.bulk.commit_group", "cp.async.bulk.wait_group", "tensormap.replace",
		"multimem.ld_reduce", "multimem.st", "multimem.red"}},
	{"Texture", []string{"tex", "tld4", "txq", "istypep"}},
	{"Surface", []string{"suld", "sust", "sured", "suq"}},
	{"Control flow", []string{"bra", "brx.idx", "call", "ret", "exit"}},
	{"Parallel synchronization and communication", []string{"bar", "barrier", "bar.warp.sync", "barrier.cluster", "membar", "fence", "atom", "red", "red.async", "vote", "match", "activemask", "redux", "griddepcontrol", "elect",
		"mbarrier.init", "mbarrier.inval", "mbarrier.expect_tx", "mbarrier.complete_tx", "mbarrier.arrive", "mbarrier.arrive_drop", "mbarrier.test_wait", "mbarrier.try_wait", "mbarrier.pending_count"}},
	{"Warp-level matrix multiply-accumulate", []string{"wmma.load", "wmma.store", "wmma.mma", "mma", "ldmatrix", "stmatrix", "movmatrix"}},
	{"Asynchronous warpgroup-level matrix multiply-accumulate", []string{"wgmma.mma_async", "wgmma.fence", "wgmma.commit_group", "wgmma.wait_group"}},
	{"Stack manipulation", []string{"stacksave", "stackrestore", "alloca"}},
	{"Video", []string{"vadd", "vsub", "vabsdiff", "vmin", "vmax", "vshl", "vshr", "vmad", "vset", "vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2", "vset2", "vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4", "vset4"}},
	{"Miscellaneous", []string{"brkpt", "nanosleep", "pmevent", "trap", "setmaxnreg"}},
}

// absent lists the instructions of the PTX ISA reference (9.0) that
// ptxsim does not parse, with why. An entry whose name becomes an opcode
// of ptx/opspec.go drops out of the generated table by itself.
var absent = []struct {
	Name, Chapter, Target, Reason string
}{
	{"add/sub/fma .f32 with .f16/.bf16 sources (mixed precision)", "Mixed-precision floating-point", "sm_100, PTX 8.6", "Blackwell; the simulated device is an H200 (sm_90)"},
	{"add/sub/mul/fma .f32x2", "Floating-point", "sm_100, PTX 8.6", "Blackwell; not on the H200"},
	{"st.bulk", "Data movement and conversion", "sm_100, PTX 8.6", "Blackwell; not on the H200"},
	{"cp.reduce.async.bulk.tensor", "Data movement and conversion", "sm_90, PTX 8.0", "tensor-map reductions: not yet modelled (isa-hopper's family)"},
	{"tensormap.cp_fenceproxy", "Parallel synchronization and communication", "sm_90, PTX 8.3", "tensor-map copy with a proxy fence: not yet modelled (isa-hopper's family)"},
	{"multimem.cp.async.bulk, multimem.cp.reduce.async.bulk", "Data movement and conversion", "sm_100, PTX 9.0", "multicast memory spans several GPUs over NVLink; ptxsim simulates one device (multimem.ld_reduce/st/red are parsed and refused)"},
	{"clusterlaunchcontrol.try_cancel, clusterlaunchcontrol.query_cancel", "Parallel synchronization and communication", "sm_100, PTX 8.6", "Blackwell; not on the H200"},
	{"tcgen05.alloc, .dealloc, .relinquish_alloc_permit, .ld, .st, .wait, .cp, .shift, .mma, .mma.sp, .mma.ws, .commit, .fence", "TensorCore 5th generation", "sm_100a, PTX 8.6", "Blackwell tensor memory; not on the H200"},
}
