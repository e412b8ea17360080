package ptx

import (
	"math"

	"github.com/antlr4-go/antlr/v4"

	"github.com/ptxsim/ptxsim/ptx/parser"
)

// Constant expressions (PTX ISA 4.5.5 and 4.5.6): C's operators on 64-bit
// integers, each sub-expression typed .s64 or .u64, and on doubles.
// Literals are signed unless they carry a U suffix or need 64 unsigned
// bits; + - * / & | ^ and the ordered comparisons apply the usual
// arithmetic conversions (unsigned if either side is); % interprets both
// sides as unsigned; shifts keep the left side's type (>> of a signed value
// is arithmetic); ! && || == != and comparisons give .s64 0 or 1; ~ gives
// .u64. Every case is defined: division by zero is reported as an error.

// constVal is one evaluated sub-expression.
type constVal struct {
	i        uint64
	unsigned bool
	isFloat  bool
	f        float64
}

func (v constVal) float() float64 {
	if v.isFloat {
		return v.f
	}
	if v.unsigned {
		return float64(v.i)
	}
	return float64(int64(v.i))
}

func sval(x int64) constVal   { return constVal{i: uint64(x)} }
func boolVal(b bool) constVal { return map[bool]constVal{false: {}, true: {i: 1}}[b] }

// cexpr evaluates a constant expression; ok is false after an error (which
// has been reported).
func (w *walker) cexpr(c parser.ICexprContext) (constVal, bool) {
	e, _ := c.(*parser.CexprContext)
	if e == nil {
		return constVal{}, false
	}
	if n := e.GetN(); n != nil {
		return w.literal(n)
	}
	op := e.GetOp()
	if op == nil { // "( a )" or "(.s64) a"
		a, ok := w.cexpr(e.GetA())
		if !ok {
			return a, false
		}
		if cast := e.GetCast(); cast != nil {
			if a.isFloat {
				w.errorf(tokPos(cast), "cast of a floating-point value")
				return a, false
			}
			switch cast.GetText() {
			case ".s64":
				a.unsigned = false
			case ".u64":
				a.unsigned = true
			default:
				w.errorf(tokPos(cast), "unknown cast (%s): expected (.s64) or (.u64)", cast.GetText())
				return a, false
			}
		}
		return a, true
	}
	if e.GetB() == nil { // unary
		a, ok := w.cexpr(e.GetA())
		if !ok {
			return a, false
		}
		switch op.GetTokenType() {
		case parser.PTXParserPLUS:
			return a, true
		case parser.PTXParserMINUS:
			if a.isFloat {
				a.f = -a.f
			} else {
				a.i = -a.i
			}
			return a, true
		case parser.PTXParserBANG:
			if a.isFloat {
				return boolVal(a.f == 0), true
			}
			return boolVal(a.i == 0), true
		case parser.PTXParserTILDE:
			if a.isFloat {
				w.errorf(tokPos(op), "~ of a floating-point value")
				return a, false
			}
			return constVal{i: ^a.i, unsigned: true}, true
		}
	}
	a, ok := w.cexpr(e.GetA())
	if !ok {
		return a, false
	}
	if op.GetTokenType() == parser.PTXParserQUESTION {
		b, ok1 := w.cexpr(e.GetB())
		c, ok2 := w.cexpr(e.GetC())
		if !ok1 || !ok2 {
			return a, false
		}
		if a.isFloat || b.isFloat != c.isFloat {
			w.errorf(tokPos(op), "?: needs an integer condition and two integer or two floating-point values")
			return a, false
		}
		if !b.isFloat {
			u := b.unsigned || c.unsigned
			b.unsigned, c.unsigned = u, u
		}
		if a.i != 0 {
			return b, true
		}
		return c, true
	}
	b, ok := w.cexpr(e.GetB())
	if !ok {
		return b, false
	}
	return w.binary(op, a, b)
}

// binary applies one binary operator.
func (w *walker) binary(op antlr.Token, a, b constVal) (constVal, bool) {
	t := op.GetTokenType()
	if a.isFloat || b.isFloat {
		x, y := a.float(), b.float()
		switch t {
		case parser.PTXParserPLUS:
			return constVal{isFloat: true, f: x + y}, true
		case parser.PTXParserMINUS:
			return constVal{isFloat: true, f: x - y}, true
		case parser.PTXParserSTAR:
			return constVal{isFloat: true, f: x * y}, true
		case parser.PTXParserSLASH:
			return constVal{isFloat: true, f: x / y}, true
		case parser.PTXParserLT:
			return boolVal(x < y), true
		case parser.PTXParserGT:
			return boolVal(x > y), true
		case parser.PTXParserLE:
			return boolVal(x <= y), true
		case parser.PTXParserGE:
			return boolVal(x >= y), true
		case parser.PTXParserEQEQ:
			return boolVal(x == y), true
		case parser.PTXParserNE:
			return boolVal(x != y), true
		}
		w.errorf(tokPos(op), "operator %s needs integer operands", op.GetText())
		return a, false
	}
	u := a.unsigned || b.unsigned // the usual arithmetic conversions
	conv := func(x uint64) constVal { return constVal{i: x, unsigned: u} }
	less := func(x, y constVal) bool {
		if u {
			return x.i < y.i
		}
		return int64(x.i) < int64(y.i)
	}
	switch t {
	case parser.PTXParserPLUS:
		return conv(a.i + b.i), true
	case parser.PTXParserMINUS:
		return conv(a.i - b.i), true
	case parser.PTXParserSTAR:
		return conv(a.i * b.i), true
	case parser.PTXParserSLASH:
		if b.i == 0 {
			w.errorf(tokPos(op), "division by zero in a constant expression")
			return a, false
		}
		if u {
			return conv(a.i / b.i), true
		}
		if int64(a.i) == math.MinInt64 && int64(b.i) == -1 {
			return conv(a.i), true
		}
		return conv(uint64(int64(a.i) / int64(b.i))), true
	case parser.PTXParserPERCENT:
		if b.i == 0 {
			w.errorf(tokPos(op), "remainder by zero in a constant expression")
			return a, false
		}
		return constVal{i: a.i % b.i}, true // operands as .u64, result .s64
	case parser.PTXParserSHL, parser.PTXParserSHR:
		n := b.i
		r := a
		switch {
		case t == parser.PTXParserSHL && n >= 64:
			r.i = 0
		case t == parser.PTXParserSHL:
			r.i = a.i << n
		case a.unsigned && n >= 64:
			r.i = 0
		case a.unsigned:
			r.i = a.i >> n
		default:
			r.i = uint64(int64(a.i) >> min(n, 63))
		}
		return r, true
	case parser.PTXParserLT:
		return boolVal(less(a, b)), true
	case parser.PTXParserGT:
		return boolVal(less(b, a)), true
	case parser.PTXParserLE:
		return boolVal(!less(b, a)), true
	case parser.PTXParserGE:
		return boolVal(!less(a, b)), true
	case parser.PTXParserEQEQ:
		return boolVal(a.i == b.i), true
	case parser.PTXParserNE:
		return boolVal(a.i != b.i), true
	case parser.PTXParserAMP:
		return constVal{i: a.i & b.i, unsigned: true}, true
	case parser.PTXParserPIPE:
		return constVal{i: a.i | b.i, unsigned: true}, true
	case parser.PTXParserCARET:
		return constVal{i: a.i ^ b.i, unsigned: true}, true
	case parser.PTXParserANDAND:
		return boolVal(a.i != 0 && b.i != 0), true
	case parser.PTXParserOROR:
		return boolVal(a.i != 0 || b.i != 0), true
	}
	w.errorf(tokPos(op), "unknown operator %s", op.GetText())
	return a, false
}

// literal evaluates a number: an integer (signed unless it has a U suffix
// or does not fit in .s64), a decimal float or a 0f/0d bit pattern (both
// doubles in an expression).
func (w *walker) literal(n antlr.Token) (constVal, bool) {
	text := n.GetText()
	switch n.GetTokenType() {
	case parser.PTXParserINT:
		v, ok := parseIntLit(text)
		if !ok {
			w.errorf(tokPos(n), "bad integer constant %s", text)
			return constVal{}, false
		}
		return constVal{i: v, unsigned: text[len(text)-1] == 'U' || v > math.MaxInt64}, true
	case parser.PTXParserFLOAT:
		b, ok := parseDecimalFloat(text)
		if !ok {
			w.errorf(tokPos(n), "bad floating-point constant %s", text)
			return constVal{}, false
		}
		return constVal{isFloat: true, f: math.Float64frombits(b)}, true
	default:
		b, is64, ok := parseFloatBits(text)
		if !ok {
			w.errorf(tokPos(n), "bad floating-point constant %s", text)
			return constVal{}, false
		}
		if is64 {
			return constVal{isFloat: true, f: math.Float64frombits(b)}, true
		}
		return constVal{isFloat: true, f: float64(math.Float32frombits(uint32(b)))}, true
	}
}

// signedOffset evaluates the offset after a symbol or address base:
// "sym - 8 + 4" parses as sign '-' then the expression "8 + 4", and the
// sign belongs to the leftmost term only (sym - 8 + 4 is sym - 4).
func (w *walker) signedOffset(sign antlr.Token, c parser.ICexprContext) (int64, bool) {
	neg := sign != nil && sign.GetTokenType() == parser.PTXParserMINUS
	v, ok := w.leadingSigned(neg, c)
	if !ok {
		return 0, false
	}
	if v.isFloat {
		w.errorf(tokPos(c.GetStart()), "an address offset must be an integer")
		return 0, false
	}
	return int64(v.i), true
}

func (w *walker) leadingSigned(neg bool, c parser.ICexprContext) (constVal, bool) {
	e, _ := c.(*parser.CexprContext)
	if e != nil && neg {
		if op := e.GetOp(); op != nil && e.GetB() != nil && e.GetC() == nil &&
			(op.GetTokenType() == parser.PTXParserPLUS || op.GetTokenType() == parser.PTXParserMINUS) {
			a, ok := w.leadingSigned(true, e.GetA())
			if !ok {
				return a, false
			}
			b, ok := w.cexpr(e.GetB())
			if !ok {
				return b, false
			}
			return w.binary(op, a, b)
		}
	}
	v, ok := w.cexpr(c)
	if ok && neg {
		if v.isFloat {
			v.f = -v.f
		} else {
			v.i = -v.i
		}
	}
	return v, ok
}

// exprOperand turns a constant expression operand into an immediate: an
// integer (OperandImm) or a double (OperandF64).
func (w *walker) exprOperand(c parser.ICexprContext) Operand {
	op := newOperand(OperandImm, tokPos(c.GetStart()))
	v, ok := w.cexpr(c)
	if !ok {
		return op
	}
	if v.isFloat {
		op.Kind = OperandF64
		op.Imm = math.Float64bits(v.f)
		return op
	}
	op.Imm = v.i
	return op
}
