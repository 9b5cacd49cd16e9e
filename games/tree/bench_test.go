package tree

import (
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// benchTree returns the tree of an empty 5×5 Domineering board in a fresh
// store: every iteration solves the board from nothing.
func benchTree(b *testing.B) *Tree[rulesets.Position] {
	s := games.NewStore()
	r, _ := rulesets.New("domineering", s)
	p, err := r.Parse(".....|.....|.....|.....|.....")
	if err != nil {
		b.Fatal(err)
	}
	t, err := New[rulesets.Position](s, rulesetSource{r}, p, 1<<20)
	if err != nil {
		b.Fatal(err)
	}
	return t
}

// BenchmarkExpandDomineering5x5 expands the root of an empty 5×5
// Domineering board from a fresh store: the board's value and its 40
// options', with their marks (the explorer's first click).
func BenchmarkExpandDomineering5x5(b *testing.B) {
	for b.Loop() {
		t := benchTree(b)
		if err := t.Expand(t.Root); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBestMoveDomineering5x5 finds Left's move on an empty 5×5
// Domineering board from a fresh store (the program's first reply in a
// game against it).
func BenchmarkBestMoveDomineering5x5(b *testing.B) {
	for b.Loop() {
		t := benchTree(b)
		if o, err := t.Best(t.Root, true); err != nil || o == nil {
			b.Fatal(o, err)
		}
	}
}
