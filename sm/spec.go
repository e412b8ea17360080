package sm

import "encoding/json"

// DeviceSpec is a device model's limits. Its JSON form uses the CUDA
// device-property names of testdata/conformance/device-h200.json (an
// attribute dump of the corpus GPU), with the block and grid limits as
// max_block_dim_x/_y/_z and max_grid_dim_x/_y/_z, so that such a dump is a
// device model as it is.
type DeviceSpec struct {
	Name                   string `json:"name"`
	CCMajor                int    `json:"compute_capability_major"`
	CCMinor                int    `json:"compute_capability_minor"`
	SMCount                int    `json:"multiprocessor_count"`
	MaxThreadsPerBlock     int    `json:"max_threads_per_block"`
	MaxBlockDim            [3]int `json:"-"` // max_block_dim_x, _y, _z
	MaxGridDim             [3]int `json:"-"` // max_grid_dim_x, _y, _z
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

// deviceSpecFields is DeviceSpec without the arrays, for its JSON form.
type deviceSpecFields DeviceSpec

// deviceSpecJSON is DeviceSpec's JSON form.
type deviceSpecJSON struct {
	deviceSpecFields
	MaxBlockDimX int `json:"max_block_dim_x"`
	MaxBlockDimY int `json:"max_block_dim_y"`
	MaxBlockDimZ int `json:"max_block_dim_z"`
	MaxGridDimX  int `json:"max_grid_dim_x"`
	MaxGridDimY  int `json:"max_grid_dim_y"`
	MaxGridDimZ  int `json:"max_grid_dim_z"`
}

// MarshalJSON writes the CUDA device-property names.
func (d DeviceSpec) MarshalJSON() ([]byte, error) {
	return json.Marshal(deviceSpecJSON{deviceSpecFields(d),
		d.MaxBlockDim[0], d.MaxBlockDim[1], d.MaxBlockDim[2], d.MaxGridDim[0], d.MaxGridDim[1], d.MaxGridDim[2]})
}

// UnmarshalJSON reads the CUDA device-property names; fields the JSON
// does not mention keep their values, and other properties are ignored
// (the device-file loader of the root package rejects unknown names).
func (d *DeviceSpec) UnmarshalJSON(b []byte) error {
	j := deviceSpecJSON{deviceSpecFields(*d),
		d.MaxBlockDim[0], d.MaxBlockDim[1], d.MaxBlockDim[2], d.MaxGridDim[0], d.MaxGridDim[1], d.MaxGridDim[2]}
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*d = DeviceSpec(j.deviceSpecFields)
	d.MaxBlockDim = [3]int{j.MaxBlockDimX, j.MaxBlockDimY, j.MaxBlockDimZ}
	d.MaxGridDim = [3]int{j.MaxGridDimX, j.MaxGridDimY, j.MaxGridDimZ}
	return nil
}
