package fidelity

import (
	"fmt"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/sm"
)

var tmModes = struct{ interleave, swizzle, l2, fill map[string]int }{
	interleave: map[string]int{"": 0, "none": 0, "16B": 1, "32B": 2},
	swizzle:    map[string]int{"": 0, "none": 0, "32B": 1, "64B": 2, "128B": 3},
	l2:         map[string]int{"": 0, "none": 0, "64B": 1, "128B": 2, "256B": 3},
	fill:       map[string]int{"": 0, "none": 0, "nan": 1},
}

// Encode makes the tensor map a case describes, over the buffer at addr.
func (c *CaseTensorMap) Encode(addr uint64) (ptxsim.TensorMap, error) {
	dt := -1
	for i, n := range sm.TMDTypeNames {
		if n == c.DType {
			dt = i
		}
	}
	if dt < 0 {
		return ptxsim.TensorMap{}, fmt.Errorf("tensor map dtype %q is not one of %v", c.DType, sm.TMDTypeNames)
	}
	il, ok1 := tmModes.interleave[c.Interleave]
	sw, ok2 := tmModes.swizzle[c.Swizzle]
	l2, ok3 := tmModes.l2[c.L2Promotion]
	fl, ok4 := tmModes.fill[c.OOBFill]
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return ptxsim.TensorMap{}, fmt.Errorf("tensor map modes interleave %q, swizzle %q, l2_promotion %q, oob_fill %q: unknown name", c.Interleave, c.Swizzle, c.L2Promotion, c.OOBFill)
	}
	rank := len(c.Dims)
	if c.Im2col != nil {
		ic := c.Im2col
		return ptxsim.EncodeTensorMapIm2col(dt, rank, addr, c.Dims, c.Strides, ic.Lower, ic.Upper, ic.Channels, ic.Pixels, c.ElemStrides, il, sw, l2, fl)
	}
	return ptxsim.EncodeTensorMapTiled(dt, rank, addr, c.Dims, c.Strides, c.Box, c.ElemStrides, il, sw, l2, fl)
}
