package mma

import (
	"encoding/binary"
	"fmt"
)

// wmma fragments: the PTX ISA leaves the lane layout of wmma fragments
// unspecified; a program may only rely on load, mma and store agreeing.
// ptxsim uses the layout sm_80+ hardware uses where it is known and a
// consistent extension of it elsewhere: every wmma fragment is built from
// mma.sync fragments (m16n16k16 A is the m16n8k16 A fragment, B and C/D
// are two m16n8 fragments side by side, m32n8k16 stacks two m16 fragments,
// m8n32k16 takes the g-rows of four n8 tiles, tf32 m16n16k8 uses m16n8k8
// fragments, f64 m8n8k4 is mma.m8n8k4). An f16 A or B fragment has eight
// registers whatever the shape (a Volta legacy) and holds its elements
// more than once: slot i holds what slot i mod (distinct slots) holds.

// wmmaPlace picks the formula of a wmma operand.
func wmmaPlace(s Shape, o Operand, k Kind) (place, int, error) {
	bad := fmt.Errorf("mma: no %s fragment for wmma.%s with .%s elements", o, s, k)
	rows, cols := s.dims(o)
	uniq := rows * cols / 32 // distinct elements per lane
	shift := func(f place, per, dr, dc int) place {
		return func(g, t, i int) (int, int) {
			r, c := f(g, t, i%per)
			tile := i / per
			return r + dr*tile, c + dc*tile
		}
	}
	var f place
	switch {
	case o == OpC && (k == F16 || k == F32 || k == S32):
		switch s {
		case Shape{16, 16, 16}, Shape{16, 16, 8}:
			f = shift(c16x8, 4, 0, 8)
		case Shape{32, 8, 16}:
			f = shift(c16x8, 4, 16, 0)
		case Shape{8, 32, 16}:
			f = func(g, t, i int) (int, int) { return g, 2*t + i&1 + 8*(i>>1) }
		case Shape{8, 8, 32}, Shape{8, 8, 128}:
			f = c884
		}
	case o == OpC && k == F64 && s == Shape{8, 8, 4}:
		f = c884
	case (k == F16 || k == BF16) && s.K == 16:
		switch {
		case o == OpA && s.M == 16:
			f = a16
		case o == OpA && s.M == 32:
			f = shift(a16, 8, 16, 0)
		case o == OpA && s.M == 8:
			f = func(g, t, i int) (int, int) { return a16(g, t, [4]int{0, 1, 4, 5}[i]) }
		case o == OpB && s.N == 16:
			f = shift(b16, 4, 0, 8)
		case o == OpB && s.N == 8:
			f = b16
		case o == OpB && s.N == 32:
			f = shift(b16, 4, 0, 8)
		}
		if s.M*s.N != 256 {
			f = nil // only m16n16k16, m32n8k16, m8n32k16
		}
	case (k == S8 || k == U8) && s.K == 16 && s.M*s.N == 256:
		switch {
		case o == OpA && s.M == 16:
			f = a8
		case o == OpA && s.M == 32:
			f = shift(a8, 8, 16, 0)
		case o == OpA && s.M == 8:
			f = func(g, t, i int) (int, int) { return g, 4*t + i }
		case o == OpB && s.N == 8:
			f = b8
		case o == OpB:
			f = shift(b8, 4, 0, 8)
		}
	case k == TF32 && s == Shape{16, 16, 8}:
		if o == OpA {
			f = a32
		} else {
			f = shift(b32, 2, 0, 8)
		}
	case k == F64 && s == Shape{8, 8, 4}:
		f = [...]place{a884, b884}[o]
	case (k == S4 || k == U4) && s == Shape{8, 8, 32}:
		f = [...]place{a88(8), b88(8)}[o]
	case k == B1 && s == Shape{8, 8, 128}:
		f = [...]place{a88(32), b88(32)}[o]
	}
	if f == nil {
		return nil, 0, bad
	}
	regs := regsFor(k, uniq)
	if k == F16 && o != OpC {
		regs = 8
	}
	per := 1
	if b := k.Bits(); b < 32 {
		per = 32 / b
	}
	if regs*per > uniq {
		g := f
		f = func(gg, t, i int) (int, int) { return g(gg, t, i%uniq) }
	}
	return f, regs, nil
}

// WMMALayout returns the fragment layout ptxsim uses for operand o of a
// wmma shape (OpC also serves D). The result is shared and read-only.
func WMMALayout(s Shape, o Operand, k Kind) (*FragLayout, error) {
	key := layoutKey{s, o, k, true}
	if l, ok := layouts.Load(key); ok {
		return l.(*FragLayout), nil
	}
	f, regs, err := wmmaPlace(s, o, k)
	if err != nil {
		return nil, err
	}
	rows, cols := s.dims(o)
	l, err := newLayout(rows, cols, k, regs, f)
	if err != nil {
		return nil, err
	}
	v, _ := layouts.LoadOrStore(key, l)
	return v.(*FragLayout), nil
}

// NewWMMA decodes a wmma.mma form (.atype/.btype from the fragments,
// .dtype.ctype from the instruction). Unlike mma.sync, f16 wmma may mix an
// f16 C with an f32 D and the reverse.
func NewWMMA(s Spec, model *Model) (*Op, error) {
	if model == nil && s.A == TF32 {
		model = &H200WmmaTF32
	}
	return newOp(s, model, WMMALayout, true)
}

// offset is the element offset of (row, col) in memory of leading
// dimension ldm (in elements), row-major or column-major.
func offset(row, col, ldm int, rowMajor bool) uint64 {
	if rowMajor {
		return uint64(row*ldm + col)
	}
	return uint64(col*ldm + row)
}

// Load is wmma.load.{a,b,c}: every lane reads its elements of the matrix
// at base (leading dimension ldm elements, .row or .col) into out.
// Sub-byte elements (s4, u4, b1) are packed little-end first in memory.
func (l *FragLayout) Load(rowMajor bool, base uint64, ldm int, read Mem, out *Frag) error {
	size := uint64(l.bits / 8)
	var buf [8]byte
	for lane := range out {
		for r := 0; r < l.Regs; r++ {
			out[lane][r] = 0
		}
		for s := 0; s < l.slots; s++ {
			row, col := l.Elem(lane, s)
			var v uint64
			if size == 0 {
				bit := offset(row, col, ldm, rowMajor) * uint64(l.bits)
				if err := read(base+bit/8, buf[:1]); err != nil {
					return err
				}
				v = uint64(buf[0]) >> (bit % 8) & l.mask
				out[lane][s/l.PerReg] |= v << (uint(s%l.PerReg) * l.bits)
				continue
			}
			if err := read(base+offset(row, col, ldm, rowMajor)*size, buf[:size]); err != nil {
				return err
			}
			v = binary.LittleEndian.Uint64(buf[:])
			if size < 8 {
				v &= 1<<(8*size) - 1
			}

			out[lane][s/l.PerReg] |= v << (uint(s%l.PerReg) * l.bits)
		}
	}
	return nil
}

// Store is wmma.store.d: the fragment's elements are written to the matrix
// at base (leading dimension ldm elements, .row or .col), each once.
func (l *FragLayout) Store(rowMajor bool, base uint64, ldm int, in *Frag, write Mem) error {
	size := uint64(l.bits / 8)
	var buf [8]byte
	for e, h := range l.home {
		lane, s := int(h)/MaxSlots, int(h)%MaxSlots
		v := in[lane][s/l.PerReg] >> (uint(s%l.PerReg) * l.bits) & l.mask
		binary.LittleEndian.PutUint64(buf[:], v)
		if err := write(base+offset(e/l.Cols, e%l.Cols, ldm, rowMajor)*size, buf[:size]); err != nil {
			return err
		}
	}
	return nil
}
