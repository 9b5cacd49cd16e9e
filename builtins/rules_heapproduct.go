package builtins

import (
	"errors"
	"strconv"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// heapProductBuiltins returns heap-product: the conjunctive (direct) and
// selective products of two impartial heap games
// (games/rulesets/heapproduct.go).
func heapProductBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("heap-product", "KIND RULE1 RULE2 A B",
			"Returns the nim value, as a nimber, of the product of kind KIND of the heaps A of the impartial heap game RULE1 and the heaps B of RULE2 (rules as for impartial-heap; A and B are numbers, lists of them or strings \"3+4\"). KIND 'conjunctive (or 'direct, the direct product of the two game graphs) is Winning Ways' conjunctive compound (ch. 9; On Numbers and Games ch. 14): a move is a move in both, and play ends when either ends. KIND 'selective is the selective compound: a move is a move in one or in both. The product is played on the heaps as they are, not on their values: a conjunctive compound's outcome depends on the remotenesses of its components. On Nim heaps they are *min(a, b) and *(a+b), not the nim product that the Tartan Theorem gives for products of coin-turning games (see turning-product): (heap-product 'direct 'nim 'nim 2 2) is *2, though 2 ⊗ 2 = 3, and (heap-product 'selective 'nim 'nim 5 6) is *11. With value-table it draws two-parameter tables: (value-table (lambda (a b) (heap-product 'direct 'kayles 'kayles a b)) 4 4).",
			heapProductFn),
	}
}

func heapProductFn(c call) (eval.Value, error) {
	if c.Pos[4] == nil {
		return nil, errors.New("give the kind, the two rules and the two heaps: (heap-product 'direct 'kayles 'nim 3 4)")
	}
	kind, err := rulesets.ParseProductKind(nameOf(c.Pos[0]))
	if err != nil {
		return nil, err
	}
	r1, k1 := c.heapRule(c.Pos[1])
	r2, k2 := c.heapRule(c.Pos[2])
	a, b := c.productHeaps(c.Pos[3]), c.productHeaps(c.Pos[4])
	if c.err != nil {
		return nil, c.err
	}
	if k1 == "" {
		k1 = r1.String()
	}
	if k2 == "" {
		k2 = r2.String()
	}
	s := sessionOf(c.in).games
	if s.products == nil {
		s.products = map[string]*rulesets.HeapProduct{}
	}
	key := kind.String() + " " + strconv.Quote(k1) + " " + strconv.Quote(k2)
	p, ok := s.products[key]
	if !ok {
		p = rulesets.NewHeapProduct(kind, r1, r2)
		s.products[key] = p
	}
	ctx := c.in.Context()
	p.SetCheck(ctx.Err)
	v, err := p.NimValue(a, b)
	if err != nil {
		return nil, err
	}
	return s.value(s.store.Value(games.NUS{M: uint64(v)})), nil
}

// productHeaps reads the heaps of one factor: a number, a list of them or
// a string "3+4".
func (c *call) productHeaps(v eval.Value) []int {
	if c.err != nil {
		return nil
	}
	if s, ok := v.(eval.String); ok {
		var hs []int
		for _, part := range strings.Split(string(s), "+") {
			n, err := strconv.Atoi(strings.TrimSpace(part))
			if err != nil || n < 0 || n > maxHeapSize {
				c.fail(errors.New("heaps: give sizes joined by +, such as \"3+4\", not " + strconv.Quote(string(s))))
				return nil
			}
			hs = append(hs, n)
		}
		return hs
	}
	return c.heaps([]eval.Value{v}, maxHeapSize)
}
