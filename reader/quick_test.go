package reader

import "testing"

func TestQuick(t *testing.T) {
	for _, s := range []string{"(+ 1 2)", "(mg 1 !| -1)", "'!*", "12abc", "(a . b)", `"a\nb"`, "(+ 1", "(a))", `"abc`, "'", "1.5 -3/8 123456789012345678901234567890 MG ↑", "#'car", "(a 'b)", "!"} {
		n, err := Read("t", s)
		t.Logf("%q -> %v %v", s, n, err)
	}
	t.Log(parser.String())
}
