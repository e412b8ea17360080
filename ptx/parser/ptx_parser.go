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
		"module", "topItem", "targetOpt", "declSpec", "params", "param", "perf",
		"declarator", "init", "block", "stmt", "table", "operand", "addr",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 42, 413, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 1, 0, 5, 0, 30, 8, 0, 10,
		0, 12, 0, 33, 9, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5,
		1, 43, 8, 1, 10, 1, 12, 1, 46, 9, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 3, 1, 57, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 64,
		8, 1, 10, 1, 12, 1, 67, 9, 1, 1, 1, 1, 1, 5, 1, 71, 8, 1, 10, 1, 12, 1,
		74, 9, 1, 1, 1, 1, 1, 1, 1, 3, 1, 79, 8, 1, 1, 1, 5, 1, 82, 8, 1, 10, 1,
		12, 1, 85, 9, 1, 1, 1, 1, 1, 3, 1, 89, 8, 1, 1, 1, 5, 1, 92, 8, 1, 10,
		1, 12, 1, 95, 9, 1, 1, 1, 1, 1, 3, 1, 99, 8, 1, 1, 1, 1, 1, 3, 1, 103,
		8, 1, 1, 1, 5, 1, 106, 8, 1, 10, 1, 12, 1, 109, 9, 1, 1, 1, 1, 1, 3, 1,
		113, 8, 1, 1, 1, 4, 1, 116, 8, 1, 11, 1, 12, 1, 117, 1, 1, 1, 1, 1, 1,
		5, 1, 123, 8, 1, 10, 1, 12, 1, 126, 9, 1, 1, 1, 1, 1, 3, 1, 130, 8, 1,
		1, 2, 1, 2, 1, 3, 1, 3, 1, 3, 3, 3, 137, 8, 3, 1, 4, 1, 4, 1, 4, 1, 4,
		5, 4, 143, 8, 4, 10, 4, 12, 4, 146, 9, 4, 3, 4, 148, 8, 4, 1, 4, 1, 4,
		1, 5, 4, 5, 153, 8, 5, 11, 5, 12, 5, 154, 1, 5, 3, 5, 158, 8, 5, 1, 5,
		1, 5, 3, 5, 162, 8, 5, 1, 5, 5, 5, 165, 8, 5, 10, 5, 12, 5, 168, 9, 5,
		1, 6, 1, 6, 1, 6, 1, 6, 5, 6, 174, 8, 6, 10, 6, 12, 6, 177, 9, 6, 3, 6,
		179, 8, 6, 1, 6, 1, 6, 1, 6, 1, 6, 5, 6, 185, 8, 6, 10, 6, 12, 6, 188,
		9, 6, 1, 6, 3, 6, 191, 8, 6, 1, 7, 1, 7, 1, 7, 1, 7, 3, 7, 197, 8, 7, 1,
		7, 1, 7, 3, 7, 201, 8, 7, 1, 7, 5, 7, 204, 8, 7, 10, 7, 12, 7, 207, 9,
		7, 1, 7, 1, 7, 3, 7, 211, 8, 7, 1, 8, 1, 8, 1, 8, 1, 8, 5, 8, 217, 8, 8,
		10, 8, 12, 8, 220, 9, 8, 3, 8, 222, 8, 8, 1, 8, 1, 8, 3, 8, 226, 8, 8,
		1, 8, 1, 8, 1, 8, 1, 8, 1, 8, 3, 8, 233, 8, 8, 1, 8, 1, 8, 3, 8, 237, 8,
		8, 3, 8, 239, 8, 8, 1, 9, 1, 9, 5, 9, 243, 8, 9, 10, 9, 12, 9, 246, 9,
		9, 1, 9, 1, 9, 1, 10, 1, 10, 1, 10, 3, 10, 253, 8, 10, 1, 10, 4, 10, 256,
		8, 10, 11, 10, 12, 10, 257, 1, 10, 1, 10, 1, 10, 5, 10, 263, 8, 10, 10,
		10, 12, 10, 266, 9, 10, 1, 10, 1, 10, 1, 10, 1, 10, 3, 10, 272, 8, 10,
		1, 10, 1, 10, 1, 10, 1, 10, 5, 10, 278, 8, 10, 10, 10, 12, 10, 281, 9,
		10, 3, 10, 283, 8, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10,
		1, 10, 5, 10, 293, 8, 10, 10, 10, 12, 10, 296, 9, 10, 5, 10, 298, 8, 10,
		10, 10, 12, 10, 301, 9, 10, 1, 10, 1, 10, 1, 10, 1, 10, 5, 10, 307, 8,
		10, 10, 10, 12, 10, 310, 9, 10, 1, 10, 3, 10, 313, 8, 10, 1, 11, 1, 11,
		1, 11, 1, 11, 5, 11, 319, 8, 11, 10, 11, 12, 11, 322, 9, 11, 1, 11, 1,
		11, 1, 11, 1, 11, 1, 11, 5, 11, 329, 8, 11, 10, 11, 12, 11, 332, 9, 11,
		1, 11, 1, 11, 1, 11, 3, 11, 337, 8, 11, 1, 11, 1, 11, 3, 11, 341, 8, 11,
		1, 11, 5, 11, 344, 8, 11, 10, 11, 12, 11, 347, 9, 11, 1, 11, 3, 11, 350,
		8, 11, 1, 12, 1, 12, 1, 12, 3, 12, 355, 8, 12, 1, 12, 1, 12, 1, 12, 3,
		12, 360, 8, 12, 1, 12, 1, 12, 1, 12, 1, 12, 3, 12, 366, 8, 12, 1, 12, 1,
		12, 1, 12, 1, 12, 5, 12, 372, 8, 12, 10, 12, 12, 12, 375, 9, 12, 1, 12,
		1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 5, 12, 383, 8, 12, 10, 12, 12, 12, 386,
		9, 12, 3, 12, 388, 8, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 5, 12, 395,
		8, 12, 10, 12, 12, 12, 398, 9, 12, 3, 12, 400, 8, 12, 1, 12, 3, 12, 403,
		8, 12, 1, 13, 1, 13, 1, 13, 3, 13, 408, 8, 13, 1, 13, 3, 13, 411, 8, 13,
		1, 13, 0, 0, 14, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 0,
		7, 1, 0, 20, 21, 1, 0, 16, 17, 1, 0, 19, 21, 1, 0, 34, 35, 1, 0, 15, 16,
		2, 0, 16, 16, 21, 21, 2, 0, 16, 17, 21, 21, 481, 0, 31, 1, 0, 0, 0, 2,
		129, 1, 0, 0, 0, 4, 131, 1, 0, 0, 0, 6, 136, 1, 0, 0, 0, 8, 138, 1, 0,
		0, 0, 10, 152, 1, 0, 0, 0, 12, 190, 1, 0, 0, 0, 14, 192, 1, 0, 0, 0, 16,
		238, 1, 0, 0, 0, 18, 240, 1, 0, 0, 0, 20, 312, 1, 0, 0, 0, 22, 349, 1,
		0, 0, 0, 24, 402, 1, 0, 0, 0, 26, 404, 1, 0, 0, 0, 28, 30, 3, 2, 1, 0,
		29, 28, 1, 0, 0, 0, 30, 33, 1, 0, 0, 0, 31, 29, 1, 0, 0, 0, 31, 32, 1,
		0, 0, 0, 32, 34, 1, 0, 0, 0, 33, 31, 1, 0, 0, 0, 34, 35, 5, 0, 0, 1, 35,
		1, 1, 0, 0, 0, 36, 37, 5, 1, 0, 0, 37, 130, 7, 0, 0, 0, 38, 39, 5, 2, 0,
		0, 39, 44, 3, 4, 2, 0, 40, 41, 5, 31, 0, 0, 41, 43, 3, 4, 2, 0, 42, 40,
		1, 0, 0, 0, 43, 46, 1, 0, 0, 0, 44, 42, 1, 0, 0, 0, 44, 45, 1, 0, 0, 0,
		45, 130, 1, 0, 0, 0, 46, 44, 1, 0, 0, 0, 47, 48, 5, 3, 0, 0, 48, 130, 5,
		21, 0, 0, 49, 50, 5, 4, 0, 0, 50, 51, 5, 21, 0, 0, 51, 56, 5, 22, 0, 0,
		52, 53, 5, 31, 0, 0, 53, 54, 5, 21, 0, 0, 54, 55, 5, 31, 0, 0, 55, 57,
		5, 21, 0, 0, 56, 52, 1, 0, 0, 0, 56, 57, 1, 0, 0, 0, 57, 130, 1, 0, 0,
		0, 58, 130, 5, 6, 0, 0, 59, 60, 5, 7, 0, 0, 60, 65, 5, 22, 0, 0, 61, 62,
		5, 31, 0, 0, 62, 64, 5, 22, 0, 0, 63, 61, 1, 0, 0, 0, 64, 67, 1, 0, 0,
		0, 65, 63, 1, 0, 0, 0, 65, 66, 1, 0, 0, 0, 66, 68, 1, 0, 0, 0, 67, 65,
		1, 0, 0, 0, 68, 130, 5, 32, 0, 0, 69, 71, 3, 6, 3, 0, 70, 69, 1, 0, 0,
		0, 71, 74, 1, 0, 0, 0, 72, 70, 1, 0, 0, 0, 72, 73, 1, 0, 0, 0, 73, 75,
		1, 0, 0, 0, 74, 72, 1, 0, 0, 0, 75, 76, 5, 8, 0, 0, 76, 78, 5, 16, 0, 0,
		77, 79, 3, 8, 4, 0, 78, 77, 1, 0, 0, 0, 78, 79, 1, 0, 0, 0, 79, 83, 1,
		0, 0, 0, 80, 82, 3, 12, 6, 0, 81, 80, 1, 0, 0, 0, 82, 85, 1, 0, 0, 0, 83,
		81, 1, 0, 0, 0, 83, 84, 1, 0, 0, 0, 84, 88, 1, 0, 0, 0, 85, 83, 1, 0, 0,
		0, 86, 89, 3, 18, 9, 0, 87, 89, 5, 32, 0, 0, 88, 86, 1, 0, 0, 0, 88, 87,
		1, 0, 0, 0, 89, 130, 1, 0, 0, 0, 90, 92, 3, 6, 3, 0, 91, 90, 1, 0, 0, 0,
		92, 95, 1, 0, 0, 0, 93, 91, 1, 0, 0, 0, 93, 94, 1, 0, 0, 0, 94, 96, 1,
		0, 0, 0, 95, 93, 1, 0, 0, 0, 96, 98, 5, 9, 0, 0, 97, 99, 3, 8, 4, 0, 98,
		97, 1, 0, 0, 0, 98, 99, 1, 0, 0, 0, 99, 100, 1, 0, 0, 0, 100, 102, 5, 16,
		0, 0, 101, 103, 3, 8, 4, 0, 102, 101, 1, 0, 0, 0, 102, 103, 1, 0, 0, 0,
		103, 107, 1, 0, 0, 0, 104, 106, 3, 12, 6, 0, 105, 104, 1, 0, 0, 0, 106,
		109, 1, 0, 0, 0, 107, 105, 1, 0, 0, 0, 107, 108, 1, 0, 0, 0, 108, 112,
		1, 0, 0, 0, 109, 107, 1, 0, 0, 0, 110, 113, 3, 18, 9, 0, 111, 113, 5, 32,
		0, 0, 112, 110, 1, 0, 0, 0, 112, 111, 1, 0, 0, 0, 113, 130, 1, 0, 0, 0,
		114, 116, 3, 6, 3, 0, 115, 114, 1, 0, 0, 0, 116, 117, 1, 0, 0, 0, 117,
		115, 1, 0, 0, 0, 117, 118, 1, 0, 0, 0, 118, 119, 1, 0, 0, 0, 119, 124,
		3, 14, 7, 0, 120, 121, 5, 31, 0, 0, 121, 123, 3, 14, 7, 0, 122, 120, 1,
		0, 0, 0, 123, 126, 1, 0, 0, 0, 124, 122, 1, 0, 0, 0, 124, 125, 1, 0, 0,
		0, 125, 127, 1, 0, 0, 0, 126, 124, 1, 0, 0, 0, 127, 128, 5, 32, 0, 0, 128,
		130, 1, 0, 0, 0, 129, 36, 1, 0, 0, 0, 129, 38, 1, 0, 0, 0, 129, 47, 1,
		0, 0, 0, 129, 49, 1, 0, 0, 0, 129, 58, 1, 0, 0, 0, 129, 59, 1, 0, 0, 0,
		129, 72, 1, 0, 0, 0, 129, 93, 1, 0, 0, 0, 129, 115, 1, 0, 0, 0, 130, 3,
		1, 0, 0, 0, 131, 132, 5, 16, 0, 0, 132, 5, 1, 0, 0, 0, 133, 134, 5, 10,
		0, 0, 134, 137, 5, 21, 0, 0, 135, 137, 5, 14, 0, 0, 136, 133, 1, 0, 0,
		0, 136, 135, 1, 0, 0, 0, 137, 7, 1, 0, 0, 0, 138, 147, 5, 23, 0, 0, 139,
		144, 3, 10, 5, 0, 140, 141, 5, 31, 0, 0, 141, 143, 3, 10, 5, 0, 142, 140,
		1, 0, 0, 0, 143, 146, 1, 0, 0, 0, 144, 142, 1, 0, 0, 0, 144, 145, 1, 0,
		0, 0, 145, 148, 1, 0, 0, 0, 146, 144, 1, 0, 0, 0, 147, 139, 1, 0, 0, 0,
		147, 148, 1, 0, 0, 0, 148, 149, 1, 0, 0, 0, 149, 150, 5, 24, 0, 0, 150,
		9, 1, 0, 0, 0, 151, 153, 3, 6, 3, 0, 152, 151, 1, 0, 0, 0, 153, 154, 1,
		0, 0, 0, 154, 152, 1, 0, 0, 0, 154, 155, 1, 0, 0, 0, 155, 157, 1, 0, 0,
		0, 156, 158, 5, 16, 0, 0, 157, 156, 1, 0, 0, 0, 157, 158, 1, 0, 0, 0, 158,
		166, 1, 0, 0, 0, 159, 161, 5, 25, 0, 0, 160, 162, 5, 21, 0, 0, 161, 160,
		1, 0, 0, 0, 161, 162, 1, 0, 0, 0, 162, 163, 1, 0, 0, 0, 163, 165, 5, 26,
		0, 0, 164, 159, 1, 0, 0, 0, 165, 168, 1, 0, 0, 0, 166, 164, 1, 0, 0, 0,
		166, 167, 1, 0, 0, 0, 167, 11, 1, 0, 0, 0, 168, 166, 1, 0, 0, 0, 169, 178,
		5, 14, 0, 0, 170, 175, 5, 21, 0, 0, 171, 172, 5, 31, 0, 0, 172, 174, 5,
		21, 0, 0, 173, 171, 1, 0, 0, 0, 174, 177, 1, 0, 0, 0, 175, 173, 1, 0, 0,
		0, 175, 176, 1, 0, 0, 0, 176, 179, 1, 0, 0, 0, 177, 175, 1, 0, 0, 0, 178,
		170, 1, 0, 0, 0, 178, 179, 1, 0, 0, 0, 179, 191, 1, 0, 0, 0, 180, 181,
		5, 7, 0, 0, 181, 186, 5, 22, 0, 0, 182, 183, 5, 31, 0, 0, 183, 185, 5,
		22, 0, 0, 184, 182, 1, 0, 0, 0, 185, 188, 1, 0, 0, 0, 186, 184, 1, 0, 0,
		0, 186, 187, 1, 0, 0, 0, 187, 189, 1, 0, 0, 0, 188, 186, 1, 0, 0, 0, 189,
		191, 5, 32, 0, 0, 190, 169, 1, 0, 0, 0, 190, 180, 1, 0, 0, 0, 191, 13,
		1, 0, 0, 0, 192, 196, 7, 1, 0, 0, 193, 194, 5, 29, 0, 0, 194, 195, 5, 21,
		0, 0, 195, 197, 5, 30, 0, 0, 196, 193, 1, 0, 0, 0, 196, 197, 1, 0, 0, 0,
		197, 205, 1, 0, 0, 0, 198, 200, 5, 25, 0, 0, 199, 201, 5, 21, 0, 0, 200,
		199, 1, 0, 0, 0, 200, 201, 1, 0, 0, 0, 201, 202, 1, 0, 0, 0, 202, 204,
		5, 26, 0, 0, 203, 198, 1, 0, 0, 0, 204, 207, 1, 0, 0, 0, 205, 203, 1, 0,
		0, 0, 205, 206, 1, 0, 0, 0, 206, 210, 1, 0, 0, 0, 207, 205, 1, 0, 0, 0,
		208, 209, 5, 38, 0, 0, 209, 211, 3, 16, 8, 0, 210, 208, 1, 0, 0, 0, 210,
		211, 1, 0, 0, 0, 211, 15, 1, 0, 0, 0, 212, 221, 5, 27, 0, 0, 213, 218,
		3, 16, 8, 0, 214, 215, 5, 31, 0, 0, 215, 217, 3, 16, 8, 0, 216, 214, 1,
		0, 0, 0, 217, 220, 1, 0, 0, 0, 218, 216, 1, 0, 0, 0, 218, 219, 1, 0, 0,
		0, 219, 222, 1, 0, 0, 0, 220, 218, 1, 0, 0, 0, 221, 213, 1, 0, 0, 0, 221,
		222, 1, 0, 0, 0, 222, 223, 1, 0, 0, 0, 223, 239, 5, 28, 0, 0, 224, 226,
		5, 35, 0, 0, 225, 224, 1, 0, 0, 0, 225, 226, 1, 0, 0, 0, 226, 227, 1, 0,
		0, 0, 227, 239, 7, 2, 0, 0, 228, 232, 5, 16, 0, 0, 229, 230, 5, 23, 0,
		0, 230, 231, 5, 16, 0, 0, 231, 233, 5, 24, 0, 0, 232, 229, 1, 0, 0, 0,
		232, 233, 1, 0, 0, 0, 233, 236, 1, 0, 0, 0, 234, 235, 7, 3, 0, 0, 235,
		237, 5, 21, 0, 0, 236, 234, 1, 0, 0, 0, 236, 237, 1, 0, 0, 0, 237, 239,
		1, 0, 0, 0, 238, 212, 1, 0, 0, 0, 238, 225, 1, 0, 0, 0, 238, 228, 1, 0,
		0, 0, 239, 17, 1, 0, 0, 0, 240, 244, 5, 27, 0, 0, 241, 243, 3, 20, 10,
		0, 242, 241, 1, 0, 0, 0, 243, 246, 1, 0, 0, 0, 244, 242, 1, 0, 0, 0, 244,
		245, 1, 0, 0, 0, 245, 247, 1, 0, 0, 0, 246, 244, 1, 0, 0, 0, 247, 248,
		5, 28, 0, 0, 248, 19, 1, 0, 0, 0, 249, 250, 5, 16, 0, 0, 250, 252, 5, 33,
		0, 0, 251, 253, 3, 22, 11, 0, 252, 251, 1, 0, 0, 0, 252, 253, 1, 0, 0,
		0, 253, 313, 1, 0, 0, 0, 254, 256, 3, 6, 3, 0, 255, 254, 1, 0, 0, 0, 256,
		257, 1, 0, 0, 0, 257, 255, 1, 0, 0, 0, 257, 258, 1, 0, 0, 0, 258, 259,
		1, 0, 0, 0, 259, 264, 3, 14, 7, 0, 260, 261, 5, 31, 0, 0, 261, 263, 3,
		14, 7, 0, 262, 260, 1, 0, 0, 0, 263, 266, 1, 0, 0, 0, 264, 262, 1, 0, 0,
		0, 264, 265, 1, 0, 0, 0, 265, 267, 1, 0, 0, 0, 266, 264, 1, 0, 0, 0, 267,
		268, 5, 32, 0, 0, 268, 313, 1, 0, 0, 0, 269, 313, 3, 18, 9, 0, 270, 272,
		5, 18, 0, 0, 271, 270, 1, 0, 0, 0, 271, 272, 1, 0, 0, 0, 272, 273, 1, 0,
		0, 0, 273, 282, 7, 4, 0, 0, 274, 279, 3, 24, 12, 0, 275, 276, 5, 31, 0,
		0, 276, 278, 3, 24, 12, 0, 277, 275, 1, 0, 0, 0, 278, 281, 1, 0, 0, 0,
		279, 277, 1, 0, 0, 0, 279, 280, 1, 0, 0, 0, 280, 283, 1, 0, 0, 0, 281,
		279, 1, 0, 0, 0, 282, 274, 1, 0, 0, 0, 282, 283, 1, 0, 0, 0, 283, 284,
		1, 0, 0, 0, 284, 313, 5, 32, 0, 0, 285, 286, 5, 5, 0, 0, 286, 287, 5, 21,
		0, 0, 287, 288, 5, 21, 0, 0, 288, 299, 5, 21, 0, 0, 289, 290, 5, 31, 0,
		0, 290, 294, 5, 16, 0, 0, 291, 293, 7, 5, 0, 0, 292, 291, 1, 0, 0, 0, 293,
		296, 1, 0, 0, 0, 294, 292, 1, 0, 0, 0, 294, 295, 1, 0, 0, 0, 295, 298,
		1, 0, 0, 0, 296, 294, 1, 0, 0, 0, 297, 289, 1, 0, 0, 0, 298, 301, 1, 0,
		0, 0, 299, 297, 1, 0, 0, 0, 299, 300, 1, 0, 0, 0, 300, 313, 1, 0, 0, 0,
		301, 299, 1, 0, 0, 0, 302, 303, 5, 7, 0, 0, 303, 308, 5, 22, 0, 0, 304,
		305, 5, 31, 0, 0, 305, 307, 5, 22, 0, 0, 306, 304, 1, 0, 0, 0, 307, 310,
		1, 0, 0, 0, 308, 306, 1, 0, 0, 0, 308, 309, 1, 0, 0, 0, 309, 311, 1, 0,
		0, 0, 310, 308, 1, 0, 0, 0, 311, 313, 5, 32, 0, 0, 312, 249, 1, 0, 0, 0,
		312, 255, 1, 0, 0, 0, 312, 269, 1, 0, 0, 0, 312, 271, 1, 0, 0, 0, 312,
		285, 1, 0, 0, 0, 312, 302, 1, 0, 0, 0, 313, 21, 1, 0, 0, 0, 314, 315, 5,
		11, 0, 0, 315, 320, 5, 16, 0, 0, 316, 317, 5, 31, 0, 0, 317, 319, 5, 16,
		0, 0, 318, 316, 1, 0, 0, 0, 319, 322, 1, 0, 0, 0, 320, 318, 1, 0, 0, 0,
		320, 321, 1, 0, 0, 0, 321, 323, 1, 0, 0, 0, 322, 320, 1, 0, 0, 0, 323,
		350, 5, 32, 0, 0, 324, 325, 5, 12, 0, 0, 325, 330, 5, 16, 0, 0, 326, 327,
		5, 31, 0, 0, 327, 329, 5, 16, 0, 0, 328, 326, 1, 0, 0, 0, 329, 332, 1,
		0, 0, 0, 330, 328, 1, 0, 0, 0, 330, 331, 1, 0, 0, 0, 331, 333, 1, 0, 0,
		0, 332, 330, 1, 0, 0, 0, 333, 350, 5, 32, 0, 0, 334, 336, 5, 13, 0, 0,
		335, 337, 3, 8, 4, 0, 336, 335, 1, 0, 0, 0, 336, 337, 1, 0, 0, 0, 337,
		338, 1, 0, 0, 0, 338, 340, 5, 16, 0, 0, 339, 341, 3, 8, 4, 0, 340, 339,
		1, 0, 0, 0, 340, 341, 1, 0, 0, 0, 341, 345, 1, 0, 0, 0, 342, 344, 3, 12,
		6, 0, 343, 342, 1, 0, 0, 0, 344, 347, 1, 0, 0, 0, 345, 343, 1, 0, 0, 0,
		345, 346, 1, 0, 0, 0, 346, 348, 1, 0, 0, 0, 347, 345, 1, 0, 0, 0, 348,
		350, 5, 32, 0, 0, 349, 314, 1, 0, 0, 0, 349, 324, 1, 0, 0, 0, 349, 334,
		1, 0, 0, 0, 350, 23, 1, 0, 0, 0, 351, 354, 5, 17, 0, 0, 352, 353, 5, 37,
		0, 0, 353, 355, 5, 17, 0, 0, 354, 352, 1, 0, 0, 0, 354, 355, 1, 0, 0, 0,
		355, 403, 1, 0, 0, 0, 356, 357, 5, 36, 0, 0, 357, 403, 7, 1, 0, 0, 358,
		360, 5, 35, 0, 0, 359, 358, 1, 0, 0, 0, 359, 360, 1, 0, 0, 0, 360, 361,
		1, 0, 0, 0, 361, 403, 7, 2, 0, 0, 362, 365, 5, 16, 0, 0, 363, 364, 7, 3,
		0, 0, 364, 366, 5, 21, 0, 0, 365, 363, 1, 0, 0, 0, 365, 366, 1, 0, 0, 0,
		366, 403, 1, 0, 0, 0, 367, 368, 5, 25, 0, 0, 368, 373, 3, 26, 13, 0, 369,
		370, 5, 31, 0, 0, 370, 372, 3, 24, 12, 0, 371, 369, 1, 0, 0, 0, 372, 375,
		1, 0, 0, 0, 373, 371, 1, 0, 0, 0, 373, 374, 1, 0, 0, 0, 374, 376, 1, 0,
		0, 0, 375, 373, 1, 0, 0, 0, 376, 377, 5, 26, 0, 0, 377, 403, 1, 0, 0, 0,
		378, 387, 5, 27, 0, 0, 379, 384, 3, 24, 12, 0, 380, 381, 5, 31, 0, 0, 381,
		383, 3, 24, 12, 0, 382, 380, 1, 0, 0, 0, 383, 386, 1, 0, 0, 0, 384, 382,
		1, 0, 0, 0, 384, 385, 1, 0, 0, 0, 385, 388, 1, 0, 0, 0, 386, 384, 1, 0,
		0, 0, 387, 379, 1, 0, 0, 0, 387, 388, 1, 0, 0, 0, 388, 389, 1, 0, 0, 0,
		389, 403, 5, 28, 0, 0, 390, 399, 5, 23, 0, 0, 391, 396, 3, 24, 12, 0, 392,
		393, 5, 31, 0, 0, 393, 395, 3, 24, 12, 0, 394, 392, 1, 0, 0, 0, 395, 398,
		1, 0, 0, 0, 396, 394, 1, 0, 0, 0, 396, 397, 1, 0, 0, 0, 397, 400, 1, 0,
		0, 0, 398, 396, 1, 0, 0, 0, 399, 391, 1, 0, 0, 0, 399, 400, 1, 0, 0, 0,
		400, 401, 1, 0, 0, 0, 401, 403, 5, 24, 0, 0, 402, 351, 1, 0, 0, 0, 402,
		356, 1, 0, 0, 0, 402, 359, 1, 0, 0, 0, 402, 362, 1, 0, 0, 0, 402, 367,
		1, 0, 0, 0, 402, 378, 1, 0, 0, 0, 402, 390, 1, 0, 0, 0, 403, 25, 1, 0,
		0, 0, 404, 410, 7, 6, 0, 0, 405, 407, 7, 3, 0, 0, 406, 408, 5, 35, 0, 0,
		407, 406, 1, 0, 0, 0, 407, 408, 1, 0, 0, 0, 408, 409, 1, 0, 0, 0, 409,
		411, 5, 21, 0, 0, 410, 405, 1, 0, 0, 0, 410, 411, 1, 0, 0, 0, 411, 27,
		1, 0, 0, 0, 65, 31, 44, 56, 65, 72, 78, 83, 88, 93, 98, 102, 107, 112,
		117, 124, 129, 136, 144, 147, 154, 157, 161, 166, 175, 178, 186, 190, 196,
		200, 205, 210, 218, 221, 225, 232, 236, 238, 244, 252, 257, 264, 271, 279,
		282, 294, 299, 308, 312, 320, 330, 336, 340, 345, 349, 354, 359, 365, 373,
		384, 387, 396, 399, 402, 407, 410,
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
	PTXParserRULE_perf       = 6
	PTXParserRULE_declarator = 7
	PTXParserRULE_init       = 8
	PTXParserRULE_block      = 9
	PTXParserRULE_stmt       = 10
	PTXParserRULE_table      = 11
	PTXParserRULE_operand    = 12
	PTXParserRULE_addr       = 13
)

// IModuleContext is an interface to support dynamic dispatch.
type IModuleContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	EOF() antlr.TerminalNode
	AllTopItem() []ITopItemContext
	TopItem(i int) ITopItemContext

	// IsModuleContext differentiates from other interfaces.
	IsModuleContext()
}

type ModuleContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
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
	p.SetState(31)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&18398) != 0 {
		{
			p.SetState(28)
			p.TopItem()
		}

		p.SetState(33)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(34)
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
	version antlr.Token
}

func NewVersionDirContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *VersionDirContext {
	var p = new(VersionDirContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

func (s *VersionDirContext) GetVersion() antlr.Token { return s.version }

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
}

func NewTargetDirContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TargetDirContext {
	var p = new(TargetDirContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

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
}

func NewAddressSizeDirContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AddressSizeDirContext {
	var p = new(AddressSizeDirContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

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
}

func NewFileDirContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FileDirContext {
	var p = new(FileDirContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

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
}

func NewSectionDirContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SectionDirContext {
	var p = new(SectionDirContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

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
}

func NewEntryDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *EntryDeclContext {
	var p = new(EntryDeclContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

func (s *EntryDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EntryDeclContext) ENTRY() antlr.TerminalNode {
	return s.GetToken(PTXParserENTRY, 0)
}

func (s *EntryDeclContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
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

func (s *EntryDeclContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
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
	results IParamsContext
}

func NewFuncDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FuncDeclContext {
	var p = new(FuncDeclContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

func (s *FuncDeclContext) GetResults() IParamsContext { return s.results }

func (s *FuncDeclContext) SetResults(v IParamsContext) { s.results = v }

func (s *FuncDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FuncDeclContext) FUNC() antlr.TerminalNode {
	return s.GetToken(PTXParserFUNC, 0)
}

func (s *FuncDeclContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
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

func (s *FuncDeclContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
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
}

func NewTopVarDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TopVarDeclContext {
	var p = new(TopVarDeclContext)

	InitEmptyTopItemContext(&p.TopItemContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopItemContext))

	return p
}

func (s *TopVarDeclContext) GetRuleContext() antlr.RuleContext {
	return s
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

func (s *TopVarDeclContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
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

func (s *TopVarDeclContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *TopVarDeclContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (p *PTXParser) TopItem() (localctx ITopItemContext) {
	localctx = NewTopItemContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, PTXParserRULE_topItem)
	var _la int

	p.SetState(129)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 15, p.GetParserRuleContext()) {
	case 1:
		localctx = NewVersionDirContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(36)
			p.Match(PTXParserVERSION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(37)

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
			p.SetState(38)
			p.Match(PTXParserTARGET)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(39)
			p.TargetOpt()
		}
		p.SetState(44)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(40)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(41)
				p.TargetOpt()
			}

			p.SetState(46)
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
			p.SetState(47)
			p.Match(PTXParserADDRESS_SIZE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(48)
			p.Match(PTXParserINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 4:
		localctx = NewFileDirContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(49)
			p.Match(PTXParserFILE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(50)
			p.Match(PTXParserINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(51)
			p.Match(PTXParserSTRING)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(56)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserCOMMA {
			{
				p.SetState(52)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(53)
				p.Match(PTXParserINT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(54)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(55)
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
			p.SetState(58)
			p.Match(PTXParserSECTION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 6:
		localctx = NewTopPragmaContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(59)
			p.Match(PTXParserPRAGMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(60)
			p.Match(PTXParserSTRING)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(65)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(61)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(62)
				p.Match(PTXParserSTRING)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(67)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(68)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 7:
		localctx = NewEntryDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		p.SetState(72)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserALIGN || _la == PTXParserDOTWORD {
			{
				p.SetState(69)
				p.DeclSpec()
			}

			p.SetState(74)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(75)
			p.Match(PTXParserENTRY)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(76)
			p.Match(PTXParserIDENT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(78)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(77)
				p.Params()
			}

		}
		p.SetState(83)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserPRAGMA || _la == PTXParserDOTWORD {
			{
				p.SetState(80)
				p.Perf()
			}

			p.SetState(85)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		p.SetState(88)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case PTXParserLBRACE:
			{
				p.SetState(86)
				p.Block()
			}

		case PTXParserSEMI:
			{
				p.SetState(87)
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
		p.SetState(93)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserALIGN || _la == PTXParserDOTWORD {
			{
				p.SetState(90)
				p.DeclSpec()
			}

			p.SetState(95)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(96)
			p.Match(PTXParserFUNC)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(98)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(97)

				var _x = p.Params()

				localctx.(*FuncDeclContext).results = _x
			}

		}
		{
			p.SetState(100)
			p.Match(PTXParserIDENT)
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
				p.Params()
			}

		}
		p.SetState(107)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserPRAGMA || _la == PTXParserDOTWORD {
			{
				p.SetState(104)
				p.Perf()
			}

			p.SetState(109)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		p.SetState(112)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case PTXParserLBRACE:
			{
				p.SetState(110)
				p.Block()
			}

		case PTXParserSEMI:
			{
				p.SetState(111)
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
		p.SetState(115)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ok := true; ok; ok = _la == PTXParserALIGN || _la == PTXParserDOTWORD {
			{
				p.SetState(114)
				p.DeclSpec()
			}

			p.SetState(117)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(119)
			p.Declarator()
		}
		p.SetState(124)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(120)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(121)
				p.Declarator()
			}

			p.SetState(126)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(127)
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

	// Getter signatures
	IDENT() antlr.TerminalNode

	// IsTargetOptContext differentiates from other interfaces.
	IsTargetOptContext()
}

type TargetOptContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
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
		p.SetState(131)
		p.Match(PTXParserIDENT)
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
	p.SetState(136)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PTXParserALIGN:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(133)
			p.Match(PTXParserALIGN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(134)
			p.Match(PTXParserINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PTXParserDOTWORD:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(135)
			p.Match(PTXParserDOTWORD)
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
		p.SetState(138)
		p.Match(PTXParserLPAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(147)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserALIGN || _la == PTXParserDOTWORD {
		{
			p.SetState(139)
			p.Param()
		}
		p.SetState(144)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(140)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(141)
				p.Param()
			}

			p.SetState(146)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	}
	{
		p.SetState(149)
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

	// Getter signatures
	AllDeclSpec() []IDeclSpecContext
	DeclSpec(i int) IDeclSpecContext
	IDENT() antlr.TerminalNode
	AllLBRACK() []antlr.TerminalNode
	LBRACK(i int) antlr.TerminalNode
	AllRBRACK() []antlr.TerminalNode
	RBRACK(i int) antlr.TerminalNode
	AllINT() []antlr.TerminalNode
	INT(i int) antlr.TerminalNode

	// IsParamContext differentiates from other interfaces.
	IsParamContext()
}

type ParamContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
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

func (s *ParamContext) AllLBRACK() []antlr.TerminalNode {
	return s.GetTokens(PTXParserLBRACK)
}

func (s *ParamContext) LBRACK(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserLBRACK, i)
}

func (s *ParamContext) AllRBRACK() []antlr.TerminalNode {
	return s.GetTokens(PTXParserRBRACK)
}

func (s *ParamContext) RBRACK(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserRBRACK, i)
}

func (s *ParamContext) AllINT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserINT)
}

func (s *ParamContext) INT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserINT, i)
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
	p.SetState(152)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ok := true; ok; ok = _la == PTXParserALIGN || _la == PTXParserDOTWORD {
		{
			p.SetState(151)
			p.DeclSpec()
		}

		p.SetState(154)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(157)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserIDENT {
		{
			p.SetState(156)
			p.Match(PTXParserIDENT)
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
			p.SetState(159)
			p.Match(PTXParserLBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(161)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserINT {
			{
				p.SetState(160)
				p.Match(PTXParserINT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(163)
			p.Match(PTXParserRBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

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

// IPerfContext is an interface to support dynamic dispatch.
type IPerfContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	DOTWORD() antlr.TerminalNode
	AllINT() []antlr.TerminalNode
	INT(i int) antlr.TerminalNode
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode
	PRAGMA() antlr.TerminalNode
	AllSTRING() []antlr.TerminalNode
	STRING(i int) antlr.TerminalNode
	SEMI() antlr.TerminalNode

	// IsPerfContext differentiates from other interfaces.
	IsPerfContext()
}

type PerfContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
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

func (s *PerfContext) AllSTRING() []antlr.TerminalNode {
	return s.GetTokens(PTXParserSTRING)
}

func (s *PerfContext) STRING(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserSTRING, i)
}

func (s *PerfContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
}

func (s *PerfContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PerfContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Perf() (localctx IPerfContext) {
	localctx = NewPerfContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, PTXParserRULE_perf)
	var _la int

	p.SetState(190)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PTXParserDOTWORD:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(169)
			p.Match(PTXParserDOTWORD)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(178)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserINT {
			{
				p.SetState(170)
				p.Match(PTXParserINT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(175)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == PTXParserCOMMA {
				{
					p.SetState(171)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(172)
					p.Match(PTXParserINT)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

				p.SetState(177)
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
			p.SetState(180)
			p.Match(PTXParserPRAGMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(181)
			p.Match(PTXParserSTRING)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(186)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(182)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(183)
				p.Match(PTXParserSTRING)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(188)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(189)
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

	// SetName sets the name token.
	SetName(antlr.Token)

	// Getter signatures
	IDENT() antlr.TerminalNode
	REGISTER() antlr.TerminalNode
	LT() antlr.TerminalNode
	AllINT() []antlr.TerminalNode
	INT(i int) antlr.TerminalNode
	GT() antlr.TerminalNode
	AllLBRACK() []antlr.TerminalNode
	LBRACK(i int) antlr.TerminalNode
	AllRBRACK() []antlr.TerminalNode
	RBRACK(i int) antlr.TerminalNode
	EQ() antlr.TerminalNode
	Init() IInitContext

	// IsDeclaratorContext differentiates from other interfaces.
	IsDeclaratorContext()
}

type DeclaratorContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	name   antlr.Token
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

func (s *DeclaratorContext) SetName(v antlr.Token) { s.name = v }

func (s *DeclaratorContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
}

func (s *DeclaratorContext) REGISTER() antlr.TerminalNode {
	return s.GetToken(PTXParserREGISTER, 0)
}

func (s *DeclaratorContext) LT() antlr.TerminalNode {
	return s.GetToken(PTXParserLT, 0)
}

func (s *DeclaratorContext) AllINT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserINT)
}

func (s *DeclaratorContext) INT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserINT, i)
}

func (s *DeclaratorContext) GT() antlr.TerminalNode {
	return s.GetToken(PTXParserGT, 0)
}

func (s *DeclaratorContext) AllLBRACK() []antlr.TerminalNode {
	return s.GetTokens(PTXParserLBRACK)
}

func (s *DeclaratorContext) LBRACK(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserLBRACK, i)
}

func (s *DeclaratorContext) AllRBRACK() []antlr.TerminalNode {
	return s.GetTokens(PTXParserRBRACK)
}

func (s *DeclaratorContext) RBRACK(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserRBRACK, i)
}

func (s *DeclaratorContext) EQ() antlr.TerminalNode {
	return s.GetToken(PTXParserEQ, 0)
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
	p.EnterRule(localctx, 14, PTXParserRULE_declarator)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(192)

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
	p.SetState(196)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserLT {
		{
			p.SetState(193)
			p.Match(PTXParserLT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(194)
			p.Match(PTXParserINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(195)
			p.Match(PTXParserGT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	p.SetState(205)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == PTXParserLBRACK {
		{
			p.SetState(198)
			p.Match(PTXParserLBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(200)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserINT {
			{
				p.SetState(199)
				p.Match(PTXParserINT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(202)
			p.Match(PTXParserRBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

		p.SetState(207)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(210)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserEQ {
		{
			p.SetState(208)
			p.Match(PTXParserEQ)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(209)
			p.Init()
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

	// Getter signatures
	LBRACE() antlr.TerminalNode
	RBRACE() antlr.TerminalNode
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

	// IsInitContext differentiates from other interfaces.
	IsInitContext()
}

type InitContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
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

func (s *InitContext) LBRACE() antlr.TerminalNode {
	return s.GetToken(PTXParserLBRACE, 0)
}

func (s *InitContext) RBRACE() antlr.TerminalNode {
	return s.GetToken(PTXParserRBRACE, 0)
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

func (s *InitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *InitContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Init() (localctx IInitContext) {
	localctx = NewInitContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, PTXParserRULE_init)
	var _la int

	p.SetState(238)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PTXParserLBRACE:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(212)
			p.Match(PTXParserLBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(221)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&34497691648) != 0 {
			{
				p.SetState(213)
				p.Init()
			}
			p.SetState(218)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == PTXParserCOMMA {
				{
					p.SetState(214)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(215)
					p.Init()
				}

				p.SetState(220)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(223)
			p.Match(PTXParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PTXParserFLOAT_BITS, PTXParserFLOAT, PTXParserINT, PTXParserMINUS:
		p.EnterOuterAlt(localctx, 2)
		p.SetState(225)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserMINUS {
			{
				p.SetState(224)
				p.Match(PTXParserMINUS)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(227)
			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&3670016) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case PTXParserIDENT:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(228)
			p.Match(PTXParserIDENT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(232)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(229)
				p.Match(PTXParserLPAREN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(230)
				p.Match(PTXParserIDENT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(231)
				p.Match(PTXParserRPAREN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(236)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserPLUS || _la == PTXParserMINUS {
			{
				p.SetState(234)
				_la = p.GetTokenStream().LA(1)

				if !(_la == PTXParserPLUS || _la == PTXParserMINUS) {
					p.GetErrorHandler().RecoverInline(p)
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}
			{
				p.SetState(235)
				p.Match(PTXParserINT)
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

// IBlockContext is an interface to support dynamic dispatch.
type IBlockContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	LBRACE() antlr.TerminalNode
	RBRACE() antlr.TerminalNode
	AllStmt() []IStmtContext
	Stmt(i int) IStmtContext

	// IsBlockContext differentiates from other interfaces.
	IsBlockContext()
}

type BlockContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
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

func (s *BlockContext) LBRACE() antlr.TerminalNode {
	return s.GetToken(PTXParserLBRACE, 0)
}

func (s *BlockContext) RBRACE() antlr.TerminalNode {
	return s.GetToken(PTXParserRBRACE, 0)
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
	p.EnterRule(localctx, 18, PTXParserRULE_block)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(240)
		p.Match(PTXParserLBRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(244)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&134595744) != 0 {
		{
			p.SetState(241)
			p.Stmt()
		}

		p.SetState(246)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(247)
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
	// IsStmtContext differentiates from other interfaces.
	IsStmtContext()
}

type StmtContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
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

func (s *StmtContext) CopyAll(ctx *StmtContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *StmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StmtContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type LabelStmtContext struct {
	StmtContext
}

func NewLabelStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LabelStmtContext {
	var p = new(LabelStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *LabelStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LabelStmtContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
}

func (s *LabelStmtContext) COLON() antlr.TerminalNode {
	return s.GetToken(PTXParserCOLON, 0)
}

func (s *LabelStmtContext) Table() ITableContext {
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

type VarStmtContext struct {
	StmtContext
}

func NewVarStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *VarStmtContext {
	var p = new(VarStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *VarStmtContext) GetRuleContext() antlr.RuleContext {
	return s
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

func (s *VarStmtContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
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

func (s *VarStmtContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *VarStmtContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

type BlockStmtContext struct {
	StmtContext
}

func NewBlockStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BlockStmtContext {
	var p = new(BlockStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *BlockStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BlockStmtContext) Block() IBlockContext {
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

type InstStmtContext struct {
	StmtContext
}

func NewInstStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *InstStmtContext {
	var p = new(InstStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *InstStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *InstStmtContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
}

func (s *InstStmtContext) MNEMONIC() antlr.TerminalNode {
	return s.GetToken(PTXParserMNEMONIC, 0)
}

func (s *InstStmtContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
}

func (s *InstStmtContext) GUARD() antlr.TerminalNode {
	return s.GetToken(PTXParserGUARD, 0)
}

func (s *InstStmtContext) AllOperand() []IOperandContext {
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

func (s *InstStmtContext) Operand(i int) IOperandContext {
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

func (s *InstStmtContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *InstStmtContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

type LocStmtContext struct {
	StmtContext
}

func NewLocStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *LocStmtContext {
	var p = new(LocStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *LocStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LocStmtContext) LOC() antlr.TerminalNode {
	return s.GetToken(PTXParserLOC, 0)
}

func (s *LocStmtContext) AllINT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserINT)
}

func (s *LocStmtContext) INT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserINT, i)
}

func (s *LocStmtContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *LocStmtContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (s *LocStmtContext) AllIDENT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserIDENT)
}

func (s *LocStmtContext) IDENT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, i)
}

type PragmaStmtContext struct {
	StmtContext
}

func NewPragmaStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *PragmaStmtContext {
	var p = new(PragmaStmtContext)

	InitEmptyStmtContext(&p.StmtContext)
	p.parser = parser
	p.CopyAll(ctx.(*StmtContext))

	return p
}

func (s *PragmaStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PragmaStmtContext) PRAGMA() antlr.TerminalNode {
	return s.GetToken(PTXParserPRAGMA, 0)
}

func (s *PragmaStmtContext) AllSTRING() []antlr.TerminalNode {
	return s.GetTokens(PTXParserSTRING)
}

func (s *PragmaStmtContext) STRING(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserSTRING, i)
}

func (s *PragmaStmtContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
}

func (s *PragmaStmtContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *PragmaStmtContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (p *PTXParser) Stmt() (localctx IStmtContext) {
	localctx = NewStmtContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 20, PTXParserRULE_stmt)
	var _la int

	var _alt int

	p.SetState(312)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 47, p.GetParserRuleContext()) {
	case 1:
		localctx = NewLabelStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(249)
			p.Match(PTXParserIDENT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(250)
			p.Match(PTXParserCOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(252)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&14336) != 0 {
			{
				p.SetState(251)
				p.Table()
			}

		}

	case 2:
		localctx = NewVarStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		p.SetState(255)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ok := true; ok; ok = _la == PTXParserALIGN || _la == PTXParserDOTWORD {
			{
				p.SetState(254)
				p.DeclSpec()
			}

			p.SetState(257)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(259)
			p.Declarator()
		}
		p.SetState(264)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(260)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(261)
				p.Declarator()
			}

			p.SetState(266)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(267)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewBlockStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(269)
			p.Block()
		}

	case 4:
		localctx = NewInstStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		p.SetState(271)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserGUARD {
			{
				p.SetState(270)
				p.Match(PTXParserGUARD)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(273)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PTXParserMNEMONIC || _la == PTXParserIDENT) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(282)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&103259242496) != 0 {
			{
				p.SetState(274)
				p.Operand()
			}
			p.SetState(279)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == PTXParserCOMMA {
				{
					p.SetState(275)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(276)
					p.Operand()
				}

				p.SetState(281)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(284)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 5:
		localctx = NewLocStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(285)
			p.Match(PTXParserLOC)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(286)
			p.Match(PTXParserINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(287)
			p.Match(PTXParserINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(288)
			p.Match(PTXParserINT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(299)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(289)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(290)
				p.Match(PTXParserIDENT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(294)
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
						p.SetState(291)
						_la = p.GetTokenStream().LA(1)

						if !(_la == PTXParserIDENT || _la == PTXParserINT) {
							p.GetErrorHandler().RecoverInline(p)
						} else {
							p.GetErrorHandler().ReportMatch(p)
							p.Consume()
						}
					}

				}
				p.SetState(296)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 44, p.GetParserRuleContext())
				if p.HasError() {
					goto errorExit
				}
			}

			p.SetState(301)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case 6:
		localctx = NewPragmaStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(302)
			p.Match(PTXParserPRAGMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(303)
			p.Match(PTXParserSTRING)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(308)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(304)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(305)
				p.Match(PTXParserSTRING)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(310)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(311)
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

// ITableContext is an interface to support dynamic dispatch.
type ITableContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	BRANCHTARGETS() antlr.TerminalNode
	AllIDENT() []antlr.TerminalNode
	IDENT(i int) antlr.TerminalNode
	SEMI() antlr.TerminalNode
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
	parser antlr.Parser
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

func (s *TableContext) BRANCHTARGETS() antlr.TerminalNode {
	return s.GetToken(PTXParserBRANCHTARGETS, 0)
}

func (s *TableContext) AllIDENT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserIDENT)
}

func (s *TableContext) IDENT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, i)
}

func (s *TableContext) SEMI() antlr.TerminalNode {
	return s.GetToken(PTXParserSEMI, 0)
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
	p.EnterRule(localctx, 22, PTXParserRULE_table)
	var _la int

	p.SetState(349)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PTXParserBRANCHTARGETS:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(314)
			p.Match(PTXParserBRANCHTARGETS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(315)
			p.Match(PTXParserIDENT)
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
				p.SetState(316)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(317)
				p.Match(PTXParserIDENT)
				if p.HasError() {
					// Recognition error - abort rule
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
		{
			p.SetState(323)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PTXParserCALLTARGETS:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(324)
			p.Match(PTXParserCALLTARGETS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(325)
			p.Match(PTXParserIDENT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(330)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(326)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(327)
				p.Match(PTXParserIDENT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(332)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(333)
			p.Match(PTXParserSEMI)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PTXParserCALLPROTOTYPE:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(334)
			p.Match(PTXParserCALLPROTOTYPE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(336)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(335)
				p.Params()
			}

		}
		{
			p.SetState(338)
			p.Match(PTXParserIDENT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(340)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserLPAREN {
			{
				p.SetState(339)
				p.Params()
			}

		}
		p.SetState(345)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserPRAGMA || _la == PTXParserDOTWORD {
			{
				p.SetState(342)
				p.Perf()
			}

			p.SetState(347)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(348)
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
	// IsOperandContext differentiates from other interfaces.
	IsOperandContext()
}

type OperandContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
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

func (s *OperandContext) CopyAll(ctx *OperandContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *OperandContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *OperandContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type RegOperandContext struct {
	OperandContext
}

func NewRegOperandContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RegOperandContext {
	var p = new(RegOperandContext)

	InitEmptyOperandContext(&p.OperandContext)
	p.parser = parser
	p.CopyAll(ctx.(*OperandContext))

	return p
}

func (s *RegOperandContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RegOperandContext) AllREGISTER() []antlr.TerminalNode {
	return s.GetTokens(PTXParserREGISTER)
}

func (s *RegOperandContext) REGISTER(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserREGISTER, i)
}

func (s *RegOperandContext) PIPE() antlr.TerminalNode {
	return s.GetToken(PTXParserPIPE, 0)
}

type NotOperandContext struct {
	OperandContext
}

func NewNotOperandContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *NotOperandContext {
	var p = new(NotOperandContext)

	InitEmptyOperandContext(&p.OperandContext)
	p.parser = parser
	p.CopyAll(ctx.(*OperandContext))

	return p
}

func (s *NotOperandContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NotOperandContext) BANG() antlr.TerminalNode {
	return s.GetToken(PTXParserBANG, 0)
}

func (s *NotOperandContext) REGISTER() antlr.TerminalNode {
	return s.GetToken(PTXParserREGISTER, 0)
}

func (s *NotOperandContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
}

type ImmOperandContext struct {
	OperandContext
}

func NewImmOperandContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ImmOperandContext {
	var p = new(ImmOperandContext)

	InitEmptyOperandContext(&p.OperandContext)
	p.parser = parser
	p.CopyAll(ctx.(*OperandContext))

	return p
}

func (s *ImmOperandContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ImmOperandContext) INT() antlr.TerminalNode {
	return s.GetToken(PTXParserINT, 0)
}

func (s *ImmOperandContext) FLOAT() antlr.TerminalNode {
	return s.GetToken(PTXParserFLOAT, 0)
}

func (s *ImmOperandContext) FLOAT_BITS() antlr.TerminalNode {
	return s.GetToken(PTXParserFLOAT_BITS, 0)
}

func (s *ImmOperandContext) MINUS() antlr.TerminalNode {
	return s.GetToken(PTXParserMINUS, 0)
}

type SymOperandContext struct {
	OperandContext
}

func NewSymOperandContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SymOperandContext {
	var p = new(SymOperandContext)

	InitEmptyOperandContext(&p.OperandContext)
	p.parser = parser
	p.CopyAll(ctx.(*OperandContext))

	return p
}

func (s *SymOperandContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SymOperandContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
}

func (s *SymOperandContext) INT() antlr.TerminalNode {
	return s.GetToken(PTXParserINT, 0)
}

func (s *SymOperandContext) PLUS() antlr.TerminalNode {
	return s.GetToken(PTXParserPLUS, 0)
}

func (s *SymOperandContext) MINUS() antlr.TerminalNode {
	return s.GetToken(PTXParserMINUS, 0)
}

type AddrOperandContext struct {
	OperandContext
}

func NewAddrOperandContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AddrOperandContext {
	var p = new(AddrOperandContext)

	InitEmptyOperandContext(&p.OperandContext)
	p.parser = parser
	p.CopyAll(ctx.(*OperandContext))

	return p
}

func (s *AddrOperandContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AddrOperandContext) LBRACK() antlr.TerminalNode {
	return s.GetToken(PTXParserLBRACK, 0)
}

func (s *AddrOperandContext) Addr() IAddrContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAddrContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAddrContext)
}

func (s *AddrOperandContext) RBRACK() antlr.TerminalNode {
	return s.GetToken(PTXParserRBRACK, 0)
}

func (s *AddrOperandContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *AddrOperandContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (s *AddrOperandContext) AllOperand() []IOperandContext {
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

func (s *AddrOperandContext) Operand(i int) IOperandContext {
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

type VecOperandContext struct {
	OperandContext
}

func NewVecOperandContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *VecOperandContext {
	var p = new(VecOperandContext)

	InitEmptyOperandContext(&p.OperandContext)
	p.parser = parser
	p.CopyAll(ctx.(*OperandContext))

	return p
}

func (s *VecOperandContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *VecOperandContext) LBRACE() antlr.TerminalNode {
	return s.GetToken(PTXParserLBRACE, 0)
}

func (s *VecOperandContext) RBRACE() antlr.TerminalNode {
	return s.GetToken(PTXParserRBRACE, 0)
}

func (s *VecOperandContext) AllOperand() []IOperandContext {
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

func (s *VecOperandContext) Operand(i int) IOperandContext {
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

func (s *VecOperandContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *VecOperandContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

type ListOperandContext struct {
	OperandContext
}

func NewListOperandContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ListOperandContext {
	var p = new(ListOperandContext)

	InitEmptyOperandContext(&p.OperandContext)
	p.parser = parser
	p.CopyAll(ctx.(*OperandContext))

	return p
}

func (s *ListOperandContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ListOperandContext) LPAREN() antlr.TerminalNode {
	return s.GetToken(PTXParserLPAREN, 0)
}

func (s *ListOperandContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(PTXParserRPAREN, 0)
}

func (s *ListOperandContext) AllOperand() []IOperandContext {
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

func (s *ListOperandContext) Operand(i int) IOperandContext {
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

func (s *ListOperandContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PTXParserCOMMA)
}

func (s *ListOperandContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserCOMMA, i)
}

func (p *PTXParser) Operand() (localctx IOperandContext) {
	localctx = NewOperandContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 24, PTXParserRULE_operand)
	var _la int

	p.SetState(402)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PTXParserREGISTER:
		localctx = NewRegOperandContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(351)
			p.Match(PTXParserREGISTER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(354)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserPIPE {
			{
				p.SetState(352)
				p.Match(PTXParserPIPE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(353)
				p.Match(PTXParserREGISTER)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case PTXParserBANG:
		localctx = NewNotOperandContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(356)
			p.Match(PTXParserBANG)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(357)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PTXParserIDENT || _la == PTXParserREGISTER) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case PTXParserFLOAT_BITS, PTXParserFLOAT, PTXParserINT, PTXParserMINUS:
		localctx = NewImmOperandContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		p.SetState(359)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserMINUS {
			{
				p.SetState(358)
				p.Match(PTXParserMINUS)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(361)
			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&3670016) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case PTXParserIDENT:
		localctx = NewSymOperandContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(362)
			p.Match(PTXParserIDENT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(365)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserPLUS || _la == PTXParserMINUS {
			{
				p.SetState(363)
				_la = p.GetTokenStream().LA(1)

				if !(_la == PTXParserPLUS || _la == PTXParserMINUS) {
					p.GetErrorHandler().RecoverInline(p)
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}
			{
				p.SetState(364)
				p.Match(PTXParserINT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case PTXParserLBRACK:
		localctx = NewAddrOperandContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(367)
			p.Match(PTXParserLBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(368)
			p.Addr()
		}
		p.SetState(373)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PTXParserCOMMA {
			{
				p.SetState(369)
				p.Match(PTXParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(370)
				p.Operand()
			}

			p.SetState(375)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(376)
			p.Match(PTXParserRBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PTXParserLBRACE:
		localctx = NewVecOperandContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(378)
			p.Match(PTXParserLBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(387)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&103259242496) != 0 {
			{
				p.SetState(379)
				p.Operand()
			}
			p.SetState(384)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == PTXParserCOMMA {
				{
					p.SetState(380)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(381)
					p.Operand()
				}

				p.SetState(386)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(389)
			p.Match(PTXParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PTXParserLPAREN:
		localctx = NewListOperandContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(390)
			p.Match(PTXParserLPAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(399)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&103259242496) != 0 {
			{
				p.SetState(391)
				p.Operand()
			}
			p.SetState(396)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == PTXParserCOMMA {
				{
					p.SetState(392)
					p.Match(PTXParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(393)
					p.Operand()
				}

				p.SetState(398)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(401)
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

// IAddrContext is an interface to support dynamic dispatch.
type IAddrContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetBase returns the base token.
	GetBase() antlr.Token

	// GetSign returns the sign token.
	GetSign() antlr.Token

	// GetNeg returns the neg token.
	GetNeg() antlr.Token

	// GetOff returns the off token.
	GetOff() antlr.Token

	// SetBase sets the base token.
	SetBase(antlr.Token)

	// SetSign sets the sign token.
	SetSign(antlr.Token)

	// SetNeg sets the neg token.
	SetNeg(antlr.Token)

	// SetOff sets the off token.
	SetOff(antlr.Token)

	// Getter signatures
	REGISTER() antlr.TerminalNode
	IDENT() antlr.TerminalNode
	AllINT() []antlr.TerminalNode
	INT(i int) antlr.TerminalNode
	PLUS() antlr.TerminalNode
	AllMINUS() []antlr.TerminalNode
	MINUS(i int) antlr.TerminalNode

	// IsAddrContext differentiates from other interfaces.
	IsAddrContext()
}

type AddrContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	base   antlr.Token
	sign   antlr.Token
	neg    antlr.Token
	off    antlr.Token
}

func NewEmptyAddrContext() *AddrContext {
	var p = new(AddrContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_addr
	return p
}

func InitEmptyAddrContext(p *AddrContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PTXParserRULE_addr
}

func (*AddrContext) IsAddrContext() {}

func NewAddrContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AddrContext {
	var p = new(AddrContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PTXParserRULE_addr

	return p
}

func (s *AddrContext) GetParser() antlr.Parser { return s.parser }

func (s *AddrContext) GetBase() antlr.Token { return s.base }

func (s *AddrContext) GetSign() antlr.Token { return s.sign }

func (s *AddrContext) GetNeg() antlr.Token { return s.neg }

func (s *AddrContext) GetOff() antlr.Token { return s.off }

func (s *AddrContext) SetBase(v antlr.Token) { s.base = v }

func (s *AddrContext) SetSign(v antlr.Token) { s.sign = v }

func (s *AddrContext) SetNeg(v antlr.Token) { s.neg = v }

func (s *AddrContext) SetOff(v antlr.Token) { s.off = v }

func (s *AddrContext) REGISTER() antlr.TerminalNode {
	return s.GetToken(PTXParserREGISTER, 0)
}

func (s *AddrContext) IDENT() antlr.TerminalNode {
	return s.GetToken(PTXParserIDENT, 0)
}

func (s *AddrContext) AllINT() []antlr.TerminalNode {
	return s.GetTokens(PTXParserINT)
}

func (s *AddrContext) INT(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserINT, i)
}

func (s *AddrContext) PLUS() antlr.TerminalNode {
	return s.GetToken(PTXParserPLUS, 0)
}

func (s *AddrContext) AllMINUS() []antlr.TerminalNode {
	return s.GetTokens(PTXParserMINUS)
}

func (s *AddrContext) MINUS(i int) antlr.TerminalNode {
	return s.GetToken(PTXParserMINUS, i)
}

func (s *AddrContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AddrContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PTXParser) Addr() (localctx IAddrContext) {
	localctx = NewAddrContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 26, PTXParserRULE_addr)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(404)

		var _lt = p.GetTokenStream().LT(1)

		localctx.(*AddrContext).base = _lt

		_la = p.GetTokenStream().LA(1)

		if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&2293760) != 0) {
			var _ri = p.GetErrorHandler().RecoverInline(p)

			localctx.(*AddrContext).base = _ri
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	p.SetState(410)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PTXParserPLUS || _la == PTXParserMINUS {
		{
			p.SetState(405)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*AddrContext).sign = _lt

			_la = p.GetTokenStream().LA(1)

			if !(_la == PTXParserPLUS || _la == PTXParserMINUS) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*AddrContext).sign = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(407)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PTXParserMINUS {
			{
				p.SetState(406)

				var _m = p.Match(PTXParserMINUS)

				localctx.(*AddrContext).neg = _m
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(409)

			var _m = p.Match(PTXParserINT)

			localctx.(*AddrContext).off = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
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
