package quotient

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"cgcalc/games/impartial"
)

var updateGolden = flag.Bool("update-golden", false, "rewrite testdata/solver_golden.txt from the solver")

// goldenCase is a run of the solver: an octal code analysed up to a heap,
// with an optional bound on the order of trial monoids.
type goldenCase struct {
	code    string
	heaps   int
	maxSize int // 0: DefaultMaxSize
}

// goldenCases: 40 octal codes (tame and wild, certified and not, a few
// stopped by the bound on trial monoids), each to a heap that keeps the
// whole test under a second or two.
var goldenCases = []goldenCase{
	{"0.01", 20, 0}, {"0.03", 20, 0}, {"0.04", 26, 0}, {"0.06", 13, 0},
	{"0.07", 27, 0}, {"0.11", 20, 0}, {"0.14", 19, 0}, {"0.15", 200, 0},
	{"0.16", 13, 0}, {"0.17", 26, 0}, {"0.22", 20, 0}, {"0.26", 23, 0},
	{"0.31", 20, 0}, {"0.34", 60, 0}, {"0.35", 11, 0}, {"0.36", 18, 0},
	{"0.40", 25, 0}, {"0.44", 120, 0}, {"0.45", 22, 0}, {"0.52", 40, 0},
	{"0.53", 80, 0}, {"0.54", 40, 0}, {"0.56", 150, 0}, {"0.57", 28, 0},
	{"0.64", 11, 0}, {"0.71", 60, 0}, {"0.72", 60, 0}, {"0.74", 13, 0},
	{"0.75", 60, 0}, {"0.76", 10, 0}, {"0.77", 300, 0}, {"0.123", 60, 0},
	{"0.137", 24, 0}, {"0.144", 60, 0}, {"0.165", 14, 0}, {"0.3103", 60, 0},
	{"0.312", 40, 0}, {"0.4133", 80, 0}, {"0.644", 120, 0}, {"0.722", 60, 0},
	{"0.07", 40, 200}, {"0.35", 20, 300}, {"0.217", 20, 1000},
}

// goldenRun is the solver's whole output for a case: the log of changes
// (each partial quotient's presentation, P-portion and Φ), the analysis
// and the error it stopped with, if any.
func goldenRun(t testing.TB, c goldenCase) string {
	r, err := impartial.Parse(c.code)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolver(Octal{r})
	s.SetMaxSize(c.maxSize)
	a, err := Analyze(context.Background(), s, mustBound(r), c.heaps)
	var b strings.Builder
	fmt.Fprintf(&b, "== %s to heap %d, trial monoids up to %d\n", c.code, c.heaps, s.maxSize)
	text, lerr := LogText(c.code, s.Changes())
	if lerr != nil {
		t.Fatal(lerr)
	}
	b.WriteString(text)
	n, nerr := Name(s.Quotient(), s.Phi(), changeHeaps(s))
	if nerr != nil {
		t.Fatal(nerr)
	}
	fmt.Fprintf(&b, "heaps %d: %s\nP = %s\nPhi = %s\n", s.Heaps(), n.Describe(), n.Pres.FormatP(s.Quotient().P), n.PhiLine(s.Phi()))
	if a.Complete {
		fmt.Fprintf(&b, "certified: period %d, preperiod %d, needs %d\n", a.Periodic.Period, a.Periodic.Preperiod, a.Periodic.Needed)
	}
	if err != nil {
		fmt.Fprintf(&b, "error: %v\n", err)
	}
	// The steps counted (the unit of WorkLimit): the optimisations keep
	// the walks and count the same steps, so work bounds stop where
	// they did.
	fmt.Fprintf(&b, "steps %d\n", s.Work())
	// From the definition: the prediction agrees with exhaustive search
	// on every sum of the heaps computed with total size ≤ 16.
	res, verr := Verify(context.Background(), Octal{r}, s.Quotient(), s.Phi(), 16, nil)
	if verr != nil {
		t.Fatal(verr)
	}
	if res.Bad != nil {
		t.Errorf("%s: the quotient is wrong at %v", c.code, res.Bad)
	}
	return b.String()
}

// TestSolverGolden compares the solver's output and its count of steps
// on goldenCases with
// testdata/solver_golden.txt, written by the solver as it was before its
// optimisations (commit 01e8064: every trial marked and reduced in full,
// every check a fresh walk). An optimisation must leave every line of it
// unchanged. Each final quotient is also checked against exhaustive
// search on the sums of its heaps of total size ≤ 16.
func TestSolverGolden(t *testing.T) {
	if testing.Short() {
		t.Skip("a second or two")
	}
	var got strings.Builder
	for _, c := range goldenCases {
		got.WriteString(goldenRun(t, c))
	}
	const file = "testdata/solver_golden.txt"
	if *updateGolden {
		if err := os.WriteFile(file, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	gl, wl := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(gl), len(wl)) {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			t.Fatalf("%s line %d:\n got %s\nwant %s", file, i+1, g, w)
		}
	}
}
