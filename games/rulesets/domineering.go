package rulesets

import (
	"cgcalc/games"
)

// Domineering: Left places vertical dominoes, Right horizontal ones, each
// on two empty cells (Winning Ways, 2nd ed., vol. 1, ch. 1; CGSuite's
// game.grid.Domineering, whose Left plays in direction (1,0), down a
// column). Positions are CGSuite's grid strings: "..|.." is the 2×2 board.

func init() {
	register("domineering", func(s *games.Store) Ruleset { return NewDomineering(s) })
}

// Domineering is the ruleset of Domineering for one store, with its memo.
type Domineering struct {
	s    *games.Store
	memo map[region]games.ID
}

// NewDomineering returns Domineering for store s.
func NewDomineering(s *games.Store) *Domineering {
	return &Domineering{s: s, memo: map[region]games.ID{}}
}

// Name is "domineering".
func (*Domineering) Name() string { return "domineering" }

// Impartial is false.
func (*Domineering) Impartial() bool { return false }

// Parse reads CGSuite's grid string: rows of '.' (empty) and '#' (off the
// board), top first, separated by '|'.
func (*Domineering) Parse(text string) (Position, error) { return parseGrid(text) }

// Rectangle returns the empty board of rows × cols cells, CGSuite's
// Grid.Empty(rows, cols).
func (*Domineering) Rectangle(rows, cols int) (Position, error) { return emptyGrid(rows, cols) }

// Options returns the boards after Left's vertical and Right's horizontal
// dominoes, each in row-major order of the domino's first cell.
func (*Domineering) Options(p Position) (left, right []Position) {
	g := p.(*gridPos)
	return g.placements(1, 0), g.placements(0, 1)
}

// Value returns the canonical form of p: the sum of its regions' values.
func (d *Domineering) Value(p Position) (games.ID, error) {
	rs, err := p.(*gridPos).regions()
	if err != nil {
		return 0, err
	}
	terms := make([]games.Term, 0, len(rs))
	for _, rg := range rs {
		id, err := d.region(rg)
		if err != nil {
			return 0, err
		}
		terms = append(terms, games.Term{ID: id, Mult: 1})
	}
	return d.s.CanonicalSum(terms...)
}

// MemoLen returns the number of regions whose value the memo holds.
func (d *Domineering) MemoLen() int { return len(d.memo) }

// region returns the value of a connected region.
//
// Regions where one player has no move are integers: if Left has no
// vertical domino, Right's moves never give her one, so the region is
// −n for n the most horizontal dominoes Right can place, Σ ⌊k/2⌋ over the
// horizontal runs of k cells; and symmetrically for Right.
//
// Otherwise the memo is keyed by the region itself and by its least image
// under the eight symmetries of the square: the four that keep rows rows
// keep the value, the four that transpose swap the players' dominoes and
// so negate it.
func (d *Domineering) region(rg region) (games.ID, error) {
	// One unit of work a call, as Cram's.
	if err := d.s.Work(1); err != nil {
		return 0, err
	}
	if id, ok := d.memo[rg]; ok {
		return id, nil
	}
	w := int(rg.w)
	vm, hm := vertical(rg.bits, w), horizontal(rg.bits, w)
	switch {
	case vm == 0:
		return d.s.Integer(-int64(runPairs(rg.bits, w, true))), nil
	case hm == 0:
		return d.s.Integer(int64(runPairs(rg.bits, w, false))), nil
	}
	key, k := rg.canonical(8)
	var id games.ID
	var err error
	if key != rg {
		if id, err = d.region(key); err != nil {
			return 0, err
		}
		if k >= 4 {
			if id, err = d.s.CanonicalSum(games.Term{ID: id, Mult: -1}); err != nil {
				return 0, err
			}
		}
		d.memo[rg] = id
		return id, nil
	}
	left, err := d.moves(rg, vm, w)
	if err != nil {
		return 0, err
	}
	right, err := d.moves(rg, hm, 1)
	if err != nil {
		return 0, err
	}
	if id, err = d.s.FromOptions(left, right); err != nil {
		return 0, err
	}
	d.memo[rg] = id
	return id, nil
}

// moves returns the values after each domino whose first cell is in m and
// whose second is step cells further.
func (d *Domineering) moves(rg region, m uint64, step int) ([]games.ID, error) {
	out := make([]games.ID, 0, 16)
	var terms []games.Term
	w := int(rg.w)
	for ; m != 0; m &= m - 1 {
		first := m & -m
		b := rg.bits &^ (first | first<<step)
		terms = terms[:0]
		err := split(b, w, func(r region) error {
			id, err := d.region(r)
			if err == nil && id != games.Zero {
				terms = append(terms, games.Term{ID: id, Mult: 1})
			}
			return err
		})
		if err != nil {
			return nil, err
		}
		id := games.Zero
		switch len(terms) {
		case 0:
		case 1:
			id = terms[0].ID
		default:
			if id, err = d.s.CanonicalSum(terms...); err != nil {
				return nil, err
			}
		}
		out = append(out, id)
	}
	return out, nil
}
