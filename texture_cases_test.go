package ptxsim

import (
	"os"
	"testing"
)

// TestTextureCases runs the texture and surface ground truth
// (testdata/textures: the H200's outputs of every texture instruction,
// geometry, format, filter and address mode; the guide's examples; the
// legacy references) and checks ptxsim's results bit for bit.
func TestTextureCases(t *testing.T) {
	paths, err := FindCases("testdata/textures")
	if err != nil {
		t.Fatal(err)
	}
	cache := &ProgramCache{}
	for _, p := range paths {
		c, err := LoadCase(p)
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			for _, e := range c.Expect {
				if _, err := os.Stat(c.Path(e.File)); err != nil {
					// Still run it, to show what it does.
					if _, err := c.Execute(RunOptions{Cache: cache}); err != nil {
						t.Logf("execute: %v", err)
					}
					t.Skipf("ran, but no hardware result %s to compare with yet", e.File)
				}
			}
			res := c.Run(RunOptions{Cache: cache})
			if res.Status != StatusPass {
				t.Errorf("%s: %s", res.Status, res.Message)
			}
		})
	}
}

// TestTextureCasesFromBinaries runs the cases whose modules use texture
// references, samplers and surfaces through an assembled fat binary, so
// that the binary format carries the opaque variables and initializers.
func TestTextureCasesFromBinaries(t *testing.T) {
	cache := &ProgramCache{ViaBinary: &[2]int{9, 0}}
	for _, name := range []string{"independent", "legacy_unified", "legacy_refs", "guide_transform", "guide_copy", "gather", "sured"} {
		c, err := LoadCase("testdata/textures/cases/" + name)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(name, func(t *testing.T) {
			for _, e := range c.Expect {
				if _, err := os.Stat(c.Path(e.File)); err != nil {
					if _, err := c.Execute(RunOptions{Cache: cache}); err != nil {
						t.Errorf("execute: %v", err)
					}
					t.Skipf("ran, but no hardware result %s to compare with yet", e.File)
				}
			}
			if res := c.Run(RunOptions{Cache: cache}); res.Status != StatusPass {
				t.Errorf("%s: %s", res.Status, res.Message)
			}
		})
	}
}
