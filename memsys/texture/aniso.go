package texture

import (
	"math"
	"sync"
)

// Anisotropic filtering: where the footprint of a tex.grad is longer
// than it is wide and the texture allows it (max anisotropy above 1), the
// H200 takes several bilinear probes along the footprint's major axis on
// each level it reads and sums them with weights. Read back from impulse
// responses (aniso_probe to aniso_probe5: one texel of 1.0 on level 0 or
// level 1 under gradients (r, 0) and (0, m) texels swept along x, or at
// every angle on a grid around the texel):
//
//   - The footprint is 2^lr widths long, lr = log2 major - lod in the
//     unit's log2 (the level of detail before the trilinear optimization
//     and the nearest-level rounding, at least 0; so lr is at most the
//     log2 of the probe limit), and is cut into unit cells centred on
//     half-integers: r = 2, 4, 6, 8, 16 give 2, 4, 6, 8, 16 probes at
//     +-1/2, +-3/2, ... widths.
//   - Neighbouring probes sit one step apart (probeStep): the major
//     axis' direction as a unit vector in 64ths, read from the axis in
//     block floating point with 4 significant bits (probeDir: at an 8.5
//     texel axis it stays (64, 4) from 1.8 to 6.7 degrees), times the
//     spacing 2^lod' in 64ths of a texel of the level read (probeSpacing;
//     lod' the level of detail the fetch reads, after the trilinear
//     optimization or the nearest-level rounding), truncated to 64ths: a
//     nearest-level fetch of level 1 spaces them 2 texels apart whatever
//     the footprint's width (aniso_probe3, 40 launches exact); lod' =
//     36/256 spaces them 70/64 apart (aniso_probe2 o32), 168/256 101/64
//     (o36); lod' = 1/2 at (63, 9) steps (88, 12)/64 (aniso_probe5).
//   - Each probe weighs the part of the footprint its cell covers: whole
//     cells equal shares (truncated, the rest to the centre cells: r = 6
//     gives 170, 171 x 4, 170 of 1024); with partial end cells, the
//     inner cells equal truncated shares of what the ends' rounded share
//     leaves and the ends the rest (r = 3: 85, 171, 171, 85 of 512; r =
//     10: 2, 102 x 10, 2 of 1024). The weights are 512ths below 4 widths
//     and 1024ths from 4 (probeSet.bits): all 27 ratios from 1.0625 to 16
//     exact, and all 46 from 2.0625 to 7.75 (aniso_probe3; the ends'
//     share rounded in 512ths also where the weights are 1024ths).
//   - Below two widths two probes of 256/512 sit at +-(1 - 1/r) steps, in
//     512ths truncated, then rounded up to 128ths, each component of the
//     offset truncated to 128ths of a texel (r = 1.0625 to 1.875 on level
//     0 and the coarser level's 1.09 to 1.83: every one exact).
//   - The coarser level of a trilinear blend takes probes of its own, one
//     of its texels apart: lr less the distance from the level read to it
//     (lr - (l2 - lod')), so without the trilinear optimization its cells
//     are its texels (lr = log2 major - l2: the level-1 impulse under
//     ratios 2 to 4 of minor axes 2^(k/8), aniso_probe3) and it takes
//     fewer probes than the finer level, two or none; beyond the limit
//     with the optimization it takes limit x 2^(lod' - l2) cells
//     (aniso_rand2's level-1 sweeps: ratio 24 at max anisotropy 16 reads
//     12.74 cells 2 texels apart; 28, where the optimization leaves level
//     1 alone, 16).
//   - Each probe is a footprint with its weight times its level's share as
//     the total (footprint), rounded cumulatively: the probes' weights so
//     far times the share, rounded, less the same for the probes before,
//     so a level's probes total exactly its share (the constant-level
//     sweeps aniso_lod, grad2d and mip_grad) and each probe is within
//     half a unit of its exact share (aniso_probe2 o32: whole 512ths). A
//     probe's footprint is made in its own set's precision and then scaled
//     to the fetch's (a coarser level's 512ths beside a finer level's
//     1024ths stay whole 512ths). All the probes' texels are summed as one
//     footprint.
//   - 1D footprints (area 0: one texel wide) and cubemap faces take probes
//     as 2D ones do; 3D footprints take none and keep the isotropic level
//     of detail (aniso_probe3: 1D, a2d, 3D and cube impulse responses).
//   - A cube gradient whose end point leaves the face takes no probes
//     (see levels()).
//
// Not reproduced (TextureGaps): two-probe offsets off the axes (one
// 128th of a texel in a third of aniso_probe5's two-probe launches: the
// H200 rounds them with more of the axis than the direction's cells),
// and everything the level of detail's log2 precision moves (the level
// shares, the ratio, the spacing). Not measured: whether the block
// floating-point sum of a float texture aligns the probes' texels
// together (assumed) or apart.

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

// setProbes chooses the probes of one level of an anisotropic fetch:
// the footprint is 2^lr widths long, along dir (probeDir), and
// neighbouring probes sit one step of level of detail lod (probeStep)
// apart.
func (p *probeSet) setProbes(dir [2]int32, lod, lr float64) {
	p.n = 0
	if !(lr > 0) || dir == [2]int32{} {
		return
	}
	// The cells and their shares from the ratio as the unit's log2 table
	// has it (rw: 6 reads 6.004, 10 reads 10.016).
	rw := math.Exp2(lr)
	st := probeStep(dir, lod)
	ux, uy := st[0], st[1]
	one := int32(1) << p.bits(rw)
	if rw < 2 {
		// (1 - 1/r) in 512ths, truncated, then rounded up to 128ths of a
		// step; each component of the offset truncated to 128ths of a
		// texel of the level (aniso_probe3 o94: (1 - 1/1.97) -> 63/128 of
		// the step (49, 41)/64 reads (48, 40)/128; o95: 57/128 of (45,
		// 45)/64 reads 40/128; aniso_probe5's 99 two-probe launches).
		d := math.Ceil(math.Floor((1-1/rw)*512) / 4)
		q := math.Ldexp(1, int(math.Floor(lod))) // a texel of the level
		dx, dy := math.Trunc(d*ux/q)*q/128, math.Trunc(d*uy/q)*q/128
		p.n = 2
		p.off[0] = [2]float64{-dx, -dy}
		p.off[1] = [2]float64{dx, dy}
		p.w[0], p.w[1] = one/2, one/2
		return
	}
	// End cells covering less than 1/256 of a width are dropped (6: six
	// probes; 12, covering 0.004: fourteen, the ends weighing 2).
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
	// ends' share (rounded in 512ths, also where the weights are 1024ths)
	// leaves, truncated, and the ends the rest (r = 2.125 to 14: 15, 29,
	// 52, 70, 85, 99, 110, 120 of 512; 58, 104, 140, 74 of 1024; 2, 2 and
	// 1 for 10, 12 and 14; 4.25: 30 and 241 of 1024, where rounding in
	// 1024ths gives 31 and 240: aniso_probe3).
	we := int32(math.Floor(512*edge/rw+0.5)) << (p.wb - 9)
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
// as the longest (the estimate the level of detail uses). It weighs all
// four also where gradMajor leaves out the sums (a cube gradient that
// crosses a face edge, cubeGrad): taking a or b alone there reads the same
// on every committed case (aniso_rand2 o7 997 words either way), so which
// the H200 does is not known.
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

// anisoFilter is an anisotropic fetch: the probes of level l (and of
// l2 with w/256 of the weight, when the blend takes two levels, each
// level with probes of its own), summed as one footprint (see the top of
// this file).
func (s *sampler) anisoFilter(l, l2 int, w int32, c [3]float32, layer int, sh shape) (vec4, bool) {
	a := &s.an
	var ps [2]probeSet
	ps[0].setProbes(a.dir, a.lodF, a.lmaj-a.lod)
	if ps[0].n < 2 {
		return vec4{}, false // the coarser level's footprint is shorter still
	}
	if l2 >= 0 && w > 0 {
		ps[1].setProbes(a.dir, float64(l2), a.lmaj-a.lod-(float64(l2)-a.lodF))
		if ps[1].n < 2 {
			ps[1] = probeSet{n: 1, w: [maxProbes]int32{1 << probeWeightBits}, wb: probeWeightBits} // one plain footprint
		}
	}
	wb := max(ps[0].wb, ps[1].wb)
	sc := scratchPool.Get().(*anisoScratch)
	defer scratchPool.Put(sc)
	taps := sc.buf[:0]
	// Each level's share of the blend (0: not read) and the scale from
	// level-0 texels to its fixed point.
	lvls := [2]int{l, l2}
	var share [2]int32
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
		if share[i] == 0 {
			continue
		}
		p := &ps[i]
		wl, hl, _ := s.t.levelExtent(lv)
		sx, sy := float64(wl)/float64(w0)*float64(fixOne), float64(hl)/float64(h0)*float64(fixOne)
		var cum, prev int32 // the probes' weights so far, and their share (rounded)
		for k := 0; k < p.n; k++ {
			// The footprint in the probe set's own precision, then scaled
			// to the fetch's (aniso_probe3: a coarser level's probes in
			// 512ths beside a finer level's in 1024ths read whole 512ths).
			pr := probeAt{shift: [3]int64{int64(math.Round(p.off[k][0] * sx)), int64(math.Round(p.off[k][1] * sy))}, wmul: 1 << (wb - p.wb)}
			cum += p.w[k]
			sum := (cum*share[i] + 128) >> 8
			t := sum - prev
			prev = sum
			start := len(taps)
			taps = mergeTaps(s.taps(lv, c, layer, sh, t, uint8(i), pr, taps), start)
		}
	}
	return s.combineInto(taps, wb, sc.val[:len(taps)], sc.raw[:len(taps)], sc.xs[:len(taps)]), true
}

// probeDir is the direction of the probes along the major axis v (texels
// of level 0, as majorAxis gives it): a unit vector in 64ths, from v in
// block floating point: both components on the grid of 1/8 of the power
// of two at or below the larger one, truncated, each read as the middle
// of its grid cell (a component under a quarter of the grid step as 0).
// aniso_probe5 (a 64-texel impulse under 8 probes at 257 angles from 0 to
// 45 degrees, and at other lengths and quadrants: every fitted step
// exact) shows the cells: at a major axis of 8.5 texels the direction
// stays (64, 4) from 1.8 to 6.7 degrees, (63, 11) to 10.2, (63, 10) where
// the x component falls below 8, (62, 14) to 14.2; at 9.2 texels 11.2
// degrees reads (63, 11) where 8.5 texels read (62, 14); 17 texels read
// as 8.5 (a power of two apart), and the minor axis does not matter.
func probeDir(v [2]float64) [2]int32 {
	ax, ay := math.Abs(v[0]), math.Abs(v[1])
	_, e := math.Frexp(max(ax, ay))
	g := math.Ldexp(1, e-4) // the grid step: 1/8 of the power of two at or below max(ax, ay)
	cell := func(x float64) float64 {
		if x < g/4 {
			return 0
		}
		return (math.Floor(x/g) + 0.5) * g
	}
	x, y := cell(ax), cell(ay)
	n := math.Hypot(x, y)
	d := [2]int32{int32(math.Round(64 * x / n)), int32(math.Round(64 * y / n))}
	if v[0] < 0 {
		d[0] = -d[0]
	}
	if v[1] < 0 {
		d[1] = -d[1]
	}
	return d
}

// probeStep is the vector from one probe to the next at level of detail
// lod, in texels of level 0: the direction (probeDir, 64ths) times the
// spacing (probeSpacing), each component truncated to 64ths of a texel of
// the level (aniso_probe5's lod 1/2 sweep: spacing 90/64, direction
// (63, 9) -> (88, 12), (45, 45) -> (63, 63)).
func probeStep(dir [2]int32, lod float64) [2]float64 {
	l := math.Floor(lod)
	s := probeSpacing(lod - l) // 64ths of the level's texel, over 64
	return [2]float64{math.Ldexp(math.Trunc(float64(dir[0])*s), int(l)-6), math.Ldexp(math.Trunc(float64(dir[1])*s), int(l)-6)}
}

// probeSpacing is the distance between neighbouring probes of the level
// of detail lod (l + w/256, the level the fetch reads), in texels of level
// 0: 2^lod in 64ths of a texel of level l, from 2^(w/256) in 256ths
// (truncated) with its last two bits rounded, half down (aniso_probe4's
// sweep under the trilinear optimization: 91/64 at w = 129, 90/64 at 128,
// 105/64 at 185, 98/64 at 157 and 160; every one of the 21 fitted
// spacings; aniso_probe2 o32 70/64, o35 73/64, o36 101/64, o38 71/64).
func probeSpacing(lod float64) float64 {
	l := math.Floor(lod)
	v := math.Floor(256 * math.Exp2(lod-l))
	return math.Ldexp(math.Floor((v+1)/4), int(l)-6)
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
// probes: the direction and length of the footprint's major axis and the
// levels of detail. The probe limit needs no field: lod is at least
// log2 major less the limit's log2, so lmaj - lod is within it.
type anisoAxes struct {
	on   bool     // the fetch takes probes
	dir  [2]int32 // the probes' direction (probeDir), 64ths
	lmaj float64  // log2 of the major axis' length, as the log2 table has it
	lod  float64  // the level of detail before the trilinear optimization (at least 0)
	lodF float64  // the level of detail the fetch reads
}
