package fidelity

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/memsys/texture"
	"github.com/ptxsim/ptxsim/sm"
)

// The case format's texture extension (testdata/textures/README.md): CUDA
// arrays, texture and surface objects passed as {"tex": T} / {"surf": S}
// parameters, legacy references bound by name, arrays read back as
// expectations, and launches expected to fault. A case without these keys
// is unaffected.

// CaseArray is a CUDA array created before the first launch.
type CaseArray struct {
	Name         string `json:"name"`
	Format       string `json:"format"`
	Channels     int    `json:"channels"`
	Width        int    `json:"width"`
	Height       int    `json:"height,omitempty"`
	Depth        int    `json:"depth,omitempty"`
	Levels       int    `json:"levels,omitempty"`
	Layered      bool   `json:"layered,omitempty"`
	Cubemap      bool   `json:"cubemap,omitempty"`
	Surface      bool   `json:"surface,omitempty"`
	Gather       bool   `json:"gather,omitempty"`
	DepthTexture bool   `json:"depth_texture,omitempty"`
	Init         string `json:"init,omitempty"`
	Fill         *int   `json:"fill,omitempty"`
}

// CaseTexture is a texture object (Name) or a texture reference binding
// (Symbol): a resource (an array, or a buffer as linear or pitched memory)
// and the sampler state.
type CaseTexture struct {
	Name   string `json:"name,omitempty"`
	Symbol string `json:"symbol,omitempty"`

	Array    string `json:"array,omitempty"`
	Buffer   string `json:"buffer,omitempty"`
	Offset   uint64 `json:"offset,omitempty"`
	Format   string `json:"format,omitempty"`
	Channels int    `json:"channels,omitempty"`
	Bytes    uint64 `json:"bytes,omitempty"`
	Width    int    `json:"width,omitempty"`
	Height   int    `json:"height,omitempty"`
	Pitch    int    `json:"pitch,omitempty"`

	Address                      []string  `json:"address,omitempty"`
	Filter                       string    `json:"filter,omitempty"`
	Read                         string    `json:"read,omitempty"`
	NormalizedCoords             bool      `json:"normalized_coords,omitempty"`
	SRGB                         bool      `json:"srgb,omitempty"`
	Border                       []float32 `json:"border,omitempty"`
	MipFilter                    string    `json:"mip_filter,omitempty"`
	MipBias                      float32   `json:"mip_bias,omitempty"`
	MinLOD                       float32   `json:"min_lod,omitempty"`
	MaxLOD                       float32   `json:"max_lod,omitempty"`
	MaxAniso                     uint32    `json:"max_aniso,omitempty"`
	SeamlessCubemap              bool      `json:"seamless_cubemap,omitempty"`
	DisableTrilinearOptimization bool      `json:"disable_trilinear_optimization,omitempty"`
}

// CaseSurface is a surface object (Name) or a surface reference binding
// (Symbol) over an array.
type CaseSurface struct {
	Name   string `json:"name,omitempty"`
	Symbol string `json:"symbol,omitempty"`
	Array  string `json:"array"`
}

// caseTextures is what setupTextures made: arrays by name.
type caseTextures struct {
	arrays map[string]*ptxsim.Array
}

func (c *Case) usesTextures() bool {
	return len(c.Arrays)+len(c.Textures)+len(c.Surfaces)+len(c.TexRefs)+len(c.SurfRefs) > 0
}

// validateTextures checks the extension's names and references.
func (c *Case) validateTextures(buffers map[string]bool) error {
	arrays := map[string]bool{}
	for _, a := range c.Arrays {
		if a.Name == "" || arrays[a.Name] {
			return fmt.Errorf("array %q: missing or duplicate name", a.Name)
		}
		arrays[a.Name] = true
		if (a.Init == "") == (a.Fill == nil) {
			return fmt.Errorf("array %q needs exactly one of init and fill", a.Name)
		}
	}
	objs := map[string]string{}
	for _, t := range c.Textures {
		if t.Name == "" || objs[t.Name] != "" {
			return fmt.Errorf("texture %q: missing or duplicate name", t.Name)
		}
		objs[t.Name] = "tex"
	}
	for _, s := range c.Surfaces {
		if s.Name == "" || objs[s.Name] != "" {
			return fmt.Errorf("surface %q: missing or duplicate name", s.Name)
		}
		objs[s.Name] = "surf"
	}
	for _, list := range [][]CaseTexture{c.Textures, c.TexRefs} {
		for _, t := range list {
			switch {
			case t.Array != "" && !arrays[t.Array]:
				return fmt.Errorf("texture %s%s reads unknown array %q", t.Name, t.Symbol, t.Array)
			case t.Buffer != "" && !buffers[t.Buffer]:
				return fmt.Errorf("texture %s%s reads unknown buffer %q", t.Name, t.Symbol, t.Buffer)
			case (t.Array == "") == (t.Buffer == ""):
				return fmt.Errorf("texture %s%s needs exactly one of array and buffer", t.Name, t.Symbol)
			}
		}
	}
	for _, list := range [][]CaseSurface{c.Surfaces, c.SurfRefs} {
		for _, s := range list {
			if !arrays[s.Array] {
				return fmt.Errorf("surface %s%s: unknown array %q", s.Name, s.Symbol, s.Array)
			}
		}
	}
	var check func([]CaseParam) error
	check = func(ps []CaseParam) error {
		for i, p := range ps {
			if p.Tex != "" && objs[p.Tex] != "tex" {
				return fmt.Errorf("parameter %d names unknown texture %q", i, p.Tex)
			}
			if p.Surf != "" && objs[p.Surf] != "surf" {
				return fmt.Errorf("parameter %d names unknown surface %q", i, p.Surf)
			}
			if err := check(p.Struct); err != nil {
				return err
			}
		}
		return nil
	}
	for i, l := range c.Launches {
		if err := check(l.Params); err != nil {
			return fmt.Errorf("launch %d (%s): %w", i, l.Kernel, err)
		}
	}
	for i, e := range c.Expect {
		if e.Array != "" && !arrays[e.Array] {
			return fmt.Errorf("expectation %d checks unknown array %q", i, e.Array)
		}
	}
	return nil
}

// expectsFault reports whether a launch of the case must fault.
func (c *Case) expectsFault() bool {
	for _, e := range c.Expect {
		if e.Compare == "fault" {
			return true
		}
	}
	return false
}

// setupTextures creates the case's arrays, objects and reference bindings;
// object handles go into names under "tex:NAME" and "surf:NAME" for the
// parameters.
func (c *Case) setupTextures(dev *ptxsim.Device, mod *ptxsim.Module, names map[string]uint64) (*caseTextures, error) {
	ct := &caseTextures{arrays: map[string]*ptxsim.Array{}}
	for _, a := range c.Arrays {
		arr, err := newCaseArray(dev, c, a)
		if err != nil {
			return nil, fmt.Errorf("array %s: %w", a.Name, err)
		}
		ct.arrays[a.Name] = arr
	}
	for _, t := range c.Textures {
		r, d, err := ct.texDescs(t, names)
		if err != nil {
			return nil, fmt.Errorf("texture %s: %w", t.Name, err)
		}
		h, err := dev.CreateTextureObject(r, d)
		if err != nil {
			return nil, fmt.Errorf("texture %s: %w", t.Name, err)
		}
		names["tex:"+t.Name] = uint64(h)
	}
	for _, s := range c.Surfaces {
		h, err := dev.CreateSurfaceObject(&ptxsim.ResourceDesc{Type: ptxsim.ResourceTypeArray, Array: ct.arrays[s.Array]})
		if err != nil {
			return nil, fmt.Errorf("surface %s: %w", s.Name, err)
		}
		names["surf:"+s.Name] = uint64(h)
	}
	for _, t := range c.TexRefs {
		r, d, err := ct.texDescs(t, names)
		if err == nil {
			err = mod.BindTexture(t.Symbol, r, d)
		}
		if err != nil {
			return nil, fmt.Errorf("texture reference %s: %w", t.Symbol, err)
		}
	}
	for _, s := range c.SurfRefs {
		if err := mod.BindSurface(s.Symbol, ct.arrays[s.Array]); err != nil {
			return nil, fmt.Errorf("surface reference %s: %w", s.Symbol, err)
		}
	}
	return ct, nil
}

func newCaseArray(d *ptxsim.Device, c *Case, a CaseArray) (*ptxsim.Array, error) {
	f, err := texture.ParseFormat(a.Format)
	if err != nil {
		return nil, err
	}
	var flags uint
	for bit, on := range map[uint]bool{ptxsim.ArrayLayered: a.Layered, ptxsim.ArrayCubemap: a.Cubemap, ptxsim.ArraySurfaceLoadStore: a.Surface,
		ptxsim.ArrayTextureGather: a.Gather, ptxsim.ArrayDepthTexture: a.DepthTexture} {
		if on {
			flags |= bit
		}
	}
	desc := ptxsim.ChannelDescOf(f, a.Channels)
	if a.Channels == 3 || a.Channels < 1 || a.Channels > 4 {
		return nil, fmt.Errorf("%d channels", a.Channels)
	}
	var arr *ptxsim.Array
	if a.Levels > 0 {
		arr, err = d.MallocMipmappedArray(desc, ptxsim.Extent{Width: a.Width, Height: a.Height, Depth: a.Depth}, a.Levels, flags)
	} else {
		arr, err = d.Malloc3DArray(desc, ptxsim.Extent{Width: a.Width, Height: a.Height, Depth: a.Depth}, flags)
	}
	if err != nil {
		return nil, err
	}
	if a.Init == "" {
		return arr, d.WriteArray(arr, bytes.Repeat([]byte{byte(*a.Fill)}, int(arr.Bytes)))
	}
	data, err := c.ReadFile(a.Init)
	if err != nil {
		return nil, err
	}
	if int64(len(data)) != arr.Bytes {
		return nil, fmt.Errorf("%s has %d bytes, the array's layout needs %d", a.Init, len(data), arr.Bytes)
	}
	return arr, d.WriteArray(arr, data)
}

func (ct *caseTextures) texDescs(t CaseTexture, names map[string]uint64) (*ptxsim.ResourceDesc, *ptxsim.TextureDesc, error) {
	r := &ptxsim.ResourceDesc{}
	if t.Array != "" {
		r.Type, r.Array = ptxsim.ResourceTypeArray, ct.arrays[t.Array]
		if r.Array.Levels > 0 {
			r.Type = ptxsim.ResourceTypeMipmappedArray
		}
	} else {
		f, err := texture.ParseFormat(t.Format)
		if err != nil {
			return nil, nil, err
		}
		r.DevPtr, r.Desc = names[t.Buffer]+t.Offset, ptxsim.ChannelDescOf(f, t.Channels)
		if t.Pitch > 0 {
			r.Type, r.Width, r.Height, r.PitchInBytes = ptxsim.ResourceTypePitch2D, t.Width, t.Height, t.Pitch
		} else {
			r.Type, r.SizeInBytes = ptxsim.ResourceTypeLinear, t.Bytes
		}
	}
	d := &ptxsim.TextureDesc{NormalizedCoords: t.NormalizedCoords, SRGB: t.SRGB, MaxAnisotropy: t.MaxAniso,
		MipmapLevelBias: t.MipBias, MinMipmapLevelClamp: t.MinLOD, MaxMipmapLevelClamp: t.MaxLOD,
		SeamlessCubemap: t.SeamlessCubemap, DisableTrilinearOptimization: t.DisableTrilinearOptimization}
	d.AddressMode = [3]ptxsim.TextureAddressMode{ptxsim.AddressModeClamp, ptxsim.AddressModeClamp, ptxsim.AddressModeClamp}
	for i, m := range t.Address {
		if i > 2 {
			return nil, nil, errors.New("more than 3 address modes")
		}
		v, ok := map[string]ptxsim.TextureAddressMode{"wrap": ptxsim.AddressModeWrap, "clamp": ptxsim.AddressModeClamp, "mirror": ptxsim.AddressModeMirror, "border": ptxsim.AddressModeBorder}[m]
		if !ok {
			return nil, nil, fmt.Errorf("unknown address mode %q", m)
		}
		d.AddressMode[i] = v
	}
	var err error
	if d.FilterMode, err = parseFilter(t.Filter); err != nil {
		return nil, nil, err
	}
	if d.MipmapFilterMode, err = parseFilter(t.MipFilter); err != nil {
		return nil, nil, err
	}
	switch t.Read {
	case "", "element":
		d.ReadMode = ptxsim.ReadModeElementType
	case "normalized":
		d.ReadMode = ptxsim.ReadModeNormalizedFloat
	default:
		return nil, nil, fmt.Errorf("unknown read mode %q", t.Read)
	}
	if len(t.Border) > 4 {
		return nil, nil, errors.New("more than 4 border components")
	}
	copy(d.BorderColor[:], t.Border)
	return r, d, nil
}

func parseFilter(s string) (ptxsim.TextureFilterMode, error) {
	switch s {
	case "", "point":
		return ptxsim.FilterModePoint, nil
	case "linear":
		return ptxsim.FilterModeLinear, nil
	}
	return 0, fmt.Errorf("unknown filter mode %q", s)
}

// readArrays reads back the arrays the expectations check.
func (ct *caseTextures) readArrays(dev *ptxsim.Device, c *Case, out *CaseOutputs) error {
	for _, e := range c.Expect {
		if e.Array == "" {
			continue
		}
		b, err := dev.ReadArray(ct.arrays[e.Array])
		if err != nil {
			return fmt.Errorf("read array %s: %w", e.Array, err)
		}
		if out.Arrays == nil {
			out.Arrays = map[string][]byte{}
		}
		out.Arrays[e.Array] = b
	}
	return nil
}

// cudaFaultNames are the CUDA errors a fault of each kind gives on the GPU.
var cudaFaultNames = map[sm.FaultKind][]string{
	sm.FaultOutOfBounds:        {"CUDA_ERROR_ILLEGAL_ADDRESS"},
	sm.FaultMisaligned:         {"CUDA_ERROR_MISALIGNED_ADDRESS"},
	sm.FaultTrap:               {"CUDA_ERROR_LAUNCH_FAILED"},
	sm.FaultIllegalInstruction: {"CUDA_ERROR_ILLEGAL_INSTRUCTION"},
	sm.FaultTexture:            {"CUDA_ERROR_ILLEGAL_INSTRUCTION", "CUDA_ERROR_ILLEGAL_ADDRESS", "CUDA_ERROR_LAUNCH_FAILED"},
	sm.FaultAssert:             {"CUDA_ERROR_ASSERT"},
}

// checkFault compares a case's launch fault with the one the GPU reported.
func (c *Case) checkFault(e CaseExpect, out *CaseOutputs) (string, error) {
	want, err := c.ReadFile(e.File)
	if err != nil {
		return "", err
	}
	var f *sm.Fault
	if !errors.As(out.Fault, &f) {
		if out.Fault == nil {
			return "every launch ran; the GPU faulted: " + strings.TrimSpace(string(want)), nil
		}
		return fmt.Sprintf("launch failed (%v); the GPU faulted in the kernel: %s", out.Fault, strings.TrimSpace(string(want))), nil
	}
	for _, name := range cudaFaultNames[f.Kind] {
		if strings.Contains(string(want), name) {
			return "", nil
		}
	}
	return fmt.Sprintf("fault %q; the GPU reported %s", f.Kind, strings.TrimSpace(string(want))), nil
}
