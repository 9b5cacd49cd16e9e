package worksheet

import "testing"

// TestEvalCGSuiteSyntax: CGSuite's syntax in a cell, read as the REPL and
// -e read it (reader.ReadEntry). The issue: with g bound, g := {0|*} showed
// g's old value, then :=, then ↑, and assigned nothing. Values: {0|*} = ↑,
// 1/2 + ↑ (Winning Ways 2nd ed., ch. 2 and 3), *3 + *5 = *6 (nim sum),
// Tiny(1) = {0||0|-1} (ch. 5), on + off = dud (ch. 11), {3|1}'s mean 2
// and temperature 1 (Siegel, Combinatorial Game Theory, 2013, ch. II).
func TestEvalCGSuiteSyntax(t *testing.T) {
	s := newTestServer(t, Config{})
	sess := s.newSession()
	for _, tt := range []struct {
		src   string
		wants []want
	}{
		{"(setq g 5)", []want{{text: "5"}}},
		{"g := {0|*}", []want{{source: "g := {0|*}", text: "↑"}}},
		{"g", []want{{text: "↑"}}},
		{"1/2 + ^\n*3 + *5 == *6", []want{{source: "1/2 + ^", text: "1/2↑"}, {source: "*3 + *5 == *6", text: "t"}}},
		{"Tiny(1)\non\n(+ on off)", []want{{text: "Tiny(1)"}, {text: "on"}, {source: "(+ on off)", text: "dud"}}},
		{"h := {3|1}\nh.Mean\nh.Temperature", []want{{text: "2±1"}, {source: "h.Mean", text: "2"}, {text: "1"}}},
		{"g.Thermograph\ng.LeftOptions", []want{{text: "((0 ((0 1) (0 -1))))"}, {text: "(0)"}}},
		{"g.Foo", []want{{error: "cell:1:2: CGSuite's .Foo has no cgcalc form here; (help 'cgsuite) lists those that do"}}},
		{"(+ 1 (1 + 2))", []want{{error: "cell:1:7: 1 is not a function name"}}},
	} {
		checkResults(t, tt.src, s.eval(sess, tt.src), tt.wants)
	}
}
