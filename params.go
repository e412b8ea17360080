package ptxsim

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
)

// ParamValue is one kernel argument as the host passes it: its bytes and
// natural alignment. Build them with the Arg* helpers or PackStruct.
type ParamValue struct {
	Bytes []byte
	Align int
}

// ArgU32 and the other Arg helpers make little-endian kernel arguments.
func ArgU32(v uint32) ParamValue {
	return ParamValue{binary.LittleEndian.AppendUint32(nil, v), 4}
}

// ArgS32 is a signed 32-bit argument.
func ArgS32(v int32) ParamValue { return ArgU32(uint32(v)) }

// ArgU64 is an unsigned 64-bit argument (also device pointers).
func ArgU64(v uint64) ParamValue {
	return ParamValue{binary.LittleEndian.AppendUint64(nil, v), 8}
}

// ArgS64 is a signed 64-bit argument.
func ArgS64(v int64) ParamValue { return ArgU64(uint64(v)) }

// ArgPtr is a device address.
func ArgPtr(addr uint64) ParamValue { return ArgU64(addr) }

// ArgF32 is a float argument.
func ArgF32(v float32) ParamValue { return ArgU32(math.Float32bits(v)) }

// ArgF64 is a double argument.
func ArgF64(v float64) ParamValue { return ArgU64(math.Float64bits(v)) }

// ArgBytes is raw bytes with the given alignment (a struct already laid out).
func ArgBytes(b []byte, align int) ParamValue { return ParamValue{b, align} }

// PackStruct lays fields out as a C struct passed by value: each field at
// its natural alignment, the total padded to the largest alignment.
func PackStruct(fields ...ParamValue) ParamValue {
	var out []byte
	maxAlign := 1
	for _, f := range fields {
		if f.Align > maxAlign {
			maxAlign = f.Align
		}
		out = pad(out, f.Align)
		out = append(out, f.Bytes...)
	}
	return ParamValue{pad(out, maxAlign), maxAlign}
}

func pad(b []byte, align int) []byte {
	for align > 1 && len(b)%align != 0 {
		b = append(b, 0)
	}
	return b
}

// caseParam turns a case parameter into bytes, resolving buffer names.
func caseParam(p CaseParam, addr func(name string) (uint64, bool)) (ParamValue, error) {
	switch {
	case p.Ptr != "":
		a, ok := addr(p.Ptr)
		if !ok {
			return ParamValue{}, fmt.Errorf("unknown buffer %q", p.Ptr)
		}
		return ArgPtr(a + uint64(p.Offset)), nil
	case p.Tex != "" || p.Surf != "": // object handles live under "tex:NAME" / "surf:NAME" (case_texture.go)
		name := "tex:" + p.Tex
		if p.Surf != "" {
			name = "surf:" + p.Surf
		}
		h, ok := addr(name)
		if !ok {
			return ParamValue{}, fmt.Errorf("unknown %s", strings.Replace(name, ":", " ", 1))
		}
		return ArgU64(h), nil
	case p.S32 != nil:
		return ArgS32(*p.S32), nil
	case p.U32 != nil:
		return ArgU32(*p.U32), nil
	case p.S64 != nil:
		return ArgS64(*p.S64), nil
	case p.U64 != nil:
		return ArgU64(*p.U64), nil
	case p.F32 != nil:
		return ArgF32(*p.F32), nil
	case p.F64 != nil:
		return ArgF64(*p.F64), nil
	case p.Struct != nil:
		fields := make([]ParamValue, len(p.Struct))
		for i, f := range p.Struct {
			v, err := caseParam(f, addr)
			if err != nil {
				return ParamValue{}, fmt.Errorf("struct field %d: %w", i, err)
			}
			fields[i] = v
		}
		return PackStruct(fields...), nil
	}
	return ParamValue{}, fmt.Errorf("empty parameter")
}
