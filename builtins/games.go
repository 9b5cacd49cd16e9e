package builtins

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/loopy"
	"cgcalc/games/rulesets"
	"cgcalc/games/search"
)

// Game is a game value of the language: a node of the interpreter's game
// store. Games that are numbers are returned as numbers instead.
type Game struct {
	s  *gameState
	id games.ID
}

// String prints the game in the current notation, with the names KNOW and
// GAMELIST give (see gameState.print).
func (g *Game) String() string { s, _ := g.s.print(nil, g.id); return s }

// PrintContext is String stopping with ErrInterrupted when ctx is
// cancelled (the REPL prints values after their evaluation, under the
// context of Ctrl-C).
func (g *Game) PrintContext(ctx context.Context) (string, error) { return g.s.print(ctx, g.id) }

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
	settings *Settings
	rulesets map[string]rulesets.Ruleset // by name, made on first use (position.go)
	solvers  map[string]*search.Solver   // by ruleset name, made on first use (search.go)
	variants map[variantKey]games.ID     // the variants of canonical games (variants.go)
}

// cacheShare: the game store's operation cache may use 1/cacheShare of
// the memory budget.
const cacheShare = 8

// newGameState returns the game state of a new session (session.go).
func newGameState(in *eval.Interp, set *Settings) *gameState {
	s := &gameState{store: games.NewStore(), in: in, settings: set}
	s.store.SetPoll(func() error { return in.Tick(1024) })
	if limit := eval.MemoryLimit(); limit > 0 {
		// The operation cache may take an eighth of the memory budget.
		s.store.SetCacheBytes(limit / cacheShare)
	}
	return s
}

// installGameGlobals binds the variables of the game vocabulary.
func installGameGlobals(in *eval.Interp) {
	s := sessionOf(in).games
	in.DocText = docInNotation(in)
	in.DefineConstant("|", eval.Symbol("|"))
	in.SetGlobal("gamelist", eval.Nil)
	in.SetGlobal("star", s.value(s.store.Value(games.NUS{M: 1})))
	in.SetGlobal("up", s.value(s.store.Value(games.NUS{U: 1})))
	in.SetGlobal("down", s.value(s.store.Value(games.NUS{U: -1})))
	installOrdinalGlobals(in)
}

// value returns node id as a value of the language: a number when it is a
// canonical number, otherwise a *Game.
func (s *gameState) value(id games.ID) eval.Value {
	if x, ok := s.store.NumberValue(id); ok {
		return eval.Box(eval.NumberFromRat(x.Rat()))
	}
	return &Game{s, id}
}

// game returns v as a node: a game of this interpreter, a dyadic number, a
// classroom game's position (its value) or heaps (the nimber of their nim
// value). Every builtin that takes games reads its arguments here.
func (s *gameState) game(v eval.Value) (games.ID, error) {
	switch x := v.(type) {
	case *Game:
		if x.s != s {
			return 0, fmt.Errorf("%s belongs to another interpreter", x)
		}
		return x.id, nil
	case eval.Number:
		d, ok := games.DyadicFromRat(x.Rat())
		if !ok {
			return 0, fmt.Errorf("%s is not a short game", x)
		}
		return s.store.Number(d), nil
	case *Position:
		if x.s != s {
			return 0, fmt.Errorf("%s belongs to another interpreter", x)
		}
		return x.value()
	case *Heaps:
		return s.heapsGame(x)
	case *Nimber, *Ordinal, *Surreal:
		return 0, notShort(v)
	}
	return 0, eval.TypeError(v, "a game or a number")
}

// wantNumberOrGame is what the arithmetic takes, for its type errors.
const wantNumberOrGame = "a number or a game"

// arithGame returns v as a node of the store for the arithmetic: a game of
// this interpreter, or a number, which must be dyadic to be a (short)
// game; its errors name what the arithmetic takes, numbers or games.
func (s *gameState) arithGame(v eval.Value) (games.ID, error) {
	switch x := v.(type) {
	case *Game, *Position, *Heaps:
		return s.game(x)
	case eval.Number:
		d, ok := games.DyadicFromRat(x.Rat())
		if !ok {
			return 0, errors.New(eval.Describe(x) + " is not a dyadic rational, so not a game")
		}
		return s.store.Number(d), nil
	case *Nimber, *Ordinal, *Surreal:
		return 0, notShort(v)
	}
	return 0, eval.TypeError(v, wantNumberOrGame)
}

// print returns the printed form of node id. A node equal to a game on
// GAMELIST prints as that game's name, and keeps the name from then on
// (Allemang, Appendix III: "Games which were printed with names will retain
// these names even after the known game list has been reset").
//
// Matching needs canonical forms, and printing happens outside evaluation
// (the REPL prints a value after computing it), so it gets a budget of its
// own and stops at Ctrl-C, which cancels ctx (nil: the evaluation's
// context): past the budget the rest prints without matching; at Ctrl-C
// printing stops with ErrInterrupted.
func (s *gameState) print(ctx context.Context, id games.ID) (string, error) {
	return s.printBy(ctx, func(p *games.Printer) string { return p.String(id) })
}

// printBy is print with the printing done by f, given the session's
// printer.
func (s *gameState) printBy(ctx context.Context, f func(p *games.Printer) string) (string, error) {
	return s.printIn(ctx, s.settings.Notation, f)
}

// printIn is printBy in notation n (latex prints in games.LaTeX).
func (s *gameState) printIn(ctx context.Context, n games.Notation, f func(p *games.Printer) string) (string, error) {
	p := games.Printer{Store: s.store, Display: &s.display, Notation: n, Limit: eval.MaxPrintLength}
	if v, _ := s.in.Global("gamelist"); v == eval.Nil {
		return f(&p), nil
	}
	if ctx == nil {
		ctx = s.in.Context()
	}
	polls := 0
	done := ctx.Done()
	interrupted := false
	s.store.SetPoll(func() error {
		polls++
		select {
		case <-done:
			interrupted = true
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
	text := f(&p)
	if interrupted {
		return "", eval.ErrInterrupted
	}
	return text, nil
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
		id, err := s.game(pair[0])
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

// gameFn adapts a function of the game arguments (every argument a game).
func gameFn(f func(s *gameState, ids []games.ID) (eval.Value, error)) func(call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		ids := c.games(c.Pos)
		if c.err != nil {
			return nil, c.err
		}
		return f(sessionOf(c.in).games, ids)
	}
}

// positionOr gives the options of a position (Left's, or Right's) as
// positions, and otherwise runs f.
func positionOr(left bool, f func(call) (eval.Value, error)) func(call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		if p, ok := c.Pos[0].(*Position); ok {
			l, r := p.rules.Options(p.pos)
			if left {
				return p.list(l), nil
			}
			return p.list(r), nil
		}
		if h, ok := c.Pos[0].(*Heaps); ok {
			// Impartial: Left's options are Right's.
			out := c.heapOptions(h, nil)
			return eval.List(out...), c.err
		}
		return f(c)
	}
}

// gameResult adapts a function returning one game.
func gameResult(f func(s *games.Store, ids []games.ID) (games.ID, error)) func(call) (eval.Value, error) {
	return gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
		id, err := f(s.store, ids)
		if err != nil {
			return nil, err
		}
		return s.value(id), nil
	})
}

// relation adapts a comparison with the second game, or with 0: ok lists
// the relations for which it is t.
func relation(ok ...games.Relation) func(call) (eval.Value, error) {
	return gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
		h := games.Zero
		if len(ids) > 1 {
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

// list returns the games ids as a list.
func (s *gameState) list(ids []games.ID) eval.Value {
	vs := make([]eval.Value, len(ids))
	for i, id := range ids {
		vs[i] = s.value(id)
	}
	return eval.List(vs...)
}

// options returns the list of options ids, a unit of the store's work
// (games.Store.Work) for each, so that the list of *1000000's million
// options polls as the store did making them.
func (s *gameState) options(ids []games.ID, err error) (eval.Value, error) {
	if err != nil {
		return nil, err
	}
	var l eval.Value = eval.Nil
	for i := len(ids) - 1; i >= 0; i-- {
		if err := s.store.Work(1); err != nil {
			return nil, err
		}
		l = &eval.Cons{Car: s.value(ids[i]), Cdr: l}
	}
	return l, nil
}

// compoundForms is what the doc strings of the compounds of two games say
// of their arguments (see compound.go).
const compoundForms = "It is computed on G and H as built, not on their values, as CGSuite does: a form made by mg or read by game from a quoted '{…}', a sum made by mplus, a canonical form; a misère game, as mcanon returns it, counts as the impartial form of its misère canonical form. The result is the normal-play canonical form of the compound."

func gameBuiltins() []*eval.Builtin {
	const (
		lt = games.Less
		eq = games.Equal
		gt = games.Greater
		fz = games.Fuzzy
	)
	return []*eval.Builtin{
		row("mg", "L... | R...",
			"Makes the game {L...|R...}: the arguments before the symbol | (typed !| or |) are Left's options, those after it Right's. Options are games or numbers. The game is kept as built (a form, not simplified) until canon: (mg 0 !| (mg 0 !| 0)) prints {0|{0|0}}. Each side is a set: an option given twice counts once, and options print numbers first (increasing), then the others in the order of their printed text, whatever order they were given in: (mg 3 1 2 !| 0) prints {1,2,3|0}, (mg 1 1 !| 0) {1|0}.", mgFn),
		row("mplus", "G...",
			"Returns the sum of the games and numbers G...: (mplus 2 2) is 4. The sum is kept as a sum of its summands, numbers, ups and stars being added at once: (mplus up up star) is ⇑*, but other summands stay: with pm = (mg 1 !| -1), (mplus pm pm 1) prints 1+2{1|-1}. canon gives the canonical form of the whole sum.",
			gameResult(func(s *games.Store, ids []games.ID) (games.ID, error) { return s.Plus(ids...) })),
		row("mdifference", "G H", "Returns the sum G + (−H), kept as a sum: (mdifference g g) is 0.",
			gameResult(func(s *games.Store, ids []games.ID) (games.ID, error) { return s.Difference(ids[0], ids[1]) })),
		row("mminus", "G", "Returns −G, Right's and Left's roles exchanged: (mminus up) is ↓.",
			gameResult(func(s *games.Store, ids []games.ID) (games.ID, error) { return s.Minus(ids[0]) })),
		row("left", "G", "Returns the list of Left's options of G. For a sum, these are the sums one Left move in one summand reaches; for a canonical game, its canonical options; for a position of a classroom game, the positions Left can move to; for heaps, the heaps one move leaves.",
			positionOr(true, gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				l, _, err := s.store.Options(ids[0])
				return s.options(l, err)
			}))),
		row("right", "G", "Returns the list of Right's options of G (see left).",
			positionOr(false, gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				_, r, err := s.store.Options(ids[0])
				return s.options(r, err)
			}))),
		row("unsum", "G", "Returns G as a single game: (mg (left G) | (right G)), so a sum becomes one game whose options are one move in one summand: with pm = (mg 1 !| -1), (unsum (mplus pm pm)) prints {1+{1|-1}|-1+{1|-1}}.",
			gameResult(func(s *games.Store, ids []games.ID) (games.ID, error) { return s.Unsum(ids[0]) })),
		row("canon", "G", "Returns the canonical form of G (dominated options removed, reversible ones bypassed; numbers, nimbers and ups recognised). G itself does not change, but prints from then on by its canonical form: for a game made by mg, {L|R} over the canonical options. (canon (mg 1/2 !| 1)) is 3/4.",
			gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				c, err := s.display.Canon(s.store, ids[0])
				if err != nil {
					return nil, err
				}
				return s.value(c), nil
			})),
		row("cnumberp", "G", "Returns t if G equals a number, nil otherwise: (cnumberp (mg 0 !| 1)) is t.",
			gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				_, ok, err := s.store.IsNumber(ids[0])
				return eval.Bool(ok), err
			})),
		row("ceq", "G H", "Returns t if G = H as games, nil otherwise: (ceq (mg 0 !| 0) star) is t.", relation(eq)),
		row("cleq", "G H", "Returns t if G ≤ H, nil otherwise.", relation(lt, eq)),
		row("cgeq", "G H", "Returns t if G ≥ H, nil otherwise.", relation(gt, eq)),
		row("clt", "G H", "Returns t if G < H, nil otherwise.", relation(lt)),
		row("cgt", "G H", "Returns t if G > H, nil otherwise.", relation(gt)),
		row("cfuzzy", "G H", "Returns t if G is confused with (fuzzy, incomparable with) H, nil otherwise: (cfuzzy star 0) is t.", relation(fz)),
		row("ceqz", "G", "Returns t if G = 0 (a second-player win), nil otherwise.", relation(eq)),
		row("cleqz", "G", "Returns t if G ≤ 0 (Right wins if Left starts), nil otherwise.", relation(lt, eq)),
		row("cgeqz", "G", "Returns t if G ≥ 0 (Left wins if Right starts), nil otherwise.", relation(gt, eq)),
		surrealOr(surrealOutcome, row("outcome", "G [:search FLAG=nil]", "Returns G's outcome class in normal play: the symbol l (Left wins), r (Right wins), p (the second player wins: G = 0) or n (the first player wins)."+searchDoc+" (outcome (domineering \"......|......|......|......|......|......\") :search t) is n. A surreal number's is its sign's: (outcome (- 5 omega)) is r.",
			outcomeFn)),
		surrealOr(surrealBirthday, row("birthday", "G", "Returns the birthday of G: the day its canonical form is born. (birthday up) is 2. G may be a surreal number, as in CGSuite: (birthday 6/23) is ω, (birthday (- omega 5)) is ω+5.",
			gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				b, err := s.store.Birthday(ids[0])
				return eval.Box(eval.Int(b)), err
			}))),
		row("star", "[N=1]", "Returns the nimber *N: (star 3) is *3, (star 0) is 0, (star) is *. N may be an ordinal: (star omega) is the transfinite nimber *ω, which is not a short game (see nim-sum, nim-product).", starFn),
		row("ordinal-sum", "G H",
			"Returns the ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} (Winning Ways ch. 9): a move in G ends play in H. "+compoundForms+" (ordinal-sum 1/2 1/4) is 9/16, (ordinal-sum (star 5) (star 6)) is *11, and (ordinal-sum (mg star !| star) 3) is ↑[3], though {*|*} = 0 and 0:3 = 3.",
			compoundFn((*games.Store).OrdinalSum)),
		row("conjunctive-sum", "G H",
			"Returns the conjunctive sum G∧H = {G^L∧H^L | G^R∧H^R} (Winning Ways ch. 9): each move is a move in both, and play ends when either ends. "+compoundForms+" (conjunctive-sum 1/2 1/4) is 1/2, and (conjunctive-sum (mg star !| star) 3) is 2, though {*|*} = 0 and 0∧3 = 0.",
			compoundFn((*games.Store).ConjunctiveSum)),
		row("selective-sum", "G H [:cgsuite FLAG=nil]",
			"Returns the selective sum G∨H (Winning Ways ch. 9; ONAG ch. 14): a move is a move in G, in H or in both, and play goes on in a selective sum. "+compoundForms+" (selective-sum 1/2 1/4) is 3/4, (selective-sum (star 5) (star 6)) is *11. With :cgsuite t, CGSuite's compound of that name: {G^L+H, G+H^L, G^L∧H^L | G^R+H, G+H^R, G^R∧H^R}, after which play goes on in an ordinary or a conjunctive sum: (selective-sum (star 5) (star 6) :cgsuite t) is *8.",
			func(c call) (eval.Value, error) {
				op := (*games.Store).SelectiveSum
				if given(c.Key(":cgsuite")) {
					op = (*games.Store).SelectiveSumCGSuite
				}
				return compoundFn(op)(c)
			}),
		row("conway-product", "G H",
			"Returns the Conway product G·H (ONAG ch. 1 and 6): {G^L·H + G·H^L − G^L·H^L, G^R·H + G·H^R − G^R·H^R | G^L·H + G·H^R − G^L·H^R, G^R·H + G·H^L − G^R·H^L}; the product of numbers, the nim product of nimbers: (conway-product 1/2 1/4) is 1/8. "+compoundForms,
			compoundFn((*games.Store).ConwayProduct)),
		row("left-incentives", "G",
			"Returns the Left incentives of G, G^L − G for each Left option of its canonical form (Winning Ways ch. 6): what Left's moves are worth to her. (left-incentives up) is (↓).",
			incentivesFn(true, false)),
		row("right-incentives", "G",
			"Returns the Right incentives of G, G − G^R for each Right option of its canonical form: what Right's moves are worth to him. (right-incentives up) is (↑*).",
			incentivesFn(false, true)),
		row("incentives", "G",
			"Returns the Left and Right incentives of G (see left-incentives), each once: (incentives (mg 1 !| -1)) is (1±1).",
			incentivesFn(true, true)),
		row("infinitesimal-p", "G",
			"Returns t if G is infinitesimal, smaller than every positive number and greater than every negative one (both its stops are 0), else nil: (infinitesimal-p up) is t, (infinitesimal-p 1/64) is nil.",
			gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				ok, err := s.store.Infinitesimal(ids[0])
				return eval.Bool(ok), err
			})),
		row("nim-product", "G H",
			"Returns the nim product of the nimbers G and H, finite or transfinite (Conway, ONAG ch. 6: the nimbers form a field under nim addition, their sum, and nim multiplication): (nim-product (star 2) (star 2)) is *3, (nim-product (star 5) (star 6)) is *8. For finite nimbers it is the Conway product of the two games. Transfinite nimbers *α, α below ω^(ω^ω), multiply by Lenstra's method: (nim-product (star omega) (star omega)) is *ω^2, and the cube of *ω is *2. See doc/ordinals.md.", nimProductFn),
		row("nim-inverse", "G",
			"Returns the nimber *m with (nim-product G *m) = *, finite or transfinite: (nim-inverse (star 2)) is *3, (nim-inverse (star omega)) is *(3ω^2). *0 has none.", nimInverseFn),
		row("up", "[N=1]", "Returns N·↑: (up 2) is ⇑, (up -1) is ↓, (up) is ↑.", upFn),
		row("game", "TEXT",
			"Reads the game written in the string TEXT, in either notation, and returns its canonical form: (game \"{0|^}\") is ⇑*, (game \"1+↑\") is 1+↑, (game \"{2||1|0}\") is {2|1/2±1/2}. Names of variables holding games may be used: (game \"2g+*\"). It also reads what CGSuite prints: uptimals ^<n>, ^[n], v<n>, v[n] (and ↑<n>, ↓[n]), Tiny(x), Miny(x), ±{a,b}, and the ordinal sum a:b and Norton product a.u: (game \"^[2]\") is ↑+↑². A text that is one quoted form '{…}' (CGSuite's) is that form as written, not its canonical form: (game \"'{*|*}'\") is {*|*}, for conjunctive-sum and the other compounds. Loopy games are read as loopy reads them: (game \"on\") is on, (game \"a{{|a}|}\") is 1 & 0. See doc/partizan.md for the notation.", gameTextFn),
		row("notation", "[NAME]", "Returns the notation games print in, unicode or ascii; with NAME, selects it first. ASCII is CGSuite's: ^ for ↑, v for ↓, +- for ±, 1* for 1+*.", notationFn),
		row("pr", "G", "Prints G legibly, then a newline, and returns nil. Games equal to one on gamelist print by its name (see know).", prFn),
		row("know", "G NAME", "Names G: adds (G NAME) to the front of the variable gamelist and returns NAME. From then on, any game or part of a game printed that equals G prints as NAME, and keeps that name even after (setq gamelist nil): (know (mg 1 !| -1) 'pm) returns pm, and then (mg 2 !| (mg 1 !| -1)) prints {2|pm}.", knowFn),
	}
}

func mgFn(c call) (eval.Value, error) {
	bar := -1
	for i, v := range c.Pos {
		if v == eval.Symbol("|") {
			if bar >= 0 {
				return nil, errors.New("more than one |")
			}
			bar = i
		}
	}
	if bar < 0 {
		return nil, errors.New("missing | between Left's and Right's options (type it !|)")
	}
	left, right := c.games(c.Pos[:bar]), c.games(c.Pos[bar+1:])
	if c.err != nil {
		return nil, c.err
	}
	s := sessionOf(c.in).games
	return s.value(s.store.NewForm(left, right)), nil
}

func starFn(c call) (eval.Value, error) {
	if o, ok := c.Pos[0].(*Ordinal); ok {
		return starOrdinal(&c, o), nil
	}
	n := c.integer(c.Pos[0], 0, 1<<40)
	if c.err != nil {
		return nil, c.err
	}
	s := sessionOf(c.in).games
	return s.value(s.store.Value(games.NUS{M: uint64(n)})), nil
}

// incentivesFn returns the function of left-incentives (left),
// right-incentives (right) or incentives (both).
func incentivesFn(left, right bool) func(call) (eval.Value, error) {
	return gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
		l, r, err := s.store.Incentives(ids[0])
		if err != nil {
			return nil, err
		}
		var out []games.ID
		if left {
			out = l
		}
		if right {
			out = append(slices.Clone(out), r...)
			slices.Sort(out)
			out = slices.Compact(out)
		}
		return s.list(out), nil
	})
}

// nimber returns v as the n of a nimber *n.
func (c *call) nimber(v eval.Value) uint64 {
	id := c.game(v)
	if c.err != nil {
		return 0
	}
	x, ok := sessionOf(c.in).games.store.NUSValue(id)
	if !ok || x.U != 0 || x.X.Sign() != 0 {
		c.fail(fmt.Errorf("%s is not a nimber", eval.Describe(v)))
		return 0
	}
	return x.M
}

func upFn(c call) (eval.Value, error) {
	n := c.integer(c.Pos[0], -(1 << 40), 1<<40)
	if c.err != nil {
		return nil, c.err
	}
	s := sessionOf(c.in).games
	return s.value(s.store.Value(games.NUS{U: n})), nil
}

func gameTextFn(c call) (eval.Value, error) {
	text := c.str(c.Pos[0], "a string")
	if c.err != nil {
		return nil, c.err
	}
	if v, ok := nimberText(&c, text); ok {
		return v, nil
	}
	s := sessionOf(c.in).games
	id, err := s.store.ParseForm(text, func(name string) (games.ID, bool) {
		if v, ok := c.in.Global(name); ok {
			if id, err := s.game(v); err == nil {
				return id, true
			}
		}
		return 0, false
	})
	if err != nil {
		// CGSuite reads loopy games in the same notation: on, over,
		// a{0|a}, "1 & 0". The short game's error stands when the text is
		// no loopy game either.
		l, lerr := loopyFromText(s, text, c.poll)
		if lerr == nil {
			if v, ok := l.short(); ok {
				return v, nil
			}
			return l, nil
		}
		if errors.Is(lerr, loopy.ErrTooLarge) {
			// A loopy game past a bound: its own error says so.
			return nil, lerr
		}
		// The reading that went further says what is wrong: "{1|pass" is
		// a loopy game without its "}", not a short game with an unknown
		// name pass.
		if lc, ok := errColumn(lerr); ok {
			if sc, ok := errColumn(err); ok && lc > sc {
				return nil, lerr
			}
		}
		return nil, err
	}
	return s.value(id), nil
}

// errColumn reads the column of a parse error, "column N: ...".
func errColumn(err error) (int, bool) {
	var col int
	if _, e := fmt.Sscanf(err.Error(), "column %d:", &col); e != nil {
		return 0, false
	}
	return col, true
}

func notationFn(c call) (eval.Value, error) {
	set := sessionOf(c.in).settings
	if name := c.Pos[0]; name != nil {
		switch strings.ToLower(nameOf(name)) {
		case "unicode":
			set.Notation = games.Unicode
		case "ascii":
			set.Notation = games.ASCII
		default:
			return nil, fmt.Errorf("%s is not unicode or ascii", eval.Describe(name))
		}
	}
	if set.Notation == games.ASCII {
		return eval.Symbol("ascii"), nil
	}
	return eval.Symbol("unicode"), nil
}

func prFn(c call) (eval.Value, error) {
	return eval.Nil, output(c.in, eval.Display(c.Pos[0])+"\n")
}

func knowFn(c call) (eval.Value, error) {
	c.game(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	name := c.Pos[1]
	switch name.(type) {
	case eval.Symbol, eval.String:
	default:
		return nil, eval.TypeError(name, "a symbol or a string")
	}
	if text := nameOf(name); text == "" || strings.ContainsAny(text, "{}|,() \t\n") {
		return nil, fmt.Errorf("%s cannot name a game: it must be non-empty, without spaces, braces, bars, commas or parentheses", eval.Describe(name))
	}
	old, _ := c.in.Global("gamelist")
	list := &eval.Cons{Car: eval.List(c.Pos[0], name), Cdr: old}
	c.in.SetGlobal("gamelist", list)
	// The name, not the list: the list's new entry would print its game by
	// the name just given, ((pm pm)).
	return name, nil
}
