package main

import (
	"strings"
	"testing"
)

// TestHeapsAreGamesCommandLine: the stumbles through -e and
// through the forms read from standard input. Nim 3 + 5 + 6 has nim-sum
// 3 ⊕ 5 ⊕ 6 = 0 (Bouton 1902): its value is 0, a P-position; 1 ⊕ 2 = 3.
func TestHeapsAreGamesCommandLine(t *testing.T) {
	const picture = "┌───┬───┐\n│ ● │███│\n├───┼───┤\n│ ● │ ● │\n└───┴───┘\n"
	for _, test := range []struct {
		name    string
		args    []string
		stdin   string
		wantOut string
	}{
		{"-e", []string{"-e", "(canon (heap 'nim 3 5 6))", "-e", "(outcome (heap 'nim 3 5 6))", "-e", "(canon (nim 1 2))"}, "", "0\np\n*3\n"},
		// What follows the picture (show's value) is show's business.
		{"-e show", []string{"-e", "(show (nim 1 2))"}, "", picture},
		{"standard input", nil, "(canon (heap 'nim 3 5 6))\n(+ (nim 1) 1/2)\n(winning-moves (nim 3 5 7))\n", "0\n1/2*\n(nim[2+5+7] nim[3+4+7] nim[3+5+6])\n"},
	} {
		t.Run(test.name, func(t *testing.T) {
			out, errOut, code := runProgram(t, test.stdin, test.args...)
			if test.name == "-e show" && strings.HasPrefix(out, picture) {
				out = picture
			}
			if code != 0 || out != test.wantOut || errOut != "" {
				t.Errorf("status %d, stdout %q, stderr %q; want 0, %q, \"\"", code, out, errOut, test.wantOut)
			}
		})
	}
}
