package coverage

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

const root = "../.."

var built *Table

func table(t *testing.T) *Table {
	t.Helper()
	if built == nil {
		var err error
		if built, err = Build(root); err != nil {
			t.Fatal(err)
		}
	}
	return built
}

// TestCoverageDoc: the committed docs/ptx-coverage.md is what the tables
// and the cases generate.
func TestCoverageDoc(t *testing.T) {
	want := table(t).Markdown()
	got, err := os.ReadFile(filepath.Join(root, "docs", "ptx-coverage.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		for i := 0; i < len(gl) || i < len(wl); i++ {
			var g, w string
			if i < len(gl) {
				g = gl[i]
			}
			if i < len(wl) {
				w = wl[i]
			}
			if g != w {
				t.Fatalf("docs/ptx-coverage.md is stale (run go generate ./benchmarks/coverage); first difference at line %d:\n got: %s\nwant: %s", i+1, g, w)
			}
		}
	}
}

// TestExecutedOpcodesRun: nothing marked executed is a stub. Every opcode
// isa.Semantics accepts is used by a kernel that a test runs: a case of
// the ground-truth suites (TestConformance, TestErrorCases) or a
// testdata/ptx-modern kernel (sm's TestModern).
func TestExecutedOpcodesRun(t *testing.T) {
	for _, r := range table(t).Rows {
		if r.Executed && len(r.Cases) == 0 {
			t.Errorf("%s is marked executed (isa.Semantics) but no case or testdata/ptx-modern kernel uses it: add one", r.Name)
		}
	}
}

// TestTableComplete: every opcode with a spec row is in the table, under
// an ISA chapter, and the table's executed status is isa.Semantics's.
func TestTableComplete(t *testing.T) {
	tb := table(t)
	rows := map[ptx.Opcode]*Row{}
	for _, r := range tb.Rows {
		rows[r.Op] = r
	}
	for op := ptx.OpInvalid + 1; op < ptx.NumOpcodes; op++ {
		if op.Spec() == nil {
			continue
		}
		r := rows[op]
		if r == nil {
			t.Errorf("%s has a spec row but no coverage row", op)
			continue
		}
		if len(r.Chapters) == 0 {
			t.Errorf("%s is under no ISA chapter: add it to chapters in isa_list.go", op)
		}
		if r.Executed != isa.Semantics[op].Supported {
			t.Errorf("%s: executed %v, isa.Semantics says %v", op, r.Executed, isa.Semantics[op].Supported)
		}
	}
}
