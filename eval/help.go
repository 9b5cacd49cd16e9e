package eval

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"cgcalc/reader"
)

// Help: the overview that (help) prints, help topics, the entries apropos
// searches, and matching that ignores case and accents. The interpreter
// knows nothing of games: the builtins bring their sections (Builtin.Section)
// and the topics (AddTopic).

// HelpWidth is the width, in columns, that the overview and apropos keep
// to: a longer line is cut, ending in "…".
const HelpWidth = 100

// Topic is a page of help about an idea rather than a name, such as the
// notation of games: (help 'NAME) prints it.
type Topic struct {
	Name    string   // the name (help 'NAME) takes, lower case
	Aliases []string // other names that show the page
	Summary string   // one line for the list of topics
	Text    string   // the page, lines of at most HelpWidth columns
}

// topicsName is the name of the list of topics, (help 'topics).
const topicsName = "topics"

// AddTopic adds a help topic. Its names are matched as Fold matches them.
// It panics if the topic has no name or text, or a name is "topics" or
// already a topic's: topics, like builtins, are fixed at start-up.
func (in *Interp) AddTopic(t Topic) {
	if t.Name == "" || strings.TrimSpace(t.Text) == "" {
		panic("eval: a help topic needs a name and a text")
	}
	for _, n := range append([]string{t.Name}, t.Aliases...) {
		if Fold(n) == topicsName {
			panic("eval: help topic name " + n + " is reserved")
		}
		if _, ok := in.LookupTopic(n); ok {
			panic("eval: help topic " + n + " defined twice")
		}
	}
	in.topics = append(in.topics, t)
}

// Topics returns the help topics in the order they were added.
func (in *Interp) Topics() []Topic { return in.topics }

// LookupTopic returns the topic named name, or one of its aliases, compared
// as Fold compares them: (help 'misère) finds the topic misere.
func (in *Interp) LookupTopic(name string) (Topic, bool) {
	key := Fold(name)
	for _, t := range in.topics {
		if Fold(t.Name) == key {
			return t, true
		}
		for _, a := range t.Aliases {
			if Fold(a) == key {
				return t, true
			}
		}
	}
	return Topic{}, false
}

// TopicRef returns the name by which (help 'NAME) shows the topic: its
// first name (the name, then the aliases) that is not also the name of a
// function, special form or variable, whose help would win; "" if every
// name is taken.
func (in *Interp) TopicRef(t Topic) string {
	for _, n := range append([]string{t.Name}, t.Aliases...) {
		if _, taken := in.Documentation(n); !taken {
			return n
		}
	}
	return ""
}

// help prints what (help NAME) prints: the documentation of a name, or else
// a help topic, or the list of topics. The documentation of a name wins over
// a topic of the same name and points to the topic.
func (in *Interp) help(name string) (string, bool) {
	if text, ok := in.Help(name); ok {
		if t, ok := in.LookupTopic(name); ok {
			if ref := in.TopicRef(t); ref != "" {
				text += "\n" + in.fitLine(fmt.Sprintf("  See also the help topic (help '%s): %s", ref, t.Summary))
			}
		}
		return text, true
	}
	if Fold(name) == topicsName {
		return in.topicList(), true
	}
	if t, ok := in.LookupTopic(name); ok {
		return in.Doc(strings.TrimRight(t.Text, "\n")), true
	}
	// A name typed with other accents: (help 'misère-outcome).
	if n := in.foldedName(name); n != "" {
		return in.Help(n)
	}
	return "", false
}

// foldedName returns the one documented name that matches name as Fold
// compares them, or "" if none or several do.
func (in *Interp) foldedName(name string) string {
	key, found := Fold(name), ""
	for _, n := range in.Names() {
		if Fold(n) == key {
			if found != "" {
				return ""
			}
			found = n
		}
	}
	return found
}

// topicList is the text of (help 'topics).
func (in *Interp) topicList() string {
	if len(in.topics) == 0 {
		return "There are no help topics."
	}
	var b strings.Builder
	b.WriteString("Help topics; (help 'NAME) reads one:\n")
	width := 0
	for _, t := range in.topics {
		width = max(width, utf8.RuneCountInString(in.TopicRef(t)))
	}
	var shadowed []string
	for _, t := range in.topics {
		ref := in.TopicRef(t)
		line := "  " + ref + strings.Repeat(" ", width-utf8.RuneCountInString(ref)) + "  " + t.Summary
		b.WriteString(in.fitLine(line) + "\n")
		for _, n := range append([]string{t.Name}, t.Aliases...) {
			if n == ref {
				break
			}
			shadowed = append(shadowed, fmt.Sprintf("(help '%s) describes the builtin %s and points to (help '%s).", n, n, ref))
		}
	}
	for _, s := range shadowed {
		b.WriteString(in.fitLine(s) + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// Entry is a documented name as the overview and apropos list it.
type Entry struct {
	Name string
	// Section is where the overview lists the name: "Special forms", a
	// builtin's Section ("Other builtins" if it has none), "Your
	// functions", "Variables" or "Constants".
	Section string
	Doc     Doc
}

// Entries returns every documented name in the order of the overview: the
// special forms by name, the builtins by section, sections in the order
// their first builtin was defined and builtins in the order they were
// defined within each, then the user's functions and the global variables
// and constants, each by name.
func (in *Interp) Entries() []Entry {
	var out []Entry
	add := func(section, name string) {
		if d, ok := in.Documentation(name); ok {
			out = append(out, Entry{name, section, d})
		}
	}
	for _, name := range in.specialFormNames() {
		add("Special forms", name)
	}
	var sections []string
	bySection := map[string][]*Builtin{}
	for _, b := range in.builtins {
		s := b.Section
		if s == "" {
			s = "Other builtins"
		}
		if _, ok := bySection[s]; !ok {
			sections = append(sections, s)
		}
		bySection[s] = append(bySection[s], b)
	}
	for _, s := range sections {
		for _, b := range bySection[s] {
			if f, _ := in.Function(b.Name); f == b {
				add(s, b.Name)
			}
		}
	}
	var user, vars, consts []string
	for name, c := range in.funcs {
		if _, ok := c.v.(*Lambda); ok {
			user = append(user, name)
		}
	}
	for name, c := range in.globals {
		switch {
		case c.v == nil:
		case c.constant:
			consts = append(consts, name)
		default:
			vars = append(vars, name)
		}
	}
	for _, l := range []struct {
		section string
		names   []string
	}{{"Your functions", user}, {"Variables", vars}, {"Constants", consts}} {
		sort.Strings(l.names)
		for _, n := range l.names {
			add(l.section, n)
		}
	}
	return out
}

// overview is the text of (help): the special forms and the builtins by
// section, each with its summary, the user's functions, the variables and
// the help topics, in lines of at most HelpWidth columns.
func (in *Interp) overview() string {
	entries := in.Entries()
	width := 0
	for _, e := range entries {
		if e.Section != "Variables" && e.Section != "Constants" {
			width = max(width, utf8.RuneCountInString(e.Name))
		}
	}
	width = min(width, 20)
	var b strings.Builder
	var vars []string
	section := ""
	for _, e := range entries {
		switch e.Section {
		case "Constants":
			continue
		case "Variables":
			vars = append(vars, reader.QuoteSymbol(e.Name))
			continue
		}
		if e.Section != section {
			section = e.Section
			b.WriteString(section + ":\n")
		}
		name := reader.QuoteSymbol(e.Name)
		pad := max(width-utf8.RuneCountInString(name), 0)
		b.WriteString(in.fitLine("  "+name+strings.Repeat(" ", pad)+"  "+Summary(e.Doc.Text)) + "\n")
	}
	if len(vars) > 0 {
		b.WriteString("Variables:\n")
		b.WriteString(wrapNames(vars))
	}
	if len(in.topics) > 0 {
		refs := make([]string, 0, len(in.topics))
		for _, t := range in.topics {
			if ref := in.TopicRef(t); ref != "" {
				refs = append(refs, ref)
			}
		}
		// Within HelpWidth, as the rest of the overview: a long list
		// is wrapped, and the pointer to (help 'topics) gets its own line.
		line, tail := "Help topics: "+strings.Join(refs, ", ")+";", " (help 'topics) describes them."
		if utf8.RuneCountInString(line+tail) > HelpWidth {
			line, tail = Wrap(line, HelpWidth), "\n"+tail[1:]
		}
		b.WriteString(line + tail + "\n")
	}
	b.WriteString("(help NAME) describes a name or reads a topic; (apropos \"TEXT\") searches names and documentation.\n")
	return b.String()
}

// FitLine returns line as the session shows documentation (Doc), cut to
// HelpWidth columns with "…" if it is longer.
func (in *Interp) FitLine(line string) string { return in.fitLine(line) }

func (in *Interp) fitLine(line string) string {
	line = in.Doc(line)
	if utf8.RuneCountInString(line) <= HelpWidth {
		return line
	}
	ell := in.Doc("…")
	r := []rune(line)
	keep := max(HelpWidth-utf8.RuneCountInString(ell), 0)
	return strings.TrimRightFunc(string(r[:keep]), unicode.IsSpace) + ell
}

// Summary returns the first sentence of a documentation text on one line:
// the text up to the first full stop outside brackets that ends the text
// or is followed by a space and then a capital letter, "(" or "'" (an
// example: "Returns X. (f 1) is 2."). "ch. 1", "i.e. x" and "N... (" go on.
func Summary(doc string) string {
	doc = strings.Join(strings.Fields(doc), " ")
	depth := 0
	for i, r := range doc {
		switch r {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth = max(depth-1, 0)
		case '.':
			if depth > 0 || i > 0 && doc[i-1] == '.' {
				continue // in brackets, or an ellipsis: "HEAP... (numbers"
			}
			rest := doc[i+1:]
			if rest == "" {
				return doc
			}
			if rest[0] != ' ' {
				continue
			}
			next, _ := utf8.DecodeRuneInString(rest[1:])
			if unicode.IsUpper(next) || next == '(' || next == '\'' {
				return doc[:i+1]
			}
		}
	}
	return doc
}

// Fold returns s in lower case and without accents, for matching that
// ignores both: Fold("Misère") is "misere". Letters of the Latin-1 and
// Latin Extended-A blocks lose their diacritics (ç is c, ø is o) and
// ligatures are spelt out (æ is ae, ß is ss, œ is oe); combining marks, as
// in text typed in decomposed form (e followed by U+0300), are dropped.
// Other characters are only lower-cased.
func Fold(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(s)
	}
	var b strings.Builder
	for _, r := range s {
		r = unicode.ToLower(r)
		switch {
		case unicode.Is(unicode.Mn, r):
		case foldTable[r] != "":
			b.WriteString(foldTable[r])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// foldTable maps the lower-case accented letters of Latin-1 and Latin
// Extended-A to their base letters.
var foldTable = func() map[rune]string {
	m := map[rune]string{}
	for base, letters := range map[string]string{
		"a": "àáâãäåāăąǎ", "ae": "æ", "c": "çćĉċč", "d": "ďđð",
		"e": "èéêëēĕėęě", "g": "ĝğġģ", "h": "ĥħ", "i": "ìíîïĩīĭįı",
		"ij": "ĳ", "j": "ĵ", "k": "ķĸ", "l": "ĺļľŀł", "n": "ñńņňŉŋ",
		"o": "òóôõöøōŏőǒ", "oe": "œ", "r": "ŕŗř", "s": "śŝşšſ", "ss": "ß",
		"t": "ţťŧ", "th": "þ", "u": "ùúûüũūŭůűųǔ", "w": "ŵ", "y": "ýÿŷ",
		"z": "źżž",
	} {
		for _, r := range letters {
			m[r] = base
		}
	}
	return m
}()
