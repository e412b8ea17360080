package ptxsim

import (
	"encoding/binary"
	"math"
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
