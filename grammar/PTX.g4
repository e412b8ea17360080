// PTX.g4: the grammar of PTX assembly as emitted by nvcc (11.x to 13.x) and
// Triton, for the ptxsim front end.
//
// Design (see grammar/README.md): the ANTLR Go runtime is slow per token and
// per rule invocation, so the grammar is deliberately coarse and flat.
//   * A whole dotted mnemonic ("ld.global.nc.v4.f32") is ONE token (MNEMONIC);
//     package ptx splits it into opcode and modifiers.
//   * Every dotted word that is not a structural keyword (".u32", ".reg",
//     ".visible", ".maxntid", ".shared::cta") is one DOTWORD token; package
//     ptx interprets declaration specifiers, so the parser needs no rule per
//     type or state space.
//   * A register with its optional component ("%tid.x"), a predicate guard
//     ("@!%p1") and a whole .section with its body are single tokens.
//   * Operands are one flat rule; there are no expression chains.
// The parser runs in SLL prediction mode; no rule needs full LL.
grammar PTX;

// ---------------------------------------------------------------- parser

module
    : topItem* EOF
    ;

topItem
    : VERSION version=(FLOAT | INT)                      # versionDir
    | TARGET targetOpt (',' targetOpt)*                  # targetDir
    | ADDRESS_SIZE INT                                   # addressSizeDir
    | FILE INT STRING (',' INT ',' INT)?                 # fileDir
    | SECTION                                            # sectionDir
    | PRAGMA STRING (',' STRING)* ';'                    # topPragma
    | declSpec* ENTRY IDENT params? perf* (block | ';')   # entryDecl
    | declSpec* FUNC results=params? IDENT params? perf* (block | ';') # funcDecl
    | declSpec+ declarator (',' declarator)* ';'         # topVarDecl
    ;

targetOpt
    : IDENT
    ;

// .align N, .ptr, .global, .visible, .b32, .v4, ...
declSpec
    : ALIGN INT
    | DOTWORD
    ;

params
    : '(' (param (',' param)*)? ')'
    ;

param
    : declSpec+ IDENT? ('[' INT? ']')*
    ;

// Performance directives after a function header: .maxntid 256, 1, 1 /
// .noreturn / .pragma "nounroll".
perf
    : DOTWORD (INT (',' INT)*)?
    | PRAGMA STRING (',' STRING)* ';'
    ;

declarator
    : name=(IDENT | REGISTER) ('<' INT '>')? ('[' INT? ']')* ('=' init)?
    ;

init
    : '{' (init (',' init)*)? '}'
    | '-'? (INT | FLOAT | FLOAT_BITS)
    | IDENT ('(' IDENT ')')? (('+' | '-') INT)?
    ;

block
    : '{' stmt* '}'
    ;

stmt
    : IDENT ':' table?                                   # labelStmt
    | declSpec+ declarator (',' declarator)* ';'         # varStmt
    | block                                              # blockStmt
    | GUARD? (MNEMONIC | IDENT) (operand (',' operand)*)? ';' # instStmt
    | LOC INT INT INT (',' IDENT (IDENT | INT)*)*        # locStmt
    | PRAGMA STRING (',' STRING)* ';'                    # pragmaStmt
    ;

// A name bound to a table: "ts: .branchtargets L1, L2;", "ct: .calltargets
// f, g;", "proto: .callprototype (.param .b32 _) _ (.param .b64 _);".
table
    : BRANCHTARGETS IDENT (',' IDENT)* ';'
    | CALLTARGETS IDENT (',' IDENT)* ';'
    | CALLPROTOTYPE params? IDENT params? perf* ';'
    ;

operand
    : REGISTER ('|' REGISTER)?                           # regOperand
    | '!' (REGISTER | IDENT)                             # notOperand
    | '-'? (INT | FLOAT | FLOAT_BITS)                    # immOperand
    | IDENT (('+' | '-') INT)?                           # symOperand
    | '[' addr (',' operand)* ']'                        # addrOperand
    | '{' (operand (',' operand)*)? '}'                  # vecOperand
    | '(' (operand (',' operand)*)? ')'                  # listOperand
    ;

addr
    : base=(REGISTER | IDENT | INT) (sign=('+' | '-') neg='-'? off=INT)?
    ;

// ---------------------------------------------------------------- lexer

VERSION       : '.version' ;
TARGET        : '.target' ;
ADDRESS_SIZE  : '.address_size' ;
FILE          : '.file' ;
LOC           : '.loc' ;
// A whole ".section NAME { ... }" is one token: DWARF bodies run to
// thousands of lines that nothing executes, kept verbatim.
SECTION       : '.section' [ \t]+ '.'? [a-zA-Z0-9_.$]+ [ \t\r\n]* '{' ~'}'* '}' ;
PRAGMA        : '.pragma' ;
ENTRY         : '.entry' ;
FUNC          : '.func' ;
ALIGN         : '.align' ;
BRANCHTARGETS : '.branchtargets' ;
CALLTARGETS   : '.calltargets' ;
CALLPROTOTYPE : '.callprototype' ;

DOTWORD       : '.' SEG ;
MNEMONIC      : ID ('.' SEG)+ ;
IDENT         : ID ;
REGISTER      : '%' [a-zA-Z0-9_$]+ ('.' [xyzwrgba])? ;
GUARD         : '@' '!'? [ \t]* '%'? ID ;

FLOAT_BITS    : '0' [fF] HEX HEX HEX HEX HEX HEX HEX HEX
              | '0' [dD] HEX HEX HEX HEX HEX HEX HEX HEX HEX HEX HEX HEX HEX HEX HEX HEX
              ;
FLOAT         : [0-9]+ '.' [0-9]* EXP?
              | [0-9]+ EXP
              ;
INT           : '0' [xX] HEX+ 'U'?
              | '0' [bB] [01]+ 'U'?
              | [0-9]+ 'U'?
              ;
STRING        : '"' (~["\\\r\n] | '\\' .)* '"' ;

LPAREN : '(' ;
RPAREN : ')' ;
LBRACK : '[' ;
RBRACK : ']' ;
LBRACE : '{' ;
RBRACE : '}' ;
LT     : '<' ;
GT     : '>' ;
COMMA  : ',' ;
SEMI   : ';' ;
COLON  : ':' ;
PLUS   : '+' ;
MINUS  : '-' ;
BANG   : '!' ;
PIPE   : '|' ;
EQ     : '=' ;

WS            : [ \t\r\n]+ -> skip ;
LINE_COMMENT  : '//' ~[\r\n]* -> skip ;
BLOCK_COMMENT : '/*' .*? '*/' -> skip ;

// Anything else is one bad character, reported by the walker's listener
// as a syntax error instead of ANTLR's "token recognition error".
BAD_CHAR      : . ;

fragment ID   : [a-zA-Z_$] [a-zA-Z0-9_$]* ;
fragment SEG  : [a-zA-Z0-9_]+ ('::' [a-zA-Z0-9_]+)* ;
fragment HEX  : [0-9a-fA-F] ;
fragment EXP  : [eE] [+-]? [0-9]+ ;
