package fidelity

import (
	"path/filepath"
	"testing"
	"time"
)

func TestZZScaleThreads(t *testing.T) {
	paths, _ := FindCases(filepath.Join("..", "..", "testdata", "scale"))
	cache := new(ProgramCache)
	for _, p := range paths {
		c, err := LoadCase(p)
		if err != nil {
			continue
		}
		st := time.Now()
		w := outcome(c.Execute(RunOptions{Cache: cache, Threads: 1}))
		if g := outcome(c.Execute(RunOptions{Cache: cache, Threads: 16})); g != w {
			t.Errorf("%s functional: %s", c.Name, firstDifference(16, w, g))
		}
		t.Logf("%s %v", c.Name, time.Since(st))
	}
}
