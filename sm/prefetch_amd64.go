package sm

// prefetchRows asks the host to bring four register rows (their first
// bytes' addresses) into its caches; it never faults.
//
//go:noescape
func prefetchRows(a, b, c, d uintptr)
