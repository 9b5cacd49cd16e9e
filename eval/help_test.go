package eval_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"cgcalc/builtins"
	"cgcalc/eval"
)

func TestFold(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"misere", "misere"},
		{"MISERE", "misere"},
		// U+00E8 LATIN SMALL LETTER E WITH GRAVE decomposes to e + U+0300
		// (UnicodeData.txt); U+00C8 is its capital.
		{"misère", "misere"},
		{"MISÈRE", "misere"},
		// The decomposed form: e followed by U+0300 COMBINING GRAVE ACCENT.
		{"mise\u0300re", "misere"},
		// Each letter of the list, by its decomposition in
		// UnicodeData.txt.
		{"èéêëàâäôöüûïîçñ", "eeeeaaaoouuiicn"},
		{"ÀÉÎÕÜÇÑ", "aeioucn"},
		// Ligatures and letters without a decomposition are spelt out or
		// stripped as in the Latin-1 and Latin Extended-A blocks.
		{"Æsop straße Œuvre Øresund Łódź", "aesop strasse oeuvre oresund lodz"},
		// Game glyphs and other scripts are only lower-cased.
		{"↑ * ± Σ", "↑ * ± σ"},
		{"", ""},
	} {
		if got := eval.Fold(c.in); got != c.want {
			t.Errorf("Fold(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestSummary(t *testing.T) {
	for _, c := range []struct{ doc, want string }{
		// The first sentence, on one line.
		{"Returns X without evaluating it. 'X is short for (quote X).", "Returns X without evaluating it."},
		{"Defines the function NAME and returns NAME. PARAMS may use &optional (with (PARAM DEFAULT)) and &rest.\nA string before the body documents the function for help.",
			"Defines the function NAME and returns NAME."},
		// An example after the first sentence is not part of it.
		{"Returns the first element. (car nil) is nil.", "Returns the first element."},
		// Full stops in brackets, in abbreviations and in an ellipsis do
		// not end the sentence.
		{"Returns the product (ONAG ch. 1 and 6): the product of numbers.\nMore.", "Returns the product (ONAG ch. 1 and 6): the product of numbers."},
		{"Returns the element of the heaps HEAP... (numbers or lists) in Q. Heaps beyond are reduced.",
			"Returns the element of the heaps HEAP... (numbers or lists) in Q."},
		{"See ch. 6 of the book, i.e. the chapter on cooling.", "See ch. 6 of the book, i.e. the chapter on cooling."},
		// Without a full stop, the whole text.
		{"No stop here", "No stop here"},
		{"", ""},
	} {
		if got := eval.Summary(c.doc); got != c.want {
			t.Errorf("Summary(%q) = %q, want %q", c.doc, got, c.want)
		}
	}
}

// TestTopics checks the generic topic machinery on an interpreter of its
// own: lookup by name and alias ignoring case and accents, a topic shadowed
// by a builtin of the same name, and the panics of AddTopic.
func TestTopics(t *testing.T) {
	in := eval.New(nil)
	in.Define(&eval.Builtin{Name: "shade", Doc: "Shades.", Params: eval.MustParams(""),
		Fn: func(*eval.Interp, eval.Args) (eval.Value, error) { return eval.Nil, nil }})
	in.AddTopic(eval.Topic{Name: "shade", Aliases: []string{"shading", "ombré"}, Summary: "About shade.", Text: "Shade\n\nA page."})
	in.AddTopic(eval.Topic{Name: "café", Summary: "About coffee.", Text: "Coffee."})
	for _, c := range []struct {
		name, want string
		ok         bool
	}{
		{"shade", "shade", true}, {"SHADING", "shade", true}, {"ombre", "shade", true}, {"Ombré", "shade", true},
		{"cafe", "café", true}, {"CAFÉ", "café", true}, {"tea", "", false},
	} {
		got, ok := in.LookupTopic(c.name)
		if ok != c.ok || got.Name != c.want {
			t.Errorf("LookupTopic(%q) = %q, %v; want %q, %v", c.name, got.Name, ok, c.want, c.ok)
		}
	}
	shade, _ := in.LookupTopic("shade")
	if ref := in.TopicRef(shade); ref != "shading" {
		t.Errorf("TopicRef(shade) = %q, want shading: the name shade is the builtin's", ref)
	}
	help := func(src string) string {
		var out bytes.Buffer
		in.Out = &out
		if err := in.EvalSource(context.Background(), "t", src, nil); err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		return out.String()
	}
	// The builtin's help wins and points to the topic.
	if got, want := help("(help shade)"), "(shade)  [builtin]\n  Shades.\n  See also the help topic (help 'shading): About shade.\n"; got != want {
		t.Errorf("(help shade) printed %q, want %q", got, want)
	}
	for _, src := range []string{"(help shading)", "(help 'ombré)", `(help "OMBRE")`} {
		if got := help(src); got != "Shade\n\nA page.\n" {
			t.Errorf("%s printed %q, want the page", src, got)
		}
	}
	if got := help("(help 'topics)"); !strings.Contains(got, "  shading  About shade.\n") || !strings.Contains(got, "  café     About coffee.\n") ||
		!strings.Contains(got, "(help 'shade) describes the builtin shade and points to (help 'shading).") {
		t.Errorf("(help 'topics) printed\n%s", got)
	}
	for _, bad := range []eval.Topic{
		{Name: "", Text: "x"},
		{Name: "x", Text: " "},
		{Name: "Topics", Text: "x"},
		{Name: "new", Aliases: []string{"cafe"}, Text: "x"},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("AddTopic(%+v) did not panic", bad)
				}
			}()
			in.AddTopic(bad)
		}()
	}
}

// TestOverviewFits: every line of (help), of (help 'topics), of apropos
// output and of (help NAME) for every name fits in eval.HelpWidth columns,
// in both notations, even with a user function whose documentation is one
// long sentence.
func TestOverviewFits(t *testing.T) {
	for _, notation := range []string{"unicode", "ascii"} {
		in := builtins.New()
		var out bytes.Buffer
		in.Out = &out
		src := `(notation '` + notation + `) (defun long-one () "` + strings.Repeat("word ↑ ", 40) + `." 1)
			(help) (help 'topics) (apropos "e")`
		if err := in.EvalSource(context.Background(), "t", src, nil); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(out.String(), "\n")
		if len(lines) < 400 {
			t.Fatalf("%s: only %d lines printed", notation, len(lines))
		}
		for _, l := range lines {
			if n := utf8.RuneCountInString(l); n > eval.HelpWidth {
				t.Errorf("%s: a line of %d columns: %q", notation, n, l)
			}
		}
		if !strings.Contains(out.String(), "  long-one              word") {
			t.Errorf("%s: (help) does not list long-one with its summary", notation)
		}
		// (help NAME) wraps the documentation of every name, the long
		// sentence too; only a word longer than a line may overflow it.
		for _, e := range in.Entries() {
			text, ok := in.HelpText(e.Name)
			if !ok {
				t.Fatalf("%s: no help for %s", notation, e.Name)
			}
			for _, l := range strings.Split(text, "\n") {
				if n := utf8.RuneCountInString(l); n > eval.HelpWidth && strings.Contains(strings.TrimSpace(l), " ") {
					t.Errorf("%s: (help %s) has a line of %d columns: %q", notation, e.Name, n, l)
				}
			}
		}
	}
}
