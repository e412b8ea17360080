//go:build !amd64

package isa

// hasAVX2: the vector lane loops are amd64 assembly
// (avx2_amd64.s); other hosts run the scalar loop.
const hasAVX2 = false

const hasFMA3 = false

func fmaF32AVX2(d, a, b, c *[32]uint64) uint32 { panic("fmaF32AVX2 without AVX2") }

func add64AVX2(d, a, b *[32]uint64) { panic("add64AVX2 without AVX2") }
func add32AVX2(d, a, b *[32]uint64) { panic("add32AVX2 without AVX2") }

func addF32AVX2(d, a, b *[32]uint64) uint32                   { panic("addF32AVX2 without AVX2") }
func subF32AVX2(d, a, b *[32]uint64) uint32                   { panic("subF32AVX2 without AVX2") }
func mulF32AVX2(d, a, b *[32]uint64) uint32                   { panic("mulF32AVX2 without AVX2") }
func cmp32AVX2(a, b *[32]uint64, flip uint32) (gt, eq uint32) { panic("cmp32AVX2 without AVX2") }

func shl32AVX2(d, a, b *[32]uint64)           { panic("shl32AVX2 without AVX2") }
func shrU32AVX2(d, a, b *[32]uint64)          { panic("shrU32AVX2 without AVX2") }
func shrS32AVX2(d, a, b *[32]uint64)          { panic("shrS32AVX2 without AVX2") }
func same32AVX2(s *[32]uint64, y uint32) bool { panic("same32AVX2 without AVX2") }

func mulWideS32AVX2(d, a, b *[32]uint64)       { panic("mulWideS32AVX2 without AVX2") }
func mulWideU32AVX2(d, a, b *[32]uint64)       { panic("mulWideU32AVX2 without AVX2") }
func copy32AVX2(d, a *[32]uint64)              { panic("copy32AVX2 without AVX2") }
func andShrAVX2(d, a *[32]uint64, m, s uint64) { panic("andShrAVX2 without AVX2") }
func fmaF32FMA3(d, a, b, c *[32]uint64) uint32 { panic("fmaF32FMA3 without FMA3") }
