package ptx

import (
	"os"
	"regexp"
	"testing"
)

var funcHead = regexp.MustCompile(`(?m)^(\.visible |\.weak |\.extern )?\.(entry|func)\b`)

// splitModule returns the module's header (everything before the first
// function) joined with each function in turn: small seeds that the fuzzer
// can mutate quickly (whole corpus modules take up to 0.4 s per run).
func splitModule(src []byte) [][]byte {
	locs := funcHead.FindAllIndex(src, -1)
	if len(locs) == 0 {
		return nil
	}
	header := src[:locs[0][0]]
	var out [][]byte
	for i, l := range locs {
		end := len(src)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		if end-l[0] > 8<<10 {
			continue
		}
		seed := append(append([]byte{}, header...), src[l[0]:end]...)
		out = append(out, seed)
	}
	return out
}

// FuzzParse feeds arbitrary bytes to Parse, seeded with the corpus split
// into one function per seed. Parse
// must never panic (the recover guard would hide a panic, so the target
// also fails on "internal error" results), and a module it accepts must
// print to text that parses again.
func FuzzParse(f *testing.F) {
	for _, path := range corpusFiles(f) {
		src, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		for _, seed := range splitModule(src) {
			f.Add(seed)
		}
	}
	if src, err := os.ReadFile("testdata/features.ptx"); err == nil {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		// The fast scanner must agree with the generated lexer.
		if err := compareLexers(string(src)); err != nil {
			t.Fatal(err)
		}
		m, err := Parse("fuzz.ptx", src)
		if err != nil {
			if list, ok := err.(ErrorList); ok {
				for _, e := range list {
					if len(e.Msg) >= 14 && e.Msg[:14] == "internal error" {
						t.Fatalf("panic inside Parse: %s", e.Msg)
					}
				}
			}
			return
		}
		var buf bytesBuffer
		if err := Print(&buf, m); err != nil {
			t.Fatal(err)
		}
		if _, err := Parse("printed.ptx", buf.b); err != nil {
			t.Fatalf("printed module does not parse: %v\n%s", err, buf.b)
		}
	})
}

type bytesBuffer struct{ b []byte }

func (w *bytesBuffer) Write(p []byte) (int, error) {
	w.b = append(w.b, p...)
	return len(p), nil
}
