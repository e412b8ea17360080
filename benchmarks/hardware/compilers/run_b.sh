#!/bin/bash
# Device round B of the compilers suite: what round A could not make.
#   triton_atomics: the Triton kernel failed to compile in round A (a scalar
#     pointer with a tensor value in tl.atomic_xor/or; fixed)
#   triton_mm_int8, triton_mm_f16acc, triton_attention, triton_misc: more Triton
#     (int8 and f16-accumulator tl.dot, flash attention, Philox, fp8 casts, sort)
#   hand_directives: ptxas refused round A's module (an indirect call whose
#     targets differed in .abi_preserve); hand_abi now holds .abi_preserve
# Expected time: under a minute. Writes $OUT/isa-compilers.tar.gz.
export TRITON_ONLY="atomics mm_int8 mm_f16acc attention misc"
export CASES="hand_directives hand_abi triton_atomics triton_mm_int8 triton_mm_f16acc triton_attention triton_misc"
export SASS="hand_directives hand_abi triton_atomics triton_mm_int8 triton_mm_f16acc triton_attention triton_misc"
exec bash benchmarks/hardware/compilers/run.sh
