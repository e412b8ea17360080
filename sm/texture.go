package sm

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"sync/atomic"
	"unsafe"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/isa/fpu"
	"github.com/ptxsim/ptxsim/memsys"
	"github.com/ptxsim/ptxsim/memsys/texture"
	"github.com/ptxsim/ptxsim/ptx"
)

// Textures and surfaces on a device: CUDA arrays live in device memory
// (memsys/texture documents their layout), texture and surface objects in
// a per-device table indexed by handle, and the texture instructions run
// lane by lane through memsys/texture.

// HandleBase is the first texture or surface object handle a device
// gives out; handles count up from it (textures and surfaces share the
// numbering), so 0 and small integers are never valid handles.
const HandleBase = 0x1000

// texObject is one entry of the handle table.
type texObject struct {
	tex  *texture.Texture
	surf *texture.Surface
}

// texTable is a device's texture and surface objects.
type texTable struct {
	objs   []texObject // handle - HandleBase
	arrays []*texture.Array
}

// NewArray creates a CUDA array: validates the descriptor and allocates its
// levels in device memory (zeroed).
func (d *Device) NewArray(desc texture.ArrayDesc) (*texture.Array, error) {
	a, err := texture.NewArray(desc, texture.DefaultLimits)
	if err != nil {
		return nil, err
	}
	a.Base, err = d.mem.Malloc(uint64(a.Bytes))
	if err != nil {
		return nil, err
	}
	// Texture instructions address the array as one slice.
	if _, err := d.mem.Contiguous(a.Base, int(a.Bytes)); err != nil {
		d.mem.Free(a.Base)
		return nil, err
	}
	d.tex.arrays = append(d.tex.arrays, a)
	return a, nil
}

// FreeArray releases an array's memory. Objects made on it become invalid.
func (d *Device) FreeArray(a *texture.Array) error {
	for i, b := range d.tex.arrays {
		if b == a {
			d.tex.arrays = append(d.tex.arrays[:i], d.tex.arrays[i+1:]...)
			for k := range d.tex.objs {
				o := &d.tex.objs[k]
				if o.tex != nil && o.tex.Res.Array != nil && (o.tex.Res.Array == a || o.tex.Res.Array.Parent == a) ||
					o.surf != nil && (o.surf.Array == a || o.surf.Array.Parent == a) {
					*o = texObject{}
				}
			}
			return d.mem.Free(a.Base)
		}
	}
	return errors.New("invalid CUDA array (freed, or from another device)")
}

// NewTexture creates a texture object and returns its handle.
func (d *Device) NewTexture(res texture.Resource, desc texture.TexDesc) (uint64, error) {
	t, err := texture.NewTexture(res, desc)
	if err != nil {
		return 0, err
	}
	if err := d.checkResource(&t.Res); err != nil {
		return 0, err
	}
	return d.tex.add(texObject{tex: t}), nil
}

// NewSurface creates a surface object over array a and returns its handle.
func (d *Device) NewSurface(a *texture.Array) (uint64, error) {
	s, err := texture.NewSurface(a)
	if err != nil {
		return 0, err
	}
	if !d.ownsArray(a) {
		return 0, errors.New("invalid CUDA array (freed, or from another device)")
	}
	return d.tex.add(texObject{surf: s}), nil
}

// LevelArray returns level l of a mipmapped array as an array of its own.
func (d *Device) LevelArray(a *texture.Array, l int) (*texture.Array, error) {
	if !d.ownsArray(a) {
		return nil, errors.New("invalid CUDA array (freed, or from another device)")
	}
	if a.Levels == 0 || l < 0 || l >= a.NumLevels() {
		return nil, fmt.Errorf("no level %d in this array", l)
	}
	return a.LevelView(l), nil
}

func (d *Device) ownsArray(a *texture.Array) bool {
	if a != nil && a.Parent != nil {
		a = a.Parent
	}
	for _, b := range d.tex.arrays {
		if b == a {
			return true
		}
	}
	return false
}

// checkResource checks that a texture's memory is live device memory, and
// makes it contiguous (memsys.Global.Contiguous) for the texture
// instructions.
func (d *Device) checkResource(r *texture.Resource) error {
	switch r.Kind {
	case texture.ResArray, texture.ResMipmapped:
		if !d.ownsArray(r.Array) {
			return errors.New("invalid texture descriptor: the CUDA array was freed or belongs to another device")
		}
	case texture.ResLinear:
		if _, err := d.mem.Contiguous(r.Addr, int(r.Bytes)); err != nil {
			return fmt.Errorf("invalid texture descriptor: linear memory: %w", err)
		}
	case texture.ResPitch2D:
		n := (r.Height-1)*r.Pitch + r.Width*r.Format.Size()*r.Channels
		if _, err := d.mem.Contiguous(r.Addr, n); err != nil {
			return fmt.Errorf("invalid texture descriptor: pitched memory: %w", err)
		}
	}
	return nil
}

func (t *texTable) add(o texObject) uint64 {
	for i := range t.objs {
		if t.objs[i].tex == nil && t.objs[i].surf == nil {
			t.objs[i] = o
			return HandleBase + uint64(i)
		}
	}
	t.objs = append(t.objs, o)
	return HandleBase + uint64(len(t.objs)-1)
}

func (t *texTable) get(h uint64) *texObject {
	i := h - HandleBase
	if h < HandleBase || i >= uint64(len(t.objs)) {
		return nil
	}
	o := &t.objs[i]
	if o.tex == nil && o.surf == nil {
		return nil
	}
	return o
}

// DestroyObject destroys a texture or surface object.
func (d *Device) DestroyObject(h uint64) error {
	o := d.tex.get(h)
	if o == nil {
		return fmt.Errorf("invalid texture or surface object handle 0x%x", h)
	}
	*o = texObject{}
	return nil
}

// TextureObject returns the texture object with handle h.
func (d *Device) TextureObject(h uint64) (*texture.Texture, error) {
	o := d.tex.get(h)
	if o == nil || o.tex == nil {
		return nil, fmt.Errorf("invalid texture object handle 0x%x", h)
	}
	return o.tex, nil
}

// SurfaceObject returns the surface object with handle h.
func (d *Device) SurfaceObject(h uint64) (*texture.Surface, error) {
	o := d.tex.get(h)
	if o == nil || o.surf == nil {
		return nil, fmt.Errorf("invalid surface object handle 0x%x", h)
	}
	return o.surf, nil
}

// refSym returns the index in the program's Syms of the reference variable
// name of type t.
func (m *Module) refSym(name string, t ptx.Type) (int, error) {
	for i, s := range m.prog.Syms {
		if s.Name == name {
			if s.Opaque != t {
				return 0, fmt.Errorf("%s in module %s is not a .%s", name, m.prog.File, t)
			}
			return i, nil
		}
	}
	return 0, fmt.Errorf("no .%s %s in module %s", t, name, m.prog.File)
}

// BindTexRef binds the module's texture reference name (a .texref) to a
// texture made of res and desc, as cudaBindTexture*/cuTexRefSet* do; the
// reference's handle changes, so a later bind does not disturb launches
// already made.
func (m *Module) BindTexRef(name string, res texture.Resource, desc texture.TexDesc) error {
	i, err := m.refSym(name, ptx.TexRef)
	if err != nil {
		return err
	}
	h, err := m.dev.NewTexture(res, desc)
	if err != nil {
		return err
	}
	return m.setRef(i, h)
}

// BindSurfRef binds the module's surface reference name (a .surfref) to
// array a.
func (m *Module) BindSurfRef(name string, a *texture.Array) error {
	i, err := m.refSym(name, ptx.SurfRef)
	if err != nil {
		return err
	}
	h, err := m.dev.NewSurface(a)
	if err != nil {
		return err
	}
	return m.setRef(i, h)
}

// UnbindTexRef unbinds a texture reference (cudaUnbindTexture): fetches
// through it fault as unbound until it is bound again.
func (m *Module) UnbindTexRef(name string) error {
	i, err := m.refSym(name, ptx.TexRef)
	if err != nil {
		return err
	}
	return m.setRef(i, 0)
}

func (m *Module) setRef(i int, h uint64) error {
	old := make([]byte, 8)
	if err := m.dev.mem.Read(m.symAddr[i], old); err == nil {
		if o := binary.LittleEndian.Uint64(old); o != 0 {
			_ = m.dev.DestroyObject(o)
		}
	}
	b := make([]byte, 8)
	binary.LittleEndian.PutUint64(b, h)
	return m.dev.mem.Write(m.symAddr[i], b)
}

// ---------------------------------------------------------------- execution

// texLane caches the object and memory of the last handle a lane used, so
// that a warp whose lanes share a handle resolves it once.
type texLane struct {
	h    uint64
	o    *texObject
	mem  []byte
	desc *texture.TexDesc
}

func (w *warp) texture(in *isa.Inst, pc int32, em uint32) {
	op := w.r.prog.Tex[in.Aux]
	var acc *memsys.TexAccess // the traffic, for a timing model (Warp.TexAccess)
	if w.k.timed {
		acc = &w.k.texAcc
		acc.Reset(memsys.TexFetch)
	}
	switch op.Kind {
	case isa.TexFetch, isa.TexGather:
		w.texFetch(op, pc, em, acc)
	case isa.TexQuery:
		w.texQuery(op, pc, em)
	case isa.SurfLoad, isa.SurfStore, isa.SurfReduce:
		w.surfAccess(op, pc, em, acc)
	case isa.SurfQuery:
		w.surfQuery(op, pc, em)
	case isa.TypeQuery:
		w.istypep(op, em)
	}
}

func (w *warp) reg(slot int32, l int) uint64 { return w.regs[(w.regBase+int(slot))*32+l] }

func (w *warp) setReg(slot int32, l int, v uint64) { w.regs[(w.regBase+int(slot))*32+l] = v }

// handle is lane l's object handle: the register, or the bound reference.
func (w *warp) handle(op *isa.TexOp, pc int32, l int) (uint64, bool) {
	if op.Ref < 0 {
		return w.reg(op.Handle, l), true
	}
	b := w.globalAccess(pc, w.r.symAddr[op.Ref], 8, l, ptx.SpaceGlobal, false)
	if b == nil {
		return 0, false
	}
	return binary.LittleEndian.Uint64(b), true
}

// object resolves lane l's handle, reusing c when it is the same.
func (w *warp) object(op *isa.TexOp, pc int32, l int, c *texLane, surf bool) bool {
	h, ok := w.handle(op, pc, l)
	if !ok {
		return false
	}
	if c.o != nil && c.h == h {
		return true
	}
	d := w.r.dev
	o := d.tex.get(h)
	what := "texture"
	if surf {
		what = "surface"
	}
	ref := func() string { // formatted only for a fault
		if op.Ref < 0 {
			return ""
		}
		return fmt.Sprintf(" (reference %s)", w.r.prog.Syms[op.Ref].Name)
	}
	if op.Ref >= 0 && h == 0 {
		w.faultAt(pc, FaultTexture, 0, 1<<uint(l), fmt.Sprintf("%s reference %s is not bound", what, w.r.prog.Syms[op.Ref].Name))
		return false
	}
	if o == nil {
		w.faultAt(pc, FaultTexture, h, 1<<uint(l), fmt.Sprintf("0x%x%s is not a %s object handle", h, ref(), what))
		return false
	}
	if surf && o.surf == nil {
		w.faultAt(pc, FaultTexture, h, 1<<uint(l), fmt.Sprintf("0x%x%s is a texture object: surface instructions need a surface object (textures are read-only)", h, ref()))
		return false
	}
	if !surf && o.tex == nil {
		w.faultAt(pc, FaultTexture, h, 1<<uint(l), fmt.Sprintf("0x%x%s is a surface object, not a texture", h, ref()))
		return false
	}
	var base uint64
	var n int
	if surf {
		base, n = o.surf.Array.Base, int(o.surf.Array.Bytes)
	} else {
		switch t := o.tex; t.Res.Kind {
		case texture.ResArray, texture.ResMipmapped:
			base, n = t.Res.Array.Base, int(t.Res.Array.Bytes)
		case texture.ResLinear:
			base, n = t.Res.Addr, int(t.Res.Bytes)
		case texture.ResPitch2D:
			base, n = t.Res.Addr, (t.Res.Height-1)*t.Res.Pitch+t.Res.Width*t.Res.Format.Size()*t.Res.Channels
		}
	}
	mem, err := d.mem.Slice(base, n)
	if err != nil {
		w.faultAt(pc, FaultTexture, h, 1<<uint(l), fmt.Sprintf("the memory of %s object 0x%x%s was freed", what, h, ref()))
		return false
	}
	c.h, c.o, c.mem = h, o, mem
	if !surf {
		c.desc = &o.tex.Desc
		if op.Sampler >= 0 {
			c.desc = independentDesc(o.tex, op.SInit)
		}
	}
	return true
}

// independentDesc is a texture's sampler state under an independent-mode
// .samplerref: the sampler's fields replace the texture's; fields the
// initializer leaves unset take the defaults (nearest, clamp to edge).
func independentDesc(t *texture.Texture, s ptx.SamplerInit) *texture.TexDesc {
	d := t.Desc
	d.Filter = texture.Point
	if s.Filter == ptx.FilterLinear {
		d.Filter = texture.Linear
	}
	for k := range d.Address {
		switch s.Addr[k] {
		case ptx.AddrWrap:
			d.Address[k] = texture.Wrap
		case ptx.AddrMirror:
			d.Address[k] = texture.Mirror
		case ptx.AddrBorder:
			d.Address[k] = texture.Border
		default:
			d.Address[k] = texture.Clamp
		}
	}
	if s.ForceUnnorm == ptx.FlagTrue {
		d.NormalizedCoords = false
	}
	if s.Normalized != 0 {
		d.NormalizedCoords = s.Normalized == ptx.FlagTrue
	}
	return &d
}

// TexAccess returns the texture traffic of the instruction the warp has
// just executed (Step) when it was a texture fetch or surface access
// (tex, tld4, suld, sust, sured): per lane, the sectors its texels or
// element lie in. It is nil for other instructions (and in functional
// mode), and valid until a warp of the same worker steps again.
func (w Warp) TexAccess() *memsys.TexAccess {
	a := &w.w.k.texAcc
	if !w.w.k.timed || a.Mask == 0 {
		return nil
	}
	return a
}

func (w *warp) texFetch(op *isa.TexOp, pc int32, em uint32, acc *memsys.TexAccess) {
	var c texLane
	var lk texture.Lookup
	lk.Geom, lk.IntCoords, lk.Mip = op.Geom, op.CType == ptx.S32, op.Mip
	lk.Gather, lk.Comp = op.Kind == isa.TexGather, op.Comp
	lk.HasOffset, lk.HasDepth = op.Offset != nil, op.Depth >= 0
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if !w.object(op, pc, l, &c, false) {
			return
		}
		for i, s := range op.Coords {
			lk.Coord[i] = uint32(w.reg(s, l))
		}
		if op.LOD >= 0 {
			lk.LOD = math.Float32frombits(uint32(w.reg(op.LOD, l)))
		}
		for i := 0; i < len(op.DPdx) && i < 3; i++ {
			lk.DPdx[i] = math.Float32frombits(uint32(w.reg(op.DPdx[i], l)))
			lk.DPdy[i] = math.Float32frombits(uint32(w.reg(op.DPdy[i], l)))
		}
		for i := 0; i < len(op.Offset) && i < 3; i++ {
			lk.Offset[i] = int32(w.reg(op.Offset[i], l)) << 28 >> 28 // 4-bit two's complement (offsets)
		}
		if op.Depth >= 0 {
			lk.Depth = math.Float32frombits(uint32(w.reg(op.Depth, l)))
		}
		var start int
		if acc != nil {
			start = len(acc.Sectors)
			lk.Sectors = &acc.Sectors
		}
		r, err := texture.Sample(c.o.tex, c.desc, c.mem, &lk)
		if err != nil {
			w.faultAt(pc, FaultTexture, c.h, 1<<uint(l), err.Error())
			return
		}
		if acc != nil {
			acc.Span[l] = [2]int32{int32(start), int32(len(acc.Sectors))}
			if acc.Mask == 0 {
				acc.Handle = c.h
			}
			acc.Mask |= 1 << uint(l)
			if k := c.o.tex.Res.Kind; k == texture.ResLinear || k == texture.ResPitch2D {
				acc.Kind = memsys.TexLinear
			}
		}
		switch op.DType {
		case ptx.F16:
			for i, s := range op.D {
				w.setReg(s, l, uint64(fpu.F32ToF16(math.Float32frombits(r[i]), fpu.RN)))
			}
		case ptx.F16x2:
			for i, s := range op.D {
				lo := fpu.F32ToF16(math.Float32frombits(r[2*i]), fpu.RN)
				hi := fpu.F32ToF16(math.Float32frombits(r[2*i+1]), fpu.RN)
				w.setReg(s, l, uint64(hi)<<16|uint64(lo))
			}
		default:
			for i, s := range op.D {
				w.setReg(s, l, uint64(r[i]))
			}
		}
		if op.Pred >= 0 {
			w.preds[w.predBase+int(op.Pred)] |= 1 << uint(l)
		}
	}
}

func (w *warp) texQuery(op *isa.TexOp, pc int32, em uint32) {
	var c texLane
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if !w.object(op, pc, l, &c, false) {
			return
		}
		level := -1
		if op.Level {
			level = int(int32(w.reg(op.LOD, l)))
			if level < 0 {
				level = int(^uint(0) >> 1)
			}
		}
		w.setReg(op.D[0], l, uint64(texture.Query(c.o.tex, op.Query, level)))
	}
}

func (w *warp) surfQuery(op *isa.TexOp, pc int32, em uint32) {
	var c texLane
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if !w.object(op, pc, l, &c, true) {
			return
		}
		w.setReg(op.D[0], l, uint64(texture.QuerySurface(c.o.surf, op.Query)))
	}
}

func (w *warp) surfAccess(op *isa.TexOp, pc int32, em uint32, tr *memsys.TexAccess) {
	var c texLane
	if tr != nil {
		switch op.Kind {
		case isa.SurfLoad:
			tr.Kind = memsys.SurfLoad
		case isa.SurfStore:
			tr.Kind = memsys.SurfStore
		default:
			tr.Kind = memsys.SurfRed
		}
	}
	acc := texture.SurfAccess{Geom: op.Geom, Size: int(op.Size) * int(op.Vec), Formatted: op.Formatted, Clamp: op.Clamp}
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if !w.object(op, pc, l, &c, true) {
			return
		}
		arr := c.o.surf.Array
		if op.Formatted {
			acc.Size = arr.Elem()
		}
		for i, s := range op.Coords {
			acc.Coord[i] = int32(w.reg(s, l))
		}
		off, skip, err := texture.Locate(c.o.surf, &acc)
		if err != nil {
			kind := FaultTexture
			var oor *texture.OutOfRange
			var mis *texture.Misaligned
			if errors.As(err, &oor) {
				kind = FaultOutOfBounds
			} else if errors.As(err, &mis) {
				kind = FaultMisaligned
			}
			w.faultAt(pc, kind, c.h, 1<<uint(l), err.Error())
			return
		}
		if tr != nil && !skip {
			start := int32(len(tr.Sectors))
			first := arr.SectorAt(0, off)
			tr.Sectors = append(tr.Sectors, first)
			if last := arr.SectorAt(0, off+int64(acc.Size)-1); last.Addr != first.Addr {
				tr.Sectors = append(tr.Sectors, last) // a 32-byte element spans two sectors
			}
			tr.Span[l] = [2]int32{start, int32(len(tr.Sectors))}
			if tr.Mask == 0 {
				tr.Handle = c.h
			}
			tr.Mask |= 1 << uint(l)
		}
		switch op.Kind {
		case isa.SurfLoad:
			sz := int(op.Size)
			for k, s := range op.D {
				var v uint64
				if !skip {
					v = le(c.mem[off+int64(k*sz) : off+int64(k*sz+sz)])
				}
				w.setReg(s, l, v)
			}
		case isa.SurfStore:
			if skip {
				continue
			}
			if op.Formatted {
				var src [4]uint32
				for k, s := range op.Src {
					src[k] = uint32(w.reg(s, l))
				}
				texture.StoreFormatted(c.mem[off:off+int64(arr.Elem())], arr.Format, arr.Channels, src)
				continue
			}
			sz := int(op.Size)
			for k, s := range op.Src {
				putLE(c.mem[off+int64(k*sz):off+int64(k*sz+sz)], w.reg(s, l))
			}
		case isa.SurfReduce:
			if skip {
				continue
			}
			sz, signed := int(op.Size), op.RedType.IsSigned()
			if op.Formatted {
				sz, signed = arr.Format.Size(), arr.Format.IsSigned()
				if op.Size == 8 {
					sz = 8
				}
			}
			surfReduce(c.mem, off, sz, op.Red, signed, w.reg(op.Src[0], l))
		}
	}
}

// surfReduce performs sured on the sz bytes at mem[off:] as one
// indivisible step: blocks on other goroutines may reduce into the same
// texel (a parallel launch; the operations commute). 4- and 8-byte
// elements are updated by compare-and-swap, 1- and 2-byte ones through
// their aligned 4-byte word (arrays start aligned).
func surfReduce(mem []byte, off int64, sz int, op isa.AtomOp, signed bool, x uint64) {
	apply := func(old uint64) uint64 { return texture.Reduce(op, signed, 8*sz, old, x) }
	switch {
	case sz == 8 && off%8 == 0:
		p := (*uint64)(unsafe.Pointer(&mem[off]))
		for o := atomic.LoadUint64(p); !atomic.CompareAndSwapUint64(p, o, apply(o)); o = atomic.LoadUint64(p) {
		}
	case sz <= 4 && off%int64(sz) == 0 && off&^3+4 <= int64(len(mem)):
		w := off &^ 3
		p := (*uint32)(unsafe.Pointer(&mem[w]))
		sh := uint(off-w) * 8
		m := uint32(1)<<(8*uint(sz)) - 1
		if sz == 4 {
			m = math.MaxUint32
		}
		for {
			o := atomic.LoadUint32(p)
			n := o&^(m<<sh) | uint32(apply(uint64(o>>sh&m)))&m<<sh
			if atomic.CompareAndSwapUint32(p, o, n) {
				return
			}
		}
	default:
		b := mem[off : off+int64(sz)]
		putLE(b, apply(le(b)))
	}
}

// istypep is false on the H200 for every handle: texture objects, surface
// objects and anything else (measured: q_istypep, every handle and type it was given).
func (w *warp) istypep(op *isa.TexOp, em uint32) {
	w.preds[w.predBase+int(op.Pred)] &^= em
}
