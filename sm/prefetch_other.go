//go:build !amd64

package sm

// prefetchRows is a no-op where there is no prefetch instruction in
// assembly (prefetch_amd64.s).
func prefetchRows(rows *[4]uintptr, n int) {}

// PrefetchLines (prefetch_amd64.go) is a no-op where there is no
// prefetch instruction in assembly (prefetch_amd64.s).
func PrefetchLines(lines *[4]uintptr, n int) {}
