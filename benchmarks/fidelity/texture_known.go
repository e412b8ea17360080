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
	{"cubegrad2", "o1", 575, "tex.grad.cube over a grid of directions on two faces: where a direction plus a gradient of 0.35-1.3 leaves the face across the s edge and the other gradient is along t, ptxsim reads the unfolded length where the H200 reads about the undistorted one in the samples looked at (up to 0.4 level high), plus the rounding drops of cubegrad o1"},
	{"cubegrad", "o1", 112, "tex.grad.cube off the face centre: one or two 256ths low where the face coordinate plus the gradient rounds down in float32 (sc = 0.1 with 1 to 1.19 texels; the rounding of the direction plus the gradient is only partly reproduced: memsys/texture cubeGrad)"},
	{"aniso_probe", "o11", 107, "anisotropic probes along a diagonal major axis (ratio 4 at 45 degrees, read as 3.61 from the norm estimates): one to six 1024ths off around the probes (as aniso_probe3 o88-o136)"},
	{"aniso_probe2", "o32", 140, "anisotropic probes under a trilinear blend with the optimization (minor axis 1.25, ratio 3): the H200 spaces the probes 1.0937 texels apart (fitted: 1.0925-1.0949) where 2^lod' (lod' = 36/256 after the optimization) gives 1.1025; weights and level shares exact"},
	{"aniso_probe2", "o33", 237, "anisotropic probes under a trilinear blend with the optimization (minor axis 1.25, ratio 4): the spacing, as o32"},
	{"aniso_probe2", "o35", 188, "anisotropic probes beyond max anisotropy 4 with the optimization (ratio 5, lod' 50/256): spacing 1.1393-1.1418 on the H200 where 2^lod' = 1.1451, as o32"},
	{"aniso_probe2", "o36", 68, "anisotropic probes beyond max anisotropy 4 with the optimization (ratio 6, lod' 168/256): spacing 1.5768-1.5793 on the H200 where 2^lod' = 1.5757, as o32"},
	{"aniso_probe2", "o38", 86, "anisotropic probes beyond max anisotropy 8 with the optimization (ratio 10): spacing 1.1088-1.1099 and a level share one 256th larger than ptxsim's, as o32"},
	{"aniso_probe2", "o41", 1530, "the coarser level of a blend under a long footprint (ratio 24, max anisotropy 16, level-1 impulse): the H200's response is flat at 40-41/1024 and reaches further out; ptxsim's (14 probes one level-1 texel apart, cells of level-1 texels) is flat at 42-44 (aniso_rand2's wide sweeps measure it)"},
	{"aniso_rand", "o1", 1862, "anisotropic filtering of random f32 data (random axes, angles, minor axes 0.5-3 texels, max anisotropy 16): mean absolute error 0.0052 (0.0097 before session 6, 0.11 with one probe): the diagonal axes (aniso_probe3 o88-o136), the spacing under the trilinear optimization (aniso_probe2 o32) and the level of detail's log2 precision"},
	{"aniso_rand", "o2", 1915, "anisotropic filtering of random f32 data, max anisotropy 4: as o1 (mean absolute error 0.0039, 0.010 before session 6)"},
	{"aniso_rand", "o3", 7605, "anisotropic filtering of random u8x4 data read as normalized floats: as o1 (mean absolute error 0.0051, 0.0097 before session 6)"},
	{"aniso_probe3", "o3", 96, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(2/8), level-0 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o7", 48, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(4/8), level-0 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o8", 83, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(4/8), level-1 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o9", 52, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(5/8), level-0 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o10", 74, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(5/8), level-1 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o11", 50, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(6/8), level-0 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o12", 103, "probes under a trilinear blend without the optimization (ratio 2, minor axis 2^(6/8), level-1 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o21", 79, "probes under a trilinear blend without the optimization (ratio 3, minor axis 2^(4/8), level-0 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o22", 110, "probes under a trilinear blend without the optimization (ratio 3, minor axis 2^(4/8), level-1 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o23", 32, "probes under a trilinear blend without the optimization (ratio 3, minor axis 2^(5/8), level-0 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o27", 48, "probes under a trilinear blend without the optimization (ratio 3, minor axis 2^(7/8), level-0 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o28", 112, "probes under a trilinear blend without the optimization (ratio 3, minor axis 2^(7/8), level-1 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o29", 64, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(1/8), level-0 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o31", 96, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(2/8), level-0 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o33", 106, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(3/8), level-0 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o35", 142, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(4/8), level-0 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o36", 115, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(4/8), level-1 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o37", 220, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(5/8), level-0 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o38", 114, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(5/8), level-1 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o39", 152, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(6/8), level-0 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o40", 112, "probes under a trilinear blend without the optimization (ratio 4, minor axis 2^(6/8), level-1 impulse): one to four 1024ths off (in o3, o7 and o8, the two looked at closely, the level of detail's log2 is a 256th off the H200's, the precision of aniso_lod o3, and moves the level share or the ratio)"},
	{"aniso_probe3", "o83", 65, "beyond the probe limit without the optimization (max anisotropy 4, ratio 5): one 1024th off (the level of detail's log2 precision, as aniso_lod o3)"},
	{"aniso_probe3", "o88", 53, "diagonal major axis (ratio 2 at 1 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o89", 124, "diagonal major axis (ratio 2 at 2 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o90", 66, "diagonal major axis (ratio 2 at 3 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o91", 96, "diagonal major axis (ratio 2 at 4 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o92", 70, "diagonal major axis (ratio 2 at 5 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o93", 98, "diagonal major axis (ratio 2 at 6 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o94", 57, "diagonal major axis (ratio 2 at 7 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o95", 81, "diagonal major axis (ratio 2 at 8 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o96", 57, "diagonal major axis (ratio 2 at 9 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o97", 116, "diagonal major axis (ratio 2 at 10 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o98", 92, "diagonal major axis (ratio 2 at 11 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o99", 112, "diagonal major axis (ratio 2 at 12 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o100", 74, "diagonal major axis (ratio 2 at 13 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o101", 82, "diagonal major axis (ratio 2 at 14 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o102", 76, "diagonal major axis (ratio 2 at 15 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o105", 129, "diagonal major axis (ratio 4 at 1 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o106", 210, "diagonal major axis (ratio 4 at 2 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o107", 160, "diagonal major axis (ratio 4 at 3 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o108", 210, "diagonal major axis (ratio 4 at 4 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o109", 188, "diagonal major axis (ratio 4 at 5 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o110", 202, "diagonal major axis (ratio 4 at 6 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o111", 119, "diagonal major axis (ratio 4 at 7 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o112", 107, "diagonal major axis (ratio 4 at 8 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o113", 119, "diagonal major axis (ratio 4 at 9 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o114", 194, "diagonal major axis (ratio 4 at 10 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o115", 188, "diagonal major axis (ratio 4 at 11 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o116", 210, "diagonal major axis (ratio 4 at 12 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o117", 148, "diagonal major axis (ratio 4 at 13 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o118", 200, "diagonal major axis (ratio 4 at 14 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o119", 130, "diagonal major axis (ratio 4 at 15 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o122", 244, "diagonal major axis (ratio 8 at 1 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o123", 356, "diagonal major axis (ratio 8 at 2 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o124", 310, "diagonal major axis (ratio 8 at 3 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o125", 360, "diagonal major axis (ratio 8 at 4 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o126", 349, "diagonal major axis (ratio 8 at 5 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o127", 344, "diagonal major axis (ratio 8 at 6 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o128", 267, "diagonal major axis (ratio 8 at 7 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o129", 197, "diagonal major axis (ratio 8 at 8 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o130", 267, "diagonal major axis (ratio 8 at 9 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o131", 324, "diagonal major axis (ratio 8 at 10 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o132", 324, "diagonal major axis (ratio 8 at 11 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o133", 360, "diagonal major axis (ratio 8 at 12 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o134", 282, "diagonal major axis (ratio 8 at 13 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o135", 354, "diagonal major axis (ratio 8 at 14 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o136", 240, "diagonal major axis (ratio 8 at 15 pi/32): probes placed and weighted as along the axes (spacing 2^lod' along the axis, ratio from the norm estimates) read one to twenty 1024ths off around the probes; not reproduced"},
	{"aniso_probe3", "o187", 96, "u8 impulse (value 255) under ratio 3, minor axis 1.25, with the trilinear optimization: the probe spacing, as aniso_probe2 o32"},
	{"aniso_probe3", "o191", 45, "u8 impulse (value 1) under ratio 3, minor axis 1.25, with the trilinear optimization: as o187 (results within 1/4096)"},
	{"aniso_probe3", "o198", 95, "layered 2D (a2d) probes under a trilinear blend with the optimization (ratio 3, minor axis 1.25): the probe spacing, as aniso_probe2 o32"},
}

// TextureByDesign are cases where ptxsim deliberately differs from the
// H200: it reports a fault where the GPU silently does something undefined.
var TextureByDesign = map[string]string{
	"bad_sust_tex": "a surface store through a texture object's handle: the H200 writes the array (the handles share one descriptor pool); ptxsim faults, since CUDA makes no surface of an array without the surface flag",
}
