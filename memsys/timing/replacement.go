package timing

// Replacement is a cache's replacement policy. The Cache keeps tags and
// sector state; the policy keeps whatever it ranks ways by. Ways are flat
// indices (set*assoc + way); a set's ways are [base, base+assoc). The
// Cache fills an empty way of the set first and asks Victim only when the
// set is full. Calls come per line access, never per lane, and must not
// allocate.
type Replacement interface {
	Hit(way int)                // the line in way was used again (a probe that hit, an update)
	Insert(way int)             // a new line was placed in way
	Victim(base, assoc int) int // the way to evict from the full set starting at base
	Reset()                     // forget everything (the cache was emptied)
}

// replPad: the policies here are 64 bytes, a cache line of their own.
// Every SM's L1 makes its policy when the hierarchy is set up, one after
// the other on one goroutine, so without padding two SMs' states (LRU's
// clock, written on every L1 access) shared a line and the SMs' goroutines
// handed it back and forth on every access.

// ReplacementFactory makes the policy state of one cache of ways ways
// (sets x assoc). seed is TimingSpec.Seed mixed with the cache's identity,
// for policies that draw random numbers.
type ReplacementFactory func(ways, assoc int, seed uint64) Replacement

// Replacements is the registry of cache replacement policies
// (l1.replacement, l2.replacement).
var replacements = NewRegistry[ReplacementFactory]("replacement", "lru")

// RegisterReplacement adds a replacement policy selectable by name in
// l1.replacement and l2.replacement.
func RegisterReplacement(name string, f ReplacementFactory) { replacements.Register(name, f) }

// ReplacementNames lists the registered replacement policies.
func ReplacementNames() []string { return replacements.Names() }

// NewReplacement makes the named policy ("" is lru) for a cache.
func NewReplacement(name string, ways, assoc int, seed uint64) (Replacement, error) {
	f, err := replacements.Get(name)
	if err != nil {
		return nil, err
	}
	return f(ways, assoc, seed), nil
}
