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
	tree, errs := parseTree(filename, src)
	if len(errs) > 0 {
		errs.RemoveMultiples()
		return nil, errs
	}
	w := newWalker(filename)
	w.module(tree)
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

// parseTree runs the ANTLR lexer and parser. The first attempt uses SLL
// prediction, which is much cheaper and suffices for every valid input of
// this grammar; only when it reports a syntax error is the input parsed
// again with full LL, so that the errors reported are exact.
func parseTree(filename string, src []byte) (*parser.ModuleContext, ErrorList) {
	text := string(src)
	tree, errs := runParser(filename, text, antlr.PredictionModeSLL)
	if len(errs) == 0 {
		return tree, nil
	}
	_, errs = runParser(filename, text, antlr.PredictionModeLL)
	return nil, errs
}

func runParser(filename, text string, mode int) (*parser.ModuleContext, ErrorList) {
	var errs ErrorList
	l := &errListener{file: filename, errs: &errs}
	lex := parser.NewPTXLexer(antlr.NewInputStream(text))
	lex.RemoveErrorListeners()
	lex.AddErrorListener(l)
	p := parser.NewPTXParser(antlr.NewCommonTokenStream(lex, antlr.TokenDefaultChannel))
	p.RemoveErrorListeners()
	p.AddErrorListener(l)
	p.GetInterpreter().SetPredictionMode(mode)
	p.BuildParseTrees = true
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
