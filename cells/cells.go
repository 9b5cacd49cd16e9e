// Package cells evaluates a cell: the text of the forms that a worksheet's
// cell (cgcalc serve) or a notebook's code cell (cgcalc kernel) holds. The
// text is read as one entry, as the REPL reads a line (reader.ReadEntry:
// Lisp forms or CGSuite's syntax), with positions "cell:LINE:COL"; each
// form keeps its own source text, and is evaluated with its value printed
// for the display (long values abbreviated) and a panic turned into an
// error with the form's position.
//
// It holds what the two front ends share and nothing of either: where the
// output, the pictures and the errors go is theirs. Like them it sits
// above eval and never touches games.
package cells

import (
	"context"
	"strings"
	"unicode/utf8"

	"cgcalc/eval"
	"cgcalc/reader"
)

// File is the file name of a cell's forms in error positions:
// "cell:3:5: ...".
const File = "cell"

// A Form is one form of a cell: its syntax tree and its source text.
type Form struct {
	Node   reader.Node
	Source string
}

// Read reads the forms of the cell src, each with its text (Text). An
// unfinished form is an error that matches reader.ErrIncomplete.
func Read(src string) ([]Form, error) {
	nodes, err := reader.ReadEntry(File, 1, src)
	if err != nil {
		return nil, err
	}
	starts := Starts(src, nodes)
	forms := make([]Form, len(nodes))
	for i, n := range nodes {
		forms[i] = Form{Node: n, Source: Text(src, starts, i)}
	}
	return forms, nil
}

// Eval evaluates n and prints its value for the display (long values
// abbreviated, eval.Abbreviate), recovering from a panic. The text is ""
// for a value the interpreter leaves unprinted (the nil after a picture,
// eval.Interp.Unprinted).
func Eval(ctx context.Context, in *eval.Interp, n reader.Node) (text string, err error) {
	defer func() {
		if r := recover(); r != nil {
			text, err = "", eval.PanicError(n.Pos(), r)
		}
	}()
	v, err := in.Eval(ctx, n)
	if err != nil || in.Unprinted(v) {
		return "", err
	}
	text, _, err = eval.Abbreviate(ctx, v)
	return text, err
}

// PartialText is what an interrupted builtin had computed (eval.Partial),
// shown with the cell's output in one line: its note and where the value
// is, *partial*, which (print *partial*) shows whole; "" if err carries
// none.
func PartialText(err error) string {
	p, ok := eval.PartialOf(err)
	if !ok {
		return ""
	}
	return p.Note + ", in " + eval.PartialWhere(p.Value) + "\n"
}

// Starts returns the byte offset in src of each node's first character.
func Starts(src string, nodes []reader.Node) []int {
	// The byte offset of the start of each line.
	lines := []int{0}
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			lines = append(lines, i+1)
		}
	}
	starts := make([]int, len(nodes))
	for i, n := range nodes {
		p := n.Pos()
		if p.Line < 1 || p.Line > len(lines) {
			starts[i] = 0
			continue
		}
		off := lines[p.Line-1]
		for c := 1; c < p.Col && off < len(src); c++ {
			_, size := utf8.DecodeRuneInString(src[off:])
			off += size
		}
		starts[i] = off
	}
	return starts
}

// Text returns the text of form i of src, whose forms start at starts:
// from its start to the next form's, without the blank and comment lines
// before that.
func Text(src string, starts []int, i int) string {
	end := len(src)
	if i+1 < len(starts) {
		end = starts[i+1]
	}
	if starts[i] > end {
		return ""
	}
	lines := strings.Split(src[starts[i]:end], "\n")
	for len(lines) > 1 {
		last := strings.TrimSpace(lines[len(lines)-1])
		if last != "" && !strings.HasPrefix(last, ";") {
			break
		}
		lines = lines[:len(lines)-1]
	}
	return strings.TrimRight(strings.Join(lines, "\n"), " \t\r\n")
}
