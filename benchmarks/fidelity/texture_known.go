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
	gapOptSpacing = "one to four 512ths off where the H200's level of detail is one 256th above ptxsim's (aniso_lod o3's log2 precision: the optimized level share 2 higher, or the ratio 4 where ptxsim reads 4.011); with the level of detail raised by 1/256 the spacing rule (probeSpacing) reads o5-o50 exactly, o1, o4, o31, o34 and o51 not"
	// aniso_probe3: trilinear blends without the optimization.
	gapTrilinearLOD = "one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"
)

var TextureGaps = []TextureGap{
	{"cubemip", "o2", 42, "tex.grad.cube: as cubegrad o1, one 256th of a level off where the direction plus the gradient rounds"},
	{"mip_grad", "o5", 42, "anisotropic filtering (max anisotropy 4): one 256th of a level low where the footprint area has more than 8 significant bits (log2 precision)"},
	{"mip_grad", "o6", 40, "anisotropic filtering (max anisotropy 16): as o5"},
	{"mip_grad", "o7", 56, "skewed gradients: the major-axis estimate (gradMajor) is one or two 256ths of a level high in 56 of 2048 random pairs (arithmetic precision)"},
	{"mip_grad", "o8", 110, "skewed gradients with anisotropy 16: the minor axis' log2 precision (as o5)"},
	{"grad2d", "o1", 57, "2D gradient pairs without anisotropy: one or two 256ths of a level off at table-step boundaries (gradMajor's arithmetic precision)"},
	{"grad2d", "o2", 151, "2D gradient pairs, max anisotropy 2: as o1, plus the log2 precision of the minor axis (doubled by the trilinear optimization)"},
	{"grad2d", "o3", 169, "2D gradient pairs, max anisotropy 4: as o2"},
	{"grad2d", "o4", 159, "2D gradient pairs, max anisotropy 16: as o2"},
	{"grad3d", "o1", 23, "3D gradient pairs: one 256th of a level off at table-step boundaries (as grad2d o1)"},
	{"aniso_lod", "o3", 143, "isotropic gradients, max anisotropy 2: the unit's log2 of the footprint area is finer than the 256-entry table (log2|det| - log2 major is one 256th off before the trilinear optimization)"},
	{"aniso_lod", "o6", 143, "isotropic gradients, max anisotropy 3: as o3"},
	{"aniso_lod", "o9", 124, "isotropic gradients, max anisotropy 4: as o3"},
	{"aniso_lod", "o12", 105, "isotropic gradients, max anisotropy 8: as o3"},
	{"aniso_lod", "o15", 105, "isotropic gradients, max anisotropy 16: as o3"},
	{"aniso_lod", "o18", 209, "isotropic gradients, max anisotropy 16 without the trilinear optimization: as o3"},
	{"cubegrad2", "o1", 107, "tex.grad.cube over a grid of directions on two faces: one or two 256ths off (83 of the 107 where neither gradient leaves the face) where the direction plus the gradient rounds in float32, as cubegrad o1; the edge crossings themselves (the sum terms of the major axis dropped) are exact"},
	{"cubegrad", "o1", 112, "tex.grad.cube off the face centre: one or two 256ths low where the face coordinate plus the gradient rounds down in float32 (sc = 0.1 with 1 to 1.19 texels; the rounding of the direction plus the gradient is only partly reproduced: memsys/texture cubeGrad)"},
	{"aniso_probe", "o11", 107, "anisotropic probes along a diagonal major axis (ratio 4 at 45 degrees, read as 3.61 from the norm estimates): one to six 1024ths off around the probes (as aniso_probe3 o88-o136)"},
	{"aniso_rand", "o1", 1656, "anisotropic filtering of random f32 data (random axes, angles, minor axes 0.5-3 texels, max anisotropy 16): mean absolute error 0.0034 (0.0097 before session 6, 0.11 with one probe): the diagonal axes (aniso_probe3 o88-o136), the spacing under the trilinear optimization (aniso_probe2 o32) and the level of detail's log2 precision"},
	{"aniso_rand", "o2", 1560, "anisotropic filtering of random f32 data, max anisotropy 4: as o1 (mean absolute error 0.0023, 0.010 before session 6)"},
	{"aniso_rand", "o3", 6595, "anisotropic filtering of random u8x4 data read as normalized floats: as o1 (mean absolute error 0.0033, 0.0097 before session 6)"},
	{"aniso_probe3", "o3", 96, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(2/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o7", 48, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(4/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o8", 83, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(4/8), level-1 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o9", 48, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(5/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o10", 74, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(5/8), level-1 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o11", 48, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(6/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o12", 103, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(6/8), level-1 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o21", 48, "probes under a trilinear blend without the optimization (ratio 3, minor axis 2^(4/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o22", 110, "probes under a trilinear blend without the optimization (ratio 3, minor axis 2^(4/8), level-1 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o27", 48, "probes under a trilinear blend without the optimization (ratio 3, minor axis 2^(7/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o28", 112, "probes under a trilinear blend without the optimization (ratio 3, minor axis 2^(7/8), level-1 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o33", 106, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(3/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o35", 96, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(4/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o36", 115, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(4/8), level-1 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o37", 96, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(5/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o38", 114, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(5/8), level-1 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o39", 96, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(6/8), level-0 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o40", 112, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(6/8), level-1 impulse): " + gapTrilinearLOD},
	{"aniso_probe3", "o88", 53, "diagonal major axis (ratio 2 at 1 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o89", 124, "diagonal major axis (ratio 2 at 2 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o90", 66, "diagonal major axis (ratio 2 at 3 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o91", 96, "diagonal major axis (ratio 2 at 4 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o92", 70, "diagonal major axis (ratio 2 at 5 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o93", 98, "diagonal major axis (ratio 2 at 6 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o94", 57, "diagonal major axis (ratio 2 at 7 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o95", 81, "diagonal major axis (ratio 2 at 8 pi/32): " + gapDiagonal},
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
	{"aniso_probe3", "o112", 107, "diagonal major axis (ratio 4 at 8 pi/32): " + gapDiagonal},
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
	{"aniso_probe3", "o129", 197, "diagonal major axis (ratio 8 at 8 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o130", 267, "diagonal major axis (ratio 8 at 9 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o131", 324, "diagonal major axis (ratio 8 at 10 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o132", 324, "diagonal major axis (ratio 8 at 11 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o133", 360, "diagonal major axis (ratio 8 at 12 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o134", 282, "diagonal major axis (ratio 8 at 13 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o135", 354, "diagonal major axis (ratio 8 at 14 pi/32): " + gapDiagonal},
	{"aniso_probe3", "o136", 240, "diagonal major axis (ratio 8 at 15 pi/32): " + gapDiagonal},
	{"aniso_probe4", "o1", 62, "probes under the trilinear optimization (max anisotropy 16, ratio 2, minor axis 2^(1/16)): " + gapOptSpacing},
	{"aniso_probe4", "o4", 62, "probes under the trilinear optimization (max anisotropy 16, ratio 2, minor axis 2^(4/16)): " + gapOptSpacing},
	{"aniso_probe4", "o5", 41, "probes under the trilinear optimization (max anisotropy 16, ratio 2, minor axis 2^(5/16)): " + gapOptSpacing},
	{"aniso_probe4", "o7", 37, "probes under the trilinear optimization (max anisotropy 16, ratio 2, minor axis 2^(7/16)): " + gapOptSpacing},
	{"aniso_probe4", "o8", 47, "probes under the trilinear optimization (max anisotropy 16, ratio 2, minor axis 2^(8/16)): " + gapOptSpacing},
	{"aniso_probe4", "o10", 48, "probes under the trilinear optimization (max anisotropy 16, ratio 2, minor axis 2^(10/16)): " + gapOptSpacing},
	{"aniso_probe4", "o12", 48, "probes under the trilinear optimization (max anisotropy 16, ratio 2, minor axis 2^(12/16)): " + gapOptSpacing},
	{"aniso_probe4", "o18", 96, "probes under the trilinear optimization (max anisotropy 16, ratio 4, minor axis 2^(3/16)): " + gapOptSpacing},
	{"aniso_probe4", "o20", 48, "probes under the trilinear optimization (max anisotropy 16, ratio 4, minor axis 2^(5/16)): " + gapOptSpacing},
	{"aniso_probe4", "o22", 115, "probes under the trilinear optimization (max anisotropy 16, ratio 4, minor axis 2^(7/16)): " + gapOptSpacing},
	{"aniso_probe4", "o23", 112, "probes under the trilinear optimization (max anisotropy 16, ratio 4, minor axis 2^(8/16)): " + gapOptSpacing},
	{"aniso_probe4", "o25", 112, "probes under the trilinear optimization (max anisotropy 16, ratio 4, minor axis 2^(10/16)): " + gapOptSpacing},
	{"aniso_probe4", "o27", 96, "probes under the trilinear optimization (max anisotropy 16, ratio 4, minor axis 2^(12/16)): " + gapOptSpacing},
	{"aniso_probe4", "o31", 62, "probes under the trilinear optimization (max anisotropy 4, ratio 2, minor axis 2^(1/16)): " + gapOptSpacing},
	{"aniso_probe4", "o34", 57, "probes under the trilinear optimization (max anisotropy 4, ratio 2, minor axis 2^(4/16)): " + gapOptSpacing},
	{"aniso_probe4", "o35", 45, "probes under the trilinear optimization (max anisotropy 4, ratio 2, minor axis 2^(5/16)): " + gapOptSpacing},
	{"aniso_probe4", "o37", 39, "probes under the trilinear optimization (max anisotropy 4, ratio 2, minor axis 2^(7/16)): " + gapOptSpacing},
	{"aniso_probe4", "o38", 55, "probes under the trilinear optimization (max anisotropy 4, ratio 2, minor axis 2^(8/16)): " + gapOptSpacing},
	{"aniso_probe4", "o40", 46, "probes under the trilinear optimization (max anisotropy 4, ratio 2, minor axis 2^(10/16)): " + gapOptSpacing},
	{"aniso_probe4", "o42", 52, "probes under the trilinear optimization (max anisotropy 4, ratio 2, minor axis 2^(12/16)): " + gapOptSpacing},
	{"aniso_probe4", "o50", 52, "probes under the trilinear optimization (max anisotropy 4, ratio 4, minor axis 2^(5/16)): " + gapOptSpacing},
	{"aniso_probe4", "o51", 69, "probes under the trilinear optimization (max anisotropy 4, ratio 4, minor axis 2^(6/16)): " + gapOptSpacing},
	{"aniso_rand2", "o1", 1579, "anisotropic filtering of fresh random data (round B), max anisotropy 16: mean absolute error 0.0023 (0.0072 before session 6): the diagonal axes, the spacing under the optimization and the level of detail's precision"},
	{"aniso_rand2", "o2", 1669, "anisotropic filtering of fresh random data (round B), max anisotropy 8 without the trilinear optimization: mean absolute error 0.0022 (0.0051 before): the diagonal axes, the spacing under the optimization and the level of detail's precision"},
	{"aniso_rand2", "o3", 1530, "anisotropic filtering of fresh random data (round B), max anisotropy 4: mean absolute error 0.0018 (0.0086 before): the diagonal axes, the spacing under the optimization and the level of detail's precision"},
	{"aniso_rand2", "o4", 1516, "anisotropic filtering of fresh random data (round B), max anisotropy 2: mean absolute error 0.0013 (0.0067 before): the diagonal axes, the spacing under the optimization and the level of detail's precision"},
	{"aniso_rand2", "o5", 6292, "anisotropic filtering of fresh random data (round B), u8x4 read as normalized floats, max anisotropy 16: mean absolute error 0.0023 (0.0076 before): the diagonal axes, the spacing under the optimization and the level of detail's precision"},
	{"aniso_rand2", "o6", 105, "fresh random data (round B), tex.grad.1d, max anisotropy 16: mean absolute error 0.00022, largest 0.0051 (0.16 before: no probes); the rest of the level of detail's precision"},
	{"aniso_rand2", "o7", 920, "fresh random data (round B), tex.grad.cube, max anisotropy 16: mean absolute error 0.0027, median 0.0014, largest 0.028 (0.019 and 0.51 before session 7: a gradient whose end point leaves the face takes no probes on the H200, 77 of those 92 samples now exact); 47 samples off by more than 0.01, none of them crossing an edge: the diagonal probe directions and the level of detail"},
	{"lod_sweep", "o3", 600, "LOD arithmetic, max anisotropy 16 without the trilinear optimization, dPdx = (M, 0), dPdy = (0, 1.5), M over [4, 8): the H200 moves between 149, 150 and 151 with M's bits below the 8 the model's log2 table reads (changes at the middle of each table step); no difference of one log2 of the area and one of the major axis (at 12 bits) fits (docs/RATIONALE.md, session 6)"},
	{"lod_sweep", "o4", 894, "LOD arithmetic: a grid of major axes 4 (1 + i/256) by minor axes 1 + j/16: the H200 reads 0 to 2 256ths below the table value of the exact minor axis and outside the table's values (21, 134): as o3"},
	{"lod_sweep", "o5", 1248, "LOD arithmetic: isotropic gradients over [1, 2) step 2^-12 (each group of 4 equal: the gradients truncated to 10 bits): as aniso_lod o18"},
	{"lod_sweep", "o6", 238, "LOD arithmetic: the grad2d pairs without the trilinear optimization: as o3, and gradMajor's precision (grad2d o1)"},
	{"lod_sweep", "o7", 347, "LOD arithmetic: random pairs without the trilinear optimization: as o6"},
	{"lod_sweep", "o8", 84, "vector norm, one gradient (2, y), y over [0, 2) step 2^-11, no anisotropy: the H200's norm is up to one 2^-10 above max + 11/32 min truncated to 12 bits (not truncated there; 14 bits rounded gives 44)"},
	{"lod_sweep", "o9", 288, "parallel gradients (2, 0) and (y, 0), no anisotropy: the 11/16 (M + m) term one table step off in 288 of 4096 (gradMajor's precision)"},
	{"lod_sweep", "o10", 60, "orthogonal and 45-degree second gradients, no anisotropy: gradMajor's precision (as grad2d o1)"},
	{"lod_sweep", "o11", 57, "the grad2d pairs without anisotropy: the same 57 samples as grad2d o1"},
	{"cube_edge", "o1", 828, "tex.grad.cube across a face edge: where the direction plus the gradient leaves the face at 0.8 (direction (0.8, b, 1)), the H200's length is 0.1-0.5% shorter than the unfolded distance (1 - 1/w beyond the edge): one or two 256ths low in 812 of the 3680 crossing samples from 0.8; from 0 and 0.5 (gradients up to 2) 16 of 8192 off"},
	{"lod_rand", "o1", 224, "random 2D gradient pairs (components +-2^[-1, 4] texels), no anisotropy: one or two 256ths off where gradMajor's precision decides (as grad2d o1)"},
	{"lod_rand", "o2", 258, "random 2D gradient pairs, max anisotropy 4: as o1 plus the anisotropic LOD arithmetic (lod_sweep o3)"},
	{"lod_rand", "o3", 312, "random 2D gradient pairs, max anisotropy 16: as o2"},
	{"lod_rand", "o4", 612, "random 2D gradient pairs, max anisotropy 16 without the trilinear optimization (fractions unsquashed, so more of them show): as o2"},
	{"lod_rand", "o5", 704, "random cube directions and gradients (up to 1.2, half with a second gradient): the 398 more than two 256ths off are exactly those where v + g lies behind the plane of the major axis (its major component changes sign: the H200 reads longer, how it measures such a path is not known); the rest one or two 256ths, across edges and corners (250) and inside a face (57, rounding); main's model (sum terms always) 1179"},
}

// TextureByDesign are cases where ptxsim deliberately differs from the
// H200: it reports a fault where the GPU silently does something undefined.
var TextureByDesign = map[string]string{
	"bad_sust_tex": "a surface store through a texture object's handle: the H200 writes the array (the handles share one descriptor pool); ptxsim faults, since CUDA makes no surface of an array without the surface flag",
}
