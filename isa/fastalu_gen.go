//go:build ignore

// fastalu_gen.go writes fastalu.go: handlers specialised by opcode, type
// and comparison for the ALU instructions that dominate real kernels, so
// that their lane loops call nothing per lane (the general handlers of
// alu_lower.go and float.go compose closures, one or more calls per lane).
// Each entry below is the exact semantics of the general handler for that
// case; TestFastALU checks every generated handler against the general one
// on random and boundary operands. Run with go generate ./isa.
package main

import (
	"bytes"
	"fmt"
	"go/format"
	"log"
	"os"
	"strings"
)

// binop is d = expr(a, b) for full 64-bit lane values a and b.
type binop struct {
	op, cond string // ptx opcode (ptx.OpX) and an extra condition on in
	name     string
	types    []string // ptx types handled
	expr     string   // Go expression over a, b (uint64): the lane's result
}

// cmpop is setp's predicate for one type class and comparison.
type cmpop struct {
	name  string
	types []string
	cmps  []string // isa.CmpOp names (same semantics)
	pre   string   // statements giving x, y from a, b
	expr  string   // bool expression over x, y
}

// cvtop is cvt between integer types without .sat.
type cvtop struct {
	name   string
	dt, st []string
	expr   string
}

var u32 = []string{"U32", "S32", "B32"}
var u64 = []string{"U64", "S64", "B64"}

var binops = []binop{
	{"Add", "!in.Has(FSat)", "add32", u32, "uint64(uint32(a + b))"},
	{"Add", "", "add64", u64, "a + b"},
	{"Sub", "!in.Has(FSat)", "sub32", u32, "uint64(uint32(a - b))"},
	{"Sub", "", "sub64", u64, "a - b"},
	{"And", "", "and32", u32, "a & b & 0xffffffff"},
	{"And", "", "and64", u64, "a & b"},
	{"Or", "", "or32", u32, "(a | b) & 0xffffffff"},
	{"Or", "", "or64", u64, "a | b"},
	{"Xor", "", "xor32", u32, "(a ^ b) & 0xffffffff"},
	{"Xor", "", "xor64", u64, "a ^ b"},
	{"Mul", "!in.Has(FHi) && !in.Has(FWide)", "mulLo32", u32, "uint64(uint32(a * b))"},
	{"Mul", "!in.Has(FHi) && !in.Has(FWide)", "mulLo64", u64, "a * b"},
	{"Shl", "", "shl32", u32, "shl32(a, b)"},
	{"Shl", "", "shl64", u64, "shl64(a, b)"},
	{"Shr", "", "shrU32", []string{"U32", "B32"}, "shrU32(a, b)"},
	{"Shr", "", "shrS32", []string{"S32"}, "shrS32(a, b)"},
	{"Shr", "", "shrU64", []string{"U64", "B64"}, "shrU64(a, b)"},
	{"Shr", "", "shrS64", []string{"S64"}, "uint64(int64(a) >> min(uint32(b), 63))"},
	{"Min", "", "minU32", []string{"U32"}, "uint64(min(uint32(a), uint32(b)))"},
	{"Min", "", "minS32", []string{"S32"}, "uint64(uint32(min(int32(a), int32(b))))"},
	{"Max", "", "maxU32", []string{"U32"}, "uint64(max(uint32(a), uint32(b)))"},
	{"Max", "", "maxS32", []string{"S32"}, "uint64(uint32(max(int32(a), int32(b))))"},
	{"Min", "", "minU64", []string{"U64"}, "min(a, b)"},
	{"Min", "", "minS64", []string{"S64"}, "uint64(min(int64(a), int64(b)))"},
	{"Max", "", "maxU64", []string{"U64"}, "max(a, b)"},
	{"Max", "", "maxS64", []string{"S64"}, "uint64(max(int64(a), int64(b)))"},
}

// rawop is a handler with its own per-lane statements over a, b, c
// (uint64 lane values) setting d[l].
type rawop struct {
	op, cond, name string
	types          []string
	srcs           int
	body           string
}

var rawops = []rawop{
	{"Mov", "in.D[1] == NoSlot && in.S[1] == NoSlot", "mov", []string{"U32", "S32", "B32", "U64", "S64", "B64", "F32", "F64"}, 1, "d[l] = a"},
	{"Div", "", "divU32", []string{"U32"}, 2, "x, y := uint32(a), uint32(b)\n\t\tif y == 0 {\n\t\t\td[l] = 0xffffffff\n\t\t} else {\n\t\t\td[l] = uint64(x / y)\n\t\t}"},
	{"Rem", "", "remU32", []string{"U32"}, 2, "x, y := uint32(a), uint32(b)\n\t\tif y == 0 {\n\t\t\td[l] = 0xffffffff\n\t\t} else {\n\t\t\td[l] = uint64(x % y)\n\t\t}"},
	{"Div", "", "divS32", []string{"S32"}, 2, "x, y := int32(a), int32(b)\n\t\tswitch y {\n\t\tcase 0:\n\t\t\td[l] = 0xffffffff\n\t\tcase -1:\n\t\t\td[l] = uint64(uint32(-x))\n\t\tdefault:\n\t\t\td[l] = uint64(uint32(x / y))\n\t\t}"},
	{"Rem", "", "remS32", []string{"S32"}, 2, "x, y := int32(a), int32(b)\n\t\tswitch y {\n\t\tcase 0:\n\t\t\td[l] = 0xffffffff\n\t\tcase -1:\n\t\t\td[l] = 0\n\t\tdefault:\n\t\t\td[l] = uint64(uint32(x % y))\n\t\t}"},
	{"Mad", "in.Has(FLo) && !in.Has(FHi) && !in.Has(FWide) && !in.Has(FSat)", "madLo32", u32, 3, "d[l] = uint64(uint32(a*b + c))"},
	{"Mad", "in.Has(FLo) && !in.Has(FHi) && !in.Has(FWide) && !in.Has(FSat)", "madLo64", u64, 3, "d[l] = a*b + c"},
	// Plain f32 arithmetic (no .ftz, .sat, rounding .rn): Go's float32
	// operations round to nearest even as the GPU does; a NaN result goes
	// through fpu for the GPU's canonical NaN. fma: see fpu.Fma32.
	{"Add", "plainF32(in)", "addF32", []string{"F32"}, 2, "s := f32(a) + f32(b)\n\t\tif s != s {\n\t\t\ts = fpu.Add32(f32(a), f32(b), fpu.RN)\n\t\t}\n\t\td[l] = b32(s)"},
	{"Sub", "plainF32(in)", "subF32", []string{"F32"}, 2, "s := f32(a) - f32(b)\n\t\tif s != s {\n\t\t\ts = fpu.Sub32(f32(a), f32(b), fpu.RN)\n\t\t}\n\t\td[l] = b32(s)"},
	{"Mul", "plainF32(in)", "mulF32", []string{"F32"}, 2, "s := f32(a) * f32(b)\n\t\tif s != s {\n\t\t\ts = fpu.Mul32(f32(a), f32(b), fpu.RN)\n\t\t}\n\t\td[l] = b32(s)"},
	{"Fma", "plainF32(in)", "fmaF32", []string{"F32"}, 3, "s := float64(f32(a))*float64(f32(b)) + float64(f32(c))\n\t\tif u := math.Float64bits(s); (u>>52&0x7ff)-(1023-126) <= 253 && u&(1<<29-1) != 1<<28 {\n\t\t\td[l] = b32(float32(s))\n\t\t} else {\n\t\t\td[l] = fmaSlow(a, b, c)\n\t\t}"},
	{"Mad", "plainF32(in)", "madF32", []string{"F32"}, 3, "s := float64(f32(a))*float64(f32(b)) + float64(f32(c))\n\t\tif u := math.Float64bits(s); (u>>52&0x7ff)-(1023-126) <= 253 && u&(1<<29-1) != 1<<28 {\n\t\t\td[l] = b32(float32(s))\n\t\t} else {\n\t\t\td[l] = fmaSlow(a, b, c)\n\t\t}"},
}

var cmpops = []cmpop{
	{"S32", []string{"S32"}, nil, "x, y := int32(a), int32(b)", ""},
	{"U32", []string{"U32", "B32"}, nil, "x, y := uint32(a), uint32(b)", ""},
	{"S64", []string{"S64"}, nil, "x, y := int64(a), int64(b)", ""},
	{"U64", []string{"U64", "B64"}, nil, "x, y := a, b", ""},
	{"F32", []string{"F32"}, nil, "x, y := f32(a), f32(b)", ""},
}

// intCmps: comparison name -> (isa.CmpOp names, expression); LO/LS/HI/HS
// mean the same as LT/LE/GT/GE for every integer type (intCmp).
var intCmps = []struct {
	name string
	cmps []string
	expr string
}{
	{"EQ", []string{"CmpEQ"}, "x == y"},
	{"NE", []string{"CmpNE"}, "x != y"},
	{"LT", []string{"CmpLT", "CmpLO"}, "x < y"},
	{"LE", []string{"CmpLE", "CmpLS"}, "x <= y"},
	{"GT", []string{"CmpGT", "CmpHI"}, "x > y"},
	{"GE", []string{"CmpGE", "CmpHS"}, "x >= y"},
}

// floatCmps: the ordered comparisons are false, the unordered true, when
// either operand is NaN (floatCmp); Go's float comparisons are false with
// a NaN except !=.
var floatCmps = []struct {
	name string
	cmps []string
	expr string
}{
	{"EQ", []string{"CmpEQ"}, "x == y"},
	{"NE", []string{"CmpNE"}, "x < y || x > y"},
	{"LT", []string{"CmpLT"}, "x < y"},
	{"LE", []string{"CmpLE"}, "x <= y"},
	{"GT", []string{"CmpGT"}, "x > y"},
	{"GE", []string{"CmpGE"}, "x >= y"},
	{"EQU", []string{"CmpEQU"}, "!(x < y || x > y)"},
	{"NEU", []string{"CmpNEU"}, "x != y"},
	{"LTU", []string{"CmpLTU"}, "!(x >= y)"},
	{"LEU", []string{"CmpLEU"}, "!(x > y)"},
	{"GTU", []string{"CmpGTU"}, "!(x <= y)"},
	{"GEU", []string{"CmpGEU"}, "!(x < y)"},
}

var cvtops = []cvtop{
	{"cvtZext32to64", u64, []string{"U32", "B32"}, "uint64(uint32(a))"},
	{"cvtSext32to64", u64, []string{"S32"}, "uint64(int64(int32(a)))"},
	{"cvtTrunc64to32", u32, []string{"U64", "S64", "B64"}, "uint64(uint32(a))"},
	{"cvt32to32", u32, u32, "uint64(uint32(a))"},
	{"cvt64to64", u64, u64, "a"},
}

func main() {
	var b bytes.Buffer
	b.WriteString(`// Code generated by fastalu_gen.go; DO NOT EDIT.

package isa

import (
	"math"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa/fpu"
	"github.com/ptxsim/ptxsim/ptx"
)

`)
	// The lookup.
	b.WriteString(`// fastALU returns a handler specialised for in (an ALU instruction whose
// general handler Lower has chosen), or nil when there is none.
func fastALU(in *Inst) ALUFn {
	switch in.Op {
`)
	byOp := map[string][]binop{}
	var ops []string
	all := binops
	for _, o := range rawops {
		all = append(all, binop{op: o.op, cond: o.cond, name: o.name, types: o.types})
	}
	for _, o := range all {
		if _, ok := byOp[o.op]; !ok {
			ops = append(ops, o.op)
		}
		byOp[o.op] = append(byOp[o.op], o)
	}
	for _, op := range ops {
		fmt.Fprintf(&b, "\tcase ptx.Op%s:\n\t\tif in.Bool != BoolNone || in.Flags&^(FSat|FHi|FWide|FLo|FRound) != 0 {\n\t\t\treturn nil\n\t\t}\n\t\tswitch in.Type {\n", op)
		for _, o := range byOp[op] {
			fmt.Fprintf(&b, "\t\tcase %s:\n", typeList(o.types))
			if o.cond != "" {
				fmt.Fprintf(&b, "\t\t\tif %s {\n\t\t\t\treturn %s\n\t\t\t}\n", o.cond, handler(o.name))
			} else {
				fmt.Fprintf(&b, "\t\t\treturn %s\n", handler(o.name))
			}
		}
		b.WriteString("\t\t}\n")
	}
	b.WriteString(`	case ptx.OpSetp:
		if in.Bool != BoolNone || in.Flags&^(FLo|FHi) != 0 {
			return nil
		}
		switch in.Type {
`)
	for _, c := range cmpops {
		fmt.Fprintf(&b, "\t\tcase %s:\n\t\t\tswitch in.Cmp {\n", typeList(c.types))
		list := intCmps
		if c.name == "F32" {
			list = nil
			for _, f := range floatCmps {
				list = append(list, struct {
					name string
					cmps []string
					expr string
				}{f.name, f.cmps, f.expr})
			}
		}
		for _, k := range list {
			fmt.Fprintf(&b, "\t\t\tcase %s:\n\t\t\t\treturn setp%s%s\n", strings.Join(k.cmps, ", "), c.name, k.name)
		}
		b.WriteString("\t\t\t}\n")
	}
	b.WriteString(`		}
	case ptx.OpCvt:
		if in.Flags != 0 {
			return nil
		}
		switch in.Type {
`)
	// No cvt to s32: into a 64-bit register its result is sign-extended
	// to the register's width (cvt.go, cvtExtend), which the Inst does not
	// record.
	for _, dt := range []string{"U64", "S64", "B64", "U32", "B32"} {
		fmt.Fprintf(&b, "\t\tcase ptx.%s:\n\t\t\tswitch in.SType {\n", dt)
		for _, c := range cvtops {
			if contains(c.dt, dt) {
				fmt.Fprintf(&b, "\t\t\tcase %s:\n\t\t\t\treturn %s\n", typeList(c.st), c.name)
			}
		}
		b.WriteString("\t\t\t}\n")
	}
	b.WriteString("\t\t}\n\t}\n\treturn nil\n}\n\n")

	// The handlers.
	for _, o := range binops {
		fmt.Fprintf(&b, "func %s(in *Inst, r []uint64, _ []uint32, mask uint32) {\n", handler(o.name))
		b.WriteString("\td, sa, sb := lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1])\n")
		loops(&b, "a, b := sa[l], sb[l]\n\t\td[l] = "+o.expr)
		b.WriteString("}\n\n")
	}
	for _, o := range rawops {
		fmt.Fprintf(&b, "func %s(in *Inst, r []uint64, _ []uint32, mask uint32) {\n", handler(o.name))
		if o.srcs == 1 && o.body == "d[l] = a" {
			// A copy: the whole register at once when the mask is full
			// (the compiler moves it in vector registers).
			b.WriteString("\td, sa := lanes(r, in.D[0]), lanes(r, in.S[0])\n\tif mask == ^uint32(0) {\n\t\t*d = *sa\n\t\treturn\n\t}\n")
			b.WriteString("\tfor m := mask; m != 0; m &= m - 1 {\n\t\tl := bits.TrailingZeros32(m) & 31\n\t\td[l] = sa[l]\n\t}\n")
		} else if o.srcs == 1 {
			b.WriteString("\td, sa := lanes(r, in.D[0]), lanes(r, in.S[0])\n")
			loops(&b, "a := sa[l]\n\t\t"+o.body)
		} else if o.srcs == 3 {
			b.WriteString("\td, sa, sb, sc := lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1]), lanes(r, in.S[2])\n")
			loops(&b, "a, b, c := sa[l], sb[l], sc[l]\n\t\t"+o.body)
		} else {
			b.WriteString("\td, sa, sb := lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1])\n")
			loops(&b, "a, b := sa[l], sb[l]\n\t\t"+o.body)
		}
		b.WriteString("}\n\n")
	}
	for _, c := range cmpops {
		list := intCmps
		if c.name == "F32" {
			list = nil
			for _, f := range floatCmps {
				list = append(list, struct {
					name string
					cmps []string
					expr string
				}{f.name, f.cmps, f.expr})
			}
		}
		for _, k := range list {
			fmt.Fprintf(&b, "func setp%s%s(in *Inst, r []uint64, p []uint32, mask uint32) {\n", c.name, k.name)
			b.WriteString("\tsa, sb := lanes(r, in.S[0]), lanes(r, in.S[1])\n\tvar t uint32\n")
			// Full mask: each lane's bit without a branch (the
			// compiler makes the if a SETcc; comparisons of lane ids
			// against a stride change outcome lane by lane), four
			// lanes' bits gathered with constant shifts.
			b.WriteString("\tif mask == ^uint32(0) {\n\t\tfor i := 0; i < 32; i += 4 {\n\t\tvar nib uint32\n")
			for j := 0; j < 4; j++ {
				l := "i"
				if j > 0 {
					l = fmt.Sprintf("i + %d", j)
				}
				fmt.Fprintf(&b, "\t\t{\n\t\tl := %s\n\t\ta, b := sa[l], sb[l]\n\t\t%s\n\t\tvar bit uint32\n\t\tif %s {\n\t\t\tbit = 1\n\t\t}\n\t\tnib |= bit << %d\n\t\t}\n", l, c.pre, k.expr, j)
			}
			b.WriteString("\t\tt |= nib << i\n\t\t}\n\t} else {\n")
			fmt.Fprintf(&b, "\t\tfor m := mask; m != 0; m &= m - 1 {\n\t\tl := bits.TrailingZeros32(m) & 31\n\t\ta, b := sa[l], sb[l]\n\t\t%s\n\t\tif %s {\n\t\t\tt |= 1 << l\n\t\t}\n\t\t}\n\t}\n", c.pre, k.expr)
			b.WriteString("\tsetBits(p, in.D[0], mask, t)\n\tif in.D[1] != NoSlot {\n\t\tsetBits(p, in.D[1], mask, ^t)\n\t}\n}\n\n")
		}
	}
	for _, c := range cvtops {
		fmt.Fprintf(&b, "func %s(in *Inst, r []uint64, _ []uint32, mask uint32) {\n", c.name)
		b.WriteString("\td, sa := lanes(r, in.D[0]), lanes(r, in.S[0])\n")
		loops(&b, "a := sa[l]\n\t\td[l] = "+c.expr)
		b.WriteString("}\n\n")
	}
	b.WriteString(`func shl32(a, b uint64) uint64 {
	if uint32(b) >= 32 {
		return 0
	}
	return uint64(uint32(a) << uint32(b))
}

func shl64(a, b uint64) uint64 {
	if uint32(b) >= 64 {
		return 0
	}
	return a << uint32(b)
}

func shrU32(a, b uint64) uint64 {
	if uint32(b) >= 32 {
		return 0
	}
	return uint64(uint32(a) >> uint32(b))
}

func shrS32(a, b uint64) uint64 { return uint64(uint32(int32(a) >> min(uint32(b), 31))) }

func shrU64(a, b uint64) uint64 {
	if uint32(b) >= 64 {
		return 0
	}
	return a >> uint32(b)
}

// The fma handlers: the product of two f32 values is exact in f64, so
// the lane's s is the exact result rounded once to f64, and rounding s to
// f32 is correct unless s lies exactly on a midpoint between two f32
// values (double rounding); those, zeros, infinities, NaNs, subnormals and
// results outside the f32 normal range take fmaSlow (fpu.Fma32).

// fmaSlow is fma.rn.f32 on one lane's operand bits, every case.
//
//go:noinline
func fmaSlow(a, b, c uint64) uint64 { return b32(fpu.Fma32(f32(a), f32(b), f32(c), fpu.RN)) }

// plainF32 reports whether in is an f32 operation without .ftz or .sat,
// rounding to nearest even.
func plainF32(in *Inst) bool { return in.Flags&^FRound == 0 && in.Rnd == fpu.RN }

// lanes is register slot s's 32 lanes as an array (no bounds checks in
// the lane loops).
func lanes(r []uint64, s int32) *[32]uint64 { return (*[32]uint64)(r[s*32 : s*32+32]) }
`)
	src, err := format.Source(b.Bytes())
	if err != nil {
		os.WriteFile("fastalu.go", b.Bytes(), 0o644)
		log.Fatal(err)
	}
	if err := os.WriteFile("fastalu.go", src, 0o644); err != nil {
		log.Fatal(err)
	}
}

// loops writes a handler's lane loops: all 32 lanes without a test when
// the mask is full, four lanes per iteration (the compiler neither
// unrolls nor vectorizes; l = i+k keeps the bounds checks out: 26-33
// against 39-53 ns for 32 lanes of add.u32), else the active lanes.
func loops(b *bytes.Buffer, body string) {
	b.WriteString("\tif mask == ^uint32(0) {\n\t\tfor i := 0; i < 32; i += 4 {\n")
	for k := 0; k < 4; k++ {
		l := "i"
		if k > 0 {
			l = fmt.Sprintf("i + %d", k)
		}
		fmt.Fprintf(b, "\t\t{\n\t\tl := %s\n\t\t%s\n\t\t}\n", l, body)
	}
	b.WriteString("\t\t}\n\t} else {\n")
	fmt.Fprintf(b, "\t\tfor m := mask; m != 0; m &= m - 1 {\n\t\tl := bits.TrailingZeros32(m) & 31\n\t\t%s\n\t\t}\n\t}\n", body)
}

// handler is the generated function's name for a binop.
func handler(name string) string { return "fast" + strings.ToUpper(name[:1]) + name[1:] }

func contains(ts []string, t string) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

func typeList(ts []string) string {
	var s []string
	for _, t := range ts {
		s = append(s, "ptx."+t)
	}
	return strings.Join(s, ", ")
}
