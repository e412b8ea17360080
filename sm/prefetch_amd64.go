package sm

// prefetchRows asks the host to bring the register rows at the first n
// addresses into its caches; it never faults.
//
//go:noescape
func prefetchRows(rows *[4]uintptr, n int)

// PrefetchLines asks the host to bring the cache lines holding the first
// n addresses into its caches: a hint for the timing model, which uses it
// for its own per-warp state too (sm/pipeline's prefetch.go). It never
// faults and reads nothing, so any address is harmless.
//
//go:noescape
func PrefetchLines(lines *[4]uintptr, n int)
