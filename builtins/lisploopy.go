package builtins

// Rulesets defined in Lisp whose positions repeat: when the solver of
// lisprulesets.go meets a position that is its own follower, the value
// asked for is found on the game graph of the position's followers,
// built here from the move functions, by the loopy machinery
// (games/loopy): its onside and offside, a stopper's simplest form, or a
// short game when the cycles are not essential.

import (
	"errors"
	"fmt"

	"cgcalc/eval"
	"cgcalc/games/loopy"
)

// maxLoopyRulesetPositions bounds the game graph of a ruleset with
// cycles.
const maxLoopyRulesetPositions = 1 << 20

// loopError is the error of a position met again while it is solved: the
// rules loop, and the value is looked for on the game graph instead.
type loopError struct{ msg string }

func (e *loopError) Error() string { return e.msg }

// loopyRulesetValue returns the value of the position args of r, whose
// followers repeat: its game graph's, kept for the session.
func loopyRulesetValue(c *call, r *lispRuleset, args eval.Value) (eval.Value, error) {
	if l, ok, err := r.loops.get(c.in, args); err != nil || ok {
		return l, err
	}
	s := sessionOf(c.in).games
	g, err := r.graph(c.in, s, args)
	if err != nil {
		return nil, err
	}
	l := loopyFromGraph(c, s, g)
	if c.err != nil {
		return nil, c.err
	}
	return l, r.loops.put(c.in, args, l)
}

// graph builds the game graph of the position args of r: a node for each
// position reached (those whose short values are known are inlined as
// their canonical forms), and the graphs of the games and loopy games the
// move functions list.
func (r *lispRuleset) graph(in *eval.Interp, s *gameState, args eval.Value) (*loopy.Graph, error) {
	g := &loopy.Graph{}
	var index valueMap[int32]
	var queue []eval.Value
	inline := func(h *loopy.Graph) int32 {
		for range h.L {
			queue = append(queue, nil) // no position: not expanded
		}
		return g.Append(h)
	}
	add := func(p eval.Value) (int32, error) {
		if i, ok, err := index.get(in, p); err != nil || ok {
			return i, err
		}
		if e, ok, err := r.memo.get(in, p); err != nil {
			return 0, err
		} else if ok && !e.solving {
			h, err := loopy.FromShort(s.store, e.id)
			if err != nil {
				return 0, err
			}
			i := inline(h)
			return i, index.put(in, p, i)
		}
		if len(g.L) >= maxLoopyRulesetPositions {
			return 0, r.errorf("the game graph of %s has more than %d positions", r.show(args), maxLoopyRulesetPositions)
		}
		i := int32(len(g.L))
		g.L, g.R = append(g.L, nil), append(g.R, nil)
		queue = append(queue, p)
		return i, index.put(in, p, i)
	}
	start, err := add(args)
	if err != nil {
		return nil, err
	}
	g.Start = start
	targets := func(os []variantOption) ([]int32, error) {
		out := make([]int32, 0, len(os))
		for _, o := range os {
			var i int32
			var err error
			switch {
			case o.pos != nil:
				i, err = add(o.pos)
			case o.loopy != nil:
				i = inline(o.loopy)
			default:
				var h *loopy.Graph
				if h, err = loopy.FromShort(s.store, o.id); err == nil {
					i = inline(h)
				}
			}
			if err != nil {
				return nil, err
			}
			out = append(out, i)
		}
		return out, nil
	}
	for k := 0; k < len(queue); k++ {
		p := queue[k]
		if p == nil {
			continue
		}
		if err := in.Tick(1); err != nil {
			return nil, err
		}
		if r.split != nil {
			parts, err := r.raw(in, s, r.split, ":split", "component", p, true)
			if err != nil {
				return nil, err
			}
			self := len(parts) == 1 && parts[0].pos != nil
			if self {
				if self, err = in.Equal(parts[0].pos, p); err != nil {
					return nil, err
				}
			}
			if !self {
				return nil, r.errorf("%s's followers repeat, and :split splits %s: a ruleset whose positions repeat is solved on its game graph, whole; define %s without :split", r.show(args), r.show(p), r.name)
			}
		}
		var left, right []variantOption
		var err error
		if r.left != nil {
			if left, err = r.raw(in, s, r.left, ":left", "left option", p, true); err != nil {
				return nil, err
			}
		}
		if r.impartial {
			right = left
		} else if r.right != nil {
			if right, err = r.raw(in, s, r.right, ":right", "right option", p, true); err != nil {
				return nil, err
			}
		}
		l, err := targets(left)
		if err != nil {
			return nil, err
		}
		rr, err := targets(right)
		if err != nil {
			return nil, err
		}
		g.L[k], g.R[k] = l, rr
	}
	return g, nil
}

// asLoopError reports whether err is (or wraps) a loopError.
func asLoopError(err error) bool {
	var le *loopError
	return errors.As(err, &le)
}

// loopMessage is the message of the loopError for the position args.
func (r *lispRuleset) loopMessage(args eval.Value) string {
	return fmt.Sprintf("%s: %s is its own follower", r.name, r.show(args))
}
