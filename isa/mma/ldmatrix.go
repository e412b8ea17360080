package mma

import (
	"encoding/binary"
	"fmt"
)

// ldmatrix, stmatrix and movmatrix move 8x8 matrices of 16-bit elements
// between memory (one 16-byte row per address) and the mma fragment
// layout: lane l holds row l/4, columns 2(l%4) and 2(l%4)+1 of each
// matrix, packed in one 32-bit register (low half first). With .trans a
// lane holds the transposed matrix instead: column l/4, rows 2(l%4) and
// 2(l%4)+1.
//
// Addresses: matrix i of an .x1/.x2/.x4 form has its rows at the
// addresses supplied by lanes 8i..8i+7 (row r by lane 8i+r); other lanes'
// addresses are ignored.

// Mem reads or writes len(p) bytes at a shared-memory address; the engine
// supplies it (and its bounds and alignment errors).
type Mem func(addr uint64, p []byte) error

func checkNum(num int) error {
	if num != 1 && num != 2 && num != 4 {
		return fmt.Errorf("mma: ldmatrix/stmatrix count .x%d (want .x1, .x2 or .x4)", num)
	}
	return nil
}

// fragPos is where element (r, c) of an 8x8 matrix sits: lane and half.
func fragPos(r, c int, trans bool) (lane int, half uint) {
	if trans {
		r, c = c, r
	}
	return r*4 + c/2, uint(c & 1)
}

// LdMatrix is ldmatrix.sync.aligned.m8n8.x{num}{.trans}.b16: it reads num
// 8x8 matrices through read and leaves matrix i in register i of every
// lane of out (registers num..7 are untouched).
func LdMatrix(num int, trans bool, addrs *[32]uint64, read Mem, out *Frag) error {
	if err := checkNum(num); err != nil {
		return err
	}
	var row [16]byte
	for i := 0; i < num; i++ {
		for l := range out {
			out[l][i] = 0
		}
		for r := 0; r < 8; r++ {
			if err := read(addrs[8*i+r], row[:]); err != nil {
				return err
			}
			for c := 0; c < 8; c++ {
				lane, h := fragPos(r, c, trans)
				out[lane][i] |= uint64(binary.LittleEndian.Uint16(row[2*c:])) << (16 * h)
			}
		}
	}
	return nil
}

// StMatrix is stmatrix.sync.aligned.m8n8.x{num}{.trans}.b16: the reverse of
// LdMatrix, writing register i of every lane of in as matrix i.
func StMatrix(num int, trans bool, addrs *[32]uint64, in *Frag, write Mem) error {
	if err := checkNum(num); err != nil {
		return err
	}
	var row [16]byte
	for i := 0; i < num; i++ {
		for r := 0; r < 8; r++ {
			for c := 0; c < 8; c++ {
				lane, h := fragPos(r, c, trans)
				binary.LittleEndian.PutUint16(row[2*c:], uint16(in[lane][i]>>(16*h)))
			}
			if err := write(addrs[8*i+r], row[:]); err != nil {
				return err
			}
		}
	}
	return nil
}

// MovMatrix is movmatrix.sync.aligned.m8n8.trans.b16: a holds an 8x8
// matrix in the fragment layout (one register per lane); d gets its
// transpose in the same layout. d may be a.
func MovMatrix(d, a *[32]uint64) {
	var m [8][8]uint16
	for l := range a {
		m[l>>2][2*(l&3)] = uint16(a[l])
		m[l>>2][2*(l&3)+1] = uint16(a[l] >> 16)
	}
	for l := range d {
		r, c := l>>2, 2*(l&3)
		d[l] = uint64(m[c][r]) | uint64(m[c+1][r])<<16
	}
}
