package eval

import (
	"fmt"
	"strings"
	"sync"

	"cgcalc/reader"
)

// Params is the parameter list of a builtin, declared once, as text, in its
// row of the builtin table and read by ParseParams. The text is the usage
// line without the name and the parentheses; each word is one parameter:
//
//	LIST                       a required argument
//	[DIVISOR]                  an optional one (absent: nil)
//	[N=5000]                   an optional one with its default, a literal
//	ARG...                     any number of arguments (a rest parameter)
//	[:limit ENTRIES=4194304]   a keyword argument, :limit VALUE after the
//	                           positional arguments, with its default
//	[:at (J ...)]              a keyword argument without a default
//
// Words after a rest parameter describe the arguments it takes: a required
// one still counts towards the least number of arguments ((apply FUNCTION
// ARG... LIST) takes at least two, (mg L... | R...) at least one, the |),
// while optional ones ([TAIL]) and more rest words (R...) only show in the
// usage line. Keyword
// parameters come last. Defaults are numbers, strings or symbols (nil, t).
//
// The arity checked at every call, the keywords a call may give, the
// defaults filled in, the usage line and the argument list of help all come
// from this one declaration.
type Params struct {
	usage    string  // the declaration without defaults
	pos      []Param // the positional parameters before any rest parameter
	rest     bool    // there is a rest parameter
	keys     []Param
	min, max int // max < 0: any number
}

// Param is one parameter of a builtin.
type Param struct {
	Name     string // the metavariable: LIST, (J ...)
	Key      string // ":limit" for a keyword parameter, "" for a positional one
	Optional bool   // an optional positional parameter
	Default  Value  // nil: none (an absent argument is then nil)
}

// ParseParams reads a parameter declaration (see Params).
func ParseParams(decl string) (Params, error) {
	words, err := splitParams(decl)
	if err != nil {
		return Params{}, err
	}
	var p Params
	var shown []string
	seen := map[string]bool{}
	for _, w := range words {
		inner, bracketed := strings.CutPrefix(w, "[")
		if bracketed {
			inner = strings.TrimSuffix(inner, "]")
		}
		text, def, hasDefault := strings.Cut(inner, "=")
		param := Param{Name: text}
		if bracketed && strings.HasPrefix(text, ":") {
			key, meta, _ := strings.Cut(text, " ")
			param = Param{Name: strings.TrimSpace(meta), Key: key}
		}
		if hasDefault {
			if !bracketed {
				return Params{}, fmt.Errorf("parameters %q: only an optional or keyword parameter has a default: %s", decl, w)
			}
			v, err := readDefault(def)
			if err != nil {
				return Params{}, fmt.Errorf("parameters %q: default of %s: %v", decl, text, err)
			}
			param.Default = v
		}
		if bracketed {
			shown = append(shown, "["+text+"]")
		} else {
			shown = append(shown, text)
		}
		switch {
		case param.Key != "":
			if param.Name == "" {
				return Params{}, fmt.Errorf("parameters %q: keyword %s needs a name for its value", decl, param.Key)
			}
			if seen[param.Key] {
				return Params{}, fmt.Errorf("parameters %q: keyword %s declared twice", decl, param.Key)
			}
			seen[param.Key] = true
			p.keys = append(p.keys, param)
			continue
		case len(p.keys) > 0:
			return Params{}, fmt.Errorf("parameters %q: %s comes after a keyword parameter", decl, w)
		case p.rest:
			// Describes the rest: a required word counts, nothing binds.
			if !bracketed && !strings.HasSuffix(text, "...") {
				p.min++
			} else if hasDefault {
				return Params{}, fmt.Errorf("parameters %q: %s after a rest parameter cannot have a default", decl, w)
			}
			continue
		case strings.HasSuffix(text, "...") && !bracketed:
			p.rest = true
			continue
		case bracketed:
			param.Optional = true
		case len(p.pos) > 0 && p.pos[len(p.pos)-1].Optional:
			return Params{}, fmt.Errorf("parameters %q: required %s after an optional parameter", decl, w)
		default:
			p.min++
		}
		p.pos = append(p.pos, param)
	}
	p.max = len(p.pos)
	if p.rest {
		p.max = -1
	}
	p.usage = strings.Join(shown, " ")
	return p, nil
}

// MustParams is ParseParams for the builtin table, which is fixed: a
// declaration it cannot read is a bug, and it panics. Each declaration is
// read once per process: every interpreter's table shares the result, which
// nothing changes.
func MustParams(decl string) Params {
	if p, ok := paramsCache.Load(decl); ok {
		return p.(Params)
	}
	p, err := ParseParams(decl)
	if err != nil {
		panic("eval: " + err.Error())
	}
	paramsCache.Store(decl, p)
	return p
}

// paramsCache holds the declarations MustParams has read.
var paramsCache sync.Map

// splitParams splits a declaration into words at spaces outside brackets
// and parentheses.
func splitParams(decl string) ([]string, error) {
	var words []string
	depth, start := 0, -1
	for i, r := range decl {
		switch r {
		case '[', '(':
			depth++
		case ']', ')':
			if depth--; depth < 0 {
				return nil, fmt.Errorf("parameters %q: unbalanced %c", decl, r)
			}
		case ' ', '\t', '\n':
			if depth == 0 {
				if start >= 0 {
					words = append(words, decl[start:i])
				}
				start = -1
				continue
			}
		}
		if start < 0 {
			start = i
		}
	}
	if depth != 0 {
		return nil, fmt.Errorf("parameters %q: unbalanced brackets", decl)
	}
	if start >= 0 {
		words = append(words, decl[start:])
	}
	return words, nil
}

// readDefault reads a default: one number, string or symbol.
func readDefault(text string) (Value, error) {
	nodes, err := reader.Read("default", text)
	if err != nil {
		return nil, err
	}
	if len(nodes) != 1 {
		return nil, fmt.Errorf("%q is not one literal", text)
	}
	if _, ok := nodes[0].(*reader.List); ok {
		return nil, fmt.Errorf("%q is a list: defaults are numbers, strings or symbols", text)
	}
	return FromNode(nodes[0]), nil
}

// Usage returns the usage line of a builtin named name: (nth N LIST).
func (p *Params) Usage(name string) string {
	if p.usage == "" {
		return "(" + name + ")"
	}
	return "(" + name + " " + p.usage + ")"
}

// Arity returns the least and the most number of positional arguments
// (max < 0: any number).
func (p *Params) Arity() (min, max int) { return p.min, p.max }

// Positional returns the positional parameters before any rest parameter.
func (p *Params) Positional() []Param { return p.pos }

// Rest reports whether the builtin takes any number of arguments.
func (p *Params) Rest() bool { return p.rest }

// Keys returns the keyword parameters.
func (p *Params) Keys() []Param { return p.keys }

// Defaults describes the optional and keyword parameters for help, one
// line each, or returns "" when there are none to describe.
func (p *Params) Defaults() string {
	var b strings.Builder
	var rows [][2]string
	for _, q := range p.pos {
		if q.Optional && q.Default != nil {
			rows = append(rows, [2]string{q.Name, "default " + Repr(q.Default)})
		}
	}
	if len(rows) > 0 {
		b.WriteString("Optional arguments:\n")
		writeRows(&b, rows)
	}
	rows = rows[:0]
	for _, k := range p.keys {
		d := "no default"
		if k.Default != nil {
			d = "default " + Repr(k.Default)
		}
		rows = append(rows, [2]string{k.Key + " " + k.Name, d})
	}
	if len(rows) > 0 {
		b.WriteString("Keywords:\n")
		writeRows(&b, rows)
	}
	return b.String()
}

func writeRows(b *strings.Builder, rows [][2]string) {
	width := 0
	for _, r := range rows {
		width = max(width, len([]rune(r[0])))
	}
	for _, r := range rows {
		fmt.Fprintf(b, "  %s%s   %s\n", r[0], strings.Repeat(" ", width-len([]rune(r[0]))), r[1])
	}
}

// Args are the arguments of one call of a builtin, laid out by its Params.
// They are valid only during the call: the function must copy what it
// keeps.
type Args struct {
	// Pos holds the positional arguments. Without a rest parameter it has
	// a slot for each declared parameter, an omitted optional one holding
	// its default, or nil; with one it holds the arguments as given.
	Pos []Value
	kw  *keywords // nil for a builtin without keyword parameters
}

// keywords are the keyword arguments of a call.
type keywords struct {
	params *Params
	vals   []Value // by the index of the keyword parameter (nil: absent), or nil for none given
}

// Key returns the argument of keyword key (":limit"): the value given, or
// else the declared default, or else nil. It panics for a keyword the
// builtin does not declare: a bug in its row, which its tests catch.
func (a Args) Key(key string) Value {
	if a.kw != nil {
		for i, k := range a.kw.params.keys {
			if k.Key == key {
				if a.kw.vals != nil && a.kw.vals[i] != nil {
					return a.kw.vals[i]
				}
				return k.Default
			}
		}
	}
	panic("eval: keyword " + key + " is not declared")
}

// direct reports whether a call with n arguments passes them as they are:
// no keywords to find, no defaults to fill in.
func (p *Params) direct(n int) bool {
	return len(p.keys) == 0 && n >= p.min && (n == p.max || p.max < 0)
}

// bind lays out the arguments of a call of the builtin named name. What it
// needs beyond args it keeps on the interpreter's stack, which the caller
// restores after the call.
func (p *Params) bind(in *Interp, name string, args []Value) (Args, error) {
	a := Args{Pos: args}
	if len(p.keys) > 0 {
		a.kw = &keywords{params: p}
		var err error
		if a.Pos, a.kw.vals, err = p.splitKeys(in, name, args); err != nil {
			return a, err
		}
	}
	n := len(a.Pos)
	if n < p.min || (p.max >= 0 && n > p.max) {
		err := arityError(name, p.min, p.max, n)
		if len(p.keys) > 0 {
			err = fmt.Errorf("%v; usage: %s", err, in.Doc(p.Usage(name)))
		}
		return a, err
	}
	if !p.rest && n < len(p.pos) {
		base := len(in.stack)
		in.stack = append(in.stack, a.Pos...)
		for _, q := range p.pos[n:] {
			in.stack = append(in.stack, q.Default)
		}
		top := len(in.stack)
		a.Pos = in.stack[base:top:top]
	}
	return a, nil
}

// splitKeys separates the trailing :KEY VALUE pairs of args from the
// positional arguments.
func (p *Params) splitKeys(in *Interp, name string, args []Value) (pos, keys []Value, err error) {
	i := len(args)
	for i >= 2 && isKeyword(args[i-2]) {
		i -= 2
	}
	for _, v := range args[:i] {
		if isKeyword(v) && p.key(string(v.(Symbol))) >= 0 {
			return nil, nil, fmt.Errorf("%s: keyword %s needs a value", name, v)
		}
	}
	if i == len(args) {
		return args, nil, nil
	}
	base := len(in.stack)
	in.stack = append(in.stack, make([]Value, len(p.keys))...)
	keys = in.stack[base:len(in.stack):len(in.stack)]
	for j := i; j < len(args); j += 2 {
		k := string(args[j].(Symbol))
		x := p.key(k)
		switch {
		case x < 0:
			return nil, nil, fmt.Errorf("%s: unknown keyword %s (it takes %s)", name, reader.Clip(k), p.keyList())
		case keys[x] != nil:
			return nil, nil, fmt.Errorf("%s: keyword %s given twice", name, k)
		}
		keys[x] = args[j+1]
	}
	return args[:i], keys, nil
}

func isKeyword(v Value) bool {
	s, ok := v.(Symbol)
	return ok && len(s) > 1 && s[0] == ':'
}

// key returns the index of keyword k, or −1.
func (p *Params) key(k string) int {
	for i, q := range p.keys {
		if q.Key == k {
			return i
		}
	}
	return -1
}

func (p *Params) keyList() string {
	names := make([]string, len(p.keys))
	for i, q := range p.keys {
		names[i] = q.Key
	}
	return strings.Join(names, ", ")
}
