package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/memsys"
	"github.com/ptxsim/ptxsim/memsys/texture"
)

// The tex: and surf: kernel arguments: a CUDA array (or linear memory)
// filled from a buffer source, wrapped in a texture or surface object whose
// handle is the argument.

const texArgHelp = `  tex:NAME[,OPT...]=FMTxCH:EXTENT:SOURCE   a texture object over a new CUDA array
  surf:NAME[,OPT...]=FMTxCH:EXTENT:SOURCE  a surface object over a new CUDA array
      FMT u8 s8 u16 s16 u32 s32 f16 f32, CH 1 2 or 4 (f32x4, u8x1)
      EXTENT W, WxH or WxHxD (D: layers with layered/cubemap), or linear (tex1Dfetch memory)
      SOURCE as for buf: (file:, zeros:, fill:, rand:, TYPE:list), the array's bytes
             in the documented layout (levels, layers, rows, packed elements)
      OPT point linear | wrap clamp mirror border (every dimension; or address=M/M/M)
          norm (normalized coordinates) float (8/16-bit integers read as [0,1] floats)
          srgb border=R/G/B/A levels=N mip=point|linear lod=MIN/MAX bias=B aniso=N
          layered cubemap gather seamless
  --out NAME=FILE reads a tex:/surf: array back in the same layout.
  e.g. --arg 'tex:img,linear,wrap,norm=f32x1:64x48:file:img.bin'`

// texSpec is a parsed tex: or surf: argument.
type texSpec struct {
	surf     bool
	name     string
	format   texture.Format
	channels int
	ext      ptxsim.Extent
	linear   bool
	data     []byte
	levels   int
	flags    uint
	desc     ptxsim.TextureDesc
}

// splitTexArg cuts NAME[,OPT...]=FMTxCH:EXTENT:SOURCE at the '=' the
// format follows: option values (border=R/G/B/A, levels=N) hold '=' too.
// Without a format it cuts at the first '=' and parseTexArg reports why.
func splitTexArg(rest string) (head, spec string, ok bool) {
	for i := strings.IndexByte(rest, '='); i >= 0; {
		if f, _, x := strings.Cut(rest[i+1:], "x"); x {
			if _, err := texture.ParseFormat(f); err == nil {
				return rest[:i], rest[i+1:], true
			}
		}
		j := strings.IndexByte(rest[i+1:], '=')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return strings.Cut(rest, "=")
}

func parseTexArg(kind, rest string) (*texSpec, error) {
	head, src, ok := splitTexArg(rest)
	if !ok {
		return nil, fmt.Errorf("want %s:NAME[,OPT...]=FMTxCH:EXTENT:SOURCE", kind)
	}
	opts := strings.Split(head, ",")
	t := &texSpec{surf: kind == "surf", name: opts[0]}
	if t.name == "" {
		return nil, fmt.Errorf("%s: needs a name", kind)
	}
	t.desc.AddressMode = [3]ptxsim.TextureAddressMode{ptxsim.AddressModeClamp, ptxsim.AddressModeClamp, ptxsim.AddressModeClamp}
	if t.surf {
		t.flags |= ptxsim.ArraySurfaceLoadStore
	}
	// ptxsim's address modes are numbered as memsys/texture's.
	mode := func(s string) (ptxsim.TextureAddressMode, bool) {
		m, err := texture.ParseAddressMode(s)
		return ptxsim.TextureAddressMode(m), err == nil
	}
	floats := func(v string, n int) ([]float32, error) {
		parts := strings.Split(v, "/")
		if len(parts) != n {
			return nil, fmt.Errorf("want %d values separated by /, got %q", n, v)
		}
		out := make([]float32, n)
		for i, p := range parts {
			f, err := strconv.ParseFloat(p, 32)
			if err != nil {
				return nil, fmt.Errorf("bad number %q", p)
			}
			out[i] = float32(f)
		}
		return out, nil
	}
	for _, o := range opts[1:] {
		key, val, hasVal := strings.Cut(o, "=")
		var err error
		m, isMode := mode(key)
		switch {
		case key == "point":
			t.desc.FilterMode = ptxsim.FilterModePoint
		case key == "linear":
			t.desc.FilterMode = ptxsim.FilterModeLinear
		case isMode && !hasVal: // border=R/G/B/A is the border colour
			t.desc.AddressMode = [3]ptxsim.TextureAddressMode{m, m, m}
		case key == "address":
			for i, s := range strings.Split(val, "/") {
				v, ok := mode(s)
				if !ok || i > 2 {
					return nil, fmt.Errorf("bad address modes %q", val)
				}
				t.desc.AddressMode[i] = v
			}
		case key == "norm":
			t.desc.NormalizedCoords = true
		case key == "float":
			t.desc.ReadMode = ptxsim.ReadModeNormalizedFloat
		case key == "srgb":
			t.desc.SRGB = true
		case key == "border":
			var b []float32
			if b, err = floats(val, 4); err == nil {
				copy(t.desc.BorderColor[:], b)
			}
		case key == "levels":
			t.levels, err = strconv.Atoi(val)
		case key == "mip":
			switch val {
			case "point":
				t.desc.MipmapFilterMode = ptxsim.FilterModePoint
			case "linear":
				t.desc.MipmapFilterMode = ptxsim.FilterModeLinear
			default:
				err = fmt.Errorf("mip=point or mip=linear, not %q", val)
			}
		case key == "lod":
			var b []float32
			if b, err = floats(val, 2); err == nil {
				t.desc.MinMipmapLevelClamp, t.desc.MaxMipmapLevelClamp = b[0], b[1]
			}
		case key == "bias":
			var b []float32
			if b, err = floats(val, 1); err == nil {
				t.desc.MipmapLevelBias = b[0]
			}
		case key == "aniso":
			var n uint64
			n, err = strconv.ParseUint(val, 10, 32)
			t.desc.MaxAnisotropy = uint32(n)
		case key == "layered":
			t.flags |= ptxsim.ArrayLayered
		case key == "cubemap":
			t.flags |= ptxsim.ArrayCubemap
		case key == "gather":
			t.flags |= ptxsim.ArrayTextureGather
		case key == "seamless":
			t.desc.SeamlessCubemap = true
		default:
			return nil, fmt.Errorf("%s:%s: unknown option %q", kind, t.name, o)
		}
		if err != nil {
			return nil, fmt.Errorf("%s:%s: option %s: %w", kind, t.name, key, err)
		}
	}
	fmtS, rest2, ok := strings.Cut(src, ":")
	extS, source, ok2 := strings.Cut(rest2, ":")
	if !ok || !ok2 {
		return nil, fmt.Errorf("want %s:NAME=FMTxCH:EXTENT:SOURCE", kind)
	}
	fs, cs, _ := strings.Cut(fmtS, "x")
	f, err := texture.ParseFormat(fs)
	if err != nil {
		return nil, err
	}
	ch, err := strconv.Atoi(cs)
	if err != nil || (ch != 1 && ch != 2 && ch != 4) {
		return nil, fmt.Errorf("bad channel count in %q (want FMTx1, x2 or x4)", fmtS)
	}
	t.format, t.channels = f, ch
	if extS == "linear" {
		if t.surf {
			return nil, fmt.Errorf("surf:%s: surfaces need an array extent", t.name)
		}
		t.linear = true
	} else {
		dims := strings.Split(extS, "x")
		if len(dims) > 3 {
			return nil, fmt.Errorf("bad extent %q", extS)
		}
		v := [3]int{}
		for i, d := range dims {
			if v[i], err = strconv.Atoi(d); err != nil || v[i] < 1 {
				return nil, fmt.Errorf("bad extent %q", extS)
			}
		}
		t.ext = ptxsim.Extent{Width: v[0], Height: v[1], Depth: v[2]}
	}
	b, err := parseBuf(t.name + "=" + source)
	if err != nil {
		return nil, err
	}
	// Arrays are written whole (WriteArray), so the source is read into
	// host memory, which bounds it.
	if lim := memsys.DefaultHostMemory(); b.size > lim {
		return nil, fmt.Errorf("%s: a %d-byte source is more than the host memory ptxsim may use (%s)", t.name, b.size, memsys.FormatBytes(lim))
	}
	if t.data, err = b.bytes(); err != nil {
		return nil, err
	}
	return t, nil
}

// create makes the array (or linear memory) and the object; it returns
// the handle and the memory --out reads back.
func (t *texSpec) create(dev *ptxsim.Device) (uint64, deviceBuf, error) {
	cd := ptxsim.ChannelDescOf(t.format, t.channels)
	if t.linear {
		addr, err := dev.Malloc(uint64(len(t.data)))
		if err == nil {
			err = dev.Write(addr, t.data)
		}
		if err != nil {
			return 0, deviceBuf{}, err
		}
		h, err := dev.CreateTextureObject(&ptxsim.ResourceDesc{Type: ptxsim.ResourceTypeLinear, DevPtr: addr, Desc: cd,
			SizeInBytes: uint64(len(t.data))}, &t.desc)
		return uint64(h), deviceBuf{addr, uint64(len(t.data))}, err
	}
	var a *ptxsim.Array
	var err error
	if t.levels > 0 {
		a, err = dev.MallocMipmappedArray(cd, t.ext, t.levels, t.flags)
	} else {
		a, err = dev.Malloc3DArray(cd, t.ext, t.flags)
	}
	if err != nil {
		return 0, deviceBuf{}, fmt.Errorf("%s: %w", t.name, err)
	}
	if int64(len(t.data)) != a.Bytes {
		return 0, deviceBuf{}, fmt.Errorf("%s: the source has %d bytes, the array holds %d", t.name, len(t.data), a.Bytes)
	}
	if err := dev.WriteArray(a, t.data); err != nil {
		return 0, deviceBuf{}, err
	}
	mem := deviceBuf{a.Base, uint64(a.Bytes)}
	if t.surf {
		h, err := dev.CreateSurfaceObject(&ptxsim.ResourceDesc{Type: ptxsim.ResourceTypeArray, Array: a})
		return uint64(h), mem, err
	}
	rt := ptxsim.ResourceTypeArray
	if t.levels > 0 {
		rt = ptxsim.ResourceTypeMipmappedArray
	}
	h, err := dev.CreateTextureObject(&ptxsim.ResourceDesc{Type: rt, Array: a}, &t.desc)
	return uint64(h), mem, err
}
