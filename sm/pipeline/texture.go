package pipeline

import (
	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys/timing"
)

// Texture and surface instructions (tex, tld4, txq, suld, sust, sured,
// suq, istypep). Their operands are in the program's TexOp (isa/lower_tex.go),
// not in the instruction's D and S slots; their traffic goes through the
// texture pipeline of the SM's port (memsys/timing/texture.go), reported by
// the engine after it executed the instruction (sm.Warp.TexAccess: the
// texels depend on the sampler's arithmetic, which only the engine does).

// texCounters are the texture instructions of one SM.
type texCounters struct {
	opTex, opSurfLd, opSurfSt, opSurfRed, pipeTex int64
}

func (c *texCounters) add(o *texCounters) {
	c.opTex += o.opTex
	c.opSurfLd += o.opSurfLd
	c.opSurfSt += o.opSurfSt
	c.opSurfRed += o.opSurfRed
	c.pipeTex += o.pipeTex
}

// countTex counts one issued texture instruction.
func (t *tmodel) countTex(s *tsm, in *isa.Inst) {
	switch t.prog.Tex[in.Aux].Kind {
	case isa.TexFetch, isa.TexGather:
		s.tex.opTex++
	case isa.SurfLoad:
		s.tex.opSurfLd++
	case isa.SurfStore:
		s.tex.opSurfSt++
	case isa.SurfReduce:
		s.tex.opSurfRed++
	case isa.TypeQuery:
		return // an ALU instruction in SASS
	}
	s.tex.pipeTex++
}

// texOperands is the latest scoreboard entry among a texture
// instruction's register sources.
func (t *tmodel) texOperands(tw *twarp, in *isa.Inst) int64 {
	op := t.prog.Tex[in.Aux]
	rb := tw.w.RegBase()
	best := int64(0)
	get := func(s int32) {
		if s >= 0 {
			best = max(best, sbGet(&tw.sb, rb+int(s)))
		}
	}
	each := func(ss []int32) {
		for _, s := range ss {
			get(s)
		}
	}
	get(op.Handle)
	each(op.Coords)
	get(op.LOD)
	each(op.DPdx)
	each(op.DPdy)
	each(op.Offset)
	get(op.Depth)
	each(op.Src)
	return best
}

// texSetDst marks a texture instruction's destinations (and its
// predicate result) ready at cycle at.
func (t *tmodel) texSetDst(tw *twarp, in *isa.Inst, at int64, why uint8) {
	op := t.prog.Tex[in.Aux]
	for _, d := range op.D {
		if d >= 0 {
			markDst(tw, d, false, at, why)
		}
	}
	if op.Pred >= 0 {
		markDst(tw, op.Pred, true, at, why)
	}
}

// texIssue books the texture traffic of the instruction the warp just
// executed at cycle T: it returns when its results are ready (a pending
// ticket's completion when it missed in the L1) and the scoreboard kind,
// or -1 when it has no results to wait for beyond the class latency
// (istypep).
func (t *tmodel) texIssue(s *tsm, tw *twarp, in *isa.Inst, T int64) (int64, uint8) {
	op := t.prog.Tex[in.Aux]
	if a := tw.w.TexAccess(); a != nil {
		done, tk := s.port.Texture(T, a, timing.NoTicket)
		if tk != timing.NoTicket {
			done = pendBase + int64(tk) // resolved two synchronisations later (quantum.go)
		}
		return done, 2
	}
	switch op.Kind {
	case isa.TypeQuery:
		return -1, 0
	case isa.TexQuery, isa.SurfQuery:
		// TXQ: answered by the texture unit from the descriptor.
		return T + int64(t.spec.Texture.Latency+0.5), 2
	}
	// Nothing executed (no lane, or a fault): the results are not read.
	return T + 1, 0
}

// texMetrics adds the texture pipeline's figures under ncu's names, for
// launches that used it (absent figures read as 0).
func (t *tmodel) texMetrics(m map[string]float64, d *timing.Stats, c *texCounters) {
	if c.pipeTex == 0 && c.opTex == 0 {
		return
	}
	m["l1tex__t_requests_pipe_tex_mem_texture.sum"] = float64(d.TexRequests)
	m["l1tex__t_sectors_pipe_tex_mem_texture.sum"] = float64(d.TexSectors)
	m["l1tex__t_sectors_pipe_tex_mem_texture_lookup_hit.sum"] = float64(d.TexHits)
	m["l1tex__t_sectors_pipe_tex_mem_texture_lookup_miss.sum"] = float64(d.TexSectors - d.TexHits)
	m["l1tex__m_xbar2l1tex_read_sectors_mem_texture.sum"] = float64(d.TexSectors - d.TexHits)
	m["l1tex__texin_requests_mem_texture.sum"] = float64(d.TexInRequests)
	m["l1tex__data_pipe_tex_wavefronts_mem_texture.sum"] = float64(d.TexWavefronts)
	m["l1tex__t_requests_pipe_tex_mem_surface_op_ld.sum"] = float64(d.SurfLdRequests)
	m["l1tex__t_sectors_pipe_tex_mem_surface_op_ld.sum"] = float64(d.SurfLdSectors)
	m["l1tex__t_sectors_pipe_tex_mem_surface_op_ld_lookup_hit.sum"] = float64(d.SurfLdHits)
	m["l1tex__t_requests_pipe_tex_mem_surface_op_st.sum"] = float64(d.SurfStRequests)
	m["l1tex__t_sectors_pipe_tex_mem_surface_op_st.sum"] = float64(d.SurfStSectors)
	m["l1tex__t_requests_pipe_tex_mem_surface_op_red.sum"] = float64(d.SurfRedRequests)
	m["smsp__inst_executed_op_texture.sum"] = float64(c.opTex)
	m["sm__sass_inst_executed_op_texture.sum"] = float64(c.opTex)
	m["smsp__inst_executed_op_surface_ld.sum"] = float64(c.opSurfLd)
	m["smsp__inst_executed_op_surface_st.sum"] = float64(c.opSurfSt)
	m["smsp__inst_executed_op_surface_red.sum"] = float64(c.opSurfRed)
	m["smsp__inst_executed_pipe_tex.sum"] = float64(c.pipeTex)
}
