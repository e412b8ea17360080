package sm

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

var genericInst = isa.Inst{Base: isa.NoSlot, Sym: -1}

// builtin runs a body-less function the engine provides.
func (w *warp) builtin(f *isa.Func, cs *isa.CallSite, pc int32, em uint32) {
	switch f.Builtin {
	case isa.BuiltinVprintf:
		w.vprintf(cs, pc, em)
	case isa.BuiltinMalloc, isa.BuiltinAlignedMalloc, isa.BuiltinFree:
		w.heapCall(f, cs, pc, em)
	case isa.BuiltinAssertfail:
		w.assertfail(cs, pc, em)
	case isa.BuiltinSetConditional:
		w.setConditional(cs, pc, em)
	default:
		w.faultAt(pc, FaultIllegalInstruction, 0, em, fmt.Sprintf("call to %s, which this engine does not provide", f.Name))
	}
}

// setConditional is the device side of cudaGraphSetConditional(handle,
// value): the runtime's conditional handles are the device addresses of
// their 32-bit conditions, so each active lane stores its value there (in
// lane order: the last lane's value stays, as with a plain store).
func (w *warp) setConditional(cs *isa.CallSite, pc int32, em uint32) {
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		b := w.memory(&genericInst, pc, ptx.SpaceGlobal, w.argParam(cs, 0, l), 4, l)
		if b == nil {
			return
		}
		putLE(b, uint64(uint32(w.argParam(cs, 1, l))))
	}
}

// argParam reads a call argument's bytes (a .param variable in the caller's
// frame) for lane l.
func (w *warp) argParam(cs *isa.CallSite, i, l int) uint64 {
	if i >= len(cs.Args) {
		return 0
	}
	a := cs.Args[i]
	o := l*w.lb + w.frameBase + a.Caller
	b := w.local[o : o+a.Size]
	switch a.Size {
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	case 8:
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

// vprintf formats one line per active thread, in lane order, as CUDA's
// device printf does: the format string is read from memory and the
// arguments from the naturally aligned argument buffer.
func (w *warp) vprintf(cs *isa.CallSite, pc int32, em uint32) {
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		fmtAddr := w.argParam(cs, 0, l)
		buf := w.argParam(cs, 1, l)
		format, ok := w.cstring(pc, fmtAddr, l)
		if !ok {
			return
		}
		off := uint64(0)
		nargs := 0
		next := func(size int) (uint64, bool) {
			off = (off + uint64(size) - 1) / uint64(size) * uint64(size)
			b := w.memory(&genericInst, pc, ptx.SpaceGeneric, buf+off, size, l)
			if b == nil {
				return 0, false
			}
			off += uint64(size)
			nargs++
			return le(b), true
		}
		str := func(addr uint64) (string, bool) { return w.cstring(pc, addr, l) }
		out, ok := formatC(format, next, str)
		if !ok {
			return
		}
		w.b.text.out = append(w.b.text.out, out...)
		if len(cs.Rets) > 0 {
			rt := cs.Rets[0]
			o := l*w.lb + w.frameBase + rt.Caller
			putLE(w.local[o:o+rt.Size], uint64(nargs))
		}
	}
}

// cstring reads a NUL-terminated string at a generic address.
func (w *warp) cstring(pc int32, addr uint64, l int) (string, bool) {
	var sb strings.Builder
	for i := 0; i < 1<<16; i++ {
		b := w.memory(&genericInst, pc, ptx.SpaceGeneric, addr+uint64(i), 1, l)
		if b == nil {
			return "", false
		}
		if b[0] == 0 {
			break
		}
		sb.WriteByte(b[0])
	}
	return sb.String(), true
}

// formatC formats like C's printf. next fetches the next argument of the
// given size in bytes; str reads a string argument.
func formatC(f string, next func(size int) (uint64, bool), str func(uint64) (string, bool)) (string, bool) {
	var out strings.Builder
	for i := 0; i < len(f); i++ {
		c := f[i]
		if c != '%' {
			out.WriteByte(c)
			continue
		}
		i++
		if i >= len(f) {
			break
		}
		if f[i] == '%' {
			out.WriteByte('%')
			continue
		}
		start := i
		for i < len(f) && strings.IndexByte("-+ #0", f[i]) >= 0 {
			i++
		}
		flags := f[start:i]
		width := ""
		if i < len(f) && f[i] == '*' {
			v, ok := next(4)
			if !ok {
				return "", false
			}
			width = strconv.Itoa(int(int32(v)))
			i++
		} else {
			ws := i
			for i < len(f) && f[i] >= '0' && f[i] <= '9' {
				i++
			}
			width = f[ws:i]
		}
		prec := -1
		if i < len(f) && f[i] == '.' {
			i++
			if i < len(f) && f[i] == '*' {
				// CUDA's printf takes a * width but not a * precision:
				// the H200 prints the format from here on as it is and
				// formats nothing more (printf returns the arguments
				// used so far).
				out.WriteString(f[start-1:])
				return out.String(), true
			} else {
				ps := i
				for i < len(f) && f[i] >= '0' && f[i] <= '9' {
					i++
				}
				prec, _ = strconv.Atoi(f[ps:i])
			}
		}
		long := false
		for i < len(f) && strings.IndexByte("hlLqjzt", f[i]) >= 0 {
			if f[i] == 'l' || f[i] == 'L' || f[i] == 'q' || f[i] == 'j' || f[i] == 'z' || f[i] == 't' {
				long = true
			}
			i++
		}
		if i >= len(f) {
			break
		}
		conv := f[i]
		spec := "%" + flags + width
		if prec >= 0 {
			spec += "." + strconv.Itoa(prec)
		}
		size := 4
		if long {
			size = 8
		}
		switch conv {
		case 'd', 'i':
			v, ok := next(size)
			if !ok {
				return "", false
			}
			if size == 4 {
				fmt.Fprintf(&out, spec+"d", int32(v))
			} else {
				fmt.Fprintf(&out, spec+"d", int64(v))
			}
		case 'u', 'x', 'X', 'o':
			v, ok := next(size)
			if !ok {
				return "", false
			}
			if size == 4 {
				v = uint64(uint32(v))
			}
			verb := string(conv)
			if conv == 'u' {
				verb = "d"
			}
			fmt.Fprintf(&out, spec+verb, v)
		case 'c':
			v, ok := next(4)
			if !ok {
				return "", false
			}
			fmt.Fprintf(&out, "%"+flags+width+"c", rune(byte(v)))
		case 'p':
			v, ok := next(8)
			if !ok {
				return "", false
			}
			fmt.Fprintf(&out, "%"+flags+width+"s", "0x"+strconv.FormatUint(v, 16))
		case 's':
			v, ok := next(8)
			if !ok {
				return "", false
			}
			s := "(null)"
			if v != 0 {
				if s, ok = str(v); !ok {
					return "", false
				}
			}
			fmt.Fprintf(&out, spec+"s", s)
		case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
			v, ok := next(8)
			if !ok {
				return "", false
			}
			out.WriteString(formatFloat(math.Float64frombits(v), flags, width, prec, conv))
		default:
			out.WriteString(f[start-1 : i+1])
		}
	}
	return out.String(), true
}

func formatFloat(x float64, flags, width string, prec int, conv byte) string {
	upper := conv >= 'A' && conv <= 'Z'
	var s string
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0):
		switch {
		case math.IsNaN(x):
			s = "nan"
			if math.Signbit(x) {
				s = "-nan"
			}
		case x > 0:
			s = "inf"
		default:
			s = "-inf"
		}
		if s[0] != '-' && strings.Contains(flags, "+") {
			s = "+" + s
		} else if s[0] != '-' && strings.Contains(flags, " ") {
			s = " " + s
		}
		if upper {
			s = strings.ToUpper(s)
		}
		return pad(s, strings.ReplaceAll(flags, "0", ""), width)
	case conv == 'g' || conv == 'G':
		p := prec
		if p < 0 {
			p = 6
		}
		if p == 0 {
			p = 1
		}
		if x == 0 {
			s = fmt.Sprintf("%."+strconv.Itoa(p-1)+"f", x)
			if strings.Contains(s, ".") && !strings.Contains(flags, "#") {
				s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
			}
		} else {
			e := fmt.Sprintf("%."+strconv.Itoa(p-1)+"e", x)
			exp, _ := strconv.Atoi(e[strings.LastIndexByte(e, 'e')+1:])
			if p > exp && exp >= -4 {
				s = fmt.Sprintf("%."+strconv.Itoa(p-1-exp)+"f", x)
				if !strings.Contains(flags, "#") && strings.Contains(s, ".") {
					s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
				}
			} else {
				mant, ex := e[:strings.LastIndexByte(e, 'e')], e[strings.LastIndexByte(e, 'e'):]
				if !strings.Contains(flags, "#") && strings.Contains(mant, ".") {
					mant = strings.TrimRight(strings.TrimRight(mant, "0"), ".")
				}
				s = mant + ex
			}
		}
		if upper {
			s = strings.ToUpper(s)
		}
		if x >= 0 && !math.Signbit(x) {
			if strings.Contains(flags, "+") {
				s = "+" + s
			} else if strings.Contains(flags, " ") {
				s = " " + s
			}
		}
		return pad(s, flags, width)
	case conv == 'a' || conv == 'A':
		spec := "%" + strings.ReplaceAll(flags, "0", "")
		if prec >= 0 {
			spec += "." + strconv.Itoa(prec)
		}
		s = fmt.Sprintf(spec+"x", x)
		// C writes the binary exponent with as few digits as it needs
		// (0x1p+0); Go with at least two (0x1p+00).
		if k := strings.LastIndexByte(s, 'p'); k >= 0 && k+3 < len(s) && s[k+2] == '0' {
			s = s[:k+2] + s[k+3:]
		}
		if upper {
			s = strings.ToUpper(s)
		}
		// C's zeros go after the sign and the 0x (0x00001p+0), pad's
		// before everything but the sign.
		if w, _ := strconv.Atoi(width); len(s) < w && strings.Contains(flags, "0") && !strings.Contains(flags, "-") {
			i := strings.IndexAny(s, "xX") + 1
			s = s[:i] + strings.Repeat("0", w-len(s)) + s[i:]
		}
		return pad(s, flags, width)
	}
	spec := "%" + flags + width
	if prec >= 0 {
		spec += "." + strconv.Itoa(prec)
	}
	verb := "f"
	switch conv {
	case 'e':
		verb = "e"
	case 'E':
		verb = "E"
	}
	return fmt.Sprintf(spec+verb, x)
}

func pad(s, flags, width string) string {
	w, _ := strconv.Atoi(width)
	if len(s) >= w {
		return s
	}
	n := w - len(s)
	switch {
	case strings.Contains(flags, "-"):
		return s + strings.Repeat(" ", n)
	case strings.Contains(flags, "0"):
		sign := ""
		if s != "" && (s[0] == '-' || s[0] == '+' || s[0] == ' ') {
			sign, s = s[:1], s[1:]
		}
		return sign + strings.Repeat("0", n) + s
	}
	return strings.Repeat(" ", n) + s
}
