package benchmarks

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// corpusPTX returns the corpus modules, largest first.
func corpusPTX(b *testing.B) []string {
	b.Helper()
	var files []string
	for _, pat := range []string{"../testdata/conformance/ptx/*.ptx", "../testdata/conformance/ptx-extra/*.ptx"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	if len(files) == 0 {
		b.Skip("no corpus")
	}
	size := func(p string) int64 {
		st, err := os.Stat(p)
		if err != nil {
			return 0
		}
		return st.Size()
	}
	sort.Slice(files, func(i, j int) bool { return size(files[i]) > size(files[j]) })
	return files
}

func benchParse(b *testing.B, name string, src []byte) {
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := ptx.Parse(name, src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseCorpus parses the three largest corpus modules (a -G debug
// build with DWARF sections, and the largest optimized builds).
func BenchmarkParseCorpus(b *testing.B) {
	files := corpusPTX(b)
	var picked []string
	picked = append(picked, files[0])
	for _, f := range files {
		if len(picked) == 3 {
			break
		}
		if filepath.Dir(f) == filepath.Clean("../testdata/conformance/ptx") {
			picked = append(picked, f)
		}
	}
	for _, f := range picked {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(filepath.Base(f), func(b *testing.B) { benchParse(b, f, src) })
	}
}

var funcStart = regexp.MustCompile(`(?m)^(\.visible |\.weak )?\.(entry|func)\b`)

// synthetic builds a module of about target bytes: the header and
// module-scope declarations of one optimized corpus module, then its
// function definitions repeated with every function name given a per-copy
// suffix (calls inside a copy go to the same copy).
func synthetic(b *testing.B, target int) []byte {
	src, err := os.ReadFile("../testdata/conformance/ptx/basics.sm_90.ptx")
	if err != nil {
		b.Fatal(err)
	}
	locs := funcStart.FindAllIndex(src, -1)
	if len(locs) == 0 {
		b.Fatal("no functions")
	}
	header := src[:locs[0][0]]
	body := src[locs[0][0]:]
	names := regexp.MustCompile(`\.(?:entry|func)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)`).FindAllSubmatch(body, -1)
	var out bytes.Buffer
	out.Write(header)
	for k := 0; out.Len() < target; k++ {
		copyText := body
		for _, n := range names {
			re := regexp.MustCompile(`\b` + regexp.QuoteMeta(string(n[1])) + `\b`)
			copyText = re.ReplaceAll(copyText, []byte(fmt.Sprintf("%s_c%d", n[1], k)))
		}
		out.Write(copyText)
		out.WriteByte('\n')
	}
	return out.Bytes()
}

// BenchmarkParseSynthetic50MB parses a ~50 MB module made of renamed copies
// of corpus functions.
func BenchmarkParseSynthetic50MB(b *testing.B) {
	size := 50 << 20
	if testing.Short() {
		size = 5 << 20
	}
	src := synthetic(b, size)
	benchParse(b, "synthetic.ptx", src)
}
