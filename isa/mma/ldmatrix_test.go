package mma

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// smem is a flat test memory for LdMatrix/StMatrix.
type smem []byte

func (m smem) read(addr uint64, p []byte) error {
	if addr+uint64(len(p)) > uint64(len(m)) || addr%16 != 0 {
		return fmt.Errorf("bad address %#x", addr)
	}
	copy(p, m[addr:])
	return nil
}

func (m smem) write(addr uint64, p []byte) error {
	if addr+uint64(len(p)) > uint64(len(m)) || addr%16 != 0 {
		return fmt.Errorf("bad address %#x", addr)
	}
	copy(m[addr:], p)
	return nil
}

// indexMem is the probe's 128x8 array of b16 whose elements hold their own
// index.
func indexMem() smem {
	m := make(smem, 128*16)
	for i := 0; i < 1024; i++ {
		binary.LittleEndian.PutUint16(m[2*i:], uint16(i))
	}
	return m
}

// Hand-derived: with row r of matrix i at row 8i+r of indexMem, element
// (r, c) of matrix i is 64i+8r+c. Lane 5 (row 1, columns 2,3) must hold
// 64i+10 | 64i+11<<16; with .trans lane 5 holds column 1, rows 2,3:
// 64i+17 | 64i+25<<16.
func TestLdMatrixByHand(t *testing.T) {
	m := indexMem()
	var addrs [32]uint64
	for l := range addrs {
		addrs[l] = uint64(l) * 16
	}
	for _, num := range []int{1, 2, 4} {
		for _, trans := range []bool{false, true} {
			var f Frag
			if err := LdMatrix(num, trans, &addrs, m.read, &f); err != nil {
				t.Fatal(err)
			}
			for i := 0; i < num; i++ {
				want := uint64(64*i+10) | uint64(64*i+11)<<16
				if trans {
					want = uint64(64*i+17) | uint64(64*i+25)<<16
				}
				if f[5][i] != want {
					t.Errorf("x%d trans=%v: lane 5 reg %d = %#x, want %#x", num, trans, i, f[5][i], want)
				}
				// lane 31: row 7, cols 6,7 (or col 7, rows 6,7)
				want = uint64(64*i+62) | uint64(64*i+63)<<16
				if trans {
					want = uint64(64*i+55) | uint64(64*i+63)<<16
				}
				if f[31][i] != want {
					t.Errorf("x%d trans=%v: lane 31 reg %d = %#x, want %#x", num, trans, i, f[31][i], want)
				}
			}
			if f[0][num%MaxRegs] != 0 && num < 4 {
				t.Errorf("x%d wrote register %d", num, num)
			}
		}
	}
	var bad [32]uint64
	bad[3] = 7
	var f Frag
	if err := LdMatrix(1, false, &bad, m.read, &f); err == nil {
		t.Error("misaligned row address gave no error")
	}
	if err := LdMatrix(3, false, &bad, m.read, &f); err == nil {
		t.Error(".x3 gave no error")
	}
}

// TestStMatrixRoundTrip: stmatrix then ldmatrix with the same .trans
// gives back the registers, and movmatrix equals ldmatrix with the other
// .trans.
func TestStMatrixRoundTrip(t *testing.T) {
	var addrs [32]uint64
	for l := range addrs {
		addrs[l] = uint64(31-l) * 16
	}
	var in Frag
	for l := range in {
		for i := 0; i < 4; i++ {
			in[l][i] = uint64(l*8+2*i) | uint64(l*8+2*i+1)<<16
		}
	}
	for _, trans := range []bool{false, true} {
		m := make(smem, 32*16)
		if err := StMatrix(4, trans, &addrs, &in, m.write); err != nil {
			t.Fatal(err)
		}
		var back, other Frag
		if err := LdMatrix(4, trans, &addrs, m.read, &back); err != nil {
			t.Fatal(err)
		}
		if back != in {
			t.Errorf("trans=%v: stmatrix+ldmatrix changed the registers", trans)
		}
		if err := LdMatrix(4, !trans, &addrs, m.read, &other); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 4; i++ {
			var a, d [32]uint64
			for l := range a {
				a[l] = back[l][i]
			}
			MovMatrix(&d, &a)
			for l := range d {
				if d[l] != other[l][i] {
					t.Fatalf("movmatrix lane %d = %#x, ldmatrix of the other layout %#x", l, d[l], other[l][i])
				}
			}
		}
	}
}

// TestH200Matrix compares with the H200 runs of ldmatrix, stmatrix and
// movmatrix (testdata/h200/matrix.json).
func TestH200Matrix(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "h200", "matrix.json"))
	if err != nil {
		t.Fatal(err)
	}
	var mf h200MatFile
	if err := json.Unmarshal(raw, &mf); err != nil {
		t.Fatal(err)
	}
	variants := []struct {
		num   int
		trans bool
	}{{1, false}, {2, false}, {4, false}, {1, true}, {2, true}, {4, true}}
	for ti, tt := range mf.Ld {
		m := indexMem()
		var addrs [32]uint64
		for l, r := range tt.Rows {
			addrs[l] = uint64(r) * 16
		}
		w := 0
		for _, v := range variants {
			var f Frag
			if err := LdMatrix(v.num, v.trans, &addrs, m.read, &f); err != nil {
				t.Fatal(err)
			}
			for i := 0; i < v.num; i++ {
				for l := 0; l < 32; l++ {
					if got, hw := uint32(f[l][i]), tt.Out[l*14+w+i]; got != hw {
						t.Errorf("ldmatrix test %d x%d trans=%v lane %d reg %d: %#x, H200 %#x", ti, v.num, v.trans, l, i, got, hw)
					}
				}
			}
			w += v.num
		}
	}
	for ti, tt := range mf.St {
		var addrs [32]uint64
		for l, r := range tt.Rows {
			addrs[l] = uint64(r) * 16
		}
		var in Frag
		for l := range in {
			for i := 0; i < 4; i++ {
				in[l][i] = uint64(l*8+2*i) | uint64(l*8+2*i+1)<<16
			}
		}
		for vi, v := range variants {
			m := make(smem, 128*16)
			for i := range m {
				m[i] = 0xff
			}
			if err := StMatrix(v.num, v.trans, &addrs, &in, m.write); err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 512; i++ {
				if got, hw := binary.LittleEndian.Uint32(m[4*i:]), tt.Out[vi*512+i]; got != hw {
					t.Errorf("stmatrix test %d x%d trans=%v word %d: %#x, H200 %#x", ti, v.num, v.trans, i, got, hw)
				}
			}
		}
	}
	for ti, tt := range mf.Mov {
		var a, d [32]uint64
		for l := range a {
			a[l] = uint64(tt.Rows[l])
		}
		MovMatrix(&d, &a)
		for l := range d {
			if uint32(d[l]) != tt.Out[l] {
				t.Errorf("movmatrix test %d lane %d: %#x, H200 %#x", ti, l, d[l], tt.Out[l])
			}
		}
	}
	if len(mf.Ld) == 0 || len(mf.St) == 0 || len(mf.Mov) == 0 {
		t.Fatal("matrix.json lacks a part")
	}
}
