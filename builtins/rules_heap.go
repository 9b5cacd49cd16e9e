package builtins

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/misere"
	"cgcalc/games/rulesets"
)

// heapRuleBuiltins returns the builtins of the heap and coordinate games
// (games/rulesets): the cakes, Wythoff's game, partizan subtraction games
// and the coin-turning games.
func heapRuleBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		coordRow("cutcake", "Returns the Cutcake position of a cake of M rows and N columns (CGSuite's game.heap.Cutcake(M,N)): Left cuts it vertically (between columns) into two pieces, Right horizontally, and each piece is a game of its own (Winning Ways ch. 2). The values are integers. The position may also be given as CGSuite's coordinates in a string, a sum of cakes joined by +: (cutcake \"2,4 + 3,1\"). A side of 0 is allowed, as in CGSuite. (cutcake 2 4) is 1, (cutcake 4 2) is -1."),
		coordRow("eatcake", "Returns the Eatcake position of a cake of M rows and N columns (CGSuite's game.heap.Eatcake(M,N)): Left eats a whole column, Right a whole row, which may leave two pieces or none (Winning Ways ch. 8). The position may also be a string of cakes joined by +, as for cutcake: (eatcake 8 1) is ↑, (eatcake 1 1) is *."),
		coordRow("maundy-cake", "Returns the Maundy Cake position of a cake of M rows and N columns (CGSuite's game.heap.MaundyCake(M,N)): Left cuts it vertically into k ≥ 2 equal pieces, Right horizontally, k dividing the side cut (Winning Ways ch. 2). The position may also be a string of cakes joined by +, as for cutcake: (maundy-cake 1 6) is 4, (maundy-cake 8 5) is -3."),
		coordRow("wythoff", "Returns the position of Wythoff's game with a queen M and N squares from the corner (CGSuite's game.heap.Wythoff(M,N)): a move takes the queen any distance toward the corner, along a row, a column or the diagonal (Winning Ways ch. 3). It is impartial, so its value is a nimber, which nim-value gives; the misère builtins take its positions too. A string may give a sum of queens: (wythoff \"1,2 + 3,5\"). (wythoff 1 2) is 0, a P-position, and (wythoff 1 1) is *2."),
		row("partizan-subtraction", "L [R] [N]", "Returns the position of the partizan subtraction game where Left may take any number in the list L from the heap and Right any number in R, on a heap of N (CGSuite's game.heap.PartizanSubtraction(L, R)(N); Winning Ways ch. 2). The position may also be one string written \"[L] [R] N\", as it prints: (partizan-subtraction '(1 2) '(2 3) 5) is (partizan-subtraction \"[1,2] [2,3] 5\"), whose value is {1|0,1/2}. With L = R it is the impartial subtraction game: (partizan-subtraction '(1 2) '(1 2) 5) is *2.", func(c call) (eval.Value, error) {
			if text, ok := c.Pos[0].(eval.String); ok {
				if c.Pos[1] != nil || c.Pos[2] != nil {
					return nil, errors.New("the position is one string, or the lists L and R and the heap N")
				}
				return sessionOf(c.in).games.position("partizan-subtraction", string(text))
			}
			if c.Pos[1] == nil || c.Pos[2] == nil {
				return nil, errors.New("give Left's and Right's lists and the heap: (partizan-subtraction '(1 2) '(2 3) 5)")
			}
			l, r := c.subtractionSet(c.Pos[0]), c.subtractionSet(c.Pos[1])
			n := c.count(c.Pos[2], 0, 1<<20)
			if c.err != nil {
				return nil, c.err
			}
			return sessionOf(c.in).games.position("partizan-subtraction", "["+l+"] ["+r+"] "+strconv.Itoa(n))
		}),
		row("turning", "CODE [COINS]", "Returns the position of the coin-turning game with CGSuite's turning code CODE on the row of coins COINS (CGSuite's game.strip.Turning(CODE)(COINS); Winning Ways ch. 14): h for heads, t for tails (or 1 and 0), coin 1 on the left. A move turns over coins, the rightmost of them from heads to tails; the code says which: elements joined by commas, each a number of coins, a range 1-3 or 2+ (at least 2), then modifiers: C consecutive, E equally spaced, S symmetric, F including coin 1, C(n) within n adjacent coins (with F a single coin may be turned only at coin 1); CGSuite 2.x writes one group of modifiers at the end for every element, also read: \"1,2,3(5)\" is 1-3C(5), \"1+(C)\" is 1+C, \"4(FS)\" is 4FS. Mock Turtles is 1-3, Ruler 1+C, Moidores 1-9, Turnips 3E, Grunt 4FS. The value is a nimber: (turning \"1-3\" \"thh\") is *6 (coins 2 and 3, Mock Turtles' 2 and 4); it prints as (turning \"1-3 thh\"), a string that also makes it.", func(c call) (eval.Value, error) {
			code := c.str(c.Pos[0], "a turning code (a string)")
			if c.err != nil {
				return nil, c.err
			}
			if c.Pos[1] != nil {
				coins := c.str(c.Pos[1], "a row of coins (a string such as \"thht\")")
				if c.err != nil {
					return nil, c.err
				}
				if strings.ContainsAny(code, " \t") {
					return nil, errors.New("the code " + strconv.Quote(code) + " has a space: give the code and the coins apart, or as one string \"1-3 thht\"")
				}
				code += " " + coins
			}
			return sessionOf(c.in).games.position("turning", code)
		}),
		coinRow("mock-turtles", "Mock Turtles (turning code 1-3): turn one, two or three coins, the rightmost from heads to tails. A head at coin n is worth the nth odious number (Winning Ways ch. 14: 1, 2, 4, 7, 8, 11, ...), the row the nim-sum: (mock-turtles \"thh\") is *6."),
		coinRow("ruler", "Ruler (turning code 1+C): turn any number of consecutive coins, the rightmost from heads to tails. A head at coin n is worth the largest power of 2 dividing n (Winning Ways ch. 14): (ruler \"tttth\") is *4."),
		coinRow("moidores", "Moidores (turning code 1-9): turn up to nine coins, the rightmost from heads to tails (Winning Ways ch. 14): heads at coins 1 to 10 are worth 1, 2, 4, ..., 256, 511: (moidores \"tttttttttth\") is *511. Its moves are many (about C(n, 8) from coin n): rows of more than 25 or so coins are slow."),
		coinRow("turning-turtles", "Turning Turtles (turning code 1-2): turn one or two coins, the rightmost from heads to tails; a head at coin n is the nim heap *n (Winning Ways ch. 14): (turning-turtles \"thh\") is *1."),
	}
}

// coordRow is a builtin taking M and N, or a string of coordinates.
func coordRow(name, doc string) *eval.Builtin {
	return row(name, "M [N]", doc, func(c call) (eval.Value, error) {
		if text, ok := c.Pos[0].(eval.String); ok {
			if c.Pos[1] != nil {
				return nil, errors.New("the position is one string, or the two numbers M and N")
			}
			return sessionOf(c.in).games.position(name, string(text))
		}
		if c.Pos[1] == nil {
			return nil, errors.New("give two numbers, (" + name + " 2 3), or a string, (" + name + " \"2,3 + 1,1\")")
		}
		m, n := c.count(c.Pos[0], 0, 1<<20), c.count(c.Pos[1], 0, 1<<20)
		if c.err != nil {
			return nil, c.err
		}
		return sessionOf(c.in).games.position(name, strconv.Itoa(m)+","+strconv.Itoa(n))
	})
}

// coinRow is a builtin of a named coin-turning game, taking the coins.
func coinRow(name, doc string) *eval.Builtin {
	return row(name, "COINS", "Returns the position of "+doc+" COINS is a string of h (heads) and t (tails), or 1 and 0, coin 1 on the left; it is a game of the turning family (see turning).", func(c call) (eval.Value, error) {
		coins := c.str(c.Pos[0], "a row of coins (a string such as \"thht\")")
		if c.err != nil {
			return nil, c.err
		}
		return sessionOf(c.in).games.position(name, coins)
	})
}

// subtractionSet reads a list of positive integers as "1,3".
func (c *call) subtractionSet(v eval.Value) string {
	if c.err != nil {
		return ""
	}
	if !isList(v) {
		c.typeError(v, "a list of positive integers")
		return ""
	}
	var parts []string
	for _, x := range c.list(v) {
		parts = append(parts, strconv.Itoa(c.count(x, 1, 1<<20)))
	}
	return strings.Join(parts, ",")
}

// positionNimValue returns the nim value of an impartial position: from
// its ruleset's NimValue if it has one, else from its canonical form,
// which is a nimber.
func positionNimValue(p *Position) (eval.Value, error) {
	if !p.rules.Impartial() {
		return nil, fmt.Errorf("%s is not impartial: nim values are for impartial games", p)
	}
	if nv, ok := p.rules.(interface {
		NimValue(rulesets.Position) (int, error)
	}); ok {
		g, err := nv.NimValue(p.pos)
		if err != nil {
			return nil, err
		}
		return intValue(g), nil
	}
	id, err := p.value()
	if err != nil {
		return nil, err
	}
	v, ok := p.s.store.NUSValue(id)
	if !ok || !v.X.IsZero() || v.U != 0 {
		return nil, fmt.Errorf("%s is not a nimber", p)
	}
	return intValue(int(v.M)), nil
}

// maxMiserePositions bounds the positions of an option tree that
// positionMisere walks.
const maxMiserePositions = 1 << 20

// positionMisere returns the misère canonical form of an impartial
// position, built from its option tree (each position once).
func positionMisere(in *eval.Interp, p *Position) (misere.MID, error) {
	if !p.rules.Impartial() {
		return 0, fmt.Errorf("%s is not impartial: misère canonical forms are for impartial games", p)
	}
	ms := sessionOf(in).impartial.mstore
	if m, ok := p.rules.(rulesets.MisereRuleset); ok {
		return m.MisereValue(p.pos, ms) // the ruleset's own solver (Cram, Arc Kayles)
	}
	memo := map[string]misere.MID{}
	var rec func(q rulesets.Position) (misere.MID, error)
	rec = func(q rulesets.Position) (misere.MID, error) {
		key := q.String()
		if id, ok := memo[key]; ok {
			return id, nil
		}
		if len(memo)%1024 == 1023 {
			if err := in.Tick(1024); err != nil {
				return 0, err
			}
		}
		if len(memo) >= maxMiserePositions {
			return 0, fmt.Errorf("%w: more than %d positions below %s", games.ErrTooLarge, maxMiserePositions, p)
		}
		opts, _ := p.rules.Options(q)
		ids := make([]misere.MID, 0, len(opts))
		for _, o := range opts {
			id, err := rec(o)
			if err != nil {
				return 0, err
			}
			ids = append(ids, id)
		}
		id := ms.Game(ids)
		memo[key] = id
		return id, nil
	}
	return rec(p.pos)
}
