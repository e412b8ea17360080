package fpu

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// The conformance corpus (testdata/conformance, real H200 results of
// nvcc-compiled kernels) recomputed column by column with this package:
// for each case the kernel's source (src/basics.cu) says what every output
// column is; the test evaluates the same expression with these functions
// and compares bit for bit. Columns computed by library code (expf, logf)
// are left to the whole-kernel tests of the engine.

func corpusWords(t *testing.T, c, file string, size int) []uint64 {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "conformance", "cases", c, file))
	if err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	v := make([]uint64, len(b)/size)
	for i := range v {
		switch size {
		case 4:
			v[i] = uint64(binary.LittleEndian.Uint32(b[i*size:]))
		case 8:
			v[i] = binary.LittleEndian.Uint64(b[i*size:])
		}
	}
	return v
}

type column struct {
	name string
	f    func(i int) uint64
}

func checkColumns(t *testing.T, out []uint64, stride, n int, cols []column, in func(i int) string) {
	t.Helper()
	for k, c := range cols {
		if c.f == nil {
			continue
		}
		bad := 0
		for i := 0; i < n; i++ {
			want := out[i*stride+k]
			if got := c.f(i); got != want {
				bad++
				if bad <= 3 {
					t.Errorf("o[%d] %s at %d (%s): got %#x, hardware %#x", k, c.name, i, in(i), got, want)
				}
			}
		}
		if bad > 3 {
			t.Errorf("o[%d] %s: %d of %d differ", k, c.name, bad, n)
		}
	}
}

func TestCorpusFloatOps(t *testing.T) {
	a := corpusWords(t, "float_ops", "a.in.bin", 4)
	b := corpusWords(t, "float_ops", "b.in.bin", 4)
	c := corpusWords(t, "float_ops", "c.in.bin", 4)
	out := corpusWords(t, "float_ops", "out.expected.bin", 4)
	n := 4096
	x := func(i int) float32 { return f32a(a[i]) }
	y := func(i int) float32 { return f32a(b[i]) }
	z := func(i int) float32 { return f32a(c[i]) }
	i2f := func(v uint64, signed bool, r Rounding) float32 { return IntToF32(v, signed, r) }
	cols := []column{
		{"fadd_rn", func(i int) uint64 { return b32(Add32(x(i), y(i), RN)) }},
		{"fadd_rz", func(i int) uint64 { return b32(Add32(x(i), y(i), RZ)) }},
		{"fadd_rd", func(i int) uint64 { return b32(Add32(x(i), y(i), RM)) }},
		{"fadd_ru", func(i int) uint64 { return b32(Add32(x(i), y(i), RP)) }},
		{"fmul_rn", func(i int) uint64 { return b32(Mul32(x(i), y(i), RN)) }},
		{"fmul_rz", func(i int) uint64 { return b32(Mul32(x(i), y(i), RZ)) }},
		{"fmaf_rn", func(i int) uint64 { return b32(Fma32(x(i), y(i), z(i), RN)) }},
		{"fmaf_rz", func(i int) uint64 { return b32(Fma32(x(i), y(i), z(i), RZ)) }},
		{"fmaf_rd", func(i int) uint64 { return b32(Fma32(x(i), y(i), z(i), RM)) }},
		{"fmaf_ru", func(i int) uint64 { return b32(Fma32(x(i), y(i), z(i), RP)) }},
		{"fdiv_rn", func(i int) uint64 { return b32(Div32(x(i), y(i), RN)) }},
		{"fsqrt_rn(fabsf)", func(i int) uint64 { return b32(Sqrt32(Abs32(x(i)), RN)) }},
		{"fminf", func(i int) uint64 { return b32(MinF32(x(i), y(i), false)) }},
		{"fmaxf", func(i int) uint64 { return b32(MaxF32(x(i), y(i), false)) }},
		{"fabsf*copysignf", func(i int) uint64 { return b32(Mul32(Abs32(x(i)), CopySign32(y(i), 1), RN)) }},
		{"float2int_rn", func(i int) uint64 { return FloatToInt(float64(x(i)), RN, 32, true) & 0xffffffff }},
		{"(float)float2int_rz", func(i int) uint64 { return b32(i2f(FloatToInt(float64(x(i)), RZ, 32, true), true, RN)) }},
		{"(float)float2uint_rn", func(i int) uint64 { return b32(i2f(FloatToInt(float64(y(i)), RN, 32, false), false, RN)) }},
		{"int2float_rn", func(i int) uint64 { return b32(i2f(uint64(int64(int32(uint32(c[i]))>>8)), true, RN)) }},
		{"uint2float_rz", func(i int) uint64 { return b32(i2f(c[i], false, RZ)) }},
		{"floor+ceil*2", func(i int) uint64 {
			return b32(Fma32(RoundInt32(y(i), RP), 2, RoundInt32(x(i), RM), RN))
		}},
		{"trunc-rint", func(i int) uint64 { return b32(Sub32(RoundInt32(z(i), RZ), RoundInt32(x(i), RN), RN)) }},
		{"saturatef", func(i int) uint64 { return b32(Sat32(x(i))) }},
		{"x*0.5+(float)(y/3.0)", func(i int) uint64 {
			return b32(Fma32(x(i), 0.5, F64ToF32(Div64(float64(y(i)), 3, RN), RN), RN))
		}},
	}
	checkColumns(t, out, 24, n, cols, func(i int) string { return fmtF32s(x(i), y(i), z(i)) })
}

func fmtF32s(v ...float32) string {
	s := ""
	for i, x := range v {
		if i > 0 {
			s += ", "
		}
		s += formatF32(x)
	}
	return s
}

func formatF32(x float32) string {
	return string(append([]byte(nil), []byte(fmtFloat(float64(x)))...)) + "(" + hex32(math.Float32bits(x)) + ")"
}

func fmtFloat(x float64) string { return formatG(x) }

func TestCorpusHalfOps(t *testing.T) {
	a := corpusWords(t, "half_ops", "a.in.bin", 4)
	b := corpusWords(t, "half_ops", "b.in.bin", 4)
	out := corpusWords(t, "half_ops", "out.expected.bin", 4)
	n := 2048
	ha := func(i int) uint16 { return F32ToF16(f32a(a[i]), RN) }
	hb := func(i int) uint16 { return F32ToF16(f32a(b[i]), RN) }
	ba := func(i int) uint16 { return F32ToBF16(f32a(a[i]), RN) }
	bb := func(i int) uint16 { return F32ToBF16(f32a(b[i]), RN) }
	cols := []column{
		{"half2float", func(i int) uint64 { return b32(F16ToF32(ha(i))) }},
		{"hadd", func(i int) uint64 { return b32(F16ToF32(AddF16(ha(i), hb(i), RN))) }},
		{"hmul", func(i int) uint64 { return b32(F16ToF32(MulF16(ha(i), hb(i), RN))) }},
		{"hfma", func(i int) uint64 { return b32(F16ToF32(FmaF16(ha(i), hb(i), F32ToF16(0.5, RN), RN))) }},
		{"hmul2 lo+hi", func(i int) uint64 {
			return b32(Add32(F16ToF32(MulF16(ha(i), ha(i), RN)), F16ToF32(MulF16(hb(i), hb(i), RN)), RN))
		}},
		{"bfloat162float", func(i int) uint64 { return b32(BF16ToF32(ba(i))) }},
		{"hadd bf16", func(i int) uint64 { return b32(BF16ToF32(AddBF16(ba(i), bb(i), RN))) }},
		{"hmul bf16", func(i int) uint64 { return b32(BF16ToF32(MulBF16(ba(i), bb(i), RN))) }},
	}
	checkColumns(t, out, 8, n, cols, func(i int) string { return fmtF32s(f32a(a[i]), f32a(b[i])) })
}

// TestCorpusDoubleOps checks the double_ops columns that are single PTX
// instructions; the case allows 1 ulp, but these must match exactly.
func TestCorpusDoubleOps(t *testing.T) {
	a := corpusWords(t, "double_ops", "a.in.bin", 8)
	b := corpusWords(t, "double_ops", "b.in.bin", 8)
	out := corpusWords(t, "double_ops", "out.expected.bin", 8)
	n := 2048
	x := func(i int) float64 { return f64a(a[i]) }
	y := func(i int) float64 { return f64a(b[i]) }
	cols := []column{
		{"x+y", func(i int) uint64 { return b64(Add64(x(i), y(i), RN)) }},
		{"x*y", func(i int) uint64 { return b64(Mul64(x(i), y(i), RN)) }},
		{"fma(x,y,1/3)", func(i int) uint64 { return b64(Fma64(x(i), y(i), 1.0/3.0, RN)) }},
		{"x/y", func(i int) uint64 { return b64(Div64(x(i), y(i), RN)) }},
		{"sqrt(fabs)", func(i int) uint64 { return b64(Sqrt64(Abs64(x(i)), RN)) }},
		{"dadd_rz", func(i int) uint64 { return b64(Add64(x(i), y(i), RZ)) }},
		{"fmin", func(i int) uint64 { return b64(MinF64(x(i), y(i), false)) }},
		{"(double)(float)", func(i int) uint64 { return b64(float64(F64ToF32(x(i), RN))) }},
		{"(double)(long long)(x*1e6)", func(i int) uint64 {
			return b64(IntToF64(F64ToInt(Mul64(x(i), 1e6, RN), RZ, 64, true), true, RN))
		}},
		{"exp+log (library code)", nil},
	}
	checkColumns(t, out, 10, n, cols, func(i int) string { return formatG(x(i)) + ", " + formatG(y(i)) })
}

func formatG(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
func hex32(b uint32) string    { return "0x" + strconv.FormatUint(uint64(b), 16) }
