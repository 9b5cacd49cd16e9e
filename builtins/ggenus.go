package builtins

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"cgcalc/eval"
	"cgcalc/games/impartial"
	"cgcalc/games/misere"
)

// GenTable is Allemang's generalized genus table of a heap game as a value
// (ggenus); it prints in the layout of his Appendix II.
type GenTable struct{ t *misere.GenTable }

// String prints the table as Appendix II does.
func (g *GenTable) String() string { return strings.TrimSuffix(g.t.String(), "\n") }

// Type is "ggenus".
func (*GenTable) Type() string { return "ggenus" }

// Equal reports whether other is the same table.
func (g *GenTable) Equal(other eval.Value) bool {
	o, ok := other.(*GenTable)
	return ok && o.t == g.t
}

// Solution is a complete analysis of a heap game by Allemang's Theorem VI
// (complete-analysis).
type Solution struct{ s *misere.Solution }

// String prints the pretend table and the genus table.
func (s *Solution) String() string { return strings.TrimSuffix(s.s.String(), "\n") }

// Type is "solution".
func (*Solution) Type() string { return "solution" }

// Equal reports whether other is the same solution.
func (s *Solution) Equal(other eval.Value) bool {
	o, ok := other.(*Solution)
	return ok && o.s == s.s
}

// maxGenHeap bounds the heap bound of ggenus and complete-analysis.
const maxGenHeap = 100000

func ggenusBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		fn("ggenus", "(ggenus RULES N [:consolidate T] [:limit ENTRIES] [:copies K] [:seconds S])", 2, 10,
			"Returns Allemang's generalized genus table of the heap game RULES for heaps 1..N (his Theorem III\n"+
				"algorithm, Appendix II): each heap is a nim heap *k (k ≤ 3), or a letter a, b, ... with \"period p(s)\",\n"+
				"meaning (p+s) copies count as s, or (with :consolidate t) \"like :n\", an adder in every sum of the\n"+
				"table; then the blurry genus of every count vector of the letters, latest letter first. (ggenus\n"+
				"'dawsons-kayles 21) prints Appendix II's .07: 10 a, period 2(0) ... 21 e, period 1(1), then edcba\n"+
				"00000 (1202) .... The table stops with an error past ENTRIES entries (default 4194304), when K\n"+
				"copies of a heap (default 40) do not repeat (Officers' heap 16 does not), or after S seconds\n"+
				"(default 120; 0: no bound), saying how far it got.", ggenusFn),
		fn("ggenus-outcome", "(ggenus-outcome TABLE HEAP... [:explain T])", 2, -1,
			"Returns the misère outcome, p or n, of the sum of the heaps HEAP... read from TABLE (a ggenus table or\n"+
				"a complete-analysis solution), as Allemang did: nim heaps join the adder, letters are counted and\n"+
				"reduced by their periods, the line is looked up and shifted by the adder. With :explain t it prints\n"+
				"the steps: (ggenus-outcome (ggenus \"0.37\" 13) 2 7 10 10 11 11 11 11 11 13 :explain t) shows line 210\n"+
				"(####) with the adder :3, an N-position.", ggenusOutcomeFn),
		fn("ggenus-heap", "(ggenus-heap TABLE N)", 2, 2,
			"Returns heap N's line of TABLE (a ggenus table, or a complete-analysis solution, which covers every\n"+
				"heap) as a string: \"*2\", \"a, period 2(0)\" or \"2(1) like :2\": (ggenus-heap (ggenus 'dawsons-kayles 21) 19)\n"+
				"is \"a, period 2(0)\".", ggenusHeapFn),
		fn("ggenus-line", "(ggenus-line TABLE KEY)", 2, 2,
			"Returns the first four symbols of the blurry genus on line KEY of TABLE (a ggenus table or a\n"+
				"solution's), KEY being the counts of the letters, latest first, as a string: (ggenus-line (ggenus\n"+
				"'dawsons-kayles 21) \"10001\") is \"3131\", as in Appendix II.", ggenusLineFn),
		fn("solution-period", "(solution-period SOLUTION)", 1, 1,
			"Returns (M S R) of a complete-analysis solution: heaps beyond M repeat with period S; R is the most\n"+
				"counters a move removes. (solution-period (complete-analysis \"0.75\")) is (7 2 2).", solutionPeriodFn),
		fn("genus-array", "(genus-array G A N)", 3, 3,
			"Returns Allemang's <1,2,A> genus of the misère game G: for i = 0..N, the blurry genus of G + i·A in\n"+
				"his vertical notation on one line, the k with G + i·A + :k a P-position up to where they go on by 4\n"+
				"(\"1,4\" is 1, 4, 8, 12, ...; \"∞\" ends a finite set). The options of A must be adders. With a list\n"+
				"of games (A B ...) and one of bounds (N M ...) it is the genus array <1,2,A,B,...>, as nested lists,\n"+
				"the last game outermost; each game's options must be sums of copies of the games before it and an\n"+
				"adder. G, A, B are misère games, heaps, nim heap sizes or texts, in which :n is the adder; it is\n"+
				"computed by Allemang's mex! on columns: (genus-array \"0\" \"{:4,:1}\" 3) is (\"1,4\" \"1,6\" \"1,4\"\n"+
				"\"1,6\").", genusArrayFn),
		fn("genus-period", "(genus-period G A [:max N])", 2, 4,
			"Returns the period of the <1,2,A> genus of G that Allemang's Lemma 4 proves, (S P): S+P copies of A\n"+
				"count as S in every sum with G or a game below it and adders. With a list of games (A B ...), as\n"+
				"for genus-array, it returns Theorem III's ((S1 P1) (S2 P2) ...). It looks within N copies of each\n"+
				"(default 40 for one game, 12 for more), printing why and returning nil if none is found:\n"+
				"(genus-period \"{:1,{:1,:2,{:2}}}\" \"{:4,:1}\") is (2 2), Allemang's H; his J, {:1,{:1,{:1,:2,{:2}}}},\n"+
				"has none.", genusPeriodFn),
		fn("outcome-array", "(outcome-array G A N [K] [:at (J ...)])", 3, 6,
			"Prints Allemang's outcome array of G + i·A + :k for i = 0..N across and k = K (default 20) down to\n"+
				"0, P for a misère P-position and · for N, as in his figure for J, and returns the list of the\n"+
				"columns' P-sets, as genus-array. With a list of games (A B ...), the counts of B ... are :at's\n"+
				"(default 0). (outcome-array \"{:1,{:1,{:1,:2,{:2}}}}\" \"{:4,:1}\" 13) draws his figure, with the\n"+
				"diagonal strip of P's that keeps it from repeating.", outcomeArrayFn),
		fn("genus-equiv", "(genus-equiv G H T... [:a A] [:max N])", 2, -1,
			"Decides Allemang's generalized genus statement G ≡ H (X): G + X and H + X have the same misère\n"+
				"outcome for every X in <1,2> + T, for each T given (none: T = 0), or with :a A in <1,2,A> + T,\n"+
				"comparing <1,2,A> genera whose periods Lemma 4 proves within N copies (default 40). Returns t, or\n"+
				"nil after printing a position that tells them apart: (genus-equiv \":2+:2\" 0 \":1+:2\") is t, his\n"+
				"statement (2).", genusEquivFn),
		fn("contextual-analysis", "(contextual-analysis CODE [:corrected T])", 1, 3,
			"Checks Allemang's contextual solutions, which pretend every heap is an adder or nim heap in positions\n"+
				"with at least two big heaps (allemang.md §2.5): for \"0.53\" (big: 6 or more) and \"0.54\" (big: 9 or\n"+
				"more, and 7). It either proves the claim for every such position (a finite induction over heap types,\n"+
				"with the single heaps' genera periodic), printing the certificate and returning t, or prints a\n"+
				"position where it fails, confirmed by search, and returns nil. As printed both fail: .53 at 11 + 14,\n"+
				".54 at 7 + 14; (contextual-analysis \"0.53\" :corrected t), which excepts 11 + 14, is proved.", contextualFn),
		fn("rule-outcome", "(rule-outcome RULES HEAP...)", 1, -1,
			"Returns the misère outcome, p or n, of the heaps by the closed-form rule of Allemang's catalogue, for\n"+
				"the games it solved by a strategy proof (allemang.md §1.13, §2.5): Knots 4.7 (strings of HEAP knots;\n"+
				"A = w(n0) - sum t(ni), the parities of the strings, the short-strings proviso) and 0.26 (corrected:\n"+
				"t(n) = (n-5)/2 for odd n >= 11, conditions on the nim-sum). (rule-outcome 'knots 5 9 12) is n.", ruleOutcomeFn),
		fn("verify-rule", "(verify-rule RULES TOTAL)", 2, 2,
			"Proves rule-outcome's rule for RULES (knots or 0.26) on every position of total at most TOTAL\n"+
				"without searching: no position without a move is claimed P, every claimed N has a move to a claimed P,\n"+
				"no claimed P has one; returns the number of positions, or is an error naming the first failure.\n"+
				"(verify-rule 'knots 20) is 2714.", verifyRuleFn),
		fn("complete-analysis", "(complete-analysis RULES [N] [:limit ENTRIES] [:copies K] [:seconds S])", 1, 8,
			"Looks for a complete misère analysis of the octal game RULES by Allemang's Theorem VI (the misère\n"+
				"Guy-Smith test): builds the generalized genus table (with :consolidate) heap by heap, up to N (default\n"+
				"400), until heaps i and i+s behave alike in it for m < i <= 2m+s+r with 2m+2s+r within the table.\n"+
				"Returns the solution, which prints the pretend table (the last s heaps repeat for ever) and the genus\n"+
				"table of its letters, or prints why none was certified, with the table Theorem VI would need and\n"+
				"its estimated size, and returns nil; it gives up after S seconds (default 20; 0: no bound) or at the\n"+
				"table bounds of ggenus. (complete-analysis \"0.75\") gives *0 *1 *2 *1 *2 a ~:2 a ~:2 ~:5, period 2\n"+
				"from heap 8, as Allemang found (~:n: like :n).", completeAnalysisFn),
	}
}

// keywordArgs splits a's trailing :KEY VALUE pairs from its positional
// arguments, allowing only the keys given.
func keywordArgs(name string, a []eval.Value, keys ...string) ([]eval.Value, map[string]eval.Value, error) {
	i := len(a)
	for i >= 2 {
		k, ok := a[i-2].(eval.Symbol)
		if !ok || !strings.HasPrefix(string(k), ":") {
			break
		}
		i -= 2
	}
	kw := map[string]eval.Value{}
	for j := i; j < len(a); j += 2 {
		k := string(a[j].(eval.Symbol))
		known := false
		for _, key := range keys {
			known = known || k == key
		}
		if !known {
			return nil, nil, fmt.Errorf("%s: unknown keyword %s (it takes %s)", name, k, strings.Join(keys, ", "))
		}
		kw[k] = a[j+1]
	}
	for _, v := range a[:i] {
		if k, ok := v.(eval.Symbol); ok && strings.HasPrefix(string(k), ":") {
			return nil, nil, fmt.Errorf("%s: keyword %s needs a value", name, k)
		}
	}
	return a[:i], kw, nil
}

// genOptions reads :consolidate and :limit.
func genOptions(name string, kw map[string]eval.Value, consolidate bool) (misere.GenOptions, error) {
	opt := misere.GenOptions{Consolidate: consolidate}
	if v, ok := kw[":consolidate"]; ok {
		opt.Consolidate = v != eval.Nil
	}
	if v, ok := kw[":limit"]; ok {
		n, err := integer(name, v, 1, 1<<28)
		if err != nil {
			return opt, err
		}
		opt.Limit = int(n)
	}
	if v, ok := kw[":copies"]; ok {
		n, err := integer(name, v, 1, 1<<12)
		if err != nil {
			return opt, err
		}
		opt.MaxCopies = int(n)
	}
	return opt, nil
}

func ggenusFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	pos, kw, err := keywordArgs("ggenus", a, ":consolidate", ":limit", ":copies", ":seconds")
	if err != nil {
		return nil, err
	}
	if len(pos) != 2 {
		return nil, fmt.Errorf("ggenus: usage: (ggenus RULES N [:consolidate T] [:limit ENTRIES] [:copies K] [:seconds S])")
	}
	r, err := rulesetArg("ggenus", pos[0])
	if err != nil {
		return nil, err
	}
	n, err := integer("ggenus", pos[1], 0, maxGenHeap)
	if err != nil {
		return nil, err
	}
	opt, err := genOptions("ggenus", kw, false)
	if err != nil {
		return nil, err
	}
	ctx, cancel, err := timeBound(in, "ggenus", kw, defaultGGenusSeconds)
	if err != nil {
		return nil, err
	}
	defer cancel()
	t, err := misere.NewGenTable(ctx, r, int(n), opt)
	if err != nil {
		switch {
		case errors.Is(err, misere.ErrTableTooLarge):
			return nil, fmt.Errorf("ggenus: %v; the table is complete to heap %d (:limit ENTRIES and :copies N raise the bounds)", err, maxHeapOf(t))
		case context.Cause(ctx) == errTimeBound:
			return nil, fmt.Errorf("ggenus: %v; the table is complete to heap %d (:seconds S raises the bound)", misere.ErrTimeBound, maxHeapOf(t))
		}
		return nil, impErr("ggenus", err)
	}
	return &GenTable{t}, nil
}

// Default time bounds, in seconds, of ggenus and complete-analysis: past
// them they stop with a message that says how far they got.
const (
	defaultGGenusSeconds   = 120
	defaultCompleteSeconds = 20
	// defaultCompleteHeap is the heap bound of complete-analysis without
	// N: the table stops at the first heap where Theorem VI holds.
	defaultCompleteHeap = 400
)

// errTimeBound is the cause of a context ended by :seconds.
var errTimeBound = errors.New("time bound")

// timeBound returns the interpreter's context, ended also after the
// :seconds of kw (def if absent; 0 means no bound).
func timeBound(in *eval.Interp, name string, kw map[string]eval.Value, def int64) (context.Context, context.CancelFunc, error) {
	secs := def
	if v, ok := kw[":seconds"]; ok {
		var err error
		if secs, err = integer(name, v, 0, 1<<31); err != nil {
			return nil, nil, err
		}
	}
	if secs == 0 {
		ctx, cancel := context.WithCancel(in.Context())
		return ctx, cancel, nil
	}
	ctx, cancel := context.WithTimeoutCause(in.Context(), time.Duration(secs)*time.Second, errTimeBound)
	return ctx, cancel, nil
}

func maxHeapOf(t *misere.GenTable) int {
	if t == nil {
		return 0
	}
	return t.MaxHeap()
}

// explainer is a table that reads the genus of sums: GenTable or Solution.
type explainer interface {
	Explain(heaps []int) (misere.BlurryGenus, []string, error)
}

func ggenusOutcomeFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	pos, kw, err := keywordArgs("ggenus-outcome", a, ":explain")
	if err != nil {
		return nil, err
	}
	if len(pos) < 1 {
		return nil, fmt.Errorf("ggenus-outcome: usage: (ggenus-outcome TABLE HEAP... [:explain T])")
	}
	var tb explainer
	switch x := pos[0].(type) {
	case *GenTable:
		tb = x.t
	case *Solution:
		tb = x.s
	default:
		return nil, eval.TypeError("ggenus-outcome", pos[0], "a ggenus table or a complete-analysis solution")
	}
	var heaps []int
	for _, v := range pos[1:] {
		vs := []eval.Value{v}
		if l, ok := eval.ListToSlice(v); ok && v != eval.Nil {
			vs = l
		}
		for _, x := range vs {
			n, err := integer("ggenus-outcome", x, 0, 1<<30)
			if err != nil {
				return nil, err
			}
			heaps = append(heaps, int(n))
		}
	}
	g, steps, err := tb.Explain(heaps)
	if err != nil {
		return nil, fmt.Errorf("ggenus-outcome: %v", err)
	}
	if v, ok := kw[":explain"]; ok && v != eval.Nil {
		if err := output(in, strings.Join(steps, "\n")+"\n"); err != nil {
			return nil, err
		}
	}
	if g.MisereP() {
		return eval.Symbol("p"), nil
	}
	return eval.Symbol("n"), nil
}

func completeAnalysisFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	pos, kw, err := keywordArgs("complete-analysis", a, ":limit", ":copies", ":seconds")
	if err != nil {
		return nil, err
	}
	if len(pos) < 1 || len(pos) > 2 {
		return nil, fmt.Errorf("complete-analysis: usage: (complete-analysis RULES [N] [:limit ENTRIES] [:copies K] [:seconds S])")
	}
	r, err := rulesetArg("complete-analysis", pos[0])
	if err != nil {
		return nil, err
	}
	n := int64(defaultCompleteHeap)
	if len(pos) == 2 {
		if n, err = integer("complete-analysis", pos[1], 1, maxGenHeap); err != nil {
			return nil, err
		}
	}
	opt, err := genOptions("complete-analysis", kw, true)
	if err != nil {
		return nil, err
	}
	ctx, cancel, err := timeBound(in, "complete-analysis", kw, defaultCompleteSeconds)
	if err != nil {
		return nil, err
	}
	defer cancel()
	sol, err := misere.CompleteAnalysis(ctx, r, int(n), opt)
	if errors.Is(err, misere.ErrNoSolution) {
		msg := err.Error()
		if context.Cause(ctx) == errTimeBound {
			msg += " (:seconds S raises the time bound)"
		}
		return eval.Nil, output(in, msg+"\n")
	}
	if context.Cause(ctx) == errTimeBound {
		return nil, fmt.Errorf("complete-analysis: %v before heap 1 (:seconds S raises the bound)", misere.ErrTimeBound)
	}
	if err != nil {
		return nil, impErr("complete-analysis", err)
	}
	return &Solution{sol}, nil
}

// tableArg returns v as a table: a ggenus table or a solution's.
func tableArg(name string, v eval.Value) (*misere.GenTable, *misere.Solution, error) {
	switch x := v.(type) {
	case *GenTable:
		return x.t, nil, nil
	case *Solution:
		return x.s.Table, x.s, nil
	}
	return nil, nil, eval.TypeError(name, v, "a ggenus table or a complete-analysis solution")
}

func ggenusHeapFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	t, sol, err := tableArg("ggenus-heap", a[0])
	if err != nil {
		return nil, err
	}
	n, err := integer("ggenus-heap", a[1], 0, 1<<30)
	if err != nil {
		return nil, err
	}
	var line string
	if sol != nil {
		line, err = sol.HeapLine(int(n))
	} else {
		line, err = t.HeapLine(int(n))
	}
	if err != nil {
		return nil, fmt.Errorf("ggenus-heap: %v", err)
	}
	return eval.String(line), nil
}

func ggenusLineFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	t, _, err := tableArg("ggenus-line", a[0])
	if err != nil {
		return nil, err
	}
	key, ok := a[1].(eval.String)
	if !ok {
		return nil, eval.TypeError("ggenus-line", a[1], "a string of counts such as \"10001\"")
	}
	line, ok := t.Line(string(key))
	if !ok {
		return nil, fmt.Errorf("ggenus-line: %s is not a line of the table (%d letters)", eval.Describe(a[1]), len(t.Letters))
	}
	return eval.String(line), nil
}

func solutionPeriodFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	s, ok := a[0].(*Solution)
	if !ok {
		return nil, eval.TypeError("solution-period", a[0], "a complete-analysis solution")
	}
	return eval.List(eval.Box(eval.Int(int64(s.s.M))), eval.Box(eval.Int(int64(s.s.S))), eval.Box(eval.Int(int64(s.s.R)))), nil
}

// arrayGames reads G and A, A being a game or a list of games.
func (s *impartialState) arrayGames(in *eval.Interp, name string, g, a eval.Value) (misere.MID, []misere.MID, bool, error) {
	gid, err := s.misereArg(in, name, g)
	if err != nil {
		return 0, nil, false, err
	}
	list, isList := eval.ListToSlice(a)
	if !isList || a == eval.Nil {
		list = []eval.Value{a}
	}
	var gens []misere.MID
	for _, v := range list {
		id, err := s.misereArg(in, name, v)
		if err != nil {
			return 0, nil, false, err
		}
		gens = append(gens, id)
	}
	return gid, gens, isList && a != eval.Nil, nil
}

// counts reads a count or a list of n counts.
func counts(name string, v eval.Value, n int, isList bool) ([]int, error) {
	vs, ok := eval.ListToSlice(v)
	if !isList {
		vs = []eval.Value{v}
	} else if !ok || len(vs) != n {
		return nil, fmt.Errorf("%s: %s should be a list of %d counts, one for each game", name, eval.Describe(v), n)
	}
	var out []int
	for _, x := range vs {
		c, err := integer(name, x, 0, maxArrayCopies)
		if err != nil {
			return nil, err
		}
		out = append(out, int(c))
	}
	return out, nil
}

// maxArrayCopies bounds the copies of a game in genus arrays.
const maxArrayCopies = 10000

// arrayValue returns the genera of x as P-set strings, nested with the
// last generator outermost, from the entry v on with dimension d and below.
func arrayValue(x *misere.Array, v []int, d int) eval.Value {
	out := make([]eval.Value, x.Size[d]+1)
	for c := range out {
		v[d] = c
		if d == 0 {
			out[c] = eval.String(x.At(v...).PSet())
		} else {
			out[c] = arrayValue(x, v, d-1)
		}
	}
	return eval.List(out...)
}

func genusArrayFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	s := impartialOf(in)
	g, gens, isList, err := s.arrayGames(in, "genus-array", a[0], a[1])
	if err != nil {
		return nil, err
	}
	sizes, err := counts("genus-array", a[2], len(gens), isList)
	if err != nil {
		return nil, err
	}
	x, err := misere.NewArray(in.Context(), s.mstore, g, gens, sizes)
	if err != nil {
		return nil, impErr("genus-array", err)
	}
	return arrayValue(x, make([]int, len(gens)), len(gens)-1), nil
}

func genusPeriodFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	pos, kw, err := keywordArgs("genus-period", a, ":max")
	if err != nil {
		return nil, err
	}
	if len(pos) != 2 {
		return nil, fmt.Errorf("genus-period: usage: (genus-period G A [:max N])")
	}
	s := impartialOf(in)
	g, gens, isList, err := s.arrayGames(in, "genus-period", pos[0], pos[1])
	if err != nil {
		return nil, err
	}
	n := int64(40)
	if len(gens) > 1 {
		n = 12
	}
	if v, ok := kw[":max"]; ok {
		if n, err = integer("genus-period", v, 1, maxArrayCopies); err != nil {
			return nil, err
		}
	}
	sizes := make([]int, len(gens))
	for i := range sizes {
		sizes[i] = int(n)
	}
	x, err := misere.NewArray(in.Context(), s.mstore, g, gens, sizes)
	if err != nil {
		return nil, impErr("genus-period", err)
	}
	ps, ok := x.Periods()
	if !ok {
		return eval.Nil, output(in, fmt.Sprintf("genus-period: no period certified within %d copies\n", n))
	}
	pair := func(p misere.CopyPeriod) eval.Value {
		return eval.List(eval.Box(eval.Int(int64(p.S))), eval.Box(eval.Int(int64(p.P))))
	}
	if !isList {
		return pair(ps[0]), nil
	}
	out := make([]eval.Value, len(ps))
	for i, p := range ps {
		out[i] = pair(p)
	}
	return eval.List(out...), nil
}

func outcomeArrayFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	pos, kw, err := keywordArgs("outcome-array", a, ":at")
	if err != nil {
		return nil, err
	}
	if len(pos) < 3 || len(pos) > 4 {
		return nil, fmt.Errorf("outcome-array: usage: (outcome-array G A N [K] [:at (J ...)])")
	}
	s := impartialOf(in)
	g, gens, _, err := s.arrayGames(in, "outcome-array", pos[0], pos[1])
	if err != nil {
		return nil, err
	}
	n, err := integer("outcome-array", pos[2], 0, 1000)
	if err != nil {
		return nil, err
	}
	k := int64(20)
	if len(pos) == 4 {
		if k, err = integer("outcome-array", pos[3], 0, 1000); err != nil {
			return nil, err
		}
	}
	at := make([]int, len(gens)-1)
	if v, ok := kw[":at"]; ok {
		if len(gens) == 1 && v != eval.Nil {
			return nil, fmt.Errorf("outcome-array: :at gives the counts of the games after the first, and A is one game")
		}
		if at, err = counts("outcome-array", v, len(gens)-1, true); err != nil {
			return nil, err
		}
	}
	x, err := misere.NewArray(in.Context(), s.mstore, g, gens, append([]int{int(n)}, at...))
	if err != nil {
		return nil, impErr("outcome-array", err)
	}
	if err := output(in, x.OutcomeGrid(at, int(k))); err != nil {
		return nil, err
	}
	v := append([]int{0}, at...)
	out := make([]eval.Value, n+1)
	for i := range out {
		v[0] = i
		out[i] = eval.String(x.At(v...).PSet())
	}
	return eval.List(out...), nil
}

func genusEquivFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	pos, kw, err := keywordArgs("genus-equiv", a, ":a", ":max")
	if err != nil {
		return nil, err
	}
	if len(pos) < 2 {
		return nil, fmt.Errorf("genus-equiv: usage: (genus-equiv G H T... [:a A] [:max N])")
	}
	s := impartialOf(in)
	var ids []misere.MID
	for _, v := range pos {
		id, err := s.misereArg(in, "genus-equiv", v)
		if err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	x, hasA := misere.Zero, false
	if v, ok := kw[":a"]; ok {
		hasA = true
		if x, err = s.misereArg(in, "genus-equiv", v); err != nil {
			return nil, err
		}
	}
	n := int64(40)
	if v, ok := kw[":max"]; ok {
		if n, err = integer("genus-equiv", v, 1, maxArrayCopies); err != nil {
			return nil, err
		}
	}
	eq, w, err := misere.Equiv(in.Context(), s.mstore, ids[0], ids[1], x, hasA, ids[2:], int(n))
	if err != nil {
		return nil, impErr("genus-equiv", err)
	}
	if eq {
		return eval.T, nil
	}
	var terms []string
	if len(pos) > 2 {
		terms = append(terms, eval.Describe(pos[2+w.T]))
	}
	if w.I > 0 {
		terms = append(terms, fmt.Sprintf("%d·A", w.I))
	}
	terms = append(terms, fmt.Sprintf(":%d", w.K))
	msg := fmt.Sprintf("genus-equiv: G + %s and H + %s have different outcomes\n", strings.Join(terms, " + "), strings.Join(terms, " + "))
	return eval.Nil, output(in, msg)
}

// outcomeRule is the closed-form rule of a catalogue game, if it has one.
func outcomeRule(name string, r *impartial.Ruleset) (func([]int) byte, error) {
	switch r.Code() {
	case "4.7":
		return misere.KnotsOutcome, nil
	case "0.26":
		return func(h []int) byte { o, _ := misere.TwoSixOutcome(h); return o }, nil
	}
	return nil, fmt.Errorf("%s: no closed-form rule for %s (there are rules for knots, 4.7, and 0.26)", name, r)
}

func ruleOutcomeFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	r, err := rulesetArg("rule-outcome", a[0])
	if err != nil {
		return nil, err
	}
	rule, err := outcomeRule("rule-outcome", r)
	if err != nil {
		return nil, err
	}
	heaps, err := heapList("rule-outcome", a[1:])
	if err != nil {
		return nil, err
	}
	if rule(heaps) == 'P' {
		return eval.Symbol("p"), nil
	}
	return eval.Symbol("n"), nil
}

func verifyRuleFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	r, err := rulesetArg("verify-rule", a[0])
	if err != nil {
		return nil, err
	}
	rule, err := outcomeRule("verify-rule", r)
	if err != nil {
		return nil, err
	}
	n, err := integer("verify-rule", a[1], 0, 40)
	if err != nil {
		return nil, err
	}
	res, err := misere.VerifyOutcomeRule(r, rule, int(n))
	if err != nil {
		return nil, fmt.Errorf("verify-rule: %v", err)
	}
	return eval.Int(int64(res.Positions)), nil
}

func contextualFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	pos, kw, err := keywordArgs("contextual-analysis", a, ":corrected")
	if err != nil {
		return nil, err
	}
	if len(pos) != 1 {
		return nil, fmt.Errorf("contextual-analysis: usage: (contextual-analysis CODE [:corrected T])")
	}
	r, err := rulesetArg("contextual-analysis", pos[0])
	if err != nil {
		return nil, err
	}
	corrected := kw[":corrected"] != nil && kw[":corrected"] != eval.Nil
	var claim misere.ContextualClaim
	switch {
	case r.Code() == "0.53" && corrected:
		claim = misere.Corrected53Claim()
	case r.Code() == "0.53":
		claim = misere.Allemang53Claim()
	case r.Code() == "0.54" && !corrected:
		claim = misere.Allemang54Claim()
	case r.Code() == "0.54":
		return nil, fmt.Errorf("contextual-analysis: no corrected claim for 0.54: 10 + 17 has the wild genus 0^520, which no sum of adders and nim heaps has")
	default:
		return nil, fmt.Errorf("contextual-analysis: Allemang gave contextual solutions for 0.53 and 0.54 only, not %s", r)
	}
	cert, err := misere.CertifyContextual(in.Context(), r, claim)
	var cx *misere.ContextualCounterexample
	if errors.As(err, &cx) {
		return eval.Nil, output(in, cx.Error()+"\n")
	}
	if err != nil {
		return nil, impErr("contextual-analysis", err)
	}
	return eval.T, output(in, cert.String()+"\n")
}
