package fpu

import (
	"bytes"
	"compress/gzip"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
	"sort"
	"sync"
)

// The MUFU tables: what the H200's multi-function unit returns over each
// function's fundamental domain, read back exhaustively by
// benchmarks/hardware/mufu (see docs/RATIONALE.md, "MUFU"). The unit's
// results elsewhere follow from these by the exponent arithmetic in mufu.go,
// which the same sweep checked on all 2^32 inputs.
//
// A table is stored compactly (mufudata/NAME.gz, made by TestMufuGenerate):
// entry i is ±Y·2^-G with Y an integer, given as a residual from a reference
// that is cheap to recompute: a cubic per segment of 2^seg entries, evaluated
// with FMAs (so the same bits on every platform), rounded to an integer and
// cut to the precision an f32 (or, for the f64 tables, a 20-bit fraction)
// keeps at that magnitude. The residual is in units of that precision; the
// few entries whose residual does not fit the packed width are exceptions,
// kept verbatim. Tables load lazily, on a kernel's first use of the function.

//go:embed mufudata
var mufuData embed.FS

// mufuTable is one decoded table. Lookups do not allocate.
type mufuTable struct {
	n     int
	seg   uint      // log2 of the entries per segment
	tstep float64   // 2^-seg: the local coordinate of an entry
	scale float64   // 2^-G
	neg   bool      // the values are negative (stored as magnitudes)
	sig   uint      // significant bits a value keeps (24 for f32, 21 for the f64 high words)
	coef  []float64 // 4 per segment: c0 + c1 t + c2 t^2 + c3 t^3 gives Y
	width uint      // bits per packed residual: 2, 4 or 8
	res   []byte    // packed residuals; the most negative value marks an exception
	excI  []uint32  // sorted indices of the exceptions
	excV  []uint64  // their values (f64 bits)
}

// ref is the reference at entry i: the cubic rounded to an integer, cut to
// the table's precision, and that precision's step (both in units of 2^-G).
func (t *mufuTable) ref(i int) (r, step int64) {
	c := t.coef[(i>>t.seg)*4 : (i>>t.seg)*4+4]
	x := float64(i&(1<<t.seg-1)) * t.tstep
	p := math.FMA(math.FMA(math.FMA(c[3], x, c[2]), x, c[1]), x, c[0])
	r = int64(math.Floor(p + 0.5))
	if r < 0 {
		r = 0
	}
	step = 1
	if l := uint(bits.Len64(uint64(r))); l > t.sig {
		step = 1 << (l - t.sig)
	}
	return r &^ (step - 1), step
}

// resid returns entry i's packed residual.
func (t *mufuTable) resid(i int) int {
	per := 8 / t.width
	b := t.res[i/int(per)] >> (uint(i%int(per)) * t.width)
	v := int(b & (1<<t.width - 1))
	if v >= 1<<(t.width-1) {
		v -= 1 << t.width
	}
	return v
}

func (t *mufuTable) escape() int { return -(1 << (t.width - 1)) }

// value returns entry i exactly.
func (t *mufuTable) value(i int) float64 {
	d := t.resid(i)
	if d == t.escape() {
		k := sort.Search(len(t.excI), func(j int) bool { return t.excI[j] >= uint32(i) })
		return math.Float64frombits(t.excV[k])
	}
	r, step := t.ref(i)
	v := float64(r+int64(d)*step) * t.scale
	if t.neg {
		v = -v
	}
	return v
}

// f32 returns entry i as f32 bits.
func (t *mufuTable) f32(i int) uint32 { return math.Float32bits(float32(t.value(i))) }

// mufuTableFile is the serialized form (little-endian, gzip-compressed):
// magic "MUFU", version, n, seg, G, neg, sig, width, the coefficients, the
// packed residuals, the exceptions.
const mufuMagic = "MUFU\x01"

func (t *mufuTable) marshal() []byte {
	var b bytes.Buffer
	b.WriteString(mufuMagic)
	w := func(v any) { _ = binary.Write(&b, binary.LittleEndian, v) }
	g := int8(-math.Round(math.Log2(t.scale)))
	w(uint32(t.n))
	w([]uint8{uint8(t.seg), uint8(g), boolByte(t.neg), uint8(t.sig), uint8(t.width)})
	w(uint32(len(t.coef)))
	w(t.coef)
	w(uint32(len(t.res)))
	b.Write(t.res)
	w(uint32(len(t.excI)))
	w(t.excI)
	w(t.excV)
	var z bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	zw.Write(b.Bytes())
	zw.Close()
	return z.Bytes()
}

func boolByte(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

var errMufuTable = errors.New("corrupt MUFU table")

func unmarshalMufuTable(data []byte) (*mufuTable, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, err
	}
	if !bytes.HasPrefix(raw, []byte(mufuMagic)) {
		return nil, errMufuTable
	}
	rd := bytes.NewReader(raw[len(mufuMagic):])
	r := func(v any) {
		if err == nil {
			err = binary.Read(rd, binary.LittleEndian, v)
		}
	}
	var n, nc, nr, ne uint32
	var hdr [5]uint8
	r(&n)
	r(&hdr)
	r(&nc)
	if err != nil || nc > 1<<20 {
		return nil, errMufuTable
	}
	t := &mufuTable{n: int(n), seg: uint(hdr[0]), neg: hdr[2] != 0, sig: uint(hdr[3]), width: uint(hdr[4])}
	t.scale = math.Ldexp(1, -int(int8(hdr[1])))
	t.tstep = math.Ldexp(1, -int(t.seg))
	t.coef = make([]float64, nc)
	r(t.coef)
	r(&nr)
	if err != nil || nr > 1<<26 {
		return nil, errMufuTable
	}
	t.res = make([]byte, nr)
	r(t.res)
	r(&ne)
	if err != nil || ne > 1<<24 {
		return nil, errMufuTable
	}
	t.excI = make([]uint32, ne)
	t.excV = make([]uint64, ne)
	r(t.excI)
	r(t.excV)
	if err != nil {
		return nil, err
	}
	if t.width != 2 && t.width != 4 && t.width != 8 || int(nr)*int(8/t.width) < t.n ||
		int(nc) < 4*((t.n+1<<t.seg-1)>>t.seg) {
		return nil, errMufuTable
	}
	return t, nil
}

// lazyTable loads an embedded table on first use.
type lazyTable struct {
	name string
	once sync.Once
	t    *mufuTable
}

func (l *lazyTable) get() *mufuTable {
	l.once.Do(func() {
		data, err := mufuData.ReadFile("mufudata/" + l.name + ".gz")
		if err == nil {
			l.t, err = unmarshalMufuTable(data)
		}
		if err != nil {
			// The tables are part of the binary: this is a build defect.
			panic(fmt.Sprintf("fpu: MUFU table %s: %v", l.name, err))
		}
	})
	return l.t
}

var (
	tabRcp     = &lazyTable{name: "rcp"}     // MUFU.RCP, x = 0x3f800000|i
	tabRsqrt   = &lazyTable{name: "rsqrt"}   // MUFU.RSQ, x = 0x3f800000+i (1 <= x < 4)
	tabSqrt    = &lazyTable{name: "sqrt"}    // MUFU.SQRT, as rsqrt
	tabEx2     = &lazyTable{name: "ex2"}     // MUFU.EX2, x = i*2^-23
	tabLg2One  = &lazyTable{name: "lg2one"}  // MUFU.LG2, x = 0x3f800000|i
	tabLg2Half = &lazyTable{name: "lg2half"} // MUFU.LG2, x = 0x3f000000|i
	tabSin     = &lazyTable{name: "sin"}     // MUFU.SIN, t = i*2^-25 revolutions, i <= 2^23
	tabTanh    = &lazyTable{name: "tanh"}    // MUFU.TANH, binades 2^-8..2^2 (tanhStart)
	tabRcp64   = &lazyTable{name: "rcp64h"}  // MUFU.RCP64H, high word 0x3ff00000+i
	tabRsq64   = &lazyTable{name: "rsq64h"}  // MUFU.RSQ64H, high word 0x3ff00000+i (1 <= x < 4)
)
