package cubin

import (
	"fmt"

	"github.com/klauspost/compress/zstd"
)

// zstdFrame decompresses one Zstandard frame, which is how CUDA 13's
// fatbinary compresses images by default (entry flag 0x8000; nvcc's
// -compress-mode=default, size and balance). Zstandard's entropy stages
// (FSE and Huffman tables, sequence decoding) are a large, well-specified
// format, so ptxsim uses github.com/klauspost/compress/zstd, a widely used
// pure-Go decoder, rather than a hand-written one. The output must be
// exactly size bytes; the decoder's memory is bounded by it.
func zstdFrame(src []byte, size uint64) ([]byte, error) {
	d, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(max(size, 1<<16)),
		zstd.WithDecoderMaxWindow(max(size, 1<<16)))
	if err != nil {
		return nil, fmt.Errorf("zstd: %v", err)
	}
	defer d.Close()
	out, err := d.DecodeAll(src, make([]byte, 0, size))
	if err != nil {
		return nil, fmt.Errorf("zstd: %v", err)
	}
	if uint64(len(out)) != size {
		return nil, fmt.Errorf("zstd: decoded %d bytes, the entry says %d", len(out), size)
	}
	return out, nil
}
