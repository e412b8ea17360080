package sm

import (
	"strings"
	"testing"
)

// storeKernels: each kernel's stores, with whether blocks of a grid may
// write the same global address (a write-write race: the launch runs
// ordered) or not (it runs in parallel).
var storeKernels = []struct {
	name, body string
	racy       bool
}{
	{"ctaid-indexed", `
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %ctaid.x;
	mov.u32 %r2, %ntid.x;
	mov.u32 %r3, %tid.x;
	mad.lo.u32 %r4, %r1, %r2, %r3;
	mul.wide.u32 %rd2, %r4, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r3;`, false},
	{"grid-stride", `
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %ctaid.x;
	mov.u32 %r2, %ntid.x;
	mov.u32 %r3, %tid.x;
	mad.lo.u32 %r4, %r1, %r2, %r3;
	mov.u32 %r5, %nctaid.x;
	mul.lo.u32 %r6, %r5, %r2;
$L:
	mul.wide.u32 %rd2, %r4, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.u32 [%rd3], %r3;
	add.u32 %r4, %r4, %r6;
	setp.lt.u32 %p1, %r4, 4096;
	@%p1 bra $L;`, false},
	{"scatter-through-loaded-index", `
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %ctaid.x;
	mov.u32 %r3, %tid.x;
	mad.lo.u32 %r4, %r1, 128, %r3;
	mul.wide.u32 %rd2, %r4, 4;
	add.s64 %rd3, %rd1, %rd2;
	ld.global.u32 %r5, [%rd3];
	mul.wide.u32 %rd4, %r5, 4;
	add.s64 %rd5, %rd1, %rd4;
	st.global.v2.u32 [%rd5], {%r3, %r3};`, false},
	{"shared-and-local", `
	mov.u32 %r3, %tid.x;
	mov.u64 %rd1, sbuf;
	cvta.shared.u64 %rd2, %rd1;
	st.u32 [%rd2], %r3;
	st.shared.u32 [sbuf+4], %r3;
	mov.u64 %rd3, lbuf;
	cvta.local.u64 %rd4, %rd3;
	st.u32 [%rd4], %r3;`, false},
	{"callee-stores-through-its-parameter", `
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %ctaid.x;
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd3, %rd1, %rd2;
	{
	.param .b64 a0;
	st.param.b64 [a0], %rd3;
	call.uni put, (a0);
	}`, false},
	{"same-word", `
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %ctaid.x;
	st.global.u32 [%rd1+8], %r1;`, true},
	{"tid-indexed", `
	ld.param.u64 %rd1, [p];
	mov.u32 %r3, %tid.x;
	mul.wide.u32 %rd2, %r3, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r3;`, true},
	{"global-variable", `
	mov.u32 %r1, %ctaid.x;
	st.global.u32 [gvar], %r1;`, true},
	{"index-loaded-from-a-shared-address", `
	ld.param.u64 %rd1, [p];
	mov.u32 %r3, %tid.x;
	mul.wide.u32 %rd2, %r3, 4;
	add.s64 %rd3, %rd1, %rd2;
	ld.global.u32 %r5, [%rd3];
	mul.wide.u32 %rd4, %r5, 4;
	add.s64 %rd5, %rd1, %rd4;
	st.global.u32 [%rd5], %r3;`, true},
	{"same-word-after-a-block-value-in-shared", `
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %ctaid.x;
	st.shared.u32 [sbuf], %r1;
	ld.shared.u32 %r2, [sbuf];
	st.global.u32 [%rd1], %r2;`, true},
	{"index-from-shared-holding-a-block-value", `
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %ctaid.x;
	st.shared.u32 [sbuf], %r1;
	ld.shared.u32 %r2, [sbuf];
	mul.wide.u32 %rd2, %r2, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r2;`, false},
	{"flag-set-by-every-block", `
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, 1;
	st.global.u8 [%rd1], %r1;`, true},
}

// TestOrderedStores: a launch of more than one block whose kernel stores to
// a global address that does not depend on the block runs ordered, and
// Serial names the store; stores at block-dependent or block-private
// addresses leave it parallel, and a single block is never ordered for them.
func TestOrderedStores(t *testing.T) {
	for _, k := range storeKernels {
		src := `
.global .align 4 .u32 gvar;
.visible .func put(.param .b64 q)
{
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [q];
	st.global.u32 [%rd1], 7;
	ret;
}
.visible .entry k(.param .u64 p)
{
	.shared .align 4 .b8 sbuf[64];
	.local .align 4 .b8 lbuf[16];
	.reg .pred %p<2>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<8>;` + k.body + `
	ret;
}
`
		_, m := load(t, src)
		p := m.Program()
		f := p.Kernel("k")
		got := orderedReason(p, f, &Launch{Grid: [3]uint32{64, 1, 1}}, 1, false, m.racy)
		switch {
		case k.racy && (!strings.Contains(got, "block-invariant global address") || !strings.Contains(got, "t.ptx:")):
			t.Errorf("%s: Serial = %q, want the store", k.name, got)
		case !k.racy && got != "":
			t.Errorf("%s: ordered (%s), want parallel", k.name, got)
		}
		if one := orderedReason(p, f, &Launch{Grid: [3]uint32{1, 1, 1}}, 1, false, m.racy); one != "" {
			t.Errorf("%s: one block ordered: %s", k.name, one)
		}
		if two := orderedReason(p, f, &Launch{Grid: [3]uint32{2, 1, 1}}, 2, false, m.racy); two != "" {
			t.Errorf("%s: one cluster of two blocks ordered: %s", k.name, two)
		}
	}
}
