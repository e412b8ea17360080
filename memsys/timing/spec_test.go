package timing

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestH200Valid(t *testing.T) {
	if err := H200().Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestSpecSaveLoadRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h200.json")
	want := H200()
	if err := want.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSpec(path)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(path)
	if err := got.Save(path); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	if string(a) != string(b) {
		t.Error("save/load/save changed the file")
	}
	if !strings.Contains(string(a), `"hit_latency": 280`) {
		t.Errorf("saved JSON lacks the L2 latency:\n%s", a)
	}
}

// TestParseSpecPartial: a file holds only what it changes; the rest keeps
// the H200 defaults.
func TestParseSpecPartial(t *testing.T) {
	s, err := ParseSpec([]byte(`{"name": "h200-big-l2", "l2": {"size_bytes": 125829120}}`))
	if err != nil {
		t.Fatal(err)
	}
	if s.L2.SizeBytes != 125829120 || s.L2.HitLatency != 280 || s.NumSMs != 132 {
		t.Errorf("partial spec: %+v", s.L2)
	}
}

func TestParseSpecErrors(t *testing.T) {
	for _, tc := range []struct{ json, want string }{
		{`{"l2": {"size_bytes": 1000}}`, "l2.size_bytes: must be a positive multiple of 2048"},
		{`{"num_sms": 0, "shared": {"banks": 64}}`, "num_sms: must be positive"},
		{`{"num_sms": 0, "shared": {"banks": 64}}`, "shared.banks: must be 1..32"},
		{`{"dram": {"latency": 100}}`, "dram.latency: 100 is below l2.hit_latency 280"},
		{`{"l2": {"hit_lantency": 300}}`, `unknown field "hit_lantency"`},
		{"{\n  \"num_sms\": \"many\"}", "2:19: num_sms"},
		{"{\n  \"num_sms\": 132,,\n}", "2:18:"},
		{`{"l1": {"carveouts_kb": [0, 64, 32]}}`, "l1.carveouts_kb[2]: must ascend"},
		{`{"dram": {"channel_bytes": 100}}`, "dram.channel_bytes: must be a power of two"},
	} {
		_, err := ParseSpec([]byte(tc.json))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.json, err, tc.want)
		}
	}
	path := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(path, []byte(`{"l2": {"slices": -1}}`), 0o644)
	if _, err := LoadSpec(path); err == nil || !strings.HasPrefix(err.Error(), path+": ") {
		t.Errorf("LoadSpec error %v lacks the file name", err)
	}
}

// TestL1Bytes: the L1 is what the shared-memory carve-out leaves of the
// 256 KB unified SRAM, but never more than the 216 KB measured.
func TestL1Bytes(t *testing.T) {
	s := H200()
	for _, tc := range []struct{ shared, l1 int }{
		{0, 216 << 10}, {1, 216 << 10}, {16 << 10, 216 << 10}, {33 << 10, 192 << 10}, {48 << 10, 192 << 10}, {100 << 10, 156 << 10},
		{101 << 10, 124 << 10}, {228 << 10, 28 << 10}, {300 << 10, 28 << 10},
	} {
		if got := s.L1Bytes(tc.shared); got != tc.l1 {
			t.Errorf("shared %d: L1 %d, want %d", tc.shared, got, tc.l1)
		}
	}
}
