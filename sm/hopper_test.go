package sm

import (
	"encoding/binary"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys"
	"github.com/ptxsim/ptxsim/ptx"
)

func loadHopper(t *testing.T, src string) (*Device, *Module) {
	t.Helper()
	m, err := ptx.Parse("h.ptx", []byte(".version 8.3\n.target sm_90a\n.address_size 64\n"+src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	p, err := isa.Lower(m)
	if err != nil {
		t.Fatalf("lower: %v", err)
	}
	d := NewDevice(H200())
	mod, err := d.Load(p)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	return d, mod
}

// tmaKernel: thread 0 loads a 2D box at (c0, c1) with one TMA copy under an
// mbarrier; every thread waits; thread 0 copies the 64-byte box out.
const tmaKernel = `
.visible .entry k(.param .align 64 .b8 tm[128], .param .u64 out, .param .s32 c0, .param .s32 c1)
{
	.reg .pred %p<4>;
	.reg .b32 %r<16>;
	.reg .b64 %rd<8>;
	.shared .align 128 .b8 buf[128];
	.shared .align 8 .b64 bar;
	ld.param.u64 %rd1, [out];
	ld.param.s32 %r1, [c0];
	ld.param.s32 %r2, [c1];
	mov.u32 %r3, %tid.x;
	mov.u32 %r4, buf;
	mov.u32 %r5, bar;
	setp.ne.u32 %p1, %r3, 0;
	@%p1 bra $L1;
	mbarrier.init.shared::cta.b64 [%r5], 1;
	mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r5], 64;
	cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r4], [tm, {%r1, %r2}], [%r5];
$L1:
	bar.sync 0;
$W:
	mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r5], 0;
	@!%p2 bra $W;
	@%p1 bra $L2;
	ld.shared.v4.u32 {%r6, %r7, %r8, %r9}, [buf];
	st.global.v4.u32 [%rd1], {%r6, %r7, %r8, %r9};
	ld.shared.v4.u32 {%r6, %r7, %r8, %r9}, [buf+16];
	st.global.v4.u32 [%rd1+16], {%r6, %r7, %r8, %r9};
	ld.shared.v4.u32 {%r6, %r7, %r8, %r9}, [buf+32];
	st.global.v4.u32 [%rd1+32], {%r6, %r7, %r8, %r9};
	ld.shared.v4.u32 {%r6, %r7, %r8, %r9}, [buf+48];
	st.global.v4.u32 [%rd1+48], {%r6, %r7, %r8, %r9};
$L2:
	ret;
}
`

func tmaParams(tm [TensorMapBytes]byte, out uint64, c0, c1 int32) []byte {
	p := make([]byte, 144)
	copy(p, tm[:])
	binary.LittleEndian.PutUint64(p[128:], out)
	binary.LittleEndian.PutUint32(p[136:], uint32(c0))
	binary.LittleEndian.PutUint32(p[140:], uint32(c1))
	return p
}

// TestTmaTile loads a 4x4 box of u32 elements from a 6x6 tensor (rows of
// 32 bytes) whose element (x, y) holds 100*y + x, with the box partly
// outside (zero fill), and with the NaN fill of an f32 map; a box that
// starts off the 16-byte grid of dimension 0 faults.
func TestTmaTile(t *testing.T) {
	d, mod := loadHopper(t, tmaKernel)
	src, _ := d.Malloc(8 * 6 * 4)
	data := make([]byte, 8*6*4)
	for y := 0; y < 6; y++ {
		for x := 0; x < 8; x++ {
			binary.LittleEndian.PutUint32(data[4*(y*8+x):], uint32(100*y+x))
		}
	}
	d.Write(src, data)
	out, _ := d.Malloc(64)
	for _, dt := range []int{TMUint32, TMFloat32} {
		tm := TensorMap{Rank: 2, DType: dt, Addr: src, Dims: [5]uint64{6, 6}, Strides: [5]uint64{0, 32},
			Box: [5]uint32{4, 4}, ElemStrides: [5]uint32{1, 1, 1, 1, 1}, OOBFill: 1}
		if err := tm.Validate(); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Launch(mod, Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: tmaParams(tm.Encode(), out, 4, 4)}); err != nil {
			t.Fatal(err)
		}
		got := make([]byte, 64)
		d.Read(out, got)
		for j := 0; j < 4; j++ {
			for i := 0; i < 4; i++ {
				x, y := 4+i, 4+j
				want := uint32(100*y + x)
				if x >= 6 || y >= 6 {
					want = 0
					if dt == TMFloat32 {
						want = 0x7ff77ff7
					}
				}
				if g := binary.LittleEndian.Uint32(got[4*(j*4+i):]); g != want {
					t.Errorf("dtype %d: box (%d,%d): got %d, want %d", dt, i, j, g, want)
				}
			}
		}
	}
	// A box starting 24 bytes into dimension 0 (not a multiple of 16) is an
	// illegal instruction on the H200 (testdata/hopper: tma_*_end).
	tm := TensorMap{Rank: 2, DType: TMUint32, Addr: src, Dims: [5]uint64{8, 6}, Strides: [5]uint64{0, 32},
		Box: [5]uint32{4, 4}, ElemStrides: [5]uint32{1, 1, 1, 1, 1}}
	_, err := d.Launch(mod, Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: tmaParams(tm.Encode(), out, 6, 4)})
	if err == nil || !strings.Contains(err.Error(), "illegal instruction in kernel k at h.ptx:22:2, block (0,0,0), thread (0,0,0)") || !strings.Contains(err.Error(), "24 bytes") {
		t.Errorf("unaligned box start: %v", err)
	}
}

// TestTensorMapFaults: a parameter that is not a tensor map, and a map
// whose box does not fit its swizzle, fault with the kernel, the PTX
// position, the block and the thread.
func TestTensorMapFaults(t *testing.T) {
	d, mod := loadHopper(t, tmaKernel)
	out, _ := d.Malloc(64)
	var junk [TensorMapBytes]byte
	_, err := d.Launch(mod, Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: tmaParams(junk, out, 0, 0)})
	if err == nil || !strings.Contains(err.Error(), "kernel k at h.ptx:22:2, block (0,0,0), thread (0,0,0)") || !strings.Contains(err.Error(), "not a tensor map") {
		t.Errorf("junk map: %v", err)
	}
	d.Reset()
	d, mod = loadHopper(t, tmaKernel)
	src, _ := d.Malloc(4096)
	out, _ = d.Malloc(64)
	tm := TensorMap{Rank: 2, DType: TMUint32, Addr: src, Dims: [5]uint64{64, 4}, Strides: [5]uint64{0, 256},
		Box: [5]uint32{16, 1}, ElemStrides: [5]uint32{1, 1}, Swizzle: 1}
	if err := tm.Validate(); err == nil || !strings.Contains(err.Error(), "exceeds the 32-byte swizzle span") {
		t.Errorf("Validate: %v", err)
	}
	_, err = d.Launch(mod, Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: tmaParams(tm.Encode(), out, 0, 0)})
	if err == nil || !strings.Contains(err.Error(), "bad tensor map") || !strings.Contains(err.Error(), "swizzle span") {
		t.Errorf("bad map: %v", err)
	}
}

// TestTensorMapEncoding: Encode and DecodeTensorMap are inverses, and
// tensormap.replace edits fields in place.
func TestTensorMapEncoding(t *testing.T) {
	tm := TensorMap{Im2col: true, Rank: 4, DType: TMFloat16, Addr: 0x700000001000, Dims: [5]uint64{8, 10, 12, 2},
		Strides: [5]uint64{0, 16, 160, 1920}, ElemStrides: [5]uint32{1, 1, 2, 1}, Lower: [3]int32{-1, -2}, Upper: [3]int32{1, 0},
		Channels: 8, Pixels: 64, Swizzle: 3, L2Promotion: 2}
	b := tm.Encode()
	got, err := DecodeTensorMap(b[:])
	if err != nil {
		t.Fatal(err)
	}
	if *got != tm {
		t.Fatalf("round trip: got %+v, want %+v", *got, tm)
	}
	if err := tmReplace(b[:], int(isa.TMGlobalDim), 1, 20); err != nil {
		t.Fatal(err)
	}
	if err := tmReplace(b[:], int(isa.TMGlobalAddress), 0, 0x700000002000); err != nil {
		t.Fatal(err)
	}
	got, _ = DecodeTensorMap(b[:])
	if got.Dims[1] != 20 || got.Addr != 0x700000002000 {
		t.Errorf("after replace: dims %v addr 0x%x", got.Dims, got.Addr)
	}
	if err := tmReplace(b[:], int(isa.TMBoxDim), 0, 300); err == nil {
		t.Errorf("box dimension 300 accepted")
	}
}

// TestElectSync: the leader is the lowest lane of the member mask among
// the lanes executing.
func TestElectSync(t *testing.T) {
	d, mod := loadHopper(t, `
.visible .entry k(.param .u64 out)
{
	.reg .pred %p<3>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %laneid;
	mul.wide.u32 %rd2, %r1, 8;
	add.u64 %rd3, %rd1, %rd2;
	setp.ge.u32 %p1, %r1, 5;
	@!%p1 bra $L;
	elect.sync %r2|%p2, 0xffffffe0;
	selp.u32 %r3, 1, 0, %p2;
	st.global.v2.u32 [%rd3], {%r2, %r3};
$L:
	ret;
}`)
	out, _ := d.Malloc(256)
	if _, err := d.Launch(mod, Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: u64(out)}); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 256)
	d.Read(out, got)
	for l := 5; l < 32; l++ {
		leader, p := binary.LittleEndian.Uint32(got[8*l:]), binary.LittleEndian.Uint32(got[8*l+4:])
		if leader != 5 || (p == 1) != (l == 5) {
			t.Errorf("lane %d: leader %d elected %d", l, leader, p)
		}
	}
}

// TestMbarrierNoComplete: an arrive.noComplete that would complete the
// phase is a fault naming the instruction; one that leaves arrivals
// pending is an ordinary arrive.
func TestMbarrierNoComplete(t *testing.T) {
	d, mod := loadHopper(t, `
.visible .entry k(.param .u32 n)
{
	.reg .b64 %rd<4>;
	.reg .b32 %r<4>;
	.shared .align 8 .b64 bar;
	ld.param.u32 %r2, [n];
	mov.u32 %r1, bar;
	mbarrier.init.shared.b64 [%r1], 3;
	mbarrier.arrive.noComplete.shared.b64 %rd1, [%r1], %r2;
	ret;
}`)
	p := make([]byte, 4)
	p[0] = 2
	if _, err := d.Launch(mod, Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{1, 1, 1}, Params: p}); err != nil {
		t.Fatalf("count 2 of 3: %v", err)
	}
	p[0] = 3
	_, err := d.Launch(mod, Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{1, 1, 1}, Params: p})
	if err == nil || !strings.Contains(err.Error(), ".noComplete would complete the current phase") || !strings.Contains(err.Error(), "h.ptx:13:2") {
		t.Errorf("count 3 of 3: %v", err)
	}
}

// Bulk copies and reductions whose global range spans two 64 KiB chunks of
// lazily backed memory (one chunk written before, one never): the bytes
// cross the boundary both ways, untouched bytes read as zeros.
func TestBulkCopyAcrossChunks(t *testing.T) {
	d, m := loadHopper(t, `
.visible .entry k(.param .u64 src, .param .u64 dst, .param .u64 red)
{
	.reg .pred %p<4>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<8>;
	.shared .align 128 .b8 buf[1024];
	.shared .align 8 .b64 bar;
	ld.param.u64 %rd1, [src];
	ld.param.u64 %rd2, [dst];
	ld.param.u64 %rd3, [red];
	mov.u32 %r4, buf;
	mov.u32 %r5, bar;
	mbarrier.init.shared::cta.b64 [%r5], 1;
	mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r5], 1024;
	cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r4], [%rd1], 1024, [%r5];
$W:
	mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r5], 0;
	@!%p2 bra $W;
	cp.async.bulk.global.shared::cta.bulk_group [%rd2], [%r4], 1024;
	cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%rd3], [%r4], 1024;
	cp.async.bulk.commit_group;
	cp.async.bulk.wait_group 0;
	ret;
}
`)
	const size = 4 * memsys.ChunkBytes
	a, err := d.Malloc(size)
	if err != nil {
		t.Fatal(err)
	}
	src := a + memsys.ChunkBytes - 512   // the first half in chunk 0, written below
	dst := a + 2*memsys.ChunkBytes - 256 // chunks 1 and 2, never written before
	red := a + 3*memsys.ChunkBytes - 768 // chunks 2 and 3 (only 2 materialized before)
	in := make([]byte, 1024)
	for i := 0; i < 512; i++ { // chunk 0's part; chunk 1's part stays zero
		in[i] = byte(i%251 + 1)
	}
	if err := d.Write(src, in[:512]); err != nil {
		t.Fatal(err)
	}
	if err := d.Write(red, make([]byte, 4)); err != nil { // materialize red's first chunk only
		t.Fatal(err)
	}
	p := make([]byte, 24)
	binary.LittleEndian.PutUint64(p, src)
	binary.LittleEndian.PutUint64(p[8:], dst)
	binary.LittleEndian.PutUint64(p[16:], red)
	if _, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{1, 1, 1}, Params: p}); err != nil {
		t.Fatal(err)
	}
	for _, at := range []uint64{dst, red} {
		got := make([]byte, 1024)
		if err := d.Read(at, got); err != nil {
			t.Fatal(err)
		}
		if string(got) != string(in) {
			t.Errorf("bytes at 0x%x differ from the source: %v...", at, got[500:520])
		}
	}
}
