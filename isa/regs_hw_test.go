package isa

import (
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// TestRegsVsHardware compares EstimateRegs with the registers per thread
// the H200's driver gave every profiled launch of every corpus in testdata
// (hw.json launch__registers_per_thread, ncu) and, what occupancy depends
// on, the blocks per SM the register file allows
// (launch__occupancy_limit_registers). -v prints the kernels whose
// occupancy limit differs. The bounds below guard against regressions.
func TestRegsVsHardware(t *testing.T) {
	hws, _ := filepath.Glob("../testdata/*/cases/*/hw.json")
	type caseJSON struct {
		Module   string `json:"module"`
		Launches []struct {
			Kernel string `json:"kernel"`
			Block  [3]int `json:"block"`
		} `json:"launches"`
	}
	type hwJSON struct {
		Launches []struct {
			Kernel string             `json:"kernel"`
			NCU    map[string]float64 `json:"ncu"`
		} `json:"launches"`
	}
	progs := map[string]*Program{}
	launches, occExact, bucket, absErr := 0, 0, 0, 0
	var misses []string
	for _, hwPath := range hws {
		dir := filepath.Dir(hwPath)
		var c caseJSON
		var h hwJSON
		if err := readJSON(filepath.Join(dir, "case.json"), &c); err != nil {
			t.Fatal(err)
		}
		if err := readJSON(hwPath, &h); err != nil {
			t.Fatal(err)
		}
		mod := filepath.Clean(filepath.Join(dir, c.Module))
		seen := map[string]int{}
		for _, hl := range h.Launches {
			hwRegs, ok := hl.NCU["launch__registers_per_thread"]
			hwLim, ok2 := hl.NCU["launch__occupancy_limit_registers"]
			k := seen[hl.Kernel]
			seen[hl.Kernel]++
			if !ok || !ok2 {
				continue
			}
			threads := 0
			for _, cl := range c.Launches {
				if cl.Kernel == hl.Kernel {
					if k == 0 {
						threads = cl.Block[0] * max(cl.Block[1], 1) * max(cl.Block[2], 1)
						break
					}
					k--
				}
			}
			if threads == 0 {
				continue
			}
			p, ok := progs[mod]
			if !ok {
				src, err := readModule(mod)
				if err != nil {
					t.Fatal(err)
				}
				m, err := ptx.Parse(mod, src)
				if err != nil {
					t.Fatalf("parse %s: %v", mod, err)
				}
				if p, err = Lower(m); err != nil {
					t.Fatalf("lower %s: %v", mod, err)
				}
				progs[mod] = p
			}
			f := p.Kernel(hl.Kernel)
			if f == nil {
				t.Errorf("%s: no kernel %s", mod, hl.Kernel)
				continue
			}
			est := EstimateRegs(p, f)
			launches++
			d := est - int(hwRegs)
			absErr += max(d, -d)
			if (est+RegAllocUnit-1)/RegAllocUnit == (int(hwRegs)+RegAllocUnit-1)/RegAllocUnit {
				bucket++
			}
			if lim := regLimitBlocks(est, threads); lim == int(hwLim) {
				occExact++
			} else {
				misses = append(misses, fmt.Sprintf("%-55s %-18s est %3d hw %3d: blocks %d vs %d", mod, hl.Kernel, est, int(hwRegs), lim, int(hwLim)))
			}
		}
	}
	if launches == 0 {
		t.Skip("no hw.json with launch__registers_per_thread")
	}
	sort.Strings(misses)
	t.Logf("occupancy limit differs:\n%s", strings.Join(misses, "\n"))
	t.Logf("%d profiled launches: occupancy limit by registers exact %d (%.1f%%), same %d-register granule %d, mean |error| %.2f registers",
		launches, occExact, 100*float64(occExact)/float64(launches), RegAllocUnit, bucket, float64(absErr)/float64(launches))
	if occExact < regsFloorHWOccupancy {
		t.Errorf("occupancy limit by registers exact for %d launches, want at least %d", occExact, regsFloorHWOccupancy)
	}
	if mean := float64(absErr) / float64(launches); mean > regsCeilHWMeanErr {
		t.Errorf("mean |error| %.2f registers, want at most %.2f", mean, regsCeilHWMeanErr)
	}
}

// regLimitBlocks is the blocks per SM the register file allows
// (sm.DeviceSpec.Occupancy's rule for sm_90: 65536 registers in 4 parts,
// warps allocated 256 registers at a time).
func regLimitBlocks(regs, threads int) int {
	rpw := ((regs+RegAllocUnit-1)/RegAllocUnit*RegAllocUnit*32 + 255) / 256 * 256
	return 65536 / 4 / rpw * 4 / ((threads + 31) / 32)
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	return nil
}

// Regression bounds for TestRegsVsHardware: measured 178 of 197 launches
// and 1.54 registers with the allocation estimate (allocHigh); the
// pressure-only estimate before it had 109 and 5.15. The tensor-timing
// suite's 78 later launches (Triton and TMA GEMMs, whose wgmma/TMA
// kernels ptxas gives 30-50 registers more than the estimate) took the
// set to 247 of 275 exact and 2.57 registers mean error.
const (
	regsFloorHWOccupancy = 247
	regsCeilHWMeanErr    = 2.6
)

// readModule reads a case's PTX module, or its gzip-compressed copy
// (PATH.gz) where the suite stores large modules compressed, as the
// fidelity runner does.
func readModule(path string) ([]byte, error) {
	src, err := os.ReadFile(path)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return src, err
	}
	f, gzErr := os.Open(path + ".gz")
	if gzErr != nil {
		return nil, err
	}
	defer f.Close()
	zr, gzErr := gzip.NewReader(f)
	if gzErr != nil {
		return nil, fmt.Errorf("%s.gz: %w", path, gzErr)
	}
	return io.ReadAll(zr)
}
