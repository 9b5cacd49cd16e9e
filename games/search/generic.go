package search

import (
	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// plain is the plain search: any ruleset, through its Options, with a
// table of the positions decided keyed by their strings, one for each
// side to move. It neither splits positions nor uses values; it is the
// reference the engines are tested against, and the search of the
// rulesets without an engine.
type plain struct {
	r     rulesets.Ruleset
	s     *games.Store
	memo  [2]map[string]bool
	max   int // entries the tables may hold together
	nodes uint64
}

// plainEntryBytes is an estimate of the memory of an entry of a table
// (the string, its header and the map's share).
const plainEntryBytes = 128

func newPlain(r rulesets.Ruleset, s *games.Store, tableBytes int64) *plain {
	return &plain{r: r, s: s, memo: [2]map[string]bool{{}, {}}, max: int(max(tableBytes/plainEntryBytes, 1024))}
}

// wins reports whether the mover wins p moving first: whether one of his
// options is lost by the opponent moving first.
func (pl *plain) wins(p rulesets.Position, left bool) (bool, error) {
	side := 0
	if !left {
		side = 1
	}
	key := p.String()
	if w, ok := pl.memo[side][key]; ok {
		return w, nil
	}
	pl.nodes++
	if err := pl.s.Work(1); err != nil {
		return false, err
	}
	lo, ro := pl.r.Options(p)
	opts := ro
	if left {
		opts = lo
	}
	win := false
	for _, o := range opts {
		w, err := pl.wins(o, !left)
		if err != nil {
			return false, err
		}
		if !w {
			win = true
			break
		}
	}
	if len(pl.memo[0])+len(pl.memo[1]) >= pl.max {
		clear(pl.memo[0])
		clear(pl.memo[1])
	}
	pl.memo[side][key] = win
	return win, nil
}
