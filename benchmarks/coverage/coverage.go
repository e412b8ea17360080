package coverage

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

// Row is the coverage of one opcode.
type Row struct {
	Op       ptx.Opcode
	Name     string
	Chapters []string
	Mods     string // modifier groups and types the spec table accepts
	Requires string // targets and PTX versions: the opcode's and its modifiers'
	Executed bool   // isa.Semantics says Lower accepts it
	Refused  string // not executed on purpose: isa.Refused's reason (Lower refuses it naming this)
	Cases    []string
	HWCases  []string // cases whose module uses the opcode and whose results the H200 produced and ptxsim is held to
	HWForms  []string // distinct spellings (opcode.modifiers) in those modules
	Classes  []string // SASS classes the timing model charges its lowered instructions (isa.CostOf)
	NCU      bool     // used by a case with Nsight Compute metrics (the timing validation's ground truth)
}

// Table is the coverage of every opcode of the spec table.
type Table struct {
	Rows  []*Row
	Cases int // cases scanned
}

// launchRE finds the kernels of a testdata/ptx-modern file (sm/modern_test.go).
var launchRE = regexp.MustCompile(`//\s*LAUNCH\s+(\S+)`)

// funcUse is the evidence one function of a module gives.
type funcUse struct {
	forms   map[ptx.Opcode]map[string]bool
	classes map[ptx.Opcode]map[string]bool
	callees []string // functions it calls or takes the address of
}

// moduleUse is the evidence of a module's functions, by name.
type moduleUse map[string]*funcUse

// reach returns the functions a case's launches run: the kernels and
// everything they call, directly or not.
func (mu moduleUse) reach(kernels []string) []*funcUse {
	seen := map[string]bool{}
	var out []*funcUse
	var visit func(string)
	visit = func(name string) {
		if seen[name] {
			return
		}
		seen[name] = true
		f := mu[name]
		if f == nil {
			return
		}
		out = append(out, f)
		for _, c := range f.callees {
			visit(c)
		}
	}
	for _, k := range kernels {
		visit(k)
	}
	return out
}

// Build scans the spec and semantics tables and the ground-truth cases of
// the repository rooted at root.
func Build(root string) (*Table, error) {
	t := &Table{}
	byOp := map[ptx.Opcode]*Row{}
	for op := ptx.OpInvalid + 1; op < ptx.NumOpcodes; op++ {
		spec := op.Spec()
		if spec == nil {
			continue
		}
		r := &Row{Op: op, Name: op.String(), Mods: modsOf(spec), Requires: reqsOf(spec), Executed: isa.Semantics[op].Supported, Refused: isa.Refused[op]}
		t.Rows = append(t.Rows, r)
		byOp[op] = r
	}
	for _, r := range t.Rows {
		for _, ch := range chapters {
			for _, n := range ch.Ops {
				if n == r.Name {
					r.Chapters = append(r.Chapters, ch.Title)
				}
			}
		}
	}

	modules := map[string]moduleUse{}
	scan := func(suite string, errorsSuite bool) error {
		paths, err := fidelity.FindCases(filepath.Join(root, "testdata", suite))
		if err != nil {
			return err
		}
		for _, p := range paths {
			c, err := fidelity.LoadCase(p)
			if err != nil {
				return err
			}
			if _, skipped := fidelity.HopperKnown[c.Name]; skipped && suite == "hopper" {
				continue // TestHopper does not run it
			}
			t.Cases++
			name := c.Name
			if suite != "conformance" {
				name = suite + "/" + c.Name
			}
			mpath := filepath.Clean(c.Path(c.Module))
			mu, ok := modules[mpath]
			if !ok {
				if mu, err = useOf(mpath); err != nil {
					return fmt.Errorf("%s: %w", name, err)
				}
				modules[mpath] = mu
			}
			hw := c.MissingExpected() == ""
			if errorsSuite {
				_, err := os.Stat(c.Path("hw-error.txt"))
				hw = err == nil
			}
			if _, pending := fidelity.PendingCases[c.Name]; pending || allDeviating(c) {
				hw = false
			}
			if _, partial := fidelity.HopperPartial[c.Name]; partial && suite == "hopper" {
				hw = false
			}
			if suite == "textures" && textureGap(c.Name) {
				hw = false
			}
			ncu := hasNCU(c.Path("hw.json"))
			var kernels []string
			for _, l := range c.Launches {
				kernels = append(kernels, l.Kernel)
			}
			for _, fu := range mu.reach(kernels) {
				for op, forms := range fu.forms {
					r := byOp[op]
					if r == nil {
						continue
					}
					r.Cases = append(r.Cases, name)
					if hw {
						r.HWCases = append(r.HWCases, name)
						for f := range forms {
							r.HWForms = append(r.HWForms, f)
						}
					}
					if ncu {
						r.NCU = true
					}
				}
				for op, cls := range fu.classes {
					if r := byOp[op]; r != nil {
						for cl := range cls {
							r.Classes = append(r.Classes, cl)
						}
					}
				}
			}
		}
		return nil
	}
	for _, s := range fidelity.FunctionalSuites {
		if err := scan(s, false); err != nil {
			return nil, err
		}
	}
	for _, s := range fidelity.ErrorSuites {
		if err := scan(s, true); err != nil {
			return nil, err
		}
	}
	// testdata/hopper: TestHopper's suite (cases it skips are left out,
	// partly reproduced ones count as run, not checked).
	if err := scan("hopper", false); err != nil {
		return nil, err
	}
	// testdata/textures: TestTextureCases' suite (cases with a recorded gap
	// or a deliberate difference count as run, not checked).
	if err := scan("textures", false); err != nil {
		return nil, err
	}
	// testdata/ptx-modern: kernels with hand-derived expectations that
	// sm's TestModern runs (their LAUNCH comments name the kernels).
	files, _ := filepath.Glob(filepath.Join(root, "testdata", "ptx-modern", "*.ptx"))
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		var kernels []string
		for _, m := range launchRE.FindAllStringSubmatch(string(src), -1) {
			kernels = append(kernels, m[1])
		}
		mu, err := useOf(path)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		name := "ptx-modern/" + strings.TrimSuffix(filepath.Base(path), ".ptx")
		for _, fu := range mu.reach(kernels) {
			for op := range fu.forms {
				if r := byOp[op]; r != nil {
					r.Cases = append(r.Cases, name)
				}
			}
		}
	}
	for _, r := range t.Rows {
		r.Cases, r.HWCases, r.HWForms, r.Classes = uniq(r.Cases), uniq(r.HWCases), uniq(r.HWForms), uniq(r.Classes)
	}
	return t, nil
}

// useOf parses and lowers one module and collects, per function, the
// spellings of its instructions and the cost classes of its lowered code,
// per opcode, and the functions it refers to.
func useOf(path string) (moduleUse, error) {
	src, err := fidelity.ReadModule(path)
	if err != nil {
		return nil, err
	}
	m, err := ptx.Parse(path, src)
	if err != nil {
		return nil, err
	}
	mu := moduleUse{}
	add := func(set map[ptx.Opcode]map[string]bool, op ptx.Opcode, s string) {
		if set[op] == nil {
			set[op] = map[string]bool{}
		}
		set[op][s] = true
	}
	for _, f := range m.Funcs {
		fu := &funcUse{forms: map[ptx.Opcode]map[string]bool{}, classes: map[ptx.Opcode]map[string]bool{}}
		mu[f.Name] = fu
		for i := range f.Body {
			in := &f.Body[i]
			add(fu.forms, in.Op, spelling(in))
			for k := range in.Args {
				fu.callees = appendFuncs(fu.callees, &in.Args[k])
			}
		}
	}
	p, err := isa.Lower(m)
	if err != nil {
		return nil, err
	}
	for _, f := range p.Funcs {
		fu := mu[f.Name]
		if fu == nil {
			continue
		}
		for pc := f.Start; pc < f.End; pc++ {
			in := &p.Code[pc]
			if c := isa.CostOf(in); c.Issues > 0 {
				add(fu.classes, in.Op, c.Class.String())
			}
		}
	}
	return mu, nil
}

// appendFuncs adds the functions an operand names (a call's callee, a
// function's address, an indirect call's targets).
func appendFuncs(out []string, a *ptx.Operand) []string {
	if a.Func != nil {
		out = append(out, a.Func.Name)
	}
	if a.Targets != nil {
		for _, f := range a.Targets.Funcs {
			out = append(out, f.Name)
		}
	}
	for k := range a.Elems {
		out = appendFuncs(out, &a.Elems[k])
	}
	return out
}

// spelling is the instruction's opcode and modifiers as written, with the
// modifiers that only name a variable part (vector width aside) kept: it
// is the unit of "forms" in the table.
func spelling(in *ptx.Inst) string {
	if len(in.Mods) == 0 {
		return in.Op.String()
	}
	return in.Op.String() + "." + strings.Join(in.Mods, ".")
}

// allDeviating reports whether every form of a sweep case is a known
// deviation: then the case checks nothing against the hardware.
func allDeviating(c *fidelity.Case) bool {
	devs := fidelity.KnownDeviations[c.Name]
	if len(devs) == 0 {
		return false
	}
	data, err := os.ReadFile(c.Path("forms.txt"))
	if err != nil {
		return false
	}
	for _, l := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		l = l[strings.IndexByte(l, '\t')+1:]
		matched := false
		for _, d := range devs {
			if d.Forms.MatchString(l) {
				matched = true
				break
			}
		}
		if !matched {
			return false
		}
	}
	return true
}

func hasNCU(path string) bool {
	data, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	var hw struct {
		Launches []map[string]json.RawMessage `json:"launches"`
	}
	if json.Unmarshal(data, &hw) != nil {
		return false
	}
	for _, l := range hw.Launches {
		if _, ok := l["ncu"]; ok {
			return true
		}
	}
	return false
}

func uniq(xs []string) []string {
	sort.Strings(xs)
	out := xs[:0]
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// allTypes lists the types in their enum order.
func allTypes() []ptx.Type {
	var ts []ptx.Type
	for t := ptx.TypeNone + 1; ptx.LookupType(t.String()) == t; t++ {
		ts = append(ts, t)
	}
	return ts
}

func modsOf(s *ptx.OpSpec) string {
	if s.Loose {
		return "forms validated by package isa"
	}
	var parts []string
	for _, g := range s.Groups {
		if len(g) == 1 {
			parts = append(parts, "."+g[0])
			continue
		}
		parts = append(parts, "{."+strings.Join(g, " .")+"}")
	}
	var ts []string
	for _, t := range allTypes() {
		if s.Types.Has(t) {
			ts = append(ts, "."+t.String())
		}
	}
	if len(ts) > 0 {
		parts = append(parts, "types {"+strings.Join(ts, " ")+"}")
	}
	return strings.Join(parts, " ")
}

func reqText(r ptx.Req) string {
	var p []string
	if r.SM > 0 {
		p = append(p, fmt.Sprintf("sm_%d", r.SM))
	}
	if r.PTX.Major > 0 {
		p = append(p, fmt.Sprintf("PTX %d.%d", r.PTX.Major, r.PTX.Minor))
	}
	return strings.Join(p, ", ")
}

func reqsOf(s *ptx.OpSpec) string {
	base := reqText(s.Req)
	if base == "" {
		base = "any"
	}
	var mods []string
	for m, r := range s.ModReq {
		mods = append(mods, "."+m+": "+reqText(r))
	}
	sort.Strings(mods)
	for _, c := range s.ComboReq {
		mods = append(mods, "."+strings.Join(c.Mods, ".")+": "+reqText(c.Req))
	}
	if len(mods) == 0 {
		return base
	}
	return base + "; " + strings.Join(mods, "; ")
}

// textureGap says whether TestTextureCases knowingly does not reproduce
// some result of the texture case (a recorded gap or a deliberate
// difference from the H200).
func textureGap(name string) bool {
	if _, ok := fidelity.TextureByDesign[name]; ok {
		return true
	}
	for _, g := range fidelity.TextureGaps {
		if g.Case == name {
			return true
		}
	}
	return false
}
