// Package reader turns cgcalc source text into syntax trees.
//
// The language is a small Lisp. Its surface syntax, in EBNF (the participle
// grammar in grammar.go; TestGrammar keeps this text honest):
//
//	Program = Form* .
//	Form    = <atom> | "(" Form* ")" | <string> | "'" Form | "#'" Form .
//
// Tokens (the lexer is hand-written, in lexer.go):
//   - An atom is a run of characters other than white space (space, tab,
//     line feed, carriage return, form feed), parentheses, '"', ';' and the
//     quote character. The character '!' escapes the next character, which
//     then belongs to the atom whatever it is (except a line break): "!|" is
//     the symbol |, "!(" is the symbol (, "!A" is the symbol A.
//   - Whether an atom is a number or a symbol is decided here in Go, not by
//     the lexer, so "12abc" is the one symbol 12abc, never 12 followed by abc.
//     An atom without escapes is a number when it is an integer of any size
//     ("-12"), a ratio of integers ("3/8"), or a decimal ("1.5", "-.25",
//     "2e3"), read exactly: 1.5 is the rational 3/2. A ratio with a zero
//     denominator is an error, and so is a number past the limits on
//     numbers (MaxIntegerBits, MaxRatioBits), refused from its length
//     before conversion; conversion is divide and conquer (decimal.go), so
//     a million digits take about the time of a multiplication, not the
//     square of their number. Every other atom is a symbol.
//   - Symbols are case-insensitive: unescaped letters are folded to lower
//     case, so MG and mg are one name. Escaped characters keep their case.
//     Symbols may hold any Unicode characters (↑, ⇑, ±, *). A lone "|" is the
//     symbol |, as is "!|".
//   - A string is written between double quotes with the escapes \n, \t, \r,
//     \\, \" and \u{hex}.
//   - 'x reads as (quote x) and #'f as (function f); ';' starts a comment
//     that runs to the end of the line.
//   - Game literals: an atom holding a '{' (not escaped) is a game
//     literal. From a '{' to its matching '}' nothing ends the atom: white
//     space, parentheses, ';', quotes and line breaks belong to it; braces
//     and parentheses inside must pair up, a string "..." inside is
//     skipped whole and '!' still escapes the next character. After the
//     '}' the atom goes on by the usual rules (2{0|^}+* is one atom). A '}'
//     that closes nothing, or a bracket closed by the wrong kind, is an
//     error at that character; input that ends inside the braces is
//     unfinished (ErrIncomplete), as an open list is. The literal reads as
//     the form (game-literal TEXT ARG...), as 'x reads as (quote x): TEXT
//     is the atom as written and the ARGs are the pieces of Lisp in it,
//     with their positions: options that are one parenthesised Lisp form or
//     one Lisp name, and names inside the notation ({0, g | (mplus up up)}
//     reads as (game-literal "{0, g | (mplus up up)}" g (mplus up up));
//     SplitLiteral gives the rules). Package builtins defines game-literal.
//     Comments cannot appear inside braces.
//   - A list whose next-to-last element is a lone "." is dotted: (a . b).
//
// Text is UTF-8: a NUL byte or a byte that is not UTF-8 is an error at its
// line and column (CheckText), not part of an atom.
//
// Errors are of type *Error and print as "file:line:col: message". Input that
// ends inside an unfinished form (an open parenthesis, an unterminated string,
// a quote with nothing after it, an open brace of a game literal) gives an error for which
// errors.Is(err, ErrIncomplete) holds, so that an interactive reader can ask
// for more lines; Lines tells the same thing cheaply as lines arrive.
//
// ReadEntry reads what was typed at a prompt (a REPL line, an -e argument,
// a worksheet cell): as Read does, except a line outside any form that
// could only be a slip in Lisp (a bare infix operator between its forms,
// :=, a method such as g.Thermograph, a call such as Tiny(1)), which is
// read in CGSuite's expression syntax and turned into the equivalent Lisp
// forms with their positions (cgsuite.go, cgparse.go). HasCGSuiteLine
// tells whether it did; script files are read by Read and NewDecoder only.
//
// The reader only builds trees: what a form means (evaluation, values,
// special forms) is package eval's business.
package reader
