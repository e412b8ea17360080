package fpu

import (
	"math"
	"testing"
)

// Hand-derived edge cases: ties, overflow under directed rounding,
// denormals, signed zeros, NaN. Each row is worked out from the IEEE rules
// (and, for NaN and FTZ, from the hardware results in hw.bin.gz).

func f32b(b uint32) float32 { return math.Float32frombits(b) }

func TestF32EdgeCases(t *testing.T) {
	const max32 = 0x7f7fffff
	tests := []struct {
		name string
		got  float32
		want uint32
	}{
		{"add tie to even", Add32(1, f32b(0x33800000), RN), 0x3f800000}, // 1 + 2^-24 -> 1
		{"add tie to even up", Add32(f32b(0x3f800001), f32b(0x33800000), RN), 0x3f800002},
		{"add rz no overflow", Add32(f32b(max32), f32b(max32), RZ), max32},
		{"add rp overflow", Add32(f32b(max32), f32b(max32), RP), 0x7f800000},
		{"add rm -overflow", Add32(-f32b(max32), -f32b(max32), RM), 0xff800000},
		{"add rp -overflow stays finite", Add32(-f32b(max32), -f32b(max32), RP), 0xff7fffff},
		{"x-x is +0", Sub32(3, 3, RN), 0},
		{"x-x is -0 under rm", Sub32(3, 3, RM), 0x80000000},
		{"-0 + -0", Add32(f32b(0x80000000), f32b(0x80000000), RZ), 0x80000000},
		{"denormal sum exact", Add32(f32b(1), f32b(1), RN), 2},
		{"mul rz", Mul32(f32b(0x3f800001), f32b(0x3f800001), RZ), 0x3f800002},
		{"mul rp", Mul32(f32b(0x3f800001), f32b(0x3f800001), RP), 0x3f800003},
		{"mul denormal rounding", Mul32(f32b(3), 0.5, RN), 2}, // 1.5 denormal units -> 2 (even)
		{"mul denormal rz", Mul32(f32b(3), 0.5, RZ), 1},
		{"fma no double rounding", Fma32(f32b(0x3f800001), f32b(0x3f7ffffe), f32b(0xb3800000), RN), 0x3f7fffff},
		{"fma exact cancel rm", Fma32(2, 3, -6, RM), 0x80000000},
		{"div rz", Div32(1, 3, RZ), 0x3eaaaaaa},
		{"div rp", Div32(1, 3, RP), 0x3eaaaaab},
		{"div by zero", Div32(-1, 0, RZ), 0xff800000},
		{"0/0", Div32(0, 0, RN), CanonicalNaN32},
		{"sqrt -0", Sqrt32(f32b(0x80000000), RN), 0x80000000},
		{"sqrt -1", Sqrt32(-1, RP), CanonicalNaN32},
		{"sqrt 2 rz", Sqrt32(2, RZ), 0x3fb504f3},
		{"sqrt 2 rp", Sqrt32(2, RP), 0x3fb504f4},
		{"inf-inf", Add32(float32(math.Inf(1)), float32(math.Inf(-1)), RN), CanonicalNaN32},
		{"NaN payload dropped", Add32(f32b(0x7fa12345), 1, RN), CanonicalNaN32},
		{"ftz mul tiny before rounding", Mul32FTZ(f32b(0x00800000), f32b(0x3f7fffff), RN), 0},
		{"ftz input", Add32FTZ(f32b(0x00400000), 0, RN), 0},
		{"min -0 +0", MinF32(0, f32b(0x80000000), false), 0x80000000},
		{"max -0 +0", MaxF32(f32b(0x80000000), 0, false), 0},
		{"min NaN ignored", MinF32(f32b(0x7fc00000), 2, false), 0x40000000},
		{"min.NaN", MinF32(f32b(0x7fc00000), 2, true), CanonicalNaN32},
		{"sat NaN", Sat32(f32b(0x7fc00000)), 0},
		{"sat -0", Sat32(f32b(0x80000000)), 0},
		{"rni tie even", RoundInt32(2.5, RN), 0x40000000},
		{"rmi -0.5", RoundInt32(-0.5, RM), 0xbf800000},
		{"rpi -0.5 is -0", RoundInt32(-0.5, RP), 0x80000000},
		{"f64->f32 rz overflow", F64ToF32(1e39, RZ), max32},
		{"f64->f32 rn denormal", F64ToF32(0x1p-149*1.5, RN), 2},
		{"u64->f32 rz", IntToF32(math.MaxUint64, false, RZ), 0x5f7fffff},
		{"u64->f32 rn", IntToF32(math.MaxUint64, false, RN), 0x5f800000},
		{"s64 min -> f32", IntToF32(1<<63, true, RN), 0xdf000000},
	}
	for _, tt := range tests {
		if got := math.Float32bits(tt.got); got != tt.want {
			t.Errorf("%s: got %#08x, want %#08x", tt.name, got, tt.want)
		}
	}
}

func TestF64EdgeCases(t *testing.T) {
	max64 := math.MaxFloat64
	tests := []struct {
		name string
		got  float64
		want uint64
	}{
		{"add rz no overflow", Add64(max64, max64, RZ), 0x7fefffffffffffff},
		{"add rp", Add64(1, 0x1p-60, RP), 0x3ff0000000000001},
		{"add rm", Add64(1, -0x1p-60, RM), 0x3fefffffffffffff},
		{"mul rz denormal", Mul64(0x1p-1074, 0.75, RZ), 0},
		{"mul rp denormal", Mul64(0x1p-1074, 0.25, RP), 1},
		{"mul rn denormal tie", Mul64(0x1p-1074*3, 0.5, RN), 2},
		{"div rz", Div64(1, 3, RZ), 0x3fd5555555555555},
		{"div rp", Div64(1, 3, RP), 0x3fd5555555555556},
		{"fma rz", Fma64(1+0x1p-52, 1+0x1p-52, -1, RZ), 0x3cc0000000000000},
		{"sqrt denormal rp", Sqrt64(0x1p-1074, RP), 0x1e60000000000000},
		{"0*inf", Mul64(0, math.Inf(1), RN), CanonicalNaN64},
		{"NaN operand quieted", Add64(math.Float64frombits(0x7ff0000000000001), 1, RN), 0x7ff8000000000001},
		{"second NaN wins in add", Add64(math.Float64frombits(0x7ff8000000000001), math.Float64frombits(0x7ff8000000000002), RN), 0x7ff8000000000002},
		{"first NaN wins in div", Div64(math.Float64frombits(0x7ff8000000000001), math.Float64frombits(0x7ff8000000000002), RN), 0x7ff8000000000001},
		{"rcp.approx.ftz.f64 of 2", RcpApproxFtz64(2), 0x3fe0000000000000},
		{"rcp.approx.ftz.f64 uses top bits", RcpApproxFtz64(math.Float64frombits(0x7ff0000000000001)), 0},
	}
	for _, tt := range tests {
		if got := math.Float64bits(tt.got); got != tt.want {
			t.Errorf("%s: got %#016x, want %#016x", tt.name, got, tt.want)
		}
	}
}

func TestNarrowEdgeCases(t *testing.T) {
	tests := []struct {
		name      string
		got, want uint64
	}{
		{"f16 max", uint64(F32ToF16(65504, RN)), 0x7bff},
		{"f16 tie to inf", uint64(F32ToF16(65520, RN)), 0x7c00},
		{"f16 rz no inf", uint64(F32ToF16(70000, RZ)), 0x7bff},
		{"f16 denormal", uint64(F32ToF16(0x1p-24, RN)), 1},
		{"f16 half denormal tie", uint64(F32ToF16(0x1p-25, RN)), 0},
		{"f16 NaN", uint64(F32ToF16(f32b(0x7fa12345), RN)), 0x7fff},
		{"bf16 tie even", uint64(F32ToBF16(f32b(0x3f808000), RN)), 0x3f80},
		{"bf16 tie even up", uint64(F32ToBF16(f32b(0x3f818000), RN)), 0x3f82},
		{"bf16 rz", uint64(F32ToBF16(f32b(0x3f81ffff), RZ)), 0x3f81},
		{"tf32 rna tie away", uint64(F32ToTF32(f32b(0x3f801000), RNA)), 0x3f802000},
		{"tf32 rn tie even", uint64(F32ToTF32(f32b(0x3f801000), RN)), 0x3f800000},
		{"e4m3 max", uint64(F32ToE4M3(448, true)), 0x7e},
		{"e4m3 satfinite", uint64(F32ToE4M3(1e6, true)), 0x7e},
		{"e4m3 288", uint64(F32ToE4M3(288, true)), 0x79},
		{"e4m3 NaN", uint64(F32ToE4M3(f32b(0x7fc00000), true)), 0x7f},
		{"e5m2 satfinite inf", uint64(F32ToE5M2(float32(math.Inf(-1)), true)), 0xfb},
		{"e4m3 -> f16 denormal", uint64(E4M3ToF16(0x01)), 0x1800}, // 2^-9
		{"e5m2 -> f16", uint64(E5M2ToF16(0x3c)), 0x3c00},
		{"f16 add", uint64(AddF16(0x3c00, 0x3c00, RN)), 0x4000},
		{"f16 fma single rounding", uint64(FmaF16(0x3c01, 0x3c02, 0xbc00, RN)), 0x1a01}, // unfused: 0x1a00
		{"f16 fma tie", uint64(FmaF16(0x3c01, 0x3c01, 0xbc00, RN)), 0x1800},
		{"bf16 mul", uint64(MulBF16(0x4040, 0x4040, RN)), 0x4110},
		{"min f16 -0", uint64(MinF16(0x0000, 0x8000, false)), 0x8000},
		{"f32->s32 saturate", FloatToInt(3e9, RZ, 32, true), 0x7fffffff},
		{"f32->s32 negative saturate", FloatToInt(-3e9, RZ, 32, true), 0xffffffff80000000},
		{"f32->u32 negative", FloatToInt(-5, RN, 32, false), 0},
		{"f32->s32 NaN", FloatToInt(math.NaN(), RN, 32, true), 0},
		{"f32->s64 NaN", FloatToInt(math.NaN(), RN, 64, true), 1 << 63},
		{"f64->s32 NaN", F64ToInt(math.NaN(), RN, 32, true), 0x80000000},
		{"f32->u64 max", FloatToInt(1e30, RZ, 64, false), math.MaxUint64},
		{"f32->s8 rmi", FloatToInt(-1.5, RM, 8, true), 0xfffffffffffffffe},
		{"testp normal zero", boolBit(Testp32(TestpNormal, 0)), 1},
		{"testp subnormal", boolBit(Testp32(TestpSubnormal, f32b(1))), 1},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s: got %#x, want %#x", tt.name, tt.got, tt.want)
		}
	}
}

// The RN paths run in the interpreter's inner loop: they must not
// allocate.
func TestHotPathsDoNotAllocate(t *testing.T) {
	var sink32 float32
	var sink64 float64
	var sink16 uint16
	allocs := testing.AllocsPerRun(100, func() {
		sink32 += Add32(1.5, 2.25, RN) + Mul32(1.5, 3, RN) + Fma32(1.1, 2.2, 3.3, RN) + Div32(1, 3, RN)
		sink32 += Add32(1.5, 2.25, RZ) + Fma32(1.1, 2.2, 3.3, RM) + Sqrt32(2, RN) + Div32(1, 3, RP)
		sink64 += Add64(1.5, 2.25, RN) + Fma64(1.1, 2.2, 3.3, RN) + Div64(1, 3, RN) + Add64(1, 1e-30, RZ)
		sink16 += AddF16(0x3c00, 0x3c00, RN) + FmaF16(0x3c00, 0x3c00, 0x3c00, RN) + F32ToF16(1.5, RN)
		sink32 += float32(FloatToInt(2.5, RN, 32, true)) + IntToF32(12345, true, RN)
	})
	if allocs != 0 {
		t.Errorf("hot paths allocate %v times per run", allocs)
	}
	_, _, _ = sink32, sink64, sink16
}

func BenchmarkAdd32RN(b *testing.B) {
	x, y := float32(1.5), float32(2.25)
	for i := 0; i < b.N; i++ {
		x = Add32(x, y, RN)
	}
	_ = x
}

func BenchmarkAdd32RZ(b *testing.B) {
	x, y := float32(1.5), float32(2.25e-3)
	for i := 0; i < b.N; i++ {
		x = Add32(x, y, RZ)
	}
	_ = x
}

func BenchmarkFma32RN(b *testing.B) {
	x, y, z := float32(1.0001), float32(0.9999), float32(1e-3)
	for i := 0; i < b.N; i++ {
		x = Fma32(x, y, z, RN)
	}
	_ = x
}

func BenchmarkFma64RN(b *testing.B) {
	x, y, z := 1.0001, 0.9999, 1e-3
	for i := 0; i < b.N; i++ {
		x = Fma64(x, y, z, RN)
	}
	_ = x
}

func BenchmarkFma64RZ(b *testing.B) {
	x, y, z := 1.0001, 0.9999, 1e-3
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		x = Fma64(x, y, z, RZ)
	}
	_ = x
}

func BenchmarkF32ToF16RN(b *testing.B) {
	var h uint16
	x := float32(1.2345)
	for i := 0; i < b.N; i++ {
		h ^= F32ToF16(x, RN)
	}
	_ = h
}
