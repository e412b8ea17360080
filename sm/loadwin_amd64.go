package sm

import (
	"unsafe"

	"github.com/ptxsim/ptxsim/isa"
)

// load32Groups does the full-mask 4-byte window loads whose lanes come in
// groups of four consecutive words (a row of a matrix, a block's slice of
// an array) or four lanes of one word (a broadcast), a group per vector
// load (loadwin_amd64.s), and returns the lanes of the other groups,
// unwritten, for loadWindow's scalar loop. mem points at the window;
// a lane's offset off+b[l] is in it and aligned when rotated right by
// two it is at most lim, and lim must be at least 3.
//
//go:noescape
func load32Groups(d, b *[32]uint64, off uint64, mem unsafe.Pointer, lim uint64) (todo uint32)

// allSame says whether the 32 lanes of p hold the same value.
//
//go:noescape
func allSame(p *[32]uint64) bool

// useAVX2Load runs load32Groups where the host has AVX2; tests turn it
// off to compare with the scalar loop.
var useAVX2Load = isa.HasAVX2
