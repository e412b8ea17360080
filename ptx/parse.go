package ptx

import (
	"fmt"
	"os"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/ptxsim/ptxsim/ptx/parser"
)

//go:generate sh -c "cd ../grammar && npx antlr-ng -Dlanguage=Go -o ../ptx/parser -p parser --generate-listener false PTX.g4 && gofmt -w ../ptx/parser/*.go"

// Parse reads one PTX module. It returns the module and nil, or an
// ErrorList (sorted, with file:line:col positions) describing every problem
// found; with errors the returned module, if not nil, is incomplete.
// Malformed input never panics: a panic inside the front end is turned into
// an "internal error" entry as a last line of defence.
func Parse(filename string, src []byte) (m *Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			m = nil
			err = ErrorList{{File: filename, Msg: fmt.Sprintf("internal error: %v", r)}}
		}
	}()
	text := string(src)
	w := newWalker(filename)
	if !fastParse(text, w) {
		tree, errs := slowParse(filename, text)
		if len(errs) > 0 {
			errs.RemoveMultiples()
			return nil, errs
		}
		// Unreachable unless the scanner and the generated lexer disagree
		// (a bug FuzzParse hunts for); the full parse is authoritative.
		w = newWalker(filename)
		w.module(tree)
	}
	w.resolveAliases()
	w.resolveAll()
	w.check()
	if len(w.errs) > 0 {
		w.errs.Sort()
		return w.m, w.errs
	}
	return w.m, nil
}

// ParseFile reads and parses the PTX file at path.
func ParseFile(path string) (*Module, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src)
}

// fastParse parses and walks one top-level item at a time with the
// hand-written scanner, SLL prediction and an error strategy that stops at
// the first problem: that is much cheaper and suffices for every valid
// input. Each item's tokens and tree are dropped once walked, so memory
// does not grow with the module beyond its IR. ok is false on any syntax
// error; the caller then parses again with ANTLR's own lexer, full LL
// prediction and error recovery (slowParse), so that the errors reported
// are exact and complete, and discards w.
func fastParse(text string, w *walker) bool {
	ts := newTokenStream(text)
	defer ts.release()
	p := parser.NewPTXParser(ts)
	p.RemoveErrorListeners()
	var count errCounter
	p.AddErrorListener(&count)
	bail := &bailStrategy{DefaultErrorStrategy: antlr.NewDefaultErrorStrategy()}
	p.SetErrorHandler(bail)
	p.BuildParseTrees = false
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
	// The loop is the grammar's "module: topItem* EOF". Calling the rule
	// for each item instead of Module changes no decision: SLL prediction
	// never looks at the invoking context.
	for ts.LA(1) != antlr.TokenEOF {
		item := p.TopItem()
		if p.HasError() || count.n > 0 || bail.failed {
			return false
		}
		w.topItem(item)
		ts.compact()
	}
	return true
}

// emptyLexer is the generated lexer over no input; tokenSource embeds it
// for its interface methods only.
func emptyLexer() *parser.PTXLexer {
	l := parser.NewPTXLexer(antlr.NewInputStream(""))
	l.RemoveErrorListeners()
	return l
}

// bailStrategy stops the fast parse at the first syntax error. ANTLR's Go
// BailErrorStrategy cannot be used: the generated code then calls an
// unimplemented method of ParseCancellationException and panics. Recovery
// must not run on the fast path either, since it conjures tokens through
// the token source, which the pre-scanned tokens do not have.
type bailStrategy struct {
	*antlr.DefaultErrorStrategy
	failed bool
}

// Recover skips to the end of the input. The generated rule functions
// clear the error after calling Recover and carry on; without consuming the
// rest, a loop such as "topItem*" would retry the same token forever (the
// hang FuzzParse found, kept in testdata/fuzz/FuzzParse).
func (b *bailStrategy) Recover(r antlr.Parser, e antlr.RecognitionException) {
	b.failed = true
	ts := r.GetTokenStream()
	for ts.LA(1) != antlr.TokenEOF {
		ts.Consume()
	}
}

func (b *bailStrategy) RecoverInline(r antlr.Parser) antlr.Token {
	b.failed = true
	r.SetError(antlr.NewInputMisMatchException(r))
	return nil
}

func (b *bailStrategy) Sync(antlr.Parser) {}

func (b *bailStrategy) ReportError(antlr.Parser, antlr.RecognitionException) { b.failed = true }

type errCounter struct {
	antlr.DefaultErrorListener
	n int
}

func (c *errCounter) SyntaxError(antlr.Recognizer, any, int, int, string, antlr.RecognitionException) {
	c.n++
}

// slowParse is the reference pipeline: generated lexer, LL prediction,
// ANTLR's error recovery, every syntax error reported.
func slowParse(filename, text string) (*parser.ModuleContext, ErrorList) {
	var errs ErrorList
	l := &errListener{file: filename, errs: &errs}
	lex := parser.NewPTXLexer(antlr.NewInputStream(text))
	lex.RemoveErrorListeners()
	lex.AddErrorListener(l)
	p := parser.NewPTXParser(antlr.NewCommonTokenStream(lex, antlr.TokenDefaultChannel))
	p.RemoveErrorListeners()
	p.AddErrorListener(l)
	p.BuildParseTrees = false
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
	tree := p.Module().(*parser.ModuleContext)
	return tree, errs
}

// errListener turns ANTLR's syntax errors into Errors with positions and
// plainer wording.
type errListener struct {
	*antlr.DefaultErrorListener
	file string
	errs *ErrorList
}

func (l *errListener) SyntaxError(_ antlr.Recognizer, sym any, line, col int, msg string, _ antlr.RecognitionException) {
	pos := Pos{Line: int32(line), Col: int32(col + 1)}
	l.errs.Add(l.file, pos, syntaxMessage(sym, msg))
}

func syntaxMessage(sym any, msg string) string {
	t, ok := sym.(antlr.Token)
	if !ok {
		return "syntax error: " + msg
	}
	if strings.HasPrefix(msg, "missing ") {
		if i := strings.LastIndex(msg, " at "); i > 0 {
			msg = msg[:i]
		}
		return "syntax error: " + msg + " before " + describeToken(t)
	}
	return "syntax error: unexpected " + describeToken(t)
}

func describeToken(t antlr.Token) string {
	switch t.GetTokenType() {
	case antlr.TokenEOF:
		return "end of file"
	case parser.PTXParserBAD_CHAR:
		return fmt.Sprintf("character %q", t.GetText())
	case parser.PTXParserSTRING:
		return "string " + t.GetText()
	}
	s := t.GetText()
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return "'" + s + "'"
}
