package cubin

import (
	"fmt"
	"strconv"
	"strings"
)

// Arch is a compilation target as nvcc names it: a machine architecture
// ("sm_90", arch-specific "sm_90a", family-specific "sm_100f") or a virtual
// one ("compute_90", "compute_90a") whose image holds PTX text to be compiled
// when loaded.
type Arch struct {
	Major, Minor int  // compute capability: sm_90 is 9.0, sm_103 is 10.3
	Suffix       byte // 0, 'a' (arch-specific) or 'f' (family-specific)
	Virtual      bool // compute_XY (PTX) rather than sm_XY (machine code)
}

// ParseArch reads an architecture name: "sm_90", "sm_90a", "sm_100f",
// "compute_90", "compute_90a". The number's last digit is the minor
// version, the digits before it the major (sm_120 is 12.0).
func ParseArch(s string) (Arch, error) {
	var a Arch
	rest, ok := strings.CutPrefix(s, "sm_")
	if !ok {
		rest, ok = strings.CutPrefix(s, "compute_")
		if !ok {
			return Arch{}, fmt.Errorf("architecture %q: want sm_XY or compute_XY", s)
		}
		a.Virtual = true
	}
	if n := len(rest); n > 0 && (rest[n-1] == 'a' || rest[n-1] == 'f') {
		a.Suffix = rest[n-1]
		rest = rest[:n-1]
	}
	if len(rest) < 2 || len(rest) > 4 {
		return Arch{}, fmt.Errorf("architecture %q: want a two- or three-digit number such as sm_90 or sm_100", s)
	}
	for i := 0; i < len(rest); i++ {
		if rest[i] < '0' || rest[i] > '9' {
			return Arch{}, fmt.Errorf("architecture %q: %q is not a number", s, rest)
		}
	}
	n, _ := strconv.Atoi(rest)
	a.Major, a.Minor = n/10, n%10
	if a.Major < 1 {
		return Arch{}, fmt.Errorf("architecture %q: compute capability %d.%d does not exist", s, a.Major, a.Minor)
	}
	return a, nil
}

// ParseArchList reads a comma-separated list ("sm_80,sm_90,compute_90").
func ParseArchList(s string) ([]Arch, error) {
	var out []Arch
	for _, f := range strings.Split(s, ",") {
		a, err := ParseArch(strings.TrimSpace(f))
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

// SM is the architecture number as written after "sm_" (90 for 9.0).
func (a Arch) SM() int { return a.Major*10 + a.Minor }

// String returns the nvcc spelling: "sm_90a", "compute_90".
func (a Arch) String() string {
	p := "sm_"
	if a.Virtual {
		p = "compute_"
	}
	s := p + strconv.Itoa(a.SM())
	if a.Suffix != 0 {
		s += string(a.Suffix)
	}
	return s
}

// RunsOn reports whether code for a can be loaded on a device of compute
// capability ccMajor.ccMinor, by CUDA's rules:
//   - machine code sm_XY (and family code sm_XYf) runs on X.z with z >= Y,
//     never across majors;
//   - arch-specific code sm_XYa and compute_XYa runs only on exactly X.Y;
//   - PTX for compute_XY is compiled for any capability >= X.Y;
//     compute_XYf for the same family (same major, minor >= Y).
func (a Arch) RunsOn(ccMajor, ccMinor int) bool {
	switch {
	case a.Suffix == 'a':
		return ccMajor == a.Major && ccMinor == a.Minor
	case a.Suffix == 'f' || !a.Virtual:
		return ccMajor == a.Major && ccMinor >= a.Minor
	default:
		return ccMajor > a.Major || ccMajor == a.Major && ccMinor >= a.Minor
	}
}

// before orders compute capabilities.
func ccLess(aMaj, aMin, bMaj, bMin int) bool {
	return aMaj < bMaj || aMaj == bMaj && aMin < bMin
}

// canHost reports whether a module whose .target is t (SM number and suffix)
// may be assembled into an image for arch a: code written for t must be
// valid on every device a runs on. A plain target allows any arch of equal
// or higher capability (as ptxas compiles compute_80 PTX for sm_90); an
// arch-specific target needs exactly that arch with the 'a' suffix; a
// family target needs the same major, an equal or higher minor and the 'f'
// or 'a' suffix.
func canHost(a Arch, tSM int, tSuffix byte) bool {
	if tSM == 0 {
		return true
	}
	tMaj, tMin := tSM/10, tSM%10
	switch tSuffix {
	case 'a':
		return a.Suffix == 'a' && a.Major == tMaj && a.Minor == tMin
	case 'f':
		return (a.Suffix == 'f' || a.Suffix == 'a') && a.Major == tMaj && a.Minor >= tMin
	default:
		return !ccLess(a.Major, a.Minor, tMaj, tMin)
	}
}
