package sm

// Occupancy is the CUDA occupancy calculation for one launch shape on a
// device: how many blocks of it one SM holds at once, by each resource.
// The runtime's occupancy queries and launch checks (cmd/libcudart), the
// cooperative-launch check and block residency of the engine, and the
// timing model (sm/pipeline, which adds the shared-memory carve-out the
// driver picks) all start from it, so they agree.
type Occupancy struct {
	WarpsPerBlock  int
	RegsPerWarp    int // registers allocated to a warp (0: no register count given)
	SharedPerBlock int // shared memory a block takes: static + dynamic rounded up to 128 bytes, plus the driver's reserve

	LimBlocks int // the device's blocks per SM
	LimWarps  int // by warps (threads) per SM
	LimRegs   int // by the register file; LimBlocks without a register count
	LimShared int // by shared memory, with the largest carve-out (SharedPerSM)
}

// RegisterBanks is how many parts the register file is split into (one per
// SM sub-partition on sm_70 and later): a warp's registers come from one
// part, so whole warps are counted per part.
const RegisterBanks = 4

// RegsPerWarp is the registers a warp of a kernel using regs registers per
// thread is allocated: regs rounded up to 8, times 32 lanes, in units of
// 256 (the sm_90 allocation granularity).
func RegsPerWarp(regs int) int {
	return ((regs+7)/8*8*32 + 255) / 256 * 256
}

// Occupancy computes the occupancy limits of blocks of threads threads
// using regs registers per thread (<= 0: registers do not limit, as in
// functional runs without a count) and shared bytes of static plus dynamic
// shared memory, with the register file split into banks parts (<= 0:
// RegisterBanks).
func (s *DeviceSpec) Occupancy(regs, threads, shared, banks int) Occupancy {
	if banks <= 0 {
		banks = RegisterBanks
	}
	o := Occupancy{WarpsPerBlock: max((threads+31)/32, 1)}
	o.LimBlocks = max(s.MaxBlocksPerSM, 1)
	o.LimWarps = o.LimBlocks
	if s.MaxThreadsPerSM > 0 {
		o.LimWarps = s.MaxThreadsPerSM / 32 / o.WarpsPerBlock
	}
	o.LimRegs = o.LimBlocks
	if regs > 0 {
		o.RegsPerWarp = RegsPerWarp(regs)
		rf := s.RegsPerSM
		if rf <= 0 {
			rf = 65536
		}
		o.LimRegs = rf / banks / o.RegsPerWarp * banks / o.WarpsPerBlock
	}
	o.SharedPerBlock = align(shared, smemAllocUnit) + s.ReservedSharedPerBlock
	o.LimShared = o.LimBlocks
	if s.SharedPerSM > 0 && o.SharedPerBlock > 0 {
		o.LimShared = s.SharedPerSM / o.SharedPerBlock
		if shared == 0 {
			o.LimShared = min(o.LimShared, o.LimBlocks)
		}
	}
	return o
}

// BlocksPerSM is how many blocks an SM holds at once: the tightest limit
// (0 when a block cannot fit at all).
func (o Occupancy) BlocksPerSM() int {
	return max(min(o.LimBlocks, o.LimWarps, o.LimRegs, o.LimShared), 0)
}
