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
// simulated thread-instructions per second of the functional interpreter
// on corpus cases (matmul_shared_256, matmul_naive_256, the reductions,
// vecadd, divergence, histogram_shared, saxpy, transpose_shared_256),
// timing the launches alone on a case loaded once; BenchmarkExecCase the
// end-to-end figure (a fresh device and the input files per run);
// BenchmarkTiming the same with the timing model on. Loading a binary against parsing its PTX is
// BenchmarkLoad in package cubin. benchmarks/calibration holds the CUDA
// microbenchmarks run on an H200 to calibrate the timing model, their
// script and the measured results.
package benchmarks
