package rulesets

import (
	"math/rand/v2"
	"testing"

	"cgcalc/games"
	"cgcalc/games/misere"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// signed is a base position, negated or not: the plain twisted variant's
// position.
type signed struct {
	p   Position
	neg bool
}

// plainVariant is the plain definition of each variant of base, written
// from CGSuite's (game.variant.ImpartialVariantGame, DicoticVariantGame,
// TwistedVariantGame) over the base's Options: the impartial variant's
// options are all the base's, for both players; the dicotic variant has
// none where a player has none in the base; the twisted variant's
// options are the negatives of the twisted options.
func plainVariant(s *games.Store, kind VariantKind, base Ruleset) *rulesetstest.Naive[signed] {
	key := func(x signed) string {
		if x.neg {
			return "-" + x.p.String()
		}
		return x.p.String()
	}
	moves := func(x signed) (left, right []signed) {
		bl, br := base.Options(x.p)
		switch kind {
		case ImpartialVariant:
			for _, o := range append(append([]Position{}, bl...), br...) {
				left = append(left, signed{o, false})
			}
			return left, left
		case DicoticVariant:
			if len(bl) == 0 || len(br) == 0 {
				return nil, nil
			}
			for _, o := range bl {
				left = append(left, signed{o, false})
			}
			for _, o := range br {
				right = append(right, signed{o, false})
			}
			return left, right
		}
		// -T(g) is T(g) with the roles exchanged: -T(g)'s Left moves are
		// g's Right moves, each to T(gR) (the negative of -T(gR)).
		if x.neg {
			bl, br = br, bl
		}
		for _, o := range bl {
			left = append(left, signed{o, !x.neg})
		}
		for _, o := range br {
			right = append(right, signed{o, !x.neg})
		}
		return left, right
	}
	return &rulesetstest.Naive[signed]{Store: s, Key: key, Moves: moves}
}

// TestVariantsPlain checks each variant of Domineering (the impartial
// one solved as Cram), Clobber and Toads
// and Frogs against its plain definition (plainVariant) and against the
// variant's own Options (byOptions) on random positions, and the twisted
// variant's negated positions against the negative.
func TestVariantsPlain(t *testing.T) {
	t.Parallel()
	type gen func(r *rand.Rand) string
	bases := []struct {
		name string
		gen  gen
	}{
		{"domineering", func(r *rand.Rand) string { return randomGridBoard(r, 9) }},
		{"clobber", func(r *rand.Rand) string { return randomCells(r, 3, 3, "xo.") }},
		{"quelhas", func(r *rand.Rand) string { return randomGridBoard(r, 6) }},
		{"toads-and-frogs", func(r *rand.Rand) string { return randomCells(r, 1, 7, "tf..") }},
	}
	for _, b := range bases {
		for _, kind := range []VariantKind{ImpartialVariant, DicoticVariant, TwistedVariant} {
			s := games.NewStore()
			base := mustRules(t, b.name, s)
			v := NewVariant(s, kind, base)
			plain := plainVariant(s, kind, base)
			opts := byOptions(s, v)
			rng := rand.New(rand.NewPCG(uint64(kind), 37))
			for range 25 {
				text := b.gen(rng)
				p, err := base.Parse(text)
				if err != nil {
					t.Fatalf("%s %q: %v", b.name, text, err)
				}
				what := v.Name() + " " + text
				got := valueOf(t, v, text)
				rulesetstest.SameGame(t, s, what+" vs plain", got, plain.Value(t, signed{p, false}))
				rulesetstest.SameGame(t, s, what+" vs options", got, opts.Value(t, v.Wrap(p)))
				if kind == TwistedVariant {
					neg, _ := s.CanonicalSum(games.Term{ID: got, Mult: -1})
					rulesetstest.SameGame(t, s, what+" negated", valueOf(t, v, "-"+text), neg)
					rulesetstest.SameGame(t, s, what+" negated vs plain", neg, plain.Value(t, signed{p, true}))
				}
				if kind == ImpartialVariant {
					if n, err := v.NimValue(v.Wrap(p)); err != nil || v.s.Value(games.NUS{M: uint64(n)}) != got {
						t.Errorf("%s: nim value %d, %v; not its value", what, n, err)
					}
				}
			}
		}
	}
}

// randomCells is a random board of up to h rows and w columns of cells.
func randomCells(r *rand.Rand, h, w int, cells string) string {
	rows, cols := 1+r.IntN(h), 1+r.IntN(w)
	out := make([]byte, 0, rows*(cols+1))
	for i := range rows {
		if i > 0 {
			out = append(out, '|')
		}
		for range cols {
			out = append(out, cells[r.IntN(len(cells))])
		}
	}
	return string(out)
}

// TestImpartialDomineeringIsCram checks that the impartial variant of
// Domineering is Cram (CGSuite's ImpartialVariant documentation:
// "Domineering.ImpartialVariant is Cram"), in normal play on random
// boards and in misère play, where CGSuite's GameGridTest.scala gives
// Cram ".........|##.######" as *4 and its misère form as *[2[2]321].
func TestImpartialDomineeringIsCram(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	dom := mustRules(t, "domineering", s)
	v := NewVariant(s, ImpartialVariant, dom)
	plain := plainVariant(s, ImpartialVariant, dom)
	cram := mustRules(t, "cram", s)
	rng := rand.New(rand.NewPCG(5, 37))
	for range 60 {
		text := randomGridBoard(rng, 12)
		p, _ := dom.Parse(text)
		want := plain.Value(t, signed{p, false})
		rulesetstest.SameGame(t, s, "cram "+text+" vs impartial domineering", valueOf(t, cram, text), want)
		rulesetstest.SameGame(t, s, "impartial-variant domineering "+text, valueOf(t, v, text), want)
	}
	const cgsuite = ".........|##.######"
	rulesetstest.SameGame(t, s, "impartial domineering "+cgsuite, valueOf(t, v, cgsuite), rulesetstest.Game(t, s, "*4"))
	ms := misere.NewMStore()
	want, err := ms.Parse("*[2[2]321]")
	if err != nil {
		t.Fatal(err)
	}
	naive := misereByOptions(ms, v)
	p, _ := v.Parse(cgsuite)
	if got := naive.Value(p); got != want {
		t.Errorf("misère impartial domineering %s: %s, want *[2[2]321] (CGSuite)", cgsuite, ms.String(got))
	}
	// The misère canonical forms of the variant's option trees against
	// Cram's own misère solver, on random boards.
	mc := cram.(MisereRuleset)
	for range 40 {
		text := randomGridBoard(rng, 10)
		p, _ := v.Parse(text)
		q, _ := cram.Parse(text)
		want, err := mc.MisereValue(q, ms)
		if err != nil {
			t.Fatal(err)
		}
		if got := naive.Value(p); got != want {
			t.Errorf("misère impartial domineering %s: %s, cram %s", text, ms.String(got), ms.String(want))
		}
	}
}

// TestVariantIdentities checks identities of the variants: the twisted
// and dicotic variants of an impartial game are the game itself (Cram), a
// and small Domineering boards, worked by hand from the definitions.
func TestVariantIdentities(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	cram := mustRules(t, "cram", s)
	rng := rand.New(rand.NewPCG(9, 37))
	for _, kind := range []VariantKind{DicoticVariant, TwistedVariant} {
		v := NewVariant(s, kind, cram)
		if !v.Impartial() {
			t.Errorf("%s of cram is not impartial", v.Name())
		}
		for range 20 {
			text := randomGridBoard(rng, 9)
			rulesetstest.SameGame(t, s, v.Name()+" "+text, valueOf(t, v, text), valueOf(t, cram, text))
		}
	}
	dom := mustRules(t, "domineering", s)
	for _, tt := range []struct {
		kind       VariantKind
		text, want string
	}{
		// Left's move on the 2×2 board leaves a column of two, whose
		// twisted value is {-T(0)|} = 1, so Left moves to -1; Right
		// leaves a row of two, {|0} = -1, and moves to 1: {-1|1} = 0.
		{TwistedVariant, "..|..", "0"},
		// Each move leaves a board where one player has no move: 0.
		{DicoticVariant, "..|..", "{0|0}"},
		// A column of two: Left moves to 0; Right has no move, so in the
		// dicotic variant neither has.
		{DicoticVariant, ".|.", "0"},
		{TwistedVariant, ".|.", "1"},
	} {
		v := NewVariant(s, tt.kind, dom)
		rulesetstest.SameGame(t, s, v.Name()+" "+tt.text, valueOf(t, v, tt.text), rulesetstest.Game(t, s, tt.want))
	}
}

// BenchmarkVariants values the 4×4 Domineering board in each variant,
// from an empty memo.
func BenchmarkVariants(b *testing.B) {
	for _, kind := range []VariantKind{ImpartialVariant, DicoticVariant, TwistedVariant} {
		b.Run(kind.String(), func(b *testing.B) {
			for range b.N {
				s := games.NewStore()
				v := NewVariant(s, kind, NewDomineering(s))
				valueOf(b, v, "....|....|....|....")
			}
		})
	}
}
