package builtins

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"cgcalc/eval"
	"cgcalc/games/rulesets"
)

// heapRulesBuiltins returns the builtins of heap games under any heap
// rules (games/rulesets/heaprules.go): partizan-heap (CGSuite's
// PartizanHeapRuleset), partizan-splittles, impartial-heap and spawning,
// whose rules are take-and-break codes, Splittles sets, Spawning codes or
// a program's function.
func heapRulesBuiltins() []*eval.Builtin {
	const rules = "A rule is a take-and-break code or preset name as for heap (\"0.77\", 'kayles, \"sub{1,3}\"), a ruleset from octal, \"splittles{1,2}\" (CGSuite's Splittles: take a number in the set and leave the rest as none, one or two heaps), \"spawning{1-3}\" (CGSuite's Spawning: the heap form of the coin-turning game with that turning code, see turning), or a function of the heap size n returning the list of its moves, each the list of the heaps the move leaves, all smaller than n (CGSuite's FunctionalHeapRuleset): (lambda (n) (if (> n 0) (list (list (- n 1))) nil)) is a heap from which one counter at a time is taken. The heaps N... are numbers, a list of them or a string \"3+4\"."
	return []*eval.Builtin{
		row("partizan-heap", "LEFT [RIGHT] [N...]", "Returns the position of the partizan heap game in which Left moves by the heap rule LEFT and Right by RIGHT, on heaps N... (CGSuite's game.heap.PartizanHeapRuleset(LEFT, RIGHT); with codes it is PartizanTakeAndBreak, with sub{...} PartizanSubtraction): a move replaces one heap by what the player's rule leaves of it, and a position is the sum of its heaps. "+rules+" The position may also be one string \"LEFT RIGHT HEAPS\", as it prints when both rules are texts: (partizan-heap \"0.07\" \"0.77\" 6) is (partizan-heap \"0.07 0.77 6\"). (canon (partizan-heap \"sub{1,3}\" \"sub{2,3}\" 6)) is {1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0} (CGSuite's test value), and with the same rule twice it is the impartial game: (canon (partizan-heap 'kayles 'kayles 11)) is *6.", partizanHeapFn),
		row("partizan-splittles", "L R N...", "Returns the position of Partizan Splittles (CGSuite's game.heap.PartizanSplittles(L, R)) on heaps N...: Left takes a number in the list L from a heap, Right one in R, and the rest of the heap is left as none, one or two heaps. It is (partizan-heap \"splittles{L}\" \"splittles{R}\" N...), and prints so: (canon (partizan-splittles '(1) '(2) 3)) is {2|1}; with L = R = (1 2) it is Kayles.", func(c call) (eval.Value, error) {
			if len(c.Pos) < 3 {
				return nil, errors.New("give Left's and Right's lists and the heaps: (partizan-splittles '(1) '(2) 3)")
			}
			l, r := c.subtractionSet(c.Pos[0]), c.subtractionSet(c.Pos[1])
			heaps := c.heapText(c.Pos[2:])
			if c.err != nil {
				return nil, c.err
			}
			return sessionOf(c.in).games.position("partizan-heap", "splittles{"+l+"} splittles{"+r+"} "+heaps)
		}),
		row("impartial-heap", "RULE N...", "Returns the position of the impartial heap game under RULE on heaps N... (CGSuite's game.heap.HeapRuleset: a move replaces one heap by what RULE leaves of it; its value is the nimber of the nim-sum of the heaps' nim values, which nim-value gives, and the misère builtins take it). "+rules+" (nim-value (impartial-heap (lambda (k) (let ((ms nil)) (dotimes (a k) (dotimes (b a) (setq ms (cons (list a b) ms)))) ms)) 6)) is 8 (CGSuite's FunctionalHeapRuleset test: heaps 0 to 6 are 0 0 1 2 4 7 8); (impartial-heap \"splittles{1,2}\" 4 5) is Kayles' *1 + *4, *5.", func(c call) (eval.Value, error) {
			if len(c.Pos) < 2 {
				return nil, errors.New("give the rule and the heaps: (impartial-heap \"spawning{1-3}\" 5)")
			}
			rule, key := c.heapRule(c.Pos[0])
			heaps := c.heapText(c.Pos[1:])
			if c.err != nil {
				return nil, c.err
			}
			q := strconv.Quote(rule.String())
			if key == "" {
				key = q
			}
			return heapGamePosition(c, "impartial-heap "+key, rule, rule, heaps, func(text string) string {
				if !strings.HasPrefix(key, "#") {
					return "(impartial-heap " + q + " " + text + ")"
				}
				return "(impartial-heap " + rule.String() + " " + text + ")"
			})
		}),
		row("spawning", "CODE N...", "Returns the position of CGSuite's Spawning(CODE) (game.heap.Spawning) on heaps N...: a heap of n is a head at coin n of the coin-turning game with the turning code CODE (see turning), and a move replaces it by heaps at the other coins the move turns. Mock Turtles is \"1-3\", Moidores \"1-9\", Ruler \"1+C\", Turnips \"3E\", Grunt \"4FS\", Sym \"1+S\", Mock Turtle Fives \"1-3C(5)\". It is impartial: (nim-value (spawning \"1-3\" 4)) is 7, the fourth odious number (Winning Ways ch. 14), and (nim-value (spawning \"1-9\" 10)) is 511 (CGSuite's GameHeapTest).", func(c call) (eval.Value, error) {
			code := c.str(c.Pos[0], "a turning code (a string such as \"1-3\")")
			if c.err == nil && len(c.Pos) < 2 {
				return nil, errors.New("give the code and the heaps: (spawning \"1-3\" 5)")
			}
			heaps := c.heapText(c.Pos[1:])
			if c.err != nil {
				return nil, c.err
			}
			rule, err := rulesets.ParseHeapRule("spawning{" + code + "}")
			if err != nil {
				return nil, err
			}
			code = strings.TrimSuffix(strings.TrimPrefix(rule.String(), "spawning{"), "}")
			return heapGamePosition(c, "spawning "+code, rule, rule, heaps, func(text string) string {
				return "(spawning " + strconv.Quote(code) + " " + text + ")"
			})
		}),
		coinRow("turnips", "Turnips (turning code 3E): turn three equally spaced coins, the rightmost from heads to tails (Winning Ways ch. 14): (turnips \"tth\") is *, coin 3's value, and (turnips \"ttth\") is 0."),
		coinRow("grunt", "Grunt (turning code 4FS): turn four symmetrically placed coins, coin 1 among them and the rightmost going from heads to tails (Winning Ways ch. 14): (grunt \"ttth\") is *, coin 4's value, and (grunt \"tttth\") is 0."),
		valueTableBuiltin(),
		row("turning-product", "ROWCODE [COLCODE] [GRID]", "Returns the position of the product of two coin-turning games (Winning Ways ch. 14, \"Tartan\"): coins on a grid, rows numbered from 1 at the top and columns from 1 at the left. A move chooses a set of rows the turning code ROWCODE allows and a set of columns COLCODE allows (see turning), the coin at their last row and last column heads, and turns every coin of the product. GRID is rows of h (heads) and t (tails) joined by |. By the Tartan Theorem a head at row a and column b is worth the nim product of its row's and column's values: Turning Corners is (turning-product \"2\" \"2\" GRID), and (canon (turning-product \"2\" \"2\" \"ttt|ttt|tth\")) is *3, 2 ⊗ 2. The position may also be one string \"ROWCODE COLCODE GRID\", as it prints.", func(c call) (eval.Value, error) {
			text := c.str(c.Pos[0], "a turning code (a string such as \"1-3\")")
			if c.err == nil && c.Pos[1] != nil {
				if c.Pos[2] == nil {
					return nil, errors.New("give the two codes and the grid: (turning-product \"2\" \"2\" \"tt|th\"), or one string \"2 2 tt|th\"")
				}
				text += " " + c.str(c.Pos[1], "a turning code (a string such as \"1-3\")") + " " + c.str(c.Pos[2], "a grid of coins (a string such as \"th|ht\")")
			}
			if c.err != nil {
				return nil, c.err
			}
			return sessionOf(c.in).games.position("turning-product", text)
		}),
		coinRow("sym", "Sym (turning code 1+S): turn any number of coins placed symmetrically about their middle, the rightmost from heads to tails (CGSuite's Spawning(\"1+S\")): (sym \"ttth\") is *3, coin 4's value."),
	}
}

func partizanHeapFn(c call) (eval.Value, error) {
	s := sessionOf(c.in).games
	args := c.Pos
	for len(args) > 0 && args[len(args)-1] == nil {
		args = args[:len(args)-1]
	}
	if text, ok := args[0].(eval.String); ok && len(args) == 1 {
		return s.position("partizan-heap", string(text))
	}
	if len(args) < 3 {
		return nil, errors.New("give Left's rule, Right's rule and the heaps: (partizan-heap \"0.07\" \"0.77\" 6), or one string \"0.07 0.77 6\"")
	}
	left, lkey := c.heapRule(args[0])
	right, rkey := c.heapRule(args[1])
	heaps := c.heapText(args[2:])
	if c.err != nil {
		return nil, c.err
	}
	if lkey == "" && rkey == "" {
		return s.position("partizan-heap", left.String()+" "+right.String()+" "+heaps)
	}
	shown := func(r rulesets.HeapRule, key string) string {
		if key == "" {
			return strconv.Quote(r.String())
		}
		return r.String()
	}
	lq, rq := shown(left, lkey), shown(right, rkey)
	if lkey == "" {
		lkey = lq
	}
	if rkey == "" {
		rkey = rq
	}
	return heapGamePosition(c, "partizan-heap "+lkey+" "+rkey, left, right, heaps, func(text string) string {
		return "(partizan-heap " + lq + " " + rq + " " + text + ")"
	})
}

// heapGamePosition makes the position heaps of the heap game kept under
// key (made on first use with the rules), printed by form.
func heapGamePosition(c call, key string, left, right rulesets.HeapRule, heaps string, form func(string) string) (eval.Value, error) {
	s := sessionOf(c.in).games
	r, ok := s.rulesets[key]
	if !ok {
		name := strings.Fields(key)[0]
		r = &formRules{Ruleset: &namedHeapGame{HeapGame: rulesets.NewHeapGame(s.store, name, left, right), name: key}, form: form}
		s.keepRuleset(key, r)
	}
	return s.rulesPosition(r, heaps)
}

// namedHeapGame is a heap game whose Name tells its rules apart (positions
// of different rules are different positions).
type namedHeapGame struct {
	*rulesets.HeapGame
	name string
}

// Name is the game's key: its builtin and its rules.
func (g *namedHeapGame) Name() string { return g.name }

// heapRule reads a heap rule: a function (key: "#" and its identity, so
// that each function has its own table of values), a ruleset, or a text
// (key "").
func (c *call) heapRule(v eval.Value) (rulesets.HeapRule, string) {
	if c.err != nil {
		return nil, ""
	}
	switch x := v.(type) {
	case *eval.Lambda, *eval.Builtin:
		fn, name, err := predicate(c.in, x, "a function of the heap")
		if err != nil {
			c.fail(err)
			return nil, ""
		}
		return &lispHeapRule{in: c.in, fn: fn, name: name}, fmt.Sprintf("#%p", fn)
	case *Ruleset:
		return rulesets.TakeAndBreakRule(x.r), ""
	case eval.String, eval.Symbol:
		r, err := rulesets.ParseHeapRule(nameOf(x))
		if err != nil {
			c.fail(err)
			return nil, ""
		}
		return r, ""
	}
	c.typeError(v, "a heap rule (a code such as \"0.77\", \"splittles{1,2}\", \"spawning{1-3}\", or a function of the heap size)")
	return nil, ""
}

// heapText reads heap sizes (numbers, lists of them, or one string
// "3+4") as the text "3+4".
func (c *call) heapText(vs []eval.Value) string {
	if c.err != nil {
		return ""
	}
	if s, ok := vs[0].(eval.String); ok && len(vs) == 1 {
		return string(s)
	}
	sizes := c.heaps(vs, maxHeapSize)
	parts := make([]string, len(sizes))
	for i, n := range sizes {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, "+")
}

// maxLispHeapMoves bounds the moves a function may list for one heap.
const maxLispHeapMoves = 1 << 20

// lispHeapRule is a heap rule given by a program's function of the heap
// size. The game keeps the values by heap, so the function is called once
// for each size a solve reaches (again for the options of a position
// asked for with left and right); its moves are not kept.
type lispHeapRule struct {
	in   *eval.Interp
	fn   eval.Value
	name string
}

// String is the function's name as positions print it: #'f, #<lambda>.
func (r *lispHeapRule) String() string { return r.name }

// Moves calls the function for a heap of n and yields its moves.
func (r *lispHeapRule) Moves(n int, yield func([]int) bool) error {
	moves, err := r.call(n)
	if err != nil {
		return err
	}
	for _, m := range moves {
		if !yield(m) {
			return nil
		}
	}
	return nil
}

// call returns the moves the function lists for a heap of n, checked.
func (r *lispHeapRule) call(n int) ([][]int, error) {
	v, err := r.in.Apply(r.fn, []eval.Value{intValue(n)})
	if err != nil {
		return nil, err
	}
	list, ok := eval.ListToSlice(v)
	if !ok {
		return nil, fmt.Errorf("%s of heap %d returned %s, not a list of moves (each a list of heap sizes)", r.name, n, eval.Describe(v))
	}
	if len(list) > maxLispHeapMoves {
		return nil, fmt.Errorf("%s of heap %d returned more than %d moves", r.name, n, maxLispHeapMoves)
	}
	moves := make([][]int, 0, len(list))
	for _, m := range list {
		hs, ok := eval.ListToSlice(m)
		if !ok {
			return nil, fmt.Errorf("%s of heap %d: the move %s is not a list of heap sizes", r.name, n, eval.Describe(m))
		}
		move := make([]int, 0, len(hs))
		for _, h := range hs {
			num, ok := h.(eval.Number)
			var k int64
			if ok && num.IsInt() {
				k, ok = num.Int64()
			} else {
				ok = false
			}
			if !ok || k < 0 || k >= int64(n) {
				return nil, fmt.Errorf("%s of heap %d: the move %s leaves %s; the heaps a move leaves are whole numbers from 0 to %d, smaller than the heap, so that play ends", r.name, n, eval.Describe(m), eval.Describe(h), n-1)
			}
			move = append(move, int(k))
		}
		moves = append(moves, move)
	}
	return moves, nil
}
