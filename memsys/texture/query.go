package texture

import "github.com/ptxsim/ptxsim/isa"

// Query answers txq for a texture (level is txq.level's level, or -1):
// .width, .height and .depth, the only queries sm_90 supports
// (isa/lower_tex.go).
func Query(t *Texture, q isa.TexQueryKind, level int) uint32 {
	l := 0
	if level >= 0 {
		l = level
		if l >= t.levels {
			return 0
		}
	}
	w, h, dd := t.levelExtent(l)
	switch q {
	case isa.QWidth:
		return uint32(w)
	case isa.QHeight:
		return uint32(t.queryHeight(h))
	case isa.QDepth:
		return uint32(t.queryDepth(dd))
	}
	return 0
}

// The extents txq and suq report follow the H200's descriptors (measured:
// q_txq_height, q_txq_depth, q_txq_level, q_suq_*): a 1D array reports a
// height of 1 and a layered 1D array its layer count as the height; a
// layered 2D array reports its layers as the depth and a cubemap array its
// cubes; a single cubemap, linear memory (height) and other 2D resources
// report 0.
func arrayHeight(a *Array, h int) int {
	if a.Height == 0 {
		if a.Layered {
			return a.Layers()
		}
		return 1
	}
	return h
}

func arrayDepth(a *Array, d int) int {
	switch {
	case a.Is3D():
		return d
	case a.Cubemap && a.Layered:
		return a.Layers() / 6
	case a.Layered && a.Height > 0:
		return a.Layers()
	}
	return 0
}

func (t *Texture) queryHeight(h int) int {
	switch t.Res.Kind {
	case ResLinear:
		return 0
	case ResPitch2D:
		return h
	}
	return arrayHeight(t.Res.Array, h)
}

func (t *Texture) queryDepth(d int) int {
	if t.Res.Kind == ResLinear || t.Res.Kind == ResPitch2D {
		return 0
	}
	return arrayDepth(t.Res.Array, d)
}

// QuerySurface answers suq: .width, .height and .depth.
func QuerySurface(s *Surface, q isa.TexQueryKind) uint32 {
	a := s.Array
	w, h, d := a.LevelDims(0)
	switch q {
	case isa.QWidth:
		return uint32(w)
	case isa.QHeight:
		return uint32(arrayHeight(a, h))
	case isa.QDepth:
		return uint32(arrayDepth(a, d))
	}
	return 0
}
