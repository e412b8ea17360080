package ptxsim

import (
	"fmt"

	"github.com/ptxsim/ptxsim/sm"
)

// TensorMap is a CUtensorMap: 128 opaque bytes, passed to a kernel by value
// (ArgTensorMap) or copied to device memory. ptxsim's encoding is its own
// (docs/binary-format.md, "Tensor maps"); cp.async.bulk.tensor,
// tensormap.replace and prefetch.tensormap read it.
type TensorMap [sm.TensorMapBytes]byte

// Tensor map element types, numbered as CUtensorMapDataType.
const (
	TensorMapUint8 = iota
	TensorMapUint16
	TensorMapUint32
	TensorMapInt32
	TensorMapUint64
	TensorMapInt64
	TensorMapFloat16
	TensorMapFloat32
	TensorMapFloat64
	TensorMapBFloat16
	TensorMapFloat32FTZ
	TensorMapTFloat32
	TensorMapTFloat32FTZ
)

// Interleave, swizzle, L2 promotion and out-of-bounds fill modes, numbered
// as the CUDA driver's enums.
const (
	TensorMapInterleaveNone, TensorMapInterleave16B, TensorMapInterleave32B              = 0, 1, 2
	TensorMapSwizzleNone, TensorMapSwizzle32B, TensorMapSwizzle64B, TensorMapSwizzle128B = 0, 1, 2, 3
	TensorMapL2None, TensorMapL2_64B, TensorMapL2_128B, TensorMapL2_256B                 = 0, 1, 2, 3
	TensorMapFillNone, TensorMapFillNaN                                                  = 0, 1
)

// EncodeTensorMapTiled is cuTensorMapEncodeTiled: a tiled tensor map of
// rank dimensions (dims[0] innermost) over device memory at addr, with
// strides[i] the bytes between consecutive indices of dimension i+1, a box
// of box[i] elements, traversal strides elemStrides[i] (nil: all 1) and
// the interleave, swizzle, L2 promotion and fill modes. Errors follow the
// driver's rules (alignment, ranges, box against the swizzle span).
func EncodeTensorMapTiled(dtype, rank int, addr uint64, dims, strides []uint64, box, elemStrides []uint32,
	interleave, swizzle, l2Promotion, oobFill int) (TensorMap, error) {
	t, err := tensorMapCommon(dtype, rank, addr, dims, strides, elemStrides, interleave, swizzle, l2Promotion, oobFill)
	if err != nil {
		return TensorMap{}, err
	}
	if len(box) != rank {
		return TensorMap{}, fmt.Errorf("tensor map of rank %d needs %d box dimensions, got %d", rank, rank, len(box))
	}
	copy(t.Box[:], box)
	return finishTensorMap(t)
}

// EncodeTensorMapIm2col is cuTensorMapEncodeIm2col: rank 3 to 5 (NWC,
// NHWC, NDHWC with dims[0] = C), the pixel box corners per spatial
// dimension (rank-2 values each), channels per pixel and pixels per
// column.
func EncodeTensorMapIm2col(dtype, rank int, addr uint64, dims, strides []uint64, lower, upper []int32,
	channels, pixels uint32, elemStrides []uint32, interleave, swizzle, l2Promotion, oobFill int) (TensorMap, error) {
	t, err := tensorMapCommon(dtype, rank, addr, dims, strides, elemStrides, interleave, swizzle, l2Promotion, oobFill)
	if err != nil {
		return TensorMap{}, err
	}
	if rank < 3 || len(lower) != rank-2 || len(upper) != rank-2 {
		return TensorMap{}, fmt.Errorf("im2col tensor map of rank %d needs rank 3..5 and %d corner values each", rank, rank-2)
	}
	lim := [6]int32{3: 1 << 15, 4: 1 << 7, 5: 1 << 4}[rank]
	for i := range lower {
		if lower[i] < -lim || lower[i] >= lim || upper[i] < -lim || upper[i] >= lim {
			return TensorMap{}, fmt.Errorf("im2col corners of rank %d must lie in [%d, %d)", rank, -lim, lim)
		}
		t.Lower[i], t.Upper[i] = lower[i], upper[i]
	}
	t.Im2col, t.Channels, t.Pixels = true, channels, pixels
	return finishTensorMap(t)
}

func tensorMapCommon(dtype, rank int, addr uint64, dims, strides []uint64, elemStrides []uint32,
	interleave, swizzle, l2Promotion, oobFill int) (*sm.TensorMap, error) {
	if rank < 1 || rank > 5 {
		return nil, fmt.Errorf("tensor map rank %d is outside 1..5", rank)
	}
	if len(dims) != rank || len(strides) != rank-1 {
		return nil, fmt.Errorf("tensor map of rank %d needs %d dimensions and %d strides, got %d and %d", rank, rank, rank-1, len(dims), len(strides))
	}
	t := &sm.TensorMap{Rank: rank, DType: dtype, Addr: addr, Interleave: interleave, Swizzle: swizzle,
		L2Promotion: l2Promotion, OOBFill: oobFill}
	copy(t.Dims[:], dims)
	copy(t.Strides[1:], strides)
	for i := 0; i < rank; i++ {
		t.ElemStrides[i] = 1
		if elemStrides != nil {
			if len(elemStrides) != rank {
				return nil, fmt.Errorf("tensor map of rank %d needs %d element strides, got %d", rank, rank, len(elemStrides))
			}
			t.ElemStrides[i] = elemStrides[i]
		}
	}
	return t, nil
}

func finishTensorMap(t *sm.TensorMap) (TensorMap, error) {
	if err := t.Validate(); err != nil {
		return TensorMap{}, err
	}
	return TensorMap(t.Encode()), nil
}

// ArgTensorMap passes a tensor map by value (a .param .align 64 .b8 [128]).
func ArgTensorMap(t TensorMap) ParamValue {
	b := make([]byte, len(t))
	copy(b, t[:])
	return ParamValue{b, 64}
}
