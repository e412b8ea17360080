// Package benchmarks holds ptxsim's Go benchmarks; it has no API.
//
// Run them with
//
//	go test -run XXX -bench . -benchtime 3x ./benchmarks
//	GOMAXPROCS=1 go test -run XXX -bench Parse ./benchmarks   # one core
//
// BenchmarkParseCorpus and BenchmarkParseSynthetic50MB report parse
// throughput (MB/s) on the corpus's largest modules and on a ~50 MB module
// built from renamed copies of corpus functions. BenchmarkExec reports
// simulated thread-instructions per second in functional mode on corpus
// cases (vecadd, matmul_shared_256, matmul_naive_256, reduce_sequential,
// divergence, histogram_shared, saxpy); BenchmarkTiming the same with the
// timing model on. Loading a binary against parsing its PTX is
// BenchmarkLoad in package cubin. benchmarks/calibration holds the CUDA
// microbenchmarks run on an H200 to calibrate the timing model, their
// script and the measured results.
package benchmarks
