package rulesets

import (
	"fmt"
	"strconv"
	"strings"

	"cgcalc/games"
)

// VariantKind is one of CGSuite's variants of a ruleset (its game.variant
// package): the game played on the same positions with other moves.
type VariantKind int

const (
	// ImpartialVariant lets each player make either player's moves of the
	// base ruleset (CGSuite's ImpartialVariant): the impartial variant of
	// Domineering is Cram.
	ImpartialVariant VariantKind = iota
	// DicoticVariant gives a player no move in a position where the other
	// player has none in the base ruleset, and the base moves otherwise
	// (CGSuite's DicoticVariant): every position's variant is a dicot,
	// both players having moves or neither.
	DicoticVariant
	// TwistedVariant negates the game after every move (CGSuite's
	// TwistedVariant): a player moves as in the base ruleset, and then
	// the players swap the roles of Left and Right. Its position is the
	// base position, or its negative (after an odd number of moves).
	TwistedVariant
)

// String is the variant's builtin: "impartial-variant".
func (k VariantKind) String() string {
	switch k {
	case ImpartialVariant:
		return "impartial-variant"
	case DicoticVariant:
		return "dicotic-variant"
	}
	return "twisted-variant"
}

// Variant is a variant of a base ruleset. Its positions are the base's,
// written as the base writes them; a negated position of the twisted
// variant is written with a leading '-'. Its values are found from the
// base's Options, each position once (a memo for the store).
type Variant struct {
	s    *games.Store
	kind VariantKind
	base Ruleset
	nim  map[string]int      // the impartial variant's nim values
	memo map[string]games.ID // the others' values (twisted: unnegated)
	// same, if not nil, is a ruleset whose positions are the base's and
	// whose game is the variant's, with a faster solver: Cram for the
	// impartial variant of Domineering.
	same interface {
		NimValue(Position) (int, error)
	}
}

// NewVariant returns the variant kind of the ruleset base, for store s
// (base's store).
func NewVariant(s *games.Store, kind VariantKind, base Ruleset) *Variant {
	v := &Variant{s: s, kind: kind, base: base, nim: map[string]int{}, memo: map[string]games.ID{}}
	if _, ok := base.(*Domineering); ok && kind == ImpartialVariant {
		v.same = NewCram(s) // the impartial variant of Domineering is Cram
	}
	return v
}

// Kind returns the variant's kind.
func (v *Variant) Kind() VariantKind { return v.kind }

// Base returns the ruleset the variant is made from.
func (v *Variant) Base() Ruleset { return v.base }

// Name is the variant's builtin and the base's name:
// "impartial-variant domineering".
func (v *Variant) Name() string { return v.kind.String() + " " + v.base.Name() }

// Impartial reports whether both players always have the same moves: for
// the impartial variant always, for the others when the base is
// impartial (the twisted variant of an impartial game is itself, and its
// dicotic variant too).
func (v *Variant) Impartial() bool { return v.kind == ImpartialVariant || v.base.Impartial() }

// VariantPosition is a position of a Variant: a position of the base
// ruleset, negated (Neg) in the twisted variant after an odd number of
// moves.
type VariantPosition struct {
	Base Position
	Neg  bool
}

// String is the base position's string, with a leading '-' when negated.
func (p VariantPosition) String() string {
	if p.Neg {
		return "-" + p.Base.String()
	}
	return p.Base.String()
}

// drawableVariant is a VariantPosition whose base position can be
// pictured: its picture is the base's.
type drawableVariant struct{ VariantPosition }

// Picture is the base position's picture.
func (p drawableVariant) Picture() Picture { return p.Base.(Drawable).Picture() }

// position wraps a base position.
func position(base Position, neg bool) Position {
	vp := VariantPosition{Base: base, Neg: neg}
	if _, ok := base.(Drawable); ok {
		return drawableVariant{vp}
	}
	return vp
}

// Wrap returns the base position p as a position of the variant.
func (v *Variant) Wrap(p Position) Position { return position(p, false) }

// unwrap returns p's VariantPosition.
func unwrap(p Position) VariantPosition {
	switch x := p.(type) {
	case VariantPosition:
		return x
	case drawableVariant:
		return x.VariantPosition
	}
	panic(fmt.Sprintf("rulesets: %T is not a variant's position", p))
}

// Parse reads a base position; the twisted variant reads a leading '-'
// as the negated position.
func (v *Variant) Parse(text string) (Position, error) {
	neg := false
	if v.kind == TwistedVariant && strings.HasPrefix(text, "-") {
		neg, text = true, text[1:]
	}
	p, err := v.base.Parse(text)
	if err != nil {
		if pe, ok := err.(*ParseError); ok && neg {
			return nil, &ParseError{Col: pe.Col + 1, Msg: pe.Msg}
		}
		return nil, err
	}
	return position(p, neg), nil
}

// Form writes the form that makes the position whose string, quoted, is
// text: (impartial-variant (domineering "..|..")), and for a negated
// position of the twisted variant (twisted-variant (domineering "..|..")
// :negated t).
func (v *Variant) Form(text string) string {
	s, err := strconv.Unquote(text)
	if err != nil {
		s = text
	}
	neg := false
	if v.kind == TwistedVariant && strings.HasPrefix(s, "-") {
		neg, s = true, s[1:]
	}
	out := "(" + v.kind.String() + " " + formOf(v.base, s)
	if neg {
		out += " :negated t"
	}
	return out + ")"
}

// formOf is the form that makes the position of r written text.
func formOf(r Ruleset, text string) string {
	q := strconv.Quote(text)
	if f, ok := r.(interface{ Form(text string) string }); ok {
		return f.Form(q)
	}
	return "(" + r.Name() + " " + q + ")"
}

// Options returns the options of p in the variant, from the base's.
func (v *Variant) Options(p Position) (left, right []Position) {
	vp := unwrap(p)
	bl, br := v.base.Options(vp.Base)
	wrap := func(ps []Position, neg bool) []Position {
		out := make([]Position, len(ps))
		for i, q := range ps {
			out[i] = position(q, neg)
		}
		return out
	}
	switch v.kind {
	case ImpartialVariant:
		both := wrap(append(append([]Position(nil), bl...), br...), false)
		return both, both
	case DicoticVariant:
		if len(bl) == 0 || len(br) == 0 {
			return nil, nil
		}
		return wrap(bl, false), wrap(br, false)
	}
	// Twisted: T(g) has Left options -T(gL) and Right options -T(gR);
	// -T(g) has Left options T(gR) and Right options T(gL).
	if vp.Neg {
		return wrap(br, false), wrap(bl, false)
	}
	return wrap(bl, true), wrap(br, true)
}

// Value returns p's canonical form in the variant.
func (v *Variant) Value(p Position) (games.ID, error) {
	vp := unwrap(p)
	if v.kind == ImpartialVariant {
		n, err := v.nimValue(vp.Base)
		if err != nil {
			return 0, err
		}
		return v.s.Value(games.NUS{M: uint64(n)}), nil
	}
	id, err := v.value(vp.Base)
	if err != nil || !vp.Neg {
		return id, err
	}
	return v.s.CanonicalSum(games.Term{ID: id, Mult: -1})
}

// NimValue returns the nim value of a position of the impartial variant,
// or of an impartial base's other variants.
func (v *Variant) NimValue(p Position) (int, error) {
	if v.kind != ImpartialVariant {
		id, err := v.Value(p)
		if err != nil {
			return 0, err
		}
		n, ok := v.s.NUSValue(id)
		if !ok || !n.X.IsZero() || n.U != 0 {
			return 0, fmt.Errorf("%s is not a nimber", p)
		}
		return int(n.M), nil
	}
	return v.nimValue(unwrap(p).Base)
}

// nimValue is the nim value of the base position b in the impartial
// variant: the least number not a nim value of an option of either
// player.
//
// When the base splits b into parts (Splitter), it is their nim values'
// nim sum: the impartial variant IV of a sum A+B is IV(A)+IV(B), by
// induction on the options, since IV(A+B)'s options are A+B's Left and
// Right options, the moves of either player in A or in B, which are
// IV(A')+IV(B) and IV(A)+IV(B') for every option A' of A and B' of B.
// This is false of the dicotic and twisted variants, which are not
// computed by parts: in Hackenbush, with A a blue edge (1) and B a red
// one (−1), the dicotic variant of A and of B is 0 (one player has no
// move), but DV(A+B) = {DV(B) | DV(A)} = {0|0} = *.
func (v *Variant) nimValue(b Position) (int, error) {
	if v.same != nil {
		return v.same.NimValue(b)
	}
	key := b.String()
	if k, ok := v.base.(variantKeyer); ok {
		key = k.variantKey(b)
	}
	if n, ok := v.nim[key]; ok {
		return n, nil
	}
	if sp, ok := v.base.(Splitter); ok {
		if parts := sp.Parts(b); len(parts) != 1 {
			if err := v.s.Work(1 + len(parts)); err != nil {
				return 0, err
			}
			n := 0
			for _, part := range parts {
				m, err := v.nimValue(part)
				if err != nil {
					return 0, err
				}
				n ^= m
			}
			v.nim[key] = n
			return n, nil
		}
	}
	bl, br := v.base.Options(b)
	if err := v.s.Work(1 + len(bl) + len(br)); err != nil {
		return 0, err
	}
	seen := make([]bool, len(bl)+len(br)+1)
	for _, o := range append(bl, br...) {
		n, err := v.nimValue(o)
		if err != nil {
			return 0, err
		}
		if n < len(seen) {
			seen[n] = true
		}
	}
	n := 0
	for seen[n] {
		n++
	}
	v.nim[key] = n
	return n, nil
}

// variantKeyer is a ruleset with a key for the impartial variant's memo:
// positions of one key are the same game form, or each other's negative
// (a mirror image, the colours exchanged), whose impartial variants are
// the same: IV(−G) = IV(G), by induction, since −G's options for both
// players together are the negatives of G's.
type variantKeyer interface {
	variantKey(p Position) string
}

// value is the canonical form of the base position b (unnegated) in the
// dicotic or twisted variant.
func (v *Variant) value(b Position) (games.ID, error) {
	key := b.String()
	if id, ok := v.memo[key]; ok {
		return id, nil
	}
	bl, br := v.base.Options(b)
	if err := v.s.Work(1 + len(bl) + len(br)); err != nil {
		return 0, err
	}
	if v.kind == DicoticVariant && (len(bl) == 0 || len(br) == 0) {
		bl, br = nil, nil
	}
	var sides [2][]games.ID
	for side, os := range [2][]Position{bl, br} {
		for _, o := range os {
			id, err := v.value(o)
			if err != nil {
				return 0, err
			}
			if v.kind == TwistedVariant {
				if id, err = v.s.CanonicalSum(games.Term{ID: id, Mult: -1}); err != nil {
					return 0, err
				}
			}
			sides[side] = append(sides[side], id)
		}
	}
	id, err := v.s.FromOptions(sides[0], sides[1])
	if err != nil {
		return 0, err
	}
	v.memo[key] = id
	return id, nil
}
