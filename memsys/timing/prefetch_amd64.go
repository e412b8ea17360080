package timing

import "unsafe"

// prefetch asks the processor to bring the cache line at p into its
// caches without waiting for it (PREFETCHT0, prefetch_amd64.s): a hint
// that changes no result, never faults, and retires at once, unlike a
// load, so the serve can start the tag-array misses of the requests it
// will look up next while it works on the current one.
//
//go:noescape
func prefetch(p unsafe.Pointer)
