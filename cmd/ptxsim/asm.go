package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/cubin"
	"github.com/urfave/cli/v2"
)

func asmCommand() *cli.Command {
	return &cli.Command{
		Name:      "asm",
		Usage:     "assemble PTX into a cubin-like binary (one image or a fat binary)",
		ArgsUsage: "FILE.ptx -o FILE.cubin [--arch sm_90[,sm_80,compute_90]]",
		Description: `Assembles a PTX module into an ELF64 object holding the pre-decoded program
(docs/binary-format.md). --arch takes a comma-separated list: machine images
(sm_XY, arch-specific sm_XYa, family-specific sm_XYf) and PTX images for
just-in-time compilation (compute_XY). One machine architecture gives a plain
ELF image; several, or any compute_XY, a fat binary. Without --arch the
module's own .target is used. The loader (ptxsim run/profile with a binary,
or the Go API) picks the image a device can run by CUDA's rules.`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "output file (default: FILE with .cubin)"},
			&cli.StringFlag{Name: "arch", Usage: "architectures, comma-separated (sm_90, sm_90a, sm_100f, compute_90...)"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return fmt.Errorf("asm: want one PTX file (usage: ptxsim asm FILE.ptx -o FILE.cubin --arch sm_90)")
			}
			in := c.Args().First()
			src, err := os.ReadFile(in)
			if err != nil {
				return err
			}
			var archs []string
			if a := c.String("arch"); a != "" {
				for _, s := range strings.Split(a, ",") {
					archs = append(archs, strings.TrimSpace(s))
				}
			}
			bin, err := ptxsim.Assemble(in, src, archs...)
			if err != nil {
				return err
			}
			out := c.String("output")
			if out == "" {
				out = strings.TrimSuffix(in, ".ptx") + ".cubin"
			}
			return os.WriteFile(out, bin, 0o644)
		},
	}
}

func readBinary(c *cli.Context, cmd string) (*cubin.File, error) {
	if c.NArg() != 1 {
		return nil, fmt.Errorf("%s: want one binary file", cmd)
	}
	data, err := os.ReadFile(c.Args().First())
	if err != nil {
		return nil, err
	}
	if cubin.IsHostExecutable(data) {
		h, err := cubin.ReadHost(c.Args().First(), data)
		if err != nil {
			return nil, err
		}
		var ims []*cubin.Image
		for _, f := range h.Programs() {
			ims = append(ims, f.Images()...)
		}
		return cubin.NewFile(ims), nil
	}
	if !cubin.IsBinary(data) {
		return nil, fmt.Errorf("%s: %s is not a ptxsim binary (no ELF or fat-binary header)", cmd, c.Args().First())
	}
	f, err := cubin.Read(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.Args().First(), err)
	}
	return f, nil
}

func inspectCommand() *cli.Command {
	return &cli.Command{
		Name:      "inspect",
		Usage:     "list a binary's (or an nvcc-built executable's) images, architectures, kernels and their attributes",
		ArgsUsage: "FILE.cubin|EXECUTABLE",
		Flags:     []cli.Flag{&cli.BoolFlag{Name: "json", Usage: "print JSON"}},
		Action: func(c *cli.Context) error {
			if c.NArg() == 1 {
				if data, err := os.ReadFile(c.Args().First()); err == nil && cubin.IsHostExecutable(data) {
					return inspectExecutable(c, c.Args().First(), data)
				}
			}
			f, err := readBinary(c, "inspect")
			if err != nil {
				return err
			}
			type imageInfo struct {
				Arch    string              `json:"arch"`
				Kind    string              `json:"kind"`
				PTX     string              `json:"ptx_version,omitempty"`
				Kernels []cubin.KernelAttrs `json:"kernels"`
				Symbols []cubin.Symbol      `json:"symbols,omitempty"`
			}
			var infos []imageInfo
			for _, im := range f.Images() {
				ks, err := im.Attributes()
				if err != nil {
					return err
				}
				info := imageInfo{Arch: im.Arch.String(), Kind: "machine", Kernels: ks, Symbols: im.Symbols()}
				if im.Arch.Virtual {
					info.Kind = "ptx"
				} else if v := im.PTXVersion(); v.Major > 0 {
					info.PTX = fmt.Sprintf("%d.%d", v.Major, v.Minor)
				}
				infos = append(infos, info)
			}
			if c.Bool("json") {
				enc := json.NewEncoder(c.App.Writer)
				enc.SetIndent("", " ")
				return enc.Encode(map[string]any{"fat": f.Fat, "images": infos})
			}
			w := c.App.Writer
			kind := "single image"
			if f.Fat {
				kind = "fat binary"
			}
			fmt.Fprintf(w, "%s: %s, %d image(s): %s\n", c.Args().First(), kind, len(infos), f.Archs())
			for _, in := range infos {
				fmt.Fprintf(w, "\nimage %s (%s", in.Arch, in.Kind)
				if in.PTX != "" {
					fmt.Fprintf(w, ", PTX ISA %s", in.PTX)
				}
				fmt.Fprintln(w, ")")
				tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
				fmt.Fprintln(tw, "  KERNEL\tPARAMS\tPARAM BYTES\tSTATIC SHARED\tREQNTID\tMAXNTID\tCLUSTER")
				for _, k := range in.Kernels {
					fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\t%s\t%s\t%s\n", k.Name, len(k.Params), k.ParamBytes, k.StaticShared,
						dims(k.ReqNTID), dims(k.MaxNTID), dims(k.ClusterDims))
				}
				tw.Flush()
			}
			return nil
		},
	}
}

func dims(d [3]int) string {
	if d == [3]int{} {
		return "-"
	}
	return fmt.Sprintf("%d,%d,%d", d[0], d[1], d[2])
}

func disasmCommand() *cli.Command {
	return &cli.Command{
		Name:      "disasm",
		Usage:     "print a binary's image back as PTX",
		ArgsUsage: "FILE.cubin",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "arch", Usage: "the image to print (default: the first)"},
		},
		Action: func(c *cli.Context) error {
			f, err := readBinary(c, "disasm")
			if err != nil {
				return err
			}
			want := c.String("arch")
			for _, im := range f.Images() {
				if want == "" || im.Arch.String() == want {
					return im.Disasm(c.App.Writer)
				}
			}
			return fmt.Errorf("disasm: no image %s in the binary (images: %s)", want, f.Archs())
		},
	}
}
