package ptxsim

import (
	"encoding/binary"
	"fmt"
	"strings"
)

// genSource is the generator's source of choices: the fuzzer's bytes, read
// in order, then zeros (so every input, even an empty one, is a program,
// and a shorter input is a simpler one).
type genSource struct {
	b []byte
	i int
}

func (s *genSource) byte() byte {
	if s.i >= len(s.b) {
		return 0
	}
	s.i++
	return s.b[s.i-1]
}

// intn returns a choice in [0, n).
func (s *genSource) intn(n int) int {
	if n <= 1 {
		return 0
	}
	if n <= 256 {
		return int(s.byte()) % n
	}
	return int(uint16(s.byte())|uint16(s.byte())<<8) % n
}

func (s *genSource) u32() uint32 {
	return uint32(s.byte()) | uint32(s.byte())<<8 | uint32(s.byte())<<16 | uint32(s.byte())<<24
}

// genProgram is a random valid PTX kernel with everything needed to run
// it: its launch shape and input bytes. Programs are race-free by
// construction, so every correct execution order gives the same bytes:
//   - each thread writes only its own output slots; loads read a read-only
//     input buffer at masked (in-bounds) indices;
//   - threads exchange data only through shared memory between two
//     bar.sync, which appear only in uniform control flow (the top level);
//   - shfl and vote run only at the top level, where the warp is converged
//     and full (blocks are multiples of 32 threads);
//   - the only shared global location is a per-block counter updated with
//     red.add (commutative);
//   - loops have bounded trip counts (a constant or a masked data value).
//
// The generated code covers integer and float arithmetic, conversions,
// predication, divergent branches nested in loops, calls (with divergence
// inside the callee), local memory, shared memory with barriers, warp
// shuffles and votes, global loads, stores and reductions.
type genProgram struct {
	src     string
	grid    uint32
	block   uint32
	in      []byte // the input buffer (inWords u32s)
	outSize uint64 // bytes of the output buffer
}

// genHelper is the function generated programs call: it diverges inside.
const genHelper = `.func (.param .b32 r) helper(.param .b32 a, .param .b32 b)
{
	.reg .pred %q;
	.reg .b32 %x<4>;
	ld.param.b32 %x0, [a];
	ld.param.b32 %x1, [b];
	mul.lo.u32 %x2, %x0, 3;
	setp.lt.u32 %q, %x0, %x1;
	@%q xor.b32 %x2, %x2, %x1;
	shr.u32 %x3, %x0, 2;
	add.u32 %x2, %x2, %x3;
	st.param.b32 [r], %x2;
	ret;
}

`

const (
	genRegs    = 8   // data registers %r0..%r7, stored at the end
	genSlots   = 4   // extra per-thread output slots written by st statements
	genInWords = 256 // input buffer words (a power of two)
	genMaxStmt = 40  // statements at the top level at most
)

type gen struct {
	s      *genSource
	b      strings.Builder
	labels int
	depth  int
	stmts  int
	loops  int // loop counters in use (nesting)
	block  uint32
	ctrs   uint64 // byte offset of the per-block counters in the output
}

func (g *gen) emit(format string, args ...any) {
	g.b.WriteString("\t")
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteString("\n")
}

func (g *gen) label() string {
	g.labels++
	return fmt.Sprintf("$L%d", g.labels)
}

func (g *gen) reg() string { return fmt.Sprintf("%%r%d", g.s.intn(genRegs)) }

// operand is a register or an immediate.
func (g *gen) operand() string {
	switch g.s.intn(4) {
	case 0:
		return fmt.Sprint(g.s.u32() >> (g.s.intn(4) * 8))
	default:
		return g.reg()
	}
}

// generateProgram builds the kernel for one fuzz input.
func generateProgram(data []byte) *genProgram {
	s := &genSource{b: data}
	g := &gen{s: s}
	p := &genProgram{grid: uint32(1 + s.intn(3)), block: uint32(32 * (1 + s.intn(4)))}
	g.block = p.block
	g.ctrs = uint64(p.grid*p.block) * (genRegs + genSlots) * 4
	p.in = make([]byte, genInWords*4)
	seed := uint64(s.u32())
	for i := 0; i < genInWords; i++ {
		seed = seed*6364136223846793005 + 1442695040888963407
		binary.LittleEndian.PutUint32(p.in[4*i:], uint32(seed>>32))
	}
	perThread := genRegs + genSlots
	p.outSize = uint64(p.grid*p.block)*uint64(perThread)*4 + uint64(p.grid)*4

	g.b.WriteString(".version 8.0\n.target sm_90\n.address_size 64\n\n")
	g.b.WriteString(genHelper)
	fmt.Fprintf(&g.b, ".visible .entry fuzz(.param .u64 in, .param .u64 out)\n{\n")
	g.emit(".reg .pred %%p<8>;")
	g.emit(".reg .b32 %%r<%d>;", genRegs)
	g.emit(".reg .b32 %%t<8>;")
	g.emit(".reg .b32 %%c<4>;")
	g.emit(".reg .f32 %%f<4>;")
	g.emit(".reg .b16 %%h<2>;")
	g.emit(".reg .b64 %%rd<8>;")
	g.emit(".shared .align 4 .b32 sh[%d];", p.block)
	g.emit(".local .align 4 .b32 loc[16];")
	g.emit("ld.param.u64 %%rd0, [in];")
	g.emit("ld.param.u64 %%rd1, [out];")
	g.emit("cvta.to.global.u64 %%rd0, %%rd0;")
	g.emit("cvta.to.global.u64 %%rd1, %%rd1;")
	// %t0 = tid, %t1 = ctaid, %t2 = global thread index; %rd2 = this
	// thread's output slots.
	g.emit("mov.u32 %%t0, %%tid.x;")
	g.emit("mov.u32 %%t1, %%ctaid.x;")
	g.emit("mad.lo.u32 %%t2, %%t1, %d, %%t0;", p.block)
	g.emit("mul.wide.u32 %%rd2, %%t2, %d;", perThread*4)
	g.emit("add.s64 %%rd2, %%rd1, %%rd2;")
	// Initial data: the indices and words of the input.
	g.emit("mov.u32 %%r0, %%t0;")
	g.emit("mov.u32 %%r1, %%t1;")
	for r := 2; r < genRegs; r++ {
		g.emit("mad.lo.u32 %%t3, %%t2, %d, %d;", 2*r+1, s.intn(genInWords))
		g.load(fmt.Sprintf("%%r%d", r), "%t3")
	}
	n := 1 + s.intn(genMaxStmt)
	for i := 0; i < n; i++ {
		g.stmt(true)
	}
	for r := 0; r < genRegs; r++ {
		g.emit("st.global.u32 [%%rd2+%d], %%r%d;", 4*r, r)
	}
	g.emit("ret;")
	g.b.WriteString("}\n")
	p.src = g.b.String()
	return p
}

// load loads input word (idx & mask) into dst.
func (g *gen) load(dst, idx string) {
	g.emit("and.b32 %%t4, %s, %d;", idx, genInWords-1)
	g.emit("mul.wide.u32 %%rd3, %%t4, 4;")
	g.emit("add.s64 %%rd3, %%rd0, %%rd3;")
	g.emit("ld.global.u32 %s, [%%rd3];", dst)
}

// stmt emits one statement; top says the warp is converged (uniform control
// flow), where barriers, shuffles and votes are allowed.
func (g *gen) stmt(top bool) {
	g.stmts++
	s := g.s
	kinds := 14
	if top {
		kinds = 17
	}
	if g.depth >= 3 || g.stmts > 200 {
		kinds = 10 // straight-line code only
	}
	switch k := s.intn(kinds); k {
	case 0, 1:
		ops := []string{"add.u32", "sub.u32", "mul.lo.u32", "mul.hi.u32", "mul.hi.s32", "and.b32", "or.b32", "xor.b32",
			"min.u32", "max.s32", "min.s32", "max.u32", "shl.b32", "shr.u32", "shr.s32", "add.cc.u32"}
		op := ops[s.intn(len(ops))]
		if op == "add.cc.u32" {
			g.emit("add.cc.u32 %s, %s, %s;", g.reg(), g.reg(), g.operand())
			g.emit("addc.u32 %s, %s, %s;", g.reg(), g.reg(), g.operand())
			return
		}
		g.emit("%s %s, %s, %s;", op, g.reg(), g.reg(), g.operand())
	case 2:
		ops := []string{"not.b32", "neg.s32", "popc.b32", "clz.b32", "brev.b32", "cnot.b32", "abs.s32", "bfind.u32"}
		g.emit("%s %s, %s;", ops[s.intn(len(ops))], g.reg(), g.reg())
	case 3:
		switch s.intn(4) {
		case 0:
			g.emit("mad.lo.u32 %s, %s, %s, %s;", g.reg(), g.reg(), g.operand(), g.reg())
		case 1:
			// Divisors are made nonzero.
			g.emit("or.b32 %%t5, %s, 1;", g.reg())
			op := []string{"div.u32", "rem.u32", "div.s32", "rem.s32"}[s.intn(4)]
			g.emit("%s %s, %s, %%t5;", op, g.reg(), g.reg())
		case 2:
			g.emit("bfe.u32 %s, %s, %d, %d;", g.reg(), g.reg(), s.intn(32), s.intn(33))
		default:
			g.emit("prmt.b32 %s, %s, %s, %d;", g.reg(), g.reg(), g.reg(), s.u32()&0xffff)
		}
	case 4:
		// Float arithmetic on the registers' bits.
		g.emit("mov.b32 %%f0, %s;", g.reg())
		g.emit("mov.b32 %%f1, %s;", g.reg())
		g.emit("mov.b32 %%f2, %s;", g.reg())
		ops := []string{"add.rn.f32 %f3, %f0, %f1;", "mul.rz.f32 %f3, %f0, %f1;", "fma.rn.f32 %f3, %f0, %f1, %f2;",
			"min.f32 %f3, %f0, %f1;", "max.f32 %f3, %f0, %f1;", "sub.rm.f32 %f3, %f0, %f1;", "add.ftz.f32 %f3, %f0, %f1;",
			"abs.f32 %f3, %f0;", "neg.f32 %f3, %f1;", "mul.rp.f32 %f3, %f0, %f2;"}
		g.emit("%s", ops[s.intn(len(ops))])
		g.emit("mov.b32 %s, %%f3;", g.reg())
	case 5:
		switch s.intn(3) {
		case 0:
			g.emit("cvt.u16.u32 %%h0, %s;", g.reg())
			g.emit("cvt.s32.s16 %s, %%h0;", g.reg())
		case 1:
			g.emit("cvt.rn.f32.u32 %%f0, %s;", g.reg())
			g.emit("cvt.rzi.s32.f32 %s, %%f0;", g.reg())
		default:
			g.emit("mov.b32 %%f0, %s;", g.reg())
			g.emit("cvt.rni.u32.f32 %s, %%f0;", g.reg())
		}
	case 6:
		// A predicated instruction and selects.
		g.setp("%p1")
		switch s.intn(3) {
		case 0:
			g.emit("@%%p1 add.u32 %s, %s, %s;", g.reg(), g.reg(), g.operand())
		case 1:
			g.emit("@!%%p1 xor.b32 %s, %s, %s;", g.reg(), g.reg(), g.operand())
		default:
			g.emit("selp.b32 %s, %s, %s, %%p1;", g.reg(), g.reg(), g.operand())
		}
	case 7:
		switch s.intn(3) {
		case 0:
			g.load(g.reg(), g.reg())
		case 1:
			g.emit("st.global.u32 [%%rd2+%d], %s;", 4*(genRegs+s.intn(genSlots)), g.reg())
		default:
			// The block's counter after every thread's slots.
			g.emit("mul.wide.u32 %%rd4, %%t1, 4;")
			g.emit("add.s64 %%rd4, %%rd1, %%rd4;")
			g.emit("red.global.add.u32 [%%rd4+%d], %s;", g.ctrs, g.reg())
		}
	case 8:
		// Per-thread local memory: store at one masked index, load another
		// (a slot never written reads as zero).
		g.emit("and.b32 %%t4, %s, 15;", g.reg())
		g.emit("mul.wide.u32 %%rd5, %%t4, 4;")
		g.emit("mov.u64 %%rd6, loc;")
		g.emit("add.s64 %%rd5, %%rd6, %%rd5;")
		g.emit("st.local.u32 [%%rd5], %s;", g.reg())
		g.emit("and.b32 %%t4, %s, 15;", g.reg())
		g.emit("mul.wide.u32 %%rd5, %%t4, 4;")
		g.emit("add.s64 %%rd5, %%rd6, %%rd5;")
		g.emit("ld.local.u32 %s, [%%rd5];", g.reg())
	case 9:
		// A call of the helper function (which diverges inside).
		g.b.WriteString("\t{\n")
		g.emit(".param .b32 pa;")
		g.emit(".param .b32 pb;")
		g.emit(".param .b32 pr;")
		g.emit("st.param.b32 [pa], %s;", g.reg())
		g.emit("st.param.b32 [pb], %s;", g.operand())
		g.emit("call (pr), helper, (pa, pb);")
		g.emit("ld.param.b32 %s, [pr];", g.reg())
		g.b.WriteString("\t}\n")
	case 10, 11:
		g.ifElse(top)
	case 12, 13:
		g.loop(top)
	case 14:
		// Exchange through shared memory: write own word, read another's.
		g.emit("shl.b32 %%t6, %%t0, 2;")
		g.emit("mov.u32 %%t7, sh;")
		g.emit("add.u32 %%t6, %%t7, %%t6;")
		g.emit("st.shared.u32 [%%t6], %s;", g.reg())
		g.emit("bar.sync 0;")
		g.emit("add.u32 %%t5, %%t0, %s;", g.operand())
		g.emit("rem.u32 %%t5, %%t5, %d;", g.block)
		g.emit("shl.b32 %%t5, %%t5, 2;")
		g.emit("add.u32 %%t5, %%t7, %%t5;")
		g.emit("ld.shared.u32 %s, [%%t5];", g.reg())
		g.emit("bar.sync 0;")
	case 15:
		mode := []string{"bfly", "up", "down", "idx"}[s.intn(4)]
		g.emit("shfl.sync.%s.b32 %s, %s, %d, %d, 0xffffffff;", mode, g.reg(), g.reg(), s.intn(32), []int{0x1f, 0, 0x1f, 0x1f}[s.intn(4)])
	default:
		g.setp("%p2")
		switch s.intn(3) {
		case 0:
			g.emit("vote.sync.ballot.b32 %s, %%p2, 0xffffffff;", g.reg())
		case 1:
			g.emit("vote.sync.any.pred %%p3, %%p2, 0xffffffff;")
			g.emit("selp.b32 %s, 1, 0, %%p3;", g.reg())
		default:
			g.emit("activemask.b32 %s;", g.reg())
		}
	}
}

func (g *gen) setp(p string) {
	cmp := []string{"lt.u32", "eq.u32", "ne.u32", "gt.s32", "le.s32", "ge.u32"}[g.s.intn(6)]
	g.emit("setp.%s %s, %s, %s;", cmp, p, g.reg(), g.operand())
}

// block emits a statement list of 1..4 statements at the current depth.
func (g *gen) body(top bool) {
	g.depth++
	n := 1 + g.s.intn(4)
	for i := 0; i < n; i++ {
		g.stmt(top)
	}
	g.depth--
}

func (g *gen) ifElse(top bool) {
	els, end := g.label(), g.label()
	g.setp("%p0")
	g.emit("@%%p0 bra %s;", els)
	g.body(false)
	if g.s.intn(2) == 0 {
		g.emit("bra.uni %s;", end)
		g.b.WriteString(els + ":\n")
		g.body(false)
	} else {
		g.b.WriteString(els + ":\n")
	}
	g.b.WriteString(end + ":\n")
	_ = top
}

func (g *gen) loop(top bool) {
	if g.loops >= 4 {
		g.stmt(false)
		return
	}
	c := fmt.Sprintf("%%c%d", g.loops)
	g.loops++
	head := g.label()
	g.emit("mov.u32 %s, 0;", c)
	// The trip count: a constant, or a masked data value (divergent).
	var bound string
	if g.s.intn(2) == 0 {
		bound = fmt.Sprint(1 + g.s.intn(6))
	} else {
		bound = fmt.Sprintf("%%t%d", 3)
		g.emit("and.b32 %%t3, %s, 3;", g.reg())
		g.emit("add.u32 %%t3, %%t3, 1;")
		// %t3 must survive the body: the body uses %t3 for its loads, so
		// keep the bound in the counter's upper half instead.
		g.emit("shl.b32 %s, %%t3, 16;", c)
		bound = ""
	}
	g.b.WriteString(head + ":\n")
	g.body(false)
	if bound != "" {
		g.emit("add.u32 %s, %s, 1;", c, c)
		g.emit("setp.lt.u32 %%p%d, %s, %s;", 4+g.loops-1, c, bound)
	} else {
		// Counter in the low half, bound in the high half.
		g.emit("add.u32 %s, %s, 1;", c, c)
		g.emit("and.b32 %%t5, %s, 65535;", c)
		g.emit("shr.u32 %%t6, %s, 16;", c)
		g.emit("setp.lt.u32 %%p%d, %%t5, %%t6;", 4+g.loops-1)
	}
	g.emit("@%%p%d bra %s;", 4+g.loops-1, head)
	g.loops--
}
