package plot

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// The TikZ pictures (tikz.go, tikzpos.go): the thermograph's exact
// coordinates, the pieces and edges of boards and graphs, the nodes of
// trees, and that each compiles with pdflatex (TestTikZCompiles).

// tikzGame returns the TikZ picture of the thermograph of a game.
func tikzGame(t *testing.T, text string) string {
	t.Helper()
	s := games.NewStore()
	g, err := s.Parse(text, nil)
	if err != nil {
		t.Fatal(err)
	}
	gth, err := s.Thermograph(g)
	if err != nil {
		t.Fatal(err)
	}
	th := Thermograph{Corners: gth.Corners(), Mean: gth.Mean, Temperature: gth.Temperature}
	tex, err := ThermographTikZ(th, nil)
	if err != nil {
		t.Fatal(err)
	}
	return tex
}

func TestThermographTikZ(t *testing.T) {
	tests := []struct {
		game string
		want []string // lines the picture holds
		src  string
	}{
		// {2|1} = 3/2±1/2: walls from 2 and 1 at temperature 0 meet at
		// 3/2 at temperature 1/2 (ONAG ch. 9: the thermograph of {x|y},
		// x > y numbers, is a mast from (x+y)/2 at (x−y)/2).
		{"{2|1}", []string{
			`\draw[very thick, line join=round] (2,0) -- (1.5,0.5);`,
			`\draw[very thick, line join=round] (1,0) -- (1.5,0.5);`,
			`\fill[red!75!black] (1.5,0.5) circle[radius=2.5pt];`,
			`\draw (1.5,0) -- +(0,-3pt) node[below] {$\frac{3}{2}$};`,
			`node[left] {$\frac{1}{2}$};`,
		}, "ONAG ch. 9"},
		// ±1 = {1|-1}: walls 1 and −1 meet at 0 at temperature 1.
		{"+-1", []string{
			`\draw[very thick, line join=round] (1,0) -- (0,1);`,
			`\draw[very thick, line join=round] (-1,0) -- (0,1);`,
		}, "ONAG ch. 9"},
		// {3/4|1/8}: the mean 7/16 at temperature 5/16, exact decimals.
		{"{3/4|1/8}", []string{
			`\draw[very thick, line join=round] (0.75,0) -- (0.4375,0.3125);`,
			`node[left] {$\frac{5}{16}$};`,
		}, "ONAG ch. 9: (x+y)/2, (x−y)/2"},
		// A number: its mast alone, from the value axis.
		{"3/2", []string{`\draw[very thick, ->] (1.5,0) -- (1.5,1);`, "the number 3/2"}, "a number's thermograph is a mast"},
		// Far from 0: the offset (1000000) is subtracted and said.
		{"{1000002|1000000}", []string{
			"% Every x coordinate is the value minus 1000001.",
			`\draw[very thick, line join=round] (1,0) -- (0,1);`,
			`{$1000002$}`,
		}, "ONAG ch. 9"},
	}
	for _, tt := range tests {
		tex := tikzGame(t, tt.game)
		for _, w := range tt.want {
			if !strings.Contains(tex, w) {
				t.Errorf("%s (%s): the picture lacks %q:\n%s", tt.game, tt.src, w, tex)
			}
		}
		if err := tikzWellFormed(tex); err != "" {
			t.Errorf("%s: %s", tt.game, err)
		}
	}
	// Too fine for TeX: a corner at 1/2^50.
	th := Thermograph{Corners: []games.Corner{{Temp: games.DyadicInt(-1).Half(), Left: games.NewDyadic(1, 50), Right: games.NewDyadic(1, 50)}},
		Mean: games.NewDyadic(1, 50), Temperature: games.NewDyadic(-1, 50)}
	if _, err := ThermographTikZ(th, nil); err == nil || !strings.Contains(err.Error(), "SVG") {
		t.Errorf("a corner at 2^-50: err %v, want one that says to draw it as SVG", err)
	}
}

func TestPositionTikZ(t *testing.T) {
	board := &rulesets.Board{Rows: [][]rune{[]rune("x.o"), []rune("#tl")}}
	tex, err := PositionTikZ(board)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		// 2 rows: row 0 at y 0.8, row 1 at y 0; cell (1,0) off the board.
		`\filldraw[fill=yellow!8!white, draw=black!45] (0,0.8) rectangle (0.8,1.6);`,
		`\filldraw[fill=black!70, draw=black!45] (0,0) rectangle (0.8,0.8);`,
		`\filldraw[fill=black, draw=black, thick] (0.4,1.2) circle[radius=0.3cm];`,
		`\filldraw[fill=white, draw=black, thick] (2,1.2) circle[radius=0.3cm];`,
		`\node[text=white, font=\bfseries] at (1.2,0.4) {T};`,
		`\filldraw[fill=blue!75!black, draw=black, thick, rounded corners=1pt] (1.86,0.06) rectangle (2.14,0.74);`,
	}
	for _, w := range want {
		if !strings.Contains(tex, w) {
			t.Errorf("the board lacks %q:\n%s", w, tex)
		}
	}
	// Hackenbush: a blue edge on the ground, a red one above it, and a
	// green one; the edges coloured, the ground brown.
	g := &rulesets.Graph{Ground: []bool{true, false, false, false}, Edges: []rulesets.Edge{{A: 0, B: 1, Color: 'l'}, {A: 1, B: 2, Color: 'r'}, {A: 0, B: 3, Color: 'e'}}}
	tex, err = ShownTikZ([]Shown{{Pic: g, TeXCaption: []string{`value $\frac{1}{2}$`, "Left wins"}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"\\draw[brown!80!black, line width=3pt", "\\draw[blue!75!black, line width=2.5pt", "\\draw[red!80!black, line width=2.5pt", "\\draw[green!50!black, line width=2.5pt", `{value $\frac{1}{2}$\\Left wins}`} {
		if !strings.Contains(tex, w) {
			t.Errorf("the graph lacks %q:\n%s", w, tex)
		}
	}
	for _, pic := range []rulesets.Picture{(*rulesets.Board)(nil), nil} {
		if _, err := PositionTikZ(pic); err == nil {
			t.Errorf("%T: no error", pic)
		}
	}
}

func TestTreeTikZ(t *testing.T) {
	root := &TreeNode{Lines: []string{"..", ".."}, Value: "±1", TeX: `\pm 1`, Children: []*TreeNode{
		{Lines: []string{"#.", "#."}, Value: "1", TeX: "1", Side: 'L', Marks: []string{"winning", "sensible"}},
		{Lines: []string{"##", ".."}, Value: "-1", Side: 'R', Marks: []string{"reversible"}},
	}}
	tex, err := TreeTikZ(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`{\texttt{..}\\\texttt{..}\\$\pm 1$}`, `{\texttt{\#.}\\\texttt{\#.}\\$1$}`, `$\mathrm{\mbox{-}1}\ (\mathrm{rev})$`,
		`\draw[L, win] (n1.south) -- node[auto=right`, `\draw[R] (n1.south) -- node[auto=left`} {
		if !strings.Contains(tex, w) {
			t.Errorf("the tree lacks %q:\n%s", w, tex)
		}
	}
}

// tikzWellFormed returns what is wrong with a picture ("" if nothing): a
// character beyond ASCII, unbalanced braces, or no environment.
func tikzWellFormed(tex string) string {
	depth := 0
	for i := 0; i < len(tex); i++ {
		switch c := tex[i]; {
		case c >= 0x80:
			return "a character beyond ASCII"
		case c == '\\':
			i++
		case c == '{':
			depth++
		case c == '}':
			depth--
		}
		if depth < 0 {
			return "a brace closed before it opened"
		}
	}
	if depth != 0 {
		return "braces left open"
	}
	if !strings.Contains(tex, `\begin{tikzpicture}`) || !strings.HasSuffix(tex, "\\end{tikzpicture}\n") {
		return "not a tikzpicture"
	}
	return ""
}

// PDFLaTeX returns the path of pdflatex, skipping the test when there
// is none, or failing it when CGCALC_REQUIRE_TEX is set (.ci/run installs
// Debian's texlive-latex-base and texlive-pictures and sets it).
func pdflatex(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("pdflatex")
	if err == nil {
		return p
	}
	const msg = "pdflatex is not installed (apt-get install -y texlive-latex-base texlive-pictures): the TikZ pictures are not compiled"
	if os.Getenv("CGCALC_REQUIRE_TEX") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// TestTikZCompiles puts a picture of each kind in one document and
// compiles it with pdflatex, in one run: each must be valid TikZ.
func TestTikZCompiles(t *testing.T) {
	bin := pdflatex(t)
	pics := []string{tikzGame(t, "{2|1}"), tikzGame(t, "{3/4|1/8}"), tikzGame(t, "5"), tikzGame(t, "{1000002|1000000}")}
	for _, pic := range []rulesets.Picture{
		&rulesets.Board{Rows: [][]rune{[]rune("x.o*"), []rune("#tfQ"), []rune("lreH"), []rune("T.#?")}},
		&rulesets.Graph{Ground: []bool{true, false, false, true}, Edges: []rulesets.Edge{{A: 0, B: 1, Color: 'l'}, {A: 1, B: 2, Color: 'r'}, {A: 1, B: 2, Color: 'e'}, {A: 2, B: 2}, {A: 0, B: 3, Color: 'l'}}},
		&rulesets.Graph{Ground: []bool{false, false, false}, Label: []rune{'L', 'R', '.'}, Edges: []rulesets.Edge{{A: 0, B: 1}, {A: 1, B: 2}}},
		&rulesets.Board{},
	} {
		tex, err := PositionTikZ(pic)
		if err != nil {
			t.Fatal(err)
		}
		pics = append(pics, tex)
	}
	tree, err := TreeTikZ(&TreeNode{Lines: []string{"#_x"}, Value: "{1|*}", Children: []*TreeNode{{Value: "1", Side: 'L', Marks: []string{"winning"}}, {Value: "*", Side: 'R', Marks: []string{"dominated", "reversible"}}}})
	if err != nil {
		t.Fatal(err)
	}
	pics = append(pics, tree)
	for i, p := range pics {
		if err := tikzWellFormed(p); err != "" {
			t.Errorf("picture %d: %s:\n%s", i, err, p)
		}
	}
	doc := "\\documentclass{article}\n\\usepackage{tikz}\n\\begin{document}\n" + strings.Join(pics, "\n\\bigskip\n") + "\\end{document}\n"
	compileTeX(t, bin, doc)
}

// compileTeX compiles doc with pdflatex in a temporary directory, failing
// the test with the log's errors if it does not make a PDF of a page or
// more.
func compileTeX(t *testing.T, bin, doc string) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "doc.tex"), []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-halt-on-error", "-interaction=nonstopmode", "-no-shell-escape", "doc.tex")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("pdflatex: %v\n%s\n%s", err, tail(string(out), 40), doc)
	}
	pdf, err := os.ReadFile(filepath.Join(dir, "doc.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`Output written on doc\.pdf \((\d+) pages?`).FindStringSubmatch(string(out))
	if !strings.HasPrefix(string(pdf), "%PDF-") || m == nil || m[1] == "0" {
		t.Fatalf("pdflatex made no PDF of a page or more:\n%s", tail(string(out), 20))
	}
}

// tail returns the last n lines of s.
func tail(s string, n int) string {
	lines := strings.Split(s, "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
