package games

import "testing"

// TestNUSArithmetic checks that sums, negations and comparisons of numbers,
// ups and nimbers are done by arithmetic: no recursive sum or comparison
// is counted, however large the values. Expected values: ↑+↑ = ⇑,
// *a + *b = *(a⊕b) (nim addition, ONAG ch. 11), x + y for numbers, ↑* ‖ 0
// and ↑*n > 0 for n ≠ 1 (Winning Ways ch. 3).
func TestNUSArithmetic(t *testing.T) {
	s := NewStore()
	big := s.Value(NUS{X: DyadicInt(1 << 40), U: 1 << 40, M: 1 << 30})
	tests := []struct {
		a, b NUS
		sum  NUS
		rel  Relation // a compared with b
	}{
		{NUS{U: 1}, NUS{U: 1}, NUS{U: 2}, Equal},
		{NUS{M: 5}, NUS{M: 3}, NUS{M: 6}, Fuzzy},
		{NUS{X: NewDyadic(1, 1)}, NUS{X: NewDyadic(1, 2)}, NUS{X: NewDyadic(3, 2)}, Greater},
		{NUS{U: 1, M: 1}, NUS{}, NUS{U: 1, M: 1}, Fuzzy},
		{NUS{U: 1, M: 2}, NUS{}, NUS{U: 1, M: 2}, Greater},
		{NUS{U: -3, M: 7}, NUS{U: -2, M: 7}, NUS{U: -5}, Less},
		{NUS{X: DyadicInt(2), U: -1 << 40}, NUS{X: DyadicInt(1), U: 1 << 40}, NUS{X: DyadicInt(3)}, Greater},
		{NUS{U: 1 << 40, M: 1 << 30}, NUS{U: -(1 << 40), M: 1 << 30}, NUS{}, Greater},
	}
	for _, tt := range tests {
		before := s.Stats
		a, b := s.Value(tt.a), s.Value(tt.b)
		sum, err := s.Plus(a, b, big)
		if err != nil {
			t.Fatal(err)
		}
		sum, err = s.Difference(sum, big)
		if err != nil {
			t.Fatal(err)
		}
		if want := s.Value(tt.sum); sum != want {
			t.Errorf("%v + %v: got node %d, want %d", tt.a, tt.b, sum, want)
		}
		if r, err := s.Compare(a, b); err != nil || r != tt.rel {
			t.Errorf("%v vs %v: got %v (%v), want %v", tt.a, tt.b, r, err, tt.rel)
		}
		if n, err := s.Minus(a); err != nil || n != s.Value(tt.a.neg()) {
			t.Errorf("−%v: got %d (%v)", tt.a, n, err)
		}
		if s.Stats.Add != before.Add || s.Stats.Leq != before.Leq || s.Stats.Reduce != before.Reduce {
			t.Errorf("%v, %v: recursion used: %+v then %+v", tt.a, tt.b, before, s.Stats)
		}
	}
}

// TestNUSBirthday checks nusBirthday against the recursive definition on
// the listed options, for small values.
func TestNUSBirthday(t *testing.T) {
	s := NewStore()
	for _, x := range []Dyadic{DyadicInt(0), DyadicInt(2), NewDyadic(-3, 2)} {
		for u := int64(-4); u <= 4; u++ {
			for m := uint64(0); m <= 5; m++ {
				v := NUS{X: x, U: u, M: m}
				want := recursiveBirthday(s, s.Value(v))
				got, ok := nusBirthday(v)
				if !ok || got != want {
					t.Errorf("birthday of %v: got %d, want %d (by the options)", v, got, want)
				}
			}
		}
	}
}

func recursiveBirthday(s *Store, id ID) int64 {
	var b int64
	l, r := s.options(id)
	for _, o := range append(append([]ID{}, l...), r...) {
		b = max(b, recursiveBirthday(s, o)+1)
	}
	return b
}

// TestTooLarge checks that values beyond the store's range give an
// error, not a panic or a wrong answer.
func TestTooLarge(t *testing.T) {
	s := NewStore()
	huge := s.Value(NUS{U: 1<<63 - 1})
	if _, err := s.Plus(huge, huge); err == nil {
		t.Error("↑ multiple overflow: no error")
	}
	if _, _, err := s.Options(s.Value(NUS{M: 1 << 30})); err == nil {
		t.Error("listing *2^30: no error")
	}
	// The store still works.
	if g, err := s.Plus(s.Value(NUS{U: 1}), s.Value(NUS{U: 1})); err != nil || g != s.Value(NUS{U: 2}) {
		t.Errorf("after the errors, ↑+↑ = %d, %v", g, err)
	}
}
