package builtins_test

import (
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// TestSummariesCutAtWord: issue 32 found (help)'s summaries cut
// mid-word ("by bir…"). Every summary (help) and apropos cut with "…" is
// now the start of the builtin's whole summary ending at a word's end: the
// letter or digit before "…" is not followed by one in the summary.
func TestSummariesCutAtWord(t *testing.T) {
	in := builtins.New()
	full := map[string]string{}
	for _, e := range in.Entries() {
		full[e.Name] = in.Doc(eval.Summary(e.Doc.Text))
	}
	isWord := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	check := func(where, name, shown string) {
		prefix, cut := strings.CutSuffix(shown, "…")
		if !cut {
			return
		}
		whole, ok := full[name]
		if !ok || !strings.HasPrefix(whole, prefix) || len(prefix) == len(whole) {
			t.Errorf("%s: %s: %q is not the start of its summary %q", where, name, prefix, whole)
			return
		}
		last, _ := utf8.DecodeLastRuneInString(prefix)
		next, _ := utf8.DecodeRuneInString(whole[len(prefix):])
		if isWord(last) && isWord(next) {
			t.Errorf("%s: %s: the summary is cut mid-word: %q", where, name, shown)
		}
	}
	overview := run(t, "(help)")
	line := regexp.MustCompile(`^  (\S+) +(.*)$`)
	cuts := 0
	for _, l := range strings.Split(overview.out, "\n") {
		if m := line.FindStringSubmatch(l); m != nil {
			check("(help)", m[1], m[2])
			if strings.HasSuffix(l, "…") {
				cuts++
			}
		}
	}
	if cuts < 50 {
		t.Errorf("(help) cut %d summaries; the check needs the overview's lines", cuts)
	}
	// apropos: the usage line, then the summary on the next.
	lines := strings.Split(run(t, `(apropos "game")`).out, "\n")
	usage := regexp.MustCompile(`^  \(([^ )]+)`)
	for i := 0; i+1 < len(lines); i++ {
		if m := usage.FindStringSubmatch(lines[i]); m != nil {
			check("apropos", m[1], strings.TrimPrefix(lines[i+1], "    "))
		}
	}
}

// TestHelpOpensOnGames: (help) begins with the games, and its sections
// come in the order of issue 32: games, classroom games, temperature,
// impartial and misère, loopy, then the language (its special forms first).
func TestHelpOpensOnGames(t *testing.T) {
	got := run(t, "(help)")
	var titles []string
	for _, l := range strings.Split(got.out, "\n") {
		if title, ok := strings.CutSuffix(l, ":"); ok && !strings.HasPrefix(l, " ") {
			titles = append(titles, title)
		}
	}
	order := []string{"Games", "Classroom games", "Temperature theory", "Impartial games", "Misère games",
		"Loopy games", "Special forms", "Lists", "Numbers", "Output"}
	at := 0
	for _, title := range titles {
		if at < len(order) && title == order[at] {
			at++
		}
	}
	if at < len(order) || titles[0] != "Games" {
		t.Errorf("sections %q, want %q in this order, Games first", titles, order)
	}
}
