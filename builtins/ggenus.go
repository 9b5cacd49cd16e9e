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
	"cgcalc/plot"
	"cgcalc/reader"
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

// tableKeys declares the bounds of a generalized genus table, with their
// defaults from package misere.
var tableKeys = fmt.Sprintf("[:limit ENTRIES=%d] [:copies K=%d]", misere.DefaultTableLimit, misere.DefaultMaxCopies)

func ggenusBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("ggenus", "RULES N [:consolidate T=nil] "+tableKeys+" [:seconds S=120]",
			"Returns Allemang's generalized genus table of the heap game RULES for heaps 1..N (his Theorem III algorithm, Appendix II): each heap is a nim heap *k (k ≤ 3), or a letter a, b, ... with \"period p(s)\", meaning (p+s) copies count as s, or (with :consolidate t) \"like :n\", an adder in every sum of the table; then the blurry genus of every count vector of the letters, latest letter first. (ggenus 'dawsons-kayles 21) prints Appendix II's .07: 10 a, period 2(0) ... 21 e, period 1(1), then edcba 00000 (1202) .... The table stops with an error past ENTRIES entries, when K copies of a heap do not repeat (Officers' heap 16 does not), or after S seconds (0: no bound), saying how far it got.", ggenusFn),
		row("ggenus-outcome", "TABLE HEAP HEAP... [:explain T=nil]",
			"Returns the misère outcome, p or n, of the sum of the heaps HEAP... read from TABLE (a ggenus table or a complete-analysis solution), as Allemang did: nim heaps join the adder, letters are counted and reduced by their periods, the line is looked up and shifted by the adder. With :explain t it prints the steps: (ggenus-outcome (ggenus \"0.37\" 13) 2 7 10 10 11 11 11 11 11 13 :explain t) shows line 210 (####) with the adder :3, an N-position.", ggenusOutcomeFn),
		row("ggenus-heap", "TABLE N",
			"Returns heap N's line of TABLE (a ggenus table, or a complete-analysis solution, which covers every heap) as a string: \"*2\", \"a, period 2(0)\" or \"2(1) like :2\": (ggenus-heap (ggenus 'dawsons-kayles 21) 19) is \"a, period 2(0)\".", ggenusHeapFn),
		row("ggenus-line", "TABLE KEY",
			"Returns the first four symbols of the blurry genus on line KEY of TABLE (a ggenus table or a solution's), KEY being the counts of the letters, latest first, as a string: (ggenus-line (ggenus 'dawsons-kayles 21) \"10001\") is \"3131\", as in Appendix II.", ggenusLineFn),
		row("solution-period", "SOLUTION",
			"Returns (M S R) of a complete-analysis solution: heaps beyond M repeat with period S; R is the most counters a move removes. (solution-period (complete-analysis \"0.75\")) is (7 2 2).", solutionPeriodFn),
		row("genus-array", "G A N",
			"Returns Allemang's <1,2,A> genus of the misère game G: for i = 0..N, the blurry genus of G + i·A in his vertical notation on one line, the k with G + i·A + :k a P-position up to where they go on by 4 (\"1,4\" is 1, 4, 8, 12, ...; \"∞\" ends a finite set). The options of A must be adders. With a list of games (A B ...) and one of bounds (N M ...) it is the genus array <1,2,A,B,...>, as nested lists, the last game outermost; each game's options must be sums of copies of the games before it and an adder. G, A, B are misère games, heaps, nim heap sizes or texts, in which :n is the adder; it is computed by Allemang's mex! on columns: (genus-array \"0\" \"{:4,:1}\" 3) is (\"1,4\" \"1,6\" \"1,4\" \"1,6\").", genusArrayFn),
		row("genus-period", "G A [:max N]",
			"Returns the period of the <1,2,A> genus of G that Allemang's Lemma 4 proves, (S P): S+P copies of A count as S in every sum with G or a game below it and adders. With a list of games (A B ...), as for genus-array, it returns Theorem III's ((S1 P1) (S2 P2) ...). It looks within N copies of each (default 40 for one game, 12 for more), printing why and returning nil if none is found: (genus-period \"{:1,{:1,:2,{:2}}}\" \"{:4,:1}\") is (2 2), Allemang's H; his J, {:1,{:1,{:1,:2,{:2}}}}, has none.", genusPeriodFn),
		row("outcome-array", "G A N [K=20] [:at (J ...)]",
			"Prints Allemang's outcome array of G + i·A + :k for i = 0..N across and k = K down to 0, P for a misère P-position and · for N (. in ASCII notation), as in his figure for J, and returns the list of the columns' P-sets, as genus-array. With a list of games (A B ...), the counts of B ... are :at's (default 0). (outcome-array \"{:1,{:1,{:1,:2,{:2}}}}\" \"{:4,:1}\" 13) draws his figure, with the diagonal strip of P's that keeps it from repeating.", outcomeArrayFn),
		row("genus-equiv", "G H T... [:a A] [:max N=40]",
			"Decides Allemang's generalized genus statement G ≡ H (X): G + X and H + X have the same misère outcome for every X in <1,2> + T, for each T given (none: T = 0), or with :a A in <1,2,A> + T, comparing <1,2,A> genera whose periods Lemma 4 proves within N copies. Returns t, or nil after printing a position that tells them apart: (genus-equiv \":2+:2\" 0 \":1+:2\") is t, his statement (2).", genusEquivFn),
		row("contextual-analysis", "CODE [:corrected T=nil]",
			"Checks Allemang's contextual solutions, which pretend every heap is an adder or nim heap in positions with at least two big heaps (Allemang 1984, catalogue): for \"0.53\" (big: 6 or more) and \"0.54\" (big: 9 or more, and 7). It either proves the claim for every such position (a finite induction over heap types, with the single heaps' genera periodic), printing the certificate and returning t, or prints a position where it fails, confirmed by search, and returns nil. As printed both fail: .53 at 11 + 14, .54 at 7 + 14 (doc/references.md, errata A10, A11); (contextual-analysis \"0.53\" :corrected t), which excepts 11 + 14, is proved.", contextualFn),
		row("rule-outcome", "RULES HEAP...",
			"Returns the misère outcome, p or n, of the heaps by the closed-form rule of Allemang's catalogue, for the games it solved by a strategy proof (Allemang 1984, Knots chapter and catalogue): Knots 4.7 (strings of HEAP knots; A = w(n0) - sum t(ni), the parities of the strings, the short-strings proviso) and 0.26 (corrected, doc/references.md erratum A13: t(n) = (n-5)/2 for odd n >= 11, conditions on the nim-sum). (rule-outcome 'knots 5 9 12) is n.", ruleOutcomeFn),
		row("verify-rule", "RULES TOTAL",
			"Proves rule-outcome's rule for RULES (knots or 0.26) on every position of total at most TOTAL without searching: no position without a move is claimed P, every claimed N has a move to a claimed P, no claimed P has one; returns the number of positions, or is an error naming the first failure. (verify-rule 'knots 20) is 2714.", verifyRuleFn),
		row("complete-analysis", "RULES [N=400] "+tableKeys+" [:seconds S=20]",
			"Looks for a complete misère analysis of the octal game RULES by Allemang's Theorem VI (the misère Guy-Smith test): builds the generalized genus table (with :consolidate) heap by heap, up to N, until heaps i and i+s behave alike in it for m < i <= 2m+s+r with 2m+2s+r within the table.\n"+
				"Returns the solution, which prints the pretend table (the last s heaps repeat for ever) and the genus table of its letters, or prints why none was certified, with the table Theorem VI would need and its estimated size, and returns nil; it gives up after S seconds (0: no bound) or at the table bounds of ggenus. (complete-analysis \"0.75\") gives *0 *1 *2 *1 *2 a ~:2 a ~:2 ~:5, period 2 from heap 8, as Allemang found (~:n: like :n).", completeAnalysisFn),
	}
}

// genOptions reads :limit and :copies.
func (c *call) genOptions(consolidate bool) misere.GenOptions {
	return misere.GenOptions{
		Consolidate: consolidate,
		Limit:       c.keyCount(":limit", 1, 1<<28),
		MaxCopies:   c.keyCount(":copies", 1, 1<<12),
	}
}

// errTimeBound is the cause of a context ended by :seconds.
var errTimeBound = errors.New("time bound")

// timeBound returns the interpreter's context, ended also after :seconds
// (0: no bound).
func (c *call) timeBound() (context.Context, context.CancelFunc) {
	secs := c.keyCount(":seconds", 0, 1<<31)
	if secs == 0 {
		return context.WithCancel(c.in.Context())
	}
	return context.WithTimeoutCause(c.in.Context(), time.Duration(secs)*time.Second, errTimeBound)
}

func ggenusFn(c call) (eval.Value, error) {
	r, n := c.ruleset(c.Pos[0]), c.count(c.Pos[1], 0, maxGenHeap)
	opt := c.genOptions(given(c.Key(":consolidate")))
	ctx, cancel := c.timeBound()
	defer cancel()
	if c.err != nil {
		return nil, c.err
	}
	t, err := misere.NewGenTable(ctx, r, n, opt)
	if err != nil {
		switch {
		case errors.Is(err, misere.ErrTableTooLarge):
			return nil, fmt.Errorf("%v; the table is complete to heap %d (:limit ENTRIES and :copies N raise the bounds)", err, maxHeapOf(t))
		case context.Cause(ctx) == errTimeBound:
			return nil, fmt.Errorf("%v; the table is complete to heap %d (:seconds S raises the bound)", misere.ErrTimeBound, maxHeapOf(t))
		}
		return nil, computeErr(err)
	}
	return &GenTable{t}, nil
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

func ggenusOutcomeFn(c call) (eval.Value, error) {
	var tb explainer
	switch x := c.Pos[0].(type) {
	case *GenTable:
		tb = x.t
	case *Solution:
		tb = x.s
	default:
		return nil, eval.TypeError(x, "a ggenus table or a complete-analysis solution")
	}
	heaps := c.heaps(c.Pos[1:], 1<<30)
	if c.err != nil {
		return nil, c.err
	}
	g, steps, err := tb.Explain(heaps)
	if err != nil {
		return nil, err
	}
	if given(c.Key(":explain")) {
		if err := output(c.in, strings.Join(steps, "\n")+"\n"); err != nil {
			return nil, err
		}
	}
	return outcomeSymbol(g.MisereP()), nil
}

func completeAnalysisFn(c call) (eval.Value, error) {
	r, n := c.ruleset(c.Pos[0]), c.count(c.Pos[1], 1, maxGenHeap)
	opt := c.genOptions(true)
	ctx, cancel := c.timeBound()
	defer cancel()
	if c.err != nil {
		return nil, c.err
	}
	sol, err := misere.CompleteAnalysis(ctx, r, n, opt)
	if errors.Is(err, misere.ErrNoSolution) {
		msg := err.Error()
		if context.Cause(ctx) == errTimeBound {
			msg += " (:seconds S raises the time bound)"
		}
		return eval.Nil, output(c.in, msg+"\n")
	}
	if context.Cause(ctx) == errTimeBound {
		return nil, fmt.Errorf("%v before heap 1 (:seconds S raises the bound)", misere.ErrTimeBound)
	}
	if err != nil {
		return nil, computeErr(err)
	}
	return &Solution{sol}, nil
}

// table returns v as a table: a ggenus table or a solution's (and then
// the solution).
func (c *call) table(v eval.Value) (*misere.GenTable, *misere.Solution) {
	switch x := v.(type) {
	case *GenTable:
		return x.t, nil
	case *Solution:
		return x.s.Table, x.s
	}
	c.fail(eval.TypeError(v, "a ggenus table or a complete-analysis solution"))
	return nil, nil
}

func ggenusHeapFn(c call) (eval.Value, error) {
	t, sol := c.table(c.Pos[0])
	n := c.count(c.Pos[1], 0, 1<<30)
	if c.err != nil {
		return nil, c.err
	}
	var line string
	var err error
	if sol != nil {
		line, err = sol.HeapLine(n)
	} else {
		line, err = t.HeapLine(n)
	}
	if err != nil {
		return nil, err
	}
	return eval.String(line), nil
}

func ggenusLineFn(c call) (eval.Value, error) {
	t, _ := c.table(c.Pos[0])
	key := c.str(c.Pos[1], "a string of counts such as \"10001\"")
	if c.err != nil {
		return nil, c.err
	}
	line, ok := t.Line(key)
	if !ok {
		return nil, fmt.Errorf("%s is not a line of the table (%d letters)", eval.Describe(c.Pos[1]), len(t.Letters))
	}
	return eval.String(line), nil
}

func solutionPeriodFn(c call) (eval.Value, error) {
	s, ok := c.Pos[0].(*Solution)
	if !ok {
		return nil, eval.TypeError(c.Pos[0], "a complete-analysis solution")
	}
	return intList([]int{s.s.M, s.s.S, s.s.R}), nil
}

// arrayGames reads G and A, A being a game or a list of games; it reports
// whether A is a list.
func (c *call) arrayGames(g, a eval.Value) (misere.MID, []misere.MID, bool) {
	gid := c.misere(g)
	list, isList := eval.ListToSlice(a)
	isList = isList && a != eval.Nil
	if !isList {
		list = []eval.Value{a}
	}
	var gens []misere.MID
	for _, v := range list {
		gens = append(gens, c.misere(v))
	}
	return gid, gens, isList
}

// counts reads a count, or a list of n counts when isList.
func (c *call) counts(v eval.Value, n int, isList bool) []int {
	vs, ok := eval.ListToSlice(v)
	if !isList {
		vs = []eval.Value{v}
	} else if !ok || len(vs) != n {
		c.fail(fmt.Errorf("%s should be a list of %d counts, one for each game", eval.Describe(v), n))
		return nil
	}
	out := make([]int, len(vs))
	for i, x := range vs {
		out[i] = c.count(x, 0, maxArrayCopies)
	}
	return out
}

// maxArrayCopies bounds the copies of a game in genus arrays.
const maxArrayCopies = 10000

// arrayValue returns the genera of x as P-set strings, nested with the
// last generator outermost, from the entry v on with dimension d and below.
func arrayValue(x *misere.Array, v []int, d int) eval.Value {
	out := make([]eval.Value, x.Size[d]+1)
	for i := range out {
		v[d] = i
		if d == 0 {
			out[i] = eval.String(x.At(v...).PSet())
		} else {
			out[i] = arrayValue(x, v, d-1)
		}
	}
	return eval.List(out...)
}

func genusArrayFn(c call) (eval.Value, error) {
	g, gens, isList := c.arrayGames(c.Pos[0], c.Pos[1])
	sizes := c.counts(c.Pos[2], len(gens), isList)
	if c.err != nil {
		return nil, c.err
	}
	x, err := misere.NewArray(c.in.Context(), sessionOf(c.in).impartial.mstore, g, gens, sizes)
	if err != nil {
		return nil, computeErr(err)
	}
	return arrayValue(x, make([]int, len(gens)), len(gens)-1), nil
}

func genusPeriodFn(c call) (eval.Value, error) {
	g, gens, isList := c.arrayGames(c.Pos[0], c.Pos[1])
	n := 40
	if len(gens) > 1 {
		n = 12
	}
	if c.Key(":max") != nil {
		n = c.keyCount(":max", 1, maxArrayCopies)
	}
	if c.err != nil {
		return nil, c.err
	}
	sizes := make([]int, len(gens))
	for i := range sizes {
		sizes[i] = n
	}
	x, err := misere.NewArray(c.in.Context(), sessionOf(c.in).impartial.mstore, g, gens, sizes)
	if err != nil {
		return nil, computeErr(err)
	}
	ps, ok := x.Periods()
	if !ok {
		return eval.Nil, output(c.in, fmt.Sprintf("genus-period: no period certified within %d copies\n", n))
	}
	pair := func(p misere.CopyPeriod) eval.Value { return intList([]int{p.S, p.P}) }
	if !isList {
		return pair(ps[0]), nil
	}
	out := make([]eval.Value, len(ps))
	for i, p := range ps {
		out[i] = pair(p)
	}
	return eval.List(out...), nil
}

func outcomeArrayFn(c call) (eval.Value, error) {
	g, gens, _ := c.arrayGames(c.Pos[0], c.Pos[1])
	n, k := c.count(c.Pos[2], 0, 1000), c.count(c.Pos[3], 0, 1000)
	at := make([]int, len(gens)-1)
	if v := c.Key(":at"); v != nil && c.err == nil {
		if len(gens) == 1 && v != eval.Nil {
			return nil, errors.New(":at gives the counts of the games after the first, and A is one game")
		}
		at = c.counts(v, len(gens)-1, true)
	}
	if c.err != nil {
		return nil, c.err
	}
	x, err := misere.NewArray(c.in.Context(), sessionOf(c.in).impartial.mstore, g, gens, append([]int{n}, at...))
	if err != nil {
		return nil, computeErr(err)
	}
	grid := x.OutcomeGrid(at, k)
	if pictureCharset(c.in) == plot.ASCII {
		grid = strings.ReplaceAll(grid, "·", ".") // an N-position
	}
	if err := output(c.in, grid); err != nil {
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

func genusEquivFn(c call) (eval.Value, error) {
	ids := make([]misere.MID, len(c.Pos))
	for i, v := range c.Pos {
		ids[i] = c.misere(v)
	}
	x, hasA := misere.Zero, false
	if v := c.Key(":a"); v != nil {
		x, hasA = c.misere(v), true
	}
	n := c.keyCount(":max", 1, maxArrayCopies)
	if c.err != nil {
		return nil, c.err
	}
	eq, w, err := misere.Equiv(c.in.Context(), sessionOf(c.in).impartial.mstore, ids[0], ids[1], x, hasA, ids[2:], n)
	if err != nil {
		return nil, computeErr(err)
	}
	if eq {
		return eval.T, nil
	}
	var terms []string
	if len(c.Pos) > 2 {
		terms = append(terms, eval.Describe(c.Pos[2+w.T]))
	}
	if w.I > 0 {
		terms = append(terms, fmt.Sprintf("%d·A", w.I))
	}
	terms = append(terms, fmt.Sprintf(":%d", w.K))
	sum := strings.Join(terms, " + ")
	return eval.Nil, output(c.in, fmt.Sprintf("genus-equiv: G + %s and H + %s have different outcomes\n", sum, sum))
}

// outcomeRule returns the closed-form rule of a catalogue game, if it has
// one.
func (c *call) outcomeRule(r *impartial.Ruleset) func([]int) byte {
	if c.err != nil {
		return nil
	}
	switch r.Code() {
	case "4.7":
		return misere.KnotsOutcome
	case "0.26":
		return func(h []int) byte { o, _ := misere.TwoSixOutcome(h); return o }
	}
	c.fail(fmt.Errorf("no closed-form rule for %s (there are rules for knots, 4.7, and 0.26)", reader.Clip(r.String())))
	return nil
}

func ruleOutcomeFn(c call) (eval.Value, error) {
	rule := c.outcomeRule(c.ruleset(c.Pos[0]))
	heaps := c.heaps(c.Pos[1:], 1<<30)
	if c.err != nil {
		return nil, c.err
	}
	return outcomeSymbol(rule(heaps) == 'P'), nil
}

func verifyRuleFn(c call) (eval.Value, error) {
	r := c.ruleset(c.Pos[0])
	rule := c.outcomeRule(r)
	n := c.count(c.Pos[1], 0, 40)
	if c.err != nil {
		return nil, c.err
	}
	res, err := misere.VerifyOutcomeRule(r, rule, n)
	if err != nil {
		return nil, err
	}
	return intValue(res.Positions), nil
}

func contextualFn(c call) (eval.Value, error) {
	r := c.ruleset(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	corrected := given(c.Key(":corrected"))
	var claim misere.ContextualClaim
	switch {
	case r.Code() == "0.53" && corrected:
		claim = misere.Corrected53Claim()
	case r.Code() == "0.53":
		claim = misere.Allemang53Claim()
	case r.Code() == "0.54" && !corrected:
		claim = misere.Allemang54Claim()
	case r.Code() == "0.54":
		return nil, errors.New("no corrected claim for 0.54: 10 + 17 has the wild genus 0^520, which no sum of adders and nim heaps has")
	default:
		return nil, fmt.Errorf("Allemang gave contextual solutions for 0.53 and 0.54 only, not %s", reader.Clip(r.String()))
	}
	cert, err := misere.CertifyContextual(c.in.Context(), r, claim)
	var cx *misere.ContextualCounterexample
	if errors.As(err, &cx) {
		return eval.Nil, output(c.in, cx.Error()+"\n")
	}
	if err != nil {
		return nil, computeErr(err)
	}
	return eval.T, output(c.in, cert.String()+"\n")
}
