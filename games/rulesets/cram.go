package rulesets

import (
	"cgcalc/games"
	"cgcalc/games/misere"
)

// Cram: either player places a domino, vertical or horizontal, on two
// empty cells (Gardner; Winning Ways, 2nd ed., vol. 3, "Cram"): impartial
// Domineering, CGSuite's game.grid.Cram (Domineering.ImpartialVariant).
// Positions are CGSuite's grid strings, as for Domineering.

func init() {
	register("cram", func(s *games.Store) Ruleset { return NewCram(s) })
}

// MisereRuleset is an impartial Ruleset that also gives the misère
// canonical forms of its positions.
type MisereRuleset interface {
	Ruleset
	// MisereValue returns the misère canonical form of p in ms. A ruleset
	// keeps the forms it computed for the last MStore it was given.
	MisereValue(p Position, ms *misere.MStore) (misere.MID, error)
}

// Cram is the ruleset of Cram for one store, with its memos: nim values,
// and misère canonical forms for one misère store.
type Cram struct {
	s     *games.Store
	memo  map[region]uint16
	ms    *misere.MStore
	mmemo map[region]misere.MID
}

// NewCram returns Cram for store s.
func NewCram(s *games.Store) *Cram {
	return &Cram{s: s, memo: map[region]uint16{}}
}

// Name is "cram".
func (*Cram) Name() string { return "cram" }

// Impartial is true.
func (*Cram) Impartial() bool { return true }

// Parse reads CGSuite's grid string: rows of '.' (empty) and '#' (off the
// board), top first, separated by '|'.
func (*Cram) Parse(text string) (Position, error) { return parseGrid(text) }

// Rectangle returns the empty board of rows × cols cells.
func (*Cram) Rectangle(rows, cols int) (Position, error) { return emptyGrid(rows, cols) }

// Options returns the boards after each domino, vertical ones first, each
// kind in row-major order of its first cell; both players have these.
func (*Cram) Options(p Position) (left, right []Position) {
	g := p.(*gridPos)
	opts := append(g.placements(1, 0), g.placements(0, 1)...)
	return opts, opts
}

// Value returns the canonical form of p, the nimber *NimValue(p).
func (c *Cram) Value(p Position) (games.ID, error) {
	n, err := c.NimValue(p)
	if err != nil {
		return 0, err
	}
	return c.s.Value(games.NUS{M: uint64(n)}), nil
}

// MemoLen returns the number of regions whose nim value the memo holds.
func (c *Cram) MemoLen() int { return len(c.memo) }

// NimValue returns the nim value of p: the nim sum of its regions' values
// (Sprague–Grundy).
func (c *Cram) NimValue(p Position) (int, error) {
	rs, err := p.(*gridPos).regions()
	if err != nil {
		return 0, err
	}
	v := 0
	for _, rg := range rs {
		g, err := c.grundy(rg)
		if err != nil {
			return 0, err
		}
		v ^= g
	}
	return v, nil
}

// grundy returns the nim value of a connected region: the mex of its
// options' values, each the nim sum of the regions a domino leaves. The
// memo is keyed by the region and by its least image under the eight
// symmetries of the square, all of which keep the value.
func (c *Cram) grundy(rg region) (int, error) {
	// One unit of work a call: a lookup, at most the eight images of a
	// region of at most 64 cells, and, for a new region, its moves, each
	// counted by the call it makes.
	if err := c.s.Work(1); err != nil {
		return 0, err
	}
	if v, ok := c.memo[rg]; ok {
		return int(v), nil
	}
	key, _ := rg.canonical(8)
	if key != rg {
		v, err := c.grundy(key)
		if err == nil {
			c.memo[rg] = uint16(v)
		}
		return v, err
	}
	// A region of k cells has fewer than 2k dominoes, so its value is
	// below 128 and its options' nim sums below 128 too.
	var seen [2]uint64
	w := int(rg.w)
	for _, mv := range [2]struct {
		m    uint64
		step int
	}{{vertical(rg.bits, w), w}, {horizontal(rg.bits, w), 1}} {
		for m := mv.m; m != 0; m &= m - 1 {
			first := m & -m
			v := 0
			err := split(rg.bits&^(first|first<<mv.step), w, func(r region) error {
				g, err := c.grundy(r)
				v ^= g
				return err
			})
			if err != nil {
				return 0, err
			}
			seen[v>>6] |= 1 << (v & 63)
		}
	}
	v := 0
	for seen[v>>6]&(1<<(v&63)) != 0 {
		v++
	}
	c.memo[rg] = uint16(v)
	return v, nil
}

// MisereValue returns the misère canonical form of p in ms: the misère sum
// of its regions' forms, each the game whose options are the sums a domino
// leaves (misère equality is kept by sums, so regions are solved alone and
// memoised under the symmetries of the square as for nim values).
func (c *Cram) MisereValue(p Position, ms *misere.MStore) (misere.MID, error) {
	rs, err := p.(*gridPos).regions()
	if err != nil {
		return 0, err
	}
	if c.ms != ms {
		c.ms, c.mmemo = ms, map[region]misere.MID{}
	}
	sum := misere.Zero
	for _, rg := range rs {
		id, err := c.misere(rg)
		if err != nil {
			return 0, err
		}
		if sum, err = ms.SumErr(sum, id); err != nil {
			return 0, err
		}
	}
	return sum, nil
}

// misere returns the misère canonical form of a connected region.
func (c *Cram) misere(rg region) (misere.MID, error) {
	if err := c.s.Work(1); err != nil {
		return 0, err
	}
	if id, ok := c.mmemo[rg]; ok {
		return id, nil
	}
	key, _ := rg.canonical(8)
	if key != rg {
		id, err := c.misere(key)
		if err == nil {
			c.mmemo[rg] = id
		}
		return id, err
	}
	var opts []misere.MID
	w := int(rg.w)
	for _, mv := range [2]struct {
		m    uint64
		step int
	}{{vertical(rg.bits, w), w}, {horizontal(rg.bits, w), 1}} {
		for m := mv.m; m != 0; m &= m - 1 {
			first := m & -m
			sum := misere.Zero
			err := split(rg.bits&^(first|first<<mv.step), w, func(r region) error {
				id, err := c.misere(r)
				if err == nil {
					sum, err = c.ms.SumErr(sum, id)
				}
				return err
			})
			if err != nil {
				return 0, err
			}
			opts = append(opts, sum)
		}
	}
	id := c.ms.Game(opts)
	c.mmemo[rg] = id
	return id, nil
}
