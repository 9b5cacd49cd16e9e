package misere

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"cgcalc/games/impartial"
)

// TestAppendixII computes each column of Allemang's Appendix II
// (appendix2_data_test.go, transcribed from the thesis)
// and compares every heap line and every table line. Allemang consolidated
// the .45 and .77 tables (heaps that behave as adders), so those are
// computed with Consolidate.
func TestAppendixII(t *testing.T) {
	for _, col := range appendixII {
		t.Run(col.code, func(t *testing.T) {
			r, err := impartial.Parse(col.code)
			if err != nil {
				t.Fatal(err)
			}
			n := col.heaps[len(col.heaps)-1].size
			opt := GenOptions{Consolidate: col.code == "0.45" || col.code == "0.77"}
			tb, err := NewGenTable(context.Background(), r, n, opt)
			if err != nil {
				t.Fatalf("%v\n%v", err, tb)
			}
			for _, want := range col.heaps {
				got := tb.Heaps[want.size]
				if w, g := appendixIIText(want), genHeapText(tb, got); w != g {
					t.Errorf("heap %d: %s, Allemang %s", want.size, g, w)
				}
			}
			var order strings.Builder
			for j := len(tb.Letters) - 1; j >= 0; j-- {
				order.WriteString(tb.Letters[j].Name)
			}
			if order.String() != col.order {
				t.Errorf("letters %s, Allemang %s", order.String(), col.order)
			}
			for key, want := range col.table {
				got, ok := tb.Line(key)
				if !ok {
					t.Errorf("line %s: not in the table", key)
				} else if got != want {
					t.Errorf("line %s: (%s), Allemang (%s)", key, got, want)
				}
			}
			if col.omitted == "" && len(col.table) != tb.size() {
				t.Errorf("%d lines, Allemang %d", tb.size(), len(col.table))
			}
		})
	}
}

func appendixIIText(h appendixIIHeap) string {
	switch {
	case h.nim >= 0:
		return fmt.Sprintf("*%d", h.nim)
	case h.like >= 0:
		return fmt.Sprintf("%d(%d) like :%d", h.p, h.s, h.like)
	}
	return fmt.Sprintf("%s, period %d(%d)", h.letter, h.p, h.s)
}

func genHeapText(tb *GenTable, g GenHeap) string {
	switch g.Kind {
	case KindAdder:
		return fmt.Sprintf("*%d", g.Adder)
	case KindLike:
		return fmt.Sprintf("%d(%d) like :%d", g.P, g.S, g.Adder)
	}
	l := tb.Letters[g.Letter]
	return fmt.Sprintf("%s, period %d(%d)", l.Name, l.P, l.S)
}

// TestGenusArray reproduces the worked example of Allemang 1984, "A bigger
// genus sequence": the
// ⟨1,2,a⟩ genus, a = {:4,:1}, of 0, :1, :2, {:2}, G0 = {:1,:2,{:2}},
// H = {:1,G0} and J = {:1,H}, in the vertical notation written on one line
// (bottom entry first); they agree with every legible digit of the OCR ("J:
// 4/1, 6/1, 8/3, 10/5/1, …").
func TestGenusArray(t *testing.T) {
	s := NewMStore()
	a, err := s.Parse("{:4,:1}")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		game string
		want string
	}{
		{"0", "1,4 1,6 1,4 1,6"},
		{":1", "0,5 0,7 0,5 0,7"},
		{":2", "2 4 2 4"},
		{"{:2}", "0 2 0 2"},
		{"{:1,:2,{:2}}", "1,7 1 3 1 3"},
		{"{:1,{:1,:2,{:2}}}", "2 4 1,6 3,8 1,6 3,8"},
		{"{:1,{:1,{:1,:2,{:2}}}}", "1,4 1,6 3,8 1,5,10 2,7,12 1,4,9,14 2,7,11,16 1,4,9,13,18"}, // never periodic
	} {
		g, err := s.Parse(tt.game)
		if err != nil {
			t.Fatal(err)
		}
		want := strings.Fields(tt.want)
		// Allemang's mex! on columns, and, independently, the genus of
		// the canonical form of each sum g + i·a.
		x, err := NewArray(context.Background(), s, g, []MID{a}, []int{len(want) - 1})
		if err != nil {
			t.Fatal(err)
		}
		sums, err := sumsArray(s, g, a, Zero, len(want)-1, 0)
		if err != nil {
			t.Fatal(err)
		}
		var got, bySums []string
		for i := range want {
			got = append(got, x.At(i).PSet())
			bySums = append(bySums, sums[0][i].PSet())
		}
		if strings.Join(got, " ") != tt.want || strings.Join(bySums, " ") != tt.want {
			t.Errorf("%s: %s (by sums %s), want %s", tt.game, strings.Join(got, " "), strings.Join(bySums, " "), tt.want)
		}
	}
	// Edge cases of the notation: *4 has no P-position plus an adder (####),
	// and a finite set ends with ∞.
	for _, tt := range []struct {
		genus BlurryGenus
		want  string
	}{
		{BlurryGenus{BlurSharp, BlurSharp}, "∞"},
		{BlurryGenus{Blur1, BlurSharp, BlurSharp}, "1,∞"},
		{BlurryGenus{Blur0, BlurSharp, Blur1}, "0,5"},
	} {
		if got := tt.genus.PSet(); got != tt.want {
			t.Errorf("PSet(%v) = %s, want %s", tt.genus, got, tt.want)
		}
	}
}
