package texture

import "github.com/ptxsim/ptxsim/isa"

// Channel data type and order codes of txq and suq (OpenCL's enumerations,
// which PTX adopts).
var dataTypeCode = map[[2]int]uint32{
	{int(S8), 1}: 0x10D0, {int(S16), 1}: 0x10D1, {int(U8), 1}: 0x10D2, {int(U16), 1}: 0x10D3, // normalized reads
	{int(S8), 0}: 0x10D7, {int(S16), 0}: 0x10D8, {int(S32), 0}: 0x10D9,
	{int(U8), 0}: 0x10DA, {int(U16), 0}: 0x10DB, {int(U32), 0}: 0x10DC,
	{int(F16), 0}: 0x10DD, {int(F32), 0}: 0x10DE, {int(F16), 1}: 0x10DD, {int(F32), 1}: 0x10DE,
	{int(U32), 1}: 0x10DC, {int(S32), 1}: 0x10D9,
}

var channelOrderCode = map[int]uint32{1: 0x10B0, 2: 0x10B2, 4: 0x10B5}

// Query answers txq for a texture (level is txq.level's level, or -1).
func Query(t *Texture, d *TexDesc, q isa.TexQueryKind, level int) uint32 {
	l := 0
	if level >= 0 {
		l = level
		if l >= t.levels {
			return 0
		}
	}
	w, h, dd := t.levelExtent(l)
	sh := t.shape()
	switch q {
	case isa.QWidth:
		return uint32(w)
	case isa.QHeight:
		if sh.dims < 2 {
			return 0
		}
		return uint32(h)
	case isa.QDepth:
		if sh.dims < 3 {
			return 0
		}
		return uint32(dd)
	case isa.QChannelDataType:
		n := 0
		if d.Read == NormalizedFloat {
			n = 1
		}
		return dataTypeCode[[2]int{int(t.format), n}]
	case isa.QChannelOrder:
		return channelOrderCode[t.channels]
	case isa.QNormalizedCoords:
		return b2u(d.NormalizedCoords)
	case isa.QArraySize:
		if sh.cube {
			return uint32(sh.layers / 6)
		}
		if sh.layers > 1 || t.Res.Kind <= ResMipmapped && t.Res.Array.Layered {
			return uint32(sh.layers)
		}
		return 0
	case isa.QNumMipmapLevels:
		return uint32(t.levels)
	case isa.QNumSamples:
		return 0
	case isa.QForceUnnormalizedCoords:
		return 0
	case isa.QFilterMode:
		return uint32(d.Filter)
	case isa.QAddrMode0, isa.QAddrMode1, isa.QAddrMode2:
		return uint32(d.Address[q-isa.QAddrMode0])
	}
	return 0
}

// QuerySurface answers suq.
func QuerySurface(s *Surface, q isa.TexQueryKind) uint32 {
	a := s.Array
	w, h, d := a.LevelDims(0)
	switch q {
	case isa.QWidth:
		return uint32(w)
	case isa.QHeight:
		if a.Height == 0 {
			return 0
		}
		return uint32(h)
	case isa.QDepth:
		if !a.Is3D() {
			return 0
		}
		return uint32(d)
	case isa.QChannelDataType:
		return dataTypeCode[[2]int{int(a.Format), 0}]
	case isa.QChannelOrder:
		return channelOrderCode[a.Channels]
	case isa.QArraySize:
		if a.Layered || a.Cubemap {
			return uint32(a.Depth)
		}
		return 0
	case isa.QMemoryLayout:
		return 1
	}
	return 0
}

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}
