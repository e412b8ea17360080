package cubin

import "github.com/ptxsim/ptxsim/ptx"

// parsePTX compiles the PTX text of compute_XY images. A variable so that
// tests can count or fake compilations.
var parsePTX ParseFunc = ptx.Parse
