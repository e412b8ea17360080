package memsys

// Space is the state space of a memory access, as the hardware sees it
// (generic addresses must be resolved by the engine before they get here).
type Space uint8

const (
	SpaceGlobal        Space = iota // .global (and generic addresses that fall in it)
	SpaceLocal                      // .local: per-thread addresses, interleaved by the hardware
	SpaceShared                     // .shared::cta
	SpaceSharedCluster              // .shared::cluster (distributed shared memory)
	SpaceConst                      // .const (constant cache)
	SpaceParam                      // kernel parameters (constant bank 0)
)

var spaceNames = [...]string{"global", "local", "shared", "shared::cluster", "const", "param"}

func (s Space) String() string {
	if int(s) < len(spaceNames) {
		return spaceNames[s]
	}
	return "space?"
}

// Op is what the access does to memory.
type Op uint8

const (
	OpLoad  Op = iota // ld
	OpStore           // st
	OpAtom            // atom: read-modify-write that returns the old value
	OpRed             // red: read-modify-write without a result
)

var opNames = [...]string{"ld", "st", "atom", "red"}

func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return "op?"
}

// CacheOp is the PTX cache operator of a load or store. The zero value is
// the default (.ca for loads, .wb for stores).
type CacheOp uint8

const (
	CacheDefault CacheOp = iota // no operator given
	CacheCA                     // .ca: cache at all levels (L1 and L2)
	CacheCG                     // .cg: cache in L2 only, bypass L1
	CacheCS                     // .cs: streaming, evict first
	CacheLU                     // .lu: last use
	CacheCV                     // .cv: volatile, fetch again (bypass L1, L2 sees it)
	CacheNC                     // ld.global.nc / ld.global.nc: the read-only (texture) path through L1
	CacheWB                     // .wb: write-back (stores, default)
	CacheWT                     // .wt: write-through to system memory
)

var cacheOpNames = [...]string{"", "ca", "cg", "cs", "lu", "cv", "nc", "wb", "wt"}

func (c CacheOp) String() string {
	if int(c) < len(cacheOpNames) {
		return cacheOpNames[c]
	}
	return "cacheop?"
}

// Access is one warp-level memory instruction as the engine executed it:
// the vocabulary in which the functional engine (package sm) reports a
// memory access to a timing model, and in which the memory hierarchy
// (memsys/timing) takes it. It holds addresses, never cycles.
// The engine fills one Access per instruction and may reuse it: nothing here
// keeps a pointer to it after the call returns.
type Access struct {
	Space   Space
	Op      Op
	Size    int    // bytes per lane: 1, 2, 4, 8 or 16 (a .v2/.v4 vector counts as one lane access)
	Mask    uint32 // active lanes (guard predicate and SIMT mask applied); 0 means no memory traffic
	Addr    [32]uint64
	CacheOp CacheOp

	// LocalBase is the physical base of the warp's local-memory window; only
	// read when Space is SpaceLocal, whose Addr values are per-thread offsets.
	LocalBase uint64

	// Span says that Lo and Hi are the least and greatest of the 32 Addr
	// values (all lanes, whatever Mask): a producer that computes the
	// addresses anyway finds them on the way, and the shared-memory bank
	// model then skips its own pass over the lanes. A producer that does
	// not set them must leave Span false.
	Span   bool
	Lo, Hi uint64
}

// Active reports whether lane l takes part in the access.
func (a *Access) Active(l int) bool { return a.Mask&(1<<uint(l)) != 0 }
