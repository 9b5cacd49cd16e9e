package games

import (
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// Tests of atomicsmall.go: atomic weights of all-small games and reduced
// canonical forms, from hand derivations and the literature, and by their
// defining properties on random games built with the reference generators
// of ref_test.go (refRandom) or, for all-small games, refAllSmall below.

// smParse parses a game, failing the test on an error.
func smParse(t *testing.T, s *Store, text string) ID {
	t.Helper()
	id, err := s.Parse(text, nil)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	return id
}

// refAllSmall returns a random all-small form born by day `day`: 0, or a
// form with 1..3 options on each side, each an independent
// refAllSmall(rng, day-1). Every subposition is {|} or has options for both
// players, so the form is all-small (Siegel II.7), and so is its canonical
// form, which TestAtomicWeightAllSmallCheck checks with the reference.
func refAllSmall(rng *rand.Rand, day int) *refGame {
	g := &refGame{}
	if day <= 0 || rng.Intn(5) == 0 {
		return g
	}
	for range 1 + rng.Intn(3) {
		g.L = append(g.L, refAllSmall(rng, day-1))
	}
	for range 1 + rng.Intn(3) {
		g.R = append(g.R, refAllSmall(rng, day-1))
	}
	return g
}

// refAllSmallPool returns n all-small forms grown from 0: each new form has
// one or two options on each side taken from the forms before it, mostly
// from the last six. Options shared between forms make deep games whose
// canonical forms are about half of the time not NUS values, with atomic
// weights up to ±8 and fractions (refAllSmall's mostly collapse to ups
// and nimbers).
func refAllSmallPool(rng *rand.Rand, n int) []*refGame {
	pool := []*refGame{refInteger(0)}
	pick := func() *refGame {
		k := len(pool)
		if rng.Intn(3) == 0 {
			return pool[rng.Intn(k)]
		}
		return pool[k-1-rng.Intn(min(k, 6))]
	}
	for len(pool) < n {
		g := &refGame{}
		for range 1 + rng.Intn(2) {
			g.L = append(g.L, pick())
		}
		for range 1 + rng.Intn(2) {
			g.R = append(g.R, pick())
		}
		pool = append(pool, g)
	}
	return pool
}

// refIsAllSmall reports whether every subposition of form g is {|} or has
// options for both players.
func refIsAllSmall(g *refGame) bool {
	if len(g.L) == 0 && len(g.R) == 0 {
		return true
	}
	if len(g.L) == 0 || len(g.R) == 0 {
		return false
	}
	for _, side := range [][]*refGame{g.L, g.R} {
		for _, o := range side {
			if !refIsAllSmall(o) {
				return false
			}
		}
	}
	return true
}

// smAW returns the atomic weight of g, failing the test on an error.
func smAW(t *testing.T, s *Store, g ID) ID {
	t.Helper()
	aw, err := s.AtomicWeight(g)
	if err != nil {
		t.Fatalf("AtomicWeight(%s): %v", stShow(s, g), err)
	}
	return aw
}

// smRCF returns the reduced canonical form of g, failing the test on an
// error.
func smRCF(t *testing.T, s *Store, g ID) ID {
	t.Helper()
	r, err := s.ReducedCanonical(g)
	if err != nil {
		t.Fatalf("ReducedCanonical(%s): %v", stShow(s, g), err)
	}
	return r
}

// smStops returns the stops of g, failing the test on an error.
func smStops(t *testing.T, s *Store, g ID) (Dyadic, Dyadic) {
	t.Helper()
	l, r, err := s.Stops(g)
	if err != nil {
		t.Fatalf("Stops: %v", err)
	}
	return l, r
}

// smInfLeq reports a ≤_Inf b by the definition through the exported API:
// the Left stop of a − b is at most 0 (Siegel II.6).
func smInfLeq(t *testing.T, s *Store, a, b ID) bool {
	t.Helper()
	l, _ := smStops(t, s, st(t)(s.Difference(a, b)))
	return l.Sign() <= 0
}

// smInfEq reports a ≡_Inf b: a − b has both stops 0, i.e. is infinitesimal.
func smInfEq(t *testing.T, s *Store, a, b ID) bool {
	t.Helper()
	l, r := smStops(t, s, st(t)(s.Difference(a, b)))
	return l.IsZero() && r.IsZero()
}

// ---------------------------------------------------------------------------
// Atomic weight.

func TestAtomicWeightTable(t *testing.T) {
	s := stNewStore(t)
	tests := []struct {
		game, want string
		why        string
	}{
		// aw(u·↑ + *m) = u: Winning Ways ch. 8; Siegel II.7. Also by the
		// calculus, checked for these values in
		// TestAtomicWeightCalculusOnNUS.
		{"0", "0", "aw(0) = 0 (WW ch. 8)"},
		{"↑", "1", "WW ch. 8: ↑ has atomic weight 1"},
		{"⇑", "2", "WW ch. 8"},
		{"↑*", "1", "WW ch. 8: aw(↑*) = 1"},
		{"*", "0", "nimbers have atomic weight 0 (WW ch. 8)"},
		{"*5", "0", "nimbers have atomic weight 0 (WW ch. 8)"},
		{"3↑+*2", "3", "aw(u·↑+*m) = u"},
		{"-4↑+*3", "-4", "aw(u·↑+*m) = u"},
		{"↓*", "-1", "aw(u·↑+*m) = u"},
		// {0|↑} is ⇑* (Siegel II.4), weight 2.
		{"{0|↑}", "2", "{0|↑} = ⇑*"},
		// {0|↓*}: aw(0) = 0, aw(↓*) = −1, so G″ = {−2|1} = 0, an
		// integer. Its nimbers are 0 and * (in ↓* = {0|0,*}), so ☆ = *2.
		// G + *2: Left first moves *2 to 0, leaving G > 0 (Right's only
		// move, to ↓*, is answered by Left's move to 0); Right first moves
		// G to ↓*, leaving ↓* + *2 = ↓*3 < 0. So G ‖ ☆ and aw = G″ = 0.
		{"{0|↓*}", "0", "hand derivation (calculus, G ‖ ☆)"},
		// {0,↑*|0}: G″ = {−2, 1−2 | 0+2} = {−1|2} = 0, and ☆ = *2.
		// G + *2 > 0: Left first moves G to ↑*, leaving ↑*3 > 0; Right
		// first: to *2 (Left answers 0), to G (Left moves to 0) or to
		// G + * (Left moves to ↑*, leaving ↑ > 0). So G > ☆, and aw is the
		// largest n ◁ aw(0) + 2 = 2, that is 1.
		{"{0,↑*|0}", "1", "hand derivation (calculus, G > ☆)"},
		// Its negative {0|0,↓*}: G < ☆ and aw is the least n ▷ −2: −1.
		{"{0|0,↓*}", "-1", "hand derivation (calculus, G < ☆)"},
		// {⇑|↓}: G″ = {2−2 | −1+2} = {0|1} = 1/2, not an integer.
		{"{⇑|↓}", "1/2", "hand derivation (calculus, G″ not an integer)"},
		// {⇑|⇓}: G″ = {0|0} = *, not an integer: atomic weights are
		// games.
		{"{⇑|⇓}", "*", "hand derivation (calculus, G″ = *)"},
		// {4↑|4↓}: G″ = {4−2 | −4+2} = {2|−2} = ±2.
		{"{4↑|4↓}", "±2", "hand derivation (calculus, G″ = ±2)"},
		// Additivity (WW ch. 8; Siegel II.7): 1/2 + 1 and ±2 + 2.
		{"{⇑|↓}+↑", "3/2", "aw is additive"},
		{"{4↑|4↓}+⇑", "2±2", "aw is additive"},
	}
	for _, tt := range tests {
		g := smParse(t, s, tt.game)
		want := smParse(t, s, tt.want)
		if got := smAW(t, s, g); got != want {
			t.Errorf("aw(%s) = %s, want %s (%s)", tt.game, stShow(s, got), tt.want, tt.why)
		}
	}

	// ↑+↑+* as a formal sum, and as forms {0|↑} over ↑ = {0|*} built by
	// hand: both canonicalise to ⇑*, weight 2.
	up := s.NewForm([]ID{Zero}, []ID{s.NewForm([]ID{Zero}, []ID{Zero})})
	star := s.NewForm([]ID{Zero}, []ID{Zero})
	sum := st(t)(s.Plus(up, up, star))
	if got := smAW(t, s, sum); got != s.Integer(2) {
		t.Errorf("aw(↑+↑+* as a sum) = %s, want 2", stShow(s, got))
	}
	if got := smAW(t, s, s.NewForm([]ID{Zero}, []ID{up})); got != s.Integer(2) {
		t.Errorf("aw({0|↑} as a form) = %s, want 2", stShow(s, got))
	}
	// The hand-derived games above are canonical forms that are not NUS
	// values, so the calculus (not the formula) was used.
	for _, text := range []string{"{0|↓*}", "{0,↑*|0}", "{⇑|↓}", "{⇑|⇓}", "{4↑|4↓}"} {
		if _, ok := s.NUSValue(smParse(t, s, text)); ok {
			t.Errorf("%s is a NUS value: the table does not test the calculus", text)
		}
	}
}

// TestAtomicWeightCalculusOnNUS applies the calculus itself (not the formula
// aw(u·↑ + *m) = u of the fast path) to u·↑ + *m: it must give u (Winning
// Ways ch. 8), which exercises all three cases of the comparison with the
// remote star (↑ > ☆, ↓ < ☆, * ‖ ☆).
func TestAtomicWeightCalculusOnNUS(t *testing.T) {
	s := stNewStore(t)
	for u := int64(-5); u <= 5; u++ {
		for m := uint64(0); m <= 5; m++ {
			if u == 0 && m == 0 {
				continue // 0 has no options
			}
			v := NUS{U: u, M: m}
			a := &awCalc{memo: map[ID]ID{}, far: map[ID]uint64{}}
			var got ID
			err := func() (err error) {
				defer s.catch(&err)
				got = s.awByCalculus(s.Value(v), a)
				return nil
			}()
			if err != nil {
				t.Fatalf("%s: %v", stNUSName(v), err)
			}
			if got != s.Integer(u) {
				t.Errorf("calculus on %s gives %s, want %d", stNUSName(v), stShow(s, got), u)
			}
		}
	}
}

func TestAtomicWeightNotAllSmall(t *testing.T) {
	s := stNewStore(t)
	for _, text := range []string{
		"1", "-2", "1/2", "{1|0}", "±1", "1+↑", "1*", "{0|-2}",
		"{0,{1|0}|0}", // a subposition {1|0}, two levels down 1 = {0|}
		"{↑|1}",       // = 1/2
		"{0|{0|{0|-1}}}",
	} {
		g := smParse(t, s, text)
		aw, err := s.AllSmallAtomicWeight(g)
		if !errors.Is(err, ErrNotAllSmall) {
			t.Errorf("AllSmallAtomicWeight(%s) = %s, %v; want ErrNotAllSmall", text, stShow(s, aw), err)
			continue
		}
		if msg := err.Error(); !strings.HasSuffix(msg, " is not all-small") || strings.Contains(msg, "\n") {
			t.Errorf("AllSmallAtomicWeight(%s): error %q", text, msg)
		}
	}
	// The message names the game.
	if _, err := s.AllSmallAtomicWeight(smParse(t, s, "1+↑")); err == nil || err.Error() != "1+↑ is not all-small" {
		t.Errorf("AllSmallAtomicWeight(1+↑): %v", err)
	}
}

// TestAtomicWeightAllSmallCheck: AllSmallAtomicWeight accepts exactly the
// games whose canonical form, computed by the reference implementation, is
// all-small.
func TestAtomicWeightAllSmallCheck(t *testing.T) {
	s := stNewStore(t)
	rng := rand.New(rand.NewSource(21))
	small := 0
	for i := range stSize(300, 60) {
		var g *refGame
		if i%2 == 0 {
			g = refRandom(rng, 3)
		} else {
			g = refAllSmall(rng, 3)
			if !refIsAllSmall(g) {
				t.Fatalf("refAllSmall made %s", refString(g))
			}
		}
		want := refIsAllSmall(refCanon(g))
		_, err := s.AllSmallAtomicWeight(fromRef(s, g))
		switch {
		case want && err != nil:
			t.Errorf("%s: canonical form %s is all-small but AllSmallAtomicWeight: %v", refString(g), refString(refCanon(g)), err)
		case !want && !errors.Is(err, ErrNotAllSmall):
			t.Errorf("%s: canonical form %s is not all-small but AllSmallAtomicWeight gives %v", refString(g), refString(refCanon(g)), err)
		}
		if want {
			small++
		}
	}
	if small < 100/5 {
		t.Errorf("only %d all-small games", small)
	}
}

// TestAtomicWeightProperties checks, on random all-small games:
//   - aw(−G) = −aw(G) and aw(G+H) = aw(G) + aw(H) (Winning Ways ch. 8;
//     Siegel II.7: atomic weight is additive);
//   - the two-ahead rule (Winning Ways ch. 8; Siegel II.7): aw(G) ≥ 2
//     implies G > 0, aw(G) ≤ −2 implies G < 0;
//   - aw(G) ≥ 1 implies G ▷ 0 (Left wins moving first), aw(G) ≤ −1
//     implies G ◁ 0: the first half of the rule as Siegel II.7 states it,
//     quoted from memory, not from the text (aw ≥ 1 is not enough to win
//     moving second: ↑* ‖ 0). The test confirms it on these games only;
//   - G and its canonical form, and a form and its formal sum, have the
//     same weight.
func TestAtomicWeightProperties(t *testing.T) {
	s := stNewStore(t)
	rep := newSTReport(t)
	rng := rand.New(rand.NewSource(5))
	two, one := s.Integer(2), s.Integer(1)
	leq := func(a, b ID) bool {
		ok, err := s.Leq(a, b)
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	var games []ID
	for range stSize(150, 30) {
		games = append(games, fromRef(s, refAllSmall(rng, 3)))
	}
	for range stSize(20, 4) {
		for _, g := range refAllSmallPool(rng, 20) {
			games = append(games, fromRef(s, g))
		}
	}
	notNUS := 0
	values := map[ID]bool{}
	ahead := map[string]int{}
	for i, g := range games {
		aw := smAW(t, s, g)
		c := stCanon(t, s, g)
		if _, ok := s.NUSValue(c); !ok {
			notNUS++
		}
		values[aw] = true
		if again := smAW(t, s, c); again != aw {
			rep.errorf("canonical", "aw(%s) = %s but of its canonical form %s", stShow(s, g), stShow(s, aw), stShow(s, again))
		}
		neg := st(t)(s.Minus(c))
		if got, want := smAW(t, s, neg), stCanon(t, s, st(t)(s.Minus(aw))); got != want {
			rep.errorf("negation", "aw(−G) = %s, −aw(G) = %s for G = %s", stShow(s, got), stShow(s, want), stShow(s, c))
		}
		h := games[(i*7+3)%len(games)]
		awH := smAW(t, s, h)
		sum := st(t)(s.Plus(g, h))
		if got, want := smAW(t, s, sum), stCanon(t, s, st(t)(s.Plus(aw, awH))); got != want {
			rep.errorf("additivity", "aw(G+H) = %s, aw(G)+aw(H) = %s+%s for G = %s, H = %s",
				stShow(s, got), stShow(s, aw), stShow(s, awH), stShow(s, c), stShow(s, stCanon(t, s, h)))
		}
		// Three summands, which reach larger weights for the two-ahead
		// rule.
		k := games[(i*13+5)%len(games)]
		sum3 := st(t)(s.Plus(g, h, k))
		aw3 := smAW(t, s, sum3)
		if want := stCanon(t, s, st(t)(s.Plus(aw, awH, smAW(t, s, k)))); aw3 != want {
			rep.errorf("additivity", "aw of a sum of three = %s, want %s", stShow(s, aw3), stShow(s, want))
		}
		for _, p := range [][2]ID{{c, aw}, {stCanon(t, s, sum), stCanon(t, s, st(t)(s.Plus(aw, awH)))}, {stCanon(t, s, sum3), aw3}} {
			g, w := p[0], p[1]
			rel := st2rel(t, s, g)
			if leq(two, w) {
				ahead["≥2"]++
				if rel != Greater {
					rep.errorf("two-ahead", "aw(%s) = %s ≥ 2 but G is %v 0", stShow(s, g), stShow(s, w), rel)
				}
			}
			if leq(w, s.Integer(-2)) {
				ahead["≤-2"]++
				if rel != Less {
					rep.errorf("two-ahead", "aw(%s) = %s ≤ −2 but G is %v 0", stShow(s, g), stShow(s, w), rel)
				}
			}
			if leq(one, w) {
				ahead["≥1"]++
				if rel == Less || rel == Equal {
					rep.errorf("one-ahead", "aw(%s) = %s ≥ 1 but G ≤ 0", stShow(s, g), stShow(s, w))
				}
			}
			if leq(w, s.Integer(-1)) {
				ahead["≤-1"]++
				if rel == Greater || rel == Equal {
					rep.errorf("one-ahead", "aw(%s) = %s ≤ −1 but G ≥ 0", stShow(s, g), stShow(s, w))
				}
			}
		}
	}
	rep.done()
	for _, k := range []string{"≥2", "≤-2", "≥1", "≤-1"} {
		if ahead[k] < 5 {
			t.Errorf("only %d games with aw %s: the two-ahead rule is hardly tested", ahead[k], k)
		}
	}
	if !testing.Short() && (notNUS < len(games)/4 || len(values) < 15) {
		t.Errorf("%d of %d games not NUS values, %d distinct atomic weights: too few", notNUS, len(games), len(values))
	}
	t.Logf("%d games, %d not NUS values, %d distinct atomic weights; by bound: %v", len(games), notNUS, len(values), ahead)
}

// st2rel compares g with 0.
func st2rel(t *testing.T, s *Store, g ID) Relation {
	t.Helper()
	r, err := s.Compare(g, Zero)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// ---------------------------------------------------------------------------
// Reduced canonical form.

func TestReducedCanonicalTable(t *testing.T) {
	s := stNewStore(t)
	tests := []struct {
		game, want string
		why        string
	}{
		// Numbers are their own reduced canonical forms; x + u·↑ + *m has
		// both stops x, so reduces to x (Siegel II.6).
		{"0", "0", "a number"},
		{"3/4", "3/4", "a number"},
		{"-5/2", "-5/2", "a number"},
		{"↑", "0", "infinitesimal"},
		{"*", "0", "infinitesimal"},
		{"↑*", "0", "infinitesimal"},
		{"*7", "0", "infinitesimal"},
		{"1/2+⇑*", "1/2", "x + infinitesimal"},
		{"-3+↓*2", "-3", "x + infinitesimal"},
		// {0|↓*} has stops 0 and 0 (Left stop: the Right stop of 0; Right
		// stop: the Left stop of ↓*, 0): infinitesimal.
		{"{0|↓*}", "0", "stops 0 and 0"},
		{"{0,↑*|0}", "0", "stops 0 and 0"},
		{"1+{⇑|⇓}", "1", "stops 1 and 1"},
		// ±1 = {1|−1}: its options are numbers, 1 has no Right option and
		// −1 no Left one, so nothing is Inf-dominated or Inf-reversible:
		// it is in reduced canonical form (Siegel II.6).
		{"±1", "±1", "already reduced"},
		{"{2|0}", "{2|0}", "already reduced"},
		// G ≡_Inf K with K in reduced canonical form implies rcf(G) = K
		// (uniqueness, Siegel II.6); here G − K is ↑ or ↑*, infinitesimal.
		{"±1+↑", "±1", "±1 + an infinitesimal"},
		{"{2|0}+↑*", "{2|0}", "{2|0} + an infinitesimal"},
		{"{3|1}+{0|↓*}", "2±1", "{3|1} + an infinitesimal"},
		// {1, 1* | −1}: 1 and 1* are incomparable, so this is canonical;
		// the options reduce to 1 and 1, one option.
		{"{1,1*|-1}", "±1", "Inf-equivalent options 1 ≡_Inf 1*"},
		// {1|↑}: stops 1 and 0; the options reduce to 1 and 0.
		{"{1|↑}", "{1|0}", "options replaced by their reduced forms"},
		// {2, {4|↑} | 0}: stops 2 and 0. {4|↑} reduces to {4|0}, whose
		// Right option 0 ≤_Inf G (the Left stop of −G is −0 = 0), so it
		// is Inf-reversible, and bypassed: 0 has no Left options. The
		// canonical form keeps {4|↑}: ↑ ≤ G fails (G^R = 0 ≤ ↑), and
		// {4|↑} ‖ 2. TestReducedCanonicalReversal checks that.
		{"{2,{4|↑}|0}", "{2|0}", "an Inf-reversible option that is not reversible"},
		// The negative: dually for Right.
		{"{0|-2,{↓|-4}}", "{0|-2}", "an Inf-reversible Right option"},
	}
	for _, tt := range tests {
		g := smParse(t, s, tt.game)
		want := smParse(t, s, tt.want)
		if got := smRCF(t, s, g); got != want {
			t.Errorf("rcf(%s) = %s, want %s (%s)", tt.game, stShow(s, got), tt.want, tt.why)
		}
		if !smInfEq(t, s, g, want) {
			t.Errorf("%s is not infinitesimally close to %s", tt.game, tt.want)
		}
	}
}

// TestReducedCanonicalReversal: the examples of Inf-reversal above are
// not plain reversal, so the canonical form keeps the option.
func TestReducedCanonicalReversal(t *testing.T) {
	s := stNewStore(t)
	g := smParse(t, s, "{2,{4|↑}|0}")
	l, _ := stOpts(t, s, g)
	if len(l) != 2 {
		t.Errorf("canonical form of {2,{4|↑}|0} is %s", stShow(s, g))
	}
	if g == smParse(t, s, "{2|0}") {
		t.Errorf("{2,{4|↑}|0} = {2|0}")
	}
}

// smCheckReduced reports, by the definitions (Siegel II.6), a subposition of
// canonical r that is infinitesimally close to a number without being
// one, or that has an Inf-dominated or Inf-reversible option.
func smCheckReduced(t *testing.T, s *Store, r ID) error {
	for _, d := range stSubpositions(t, s, r) {
		ls, rs := smStops(t, s, d)
		if ls.Equal(rs) {
			if _, ok := s.NumberValue(d); !ok {
				return fmt.Errorf("subposition %s of %s has stops %v, %v but is not a number", stShow(s, d), stShow(s, r), ls, rs)
			}
			continue
		}
		l, rr := stOpts(t, s, d)
		for i, a := range l {
			for j, b := range l {
				if i != j && smInfLeq(t, s, a, b) {
					return fmt.Errorf("in %s: Left option %s is Inf-dominated by %s", stShow(s, d), stShow(s, a), stShow(s, b))
				}
			}
			_, ar := stOpts(t, s, a)
			for _, x := range ar {
				if smInfLeq(t, s, x, d) {
					return fmt.Errorf("in %s: Left option %s is Inf-reversible through %s", stShow(s, d), stShow(s, a), stShow(s, x))
				}
			}
		}
		for i, a := range rr {
			for j, b := range rr {
				if i != j && smInfLeq(t, s, b, a) {
					return fmt.Errorf("in %s: Right option %s is Inf-dominated by %s", stShow(s, d), stShow(s, a), stShow(s, b))
				}
			}
			al, _ := stOpts(t, s, a)
			for _, x := range al {
				if smInfLeq(t, s, d, x) {
					return fmt.Errorf("in %s: Right option %s is Inf-reversible through %s", stShow(s, d), stShow(s, a), stShow(s, x))
				}
			}
		}
	}
	return nil
}

// smStarProjection replaces, in canonical c, every subposition x* (a number
// plus *) by x: CGSuite's "star projection". CGSuite computes the reduced
// canonical form of a game that is not a NUS value as the star projection
// of the game heated by * (CanonicalShortGameOps.rcf), a method
// independent of the one in atomicsmall.go, used here as a cross-check.
func smStarProjection(t *testing.T, s *Store, c ID, memo map[ID]ID) ID {
	if v, ok := s.NUSValue(c); ok && v.U == 0 && v.M <= 1 {
		return s.Number(v.X)
	}
	if r, ok := memo[c]; ok {
		return r
	}
	l, r := stOpts(t, s, c)
	for i := range l {
		l[i] = smStarProjection(t, s, l[i], memo)
	}
	for i := range r {
		r[i] = smStarProjection(t, s, r[i], memo)
	}
	p := st(t)(s.FromOptions(l, r))
	memo[c] = p
	return p
}

// TestReducedCanonicalProperties checks, on random games born by day 3
// (refRandom) and on sums of two of them:
//   - rcf(G) ≡_Inf G: G − rcf(G) has both stops 0;
//   - rcf(G) is reduced (smCheckReduced), and rcf is idempotent;
//   - rcf(−G) = −rcf(G);
//   - uniqueness (Siegel II.6): rcf(G + ε) = rcf(G) for infinitesimals ε,
//     and for pairs G, H, rcf(G) = rcf(H) exactly when G ≡_Inf H;
//   - agreement with CGSuite's method, for games that are not NUS values.
func TestReducedCanonicalProperties(t *testing.T) {
	s := stNewStore(t)
	rep := newSTReport(t)
	n := stSize(400, 80)
	forms := make([]ID, 0, n)
	for _, g := range stRandomGames(31, n, 3) {
		forms = append(forms, fromRef(s, g))
	}
	// Add sums of two, for larger games.
	for i := range n / 4 {
		forms = append(forms, st(t)(s.Plus(forms[i], forms[n-1-i])))
	}
	rng := rand.New(rand.NewSource(32))
	var eps []ID
	for _, text := range []string{"↑", "*", "↑*", "⇓*3", "{0|↓*}", "{⇑|↓}", "{4↑|4↓}"} {
		eps = append(eps, smParse(t, s, text))
	}
	for _, g := range refAllSmallPool(rng, 20)[10:] {
		eps = append(eps, fromRef(s, g))
	}
	rcfs := make([]ID, len(forms))
	same, pairs, crossChecked := 0, 0, 0
	for i, g := range forms {
		c := stCanon(t, s, g)
		r := smRCF(t, s, g)
		rcfs[i] = r
		if !smInfEq(t, s, g, r) {
			rep.errorf("inf-equivalence", "G = %s, rcf = %s: G − rcf(G) is not infinitesimal", stShow(s, c), stShow(s, r))
		}
		if err := smCheckReduced(t, s, r); err != nil {
			rep.errorf("reduced", "rcf(%s) = %s: %v", stShow(s, c), stShow(s, r), err)
		}
		if err := stCheckCanonical(t, s, r); err != nil {
			rep.errorf("canonical", "rcf(%s) = %s: %v", stShow(s, c), stShow(s, r), err)
		}
		if again := smRCF(t, s, r); again != r {
			rep.errorf("idempotent", "rcf(%s) = %s, rcf of that = %s", stShow(s, c), stShow(s, r), stShow(s, again))
		}
		if got, want := smRCF(t, s, st(t)(s.Minus(c))), st(t)(s.Minus(r)); got != want {
			rep.errorf("negation", "rcf(−G) = %s, −rcf(G) = %s for G = %s", stShow(s, got), stShow(s, want), stShow(s, c))
		}
		e := eps[i%len(eps)]
		if got := smRCF(t, s, st(t)(s.Plus(g, e))); got != r {
			rep.errorf("uniqueness", "rcf(G + %s) = %s, rcf(G) = %s for G = %s", stShow(s, e), stShow(s, got), stShow(s, r), stShow(s, c))
		}
		if _, ok := s.NUSValue(c); !ok {
			crossChecked++
			heated := st(t)(s.Heat(c, smParse(t, s, "*")))
			if p := smStarProjection(t, s, heated, map[ID]ID{}); p != r {
				rep.errorf("cgsuite", "rcf(%s) = %s, star projection of ∫^* G = %s", stShow(s, c), stShow(s, r), stShow(s, p))
			}
		}
		for j := range i {
			if j%7 != i%7 { // a seventh of the pairs
				continue
			}
			pairs++
			eq := smInfEq(t, s, forms[i], forms[j])
			if eq {
				same++
			}
			if eq != (rcfs[i] == rcfs[j]) {
				rep.errorf("uniqueness", "G = %s, H = %s: G ≡_Inf H is %v but rcfs %s and %s",
					stShow(s, stCanon(t, s, forms[i])), stShow(s, stCanon(t, s, forms[j])), eq, stShow(s, rcfs[i]), stShow(s, rcfs[j]))
			}
		}
	}
	rep.done()
	if same < 10 || crossChecked < len(forms)/10 {
		t.Errorf("only %d of %d pairs infinitesimally close, %d games not NUS values: hardly tested", same, pairs, crossChecked)
	}
	t.Logf("%d games (%d not NUS values); %d pairs, %d infinitesimally close", len(forms), crossChecked, pairs, same)
}

// smDay2 returns the 22 games born by day 2 (ONAG ch. 10; Siegel II.2): the
// canonical forms {L|R} with L, R subsets of the four games born by day 1.
func smDay2(t *testing.T, s *Store) []ID {
	day1 := []ID{Zero, s.Value(NUS{M: 1}), s.Integer(1), s.Integer(-1)}
	seen := map[ID]bool{}
	var out []ID
	for l := range 16 {
		for r := range 16 {
			var left, right []ID
			for i, g := range day1 {
				if l&(1<<i) != 0 {
					left = append(left, g)
				}
				if r&(1<<i) != 0 {
					right = append(right, g)
				}
			}
			c := st(t)(s.FromOptions(left, right))
			if !seen[c] {
				seen[c] = true
				out = append(out, c)
			}
		}
	}
	if len(out) != 22 {
		t.Fatalf("%d games born by day 2, want 22", len(out))
	}
	return out
}

// TestReducedCanonicalMinimal: the reduced canonical form is the simplest
// game infinitesimally close to G (Siegel II.6): no game born earlier than
// rcf(G) is ≡_Inf G. Checked against the 22 games born by day 2, for random
// games born by day 3 and for each of the 22 themselves; those of the 22
// that are ≡_Inf G must also have the same reduced canonical form.
func TestReducedCanonicalMinimal(t *testing.T) {
	s := stNewStore(t)
	rep := newSTReport(t)
	day2 := smDay2(t, s)
	games := append([]ID{}, day2...)
	for _, g := range stRandomGames(41, stSize(300, 60), 3) {
		games = append(games, fromRef(s, g))
	}
	birthday := func(g ID) int64 {
		b, err := s.Birthday(g)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	close := 0
	for _, g := range games {
		r := smRCF(t, s, g)
		br := birthday(r)
		if bg := birthday(g); br > bg {
			rep.errorf("born later", "rcf(%s) = %s is born on day %d, G on day %d", stShow(s, stCanon(t, s, g)), stShow(s, r), br, bg)
		}
		for _, h := range day2 {
			if !smInfEq(t, s, g, h) {
				continue
			}
			close++
			if bh := birthday(h); bh < br {
				rep.errorf("minimal", "%s ≡_Inf %s, born on day %d, but rcf = %s is born on day %d",
					stShow(s, h), stShow(s, stCanon(t, s, g)), bh, stShow(s, r), br)
			}
			if rh := smRCF(t, s, h); rh != r {
				rep.errorf("uniqueness", "%s ≡_Inf %s but rcfs %s and %s", stShow(s, h), stShow(s, stCanon(t, s, g)), stShow(s, rh), stShow(s, r))
			}
		}
	}
	rep.done()
	// Of the 22: 0, *, ↑, ↓, ↑*, ↓*, *2 reduce to 0; 1* to 1, −1* to −1;
	// {1|*} and {1|0,*} to {1|0} (their options reduce to 1 and 0), and
	// dually to {0|−1}; 2, −2, 1/2, −1/2 and ±1 are reduced: 10 in all.
	reduced := map[ID]bool{}
	for _, h := range day2 {
		reduced[smRCF(t, s, h)] = true
	}
	if len(reduced) != 10 {
		t.Errorf("the 22 games born by day 2 have %d reduced canonical forms, want 10", len(reduced))
	}
	t.Logf("%d (game, day-2 game) pairs infinitesimally close", close)
}

// TestInfLeqShortcuts: infLeq's bounds by the stops of the parts agree with
// the definition (the Left stop of a − b) on random pairs.
func TestInfLeqShortcuts(t *testing.T) {
	s := stNewStore(t)
	gs := stRandomGames(51, stSize(200, 50), 3)
	ids := make([]ID, len(gs))
	for i, g := range gs {
		ids[i] = stCanon(t, s, fromRef(s, g))
	}
	yes := 0
	for i, a := range ids {
		for _, b := range ids[i:min(i+5, len(ids))] {
			var fast, slow bool
			err := func() (err error) {
				defer s.catch(&err)
				fast, slow = s.infLeq(a, b), s.infLeqBySum(a, b)
				return nil
			}()
			if err != nil {
				t.Fatal(err)
			}
			if fast != slow {
				t.Errorf("infLeq(%s, %s) = %v, by the sum %v", stShow(s, a), stShow(s, b), fast, slow)
			}
			if slow {
				yes++
			}
		}
	}
	t.Logf("%d pairs ≤_Inf", yes)
}

// ---------------------------------------------------------------------------
// Interruption.

// TestSmallInterrupt: AtomicWeight and ReducedCanonical stop when the poll
// fails, and the store then gives the same answers as one never
// interrupted.
func TestSmallInterrupt(t *testing.T) {
	errStop := errors.New("stop")
	build := func(s *Store) (aw, rc ID) {
		rng := rand.New(rand.NewSource(61))
		var small []ID
		for _, g := range refAllSmallPool(rng, 40)[34:] {
			small = append(small, fromRef(s, g))
		}
		return st(t)(s.Plus(small...)), st(t)(s.Plus(stBigSum(t, s, 3)[:4]...))
	}
	clean := stNewStore(t)
	awG, rcG := build(clean)
	polls := 0
	clean.SetPoll(func() error { polls++; return nil })
	wantAW := smAW(t, clean, awG)
	awPolls := polls
	wantRC := smRCF(t, clean, rcG)
	rcPolls := polls - awPolls
	clean.SetPoll(nil)
	if awPolls < 3 || rcPolls < 3 {
		t.Fatalf("only %d and %d polls: too small to interrupt", awPolls, rcPolls)
	}
	for _, n := range []int{0, 1, 2} {
		s := stNewStore(t)
		awS, rcS := build(s)
		calls := 0
		s.SetPoll(func() error {
			calls++
			if calls > n {
				return errStop
			}
			return nil
		})
		if _, err := s.AtomicWeight(awS); !errors.Is(err, errStop) {
			t.Errorf("AtomicWeight interrupted after %d polls: %v", n, err)
		}
		calls = 0
		if _, err := s.ReducedCanonical(rcS); !errors.Is(err, errStop) {
			t.Errorf("ReducedCanonical interrupted after %d polls: %v", n, err)
		}
		if len(s.pend) != 0 || s.depth != 0 {
			t.Errorf("after interruption: %d pending games, depth %d", len(s.pend), s.depth)
		}
		s.SetPoll(nil)
		if got := smAW(t, s, awS); !stSameAcross(t, s, got, clean, wantAW, map[[2]ID]bool{}) {
			t.Errorf("after interruption aw = %s, want %s", stShow(s, got), stShow(clean, wantAW))
		}
		if got := smRCF(t, s, rcS); !stSameAcross(t, s, got, clean, wantRC, map[[2]ID]bool{}) {
			t.Errorf("after interruption rcf = %s, want %s", stShow(s, got), stShow(clean, wantRC))
		}
	}
	t.Logf("polls: atomic weight %d, reduced canonical form %d", awPolls, rcPolls)
}

// ---------------------------------------------------------------------------
// Benchmarks.

// BenchmarkAtomicWeight: the atomic weight of the sum of four all-small
// games (refAllSmallPool, canonical forms born on days 8 to 12, none a NUS
// value), in a fresh store. Building and canonicalising the sum is not
// timed: ns/op is the atomic weight calculus alone.
func BenchmarkAtomicWeight(b *testing.B) {
	rng := rand.New(rand.NewSource(71))
	var gs []*refGame
	probe := NewStore()
	for len(gs) < 4 {
		for _, g := range refAllSmallPool(rng, 30)[20:] {
			c, err := probe.Canonical(fromRef(probe, g))
			if err != nil {
				b.Fatal(err)
			}
			bd, _ := probe.Birthday(c)
			if _, ok := probe.NUSValue(c); !ok && bd >= 8 && len(gs) < 4 {
				gs = append(gs, g)
			}
		}
	}
	var nodes int
	for range b.N {
		b.StopTimer()
		s := newBenchStore(true)
		ids := make([]ID, len(gs))
		for i, g := range gs {
			ids[i] = fromRef(s, g)
		}
		sum, err := s.Plus(ids...)
		if err == nil {
			_, err = s.Canonical(sum)
		}
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if _, err := s.AtomicWeight(sum); err != nil {
			b.Fatal(err)
		}
		nodes = s.Len()
	}
	b.ReportMetric(float64(nodes), "nodes")
}

// BenchmarkReducedCanonical: reduced canonical forms of 1000 random forms
// born by day 3 (refRandom) in a fresh store; ns/op is per 1000 games.
// Building and canonicalising the forms is not timed.
func BenchmarkReducedCanonical(b *testing.B) {
	gs := stRandomGames(81, 1000, 3)
	for range b.N {
		b.StopTimer()
		s := newBenchStore(true)
		ids := make([]ID, len(gs))
		for i, g := range gs {
			ids[i] = fromRef(s, g)
			if _, err := s.Canonical(ids[i]); err != nil {
				b.Fatal(err)
			}
		}
		b.StartTimer()
		for _, id := range ids {
			if _, err := s.ReducedCanonical(id); err != nil {
				b.Fatal(err)
			}
		}
	}
}
