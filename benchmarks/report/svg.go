package report

import (
	"fmt"
	"html"
	"html/template"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Hand-written SVG charts: horizontal bars, stacked bars, line plots over
// a numeric or categorical axis, a log-log scatter, a stacked area over
// time. Each returns a complete <svg> element (sized in CSS pixels, text
// escaped) to inline in the page.

// palette: distinct colours that stay readable on white.
var palette = []string{"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
	"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#8c564b"}

func color(i int) string { return palette[i%len(palette)] }

// esc escapes text for SVG/HTML.
func esc(s string) string { return html.EscapeString(s) }

// num prints a coordinate compactly.
func num(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }

// label prints a value for an axis or a bar: counts with k/M/G, small
// fractions with a few digits.
func label(v float64) string {
	a := math.Abs(v)
	switch {
	case a == 0:
		return "0"
	case a >= 1e9:
		return trim(v/1e9, 2) + "G"
	case a >= 1e6:
		return trim(v/1e6, 2) + "M"
	case a >= 1e4:
		return trim(v/1e3, 1) + "k"
	case a >= 100:
		return strconv.FormatFloat(v, 'f', 0, 64)
	case a >= 1:
		return trim(v, 2)
	}
	return strconv.FormatFloat(v, 'g', 3, 64)
}

func trim(v float64, prec int) string {
	s := strconv.FormatFloat(v, 'f', prec, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

type bar struct {
	Label string
	Value float64
	Text  string // shown after the bar ("" : label(Value))
	Color string // "" : the palette by index
	Title string // tooltip
}

// barChart draws horizontal bars scaled to the largest value (or to
// maxV when > 0, e.g. 100 for percentages).
func barChart(title string, bars []bar, maxV float64) template.HTML {
	const w, lw, rh = 680.0, 210.0, 22.0
	h := 28 + rh*float64(len(bars)) + 6
	if maxV <= 0 {
		for _, b := range bars {
			maxV = math.Max(maxV, b.Value)
		}
	}
	if maxV <= 0 {
		maxV = 1
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg class="chart" width="%s" height="%s" viewBox="0 0 %s %s" role="img" aria-label="%s">`, num(w), num(h), num(w), num(h), esc(title))
	fmt.Fprintf(&sb, `<text x="4" y="16" class="ct">%s</text>`, esc(title))
	bw := w - lw - 130
	for i, b := range bars {
		y := 28 + rh*float64(i)
		c := b.Color
		if c == "" {
			c = color(i)
		}
		l := math.Max(0, b.Value/maxV*bw)
		txt := b.Text
		if txt == "" {
			txt = label(b.Value)
		}
		tip := b.Title
		if tip == "" {
			tip = b.Label + ": " + txt
		}
		fmt.Fprintf(&sb, `<g><title>%s</title><text x="%s" y="%s" class="bl">%s</text><rect x="%s" y="%s" width="%s" height="%s" fill="%s"/><text x="%s" y="%s" class="bv">%s</text></g>`,
			esc(tip), num(lw-6), num(y+15), esc(b.Label), num(lw), num(y+3), num(l), num(rh-7), c, num(lw+l+4), num(y+15), esc(txt))
	}
	sb.WriteString(`</svg>`)
	return template.HTML(sb.String())
}

type segment struct {
	Name  string
	Value float64
}

// stackedBar draws one thin bar of segments (shares of their sum), for
// table cells; names are in the tooltips.
func stackedBar(segs []segment, width float64, colors map[string]string) template.HTML {
	total := 0.0
	for _, s := range segs {
		total += s.Value
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg class="mini" width="%s" height="10" viewBox="0 0 %s 10">`, num(width), num(width))
	if total > 0 {
		x := 0.0
		for _, s := range segs {
			if s.Value <= 0 {
				continue
			}
			l := s.Value / total * width
			fmt.Fprintf(&sb, `<rect x="%s" y="0" width="%s" height="10" fill="%s"><title>%s %.1f%%</title></rect>`, num(x), num(math.Max(l, 0.5)), colors[s.Name], esc(s.Name), 100*s.Value/total)
			x += l
		}
	}
	sb.WriteString(`</svg>`)
	return template.HTML(sb.String())
}

type point struct {
	X     float64
	Cat   string // categorical axis: the x label ("" : numeric)
	Y     float64
	Title string
}

type series struct {
	Name   string
	Points []point
}

// axisScale maps values to pixels, linear or log10.
type axisScale struct {
	lo, hi   float64
	log      bool
	from, to float64 // pixels
}

func (s axisScale) at(v float64) float64 {
	lo, hi := s.lo, s.hi
	if s.log {
		v, lo, hi = math.Log10(math.Max(v, 1e-300)), math.Log10(lo), math.Log10(hi)
	}
	if hi == lo {
		return (s.from + s.to) / 2
	}
	return s.from + (v-lo)/(hi-lo)*(s.to-s.from)
}

// ticks returns about n round values across [lo, hi] (decades for a log
// scale).
func (s axisScale) ticks(n int) []float64 {
	if s.log {
		var t []float64
		for e := math.Floor(math.Log10(s.lo)); e <= math.Ceil(math.Log10(s.hi)); e++ {
			if v := math.Pow(10, e); v >= s.lo*0.999 && v <= s.hi*1.001 {
				t = append(t, v)
			}
		}
		if len(t) < 2 {
			t = []float64{s.lo, s.hi}
		}
		return t
	}
	span := s.hi - s.lo
	if span <= 0 {
		return []float64{s.lo}
	}
	step := math.Pow(10, math.Floor(math.Log10(span/float64(n))))
	for _, m := range []float64{1, 2, 5, 10} {
		if span/(step*m) <= float64(n) {
			step *= m
			break
		}
	}
	var t []float64
	for v := math.Ceil(s.lo/step) * step; v <= s.hi+step*1e-9; v += step {
		t = append(t, v)
	}
	return t
}

// lineChart plots series over x (numeric, or categories in the order they
// first appear when points carry Cat), with a legend.
func lineChart(title, xName, yName string, ss []series, logX bool) template.HTML {
	const w, h, l, r, t, b = 520.0, 300.0, 64.0, 12.0, 26.0, 44.0
	legendH := 16.0 * float64(len(ss))
	H := h + legendH
	cats := []string{}
	catIdx := map[string]int{}
	xlo, xhi, ylo, yhi := math.Inf(1), math.Inf(-1), 0.0, math.Inf(-1)
	for _, s := range ss {
		for _, p := range s.Points {
			if p.Cat != "" {
				if _, ok := catIdx[p.Cat]; !ok {
					catIdx[p.Cat] = len(cats)
					cats = append(cats, p.Cat)
				}
			} else {
				xlo, xhi = math.Min(xlo, p.X), math.Max(xhi, p.X)
			}
			ylo, yhi = math.Min(ylo, p.Y), math.Max(yhi, p.Y)
		}
	}
	categorical := len(cats) > 0
	if categorical {
		xlo, xhi = -0.5, float64(len(cats))-0.5
		logX = false
	}
	if math.IsInf(xlo, 0) {
		xlo, xhi = 0, 1
	}
	if logX && xlo <= 0 {
		logX = false
	}
	if math.IsInf(yhi, 0) || yhi == ylo {
		yhi = ylo + 1
	}
	yhi += (yhi - ylo) * 0.05
	if xlo == xhi {
		xlo, xhi = xlo-1, xhi+1
	}
	xs := axisScale{lo: xlo, hi: xhi, log: logX, from: l, to: w - r}
	ys := axisScale{lo: ylo, hi: yhi, from: h - b, to: t}
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg class="chart" width="%s" height="%s" viewBox="0 0 %s %s" role="img" aria-label="%s">`, num(w), num(H), num(w), num(H), esc(title))
	fmt.Fprintf(&sb, `<text x="4" y="16" class="ct">%s</text>`, esc(title))
	for _, v := range ys.ticks(5) {
		y := ys.at(v)
		fmt.Fprintf(&sb, `<line x1="%s" x2="%s" y1="%s" y2="%s" class="grid"/><text x="%s" y="%s" class="tk" text-anchor="end">%s</text>`, num(l), num(w-r), num(y), num(y), num(l-4), num(y+4), esc(label(v)))
	}
	if categorical {
		for i, c := range cats {
			x := xs.at(float64(i))
			fmt.Fprintf(&sb, `<text x="%s" y="%s" class="tk" text-anchor="middle">%s</text>`, num(x), num(h-b+14), esc(c))
		}
	} else {
		ticks := xs.ticks(6)
		// A sweep's few x values are the best ticks.
		xv := map[float64]bool{}
		for _, s := range ss {
			for _, p := range s.Points {
				xv[p.X] = true
			}
		}
		if len(xv) <= 8 {
			ticks = ticks[:0]
			for v := range xv {
				ticks = append(ticks, v)
			}
			sort.Float64s(ticks)
		}
		for _, v := range ticks {
			x := xs.at(v)
			anchor := "middle" // the end ticks' labels stay inside the chart
			if x > w-r-12 {
				anchor = "end"
			}
			fmt.Fprintf(&sb, `<line x1="%s" x2="%s" y1="%s" y2="%s" class="grid"/><text x="%s" y="%s" class="tk" text-anchor="%s">%s</text>`, num(x), num(x), num(t), num(h-b), num(x), num(h-b+14), anchor, esc(label(v)))
		}
	}
	fmt.Fprintf(&sb, `<line x1="%s" x2="%s" y1="%s" y2="%s" class="axis"/><line x1="%s" x2="%s" y1="%s" y2="%s" class="axis"/>`, num(l), num(w-r), num(h-b), num(h-b), num(l), num(l), num(t), num(h-b))
	fmt.Fprintf(&sb, `<text x="%s" y="%s" class="an" text-anchor="middle">%s</text>`, num((l+w-r)/2), num(h-b+32), esc(xName))
	fmt.Fprintf(&sb, `<text x="12" y="%s" class="an" text-anchor="middle" transform="rotate(-90 12 %s)">%s</text>`, num((t+h-b)/2), num((t+h-b)/2), esc(yName))
	for i, s := range ss {
		pts := append([]point(nil), s.Points...)
		xOf := func(p point) float64 {
			if categorical {
				return float64(catIdx[p.Cat])
			}
			return p.X
		}
		sort.SliceStable(pts, func(a, b int) bool { return xOf(pts[a]) < xOf(pts[b]) })
		var path []string
		for _, p := range pts {
			path = append(path, num(xs.at(xOf(p)))+","+num(ys.at(p.Y)))
		}
		c := color(i)
		if len(path) > 1 {
			fmt.Fprintf(&sb, `<polyline points="%s" fill="none" stroke="%s" stroke-width="1.8"/>`, strings.Join(path, " "), c)
		}
		for _, p := range pts {
			if len(pts) > 60 {
				break // a dense line: no markers
			}
			tip := p.Title
			if tip == "" {
				tip = fmt.Sprintf("%s: %s", s.Name, label(p.Y))
			}
			fmt.Fprintf(&sb, `<circle cx="%s" cy="%s" r="3.2" fill="%s"><title>%s</title></circle>`, num(xs.at(xOf(p))), num(ys.at(p.Y)), c, esc(tip))
		}
		ly := h + 16*float64(i) + 4
		fmt.Fprintf(&sb, `<rect x="%s" y="%s" width="10" height="10" fill="%s"/><text x="%s" y="%s" class="lg">%s</text>`, num(l), num(ly), c, num(l+14), num(ly+9), esc(s.Name))
	}
	sb.WriteString(`</svg>`)
	return template.HTML(sb.String())
}

// scatterLogLog plots (x, y) pairs on log-log axes with the y = x line and
// a band of ±band around it (0.2: ±20%).
func scatterLogLog(title, xName, yName string, pts []point, band float64) template.HTML {
	const w, h, l, r, t, b = 560.0, 460.0, 64.0, 16.0, 26.0, 44.0
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, p := range pts {
		if p.X > 0 && p.Y > 0 {
			lo, hi = math.Min(lo, math.Min(p.X, p.Y)), math.Max(hi, math.Max(p.X, p.Y))
		}
	}
	if math.IsInf(lo, 0) {
		lo, hi = 1, 10
	}
	lo, hi = math.Pow(10, math.Floor(math.Log10(lo))), math.Pow(10, math.Ceil(math.Log10(hi)))
	if lo == hi {
		hi = lo * 10
	}
	xs := axisScale{lo: lo, hi: hi, log: true, from: l, to: w - r}
	ys := axisScale{lo: lo, hi: hi, log: true, from: h - b, to: t}
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg class="chart" width="%s" height="%s" viewBox="0 0 %s %s" role="img" aria-label="%s">`, num(w), num(h), num(w), num(h), esc(title))
	fmt.Fprintf(&sb, `<text x="4" y="16" class="ct">%s</text>`, esc(title))
	for _, v := range xs.ticks(0) {
		x, y := xs.at(v), ys.at(v)
		fmt.Fprintf(&sb, `<line x1="%s" x2="%s" y1="%s" y2="%s" class="grid"/><text x="%s" y="%s" class="tk" text-anchor="middle">%s</text>`, num(x), num(x), num(t), num(h-b), num(x), num(h-b+14), esc(label(v)))
		fmt.Fprintf(&sb, `<line x1="%s" x2="%s" y1="%s" y2="%s" class="grid"/><text x="%s" y="%s" class="tk" text-anchor="end">%s</text>`, num(l), num(w-r), num(y), num(y), num(l-4), num(y+4), esc(label(v)))
	}
	if band > 0 {
		var up, dn []string
		for _, v := range []float64{lo, hi} {
			up = append(up, num(xs.at(v))+","+num(ys.at(math.Min(v*(1+band), hi))))
			dn = append(dn, num(xs.at(v))+","+num(ys.at(math.Max(v*(1-band), lo))))
		}
		fmt.Fprintf(&sb, `<polygon points="%s %s %s %s" class="band"><title>within ±%.0f%%</title></polygon>`, up[0], up[1], dn[1], dn[0], 100*band)
	}
	fmt.Fprintf(&sb, `<line x1="%s" y1="%s" x2="%s" y2="%s" class="diag"/>`, num(xs.at(lo)), num(ys.at(lo)), num(xs.at(hi)), num(ys.at(hi)))
	fmt.Fprintf(&sb, `<line x1="%s" x2="%s" y1="%s" y2="%s" class="axis"/><line x1="%s" x2="%s" y1="%s" y2="%s" class="axis"/>`, num(l), num(w-r), num(h-b), num(h-b), num(l), num(l), num(t), num(h-b))
	fmt.Fprintf(&sb, `<text x="%s" y="%s" class="an" text-anchor="middle">%s</text>`, num((l+w-r)/2), num(h-b+32), esc(xName))
	fmt.Fprintf(&sb, `<text x="12" y="%s" class="an" text-anchor="middle" transform="rotate(-90 12 %s)">%s</text>`, num((t+h-b)/2), num((t+h-b)/2), esc(yName))
	for _, p := range pts {
		if p.X <= 0 || p.Y <= 0 {
			continue
		}
		c := "#4e79a7"
		if e := math.Abs(p.Y-p.X) / p.X; e > band && band > 0 {
			c = "#e15759"
		}
		fmt.Fprintf(&sb, `<circle cx="%s" cy="%s" r="3.5" fill="%s" fill-opacity="0.75"><title>%s</title></circle>`, num(xs.at(p.X)), num(ys.at(p.Y)), c, esc(p.Title))
	}
	sb.WriteString(`</svg>`)
	return template.HTML(sb.String())
}

// stackedArea draws series stacked over a shared x (time), with a legend.
func stackedArea(title, xName, yName string, x []float64, ss []series, colors map[string]string) template.HTML {
	const w, h, l, r, t, b = 760.0, 260.0, 56.0, 12.0, 26.0, 40.0
	n := len(x)
	legendRows := (len(ss) + 3) / 4
	H := h + 16*float64(legendRows)
	tot := make([]float64, n)
	for _, s := range ss {
		for i := 0; i < n && i < len(s.Points); i++ {
			tot[i] += s.Points[i].Y
		}
	}
	yhi := 0.0
	for _, v := range tot {
		yhi = math.Max(yhi, v)
	}
	if yhi <= 0 {
		yhi = 1
	}
	xlo, xhi := 0.0, 1.0
	if n > 0 {
		xlo, xhi = x[0], x[n-1]
	}
	if xhi <= xlo {
		xhi = xlo + 1
	}
	xs := axisScale{lo: xlo, hi: xhi, from: l, to: w - r}
	ys := axisScale{lo: 0, hi: yhi * 1.05, from: h - b, to: t}
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg class="chart" width="%s" height="%s" viewBox="0 0 %s %s" role="img" aria-label="%s">`, num(w), num(H), num(w), num(H), esc(title))
	fmt.Fprintf(&sb, `<text x="4" y="16" class="ct">%s</text>`, esc(title))
	for _, v := range ys.ticks(4) {
		y := ys.at(v)
		fmt.Fprintf(&sb, `<line x1="%s" x2="%s" y1="%s" y2="%s" class="grid"/><text x="%s" y="%s" class="tk" text-anchor="end">%s</text>`, num(l), num(w-r), num(y), num(y), num(l-4), num(y+4), esc(label(v)))
	}
	for _, v := range xs.ticks(8) {
		x := xs.at(v)
		fmt.Fprintf(&sb, `<text x="%s" y="%s" class="tk" text-anchor="middle">%s</text>`, num(x), num(h-b+14), esc(label(v)))
	}
	base := make([]float64, n)
	for i, s := range ss {
		if n == 0 {
			break
		}
		var top, bot []string
		for j := 0; j < n; j++ {
			v := 0.0
			if j < len(s.Points) {
				v = s.Points[j].Y
			}
			top = append(top, num(xs.at(x[j]))+","+num(ys.at(base[j]+v)))
			bot = append(bot, num(xs.at(x[j]))+","+num(ys.at(base[j])))
			base[j] += v
		}
		for a, z := 0, len(bot)-1; a < z; a, z = a+1, z-1 {
			bot[a], bot[z] = bot[z], bot[a]
		}
		c := colors[s.Name]
		if c == "" {
			c = color(i)
		}
		fmt.Fprintf(&sb, `<polygon points="%s %s" fill="%s" fill-opacity="0.85"><title>%s</title></polygon>`, strings.Join(top, " "), strings.Join(bot, " "), c, esc(s.Name))
		lx, ly := l+float64(i%4)*170, h+16*float64(i/4)+2
		fmt.Fprintf(&sb, `<rect x="%s" y="%s" width="10" height="10" fill="%s"/><text x="%s" y="%s" class="lg">%s</text>`, num(lx), num(ly), c, num(lx+14), num(ly+9), esc(s.Name))
	}
	fmt.Fprintf(&sb, `<line x1="%s" x2="%s" y1="%s" y2="%s" class="axis"/><line x1="%s" x2="%s" y1="%s" y2="%s" class="axis"/>`, num(l), num(w-r), num(h-b), num(h-b), num(l), num(l), num(t), num(h-b))
	fmt.Fprintf(&sb, `<text x="%s" y="%s" class="an" text-anchor="middle">%s</text>`, num((l+w-r)/2), num(h-b+30), esc(xName))
	fmt.Fprintf(&sb, `<text x="12" y="%s" class="an" text-anchor="middle" transform="rotate(-90 12 %s)">%s</text>`, num((t+h-b)/2), num((t+h-b)/2), esc(yName))
	sb.WriteString(`</svg>`)
	return template.HTML(sb.String())
}
