package builtins

import (
	"errors"
	"math/big"
	"strconv"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
)

// uptimalBuiltins are the builtins of uptimal expansions; this file also
// holds what prints games in errors and documentation in the session's
// notation.
func uptimalBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("uptimal-expansion", "G", "Returns the uptimal expansion of G, (NUMBER (A1 A2 ... AK) NIMBER), when G is NUMBER + A1·↑ + A2·↑² + ... + AK·↑ᵏ + *NIMBER, and nil otherwise. ↑ⁿ is up-nth: ↑¹ = ↑ and ↑ⁿ = {0 | ↓[n−1]*}, where ↓[n] = −(↑ + ↑² + ... + ↑ⁿ) (Siegel, Combinatorial Game Theory II.4; CGSuite's UptimalExpansion). AK is not 0, and the list is empty for a number plus a nimber: 3/2* gives (3/2 nil 1). Games print ↑ⁿ as ↑<n> and ↑ + ... + ↑ⁿ as ↑[n] (CGSuite's ^<n>, ^[n]). Coefficients beyond 4096 in size are not looked for. (uptimal-expansion (game \"{0|*||*|||*}\")) is (0 (1 1 1) 0): the game is ↑[3].",
			gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				e, ok, err := s.store.UptimalExpansion(ids[0])
				if err != nil || !ok {
					return eval.Nil, err
				}
				coefs := make([]eval.Value, len(e.A))
				for i, a := range e.A {
					coefs[i] = eval.Box(eval.Int(a))
				}
				m := eval.Box(eval.NumberFromInt(new(big.Int).SetUint64(e.M)))
				return eval.List(dyadic(e.X), eval.List(coefs...), m), nil
			})),
	}
}

// inNotation returns err with the game a games.GameError in it names
// printed as the session prints games (its notation, and the names of KNOW
// and GAMELIST): a GameError prints its game in Unicode by itself.
func inNotation(in *eval.Interp, err error) error {
	var ge *games.GameError
	if !errors.As(err, &ge) {
		return err
	}
	s := sessionOf(in).games
	if ge.Store != s.store {
		return err
	}
	text, perr := s.printBy(nil, ge.Text)
	if perr != nil || text == ge.Error() {
		return err
	}
	return &notationError{msg: strings.Replace(err.Error(), ge.Error(), text, 1), err: err}
}

// notationError is an error whose message is rewritten by inNotation.
type notationError struct {
	msg string
	err error
}

func (e *notationError) Error() string { return e.msg }
func (e *notationError) Unwrap() error { return e.err }

// docInNotation returns the function that shows documentation (help,
// apropos, usage lines) in the session's notation: in ASCII its game
// glyphs become CGSuite's (asciiGlyphs).
func docInNotation(in *eval.Interp) func(string) string {
	return func(text string) string {
		if sessionOf(in).settings.Notation != games.ASCII {
			return text
		}
		return asciiGlyphs(text)
	}
}

// asciiGlyphs rewrites the game glyphs of a text in ASCII: ↑ ↓ ⇑ ⇓ as ^ v
// ^^ vv, an integer's multiple of an arrow as CGSuite writes it (3↑ is ^3,
// 2⇓ is v4), ± as +-, the minus sign − as -, and … as .... The line drawing
// of a thermograph shown in documentation (a help topic's example) becomes
// what draw prints in ASCII: │ ╱ ╲ ─ as | / \ - and ┤ ┬ ┼ └ as +.
func asciiGlyphs(text string) string {
	if !strings.ContainsAny(text, "↑↓⇑⇓±−…│╱╲─┤┬┼└") {
		return text
	}
	var b strings.Builder
	rs := []rune(text)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r >= '0' && r <= '9' && (i == 0 || !isNumberRune(rs[i-1])) {
			// A multiplicity: digits directly before an arrow.
			j := i
			for j < len(rs) && rs[j] >= '0' && rs[j] <= '9' {
				j++
			}
			if j < len(rs) && isArrow(rs[j]) {
				k, err := strconv.ParseInt(string(rs[i:j]), 10, 64)
				if err == nil {
					arrow, double := arrowOf(rs[j])
					if double {
						k *= 2
					}
					b.WriteString(arrow + strconv.FormatInt(k, 10))
					i = j
					continue
				}
			}
			b.WriteString(string(rs[i:j]))
			i = j - 1
			continue
		}
		switch r {
		case '↑', '↓', '⇑', '⇓':
			arrow, double := arrowOf(r)
			b.WriteString(arrow)
			if double {
				b.WriteString(arrow)
			}
		case '±':
			b.WriteString("+-")
		case '−':
			b.WriteByte('-')
		case '…':
			b.WriteString("...")
		case '│':
			b.WriteByte('|')
		case '╱':
			b.WriteByte('/')
		case '╲':
			b.WriteByte('\\')
		case '─':
			b.WriteByte('-')
		case '┤', '┬', '┼', '└':
			b.WriteByte('+')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// isNumberRune reports whether r can be part of a number before digits
// (a fraction 1/2↑ is not a multiplicity).
func isNumberRune(r rune) bool { return r >= '0' && r <= '9' || r == '/' || r == '.' }

func isArrow(r rune) bool { return r == '↑' || r == '↓' || r == '⇑' || r == '⇓' }

// arrowOf returns the ASCII arrow of an arrow glyph and whether the glyph
// is a double one.
func arrowOf(r rune) (string, bool) {
	switch r {
	case '↑':
		return "^", false
	case '⇑':
		return "^", true
	case '↓':
		return "v", false
	}
	return "v", true
}
