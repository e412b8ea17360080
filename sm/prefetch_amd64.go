package sm

// prefetchRows asks the host to bring the register rows at the first n
// addresses into its caches; it never faults.
//
//go:noescape
func prefetchRows(rows *[4]uintptr, n int)

// prefetchLines asks the host to bring the cache lines holding the first
// n addresses into its caches; it never faults.
//
//go:noescape
func prefetchLines(lines *[4]uintptr, n int)
