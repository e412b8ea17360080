package isa

import (
	"github.com/ptxsim/ptxsim/ptx"
)

// Lowering of the texture and surface instructions: each one is decoded
// once into a TexOp (Program.Tex[Inst.Aux]) holding its form and the
// register slots of its operands; the engine (sm/texture.go) reads the
// slots per lane and calls memsys/texture for addressing, filtering and
// formats.
//
//	tex{.base,.level,.grad}.geom.v4.dtype.ctype  d{|p}, [a{, s}, c]{, lod | , dPdx, dPdy}{, e}{, f}
//	tex.geom.v2.f16x2.ctype                      d{|p}, [a{, s}, c] ...
//	tld4.comp.geom.v4.dtype.f32                  d{|p}, [a{, s}, c]{, e}{, f}
//	txq{.level}.query.b32                        d, [a]{, lod}
//	suld.b.geom{.cop}{.v2,.v4}.dtype.clamp       d, [a, c]
//	sust.{b,p}.geom{.cop}{.v2,.v4}.ctype.clamp   [a, c], v
//	sured.{b,p}.op.geom.ctype.clamp              [a, c], v
//	suq.query.b32                                d, [a]
//	istypep.{texref,samplerref,surfref}          p, a
//
// a is a .u64 register holding a texture or surface object's handle, or a
// .texref/.surfref variable (bound by name on the host); s an independent-
// mode .samplerref. Array geometries put the layer (cubemap arrays: the
// cube) first in c.

// TexKind is what a KTexture instruction does.
type TexKind uint8

const (
	TexFetch   TexKind = iota // tex
	TexGather                 // tld4
	TexQuery                  // txq
	SurfLoad                  // suld
	SurfStore                 // sust
	SurfReduce                // sured
	SurfQuery                 // suq
	TypeQuery                 // istypep
)

// TexGeom is a texture or surface geometry.
type TexGeom uint8

const (
	Geom1D TexGeom = iota
	Geom2D
	Geom3D
	GeomA1D
	GeomA2D
	GeomCube
	GeomACube
	Geom2DMS
	GeomA2DMS
)

var geomNames = map[string]TexGeom{"1d": Geom1D, "2d": Geom2D, "3d": Geom3D, "a1d": GeomA1D, "a2d": GeomA2D,
	"cube": GeomCube, "acube": GeomACube, "2dms": Geom2DMS, "a2dms": GeomA2DMS}

// Dims is the number of spatial coordinates (a cubemap's direction has 3).
func (g TexGeom) Dims() int {
	switch g {
	case Geom1D, GeomA1D:
		return 1
	case Geom2D, GeomA2D, Geom2DMS, GeomA2DMS:
		return 2
	}
	return 3
}

// Layered reports whether the first coordinate is a layer (or cube) index.
func (g TexGeom) Layered() bool {
	return g == GeomA1D || g == GeomA2D || g == GeomACube || g == GeomA2DMS
}

// Cube reports whether the geometry is a cubemap or cubemap array.
func (g TexGeom) Cube() bool { return g == GeomCube || g == GeomACube }

// MultiSample reports whether the geometry is a multi-sample texture.
func (g TexGeom) MultiSample() bool { return g == Geom2DMS || g == GeomA2DMS }

// coordElems is how many coordinate elements the instruction reads, and the
// vector size PTX writes them in.
func (g TexGeom) coordElems() (used, written int) {
	switch g {
	case Geom1D:
		return 1, 1
	case Geom2D, GeomA1D:
		return 2, 2
	case Geom3D, GeomA2D, GeomCube, Geom2DMS:
		return 3, 4
	}
	return 4, 4 // acube, a2dms
}

// TexMip is the level-of-detail form of tex.
type TexMip uint8

const (
	MipNone  TexMip = iota // level 0 (implicit derivatives do not exist in compute)
	MipBase                // .base: level 0
	MipLevel               // .level: an explicit lod
	MipGrad                // .grad: derivatives dPdx, dPdy
)

// SurfClamp is a surface instruction's out-of-range behaviour.
type SurfClamp uint8

const (
	ClampTrap  SurfClamp = iota // .trap: fault
	ClampClamp                  // .clamp: the nearest element in range
	ClampZero                   // .zero: loads give 0, stores are dropped
)

// TexQueryKind is a txq or suq attribute.
type TexQueryKind uint8

const (
	QWidth TexQueryKind = iota
	QHeight
	QDepth
	QChannelDataType
	QChannelOrder
	QNormalizedCoords
	QArraySize
	QNumMipmapLevels
	QNumSamples
	QForceUnnormalizedCoords
	QFilterMode
	QAddrMode0
	QAddrMode1
	QAddrMode2
	QMemoryLayout
)

var queryNames = map[string]TexQueryKind{
	"width": QWidth, "height": QHeight, "depth": QDepth, "channel_data_type": QChannelDataType,
	"channel_order": QChannelOrder, "normalized_coords": QNormalizedCoords, "array_size": QArraySize,
	"num_mipmap_levels": QNumMipmapLevels, "num_samples": QNumSamples,
	"force_unnormalized_coords": QForceUnnormalizedCoords, "filter_mode": QFilterMode,
	"addr_mode_0": QAddrMode0, "addr_mode_1": QAddrMode1, "addr_mode_2": QAddrMode2, "memory_layout": QMemoryLayout,
}

// queryName is the PTX name of a query.
func queryName(q TexQueryKind) string {
	for n, k := range queryNames {
		if k == q {
			return n
		}
	}
	return "?"
}

// TexOp is a decoded texture or surface instruction.
type TexOp struct {
	Kind      TexKind
	Geom      TexGeom
	Mip       TexMip
	DType     ptx.Type // tex/tld4: result type (u32, s32, f16, f32, f16x2)
	CType     ptx.Type // tex: coordinate type (s32 or f32)
	Comp      uint8    // tld4: the component gathered (0..3 for r, g, b, a)
	Query     TexQueryKind
	Level     bool      // txq.level
	Clamp     SurfClamp // surfaces
	Formatted bool      // sust.p / sured.p (sample-addressed, converted to the surface format)
	Vec       uint8     // surfaces: vector width (1, 2, 4)
	Size      uint8     // surfaces: bytes per element of the vector (b8..b64)
	Red       AtomOp    // sured: the operation
	RedType   ptx.Type  // sured: the operation type
	Opaque    ptx.Type  // istypep: the type asked about

	Handle  int32           // slot of a register holding the object's handle, NoSlot when Ref is used
	Ref     int32           // Program.Syms index of a .texref/.surfref/.samplerref operand, -1 none
	Sampler int32           // Program.Syms index of an explicit .samplerref (independent mode), -1 none
	SInit   ptx.SamplerInit // that sampler's initializer (zero fields: unset)

	Coords []int32 // coordinate slots in instruction order (the layer first for array geometries)
	LOD    int32   // .level: lod slot; txq.level: level slot; NoSlot
	DPdx   []int32 // .grad: derivatives
	DPdy   []int32
	Offset []int32 // texel offsets, nil without
	Depth  int32   // depth-compare value slot, NoSlot without
	D      []int32 // destination slots (sinks for "_")
	Pred   int32   // predicate slot of the residency result "d|p", NoSlot without
	Src    []int32 // sust: stored values; sured: the operand
}

func init() {
	for _, op := range []ptx.Opcode{ptx.OpTex, ptx.OpTld4, ptx.OpTxq, ptx.OpSuld, ptx.OpSust, ptx.OpSured,
		ptx.OpSuq, ptx.OpIstypep} {
		u := UnitLSU
		if op == ptx.OpIstypep {
			u = UnitINT
		}
		Semantics[op].OpInfo = OpInfo{Kind: KTexture, Unit: u}
		Semantics[op].Supported = true
	}
}

var texKinds = map[ptx.Opcode]TexKind{ptx.OpTex: TexFetch, ptx.OpTld4: TexGather, ptx.OpTxq: TexQuery,
	ptx.OpSuld: SurfLoad, ptx.OpSust: SurfStore, ptx.OpSured: SurfReduce, ptx.OpSuq: SurfQuery, ptx.OpIstypep: TypeQuery}

func (w *flower) lowerTex(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	t := &TexOp{Kind: texKinds[src.Op], Handle: NoSlot, Ref: -1, Sampler: -1, LOD: NoSlot, Depth: NoSlot, Pred: NoSlot, Vec: 1}
	bad := false
	fail := func(format string, a ...any) {
		if !bad {
			w.errorf(pos, format, a...)
		}
		bad = true
	}
	geom := -1
	for _, m := range src.Mods {
		if g, ok := geomNames[m]; ok {
			geom = int(g)
		}
		switch m {
		case "base":
			t.Mip = MipBase
		case "level":
			if t.Kind == TexQuery {
				t.Level = true
			} else {
				t.Mip = MipLevel
			}
		case "grad":
			t.Mip = MipGrad
		case "r", "g", "b", "a":
			if t.Kind == TexGather {
				t.Comp = map[string]uint8{"r": 0, "g": 1, "b": 2, "a": 3}[m]
			}
		case "p":
			t.Formatted = true
		case "trap":
			t.Clamp = ClampTrap
		case "clamp":
			t.Clamp = ClampClamp
		case "zero":
			t.Clamp = ClampZero
		case "v2":
			t.Vec = 2
		case "v4":
			t.Vec = 4
		}
		if q, ok := queryNames[m]; ok {
			t.Query = q
		}
	}
	needGeom := t.Kind != TexQuery && t.Kind != SurfQuery && t.Kind != TypeQuery
	if needGeom {
		if geom < 0 {
			fail("%s needs a geometry (.1d, .2d, .3d, .a1d, .a2d, .cube, .acube)", src.Op)
			return
		}
		t.Geom = TexGeom(geom)
	}
	if (t.Kind == TexQuery || t.Kind == SurfQuery) && !hasQuery(src) {
		fail("%s needs a query (.width, .height, ...)", src.Op)
		return
	}
	switch t.Kind {
	case TexFetch, TexGather:
		if len(src.Types) < 2 {
			fail("%s needs a result and a coordinate type", src.Op)
			return
		}
		t.DType, t.CType = src.Types[len(src.Types)-2], src.Types[len(src.Types)-1]
		switch t.DType {
		case ptx.U32, ptx.S32, ptx.F32, ptx.F16, ptx.F16x2:
		default:
			fail("%s result type .%s is not .u32, .s32, .f16, .f16x2 or .f32", src.Op, t.DType)
		}
		if t.CType != ptx.S32 && t.CType != ptx.F32 {
			fail("%s coordinate type .%s is not .s32 or .f32", src.Op, t.CType)
		}
		if t.Kind == TexGather && t.Geom != Geom2D && t.Geom != GeomA2D && !t.Geom.Cube() {
			fail("tld4 takes .2d, .a2d, .cube or .acube")
		}
		if len(args) < 2 {
			fail("%s needs a destination and a texture operand", src.Op)
			return
		}
		w.texDsts(t, &args[0], pos, fail)
		coordsOp := w.texHandle(t, &args[1], pos, true, fail)
		if coordsOp == nil {
			return
		}
		w.texCoords(t, coordsOp, pos, fail)
		rest := args[2:]
		take := func() *ptx.Operand {
			if len(rest) == 0 {
				return nil
			}
			o := &rest[0]
			rest = rest[1:]
			return o
		}
		switch t.Mip {
		case MipLevel:
			o := take()
			if o == nil {
				fail("tex.level needs a level of detail")
				return
			}
			t.LOD = w.src(o, ptx.F32, pos)
		case MipGrad:
			dx, dy := take(), take()
			if dy == nil {
				fail("tex.grad needs the derivatives dPdx and dPdy")
				return
			}
			t.DPdx, t.DPdy = w.texVec(dx, ptx.F32, pos), w.texVec(dy, ptx.F32, pos)
			if len(t.DPdx) < t.Geom.Dims() || len(t.DPdy) < t.Geom.Dims() {
				fail("tex.grad.%s needs %d-element derivatives", geomText(t.Geom), t.Geom.Dims())
			}
		}
		if o := take(); o != nil {
			if o.Kind == ptx.OperandVec {
				if t.Geom.Cube() {
					fail("offsets are not allowed with cubemaps")
				}
				t.Offset = w.texVec(o, ptx.S32, pos)
				if len(t.Offset) < t.Geom.Dims() {
					fail("the offset of a .%s texture needs %d elements", geomText(t.Geom), t.Geom.Dims())
				}
				o = take()
			}
			if o != nil {
				if t.Geom == Geom3D || t.Geom.MultiSample() {
					fail("a depth compare value is not allowed with .%s", geomText(t.Geom))
				}
				t.Depth = w.src(o, ptx.F32, pos)
			}
		}
		if len(rest) > 0 {
			fail("%s has %d operands too many", src.Op, len(rest))
		}
	case TexQuery, SurfQuery:
		if len(args) < 2 {
			fail("%s needs a destination and a texture operand", src.Op)
			return
		}
		t.D = []int32{w.dst(&args[0], pos)}
		if w.texHandle(t, &args[1], pos, false, fail) == nil && bad {
			return
		}
		if t.Level {
			if len(args) < 3 {
				fail("txq.level needs a level")
				return
			}
			if t.Query != QWidth && t.Query != QHeight && t.Query != QDepth {
				fail("txq.level queries only .width, .height and .depth")
			}
			t.LOD = w.src(&args[2], ptx.U32, pos)
		}
		if t.Kind == SurfQuery {
			switch t.Query {
			case QWidth, QHeight, QDepth, QChannelDataType, QChannelOrder, QArraySize, QMemoryLayout:
			default:
				fail("suq cannot query that attribute")
			}
		} else if t.Query == QMemoryLayout {
			fail("txq cannot query .memory_layout")
		}
		if t.Ref >= 0 && w.l.p.Syms[t.Ref].Opaque == ptx.SamplerRef && !bad {
			fail("txq on a .samplerref queries sampler attributes, which sm_90 does not support")
		} else if t.Query != QWidth && t.Query != QHeight && t.Query != QDepth && !bad {
			// The H200's driver JIT (CUDA 13) loads no module with any
			// other query, on objects and references alike (device round 2,
			// benchmarks/hardware/textures/results2: txq CUDA_ERROR_NOT_FOUND,
			// suq CUDA_ERROR_NOT_SUPPORTED).
			fail("%s.%s is not supported on sm_90 (the driver's JIT rejects it): only .width, .height and .depth", src.Op, queryName(t.Query))
		}
	case SurfLoad:
		if len(args) != 2 {
			fail("suld needs a destination and a surface operand")
			return
		}
		if t.Formatted {
			// The CUDA 13 JIT refuses it for sm_90 (CUDA_ERROR_INVALID_PTX,
			// testdata/textures bad_suldp) and ptxas 11.8 does not know it.
			fail("suld.p (formatted surface loads) is not supported: use suld.b")
			return
		}
		if !w.surfType(t, lastType(src), fail) {
			return
		}
		if args[0].Kind == ptx.OperandVec {
			for i := range args[0].Elems {
				t.D = append(t.D, w.dst(&args[0].Elems[i], pos))
			}
		} else {
			t.D = []int32{w.dst(&args[0], pos)}
		}
		if len(t.D) != int(t.Vec) {
			fail("suld.%s writes %d registers, the destination has %d", vecText(t.Vec), t.Vec, len(t.D))
		}
		w.surfCoords(t, &args[1], pos, fail)
	case SurfStore:
		if len(args) != 2 {
			fail("sust needs a surface operand and a value")
			return
		}
		ty := lastType(src)
		if t.Formatted {
			if ty != ptx.B32 {
				fail("sust.p stores .b32 values")
			}
			t.Size = 4
		} else if !w.surfType(t, ty, fail) {
			return
		}
		w.surfCoords(t, &args[0], pos, fail)
		t.Src = w.texVec(&args[1], ty, pos)
		if len(t.Src) != int(t.Vec) {
			fail("sust%s stores %d values, the source has %d", vecText(t.Vec), t.Vec, len(t.Src))
		}
	case SurfReduce:
		if len(args) != 2 {
			fail("sured needs a surface operand and a value")
			return
		}
		t.Red = lastMod(src.Mods, atomMods, AtomOp(255))
		t.RedType = lastType(src)
		switch t.Red {
		case AtomAdd, AtomMin, AtomMax, AtomAnd, AtomOr:
		default:
			fail("sured needs .add, .min, .max, .and or .or")
		}
		switch t.RedType {
		case ptx.U32, ptx.S32, ptx.B32:
			t.Size = 4
		case ptx.U64, ptx.S64, ptx.B64:
			t.Size = 8
		default:
			fail("sured type .%s is not .u32, .s32, .b32, .u64, .s64 or .b64", t.RedType)
		}
		if t.Geom.Layered() || t.Geom.Cube() {
			fail("sured takes .1d, .2d or .3d")
		}
		w.surfCoords(t, &args[0], pos, fail)
		t.Src = []int32{w.src(&args[1], t.RedType, pos)}
	case TypeQuery:
		if len(args) != 2 {
			fail("istypep needs a predicate and an address")
			return
		}
		t.Opaque = lastType(src)
		if !t.Opaque.IsOpaque() {
			fail("istypep needs .texref, .samplerref or .surfref")
		}
		t.Pred = w.pdst(&args[0], pos)
		t.Handle = w.src(&args[1], ptx.U64, pos)
	}
	if bad {
		return
	}
	in.Sub = uint8(t.Kind)
	in.Aux = int32(len(w.l.p.Tex))
	w.l.p.Tex = append(w.l.p.Tex, t)
	w.emit(*in, pos)
}

func hasQuery(src *ptx.Inst) bool {
	for _, m := range src.Mods {
		if _, ok := queryNames[m]; ok {
			return true
		}
	}
	return false
}

func geomText(g TexGeom) string {
	for k, v := range geomNames {
		if v == g {
			return k
		}
	}
	return "?"
}

func vecText(v uint8) string {
	if v == 1 {
		return ""
	}
	return map[uint8]string{2: ".v2", 4: ".v4"}[v]
}

// surfType decodes suld.b/sust.b's element type.
func (w *flower) surfType(t *TexOp, ty ptx.Type, fail func(string, ...any)) bool {
	switch ty {
	case ptx.B8, ptx.B16, ptx.B32, ptx.B64:
		t.Size = uint8(ty.Size())
		return true
	}
	fail("surface element type .%s is not .b8, .b16, .b32 or .b64", ty)
	return false
}

// texDsts lowers the destination vector of tex/tld4, with its optional
// residency predicate.
func (w *flower) texDsts(t *TexOp, a *ptx.Operand, pos ptx.Pos, fail func(string, ...any)) {
	if a.Kind == ptx.OperandPair && len(a.Elems) == 2 {
		t.Pred = w.pdst(&a.Elems[1], pos)
		a = &a.Elems[0]
	}
	if a.Kind != ptx.OperandVec {
		fail("%s writes a vector destination {d0, ...}", map[TexKind]string{TexFetch: "tex", TexGather: "tld4"}[t.Kind])
		return
	}
	want := 4
	if t.DType == ptx.F16x2 {
		want = 2
	}
	if len(a.Elems) != want {
		fail("the destination must have %d elements, has %d", want, len(a.Elems))
		return
	}
	for i := range a.Elems {
		t.D = append(t.D, w.dst(&a.Elems[i], pos))
	}
}

// texHandle decodes the [a{, s}{, c}] operand: the handle register or
// .texref/.surfref variable, the optional .samplerref, and returns the
// coordinate operand (nil for txq/suq, which have none).
func (w *flower) texHandle(t *TexOp, a *ptx.Operand, pos ptx.Pos, coords bool, fail func(string, ...any)) *ptx.Operand {
	var elems []ptx.Operand
	switch a.Kind {
	case ptx.OperandAddr:
		switch {
		case a.Reg != ptx.NoReg:
			t.Handle = w.regSlot(a, pos)
		case a.Var != nil:
			if !a.Var.Type.IsOpaque() {
				fail("%s is not a .texref, .surfref or .samplerref", a.Var.Name)
				return nil
			}
			t.Ref = w.l.addSym(a.Var)
		default:
			fail("the texture or surface operand must be a register or a reference variable")
			return nil
		}
		elems = a.Elems
	case ptx.OperandReg:
		t.Handle = w.regSlot(a, pos)
	default:
		fail("expected [handle, coordinates]")
		return nil
	}
	if !coords {
		if len(elems) > 0 {
			fail("unexpected operands after the handle")
		}
		return nil
	}
	if len(elems) == 2 {
		s := &elems[0]
		if s.Kind != ptx.OperandSym || s.Var == nil || s.Var.Type != ptx.SamplerRef {
			fail("the sampler operand must be a .samplerref variable")
			return nil
		}
		t.Sampler = w.l.addSym(s.Var)
		t.SInit, _ = ptx.DecodeSamplerInit(s.Var)
		elems = elems[1:]
	}
	if len(elems) != 1 {
		fail("expected [texture, coordinates] or [texture, sampler, coordinates]")
		return nil
	}
	return &elems[0]
}

// texVec lowers a vector operand (or a scalar, a one-element vector).
func (w *flower) texVec(op *ptx.Operand, ty ptx.Type, pos ptx.Pos) []int32 {
	if op.Kind != ptx.OperandVec {
		return []int32{w.src(op, ty, pos)}
	}
	s := make([]int32, len(op.Elems))
	for i := range op.Elems {
		s[i] = w.src(&op.Elems[i], ty, pos)
	}
	return s
}

// vecElems is a vector operand's elements, or the operand alone.
func vecElems(c *ptx.Operand) []ptx.Operand {
	if c.Kind == ptx.OperandVec {
		return c.Elems
	}
	return []ptx.Operand{*c}
}

// texCoords lowers the coordinate vector: the layer of array geometries is
// a .u32, the others take the coordinate type (the .acube/.a2dms index and
// the .2dms sample number too).
func (w *flower) texCoords(t *TexOp, c *ptx.Operand, pos ptx.Pos, fail func(string, ...any)) {
	used, written := t.Geom.coordElems()
	elems := vecElems(c)
	if len(elems) < used || len(elems) > written {
		fail("a .%s %s takes %d coordinates, has %d", geomText(t.Geom), map[TexKind]string{TexFetch: "tex", TexGather: "tld4"}[t.Kind], written, len(elems))
		return
	}
	for i := 0; i < used; i++ {
		ty := t.CType
		if i == 0 && (t.Geom.Layered() || t.Geom.MultiSample()) {
			ty = ptx.U32
		}
		if t.Geom.MultiSample() && i == 1 && t.Geom == GeomA2DMS {
			ty = ptx.U32
		}
		t.Coords = append(t.Coords, w.src(&elems[i], ty, pos))
	}
}

// surfCoords lowers [a, c] of suld/sust/sured: surface coordinates are
// .s32 (the layer a .u32); x is in bytes for .b forms, in elements for .p.
func (w *flower) surfCoords(t *TexOp, a *ptx.Operand, pos ptx.Pos, fail func(string, ...any)) {
	c := w.texHandle(t, a, pos, true, fail)
	if c == nil {
		return
	}
	if t.Sampler >= 0 {
		fail("surfaces take no sampler")
		return
	}
	if t.Geom.Cube() || t.Geom.MultiSample() {
		fail("surfaces take .1d, .2d, .3d, .a1d or .a2d")
		return
	}
	used, written := t.Geom.coordElems()
	elems := vecElems(c)
	if len(elems) < used || len(elems) > written {
		fail("a .%s surface access takes %d coordinates, has %d", geomText(t.Geom), written, len(elems))
		return
	}
	for i := 0; i < used; i++ {
		t.Coords = append(t.Coords, w.src(&elems[i], ptx.S32, pos))
	}
}
