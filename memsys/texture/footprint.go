package texture

import "github.com/ptxsim/ptxsim/memsys"

// The texels a fetch reads, as sectors, for the timing model's texture
// pipeline (memsys.TexAccess).
//
// ptxsim stores a CUDA array row-major (desc.go); the GPU tiles it in
// "block linear" form, and what the texture pipeline counts follows the
// tiles: ncu's sectors of a 256x256 f32 array read in rows are 8 per warp
// (a sector covers 16 bytes of 2 rows), read in columns 16 per warp, and a
// bilinear footprint of a quad spans 2 or 4 of them (timing_tex). The
// tiling used here is the documented one of NVIDIA's GOBs (groups of
// bytes, 64 bytes x 8 rows = 512 bytes, as Tegra's and nouveau's
// references describe them): within a GOB, byte (x, y) is at
//
//	(x%64)/32*256 + (y%8)/2*64 + (x%32)/16*32 + (y%2)*16 + x%16
//
// and GOBs follow one another along the rows, then the rows of GOBs, then
// the slices (3D depth, layers). The addresses are synthetic: each level's
// tiles live in a window of their own (TexWindow), sixteen times the
// level's device address, which the caches see but nothing reads.

// TexWindow is the base of the synthetic addresses of tiled CUDA arrays.
const TexWindow = 1 << 46

// gob geometry
const (
	gobBytesX = 64
	gobRows   = 8
	gobBytes  = gobBytesX * gobRows
)

// SectorAt is the sector holding byte off of level l (off counted from
// the level's start in ptxsim's row-major layout).
func (a *Array) SectorAt(l int, off int64) memsys.TexSector {
	w, h, _ := a.LevelDims(l)
	rowB := int64(w) * int64(a.Elem())
	row := off / rowB
	xb := off - row*rowB
	y, z := row%int64(h), row/int64(h)
	gx := (rowB + gobBytesX - 1) / gobBytesX
	gy := (int64(h) + gobRows - 1) / gobRows
	gob := (z*gy+y/gobRows)*gx + xb/gobBytesX
	in := xb%64/32*256 + y%8/2*64 + xb%32/16*32
	region := a.Base + uint64(a.LevelOffset(l))
	return memsys.TexSector{
		Addr:  TexWindow + region<<4 + uint64(gob*gobBytes+in),
		X:     int32(xb / 16),
		Y:     int32(y / 2),
		Plane: region<<12 ^ uint64(z),
	}
}

// linearSector is the sector of a byte of linear or pitched memory.
func linearSector(addr uint64) memsys.TexSector {
	return memsys.TexSector{Addr: addr &^ (memsys.TexSectorBytes - 1), X: int32(addr / memsys.TexSectorBytes)}
}

// record appends the sector of texel (x, y, z) of level l and layer to
// the lookup's footprint (Lookup.Sectors), when one is asked for.
func (s *sampler) record(l, x, y, z, layer int) {
	if s.lk.Sectors == nil {
		return
	}
	t := s.t
	elem := int64(t.format.Size() * t.channels)
	var sec memsys.TexSector
	switch t.Res.Kind {
	case ResLinear:
		sec = linearSector(t.Res.Addr + uint64(int64(x)*elem))
	case ResPitch2D:
		sec = linearSector(t.Res.Addr + uint64(int64(y)*int64(t.Res.Pitch)+int64(x)*elem))
	default:
		a := t.Res.Array
		w, h, _ := a.LevelDims(l)
		zz := int64(z)
		if a.Layered || a.Cubemap {
			zz = int64(layer)
		}
		sec = a.SectorAt(l, ((zz*int64(h)+int64(y))*int64(w)+int64(x))*elem)
	}
	*s.lk.Sectors = append(*s.lk.Sectors, sec)
}
