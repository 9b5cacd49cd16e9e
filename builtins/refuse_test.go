package builtins

import (
	"context"
	"strings"
	"testing"

	"cgcalc/eval"
	"cgcalc/games/impartial"
)

// evalAll evaluates src in a new session, returning what it printed, its
// value and its error, as text.
func evalAll(src string) (out, val, errText string) {
	in := New()
	var b strings.Builder
	in.Out = &b
	var v eval.Value
	err := in.EvalSource(context.Background(), "t", src, func(x eval.Value) error { v = x; return nil })
	if err != nil {
		errText = err.Error()
	} else {
		val = eval.Repr(v)
	}
	return b.String(), val, errText
}

// TestSearchBoundKeepsAnswers: refusing a search by its counted lower
// bound (misere.Analyzer.SearchWorkAtLeast) changes no answer: every form
// of the instant benchmarks, and positions answered by search or refused
// (the transcript misinstant.txt has more), give the same value, the same
// :explain lines and the same error with the bound as without it.
func TestSearchBoundKeepsAnswers(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every search twice, near its bound")
	}
	forms := []string{
		`(misere-outcome 'dawsons-kayles 40 :explain t)`,    // search of 71 positions
		`(misere-outcome 'dawsons-kayles 30 31 :explain t)`, // search
		`(misere-grundy 'dawsons-kayles 35 :explain t)`,     // search
		`(winning-moves (heap 'dawsons-kayles 28 29) :misere t :explain t)`,
		`(misere-outcome "0.137" 30 31 :explain t)`,
		`(misere-outcome 'dawsons-kayles 105 :explain t)`,      // search of 903,580 options, near the bound
		`(misere-outcome 'dawsons-kayles 110)`,                 // refused: the search passes the bound
		`(misere-outcome 'dawsons-kayles 200)`,                 // refused
		`(winning-moves (heap 'dawsons-kayles 200) :misere t)`, // refused
		`(misere-outcome "0.07" 60 61 62)`,                     // refused
	}
	for _, f := range instantBenchForms() {
		forms = append(forms, f.src)
	}
	for _, src := range forms {
		useSearchBound = true
		out, val, errText := evalAll(src)
		useSearchBound = false
		out0, val0, errText0 := evalAll(src)
		useSearchBound = true
		if out != out0 || val != val0 || errText != errText0 {
			t.Errorf("%s: with the bound %q %q %q; without %q %q %q", src, out, val, errText, out0, val0, errText0)
		}
	}
}

// TestRefusalAtOnce: a position out of reach is refused with the line
// that says what would work, without searching: the analyzer computes no
// genus beyond the heap tables' classification (a count of positions, not
// a time), and a second refusal in the session does not try the quotient
// again (its solver is where the first left it).
func TestRefusalAtOnce(t *testing.T) {
	in := New()
	const src = `(misere-outcome "0.07" 200)`
	firstWork := 0
	for i := range 2 {
		err := in.EvalSource(context.Background(), "t", src, nil)
		if err == nil || !strings.Contains(err.Error(), `is out of reach: no certified quotient for 0.07 within heap 200`) ||
			!strings.Contains(err.Error(), `try (quotient "0.07" :max-heap N) or smaller heaps; the search over the work bound`) {
			t.Fatalf("refusal %d: %v", i+1, err)
		}
		r, _ := impartial.Parse("0.07")
		an := sessionOf(in).impartial.analyzer(r)
		if an.Positions() > 200 {
			t.Errorf("refusal %d: the analyzer holds %d genera: it searched", i+1, an.Positions())
		}
		kept := sessionOf(in).quotients.take("0.07", nil)
		heaps, work := kept.run.Solver.Heaps(), kept.run.Solver.Work()
		sessionOf(in).quotients.put(kept)
		if i == 0 && heaps != 26 { // the partial quotient of heaps 0..26 (misinstant.txt)
			t.Errorf("the first attempt reached heap %d, want 26", heaps)
		}
		if i == 1 && (heaps != 26 || work != firstWork) {
			t.Errorf("the second refusal tried the quotient again: heap %d, work %d (was %d)", heaps, work, firstWork)
		}
		firstWork = work
	}
}
