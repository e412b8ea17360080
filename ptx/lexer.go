package ptx

import (
	"fmt"
	"sync"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"github.com/ptxsim/ptxsim/ptx/parser"
)

// A hand-written scanner that produces exactly the tokens of the lexer
// rules in grammar/PTX.g4 (types, texts, lines, columns), several times
// faster than ANTLR's generated lexer, which simulates its ATN per
// character and allocates a token object per token. The generated lexer
// stays the specification: TestLexerMatchesGenerated and FuzzParse compare
// the two token streams, and every input with a syntax error is re-parsed
// with the generated lexer so that error recovery sees ANTLR's own tokens.

// fastToken implements antlr.Token. Tokens live in the token window of
// one parse (tokenStream) and are recycled once their top-level item has
// been walked.
type fastToken struct {
	typ   int32
	line  int32 // 1-based
	col   int32 // 0-based, in runes, as ANTLR counts
	index int32
	start int // byte offsets into the source; stop is inclusive
	stop  int
	text  string
}

func (t *fastToken) GetSource() *antlr.TokenSourceCharStreamPair { return nil }
func (t *fastToken) GetTokenType() int                           { return int(t.typ) }
func (t *fastToken) GetChannel() int                             { return antlr.TokenDefaultChannel }
func (t *fastToken) GetStart() int                               { return t.start }
func (t *fastToken) GetStop() int                                { return t.stop }
func (t *fastToken) GetLine() int                                { return int(t.line) }
func (t *fastToken) GetColumn() int                              { return int(t.col) }
func (t *fastToken) GetText() string {
	if t.typ == antlr.TokenEOF {
		return "<EOF>"
	}
	return t.text
}
func (t *fastToken) SetText(s string)                  { t.text = s }
func (t *fastToken) GetTokenIndex() int                { return int(t.index) }
func (t *fastToken) SetTokenIndex(v int)               { t.index = int32(v) }
func (t *fastToken) GetTokenSource() antlr.TokenSource { return nil }
func (t *fastToken) GetInputStream() antlr.CharStream  { return nil }
func (t *fastToken) String() string {
	return fmt.Sprintf("[@%d,%d:%d='%s',<%d>,%d:%d]", t.index, t.start, t.stop, t.text, t.typ, t.line, t.col)
}

// tokenSource stands in for the lexer behind a tokenStream. It embeds the
// generated lexer only to satisfy antlr.TokenSource (whose interface has
// unexported methods); nothing calls it on the fast path.
type tokenSource struct {
	*parser.PTXLexer
}

// tokenStream is the parser's antlr.TokenStream on the fast path. Unlike
// antlr.CommonTokenStream it allocates nothing per token and keeps no
// history: it scans on demand into a window, and compact drops the tokens
// of a top-level item once that item has been walked, so memory stays
// bounded by the largest function rather than the module.
type tokenStream struct {
	sc   scanner
	toks []fastToken // toks[k] is the token with index base+k
	base int
	p    int // index of LT(1)
	ts   tokenSource
}

// windows recycles token windows across parses: a window grows to the
// largest function of a module, and growing it afresh for every parse cost
// a tenth of the parse time.
var windows = sync.Pool{New: func() any { return new([]fastToken) }}

func newTokenStream(src string) *tokenStream {
	w := windows.Get().(*[]fastToken)
	return &tokenStream{
		sc:   scanner{src: src, line: 1},
		toks: (*w)[:0],
		ts:   tokenSource{emptyLexer()},
	}
}

// release returns the window to the pool, cleared so that it does not keep
// the source alive. s must not be used afterwards.
func (s *tokenStream) release() {
	w := s.toks[:cap(s.toks)]
	clear(w)
	s.toks = nil
	windows.Put(&w)
}

// at returns the token with index i, scanning as needed; past the end it
// returns EOF.
func (s *tokenStream) at(i int) *fastToken {
	for i-s.base >= len(s.toks) {
		if s.sc.eof {
			return &s.toks[len(s.toks)-1]
		}
		s.toks = s.sc.fill(s.toks, 256)
	}
	return &s.toks[i-s.base]
}

// compact forgets the tokens before LT(-1). Tokens handed out earlier must
// be dead: the walker keeps no token past its top-level item.
func (s *tokenStream) compact() {
	keep := s.p - 1
	if keep <= s.base {
		return
	}
	n := copy(s.toks, s.toks[keep-s.base:])
	s.toks = s.toks[:n]
	s.base = keep
}

func (s *tokenStream) LT(k int) antlr.Token {
	switch {
	case k > 0:
		return s.at(s.p + k - 1)
	case k < 0 && s.p+k >= s.base:
		return &s.toks[s.p+k-s.base]
	}
	return nil
}

func (s *tokenStream) LA(k int) int {
	if k < 0 {
		if t := s.LT(k); t != nil {
			return t.GetTokenType()
		}
		return antlr.TokenInvalidType
	}
	return int(s.at(s.p + k - 1).typ)
}

func (s *tokenStream) Consume() {
	if s.at(s.p).typ != antlr.TokenEOF {
		s.p++
	}
}

func (s *tokenStream) Mark() int   { return 0 }
func (s *tokenStream) Release(int) {}
func (s *tokenStream) Index() int  { return s.p }
func (s *tokenStream) Size() int   { return s.base + len(s.toks) }
func (s *tokenStream) Reset()      { s.Seek(0) }
func (s *tokenStream) Get(i int) antlr.Token {
	return s.at(i)
}
func (s *tokenStream) GetSourceName() string             { return "ptx" }
func (s *tokenStream) GetTokenSource() antlr.TokenSource { return &s.ts }
func (s *tokenStream) SetTokenSource(antlr.TokenSource)  {}
func (s *tokenStream) GetAllText() string                { return s.sc.src }
func (s *tokenStream) GetTextFromRuleContext(c antlr.RuleContext) string {
	return s.GetTextFromInterval(c.GetSourceInterval())
}

// Seek moves to token index i; the parser seeks back only within the
// current top-level item, which is still in the window.
func (s *tokenStream) Seek(i int) {
	if i < s.base {
		i = s.base
	}
	s.p = i
}

func (s *tokenStream) GetTextFromInterval(iv antlr.Interval) string {
	if iv.Start < s.base || iv.Stop < iv.Start {
		return ""
	}
	return s.GetTextFromTokens(s.at(iv.Start), s.at(iv.Stop))
}

func (s *tokenStream) GetTextFromTokens(a, b antlr.Token) string {
	if a == nil || b == nil {
		return ""
	}
	lo, hi := a.GetStart(), b.GetStop()+1
	if lo < 0 || hi > len(s.sc.src) || lo > hi {
		return ""
	}
	return s.sc.src[lo:hi]
}

var keywords = map[string]int{
	".version": parser.PTXParserVERSION, ".target": parser.PTXParserTARGET,
	".address_size": parser.PTXParserADDRESS_SIZE, ".file": parser.PTXParserFILE,
	".loc": parser.PTXParserLOC, ".pragma": parser.PTXParserPRAGMA,
	".entry": parser.PTXParserENTRY, ".func": parser.PTXParserFUNC, ".align": parser.PTXParserALIGN,
	".branchtargets": parser.PTXParserBRANCHTARGETS, ".calltargets": parser.PTXParserCALLTARGETS,
	".callprototype": parser.PTXParserCALLPROTOTYPE,
}

var punct = [128]int{
	'(': parser.PTXParserLPAREN, ')': parser.PTXParserRPAREN, '[': parser.PTXParserLBRACK,
	']': parser.PTXParserRBRACK, '{': parser.PTXParserLBRACE, '}': parser.PTXParserRBRACE,
	'<': parser.PTXParserLT, '>': parser.PTXParserGT, ',': parser.PTXParserCOMMA,
	';': parser.PTXParserSEMI, ':': parser.PTXParserCOLON, '+': parser.PTXParserPLUS,
	'-': parser.PTXParserMINUS, '!': parser.PTXParserBANG, '|': parser.PTXParserPIPE,
	'=': parser.PTXParserEQ, '*': parser.PTXParserSTAR, '/': parser.PTXParserSLASH,
	'~': parser.PTXParserTILDE, '&': parser.PTXParserAMP, '^': parser.PTXParserCARET,
	'?': parser.PTXParserQUESTION,
}

// punct2 are the two-character operators of constant expressions, which
// win over their one-character prefixes ('<' '<' is SHL), as the generated
// lexer's longest match does.
var punct2 = map[string]int{
	"<<": parser.PTXParserSHL, ">>": parser.PTXParserSHR, "<=": parser.PTXParserLE, ">=": parser.PTXParserGE,
	"==": parser.PTXParserEQEQ, "!=": parser.PTXParserNE, "&&": parser.PTXParserANDAND, "||": parser.PTXParserOROR,
}

func isWord(c byte) bool { // [a-zA-Z0-9_]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}
func isIDStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$'
}
func isIDChar(c byte) bool { return isWord(c) || c == '$' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// scanSeg matches SEG ([a-zA-Z0-9_]+ ('::' [a-zA-Z0-9_]+)*) at i and
// returns its end, or i when there is none.
func scanSeg(s string, i int) int {
	j := i
	for j < len(s) && isWord(s[j]) {
		j++
	}
	if j == i {
		return i
	}
	for j+2 < len(s) && s[j] == ':' && s[j+1] == ':' && isWord(s[j+2]) {
		j += 2
		for j < len(s) && isWord(s[j]) {
			j++
		}
	}
	return j
}

// scanSection matches the SECTION rule at i (which starts ".section") and
// returns its end, or -1.
func scanSection(s string, i int) int {
	j := i + len(".section")
	k := j
	for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	if k == j {
		return -1
	}
	if k < len(s) && s[k] == '.' {
		k++
	}
	n := k
	for k < len(s) && (isWord(s[k]) || s[k] == '.' || s[k] == '$') {
		k++
	}
	if k == n {
		return -1
	}
	for k < len(s) && (s[k] == ' ' || s[k] == '\t' || s[k] == '\r' || s[k] == '\n') {
		k++
	}
	if k >= len(s) || s[k] != '{' {
		return -1
	}
	for k++; k < len(s); k++ {
		if s[k] == '}' {
			return k + 1
		}
	}
	return -1
}

// scanNumber returns the end and type of the longest of FLOAT_BITS, FLOAT
// and INT at i (s[i] is a digit).
func scanNumber(s string, i int) (int, int) {
	best, typ := i, 0
	try := func(end, t int) {
		if end > best {
			best, typ = end, t
		}
	}
	// INT: decimal with optional U.
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	dec := j
	if j < len(s) && s[j] == 'U' {
		try(j+1, parser.PTXParserINT)
	} else {
		try(j, parser.PTXParserINT)
	}
	// FLOAT: digits '.' digits* EXP? | digits EXP.
	exp := func(k int) int {
		if k < len(s) && (s[k] == 'e' || s[k] == 'E') {
			m := k + 1
			if m < len(s) && (s[m] == '+' || s[m] == '-') {
				m++
			}
			d := m
			for m < len(s) && isDigit(s[m]) {
				m++
			}
			if m > d {
				return m
			}
		}
		return k
	}
	if dec < len(s) && s[dec] == '.' {
		k := dec + 1
		for k < len(s) && isDigit(s[k]) {
			k++
		}
		try(exp(k), parser.PTXParserFLOAT)
	} else if e := exp(dec); e > dec {
		try(e, parser.PTXParserFLOAT)
	}
	if s[i] == '0' && i+1 < len(s) {
		switch s[i+1] {
		case 'x', 'X':
			k := i + 2
			for k < len(s) && isHex(s[k]) {
				k++
			}
			if k > i+2 {
				if k < len(s) && s[k] == 'U' {
					k++
				}
				try(k, parser.PTXParserINT)
			}
		case 'b', 'B':
			k := i + 2
			for k < len(s) && (s[k] == '0' || s[k] == '1') {
				k++
			}
			if k > i+2 {
				if k < len(s) && s[k] == 'U' {
					k++
				}
				try(k, parser.PTXParserINT)
			}
		}
		n := 0
		switch s[i+1] {
		case 'f', 'F':
			n = 8
		case 'd', 'D':
			n = 16
		}
		if n > 0 && i+2+n <= len(s) {
			ok := true
			for k := i + 2; k < i+2+n; k++ {
				if !isHex(s[k]) {
					ok = false
					break
				}
			}
			if ok {
				try(i+2+n, parser.PTXParserFLOAT_BITS)
			}
		}
	}
	return best, typ
}

// scanTokens splits src into tokens, ending with EOF.
func scanTokens(src string) []fastToken {
	sc := scanner{src: src, line: 1}
	toks := make([]fastToken, 0, len(src)/5+16)
	for !sc.eof {
		toks = sc.fill(toks, 1<<30)
	}
	return toks
}

// scanner produces tokens on demand, so that the parser's token window
// (tokenStream) holds only the tokens of the top-level item being parsed.
type scanner struct {
	src       string
	i         int // next byte to scan
	line, col int // of src[i]; line is 1-based, col 0-based in runes
	index     int // token index of the next token
	eof       bool
}

// fill appends up to n tokens to toks; the last token of the input is EOF,
// after which sc.eof is set.
func (sc *scanner) fill(toks []fastToken, n int) []fastToken {
	src := sc.src
	i, line, col, index := sc.i, sc.line, sc.col, sc.index
	// advance moves line/col over s[a:b].
	advance := func(a, b int) {
		for k := a; k < b; {
			c := src[k]
			if c == '\n' {
				line++
				col = 0
				k++
				continue
			}
			if c < utf8.RuneSelf {
				k++
			} else {
				_, size := utf8.DecodeRuneInString(src[k:])
				k += size
			}
			col++
		}
	}
	for ; n > 0 && i < len(src); n-- {
		c := src[i]
		start := i
		typ := 0
		end := i + 1
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			for end < len(src) && (src[end] == ' ' || src[end] == '\t' || src[end] == '\r' || src[end] == '\n') {
				end++
			}
			advance(start, end)
			i = end
			continue
		case c == '/' && end < len(src) && src[end] == '/':
			for end < len(src) && src[end] != '\n' && src[end] != '\r' {
				end++
			}
			advance(start, end)
			i = end
			continue
		case c == '/' && end < len(src) && src[end] == '*':
			k := end + 1
			closed := -1
			for ; k+1 < len(src); k++ {
				if src[k] == '*' && src[k+1] == '/' {
					closed = k + 2
					break
				}
			}
			if closed > 0 {
				advance(start, closed)
				i = closed
				continue
			}
			typ = parser.PTXParserSLASH // an unterminated comment: '/' then '*'
		case c == '.':
			j := scanSeg(src, i+1)
			if j == i+1 {
				typ = parser.PTXParserBAD_CHAR
				break
			}
			end = j
			word := src[i:j]
			if kw, ok := keywords[word]; ok {
				typ = kw
			} else {
				typ = parser.PTXParserDOTWORD
			}
			if word == ".section" {
				if e := scanSection(src, i); e > 0 {
					typ, end = parser.PTXParserSECTION, e
				}
			}
		case isIDStart(c):
			for end < len(src) && isIDChar(src[end]) {
				end++
			}
			typ = parser.PTXParserIDENT
			for end < len(src) && src[end] == '.' {
				j := scanSeg(src, end+1)
				if j == end+1 {
					break
				}
				end = j
				typ = parser.PTXParserMNEMONIC
			}
		case c == '%':
			for end < len(src) && isIDChar(src[end]) {
				end++
			}
			if end == i+1 {
				typ = parser.PTXParserPERCENT
				break
			}
			typ = parser.PTXParserREGISTER
			if end+1 < len(src) && src[end] == '.' {
				switch c := src[end+1]; {
				case (c == 'b' || c == 'h') && end+2 < len(src) && isDigit(src[end+2]):
					end += 2 // a video selector: .b0, .h10, .b3210
					for end < len(src) && isDigit(src[end]) {
						end++
					}
				case c == 'x' || c == 'y' || c == 'z' || c == 'w' || c == 'r' || c == 'g' || c == 'b' || c == 'a':
					end += 2
				}
			}
		case c == '@':
			k := end
			if k < len(src) && src[k] == '!' {
				k++
			}
			for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
				k++
			}
			if k < len(src) && src[k] == '%' {
				k++
			}
			if k < len(src) && isIDStart(src[k]) {
				for k < len(src) && isIDChar(src[k]) {
					k++
				}
				typ, end = parser.PTXParserGUARD, k
			} else {
				typ = parser.PTXParserBAD_CHAR
			}
		case isDigit(c):
			end, typ = scanNumber(src, i)
		case c == '"':
			k := end
			closed := -1
			for k < len(src) {
				ch := src[k]
				if ch == '"' {
					closed = k + 1
					break
				}
				if ch == '\r' || ch == '\n' {
					break
				}
				if ch == '\\' {
					if k+1 >= len(src) {
						break
					}
					_, size := utf8.DecodeRuneInString(src[k+1:])
					k += 1 + size
					continue
				}
				k++
			}
			if closed > 0 {
				typ, end = parser.PTXParserSTRING, closed
			} else {
				typ = parser.PTXParserBAD_CHAR
			}
		case c < utf8.RuneSelf && punct[c] != 0:
			typ = punct[c]
			if end < len(src) {
				if t, ok := punct2[src[i:end+1]]; ok {
					typ, end = t, end+1
				}
			}
		default:
			typ = parser.PTXParserBAD_CHAR
		}
		if typ == parser.PTXParserBAD_CHAR && c >= utf8.RuneSelf {
			_, size := utf8.DecodeRuneInString(src[i:])
			end = i + size
		}
		toks = append(toks, fastToken{typ: int32(typ), line: int32(line), col: int32(col), index: int32(index), start: start, stop: end - 1, text: src[start:end]})
		index++
		advance(start, end)
		i = end
	}
	if n > 0 && i >= len(src) && !sc.eof {
		toks = append(toks, fastToken{typ: antlr.TokenEOF, line: int32(line), col: int32(col), index: int32(index), start: len(src), stop: len(src) - 1})
		index++
		sc.eof = true
	}
	sc.i, sc.line, sc.col, sc.index = i, line, col, index
	return toks
}
