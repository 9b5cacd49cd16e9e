package builtins

import (
	"errors"
	"fmt"
	"strconv"

	"cgcalc/eval"
	"cgcalc/games/rulesets"
	"cgcalc/reader"
)

// coordGameBuiltins returns the builtins of the Mem-style games, GenWythoff
// and the twisted and generalised cakes (games/rulesets/mem.go, wythoff.go
// and cakes.go), all written as CGSuite's coordinates: "n,memory" for a
// heap and its memory, "m,n" for a queen or a cake.
func coordGameBuiltins() []*eval.Builtin {
	const notation = "A position is a heap of N counters whose last move took MEMORY, as CGSuite's coordinates write it, \"N,MEMORY\", or a sum of heaps in a string: \"5,1 + 3,2\". A heap written N alone, with no memory (cgcalc's notation), is the start of a game: the first player may take any number but not all. The game is impartial: nim-value gives its value, and the misère builtins take its positions."
	return []*eval.Builtin{
		row("mem", "N [MEMORY]", "Returns the position of Mem (CGSuite's game.heap.Mem) on a heap of N counters, the last move having taken MEMORY: a move takes at least as many counters as the last one did (CGSuite's GenMem with j ≥ memory). "+notation+" (mem 10 4) is *2 (CGSuite's NimValue of Mem((10,4))); (mem \"10,4 + 3,1\") is a sum.", memFn("mem")),
		row("fibonacci-nim", "N [MEMORY]", "Returns the position of Fibonacci Nim (CGSuite's game.heap.FibonacciNim, TakeAway(2)) on a heap of N counters, the last move having taken MEMORY: a move takes at most twice as many counters as the last one (Whinihan 1963; Winning Ways ch. 15). "+notation+" The usual game starts from N alone, (fibonacci-nim N): the first player may take any number but not all, and the start is a second-player win exactly when N is a Fibonacci number. (fibonacci-nim 8) is 0, (fibonacci-nim 10 1) is *2 (CGSuite's FibonacciNim((10,1))).", memFn("fibonacci-nim")),
		row("take-away", "ALPHA N [MEMORY]", "Returns the position of TakeAway(ALPHA) (CGSuite's game.heap.TakeAway) on a heap of N counters, the last move having taken MEMORY: a move takes at most ALPHA times as many counters as the last one. ALPHA is a positive rational, exact: 2 is Fibonacci Nim. "+notation+" (take-away 3 10 3) is *6 (CGSuite's TakeAway(3)((10,3))); (take-away 3/2 \"5,1 + 8\") is a sum.", func(c call) (eval.Value, error) {
			alpha := c.number(c.Pos[0])
			if c.err != nil {
				return nil, c.err
			}
			p, pok := alpha.Numerator().Int64()
			q, qok := alpha.Denominator().Int64()
			if alpha.Sign() <= 0 || !pok || !qok || p > 1<<20 || q > 1<<20 {
				return nil, fmt.Errorf("ALPHA is %s: it must be a positive rational of numerator and denominator at most 2^20", alpha)
			}
			name := "take-away " + alpha.String()
			s := sessionOf(c.in).games
			r, ok := s.rulesets[name]
			if !ok {
				r = rulesets.NewTakeAway(s.store, name, p, q)
				s.keepRuleset(name, r)
			}
			return memPosition(c, r, c.Pos[1], c.Pos[2])
		}),
		row("gen-mem", "PRED N [MEMORY]", "Returns the position of GenMem(PRED) (CGSuite's game.heap.GenMem) on a heap of N counters, the last move having taken MEMORY: a move may take J counters, 1 ≤ J ≤ N, when (PRED MEMORY J) is true. PRED is a function or a symbol naming one; Mem is (lambda (m j) (>= j m)). "+notation+" (gen-mem (lambda (m j) (/= j m)) 10 3) is *4 (CGSuite's GenMem((memory, j) -> j != memory)((10,3))). Each (N, MEMORY) is solved once per PRED; PRED is called about N³/6 times for a heap of N.", func(c call) (eval.Value, error) {
			fn, name, err := predicate(c.in, c.Pos[0], "a function of the memory and the number taken")
			if err != nil {
				return nil, err
			}
			s := sessionOf(c.in).games
			key := fmt.Sprintf("gen-mem %p", fn)
			r, ok := s.rulesets[key]
			if !ok {
				in := c.in
				r = rulesets.NewGenMem(s.store, "gen-mem "+name, func(memory, j int) (bool, error) {
					v, err := in.Apply(fn, []eval.Value{intValue(memory), intValue(j)})
					if err != nil {
						return false, err
					}
					return eval.Truthy(v), nil
				})
				s.keepRuleset(key, r)
			}
			return memPosition(c, r, c.Pos[1], c.Pos[2])
		}),
		row("gen-wythoff", "R M [N]", "Returns the position of GenWythoff(R) (CGSuite's game.heap.GenWythoff(r)) with a queen M and N squares from the corner: as in Wythoff's game the queen moves toward the corner along a row or a column, and it may also move D squares down and E across, D, E ≥ 1, when |D − E| < R (Fraenkel 1982); R = 1 is Wythoff's game. The position may also be a string of queens joined by +, as for wythoff: (gen-wythoff 2 \"1,3 + 2,6\"). Its P-positions are (a_k, a_k + R·k), a_k the least number not yet used: (gen-wythoff 2 4 10) is 0 and (gen-wythoff 2 1 1) is *2. The table's bound shrinks as R grows (10000 for R ≤ 2).", func(c call) (eval.Value, error) {
			k := c.count(c.Pos[0], 1, 1000)
			if c.err != nil {
				return nil, c.err
			}
			name := "gen-wythoff " + strconv.Itoa(k)
			s := sessionOf(c.in).games
			r, ok := s.rulesets[name]
			if !ok {
				r = rulesets.NewGenWythoff(s.store, name, k)
				s.keepRuleset(name, r)
			}
			text, err := coordText(c, name, c.Pos[1], c.Pos[2])
			if err != nil {
				return nil, err
			}
			return s.rulesPosition(r, text)
		}),
		coordRow("twisted-cutcake", "Returns the twisted Cutcake position of a cake of M rows and N columns (CGSuite's game.heap.GenCutcake(Cutcake's rules, twisted => true)): Left cuts the M rows into two pieces, Right the N columns, and each piece then turns a quarter: a piece of B rows is the cake N,B, one of A columns the cake A,M. The position may also be a string of cakes joined by +, as for cutcake: (twisted-cutcake 2 2) is ±2. As for every cake, transposing negates."),
		coordRow("twisted-eatcake", "Returns the twisted Eatcake position of a cake of M rows and N columns (CGSuite's game.heap.GenCutcake(Eatcake's rules, twisted => true)): Left eats a whole row, Right a whole column, and each piece left turns a quarter, as in twisted-cutcake. The position may also be a string of cakes joined by +: (twisted-eatcake 1 1) is *."),
		coordRow("twisted-maundy-cake", "Returns the twisted Maundy Cake position of a cake of M rows and N columns (CGSuite's game.heap.GenCutcake(TakeAndBreak(\"{2+}=.0\") twice, twisted => true)): Left cuts the M rows into k ≥ 2 equal pieces, Right the N columns, and each piece turns a quarter, as in twisted-cutcake. The position may also be a string of cakes joined by +: (twisted-maundy-cake 8 2) is {8|-2}, 3±5 (CGSuite's table of twisted Maundy Cake)."),
		row("gen-cutcake", "LEFT RIGHT M [N] [:twisted FLAG=nil]", "Returns the position of GenCutcake(LEFT, RIGHT) (CGSuite's game.heap.GenCutcake) on a cake of M rows and N columns: Left cuts the N columns as the take-and-break rule LEFT splits a heap (each heap it leaves a piece; a heap taken away leaves none), Right the M rows by RIGHT. The rules are codes or names as for heap: \"4.0\" is Cutcake's cut in two, \"0.7\" Eatcake's. With :twisted t each piece turns a quarter after the cut, and Left cuts the rows (see twisted-cutcake). The position may also be a string of cakes joined by +: (gen-cutcake \"4.0\" \"4.0\" 2 4) is (cutcake 2 4), 1; (gen-cutcake \"4.0\" \"0.7\" \"2,2\" :twisted t) mixes them.", func(c call) (eval.Value, error) {
			left, right := c.ruleset(c.Pos[0]), c.ruleset(c.Pos[1])
			if c.err != nil {
				return nil, c.err
			}
			twisted := given(c.Key(":twisted"))
			lq, rq := strconv.Quote(left.Code()), strconv.Quote(right.Code())
			name := "gen-cutcake " + lq + " " + rq
			if twisted {
				name += " twisted"
			}
			s := sessionOf(c.in).games
			r, ok := s.rulesets[name]
			if !ok {
				r = &formRules{Ruleset: rulesets.NewGenCutcake(s.store, name, left, right, twisted), form: func(text string) string {
					if twisted {
						return "(gen-cutcake " + lq + " " + rq + " " + text + " :twisted t)"
					}
					return "(gen-cutcake " + lq + " " + rq + " " + text + ")"
				}}
				s.keepRuleset(name, r)
			}
			text, err := coordText(c, "gen-cutcake \"4.0\" \"4.0\"", c.Pos[2], c.Pos[3])
			if err != nil {
				return nil, err
			}
			return s.rulesPosition(r, text)
		}),
	}
}

// formRules is a ruleset whose positions print in a form of their own
// (Position.String), as gen-cutcake's with :twisted t.
type formRules struct {
	rulesets.Ruleset
	form func(text string) string
}

// Form is the form that makes the position whose quoted text is given.
func (r *formRules) Form(text string) string { return r.form(text) }

// memFn is the builtin of a registered Mem-style game.
func memFn(name string) func(call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		return memPosition(c, sessionOf(c.in).games.ruleset(name), c.Pos[0], c.Pos[1])
	}
}

// memPosition makes a position of the Mem-style ruleset r from a string,
// or from the heap n and the memory m (nil: the start).
func memPosition(c call, r rulesets.Ruleset, n, m eval.Value) (eval.Value, error) {
	s := sessionOf(c.in).games
	if text, ok := n.(eval.String); ok {
		if m != nil {
			return nil, errors.New("the position is one string, or the numbers N and MEMORY")
		}
		return s.rulesPosition(r, string(text))
	}
	text := strconv.Itoa(c.count(n, 0, 10000))
	if m != nil {
		text += "," + strconv.Itoa(c.count(m, 0, 1<<30))
	}
	if c.err != nil {
		return nil, c.err
	}
	return s.rulesPosition(r, text)
}

// coordText is the text of a coordinate position given as a string or as
// two numbers.
func coordText(c call, name string, m, n eval.Value) (string, error) {
	if text, ok := m.(eval.String); ok {
		if n != nil {
			return "", errors.New("the position is one string, or the two numbers M and N")
		}
		return string(text), nil
	}
	if n == nil {
		return "", errors.New("give two numbers, (" + name + " 2 3), or a string, (" + name + " \"2,3 + 1,1\")")
	}
	a, b := c.count(m, 0, 1<<20), c.count(n, 0, 1<<20)
	if c.err != nil {
		return "", c.err
	}
	return strconv.Itoa(a) + "," + strconv.Itoa(b), nil
}

// predicate resolves a function argument (GenMem's PRED, a heap rule, a
// table's F) to a function, with the name its positions print with: 'f for
// a symbol, #'f for a named function. want says what it must be, for the
// error.
func predicate(in *eval.Interp, v eval.Value, want string) (eval.Value, string, error) {
	switch f := v.(type) {
	case eval.Symbol:
		fn, ok := in.Function(string(f))
		if !ok {
			return nil, "", fmt.Errorf("%s names no function", eval.Describe(f))
		}
		return fn, "'" + f.String(), nil
	case *eval.Lambda:
		if f.Name != "" {
			return f, "#'" + eval.Symbol(f.Name).String(), nil
		}
		return f, "#<lambda>", nil
	case *eval.Builtin:
		return f, "#'" + f.Name, nil
	}
	return nil, "", eval.TypeError(v, want)
}

// keepRuleset keeps a ruleset made with parameters under key, so that the
// values it computes last the session.
func (s *gameState) keepRuleset(key string, r rulesets.Ruleset) {
	if s.rulesets == nil {
		s.rulesets = map[string]rulesets.Ruleset{}
	}
	s.rulesets[key] = r
}

// rulesPosition reads text as a position of the ruleset r.
func (s *gameState) rulesPosition(r rulesets.Ruleset, text string) (*Position, error) {
	p, err := r.Parse(text)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", reader.Quote(text), err)
	}
	return &Position{s: s, rules: r, pos: p}, nil
}
