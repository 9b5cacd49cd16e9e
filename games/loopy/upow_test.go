package loopy

import (
	"errors"
	"math/rand/v2"
	"testing"

	"cgcalc/games"
)

// TestPowStopperCGSuite checks Pow, PowTo, Subordinate and the varieties
// relative to a degree on the stoppers of CGSuite's own tests: every
// expected value is CGSuite's printed answer in GameTest.scala
// (CanonicalShortGame and CanonicalStopperGame, ">=2-ary methods"), read
// back with Parse and compared as values.
func TestPowStopperCGSuite(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	parse := func(text string) *Graph { return mustParse(t, s, text) }
	short := func(text string) games.ID {
		id, err := s.Parse(text, nil)
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	stop := func(text string) Stop {
		x, ok, err := PseudonumberOf(s, parse(text), 0)
		if err != nil || !ok {
			t.Fatalf("%s: not a pseudonumber (%v)", text, err)
		}
		return x
	}
	check := func(what string, got *Graph, err error, want string, wantErr error) {
		t.Helper()
		if wantErr != nil {
			if !errors.Is(err, wantErr) {
				t.Errorf("%s: error %v, want %v", what, err, wantErr)
			}
			return
		}
		if err != nil {
			t.Errorf("%s: %v", what, err)
			return
		}
		if eq, err := Equal(got, parse(want), 0); err != nil || !eq {
			text, _ := Format(s, got, nil)
			t.Errorf("%s = %s, want %s (CGSuite GameTest.scala) %v", what, text, want, err)
		}
	}
	pows := []struct {
		op, g, x, want string
		err            error
	}{
		{"Pow", "^", "{pass|1}", "", ErrInvalidExponent},
		{"Pow", "^", "off", "", ErrInvalidExponent},
		{"Pow", "^", "{1|pass}", "{0||0,pass|0,*}", nil},
		{"Pow", "^", "{5|pass}", "{0||0,pass|0,v[4]*}", nil},
		{"Pow", "^", "{pass|5}", "{0||0,v[4]*|0,pass}", nil},
		{"Pow", "^", "on", "^<on>", nil},
		{"Pow", "^", "7/4", "{0||0,v*|0,{0,v*|0,*}}", nil},
		{"Pow", "{0||0|-2}", "{5|pass}", "{0||0,pass|-2,{0|-2,{0|-2,{0|-2,{0|-2,{0|-2}}}}}}", nil},
		{"Pow", "{0||0|-2}", "on", "{0||0|-2,pass}", nil},
		{"Pow", "+-1", "on", "", games.ErrPowBase},
		{"PowTo", "^", "{pass|1}", "{pass|*,^}", nil},
		{"PowTo", "^", "{1|pass}", "{^|*,pass}", nil},
		{"PowTo", "^", "{5|pass}", "{^[5]|*,pass}", nil},
		{"PowTo", "^", "{pass|5}", "{pass|*,^[5]}", nil},
		{"PowTo", "^", "on", "^[on]", nil}, // CGSuite: upon is ^[on] = {pass|*} = ↑ : on
		{"PowTo", "{0||0|-2}", "{5|pass}", "{{Tiny(2)||0|-2|||0|-2||||0|-2}||0|-2|||{0|-2},pass}", nil},
		{"PowTo", "{0||0|-2}", "on", "{pass||0|-2}", nil},
		{"PowTo", "^", "off", "", ErrInvalidExponent},
	}
	for _, c := range pows {
		f := Pow
		if c.op == "PowTo" {
			f = PowTo
		}
		g, err := f(s, short(c.g), stop(c.x), 0)
		check("("+c.g+")."+c.op+"("+c.x+")", g, err, c.want, c.err)
	}
	subs := []struct {
		g, base, want string
		err           error
	}{
		{"over", "1", "off", nil},
		{"upon+*", "*", "on", nil},
		{"upon", "'{*|*}'", "on", nil},
		{"{0,*|0,pass}", "*", "over", nil},
		{"on", "1", "on", nil},
		{"on", "*", "", games.ErrSubordinate},
		{"1/8", "1", "-3", nil}, // and the short games of the same test
		{"+-1", "+-1", "0", nil},
	}
	for _, c := range subs {
		b, err := s.ParseForm(c.base, nil)
		if err != nil {
			t.Fatal(err)
		}
		l, r, err := s.Options(b)
		if err != nil {
			t.Fatal(err)
		}
		graphs := func(ids []games.ID) []*Graph {
			var out []*Graph
			for _, id := range ids {
				c, err := s.Canonical(id)
				if err != nil {
					t.Fatal(err)
				}
				g, err := FromShort(s, c)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, g)
			}
			return out
		}
		g, err := Subordinate(parse(c.g), graphs(l), graphs(r), 0)
		check("("+c.g+").Subordinate("+c.base+")", g, err, c.want, c.err)
	}
	upon, uponth := parse("upon"), parse("^<on>")
	g, err := UpsumVariety(upon, uponth, 0)
	check("upon.UpsumVariety(^.Pow(on))", g, err, "v<on>", nil)
	g, err = DownsumVariety(upon, uponth, 0)
	check("upon.DownsumVariety(^.Pow(on))", g, err, "v<on>", nil)
	_, err = DownsumVariety(upon, parse("1"), 0)
	check("upon.DownsumVariety(1)", nil, err, "", ErrNotIdempotent)
}

// TestSubordinateInvertsLoopyOrdinalSum checks Subordinate on random
// ordinal sums G : H of a short game G and a stopper H (randPassStopper):
// it gives H, or refuses; and on short G and K it agrees with the short
// games' games.Store.Subordinate.
func TestSubordinateInvertsLoopyOrdinalSum(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	r := rand.New(rand.NewPCG(36, 4))
	optionGraphs := func(id games.ID) (l, rt []*Graph) {
		ls, rs, err := s.Options(id)
		if err != nil {
			t.Fatal(err)
		}
		for i, ids := range [][]games.ID{ls, rs} {
			for _, o := range ids {
				g, err := FromShort(s, o)
				if err != nil {
					t.Fatal(err)
				}
				if i == 0 {
					l = append(l, g)
				} else {
					rt = append(rt, g)
				}
			}
		}
		return l, rt
	}
	str := func(id games.ID) string { return (&games.Printer{Store: s}).String(id) }
	inverted := 0
	for range 60 {
		g, err := randShort(r, s, 1+r.IntN(3))
		if err != nil {
			t.Fatal(err)
		}
		gg, err := FromShort(s, g)
		if err != nil {
			t.Fatal(err)
		}
		h := randPassStopper(r, 1+r.IntN(3))
		bl, br := optionGraphs(g)
		got, err := Subordinate(OrdinalSum(gg, h), bl, br, 0)
		if errors.Is(err, games.ErrSubordinate) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		inverted++
		if eq, err := Equal(got, h, 0); err != nil || !eq {
			gt, _ := Format(s, got, nil)
			ht, _ := Format(s, h, nil)
			t.Errorf("(G : %s).Subordinate(G) = %s, G = %s", ht, gt, str(g))
		}
		// Short games: the same answer as the store's.
		k, err := randShort(r, s, 1+r.IntN(4))
		if err != nil {
			t.Fatal(err)
		}
		kg, err := FromShort(s, k)
		if err != nil {
			t.Fatal(err)
		}
		want, wantErr := s.Subordinate(k, g)
		got, err = Subordinate(kg, bl, br, 0)
		if (err != nil) != (wantErr != nil) {
			t.Fatalf("(%s).Subordinate(%s): %v, the store's %v", str(k), str(g), err, wantErr)
		}
		if err == nil {
			wg, _ := FromShort(s, want)
			if eq, err := Equal(got, wg, 0); err != nil || !eq {
				t.Errorf("(%s).Subordinate(%s) differs from the store's %s", str(k), str(g), str(want))
			}
		}
	}
	if inverted < 40 {
		t.Errorf("only %d of 60 sums inverted", inverted)
	}
}

// TestParseLoopyPowMethods reads CGSuite's method calls with loopy games
// in them (parseupow.go): each text is an expression of CGSuite's
// GameTest.scala written as CGSuite writes it, the expected value its
// answer; and the errors, with their columns.
func TestParseLoopyPowMethods(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	tests := []struct{ text, want string }{
		{"^.Pow(on)", "^<on>"},
		{"^.Pow({1|pass})", "{0||0,pass|0,*}"},
		{"^.Pow({5|pass})", "{0||0,pass|0,v[4]*}"},
		{"{0||0|-2}.Pow(on)", "{0||0|-2,pass}"},
		{"^.PowTo({pass|1})", "{pass|*,^}"},
		{"{0||0|-2}.PowTo({5|pass})", "{{Tiny(2)||0|-2|||0|-2||||0|-2}||0|-2|||{0|-2},pass}"},
		{"{0||0|-2}.PowTo(on)", "{pass||0|-2}"},
		{"over.Subordinate(1)", "off"},
		{"(upon+*).Subordinate(*)", "on"},
		{"upon.Subordinate('{*|*}')", "on"},
		{"{0,*|0,pass}.Subordinate(*)", "over"},
		{"on.Subordinate(1)", "on"},
	}
	for _, c := range tests {
		g := mustParse(t, s, c.text)
		if eq, err := Equal(g, mustParse(t, s, c.want), 0); err != nil || !eq {
			text, _ := Format(s, g, nil)
			t.Errorf("%s = %s, want %s (CGSuite GameTest.scala) %v", c.text, text, c.want, err)
		}
	}
	// GameTest.scala (StopperSidedValue): ^.Pow(on) + {0|upon} is
	// {0||0|^<on>*} & {0|^[on]}.
	v, err := ParseSided(s, "^.Pow(on) + {0|upon}", 0)
	if err != nil {
		t.Fatal(err)
	}
	want, err := ParseSided(s, "{0||0|^<on>*} & {0|^[on]}", 0)
	if err != nil {
		t.Fatal(err)
	}
	if eq, err := SidedEqual(v, want, 0); err != nil || !eq {
		t.Errorf("^.Pow(on) + {0|upon}: not {0||0|^<on>*} & {0|^[on]} %v", err)
	}
	bad := []struct{ text, msg string }{
		{"^.Pow(off)", "column 3: invalid exponent"},
		{"^.Pow({pass|1})", "column 3: invalid exponent"},
		{"upon.Pow(2)", "column 1: the base of Pow must be a short game"},
		{"(+-1).Pow(on)", "column 7: " + games.ErrPowBase.Error()},
		{"on.Subordinate(*)", "column 4: " + games.ErrSubordinate.Error()},
		{"^.Pow(upon)", "column 7: the exponent of Pow must be a pseudonumber (a number, on, off, x over or x under)"},
	}
	for _, c := range bad {
		if _, err := Parse(s, c.text); err == nil || err.Error() != c.msg {
			t.Errorf("%s: error %v, want %s", c.text, err, c.msg)
		}
	}
}
