package cells

import (
	"context"
	"errors"
	"testing"

	"cgcalc/builtins"
	"cgcalc/reader"
)

// TestRead checks the forms of a cell and their texts: each form's text
// runs to the next form, less the blank and comment lines before it (the
// worksheet's and the notebook's results name their form by this text).
func TestRead(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want []string
		pos  []string
	}{
		{"(+ 1 2)", []string{"(+ 1 2)"}, []string{"cell:1:1"}},
		{"(setq a 1)\n\n; a comment\n  (+ a 1) ; two\n", []string{"(setq a 1)", "(+ a 1) ; two"}, []string{"cell:1:1", "cell:4:3"}},
		{"1 2", []string{"1", "2"}, []string{"cell:1:1", "cell:1:3"}},
		{"", nil, nil},
	} {
		forms, err := Read(tt.src)
		if err != nil {
			t.Fatalf("Read(%q): %v", tt.src, err)
		}
		if len(forms) != len(tt.want) {
			t.Fatalf("Read(%q): %d forms, want %d", tt.src, len(forms), len(tt.want))
		}
		for i, f := range forms {
			if f.Source != tt.want[i] || f.Node.Pos().String() != tt.pos[i] {
				t.Errorf("Read(%q)[%d] = %q at %s, want %q at %s", tt.src, i, f.Source, f.Node.Pos(), tt.want[i], tt.pos[i])
			}
		}
	}
	if _, err := Read("(+ 1\n"); !errors.Is(err, reader.ErrIncomplete) {
		t.Errorf("Read of an unfinished form: %v, want ErrIncomplete", err)
	}
}

// TestEval checks the text of a value, of the nil after a picture (none)
// and an error with its cell position.
func TestEval(t *testing.T) {
	in := builtins.New()
	for _, tt := range []struct{ src, text, err string }{
		{"(+ 1/2 1/2)", "1", ""}, // 1/2 + 1/2 = 1
		{"(car 5)", "", "cell:1:1: car: 5 is not a list"},
	} {
		forms, err := Read(tt.src)
		if err != nil {
			t.Fatal(err)
		}
		text, err := Eval(context.Background(), in, forms[0].Node)
		if text != tt.text || (err == nil) != (tt.err == "") || (err != nil && err.Error() != tt.err) {
			t.Errorf("Eval(%s) = %q, %v; want %q, %q", tt.src, text, err, tt.text, tt.err)
		}
	}
}
