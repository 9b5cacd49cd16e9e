package builtins

import (
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"cgcalc/eval"
)

// pdflatex returns the path of pdflatex, skipping the test when there is
// none, or failing it when CGCALC_REQUIRE_TEX is set (.ci/run installs
// Debian's texlive-latex-base and texlive-pictures and sets it).
func pdflatex(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("pdflatex")
	if err == nil {
		return p
	}
	const msg = "pdflatex is not installed (apt-get install -y texlive-latex-base texlive-pictures): the LaTeX document is not compiled"
	if os.Getenv("CGCALC_REQUIRE_TEX") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// TestLaTeXDocument writes what a paper takes from cgcalc — values from
// latex, and TikZ files from draw, show and game-tree — into one LaTeX
// document, and compiles it with pdflatex (one run, -halt-on-error): the
// values must be valid math and the pictures valid TikZ, in a document
// that loads tikz and nothing else.
func TestLaTeXDocument(t *testing.T) {
	bin := pdflatex(t)
	dir := t.TempDir()
	in := New()
	in.Out = io.Discard
	eval1 := func(src string) eval.Value {
		t.Helper()
		var last eval.Value
		src = strings.ReplaceAll(src, "$D", dir)
		if err := in.EvalSource(context.Background(), "t", src, func(v eval.Value) error { last = v; return nil }); err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		return last
	}
	// The values, each with the text latex must give (the LaTeX notation,
	// games.Printer; the values from Winning Ways ch. 3 and 5, ONAG ch. 9
	// and Siegel, CGT II.4).
	values := []struct{ src, want string }{
		{`(latex -3/8)`, `-\frac{3}{8}`},
		{`(latex (game "^"))`, `{\uparrow}`},
		{`(latex (game "^^*"))`, `{\Uparrow}{\ast}`},
		{`(latex (game "+-1"))`, `\pm 1`},
		{`(latex (game "*3"))`, `{\ast}3`},
		{`(latex (game "Tiny(2)"))`, `{+}_{2}`},
		{`(latex (game "2Miny(1/2)"))`, `2+{-}_{\frac{1}{2}}`},
		{`(latex (game "1v[3]*"))`, `1+{\downarrow}^{[3]}{\ast}`},
		{`(latex (game "{0|^<2>}") :uptimal t)`, `{\ast}.12`},
		{`(latex (game "{0|||0||0|v3}"))`, `\{0 \mathrel{|\|} 0 \mathrel{\|} 0 \mid 3{\downarrow}\}`},
		{`(latex (mg 1 !| star))`, `\{1 \mid {\ast}\}`},
		{`(latex (domineering "...|..."))`, `\frac{3}{4}\pm \frac{5}{4}`},
		{`(progn (know (mg 2 !| -1) 'gift_1) (latex (mg 0 !| (mg 2 !| -1))))`, `\{0 \mid \mathrm{gift\_1}\}`},
	}
	var body strings.Builder
	for _, v := range values {
		got, ok := eval1(v.src).(eval.String)
		if !ok || string(got) != v.want {
			t.Errorf("%s = %v, want %q", v.src, got, v.want)
		}
		body.WriteString("$" + string(got) + "$\\par\n")
	}
	// The pictures, written as files and read with \input.
	pictures := []string{
		`(draw (game "{3||2|1}") "$D/thermograph.tex")`,
		`(draw (game "+-1") "$D/switch.tex")`,
		`(show (domineering "...|.#.|...") "$D/domineering.tex")`,
		`(show (hackenbush "lrl") "$D/hackenbush.tex")`,
		`(show (list (domineering "..") (clobber "xo")) "$D/row.tex")`,
		`(draw (game-tree (domineering "..|..") :depth 2 :all t) "$D/tree.tex")`,
	}
	for _, src := range pictures {
		file := eval1(src)
		name := filepath.Base(string(file.(eval.String)))
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), `\begin{tikzpicture}`) {
			t.Errorf("%s wrote no tikzpicture:\n%s", src, data)
		}
		body.WriteString("\\input{" + name + "}\\par\n")
	}
	// Without a FILE, :format 'tikz prints the picture.
	var out strings.Builder
	in.Out = &out
	eval1(`(draw (game "{1|-1}") :format 'tikz)`)
	if !strings.Contains(out.String(), `\draw[very thick, line join=round] (1,0) -- (0,1);`) {
		t.Errorf("(draw ... :format 'tikz) printed\n%s", out.String())
	}
	body.WriteString(out.String())
	doc := "\\documentclass{article}\n\\usepackage{tikz}\n\\begin{document}\n" + body.String() + "\\end{document}\n"
	if err := os.WriteFile(filepath.Join(dir, "paper.tex"), []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-halt-on-error", "-interaction=nonstopmode", "-no-shell-escape", "paper.tex")
	cmd.Dir = dir
	log, err := cmd.CombinedOutput()
	if err != nil {
		lines := strings.Split(string(log), "\n")
		t.Fatalf("pdflatex: %v\n%s\n--- the document:\n%s", err, strings.Join(lines[max(0, len(lines)-40):], "\n"), doc)
	}
	pdf, err := os.ReadFile(filepath.Join(dir, "paper.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`Output written on paper\.pdf \((\d+) pages?`).FindStringSubmatch(string(log))
	if !strings.HasPrefix(string(pdf), "%PDF-") || m == nil || m[1] == "0" {
		t.Fatalf("pdflatex made no PDF of a page or more:\n%s", log)
	}
}
