package isa

// SharedLayout places kernel f's static .shared variables (f.SharedSyms)
// in that order, each at its alignment, from offset 0 of the block's shared
// window: offs[i] is the offset of f.SharedSyms[i] and size the static
// shared memory the block needs (the dynamic region starts after it, at 16
// bytes alignment). Launch checks, the per-launch layout, occupancy queries
// and alignment analysis all use it, so they agree on every byte.
func (p *Program) SharedLayout(f *Func) (offs []int64, size int64) {
	offs = make([]int64, len(f.SharedSyms))
	for i, si := range f.SharedSyms {
		sy := p.Syms[si]
		if a := sy.Align; a > 1 {
			size = (size + a - 1) / a * a
		}
		offs[i] = size
		size += sy.Size
	}
	return offs, size
}

// StaticShared is the static shared memory of kernel f in bytes
// (SharedLayout's size).
func (p *Program) StaticShared(f *Func) int {
	_, size := p.SharedLayout(f)
	return int(size)
}
