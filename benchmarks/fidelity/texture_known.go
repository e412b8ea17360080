package fidelity

// The texture suite (testdata/textures) is run by TestTextureCases; these
// lists say which of its results ptxsim knowingly does not reproduce. They
// live outside the test so that the coverage table (benchmarks/coverage)
// counts only what the test checks against the H200.

// TextureGap is a result ptxsim knowingly does not reproduce bit for bit:
// at most Words 32-bit words of one expectation differ from the H200's.
// The bound is the count measured when the gap was recorded, so the test
// still fails if the gap grows; docs/RATIONALE.md ("Textures ...") says
// what is missing.
type TextureGap struct {
	Case, Buffer string
	Words        int
	Why          string
}

// The Why of many launches of one sweep, each the same after the
// launch's parameters.
const (
	// aniso_probe3's diagonal major axes.
	gapDiagonal = "probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"
	// aniso_probe4: the spacing under the trilinear optimization.
	gapOptSpacing = "one to four 512ths off: the spacing (the H200 is within 1% of 2^lod' but off it by up to 5 256ths of the exponent, either way) and where the level of detail is a 256th off (aniso_lod o3)"
	// aniso_probe3: trilinear blends without the optimization.
	gapTrilinearLOD = "one to four 1024ths off (in o3 and o7, looked at closely, the level of detail is a 256th off the H200's, the anisotropic LOD arithmetic of lod_sweep o5, and moves the level share or the ratio)"
)

var TextureGaps = []TextureGap{
	{"cubemip", "o2", 42, "tex.grad.cube: as cubegrad o1, one 256th of a level off where the direction plus the gradient rounds"},
	{"mip_grad", "o5", 42, "anisotropic filtering (max anisotropy 4): one 256th of a level low: the anisotropic LOD arithmetic: with each product of the area rounded on the major axis' 8-bit grid (memsys/texture areaOnMajorGrid) the designed sweeps (lod_sweep o1-o4, lod_split o1-o5) are exact, but where the major axis has more than 8 significant bits the H200 reads mostly one 256th lower (lod_sweep o5)"},
	{"mip_grad", "o6", 40, "anisotropic filtering (max anisotropy 16): as o5"},
	{"mip_grad", "o7", 56, "skewed gradients: the major-axis estimate (gradMajor) is one or two 256ths of a level high in 56 of 2048 random pairs (arithmetic precision)"},
	{"mip_grad", "o8", 97, "skewed gradients with anisotropy 16: as o5 (110 before session 7)"},
	{"grad2d", "o1", 57, "2D gradient pairs without anisotropy: one or two 256ths of a level off at table-step boundaries (gradMajor's arithmetic precision)"},
	{"grad2d", "o2", 150, "2D gradient pairs, max anisotropy 2: as o1, plus the anisotropic LOD arithmetic: with each product of the area rounded on the major axis' 8-bit grid (memsys/texture areaOnMajorGrid) the designed sweeps (lod_sweep o1-o4, lod_split o1-o5) are exact, but where the major axis has more than 8 significant bits the H200 reads mostly one 256th lower (lod_sweep o5) (doubled by the trilinear optimization; 151 before session 7)"},
	{"grad2d", "o3", 164, "2D gradient pairs, max anisotropy 4: as o2 (169 before session 7)"},
	{"grad2d", "o4", 216, "2D gradient pairs, max anisotropy 16: as o2 (159 before session 7: the area rounding, exact on every designed sweep, fixes 75 of these pairs and breaks 132)"},
	{"grad3d", "o1", 23, "3D gradient pairs: one 256th of a level off at table-step boundaries (as grad2d o1)"},
	{"aniso_lod", "o3", 110, "isotropic gradients, max anisotropy 2: one 256th off before the trilinear optimization where g has more than 8 significant bits, as lod_sweep o5 (143 before session 7)"},
	{"aniso_lod", "o6", 110, "isotropic gradients, max anisotropy 3: as o3"},
	{"aniso_lod", "o9", 95, "isotropic gradients, max anisotropy 4: as o3"},
	{"aniso_lod", "o12", 82, "isotropic gradients, max anisotropy 8: as o3"},
	{"aniso_lod", "o15", 82, "isotropic gradients, max anisotropy 16: as o3"},
	{"aniso_lod", "o18", 160, "isotropic gradients, max anisotropy 16 without the trilinear optimization: as o3"},
	{"cubegrad2", "o1", 107, "tex.grad.cube over a grid of directions on two faces: one or two 256ths off (83 of the 107 where neither gradient leaves the face) where the direction plus the gradient rounds in float32, as cubegrad o1; the edge crossings themselves (the sum terms of the major axis dropped) are exact"},
	{"cubegrad", "o1", 112, "tex.grad.cube off the face centre: one or two 256ths low where the face coordinate plus the gradient rounds down in float32 (sc = 0.1 with 1 to 1.19 texels; the rounding of the direction plus the gradient is only partly reproduced: memsys/texture cubeGrad)"},
	{"aniso_probe", "o11", 97, "anisotropic probes along a diagonal major axis (ratio 4 at 45 degrees, read as 3.61 from the norm estimates): one to six 1024ths off around the probes (as aniso_probe3 o88-o136)"},
	{"aniso_probe2", "o32", 140, "anisotropic probes under a trilinear blend with the optimization (minor axis 1.25, ratio 3): the H200 spaces the probes 1.0937 texels apart (fitted: 1.0925-1.0949) where 2^lod' (lod' = 36/256 after the optimization) gives 1.1025; weights and level shares exact"},
	{"aniso_probe2", "o33", 237, "anisotropic probes under a trilinear blend with the optimization (minor axis 1.25, ratio 4): the spacing, as o32"},
	{"aniso_probe2", "o35", 188, "anisotropic probes beyond max anisotropy 4 with the optimization (ratio 5, lod' 50/256): spacing 1.1393-1.1418 on the H200 where 2^lod' = 1.1451, as o32"},
	{"aniso_probe2", "o36", 68, "anisotropic probes beyond max anisotropy 4 with the optimization (ratio 6, lod' 168/256): spacing 1.5768-1.5793 on the H200 where 2^lod' = 1.5757, as o32"},
	{"aniso_probe2", "o38", 86, "anisotropic probes beyond max anisotropy 8 with the optimization (ratio 10): spacing 1.1088-1.1099 and a level share one 256th larger than ptxsim's, as o32"},
	{"aniso_rand", "o1", 1750, "anisotropic filtering of random f32 data (random axes, angles, minor axes 0.5-3 texels, max anisotropy 16): mean absolute error 0.0034 (0.0097 before session 6, 0.11 with one probe): the diagonal axes (aniso_probe3 o88-o136), the spacing under the trilinear optimization (aniso_probe2 o32) and the level of detail's log2 precision"},
	{"aniso_rand", "o2", 1759, "anisotropic filtering of random f32 data, max anisotropy 4: as o1 (mean absolute error 0.0023, 0.010 before session 6)"},
	{"aniso_rand", "o3", 7261, "anisotropic filtering of random u8x4 data read as normalized floats: as o1 (mean absolute error 0.0033, 0.0097 before session 6)"},
	{"aniso_probe3", "o3", 96, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(2/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o7", 32, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(4/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o9", 32, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(5/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o11", 32, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(6/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o21", 75, "probes under a trilinear blend without the optimization (ratio 3, minor axis 2^(4/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o23", 32, "probes under a trilinear blend without the optimization (ratio 3, minor axis 2^(5/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o27", 17, "probes under a trilinear blend without the optimization (ratio 3, minor axis 2^(7/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o29", 64, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(1/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o31", 96, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(2/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o33", 106, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(3/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o35", 150, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(4/8), level-0 impulse): " + gapTrilinearLOD + " (142 before session 7's area rounding)"},
	{"aniso_probe3", "o37", 152, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(5/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o39", 150, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(6/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o83", 65, "beyond the probe limit without the optimization (max anisotropy 4, ratio 5): one 1024th off (the level of detail's log2 precision, as aniso_lod o3)"},
	{"aniso_probe3", "o88", 53, "diagonal major axis (ratio 2 at 1 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o89", 124, "diagonal major axis (ratio 2 at 2 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o90", 66, "diagonal major axis (ratio 2 at 3 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o91", 96, "diagonal major axis (ratio 2 at 4 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o92", 70, "diagonal major axis (ratio 2 at 5 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o93", 98, "diagonal major axis (ratio 2 at 6 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o94", 57, "diagonal major axis (ratio 2 at 7 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o95", 61, "diagonal major axis (ratio 2 at 8 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o96", 57, "diagonal major axis (ratio 2 at 9 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o97", 116, "diagonal major axis (ratio 2 at 10 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o98", 92, "diagonal major axis (ratio 2 at 11 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o99", 112, "diagonal major axis (ratio 2 at 12 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o100", 74, "diagonal major axis (ratio 2 at 13 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o101", 82, "diagonal major axis (ratio 2 at 14 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o102", 76, "diagonal major axis (ratio 2 at 15 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o105", 129, "diagonal major axis (ratio 4 at 1 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o106", 210, "diagonal major axis (ratio 4 at 2 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o107", 160, "diagonal major axis (ratio 4 at 3 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o108", 210, "diagonal major axis (ratio 4 at 4 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o109", 188, "diagonal major axis (ratio 4 at 5 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o110", 202, "diagonal major axis (ratio 4 at 6 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o111", 119, "diagonal major axis (ratio 4 at 7 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o112", 97, "diagonal major axis (ratio 4 at 8 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o113", 119, "diagonal major axis (ratio 4 at 9 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o114", 194, "diagonal major axis (ratio 4 at 10 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o115", 188, "diagonal major axis (ratio 4 at 11 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o116", 210, "diagonal major axis (ratio 4 at 12 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o117", 148, "diagonal major axis (ratio 4 at 13 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o118", 200, "diagonal major axis (ratio 4 at 14 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o119", 130, "diagonal major axis (ratio 4 at 15 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o122", 244, "diagonal major axis (ratio 8 at 1 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o123", 356, "diagonal major axis (ratio 8 at 2 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o124", 310, "diagonal major axis (ratio 8 at 3 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o125", 360, "diagonal major axis (ratio 8 at 4 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o126", 349, "diagonal major axis (ratio 8 at 5 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o127", 344, "diagonal major axis (ratio 8 at 6 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o128", 267, "diagonal major axis (ratio 8 at 7 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o129", 175, "diagonal major axis (ratio 8 at 8 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o130", 267, "diagonal major axis (ratio 8 at 9 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o131", 324, "diagonal major axis (ratio 8 at 10 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o132", 324, "diagonal major axis (ratio 8 at 11 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o133", 360, "diagonal major axis (ratio 8 at 12 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o134", 282, "diagonal major axis (ratio 8 at 13 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o135", 354, "diagonal major axis (ratio 8 at 14 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o136", 240, "diagonal major axis (ratio 8 at 15 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o187", 96, "u8 impulse (value 255) under ratio 3, minor axis 1.25, with the trilinear optimization: the probe spacing, as aniso_probe2 o32"},
	{"aniso_probe3", "o191", 45, "u8 impulse (value 1) under ratio 3, minor axis 1.25, with the trilinear optimization: as o187 (results within 1/4096)"},
	{"aniso_probe3", "o198", 95, "layered 2D (a2d) probes under a trilinear blend with the optimization (ratio 3, minor axis 1.25): the probe spacing, as aniso_probe2 o32"},
	{"aniso_probe4", "o1", 62, "probes under the trilinear optimization (max anisotropy 16, ratio 2, minor axis 2^(1/16)): " + gapOptSpacing},
	{"aniso_probe4", "o4", 62, "probes under the trilinear optimization (max anisotropy 16, ratio 2, minor axis 2^(4/16)): " + gapOptSpacing},
	{"aniso_probe4", "o8", 32, "probes under the trilinear optimization (max anisotropy 16, ratio 2, minor axis 2^(8/16)): " + gapOptSpacing},
	{"aniso_probe4", "o9", 32, "probes under the trilinear optimization (max anisotropy 16, ratio 2, minor axis 2^(9/16)): " + gapOptSpacing},
	{"aniso_probe4", "o10", 32, "probes under the trilinear optimization (max anisotropy 16, ratio 2, minor axis 2^(10/16)): " + gapOptSpacing},
	{"aniso_probe4", "o11", 8, "probes under the trilinear optimization (max anisotropy 16, ratio 2, minor axis 2^(11/16)): " + gapOptSpacing},
	{"aniso_probe4", "o20", 32, "probes under the trilinear optimization (max anisotropy 16, ratio 4, minor axis 2^(5/16)): " + gapOptSpacing},
	{"aniso_probe4", "o23", 86, "probes under the trilinear optimization (max anisotropy 16, ratio 4, minor axis 2^(8/16)): " + gapOptSpacing},
	{"aniso_probe4", "o24", 88, "probes under the trilinear optimization (max anisotropy 16, ratio 4, minor axis 2^(9/16)): " + gapOptSpacing},
	{"aniso_probe4", "o25", 86, "probes under the trilinear optimization (max anisotropy 16, ratio 4, minor axis 2^(10/16)): " + gapOptSpacing},
	{"aniso_probe4", "o26", 40, "probes under the trilinear optimization (max anisotropy 16, ratio 4, minor axis 2^(11/16)): " + gapOptSpacing},
	{"aniso_probe4", "o31", 62, "probes under the trilinear optimization (max anisotropy 4, ratio 2, minor axis 2^(1/16)): " + gapOptSpacing},
	{"aniso_probe4", "o34", 38, "probes under the trilinear optimization (max anisotropy 4, ratio 2, minor axis 2^(4/16)): " + gapOptSpacing},
	{"aniso_probe4", "o35", 44, "probes under the trilinear optimization (max anisotropy 4, ratio 2, minor axis 2^(5/16)): " + gapOptSpacing + " (39 before session 7's area rounding)"},
	{"aniso_probe4", "o40", 19, "probes under the trilinear optimization (max anisotropy 4, ratio 2, minor axis 2^(10/16)): " + gapOptSpacing},
	{"aniso_probe4", "o41", 12, "probes under the trilinear optimization (max anisotropy 4, ratio 2, minor axis 2^(11/16)): " + gapOptSpacing},
	{"aniso_probe4", "o50", 77, "probes under the trilinear optimization (max anisotropy 4, ratio 4, minor axis 2^(5/16)): " + gapOptSpacing + " (63 before session 7's area rounding)"},
	{"aniso_probe4", "o51", 69, "probes under the trilinear optimization (max anisotropy 4, ratio 4, minor axis 2^(6/16)): " + gapOptSpacing},
	{"aniso_probe4", "o52", 40, "probes under the trilinear optimization (max anisotropy 4, ratio 4, minor axis 2^(7/16)): " + gapOptSpacing},
	{"aniso_probe4", "o53", 32, "probes under the trilinear optimization (max anisotropy 4, ratio 4, minor axis 2^(8/16)): " + gapOptSpacing},
	{"aniso_probe4", "o54", 24, "probes under the trilinear optimization (max anisotropy 4, ratio 4, minor axis 2^(9/16)): " + gapOptSpacing},
	{"aniso_probe4", "o55", 75, "probes under the trilinear optimization (max anisotropy 4, ratio 4, minor axis 2^(10/16)): " + gapOptSpacing},
	{"aniso_probe4", "o57", 4, "probes under the trilinear optimization (max anisotropy 4, ratio 4, minor axis 2^(12/16)): " + gapOptSpacing},
	{"aniso_rand2", "o1", 1640, "anisotropic filtering of fresh random data (round B), max anisotropy 16: mean absolute error 0.0023 (0.0072 before session 6): the diagonal axes, the spacing under the optimization and the level of detail's precision"},
	{"aniso_rand2", "o2", 1842, "anisotropic filtering of fresh random data (round B), max anisotropy 8 without the trilinear optimization: mean absolute error 0.0022 (0.0051 before): the diagonal axes, the spacing under the optimization and the level of detail's precision"},
	{"aniso_rand2", "o3", 1654, "anisotropic filtering of fresh random data (round B), max anisotropy 4: mean absolute error 0.0018 (0.0086 before): the diagonal axes, the spacing under the optimization and the level of detail's precision"},
	{"aniso_rand2", "o4", 1618, "anisotropic filtering of fresh random data (round B), max anisotropy 2: mean absolute error 0.0013 (0.0067 before): the diagonal axes, the spacing under the optimization and the level of detail's precision"},
	{"aniso_rand2", "o5", 6913, "anisotropic filtering of fresh random data (round B), u8x4 read as normalized floats, max anisotropy 16: mean absolute error 0.0023 (0.0076 before): the diagonal axes, the spacing under the optimization and the level of detail's precision"},
	{"aniso_rand2", "o6", 220, "fresh random data (round B), tex.grad.1d, max anisotropy 16: mean absolute error 0.00022, largest 0.0051 (0.16 before: no probes); the rest of the level of detail's precision"},
	{"aniso_rand2", "o7", 999, "fresh random data (round B), tex.grad.cube, max anisotropy 16: median error 0.0018 but 136 of 1024 samples off by more than 0.01 (up to 0.51) for major axes of 4 to 16 face texels, not analysed (probes across the face edge? ptxsim clamps each probe to the face); mean 0.019 (0.097 before); 997 before session 7's area rounding"},
	{"lod_sweep", "o5", 1216, "LOD arithmetic: isotropic gradients g over [1, 2) step 2^-12 (each group of 8 equal: the gradients truncated to 10 bits): with the area rounded on the major's 8-bit grid (exact for o3 and o4) the model reads one (1080) or two (136) 256ths high, mostly where g's ninth significant bit is set, though pairs of ratio 2 and 4 of the same g are nearly exact (lod_split o7): not explained (1248 before session 7)"},
	{"lod_sweep", "o6", 285, "LOD arithmetic: the grad2d pairs without the trilinear optimization: as o5, and gradMajor's precision (grad2d o1); 238 before session 7"},
	{"lod_sweep", "o7", 413, "LOD arithmetic: random pairs without the trilinear optimization: as o6 (347 before session 7: the area rounding fixes 165 samples here and breaks 231; of the 413, 296 read one or two 256ths below the model)"},
	{"lod_sweep", "o8", 84, "vector norm, one gradient (2, y), y over [0, 2) step 2^-11, no anisotropy: the H200's norm is up to one 2^-10 above max + 11/32 min truncated to 12 bits (not truncated there; 14 bits rounded gives 44)"},
	{"lod_sweep", "o9", 288, "parallel gradients (2, 0) and (y, 0), no anisotropy: the 11/16 (M + m) term one table step off in 288 of 4096 (gradMajor's precision)"},
	{"lod_sweep", "o10", 60, "orthogonal and 45-degree second gradients, no anisotropy: gradMajor's precision (as grad2d o1)"},
	{"lod_sweep", "o11", 57, "the grad2d pairs without anisotropy: the same 57 samples as grad2d o1"},
	{"cube_edge", "o1", 828, "tex.grad.cube across a face edge: where the direction plus the gradient leaves the face at 0.8 (direction (0.8, b, 1)), the H200's length is 0.1-0.5% shorter than the unfolded distance (1 - 1/w beyond the edge): one or two 256ths low in 812 of the 3680 crossing samples from 0.8; from 0 and 0.5 (gradients up to 2) 16 of 8192 off"},
	{"lod_split", "o6", 48, "the major axis' log2 at a fixed area (dPdx = (c + t, t), dPdy = (2, 2)): one or two 256ths low, mostly where the major axis' vector norm max + 11/32 min falls in the last eighth of a table step (the H200's norm is above the truncated one, as lod_sweep o8; the area, a fixed 2c, is exact)"},
	{"lod_split", "o7", 617, "isotropic and power-of-two ratios of one length g (9 significant bits): the H200 is scale-invariant ((2g, 0)/(0, 2g) reads exactly one level above (g, 0)/(0, g)) but the isotropic pairs read one or two 256ths below the model (152 of 512, mostly where g's ninth bit is set) where the ratio-2 and ratio-4 pairs of the same g miss only 35: as lod_sweep o5, not explained"},
	{"lod_tie", "o1", 547, "a second gradient length passing the first (dPdx = (g, 0), dPdy = (0, g + k/512), k = -16..15, g 9 significant bits): the H200 reads one or two 256ths below the model in 10-15% of the samples at every k, 43 of 128 at k = 0 (the isotropic residue of lod_sweep o5; never above the model)"},
	{"lod_tie", "o2", 547, "as o1 with the lengths swapped: the same 547 samples (the H200 is symmetric in the two gradients)"},
	{"lod_tie", "o3", 446, "a shear of fixed area g^2 (dPdx = (g, 0), dPdy = (k/64, g)): one 256th below the model in about 10% at every shear, 43 of 128 unsheared, a few above from k = 18 on: as o1"},
	{"lod_tie", "o4", 152, "isotropic g over [1, 2) step 1/512 at max anisotropy 16: as lod_sweep o5 (the same 152 of 512; the isotropic level of the same g at max anisotropy 0, o5, is exact: the major's own log2 is the truncated table)"},
	{"cube_behind", "o1", 62, "cube gradients ending behind the plane of the major axis (gz = -(0.5 .. 2.49) at four directions on +z): every sample with v + g behind the plane is exact with the signed unfolding; 62 in front of it (direction (0.3, 0, 1), gz above -1) one or two 256ths off, the float32 rounding of cubegrad o1"},
	{"lod_rand", "o1", 224, "random 2D gradient pairs (components +-2^[-1, 4] texels), no anisotropy: one or two 256ths off where gradMajor's precision decides (as grad2d o1)"},
	{"lod_rand", "o2", 273, "random 2D gradient pairs, max anisotropy 4: as o1 plus the anisotropic LOD arithmetic (lod_sweep o5; 258 before session 7)"},
	{"lod_rand", "o3", 341, "random 2D gradient pairs, max anisotropy 16: as o2 (312 before session 7)"},
	{"lod_rand", "o4", 663, "random 2D gradient pairs, max anisotropy 16 without the trilinear optimization (fractions unsquashed, so more of them show): as o2 (612 before session 7: the area rounding fixes 236 and breaks 287; of the 663, 460 read one or two 256ths below the model, the isotropic residue of lod_sweep o5)"},
	{"lod_rand", "o5", 374, "random cube directions and gradients (up to 1.2, half with a second gradient): one or two 256ths off (294 with v + g in front of the plane of the major axis, across edges and corners and inside a face: the float32 rounding of cubegrad o1; 80 behind it); every sample that read more than two 256ths off (398, v + g behind the plane, 704 off before session 7) is exact with the signed unfolding (memsys/texture cubeGrad)"},
}

// TextureByDesign are cases where ptxsim deliberately differs from the
// H200: it reports a fault where the GPU silently does something undefined.
var TextureByDesign = map[string]string{
	"bad_sust_tex": "a surface store through a texture object's handle: the H200 writes the array (the handles share one descriptor pool); ptxsim faults, since CUDA makes no surface of an array without the surface flag",
}
