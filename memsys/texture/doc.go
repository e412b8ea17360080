// Package texture is the texture unit: CUDA arrays and their layout,
// texture and surface descriptors as cudaCreateTextureObject and
// cudaCreateSurfaceObject validate them, and what the texture and surface
// instructions compute from them: coordinate normalization, address modes,
// point and linear filtering with the hardware's fixed-point weights,
// mipmap level selection, cubemap projection, gathers, format conversions,
// surface addressing with its clamp modes, formatted stores, reductions
// and the txq/suq queries.
//
// In: a descriptor (Texture, Surface), the bytes of the memory it reads
// (an array's levels, a linear range) and one lane's request (Lookup,
// SurfAccess). Out: the four result words, or the byte offset of a surface
// access. The package holds no device state: package sm keeps the objects
// by handle and runs the instructions lane by lane; the root package's
// array and texture API builds the descriptors. The arithmetic follows
// what an NVIDIA H200 returns (testdata/textures, measured by
// benchmarks/hardware/textures); docs/RATIONALE.md records how the model
// was derived.
package texture
