package cubin

// parsePTX compiles the PTX text of compute_XY images. It is nil until the
// ptx package's parser lands; then it becomes ptx.Parse.
var parsePTX ParseFunc
