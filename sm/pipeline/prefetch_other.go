//go:build !amd64

package pipeline

// prefetchLines is a no-op where there is no prefetch instruction in
// assembly (prefetch_amd64.s).
func prefetchLines(lines *[4]uintptr, n int) {}
