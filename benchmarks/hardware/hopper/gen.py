#!/usr/bin/env python3
"""Writes every Hopper case (testdata/hopper/ptx and testdata/hopper/cases):
python3 benchmarks/hardware/hopper/gen.py. Inputs are made from fixed seeds,
so running it again gives the same bytes."""
import gen_async
import gen_mma
import gen_proof
import gen_tensor
import gen_wgmma

if __name__ == "__main__":
    gen_wgmma.generate()
    gen_mma.generate()
    gen_async.generate()
    gen_tensor.generate()
    gen_proof.generate()
    gen_tensor.round3()
    gen_tensor.round4()
    gen_tensor.round6()
