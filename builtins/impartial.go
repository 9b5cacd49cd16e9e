package builtins

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
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

// Form is the Lisp form that makes the heaps again: (nim 3 5), (heap
// 'kayles 3 4), (heap "0.07" 3).
func (h *Heaps) Form() string {
	var b strings.Builder
	switch name := h.r.String(); {
	case name == "nim":
		b.WriteString("(nim")
	case name != h.r.Code():
		b.WriteString("(heap '" + name)
	default:
		b.WriteString("(heap " + strconv.Quote(name))
	}
	if len(h.heaps) == 0 {
		b.WriteString(" 0")
	}
	for _, n := range h.heaps {
		fmt.Fprintf(&b, " %d", n)
	}
	return b.String() + ")"
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

// String prints the canonical form: in Unicode notation 0, *, *2, {*2},
// and CGSuite's *[…] for long forms; in ASCII notation always as CGSuite
// prints it: *[0], *[1], *[2], *[2#], *[2[2]].
func (g *MisereGame) String() string {
	if g.s.settings.Notation == games.ASCII {
		return g.s.mstore.CGSuite(g.id)
	}
	return g.s.mstore.String(g.id)
}

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
	settings  *Settings
}

// newImpartialState returns the impartial state of a new session
// (session.go).
func newImpartialState(set *Settings) *impartialState {
	s := &impartialState{
		mstore:    misere.NewMStore(),
		analyzers: map[string]*misere.Analyzer{},
		settings:  set,
	}
	s.mstore.SetLimit(s.settings.MisereForms)
	return s
}

func (s *impartialState) analyzer(r *impartial.Ruleset) *misere.Analyzer {
	a, ok := s.analyzers[r.Code()]
	if !ok {
		a = misere.NewAnalyzer(r)
		a.SetLimit(s.settings.AnalyzerPositions)
		s.analyzers[r.Code()] = a
	}
	return a
}

func impartialBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("octal", "CODE [:cgsuite FLAG=nil]",
			"Returns the heap game with the given code or preset name (a string or symbol): (octal \"0.77\") is Kayles. Codes d0.d1d2...: digit dk's bits say what removing k counters from a heap may leave (1: nothing, 2: one heap, 4: two heaps, 8: three); a tail in brackets repeats (nim is 0.[3]); ! before the point makes split heaps differ (Grundy's game is 4!.0); sub{1,2,5} is a subtraction game (see heap-options for the whole notation).\n"+
				"Presets: "+strings.Join(impartial.Presets(), ", ")+". A ? after a digit (sizes that differ somewhere) constrains only moves that leave two or more heaps, as CGSuite's documentation says; with :cgsuite t, or a code written \"cgsuite:0.07?\", it is read as CGSuite 2's program reads it, which also refuses to leave a lone heap of one counter under ?: (nim-values \"cgsuite:0.07?\" 8) is (0 0 1 0 0 2 1 3 0), (nim-values \"0.07?\" 8) is (0 0 1 1 0 0 2 1 3).", octalFn),
		row("ruleset", "CODE [:cgsuite FLAG=nil]", "The same as octal.", octalFn),
		row("heap", "RULES N...", "Returns the position of heaps N... under RULES (a ruleset, code or preset name): (heap 'kayles 3 4). The sizes may also be given as a list. At least one is needed: the empty position is (heap 'kayles 0). A position of heaps is a game wherever one is taken, the nimber of its nim value: (canon (heap 'kayles 3 4)) is *2, (+ (heap 'nim 1) 1/2) is 1/2*; show draws it. (nim N...) is (heap 'nim N...).", func(c call) (eval.Value, error) {
			h := c.position(c.Pos)
			return h, c.err
		}),
		nimBuiltin(),
		writesFiles(row("nim-values", "RULES N [:checkpoint FILE] [:every SECONDS] [:jobs N]", "Returns the list of the normal-play nim values of heaps 0..N: (nim-values 'kayles 5) is (0 1 2 3 1 4). Once the Guy-Smith test certifies a period (finite codes) the values beyond come from it, so (nim-values 'dawsons-kayles 1000000) is at once; other codes use the sparse space. A long run shows its progress on a terminal. Ctrl-C stops the evaluation (\"interrupted\") with the values of the heaps computed, 0..H-1, as its partial answer, kept in *partial*: the REPL names it in one line, after a note \"stopped at heap H\", and shows it abbreviated (cgcalc -e prints the values and exits with status 130); the values are also kept for the session, so the same call goes on from heap H. :checkpoint FILE resumes from FILE if it exists and writes the state to it every SECONDS (default 30) of work and at the end or a stop, atomically; a file of another ruleset or a damaged one is refused. :jobs N (default 1) uses N more cores for one long sequence: for codes whose values have no period or sparse space yet (0.767), N goroutines build the sets of the values of the splits ahead of the heaps, the same values sooner; Ctrl-C, progress and the memory budget act as with one.", nimValuesFn)),
		row("nim-value", "RULES N...", "Returns the normal-play nim value of the position RULES N... (or of a (heap ...) value given alone): the nim-sum of its heaps' values: (nim-value 'kayles 3 4) is 2. An impartial classroom game's position alone gives its nim value: (nim-value (wythoff 1 1)) is 2, and so does a game equal to a nimber: (nim-value (impartial-variant (heap 'kayles 3 4 5))) is 6.", func(c call) (eval.Value, error) {
			if p, ok := c.Pos[0].(*Position); ok && len(c.Pos) == 1 {
				v, err := positionNimValue(p)
				return v, computeErr(err)
			}
			switch c.Pos[0].(type) {
			case *Game, eval.Number:
				if len(c.Pos) == 1 {
					return gameNimValue(sessionOf(c.in).games, c.Pos[0])
				}
			}
			g := c.heapsNimValue(c.position(c.Pos))
			if c.err != nil {
				return nil, c.err
			}
			return intValue(g), nil
		}),
		row("misere-outcome", "G N... [:explain FLAG=nil]", "Returns the misère outcome of G, heaps ((heap RULES N...) or RULES N...) or a misère game: p if the previous player wins, n if the next player does (a player who cannot move wins): (misere-outcome 'nim 1) is p. A partizan game, or a sum of games G..., is played out on its options as built (a form's as mg or a quoted literal made them, a canonical form's canonical options), and may also be l or r: (misere-outcome (game \"{0|}\")) is r, Right having no move; the outcome is the form's, not the value's: (misere-outcome (domineering 2 4)) is n, (misere-outcome (canon (domineering 2 4))) is l. Positions of a ruleset, or a sum of positions of one ruleset, are played out on their own options, each position searched once: (misere-outcome (domineering \"..\") (domineering \".|.\")) is n. A sum of positions that are all dicots, or all dead-ending, is also searched with each position replaced by its canonical form modulo that universe, as misere-canon makes it (the same outcome in every such sum), the two searches taking turns until one answers; :explain t says which did. See doc/misere-partizan.md.\n"+
			misereMethodsDoc, misereInstantFn(false)),
		row("misere-grundy", "G N... [:explain FLAG=nil]", "Returns the misère Grundy value of a position (as for misere-outcome): 1 for no move, else the mex of its options' values; 0 exactly for misère P-positions: (misere-grundy 'nim 2) is 2. Through a quotient it is the m for which G + *m is a P-position, *m played as heaps of the game equal to it.\n"+
			misereMethodsDoc, misereInstantFn(true)),
		row("genus", "G N...", "Returns Conway's genus of a position (as for misere-outcome) as a string g^γ0γ1...: the normal-play value g, then γi, the misère Grundy value of the position plus i copies of *2, written until the tail repeats with γ(i+1) = γi ⊕ 2 (values of 10 or more in parentheses): (genus 'nim 0) is \"0^120\", (genus 'nim 2) is \"2^20\".", func(c call) (eval.Value, error) {
			return c.withGenus(func(g misere.Genus) eval.Value { return eval.String(g.String()) })
		}),
		row("blurry-genus", "G N...", "Returns Allemang's blurry genus of a position (as for misere-outcome) as a string: symbol i is 0 if the position plus :2i is a misère P-position, 1 if plus :2i+1 is, # otherwise (:n are the adders), until the last two symbols have repeated: (blurry-genus 'nim 0) is \"1#0#\". genus-values gives the 2/3 form (1202).", func(c call) (eval.Value, error) {
			return c.withGenus(func(g misere.Genus) eval.Value { return eval.String(g.Blurry().Sharps()) })
		}),
		row("genus-values", "RULES N [WIDTH=4]", "Returns the list of heaps 0..N's entries as Allemang's Appendix I prints them: the normal value, then the first WIDTH symbols of the blurry genus, a # written 2 or 3 when the next symbol is 0 or 1, with * in front when the heap is shown equal to a nim heap: (genus-values 'nim 2) is (\"*0(1202)\" \"*1(0313)\" \"*2(2020)\").", genusValuesFn),
		row("genus-entry", "HEAPS [WIDTH=4]", "Returns the entry of a position as Allemang's tables print it: for one heap as genus-values does (\"3(1#31)\"), for a sum as table iii's two-heap lines, without the normal value: (genus-entry (heap 'grundy 13 16)) is \"(1202)\". HEAPS is a (heap ...) value; WIDTH symbols are shown.", genusEntryFn),
		row("tame-p", "G N...", "Returns t if the position (as for misere-outcome) is tame (its genus and its followers' are those of nim positions: 0^120, 1^031 or n^n(n⊕2)), nil if it is wild: (tame-p 'nim 1 2) is t. For a misère game (from mcanon) it is CGSuite's IsTame: the canonical form and all its followers have tame genera, so (tame-p (mcanon \"{*2}\")) is t; a canonical form can be tame when the position is not (Kayles 6 is *3).", func(c call) (eval.Value, error) {
			if g, ok := c.Pos[0].(*MisereGame); ok && len(c.Pos) == 1 {
				return eval.Bool(g.s.mstore.Phylum(g.id).Tame()), nil
			}
			return c.withHeaps(func(an *misere.Analyzer, p impartial.Position) (eval.Value, error) {
				t, err := an.Tame(c.in.Context(), p)
				return eval.Bool(t), err
			})
		}),
		row("p-positions", "RULES TOTAL", "Returns the misère P-positions among the sums of heaps (each of at least 1) with total size at most TOTAL (TOTAL ≤ 40), each as a list of heap sizes in increasing order: (p-positions 'nim 4) is ((1) (1 1 1) (2 2)).", pPositionsFn),
		row("mcanon", "G G...", "Returns the misère canonical form of the sum of the Gs: heaps, misère games, nim heap sizes, or games' texts such as \"{0,*2}\". Equal games in misère play have the same canonical form: (mcanon \"{0,*2}\") is *, (mcanon \"{*}\") is 0, (mcanon (heap 'kayles 2) 1) is *3. Small forms print in braces, larger ones in CGSuite's style: *[2#] is {*2}.", func(c call) (eval.Value, error) {
			s := sessionOf(c.in).impartial
			sum := misere.Zero
			for _, v := range c.Pos {
				id := c.misere(v)
				if c.err != nil {
					return nil, c.err
				}
				var err error
				if sum, err = s.mstore.SumErr(sum, id); err != nil {
					return nil, computeErr(err)
				}
			}
			return &MisereGame{s, sum}, nil
		}),
		row("mceq", "G H", "Returns t if G and H are equal in misère play (the same misère canonical form), nil otherwise: (mceq \"*+*\" 0) is t, but (mceq \"*2+*2\" 0) is nil.", func(c call) (eval.Value, error) {
			g, h := c.misere(c.Pos[0]), c.misere(c.Pos[1])
			return eval.Bool(g == h), c.err
		}),
		row("adder", "N", "Returns the adder :N in misère canonical form: :2k is k copies of *2, :2k+1 that plus *: (adder 4) is {*2,*3}.", func(c call) (eval.Value, error) {
			n := c.count(c.Pos[0], 0, 1000)
			if c.err != nil {
				return nil, c.err
			}
			s := sessionOf(c.in).impartial
			s.mstore.SetContext(c.in.Context())
			id := s.mstore.Nimber(n % 2)
			for range n / 2 {
				var err error
				if id, err = s.mstore.SumErr(id, s.mstore.Nimber(2)); err != nil {
					return nil, computeErr(err)
				}
			}
			return &MisereGame{s, id}, nil
		}),
		writesFiles(row("period", "RULES [N=5000] [:checkpoint FILE] [:every SECONDS] [:jobs N]", "Returns (PERIOD PREPERIOD) of the nim values of RULES when the Guy-Smith test (values equal a period apart from the preperiod up to H*max(preperiod,1) + (H-1)*period + the most a move removes, H the most heaps a move leaves, at least 2) proves it within heaps 0..N, else nil, printing nothing (so for Grundy's game, whose splits must differ, and for Kayles below N = 167): (period 'kayles) is (12 71). The least period and preperiod are given. Values that grow by a saltus S each period (arithmetic periodicity, G(n+PERIOD) = G(n) + S from the preperiod on) give (PERIOD PREPERIOD S): for codes that leave at most one heap, with or without a repeating tail, the test is the one proved in games/impartial/period.go; (period 'nim) is (1 0 1). A long run shows progress; Ctrl-C stops it as for nim-values, with the values computed as the partial answer (the note says no period is certified by them) or a period certified before the stop; :checkpoint FILE, :every SECONDS and :jobs N are as for nim-values: (period \".354\" 20200000 :checkpoint \"354.ckpt\") is (1180 10061916).", periodFn)),
	}
}

func octalFn(c call) (eval.Value, error) {
	r := c.anyRuleset(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	if given(c.Key(":cgsuite")) {
		r = r.CGSuiteReading()
	}
	return &Ruleset{r}, nil
}

// ruleset returns the rules of h, or nil.
func (h *Heaps) ruleset() *impartial.Ruleset {
	if h == nil {
		return nil
	}
	return h.r
}

// withGenus runs f on the genus of the position the arguments give, or of
// a misère game (from its canonical form).
func (c *call) withGenus(f func(misere.Genus) eval.Value) (eval.Value, error) {
	if g, ok := c.Pos[0].(*MisereGame); ok && len(c.Pos) == 1 {
		return f(g.s.mstore.Genus(g.id)), nil
	}
	return c.withHeaps(func(an *misere.Analyzer, p impartial.Position) (eval.Value, error) {
		g, err := an.Genus(c.in.Context(), p)
		if err != nil {
			return nil, err
		}
		return f(g), nil
	})
}

// withHeaps runs f on the position the arguments give.
func (c *call) withHeaps(f func(*misere.Analyzer, impartial.Position) (eval.Value, error)) (eval.Value, error) {
	h := c.position(c.Pos)
	if c.err != nil {
		return nil, c.err
	}
	v, err := f(sessionOf(c.in).impartial.analyzer(h.r), h.heaps)
	return v, computeErr(err)
}

func genusValuesFn(c call) (eval.Value, error) {
	r := c.ruleset(c.Pos[0])
	n, width := c.count(c.Pos[1], 0, 100000), c.count(c.Pos[2], 1, 64)
	if c.err != nil {
		return nil, c.err
	}
	rows, err := sessionOf(c.in).impartial.analyzer(r).GenusValues(c.in.Context(), n, width)
	if err != nil {
		return nil, computeErr(err)
	}
	return stringList(rows), nil
}

func pPositionsFn(c call) (eval.Value, error) {
	r, total := c.ruleset(c.Pos[0]), c.count(c.Pos[1], 0, 40)
	if c.err != nil {
		return nil, c.err
	}
	an := sessionOf(c.in).impartial.analyzer(r)
	var out []eval.Value
	// Heaps are chosen in increasing order, so each sum is met once.
	var walk func(rest, smallest int, heaps []int) error
	walk = func(rest, smallest int, heaps []int) error {
		if len(heaps) > 0 {
			if err := c.in.Tick(1); err != nil {
				return err
			}
			o, err := an.MisereOutcome(c.in.Context(), impartial.NewPosition(heaps...))
			if err != nil {
				return computeErr(err)
			}
			if o == 'P' {
				out = append(out, intList(heaps))
			}
		}
		for h := smallest; h <= rest; h++ {
			if err := walk(rest-h, h, append(heaps, h)); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(total, 1, nil); err != nil {
		return nil, err
	}
	return eval.List(out...), nil
}

func genusEntryFn(c call) (eval.Value, error) {
	h, ok := c.Pos[0].(*Heaps)
	if !ok {
		return nil, eval.TypeError(c.Pos[0], "heaps: (heap RULES N...)")
	}
	width := c.count(c.Pos[1], 1, 64)
	if c.err != nil {
		return nil, c.err
	}
	an := sessionOf(c.in).impartial.analyzer(h.r)
	var entry string
	var err error
	if len(h.heaps) == 1 {
		entry, err = an.HeapEntry(c.in.Context(), h.heaps[0], width)
	} else {
		entry, err = an.SumEntry(c.in.Context(), h.heaps, width)
	}
	if err != nil {
		return nil, computeErr(err)
	}
	return eval.String(entry), nil
}

// gameNimValue returns n for a game (or the number 0) equal to the
// nimber *n, and an error naming the value of any other.
func gameNimValue(s *gameState, g eval.Value) (eval.Value, error) {
	id, err := s.game(g)
	if err != nil {
		return nil, err
	}
	if id, err = s.store.Canonical(id); err != nil {
		return nil, computeErr(err)
	}
	if v, ok := s.store.NUSValue(id); ok && v.X.IsZero() && v.U == 0 && v.M <= math.MaxInt32 {
		return intValue(int(v.M)), nil
	}
	return nil, fmt.Errorf("%s is not a nimber: only a game equal to a nimber has a nim value", eval.Repr(g))
}
