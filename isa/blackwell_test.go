package isa

import (
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// blackwellInsts are one spelling of every Blackwell family ptxsim parses
// and refuses (PTX ISA 8.6-9.0, sm_100a and later).
var blackwellInsts = []string{
	"tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [taddr], 32;",
	"tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r2, 32;",
	"tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;",
	"tcgen05.ld.sync.aligned.16x64b.x1.b32 {%r1}, [%r2];",
	"tcgen05.st.sync.aligned.16x64b.x1.b32 [%r2], {%r1};",
	"tcgen05.wait::ld.sync.aligned;",
	"tcgen05.wait::st.sync.aligned;",
	"tcgen05.cp.cta_group::1.128x256b [%r2], %rd1;",
	"tcgen05.shift.cta_group::1.down [%r2];",
	"tcgen05.mma.cta_group::1.kind::f16 [%r2], %rd1, %rd2, %r3, %p1;",
	"tcgen05.mma.sp.cta_group::1.kind::f16 [%r2], %rd1, %rd2, [%r4], %r3, %p1;",
	"tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [mbar];",
	"tcgen05.fence::before_thread_sync;",
	"tcgen05.fence::after_thread_sync;",
	"st.bulk.weak.shared::cta [%r2], 64, 0;",
	"clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%r4], [mbar];",
	"clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p1, %q;",
	"multimem.cp.async.bulk.global.shared::cta.bulk_group [%rd1], [%r2], 64;",
	"multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%rd1], [%r2], 64;",
}

// TestBlackwellRefused: the Blackwell families parse; a module for an
// older target is refused by the parser naming the target they need, and
// one for sm_100a is refused by Lower with the reason, at the instruction.
func TestBlackwellRefused(t *testing.T) {
	const body = "\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<4>;\n\t.reg .pred %p<2>;\n" +
		"\t.reg .b128 %q;\n\t.shared .align 16 .b32 taddr;\n\t.shared .align 16 .b64 mbar;\n\t"
	for _, inst := range blackwellInsts {
		op := strings.SplitN(inst, ".", 3)
		name := op[0] + "." + strings.SplitN(op[1], " ", 2)[0]
		_, err := ptx.Parse("k.ptx", []byte(".version 9.0\n.target sm_90a"+body+inst+"\n\tret;\n}\n"))
		if err == nil || !strings.Contains(err.Error(), "k.ptx:12:2:") || !strings.Contains(err.Error(), "requires sm_100 or later") {
			t.Errorf("%s on sm_90a: got %v, want a positioned 'requires sm_100 or later'", inst, err)
		}
		m, err := ptx.Parse("k.ptx", []byte(".version 9.0\n.target sm_100a"+body+inst+"\n\tret;\n}\n"))
		if err != nil {
			t.Errorf("%s on sm_100a: parse: %v", inst, err)
			continue
		}
		_, err = Lower(m)
		if err == nil || !strings.Contains(err.Error(), "k.ptx:12:2:") || !strings.Contains(err.Error(), "is not supported: ") || !strings.Contains(err.Error(), "sm_100") {
			t.Errorf("%s (%s) on sm_100a: got %v, want a positioned refusal naming sm_100", inst, name, err)
		}
	}
}

// TestBlackwellFormsRefused: packed .f32x2 and mixed-precision forms of
// add/sub/mul/fma are refused by the parser with what they need.
func TestBlackwellFormsRefused(t *testing.T) {
	for _, tc := range []struct{ inst, want string }{
		{"add.rn.f32x2 %rd1, %rd2, %rd3;", "add.f32x2 (packed f32 pairs) needs sm_100"},
		{"mul.rz.ftz.f32x2 %rd1, %rd2, %rd3;", "mul.f32x2 (packed f32 pairs) needs sm_100"},
		{"fma.rn.f32x2 %rd1, %rd2, %rd3, %rd1;", "fma.f32x2 (packed f32 pairs) needs sm_100"},
		{"add.rn.f32.f16 %f1, %h1, %f2;", "mixed-precision add.f32.f16 needs sm_100"},
		{"sub.rn.f32.bf16 %f1, %h1, %f2;", "mixed-precision sub.f32.bf16 needs sm_100"},
		{"fma.rn.f32.bf16 %f1, %h1, %h2, %f2;", "mixed-precision fma.f32.bf16 needs sm_100"},
	} {
		src := ".version 8.6\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b64 %rd<4>;\n\t.reg .f32 %f<4>;\n\t.reg .b16 %h<4>;\n\t" + tc.inst + "\n\tret;\n}\n"
		_, err := ptx.Parse("k.ptx", []byte(src))
		if err == nil || !strings.Contains(err.Error(), "k.ptx:9:2: "+tc.want) {
			t.Errorf("%s: got %v, want %q at 9:2", tc.inst, err, tc.want)
		}
	}
}
