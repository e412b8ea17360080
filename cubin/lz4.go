package cubin

import "fmt"

// lz4Block decompresses one LZ4 block (the raw block format, no frame
// header), which is how nvcc's fatbinary compresses images: a sequence of
// tokens, each a literal run then a match (2-byte little-endian offset back
// into the output, length 4 or more), lengths of 15 extended by bytes of 255
// and a final byte below 255; the last sequence has literals only. The
// output must be exactly size bytes. Every length and offset is checked, so
// a corrupt block is an error, never a panic or an oversized allocation (the
// caller bounds size).
func lz4Block(src []byte, size int) ([]byte, error) {
	out := make([]byte, 0, size)
	i := 0
	readLen := func(n int) (int, error) {
		for {
			if i >= len(src) {
				return 0, fmt.Errorf("lz4: length runs past the end of the block")
			}
			b := src[i]
			i++
			n += int(b)
			if n > size {
				return 0, fmt.Errorf("lz4: a run of %d bytes exceeds the stated size %d", n, size)
			}
			if b != 255 {
				return n, nil
			}
		}
	}
	for i < len(src) {
		tok := src[i]
		i++
		lit := int(tok >> 4)
		if lit == 15 {
			var err error
			if lit, err = readLen(lit); err != nil {
				return nil, err
			}
		}
		if lit > len(src)-i || lit > size-len(out) {
			return nil, fmt.Errorf("lz4: literal run of %d bytes at input offset %d overruns the block or the output", lit, i)
		}
		out = append(out, src[i:i+lit]...)
		i += lit
		if i == len(src) {
			break // the last sequence ends after its literals
		}
		if i+2 > len(src) {
			return nil, fmt.Errorf("lz4: truncated match offset at input offset %d", i)
		}
		off := int(src[i]) | int(src[i+1])<<8
		i += 2
		if off == 0 || off > len(out) {
			return nil, fmt.Errorf("lz4: match offset %d at input offset %d is outside the %d bytes decoded", off, i-2, len(out))
		}
		m := int(tok & 15)
		if m == 15 {
			var err error
			if m, err = readLen(m); err != nil {
				return nil, err
			}
		}
		m += 4
		if m > size-len(out) {
			return nil, fmt.Errorf("lz4: match of %d bytes overruns the stated size %d", m, size)
		}
		// Byte by byte: a match may overlap the bytes it produces.
		p := len(out) - off
		for k := 0; k < m; k++ {
			out = append(out, out[p+k])
		}
	}
	if len(out) != size {
		return nil, fmt.Errorf("lz4: decoded %d bytes, the entry says %d", len(out), size)
	}
	return out, nil
}
