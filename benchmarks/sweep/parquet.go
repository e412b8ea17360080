package sweep

import (
	"fmt"
	"io"

	"github.com/parquet-go/parquet-go"
	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/report"
)

// The table as Parquet: the CSV's columns in the CSV's order; point and
// launch INT64, workload, kernel and error UTF-8 strings (error null when
// the task succeeded), each axis DOUBLE when all its values are numbers
// and a string otherwise, each metric an optional DOUBLE (null where the
// row lacks it). Written with github.com/parquet-go/parquet-go.

// orderedGroup is a parquet group whose fields keep the given order
// (parquet.Group sorts them by name).
type orderedGroup struct {
	parquet.Group
	order []string
}

func (g orderedGroup) Fields() []parquet.Field {
	byName := map[string]parquet.Field{}
	for _, f := range g.Group.Fields() {
		byName[f.Name()] = f
	}
	out := make([]parquet.Field, len(g.order))
	for i, n := range g.order {
		out[i] = byName[n]
	}
	return out
}

// column is one Parquet column and how a row fills it.
type column struct {
	name     string
	node     parquet.Node
	optional bool
	value    func(r *ptxsim.SweepRow) (parquet.Value, bool) // false: null
}

func tableColumns(t *ptxsim.SweepTable) []column {
	str := func(f func(r *ptxsim.SweepRow) string) func(*ptxsim.SweepRow) (parquet.Value, bool) {
		return func(r *ptxsim.SweepRow) (parquet.Value, bool) { return parquet.ByteArrayValue([]byte(f(r))), true }
	}
	cols := []column{
		{name: "point", node: parquet.Int(64), value: func(r *ptxsim.SweepRow) (parquet.Value, bool) { return parquet.Int64Value(int64(r.Point)), true }},
		{name: "workload", node: parquet.String(), value: str(func(r *ptxsim.SweepRow) string { return r.Workload })},
	}
	for i, a := range t.Axes {
		numeric := true
		for _, r := range t.Rows {
			if i < len(r.Values) {
				if _, ok := report.Number(r.Values[i]); !ok {
					numeric = false
				}
			}
		}
		if numeric {
			cols = append(cols, column{name: a, node: parquet.Optional(parquet.Leaf(parquet.DoubleType)), optional: true,
				value: func(r *ptxsim.SweepRow) (parquet.Value, bool) {
					if i >= len(r.Values) {
						return parquet.Value{}, false
					}
					v, _ := report.Number(r.Values[i])
					return parquet.DoubleValue(v), true
				}})
		} else {
			cols = append(cols, column{name: a, node: parquet.Optional(parquet.String()), optional: true,
				value: func(r *ptxsim.SweepRow) (parquet.Value, bool) {
					if i >= len(r.Values) {
						return parquet.Value{}, false
					}
					return parquet.ByteArrayValue([]byte(ptxsim.FormatSweepValue(r.Values[i]))), true
				}})
		}
	}
	cols = append(cols,
		column{name: "launch", node: parquet.Int(64), value: func(r *ptxsim.SweepRow) (parquet.Value, bool) { return parquet.Int64Value(int64(r.Launch)), true }},
		column{name: "kernel", node: parquet.String(), value: str(func(r *ptxsim.SweepRow) string { return r.Kernel })},
		column{name: "error", node: parquet.Optional(parquet.String()), optional: true, value: func(r *ptxsim.SweepRow) (parquet.Value, bool) {
			if r.Error == "" {
				return parquet.Value{}, false
			}
			return parquet.ByteArrayValue([]byte(r.Error)), true
		}},
	)
	for _, m := range t.Metrics {
		cols = append(cols, column{name: m, node: parquet.Optional(parquet.Leaf(parquet.DoubleType)), optional: true,
			value: func(r *ptxsim.SweepRow) (parquet.Value, bool) {
				v, ok := r.Metrics[m]
				return parquet.DoubleValue(v), ok
			}})
	}
	return cols
}

// WriteParquet writes the table as one Parquet file (Snappy-compressed
// pages, one row group).
func WriteParquet(w io.Writer, t *ptxsim.SweepTable) error {
	cols := tableColumns(t)
	g := orderedGroup{Group: parquet.Group{}}
	for _, c := range cols {
		if _, dup := g.Group[c.name]; dup {
			return fmt.Errorf("parquet: column %q twice (an axis named like a column?)", c.name)
		}
		g.Group[c.name] = c.node
		g.order = append(g.order, c.name)
	}
	schema := parquet.NewSchema("ptxsim_sweep", g)
	pw := parquet.NewWriter(w, schema, parquet.Compression(&parquet.Snappy))
	row := make(parquet.Row, len(cols))
	for _, r := range t.Rows {
		for i, c := range cols {
			v, ok := c.value(r)
			switch {
			case !ok:
				row[i] = parquet.Value{}.Level(0, 0, i)
			case c.optional:
				row[i] = v.Level(0, 1, i)
			default:
				row[i] = v.Level(0, 0, i)
			}
		}
		if _, err := pw.WriteRows([]parquet.Row{row}); err != nil {
			return err
		}
	}
	return pw.Close()
}
