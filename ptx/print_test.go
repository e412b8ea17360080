package ptx

import (
	"bytes"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// clearPositions zeroes every Pos in m so that two parses of differently
// laid out text can be compared.
func clearPositions(m *Module) {
	seen := map[*Var]bool{}
	clearVar := func(v *Var) {
		if v != nil && !seen[v] {
			seen[v] = true
			v.Pos = Pos{}
		}
	}
	var clearOp func(a *Operand)
	clearOp = func(a *Operand) {
		a.Pos = Pos{}
		clearVar(a.Var)
		for i := range a.Elems {
			clearOp(&a.Elems[i])
		}
	}
	for i := range m.Files {
		m.Files[i].Pos = Pos{}
	}
	for _, s := range m.Sections {
		s.Pos = Pos{}
	}
	for _, v := range m.Vars {
		clearVar(v)
	}
	for _, f := range m.Funcs {
		f.Pos = Pos{}
		for _, v := range f.Params {
			clearVar(v)
		}
		for _, v := range f.Results {
			clearVar(v)
		}
		for _, v := range f.Vars {
			clearVar(v)
		}
		for i := range f.Regs {
			f.Regs[i].Pos = Pos{}
		}
		for i := range f.Labels {
			f.Labels[i].Pos = Pos{}
		}
		for i := range f.Blocks {
			f.Blocks[i].Pos = Pos{}
		}
		for _, t := range f.BranchTables {
			t.Pos = Pos{}
		}
		for _, t := range f.CallTargets {
			t.Pos = Pos{}
		}
		for _, p := range f.Prototypes {
			p.Pos = Pos{}
			for _, v := range p.Params {
				clearVar(v)
			}
			for _, v := range p.Results {
				clearVar(v)
			}
		}
		for i := range f.Body {
			f.Body[i].Pos = Pos{}
			for j := range f.Body[i].Args {
				clearOp(&f.Body[i].Args[j])
			}
		}
	}
}

// TestRoundTrip prints every corpus module, parses the text again and
// expects the same IR, positions aside.
func TestRoundTrip(t *testing.T) {
	for _, path := range corpusFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			m1, err := ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := Print(&buf, m1); err != nil {
				t.Fatal(err)
			}
			m2, err := Parse("printed.ptx", buf.Bytes())
			if err != nil {
				t.Fatalf("printed module does not parse: %v", err)
			}
			clearPositions(m1)
			clearPositions(m2)
			m2.File = m1.File
			if !reflect.DeepEqual(m1, m2) {
				t.Fatalf("IR differs after print and re-parse: %s", firstDiff(m1, m2))
			}
			// Printing is deterministic: the second print equals the first.
			var buf2 bytes.Buffer
			if err := Print(&buf2, m2); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(buf.Bytes(), buf2.Bytes()) {
				t.Fatalf("second print differs")
			}
		})
	}
}

// firstDiff names the first part of two modules that differs, to make a
// round-trip failure readable.
func firstDiff(a, b *Module) string {
	if !reflect.DeepEqual(a.Vars, b.Vars) {
		for i := range a.Vars {
			if i >= len(b.Vars) || !reflect.DeepEqual(a.Vars[i], b.Vars[i]) {
				return "var " + a.Vars[i].Name
			}
		}
		return "vars"
	}
	if len(a.Funcs) != len(b.Funcs) {
		return "number of functions"
	}
	for i, f := range a.Funcs {
		g := b.Funcs[i]
		if reflect.DeepEqual(f, g) {
			continue
		}
		for j := range f.Body {
			if j >= len(g.Body) || !reflect.DeepEqual(f.Body[j], g.Body[j]) {
				var sb strings.Builder
				sb.WriteString("func " + f.Name + " inst ")
				sb.WriteString(f.Body[j].Op.String())
				if j < len(g.Body) {
					sb.WriteString(" vs " + g.Body[j].Op.String())
				}
				return sb.String()
			}
		}
		for _, field := range []string{"Regs", "Vars", "Labels", "Blocks", "Params", "Results", "Perf", "Linkage", "Prototypes", "BranchTables", "CallTargets"} {
			if !reflect.DeepEqual(reflect.ValueOf(*f).FieldByName(field).Interface(), reflect.ValueOf(*g).FieldByName(field).Interface()) {
				return "func " + f.Name + " field " + field
			}
		}
		return "func " + f.Name
	}
	return "module header"
}

// TestFeaturesModule parses a hand-written module with forms the corpus
// lacks, checks some of the IR, and round-trips it.
func TestFeaturesModule(t *testing.T) {
	m1, err := ParseFile("testdata/features.ptx")
	if err != nil {
		t.Fatal(err)
	}
	if m1.Target.SM != 90 || m1.Target.Suffix != 'a' || len(m1.Target.Flags) != 1 {
		t.Errorf("target %+v", m1.Target)
	}
	tab := m1.Var("table")
	if got := tab.Init; !bytes.Equal(got, []byte{1, 0, 0, 0, 16, 0, 0, 0, 8, 0, 0, 0, 3, 0, 0, 0}) {
		t.Errorf("table init % x", got)
	}
	ptrs := m1.Var("ptrs")
	if len(ptrs.Relocs) != 2 || !ptrs.Relocs[0].Generic || ptrs.Relocs[0].Addend != 4 || ptrs.Relocs[1].Offset != 8 {
		t.Errorf("relocs %+v", ptrs.Relocs)
	}
	if d := m1.Var("dscale").Init; len(d) != 8 || d[7] != 0x3f || d[6] != 0xf8 {
		t.Errorf("dscale % x", d)
	}
	if v := m1.Var("dyn"); v.Dims[0] != -1 || v.Linkage != LinkExtern || v.Size != 0 {
		t.Errorf("dyn %+v", v)
	}
	k := m1.Kernel("kernel")
	if k.Perf.MaxNTID != [3]int{128, 1, 1} || !k.Perf.ExplicitCluster || k.Params[0].PtrSpace != SpaceGlobal || k.Params[0].PtrAlign != 16 {
		t.Errorf("kernel header %+v %+v", k.Perf, k.Params[0])
	}
	find := func(op Opcode, nth int) *Inst {
		for i := range k.Body {
			if k.Body[i].Op == op {
				if nth == 0 {
					return &k.Body[i]
				}
				nth--
			}
		}
		t.Fatalf("no %v", op)
		return nil
	}
	if a := find(OpMov, 1).Args[1]; a.Kind != OperandSpecial || a.Special != SpecialEnvreg || a.Index != 3 {
		t.Errorf("envreg %+v", a)
	}
	if a := find(OpMov, 2).Args[1]; a.Kind != OperandImm || a.Imm != 32 {
		t.Errorf("WARP_SZ %+v", a)
	}
	if a := find(OpMov, 4).Args[1]; a.Kind != OperandSym || a.Var != tab || a.Offset != 8 {
		t.Errorf("table+8 %+v", a)
	}
	if a := find(OpMov, 5).Args[1]; a.Kind != OperandF32 || a.Imm != 0xBF800000 {
		t.Errorf("-0f3F800000 %+v", a)
	}
	setp := find(OpSetp, 0)
	if setp.Args[0].Kind != OperandPair || setp.Args[2].Imm != uint64(0xFFFFFFFFFFFFFFFB) || !setp.Args[3].Neg {
		t.Errorf("setp %+v", setp.Args)
	}
	if ld := find(OpLd, 1); ld.Args[1].Offset != -16 || ld.Args[0].Elems[2].Kind != OperandSink {
		t.Errorf("ld.v4 %+v", ld.Args)
	}
	if brx := find(OpBrxIdx, 0); brx.Args[1].Table == nil || len(brx.Args[1].Table.Labels) != 2 {
		t.Errorf("brx %+v", brx.Args)
	}
	call := find(OpCall, 0)
	if call.Args[1].Func != m1.Func("callee") || len(call.Args[2].Elems) != 2 || call.Args[0].Elems[0].Var == nil {
		t.Errorf("call %+v", call.Args)
	}
	if icall := find(OpCall, 1); icall.Args[3].Proto == nil || icall.Args[1].Kind != OperandReg {
		t.Errorf("indirect call %+v", icall.Args)
	}
	// The two inner %r1 are distinct registers, and distinct from the outer.
	in1, in2 := find(OpMov, 7), find(OpMov, 8)
	outer := find(OpMov, 0)
	if in1.Args[0].Reg == in2.Args[0].Reg || in1.Args[0].Reg == outer.Args[0].Reg {
		t.Errorf("shadowing: %d %d %d", outer.Args[0].Reg, in1.Args[0].Reg, in2.Args[0].Reg)
	}
	if v := find(OpMov, 9).Args[0]; v.Comp != 0 || k.Regs[v.Reg].Vec != 4 {
		t.Errorf("%%v.x %+v", v)
	}

	var buf bytes.Buffer
	if err := Print(&buf, m1); err != nil {
		t.Fatal(err)
	}
	m2, err := Parse("printed.ptx", buf.Bytes())
	if err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	clearPositions(m1)
	clearPositions(m2)
	m2.File = m1.File
	if !reflect.DeepEqual(m1, m2) {
		t.Fatalf("round trip differs: %s\n%s", firstDiff(m1, m2), buf.String())
	}
}
