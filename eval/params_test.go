package eval

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"cgcalc/reader"
)

func TestParseParams(t *testing.T) {
	for _, c := range []struct {
		decl     string
		usage    string // of a builtin named f
		min, max int
		keys     string // the keys with their defaults, as Repr prints them
		defaults string // the positional defaults
	}{
		{"", "(f)", 0, 0, "", ""},
		{"LIST", "(f LIST)", 1, 1, "", ""},
		{"N LIST", "(f N LIST)", 2, 2, "", ""},
		{"NUMBER [DIVISOR=1]", "(f NUMBER [DIVISOR])", 1, 2, "", "DIVISOR=1"},
		{"[NAME]", "(f [NAME])", 0, 1, "", "NAME=<nil>"},
		{"X...", "(f X...)", 0, -1, "", ""},
		{"NUMBER NUMBER...", "(f NUMBER NUMBER...)", 1, -1, "", ""},
		// Words after a rest parameter describe it: required ones count.
		{"FUNCTION ARG... LIST", "(f FUNCTION ARG... LIST)", 2, -1, "", ""},
		{"L... | R...", "(f L... | R...)", 1, -1, "", ""},
		{"LIST... [TAIL]", "(f LIST... [TAIL])", 0, -1, "", ""},
		{"RULES N [:consolidate T=nil] [:limit ENTRIES=4194304]",
			"(f RULES N [:consolidate T] [:limit ENTRIES])", 2, 2, ":consolidate=nil :limit=4194304", ""},
		{"G A N [K=20] [:at (J ...)]", "(f G A N [K] [:at (J ...)])", 3, 4, ":at=<nil>", "K=20"},
		{"G H T... [:a A] [:max N=40]", "(f G H T... [:a A] [:max N])", 2, -1, ":a=<nil> :max=40", ""},
		{`PRESENTATION [:p WORDS="{}"]`, "(f PRESENTATION [:p WORDS])", 1, 1, `:p="{}"`, ""},
		{"  A\tB\n", "(f A B)", 2, 2, "", ""},
	} {
		p, err := ParseParams(c.decl)
		if err != nil {
			t.Errorf("ParseParams(%q): %v", c.decl, err)
			continue
		}
		if got := p.Usage("f"); got != c.usage {
			t.Errorf("ParseParams(%q).Usage = %q, want %q", c.decl, got, c.usage)
		}
		if min, max := p.Arity(); min != c.min || max != c.max {
			t.Errorf("ParseParams(%q).Arity = %d, %d, want %d, %d", c.decl, min, max, c.min, c.max)
		}
		var keys, defaults []string
		for _, k := range p.Keys() {
			keys = append(keys, k.Key+"="+reprOrNil(k.Default))
		}
		for _, q := range p.Positional() {
			if q.Optional {
				defaults = append(defaults, q.Name+"="+reprOrNil(q.Default))
			}
		}
		if got := strings.Join(keys, " "); got != c.keys {
			t.Errorf("ParseParams(%q) keys %q, want %q", c.decl, got, c.keys)
		}
		if got := strings.Join(defaults, " "); got != c.defaults {
			t.Errorf("ParseParams(%q) defaults %q, want %q", c.decl, got, c.defaults)
		}
		// The usage line, read back, declares the same parameters.
		inner := strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(c.usage, "(f"), " "), ")")
		q, err := ParseParams(inner)
		if err != nil {
			t.Errorf("usage %q does not read back: %v", c.usage, err)
			continue
		}
		if q.Usage("f") != c.usage || q.min != p.min || q.max != p.max || len(q.keys) != len(p.keys) {
			t.Errorf("usage %q reads back as %q", c.usage, q.Usage("f"))
		}
	}
}

func reprOrNil(v Value) string {
	if v == nil {
		return "<nil>"
	}
	return Repr(v)
}

func TestParseParamsErrors(t *testing.T) {
	for _, c := range []struct{ decl, err string }{
		{"N=3", "only an optional or keyword parameter has a default"},
		{"[N] M", "required M after an optional parameter"},
		{"[:k V] N", "N comes after a keyword parameter"},
		{"[:k V] [:k W]", "keyword :k declared twice"},
		{"[:k]", "keyword :k needs a name for its value"},
		{"[N=(1 2)]", "defaults are numbers, strings or symbols"},
		{"[N=1 2]", "is not one literal"},
		{"[N", "unbalanced brackets"},
		{"N]", "unbalanced ]"},
		{"X... [T=1]", "cannot have a default"},
	} {
		_, err := ParseParams(c.decl)
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("ParseParams(%q) = %v, want an error containing %q", c.decl, err, c.err)
		}
	}
}

// TestBind calls a builtin that returns its arguments as the list
// (POSITIONAL... (KEY VALUE)...), and checks arity, keywords and defaults.
func TestBind(t *testing.T) {
	echo := func(decl string) *Builtin {
		p := MustParams(decl)
		return &Builtin{Name: "echo", Params: p, Doc: "Echoes.", Fn: func(_ *Interp, a Args) (Value, error) {
			out := make([]Value, 0, len(a.Pos))
			for _, v := range a.Pos {
				if v == nil {
					v = Symbol("absent")
				}
				out = append(out, v)
			}
			for _, k := range p.Keys() {
				v := a.Key(k.Key)
				if v == nil {
					v = Symbol("absent")
				}
				out = append(out, List(Symbol(k.Key), v))
			}
			return List(out...), nil
		}}
	}
	for _, c := range []struct {
		decl, src, want string
	}{
		{"A [B=2] [C]", "(echo 1)", "(1 2 absent)"},
		{"A [B=2] [C]", "(echo 1 5 6)", "(1 5 6)"},
		{"A [B=2] [C]", "(echo)", "echo: expects 1 to 3 arguments, got 0"},
		{"A [B=2] [C]", "(echo 1 2 3 4)", "echo: expects 1 to 3 arguments, got 4"},
		{"A X...", "(echo 1 2 3)", "(1 2 3)"},
		{"A [:k V=7] [:m W]", "(echo 1)", "(1 (:k 7) (:m absent))"},
		{"A [:k V=7] [:m W]", "(echo 1 :m 3)", "(1 (:k 7) (:m 3))"},
		{"A [:k V=7] [:m W]", "(echo 1 :m 3 :k nil)", "(1 (:k nil) (:m 3))"},
		{"A [:k V=7] [:m W]", "(echo :k 1)", "echo: expects 1 argument, got 0; usage: (echo A [:k V] [:m W])"},
		{"A [:k V=7] [:m W]", "(echo 1 :k 1 :k 2)", "echo: keyword :k given twice"},
		{"A [:k V=7] [:m W]", "(echo 1 :z 2)", "echo: unknown keyword :z (it takes :k, :m)"},
		{"A [:k V=7] [:m W]", "(echo 1 :k)", "echo: keyword :k needs a value"},
		{"A [:k V=7] [:m W]", "(echo 1 2)", "echo: expects 1 argument, got 2; usage: (echo A [:k V] [:m W])"},
		// A keyword's value may itself be a keyword.
		{"A [:k V=7]", "(echo 1 :k :x)", "(1 (:k :x))"},
		{"A X... [:k V=7]", "(echo 1 2 3 :k 4)", "(1 2 3 (:k 4))"},
		// Defaults on the stack do not leak into later calls.
		{"[A=1] [B=2]", "(list (echo) (echo 5) (echo 5 6))", "((1 2) (5 2) (5 6))"},
	} {
		in := New(nil)
		in.Define(echo(c.decl))
		in.Define(&Builtin{Name: "list", Params: MustParams("X..."), Doc: "List.",
			Fn: func(_ *Interp, a Args) (Value, error) { return List(a.Pos...), nil }})
		var got string
		err := in.EvalSource(t.Context(), "t", c.src, func(v Value) error { got = Repr(v); return nil })
		if err != nil {
			got = strings.TrimPrefix(err.Error(), "t:1:1: ")
		}
		if got != c.want {
			t.Errorf("%s with (echo %s): %s, want %s", c.src, c.decl, got, c.want)
		}
	}
}

// TestBuiltinErrorNames: the call names the builtin in its errors, once,
// except in errors that say where they come from.
func TestBuiltinErrorNames(t *testing.T) {
	inner := errorf(reader.Position{}, "car: 5 is not a list")
	for _, c := range []struct {
		err  error
		want string
	}{
		{errors.New("5 is not a list"), "t:1:1: f: 5 is not a list"},
		{fmt.Errorf("wrapped: %w", ErrInterrupted), "t:1:1: wrapped: interrupted"},
		{ErrStepLimit, "t:1:1: step limit exceeded"},
		{&UserError{Msg: "my own words"}, "t:1:1: my own words"},
		{inner, "t:1:1: car: 5 is not a list"},
		{&reader.Error{Pos: reader.Position{File: "x", Line: 2, Col: 3}, Msg: "bad"}, "x:2:3: bad"},
	} {
		in := New(nil)
		in.Define(&Builtin{Name: "f", Params: MustParams(""), Doc: "Fails.",
			Fn: func(*Interp, Args) (Value, error) { return nil, c.err }})
		err := in.EvalSource(t.Context(), "t", "(f)", nil)
		if err == nil || err.Error() != c.want {
			t.Errorf("f returning %v: %v, want %s", c.err, err, c.want)
		}
		if !errors.Is(err, c.err) && c.err != inner {
			t.Errorf("f returning %v: the error does not wrap it", c.err)
		}
	}
}

func TestParamsDefaults(t *testing.T) {
	p := MustParams("RULES [N=400] [:limit ENTRIES=4194304] [:at (J ...)]")
	want := "Optional arguments:\n  N   default 400\nKeywords:\n  :limit ENTRIES   default 4194304\n  :at (J ...)      no default\n"
	if got := p.Defaults(); got != want {
		t.Errorf("Defaults() =\n%s\nwant\n%s", got, want)
	}
	if q := MustParams("A B"); q.Defaults() != "" {
		t.Errorf("Defaults() of (f A B) = %q, want none", q.Defaults())
	}
}

// BenchmarkBuiltinCall measures a call of a builtin with and without
// defaults and keywords to bind.
func BenchmarkBuiltinCall(b *testing.B) {
	for _, c := range []struct{ name, decl, src string }{
		{"plain", "A B", "(f 1 2)"},
		{"default", "A [B=2]", "(f 1)"},
		{"keyword", "A [:k V=1]", "(f 1 :k 2)"},
	} {
		b.Run(c.name, func(b *testing.B) {
			in := New(nil)
			in.Define(&Builtin{Name: "f", Params: MustParams(c.decl), Doc: "F.",
				Fn: func(_ *Interp, a Args) (Value, error) { return a.Pos[0], nil }})
			nodes, err := reader.Read("b", "(dotimes (i 1000) "+c.src+")")
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := in.Eval(b.Context(), nodes[0]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
