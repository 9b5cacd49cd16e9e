package games

import "testing"

// TestDisplay: the printing state a Display keeps, and that the store
// keeps none.
func TestDisplay(t *testing.T) {
	s := stNewStore(t)
	var d Display
	pr := func(id ID) string { return (&Printer{Store: s, Display: &d}).String(id) }
	half := s.NewForm([]ID{Zero}, []ID{s.Integer(1)})                // {0|1} = 1/2
	star := s.NewForm([]ID{Zero}, []ID{Zero})                        // {0|0} = *
	wide := s.NewForm([]ID{s.Integer(-1)}, []ID{s.Integer(1), star}) // {-1|1,{0|0}} = 0

	// ShowNumber: a number is marked, anything else is not.
	if ok := st2(t)(d.ShowNumber(s, star)); ok {
		t.Errorf("ShowNumber({0|0}) = true")
	}
	if _, ok := d.Shown(star); ok || pr(star) != "{0|0}" {
		t.Errorf("{0|0} after ShowNumber: marked %v, prints %q", ok, pr(star))
	}
	if ok := st2(t)(d.ShowNumber(s, half)); !ok {
		t.Errorf("ShowNumber({0|1}) = false")
	}
	if got := pr(half); got != "1/2" {
		t.Errorf("{0|1} after ShowNumber prints %q, want 1/2", got)
	}
	// A sum found to be a number prints as it.
	sum := st(t)(s.Plus(half, half, wide))
	if got := pr(sum); got != "2(1/2)+{-1|1,{0|0}}" {
		t.Errorf("sum prints %q, want 2(1/2)+{-1|1,{0|0}}", got)
	}
	if ok := st2(t)(d.ShowNumber(s, sum)); !ok {
		t.Fatalf("ShowNumber(1/2+1/2+0) = false")
	}
	if got := pr(sum); got != "1" {
		t.Errorf("sum after ShowNumber prints %q, want 1", got)
	}
	// Canon of a sum marks its form summands, not the sum.
	sum2 := st(t)(s.Plus(wide, star))
	if c := st(t)(d.Canon(s, sum2)); c != s.Value(NUS{M: 1}) {
		t.Errorf("Canon(wide + star) = %s, want *", stShow(s, c))
	}
	if _, ok := d.Shown(sum2); ok {
		t.Errorf("Canon marked the sum itself")
	}
	if c, ok := d.Shown(wide); !ok || c != Zero {
		t.Errorf("Shown(wide) = %d, %v after Canon of a sum with it", c, ok)
	}
	if got := pr(wide); got != "0" {
		t.Errorf("wide after Canon prints %q, want 0", got)
	}
	// Canonical nodes are never marked, and print the same without d.
	one := s.Integer(1)
	st(t)(d.Canon(s, one))
	st2(t)(d.ShowNumber(s, one))
	if _, ok := d.Shown(one); ok {
		t.Errorf("a canonical node is marked")
	}
	// The store is untouched: a printer without the Display shows forms
	// as built.
	if got := (&Printer{Store: s}).String(half); got != "{0|1}" {
		t.Errorf("{0|1} without the Display prints %q", got)
	}
}

// st2 fails the test on an error and returns the boolean.
func st2(t *testing.T) func(bool, error) bool {
	return func(b bool, err error) bool {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
}
