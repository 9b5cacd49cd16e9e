package builtins_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// misereNimP is Bouton's rule for misère Nim (Bouton 1902; Winning Ways
// ch. 13): a position is a P-position when some heap has 2 or more and
// the nim-sum is 0, or when every heap has at most 1 and their number
// is odd.
func misereNimP(heaps []int) bool {
	sum, big, ones := 0, false, 0
	for _, h := range heaps {
		sum ^= h
		big = big || h >= 2
		if h == 1 {
			ones++
		}
	}
	if big {
		return sum == 0
	}
	return ones%2 == 1
}

// nimMoves returns the positions one Nim move from heaps, each once, with
// their heaps sorted and empty ones left out.
func nimMoves(heaps []int) [][]int {
	seen := map[string]bool{}
	var out [][]int
	for i, h := range heaps {
		for k := 0; k < h; k++ {
			p := slices.Clone(heaps)
			p[i] = k
			p = slices.DeleteFunc(p, func(x int) bool { return x == 0 })
			slices.Sort(p)
			if text := nimText(p); !seen[text] {
				seen[text] = true
				out = append(out, p)
			}
		}
	}
	return out
}

// nimText prints heaps as a heaps value prints: nim[1+2], nim[0].
func nimText(heaps []int) string {
	if len(heaps) == 0 {
		return "nim[0]"
	}
	parts := make([]string, len(heaps))
	for i, h := range heaps {
		parts[i] = fmt.Sprint(h)
	}
	return "nim[" + strings.Join(parts, "+") + "]"
}

// TestWinningMovesNim checks winning-moves on every Nim position of up to
// three heaps of up to 6 against Bouton's rules, computed here from the
// heaps: normal play, the moves to nim-sum 0; misère play, the moves to
// the P-positions of misereNimP.
func TestWinningMovesNim(t *testing.T) {
	in := builtins.New()
	checked, winning := 0, 0
	var walk func(heaps []int)
	walk = func(heaps []int) {
		if len(heaps) > 0 {
			for _, misere := range []bool{false, true} {
				var want []string
				for _, p := range nimMoves(heaps) {
					sum := 0
					for _, h := range p {
						sum ^= h
					}
					if misere && misereNimP(p) || !misere && sum == 0 {
						want = append(want, nimText(p))
					}
				}
				src := fmt.Sprintf("(winning-moves (heap 'nim %s) :misere %v)", strings.Trim(fmt.Sprint(heaps), "[]"), map[bool]string{false: "nil", true: "t"}[misere])
				got, err := evalList(in, src)
				if err != nil {
					t.Fatalf("%s: %v", src, err)
				}
				slices.Sort(got)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Errorf("%s = %v, Bouton's rule gives %v", src, got, want)
				}
				checked++
				winning += len(want)
			}
		}
		if len(heaps) == 3 {
			return
		}
		lo := 1
		if len(heaps) > 0 {
			lo = heaps[len(heaps)-1]
		}
		for h := lo; h <= 6; h++ {
			walk(append(slices.Clone(heaps), h))
		}
	}
	walk(nil)
	if checked < 150 || winning < 150 {
		t.Errorf("checked %d positions with %d winning moves", checked, winning)
	}
}

// TestArithmeticNamesItself checks that the messages and help of the
// arithmetic and comparisons name each builtin as typed, in either
// notation, called directly, through funcall or through apply (issue 17
// saw "‹:" for <; nothing in cgcalc maps < to another glyph).
func TestArithmeticNamesItself(t *testing.T) {
	for _, name := range []string{"+", "-", "*", "=", "/=", "<", ">", "<=", ">=", "fuzzy", "||"} {
		for _, notation := range []string{"unicode", "ascii"} {
			for _, call := range []string{
				"(%s up (star omega))", // a transfinite nimber is not a short game
				"(funcall #'%s up 'x)",
				"(apply #'%s (list star \"a\"))",
			} {
				src := fmt.Sprintf("(notation '%s) "+call, notation, name)
				got := evaluate(src)
				if got.err == nil {
					t.Errorf("%s: no error", src)
					continue
				}
				msg := got.err.Error()
				if !strings.Contains(msg, ": "+name+": ") || strings.ContainsRune(msg, '‹') {
					t.Errorf("%s: message %q does not name %s", src, msg, name)
				}
			}
			in := builtins.New()
			if err := in.EvalSource(context.Background(), "t", fmt.Sprintf("(notation '%s)", notation), nil); err != nil {
				t.Fatal(err)
			}
			help, ok := in.Help(name)
			if !ok || !strings.HasPrefix(help, "("+name+" ") || strings.ContainsRune(help, '‹') {
				t.Errorf("(help '%s) in %s: %q", name, notation, help)
			}
		}
	}
}

// evalList evaluates src in in and returns its value, a list, as the
// printed elements.
func evalList(in *eval.Interp, src string) ([]string, error) {
	var last eval.Value
	if err := in.EvalSource(context.Background(), "t", src, func(v eval.Value) error { last = v; return nil }); err != nil {
		return nil, err
	}
	vs, ok := eval.ListToSlice(last)
	if !ok {
		return nil, fmt.Errorf("%s is not a list", eval.Repr(last))
	}
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = eval.Repr(v)
	}
	return out, nil
}
