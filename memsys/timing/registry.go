package timing

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// Registry maps policy names to factories of type F, so that a device
// model (TimingSpec) selects a policy by name and a program adds its own
// without forking: one registry per policy kind (RegisterReplacement,
// RegisterWritePolicy, RegisterDRAMScheduler here; package sm/pipeline has
// the warp scheduler's and the block dispatcher's). The empty name selects
// the kind's default. It is safe for concurrent use.
type Registry[F any] struct {
	kind string // the spec field, for messages ("l1.replacement")
	def  string // the default, which "" selects

	mu sync.RWMutex
	m  map[string]F
}

// NewRegistry makes an empty registry for the spec field kind whose
// default is def.
func NewRegistry[F any](kind, def string) *Registry[F] {
	return &Registry[F]{kind: kind, def: def}
}

// Register adds a policy. It panics on an empty name or one already taken
// (registration happens once, at init or at the start of a program).
func (r *Registry[F]) Register(name string, f F) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if name == "" {
		panic("timing: " + r.kind + ": empty policy name")
	}
	if _, dup := r.m[name]; dup {
		panic(fmt.Sprintf("timing: %s: policy %q registered twice", r.kind, name))
	}
	if r.m == nil {
		r.m = map[string]F{}
	}
	r.m[name] = f
}

// Get returns the factory registered under name ("" is the default), or
// an error listing the registered names.
func (r *Registry[F]) Get(name string) (F, error) {
	if name == "" {
		name = r.def
	}
	r.mu.RLock()
	defer r.mu.RUnlock()
	f, ok := r.m[name]
	if !ok {
		return f, fmt.Errorf("unknown %s %q (registered: %s)", r.kind, name, strings.Join(r.namesLocked(), ", "))
	}
	return f, nil
}

func (r *Registry[F]) check(name string) error {
	_, err := r.Get(name)
	return err
}

// Names lists the registered policies, sorted.
func (r *Registry[F]) Names() []string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.namesLocked()
}

func (r *Registry[F]) namesLocked() []string {
	ns := make([]string, 0, len(r.m))
	for n := range r.m {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
}

// Kind is the spec field the registry serves.
func (r *Registry[F]) Kind() string { return r.kind }

// Default is the policy the empty name selects.
func (r *Registry[F]) Default() string { return r.def }
