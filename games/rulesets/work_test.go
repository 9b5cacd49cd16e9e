package rulesets

import (
	"errors"
	"fmt"
	"runtime/metrics"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/impartial"
)

// errCancelled is what a probe's poll returns once it has cancelled.
var errCancelled = errors.New("cancelled by the test")

// probe watches a solve through the store's poll: it cancels once the
// store has counted cancelAt units of work (Stats.Work), and records the
// largest stretch between two polls in units and in bytes allocated, and
// the units and bytes after the cancel.
type probe struct {
	s        *games.Store
	cancelAt uint64
	polls    int
	// at the last poll, and at the cancel
	lastWork, lastBytes     uint64
	cancelWork, cancelBytes uint64
	cancelled               bool
	maxWork, maxBytes       uint64 // the largest stretch between two polls
	sample                  []metrics.Sample
}

// allocated returns the bytes the program has allocated on the heap so
// far (runtime/metrics: exact for large objects, by span for small ones).
func (p *probe) allocated() uint64 {
	metrics.Read(p.sample)
	return p.sample[0].Value.Uint64()
}

// newProbe installs a probe on s that cancels after cancelAt units.
func newProbe(s *games.Store, cancelAt uint64) *probe {
	p := &probe{s: s, cancelAt: cancelAt, sample: []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}}
	p.lastWork, p.lastBytes = s.Stats.Work, p.allocated()
	s.SetPoll(func() error {
		p.polls++
		w, b := s.Stats.Work, p.allocated()
		if !p.cancelled {
			p.maxWork = max(p.maxWork, w-p.lastWork)
			p.maxBytes = max(p.maxBytes, b-p.lastBytes)
		}
		p.lastWork, p.lastBytes = w, b
		if p.cancelled {
			return errCancelled
		}
		if w >= p.cancelAt {
			p.cancelled, p.cancelWork, p.cancelBytes = true, w, b
			return errCancelled
		}
		return nil
	})
	return p
}

// The bounds the probes check, justified:
//   - between two polls, games.PollEvery units plus one step: the largest
//     single amount a solver reports at once (a value's options counted
//     as it builds them, at most a few thousand), so 4·PollEvery; for a
//     graph of n vertices and e edges, the key of the whole graph is one
//     step of at most (n+e)·(n+1) units (colour refinement: at most n
//     rounds, each reading every vertex and edge; graph.keyWork);
//   - bytes between two polls: a unit allocates a few words at most, and
//     a step one chunk of a stack (chunkSize frames) or one table of a
//     growing map (at most 1,024 slots), so 2 MiB is ample; the memory
//     budget's watchdog sees any growth within a fraction of that;
//   - after the cancel: the solver returns at its next check of the poll's
//     error, so no more units than one step and no more bytes than the
//     unwinding needs (an error value): PollEvery units and 256 KiB.
const (
	maxWorkBetweenPolls  = 4 * games.PollEvery
	maxBytesBetweenPolls = 2 << 20
	maxWorkAfterCancel   = games.PollEvery
	maxBytesAfterCancel  = 256 << 10
)

// check reports a probe's findings after the solve returned err; step is
// the largest step the position allows (see the bounds above).
func (p *probe) check(t *testing.T, what string, err error, step uint64) {
	t.Helper()
	if !p.cancelled {
		t.Errorf("%s: not cancelled: %d units of work, %d polls, returned %v", what, p.s.Stats.Work, p.polls, err)
		return
	}
	if !errors.Is(err, errCancelled) {
		t.Errorf("%s: cancelled, returned %v", what, err)
	}
	workAfter := p.s.Stats.Work - p.cancelWork
	bytesAfter := p.allocated() - p.cancelBytes
	t.Logf("%s: %d polls; most between two polls: %d units, %d bytes; after the cancel: %d units, %d bytes",
		what, p.polls, p.maxWork, p.maxBytes, workAfter, bytesAfter)
	if most := max(maxWorkBetweenPolls, games.PollEvery+step); p.maxWork > most {
		t.Errorf("%s: %d units between two polls, more than %d", what, p.maxWork, most)
	}
	if p.maxBytes > maxBytesBetweenPolls {
		t.Errorf("%s: %d bytes allocated between two polls, more than %d", what, p.maxBytes, maxBytesBetweenPolls)
	}
	if workAfter > maxWorkAfterCancel {
		t.Errorf("%s: %d units after the cancel, more than %d", what, workAfter, maxWorkAfterCancel)
	}
	if bytesAfter > maxBytesAfterCancel {
		t.Errorf("%s: %d bytes allocated after the cancel, more than %d", what, bytesAfter, maxBytesAfterCancel)
	}
}

// ladder returns a graph string of a ladder of k rungs, its edges written
// by edge (an edge letter) and its vertices by vertex ("" for none):
// cycles everywhere, no tree or path to shortcut.
func ladder(k int, edge, vertex string) string {
	var b strings.Builder
	for i := range k {
		if i > 0 {
			b.WriteString(edge)
		}
		fmt.Fprintf(&b, "%s:{a%d}", vertex, i)
	}
	b.WriteString(";")
	for i := range k {
		if i > 0 {
			b.WriteString(edge)
		}
		fmt.Fprintf(&b, "%s:{b%d}", vertex, i)
	}
	for i := range k {
		fmt.Fprintf(&b, ";%s:{a%d}%s%s:{b%d}", vertex, i, edge, vertex, i)
	}
	return b.String()
}

// worstCases are the worst inputs of each family: long thin boards, huge
// heaps and sides, wide graphs; each runs far past the cancel.
var worstCases = []struct{ rules, pos string }{
	{"eatcake", "2,1000000"},
	{"eatcake", "40,40"},
	{"twisted-cutcake", "1,1000000"},
	{"twisted-eatcake", "3,1000000"},
	{"maundy-cake", "720720,1048576"},
	{"twisted-maundy-cake", "720720,1048576"},
	{"gen-cutcake 4.0 0.7", "1,1000000"},
	{"gen-cutcake 8.0 8.0", "1,100000"},
	{"hackenbush", ladder(40, "e", "")},
	{"hackenbush", ladder(40, "l", "") + ";" + ladder(40, "r", "")},
	{"childish-hackenbush", ladder(40, "l", "")},
	{"col", ladder(40, "-", ".")},
	{"snort", ladder(40, "-", ".")},
	{"arc-kayles", ladder(40, "-", "")},
	{"partizan-arc-kayles", ladder(40, "l", "") + ";" + ladder(20, "r", "")},
	{"domineering", strings.Repeat("......|", 5) + "......"},
	{"domineering", "..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|..|.."},
	{"cram", strings.Repeat("........|", 6) + "........"},
	{"clobber", strings.Repeat("xoxoxoxo|oxoxoxox|", 3) + "xoxoxoxo"},
	{"konane", "xoxoxoxo|oxo.oxox|xoxoxoxo|ox.xoxox|xoxoxoxo|oxoxo.ox"},
	{"amazons", "x.........|..........|..........|.........o"},
	{"toads-and-frogs", strings.Repeat("tt..ff", 30)},
	{"toppling-dominoes", strings.Repeat("lrelrre", 60)},
	{"wythoff", "10000,10000"},
	{"partizan-subtraction", "[1,2,3,5,8,13] [2,3,4,7,11] 1000000"},
	{"mem", "10000,1"},
	{"fibonacci-nim", "10000,0"},
	{"turning", "1-3C(5) " + strings.Repeat("h", 65536)},
	{"moidores", strings.Repeat("h", 1000)},
	{"ruler", strings.Repeat("h", 65536)},
}

// rulesFor returns the ruleset a worst case names: a registered name, or
// "gen-cutcake LEFT RIGHT".
func rulesFor(t testing.TB, name string, s *games.Store) Ruleset {
	if codes, ok := strings.CutPrefix(name, "gen-cutcake "); ok {
		l, r, _ := strings.Cut(codes, " ")
		lr, err := impartial.Parse(l)
		if err != nil {
			t.Fatal(err)
		}
		rr, err := impartial.Parse(r)
		if err != nil {
			t.Fatal(err)
		}
		return NewGenCutcake(s, name, lr, rr, false)
	}
	return mustRules(t, name, s)
}

// TestCancelWork cancels each family's solver on its worst inputs after
// 16·PollEvery units of work and counts what it does after the cancel,
// and between two polls before it: units and bytes, against the bounds
// above (counted, not timed). Not parallel: the bytes are the process's.
func TestCancelWork(t *testing.T) {
	for _, tt := range worstCases {
		t.Run(tt.rules, func(t *testing.T) {
			s := games.NewStore()
			r := rulesFor(t, tt.rules, s)
			pos, err := r.Parse(tt.pos)
			if err != nil {
				t.Fatalf("%s %.40s: %v", tt.rules, tt.pos, err)
			}
			var step uint64
			if g, ok := pos.(*graphPos); ok {
				n, e := uint64(len(g.g.label)), uint64(len(g.g.edges))
				step = (n + e) * (n + 1)
			}
			p := newProbe(s, 16*games.PollEvery)
			_, err = r.Value(pos)
			p.check(t, fmt.Sprintf("%s %.40s", tt.rules, tt.pos), err, step)
		})
	}
}
