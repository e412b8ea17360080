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
    : items+=topItem* EOF
    ;

// Every element the walker reads carries a label: the parser runs with
// BuildParseTrees off (no child lists, no terminal nodes), and the walker
// reads the labelled fields of each context instead. Hot rules (stmt,
// operand) have no alternative labels ("# name"), which would allocate a
// second context per invocation; the walker tells alternatives apart by
// which fields are set.
topItem
    : kw=VERSION version=(FLOAT | INT)                                       # versionDir
    | kw=TARGET opts+=targetOpt (',' opts+=targetOpt)*                       # targetDir
    | ADDRESS_SIZE size=INT                                                  # addressSizeDir
    | kw=FILE index=INT name=STRING (',' INT ',' INT)?                       # fileDir
    | sec=SECTION                                                            # sectionDir
    | PRAGMA STRING (',' STRING)* ';'                                        # topPragma
    | specs+=declSpec* kw=ENTRY name=IDENT ps=params? perfs+=perf* (body=block | ';') # entryDecl
    | specs+=declSpec* kw=FUNC results=params? name=IDENT ps=params? perfs+=perf* (body=block | ';') # funcDecl
    | specs+=declSpec+ decls+=declarator (',' decls+=declarator)* ';'        # topVarDecl
    ;

targetOpt
    : name=IDENT
    ;

// .align N, .ptr, .global, .visible, .b32, .v4, ...
// A specifier: .align N, a dotted word (.global, .u32, .visible, .v4, .ptr),
// or a variable attribute ".attribute(.managed)" (nvcc's __managed__) /
// ".attribute(.unified(uuid1, uuid2))".
declSpec
    : kw=ALIGN value=INT
    | word=DOTWORD ('(' attr=DOTWORD ('(' u1=INT ',' u2=INT ')')? ')')?
    ;

params
    : '(' (list+=param (',' list+=param)*)? ')'
    ;

param
    : specs+=declSpec+ name=IDENT? dims+=dim*
    ;

// An array dimension: "[16]", or "[]" (size from the initializer).
dim
    : '[' size=INT? ']'
    ;

// Performance directives after a function header: .maxntid 256, 1, 1 /
// .noreturn / .pragma "nounroll".
perf
    : word=DOTWORD (nums+=INT (',' nums+=INT)*)?
    | PRAGMA strs+=STRING (',' strs+=STRING)* ';'
    ;

declarator
    : name=(IDENT | REGISTER) ('<' count=INT '>')? dims+=dim* ('=' value=init)?
    ;

init
    : lb='{' (elems+=init (',' elems+=init)*)? '}'
    | neg='-'? num=(INT | FLOAT | FLOAT_BITS)
    | sym=IDENT ('(' arg=IDENT ')')? (sign=('+' | '-') (off=INT | e=cexpr))?
    | key=IDENT '=' kv=(IDENT | INT)      // a .samplerref/.texref field: "filter_mode = linear"
    | e=cexpr
    ;

block
    : lb='{' body+=stmt* '}'
    ;

// One statement. The alternatives are: a label (or a name bound to a
// table), a variable declaration, a nested block, an instruction, a .loc
// and a .pragma. An instruction's first four operands have labels of their
// own and only further ones go to a list: appending to a list label
// allocates, and few instructions have more than four operands. The rarer
// declarations and pragmas are rules of their own, since every label of an
// alternative here is a field of the context allocated per statement.
stmt
    : label=IDENT ':' tab=table?
    | decl=varStmt
    | inner=block
    | guard=GUARD? op=(MNEMONIC | IDENT)
      (a0=operand (',' a1=operand (',' a2=operand (',' a3=operand (',' more+=operand)*)?)?)?)? ';'
    | loc=LOC file=INT line=INT col=INT (',' IDENT (IDENT | INT)*)*
    | prag=pragmaStmt
    ;

varStmt
    : specs+=declSpec+ decls+=declarator (',' decls+=declarator)* ';'
    ;

pragmaStmt
    : PRAGMA strs+=STRING (',' strs+=STRING)* ';'
    ;

// A name bound to a table: "ts: .branchtargets L1, L2;", "ct: .calltargets
// f, g;", "proto: .callprototype (.param .b32 _) _ (.param .b64 _);".
table
    : kind=BRANCHTARGETS names+=IDENT (',' names+=IDENT)* ';'
    | kind=CALLTARGETS names+=IDENT (',' names+=IDENT)* ';'
    | kind=CALLPROTOTYPE results=params? name=IDENT ps=params? perfs+=perf* ';'
    ;

// One operand; the alternatives are a register (or a pair "%p|%q", "_|%p",
// or with %-less names as inline assembly declares them, "r0|p"), a
// negated predicate ("!%p") or register ("-%r", vmad's operands), an immediate, a symbol with an optional offset, an
// address "[base+off]" with optional extra operands, a vector "{...}" (with
// an optional predicate destination "{...}|%p", as tex and tld4 write), a
// constant expression and a call list "(...)". The alternatives share six
// labels (every label is a field of the context, allocated per operand): x
// is the register, name, number or address base; y the second register of
// a pair or the offset, or the predicate after a vector; pre the '!' or '-'
// in front (or the '-' after the sign of an address offset); lb the opening
// bracket of the bracketed forms; e a constant expression (the whole
// operand, or an offset that is more than a number). A plain number is the
// immediate alternative, not an expression: the alternatives are ordered so
// that the common forms win.
operand
    : x=REGISTER ('|' y=(REGISTER | IDENT))?
    | pre=('!' | '-') x=(REGISTER | IDENT)
    | pre='-'? x=(INT | FLOAT | FLOAT_BITS)
    | x=IDENT (sign=('+' | '-') (y=INT | e=cexpr) | '|' y=(REGISTER | IDENT))?
    | lb='[' x=(REGISTER | IDENT | INT) (sign=('+' | '-') (pre='-'? y=INT | e=cexpr))? (',' elems+=operand)* ']'
    | lb='{' (elems+=operand (',' elems+=operand)*)? '}' ('|' y=REGISTER)?
    | e=cexpr
    | lb='(' (elems+=operand (',' elems+=operand)*)? ')'
    ;

// A constant expression (PTX ISA 4.5.5-4.5.6): C's operators and
// precedence on 64-bit integers and doubles, with (.s64)/(.u64) casts.
// Only operands and initializers that are more than a number reach it.
cexpr
    : op=('-' | '+' | '!' | '~') a=cexpr
    | lp='(' cast=DOTWORD ')' a=cexpr
    | a=cexpr op=('*' | '/' | '%') b=cexpr
    | a=cexpr op=('+' | '-') b=cexpr
    | a=cexpr op=('<<' | '>>') b=cexpr
    | a=cexpr op=('<' | '>' | '<=' | '>=') b=cexpr
    | a=cexpr op=('==' | '!=') b=cexpr
    | a=cexpr op='&' b=cexpr
    | a=cexpr op='^' b=cexpr
    | a=cexpr op='|' b=cexpr
    | a=cexpr op='&&' b=cexpr
    | a=cexpr op='||' b=cexpr
    | <assoc=right> a=cexpr op='?' b=cexpr ':' c=cexpr
    | lp='(' a=cexpr ')'
    | n=(INT | FLOAT | FLOAT_BITS)
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
// A register with a vector component (%v.x) or a video sub-word selector
// (%r.b1, %r.h10, %r.b3210).
REGISTER      : '%' [a-zA-Z0-9_$]+ ('.' ([xyzwrgba] | [bh] [0-9]+))? ;
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

SHL    : '<<' ;
SHR    : '>>' ;
LE     : '<=' ;
GE     : '>=' ;
EQEQ   : '==' ;
NE     : '!=' ;
ANDAND : '&&' ;
OROR   : '||' ;
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
STAR   : '*' ;
SLASH  : '/' ;
PERCENT : '%' ;
TILDE  : '~' ;
AMP    : '&' ;
CARET  : '^' ;
QUESTION : '?' ;

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
