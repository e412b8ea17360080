package sm

import (
	"encoding/binary"
	"fmt"
)

// Tensor maps (CUtensorMap): NVIDIA keeps the 128-byte encoding opaque, so
// ptxsim defines its own (docs/binary-format.md, "Tensor maps"). Programs
// only make tensor maps on the host (EncodeTensorMap, the scripting API's
// EncodeTensorMapTiled/Im2col) and change them on the device with
// tensormap.replace, which edits this encoding field by field, so a
// program cannot tell the two encodings apart.

// Tensor-map element types, numbered as CUtensorMapDataType.
const (
	TMUint8 = iota
	TMUint16
	TMUint32
	TMInt32
	TMUint64
	TMInt64
	TMFloat16
	TMFloat32
	TMFloat64
	TMBFloat16
	TMFloat32FTZ
	TMTFloat32
	TMTFloat32FTZ
	tmTypes
)

var tmElemSize = [tmTypes]int{1, 2, 4, 4, 8, 8, 2, 4, 8, 2, 4, 4, 4}

// TMDTypeNames are the dtype names the case format and the scripting API
// use, by CUtensorMapDataType value.
var TMDTypeNames = [tmTypes]string{"u8", "u16", "u32", "s32", "u64", "s64", "f16", "f32", "f64", "bf16", "f32_ftz", "tf32", "tf32_ftz"}

// TensorMap is a decoded tensor map. Dimension 0 is the innermost
// (contiguous) one, as in cuTensorMapEncodeTiled.
type TensorMap struct {
	Im2col      bool
	Rank        int       // 1..5 (im2col: 3..5)
	DType       int       // CUtensorMapDataType
	Interleave  int       // 0 none, 1 16B, 2 32B
	Swizzle     int       // 0 none, 1 32B, 2 64B, 3 128B
	L2Promotion int       // 0 none, 1 64B, 2 128B, 3 256B (a cache hint: no functional effect)
	OOBFill     int       // 0 zeros, 1 NaN (floating-point types: out-of-bounds elements read as NaN)
	Addr        uint64    // global address of element 0
	Dims        [5]uint64 // elements per dimension
	Strides     [5]uint64 // Strides[i] (i >= 1): bytes between consecutive indices of dimension i; Strides[0] is unused
	Box         [5]uint32 // tile mode: box extent per dimension
	ElemStrides [5]uint32 // traversal stride per dimension (1..8)
	Lower       [3]int32  // im2col: pixel box lower corner per spatial dimension
	Upper       [3]int32  // im2col: pixel box upper corner per spatial dimension
	Channels    uint32    // im2col: channels per pixel
	Pixels      uint32    // im2col: pixels per column
}

// Byte offsets of ptxsim's encoding (version 1).
const (
	tmMagic     = 0x314d5450 // "PTM1"
	tmOffMode   = 4
	tmOffRank   = 5
	tmOffDType  = 6
	tmOffIntl   = 7
	tmOffSwz    = 8
	tmOffL2     = 9
	tmOffOOB    = 10
	tmOffChan   = 12 // u16
	tmOffPix    = 14 // u16
	tmOffAddr   = 16 // u64
	tmOffDims   = 24 // 5 x u32 (dim - 1)
	tmOffStride = 48 // 4 x u64: Strides[1..4]
	tmOffBox    = 80 // 5 x u16
	tmOffEStr   = 90 // 5 x u8
	tmOffLower  = 96 // 3 x i16
	tmOffUpper  = 102
	// TensorMapBytes is the size of a tensor map.
	TensorMapBytes = 128
)

// ElemSize is the bytes of one element.
func (t *TensorMap) ElemSize() int {
	if t.DType < 0 || t.DType >= tmTypes {
		return 0
	}
	return tmElemSize[t.DType]
}

// Encode writes ptxsim's 128-byte encoding.
func (t *TensorMap) Encode() [TensorMapBytes]byte {
	var b [TensorMapBytes]byte
	le := binary.LittleEndian
	le.PutUint32(b[0:], tmMagic)
	if t.Im2col {
		b[tmOffMode] = 1
	}
	b[tmOffRank] = byte(t.Rank)
	b[tmOffDType] = byte(t.DType)
	b[tmOffIntl] = byte(t.Interleave)
	b[tmOffSwz] = byte(t.Swizzle)
	b[tmOffL2] = byte(t.L2Promotion)
	b[tmOffOOB] = byte(t.OOBFill)
	le.PutUint16(b[tmOffChan:], uint16(t.Channels))
	le.PutUint16(b[tmOffPix:], uint16(t.Pixels))
	le.PutUint64(b[tmOffAddr:], t.Addr)
	for i := 0; i < 5; i++ {
		d := t.Dims[i]
		if d > 0 {
			d--
		}
		le.PutUint32(b[tmOffDims+4*i:], uint32(d))
		le.PutUint16(b[tmOffBox+2*i:], uint16(t.Box[i]))
		b[tmOffEStr+i] = byte(t.ElemStrides[i])
	}
	for i := 1; i < 5; i++ {
		le.PutUint64(b[tmOffStride+8*(i-1):], t.Strides[i])
	}
	for i := 0; i < 3; i++ {
		le.PutUint16(b[tmOffLower+2*i:], uint16(int16(t.Lower[i])))
		le.PutUint16(b[tmOffUpper+2*i:], uint16(int16(t.Upper[i])))
	}
	return b
}

// DecodeTensorMap reads ptxsim's encoding and checks every field.
func DecodeTensorMap(b []byte) (*TensorMap, error) {
	if len(b) < TensorMapBytes {
		return nil, fmt.Errorf("tensor map of %d bytes (want 128)", len(b))
	}
	le := binary.LittleEndian
	if m := le.Uint32(b); m != tmMagic {
		return nil, fmt.Errorf("not a tensor map made by ptxsim's encoder (first word 0x%08x)", m)
	}
	t := &TensorMap{
		Im2col: b[tmOffMode] == 1, Rank: int(b[tmOffRank]), DType: int(b[tmOffDType]),
		Interleave: int(b[tmOffIntl]), Swizzle: int(b[tmOffSwz]), L2Promotion: int(b[tmOffL2]), OOBFill: int(b[tmOffOOB]),
		Channels: uint32(le.Uint16(b[tmOffChan:])), Pixels: uint32(le.Uint16(b[tmOffPix:])),
		Addr: le.Uint64(b[tmOffAddr:]),
	}
	if b[tmOffMode] > 1 {
		return nil, fmt.Errorf("tensor map mode %d is neither tile (0) nor im2col (1)", b[tmOffMode])
	}
	for i := 0; i < 5; i++ {
		if i < t.Rank {
			t.Dims[i] = uint64(le.Uint32(b[tmOffDims+4*i:])) + 1
		}
		t.Box[i] = uint32(le.Uint16(b[tmOffBox+2*i:]))
		t.ElemStrides[i] = uint32(b[tmOffEStr+i])
	}
	for i := 1; i < 5; i++ {
		t.Strides[i] = le.Uint64(b[tmOffStride+8*(i-1):])
	}
	for i := 0; i < 3; i++ {
		t.Lower[i] = int32(int16(le.Uint16(b[tmOffLower+2*i:])))
		t.Upper[i] = int32(int16(le.Uint16(b[tmOffUpper+2*i:])))
	}
	return t, t.Validate()
}

// Validate applies cuTensorMapEncodeTiled's and ...Im2col's rules.
func (t *TensorMap) Validate() error {
	if t.DType < 0 || t.DType >= tmTypes {
		return fmt.Errorf("tensor map element type %d is not a CUtensorMapDataType", t.DType)
	}
	es := uint64(t.ElemSize())
	minRank := 1
	if t.Im2col {
		minRank = 3
	}
	if t.Rank < minRank || t.Rank > 5 {
		return fmt.Errorf("tensor map rank %d is outside %d..5", t.Rank, minRank)
	}
	if t.Interleave > 2 || t.Swizzle > 3 || t.L2Promotion > 3 || t.OOBFill > 1 {
		return fmt.Errorf("tensor map interleave %d, swizzle %d, L2 promotion %d or fill %d is not a valid mode", t.Interleave, t.Swizzle, t.L2Promotion, t.OOBFill)
	}
	align := uint64(16)
	if t.Interleave == 2 {
		align = 32
	}
	if t.Addr%align != 0 {
		return fmt.Errorf("tensor map global address 0x%x is not %d-byte aligned", t.Addr, align)
	}
	if t.Interleave != 0 && t.Rank < 3 {
		return fmt.Errorf("an interleaved tensor map needs rank 3 or more, not %d", t.Rank)
	}
	if t.Interleave == 2 && t.Swizzle != 1 {
		return fmt.Errorf("a 32-byte interleaved tensor map needs the 32-byte swizzle")
	}
	for i := 0; i < t.Rank; i++ {
		if t.Dims[i] == 0 || t.Dims[i] > 1<<32 {
			return fmt.Errorf("tensor map dimension %d has %d elements (1..2^32)", i, t.Dims[i])
		}
		if i > 0 && (t.Strides[i]%align != 0 || t.Strides[i] >= 1<<40) {
			return fmt.Errorf("tensor map stride %d is %d bytes: it must be a multiple of %d below 2^40", i, t.Strides[i], align)
		}
		if t.ElemStrides[i] < 1 || t.ElemStrides[i] > 8 {
			return fmt.Errorf("tensor map element stride %d is %d (1..8)", i, t.ElemStrides[i])
		}
		if !t.Im2col && (t.Box[i] < 1 || t.Box[i] > 256) {
			return fmt.Errorf("tensor map box dimension %d is %d (1..256)", i, t.Box[i])
		}
	}
	inner := uint64(t.Box[0]) * es
	if t.Im2col {
		inner = uint64(t.Channels) * es
		if t.Channels < 1 || t.Channels > 256 || t.Pixels < 1 || t.Pixels > 1024 {
			return fmt.Errorf("im2col tensor map with %d channels per pixel (1..256) and %d pixels per column (1..1024)", t.Channels, t.Pixels)
		}
	}
	if inner%16 != 0 {
		// cuTensorMapEncodeTiled rejects it for interleaved maps too
		// (an 8-byte inner box, testdata/hopper/cases/tma_il16_c).
		return fmt.Errorf("tensor map box inner dimension of %d bytes is not a multiple of 16", inner)
	}
	if t.Interleave == 0 {
		if span := [4]uint64{0, 32, 64, 128}[t.Swizzle]; span != 0 && inner > span {
			return fmt.Errorf("tensor map box inner dimension of %d bytes exceeds the %d-byte swizzle span", inner, span)
		}
	}
	return nil
}

// swizzleSpan is the swizzle pattern's bytes (0: none).
func (t *TensorMap) swizzleSpan() uint64 { return [4]uint64{0, 32, 64, 128}[t.Swizzle&3] }

// tmSwizzle applies a tensor map's shared-memory swizzle to an absolute
// shared address: 16-byte chunk bits [4, 4+log2(span/16)) are XORed with
// the address bits from 7 up (the 128-byte row), as the wgmma descriptor
// swizzle modes read them back.
func tmSwizzle(a, span uint64) uint64 {
	if span == 0 {
		return a
	}
	n := span/16 - 1
	return a ^ (a>>7&n)<<4
}

// BoxBytes is the bytes one copy moves into shared memory.
func (t *TensorMap) BoxBytes() uint64 {
	if t.Im2col {
		return uint64(t.Channels) * uint64(t.Pixels) * uint64(t.ElemSize())
	}
	n := uint64(t.unitBytes())
	for _, c := range t.boxCounts() {
		n *= uint64(c)
	}
	return n
}

// unitBytes is what a copy moves per box position: one element, or with an
// interleaved map one whole 16- or 32-byte channel slice.
func (t *TensorMap) unitBytes() int {
	switch {
	case t.Im2col || t.Interleave == 0:
		return t.ElemSize()
	case t.Interleave == 1:
		return 16
	}
	return 32
}

// boxCounts is the number of box positions per dimension (1 past the rank).
//
// Interleaved maps (16B/32B, NC/8HWC8-style layouts, ranks 3-5): what the
// H200 moved (testdata/hopper/cases/tma_interleave*, tma_il*) is one
// channel slice per position: box[0] slices from the start (dimension 0 in
// slices), then the other dimensions with their box sizes, except
// dimension rank-2, which is not walked (box[rank-2] plays no part). See
// docs/RATIONALE.md "Interleaved tensor maps".
func (t *TensorMap) boxCounts() [5]int64 {
	var n [5]int64
	for d := 0; d < 5; d++ {
		n[d] = 1
		if d < t.Rank {
			n[d] = int64((t.Box[d] + t.ElemStrides[d] - 1) / t.ElemStrides[d])
		}
	}
	if t.Interleave != 0 && !t.Im2col {
		n[0], n[t.Rank-2] = int64(t.Box[0]), 1
	}
	return n
}

// tmElem is one element of a copy: its shared-memory offset (before the
// swizzle), its global address and whether it is inside the tensor.
type tmElem struct {
	smem uint64
	addr uint64
	in   bool
}

// walk calls f for every element of the box at coords (tile mode) or of
// the im2col column at coords with offsets, in shared-memory order.
func (t *TensorMap) walk(coords [5]int64, offs [3]int64, f func(e tmElem) bool) {
	es := uint64(t.ElemSize())
	at := func(g [5]int64) (uint64, bool) {
		a := t.Addr
		in := true
		for d := 0; d < t.Rank; d++ {
			if g[d] < 0 || uint64(g[d]) >= t.Dims[d] {
				in = false
			}
			if d == 0 {
				a += uint64(g[0]) * es
			} else {
				a += uint64(g[d]) * t.Strides[d]
			}
		}
		return a, in
	}
	if t.Im2col {
		s := t.Rank - 2 // spatial dimensions 1..s; dimension Rank-1 is N
		pos := coords
		var o uint64
		for p := uint32(0); p < t.Pixels; p++ {
			for c := uint32(0); c < t.Channels; c++ {
				var g [5]int64
				g[0] = coords[0] + int64(c)
				for i := 1; i <= s; i++ {
					g[i] = pos[i] + offs[i-1]
				}
				g[t.Rank-1] = pos[t.Rank-1]
				a, in := at(g)
				if !f(tmElem{o, a, in}) {
					return
				}
				o += es
			}
			// next pixel: W fastest, wrapping inside the pixel box
			for i := 1; i <= s+1; i++ {
				pos[i]++
				if i == s+1 {
					break
				}
				hi := int64(t.Dims[i]) - 1 + int64(t.Upper[i-1])
				if pos[i] <= hi {
					break
				}
				pos[i] = int64(t.Lower[i-1])
			}
		}
		return
	}
	n := t.boxCounts()
	if t.Interleave != 0 {
		t.walkInterleaved(coords, n, f)
		return
	}
	var o uint64
	var g [5]int64
	for j4 := int64(0); j4 < n[4]; j4++ {
		for j3 := int64(0); j3 < n[3]; j3++ {
			for j2 := int64(0); j2 < n[2]; j2++ {
				for j1 := int64(0); j1 < n[1]; j1++ {
					for j0 := int64(0); j0 < n[0]; j0++ {
						j := [5]int64{j0, j1, j2, j3, j4}
						for d := 0; d < t.Rank; d++ {
							g[d] = coords[d] + j[d]*int64(t.ElemStrides[d])
						}
						a, in := at(g)
						if !f(tmElem{o, a, in}) {
							return
						}
						o += es
					}
				}
			}
		}
	}
}

// walkInterleaved walks the box of an interleaved map: one channel slice
// (unitBytes) per position, position j0 of dimension 0 fastest, j0 slices
// (unitBytes each) past the start and in bounds while c0+j0 is below
// dims[0] (past it: fill, tma_il4_c/f); then the walked dimensions 1.. in
// order (boxCounts: rank-2 is not walked). Dimensions 2 and up are bounded
// by their sizes; dimension 1 is not (the H200 read rows past its size from
// the next plane and past the tensor's end, tma_interleave32, tma_il16_d,
// tma_il32_b, tma_il16_4d).
func (t *TensorMap) walkInterleaved(coords [5]int64, n [5]int64, f func(e tmElem) bool) {
	u := uint64(t.unitBytes())
	var o uint64
	for j4 := int64(0); j4 < n[4]; j4++ {
		for j3 := int64(0); j3 < n[3]; j3++ {
			for j2 := int64(0); j2 < n[2]; j2++ {
				for j1 := int64(0); j1 < n[1]; j1++ {
					for j0 := int64(0); j0 < n[0]; j0++ {
						j := [5]int64{j0, j1, j2, j3, j4}
						a := t.Addr + uint64(coords[0]*int64(t.ElemSize())) + uint64(j0)*u
						c0 := coords[0] + j0
						in := c0 >= 0 && uint64(c0) < t.Dims[0]
						for d := 1; d < t.Rank; d++ {
							g := coords[d] + j[d]*int64(t.ElemStrides[d])
							if g < 0 || (d >= 2 && uint64(g) >= t.Dims[d]) {
								in = false
							}
							a += uint64(g) * t.Strides[d]
						}
						if !f(tmElem{o, a, in}) {
							return
						}
						o += u
					}
				}
			}
		}
	}
}

// oobValue is the bytes an out-of-bounds element reads as: zero, or with
// the NaN fill (CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA) the
// 16-bit pattern 0x7ff7 repeated, a NaN in every floating-point width
// (measured for f32 on the H200: 0x7ff77ff7, tma_oob_nan_neg).
func (t *TensorMap) oobValue(p []byte) {
	clear(p)
	if t.OOBFill != 1 {
		return
	}
	switch t.DType {
	case TMFloat16, TMBFloat16, TMFloat32, TMFloat32FTZ, TMTFloat32, TMTFloat32FTZ, TMFloat64:
		for i := 0; i+1 < len(p); i += 2 {
			p[i], p[i+1] = 0xf7, 0x7f
		}
	}
}

// replace applies tensormap.replace to an encoded map in place. ord is the
// dimension of the per-dimension fields.
func tmReplace(b []byte, field int, ord int, v uint64) error {
	le := binary.LittleEndian
	if ord < 0 || ord > 4 {
		return fmt.Errorf("tensormap.replace ordinal %d is outside 0..4", ord)
	}
	switch field {
	case 0: // global_address
		if v%16 != 0 {
			return fmt.Errorf("tensormap.replace global address 0x%x is not 16-byte aligned", v)
		}
		le.PutUint64(b[tmOffAddr:], v)
	case 1: // rank (the new value is the rank minus one, as the hardware field holds it)
		if v > 4 {
			return fmt.Errorf("tensormap.replace rank value %d is outside 0..4 (rank - 1)", v)
		}
		b[tmOffRank] = byte(v + 1)
	case 2: // box_dim
		if v < 1 || v > 256 {
			return fmt.Errorf("tensormap.replace box dimension %d is outside 1..256", v)
		}
		le.PutUint16(b[tmOffBox+2*ord:], uint16(v))
	case 3: // global_dim
		if v < 1 || v > 1<<32 {
			return fmt.Errorf("tensormap.replace global dimension %d is outside 1..2^32", v)
		}
		le.PutUint32(b[tmOffDims+4*ord:], uint32(v-1))
	case 4: // global_stride: stride of dimension ord+1, in bytes
		if ord > 3 {
			return fmt.Errorf("tensormap.replace global stride ordinal %d is outside 0..3", ord)
		}
		le.PutUint64(b[tmOffStride+8*ord:], v)
	case 5: // element_stride
		if v < 1 || v > 8 {
			return fmt.Errorf("tensormap.replace element stride %d is outside 1..8", v)
		}
		b[tmOffEStr+ord] = byte(v)
	case 6: // elemtype, numbered as the PTX ISA's tensormap.replace table
		t, ok := ptxElemType[v]
		if !ok {
			return fmt.Errorf("tensormap.replace element type %d is not supported on sm_90", v)
		}
		b[tmOffDType] = byte(t)
	case 7:
		if v > 2 {
			return fmt.Errorf("tensormap.replace interleave layout %d is outside 0..2", v)
		}
		b[tmOffIntl] = byte(v)
	case 8:
		if v > 3 {
			return fmt.Errorf("tensormap.replace swizzle mode %d is outside 0..3 on sm_90", v)
		}
		b[tmOffSwz] = byte(v)
	case 9:
		if v != 0 {
			return fmt.Errorf("tensormap.replace swizzle atomicity %d needs sm_100", v)
		}
	case 10:
		if v > 1 {
			return fmt.Errorf("tensormap.replace fill mode %d is outside 0..1", v)
		}
		b[tmOffOOB] = byte(v)
	}
	return nil
}

// ptxElemType maps the .elemtype values of tensormap.replace (PTX ISA
// table "Tensormap new_val validity") to CUtensorMapDataType.
var ptxElemType = map[uint64]int{0: TMUint8, 1: TMUint16, 2: TMUint32, 3: TMInt32, 4: TMUint64, 5: TMInt64,
	6: TMFloat16, 7: TMFloat32, 8: TMFloat32FTZ, 9: TMFloat64, 10: TMBFloat16, 11: TMTFloat32, 12: TMTFloat32FTZ}
