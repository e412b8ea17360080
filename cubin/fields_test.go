package cubin

import (
	"reflect"
	"slices"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// TestCodecCoversIR fails when the IR gains a field the program stream does
// not carry: the round trip would silently drop it. When it fails, add the
// field to encode.go and decode.go (and docs/binary-format.md), then here.
func TestCodecCoversIR(t *testing.T) {
	known := map[reflect.Type][]string{
		reflect.TypeFor[ptx.Module]():      {"File", "Version", "Target", "AddressSize", "Vars", "Funcs", "Files", "Sections"},
		reflect.TypeFor[ptx.Version]():     {"Major", "Minor"},
		reflect.TypeFor[ptx.Target]():      {"SM", "Suffix", "Flags"},
		reflect.TypeFor[ptx.Pos]():         {"Line", "Col"},
		reflect.TypeFor[ptx.Var]():         {"Name", "Pos", "Space", "Linkage", "Type", "Vec", "Align", "Dims", "Size", "Init", "Relocs", "Managed", "PtrSpace", "PtrAlign", "Block"},
		reflect.TypeFor[ptx.Reloc]():       {"Offset", "Size", "Sym", "Addend", "Generic"},
		reflect.TypeFor[ptx.Func]():        {"Name", "Pos", "Entry", "Linkage", "Params", "Results", "HasBody", "Perf", "Regs", "Vars", "Body", "Labels", "Blocks", "BranchTables", "CallTargets", "Prototypes"},
		reflect.TypeFor[ptx.Perf]():        {"MaxNTID", "ReqNTID", "MinNCTAPerSM", "MaxNCTAPerSM", "MaxNReg", "ReqNCTAPerCluster", "ExplicitCluster", "MaxClusterRank", "NoReturn", "AbiPreserve", "AbiPreserveControl", "BlocksAreClusters", "Pragmas"},
		reflect.TypeFor[ptx.Reg]():         {"Name", "Type", "Vec", "Pos", "Block"},
		reflect.TypeFor[ptx.Label]():       {"Name", "Index", "Pos", "Block"},
		reflect.TypeFor[ptx.Block]():       {"Parent", "Start", "End", "Pos"},
		reflect.TypeFor[ptx.BranchTable](): {"Name", "Pos", "Labels"},
		reflect.TypeFor[ptx.CallTargets](): {"Name", "Pos", "Funcs"},
		reflect.TypeFor[ptx.Prototype]():   {"Name", "Pos", "Params", "Results"},
		reflect.TypeFor[ptx.Inst]():        {"Pos", "Guard", "GuardNeg", "Op", "Mods", "Types", "Args", "Loc"},
		reflect.TypeFor[ptx.SrcLoc]():      {"File", "Line", "Col"},
		reflect.TypeFor[ptx.Operand]():     {"Kind", "Pos", "Neg", "Reg", "Special", "Comp", "Index", "Imm", "Offset", "Sym", "Elems", "Var", "Func", "Label", "Table", "Proto", "Targets"},
		reflect.TypeFor[ptx.SourceFile]():  {"Index", "Name", "Pos"},
		reflect.TypeFor[ptx.Section]():     {"Name", "Pos", "Text"},
	}
	for typ, fields := range known {
		var have []string
		for i := 0; i < typ.NumField(); i++ {
			have = append(have, typ.Field(i).Name)
		}
		for _, f := range have {
			if !slices.Contains(fields, f) {
				t.Errorf("ptx.%s.%s is not carried by the program stream", typ.Name(), f)
			}
		}
		for _, f := range fields {
			if !slices.Contains(have, f) {
				t.Errorf("ptx.%s.%s no longer exists: update the codec", typ.Name(), f)
			}
		}
	}
}
