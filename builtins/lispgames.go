package builtins

import (
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"strings"
	"unicode/utf8"

	"cgcalc/eval"
	"cgcalc/games"
)

// lispGameBuiltins returns hash tables, the string functions board games
// need, and the builtins for defining rulesets in Lisp.
func lispGameBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("make-hash-table", "", "Returns a new, empty hash table, whose keys are compared with equal.\n"+
			"Keys may be any values: numbers, symbols, strings and lists compare by content, games by their node\n"+
			"(canonical games of equal value are the same node; (ceq G H) compares forms that are not canonical),\n"+
			"positions by ruleset and text, functions and hash tables by identity. Tables are the one mutable value:\n"+
			"(let ((h (make-hash-table))) (puthash '(1 2) 'x h) (gethash (list 1 2) h)) is x.", makeHashTableFn),
		row("gethash", "KEY TABLE [DEFAULT]", "Returns the value stored under KEY in TABLE, or DEFAULT (nil if not given) when there is none.\n"+
			"Unlike Common Lisp's, it returns one value: store nil values with a distinct DEFAULT to tell them apart.\n"+
			"(gethash 'a (make-hash-table) 0) is 0.", gethashFn),
		row("puthash", "KEY VALUE TABLE", "Stores VALUE under KEY in TABLE, replacing any value there, and returns VALUE.\n"+
			"The argument order is Emacs Lisp's; there is no setf. (puthash \"x\" 1 h) is 1.", puthashFn),
		row("remhash", "KEY TABLE", "Removes KEY and its value from TABLE; returns t if KEY was there, else nil.", remhashFn),
		row("clrhash", "TABLE", "Removes every entry of TABLE and returns TABLE.", clrhashFn),
		row("hash-table-count", "TABLE", "Returns the number of entries of TABLE.", hashTableCountFn),
		row("hash-table-p", "X", "Returns t if X is a hash table.", func(c call) (eval.Value, error) {
			_, ok := c.Pos[0].(*HashTable)
			return eval.Bool(ok), nil
		}),
		row("hash-table-keys", "TABLE", "Returns the list of the keys of TABLE, in the order they were first stored.", hashTableKeysFn),
		row("maphash", "FUNCTION TABLE", "Calls FUNCTION with each key and its value, in the order the keys were first stored, and returns nil.\n"+
			"It walks the entries as they were when it started: FUNCTION may store and remove entries.", maphashFn),

		row("subseq", "SEQUENCE START [END]", "Returns the part of the string or list SEQUENCE from index START (from 0) up to, not including, END\n"+
			"(default: the end). Strings are indexed by characters: (subseq \"..|..\" 3) is \"..\".", subseqFn),
		row("char", "STRING INDEX", "Returns the character of STRING at INDEX (from 0), as a string of one character (there is no\n"+
			"character type): (char \"LR.\" 1) is \"R\".", charFn),
		row("concatenate", "ARG...", "Returns the strings ARG... joined into one string. CL's form with a result type first works too:\n"+
			"(concatenate 'string \"ab\" \"c\") is \"abc\"; (concatenate 'list '(1) '(2 3)) is (1 2 3).", concatenateFn),
		row("string=", "A B", "Returns t if the strings (or symbols, by name) A and B are equal: (string= \"ab\" \"ab\") is t.", stringCompareFn(false)),
		row("string<", "A B", "Returns t if string A comes before string B in the order of their characters (code points), else nil.\n"+
			"Symbols count as their names. (string< \"ab\" \"b\") is t.", stringCompareFn(true)),
		row("search", "NEEDLE STRING [START=0]", "Returns the index of the first occurrence of the string NEEDLE in STRING at or after index START, or\n"+
			"nil: (search \"|\" \"..|..\") is 2. Indices count characters.", searchFn),
		row("string-replace", "STRING OLD NEW", "Returns STRING with every occurrence of the string OLD replaced by NEW, left to right:\n"+
			"(string-replace \"L..L\" \"L\" \"R\") is \"R..R\".", stringReplaceFn),
		row("string-split", "STRING SEPARATOR", "Returns the list of the parts of STRING between occurrences of the string SEPARATOR:\n"+
			"(string-split \"..|.#\" \"|\") is (\"..\" \".#\"), the rows of a CGSuite grid.", stringSplitFn),

		row("define-ruleset", "NAME PARAMS [:left F] [:right G] [:impartial F] [:split S] [:doc TEXT]",
			"Defines the ruleset NAME, whose positions are lists of arguments, one for each symbol of PARAMS, and\n"+
				"returns NAME; defruleset calls it. (F ARG...) returns the list of Left's options of the position (ARG...),\n"+
				"(G ARG...) Right's, and :impartial F gives both players F's options. Each option is a position of the\n"+
				"ruleset (a list of arguments) or a game or number, taken as it is (a move to a sum of positions can be\n"+
				"(+ (NAME ...) (NAME ...))). (S ARG...), if given, returns the components of the position, positions or\n"+
				"games, whose values are summed; a position that does not split returns a list of itself. Values are\n"+
				"kept, keyed by the argument list (compared with equal), for the session or until NAME is defined again.\n"+
				"A position that is its own follower is an error (the game is not short), and so are options that are\n"+
				"not positions or games. (define-ruleset 'stack '(n) :left (lambda (n) (when (> n 0) (list (list (- n 1))))))\n"+
				"then (ruleset-value 'stack '(3)) is 3.", defineRulesetFn),
		row("ruleset-value", "NAME ARGS", "Returns the canonical value of the position ARGS (a list of arguments) of the ruleset NAME.\n"+
			"The function defruleset defines calls it: (NAME ARG...) is (ruleset-value 'NAME (list ARG...)).", rulesetValueFn),
		row("ruleset-size", "NAME", "Returns the number of positions of the ruleset NAME whose values are kept: those solved so far,\n"+
			"components included. (ruleset-size 'stack) is 4 after (stack 3).", rulesetSizeFn),
	}
}

// ---------------------------------------------------------------------------
// Hash tables

// HashTable is a hash table of the language: keys compared with equal,
// entries kept in the order their keys were first stored. It is the one
// mutable value; two tables are equal only when they are the same table.
type HashTable struct {
	m valueMap[eval.Value]
}

// String is #<hash-table N entries>.
func (h *HashTable) String() string {
	n := h.m.count()
	if n == 1 {
		return "#<hash-table 1 entry>"
	}
	return fmt.Sprintf("#<hash-table %d entries>", n)
}

// Type is "hash-table".
func (*HashTable) Type() string { return "hash-table" }

// valueMap maps values, compared with equal (eval.Interp.Equal), to T,
// remembering the order in which keys were first stored.
type valueMap[T any] struct {
	entries []mapEntry[T]      // in insertion order; removed ones are dead
	index   map[uint64][]int32 // hash of key: indices into entries
	live    int
}

type mapEntry[T any] struct {
	key  eval.Value
	val  T
	hash uint64
	dead bool
}

// find returns the index of key's entry, or -1, and its hash. With in
// nil the comparisons cannot be interrupted.
func (m *valueMap[T]) find(in *eval.Interp, key eval.Value) (int, uint64, error) {
	h := hashValue(key)
	for _, i := range m.index[h] {
		var eq bool
		var err error
		if in == nil {
			eq = eval.Equal(m.entries[i].key, key)
		} else {
			eq, err = in.Equal(m.entries[i].key, key)
		}
		if err != nil {
			return -1, h, err
		}
		if eq {
			return int(i), h, nil
		}
	}
	return -1, h, nil
}

// get returns the value stored under key.
func (m *valueMap[T]) get(in *eval.Interp, key eval.Value) (T, bool, error) {
	i, _, err := m.find(in, key)
	if i < 0 {
		var zero T
		return zero, false, err
	}
	return m.entries[i].val, true, nil
}

// put stores val under key.
func (m *valueMap[T]) put(in *eval.Interp, key eval.Value, val T) error {
	i, h, err := m.find(in, key)
	if err != nil {
		return err
	}
	if i >= 0 {
		m.entries[i].val = val
		return nil
	}
	if len(m.entries) >= 1<<31-1 {
		return errors.New("hash table too large")
	}
	if m.index == nil {
		m.index = map[uint64][]int32{}
	}
	m.index[h] = append(m.index[h], int32(len(m.entries)))
	m.entries = append(m.entries, mapEntry[T]{key: key, val: val, hash: h})
	m.live++
	return nil
}

// remove deletes key's entry and reports whether there was one.
func (m *valueMap[T]) remove(in *eval.Interp, key eval.Value) (bool, error) {
	i, h, err := m.find(in, key)
	if i < 0 {
		return false, err
	}
	bucket := m.index[h]
	for j, k := range bucket {
		if int(k) == i {
			bucket = append(bucket[:j], bucket[j+1:]...)
			break
		}
	}
	if len(bucket) == 0 {
		delete(m.index, h)
	} else {
		m.index[h] = bucket
	}
	var zero mapEntry[T]
	m.entries[i] = zero
	m.entries[i].dead = true
	m.live--
	if dead := len(m.entries) - m.live; dead > 32 && dead > m.live {
		m.compact()
	}
	return true, nil
}

// compact drops the dead entries and rebuilds the index.
func (m *valueMap[T]) compact() {
	live := m.entries[:0]
	for _, e := range m.entries {
		if !e.dead {
			live = append(live, e)
		}
	}
	clear(m.entries[len(live):])
	m.entries = live
	m.index = make(map[uint64][]int32, len(live))
	for i, e := range live {
		m.index[e.hash] = append(m.index[e.hash], int32(i))
	}
}

// clear removes every entry.
func (m *valueMap[T]) clear() { *m = valueMap[T]{} }

// count is the number of entries.
func (m *valueMap[T]) count() int { return m.live }

// hashNodes is how many nodes of a key's tree its hash looks at: keys
// that differ only past them share a hash, and equal tells them apart.
// It bounds the cost of hashing lists with shared structure, whose trees
// can be exponentially large.
const hashNodes = 64

// hashValue returns a hash of v consistent with equal: equal values have
// equal hashes. It looks at v's first hashNodes nodes in preorder.
func hashValue(v eval.Value) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	mix := func(x uint64) { h = (h ^ x) * prime; h ^= h >> 29 }
	mixString := func(s string) {
		mix(uint64(len(s)))
		if len(s) > 256 {
			s = s[:128] + s[len(s)-128:]
		}
		for i := 0; i < len(s); i++ {
			mix(uint64(s[i]))
		}
	}
	mixInt := func(x *big.Int) {
		mix(uint64(x.Sign() + 1))
		words := x.Bits()
		mix(uint64(len(words)))
		for i, w := range words {
			if i >= 8 {
				break
			}
			mix(uint64(w))
		}
	}
	stack := []eval.Value{v}
	for n := 0; len(stack) > 0 && n < hashNodes; n++ {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch x := x.(type) {
		case *eval.Cons:
			mix(1)
			stack = append(stack, x.Cdr, x.Car)
		case eval.Symbol:
			mix(2)
			mixString(string(x))
		case eval.String:
			mix(3)
			mixString(string(x))
		case eval.Number:
			if i, ok := x.Int64(); ok {
				mix(4)
				mix(uint64(i))
			} else {
				r := x.Rat()
				mix(5)
				mixInt(r.Num())
				mixInt(r.Denom())
			}
		case *Game:
			mix(6)
			mix(uint64(x.id))
		case *Position:
			mix(7)
			mixString(x.rules.Name())
			mixString(x.pos.String())
		case eval.Equaler:
			// Some other value with an equality of its own: its type only.
			mix(8)
			mixString(x.(eval.Value).Type())
		default:
			mix(9)
			mixString(x.Type())
			if rv := reflect.ValueOf(x); rv.Kind() == reflect.Pointer {
				mix(uint64(rv.Pointer())) // compared by identity: Go's heap does not move
			}
		}
	}
	return h
}

// table returns v as a hash table.
func (c *call) hashTable(v eval.Value) *HashTable {
	if c.err != nil {
		return nil
	}
	h, ok := v.(*HashTable)
	if !ok {
		c.typeError(v, "a hash table")
	}
	return h
}

func makeHashTableFn(c call) (eval.Value, error) { return &HashTable{}, nil }

func gethashFn(c call) (eval.Value, error) {
	h := c.hashTable(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	v, ok, err := h.m.get(c.in, c.Pos[0])
	if err != nil {
		return nil, err
	}
	if !ok {
		if c.Pos[2] == nil {
			return eval.Nil, nil
		}
		return c.Pos[2], nil
	}
	return v, nil
}

func puthashFn(c call) (eval.Value, error) {
	h := c.hashTable(c.Pos[2])
	if c.err != nil {
		return nil, c.err
	}
	if err := h.m.put(c.in, c.Pos[0], c.Pos[1]); err != nil {
		return nil, err
	}
	return c.Pos[1], nil
}

func remhashFn(c call) (eval.Value, error) {
	h := c.hashTable(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	ok, err := h.m.remove(c.in, c.Pos[0])
	return eval.Bool(ok), err
}

func clrhashFn(c call) (eval.Value, error) {
	h := c.hashTable(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	h.m.clear()
	return h, nil
}

func hashTableCountFn(c call) (eval.Value, error) {
	h := c.hashTable(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	return intValue(h.m.count()), nil
}

// liveEntries returns a copy of h's live entries, charging a step each.
func (c *call) liveEntries(h *HashTable) []mapEntry[eval.Value] {
	out := make([]mapEntry[eval.Value], 0, h.m.count())
	for i, e := range h.m.entries {
		if c.every1024(i); c.err != nil {
			return nil
		}
		if !e.dead {
			out = append(out, e)
		}
	}
	return out
}

func hashTableKeysFn(c call) (eval.Value, error) {
	h := c.hashTable(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	es := c.liveEntries(h)
	keys := make([]eval.Value, len(es))
	for i, e := range es {
		keys[i] = e.key
	}
	return c.build(keys, eval.Nil), c.err
}

func maphashFn(c call) (eval.Value, error) {
	f := c.Pos[0]
	h := c.hashTable(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	for _, e := range c.liveEntries(h) {
		if _, err := c.in.Apply(f, []eval.Value{e.key, e.val}); err != nil {
			return nil, err
		}
	}
	return eval.Nil, c.err
}

// ---------------------------------------------------------------------------
// Strings

// runeOffset returns the byte offset of character i of s, or -1 past the
// end (i == the number of characters gives len(s)).
func runeOffset(s string, i int64) int {
	n := int64(0)
	for off := range s {
		if n == i {
			return off
		}
		n++
	}
	if n == i {
		return len(s)
	}
	return -1
}

func subseqFn(c call) (eval.Value, error) {
	start := c.index(c.Pos[1])
	end := int64(-1)
	if c.Pos[2] != nil && c.Pos[2] != eval.Nil {
		end = c.index(c.Pos[2])
	}
	if c.err != nil {
		return nil, c.err
	}
	if s, ok := c.Pos[0].(eval.String); ok {
		c.tick(len(s) / 64)
		n := int64(utf8.RuneCountInString(string(s)))
		if end < 0 {
			end = n
		}
		if start > end || end > n {
			return nil, fmt.Errorf("bounds [%d, %d) are not within the %d characters of %s", start, end, n, eval.Describe(s))
		}
		return eval.String(s[runeOffset(string(s), start):runeOffset(string(s), end)]), c.err
	}
	xs := c.list(c.Pos[0])
	if c.err != nil {
		return nil, eval.TypeError(c.Pos[0], "a string or a proper list")
	}
	n := int64(len(xs))
	if end < 0 {
		end = n
	}
	if start > end || end > n {
		return nil, fmt.Errorf("bounds [%d, %d) are not within the %d elements of %s", start, end, n, eval.Describe(c.Pos[0]))
	}
	return c.build(xs[start:end], eval.Nil), c.err
}

func charFn(c call) (eval.Value, error) {
	s, i := c.str(c.Pos[0], "a string"), c.index(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	c.tick(len(s) / 64)
	off := runeOffset(s, i)
	if off < 0 || off == len(s) {
		return nil, fmt.Errorf("index %s is past the end of %s (%d characters)", eval.Describe(c.Pos[1]), eval.Describe(c.Pos[0]), utf8.RuneCountInString(s))
	}
	_, size := utf8.DecodeRuneInString(s[off:])
	return eval.String(s[off : off+size]), c.err
}

func concatenateFn(c call) (eval.Value, error) {
	args := c.Pos
	if len(args) > 0 {
		if t, ok := args[0].(eval.Symbol); ok {
			switch t {
			case "string":
				args = args[1:]
			case "list":
				var elems []eval.Value
				for _, l := range args[1:] {
					elems = append(elems, c.list(l)...)
				}
				if c.err != nil {
					return nil, c.err
				}
				return c.build(elems, eval.Nil), c.err
			default:
				return nil, fmt.Errorf("result type %s is not string or list", eval.Describe(t))
			}
		}
	}
	var b strings.Builder
	for _, a := range args {
		s := c.str(a, "a string")
		if c.err != nil {
			return nil, c.err
		}
		if b.Len()+len(s) > eval.MaxPrintLength {
			return nil, fmt.Errorf("string too long (more than %d bytes)", eval.MaxPrintLength)
		}
		b.WriteString(s)
	}
	c.tick(b.Len() / 64)
	return eval.String(b.String()), c.err
}

// designator returns v as a string: a string, or a symbol's name.
func (c *call) stringDesignator(v eval.Value) string {
	if sym, ok := v.(eval.Symbol); ok {
		return string(sym)
	}
	s, ok := v.(eval.String)
	if !ok && c.err == nil {
		c.typeError(v, "a string or a symbol")
	}
	return string(s)
}

func stringCompareFn(less bool) func(c call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		a, b := c.stringDesignator(c.Pos[0]), c.stringDesignator(c.Pos[1])
		if c.err != nil {
			return nil, c.err
		}
		c.tick(min(len(a), len(b)) / 64)
		if less {
			// Byte order of UTF-8 is the order of code points.
			return eval.Bool(a < b), c.err
		}
		return eval.Bool(a == b), c.err
	}
}

func searchFn(c call) (eval.Value, error) {
	needle, s, start := c.str(c.Pos[0], "a string"), c.str(c.Pos[1], "a string"), c.index(c.Pos[2])
	if c.err != nil {
		return nil, c.err
	}
	c.tick(len(s) / 64)
	off := runeOffset(s, start)
	if off < 0 {
		return nil, fmt.Errorf("start %d is past the end of %s", start, eval.Describe(c.Pos[1]))
	}
	i := strings.Index(s[off:], needle)
	if i < 0 {
		return eval.Nil, c.err
	}
	return intValue(int(start) + utf8.RuneCountInString(s[off:off+i])), c.err
}

func stringReplaceFn(c call) (eval.Value, error) {
	s, old, repl := c.str(c.Pos[0], "a string"), c.str(c.Pos[1], "a string"), c.str(c.Pos[2], "a string")
	if c.err != nil {
		return nil, c.err
	}
	if old == "" {
		return nil, errors.New("the string to replace is empty")
	}
	if n := strings.Count(s, old); len(s)+n*(len(repl)-len(old)) > eval.MaxPrintLength {
		return nil, fmt.Errorf("string too long (more than %d bytes)", eval.MaxPrintLength)
	}
	c.tick(len(s) / 64)
	return eval.String(strings.ReplaceAll(s, old, repl)), c.err
}

func stringSplitFn(c call) (eval.Value, error) {
	s, sep := c.str(c.Pos[0], "a string"), c.str(c.Pos[1], "a string")
	if c.err != nil {
		return nil, c.err
	}
	if sep == "" {
		return nil, errors.New("the separator is empty")
	}
	c.tick(len(s) / 64)
	parts := strings.Split(s, sep)
	vs := make([]eval.Value, len(parts))
	for i, p := range parts {
		vs[i] = eval.String(p)
	}
	return c.build(vs, eval.Nil), c.err
}

// ---------------------------------------------------------------------------
// Rulesets in Lisp

// lispRuleset is a ruleset defined with define-ruleset: move functions
// over positions that are argument lists, and the values found so far.
type lispRuleset struct {
	name        string
	params      int
	left, right eval.Value // functions, or nil for no moves
	split       eval.Value // nil: positions are not split
	impartial   bool
	memo        valueMap[memoEntry]
}

// memoEntry is a position's value, or the mark of a position being solved.
type memoEntry struct {
	id      games.ID
	solving bool
}

// lispRulesets holds an interpreter's rulesets, by name.
type lispRulesets map[string]*lispRuleset

type lispRulesetsKey struct{}

// rulesetsOf returns the rulesets of the interpreter, creating the table on
// first use; the values they keep are dropped when the memory budget stops
// an evaluation.
func rulesetsOf(in *eval.Interp) lispRulesets {
	if r, ok := in.Data(lispRulesetsKey{}).(lispRulesets); ok {
		return r
	}
	r := lispRulesets{}
	in.SetData(lispRulesetsKey{}, r)
	in.OnMemoryLimit(func() {
		for _, rs := range r {
			rs.memo.clear()
		}
	})
	return r
}

// maxRulesetDepth bounds the chain of positions solved one inside another.
const maxRulesetDepth = 100000

// function returns v, an argument given for keyword key, as a function
// (a function value or a symbol naming one), or nil when v is nil.
func (c *call) moveFunction(key string, v eval.Value) eval.Value {
	if c.err != nil || v == nil || v == eval.Nil {
		return nil
	}
	switch v.(type) {
	case *eval.Lambda, *eval.Builtin, eval.Symbol:
		return v
	}
	c.fail(fmt.Errorf("%s %w", key, eval.TypeError(v, "a function")))
	return nil
}

func defineRulesetFn(c call) (eval.Value, error) {
	name, ok := c.Pos[0].(eval.Symbol)
	if !ok || name == eval.Nil {
		return nil, eval.TypeError(c.Pos[0], "a ruleset name (a symbol)")
	}
	params := c.list(c.Pos[1])
	for _, p := range params {
		if _, ok := p.(eval.Symbol); !ok && c.err == nil {
			c.fail(eval.TypeError(c.Pos[1], "a list of parameter names"))
		}
	}
	r := &lispRuleset{name: string(name), params: len(params)}
	r.left, r.right = c.moveFunction(":left", c.Key(":left")), c.moveFunction(":right", c.Key(":right"))
	imp := c.moveFunction(":impartial", c.Key(":impartial"))
	r.split = c.moveFunction(":split", c.Key(":split"))
	if doc := c.Key(":doc"); doc != nil && doc != eval.Nil {
		c.str(doc, "a string")
	}
	if c.err != nil {
		return nil, c.err
	}
	switch {
	case imp != nil && (r.left != nil || r.right != nil):
		return nil, errors.New("give :impartial, or :left and :right, not both")
	case imp != nil:
		r.left, r.right, r.impartial = imp, imp, true
	case r.left == nil && r.right == nil:
		return nil, errors.New("give the moves: :left and :right functions, or :impartial")
	}
	rulesetsOf(c.in)[string(name)] = r
	return name, nil
}

// lispRuleset returns the ruleset named by v.
func (c *call) lispRuleset(v eval.Value) *lispRuleset {
	if c.err != nil {
		return nil
	}
	name, ok := v.(eval.Symbol)
	if !ok {
		c.typeError(v, "a ruleset name (a symbol)")
		return nil
	}
	r, ok := rulesetsOf(c.in)[string(name)]
	if !ok {
		c.fail(fmt.Errorf("no ruleset %s (define it with defruleset)", eval.Describe(name)))
	}
	return r
}

func rulesetValueFn(c call) (eval.Value, error) {
	r := c.lispRuleset(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	if err := r.checkPosition(c.Pos[1], nil, ""); err != nil {
		return nil, err
	}
	s := gamesOf(c.in)
	solver := rulesetSolver{in: c.in, s: s, r: r}
	id, err := solver.solve(c.Pos[1], 0)
	if err != nil {
		return nil, err
	}
	return s.value(id), nil
}

func rulesetSizeFn(c call) (eval.Value, error) {
	r := c.lispRuleset(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	return intValue(r.memo.count()), nil
}

// rulesetError is an error of ruleset r: "NAME: message", at the position
// of the call that asked for the value.
func (r *lispRuleset) errorf(format string, args ...any) error {
	return &eval.Error{Msg: r.name + ": " + fmt.Sprintf(format, args...)}
}

// show prints the position args as the call that makes it: (NAME ARG...).
func (r *lispRuleset) show(args eval.Value) string {
	return eval.Describe(&eval.Cons{Car: eval.Symbol(r.name), Cdr: args})
}

// checkPosition checks that args is a position of r: a proper list of as
// many arguments as r has parameters. what and from say where it came from,
// for the error.
func (r *lispRuleset) checkPosition(args eval.Value, from eval.Value, what string) error {
	n := 0
	for l := args; l != eval.Nil; n++ {
		cons, ok := l.(*eval.Cons)
		if !ok {
			if from == nil {
				return eval.TypeError(args, "a list of arguments")
			}
			return r.notPosition(what, args, from)
		}
		l = cons.Cdr
	}
	if n != r.params {
		if from == nil {
			return r.errorf("a position takes %d argument%s, got %d: %s", r.params, rulesetPlural(r.params), n, eval.Describe(args))
		}
		return r.errorf("%s %s of %s has %d argument%s, not %d", what, eval.Describe(args), r.show(from), n, rulesetPlural(n), r.params)
	}
	return nil
}

// notPosition is the error for an option or component x of the position
// from that is neither a position nor a game.
func (r *lispRuleset) notPosition(what string, x, from eval.Value) error {
	return r.errorf("%s %s of %s is not a position (a list of %d argument%s) or a game", what, eval.Describe(x), r.show(from), r.params, rulesetPlural(r.params))
}

func rulesetPlural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// rulesetSolver solves positions of one ruleset.
type rulesetSolver struct {
	in *eval.Interp
	s  *gameState
	r  *lispRuleset
}

// solve returns the canonical value of the position args (checked to be
// one), from the memo or by the rules; depth is the number of positions
// being solved around it.
func (v *rulesetSolver) solve(args eval.Value, depth int) (games.ID, error) {
	r := v.r
	e, ok, err := r.memo.get(v.in, args)
	switch {
	case err != nil:
		return 0, err
	case ok && e.solving:
		return 0, r.errorf("%s is its own follower: the rules loop, so it is not a short game", r.show(args))
	case ok:
		return e.id, nil
	case depth >= maxRulesetDepth:
		return 0, r.errorf("positions nested more than %d deep, at %s", maxRulesetDepth, r.show(args))
	}
	if err := v.in.Tick(1); err != nil {
		return 0, err
	}
	if err := r.memo.put(v.in, args, memoEntry{solving: true}); err != nil {
		return 0, err
	}
	id, err := v.solveNew(args, depth)
	if err != nil {
		// Forget the mark, so that the position can be asked for again:
		// uninterruptibly, as the error may be Ctrl-C's.
		r.memo.remove(nil, args)
		return 0, err
	}
	return id, r.memo.put(v.in, args, memoEntry{id: id})
}

// solveNew solves a position that is not in the memo.
func (v *rulesetSolver) solveNew(args eval.Value, depth int) (games.ID, error) {
	r := v.r
	if r.split != nil {
		parts, err := v.options(r.split, ":split", "component", args, depth)
		if err != nil {
			return 0, err
		}
		if !(len(parts) == 1 && parts[0].self) {
			terms := make([]games.Term, len(parts))
			for i, p := range parts {
				terms[i] = games.Term{ID: p.id, Mult: 1}
			}
			return v.s.store.CanonicalSum(terms...)
		}
	}
	var left, right []games.ID
	if r.left != nil {
		os, err := v.options(r.left, ":left", "left option", args, depth)
		if err != nil {
			return 0, err
		}
		left = optionIDs(os)
	}
	if r.impartial {
		right = left
	} else if r.right != nil {
		os, err := v.options(r.right, ":right", "right option", args, depth)
		if err != nil {
			return 0, err
		}
		right = optionIDs(os)
	}
	if err := v.s.store.Poll(); err != nil {
		return 0, err
	}
	return v.s.store.FromOptions(left, right)
}

// rulesetOption is the value of an option or component.
type rulesetOption struct {
	id   games.ID
	self bool // the component is the position itself (:split)
}

func optionIDs(os []rulesetOption) []games.ID {
	out := make([]games.ID, len(os))
	for i, o := range os {
		out[i] = o.id
	}
	return out
}

// options calls the move (or split) function f, given for key, on the
// position args and solves what it returns: positions of the ruleset, or
// games taken as they are. what names an element in errors. With :split,
// a component equal to args is not solved but marked self.
func (v *rulesetSolver) options(f eval.Value, key, what string, args eval.Value, depth int) ([]rulesetOption, error) {
	r := v.r
	argv, _ := eval.ListToSlice(args)
	res, err := v.in.Apply(f, argv)
	if err != nil {
		var e *eval.Error
		if errors.As(err, &e) {
			return nil, err
		}
		return nil, r.errorf("%s: %v", key, err)
	}
	elems, ok := eval.ListToSlice(res)
	if !ok {
		return nil, r.errorf("%s returned %s for %s, not a list of positions", key, eval.Describe(res), r.show(args))
	}
	out := make([]rulesetOption, 0, len(elems))
	for _, x := range elems {
		switch x.(type) {
		case *eval.Cons, eval.Symbol:
			if x != eval.Nil {
				if _, ok := x.(eval.Symbol); ok {
					return nil, r.notPosition(what, x, args)
				}
			}
			if err := r.checkPosition(x, args, what); err != nil {
				return nil, err
			}
			if key == ":split" {
				same, err := v.in.Equal(x, args)
				if err != nil {
					return nil, err
				}
				if same {
					out = append(out, rulesetOption{self: true})
					continue
				}
			}
			id, err := v.solve(x, depth+1)
			if err != nil {
				return nil, err
			}
			out = append(out, rulesetOption{id: id})
		default:
			g, err := v.s.game(x)
			if err != nil {
				return nil, r.notPosition(what, x, args)
			}
			c, err := v.s.store.Canonical(g)
			if err != nil {
				return nil, err
			}
			out = append(out, rulesetOption{id: c})
		}
	}
	if key == ":split" {
		for _, o := range out {
			if o.self && len(out) > 1 {
				return nil, r.errorf(":split gave %s as a component of itself, with others", r.show(args))
			}
		}
	}
	return out, nil
}
