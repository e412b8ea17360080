package fpu

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strings"
	"testing"
)

// The hardware golden file testdata/hw.bin.gz was made by
// testdata/hwgen/hwgen.cu on an NVIDIA H200 (sm_90, driver 580, nvcc 13.0):
// each PTX instruction ran over a suite of inputs (special values, and
// random values chosen to hit rounding boundaries) and its result bits were
// recorded. TestHardware recomputes every result with this package.

type hwOp struct {
	name     string
	outBytes int
	out      []uint64
}

type hwSuite struct {
	name           string
	arity, inBytes int
	n              int
	in             []uint64 // n*arity
	ops            []hwOp
}

// hwFiles are the golden files: hwgen's, and the MUFU sweep's raw samples
// (benchmarks/hardware/mufu/golden.py: the approximate f32 instructions on
// inputs spread over all 2^32, div.approx/div.full, the f64 forms,
// tanh.approx.bf16 on all 65536 inputs).
var hwFiles = []string{"testdata/hw.bin.gz", "testdata/mufu_hw.bin.gz"}

func readHW(t testing.TB) []*hwSuite {
	var suites []*hwSuite
	for _, name := range hwFiles {
		suites = append(suites, readHWFile(t, name)...)
	}
	return suites
}

func readHWFile(t testing.TB, name string) []*hwSuite {
	f, err := os.Open(name)
	if err != nil {
		t.Fatalf("hardware golden file: %v", err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(zr)
	readN := func(n, size int) []uint64 {
		buf := make([]byte, n*size)
		if _, err := io.ReadFull(br, buf); err != nil {
			t.Fatal(err)
		}
		v := make([]uint64, n)
		var tmp [8]byte
		for i := range v {
			copy(tmp[:], buf[i*size:(i+1)*size])
			for j := size; j < 8; j++ {
				tmp[j] = 0
			}
			v[i] = binary.LittleEndian.Uint64(tmp[:])
		}
		return v
	}
	var suites []*hwSuite
	for {
		line, err := br.ReadString('\n')
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		line = strings.TrimSuffix(line, "\n")
		if rest, ok := strings.CutPrefix(line, "suite "); ok {
			s := &hwSuite{}
			if _, err := fmt.Sscanf(rest, "%s %d %d %d", &s.name, &s.arity, &s.inBytes, &s.n); err != nil {
				t.Fatalf("bad header %q: %v", line, err)
			}
			s.in = readN(s.n*s.arity, s.inBytes)
			suites = append(suites, s)
			continue
		}
		if rest, ok := strings.CutPrefix(line, "op "); ok {
			i := strings.LastIndexByte(rest, ' ')
			var ob int
			fmt.Sscanf(rest[i+1:], "%d", &ob)
			s := suites[len(suites)-1]
			s.ops = append(s.ops, hwOp{name: rest[:i], outBytes: ob, out: readN(s.n, ob)})
			continue
		}
		t.Fatalf("bad record %q", line)
	}
	return suites
}

// Input decoders.
func f32a(v uint64) float32 { return math.Float32frombits(uint32(v)) }
func f64a(v uint64) float64 { return math.Float64frombits(v) }
func b32(x float32) uint64  { return uint64(math.Float32bits(x)) }
func b64(x float64) uint64  { return math.Float64bits(x) }
func boolBit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

var modes = map[string]Rounding{"rn": RN, "rz": RZ, "rm": RM, "rp": RP, "rna": RNA,
	"rni": RN, "rzi": RZ, "rmi": RM, "rpi": RP}

// model returns this package's implementation of a hardware op, or nil.
// exact reports whether it must match bit for bit (the MUFU models are
// compared with a tolerance instead).
func model(name string) (f func(a []uint64) uint64, exact bool) {
	p := strings.Split(name, ".")
	has := func(s string) bool {
		for _, x := range p[1:] {
			if x == s {
				return true
			}
		}
		return false
	}
	rnd := RN
	for _, x := range p[1:] {
		if m, ok := modes[x]; ok {
			rnd = m
		}
	}
	ftz := has("ftz")
	f32in := func(v uint64) float32 {
		x := f32a(v)
		if ftz {
			x = FTZ32(x)
		}
		return x
	}
	f32out := func(x float32) uint64 {
		if ftz {
			x = FTZ32(x)
		}
		return b32(x)
	}
	last := p[len(p)-1]
	switch name {
	case "mul.sat.f32":
		return func(a []uint64) uint64 { return b32(Sat32(f32a(a[0]))) }, true
	case "abs.f32", "abs.ftz.f32":
		return func(a []uint64) uint64 { return f32out(Abs32(f32in(a[0]))) }, true
	case "neg.f32", "neg.ftz.f32":
		return func(a []uint64) uint64 { return f32out(Neg32(f32in(a[0]))) }, true
	case "abs.f64":
		return func(a []uint64) uint64 { return b64(Abs64(f64a(a[0]))) }, true
	case "neg.f64":
		return func(a []uint64) uint64 { return b64(Neg64(f64a(a[0]))) }, true
	case "abs.f16":
		return func(a []uint64) uint64 { return uint64(AbsF16(uint16(a[0]))) }, true
	case "neg.f16":
		return func(a []uint64) uint64 { return uint64(NegF16(uint16(a[0]))) }, true
	case "abs.bf16":
		return func(a []uint64) uint64 { return uint64(AbsBF16(uint16(a[0]))) }, true
	case "neg.bf16":
		return func(a []uint64) uint64 { return uint64(NegBF16(uint16(a[0]))) }, true
	}
	switch p[0] {
	case "add", "sub", "mul", "div", "fma":
		if last == "f32" {
			sat := has("sat")
			fin := func(x float32) uint64 {
				if sat {
					x = Sat32(x)
				}
				return f32out(x)
			}
			switch p[0] {
			case "add":
				return func(a []uint64) uint64 { return fin(Add32(f32in(a[0]), f32in(a[1]), rnd)) }, true
			case "sub":
				return func(a []uint64) uint64 { return fin(Sub32(f32in(a[0]), f32in(a[1]), rnd)) }, true
			case "mul":
				if ftz {
					return func(a []uint64) uint64 { return fin(Mul32FTZ(f32a(a[0]), f32a(a[1]), rnd)) }, true
				}
				return func(a []uint64) uint64 { return fin(Mul32(f32in(a[0]), f32in(a[1]), rnd)) }, true
			case "fma":
				if ftz {
					return func(a []uint64) uint64 { return fin(Fma32FTZ(f32a(a[0]), f32a(a[1]), f32a(a[2]), rnd)) }, true
				}
				return func(a []uint64) uint64 { return fin(Fma32(f32in(a[0]), f32in(a[1]), f32in(a[2]), rnd)) }, true
			case "div":
				switch {
				// as isa wires them: the function between FTZ32s for .ftz
				case has("approx") && ftz:
					return func(a []uint64) uint64 { return f32out(DivApprox32FTZ(f32in(a[0]), f32in(a[1]))) }, true
				case has("approx"):
					return func(a []uint64) uint64 { return b32(DivApprox32(f32a(a[0]), f32a(a[1]))) }, true
				case has("full"):
					return func(a []uint64) uint64 { return f32out(DivFull32(f32in(a[0]), f32in(a[1]))) }, true
				}
				if ftz {
					return func(a []uint64) uint64 { return fin(Div32FTZ(f32a(a[0]), f32a(a[1]), rnd)) }, true
				}
				return func(a []uint64) uint64 { return fin(Div32(f32in(a[0]), f32in(a[1]), rnd)) }, true
			}
		}
		if last == "f64" {
			switch p[0] {
			case "add":
				return func(a []uint64) uint64 { return b64(Add64(f64a(a[0]), f64a(a[1]), rnd)) }, true
			case "sub":
				return func(a []uint64) uint64 { return b64(Sub64(f64a(a[0]), f64a(a[1]), rnd)) }, true
			case "mul":
				return func(a []uint64) uint64 { return b64(Mul64(f64a(a[0]), f64a(a[1]), rnd)) }, true
			case "div":
				return func(a []uint64) uint64 { return b64(Div64(f64a(a[0]), f64a(a[1]), rnd)) }, true
			case "fma":
				return func(a []uint64) uint64 { return b64(Fma64(f64a(a[0]), f64a(a[1]), f64a(a[2]), rnd)) }, true
			}
		}
		h16 := func(x uint16) uint16 {
			if ftz {
				x = FTZF16(x)
			}
			return x
		}
		fin16 := func(x uint16) uint64 {
			if has("sat") {
				x = SatF16(x)
			}
			if has("relu") {
				if last == "bf16" {
					x = ReluBF16(x)
				} else {
					x = ReluF16(x)
				}
			}
			return uint64(h16(x))
		}
		if last == "f16" {
			switch p[0] {
			case "add":
				return func(a []uint64) uint64 { return fin16(AddF16(h16(uint16(a[0])), h16(uint16(a[1])), rnd)) }, true
			case "sub":
				return func(a []uint64) uint64 { return fin16(SubF16(h16(uint16(a[0])), h16(uint16(a[1])), rnd)) }, true
			case "mul":
				return func(a []uint64) uint64 { return fin16(MulF16(h16(uint16(a[0])), h16(uint16(a[1])), rnd)) }, true
			case "fma":
				return func(a []uint64) uint64 {
					return fin16(FmaF16(h16(uint16(a[0])), h16(uint16(a[1])), h16(uint16(a[2])), rnd))
				}, true
			}
		}
		if last == "bf16" {
			switch p[0] {
			case "add":
				return func(a []uint64) uint64 { return fin16(AddBF16(uint16(a[0]), uint16(a[1]), rnd)) }, true
			case "sub":
				return func(a []uint64) uint64 { return fin16(SubBF16(uint16(a[0]), uint16(a[1]), rnd)) }, true
			case "mul":
				return func(a []uint64) uint64 { return fin16(MulBF16(uint16(a[0]), uint16(a[1]), rnd)) }, true
			case "fma":
				return func(a []uint64) uint64 { return fin16(FmaBF16(uint16(a[0]), uint16(a[1]), uint16(a[2]), rnd)) }, true
			}
		}
	case "sqrt", "rcp":
		if has("approx") {
			break
		}
		if last == "f32" {
			if p[0] == "sqrt" {
				return func(a []uint64) uint64 { return f32out(Sqrt32(f32in(a[0]), rnd)) }, true
			}
			return func(a []uint64) uint64 { return f32out(Rcp32(f32in(a[0]), rnd)) }, true
		}
		if p[0] == "sqrt" {
			return func(a []uint64) uint64 { return b64(Sqrt64(f64a(a[0]), rnd)) }, true
		}
		return func(a []uint64) uint64 { return b64(Rcp64(f64a(a[0]), rnd)) }, true
	case "min", "max":
		nanp := has("NaN")
		isMin := p[0] == "min"
		switch last {
		case "f32":
			return func(a []uint64) uint64 {
				if isMin {
					return f32out(MinF32(f32in(a[0]), f32in(a[1]), nanp))
				}
				return f32out(MaxF32(f32in(a[0]), f32in(a[1]), nanp))
			}, true
		case "f64":
			return func(a []uint64) uint64 {
				if isMin {
					return b64(MinF64(f64a(a[0]), f64a(a[1]), nanp))
				}
				return b64(MaxF64(f64a(a[0]), f64a(a[1]), nanp))
			}, true
		case "f16":
			return func(a []uint64) uint64 {
				if isMin {
					return uint64(MinF16(uint16(a[0]), uint16(a[1]), nanp))
				}
				return uint64(MaxF16(uint16(a[0]), uint16(a[1]), nanp))
			}, true
		case "bf16":
			return func(a []uint64) uint64 {
				if isMin {
					return uint64(MinBF16(uint16(a[0]), uint16(a[1]), nanp))
				}
				return uint64(MaxBF16(uint16(a[0]), uint16(a[1]), nanp))
			}, true
		}
	case "copysign":
		if last == "f32" {
			return func(a []uint64) uint64 { return b32(CopySign32(f32a(a[0]), f32a(a[1]))) }, true
		}
		return func(a []uint64) uint64 { return b64(CopySign64(f64a(a[0]), f64a(a[1]))) }, true
	case "testp":
		c, ok := LookupTestpClass(p[1])
		if !ok {
			return nil, false
		}
		if last == "f32" {
			return func(a []uint64) uint64 { return boolBit(Testp32(c, f32a(a[0]))) }, true
		}
		return func(a []uint64) uint64 { return boolBit(Testp64(c, f64a(a[0]))) }, true
	}
	if p[0] == "cvt" {
		return cvtModel(name, p, rnd, ftz)
	}
	if has("approx") {
		return approxModel(name, ftz)
	}
	return nil, false
}

func cvtModel(name string, p []string, rnd Rounding, ftz bool) (func(a []uint64) uint64, bool) {
	dst, src := p[len(p)-2], p[len(p)-1]
	has := func(s string) bool {
		for _, x := range p[1:] {
			if x == s {
				return true
			}
		}
		return false
	}
	srcF := func(v uint64) (float64, bool) { // value, isFloat
		switch src {
		case "f32":
			x := f32a(v)
			if ftz {
				x = FTZ32(x)
			}
			return float64(x), true
		case "f64":
			return f64a(v), true
		case "f16":
			return f16ToF64(uint16(v)), true
		}
		return 0, false
	}
	intBits := map[string]int{"s8": 8, "s16": 16, "s32": 32, "s64": 64, "u8": 8, "u16": 16, "u32": 32, "u64": 64}
	if nb, ok := intBits[dst]; ok && (src == "f32" || src == "f64" || src == "f16") {
		signed := dst[0] == 's'
		mask := uint64(1)<<uint(nb) - 1
		if nb == 64 {
			mask = math.MaxUint64
		}
		regMask := mask
		if nb < 16 {
			regMask = 0xffff // cvt to s8/u8 writes a 16-bit register, sign-extended for s8
		}
		return func(a []uint64) uint64 {
			x, _ := srcF(a[0])
			if src == "f64" {
				return F64ToInt(x, rnd, nb, signed) & regMask
			}
			return FloatToInt(x, rnd, nb, signed) & regMask
		}, true
	}
	if nb, ok := intBits[src]; ok {
		signed := src[0] == 's'
		val := func(v uint64) uint64 {
			if nb == 32 {
				if signed {
					return uint64(int64(int32(uint32(v))))
				}
				return uint64(uint32(v))
			}
			return v
		}
		switch dst {
		case "f32":
			return func(a []uint64) uint64 { return b32(IntToF32(val(a[0]), signed, rnd)) }, true
		case "f64":
			return func(a []uint64) uint64 { return b64(IntToF64(val(a[0]), signed, rnd)) }, true
		case "f16":
			return func(a []uint64) uint64 { return uint64(IntToF16(val(a[0]), signed, rnd)) }, true
		}
	}
	switch dst + "." + src {
	case "f32.f32":
		if has("sat") {
			return func(a []uint64) uint64 { return b32(Sat32(f32a(a[0]))) }, true
		}
		return func(a []uint64) uint64 {
			x, _ := srcF(a[0])
			r := RoundInt32(float32(x), rnd)
			if ftz {
				r = FTZ32(r)
			}
			return b32(r)
		}, true
	case "f64.f64":
		return func(a []uint64) uint64 { return b64(RoundInt64(f64a(a[0]), rnd)) }, true
	case "f16.f32":
		relu := has("relu")
		return func(a []uint64) uint64 {
			h := F32ToF16(f32a(a[0]), rnd)
			if relu {
				h = ReluF16(h)
			}
			return uint64(h)
		}, true
	case "bf16.f32":
		relu := has("relu")
		return func(a []uint64) uint64 {
			h := F32ToBF16(f32a(a[0]), rnd)
			if relu {
				h = ReluBF16(h)
			}
			return uint64(h)
		}, true
	case "tf32.f32":
		if has("satfinite") {
			return func(a []uint64) uint64 { return uint64(F32ToTF32Satfinite(f32a(a[0]), rnd)) }, true
		}
		return func(a []uint64) uint64 { return uint64(F32ToTF32(f32a(a[0]), rnd)) }, true
	case "e4m3x2.f32":
		return func(a []uint64) uint64 { return uint64(F32ToE4M3(f32a(a[0]), has("satfinite"))) }, true
	case "e5m2x2.f32":
		return func(a []uint64) uint64 { return uint64(F32ToE5M2(f32a(a[0]), has("satfinite"))) }, true
	case "e4m3x2.f16x2":
		return func(a []uint64) uint64 { return uint64(F32ToE4M3(F16ToF32(uint16(a[0])), has("satfinite"))) }, true
	case "e5m2x2.f16x2":
		return func(a []uint64) uint64 { return uint64(F32ToE5M2(F16ToF32(uint16(a[0])), has("satfinite"))) }, true
	case "f16x2.e4m3x2":
		return func(a []uint64) uint64 { return uint64(E4M3ToF16(uint8(a[0]))) }, true
	case "f16x2.e5m2x2":
		return func(a []uint64) uint64 { return uint64(E5M2ToF16(uint8(a[0]))) }, true
	case "f64.f32":
		return func(a []uint64) uint64 { return b64(float64(f32a(a[0]))) }, true
	case "f32.f64":
		return func(a []uint64) uint64 { return b32(F64ToF32(f64a(a[0]), rnd)) }, true
	case "f16.f64":
		return func(a []uint64) uint64 { return uint64(F64ToF16(f64a(a[0]), rnd)) }, true
	case "f32.f16":
		return func(a []uint64) uint64 { return b32(F16ToF32(uint16(a[0]))) }, true
	case "f32.bf16":
		return func(a []uint64) uint64 { return b32(BF16ToF32(uint16(a[0]))) }, true
	}
	return nil, false
}

// approxModel returns the MUFU-backed instructions' models, all exact. The
// .ftz forms are checked as the interpreter runs them: the function without
// .ftz between FTZ32 of the input and of the result (see approx.go).
func approxModel(name string, ftz bool) (func(a []uint64) uint64, bool) {
	f32 := func(fn func(float32) float32) func(a []uint64) uint64 {
		return func(a []uint64) uint64 {
			x := f32a(a[0])
			if ftz {
				x = FTZ32(x)
			}
			y := fn(x)
			if ftz {
				y = FTZ32(y)
			}
			return b32(y)
		}
	}
	switch strings.TrimSuffix(strings.Replace(name, ".ftz", "", 1), ".f32") {
	case "sin.approx":
		return f32(SinApprox32), true
	case "cos.approx":
		return f32(CosApprox32), true
	case "lg2.approx":
		return f32(Lg2Approx32), true
	case "ex2.approx":
		return f32(Ex2Approx32), true
	case "rcp.approx":
		return f32(RcpApprox32), true
	case "rsqrt.approx":
		return f32(RsqrtApprox32), true
	case "sqrt.approx":
		return f32(SqrtApprox32), true
	case "tanh.approx":
		return f32(TanhApprox32), true
	}
	h := func(fn func(uint16) uint16) func(a []uint64) uint64 {
		return func(a []uint64) uint64 { return uint64(fn(uint16(a[0]))) }
	}
	switch name {
	case "rcp.approx.ftz.f64":
		return func(a []uint64) uint64 { return b64(RcpApproxFtz64(f64a(a[0]))) }, true
	case "rsqrt.approx.f64":
		return func(a []uint64) uint64 { return b64(RsqrtApprox64(f64a(a[0]))) }, true
	case "rsqrt.approx.ftz.f64":
		return func(a []uint64) uint64 { return b64(RsqrtApproxFtz64(f64a(a[0]))) }, true
	case "ex2.approx.f16":
		return h(Ex2ApproxF16), true
	case "tanh.approx.f16":
		return h(TanhApproxF16), true
	case "ex2.approx.ftz.bf16":
		return h(Ex2ApproxFtzBF16), true
	case "tanh.approx.bf16":
		return h(TanhApproxBF16), true
	}
	return nil, false
}

// TestHardware compares every op of the golden file. Exact ops must match
// bit for bit; approximations are reported with their worst error in ulps
// and must stay within the bound recorded in approxULP.
func TestHardware(t *testing.T) {
	suites := readHW(t)
	var summary []string
	for _, s := range suites {
		for _, op := range s.ops {
			t.Run(op.name, func(t *testing.T) {
				fn, exact := model(op.name)
				if fn == nil {
					t.Skip("no model")
				}
				mask := uint64(math.MaxUint64)
				if op.outBytes < 8 {
					mask = 1<<(8*uint(op.outBytes)) - 1
				}
				bad := 0
				for i := 0; i < s.n; i++ {
					in := s.in[i*s.arity : (i+1)*s.arity]
					got := fn(in) & mask
					want := op.out[i]
					if got == want {
						continue
					}
					if !exact && withinTol(op, in, got, want) {
						continue
					}
					bad++
					if bad <= 8 {
						t.Errorf("%s(%s) = %#x, hardware %#x", op.name, fmtIn(s, in), got, want)
					}
				}
				summary = append(summary, fmt.Sprintf("%-32s %6d/%d mismatches", op.name, bad, s.n))
				if bad > 8 {
					t.Errorf("%d of %d mismatch", bad, s.n)
				}
			})
		}
	}
	sort.Strings(summary)
	if testing.Verbose() {
		for _, l := range summary {
			t.Log(l)
		}
	}
}

// tolerance bounds the distance between this package's MUFU models and
// the hardware: a result passes if it is within ulp units in the last
// place, or within abs, or within rel relative error. maxArg, if set,
// restricts the comparison to |x| <= maxArg (sin/cos: the hardware's
// reduction of large arguments is not modelled). The values are the
// measured worst cases, rounded up, and agree with the PTX ISA's bounds.
type tolerance struct {
	ulp      int64
	abs, rel float64
	argAbs   float64 // abs grows by argAbs×|x| (sin/cos: the f32 reduction's error)
	maxArg   float64
}

var approxTol = map[string]tolerance{
	"sin.approx.f32":       {ulp: 1, abs: 0x1p-20, argAbs: 0x1p-22, maxArg: 100},
	"sin.approx.ftz.f32":   {ulp: 1, abs: 0x1p-20, argAbs: 0x1p-22, maxArg: 100},
	"cos.approx.f32":       {ulp: 1, abs: 0x1p-20, argAbs: 0x1p-22, maxArg: 100},
	"cos.approx.ftz.f32":   {ulp: 1, abs: 0x1p-20, argAbs: 0x1p-22, maxArg: 100},
	"lg2.approx.f32":       {ulp: 3, abs: 0x1p-22},
	"lg2.approx.ftz.f32":   {ulp: 3, abs: 0x1p-22},
	"ex2.approx.f32":       {ulp: 2},
	"ex2.approx.ftz.f32":   {ulp: 2},
	"rcp.approx.f32":       {ulp: 1},
	"rcp.approx.ftz.f32":   {ulp: 1},
	"rsqrt.approx.f32":     {ulp: 1},
	"rsqrt.approx.ftz.f32": {ulp: 1},
	"sqrt.approx.f32":      {ulp: 1},
	"sqrt.approx.ftz.f32":  {ulp: 1},
	"tanh.approx.f32":      {ulp: 3, rel: 0x1p-10},
	"div.approx.f32":       {ulp: 2},
	"div.approx.ftz.f32":   {ulp: 2},
	"div.full.f32":         {ulp: 2},
	"rcp.approx.ftz.f64":   {ulp: 1 << 32}, // one unit of the 1.11.20 result
	"rsqrt.approx.ftz.f64": {ulp: 1 << 32},
	"rsqrt.approx.f64":     {ulp: 1},
	"ex2.approx.f16":       {ulp: 1},
	"tanh.approx.f16":      {ulp: 1},
}

func withinTol(op hwOp, in []uint64, got, want uint64) bool {
	tol, ok := approxTol[op.name]
	if !ok {
		return false
	}
	var d int64
	var g, w float64
	abs := tol.abs
	switch op.outBytes {
	case 4:
		d = int64(int32(uint32(got))) - int64(int32(uint32(want)))
		g, w = float64(f32a(got)), float64(f32a(want))
		x := math.Abs(float64(f32a(in[0])))
		if tol.maxArg > 0 && x > tol.maxArg {
			return true
		}
		abs += tol.argAbs * x
	case 2:
		d = int64(int16(uint16(got))) - int64(int16(uint16(want)))
		g, w = f16ToF64(uint16(got)), f16ToF64(uint16(want))
	default:
		d = int64(got) - int64(want)
		g, w = f64a(got), f64a(want)
	}
	if d < 0 {
		d = -d
	}
	if (got^want)>>(8*uint(op.outBytes)-1)&1 == 0 && d <= tol.ulp {
		return true
	}
	e := math.Abs(g - w)
	return e <= abs || e <= tol.rel*math.Abs(w)
}

func fmtIn(s *hwSuite, in []uint64) string {
	var b strings.Builder
	for i, v := range in {
		if i > 0 {
			b.WriteString(", ")
		}
		switch s.inBytes {
		case 4:
			fmt.Fprintf(&b, "%#08x(%g)", v, f32a(v))
		case 8:
			if strings.HasPrefix(s.name, "i") {
				fmt.Fprintf(&b, "%#x", v)
			} else {
				fmt.Fprintf(&b, "%#016x(%g)", v, f64a(v))
			}
		default:
			fmt.Fprintf(&b, "%#x", v)
		}
	}
	return b.String()
}
