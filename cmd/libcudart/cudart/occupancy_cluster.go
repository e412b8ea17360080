package cudart

// Cluster occupancy: cudaOccupancyMaxActiveClusters and
// cudaOccupancyMaxPotentialClusterSize. A cluster's blocks are resident
// together within one GPC, so the clusters that fit are counted per GPC:
// floor(blocks per SM × SMs of the GPC / cluster size), summed.

// gpcSMs is the SMs of each GPC of the modelled device. The H200 (GH100,
// 132 SMs) is taken as 8 GPCs: two of 9 TPCs and six of 8 (18 and 16
// SMs); other devices as one group of all their SMs. This is an estimate:
// the H200 answered (testdata/cuda/expected/h200/cluster_occupancy.out,
// 2 blocks per SM) 132, 79, 62, 30 and 14 clusters of 2, 3, 4, 8 and 16
// blocks where this model gives 132, 84, 66, 32 and 16, and no layout of
// GPCs under this counting rule reproduces both of its rows: the rule
// itself is not known yet. Every program that asks is told so on stderr.
func (r *Runtime) gpcSMs() []int {
	if r.spec.SMCount == 132 && r.spec.CCMajor == 9 {
		return []int{18, 18, 16, 16, 16, 16, 16, 16}
	}
	return []int{r.spec.SMCount}
}

// activeClusters is how many clusters of cs blocks fit at perSM resident
// blocks per SM.
func (r *Runtime) activeClusters(perSM, cs int) int {
	n := 0
	for _, s := range r.gpcSMs() {
		n += perSM * s / cs
	}
	return n
}

// OccupancyClusters is cudaOccupancyMaxActiveClusters (potential false:
// the clusters of the configuration's size, from its cluster-dimension
// attribute, the kernel's required cluster size or 1, that can be
// resident at once) and cudaOccupancyMaxPotentialClusterSize (potential
// true: the largest cluster size of which one can be resident; 8, or 16
// with cudaFuncAttributeNonPortableClusterSizeAllowed, at most).
func (r *Runtime) OccupancyClusters(t Thread, name string, out, fn, config uintptr, potential bool) Error {
	return r.call(t, name, func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 {
			return ErrorInvalidValue
		}
		f, e := r.kernel(fn)
		if e != Success {
			return e
		}
		l, e := r.launchConfig(config, fn)
		if e != Success {
			return e
		}
		if r.spec.CCMajor < 9 {
			putU32(out, 0)
			return Success
		}
		kf := f.fb.prog.Kernel(f.name)
		threads := int(l.Block[0]) * int(l.Block[1]) * int(l.Block[2])
		perSM := 0
		if threads > 0 && threads <= r.maxThreads(f, kf) {
			perSM = r.occupancy(f, kf, threads, int(l.Shared))
		}
		limit := 8
		if f.nonPortable {
			limit = 16
		}
		if potential {
			best := 0
			for cs := 1; cs <= limit; cs++ {
				if r.activeClusters(perSM, cs) > 0 {
					best = cs
				}
			}
			putU32(out, uint32(best))
			return Success
		}
		if !r.clusterEstimateSaid {
			r.clusterEstimateSaid = true
			r.diag("%s: an estimate (clusters counted per GPC of an assumed H200 layout); the H200's own counts are lower for clusters of 3 or more blocks", name)
		}
		cd := l.Cluster
		if cd == (Dim3{}) {
			cd = f.clusterDim
		}
		if rq := kf.Perf.ReqNCTAPerCluster; cd == (Dim3{}) && rq[0] > 0 {
			cd = Dim3{uint32(rq[0]), uint32(max(rq[1], 1)), uint32(max(rq[2], 1))}
		}
		cd = cd.norm()
		cs := int(cd[0] * cd[1] * cd[2])
		if cs > limit {
			r.diag("%s of %s: a cluster of %d blocks exceeds the limit of %d", name, f.name, cs, limit)
			return ErrorInvalidClusterSize
		}
		putU32(out, uint32(r.activeClusters(perSM, cs)))
		return Success
	})
}
