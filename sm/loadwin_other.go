//go:build !amd64

package sm

import "unsafe"

// useAVX2Load: the vector window loads and shfl's uniform test are amd64 assembly
// (loadwin_amd64.s); other hosts run the scalar loop.
var useAVX2Load = false

func load32Groups(d, b *[32]uint64, off uint64, mem unsafe.Pointer, lim uint64) uint32 {
	panic("load32Groups without AVX2")
}

func allSame(p *[32]uint64) bool {
	for _, v := range p {
		if v != p[0] {
			return false
		}
	}
	return true
}
