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

// prefetchSet prefetches the lines of a cache set of ways ways (at least
// one): its tags (ways 8-byte words from tag) and its state (4 x ways
// bytes of Cache.meta from st), in one call instead of one per line (a
// call into assembly is not inlined; the serve prefetches one or two sets
// per request).
//
//go:noescape
func prefetchSet(tag, st unsafe.Pointer, ways int)
