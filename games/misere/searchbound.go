package misere

import (
	"context"

	"cgcalc/games/impartial"
)

// SearchWorkAtLeast returns a lower bound on the options that Genus of p
// would examine (the work SetWorkLimit bounds), from the analyzer's
// present state, counting no further than just past limit: a result over
// limit means a search under that work limit would fail with
// ErrWorkLimit. With followers set it is the bound for searching every
// option of p instead (as winning moves are found), p's own options not
// counted. The heap tables up to p's largest heap are prepared first, as
// Genus prepares them (that work is not counted here: it comes on top).
//
// Why it is a lower bound. genusOf expands a sorted multiset of non-adder
// heaps (its key) that is not memoised by examining every option of it,
// one unit of work each: for each distinct heap h, every entry of
// heaps[h].moves. Moves lower the number of counters, so a key is never
// met again while it is being expanded, and once expanded it is memoised:
// a successful search expands every key reachable from the root through
// keys not memoised, each exactly once. This count walks the same keys
// (the same moves, adders removed the same way) breadth first, skips the
// memoised ones without walking past them (their followers may be
// memoised too, so not counting them only lowers the bound) and adds each
// new key's option count once. Keys are told apart by a 64-bit sum of
// random values of their heaps; two keys with the same sum are counted
// once, which again only lowers the bound.
//
// The conditions of that argument, and the tests that fail when the code
// ignores one:
//
//   - moves lower the number of counters, so a key is expanded once and
//     never re-entered (rulesets whose heaps grow are refused before any
//     search, as the heap tables need it too);
//   - memoised keys are not counted, nor is a memoised root unless its
//     options are asked for (TestSearchWorkAtLeast: its memo grows as
//     its positions go);
//   - each key is counted once however many paths reach it
//     (TestSearchWorkAtLeastFresh: from an empty memo the bound is the
//     search's work exactly);
//   - keys hold the non-adder heaps only, as in genusOf
//     (TestSearchWorkAtLeast on 0.15 and 4!.0, whose small heaps are
//     adders).
//
// Its own work is bounded too: it looks only at the options of keys it
// has counted, and takes a key only while the count is at most limit, so
// it looks at no more than limit options (plus p's own with followers);
// boundWalk keeps the number, for the tests (TestSearchRefusedByBound).
func (a *Analyzer) SearchWorkAtLeast(ctx context.Context, p impartial.Position, limit int, followers bool) (int, error) {
	q, err := a.start(ctx, p)
	if err != nil {
		return 0, err
	}
	root, _ := a.split(q)
	a.boundWalk = 0
	if _, ok := a.genus[positionKey(root)]; ok && !followers {
		return 0, nil
	}
	opts := func(q []int) int {
		n := 0
		for i, h := range q {
			if i == 0 || q[i-1] != h {
				n += len(a.heaps[h].moves)
			}
		}
		return n
	}
	hash := func(q []int) uint64 {
		var s uint64
		for _, h := range q {
			s += heapHash(h)
		}
		return s
	}
	// Breadth first: the keys nearest p have the most options, so the
	// count passes a limit after the fewest keys.
	seen := map[uint64]struct{}{hash(root): {}}
	queue := [][]int{root}
	hashes := []uint64{hash(root)}
	work := 0
	if !followers {
		work = opts(root)
	}
	for k := 0; k < len(queue) && work <= limit; k++ {
		if k&4095 == 4095 {
			if err := ctx.Err(); err != nil {
				return 0, err
			}
		}
		q, qh := queue[k], hashes[k]
		queue[k] = nil
		for i, h := range q {
			if i > 0 && q[i-1] == h {
				continue
			}
			for _, m := range a.heaps[h].moves {
				ch := qh - heapHash(h)
				for _, x := range m.rest {
					ch += heapHash(x)
				}
				a.boundWalk++
				if _, ok := seen[ch]; ok {
					continue
				}
				seen[ch] = struct{}{}
				child := replaceHeap(q, i, m.rest)
				if _, ok := a.genus[positionKey(child)]; ok {
					continue
				}
				work += opts(child)
				queue = append(queue, child)
				hashes = append(hashes, ch)
			}
		}
	}
	return work, nil
}

// heapHash is a fixed pseudo-random 64-bit value of a heap size
// (SplitMix64's finaliser), for the sums SearchWorkAtLeast tells keys
// apart by.
func heapHash(h int) uint64 {
	z := uint64(h) + 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
