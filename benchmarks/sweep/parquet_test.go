package sweep

import (
	"bytes"
	"testing"

	"github.com/parquet-go/parquet-go"
	"github.com/ptxsim/ptxsim"
)

// TestParquetRoundTrip: the file reads back with the CSV's column order,
// types, values and nulls.
func TestParquetRoundTrip(t *testing.T) {
	tbl := &ptxsim.SweepTable{Axes: []string{"l1.max_bytes", "sched.policy"}, Metrics: []string{"b_metric", "a_metric"}}
	tbl.Rows = []*ptxsim.SweepRow{
		{Point: 0, Workload: "w", Values: []any{16384, "gto"}, Launch: 0, Kernel: "k", Metrics: map[string]float64{"a_metric": 1.5, "b_metric": 2}},
		{Point: 1, Workload: "w", Values: []any{65536.0, "lrr"}, Launch: -1, Error: "boom", Metrics: map[string]float64{"a_metric": 3}},
	}
	var buf bytes.Buffer
	if err := WriteParquet(&buf, tbl); err != nil {
		t.Fatal(err)
	}
	f, err := parquet.OpenFile(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range f.Schema().Fields() {
		names = append(names, c.Name())
	}
	want := []string{"point", "workload", "l1.max_bytes", "sched.policy", "launch", "kernel", "error", "b_metric", "a_metric"}
	if len(names) != len(want) {
		t.Fatalf("columns %q", names)
	}
	for i := range want {
		if names[i] != want[i] {
			t.Fatalf("columns %q, want %q", names, want)
		}
	}
	if f.NumRows() != 2 {
		t.Fatalf("%d rows", f.NumRows())
	}
	rows := make([]parquet.Row, 2)
	r := f.RowGroups()[0].Rows()
	defer r.Close()
	n, _ := r.ReadRows(rows)
	if n != 2 {
		t.Fatalf("read %d rows", n)
	}
	get := func(row parquet.Row, col int) parquet.Value {
		for _, v := range row {
			if v.Column() == col {
				return v
			}
		}
		t.Fatalf("no column %d", col)
		return parquet.Value{}
	}
	if v := get(rows[0], 2); v.Double() != 16384 {
		t.Errorf("axis value %v", v)
	}
	if v := get(rows[0], 3); string(v.ByteArray()) != "gto" {
		t.Errorf("policy %v", v)
	}
	if v := get(rows[0], 6); !v.IsNull() {
		t.Errorf("error of a good row: %v", v)
	}
	if v := get(rows[1], 6); string(v.ByteArray()) != "boom" {
		t.Errorf("error %v", v)
	}
	if v := get(rows[1], 7); !v.IsNull() {
		t.Errorf("missing metric: %v", v)
	}
	if v := get(rows[1], 8); v.Double() != 3 {
		t.Errorf("a_metric %v", v)
	}
	if v := get(rows[1], 4); v.Int64() != -1 {
		t.Errorf("launch %v", v)
	}
}
