package fpu

import (
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// mufuGen names the directory that benchmarks/hardware/mufu/export.py
// wrote; TestMufuGenerate then rewrites mufudata/*.gz from it:
//
//	python3 benchmarks/hardware/mufu/export.py benchmarks/hardware/mufu/results \
//	    benchmarks/hardware/mufu/results2 /tmp/mufu-export
//	go test ./isa/fpu -run TestMufuGenerate -mufugen=/tmp/mufu-export
var mufuGen = flag.String("mufugen", "", "directory of exported MUFU sweep tables to regenerate mufudata from")

type mufuMeta struct {
	Name string         `json:"name"`
	N    int            `json:"n"`
	G    int            `json:"G"`
	Seg  uint           `json:"seg"`
	Sig  uint           `json:"sig"`
	Neg  bool           `json:"neg"`
	K    map[string]int `json:"k"`
}

func TestMufuGenerate(t *testing.T) {
	if *mufuGen == "" {
		t.Skip("regenerates mufudata only when given -mufugen=DIR (see mufugen_test.go)")
	}
	metas, err := filepath.Glob(filepath.Join(*mufuGen, "*.json"))
	if err != nil || len(metas) == 0 {
		t.Fatalf("no tables in %s", *mufuGen)
	}
	for _, mp := range metas {
		var m mufuMeta
		data, err := os.ReadFile(mp)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		hw := readF64s(t, filepath.Join(*mufuGen, m.Name+".hw.f64"))
		coef := readF64s(t, filepath.Join(*mufuGen, m.Name+".coef.f64"))
		if len(hw) != m.N {
			t.Fatalf("%s: %d values, want %d", m.Name, len(hw), m.N)
		}
		if m.Name == "tanh" {
			for i, k := range tanhK {
				if m.K[fmt.Sprint(119+i)] != int(k) {
					t.Fatalf("tanh: binade %d reads %d ignored bits, tanhK says %d: update tanhK", 119+i, m.K[fmt.Sprint(119+i)], k)
				}
			}
			if m.N != tanhStart[len(tanhStart)-1]+1<<(23-tanhK[len(tanhK)-1]) {
				t.Fatalf("tanh: %d entries, tanhK implies %d", m.N, tanhStart[len(tanhStart)-1]+1<<(23-tanhK[len(tanhK)-1]))
			}
		}
		tab := buildMufuTable(m, hw, coef)
		for i, v := range hw {
			if got := tab.value(i); math.Float64bits(got) != math.Float64bits(v) {
				t.Fatalf("%s[%d]: round trip gives %v, want %v", m.Name, i, got, v)
			}
		}
		blob := tab.marshal()
		back, err := unmarshalMufuTable(blob)
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range hw {
			if math.Float64bits(back.value(i)) != math.Float64bits(v) {
				t.Fatalf("%s[%d]: differs after marshalling", m.Name, i)
			}
		}
		if err := os.WriteFile(filepath.Join("mufudata", m.Name+".gz"), blob, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%-8s n=%d width=%d exceptions=%d file=%d bytes", m.Name, m.N, tab.width, len(tab.excI), len(blob))
	}
}

func readF64s(t *testing.T, path string) []float64 {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	v := make([]float64, len(data)/8)
	for i := range v {
		v[i] = math.Float64frombits(binary.LittleEndian.Uint64(data[8*i:]))
	}
	return v
}

// buildMufuTable encodes hw as residuals from the reference, at the
// narrowest width (2, 4 or 8 bits) that leaves at most 0.2% of the entries as
// exceptions (exceptions cost 12 bytes each and compress poorly: lg2 near 1,
// where the unit's absolute error is not smooth, takes 8 bits).
func buildMufuTable(m mufuMeta, hw, coef []float64) *mufuTable {
	t := &mufuTable{n: m.N, seg: m.Seg, neg: m.Neg, sig: m.Sig, coef: coef,
		scale: math.Ldexp(1, -m.G), tstep: math.Ldexp(1, -int(m.Seg))}
	const bad = math.MinInt32
	d := make([]int, m.N)
	for i, v := range hw {
		d[i] = bad
		y := math.Ldexp(math.Abs(v), m.G)
		if math.Signbit(v) != m.Neg && v != 0 || y != math.Floor(y) || y >= 1<<62 {
			continue
		}
		r, step := t.ref(i)
		if diff := int64(y) - r; diff%step == 0 && diff/step > -1<<20 && diff/step < 1<<20 {
			d[i] = int(diff / step)
		}
	}
	for _, w := range []uint{2, 4, 8} {
		lo, hi := -(1<<(w-1))+1, 1<<(w-1)-1
		out := 0
		for _, v := range d {
			if v < lo || v > hi {
				out++
			}
		}
		if out*500 <= m.N || w == 8 {
			t.width = w
			break
		}
	}
	per := int(8 / t.width)
	t.res = make([]byte, (m.N+per-1)/per)
	lo, hi := -(1<<(t.width-1))+1, 1<<(t.width-1)-1
	for i, v := range d {
		if v < lo || v > hi {
			t.excI = append(t.excI, uint32(i))
			t.excV = append(t.excV, math.Float64bits(hw[i]))
			v = t.escape()
		}
		t.res[i/per] |= byte(v&(1<<t.width-1)) << (uint(i%per) * t.width)
	}
	if !sort.SliceIsSorted(t.excI, func(a, b int) bool { return t.excI[a] < t.excI[b] }) {
		panic("exceptions out of order")
	}
	return t
}
