package builtins

import (
	"errors"
	"fmt"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
)

// Game is a game value of the language: a node of the interpreter's game
// store. Games that are numbers are returned as numbers instead.
type Game struct {
	s  *gameState
	id games.ID
}

// String prints the game in the current notation, with the names KNOW and
// GAMELIST give (see gameState.print).
func (g *Game) String() string { return g.s.print(g.id) }

// Type is "game".
func (*Game) Type() string { return "game" }

// Equal reports whether other is the same node: the same form, or the same
// canonical game. (ceq compares values.)
func (g *Game) Equal(other eval.Value) bool {
	h, ok := other.(*Game)
	return ok && h.s == g.s && h.id == g.id
}

// gameState is the per-interpreter state of the game builtins.
type gameState struct {
	store    *games.Store
	display  games.Display // names and canon's marks, for printing
	in       *eval.Interp
	notation games.Notation
}

type gameStateKey struct{}

// state returns the interpreter's game state, creating it on first use.
func state(in *eval.Interp) *gameState {
	if s, ok := in.Data(gameStateKey{}).(*gameState); ok {
		return s
	}
	s := &gameState{store: games.NewStore(), in: in}
	s.store.SetPoll(func() error { return in.Tick(1024) })
	in.SetData(gameStateKey{}, s)
	return s
}

// SetASCII selects the ASCII notation (CGSuite's) for printing games, as
// (notation 'ascii) does.
func SetASCII(in *eval.Interp) { state(in).notation = games.ASCII }

// installGameGlobals binds the variables of the game vocabulary.
func installGameGlobals(in *eval.Interp) {
	s := state(in)
	in.DefineConstant("|", eval.Symbol("|"))
	in.SetGlobal("gamelist", eval.Nil)
	in.SetGlobal("star", s.value(s.store.Value(games.NUS{M: 1})))
	in.SetGlobal("up", s.value(s.store.Value(games.NUS{U: 1})))
	in.SetGlobal("down", s.value(s.store.Value(games.NUS{U: -1})))
}

// value returns node id as a value of the language: a number when it is a
// canonical number, otherwise a *Game.
func (s *gameState) value(id games.ID) eval.Value {
	if x, ok := s.store.NumberValue(id); ok {
		return eval.Box(eval.NumberFromRat(x.Rat()))
	}
	return &Game{s, id}
}

// game returns v as a node: a game of this interpreter or a dyadic number.
func (s *gameState) game(name string, v eval.Value) (games.ID, error) {
	switch x := v.(type) {
	case *Game:
		if x.s != s {
			return 0, fmt.Errorf("%s: %s belongs to another interpreter", name, x)
		}
		return x.id, nil
	case eval.Number:
		d, ok := games.DyadicFromRat(x.Rat())
		if !ok {
			return 0, fmt.Errorf("%s: %s is not a short game", name, x)
		}
		return s.store.Number(d), nil
	}
	return 0, eval.TypeError(name, v, "a game or a number")
}

func (s *gameState) games(name string, vs []eval.Value) ([]games.ID, error) {
	ids := make([]games.ID, len(vs))
	for i, v := range vs {
		id, err := s.game(name, v)
		if err != nil {
			return nil, err
		}
		ids[i] = id
	}
	return ids, nil
}

// failed adds the builtin's name to an error of the store.
func failed(name string, err error) error {
	var pe *games.ParseError
	switch {
	case errors.Is(err, eval.ErrInterrupted), errors.Is(err, eval.ErrStepLimit):
		return err
	case errors.As(err, &pe):
		return fmt.Errorf("%s: %v", name, pe)
	}
	return fmt.Errorf("%s: %v", name, err)
}

// print returns the printed form of node id. A node equal to a game on
// GAMELIST prints as that game's name, and keeps the name from then on
// (Allemang, Appendix III: "Games which were printed with names will retain
// these names even after the known game list has been reset").
//
// Matching needs canonical forms, and printing happens outside evaluation
// (the REPL prints a value after computing it), so it gets a budget of its
// own and stops at Ctrl-C: past either, the rest prints without matching.
func (s *gameState) print(id games.ID) string {
	p := games.Printer{Store: s.store, Display: &s.display, Notation: s.notation, Limit: eval.MaxPrintLength}
	if v, _ := s.in.Global("gamelist"); v == eval.Nil {
		return p.String(id)
	}
	polls := 0
	done := s.in.Context().Done()
	s.store.SetPoll(func() error {
		polls++
		select {
		case <-done:
			return eval.ErrInterrupted
		default:
		}
		if polls > printBudget {
			return errPrintBudget
		}
		return nil
	})
	defer s.store.SetPoll(func() error { return s.in.Tick(1024) })
	known, gaveUp := s.knownGames(), false
	p.Name = func(n games.ID) (string, bool) {
		if name, ok := s.display.Name(n); ok {
			return name, true
		}
		if gaveUp || len(known) == 0 {
			return "", false
		}
		c, err := s.store.Canonical(n)
		if err != nil {
			gaveUp = true
			return "", false
		}
		for _, k := range known {
			if k.canon == c {
				s.display.SetName(n, k.name)
				return k.name, true
			}
		}
		return "", false
	}
	return p.String(id)
}

// printBudget bounds, in thousands of steps, the canonical forms that
// matching games against GAMELIST may compute while printing (about a
// second).
const printBudget = 2000

var errPrintBudget = errors.New("printing: out of budget")

type knownGame struct {
	canon games.ID
	name  string
}

// knownGames reads GAMELIST: a list of (GAME NAME) entries, newest first.
// Entries of another shape are ignored.
func (s *gameState) knownGames() []knownGame {
	v, _ := s.in.Global("gamelist")
	entries, ok := eval.ListToSlice(v)
	if !ok {
		return nil
	}
	var known []knownGame
	for _, e := range entries {
		pair, ok := eval.ListToSlice(e)
		if !ok || len(pair) != 2 {
			continue
		}
		id, err := s.game("", pair[0])
		if err != nil {
			continue
		}
		c, err := s.store.Canonical(id)
		if err != nil {
			continue
		}
		known = append(known, knownGame{c, nameOf(pair[1])})
	}
	return known
}

func nameOf(v eval.Value) string {
	switch x := v.(type) {
	case eval.Symbol:
		return string(x)
	case eval.String:
		return string(x)
	}
	return eval.Display(v)
}

// gameFn adapts a function of node arguments.
func gameFn(name string, f func(s *gameState, ids []games.ID) (eval.Value, error)) func(*eval.Interp, []eval.Value) (eval.Value, error) {
	return func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
		s := state(in)
		ids, err := s.games(name, a)
		if err != nil {
			return nil, err
		}
		v, err := f(s, ids)
		if err != nil {
			return nil, failed(name, err)
		}
		return v, nil
	}
}

// gameResult adapts a function returning one node.
func gameResult(name string, f func(s *gameState, ids []games.ID) (games.ID, error)) func(*eval.Interp, []eval.Value) (eval.Value, error) {
	return gameFn(name, func(s *gameState, ids []games.ID) (eval.Value, error) {
		id, err := f(s, ids)
		if err != nil {
			return nil, err
		}
		return s.value(id), nil
	})
}

// relation adapts a comparison: ok lists the relations for which it is T.
func relation(name string, zero bool, ok ...games.Relation) func(*eval.Interp, []eval.Value) (eval.Value, error) {
	return gameFn(name, func(s *gameState, ids []games.ID) (eval.Value, error) {
		h := games.Zero
		if !zero {
			h = ids[1]
		}
		r, err := s.store.Compare(ids[0], h)
		if err != nil {
			return nil, err
		}
		for _, want := range ok {
			if r == want {
				return eval.T, nil
			}
		}
		return eval.Nil, nil
	})
}

func (s *gameState) list(ids []games.ID) eval.Value {
	vs := make([]eval.Value, len(ids))
	for i, id := range ids {
		vs[i] = s.value(id)
	}
	return eval.List(vs...)
}

func gameBuiltins() []*eval.Builtin {
	const (
		lt = games.Less
		eq = games.Equal
		gt = games.Greater
		fz = games.Fuzzy
	)
	return []*eval.Builtin{
		fn("mg", "(mg L... | R...)", 1, -1,
			"Makes the game {L...|R...}: the arguments before the symbol | (typed !| or |) are Left's options,\nthose after it Right's. Options are games or numbers. The game is kept as built (a form) until canon:\n(mg 0 !| (mg 0 !| 0)) prints {0|{0|0}}.", mgFn),
		fn("mplus", "(mplus G...)", 0, -1,
			"Returns the sum of the games and numbers G...: (mplus 2 2) is 4. The sum is kept as a sum of its\nsummands, numbers, ups and stars being added at once: (mplus up up star) is ⇑*, but with games made by mg\n(mplus u u s) prints 2u+s. canon gives the canonical form of the whole sum.",
			gameResult("mplus", func(s *gameState, ids []games.ID) (games.ID, error) { return s.store.Plus(ids...) })),
		fn("mdifference", "(mdifference G H)", 2, 2, "Returns the sum G + (−H), kept as a sum: (mdifference g g) is 0.",
			gameResult("mdifference", func(s *gameState, ids []games.ID) (games.ID, error) { return s.store.Difference(ids[0], ids[1]) })),
		fn("mminus", "(mminus G)", 1, 1, "Returns −G, Right's and Left's roles exchanged: (mminus up) is ↓.",
			gameResult("mminus", func(s *gameState, ids []games.ID) (games.ID, error) { return s.store.Minus(ids[0]) })),
		fn("left", "(left G)", 1, 1, "Returns the list of Left's options of G. For a sum, these are the sums one Left move in one summand\nreaches; for a canonical game, its canonical options.",
			gameFn("left", func(s *gameState, ids []games.ID) (eval.Value, error) {
				l, _, err := s.store.Options(ids[0])
				return s.list(l), err
			})),
		fn("right", "(right G)", 1, 1, "Returns the list of Right's options of G (see left).",
			gameFn("right", func(s *gameState, ids []games.ID) (eval.Value, error) {
				_, r, err := s.store.Options(ids[0])
				return s.list(r), err
			})),
		fn("unsum", "(unsum G)", 1, 1, "Returns G as a single game: (mg (left G) | (right G)), so a sum becomes one game whose options\nare one move in one summand: with u = ↑ and s = * made by mg, (unsum (mplus u u s)) prints {2u,s+u|2s+u,2u}.",
			gameResult("unsum", func(s *gameState, ids []games.ID) (games.ID, error) { return s.store.Unsum(ids[0]) })),
		fn("canon", "(canon G)", 1, 1, "Returns the canonical form of G (dominated options removed, reversible ones bypassed; numbers,\nnimbers and ups recognised). G itself does not change, but prints from then on by its canonical form:\nfor a game made by mg, {L|R} over the canonical options. (canon (mg 1/2 !| 1)) is 3/4.",
			gameResult("canon", func(s *gameState, ids []games.ID) (games.ID, error) { return s.display.Canon(s.store, ids[0]) })),
		fn("cnumberp", "(cnumberp G)", 1, 1, "Returns t if G equals a number, nil otherwise: (cnumberp (mg 0 !| 1)) is t.",
			gameFn("cnumberp", func(s *gameState, ids []games.ID) (eval.Value, error) {
				_, ok, err := s.store.IsNumber(ids[0])
				return eval.Bool(ok), err
			})),
		fn("ceq", "(ceq G H)", 2, 2, "Returns t if G = H as games, nil otherwise: (ceq (mg 0 !| 0) star) is t.", relation("ceq", false, eq)),
		fn("cleq", "(cleq G H)", 2, 2, "Returns t if G ≤ H, nil otherwise.", relation("cleq", false, lt, eq)),
		fn("cgeq", "(cgeq G H)", 2, 2, "Returns t if G ≥ H, nil otherwise.", relation("cgeq", false, gt, eq)),
		fn("clt", "(clt G H)", 2, 2, "Returns t if G < H, nil otherwise.", relation("clt", false, lt)),
		fn("cgt", "(cgt G H)", 2, 2, "Returns t if G > H, nil otherwise.", relation("cgt", false, gt)),
		fn("cfuzzy", "(cfuzzy G H)", 2, 2, "Returns t if G is confused with (fuzzy, incomparable with) H, nil otherwise: (cfuzzy star 0) is t.", relation("cfuzzy", false, fz)),
		fn("fuzzy", "(fuzzy G H)", 2, 2, "The same as cfuzzy.", relation("fuzzy", false, fz)),
		fn("ceqz", "(ceqz G)", 1, 1, "Returns t if G = 0 (a second-player win), nil otherwise.", relation("ceqz", true, eq)),
		fn("cleqz", "(cleqz G)", 1, 1, "Returns t if G ≤ 0 (Right wins if Left starts), nil otherwise.", relation("cleqz", true, lt, eq)),
		fn("cgeqz", "(cgeqz G)", 1, 1, "Returns t if G ≥ 0 (Left wins if Right starts), nil otherwise.", relation("cgeqz", true, gt, eq)),
		fn("outcome", "(outcome G)", 1, 1, "Returns G's outcome class in normal play: the symbol l (Left wins), r (Right wins), p (the second\nplayer wins: G = 0) or n (the first player wins).",
			gameFn("outcome", func(s *gameState, ids []games.ID) (eval.Value, error) {
				o, err := s.store.Outcome(ids[0])
				return eval.Symbol(strings.ToLower(o.String())), err
			})),
		fn("birthday", "(birthday G)", 1, 1, "Returns the birthday of G: the day its canonical form is born. (birthday up) is 2.",
			gameFn("birthday", func(s *gameState, ids []games.ID) (eval.Value, error) {
				b, err := s.store.Birthday(ids[0])
				return eval.Box(eval.Int(b)), err
			})),
		fn("star", "(star [N])", 0, 1, "Returns the nimber *N (default 1): (star 3) is *3, (star 0) is 0.", starFn),
		fn("up", "(up [N])", 0, 1, "Returns N·↑ (default 1): (up 2) is ⇑, (up -1) is ↓.", upFn),
		fn("game", "(game TEXT)", 1, 1,
			"Reads the game written in the string TEXT, in either notation, and returns its canonical form:\n(game \"{0|^}\") is ⇑*, (game \"1+↑\") is 1+↑, (game \"{2||1|0}\") is {2|1/2±1/2}. Names of variables holding\ngames may be used: (game \"2g+*\"). See the README for the notation.", gameTextFn),
		fn("notation", "(notation [NAME])", 0, 1, "Returns the notation games print in, unicode or ascii; with NAME, selects it first. ASCII is\nCGSuite's: ^ for ↑, v for ↓, +- for ±, 1* for 1+*.", notationFn),
		fn("pr", "(pr G)", 1, 1, "Prints G legibly, then a newline, and returns nil. Games equal to one on gamelist print by its\nname (see know).", prFn),
		fn("know", "(know G NAME)", 2, 2, "Adds (G NAME) to the front of the variable gamelist and returns the new list. From then on, any game\nor part of a game printed that equals G prints as NAME, and keeps that name even after\n(setq gamelist nil): (know up '!↑).", knowFn),
	}
}

func mgFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	s := state(in)
	bar := -1
	for i, v := range a {
		if v == eval.Symbol("|") {
			if bar >= 0 {
				return nil, fmt.Errorf("mg: more than one |")
			}
			bar = i
		}
	}
	if bar < 0 {
		return nil, fmt.Errorf("mg: missing | between Left's and Right's options (type it !|)")
	}
	left, err := s.games("mg", a[:bar])
	if err != nil {
		return nil, err
	}
	right, err := s.games("mg", a[bar+1:])
	if err != nil {
		return nil, err
	}
	return s.value(s.store.NewForm(left, right)), nil
}

func starFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	n := int64(1)
	if len(a) == 1 {
		var err error
		if n, err = integer("star", a[0], 0, 1<<40); err != nil {
			return nil, err
		}
	}
	s := state(in)
	return s.value(s.store.Value(games.NUS{M: uint64(n)})), nil
}

func upFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	n := int64(1)
	if len(a) == 1 {
		var err error
		if n, err = integer("up", a[0], -(1 << 40), 1<<40); err != nil {
			return nil, err
		}
	}
	s := state(in)
	return s.value(s.store.Value(games.NUS{U: n})), nil
}

func gameTextFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	text, ok := a[0].(eval.String)
	if !ok {
		return nil, eval.TypeError("game", a[0], "a string")
	}
	s := state(in)
	id, err := s.store.Parse(string(text), func(name string) (games.ID, bool) {
		if v, ok := in.Global(name); ok {
			if id, err := s.game("game", v); err == nil {
				return id, true
			}
		}
		return 0, false
	})
	if err != nil {
		return nil, failed("game", err)
	}
	return s.value(id), nil
}

func notationFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	s := state(in)
	if len(a) == 1 {
		name := a[0]
		if str, ok := name.(eval.String); ok {
			name = eval.Symbol(strings.ToLower(string(str)))
		}
		switch name {
		case eval.Symbol("unicode"):
			s.notation = games.Unicode
		case eval.Symbol("ascii"):
			s.notation = games.ASCII
		default:
			return nil, fmt.Errorf("notation: %s is not unicode or ascii", eval.Describe(a[0]))
		}
	}
	if s.notation == games.ASCII {
		return eval.Symbol("ascii"), nil
	}
	return eval.Symbol("unicode"), nil
}

func prFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	return eval.Nil, output(in, eval.Display(a[0])+"\n")
}

func knowFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	s := state(in)
	if _, err := s.game("know", a[0]); err != nil {
		return nil, err
	}
	switch a[1].(type) {
	case eval.Symbol, eval.String:
	default:
		return nil, eval.TypeError("know", a[1], "a symbol or a string")
	}
	if name := nameOf(a[1]); name == "" || strings.ContainsAny(name, "{}|,() \t\n") {
		return nil, fmt.Errorf("know: %s cannot name a game: it must be non-empty, without spaces, braces, bars, commas or parentheses", eval.Describe(a[1]))
	}
	old, _ := in.Global("gamelist")
	list := &eval.Cons{Car: eval.List(a[0], a[1]), Cdr: old}
	in.SetGlobal("gamelist", list)
	return list, nil
}
