package fpu

import "math"

// TestpClass is the class operand of testp (testp.finite etc.).
type TestpClass uint8

// The testp classes.
const (
	TestpFinite     TestpClass = iota // not infinite and not NaN
	TestpInfinite                     // ±inf
	TestpNumber                       // not NaN
	TestpNotANumber                   // NaN
	TestpNormal                       // finite and not denormal: zero counts as normal (measured on an H200)
	TestpSubnormal                    // denormal
)

var testpNames = [...]string{"finite", "infinite", "number", "notanumber", "normal", "subnormal"}

// String returns the PTX name of the class without its dot.
func (c TestpClass) String() string {
	if int(c) < len(testpNames) {
		return testpNames[c]
	}
	return "<badclass>"
}

// LookupTestpClass maps "finite" etc. to the class; ok is false otherwise.
func LookupTestpClass(name string) (TestpClass, bool) {
	for i, n := range testpNames {
		if n == name {
			return TestpClass(i), true
		}
	}
	return 0, false
}

// Testp32 is testp.class.f32.
func Testp32(c TestpClass, x float32) bool {
	b := math.Float32bits(x)
	return testp(c, uint64(b>>23&0xff), 0xff, uint64(b&0x7fffff))
}

// Testp64 is testp.class.f64.
func Testp64(c TestpClass, x float64) bool {
	b := math.Float64bits(x)
	return testp(c, b>>52&0x7ff, 0x7ff, b&(1<<52-1))
}

func testp(c TestpClass, e, emax, m uint64) bool {
	switch c {
	case TestpFinite:
		return e != emax
	case TestpInfinite:
		return e == emax && m == 0
	case TestpNumber:
		return e != emax || m == 0
	case TestpNotANumber:
		return e == emax && m != 0
	case TestpNormal:
		return e != emax && (e != 0 || m == 0)
	case TestpSubnormal:
		return e == 0 && m != 0
	}
	return false
}
