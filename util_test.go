package ptxsim

import (
	"math"
	"os"
)

func writeFile(path, s string) error { return os.WriteFile(path, []byte(s), 0o644) }

// near reports whether a equals b up to rounding.
func near(a, b float64) bool { return math.Abs(a-b) < 1e-9*math.Max(1, math.Abs(b)) }
