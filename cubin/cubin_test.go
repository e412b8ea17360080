package cubin

import (
	"bytes"
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

func mustArchs(t testing.TB, s string) []Arch {
	t.Helper()
	a, err := ParseArchList(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestRoundTripHandIR(t *testing.T) {
	m := handModule()
	bin, err := Assemble(m, nil, mustArchs(t, "sm_80"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := Read(bin)
	if err != nil {
		t.Fatal(err)
	}
	if f.Fat || len(f.Images()) != 1 || f.Images()[0].Arch.String() != "sm_80" {
		t.Fatalf("images %s, fat %v", f.Archs(), f.Fat)
	}
	got, err := f.Images()[0].Module()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, m) {
		t.Fatalf("decoded module differs from the original\n%s", diffModules(got, m))
	}
	// Pointer identity inside the module survives: operands point at the
	// declared variables, call targets at the module's functions.
	k := got.Kernel("kern")
	if k.Body[1].Args[1].Var != k.Params[0] {
		t.Error("parameter operand does not point at the declared parameter")
	}
	if k.Body[6].Args[1].Func != got.Funcs[0] || k.CallTargets[0].Funcs[1] != got.Funcs[1] {
		t.Error("function references do not point at the module's functions")
	}
	if k.Body[10].Args[0].Var != got.Vars[3] || k.Body[8].Args[1].Table != k.BranchTables[0] {
		t.Error("variable or branch-table reference lost its identity")
	}
}

// diffModules names the first top-level part that differs.
func diffModules(a, b *ptx.Module) string {
	var out []string
	va, vb := reflect.ValueOf(*a), reflect.ValueOf(*b)
	for i := 0; i < va.NumField(); i++ {
		if !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
			out = append(out, "field "+va.Type().Field(i).Name)
		}
	}
	for i := range min(len(a.Funcs), len(b.Funcs)) {
		fa, fb := reflect.ValueOf(*a.Funcs[i]), reflect.ValueOf(*b.Funcs[i])
		for j := 0; j < fa.NumField(); j++ {
			if !reflect.DeepEqual(fa.Field(j).Interface(), fb.Field(j).Interface()) {
				out = append(out, a.Funcs[i].Name+"."+fa.Type().Field(j).Name)
				if fa.Type().Field(j).Name == "Body" {
					for k := range min(len(a.Funcs[i].Body), len(b.Funcs[i].Body)) {
						if !reflect.DeepEqual(a.Funcs[i].Body[k], b.Funcs[i].Body[k]) {
							out = append(out, "  first differing instruction: "+string(rune('0'+k%10)))
							break
						}
					}
				}
			}
		}
	}
	return strings.Join(out, "\n")
}

func TestAttributesAndSymbols(t *testing.T) {
	bin, err := Assemble(handModule(), nil, mustArchs(t, "sm_90"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := Read(bin)
	if err != nil {
		t.Fatal(err)
	}
	im := f.Images()[0]
	ks := im.Kernels()
	if len(ks) != 1 {
		t.Fatalf("%d kernels, want 1", len(ks))
	}
	k := ks[0]
	if k.Name != "kern" || k.ReqNTID != [3]int{128, 1, 1} || k.MaxNReg != 64 || k.MinCTAsPerSM != 2 {
		t.Errorf("kernel attributes %+v", k)
	}
	// Parameters: u64 at 0, u32 at 8, a 24-byte struct aligned to 8 at 16.
	wantP := []ParamAttr{
		{Name: "k_param_0", Offset: 0, Size: 8, Align: 8, PtrSpace: ptx.SpaceGlobal},
		{Name: "k_param_1", Offset: 8, Size: 4, Align: 4},
		{Name: "k_param_2", Offset: 16, Size: 24, Align: 8},
	}
	if !reflect.DeepEqual(k.Params, wantP) || k.ParamBytes != 40 {
		t.Errorf("params %+v (%d bytes), want %+v (40 bytes)", k.Params, k.ParamBytes, wantP)
	}
	// Static shared: its own ktile (64 bytes, align 8) and the module's
	// tile (256 bytes) that it stores to; not the unsized extern dyn.
	if k.StaticShared != 64+256 {
		t.Errorf("static shared %d, want %d", k.StaticShared, 64+256)
	}
	syms := map[string]Symbol{}
	for _, s := range im.Symbols() {
		syms[s.Name] = s
	}
	checks := []struct {
		name, kind, bind, sec string
		size                  uint64
	}{
		{"kern", "kernel", "global", ".ptxsim.prog", 0},
		{"square", "func", "local", ".ptxsim.prog", 0},
		{"external", "func", "global", "UND", 0},
		{"table", "object", "global", ".ptxsim.data", 16},
		{"ptrs", "object", "local", ".ptxsim.data", 16},
		{"coef", "object", "local", ".ptxsim.bss", 12},
		{"tile", "object", "local", ".ptxsim.shared", 256},
		{"dyn", "object", "global", "UND", 0},
		{"counter", "object", "weak", ".ptxsim.data", 4},
		{"hand.ptx", "file", "local", "ABS", 0},
	}
	for _, c := range checks {
		s, ok := syms[c.name]
		if !ok {
			t.Errorf("no symbol %s", c.name)
			continue
		}
		if s.Kind != c.kind || s.Binding != c.bind || s.Section != c.sec || c.size != 0 && s.Size != c.size {
			t.Errorf("symbol %s = %+v, want kind %s binding %s section %s size %d", c.name, s, c.kind, c.bind, c.sec, c.size)
		}
	}
	if syms["ptrs"].Value%16 != 0 {
		t.Errorf("ptrs at %d, not 16-byte aligned", syms["ptrs"].Value)
	}
}

// TestGoELF checks the image against Go's own ELF reader: section types,
// links, the symbol table and the relocations.
func TestGoELF(t *testing.T) {
	bin, err := Assemble(handModule(), nil, mustArchs(t, "sm_90a"))
	if err != nil {
		t.Fatal(err)
	}
	ef, err := elf.NewFile(bytes.NewReader(bin))
	if err != nil {
		t.Fatal(err)
	}
	if ef.Machine != elf.EM_CUDA || ef.Type != elf.ET_REL || ef.Class != elf.ELFCLASS64 {
		t.Errorf("header: machine %v type %v class %v", ef.Machine, ef.Type, ef.Class)
	}
	syms, err := ef.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range syms {
		names = append(names, s.Name)
	}
	if !strings.Contains(strings.Join(names, " "), "kern") {
		t.Errorf("symbols %v lack kern", names)
	}
	rela := ef.Section(".rela.ptxsim.data")
	if rela == nil || rela.Size != 2*24 {
		t.Fatalf(".rela.ptxsim.data: %+v", rela)
	}
	if fl := uint32(bin[48]) | uint32(bin[49])<<8 | uint32(bin[50])<<16 | uint32(bin[51])<<24; fl&0x3ff != 90 || fl>>10&3 != 1 || fl>>16&0xff != 8 {
		t.Errorf("e_flags %#x", fl)
	}
}

// TestReadelf runs binutils' readelf on an image and on the images inside a
// fat binary; skipped where readelf is not installed.
func TestReadelf(t *testing.T) {
	path, err := exec.LookPath("readelf")
	if err != nil {
		t.Skip("readelf not installed")
	}
	bin, err := Assemble(handModule(), nil, mustArchs(t, "sm_100f"))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "hand.cubin")
	if err := os.WriteFile(file, bin, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(path, "-W", "-h", "-S", "-s", "-r", "-n", file).CombinedOutput()
	if err != nil {
		t.Fatalf("readelf: %v\n%s", err, out)
	}
	text := string(out)
	for _, want := range []string{"ELF64", "REL (Relocatable file)", "NVIDIA CUDA architecture", ".ptxsim.prog", ".note.ptxsim",
		".rela.ptxsim.data", ".symtab", "kern", "table"} {
		if !strings.Contains(text, want) {
			t.Errorf("readelf output lacks %q", want)
		}
	}
	if strings.Contains(strings.ToLower(text), "warning") || strings.Contains(strings.ToLower(text), "error") {
		t.Errorf("readelf complains:\n%s", text)
	}
}
