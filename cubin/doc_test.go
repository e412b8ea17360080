package cubin

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// TestDocEnums checks that the enumeration tables of docs/binary-format.md
// match the ptx package: the values are part of the format, so a change
// on either side must be deliberate (and bump the format version).
func TestDocEnums(t *testing.T) {
	b, err := os.ReadFile("../docs/binary-format.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	line := func(prefix string) map[string]string {
		for _, l := range strings.Split(doc, "\n") {
			if strings.HasPrefix(l, prefix) {
				got := map[string]string{}
				for _, m := range regexp.MustCompile("`(\\d+) ([^`]+)`").FindAllStringSubmatch(l, -1) {
					got[m[1]] = m[2]
				}
				return got
			}
		}
		t.Fatalf("docs/binary-format.md has no line starting %q", prefix)
		return nil
	}
	// check compares values first..n-1.
	check := func(prefix string, first, n int, name func(i int) string) {
		got := line(prefix)
		if len(got) != n-first {
			t.Errorf("%s lists %d values, the code has %d", prefix, len(got), n-first)
		}
		for i := first; i < n; i++ {
			if want := name(i); got[fmt.Sprint(i)] != want {
				t.Errorf("%s value %d: doc says %q, code says %q", prefix, i, got[fmt.Sprint(i)], want)
			}
		}
	}
	orNone := func(s string) string {
		if s == "" {
			return "none"
		}
		return s
	}
	check("Opcodes", 1, int(ptx.NumOpcodes), func(i int) string { return ptx.Opcode(i).String() })
	check("Type:", 0, numTypes, func(i int) string { return orNone(ptx.Type(i).String()) })
	check("Space:", 0, numSpaces, func(i int) string { return orNone(ptx.Space(i).String()) })
	check("Special registers:", 1, numSpecials, func(i int) string { return ptx.Special(i).String() })
}
