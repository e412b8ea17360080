package timing

import "github.com/ptxsim/ptxsim/memsys"

// The access vocabulary is package memsys's (memsys/access.go), so that the
// functional engine can describe an access without importing the timing
// model; these names keep it readable at this package's call sites.
type (
	Space   = memsys.Space   // state space of an access
	Op      = memsys.Op      // what an access does
	CacheOp = memsys.CacheOp // PTX cache operator
	Access  = memsys.Access  // one warp-level memory instruction
)

const (
	SpaceGlobal        = memsys.SpaceGlobal
	SpaceLocal         = memsys.SpaceLocal
	SpaceShared        = memsys.SpaceShared
	SpaceSharedCluster = memsys.SpaceSharedCluster
	SpaceConst         = memsys.SpaceConst
	SpaceParam         = memsys.SpaceParam

	OpLoad  = memsys.OpLoad
	OpStore = memsys.OpStore
	OpAtom  = memsys.OpAtom
	OpRed   = memsys.OpRed

	CacheDefault = memsys.CacheDefault
	CacheCA      = memsys.CacheCA
	CacheCG      = memsys.CacheCG
	CacheCS      = memsys.CacheCS
	CacheLU      = memsys.CacheLU
	CacheCV      = memsys.CacheCV
	CacheNC      = memsys.CacheNC
	CacheWB      = memsys.CacheWB
	CacheWT      = memsys.CacheWT
)
