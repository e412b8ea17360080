package ptxsim

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/sm"
)

// The corpus's device description is a device file as it is: --device
// testdata/conformance/device-h200.json gives the built-in H200 model.
func TestDeviceFileIsCorpusFormat(t *testing.T) {
	const path = "testdata/conformance/device-h200.json"
	spec, err := DeviceModel(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(spec, sm.H200()) {
		t.Errorf("device file\n %+v\nbuilt-in h200\n %+v", spec, sm.H200())
	}
	tspec, ts, err := TimingModel(path)
	if err != nil || !reflect.DeepEqual(tspec, spec) || ts.NumSMs != 132 {
		t.Fatalf("as a timing model: %+v %+v %v", tspec, ts, err)
	}
	// A device's JSON form (ptxsim devices --json) is a device file too.
	for _, d := range Devices {
		b, err := json.Marshal(d.Spec)
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := ParseDeviceFile(d.Key+".json", b)
		if err != nil || !reflect.DeepEqual(got, d.Spec) {
			t.Errorf("%s: round trip gave %+v, %v", d.Key, got, err)
		}
	}
	// The corpus names for the block and grid limits are read.
	dir := t.TempDir()
	small := filepath.Join(dir, "small.json")
	if err := os.WriteFile(small, []byte(`{"name": "Small", "max_block_dim_x": 256, "max_grid_dim_y": 7, "total_mem": 1048576, "pci_bus_id": 3}`), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := DeviceModel(small)
	if err != nil || s.MaxBlockDim != [3]int{256, 1024, 64} || s.MaxGridDim[1] != 7 || s.MemoryBytes != 1<<20 || s.SMCount != 132 {
		t.Fatalf("small.json: %+v %v", s, err)
	}
	// Typos and impossible values are errors that name the file.
	for name, body := range map[string]string{
		"typo.json":  `{"multiprocesor_count": 8}`,
		"array.json": `{"max_block_dim": [1, 2, 3]}`,
		"warp.json":  `{"warp_size": 64}`,
		"zero.json":  `{"multiprocessor_count": 0}`,
		"neg.json":   `{"l2_cache_size": -5}`,
		"type.json":  `{"clock_rate": "fast"}`,
		"two.json":   `{} {}`,
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := DeviceModel(p); err == nil || !strings.Contains(err.Error(), p) {
			t.Errorf("%s: got %v, want an error naming the file", name, err)
		}
	}
}
