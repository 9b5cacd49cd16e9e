package reader

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The grammar. The lexer (lexer.go) has a single Atom token for numbers and
// symbols alike; which one an atom is gets decided in Go (atom.go).

type pProgram struct {
	Forms []*pForm `parser:"@@*"`
}

type pForm struct {
	Pos   lexer.Position
	Atom  *string `parser:"  @Atom"` // the commonest first: alternatives are tried in order
	List  *pList  `parser:"| @@"`
	Str   *string `parser:"| @String"`
	Quote *pForm  `parser:"| Quote @@"`
	Func  *pForm  `parser:"| FuncQuote @@"`
}

type pList struct {
	Pos   lexer.Position
	Elems []*pForm `parser:"LParen @@* RParen"`
}

// parser is safe for concurrent use (participle's documentation says so).
var parser = participle.MustBuild[pProgram](participle.Lexer(lex))
