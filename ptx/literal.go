package ptx

import (
	"math"
	"strconv"
	"strings"
)

// parseIntLit reads a PTX integer literal: decimal, 0x hex, 0b binary or
// octal with a leading 0, with an optional U suffix. ok is false when the
// literal is malformed or does not fit in 64 bits.
func parseIntLit(s string) (v uint64, ok bool) {
	s = strings.TrimSuffix(s, "U")
	base := 10
	switch {
	case len(s) > 2 && (s[1] == 'x' || s[1] == 'X') && s[0] == '0':
		base, s = 16, s[2:]
	case len(s) > 2 && (s[1] == 'b' || s[1] == 'B') && s[0] == '0':
		base, s = 2, s[2:]
	case len(s) > 1 && s[0] == '0':
		base, s = 8, s[1:]
	}
	if base == 10 && len(s) <= 18 {
		// Fast path: no overflow possible.
		var x uint64
		for i := 0; i < len(s); i++ {
			c := s[i]
			if c < '0' || c > '9' {
				return 0, false
			}
			x = x*10 + uint64(c-'0')
		}
		return x, len(s) > 0
	}
	v, err := strconv.ParseUint(s, base, 64)
	return v, err == nil
}

// parseFloatBits reads 0fXXXXXXXX (float32 bits) or 0dXXXXXXXXXXXXXXXX
// (float64 bits).
func parseFloatBits(s string) (bits uint64, isF64 bool, ok bool) {
	if len(s) < 3 {
		return 0, false, false
	}
	isF64 = s[1] == 'd' || s[1] == 'D'
	v, err := strconv.ParseUint(s[2:], 16, 64)
	return v, isF64, err == nil
}

// parseDecimalFloat reads a decimal floating-point literal ("1.5", "2e10")
// as float64 bits.
func parseDecimalFloat(s string) (uint64, bool) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, false
	}
	return math.Float64bits(f), true
}
