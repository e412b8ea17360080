package fidelity

import (
	"fmt"
	"strings"

	"github.com/ptxsim/ptxsim"
)

// caseParam turns a case parameter into bytes, resolving buffer names.
func caseParam(p CaseParam, addr func(name string) (uint64, bool)) (ptxsim.ParamValue, error) {
	switch {
	case p.Ptr != "":
		a, ok := addr(p.Ptr)
		if !ok {
			return ptxsim.ParamValue{}, fmt.Errorf("unknown buffer %q", p.Ptr)
		}
		return ptxsim.ArgPtr(a + uint64(p.Offset)), nil
	case p.Tex != "" || p.Surf != "": // object handles live under "tex:NAME" / "surf:NAME" (case_texture.go)
		name := "tex:" + p.Tex
		if p.Surf != "" {
			name = "surf:" + p.Surf
		}
		h, ok := addr(name)
		if !ok {
			return ptxsim.ParamValue{}, fmt.Errorf("unknown %s", strings.Replace(name, ":", " ", 1))
		}
		return ptxsim.ArgU64(h), nil
	case p.S32 != nil:
		return ptxsim.ArgS32(*p.S32), nil
	case p.U32 != nil:
		return ptxsim.ArgU32(*p.U32), nil
	case p.S64 != nil:
		return ptxsim.ArgS64(*p.S64), nil
	case p.U64 != nil:
		return ptxsim.ArgU64(*p.U64), nil
	case p.F32 != nil:
		return ptxsim.ArgF32(*p.F32), nil
	case p.F64 != nil:
		return ptxsim.ArgF64(*p.F64), nil
	case p.TensorMap != nil:
		a, ok := addr(p.TensorMap.Buffer)
		if !ok {
			return ptxsim.ParamValue{}, fmt.Errorf("unknown buffer %q", p.TensorMap.Buffer)
		}
		tm, err := p.TensorMap.Encode(a + p.TensorMap.Offset)
		if err != nil {
			return ptxsim.ParamValue{}, err
		}
		return ptxsim.ArgTensorMap(tm), nil
	case p.Struct != nil:
		fields := make([]ptxsim.ParamValue, len(p.Struct))
		for i, f := range p.Struct {
			v, err := caseParam(f, addr)
			if err != nil {
				return ptxsim.ParamValue{}, fmt.Errorf("struct field %d: %w", i, err)
			}
			fields[i] = v
		}
		return ptxsim.PackStruct(fields...), nil
	}
	return ptxsim.ParamValue{}, fmt.Errorf("empty parameter")
}
