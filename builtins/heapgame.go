package builtins

import (
	"errors"
	"slices"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/impartial"
)

// Heaps are games: the builtins that take games read a (heap ...) value
// as its value, the nimber *G of its nim value G (Sprague–Grundy), which
// gameState.game gives them. nim is Nim's short form.

// nimBuiltin is (nim N...), the same as (heap 'nim N...). A program may
// define nim for itself (defun, defruleset), as programs written before
// it did: the builtin is redefinable.
func nimBuiltin() *eval.Builtin {
	b := row("nim", "N...", "Returns the position of Nim with heaps N..., the same as (heap 'nim N...): (nim 3 5 6). Like every position of heaps it is a game, the nimber of its nim value, the nim-sum of its heaps (Bouton 1902): (canon (nim 3 5 6)) is 0 and (canon (nim 1 2)) is *3. The sizes may also be given as a list. A program may define its own nim, which replaces this one.", func(c call) (eval.Value, error) {
		if len(c.Pos) == 0 {
			return nil, errNoNimHeaps
		}
		h := c.position(append([]eval.Value{eval.Symbol("nim")}, c.Pos...))
		return h, c.err
	})
	return redefinable(b)
}

// errNoNimHeaps is (nim)'s error.
var errNoNimHeaps = errors.New("no heap sizes: give them, as in (nim 3 5 6); (nim 0) is the empty position")

// heapsNimValue returns the normal-play nim value of the heaps h: the
// nim-sum of the values of its heaps (games/impartial), computed as
// nim-value computes them, with its progress line, Ctrl-C and memory
// checks.
func (c *call) heapsNimValue(h *Heaps) int {
	if c.err != nil || h == nil {
		return 0
	}
	vals := c.nimValues(h.r, slices.Max(append([]int{0}, h.heaps...)))
	if c.err != nil {
		return 0
	}
	return impartial.NimValue(vals, h.heaps)
}

// heapsGame returns the value of the heaps h as a game of the store: the
// nimber *G, G its nim value.
func (s *gameState) heapsGame(h *Heaps) (games.ID, error) {
	c := call{in: s.in}
	g := c.heapsNimValue(h)
	if c.err != nil {
		return 0, c.err
	}
	return s.store.Value(games.NUS{M: uint64(g)}), nil
}

// heapOptions returns the positions one move in the heaps h reaches, each
// once, for which keep (nil: every one) reports true, as heaps.
func (c *call) heapOptions(h *Heaps, keep func(impartial.Position) bool) []eval.Value {
	var out []eval.Value
	seen := map[string]bool{}
	for i, n := range h.heaps {
		if i > 0 && h.heaps[i-1] == n {
			continue // the same moves as the heap before
		}
		h.r.Moves(n, func(m []int) bool {
			if c.tick(1); c.err != nil {
				return false
			}
			heaps := make([]int, 0, len(h.heaps)-1+len(m))
			heaps = append(append(append(heaps, h.heaps[:i]...), h.heaps[i+1:]...), m...)
			p := impartial.NewPosition(heaps...)
			if key := p.String(); seen[key] {
				return true
			} else {
				seen[key] = true
			}
			if keep == nil || keep(p) {
				out = append(out, &Heaps{h.r, p})
			}
			return true
		})
		if c.err != nil {
			return nil
		}
	}
	return out
}

// heapsSource is the Source of game-tree for positions of heaps: the
// options are heaps (both players', the game being impartial), each
// valued as heapsGame values it.
type heapsSource struct{ s *gameState }

func (h heapsSource) Options(p any) (left, right []any, err error) {
	c := call{in: h.s.in}
	opts := anys(c.heapOptions(p.(*Heaps), nil))
	return opts, opts, c.err
}

func (h heapsSource) Value(p any) (games.ID, error) { return h.s.heapsGame(p.(*Heaps)) }
