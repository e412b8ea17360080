"""Session-4 cases of isa-hw (issue #10): 4D/5D interleaved tensor maps
(which box the H200 moves; tma_il16_4d alone did not fix the rule). Same
harness as gen_tensor.round6: each load expects more bytes than any rule
gives, so its bounded wait times out and the whole transfer has landed
when shared memory is read out. Tensors are random bytes followed by guard
bytes, so every 16-byte slice in the output names where it came from."""
import random

from gen_common import Case, ptr, rand_bytes
from gen_tensor import SM, tmap, args


def interleave45():
    rng = random.Random(4705)
    big = 65536
    g4 = rand_bytes(rng, 8192)  # 4D: 8x16x4x4 f16 = 4096 bytes, guard after
    g5 = rand_bytes(rng, 8192)  # 5D: 8x8x4x2x4 f16 = 4096 bytes, guard after

    def one(name, note, buf, data, kernel, tm, crd):
        c = Case(name, "tensor_tile.ptx", note)
        c.buf_init(buf, data)
        c.buf_fill("out", SM + 16, "u32")
        c.launch(kernel, [tm, ptr("out")] + args(crd, big))
        c.write()
    for name, box, crd in (("a", [8, 2, 3, 2], (0, 2, 1, 0)), ("b", [8, 4, 2, 3], (0, 1, 0, 1)),
                           ("c", [16, 1, 2, 2], (0, 0, 1, 1)), ("d", [8, 1, 1, 2], (0, 5, 2, 1)),
                           ("e", [8, 3, 1, 1], (0, 6, 3, 2)), ("f", [24, 2, 1, 1], (0, 0, 0, 0))):
        one("tma_il4_" + name, "4D f16 load, 16B interleave, box %s at %s" % (box, crd), "g", g4, "tma_load_4d",
            tmap("g", "f16", [8, 16, 4, 4], [16, 256, 1024], box, interleave="16B"), crd)
    for name, box, crd in (("a", [8, 2, 2, 2, 2], (0, 1, 1, 0, 1)), ("b", [8, 1, 3, 1, 2], (0, 3, 0, 1, 2))):
        one("tma_il5_" + name, "5D f16 load, 16B interleave, box %s at %s" % (box, crd), "g", g5, "tma_load_5d",
            tmap("g", "f16", [8, 8, 4, 2, 4], [16, 128, 512, 1024], box, interleave="16B"), crd)


def generate():
    interleave45()


if __name__ == "__main__":
    generate()
