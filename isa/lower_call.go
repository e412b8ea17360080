package isa

import "github.com/ptxsim/ptxsim/ptx"

// Indirect calls: call (rets), %rd, (args), proto; where the last operand
// is a .callprototype label or a .calltargets list. The function pointer in
// the register is a function index (what mov.u64 %rd, f; puts there). The
// argument copies are laid out from the prototype (or the first listed
// target): layoutParams is a function of the parameter types only, so every
// function with the prototype's signature has the same layout. The engine
// checks at run time that the called function's signature matches.

// indirectLayout returns a Func carrying the parameter layout of an
// indirect call site, and records a .calltargets list in cs; nil after an
// error.
func (w *flower) indirectLayout(src *ptx.Inst, cs *CallSite) *Func {
	pos := src.Pos
	var proto *ptx.Prototype
	var tgts *ptx.CallTargets
	for i := range src.Args {
		a := &src.Args[i]
		if a.Proto != nil {
			proto = a.Proto
		}
		if a.Targets != nil {
			tgts = a.Targets
		}
	}
	switch {
	case proto != nil:
		fn := &Func{Name: proto.Name, Index: -1}
		w.l.layoutParams(fn, &ptx.Func{Name: proto.Name, Params: proto.Params, Results: proto.Results}, nil)
		// Any function may be the target: count them all as callees, so
		// that their .shared variables are laid out for the kernel.
		for k, f := range w.l.m.Funcs {
			if !f.Entry && f.HasBody {
				w.l.calls[w.fn.Index] = append(w.l.calls[w.fn.Index], k)
			}
		}
		cs.Layout = fn
		return fn
	case tgts != nil && len(tgts.Funcs) > 0:
		list := make([]int32, 0, len(tgts.Funcs))
		for _, f := range tgts.Funcs {
			k := w.l.funcIdx[f]
			list = append(list, int32(k))
			w.l.calls[w.fn.Index] = append(w.l.calls[w.fn.Index], k)
		}
		cs.Targets = list
		w.l.p.CallTgts = append(w.l.p.CallTgts, list)
		cs.Layout = w.l.p.Funcs[list[0]]
		return cs.Layout
	}
	w.errorf(pos, "an indirect call needs a .callprototype or a .calltargets operand")
	return nil
}

// SameSignature reports whether a function called through a call site laid
// out for want receives its arguments and results at the same places.
func SameSignature(f, want *Func) bool {
	if len(f.Params) != len(want.Params) || len(f.Results) < len(want.Results) {
		return false
	}
	for i, p := range want.Params {
		if f.Params[i].Offset != p.Offset || f.Params[i].Size != p.Size {
			return false
		}
	}
	for i, p := range want.Results {
		if f.Results[i].Offset != p.Offset || f.Results[i].Size != p.Size {
			return false
		}
	}
	return true
}
