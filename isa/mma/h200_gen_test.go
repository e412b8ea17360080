package mma

import (
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// The H200 experiment (see testdata/h200/README.md):
//
//	go test ./isa/mma -run TestH200Gen -mma.gen      writes testdata/h200/in.bin
//	(run testdata/h200/probe on the GPU: probe in.bin out.bin)
//	go test ./isa/mma -run TestH200Gen -mma.import=DIR   reads DIR/out.bin, writes testdata/h200/*.json
var (
	flagGen    = flag.Bool("mma.gen", false, "write the H200 probe's input testdata/h200/in.bin")
	flagImport = flag.String("mma.import", "", "directory holding the probe's out.bin: write testdata/h200/*.json")
)

// h200Op is one mma form of the probe; the numbers match genprobe.py.
type h200Op struct {
	id   int
	spec Spec
}

func sp(m, n, k int, d, a, b, c Kind, sat bool) Spec {
	return Spec{Shape: Shape{m, n, k}, A: a, B: b, C: c, D: d, Satfinite: sat}
}

var h200Ops = []h200Op{
	{0, sp(16, 8, 16, F32, F16, F16, F32, false)},
	{1, sp(16, 8, 16, F32, BF16, BF16, F32, false)},
	{2, sp(16, 8, 8, F32, TF32, TF32, F32, false)},
	{3, sp(16, 8, 16, F16, F16, F16, F16, false)},
	{4, sp(16, 8, 8, F32, F16, F16, F32, false)},
	{5, sp(16, 8, 8, F32, BF16, BF16, F32, false)},
	{6, sp(16, 8, 4, F32, TF32, TF32, F32, false)},
	{7, sp(16, 8, 32, S32, S8, S8, S32, false)},
	{8, sp(16, 8, 32, S32, S8, S8, S32, true)},
	{9, sp(16, 8, 32, S32, U8, S8, S32, false)},
	{10, sp(16, 8, 16, S32, S8, S8, S32, false)},
	{11, sp(8, 8, 4, F64, F64, F64, F64, false)},
	{12, sp(16, 8, 4, F64, F64, F64, F64, false)},
	{13, sp(16, 8, 8, F64, F64, F64, F64, false)},
	{14, sp(16, 8, 16, F64, F64, F64, F64, false)},
	{15, sp(16, 8, 8, F16, F16, F16, F16, false)},
}

// encode rounds x to kind k (to nearest), giving raw bits.
func encode(k Kind, x float64) uint64 {
	switch k {
	case F64:
		return math.Float64bits(x)
	case F32, TF32:
		return uint64(math.Float32bits(float32(x)))
	case S8:
		return uint64(uint8(int8(x)))
	case U8:
		return uint64(uint8(x))
	case S32:
		return uint64(uint32(int32(x)))
	}
	f := fmtF16
	if k == BF16 {
		f = format{7, 127, 127, 8}
	}
	if math.IsNaN(x) {
		return 0x7fff
	}
	neg := math.Signbit(x)
	x = math.Abs(x)
	if math.IsInf(x, 0) {
		return pack(f, neg, 1, f.emax+1, RoundNearest, true)
	}
	fr, e := math.Frexp(x)
	mant := uint64(fr * (1 << 53))
	return pack(f, neg, mant, int32(e-53), RoundNearest, true)
}

// genMatrix fills n elements of kind k in one of the probe's styles.
func genMatrix(r *rand.Rand, k Kind, n int, style string, role Operand) []uint64 {
	m := make([]uint64, n)
	lo, hi := -12, 6 // exponent range for "wide"
	switch k {
	case BF16, TF32, F32:
		lo, hi = -40, 30
	case F64:
		lo, hi = -200, 100
	}
	if role == OpC {
		lo, hi = lo*2, hi*2
		if k == F16 {
			lo, hi = -14, 14
		}
	}
	for i := range m {
		var x float64
		switch style {
		case "smallint":
			x = float64(r.IntN(7) - 3)
		case "uniform":
			x = r.Float64()*2 - 1
		case "wide":
			if r.IntN(10) == 0 {
				x = 0
			} else {
				x = math.Ldexp(1+r.Float64(), lo+r.IntN(hi-lo+1))
				if r.IntN(2) == 0 {
					x = -x
				}
			}
		case "tiny": // c near 1, products far below its last bit
			if role == OpC {
				x = 1 + float64(r.IntN(8))/8
				if r.IntN(4) == 0 {
					x = -x
				}
			} else {
				x = math.Ldexp(1+float64(r.IntN(4))/4, -(9 + r.IntN(6)))
				if k == F16 && r.IntN(3) == 0 {
					x = math.Ldexp(float64(1+r.IntN(1023)), -24) // f16 subnormal
				}
				if r.IntN(3) == 0 {
					x = -x
				}
				if r.IntN(5) == 0 {
					x = 0
				}
			}
		case "rawbits":
			b := r.Uint64()
			switch k {
			case F16:
				b = b & 0x83ff
				b |= uint64(r.IntN(30)) << 10
			case BF16:
				b = b & 0x807f
				b |= uint64(90+r.IntN(70)) << 7
			case TF32, F32:
				b = b & 0x807fffff
				b |= uint64(90+r.IntN(70)) << 23
			case F64:
				b = b &^ (0x7ff << 52)
				b |= uint64(900+r.IntN(250)) << 52
			case S8, U8:
				b &= 0xff
			case S32:
				b &= 0xffffffff
			}
			m[i] = b
			continue
		case "special":
			switch r.IntN(12) {
			case 0:
				x = math.Inf(1)
			case 1:
				x = math.Inf(-1)
			case 2:
				x = math.NaN()
			case 3:
				x = math.Copysign(0, -1)
			case 4:
				x = 0
			default:
				x = float64(r.IntN(9) - 4)
			}
		case "intmax": // integer saturation
			if role == OpC {
				x = float64(math.MaxInt32 - r.IntN(20000))
				if r.IntN(2) == 0 {
					x = float64(math.MinInt32 + r.IntN(20000))
				}
			} else if k == U8 {
				x = float64(200 + r.IntN(56))
			} else {
				x = float64(100 + r.IntN(28))
				if r.IntN(2) == 0 {
					x = -x - 1
				}
			}
		}
		m[i] = encode(k, x)
	}
	if style == "cancel" && role != OpC {
		panic("cancel is built by genCancel")
	}
	return m
}

// genCancel makes A and B whose second half of k nearly cancels the first:
// a[i][k+K/2] = -a[i][k] with its last bit flipped, b[k+K/2][j] = b[k][j].
func genCancel(r *rand.Rand, s Spec) (a, b []uint64) {
	M, N, K := s.Shape.M, s.Shape.N, s.Shape.K
	a = genMatrix(r, s.A, M*K, "wide", OpA)
	b = genMatrix(r, s.B, K*N, "wide", OpB)
	h := K / 2
	sign := uint64(1) << (s.A.Bits() - 1)
	if s.A == TF32 {
		sign = 1 << 31
	}
	flip := uint64(1)
	if s.A == TF32 {
		flip = 1 << 13
	}
	for i := 0; i < M; i++ {
		for k := 0; k < h; k++ {
			v := a[i*K+k] ^ sign
			if r.IntN(2) == 0 && v&^sign != 0 {
				v ^= flip
			}
			a[i*K+k+h] = v
		}
	}
	for k := 0; k < h; k++ {
		for j := 0; j < N; j++ {
			b[(k+h)*N+j] = b[k*N+j]
		}
	}
	return a, b
}

// probeTest is one mma of the experiment: row-major matrices of raw bits.
type probeTest struct {
	Style      string
	A, B, C, D []uint64
}

func isFloat(k Kind) bool { return k == F16 || k == BF16 || k == TF32 || k == F32 || k == F64 }

func genTests(o h200Op) []probeTest {
	r := rand.New(rand.NewPCG(uint64(o.id), 0x7e45))
	s := o.spec
	M, N, K := s.Shape.M, s.Shape.N, s.Shape.K
	var styles []string
	if isFloat(s.A) {
		for _, st := range []struct {
			name string
			n    int
		}{{"smallint", 2}, {"uniform", 3}, {"wide", 8}, {"tiny", 6}, {"cancel", 6}, {"rawbits", 5}, {"special", 2}} {
			for i := 0; i < st.n; i++ {
				styles = append(styles, st.name)
			}
		}
	} else {
		styles = []string{"smallint", "smallint", "rawbits", "rawbits", "rawbits", "rawbits", "intmax", "intmax", "intmax", "intmax"}
	}
	var ts []probeTest
	for _, st := range styles {
		t := probeTest{Style: st}
		if st == "cancel" {
			t.A, t.B = genCancel(r, s)
			t.C = genMatrix(r, s.C, M*N, "wide", OpC)
		} else {
			t.A = genMatrix(r, s.A, M*K, st, OpA)
			t.B = genMatrix(r, s.B, K*N, st, OpB)
			t.C = genMatrix(r, s.C, M*N, st, OpC)
		}
		ts = append(ts, t)
	}
	return ts
}

// laneWords flattens a lane's fragment registers into 32-bit words (f64
// registers as low, high).
func laneWords(w []uint32, regs []uint64, k Kind) []uint32 {
	for _, v := range regs {
		w = append(w, uint32(v))
		if k == F64 {
			w = append(w, uint32(v>>32))
		}
	}
	return w
}

func wordsPerReg(k Kind) int {
	if k == F64 {
		return 2
	}
	return 1
}

// The ldmatrix/stmatrix/movmatrix part of the probe.
func genRows(r *rand.Rand, distinct bool) []uint32 {
	rows := make([]uint32, 32)
	if distinct {
		p := r.Perm(128)
		for i := range rows {
			rows[i] = uint32(p[i])
		}
		return rows
	}
	for i := range rows {
		rows[i] = uint32(r.IntN(128))
	}
	return rows
}

const probeMatTests = 4

func TestH200Gen(t *testing.T) {
	if !*flagGen && *flagImport == "" {
		t.Skip("only with -mma.gen or -mma.import")
	}
	dir := filepath.Join("testdata", "h200")
	var in []uint32
	type rec struct {
		op    h200Op
		tests []probeTest
		mma   *Op
	}
	var recs []rec
	for _, o := range h200Ops {
		op, err := NewOp(o.spec, nil)
		if err != nil {
			t.Fatal(err)
		}
		ts := genTests(o)
		recs = append(recs, rec{o, ts, op})
		in = append(in, uint32(o.id), uint32(len(ts)))
		for _, tt := range ts {
			var fa, fb, fc Frag
			op.LA.Scatter(tt.A, &fa)
			op.LB.Scatter(tt.B, &fb)
			op.LC.Scatter(tt.C, &fc)
			for lane := 0; lane < 32; lane++ {
				in = laneWords(in, fa[lane][:op.LA.Regs], o.spec.A)
				in = laneWords(in, fb[lane][:op.LB.Regs], o.spec.B)
				in = laneWords(in, fc[lane][:op.LC.Regs], o.spec.C)
			}
		}
	}
	r := rand.New(rand.NewPCG(100, 1))
	var ldRows, stRows [][]uint32
	var movIn [][]uint32
	for i := 0; i < probeMatTests; i++ {
		ldRows = append(ldRows, genRows(r, i%2 == 1))
		stRows = append(stRows, genRows(r, true))
		w := make([]uint32, 32)
		for l := range w {
			w[l] = r.Uint32()
		}
		movIn = append(movIn, w)
	}
	for _, p := range []struct {
		op int
		ws [][]uint32
	}{{100, ldRows}, {101, stRows}, {102, movIn}} {
		in = append(in, uint32(p.op), uint32(len(p.ws)))
		for _, w := range p.ws {
			in = append(in, w...)
		}
	}
	if *flagGen {
		b := make([]byte, 4*len(in))
		for i, w := range in {
			binary.LittleEndian.PutUint32(b[4*i:], w)
		}
		if err := os.WriteFile(filepath.Join(dir, "in.bin"), b, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %d words", len(in))
		return
	}
	raw, err := os.ReadFile(filepath.Join(*flagImport, "out.bin"))
	if err != nil {
		t.Fatal(err)
	}
	out := make([]uint32, len(raw)/4)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(raw[4*i:])
	}
	pos := 0
	for _, rc := range recs {
		op := rc.mma
		wd := op.LD.Regs * wordsPerReg(rc.op.spec.D)
		f := h200File{Spec: rc.op.spec, PTX: ptxName(rc.op.spec)}
		for _, tt := range rc.tests {
			var fd Frag
			for lane := 0; lane < 32; lane++ {
				for i := 0; i < op.LD.Regs; i++ {
					v := uint64(out[pos])
					if rc.op.spec.D == F64 {
						v |= uint64(out[pos+1]) << 32
					}
					pos += wordsPerReg(rc.op.spec.D)
					fd[lane][i] = v
				}
			}
			_ = wd
			tt.D = make([]uint64, op.LD.Len())
			op.LD.Gather(&fd, tt.D)
			f.Tests = append(f.Tests, h200Test{Style: tt.Style,
				A: hexOf(tt.A, rc.op.spec.A), B: hexOf(tt.B, rc.op.spec.B),
				C: hexOf(tt.C, rc.op.spec.C), D: hexOf(tt.D, rc.op.spec.D)})
		}
		writeJSON(t, filepath.Join(dir, fmt.Sprintf("mma_%s.json", fileName(rc.op.spec))), f)
	}
	mf := h200MatFile{}
	for _, rows := range ldRows {
		mf.Ld = append(mf.Ld, h200MatTest{Rows: rows, Out: out[pos : pos+32*14]})
		pos += 32 * 14
	}
	for _, rows := range stRows {
		mf.St = append(mf.St, h200MatTest{Rows: rows, Out: out[pos : pos+6*512]})
		pos += 6 * 512
	}
	for _, w := range movIn {
		mf.Mov = append(mf.Mov, h200MatTest{Rows: w, Out: out[pos : pos+32]})
		pos += 32
	}
	if pos != len(out) {
		t.Fatalf("out.bin has %d words, used %d", len(out), pos)
	}
	writeJSON(t, filepath.Join(dir, "matrix.json"), mf)
}

func writeJSON(t *testing.T, path string, v any) {
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}

// h200File is one mma form's measurements: every matrix is a hex string of
// its row-major elements, each element big-endian in its own width.
type h200File struct {
	Spec  Spec       `json:"spec"`
	PTX   string     `json:"ptx"`
	Tests []h200Test `json:"tests"`
}

type h200Test struct {
	Style string `json:"style"`
	A     string `json:"a"`
	B     string `json:"b"`
	C     string `json:"c"`
	D     string `json:"d"` // what the H200 produced
}

// h200MatFile holds the ldmatrix (rows: per-lane row index; out: 14
// words per lane), stmatrix (rows; out: 6 dumps of the 128x8 array) and
// movmatrix (rows: input word per lane; out: result per lane) runs.
type h200MatFile struct {
	Ld  []h200MatTest `json:"ldmatrix"`
	St  []h200MatTest `json:"stmatrix"`
	Mov []h200MatTest `json:"movmatrix"`
}

type h200MatTest struct {
	Rows []uint32 `json:"in"`
	Out  []uint32 `json:"out"`
}

func ptxName(s Spec) string {
	sat := ""
	if s.Satfinite {
		sat = ".satfinite"
	}
	return fmt.Sprintf("mma.sync.aligned.%s.row.col%s.%s.%s.%s.%s", s.Shape, sat, s.D, s.A, s.B, s.C)
}

func fileName(s Spec) string {
	n := fmt.Sprintf("%s_%s_%s_%s_%s", s.Shape, s.D, s.A, s.B, s.C)
	if s.Satfinite {
		n += "_sat"
	}
	return n
}

func hexOf(m []uint64, k Kind) string {
	n := k.Bits() / 8
	b := make([]byte, 0, n*len(m))
	for _, v := range m {
		for i := n - 1; i >= 0; i-- {
			b = append(b, byte(v>>(8*i)))
		}
	}
	return hex.EncodeToString(b)
}

func unhex(s string, k Kind) ([]uint64, error) {
	b, err := hex.DecodeString(s)
	if err != nil {
		return nil, err
	}
	n := k.Bits() / 8
	m := make([]uint64, len(b)/n)
	for i := range m {
		for j := 0; j < n; j++ {
			m[i] = m[i]<<8 | uint64(b[i*n+j])
		}
	}
	return m, nil
}
