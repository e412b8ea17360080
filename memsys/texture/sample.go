package texture

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/isa/fpu"
	"github.com/ptxsim/ptxsim/memsys"
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

	// Sectors, when not nil, gets the sector of every texel the fetch
	// reads (its whole filter footprint, zero weights included; border
	// texels read no memory): the timing model's texture traffic.
	Sectors *[]memsys.TexSector
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
	if t.Res.Kind == ResLinear && !lk.IntCoords {
		return [4]uint32{}, nil // float coordinates on linear memory read 0 (bad_linear_fcoord)
	}
	s := sampler{t: t, d: d, mem: mem, lk: lk, ints: t.ReadsIntegers()}
	return s.run(), nil
}

// sampler is the state of one lane's fetch.
type sampler struct {
	dir  [3]float32 // cubemaps: the direction
	t    *Texture
	d    *TexDesc
	mem  Memory
	lk   *Lookup
	ints bool // integer results
	// Anisotropic fetches (aniso.go): the footprint's axes.
	an anisoAxes
}

// probeAt places the taps of one probe of an anisotropic fetch
// (aniso.go): its offset from the sample point (fixed point, texels of
// its level) and the scale from its probe set's weight precision to the
// fetch's (the taps' weights are multiplied by wmul; 0: 1; the level's
// share is already in the probe's total). The zero value is a plain
// fetch.
type probeAt struct {
	shift [3]int64
	wmul  int32
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
		s.dir = c
		face, c[0], c[1] = cubeFace(c[0], c[1], c[2])
	}
	sh := t.shape()
	if sh.cube && lk.Geom != isa.GeomA2D {
		layer = min(layer, sh.layers/6-1)*6 + face // the cube index is clamped, then the face added
	}
	if lk.IntCoords {
		if layer >= sh.layers {
			return [4]uint32{} // a texel load from a layer that does not exist reads 0 (intcoords)
		}
		return s.fetchInt(ic, layer)
	}
	if layer >= sh.layers {
		layer = sh.layers - 1 // the layer index is clamped
	}
	lvl, lvl2, mw := s.levels(sh)
	if s.an.on && !lk.Gather {
		if r, ok := s.anisoFilter(lvl, lvl2, mw, c, layer, sh); ok {
			return s.out(r)
		}
	}
	if lvl2 < 0 || mw == 0 || lk.Gather {
		return s.out(s.filter(lvl, c, layer, sh))
	}
	if sh.dims < 3 {
		// Both levels' footprints in one sum, each level aligned apart
		// with its share of the weights (as the two z layers of a 3D
		// footprint; measured: mip_data).
		var buf [16]tap
		t := s.taps(lvl, c, layer, sh, 256-mw, 0, probeAt{}, buf[:0])
		t = s.taps(lvl2, c, layer, sh, mw, 1, probeAt{}, t)
		return s.out(s.combine(t))
	}
	return s.out(mipBlend(s.filter(lvl, c, layer, sh), s.filter(lvl2, c, layer, sh), mw))
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
	// On ties the later axis wins: z over y over x (measured: cubemap).
	switch {
	case az >= ax && az >= ay:
		ma = az
		if z >= 0 {
			face, sc, tc = 4, x, -y
		} else {
			face, sc, tc = 5, -x, -y
		}
	case ay >= ax:
		ma = ay
		if y >= 0 {
			face, sc, tc = 2, x, z
		} else {
			face, sc, tc = 3, x, -z
		}
	default:
		ma = ax
		if x >= 0 {
			face, sc, tc = 0, -z, -y
		} else {
			face, sc, tc = 1, z, -y
		}
	}
	s = float32(float32(float32(sc/ma)+1) * 0.5)
	t = float32(float32(float32(tc/ma)+1) * 0.5)
	return face, s, t
}

func sign32(x float32) float32 {
	if x < 0 {
		return -1
	}
	return 1
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
		dx, dy := lk.DPdx, lk.DPdy
		var cx, cy [3]float64
		crossed := false
		if sh.cube {
			// Derivatives of the face coordinates (sc/|ma| + 1)/2.
			n = 2
			var ex, ey bool
			cx, ex = cubeGrad(s.dir, lk.DPdx)
			cy, ey = cubeGrad(s.dir, lk.DPdy)
			crossed = ex || ey
		}
		// The texture unit's estimate of the footprint's major axis
		// (gradMajor), in texels of level 0.
		var ga, gb [3]float64
		for k := 0; k < n; k++ {
			sc := float32(1)
			if d.NormalizedCoords || sh.cube {
				sc = size[k]
			}
			// Truncated to 10 significant bits as gradMajor does, so the
			// area below uses the same gradients.
			if sh.cube {
				ga[k], gb[k] = trunc(cx[k]*float64(sc), 10), trunc(cy[k]*float64(sc), 10)
			} else {
				ga[k], gb[k] = trunc(float64(float32(dx[k]*sc)), 10), trunc(float64(float32(dy[k]*sc)), 10)
			}
		}
		major := gradMajor(ga, gb, !crossed)
		lod = log2Approx(major)
		if d.MaxAnisotropy > 1 && n < 3 && !crossed {
			// Anisotropic: probes along the major axis; the level is
			// that of the minor axis (the footprint's area over the
			// major axis, in the log domain), or of the major axis over
			// the probe count where the footprint is longer than that
			// (mip_grad launches 4, 5 and 7; aniso_lod). 1D footprints
			// (area 0) and cubemap faces take probes as 2D ones do; 3D
			// footprints take none and keep the isotropic level
			// (aniso_probe3). A cube gradient whose end point leaves the
			// face (crossed) takes no probes and keeps the isotropic level
			// of the major axis (aniso_rand2 o7: such samples read the
			// plain trilinear filter of that level, 0.08 where probes
			// give 0.59; 77 of the 92 exact).
			area := areaOnMajorGrid(ga, gb, major)
			lmaj := lod
			lod = max(log2Approx(area)-lod, lod-anisoLog2(d.MaxAnisotropy))
			if v := majorAxis(ga, gb); major > 0 && v != [2]float64{} {
				s.an = anisoAxes{on: true, dir: probeDir(v), lmaj: float64(lmaj), lod: float64(max(lod, 0))}
			}
		}
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
		s.an.lodF = float64(int(lod + 0.5))
		return int(lod + 0.5), -1, 0
	}
	l0 = int(lod)
	w = weight(lod - float32(l0))
	if d.MaxAnisotropy > 1 && !d.DisableTrilinearOpt {
		w = trilinearOpt(w, d.MaxAnisotropy)
	}
	s.an.lodF = float64(l0) + float64(w)/256
	if l0+1 >= t.levels {
		return l0, -1, 0
	}
	return l0, l0 + 1, w
}

// areaOnMajorGrid is the footprint area |a x b| as the anisotropic level
// of detail reads it: each of the two products a0 b1 and a1 b0 rounded to a
// multiple of 2^(floor(log2 major) - 8) (the major axis' last place at 8
// fractional bits), ties toward zero, then subtracted; log2Approx then
// truncates it to 8 bits. lod_sweep o3 and o4 (a major axis M over [4, 8)
// with the minor axis 1.5, and M = 4 (1 + i/256) by minors 1 + j/16: 1494
// samples one or two 256ths off with the exact area) and lod_split o1-o5
// (areas 4h - f/256 at the power-of-two majors 4 and 8: a product below a
// quarter of the grid never moves the level, one rounding of the
// difference would) are exact so.
func areaOnMajorGrid(a, b [3]float64, major float32) float32 {
	if !(major > 0) {
		return float32(math.Abs(a[0]*b[1] - a[1]*b[0]))
	}
	_, e := math.Frexp(float64(major))
	round := func(p float64) float64 {
		return math.Copysign(math.Ceil(math.Ldexp(math.Abs(p), 9-e)-0.5), p)
	}
	return float32(math.Ldexp(math.Abs(round(a[0]*b[1])-round(a[1]*b[0])), e-9))
}

// anisoLog2 is log2 of the largest probe count the unit uses for a
// maximum anisotropy n: the power of two at or below it (aniso_lod: max
// anisotropy 3 reads exactly as 2).
func anisoLog2(n uint32) float32 { return float32(bits.Len32(n) - 1) }

// trilinearOpt narrows the blend between two mipmap levels as the H200
// does for textures with anisotropic filtering (unless the descriptor
// disables the trilinear optimization), for explicit levels and
// gradients alike: the level fraction w (256ths) becomes
// round((s w - b)/4) clamped to [0, 256], so fractions below b/s read the
// finer level alone and those above (b + 1024)/s the coarser. s and b
// depend on the maximum anisotropy N: s = 6, b = 254 for N = 2 and 3
// (blend over about [42, 213]); 7, 380 for 4 ([54, 201]); 8, 512 for 8
// and 16 ([64, 192]) (aniso_lod: tex.level over every fraction, each
// line exact; N = 5 to 7 are taken as 4).
func trilinearOpt(w int32, maxAniso uint32) int32 {
	s, b := int32(8), int32(512)
	switch {
	case maxAniso < 4:
		s, b = 6, 254
	case maxAniso < 8:
		s, b = 7, 380
	}
	return min(max((s*w-b+2)>>2, 0), 256)
}

// gradMajor is the H200's estimate of the length of the major axis of
// the footprint spanned by the gradient vectors a and b, in texels:
// max(|a|, |b|, 11/16 |a + b|, 11/16 |a - b|) (the last two only where
// sums is set; see cubeGrad for where they are not) with the vector norm
// vecNorm, on gradients and sums truncated to 10 significant bits. It
// equals the longer vector for orthogonal gradients and 11/16 (|a| + |b|)
// for parallel ones, and for a 1D texture it is the octagonal norm
// max(M, 11/16 (M + m)) of (du/dx, du/dy). Fitted on mip_grad's random 2D
// gradient pairs (launch 6) and grad3d's 3D ones: 11/32, 1/4 and 11/16
// are exact (nearby constants lose hundreds of samples); the truncations
// give 1960 of 2016 2D and 992 of 1015 3D samples in range, the rest one
// or two 256ths of a level off.
func gradMajor(a, b [3]float64, sums bool) float32 {
	var s, d [3]float64
	for k := range a {
		a[k], b[k] = trunc(a[k], 10), trunc(b[k], 10)
	}
	m := max(vecNorm(a[0], a[1], a[2]), vecNorm(b[0], b[1], b[2]))
	if !sums {
		return float32(m)
	}
	for k := range a {
		s[k], d[k] = trunc(a[k]+b[k], 10), trunc(a[k]-b[k], 10)
	}
	m = max(m, 11.0/16*vecNorm(s[0], s[1], s[2]), 11.0/16*vecNorm(d[0], d[1], d[2]))
	return float32(m)
}

// vecNorm is the texture unit's length of a vector: the largest
// component plus 11/32 of the middle one plus 1/4 of the smallest
// ("alpha max plus beta min"; up to 5.6% long 22 degrees off an axis in
// 2D, 8.6% in 3D), truncated to 12 significant bits (mip_grad launch 6,
// grad3d launch 0's single vectors at every angle).
func vecNorm(x, y, z float64) float64 {
	x, y, z = math.Abs(x), math.Abs(y), math.Abs(z)
	hi, mid, lo := max(x, y, z), min(max(x, y), max(y, z), max(x, z)), min(x, y, z)
	return trunc(hi+11.0/32*mid+0.25*lo, 12)
}

// trunc truncates x toward zero to the given number of significant bits.
func trunc(x float64, bits int) float64 {
	fr, e := math.Frexp(x)
	return math.Ldexp(math.Trunc(math.Ldexp(fr, bits)), e-bits)
}

// log2Approx is the texture unit's log2 of a level-of-detail scale: the
// exponent plus log2Table[top 8 mantissa bits]/256.
func log2Approx(x float32) float32 {
	b := math.Float32bits(x)
	if x <= 0 || b&0x7f800000 == 0 {
		return -1e30
	}
	e := int(b>>23&0xff) - 127
	return float32(e) + float32(log2Table[b>>15&0xff])/256
}

// log2Table is the H200's fractional log2 by the top 8 mantissa bits, in
// 256ths, read back from the hardware (mip_grad launch 2: the level
// fraction of tex.grad over scales 1 + k/256; every sample in each step
// agrees). It is close to round(256 * log2(1 + (k + 1/2)/256)) but
// differs in 14 entries, so it is kept as measured.
var log2Table = [256]uint8{
	0, 2, 4, 5, 6, 8, 9, 11, 12, 13, 15, 16, 18, 19, 20, 22, 23, 24, 26, 27, 28, 30, 31, 32, 34, 35,
	36, 38, 39, 40, 42, 43, 44, 45, 47, 48, 49, 50, 52, 53, 54, 55, 57, 58, 59, 60, 62, 63, 64, 65, 66,
	68, 69, 70, 71, 72, 74, 75, 76, 77, 78, 79, 81, 82, 83, 84, 85, 86, 88, 89, 90, 91, 92, 93, 94, 95,
	97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 109, 110, 111, 112, 113, 114, 115, 116, 117,
	118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 135, 136, 137, 137,
	138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157,
	158, 159, 160, 161, 162, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 173, 174, 175,
	176, 177, 178, 179, 180, 181, 181, 182, 183, 184, 185, 186, 187, 188, 188, 189, 190, 191, 192, 193,
	194, 195, 195, 196, 197, 198, 199, 200, 200, 201, 202, 203, 204, 205, 205, 206, 207, 208, 209, 210,
	210, 211, 212, 213, 214, 214, 215, 216, 217, 218, 218, 219, 220, 221, 222, 222, 223, 224, 225, 226,
	226, 227, 228, 229, 229, 230, 231, 232, 233, 233, 234, 235, 236, 236, 237, 238, 239, 239, 240, 241,
	242, 242, 243, 244, 245, 245, 246, 247, 248, 248, 249, 250, 251, 251, 252, 253, 253, 254, 255, 255,
}

// weight converts a fraction in [0, 1) to the filter's fixed-point weight:
// 8 fractional bits, rounded to nearest with ties up, so 256 (a weight of
// 1.0) is reachable (measured: weights1d, transitions at k + 1/2).
func weight(f float32) int32 {
	return int32(math.Floor(float64(f)*256 + 0.5))
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

// Coordinates become fixed point with fixBits fractional bits before
// addressing: a normalized coordinate is truncated to 2^-21 and then
// multiplied exactly by the texture's size (measured: weights1d launches
// 6-7 fit this and no other truncation; an exact or float32 product misses
// 110 of 23908 samples); an unnormalized one is truncated likewise.
const (
	fixBits = 21
	fixOne  = int64(1) << fixBits
	fixHalf = fixOne / 2
)

// fixCoord converts a coordinate of an axis of n texels to fixed point
// (texel units); NaN counts as 0 and huge values saturate.
func fixCoord(c float32, n int, norm bool) int64 {
	if c != c {
		return 0
	}
	c = ftz(c) // a denormal coordinate is 0 (address1d: -2^-149 wraps to texel 0)
	const lim = 1 << 30
	v := math.Floor(math.Max(-lim, math.Min(lim, float64(c))) * float64(fixOne))
	if norm {
		return int64(v) * int64(n)
	}
	return int64(v)
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
	if s.lk.Gather {
		return s.gather(l, c, layer, sh)
	}
	var buf [8]tap
	t := s.taps(l, c, layer, sh, 256, 0, probeAt{}, buf[:0])
	if len(t) == 1 && s.d.Filter == Point {
		return s.texelAt(t[0].lvl, t[0].x, t[0].y, t[0].z, t[0].lay, t[0].ok) // point reads keep denormals (formats)
	}
	return s.combine(t)
}

// gather is tld4: the bilinear footprint's texels, counter-clockwise from
// the lower left: (i0, j1), (i1, j1), (i1, j0), (i0, j0).
func (s *sampler) gather(l int, c [3]float32, layer int, sh shape) vec4 {
	var buf [8]tap
	t := s.taps(l, c, layer, sh, -1, 0, probeAt{}, buf[:0])
	var r vec4
	for q, p := range [4]int{2, 3, 1, 0} {
		v := t[p].sv
		if !t[p].syn {
			v = s.texelAt(l, t[p].x, t[p].y, 0, t[p].lay, t[p].ok)
		}
		r[q] = v[s.lk.Comp]
	}
	return r
}

// taps appends the texels level l's footprint reads at coordinates c, with
// weights summing to total (of 256): one texel for point sampling, 2, 4 or
// 8 for linear filtering (times pr.wmul, probes; pr.shift moves c). total -1 asks for the 4 texels of a gather in
// footprint order, whatever their weights. zl tags the taps for combine's
// per-layer alignment (3D slices, or the two levels of a mipmap blend).
func (s *sampler) taps(l int, c [3]float32, layer int, sh shape, total int32, zl uint8, pr probeAt, taps []tap) []tap {
	t, d, lk := s.t, s.d, s.lk
	w, h, dd := t.levelExtent(l)
	size := [3]int{w, h, dd}
	n := sh.dims
	norm := d.NormalizedCoords || sh.cube
	var idx [3][2]int
	var raw [3][2]int64 // unclamped texel indices (seamless cubemaps)
	var ok [3][2]bool
	var wt [3]int32
	// Integers read as integers filter too (CUDA forbids the combination;
	// the H200 lerps the integers: see combine).
	linear := d.Filter == Linear || lk.Gather
	if n == 1 && linear && t.Res.Kind != ResLinear {
		// A 1D array is filtered as a 2D one of height 1 at y = 0: the
		// y footprint straddles row 0 and row -1, which only the border
		// mode makes visible (half the border color mixes in; measured:
		// address1d launches 13 and 15).
		n, c[1] = 2, 0
	}
	for k := 0; k < 3; k++ {
		if k >= n {
			idx[k] = [2]int{0, 0}
			ok[k] = [2]bool{true, true}
			continue
		}
		x := fixCoord(c[k], size[k], norm) + pr.shift[k]
		var off int64
		if lk.HasOffset {
			off = int64(lk.Offset[k])
		}
		mode := d.Address[k]
		if sh.cube {
			mode = Clamp
		}
		if linear {
			xb := x - fixHalf
			i0 := xb >> fixBits
			wt[k] = int32((xb&(fixOne-1)*256 + fixHalf) >> fixBits)
			raw[k] = [2]int64{i0 + off, i0 + 1 + off}
			idx[k][0], ok[k][0] = index(i0+off, size[k], mode, norm)
			idx[k][1], ok[k][1] = index(i0+1+off, size[k], mode, norm)
		} else {
			idx[k][0], ok[k][0] = index(x>>fixBits+off, size[k], mode, norm)
		}
	}
	if !linear {
		if total < 0 {
			total = 256
		}
		if pr.wmul != 0 {
			total *= pr.wmul
		}
		tp := tap{x: idx[0][0], y: idx[1][0], z: idx[2][0], ok: ok[0][0] && ok[1][0] && ok[2][0],
			w: total, zl: zl, lay: layer, lvl: l}
		if tp.ok {
			s.record(l, tp.x, tp.y, tp.z, layer)
		}
		return append(taps, tp)
	}
	// Linear: the footprint's texels with 9-bit weights summing to 256.
	seamless := sh.cube && d.SeamlessCubemap
	var wts [8]int32
	gather := total < 0
	if gather {
		wts = [8]int32{1, 1, 1, 1}
	} else {
		fw := wt
		if n >= 2 && idx[0][0] == idx[0][1] && ok[0][0] == ok[0][1] && !sh.cube {
			// Both columns are the same (clamped) texel: the rows split
			// the layer's whole weight, with the left column's tie rule
			// (mip_data: the 2x2 and 1x1 levels of a trilinear blend,
			// 64 samples one weight unit off otherwise).
			fw[0] = 0
		}
		footprint(n, fw, total, &wts)
		if pr.wmul != 0 {
			for q := range wts {
				wts[q] *= pr.wmul
			}
		}
	}
	var seam [4]tap // seamless cubemaps: the footprint's texels on the faces they fall on
	if seamless {
		for q := range seam {
			dx, dy := q&1, q>>1&1
			seam[q] = tap{ok: true, lay: layer, lvl: l}
			seam[q].x, seam[q].y, seam[q].lay = cubeSeam(raw[0][dx], raw[1][dy], w, layer)
		}
	}
	if seamless && !gather {
		// A footprint over a cube corner: the texel off both edges does
		// not exist. Its weight goes to the three texels around the
		// corner: each neighbour on another face takes cornerShare of it,
		// the texel on the sampled face the rest (measured: cubemap o9).
		for q := 0; q < 4; q++ {
			if off(raw[0][q&1], w) && off(raw[1][q>>1&1], w) {
				wc, nb := wts[q], cornerShare(wts[q])
				wts[q] = 0
				wts[q^1] += nb
				wts[q^2] += nb
				wts[q^3] += wc - 2*nb
			}
		}
	}
	for q := 0; q < 1<<n; q++ {
		wq := wts[q]
		dx, dy, dz := q&1, q>>1&1, q>>2
		tp := tap{x: idx[0][dx], y: idx[1][dy], z: idx[2][dz], ok: ok[0][dx] && ok[1][dy] && ok[2][dz], w: wq,
			zl: zl | uint8(dz), lay: layer, lvl: l}
		corner := seamless && off(raw[0][dx], w) && off(raw[1][dy], w)
		if seamless {
			tp.x, tp.y, tp.lay = seam[q].x, seam[q].y, seam[q].lay
			if gather && corner {
				// tld4 over a cube corner returns for the missing texel
				// the blend of the three around it a whole texel's weight
				// gives: 86/256 for the one on the sampled face, 85/256
				// for the others (measured: gather_cube).
				tp.syn = true
				tp.sv, tp.sr = s.corner(seam[q^3], seam[q^1], seam[q^2])
			}
		}
		if tp.ok && !corner {
			s.record(l, tp.x, tp.y, tp.z, tp.lay) // the whole footprint is read, zero weights too
		}
		if wq != 0 {
			taps = append(taps, tp)
		}
	}
	return taps
}

// cornerShare is the part of a missing cube-corner texel's weight w (of
// 256) each of its two neighbours on other faces takes; the neighbour on
// the sampled face takes the rest: 85, 85 and 86 of a whole texel.
func cornerShare(w int32) int32 { return (w*85 + 128) >> 8 }

// off reports whether texel index i lies outside 0..n-1.
func off(i int64, n int) bool { return i < 0 || i >= int64(n) }

// corner is the value tld4 returns for the missing texel of a footprint
// over a cube corner: the (86, 85, 85)/256 blend (cornerShare) of the
// texel on the sampled face (a) and its neighbours on the other two faces
// (b, c), as a texel of the result type and as raw integer components.
func (s *sampler) corner(a, b, c tap) (vec4, [4]int64) {
	nb := cornerShare(256)
	a.w, b.w, c.w = 256-2*nb, nb, nb
	for _, t := range [3]tap{a, b, c} {
		s.record(t.lvl, t.x, t.y, t.z, t.lay)
	}
	v := s.combine([]tap{a, b, c})
	ra, rb, rc := s.rawAt(a.lvl, a.x, a.y, a.z, a.lay, true), s.rawAt(b.lvl, b.x, b.y, b.z, b.lay, true), s.rawAt(c.lvl, c.x, c.y, c.z, c.lay, true)
	var r [4]int64
	for i := range r {
		r[i] = floorDiv(86*ra[i]+85*rb[i]+85*rc[i]+128, 256)
	}
	return v, r
}

// cubeSeam maps texel (i, j) of a cubemap face (layer) that may lie off
// the face's n x n texels to the texel of the face it falls on: the
// direction through the texel's centre is projected again.
func cubeSeam(i, j int64, n, layer int) (x, y, lay int) {
	if i >= 0 && i < int64(n) && j >= 0 && j < int64(n) {
		return int(i), int(j), layer
	}
	sc := float32((2*float64(i)+1)/float64(n) - 1)
	tc := float32((2*float64(j)+1)/float64(n) - 1)
	var dx, dy, dz float32
	switch layer % 6 {
	case 0:
		dx, dy, dz = 1, -tc, -sc
	case 1:
		dx, dy, dz = -1, -tc, sc
	case 2:
		dx, dy, dz = sc, 1, tc
	case 3:
		dx, dy, dz = sc, -1, -tc
	case 4:
		dx, dy, dz = sc, -tc, 1
	default:
		dx, dy, dz = -sc, -tc, -1
	}
	face, u, v := cubeFace(dx, dy, dz)
	x = min(max(int(math.Floor(float64(u)*float64(n))), 0), n-1)
	y = min(max(int(math.Floor(float64(v)*float64(n))), 0), n-1)
	return x, y, layer - layer%6 + face
}

// tap is one texel of a filter footprint and its weight (of 256).
type tap struct {
	x, y, z int
	ok      bool // false: the border color
	w       int32
	zl      uint8 // combine aligns taps of each zl apart: 3D z layer (0, 1) or mipmap level
	lay     int   // the array layer (cubemaps: face) the texel is in
	lvl     int   // the mipmap level
	// syn: a synthesized texel (a seamless cube corner) of value sv, raw
	// integer components sr.
	syn bool
	sv  vec4
	sr  [4]int64
}

// footprint computes the weights (of 256) of the 2, 4 or 8 texels of a
// linear footprint, index dx + 2*dy + 4*dz, from the per-axis weights W.
// Each z layer gets 256-Wz or Wz; a layer of total T is split into
// columns first, the right one X = round(Wx*T/256) with ties up and the
// left one L = T - X, then each column into rows: the right column's
// lower texel round(X*Wy/256) with ties up, the left column's
// round(L*Wy/256) with ties down (mip_taps: one texel of 1.0 under
// trilinear tex.level over every x, y and level fraction; all 32768
// weights, where the per-axis shares X, Y and XY of a layer missed 2432;
// filter2d and filter3d, where T = 256, agree with both).
func footprint(n int, W [3]int32, total int32, w *[8]int32) {
	layer := func(T int32, o int) {
		X := (W[0]*T + 128) >> 8
		L := T - X
		XB := (X*W[1] + 128) >> 8
		LB := (L*W[1] + 127) >> 8
		w[o], w[o+1], w[o+2], w[o+3] = L-LB, X-XB, LB, XB
	}
	switch n {
	case 1:
		X := (W[0]*total + 128) >> 8
		w[0], w[1] = total-X, X
	case 2:
		layer(total, 0)
	default:
		layer(256-W[2], 0)
		layer(W[2], 4)
	}
}

// filterClass is how a format's texels are combined.
type filterClass uint8

const (
	classF32    filterClass = iota // block floating point, 28-bit magnitudes, rounded to float32
	classF16                       // block floating point, 15-bit magnitudes, rounded to 11 significant bits
	classSRGB                      // decoded sRGB: 8-bit magnitudes aligned by code groups (blockSum), rounded to 11 bits
	classUnorm8                    // integer sums in unorm16 precision
	classUnorm16
	classSnorm8
	classSnorm16
	classInt // integers read as integers
)

func (s *sampler) class(c int) filterClass {
	if s.ints {
		return classInt
	}
	switch s.t.format {
	case F16:
		return classF16
	case U8:
		if s.d.SRGB && c < 3 {
			return classSRGB
		}
		return classUnorm8
	case U16:
		return classUnorm16
	case S8:
		return classSnorm8
	case S16:
		return classSnorm16
	}
	return classF32
}

// combine filters a footprint. Float formats use the block floating-point
// sum of blockSum; 8- and 16-bit integer formats read as normalized floats
// are summed as integers and converted once (measured on filterformats and
// filter2d): unorm8 as V = round(S*257/256), V/65535 (the filter works in
// unorm16 precision); unorm16 as round(S/256)/65535; snorm16 as
// round(S/256)/32767 clamped to -1; snorm8 as V/32767 with
// V = S + (S + 64 + 16*floor(S/4096))>>7 clamped to -32767, with S
// the weighted sum of the raw integers (units of 1/256). A lone texel (the
// others weigh nothing) is returned as a point fetch would.
func (s *sampler) combine(taps []tap) vec4 {
	if len(taps) == 1 {
		t := taps[0]
		v := t.sv
		if !t.syn {
			v = s.texelAt(t.lvl, t.x, t.y, t.z, t.lay, t.ok)
		}
		if s.t.format == F32 || s.t.format == F16 {
			for i := range v {
				v[i] = ftz(v[i])
			}
		}
		return v
	}
	var vals [16]vec4
	var raw [16][4]int64
	var x [16]float32
	return s.combineInto(taps, 8, vals[:len(taps)], raw[:len(taps)], x[:len(taps)])
}

// combineInto is combine for footprints of any size, with scratch space
// for the taps' texels (vals, raw, x: len(taps) each). The weights total
// 1 << wb.
func (s *sampler) combineInto(taps []tap, wb int, vals []vec4, raw [][4]int64, x []float32) vec4 {
	for i, t := range taps {
		if t.syn {
			vals[i], raw[i] = t.sv, t.sr
			continue
		}
		vals[i] = s.texelAt(t.lvl, t.x, t.y, t.z, t.lay, t.ok)
		raw[i] = s.rawAt(t.lvl, t.x, t.y, t.z, t.lay, t.ok)
	}
	var r vec4
	for c := 0; c < 4; c++ {
		switch cl := s.class(c); cl {
		case classF32, classF16, classSRGB:
			bits, out := 28, 24
			switch cl {
			case classF16:
				bits, out = 15, 11
			case classSRGB:
				bits, out = 8, 11
			}
			for i := range taps {
				x[i] = vals[i][c]
			}
			var codes [][4]int64
			if cl == classSRGB {
				codes = raw
			}
			r[c] = blockSum(x, taps, bits, out, wb, codes, c)
		default:
			var S int64
			for i, t := range taps {
				S += raw[i][c] * int64(t.w)
			}
			if wb > 8 && cl == classUnorm8 {
				// Finer weights (probes): unorm8 converts the whole sum
				// to unorm16 in one rounding (aniso_probe3 o187: 510/1024
				// of 255 reads 128/65535, where the sum rounded to 256ths
				// first gives 129).
				r[c] = float32(float64((S*257+1<<(wb-1))>>wb) / 65535)
				continue
			}
			if wb > 8 {
				// Finer weights (probes): the sum back in 256ths,
				// rounded half up (not measured).
				S = floorDiv(S+1<<(wb-9), 1<<(wb-8))
			}
			if cl == classInt {
				// The integer lerp rounds half up in 8- and 16-bit
				// formats and truncates toward -inf in 32-bit ones
				// (lininteger: 64 of 64 samples each).
				if s.t.format.Size() == 4 {
					r[c] = math.Float32frombits(uint32(floorDiv(S, 256)))
				} else {
					r[c] = math.Float32frombits(uint32(floorDiv(S+128, 256)))
				}
			} else {
				r[c] = normalize(cl, S)
			}
		}
	}
	return r
}

// normalize converts an integer footprint sum S (raw texels times weights
// of 256) of a normalized integer format to its float result.
func normalize(cl filterClass, S int64) float32 {
	switch cl {
	case classUnorm8:
		return float32(float64((S*257+128)>>8) / 65535)
	case classUnorm16:
		return float32(float64((S+128)>>8) / 65535)
	case classSnorm16:
		return max(float32(float64((S+128)>>8)/32767), -1)
	case classSnorm8:
		// snorm8 -> snorm16 in fixed point: S*(1 + 1/128 + 1/32768)
		// approximates S*32767/32512, the second term rounded, the
		// third truncated per 4096 (filterformats o2, 16384 samples).
		v := S + (S+64+16*(S>>12))>>7
		return float32(float64(max(v, -32767)) / 32767)
	}
	return 0
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// blockSum is the weighted sum (weights of 1 << wbits) of float texels in the
// texture unit's block floating point: denormals flushed, every texel
// aligned to the largest one's exponent as a magnitude of blockBits bits
// truncated toward zero, the sum formed exactly and rounded to nearest,
// ties away from zero, to outBits significant bits (measured: filter1d,
// filter2d for f32 with 28 and 24 bits; filterformats and filter2d for f16
// with 15 and 11). A 3D footprint's two z layers are aligned separately
// and their sums added exactly (filter3d: aligning all eight texels
// together misses 15 of 16384 samples, separate layers none).
//
// Decoded sRGB texels (codes, their raw 8-bit values, not nil) are
// aligned not to the largest decoded value's exponent but to the largest
// exponent of the decoded values of their groups of eight codes (code|7):
// code 136 (0.246) aligns as 0.25..0.5 (its group reaches 143 = 0.279)
// and 248-254 as 1.0, so a partner texel of 128 (0.2158) loses one more
// bit (srgb_filter: every code against 0, 255 and 128 at 32 weights each
// side, 49152 samples, and filterformats' sRGB launch, all exact; the
// value's own exponent misses 474 and 953).
func blockSum(x []float32, taps []tap, blockBits, outBits, wbits int, codes [][4]int64, c int) float32 {
	var sum [2]int64
	var p [2]int
	var used [2]bool
	for ly := 0; ly < 2; ly++ {
		e := noExp
		for i, t := range taps {
			if int(t.zl) == ly {
				x[i] = ftz(x[i])
				if codes != nil && x[i] != 0 {
					e = max(e, exponent(srgbToLinear(uint8(codes[i][c])|7)))
				} else {
					e = max(e, exponent(x[i]))
				}
				used[ly] = true
			}
		}
		if e == noExp {
			used[ly] = false
			continue
		}
		for i, t := range taps {
			if int(t.zl) == ly {
				sum[ly] += blockFixed(x[i], exponent(x[i]), e, blockBits) * int64(t.w)
			}
		}
		p[ly] = e - blockBits + 1 - wbits
	}
	switch {
	case used[0] && used[1]:
		return roundAwayBig(sum, p, outBits)
	case used[1]:
		return roundAway(sum[1], p[1], outBits)
	case used[0]:
		return roundAway(sum[0], p[0], outBits)
	}
	return 0
}

// roundAwayBig rounds s[0]*2^p[0] + s[1]*2^p[1], formed exactly.
func roundAwayBig(s [2]int64, p [2]int, outBits int) float32 {
	lo := min(p[0], p[1])
	var t, a big.Int
	for i := range s {
		a.SetInt64(s[i])
		a.Lsh(&a, uint(p[i]-lo))
		t.Add(&t, &a)
	}
	if t.Sign() == 0 {
		return 0
	}
	neg := t.Sign() < 0
	t.Abs(&t)
	l := t.BitLen()
	e := lo
	if l > outBits {
		d := l - outBits
		half := t.Bit(d - 1)
		t.Rsh(&t, uint(d))
		if half == 1 {
			t.Add(&t, big.NewInt(1))
		}
		e += d
	}
	f := math.Ldexp(float64(t.Uint64()), e)
	if f < 0x1p-126 {
		f = 0
	}
	r := float32(f)
	if neg {
		r = -r
	}
	return r
}

// rawAt reads texel (x, y, z) of an integer format as its raw integer
// components; a border texel gives the border color in the same units
// (the color times the format's maximum, rounded).
func (s *sampler) rawAt(l, x, y, z, layer int, ok bool) [4]int64 {
	var r [4]int64
	t := s.t
	if t.format.IsFloat() {
		return r
	}
	var b []byte
	if ok {
		b = s.elemBytes(l, x, y, z, layer)
	} else {
		var e [16]byte
		b = s.borderElem(e[:])
	}
	if b == nil {
		return r
	}
	sz := t.format.Size()
	for c := 0; c < t.channels; c++ {
		p := b[c*sz:]
		switch t.format {
		case U8:
			r[c] = int64(p[0])
		case S8:
			r[c] = int64(int8(p[0]))
		case U16:
			r[c] = int64(binary.LittleEndian.Uint16(p))
		case S16:
			r[c] = int64(int16(binary.LittleEndian.Uint16(p)))
		case U32:
			r[c] = int64(binary.LittleEndian.Uint32(p))
		case S32:
			r[c] = int64(int32(binary.LittleEndian.Uint32(p)))
		}
	}
	return r
}

const noExp = -1 << 20 // exponent of zero

// ftz flushes a denormal to a zero of the same sign.
func ftz(x float32) float32 {
	b := math.Float32bits(x)
	if b&0x7f800000 == 0 {
		return math.Float32frombits(b & 0x80000000)
	}
	return x
}

// exponent is floor(log2|x|) of a normal number, noExp for zero.
func exponent(x float32) int {
	b := math.Float32bits(x)
	if b&0x7fffffff == 0 {
		return noExp
	}
	return int(b>>23&0xff) - 127
}

// blockFixed is x (exponent ex) as a signed multiple of 2^(e-blockBits+1),
// truncated toward zero.
func blockFixed(x float32, ex, e, blockBits int) int64 {
	if ex == noExp {
		return 0
	}
	b := math.Float32bits(x)
	m := int64(b&0x7fffff | 0x800000) // 24 bits, value m * 2^(ex-23)
	sh := blockBits - 24 - (e - ex)
	if sh >= 0 {
		m <<= uint(sh)
	} else if -sh < 63 {
		m >>= uint(-sh)
	} else {
		m = 0
	}
	if b&0x80000000 != 0 {
		return -m
	}
	return m
}

// roundAway is s * 2^p rounded to nearest, ties away from zero, to
// outBits significant bits (24: float32); results below the normal range
// flush to zero.
func roundAway(s int64, p, outBits int) float32 {
	if s == 0 {
		return 0
	}
	neg := s < 0
	if neg {
		s = -s
	}
	u := uint64(s)
	l := bits.Len64(u)
	if l > outBits {
		d := l - outBits
		half := u >> uint(d-1) & 1
		u >>= uint(d)
		u += half
		p += d
	}
	f := math.Ldexp(float64(u), p)
	if f < 0x1p-126 {
		f = 0
	}
	r := float32(f)
	if neg {
		r = -r
	}
	return r
}

// fetchInt is a fetch with integer coordinates: the texel at those
// indices, no filtering.
func (s *sampler) fetchInt(ic [3]int32, layer int) [4]uint32 {
	t, lk := s.t, s.lk
	sh := t.shape()
	w, h, dd := t.levelExtent(0)
	size := [3]int{w, h, dd}
	var idx [3]int
	for k := 0; k < sh.dims; k++ {
		i := int64(ic[k])
		if lk.HasOffset {
			i += int64(lk.Offset[k])
		}
		if i < 0 || i >= int64(size[k]) {
			return [4]uint32{} // a texel load outside the texture reads 0, whatever the address mode (intcoords)
		}
		idx[k] = int(i)
	}
	s.record(0, idx[0], idx[1], idx[2], layer)
	return s.out(s.texelAt(0, idx[0], idx[1], idx[2], layer, true))
}

// texelAt reads texel (x, y, z) of level l and layer (in range, or the
// border color when ok is false) converted to the result type.
func (s *sampler) texelAt(l, x, y, z, layer int, ok bool) vec4 {
	if !ok {
		var e [16]byte
		return s.convert(s.borderElem(e[:]))
	}
	b := s.elemBytes(l, x, y, z, layer)
	if b == nil {
		return vec4{}
	}
	return s.convert(b)
}

// elemBytes returns the bytes of texel (x, y, z) of level l and layer.
func (s *sampler) elemBytes(l, x, y, z, layer int) []byte {
	t := s.t
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
		return nil
	}
	return s.mem[off : off+elem]
}

// convert reads one element's channels as the texture returns them.
func (s *sampler) convert(b []byte) vec4 {
	t := s.t
	var r vec4 // channels the format lacks read 0 (measured: formats)
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
			v = halfToFloat(binary.LittleEndian.Uint16(p))
		case F32:
			v = math.Float32frombits(binary.LittleEndian.Uint32(p))
		}
		r[c] = v
	}
	return r
}

// borderElem is the border color stored as one texel of the texture's
// format, which is how the hardware uses it (measured: border): floats as
// f32, or as f16 saturating at 65504; integers read as normalized floats
// quantized (clamped, times the format's maximum, rounded half up);
// integers read as integers take the low bits of the color's float bits.
func (s *sampler) borderElem(b []byte) []byte {
	t := s.t
	sz := t.format.Size()
	for c := 0; c < t.channels; c++ {
		f := s.d.Border[c]
		p := b[c*sz:]
		fb := math.Float32bits(f)
		switch t.format {
		case F32:
			binary.LittleEndian.PutUint32(p, fb)
		case F16:
			binary.LittleEndian.PutUint16(p, fpu.F32ToF16(f, fpu.RZ))
		case U32, S32:
			binary.LittleEndian.PutUint32(p, fb)
		default:
			var v int64
			if s.ints {
				v = int64(fb)
			} else {
				lo, hi := 0.0, 1.0
				if t.format.IsSigned() {
					lo = -1
				}
				scale := map[Format]float64{U8: 255, S8: 127, U16: 65535, S16: 32767}[t.format]
				v = int64(math.Floor(math.Max(lo, math.Min(hi, float64(f)))*scale + 0.5))
			}
			if sz == 1 {
				p[0] = byte(v)
			} else {
				binary.LittleEndian.PutUint16(p, uint16(v))
			}
		}
	}
	return b[:sz*t.channels]
}

// srgbToLinear is the sRGB decoding of an 8-bit value (the hardware's
// table, srgb.go).
func srgbToLinear(x uint8) float32 { return math.Float32frombits(uint32(srgbTable[x]) << 16) }

// halfToFloat widens an f16 exactly; unlike the ALU's conversion, the
// texture unit keeps a NaN's sign and payload (measured: tables16).
func halfToFloat(h uint16) float32 {
	if h&0x7c00 == 0x7c00 && h&0x3ff != 0 {
		return math.Float32frombits(uint32(h&0x8000)<<16 | 0x7f800000 | uint32(h&0x3ff)<<13)
	}
	return fpu.F16ToF32(h)
}

// mipBlend blends the results of two mipmap levels, w/256 of the second.
func mipBlend(a, b vec4, w int32) vec4 {
	taps := []tap{{w: 256 - w}, {w: w}}
	var r vec4
	for c := range r {
		r[c] = blockSum([]float32{a[c], b[c]}, taps, 28, 24, 8, nil, 0)
	}
	return r
}

// cubeGrad converts a direction derivative g at direction v to the
// derivatives of the selected face's coordinates (s, t) in [0, 1]: the
// float32 difference of the face coordinates sc/ma at v + g and at v,
// not the analytic derivative, with v + g on another face unfolded across
// the edge into v's face plane (the distance along the cube's surface).
// Both are what the H200's levels of detail show (cubegrad: a y gradient
// at (0.1, 0.2, 1) reads one table step low for 1 to 2 texels, exactly
// where 0.2 + g rounds down, and from 6.4 texels on, where v + g leaves
// the face, up to ten 256ths low, the unfolded distance's shortfall;
// 328 -> 112 words off, cubemip 72 -> 42). Not reproduced: x gradients
// at sc = 0.1 read one step low for 1 to 1.19 texels (where 0.1 + g
// rounds down by a tie) but not above, where it rounds down by a quarter
// of its last place; float32 differences keep neither, exact ones both.
// crossed says that v + g lies on another face: the H200 then leaves out
// the sum and difference terms of gradMajor for both gradients (cubegrad2:
// where a gradient of 0.35-1.3 crosses an edge and the other is along the
// edge, the level is that of the longer vector alone, e.g. 865 = log2 10.4
// for every such direction at g = 1.3; without the terms where nothing
// crosses, 417 of 1851 samples read low; 575 -> 107 words off).
func cubeGrad(v, g [3]float32) (d [3]float64, crossed bool) {
	face, _, _ := cubeFace(v[0], v[1], v[2])
	m := [6][5]int{{0, 2, -1, 1, -1}, {0, 2, 1, 1, -1}, {1, 0, 1, 2, 1}, {1, 0, 1, 2, -1}, {2, 0, 1, 1, -1}, {2, 0, -1, 1, -1}}[face]
	var w [3]float32
	for k := range w {
		w[k] = float32(v[k] + g[k])
	}
	if w == [3]float32{} {
		// v + g at the origin: no direction to project; the H200 reads
		// the derivative as zero (cube_behind: level 0 at g = -v).
		return d, false
	}
	ma0, ma1 := abs32(v[m[0]]), abs32(w[m[0]])
	s0, t0 := float32(float32(m[2])*v[m[1]]/ma0), float32(float32(m[4])*v[m[3]]/ma0)
	s1, t1 := float32(float32(m[2])*w[m[1]]/ma1), float32(float32(m[4])*w[m[3]]/ma1)
	// v + g on another face: its coordinates there, unfolded across the
	// edge into the plane of v's face (the distance along the cube's
	// surface).
	au, av := abs32(w[m[1]]), abs32(w[m[3]])
	if w[m[0]]*v[m[0]] < 0 {
		// v + g behind the plane of v's major axis (its major component
		// changed sign): the unfolding takes the component with its sign
		// as seen from v's face, so the end point lies 1 + |w_ma|/|w_u|
		// beyond the edge instead of 1 - |w_ma|/|w_u| short of it
		// (lod_rand o5: all 398 samples that read more than two 256ths
		// longer than the mirrored point are exact so; 704 -> 374 off).
		ma1 = -ma1
	}
	switch {
	case av > ma1 && av >= au:
		s1 = float32(float32(m[2]) * w[m[1]] / av)
		t1 = float32(m[4]) * sign32(w[m[3]]) * float32(2-float32(ma1/av))
		crossed = true
	case au > ma1:
		s1 = float32(m[2]) * sign32(w[m[1]]) * float32(2-float32(ma1/au))
		t1 = float32(float32(m[4]) * w[m[3]] / au)
		crossed = true
	}
	return [3]float64{float64(float32(s1-s0) / 2), float64(float32(t1-t0) / 2), 0}, crossed
}
