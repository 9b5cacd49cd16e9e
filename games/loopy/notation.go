package loopy

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"cgcalc/games"
)

// maxParseNodes bounds the nodes a parsed string may build, and
// maxParseDepth the nesting of its braces, parentheses and terms (each
// brace, parenthesis, sign or term inside another counts one level): past
// either, Parse returns a one-line error wrapping ErrTooLarge.
const (
	maxParseNodes = 1 << 16
	maxParseDepth = 2000
)

// Parse reads a loopy game in CGSuite's notation: braces {L1,L2|R1,R2}, a
// label before a brace naming that node (a{0|a}), a label inside
// referring back to it (forward references too), pass for the enclosing
// node itself, the named values on, off, over, under, upon, dud, tis and
// tisn, and any short game as the store's parser reads it (1/2, ^*, {1|0},
// 2+*). A brace with no label, pass or named value inside is read whole by
// the store's parser. Errors give the column (from 1).
func Parse(s *games.Store, text string) (*Graph, error) {
	return parseAt(s, text, 0)
}

// parseAt is Parse for a text nested depth levels deep in another.
func parseAt(s *games.Store, text string, depth int) (*Graph, error) {
	p := &lparser{s: s, src: []rune(text), labels: map[string]int32{}, depth: depth}
	p.scanLabels()
	g, err := p.run()
	if err != nil {
		return nil, err
	}
	return g, nil
}

// ParseSided reads "A & B" (the value whose onside is the onside of A and
// whose offside is the offside of B; each a stopper, or any loopy game
// such as a carousel's side) or a single loopy game, and returns its sided
// value.
func ParseSided(s *games.Store, text string, maxStates int) (*Sided, error) {
	if i := topLevelAmp(text); i >= 0 {
		a, err := Parse(s, text[:i])
		if err != nil {
			return nil, err
		}
		b, err := Parse(s, text[i+1:])
		if err != nil {
			return nil, shiftErr(err, len([]rune(text[:i+1])))
		}
		on, err := SideOf(a, true, maxStates)
		if err != nil {
			return nil, err
		}
		off, err := SideOf(b, false, maxStates)
		if err != nil {
			return nil, err
		}
		return &Sided{on, off}, nil
	}
	g, err := Parse(s, text)
	if err != nil {
		return nil, err
	}
	return Sides(g, maxStates)
}

func shiftErr(err error, by int) error {
	if pe, ok := err.(*games.ParseError); ok {
		return &games.ParseError{Col: pe.Col + by, Msg: pe.Msg}
	}
	return err
}

func topLevelAmp(text string) int {
	depth := 0
	for i, r := range text {
		switch r {
		case '{', '(':
			depth++
		case '}', ')':
			depth--
		case '&':
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

type lparser struct {
	s      *games.Store
	src    []rune
	pos    int
	g      Graph
	labels map[string]int32 // label → node, −1 until its brace is read
	fixes  []fix            // references to labels not yet read
	depth  int              // levels of nesting being read
}

type fix struct {
	node  int32
	left  bool
	label string
	col   int
}

type perr struct{ err error }

func (p *lparser) failf(col int, format string, args ...any) {
	panic(perr{&games.ParseError{Col: col + 1, Msg: fmt.Sprintf(format, args...)}})
}

// limitError is a parse error past one of the parser's bounds (its nodes,
// its nesting, the graph of a short game in it); it wraps ErrTooLarge.
type limitError struct {
	col int
	msg string
}

func (e *limitError) Error() string { return fmt.Sprintf("column %d: %s", e.col, e.msg) }
func (e *limitError) Unwrap() error { return ErrTooLarge }

// failLimit stops the parse with a limitError at col (from 0).
func (p *lparser) failLimit(col int, msg string) {
	panic(perr{&limitError{col: col + 1, msg: msg}})
}

// failErr stops the parse with err, met at col: a limitError (or an error
// wrapping ErrTooLarge) stays one, its column shifted; others are parse
// errors.
func (p *lparser) failErr(col int, err error) {
	var le *limitError
	switch {
	case errors.As(err, &le):
		p.failLimit(col+le.col-1, le.msg)
	case errors.Is(err, ErrTooLarge):
		p.failLimit(col, strings.TrimPrefix(err.Error(), "loopy: "))
	}
	var pe *games.ParseError
	if errors.As(err, &pe) {
		p.failf(col+pe.Col-1, "%s", pe.Msg)
	}
	p.failf(col, "%v", err)
}

// enter counts one level of nesting at col, failing past maxParseDepth;
// leave ends it.
func (p *lparser) enter(col int) {
	if p.depth++; p.depth > maxParseDepth {
		p.failLimit(col, fmt.Sprintf("nested more than %d levels deep", maxParseDepth))
	}
}

func (p *lparser) leave() { p.depth-- }

func isWordStart(r rune) bool { return unicode.IsLetter(r) || r == '_' }
func isWordRune(r rune) bool  { return isWordStart(r) || unicode.IsDigit(r) }

// scanLabels finds every word directly before a brace.
func (p *lparser) scanLabels() {
	for i := 0; i < len(p.src); {
		if isWordStart(p.src[i]) && (i == 0 || !isWordRune(p.src[i-1])) {
			j := i
			for j < len(p.src) && isWordRune(p.src[j]) {
				j++
			}
			if j < len(p.src) && p.src[j] == '{' {
				p.labels[string(p.src[i:j])] = -1
			}
			i = j
			continue
		}
		i++
	}
}

func (p *lparser) run() (g *Graph, err error) {
	defer func() {
		if r := recover(); r != nil {
			pe, ok := r.(perr)
			if !ok {
				panic(r)
			}
			g, err = nil, pe.err
		}
	}()
	p.skip()
	if p.pos >= len(p.src) {
		p.failf(0, "empty game")
	}
	start := p.node()
	p.skip()
	if p.pos < len(p.src) {
		p.failf(p.pos, "unexpected %q", p.src[p.pos])
	}
	for _, f := range p.fixes {
		t := p.labels[f.label]
		if t < 0 {
			p.failf(f.col, "label %q names no node", f.label)
		}
		if f.left {
			p.g.L[f.node] = append(p.g.L[f.node], t)
		} else {
			p.g.R[f.node] = append(p.g.R[f.node], t)
		}
	}
	p.g.Start = start
	return &p.g, nil
}

func (p *lparser) skip() {
	for p.pos < len(p.src) && unicode.IsSpace(p.src[p.pos]) {
		p.pos++
	}
}

func (p *lparser) newNode() int32 {
	if len(p.g.L) >= maxParseNodes {
		p.failLimit(p.pos, fmt.Sprintf("more than %d nodes", maxParseNodes))
	}
	p.g.L = append(p.g.L, nil)
	p.g.R = append(p.g.R, nil)
	return int32(len(p.g.L) - 1)
}

// inline copies h into the graph and returns its start's node.
func (p *lparser) inline(h *Graph) int32 {
	off := int32(len(p.g.L))
	if len(p.g.L)+len(h.L) > maxParseNodes {
		p.failLimit(p.pos, fmt.Sprintf("more than %d nodes", maxParseNodes))
	}
	for v := range h.L {
		p.g.L = append(p.g.L, shift(h.L[v], off))
		p.g.R = append(p.g.R, shift(h.R[v], off))
	}
	return off + h.Start
}

// extent returns the end of the short-game text starting at pos: the
// next ',', '|', '}' or '&' outside braces and parentheses.
func (p *lparser) extent(from int) int {
	depth := 0
	for i := from; i < len(p.src); i++ {
		switch p.src[i] {
		case '{', '(':
			depth++
		case '}', ')':
			if depth == 0 {
				return i
			}
			depth--
		case ',', '|':
			if depth == 0 {
				return i
			}
		}
	}
	return len(p.src)
}

// loopyWords reports whether src[from:to] holds a label, pass or a named
// loopy value (a word: a letter, then letters, digits and _; digits
// before it are a number's, as in 2over).
func (p *lparser) loopyWords(from, to int) bool {
	for i := from; i < to; {
		if isWordStart(p.src[i]) {
			j := i
			for j < to && isWordRune(p.src[j]) {
				j++
			}
			if p.loopyWord(string(p.src[i:j])) {
				return true
			}
			i = j
			continue
		}
		i++
	}
	return false
}

func (p *lparser) loopyWord(w string) bool {
	if w == "pass" {
		return true
	}
	if _, ok := p.labels[w]; ok {
		return true
	}
	return slices.Contains(Names, w)
}

// word reads a word at pos, if any.
func (p *lparser) word() (string, int) {
	i := p.pos
	if i >= len(p.src) || !isWordStart(p.src[i]) {
		return "", i
	}
	j := i
	for j < len(p.src) && isWordRune(p.src[j]) {
		j++
	}
	return string(p.src[i:j]), j
}

// item is what a brace holds between commas: a run of bars, pass, a
// label, or a game read into a node.
type item struct {
	bars  int    // a run of bars (the others 0)
	pass  bool   // pass
	label string // a label, not yet resolved
	node  int32  // a game's node
	col   int
}

// optionItem reads one option inside braces.
func (p *lparser) optionItem() item {
	p.skip()
	col := p.pos
	if w, j := p.word(); w != "" {
		q := j
		for q < len(p.src) && unicode.IsSpace(p.src[q]) {
			q++
		}
		end := q >= len(p.src) || strings.ContainsRune(",|}", p.src[q])
		if end && w == "pass" {
			p.pos = j
			return item{pass: true, col: col}
		}
		if end && hasLabel(p.labels, w) {
			p.pos = j
			return item{label: w, col: col}
		}
	}
	return item{node: p.node(), col: col}
}

func hasLabel(m map[string]int32, w string) bool { _, ok := m[w]; return ok }

func (p *lparser) addEdge(from, to int32, left bool) {
	if left {
		p.g.L[from] = append(p.g.L[from], to)
	} else {
		p.g.R[from] = append(p.g.R[from], to)
	}
}

// node reads a game and returns its node.
func (p *lparser) node() int32 {
	p.skip()
	col := p.pos
	p.enter(col)
	defer p.leave()
	if p.pos >= len(p.src) {
		p.failf(col, "missing game")
	}
	if w, j := p.word(); w != "" {
		if j < len(p.src) && p.src[j] == '{' && hasLabel(p.labels, w) && p.aloneBraces(j) {
			if p.labels[w] >= 0 {
				p.failf(col, "label %q named twice", w)
			}
			p.pos = j
			return p.braces(w)
		}
		end := p.extent(p.pos)
		if string(p.src[p.pos:end]) == w || strings.TrimSpace(string(p.src[p.pos:end])) == w {
			if w == "pass" {
				p.failf(col, "pass outside braces")
			}
			if hasLabel(p.labels, w) {
				p.failf(col, "label %q used outside its braces", w)
			}
			if h, ok := Named(w); ok {
				p.pos = j
				return p.inline(h)
			}
		}
	}
	end := p.extent(p.pos)
	if p.src[p.pos] == '{' {
		// A brace group without loopy words is a short game.
		close := p.matchBrace(p.pos)
		alone := close >= 0 && strings.TrimSpace(string(p.src[close+1:end])) == ""
		if close < 0 || alone && p.loopyWords(p.pos, close) {
			return p.braces("")
		}
	}
	text := string(p.src[p.pos:end])
	if strings.TrimSpace(text) == "" {
		p.failf(col, "missing game")
	}
	if p.loopyWords(p.pos, end) {
		// A sum, glyph form, Tiny, ± of loopy games: read on its own.
		h := p.expr(p.src[p.pos:end], p.pos)
		p.pos = end
		return p.inline(h)
	}
	id, err := p.s.Parse(text, nil)
	if err != nil {
		p.failErr(col, err)
	}
	h, err := p.fromShort(id)
	if err != nil {
		p.failErr(col, err)
	}
	p.pos = end
	return p.inline(h)
}

// fromShort is FromShort within twice the parser's nodes, for nodes and
// options; inline then checks the nodes.
func (p *lparser) fromShort(id games.ID) (*Graph, error) {
	return fromShort(p.s, id, 2*maxParseNodes)
}

// aloneBraces reports whether the brace group opening at open is all of
// its option (or of the text): a labelled game followed by + or − is a
// term of a sum, read as one.
func (p *lparser) aloneBraces(open int) bool {
	close := p.matchBrace(open)
	return close < 0 || strings.TrimSpace(string(p.src[close+1:p.extent(open)])) == ""
}

func (p *lparser) matchBrace(open int) int {
	depth := 0
	for i := open; i < len(p.src); i++ {
		switch p.src[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// braces reads {L|R} at pos, the node labelled label if not "", with
// CGSuite's slashes: {A|B||C} is {{A|B}|C}, the longest run of bars
// dividing the sides and each side with bars in it one game. pass is the
// innermost game it stands in: {0||0|0,pass} is {0|{0|0,pass}}.
func (p *lparser) braces(label string) int32 {
	v := p.newNode()
	if label != "" {
		p.labels[label] = v
	}
	open := p.pos
	p.pos++ // '{'
	var items []item
	for {
		p.skip()
		if p.pos >= len(p.src) {
			p.failf(p.pos, "missing }")
		}
		switch p.src[p.pos] {
		case '}':
			p.pos++
			p.group(v, items, open)
			return v
		case '|':
			col := p.pos
			k := 0
			for p.pos < len(p.src) && p.src[p.pos] == '|' {
				k++
				p.pos++
			}
			items = append(items, item{bars: k, col: col})
			continue
		case ',':
			p.failf(p.pos, "missing option before ,")
		}
		items = append(items, p.optionItem())
		p.skip()
		if p.pos < len(p.src) && p.src[p.pos] == ',' {
			p.pos++
			p.skip()
			if p.pos < len(p.src) && (p.src[p.pos] == '|' || p.src[p.pos] == '}') {
				p.failf(p.pos, "missing option after ,")
			}
		}
	}
}

// group adds to node v the options of items: those before the longest
// run of bars are Left's, those after Right's; a side holding bars is one
// option, a new node made of it.
func (p *lparser) group(v int32, items []item, col int) {
	p.enter(col)
	defer p.leave()
	most, at := 0, -1
	for i, it := range items {
		if it.bars > most {
			most, at = it.bars, i
		}
	}
	if at < 0 {
		p.failf(col, "missing | in braces")
	}
	for i, it := range items {
		if it.bars == most && i != at {
			p.failf(it.col, "%s twice in one game: the sides are ambiguous", strings.Repeat("|", most))
		}
	}
	for side, part := range [][]item{items[:at], items[at+1:]} {
		left := side == 0
		hasBars := false
		for _, it := range part {
			if it.bars > 0 {
				hasBars = true
			}
		}
		if hasBars {
			w := p.newNode()
			p.group(w, part, part[0].col)
			p.addEdge(v, w, left)
			continue
		}
		for _, it := range part {
			switch {
			case it.pass:
				p.addEdge(v, v, left)
			case it.label != "":
				if t := p.labels[it.label]; t >= 0 {
					p.addEdge(v, t, left)
				} else {
					p.fixes = append(p.fixes, fix{v, left, it.label, it.col})
				}
			default:
				p.addEdge(v, it.node, left)
			}
		}
	}
}
