package sm

import (
	"encoding/binary"
	"errors"
	"testing"
)

// Function pointers: a table of device function addresses (an
// initializer) with a null entry. Calling through the real entry, also
// with a .calltargets list, runs the function; calling through the null
// one faults (it used to call the module's first function: addresses
// were function indices, 0 included).
func TestNullFunctionPointer(t *testing.T) {
	const src = `
.func (.param .b32 r) twice(.param .b32 x)
{
	.reg .b32 %r<3>;
	ld.param.b32 %r1, [x];
	add.s32 %r2, %r1, %r1;
	st.param.b32 [r], %r2;
	ret;
}
.global .align 8 .u64 table[2] = {twice, 0};
.visible .entry k(.param .u64 out, .param .u32 which)
{
	.reg .b32 %r<4>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [out];
	ld.param.u32 %r1, [which];
	mov.u64 %rd2, table;
	mul.wide.u32 %rd3, %r1, 8;
	add.s64 %rd4, %rd2, %rd3;
	ld.global.u64 %rd5, [%rd4];
	mov.u32 %r2, %tid.x;
	{
	.reg .b32 rv;
	.param .b32 p0;
	st.param.b32 [p0], %r2;
	.param .b32 r0;
	Ft: .callprototype (.param .b32 _) _ (.param .b32 _);
	Tg: .calltargets twice;
	call (r0), %rd5, (p0), Tg;
	ld.param.b32 %r3, [r0];
	}
	mul.wide.u32 %rd6, %r2, 4;
	add.s64 %rd7, %rd1, %rd6;
	st.global.u32 [%rd7], %r3;
	ret;
}
`
	d, m := load(t, src)
	out, _ := d.Malloc(4 * 32)
	params := func(which uint32) []byte {
		return binary.LittleEndian.AppendUint32(u64(out), which)
	}
	if _, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: params(0)}); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 4*32)
	if err := d.Read(out, b); err != nil {
		t.Fatal(err)
	}
	for i := range 32 {
		if v := binary.LittleEndian.Uint32(b[4*i:]); v != uint32(2*i) {
			t.Fatalf("thread %d: %d, want %d", i, v, 2*i)
		}
	}
	_, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: params(1)})
	var f *Fault
	if !errors.As(err, &f) || f.Kind != FaultIllegalInstruction {
		t.Fatalf("call through a null function pointer: %v, want an illegal-instruction fault", err)
	}
}
