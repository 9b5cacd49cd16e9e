package search

import (
	"math/bits"
	"strings"

	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// The Domineering engine: the empty cells of a board of w × h cells (at
// most 64) as one word, cell (r, c) at bit r·w + c. Left places vertical
// dominoes (cells i and i+w), Right horizontal ones (i and i+1).

// domEngine is the engine of one Domineering board.
type domEngine struct {
	r           rulesets.Ruleset
	w, h        int
	first, last uint64 // the cells of the first and the last column
	small       int    // regions of at most this many cells are folded into G
	memo        map[region]games.ID
}

// region is a connected set of cells cropped to its bounding box of w
// columns: the key of the memo of values.
type region struct {
	bits uint64
	w, h uint8
}

// memoMax bounds the memo of the small regions' values.
const memoMax = 1 << 20

func newDomEngine(r rulesets.Ruleset, w, h, small int) *domEngine {
	e := &domEngine{r: r, w: w, h: h, small: small, memo: map[region]games.ID{}}
	for i := 0; i < w*h; i++ {
		if i%w == 0 {
			e.first |= 1 << i
		}
		if i%w == w-1 {
			e.last |= 1 << i
		}
	}
	return e
}

// vertical returns the top cells of the vertical dominoes that fit in b.
func (e *domEngine) vertical(b uint64) uint64 { return b & (b >> e.w) }

// horizontal returns the left cells of the horizontal dominoes that fit.
func (e *domEngine) horizontal(b uint64) uint64 { return b & (b >> 1) &^ e.last }

// neighbours returns the cells orthogonally next to the cells of x.
func (e *domEngine) neighbours(x uint64) uint64 {
	return (x<<1)&^e.first | (x>>1)&^e.last | x<<e.w | x>>e.w
}

// flood returns the cells of b connected to seed.
func (e *domEngine) flood(seed, b uint64) uint64 {
	x := seed & b
	for {
		y := (x | e.neighbours(x)) & b
		if y == x {
			return x
		}
		x = y
	}
}

// floodUpTo returns the cells of b connected to seed, and true, or stops
// with false once they are more than limit (a large region, not folded:
// there is no need to find all of it).
func (e *domEngine) floodUpTo(seed, b uint64, limit int) (uint64, bool) {
	x := seed & b
	for {
		y := (x | e.neighbours(x)) & b
		if y == x {
			return x, true
		}
		x = y
		if bits.OnesCount64(x) > limit {
			return x, false
		}
	}
}

// pairs returns the most disjoint dominoes that fit in b along columns
// (step w) or along rows (step 1), Σ ⌊k/2⌋ over the runs of k cells, and
// the cells of one such set of dominoes (the first two cells of each run,
// the next two, and so on).
func (e *domEngine) pairs(b uint64, vertical bool) (int, uint64) {
	n := 0
	var used uint64
	for b != 0 {
		var starts, second uint64
		if vertical {
			starts = b &^ (b << e.w)
			second = starts & (b >> e.w)
		} else {
			starts = b &^ ((b << 1) &^ e.first)
			second = starts & (b >> 1) &^ e.last
		}
		if second == 0 {
			break
		}
		n += bits.OnesCount64(second)
		if vertical {
			used |= second | second<<e.w
			b &^= starts | second<<e.w
		} else {
			used |= second | second<<1
			b &^= starts | second<<1
		}
	}
	return n, used
}

func (e *domEngine) empty(st state) bool { return st.a == 0 }

// counts: Left's safe moves are vertical dominoes on cells with no empty
// cell left or right of them (no horizontal domino can ever cover them);
// her vulnerable ones, more vertical dominoes disjoint from those; her
// possible moves at most the dominoes that fit in the columns' runs.
// Right's likewise, transposed.
func (e *domEngine) counts(st state) (counts, bool) {
	b := st.a
	hn := (b<<1)&^e.first | (b>>1)&^e.last // cells with an empty cell beside them
	vn := b<<e.w | b>>e.w
	var n counts
	var usedL, usedR uint64
	n.safeL, usedL = e.pairs(b&^hn, true)
	n.safeR, usedR = e.pairs(b&^vn, false)
	n.vulnL, _ = e.pairs(b&^usedL, true)
	n.vulnR, _ = e.pairs(b&^usedR, false)
	n.maxL, _ = e.pairs(b, true)
	n.maxR, _ = e.pairs(b, false)
	return n, true
}

// moves lists the mover's dominoes, those that take most of the
// opponent's placements and fewest of the mover's own first.
func (e *domEngine) moves(st state, left bool, buf []move) []move {
	b := st.a
	var mine, theirs uint64
	step := 1
	if left {
		step = e.w
		mine, theirs = e.vertical(b), e.horizontal(b)
	} else {
		mine, theirs = e.horizontal(b), e.vertical(b)
	}
	ostep := e.w + 1 - step // the opponent's step
	for m := mine; m != 0; m &= m - 1 {
		c := m & -m
		d := c | c<<step
		// The opponent's placements whose first cell is a cell of d or the
		// cell before one.
		lost := bits.OnesCount64(theirs & (d | d>>ostep))
		// The mover's own, other than this one, sharing a cell.
		own := bits.OnesCount64(mine & (c>>step | c<<step))
		buf = append(buf, move{x: d, score: int32(4*lost - 3*own)})
	}
	sortMoves(buf)
	return buf
}

// sortMoves sorts moves by score, highest first, keeping the order of
// equal ones (insertion sort: the lists are short).
func sortMoves(ms []move) {
	for i := 1; i < len(ms); i++ {
		m := ms[i]
		j := i
		for j > 0 && ms[j-1].score < m.score {
			ms[j] = ms[j-1]
			j--
		}
		ms[j] = m
	}
}

func (e *domEngine) play(st state, m move, left bool) (state, uint64) {
	return state{a: st.a &^ m.x}, e.neighbours(m.x) & st.a &^ m.x
}

// fold takes out the regions meeting seed that have at most e.small
// cells, or in which a player has no move (an integer), or no move at
// all (0).
func (e *domEngine) fold(st state, seed uint64, vals []games.ID) (state, []games.ID, error) {
	seed &= st.a
	for seed != 0 {
		comp, whole := e.floodUpTo(seed&-seed, st.a, e.small)
		seed &^= comp
		if !whole || bits.OnesCount64(comp) > e.small && e.vertical(comp) != 0 && e.horizontal(comp) != 0 {
			continue
		}
		st.a &^= comp
		if e.vertical(comp) == 0 && e.horizontal(comp) == 0 {
			continue
		}
		v, err := e.value(comp)
		if err != nil {
			return st, vals, err
		}
		vals = append(vals, v)
	}
	return st, vals, nil
}

// value returns the canonical value of the region comp, from the ruleset.
func (e *domEngine) value(comp uint64) (games.ID, error) {
	rg := e.crop(comp)
	if v, ok := e.memo[rg]; ok {
		return v, nil
	}
	var sb strings.Builder
	w := int(rg.w)
	for r := 0; r < int(rg.h); r++ {
		if r > 0 {
			sb.WriteByte('|')
		}
		for c := 0; c < w; c++ {
			if rg.bits>>(r*w+c)&1 != 0 {
				sb.WriteByte('.')
			} else {
				sb.WriteByte('#')
			}
		}
	}
	return regionValue(e.r, e.memo, rg, sb.String())
}

// regionValue is the value of the region written text in the ruleset r,
// kept in memo under key (memo is cleared when it holds memoMax values).
func regionValue[K comparable](r rulesets.Ruleset, memo map[K]games.ID, key K, text string) (games.ID, error) {
	p, err := r.Parse(text)
	if err != nil {
		return 0, err
	}
	v, err := r.Value(p)
	if err != nil {
		return 0, err
	}
	if len(memo) >= memoMax {
		clear(memo)
	}
	memo[key] = v
	return v, nil
}

// crop returns the cells of comp cropped to their bounding box.
func (e *domEngine) crop(comp uint64) region {
	return cropBits(comp, e.w)
}

// cropBits crops the cells b of a board of rows of w cells to their
// bounding box.
func cropBits(b uint64, w int) region {
	top := bits.TrailingZeros64(b) / w
	bottom := (63 - bits.LeadingZeros64(b)) / w
	rowMask := uint64(1)<<w - 1
	if w == 64 {
		rowMask = ^uint64(0)
	}
	var cols uint64
	for r := top; r <= bottom; r++ {
		cols |= (b >> (r * w)) & rowMask
	}
	left := bits.TrailingZeros64(cols)
	nw := 64 - bits.LeadingZeros64(cols) - left
	var out uint64
	for r := top; r <= bottom; r++ {
		out |= ((b >> (r*w + left)) & (1<<nw - 1)) << ((r - top) * nw)
	}
	return region{bits: out, w: uint8(nw), h: uint8(bottom - top + 1)}
}

// mirrors are the images of the cells b of a board of h rows of w cells
// under the symmetries of the rectangle: the half turn, and the mirrors
// top to bottom and left to right.
func mirrors(b uint64, w, h int) (half, topBottom, leftRight uint64) {
	shift := 64 - w*h
	half = bits.Reverse64(b) >> shift
	rowMask := uint64(1)<<w - 1
	for r := 0; r < h; r++ {
		topBottom |= (b >> (r * w) & rowMask) << ((h - 1 - r) * w)
	}
	leftRight = bits.Reverse64(topBottom) >> shift
	return
}

// key: Domineering's outcome is kept by the mirrors of the board (the
// players' directions do not change).
func (e *domEngine) key(st state) state {
	x, y, z := mirrors(st.a, e.w, e.h)
	return state{a: min(st.a, x, y, z)}
}
