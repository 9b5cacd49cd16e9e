package eval_test

import (
	"context"
	"errors"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// TestUnboundHook: Interp.Unbound answers for global variables read while
// unbound, and only then: a bound variable, global or lexical, wins, the
// variable stays unbound, and a name it does not answer for is the usual
// error.
func TestUnboundHook(t *testing.T) {
	in := builtins.New() // its own hook, for game notation, is replaced
	asked := 0
	in.Unbound = func(name string) (eval.Value, error) {
		asked++
		switch name {
		case "zz":
			return eval.String("from the hook"), nil
		case "bad":
			return nil, errors.New("the hook fails")
		}
		return nil, nil
	}
	for _, tt := range []struct{ src, want, err string }{
		{src: "zz", want: `"from the hook"`},
		{src: "(let ((zz 1)) zz)", want: "1"},
		{src: "'zz", want: "zz"},
		{src: "(setq zz 2) zz", want: "2"},
		{src: "bad", err: "t:1:1: the hook fails"},
		{src: "(list 1 other)", err: "t:1:9: unbound variable: other"},
	} {
		var last eval.Value
		err := in.EvalSource(context.Background(), "t", tt.src, func(v eval.Value) error { last = v; return nil })
		switch {
		case tt.err != "" && (err == nil || err.Error() != tt.err):
			t.Errorf("%s: error %v, want %q", tt.src, err, tt.err)
		case tt.err == "" && err != nil:
			t.Errorf("%s: %v", tt.src, err)
		case tt.err == "" && eval.Repr(last) != tt.want:
			t.Errorf("%s = %s, want %s", tt.src, eval.Repr(last), tt.want)
		}
	}
	if _, ok := in.Global("bad"); ok {
		t.Errorf("bad is bound after the hook answered for it")
	}
	// zz was bound by setq: the hook is not asked for it again.
	before := asked
	if err := in.EvalSource(context.Background(), "t", "zz", nil); err != nil || asked != before {
		t.Errorf("zz once bound: err %v, hook asked %d more times", err, asked-before)
	}
}

// TestCallPos: a builtin learns where it is called from; through funcall
// the place is unknown.
func TestCallPos(t *testing.T) {
	in := builtins.New()
	in.Define(&eval.Builtin{Name: "where", Params: eval.MustParams(""), Doc: "Where.",
		Fn: func(in *eval.Interp, _ eval.Args) (eval.Value, error) { return eval.String(in.CallPos().String()), nil }})
	for src, want := range map[string]string{
		"(where)":                       `"t:1:1"`,
		"(list 1\n  (where))":           `(1 "t:2:3")`,
		"(funcall #'where)":             `"-"`,
		"(funcall (lambda () (where)))": `"t:1:21"`,
	} {
		var last eval.Value
		if err := in.EvalSource(context.Background(), "t", src, func(v eval.Value) error { last = v; return nil }); err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		if got := eval.Repr(last); got != want {
			t.Errorf("%s = %s, want %s", src, got, want)
		}
	}
}
