package games

import (
	"errors"
	"testing"
)

// upsByDefinition returns ↑ⁿ and ↑[n] for n = 0…max built from the
// definitions alone, with the public API: ↑¹ = ↑, ↑[k] = ↑ + … + ↑ᵏ as a
// sum (Plus), ↑ⁿ = {0 | ↓[n−1]*} (Siegel, Combinatorial Game Theory, 2013,
// ch. II).
func upsByDefinition(t *testing.T, s *Store, max int) (nth, sum []ID) {
	t.Helper()
	up, star := s.Value(NUS{U: 1}), s.Value(NUS{M: 1})
	nth, sum = []ID{noID, up}, []ID{Zero, up}
	for n := 2; n <= max; n++ {
		r := st(t)(s.Plus(st(t)(s.Minus(sum[n-1])), star))
		nth = append(nth, st(t)(s.FromOptions([]ID{Zero}, []ID{stCanon(t, s, r)})))
		sum = append(sum, stCanon(t, s, st(t)(s.Plus(sum[n-1], nth[n]))))
	}
	return nth, sum
}

// TestUptimalDefinition: UpNth and UpSum agree with the definitions
// (upsByDefinition) for n ≤ 12; UpSum is built as the ordinal sum
// ↑ : (n−1), so this checks that ↑[n] = ↑ : (n−1) as well.
func TestUptimalDefinition(t *testing.T) {
	s := stNewStore(t)
	nth, sum := upsByDefinition(t, s, 12)
	for n := 1; n <= 12; n++ {
		if got := st(t)(s.UpNth(n)); got != nth[n] {
			t.Errorf("UpNth(%d) = %s, the definition gives %s", n, stShow(s, got), stShow(s, nth[n]))
		}
		if got := st(t)(s.UpSum(n)); got != sum[n] {
			t.Errorf("UpSum(%d) = %s, the definition gives %s", n, stShow(s, got), stShow(s, sum[n]))
		}
	}
}

// TestUptimalFacts checks known values:
//   - ↑¹ = ↑ and ↑[1] = ↑ (Siegel 2013, ch. II);
//   - ↑² = {0 | ↓*} (Winning Ways, ch. 8, "up-second"; the definition);
//   - ↑[2] = ↑ + ↑²;
//   - {0|*||*|||*||||*} = ↑[4] and {0||0|v*} = ↑ + 2·↑² + * (CGSuite
//     (Siegel), version 2.x, CanonicalShortGameTestCase.scala: their
//     uptimal expansions are 0.1111 and *.12);
//   - 7/16 overheated from 0 to 0 is ↑[3] (CGSuite 2.x, GameTest.scala:
//     "(7/16).Overheat(0,0)" is "^[3]");
//   - * : 5 = ↑[5] + * (GameTest.scala: "(^.PowTo(5)+*).Subordinate(*)"
//     is 5), and ↑ : (n−1) = ↑[n] (^.PowTo(3) is ^[3]).
func TestUptimalFacts(t *testing.T) {
	s := stNewStore(t)
	parse := func(text string) ID { return st(t)(s.Parse(text, nil)) }
	up, star := s.Value(NUS{U: 1}), s.Value(NUS{M: 1})
	nth := func(n int) ID { return st(t)(s.UpNth(n)) }
	sum := func(n int) ID { return st(t)(s.UpSum(n)) }
	plus := func(ids ...ID) ID { return stCanon(t, s, st(t)(s.Plus(ids...))) }
	for _, tt := range []struct {
		name      string
		got, want ID
	}{
		{"↑¹ = ↑", nth(1), up},
		{"↑[1] = ↑", sum(1), up},
		{"↑² = {0|↓*}", nth(2), st(t)(s.FromOptions([]ID{Zero}, []ID{s.Value(NUS{U: -1, M: 1})}))},
		{"↑[2] = ↑ + ↑²", sum(2), plus(up, nth(2))},
		{"↑[3] = ↑ + ↑² + ↑³", sum(3), plus(up, nth(2), nth(3))},
		{"{0|*||*|||*||||*} = ↑[4]", parse("{0|*||*|||*||||*}"), sum(4)},
		{"{0||0|v*} = ↑ + 2↑² + *", parse("{0||0|v*}"), plus(up, nth(2), nth(2), star)},
		{"(7/16) overheated by 0, 0 = ↑[3]", st(t)(s.Overheat(parse("7/16"), Zero, Zero)), sum(3)},
		{"* : 5 = ↑[5]*", st(t)(s.OrdinalSum(star, s.Integer(5))), plus(sum(5), star)},
		{"↑ : 2 = ↑[3]", st(t)(s.OrdinalSum(up, s.Integer(2))), sum(3)},
	} {
		if tt.got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.name, stShow(s, tt.got), stShow(s, tt.want))
		}
	}
	// ↑ⁿ is positive and infinitesimal; so is ↑[n].
	for n := 1; n <= 40; n++ {
		for _, g := range []ID{nth(n), sum(n)} {
			if o := st0(t)(s.Outcome(g)); o != LeftWins {
				t.Errorf("n = %d: %s has outcome %v, want L (positive)", n, stShow(s, g), o)
			}
			if inf, err := s.Infinitesimal(g); err != nil || !inf {
				t.Errorf("n = %d: %s infinitesimal: %v, %v", n, stShow(s, g), inf, err)
			}
		}
	}
}

// st0 unwraps an (Outcome, error) result.
func st0(t *testing.T) func(Outcome, error) Outcome {
	return func(o Outcome, err error) Outcome {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
}

// TestUptimalMemo: asking again returns the same node and builds nothing;
// asking for MaxUptimal works, and its neighbours are errors.
func TestUptimalMemo(t *testing.T) {
	s := stNewStore(t)
	a := st(t)(s.UpNth(30))
	n := s.Len()
	if b := st(t)(s.UpNth(30)); b != a || s.Len() != n {
		t.Errorf("UpNth(30) again: %d (was %d), store %d nodes (was %d)", b, a, s.Len(), n)
	}
	if c := st(t)(s.UpSum(29)); s.Len() != n {
		t.Errorf("UpSum(29) built nodes though UpNth(30) had built it: %s", stShow(s, c))
	}
	for _, f := range []func(int) (ID, error){s.UpNth, s.UpSum} {
		if _, err := f(MaxUptimal); err != nil {
			t.Errorf("index MaxUptimal: %v", err)
		}
		for _, n := range []int{0, -1, MaxUptimal + 1, 1000 * MaxUptimal} {
			_, err := f(n)
			if err == nil {
				t.Errorf("index %d: no error", n)
				continue
			}
			if big := errors.Is(err, ErrTooLarge); big != (n > MaxUptimal) {
				t.Errorf("index %d: error %v", n, err)
			}
		}
	}
}
