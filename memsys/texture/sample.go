package texture

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/isa/fpu"
)

// Lookup is one lane's texture fetch (tex or tld4).
type Lookup struct {
	Geom      isa.TexGeom
	IntCoords bool      // .s32 coordinates
	Coord     [4]uint32 // the coordinate words as the instruction gives them (the layer first for array geometries)
	Mip       isa.TexMip
	LOD       float32    // .level
	DPdx      [3]float32 // .grad
	DPdy      [3]float32
	Offset    [3]int32 // texel offsets (HasOffset)
	HasOffset bool
	Depth     float32 // depth-compare value (HasDepth)
	HasDepth  bool
	Gather    bool  // tld4
	Comp      uint8 // tld4: the component
}

// Fault is a fetch the descriptor does not allow (a geometry that does not
// match the texture, a multi-sample geometry).
type Fault struct{ Msg string }

func (f *Fault) Error() string { return f.Msg }

// Memory is the device memory a texture reads: its resource's bytes. For
// arrays, all levels from Array.Base; for linear and pitched memory, the
// range the resource names.
type Memory []byte

// geometry of the texture's resource, as tex sees it.
type shape struct {
	dims   int  // spatial dimensions: 1, 2 or 3 (cubemaps: 2 per face)
	layers int  // layers (cubemaps: faces times cubes); 1 when not layered
	cube   bool // cubemap (layers are faces)
}

func (t *Texture) shape() shape {
	switch t.Res.Kind {
	case ResLinear:
		return shape{dims: 1, layers: 1}
	case ResPitch2D:
		return shape{dims: 2, layers: 1}
	}
	a := t.Res.Array
	s := shape{dims: 1, layers: 1}
	if a.Height > 0 {
		s.dims = 2
	}
	switch {
	case a.Cubemap:
		s.cube, s.layers = true, a.Depth
	case a.Layered:
		s.layers = a.Depth
	case a.Depth > 0:
		s.dims = 3
	}
	return s
}

// levelExtent returns level l's width, height and depth (1 where absent).
func (t *Texture) levelExtent(l int) (w, h, d int) {
	switch t.Res.Kind {
	case ResLinear:
		return int(t.Res.Bytes / uint64(t.format.Size()*t.channels)), 1, 1
	case ResPitch2D:
		return t.Res.Width, t.Res.Height, 1
	}
	w, h, d = t.Res.Array.LevelDims(l)
	if !t.Res.Array.Is3D() {
		d = 1
	}
	return w, h, d
}

// checkGeom says whether geometry g may read the texture.
func (t *Texture) checkGeom(g isa.TexGeom) error {
	s := t.shape()
	ok := false
	switch g {
	case isa.Geom1D:
		ok = s.dims == 1 && s.layers == 1 && !s.cube
	case isa.Geom2D:
		ok = s.dims == 2 && s.layers == 1 && !s.cube
	case isa.Geom3D:
		ok = s.dims == 3
	case isa.GeomA1D:
		ok = s.dims == 1 && t.Res.Kind == ResArray && t.Res.Array.Layered
	case isa.GeomA2D:
		ok = s.dims == 2 && (t.Res.Kind == ResArray || t.Res.Kind == ResMipmapped) && (t.Res.Array.Layered || s.cube)
	case isa.GeomCube:
		ok = s.cube && !t.Res.Array.Layered
	case isa.GeomACube:
		ok = s.cube && t.Res.Array.Layered
	case isa.Geom2DMS, isa.GeomA2DMS:
		return &Fault{"multi-sample textures do not exist in CUDA: no texture object can be read as .2dms or .a2dms"}
	}
	if !ok {
		return &Fault{fmt.Sprintf("a .%s fetch from a texture over %s", geomName(g), t.describe())}
	}
	return nil
}

func geomName(g isa.TexGeom) string {
	return [...]string{"1d", "2d", "3d", "a1d", "a2d", "cube", "acube", "2dms", "a2dms"}[g]
}

func (t *Texture) describe() string {
	switch t.Res.Kind {
	case ResLinear:
		return "linear memory"
	case ResPitch2D:
		return "pitched 2D memory"
	}
	a := t.Res.Array
	switch {
	case a.Cubemap && a.Layered:
		return "a cubemap array"
	case a.Cubemap:
		return "a cubemap"
	case a.Layered && a.Height > 0:
		return "a layered 2D array"
	case a.Layered:
		return "a layered 1D array"
	case a.Depth > 0:
		return "a 3D array"
	case a.Height > 0:
		return "a 2D array"
	}
	return "a 1D array"
}

// Sample executes one lane's tex or tld4 with sampler state d (the
// texture's own, or an independent-mode sampler's). The result is four
// 32-bit words: floats, or integers when the texture reads integers.
func Sample(t *Texture, d *TexDesc, mem Memory, lk *Lookup) ([4]uint32, error) {
	if err := t.checkGeom(lk.Geom); err != nil {
		return [4]uint32{}, err
	}
	s := sampler{t: t, d: d, mem: mem, lk: lk, ints: t.ReadsIntegers()}
	return s.run(), nil
}

// sampler is the state of one lane's fetch.
type sampler struct {
	t    *Texture
	d    *TexDesc
	mem  Memory
	lk   *Lookup
	ints bool // integer results
}

// vec4 is one texel or result: floats, or integer bits in the float slots'
// places (ints).
type vec4 [4]float32

func (s *sampler) run() [4]uint32 {
	lk := s.lk
	t := s.t
	layer := 0
	ci := 0
	if lk.Geom.Layered() {
		layer = int(min(lk.Coord[0], uint32(math.MaxInt32)))
		ci = 1
	}
	var c [3]float32
	var ic [3]int32
	for k := 0; k < 3 && ci+k < 4; k++ {
		c[k] = math.Float32frombits(lk.Coord[ci+k])
		ic[k] = int32(lk.Coord[ci+k])
	}
	face := 0
	if lk.Geom.Cube() {
		face, c[0], c[1] = cubeFace(c[0], c[1], c[2])
	}
	sh := t.shape()
	if sh.cube {
		layer = layer*6 + face
		if lk.Geom == isa.GeomA2D {
			layer = int(min(lk.Coord[0], uint32(math.MaxInt32)))
		}
	}
	if layer >= sh.layers {
		layer = sh.layers - 1 // the layer index is clamped
	}
	if lk.IntCoords {
		return s.fetchInt(ic, layer)
	}
	lvl, lvl2, mw := s.levels(sh)
	r := s.filter(lvl, c, layer, sh)
	if lvl2 >= 0 && mw > 0 {
		r2 := s.filter(lvl2, c, layer, sh)
		r = lerp4(r, r2, mw)
	}
	return s.out(r)
}

// out converts a result to words.
func (s *sampler) out(r vec4) [4]uint32 {
	var o [4]uint32
	for i, v := range r {
		o[i] = math.Float32bits(v)
	}
	return o
}

// cubeFace selects the face of direction (x, y, z) and returns the face
// and the face coordinates in [0, 1] (the OpenGL/CUDA cubemap table).
func cubeFace(x, y, z float32) (face int, s, t float32) {
	ax, ay, az := abs32(x), abs32(y), abs32(z)
	var ma, sc, tc float32
	switch {
	case ax >= ay && ax >= az:
		ma = ax
		if x >= 0 {
			face, sc, tc = 0, -z, -y
		} else {
			face, sc, tc = 1, z, -y
		}
	case ay >= az:
		ma = ay
		if y >= 0 {
			face, sc, tc = 2, x, z
		} else {
			face, sc, tc = 3, x, -z
		}
	default:
		ma = az
		if z >= 0 {
			face, sc, tc = 4, x, -y
		} else {
			face, sc, tc = 5, -x, -y
		}
	}
	s = float32(float32(float32(sc/ma)+1) * 0.5)
	t = float32(float32(float32(tc/ma)+1) * 0.5)
	return face, s, t
}

func abs32(x float32) float32 { return math.Float32frombits(math.Float32bits(x) &^ (1 << 31)) }

// levels chooses the mipmap level(s) and the blend weight (0..256) of the
// second.
func (s *sampler) levels(sh shape) (l0, l1 int, w int32) {
	t, d, lk := s.t, s.d, s.lk
	if t.levels <= 1 {
		return 0, -1, 0
	}
	var lod float32
	switch lk.Mip {
	case isa.MipNone, isa.MipBase:
		return 0, -1, 0
	case isa.MipLevel:
		lod = lk.LOD
	case isa.MipGrad:
		w0, h0, d0 := t.levelExtent(0)
		size := [3]float32{float32(w0), float32(h0), float32(d0)}
		n := sh.dims
		if sh.cube {
			n = 2
		}
		var rx, ry float32
		for k := 0; k < n; k++ {
			sc := float32(1)
			if d.NormalizedCoords || sh.cube {
				sc = size[k]
			}
			gx, gy := float32(lk.DPdx[k]*sc), float32(lk.DPdy[k]*sc)
			rx = float32(rx + float32(gx*gx))
			ry = float32(ry + float32(gy*gy))
		}
		rho := float32(math.Sqrt(float64(max(rx, ry))))
		lod = float32(math.Log2(float64(rho)))
	}
	lod = float32(lod + d.MipBias)
	if lod != lod { // NaN
		lod = 0
	}
	lod = max(lod, d.MinLOD)
	lod = min(lod, d.MaxLOD)
	lod = max(lod, 0)
	lod = min(lod, float32(t.levels-1))
	if d.MipFilter == Point {
		return int(lod + 0.5), -1, 0
	}
	l0 = int(lod)
	w = weight(lod - float32(l0))
	if l0+1 >= t.levels {
		return l0, -1, 0
	}
	return l0, l0 + 1, w
}

// weight converts a fraction in [0, 1) to the filter's fixed-point weight
// (8 fractional bits, 0..256).
func weight(f float32) int32 {
	return int32(f * 256)
}

// coordinate conversion of one axis: returns the unnormalized coordinate.
func (s *sampler) scale(x float32, n int) float32 {
	if s.d.NormalizedCoords {
		return float32(x * float32(n))
	}
	return x
}

// index applies address mode m to texel index i of an axis of n texels;
// ok is false for a border texel.
func index(i int64, n int, m AddressMode, normalized bool) (int, bool) {
	if !normalized && (m == Wrap || m == Mirror) {
		m = Clamp
	}
	N := int64(n)
	switch m {
	case Wrap:
		i %= N
		if i < 0 {
			i += N
		}
	case Mirror:
		p := i % (2 * N)
		if p < 0 {
			p += 2 * N
		}
		if p >= N {
			p = 2*N - 1 - p
		}
		i = p
	case Border:
		if i < 0 || i >= N {
			return 0, false
		}
	default:
		if i < 0 {
			i = 0
		}
		if i >= N {
			i = N - 1
		}
	}
	return int(i), true
}

// floorInt is floor(x) as an int64, saturated; NaN gives 0.
func floorInt(x float32) int64 {
	if x != x {
		return 0
	}
	f := math.Floor(float64(x))
	if f < -1<<40 {
		return -1 << 40
	}
	if f > 1<<40 {
		return 1 << 40
	}
	return int64(f)
}

// filter samples level l at coordinates c (cubemap faces: c[0], c[1] in
// [0, 1]) in the given layer.
func (s *sampler) filter(l int, c [3]float32, layer int, sh shape) vec4 {
	t, d, lk := s.t, s.d, s.lk
	w, h, dd := t.levelExtent(l)
	size := [3]int{w, h, dd}
	n := sh.dims
	norm := d.NormalizedCoords || sh.cube
	var idx [3][2]int
	var ok [3][2]bool
	var wt [3]int32
	linear := d.Filter == Linear && !s.ints || lk.Gather
	for k := 0; k < 3; k++ {
		if k >= n {
			idx[k] = [2]int{0, 0}
			ok[k] = [2]bool{true, true}
			continue
		}
		x := c[k]
		if norm {
			x = float32(x * float32(size[k]))
		}
		var off int64
		if lk.HasOffset {
			off = int64(lk.Offset[k])
		}
		mode := d.Address[k]
		if sh.cube {
			mode = Clamp
		}
		if linear {
			xb := float32(x - 0.5)
			i0 := floorInt(xb)
			wt[k] = weight(float32(xb - float32(i0)))
			idx[k][0], ok[k][0] = index(i0+off, size[k], mode, norm)
			idx[k][1], ok[k][1] = index(i0+1+off, size[k], mode, norm)
		} else {
			i := floorInt(x)
			idx[k][0], ok[k][0] = index(i+off, size[k], mode, norm)
		}
	}
	if lk.Gather {
		// The bilinear footprint's texels, counter-clockwise from the
		// lower left: (i0, j1), (i1, j1), (i1, j0), (i0, j0).
		var r vec4
		pick := [4][2]int{{0, 1}, {1, 1}, {1, 0}, {0, 0}}
		for q, p := range pick {
			v := s.texelAt(l, idx[0][p[0]], idx[1][p[1]], 0, layer, ok[0][p[0]] && ok[1][p[1]])
			r[q] = v[lk.Comp]
		}
		return r
	}
	if !linear {
		return s.texelAt(l, idx[0][0], idx[1][0], idx[2][0], layer, ok[0][0] && ok[1][0] && ok[2][0])
	}
	// Linear: lerp along x, then y, then z.
	get := func(a, b, cz int) vec4 {
		return s.texelAt(l, idx[0][a], idx[1][b], idx[2][cz], layer, ok[0][a] && ok[1][b] && ok[2][cz])
	}
	switch n {
	case 1:
		return lerp4(get(0, 0, 0), get(1, 0, 0), wt[0])
	case 2:
		r0 := lerp4(get(0, 0, 0), get(1, 0, 0), wt[0])
		r1 := lerp4(get(0, 1, 0), get(1, 1, 0), wt[0])
		return lerp4(r0, r1, wt[1])
	}
	r00 := lerp4(get(0, 0, 0), get(1, 0, 0), wt[0])
	r10 := lerp4(get(0, 1, 0), get(1, 1, 0), wt[0])
	r01 := lerp4(get(0, 0, 1), get(1, 0, 1), wt[0])
	r11 := lerp4(get(0, 1, 1), get(1, 1, 1), wt[0])
	return lerp4(lerp4(r00, r10, wt[1]), lerp4(r01, r11, wt[1]), wt[2])
}

// lerp4 blends a and b with weight w/256 of b.
func lerp4(a, b vec4, w int32) vec4 {
	if w == 0 {
		return a
	}
	wf := float32(w) / 256
	var r vec4
	for i := range r {
		r[i] = float32(float32(a[i]*(1-wf)) + float32(b[i]*wf))
	}
	return r
}

// fetchInt is a fetch with integer coordinates: the texel at those
// indices, no filtering.
func (s *sampler) fetchInt(ic [3]int32, layer int) [4]uint32 {
	t, d, lk := s.t, s.d, s.lk
	sh := t.shape()
	w, h, dd := t.levelExtent(0)
	size := [3]int{w, h, dd}
	var idx [3]int
	all := true
	for k := 0; k < sh.dims; k++ {
		i := int64(ic[k])
		if lk.HasOffset {
			i += int64(lk.Offset[k])
		}
		var ok bool
		idx[k], ok = index(i, size[k], d.Address[k], false)
		all = all && ok
	}
	if t.Res.Kind == ResLinear {
		// tex1Dfetch: out-of-range indices read zero.
		i := int64(ic[0])
		if i < 0 || i >= int64(w) {
			return [4]uint32{}
		}
		idx[0], all = int(i), true
	}
	return s.out(s.texelAt(0, idx[0], idx[1], idx[2], layer, all))
}

// texelAt reads texel (x, y, z) of level l and layer (in range, or the
// border color when ok is false) converted to the result type.
func (s *sampler) texelAt(l, x, y, z, layer int, ok bool) vec4 {
	t := s.t
	if !ok {
		return s.borderColor()
	}
	var off int64
	elem := int64(t.format.Size() * t.channels)
	switch t.Res.Kind {
	case ResLinear:
		off = int64(x) * elem
	case ResPitch2D:
		off = int64(y)*int64(t.Res.Pitch) + int64(x)*elem
	default:
		a := t.Res.Array
		w, h, _ := a.LevelDims(l)
		zz := int64(z)
		if a.Layered || a.Cubemap {
			zz = int64(layer)
		}
		off = a.LevelOffset(l) + ((zz*int64(h)+int64(y))*int64(w)+int64(x))*elem
	}
	if off < 0 || off+elem > int64(len(s.mem)) {
		return vec4{}
	}
	return s.convert(s.mem[off : off+elem])
}

// convert reads one element's channels as the texture returns them.
func (s *sampler) convert(b []byte) vec4 {
	t := s.t
	r := vec4{0, 0, 0, 1}
	if s.ints {
		r[3] = math.Float32frombits(1)
	}
	sz := t.format.Size()
	for c := 0; c < t.channels; c++ {
		p := b[c*sz:]
		var v float32
		switch t.format {
		case U8:
			x := p[0]
			if s.ints {
				v = math.Float32frombits(uint32(x))
			} else if s.d.SRGB && c < 3 {
				v = srgbToLinear(x)
			} else {
				v = float32(x) / 255
			}
		case S8:
			x := int8(p[0])
			if s.ints {
				v = math.Float32frombits(uint32(int32(x)))
			} else {
				v = max(float32(x)/127, -1)
			}
		case U16:
			x := binary.LittleEndian.Uint16(p)
			if s.ints {
				v = math.Float32frombits(uint32(x))
			} else {
				v = float32(x) / 65535
			}
		case S16:
			x := int16(binary.LittleEndian.Uint16(p))
			if s.ints {
				v = math.Float32frombits(uint32(int32(x)))
			} else {
				v = max(float32(x)/32767, -1)
			}
		case U32, S32:
			v = math.Float32frombits(binary.LittleEndian.Uint32(p))
		case F16:
			v = fpu.F16ToF32(binary.LittleEndian.Uint16(p))
		case F32:
			v = math.Float32frombits(binary.LittleEndian.Uint32(p))
		}
		r[c] = v
	}
	return r
}

// borderColor is the border color as the texture returns it.
func (s *sampler) borderColor() vec4 {
	if s.ints {
		var r vec4
		for i, f := range s.d.Border {
			r[i] = math.Float32frombits(uint32(int32(f)))
		}
		return r
	}
	return vec4(s.d.Border)
}

// srgbToLinear is the sRGB decoding of an 8-bit value.
func srgbToLinear(x uint8) float32 {
	c := float64(x) / 255
	if c <= 0.04045 {
		return float32(c / 12.92)
	}
	return float32(math.Pow((c+0.055)/1.055, 2.4))
}
