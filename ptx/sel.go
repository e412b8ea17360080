package ptx

import "strings"

// Video sub-word selectors. A register operand of a video instruction may
// name part of the register: a byte (%r.b0 .. %r.b3) or half-word (%r.h0,
// %r.h1) for the scalar instructions, and for the SIMD ones the lanes to
// take from the four half-words or eight bytes of a and b (%r.h10,
// %r.h32, %r.b3210, %r.b7531) or the destination mask (%r.h1, %r.b20).
// The selector is kept in Operand.Index of the register operand: the kind
// in bits 20-21 (SelByte, SelHalf), the number of digits in bits 16-18 and
// the digits, first digit in the highest used nibble, in bits 0-15. Zero
// means no selector.

// Selector kinds.
const (
	SelByte = 1 // .bN...
	SelHalf = 2 // .hN...
)

// EncodeSel encodes a selector of kind SelByte or SelHalf with 1 to 4
// decimal digits; ok is false for anything else.
func EncodeSel(kind int, digits string) (int, bool) {
	if kind != SelByte && kind != SelHalf || len(digits) == 0 || len(digits) > 4 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(digits); i++ {
		d := digits[i]
		if d < '0' || d > '9' {
			return 0, false
		}
		v = v<<4 | int(d-'0')
	}
	return kind<<20 | len(digits)<<16 | v, true
}

// SelKind returns the selector kind of an encoded Index (0: none).
func SelKind(idx int) int { return idx >> 20 & 3 }

// SelDigits returns the digits of an encoded selector in source order.
func SelDigits(idx int) []uint8 {
	n := idx >> 16 & 7
	out := make([]uint8, n)
	for i := 0; i < n; i++ {
		out[i] = uint8(idx >> (4 * (n - 1 - i)) & 15)
	}
	return out
}

// SelText is the selector's source form (".b0", ".h10"), "" for none.
func SelText(idx int) string {
	var b strings.Builder
	switch SelKind(idx) {
	case SelByte:
		b.WriteString(".b")
	case SelHalf:
		b.WriteString(".h")
	default:
		return ""
	}
	for _, d := range SelDigits(idx) {
		b.WriteByte('0' + d)
	}
	return b.String()
}

// splitSel splits "%r1.b0" into "%r1" and the encoded selector.
func splitSel(name string) (string, int, bool) {
	i := strings.LastIndexByte(name, '.')
	if i < 2 || i+2 >= len(name)+1 || i+1 >= len(name) {
		return name, 0, false
	}
	kind := 0
	switch name[i+1] {
	case 'b':
		kind = SelByte
	case 'h':
		kind = SelHalf
	default:
		return name, 0, false
	}
	idx, ok := EncodeSel(kind, name[i+2:])
	if !ok {
		return name, 0, false
	}
	return name[:i], idx, true
}
