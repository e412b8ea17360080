package isa

import (
	"os"
	"testing"
)

func TestPhysicalSyntheticDebug(t *testing.T) {
	src, err := os.ReadFile("../benchmarks/testdata/synthetic.ptx")
	if err != nil {
		t.Fatal(err)
	}
	p := lowerSrc(t, string(src))
	for _, f := range p.Funcs {
		if !f.Entry {
			continue
		}
		m := physicalSlots(p, f, p.Code[f.Start:f.End])
		high, named := -1, 0
		for _, c := range m {
			if c >= 0 {
				named++
				high = max(high, int(c))
			}
		}
		t.Logf("%s: nregs %d consts %d renamed %v named %d high %d", f.Name, f.NumRegs, len(f.Consts)/2, m != nil, named, high)
	}
}
