package eval

import (
	"context"
	"strings"
	"testing"
)

// TestAbbreviate: the display shows DisplayItems elements of a list, then
// how many it leaves out; a short value whole; a long atom cut with its
// length; nested lists abbreviated each. The counts are those of the
// values built here.
func TestAbbreviate(t *testing.T) {
	ints := func(n int) Value {
		vs := make([]Value, n)
		for i := range vs {
			vs[i] = Int(int64(i % 7))
		}
		return List(vs...)
	}
	first100 := strings.TrimSuffix(Repr(ints(100)), ")")
	long := String(strings.Repeat("ab", 3000))
	for _, c := range []struct {
		v     Value
		want  string
		whole bool
	}{
		{ints(3), "(0 1 2)", true},
		{ints(100), Repr(ints(100)), true},
		{ints(101), first100 + " … 1 more)", false},
		{ints(43401), first100 + " … 43,301 more)", false},
		{List(Int(1), ints(150)), "(1 " + first100 + " … 50 more))", false},
		{long, Repr(long)[:DisplayBytes] + "… (6,002 characters)", false},
		{Nil, "nil", true},
	} {
		got, whole, err := Abbreviate(context.Background(), c.v)
		if err != nil || got != c.want || whole != c.whole {
			t.Errorf("Abbreviate(%.40s…) = %.80q…, %v, %v; want %.80q…, %v", Repr(c.v), got, whole, err, c.want, c.whole)
		}
	}
	// A list of long elements stops past DisplayBytes.
	vs := make([]Value, 50)
	for i := range vs {
		vs[i] = String(strings.Repeat("x", 200))
	}
	got, _, _ := Abbreviate(context.Background(), List(vs...))
	if !strings.HasSuffix(got, " … 38 more)") || len(got) > 2*DisplayBytes {
		t.Errorf("50 strings of 200: %d bytes ending %q", len(got), got[len(got)-20:])
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 43298: "43,298", 1234567: "1,234,567", -1000: "-1,000"} {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %q, want %q", n, got, want)
		}
	}
}
