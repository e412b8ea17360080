package ptx

import (
	"strings"
	"testing"
)

// TestSpecialOperandRules checks the special-register rules against what
// ptxas (CUDA 11.8, sm_90) accepts and refuses for the same instruction:
// every case below was run through ptxas, and the indices past the ISA's
// register counts are not registers at all.
func TestSpecialOperandRules(t *testing.T) {
	tests := []ruleCase{
		{"mov.u32 %r, %tid.x;", ""},
		{"mov.u16 %h, %ntid.x;", ""},  // legacy 16-bit reads of %tid, %ntid, %ctaid, %nctaid
		{"mov.u16 %h, %ctaid.y;", ""}, //
		{"mov.u32 %r, %gridid;", ""},  // and 16/32-bit reads of %gridid
		{"mov.u16 %h, %gridid;", ""},
		{"mov.u64 %d, %gridid;", ""},
		{"mov.b32 %f, %laneid;", ""},
		{"mov.s64 %d, %clock64;", ""},
		{"mov.u32 %r, %tid.w;", ""},
		{"mov.u32 %r, %envreg31;", ""},
		{"mov.u64 %d, %pm7_64;", ""},
		{"mov.u32 %r, %reserved_smem_offset_1;", ""},
		{"mov.pred %p, %is_explicit_cluster;", ""},
		{"cvt.u64.u32 %d, %tid.x;", ""},
		{"cvt.u64.u16 %d, %clock64;", ""},
		{"cvt.s32.s8 %r, %laneid;", ""},
		{"cvt.sat.u16.u32 %h, %laneid;", ""},
		{"mov.u16 %h, %clock;", "32 bits wide, not compatible with .u16"},
		{"mov.u16 %h, %clusterid.x;", "32 bits wide"},
		{"mov.u32 %r, %clock64;", "64 bits wide"},
		{"mov.u64 %d, %tid.x;", "32 bits wide"},
		{"mov.u64 %d, %envreg3;", "32 bits wide"},
		{"mov.u32 %r, %globaltimer;", "64 bits wide"},
		{"cvt.u32.u64 %r, %tid.x;", "32 bits wide"},
		{"mov.f32 %f, %laneid;", "integer types only"},
		{"cvt.rn.f32.u32 %f, %laneid;", "integer types only"},
		{"mov.u32 %r, %is_explicit_cluster;", "is a predicate"},
		{"mov.u32 %r, %tid;", "is a vector"},
		{"cvt.u32.u32 %r, %tid;", "is a vector"},
		{"add.u32 %r, %tid.x, 1;", "cannot be an operand of add"},
		{"setp.eq.u32 %p, %laneid, 0;", "cannot be an operand of setp"},
		{"st.global.u32 [%d], %tid.x;", "cannot be an operand of st"},
		{"mov.u32 %tid.x, %r;", "read-only"},
		{"mov.u32 %r, %envreg32;", "undeclared register %envreg32"},
		{"mov.u32 %r, %pm8;", "undeclared register %pm8"},
		{"mov.u64 %d, %pm8_64;", "undeclared register %pm8_64"},
		{"mov.u32 %r, %reserved_smem_offset_2;", "undeclared register"},
		{"mov.u32 %r, %envreg01;", "undeclared register"},
	}
	for _, tc := range tests {
		src := hdr + ".entry k()\n{\n\t.reg .u16 %h;\n\t.reg .u32 %r;\n\t.reg .u64 %d;\n\t.reg .pred %p;\n\t.reg .f32 %f;\n\t" + tc.inst + "\n\tret;\n}\n"
		_, err := Parse("t.ptx", []byte(src))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: refused: %v", tc.inst, err)
		case tc.want != "" && err == nil:
			t.Errorf("%s: accepted, want an error containing %q", tc.inst, tc.want)
		case tc.want != "" && !strings.Contains(err.Error(), tc.want):
			t.Errorf("%s: error %q, want one containing %q", tc.inst, err, tc.want)
		case tc.want != "" && !strings.Contains(err.Error(), "t.ptx:11:"):
			t.Errorf("%s: error %q has no position on line 11", tc.inst, err)
		}
	}
}

// TestLiteralOperandRules: floating-point literals in operands of an
// integer or bit type, and integer literals in operands of a float type,
// as ptxas 11.8 (sm_90) accepts and refuses them.
func TestLiteralOperandRules(t *testing.T) {
	tests := []ruleCase{
		{"mov.b64 %d, 0d4338000000000000;", ""}, // the bits (Triton's f64 constants)
		{"mov.b64 %d, 1.5;", ""},
		{"and.b64 %d, %d, 0d4338000000000000;", ""},
		{"mov.b32 %r, 0f3FC00000;", ""},
		{"xor.b32 %r, %r, 0f3FC00000;", ""},
		{"mov.f32 %f, 0d3FF8000000000000;", ""},
		{"mov.b64 %d, 0f3FC00000;", "32-bit floating-point literal cannot be an operand of type .b64"},
		{"mov.b32 %r, 0d3FF8000000000000;", "64-bit floating-point literal"},
		{"mov.b32 %r, 1.5;", "64-bit floating-point literal"},
		{"mov.b16 %h, 0f3FC00000;", "type .b16"},
		{"mov.u32 %r, 0f3FC00000;", "type .u32"},
		{"mov.u64 %d, 0d4338000000000000;", "type .u64"},
		{"add.s64 %d, %d, 0d4338000000000000;", "type .s64"},
		{"add.u32 %r, %r, 0f3FC00000;", "type .u32"},
		{"mov.f32 %f, 1.0;", ""},
		{"setp.eq.f32 %p, %f, 0.0;", ""},
		{"cvt.rn.f32.s32 %f, 5;", ""}, // cvt's source is the .s32
		{"mov.f32 %f, 1;", "integer literal cannot be an operand of type .f32"},
		{"add.f32 %f, %f, 2;", "integer literal"},
		{"setp.eq.f32 %p, %f, 0;", "integer literal"},
		{"selp.f32 %f, %f, 1, %p;", "integer literal"},
		{"fma.rn.f32 %f, %f, %f, 0;", "integer literal"},
	}
	checkRules(t, "\t.reg .u16 %h;\n\t.reg .u32 %r;\n\t.reg .u64 %d;\n\t.reg .pred %p;\n\t.reg .f32 %f;\n", tests)
}

// TestArithTypeRules: the arithmetic instructions' types as ptxas 11.8
// (sm_90) takes them: 348 forms of 29 instructions over 12 types were
// compared with ptxas; these are the ones ptxsim used to accept.
func TestArithTypeRules(t *testing.T) {
	tests := []ruleCase{
		{"add.u32 %r, %r, %r;", ""},
		{"mul.wide.s16 %r, %h, %h;", ""},
		{"mul.f32 %f, %f, %f;", ""},
		{"add.b32 %r, %r, %r;", "add does not take type .b32"},
		{"min.b64 %d, %d, %d;", "min does not take type .b64"},
		{"sub.b16 %h, %h, %h;", "sub does not take type .b16"},
		{"div.b32 %r, %r, %r;", "div does not take type .b32"},
		{"rem.b64 %d, %d, %d;", "rem does not take type .b64"},
		{"mul.lo.b32 %r, %r, %r;", "mul does not take type .b32"},
		{"mad.hi.b32 %r, %r, %r, %r;", "mad does not take type .b32"},
		{"sad.b32 %r, %r, %r, %r;", "sad does not take type .b32"},
		{"mul.lo.f32 %f, %f, %f;", "mul.lo takes integer types"},
		{"mul.wide.f32 %d, %f, %f;", "mul.wide takes integer types"},
		{"mul.hi.f64 %fd, %fd, %fd;", "mul.hi takes integer types"},
	}
	checkRules(t, "\t.reg .b16 %h;\n\t.reg .b32 %r;\n\t.reg .b64 %d;\n\t.reg .f32 %f;\n\t.reg .f64 %fd;\n", tests)
}

// TestAtomAndCompareTypeRules: atom/red operation types and setp/set
// comparison types; 636 forms were compared with ptxas 11.8 (sm_90), of
// which ptxsim accepted 366 that ptxas refuses (now 0).
func TestAtomAndCompareTypeRules(t *testing.T) {
	tests := []ruleCase{
		{"atom.global.add.u32 %r, [%d], %r;", ""},
		{"atom.global.add.f64 %fd, [%d], %fd;", ""},
		{"atom.global.add.noftz.f16 %h, [%d], %h;", ""},
		{"red.global.add.noftz.bf16x2 [%d], %r;", ""},
		{"atom.global.cas.b16 %h, [%d], %h, %h;", ""},
		{"atom.shared.max.s64 %d, [%d], %d;", ""},
		{"atom.global.inc.u32 %r, [%d], %r;", ""},
		{"atom.global.and.b64 %d, [%d], %d;", ""},
		{"setp.lo.u32 %p, %r, %r;", ""},
		{"setp.lt.s64 %p, %d, %d;", ""},
		{"setp.eq.b32 %p, %r, %r;", ""},
		{"atom.global.add.b32 %r, [%d], %r;", "atom.add does not take type .b32"},
		{"atom.global.add.s64 %d, [%d], %d;", "atom.add does not take type .s64"},
		{"red.global.min.f32 [%d], %f;", "red.min does not take type .f32"},
		{"atom.global.inc.s32 %r, [%d], %r;", "atom.inc does not take type .s32"},
		{"atom.global.and.u32 %r, [%d], %r;", "atom.and does not take type .u32"},
		{"atom.global.exch.f32 %f, [%d], %f;", "atom.exch does not take type .f32"},
		{"atom.global.cas.u32 %r, [%d], %r, %r;", "atom.cas does not take type .u32"},
		{"atom.global.add.u16 %h, [%d], %h;", "atom.add does not take type .u16"},
		{"atom.global.add.f16 %h, [%d], %h;", "needs .noftz"},
		{"atom.add.noftz.f32 %f, [%d], %f;", "does not take .noftz"},
		{"setp.lo.s32 %p, %r, %r;", "comparison .lo takes an unsigned type"},
		{"setp.hs.f32 %p, %f, %f;", "comparison .hs takes an unsigned type"},
		{"setp.lt.b32 %p, %r, %r;", "comparison .lt does not take the bit type .b32"},
		{"set.lo.u32.s32 %r, %r, %r;", "comparison .lo takes an unsigned type"},
	}
	checkRules(t, "\t.reg .b16 %h;\n\t.reg .b32 %r;\n\t.reg .b64 %d;\n\t.reg .f32 %f;\n\t.reg .f64 %fd;\n\t.reg .pred %p;\n", tests)
}

// TestCvtRoundingRules: cvt between integers and f16/f32/f64, as ptxas
// 11.8 (sm_90) takes it; of 720 forms, 410 that ptxas refuses were
// accepted before (the .bf16 ones are left alone).
func TestCvtRoundingRules(t *testing.T) {
	tests := []ruleCase{
		{"cvt.rn.f32.s32 %f, %r;", ""},
		{"cvt.rzi.s32.f32 %r, %f;", ""},
		{"cvt.rn.f32.f64 %f, %fd;", ""},
		{"cvt.f64.f32 %fd, %f;", ""},
		{"cvt.rzi.f32.f32 %f, %f;", ""},
		{"cvt.u64.u32 %d, %r;", ""},
		{"cvt.sat.u32.s32 %r, %r;", ""},
		{"cvt.sat.s32.u64 %r, %d;", ""},
		{"cvt.f32.s32 %f, %r;", "needs a rounding modifier (.rn .rz .rm .rp)"},
		{"cvt.rzi.f32.s32 %f, %r;", "takes a floating-point rounding"},
		{"cvt.s32.f32 %r, %f;", "needs a rounding modifier (.rni .rzi .rmi .rpi)"},
		{"cvt.rn.s32.f32 %r, %f;", "takes an integer rounding"},
		{"cvt.f32.f64 %f, %fd;", "needs a rounding modifier"},
		{"cvt.rn.f64.f32 %fd, %f;", "widening conversion"},
		{"cvt.rn.f32.f32 %f, %f;", "takes an integer rounding (.rni .rzi .rmi .rpi) or none"},
		{"cvt.rn.u32.s32 %r, %r;", "between integers"},
		{"cvt.sat.u64.u32 %d, %r;", ".sat has nothing to saturate"},
		{"cvt.sat.s32.s32 %r, %r;", ".sat has nothing to saturate"},
	}
	checkRules(t, "\t.reg .b32 %r;\n\t.reg .b64 %d;\n\t.reg .f32 %f;\n\t.reg .f64 %fd;\n", tests)
}

// TestLdStQualifierRules: ld/st spaces, qualifiers and types as ptxas 11.8
// (sm_90) takes them (828 forms probed).
func TestLdStQualifierRules(t *testing.T) {
	tests := []ruleCase{
		{"ld.global.nc.u32 %r, [%d];", ""},
		{"ld.shared.volatile.u32 %r, [%d];", ""},
		{"ld.relaxed.gpu.u32 %r, [%d];", ""},
		{"st.global.release.gpu.b32 [%d], %r;", ""},
		{"ld.global.b16 %h, [%d];", ""},
		{"ld.shared.nc.u32 %r, [%d];", "ld.nc reads the global space only"},
		{"ld.nc.u32 %r, [%d];", "ld.nc reads the global space only"},
		{"ld.local.volatile.u32 %r, [%d];", ".volatile does not apply to the local space"},
		{"ld.param.relaxed.gpu.u32 %r, [%d];", "does not apply to the param space"},
		{"st.local.release.gpu.b32 [%d], %r;", "does not apply to the local space"},
		{"ld.global.f16 %h, [%d];", "ld does not take type .f16"},
		{"st.global.f16 [%d], %h;", "st does not take type .f16"},
	}
	checkRules(t, "\t.reg .b16 %h;\n\t.reg .b32 %r;\n\t.reg .b64 %d;\n", tests)
}

// TestFloatModifierRules: floating-point modifiers as ptxas 11.8 (sm_90)
// takes them (900 forms probed; 79 accepted before and refused by ptxas).
func TestFloatModifierRules(t *testing.T) {
	tests := []ruleCase{
		{"ex2.approx.ftz.f32 %f, %f;", ""},
		{"tanh.approx.f32 %f, %f;", ""},
		{"rsqrt.approx.ftz.f64 %fd, %fd;", ""},
		{"rcp.approx.ftz.f64 %fd, %fd;", ""},
		{"div.full.f32 %f, %f, %f;", ""},
		{"add.rn.f64 %fd, %fd, %fd;", ""},
		{"add.sat.f32 %f, %f, %f;", ""},
		{"ex2.f32 %f, %f;", "needs .approx"},
		{"tanh.f32 %f, %f;", "needs .approx"},
		{"rsqrt.f64 %fd, %fd;", "needs .approx"},
		{"rcp.approx.f64 %fd, %fd;", "rcp.approx.f64 needs .ftz"},
		{"rcp.full.f32 %f, %f;", "does not take .full"},
		{"sqrt.full.f32 %f, %f;", "does not take .full"},
		{"add.ftz.f64 %fd, %fd, %fd;", "add.f64 does not take .ftz"},
		{"mul.rn.sat.f64 %fd, %fd, %fd;", "mul.f64 does not take .sat"},
		{"abs.ftz.f64 %fd, %fd;", "abs.f64 does not take .ftz"},
		{"min.ftz.bf16 %h, %h, %h;", "min.bf16 does not take .ftz"},
	}
	checkRules(t, "\t.reg .b16 %h;\n\t.reg .f32 %f;\n\t.reg .f64 %fd;\n", tests)
}

// ruleCase is one instruction and what the parser should say of it: "" to
// accept it, else a substring of the error.
type ruleCase struct{ inst, want string }

// checkRules parses each instruction alone in a kernel that declares regs
// and checks that it is accepted or refused as the case says.
func checkRules(t *testing.T, regs string, tests []ruleCase) {
	t.Helper()
	for _, tc := range tests {
		src := hdr + ".entry k()\n{\n" + regs + "\t" + tc.inst + "\n\tret;\n}\n"
		_, err := Parse("t.ptx", []byte(src))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: refused: %v", tc.inst, err)
		case tc.want != "" && err == nil:
			t.Errorf("%s: accepted, want an error containing %q", tc.inst, tc.want)
		case tc.want != "" && !strings.Contains(err.Error(), tc.want):
			t.Errorf("%s: error %q, want one containing %q", tc.inst, err, tc.want)
		}
	}
}
