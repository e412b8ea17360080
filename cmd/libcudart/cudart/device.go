package cudart

import (
	"fmt"
	"maps"
	"strings"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
	"github.com/ptxsim/ptxsim/sm"
)

// Devices: one simulated device (number 0). Its attributes are the H200's
// attribute dump (testdata/conformance/device-h200.json), with the
// device model's own limits (SM count, compute capability, shared memory,
// threads, clock, L2...) put over them for other models.

// deviceAttributes builds the attribute table of a device model: by
// number, and by the dumps' names (several names can share a number).
func deviceAttributes(s sm.DeviceSpec) (map[int]int64, map[string]int64) {
	byKey := maps.Clone(h200Attrs)
	set := func(key string, v int) {
		if v > 0 {
			byKey[key] = int64(v)
		}
	}
	set("compute_capability_major", s.CCMajor)
	byKey["compute_capability_minor"] = int64(s.CCMinor)
	set("multiprocessor_count", s.SMCount)
	set("max_threads_per_block", s.MaxThreadsPerBlock)
	set("max_block_dim_x", s.MaxBlockDim[0])
	set("max_block_dim_y", s.MaxBlockDim[1])
	set("max_block_dim_z", s.MaxBlockDim[2])
	set("max_grid_dim_x", s.MaxGridDim[0])
	set("max_grid_dim_y", s.MaxGridDim[1])
	set("max_grid_dim_z", s.MaxGridDim[2])
	set("max_shared_memory_per_block", s.SharedPerBlock)
	set("shared_memory_per_block", s.SharedPerBlock)
	set("max_shared_memory_per_block_optin", s.SharedPerBlockOptin)
	set("max_shared_memory_per_multiprocessor", s.SharedPerSM)
	set("max_registers_per_block", s.RegsPerBlock)
	set("registers_per_block", s.RegsPerBlock)
	set("max_registers_per_multiprocessor", s.RegsPerSM)
	set("max_threads_per_multiprocessor", s.MaxThreadsPerSM)
	set("max_blocks_per_multiprocessor", s.MaxBlocksPerSM)
	set("warp_size", s.WarpSize)
	set("total_constant_memory", s.ConstBytes)
	set("l2_cache_size", s.L2Bytes)
	set("clock_rate", s.ClockKHz)
	set("reserved_shared_memory_per_block", s.ReservedSharedPerBlock)
	if s.CCMajor < 9 {
		byKey["cluster_launch"] = 0
	}
	out := map[int]int64{}
	for num, key := range cuAttrKeys {
		if v, ok := byKey[key]; ok {
			out[num] = v
		}
	}
	return out, byKey
}

func (r *Runtime) attr(key string) int64 { return r.attrByKey[key] }

// checkDevice accepts device 0, the only one.
func checkDevice(d int64) Error {
	if d != 0 {
		return ErrorInvalidDevice
	}
	return Success
}

// GetDeviceCount is cudaGetDeviceCount.
func (r *Runtime) GetDeviceCount(t Thread, out uintptr) Error {
	return r.call(t, "cudaGetDeviceCount", func() Error {
		if out == 0 {
			return ErrorInvalidValue
		}
		putU32(out, 1)
		return Success
	})
}

// SetDevice is cudaSetDevice (and cudaInitDevice).
func (r *Runtime) SetDevice(t Thread, d int64) Error {
	return r.call(t, "cudaSetDevice", func() Error { return checkDevice(d) })
}

// GetDevice is cudaGetDevice.
func (r *Runtime) GetDevice(t Thread, out uintptr) Error {
	return r.call(t, "cudaGetDevice", func() Error {
		if out == 0 {
			return ErrorInvalidValue
		}
		putU32(out, 0)
		return Success
	})
}

// SetDeviceFlags / GetDeviceFlags.
func (r *Runtime) SetDeviceFlags(t Thread, flags uint32) Error {
	return r.call(t, "cudaSetDeviceFlags", func() Error {
		if flags&^0xff != 0 {
			return ErrorInvalidValue
		}
		r.deviceFlags = flags
		return Success
	})
}

func (r *Runtime) GetDeviceFlags(t Thread, out uintptr) Error {
	return r.call(t, "cudaGetDeviceFlags", func() Error {
		putU32(out, r.deviceFlags|0x8) // cudaDeviceMapHost is always on
		return Success
	})
}

// DeviceGetAttribute is cudaDeviceGetAttribute.
func (r *Runtime) DeviceGetAttribute(t Thread, out uintptr, attr int64, d int64) Error {
	return r.call(t, "cudaDeviceGetAttribute", func() Error {
		if out == 0 {
			return ErrorInvalidValue
		}
		if e := checkDevice(d); e != Success {
			return e
		}
		v, ok := r.attrs[int(attr)]
		if !ok {
			if _, known := cuAttrKeys[int(attr)]; !known {
				return ErrorInvalidValue
			}
			v = 0
		}
		putU32(out, uint32(int32(v)))
		return Success
	})
}

// propAttrs maps cudaDeviceProp fields to the attributes that fill them
// (array fields take several).
var propAttrs = map[string][]string{
	"totalGlobalMem": {"total_mem"}, "sharedMemPerBlock": {"max_shared_memory_per_block"},
	"regsPerBlock": {"max_registers_per_block"}, "warpSize": {"warp_size"}, "memPitch": {"max_pitch"},
	"maxThreadsPerBlock": {"max_threads_per_block"},
	"maxThreadsDim":      {"max_block_dim_x", "max_block_dim_y", "max_block_dim_z"},
	"maxGridSize":        {"max_grid_dim_x", "max_grid_dim_y", "max_grid_dim_z"},
	"clockRate":          {"clock_rate"}, "totalConstMem": {"total_constant_memory"},
	"major": {"compute_capability_major"}, "minor": {"compute_capability_minor"},
	"textureAlignment": {"texture_alignment"}, "texturePitchAlignment": {"texture_pitch_alignment"},
	"deviceOverlap": {"gpu_overlap"}, "multiProcessorCount": {"multiprocessor_count"},
	"kernelExecTimeoutEnabled": {"kernel_exec_timeout"}, "integrated": {"integrated"},
	"canMapHostMemory": {"can_map_host_memory"}, "computeMode": {"compute_mode"},
	"maxTexture1D": {"maximum_texture1d_width"}, "maxTexture1DMipmap": {"maximum_texture1d_mipmapped_width"},
	"maxTexture1DLinear":       {"maximum_texture1d_linear_width"},
	"maxTexture2D":             {"maximum_texture2d_width", "maximum_texture2d_height"},
	"maxTexture2DMipmap":       {"maximum_texture2d_mipmapped_width", "maximum_texture2d_mipmapped_height"},
	"maxTexture2DLinear":       {"maximum_texture2d_linear_width", "maximum_texture2d_linear_height", "maximum_texture2d_linear_pitch"},
	"maxTexture2DGather":       {"maximum_texture2d_gather_width", "maximum_texture2d_gather_height"},
	"maxTexture3D":             {"maximum_texture3d_width", "maximum_texture3d_height", "maximum_texture3d_depth"},
	"maxTexture3DAlt":          {"maximum_texture3d_width_alternate", "maximum_texture3d_height_alternate", "maximum_texture3d_depth_alternate"},
	"maxTextureCubemap":        {"maximum_texturecubemap_width"},
	"maxTexture1DLayered":      {"maximum_texture1d_layered_width", "maximum_texture1d_layered_layers"},
	"maxTexture2DLayered":      {"maximum_texture2d_layered_width", "maximum_texture2d_layered_height", "maximum_texture2d_layered_layers"},
	"maxTextureCubemapLayered": {"maximum_texturecubemap_layered_width", "maximum_texturecubemap_layered_layers"},
	"maxSurface1D":             {"maximum_surface1d_width"}, "maxSurface2D": {"maximum_surface2d_width", "maximum_surface2d_height"},
	"maxSurface3D":             {"maximum_surface3d_width", "maximum_surface3d_height", "maximum_surface3d_depth"},
	"maxSurface1DLayered":      {"maximum_surface1d_layered_width", "maximum_surface1d_layered_layers"},
	"maxSurface2DLayered":      {"maximum_surface2d_layered_width", "maximum_surface2d_layered_height", "maximum_surface2d_layered_layers"},
	"maxSurfaceCubemap":        {"maximum_surfacecubemap_width"},
	"maxSurfaceCubemapLayered": {"maximum_surfacecubemap_layered_width", "maximum_surfacecubemap_layered_layers"},
	"surfaceAlignment":         {"surface_alignment"}, "concurrentKernels": {"concurrent_kernels"},
	"ECCEnabled": {"ecc_enabled"}, "pciBusID": {"pci_bus_id"}, "pciDeviceID": {"pci_device_id"},
	"pciDomainID": {"pci_domain_id"}, "tccDriver": {"tcc_driver"}, "asyncEngineCount": {"async_engine_count"},
	"unifiedAddressing": {"unified_addressing"}, "memoryClockRate": {"memory_clock_rate"},
	"memoryBusWidth": {"global_memory_bus_width"}, "l2CacheSize": {"l2_cache_size"},
	"persistingL2CacheMaxSize":    {"max_persisting_l2_cache_size"},
	"maxThreadsPerMultiProcessor": {"max_threads_per_multiprocessor"},
	"streamPrioritiesSupported":   {"stream_priorities_supported"},
	"globalL1CacheSupported":      {"global_l1_cache_supported"}, "localL1CacheSupported": {"local_l1_cache_supported"},
	"sharedMemPerMultiprocessor": {"max_shared_memory_per_multiprocessor"},
	"regsPerMultiprocessor":      {"max_registers_per_multiprocessor"}, "managedMemory": {"managed_memory"},
	"isMultiGpuBoard": {"multi_gpu_board"}, "multiGpuBoardGroupID": {"multi_gpu_board_group_id"},
	"hostNativeAtomicSupported":              {"host_native_atomic_supported"},
	"singleToDoublePrecisionPerfRatio":       {"single_to_double_precision_perf_ratio"},
	"pageableMemoryAccess":                   {"pageable_memory_access"},
	"concurrentManagedAccess":                {"concurrent_managed_access"},
	"computePreemptionSupported":             {"compute_preemption_supported"},
	"canUseHostPointerForRegisteredMem":      {"can_use_host_pointer_for_registered_mem"},
	"cooperativeLaunch":                      {"cooperative_launch"},
	"cooperativeMultiDeviceLaunch":           {"cooperative_multi_device_launch"},
	"sharedMemPerBlockOptin":                 {"max_shared_memory_per_block_optin"},
	"pageableMemoryAccessUsesHostPageTables": {"pageable_memory_access_uses_host_page_tables"},
	"directManagedMemAccessFromHost":         {"direct_managed_mem_access_from_host"},
	"maxBlocksPerMultiProcessor":             {"max_blocks_per_multiprocessor"},
	"accessPolicyMaxWindowSize":              {"max_access_policy_window_size"},
	"reservedSharedMemPerBlock":              {"reserved_shared_memory_per_block"},
	"hostRegisterSupported":                  {"host_register_supported"},
	"sparseCudaArraySupported":               {"sparse_cuda_array_supported"},
	"hostRegisterReadOnlySupported":          {"read_only_host_register_supported"},
	"timelineSemaphoreInteropSupported":      {"timeline_semaphore_interop_supported"},
	"memoryPoolsSupported":                   {"memory_pools_supported"},
	"gpuDirectRDMASupported":                 {"gpu_direct_rdma_supported"},
	"gpuDirectRDMAFlushWritesOptions":        {"gpu_direct_rdma_flush_writes_options"},
	"gpuDirectRDMAWritesOrdering":            {"gpu_direct_rdma_writes_ordering"},
	"memoryPoolSupportedHandleTypes":         {"mempool_supported_handle_types"},
	"deferredMappingCudaArraySupported":      {"deferred_mapping_cuda_array_supported"},
	"ipcEventSupported":                      {"ipc_event_supported"},
	"clusterLaunch":                          {"cluster_launch"},
	"unifiedFunctionPointers":                {"unified_function_pointers"},
	"deviceNumaConfig":                       {"numa_config"},
	"deviceNumaId":                           {"numa_id"},
	"mpsEnabled":                             {"mps_enabled"},
	"hostNumaId":                             {"host_numa_id"},
	"gpuPciDeviceID":                         {"gpu_pci_device_id"},
	"gpuPciSubsystemID":                      {"gpu_pci_subsystem_id"},
	"hostNumaMultinodeIpcSupported":          {"host_numa_multinode_ipc_supported"},
}

// GetDeviceProperties is cudaGetDeviceProperties (and _v2): the struct in
// the layout of the version served.
func (r *Runtime) GetDeviceProperties(t Thread, out uintptr, d int64) Error {
	return r.call(t, "cudaGetDeviceProperties", func() Error {
		if out == 0 {
			return ErrorInvalidValue
		}
		if e := checkDevice(d); e != Success {
			return e
		}
		l := r.api.Structs["cudaDeviceProp"]
		if l == nil {
			return r.unsupported("cudaGetDeviceProperties for this runtime version")
		}
		s := newCStruct(l)
		s.setBytes("name", append([]byte(r.spec.Name), 0))
		s.setBytes("uuid", []byte("ptxsim-device-00"))
		for field := range l.Fields {
			keys := propAttrs[field]
			if keys == nil {
				continue
			}
			vals := make([]int64, len(keys))
			for i, k := range keys {
				if k == "total_mem" {
					vals[i] = int64(r.totalMem())
				} else {
					vals[i] = r.attr(k)
				}
			}
			s.set(field, vals...)
		}
		copy(hostBytes(out, uint64(l.Size)), s.b)
		return Success
	})
}

// DeviceSetLimit / DeviceGetLimit.
func (r *Runtime) DeviceSetLimit(t Thread, limit int64, v uint64) Error {
	return r.call(t, "cudaDeviceSetLimit", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if limit < 0 || limit >= int64(len(r.limits)) {
			return ErrorUnsupportedLimit
		}
		switch limit {
		case LimitMallocHeapSize:
			if err := r.dev.SetHeapSize(v); err != nil {
				r.diag("cudaDeviceSetLimit(cudaLimitMallocHeapSize): %v", err)
				return ErrorInvalidValue
			}
		case LimitStackSize:
			if v > 512<<10 {
				return ErrorInvalidValue
			}
		case LimitPrintfFifoSize:
			// "Setting cudaLimitPrintfFifoSize must not be performed
			// after launching any kernel that uses the printf() device
			// system call": the H200 says invalid argument.
			if r.printfUsed {
				r.diag("cudaDeviceSetLimit(cudaLimitPrintfFifoSize): a kernel calling printf has run already")
				return ErrorInvalidValue
			}
		}
		r.limits[limit] = v
		return Success
	})
}

func (r *Runtime) DeviceGetLimit(t Thread, out uintptr, limit int64) Error {
	return r.call(t, "cudaDeviceGetLimit", func() Error {
		if limit < 0 || limit >= int64(len(r.limits)) {
			return ErrorUnsupportedLimit
		}
		v := r.limits[limit]
		if limit == LimitMallocHeapSize {
			v = r.dev.HeapSize()
		}
		putU64(out, v)
		return Success
	})
}

// DeviceReset is cudaDeviceReset: every allocation, stream, event and
// loaded module is destroyed and the sticky error cleared; registered
// kernels and variables stay (their modules load again on next use).
func (r *Runtime) DeviceReset(t Thread) Error {
	return r.call(t, "cudaDeviceReset", func() Error {
		r.flushPrintf()
		for _, a := range r.sortedAllocs() {
			if a.kind == allocHost || a.kind == allocManaged {
				sharedFree(uintptr(a.base), uint64(len(a.host)))
			}
		}
		r.allocs = map[uint64]*allocation{}
		r.usedBytes = 0
		r.memHints = nil
		r.graphMemUsed, r.graphMemHigh = 0, 0
		for _, st := range r.streams {
			unmapOwned(st.depsBuf)
		}
		r.streams = map[uintptr]*stream{}
		r.events = map[uintptr]*event{}
		r.gs = nil
		r.pools, r.defPool, r.curPool = nil, 0, 0
		for _, fb := range r.fatbins {
			fb.mod = nil
		}
		// After a sticky error the context cannot be made again: the H200
		// (driver 580) answers every later call with
		// cudaErrorDevicesUnavailable ("the process must be terminated
		// and relaunched", as CUDA's documentation of those errors says).
		if r.sticky != Success || r.pending != nil {
			r.unusable = true
		}
		r.pending, r.sticky = nil, Success
		r.deviceFlags = 0
		r.dev.Reset()
		r.resetTextures()
		r.dev.SetHeapSize(0)
		r.newLimits()
		r.writeProfile() // what ran before the reset; a failure was reported
		r.writeTrace()
		return Success
	})
}

// newLimits sets the limits' defaults (at start and cudaDeviceReset):
// CUDA's stack, printf FIFO and heap sizes and its other defaults.
func (r *Runtime) newLimits() {
	r.printfUsed = false
	r.limits = [7]uint64{
		LimitStackSize:                    1024,
		LimitPrintfFifoSize:               8650752, // the H200's (CUDA 11.8 and 13)
		LimitMallocHeapSize:               sm.DefaultHeapBytes,
		LimitDevRuntimeSyncDepth:          2,
		LimitDevRuntimePendingLaunchCount: 2048,
		LimitMaxL2FetchGranularity:        64,
		LimitPersistingL2CacheSize:        0,
	}
}

// DriverGetVersion is cudaDriverGetVersion: the H200 dump's driver, at
// least the runtime's version.
func (r *Runtime) DriverGetVersion(t Thread, out uintptr) Error {
	return r.call(t, "cudaDriverGetVersion", func() Error {
		v := max(h200Attrs["driver_version"], int64(r.cfg.APIVersion))
		putU32(out, uint32(v))
		return Success
	})
}

// RuntimeGetVersion is cudaRuntimeGetVersion.
func (r *Runtime) RuntimeGetVersion(t Thread, out uintptr) Error {
	return r.call(t, "cudaRuntimeGetVersion", func() Error {
		putU32(out, uint32(r.cfg.APIVersion))
		return Success
	})
}

// occupancy is CUDA's occupancy calculation (sm.DeviceSpec.Occupancy, as
// the engine and the timing model do it): resident blocks per SM for a
// kernel at a block size and dynamic shared memory, with the registers
// isa.EstimateRegs gives and the largest shared-memory carve-out.
func (r *Runtime) occupancy(f *function, kf *isa.Func, threads, dyn int) int {
	if threads <= 0 {
		return 0
	}
	return r.spec.Occupancy(f.estimatedRegs(kf), threads, f.fb.prog.StaticShared(kf)+dyn, 0).BlocksPerSM()
}

// maxThreads is the largest block a kernel can launch with: 1024, its
// .maxntid, and what its registers allow.
func (r *Runtime) maxThreads(f *function, kf *isa.Func) int {
	n := r.spec.MaxThreadsPerBlock
	if m := kf.Perf.MaxNTID; m[0] > 0 {
		n = min(n, m[0]*max(m[1], 1)*max(m[2], 1))
	}
	if m := kf.Perf.ReqNTID; m[0] > 0 {
		n = min(n, m[0]*max(m[1], 1)*max(m[2], 1))
	}
	return min(n, r.regLimitedThreads(f.estimatedRegs(kf)))
}

// regLimitedThreads is the largest block whose warps' registers fit in a
// block's register budget, at regs per thread (the PTX estimate:
// isa.EstimateRegs).
func (r *Runtime) regLimitedThreads(regs int) int {
	perWarp := sm.RegsPerWarp(regs)
	rb := r.spec.RegsPerBlock
	if rb <= 0 {
		rb = 65536
	}
	return rb / perWarp * 32
}

// OccupancyMaxActiveBlocks is cudaOccupancyMaxActiveBlocksPerMultiprocessor
// (WithFlags).
func (r *Runtime) OccupancyMaxActiveBlocks(t Thread, out uintptr, fn uintptr, blockSize int64, dyn uint64) Error {
	return r.call(t, "cudaOccupancyMaxActiveBlocksPerMultiprocessor", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		f, e := r.kernel(fn)
		if e != Success {
			return e
		}
		kf := f.fb.prog.Kernel(f.name)
		if out == 0 || blockSize <= 0 {
			return ErrorInvalidValue
		}
		n := 0
		if int(blockSize) <= r.maxThreads(f, kf) {
			n = r.occupancy(f, kf, int(blockSize), int(dyn))
		}
		putU32(out, uint32(n))
		return Success
	})
}

// OccupancyAvailableDynamicSMem is cudaOccupancyAvailableDynamicSMemPerBlock.
func (r *Runtime) OccupancyAvailableDynamicSMem(t Thread, out uintptr, fn uintptr, numBlocks, blockSize int64) Error {
	return r.call(t, "cudaOccupancyAvailableDynamicSMemPerBlock", func() Error {
		f, e := r.kernel(fn)
		if e != Success {
			return e
		}
		kf := f.fb.prog.Kernel(f.name)
		if numBlocks <= 0 || blockSize <= 0 {
			return ErrorInvalidValue
		}
		if r.occupancy(f, kf, int(blockSize), 0) < int(numBlocks) {
			putU64(out, 0)
			return Success
		}
		per := r.spec.SharedPerSM/int(numBlocks) - r.spec.ReservedSharedPerBlock
		per = per / 128 * 128
		static := f.fb.prog.StaticShared(kf)
		avail := int64(min(per, max(r.spec.SharedPerBlockOptin, r.spec.SharedPerBlock)) - static)
		// No more than the kernel may launch with: the 48 KiB default less
		// its static part, or what cudaFuncAttributeMaxDynamicSharedMemorySize
		// allows (the H200 answered 49152 for a kernel without the
		// attribute where two blocks would fit 115712: testdata/cuda/src/
		// occupancy_callback.cu, device round A2 of holdout-6).
		limit := int64(r.spec.SharedPerBlock - static)
		if f.maxDynShared > limit {
			limit = f.maxDynShared
		}
		putU64(out, uint64(max(min(avail, limit), 0)))
		return Success
	})
}

// FuncGetAttributes is cudaFuncGetAttributes.
func (r *Runtime) FuncGetAttributes(t Thread, out uintptr, fn uintptr) Error {
	return r.call(t, "cudaFuncGetAttributes", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 {
			return ErrorInvalidValue
		}
		if r.funcs[fn] == nil && r.cfg.APIVersion >= 13000 {
			// Not a registered kernel (a host function, say): CUDA 13's
			// runtime says invalid resource handle, 11.8's invalid device
			// function (the H200, testdata/cuda launch_errors).
			return ErrorInvalidResourceHandle
		}
		f, e := r.kernel(fn)
		if e != Success {
			return e
		}
		p := f.fb.prog
		kf := p.Kernel(f.name)
		l := r.api.Structs["cudaFuncAttributes"]
		s := newCStruct(l)
		static := p.StaticShared(kf)
		s.set("sharedSizeBytes", int64(static))
		s.set("constSizeBytes", int64(constBytes(p)))
		s.set("localSizeBytes", int64(kf.FrameSize))
		s.set("maxThreadsPerBlock", int64(r.maxThreads(f, kf)))
		s.set("numRegs", int64(f.estimatedRegs(kf)))
		// ptxVersion is the virtual architecture the PTX was compiled for
		// (75 for compute_75), not the PTX ISA version: CUB dispatches on
		// it (PtxVersion), and with the ISA version (90 for CUDA 13's PTX
		// 9.0) it chose sm_90 policies whose kernels a compute_75 build
		// lacks, failing with cudaErrorInvalidDeviceFunction (CUDA 13
		// builds of testdata/cuda/src/cub_device.cu and thrust_algorithms.cu).
		ptxArch := int64(f.fb.ir.Target.SM)
		if ptxArch == 0 {
			ptxArch = int64(f.fb.ir.Version.Major*10 + f.fb.ir.Version.Minor)
		}
		s.set("ptxVersion", ptxArch)
		s.set("binaryVersion", int64(r.spec.CCMajor*10+r.spec.CCMinor))
		maxDyn := int64(r.spec.SharedPerBlock - static)
		if f.maxDynShared >= 0 {
			maxDyn = f.maxDynShared
		}
		s.set("maxDynamicSharedSizeBytes", maxDyn)
		s.set("preferredShmemCarveout", f.carveout)
		cd := kf.Perf.ReqNCTAPerCluster
		s.set("requiredClusterWidth", int64(cd[0]))
		s.set("requiredClusterHeight", int64(cd[1]))
		s.set("requiredClusterDepth", int64(cd[2]))
		s.set("clusterDimMustBeSet", b2i(kf.Perf.ExplicitCluster))
		copy(hostBytes(out, uint64(l.Size)), s.b)
		return Success
	})
}

func constBytes(p *isa.Program) int {
	n := 0
	for _, s := range p.Syms {
		if s.Space == ptx.SpaceConst {
			n += int(s.Size)
		}
	}
	return n
}

// FuncSetAttribute is cudaFuncSetAttribute.
func (r *Runtime) FuncSetAttribute(t Thread, fn uintptr, attr int64, v int64) Error {
	return r.call(t, "cudaFuncSetAttribute", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		f, e := r.kernel(fn)
		if e != Success {
			return e
		}
		kf := f.fb.prog.Kernel(f.name)
		switch attr {
		case FuncAttrMaxDynamicSharedMemorySize:
			limit := int64(max(r.spec.SharedPerBlockOptin, r.spec.SharedPerBlock) - f.fb.prog.StaticShared(kf))
			if v < 0 || v > limit {
				r.diag("cudaFuncSetAttribute(%s, MaxDynamicSharedMemorySize, %d): the limit is %d", f.name, v, limit)
				return ErrorInvalidValue
			}
			f.maxDynShared = v
		case FuncAttrPreferredSharedMemoryCarveout:
			if v < -1 || v > 100 {
				return ErrorInvalidValue
			}
			f.carveout = v
		case FuncAttrRequiredClusterWidth:
			f.clusterDim[0] = uint32(v)
		case FuncAttrRequiredClusterHeight:
			f.clusterDim[1] = uint32(v)
		case FuncAttrRequiredClusterDepth:
			f.clusterDim[2] = uint32(v)
		case FuncAttrNonPortableClusterSizeAllowed:
			f.nonPortable = v != 0
		case FuncAttrClusterDimMustBeSet, FuncAttrClusterSchedulingPolicy:
		default:
			return ErrorInvalidValue
		}
		if f.clusterDim != (Dim3{}) {
			f.clusterDim = f.clusterDim.norm()
		}
		return Success
	})
}

// FuncSetCacheConfig is cudaFuncSetCacheConfig (and the shared memory
// config): recorded, no effect on results.
func (r *Runtime) FuncSetCacheConfig(t Thread, name string, fn uintptr, v int64) Error {
	return r.call(t, name, func() Error {
		if e := r.context(); e != Success {
			return e
		}
		f, e := r.kernel(fn)
		if e != Success {
			return e
		}
		if v < 0 || v > 3 {
			return ErrorInvalidValue
		}
		f.cacheConfig = v
		return Success
	})
}

// Accept records a call that only sets a preference the simulation does
// not use (cudaDeviceSetCacheConfig, cudaDeviceSetSharedMemConfig...).
func (r *Runtime) Accept(t Thread, name string) Error {
	return r.call(t, name, func() Error { return r.context() })
}

// ChooseDevice is cudaChooseDevice: device 0.
func (r *Runtime) ChooseDevice(t Thread, out uintptr) Error {
	return r.call(t, "cudaChooseDevice", func() Error {
		putU32(out, 0)
		return Success
	})
}

// DeviceName is the device's name (for messages).
func (r *Runtime) DeviceName() string { return strings.TrimSpace(r.spec.Name) }

// DeviceGetPCIBusID is cudaDeviceGetPCIBusId: the H200 dump's bus id, as
// "domain:bus:device.0", NUL-terminated within n bytes.
func (r *Runtime) DeviceGetPCIBusID(t Thread, out uintptr, n int64, d int64) Error {
	return r.call(t, "cudaDeviceGetPCIBusId", func() Error {
		if e := checkDevice(d); e != Success {
			return e
		}
		if out == 0 || n <= 0 {
			return ErrorInvalidValue
		}
		id := fmt.Sprintf("%08X:%02X:%02X.0", r.attr("pci_domain_id"), r.attr("pci_bus_id"), r.attr("pci_device_id"))
		b := hostBytes(out, uint64(n))
		k := copy(b[:n-1], id)
		b[k] = 0
		return Success
	})
}

// FuncName is cudaFuncGetName's answer: the kernel's (mangled) name.
func (r *Runtime) FuncName(t Thread, fn uintptr) (string, Error) {
	var name string
	e := r.call(t, "cudaFuncGetName", func() Error {
		f := r.funcs[fn]
		if f == nil {
			return ErrorInvalidDeviceFunction
		}
		name = f.name
		return Success
	})
	return name, e
}

// Profiler is cudaProfilerStart (on) and cudaProfilerStop: with a profile
// requested (PTXSIM_PROFILE, ptxsim exec --profile) only the launches
// outside a Stop..Start span are recorded, as profilers collecting from
// the start honour them; without one they do nothing.
func (r *Runtime) Profiler(t Thread, on bool) Error {
	name := "cudaProfilerStop"
	if on {
		name = "cudaProfilerStart"
	}
	return r.call(t, name, func() Error {
		r.profilerOff = !on
		return Success
	})
}
