package quotient

import "testing"

func TestPhiTable(t *testing.T) {
	for _, c := range []struct {
		words []string
		cols  int
		want  string
	}{
		// Φ of Flanigan's 0.34, heaps 1–16, in the layout of Plambeck,
		// Advances in Losing (2005), §8.2.1, Fig. 12 (its first two rows).
		{[]string{"a", "1", "a", "b", "1", "a", "1", "ab", "a", "c", "a", "b", "1", "ac", "1", "ab"}, 8,
			" + |  1  2  3  4  5  6  7  8\n0+ |  a  1  a  b  1  a  1 ab\n8+ |  a  c  a  b  1 ac  1 ab\n"},
		// A last row shorter than the others; labels as wide as the widest.
		{[]string{"1", "a", "b2", "a", "1", "b", "a", "1", "a", "b", "c"}, 5,
			"  + |  1  2  3  4  5\n 0+ |  1  a b2  a  1\n 5+ |  b  a  1  a  b\n10+ |  c\n"},
		{nil, 10, ""},
	} {
		if got := PhiTable(c.words, c.cols); got != c.want {
			t.Errorf("PhiTable(%q, %d) =\n%s\nwant\n%s", c.words, c.cols, got, c.want)
		}
	}
}
