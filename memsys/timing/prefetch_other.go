//go:build !amd64

package timing

import "unsafe"

// prefetch does nothing off amd64 (see prefetch_amd64.go).
func prefetch(unsafe.Pointer) {}

// prefetchSet does nothing off amd64 (see prefetch_amd64.go).
func prefetchSet(tag, st unsafe.Pointer, ways int) {}
