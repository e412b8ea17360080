package mma

import (
	"fmt"
	"sync"
)

// MaxRegs is the most registers one lane holds for one fragment (an f16
// wmma A fragment, an f64 m16n8k16 A fragment: 8).
const MaxRegs = 8

// MaxSlots is the most elements one lane holds for one fragment (128: four
// registers of 32 b1 elements, m16n8k256).
const MaxSlots = 128

// Frag is a warp's registers for one fragment: Frag[lane][i] is the i-th
// register of the fragment's vector operand ({%r1, %r2, ...}) in that lane.
// Registers are held as uint64 like the engine's registers; 16-bit and
// 8-bit elements are packed little-end first (element 0 in bits 0..15),
// 32-bit values use the low half, and only f64 uses all 64 bits.
type Frag [32][MaxRegs]uint64

// FragLayout says which lane and which part of which register holds each
// element of a fragment. One FragLayout serves both directions (Gather:
// registers to matrix, Scatter: matrix to registers), so a load, an mma
// and a store can never disagree.
//
// An element may live in several lanes (the f16 wmma fragments inherited
// from Volta hold every element twice or more); Gather reads its first
// holder and Scatter writes all of them.
type FragLayout struct {
	Rows, Cols int  // the matrix this fragment holds
	Kind       Kind // element kind
	Regs       int  // registers per lane
	PerReg     int  // elements per register: 32/bits for sub-word kinds, else 1

	bits  uint   // element width
	mask  uint64 // low bits of one element
	slots int    // elements per lane = Regs*PerReg
	// elem[lane][slot] is the row-major index row*Cols+col of the element
	// in that slot. Slot s sits in register s/PerReg at bit (s%PerReg)*bits.
	elem [32][MaxSlots]int16
	// home[e] is lane*MaxSlots+slot of the first lane holding element e.
	home []uint16
}

// Slots is the number of elements each lane holds.
func (l *FragLayout) Slots() int { return l.slots }

// Elem gives the (row, col) of the element held in slot s of lane.
func (l *FragLayout) Elem(lane, s int) (row, col int) {
	e := int(l.elem[lane][s])
	return e / l.Cols, e % l.Cols
}

// Len is the number of matrix elements, Rows*Cols.
func (l *FragLayout) Len() int { return l.Rows * l.Cols }

// Gather copies the fragment's elements out of the warp's registers into m,
// row-major (m[row*Cols+col]); each value is the element's raw bits,
// zero-extended. len(m) must be at least Len().
func (l *FragLayout) Gather(f *Frag, m []uint64) {
	m = m[:len(l.home)]
	for e, h := range l.home {
		lane, s := int(h)/MaxSlots, int(h)%MaxSlots
		r, sub := s/l.PerReg, uint(s%l.PerReg)
		m[e] = f[lane][r] >> (sub * l.bits) & l.mask
	}
}

// Scatter writes the row-major elements m into every lane and register
// the fragment occupies (all copies of replicated elements); registers the
// fragment does not use are left alone.
func (l *FragLayout) Scatter(m []uint64, f *Frag) {
	m = m[:len(l.home)]
	for lane := range f {
		for r := 0; r < l.Regs; r++ {
			var v uint64
			for sub := 0; sub < l.PerReg; sub++ {
				e := l.elem[lane][r*l.PerReg+sub]
				v |= (m[e] & l.mask) << (uint(sub) * l.bits)
			}
			f[lane][r] = v
		}
	}
}

// place is a layout formula: the (row, col) of slot i of a lane, with
// g = lane>>2 (the PTX ISA's groupID) and t = lane%4 (threadID_in_group).
type place func(g, t, i int) (row, col int)

// newLayout tabulates a formula and checks that it covers every element.
func newLayout(rows, cols int, k Kind, regs int, f place) (*FragLayout, error) {
	bits := k.Bits()
	per := 1
	if bits < 32 {
		per = 32 / bits
	}
	l := &FragLayout{Rows: rows, Cols: cols, Kind: k, Regs: regs, PerReg: per,
		bits: uint(bits), slots: regs * per}
	if bits == 64 {
		l.mask = ^uint64(0)
	} else if bits == 32 {
		l.mask = 0xffffffff
	} else {
		l.mask = 1<<uint(bits) - 1
	}
	if l.slots > MaxSlots || regs > MaxRegs {
		return nil, fmt.Errorf("mma: fragment of %d registers of %s is too large", regs, k)
	}
	n := rows * cols
	l.home = make([]uint16, n)
	seen := make([]bool, n)
	for lane := 0; lane < 32; lane++ {
		for s := 0; s < l.slots; s++ {
			r, c := f(lane>>2, lane&3, s)
			if r < 0 || r >= rows || c < 0 || c >= cols {
				return nil, fmt.Errorf("mma: layout places lane %d slot %d at (%d,%d) outside %dx%d", lane, s, r, c, rows, cols)
			}
			e := r*cols + c
			l.elem[lane][s] = int16(e)
			if !seen[e] {
				seen[e] = true
				l.home[e] = uint16(lane*MaxSlots + s)
			}
		}
	}
	for e, ok := range seen {
		if !ok {
			return nil, fmt.Errorf("mma: layout leaves element (%d,%d) of %dx%d in no lane", e/cols, e%cols, rows, cols)
		}
	}
	return l, nil
}

// The mma.sync fragment formulas of the PTX ISA ("Matrix fragments for
// mma.m16n8k*"), one per operand and element width, in the slot order a0,
// a1, ... of the ISA's figures. Each covers every K the width allows: a
// shape with half the K uses the first half of the slots.

// a16 is A for f16/bf16 (m16n8k8: a0..a3, m16n8k16: a0..a7).
func a16(g, t, i int) (int, int) { return g + 8*(i>>1&1), 2*t + i&1 + 8*(i>>2) }

// b16 is B for f16/bf16 (k8: b0,b1; k16: b0..b3).
func b16(g, t, i int) (int, int) { return 2*t + i&1 + 8*(i>>1), g }

// a32 is A for tf32 and f64 on m16n8k4/k8/k16 (a0 row g, a1 row g+8, then
// the next four columns).
func a32(g, t, i int) (int, int) { return g + 8*(i&1), t + 4*(i>>1) }

// b32 is B for tf32 and f64 (b0 row t, b1 row t+4, ...).
func b32(g, t, i int) (int, int) { return t + 4*i, g }

// a8 is A for s8/u8 (m16n8k16: a0..a7, m16n8k32: a0..a15).
func a8(g, t, i int) (int, int) { return g + 8*(i>>2&1), 4*t + i&3 + 16*(i>>3) }

// b8 is B for s8/u8 (k16: b0..b3, k32: b0..b7).
func b8(g, t, i int) (int, int) { return 4*t + i&3 + 16*(i>>2), g }

// c16x8 is C/D of every m16n8 shape, whatever the accumulator kind.
func c16x8(g, t, i int) (int, int) { return g + 8*(i>>1), 2*t + i&1 }

// The m8n8k4 .f64 formulas.
func a884(g, t, _ int) (int, int) { return g, t }
func b884(g, t, _ int) (int, int) { return t, g }
func c884(g, t, i int) (int, int) { return g, 2*t + i }

// regsFor is the number of registers that hold n elements of kind k.
func regsFor(k Kind, n int) int {
	if b := k.Bits(); b < 32 {
		return n * b / 32
	}
	return n
}

// The m8n8 integer and b1 formulas: lane g/t holds row g of A from column
// t*(elements per register), and the transposed arrangement of B; C is the
// m8n8k4 .f64 accumulator arrangement.
func a88(per int) place { return func(g, t, i int) (int, int) { return g, per*t + i } }
func b88(per int) place { return func(g, t, i int) (int, int) { return per*t + i, g } }

// a4 and b4 are A and B for s4/u4 on m16n8k32/k64 (8 elements a register).
func a4(g, t, i int) (int, int) { return g + 8*(i>>3&1), 8*t + i&7 + 32*(i>>4) }
func b4(g, t, i int) (int, int) { return 8*t + i&7 + 32*(i>>3), g }

// a1 and b1 are A and B for b1 on m16n8k128/k256 (32 elements a register).
func a1(g, t, i int) (int, int) { return g + 8*(i>>5&1), 32*t + i&31 + 128*(i>>6) }
func b1(g, t, i int) (int, int) { return 32*t + i&31 + 128*(i>>5), g }

// mmaPlace picks the formula of an mma.sync operand.
func mmaPlace(s Shape, o Operand, k Kind) (place, error) {
	bad := fmt.Errorf("mma: no %s fragment for mma.%s with .%s elements", o, s, k)
	if s.M == 8 && s.N == 8 && s.K != 4 {
		per := map[Kind]int{S8: 4, U8: 4, S4: 8, U4: 8, B1: 32}[k]
		if o == OpC && k == S32 {
			return c884, nil
		}
		if per == 0 || s.K != 4*per {
			return nil, bad
		}
		return [...]place{a88(per), b88(per)}[o], nil
	}
	if s == (Shape{8, 8, 4}) {
		if k != F64 {
			return nil, bad // the sm_70 f16 m8n8k4 quad-pair form is not modelled
		}
		return [...]place{a884, b884, c884}[o], nil
	}
	if s.M != 16 || s.N != 8 {
		return nil, bad
	}
	if o == OpC {
		switch k {
		case F16, F32, S32, F64:
			return c16x8, nil
		}
		return nil, bad
	}
	switch k {
	case F16, BF16:
		if s.K == 8 || s.K == 16 {
			return [...]place{a16, b16}[o], nil
		}
	case TF32:
		if s.K == 4 || s.K == 8 {
			return [...]place{a32, b32}[o], nil
		}
	case F64:
		if s.K == 4 || s.K == 8 || s.K == 16 {
			return [...]place{a32, b32}[o], nil
		}
	case S8, U8, E4M3, E5M2:
		if s.K == 16 || s.K == 32 {
			return [...]place{a8, b8}[o], nil
		}
	case S4, U4:
		if s.K == 32 || s.K == 64 {
			return [...]place{a4, b4}[o], nil
		}
	case B1:
		if s.K == 128 || s.K == 256 {
			return [...]place{a1, b1}[o], nil
		}
	}
	return nil, bad
}

type layoutKey struct {
	shape Shape
	op    Operand
	kind  Kind
	wmma  bool
}

var layouts sync.Map // layoutKey -> *FragLayout

// Layout returns the fragment layout of operand o (OpC also serves D) of
// mma.sync with the given shape and element kind, exactly as the PTX ISA
// specifies it. The result is shared and must not be modified.
func Layout(s Shape, o Operand, k Kind) (*FragLayout, error) {
	key := layoutKey{s, o, k, false}
	if l, ok := layouts.Load(key); ok {
		return l.(*FragLayout), nil
	}
	f, err := mmaPlace(s, o, k)
	if err != nil {
		return nil, err
	}
	rows, cols := s.dims(o)
	l, err := newLayout(rows, cols, k, regsFor(k, rows*cols/32), f)
	if err != nil {
		return nil, err
	}
	v, _ := layouts.LoadOrStore(key, l)
	return v.(*FragLayout), nil
}
