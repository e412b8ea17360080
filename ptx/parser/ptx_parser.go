package parser // PTX
import (
	"fmt"
	"strconv"
	"sync"

	"github.com/antlr4-go/antlr/v4"
)

// Suppress unused import errors
var _ = fmt.Printf
var _ = strconv.Itoa
var _ = sync.Once{}

type PTXParser struct {
	*antlr.BaseParser
}

var PTXParserStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func ptxParserInit() {
	staticData := &PTXParserStaticData
	staticData.LiteralNames = []string{
		"", "'.version'", "'.target'", "'.address_size'", "'.file'", "'.loc'",
		"", "'.pragma'", "'.entry'", "'.func'", "'.align'", "'.branchtargets'",
		"'.calltargets'", "'.callprototype'", "", "", "", "", "", "", "", "",
		"", "'<<'", "'>>'", "'<='", "'>='", "'=='", "'!='", "'&&'", "'||'",
		"'('", "')'", "'['", "']'", "'{'", "'}'", "'<'", "'>'", "','", "';'",
		"':'", "'+'", "'-'", "'!'", "'|'", "'='", "'*'", "'/'", "'%'", "'~'",
		"'&'", "'^'", "'?'",
	}
	staticData.SymbolicNames = []string{
		"", "VERSION", "TARGET", "ADDRESS_SIZE", "FILE", "LOC", "SECTION", "PRAGMA",
		"ENTRY", "FUNC", "ALIGN", "BRANCHTARGETS", "CALLTARGETS", "CALLPROTOTYPE",
		"DOTWORD", "MNEMONIC", "IDENT", "REGISTER", "GUARD", "FLOAT_BITS", "FLOAT",
		"INT", "STRING", "SHL", "SHR", "LE", "GE", "EQEQ", "NE", "ANDAND", "OROR",
		"LPAREN", "RPAREN", "LBRACK", "RBRACK", "LBRACE", "RBRACE", "LT", "GT",
		"COMMA", "SEMI", "COLON", "PLUS", "MINUS", "BANG", "PIPE", "EQ", "STAR",
		"SLASH", "PERCENT", "TILDE", "AMP", "CARET", "QUESTION", "WS", "LINE_COMMENT",
		"BLOCK_COMMENT", "BAD_CHAR",
	}
	staticData.RuleNames = []string{
		"module", "topItem", "targetOpt", "declSpec", "params", "param", "dim",
		"perf", "declarator", "init", "block", "stmt", "varStmt", "pragmaStmt",
		"table", "operand", "cexpr",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 57, 517, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15,
		2, 16, 7, 16, 1, 0, 5, 0, 36, 8, 0, 10, 0, 12, 0, 39, 9, 0, 1, 0, 1, 0,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 49, 8, 1, 10, 1, 12, 1, 52, 9,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 63, 8, 1,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 70, 8, 1, 10, 1, 12, 1, 73, 9, 1, 1,
		1, 1, 1, 5, 1, 77, 8, 1, 10, 1, 12, 1, 80, 9, 1, 1, 1, 1, 1, 1, 1, 3, 1,
		85, 8, 1, 1, 1, 5, 1, 88, 8, 1, 10, 1, 12, 1, 91, 9, 1, 1, 1, 1, 1, 3,
		1, 95, 8, 1, 1, 1, 5, 1, 98, 8, 1, 10, 1, 12, 1, 101, 9, 1, 1, 1, 1, 1,
		3, 1, 105, 8, 1, 1, 1, 1, 1, 3, 1, 109, 8, 1, 1, 1, 5, 1, 112, 8, 1, 10,
		1, 12, 1, 115, 9, 1, 1, 1, 1, 1, 3, 1, 119, 8, 1, 1, 1, 4, 1, 122, 8, 1,
		11, 1, 12, 1, 123, 1, 1, 1, 1, 1, 1, 5, 1, 129, 8, 1, 10, 1, 12, 1, 132,
		9, 1, 1, 1, 1, 1, 3, 1, 136, 8, 1, 1, 2, 1, 2, 1, 3, 1, 3, 1, 3, 1, 3,
		1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 3, 3, 150, 8, 3, 1, 3, 3, 3, 153, 8,
		3, 3, 3, 155, 8, 3, 1, 4, 1, 4, 1, 4, 1, 4, 5, 4, 161, 8, 4, 10, 4, 12,
		4, 164, 9, 4, 3, 4, 166, 8, 4, 1, 4, 1, 4, 1, 5, 4, 5, 171, 8, 5, 11, 5,
		12, 5, 172, 1, 5, 3, 5, 176, 8, 5, 1, 5, 5, 5, 179, 8, 5, 10, 5, 12, 5,
		182, 9, 5, 1, 6, 1, 6, 3, 6, 186, 8, 6, 1, 6, 1, 6, 1, 7, 1, 7, 1, 7, 1,
		7, 5, 7, 194, 8, 7, 10, 7, 12, 7, 197, 9, 7, 3, 7, 199, 8, 7, 1, 7, 1,
		7, 1, 7, 1, 7, 5, 7, 205, 8, 7, 10, 7, 12, 7, 208, 9, 7, 1, 7, 3, 7, 211,
		8, 7, 1, 8, 1, 8, 1, 8, 1, 8, 3, 8, 217, 8, 8, 1, 8, 5, 8, 220, 8, 8, 10,
		8, 12, 8, 223, 9, 8, 1, 8, 1, 8, 3, 8, 227, 8, 8, 1, 9, 1, 9, 1, 9, 1,
		9, 5, 9, 233, 8, 9, 10, 9, 12, 9, 236, 9, 9, 3, 9, 238, 8, 9, 1, 9, 1,
		9, 3, 9, 242, 8, 9, 1, 9, 1, 9, 1, 9, 1, 9, 1, 9, 3, 9, 249, 8, 9, 1, 9,
		1, 9, 1, 9, 3, 9, 254, 8, 9, 3, 9, 256, 8, 9, 1, 9, 1, 9, 1, 9, 1, 9, 3,
		9, 262, 8, 9, 1, 10, 1, 10, 5, 10, 266, 8, 10, 10, 10, 12, 10, 269, 9,
		10, 1, 10, 1, 10, 1, 11, 1, 11, 1, 11, 3, 11, 276, 8, 11, 1, 11, 1, 11,
		1, 11, 3, 11, 281, 8, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1,
		11, 1, 11, 1, 11, 1, 11, 5, 11, 293, 8, 11, 10, 11, 12, 11, 296, 9, 11,
		3, 11, 298, 8, 11, 3, 11, 300, 8, 11, 3, 11, 302, 8, 11, 3, 11, 304, 8,
		11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 5, 11, 314,
		8, 11, 10, 11, 12, 11, 317, 9, 11, 5, 11, 319, 8, 11, 10, 11, 12, 11, 322,
		9, 11, 1, 11, 3, 11, 325, 8, 11, 1, 12, 4, 12, 328, 8, 12, 11, 12, 12,
		12, 329, 1, 12, 1, 12, 1, 12, 5, 12, 335, 8, 12, 10, 12, 12, 12, 338, 9,
		12, 1, 12, 1, 12, 1, 13, 1, 13, 1, 13, 1, 13, 5, 13, 346, 8, 13, 10, 13,
		12, 13, 349, 9, 13, 1, 13, 1, 13, 1, 14, 1, 14, 1, 14, 1, 14, 5, 14, 357,
		8, 14, 10, 14, 12, 14, 360, 9, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 5,
		14, 367, 8, 14, 10, 14, 12, 14, 370, 9, 14, 1, 14, 1, 14, 1, 14, 3, 14,
		375, 8, 14, 1, 14, 1, 14, 3, 14, 379, 8, 14, 1, 14, 5, 14, 382, 8, 14,
		10, 14, 12, 14, 385, 9, 14, 1, 14, 3, 14, 388, 8, 14, 1, 15, 1, 15, 1,
		15, 3, 15, 393, 8, 15, 1, 15, 1, 15, 1, 15, 3, 15, 398, 8, 15, 1, 15, 1,
		15, 1, 15, 1, 15, 1, 15, 3, 15, 405, 8, 15, 1, 15, 1, 15, 3, 15, 409, 8,
		15, 1, 15, 1, 15, 1, 15, 1, 15, 3, 15, 415, 8, 15, 1, 15, 1, 15, 3, 15,
		419, 8, 15, 3, 15, 421, 8, 15, 1, 15, 1, 15, 5, 15, 425, 8, 15, 10, 15,
		12, 15, 428, 9, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 5, 15, 435, 8, 15,
		10, 15, 12, 15, 438, 9, 15, 3, 15, 440, 8, 15, 1, 15, 1, 15, 1, 15, 3,
		15, 445, 8, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 5, 15, 452, 8, 15, 10,
		15, 12, 15, 455, 9, 15, 3, 15, 457, 8, 15, 1, 15, 3, 15, 460, 8, 15, 1,
		16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16,
		1, 16, 3, 16, 474, 8, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1,
		16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16,
		1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1,
		16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 5, 16, 512,
		8, 16, 10, 16, 12, 16, 515, 9, 16, 1, 16, 0, 1, 32, 17, 0, 2, 4, 6, 8,
		10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 0, 13, 1, 0, 20, 21, 1,
		0, 16, 17, 1, 0, 19, 21, 1, 0, 42, 43, 2, 0, 16, 16, 21, 21, 1, 0, 15,
		16, 1, 0, 43, 44, 2, 0, 16, 17, 21, 21, 2, 0, 42, 44, 50, 50, 1, 0, 47,
		49, 1, 0, 23, 24, 2, 0, 25, 26, 37, 38, 1, 0, 27, 28, 608, 0, 37, 1, 0,
		0, 0, 2, 135, 1, 0, 0, 0, 4, 137, 1, 0, 0, 0, 6, 154, 1, 0, 0, 0, 8, 156,
		1, 0, 0, 0, 10, 170, 1, 0, 0, 0, 12, 183, 1, 0, 0, 0, 14, 210, 1, 0, 0,
		0, 16, 212, 1, 0, 0, 0, 18, 261, 1, 0, 0, 0, 20, 263, 1, 0, 0, 0, 22, 324,
		1, 0, 0, 0, 24, 327, 1, 0, 0, 0, 26, 341, 1, 0, 0, 0, 28, 387, 1, 0, 0,
		0, 30, 459, 1, 0, 0, 0, 32, 473, 1, 0, 0, 0, 34, 36, 3, 2, 1, 0, 35, 34,
		1, 0, 0, 0, 36, 39, 1, 0, 0, 0, 37, 35, 1, 0, 0, 0, 37, 38, 1, 0, 0, 0,
		38, 40, 1, 0, 0, 0, 39, 37, 1, 0, 0, 0, 40, 41, 5, 0, 0, 1, 41, 1, 1, 0,
		0, 0, 42, 43, 5, 1, 0, 0, 43, 136, 7, 0, 0, 0, 44, 45, 5, 2, 0, 0, 45,
		50, 3, 4, 2, 0, 46, 47, 5, 39, 0, 0, 47, 49, 3, 4, 2, 0, 48, 46, 1, 0,
		0, 0, 49, 52, 1, 0, 0, 0, 50, 48, 1, 0, 0, 0, 50, 51, 1, 0, 0, 0, 51, 136,
		1, 0, 0, 0, 52, 50, 1, 0, 0, 0, 53, 54, 5, 3, 0, 0, 54, 136, 5, 21, 0,
		0, 55, 56, 5, 4, 0, 0, 56, 57, 5, 21, 0, 0, 57, 62, 5, 22, 0, 0, 58, 59,
		5, 39, 0, 0, 59, 60, 5, 21, 0, 0, 60, 61, 5, 39, 0, 0, 61, 63, 5, 21, 0,
		0, 62, 58, 1, 0, 0, 0, 62, 63, 1, 0, 0, 0, 63, 136, 1, 0, 0, 0, 64, 136,
		5, 6, 0, 0, 65, 66, 5, 7, 0, 0, 66, 71, 5, 22, 0, 0, 67, 68, 5, 39, 0,
		0, 68, 70, 5, 22, 0, 0, 69, 67, 1, 0, 0, 0, 70, 73, 1, 0, 0, 0, 71, 69,
		1, 0, 0, 0, 71, 72, 1, 0, 0, 0, 72, 74, 1, 0, 0, 0, 73, 71, 1, 0, 0, 0,
		74, 136, 5, 40, 0, 0, 75, 77, 3, 6, 3, 0, 76, 75, 1, 0, 0, 0, 77, 80, 1,
		0, 0, 0, 78, 76, 1, 0, 0, 0, 78, 79, 1, 0, 0, 0, 79, 81, 1, 0, 0, 0, 80,
		78, 1, 0, 0, 0, 81, 82, 5, 8, 0, 0, 82, 84, 5, 16, 0, 0, 83, 85, 3, 8,
		4, 0, 84, 83, 1, 0, 0, 0, 84, 85, 1, 0, 0, 0, 85, 89, 1, 0, 0, 0, 86, 88,
		3, 14, 7, 0, 87, 86, 1, 0, 0, 0, 88, 91, 1, 0, 0, 0, 89, 87, 1, 0, 0, 0,
		89, 90, 1, 0, 0, 0, 90, 94, 1, 0, 0, 0, 91, 89, 1, 0, 0, 0, 92, 95, 3,
		20, 10, 0, 93, 95, 5, 40, 0, 0, 94, 92, 1, 0, 0, 0, 94, 93, 1, 0, 0, 0,
		95, 136, 1, 0, 0, 0, 96, 98, 3, 6, 3, 0, 97, 96, 1, 0, 0, 0, 98, 101, 1,
		0, 0, 0, 99, 97, 1, 0, 0, 0, 99, 100, 1, 0, 0, 0, 100, 102, 1, 0, 0, 0,
		101, 99, 1, 0, 0, 0, 102, 104, 5, 9, 0, 0, 103, 105, 3, 8, 4, 0, 104, 103,
		1, 0, 0, 0, 104, 105, 1, 0, 0, 0, 105, 106, 1, 0, 0, 0, 106, 108, 5, 16,
		0, 0, 107, 109, 3, 8, 4, 0, 108, 107, 1, 0, 0, 0, 108, 109, 1, 0, 0, 0,
		109, 113, 1, 0, 0, 0, 110, 112, 3, 14, 7, 0, 111, 110, 1, 0, 0, 0, 112,
		115, 1, 0, 0, 0, 113, 111, 1, 0, 0, 0, 113, 114, 1, 0, 0, 0, 114, 118,
		1, 0, 0, 0, 115, 113, 1, 0, 0, 0, 116, 119, 3, 20, 10, 0, 117, 119, 5,
		40, 0, 0, 118, 116, 1, 0, 0, 0, 118, 117, 1, 0, 0, 0, 119, 136, 1, 0, 0,
		0, 120, 122, 3, 6, 3, 0, 121, 120, 1, 0, 0, 0, 122, 123, 1, 0, 0, 0, 123,
		121, 1, 0, 0, 0, 123, 124, 1, 0, 0, 0, 124, 125, 1, 0, 0, 0, 125, 130,
		3, 16, 8, 0, 126, 127, 5, 39, 0, 0, 127, 129, 3, 16, 8, 0, 128, 126, 1,
		0, 0, 0, 129, 132, 1, 0, 0, 0, 130, 128, 1, 0, 0, 0, 130, 131, 1, 0, 0,
		0, 131, 133, 1, 0, 0, 0, 132, 130, 1, 0, 0, 0, 133, 134, 5, 40, 0, 0, 134,
		136, 1, 0, 0, 0, 135, 42, 1, 0, 0, 0, 135, 44, 1, 0, 0, 0, 135, 53, 1,
		0, 0, 0, 135, 55, 1, 0, 0, 0, 135, 64, 1, 0, 0, 0, 135, 65, 1, 0, 0, 0,
		135, 78, 1, 0, 0, 0, 135, 99, 1, 0, 0, 0, 135, 121, 1, 0, 0, 0, 136, 3,
		1, 0, 0, 0, 137, 138, 5, 16, 0, 0, 138, 5, 1, 0, 0, 0, 139, 140, 5, 10,
		0, 0, 140, 155, 5, 21, 0, 0, 141, 152, 5, 14, 0, 0, 142, 143, 5, 31, 0,
		0, 143, 149, 5, 14, 0, 0, 144, 145, 5, 31, 0, 0, 145, 146, 5, 21, 0, 0,
		146, 147, 5, 39, 0, 0, 147, 148, 5, 21, 0, 0, 148, 150, 5, 32, 0, 0, 149,
		144, 1, 0, 0, 0, 149, 150, 1, 0, 0, 0, 150, 151, 1, 0, 0, 0, 151, 153,
		5, 32, 0, 0, 152, 142, 1, 0, 0, 0, 152, 153, 1, 0, 0, 0, 153, 155, 1, 0,
		0, 0, 154, 139, 1, 0, 0, 0, 154, 141, 1, 0, 0, 0, 155, 7, 1, 0, 0, 0, 156,
		165, 5, 31, 0, 0, 157, 162, 3, 10, 5, 0, 158, 159, 5, 39, 0, 0, 159, 161,
		3, 10, 5, 0, 160, 158, 1, 0, 0, 0, 161, 164, 1, 0, 0, 0, 162, 160, 1, 0,
		0, 0, 162, 163, 1, 0, 0, 0, 163, 166, 1, 0, 0, 0, 164, 162, 1, 0, 0, 0,
		165, 157, 1, 0, 0, 0, 165, 166, 1, 0, 0, 0, 166, 167, 1, 0, 0, 0, 167,
		168, 5, 32, 0, 0, 168, 9, 1, 0, 0, 0, 169, 171, 3, 6, 3, 0, 170, 169, 1,
		0, 0, 0, 171, 172, 1, 0, 0, 0, 172, 170, 1, 0, 0, 0, 172, 173, 1, 0, 0,
		0, 173, 175, 1, 0, 0, 0, 174, 176, 5, 16, 0, 0, 175, 174, 1, 0, 0, 0, 175,
		176, 1, 0, 0, 0, 176, 180, 1, 0, 0, 0, 177, 179, 3, 12, 6, 0, 178, 177,
		1, 0, 0, 0, 179, 182, 1, 0, 0, 0, 180, 178, 1, 0, 0, 0, 180, 181, 1, 0,
		0, 0, 181, 11, 1, 0, 0, 0, 182, 180, 1, 0, 0, 0, 183, 185, 5, 33, 0, 0,
		184, 186, 5, 21, 0, 0, 185, 184, 1, 0, 0, 0, 185, 186, 1, 0, 0, 0, 186,
		187, 1, 0, 0, 0, 187, 188, 5, 34, 0, 0, 188, 13, 1, 0, 0, 0, 189, 198,
		5, 14, 0, 0, 190, 195, 5, 21, 0, 0, 191, 192, 5, 39, 0, 0, 192, 194, 5,
		21, 0, 0, 193, 191, 1, 0, 0, 0, 194, 197, 1, 0, 0, 0, 195, 193, 1, 0, 0,
		0, 195, 196, 1, 0, 0, 0, 196, 199, 1, 0, 0, 0, 197, 195, 1, 0, 0, 0, 198,
		190, 1, 0, 0, 0, 198, 199, 1, 0, 0, 0, 199, 211, 1, 0, 0, 0, 200, 201,
		5, 7, 0, 0, 201, 206, 5, 22, 0, 0, 202, 203, 5, 39, 0, 0, 203, 205, 5,
		22, 0, 0, 204, 202, 1, 0, 0, 0, 205, 208, 1, 0, 0, 0, 206, 204, 1, 0, 0,
		0, 206, 207, 1, 0, 0, 0, 207, 209, 1, 0, 0, 0, 208, 206, 1, 0, 0, 0, 209,
		211, 5, 40, 0, 0, 210, 189, 1, 0, 0, 0, 210, 200, 1, 0, 0, 0, 211, 15,
		1, 0, 0, 0, 212, 216, 7, 1, 0, 0, 213, 214, 5, 37, 0, 0, 214, 215, 5, 21,
		0, 0, 215, 217, 5, 38, 0, 0, 216, 213, 1, 0, 0, 0, 216, 217, 1, 0, 0, 0,
		217, 221, 1, 0, 0, 0, 218, 220, 3, 12, 6, 0, 219, 218, 1, 0, 0, 0, 220,
		223, 1, 0, 0, 0, 221, 219, 1, 0, 0, 0, 221, 222, 1, 0, 0, 0, 222, 226,
		1, 0, 0, 0, 223, 221, 1, 0, 0, 0, 224, 225, 5, 46, 0, 0, 225, 227, 3, 18,
		9, 0, 226, 224, 1, 0, 0, 0, 226, 227, 1, 0, 0, 0, 227, 17, 1, 0, 0, 0,
		228, 237, 5, 35, 0, 0, 229, 234, 3, 18, 9, 0, 230, 231, 5, 39, 0, 0, 231,
		233, 3, 18, 9, 0, 232, 230, 1, 0, 0, 0, 233, 236, 1, 0, 0, 0, 234, 232,
		1, 0, 0, 0, 234, 235, 1, 0, 0, 0, 235, 238, 1, 0, 0, 0, 236, 234, 1, 0,
		0, 0, 237, 229, 1, 0, 0, 0, 237, 238, 1, 0, 0, 0, 238, 239, 1, 0, 0, 0,
		239, 262, 5, 36, 0, 0, 240, 242, 5, 43, 0, 0, 241, 240, 1, 0, 0, 0, 241,
		242, 1, 0, 0, 0, 242, 243, 1, 0, 0, 0, 243, 262, 7, 2, 0, 0, 244, 248,
		5, 16, 0, 0, 245, 246, 5, 31, 0, 0, 246, 247, 5, 16, 0, 0, 247, 249, 5,
		32, 0, 0, 248, 245, 1, 0, 0, 0, 248, 249, 1, 0, 0, 0, 249, 255, 1, 0, 0,
		0, 250, 253, 7, 3, 0, 0, 251, 254, 5, 21, 0, 0, 252, 254, 3, 32, 16, 0,
		253, 251, 1, 0, 0, 0, 253, 252, 1, 0, 0, 0, 254, 256, 1, 0, 0, 0, 255,
		250, 1, 0, 0, 0, 255, 256, 1, 0, 0, 0, 256, 262, 1, 0, 0, 0, 257, 258,
		5, 16, 0, 0, 258, 259, 5, 46, 0, 0, 259, 262, 7, 4, 0, 0, 260, 262, 3,
		32, 16, 0, 261, 228, 1, 0, 0, 0, 261, 241, 1, 0, 0, 0, 261, 244, 1, 0,
		0, 0, 261, 257, 1, 0, 0, 0, 261, 260, 1, 0, 0, 0, 262, 19, 1, 0, 0, 0,
		263, 267, 5, 35, 0, 0, 264, 266, 3, 22, 11, 0, 265, 264, 1, 0, 0, 0, 266,
		269, 1, 0, 0, 0, 267, 265, 1, 0, 0, 0, 267, 268, 1, 0, 0, 0, 268, 270,
		1, 0, 0, 0, 269, 267, 1, 0, 0, 0, 270, 271, 5, 36, 0, 0, 271, 21, 1, 0,
		0, 0, 272, 273, 5, 16, 0, 0, 273, 275, 5, 41, 0, 0, 274, 276, 3, 28, 14,
		0, 275, 274, 1, 0, 0, 0, 275, 276, 1, 0, 0, 0, 276, 325, 1, 0, 0, 0, 277,
		325, 3, 24, 12, 0, 278, 325, 3, 20, 10, 0, 279, 281, 5, 18, 0, 0, 280,
		279, 1, 0, 0, 0, 280, 281, 1, 0, 0, 0, 281, 282, 1, 0, 0, 0, 282, 303,
		7, 5, 0, 0, 283, 301, 3, 30, 15, 0, 284, 285, 5, 39, 0, 0, 285, 299, 3,
		30, 15, 0, 286, 287, 5, 39, 0, 0, 287, 297, 3, 30, 15, 0, 288, 289, 5,
		39, 0, 0, 289, 294, 3, 30, 15, 0, 290, 291, 5, 39, 0, 0, 291, 293, 3, 30,
		15, 0, 292, 290, 1, 0, 0, 0, 293, 296, 1, 0, 0, 0, 294, 292, 1, 0, 0, 0,
		294, 295, 1, 0, 0, 0, 295, 298, 1, 0, 0, 0, 296, 294, 1, 0, 0, 0, 297,
		288, 1, 0, 0, 0, 297, 298, 1, 0, 0, 0, 298, 300, 1, 0, 0, 0, 299, 286,
		1, 0, 0, 0, 299, 300, 1, 0, 0, 0, 300, 302, 1, 0, 0, 0, 301, 284, 1, 0,
		0, 0, 301, 302, 1, 0, 0, 0, 302, 304, 1, 0, 0, 0, 303, 283, 1, 0, 0, 0,
		303, 304, 1, 0, 0, 0, 304, 305, 1, 0, 0, 0, 305, 325, 5, 40, 0, 0, 306,
		307, 5, 5, 0, 0, 307, 308, 5, 21, 0, 0, 308, 309, 5, 21, 0, 0, 309, 320,
		5, 21, 0, 0, 310, 311, 5, 39, 0, 0, 311, 315, 5, 16, 0, 0, 312, 314, 7,
		4, 0, 0, 313, 312, 1, 0, 0, 0, 314, 317, 1, 0, 0, 0, 315, 313, 1, 0, 0,
		0, 315, 316, 1, 0, 0, 0, 316, 319, 1, 0, 0, 0, 317, 315, 1, 0, 0, 0, 318,
		310, 1, 0, 0, 0, 319, 322, 1, 0, 0, 0, 320, 318, 1, 0, 0, 0, 320, 321,
		1, 0, 0, 0, 321, 325, 1, 0, 0, 0, 322, 320, 1, 0, 0, 0, 323, 325, 3, 26,
		13, 0, 324, 272, 1, 0, 0, 0, 324, 277, 1, 0, 0, 0, 324, 278, 1, 0, 0, 0,
		324, 280, 1, 0, 0, 0, 324, 306, 1, 0, 0, 0, 324, 323, 1, 0, 0, 0, 325,
		23, 1, 0, 0, 0, 326, 328, 3, 6, 3, 0, 327, 326, 1, 0, 0, 0, 328, 329, 1,
		0, 0, 0, 329, 327, 1, 0, 0, 0, 329, 330, 1, 0, 0, 0, 330, 331, 1, 0, 0,
		0, 331, 336, 3, 16, 8, 0, 332, 333, 5, 39, 0, 0, 333, 335, 3, 16, 8, 0,
		334, 332, 1, 0, 0, 0, 335, 338, 1, 0, 0, 0, 336, 334, 1, 0, 0, 0, 336,
		337, 1, 0, 0, 0, 337, 339, 1, 0, 0, 0, 338, 336, 1, 0, 0, 0, 339, 340,
		5, 40, 0, 0, 340, 25, 1, 0, 0, 0, 341, 342, 5, 7, 0, 0, 342, 347, 5, 22,
		0, 0, 343, 344, 5, 39, 0, 0, 344, 346, 5, 22, 0, 0, 345, 343, 1, 0, 0,
		0, 346, 349, 1, 0, 0, 0, 347, 345, 1, 0, 0, 0, 347, 348, 1, 0, 0, 0, 348,
		350, 1, 0, 0, 0, 349, 347, 1, 0, 0, 0, 350, 351, 5, 40, 0, 0, 351, 27,
		1, 0, 0, 0, 352, 353, 5, 11, 0, 0, 353, 358, 5, 16, 0, 0, 354, 355, 5,
		39, 0, 0, 355, 357, 5, 16, 0, 0, 356, 354, 1, 0, 0, 0, 357, 360, 1, 0,
		0, 0, 358, 356, 1, 0, 0, 0, 358, 359, 1, 0, 0, 0, 359, 361, 1, 0, 0, 0,
		360, 358, 1, 0, 0, 0, 361, 388, 5, 40, 0, 0, 362, 363, 5, 12, 0, 0, 363,
		368, 5, 16, 0, 0, 364, 365, 5, 39, 0, 0, 365, 367, 5, 16, 0, 0, 366, 364,
		1, 0, 0, 0, 367, 370, 1, 0, 0, 0, 368, 366, 1, 0, 0, 0, 368, 369, 1, 0,
		0, 0, 369, 371, 1, 0, 0, 0, 370, 368, 1, 0, 0, 0, 371, 388, 5, 40, 0, 0,
		372, 374, 5, 13, 0, 0, 373, 375, 3, 8, 4, 0, 374, 373, 1, 0, 0, 0, 374,
		375, 1, 0, 0, 0, 375, 376, 1, 0, 0, 0, 376, 378, 5, 16, 0, 0, 377, 379,
		3, 8, 4, 0, 378, 377, 1, 0, 0, 0, 378, 379, 1, 0, 0, 0, 379, 383, 1, 0,
		0, 0, 380, 382, 3, 14, 7, 0, 381, 380, 1, 0, 0, 0, 382, 385, 1, 0, 0, 0,
		383, 381, 1, 0, 0, 0, 383, 384, 1, 0, 0, 0, 384, 386, 1, 0, 0, 0, 385,
		383, 1, 0, 0, 0, 386, 388, 5, 40, 0, 0, 387, 352, 1, 0, 0, 0, 387, 362,
		1, 0, 0, 0, 387, 372, 1, 0, 0, 0, 388, 29, 1, 0, 0, 0, 389, 392, 5, 17,
		0, 0, 390, 391, 5, 45, 0, 0, 391, 393, 7, 1, 0, 0, 392, 390, 1, 0, 0, 0,
		392, 393, 1, 0, 0, 0, 393, 460, 1, 0, 0, 0, 394, 395, 7, 6, 0, 0, 395,
		460, 7, 1, 0, 0, 396, 398, 5, 43, 0, 0, 397, 396, 1, 0, 0, 0, 397, 398,
		1, 0, 0, 0, 398, 399, 1, 0, 0, 0, 399, 460, 7, 2, 0, 0, 400, 408, 5, 16,
		0, 0, 401, 404, 7, 3, 0, 0, 402, 405, 5, 21, 0, 0, 403, 405, 3, 32, 16,
		0, 404, 402, 1, 0, 0, 0, 404, 403, 1, 0, 0, 0, 405, 409, 1, 0, 0, 0, 406,
		407, 5, 45, 0, 0, 407, 409, 7, 1, 0, 0, 408, 401, 1, 0, 0, 0, 408, 406,
		1, 0, 0, 0, 408, 409, 1, 0, 0, 0, 409, 460, 1, 0, 0, 0, 410, 411, 5, 33,
		0, 0, 411, 420, 7, 7, 0, 0, 412, 418, 7, 3, 0, 0, 413, 415, 5, 43, 0, 0,
		414, 413, 1, 0, 0, 0, 414, 415, 1, 0, 0, 0, 415, 416, 1, 0, 0, 0, 416,
		419, 5, 21, 0, 0, 417, 419, 3, 32, 16, 0, 418, 414, 1, 0, 0, 0, 418, 417,
		1, 0, 0, 0, 419, 421, 1, 0, 0, 0, 420, 412, 1, 0, 0, 0, 420, 421, 1, 0,
		0, 0, 421, 426, 1, 0, 0, 0, 422, 423, 5, 39, 0, 0, 423, 425, 3, 30, 15,
		0, 424, 422, 1, 0, 0, 0, 425, 428, 1, 0, 0, 0, 426, 424, 1, 0, 0, 0, 426,
		427, 1, 0, 0, 0, 427, 429, 1, 0, 0, 0, 428, 426, 1, 0, 0, 0, 429, 460,
		5, 34, 0, 0, 430, 439, 5, 35, 0, 0, 431, 436, 3, 30, 15, 0, 432, 433, 5,
		39, 0, 0, 433, 435, 3, 30, 15, 0, 434, 432, 1, 0, 0, 0, 435, 438, 1, 0,
		0, 0, 436, 434, 1, 0, 0, 0, 436, 437, 1, 0, 0, 0, 437, 440, 1, 0, 0, 0,
		438, 436, 1, 0, 0, 0, 439, 431, 1, 0, 0, 0, 439, 440, 1, 0, 0, 0, 440,
		441, 1, 0, 0, 0, 441, 444, 5, 36, 0, 0, 442, 443, 5, 45, 0, 0, 443, 445,
		5, 17, 0, 0, 444, 442, 1, 0, 0, 0, 444, 445, 1, 0, 0, 0, 445, 460, 1, 0,
		0, 0, 446, 460, 3, 32, 16, 0, 447, 456, 5, 31, 0, 0, 448, 453, 3, 30, 15,
		0, 449, 450, 5, 39, 0, 0, 450, 452, 3, 30, 15, 0, 451, 449, 1, 0, 0, 0,
		452, 455, 1, 0, 0, 0, 453, 451, 1, 0, 0, 0, 453, 454, 1, 0, 0, 0, 454,
		457, 1, 0, 0, 0, 455, 453, 1, 0, 0, 0, 456, 448, 1, 0, 0, 0, 456, 457,
		1, 0, 0, 0, 457, 458, 1, 0, 0, 0, 458, 460, 5, 32, 0, 0, 459, 389, 1, 0,
		0, 0, 459, 394, 1, 0, 0, 0, 459, 397, 1, 0, 0, 0, 459, 400, 1, 0, 0, 0,
		459, 410, 1, 0, 0, 0, 459, 430, 1, 0, 0, 0, 459, 446, 1, 0, 0, 0, 459,
		447, 1, 0, 0, 0, 460, 31, 1, 0, 0, 0, 461, 462, 6, 16, -1, 0, 462, 463,
		7, 8, 0, 0, 463, 474, 3, 32, 16, 15, 464, 465, 5, 31, 0, 0, 465, 466, 5,
		14, 0, 0, 466, 467, 5, 32, 0, 0, 467, 474, 3, 32, 16, 14, 468, 469, 5,
		31, 0, 0, 469, 470, 3, 32, 16, 0, 470, 471, 5, 32, 0, 0, 471, 474, 1, 0,
		0, 0, 472, 474, 7, 2, 0, 0, 473, 461, 1, 0, 0, 0, 473, 464, 1, 0, 0, 0,
		473, 468, 1, 0, 0, 0, 473, 472, 1, 0, 0, 0, 474, 513, 1, 0, 0, 0, 475,
		476, 10, 13, 0, 0, 476, 477, 7, 9, 0, 0, 477, 512, 3, 32, 16, 14, 478,
		479, 10, 12, 0, 0, 479, 480, 7, 3, 0, 0, 480, 512, 3, 32, 16, 13, 481,
		482, 10, 11, 0, 0, 482, 483, 7, 10, 0, 0, 483, 512, 3, 32, 16, 12, 484,
		485, 10, 10, 0, 0, 485, 486, 7, 11, 0, 0, 486, 512, 3, 32, 16, 11, 487,
		488, 10, 9, 0, 0, 488, 489, 7, 12, 0, 0, 489, 512, 3, 32, 16, 10, 490,
		491, 10, 8, 0, 0, 491, 492, 5, 51, 0, 0, 492, 512, 3, 32, 16, 9, 493, 494,
		10, 7, 0, 0, 494, 495, 5, 52, 0, 0, 495, 512, 3, 32, 16, 8, 496, 497, 10,
		6, 0, 0, 497, 498, 5, 45, 0, 0, 498, 512, 3, 32, 16, 7, 499, 500, 10, 5,
		0, 0, 500, 501, 5, 29, 0, 0, 501, 512, 3, 32, 16, 6, 502, 503, 10, 4, 0,
		0, 503, 504, 5, 30, 0, 0, 504, 512, 3, 32, 16, 5, 505, 506, 10, 3, 0, 0,
		506, 507, 5, 53, 0, 0, 507, 508, 3, 32, 16, 0, 508, 509, 5, 41, 0, 0, 509,
		510, 3, 32, 16, 0, 510, 512, 1, 0, 0, 0, 511, 475, 1, 0, 0, 0, 511, 478,
		1, 0, 0, 0, 511, 481, 1, 0, 0, 0, 511, 484, 1, 0, 0, 0, 511, 487, 1, 0,
		0, 0, 511, 490, 1, 0, 0, 0, 511, 493, 1, 0, 0, 0, 511, 496, 1, 0, 0, 0,
		511, 499, 1, 0, 0, 0, 511, 502, 1, 0, 0, 0, 511, 505, 1, 0, 0, 0, 512,
		515, 1, 0, 0, 0, 513, 511, 1, 0, 0, 0, 513, 514, 1, 0, 0, 0, 514, 33, 1,
		0, 0, 0, 515, 513, 1, 0, 0, 0, 76, 37, 50, 62, 71, 78, 84, 89, 94, 99,
		104, 108, 113, 118, 123, 130, 135, 149, 152, 154, 162, 165, 172, 175, 180,
		185, 195, 198, 206, 210, 216, 221, 226, 234, 237, 241, 248, 253, 255, 261,
		267, 275, 280, 294, 297, 299, 301, 303, 315, 320, 324, 329, 336, 347, 358,
		368, 374, 378, 383, 387, 392, 397, 404, 408, 414, 418, 420, 426, 436, 439,
		444, 453, 456, 459, 473, 511, 513,
	}
	deserializer := antlr.NewATNDeserializer(nil)
	staticData.atn = deserializer.Deserialize(staticData.serializedATN)
	atn := staticData.atn
	staticData.decisionToDFA = make([]*antlr.DFA, len(atn.DecisionToState))
	decisionToDFA := staticData.decisionToDFA
	for index, state := range atn.DecisionToState {
		decisionToDFA[index] = antlr.NewDFA(state, index)
	}
}

// PTXParserInit initializes any static state used to implement PTXParser. By default the
// static state used to implement the parser is lazily initialized during the first call to
// NewPTXParser(). You can call this function if you wish to initialize the static state ahead
// of time.
func PTXParserInit() {
	staticData := &PTXParserStaticData
	staticData.once.Do(ptxParserInit)
}

// NewPTXParser produces a new parser instance for the optional input antlr.TokenStream.
func NewPTXParser(input antlr.TokenStream) *PTXParser {
	PTXParserInit()
	this := new(PTXParser)
	this.BaseParser = antlr.NewBaseParser(input)
	staticData := &PTXParserStaticData
	this.Interpreter = antlr.NewParserATNSimulator(this, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	this.RuleNames = staticData.RuleNames
	this.LiteralNames = staticData.LiteralNames
	this.SymbolicNames = staticData.SymbolicNames
	this.GrammarFileName = "PTX.g4"

	return this
}

// PTXParser tokens.
const (
	PTXParserEOF           = antlr.TokenEOF
	PTXParserVERSION       = 1
	PTXParserTARGET        = 2
	PTXParserADDRESS_SIZE  = 3
	PTXParserFILE          = 4
	PTXParserLOC           = 5
	PTXParserSECTION       = 6
	PTXParserPRAGMA        = 7
	PTXParserENTRY         = 8
	PTXParserFUNC          = 9
	PTXParserALIGN         = 10
	PTXParserBRANCHTARGETS = 11
	PTXParserCALLTARGETS   = 12
	PTXParserCALLPROTOTYPE = 13
	PTXParserDOTWORD       = 14
	PTXParserMNEMONIC      = 15
	PTXParserIDENT         = 16
	PTXParserREGISTER      = 17
	PTXParserGUARD         = 18
	PTXParserFLOAT_BITS    = 19
	PTXParserFLOAT         = 20
	PTXParserINT           = 21
	PTXParserSTRING        = 22
	PTXParserSHL           = 23
	PTXParserSHR           = 24
	PTXParserLE            = 25
	PTXParserGE            = 26
	PTXParserEQEQ          = 27
	PTXParserNE            = 28
	PTXParserANDAND        = 29
	PTXParserOROR          = 30
	PTXParserLPAREN        = 31
	PTXParserRPAREN        = 32
	PTXParserLBRACK        = 33
	PTXParserRBRACK        = 34
	PTXParserLBRACE        = 35
	PTXParserRBRACE        = 36
	PTXParserLT            = 37
	PTXParserGT            = 38
	PTXParserCOMMA         = 39
	PTXParserSEMI          = 40
	PTXParserCOLON         = 41
	PTXParserPLUS          = 42
	PTXParserMINUS         = 43
	PTXParserBANG          = 44
	PTXParserPIPE          = 45
	PTXParserEQ            = 46
	PTXParserSTAR          = 47
	PTXParserSLASH         = 48
	PTXParserPERCENT       = 49
	PTXParserTILDE         = 50
	PTXParserAMP           = 51
	PTXParserCARET         = 52
	PTXParserQUESTION      = 53
	PTXParserWS            = 54
	PTXParserLINE_COMMENT  = 55
	PTXParserBLOCK_COMMENT = 56
	PTXParserBAD_CHAR      = 57
)

// PTXParser rules.
const (
	PTXParserRULE_module     = 0
	PTXParserRULE_topItem    = 1
	PTXParserRULE_targetOpt  = 2
	PTXParserRULE_declSpec   = 3
	PTXParserRULE_params     = 4
	PTXParserRULE_param      = 5
	PTXParserRULE_dim        = 6
	PTXParserRULE_perf       = 7
	PTXParserRULE_declarator = 8
	PTXParserRULE_init       = 9
	PTXParserRULE_block      = 10
	PTXParserRULE_stmt       = 11
	PTXParserRULE_varStmt    = 12
	PTXParserRULE_pragmaStmt = 13
	PTXParserRULE_table      = 14
	PTXParserRULE_operand    = 15
	PTXParserRULE_cexpr      = 16
)

// IModuleContext is an interface to support dynamic dispatch.
type IModuleContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Get_topItem returns the _topItem rule contexts.
	Get_topItem() ITopItemContext

	// Set_topItem sets the _topItem rule contexts.
	Set_topItem(ITopItemContext)

	// GetItems returns the items rule context list.
	GetItems() []ITopItemContext

	// SetItems sets the items rule context list.
	SetItems([]ITopItemContext)

	// Getter signatures
	EOF() antlr.TerminalNode
	AllTopItem() []ITopItemContext
	TopItem(i int) ITopItemContext

	// IsModuleContext differentiates from other interfaces.
	IsModuleContext()
}

type ModuleContext struct {
	antlr.BaseParserRuleContext
	parser   antlr.Parser
	_topItem ITopItemContext
	items    []ITopItemContext
}

func NewEmptyModuleContext() *ModuleContext {
	var p = new(ModuleContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_module
	return p
}

func InitEmptyModuleContext(p *ModuleContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_module
}

func (*ModuleContext) IsModuleContext() {}

func NewModuleContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ModuleContext {
	var p = new(ModuleContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_module

	return p
}

func (s *ModuleContext) GetParser() antlr.Parser { return s.parser }

func (s *ModuleContext) Get_topItem() ITopItemContext { return s._topItem }

func (s *ModuleContext) Set_topItem(v ITopItemContext) { s._topItem = v }

func (s *ModuleContext) GetItems() []ITopItemContext { return s.items }

func (s *ModuleContext) SetItems(v []ITopItemContext) { s.items = v }

func (s *ModuleContext) EOF() antlr.TerminalNode {
	return s.GetToken(PTXParserEOF, 0)
}

func (s *ModuleContext) AllTopItem() []ITopItemContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ITopItemContext); ok {
			len++
		}
	}

	tst := make([]ITopItemContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ITopItemContext); ok {
			tst[i] = t.(ITopItemContext)
			i++
		}
	}

	return tst
}

func (s *ModuleContext) TopItem(i int) ITopItemContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITopItemContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITopItemContext)
}

func (s *ModuleContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ModuleContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Module() (localctx IModuleContext) {
	localctx = NewModuleContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 0, PTXParserRULE_module)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(37)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&18398) != 0 {
		{
			p.SetState(34)

			var _x = p.TopItem()

			localctx.(*ModuleContext)._topItem = _x
		}
		localctx.(*ModuleContext).items = append(localctx.(*ModuleContext).items, localctx.(*ModuleContext)._topItem)

		p.SetState(39)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(40)
		p.Match(PTXParserEOF)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITopItemContext is an interface to support dynamic dispatch.
type ITopItemContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsTopItemContext differentiates from other interfaces.
	IsTopItemContext()
}

type TopItemContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTopItemContext() *TopItemContext {
	var p = new(TopItemContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_topItem
	return p
}

func InitEmptyTopItemContext(p *TopItemContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_topItem
}

func (*TopItemContext) IsTopItemContext() {}

func NewTopItemContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TopItemContext {
	var p = new(TopItemContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_topItem

	return p
}

func (s *TopItemContext) GetParser() antlr.Parser { return s.parser }

func (s *TopItemContext) CopyAll(ctx *TopItemContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *TopItemContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TopItemContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type VersionDirContext struct {
	TopItemContext
	kw      antlr.Token
	version antlr.Token
}

func NewVersionDirContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *VersionDirContext {
	var p = new(VersionDirContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

func (s *VersionDirContext) GetKw() antlr.Token { return s.kw }

func (s *VersionDirContext) GetVersion() antlr.Token { return s.version }

func (s *VersionDirContext) SetKw(v antlr.Token) { s.kw = v }

func (s *VersionDirContext) SetVersion(v antlr.Token) { s.version = v }

func (s *VersionDirContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *VersionDirContext) VERSION() antlr.TerminalNode {
	return s.GetToken(PTXParserVERSION, 0)
}

func (s *VersionDirContext) FLOAT() antlr.TerminalNode {
	return s.GetToken(PTXParserFLOAT, 0)
}

func (s *VersionDirContext) INT() antlr.TerminalNode {
	return s.GetToken(PTXParserINT, 0)
}

type TargetDirContext struct {
	TopItemContext
	kw         antlr.Token
	_targetOpt ITargetOptContext
	opts       []ITargetOptContext
}

func NewTargetDirContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TargetDirContext {
	var p = new(TargetDirContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

func (s *TargetDirContext) GetKw() antlr.Token { return s.kw }

func (s *TargetDirContext) SetKw(v antlr.Token) { s.kw = v }

func (s *TargetDirContext) Get_targetOpt() ITargetOptContext { return s._targetOpt }

func (s *TargetDirContext) Set_targetOpt(v ITargetOptContext) { s._targetOpt = v }

func (s *TargetDirContext) GetOpts() []ITargetOptContext { return s.opts }

func (s *TargetDirContext) SetOpts(v []ITargetOptContext) { s.opts = v }

func (s *TargetDirContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TargetDirContext) TARGET() antlr.TerminalNode {
	return s.GetToken(PTXParserTARGET, 0)
}

func (s *TargetDirContext) AllTargetOpt() []ITargetOptContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ITargetOptContext); ok {
			len++
		}
	}

	tst := make([]ITargetOptContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ITargetOptContext); ok {
			tst[i] = t.(ITargetOptContext)
			i++
		}
	}

	return tst
}

func (s *TargetDirContext) TargetOpt(i int) ITargetOptContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITargetOptContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITargetOptContext)
}

func (s *TargetDirContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *TargetDirContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

type AddressSizeDirContext struct {
	TopItemContext
	size antlr.Token
}

func NewAddressSizeDirContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AddressSizeDirContext {
	var p = new(AddressSizeDirContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

func (s *AddressSizeDirContext) GetSize() antlr.Token { return s.size }

func (s *AddressSizeDirContext) SetSize(v antlr.Token) { s.size = v }

func (s *AddressSizeDirContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AddressSizeDirContext) ADDRESS_SIZE() antlr.TerminalNode {
	return s.GetToken(PTXParserADDRESS_SIZE, 0)
}

func (s *AddressSizeDirContext) INT() antlr.TerminalNode {
	return s.GetToken(PTXParserINT, 0)
}

type FileDirContext struct {
	TopItemContext
	kw    antlr.Token
	index antlr.Token
	name  antlr.Token
}

func NewFileDirContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FileDirContext {
	var p = new(FileDirContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

func (s *FileDirContext) GetKw() antlr.Token { return s.kw }

func (s *FileDirContext) GetIndex() antlr.Token { return s.index }

func (s *FileDirContext) GetName() antlr.Token { return s.name }

func (s *FileDirContext) SetKw(v antlr.Token) { s.kw = v }

func (s *FileDirContext) SetIndex(v antlr.Token) { s.index = v }

func (s *FileDirContext) SetName(v antlr.Token) { s.name = v }

func (s *FileDirContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FileDirContext) FILE() antlr.TerminalNode {
	return s.GetToken(PTXParserFILE, 0)
}

func (s *FileDirContext) AllINT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserINT)
}

func (s *FileDirContext) INT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserINT, i)
}

func (s *FileDirContext) STRING() antlr.TerminalNode {
	return s.GetToken(PTXParserSTRING, 0)
}

func (s *FileDirContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *FileDirContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

type SectionDirContext struct {
	TopItemContext
	sec antlr.Token
}

func NewSectionDirContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SectionDirContext {
	var p = new(SectionDirContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

func (s *SectionDirContext) GetSec() antlr.Token { return s.sec }

func (s *SectionDirContext) SetSec(v antlr.Token) { s.sec = v }

func (s *SectionDirContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SectionDirContext) SECTION() antlr.TerminalNode {
	return s.GetToken(PTXParserSECTION, 0)
}

type TopPragmaContext struct {
	TopItemContext
}

func NewTopPragmaContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TopPragmaContext {
	var p = new(TopPragmaContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

func (s *TopPragmaContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TopPragmaContext) PRAGMA() antlr.TerminalNode {
	return s.GetToken(PTXParserPRAGMA, 0)
}

func (s *TopPragmaContext) AllSTRING() []antlr.TerminalNode {
	return s.GetTokens(PTXParserSTRING)
}

func (s *TopPragmaContext) STRING(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserSTRING, i)
}

func (s *TopPragmaContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
}

func (s *TopPragmaContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *TopPragmaContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

type EntryDeclContext struct {
	TopItemContext
	_declSpec IDeclSpecContext
	specs     []IDeclSpecContext
	kw        antlr.Token
	name      antlr.Token
	ps        IParamsContext
	_perf     IPerfContext
	perfs     []IPerfContext
	body      IBlockContext
}

func NewEntryDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *EntryDeclContext {
	var p = new(EntryDeclContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

func (s *EntryDeclContext) GetKw() antlr.Token { return s.kw }

func (s *EntryDeclContext) GetName() antlr.Token { return s.name }

func (s *EntryDeclContext) SetKw(v antlr.Token) { s.kw = v }

func (s *EntryDeclContext) SetName(v antlr.Token) { s.name = v }

func (s *EntryDeclContext) Get_declSpec() IDeclSpecContext { return s._declSpec }

func (s *EntryDeclContext) GetPs() IParamsContext { return s.ps }

func (s *EntryDeclContext) Get_perf() IPerfContext { return s._perf }

func (s *EntryDeclContext) GetBody() IBlockContext { return s.body }

func (s *EntryDeclContext) Set_declSpec(v IDeclSpecContext) { s._declSpec = v }

func (s *EntryDeclContext) SetPs(v IParamsContext) { s.ps = v }

func (s *EntryDeclContext) Set_perf(v IPerfContext) { s._perf = v }

func (s *EntryDeclContext) SetBody(v IBlockContext) { s.body = v }

func (s *EntryDeclContext) GetSpecs() []IDeclSpecContext { return s.specs }

func (s *EntryDeclContext) GetPerfs() []IPerfContext { return s.perfs }

func (s *EntryDeclContext) SetSpecs(v []IDeclSpecContext) { s.specs = v }

func (s *EntryDeclContext) SetPerfs(v []IPerfContext) { s.perfs = v }

func (s *EntryDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EntryDeclContext) ENTRY() antlr.TerminalNode {
	return s.GetToken(PTXParserENTRY, 0)
}

func (s *EntryDeclContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
}

func (s *EntryDeclContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
}

func (s *EntryDeclContext) Block() IBlockContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockContext)
}

func (s *EntryDeclContext) AllDeclSpec() []IDeclSpecContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclSpecContext); ok {
			len++
		}
	}

	tst := make([]IDeclSpecContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclSpecContext); ok {
			tst[i] = t.(IDeclSpecContext)
			i++
		}
	}

	return tst
}

func (s *EntryDeclContext) DeclSpec(i int) IDeclSpecContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclSpecContext)
}

func (s *EntryDeclContext) Params() IParamsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParamsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParamsContext)
}

func (s *EntryDeclContext) AllPerf() []IPerfContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IPerfContext); ok {
			len++
		}
	}

	tst := make([]IPerfContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IPerfContext); ok {
			tst[i] = t.(IPerfContext)
			i++
		}
	}

	return tst
}

func (s *EntryDeclContext) Perf(i int) IPerfContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPerfContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPerfContext)
}

type FuncDeclContext struct {
	TopItemContext
	_declSpec IDeclSpecContext
	specs     []IDeclSpecContext
	kw        antlr.Token
	results   IParamsContext
	name      antlr.Token
	ps        IParamsContext
	_perf     IPerfContext
	perfs     []IPerfContext
	body      IBlockContext
}

func NewFuncDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FuncDeclContext {
	var p = new(FuncDeclContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

func (s *FuncDeclContext) GetKw() antlr.Token { return s.kw }

func (s *FuncDeclContext) GetName() antlr.Token { return s.name }

func (s *FuncDeclContext) SetKw(v antlr.Token) { s.kw = v }

func (s *FuncDeclContext) SetName(v antlr.Token) { s.name = v }

func (s *FuncDeclContext) Get_declSpec() IDeclSpecContext { return s._declSpec }

func (s *FuncDeclContext) GetResults() IParamsContext { return s.results }

func (s *FuncDeclContext) GetPs() IParamsContext { return s.ps }

func (s *FuncDeclContext) Get_perf() IPerfContext { return s._perf }

func (s *FuncDeclContext) GetBody() IBlockContext { return s.body }

func (s *FuncDeclContext) Set_declSpec(v IDeclSpecContext) { s._declSpec = v }

func (s *FuncDeclContext) SetResults(v IParamsContext) { s.results = v }

func (s *FuncDeclContext) SetPs(v IParamsContext) { s.ps = v }

func (s *FuncDeclContext) Set_perf(v IPerfContext) { s._perf = v }

func (s *FuncDeclContext) SetBody(v IBlockContext) { s.body = v }

func (s *FuncDeclContext) GetSpecs() []IDeclSpecContext { return s.specs }

func (s *FuncDeclContext) GetPerfs() []IPerfContext { return s.perfs }

func (s *FuncDeclContext) SetSpecs(v []IDeclSpecContext) { s.specs = v }

func (s *FuncDeclContext) SetPerfs(v []IPerfContext) { s.perfs = v }

func (s *FuncDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FuncDeclContext) FUNC() antlr.TerminalNode {
	return s.GetToken(PTXParserFUNC, 0)
}

func (s *FuncDeclContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
}

func (s *FuncDeclContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
}

func (s *FuncDeclContext) Block() IBlockContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockContext)
}

func (s *FuncDeclContext) AllDeclSpec() []IDeclSpecContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclSpecContext); ok {
			len++
		}
	}

	tst := make([]IDeclSpecContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclSpecContext); ok {
			tst[i] = t.(IDeclSpecContext)
			i++
		}
	}

	return tst
}

func (s *FuncDeclContext) DeclSpec(i int) IDeclSpecContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclSpecContext)
}

func (s *FuncDeclContext) AllParams() []IParamsContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IParamsContext); ok {
			len++
		}
	}

	tst := make([]IParamsContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IParamsContext); ok {
			tst[i] = t.(IParamsContext)
			i++
		}
	}

	return tst
}

func (s *FuncDeclContext) Params(i int) IParamsContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParamsContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParamsContext)
}

func (s *FuncDeclContext) AllPerf() []IPerfContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IPerfContext); ok {
			len++
		}
	}

	tst := make([]IPerfContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IPerfContext); ok {
			tst[i] = t.(IPerfContext)
			i++
		}
	}

	return tst
}

func (s *FuncDeclContext) Perf(i int) IPerfContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPerfContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPerfContext)
}

type TopVarDeclContext struct {
	TopItemContext
	_declSpec   IDeclSpecContext
	specs       []IDeclSpecContext
	_declarator IDeclaratorContext
	decls       []IDeclaratorContext
}

func NewTopVarDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TopVarDeclContext {
	var p = new(TopVarDeclContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

func (s *TopVarDeclContext) Get_declSpec() IDeclSpecContext { return s._declSpec }

func (s *TopVarDeclContext) Get_declarator() IDeclaratorContext { return s._declarator }

func (s *TopVarDeclContext) Set_declSpec(v IDeclSpecContext) { s._declSpec = v }

func (s *TopVarDeclContext) Set_declarator(v IDeclaratorContext) { s._declarator = v }

func (s *TopVarDeclContext) GetSpecs() []IDeclSpecContext { return s.specs }

func (s *TopVarDeclContext) GetDecls() []IDeclaratorContext { return s.decls }

func (s *TopVarDeclContext) SetSpecs(v []IDeclSpecContext) { s.specs = v }

func (s *TopVarDeclContext) SetDecls(v []IDeclaratorContext) { s.decls = v }

func (s *TopVarDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TopVarDeclContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
}

func (s *TopVarDeclContext) AllDeclarator() []IDeclaratorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclaratorContext); ok {
			len++
		}
	}

	tst := make([]IDeclaratorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclaratorContext); ok {
			tst[i] = t.(IDeclaratorContext)
			i++
		}
	}

	return tst
}

func (s *TopVarDeclContext) Declarator(i int) IDeclaratorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclaratorContext)
}

func (s *TopVarDeclContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *TopVarDeclContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (s *TopVarDeclContext) AllDeclSpec() []IDeclSpecContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclSpecContext); ok {
			len++
		}
	}

	tst := make([]IDeclSpecContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclSpecContext); ok {
			tst[i] = t.(IDeclSpecContext)
			i++
		}
	}

	return tst
}

func (s *TopVarDeclContext) DeclSpec(i int) IDeclSpecContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclSpecContext)
}

func (p *PTXParser) TopItem() (localctx ITopItemContext) {
	localctx = NewTopItemContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, PTXParserRULE_topItem)
	var _la int

	p.SetState(135)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 15, p.GetParserRuleContext()) {
	case 1:
		localctx = NewVersionDirContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(42)

			var _m = p.Match(PTXParserVERSION)

			localctx.(*VersionDirContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(43)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*VersionDirContext).version = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == PTXParserFLOAT || _la == PTXParserINT) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*VersionDirContext).version = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 2:
		localctx = NewTargetDirContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(44)

			var _m = p.Match(PTXParserTARGET)

			localctx.(*TargetDirContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(45)

			var _x = p.TargetOpt()

			localctx.(*TargetDirContext)._targetOpt = _x
		}
		localctx.(*TargetDirContext).opts = append(localctx.(*TargetDirContext).opts, localctx.(*TargetDirContext)._targetOpt)
		p.SetState(50)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(46)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(47)

				var _x = p.TargetOpt()

				localctx.(*TargetDirContext)._targetOpt = _x
			}
			localctx.(*TargetDirContext).opts = append(localctx.(*TargetDirContext).opts, localctx.(*TargetDirContext)._targetOpt)

			p.SetState(52)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case 3:
		localctx = NewAddressSizeDirContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(53)
			p.Match(PTXParserADDRESS_SIZE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(54)

			var _m = p.Match(PTXParserINT)

			localctx.(*AddressSizeDirContext).size = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 4:
		localctx = NewFileDirContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(55)

			var _m = p.Match(PTXParserFILE)

			localctx.(*FileDirContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(56)

			var _m = p.Match(PTXParserINT)

			localctx.(*FileDirContext).index = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(57)

			var _m = p.Match(PTXParserSTRING)

			localctx.(*FileDirContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(62)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserCOMMA {
			{
				p.SetState(58)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(59)
				p.Match(PTXParserINT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(60)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(61)
				p.Match(PTXParserINT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case 5:
		localctx = NewSectionDirContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(64)

			var _m = p.Match(PTXParserSECTION)

			localctx.(*SectionDirContext).sec = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 6:
		localctx = NewTopPragmaContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(65)
			p.Match(PTXParserPRAGMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(66)
			p.Match(PTXParserSTRING)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(71)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(67)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(68)
				p.Match(PTXParserSTRING)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(73)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(74)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 7:
		localctx = NewEntryDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		p.SetState(78)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserALIGN || _la == PTXParserDOTWORD {
			{
				p.SetState(75)

				var _x = p.DeclSpec()

				localctx.(*EntryDeclContext)._declSpec = _x
			}
			localctx.(*EntryDeclContext).specs = append(localctx.(*EntryDeclContext).specs, localctx.(*EntryDeclContext)._declSpec)

			p.SetState(80)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(81)

			var _m = p.Match(PTXParserENTRY)

			localctx.(*EntryDeclContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(82)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*EntryDeclContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(84)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(83)

				var _x = p.Params()

				localctx.(*EntryDeclContext).ps = _x
			}

		}
		p.SetState(89)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserPRAGMA || _la == PTXParserDOTWORD {
			{
				p.SetState(86)

				var _x = p.Perf()

				localctx.(*EntryDeclContext)._perf = _x
			}
			localctx.(*EntryDeclContext).perfs = append(localctx.(*EntryDeclContext).perfs, localctx.(*EntryDeclContext)._perf)

			p.SetState(91)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		p.SetState(94)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case PTXParserLBRACE:
			{
				p.SetState(92)

				var _x = p.Block()

				localctx.(*EntryDeclContext).body = _x
			}

		case PTXParserSEMI:
			{
				p.SetState(93)
				p.Match(PTXParserSEMI)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case 8:
		localctx = NewFuncDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		p.SetState(99)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserALIGN || _la == PTXParserDOTWORD {
			{
				p.SetState(96)

				var _x = p.DeclSpec()

				localctx.(*FuncDeclContext)._declSpec = _x
			}
			localctx.(*FuncDeclContext).specs = append(localctx.(*FuncDeclContext).specs, localctx.(*FuncDeclContext)._declSpec)

			p.SetState(101)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(102)

			var _m = p.Match(PTXParserFUNC)

			localctx.(*FuncDeclContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(104)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(103)

				var _x = p.Params()

				localctx.(*FuncDeclContext).results = _x
			}

		}
		{
			p.SetState(106)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*FuncDeclContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(108)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(107)

				var _x = p.Params()

				localctx.(*FuncDeclContext).ps = _x
			}

		}
		p.SetState(113)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserPRAGMA || _la == PTXParserDOTWORD {
			{
				p.SetState(110)

				var _x = p.Perf()

				localctx.(*FuncDeclContext)._perf = _x
			}
			localctx.(*FuncDeclContext).perfs = append(localctx.(*FuncDeclContext).perfs, localctx.(*FuncDeclContext)._perf)

			p.SetState(115)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		p.SetState(118)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case PTXParserLBRACE:
			{
				p.SetState(116)

				var _x = p.Block()

				localctx.(*FuncDeclContext).body = _x
			}

		case PTXParserSEMI:
			{
				p.SetState(117)
				p.Match(PTXParserSEMI)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case 9:
		localctx = NewTopVarDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		p.SetState(121)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ok := true; ok; ok = _la == PTXParserALIGN || _la == PTXParserDOTWORD {
			{
				p.SetState(120)

				var _x = p.DeclSpec()

				localctx.(*TopVarDeclContext)._declSpec = _x
			}
			localctx.(*TopVarDeclContext).specs = append(localctx.(*TopVarDeclContext).specs, localctx.(*TopVarDeclContext)._declSpec)

			p.SetState(123)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(125)

			var _x = p.Declarator()

			localctx.(*TopVarDeclContext)._declarator = _x
		}
		localctx.(*TopVarDeclContext).decls = append(localctx.(*TopVarDeclContext).decls, localctx.(*TopVarDeclContext)._declarator)
		p.SetState(130)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(126)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(127)

				var _x = p.Declarator()

				localctx.(*TopVarDeclContext)._declarator = _x
			}
			localctx.(*TopVarDeclContext).decls = append(localctx.(*TopVarDeclContext).decls, localctx.(*TopVarDeclContext)._declarator)

			p.SetState(132)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(133)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITargetOptContext is an interface to support dynamic dispatch.
type ITargetOptContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetName returns the name token.
	GetName() antlr.Token

	// SetName sets the name token.
	SetName(antlr.Token)

	// Getter signatures
	IDENT() antlr.TerminalNode

	// IsTargetOptContext differentiates from other interfaces.
	IsTargetOptContext()
}

type TargetOptContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	name   antlr.Token
}

func NewEmptyTargetOptContext() *TargetOptContext {
	var p = new(TargetOptContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_targetOpt
	return p
}

func InitEmptyTargetOptContext(p *TargetOptContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_targetOpt
}

func (*TargetOptContext) IsTargetOptContext() {}

func NewTargetOptContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TargetOptContext {
	var p = new(TargetOptContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_targetOpt

	return p
}

func (s *TargetOptContext) GetParser() antlr.Parser { return s.parser }

func (s *TargetOptContext) GetName() antlr.Token { return s.name }

func (s *TargetOptContext) SetName(v antlr.Token) { s.name = v }

func (s *TargetOptContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
}

func (s *TargetOptContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TargetOptContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) TargetOpt() (localctx ITargetOptContext) {
	localctx = NewTargetOptContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 4, PTXParserRULE_targetOpt)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(137)

		var _m = p.Match(PTXParserIDENT)

		localctx.(*TargetOptContext).name = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IDeclSpecContext is an interface to support dynamic dispatch.
type IDeclSpecContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetKw returns the kw token.
	GetKw() antlr.Token

	// GetValue returns the value token.
	GetValue() antlr.Token

	// GetWord returns the word token.
	GetWord() antlr.Token

	// GetAttr returns the attr token.
	GetAttr() antlr.Token

	// GetU1 returns the u1 token.
	GetU1() antlr.Token

	// GetU2 returns the u2 token.
	GetU2() antlr.Token

	// SetKw sets the kw token.
	SetKw(antlr.Token)

	// SetValue sets the value token.
	SetValue(antlr.Token)

	// SetWord sets the word token.
	SetWord(antlr.Token)

	// SetAttr sets the attr token.
	SetAttr(antlr.Token)

	// SetU1 sets the u1 token.
	SetU1(antlr.Token)

	// SetU2 sets the u2 token.
	SetU2(antlr.Token)

	// Getter signatures
	ALIGN() antlr.TerminalNode
	AllINT() []antlr.TerminalNode
	INT(i int) antlr.TerminalNode
	AllDOTWORD() []antlr.TerminalNode
	DOTWORD(i int) antlr.TerminalNode
	AllLPAREN() []antlr.TerminalNode
	LPAREN(i int) antlr.TerminalNode
	AllRPAREN() []antlr.TerminalNode
	RPAREN(i int) antlr.TerminalNode
	COMMA() antlr.TerminalNode

	// IsDeclSpecContext differentiates from other interfaces.
	IsDeclSpecContext()
}

type DeclSpecContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	kw     antlr.Token
	value  antlr.Token
	word   antlr.Token
	attr   antlr.Token
	u1     antlr.Token
	u2     antlr.Token
}

func NewEmptyDeclSpecContext() *DeclSpecContext {
	var p = new(DeclSpecContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_declSpec
	return p
}

func InitEmptyDeclSpecContext(p *DeclSpecContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_declSpec
}

func (*DeclSpecContext) IsDeclSpecContext() {}

func NewDeclSpecContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DeclSpecContext {
	var p = new(DeclSpecContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_declSpec

	return p
}

func (s *DeclSpecContext) GetParser() antlr.Parser { return s.parser }

func (s *DeclSpecContext) GetKw() antlr.Token { return s.kw }

func (s *DeclSpecContext) GetValue() antlr.Token { return s.value }

func (s *DeclSpecContext) GetWord() antlr.Token { return s.word }

func (s *DeclSpecContext) GetAttr() antlr.Token { return s.attr }

func (s *DeclSpecContext) GetU1() antlr.Token { return s.u1 }

func (s *DeclSpecContext) GetU2() antlr.Token { return s.u2 }

func (s *DeclSpecContext) SetKw(v antlr.Token) { s.kw = v }

func (s *DeclSpecContext) SetValue(v antlr.Token) { s.value = v }

func (s *DeclSpecContext) SetWord(v antlr.Token) { s.word = v }

func (s *DeclSpecContext) SetAttr(v antlr.Token) { s.attr = v }

func (s *DeclSpecContext) SetU1(v antlr.Token) { s.u1 = v }

func (s *DeclSpecContext) SetU2(v antlr.Token) { s.u2 = v }

func (s *DeclSpecContext) ALIGN() antlr.TerminalNode {
	return s.GetToken(PTXParserALIGN, 0)
}

func (s *DeclSpecContext) AllINT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserINT)
}

func (s *DeclSpecContext) INT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserINT, i)
}

func (s *DeclSpecContext) AllDOTWORD() []antlr.TerminalNode {
	return s.GetTokens(PTXParserDOTWORD)
}

func (s *DeclSpecContext) DOTWORD(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserDOTWORD, i)
}

func (s *DeclSpecContext) AllLPAREN() []antlr.TerminalNode {
	return s.GetTokens(PTXParserLPAREN)
}

func (s *DeclSpecContext) LPAREN(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserLPAREN, i)
}

func (s *DeclSpecContext) AllRPAREN() []antlr.TerminalNode {
	return s.GetTokens(PTXParserRPAREN)
}

func (s *DeclSpecContext) RPAREN(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserRPAREN, i)
}

func (s *DeclSpecContext) COMMA() antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, 0)
}

func (s *DeclSpecContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DeclSpecContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) DeclSpec() (localctx IDeclSpecContext) {
	localctx = NewDeclSpecContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, PTXParserRULE_declSpec)
	var _la int

	p.SetState(154)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PTXParserALIGN:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(139)

			var _m = p.Match(PTXParserALIGN)

			localctx.(*DeclSpecContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(140)

			var _m = p.Match(PTXParserINT)

			localctx.(*DeclSpecContext).value = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PTXParserDOTWORD:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(141)

			var _m = p.Match(PTXParserDOTWORD)

			localctx.(*DeclSpecContext).word = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(152)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(142)
				p.Match(PTXParserLPAREN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(143)

				var _m = p.Match(PTXParserDOTWORD)

				localctx.(*DeclSpecContext).attr = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(149)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == PTXParserLPAREN {
				{
					p.SetState(144)
					p.Match(PTXParserLPAREN)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(145)

					var _m = p.Match(PTXParserINT)

					localctx.(*DeclSpecContext).u1 = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(146)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(147)

					var _m = p.Match(PTXParserINT)

					localctx.(*DeclSpecContext).u2 = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(148)
					p.Match(PTXParserRPAREN)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}
			{
				p.SetState(151)
				p.Match(PTXParserRPAREN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IParamsContext is an interface to support dynamic dispatch.
type IParamsContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Get_param returns the _param rule contexts.
	Get_param() IParamContext

	// Set_param sets the _param rule contexts.
	Set_param(IParamContext)

	// GetList returns the list rule context list.
	GetList() []IParamContext

	// SetList sets the list rule context list.
	SetList([]IParamContext)

	// Getter signatures
	LPAREN() antlr.TerminalNode
	RPAREN() antlr.TerminalNode
	AllParam() []IParamContext
	Param(i int) IParamContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsParamsContext differentiates from other interfaces.
	IsParamsContext()
}

type ParamsContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	_param IParamContext
	list   []IParamContext
}

func NewEmptyParamsContext() *ParamsContext {
	var p = new(ParamsContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_params
	return p
}

func InitEmptyParamsContext(p *ParamsContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_params
}

func (*ParamsContext) IsParamsContext() {}

func NewParamsContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ParamsContext {
	var p = new(ParamsContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_params

	return p
}

func (s *ParamsContext) GetParser() antlr.Parser { return s.parser }

func (s *ParamsContext) Get_param() IParamContext { return s._param }

func (s *ParamsContext) Set_param(v IParamContext) { s._param = v }

func (s *ParamsContext) GetList() []IParamContext { return s.list }

func (s *ParamsContext) SetList(v []IParamContext) { s.list = v }

func (s *ParamsContext) LPAREN() antlr.TerminalNode {
	return s.GetToken(PTXParserLPAREN, 0)
}

func (s *ParamsContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(PTXParserRPAREN, 0)
}

func (s *ParamsContext) AllParam() []IParamContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IParamContext); ok {
			len++
		}
	}

	tst := make([]IParamContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IParamContext); ok {
			tst[i] = t.(IParamContext)
			i++
		}
	}

	return tst
}

func (s *ParamsContext) Param(i int) IParamContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParamContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParamContext)
}

func (s *ParamsContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *ParamsContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (s *ParamsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParamsContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Params() (localctx IParamsContext) {
	localctx = NewParamsContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, PTXParserRULE_params)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(156)
		p.Match(PTXParserLPAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(165)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserALIGN || _la == PTXParserDOTWORD {
		{
			p.SetState(157)

			var _x = p.Param()

			localctx.(*ParamsContext)._param = _x
		}
		localctx.(*ParamsContext).list = append(localctx.(*ParamsContext).list, localctx.(*ParamsContext)._param)
		p.SetState(162)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(158)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(159)

				var _x = p.Param()

				localctx.(*ParamsContext)._param = _x
			}
			localctx.(*ParamsContext).list = append(localctx.(*ParamsContext).list, localctx.(*ParamsContext)._param)

			p.SetState(164)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	}
	{
		p.SetState(167)
		p.Match(PTXParserRPAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IParamContext is an interface to support dynamic dispatch.
type IParamContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetName returns the name token.
	GetName() antlr.Token

	// SetName sets the name token.
	SetName(antlr.Token)

	// Get_declSpec returns the _declSpec rule contexts.
	Get_declSpec() IDeclSpecContext

	// Get_dim returns the _dim rule contexts.
	Get_dim() IDimContext

	// Set_declSpec sets the _declSpec rule contexts.
	Set_declSpec(IDeclSpecContext)

	// Set_dim sets the _dim rule contexts.
	Set_dim(IDimContext)

	// GetSpecs returns the specs rule context list.
	GetSpecs() []IDeclSpecContext

	// GetDims returns the dims rule context list.
	GetDims() []IDimContext

	// SetSpecs sets the specs rule context list.
	SetSpecs([]IDeclSpecContext)

	// SetDims sets the dims rule context list.
	SetDims([]IDimContext)

	// Getter signatures
	AllDeclSpec() []IDeclSpecContext
	DeclSpec(i int) IDeclSpecContext
	IDENT() antlr.TerminalNode
	AllDim() []IDimContext
	Dim(i int) IDimContext

	// IsParamContext differentiates from other interfaces.
	IsParamContext()
}

type ParamContext struct {
	antlr.BaseParserRuleContext
	parser    antlr.Parser
	_declSpec IDeclSpecContext
	specs     []IDeclSpecContext
	name      antlr.Token
	_dim      IDimContext
	dims      []IDimContext
}

func NewEmptyParamContext() *ParamContext {
	var p = new(ParamContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_param
	return p
}

func InitEmptyParamContext(p *ParamContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_param
}

func (*ParamContext) IsParamContext() {}

func NewParamContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ParamContext {
	var p = new(ParamContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_param

	return p
}

func (s *ParamContext) GetParser() antlr.Parser { return s.parser }

func (s *ParamContext) GetName() antlr.Token { return s.name }

func (s *ParamContext) SetName(v antlr.Token) { s.name = v }

func (s *ParamContext) Get_declSpec() IDeclSpecContext { return s._declSpec }

func (s *ParamContext) Get_dim() IDimContext { return s._dim }

func (s *ParamContext) Set_declSpec(v IDeclSpecContext) { s._declSpec = v }

func (s *ParamContext) Set_dim(v IDimContext) { s._dim = v }

func (s *ParamContext) GetSpecs() []IDeclSpecContext { return s.specs }

func (s *ParamContext) GetDims() []IDimContext { return s.dims }

func (s *ParamContext) SetSpecs(v []IDeclSpecContext) { s.specs = v }

func (s *ParamContext) SetDims(v []IDimContext) { s.dims = v }

func (s *ParamContext) AllDeclSpec() []IDeclSpecContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclSpecContext); ok {
			len++
		}
	}

	tst := make([]IDeclSpecContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclSpecContext); ok {
			tst[i] = t.(IDeclSpecContext)
			i++
		}
	}

	return tst
}

func (s *ParamContext) DeclSpec(i int) IDeclSpecContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclSpecContext)
}

func (s *ParamContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
}

func (s *ParamContext) AllDim() []IDimContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDimContext); ok {
			len++
		}
	}

	tst := make([]IDimContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDimContext); ok {
			tst[i] = t.(IDimContext)
			i++
		}
	}

	return tst
}

func (s *ParamContext) Dim(i int) IDimContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDimContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDimContext)
}

func (s *ParamContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParamContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Param() (localctx IParamContext) {
	localctx = NewParamContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, PTXParserRULE_param)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(170)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ok := true; ok; ok = _la == PTXParserALIGN || _la == PTXParserDOTWORD {
		{
			p.SetState(169)

			var _x = p.DeclSpec()

			localctx.(*ParamContext)._declSpec = _x
		}
		localctx.(*ParamContext).specs = append(localctx.(*ParamContext).specs, localctx.(*ParamContext)._declSpec)

		p.SetState(172)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(175)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserIDENT {
		{
			p.SetState(174)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*ParamContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	p.SetState(180)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == PTXParserLBRACK {
		{
			p.SetState(177)

			var _x = p.Dim()

			localctx.(*ParamContext)._dim = _x
		}
		localctx.(*ParamContext).dims = append(localctx.(*ParamContext).dims, localctx.(*ParamContext)._dim)

		p.SetState(182)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IDimContext is an interface to support dynamic dispatch.
type IDimContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetSize returns the size token.
	GetSize() antlr.Token

	// SetSize sets the size token.
	SetSize(antlr.Token)

	// Getter signatures
	LBRACK() antlr.TerminalNode
	RBRACK() antlr.TerminalNode
	INT() antlr.TerminalNode

	// IsDimContext differentiates from other interfaces.
	IsDimContext()
}

type DimContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	size   antlr.Token
}

func NewEmptyDimContext() *DimContext {
	var p = new(DimContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_dim
	return p
}

func InitEmptyDimContext(p *DimContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_dim
}

func (*DimContext) IsDimContext() {}

func NewDimContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DimContext {
	var p = new(DimContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_dim

	return p
}

func (s *DimContext) GetParser() antlr.Parser { return s.parser }

func (s *DimContext) GetSize() antlr.Token { return s.size }

func (s *DimContext) SetSize(v antlr.Token) { s.size = v }

func (s *DimContext) LBRACK() antlr.TerminalNode {
	return s.GetToken(PTXParserLBRACK, 0)
}

func (s *DimContext) RBRACK() antlr.TerminalNode {
	return s.GetToken(PTXParserRBRACK, 0)
}

func (s *DimContext) INT() antlr.TerminalNode {
	return s.GetToken(PTXParserINT, 0)
}

func (s *DimContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DimContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Dim() (localctx IDimContext) {
	localctx = NewDimContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, PTXParserRULE_dim)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(183)
		p.Match(PTXParserLBRACK)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(185)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserINT {
		{
			p.SetState(184)

			var _m = p.Match(PTXParserINT)

			localctx.(*DimContext).size = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(187)
		p.Match(PTXParserRBRACK)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IPerfContext is an interface to support dynamic dispatch.
type IPerfContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetWord returns the word token.
	GetWord() antlr.Token

	// Get_INT returns the _INT token.
	Get_INT() antlr.Token

	// Get_STRING returns the _STRING token.
	Get_STRING() antlr.Token

	// SetWord sets the word token.
	SetWord(antlr.Token)

	// Set_INT sets the _INT token.
	Set_INT(antlr.Token)

	// Set_STRING sets the _STRING token.
	Set_STRING(antlr.Token)

	// GetNums returns the nums token list.
	GetNums() []antlr.Token

	// GetStrs returns the strs token list.
	GetStrs() []antlr.Token

	// SetNums sets the nums token list.
	SetNums([]antlr.Token)

	// SetStrs sets the strs token list.
	SetStrs([]antlr.Token)

	// Getter signatures
	DOTWORD() antlr.TerminalNode
	AllINT() []antlr.TerminalNode
	INT(i int) antlr.TerminalNode
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode
	PRAGMA() antlr.TerminalNode
	SEMI() antlr.TerminalNode
	AllSTRING() []antlr.TerminalNode
	STRING(i int) antlr.TerminalNode

	// IsPerfContext differentiates from other interfaces.
	IsPerfContext()
}

type PerfContext struct {
	antlr.BaseParserRuleContext
	parser  antlr.Parser
	word    antlr.Token
	_INT    antlr.Token
	nums    []antlr.Token
	_STRING antlr.Token
	strs    []antlr.Token
}

func NewEmptyPerfContext() *PerfContext {
	var p = new(PerfContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_perf
	return p
}

func InitEmptyPerfContext(p *PerfContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_perf
}

func (*PerfContext) IsPerfContext() {}

func NewPerfContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *PerfContext {
	var p = new(PerfContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_perf

	return p
}

func (s *PerfContext) GetParser() antlr.Parser { return s.parser }

func (s *PerfContext) GetWord() antlr.Token { return s.word }

func (s *PerfContext) Get_INT() antlr.Token { return s._INT }

func (s *PerfContext) Get_STRING() antlr.Token { return s._STRING }

func (s *PerfContext) SetWord(v antlr.Token) { s.word = v }

func (s *PerfContext) Set_INT(v antlr.Token) { s._INT = v }

func (s *PerfContext) Set_STRING(v antlr.Token) { s._STRING = v }

func (s *PerfContext) GetNums() []antlr.Token { return s.nums }

func (s *PerfContext) GetStrs() []antlr.Token { return s.strs }

func (s *PerfContext) SetNums(v []antlr.Token) { s.nums = v }

func (s *PerfContext) SetStrs(v []antlr.Token) { s.strs = v }

func (s *PerfContext) DOTWORD() antlr.TerminalNode {
	return s.GetToken(PTXParserDOTWORD, 0)
}

func (s *PerfContext) AllINT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserINT)
}

func (s *PerfContext) INT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserINT, i)
}

func (s *PerfContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *PerfContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (s *PerfContext) PRAGMA() antlr.TerminalNode {
	return s.GetToken(PTXParserPRAGMA, 0)
}

func (s *PerfContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
}

func (s *PerfContext) AllSTRING() []antlr.TerminalNode {
	return s.GetTokens(PTXParserSTRING)
}

func (s *PerfContext) STRING(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserSTRING, i)
}

func (s *PerfContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PerfContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Perf() (localctx IPerfContext) {
	localctx = NewPerfContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 14, PTXParserRULE_perf)
	var _la int

	p.SetState(210)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PTXParserDOTWORD:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(189)

			var _m = p.Match(PTXParserDOTWORD)

			localctx.(*PerfContext).word = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(198)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserINT {
			{
				p.SetState(190)

				var _m = p.Match(PTXParserINT)

				localctx.(*PerfContext)._INT = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			localctx.(*PerfContext).nums = append(localctx.(*PerfContext).nums, localctx.(*PerfContext)._INT)
			p.SetState(195)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == PTXParserCOMMA {
				{
					p.SetState(191)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(192)

					var _m = p.Match(PTXParserINT)

					localctx.(*PerfContext)._INT = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				localctx.(*PerfContext).nums = append(localctx.(*PerfContext).nums, localctx.(*PerfContext)._INT)

				p.SetState(197)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}

	case PTXParserPRAGMA:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(200)
			p.Match(PTXParserPRAGMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(201)

			var _m = p.Match(PTXParserSTRING)

			localctx.(*PerfContext)._STRING = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		localctx.(*PerfContext).strs = append(localctx.(*PerfContext).strs, localctx.(*PerfContext)._STRING)
		p.SetState(206)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(202)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(203)

				var _m = p.Match(PTXParserSTRING)

				localctx.(*PerfContext)._STRING = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			localctx.(*PerfContext).strs = append(localctx.(*PerfContext).strs, localctx.(*PerfContext)._STRING)

			p.SetState(208)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(209)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IDeclaratorContext is an interface to support dynamic dispatch.
type IDeclaratorContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetName returns the name token.
	GetName() antlr.Token

	// GetCount returns the count token.
	GetCount() antlr.Token

	// SetName sets the name token.
	SetName(antlr.Token)

	// SetCount sets the count token.
	SetCount(antlr.Token)

	// Get_dim returns the _dim rule contexts.
	Get_dim() IDimContext

	// GetValue returns the value rule contexts.
	GetValue() IInitContext

	// Set_dim sets the _dim rule contexts.
	Set_dim(IDimContext)

	// SetValue sets the value rule contexts.
	SetValue(IInitContext)

	// GetDims returns the dims rule context list.
	GetDims() []IDimContext

	// SetDims sets the dims rule context list.
	SetDims([]IDimContext)

	// Getter signatures
	IDENT() antlr.TerminalNode
	REGISTER() antlr.TerminalNode
	LT() antlr.TerminalNode
	GT() antlr.TerminalNode
	EQ() antlr.TerminalNode
	INT() antlr.TerminalNode
	AllDim() []IDimContext
	Dim(i int) IDimContext
	Init() IInitContext

	// IsDeclaratorContext differentiates from other interfaces.
	IsDeclaratorContext()
}

type DeclaratorContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	name   antlr.Token
	count  antlr.Token
	_dim   IDimContext
	dims   []IDimContext
	value  IInitContext
}

func NewEmptyDeclaratorContext() *DeclaratorContext {
	var p = new(DeclaratorContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_declarator
	return p
}

func InitEmptyDeclaratorContext(p *DeclaratorContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_declarator
}

func (*DeclaratorContext) IsDeclaratorContext() {}

func NewDeclaratorContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DeclaratorContext {
	var p = new(DeclaratorContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_declarator

	return p
}

func (s *DeclaratorContext) GetParser() antlr.Parser { return s.parser }

func (s *DeclaratorContext) GetName() antlr.Token { return s.name }

func (s *DeclaratorContext) GetCount() antlr.Token { return s.count }

func (s *DeclaratorContext) SetName(v antlr.Token) { s.name = v }

func (s *DeclaratorContext) SetCount(v antlr.Token) { s.count = v }

func (s *DeclaratorContext) Get_dim() IDimContext { return s._dim }

func (s *DeclaratorContext) GetValue() IInitContext { return s.value }

func (s *DeclaratorContext) Set_dim(v IDimContext) { s._dim = v }

func (s *DeclaratorContext) SetValue(v IInitContext) { s.value = v }

func (s *DeclaratorContext) GetDims() []IDimContext { return s.dims }

func (s *DeclaratorContext) SetDims(v []IDimContext) { s.dims = v }

func (s *DeclaratorContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
}

func (s *DeclaratorContext) REGISTER() antlr.TerminalNode {
	return s.GetToken(PTXParserREGISTER, 0)
}

func (s *DeclaratorContext) LT() antlr.TerminalNode {
	return s.GetToken(PTXParserLT, 0)
}

func (s *DeclaratorContext) GT() antlr.TerminalNode {
	return s.GetToken(PTXParserGT, 0)
}

func (s *DeclaratorContext) EQ() antlr.TerminalNode {
	return s.GetToken(PTXParserEQ, 0)
}

func (s *DeclaratorContext) INT() antlr.TerminalNode {
	return s.GetToken(PTXParserINT, 0)
}

func (s *DeclaratorContext) AllDim() []IDimContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDimContext); ok {
			len++
		}
	}

	tst := make([]IDimContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDimContext); ok {
			tst[i] = t.(IDimContext)
			i++
		}
	}

	return tst
}

func (s *DeclaratorContext) Dim(i int) IDimContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDimContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDimContext)
}

func (s *DeclaratorContext) Init() IInitContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInitContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IInitContext)
}

func (s *DeclaratorContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DeclaratorContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Declarator() (localctx IDeclaratorContext) {
	localctx = NewDeclaratorContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, PTXParserRULE_declarator)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(212)

		var _lt = p.GetTokenStream().LT(1)

		localctx.(*DeclaratorContext).name = _lt

		_la = p.GetTokenStream().LA(1)

		if !(_la == PTXParserIDENT || _la == PTXParserREGISTER) {
			var _ri = p.GetErrorHandler().RecoverInline(p)

			localctx.(*DeclaratorContext).name = _ri
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	p.SetState(216)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserLT {
		{
			p.SetState(213)
			p.Match(PTXParserLT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(214)

			var _m = p.Match(PTXParserINT)

			localctx.(*DeclaratorContext).count = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(215)
			p.Match(PTXParserGT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	p.SetState(221)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == PTXParserLBRACK {
		{
			p.SetState(218)

			var _x = p.Dim()

			localctx.(*DeclaratorContext)._dim = _x
		}
		localctx.(*DeclaratorContext).dims = append(localctx.(*DeclaratorContext).dims, localctx.(*DeclaratorContext)._dim)

		p.SetState(223)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(226)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserEQ {
		{
			p.SetState(224)
			p.Match(PTXParserEQ)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(225)

			var _x = p.Init()

			localctx.(*DeclaratorContext).value = _x
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IInitContext is an interface to support dynamic dispatch.
type IInitContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetLb returns the lb token.
	GetLb() antlr.Token

	// GetNeg returns the neg token.
	GetNeg() antlr.Token

	// GetNum returns the num token.
	GetNum() antlr.Token

	// GetSym returns the sym token.
	GetSym() antlr.Token

	// GetArg returns the arg token.
	GetArg() antlr.Token

	// GetSign returns the sign token.
	GetSign() antlr.Token

	// GetOff returns the off token.
	GetOff() antlr.Token

	// GetKey returns the key token.
	GetKey() antlr.Token

	// GetKv returns the kv token.
	GetKv() antlr.Token

	// SetLb sets the lb token.
	SetLb(antlr.Token)

	// SetNeg sets the neg token.
	SetNeg(antlr.Token)

	// SetNum sets the num token.
	SetNum(antlr.Token)

	// SetSym sets the sym token.
	SetSym(antlr.Token)

	// SetArg sets the arg token.
	SetArg(antlr.Token)

	// SetSign sets the sign token.
	SetSign(antlr.Token)

	// SetOff sets the off token.
	SetOff(antlr.Token)

	// SetKey sets the key token.
	SetKey(antlr.Token)

	// SetKv sets the kv token.
	SetKv(antlr.Token)

	// Get_init returns the _init rule contexts.
	Get_init() IInitContext

	// GetE returns the e rule contexts.
	GetE() ICexprContext

	// Set_init sets the _init rule contexts.
	Set_init(IInitContext)

	// SetE sets the e rule contexts.
	SetE(ICexprContext)

	// GetElems returns the elems rule context list.
	GetElems() []IInitContext

	// SetElems sets the elems rule context list.
	SetElems([]IInitContext)

	// Getter signatures
	RBRACE() antlr.TerminalNode
	LBRACE() antlr.TerminalNode
	AllInit() []IInitContext
	Init(i int) IInitContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode
	INT() antlr.TerminalNode
	FLOAT() antlr.TerminalNode
	FLOAT_BITS() antlr.TerminalNode
	MINUS() antlr.TerminalNode
	AllIDENT() []antlr.TerminalNode
	IDENT(i int) antlr.TerminalNode
	LPAREN() antlr.TerminalNode
	RPAREN() antlr.TerminalNode
	PLUS() antlr.TerminalNode
	Cexpr() ICexprContext
	EQ() antlr.TerminalNode

	// IsInitContext differentiates from other interfaces.
	IsInitContext()
}

type InitContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	lb     antlr.Token
	_init  IInitContext
	elems  []IInitContext
	neg    antlr.Token
	num    antlr.Token
	sym    antlr.Token
	arg    antlr.Token
	sign   antlr.Token
	off    antlr.Token
	e      ICexprContext
	key    antlr.Token
	kv     antlr.Token
}

func NewEmptyInitContext() *InitContext {
	var p = new(InitContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_init
	return p
}

func InitEmptyInitContext(p *InitContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_init
}

func (*InitContext) IsInitContext() {}

func NewInitContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *InitContext {
	var p = new(InitContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_init

	return p
}

func (s *InitContext) GetParser() antlr.Parser { return s.parser }

func (s *InitContext) GetLb() antlr.Token { return s.lb }

func (s *InitContext) GetNeg() antlr.Token { return s.neg }

func (s *InitContext) GetNum() antlr.Token { return s.num }

func (s *InitContext) GetSym() antlr.Token { return s.sym }

func (s *InitContext) GetArg() antlr.Token { return s.arg }

func (s *InitContext) GetSign() antlr.Token { return s.sign }

func (s *InitContext) GetOff() antlr.Token { return s.off }

func (s *InitContext) GetKey() antlr.Token { return s.key }

func (s *InitContext) GetKv() antlr.Token { return s.kv }

func (s *InitContext) SetLb(v antlr.Token) { s.lb = v }

func (s *InitContext) SetNeg(v antlr.Token) { s.neg = v }

func (s *InitContext) SetNum(v antlr.Token) { s.num = v }

func (s *InitContext) SetSym(v antlr.Token) { s.sym = v }

func (s *InitContext) SetArg(v antlr.Token) { s.arg = v }

func (s *InitContext) SetSign(v antlr.Token) { s.sign = v }

func (s *InitContext) SetOff(v antlr.Token) { s.off = v }

func (s *InitContext) SetKey(v antlr.Token) { s.key = v }

func (s *InitContext) SetKv(v antlr.Token) { s.kv = v }

func (s *InitContext) Get_init() IInitContext { return s._init }

func (s *InitContext) GetE() ICexprContext { return s.e }

func (s *InitContext) Set_init(v IInitContext) { s._init = v }

func (s *InitContext) SetE(v ICexprContext) { s.e = v }

func (s *InitContext) GetElems() []IInitContext { return s.elems }

func (s *InitContext) SetElems(v []IInitContext) { s.elems = v }

func (s *InitContext) RBRACE() antlr.TerminalNode {
	return s.GetToken(PTXParserRBRACE, 0)
}

func (s *InitContext) LBRACE() antlr.TerminalNode {
	return s.GetToken(PTXParserLBRACE, 0)
}

func (s *InitContext) AllInit() []IInitContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IInitContext); ok {
			len++
		}
	}

	tst := make([]IInitContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IInitContext); ok {
			tst[i] = t.(IInitContext)
			i++
		}
	}

	return tst
}

func (s *InitContext) Init(i int) IInitContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInitContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IInitContext)
}

func (s *InitContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *InitContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (s *InitContext) INT() antlr.TerminalNode {
	return s.GetToken(PTXParserINT, 0)
}

func (s *InitContext) FLOAT() antlr.TerminalNode {
	return s.GetToken(PTXParserFLOAT, 0)
}

func (s *InitContext) FLOAT_BITS() antlr.TerminalNode {
	return s.GetToken(PTXParserFLOAT_BITS, 0)
}

func (s *InitContext) MINUS() antlr.TerminalNode {
	return s.GetToken(PTXParserMINUS, 0)
}

func (s *InitContext) AllIDENT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserIDENT)
}

func (s *InitContext) IDENT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, i)
}

func (s *InitContext) LPAREN() antlr.TerminalNode {
	return s.GetToken(PTXParserLPAREN, 0)
}

func (s *InitContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(PTXParserRPAREN, 0)
}

func (s *InitContext) PLUS() antlr.TerminalNode {
	return s.GetToken(PTXParserPLUS, 0)
}

func (s *InitContext) Cexpr() ICexprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICexprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICexprContext)
}

func (s *InitContext) EQ() antlr.TerminalNode {
	return s.GetToken(PTXParserEQ, 0)
}

func (s *InitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *InitContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Init() (localctx IInitContext) {
	localctx = NewInitContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 18, PTXParserRULE_init)
	var _la int

	p.SetState(261)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 38, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(228)

			var _m = p.Match(PTXParserLBRACE)

			localctx.(*InitContext).lb = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(237)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1156722743377920) != 0 {
			{
				p.SetState(229)

				var _x = p.Init()

				localctx.(*InitContext)._init = _x
			}
			localctx.(*InitContext).elems = append(localctx.(*InitContext).elems, localctx.(*InitContext)._init)
			p.SetState(234)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == PTXParserCOMMA {
				{
					p.SetState(230)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(231)

					var _x = p.Init()

					localctx.(*InitContext)._init = _x
				}
				localctx.(*InitContext).elems = append(localctx.(*InitContext).elems, localctx.(*InitContext)._init)

				p.SetState(236)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(239)
			p.Match(PTXParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		p.SetState(241)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserMINUS {
			{
				p.SetState(240)

				var _m = p.Match(PTXParserMINUS)

				localctx.(*InitContext).neg = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(243)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*InitContext).num = _lt

			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&3670016) != 0) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*InitContext).num = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 3:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(244)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*InitContext).sym = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(248)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(245)
				p.Match(PTXParserLPAREN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(246)

				var _m = p.Match(PTXParserIDENT)

				localctx.(*InitContext).arg = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(247)
				p.Match(PTXParserRPAREN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(255)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserPLUS || _la == PTXParserMINUS {
			{
				p.SetState(250)

				var _lt = p.GetTokenStream().LT(1)

				localctx.(*InitContext).sign = _lt

				_la = p.GetTokenStream().LA(1)

				if !(_la == PTXParserPLUS || _la == PTXParserMINUS) {
					var _ri = p.GetErrorHandler().RecoverInline(p)

					localctx.(*InitContext).sign = _ri
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}
			p.SetState(253)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 36, p.GetParserRuleContext()) {
			case 1:
				{
					p.SetState(251)

					var _m = p.Match(PTXParserINT)

					localctx.(*InitContext).off = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			case 2:
				{
					p.SetState(252)

					var _x = p.cexpr(0)

					localctx.(*InitContext).e = _x
				}

			case antlr.ATNInvalidAltNumber:
				goto errorExit
			}

		}

	case 4:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(257)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*InitContext).key = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(258)
			p.Match(PTXParserEQ)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(259)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*InitContext).kv = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == PTXParserIDENT || _la == PTXParserINT) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*InitContext).kv = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 5:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(260)

			var _x = p.cexpr(0)

			localctx.(*InitContext).e = _x
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IBlockContext is an interface to support dynamic dispatch.
type IBlockContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetLb returns the lb token.
	GetLb() antlr.Token

	// SetLb sets the lb token.
	SetLb(antlr.Token)

	// Get_stmt returns the _stmt rule contexts.
	Get_stmt() IStmtContext

	// Set_stmt sets the _stmt rule contexts.
	Set_stmt(IStmtContext)

	// GetBody returns the body rule context list.
	GetBody() []IStmtContext

	// SetBody sets the body rule context list.
	SetBody([]IStmtContext)

	// Getter signatures
	RBRACE() antlr.TerminalNode
	LBRACE() antlr.TerminalNode
	AllStmt() []IStmtContext
	Stmt(i int) IStmtContext

	// IsBlockContext differentiates from other interfaces.
	IsBlockContext()
}

type BlockContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	lb     antlr.Token
	_stmt  IStmtContext
	body   []IStmtContext
}

func NewEmptyBlockContext() *BlockContext {
	var p = new(BlockContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_block
	return p
}

func InitEmptyBlockContext(p *BlockContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_block
}

func (*BlockContext) IsBlockContext() {}

func NewBlockContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BlockContext {
	var p = new(BlockContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_block

	return p
}

func (s *BlockContext) GetParser() antlr.Parser { return s.parser }

func (s *BlockContext) GetLb() antlr.Token { return s.lb }

func (s *BlockContext) SetLb(v antlr.Token) { s.lb = v }

func (s *BlockContext) Get_stmt() IStmtContext { return s._stmt }

func (s *BlockContext) Set_stmt(v IStmtContext) { s._stmt = v }

func (s *BlockContext) GetBody() []IStmtContext { return s.body }

func (s *BlockContext) SetBody(v []IStmtContext) { s.body = v }

func (s *BlockContext) RBRACE() antlr.TerminalNode {
	return s.GetToken(PTXParserRBRACE, 0)
}

func (s *BlockContext) LBRACE() antlr.TerminalNode {
	return s.GetToken(PTXParserLBRACE, 0)
}

func (s *BlockContext) AllStmt() []IStmtContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStmtContext); ok {
			len++
		}
	}

	tst := make([]IStmtContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStmtContext); ok {
			tst[i] = t.(IStmtContext)
			i++
		}
	}

	return tst
}

func (s *BlockContext) Stmt(i int) IStmtContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStmtContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStmtContext)
}

func (s *BlockContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BlockContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Block() (localctx IBlockContext) {
	localctx = NewBlockContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 20, PTXParserRULE_block)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(263)

		var _m = p.Match(PTXParserLBRACE)

		localctx.(*BlockContext).lb = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(267)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&34360116384) != 0 {
		{
			p.SetState(264)

			var _x = p.Stmt()

			localctx.(*BlockContext)._stmt = _x
		}
		localctx.(*BlockContext).body = append(localctx.(*BlockContext).body, localctx.(*BlockContext)._stmt)

		p.SetState(269)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(270)
		p.Match(PTXParserRBRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IStmtContext is an interface to support dynamic dispatch.
type IStmtContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetLabel returns the label token.
	GetLabel() antlr.Token

	// GetGuard returns the guard token.
	GetGuard() antlr.Token

	// GetOp returns the op token.
	GetOp() antlr.Token

	// GetLoc returns the loc token.
	GetLoc() antlr.Token

	// GetFile returns the file token.
	GetFile() antlr.Token

	// GetLine returns the line token.
	GetLine() antlr.Token

	// GetCol returns the col token.
	GetCol() antlr.Token

	// SetLabel sets the label token.
	SetLabel(antlr.Token)

	// SetGuard sets the guard token.
	SetGuard(antlr.Token)

	// SetOp sets the op token.
	SetOp(antlr.Token)

	// SetLoc sets the loc token.
	SetLoc(antlr.Token)

	// SetFile sets the file token.
	SetFile(antlr.Token)

	// SetLine sets the line token.
	SetLine(antlr.Token)

	// SetCol sets the col token.
	SetCol(antlr.Token)

	// GetTab returns the tab rule contexts.
	GetTab() ITableContext

	// GetDecl returns the decl rule contexts.
	GetDecl() IVarStmtContext

	// GetInner returns the inner rule contexts.
	GetInner() IBlockContext

	// GetA0 returns the a0 rule contexts.
	GetA0() IOperandContext

	// GetA1 returns the a1 rule contexts.
	GetA1() IOperandContext

	// GetA2 returns the a2 rule contexts.
	GetA2() IOperandContext

	// GetA3 returns the a3 rule contexts.
	GetA3() IOperandContext

	// Get_operand returns the _operand rule contexts.
	Get_operand() IOperandContext

	// GetPrag returns the prag rule contexts.
	GetPrag() IPragmaStmtContext

	// SetTab sets the tab rule contexts.
	SetTab(ITableContext)

	// SetDecl sets the decl rule contexts.
	SetDecl(IVarStmtContext)

	// SetInner sets the inner rule contexts.
	SetInner(IBlockContext)

	// SetA0 sets the a0 rule contexts.
	SetA0(IOperandContext)

	// SetA1 sets the a1 rule contexts.
	SetA1(IOperandContext)

	// SetA2 sets the a2 rule contexts.
	SetA2(IOperandContext)

	// SetA3 sets the a3 rule contexts.
	SetA3(IOperandContext)

	// Set_operand sets the _operand rule contexts.
	Set_operand(IOperandContext)

	// SetPrag sets the prag rule contexts.
	SetPrag(IPragmaStmtContext)

	// GetMore returns the more rule context list.
	GetMore() []IOperandContext

	// SetMore sets the more rule context list.
	SetMore([]IOperandContext)

	// Getter signatures
	COLON() antlr.TerminalNode
	AllIDENT() []antlr.TerminalNode
	IDENT(i int) antlr.TerminalNode
	Table() ITableContext
	VarStmt() IVarStmtContext
	Block() IBlockContext
	SEMI() antlr.TerminalNode
	MNEMONIC() antlr.TerminalNode
	GUARD() antlr.TerminalNode
	AllOperand() []IOperandContext
	Operand(i int) IOperandContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode
	LOC() antlr.TerminalNode
	AllINT() []antlr.TerminalNode
	INT(i int) antlr.TerminalNode
	PragmaStmt() IPragmaStmtContext

	// IsStmtContext differentiates from other interfaces.
	IsStmtContext()
}

type StmtContext struct {
	antlr.BaseParserRuleContext
	parser   antlr.Parser
	label    antlr.Token
	tab      ITableContext
	decl     IVarStmtContext
	inner    IBlockContext
	guard    antlr.Token
	op       antlr.Token
	a0       IOperandContext
	a1       IOperandContext
	a2       IOperandContext
	a3       IOperandContext
	_operand IOperandContext
	more     []IOperandContext
	loc      antlr.Token
	file     antlr.Token
	line     antlr.Token
	col      antlr.Token
	prag     IPragmaStmtContext
}

func NewEmptyStmtContext() *StmtContext {
	var p = new(StmtContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_stmt
	return p
}

func InitEmptyStmtContext(p *StmtContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_stmt
}

func (*StmtContext) IsStmtContext() {}

func NewStmtContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StmtContext {
	var p = new(StmtContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_stmt

	return p
}

func (s *StmtContext) GetParser() antlr.Parser { return s.parser }

func (s *StmtContext) GetLabel() antlr.Token { return s.label }

func (s *StmtContext) GetGuard() antlr.Token { return s.guard }

func (s *StmtContext) GetOp() antlr.Token { return s.op }

func (s *StmtContext) GetLoc() antlr.Token { return s.loc }

func (s *StmtContext) GetFile() antlr.Token { return s.file }

func (s *StmtContext) GetLine() antlr.Token { return s.line }

func (s *StmtContext) GetCol() antlr.Token { return s.col }

func (s *StmtContext) SetLabel(v antlr.Token) { s.label = v }

func (s *StmtContext) SetGuard(v antlr.Token) { s.guard = v }

func (s *StmtContext) SetOp(v antlr.Token) { s.op = v }

func (s *StmtContext) SetLoc(v antlr.Token) { s.loc = v }

func (s *StmtContext) SetFile(v antlr.Token) { s.file = v }

func (s *StmtContext) SetLine(v antlr.Token) { s.line = v }

func (s *StmtContext) SetCol(v antlr.Token) { s.col = v }

func (s *StmtContext) GetTab() ITableContext { return s.tab }

func (s *StmtContext) GetDecl() IVarStmtContext { return s.decl }

func (s *StmtContext) GetInner() IBlockContext { return s.inner }

func (s *StmtContext) GetA0() IOperandContext { return s.a0 }

func (s *StmtContext) GetA1() IOperandContext { return s.a1 }

func (s *StmtContext) GetA2() IOperandContext { return s.a2 }

func (s *StmtContext) GetA3() IOperandContext { return s.a3 }

func (s *StmtContext) Get_operand() IOperandContext { return s._operand }

func (s *StmtContext) GetPrag() IPragmaStmtContext { return s.prag }

func (s *StmtContext) SetTab(v ITableContext) { s.tab = v }

func (s *StmtContext) SetDecl(v IVarStmtContext) { s.decl = v }

func (s *StmtContext) SetInner(v IBlockContext) { s.inner = v }

func (s *StmtContext) SetA0(v IOperandContext) { s.a0 = v }

func (s *StmtContext) SetA1(v IOperandContext) { s.a1 = v }

func (s *StmtContext) SetA2(v IOperandContext) { s.a2 = v }

func (s *StmtContext) SetA3(v IOperandContext) { s.a3 = v }

func (s *StmtContext) Set_operand(v IOperandContext) { s._operand = v }

func (s *StmtContext) SetPrag(v IPragmaStmtContext) { s.prag = v }

func (s *StmtContext) GetMore() []IOperandContext { return s.more }

func (s *StmtContext) SetMore(v []IOperandContext) { s.more = v }

func (s *StmtContext) COLON() antlr.TerminalNode {
	return s.GetToken(PTXParserCOLON, 0)
}

func (s *StmtContext) AllIDENT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserIDENT)
}

func (s *StmtContext) IDENT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, i)
}

func (s *StmtContext) Table() ITableContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITableContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITableContext)
}

func (s *StmtContext) VarStmt() IVarStmtContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IVarStmtContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IVarStmtContext)
}

func (s *StmtContext) Block() IBlockContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockContext)
}

func (s *StmtContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
}

func (s *StmtContext) MNEMONIC() antlr.TerminalNode {
	return s.GetToken(PTXParserMNEMONIC, 0)
}

func (s *StmtContext) GUARD() antlr.TerminalNode {
	return s.GetToken(PTXParserGUARD, 0)
}

func (s *StmtContext) AllOperand() []IOperandContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IOperandContext); ok {
			len++
		}
	}

	tst := make([]IOperandContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IOperandContext); ok {
			tst[i] = t.(IOperandContext)
			i++
		}
	}

	return tst
}

func (s *StmtContext) Operand(i int) IOperandContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IOperandContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IOperandContext)
}

func (s *StmtContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *StmtContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (s *StmtContext) LOC() antlr.TerminalNode {
	return s.GetToken(PTXParserLOC, 0)
}

func (s *StmtContext) AllINT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserINT)
}

func (s *StmtContext) INT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserINT, i)
}

func (s *StmtContext) PragmaStmt() IPragmaStmtContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPragmaStmtContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPragmaStmtContext)
}

func (s *StmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StmtContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Stmt() (localctx IStmtContext) {
	localctx = NewStmtContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 22, PTXParserRULE_stmt)
	var _la int

	var _alt int

	p.SetState(324)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 49, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(272)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*StmtContext).label = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(273)
			p.Match(PTXParserCOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(275)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&14336) != 0 {
			{
				p.SetState(274)

				var _x = p.Table()

				localctx.(*StmtContext).tab = _x
			}

		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(277)

			var _x = p.VarStmt()

			localctx.(*StmtContext).decl = _x
		}

	case 3:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(278)

			var _x = p.Block()

			localctx.(*StmtContext).inner = _x
		}

	case 4:
		p.EnterOuterAlt(localctx, 4)
		p.SetState(280)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserGUARD {
			{
				p.SetState(279)

				var _m = p.Match(PTXParserGUARD)

				localctx.(*StmtContext).guard = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(282)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*StmtContext).op = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == PTXParserMNEMONIC || _la == PTXParserIDENT) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*StmtContext).op = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(303)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1156731333443584) != 0 {
			{
				p.SetState(283)

				var _x = p.Operand()

				localctx.(*StmtContext).a0 = _x
			}
			p.SetState(301)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == PTXParserCOMMA {
				{
					p.SetState(284)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(285)

					var _x = p.Operand()

					localctx.(*StmtContext).a1 = _x
				}
				p.SetState(299)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if _la == PTXParserCOMMA {
					{
						p.SetState(286)
						p.Match(PTXParserCOMMA)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					{
						p.SetState(287)

						var _x = p.Operand()

						localctx.(*StmtContext).a2 = _x
					}
					p.SetState(297)
					p.GetErrorHandler().Sync(p)
					if p.HasError() {
						goto errorExit
					}
					_la = p.GetTokenStream().LA(1)

					if _la == PTXParserCOMMA {
						{
							p.SetState(288)
							p.Match(PTXParserCOMMA)
							if p.HasError() {
								// Recognition error - abort rule
								goto errorExit
							}
						}
						{
							p.SetState(289)

							var _x = p.Operand()

							localctx.(*StmtContext).a3 = _x
						}
						p.SetState(294)
						p.GetErrorHandler().Sync(p)
						if p.HasError() {
							goto errorExit
						}
						_la = p.GetTokenStream().LA(1)

						for _la == PTXParserCOMMA {
							{
								p.SetState(290)
								p.Match(PTXParserCOMMA)
								if p.HasError() {
									// Recognition error - abort rule
									goto errorExit
								}
							}
							{
								p.SetState(291)

								var _x = p.Operand()

								localctx.(*StmtContext)._operand = _x
							}
							localctx.(*StmtContext).more = append(localctx.(*StmtContext).more, localctx.(*StmtContext)._operand)

							p.SetState(296)
							p.GetErrorHandler().Sync(p)
							if p.HasError() {
								goto errorExit
							}
							_la = p.GetTokenStream().LA(1)
						}

					}

				}

			}

		}
		{
			p.SetState(305)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 5:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(306)

			var _m = p.Match(PTXParserLOC)

			localctx.(*StmtContext).loc = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(307)

			var _m = p.Match(PTXParserINT)

			localctx.(*StmtContext).file = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(308)

			var _m = p.Match(PTXParserINT)

			localctx.(*StmtContext).line = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(309)

			var _m = p.Match(PTXParserINT)

			localctx.(*StmtContext).col = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(320)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(310)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(311)
				p.Match(PTXParserIDENT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(315)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 47, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
			for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
				if _alt == 1 {
					{
						p.SetState(312)
						_la = p.GetTokenStream().LA(1)

						if !(_la == PTXParserIDENT || _la == PTXParserINT) {
							p.GetErrorHandler().RecoverInline(p)
						} else {
							p.GetErrorHandler().ReportMatch(p)
							p.Consume()
						}
					}

				}
				p.SetState(317)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 47, p.GetParserRuleContext())
				if p.HasError() {
					goto errorExit
				}
			}

			p.SetState(322)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case 6:
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(323)

			var _x = p.PragmaStmt()

			localctx.(*StmtContext).prag = _x
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IVarStmtContext is an interface to support dynamic dispatch.
type IVarStmtContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Get_declSpec returns the _declSpec rule contexts.
	Get_declSpec() IDeclSpecContext

	// Get_declarator returns the _declarator rule contexts.
	Get_declarator() IDeclaratorContext

	// Set_declSpec sets the _declSpec rule contexts.
	Set_declSpec(IDeclSpecContext)

	// Set_declarator sets the _declarator rule contexts.
	Set_declarator(IDeclaratorContext)

	// GetSpecs returns the specs rule context list.
	GetSpecs() []IDeclSpecContext

	// GetDecls returns the decls rule context list.
	GetDecls() []IDeclaratorContext

	// SetSpecs sets the specs rule context list.
	SetSpecs([]IDeclSpecContext)

	// SetDecls sets the decls rule context list.
	SetDecls([]IDeclaratorContext)

	// Getter signatures
	SEMI() antlr.TerminalNode
	AllDeclarator() []IDeclaratorContext
	Declarator(i int) IDeclaratorContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode
	AllDeclSpec() []IDeclSpecContext
	DeclSpec(i int) IDeclSpecContext

	// IsVarStmtContext differentiates from other interfaces.
	IsVarStmtContext()
}

type VarStmtContext struct {
	antlr.BaseParserRuleContext
	parser      antlr.Parser
	_declSpec   IDeclSpecContext
	specs       []IDeclSpecContext
	_declarator IDeclaratorContext
	decls       []IDeclaratorContext
}

func NewEmptyVarStmtContext() *VarStmtContext {
	var p = new(VarStmtContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_varStmt
	return p
}

func InitEmptyVarStmtContext(p *VarStmtContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_varStmt
}

func (*VarStmtContext) IsVarStmtContext() {}

func NewVarStmtContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *VarStmtContext {
	var p = new(VarStmtContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_varStmt

	return p
}

func (s *VarStmtContext) GetParser() antlr.Parser { return s.parser }

func (s *VarStmtContext) Get_declSpec() IDeclSpecContext { return s._declSpec }

func (s *VarStmtContext) Get_declarator() IDeclaratorContext { return s._declarator }

func (s *VarStmtContext) Set_declSpec(v IDeclSpecContext) { s._declSpec = v }

func (s *VarStmtContext) Set_declarator(v IDeclaratorContext) { s._declarator = v }

func (s *VarStmtContext) GetSpecs() []IDeclSpecContext { return s.specs }

func (s *VarStmtContext) GetDecls() []IDeclaratorContext { return s.decls }

func (s *VarStmtContext) SetSpecs(v []IDeclSpecContext) { s.specs = v }

func (s *VarStmtContext) SetDecls(v []IDeclaratorContext) { s.decls = v }

func (s *VarStmtContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
}

func (s *VarStmtContext) AllDeclarator() []IDeclaratorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclaratorContext); ok {
			len++
		}
	}

	tst := make([]IDeclaratorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclaratorContext); ok {
			tst[i] = t.(IDeclaratorContext)
			i++
		}
	}

	return tst
}

func (s *VarStmtContext) Declarator(i int) IDeclaratorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclaratorContext)
}

func (s *VarStmtContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *VarStmtContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (s *VarStmtContext) AllDeclSpec() []IDeclSpecContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclSpecContext); ok {
			len++
		}
	}

	tst := make([]IDeclSpecContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclSpecContext); ok {
			tst[i] = t.(IDeclSpecContext)
			i++
		}
	}

	return tst
}

func (s *VarStmtContext) DeclSpec(i int) IDeclSpecContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclSpecContext)
}

func (s *VarStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *VarStmtContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) VarStmt() (localctx IVarStmtContext) {
	localctx = NewVarStmtContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 24, PTXParserRULE_varStmt)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(327)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ok := true; ok; ok = _la == PTXParserALIGN || _la == PTXParserDOTWORD {
		{
			p.SetState(326)

			var _x = p.DeclSpec()

			localctx.(*VarStmtContext)._declSpec = _x
		}
		localctx.(*VarStmtContext).specs = append(localctx.(*VarStmtContext).specs, localctx.(*VarStmtContext)._declSpec)

		p.SetState(329)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(331)

		var _x = p.Declarator()

		localctx.(*VarStmtContext)._declarator = _x
	}
	localctx.(*VarStmtContext).decls = append(localctx.(*VarStmtContext).decls, localctx.(*VarStmtContext)._declarator)
	p.SetState(336)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == PTXParserCOMMA {
		{
			p.SetState(332)
			p.Match(PTXParserCOMMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(333)

			var _x = p.Declarator()

			localctx.(*VarStmtContext)._declarator = _x
		}
		localctx.(*VarStmtContext).decls = append(localctx.(*VarStmtContext).decls, localctx.(*VarStmtContext)._declarator)

		p.SetState(338)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(339)
		p.Match(PTXParserSEMI)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IPragmaStmtContext is an interface to support dynamic dispatch.
type IPragmaStmtContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Get_STRING returns the _STRING token.
	Get_STRING() antlr.Token

	// Set_STRING sets the _STRING token.
	Set_STRING(antlr.Token)

	// GetStrs returns the strs token list.
	GetStrs() []antlr.Token

	// SetStrs sets the strs token list.
	SetStrs([]antlr.Token)

	// Getter signatures
	PRAGMA() antlr.TerminalNode
	SEMI() antlr.TerminalNode
	AllSTRING() []antlr.TerminalNode
	STRING(i int) antlr.TerminalNode
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsPragmaStmtContext differentiates from other interfaces.
	IsPragmaStmtContext()
}

type PragmaStmtContext struct {
	antlr.BaseParserRuleContext
	parser  antlr.Parser
	_STRING antlr.Token
	strs    []antlr.Token
}

func NewEmptyPragmaStmtContext() *PragmaStmtContext {
	var p = new(PragmaStmtContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_pragmaStmt
	return p
}

func InitEmptyPragmaStmtContext(p *PragmaStmtContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_pragmaStmt
}

func (*PragmaStmtContext) IsPragmaStmtContext() {}

func NewPragmaStmtContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *PragmaStmtContext {
	var p = new(PragmaStmtContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_pragmaStmt

	return p
}

func (s *PragmaStmtContext) GetParser() antlr.Parser { return s.parser }

func (s *PragmaStmtContext) Get_STRING() antlr.Token { return s._STRING }

func (s *PragmaStmtContext) Set_STRING(v antlr.Token) { s._STRING = v }

func (s *PragmaStmtContext) GetStrs() []antlr.Token { return s.strs }

func (s *PragmaStmtContext) SetStrs(v []antlr.Token) { s.strs = v }

func (s *PragmaStmtContext) PRAGMA() antlr.TerminalNode {
	return s.GetToken(PTXParserPRAGMA, 0)
}

func (s *PragmaStmtContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
}

func (s *PragmaStmtContext) AllSTRING() []antlr.TerminalNode {
	return s.GetTokens(PTXParserSTRING)
}

func (s *PragmaStmtContext) STRING(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserSTRING, i)
}

func (s *PragmaStmtContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *PragmaStmtContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (s *PragmaStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PragmaStmtContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) PragmaStmt() (localctx IPragmaStmtContext) {
	localctx = NewPragmaStmtContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 26, PTXParserRULE_pragmaStmt)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(341)
		p.Match(PTXParserPRAGMA)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(342)

		var _m = p.Match(PTXParserSTRING)

		localctx.(*PragmaStmtContext)._STRING = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	localctx.(*PragmaStmtContext).strs = append(localctx.(*PragmaStmtContext).strs, localctx.(*PragmaStmtContext)._STRING)
	p.SetState(347)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == PTXParserCOMMA {
		{
			p.SetState(343)
			p.Match(PTXParserCOMMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(344)

			var _m = p.Match(PTXParserSTRING)

			localctx.(*PragmaStmtContext)._STRING = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		localctx.(*PragmaStmtContext).strs = append(localctx.(*PragmaStmtContext).strs, localctx.(*PragmaStmtContext)._STRING)

		p.SetState(349)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(350)
		p.Match(PTXParserSEMI)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITableContext is an interface to support dynamic dispatch.
type ITableContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetKind returns the kind token.
	GetKind() antlr.Token

	// Get_IDENT returns the _IDENT token.
	Get_IDENT() antlr.Token

	// GetName returns the name token.
	GetName() antlr.Token

	// SetKind sets the kind token.
	SetKind(antlr.Token)

	// Set_IDENT sets the _IDENT token.
	Set_IDENT(antlr.Token)

	// SetName sets the name token.
	SetName(antlr.Token)

	// GetNames returns the names token list.
	GetNames() []antlr.Token

	// SetNames sets the names token list.
	SetNames([]antlr.Token)

	// GetResults returns the results rule contexts.
	GetResults() IParamsContext

	// GetPs returns the ps rule contexts.
	GetPs() IParamsContext

	// Get_perf returns the _perf rule contexts.
	Get_perf() IPerfContext

	// SetResults sets the results rule contexts.
	SetResults(IParamsContext)

	// SetPs sets the ps rule contexts.
	SetPs(IParamsContext)

	// Set_perf sets the _perf rule contexts.
	Set_perf(IPerfContext)

	// GetPerfs returns the perfs rule context list.
	GetPerfs() []IPerfContext

	// SetPerfs sets the perfs rule context list.
	SetPerfs([]IPerfContext)

	// Getter signatures
	SEMI() antlr.TerminalNode
	BRANCHTARGETS() antlr.TerminalNode
	AllIDENT() []antlr.TerminalNode
	IDENT(i int) antlr.TerminalNode
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode
	CALLTARGETS() antlr.TerminalNode
	CALLPROTOTYPE() antlr.TerminalNode
	AllParams() []IParamsContext
	Params(i int) IParamsContext
	AllPerf() []IPerfContext
	Perf(i int) IPerfContext

	// IsTableContext differentiates from other interfaces.
	IsTableContext()
}

type TableContext struct {
	antlr.BaseParserRuleContext
	parser  antlr.Parser
	kind    antlr.Token
	_IDENT  antlr.Token
	names   []antlr.Token
	results IParamsContext
	name    antlr.Token
	ps      IParamsContext
	_perf   IPerfContext
	perfs   []IPerfContext
}

func NewEmptyTableContext() *TableContext {
	var p = new(TableContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_table
	return p
}

func InitEmptyTableContext(p *TableContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_table
}

func (*TableContext) IsTableContext() {}

func NewTableContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TableContext {
	var p = new(TableContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_table

	return p
}

func (s *TableContext) GetParser() antlr.Parser { return s.parser }

func (s *TableContext) GetKind() antlr.Token { return s.kind }

func (s *TableContext) Get_IDENT() antlr.Token { return s._IDENT }

func (s *TableContext) GetName() antlr.Token { return s.name }

func (s *TableContext) SetKind(v antlr.Token) { s.kind = v }

func (s *TableContext) Set_IDENT(v antlr.Token) { s._IDENT = v }

func (s *TableContext) SetName(v antlr.Token) { s.name = v }

func (s *TableContext) GetNames() []antlr.Token { return s.names }

func (s *TableContext) SetNames(v []antlr.Token) { s.names = v }

func (s *TableContext) GetResults() IParamsContext { return s.results }

func (s *TableContext) GetPs() IParamsContext { return s.ps }

func (s *TableContext) Get_perf() IPerfContext { return s._perf }

func (s *TableContext) SetResults(v IParamsContext) { s.results = v }

func (s *TableContext) SetPs(v IParamsContext) { s.ps = v }

func (s *TableContext) Set_perf(v IPerfContext) { s._perf = v }

func (s *TableContext) GetPerfs() []IPerfContext { return s.perfs }

func (s *TableContext) SetPerfs(v []IPerfContext) { s.perfs = v }

func (s *TableContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
}

func (s *TableContext) BRANCHTARGETS() antlr.TerminalNode {
	return s.GetToken(PTXParserBRANCHTARGETS, 0)
}

func (s *TableContext) AllIDENT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserIDENT)
}

func (s *TableContext) IDENT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, i)
}

func (s *TableContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *TableContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (s *TableContext) CALLTARGETS() antlr.TerminalNode {
	return s.GetToken(PTXParserCALLTARGETS, 0)
}

func (s *TableContext) CALLPROTOTYPE() antlr.TerminalNode {
	return s.GetToken(PTXParserCALLPROTOTYPE, 0)
}

func (s *TableContext) AllParams() []IParamsContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IParamsContext); ok {
			len++
		}
	}

	tst := make([]IParamsContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IParamsContext); ok {
			tst[i] = t.(IParamsContext)
			i++
		}
	}

	return tst
}

func (s *TableContext) Params(i int) IParamsContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParamsContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParamsContext)
}

func (s *TableContext) AllPerf() []IPerfContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IPerfContext); ok {
			len++
		}
	}

	tst := make([]IPerfContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IPerfContext); ok {
			tst[i] = t.(IPerfContext)
			i++
		}
	}

	return tst
}

func (s *TableContext) Perf(i int) IPerfContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPerfContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPerfContext)
}

func (s *TableContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TableContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Table() (localctx ITableContext) {
	localctx = NewTableContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 28, PTXParserRULE_table)
	var _la int

	p.SetState(387)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PTXParserBRANCHTARGETS:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(352)

			var _m = p.Match(PTXParserBRANCHTARGETS)

			localctx.(*TableContext).kind = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(353)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*TableContext)._IDENT = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		localctx.(*TableContext).names = append(localctx.(*TableContext).names, localctx.(*TableContext)._IDENT)
		p.SetState(358)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(354)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(355)

				var _m = p.Match(PTXParserIDENT)

				localctx.(*TableContext)._IDENT = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			localctx.(*TableContext).names = append(localctx.(*TableContext).names, localctx.(*TableContext)._IDENT)

			p.SetState(360)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(361)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PTXParserCALLTARGETS:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(362)

			var _m = p.Match(PTXParserCALLTARGETS)

			localctx.(*TableContext).kind = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(363)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*TableContext)._IDENT = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		localctx.(*TableContext).names = append(localctx.(*TableContext).names, localctx.(*TableContext)._IDENT)
		p.SetState(368)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(364)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(365)

				var _m = p.Match(PTXParserIDENT)

				localctx.(*TableContext)._IDENT = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			localctx.(*TableContext).names = append(localctx.(*TableContext).names, localctx.(*TableContext)._IDENT)

			p.SetState(370)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(371)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PTXParserCALLPROTOTYPE:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(372)

			var _m = p.Match(PTXParserCALLPROTOTYPE)

			localctx.(*TableContext).kind = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(374)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(373)

				var _x = p.Params()

				localctx.(*TableContext).results = _x
			}

		}
		{
			p.SetState(376)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*TableContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(378)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(377)

				var _x = p.Params()

				localctx.(*TableContext).ps = _x
			}

		}
		p.SetState(383)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserPRAGMA || _la == PTXParserDOTWORD {
			{
				p.SetState(380)

				var _x = p.Perf()

				localctx.(*TableContext)._perf = _x
			}
			localctx.(*TableContext).perfs = append(localctx.(*TableContext).perfs, localctx.(*TableContext)._perf)

			p.SetState(385)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(386)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IOperandContext is an interface to support dynamic dispatch.
type IOperandContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetX returns the x token.
	GetX() antlr.Token

	// GetY returns the y token.
	GetY() antlr.Token

	// GetPre returns the pre token.
	GetPre() antlr.Token

	// GetSign returns the sign token.
	GetSign() antlr.Token

	// GetLb returns the lb token.
	GetLb() antlr.Token

	// SetX sets the x token.
	SetX(antlr.Token)

	// SetY sets the y token.
	SetY(antlr.Token)

	// SetPre sets the pre token.
	SetPre(antlr.Token)

	// SetSign sets the sign token.
	SetSign(antlr.Token)

	// SetLb sets the lb token.
	SetLb(antlr.Token)

	// GetE returns the e rule contexts.
	GetE() ICexprContext

	// Get_operand returns the _operand rule contexts.
	Get_operand() IOperandContext

	// SetE sets the e rule contexts.
	SetE(ICexprContext)

	// Set_operand sets the _operand rule contexts.
	Set_operand(IOperandContext)

	// GetElems returns the elems rule context list.
	GetElems() []IOperandContext

	// SetElems sets the elems rule context list.
	SetElems([]IOperandContext)

	// Getter signatures
	AllREGISTER() []antlr.TerminalNode
	REGISTER(i int) antlr.TerminalNode
	PIPE() antlr.TerminalNode
	AllIDENT() []antlr.TerminalNode
	IDENT(i int) antlr.TerminalNode
	BANG() antlr.TerminalNode
	AllMINUS() []antlr.TerminalNode
	MINUS(i int) antlr.TerminalNode
	AllINT() []antlr.TerminalNode
	INT(i int) antlr.TerminalNode
	FLOAT() antlr.TerminalNode
	FLOAT_BITS() antlr.TerminalNode
	PLUS() antlr.TerminalNode
	Cexpr() ICexprContext
	RBRACK() antlr.TerminalNode
	LBRACK() antlr.TerminalNode
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode
	AllOperand() []IOperandContext
	Operand(i int) IOperandContext
	RBRACE() antlr.TerminalNode
	LBRACE() antlr.TerminalNode
	RPAREN() antlr.TerminalNode
	LPAREN() antlr.TerminalNode

	// IsOperandContext differentiates from other interfaces.
	IsOperandContext()
}

type OperandContext struct {
	antlr.BaseParserRuleContext
	parser   antlr.Parser
	x        antlr.Token
	y        antlr.Token
	pre      antlr.Token
	sign     antlr.Token
	e        ICexprContext
	lb       antlr.Token
	_operand IOperandContext
	elems    []IOperandContext
}

func NewEmptyOperandContext() *OperandContext {
	var p = new(OperandContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_operand
	return p
}

func InitEmptyOperandContext(p *OperandContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_operand
}

func (*OperandContext) IsOperandContext() {}

func NewOperandContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *OperandContext {
	var p = new(OperandContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_operand

	return p
}

func (s *OperandContext) GetParser() antlr.Parser { return s.parser }

func (s *OperandContext) GetX() antlr.Token { return s.x }

func (s *OperandContext) GetY() antlr.Token { return s.y }

func (s *OperandContext) GetPre() antlr.Token { return s.pre }

func (s *OperandContext) GetSign() antlr.Token { return s.sign }

func (s *OperandContext) GetLb() antlr.Token { return s.lb }

func (s *OperandContext) SetX(v antlr.Token) { s.x = v }

func (s *OperandContext) SetY(v antlr.Token) { s.y = v }

func (s *OperandContext) SetPre(v antlr.Token) { s.pre = v }

func (s *OperandContext) SetSign(v antlr.Token) { s.sign = v }

func (s *OperandContext) SetLb(v antlr.Token) { s.lb = v }

func (s *OperandContext) GetE() ICexprContext { return s.e }

func (s *OperandContext) Get_operand() IOperandContext { return s._operand }

func (s *OperandContext) SetE(v ICexprContext) { s.e = v }

func (s *OperandContext) Set_operand(v IOperandContext) { s._operand = v }

func (s *OperandContext) GetElems() []IOperandContext { return s.elems }

func (s *OperandContext) SetElems(v []IOperandContext) { s.elems = v }

func (s *OperandContext) AllREGISTER() []antlr.TerminalNode {
	return s.GetTokens(PTXParserREGISTER)
}

func (s *OperandContext) REGISTER(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserREGISTER, i)
}

func (s *OperandContext) PIPE() antlr.TerminalNode {
	return s.GetToken(PTXParserPIPE, 0)
}

func (s *OperandContext) AllIDENT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserIDENT)
}

func (s *OperandContext) IDENT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, i)
}

func (s *OperandContext) BANG() antlr.TerminalNode {
	return s.GetToken(PTXParserBANG, 0)
}

func (s *OperandContext) AllMINUS() []antlr.TerminalNode {
	return s.GetTokens(PTXParserMINUS)
}

func (s *OperandContext) MINUS(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserMINUS, i)
}

func (s *OperandContext) AllINT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserINT)
}

func (s *OperandContext) INT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserINT, i)
}

func (s *OperandContext) FLOAT() antlr.TerminalNode {
	return s.GetToken(PTXParserFLOAT, 0)
}

func (s *OperandContext) FLOAT_BITS() antlr.TerminalNode {
	return s.GetToken(PTXParserFLOAT_BITS, 0)
}

func (s *OperandContext) PLUS() antlr.TerminalNode {
	return s.GetToken(PTXParserPLUS, 0)
}

func (s *OperandContext) Cexpr() ICexprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICexprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICexprContext)
}

func (s *OperandContext) RBRACK() antlr.TerminalNode {
	return s.GetToken(PTXParserRBRACK, 0)
}

func (s *OperandContext) LBRACK() antlr.TerminalNode {
	return s.GetToken(PTXParserLBRACK, 0)
}

func (s *OperandContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *OperandContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (s *OperandContext) AllOperand() []IOperandContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IOperandContext); ok {
			len++
		}
	}

	tst := make([]IOperandContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IOperandContext); ok {
			tst[i] = t.(IOperandContext)
			i++
		}
	}

	return tst
}

func (s *OperandContext) Operand(i int) IOperandContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IOperandContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IOperandContext)
}

func (s *OperandContext) RBRACE() antlr.TerminalNode {
	return s.GetToken(PTXParserRBRACE, 0)
}

func (s *OperandContext) LBRACE() antlr.TerminalNode {
	return s.GetToken(PTXParserLBRACE, 0)
}

func (s *OperandContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(PTXParserRPAREN, 0)
}

func (s *OperandContext) LPAREN() antlr.TerminalNode {
	return s.GetToken(PTXParserLPAREN, 0)
}

func (s *OperandContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OperandContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Operand() (localctx IOperandContext) {
	localctx = NewOperandContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 30, PTXParserRULE_operand)
	var _la int

	p.SetState(459)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 72, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(389)

			var _m = p.Match(PTXParserREGISTER)

			localctx.(*OperandContext).x = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(392)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserPIPE {
			{
				p.SetState(390)
				p.Match(PTXParserPIPE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(391)

				var _lt = p.GetTokenStream().LT(1)

				localctx.(*OperandContext).y = _lt

				_la = p.GetTokenStream().LA(1)

				if !(_la == PTXParserIDENT || _la == PTXParserREGISTER) {
					var _ri = p.GetErrorHandler().RecoverInline(p)

					localctx.(*OperandContext).y = _ri
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}

		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(394)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*OperandContext).pre = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == PTXParserMINUS || _la == PTXParserBANG) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*OperandContext).pre = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(395)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*OperandContext).x = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == PTXParserIDENT || _la == PTXParserREGISTER) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*OperandContext).x = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 3:
		p.EnterOuterAlt(localctx, 3)
		p.SetState(397)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserMINUS {
			{
				p.SetState(396)

				var _m = p.Match(PTXParserMINUS)

				localctx.(*OperandContext).pre = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(399)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*OperandContext).x = _lt

			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&3670016) != 0) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*OperandContext).x = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 4:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(400)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*OperandContext).x = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(408)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		switch p.GetTokenStream().LA(1) {
		case PTXParserPLUS, PTXParserMINUS:
			{
				p.SetState(401)

				var _lt = p.GetTokenStream().LT(1)

				localctx.(*OperandContext).sign = _lt

				_la = p.GetTokenStream().LA(1)

				if !(_la == PTXParserPLUS || _la == PTXParserMINUS) {
					var _ri = p.GetErrorHandler().RecoverInline(p)

					localctx.(*OperandContext).sign = _ri
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}
			p.SetState(404)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 61, p.GetParserRuleContext()) {
			case 1:
				{
					p.SetState(402)

					var _m = p.Match(PTXParserINT)

					localctx.(*OperandContext).y = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			case 2:
				{
					p.SetState(403)

					var _x = p.cexpr(0)

					localctx.(*OperandContext).e = _x
				}

			case antlr.ATNInvalidAltNumber:
				goto errorExit
			}

		case PTXParserPIPE:
			{
				p.SetState(406)
				p.Match(PTXParserPIPE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(407)

				var _lt = p.GetTokenStream().LT(1)

				localctx.(*OperandContext).y = _lt

				_la = p.GetTokenStream().LA(1)

				if !(_la == PTXParserIDENT || _la == PTXParserREGISTER) {
					var _ri = p.GetErrorHandler().RecoverInline(p)

					localctx.(*OperandContext).y = _ri
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}

		case PTXParserRPAREN, PTXParserRBRACK, PTXParserRBRACE, PTXParserCOMMA, PTXParserSEMI:

		default:
		}

	case 5:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(410)

			var _m = p.Match(PTXParserLBRACK)

			localctx.(*OperandContext).lb = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(411)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*OperandContext).x = _lt

			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&2293760) != 0) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*OperandContext).x = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(420)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserPLUS || _la == PTXParserMINUS {
			{
				p.SetState(412)

				var _lt = p.GetTokenStream().LT(1)

				localctx.(*OperandContext).sign = _lt

				_la = p.GetTokenStream().LA(1)

				if !(_la == PTXParserPLUS || _la == PTXParserMINUS) {
					var _ri = p.GetErrorHandler().RecoverInline(p)

					localctx.(*OperandContext).sign = _ri
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}
			p.SetState(418)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 64, p.GetParserRuleContext()) {
			case 1:
				p.SetState(414)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if _la == PTXParserMINUS {
					{
						p.SetState(413)

						var _m = p.Match(PTXParserMINUS)

						localctx.(*OperandContext).pre = _m
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}

				}
				{
					p.SetState(416)

					var _m = p.Match(PTXParserINT)

					localctx.(*OperandContext).y = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			case 2:
				{
					p.SetState(417)

					var _x = p.cexpr(0)

					localctx.(*OperandContext).e = _x
				}

			case antlr.ATNInvalidAltNumber:
				goto errorExit
			}

		}
		p.SetState(426)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(422)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(423)

				var _x = p.Operand()

				localctx.(*OperandContext)._operand = _x
			}
			localctx.(*OperandContext).elems = append(localctx.(*OperandContext).elems, localctx.(*OperandContext)._operand)

			p.SetState(428)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(429)
			p.Match(PTXParserRBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 6:
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(430)

			var _m = p.Match(PTXParserLBRACE)

			localctx.(*OperandContext).lb = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(439)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1156731333443584) != 0 {
			{
				p.SetState(431)

				var _x = p.Operand()

				localctx.(*OperandContext)._operand = _x
			}
			localctx.(*OperandContext).elems = append(localctx.(*OperandContext).elems, localctx.(*OperandContext)._operand)
			p.SetState(436)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == PTXParserCOMMA {
				{
					p.SetState(432)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(433)

					var _x = p.Operand()

					localctx.(*OperandContext)._operand = _x
				}
				localctx.(*OperandContext).elems = append(localctx.(*OperandContext).elems, localctx.(*OperandContext)._operand)

				p.SetState(438)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(441)
			p.Match(PTXParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(444)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserPIPE {
			{
				p.SetState(442)
				p.Match(PTXParserPIPE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(443)

				var _m = p.Match(PTXParserREGISTER)

				localctx.(*OperandContext).y = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case 7:
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(446)

			var _x = p.cexpr(0)

			localctx.(*OperandContext).e = _x
		}

	case 8:
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(447)

			var _m = p.Match(PTXParserLPAREN)

			localctx.(*OperandContext).lb = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(456)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1156731333443584) != 0 {
			{
				p.SetState(448)

				var _x = p.Operand()

				localctx.(*OperandContext)._operand = _x
			}
			localctx.(*OperandContext).elems = append(localctx.(*OperandContext).elems, localctx.(*OperandContext)._operand)
			p.SetState(453)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == PTXParserCOMMA {
				{
					p.SetState(449)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(450)

					var _x = p.Operand()

					localctx.(*OperandContext)._operand = _x
				}
				localctx.(*OperandContext).elems = append(localctx.(*OperandContext).elems, localctx.(*OperandContext)._operand)

				p.SetState(455)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(458)
			p.Match(PTXParserRPAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ICexprContext is an interface to support dynamic dispatch.
type ICexprContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetOp returns the op token.
	GetOp() antlr.Token

	// GetLp returns the lp token.
	GetLp() antlr.Token

	// GetCast returns the cast token.
	GetCast() antlr.Token

	// GetN returns the n token.
	GetN() antlr.Token

	// SetOp sets the op token.
	SetOp(antlr.Token)

	// SetLp sets the lp token.
	SetLp(antlr.Token)

	// SetCast sets the cast token.
	SetCast(antlr.Token)

	// SetN sets the n token.
	SetN(antlr.Token)

	// GetA returns the a rule contexts.
	GetA() ICexprContext

	// GetB returns the b rule contexts.
	GetB() ICexprContext

	// GetC returns the c rule contexts.
	GetC() ICexprContext

	// SetA sets the a rule contexts.
	SetA(ICexprContext)

	// SetB sets the b rule contexts.
	SetB(ICexprContext)

	// SetC sets the c rule contexts.
	SetC(ICexprContext)

	// Getter signatures
	AllCexpr() []ICexprContext
	Cexpr(i int) ICexprContext
	MINUS() antlr.TerminalNode
	PLUS() antlr.TerminalNode
	BANG() antlr.TerminalNode
	TILDE() antlr.TerminalNode
	RPAREN() antlr.TerminalNode
	LPAREN() antlr.TerminalNode
	DOTWORD() antlr.TerminalNode
	INT() antlr.TerminalNode
	FLOAT() antlr.TerminalNode
	FLOAT_BITS() antlr.TerminalNode
	STAR() antlr.TerminalNode
	SLASH() antlr.TerminalNode
	PERCENT() antlr.TerminalNode
	SHL() antlr.TerminalNode
	SHR() antlr.TerminalNode
	LT() antlr.TerminalNode
	GT() antlr.TerminalNode
	LE() antlr.TerminalNode
	GE() antlr.TerminalNode
	EQEQ() antlr.TerminalNode
	NE() antlr.TerminalNode
	AMP() antlr.TerminalNode
	CARET() antlr.TerminalNode
	PIPE() antlr.TerminalNode
	ANDAND() antlr.TerminalNode
	OROR() antlr.TerminalNode
	COLON() antlr.TerminalNode
	QUESTION() antlr.TerminalNode

	// IsCexprContext differentiates from other interfaces.
	IsCexprContext()
}

type CexprContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	a      ICexprContext
	op     antlr.Token
	lp     antlr.Token
	cast   antlr.Token
	n      antlr.Token
	b      ICexprContext
	c      ICexprContext
}

func NewEmptyCexprContext() *CexprContext {
	var p = new(CexprContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_cexpr
	return p
}

func InitEmptyCexprContext(p *CexprContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_cexpr
}

func (*CexprContext) IsCexprContext() {}

func NewCexprContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *CexprContext {
	var p = new(CexprContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_cexpr

	return p
}

func (s *CexprContext) GetParser() antlr.Parser { return s.parser }

func (s *CexprContext) GetOp() antlr.Token { return s.op }

func (s *CexprContext) GetLp() antlr.Token { return s.lp }

func (s *CexprContext) GetCast() antlr.Token { return s.cast }

func (s *CexprContext) GetN() antlr.Token { return s.n }

func (s *CexprContext) SetOp(v antlr.Token) { s.op = v }

func (s *CexprContext) SetLp(v antlr.Token) { s.lp = v }

func (s *CexprContext) SetCast(v antlr.Token) { s.cast = v }

func (s *CexprContext) SetN(v antlr.Token) { s.n = v }

func (s *CexprContext) GetA() ICexprContext { return s.a }

func (s *CexprContext) GetB() ICexprContext { return s.b }

func (s *CexprContext) GetC() ICexprContext { return s.c }

func (s *CexprContext) SetA(v ICexprContext) { s.a = v }

func (s *CexprContext) SetB(v ICexprContext) { s.b = v }

func (s *CexprContext) SetC(v ICexprContext) { s.c = v }

func (s *CexprContext) AllCexpr() []ICexprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ICexprContext); ok {
			len++
		}
	}

	tst := make([]ICexprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ICexprContext); ok {
			tst[i] = t.(ICexprContext)
			i++
		}
	}

	return tst
}

func (s *CexprContext) Cexpr(i int) ICexprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICexprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICexprContext)
}

func (s *CexprContext) MINUS() antlr.TerminalNode {
	return s.GetToken(PTXParserMINUS, 0)
}

func (s *CexprContext) PLUS() antlr.TerminalNode {
	return s.GetToken(PTXParserPLUS, 0)
}

func (s *CexprContext) BANG() antlr.TerminalNode {
	return s.GetToken(PTXParserBANG, 0)
}

func (s *CexprContext) TILDE() antlr.TerminalNode {
	return s.GetToken(PTXParserTILDE, 0)
}

func (s *CexprContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(PTXParserRPAREN, 0)
}

func (s *CexprContext) LPAREN() antlr.TerminalNode {
	return s.GetToken(PTXParserLPAREN, 0)
}

func (s *CexprContext) DOTWORD() antlr.TerminalNode {
	return s.GetToken(PTXParserDOTWORD, 0)
}

func (s *CexprContext) INT() antlr.TerminalNode {
	return s.GetToken(PTXParserINT, 0)
}

func (s *CexprContext) FLOAT() antlr.TerminalNode {
	return s.GetToken(PTXParserFLOAT, 0)
}

func (s *CexprContext) FLOAT_BITS() antlr.TerminalNode {
	return s.GetToken(PTXParserFLOAT_BITS, 0)
}

func (s *CexprContext) STAR() antlr.TerminalNode {
	return s.GetToken(PTXParserSTAR, 0)
}

func (s *CexprContext) SLASH() antlr.TerminalNode {
	return s.GetToken(PTXParserSLASH, 0)
}

func (s *CexprContext) PERCENT() antlr.TerminalNode {
	return s.GetToken(PTXParserPERCENT, 0)
}

func (s *CexprContext) SHL() antlr.TerminalNode {
	return s.GetToken(PTXParserSHL, 0)
}

func (s *CexprContext) SHR() antlr.TerminalNode {
	return s.GetToken(PTXParserSHR, 0)
}

func (s *CexprContext) LT() antlr.TerminalNode {
	return s.GetToken(PTXParserLT, 0)
}

func (s *CexprContext) GT() antlr.TerminalNode {
	return s.GetToken(PTXParserGT, 0)
}

func (s *CexprContext) LE() antlr.TerminalNode {
	return s.GetToken(PTXParserLE, 0)
}

func (s *CexprContext) GE() antlr.TerminalNode {
	return s.GetToken(PTXParserGE, 0)
}

func (s *CexprContext) EQEQ() antlr.TerminalNode {
	return s.GetToken(PTXParserEQEQ, 0)
}

func (s *CexprContext) NE() antlr.TerminalNode {
	return s.GetToken(PTXParserNE, 0)
}

func (s *CexprContext) AMP() antlr.TerminalNode {
	return s.GetToken(PTXParserAMP, 0)
}

func (s *CexprContext) CARET() antlr.TerminalNode {
	return s.GetToken(PTXParserCARET, 0)
}

func (s *CexprContext) PIPE() antlr.TerminalNode {
	return s.GetToken(PTXParserPIPE, 0)
}

func (s *CexprContext) ANDAND() antlr.TerminalNode {
	return s.GetToken(PTXParserANDAND, 0)
}

func (s *CexprContext) OROR() antlr.TerminalNode {
	return s.GetToken(PTXParserOROR, 0)
}

func (s *CexprContext) COLON() antlr.TerminalNode {
	return s.GetToken(PTXParserCOLON, 0)
}

func (s *CexprContext) QUESTION() antlr.TerminalNode {
	return s.GetToken(PTXParserQUESTION, 0)
}

func (s *CexprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CexprContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Cexpr() (localctx ICexprContext) {
	return p.cexpr(0)
}

func (p *PTXParser) cexpr(_p int) (localctx ICexprContext) {
	var _parentctx antlr.ParserRuleContext = p.GetParserRuleContext()

	_parentState := p.GetState()
	localctx = NewCexprContext(p, p.GetParserRuleContext(), _parentState)
	var _prevctx ICexprContext = localctx
	var _ antlr.ParserRuleContext = _prevctx // TODO: To prevent unused variable warning.
	_startState := 32
	p.EnterRecursionRule(localctx, 32, PTXParserRULE_cexpr, _p)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(473)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 73, p.GetParserRuleContext()) {
	case 1:
		{
			p.SetState(462)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*CexprContext).op = _lt

			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1156686232420352) != 0) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*CexprContext).op = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(463)

			var _x = p.cexpr(15)

			localctx.(*CexprContext).a = _x
		}

	case 2:
		{
			p.SetState(464)

			var _m = p.Match(PTXParserLPAREN)

			localctx.(*CexprContext).lp = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(465)

			var _m = p.Match(PTXParserDOTWORD)

			localctx.(*CexprContext).cast = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(466)
			p.Match(PTXParserRPAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(467)

			var _x = p.cexpr(14)

			localctx.(*CexprContext).a = _x
		}

	case 3:
		{
			p.SetState(468)

			var _m = p.Match(PTXParserLPAREN)

			localctx.(*CexprContext).lp = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(469)

			var _x = p.cexpr(0)

			localctx.(*CexprContext).a = _x
		}
		{
			p.SetState(470)
			p.Match(PTXParserRPAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 4:
		{
			p.SetState(472)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*CexprContext).n = _lt

			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&3670016) != 0) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*CexprContext).n = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}
	p.GetParserRuleContext().SetStop(p.GetTokenStream().LT(-1))
	p.SetState(513)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 75, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			if p.GetParseListeners() != nil {
				p.TriggerExitRuleEvent()
			}
			_prevctx = localctx
			p.SetState(511)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 74, p.GetParserRuleContext()) {
			case 1:
				localctx = NewCexprContext(p, _parentctx, _parentState)
				localctx.(*CexprContext).a = _prevctx
				p.PushNewRecursionContext(localctx, _startState, PTXParserRULE_cexpr)
				p.SetState(475)

				if !(p.Precpred(p.GetParserRuleContext(), 13)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 13)", ""))
					goto errorExit
				}
				{
					p.SetState(476)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*CexprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&985162418487296) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*CexprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(477)

					var _x = p.cexpr(14)

					localctx.(*CexprContext).b = _x
				}

			case 2:
				localctx = NewCexprContext(p, _parentctx, _parentState)
				localctx.(*CexprContext).a = _prevctx
				p.PushNewRecursionContext(localctx, _startState, PTXParserRULE_cexpr)
				p.SetState(478)

				if !(p.Precpred(p.GetParserRuleContext(), 12)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 12)", ""))
					goto errorExit
				}
				{
					p.SetState(479)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*CexprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(_la == PTXParserPLUS || _la == PTXParserMINUS) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*CexprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(480)

					var _x = p.cexpr(13)

					localctx.(*CexprContext).b = _x
				}

			case 3:
				localctx = NewCexprContext(p, _parentctx, _parentState)
				localctx.(*CexprContext).a = _prevctx
				p.PushNewRecursionContext(localctx, _startState, PTXParserRULE_cexpr)
				p.SetState(481)

				if !(p.Precpred(p.GetParserRuleContext(), 11)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 11)", ""))
					goto errorExit
				}
				{
					p.SetState(482)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*CexprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(_la == PTXParserSHL || _la == PTXParserSHR) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*CexprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(483)

					var _x = p.cexpr(12)

					localctx.(*CexprContext).b = _x
				}

			case 4:
				localctx = NewCexprContext(p, _parentctx, _parentState)
				localctx.(*CexprContext).a = _prevctx
				p.PushNewRecursionContext(localctx, _startState, PTXParserRULE_cexpr)
				p.SetState(484)

				if !(p.Precpred(p.GetParserRuleContext(), 10)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 10)", ""))
					goto errorExit
				}
				{
					p.SetState(485)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*CexprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&412417523712) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*CexprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(486)

					var _x = p.cexpr(11)

					localctx.(*CexprContext).b = _x
				}

			case 5:
				localctx = NewCexprContext(p, _parentctx, _parentState)
				localctx.(*CexprContext).a = _prevctx
				p.PushNewRecursionContext(localctx, _startState, PTXParserRULE_cexpr)
				p.SetState(487)

				if !(p.Precpred(p.GetParserRuleContext(), 9)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 9)", ""))
					goto errorExit
				}
				{
					p.SetState(488)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*CexprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(_la == PTXParserEQEQ || _la == PTXParserNE) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*CexprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(489)

					var _x = p.cexpr(10)

					localctx.(*CexprContext).b = _x
				}

			case 6:
				localctx = NewCexprContext(p, _parentctx, _parentState)
				localctx.(*CexprContext).a = _prevctx
				p.PushNewRecursionContext(localctx, _startState, PTXParserRULE_cexpr)
				p.SetState(490)

				if !(p.Precpred(p.GetParserRuleContext(), 8)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 8)", ""))
					goto errorExit
				}
				{
					p.SetState(491)

					var _m = p.Match(PTXParserAMP)

					localctx.(*CexprContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(492)

					var _x = p.cexpr(9)

					localctx.(*CexprContext).b = _x
				}

			case 7:
				localctx = NewCexprContext(p, _parentctx, _parentState)
				localctx.(*CexprContext).a = _prevctx
				p.PushNewRecursionContext(localctx, _startState, PTXParserRULE_cexpr)
				p.SetState(493)

				if !(p.Precpred(p.GetParserRuleContext(), 7)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 7)", ""))
					goto errorExit
				}
				{
					p.SetState(494)

					var _m = p.Match(PTXParserCARET)

					localctx.(*CexprContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(495)

					var _x = p.cexpr(8)

					localctx.(*CexprContext).b = _x
				}

			case 8:
				localctx = NewCexprContext(p, _parentctx, _parentState)
				localctx.(*CexprContext).a = _prevctx
				p.PushNewRecursionContext(localctx, _startState, PTXParserRULE_cexpr)
				p.SetState(496)

				if !(p.Precpred(p.GetParserRuleContext(), 6)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 6)", ""))
					goto errorExit
				}
				{
					p.SetState(497)

					var _m = p.Match(PTXParserPIPE)

					localctx.(*CexprContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(498)

					var _x = p.cexpr(7)

					localctx.(*CexprContext).b = _x
				}

			case 9:
				localctx = NewCexprContext(p, _parentctx, _parentState)
				localctx.(*CexprContext).a = _prevctx
				p.PushNewRecursionContext(localctx, _startState, PTXParserRULE_cexpr)
				p.SetState(499)

				if !(p.Precpred(p.GetParserRuleContext(), 5)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 5)", ""))
					goto errorExit
				}
				{
					p.SetState(500)

					var _m = p.Match(PTXParserANDAND)

					localctx.(*CexprContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(501)

					var _x = p.cexpr(6)

					localctx.(*CexprContext).b = _x
				}

			case 10:
				localctx = NewCexprContext(p, _parentctx, _parentState)
				localctx.(*CexprContext).a = _prevctx
				p.PushNewRecursionContext(localctx, _startState, PTXParserRULE_cexpr)
				p.SetState(502)

				if !(p.Precpred(p.GetParserRuleContext(), 4)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 4)", ""))
					goto errorExit
				}
				{
					p.SetState(503)

					var _m = p.Match(PTXParserOROR)

					localctx.(*CexprContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(504)

					var _x = p.cexpr(5)

					localctx.(*CexprContext).b = _x
				}

			case 11:
				localctx = NewCexprContext(p, _parentctx, _parentState)
				localctx.(*CexprContext).a = _prevctx
				p.PushNewRecursionContext(localctx, _startState, PTXParserRULE_cexpr)
				p.SetState(505)

				if !(p.Precpred(p.GetParserRuleContext(), 3)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 3)", ""))
					goto errorExit
				}
				{
					p.SetState(506)

					var _m = p.Match(PTXParserQUESTION)

					localctx.(*CexprContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(507)

					var _x = p.cexpr(0)

					localctx.(*CexprContext).b = _x
				}
				{
					p.SetState(508)
					p.Match(PTXParserCOLON)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(509)

					var _x = p.cexpr(0)

					localctx.(*CexprContext).c = _x
				}

			case antlr.ATNInvalidAltNumber:
				goto errorExit
			}

		}
		p.SetState(515)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 75, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.UnrollRecursionContexts(_parentctx)
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

func (p *PTXParser) Sempred(localctx antlr.RuleContext, ruleIndex, predIndex int) bool {
	switch ruleIndex {
	case 16:
		var t *CexprContext = nil
		if localctx != nil {
			t = localctx.(*CexprContext)
		}
		return p.Cexpr_Sempred(t, predIndex)

	default:
		panic("No predicate with index: " + fmt.Sprint(ruleIndex))
	}
}

func (p *PTXParser) Cexpr_Sempred(localctx antlr.RuleContext, predIndex int) bool {
	switch predIndex {
	case 0:
		return p.Precpred(p.GetParserRuleContext(), 13)

	case 1:
		return p.Precpred(p.GetParserRuleContext(), 12)

	case 2:
		return p.Precpred(p.GetParserRuleContext(), 11)

	case 3:
		return p.Precpred(p.GetParserRuleContext(), 10)

	case 4:
		return p.Precpred(p.GetParserRuleContext(), 9)

	case 5:
		return p.Precpred(p.GetParserRuleContext(), 8)

	case 6:
		return p.Precpred(p.GetParserRuleContext(), 7)

	case 7:
		return p.Precpred(p.GetParserRuleContext(), 6)

	case 8:
		return p.Precpred(p.GetParserRuleContext(), 5)

	case 9:
		return p.Precpred(p.GetParserRuleContext(), 4)

	case 10:
		return p.Precpred(p.GetParserRuleContext(), 3)

	default:
		panic("No predicate with index: " + fmt.Sprint(predIndex))
	}
}
