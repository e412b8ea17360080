package ptx

import (
	"fmt"
	"os"
	"testing"

	"github.com/antlr4-go/antlr/v4"

	"github.com/ptxsim/ptxsim/ptx/parser"
)

// generatedTokens runs ANTLR's generated lexer (the specification).
func generatedTokens(src string) []string {
	lex := parser.NewPTXLexer(antlr.NewInputStream(src))
	lex.RemoveErrorListeners()
	var out []string
	for {
		t := lex.NextToken()
		text := t.GetText()
		if t.GetTokenType() == antlr.TokenEOF {
			text = "<EOF>"
		}
		out = append(out, fmt.Sprintf("%d %d:%d %q", t.GetTokenType(), t.GetLine(), t.GetColumn(), text))
		if t.GetTokenType() == antlr.TokenEOF {
			return out
		}
	}
}

func fastTokens(src string) []string {
	var out []string
	toks := scanTokens(src)
	for i := range toks {
		t := &toks[i]
		out = append(out, fmt.Sprintf("%d %d:%d %q", t.GetTokenType(), t.GetLine(), t.GetColumn(), string([]rune(t.GetText()))))
	}
	return out
}

// compareLexers reports the first token where the two scanners differ.
func compareLexers(src string) error {
	a, b := generatedTokens(src), fastTokens(src)
	for i := 0; i < len(a) || i < len(b); i++ {
		switch {
		case i >= len(a):
			return fmt.Errorf("token %d: generated lexer ended, scanner has %s", i, b[i])
		case i >= len(b):
			return fmt.Errorf("token %d: scanner ended, generated lexer has %s", i, a[i])
		case a[i] != b[i]:
			return fmt.Errorf("token %d: generated %s, scanner %s", i, a[i], b[i])
		}
	}
	return nil
}

func TestLexerMatchesGenerated(t *testing.T) {
	inputs := map[string]string{
		"numbers":   "0 12 12U 0x1fU 0b101 0b102 017 1.5 1. 1.e5 2e10 1e 0f3F800000 0f3F8000001 0d3FF0000000000000 0d3FF 0x 0xg",
		"dots":      ".reg .shared::cta .shared:: .versionx .version .section .section x {a}} . .5",
		"regs":      "%r1 %tid.x %r1.xy %rd1.lo % %$x @%p1 @!%p2 @! %p @%1 @x",
		"strings":   "\"a\\\"b\" \"unterminated\n\"x\\",
		"comments":  "a // c\r\nb /* c \n d */ e /* open",
		"mnemonics": "ld.global.nc.v4.f32 mbarrier.try_wait.parity.shared::cta.b64 a.b$c a. x.::y",
		"bad":       "# ` ~ é \xff \xfe§ ?",
	}
	for name, src := range inputs {
		if err := compareLexers(src); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	for _, path := range corpusFiles(t) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := compareLexers(string(src)); err != nil {
			t.Errorf("%s: %v", path, err)
		}
	}
}
