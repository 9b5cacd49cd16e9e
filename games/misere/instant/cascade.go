package instant

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"cgcalc/games/impartial"
	"cgcalc/games/misere"
)

// Limits bounds the cascade's work, counted, not timed. The defaults take
// about a quarter of a second each on a 2020s machine.
type Limits struct {
	// TameWork bounds the options a ruleset's tame scan examines over its
	// life (the Cache's).
	TameWork int
	// TameRun: the tame scan stops after this many heaps in a row not
	// proved tame (stopping is always sound: the heaps are just not proved
	// tame).
	TameRun int
	// QuotientWork bounds the steps of a ruleset's quotient computation on
	// first use (Guiles' certificate takes 75,000); QuotientHeap is the
	// heap it goes to.
	QuotientWork int
	QuotientHeap int
	// SearchWork bounds the options one search examines.
	SearchWork int
	// GrundyWork bounds the options Grundy examines through the quotient
	// when a value is 4 or more.
	GrundyWork int
}

// DefaultLimits are the bounds of the misère builtins.
var DefaultLimits = Limits{
	TameWork:     400_000,
	TameRun:      1000,
	QuotientWork: 250_000,
	QuotientHeap: 300,
	SearchWork:   1_000_000,
	GrundyWork:   300_000,
}

// Method names which method gave an Answer.
type Method int

// The methods, in the order they are tried.
const (
	ByBouton Method = iota
	ByGenus
	ByQuotient
	BySearch
)

func (m Method) String() string {
	switch m {
	case ByBouton:
		return "Bouton"
	case ByGenus:
		return "genus"
	case ByQuotient:
		return "quotient"
	case BySearch:
		return "search"
	}
	return fmt.Sprintf("Method(%d)", int(m))
}

// Answer is a value with the method that gave it and, for each method
// before it, why it did not apply.
type Answer struct {
	// Value is 𝒢⁻ (Grundy), or 0 for a P-position and 1 for an
	// N-position (Outcome); WinningMoves leaves it 0.
	Value int
	// Moves are the winning moves' results (WinningMoves), in the order of
	// the heaps and their moves.
	Moves []impartial.Position
	// Method is which method answered; Description says how.
	Method      Method
	Description string
	// Skipped says why each method before it did not apply, as "genus:
	// heap 5 is wild (genus 4^146)".
	Skipped []string
	// grundyHigh: the quotient showed 𝒢⁻ ≥ 4 but could not find it.
	grundyHigh bool
}

func (a *Answer) skip(why string) { a.Skipped = append(a.Skipped, why) }

// Explain returns the explanation, one line each: "method: " and the
// description, then "  not " and each reason a method was skipped.
func (a *Answer) Explain() string {
	var b strings.Builder
	b.WriteString("method: " + a.Description + "\n")
	for _, s := range a.Skipped {
		b.WriteString("  not " + s + "\n")
	}
	return b.String()
}

// OutOfReachError is the error for a position no method reaches: the
// search, the last method, would pass its work bound or its table limit.
type OutOfReachError struct {
	// Quotient is why the quotient did not answer.
	Quotient string
	// GrundyHigh: the quotient showed that 𝒢⁻ is 4 or more.
	GrundyHigh bool
	// Err is misere.ErrWorkLimit or misere.ErrPositionTooLarge.
	Err error
}

func (e *OutOfReachError) Unwrap() error { return e.Err }

// Reason is what would work, the message after "POSITION is out of
// reach: ".
func (e *OutOfReachError) Reason() string {
	why := "search over the work bound"
	if errors.Is(e.Err, misere.ErrPositionTooLarge) {
		why = "search over the table limit"
	}
	if e.GrundyHigh {
		return fmt.Sprintf("its misère Grundy value is 4 or more (by its quotient), which no fast method finds, and the %s; misere-outcome answers at once, or try smaller heaps", why)
	}
	return fmt.Sprintf("%s; the %s", e.Quotient, why)
}

func (e *OutOfReachError) Error() string { return "out of reach: " + e.Reason() }

// outOfReach turns a search's stop into the answer's error: an
// *OutOfReachError for the work bound and the table limit, else err.
func outOfReach(a *Answer, err error) error {
	if !errors.Is(err, misere.ErrWorkLimit) && !errors.Is(err, misere.ErrPositionTooLarge) {
		return err
	}
	e := &OutOfReachError{GrundyHigh: a.grundyHigh, Err: err}
	for _, s := range a.Skipped {
		if rest, ok := strings.CutPrefix(s, "quotient: "); ok {
			e.Quotient = rest
		}
	}
	return e
}

// Cascade answers positions of one ruleset by the first method that
// applies. Its fields are what it keeps between calls, owned by the
// caller; it is not safe for concurrent use.
type Cascade struct {
	Rules  *impartial.Ruleset
	Limits Limits
	// Cache keeps the tame scans and the positions equal to *m.
	Cache *Cache
	// Analyzer searches; its work limit is set for each search and reset
	// to 0 after.
	Analyzer *misere.Analyzer
	// Quotients gives the ruleset's misère quotient.
	Quotients QuotientSource
	// NoSearchBound turns off refusing a search by its counted lower
	// bound (for comparing with the search alone: no answer changes).
	NoSearchBound bool
}

// New returns a cascade for the rules with the limits, its own cache,
// analyzer and quotient computation (a QuotientRun).
func New(r *impartial.Ruleset, limits Limits) *Cascade {
	return &Cascade{
		Rules:     r,
		Limits:    limits,
		Cache:     NewCache(),
		Analyzer:  misere.NewAnalyzer(r),
		Quotients: NewQuotientRun(r, limits),
	}
}

// IsNim reports whether r is Nim's ruleset.
func IsNim(r *impartial.Ruleset) bool {
	nim, err := impartial.Parse("nim")
	return err == nil && nim.Code() == r.Code()
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Outcome answers whether p is a misère P-position (Value 0) or an
// N-position (Value 1).
func (c *Cascade) Outcome(ctx context.Context, p impartial.Position) (*Answer, error) {
	return c.answer(ctx, p, false)
}

// Grundy answers 𝒢⁻ of p: 1 for no move, else the mex of its options'
// values; 0 exactly for the P-positions.
func (c *Cascade) Grundy(ctx context.Context, p impartial.Position) (*Answer, error) {
	return c.answer(ctx, p, true)
}

// answer answers the question by the first method that applies.
func (c *Cascade) answer(ctx context.Context, p impartial.Position, grundy bool) (*Answer, error) {
	r := c.Rules
	a := &Answer{}
	// 1. Bouton.
	if IsNim(r) {
		a.Method, a.Description = ByBouton, "Bouton's misère rule (Nim)"
		if grundy {
			a.Value = misere.NimMisereGrundy(p)
			a.Description += ": 𝒢⁻ is the nim-sum, ⊕ 1 when every heap is ≤ 1"
		} else {
			a.Value = boolInt(!misere.NimMisereP(p))
		}
		return a, nil
	}
	a.skip("Bouton's misère rule: the rules are not Nim's")
	// 2. The genus of tame heaps.
	v, ok, why, err := c.TameValue(ctx, p)
	if err != nil {
		return nil, err
	}
	if ok {
		g := v.Genus()
		a.Method, a.Description = ByGenus, fmt.Sprintf("genus: every heap is tame, the sum's tame genus is %s", g)
		a.Value = g.Seq[0]
		if !grundy {
			a.Value = boolInt(!g.MisereP())
		}
		return a, nil
	}
	a.skip("genus: " + why)
	// 3. The misère quotient.
	q, why, err := c.quotient(ctx, p)
	if err != nil {
		return nil, err
	}
	if q != nil {
		if !grundy {
			a.Method, a.Description = ByQuotient, q.Describe()
			a.Value = boolInt(!q.IsP(p))
			return a, nil
		}
		v, how, err := c.QuotientGrundy(ctx, q, p)
		switch {
		case err == nil:
			a.Method, a.Description = ByQuotient, q.Describe()+": "+how
			a.Value = v
			return a, nil
		case errors.Is(err, misere.ErrWorkLimit):
			// No sound fast method is known for values of 4 or more.
			why = fmt.Sprintf("%s: G + *m is an N-position for every *m the game's heaps give, so 𝒢⁻ ≥ 4, and the mex of the options' values is over the work bound of %d options", q.Describe(), c.Limits.GrundyWork)
			a.grundyHigh = true
		default:
			return nil, err
		}
	}
	a.skip("quotient: " + why)
	// 4. Search.
	an := c.Analyzer
	an.SetWorkLimit(c.Limits.SearchWork)
	defer an.SetWorkLimit(0)
	before := an.Positions()
	if err := c.searchFits(ctx, p, false); err != nil {
		return nil, outOfReach(a, err)
	}
	g, err := an.Genus(ctx, p)
	if err != nil {
		return nil, outOfReach(a, err)
	}
	a.Method, a.Description = BySearch, fmt.Sprintf("search of %d positions (%d new, %d options examined)", an.Positions(), an.Positions()-before, an.Work())
	a.Value = g.Seq[0]
	if !grundy {
		a.Value = boolInt(!g.MisereP())
	}
	return a, nil
}

// quotient is the quotient covering p, or why there is none.
func (c *Cascade) quotient(ctx context.Context, p impartial.Position) (*Quotient, string, error) {
	if c.Quotients == nil {
		return nil, "no quotient computation given", nil
	}
	return c.Quotients.Quotient(ctx, p)
}

// searchFits refuses at once a search that would pass the work bound
// set on the analyzer (misere.ErrWorkLimit): the options it must examine,
// counted beforehand by Analyzer.SearchWorkAtLeast (a lower bound, so a
// search that would succeed is never refused), and the work already
// spent preparing the heap tables. followers: the search is of p's
// options.
func (c *Cascade) searchFits(ctx context.Context, p impartial.Position, followers bool) error {
	if c.NoSearchBound {
		return nil
	}
	an := c.Analyzer
	lb, err := an.SearchWorkAtLeast(ctx, p, c.Limits.SearchWork, followers)
	if err != nil {
		return err
	}
	if an.Work()+lb > c.Limits.SearchWork {
		return misere.ErrWorkLimit
	}
	return nil
}
