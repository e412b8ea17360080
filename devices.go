package ptxsim

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/ptxsim/ptxsim/sm"
)

// DeviceInfo is a built-in device model: its limits and where they come
// from. Only the H200 has a calibrated timing model; the others carry the
// public limits that occupancy, launch validation and binary compatibility
// need.
type DeviceInfo struct {
	Key    string // the --device name
	Arch   string // "sm_90"
	Spec   sm.DeviceSpec
	Source string // where the figures come from
}

func model(key, name string, major, minor, sms, sharedPerSM, optin, threadsPerSM, blocksPerSM, l2MB, mhz, memGiB int, src string) DeviceInfo {
	return DeviceInfo{
		Key: key, Arch: fmt.Sprintf("sm_%d%d", major, minor), Source: src,
		Spec: sm.DeviceSpec{
			Name: name, CCMajor: major, CCMinor: minor, SMCount: sms,
			MaxThreadsPerBlock: 1024, MaxBlockDim: [3]int{1024, 1024, 64},
			MaxGridDim:     [3]int{2147483647, 65535, 65535},
			SharedPerBlock: 49152, SharedPerBlockOptin: optin, SharedPerSM: sharedPerSM,
			RegsPerBlock: 65536, RegsPerSM: 65536, MaxThreadsPerSM: threadsPerSM, MaxBlocksPerSM: blocksPerSM,
			WarpSize: 32, ConstBytes: 65536, L2Bytes: l2MB << 20, ClockKHz: mhz * 1000,
			ReservedSharedPerBlock: 1024, MemoryBytes: uint64(memGiB) << 30,
		},
	}
}

// Devices lists the built-in device models, oldest architecture first.
// Figures are the vendors' published limits (CUDA programming guide's
// compute-capability tables, product datasheets); the H200 is the exact
// attribute dump of the GPU the conformance corpus ran on.
var Devices = func() []DeviceInfo {
	const guide = "CUDA C++ Programming Guide, compute capability tables; vendor datasheet (SMs, L2, boost clock, memory in GiB as marketed)"
	d := []DeviceInfo{
		model("v100", "Tesla V100-SXM2", 7, 0, 80, 98304, 98304, 2048, 32, 6, 1530, 32, guide),
		model("t4", "Tesla T4", 7, 5, 40, 65536, 65536, 1024, 16, 4, 1590, 16, guide),
		model("a100", "A100-SXM4-40GB", 8, 0, 108, 167936, 166912, 2048, 32, 40, 1410, 40, guide),
		model("rtx3090", "GeForce RTX 3090", 8, 6, 82, 102400, 101376, 1536, 16, 6, 1695, 24, guide),
		model("l40", "L40", 8, 9, 142, 102400, 101376, 1536, 24, 96, 2490, 48, guide),
		model("h100", "H100 SXM5", 9, 0, 132, 233472, 232448, 2048, 32, 50, 1980, 80, guide),
		{Key: "h200", Arch: "sm_90", Spec: sm.H200(), Source: "testdata/conformance/device-h200.json (the corpus GPU); calibrated timing"},
		model("b200", "B200", 10, 0, 148, 233472, 232448, 2048, 32, 126, 1965, 180, guide),
		model("b300", "B300", 10, 3, 148, 233472, 232448, 2048, 32, 126, 2032, 288, guide),
		model("rtx5090", "GeForce RTX 5090", 12, 0, 170, 102400, 101376, 1536, 24, 96, 2407, 32, guide),
	}
	return d
}()

// DeviceModel returns a device model by name ("h200", "a100"), by
// architecture ("sm_80": the first model of that capability), or from a
// device file (a path ending in .json; see ParseDeviceFile).
func DeviceModel(name string) (sm.DeviceSpec, error) {
	if name == "" {
		name = "h200"
	}
	if strings.HasSuffix(name, ".json") {
		spec, _, err := readDeviceFile(name) // a "timing" object matters to TimingModel only
		return spec, err
	}
	key := strings.ToLower(name)
	for _, d := range Devices {
		if d.Key == key {
			return d.Spec, nil
		}
	}
	if strings.HasPrefix(key, "sm_") {
		cc, err := strconv.Atoi(strings.TrimRight(key[3:], "af"))
		if err == nil {
			for _, d := range Devices {
				if d.Spec.CCMajor*10+d.Spec.CCMinor == cc {
					return d.Spec, nil
				}
			}
		}
		return sm.DeviceSpec{}, fmt.Errorf("no built-in device model of compute capability %s (known: %s)", name, knownArchs())
	}
	return sm.DeviceSpec{}, fmt.Errorf("unknown device model %q (known: %s, an architecture like sm_80, or a .json file)", name, knownKeys())
}

func knownKeys() string {
	var k []string
	for _, d := range Devices {
		k = append(k, d.Key)
	}
	return strings.Join(k, ", ")
}

func knownArchs() string {
	seen := map[string]bool{}
	var a []string
	for _, d := range Devices {
		if !seen[d.Arch] {
			seen[d.Arch] = true
			a = append(a, d.Arch)
		}
	}
	sort.Strings(a)
	return strings.Join(a, ", ")
}
