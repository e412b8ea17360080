package fidelity

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ptxsim/ptxsim"
)

// Case is one conformance case: a module, the device buffers it needs, the
// launches to run in order and the results to check afterwards. The format
// is defined by testdata/conformance/README.md.
type Case struct {
	Name     string       `json:"name"`
	Module   string       `json:"module"` // path relative to the case.json
	Arch     string       `json:"arch"`
	Buffers  []CaseBuffer `json:"buffers"`
	Globals  []CaseGlobal `json:"globals"`
	Launches []CaseLaunch `json:"launches"`
	Expect   []CaseExpect `json:"expect"`
	Tags     []string     `json:"tags"`
	Note     string       `json:"note,omitempty"`

	// The texture extension (case_texture.go, testdata/textures/README.md).
	Arrays   []CaseArray   `json:"arrays,omitempty"`
	Textures []CaseTexture `json:"textures,omitempty"`
	Surfaces []CaseSurface `json:"surfaces,omitempty"`
	TexRefs  []CaseTexture `json:"texrefs,omitempty"`
	SurfRefs []CaseSurface `json:"surfrefs,omitempty"`

	// Nsight Compute metrics the hardware runner adds for this case
	// (benchmarks/hardware/hwcase.py), and those its ncu did not know.
	NcuExtra        []string `json:"ncu_extra,omitempty"`
	NcuExtraDropped []string `json:"ncu_extra_dropped,omitempty"`

	Dir string `json:"-"` // the folder holding case.json; relative paths resolve against it
}

// CaseBuffer is one device allocation, initialised from a file or a fill byte.
type CaseBuffer struct {
	Name  string `json:"name"`
	Bytes uint64 `json:"bytes"`
	DType string `json:"dtype"`
	Init  string `json:"init,omitempty"` // file of initial bytes
	Fill  *int   `json:"fill,omitempty"` // byte value to fill with
}

// CaseGlobal sets a module-scope variable (__device__ or __constant__)
// before the first launch.
type CaseGlobal struct {
	Symbol string `json:"symbol"`
	DType  string `json:"dtype"`
	Init   string `json:"init"`
}

// CaseLaunch is one kernel launch.
type CaseLaunch struct {
	Kernel      string      `json:"kernel"`
	Grid        [3]uint32   `json:"grid"`
	Block       [3]uint32   `json:"block"`
	SharedBytes uint32      `json:"shared_bytes"`
	Cooperative bool        `json:"cooperative,omitempty"`
	Cluster     []uint32    `json:"cluster,omitempty"` // thread block cluster dimensions (x, y, z)
	Params      []CaseParam `json:"params"`
}

// CaseParam is one kernel parameter: a buffer pointer (plus offset), a
// scalar, or a struct passed by value. Exactly one of the fields is set.
type CaseParam struct {
	Ptr    string      `json:"ptr,omitempty"`
	Offset int64       `json:"offset,omitempty"`
	S32    *int32      `json:"s32,omitempty"`
	U32    *uint32     `json:"u32,omitempty"`
	S64    *int64      `json:"s64,omitempty"`
	U64    *uint64     `json:"u64,omitempty"`
	F32    *float32    `json:"f32,omitempty"`
	F64    *float64    `json:"f64,omitempty"`
	Struct []CaseParam `json:"struct,omitempty"`
	Tex    string      `json:"tex,omitempty"`  // a texture object's handle (case_texture.go)
	Surf   string      `json:"surf,omitempty"` // a surface object's handle
	// TensorMap is a CUtensorMap passed by value (128 bytes, 64-byte
	// aligned), encoded by EncodeTensorMapTiled/Im2col over a buffer.
	TensorMap *CaseTensorMap `json:"tensormap,omitempty"`
}

// CaseTensorMap describes a tensor map parameter as cuTensorMapEncodeTiled
// (or ...Im2col with Im2col set) takes it; benchmarks/hardware/hwcase.py
// encodes the same description with the CUDA driver.
type CaseTensorMap struct {
	Buffer      string      `json:"buffer"`
	Offset      uint64      `json:"offset,omitempty"`
	DType       string      `json:"dtype"`                  // u8 u16 u32 s32 u64 s64 f16 f32 f64 bf16 f32_ftz tf32 tf32_ftz
	Dims        []uint64    `json:"dims"`                   // elements per dimension, innermost first
	Strides     []uint64    `json:"strides"`                // bytes, dimensions 1.. (rank-1 values)
	Box         []uint32    `json:"box,omitempty"`          // tile mode box
	ElemStrides []uint32    `json:"elem_strides,omitempty"` // default all 1
	Interleave  string      `json:"interleave,omitempty"`   // none, 16B, 32B
	Swizzle     string      `json:"swizzle,omitempty"`      // none, 32B, 64B, 128B
	L2Promotion string      `json:"l2_promotion,omitempty"` // none, 64B, 128B, 256B
	OOBFill     string      `json:"oob_fill,omitempty"`     // none, nan
	Im2col      *CaseIm2col `json:"im2col,omitempty"`
}

// CaseIm2col holds the im2col fields of a tensor map.
type CaseIm2col struct {
	Lower    []int32 `json:"lower"`
	Upper    []int32 `json:"upper"`
	Channels uint32  `json:"channels"`
	Pixels   uint32  `json:"pixels"`
}

// CaseExpect is one check made after the last launch.
type CaseExpect struct {
	Buffer  string  `json:"buffer,omitempty"`
	Array   string  `json:"array,omitempty"` // an array read back instead of a buffer (case_texture.go)
	DType   string  `json:"dtype,omitempty"`
	Compare string  `json:"compare"` // exact, ulp, tol, cycles, lines-any-order
	File    string  `json:"file,omitempty"`
	ULP     uint64  `json:"ulp,omitempty"`
	Abs     float64 `json:"abs,omitempty"`
	Rel     float64 `json:"rel,omitempty"`
	Mask    []int   `json:"mask,omitempty"`
	Stdout  string  `json:"stdout,omitempty"`
}

// HasTag reports whether the case carries tag.
func (c *Case) HasTag(tag string) bool {
	for _, t := range c.Tags {
		if t == tag {
			return true
		}
	}
	return false
}

// Path resolves a file name of the case against its folder.
func (c *Case) Path(name string) string {
	if filepath.IsAbs(name) {
		return name
	}
	return filepath.Join(c.Dir, name)
}

// LoadCase reads and validates a case.json (or the folder holding one).
func LoadCase(path string) (*Case, error) {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		path = filepath.Join(path, "case.json")
	}
	data, err := ptxsim.ReadFileLimit(path, 64<<20)
	if err != nil {
		return nil, err
	}
	return parseCase(path, data)
}

// parseCase decodes and validates the case.json at path whose bytes are
// data; its relative file names resolve against path's folder.
func parseCase(path string, data []byte) (*Case, error) {
	c := new(Case)
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(c); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	c.Dir = filepath.Dir(path)
	if c.Name == "" {
		c.Name = filepath.Base(c.Dir)
	}
	if err := c.validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

func (c *Case) validate() error {
	if c.Module == "" {
		return fmt.Errorf("case %q names no module", c.Name)
	}
	names := map[string]bool{}
	for _, b := range c.Buffers {
		if b.Name == "" {
			return fmt.Errorf("a buffer has no name")
		}
		if names[b.Name] {
			return fmt.Errorf("buffer %q defined twice", b.Name)
		}
		names[b.Name] = true
		if (b.Init == "") == (b.Fill == nil) {
			return fmt.Errorf("buffer %q needs exactly one of init and fill", b.Name)
		}
	}
	var checkParams func([]CaseParam) error
	checkParams = func(ps []CaseParam) error {
		for i, p := range ps {
			n := 0
			if p.Ptr != "" {
				n++
				if !names[p.Ptr] {
					return fmt.Errorf("parameter %d points at unknown buffer %q", i, p.Ptr)
				}
			}
			if p.TensorMap != nil {
				n++
				if !names[p.TensorMap.Buffer] {
					return fmt.Errorf("parameter %d: tensor map over unknown buffer %q", i, p.TensorMap.Buffer)
				}
			}
			for _, set := range []bool{p.S32 != nil, p.U32 != nil, p.S64 != nil, p.U64 != nil, p.F32 != nil, p.F64 != nil, p.Struct != nil, p.Tex != "", p.Surf != ""} {
				if set {
					n++
				}
			}
			if n != 1 {
				return fmt.Errorf("parameter %d must have exactly one of ptr, s32, u32, s64, u64, f32, f64, struct, tensormap, tex, surf", i)
			}
			if p.Struct != nil {
				if err := checkParams(p.Struct); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if err := c.validateTextures(names); err != nil {
		return err
	}
	for i, l := range c.Launches {
		if l.Kernel == "" {
			return fmt.Errorf("launch %d names no kernel", i)
		}
		if err := checkParams(l.Params); err != nil {
			return fmt.Errorf("launch %d (%s): %w", i, l.Kernel, err)
		}
		if len(l.Cluster) != 0 && len(l.Cluster) != 3 {
			return fmt.Errorf("launch %d (%s): cluster needs 3 dimensions", i, l.Kernel)
		}
	}
	for i, e := range c.Expect {
		switch e.Compare {
		case "fault":
			if e.File == "" {
				return fmt.Errorf("expectation %d (fault) has no file", i)
			}
		case "exact", "ulp", "tol", "cycles":
			if e.Array != "" {
				if e.File == "" {
					return fmt.Errorf("expectation %d has no file", i)
				}
				break
			}
			if !names[e.Buffer] {
				return fmt.Errorf("expectation %d checks unknown buffer %q", i, e.Buffer)
			}
			if e.File == "" {
				return fmt.Errorf("expectation %d has no file", i)
			}
		case "lines-any-order":
			if e.Stdout == "" {
				return fmt.Errorf("expectation %d (lines-any-order) has no stdout file", i)
			}
		default:
			return fmt.Errorf("expectation %d: unknown compare %q", i, e.Compare)
		}
		if e.DType != "" {
			if _, ok := dtypeSize[e.DType]; !ok {
				return fmt.Errorf("expectation %d: unknown dtype %q", i, e.DType)
			}
		}
	}
	return nil
}

// FindCases lists the case.json files under dir/cases (or dir itself when it
// has no cases folder), sorted by name.
func FindCases(dir string) ([]string, error) {
	root := filepath.Join(dir, "cases")
	if st, err := os.Stat(root); err != nil || !st.IsDir() {
		root = dir
	}
	matches, err := filepath.Glob(filepath.Join(root, "*", "case.json"))
	if err != nil {
		return nil, err
	}
	if len(matches) == 0 {
		return nil, fmt.Errorf("no cases found under %s (expected %s/*/case.json)", dir, root)
	}
	return matches, nil
}

// MissingExpected names the first expected-output file of the case that
// does not exist ("" when all do): a case written before its hardware run
// has inputs and expectations but no ground truth yet.
func (c *Case) MissingExpected() string {
	for _, e := range c.Expect {
		name := e.File
		if e.Compare == "lines-any-order" {
			name = e.Stdout
		}
		if name == "" {
			continue
		}
		if !c.HasFile(name) {
			return name
		}
	}
	return ""
}
