package eval

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
)

// bigNumber returns 7^k.
func bigNumber(k int64) Number {
	return NumberFromInt(new(big.Int).Exp(big.NewInt(7), big.NewInt(k), nil))
}

// TestNumberText: small and long numbers convert as String does; a
// cancelled context stops a long conversion before it starts, and one
// cancelled while the conversion runs returns ErrInterrupted without
// waiting for it (the test holds the conversion until NumberText has
// returned, so it cannot have finished).
func TestNumberText(t *testing.T) {
	long := bigNumber(40000) // 112,000 bits
	frac := NumberFromRat(new(big.Rat).SetFrac(big.NewInt(-1), new(big.Int).Lsh(big.NewInt(3), 70000)))
	for _, x := range []Number{Int(0), Int(-5), bigNumber(100), long, frac} {
		got, err := NumberText(context.Background(), x)
		if err != nil || got != x.String() {
			t.Errorf("NumberText(%.20s…) = %.20q…, %v", x.String(), got, err)
		}
	}

	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	started := 0
	numberTextStarted = func() { started++ }
	defer func() { numberTextStarted = nil }()
	if _, err := NumberText(cancelled, long); !errors.Is(err, ErrInterrupted) {
		t.Errorf("NumberText with a cancelled context: %v, want ErrInterrupted", err)
	}
	if started != 0 {
		t.Errorf("a cancelled context started %d conversions", started)
	}
	// Small numbers take the direct path, cancelled or not.
	if s, err := NumberText(cancelled, Int(42)); s != "42" || err != nil {
		t.Errorf("NumberText(42) with a cancelled context = %q, %v", s, err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	release := make(chan struct{})
	numberTextStarted = func() {
		cancel() // Ctrl-C while the conversion runs
		<-release
	}
	_, err := NumberText(ctx, long)
	close(release)
	if !errors.Is(err, ErrInterrupted) {
		t.Errorf("NumberText cancelled during the conversion: %v, want ErrInterrupted", err)
	}
}

// TestPrintContext: PrintContext prints as Print does, and stops with
// ErrInterrupted on a cancelled context at a long number or in a long
// list (after 64 KiB of it).
func TestPrintContext(t *testing.T) {
	var l Value = Nil
	for i := range 50000 {
		l = &Cons{Int(int64(i)), l}
	}
	for _, c := range []struct {
		v      Value
		escape bool
		limit  int
	}{
		{List(Int(1), String("a\"b"), Symbol("x")), true, 100},
		{List(Int(1), String("a\"b"), Symbol("x")), false, 100},
		{l, true, MaxPrintLength},
		{l, true, 300},
		{List(bigNumber(40000), bigNumber(10)), true, MaxPrintLength},
		{bigNumber(40000), true, 1000}, // shown by its size
	} {
		want, wantWhole := Print(c.v, c.escape, c.limit)
		got, whole, err := PrintContext(context.Background(), c.v, c.escape, c.limit)
		if got != want || whole != wantWhole || err != nil {
			t.Errorf("PrintContext(%.30s) = %.30q, %v, %v; want %.30q, %v", want, got, whole, err, want, wantWhole)
		}
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, v := range []Value{bigNumber(40000), List(Int(1), bigNumber(40000)), l} {
		if s, _, err := PrintContext(cancelled, v, true, MaxPrintLength); !errors.Is(err, ErrInterrupted) || s != "" {
			t.Errorf("PrintContext(%.20s…) with a cancelled context = %.20q, %v; want ErrInterrupted", Repr(v), s, err)
		}
	}
	// Short values print whatever the context.
	if s, _, err := PrintContext(cancelled, List(Int(1), bigNumber(100)), true, MaxPrintLength); err != nil || !strings.HasPrefix(s, "(1 ") {
		t.Errorf("PrintContext of a short list with a cancelled context = %q, %v", s, err)
	}
}

// TestInterpPrintCharges: Interp.Print charges the interpreter for the
// bits of long numbers it converts, so that MaxSteps stops it before the
// conversion, and polls (charging nothing) in long lists.
func TestInterpPrintCharges(t *testing.T) {
	var l Value = Nil
	for i := range 100000 {
		l = &Cons{Int(int64(i)), l}
	}
	for _, c := range []struct {
		v         Value
		min, most int64 // steps charged
	}{
		{List(Int(1), Int(2)), 0, 0},
		{l, 0, 0},
		{bigNumber(40000), 1700, 1800}, // 112,295 bits
	} {
		in := New(nil)
		if _, _, err := in.Print(c.v, true, MaxPrintLength); err != nil {
			t.Fatal(err)
		}
		if in.steps < c.min || in.steps > c.most {
			t.Errorf("printing %.20s… charged %d steps, want %d to %d", Repr(c.v), in.steps, c.min, c.most)
		}
		in.MaxSteps = 500
		in.steps = 0
		if _, _, err := in.Print(c.v, true, MaxPrintLength); c.most > 1024 && !errors.Is(err, ErrStepLimit) {
			t.Errorf("printing %.20s… with MaxSteps 500: %v, want ErrStepLimit", Repr(c.v), err)
		}
		// Past the limit already, a long list stops at its first poll.
		in.steps = 501
		if _, _, err := in.Print(c.v, true, MaxPrintLength); c.v == l && !errors.Is(err, ErrStepLimit) {
			t.Errorf("printing %.20s… past MaxSteps: %v, want ErrStepLimit", Repr(c.v), err)
		}
	}
}

// TestInterpEqual: Interp.Equal agrees with Equal, charges for long
// comparisons only, and stops at the step limit.
func TestInterpEqual(t *testing.T) {
	deep := func(n int) Value {
		var v Value = Nil
		for range n {
			v = List(v)
		}
		return v
	}
	long := func(n int, last Value) Value {
		var v Value = Nil
		for i := n - 1; i >= 0; i-- {
			x := Value(Int(int64(i)))
			if i == n-1 {
				x = last
			}
			v = &Cons{x, v}
		}
		return v
	}
	for _, c := range []struct {
		name      string
		a, b      Value
		want      bool
		min, most int64 // steps charged
	}{
		{"atoms", Int(1), Int(1), true, 0, 0},
		{"strings", String("a"), String("b"), false, 0, 0},
		{"short lists", List(Int(1), Int(2)), List(Int(1), Int(2)), true, 0, 0},
		{"deep", deep(100000), deep(100000), true, 190000, 210000},
		{"deep, unequal", deep(100000), deep(99999), false, 95000, 105000},
		{"long", long(100000, Int(7)), long(100000, Int(7)), true, 190000, 210000},
		{"long, unequal at the end", long(100000, Int(7)), long(100000, Int(8)), false, 190000, 210000},
	} {
		in := New(nil)
		got, err := in.Equal(c.a, c.b)
		if err != nil || got != c.want || Equal(c.a, c.b) != c.want {
			t.Errorf("%s: Interp.Equal = %v, %v; Equal = %v; want %v", c.name, got, err, Equal(c.a, c.b), c.want)
		}
		if in.steps < c.min || in.steps > c.most {
			t.Errorf("%s: charged %d steps, want %d to %d", c.name, in.steps, c.min, c.most)
		}
		in.MaxSteps, in.steps = 5000, 0
		if _, err := in.Equal(c.a, c.b); c.most > 0 && !errors.Is(err, ErrStepLimit) {
			t.Errorf("%s with MaxSteps 5000: %v, want ErrStepLimit", c.name, err)
		} else if in.steps > 5000+1024 {
			t.Errorf("%s with MaxSteps 5000: went on to %d steps", c.name, in.steps)
		}
	}
}
