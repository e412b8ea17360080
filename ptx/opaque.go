package ptx

import (
	"fmt"
	"strings"

	"github.com/ptxsim/ptxsim/ptx/parser"
)

// The opaque types .texref, .samplerref and .surfref name textures,
// samplers and surfaces bound by the host (the legacy reference API).
// A variable of one of them is 8 bytes: at run time it holds the handle the
// host bound to it. Its initializer, "{ filter_mode = linear, addr_mode_0 =
// wrap }", sets sampler fields; it is kept in Var.Init as a SamplerInit
// (8 bytes, see SamplerInit.Bytes), so binaries and the printer carry it
// like any other initial value.

// IsOpaque reports whether t is .texref, .samplerref or .surfref.
func (t Type) IsOpaque() bool { return t == TexRef || t == SamplerRef || t == SurfRef }

// Sampler field values as written in initializers. Zero means "not set".
const (
	AddrWrap   = 1 // wrap
	AddrMirror = 2 // mirror
	AddrClamp  = 3 // clamp_ogl, clamp_to_edge
	AddrBorder = 4 // clamp_to_border

	FilterNearest = 1
	FilterLinear  = 2

	FlagFalse = 1
	FlagTrue  = 2
)

// SamplerInit is the decoded initializer of a .samplerref or .texref.
type SamplerInit struct {
	Addr        [3]uint8 // Addr* per dimension, 0: unset
	Filter      uint8    // Filter*, 0: unset
	ForceUnnorm uint8    // force_unnormalized_coords: Flag*, 0: unset
	Normalized  uint8    // normalized_coords: Flag*, 0: unset
}

// Bytes encodes s as a variable's 8 initial bytes.
func (s SamplerInit) Bytes() []byte {
	return []byte{s.Addr[0], s.Addr[1], s.Addr[2], s.Filter, s.ForceUnnorm, s.Normalized, 0, 0}
}

// DecodeSamplerInit reads the initializer of an opaque variable; ok is
// false when there is none.
func DecodeSamplerInit(v *Var) (s SamplerInit, ok bool) {
	if !v.Type.IsOpaque() || len(v.Init) < 6 {
		return s, false
	}
	b := v.Init
	return SamplerInit{Addr: [3]uint8{b[0], b[1], b[2]}, Filter: b[3], ForceUnnorm: b[4], Normalized: b[5]}, true
}

var addrModeNames = map[string]uint8{
	"wrap": AddrWrap, "mirror": AddrMirror, "clamp_ogl": AddrClamp, "clamp_to_edge": AddrClamp,
	"clamp_to_border": AddrBorder,
}

var filterNames = map[string]uint8{"nearest": FilterNearest, "linear": FilterLinear}

// opaqueInit decodes "{ field = value, ... }" for an opaque variable.
func (w *walker) opaqueInit(v *Var, c *parser.InitContext) {
	if v.Type == SurfRef {
		w.errorf(v.Pos, "a .surfref cannot be initialized")
		return
	}
	var s SamplerInit
	elems := []parser.IInitContext{c}
	if c.GetLb() != nil {
		elems = c.GetElems()
	}
	for _, e := range elems {
		e := e.(*parser.InitContext)
		k := e.GetKey()
		if k == nil {
			w.errorf(tokPos(e.GetStart()), "the initializer of %s must be a list of field = value", v.Name)
			return
		}
		key, val, pos := k.GetText(), e.GetKv().GetText(), tokPos(k)
		bad := func() { w.errorf(tokPos(e.GetKv()), "bad value %s for %s", val, key) }
		switch {
		case strings.HasPrefix(key, "addr_mode_") && len(key) == 11 && key[10] >= '0' && key[10] <= '2':
			m, ok := addrModeNames[val]
			if !ok {
				bad()
				continue
			}
			s.Addr[key[10]-'0'] = m
		case key == "filter_mode":
			f, ok := filterNames[val]
			if !ok {
				bad()
				continue
			}
			s.Filter = f
		case key == "force_unnormalized_coords", key == "normalized_coords":
			var f uint8
			switch val {
			case "0", "false":
				f = FlagFalse
			case "1", "true":
				f = FlagTrue
			default:
				bad()
				continue
			}
			if key == "normalized_coords" {
				s.Normalized = f
			} else {
				if v.Type != SamplerRef {
					w.errorf(pos, "force_unnormalized_coords is a .samplerref field")
					continue
				}
				s.ForceUnnorm = f
			}
		default:
			w.errorf(pos, "%s is not a field that can be initialized", key)
		}
	}
	v.Init = s.Bytes()
}

// samplerInitText prints an opaque variable's initializer.
func samplerInitText(v *Var) string {
	s, ok := DecodeSamplerInit(v)
	if !ok {
		return "{}"
	}
	var parts []string
	for i, m := range s.Addr {
		for name, x := range addrModeNames {
			if x == m && m != 0 && name != "clamp_ogl" {
				parts = append(parts, fmt.Sprintf("addr_mode_%d = %s", i, name))
			}
		}
	}
	for name, x := range filterNames {
		if x == s.Filter && x != 0 {
			parts = append(parts, "filter_mode = "+name)
		}
	}
	if s.ForceUnnorm != 0 {
		parts = append(parts, fmt.Sprintf("force_unnormalized_coords = %d", s.ForceUnnorm-1))
	}
	if s.Normalized != 0 {
		parts = append(parts, fmt.Sprintf("normalized_coords = %d", s.Normalized-1))
	}
	return "{ " + strings.Join(parts, ", ") + " }"
}
