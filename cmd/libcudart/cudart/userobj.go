package cudart

// User objects (cudaUserObjectCreate): a pointer and a destructor with a
// reference count, whose references the program and graphs hold. A graph
// owns the references given to it (cudaGraphRetainUserObject), a clone
// and each executable graph made from it get their own copies, and
// destroying either releases them. When the count reaches zero the
// destructor (a cudaHostFn_t) runs after the releasing call has returned
// its lock, as CUDA runs it asynchronously and forbids it CUDA calls.

type userObject struct {
	ptr, fn uintptr
	refs    int64
}

const (
	userObjectNoDestructorSync = 1 // cudaUserObjectNoDestructorSync
	graphUserObjectMove        = 1 // cudaGraphUserObjectMove
)

// UserObjectCreate is cudaUserObjectCreate.
func (r *Runtime) UserObjectCreate(t Thread, out, ptr, destroy uintptr, initial, flags uint32) Error {
	return r.call(t, "cudaUserObjectCreate", func() Error {
		if out == 0 || destroy == 0 || initial == 0 || flags != userObjectNoDestructorSync {
			return ErrorInvalidValue
		}
		if r.userObjs == nil {
			r.userObjs = map[uintptr]*userObject{}
		}
		h := r.newHandle()
		r.userObjs[h] = &userObject{ptr: ptr, fn: destroy, refs: int64(initial)}
		putU64(out, uint64(h))
		return Success
	})
}

// UserObjectRefs is cudaUserObjectRetain (n > 0) and cudaUserObjectRelease
// (release).
func (r *Runtime) UserObjectRefs(t Thread, name string, obj uintptr, n uint32, release bool) Error {
	return r.call(t, name, func() Error {
		o := r.userObjs[obj]
		if o == nil || n == 0 || n > 1<<30 {
			return ErrorInvalidValue
		}
		if !release {
			o.refs += int64(n)
			return Success
		}
		if int64(n) > o.refs {
			r.diag("%s: releasing %d references of a user object that has %d", name, n, o.refs)
			return ErrorInvalidValue
		}
		r.dropUserRefs(obj, int64(n))
		return Success
	})
}

// dropUserRefs takes n references off object h, scheduling its destructor
// at zero.
func (r *Runtime) dropUserRefs(h uintptr, n int64) {
	o := r.userObjs[h]
	if o == nil {
		return
	}
	o.refs -= n
	if o.refs > 0 {
		return
	}
	delete(r.userObjs, h)
	if hf := r.cfg.HostFunc; hf != nil {
		fn, ptr := o.fn, o.ptr
		r.after = append(r.after, func() { hf(fn, ptr) })
	}
}

// GraphUserObject is cudaGraphRetainUserObject (release false; flags may
// be cudaGraphUserObjectMove: the caller's references move to the graph)
// and cudaGraphReleaseUserObject.
func (r *Runtime) GraphUserObject(t Thread, name string, g, obj uintptr, n uint32, flags uint32, release bool) Error {
	return r.call(t, name, func() Error {
		gr := r.graphTables().graphs[g]
		o := r.userObjs[obj]
		if gr == nil || o == nil || n == 0 || n > 1<<30 || flags&^graphUserObjectMove != 0 {
			return ErrorInvalidValue
		}
		if release {
			if gr.userRefs[obj] < int64(n) {
				r.diag("%s: the graph holds %d references, not %d", name, gr.userRefs[obj], n)
				return ErrorInvalidValue
			}
			gr.userRefs[obj] -= int64(n)
			if gr.userRefs[obj] == 0 {
				delete(gr.userRefs, obj)
			}
			r.dropUserRefs(obj, int64(n))
			return Success
		}
		if flags&graphUserObjectMove == 0 {
			o.refs += int64(n)
		} else if o.refs < int64(n) {
			return ErrorInvalidValue
		}
		if gr.userRefs == nil {
			gr.userRefs = map[uintptr]int64{}
		}
		gr.userRefs[obj] += int64(n)
		return Success
	})
}

// retainUserRefs copies a set of references (for a clone or an
// executable graph), taking them on the objects.
func (r *Runtime) retainUserRefs(refs map[uintptr]int64) map[uintptr]int64 {
	if len(refs) == 0 {
		return nil
	}
	out := make(map[uintptr]int64, len(refs))
	for h, n := range refs {
		if o := r.userObjs[h]; o != nil {
			o.refs += n
			out[h] = n
		}
	}
	return out
}

// releaseUserRefs gives a set of references back.
func (r *Runtime) releaseUserRefs(refs map[uintptr]int64) {
	for h, n := range refs {
		r.dropUserRefs(h, n)
	}
}
