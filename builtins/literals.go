package builtins

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/reader"
)

// Games typed as on the board. The reader turns an atom holding '{' into
// the form (game-literal TEXT ARG...) (reader.SplitLiteral says which
// pieces of it are Lisp: the ARGs), and game-literal reads TEXT with
// games.Store.Parse, the pieces standing for the ARGs' values. A symbol
// that is unbound as a variable and written wholly in game notation, such
// as ^, *2 or 1/2*, is that game (installLiteralAtoms).

// literalBuiltins is the builtin the reader's game literals call.
func literalBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("game-literal", "TEXT ARG...",
			"Returns the game written in TEXT, a game literal as typed. The reader turns {0|^} into (game-literal \"{0|^}\"), which is ⇑*, and {0, g | (mplus up up)} into (game-literal \"{0, g | (mplus up up)}\" g (mplus up up)). The ARGs are the values of the pieces of Lisp in TEXT, in order: options that are one parenthesised form, as (mplus up up), or one name, as g or my-game, and names inside notation, as g in -g or 2g+* (the same name twice is one piece); each must be a game or a dyadic number. The rest is game notation, as (game TEXT) reads it. An error in TEXT is placed by counting from where the call begins, which is where a literal the reader made begins. See doc/partizan.md, \"Games typed as on the board\".",
			gameLiteralFn),
	}
}

// maxLiteralCache bounds the game literals whose reading an interpreter
// remembers; past it the memory starts afresh.
const maxLiteralCache = 4096

// literalCache is what an interpreter remembers of the game literals it
// has read (its session's literals, session.go).
type literalCache struct {
	texts map[string]*literalPlan
	atoms map[string]eval.Value // symbols read as notation
}

// literalPlan is a game literal split once: its template and pieces, and
// for a literal without pieces its game.
type literalPlan struct {
	lit      *reader.Literal // split with positions from 1:1
	constant bool            // no pieces: id is the game
	id       games.ID
}

func newLiteralCache() *literalCache {
	return &literalCache{texts: map[string]*literalPlan{}, atoms: map[string]eval.Value{}}
}

func gameLiteralFn(c call) (eval.Value, error) {
	at := c.in.CallPos()
	text := c.str(c.Pos[0], "a string")
	if c.err != nil {
		return nil, c.err
	}
	s := sessionOf(c.in).games
	cache := sessionOf(c.in).literals
	plan := cache.texts[text]
	if plan == nil {
		lit, err := reader.SplitLiteral(reader.Position{Line: 1, Col: 1}, text)
		if err != nil {
			// Split again to place the error where the literal is.
			_, err = reader.SplitLiteral(at, text)
			return nil, literalError(err)
		}
		plan = &literalPlan{lit: lit}
		if len(lit.Pieces) == 0 {
			id, err := s.store.Parse(lit.Template, nil)
			if err != nil {
				return nil, parseError(at, text, lit, err)
			}
			plan.constant, plan.id = true, id
		}
		if len(cache.texts) >= maxLiteralCache {
			clear(cache.texts)
		}
		cache.texts[text] = plan
	}
	if plan.constant {
		if len(c.Pos) > 1 {
			return nil, fmt.Errorf("%s has no pieces of Lisp but is given %s", eval.Describe(c.Pos[0]), plural(len(c.Pos)-1, "argument"))
		}
		return s.value(plan.id), nil
	}
	lit := plan.lit
	args := c.Pos[1:]
	if len(args) != len(lit.Pieces) {
		return nil, fmt.Errorf("%s has %s of Lisp but is given %s", eval.Describe(c.Pos[0]), plural(len(lit.Pieces), "piece"), plural(len(args), "argument"))
	}
	var argErr error
	id, err := s.store.Parse(lit.Template, func(name string) (games.ID, bool) {
		k, err := strconv.Atoi(strings.TrimPrefix(name, "$"))
		if err != nil || !strings.HasPrefix(name, "$") || k < 1 || k > len(args) {
			return 0, false
		}
		id, err := s.game(args[k-1])
		if err != nil {
			if argErr == nil {
				pc := lit.Pieces[k-1]
				what := "not a game"
				if _, ok := args[k-1].(eval.Number); ok {
					what = "not a game (a number must be dyadic)"
				}
				argErr = &reader.Error{Pos: rebase(at, pc.Pos),
					Msg: fmt.Sprintf("%s: argument %d (%s) is %s, %s", reader.LiteralFunc, k+1, pc.Text, eval.Describe(args[k-1]), what)}
			}
			return 0, false
		}
		return id, true
	})
	if argErr != nil {
		return nil, argErr
	}
	if err != nil {
		return nil, parseError(at, text, lit, err)
	}
	return s.value(id), nil
}

// plural returns "1 piece", "2 pieces".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// rebase moves p, a position in a text that begins at 1:1, to the same
// place in the text when it begins at start (unknown: unknown).
func rebase(start, p reader.Position) reader.Position {
	if !start.IsValid() || !p.IsValid() {
		return reader.Position{}
	}
	if p.Line == 1 {
		p.Col += start.Col - 1
	}
	p.Line += start.Line - 1
	p.File = start.File
	return p
}

// literalError is the error of SplitLiteral: a one-line message at its
// place in the literal, or without a place when the call's is unknown.
func literalError(err error) error {
	var re *reader.Error
	if errors.As(err, &re) && !strings.Contains(re.Msg, "game literal") {
		re.Msg = "game literal: " + re.Msg
	}
	return err
}

// parseError turns an error of reading the template of lit into one at
// its place in the literal text, which begins at start; its message names
// the pieces of Lisp as written, not by their placeholders.
func parseError(start reader.Position, text string, lit *reader.Literal, err error) error {
	var pe *games.ParseError
	if !errors.As(err, &pe) {
		return err // interrupted, out of memory
	}
	msg := pe.Msg
	if len(lit.Pieces) > 0 {
		var pairs []string
		for k := len(lit.Pieces); k >= 1; k-- { // $12 before $1
			pairs = append(pairs, "$"+strconv.Itoa(k), lit.Pieces[k-1].Text)
		}
		msg = strings.NewReplacer(pairs...).Replace(msg)
	}
	p := rebase(start, lit.Position(pe.Col))
	if !p.IsValid() {
		return fmt.Errorf("game literal %s: %s", reader.QuoteString(text), msg)
	}
	return &reader.Error{Pos: p, Msg: "game literal: " + msg}
}

// notationRunes are the characters of game notation a symbol may be
// written in to read as a game: digits and / . * ^ v < > [ ] + - ± ↑ ↓ ⇑ ⇓
// : ⧾ ⧿ and subscript digits.
const notationRunes = "0123456789/.*^v<>[]+-±↑↓⇑⇓:⧾⧿₀₁₂₃₄₅₆₇₈₉"

// notationAtom reports whether name is written wholly in the characters of
// game notation, with one at least that is not a digit: whether it is worth
// reading as a game.
func notationAtom(name string) bool {
	other := false
	for _, r := range name {
		if !strings.ContainsRune(notationRunes, r) {
			return false
		}
		other = other || r < '0' || r > '9'
	}
	return other
}

// cgsuiteLoopyNames are the loopy values a name alone gives, unless it is
// bound as a variable (Winning Ways ch. 11).
var cgsuiteLoopyNames = map[string]bool{"on": true, "off": true, "over": true, "under": true, "upon": true, "dud": true}

// installLiteralAtoms makes a symbol that is unbound as a variable and
// written wholly in game notation (notationAtom) evaluate to its game, as
// (game NAME) reads it without names: ^ is ↑, *2 is *2, v is ↓, 1/2* is
// 1/2+*; on, off, over, under, upon and dud are the named loopy values, as
// in CGSuite. A symbol that does not read as a game stays an unbound
// variable.
func installLiteralAtoms(in *eval.Interp) {
	in.Unbound = func(name string) (eval.Value, error) {
		cache := sessionOf(in).literals
		if v, ok := cache.atoms[name]; ok {
			return v, nil
		}
		s := sessionOf(in).games
		if cgsuiteLoopyNames[name] {
			// on, off, over, ...: the named loopy values, as CGSuite reads them.
			v, err := loopyFromText(s, name, func() error { return in.Tick(1) })
			if err != nil {
				return nil, err
			}
			cache.atoms[name] = v
			return v, nil
		}
		if v, ok := surrealAtom(in, name); ok {
			return v, nil // omega-1, 1/omega: surreal numbers
		}
		if !notationAtom(name) {
			return nil, nil
		}
		id, err := s.store.Parse(name, nil)
		var pe *games.ParseError
		if errors.As(err, &pe) {
			return nil, nil // not a game: an unbound variable
		}
		if err != nil {
			return nil, err // interrupted, out of memory
		}
		if len(cache.atoms) >= maxLiteralCache {
			clear(cache.atoms)
		}
		v := s.value(id)
		cache.atoms[name] = v
		return v, nil
	}
}
