package builtins

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"cgcalc/eval"
	"cgcalc/games/impartial"
	"cgcalc/games/misere/instant"
	"cgcalc/games/quotient"
)

// Quotient is the misère quotient of a heap game (quotient): the partial
// quotient of the heaps computed, or the whole game's when the period of
// its pretending function is certified.
type Quotient struct {
	name  string
	src   quotient.Source
	a     *quotient.Analysis
	named quotient.Named
	note  string // why the computation stopped early, if it did
}

// String prints a summary, the presentation, P and Φ.
func (q *Quotient) String() string {
	var b strings.Builder
	s := q.a.Solver
	order, np := s.Quotient().M.Size(), s.Quotient().PSize()
	d, closure := q.src.(*quotient.DAG)
	switch {
	case closure && s.Heaps() == len(d.Opts)-1:
		fmt.Fprintf(&b, "misère quotient of %s: order %d, |P| = %d (all %d followers, listed by birthday: %s)\n",
			q.name, order, np, len(d.Opts), strings.Join(d.Names, " "))
	case q.a.Complete:
		p := q.a.Periodic
		fmt.Fprintf(&b, "misère quotient of %s: order %d, |P| = %d, complete (Phi period %d, preperiod %d; heaps 0..%d)\n",
			q.name, order, np, p.Period, p.Preperiod, s.Heaps())
	default:
		fmt.Fprintf(&b, "partial misère quotient of %s, heaps up to %d: order %d, |P| = %d\n", q.name, s.Heaps(), order, np)
	}
	fmt.Fprintf(&b, "%s\nP = %s\nPhi = %s", q.named.Describe(), q.named.Pres.FormatP(q.named.Q.P), q.named.PhiLine(s.Phi()))
	if q.note != "" {
		b.WriteString("\n(" + q.note + ")")
	}
	return b.String()
}

// Type is "quotient".
func (*Quotient) Type() string { return "quotient" }

// Equal reports whether other is the same computation.
func (q *Quotient) Equal(other eval.Value) bool {
	o, ok := other.(*Quotient)
	return ok && o.a == q.a
}

// Monoid is a bipartite monoid given by a presentation (monoid).
type Monoid struct{ named quotient.Named }

// String prints the presentation and P.
func (m *Monoid) String() string {
	return fmt.Sprintf("%s P = %s", m.named.Pres, m.named.Pres.FormatP(m.named.Q.P))
}

// Type is "monoid".
func (*Monoid) Type() string { return "monoid" }

// Equal reports whether other is the same monoid value.
func (m *Monoid) Equal(other eval.Value) bool {
	o, ok := other.(*Monoid)
	return ok && o.named.Q == m.named.Q
}

// maxQuotientHeap bounds :max-heap.
const maxQuotientHeap = 100000

func quotientBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("quotient", "GAME [:max-heap N]",
			"Returns the misère quotient of GAME (Plambeck 2005): an octal game's code or ruleset, computed heap by heap up to N (default 300) until the period of Phi is certified (Allemang's Theorem VI test), or a misère game (its text, e.g. \"{{*2},0}\"), the quotient of the sums of its followers, listed by birthday. It prints the order, P, the presentation in MisereSolver's form and Phi from heap 0: (quotient \"0.123\") is {a,b,c,d | a2=1,b4=b2,b2c=b3,c2=1,b2d=d,cd=bd,d3=ad2}, P = {a, b2, ac, bd, d2}. A long computation shows its progress on a terminal. Reaching N without a certificate returns the partial quotient (Dawson's Kayles: (quotient \"0.07\" :max-heap 30) has order 360), and so does a heap where the solver stops, with a line saying why: a failing position it cannot repair, a trial monoid over 65536 elements, the memory limit (--max-memory) nearly reached. Ctrl-C stops the evaluation with the partial quotient as its partial answer, kept in *partial* and named by a note (see nim-values). The computation is kept for the session (the last four unfinished, sixteen certified; the misère builtins share them): quotient called again on the game goes on from the heap reached, and an N below it reads the partial quotient of heaps 0..N from the kept log.", quotientFn),
		row("presentation", "Q",
			"Returns the presentation of the quotient or monoid Q as a string in MisereSolver's form: generators a, b, ... by discovery, each relation non-normal word = normal form: (presentation (quotient \"0.75\")) is \"{a,b,c | a2=1,b3=b,bc=ab,c2=b2}\".", presentationFn),
		row("q-order", "Q",
			"Returns the order (number of elements) of the quotient or monoid Q: (q-order (quotient \"0.15\")) is 42.", qOrderFn),
		row("p-portion", "Q",
			"Returns the P-portion of the quotient or monoid Q, the elements of P-positions, as a list of words: (p-portion (quotient \"0.75\")) is (\"a\" \"b2\").", pPortionFn),
		row("phi", "Q HEAP...",
			"Returns the element of the sum of the heaps HEAP... (numbers or lists of them) in the quotient Q, as a word: (phi (quotient \"0.123\") 4 4) is \"b2\" and (phi (quotient \"0.123\") 6) is \"d2\". Heaps beyond those computed are reduced by the certified period.", phiFn),
		row("phi-table", "Q N [:cols C=10]",
			"Prints Phi of heaps 1..N of the quotient Q in the layout of Plambeck's figures, C columns, row r+ holding heaps r+1 .. r+C, and returns the list of the words: (phi-table (quotient \"0.15\") 100) prints Guiles' Fig. 6.", phiTableFn),
		row("quotient-log", "Q",
			"Prints the heaps at which the partial quotients of Q changed, as MisereSolver logs them (size and presentation or TAME, P, Phi up to the next change), and returns the list of (HEAP ORDER) pairs: (quotient-log (quotient \"0.123\")) returns ((1 2) (3 6) (8 12) (9 20)).", quotientLogFn),
		row("q-outcome", "Q HEAP...",
			"Returns the misère outcome, p or n, of the sum of the heaps in the quotient Q: whether its element is in P. (q-outcome (quotient \"0.15\") 4 58 68 78) is p (a·d^3 = d^2, Plambeck 2005, §4.2).", qOutcomeFn),
		row("distinguish", "Q POSITION1 POSITION2",
			"Returns a position X (a list of heaps), the least one, such that POSITION1 + X and POSITION2 + X (lists of heaps) have different outcomes, or nil, printing why, when the quotient Q says none exists: (distinguish (quotient \"0.123\") '(4 4) '(6)) is (1 9), smaller than Plambeck's 8 + 9.", distinguishFn),
		row("monoid", "PRESENTATION [:p WORDS=\"{}\"]",
			"Returns the finite commutative monoid of the presentation (a string, MisereSolver's form or with ^ powers), with the P-portion WORDS (a string \"{a, b2}\"): (q-order (monoid \"{a,b,c | a2=1,c2=1,b3=b2c}\" :p \"{a, b2, ac}\")) is 12, Pascal's Beans' quotient.", monoidFn),
		row("q-isomorphic-p", "A B",
			"Returns t if the quotients or monoids A and B are isomorphic by a map that respects P, else nil: Pascal's Beans' monoid and (quotient \"0.34\") are.", qIsomorphicFn),
		row("verify-quotient", "Q [TOTAL=24]",
			"Checks the quotient Q's predictions, Phi(G) in P iff G is a misère P-position, against exhaustive search for every sum of its computed heaps whose sizes total at most TOTAL, total by total; returns the number of positions checked, or is an error naming a position where they disagree. The search's table grows with TOTAL: near the memory limit it stops with an error saying how many positions it checked and the total up to which all agree.", verifyQuotientFn),
	}
}

// quotientSource reads GAME: an octal code or ruleset (the octal source
// and, when the periodicity test applies, its bound), or else a misère
// game (its closure).
func (c *call) quotientSource(v eval.Value) (quotient.Source, string, *quotient.Bound) {
	switch x := v.(type) {
	case *Ruleset, eval.Symbol:
		r := c.ruleset(v)
		if c.err != nil {
			return nil, "", nil
		}
		return quotient.Octal{R: r}, r.Code(), octalBound(r)
	case eval.String:
		if r, err := impartial.Parse(string(x)); err == nil {
			return quotient.Octal{R: r}, r.Code(), octalBound(r)
		}
	}
	id := c.misere(v)
	if c.err != nil {
		return nil, "", nil
	}
	s := sessionOf(c.in).impartial
	return quotient.Closure(s.mstore, id), "cl(" + s.mstore.String(id) + ")", nil
}

// octalBound is the bound of the periodicity test for the code
// (quotient.OctalBound), or nil when the test does not apply to it: an
// infinite code, constraints, parts that must differ.
func octalBound(r *impartial.Ruleset) *quotient.Bound {
	b, ok := quotient.OctalBound(r)
	if !ok {
		return nil
	}
	return &b
}

// defaultQuotientHeap is the heap bound of quotient without :max-heap.
const defaultQuotientHeap = 300

// quotientState keeps one interpreter's quotient computations for the
// session, by the game's code (or closure), so that quotient called again
// on a game goes on from the heap reached instead of starting over: after
// Ctrl-C, after a stop for memory, or with a larger :max-heap.
type quotientState struct {
	mu   sync.Mutex      // guards kept
	kept []*keptQuotient // least recently used first
	// budget is the memory budget the solver and verify-quotient poll;
	// onHeap, if set, is called after each heap (tests set both).
	budget quotient.Budget
	onHeap func(heap int)
}

// keptQuotient is a kept computation.
type keptQuotient struct {
	name string
	busy bool // a quotient call is running it: not released
	// run is the computation, shared with the misère builtins
	// (misinstant.go): run.Solver the solver; run.Stop the note of a stop
	// that would come again at the next heap (a repair over the size
	// bound, a failed recalibration), so that quotient called again
	// returns the partial quotient at once; run.Analysis the analysis of
	// the heaps computed, its Solver a snapshot, stale once run.Solver has
	// gone further; run.Tried and run.Why the misère builtins' first use
	// of their work bound on the solver (not spent again) and how it
	// ended.
	run instant.QuotientRun
}

// complete reports whether k holds a certified (whole game's) quotient.
func (k *keptQuotient) complete() bool { return k.run.Analysis != nil && k.run.Analysis.Complete }

// maxKeptQuotients bounds the unfinished computations kept per
// interpreter, maxKeptComplete the certified quotients (small: a monoid
// and Φ of a few hundred heaps); the least recently used goes first.
const (
	maxKeptQuotients = 4
	maxKeptComplete  = 16
)

// release drops the kept computations not in use (when the memory budget
// stops an evaluation, session.go).
func (st *quotientState) release() {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.kept = slices.DeleteFunc(st.kept, func(k *keptQuotient) bool { return !k.busy })
}

// take returns the kept computation of the game, or a new one, marked in
// use; put gives it back.
func (st *quotientState) take(name string, src quotient.Source) *keptQuotient {
	st.mu.Lock()
	defer st.mu.Unlock()
	for _, k := range st.kept {
		if k.name == name && !k.busy {
			k.busy = true
			return k
		}
	}
	k := &keptQuotient{name: name, run: instant.QuotientRun{Solver: quotient.NewSolver(src)}, busy: true}
	st.kept = append(st.kept, k)
	return k
}

// put marks k not in use, as the most recently used, and drops the least
// recently used computations past maxKeptQuotients.
func (st *quotientState) put(k *keptQuotient) {
	st.mu.Lock()
	defer st.mu.Unlock()
	k.busy = false
	// Kept even if released while it ran: its memory was the work's.
	st.kept = append(slices.DeleteFunc(st.kept, func(x *keptQuotient) bool { return x == k }), k)
	for _, complete := range []bool{false, true} {
		most := maxKeptQuotients
		if complete {
			most = maxKeptComplete
		}
		n := 0
		for _, x := range st.kept {
			if x.complete() == complete {
				n++
			}
		}
		for i := 0; n > most && i < len(st.kept); {
			if x := st.kept[i]; x.busy || x.complete() != complete {
				i++
				continue
			}
			st.kept = slices.Delete(st.kept, i, i+1)
			n--
		}
	}
}

func quotientFn(c call) (eval.Value, error) {
	src, name, k := c.quotientSource(c.Pos[0])
	maxHeap := defaultQuotientHeap
	if c.Key(":max-heap") != nil {
		maxHeap = c.keyCount(":max-heap", 0, maxQuotientHeap)
	}
	if c.err != nil {
		return nil, c.err
	}
	if d, ok := src.(*quotient.DAG); ok && (c.Key(":max-heap") == nil || maxHeap > len(d.Opts)-1) {
		maxHeap = len(d.Opts) - 1
	}
	st := sessionOf(c.in).quotients
	kept := st.take(name, src)
	defer st.put(kept)
	s := kept.run.Solver
	var an *quotient.Analysis
	var err error
	switch {
	case s.Heaps() > maxHeap:
		// Fewer heaps than kept: read from the kept computation's log.
		s = s.Snapshot(maxHeap)
		an, err = analyze(c, s, k, maxHeap)
	case kept.run.Stop != "" && maxHeap > s.Heaps():
		// It stopped at the next heap before and would again.
		an = &quotient.Analysis{Solver: s, LastTame: -1}
		if k != nil {
			an, err = quotient.Analyze(context.Background(), s, *k, s.Heaps())
		}
	default:
		kept.run.Stop = ""
		last := time.Now()
		s.Progress = func(heap, order int) {
			if st.onHeap != nil {
				st.onHeap(heap)
			}
			if time.Since(last) > 200*time.Millisecond {
				last = time.Now()
				c.in.ShowStatus(fmt.Sprintf("quotient %s: heap %d, order %d", name, heap, order))
			}
		}
		s.Memory = st.budget
		an, err = analyze(c, s, k, maxHeap)
		s.Progress, s.Memory = nil, nil
		c.in.ShowStatus("")
	}
	// The value holds a snapshot: the kept computation may go on later.
	an.Solver = s.Snapshot(s.Heaps())
	s = an.Solver
	if an.Complete && kept.run.Solver.Heaps() == s.Heaps() {
		kept.run.Analysis = an // for the misère builtins
	}
	q := &Quotient{name: name, src: src, a: an}
	stopped := err != nil && interrupted(c, err)
	switch {
	case kept.run.Stop != "" && maxHeap > s.Heaps():
		q.note = kept.run.Stop
	case err != nil:
		q.note = stopNote(c, err, s.Heaps()+1, name)
		if errors.Is(err, quotient.ErrCannotRecalibrate) || errors.Is(err, quotient.ErrTooLarge) || errors.Is(err, quotient.ErrBadSource) {
			kept.run.Stop = q.note
		}
	case k != nil && !an.Complete:
		q.note = fmt.Sprintf("no period certified with heaps up to %d; :max-heap N goes further", s.Heaps())
	case k == nil && !isClosure(src):
		q.note = fmt.Sprintf("heaps up to %d; the periodicity test is for finite octal and hexadecimal codes without constraints", s.Heaps())
	}
	if q.named, err = quotient.Name(s.Quotient(), s.Phi(), changeHeaps(s)); err != nil {
		return nil, err
	}
	if stopped {
		// Ctrl-C: the evaluation stops, with the partial quotient as
		// its partial answer (printed after the note, kept in *partial*).
		return nil, &eval.Partial{Value: q, Note: "quotient: " + q.note}
	}
	if q.note != "" && !an.Complete {
		io.WriteString(c.in.Out, "quotient: "+q.note+"\n")
	}
	return q, nil
}

// analyze runs the solver to maxHeap, or until the period is certified
// when the periodicity test applies (k, its bound, not nil).
func analyze(c call, s *quotient.Solver, k *quotient.Bound, maxHeap int) (*quotient.Analysis, error) {
	if k != nil {
		return quotient.Analyze(c.in.Context(), s, *k, maxHeap)
	}
	return &quotient.Analysis{Solver: s, LastTame: -1}, s.Run(c.in.Context(), maxHeap)
}

// stopNote is the one line that says why the computation stopped at
// heap, the partial quotient of the heaps before it being returned.
func stopNote(c call, err error, heap int, name string) string {
	partial := fmt.Sprintf("the partial quotient of heaps 0..%d", heap-1)
	kept := fmt.Sprintf("%s is kept: quotient called again on %s resumes from it", partial, name)
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		var me *eval.MemoryError
		if errors.As(context.Cause(c.in.Context()), &me) {
			return fmt.Sprintf("stopped at heap %d: memory limit of %s reached; %s", heap, eval.FormatBytes(me.Limit), kept)
		}
		return fmt.Sprintf("interrupted at heap %d; %s", heap, kept)
	}
	var why string
	var me *eval.MemoryError
	var be *quotient.BudgetError
	switch {
	case errors.As(err, &me) && me.Need > 0 && errors.As(err, &be):
		why = fmt.Sprintf("%s would need %s, more than the memory limit of %s allows", be.What, eval.FormatBytes(me.Need), eval.FormatBytes(me.Limit))
	case me != nil:
		why = fmt.Sprintf("memory limit of %s nearly reached", eval.FormatBytes(me.Limit))
	case errors.Is(err, quotient.ErrTooLarge):
		why = strings.TrimPrefix(err.Error(), quotient.ErrTooLarge.Error()+": ")
	default:
		why = err.Error()
	}
	return fmt.Sprintf("stopped at heap %d: %s; %s is returned", heap, why, partial)
}

// interrupted reports whether err is a stop by Ctrl-C (or a time limit),
// not by the memory budget.
func interrupted(c call, err error) bool {
	var me *eval.MemoryError
	return (errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, eval.ErrInterrupted)) &&
		!errors.As(context.Cause(c.in.Context()), &me)
}

func isClosure(src quotient.Source) bool {
	_, ok := src.(*quotient.DAG)
	return ok
}

func changeHeaps(s *quotient.Solver) []int {
	var hs []int
	for _, ch := range s.Changes() {
		hs = append(hs, ch.Heap)
	}
	return hs
}

// named returns a quotient's or monoid's presented monoid.
func (c *call) named(v eval.Value) quotient.Named {
	switch x := v.(type) {
	case *Quotient:
		return x.named
	case *Monoid:
		return x.named
	}
	c.fail(eval.TypeError(v, "a quotient or a monoid"))
	return quotient.Named{}
}

// quotient returns v as a quotient.
func (c *call) quotient(v eval.Value) *Quotient {
	q, ok := v.(*Quotient)
	if !ok {
		c.fail(eval.TypeError(v, "a quotient (quotient \"0.123\")"))
	}
	return q
}

func presentationFn(c call) (eval.Value, error) {
	n := c.named(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	return eval.String(n.Pres.String()), nil
}

func qOrderFn(c call) (eval.Value, error) {
	n := c.named(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	return intValue(n.Q.M.Size()), nil
}

func pPortionFn(c call) (eval.Value, error) {
	n := c.named(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	var out []string
	for _, x := range n.Pres.Elements() {
		if n.Q.P[x] {
			out = append(out, n.Pres.Word(x))
		}
	}
	return stringList(out), nil
}

// value is the element of a sum of heaps.
func (q *Quotient) value(heaps []int) (quotient.Elem, error) {
	m := q.named.Q.M
	x := quotient.Elem(0)
	for _, h := range heaps {
		y, err := q.a.Phi(h)
		if err != nil {
			return 0, err
		}
		x = m.Mul(x, y)
	}
	return x, nil
}

// element reads Q and the heaps after it, and returns the element of
// their sum.
func (c *call) element() (*Quotient, quotient.Elem) {
	q, heaps := c.quotient(c.Pos[0]), c.heaps(c.Pos[1:], 1<<30)
	if c.err != nil {
		return nil, 0
	}
	x, err := q.value(heaps)
	c.fail(err)
	return q, x
}

func phiFn(c call) (eval.Value, error) {
	q, x := c.element()
	if c.err != nil {
		return nil, c.err
	}
	return eval.String(q.named.Pres.Word(x)), nil
}

func phiTableFn(c call) (eval.Value, error) {
	q := c.quotient(c.Pos[0])
	n, cols := c.count(c.Pos[1], 1, 100000), c.keyCount(":cols", 1, 1000)
	if c.err != nil {
		return nil, c.err
	}
	words := make([]string, n)
	for h := 1; h <= n; h++ {
		x, err := q.a.Phi(h)
		if err != nil {
			return nil, err
		}
		words[h-1] = q.named.Pres.Word(x)
	}
	if err := output(c.in, quotient.PhiTable(words, cols)); err != nil {
		return nil, err
	}
	return stringList(words), nil
}

func quotientLogFn(c call) (eval.Value, error) {
	q := c.quotient(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	changes := q.a.Solver.Changes()
	text, err := quotient.LogText(q.name, changes)
	if err != nil {
		return nil, err
	}
	if err := output(c.in, text); err != nil {
		return nil, err
	}
	var out []eval.Value
	for _, ch := range changes {
		out = append(out, intList([]int{ch.Heap, ch.Q.M.Size()}))
	}
	return eval.List(out...), nil
}

func qOutcomeFn(c call) (eval.Value, error) {
	q, x := c.element()
	if c.err != nil {
		return nil, c.err
	}
	return outcomeSymbol(q.named.Q.P[x]), nil
}

// winningMovesFn is (winning-moves Q HEAP...), which the row of
// winning-moves (moveBuiltins) calls for a quotient.
func winningMovesFn(c call) (eval.Value, error) {
	q, heaps := c.quotient(c.Pos[0]), c.heaps(c.Pos[1:], 1<<30)
	if c.err != nil {
		return nil, c.err
	}
	moves, err := quotient.WinningMoves(q.src, q.named.Q, q.a.Phi, heaps)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return stringList(out), nil
}

func distinguishFn(c call) (eval.Value, error) {
	q := c.quotient(c.Pos[0])
	g, h := c.heaps(c.Pos[1:2], 1<<30), c.heaps(c.Pos[2:3], 1<<30)
	if c.err != nil {
		return nil, c.err
	}
	x, err := q.value(g)
	if err != nil {
		return nil, err
	}
	y, err := q.value(h)
	if err != nil {
		return nil, err
	}
	s := q.a.Solver
	least, err := quotient.Least(c.in.Context(), q.src, s.Quotient(), s.Phi())
	if err != nil {
		return nil, computeErr(err)
	}
	w, ok := quotient.Distinguish(s.Quotient(), least, x, y)
	if !ok {
		return eval.Nil, output(c.in, fmt.Sprintf("indistinguishable: both are %s in the quotient\n", q.named.Pres.Word(x)))
	}
	return intList(w), nil
}

func monoidFn(c call) (eval.Value, error) {
	text := c.str(c.Pos[0], "a presentation string")
	p := c.str(c.Key(":p"), "a string of words \"{a, b2}\"")
	if c.err != nil {
		return nil, c.err
	}
	b, pres, err := quotient.ParseBipartiteContext(c.in.Context(), text, p, 0)
	if err != nil {
		return nil, computeErr(err)
	}
	return &Monoid{quotient.Named{Q: b, Pres: pres}}, nil
}

func qIsomorphicFn(c call) (eval.Value, error) {
	x, y := c.named(c.Pos[0]), c.named(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	_, ok := quotient.Isomorphic(x.Q, y.Q)
	return eval.Bool(ok), nil
}

func verifyQuotientFn(c call) (eval.Value, error) {
	q, total := c.quotient(c.Pos[0]), c.count(c.Pos[1], 0, 200)
	if c.err != nil {
		return nil, c.err
	}
	s := q.a.Solver
	res, err := quotient.Verify(c.in.Context(), q.src, s.Quotient(), s.Phi(), total, sessionOf(c.in).quotients.budget)
	var me *eval.MemoryError
	switch {
	case err == nil && res.Bad != nil:
		return nil, fmt.Errorf("the quotient is wrong at the position %v", res.Bad)
	case err == nil:
		return intValue(res.Checked), nil
	case errors.As(err, &me) || errors.As(context.Cause(c.in.Context()), &me):
		// The search's table outgrew the budget: say how far it got.
		agree := "none was complete"
		if res.Total >= 0 {
			agree = fmt.Sprintf("every sum of total ≤ %d agrees", res.Total)
		}
		return nil, &stoppedError{fmt.Sprintf("verify-quotient: memory limit of %s reached after checking %d positions; %s",
			eval.FormatBytes(me.Limit), res.Checked, agree), me}
	}
	return nil, computeErr(err)
}

// stoppedError is a message for a computation the memory budget stopped,
// which keeps the budget's error for errors.Is (the REPL gives memory back
// after one).
type stoppedError struct {
	msg string
	err error
}

func (e *stoppedError) Error() string { return e.msg }
func (e *stoppedError) Unwrap() error { return e.err }
