package reader

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The lexer has a single Atom token for numbers and symbols alike; which one
// an atom is gets decided in Go (see atom.go). Rules are tried in order, so an
// unterminated string (OpenString) and a '!' that escapes nothing (Bang) are
// tokens of their own that the pre-scan in reader.go reports.
var lex = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "comment", Pattern: `;[^\n]*`},
	{Name: "whitespace", Pattern: `\s+`},
	{Name: "String", Pattern: `"(?:\\(?s:.)|[^"\\])*"`},
	{Name: "OpenString", Pattern: `"(?:\\(?s:.)|[^"\\])*\\?`},
	{Name: "FuncQuote", Pattern: `#'`},
	{Name: "Quote", Pattern: `'`},
	{Name: "LParen", Pattern: `\(`},
	{Name: "RParen", Pattern: `\)`},
	{Name: "Atom", Pattern: `(?:[^\s()'";!]|![^\n])+`},
	{Name: "Bang", Pattern: `!`},
})

type pProgram struct {
	Forms []*pForm `parser:"@@*"`
}

type pForm struct {
	Pos   lexer.Position
	Quote *pForm  `parser:"  Quote @@"`
	Func  *pForm  `parser:"| FuncQuote @@"`
	List  *pList  `parser:"| @@"`
	Atom  *string `parser:"| @Atom"`
	Str   *string `parser:"| @String"`
}

type pList struct {
	Pos   lexer.Position
	Elems []*pForm `parser:"LParen @@* RParen"`
}

// parser is safe for concurrent use (participle's documentation says so).
var parser = participle.MustBuild[pProgram](
	participle.Lexer(lex),
	participle.Elide("comment", "whitespace"),
)
