package builtins_test

import (
	"strings"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
	"cgcalc/reader"
)

// TestUsageMatchesParams checks every row's usage line against its declared
// parameters: read back, the usage line declares the same arity and
// keywords, and help lists every keyword with its default.
func TestUsageMatchesParams(t *testing.T) {
	in := builtins.New()
	for _, b := range builtins.Table() {
		usage := b.Usage()
		inner, ok := strings.CutPrefix(usage, "("+b.Name)
		if !ok || !strings.HasSuffix(inner, ")") {
			t.Errorf("%s: usage %q is not (%s ...)", b.Name, usage, b.Name)
			continue
		}
		p, err := eval.ParseParams(strings.TrimSuffix(inner, ")"))
		if err != nil {
			t.Errorf("%s: usage %q does not read back: %v", b.Name, usage, err)
			continue
		}
		min, max := b.Params.Arity()
		if gotMin, gotMax := p.Arity(); gotMin != min || gotMax != max {
			t.Errorf("%s: usage %q says %d to %d arguments, the declaration %d to %d", b.Name, usage, gotMin, gotMax, min, max)
		}
		if got, want := keyNames(&p), keyNames(&b.Params); got != want {
			t.Errorf("%s: usage %q has keywords %q, the declaration %q", b.Name, usage, got, want)
		}
		help, ok := in.Help(b.Name)
		if !ok || !strings.HasPrefix(help, usage+"  [builtin]\n") {
			t.Errorf("%s: help does not start with the usage line:\n%s", b.Name, help)
		}
		for _, k := range b.Params.Keys() {
			line := k.Key + " " + k.Name
			if k.Default != nil {
				line += "   default " + eval.Repr(k.Default)
			}
			if !strings.Contains(help, "Keywords:\n") || !containsFolded(help, line) {
				t.Errorf("%s: help does not list the keyword %s:\n%s", b.Name, line, help)
			}
		}
	}
}

func keyNames(p *eval.Params) string {
	var names []string
	for _, k := range p.Keys() {
		names = append(names, k.Key)
	}
	return strings.Join(names, " ")
}

// containsFolded reports whether s contains sub, runs of spaces counting
// as one.
func containsFolded(s, sub string) bool {
	fold := func(x string) string { return strings.Join(strings.Fields(x), " ") }
	return strings.Contains(fold(s), fold(sub))
}

// TestDocExamples checks the calls of builtins that the documentation
// shows, (nth 2 '(a b c)) and the like: each reads, and has a number of
// arguments and keywords that the builtin's declaration accepts. So a
// change of parameters cannot leave the documentation behind.
func TestDocExamples(t *testing.T) {
	table := builtins.Table()
	byName := map[string]*eval.Builtin{}
	for _, b := range table {
		byName[b.Name] = b
	}
	checked := 0
	for _, b := range table {
		for _, ex := range examples(b.Doc, byName) {
			nodes, err := reader.Read("doc", ex)
			if err != nil {
				t.Errorf("%s: the example %s does not read: %v", b.Name, ex, err)
				continue
			}
			for _, n := range nodes {
				walkCalls(n, func(l *reader.List) {
					head, ok := l.Elems[0].(*reader.Symbol)
					if !ok || byName[head.Name] == nil {
						return
					}
					checked++
					if msg := acceptable(byName[head.Name], l.Elems[1:]); msg != "" {
						t.Errorf("%s: the example %s: %s", b.Name, l, msg)
					}
				})
			}
		}
	}
	t.Logf("%d calls in the documentation checked", checked)
	if checked < 100 {
		t.Errorf("only %d calls checked in the documentation: the examples are not being found", checked)
	}
}

// examples returns the parenthesised texts of doc that start with the name
// of a builtin, as written (lower case: "(Left wins)" is prose): "(nth 2
// '(a b c))".
func examples(doc string, byName map[string]*eval.Builtin) []string {
	var out []string
	for i := 0; i < len(doc); i++ {
		if doc[i] != '(' {
			continue
		}
		end := i + 1
		for end < len(doc) && !strings.ContainsRune(" ()\n", rune(doc[end])) {
			end++
		}
		if byName[doc[i+1:end]] == nil || end == len(doc) {
			continue
		}
		depth, inString := 0, false
		for j := i; j < len(doc); j++ {
			switch c := doc[j]; {
			case c == '"' && (j == 0 || doc[j-1] != '\\'):
				inString = !inString
			case inString:
			case c == '(':
				depth++
			case c == ')':
				if depth--; depth == 0 {
					out = append(out, doc[i:j+1])
					i = j
					j = len(doc)
				}
			}
		}
	}
	return out
}

// walkCalls calls f on every non-empty list in n, outermost first.
func walkCalls(n reader.Node, f func(*reader.List)) {
	l, ok := n.(*reader.List)
	if !ok || len(l.Elems) == 0 {
		return
	}
	if q, ok := l.Elems[0].(*reader.Symbol); ok && q.Name == "quote" {
		return
	}
	f(l)
	for _, e := range l.Elems {
		walkCalls(e, f)
	}
}

// acceptable returns why the arguments args do not fit b's declaration, or
// "".
func acceptable(b *eval.Builtin, args []reader.Node) string {
	declared := map[string]bool{}
	for _, k := range b.Params.Keys() {
		declared[k.Key] = true
	}
	n := len(args)
	if len(declared) > 0 {
		for n >= 2 {
			s, ok := args[n-2].(*reader.Symbol)
			if !ok || !strings.HasPrefix(s.Name, ":") {
				break
			}
			if !declared[s.Name] {
				return "unknown keyword " + s.Name
			}
			n -= 2
		}
	}
	min, max := b.Params.Arity()
	if n < min || (max >= 0 && n > max) {
		return "the wrong number of arguments for " + b.Usage()
	}
	return ""
}

// BenchmarkNew measures a new interpreter with the whole builtin table:
// every transcript case and every cgcalc run starts with one.
func BenchmarkNew(b *testing.B) {
	for b.Loop() {
		builtins.New()
	}
}
