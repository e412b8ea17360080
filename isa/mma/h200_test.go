package mma

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

var flagFit = flag.Bool("mma.fit", false, "search the model parameters that best reproduce the H200 data")

type loadedTest struct {
	style      string
	a, b, c, d []uint64
}

func loadH200(t testing.TB) map[string]struct {
	spec  Spec
	tests []loadedTest
} {
	files, err := filepath.Glob(filepath.Join("testdata", "h200", "mma_*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no H200 data: %v", err)
	}
	res := map[string]struct {
		spec  Spec
		tests []loadedTest
	}{}
	for _, fn := range files {
		raw, err := os.ReadFile(fn)
		if err != nil {
			t.Fatal(err)
		}
		var f h200File
		if err := json.Unmarshal(raw, &f); err != nil {
			t.Fatalf("%s: %v", fn, err)
		}
		var ts []loadedTest
		for i, x := range f.Tests {
			var lt loadedTest
			lt.style = x.Style
			var e [4]error
			lt.a, e[0] = unhex(x.A, f.Spec.A)
			lt.b, e[1] = unhex(x.B, f.Spec.B)
			lt.c, e[2] = unhex(x.C, f.Spec.C)
			lt.d, e[3] = unhex(x.D, f.Spec.D)
			for _, err := range e {
				if err != nil {
					t.Fatalf("%s test %d: %v", fn, i, err)
				}
			}
			ts = append(ts, lt)
		}
		res[f.PTX] = struct {
			spec  Spec
			tests []loadedTest
		}{f.Spec, ts}
	}
	return res
}

// mismatches runs every test of one form under a model and counts the
// elements whose bits differ from the hardware's.
//
// Both NaN but with different payloads counts in nanPayload, not bad: which
// NaN a DMMA returns when a made NaN meets a NaN operand is not modelled.
func mismatches(spec Spec, ts []loadedTest, m *Model, report func(string)) (bad, nanPayload, total int) {
	op, err := NewOp(spec, m)
	if err != nil {
		panic(err)
	}
	d := make([]uint64, spec.Shape.M*spec.Shape.N)
	for ti, tt := range ts {
		op.Compute(tt.a, tt.b, tt.c, d)
		for e := range d {
			total++
			if d[e] != tt.d[e] {
				if spec.D == F64 && value(F64, d[e]) != value(F64, d[e]) && value(F64, tt.d[e]) != value(F64, tt.d[e]) {
					nanPayload++
					continue
				}
				bad++
				if report != nil {
					report(fmt.Sprintf("test %d (%s) element (%d,%d): got %#x, H200 %#x", ti, tt.style, e/spec.Shape.N, e%spec.Shape.N, d[e], tt.d[e]))
				}
			}
		}
	}
	return bad, nanPayload, total
}

// TestH200 reproduces every measured mma bit for bit.
func TestH200(t *testing.T) {
	data := loadH200(t)
	names := make([]string, 0, len(data))
	for n := range data {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		x := data[n]
		t.Run(n, func(t *testing.T) {
			shown := 0
			bad, nanp, total := mismatches(x.spec, x.tests, nil, func(s string) {
				if shown < 10 {
					t.Error(s)
				}
				shown++
			})
			if bad != 0 {
				t.Errorf("%d of %d elements differ from the H200", bad, total)
			}
			if nanp != 0 {
				t.Logf("%d of %d elements are NaN on both but with another payload (known, see README)", nanp, total)
			}
		})
	}
}

// TestH200Layouts checks the fragment layouts against the hardware: on
// small-integer inputs every product and sum is exact, so the H200's D
// must be the true matrix product of the A, B and C our layouts placed in
// its registers. A misplaced element would make it differ.
func TestH200Layouts(t *testing.T) {
	for n, x := range loadH200(t) {
		s := x.spec
		for ti, tt := range x.tests {
			if tt.style != "smallint" {
				continue
			}
			M, N, K := s.Shape.M, s.Shape.N, s.Shape.K
			for i := 0; i < M; i++ {
				for j := 0; j < N; j++ {
					want := value(s.C, tt.c[i*N+j])
					for k := 0; k < K; k++ {
						want += value(s.A, tt.a[i*K+k]) * value(s.B, tt.b[k*N+j])
					}
					if got := value(s.D, tt.d[i*N+j]); got != want {
						t.Errorf("%s test %d: D(%d,%d) = %v, exact product %v", n, ti, i, j, got, want)
					}
				}
			}
		}
	}
}

// value decodes raw element bits to a float64 (exact for every kind).
func value(k Kind, b uint64) float64 {
	switch k {
	case F64:
		return math.Float64frombits(b)
	case S8:
		return float64(int8(b))
	case U8:
		return float64(uint8(b))
	case S32:
		return float64(int32(uint32(b)))
	}
	neg, mant, exp, _, cl := decode(k, b, false)
	v := math.Ldexp(float64(mant), int(exp))
	if cl == clsInf {
		v = math.Inf(1)
	} else if cl == clsNaN {
		v = math.NaN()
	}
	if neg {
		v = -v
	}
	return v
}

// TestH200Fit searches the model space (only with -mma.fit) and prints the
// models that reproduce each floating-point form best.
func TestH200Fit(t *testing.T) {
	if !*flagFit {
		t.Skip("only with -mma.fit")
	}
	data := loadH200(t)
	for n, x := range data {
		if x.spec.A == F64 || x.spec.A == S8 || x.spec.A == U8 {
			continue
		}
		type res struct {
			m   Model
			bad int
		}
		var rs []res
		for _, blk := range []int{4, 8, 16} {
			for fb := 12; fb <= 30; fb++ {
				if x.spec.D != F16 && fb < 22 {
					continue
				}
				for al := AlignExact; al <= AlignCarry; al++ {
					for _, rnd := range []Rounding{RoundZero, RoundNearest} {
						for _, f16r := range []Rounding{RoundZero, RoundNearest} {
							for _, via := range []bool{false, true} {
								if x.spec.D != F16 && (f16r != RoundNearest || via) {
									continue
								}
								for _, tr := range []bool{false, true} {
									if x.spec.A != TF32 && !tr {
										continue
									}
									m := Model{Block: blk, FracBits: fb, Align: al, Round: rnd, F16Round: f16r, F16ViaF32: via, TF32Trunc: tr, Subnormals: true}
									bad, _, _ := mismatches(x.spec, x.tests, &m, nil)
									rs = append(rs, res{m, bad})
								}
							}
						}
					}
				}
			}
		}
		sort.Slice(rs, func(i, j int) bool { return rs[i].bad < rs[j].bad })
		for _, r := range rs[:min(6, len(rs))] {
			t.Logf("%s: %d bad with %+v", n, r.bad, r.m)
		}
	}
}
