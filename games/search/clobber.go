package search

import (
	"math/bits"
	"strings"

	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// The Clobber engine: Left's stones (x) and Right's (o) on a board of
// w × h cells (at most 64) as two words, cell (r, c) at bit r·w + c. A
// player moves a stone of his onto an orthogonally adjacent stone of the
// opponent's, which is removed. Empty cells never fill, so a region is a
// connected group of stones; one of a single colour is 0.

// clobEngine is the engine of one Clobber board.
type clobEngine struct {
	r           rulesets.Ruleset
	w, h        int
	first, last uint64
	small       int
	memo        map[clobRegion]games.ID
}

// clobRegion is a group of stones cropped to its bounding box.
type clobRegion struct {
	x, o uint64
	w, h uint8
}

func newClobEngine(r rulesets.Ruleset, w, h, small int) *clobEngine {
	e := &clobEngine{r: r, w: w, h: h, small: small, memo: map[clobRegion]games.ID{}}
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

func (e *clobEngine) neighbours(x uint64) uint64 {
	return (x<<1)&^e.first | (x>>1)&^e.last | x<<e.w | x>>e.w
}

func (e *clobEngine) flood(seed, b uint64) uint64 {
	x := seed & b
	for {
		y := (x | e.neighbours(x)) & b
		if y == x {
			return x
		}
		x = y
	}
}

func (e *clobEngine) empty(st state) bool { return st.a|st.b == 0 }

func (e *clobEngine) counts(state) (counts, bool) { return counts{}, false }

// moves lists the mover's captures: first those whose target has the
// most stones of the opponent's around it (the captures that leave the
// opponent fewest answers), then by the board's order.
func (e *clobEngine) moves(st state, left bool, buf []move) []move {
	us, them := st.a, st.b
	if !left {
		us, them = them, us
	}
	add := func(src uint64, shift int) {
		for m := src; m != 0; m &= m - 1 {
			from := m & -m
			var to uint64
			if shift > 0 {
				to = from << shift
			} else {
				to = from >> -shift
			}
			// The opponent's stones next to the target lose it as a target;
			// ours next to it become targets.
			score := bits.OnesCount64(e.neighbours(to)&us&^from) - bits.OnesCount64(e.neighbours(from)&them&^to)
			buf = append(buf, move{x: from, y: to, score: int32(score)})
		}
	}
	add(us&(them>>1)&^e.last, 1)
	add(us&(them<<1)&^e.first, -1)
	add(us&(them>>e.w), e.w)
	add(us&(them<<e.w), -e.w)
	sortMoves(buf)
	return buf
}

func (e *clobEngine) play(st state, m move, left bool) (state, uint64) {
	if left {
		st.a = st.a&^m.x | m.y
		st.b &^= m.y
	} else {
		st.b = st.b&^m.x | m.y
		st.a &^= m.y
	}
	return st, (m.y | e.neighbours(m.x)) & (st.a | st.b)
}

// fold takes out the groups meeting seed of one colour (0) or of at most
// e.small stones (their values).
func (e *clobEngine) fold(st state, seed uint64, vals []games.ID) (state, []games.ID, error) {
	stones := st.a | st.b
	seed &= stones
	for seed != 0 {
		comp := e.flood(seed&-seed, stones)
		seed &^= comp
		x, o := st.a&comp, st.b&comp
		if x != 0 && o != 0 && bits.OnesCount64(comp) > e.small {
			continue
		}
		st.a &^= comp
		st.b &^= comp
		if x == 0 || o == 0 {
			continue
		}
		v, err := e.value(x, o)
		if err != nil {
			return st, vals, err
		}
		vals = append(vals, v)
	}
	return st, vals, nil
}

// value returns the canonical value of the group of stones x and o.
func (e *clobEngine) value(x, o uint64) (games.ID, error) {
	box := cropBits(x|o, e.w)
	// The same crop of each colour: shift x and o as the union was.
	key := clobRegion{x: recrop(x, x|o, e.w, box), o: recrop(o, x|o, e.w, box), w: box.w, h: box.h}
	if v, ok := e.memo[key]; ok {
		return v, nil
	}
	var sb strings.Builder
	w := int(key.w)
	for r := 0; r < int(key.h); r++ {
		if r > 0 {
			sb.WriteByte('|')
		}
		for c := 0; c < w; c++ {
			switch bit := uint64(1) << (r*w + c); {
			case key.x&bit != 0:
				sb.WriteByte('x')
			case key.o&bit != 0:
				sb.WriteByte('o')
			default:
				sb.WriteByte('.')
			}
		}
	}
	return regionValue(e.r, e.memo, key, sb.String())
}

// recrop crops the cells sub of all (rows of w cells) to the bounding
// box of all, box.
func recrop(sub, all uint64, w int, box region) uint64 {
	top := bits.TrailingZeros64(all) / w
	rowMask := uint64(1)<<w - 1
	if w == 64 {
		rowMask = ^uint64(0)
	}
	var cols uint64
	for r := top; r < top+int(box.h); r++ {
		cols |= (all >> (r * w)) & rowMask
	}
	left := bits.TrailingZeros64(cols)
	nw := int(box.w)
	var out uint64
	for r := top; r < top+int(box.h); r++ {
		out |= ((sub >> (r*w + left)) & (1<<nw - 1)) << ((r - top) * nw)
	}
	return out
}

// key: Clobber's outcome is kept by the mirrors of the board.
func (e *clobEngine) key(st state) state {
	best := st
	ax, ay, az := mirrors(st.a, e.w, e.h)
	bx, by, bz := mirrors(st.b, e.w, e.h)
	for _, c := range [3]state{{ax, bx}, {ay, by}, {az, bz}} {
		if c.a < best.a || c.a == best.a && c.b < best.b {
			best = c
		}
	}
	return best
}
