package ptxsim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/ptxsim/ptxsim/sm"
)

// cudaDeviceProperties are the names a device file may hold: every CUDA
// device property of the attribute dump testdata/conformance/device-h200.json
// (CUDA 13's cudaDeviceProp, snake_case). The ones sm.DeviceSpec models are
// read; the others are accepted and ignored, so that a dump of any GPU is a
// device file as it is; any other name is a typo and an error.
var cudaDeviceProperties = func() map[string]bool {
	m := map[string]bool{}
	for _, k := range []string{
		"async_engine_count", "can_flush_remote_writes", "can_map_host_memory", "can_tex2d_gather",
		"can_use_64_bit_stream_mem_ops", "can_use_64_bit_stream_mem_ops_v1",
		"can_use_host_pointer_for_registered_mem", "can_use_stream_mem_ops_v1", "can_use_stream_wait_value_nor",
		"can_use_stream_wait_value_nor_v1", "clock_rate", "cluster_launch", "compute_capability_major",
		"compute_capability_minor", "compute_mode", "compute_preemption_supported", "concurrent_kernels",
		"concurrent_managed_access", "cooperative_launch", "cooperative_multi_device_launch", "d3d12_cig_supported",
		"deferred_mapping_cuda_array_supported", "direct_managed_mem_access_from_host", "dma_buf_supported",
		"driver_version", "ecc_enabled", "generic_compression_supported", "global_l1_cache_supported",
		"global_memory_bus_width", "gpu_direct_rdma_flush_writes_options", "gpu_direct_rdma_supported",
		"gpu_direct_rdma_with_cuda_vmm_supported", "gpu_direct_rdma_writes_ordering", "gpu_overlap",
		"gpu_pci_device_id", "gpu_pci_subsystem_id", "handle_type_fabric_supported",
		"handle_type_posix_file_descriptor_supported", "handle_type_win32_handle_supported",
		"handle_type_win32_kmt_handle_supported", "host_alloc_dma_buf_supported", "host_memory_pools_supported",
		"host_native_atomic_supported", "host_numa_id", "host_numa_memory_pools_supported",
		"host_numa_multinode_ipc_supported", "host_numa_virtual_memory_management_supported",
		"host_register_supported", "host_virtual_memory_management_supported", "integrated", "ipc_event_supported",
		"kernel_exec_timeout", "l2_cache_size", "local_l1_cache_supported", "managed_memory",
		"max_access_policy_window_size", "max_block_dim_x", "max_block_dim_y", "max_block_dim_z",
		"max_blocks_per_multiprocessor", "max_grid_dim_x", "max_grid_dim_y", "max_grid_dim_z",
		"max_persisting_l2_cache_size", "max_pitch", "max_registers_per_block", "max_registers_per_multiprocessor",
		"max_shared_memory_per_block", "max_shared_memory_per_block_optin", "max_shared_memory_per_multiprocessor",
		"max_threads_per_block", "max_threads_per_multiprocessor", "maximum_surface1d_layered_layers",
		"maximum_surface1d_layered_width", "maximum_surface1d_width", "maximum_surface2d_height",
		"maximum_surface2d_layered_height", "maximum_surface2d_layered_layers", "maximum_surface2d_layered_width",
		"maximum_surface2d_width", "maximum_surface3d_depth", "maximum_surface3d_height", "maximum_surface3d_width",
		"maximum_surfacecubemap_layered_layers", "maximum_surfacecubemap_layered_width",
		"maximum_surfacecubemap_width", "maximum_texture1d_layered_layers", "maximum_texture1d_layered_width",
		"maximum_texture1d_linear_width", "maximum_texture1d_mipmapped_width", "maximum_texture1d_width",
		"maximum_texture2d_array_height", "maximum_texture2d_array_numslices", "maximum_texture2d_array_width",
		"maximum_texture2d_gather_height", "maximum_texture2d_gather_width", "maximum_texture2d_height",
		"maximum_texture2d_layered_height", "maximum_texture2d_layered_layers", "maximum_texture2d_layered_width",
		"maximum_texture2d_linear_height", "maximum_texture2d_linear_pitch", "maximum_texture2d_linear_width",
		"maximum_texture2d_mipmapped_height", "maximum_texture2d_mipmapped_width", "maximum_texture2d_width",
		"maximum_texture3d_depth", "maximum_texture3d_depth_alternate", "maximum_texture3d_height",
		"maximum_texture3d_height_alternate", "maximum_texture3d_width", "maximum_texture3d_width_alternate",
		"maximum_texturecubemap_layered_layers", "maximum_texturecubemap_layered_width",
		"maximum_texturecubemap_width", "mem_decompress_algorithm_mask", "mem_decompress_maximum_length",
		"mem_sync_domain_count", "memory_clock_rate", "memory_pools_supported", "mempool_supported_handle_types",
		"mps_enabled", "multi_gpu_board", "multi_gpu_board_group_id", "multicast_supported", "multiprocessor_count",
		"name", "numa_config", "numa_id", "only_partial_host_native_atomic_supported", "pageable_memory_access",
		"pageable_memory_access_uses_host_page_tables", "pci_bus_id", "pci_device_id", "pci_domain_id",
		"read_only_host_register_supported", "registers_per_block", "reserved_shared_memory_per_block",
		"shared_memory_per_block", "single_to_double_precision_perf_ratio", "sparse_cuda_array_supported",
		"stream_priorities_supported", "surface_alignment", "tcc_driver", "tensor_map_access_supported",
		"texture_alignment", "texture_pitch_alignment", "timeline_semaphore_interop_supported",
		"total_constant_memory", "total_mem", "unified_addressing", "unified_function_pointers",
		"virtual_address_management_supported", "virtual_memory_management_supported", "vulkan_cig_supported",
		"warp_size",
	} {
		m[k] = true
	}
	return m
}()

// ParseDeviceFile reads a device file: a JSON object of CUDA device
// properties (the format of testdata/conformance/device-h200.json; the
// properties sm.DeviceSpec models are read, starting from the H200's
// values, the others are ignored) plus an optional "timing" object holding
// the timing.TimingSpec parameters that differ from the H200's. Unknown
// names are an error, naming the file.
func ParseDeviceFile(path string, data []byte) (sm.DeviceSpec, json.RawMessage, error) {
	var fields map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&fields); err != nil {
		return sm.DeviceSpec{}, nil, fmt.Errorf("%s: %w", path, err)
	}
	if dec.More() {
		return sm.DeviceSpec{}, nil, fmt.Errorf("%s: data after the device object", path)
	}
	var unknown []string
	for k := range fields {
		if k != "timing" && !cudaDeviceProperties[k] {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return sm.DeviceSpec{}, nil, fmt.Errorf("%s: unknown device property %q (a device file holds CUDA device properties named as in testdata/conformance/device-h200.json, plus an optional \"timing\" object)", path, strings.Join(unknown, ", "))
	}
	timing := fields["timing"]
	delete(fields, "timing")
	rest, err := json.Marshal(fields)
	if err != nil {
		return sm.DeviceSpec{}, nil, fmt.Errorf("%s: %w", path, err)
	}
	spec := sm.H200()
	if err := json.Unmarshal(rest, &spec); err != nil {
		return sm.DeviceSpec{}, nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := checkDeviceSpec(spec); err != nil {
		return sm.DeviceSpec{}, nil, fmt.Errorf("%s: %w", path, err)
	}
	return spec, timing, nil
}

// checkDeviceSpec rejects device models the engine cannot run: limits that
// must be positive, negative sizes, and a warp size other than 32.
func checkDeviceSpec(s sm.DeviceSpec) error {
	type limit struct {
		name string
		v    int
	}
	for _, l := range []limit{
		{"multiprocessor_count", s.SMCount}, {"max_threads_per_block", s.MaxThreadsPerBlock},
		{"max_block_dim_x", s.MaxBlockDim[0]}, {"max_block_dim_y", s.MaxBlockDim[1]}, {"max_block_dim_z", s.MaxBlockDim[2]},
		{"max_grid_dim_x", s.MaxGridDim[0]}, {"max_grid_dim_y", s.MaxGridDim[1]}, {"max_grid_dim_z", s.MaxGridDim[2]},
	} {
		if l.v <= 0 {
			return fmt.Errorf("%s must be positive, got %d", l.name, l.v)
		}
	}
	for _, l := range []limit{
		{"shared_memory_per_block", s.SharedPerBlock}, {"max_shared_memory_per_block_optin", s.SharedPerBlockOptin},
		{"max_shared_memory_per_multiprocessor", s.SharedPerSM}, {"registers_per_block", s.RegsPerBlock},
		{"max_registers_per_multiprocessor", s.RegsPerSM}, {"max_threads_per_multiprocessor", s.MaxThreadsPerSM},
		{"max_blocks_per_multiprocessor", s.MaxBlocksPerSM}, {"total_constant_memory", s.ConstBytes},
		{"l2_cache_size", s.L2Bytes}, {"clock_rate", s.ClockKHz}, {"reserved_shared_memory_per_block", s.ReservedSharedPerBlock},
	} {
		if l.v < 0 {
			return fmt.Errorf("%s must not be negative, got %d", l.name, l.v)
		}
	}
	if s.WarpSize != 32 {
		return fmt.Errorf("warp_size must be 32 (the engine runs 32-lane warps), got %d", s.WarpSize)
	}
	return nil
}

// readDeviceFile reads and parses a device file.
func readDeviceFile(path string) (sm.DeviceSpec, json.RawMessage, error) {
	data, err := ReadFileLimit(path, 16<<20)
	if err != nil {
		return sm.DeviceSpec{}, nil, err
	}
	return ParseDeviceFile(path, data)
}

// ReadFileLimit reads a file that an input names (a case's module or data,
// a device file), refusing anything but a regular file of at most max
// bytes: an input naming /dev/zero or a FIFO must not hang or exhaust
// memory.
func ReadFileLimit(path string, max int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	if st.Size() > max {
		return nil, fmt.Errorf("%s has %d bytes, more than the %d expected", path, st.Size(), max)
	}
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > max {
		return nil, fmt.Errorf("%s grew past %d bytes while read", path, max)
	}
	return b, nil
}
