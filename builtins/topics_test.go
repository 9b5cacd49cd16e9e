package builtins_test

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// example is a form of a help topic and what the REPL prints for it.
type example struct {
	line int // of the page, from 1
	form string
	want string
}

// topicExamples returns the examples of a topic's page: each line
// "  cgcalc> FORM", with the lines that follow up to the next such line or
// the end of the indented block (a line that is neither empty nor
// indented by two spaces), less the indent, trailing empty lines dropped.
func topicExamples(text string) []example {
	var out []example
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		form, ok := strings.CutPrefix(lines[i], "  cgcalc> ")
		if !ok {
			continue
		}
		var want []string
		j := i + 1
		for ; j < len(lines); j++ {
			l := lines[j]
			if strings.HasPrefix(l, "  cgcalc> ") || l != "" && !strings.HasPrefix(l, "  ") {
				break
			}
			want = append(want, strings.TrimPrefix(l, "  "))
		}
		for len(want) > 0 && want[len(want)-1] == "" {
			want = want[:len(want)-1]
		}
		out = append(out, example{i + 1, form, strings.Join(want, "\n")})
		i = j - 1
	}
	return out
}

// TestTopicExamples runs the examples of every help topic, in order, in a
// fresh interpreter, and checks that each prints what its page shows:
// its output, then its value as the REPL prints it. A page must never show
// what cgcalc does not print.
func TestTopicExamples(t *testing.T) {
	topics := builtins.Topics()
	if len(topics) < 4 {
		t.Fatalf("%d topics, want notation, temperature, misere and quotients", len(topics))
	}
	for _, topic := range topics {
		t.Run(topic.Name, func(t *testing.T) {
			exs := topicExamples(topic.Text)
			if len(exs) == 0 {
				t.Fatal("the page has no example")
			}
			in := builtins.New()
			for _, ex := range exs {
				var out bytes.Buffer
				in.Out = &out
				err := in.EvalSource(context.Background(), topic.Name, ex.form, func(v eval.Value) error {
					// As the REPL prints a value: on a line of its own.
					if out.Len() > 0 && !bytes.HasSuffix(out.Bytes(), []byte("\n")) {
						out.WriteString("\n")
					}
					s, _ := eval.Print(v, true, eval.MaxPrintLength)
					out.WriteString(s + "\n")
					return nil
				})
				if err != nil {
					t.Errorf("line %d: %s: %v", ex.line, ex.form, err)
					continue
				}
				if got := strings.TrimSuffix(out.String(), "\n"); got != ex.want {
					t.Errorf("line %d: %s printed\n%s\nthe page shows\n%s", ex.line, ex.form, got, ex.want)
				}
			}
		})
	}
}

// TestTopicPages checks what every page must have: a title, lines that fit
// in eval.HelpWidth columns, builtins that exist, a published source, a
// summary that fits the list of topics, and a name that reaches it.
func TestTopicPages(t *testing.T) {
	in := builtins.New()
	names := map[string]bool{}
	for _, b := range builtins.Table() {
		names[b.Name] = true
	}
	sources := regexp.MustCompile(`Conway, On Numbers and Games|Winning Ways|Siegel, Combinatorial Game Theory \(AMS 2013\)|Plambeck and Siegel, Misère quotients for impartial games`)
	for _, topic := range in.Topics() {
		text := topic.Text
		for i, l := range strings.Split(text, "\n") {
			if n := utf8.RuneCountInString(l); n > eval.HelpWidth {
				t.Errorf("%s, line %d: %d columns", topic.Name, i+1, n)
			}
		}
		if !strings.Contains(text, "\nRead more: ") || !sources.MatchString(text) {
			t.Errorf("%s: no \"Read more:\" with a published source", topic.Name)
		}
		_, rest, ok := strings.Cut(text, "\nBuiltins: ")
		if !ok {
			t.Errorf("%s: no \"Builtins:\" line", topic.Name)
		}
		list, _, _ := strings.Cut(rest, ";")
		list, _, _ = strings.Cut(list, ".\n")
		list, _, _ = strings.Cut(list, "\n\n")
		for _, f := range strings.Split(strings.ReplaceAll(list, "\n", " "), ",") {
			name, _, _ := strings.Cut(strings.TrimSpace(f), " ")
			if !names[name] {
				t.Errorf("%s: Builtins: names %q, which is not a builtin", topic.Name, name)
			}
		}
		if ref := in.TopicRef(topic); ref == "" {
			t.Errorf("%s: every name of the topic is taken by a builtin", topic.Name)
		}
		if n := utf8.RuneCountInString(topic.Summary); n > eval.HelpWidth-22 {
			t.Errorf("%s: the summary has %d columns, more than the list of topics shows", topic.Name, n)
		}
	}
	// The topics the issue asks for, by the names it uses.
	for _, name := range []string{"notation", "temperature", "misere", "misère", "quotients"} {
		if _, ok := in.LookupTopic(name); !ok {
			t.Errorf("no topic %s", name)
		}
	}
}

// aproposEntries returns the entry lines (usage and kind) apropos prints
// for text, without the group headings, which quote the text as typed.
func aproposEntries(t *testing.T, text string) []string {
	t.Helper()
	got := run(t, "(apropos "+text+")")
	if got.err != nil {
		t.Fatal(got.err)
	}
	var entries []string
	lines := strings.Split(strings.TrimSuffix(got.out, "\n"), "\n")
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, "    "):
		case strings.HasPrefix(l, "  "):
			entries = append(entries, l)
			// Every entry has its summary on the next line.
			if i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], "    ") || len(strings.TrimSpace(lines[i+1])) < 10 {
				t.Errorf("(apropos %s): %q has no summary", text, l)
			}
		default:
			if !strings.HasPrefix(l, "Names containing ") && !strings.HasPrefix(l, "Documentation mentioning ") {
				t.Errorf("(apropos %s): unexpected line %q", text, l)
			}
		}
	}
	return entries
}

// TestAproposAccents: issue 17 found (apropos "misere") listing 6 entries
// and (apropos "misère") 17. Every spelling now lists the same entries,
// all of those whose name or documentation has either spelling, with a
// summary each.
func TestAproposAccents(t *testing.T) {
	want := aproposEntries(t, `"misère"`)
	for _, text := range []string{`"misere"`, `'MISERE`, `"MISÈRE"`, `"Mise\u{300}re"`} {
		got := aproposEntries(t, text)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("(apropos %s) lists\n%s\n(apropos \"misère\") lists\n%s", text, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
	// Cross-check by brute force: the builtins whose name or documentation
	// has "misere" or "misère" in any case, each listed once.
	count := 0
	for _, b := range builtins.Table() {
		text := strings.ToLower(b.Name + " " + b.Usage() + " " + b.Doc)
		if strings.Contains(text, "misere") || strings.Contains(text, "misère") {
			count++
			found := 0
			for _, e := range want {
				if strings.HasPrefix(e, "  "+b.Usage()+"  [builtin") {
					found++
				}
			}
			if found != 1 {
				t.Errorf("%s is listed %d times", b.Name, found)
			}
		}
	}
	if count < 17 {
		t.Errorf("only %d builtins mention misère; the issue counted 17 entries", count)
	}
	// Names first: every entry whose name matches comes before those
	// matched by their documentation.
	got := run(t, `(apropos "misère")`).out
	names, docs, _ := strings.Cut(got, "Documentation mentioning ")
	if !strings.Contains(names, "(misere-outcome G N... [:explain FLAG])") || strings.Contains(docs, "(misere-outcome ") || !strings.Contains(docs, "(genus G N...)") {
		t.Errorf("(apropos \"misère\") does not list names first:\n%s", got)
	}
}

// TestHelpSections: issue 17 found (help) listing about 190 names in one
// alphabetical block, car beside genus. Now every builtin is listed once,
// under its section's title, the sections in the order of
// builtins.Sections(), after the special forms, each with its summary.
func TestHelpSections(t *testing.T) {
	got := run(t, "(help)")
	if got.err != nil {
		t.Fatal(got.err)
	}
	section := ""
	where := map[string]string{}
	var titles []string
	for _, l := range strings.Split(got.out, "\n") {
		if title, ok := strings.CutSuffix(l, ":"); ok && !strings.HasPrefix(l, " ") {
			section = title
			titles = append(titles, title)
			continue
		}
		if name, summary, ok := strings.Cut(strings.TrimPrefix(l, "  "), " "); ok && strings.HasPrefix(l, "  ") && section != "Variables" {
			if strings.TrimSpace(summary) == "" {
				t.Errorf("%s has no summary", name)
			}
			if _, dup := where[name]; dup {
				t.Errorf("%s is listed twice", name)
			}
			where[name] = section
		}
	}
	var want []string
	want = append(want, "Special forms")
	for _, s := range builtins.Sections() {
		want = append(want, s.Title)
		for _, b := range s.Builtins {
			if where[b.Name] != s.Title {
				t.Errorf("%s is listed under %q, want %q", b.Name, where[b.Name], s.Title)
			}
		}
	}
	want = append(want, "Variables")
	if strings.Join(titles, "|") != strings.Join(want, "|") {
		t.Errorf("sections %q, want %q", titles, want)
	}
	if where["car"] != "Lists" || where["genus"] != "Impartial games" || where["if"] != "Special forms" {
		t.Errorf("car in %q, genus in %q, if in %q", where["car"], where["genus"], where["if"])
	}
	if !strings.Contains(got.out, "Help topics: game-notation, temperature-theory, misere, quotients, cgsuite;\n(help 'topics)") {
		t.Errorf("(help) does not mention the topics:\n%s", got.out)
	}
}
