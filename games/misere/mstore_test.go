package misere

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"cgcalc/games/impartial"
)

// rawGames is an independent model of impartial games for the tests: game
// trees with no simplification, and misère outcomes of sums found by
// exhaustive search.
type rawGames struct {
	opts [][]int         // opts[g]: the options of game g; game 0 is {}
	memo map[string]bool // sorted components → next player wins
}

func newRawGames() *rawGames {
	return &rawGames{opts: [][]int{nil}, memo: map[string]bool{}}
}

func (r *rawGames) add(opts ...int) int {
	r.opts = append(r.opts, slices.Clone(opts))
	return len(r.opts) - 1
}

// fromStore copies a canonical form into the raw model.
func (r *rawGames) fromStore(s *MStore, id MID, seen map[MID]int) int {
	if g, ok := seen[id]; ok {
		return g
	}
	var opts []int
	for _, o := range s.Options(id) {
		opts = append(opts, r.fromStore(s, o, seen))
	}
	g := r.add(opts...)
	seen[id] = g
	return g
}

// nextWins reports whether the player to move wins the misère sum of the
// games gs: a player who cannot move wins.
func (r *rawGames) nextWins(gs ...int) bool {
	pos := make([]int, 0, len(gs))
	for _, g := range gs {
		if len(r.opts[g]) > 0 {
			pos = append(pos, g)
		}
	}
	slices.Sort(pos)
	if len(pos) == 0 {
		return true
	}
	kb := make([]byte, 0, 4*len(pos))
	for _, g := range pos {
		kb = append(kb, byte(g), byte(g>>8), byte(g>>16), byte(g>>24))
	}
	key := string(kb)
	if w, ok := r.memo[key]; ok {
		return w
	}
	win := false
	for i, g := range pos {
		for _, o := range r.opts[g] {
			next := slices.Clone(pos)
			next[i] = o
			if !r.nextWins(next...) {
				win = true
				break
			}
		}
		if win {
			break
		}
	}
	r.memo[key] = win
	return win
}

// normalValue is the Sprague–Grundy value of a raw game.
func (r *rawGames) normalValue(g int) int {
	seen := map[int]bool{}
	for _, o := range r.opts[g] {
		seen[r.normalValue(o)] = true
	}
	v := 0
	for seen[v] {
		v++
	}
	return v
}

// toStore canonicalises a raw game through the store.
func (r *rawGames) toStore(s *MStore, g int) MID {
	var opts []MID
	for _, o := range r.opts[g] {
		opts = append(opts, r.toStore(s, o))
	}
	return s.Game(opts)
}

// canonicalByDay returns the canonical forms born by days 0..days, day by
// day: each day's forms are Game of every subset of the previous day's.
func canonicalByDay(s *MStore, days int) [][]MID {
	all := [][]MID{{Zero}}
	for d := 1; d <= days; d++ {
		prev := all[d-1]
		seen := map[MID]bool{}
		var next []MID
		for mask := 0; mask < 1<<len(prev); mask++ {
			var opts []MID
			for i, g := range prev {
				if mask&(1<<i) != 0 {
					opts = append(opts, g)
				}
			}
			id := s.Game(opts)
			if !seen[id] {
				seen[id] = true
				next = append(next, id)
			}
		}
		all = append(all, next)
	}
	return all
}

func TestMStoreExamples(t *testing.T) {
	s := NewMStore()
	tests := []struct {
		in, want, source string
	}{
		{"{0,*2}", "*", "Allemang 1984, Misère play: {0,*2} = *1"},
		{"{*}", "0", "Allemang 1984, Misère play; Plambeck 2005, §6.1.3: {*1} = 0"},
		{"*+*", "0", "Allemang 1984, Misère play: :1 + :1 = {*1} = 0"},
		{"{*,*2}", "0", "Allemang 1984, Misère play: {*1,*2} = 0"},
		{"{*,*3}", "0", "Allemang 1984, Misère play: {*1,*3} = 0"},
		{"{*2}", "{*2}", "CGSuite MisereValues.starTwoSharp: *[2#] is canonical"},
		{"{0}", "*", "nimber *1 = {0}"},
		{"{0,*}", "*2", "ONAG ch. 12: nim 2 = {0,*} ≠ 0"},
		{"{0,*,*2}", "*3", "nimbers are canonical"},
		{"{}", "0", "0 = {}"},
		{"*0", "0", "*0 = 0"},
		{"*2+*2", "{*2,*3}", "Allemang 1984, Misère play, adders: :4 = *2+*2 = {:2,:3}"},
		{"*2+*2+*", "{*2,*3,{*2,*3}}", "Allemang 1984, Misère play, adders: :5 = {:2,:3,:4}"},
		{"*2+*3", "{*2,*3,{*2,*3}}", "Allemang 1984, Misère play, adders: :2 + :3 = :5"},
		{"*2+*2+*2", "{{*2,*3},{*2,*3,{*2,*3}}}", "Allemang 1984, Misère play, adders: :6 = {:4,:5}"},
		{"*3+*3", "{*2,*3}", "Allemang 1984, Misère play, adders: :3 + :3 = :(3+3−2) = :4"},
		{"*[2#]", "{*2}", "CGSuite misère tutorial: *[2#] has only the option *[2]"},
		{"*[42]", "{*2,*4}", "CGSuite misère tutorial: *[42] has options *[4] and *[2]"},
		{"*[2]", "*2", "CGSuite misère tutorial: *[2] is a nim-heap"},
	}
	for _, tc := range tests {
		id, err := s.Parse(tc.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		if got := s.String(id); got != tc.want {
			t.Errorf("%s: String(Parse(%q)) = %q, want %q", tc.source, tc.in, got, tc.want)
		}
	}
	two, twoSharp := s.Nimber(2), s.Game([]MID{s.Nimber(2)})
	for _, n := range []int{0, 1, 2} {
		if twoSharp == s.Nimber(n) {
			t.Errorf("{*2} = *%d, want it canonical and distinct", n)
		}
	}
	if s.Birthday(twoSharp) != 3 || s.Outcome(twoSharp) != 'P' || s.NimValue(twoSharp) != 0 || s.MisereNimValue(twoSharp) != 0 {
		t.Errorf("{*2}: birthday %d outcome %c G+ %d G- %d, want 3 P 0 0", s.Birthday(twoSharp), s.Outcome(twoSharp), s.NimValue(twoSharp), s.MisereNimValue(twoSharp))
	}
	if s.Sum(s.Nimber(1), s.Nimber(1)) != Zero {
		t.Errorf(":1 + :1 ≠ 0 (Allemang 1984, Misère play, adders)")
	}
	// Allemang 1984, "Misère play", adders: :4 = {:2, :3} with exactly these
	// options.
	four := s.Sum(two, two)
	if got, want := s.Options(four), []MID{s.Nimber(2), s.Nimber(3)}; !slices.Equal(got, want) {
		t.Errorf("options of :4 = %v, want [*2 *3]", got)
	}
	if s.Outcome(Zero) != 'N' || s.Outcome(s.Nimber(1)) != 'P' || s.Outcome(s.Nimber(2)) != 'N' {
		t.Errorf("misère outcomes of 0, *, *2 (Allemang 1984, Misère play: 0 is N, * is P)")
	}
}

// adder returns :n (Allemang 1984, "Misère play", adders): n/2 copies of *2,
// plus * if n is odd.
func adder(s *MStore, n int) MID {
	id := Zero
	for range n / 2 {
		id = s.Sum(id, s.Nimber(2))
	}
	if n%2 == 1 {
		id = s.Sum(id, s.Nimber(1))
	}
	return id
}

func TestMStoreAdders(t *testing.T) {
	s := NewMStore()
	const n = 9
	ad := make([]MID, n+1)
	for i := range ad {
		ad[i] = adder(s, i)
	}
	// Allemang 1984, "Misère play", adders: :0..:3 are *0..*3;
	// :2n+2 = {:2n,:2n+1}; :2n+3 = {:2n,:2n+1,:2n+2}.
	for i := 0; i <= 3; i++ {
		if ad[i] != s.Nimber(i) {
			t.Errorf(":%d = %s, want *%d", i, s.String(ad[i]), i)
		}
	}
	for i := 4; i <= n; i++ {
		var want MID
		if i%2 == 0 {
			want = s.Game([]MID{ad[i-2], ad[i-1]})
		} else {
			want = s.Game([]MID{ad[i-3], ad[i-2], ad[i-1]})
		}
		if ad[i] != want {
			t.Errorf(":%d = %s, want %s (Allemang 1984, Misère play, adders)", i, s.String(ad[i]), s.String(want))
		}
		if got := s.Options(ad[i]); len(got) != 2+i%2 {
			t.Errorf(":%d has %d options, want %d (Allemang 1984, Misère play, adders)", i, len(got), 2+i%2)
		}
	}
	// Allemang 1984, "Misère play", adders: :N + :M = :(N+M−2) if both odd,
	// else :(N+M).
	for a := 0; a <= 5; a++ {
		for b := 0; b <= 5; b++ {
			c := a + b
			if a%2 == 1 && b%2 == 1 {
				c -= 2
			}
			if got := s.Sum(ad[a], ad[b]); got != adder(s, c) {
				t.Errorf(":%d + :%d = %s, want :%d", a, b, s.String(got), c)
			}
		}
	}
}

func TestMStoreDayCounts(t *testing.T) {
	// Misère canonical forms born by day n: 1, 2, 3, 5, 22 (Siegel, CGT
	// ch. V; Plambeck 2005, Fig. 7, lists the 22 of day 4; OEIS A048833 gives
	// 1, 2, 3, 5, 22, 4171780).
	s := NewMStore()
	days := canonicalByDay(s, 4)
	want := []int{1, 2, 3, 5, 22}
	for d, w := range want {
		if len(days[d]) != w {
			t.Errorf("day %d: %d canonical forms, want %d", d, len(days[d]), w)
		}
	}
	// Each day's list includes the previous day's, and birthdays fit.
	for d := 1; d <= 4; d++ {
		for _, g := range days[d-1] {
			if !slices.Contains(days[d], g) {
				t.Errorf("day %d lacks %s of day %d", d, s.String(g), d-1)
			}
		}
		for _, g := range days[d] {
			if s.Birthday(g) > d {
				t.Errorf("%s has birthday %d > %d", s.String(g), s.Birthday(g), d)
			}
		}
	}
	// Parse reads back String and Compact.
	for _, g := range days[4] {
		for _, text := range []string{s.String(g), s.Compact(g), s.Braces(g)} {
			id, err := s.Parse(text)
			if err != nil || id != g {
				t.Errorf("Parse(%q) = %d, %v; want %d", text, id, err, g)
			}
		}
	}
}

// testGames returns the discriminating test set: the canonical forms born
// by day 4 and the sums of two of them, copied into the raw model.
func testGames(s *MStore, r *rawGames) [][]int {
	days := canonicalByDay(s, 4)
	seen := map[MID]int{}
	var xs [][]int
	for _, g := range days[4] {
		xs = append(xs, []int{r.fromStore(s, g, seen)})
	}
	d4 := days[4]
	for i, a := range d4 {
		for _, b := range d4[i:] {
			xa, xb := r.fromStore(s, a, seen), r.fromStore(s, b, seen)
			xs = append(xs, []int{xa, xb})
		}
	}
	return xs
}

// randomRaw builds a random raw game of birthday ≤ day.
func (r *rawGames) randomRaw(rng *rand.Rand, day int) int {
	if day == 0 || rng.Intn(8) == 0 {
		return 0
	}
	n := rng.Intn(5)
	opts := make([]int, n)
	for i := range opts {
		opts[i] = r.randomRaw(rng, day-1)
	}
	return r.add(opts...)
}

func TestMStoreEqualityBruteForce(t *testing.T) {
	// Misère equality (Allemang 1984, "Misère play"; ONAG ch. 12): G = H iff
	// o⁻(G+X) = o⁻(H+X) for every X; checked against a test set.
	s := NewMStore()
	r := newRawGames()
	xs := testGames(s, r)
	rng := rand.New(rand.NewSource(1))
	var gs []int
	for range 300 {
		gs = append(gs, r.randomRaw(rng, 3))
	}
	for range 300 {
		gs = append(gs, r.randomRaw(rng, 4))
	}
	ids := make([]MID, len(gs))
	for i, g := range gs {
		ids[i] = r.toStore(s, g)
		// The canonical form keeps the outcome, G⁺ and G⁻'s zero.
		if want := r.nextWins(g); (s.Outcome(ids[i]) == 'N') != want {
			t.Errorf("outcome of raw game %d (canonical %s) is %c, brute force says next wins=%v", g, s.String(ids[i]), s.Outcome(ids[i]), want)
		}
		if s.NimValue(ids[i]) != r.normalValue(g) {
			t.Errorf("G⁺ of %s = %d, brute force %d", s.String(ids[i]), s.NimValue(ids[i]), r.normalValue(g))
		}
	}
	signature := func(g int) string {
		var b strings.Builder
		for _, x := range xs {
			if r.nextWins(append([]int{g}, x...)...) {
				b.WriteByte('N')
			} else {
				b.WriteByte('P')
			}
		}
		return b.String()
	}
	sigs := make([]string, len(gs))
	for i, g := range gs {
		sigs[i] = signature(g)
	}
	pairs := 0
	for i := range gs {
		for j := range i {
			same := sigs[i] == sigs[j]
			if same != (ids[i] == ids[j]) {
				t.Errorf("games %s and %s: store equal=%v, outcomes against test set equal=%v",
					s.String(ids[i]), s.String(ids[j]), ids[i] == ids[j], same)
			}
			pairs++
		}
	}
	// Distinct canonical forms by day 4 are pairwise distinguished.
	days := canonicalByDay(s, 4)
	seen := map[MID]int{}
	bySig := map[string]MID{}
	for _, g := range days[4] {
		sig := signature(r.fromStore(s, g, seen))
		if h, ok := bySig[sig]; ok {
			t.Errorf("%s and %s not distinguished by the test set", s.String(g), s.String(h))
		}
		bySig[sig] = g
	}
	distinct := map[MID]bool{}
	for _, id := range ids {
		distinct[id] = true
	}
	t.Logf("%d random games (%d distinct canonical forms), %d pairs, %d test games", len(gs), len(distinct), pairs, len(xs))
}

func TestMStoreSumLaws(t *testing.T) {
	s := NewMStore()
	r := newRawGames()
	days := canonicalByDay(s, 4)
	d3 := days[3]
	d4 := days[4]
	for _, a := range d4 {
		for _, b := range d4 {
			if s.Sum(a, b) != s.Sum(b, a) {
				t.Errorf("%s + %s not commutative", s.String(a), s.String(b))
			}
		}
		if s.Sum(a, Zero) != a {
			t.Errorf("%s + 0 ≠ %s", s.String(a), s.String(a))
		}
	}
	for _, a := range d3 {
		for _, b := range d3 {
			for _, c := range d4 {
				if s.Sum(s.Sum(a, b), c) != s.Sum(a, s.Sum(b, c)) {
					t.Errorf("(%s + %s) + %s not associative", s.String(a), s.String(b), s.String(c))
				}
			}
		}
	}
	// The outcome of a canonical sum agrees with the brute-force outcome
	// of the raw sum.
	seen := map[MID]int{}
	for _, a := range d4 {
		for _, b := range d3 {
			want := r.nextWins(r.fromStore(s, a, seen), r.fromStore(s, b, seen))
			if got := s.Outcome(s.Sum(a, b)) == 'N'; got != want {
				t.Errorf("outcome of %s + %s", s.String(a), s.String(b))
			}
		}
	}
}

func TestMStoreNimberSums(t *testing.T) {
	// In misère play *a + *b has the genus of *(a⊕b) but is equal to it
	// only if a ≤ 1 or b ≤ 1: e.g. *2 + *2 = :4 ≠ 0 (Allemang 1984, "Misère
	// play", adders). Checked here against brute force: *a + *b is
	// distinguished from *(a⊕b) by some test game iff neither is 0 or 1.
	s := NewMStore()
	r := newRawGames()
	xs := testGames(s, r)
	seen := map[MID]int{}
	for a := 0; a <= 5; a++ {
		for b := 0; b <= 5; b++ {
			sum := s.Sum(s.Nimber(a), s.Nimber(b))
			isNim := sum == s.Nimber(a^b)
			if want := a <= 1 || b <= 1; isNim != want {
				t.Errorf("*%d + *%d = %s; nimber *%d: %v, want %v", a, b, s.String(sum), a^b, isNim, want)
			}
			if a > 3 || b > 3 {
				continue
			}
			ra, rb, rc := r.fromStore(s, s.Nimber(a), seen), r.fromStore(s, s.Nimber(b), seen), r.fromStore(s, s.Nimber(a^b), seen)
			differ := false
			for _, x := range xs {
				if r.nextWins(append([]int{ra, rb}, x...)...) != r.nextWins(append([]int{rc}, x...)...) {
					differ = true
					break
				}
			}
			if differ == isNim {
				t.Errorf("*%d + *%d vs *%d: brute force differ=%v, store nimber=%v", a, b, a^b, differ, isNim)
			}
		}
	}
}

// heapNextWins is an independent misère outcome of a heap position.
func heapNextWins(r *impartial.Ruleset, heaps []int, memo map[string]bool) bool {
	pos := slices.Clone(heaps)
	slices.Sort(pos)
	if len(pos) == 0 {
		return true
	}
	key := fmt.Sprint(pos)
	if w, ok := memo[key]; ok {
		return w
	}
	win, moved := false, false
	for i, h := range pos {
		if i > 0 && pos[i-1] == h {
			continue
		}
		r.Moves(h, func(left []int) bool {
			moved = true
			next := slices.Concat(pos[:i], pos[i+1:], left)
			if !heapNextWins(r, next, memo) {
				win = true
				return false
			}
			return true
		})
		if win {
			break
		}
	}
	if !moved {
		win = true
	}
	memo[key] = win
	return win
}

func TestMStoreHeaps(t *testing.T) {
	for _, name := range []string{"kayles", "dawsons-kayles", "0.137", "grundy"} {
		r, err := impartial.Parse(name)
		if err != nil {
			t.Fatal(err)
		}
		s := NewMStore()
		memo := map[string]bool{}
		const n = 11
		for h := 0; h <= n; h++ {
			id, err := s.Heap(r, h)
			if err != nil {
				t.Fatalf("%s heap %d: %v", name, h, err)
			}
			if got, want := s.Outcome(id) == 'N', heapNextWins(r, []int{h}, memo); got != want {
				t.Errorf("%s heap %d: outcome %c, brute force next wins=%v", name, h, s.Outcome(id), want)
			}
		}
		for a := 1; a <= 7; a++ {
			for b := a; b <= 7; b++ {
				id, err := s.Position(r, []int{a, b})
				if err != nil {
					t.Fatal(err)
				}
				if got, want := s.Outcome(id) == 'N', heapNextWins(r, []int{a, b}, memo); got != want {
					t.Errorf("%s heaps %d+%d: outcome %c, brute force next wins=%v", name, a, b, s.Outcome(id), want)
				}
			}
		}
	}
	// Kayles heaps 0..3 are nimbers *0, *1, *2, *3 (each move leaves a
	// position equal to a smaller nimber); dawson's kayles 0.07 heap 2 is *.
	s := NewMStore()
	k, _ := impartial.Parse("kayles")
	for h := 0; h <= 3; h++ {
		if id, _ := s.Heap(k, h); id != s.Nimber(h) {
			t.Errorf("kayles heap %d = %s, want *%d", h, s.String(id), h)
		}
	}
	d, _ := impartial.Parse("0.07")
	if id, _ := s.Heap(d, 2); id != s.Nimber(1) {
		t.Errorf("0.07 heap 2 = %s, want *", s.String(id))
	}
}

func TestMStoreGuards(t *testing.T) {
	k, _ := impartial.Parse("kayles")
	s := NewMStore()
	s.SetLimit(50)
	_, err := s.Heap(k, 40)
	if err == nil || err.Error() != "canonical form too large: more than 50 nodes" {
		t.Errorf("Heap past the limit: err = %v", err)
	}
	// The store still works after the stop.
	s.SetLimit(0)
	if id, err := s.Heap(k, 3); err != nil || id != s.Nimber(3) {
		t.Errorf("after a stop: %v %v", id, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s.SetContext(ctx)
	if _, err := s.Heap(k, 40); err != context.Canceled {
		t.Errorf("cancelled context: err = %v", err)
	}
	if _, err := s.Parse("*"); err != context.Canceled {
		t.Errorf("Parse with cancelled context: err = %v", err)
	}
}

// TestMStoreParseErrorText: the messages show the character met, as
// UTF-8 ('↑', not its first byte 'â'), and tell a NUL byte from the end.
func TestMStoreParseErrorText(t *testing.T) {
	s := NewMStore()
	for _, c := range []struct{ in, want string }{
		{"↑", `bad game "↑" at byte 0: unexpected '↑' (a game is 0, *, *n, {…}, *[…] or a sum with +)`},
		{"{0,↓}", `bad game "{0,↓}" at byte 3: unexpected '↓' (a game is 0, *, *n, {…}, *[…] or a sum with +)`},
		{"*[2↑]", `bad game "*[2↑]" at byte 3: unexpected '↑' in *[…] (items are digits, &n; or (…), each followed by # or [subscripts])`},
		{"* ±", `bad game "* ±" at byte 2: unexpected "±"`},
		{"\xff", `bad game "\xff" at byte 0: unexpected "\xff" (a game is 0, *, *n, {…}, *[…] or a sum with +)`},
		{"*[\xe2\x86]", `bad game "*[\xe2\x86]" at byte 2: unexpected "\xe2" in *[…] (items are digits, &n; or (…), each followed by # or [subscripts])`},
		{"\x00", `bad game "\x00" at byte 0: unexpected '\x00' (a game is 0, *, *n, {…}, *[…] or a sum with +)`},
		{"*[\x00]", `bad game "*[\x00]" at byte 2: unexpected '\x00' in *[…] (items are digits, &n; or (…), each followed by # or [subscripts])`},
		{"{", `bad game "{" at byte 1: missing game at end`},
		{"*[2", `bad game "*[2" at byte 3: missing ]`},
	} {
		_, err := s.Parse(c.in)
		if err == nil || err.Error() != c.want {
			t.Errorf("Parse(%q): error %v, want %q", c.in, err, c.want)
		}
	}
}

func TestMStoreParseErrors(t *testing.T) {
	s := NewMStore()
	for _, in := range []string{"", "{", "{*,", "*2 +", "3", "x", "*[", "*[2", "*[&12]", "(*", "{*}}", "*99999999"} {
		if _, err := s.Parse(in); err == nil {
			t.Errorf("Parse(%q) succeeded", in)
		} else if !strings.HasPrefix(err.Error(), "bad game") {
			t.Errorf("Parse(%q): %v", in, err)
		}
	}
	// CGSuite reads *[] as the game with no options (its *[…] input is a
	// list of options, MisereCanonicalGame.apply), so it is not an error.
	if id, err := s.Parse("*[]"); err != nil || id != Zero {
		t.Errorf("Parse(\"*[]\") = %d, %v; want 0", id, err)
	}
	// Big forms print compactly and read back.
	k, _ := impartial.Parse("kayles")
	for h := 0; h <= 9; h++ {
		id, _ := s.Heap(k, h)
		for _, text := range []string{s.String(id), s.Compact(id), s.Braces(id)} {
			if back, err := s.Parse(text); err != nil || back != id {
				t.Errorf("kayles %d: Parse(%q) = %v, %v", h, text, back, err)
			}
		}
		if len(s.String(id)) > bracesMax && !strings.HasPrefix(s.String(id), "*[") {
			t.Errorf("kayles %d: long String %q", h, s.String(id))
		}
	}
}
