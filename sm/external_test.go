package sm

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"strings"
	"testing"
)

// A module variable moved into caller-provided memory: its bytes follow,
// initializers holding its address are patched, kernels reach it at the new
// address, and the old storage is gone.
func TestMoveSymbol(t *testing.T) {
	d, m := load(t, `
.visible .global .align 4 .u32 v = 5;
.visible .global .align 8 .u64 pv = v;
.visible .entry bump()
{
	.reg .b64 %rd<2>;
	.reg .b32 %r<2>;
	ld.global.u64 %rd1, [pv];
	ld.u32 %r1, [%rd1];
	add.u32 %r1, %r1, 10;
	st.u32 [%rd1], %r1;
	ret;
}
`)
	old, _, err := m.Symbol("v")
	if err != nil {
		t.Fatal(err)
	}
	host := make([]byte, 4096)
	const at = 0x5555_0000_0000
	if err := d.MapExternal(at, host); err != nil {
		t.Fatal(err)
	}
	if err := m.MoveSymbol("v", at); err != nil {
		t.Fatal(err)
	}
	if binary.LittleEndian.Uint32(host) != 5 {
		t.Errorf("moved bytes: %v", host[:4])
	}
	if addr, _, _ := m.Symbol("v"); addr != at {
		t.Errorf("Symbol(v) = 0x%x after the move", addr)
	}
	pv, _, _ := m.Symbol("pv")
	b := make([]byte, 8)
	d.Read(pv, b)
	if binary.LittleEndian.Uint64(b) != at {
		t.Errorf("pv holds 0x%x, want the new address", binary.LittleEndian.Uint64(b))
	}
	if _, err := d.Launch(m, Launch{Kernel: "bump", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{1, 1, 1}}); err != nil {
		t.Fatal(err)
	}
	if binary.LittleEndian.Uint32(host) != 15 {
		t.Errorf("the kernel's store did not reach the caller's memory: %v", host[:4])
	}
	if err := d.Read(old, b[:4]); err == nil {
		t.Error("the old storage is still readable")
	}
	if base, size, ok := d.Lookup(at + 3); !ok || base != at || size != 4096 {
		t.Errorf("Lookup: 0x%x %d %v", base, size, ok)
	}
	if err := m.MoveSymbol("nope", at); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Errorf("unknown symbol: %v", err)
	}
	if err := d.Unmap(at); err != nil {
		t.Fatal(err)
	}
}

// Assertion messages go to SetStderr's writer, printf output to stdout.
func TestAssertToStderr(t *testing.T) {
	d, m := load(t, `
.extern .func __assertfail(.param .b64 a, .param .b64 b, .param .b32 c, .param .b64 d, .param .b64 e);
.global .align 1 .b8 msg[6] = {120, 32, 62, 32, 48, 0};
.global .align 1 .b8 file[4] = {97, 46, 99, 0};
.global .align 1 .b8 fn[2] = {102, 0};
.visible .entry k()
{
	.reg .b64 %rd<4>;
	mov.u64 %rd1, msg;
	mov.u64 %rd2, file;
	mov.u64 %rd3, fn;
	{
	.param .b64 a; .param .b64 b; .param .b32 c; .param .b64 dd; .param .b64 e;
	st.param.b64 [a], %rd1; st.param.b64 [b], %rd2; st.param.b32 [c], 7; st.param.b64 [dd], %rd3; st.param.b64 [e], 1;
	call.uni __assertfail, (a, b, c, dd, e);
	}
	ret;
}
`)
	var out, errb bytes.Buffer
	d.SetStdout(&out)
	d.SetStderr(&errb)
	_, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{1, 1, 1}})
	if err == nil {
		t.Fatal("the assertion did not fault")
	}
	if want := "a.c:7: f: block: [0,0,0], thread: [0,0,0] Assertion `x > 0` failed."; !strings.Contains(errb.String(), want) || out.Len() != 0 {
		t.Errorf("stderr %q, stdout %q; want %q on stderr", errb.String(), out.String(), want)
	}
}

// A variable larger than MoveSymbol's 1 MiB copy piece moves whole: bytes
// written before the move, in the first and last pieces, arrive.
func TestMoveSymbolLarge(t *testing.T) {
	const n = 3<<20 + 5
	d, m := load(t, fmt.Sprintf(".visible .global .align 8 .b8 big[%d];\n.visible .entry k() { ret; }\n", n))
	old, _, err := m.Symbol("big")
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []uint64{0, 1<<20 - 1, 1 << 20, n - 1} {
		if err := d.Write(old+o, []byte{byte(o%253 + 1)}); err != nil {
			t.Fatal(err)
		}
	}
	host := make([]byte, n)
	const at = 0x5555_0000_0000
	if err := d.MapExternal(at, host); err != nil {
		t.Fatal(err)
	}
	if err := m.MoveSymbol("big", at); err != nil {
		t.Fatal(err)
	}
	for _, o := range []uint64{0, 1<<20 - 1, 1 << 20, n - 1} {
		if host[o] != byte(o%253+1) {
			t.Errorf("byte %d: %d, want %d", o, host[o], o%253+1)
		}
	}
	if c := bytes.Count(host, []byte{0}); c != n-4 {
		t.Errorf("%d zero bytes, want %d", c, n-4)
	}
}
