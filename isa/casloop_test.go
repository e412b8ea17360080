package isa

import (
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// TestSharedCASLoop checks which shared atomics become CAS retry loops, as
// in sync.sm_90.sass's sharedAtomics: add.u64 and add.f32 loop (8 and 6
// SASS per iteration), add.u32, min.s32, cas.b32 and or.b32 are native
// ATOMS, and global atomics never loop.
func TestSharedCASLoop(t *testing.T) {
	p := lowerSrc(t, `
.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
{
	.reg .b32 %r<8>;
	.reg .b64 %rd<4>;
	.reg .f32 %f<3>;
	.shared .align 8 .b8 s[64];
	mov.u32 %r1, s;
	atom.shared.add.u64 %rd1, [%r1], %rd2;
	atom.shared.add.f32 %f1, [%r1+8], %f2;
	atom.shared.add.u32 %r2, [%r1+16], 1;
	atom.shared.min.s32 %r3, [%r1+20], %r4;
	atom.shared.cas.b32 %r5, [%r1+24], %r6, %r7;
	atom.shared.or.b32 %r5, [%r1+28], %r6;
	atom.shared.exch.b64 %rd1, [%r1], %rd2;
	ld.param.u64 %rd3, [out];
	atom.global.add.f32 %f1, [%rd3], %f2;
	ret;
}`)
	want := []uint8{8, 6, 0, 0, 0, 0, 0, 0}
	pcs := opPCs(p, "k", ptx.OpAtom, KAtom)
	if len(pcs) != len(want) {
		t.Fatalf("%d atomics, want %d", len(pcs), len(want))
	}
	for i, pc := range pcs {
		if got := SharedCASLoop(&p.Code[pc]); got != want[i] {
			t.Errorf("atomic %d: SharedCASLoop = %d, want %d", i, got, want[i])
		}
	}
}
