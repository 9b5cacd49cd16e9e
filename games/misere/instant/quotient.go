package instant

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"cgcalc/games/impartial"
	"cgcalc/games/misere"
	"cgcalc/games/quotient"
)

// Quotient is a misère quotient the cascade answers with: an analysis
// of the ruleset's quotient, certified for the whole game (Complete) or
// partial, exact for sums of the heaps 0..Solver.Heaps().
type Quotient struct {
	Name     string // the game's code, in descriptions
	Rules    *impartial.Ruleset
	Analysis *quotient.Analysis
}

// Describe names the quotient and what it covers.
func (q *Quotient) Describe() string {
	s := q.Analysis.Solver
	order := s.Quotient().M.Size()
	if q.Analysis.Complete {
		p := q.Analysis.Periodic
		return fmt.Sprintf("misère quotient of %s (order %d, certified by Phi period %d from heap %d)", q.Name, order, p.Period, p.Preperiod)
	}
	return fmt.Sprintf("partial misère quotient of %s for heaps 0..%d (order %d; exact for sums of those heaps)", q.Name, s.Heaps(), order)
}

// elem is Φ of the sum of the heaps (each covered).
func (q *Quotient) elem(p []int) quotient.Elem {
	m := q.Analysis.Solver.Quotient().M
	x := quotient.Elem(0)
	for _, h := range p {
		y, _ := q.Analysis.Phi(h)
		x = m.Mul(x, y)
	}
	return x
}

// IsP reports whether p, whose heaps the quotient covers, is a misère
// P-position.
func (q *Quotient) IsP(p []int) bool { return q.Analysis.Solver.Quotient().P[q.elem(p)] }

// Covers reports whether Φ of every heap of p (sorted) is known.
func (q *Quotient) Covers(p []int) bool {
	return q.Analysis.Complete || len(p) == 0 || p[len(p)-1] <= q.Analysis.Solver.Heaps()
}

// QuotientSource gives a ruleset's quotient when it covers a position,
// else nil and why not (the reason the explanation gives).
type QuotientSource interface {
	Quotient(ctx context.Context, p impartial.Position) (*Quotient, string, error)
}

// QuotientRun is one ruleset's quotient computation, kept between calls:
// the solver is run once, on the first position its heaps do not cover,
// within a work bound, and what it reached answers from then on. A caller
// may share the solver with other computations that take it further.
type QuotientRun struct {
	Name   string // the game's code, in descriptions
	Rules  *impartial.Ruleset
	Solver *quotient.Solver
	// Bound is the periodicity test's bound (quotient.OctalBound), nil
	// when the test does not apply.
	Bound *quotient.Bound
	// Analysis is of the heaps Solver has computed, its Solver a
	// snapshot; it is made again when Solver has gone further.
	Analysis *quotient.Analysis
	// Work and MaxHeap bound the first use: the solver's steps and heaps.
	Work, MaxHeap int
	// Memory is the memory budget the solver polls on first use (nil:
	// none).
	Memory quotient.Budget
	// Tried is set once the first use has spent its work bound (it is not
	// spent again); Why says how it ended.
	Tried bool
	Why   string
	// Stop, when set, says the solver would stop again at its next heap:
	// no first use runs it.
	Stop string
	// OnStop sorts an error that stopped the first use, other than the
	// work bound and a cancelled context: the reason kept in Why, the note
	// kept in Stop (or ""), and ok false to return the error instead. Nil:
	// the solver's stops at a heap (ErrCannotRecalibrate, ErrTooLarge,
	// ErrBadSource) are kept, and so are the memory budget's refusals
	// (*quotient.BudgetError); other errors are returned.
	OnStop func(err error, heap int) (why, stop string, ok bool)
	// Code and Try name the game and what would work in the reason a
	// position is not covered: "no certified quotient for CODE ... try
	// TRY or smaller heaps". Empty: Name and "a larger heap bound".
	Code, Try string
}

// NewQuotientRun returns a computation of r's quotient with the first
// use bounded by limits.QuotientWork and limits.QuotientHeap.
func NewQuotientRun(r *impartial.Ruleset, limits Limits) *QuotientRun {
	run := &QuotientRun{
		Name:    r.Code(),
		Rules:   r,
		Solver:  quotient.NewSolver(quotient.Octal{R: r}),
		Work:    limits.QuotientWork,
		MaxHeap: limits.QuotientHeap,
	}
	if b, ok := quotient.OctalBound(r); ok {
		run.Bound = &b
	}
	return run
}

// analysis makes Analysis again when Solver has gone further.
func (run *QuotientRun) analysis(ctx context.Context) error {
	s := run.Solver
	if run.Analysis != nil && run.Analysis.Solver.Heaps() == s.Heaps() {
		return nil
	}
	an := &quotient.Analysis{Solver: s, LastTame: -1}
	if run.Bound != nil {
		var err error
		if an, err = quotient.Analyze(ctx, s, *run.Bound, s.Heaps()); err != nil {
			return err
		}
	}
	an.Solver = s.Snapshot(s.Heaps())
	run.Analysis = an
	return nil
}

// defaultOnStop is OnStop when it is nil.
func defaultOnStop(err error, heap int) (string, string, bool) {
	var be *quotient.BudgetError
	switch {
	case errors.Is(err, quotient.ErrCannotRecalibrate) || errors.Is(err, quotient.ErrTooLarge) || errors.Is(err, quotient.ErrBadSource):
		return fmt.Sprintf("the solver stopped at heap %d", heap), err.Error(), true
	case errors.As(err, &be):
		return fmt.Sprintf("the memory limit stopped it at heap %d", heap), "", true
	}
	return "", "", false
}

// Quotient returns the quotient when it covers p, running the solver on
// first use; else nil and why not.
func (run *QuotientRun) Quotient(ctx context.Context, p impartial.Position) (*Quotient, string, error) {
	if err := run.analysis(ctx); err != nil {
		return nil, "", err
	}
	q := &Quotient{Name: run.Name, Rules: run.Rules, Analysis: run.Analysis}
	if q.Covers(p) {
		return q, "", nil
	}
	s := run.Solver
	if !run.Tried && run.Stop == "" && s.Heaps() < run.MaxHeap {
		run.Tried = true
		s.WorkLimit, s.Memory = s.Work()+run.Work, run.Memory
		var err error
		if run.Bound != nil {
			_, err = quotient.Analyze(ctx, s, *run.Bound, run.MaxHeap)
		} else {
			err = s.Run(ctx, run.MaxHeap)
		}
		s.WorkLimit, s.Memory = 0, nil
		heap := s.Heaps() + 1
		switch {
		case err == nil:
		case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
			run.Tried = false // interrupted: the next call tries again
			return nil, "", err
		case errors.Is(err, quotient.ErrWorkLimit):
			run.Why = fmt.Sprintf("the work bound of its first use stopped at heap %d", heap)
		default:
			onStop := run.OnStop
			if onStop == nil {
				onStop = defaultOnStop
			}
			why, stop, ok := onStop(err, heap)
			if !ok {
				return nil, "", err
			}
			run.Why, run.Stop = why, stop
		}
		if err := run.analysis(ctx); err != nil {
			return nil, "", err
		}
		if q.Analysis = run.Analysis; q.Covers(p) {
			return q, "", nil
		}
	}
	why := run.Why
	switch {
	case why == "" && run.Bound == nil:
		why = "no periodicity certificate for rules with an infinite code or distinct parts"
	case why == "":
		why = fmt.Sprintf("no period certified within heap %d", s.Heaps())
	}
	code, try := run.Code, run.Try
	if code == "" {
		code = run.Name
	}
	if try == "" {
		try = "a larger heap bound"
	}
	return nil, fmt.Sprintf("no certified quotient for %s within heap %d, partial quotient of heaps 0..%d (%s); try %s or smaller heaps",
		code, p[len(p)-1], s.Heaps(), why, try), nil
}

// nimPositions returns positions of the rules equal to *0, *1, *2 and *3
// in misère play, as far as the small heaps give them: heaps equal to the
// adders :1 and :2 (exact: Analyzer.HeapAdder), :3 = :1 + :2.
func (c *Cascade) nimPositions(ctx context.Context) ([]impartial.Position, error) {
	r := c.Rules
	if n, ok := c.Cache.nims[r.Code()]; ok {
		return n, nil
	}
	an := c.Analyzer
	an.SetWorkLimit(c.Limits.SearchWork)
	defer an.SetWorkLimit(0)
	heapOf := map[int]int{}
	for h := 1; h <= 12 && (heapOf[1] == 0 || heapOf[2] == 0); h++ {
		a, ok, err := an.HeapAdder(ctx, h)
		if errors.Is(err, misere.ErrWorkLimit) {
			break
		}
		if err != nil {
			return nil, err
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
	c.Cache.nims[r.Code()] = nims
	return nims, nil
}

// QuotientGrundy returns 𝒢⁻ of p through the quotient q (which covers
// p), with how it was found; misere.ErrWorkLimit when the mex it falls
// back on passes Limits.GrundyWork options.
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
// recursively, within Limits.GrundyWork options.
func (c *Cascade) QuotientGrundy(ctx context.Context, q *Quotient, p impartial.Position) (int, string, error) {
	nims, err := c.nimPositions(ctx)
	if err != nil {
		return 0, "", err
	}
	memo := map[string]int{}
	work := 0
	var rec func(p impartial.Position) (int, error)
	rec = func(p impartial.Position) (int, error) {
		for m, n := range nims {
			if q.IsP(plus(p, n)) {
				return m, nil
			}
		}
		key := p.String()
		if v, ok := memo[key]; ok {
			return v, nil
		}
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		seen := map[int]bool{}
		var err error
		for i, h := range p {
			if i > 0 && p[i-1] == h {
				continue
			}
			q.Rules.Moves(h, func(m []int) bool {
				if work++; work > c.Limits.GrundyWork {
					err = misere.ErrWorkLimit
					return false
				}
				var v int
				if v, err = rec(impartial.NewPosition(replaced(p, i, m)...)); err != nil {
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

// replaced returns the heaps of p with heap i replaced by the heaps m
// (a move's result), not sorted.
func replaced(p []int, i int, m []int) []int {
	o := make([]int, 0, len(p)-1+len(m))
	return append(append(append(o, p[:i]...), p[i+1:]...), m...)
}
