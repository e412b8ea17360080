package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	"github.com/ptxsim/ptxsim"
)

// argSpec is one parsed --arg: a scalar or a buffer.
type argSpec struct {
	scalar ptxsim.ParamValue
	buf    *bufSpec // non-nil for buf: arguments
	ptr    string   // ptr: arguments: the buffer named
	off    uint64   // and the offset into it
	tex    *texSpec // tex: and surf: arguments (texargs.go)
}

// bufSpec is a device buffer created for a run. Its bytes are produced
// while they are copied to the device, a piece at a time, so that a large
// buffer never has a whole copy in host memory (and a zeros: buffer costs
// nothing until the kernel writes it).
type bufSpec struct {
	name string
	size uint64
	// open returns a reader of exactly size bytes and a function that
	// releases it; nil for a buffer of zeros, which needs no copying.
	open func() (io.Reader, func(), error)
}

// bytes reads the whole buffer (for small buffers and tests).
func (b *bufSpec) bytes() ([]byte, error) {
	if b.open == nil {
		return make([]byte, b.size), nil
	}
	r, done, err := b.open()
	if err != nil {
		return nil, err
	}
	defer done()
	out := make([]byte, b.size)
	_, err = io.ReadFull(r, out)
	return out, err
}

// byteReader repeats one byte.
type byteReader byte

func (v byteReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(v)
	}
	return len(p), nil
}

// randReader is the rand: source: one byte per PCG draw, so the bytes do
// not depend on how they are read.
type randReader struct{ r *rand.Rand }

func (r randReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(r.r.Uint32())
	}
	return len(p), nil
}

func nopClose() {}

const argHelp = `one per kernel parameter, in order:
  s8|s16|s32|s64|u8|u16|u32|u64|b32|b64|f32|f64:VALUE   a scalar (s32:-3, u64:0x10, f32:2.5, f64:1e-3)
  buf:NAME=file:PATH          a buffer holding the bytes of PATH
  buf:NAME=zeros:BYTES        a zero-filled buffer
  buf:NAME=fill:BYTE:BYTES    a buffer filled with one byte value
  buf:NAME=rand:BYTES[:SEED]  random bytes (deterministic per seed, default 1)
  buf:NAME=TYPE:V1,V2,...     a buffer of values (TYPE as for scalars)
  ptr:NAME[+OFFSET]           the address of an earlier buffer, plus an offset
` + texArgHelp + `
A buf: argument passes the buffer's device address, tex: and surf: the object's handle.`

// parseArg parses one --arg value.
func parseArg(s string) (argSpec, error) {
	kind, rest, ok := strings.Cut(s, ":")
	if !ok {
		return argSpec{}, fmt.Errorf("--arg %q: want TYPE:VALUE or buf:NAME=...", s)
	}
	if kind == "ptr" {
		name, offS, hasOff := strings.Cut(rest, "+")
		var off uint64
		if hasOff {
			var err error
			if off, err = strconv.ParseUint(offS, 0, 64); err != nil {
				return argSpec{}, fmt.Errorf("--arg %q: bad offset %q", s, offS)
			}
		}
		if name == "" {
			return argSpec{}, fmt.Errorf("--arg %q: want ptr:NAME[+OFFSET]", s)
		}
		return argSpec{ptr: name, off: off}, nil
	}
	if kind == "tex" || kind == "surf" {
		t, err := parseTexArg(kind, rest)
		if err != nil {
			return argSpec{}, fmt.Errorf("--arg %q: %w", s, err)
		}
		return argSpec{tex: t}, nil
	}
	if kind == "buf" {
		b, err := parseBuf(rest)
		if err != nil {
			return argSpec{}, fmt.Errorf("--arg %q: %w", s, err)
		}
		return argSpec{buf: b}, nil
	}
	v, err := parseScalar(kind, rest)
	if err != nil {
		return argSpec{}, fmt.Errorf("--arg %q: %w", s, err)
	}
	return argSpec{scalar: v}, nil
}

func parseScalar(typ, val string) (ptxsim.ParamValue, error) {
	bits, size, err := scalarBits(typ, val)
	if err != nil {
		return ptxsim.ParamValue{}, err
	}
	b := make([]byte, size)
	for i := range b {
		b[i] = byte(bits >> (8 * i))
	}
	return ptxsim.ArgBytes(b, size), nil
}

// scalarBits converts a value written as text to the little-endian bits of
// a PTX type.
func scalarBits(typ, val string) (uint64, int, error) {
	switch typ {
	case "f32":
		f, err := strconv.ParseFloat(val, 32)
		if err != nil {
			return 0, 0, fmt.Errorf("bad f32 value %q", val)
		}
		return uint64(math.Float32bits(float32(f))), 4, nil
	case "f64":
		f, err := strconv.ParseFloat(val, 64)
		if err != nil {
			return 0, 0, fmt.Errorf("bad f64 value %q", val)
		}
		return math.Float64bits(f), 8, nil
	}
	var size int
	signed := false
	switch typ {
	case "s8", "u8", "b8":
		size = 1
	case "s16", "u16", "b16":
		size = 2
	case "s32", "u32", "b32":
		size = 4
	case "s64", "u64", "b64":
		size = 8
	default:
		return 0, 0, fmt.Errorf("unknown type %q (want s8..s64, u8..u64, b8..b64, f32, f64)", typ)
	}
	signed = typ[0] == 's'
	bitsN := 8 * size
	if signed {
		v, err := strconv.ParseInt(val, 0, bitsN)
		if err != nil {
			return 0, 0, fmt.Errorf("bad %s value %q", typ, val)
		}
		return uint64(v) & mask(bitsN), size, nil
	}
	v, err := strconv.ParseUint(val, 0, bitsN)
	if err != nil {
		return 0, 0, fmt.Errorf("bad %s value %q", typ, val)
	}
	return v, size, nil
}

func mask(bits int) uint64 {
	if bits == 64 {
		return ^uint64(0)
	}
	return 1<<bits - 1
}

func parseBuf(s string) (*bufSpec, error) {
	name, src, ok := strings.Cut(s, "=")
	if !ok || name == "" {
		return nil, fmt.Errorf("want buf:NAME=SOURCE")
	}
	kind, rest, _ := strings.Cut(src, ":")
	b := &bufSpec{name: name}
	parseSize := func(t string) (uint64, error) {
		n, err := strconv.ParseUint(t, 0, 40)
		if err != nil || n == 0 {
			return 0, fmt.Errorf("bad buffer size %q", t)
		}
		return n, nil
	}
	switch kind {
	case "file":
		st, err := os.Stat(rest)
		if err != nil {
			return nil, err
		}
		if !st.Mode().IsRegular() {
			return nil, fmt.Errorf("%s is not a regular file", rest)
		}
		b.size = uint64(st.Size())
		path := rest
		b.open = func() (io.Reader, func(), error) {
			f, err := os.Open(path)
			if err != nil {
				return nil, nil, err
			}
			return f, func() { f.Close() }, nil
		}
	case "zeros":
		n, err := parseSize(rest)
		if err != nil {
			return nil, err
		}
		b.size = n
	case "fill":
		v, sz, ok := strings.Cut(rest, ":")
		if !ok {
			return nil, fmt.Errorf("want fill:BYTE:BYTES")
		}
		bv, err := strconv.ParseUint(v, 0, 8)
		if err != nil {
			return nil, fmt.Errorf("bad fill byte %q", v)
		}
		n, err := parseSize(sz)
		if err != nil {
			return nil, err
		}
		b.size = n
		if bv != 0 {
			b.open = func() (io.Reader, func(), error) { return byteReader(bv), nopClose, nil }
		}
	case "rand":
		sz, seedS, _ := strings.Cut(rest, ":")
		n, err := parseSize(sz)
		if err != nil {
			return nil, err
		}
		seed := uint64(1)
		if seedS != "" {
			if seed, err = strconv.ParseUint(seedS, 0, 64); err != nil {
				return nil, fmt.Errorf("bad seed %q", seedS)
			}
		}
		b.size = n
		b.open = func() (io.Reader, func(), error) {
			return randReader{rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))}, nopClose, nil
		}
	default:
		var data []byte
		for _, v := range strings.Split(rest, ",") {
			bits, size, err := scalarBits(kind, strings.TrimSpace(v))
			if err != nil {
				return nil, fmt.Errorf("unknown buffer source %q or %w", kind, err)
			}
			for i := 0; i < size; i++ {
				data = append(data, byte(bits>>(8*i)))
			}
		}
		b.size = uint64(len(data))
		b.open = func() (io.Reader, func(), error) { return bytes.NewReader(data), nopClose, nil }
	}
	if b.size == 0 {
		return nil, fmt.Errorf("buffer %s is empty", name)
	}
	return b, nil
}

// copyPiece is how much of a buffer is produced and copied at a time.
const copyPiece = 1 << 20

// fillDevice copies the buffer's bytes to the device at addr, a piece at a
// time, stopping early if ctx is done.
func (b *bufSpec) fillDevice(ctx context.Context, dev *ptxsim.Device, addr uint64) error {
	if b.open == nil {
		return nil // fresh device memory reads as zeros
	}
	r, done, err := b.open()
	if err != nil {
		return err
	}
	defer done()
	piece := make([]byte, min(b.size, copyPiece))
	for off := uint64(0); off < b.size; {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("interrupted while filling buffer %s (%d of %d bytes copied)", b.name, off, b.size)
		}
		p := piece[:min(b.size-off, uint64(len(piece)))]
		if _, err := io.ReadFull(r, p); err != nil {
			return fmt.Errorf("buffer %s: reading its source at byte %d: %w", b.name, off, err)
		}
		if err := dev.Write(addr+off, p); err != nil {
			return fmt.Errorf("buffer %s: %w", b.name, err)
		}
		off += uint64(len(p))
	}
	return nil
}

// deviceBuf is a buffer that --arg created on the device.
type deviceBuf struct {
	addr uint64
	size uint64
}

// kernelArgs turns --arg values into launch arguments, allocating and
// filling the buffers they define; it returns the buffers by name so that
// --out can read them back.
func kernelArgs(ctx context.Context, dev *ptxsim.Device, specs []string) ([]ptxsim.ParamValue, map[string]deviceBuf, error) {
	bufs := map[string]deviceBuf{}
	var args []ptxsim.ParamValue
	for _, s := range specs {
		a, err := parseArg(s)
		if err != nil {
			return nil, nil, err
		}
		switch {
		case a.buf != nil:
			if _, dup := bufs[a.buf.name]; dup {
				return nil, nil, fmt.Errorf("--arg %q: buffer %s defined twice", s, a.buf.name)
			}
			addr, err := dev.Malloc(a.buf.size)
			if err != nil {
				return nil, nil, fmt.Errorf("--arg %q: %w", s, err)
			}
			if err := a.buf.fillDevice(ctx, dev, addr); err != nil {
				return nil, nil, fmt.Errorf("--arg %q: %w", s, err)
			}
			bufs[a.buf.name] = deviceBuf{addr, a.buf.size}
			args = append(args, ptxsim.ArgPtr(addr))
		case a.tex != nil:
			if _, dup := bufs[a.tex.name]; dup {
				return nil, nil, fmt.Errorf("--arg %q: %s defined twice", s, a.tex.name)
			}
			h, mem, err := a.tex.create(dev)
			if err != nil {
				return nil, nil, fmt.Errorf("--arg %q: %w", s, err)
			}
			bufs[a.tex.name] = mem
			args = append(args, ptxsim.ArgU64(h))
		case a.ptr != "":
			b, ok := bufs[a.ptr]
			if !ok {
				return nil, nil, fmt.Errorf("--arg %q: no earlier buffer named %s", s, a.ptr)
			}
			args = append(args, ptxsim.ArgPtr(b.addr+a.off))
		default:
			args = append(args, a.scalar)
		}
	}
	return args, bufs, nil
}
