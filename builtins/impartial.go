package builtins

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"cgcalc/eval"
	"cgcalc/games/impartial"
	"cgcalc/games/misere"
)

// Ruleset is a heap game's rules as a value: (octal "0.77").
type Ruleset struct{ r *impartial.Ruleset }

// String prints #<ruleset CODE> (with the preset's name, if any).
func (r *Ruleset) String() string {
	if name := r.r.String(); name != r.r.Code() {
		return "#<ruleset " + name + " " + r.r.Code() + ">"
	}
	return "#<ruleset " + r.r.Code() + ">"
}

// Type is "ruleset".
func (*Ruleset) Type() string { return "ruleset" }

// Equal reports whether other has the same code.
func (r *Ruleset) Equal(other eval.Value) bool {
	o, ok := other.(*Ruleset)
	return ok && o.r.Code() == r.r.Code()
}

// Heaps is a position of a heap game: a sum of heaps under a ruleset.
type Heaps struct {
	r     *impartial.Ruleset
	heaps impartial.Position
}

// String prints the ruleset and the heaps: kayles[3+4].
func (h *Heaps) String() string {
	parts := make([]string, len(h.heaps))
	for i, n := range h.heaps {
		parts[i] = fmt.Sprint(n)
	}
	if len(parts) == 0 {
		parts = []string{"0"}
	}
	return h.r.String() + "[" + strings.Join(parts, "+") + "]"
}

// Type is "heaps".
func (*Heaps) Type() string { return "heaps" }

// Equal reports whether other is the same heaps under the same rules.
func (h *Heaps) Equal(other eval.Value) bool {
	o, ok := other.(*Heaps)
	return ok && o.r.Code() == h.r.Code() && slices.Equal(o.heaps, h.heaps)
}

// MisereGame is an impartial game in misère canonical form.
type MisereGame struct {
	s  *impartialState
	id misere.MID
}

// String prints the canonical form: 0, *, *2, {*2}, *[2#].
func (g *MisereGame) String() string { return g.s.mstore.String(g.id) }

// Type is "misere-game".
func (*MisereGame) Type() string { return "misere-game" }

// Equal reports whether other is the same canonical form, that is, the
// same game in misère play.
func (g *MisereGame) Equal(other eval.Value) bool {
	o, ok := other.(*MisereGame)
	return ok && o.s == g.s && o.id == g.id
}

// impartialState is the per-interpreter state of the impartial builtins.
type impartialState struct {
	mstore    *misere.MStore
	analyzers map[string]*misere.Analyzer // by code
	nims      map[string][]int            // nim values known, by code
}

type impartialStateKey struct{}

func impartialOf(in *eval.Interp) *impartialState {
	if s, ok := in.Data(impartialStateKey{}).(*impartialState); ok {
		return s
	}
	s := &impartialState{
		mstore:    misere.NewMStore(),
		analyzers: map[string]*misere.Analyzer{},
		nims:      map[string][]int{},
	}
	s.mstore.SetLimit(mstoreLimit)
	in.SetData(impartialStateKey{}, s)
	return s
}

func (s *impartialState) analyzer(r *impartial.Ruleset) *misere.Analyzer {
	a, ok := s.analyzers[r.Code()]
	if !ok {
		a = misere.NewAnalyzer(r)
		a.SetLimit(analyzerLimit)
		s.analyzers[r.Code()] = a
	}
	return a
}

// rulesetArg returns v as rules: a ruleset value, or a code or preset name
// as a string or symbol.
func rulesetArg(name string, v eval.Value) (*impartial.Ruleset, error) {
	switch x := v.(type) {
	case *Ruleset:
		return x.r, nil
	case *Heaps:
		return x.r, nil
	case eval.String, eval.Symbol:
		r, err := impartial.Parse(nameOf(x))
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		return r, nil
	}
	return nil, eval.TypeError(name, v, "a ruleset (octal \"0.77\")")
}

// heapsArg returns v as a position: heaps, or a ruleset followed by heap
// sizes in rest.
func heapsArg(name string, a []eval.Value) (*Heaps, error) {
	if h, ok := a[0].(*Heaps); ok {
		if len(a) > 1 {
			return nil, fmt.Errorf("%s: heaps take no more arguments", name)
		}
		return h, nil
	}
	r, err := rulesetArg(name, a[0])
	if err != nil {
		return nil, err
	}
	var sizes []int
	for _, v := range a[1:] {
		if l, ok := eval.ListToSlice(v); ok {
			for _, x := range l {
				n, err := integer(name, x, 0, 1<<20)
				if err != nil {
					return nil, err
				}
				sizes = append(sizes, int(n))
			}
			continue
		}
		n, err := integer(name, v, 0, 1<<20)
		if err != nil {
			return nil, err
		}
		sizes = append(sizes, int(n))
	}
	return &Heaps{r, impartial.NewPosition(sizes...)}, nil
}

// misereArg returns v as a misère canonical game: a misère game, heaps, a
// number (the nim heap *n) or the text of a game ("{0,*2}").
func (s *impartialState) misereArg(in *eval.Interp, name string, v eval.Value) (misere.MID, error) {
	s.mstore.SetContext(in.Context())
	switch x := v.(type) {
	case *MisereGame:
		if x.s != s {
			return 0, fmt.Errorf("%s: %s belongs to another interpreter", name, x)
		}
		return x.id, nil
	case *Heaps:
		id, err := s.mstore.Position(x.r, x.heaps)
		if err != nil {
			return 0, impErr(name, err)
		}
		return id, nil
	case eval.Number:
		n, err := integer(name, x, 0, 4096)
		if err != nil {
			return 0, err
		}
		return s.mstore.Nimber(int(n)), nil
	case eval.String:
		id, err := s.mstore.Parse(string(x))
		if err != nil {
			return 0, impErr(name, err)
		}
		return id, nil
	}
	return 0, eval.TypeError(name, v, "heaps, a misère game, a nim heap size or a game's text")
}

func impartialBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		fn("octal", "(octal CODE)", 1, 1,
			"Returns the heap game with the given code or preset name (a string or symbol): (octal \"0.77\") is\nKayles. Codes d0.d1d2...: digit dk's bits say what removing k counters from a heap may leave (1:\nnothing, 2: one heap, 4: two heaps, 8: three); a tail in brackets repeats (nim is 0.[3]); ! before\nthe point makes split heaps differ (Grundy's game is 4!.0); sub{1,2,5} is a subtraction game. Presets:\n"+strings.Join(impartial.Presets(), ", ")+".", octalFn("octal")),
		fn("ruleset", "(ruleset CODE)", 1, 1, "The same as octal.", octalFn("ruleset")),
		fn("heap", "(heap RULES N...)", 1, -1, "Returns the position of heaps N... under RULES (a ruleset, code or preset name): (heap 'kayles 3 4).\nThe sizes may also be given as a list.", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			return heapsArg("heap", a)
		}),
		fn("nim-values", "(nim-values RULES N)", 2, 2, "Returns the list of the normal-play nim values of heaps 0..N: (nim-values 'kayles 5) is (0 1 2 3 1 4).", nimValuesFn),
		fn("nim-value", "(nim-value HEAPS)", 1, -1, "Returns the normal-play nim value of a position, (heap RULES N...) or RULES N...: the nim-sum of its\nheaps' values.", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			h, err := heapsArg("nim-value", a)
			if err != nil {
				return nil, err
			}
			top := 0
			for _, n := range h.heaps {
				top = max(top, n)
			}
			vals, err := nimValues(in, "nim-value", h.r, top)
			if err != nil {
				return nil, err
			}
			return eval.Box(eval.Int(int64(impartial.NimValue(vals, h.heaps)))), nil
		}),
		fn("misere-outcome", "(misere-outcome G)", 1, -1, "Returns the misère outcome of G, heaps ((heap RULES N...) or RULES N...) or a misère game: p if the\nprevious player wins, n if the next player does (a player who cannot move wins): (misere-outcome 'nim 1) is p.", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			if len(a) == 1 {
				if g, ok := a[0].(*MisereGame); ok {
					return eval.Symbol(strings.ToLower(string(g.s.mstore.Outcome(g.id)))), nil
				}
			}
			return withHeaps(in, "misere-outcome", a, func(an *misere.Analyzer, p impartial.Position) (eval.Value, error) {
				o, err := an.MisereOutcome(in.Context(), p)
				return eval.Symbol(strings.ToLower(string(o))), err
			})
		}),
		fn("misere-grundy", "(misere-grundy HEAPS)", 1, -1, "Returns the misère Grundy value of a position: 1 for no move, else the mex of its options' values; 0\nexactly for misère P-positions: (misere-grundy 'nim 2) is 2.", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			return withGenus(in, "misere-grundy", a, func(g misere.Genus) eval.Value { return eval.Box(eval.Int(int64(g.Seq[0]))) })
		}),
		fn("genus", "(genus HEAPS)", 1, -1, "Returns Conway's genus of a position (or a misère game) as a string g^γ0γ1...: the normal-play\nvalue g, then γi, the misère Grundy value of the position plus i copies of *2, written until the tail\nrepeats with γ(i+1) = γi ⊕ 2 (values of 10 or more in parentheses): (genus 'nim 0) is \"0^120\", (genus 'nim 2) is \"2^20\".", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			return withGenus(in, "genus", a, func(g misere.Genus) eval.Value { return eval.String(g.String()) })
		}),
		fn("blurry-genus", "(blurry-genus HEAPS)", 1, -1, "Returns Allemang's blurry genus of a position as a string: symbol i is 0 if the position plus :2i is a\nmisère P-position, 1 if plus :2i+1 is, # otherwise (:n are the adders), until the last two symbols have\nrepeated: (blurry-genus 'nim 0) is \"1#0#\". genus-values gives the 2/3 form (1202).", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			return withGenus(in, "blurry-genus", a, func(g misere.Genus) eval.Value { return eval.String(g.Blurry().Sharps()) })
		}),
		fn("genus-values", "(genus-values RULES N [WIDTH])", 2, 3, "Returns the list of heaps 0..N's entries as Allemang's Appendix I prints them: the normal value, then the\nfirst WIDTH (default 4) symbols of the blurry genus, a # written 2 or 3 when the next symbol is 0 or\n1, with * in front when the heap is shown equal to a nim heap: (genus-values 'nim 2) is\n(\"*0(1202)\" \"*1(0313)\" \"*2(2020)\").", genusValuesFn),
		fn("genus-entry", "(genus-entry HEAPS [WIDTH])", 1, 2, "Returns the entry of a position as Allemang's tables print it: for one heap as genus-values does\n(\"3(1#31)\"), for a sum as table iii's two-heap lines, without the normal value: (genus-entry (heap\n'grundy 13 16)) is \"(1202)\". HEAPS is a (heap ...) value; WIDTH (default 4) symbols are shown.", genusEntryFn),
		fn("tame-p", "(tame-p HEAPS)", 1, -1, "Returns t if the position is tame (its genus and its followers' are those of nim positions: 0^120,\n1^031 or n^n(n⊕2)), nil if it is wild.", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			return withHeaps(in, "tame-p", a, func(an *misere.Analyzer, p impartial.Position) (eval.Value, error) {
				t, err := an.Tame(in.Context(), p)
				return eval.Bool(t), err
			})
		}),
		fn("p-positions", "(p-positions RULES TOTAL)", 2, 2, "Returns the misère P-positions among the sums of heaps (each of at least 1) with total size at most\nTOTAL (up to 40), each as a list of heap sizes in increasing order: (p-positions 'nim 4) is\n((1) (1 1 1) (2 2)).", pPositionsFn),
		fn("mcanon", "(mcanon G...)", 1, -1, "Returns the misère canonical form of the sum of the Gs: heaps, misère games, nim heap sizes, or games'\ntexts such as \"{0,*2}\". Equal games in misère play have the same canonical form: (mcanon \"{0,*2}\") is\n*, (mcanon \"{*}\") is 0, (mcanon (heap 'kayles 2) 1) is *3. Small forms print in braces, larger ones\nin CGSuite's style: *[2#] is {*2}.", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			s := impartialOf(in)
			sum := misere.Zero
			for _, v := range a {
				id, err := s.misereArg(in, "mcanon", v)
				if err != nil {
					return nil, err
				}
				if sum, err = s.mstore.SumErr(sum, id); err != nil {
					return nil, impErr("mcanon", err)
				}
			}
			return &MisereGame{s, sum}, nil
		}),
		fn("mceq", "(mceq G H)", 2, 2, "Returns t if G and H are equal in misère play (the same misère canonical form), nil otherwise:\n(mceq \"*+*\" 0) is t, but (mceq \"*2+*2\" 0) is nil.", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			s := impartialOf(in)
			g, err := s.misereArg(in, "mceq", a[0])
			if err != nil {
				return nil, err
			}
			h, err := s.misereArg(in, "mceq", a[1])
			if err != nil {
				return nil, err
			}
			return eval.Bool(g == h), nil
		}),
		fn("adder", "(adder N)", 1, 1, "Returns the adder :N in misère canonical form: :2k is k copies of *2, :2k+1 that plus *: (adder 4) is\n{*2,*3}.", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			n, err := integer("adder", a[0], 0, 1000)
			if err != nil {
				return nil, err
			}
			s := impartialOf(in)
			s.mstore.SetContext(in.Context())
			id := s.mstore.Nimber(int(n % 2))
			for range n / 2 {
				if id, err = s.mstore.SumErr(id, s.mstore.Nimber(2)); err != nil {
					return nil, impErr("adder", err)
				}
			}
			return &MisereGame{s, id}, nil
		}),
		fn("period", "(period RULES [N])", 1, 2, "Returns (PERIOD PREPERIOD) of the nim values of RULES when the Guy-Smith test (values equal a period\napart from the preperiod to 2*preperiod + period + the most a move removes) proves it within heaps\n0..N (default 5000), and nil if no period is found up to N (as for Grundy's game, whose code is not a\nfinite octal code): (period 'kayles) is (12 71).", periodFn),
	}
}

func octalFn(name string) func(*eval.Interp, []eval.Value) (eval.Value, error) {
	return func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
		r, err := rulesetArg(name, a[0])
		if err != nil {
			return nil, err
		}
		return &Ruleset{r}, nil
	}
}

// nimValues returns the nim values of heaps 0..n, computing only what the
// interpreter does not know yet.
func nimValues(in *eval.Interp, name string, r *impartial.Ruleset, n int) ([]int, error) {
	s := impartialOf(in)
	if vals := s.nims[r.Code()]; len(vals) > n {
		return vals[:n+1], nil
	}
	vals, err := impartial.NimValues(in.Context(), r, n)
	if err != nil {
		return nil, impErr(name, err)
	}
	s.nims[r.Code()] = vals
	return vals, nil
}

func nimValuesFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	r, err := rulesetArg("nim-values", a[0])
	if err != nil {
		return nil, err
	}
	n, err := integer("nim-values", a[1], 0, 1000000)
	if err != nil {
		return nil, err
	}
	vals, err := nimValues(in, "nim-values", r, int(n))
	if err != nil {
		return nil, err
	}
	if err := in.Tick(len(vals)); err != nil {
		return nil, err
	}
	out := make([]eval.Value, len(vals))
	for i, v := range vals {
		out[i] = eval.Box(eval.Int(int64(v)))
	}
	return eval.List(out...), nil
}

func periodFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	r, err := rulesetArg("period", a[0])
	if err != nil {
		return nil, err
	}
	n := int64(5000)
	if len(a) == 2 {
		if n, err = integer("period", a[1], 0, 10000000); err != nil {
			return nil, err
		}
	}
	vals, err := nimValues(in, "period", r, int(n))
	if err != nil {
		return nil, err
	}
	p, e, ok := impartial.Period(r, vals)
	if !ok {
		return eval.Nil, nil
	}
	return eval.List(eval.Box(eval.Int(int64(p))), eval.Box(eval.Int(int64(e)))), nil
}

// withGenus runs f on the genus of heaps, or of a misère game (from its
// canonical form).
func withGenus(in *eval.Interp, name string, a []eval.Value, f func(misere.Genus) eval.Value) (eval.Value, error) {
	if len(a) == 1 {
		if g, ok := a[0].(*MisereGame); ok {
			return f(g.s.mstore.Genus(g.id)), nil
		}
	}
	return withHeaps(in, name, a, func(an *misere.Analyzer, p impartial.Position) (eval.Value, error) {
		g, err := an.Genus(in.Context(), p)
		if err != nil {
			return nil, err
		}
		return f(g), nil
	})
}

// withHeaps runs f on the position given by the arguments.
func withHeaps(in *eval.Interp, name string, a []eval.Value, f func(*misere.Analyzer, impartial.Position) (eval.Value, error)) (eval.Value, error) {
	h, err := heapsArg(name, a)
	if err != nil {
		return nil, err
	}
	v, err := f(impartialOf(in).analyzer(h.r), h.heaps)
	if err != nil {
		return nil, impErr(name, err)
	}
	return v, nil
}

func genusValuesFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	r, err := rulesetArg("genus-values", a[0])
	if err != nil {
		return nil, err
	}
	n, err := integer("genus-values", a[1], 0, 100000)
	if err != nil {
		return nil, err
	}
	width := int64(4)
	if len(a) == 3 {
		if width, err = integer("genus-values", a[2], 1, 64); err != nil {
			return nil, err
		}
	}
	rows, err := impartialOf(in).analyzer(r).GenusValues(in.Context(), int(n), int(width))
	if err != nil {
		return nil, impErr("genus-values", err)
	}
	out := make([]eval.Value, len(rows))
	for i, row := range rows {
		out[i] = eval.String(row)
	}
	return eval.List(out...), nil
}

func pPositionsFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	r, err := rulesetArg("p-positions", a[0])
	if err != nil {
		return nil, err
	}
	total, err := integer("p-positions", a[1], 0, 40)
	if err != nil {
		return nil, err
	}
	an := impartialOf(in).analyzer(r)
	var out []eval.Value
	// Heaps are chosen in increasing order, so each sum is met once.
	var walk func(rest, smallest int, heaps []int) error
	walk = func(rest, smallest int, heaps []int) error {
		if len(heaps) > 0 {
			if err := in.Tick(1); err != nil {
				return err
			}
			o, err := an.MisereOutcome(in.Context(), impartial.NewPosition(heaps...))
			if err != nil {
				return impErr("p-positions", err)
			}
			if o == 'P' {
				vs := make([]eval.Value, len(heaps))
				for i, h := range heaps {
					vs[i] = eval.Box(eval.Int(int64(h)))
				}
				out = append(out, eval.List(vs...))
			}
		}
		for h := smallest; h <= rest; h++ {
			if err := walk(rest-h, h, append(heaps, h)); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(int(total), 1, nil); err != nil {
		return nil, err
	}
	return eval.List(out...), nil
}

func genusEntryFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	h, ok := a[0].(*Heaps)
	if !ok {
		return nil, eval.TypeError("genus-entry", a[0], "heaps: (heap RULES N...)")
	}
	width := int64(4)
	if len(a) == 2 {
		var err error
		if width, err = integer("genus-entry", a[1], 1, 64); err != nil {
			return nil, err
		}
	}
	an := impartialOf(in).analyzer(h.r)
	var entry string
	var err error
	if len(h.heaps) == 1 {
		entry, err = an.HeapEntry(in.Context(), h.heaps[0], int(width))
	} else {
		entry, err = an.SumEntry(in.Context(), h.heaps, int(width))
	}
	if err != nil {
		return nil, impErr("genus-entry", err)
	}
	return eval.String(entry), nil
}

// impErr names the builtin in an error of package impartial, and reports a
// cancelled computation as the interpreter's interruption.
func impErr(name string, err error) error {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return eval.ErrInterrupted
	}
	return fmt.Errorf("%s: %w", name, err)
}

// Limits of the tables behind the impartial builtins: past them a
// computation is an error ("too large") rather than minutes of work and
// gigabytes of memory.
const (
	analyzerLimit = 1 << 20 // positions per table
	mstoreLimit   = 1 << 18 // misère canonical forms
)
