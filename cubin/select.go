package cubin

import (
	"crypto/sha256"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/ptxsim/ptxsim/ptx"
)

// NoImageError is returned by Select when no image of a binary can run on
// the device. Its text starts like the CUDA driver's
// (cudaErrorNoKernelImageForDevice) and lists what the binary holds.
type NoImageError struct {
	CCMajor, CCMinor int
	Images           []string // "sm_90a (runs only on 9.0)", "compute_90 (rejected: ...)"
	Hint             string   // how to rebuild, when the binary holds NVIDIA machine code only
}

func (e *NoImageError) Error() string {
	imgs := "none"
	if len(e.Images) > 0 {
		imgs = strings.Join(e.Images, "; ")
	}
	s := fmt.Sprintf("no kernel image is available for execution on the device (compute capability %d.%d); images in the binary: %s",
		e.CCMajor, e.CCMinor, imgs)
	if e.Hint != "" {
		s += "; " + e.Hint
	}
	return s
}

// suffixRank orders images of equal capability: the most specific first.
func suffixRank(s byte) int {
	switch s {
	case 'a':
		return 0
	case 'f':
		return 1
	}
	return 2
}

// candidates returns the images that may run on ccMajor.ccMinor in the
// driver's order of preference: machine images, exact capability first,
// then the newest compatible one; then PTX images, newest first.
func (f *File) candidates(ccMajor, ccMinor int) []*Image {
	var c []*Image
	for _, im := range f.images {
		if im.NVIDIA == nil && im.Arch.RunsOn(ccMajor, ccMinor) {
			c = append(c, im)
		}
	}
	slices.SortStableFunc(c, func(x, y *Image) int {
		a, b := x.Arch, y.Arch
		if a.Virtual != b.Virtual {
			if a.Virtual {
				return 1
			}
			return -1
		}
		if a.Major != b.Major {
			return b.Major - a.Major
		}
		if a.Minor != b.Minor {
			return b.Minor - a.Minor
		}
		return suffixRank(a.Suffix) - suffixRank(b.Suffix)
	})
	return c
}

// whyNot says why an image cannot run on a capability by the arch rules.
func whyNot(a Arch) string {
	switch {
	case a.Suffix == 'a':
		return fmt.Sprintf("runs only on %d.%d", a.Major, a.Minor)
	case a.Virtual && a.Suffix == 0:
		return fmt.Sprintf("needs %d.%d or later", a.Major, a.Minor)
	default:
		return fmt.Sprintf("runs on %d.%d to %d.9", a.Major, a.Minor, a.Major)
	}
}

// Select picks the image to run on a device of compute capability
// ccMajor.ccMinor and returns it with its module: an exact machine image,
// else the newest compatible machine image, else the newest compatible
// PTX image (parsed at load time, cached by content). An image is skipped
// when its module uses instructions or features the device lacks
// (CheckDevice), or when supports, if not nil, returns an error for it.
// When nothing fits the error is a *NoImageError. An image that does not
// decode is an error at once, not a reason to fall back.
func (f *File) Select(ccMajor, ccMinor int, supports func(*ptx.Module) error) (*Image, *ptx.Module, error) {
	rejected := map[*Image]string{}
	for _, im := range f.candidates(ccMajor, ccMinor) {
		m, err := im.Module()
		if err != nil {
			return nil, nil, err
		}
		if err := CheckDevice(m, ccMajor, ccMinor); err != nil {
			rejected[im] = err.Error()
			continue
		}
		if supports != nil {
			if err := supports(m); err != nil {
				rejected[im] = err.Error()
				continue
			}
		}
		return im, m, nil
	}
	e := &NoImageError{CCMajor: ccMajor, CCMinor: ccMinor}
	var sass *Image
	ptxImages := 0
	for _, im := range f.images {
		why, ok := rejected[im]
		switch {
		case ok:
			why = "rejected: " + why
		case im.NVIDIA != nil:
			why = "NVIDIA machine code; ptxsim runs PTX only"
			if sass == nil {
				sass = im
			}
		default:
			why = whyNot(im.Arch)
		}
		if im.Arch.Virtual {
			ptxImages++
		}
		e.Images = append(e.Images, fmt.Sprintf("%s (%s)", im.Arch, why))
	}
	if sass != nil && ptxImages == 0 {
		xy := sass.Arch.SM()
		e.Hint = fmt.Sprintf("the binary holds no PTX: rebuild with nvcc -gencode arch=compute_%d,code=compute_%d (PTX only) or -gencode arch=compute_%d,code=[sm_%d,compute_%d] (SASS and PTX)", xy, xy, xy, xy, xy)
	}
	return nil, nil, e
}

// Load reads a binary and selects its image for a device: Read then
// Select.
func Load(data []byte, ccMajor, ccMinor int, supports func(*ptx.Module) error) (*Image, *ptx.Module, error) {
	f, err := Read(data)
	if err != nil {
		return nil, nil, err
	}
	return f.Select(ccMajor, ccMinor, supports)
}

// The JIT: PTX images are parsed when selected. Parsed modules are cached
// by a SHA-256 of the file name and text, so loading the same binary again
// (every launch of a script, every case of a suite) parses once. Cached
// modules are shared: callers must not modify them.

// ParseFunc parses PTX text; it is ptx.Parse once the parser is linked in
// (see jit.go).
type ParseFunc func(filename string, src []byte) (*ptx.Module, error)

var (
	jitMu      sync.Mutex
	jitCache   = map[[32]byte]*ptx.Module{}
	jitHits    atomic.Int64
	jitMisses  atomic.Int64
	jitMaxSize = 64
)

// JITStats reports how many PTX images were served from the cache and how
// many were parsed.
func JITStats() (hits, misses int64) { return jitHits.Load(), jitMisses.Load() }

func compilePTX(name string, src []byte) (*ptx.Module, error) {
	h := sha256.New()
	h.Write([]byte(name))
	h.Write([]byte{0})
	h.Write(src)
	var key [32]byte
	h.Sum(key[:0])
	jitMu.Lock()
	m, ok := jitCache[key]
	jitMu.Unlock()
	if ok {
		jitHits.Add(1)
		return m, nil
	}
	jitMisses.Add(1)
	if parsePTX == nil {
		return nil, fmt.Errorf("PTX image %s: no PTX parser linked in", name)
	}
	m, err := parsePTX(name, src)
	if err != nil {
		return nil, fmt.Errorf("PTX image %s: %w", name, err)
	}
	jitMu.Lock()
	if len(jitCache) >= jitMaxSize {
		clear(jitCache)
	}
	jitCache[key] = m
	jitMu.Unlock()
	return m, nil
}
