package worksheet

import (
	"fmt"
	"io/fs"
	"regexp"
	"strings"
	"testing"
)

// lessonCells returns the cells of the starter lesson, static/lesson.lisp,
// split as the page splits a saved worksheet (app.js's split): at the
// ";;; ----" lines, the header line dropped.
func lessonCells(t *testing.T) []string {
	t.Helper()
	b, err := fs.ReadFile(staticFiles, "static/lesson.lisp")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n")
	if !strings.HasPrefix(lines[0], ";;; cgcalc worksheet") {
		t.Fatalf("the lesson's first line is %q, want the worksheet header", lines[0])
	}
	sep := regexp.MustCompile(`^;;; -{4,}\s*$`)
	var cells []string
	var cur []string
	flush := func() {
		if c := strings.TrimSpace(strings.Join(cur, "\n")); c != "" {
			cells = append(cells, c)
		}
		cur = nil
	}
	for _, l := range lines[1:] {
		if sep.MatchString(l) {
			flush()
			continue
		}
		cur = append(cur, l)
	}
	flush()
	return cells
}

// TestStarterLesson evaluates every cell of the starter lesson in order in
// a fresh session of the server, as the page's Starter lesson button
// does: no cell has an error, the pictures come with their captions, and
// the answers are the ones the prose promises, each computed here
// independently: the stalk blue-red-blue by Berlekamp's rule (1 - 1/2 +
// 1/4 = 3/4, Winning Ways ch. 1), the two 2×2 squares by the identity
// ±1 + ±1 = ±1 - ±1 = 0, the Nim sums by exclusive or (Bouton 1901), the
// winning moves of heaps 3, 5, 7 as every heap h cut to h xor s when
// that is smaller, s the nim-sum.
func TestStarterLesson(t *testing.T) {
	cells := lessonCells(t)
	if len(cells) < 5 || len(cells) > 12 {
		t.Fatalf("the lesson has %d cells, want a few (5 to 12)", len(cells))
	}
	s := newTestServer(t, Config{})
	sess := s.newSession()
	var texts, svgs []string
	for i, c := range cells {
		r := s.eval(sess, c)
		if r.Stopped || len(r.Results) == 0 {
			t.Fatalf("cell %d: stopped or no result: %+v", i+1, r)
		}
		for _, res := range r.Results {
			if res.Error != "" {
				t.Errorf("cell %d: %s: error %s", i+1, res.Source, res.Error)
			}
			texts = append(texts, res.Text)
			if res.SVG != "" {
				svgs = append(svgs, res.SVG)
			}
		}
	}
	// The prose of each cell leads with a comment: a few lines each.
	for i, c := range cells {
		if !strings.HasPrefix(c, ";") {
			t.Errorf("cell %d does not open with its prose: %.40q", i+1, c)
		}
	}
	all := "\n" + strings.Join(texts, "\n") + "\n"
	nim := func(hs ...int) int {
		s := 0
		for _, h := range hs {
			s ^= h
		}
		return s
	}
	var moves []string
	heaps := []int{3, 5, 7}
	for i, h := range heaps {
		if x := h ^ nim(heaps...); x < h {
			hs := append([]int(nil), heaps...)
			hs[i] = x
			moves = append(moves, fmt.Sprintf("nim[%d+%d+%d]", hs[0], hs[1], hs[2]))
		}
	}
	for _, want := range []string{
		"3/4",                                // (canon stalk): 1 - 1/2 + 1/4
		"l",                                  // (outcome stalk): a positive number, Left wins
		"p",                                  // (outcome (+ square square)): 0
		fmt.Sprint(nim(3, 5, 6)),             // *3 + *5 + *6 = *0 = 0
		fmt.Sprint(nim(3, 5, 7)),             // (nim-value (heap 'nim 3 5 7))
		"(" + strings.Join(moves, " ") + ")", // (winning-moves (heap 'nim 3 5 7))
	} {
		if !strings.Contains(all, "\n"+want+"\n") {
			t.Errorf("no cell answers %s; the answers are%s", want, all)
		}
	}
	if len(svgs) < 4 {
		t.Errorf("%d pictures, want one for each show", len(svgs))
	}
	for _, want := range []string{"value 3/4", "Left wins", "first player wins", "value ±1"} {
		found := false
		for _, svg := range svgs {
			found = found || strings.Contains(svg, ">"+want+"<")
		}
		if !found {
			t.Errorf("no picture is captioned %q", want)
		}
	}
}
