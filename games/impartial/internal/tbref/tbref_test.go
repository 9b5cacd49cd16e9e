package tbref

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func mustParse(t *testing.T, code string, rd Reading) *Code {
	t.Helper()
	c, err := Parse(code, rd)
	if err != nil {
		t.Fatalf("Parse(%q): %v", code, err)
	}
	return c
}

// optionSet writes the options of heap n as a sorted list of "a,b,c"
// ("-" for a heap taken away).
func optionSet(c *Code, n int) []string {
	var out []string
	c.Options(n, func(parts []int) bool {
		if len(parts) == 0 {
			out = append(out, "-")
			return true
		}
		s := make([]string, len(parts))
		for i, a := range parts {
			s[i] = strconv.Itoa(a)
		}
		out = append(out, strings.Join(s, ","))
		return true
	})
	slices.Sort(out)
	return out
}

// TestOptions: every row of CGSuite's TBCodeTest.scala ("traverse options
// correctly"), compared as sets; the rows hold under both readings of
// "?" (no lone heap of one counter is left under a "?" digit in them).
func TestOptions(t *testing.T) {
	rows := []struct {
		code string
		heap int
		want string
	}{
		{"0.3", 9, "8"},
		{"0.7", 9, "8  1,7  2,6  3,5  4,4"},
		{"0.77", 9, "8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4"},
		{"4.0", 8, "1,7  2,6  3,5  4,4"},
		{"4!.0", 8, "1,7  2,6  3,5"},
		{"0.3F", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
		{"0.3F?", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
		{"0.3F!", 9, "8  7  1,6  2,5  3,4  1,2,4"},
		{"0.3f", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4  3,3,3"},
		{"0.3f?", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4"},
		{"0.3f!", 11, "10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4"},
		{"0.*3", 7, "6  1,5  2,4  3,3  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1  5"},
		{"0.*?3", 7, "6  1,5  2,4  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2  5"},
		{"0.*!3", 7, "6  1,5  2,4  1,2,3  5"},
		{"0.[3]", 7, "6  5  4  3  2  1  -"},
		{"0.[2]", 7, "6  5  4  3  2  1"},
		{"0.3[1]", 7, "6  -"},
		{"0.7[03]", 7, "6  1,5  2,4  3,3  4  2  -"},
		{"80.0", 7, "1,1,6  1,2,5  1,3,4  2,2,4  2,3,3"},
		{"0.*=", 11, "10  5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
		{"{2+}=.0", 10, "5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
		{"0.{0,1,3+}", 1, "-"},
		{"0.{0,1,3+}", 2, "1"},
		{"0.{0,1,3+}", 7, "6  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1"},
		{"0.{1,3+}", 1, ""},
		{"0.{2,3?+}", 7, "1,5  2,4  3,3  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2"},
	}
	for _, rd := range []Reading{{}, {QuestionLoneHeap: true}} {
		for _, row := range rows {
			var want []string
			if row.want != "" {
				want = strings.Split(row.want, "  ")
			}
			slices.Sort(want)
			if got := optionSet(mustParse(t, row.code, rd), row.heap); !slices.Equal(got, want) {
				t.Errorf("%s heap %d (%+v): %q, want %q", row.code, row.heap, rd, got, want)
			}
		}
	}
}

// TestReadings: the two readings of "?" differ only on a lone heap of one
// counter, under digits whose counts of two or more heaps all carry "?"
// (CGSuite's TBCode traversal refuses it; the digit's normal form there
// gives "?" to every count once the counts ≥ 2 share it).
func TestReadings(t *testing.T) {
	tests := []struct {
		code      string
		heap      int
		ours, cgs string
	}{
		{"0.*?", 2, "1", ""},            // remove 1, leave any heaps not all equal
		{"0.6?", 2, "1", ""},            // 6 = one or two heaps, both "?"
		{"0.{1,2?}", 2, "1", ""},        // the same digit, "?" written on 2 alone
		{"0.{1,2?,3}", 2, "1", "1"},     // counts ≥ 2 do not share "?"
		{"0.{1?,2}", 2, "1", "1"},       // "?" on one heap alone means nothing
		{"0.6?", 3, "2", "2"},           // 1+1 is refused in both, a lone 2 kept
		{"0.{1,3?+}", 2, "1", ""},       // "+" gives "?" to every count from 3
		{"0.{1,2,3?+}", 2, "1", "1"},    // 2 is free
		{"0.6!", 2, "1", "1"},           // "!" on a lone heap: nothing to compare
		{"0.0{1,2?}", 3, "1", ""},       // removing 2 counters
		{"0.{0,1,2?}", 1, "-", "-"},     // taking the heap away is no heap at all
		{"0.{0,1,2?}", 2, "1", ""},      // …but one counter left alone is refused
		{"0.6?", 4, "1,2  3", "1,2  3"}, // 1+2: sizes differ
	}
	for _, tt := range tests {
		for _, c := range []struct {
			rd   Reading
			want string
		}{{Reading{}, tt.ours}, {Reading{QuestionLoneHeap: true}, tt.cgs}} {
			var want []string
			if c.want != "" {
				want = strings.Split(c.want, "  ")
			}
			slices.Sort(want)
			if got := optionSet(mustParse(t, tt.code, c.rd), tt.heap); !slices.Equal(got, want) {
				t.Errorf("%s heap %d (%+v): %q, want %q", tt.code, tt.heap, c.rd, got, want)
			}
		}
	}
}

// TestReadingsValues: the nim values of 0.07? in both readings, as
// doc/references.md ("The two readings of \"?\"") gives them: CGSuite
// 2.x's program refuses the lone heap of 1 that heap 3 would leave.
func TestReadingsValues(t *testing.T) {
	for _, tt := range []struct {
		rd   Reading
		want []int
	}{
		{Reading{}, []int{0, 0, 1, 1, 0, 0, 2, 1, 3}},
		{Reading{QuestionLoneHeap: true}, []int{0, 0, 1, 0, 0, 2, 1, 3, 0}},
	} {
		got, err := mustParse(t, "0.07?", tt.rd).Values(8, nil)
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("0.07? (%+v): %v, %v; want %v", tt.rd, got, err, tt.want)
		}
	}
}

// ints reads a comma-separated list.
func ints(s string) []int {
	var a []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			panic(err)
		}
		a = append(a, n)
	}
	return a
}

// TestValuesPublished compares the values with published tables.
func TestValuesPublished(t *testing.T) {
	tests := []struct {
		code string
		want []int
		src  string
	}{
		{"0.77", ints(`0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1,4,6,7,4,1,2,8,5,4,7,2,1,8,
			6,7,4,1,2,3,1,4,7,2,1,8,2,7,4,1,2,8,1,4,7,2,1,4,2,7,4,1,2,8,1,4,7,2,1,8,6,7,4,1,2,8`),
			"Kayles: OEIS A002186; Winning Ways ch. 4"},
		{"0.137", ints(`0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3,0,1,1,3,0,2,1,1,0,4,5,2,7,4,
			0,1,1,2,0,3,1,1,0,3,3,2,2,4,4,5,5,2`), "Dawson's Chess: OEIS A002187; Winning Ways ch. 4"},
		{"0.07", ints(`0,0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3,0,1,1,3,0,2,1,1,0,4,5,2,7,4`),
			"Dawson's Kayles: OEIS A002187 shifted by one"},
		{"4!.0", ints(`0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0,4,3,0,4,3,0,4,1,2,3,1,2,4,
			1,2,4,1,2,4,1,5,4,1,5,4,1,5,4,1,0,2,1,0,2,1,5,2,1,3,2,1,3,2,4,3,2,4`),
			"Grundy's game: OEIS A002188"},
		{"!4.0", ints(`0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0`), "Grundy's game in the old notation"},
		{"0.15", ints(`0,1,1,0,1,1,2,2,1,2,2,1,1,0,1,1,2,2,1,2,2`), "Guiles: Plambeck 2005, §4.1, Fig. 5"},
		{"0.3f", ints(`0,1,2,0,1,2,3,4,5,3,4,5,6,7,8,6,7,8,9,10,11`), "CGSuite's GameHeapTest.scala, TakeAndBreak(\"0.3f\")"},
		{"0.[3]", ints(`0,1,2,3,4,5,6,7,8,9,10,11,12`), "Nim: G(n) = n (Winning Ways ch. 4)"},
		{"sub{1,2}", ints(`0,1,2,0,1,2,0,1,2,0,1,2`), "sub{1,2}: n mod 3 (Winning Ways ch. 4)"},
		{"0.3003330[3]", ints(`0,1,0,1,2,3,2,3,4,5,4,5,6,7`), "CGSuite's GameHeapTest.scala: Subtraction([2,3,7], allbut)"},
		// 0.*3 (remove one counter leaving any heaps, or two leaving one):
		// G(h) = h mod 4, proved in games/impartial's TestPartsByHand.
		{"0.*3", ints(`0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3,0,1`), "0.*3: h mod 4 (by hand)"},
	}
	for _, tt := range tests {
		got, err := mustParse(t, tt.code, Reading{}).Values(len(tt.want)-1, nil)
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("%s: %v, %v\nwant %v (%s)", tt.code, got, err, tt.want, tt.src)
		}
	}
}

// TestGrows: the heaps that can grow, each by the definition.
func TestGrows(t *testing.T) {
	for code, want := range map[string]bool{
		"0.77":     false,
		"80.0":     false, // n+1 into three heaps: the largest at most n−1
		"{2+}=.0":  false,
		"20.017":   true,  // add one counter, leave one heap: n → n+1
		"40.0":     true,  // n+1 → 1 + n
		"8!0.0":    false, // n+1 into three different heaps: at most n−2
		"800.0":    true,  // add two, three heaps: n+2 → 1 + 1 + n
		"8!00.0":   false, // n+2 into three different heaps: at most n−1
		"{2=}00.0": true,  // add two, two equal heaps: 2 → 2 + 2
		"{3=}00.0": true,  // add two, three equal: 1 → 1 + 1 + 1
		"{3=}0.0":  false,
	} {
		if got := mustParse(t, code, Reading{}).Grows(); got != want {
			t.Errorf("%s: Grows() = %v, want %v", code, got, want)
		}
	}
	if _, err := mustParse(t, "20.017", Reading{}).Values(10, nil); !errors.Is(err, ErrNoValues) {
		t.Errorf("20.017: error %v, want ErrNoValues", err)
	}
}

func TestParseErrors(t *testing.T) {
	for _, code := range []string{"", "77", "3.7", "1.7", "*.0", "0.7.1", "[3].1", "0.{1,2", "0.{1!,2}!", "0.{64}", "0.[]", "0.[3]4", "0.7]", "0.w", "sub{0}"} {
		if c, err := Parse(code, Reading{}); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", code, c)
		}
	}
}
