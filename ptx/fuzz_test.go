package ptx

import (
	"os"
	"testing"
)

// FuzzParse feeds arbitrary bytes to Parse, seeded with the corpus. Parse
// must never panic (the recover guard would hide a panic, so the target
// also fails on "internal error" results), and a module it accepts must
// print to text that parses again.
func FuzzParse(f *testing.F) {
	for _, path := range corpusFiles(f) {
		src, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
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
