package fpu

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

func TestDebugApprox(t *testing.T) {
	for _, s := range readHW(t) {
		for _, op := range s.ops {
			if !strings.Contains(op.name, "approx") && !strings.Contains(op.name, "full") {
				continue
			}
			fn, _ := model(op.name)
			if fn == nil {
				continue
			}
			var maxU int64
			var worst string
			nbad := 0
			hist := map[int64]int{}
			for i := 0; i < s.n; i++ {
				in := s.in[i*s.arity : (i+1)*s.arity]
				got, want := fn(in), op.out[i]
				if op.outBytes == 4 {
					got &= 0xffffffff
				}
				if op.outBytes == 2 {
					got &= 0xffff
				}
				if got == want {
					hist[0]++
					continue
				}
				var d int64
				switch op.outBytes {
				case 4:
					d = int64(int32(uint32(got))) - int64(int32(uint32(want)))
				case 2:
					d = int64(int16(uint16(got))) - int64(int16(uint16(want)))
				default:
					d = (int64(got) - int64(want)) >> 32
				}
				if d < 0 {
					d = -d
				}
				if d > 3 {
					d = 4
					nbad++
					if nbad < 6 {
						worst += fmt.Sprintf("\n   %s -> got %#x want %#x", fmtIn(s, in), got, want)
					}
				}
				hist[d]++
				if d > maxU {
					maxU = d
				}
			}
			t.Logf("%s: hist %v%s", op.name, hist, worst)
		}
	}
	_ = math.Abs
}
