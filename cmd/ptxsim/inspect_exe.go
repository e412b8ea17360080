package main

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"

	"github.com/ptxsim/ptxsim/cubin"
	"github.com/urfave/cli/v2"
)

// inspectExecutable lists an nvcc-built executable's fat binaries, their
// entries (kind, architecture, version, compression, flags) and the
// kernels of each PTX image.
func inspectExecutable(c *cli.Context, name string, data []byte) error {
	h, err := cubin.ReadHost(name, data)
	if err != nil {
		return err
	}
	type entryInfo struct {
		Kind        string              `json:"kind"`
		Arch        string              `json:"arch"`
		Version     string              `json:"version"`
		Compression string              `json:"compression,omitempty"`
		StoredSize  int                 `json:"stored_size"`
		Size        int                 `json:"size"`
		Flags       uint64              `json:"flags"`
		Ident       string              `json:"ident,omitempty"`
		Options     string              `json:"ptxas_options,omitempty"`
		Image       string              `json:"image,omitempty"` // the PTX image's file name in positions
		Kernels     []cubin.KernelAttrs `json:"kernels,omitempty"`
		Error       string              `json:"error,omitempty"`
	}
	type fatbinInfo struct {
		Section string      `json:"section"`
		Offset  uint64      `json:"offset"`
		Wrapper int         `json:"wrapper_version"`
		Size    int         `json:"size"`
		Entries []entryInfo `json:"entries"`
	}
	var infos []fatbinInfo
	n := 1
	for _, fb := range h.Fatbins {
		fi := fatbinInfo{Section: fb.Section, Offset: fb.Offset, Wrapper: fb.Wrapper, Size: fb.Fatbin.Size, Entries: []entryInfo{}}
		ims := fb.Fatbin.Images(h.Name, n)
		k := 0
		for _, e := range fb.Fatbin.Entries {
			ei := entryInfo{Kind: e.Kind.String(), Arch: e.Arch.String(), Version: fmt.Sprintf("%d.%d", e.CodeVersion[0], e.CodeVersion[1]),
				Compression: e.Compression, StoredSize: e.StoredSize, Size: e.Size, Flags: e.Flags, Ident: e.Ident, Options: e.Options}
			if e.Kind == cubin.NVKindPTX || e.Kind == cubin.NVKindELF {
				im := ims[k]
				k++
				if e.Kind == cubin.NVKindPTX && fb.Section == ".nv_fatbin" {
					ei.Image = im.Name
					n++
					if ks, err := im.Attributes(); err != nil {
						ei.Error = err.Error()
					} else {
						ei.Kernels = ks
					}
				}
			}
			fi.Entries = append(fi.Entries, ei)
		}
		infos = append(infos, fi)
	}
	if c.Bool("json") {
		enc := json.NewEncoder(c.App.Writer)
		enc.SetIndent("", " ")
		return enc.Encode(map[string]any{"executable": name, "fat_binaries": infos})
	}
	w := c.App.Writer
	fmt.Fprintf(w, "%s: host executable, %d NVIDIA fat binaries\n", name, len(infos))
	fmt.Fprint(w, h.Describe())
	for _, fi := range infos {
		for _, e := range fi.Entries {
			if e.Image == "" {
				continue
			}
			fmt.Fprintf(w, "\nimage %s (%s, PTX ISA %s)\n", e.Image, e.Arch, e.Version)
			if e.Error != "" {
				fmt.Fprintf(w, "  does not compile: %s\n", e.Error)
				continue
			}
			tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
			fmt.Fprintln(tw, "  KERNEL\tPARAMS\tPARAM BYTES\tSTATIC SHARED\tREQNTID\tMAXNTID\tCLUSTER")
			for _, k := range e.Kernels {
				fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\t%s\t%s\t%s\n", k.Name, len(k.Params), k.ParamBytes, k.StaticShared,
					dims(k.ReqNTID), dims(k.MaxNTID), dims(k.ClusterDims))
			}
			tw.Flush()
		}
	}
	return nil
}
