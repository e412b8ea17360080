package fidelity

import (
	"encoding/binary"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/ptxsim/ptxsim/isa/fpu"
)

// dtypeSize is the element size of each dtype a case may name.
var dtypeSize = map[string]int{
	"f16": 2, "f32": 4, "f64": 8,
	"i8": 1, "u8": 1, "i16": 2, "u16": 2, "i32": 4, "u32": 4, "i64": 8, "u64": 8,
}

// element reads element i of a little-endian buffer of dtype dt as raw bits.
func element(b []byte, dt string, i int) uint64 {
	switch dtypeSize[dt] {
	case 1:
		return uint64(b[i])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b[2*i:]))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b[4*i:]))
	default:
		return binary.LittleEndian.Uint64(b[8*i:])
	}
}

// asFloat interprets raw bits of dtype dt as a number.
func asFloat(bits uint64, dt string) float64 {
	switch dt {
	case "f16":
		return float64(fpu.F16ToF32(uint16(bits)))
	case "f32":
		return float64(math.Float32frombits(uint32(bits)))
	case "f64":
		return math.Float64frombits(bits)
	case "i8":
		return float64(int8(bits))
	case "i16":
		return float64(int16(bits))
	case "i32":
		return float64(int32(bits))
	case "i64":
		return float64(int64(bits))
	}
	return float64(bits)
}

func isNaN(bits uint64, dt string) bool {
	switch dt {
	case "f16":
		return bits&0x7c00 == 0x7c00 && bits&0x3ff != 0
	case "f32":
		return bits&0x7f800000 == 0x7f800000 && bits&0x7fffff != 0
	case "f64":
		return math.IsNaN(math.Float64frombits(bits))
	}
	return false
}

// ordered maps a float's bits onto a line where adjacent floats are adjacent
// integers and -0 and +0 coincide, so ULP distance is a subtraction.
func ordered(bits uint64, dt string) int64 {
	var sign uint64
	var mag uint64
	switch dt {
	case "f16":
		sign, mag = bits>>15&1, bits&0x7fff
	case "f32":
		sign, mag = bits>>31&1, bits&0x7fffffff
	default:
		sign, mag = bits>>63, bits&^(1<<63)
	}
	if sign != 0 {
		return -int64(mag)
	}
	return int64(mag)
}

// ulpDistance is the number of representable values between got and want.
func ulpDistance(got, want uint64, dt string) uint64 {
	switch dt {
	case "f16", "f32", "f64":
		d := ordered(got, dt) - ordered(want, dt)
		if d < 0 {
			d = -d
		}
		return uint64(d)
	}
	g, w := asFloat(got, dt), asFloat(want, dt)
	return uint64(math.Abs(g - w))
}

func formatElem(bits uint64, dt string) string {
	switch dt {
	case "f16":
		return fmt.Sprintf("%s (0x%04x)", strconv.FormatFloat(asFloat(bits, dt), 'g', -1, 32), bits)
	case "f32":
		return fmt.Sprintf("%s (0x%08x)", strconv.FormatFloat(asFloat(bits, dt), 'g', -1, 32), bits)
	case "f64":
		return fmt.Sprintf("%g (0x%016x)", asFloat(bits, dt), bits)
	case "u8", "u16", "u32", "u64":
		return fmt.Sprintf("%d (0x%x)", bits, bits)
	}
	return fmt.Sprintf("%d", int64(asFloat(bits, dt)))
}

// compareBuffers checks got against want under an expectation and returns
// "" on success or a message naming the first differing element and by how
// much, with the number of differing elements.
func compareBuffers(e CaseExpect, got, want []byte) string {
	if len(got) != len(want) {
		return fmt.Sprintf("buffer %s has %d bytes, expected file has %d", e.Buffer, len(got), len(want))
	}
	dt := e.DType
	if dt == "" || e.Compare == "exact" && dtypeSize[dt] == 0 {
		dt = "u8"
	}
	size := dtypeSize[dt]
	n := len(got) / size
	if e.Mask != nil && len(e.Mask) != n {
		return fmt.Sprintf("mask has %d entries for %d elements of %s", len(e.Mask), n, dt)
	}
	first, bad := -1, 0
	var firstMsg string
	for i := 0; i < n; i++ {
		if e.Mask != nil && e.Mask[i] == 0 {
			continue
		}
		g, w := element(got, dt, i), element(want, dt, i)
		var msg string
		switch e.Compare {
		case "exact":
			if g != w {
				msg = fmt.Sprintf("%s, want %s", formatElem(g, dt), formatElem(w, dt))
				if dt == "f16" || dt == "f32" || dt == "f64" {
					msg += fmt.Sprintf(" (%d ulp)", ulpDistance(g, w, dt))
				} else {
					msg += fmt.Sprintf(" (diff %g)", asFloat(g, dt)-asFloat(w, dt))
				}
			}
		case "ulp":
			if isNaN(g, dt) && isNaN(w, dt) {
				continue
			}
			if isNaN(g, dt) != isNaN(w, dt) {
				msg = fmt.Sprintf("%s, want %s", formatElem(g, dt), formatElem(w, dt))
			} else if d := ulpDistance(g, w, dt); d > e.ULP {
				msg = fmt.Sprintf("%s, want %s (%d ulp, allowed %d)", formatElem(g, dt), formatElem(w, dt), d, e.ULP)
			}
		case "tol":
			if isNaN(g, dt) && isNaN(w, dt) {
				continue
			}
			gf, wf := asFloat(g, dt), asFloat(w, dt)
			if gf == wf {
				continue
			}
			lim := e.Abs + e.Rel*math.Abs(wf)
			if d := math.Abs(gf - wf); !(d <= lim) {
				msg = fmt.Sprintf("%s, want %s (|diff| %g > %g)", formatElem(g, dt), formatElem(w, dt), d, lim)
			}
		}
		if msg != "" {
			bad++
			if first < 0 {
				first, firstMsg = i, msg
			}
		}
	}
	if bad == 0 {
		return ""
	}
	return fmt.Sprintf("%s[%d] = %s; %d of %d elements differ", e.Buffer, first, firstMsg, bad, n)
}

// compareLines checks that got has the same lines as want, in any order.
func compareLines(got, want string) string {
	split := func(s string) []string {
		s = strings.TrimSuffix(s, "\n")
		if s == "" {
			return nil
		}
		l := strings.Split(s, "\n")
		sort.Strings(l)
		return l
	}
	g, w := split(got), split(want)
	gi, wi := 0, 0
	var missing, extra []string
	for gi < len(g) || wi < len(w) {
		switch {
		case wi == len(w) || gi < len(g) && g[gi] < w[wi]:
			extra = append(extra, g[gi])
			gi++
		case gi == len(g) || w[wi] < g[gi]:
			missing = append(missing, w[wi])
			wi++
		default:
			gi++
			wi++
		}
	}
	if len(missing) == 0 && len(extra) == 0 {
		return ""
	}
	msg := fmt.Sprintf("printed %d lines, expected %d", len(g), len(w))
	if len(missing) > 0 {
		msg += fmt.Sprintf("; %d expected lines missing, first %q", len(missing), missing[0])
	}
	if len(extra) > 0 {
		msg += fmt.Sprintf("; %d unexpected lines, first %q", len(extra), extra[0])
	}
	return msg
}
