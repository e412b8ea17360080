// The PTX ISA instruction list. Per-opcode rules (modifiers, operands, targets) live in the spec table keyed by Opcode.

package ptx

// Opcode is a PTX instruction mnemonic without its modifiers. Multi-part
// mnemonics (cp.async.commit_group, mbarrier.try_wait, wmma.load) are single
// opcodes: the parser takes the longest dotted prefix that names an opcode,
// and the rest of the dotted parts become Inst.Mods.
type Opcode uint16

const (
	OpInvalid                   Opcode = iota
	OpAdd                              // add
	OpAddc                             // addc
	OpSub                              // sub
	OpSubc                             // subc
	OpMul                              // mul
	OpMul24                            // mul24
	OpMad                              // mad
	OpMad24                            // mad24
	OpMadc                             // madc
	OpSad                              // sad
	OpDiv                              // div
	OpRem                              // rem
	OpAbs                              // abs
	OpNeg                              // neg
	OpMin                              // min
	OpMax                              // max
	OpPopc                             // popc
	OpClz                              // clz
	OpBfind                            // bfind
	OpFns                              // fns
	OpBrev                             // brev
	OpBfe                              // bfe
	OpBfi                              // bfi
	OpSzext                            // szext
	OpBmsk                             // bmsk
	OpDp4a                             // dp4a
	OpDp2a                             // dp2a
	OpTestp                            // testp
	OpCopysign                         // copysign
	OpFma                              // fma
	OpRcp                              // rcp
	OpSqrt                             // sqrt
	OpRsqrt                            // rsqrt
	OpSin                              // sin
	OpCos                              // cos
	OpLg2                              // lg2
	OpEx2                              // ex2
	OpTanh                             // tanh
	OpSet                              // set
	OpSetp                             // setp
	OpSelp                             // selp
	OpSlct                             // slct
	OpAnd                              // and
	OpOr                               // or
	OpXor                              // xor
	OpNot                              // not
	OpCnot                             // cnot
	OpLop3                             // lop3
	OpShf                              // shf
	OpShl                              // shl
	OpShr                              // shr
	OpMov                              // mov
	OpShfl                             // shfl
	OpPrmt                             // prmt
	OpLd                               // ld
	OpLdu                              // ldu
	OpSt                               // st
	OpStAsync                          // st.async
	OpPrefetch                         // prefetch
	OpPrefetchu                        // prefetchu
	OpIsspacep                         // isspacep
	OpCvta                             // cvta
	OpCvt                              // cvt
	OpMapa                             // mapa
	OpGetctarank                       // getctarank
	OpAlloca                           // alloca
	OpStacksave                        // stacksave
	OpStackrestore                     // stackrestore
	OpCpAsync                          // cp.async
	OpCpAsyncCommitGroup               // cp.async.commit_group
	OpCpAsyncWaitGroup                 // cp.async.wait_group
	OpCpAsyncWaitAll                   // cp.async.wait_all
	OpCpAsyncMbarrierArrive            // cp.async.mbarrier.arrive
	OpCpAsyncBulk                      // cp.async.bulk
	OpCpReduceAsyncBulk                // cp.reduce.async.bulk
	OpCpAsyncBulkTensor                // cp.async.bulk.tensor
	OpCpAsyncBulkCommitGroup           // cp.async.bulk.commit_group
	OpCpAsyncBulkWaitGroup             // cp.async.bulk.wait_group
	OpCpAsyncBulkPrefetch              // cp.async.bulk.prefetch
	OpCpAsyncBulkPrefetchTensor        // cp.async.bulk.prefetch.tensor
	OpRedAsync                         // red.async
	OpTensormapReplace                 // tensormap.replace
	OpCreatepolicy                     // createpolicy
	OpDiscard                          // discard
	OpApplypriority                    // applypriority
	OpBra                              // bra
	OpBrxIdx                           // brx.idx
	OpCall                             // call
	OpRet                              // ret
	OpExit                             // exit
	OpBar                              // bar
	OpBarWarpSync                      // bar.warp.sync
	OpBarrier                          // barrier
	OpBarrierCluster                   // barrier.cluster
	OpMembar                           // membar
	OpFence                            // fence
	OpAtom                             // atom
	OpRed                              // red
	OpVote                             // vote
	OpMatch                            // match
	OpActivemask                       // activemask
	OpRedux                            // redux
	OpElect                            // elect
	OpGriddepcontrol                   // griddepcontrol
	OpMbarrierInit                     // mbarrier.init
	OpMbarrierInval                    // mbarrier.inval
	OpMbarrierArrive                   // mbarrier.arrive
	OpMbarrierArriveDrop               // mbarrier.arrive_drop
	OpMbarrierExpectTx                 // mbarrier.expect_tx
	OpMbarrierCompleteTx               // mbarrier.complete_tx
	OpMbarrierTestWait                 // mbarrier.test_wait
	OpMbarrierTryWait                  // mbarrier.try_wait
	OpMbarrierPendingCount             // mbarrier.pending_count
	OpWmmaLoad                         // wmma.load
	OpWmmaStore                        // wmma.store
	OpWmmaMma                          // wmma.mma
	OpMma                              // mma
	OpLdmatrix                         // ldmatrix
	OpStmatrix                         // stmatrix
	OpMovmatrix                        // movmatrix
	OpWgmmaFence                       // wgmma.fence
	OpWgmmaCommitGroup                 // wgmma.commit_group
	OpWgmmaWaitGroup                   // wgmma.wait_group
	OpWgmmaMmaAsync                    // wgmma.mma_async
	OpTex                              // tex
	OpTld4                             // tld4
	OpTxq                              // txq
	OpSuld                             // suld
	OpSust                             // sust
	OpSured                            // sured
	OpSuq                              // suq
	OpIstypep                          // istypep
	OpTrap                             // trap
	OpBrkpt                            // brkpt
	OpPmevent                          // pmevent
	OpNanosleep                        // nanosleep
	OpSetmaxnreg                       // setmaxnreg
	OpVadd                             // vadd
	OpVsub                             // vsub
	OpVabsdiff                         // vabsdiff
	OpVmin                             // vmin
	OpVmax                             // vmax
	OpVshl                             // vshl
	OpVshr                             // vshr
	OpVmad                             // vmad
	OpVset                             // vset
	OpVadd2                            // vadd2
	OpVsub2                            // vsub2
	OpVavrg2                           // vavrg2
	OpVabsdiff2                        // vabsdiff2
	OpVmin2                            // vmin2
	OpVmax2                            // vmax2
	OpVset2                            // vset2
	OpVadd4                            // vadd4
	OpVsub4                            // vsub4
	OpVavrg4                           // vavrg4
	OpVabsdiff4                        // vabsdiff4
	OpVmin4                            // vmin4
	OpVmax4                            // vmax4
	OpVset4                            // vset4
	OpMultimemLdReduce                 // multimem.ld_reduce
	OpMultimemSt                       // multimem.st
	OpMultimemRed                      // multimem.red

	// Added for issue 10 (isa-core); new opcodes go at the end so that the
	// numbers stored in binaries stay valid.
	OpCvtPack // cvt.pack

	// Added for issue 10 (isa-hw).
	OpTensormapCpFenceproxy // tensormap.cp_fenceproxy
	// Blackwell (sm_100a and later): parsed so that a module using them is
	// refused with the target it needs (isa.Refused), not as unknown.
	OpTcgen05Alloc                    // tcgen05.alloc
	OpTcgen05Dealloc                  // tcgen05.dealloc
	OpTcgen05RelinquishAllocPermit    // tcgen05.relinquish_alloc_permit
	OpTcgen05Ld                       // tcgen05.ld
	OpTcgen05St                       // tcgen05.st
	OpTcgen05WaitLd                   // tcgen05.wait::ld
	OpTcgen05WaitSt                   // tcgen05.wait::st
	OpTcgen05Cp                       // tcgen05.cp
	OpTcgen05Shift                    // tcgen05.shift
	OpTcgen05Mma                      // tcgen05.mma
	OpTcgen05Commit                   // tcgen05.commit
	OpTcgen05FenceBefore              // tcgen05.fence::before_thread_sync
	OpTcgen05FenceAfter               // tcgen05.fence::after_thread_sync
	OpStBulk                          // st.bulk
	OpClusterlaunchcontrolTryCancel   // clusterlaunchcontrol.try_cancel
	OpClusterlaunchcontrolQueryCancel // clusterlaunchcontrol.query_cancel
	OpMultimemCpAsyncBulk             // multimem.cp.async.bulk
	OpMultimemCpReduceAsyncBulk       // multimem.cp.reduce.async.bulk

	NumOpcodes
)

var opcodeNames = [NumOpcodes]string{
	OpAdd:                             "add",
	OpAddc:                            "addc",
	OpSub:                             "sub",
	OpSubc:                            "subc",
	OpMul:                             "mul",
	OpMul24:                           "mul24",
	OpMad:                             "mad",
	OpMad24:                           "mad24",
	OpMadc:                            "madc",
	OpSad:                             "sad",
	OpDiv:                             "div",
	OpRem:                             "rem",
	OpAbs:                             "abs",
	OpNeg:                             "neg",
	OpMin:                             "min",
	OpMax:                             "max",
	OpPopc:                            "popc",
	OpClz:                             "clz",
	OpBfind:                           "bfind",
	OpFns:                             "fns",
	OpBrev:                            "brev",
	OpBfe:                             "bfe",
	OpBfi:                             "bfi",
	OpSzext:                           "szext",
	OpBmsk:                            "bmsk",
	OpDp4a:                            "dp4a",
	OpDp2a:                            "dp2a",
	OpTestp:                           "testp",
	OpCopysign:                        "copysign",
	OpFma:                             "fma",
	OpRcp:                             "rcp",
	OpSqrt:                            "sqrt",
	OpRsqrt:                           "rsqrt",
	OpSin:                             "sin",
	OpCos:                             "cos",
	OpLg2:                             "lg2",
	OpEx2:                             "ex2",
	OpTanh:                            "tanh",
	OpSet:                             "set",
	OpSetp:                            "setp",
	OpSelp:                            "selp",
	OpSlct:                            "slct",
	OpAnd:                             "and",
	OpOr:                              "or",
	OpXor:                             "xor",
	OpNot:                             "not",
	OpCnot:                            "cnot",
	OpLop3:                            "lop3",
	OpShf:                             "shf",
	OpShl:                             "shl",
	OpShr:                             "shr",
	OpMov:                             "mov",
	OpShfl:                            "shfl",
	OpPrmt:                            "prmt",
	OpLd:                              "ld",
	OpLdu:                             "ldu",
	OpSt:                              "st",
	OpStAsync:                         "st.async",
	OpPrefetch:                        "prefetch",
	OpPrefetchu:                       "prefetchu",
	OpIsspacep:                        "isspacep",
	OpCvta:                            "cvta",
	OpCvt:                             "cvt",
	OpMapa:                            "mapa",
	OpGetctarank:                      "getctarank",
	OpAlloca:                          "alloca",
	OpStacksave:                       "stacksave",
	OpStackrestore:                    "stackrestore",
	OpCpAsync:                         "cp.async",
	OpCpAsyncCommitGroup:              "cp.async.commit_group",
	OpCpAsyncWaitGroup:                "cp.async.wait_group",
	OpCpAsyncWaitAll:                  "cp.async.wait_all",
	OpCpAsyncMbarrierArrive:           "cp.async.mbarrier.arrive",
	OpCpAsyncBulk:                     "cp.async.bulk",
	OpCpReduceAsyncBulk:               "cp.reduce.async.bulk",
	OpCpAsyncBulkTensor:               "cp.async.bulk.tensor",
	OpCpAsyncBulkCommitGroup:          "cp.async.bulk.commit_group",
	OpCpAsyncBulkWaitGroup:            "cp.async.bulk.wait_group",
	OpCpAsyncBulkPrefetch:             "cp.async.bulk.prefetch",
	OpCpAsyncBulkPrefetchTensor:       "cp.async.bulk.prefetch.tensor",
	OpRedAsync:                        "red.async",
	OpTensormapReplace:                "tensormap.replace",
	OpCreatepolicy:                    "createpolicy",
	OpDiscard:                         "discard",
	OpApplypriority:                   "applypriority",
	OpBra:                             "bra",
	OpBrxIdx:                          "brx.idx",
	OpCall:                            "call",
	OpRet:                             "ret",
	OpExit:                            "exit",
	OpBar:                             "bar",
	OpBarWarpSync:                     "bar.warp.sync",
	OpBarrier:                         "barrier",
	OpBarrierCluster:                  "barrier.cluster",
	OpMembar:                          "membar",
	OpFence:                           "fence",
	OpAtom:                            "atom",
	OpRed:                             "red",
	OpVote:                            "vote",
	OpMatch:                           "match",
	OpActivemask:                      "activemask",
	OpRedux:                           "redux",
	OpElect:                           "elect",
	OpGriddepcontrol:                  "griddepcontrol",
	OpMbarrierInit:                    "mbarrier.init",
	OpMbarrierInval:                   "mbarrier.inval",
	OpMbarrierArrive:                  "mbarrier.arrive",
	OpMbarrierArriveDrop:              "mbarrier.arrive_drop",
	OpMbarrierExpectTx:                "mbarrier.expect_tx",
	OpMbarrierCompleteTx:              "mbarrier.complete_tx",
	OpMbarrierTestWait:                "mbarrier.test_wait",
	OpMbarrierTryWait:                 "mbarrier.try_wait",
	OpMbarrierPendingCount:            "mbarrier.pending_count",
	OpWmmaLoad:                        "wmma.load",
	OpWmmaStore:                       "wmma.store",
	OpWmmaMma:                         "wmma.mma",
	OpMma:                             "mma",
	OpLdmatrix:                        "ldmatrix",
	OpStmatrix:                        "stmatrix",
	OpMovmatrix:                       "movmatrix",
	OpWgmmaFence:                      "wgmma.fence",
	OpWgmmaCommitGroup:                "wgmma.commit_group",
	OpWgmmaWaitGroup:                  "wgmma.wait_group",
	OpWgmmaMmaAsync:                   "wgmma.mma_async",
	OpTex:                             "tex",
	OpTld4:                            "tld4",
	OpTxq:                             "txq",
	OpSuld:                            "suld",
	OpSust:                            "sust",
	OpSured:                           "sured",
	OpSuq:                             "suq",
	OpIstypep:                         "istypep",
	OpTrap:                            "trap",
	OpBrkpt:                           "brkpt",
	OpPmevent:                         "pmevent",
	OpNanosleep:                       "nanosleep",
	OpSetmaxnreg:                      "setmaxnreg",
	OpVadd:                            "vadd",
	OpVsub:                            "vsub",
	OpVabsdiff:                        "vabsdiff",
	OpVmin:                            "vmin",
	OpVmax:                            "vmax",
	OpVshl:                            "vshl",
	OpVshr:                            "vshr",
	OpVmad:                            "vmad",
	OpVset:                            "vset",
	OpVadd2:                           "vadd2",
	OpVsub2:                           "vsub2",
	OpVavrg2:                          "vavrg2",
	OpVabsdiff2:                       "vabsdiff2",
	OpVmin2:                           "vmin2",
	OpVmax2:                           "vmax2",
	OpVset2:                           "vset2",
	OpVadd4:                           "vadd4",
	OpVsub4:                           "vsub4",
	OpVavrg4:                          "vavrg4",
	OpVabsdiff4:                       "vabsdiff4",
	OpVmin4:                           "vmin4",
	OpVmax4:                           "vmax4",
	OpVset4:                           "vset4",
	OpMultimemLdReduce:                "multimem.ld_reduce",
	OpMultimemSt:                      "multimem.st",
	OpMultimemRed:                     "multimem.red",
	OpCvtPack:                         "cvt.pack",
	OpTensormapCpFenceproxy:           "tensormap.cp_fenceproxy",
	OpTcgen05Alloc:                    "tcgen05.alloc",
	OpTcgen05Dealloc:                  "tcgen05.dealloc",
	OpTcgen05RelinquishAllocPermit:    "tcgen05.relinquish_alloc_permit",
	OpTcgen05Ld:                       "tcgen05.ld",
	OpTcgen05St:                       "tcgen05.st",
	OpTcgen05WaitLd:                   "tcgen05.wait::ld",
	OpTcgen05WaitSt:                   "tcgen05.wait::st",
	OpTcgen05Cp:                       "tcgen05.cp",
	OpTcgen05Shift:                    "tcgen05.shift",
	OpTcgen05Mma:                      "tcgen05.mma",
	OpTcgen05Commit:                   "tcgen05.commit",
	OpTcgen05FenceBefore:              "tcgen05.fence::before_thread_sync",
	OpTcgen05FenceAfter:               "tcgen05.fence::after_thread_sync",
	OpStBulk:                          "st.bulk",
	OpClusterlaunchcontrolTryCancel:   "clusterlaunchcontrol.try_cancel",
	OpClusterlaunchcontrolQueryCancel: "clusterlaunchcontrol.query_cancel",
	OpMultimemCpAsyncBulk:             "multimem.cp.async.bulk",
	OpMultimemCpReduceAsyncBulk:       "multimem.cp.reduce.async.bulk",
}

// String returns the mnemonic as written in PTX.
func (op Opcode) String() string {
	if op < NumOpcodes && op != OpInvalid {
		return opcodeNames[op]
	}
	return "<invalid>"
}

var opcodeByName = func() map[string]Opcode {
	m := make(map[string]Opcode, NumOpcodes)
	for op := OpInvalid + 1; op < NumOpcodes; op++ {
		m[opcodeNames[op]] = op
	}
	return m
}()

// LookupOpcode returns the opcode spelled name ("cp.async.wait_group"), or OpInvalid.
func LookupOpcode(name string) Opcode { return opcodeByName[name] }
