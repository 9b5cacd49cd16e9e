package misere

import (
	"fmt"
	"slices"
)

// MaxBornByList is the last day whose games BornBy lists: day 5 has
// 4,171,780 of them.
const MaxBornByList = 4

// BornBy returns the misère canonical forms born by day n (birthday at
// most n), n ≤ MaxBornByList, by birthday and then in CGSuite's order
// (see Compact): 1, 2, 3, 5 and 22 forms for n = 0 … 4 (Conway, ONAG
// ch. 12; Siegel, CGT ch. V). Every form born by day n + 1 has options
// born by day n, so day n + 1 is the canonical forms of the subsets of
// day n.
func (s *MStore) BornBy(n int) ([]MID, error) {
	if n < 0 {
		return nil, fmt.Errorf("day %d is negative", n)
	}
	if n > MaxBornByList {
		return nil, fmt.Errorf("the games born by day %d are too many to list (day 5 has 4171780); count them with misere-count-born-by", n)
	}
	day := []MID{Zero}
	for range n {
		seen := map[MID]bool{}
		var next []MID
		for mask := range 1 << len(day) {
			var opts []MID
			for i, g := range day {
				if mask&(1<<i) != 0 {
					opts = append(opts, g)
				}
			}
			if g := s.Game(opts); !seen[g] {
				seen[g] = true
				next = append(next, g)
			}
		}
		day = next
	}
	slices.SortFunc(day, func(a, b MID) int {
		if c := cmpBirthday(s.nodes[a].birthday, s.nodes[b].birthday); c != 0 {
			return c
		}
		return s.cgsCmp(a, b)
	})
	return day, nil
}

func cmpBirthday(a, b int32) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// CountBornBy returns the number of misère canonical forms born by day n:
// 1, 2, 3, 5, 22 and 4,171,780 for n = 0 … 5 (Conway, ONAG ch. 12;
// Siegel, CGT ch. V). Days 0 … 4 are counted from BornBy. Day 5 is
// counted, not stored: a form born by day 5 has a set of day-4 forms as
// its options, and each such set that is in simplest form (Conway's
// simplification leaves it alone) is the option set of exactly one form,
// so CountBornBy(5) counts the 2^22 subsets of the 22 forms of day 4 that
// do not simplify, with the simplification the store uses for every
// game. It checks the store's context every 65,536 subsets. Day 6 (about
// 2^4171780 forms) is refused.
func (s *MStore) CountBornBy(n int) (int64, error) {
	switch {
	case n <= MaxBornByList:
		d, err := s.BornBy(n)
		return int64(len(d)), err
	case n > MaxBornByList+1:
		return 0, fmt.Errorf("the games born by day %d cannot be counted by enumeration (day 6 has about 2^4171780)", n)
	}
	d4, _ := s.BornBy(MaxBornByList)
	slices.SortFunc(d4, s.less) // the store's order of options
	var count int64
	opts := make([]MID, 0, len(d4))
	for mask := range 1 << len(d4) {
		if mask&0xffff == 0 && s.ctx != nil {
			if err := s.ctx.Err(); err != nil {
				return 0, err
			}
		}
		opts = opts[:0]
		for i, g := range d4 {
			if mask&(1<<i) != 0 {
				opts = append(opts, g)
			}
		}
		id, ok := s.reduce(opts)
		if !ok || slices.Equal(s.nodes[id].opts, opts) {
			count++
		}
	}
	return count, nil
}
