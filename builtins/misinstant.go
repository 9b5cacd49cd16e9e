package builtins

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cgcalc/eval"
	"cgcalc/games/impartial"
	"cgcalc/games/misere"
	"cgcalc/games/quotient"
	"cgcalc/reader"
)

// Instant misère answers: misere-outcome, misere-grundy and winning-moves
// :misere t answer a position of heaps by the first of these methods that
// applies, each sound and each bounded by a count of work:
//
//  1. Bouton's misère rule, for Nim (misere.NimMisereGrundy);
//  2. the genus, when every heap is proved tame (misere.TameHeaps): the
//     tame values add (ONAG ch. 12; Allen 2006, Thm 2.4.2);
//  3. the misère quotient of the ruleset (Plambeck 2005; Plambeck and
//     Siegel 2008), computed once per session within a work bound and
//     kept with the quotient builtin's computations: certified for the
//     whole game, or partial, which is exact for positions whose heaps it
//     covers (the quotient of the heaps 0..n is that of the closed set of
//     the sums of those heaps);
//  4. search of the position's followers (misere.Analyzer), within a work
//     bound.
//
// A position none of them reaches is refused at once with a line saying
// what would work. With :explain t the builtin prints which method
// answered and why the ones before it did not.

// Work bounds, counted, not timed: about a quarter of a second each on a
// 2020s machine.
const (
	// tameWork bounds the options a ruleset's tame scan examines over the
	// session.
	tameWork = 400_000
	// misereQuotientWork bounds the steps of a ruleset's quotient
	// computation on the misère builtins' first use (Guiles' certificate
	// takes 75,000).
	misereQuotientWork = 250_000
	// tameRun: the tame scan stops after this many heaps in a row not
	// proved tame (stopping is always sound: the heaps are just not
	// proved tame).
	tameRun = 1000
	// searchWork bounds the options one search examines.
	searchWork = 1_000_000
	// grundyWork bounds the options misere-grundy examines through the
	// quotient when a value is 4 or more.
	grundyWork = 300_000
)

// misereMethodsDoc is the help text's paragraph on the methods.
const misereMethodsDoc = "Heaps are answered by the first method that applies: Bouton's misère rule for Nim; the genus when every\n" +
	"heap is proved tame; the game's misère quotient (computed on first use within a work bound and kept for\n" +
	"the session, as quotient keeps it), certified or covering the heaps; search of the followers within a\n" +
	"work bound. A position none reaches is an error saying what would work. :explain t prints the method\n" +
	"and why the ones before it did not apply: (misere-outcome 'kayles 120 :explain t)."

// instantState is the per-interpreter state of the instant misère methods:
// each ruleset's tame scan and the positions of its heaps equal to *1, *2.
type instantState struct {
	tame map[string]*misere.TameHeaps
	nims map[string][]impartial.Position // by code: positions equal to *0, *1, ...
}

type instantStateKey struct{}

func instantOf(in *eval.Interp) *instantState {
	if s, ok := in.Data(instantStateKey{}).(*instantState); ok {
		return s
	}
	s := &instantState{tame: map[string]*misere.TameHeaps{}, nims: map[string][]impartial.Position{}}
	in.SetData(instantStateKey{}, s)
	return s
}

// isNim reports whether r is Nim's ruleset.
func isNim(r *impartial.Ruleset) bool {
	nim, err := impartial.Parse("nim")
	return err == nil && nim.Code() == r.Code()
}

// misereAsk is what an instant answer is asked for.
type misereAsk struct {
	h      *Heaps
	grundy bool // 𝒢⁻ rather than the outcome
}

// explained is an answer with the method that gave it and, for each
// method before it, why it did not apply.
type explained struct {
	value   int // 𝒢⁻, or 0 for a P-position and 1 for an N-position
	method  string
	skipped []string
	// grundyHigh: the quotient showed 𝒢⁻ ≥ 4 but could not find it.
	grundyHigh bool
}

func (e *explained) skip(why string) { e.skipped = append(e.skipped, why) }

// print writes the explanation lines.
func (e *explained) print(in *eval.Interp) error {
	var b strings.Builder
	b.WriteString("method: " + e.method + "\n")
	for _, s := range e.skipped {
		b.WriteString("  not " + s + "\n")
	}
	return output(in, b.String())
}

// instantMisere answers the question by the first method that applies.
func (c *call) instantMisere(ask misereAsk) (*explained, error) {
	h := ask.h
	r, p := h.r, h.heaps
	e := &explained{}
	// 1. Bouton.
	if isNim(r) {
		e.method = "Bouton's misère rule (Nim)"
		if ask.grundy {
			e.value = misere.NimMisereGrundy(p)
			e.method += ": 𝒢⁻ is the nim-sum, ⊕ 1 when every heap is ≤ 1"
		} else {
			e.value = boolInt(!misere.NimMisereP(p))
		}
		return e, nil
	}
	e.skip("Bouton's misère rule: the rules are not Nim's")
	// 2. The genus of tame heaps.
	if v, ok, why, err := c.tameValue(r, p); err != nil {
		return nil, err
	} else if ok {
		g := v.Genus()
		e.method = fmt.Sprintf("genus: every heap is tame, the sum's tame genus is %s", g)
		e.value = g.Seq[0]
		if !ask.grundy {
			e.value = boolInt(!g.MisereP())
		}
		return e, nil
	} else {
		e.skip("genus: " + why)
	}
	// 3. The misère quotient.
	mq, why, err := c.misereQuotient(r, p)
	if err != nil {
		return nil, err
	}
	if mq != nil {
		if !ask.grundy {
			e.method = mq.describe()
			e.value = boolInt(!mq.isP(p))
			return e, nil
		}
		v, how, err := c.quotientGrundy(mq, p)
		switch {
		case err == nil:
			e.method = mq.describe() + ": " + how
			e.value = v
			return e, nil
		case errors.Is(err, misere.ErrWorkLimit):
			// No sound fast method is known for values of 4 or more.
			why = fmt.Sprintf("%s: G + *m is an N-position for every *m the game's heaps give, so 𝒢⁻ ≥ 4, and the mex of the options' values is over the work bound of %d options", mq.describe(), grundyWork)
			e.grundyHigh = true
		default:
			return nil, err
		}
	}
	e.skip("quotient: " + why)
	// 4. Search.
	an := impartialOf(c.in).analyzer(r)
	an.SetWorkLimit(searchWork)
	defer an.SetWorkLimit(0)
	before := an.Positions()
	if err := searchFits(c, an, p, false); err != nil {
		return nil, c.outOfReach(h, e, err)
	}
	g, err := an.Genus(c.in.Context(), p)
	if err != nil {
		return nil, c.outOfReach(h, e, err)
	}
	e.method = fmt.Sprintf("search of %d positions (%d new, %d options examined)", an.Positions(), an.Positions()-before, an.Work())
	e.value = g.Seq[0]
	if !ask.grundy {
		e.value = boolInt(!g.MisereP())
	}
	return e, nil
}

// useSearchBound turns searchFits on; the tests turn it off to compare
// with the search alone.
var useSearchBound = true

// searchFits refuses at once a search that would pass the work bound
// set on an (misere.ErrWorkLimit): the options it must examine, counted
// beforehand by Analyzer.SearchWorkAtLeast (a lower bound, so a search
// that would succeed is never refused), and the work already spent
// preparing the heap tables. followers: the search is of p's options.
func searchFits(c *call, an *misere.Analyzer, p impartial.Position, followers bool) error {
	if !useSearchBound {
		return nil
	}
	lb, err := an.SearchWorkAtLeast(c.in.Context(), p, searchWork, followers)
	if err != nil {
		return err
	}
	if an.Work()+lb > searchWork {
		return misere.ErrWorkLimit
	}
	return nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// outOfReach is the one-line error for a position no method reaches.
func (c *call) outOfReach(h *Heaps, e *explained, err error) error {
	if !errors.Is(err, misere.ErrWorkLimit) && !errors.Is(err, misere.ErrPositionTooLarge) {
		return computeErr(err)
	}
	why := "search over the work bound"
	if errors.Is(err, misere.ErrPositionTooLarge) {
		why = "search over the table limit"
	}
	if e.grundyHigh {
		return fmt.Errorf("%s is out of reach: its misère Grundy value is 4 or more (by its quotient), which no fast method finds, and the %s; misere-outcome answers at once, or try smaller heaps", reader.Clip(h.String()), why)
	}
	var q string
	for _, s := range e.skipped {
		if rest, ok := strings.CutPrefix(s, "quotient: "); ok {
			q = rest
		}
	}
	return fmt.Errorf("%s is out of reach: %s; the %s", reader.Clip(h.String()), q, why)
}

// tameValue returns the tame value of the position when every heap is
// proved tame, else why not.
func (c *call) tameValue(r *impartial.Ruleset, p impartial.Position) (misere.TameValue, bool, string, error) {
	s := instantOf(c.in)
	t := s.tame[r.Code()]
	if t == nil {
		t = misere.NewTameHeaps(r)
		s.tame[r.Code()] = t
	}
	// Heaps already scanned decide first, then the scan goes up heap by
	// heap as far as the position needs: no work past a heap not tame.
	for _, x := range slices.Backward(p) {
		if x > t.Heaps() {
			continue
		}
		if why, ok := notTame(t, x); !ok {
			return misere.TameValue{}, false, why, nil
		}
	}
	v := misere.TameValue{Base: 0, Fickle: true}
	for _, x := range p {
		for x > t.Heaps() {
			if t.Heaps()-t.LastTame() >= tameRun {
				return misere.TameValue{}, false, fmt.Sprintf("heap %d is beyond the heaps scanned for tameness (0..%d; none of the last %d is tame)", x, t.Heaps(), tameRun), nil
			}
			before := t.Heaps()
			if _, err := t.Extend(c.in.Context(), min(x, t.LastTame()+tameRun), tameWork); err != nil {
				return misere.TameValue{}, false, "", computeErr(err)
			}
			if t.Heaps() == before {
				return misere.TameValue{}, false, fmt.Sprintf("heap %d is beyond the heaps whose tameness the work bound reached (0..%d)", x, t.Heaps()), nil
			}
		}
		if why, ok := notTame(t, x); !ok {
			return misere.TameValue{}, false, why, nil
		}
		w, _ := t.Value(x)
		v = v.Add(w)
	}
	return v, true, "", nil
}

// notTame says why scanned heap x is not proved tame.
func notTame(t *misere.TameHeaps, x int) (string, bool) {
	if _, ok := t.Value(x); ok {
		return "", true
	}
	if g, ok := t.Wild(x); ok {
		return fmt.Sprintf("heap %d is wild (genus %s)", x, g), false
	}
	return fmt.Sprintf("heap %d is not proved tame (an option holds a wild heap)", x), false
}

// misereQ is a quotient the misère builtins answer with.
type misereQ struct {
	name string
	r    *impartial.Ruleset
	an   *quotient.Analysis
}

func (q *misereQ) describe() string {
	s := q.an.Solver
	order := s.Quotient().M.Size()
	if q.an.Complete {
		p := q.an.Periodic
		return fmt.Sprintf("misère quotient of %s (order %d, certified by Phi period %d from heap %d)", q.name, order, p.Period, p.Preperiod)
	}
	return fmt.Sprintf("partial misère quotient of %s for heaps 0..%d (order %d; exact for sums of those heaps)", q.name, s.Heaps(), order)
}

// elem is Φ of the sum of the heaps (each covered).
func (q *misereQ) elem(p []int) quotient.Elem {
	m := q.an.Solver.Quotient().M
	x := quotient.Elem(0)
	for _, h := range p {
		y, _ := q.an.Phi(h)
		x = m.Mul(x, y)
	}
	return x
}

func (q *misereQ) isP(p []int) bool { return q.an.Solver.Quotient().P[q.elem(p)] }

// covers reports whether Φ of every heap of p is known.
func (q *misereQ) covers(p []int) bool {
	return q.an.Complete || len(p) == 0 || p[len(p)-1] <= q.an.Solver.Heaps()
}

// misereQuotient returns the ruleset's quotient when it covers the
// position, computing it on first use within misereQuotientWork and
// keeping it with the quotient builtin's computations; else why not.
func (c *call) misereQuotient(r *impartial.Ruleset, p impartial.Position) (*misereQ, string, error) {
	name, k := r.Code(), octalBound(r)
	st := quotientsOf(c.in)
	kept := st.take(name, quotient.Octal{R: r})
	defer st.put(kept)
	s := kept.s
	analysis := func() error {
		if kept.an != nil && kept.an.Solver.Heaps() == s.Heaps() {
			return nil
		}
		an := &quotient.Analysis{Solver: s, LastTame: -1}
		if k != nil {
			var err error
			if an, err = quotient.Analyze(c.in.Context(), s, *k, s.Heaps()); err != nil {
				return err
			}
		}
		an.Solver = s.Snapshot(s.Heaps())
		kept.an = an
		return nil
	}
	if err := analysis(); err != nil {
		return nil, "", computeErr(err)
	}
	q := &misereQ{name: name, r: r, an: kept.an}
	if q.covers(p) {
		return q, "", nil
	}
	if !kept.tried && kept.stop == "" && s.Heaps() < defaultQuotientHeap {
		kept.tried = true
		s.WorkLimit, s.Memory = s.Work()+misereQuotientWork, st.budget
		var err error
		if k != nil {
			_, err = quotient.Analyze(c.in.Context(), s, *k, defaultQuotientHeap)
		} else {
			err = s.Run(c.in.Context(), defaultQuotientHeap)
		}
		s.WorkLimit, s.Memory = 0, nil
		switch {
		case err == nil:
		case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
			kept.tried = false // interrupted: the next call tries again
			return nil, "", computeErr(err)
		case errors.Is(err, quotient.ErrWorkLimit):
			kept.why = fmt.Sprintf("the work bound of its first use stopped at heap %d", s.Heaps()+1)
		case errors.Is(err, quotient.ErrCannotRecalibrate) || errors.Is(err, quotient.ErrTooLarge) || errors.Is(err, quotient.ErrBadSource):
			kept.stop = stopNote(*c, err, s.Heaps()+1, name)
			kept.why = fmt.Sprintf("the solver stopped at heap %d", s.Heaps()+1)
		default:
			var me *eval.MemoryError
			if !errors.As(err, &me) {
				return nil, "", computeErr(err)
			}
			kept.why = fmt.Sprintf("the memory limit stopped it at heap %d", s.Heaps()+1)
		}
		if err := analysis(); err != nil {
			return nil, "", computeErr(err)
		}
		if q.an = kept.an; q.covers(p) {
			return q, "", nil
		}
	}
	why := kept.why
	switch {
	case why == "" && k == nil:
		why = "no periodicity certificate for rules with an infinite code or distinct parts"
	case why == "":
		why = fmt.Sprintf("no period certified within heap %d", s.Heaps())
	}
	code, try := name, "(quotient "+strconv.Quote(name)+" :max-heap N)"
	if reader.Clip(name) != name {
		// A long code, which the position the error names shows.
		code, try = "the code", "quotient with :max-heap N"
	}
	return nil, fmt.Sprintf("no certified quotient for %s within heap %d, partial quotient of heaps 0..%d (%s); try %s or smaller heaps",
		code, p[len(p)-1], s.Heaps(), why, try), nil
}

// nimPositions returns positions of r equal to *0, *1, *2 and *3 in misère
// play, as far as r's small heaps give them: heaps equal to the adders :1
// and :2 (exact: Analyzer.HeapAdder), :3 = :1 + :2.
func (c *call) nimPositions(r *impartial.Ruleset) ([]impartial.Position, error) {
	s := instantOf(c.in)
	if n, ok := s.nims[r.Code()]; ok {
		return n, nil
	}
	an := impartialOf(c.in).analyzer(r)
	an.SetWorkLimit(searchWork)
	defer an.SetWorkLimit(0)
	heapOf := map[int]int{}
	for h := 1; h <= 12 && (heapOf[1] == 0 || heapOf[2] == 0); h++ {
		a, ok, err := an.HeapAdder(c.in.Context(), h)
		if errors.Is(err, misere.ErrWorkLimit) {
			break
		}
		if err != nil {
			return nil, computeErr(err)
		}
		if ok && (a == 1 || a == 2) && heapOf[int(a)] == 0 {
			heapOf[int(a)] = h
		}
	}
	nims := []impartial.Position{{}}
	if h1 := heapOf[1]; h1 > 0 {
		nims = append(nims, impartial.Position{h1})
		if h2 := heapOf[2]; h2 > 0 {
			nims = append(nims, impartial.Position{h2}, impartial.NewPosition(h1, h2))
		}
	}
	s.nims[r.Code()] = nims
	return nims, nil
}

// quotientGrundy returns 𝒢⁻ of the position through the quotient.
//
// 𝒢⁻(G) is the one m ≥ 0 for which G + *m is a misère P-position. Proof, by
// induction on G + *m, with v = 𝒢⁻(G) (1 if G has no option, else the mex
// of its options' values). If m > v, G + *m moves to G + *v, a P-position by
// induction: N. If m < v and G has options, one option G' has 𝒢⁻(G') = m,
// and G + *m moves to the P-position G' + *m: N; if G has none, v = 1, m = 0
// and G + *0 has no move, so its mover wins: N. If m = v: its options are
// G + *k, k < v, each N as just shown, and G' + *v, each N by induction
// since no option has value v; and it has an option (v ≥ 1 or G has one):
// P.
//
// So with positions of the game equal to *m (the empty position, heaps
// equal to *1 and *2, their sum *3), the quotient tells whether 𝒢⁻ is m
// for m ≤ 3, each a sum of the game's heaps. When it is none of them, 𝒢⁻ is
// the mex of the options' values (its definition), found the same way,
// recursively, within grundyWork options.
func (c *call) quotientGrundy(q *misereQ, p impartial.Position) (int, string, error) {
	nims, err := c.nimPositions(q.r)
	if err != nil {
		return 0, "", err
	}
	memo := map[string]int{}
	work := 0
	var rec func(p impartial.Position) (int, error)
	rec = func(p impartial.Position) (int, error) {
		for m, n := range nims {
			if q.isP(plus(p, n)) {
				return m, nil
			}
		}
		key := p.String()
		if v, ok := memo[key]; ok {
			return v, nil
		}
		if err := c.in.Context().Err(); err != nil {
			return 0, computeErr(err)
		}
		seen := map[int]bool{}
		var err error
		for i, h := range p {
			if i > 0 && p[i-1] == h {
				continue
			}
			q.r.Moves(h, func(m []int) bool {
				if work++; work > grundyWork {
					err = misere.ErrWorkLimit
					return false
				}
				o := make([]int, 0, len(p)+len(m))
				o = append(append(append(o, p[:i]...), p[i+1:]...), m...)
				var v int
				if v, err = rec(impartial.NewPosition(o...)); err != nil {
					return false
				}
				seen[v] = true
				return true
			})
			if err != nil {
				return 0, err
			}
		}
		v := 0
		for seen[v] {
			v++
		}
		if len(seen) == 0 {
			v = 1
		}
		memo[key] = v
		return v, nil
	}
	v, err := rec(p)
	if err != nil {
		return 0, "", err
	}
	how := fmt.Sprintf("G + *%d is a P-position (*m as heaps %s)", v, nimNames(nims))
	if v >= len(nims) {
		how = fmt.Sprintf("G + *m is an N-position for m < %d (*m as heaps %s), so 𝒢⁻ is the mex of the options' values (%d options examined)", len(nims), nimNames(nims), work)
	}
	return v, how, nil
}

func nimNames(nims []impartial.Position) string {
	parts := make([]string, len(nims))
	for i, n := range nims {
		parts[i] = fmt.Sprintf("*%d = %s", i, n)
	}
	return strings.Join(parts, ", ")
}

// plus returns the position p + q.
func plus(p, q impartial.Position) impartial.Position {
	if len(q) == 0 {
		return p
	}
	return impartial.NewPosition(append(slices.Clone(p), q...)...)
}

// misereInstantFn is misere-outcome (grundy false) and misere-grundy.
func misereInstantFn(grundy bool) func(c call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		explain := given(c.Key(":explain"))
		if g, ok := c.Pos[0].(*MisereGame); ok && len(c.Pos) == 1 {
			var v eval.Value
			if grundy {
				v = intValue(g.s.mstore.Genus(g.id).Seq[0])
			} else {
				v = eval.Symbol(strings.ToLower(string(g.s.mstore.Outcome(g.id))))
			}
			if explain {
				if err := output(c.in, "method: misère canonical form\n"); err != nil {
					return nil, err
				}
			}
			return v, nil
		}
		h := c.position(c.Pos)
		if c.err != nil {
			return nil, c.err
		}
		e, err := c.instantMisere(misereAsk{h: h, grundy: grundy})
		if err != nil {
			return nil, err
		}
		if explain {
			if err := e.print(c.in); err != nil {
				return nil, err
			}
		}
		if grundy {
			return intValue(e.value), nil
		}
		return outcomeSymbol(e.value == 0), nil
	}
}

// misereWinningMoves returns the moves of the heaps h to misère
// P-positions, by the first method that applies (as instantMisere).
func (c *call) misereWinningMoves(h *Heaps, explain bool) (eval.Value, error) {
	r, p := h.r, h.heaps
	e := &explained{}
	var out []eval.Value
	add := func(heaps []int) { out = append(out, &Heaps{r, impartial.NewPosition(heaps...)}) }
	replaced := func(i int, m []int) []int {
		o := make([]int, 0, len(p)-1+len(m))
		return append(append(append(o, p[:i]...), p[i+1:]...), m...)
	}
	done := func() (eval.Value, error) {
		if explain {
			if err := e.print(c.in); err != nil {
				return nil, err
			}
		}
		return eval.List(out...), nil
	}
	if isNim(r) {
		e.method = "Bouton's misère rule (Nim): to t = the nim-sum of the other heaps, or to 0 or 1"
		for _, m := range misere.NimMisereWinning(p) {
			var to []int
			if m.To > 0 {
				to = []int{m.To}
			}
			if m.Index > 0 && p[m.Index-1] == p[m.Index] {
				continue // the same moves as the heap before
			}
			add(replaced(m.Index, to))
		}
		return done()
	}
	e.skip("Bouton's misère rule: the rules are not Nim's")
	_, ok, why, err := c.tameValue(r, p)
	if err != nil {
		return nil, err
	}
	if ok {
		e.method = "genus: every heap is tame; the moves are to tame sums of genus with γ0 = 0"
		t := instantOf(c.in).tame[r.Code()]
		sum := func(heaps []int) misere.TameValue {
			v := misere.TameValue{Base: 0, Fickle: true}
			for _, y := range heaps {
				w, _ := t.Value(y) // every heap of an option of a tame heap is tame
				v = v.Add(w)
			}
			return v
		}
		for i, x := range p {
			if i > 0 && p[i-1] == x {
				continue
			}
			rest := sum(replaced(i, nil))
			r.Moves(x, func(m []int) bool {
				if rest.Add(sum(m)).Genus().MisereP() {
					add(replaced(i, m))
				}
				return true
			})
		}
		return done()
	}
	e.skip("genus: " + why)
	mq, why, err := c.misereQuotient(r, p)
	if err != nil {
		return nil, err
	}
	if mq != nil {
		e.method = mq.describe()
		m := mq.an.Solver.Quotient()
		for i, x := range p {
			if i > 0 && p[i-1] == x {
				continue
			}
			if err := c.in.Context().Err(); err != nil {
				return nil, computeErr(err)
			}
			rest := mq.elem(replaced(i, nil))
			r.Moves(x, func(o []int) bool {
				if m.P[m.M.Mul(rest, mq.elem(o))] {
					add(replaced(i, o))
				}
				return true
			})
		}
		return done()
	}
	e.skip("quotient: " + why)
	an := impartialOf(c.in).analyzer(r)
	an.SetWorkLimit(searchWork)
	defer an.SetWorkLimit(0)
	before := an.Positions()
	if err := searchFits(c, an, p, true); err != nil {
		return nil, c.outOfReach(h, e, err)
	}
	for i, x := range p {
		if i > 0 && p[i-1] == x {
			continue
		}
		r.Moves(x, func(m []int) bool {
			o, err := an.MisereOutcome(c.in.Context(), impartial.NewPosition(replaced(i, m)...))
			if err != nil {
				c.fail(c.outOfReach(h, e, err))
				return false
			}
			if o == 'P' {
				add(replaced(i, m))
			}
			return true
		})
		if c.err != nil {
			return nil, c.err
		}
	}
	e.method = fmt.Sprintf("search of %d positions (%d new, %d options examined)", an.Positions(), an.Positions()-before, an.Work())
	return done()
}
