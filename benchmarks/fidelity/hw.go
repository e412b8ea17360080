package fidelity

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// HWData is a case's hw.json: what Nsight Compute measured on the H200 for
// each launch of the case (testdata/conformance/README.md, "Timing").
type HWData struct {
	Device   string     `json:"device"`
	Note     string     `json:"note,omitempty"`
	Launches []HWLaunch `json:"launches"`
	EventMs  []float64  `json:"event_ms,omitempty"` // wall time per launch, CUDA events
	Path     string     `json:"-"`                  // the file it was read from
}

// HWLaunch is one profiled launch. NCU holds the metrics of the profiled
// run (caches flushed before the launch, clocks not locked); NCURepeat a
// second run of a few of them, which shows the run-to-run spread.
type HWLaunch struct {
	Kernel    string             `json:"kernel"`
	NCU       map[string]float64 `json:"ncu"`
	NCURepeat map[string]float64 `json:"ncu_repeat,omitempty"`
}

// MetricCycles is the kernel duration metric that validation compares:
// GPU cycles from the launch's start to its end, the largest over GPCs.
const MetricCycles = "gpc__cycles_elapsed.max"

// ExactMetrics are the ncu metrics that describe a launch's access pattern
// and resources rather than its timing. They are properties of the program,
// the launch shape and the memory system's geometry, so a faithful model
// reproduces them exactly, and validation counts a (launch, metric) pair as
// matching only when simulation and hardware agree to the unit.
//
// launch__registers_per_thread is deliberately not in the list: it is the
// outcome of ptxas's register allocation, which the PTX does not determine
// (PTX has unlimited virtual registers); the simulator's figure is an
// estimate, reported beside the hardware's in InfoMetrics. The occupancy
// limit it drives (launch__occupancy_limit_registers) is counted, because
// the hardware's allocation granularity makes the limit robust to small
// estimation errors and it is what changes the schedule.
var ExactMetrics = []string{
	"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
	"l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
	"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
	"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
	"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
	"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
	"smsp__inst_executed_op_global_ld.sum",
	"smsp__inst_executed_op_global_st.sum",
	"smsp__inst_executed_op_shared_ld.sum",
	"smsp__inst_executed_op_shared_st.sum",
	"launch__occupancy_limit_blocks",
	"launch__occupancy_limit_registers",
	"launch__occupancy_limit_shared_mem",
	"launch__occupancy_limit_warps",
}

// InfoMetrics are compared and shown by validation but not counted as exact:
// estimates (registers), timing-dependent figures (cycles besides the
// kernel's duration, instruction counts of SASS the model does not have,
// hit rates, DRAM traffic that includes other clients).
var InfoMetrics = []string{
	"launch__registers_per_thread",
	"launch__shared_mem_per_block_static",
	"launch__shared_mem_per_block_dynamic",
	"sm__cycles_active.avg",
	"sm__cycles_active.max",
	"smsp__inst_executed.sum",
	"sm__warps_active.avg.pct_of_peak_sustained_active",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum",
	"lts__t_sector_hit_rate.pct",
	"dram__bytes_read.sum",
	"dram__bytes_write.sum",
}

// LoadHW reads a hw.json file.
func LoadHW(path string) (*HWData, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	hw := new(HWData)
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(hw); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	hw.Path = path
	for i, l := range hw.Launches {
		if l.Kernel == "" {
			return nil, fmt.Errorf("%s: launch %d names no kernel", path, i)
		}
	}
	return hw, nil
}

// HW returns the case's hardware measurements (hw.json beside case.json),
// or nil without error when the case has none. The launches must match the
// case's launches one for one, kernel by kernel: validation pairs them by
// index.
func (c *Case) HW() (*HWData, error) {
	path := filepath.Join(c.Dir, "hw.json")
	if _, err := os.Stat(path); os.IsNotExist(err) {
		return nil, nil
	}
	hw, err := LoadHW(path)
	if err != nil {
		return nil, err
	}
	if len(hw.Launches) != len(c.Launches) {
		return nil, fmt.Errorf("%s: %d launches, case %s has %d", path, len(hw.Launches), c.Name, len(c.Launches))
	}
	for i, l := range hw.Launches {
		if l.Kernel != c.Launches[i].Kernel {
			return nil, fmt.Errorf("%s: launch %d is kernel %s, case %s launches %s", path, i, l.Kernel, c.Name, c.Launches[i].Kernel)
		}
	}
	return hw, nil
}

// HasTiming reports whether the measurements carry the kernel duration of
// every launch, which is what validation needs.
func (hw *HWData) HasTiming() bool {
	if hw == nil || len(hw.Launches) == 0 {
		return false
	}
	for _, l := range hw.Launches {
		if _, ok := l.NCU[MetricCycles]; !ok {
			return false
		}
	}
	return true
}
