package builtins

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"cgcalc/eval"
	"cgcalc/games/impartial"
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
		fn("quotient", "(quotient GAME [:max-heap N])", 1, 3,
			"Returns the misère quotient of GAME (plambeck.md): an octal game's code or ruleset, computed heap by\n"+
				"heap up to N (default 300) until the period of Phi is certified (Allemang's Theorem VI test), or a\n"+
				"misère game (its text, e.g. \"{{*2},0}\"), the quotient of the sums of its followers, listed by\n"+
				"birthday. It prints the order, P, the presentation in MisereSolver's form and Phi from heap 0:\n"+
				"(quotient \"0.123\") is {a,b,c,d | a2=1,b4=b2,b2c=b3,c2=1,b2d=d,cd=bd,d3=ad2}, P = {a, b2, ac, bd, d2}.\n"+
				"A long computation shows its progress on a terminal; Ctrl-C stops it and returns the partial\n"+
				"quotient reached, as does reaching N without a certificate (Dawson's Kayles: (quotient \"0.07\"\n"+
				":max-heap 30) has order 360).", quotientFn),
		fn("presentation", "(presentation Q)", 1, 1,
			"Returns the presentation of the quotient or monoid Q as a string in MisereSolver's form: generators\n"+
				"a, b, ... by discovery, each relation non-normal word = normal form: (presentation (quotient \"0.75\"))\n"+
				"is \"{a,b,c | a2=1,b3=b,bc=ab,c2=b2}\".", presentationFn),
		fn("q-order", "(q-order Q)", 1, 1,
			"Returns the order (number of elements) of the quotient or monoid Q: (q-order (quotient \"0.15\")) is 42.", qOrderFn),
		fn("p-portion", "(p-portion Q)", 1, 1,
			"Returns the P-portion of the quotient or monoid Q, the elements of P-positions, as a list of words:\n"+
				"(p-portion (quotient \"0.75\")) is (\"a\" \"b2\").", pPortionFn),
		fn("phi", "(phi Q HEAP...)", 1, -1,
			"Returns the element of the sum of the heaps HEAP... (numbers or lists of them) in the quotient Q, as\n"+
				"a word: (phi (quotient \"0.123\") 4 4) is \"b2\" and (phi (quotient \"0.123\") 6) is \"d2\". Heaps beyond\n"+
				"those computed are reduced by the certified period.", phiFn),
		fn("phi-table", "(phi-table Q N [:cols C])", 2, 4,
			"Prints Phi of heaps 1..N of the quotient Q in the layout of Plambeck's figures, C columns (default\n"+
				"10), row r+ holding heaps r+1 .. r+C, and returns the list of the words: (phi-table (quotient\n"+
				"\"0.15\") 100) prints Guiles' Fig. 6.", phiTableFn),
		fn("quotient-log", "(quotient-log Q)", 1, 1,
			"Prints the heaps at which the partial quotients of Q changed, as MisereSolver logs them (size and\n"+
				"presentation or TAME, P, Phi up to the next change), and returns the list of (HEAP ORDER) pairs:\n"+
				"(quotient-log (quotient \"0.123\")) returns ((1 2) (3 6) (8 12) (9 20)).", quotientLogFn),
		fn("q-outcome", "(q-outcome Q HEAP...)", 1, -1,
			"Returns the misère outcome, p or n, of the sum of the heaps in the quotient Q: whether its element is\n"+
				"in P. (q-outcome (quotient \"0.15\") 4 58 68 78) is p (a·d^3 = d^2, plambeck.md §6.6).", qOutcomeFn),
		fn("winning-moves", "(winning-moves Q HEAP...)", 1, -1,
			"Returns the moves from the sum of the heaps to a P-position, found through the quotient Q, as strings\n"+
				"\"HEAP -> HEAPS LEFT\": (winning-moves (quotient \"0.123\") 7) is (\"7 -> 5\"); nil for a P-position.", winningMovesFn),
		fn("distinguish", "(distinguish Q POSITION1 POSITION2)", 3, 3,
			"Returns a position X (a list of heaps), the least one, such that POSITION1 + X and POSITION2 + X (lists\n"+
				"of heaps) have different outcomes, or nil, printing why, when the quotient Q says none exists:\n"+
				"(distinguish (quotient \"0.123\") '(4 4) '(6)) is (1 9), smaller than Plambeck's 8 + 9.", distinguishFn),
		fn("monoid", "(monoid PRESENTATION [:p WORDS])", 1, 3,
			"Returns the finite commutative monoid of the presentation (a string, MisereSolver's form or with ^\n"+
				"powers), with the P-portion WORDS (a string \"{a, b2}\"): (q-order (monoid \"{a,b,c | a2=1,c2=1,b3=b2c}\"\n"+
				":p \"{a, b2, ac}\")) is 12, Pascal's Beans' quotient.", monoidFn),
		fn("q-isomorphic-p", "(q-isomorphic-p A B)", 2, 2,
			"Returns t if the quotients or monoids A and B are isomorphic by a map that respects P, else nil:\n"+
				"Pascal's Beans' monoid and (quotient \"0.34\") are.", qIsomorphicFn),
		fn("verify-quotient", "(verify-quotient Q [TOTAL])", 1, 2,
			"Checks the quotient Q's predictions, Phi(G) in P iff G is a misère P-position, against exhaustive\n"+
				"search for every sum of its computed heaps whose sizes total at most TOTAL (default 24); returns the\n"+
				"number of positions checked, or is an error naming a position where they disagree.", verifyQuotientFn),
	}
}

// quotientSource reads GAME: an octal code or ruleset (the octal source
// and the largest removal), or else a misère game (its closure).
func quotientSource(in *eval.Interp, v eval.Value) (quotient.Source, string, int, error) {
	switch x := v.(type) {
	case *Ruleset, eval.Symbol:
		r, err := rulesetArg("quotient", v)
		if err != nil {
			return nil, "", 0, err
		}
		return quotient.Octal{R: r}, r.Code(), octalRemoval(r), nil
	case eval.String:
		if r, err := impartial.Parse(string(x)); err == nil {
			return quotient.Octal{R: r}, r.Code(), octalRemoval(r), nil
		}
	}
	s := impartialOf(in)
	id, err := s.misereArg(in, "quotient", v)
	if err != nil {
		return nil, "", 0, err
	}
	return quotient.Closure(s.mstore, id), "cl(" + s.mstore.String(id) + ")", -1, nil
}

// octalRemoval is the largest number of counters a move removes, or −1
// when there is none (an infinite code): no periodicity certificate.
func octalRemoval(r *impartial.Ruleset) int {
	if !r.Finite() || r.Distinct() {
		return -1
	}
	return r.MaxRemoval()
}

func quotientFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	pos, kw, err := keywordArgs("quotient", a, ":max-heap")
	if err != nil {
		return nil, err
	}
	if len(pos) != 1 {
		return nil, fmt.Errorf("quotient: usage: (quotient GAME [:max-heap N])")
	}
	src, name, k, err := quotientSource(in, pos[0])
	if err != nil {
		return nil, err
	}
	maxHeap := 300
	if d, ok := src.(*quotient.DAG); ok {
		maxHeap = len(d.Opts) - 1
	}
	if v, ok := kw[":max-heap"]; ok {
		n, err := integer("quotient", v, 0, maxQuotientHeap)
		if err != nil {
			return nil, err
		}
		maxHeap = int(n)
	}
	if d, ok := src.(*quotient.DAG); ok && maxHeap > len(d.Opts)-1 {
		maxHeap = len(d.Opts) - 1
	}
	s := quotient.NewSolver(src)
	last := time.Now()
	s.Progress = func(heap, order int) {
		if time.Since(last) > 200*time.Millisecond {
			last = time.Now()
			in.ShowStatus(fmt.Sprintf("quotient %s: heap %d, order %d", name, heap, order))
		}
	}
	var an *quotient.Analysis
	if k >= 0 {
		an, err = quotient.Analyze(in.Context(), s, k, maxHeap)
	} else {
		an = &quotient.Analysis{Solver: s, LastTame: -1}
		err = s.Run(in.Context(), maxHeap)
	}
	in.ShowStatus("")
	q := &Quotient{name: name, src: src, a: an}
	switch {
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		q.note = fmt.Sprintf("interrupted: the partial quotient of heaps up to %d", s.Heaps())
	case errors.Is(err, quotient.ErrTooLarge):
		q.note = fmt.Sprintf("stopped at heap %d: %v", s.Heaps()+1, err)
	case err != nil:
		return nil, fmt.Errorf("quotient: %w", err)
	case k >= 0 && !an.Complete:
		q.note = fmt.Sprintf("no period certified with heaps up to %d; :max-heap N goes further", s.Heaps())
	case k < 0 && !isClosure(src):
		q.note = fmt.Sprintf("heaps up to %d; the periodicity test is for octal games with a finite code", s.Heaps())
	}
	if q.named, err = quotient.Name(s.Quotient(), s.Phi(), changeHeaps(s)); err != nil {
		return nil, fmt.Errorf("quotient: %w", err)
	}
	if q.note != "" && !an.Complete {
		// Say so at once: the REPL may not print the value after Ctrl-C.
		io.WriteString(in.Out, "quotient: "+q.note+"\n")
	}
	return q, nil
}

func isClosure(src quotient.Source) bool {
	_, ok := src.(*quotient.DAG)
	return ok
}

func changeHeaps(s *quotient.Solver) []int {
	var hs []int
	for _, c := range s.Changes() {
		hs = append(hs, c.Heap)
	}
	return hs
}

// namedArg returns a quotient's or monoid's presented monoid.
func namedArg(name string, v eval.Value) (quotient.Named, error) {
	switch x := v.(type) {
	case *Quotient:
		return x.named, nil
	case *Monoid:
		return x.named, nil
	}
	return quotient.Named{}, eval.TypeError(name, v, "a quotient or a monoid")
}

func quotientArg(name string, v eval.Value) (*Quotient, error) {
	q, ok := v.(*Quotient)
	if !ok {
		return nil, eval.TypeError(name, v, "a quotient (quotient \"0.123\")")
	}
	return q, nil
}

func presentationFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	n, err := namedArg("presentation", a[0])
	if err != nil {
		return nil, err
	}
	return eval.String(n.Pres.String()), nil
}

func qOrderFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	n, err := namedArg("q-order", a[0])
	if err != nil {
		return nil, err
	}
	return eval.Int(int64(n.Q.M.Size())), nil
}

func pPortionFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	n, err := namedArg("p-portion", a[0])
	if err != nil {
		return nil, err
	}
	var out []eval.Value
	for _, x := range n.Pres.Elements() {
		if n.Q.P[x] {
			out = append(out, eval.String(n.Pres.Word(x)))
		}
	}
	return eval.List(out...), nil
}

// heapList reads heap sizes: numbers or lists of numbers.
func heapList(name string, vs []eval.Value) ([]int, error) {
	var heaps []int
	for _, v := range vs {
		xs := []eval.Value{v}
		if l, ok := eval.ListToSlice(v); ok {
			xs = l
		}
		for _, x := range xs {
			n, err := integer(name, x, 0, 1<<30)
			if err != nil {
				return nil, err
			}
			heaps = append(heaps, int(n))
		}
	}
	return heaps, nil
}

// value is the element of a sum of heaps.
func (q *Quotient) value(name string, heaps []int) (quotient.Elem, error) {
	m := q.named.Q.M
	x := quotient.Elem(0)
	for _, h := range heaps {
		y, err := q.a.Phi(h)
		if err != nil {
			return 0, fmt.Errorf("%s: %v", name, err)
		}
		x = m.Mul(x, y)
	}
	return x, nil
}

func phiFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	q, err := quotientArg("phi", a[0])
	if err != nil {
		return nil, err
	}
	heaps, err := heapList("phi", a[1:])
	if err != nil {
		return nil, err
	}
	x, err := q.value("phi", heaps)
	if err != nil {
		return nil, err
	}
	return eval.String(q.named.Pres.Word(x)), nil
}

func phiTableFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	pos, kw, err := keywordArgs("phi-table", a, ":cols")
	if err != nil {
		return nil, err
	}
	if len(pos) != 2 {
		return nil, fmt.Errorf("phi-table: usage: (phi-table Q N [:cols C])")
	}
	q, err := quotientArg("phi-table", pos[0])
	if err != nil {
		return nil, err
	}
	n, err := integer("phi-table", pos[1], 1, 100000)
	if err != nil {
		return nil, err
	}
	cols := int64(10)
	if v, ok := kw[":cols"]; ok {
		if cols, err = integer("phi-table", v, 1, 1000); err != nil {
			return nil, err
		}
	}
	words := make([]string, n)
	width := 0
	for h := 1; h <= int(n); h++ {
		x, err := q.a.Phi(h)
		if err != nil {
			return nil, fmt.Errorf("phi-table: %v", err)
		}
		words[h-1] = q.named.Pres.Word(x)
		width = max(width, len(words[h-1]))
	}
	var b strings.Builder
	label := len(fmt.Sprintf("%d+", (int(n)-1)/int(cols)*int(cols)))
	fmt.Fprintf(&b, "%*s |", label, "+")
	for c := 1; c <= int(cols); c++ {
		fmt.Fprintf(&b, " %*d", width, c)
	}
	b.WriteString("\n")
	for r := 0; r < int(n); r += int(cols) {
		fmt.Fprintf(&b, "%*s |", label, fmt.Sprintf("%d+", r))
		for c := 1; c <= int(cols) && r+c <= int(n); c++ {
			fmt.Fprintf(&b, " %*s", width, words[r+c-1])
		}
		b.WriteString("\n")
	}
	if err := output(in, b.String()); err != nil {
		return nil, err
	}
	out := make([]eval.Value, len(words))
	for i, w := range words {
		out[i] = eval.String(w)
	}
	return eval.List(out...), nil
}

func quotientLogFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	q, err := quotientArg("quotient-log", a[0])
	if err != nil {
		return nil, err
	}
	changes := q.a.Solver.Changes()
	text, err := quotient.LogText(q.name, changes)
	if err != nil {
		return nil, fmt.Errorf("quotient-log: %w", err)
	}
	if err := output(in, text); err != nil {
		return nil, err
	}
	var out []eval.Value
	for _, c := range changes {
		out = append(out, eval.List(eval.Int(int64(c.Heap)), eval.Int(int64(c.Q.M.Size()))))
	}
	return eval.List(out...), nil
}

func qOutcomeFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	q, err := quotientArg("q-outcome", a[0])
	if err != nil {
		return nil, err
	}
	heaps, err := heapList("q-outcome", a[1:])
	if err != nil {
		return nil, err
	}
	x, err := q.value("q-outcome", heaps)
	if err != nil {
		return nil, err
	}
	if q.named.Q.P[x] {
		return eval.Symbol("p"), nil
	}
	return eval.Symbol("n"), nil
}

func winningMovesFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	q, err := quotientArg("winning-moves", a[0])
	if err != nil {
		return nil, err
	}
	heaps, err := heapList("winning-moves", a[1:])
	if err != nil {
		return nil, err
	}
	moves, err := quotient.WinningMoves(q.src, q.named.Q, q.a.Phi, heaps)
	if err != nil {
		return nil, fmt.Errorf("winning-moves: %v", err)
	}
	out := make([]eval.Value, len(moves))
	for i, m := range moves {
		out[i] = eval.String(m.String())
	}
	return eval.List(out...), nil
}

func distinguishFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	q, err := quotientArg("distinguish", a[0])
	if err != nil {
		return nil, err
	}
	g, err := heapList("distinguish", a[1:2])
	if err != nil {
		return nil, err
	}
	h, err := heapList("distinguish", a[2:3])
	if err != nil {
		return nil, err
	}
	x, err := q.value("distinguish", g)
	if err != nil {
		return nil, err
	}
	y, err := q.value("distinguish", h)
	if err != nil {
		return nil, err
	}
	s := q.a.Solver
	least, err := quotient.Least(in.Context(), q.src, s.Quotient(), s.Phi())
	if err != nil {
		return nil, impErr("distinguish", err)
	}
	w, ok := quotient.Distinguish(s.Quotient(), least, x, y)
	if !ok {
		return eval.Nil, output(in, fmt.Sprintf("indistinguishable: both are %s in the quotient\n", q.named.Pres.Word(x)))
	}
	out := make([]eval.Value, len(w))
	for i, n := range w {
		out[i] = eval.Int(int64(n))
	}
	return eval.List(out...), nil
}

func monoidFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	pos, kw, err := keywordArgs("monoid", a, ":p")
	if err != nil {
		return nil, err
	}
	if len(pos) != 1 {
		return nil, fmt.Errorf("monoid: usage: (monoid PRESENTATION [:p WORDS])")
	}
	text, ok := pos[0].(eval.String)
	if !ok {
		return nil, eval.TypeError("monoid", pos[0], "a presentation string")
	}
	p := "{}"
	if v, ok := kw[":p"]; ok {
		s, ok := v.(eval.String)
		if !ok {
			return nil, eval.TypeError("monoid", v, "a string of words \"{a, b2}\"")
		}
		p = string(s)
	}
	b, pres, err := quotient.ParseBipartite(string(text), p)
	if err != nil {
		return nil, fmt.Errorf("monoid: %v", err)
	}
	return &Monoid{quotient.Named{Q: b, Pres: pres}}, nil
}

func qIsomorphicFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	x, err := namedArg("q-isomorphic-p", a[0])
	if err != nil {
		return nil, err
	}
	y, err := namedArg("q-isomorphic-p", a[1])
	if err != nil {
		return nil, err
	}
	_, ok := quotient.Isomorphic(x.Q, y.Q)
	return eval.Bool(ok), nil
}

func verifyQuotientFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	q, err := quotientArg("verify-quotient", a[0])
	if err != nil {
		return nil, err
	}
	total := int64(24)
	if len(a) == 2 {
		if total, err = integer("verify-quotient", a[1], 0, 200); err != nil {
			return nil, err
		}
	}
	s := q.a.Solver
	n, bad, err := quotient.Verify(in.Context(), q.src, s.Quotient(), s.Phi(), int(total))
	if err != nil {
		return nil, impErr("verify-quotient", err)
	}
	if bad != nil {
		return nil, fmt.Errorf("verify-quotient: the quotient is wrong at the position %v", bad)
	}
	return eval.Int(int64(n)), nil
}
