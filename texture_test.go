package ptxsim

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"

	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/sm"
)

// texFaultPTX holds kernels that misuse textures and surfaces.
const texFaultPTX = `.version 7.8
.target sm_90
.address_size 64
.global .texref unbound;
.visible .entry fetch(.param .u64 out, .param .u64 h)
{
	.reg .b32 %r<8>;
	.reg .f32 %f<8>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [h];
	ld.param.u64 %rd2, [out];
	mov.f32 %f1, 0f3F000000;
	tex.2d.v4.f32.f32 {%f2, %f3, %f4, %f5}, [%rd1, {%f1, %f1}];
	st.global.f32 [%rd2], %f2;
	ret;
}
.visible .entry store(.param .u64 h, .param .s32 x)
{
	.reg .b32 %r<8>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [h];
	ld.param.s32 %r1, [x];
	mov.u32 %r2, 0;
	mov.u32 %r3, 7;
	sust.b.2d.b32.trap [%rd1, {%r1, %r2}], %r3;
	ret;
}
.visible .entry fetchUnbound(.param .u64 out)
{
	.reg .f32 %f<8>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd2, [out];
	mov.f32 %f1, 0f3F000000;
	tex.1d.v4.f32.f32 {%f2, %f3, %f4, %f5}, [unbound, {%f1}];
	st.global.f32 [%rd2], %f2;
	ret;
}
`

func texFault(t *testing.T, err error, kind sm.FaultKind, kernel, pos, msg string) {
	t.Helper()
	var f *sm.Fault
	if !errors.As(err, &f) {
		t.Fatalf("want a %s fault, got %v", kind, err)
	}
	if f.Kind != kind || f.Kernel != kernel || !strings.Contains(err.Error(), pos) || !strings.Contains(f.Msg, msg) {
		t.Errorf("fault %v: want kind %q, kernel %s, position %s, message containing %q", err, kind, kernel, pos, msg)
	}
}

// TestTextureFaults: bad handles and misuse fault with the kind, kernel,
// PTX position, block and thread, like any other fault.
func TestTextureFaults(t *testing.T) {
	cases := []struct {
		name   string
		run    func(d *Device, m *Module) error
		kind   sm.FaultKind
		kernel string
		pos    string
		msg    string
	}{
		{"unknown handle", func(d *Device, m *Module) error {
			out, _ := d.Malloc(16)
			_, err := m.Launch("fetch", D1(1), D1(1), LaunchOptions{}, ArgPtr(out), ArgU64(0xdead))
			return err
		}, sm.FaultTexture, "fetch", "k.ptx:13:2", "0xdead is not a texture object handle"},
		{"surface write through a texture", func(d *Device, m *Module) error {
			a, err := d.MallocArray(CreateChannelDesc(32, 0, 0, 0, ChannelFloat), 4, 4, ArrayDefault)
			if err != nil {
				return err
			}
			tx, err := d.CreateTextureObject(&ResourceDesc{Type: ResourceTypeArray, Array: a}, &TextureDesc{})
			if err != nil {
				return err
			}
			_, err = m.Launch("store", D1(1), D1(1), LaunchOptions{}, ArgTex(tx), ArgS32(0))
			return err
		}, sm.FaultTexture, "store", "k.ptx:25:2", "textures are read-only"},
		{"surface store out of range (.trap)", func(d *Device, m *Module) error {
			a, err := d.MallocArray(CreateChannelDesc(32, 0, 0, 0, ChannelUnsigned), 4, 4, ArraySurfaceLoadStore)
			if err != nil {
				return err
			}
			s, err := d.CreateSurfaceObject(&ResourceDesc{Type: ResourceTypeArray, Array: a})
			if err != nil {
				return err
			}
			_, err = m.Launch("store", D1(1), D1(1), LaunchOptions{}, ArgSurf(s), ArgS32(16))
			return err
		}, sm.FaultOutOfBounds, "store", "k.ptx:25:2", "outside a 4x4x1 surface"},
		{"destroyed object", func(d *Device, m *Module) error {
			a, err := d.MallocArray(CreateChannelDesc(32, 0, 0, 0, ChannelFloat), 4, 4, ArrayDefault)
			if err != nil {
				return err
			}
			tx, err := d.CreateTextureObject(&ResourceDesc{Type: ResourceTypeArray, Array: a}, &TextureDesc{})
			if err != nil {
				return err
			}
			if err := d.DestroyTextureObject(tx); err != nil {
				return err
			}
			out, _ := d.Malloc(16)
			_, err = m.Launch("fetch", D1(1), D1(1), LaunchOptions{}, ArgPtr(out), ArgTex(tx))
			return err
		}, sm.FaultTexture, "fetch", "k.ptx:13:2", "is not a texture object handle"},
		{"unbound reference", func(d *Device, m *Module) error {
			out, _ := d.Malloc(16)
			_, err := m.Launch("fetchUnbound", D1(1), D1(1), LaunchOptions{}, ArgPtr(out))
			return err
		}, sm.FaultTexture, "fetchUnbound", "k.ptx:34:2", "texture reference unbound is not bound"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, _ := OpenDevice("h200")
			m, err := d.LoadPTX("k.ptx", []byte(texFaultPTX))
			if err != nil {
				t.Fatal(err)
			}
			texFault(t, c.run(d, m), c.kind, c.kernel, c.pos, c.msg)
		})
	}
}

// TestTextureDescriptorErrors: descriptors CUDA refuses are refused when
// made, with the reason.
func TestTextureDescriptorErrors(t *testing.T) {
	d, _ := OpenDevice("h200")
	f32 := CreateChannelDesc(32, 0, 0, 0, ChannelFloat)
	check := func(err error, want string) {
		t.Helper()
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want an error containing %q", err, want)
		}
	}
	_, err := d.MallocArray(CreateChannelDesc(8, 8, 8, 0, ChannelUnsigned), 4, 4, 0)
	check(err, "invalid channel descriptor")
	_, err = d.Malloc3DArray(f32, Extent{8, 4, 6}, ArrayCubemap)
	check(err, "cubemap must be square")
	_, err = d.MallocMipmappedArray(f32, Extent{8, 8, 0}, 5, 0)
	check(err, "at most 4")
	a, err := d.MallocArray(f32, 8, 8, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = d.CreateSurfaceObject(&ResourceDesc{Type: ResourceTypeArray, Array: a})
	check(err, "surface load/store flag")
	_, err = d.CreateTextureObject(&ResourceDesc{Type: ResourceTypeMipmappedArray, Array: a}, &TextureDesc{})
	check(err, "mipmapped resource needs a mipmapped array")
	buf, _ := d.Malloc(1024)
	_, err = d.CreateTextureObject(&ResourceDesc{Type: ResourceTypeLinear, DevPtr: buf + 4, Desc: f32, SizeInBytes: 64}, &TextureDesc{})
	check(err, "not 512-byte aligned")
	_, err = d.CreateTextureObject(&ResourceDesc{Type: ResourceTypePitch2D, DevPtr: buf, Desc: f32, Width: 10, Height: 4, PitchInBytes: 40}, &TextureDesc{})
	check(err, "pitch 40")
	_, err = d.CreateTextureObject(&ResourceDesc{Type: ResourceTypeLinear, DevPtr: buf, Desc: f32, SizeInBytes: 1 << 20}, &TextureDesc{})
	check(err, "linear memory")
	m, err := d.MallocMipmappedArray(f32, Extent{8, 8, 0}, 4, ArraySurfaceLoadStore)
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.Level(4)
	check(err, "level 4 of a 4-level")
	if err := d.FreeArray(a); err != nil {
		t.Fatal(err)
	}
	_, err = d.CreateTextureObject(&ResourceDesc{Type: ResourceTypeArray, Array: a}, &TextureDesc{})
	check(err, "freed")
}

// TestArrayCopies: Memcpy3D and the 2D copies move rows between host
// memory, device memory and arrays with the documented layout.
func TestArrayCopies(t *testing.T) {
	d, _ := OpenDevice("h200")
	a, err := d.MallocArray(CreateChannelDesc(16, 16, 0, 0, ChannelUnsigned), 5, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	// A 6x4 host image of 4-byte elements with a 32-byte pitch; copy its
	// 4x2 block at (1, 1) to the array at (1, 1).
	host := make([]byte, 32*4)
	for i := range host {
		host[i] = byte(i)
	}
	if err := d.Memcpy2DToArray(a, 4, 1, HostMem(host[32+4:]), 32, 16, 2); err != nil {
		t.Fatal(err)
	}
	got, err := d.ReadArray(a)
	if err != nil {
		t.Fatal(err)
	}
	for y := 0; y < 3; y++ {
		for x := 0; x < 5; x++ {
			v := binary.LittleEndian.Uint32(got[(y*5+x)*4:])
			var want uint32
			if y >= 1 && x >= 1 && x <= 4 {
				o := 32*y + 4*x
				want = binary.LittleEndian.Uint32(host[o:])
			}
			if v != want {
				t.Errorf("element (%d,%d) = %08x, want %08x", x, y, v, want)
			}
		}
	}
	// And back out through device memory.
	dev, _ := d.Malloc(64)
	if err := d.Memcpy2DFromArray(DevMem(dev), 20, a, 0, 0, 20, 3); err != nil {
		t.Fatal(err)
	}
	back := make([]byte, 60)
	if err := d.Read(dev, back); err != nil {
		t.Fatal(err)
	}
	if string(back) != string(got) {
		t.Error("array -> device copy differs from the array's contents")
	}
	if err := d.Memcpy2DToArray(a, 8, 2, HostMem(host), 32, 16, 2); err == nil {
		t.Error("a copy past the array's end was accepted")
	}
}

// TestTextureObjectDescs: the descriptors a texture object was made with
// come back (cudaGetTextureObjectResourceDesc / TextureDesc).
func TestTextureObjectDescs(t *testing.T) {
	d, _ := OpenDevice("h200")
	a, _ := d.Malloc3DArray(CreateChannelDesc(8, 8, 8, 8, ChannelUnsigned), Extent{16, 16, 3}, ArrayLayered)
	td := &TextureDesc{AddressMode: [3]TextureAddressMode{AddressModeWrap, AddressModeMirror, AddressModeBorder},
		FilterMode: FilterModeLinear, ReadMode: ReadModeNormalizedFloat, NormalizedCoords: true,
		BorderColor: [4]float32{1, 2, 3, 4}, MaxAnisotropy: 4}
	tx, err := d.CreateTextureObject(&ResourceDesc{Type: ResourceTypeArray, Array: a}, td)
	if err != nil {
		t.Fatal(err)
	}
	r, err := d.TextureObjectResourceDesc(tx)
	if err != nil || r.Type != ResourceTypeArray || r.Array.Array != a.Array {
		t.Errorf("resource desc %+v, %v", r, err)
	}
	got, err := d.TextureObjectTextureDesc(tx)
	if err != nil || *got != *td {
		t.Errorf("texture desc %+v, want %+v (%v)", got, td, err)
	}
	if cd := a.ChannelDesc(); cd != CreateChannelDesc(8, 8, 8, 8, ChannelUnsigned) {
		t.Errorf("channel desc %+v", cd)
	}
	if _, err := d.TextureObjectResourceDesc(TextureObject(1)); err == nil {
		t.Error("handle 1 accepted")
	}
}

// TestMemcpy3DBadSizes: extents, positions and pitches that are negative,
// huge or overflow give an error, never a panic, a wrapped address or an
// allocation of the row's size (rows go through a bounded buffer).
func TestMemcpy3DBadSizes(t *testing.T) {
	dev, err := OpenDevice("h200")
	if err != nil {
		t.Fatal(err)
	}
	a, err := dev.Malloc(4096)
	if err != nil {
		t.Fatal(err)
	}
	b, err := dev.Malloc(4096)
	if err != nil {
		t.Fatal(err)
	}
	host := make([]byte, 4096)
	for _, c := range []struct {
		name string
		p    Memcpy3DParms
	}{
		{"a row of half the copy bound between 4 KiB buffers", Memcpy3DParms{SrcPtr: PitchedPtr{Mem: DevMem(a)}, DstPtr: PitchedPtr{Mem: DevMem(b)}, Extent: Extent{Width: maxCopyDim / 2}}},
		{"a row of the largest int bytes", Memcpy3DParms{SrcPtr: PitchedPtr{Mem: DevMem(a)}, DstPtr: PitchedPtr{Mem: DevMem(b)}, Extent: Extent{Width: math.MaxInt}}},
		{"a negative source position", Memcpy3DParms{SrcPtr: PitchedPtr{Mem: HostMem(host), Pitch: 64}, SrcPos: Pos{X: -64}, DstPtr: PitchedPtr{Mem: DevMem(b), Pitch: 64}, Extent: Extent{Width: 16, Height: 2}}},
		{"a pitch whose slices overflow", Memcpy3DParms{SrcPtr: PitchedPtr{Mem: HostMem(host), Pitch: maxCopyDim, YSize: maxCopyDim}, DstPtr: PitchedPtr{Mem: DevMem(b), Pitch: maxCopyDim}, Extent: Extent{Width: 16, Height: 2, Depth: 2}}},
		{"a negative pitch", Memcpy3DParms{SrcPtr: PitchedPtr{Mem: DevMem(a), Pitch: -64}, SrcPos: Pos{Y: 3}, DstPtr: PitchedPtr{Mem: DevMem(b)}, Extent: Extent{Width: 16}}},
	} {
		if err := dev.Memcpy3D(&c.p); err == nil {
			t.Errorf("%s: accepted", c.name)
		} else {
			t.Logf("%s: %v", c.name, err)
		}
	}
	// A row longer than the copy buffer still copies whole.
	big := 3<<20 + 5
	src, _ := dev.Malloc(uint64(big))
	dst, _ := dev.Malloc(uint64(big))
	want := make([]byte, big)
	for i := range want {
		want[i] = byte(i * 7)
	}
	if err := dev.Write(src, want); err != nil {
		t.Fatal(err)
	}
	if err := dev.Memcpy3D(&Memcpy3DParms{SrcPtr: PitchedPtr{Mem: DevMem(src)}, DstPtr: PitchedPtr{Mem: DevMem(dst)}, Extent: Extent{Width: big}}); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, big)
	if err := dev.Read(dst, got); err != nil || !bytes.Equal(got, want) {
		t.Fatalf("a %d-byte row copied wrong (%v)", big, err)
	}
}
