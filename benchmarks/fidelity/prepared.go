package fidelity

import (
	"fmt"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/sm"
)

// Prepared is a case loaded onto a device once so that its launches can be
// run many times: what a benchmark of the engine times, without the file
// reads, device set-up and buffer materialisation Execute does per run.
// Reset puts every buffer and global back to its initial contents, so each
// run computes what Execute's would. Functional only, no textures.
type Prepared struct {
	c     *Case
	opts  RunOptions
	dev   *ptxsim.Device
	mod   *ptxsim.Module
	addrs []uint64 // by buffer index
	init  [][]byte // by buffer index: initial bytes (nil: a fill)
	glob  [][]byte // by global index
	args  [][]ptxsim.ParamValue
	lopts []ptxsim.LaunchOptions
}

// Prepare loads the case's module onto a fresh device, allocates its
// buffers, reads its input files into memory and builds its launches'
// arguments.
func (c *Case) Prepare(opts RunOptions) (*Prepared, error) {
	if opts.Timing != nil || c.usesTextures() {
		return nil, fmt.Errorf("%s: Prepare runs functional cases without textures", c.Name)
	}
	ir, prog, err := opts.Cache.Get(c.Path(c.Module))
	if err != nil {
		return nil, err
	}
	p := &Prepared{c: c, opts: opts, dev: opts.newDevice()}
	if p.mod, err = p.dev.LoadProgram(ir, prog); err != nil {
		return nil, fmt.Errorf("load: %w", err)
	}
	addrs := map[string]uint64{}
	for _, b := range c.Buffers {
		a, err := p.dev.Malloc(b.Bytes)
		if err != nil {
			return nil, fmt.Errorf("buffer %s: %w", b.Name, err)
		}
		addrs[b.Name] = a
		in, err := c.bufferInit(b)
		if err != nil {
			return nil, err
		}
		p.addrs, p.init = append(p.addrs, a), append(p.init, in)
	}
	for _, g := range c.Globals {
		in, err := c.globalInit(p.mod, g)
		if err != nil {
			return nil, err
		}
		p.glob = append(p.glob, in)
	}
	lookup := func(name string) (uint64, bool) { a, ok := addrs[name]; return a, ok }
	for i := range c.Launches {
		args, lo, err := c.launchArgs(i, opts, lookup)
		if err != nil {
			return nil, err
		}
		p.args, p.lopts = append(p.args, args), append(p.lopts, lo)
	}
	return p, p.Reset()
}

// Reset writes every buffer and global back to its initial contents.
func (p *Prepared) Reset() error {
	for i, b := range p.c.Buffers {
		var err error
		if p.init[i] != nil {
			err = p.dev.Write(p.addrs[i], p.init[i])
		} else {
			fill := 0
			if b.Fill != nil {
				fill = *b.Fill
			}
			err = p.dev.Memset(p.addrs[i], byte(fill), b.Bytes)
		}
		if err != nil {
			return fmt.Errorf("buffer %s: %w", b.Name, err)
		}
	}
	for i, g := range p.c.Globals {
		if err := p.mod.CopyToSymbol(g.Symbol, p.glob[i], 0); err != nil {
			return fmt.Errorf("global %s: %w", g.Symbol, err)
		}
	}
	return nil
}

// Launch runs the case's launches once, in order, on the buffers as they
// are (Reset first for a run from the initial state).
func (p *Prepared) Launch() ([]*sm.LaunchResult, error) {
	rs := make([]*sm.LaunchResult, 0, len(p.c.Launches))
	for i, l := range p.c.Launches {
		r, err := p.mod.Launch(l.Kernel, l.Grid, l.Block, p.lopts[i], p.args[i]...)
		if err != nil {
			return rs, fmt.Errorf("launch %d (%s): %w", i, l.Kernel, err)
		}
		rs = append(rs, r)
	}
	return rs, nil
}

// Read reads buffer name back.
func (p *Prepared) Read(name string) ([]byte, error) {
	for i, b := range p.c.Buffers {
		if b.Name == name {
			data := make([]byte, b.Bytes)
			return data, p.dev.Read(p.addrs[i], data)
		}
	}
	return nil, fmt.Errorf("%s: no buffer %s", p.c.Name, name)
}
