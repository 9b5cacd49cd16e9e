package quotient

import (
	"cmp"
	"fmt"
	"slices"

	"cgcalc/games/misere"
)

// DAG is a heap game given explicitly: Opts[n] lists the options of
// "heap" n ≥ 1, each a list of smaller heaps (empty for the game 0).
// Heap 0 is the game 0.
type DAG struct {
	Opts  [][][]int
	Names []string // optional names of the heaps, for printing
}

// Options yields the options of heap n.
func (d *DAG) Options(n int, yield func([]int) bool) {
	if n < 1 || n >= len(d.Opts) {
		return
	}
	for _, o := range d.Opts[n] {
		if !yield(o) {
			return
		}
	}
}

// Closure is the heap game of the followers of a misère game g (g itself
// and every position reachable from it), in order of birthday as
// MisereSolver lists them (Plambeck 2005, §9.5.1: 0, *1, *2, 2+, {2+,0};
// 2+ = {*2}, doc/references.md erratum P5); its
// quotient is the quotient of cl(g), the sums of followers of g.
func Closure(s *misere.MStore, g misere.MID) *DAG {
	seen := map[misere.MID]bool{}
	var all []misere.MID
	var visit func(x misere.MID)
	visit = func(x misere.MID) {
		if seen[x] {
			return
		}
		seen[x] = true
		for _, o := range s.Options(x) {
			visit(o)
		}
		all = append(all, x)
	}
	visit(g)
	// A follower comes after its options in all (post-order); sort by
	// birthday, keeping that order among equal birthdays.
	slices.SortStableFunc(all, func(a, b misere.MID) int { return cmp.Compare(s.Birthday(a), s.Birthday(b)) })
	index := map[misere.MID]int{}
	d := &DAG{}
	for i, x := range all {
		index[x] = i
		d.Names = append(d.Names, s.String(x))
		d.Opts = append(d.Opts, nil)
	}
	for i, x := range all {
		for _, o := range s.Options(x) {
			if len(s.Options(o)) == 0 {
				d.Opts[i] = append(d.Opts[i], []int{})
				continue
			}
			d.Opts[i] = append(d.Opts[i], []int{index[o]})
		}
	}
	return d
}

// PascalsBeans is Plambeck's Pascal's Beans (Plambeck 2005, §3) on rows
// 2 … rows of Pascal's triangle: a bean on interior cell (n, k), 0 < k < n,
// moves to (n−1, k−1) or (n−1, k), and leaves play on the boundary. The
// heaps are the interior cells, row by row.
func PascalsBeans(rows int) (*DAG, error) {
	if rows < 2 || rows > 200 {
		return nil, fmt.Errorf("Pascal's Beans needs 2 … 200 rows, not %d", rows)
	}
	d := &DAG{Opts: [][][]int{nil}, Names: []string{"0"}}
	cell := map[[2]int]int{}
	for n := 2; n <= rows; n++ {
		for k := 1; k < n; k++ {
			var opts [][]int
			for _, c := range [][2]int{{n - 1, k - 1}, {n - 1, k}} {
				if c[1] == 0 || c[1] == c[0] {
					opts = append(opts, []int{})
				} else {
					opts = append(opts, []int{cell[c]})
				}
			}
			cell[[2]int{n, k}] = len(d.Opts)
			d.Opts = append(d.Opts, opts)
			d.Names = append(d.Names, fmt.Sprintf("(%d,%d)", n, k))
		}
	}
	return d, nil
}
