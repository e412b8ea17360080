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
		"cp.async.bulk.commit_group", "cp.async.bulk.wait_group", "tensormap.replace", "st.bulk",
		"multimem.ld_reduce", "multimem.st", "multimem.red", "multimem.cp.async.bulk", "multimem.cp.reduce.async.bulk"}},
	{"Texture", []string{"tex", "tld4", "txq", "istypep"}},
	{"Surface", []string{"suld", "sust", "sured", "suq"}},
	{"Control flow", []string{"bra", "brx.idx", "call", "ret", "exit"}},
	{"Parallel synchronization and communication", []string{"bar", "barrier", "bar.warp.sync", "barrier.cluster", "membar", "fence", "atom", "red", "red.async", "vote", "match", "activemask", "redux", "griddepcontrol", "elect",
		"mbarrier.init", "mbarrier.inval", "mbarrier.expect_tx", "mbarrier.complete_tx", "mbarrier.arrive", "mbarrier.arrive_drop", "mbarrier.test_wait", "mbarrier.try_wait", "mbarrier.pending_count",
		"tensormap.cp_fenceproxy", "clusterlaunchcontrol.try_cancel", "clusterlaunchcontrol.query_cancel"}},
	{"Warp-level matrix multiply-accumulate", []string{"wmma.load", "wmma.store", "wmma.mma", "mma", "ldmatrix", "stmatrix", "movmatrix"}},
	{"Asynchronous warpgroup-level matrix multiply-accumulate", []string{"wgmma.mma_async", "wgmma.fence", "wgmma.commit_group", "wgmma.wait_group"}},
	{"TensorCore 5th generation", []string{"tcgen05.alloc", "tcgen05.dealloc", "tcgen05.relinquish_alloc_permit", "tcgen05.ld", "tcgen05.st",
		"tcgen05.wait::ld", "tcgen05.wait::st", "tcgen05.cp", "tcgen05.shift", "tcgen05.mma", "tcgen05.commit",
		"tcgen05.fence::before_thread_sync", "tcgen05.fence::after_thread_sync"}},
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
	{"add/sub/fma .f32 with .f16/.bf16 sources (mixed precision)", "Mixed-precision floating-point", "sm_100, PTX 8.6", "Blackwell; recognised and refused by the parser with that reason (the simulated device is an H200, sm_90)"},
	{"add/sub/mul/fma .f32x2", "Floating-point", "sm_100, PTX 8.6", "Blackwell; recognised and refused by the parser with that reason (not on the H200)"},
}
