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
		"", "'('", "')'", "'['", "']'", "'{'", "'}'", "'<'", "'>'", "','", "';'",
		"':'", "'+'", "'-'", "'!'", "'|'", "'='",
	}
	staticData.SymbolicNames = []string{
		"", "VERSION", "TARGET", "ADDRESS_SIZE", "FILE", "LOC", "SECTION", "PRAGMA",
		"ENTRY", "FUNC", "ALIGN", "BRANCHTARGETS", "CALLTARGETS", "CALLPROTOTYPE",
		"DOTWORD", "MNEMONIC", "IDENT", "REGISTER", "GUARD", "FLOAT_BITS", "FLOAT",
		"INT", "STRING", "LPAREN", "RPAREN", "LBRACK", "RBRACK", "LBRACE", "RBRACE",
		"LT", "GT", "COMMA", "SEMI", "COLON", "PLUS", "MINUS", "BANG", "PIPE",
		"EQ", "WS", "LINE_COMMENT", "BLOCK_COMMENT", "BAD_CHAR",
	}
	staticData.RuleNames = []string{
		"module", "topItem", "targetOpt", "declSpec", "params", "param", "dim",
		"perf", "declarator", "init", "block", "stmt", "varStmt", "pragmaStmt",
		"table", "operand",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 42, 435, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15,
		1, 0, 5, 0, 34, 8, 0, 10, 0, 12, 0, 37, 9, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 5, 1, 47, 8, 1, 10, 1, 12, 1, 50, 9, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 61, 8, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 5, 1, 68, 8, 1, 10, 1, 12, 1, 71, 9, 1, 1, 1, 1, 1, 5, 1,
		75, 8, 1, 10, 1, 12, 1, 78, 9, 1, 1, 1, 1, 1, 1, 1, 3, 1, 83, 8, 1, 1,
		1, 5, 1, 86, 8, 1, 10, 1, 12, 1, 89, 9, 1, 1, 1, 1, 1, 3, 1, 93, 8, 1,
		1, 1, 5, 1, 96, 8, 1, 10, 1, 12, 1, 99, 9, 1, 1, 1, 1, 1, 3, 1, 103, 8,
		1, 1, 1, 1, 1, 3, 1, 107, 8, 1, 1, 1, 5, 1, 110, 8, 1, 10, 1, 12, 1, 113,
		9, 1, 1, 1, 1, 1, 3, 1, 117, 8, 1, 1, 1, 4, 1, 120, 8, 1, 11, 1, 12, 1,
		121, 1, 1, 1, 1, 1, 1, 5, 1, 127, 8, 1, 10, 1, 12, 1, 130, 9, 1, 1, 1,
		1, 1, 3, 1, 134, 8, 1, 1, 2, 1, 2, 1, 3, 1, 3, 1, 3, 3, 3, 141, 8, 3, 1,
		4, 1, 4, 1, 4, 1, 4, 5, 4, 147, 8, 4, 10, 4, 12, 4, 150, 9, 4, 3, 4, 152,
		8, 4, 1, 4, 1, 4, 1, 5, 4, 5, 157, 8, 5, 11, 5, 12, 5, 158, 1, 5, 3, 5,
		162, 8, 5, 1, 5, 5, 5, 165, 8, 5, 10, 5, 12, 5, 168, 9, 5, 1, 6, 1, 6,
		3, 6, 172, 8, 6, 1, 6, 1, 6, 1, 7, 1, 7, 1, 7, 1, 7, 5, 7, 180, 8, 7, 10,
		7, 12, 7, 183, 9, 7, 3, 7, 185, 8, 7, 1, 7, 1, 7, 1, 7, 1, 7, 5, 7, 191,
		8, 7, 10, 7, 12, 7, 194, 9, 7, 1, 7, 3, 7, 197, 8, 7, 1, 8, 1, 8, 1, 8,
		1, 8, 3, 8, 203, 8, 8, 1, 8, 5, 8, 206, 8, 8, 10, 8, 12, 8, 209, 9, 8,
		1, 8, 1, 8, 3, 8, 213, 8, 8, 1, 9, 1, 9, 1, 9, 1, 9, 5, 9, 219, 8, 9, 10,
		9, 12, 9, 222, 9, 9, 3, 9, 224, 8, 9, 1, 9, 1, 9, 3, 9, 228, 8, 9, 1, 9,
		1, 9, 1, 9, 1, 9, 1, 9, 3, 9, 235, 8, 9, 1, 9, 1, 9, 3, 9, 239, 8, 9, 1,
		9, 1, 9, 1, 9, 3, 9, 244, 8, 9, 1, 10, 1, 10, 5, 10, 248, 8, 10, 10, 10,
		12, 10, 251, 9, 10, 1, 10, 1, 10, 1, 11, 1, 11, 1, 11, 3, 11, 258, 8, 11,
		1, 11, 1, 11, 1, 11, 3, 11, 263, 8, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1,
		11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 5, 11, 275, 8, 11, 10, 11, 12, 11,
		278, 9, 11, 3, 11, 280, 8, 11, 3, 11, 282, 8, 11, 3, 11, 284, 8, 11, 3,
		11, 286, 8, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11,
		5, 11, 296, 8, 11, 10, 11, 12, 11, 299, 9, 11, 5, 11, 301, 8, 11, 10, 11,
		12, 11, 304, 9, 11, 1, 11, 3, 11, 307, 8, 11, 1, 12, 4, 12, 310, 8, 12,
		11, 12, 12, 12, 311, 1, 12, 1, 12, 1, 12, 5, 12, 317, 8, 12, 10, 12, 12,
		12, 320, 9, 12, 1, 12, 1, 12, 1, 13, 1, 13, 1, 13, 1, 13, 5, 13, 328, 8,
		13, 10, 13, 12, 13, 331, 9, 13, 1, 13, 1, 13, 1, 14, 1, 14, 1, 14, 1, 14,
		5, 14, 339, 8, 14, 10, 14, 12, 14, 342, 9, 14, 1, 14, 1, 14, 1, 14, 1,
		14, 1, 14, 5, 14, 349, 8, 14, 10, 14, 12, 14, 352, 9, 14, 1, 14, 1, 14,
		1, 14, 3, 14, 357, 8, 14, 1, 14, 1, 14, 3, 14, 361, 8, 14, 1, 14, 5, 14,
		364, 8, 14, 10, 14, 12, 14, 367, 9, 14, 1, 14, 3, 14, 370, 8, 14, 1, 15,
		1, 15, 1, 15, 3, 15, 375, 8, 15, 1, 15, 1, 15, 1, 15, 3, 15, 380, 8, 15,
		1, 15, 1, 15, 1, 15, 1, 15, 3, 15, 386, 8, 15, 1, 15, 1, 15, 1, 15, 1,
		15, 3, 15, 392, 8, 15, 1, 15, 3, 15, 395, 8, 15, 1, 15, 1, 15, 5, 15, 399,
		8, 15, 10, 15, 12, 15, 402, 9, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 5,
		15, 409, 8, 15, 10, 15, 12, 15, 412, 9, 15, 3, 15, 414, 8, 15, 1, 15, 1,
		15, 1, 15, 3, 15, 419, 8, 15, 1, 15, 1, 15, 1, 15, 1, 15, 5, 15, 425, 8,
		15, 10, 15, 12, 15, 428, 9, 15, 3, 15, 430, 8, 15, 1, 15, 3, 15, 433, 8,
		15, 1, 15, 0, 0, 16, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26,
		28, 30, 0, 7, 1, 0, 20, 21, 1, 0, 16, 17, 1, 0, 19, 21, 1, 0, 34, 35, 2,
		0, 16, 16, 21, 21, 1, 0, 15, 16, 2, 0, 16, 17, 21, 21, 505, 0, 35, 1, 0,
		0, 0, 2, 133, 1, 0, 0, 0, 4, 135, 1, 0, 0, 0, 6, 140, 1, 0, 0, 0, 8, 142,
		1, 0, 0, 0, 10, 156, 1, 0, 0, 0, 12, 169, 1, 0, 0, 0, 14, 196, 1, 0, 0,
		0, 16, 198, 1, 0, 0, 0, 18, 243, 1, 0, 0, 0, 20, 245, 1, 0, 0, 0, 22, 306,
		1, 0, 0, 0, 24, 309, 1, 0, 0, 0, 26, 323, 1, 0, 0, 0, 28, 369, 1, 0, 0,
		0, 30, 432, 1, 0, 0, 0, 32, 34, 3, 2, 1, 0, 33, 32, 1, 0, 0, 0, 34, 37,
		1, 0, 0, 0, 35, 33, 1, 0, 0, 0, 35, 36, 1, 0, 0, 0, 36, 38, 1, 0, 0, 0,
		37, 35, 1, 0, 0, 0, 38, 39, 5, 0, 0, 1, 39, 1, 1, 0, 0, 0, 40, 41, 5, 1,
		0, 0, 41, 134, 7, 0, 0, 0, 42, 43, 5, 2, 0, 0, 43, 48, 3, 4, 2, 0, 44,
		45, 5, 31, 0, 0, 45, 47, 3, 4, 2, 0, 46, 44, 1, 0, 0, 0, 47, 50, 1, 0,
		0, 0, 48, 46, 1, 0, 0, 0, 48, 49, 1, 0, 0, 0, 49, 134, 1, 0, 0, 0, 50,
		48, 1, 0, 0, 0, 51, 52, 5, 3, 0, 0, 52, 134, 5, 21, 0, 0, 53, 54, 5, 4,
		0, 0, 54, 55, 5, 21, 0, 0, 55, 60, 5, 22, 0, 0, 56, 57, 5, 31, 0, 0, 57,
		58, 5, 21, 0, 0, 58, 59, 5, 31, 0, 0, 59, 61, 5, 21, 0, 0, 60, 56, 1, 0,
		0, 0, 60, 61, 1, 0, 0, 0, 61, 134, 1, 0, 0, 0, 62, 134, 5, 6, 0, 0, 63,
		64, 5, 7, 0, 0, 64, 69, 5, 22, 0, 0, 65, 66, 5, 31, 0, 0, 66, 68, 5, 22,
		0, 0, 67, 65, 1, 0, 0, 0, 68, 71, 1, 0, 0, 0, 69, 67, 1, 0, 0, 0, 69, 70,
		1, 0, 0, 0, 70, 72, 1, 0, 0, 0, 71, 69, 1, 0, 0, 0, 72, 134, 5, 32, 0,
		0, 73, 75, 3, 6, 3, 0, 74, 73, 1, 0, 0, 0, 75, 78, 1, 0, 0, 0, 76, 74,
		1, 0, 0, 0, 76, 77, 1, 0, 0, 0, 77, 79, 1, 0, 0, 0, 78, 76, 1, 0, 0, 0,
		79, 80, 5, 8, 0, 0, 80, 82, 5, 16, 0, 0, 81, 83, 3, 8, 4, 0, 82, 81, 1,
		0, 0, 0, 82, 83, 1, 0, 0, 0, 83, 87, 1, 0, 0, 0, 84, 86, 3, 14, 7, 0, 85,
		84, 1, 0, 0, 0, 86, 89, 1, 0, 0, 0, 87, 85, 1, 0, 0, 0, 87, 88, 1, 0, 0,
		0, 88, 92, 1, 0, 0, 0, 89, 87, 1, 0, 0, 0, 90, 93, 3, 20, 10, 0, 91, 93,
		5, 32, 0, 0, 92, 90, 1, 0, 0, 0, 92, 91, 1, 0, 0, 0, 93, 134, 1, 0, 0,
		0, 94, 96, 3, 6, 3, 0, 95, 94, 1, 0, 0, 0, 96, 99, 1, 0, 0, 0, 97, 95,
		1, 0, 0, 0, 97, 98, 1, 0, 0, 0, 98, 100, 1, 0, 0, 0, 99, 97, 1, 0, 0, 0,
		100, 102, 5, 9, 0, 0, 101, 103, 3, 8, 4, 0, 102, 101, 1, 0, 0, 0, 102,
		103, 1, 0, 0, 0, 103, 104, 1, 0, 0, 0, 104, 106, 5, 16, 0, 0, 105, 107,
		3, 8, 4, 0, 106, 105, 1, 0, 0, 0, 106, 107, 1, 0, 0, 0, 107, 111, 1, 0,
		0, 0, 108, 110, 3, 14, 7, 0, 109, 108, 1, 0, 0, 0, 110, 113, 1, 0, 0, 0,
		111, 109, 1, 0, 0, 0, 111, 112, 1, 0, 0, 0, 112, 116, 1, 0, 0, 0, 113,
		111, 1, 0, 0, 0, 114, 117, 3, 20, 10, 0, 115, 117, 5, 32, 0, 0, 116, 114,
		1, 0, 0, 0, 116, 115, 1, 0, 0, 0, 117, 134, 1, 0, 0, 0, 118, 120, 3, 6,
		3, 0, 119, 118, 1, 0, 0, 0, 120, 121, 1, 0, 0, 0, 121, 119, 1, 0, 0, 0,
		121, 122, 1, 0, 0, 0, 122, 123, 1, 0, 0, 0, 123, 128, 3, 16, 8, 0, 124,
		125, 5, 31, 0, 0, 125, 127, 3, 16, 8, 0, 126, 124, 1, 0, 0, 0, 127, 130,
		1, 0, 0, 0, 128, 126, 1, 0, 0, 0, 128, 129, 1, 0, 0, 0, 129, 131, 1, 0,
		0, 0, 130, 128, 1, 0, 0, 0, 131, 132, 5, 32, 0, 0, 132, 134, 1, 0, 0, 0,
		133, 40, 1, 0, 0, 0, 133, 42, 1, 0, 0, 0, 133, 51, 1, 0, 0, 0, 133, 53,
		1, 0, 0, 0, 133, 62, 1, 0, 0, 0, 133, 63, 1, 0, 0, 0, 133, 76, 1, 0, 0,
		0, 133, 97, 1, 0, 0, 0, 133, 119, 1, 0, 0, 0, 134, 3, 1, 0, 0, 0, 135,
		136, 5, 16, 0, 0, 136, 5, 1, 0, 0, 0, 137, 138, 5, 10, 0, 0, 138, 141,
		5, 21, 0, 0, 139, 141, 5, 14, 0, 0, 140, 137, 1, 0, 0, 0, 140, 139, 1,
		0, 0, 0, 141, 7, 1, 0, 0, 0, 142, 151, 5, 23, 0, 0, 143, 148, 3, 10, 5,
		0, 144, 145, 5, 31, 0, 0, 145, 147, 3, 10, 5, 0, 146, 144, 1, 0, 0, 0,
		147, 150, 1, 0, 0, 0, 148, 146, 1, 0, 0, 0, 148, 149, 1, 0, 0, 0, 149,
		152, 1, 0, 0, 0, 150, 148, 1, 0, 0, 0, 151, 143, 1, 0, 0, 0, 151, 152,
		1, 0, 0, 0, 152, 153, 1, 0, 0, 0, 153, 154, 5, 24, 0, 0, 154, 9, 1, 0,
		0, 0, 155, 157, 3, 6, 3, 0, 156, 155, 1, 0, 0, 0, 157, 158, 1, 0, 0, 0,
		158, 156, 1, 0, 0, 0, 158, 159, 1, 0, 0, 0, 159, 161, 1, 0, 0, 0, 160,
		162, 5, 16, 0, 0, 161, 160, 1, 0, 0, 0, 161, 162, 1, 0, 0, 0, 162, 166,
		1, 0, 0, 0, 163, 165, 3, 12, 6, 0, 164, 163, 1, 0, 0, 0, 165, 168, 1, 0,
		0, 0, 166, 164, 1, 0, 0, 0, 166, 167, 1, 0, 0, 0, 167, 11, 1, 0, 0, 0,
		168, 166, 1, 0, 0, 0, 169, 171, 5, 25, 0, 0, 170, 172, 5, 21, 0, 0, 171,
		170, 1, 0, 0, 0, 171, 172, 1, 0, 0, 0, 172, 173, 1, 0, 0, 0, 173, 174,
		5, 26, 0, 0, 174, 13, 1, 0, 0, 0, 175, 184, 5, 14, 0, 0, 176, 181, 5, 21,
		0, 0, 177, 178, 5, 31, 0, 0, 178, 180, 5, 21, 0, 0, 179, 177, 1, 0, 0,
		0, 180, 183, 1, 0, 0, 0, 181, 179, 1, 0, 0, 0, 181, 182, 1, 0, 0, 0, 182,
		185, 1, 0, 0, 0, 183, 181, 1, 0, 0, 0, 184, 176, 1, 0, 0, 0, 184, 185,
		1, 0, 0, 0, 185, 197, 1, 0, 0, 0, 186, 187, 5, 7, 0, 0, 187, 192, 5, 22,
		0, 0, 188, 189, 5, 31, 0, 0, 189, 191, 5, 22, 0, 0, 190, 188, 1, 0, 0,
		0, 191, 194, 1, 0, 0, 0, 192, 190, 1, 0, 0, 0, 192, 193, 1, 0, 0, 0, 193,
		195, 1, 0, 0, 0, 194, 192, 1, 0, 0, 0, 195, 197, 5, 32, 0, 0, 196, 175,
		1, 0, 0, 0, 196, 186, 1, 0, 0, 0, 197, 15, 1, 0, 0, 0, 198, 202, 7, 1,
		0, 0, 199, 200, 5, 29, 0, 0, 200, 201, 5, 21, 0, 0, 201, 203, 5, 30, 0,
		0, 202, 199, 1, 0, 0, 0, 202, 203, 1, 0, 0, 0, 203, 207, 1, 0, 0, 0, 204,
		206, 3, 12, 6, 0, 205, 204, 1, 0, 0, 0, 206, 209, 1, 0, 0, 0, 207, 205,
		1, 0, 0, 0, 207, 208, 1, 0, 0, 0, 208, 212, 1, 0, 0, 0, 209, 207, 1, 0,
		0, 0, 210, 211, 5, 38, 0, 0, 211, 213, 3, 18, 9, 0, 212, 210, 1, 0, 0,
		0, 212, 213, 1, 0, 0, 0, 213, 17, 1, 0, 0, 0, 214, 223, 5, 27, 0, 0, 215,
		220, 3, 18, 9, 0, 216, 217, 5, 31, 0, 0, 217, 219, 3, 18, 9, 0, 218, 216,
		1, 0, 0, 0, 219, 222, 1, 0, 0, 0, 220, 218, 1, 0, 0, 0, 220, 221, 1, 0,
		0, 0, 221, 224, 1, 0, 0, 0, 222, 220, 1, 0, 0, 0, 223, 215, 1, 0, 0, 0,
		223, 224, 1, 0, 0, 0, 224, 225, 1, 0, 0, 0, 225, 244, 5, 28, 0, 0, 226,
		228, 5, 35, 0, 0, 227, 226, 1, 0, 0, 0, 227, 228, 1, 0, 0, 0, 228, 229,
		1, 0, 0, 0, 229, 244, 7, 2, 0, 0, 230, 234, 5, 16, 0, 0, 231, 232, 5, 23,
		0, 0, 232, 233, 5, 16, 0, 0, 233, 235, 5, 24, 0, 0, 234, 231, 1, 0, 0,
		0, 234, 235, 1, 0, 0, 0, 235, 238, 1, 0, 0, 0, 236, 237, 7, 3, 0, 0, 237,
		239, 5, 21, 0, 0, 238, 236, 1, 0, 0, 0, 238, 239, 1, 0, 0, 0, 239, 244,
		1, 0, 0, 0, 240, 241, 5, 16, 0, 0, 241, 242, 5, 38, 0, 0, 242, 244, 7,
		4, 0, 0, 243, 214, 1, 0, 0, 0, 243, 227, 1, 0, 0, 0, 243, 230, 1, 0, 0,
		0, 243, 240, 1, 0, 0, 0, 244, 19, 1, 0, 0, 0, 245, 249, 5, 27, 0, 0, 246,
		248, 3, 22, 11, 0, 247, 246, 1, 0, 0, 0, 248, 251, 1, 0, 0, 0, 249, 247,
		1, 0, 0, 0, 249, 250, 1, 0, 0, 0, 250, 252, 1, 0, 0, 0, 251, 249, 1, 0,
		0, 0, 252, 253, 5, 28, 0, 0, 253, 21, 1, 0, 0, 0, 254, 255, 5, 16, 0, 0,
		255, 257, 5, 33, 0, 0, 256, 258, 3, 28, 14, 0, 257, 256, 1, 0, 0, 0, 257,
		258, 1, 0, 0, 0, 258, 307, 1, 0, 0, 0, 259, 307, 3, 24, 12, 0, 260, 307,
		3, 20, 10, 0, 261, 263, 5, 18, 0, 0, 262, 261, 1, 0, 0, 0, 262, 263, 1,
		0, 0, 0, 263, 264, 1, 0, 0, 0, 264, 285, 7, 5, 0, 0, 265, 283, 3, 30, 15,
		0, 266, 267, 5, 31, 0, 0, 267, 281, 3, 30, 15, 0, 268, 269, 5, 31, 0, 0,
		269, 279, 3, 30, 15, 0, 270, 271, 5, 31, 0, 0, 271, 276, 3, 30, 15, 0,
		272, 273, 5, 31, 0, 0, 273, 275, 3, 30, 15, 0, 274, 272, 1, 0, 0, 0, 275,
		278, 1, 0, 0, 0, 276, 274, 1, 0, 0, 0, 276, 277, 1, 0, 0, 0, 277, 280,
		1, 0, 0, 0, 278, 276, 1, 0, 0, 0, 279, 270, 1, 0, 0, 0, 279, 280, 1, 0,
		0, 0, 280, 282, 1, 0, 0, 0, 281, 268, 1, 0, 0, 0, 281, 282, 1, 0, 0, 0,
		282, 284, 1, 0, 0, 0, 283, 266, 1, 0, 0, 0, 283, 284, 1, 0, 0, 0, 284,
		286, 1, 0, 0, 0, 285, 265, 1, 0, 0, 0, 285, 286, 1, 0, 0, 0, 286, 287,
		1, 0, 0, 0, 287, 307, 5, 32, 0, 0, 288, 289, 5, 5, 0, 0, 289, 290, 5, 21,
		0, 0, 290, 291, 5, 21, 0, 0, 291, 302, 5, 21, 0, 0, 292, 293, 5, 31, 0,
		0, 293, 297, 5, 16, 0, 0, 294, 296, 7, 4, 0, 0, 295, 294, 1, 0, 0, 0, 296,
		299, 1, 0, 0, 0, 297, 295, 1, 0, 0, 0, 297, 298, 1, 0, 0, 0, 298, 301,
		1, 0, 0, 0, 299, 297, 1, 0, 0, 0, 300, 292, 1, 0, 0, 0, 301, 304, 1, 0,
		0, 0, 302, 300, 1, 0, 0, 0, 302, 303, 1, 0, 0, 0, 303, 307, 1, 0, 0, 0,
		304, 302, 1, 0, 0, 0, 305, 307, 3, 26, 13, 0, 306, 254, 1, 0, 0, 0, 306,
		259, 1, 0, 0, 0, 306, 260, 1, 0, 0, 0, 306, 262, 1, 0, 0, 0, 306, 288,
		1, 0, 0, 0, 306, 305, 1, 0, 0, 0, 307, 23, 1, 0, 0, 0, 308, 310, 3, 6,
		3, 0, 309, 308, 1, 0, 0, 0, 310, 311, 1, 0, 0, 0, 311, 309, 1, 0, 0, 0,
		311, 312, 1, 0, 0, 0, 312, 313, 1, 0, 0, 0, 313, 318, 3, 16, 8, 0, 314,
		315, 5, 31, 0, 0, 315, 317, 3, 16, 8, 0, 316, 314, 1, 0, 0, 0, 317, 320,
		1, 0, 0, 0, 318, 316, 1, 0, 0, 0, 318, 319, 1, 0, 0, 0, 319, 321, 1, 0,
		0, 0, 320, 318, 1, 0, 0, 0, 321, 322, 5, 32, 0, 0, 322, 25, 1, 0, 0, 0,
		323, 324, 5, 7, 0, 0, 324, 329, 5, 22, 0, 0, 325, 326, 5, 31, 0, 0, 326,
		328, 5, 22, 0, 0, 327, 325, 1, 0, 0, 0, 328, 331, 1, 0, 0, 0, 329, 327,
		1, 0, 0, 0, 329, 330, 1, 0, 0, 0, 330, 332, 1, 0, 0, 0, 331, 329, 1, 0,
		0, 0, 332, 333, 5, 32, 0, 0, 333, 27, 1, 0, 0, 0, 334, 335, 5, 11, 0, 0,
		335, 340, 5, 16, 0, 0, 336, 337, 5, 31, 0, 0, 337, 339, 5, 16, 0, 0, 338,
		336, 1, 0, 0, 0, 339, 342, 1, 0, 0, 0, 340, 338, 1, 0, 0, 0, 340, 341,
		1, 0, 0, 0, 341, 343, 1, 0, 0, 0, 342, 340, 1, 0, 0, 0, 343, 370, 5, 32,
		0, 0, 344, 345, 5, 12, 0, 0, 345, 350, 5, 16, 0, 0, 346, 347, 5, 31, 0,
		0, 347, 349, 5, 16, 0, 0, 348, 346, 1, 0, 0, 0, 349, 352, 1, 0, 0, 0, 350,
		348, 1, 0, 0, 0, 350, 351, 1, 0, 0, 0, 351, 353, 1, 0, 0, 0, 352, 350,
		1, 0, 0, 0, 353, 370, 5, 32, 0, 0, 354, 356, 5, 13, 0, 0, 355, 357, 3,
		8, 4, 0, 356, 355, 1, 0, 0, 0, 356, 357, 1, 0, 0, 0, 357, 358, 1, 0, 0,
		0, 358, 360, 5, 16, 0, 0, 359, 361, 3, 8, 4, 0, 360, 359, 1, 0, 0, 0, 360,
		361, 1, 0, 0, 0, 361, 365, 1, 0, 0, 0, 362, 364, 3, 14, 7, 0, 363, 362,
		1, 0, 0, 0, 364, 367, 1, 0, 0, 0, 365, 363, 1, 0, 0, 0, 365, 366, 1, 0,
		0, 0, 366, 368, 1, 0, 0, 0, 367, 365, 1, 0, 0, 0, 368, 370, 5, 32, 0, 0,
		369, 334, 1, 0, 0, 0, 369, 344, 1, 0, 0, 0, 369, 354, 1, 0, 0, 0, 370,
		29, 1, 0, 0, 0, 371, 374, 5, 17, 0, 0, 372, 373, 5, 37, 0, 0, 373, 375,
		5, 17, 0, 0, 374, 372, 1, 0, 0, 0, 374, 375, 1, 0, 0, 0, 375, 433, 1, 0,
		0, 0, 376, 377, 5, 36, 0, 0, 377, 433, 7, 1, 0, 0, 378, 380, 5, 35, 0,
		0, 379, 378, 1, 0, 0, 0, 379, 380, 1, 0, 0, 0, 380, 381, 1, 0, 0, 0, 381,
		433, 7, 2, 0, 0, 382, 385, 5, 16, 0, 0, 383, 384, 7, 3, 0, 0, 384, 386,
		5, 21, 0, 0, 385, 383, 1, 0, 0, 0, 385, 386, 1, 0, 0, 0, 386, 433, 1, 0,
		0, 0, 387, 388, 5, 25, 0, 0, 388, 394, 7, 6, 0, 0, 389, 391, 7, 3, 0, 0,
		390, 392, 5, 35, 0, 0, 391, 390, 1, 0, 0, 0, 391, 392, 1, 0, 0, 0, 392,
		393, 1, 0, 0, 0, 393, 395, 5, 21, 0, 0, 394, 389, 1, 0, 0, 0, 394, 395,
		1, 0, 0, 0, 395, 400, 1, 0, 0, 0, 396, 397, 5, 31, 0, 0, 397, 399, 3, 30,
		15, 0, 398, 396, 1, 0, 0, 0, 399, 402, 1, 0, 0, 0, 400, 398, 1, 0, 0, 0,
		400, 401, 1, 0, 0, 0, 401, 403, 1, 0, 0, 0, 402, 400, 1, 0, 0, 0, 403,
		433, 5, 26, 0, 0, 404, 413, 5, 27, 0, 0, 405, 410, 3, 30, 15, 0, 406, 407,
		5, 31, 0, 0, 407, 409, 3, 30, 15, 0, 408, 406, 1, 0, 0, 0, 409, 412, 1,
		0, 0, 0, 410, 408, 1, 0, 0, 0, 410, 411, 1, 0, 0, 0, 411, 414, 1, 0, 0,
		0, 412, 410, 1, 0, 0, 0, 413, 405, 1, 0, 0, 0, 413, 414, 1, 0, 0, 0, 414,
		415, 1, 0, 0, 0, 415, 418, 5, 28, 0, 0, 416, 417, 5, 37, 0, 0, 417, 419,
		5, 17, 0, 0, 418, 416, 1, 0, 0, 0, 418, 419, 1, 0, 0, 0, 419, 433, 1, 0,
		0, 0, 420, 429, 5, 23, 0, 0, 421, 426, 3, 30, 15, 0, 422, 423, 5, 31, 0,
		0, 423, 425, 3, 30, 15, 0, 424, 422, 1, 0, 0, 0, 425, 428, 1, 0, 0, 0,
		426, 424, 1, 0, 0, 0, 426, 427, 1, 0, 0, 0, 427, 430, 1, 0, 0, 0, 428,
		426, 1, 0, 0, 0, 429, 421, 1, 0, 0, 0, 429, 430, 1, 0, 0, 0, 430, 431,
		1, 0, 0, 0, 431, 433, 5, 24, 0, 0, 432, 371, 1, 0, 0, 0, 432, 376, 1, 0,
		0, 0, 432, 379, 1, 0, 0, 0, 432, 382, 1, 0, 0, 0, 432, 387, 1, 0, 0, 0,
		432, 404, 1, 0, 0, 0, 432, 420, 1, 0, 0, 0, 433, 31, 1, 0, 0, 0, 68, 35,
		48, 60, 69, 76, 82, 87, 92, 97, 102, 106, 111, 116, 121, 128, 133, 140,
		148, 151, 158, 161, 166, 171, 181, 184, 192, 196, 202, 207, 212, 220, 223,
		227, 234, 238, 243, 249, 257, 262, 276, 279, 281, 283, 285, 297, 302, 306,
		311, 318, 329, 340, 350, 356, 360, 365, 369, 374, 379, 385, 391, 394, 400,
		410, 413, 418, 426, 429, 432,
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
	PTXParserLPAREN        = 23
	PTXParserRPAREN        = 24
	PTXParserLBRACK        = 25
	PTXParserRBRACK        = 26
	PTXParserLBRACE        = 27
	PTXParserRBRACE        = 28
	PTXParserLT            = 29
	PTXParserGT            = 30
	PTXParserCOMMA         = 31
	PTXParserSEMI          = 32
	PTXParserCOLON         = 33
	PTXParserPLUS          = 34
	PTXParserMINUS         = 35
	PTXParserBANG          = 36
	PTXParserPIPE          = 37
	PTXParserEQ            = 38
	PTXParserWS            = 39
	PTXParserLINE_COMMENT  = 40
	PTXParserBLOCK_COMMENT = 41
	PTXParserBAD_CHAR      = 42
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
	p.SetState(35)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&18398) != 0 {
		{
			p.SetState(32)

			var _x = p.TopItem()

			localctx.(*ModuleContext)._topItem = _x
		}
		localctx.(*ModuleContext).items = append(localctx.(*ModuleContext).items, localctx.(*ModuleContext)._topItem)

		p.SetState(37)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(38)
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

	p.SetState(133)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 15, p.GetParserRuleContext()) {
	case 1:
		localctx = NewVersionDirContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(40)

			var _m = p.Match(PTXParserVERSION)

			localctx.(*VersionDirContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(41)

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
			p.SetState(42)

			var _m = p.Match(PTXParserTARGET)

			localctx.(*TargetDirContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(43)

			var _x = p.TargetOpt()

			localctx.(*TargetDirContext)._targetOpt = _x
		}
		localctx.(*TargetDirContext).opts = append(localctx.(*TargetDirContext).opts, localctx.(*TargetDirContext)._targetOpt)
		p.SetState(48)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(44)
				p.Match(PTXParserCOMMA)
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
		}

	case 3:
		localctx = NewAddressSizeDirContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(51)
			p.Match(PTXParserADDRESS_SIZE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(52)

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
			p.SetState(53)

			var _m = p.Match(PTXParserFILE)

			localctx.(*FileDirContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(54)

			var _m = p.Match(PTXParserINT)

			localctx.(*FileDirContext).index = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(55)

			var _m = p.Match(PTXParserSTRING)

			localctx.(*FileDirContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(60)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserCOMMA {
			{
				p.SetState(56)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(57)
				p.Match(PTXParserINT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
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

		}

	case 5:
		localctx = NewSectionDirContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(62)

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
			p.SetState(63)
			p.Match(PTXParserPRAGMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(64)
			p.Match(PTXParserSTRING)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(69)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(65)
				p.Match(PTXParserCOMMA)
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
		}
		{
			p.SetState(72)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 7:
		localctx = NewEntryDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		p.SetState(76)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserALIGN || _la == PTXParserDOTWORD {
			{
				p.SetState(73)

				var _x = p.DeclSpec()

				localctx.(*EntryDeclContext)._declSpec = _x
			}
			localctx.(*EntryDeclContext).specs = append(localctx.(*EntryDeclContext).specs, localctx.(*EntryDeclContext)._declSpec)

			p.SetState(78)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(79)

			var _m = p.Match(PTXParserENTRY)

			localctx.(*EntryDeclContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(80)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*EntryDeclContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(82)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(81)

				var _x = p.Params()

				localctx.(*EntryDeclContext).ps = _x
			}

		}
		p.SetState(87)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserPRAGMA || _la == PTXParserDOTWORD {
			{
				p.SetState(84)

				var _x = p.Perf()

				localctx.(*EntryDeclContext)._perf = _x
			}
			localctx.(*EntryDeclContext).perfs = append(localctx.(*EntryDeclContext).perfs, localctx.(*EntryDeclContext)._perf)

			p.SetState(89)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		p.SetState(92)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case PTXParserLBRACE:
			{
				p.SetState(90)

				var _x = p.Block()

				localctx.(*EntryDeclContext).body = _x
			}

		case PTXParserSEMI:
			{
				p.SetState(91)
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
		p.SetState(97)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserALIGN || _la == PTXParserDOTWORD {
			{
				p.SetState(94)

				var _x = p.DeclSpec()

				localctx.(*FuncDeclContext)._declSpec = _x
			}
			localctx.(*FuncDeclContext).specs = append(localctx.(*FuncDeclContext).specs, localctx.(*FuncDeclContext)._declSpec)

			p.SetState(99)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(100)

			var _m = p.Match(PTXParserFUNC)

			localctx.(*FuncDeclContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(102)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(101)

				var _x = p.Params()

				localctx.(*FuncDeclContext).results = _x
			}

		}
		{
			p.SetState(104)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*FuncDeclContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(106)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(105)

				var _x = p.Params()

				localctx.(*FuncDeclContext).ps = _x
			}

		}
		p.SetState(111)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserPRAGMA || _la == PTXParserDOTWORD {
			{
				p.SetState(108)

				var _x = p.Perf()

				localctx.(*FuncDeclContext)._perf = _x
			}
			localctx.(*FuncDeclContext).perfs = append(localctx.(*FuncDeclContext).perfs, localctx.(*FuncDeclContext)._perf)

			p.SetState(113)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		p.SetState(116)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case PTXParserLBRACE:
			{
				p.SetState(114)

				var _x = p.Block()

				localctx.(*FuncDeclContext).body = _x
			}

		case PTXParserSEMI:
			{
				p.SetState(115)
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
		p.SetState(119)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ok := true; ok; ok = _la == PTXParserALIGN || _la == PTXParserDOTWORD {
			{
				p.SetState(118)

				var _x = p.DeclSpec()

				localctx.(*TopVarDeclContext)._declSpec = _x
			}
			localctx.(*TopVarDeclContext).specs = append(localctx.(*TopVarDeclContext).specs, localctx.(*TopVarDeclContext)._declSpec)

			p.SetState(121)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(123)

			var _x = p.Declarator()

			localctx.(*TopVarDeclContext)._declarator = _x
		}
		localctx.(*TopVarDeclContext).decls = append(localctx.(*TopVarDeclContext).decls, localctx.(*TopVarDeclContext)._declarator)
		p.SetState(128)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(124)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
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
		}
		{
			p.SetState(131)
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
		p.SetState(135)

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

	// SetKw sets the kw token.
	SetKw(antlr.Token)

	// SetValue sets the value token.
	SetValue(antlr.Token)

	// SetWord sets the word token.
	SetWord(antlr.Token)

	// Getter signatures
	ALIGN() antlr.TerminalNode
	INT() antlr.TerminalNode
	DOTWORD() antlr.TerminalNode

	// IsDeclSpecContext differentiates from other interfaces.
	IsDeclSpecContext()
}

type DeclSpecContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	kw     antlr.Token
	value  antlr.Token
	word   antlr.Token
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

func (s *DeclSpecContext) SetKw(v antlr.Token) { s.kw = v }

func (s *DeclSpecContext) SetValue(v antlr.Token) { s.value = v }

func (s *DeclSpecContext) SetWord(v antlr.Token) { s.word = v }

func (s *DeclSpecContext) ALIGN() antlr.TerminalNode {
	return s.GetToken(PTXParserALIGN, 0)
}

func (s *DeclSpecContext) INT() antlr.TerminalNode {
	return s.GetToken(PTXParserINT, 0)
}

func (s *DeclSpecContext) DOTWORD() antlr.TerminalNode {
	return s.GetToken(PTXParserDOTWORD, 0)
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
	p.SetState(140)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PTXParserALIGN:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(137)

			var _m = p.Match(PTXParserALIGN)

			localctx.(*DeclSpecContext).kw = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(138)

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
			p.SetState(139)

			var _m = p.Match(PTXParserDOTWORD)

			localctx.(*DeclSpecContext).word = _m
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
		p.SetState(142)
		p.Match(PTXParserLPAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(151)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserALIGN || _la == PTXParserDOTWORD {
		{
			p.SetState(143)

			var _x = p.Param()

			localctx.(*ParamsContext)._param = _x
		}
		localctx.(*ParamsContext).list = append(localctx.(*ParamsContext).list, localctx.(*ParamsContext)._param)
		p.SetState(148)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(144)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(145)

				var _x = p.Param()

				localctx.(*ParamsContext)._param = _x
			}
			localctx.(*ParamsContext).list = append(localctx.(*ParamsContext).list, localctx.(*ParamsContext)._param)

			p.SetState(150)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	}
	{
		p.SetState(153)
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
	p.SetState(156)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ok := true; ok; ok = _la == PTXParserALIGN || _la == PTXParserDOTWORD {
		{
			p.SetState(155)

			var _x = p.DeclSpec()

			localctx.(*ParamContext)._declSpec = _x
		}
		localctx.(*ParamContext).specs = append(localctx.(*ParamContext).specs, localctx.(*ParamContext)._declSpec)

		p.SetState(158)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(161)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserIDENT {
		{
			p.SetState(160)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*ParamContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	p.SetState(166)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == PTXParserLBRACK {
		{
			p.SetState(163)

			var _x = p.Dim()

			localctx.(*ParamContext)._dim = _x
		}
		localctx.(*ParamContext).dims = append(localctx.(*ParamContext).dims, localctx.(*ParamContext)._dim)

		p.SetState(168)
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
		p.SetState(169)
		p.Match(PTXParserLBRACK)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(171)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserINT {
		{
			p.SetState(170)

			var _m = p.Match(PTXParserINT)

			localctx.(*DimContext).size = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(173)
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

	p.SetState(196)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PTXParserDOTWORD:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(175)

			var _m = p.Match(PTXParserDOTWORD)

			localctx.(*PerfContext).word = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(184)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserINT {
			{
				p.SetState(176)

				var _m = p.Match(PTXParserINT)

				localctx.(*PerfContext)._INT = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			localctx.(*PerfContext).nums = append(localctx.(*PerfContext).nums, localctx.(*PerfContext)._INT)
			p.SetState(181)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == PTXParserCOMMA {
				{
					p.SetState(177)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(178)

					var _m = p.Match(PTXParserINT)

					localctx.(*PerfContext)._INT = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				localctx.(*PerfContext).nums = append(localctx.(*PerfContext).nums, localctx.(*PerfContext)._INT)

				p.SetState(183)
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
			p.SetState(186)
			p.Match(PTXParserPRAGMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(187)

			var _m = p.Match(PTXParserSTRING)

			localctx.(*PerfContext)._STRING = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		localctx.(*PerfContext).strs = append(localctx.(*PerfContext).strs, localctx.(*PerfContext)._STRING)
		p.SetState(192)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(188)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(189)

				var _m = p.Match(PTXParserSTRING)

				localctx.(*PerfContext)._STRING = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			localctx.(*PerfContext).strs = append(localctx.(*PerfContext).strs, localctx.(*PerfContext)._STRING)

			p.SetState(194)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(195)
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
		p.SetState(198)

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
	p.SetState(202)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserLT {
		{
			p.SetState(199)
			p.Match(PTXParserLT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(200)

			var _m = p.Match(PTXParserINT)

			localctx.(*DeclaratorContext).count = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(201)
			p.Match(PTXParserGT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	p.SetState(207)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == PTXParserLBRACK {
		{
			p.SetState(204)

			var _x = p.Dim()

			localctx.(*DeclaratorContext)._dim = _x
		}
		localctx.(*DeclaratorContext).dims = append(localctx.(*DeclaratorContext).dims, localctx.(*DeclaratorContext)._dim)

		p.SetState(209)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(212)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserEQ {
		{
			p.SetState(210)
			p.Match(PTXParserEQ)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(211)

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

	// Set_init sets the _init rule contexts.
	Set_init(IInitContext)

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

func (s *InitContext) Set_init(v IInitContext) { s._init = v }

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

	p.SetState(243)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 35, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(214)

			var _m = p.Match(PTXParserLBRACE)

			localctx.(*InitContext).lb = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(223)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&34497691648) != 0 {
			{
				p.SetState(215)

				var _x = p.Init()

				localctx.(*InitContext)._init = _x
			}
			localctx.(*InitContext).elems = append(localctx.(*InitContext).elems, localctx.(*InitContext)._init)
			p.SetState(220)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == PTXParserCOMMA {
				{
					p.SetState(216)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(217)

					var _x = p.Init()

					localctx.(*InitContext)._init = _x
				}
				localctx.(*InitContext).elems = append(localctx.(*InitContext).elems, localctx.(*InitContext)._init)

				p.SetState(222)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(225)
			p.Match(PTXParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		p.SetState(227)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserMINUS {
			{
				p.SetState(226)

				var _m = p.Match(PTXParserMINUS)

				localctx.(*InitContext).neg = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(229)

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
			p.SetState(230)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*InitContext).sym = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(234)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(231)
				p.Match(PTXParserLPAREN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(232)

				var _m = p.Match(PTXParserIDENT)

				localctx.(*InitContext).arg = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(233)
				p.Match(PTXParserRPAREN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(238)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserPLUS || _la == PTXParserMINUS {
			{
				p.SetState(236)

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
			{
				p.SetState(237)

				var _m = p.Match(PTXParserINT)

				localctx.(*InitContext).off = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case 4:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(240)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*InitContext).key = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(241)
			p.Match(PTXParserEQ)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(242)

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
		p.SetState(245)

		var _m = p.Match(PTXParserLBRACE)

		localctx.(*BlockContext).lb = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(249)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&134595744) != 0 {
		{
			p.SetState(246)

			var _x = p.Stmt()

			localctx.(*BlockContext)._stmt = _x
		}
		localctx.(*BlockContext).body = append(localctx.(*BlockContext).body, localctx.(*BlockContext)._stmt)

		p.SetState(251)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(252)
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

	p.SetState(306)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 46, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(254)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*StmtContext).label = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(255)
			p.Match(PTXParserCOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(257)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&14336) != 0 {
			{
				p.SetState(256)

				var _x = p.Table()

				localctx.(*StmtContext).tab = _x
			}

		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(259)

			var _x = p.VarStmt()

			localctx.(*StmtContext).decl = _x
		}

	case 3:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(260)

			var _x = p.Block()

			localctx.(*StmtContext).inner = _x
		}

	case 4:
		p.EnterOuterAlt(localctx, 4)
		p.SetState(262)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserGUARD {
			{
				p.SetState(261)

				var _m = p.Match(PTXParserGUARD)

				localctx.(*StmtContext).guard = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(264)

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
		p.SetState(285)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&103259242496) != 0 {
			{
				p.SetState(265)

				var _x = p.Operand()

				localctx.(*StmtContext).a0 = _x
			}
			p.SetState(283)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == PTXParserCOMMA {
				{
					p.SetState(266)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(267)

					var _x = p.Operand()

					localctx.(*StmtContext).a1 = _x
				}
				p.SetState(281)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if _la == PTXParserCOMMA {
					{
						p.SetState(268)
						p.Match(PTXParserCOMMA)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					{
						p.SetState(269)

						var _x = p.Operand()

						localctx.(*StmtContext).a2 = _x
					}
					p.SetState(279)
					p.GetErrorHandler().Sync(p)
					if p.HasError() {
						goto errorExit
					}
					_la = p.GetTokenStream().LA(1)

					if _la == PTXParserCOMMA {
						{
							p.SetState(270)
							p.Match(PTXParserCOMMA)
							if p.HasError() {
								// Recognition error - abort rule
								goto errorExit
							}
						}
						{
							p.SetState(271)

							var _x = p.Operand()

							localctx.(*StmtContext).a3 = _x
						}
						p.SetState(276)
						p.GetErrorHandler().Sync(p)
						if p.HasError() {
							goto errorExit
						}
						_la = p.GetTokenStream().LA(1)

						for _la == PTXParserCOMMA {
							{
								p.SetState(272)
								p.Match(PTXParserCOMMA)
								if p.HasError() {
									// Recognition error - abort rule
									goto errorExit
								}
							}
							{
								p.SetState(273)

								var _x = p.Operand()

								localctx.(*StmtContext)._operand = _x
							}
							localctx.(*StmtContext).more = append(localctx.(*StmtContext).more, localctx.(*StmtContext)._operand)

							p.SetState(278)
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
			p.SetState(287)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 5:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(288)

			var _m = p.Match(PTXParserLOC)

			localctx.(*StmtContext).loc = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(289)

			var _m = p.Match(PTXParserINT)

			localctx.(*StmtContext).file = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(290)

			var _m = p.Match(PTXParserINT)

			localctx.(*StmtContext).line = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(291)

			var _m = p.Match(PTXParserINT)

			localctx.(*StmtContext).col = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(302)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(292)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(293)
				p.Match(PTXParserIDENT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(297)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 44, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
			for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
				if _alt == 1 {
					{
						p.SetState(294)
						_la = p.GetTokenStream().LA(1)

						if !(_la == PTXParserIDENT || _la == PTXParserINT) {
							p.GetErrorHandler().RecoverInline(p)
						} else {
							p.GetErrorHandler().ReportMatch(p)
							p.Consume()
						}
					}

				}
				p.SetState(299)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 44, p.GetParserRuleContext())
				if p.HasError() {
					goto errorExit
				}
			}

			p.SetState(304)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case 6:
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(305)

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
	p.SetState(309)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ok := true; ok; ok = _la == PTXParserALIGN || _la == PTXParserDOTWORD {
		{
			p.SetState(308)

			var _x = p.DeclSpec()

			localctx.(*VarStmtContext)._declSpec = _x
		}
		localctx.(*VarStmtContext).specs = append(localctx.(*VarStmtContext).specs, localctx.(*VarStmtContext)._declSpec)

		p.SetState(311)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(313)

		var _x = p.Declarator()

		localctx.(*VarStmtContext)._declarator = _x
	}
	localctx.(*VarStmtContext).decls = append(localctx.(*VarStmtContext).decls, localctx.(*VarStmtContext)._declarator)
	p.SetState(318)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == PTXParserCOMMA {
		{
			p.SetState(314)
			p.Match(PTXParserCOMMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(315)

			var _x = p.Declarator()

			localctx.(*VarStmtContext)._declarator = _x
		}
		localctx.(*VarStmtContext).decls = append(localctx.(*VarStmtContext).decls, localctx.(*VarStmtContext)._declarator)

		p.SetState(320)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(321)
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
		p.SetState(323)
		p.Match(PTXParserPRAGMA)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(324)

		var _m = p.Match(PTXParserSTRING)

		localctx.(*PragmaStmtContext)._STRING = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	localctx.(*PragmaStmtContext).strs = append(localctx.(*PragmaStmtContext).strs, localctx.(*PragmaStmtContext)._STRING)
	p.SetState(329)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == PTXParserCOMMA {
		{
			p.SetState(325)
			p.Match(PTXParserCOMMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(326)

			var _m = p.Match(PTXParserSTRING)

			localctx.(*PragmaStmtContext)._STRING = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		localctx.(*PragmaStmtContext).strs = append(localctx.(*PragmaStmtContext).strs, localctx.(*PragmaStmtContext)._STRING)

		p.SetState(331)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(332)
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

	p.SetState(369)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PTXParserBRANCHTARGETS:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(334)

			var _m = p.Match(PTXParserBRANCHTARGETS)

			localctx.(*TableContext).kind = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(335)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*TableContext)._IDENT = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		localctx.(*TableContext).names = append(localctx.(*TableContext).names, localctx.(*TableContext)._IDENT)
		p.SetState(340)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(336)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(337)

				var _m = p.Match(PTXParserIDENT)

				localctx.(*TableContext)._IDENT = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			localctx.(*TableContext).names = append(localctx.(*TableContext).names, localctx.(*TableContext)._IDENT)

			p.SetState(342)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(343)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PTXParserCALLTARGETS:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(344)

			var _m = p.Match(PTXParserCALLTARGETS)

			localctx.(*TableContext).kind = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(345)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*TableContext)._IDENT = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		localctx.(*TableContext).names = append(localctx.(*TableContext).names, localctx.(*TableContext)._IDENT)
		p.SetState(350)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(346)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(347)

				var _m = p.Match(PTXParserIDENT)

				localctx.(*TableContext)._IDENT = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			localctx.(*TableContext).names = append(localctx.(*TableContext).names, localctx.(*TableContext)._IDENT)

			p.SetState(352)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(353)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PTXParserCALLPROTOTYPE:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(354)

			var _m = p.Match(PTXParserCALLPROTOTYPE)

			localctx.(*TableContext).kind = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(356)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(355)

				var _x = p.Params()

				localctx.(*TableContext).results = _x
			}

		}
		{
			p.SetState(358)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*TableContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(360)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(359)

				var _x = p.Params()

				localctx.(*TableContext).ps = _x
			}

		}
		p.SetState(365)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserPRAGMA || _la == PTXParserDOTWORD {
			{
				p.SetState(362)

				var _x = p.Perf()

				localctx.(*TableContext)._perf = _x
			}
			localctx.(*TableContext).perfs = append(localctx.(*TableContext).perfs, localctx.(*TableContext)._perf)

			p.SetState(367)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(368)
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

	// Get_operand returns the _operand rule contexts.
	Get_operand() IOperandContext

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
	BANG() antlr.TerminalNode
	IDENT() antlr.TerminalNode
	AllINT() []antlr.TerminalNode
	INT(i int) antlr.TerminalNode
	FLOAT() antlr.TerminalNode
	FLOAT_BITS() antlr.TerminalNode
	AllMINUS() []antlr.TerminalNode
	MINUS(i int) antlr.TerminalNode
	PLUS() antlr.TerminalNode
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

func (s *OperandContext) Get_operand() IOperandContext { return s._operand }

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

func (s *OperandContext) BANG() antlr.TerminalNode {
	return s.GetToken(PTXParserBANG, 0)
}

func (s *OperandContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
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

func (s *OperandContext) AllMINUS() []antlr.TerminalNode {
	return s.GetTokens(PTXParserMINUS)
}

func (s *OperandContext) MINUS(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserMINUS, i)
}

func (s *OperandContext) PLUS() antlr.TerminalNode {
	return s.GetToken(PTXParserPLUS, 0)
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

	p.SetState(432)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PTXParserREGISTER:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(371)

			var _m = p.Match(PTXParserREGISTER)

			localctx.(*OperandContext).x = _m
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

		if _la == PTXParserPIPE {
			{
				p.SetState(372)
				p.Match(PTXParserPIPE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(373)

				var _m = p.Match(PTXParserREGISTER)

				localctx.(*OperandContext).y = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case PTXParserBANG:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(376)

			var _m = p.Match(PTXParserBANG)

			localctx.(*OperandContext).pre = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(377)

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

	case PTXParserFLOAT_BITS, PTXParserFLOAT, PTXParserINT, PTXParserMINUS:
		p.EnterOuterAlt(localctx, 3)
		p.SetState(379)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserMINUS {
			{
				p.SetState(378)

				var _m = p.Match(PTXParserMINUS)

				localctx.(*OperandContext).pre = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(381)

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

	case PTXParserIDENT:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(382)

			var _m = p.Match(PTXParserIDENT)

			localctx.(*OperandContext).x = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(385)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserPLUS || _la == PTXParserMINUS {
			{
				p.SetState(383)

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
			{
				p.SetState(384)

				var _m = p.Match(PTXParserINT)

				localctx.(*OperandContext).y = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case PTXParserLBRACK:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(387)

			var _m = p.Match(PTXParserLBRACK)

			localctx.(*OperandContext).lb = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(388)

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
		p.SetState(394)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserPLUS || _la == PTXParserMINUS {
			{
				p.SetState(389)

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
			p.SetState(391)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == PTXParserMINUS {
				{
					p.SetState(390)

					var _m = p.Match(PTXParserMINUS)

					localctx.(*OperandContext).pre = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}
			{
				p.SetState(393)

				var _m = p.Match(PTXParserINT)

				localctx.(*OperandContext).y = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(400)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(396)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(397)

				var _x = p.Operand()

				localctx.(*OperandContext)._operand = _x
			}
			localctx.(*OperandContext).elems = append(localctx.(*OperandContext).elems, localctx.(*OperandContext)._operand)

			p.SetState(402)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(403)
			p.Match(PTXParserRBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PTXParserLBRACE:
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(404)

			var _m = p.Match(PTXParserLBRACE)

			localctx.(*OperandContext).lb = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(413)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&103259242496) != 0 {
			{
				p.SetState(405)

				var _x = p.Operand()

				localctx.(*OperandContext)._operand = _x
			}
			localctx.(*OperandContext).elems = append(localctx.(*OperandContext).elems, localctx.(*OperandContext)._operand)
			p.SetState(410)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == PTXParserCOMMA {
				{
					p.SetState(406)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(407)

					var _x = p.Operand()

					localctx.(*OperandContext)._operand = _x
				}
				localctx.(*OperandContext).elems = append(localctx.(*OperandContext).elems, localctx.(*OperandContext)._operand)

				p.SetState(412)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(415)
			p.Match(PTXParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(418)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserPIPE {
			{
				p.SetState(416)
				p.Match(PTXParserPIPE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(417)

				var _m = p.Match(PTXParserREGISTER)

				localctx.(*OperandContext).y = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case PTXParserLPAREN:
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(420)

			var _m = p.Match(PTXParserLPAREN)

			localctx.(*OperandContext).lb = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(429)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&103259242496) != 0 {
			{
				p.SetState(421)

				var _x = p.Operand()

				localctx.(*OperandContext)._operand = _x
			}
			localctx.(*OperandContext).elems = append(localctx.(*OperandContext).elems, localctx.(*OperandContext)._operand)
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

		}
		{
			p.SetState(431)
			p.Match(PTXParserRPAREN)
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
