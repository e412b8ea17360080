package ptxsim

import (
	"encoding/json"
	"os"
	"testing"
)

// The built-in H200 model must agree with the attribute dump of the GPU
// the corpus ran on.
func TestH200MatchesCorpusDevice(t *testing.T) {
	data, err := os.ReadFile("testdata/conformance/device-h200.json")
	if err != nil {
		t.Fatal(err)
	}
	var attrs map[string]any
	if err := json.Unmarshal(data, &attrs); err != nil {
		t.Fatal(err)
	}
	spec, err := DeviceModel("h200")
	if err != nil {
		t.Fatal(err)
	}
	num := func(k string) int { return int(attrs[k].(float64)) }
	checks := map[string][2]int{
		"compute_capability_major":             {spec.CCMajor, num("compute_capability_major")},
		"compute_capability_minor":             {spec.CCMinor, num("compute_capability_minor")},
		"multiprocessor_count":                 {spec.SMCount, num("multiprocessor_count")},
		"max_threads_per_block":                {spec.MaxThreadsPerBlock, num("max_threads_per_block")},
		"max_block_dim_z":                      {spec.MaxBlockDim[2], num("max_block_dim_z")},
		"max_grid_dim_y":                       {spec.MaxGridDim[1], num("max_grid_dim_y")},
		"shared_memory_per_block":              {spec.SharedPerBlock, num("shared_memory_per_block")},
		"max_shared_memory_per_block_optin":    {spec.SharedPerBlockOptin, num("max_shared_memory_per_block_optin")},
		"max_shared_memory_per_multiprocessor": {spec.SharedPerSM, num("max_shared_memory_per_multiprocessor")},
		"max_registers_per_multiprocessor":     {spec.RegsPerSM, num("max_registers_per_multiprocessor")},
		"max_threads_per_multiprocessor":       {spec.MaxThreadsPerSM, num("max_threads_per_multiprocessor")},
		"max_blocks_per_multiprocessor":        {spec.MaxBlocksPerSM, num("max_blocks_per_multiprocessor")},
		"l2_cache_size":                        {spec.L2Bytes, num("l2_cache_size")},
		"clock_rate":                           {spec.ClockKHz, num("clock_rate")},
		"total_constant_memory":                {spec.ConstBytes, num("total_constant_memory")},
		"reserved_shared_memory_per_block":     {spec.ReservedSharedPerBlock, num("reserved_shared_memory_per_block")},
	}
	for k, v := range checks {
		if v[0] != v[1] {
			t.Errorf("%s: model %d, corpus device %d", k, v[0], v[1])
		}
	}
}

func TestDeviceModelLookup(t *testing.T) {
	for name, cc := range map[string]int{"a100": 80, "sm_80": 80, "SM_86": 86, "sm_90a": 90, "b300": 103, "rtx5090": 120, "v100": 70} {
		s, err := DeviceModel(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := s.CCMajor*10 + s.CCMinor; got != cc {
			t.Errorf("%s: capability %d, want %d", name, got, cc)
		}
	}
	if _, err := DeviceModel("sm_61"); err == nil {
		t.Error("sm_61 has no model but was accepted")
	}
	if _, err := DeviceModel("gtx480"); err == nil {
		t.Error("unknown name accepted")
	}
}
