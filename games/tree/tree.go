package tree

import (
	"errors"
	"fmt"

	"cgcalc/games"
)

// A Source gives the options and values of positions of type P.
type Source[P any] interface {
	// Options returns the positions Left and Right can move to.
	Options(p P) (left, right []P, err error)
	// Value returns p's canonical form in the tree's store.
	Value(p P) (games.ID, error)
}

// A Node is a position of a tree.
type Node[P any] struct {
	Pos   P
	Value games.ID // its canonical form
	Depth int      // 0 for the root

	// Left and Right are its options, in the order Source.Options gives
	// them, once Expanded.
	Left, Right []*Option[P]
	Expanded    bool
}

// An Option is a move of a node's player to a node, and its marks.
type Option[P any] struct {
	*Node[P]
	Dominated  bool
	Reversible bool
	Sensible   bool
	Winning    bool
}

// A Tree is a game tree grown from its root.
type Tree[P any] struct {
	Store    *games.Store
	Source   Source[P]
	Root     *Node[P]
	Nodes    int  // the nodes made so far, root included
	MaxNodes int  // the bound on Nodes
	Capped   bool // whether an expansion stopped at MaxNodes
}

// ErrCapped reports an expansion refused because the tree has MaxNodes
// nodes.
var ErrCapped = errors.New("tree: the tree has reached its bound on nodes")

// New returns the tree of root, not yet expanded, bounded to maxNodes
// nodes (at least 1).
func New[P any](s *games.Store, src Source[P], root P, maxNodes int) (*Tree[P], error) {
	v, err := src.Value(root)
	if err != nil {
		return nil, err
	}
	return &Tree[P]{Store: s, Source: src, Root: &Node[P]{Pos: root, Value: v}, Nodes: 1, MaxNodes: max(maxNodes, 1)}, nil
}

// Expand lists n's options, with their values and marks. An expanded node
// is left as it is. If the options would take the tree past MaxNodes,
// nothing changes, Capped is set and Expand returns ErrCapped.
func (t *Tree[P]) Expand(n *Node[P]) error {
	if n.Expanded {
		return nil
	}
	left, right, err := t.Source.Options(n.Pos)
	if err != nil {
		return err
	}
	if t.Nodes+len(left)+len(right) > t.MaxNodes {
		t.Capped = true
		return ErrCapped
	}
	l, err := t.options(n, left)
	if err != nil {
		return err
	}
	r, err := t.options(n, right)
	if err != nil {
		return err
	}
	if err := t.mark(n.Value, l, true); err != nil {
		return err
	}
	if err := t.mark(n.Value, r, false); err != nil {
		return err
	}
	n.Left, n.Right, n.Expanded = l, r, true
	t.Nodes += len(l) + len(r)
	return nil
}

// options makes the nodes of positions ps, children of n.
func (t *Tree[P]) options(n *Node[P], ps []P) ([]*Option[P], error) {
	out := make([]*Option[P], len(ps))
	for i, p := range ps {
		v, err := t.Source.Value(p)
		if err != nil {
			return nil, err
		}
		out[i] = &Option[P]{Node: &Node[P]{Pos: p, Value: v, Depth: n.Depth + 1}}
	}
	return out, nil
}

// better reports whether a is at least as good as b for the player
// (Left: a ≥ b; Right: a ≤ b).
func (t *Tree[P]) better(a, b games.ID, left bool) (bool, error) {
	if left {
		return t.Store.Leq(b, a)
	}
	return t.Store.Leq(a, b)
}

// mark sets the marks of the options os of a node of value g, Left's
// when left is set.
func (t *Tree[P]) mark(g games.ID, os []*Option[P], left bool) error {
	s := t.Store
	zero := s.Integer(0)
	for i, o := range os {
		// Dominated: another option at least as good, strictly better or
		// listed first.
		for j, p := range os {
			if j == i {
				continue
			}
			ge, err := t.better(p.Value, o.Value, left)
			if err != nil {
				return err
			}
			if !ge {
				continue
			}
			if j < i {
				o.Dominated = true
				break
			}
			le, err := t.better(o.Value, p.Value, left)
			if err != nil {
				return err
			}
			if !le { // strictly better
				o.Dominated = true
				break
			}
		}
		// Reversible: an answer of the opponent in o's canonical form at
		// least as good for him as g.
		ol, or, err := s.Options(o.Value)
		if err != nil {
			return err
		}
		answers := or
		if !left {
			answers = ol
		}
		for _, a := range answers {
			ok, err := t.better(g, a, left)
			if err != nil {
				return err
			}
			if ok {
				o.Reversible = true
				break
			}
		}
		w, err := t.better(o.Value, zero, left)
		if err != nil {
			return err
		}
		o.Winning = w
	}
	// Sensible: for each canonical option K of g, the first option at
	// least as good as K.
	cl, cr, err := s.Options(g)
	if err != nil {
		return err
	}
	ks := cl
	if !left {
		ks = cr
	}
	for _, k := range ks {
		found := false
		for _, o := range os {
			ok, err := t.better(o.Value, k, left)
			if err != nil {
				return err
			}
			if ok {
				o.Sensible, found = true, true
				break
			}
		}
		if !found { // excluded by the theory of canonical forms
			return fmt.Errorf("tree: no option at least as good as the canonical option %d (a bug)", k)
		}
	}
	return nil
}

// Grow expands the tree breadth first to depth (the root's options are at
// depth 1). With all unset, only the sensible options of each node are
// expanded further. It stops at MaxNodes with Capped set, the nodes
// already expanded kept, and returns nil; other errors are returned.
func (t *Tree[P]) Grow(depth int, all bool) error {
	level := []*Node[P]{t.Root}
	for d := 0; d < depth && len(level) > 0; d++ {
		var next []*Node[P]
		for _, n := range level {
			if err := t.Expand(n); err != nil {
				if errors.Is(err, ErrCapped) {
					return nil
				}
				return err
			}
			for _, o := range append(append([]*Option[P](nil), n.Left...), n.Right...) {
				if all || o.Sensible {
					next = append(next, o.Node)
				}
			}
		}
		level = next
	}
	return nil
}

// Shown returns the options of n a listing shows: all of them with all,
// else the sensible ones.
func Shown[P any](os []*Option[P], all bool) []*Option[P] {
	if all {
		return os
	}
	var out []*Option[P]
	for _, o := range os {
		if o.Sensible {
			out = append(out, o)
		}
	}
	return out
}

// Marks returns the marks of o as words, for listings: "winning",
// "sensible", "dominated", "reversible", in that order.
func (o *Option[P]) Marks() []string {
	var m []string
	for _, w := range []struct {
		on   bool
		name string
	}{{o.Winning, "winning"}, {o.Sensible, "sensible"}, {o.Dominated, "dominated"}, {o.Reversible, "reversible"}} {
		if w.on {
			m = append(m, w.name)
		}
	}
	return m
}

// Forms is the Source of the games of a store: a game's options are those
// Store.Options gives (a form's as built, a sum's one move in one summand,
// a canonical form's canonical options), its value its canonical form.
type Forms struct{ Store *games.Store }

// Options returns g's options.
func (f Forms) Options(g games.ID) (left, right []games.ID, err error) { return f.Store.Options(g) }

// Value returns g's canonical form.
func (f Forms) Value(g games.ID) (games.ID, error) { return f.Store.Canonical(g) }
