package mma

import "fmt"

// Kind is the element type of a matrix operand, as named by the PTX type
// suffix (.f16, .bf16, .tf32, ...). It fixes how many bits one element takes
// in a register and how its bits are read.
type Kind uint8

// The element kinds. B16 and B8 are the untyped kinds of ldmatrix/stmatrix.
const (
	KindInvalid Kind = iota
	F16              // IEEE binary16
	BF16             // bfloat16: f32 with 7 fraction bits
	TF32             // tf32: an f32 register of which the tensor core reads 19 bits
	F32              // IEEE binary32
	F64              // IEEE binary64
	S8               // signed 8-bit integer
	U8               // unsigned 8-bit integer
	S32              // signed 32-bit integer (integer accumulators)
	B16              // 16 untyped bits (ldmatrix, stmatrix, movmatrix)
	E4M3             // fp8: 4 exponent bits, 3 fraction bits, bias 7, no infinities
	E5M2             // fp8: 5 exponent bits, 2 fraction bits, bias 15
	S4               // signed 4-bit integer
	U4               // unsigned 4-bit integer
	B1               // one bit (and.popc / xor.popc forms)
	kindEnd
)

var kindNames = [...]string{"invalid", "f16", "bf16", "tf32", "f32", "f64", "s8", "u8", "s32", "b16", "e4m3", "e5m2", "s4", "u4", "b1"}

func (k Kind) String() string {
	if k < kindEnd {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// KindOf maps a PTX type name without the dot ("f16", "s8", ...) to a Kind.
func KindOf(name string) (Kind, bool) {
	for k := F16; k < kindEnd; k++ {
		if kindNames[k] == name {
			return k, true
		}
	}
	return KindInvalid, false
}

// Bits is the width of one element in a register: 1, 4, 8, 16, 32 or 64.
func (k Kind) Bits() int {
	switch k {
	case S8, U8, E4M3, E5M2:
		return 8
	case S4, U4:
		return 4
	case B1:
		return 1
	case F16, BF16, B16:
		return 16
	case TF32, F32, S32:
		return 32
	case F64:
		return 64
	}
	return 0
}

// Shape is the M×N×K of a matrix multiply: A is M×K, B is K×N, C and D
// are M×N.
type Shape struct {
	M, N, K int
}

func (s Shape) String() string { return fmt.Sprintf("m%dn%dk%d", s.M, s.N, s.K) }

// ShapeOf parses a PTX shape qualifier without the dot ("m16n8k16").
func ShapeOf(name string) (Shape, bool) {
	var s Shape
	n, err := fmt.Sscanf(name, "m%dn%dk%d", &s.M, &s.N, &s.K)
	if err != nil || n != 3 || s.M <= 0 || s.N <= 0 || s.K <= 0 {
		return Shape{}, false
	}
	return s, true
}

// Operand names a matrix of D = A·B + C. D has the layout of C.
type Operand uint8

// The operands.
const (
	OpA Operand = iota // M×K multiplicand
	OpB                // K×N multiplicand
	OpC                // M×N accumulator; also the layout of the result D
)

func (o Operand) String() string {
	switch o {
	case OpA:
		return "a"
	case OpB:
		return "b"
	case OpC:
		return "c"
	}
	return fmt.Sprintf("Operand(%d)", uint8(o))
}

// dims is the rows×cols of operand o in shape s.
func (s Shape) dims(o Operand) (rows, cols int) {
	switch o {
	case OpA:
		return s.M, s.K
	case OpB:
		return s.K, s.N
	}
	return s.M, s.N
}
