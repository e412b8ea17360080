package sm

// DeviceSpec is a device model's limits (JSON names as in
// testdata/conformance/device-h200.json where one exists).
type DeviceSpec struct {
	Name                   string `json:"name"`
	CCMajor                int    `json:"compute_capability_major"`
	CCMinor                int    `json:"compute_capability_minor"`
	SMCount                int    `json:"multiprocessor_count"`
	MaxThreadsPerBlock     int    `json:"max_threads_per_block"`
	MaxBlockDim            [3]int `json:"max_block_dim"`
	MaxGridDim             [3]int `json:"max_grid_dim"`
	SharedPerBlock         int    `json:"shared_memory_per_block"`
	SharedPerBlockOptin    int    `json:"max_shared_memory_per_block_optin"`
	SharedPerSM            int    `json:"max_shared_memory_per_multiprocessor"`
	RegsPerBlock           int    `json:"registers_per_block"`
	RegsPerSM              int    `json:"max_registers_per_multiprocessor"`
	MaxThreadsPerSM        int    `json:"max_threads_per_multiprocessor"`
	MaxBlocksPerSM         int    `json:"max_blocks_per_multiprocessor"`
	WarpSize               int    `json:"warp_size"`
	ConstBytes             int    `json:"total_constant_memory"`
	L2Bytes                int    `json:"l2_cache_size"`
	ClockKHz               int    `json:"clock_rate"`
	ReservedSharedPerBlock int    `json:"reserved_shared_memory_per_block"`
	MemoryBytes            uint64 `json:"total_mem"` // device memory; 0: no limit but the address space
}

// H200 is the NVIDIA H200 the conformance corpus ran on (values from
// testdata/conformance/device-h200.json).
func H200() DeviceSpec {
	return DeviceSpec{
		Name: "NVIDIA H200", CCMajor: 9, CCMinor: 0, SMCount: 132,
		MaxThreadsPerBlock: 1024, MaxBlockDim: [3]int{1024, 1024, 64},
		MaxGridDim:     [3]int{2147483647, 65535, 65535},
		SharedPerBlock: 49152, SharedPerBlockOptin: 232448, SharedPerSM: 233472,
		RegsPerBlock: 65536, RegsPerSM: 65536, MaxThreadsPerSM: 2048, MaxBlocksPerSM: 32,
		WarpSize: 32, ConstBytes: 65536, L2Bytes: 62914560, ClockKHz: 1980000,
		ReservedSharedPerBlock: 1024, MemoryBytes: 150109880320,
	}
}
