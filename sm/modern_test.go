package sm

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

// The kernels of testdata/ptx-modern (issue 4's features) carry their own
// launch shapes and expected values, derived by hand from the PTX ISA, in
// comments:
//
//	// LAUNCH kernel grid=X,Y,Z block=X,Y,Z [cluster=X,Y,Z] [shared=N] out=BYTES
//	// EXPECT u32|i32|u64 INDEX = VALUE
//
// Every kernel takes the output buffer (zeroed, BYTES long) as its first
// parameter; launches run in order on one device; then every EXPECT is
// checked against out[INDEX] read as the given element type.

var (
	launchRE = regexp.MustCompile(`//\s*LAUNCH\s+(\S+)(.*)`)
	expectRE = regexp.MustCompile(`//\s*EXPECT\s+(u32|i32|u64)\s+(\d+)\s*=\s*(\S+)`)
)

type modernLaunch struct {
	kernel               string
	grid, block, cluster [3]uint32
	shared               uint32
	outBytes             int
}

func parseDims(t *testing.T, s string) [3]uint32 {
	var d [3]uint32
	for i, f := range strings.Split(s, ",") {
		v, err := strconv.ParseUint(f, 0, 32)
		if err != nil || i > 2 {
			t.Fatalf("bad dimensions %q", s)
		}
		d[i] = uint32(v)
	}
	return d
}

func loadModern(t *testing.T, name string) (string, []modernLaunch) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "testdata", "ptx-modern", name))
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	var ls []modernLaunch
	for _, m := range launchRE.FindAllStringSubmatch(src, -1) {
		l := modernLaunch{kernel: m[1]}
		for _, kv := range strings.Fields(m[2]) {
			k, v, _ := strings.Cut(kv, "=")
			switch k {
			case "grid":
				l.grid = parseDims(t, v)
			case "block":
				l.block = parseDims(t, v)
			case "cluster":
				l.cluster = parseDims(t, v)
			case "shared":
				n, _ := strconv.Atoi(v)
				l.shared = uint32(n)
			case "out":
				l.outBytes, _ = strconv.Atoi(v)
			default:
				t.Fatalf("%s: unknown LAUNCH key %q", name, k)
			}
		}
		ls = append(ls, l)
	}
	if len(ls) == 0 {
		t.Fatalf("%s: no LAUNCH line", name)
	}
	return src, ls
}

// lowerModern parses and lowers a testdata/ptx-modern source.
func lowerModern(t *testing.T, name, src string) *isa.Program {
	t.Helper()
	m, err := ptx.Parse(name, []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	p, err := isa.Lower(m)
	if err != nil {
		t.Fatalf("lower: %v", err)
	}
	return p
}

// runModern runs a testdata/ptx-modern file on d and returns the output
// buffer and the source.
func runModern(t *testing.T, d *Device, name string) ([]byte, string) {
	t.Helper()
	src, ls := loadModern(t, name)
	p := lowerModern(t, name, src)
	mod, err := d.Load(p)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	out, err := d.Malloc(uint64(ls[0].outBytes))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range ls {
		params, err := mod.KernelParams(l.kernel)
		if err != nil {
			t.Fatal(err)
		}
		pb := make([]byte, 0, 8)
		for range params {
			pb = binary.LittleEndian.AppendUint64(pb, out)
		}
		pb = pb[:params[len(params)-1].Offset+params[len(params)-1].Size]
		if _, err := d.Launch(mod, Launch{Kernel: l.kernel, Grid: l.grid, Block: l.block, Cluster: l.cluster, SharedBytes: l.shared, Params: pb}); err != nil {
			t.Fatalf("%s: launch %s: %v", name, l.kernel, err)
		}
	}
	buf := make([]byte, ls[0].outBytes)
	if err := d.Read(out, buf); err != nil {
		t.Fatal(err)
	}
	return buf, src
}

func checkExpect(t *testing.T, name, src string, buf []byte) {
	t.Helper()
	ex := expectRE.FindAllStringSubmatch(src, -1)
	if len(ex) == 0 {
		t.Fatalf("%s: no EXPECT line", name)
	}
	for _, m := range ex {
		idx, _ := strconv.Atoi(m[2])
		var got, want uint64
		var err error
		switch m[1] {
		case "u32", "i32":
			got = uint64(binary.LittleEndian.Uint32(buf[4*idx:]))
			if m[1] == "i32" {
				var v int64
				v, err = strconv.ParseInt(m[3], 0, 32)
				want = uint64(uint32(v))
			} else {
				want, err = strconv.ParseUint(m[3], 0, 32)
			}
		case "u64":
			got = binary.LittleEndian.Uint64(buf[8*idx:])
			want, err = strconv.ParseUint(m[3], 0, 64)
		}
		if err != nil {
			t.Fatalf("%s: bad EXPECT value %q", name, m[3])
		}
		if got != want {
			t.Errorf("%s: %s[%d] = %#x, want %#x", name, m[1], idx, got, want)
		}
	}
}

// TestModern runs every testdata/ptx-modern kernel and checks its EXPECT
// lines.
func TestModern(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "ptx-modern", "*.ptx"))
	if err != nil || len(files) == 0 {
		t.Fatal("no testdata/ptx-modern kernels")
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(strings.TrimSuffix(name, ".ptx"), func(t *testing.T) {
			buf, src := runModern(t, NewDevice(H200()), name)
			checkExpect(t, name, src, buf)
		})
	}
}
