package main

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim"
	"github.com/urfave/cli/v2"
)

// FuzzArgs feeds arbitrary command lines (one argument per line) through
// the real flag definitions, intersperse and every parser of the argument
// forms: --grid/--block dimensions, --arg (scalars, buffers, pointers,
// with the buffers created on a device with a small host budget), --out,
// the limit flags and --device names. Each must answer with a value or an
// error, never panic, hang or allocate without bound.
func FuzzArgs(f *testing.F) {
	for _, seed := range []string{
		"run\nk.ptx\n--kernel\nvecAdd\n--grid\n4,2\n--block=256\n--arg\nbuf:a=rand:4096:7\n--arg\nbuf:b=fill:0xff:16\n--arg\nbuf:c=zeros:100000000000\n--arg\nptr:c+16\n--arg\ns32:-3\n--out\nc=c.bin",
		"profile\n--case\nx.json\n--max-cycles\n1000\n--max-instructions\n0\n--timeout\n2s\n--host-memory\n50%\n--device\nsm_80",
		"--log-level\ndebug\nrun\n--arg\nbuf:v=f32:1,2.5,-3e7\n--arg\nf64:1e-300\n--arg\nu8:0x7f\n--device\nh200\n--host-memory\n1.5G",
		"conformance\ndir\n--run\nvec\n--json\n--device\na100",
		"validate\n--worst\n3\n--hw-registers\n--\n--grid\n0",
		"run\n-k\nk\n--grid\n1,1,1,1\n--arg\nbuf:=zeros:4\n--arg\nptr:zz+0x10\n--out\nnoequals",
		"run\n--arg\ntex:img,linear,wrap,norm=f32x1:64x48:rand:12288\n--arg\nsurf:out=u8x4:16x16:zeros:1024\n--out\nout=o.bin",
		"run\n--arg\ntex:t,point,address=clamp/mirror/border,border=1/0/0.5/1,float=u8x2:8x8x4:fill:0x7f:512\n--arg\ntex:l=f32x4:linear:f32:1,2,3,4",
		"run\n--arg\ntex:m,levels=3,mip=linear,lod=0/2,bias=0.5,aniso=4,srgb=u8x4:32x32:zeros:5376\n--arg\ntex:c,cubemap,seamless,gather=f16x1:8x8x6:zeros:768",
		"run\n--arg\nsurf:s,layered=s32x1:4x4x3:u32:1,2\n--arg\ntex:x=f32x3:0x0:zeros:0\n--arg\ntex:=u8x1:1:zeros:1",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Split(line, "\n")
		if len(args) > 32 {
			args = args[:32]
		}
		app := newApp()
		app.Writer, app.ErrWriter = io.Discard, io.Discard
		for _, cmd := range app.Commands {
			cmd.Action = checkFlags
		}
		_ = app.RunContext(context.Background(), intersperse(app, append([]string{"ptxsim"}, args...)))
	})
}

// checkFlags runs every argument parser on the flags a command has.
func checkFlags(c *cli.Context) error {
	has := func(name string) bool {
		for _, f := range c.Command.Flags {
			for _, n := range f.Names() {
				if n == name {
					return true
				}
			}
		}
		return false
	}
	for _, d := range []string{"grid", "block"} {
		if has(d) {
			_, _ = parseDim(d, c.String(d))
		}
	}
	if has("max-instructions") {
		_, _, _ = limitsFrom(c)
	}
	for _, o := range c.StringSlice("out") {
		_, _, _ = strings.Cut(o, "=")
	}
	if has("device") {
		if name := c.String("device"); !strings.HasSuffix(name, ".json") {
			_, _ = ptxsim.DeviceModel(name)
		}
	}
	if has("arg") {
		dev, err := ptxsim.OpenDevice("h200")
		if err != nil {
			return err
		}
		dev.SetHostMemoryLimit(8 << 20)
		_, _, _ = kernelArgs(c.Context, dev, c.StringSlice("arg"))
	}
	return nil
}
