package texture

import (
	"math"
	"sync"
)

// Anisotropic filtering: where the footprint of a 2D tex.grad is longer
// than it is wide and the texture allows it (max anisotropy above 1), the
// H200 takes several bilinear (or trilinear) probes along the footprint's
// major axis and sums them with weights. Read back from impulse responses
// (aniso_probe, aniso_probe2: one texel of 1.0 under gradients (r, 0) and
// (0, 1) texels, swept along x at several rows):
//
//   - The probes sit one width apart (the minor axis, or the major axis
//     over the probe limit where the footprint is longer than that),
//     centred on the sample point, as if the footprint of length r (in
//     widths) were cut into unit cells centred on half-integers: r = 2,
//     4, 6, 8, 16 give 2, 4, 6, 8, 16 probes at +-1/2, +-3/2, ...
//   - Each probe weighs the part of the footprint its cell covers, from
//     the ratio as the log2 table has it (rw = 2^log2Approx(r)): whole
//     cells equal shares (truncated, the rest to the centre cells: r = 6
//     gives 170, 171 x 4, 170 of 1024); with partial end cells, the
//     inner cells equal truncated shares of what the ends' rounded share
//     leaves and the ends the rest (r = 3: 85, 171, 171, 85 of 512; r =
//     10: 2, 102 x 10, 2 of 1024). The weights are 512ths below 4 widths
//     and 1024ths from 4 (probeSet.bits): all 27 ratios from 1.0625 to 16
//     exact.
//   - Below two widths two probes of 256/512 sit at +-(1 - 1/r), rounded
//     up to 1/128 of a width (r = 1.0625 to 1.875: every one exact).
//   - Each probe is a footprint with its weight as the total (footprint),
//     and all the probes' texels are summed as one footprint. A trilinear
//     blend scales each level's probe footprints by the level's share
//     exactly, so every level keeps exactly its share, as the
//     level-of-detail sweeps on textures of constant levels show
//     (aniso_lod, grad2d, mip_grad).
//
// Not reproduced (TextureGaps): trilinear
// probes (the H200 rounds the level's share into the probe weights),
// footprints longer than the probe limit allows, diagonal axes.
// Not measured: 3D, cubemap and 1D footprints (one probe, as before);
// whether the block floating-point sum of a float texture aligns the
// probes' texels together (assumed) or apart.

// maxProbes is the most probes one fetch takes: the largest maximum
// anisotropy CUDA allows.
const maxProbes = 16

// probeWeightBits is the precision of the probes' weights (from 4 widths
// on; probeSet.bits): a fetch's tap weights total 1<<probeWeightBits
// times the level share (256) when it takes probes.
const probeWeightBits = 10

// probeSet is the probes of one anisotropic fetch.
type probeSet struct {
	n   int                   // probes; below 2: a plain fetch
	off [maxProbes][2]float64 // each probe's offset from the sample point, in texels of level 0
	w   [maxProbes]int32      // each probe's weight, of 1 << wb
	wb  int                   // the weights' precision
}

// anisoScratch is the taps of an anisotropic fetch and their texels:
// too large to clear for every lane, so kept in a pool.
type anisoScratch struct {
	buf [maxProbes * 8]tap      // the footprints' taps
	val [maxProbes * 8]vec4     // their texels
	raw [maxProbes * 8][4]int64 // and raw integer components
	xs  [maxProbes * 8]float32  // one component of each (blockSum)
}

var scratchPool = sync.Pool{New: func() any { return new(anisoScratch) }}

// setProbes chooses the probes of a 2D footprint whose major axis is the
// vector dir (texels of level 0) of length major, and whose minor axis
// is minor texels long, for a texture whose maximum anisotropy allows
// limit probes (a power of two).
func (p *probeSet) setProbes(dir [2]float64, major, minor float64, limit int) {
	p.n = 0
	if !(major > 0) || !(minor > 0) || limit < 2 || math.IsInf(major, 0) {
		return
	}
	// The probe spacing: the minor axis, or one texel of level 0 where the
	// minor axis is shorter (aniso_probe2: a minor axis of half a texel
	// spaces the probes as one of a texel does; a footprint of 0.75 by 0.5
	// texels takes one probe; a diagonal one of 0.9999 keeps it).
	lo := 0.0 // the least width
	if minor < 1 {
		lo = 1
	}
	width := max(minor, major/float64(limit), lo)
	r := major / width // the footprint's length in widths, at most limit
	if r <= 1 {
		return
	}
	l := math.Hypot(dir[0], dir[1])
	if !(l > 0) {
		return
	}
	// The probes' spacing along the axis: the same width, but from the
	// axis' Euclidean length l rather than the estimate major (aniso_probe
	// o11: a diagonal axis of length 4 reads the ratio 3.61 from the
	// estimates, yet its probes sit one texel apart).
	pw := max(minor*major/l, l/float64(limit), lo)
	ux, uy := dir[0]/l*pw, dir[1]/l*pw // one spacing along the major axis
	one := int32(1) << p.bits(r)
	if r < 2 {
		d := math.Ceil((1-1/r)*128) / 128
		p.n = 2
		p.off[0] = [2]float64{-d * ux, -d * uy}
		p.off[1] = [2]float64{d * ux, d * uy}
		p.w[0], p.w[1] = one/2, one/2
		return
	}
	// The cells and their shares from the ratio as the unit's log2 table
	// has it (rw: 6 reads 6.004, 10 reads 10.016). End cells covering
	// less than 1/256 of a width are dropped (6: six probes; 12, covering
	// 0.004: fourteen, the ends weighing 2).
	rw := math.Exp2(float64(log2Approx(float32(r))))
	half := int(math.Ceil(rw / 2)) // cells each side of the centre
	edge := rw/2 - float64(half-1) // the part of the end cells the footprint covers (0, 1]
	if edge < 1.0/256 && half > 1 {
		half--
		edge = 1
	}
	if 2*half > maxProbes {
		half, edge = maxProbes/2, 1
	}
	n := 2 * half
	p.n = n
	for k := 0; k < n; k++ {
		o := float64(k-half) + 0.5
		p.off[k] = [2]float64{o * ux, o * uy}
	}
	if edge >= 1 || n == 2 {
		// Whole cells: equal shares, what they leave to the centre cells.
		for k := 0; k < n; k++ {
			p.w[k] = one / int32(n)
		}
		p.spread(one - one/int32(n)*int32(n))
		return
	}
	// Partial end cells: the inner cells take equal shares of what the
	// ends' share (rounded) leaves, truncated, and the ends the rest
	// (r = 2.125 to 14: 15, 29, 52, 70, 85, 99, 110, 120 of 512; 58, 104,
	// 140, 74 of 1024; 2, 2 and 1 for 10, 12 and 14).
	we := int32(math.Floor(float64(one)*edge/rw + 0.5))
	inner := (one - 2*we) / int32(n-2)
	we = (one - inner*int32(n-2)) / 2
	for k := 0; k < n; k++ {
		p.w[k] = inner
	}
	p.w[0], p.w[n-1] = we, we
}

// spread gives rest more 1/one shares to the cells around the centre,
// alternately left and right of it, moving out.
func (p *probeSet) spread(rest int32) {
	half := p.n / 2
	for j := 0; rest > 0; j++ { // alternately left and right of the centre, moving out
		k := half - 1 - j/2
		if j%2 == 1 {
			k = half + j/2
		}
		p.w[k]++
		rest--
	}
}

// bits is the precision of the probe weights of a footprint r widths
// long: 512ths below 4 widths, 1024ths from 4 (aniso_probe2: two probes
// below 2 widths split each probe's footprint at 256 and double it, and
// r = 2.125 to 3.75 read their end weights in 512ths; r = 6 reads 170
// and 171 of 1024).
func (p *probeSet) bits(r float64) int {
	p.wb = probeWeightBits
	if r < 4 {
		p.wb = probeWeightBits - 1
	}
	return p.wb
}

// majorAxis is the vector of the footprint's major axis: whichever of the
// gradients a and b, or 11/16 of their sum or difference, gradMajor takes
// as the longest (the estimate the level of detail uses).
func majorAxis(a, b [3]float64) [2]float64 {
	var s, d [2]float64
	for k := 0; k < 2; k++ {
		a[k], b[k] = trunc(a[k], 10), trunc(b[k], 10)
	}
	for k := 0; k < 2; k++ {
		s[k], d[k] = trunc(a[k]+b[k], 10)*11/16, trunc(a[k]-b[k], 10)*11/16
	}
	best, v := -1.0, [2]float64{}
	for _, c := range [4][2]float64{{a[0], a[1]}, {b[0], b[1]}, s, d} {
		if n := vecNorm(c[0], c[1], 0); n > best {
			best, v = n, c
		}
	}
	return v
}

// anisoFilter is an anisotropic fetch: every probe's footprint on level l
// (and on l2 with w/256 of the weight, when the blend takes two levels),
// summed as one footprint.
func (s *sampler) anisoFilter(l, l2 int, w int32, c [3]float32, layer int, sh shape) (vec4, bool) {
	var p probeSet
	p.setProbes(s.an.dir, s.an.major, s.an.minor, s.an.limit)
	if p.n < 2 {
		return vec4{}, false
	}
	sc := scratchPool.Get().(*anisoScratch)
	defer scratchPool.Put(sc)
	taps := sc.buf[:0]
	// Each level's share of the blend (0: not read) and the scale from
	// level-0 texels to its fixed point.
	lvls := [2]int{l, l2}
	var share [2]int32
	var sx, sy [2]float64
	w0, h0, _ := s.t.levelExtent(0)
	for i, lv := range lvls {
		switch {
		case lv < 0:
			continue
		case i == 0 && l2 >= 0:
			share[i] = 256 - w
		case i == 1:
			share[i] = w
		default:
			share[i] = 256
		}
		wl, hl, _ := s.t.levelExtent(lv)
		sx[i], sy[i] = float64(wl)/float64(w0)*float64(fixOne), float64(hl)/float64(h0)*float64(fixOne)
	}
	for k := 0; k < p.n; k++ {
		for i, lv := range lvls {
			if share[i] == 0 {
				continue
			}
			pr := probeAt{shift: [3]int64{int64(math.Round(p.off[k][0] * sx[i])), int64(math.Round(p.off[k][1] * sy[i]))}, wmul: share[i]}
			start := len(taps)
			taps = mergeTaps(s.taps(lv, c, layer, sh, p.w[k], uint8(i), pr, taps), start)
		}
	}
	return s.combineInto(taps, p.wb+8, sc.val[:len(taps)], sc.raw[:len(taps)], sc.xs[:len(taps)]), true
}

// mergeTaps adds the weight of each tap from start on that reads the
// same texel as one of the (at most 16) taps before start into that one
// and drops it: neighbouring probes share texels, and the sum is the
// same (one texel, one weight).
func mergeTaps(taps []tap, start int) []tap {
	n, lo := start, max(0, start-16)
next:
	for i := start; i < len(taps); i++ {
		t := &taps[i]
		for j := lo; j < start; j++ {
			o := &taps[j]
			if o.x == t.x && o.y == t.y && o.z == t.z && o.lay == t.lay && o.lvl == t.lvl && o.zl == t.zl && o.ok == t.ok && !o.syn && !t.syn {
				o.w += t.w
				continue next
			}
		}
		if n != i {
			taps[n] = *t
		}
		n++
	}
	return taps[:n]
}

// anisoAxes is what the level of detail computation leaves for the
// probes: the footprint's major axis (dir, of length major) and minor
// axis (texels of level 0) and the most probes the texture allows; limit
// 0: no probes.
type anisoAxes struct {
	dir          [2]float64
	major, minor float64
	limit        int
}
