// Package calibration holds the H200 microbenchmarks the timing model is
// calibrated with (the CUDA sources, their scripts and the measured
// results, h200-*.json) and, in Go, a closed-loop traffic generator
// (Traffic) that replays the memory side of those microbenchmarks through
// package memsys/timing, so that the tests can compare the model's
// bandwidths and latencies with the measured ones.
package calibration
