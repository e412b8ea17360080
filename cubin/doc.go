// Package cubin is ptxsim's binary format: the assembler's output and the
// loader that decides, as the CUDA driver does, whether a binary can run on
// a device.
//
// In: a parsed module (*ptx.Module) and the architectures to build for.
// Out of Assemble: a machine image, an ELF64 relocatable object for EM_CUDA
// whose .ptxsim.prog section holds the module's resolved IR as a compact
// pre-decoded stream (not PTX text), with a symbol table, per-kernel
// attributes, initialized data with relocations, and a CRC32C checksum; or,
// for several architectures or a compute_XY (PTX) target, a fat binary that
// holds several images. docs/binary-format.md specifies both byte by byte.
//
// In: a binary's bytes and a device's compute capability. Out of Read and
// File.Select: the image CUDA's rules pick (exact machine image, else the
// newest compatible machine image, else PTX compiled at load time through a
// content-keyed cache) and its module, identical to the one assembled,
// positions included, so the engine lowers it as it would a parsed module
// and faults still point at PTX file:line:col. Decoding trusts nothing: a
// truncated, corrupt or hostile file is an error naming the problem, never
// a panic (FuzzRead guards this).
package cubin
