package reader

import (
	"regexp"
	"testing"
)

// TestWholeNameMatchesPattern checks the hand-written isWholeName and
// isDownsWord against the regular expressions that state them, on every
// string of up to 5 characters over an alphabet with each kind of
// character they tell apart.
func TestWholeNameMatchesPattern(t *testing.T) {
	wholeName := regexp.MustCompile(`^(\*[\pL_][\pL\pN_]*(-[\pL_][\pL\pN_]*)*\*|[\pL_][\pL\pN_]*(-[\pL_][\pL\pN_]*)*)$`)
	downsWord := regexp.MustCompile(`^v+[0-9]*$`)
	alphabet := []string{"a", "v", "é", "_", "3", "²", "-", "*", "^", " "}
	var walk func(s string, n int)
	count := 0
	walk = func(s string, n int) {
		count++
		if got, want := isWholeName(s), wholeName.MatchString(s); got != want {
			t.Errorf("isWholeName(%q) = %v, the pattern says %v", s, got, want)
		}
		if got, want := isDownsWord(s), downsWord.MatchString(s); got != want {
			t.Errorf("isDownsWord(%q) = %v, the pattern says %v", s, got, want)
		}
		if n == 0 {
			return
		}
		for _, c := range alphabet {
			walk(s+c, n-1)
		}
	}
	walk("", 5)
	if count < 100000 {
		t.Fatalf("checked %d strings", count)
	}
}
