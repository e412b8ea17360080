package isa

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// fastALUCases are instructions of every form fastalu.go specialises, and
// a few it must leave to the general handlers.
func fastALUCases() []string {
	var ins []string
	add := func(format string, args ...any) { ins = append(ins, fmt.Sprintf(format, args...)) }
	r := func(t string) (d, a, b string) {
		if strings.HasSuffix(t, "64") {
			return "%rd1", "%rd2", "%rd3"
		}
		return "%r1", "%r2", "%r3"
	}
	for _, t := range []string{"u32", "s32", "u64", "s64"} {
		d, a, b := r(t)
		add("sub.%s %s, %s, %s", t, d, a, b)
		add("mul.lo.%s %s, %s, %s", t, d, a, b)
		add("mul.hi.%s %s, %s, %s", t, d, a, b) // general
		add("shr.%s %s, %s, %%r3", t, d, a)
		add("min.%s %s, %s, %s", t, d, a, b)
		add("max.%s %s, %s, %s", t, d, a, b)
		for _, c := range []string{"eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs"} {
			if t[0] == 's' && (c == "lo" || c == "ls" || c == "hi" || c == "hs") {
				continue // unsigned comparisons of signed types: ptxas (and the parser) refuse them
			}
			add("setp.%s.%s %%p1|%%p2, %s, %s", c, t, a, b)
			add("setp.%s.%s %%p1, %s, %s", c, t, a, b)
		}
		add("setp.lt.and.%s %%p1, %s, %s, %%p3", t, a, b) // general
	}
	add("%s", "mul.wide.s32 %rd1, %r2, %r3")
	add("%s", "mul.wide.u32 %rd1, %r2, %r3")
	add("%s", "sub.sat.s32 %r1, %r2, %r3") // general
	add("%s", "add.sat.s32 %r1, %r2, %r3") // general
	for _, t := range []string{"u32", "s32", "u64", "s64"} {
		d, a, b := r(t)
		add("add.%s %s, %s, %s", t, d, a, b)
		add("mad.lo.%s %s, %s, %s, %s", t, d, a, b, d)
		add("mad.hi.%s %s, %s, %s, %s", t, d, a, b, d) // general
	}
	for _, t := range []string{"u32", "s32", "u64", "s64"} {
		d, a, b := r(t)
		add("div.%s %s, %s, %s", t, d, a, b)
		add("rem.%s %s, %s, %s", t, d, a, b)
		add("mov.%s %s, %s", t, d, a)
	}
	add("%s", "mov.f32 %f1, %f2")
	add("%s", "mov.b64 %rd1, {%r2, %r3}")
	add("%s", "mov.b64 {%r1, %r2}, %rd2")
	add("%s", "mov.pred %p1, %p2")
	for _, op := range []string{"add", "sub", "mul"} {
		for _, m := range []string{"", ".rn", ".rz", ".ftz", ".sat", ".rn.ftz"} {
			add("%s%s.f32 %%f1, %%f2, %%f3", op, m)
		}
	}
	for _, op := range []string{"fma", "mad"} {
		for _, m := range []string{".rn", ".rz", ".rm", ".ftz.rn", ".sat.rn", ".rn.ftz.sat"} {
			add("%s%s.f32 %%f1, %%f2, %%f3, %%f1", op, m)
		}
	}
	for _, t := range []string{"b32", "b64"} {
		d, a, b := r(t)
		for _, op := range []string{"and", "or", "xor"} {
			add("%s.%s %s, %s, %s", op, t, d, a, b)
		}
		add("shl.%s %s, %s, %%r3", t, d, a)
		add("shr.%s %s, %s, %%r3", t, d, a)
		add("setp.eq.%s %%p1, %s, %s", t, a, b)
		add("setp.ne.%s %%p1, %s, %s", t, a, b)
	}
	for _, c := range []string{"eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"} {
		add("setp.%s.f32 %%p1|%%p2, %%f2, %%f3", c)
		add("setp.%s.ftz.f32 %%p1, %%f2, %%f3", c) // general
	}
	for _, dt := range []string{"u32", "s32", "u64", "s64"} {
		for _, st := range []string{"u32", "s32", "u64", "s64"} {
			if dt == st {
				continue
			}
			d, _, _ := r(dt)
			_, a, _ := r(st)
			add("cvt.%s.%s %s, %s", dt, st, d, a)
			if dt[1:] == "64" && st[1:] == "32" && (st[0] == 'u' || dt[0] == 's') {
				continue // cannot overflow: ptxas (and the parser) refuse .sat
			}
			add("cvt.sat.%s.%s %s, %s", dt, st, d, a) // general
		}
	}
	return ins
}

// TestFastALU runs every specialised handler against the general handler
// Lower would have used, on random and boundary operands, full and partial
// masks: the registers and predicates they leave must be identical.
func TestFastALU(t *testing.T) {
	var b strings.Builder
	b.WriteString(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n" +
		"\t.reg .pred %p<4>;\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n\t.reg .f32 %f<4>;\n")
	cases := fastALUCases()
	for _, s := range cases {
		b.WriteString("\t" + s + ";\n")
	}
	b.WriteString("\tret;\n}\n")
	m, err := ptx.Parse("fast.ptx", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	specialiseOff = true
	p, err := Lower(m)
	specialiseOff = false
	if err != nil {
		t.Fatal(err)
	}
	f := p.Funcs[0]
	rng := rand.New(rand.NewPCG(1, 2))
	special32 := []uint64{0, 1, 2, 31, 32, 33, 63, 64, 65, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe,
		uint64(math.Float32bits(float32(math.NaN()))), 0x7f800000, 0xff800000, 0x80000000, 0x00000001, 0x807fffff, 0x3f800000}
	special64 := []uint64{0, 1, 63, 64, 65, 1 << 63, 1<<63 - 1, ^uint64(0), 0xffffffff, 0x100000000}
	fill := func(regs []uint64) {
		for i := range regs {
			switch rng.IntN(4) {
			case 0:
				regs[i] = special32[rng.IntN(len(special32))]
			case 1:
				regs[i] = special64[rng.IntN(len(special64))]
			case 2:
				regs[i] = uint64(rng.Uint32())
			default:
				regs[i] = rng.Uint64()
			}
		}
	}
	specialised := 0
	for pc := f.Start; pc < f.End; pc++ {
		in := &p.Code[pc]
		if in.Kind != KALU || in.Fn == nil {
			continue
		}
		fast := fastHandler(in)
		src := cases[min(int(pc-f.Start), len(cases)-1)]
		if fast == nil {
			continue
		}
		specialised++
		for trial := 0; trial < 200; trial++ {
			regs := make([]uint64, f.NumRegs*32)
			preds := make([]uint32, f.NumPreds)
			fill(regs)
			for i := range preds {
				preds[i] = rng.Uint32()
			}
			mask := ^uint32(0)
			if trial%2 == 1 {
				mask = rng.Uint32()
			}
			r1, p1 := slices.Clone(regs), slices.Clone(preds)
			in.Fn(in, r1, p1, mask)
			fast(in, regs, preds, mask)
			if !slices.Equal(r1, regs) || !slices.Equal(p1, preds) {
				t.Fatalf("%s (mask %08x): the specialised handler differs from the general one", src, mask)
			}
		}
	}
	if specialised < 144 {
		t.Errorf("only %d instructions were specialised", specialised)
	}
	t.Logf("%d of %d instructions specialised", specialised, len(cases))
}

// TestFmaF32AVX2 compares f32 fma's vector lane loops (avx2_amd64.s: the
// f64 one and the FMA3 one) with the scalar one on full masks: random operands, operands near 1
// (products near f32 midpoints), the double-rounding case
// 4097*4097 + 2^-30, zeros, subnormals, infinities, NaNs with payloads,
// results that overflow or underflow, and d the same register as a
// source.
func TestFmaF32AVX2(t *testing.T) {
	if !hasAVX2 {
		t.Skip("no AVX2 on this host: the vector loop is not used")
	}
	defer func(v, w bool) { useAVX2, useFMA3 = v, w }(useAVX2, useFMA3)
	rng := rand.New(rand.NewPCG(5, 6))
	edge := []uint32{0, 0x80000000, 1, 0x80000001, 0x007fffff, 0x00800000, 0x3f800000, 0xbf800000, 0x7f7fffff,
		0xff7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0x7fa00001, 0xffc12345, 0x45801000, 0x30800000, 0x0d800000, 0x1f800000}
	pick := func() uint64 {
		switch rng.IntN(5) {
		case 0:
			return uint64(edge[rng.IntN(len(edge))])
		case 1:
			return uint64(rng.Uint32())
		case 2:
			return uint64(0x3f800000 + rng.Uint32()%64)
		case 3:
			return uint64(math.Float32bits(float32(rng.NormFloat64())))
		}
		return uint64(math.Float32bits(float32(rng.NormFloat64() * math.Pow(2, float64(rng.IntN(280)-140)))))
	}
	for trial := 0; trial < 4000; trial++ {
		r := make([]uint64, 4*32)
		for i := range r {
			r[i] = pick()
		}
		if trial%7 == 0 { // the double-rounding midpoint in some lanes
			for l := 0; l < 32; l += 1 + rng.IntN(5) {
				r[32+l], r[64+l], r[96+l] = uint64(math.Float32bits(4097)), uint64(math.Float32bits(4097)), uint64(math.Float32bits(0x1p-30))
			}
		}
		in := &Inst{D: [4]int32{0}, S: [4]int32{1, 2, 3}}
		switch trial % 4 {
		case 1:
			in.D[0] = 1 // d is a
		case 2:
			in.D[0] = 3 // d is c
		}
		want := slices.Clone(r)
		useAVX2 = false
		fastFmaF32View(in, want, nil, ^uint32(0))
		useAVX2 = true
		for _, fma3 := range []bool{false, true} {
			if fma3 && !hasFMA3 {
				continue
			}
			useFMA3 = fma3
			got := slices.Clone(r)
			fastFmaF32View(in, got, nil, ^uint32(0))
			for i := range got {
				if got[i] != want[i] {
					l := i % 32
					t.Fatalf("trial %d lane %d (FMA3 %v): fma(%08x, %08x, %08x) = %08x, scalar loop %08x", trial, l, fma3, r[32+l], r[64+l], r[96+l], got[i], want[i])
				}
			}
		}
	}
}

// TestAddSubMulF32AVX2 compares f32 add, sub and mul's vector lane loops
// (avx2_amd64.s) with the scalar ones on full masks: random operands,
// zeros of both signs, subnormals (results too: no flush to zero),
// infinities (inf-inf, 0*inf: NaN results go the scalar way), NaNs with
// payloads, overflow and ties, high register halves that must be ignored,
// and d the same register as a source.
func TestAddSubMulF32AVX2(t *testing.T) {
	if !hasAVX2 {
		t.Skip("no AVX2 on this host: the vector loop is not used")
	}
	defer func(v bool) { useAVX2 = v }(useAVX2)
	rng := rand.New(rand.NewPCG(11, 12))
	edge := []uint32{0, 0x80000000, 1, 0x80000001, 0x007fffff, 0x00800000, 0x00800001, 0x3f800000, 0xbf800000, 0x3f800001,
		0x33800000, 0x7f7fffff, 0xff7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0x7fa00001, 0xffc12345, 0x4b800000}
	pick := func() uint64 {
		var v uint32
		switch rng.IntN(4) {
		case 0:
			v = edge[rng.IntN(len(edge))]
		case 1:
			v = rng.Uint32()
		case 2:
			v = math.Float32bits(float32(rng.NormFloat64()))
		default:
			v = math.Float32bits(float32(rng.NormFloat64() * math.Pow(2, float64(rng.IntN(300)-150))))
		}
		return uint64(v) | uint64(rng.Uint32())<<32*uint64(rng.IntN(2))
	}
	ops := []struct {
		name string
		fn   ALUFn
	}{{"add", fastAddF32V}, {"sub", fastSubF32V}, {"mul", fastMulF32V}}
	for trial := 0; trial < 3000; trial++ {
		r := make([]uint64, 3*32)
		for i := range r {
			r[i] = pick()
		}
		if trial%5 == 0 { // one group without NaN results
			for i := 32; i < len(r); i++ {
				r[i] = uint64(math.Float32bits(float32(rng.NormFloat64())))
			}
		}
		in := &Inst{D: [4]int32{0}, S: [4]int32{1, 2}}
		switch trial % 3 {
		case 1:
			in.D[0] = 1 // d is a
		case 2:
			in.D[0] = 2 // d is b
		}
		for _, op := range ops {
			want, got := slices.Clone(r), slices.Clone(r)
			useAVX2 = false
			op.fn(in, want, nil, ^uint32(0))
			useAVX2 = true
			op.fn(in, got, nil, ^uint32(0))
			for i := range got {
				if got[i] != want[i] {
					l := i % 32
					t.Fatalf("trial %d lane %d: %s(%08x, %08x) = %08x, scalar loop %08x", trial, l, op.name, uint32(r[32+l]), uint32(r[64+l]), got[i], want[i])
				}
			}
		}
	}
}

// TestDivRemU32Uniform compares div.u32 and rem.u32 by a divisor every
// lane shares (the reciprocal multiply, fastdiv.go) with Go's / and % on
// edge and random dividends and divisors, and checks that a divisor that
// differs in one lane, 0 and 1 keep the general rules.
func TestDivRemU32Uniform(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	edge := []uint32{0, 1, 2, 3, 5, 7, 10, 31, 32, 33, 255, 1000, 65535, 65536, 65537, 1<<31 - 1, 1 << 31, 1<<31 + 1, 0xfffffffe, 0xffffffff}
	pick := func() uint32 {
		if rng.IntN(3) == 0 {
			return edge[rng.IntN(len(edge))]
		}
		return rng.Uint32() >> rng.IntN(32)
	}
	in := &Inst{D: [4]int32{0}, S: [4]int32{1, 2}}
	for trial := 0; trial < 20000; trial++ {
		r := make([]uint64, 3*32)
		y := pick()
		for l := 0; l < 32; l++ {
			r[32+l] = uint64(pick()) | uint64(rng.Uint32())<<32*uint64(rng.IntN(2)) // high halves ignored
			r[64+l] = uint64(y)
			if trial%3 == 0 {
				r[64+l] |= uint64(rng.Uint32()) << 32 // the divisor's high halves are ignored too
			}
		}
		if trial%50 == 0 {
			r[64+rng.IntN(32)] ^= 1 // not uniform
		}
		for _, div := range []bool{true, false} {
			got := slices.Clone(r)
			if div {
				fastDivU32Uniform(in, got, nil, ^uint32(0))
			} else {
				fastRemU32Uniform(in, got, nil, ^uint32(0))
			}
			for l := 0; l < 32; l++ {
				x, yl := uint32(r[32+l]), uint32(r[64+l])
				want := uint64(0xffffffff)
				if yl != 0 && div {
					want = uint64(x / yl)
				} else if yl != 0 {
					want = uint64(x % yl)
				}
				if got[l] != want {
					t.Fatalf("div %v: %d by %d = %d, want %d", div, x, yl, got[l], want)
				}
			}
		}
	}
}
