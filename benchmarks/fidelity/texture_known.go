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
	{"aniso_probe", "o11", 76, "anisotropic probes along a diagonal major axis (ratio 4, read as 3.61 from the norm estimates: 4 probes of 114, 142, 142, 114 of 512, one texel apart): one to four 1024ths off in 76 samples (the probe positions off the texel grid, or the weights)"},
	{"cubegrad", "o1", 112, "tex.grad.cube off the face centre: one or two 256ths low where the face coordinate plus the gradient rounds down in float32 (sc = 0.1 with 1 to 1.19 texels; the rounding of the direction plus the gradient is only partly reproduced: memsys/texture cubeGrad)"}, {"aniso_probe2", "o13", 126, "anisotropic probes, ratio 2.25: the end probes weigh one 512th more than the cell rule (29 where 512*0.125/2.25 = 28.4; 2.125-3.75 read 15, 29, 52, 70, 85, 99, 110, 120: neither floor, round nor ceil of the cell share)"},
	{"aniso_probe2", "o32", 362, "anisotropic probes under a trilinear blend (minor axis 1.25, ratio 3): the H200 rounds the level share into each probe's weights (results in whole 1024ths); ptxsim scales them exactly"},
	{"aniso_probe2", "o33", 408, "anisotropic probes under a trilinear blend (minor axis 1.25, ratio 4): as o32"},
	{"aniso_probe2", "o35", 364, "anisotropic probes beyond max anisotropy 4 (ratio 5: 4 probes 1.25 texels apart, level fraction): spacing and level share not exact"},
	{"aniso_probe2", "o36", 426, "anisotropic probes beyond max anisotropy 4 (ratio 6): as o35"},
	{"aniso_probe2", "o38", 683, "anisotropic probes beyond max anisotropy 8 (ratio 10): as o35"},
	{"aniso_probe2", "o40", 226, "anisotropic probes beyond max anisotropy 2 (ratio 3): as o35"},
	{"aniso_probe2", "o41", 1536, "anisotropic probes on level 1 under a blend (ratio 24, max anisotropy 16): every sample off (the level share rounded into the probe weights, as o32)"},
	{"cubegrad2", "o1", 107, "tex.grad.cube over a grid of directions on two faces: one or two 256ths off (83 of the 107 where neither gradient leaves the face) where the direction plus the gradient rounds in float32, as cubegrad o1; the edge crossings themselves (the sum terms of the major axis dropped) are exact"},
	{"aniso_rand", "o1", 1975, "anisotropic filtering of random f32 data (random axes, angles, minor axes 0.5-3 texels, max anisotropy 16): mean absolute error 0.0097 (0.11 with one probe), the rest of the error from the trilinear probes, the spacing beyond the probe limit and diagonal axes (aniso_probe2 o32-o41, aniso_probe o11)"},
	{"aniso_rand", "o2", 2017, "anisotropic filtering of random f32 data, max anisotropy 4: as o1 (mean absolute error 0.010, 0.092 with one probe)"},
	{"aniso_rand", "o3", 7950, "anisotropic filtering of random u8x4 data read as normalized floats: as o1 (mean absolute error 0.0097, 0.11 with one probe; how the probes' integer sums round is not measured apart)"},
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
