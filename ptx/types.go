package ptx

var typeNames = [numTypes]string{
	TypeNone: "", B8: "b8", B16: "b16", B32: "b32", B64: "b64", B128: "b128",
	U8: "u8", U16: "u16", U32: "u32", U64: "u64",
	S8: "s8", S16: "s16", S32: "s32", S64: "s64",
	F16: "f16", F16x2: "f16x2", BF16: "bf16", BF16x2: "bf16x2", TF32: "tf32",
	F32: "f32", F64: "f64", Pred: "pred",
	E4M3: "e4m3", E5M2: "e5m2", E4M3x2: "e4m3x2", E5M2x2: "e5m2x2",
	U4: "u4", S4: "s4", B1: "b1",
	U16x2: "u16x2", S16x2: "s16x2", E2M3x2: "e2m3x2", E3M2x2: "e3m2x2", E2M1x2: "e2m1x2", UE8M0x2: "ue8m0x2",
	TexRef: "texref", SamplerRef: "samplerref", SurfRef: "surfref",
}

var typeBits = [numTypes]uint16{
	B8: 8, B16: 16, B32: 32, B64: 64, B128: 128,
	U8: 8, U16: 16, U32: 32, U64: 64,
	S8: 8, S16: 16, S32: 32, S64: 64,
	F16: 16, F16x2: 32, BF16: 16, BF16x2: 32, TF32: 32,
	F32: 32, F64: 64, Pred: 1,
	E4M3: 8, E5M2: 8, E4M3x2: 16, E5M2x2: 16,
	U4: 4, S4: 4, B1: 1,
	U16x2: 32, S16x2: 32, E2M3x2: 16, E3M2x2: 16, E2M1x2: 8, UE8M0x2: 16,
	TexRef: 64, SamplerRef: 64, SurfRef: 64,
}

var typeByName = func() map[string]Type {
	m := make(map[string]Type, numTypes)
	for t := TypeNone + 1; t < numTypes; t++ {
		m[typeNames[t]] = t
	}
	return m
}()

// LookupType returns the type named name without its dot ("u32"), or TypeNone.
func LookupType(name string) Type { return typeByName[name] }

// String returns the type's PTX name without the dot.
func (t Type) String() string {
	if t < numTypes {
		return typeNames[t]
	}
	return "<badtype>"
}

// Bits is the width of one value of the type (1 for .pred).
func (t Type) Bits() int {
	if t < numTypes {
		return int(typeBits[t])
	}
	return 0
}

// Size is the storage size of one value in bytes (pred counts as 1 for
// storage purposes; sub-byte types round up).
func (t Type) Size() int { return (t.Bits() + 7) / 8 }

// IsSigned reports whether t is a signed integer type.
func (t Type) IsSigned() bool { return t >= S8 && t <= S64 || t == S4 }

// IsUnsigned reports whether t is an unsigned integer type.
func (t Type) IsUnsigned() bool { return t >= U8 && t <= U64 || t == U4 }

// IsBits reports whether t is an untyped bit-size type.
func (t Type) IsBits() bool { return t >= B8 && t <= B128 || t == B1 }

// IsInt reports whether t is an integer (signed, unsigned or bit) type.
func (t Type) IsInt() bool { return t.IsSigned() || t.IsUnsigned() || t.IsBits() }

// IsFloat reports whether t is a floating-point type (including packed and fp8 types).
func (t Type) IsFloat() bool {
	return t >= F16 && t <= F64 || t >= E4M3 && t <= E5M2x2 || t >= E2M3x2 && t <= UE8M0x2
}

// IsPackedInt reports whether t is a packed pair of 16-bit integers.
func (t Type) IsPackedInt() bool { return t == U16x2 || t == S16x2 }

var specialNames = [numSpecials]string{
	SpecialTid: "%tid", SpecialNtid: "%ntid", SpecialLaneid: "%laneid", SpecialWarpid: "%warpid",
	SpecialNwarpid: "%nwarpid", SpecialCtaid: "%ctaid", SpecialNctaid: "%nctaid", SpecialSmid: "%smid",
	SpecialNsmid: "%nsmid", SpecialGridid: "%gridid",
	SpecialLanemaskEq: "%lanemask_eq", SpecialLanemaskLe: "%lanemask_le", SpecialLanemaskLt: "%lanemask_lt",
	SpecialLanemaskGe: "%lanemask_ge", SpecialLanemaskGt: "%lanemask_gt",
	SpecialClock: "%clock", SpecialClockHi: "%clock_hi", SpecialClock64: "%clock64",
	SpecialPm: "%pm", SpecialPm64: "%pm_64", SpecialEnvreg: "%envreg",
	SpecialGlobaltimer: "%globaltimer", SpecialGlobaltimerLo: "%globaltimer_lo", SpecialGlobaltimerHi: "%globaltimer_hi",
	SpecialTotalSmemSize: "%total_smem_size", SpecialAggrSmemSize: "%aggr_smem_size",
	SpecialDynamicSmemSize:         "%dynamic_smem_size",
	SpecialReservedSmemOffsetBegin: "%reserved_smem_offset_begin", SpecialReservedSmemOffsetEnd: "%reserved_smem_offset_end",
	SpecialReservedSmemOffsetCap: "%reserved_smem_offset_cap", SpecialReservedSmemOffset: "%reserved_smem_offset_",
	SpecialClusterid: "%clusterid", SpecialNclusterid: "%nclusterid", SpecialClusterCtaid: "%cluster_ctaid",
	SpecialClusterNctaid: "%cluster_nctaid", SpecialClusterCtarank: "%cluster_ctarank",
	SpecialClusterNctarank: "%cluster_nctarank", SpecialIsExplicitCluster: "%is_explicit_cluster",
	SpecialCurrentGraphExec: "%current_graph_exec",
}

// String returns the special register's name as written (numbered ones
// without their number: "%envreg").
func (s Special) String() string {
	if s < numSpecials {
		return specialNames[s]
	}
	return "<badspecial>"
}

var spaceNames = [...]string{
	SpaceNone: "", SpaceReg: "reg", SpaceSReg: "sreg", SpaceGlobal: "global", SpaceConst: "const",
	SpaceShared: "shared", SpaceSharedCluster: "shared::cluster", SpaceLocal: "local",
	SpaceParam: "param", SpaceTex: "tex", SpaceGeneric: "generic",
}

// String returns the state space's name without the dot.
func (s Space) String() string {
	if int(s) < len(spaceNames) {
		return spaceNames[s]
	}
	return "<badspace>"
}
