package cubin

import (
	"encoding/binary"
	"fmt"

	"github.com/ptxsim/ptxsim/ptx"
)

// ParamAttr is the layout of one kernel parameter in the parameter buffer
// (what cuLaunchKernel's kernelParams are packed into).
type ParamAttr struct {
	Name     string    `json:"name"`
	Offset   int       `json:"offset"` // bytes from the start of the parameter buffer
	Size     int       `json:"size"`
	Align    int       `json:"align"`
	PtrSpace ptx.Space `json:"ptr_space,omitempty"` // .ptr .global etc.; SpaceNone if not a pointer parameter
}

// KernelAttrs are the launch-relevant attributes of one kernel, as stored
// in .ptxsim.attrs: what `ptxsim inspect` lists and what a launch checks
// without decoding the program.
type KernelAttrs struct {
	Name            string      `json:"name"`
	Params          []ParamAttr `json:"params"`
	ParamBytes      int         `json:"param_bytes"`
	ReqNTID         [3]int      `json:"reqntid"`      // .reqntid; zeros if absent
	MaxNTID         [3]int      `json:"maxntid"`      // .maxntid; zeros if absent
	ClusterDims     [3]int      `json:"cluster_dims"` // .reqnctapercluster; zeros if absent
	MaxClusterRank  int         `json:"max_cluster_rank"`
	ExplicitCluster bool        `json:"explicit_cluster"`
	MinCTAsPerSM    int         `json:"min_ctas_per_sm"`
	MaxCTAsPerSM    int         `json:"max_ctas_per_sm"`
	MaxNReg         int         `json:"max_nreg"`
	StaticShared    int         `json:"static_shared_bytes"` // .shared variables the kernel (and what it calls) uses
	Registers       int         `json:"registers"`           // registers per thread if known; 0: not estimated
}

// elemSize is the size of one element of v (a vector counts as one element).
func elemSize(v *ptx.Var) int64 {
	n := int64(v.Type.Size())
	if v.Vec > 1 {
		n *= int64(v.Vec)
	}
	return n
}

// varAlign is v's effective alignment: .align if given, else natural.
func varAlign(v *ptx.Var) int64 {
	if v.Align > 0 {
		return int64(v.Align)
	}
	if a := elemSize(v); a > 0 {
		return a
	}
	return 1
}

// varSize is the bytes v occupies: Size if known, else one element times
// the dimensions.
func varSize(v *ptx.Var) int64 {
	if v.Size > 0 {
		return v.Size
	}
	n := elemSize(v)
	for _, d := range v.Dims {
		if d < 0 {
			return 0
		}
		n *= d
	}
	return n
}

func alignUp(x, a int64) int64 {
	if a <= 1 {
		return x
	}
	return (x + a - 1) / a * a
}

// Attributes computes the attributes of every kernel of m, in module order.
func Attributes(m *ptx.Module) []KernelAttrs {
	var out []KernelAttrs
	for _, f := range m.Funcs {
		if f == nil || !f.Entry {
			continue
		}
		k := KernelAttrs{
			Name:            f.Name,
			ReqNTID:         f.Perf.ReqNTID,
			MaxNTID:         f.Perf.MaxNTID,
			ClusterDims:     f.Perf.ReqNCTAPerCluster,
			MaxClusterRank:  f.Perf.MaxClusterRank,
			ExplicitCluster: f.Perf.ExplicitCluster,
			MinCTAsPerSM:    f.Perf.MinNCTAPerSM,
			MaxCTAsPerSM:    f.Perf.MaxNCTAPerSM,
			MaxNReg:         f.Perf.MaxNReg,
			StaticShared:    int(staticShared(m, f)),
		}
		var off int64
		for _, p := range f.Params {
			a := varAlign(p)
			off = alignUp(off, a)
			sz := varSize(p)
			k.Params = append(k.Params, ParamAttr{Name: p.Name, Offset: int(off), Size: int(sz), Align: int(a), PtrSpace: p.PtrSpace})
			off += sz
		}
		k.ParamBytes = int(off)
		out = append(out, k)
	}
	return out
}

// staticShared is the static shared memory of kernel k: the .shared
// variables its instructions, and those of the functions it calls (directly
// or through call-target lists), name, laid out as the engine lays them out
// (isa.Program.SharedLayout): in declaration order, module scope first and
// then each function's own in module order, each at its alignment. A
// declared variable no instruction names takes no space, nor does the
// unsized extern array (the dynamic region).
func staticShared(m *ptx.Module, k *ptx.Func) int64 {
	seenF := map[*ptx.Func]bool{k: true}
	used := map[*ptx.Var]bool{}
	work := []*ptx.Func{k}
	var visit func(o *ptx.Operand)
	visit = func(o *ptx.Operand) {
		if v := o.Var; v != nil && (v.Space == ptx.SpaceShared || v.Space == ptx.SpaceSharedCluster) {
			used[v] = true
		}
		if o.Func != nil && !seenF[o.Func] {
			seenF[o.Func] = true
			work = append(work, o.Func)
		}
		for i := range o.Elems {
			visit(&o.Elems[i])
		}
	}
	for len(work) > 0 {
		f := work[len(work)-1]
		work = work[:len(work)-1]
		for _, c := range f.CallTargets {
			for _, g := range c.Funcs {
				if g != nil && !seenF[g] {
					seenF[g] = true
					work = append(work, g)
				}
			}
		}
		for i := range f.Body {
			for j := range f.Body[i].Args {
				visit(&f.Body[i].Args[j])
			}
		}
	}
	var total int64
	place := func(vs []*ptx.Var) {
		for _, v := range vs {
			if !used[v] {
				continue
			}
			used[v] = false // once, even if declared twice over
			if sz := varSize(v); sz > 0 || len(v.Dims) == 0 {
				total = alignUp(total, varAlign(v)) + sz
			}
		}
	}
	place(m.Vars)
	for _, f := range m.Funcs {
		if f != nil && f.HasBody {
			place(f.Vars)
		}
	}
	return total
}

// attrs section layout: a header {u32 version, u32 kernel count}, then per
// kernel a fixed record of attrRecordWords u32 words followed by one
// 16-byte record per parameter. See docs/binary-format.md.
const (
	attrsVersion    = 1
	attrRecordWords = 21
	paramRecordSize = 20
)

// encodeAttrs writes the records; symOf gives a kernel's symbol index,
// strOff a parameter name's offset in .strtab.
func encodeAttrs(ks []KernelAttrs, symOf func(name string) uint32, strOff func(string) uint32) []byte {
	le := binary.LittleEndian
	b := le.AppendUint32(nil, attrsVersion)
	b = le.AppendUint32(b, uint32(len(ks)))
	for _, k := range ks {
		flags := uint32(0)
		if k.ExplicitCluster {
			flags |= 1
		}
		words := []uint32{symOf(k.Name), uint32(len(k.Params)), uint32(k.ParamBytes),
			uint32(k.ReqNTID[0]), uint32(k.ReqNTID[1]), uint32(k.ReqNTID[2]),
			uint32(k.MaxNTID[0]), uint32(k.MaxNTID[1]), uint32(k.MaxNTID[2]),
			uint32(k.ClusterDims[0]), uint32(k.ClusterDims[1]), uint32(k.ClusterDims[2]),
			uint32(k.MaxClusterRank), uint32(k.MinCTAsPerSM), uint32(k.MaxCTAsPerSM), uint32(k.MaxNReg),
			uint32(k.StaticShared), uint32(k.Registers), flags, 0, 0}
		for _, w := range words {
			b = le.AppendUint32(b, w)
		}
		for _, p := range k.Params {
			b = le.AppendUint32(b, strOff(p.Name))
			b = le.AppendUint32(b, uint32(p.Offset))
			b = le.AppendUint32(b, uint32(p.Size))
			b = le.AppendUint32(b, uint32(p.Align))
			b = le.AppendUint32(b, uint32(p.PtrSpace))
		}
	}
	return b
}

// decodeAttrs reads .ptxsim.attrs; symName resolves a kernel's symbol
// index, strAt a parameter name's .strtab offset.
func decodeAttrs(b []byte, symName func(i uint32) (string, bool), strAt func(off uint32) (string, bool)) ([]KernelAttrs, error) {
	le := binary.LittleEndian
	if len(b) < 8 {
		return nil, fmt.Errorf(".ptxsim.attrs: truncated header (%d bytes)", len(b))
	}
	if v := le.Uint32(b); v != attrsVersion {
		return nil, fmt.Errorf(".ptxsim.attrs: unknown version %d", v)
	}
	n := le.Uint32(b[4:])
	off := 8
	if uint64(n) > uint64(len(b)-off)/(attrRecordWords*4) {
		return nil, fmt.Errorf(".ptxsim.attrs: %d kernel records do not fit in %d bytes", n, len(b))
	}
	out := make([]KernelAttrs, n)
	for i := range out {
		if len(b)-off < attrRecordWords*4 {
			return nil, fmt.Errorf(".ptxsim.attrs: kernel record %d truncated at offset %d", i, off)
		}
		w := make([]int, attrRecordWords)
		for j := range w {
			w[j] = int(le.Uint32(b[off+4*j:]))
		}
		off += attrRecordWords * 4
		name, ok := symName(uint32(w[0]))
		if !ok {
			return nil, fmt.Errorf(".ptxsim.attrs: kernel record %d: symbol index %d out of range", i, w[0])
		}
		k := &out[i]
		k.Name = name
		np := w[1]
		k.ParamBytes = w[2]
		k.ReqNTID = [3]int{w[3], w[4], w[5]}
		k.MaxNTID = [3]int{w[6], w[7], w[8]}
		k.ClusterDims = [3]int{w[9], w[10], w[11]}
		k.MaxClusterRank, k.MinCTAsPerSM, k.MaxCTAsPerSM, k.MaxNReg = w[12], w[13], w[14], w[15]
		k.StaticShared, k.Registers = w[16], w[17]
		k.ExplicitCluster = w[18]&1 != 0
		if w[18]&^1 != 0 || w[19] != 0 || w[20] != 0 {
			return nil, fmt.Errorf(".ptxsim.attrs: kernel %s: reserved bits set", name)
		}
		if uint64(np) > uint64(len(b)-off)/paramRecordSize {
			return nil, fmt.Errorf(".ptxsim.attrs: kernel %s: %d parameter records do not fit", name, np)
		}
		if np > 0 {
			k.Params = make([]ParamAttr, np)
		}
		for j := range k.Params {
			p := &k.Params[j]
			if p.Name, ok = strAt(le.Uint32(b[off:])); !ok {
				return nil, fmt.Errorf(".ptxsim.attrs: kernel %s: parameter %d: name offset %d outside .strtab", name, j, le.Uint32(b[off:]))
			}
			p.Offset = int(le.Uint32(b[off+4:]))
			p.Size = int(le.Uint32(b[off+8:]))
			p.Align = int(le.Uint32(b[off+12:]))
			sp := le.Uint32(b[off+16:])
			if sp >= uint32(numSpaces) {
				return nil, fmt.Errorf(".ptxsim.attrs: kernel %s: parameter %d: state space %d out of range", name, j, sp)
			}
			p.PtrSpace = ptx.Space(sp)
			off += paramRecordSize
		}
	}
	if off != len(b) {
		return nil, fmt.Errorf(".ptxsim.attrs: %d bytes of trailing garbage", len(b)-off)
	}
	return out, nil
}
