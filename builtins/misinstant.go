package builtins

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"cgcalc/eval"
	"cgcalc/games/impartial"
	"cgcalc/games/misere/instant"
	"cgcalc/games/quotient"
	"cgcalc/reader"
)

// Instant misère answers: misere-outcome, misere-grundy and winning-moves
// :misere t answer a position of heaps by the first method of package
// instant's cascade that applies (Bouton's rule, the tame genus, the
// misère quotient, search), each bounded by a count of work. This file
// adapts it to the session: the cascade's cache and the impartial
// builtins' analyzers are kept per interpreter, the quotients with the
// quotient builtin's computations (quotient.go); a position none of the
// methods reaches is refused at once with a line saying what would work,
// and :explain t prints which method answered and why the ones before it
// did not.

// misereMethodsDoc is the help text's paragraph on the methods.
const misereMethodsDoc = "Heaps are answered by the first method that applies: Bouton's misère rule for Nim; the genus when every heap is proved tame; the game's misère quotient (computed on first use within a work bound and kept for the session, as quotient keeps it), certified or covering the heaps; search of the followers within a work bound. A position none reaches is an error saying what would work. :explain t prints the method and why the ones before it did not apply: (misere-outcome 'kayles 120 :explain t)."

// instantState is the per-interpreter state of the instant misère
// methods: each ruleset's tame scan and its positions equal to *1, *2.
type instantState struct{ cache *instant.Cache }

// useSearchBound turns the cascade's refusal of a search by its counted
// lower bound on; the tests turn it off to compare with the search alone.
var useSearchBound = true

// cascade is the session's instant misère cascade for the rules.
func (c *call) cascade(r *impartial.Ruleset) *instant.Cascade {
	return &instant.Cascade{
		Rules:         r,
		Limits:        instant.DefaultLimits,
		Cache:         sessionOf(c.in).instant.cache,
		Analyzer:      sessionOf(c.in).impartial.analyzer(r),
		Quotients:     sessionQuotients{c: c, r: r},
		NoSearchBound: !useSearchBound,
	}
}

// sessionQuotients gives the cascade the ruleset's quotient kept with the
// quotient builtin's computations, computed on first use within the
// cascade's work bound.
type sessionQuotients struct {
	c *call
	r *impartial.Ruleset
}

func (sq sessionQuotients) Quotient(ctx context.Context, p impartial.Position) (*instant.Quotient, string, error) {
	c, r := sq.c, sq.r
	name := r.Code()
	st := sessionOf(c.in).quotients
	kept := st.take(name, quotient.Octal{R: r})
	defer st.put(kept)
	run := &kept.run
	run.Name, run.Rules, run.Bound = name, r, octalBound(r)
	run.Work, run.MaxHeap, run.Memory = instant.DefaultLimits.QuotientWork, defaultQuotientHeap, st.budget
	run.OnStop = func(err error, heap int) (string, string, bool) {
		if errors.Is(err, quotient.ErrCannotRecalibrate) || errors.Is(err, quotient.ErrTooLarge) || errors.Is(err, quotient.ErrBadSource) {
			return fmt.Sprintf("the solver stopped at heap %d", heap), stopNote(*c, err, heap, name), true
		}
		var me *eval.MemoryError
		if errors.As(err, &me) {
			return fmt.Sprintf("the memory limit stopped it at heap %d", heap), "", true
		}
		return "", "", false
	}
	run.Code, run.Try = name, "(quotient "+strconv.Quote(name)+" :max-heap N)"
	if reader.Clip(name) != name {
		// A long code, which the position the error names shows.
		run.Code, run.Try = "the code", "quotient with :max-heap N"
	}
	q, why, err := run.Quotient(ctx, p)
	return q, why, computeErr(err)
}

// instantErr is the error of a cascade on the heaps h: a position out of
// reach named, an interruption as the interpreter's.
func instantErr(h *Heaps, err error) error {
	var oe *instant.OutOfReachError
	if errors.As(err, &oe) {
		return fmt.Errorf("%s is out of reach: %s", reader.Clip(h.String()), oe.Reason())
	}
	return computeErr(err)
}

// explain prints the answer's explanation when asked to.
func explain(in *eval.Interp, a *instant.Answer, asked bool) error {
	if !asked {
		return nil
	}
	return output(in, a.Explain())
}

// misereInstantFn is misere-outcome (grundy false) and misere-grundy.
func misereInstantFn(grundy bool) func(c call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		asked := given(c.Key(":explain"))
		if g, ok := c.Pos[0].(*MisereGame); ok && len(c.Pos) == 1 {
			var v eval.Value
			if grundy {
				v = intValue(g.s.mstore.Genus(g.id).Seq[0])
			} else {
				v = eval.Symbol(strings.ToLower(string(g.s.mstore.Outcome(g.id))))
			}
			if asked {
				if err := output(c.in, "method: misère canonical form\n"); err != nil {
					return nil, err
				}
			}
			return v, nil
		}
		if !grundy {
			if v, ok, err := partizanMisereOutcome(c, asked); ok {
				return v, err
			}
		}
		h := c.position(c.Pos)
		if c.err != nil {
			return nil, c.err
		}
		cas := c.cascade(h.r)
		ask := cas.Outcome
		if grundy {
			ask = cas.Grundy
		}
		a, err := ask(c.in.Context(), h.heaps)
		if err != nil {
			return nil, instantErr(h, err)
		}
		if err := explain(c.in, a, asked); err != nil {
			return nil, err
		}
		if grundy {
			return intValue(a.Value), nil
		}
		return outcomeSymbol(a.Value == 0), nil
	}
}

// misereWinningMoves returns the moves of the heaps h to misère
// P-positions, by the first method that applies.
func (c *call) misereWinningMoves(h *Heaps, asked bool) (eval.Value, error) {
	a, err := c.cascade(h.r).WinningMoves(c.in.Context(), h.heaps)
	if err != nil {
		return nil, instantErr(h, err)
	}
	if err := explain(c.in, a, asked); err != nil {
		return nil, err
	}
	out := make([]eval.Value, len(a.Moves))
	for i, m := range a.Moves {
		out[i] = &Heaps{h.r, m}
	}
	return eval.List(out...), nil
}
