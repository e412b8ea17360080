package ptxsim

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestSweepPoints(t *testing.T) {
	s := &SweepSpec{Axes: []SweepAxis{
		{Param: "l1.max_bytes", Values: []any{4096, 8192}},
		{Param: "sched.policy", Values: []any{"gto", "lrr", "two_level"}},
		{Param: "device.multiprocessor_count", Values: []any{66}},
	}}
	pts, err := s.Points()
	if err != nil {
		t.Fatal(err)
	}
	if len(pts) != 6 {
		t.Fatalf("%d points, want 6", len(pts))
	}
	// The first axis varies slowest.
	if p := pts[4]; p.Index != 4 || p.Values[0] != 8192 || p.Values[1] != "lrr" ||
		p.Timing.L1.MaxBytes != 8192 || p.Timing.Sched.Policy != "lrr" || p.Device.SMCount != 66 || p.Timing.NumSMs != 66 {
		t.Errorf("point 4: %+v (timing l1 %d, policy %s, SMs %d)", p.Values, p.Timing.L1.MaxBytes, p.Timing.Sched.Policy, p.Timing.NumSMs)
	}
	if pts[0].Timing == pts[1].Timing || pts[0].Timing.L1.MaxBytes != 4096 {
		t.Error("points share their timing spec")
	}
	if got := pts[5].Label(s.Axes); got != "l1.max_bytes=8192 sched.policy=two_level device.multiprocessor_count=66" {
		t.Errorf("label %q", got)
	}
	for _, tc := range []struct {
		axes []SweepAxis
		want string
	}{
		{[]SweepAxis{{Param: "l1.max_byte", Values: []any{1}}}, `no field "l1.max_byte" (fields here: assoc, cache_global,`},
		{[]SweepAxis{{Param: "l1", Values: []any{1}}}, "l1 is a group of fields"},
		{[]SweepAxis{{Param: "l1.max_bytes", Values: []any{"big"}}}, "l1.max_bytes"},
		{[]SweepAxis{{Param: "sched.policy", Values: []any{"nosuch"}}}, "nosuch"},
		{[]SweepAxis{{Param: "device.nosuch", Values: []any{1}}}, `no field "nosuch"`},
		{[]SweepAxis{{Param: "num_sms", Values: []any{}}}, "axis num_sms has no values"},
		{[]SweepAxis{{Param: "num_sms", Values: []any{1}}, {Param: "num_sms", Values: []any{2}}}, "given twice"},
	} {
		_, err := (&SweepSpec{Axes: tc.axes}).Points()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want %q", tc.axes, err, tc.want)
		}
	}
}

func TestSweepRange(t *testing.T) {
	v, err := SweepRange(1024, 4096, 1024)
	if err != nil || !reflect.DeepEqual(v, []any{int64(1024), int64(2048), int64(3072), int64(4096)}) {
		t.Errorf("%v %v", v, err)
	}
	v, err = SweepRange(0.1, 0.3, 0.1)
	if err != nil || len(v) != 3 {
		t.Errorf("fractional: %v %v", v, err)
	}
	for _, bad := range [][3]float64{{1, 0, 1}, {0, 1, 0}, {0, 1e9, 1}} {
		if _, err := SweepRange(bad[0], bad[1], bad[2]); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}

// TestSweepRun: the table has a row per launch, a failing workload's row
// holds its error (and a panic is one), the same table comes out with any
// number of jobs, and Skip/Prior/Done resume a sweep.
func TestSweepRun(t *testing.T) {
	const src = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p)
{
	.reg .b64 %rd<3>;
	.reg .b32 %r<3>;
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd1, %rd1, %rd2;
	st.global.u32 [%rd1], %r1;
	ret;
}`
	twice := WorkloadFunc("twice", func(dev *Device) error {
		mod, err := dev.LoadPTX("k.ptx", []byte(src))
		if err != nil {
			return err
		}
		buf, _ := dev.Malloc(4096)
		for range 2 {
			if _, err := mod.Launch("k", D1(2), D1(128), LaunchOptions{}, ArgPtr(buf)); err != nil {
				return err
			}
		}
		return nil
	})
	fails := WorkloadFunc("fails", func(dev *Device) error { return errors.New("no such input") })
	panics := WorkloadFunc("panics", func(dev *Device) error { panic("oops") })
	spec := &SweepSpec{
		Axes:      []SweepAxis{{Param: "sched.policy", Values: []any{"gto", "lrr"}}},
		Workloads: []SweepWorkload{twice, fails, panics},
	}
	one, err := Sweep(spec, SweepOptions{Jobs: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(one.Rows) != 2*(2+1+1) {
		t.Fatalf("%d rows", len(one.Rows))
	}
	r := one.Rows[0]
	if r.Point != 0 || r.Workload != "twice" || r.Launch != 0 || r.Kernel != "k" || r.Metrics["gpc__cycles_elapsed.max"] == 0 {
		t.Errorf("row 0: %+v", r)
	}
	if r := one.Rows[2]; r.Workload != "fails" || r.Launch != -1 || r.Error != "no such input" {
		t.Errorf("row 2: %+v", r)
	}
	if r := one.Rows[3]; r.Workload != "panics" || !strings.Contains(r.Error, "panicked: oops") {
		t.Errorf("row 3: %+v", r)
	}
	three, err := Sweep(spec, SweepOptions{Jobs: 3})
	if err != nil {
		t.Fatal(err)
	}
	var a, b bytes.Buffer
	one.WriteCSV(&a)
	three.WriteCSV(&b)
	if a.String() != b.String() {
		t.Errorf("jobs 1 and 3 differ:\n%s\n%s", a.String(), b.String())
	}
	if !strings.HasPrefix(a.String(), "point,workload,sched.policy,launch,kernel,error,dram__bytes_read.sum,") {
		t.Errorf("header: %s", strings.SplitN(a.String(), "\n", 2)[0])
	}
	// JSON records: the CSV's columns as keys, in order; the same values.
	var js bytes.Buffer
	if err := one.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var recs []map[string]any
	if err := json.Unmarshal(js.Bytes(), &recs); err != nil || len(recs) != len(one.Rows) {
		t.Fatalf("JSON: %d records, %v\n%s", len(recs), err, js.String())
	}
	var raw []json.RawMessage
	json.Unmarshal(js.Bytes(), &raw)
	dec := json.NewDecoder(bytes.NewReader(raw[0]))
	dec.Token() // {
	var order []string
	for dec.More() {
		k, _ := dec.Token()
		order = append(order, k.(string))
		var v json.RawMessage
		dec.Decode(&v)
	}
	if strings.Join(order, ",") != strings.Join(one.Columns(), ",") {
		t.Errorf("JSON keys\n%v\nwant the columns\n%v", order, one.Columns())
	}
	if r := recs[0]; r["sched.policy"] != "gto" || r["kernel"] != "k" || r["gpc__cycles_elapsed.max"] != one.Rows[0].Metrics["gpc__cycles_elapsed.max"] {
		t.Errorf("record 0: %v", r)
	}
	if r := recs[2]; r["launch"] != float64(-1) || r["error"] != "no such input" || r["gpc__cycles_elapsed.max"] != nil {
		t.Errorf("record 2 (failed task): %v", r)
	}
	// Resume: run point 0 first, then the rest with point 0 as prior.
	var first []*SweepResult
	_, err = Sweep(spec, SweepOptions{Jobs: 2, Skip: func(p, w int) bool { return p != 0 },
		Done: func(p *SweepPoint, r *SweepResult) error { first = append(first, r); return nil }})
	if err != nil || len(first) != 3 {
		t.Fatalf("first part: %d results, %v", len(first), err)
	}
	ran := 0
	rest, err := Sweep(spec, SweepOptions{Jobs: 2, Skip: func(p, w int) bool { return p == 0 }, Prior: first,
		Done: func(*SweepPoint, *SweepResult) error { ran++; return nil }})
	if err != nil || ran != 3 {
		t.Fatalf("second part ran %d, %v", ran, err)
	}
	var c bytes.Buffer
	rest.WriteCSV(&c)
	if c.String() != a.String() {
		t.Errorf("resumed table differs:\n%s\n%s", c.String(), a.String())
	}
	if _, err := Sweep(spec, SweepOptions{Done: func(*SweepPoint, *SweepResult) error { return errors.New("disk full") }}); err == nil || err.Error() != "disk full" {
		t.Errorf("Done's error: %v", err)
	}
}

// TestDeviceFileJSON: a point's model written as a device file reads back
// the same.
func TestDeviceFileJSON(t *testing.T) {
	pts, err := (&SweepSpec{Axes: []SweepAxis{{Param: "l2.hit_latency", Values: []any{300}}, {Param: "device.multiprocessor_count", Values: []any{40}}}}).Points()
	if err != nil {
		t.Fatal(err)
	}
	data, err := DeviceFileJSON(pts[0].Device, pts[0].Timing)
	if err != nil {
		t.Fatal(err)
	}
	path := t.TempDir() + "/d.json"
	if err := writeFile(path, string(data)); err != nil {
		t.Fatal(err)
	}
	dev, ts, err := TimingModel(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(dev, pts[0].Device) || !reflect.DeepEqual(ts, pts[0].Timing) {
		t.Errorf("round trip:\n%+v\n%+v\n%+v\n%+v", dev, pts[0].Device, ts, pts[0].Timing)
	}
}
