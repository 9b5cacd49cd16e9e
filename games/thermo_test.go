package games

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand"
	"strings"
	"testing"
)

// Tests of thermo*.go (thermo.go, thermostops.go, thermocool.go and
// thermotrajectory.go): stops, confusion intervals, thermographs, means and
// temperatures, cooling, freezing, heating and overheating.
//
// Sources cited below:
//   - WW: Berlekamp, Conway, Guy, Winning Ways, vol. 1, ch. 6 ("The Heat
//     of Battle"): thermographs, means, temperatures, cooling.
//   - ONAG: Conway, On Numbers and Games, ch. 9 (temperature theory).
//   - Siegel: Siegel, Combinatorial Game Theory (2013), ch. II.5 (stops,
//     confusion intervals, thermographs, cooling and heating).
//
// Conventions are those at the top of thermo.go (CGSuite's): numbers have
// masts from −1 and temperature −1/2^k; other games have temperature ≥ 0.
//
// The independent check of section 3 evaluates walls pointwise from the
// definition with big.Rat arithmetic, over the reference canonical forms of
// ref_test.go; it shares no code with thermotrajectory.go.

// ---------------------------------------------------------------------------
// Helpers.

// thGame parses a game (its canonical form), failing the test on an error.
func thGame(t *testing.T, s *Store, text string) ID {
	t.Helper()
	g, err := s.Parse(text, nil)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	return g
}

// thGraph returns the thermograph of g, failing the test on an error.
func thGraph(t *testing.T, s *Store, g ID) *Thermograph {
	t.Helper()
	th, err := s.Thermograph(g)
	if err != nil {
		t.Fatalf("Thermograph(%s): %v", stShow(s, g), err)
	}
	return th
}

// thCorners prints the corners as "t:left:right" strings.
func thCorners(th *Thermograph) []string {
	var out []string
	for _, c := range th.Corners() {
		out = append(out, fmt.Sprintf("%v:%v:%v", c.Temp, c.Left, c.Right))
	}
	return out
}

// thStops returns the stops of g, failing the test on an error.
func thStops(t *testing.T, s *Store, g ID) (Dyadic, Dyadic) {
	t.Helper()
	l, r, err := s.Stops(g)
	if err != nil {
		t.Fatalf("Stops(%s): %v", stShow(s, g), err)
	}
	return l, r
}

// thCool returns Cool(g, x), failing the test on an error.
func thCool(t *testing.T, s *Store, g ID, x Dyadic) ID {
	t.Helper()
	c, err := s.Cool(g, x)
	if err != nil {
		t.Fatalf("Cool(%s, %v): %v", stShow(s, g), x, err)
	}
	return c
}

// thEqual reports whether g = h (as values).
func thEqual(t *testing.T, s *Store, g, h ID) bool {
	t.Helper()
	r, err := s.Compare(g, h)
	if err != nil {
		t.Fatalf("Compare: %v", err)
	}
	return r == Equal
}

// thSampleTemps returns the temperatures at which to compare walls for a
// thermograph: a fixed grid from −1 up, the corners, the midpoints and
// quarter points between consecutive corners, the temperature and points
// above it.
func thSampleTemps(th *Thermograph) []Dyadic {
	var ts []Dyadic
	for _, s := range []string{"-1", "-3/4", "-1/2", "-1/4", "-1/8", "-1/1024", "0", "1/4", "1/2", "3/4", "1", "3/2", "2", "3", "5"} {
		ts = append(ts, dyMust(s))
	}
	cs := th.CornersFrom(minusOne)
	for i, c := range cs {
		ts = append(ts, c.Temp)
		if i+1 < len(cs) {
			a, b := c.Temp, cs[i+1].Temp
			q := b.Sub(a).Half().Half()
			ts = append(ts, a.Add(q), a.Add(q.MulInt(2)), a.Add(q.MulInt(3)))
		}
	}
	ts = append(ts, th.Temperature, th.Temperature.Add(dyMust("1/64")), th.Temperature.Add(DyadicInt(7)))
	return ts
}

// thDay returns the canonical forms, in s, of n random games born by the
// given day (refRandom from ref_test.go), and their reference forms.
func thDay(t *testing.T, s *Store, seed int64, n, day int) ([]ID, []*refGame) {
	t.Helper()
	refs := stRandomGames(seed, n, day)
	ids := make([]ID, n)
	for i, g := range refs {
		ids[i] = stCanon(t, s, fromRef(s, g))
	}
	return ids, refs
}

// thHard returns, in s, the canonical forms of n random games born by the
// given day that are not numbers, ups or nimbers (most random games are),
// and their reference forms: refRandom's games, filtered.
func thHard(t *testing.T, s *Store, seed int64, n, day int) ([]ID, []*refGame) {
	t.Helper()
	rng := rand.New(rand.NewSource(seed))
	var ids []ID
	var refs []*refGame
	for tries := 0; len(ids) < n; tries++ {
		if tries > 100*n {
			t.Fatalf("only %d hard games in %d tries", len(ids), tries)
		}
		g := refRandom(rng, day)
		id := stCanon(t, s, fromRef(s, g))
		if _, ok := s.nusOf(id); !ok {
			ids = append(ids, id)
			refs = append(refs, g)
		}
	}
	return ids, refs
}

// ---------------------------------------------------------------------------
// 1. Hand examples.

// TestThermoHandExamples checks stops, mean, temperature, confusion interval
// and the exact corners of games whose thermographs are derived by hand.
// In every derivation, ls(t) is Left's scaffold max R_t(G^L) − t and rs(t)
// Right's, min L_t(G^R) + t (WW ch. 6; Siegel II.5); they meet at the
// temperature, whose value is the mean. Intervals: G ‖ x for numbers x
// strictly between the stops (Siegel II.5); at an end x, G − x is played
// out by hand.
func TestThermoHandExamples(t *testing.T) {
	tests := []struct {
		text           string
		ls, rs         string // stops
		mean, temp     string
		hiC, loC       bool     // the interval's ends closed
		corners        []string // "t:left:right"
		below          [2]string
		derivationNote string
	}{
		// ±1: ls = 1−t, rs = −1+t meet at t = 1, value 0 (WW ch. 6: the
		// switch ±x has mean 0, temperature x). At the end 1:
		// G−1 = {0|−2}, Left moving first to 0 wins, Right moving
		// first to −2 wins: fuzzy, so closed; by symmetry −1 is closed
		// (Siegel II.5: the confusion interval of ±1 is [−1, 1]).
		// Below 0 the options are numbers (masts from −1), so the walls
		// continue the scaffolds: 2 and −2 at t = −1.
		{"{1|-1}", "1", "-1", "0", "1", true, true, []string{"0:1:-1", "1:0:0"}, [2]string{"2", "-2"}, "WW ch. 6"},
		// {2|1}: ls = 2−t, rs = 1+t meet at 1/2, value 3/2. G−2 = {0|−1}
		// and G−1 = {1|0} are both fuzzy (first player wins): closed ends.
		{"{2|1}", "2", "1", "3/2", "1/2", true, true, []string{"0:2:1", "1/2:3/2:3/2"}, [2]string{"3", "0"}, "by hand"},
		// {10|−10}: ±10, temperature 10, mean 0 (WW ch. 6).
		{"{10|-10}", "10", "-10", "0", "10", true, true, []string{"0:10:-10", "10:0:0"}, [2]string{"11", "-11"}, "WW ch. 6"},
		// {x|y}, x > y numbers: mean (x+y)/2, temperature (x−y)/2 (WW ch. 6;
		// Siegel II.5). {3|1/2}: 7/4, 5/4. {5/4|−3/4}: 1/4, 1. {1/2|−1/2}: 0,
		// 1/2. {−1|−3}: −2, 1. Ends: G−x = {0|y−x} and G−y = {x−y|0} are
		// fuzzy, so closed. At t = −1 the walls are R_−1(x)+1 and
		// L_−1(y)−1, a non-integer number's walls at −1 being its ceiling
		// (Left's) and floor (Right's) (CGSuite's convention, the comment of
		// thermo.go): {3|1/2}: 3+1, 1−1; {5/4|−3/4}: 1+1, 0−1; {1/2|−1/2}:
		// 0+1, 0−1.
		{"{3|1/2}", "3", "1/2", "7/4", "5/4", true, true, []string{"0:3:1/2", "5/4:7/4:7/4"}, [2]string{"4", "0"}, "WW ch. 6"},
		{"{5/4|-3/4}", "5/4", "-3/4", "1/4", "1", true, true, []string{"0:5/4:-3/4", "1:1/4:1/4"}, [2]string{"2", "-1"}, "WW ch. 6"},
		{"{1/2|-1/2}", "1/2", "-1/2", "0", "1/2", true, true, []string{"0:1/2:-1/2", "1/2:0:0"}, [2]string{"1", "-1"}, "WW ch. 6"},
		{"{-1|-3}", "-1", "-3", "-2", "1", true, true, []string{"0:-1:-3", "1:-2:-2"}, [2]string{"0", "-4"}, "WW ch. 6"},
		{"±3", "3", "-3", "0", "3", true, true, []string{"0:3:-3", "3:0:0"}, [2]string{"4", "-4"}, "WW ch. 6"},
		// ↑ = {0|*}: stops 0, 0; ↑ > 0, so 0 is not confused with it: the
		// interval is empty, open at both ends (Siegel II.4-5). Temperature 0
		// (infinitesimal), mean 0. Below 0: Left's scaffold is 0 − t; Right's
		// is L_t(*) + t, and * = {0|0} has Left wall −t below 0, so it is 0:
		// walls 1 and 0 at t = −1.
		{"^", "0", "0", "0", "0", false, false, []string{"0:0:0"}, [2]string{"1", "0"}, "Siegel II.4"},
		// *: stops 0, 0; * ‖ 0, so [0, 0], closed (Siegel II.1). Below 0
		// the scaffolds −t and t of {0|0}: 1 and −1 at t = −1.
		{"*", "0", "0", "0", "0", true, true, []string{"0:0:0"}, [2]string{"1", "-1"}, "Siegel II.1"},
		// ↑* = {0,*|0}: ↑* ‖ 0 (WW ch. 3): [0,0] closed. Below 0: ls =
		// max(0−t, R_t(*)−t) = max(−t, t−t) = −t; rs = 0 + t. Walls 1, −1.
		{"^*", "0", "0", "0", "0", true, true, []string{"0:0:0"}, [2]string{"1", "-1"}, "WW ch. 3"},
		// 1+↑: stops 1, 1, 1↑ > 1, so empty. Walls below 0 those of ↑ moved
		// by 1.
		{"1^", "1", "1", "1", "0", false, false, []string{"0:1:1"}, [2]string{"2", "1"}, "Siegel II.4"},
		// a = {{4|2}|{1|−1}} = {3±1, 2±1 | ±1}... as written: {4|2} has Right
		// wall 2+t up to 1, then 3; ±1 has Left wall 1−t up to 1, then 0. So
		// ls = 2 (t ≤ 1), 3−t (t ≥ 1); rs = 1 (t ≤ 1), t (t ≥ 1): they meet
		// where 3−t = t, t = 3/2, value 3/2. Corners (0,2,1), (1,2,1),
		// (3/2,3/2,3/2) (Allemang's session). Ends: a−2 = {{2|0}|{−1|−3}}:
		// Left's only move, to {2|0}, is answered by Right to 0 and Left
		// loses; Right moving first to {−1|−3} is answered by Left to −1,
		// and Left loses: a < 2, open. a−1 = {{3|1}|{0|−2}}: Left first
		// to {3|1}, Right to 1 > 0; Right first to {0|−2}, Left to 0 and
		// Right cannot move: a > 1, open. Interval (1, 2). Below 0 the
		// scaffolds are 2+t−t = 2 and 1−t+t = 1.
		{"{{4|2}|{1|-1}}", "2", "1", "3/2", "3/2", false, false, []string{"0:2:1", "1:2:1", "3/2:3/2:3/2"}, [2]string{"2", "1"}, "by hand (Allemang)"},
		// −a: the mirror image.
		{"-{{4|2}|{1|-1}}", "-1", "-2", "-3/2", "3/2", false, false, []string{"0:-1:-2", "1:-1:-2", "3/2:-3/2:-3/2"}, [2]string{"-1", "-2"}, "by hand (negation)"},
		// {3|±1}: ls = 3−t; rs = L_t(±1)+t = 1 (t ≤ 1), t (t ≥ 1); 3−t = t
		// at 3/2, value 3/2. Left wall straight, Right's bends at 1: corners
		// (0,3,1), (1,2,1), (3/2,3/2,3/2). Ends: G−3 = {0|{−2|−4}} is fuzzy
		// (Left first to 0 wins; Right first to {−2|−4}, Left to −2 loses):
		// closed. G−1 = {2|±1+0}: Left first to 2 wins; Right first to
		// {0|−2}, Left to 0 wins: G > 1, open. Interval (1, 3]. Below 0:
		// ls = 3−t, 4 at −1; rs = (1−t)+t = 1.
		{"{3|{1|-1}}", "3", "1", "3/2", "3/2", true, false, []string{"0:3:1", "1:2:1", "3/2:3/2:3/2"}, [2]string{"4", "1"}, "by hand"},
		// {1*|0}: 1* has Right wall 1+t below 0 and 1 above, so ls = 1
		// below 0 and 1−t above; rs = t. 1−t = t at 1/2, value 1/2; the
		// bend of the Left wall is at the foot, not a corner above it.
		// Ends: G−1 = {*|−1}: Left's only move to * is answered by Right
		// to 0; Right first to −1 wins: G < 1, open. G−0: Left first to
		// 1* > 0 wins, Right first to 0 wins: fuzzy, closed. Interval [0, 1).
		// Walls at −1: 1 and −1.
		{"{1*|0}", "1", "0", "1/2", "1/2", false, true, []string{"0:1:0", "1/2:1/2:1/2"}, [2]string{"1", "-1"}, "by hand"},
		// ±1 + ↑: the canonical form is {1↑ | −1↑} (±1 from ↑→0 is dominated
		// by 1↑, ±1* from ↑→* by −1↑). ls = R_t(1↑) − t = 1 − t (1↑'s Right
		// wall is the constant 1); rs = L_t(−1↑) + t = −1 (t ≤ 0), −1 + t
		// (t ≥ 0). They meet at 1, value 0: corners as for ±1. Ends: G−1 =
		// {0|−2}+↑: Left first to 0+↑ > 0 wins, Right first to −2+↑ wins:
		// fuzzy, closed. G+1 = {2|0}+↑: Right first to ↑ (or to {2|0}+*,
		// answered by 2+*) loses, Left first wins: G > −1, open. Interval
		// (−1, 1]. Walls at −1: 2 and −1.
		{"{1|-1}+^", "1", "-1", "0", "1", true, false, []string{"0:1:-1", "1:0:0"}, [2]string{"2", "-1"}, "by hand"},
		// {{6|4}|{2|{0|−8}}}: A = {6|4} has Right wall 4+t up to 1, then 5.
		// C = {0|−8} has Left wall −t up to 4. B = {2|C}: ls_B = 2−t, rs_B
		// = L_t(C)+t = 0 up to 4; they meet at 2, value 0, so B's Left wall
		// is 2−t up to 2, then 0. G: ls = 4 (t ≤ 1), 5−t (t ≥ 1); rs = 2
		// (t ≤ 2), t (t ≥ 2). 5−t = t at 5/2, value 5/2. Corners: the foot
		// (0,4,2), Left's bend (1,4,2), Right's bend (2,3,2), the top
		// (5/2,5/2,5/2). Ends: G−4 = {{2|0}|{−2|..}}: Left's only move to
		// {2|0} is answered by 0, Right first to {−2|{−4|−12}} answered by
		// −2 < 0: G < 4, open. G−2 = {{4|2}|{0|{−2|−10}}}: Left first to
		// {4|2}, Right to 2 > 0; Right first to {0|..}, Left to 0: G > 2,
		// open. Below 0: 4+t−t = 4 and 2−t+t... B's Left wall below 0 is
		// 2−t, plus t: 2.
		{"{{6|4}|{2|{0|-8}}}", "4", "2", "5/2", "5/2", false, false, []string{"0:4:2", "1:4:2", "2:3:2", "5/2:5/2:5/2"}, [2]string{"4", "2"}, "by hand"},
		// {{6|4},{11|1} | −8}: R_t({6|4}) = 4+t to 1, then 5; R_t({11|1}) =
		// 1+t to 5, then 6. Their maximum is 4+t to 1, 5 to 4, 1+t to 5, 6
		// after; minus t: ls = 4 (≤1), 5−t (1..4), 1 (4..5), 6−t (≥5).
		// rs = −8+t. At 5, ls = 1 > rs = −3; 6−t = −8+t at 7, value −1.
		// Three bends of the Left wall: corners (0,4,−8), (1,4,−7),
		// (4,1,−4), (5,1,−3), (7,−1,−1). Ends: G−4: Left's moves to {2|0}
		// or {7|−3} are answered by 0 and −3; Right first to −12 wins: G < 4,
		// open. G+8 = {{14|12},{19|9}|0}: Left first to {14|12} wins, Right
		// first to 0 wins: fuzzy, closed. Below 0: max(4+t, 1+t) − t = 4
		// and −8+t: 4 and −9 at −1.
		{"{{6|4},{11|1}|-8}", "4", "-8", "-1", "7", false, true, []string{"0:4:-8", "1:4:-7", "4:1:-4", "5:1:-3", "7:-1:-1"}, [2]string{"4", "-9"}, "by hand"},
	}
	for _, tt := range tests {
		s := stNewStore(t)
		g := thGame(t, s, tt.text)
		name := fmt.Sprintf("%s (%s)", tt.text, tt.derivationNote)
		l, r := thStops(t, s, g)
		if l.String() != tt.ls || r.String() != tt.rs {
			t.Errorf("%s: stops %v, %v; want %s, %s", name, l, r, tt.ls, tt.rs)
		}
		th := thGraph(t, s, g)
		if th.Number {
			t.Errorf("%s: thermograph marked as a number's", name)
		}
		if th.Mean.String() != tt.mean || th.Temperature.String() != tt.temp {
			t.Errorf("%s: mean %v, temperature %v; want %s, %s", name, th.Mean, th.Temperature, tt.mean, tt.temp)
		}
		if m, _ := s.Mean(g); m.String() != tt.mean {
			t.Errorf("%s: Mean = %v, want %s", name, m, tt.mean)
		}
		if tp, _ := s.Temperature(g); tp.String() != tt.temp {
			t.Errorf("%s: Temperature = %v, want %s", name, tp, tt.temp)
		}
		if got := strings.Join(thCorners(th), " "); got != strings.Join(tt.corners, " ") {
			t.Errorf("%s: corners %s, want %s", name, got, strings.Join(tt.corners, " "))
		}
		if lw, rw := th.Left.At(minusOne), th.Right.At(minusOne); lw.String() != tt.below[0] || rw.String() != tt.below[1] {
			t.Errorf("%s: walls at −1: %v, %v; want %s, %s (Left %v, Right %v)", name, lw, rw, tt.below[0], tt.below[1], th.Left, th.Right)
		}
		iv, err := s.ConfusionInterval(g)
		if err != nil {
			t.Fatalf("%s: ConfusionInterval: %v", name, err)
		}
		if iv.Hi.String() != tt.ls || iv.Lo.String() != tt.rs || iv.HiClosed != tt.hiC || iv.LoClosed != tt.loC {
			t.Errorf("%s: interval %+v; want hi %s (closed %v), lo %s (closed %v)", name, iv, tt.ls, tt.hiC, tt.rs, tt.loC)
		}
		wantEmpty := tt.ls == tt.rs && !(tt.hiC && tt.loC)
		if iv.Empty() != wantEmpty {
			t.Errorf("%s: interval Empty() = %v, want %v", name, iv.Empty(), wantEmpty)
		}
	}
}

// TestThermoNumbers: a number's walls and temperature, CGSuite's
// convention (the comment of thermo.go): an integer's thermograph is a mast
// from −1, temperature −1; x = m/2^k (m odd, k ≥ 1) is {x−1/2^k | x+1/2^k}
// (Siegel II.3), whose scaffolds meet at −1/2^k, its temperature. Corners
// lists only the foot of the mast, at the temperature; CornersFrom(−1) the
// walls below it, derived by hand from the scaffolds:
//   - 1/2 = {0|1}: 0−t and 1+t meet at −1/2.
//   - 3/4 = {1/2|1}: Left's scaffold R_t(1/2) − t is 1 up to −1/2 (where
//     1/2's Right wall is 1+t), then 1/2−t; Right's is 1+t; they meet at
//     −1/4.
//   - 5/8 = {1/2|3/4}: Left's is 1, then 1/2−t from −1/2; Right's is
//     L_t(3/4)+t: 1+t up to −1/2, 1/2 up to −1/4, 3/4+t; they meet where
//     1/2−t = 3/4+t, at −1/8. −5/8 is the mirror image.
//   - 13/16 = {3/4|7/8}: Left's is R_t(3/4)−t: 1 up to −1/4, then 3/4−t;
//     Right's L_t(7/8)+t, 7/8 = {3/4|1} having Left wall 1 up to −1/4,
//     3/4−t up to −1/8: 1+t, 3/4, 7/8+t; they meet at −1/16.
//
// At −1 a non-integer number's walls are its ceiling and floor (1000001/1024
// = 976 + 577/1024: 977 and 976), as the derivations show for the others
// and the reference of section 3 checks for every number of the random
// games. Stops are the number; the confusion interval is empty (a number
// equals itself, Siegel II.5).
func TestThermoNumbers(t *testing.T) {
	tests := []struct {
		x, temp string
		from    string // CornersFrom(−1), "" to skip
		at      [2]string
	}{
		{"0", "-1", "-1:0:0", [2]string{"0", "0"}},
		{"3", "-1", "-1:3:3", [2]string{"3", "3"}},
		{"-7", "-1", "-1:-7:-7", [2]string{"-7", "-7"}},
		{"1/2", "-1/2", "-1:1:0 -1/2:1/2:1/2", [2]string{"1", "0"}},
		{"-1/2", "-1/2", "-1:0:-1 -1/2:-1/2:-1/2", [2]string{"0", "-1"}},
		{"3/4", "-1/4", "-1:1:0 -1/2:1:1/2 -1/4:3/4:3/4", [2]string{"1", "0"}},
		{"5/8", "-1/8", "-1:1:0 -1/2:1:1/2 -1/4:3/4:1/2 -1/8:5/8:5/8", [2]string{"1", "0"}},
		{"-5/8", "-1/8", "-1:0:-1 -1/2:-1/2:-1 -1/4:-1/2:-3/4 -1/8:-5/8:-5/8", [2]string{"0", "-1"}},
		{"13/16", "-1/16", "-1:1:0 -1/4:1:3/4 -1/8:7/8:3/4 -1/16:13/16:13/16", [2]string{"1", "0"}},
		{"1000001/1024", "-1/1024", "", [2]string{"977", "976"}},
	}
	for _, tt := range tests {
		s := stNewStore(t)
		x := dyMust(tt.x)
		g := s.Number(x)
		th := thGraph(t, s, g)
		if !th.Number || !th.Mean.Equal(x) || th.Temperature.String() != tt.temp {
			t.Errorf("%s: Number %v, mean %v, temperature %v; want true, %s, %s", tt.x, th.Number, th.Mean, th.Temperature, tt.x, tt.temp)
		}
		if got, want := strings.Join(thCorners(th), " "), tt.temp+":"+tt.x+":"+tt.x; got != want {
			t.Errorf("%s: corners %s, want the foot of the mast %s only", tt.x, got, want)
		}
		if tt.from != "" {
			if got := strings.Join(thCornersFrom(th, minusOne), " "); got != tt.from {
				t.Errorf("%s: corners from −1 %s, want %s", tt.x, got, tt.from)
			}
		}
		if l, r := th.Walls(minusOne); l.String() != tt.at[0] || r.String() != tt.at[1] {
			t.Errorf("%s: walls at −1: %v, %v; want %s, %s", tt.x, l, r, tt.at[0], tt.at[1])
		}
		// From the temperature up, the mast.
		for _, u := range []string{tt.temp, "-1/2048", "0", "1", "100"} {
			if dyMust(u).Cmp(th.Temperature) < 0 {
				continue
			}
			if l, r := th.Walls(dyMust(u)); !l.Equal(x) || !r.Equal(x) {
				t.Errorf("%s: walls at %s: %v, %v; want the mast", tt.x, u, l, r)
			}
		}
		if l, r := thStops(t, s, g); !l.Equal(x) || !r.Equal(x) {
			t.Errorf("%s: stops %v, %v", tt.x, l, r)
		}
		iv, _ := s.ConfusionInterval(g)
		if !iv.Empty() || iv.HiClosed || iv.LoClosed {
			t.Errorf("%s: interval %+v, want empty", tt.x, iv)
		}
		// A form equal to the number, not canonical: the same.
		if x.Exp() > 0 {
			d := x.Exp()
			lo, hi := x.Sub(NewDyadic(1, d)), x.Add(NewDyadic(1, d))
			// {lo−3, lo | hi, hi+2} = {lo | hi} = x: dominated options.
			f := s.NewForm([]ID{s.Number(lo.Sub(DyadicInt(3))), s.Number(lo)}, []ID{s.Number(hi), s.Number(hi.Add(DyadicInt(2)))})
			th2 := thGraph(t, s, f)
			if !th2.Number || !th2.Mean.Equal(x) || !th2.Temperature.Equal(th.Temperature) || th2.Left.String() != th.Left.String() {
				t.Errorf("%s: the form %s gives %+v", tt.x, stShow(s, f), th2)
			}
			// The closed form agrees with the scaffolds of {lo | hi}.
			want := s.thermoFromOptions([]ID{s.Number(lo)}, []ID{s.Number(hi)})
			if th.Left.String() != want.Left.String() || th.Right.String() != want.Right.String() {
				t.Errorf("%s: walls %v | %v; from the options %v | %v", tt.x, th.Left, th.Right, want.Left, want.Right)
			}
		}
		if fr, err := s.Freeze(g); err != nil || fr != g {
			t.Errorf("%s: Freeze = %v, %v; want itself", tt.x, fr, err)
		}
	}
}

// thCornersFrom prints CornersFrom(foot) as "t:left:right" strings.
func thCornersFrom(th *Thermograph, foot Dyadic) []string {
	var out []string
	for _, c := range th.CornersFrom(foot) {
		out = append(out, fmt.Sprintf("%v:%v:%v", c.Temp, c.Left, c.Right))
	}
	return out
}

// TestThermoFromMinusOne checks the whole thermograph from t = −1, as
// CGSuite computes it (its thermographs start at −1; integers excepted,
// every game's walls are its scaffolds up to where they meet, the
// comment of thermo.go), for games whose walls are derived here by hand.
// Above 0 the walls are those of WW ch. 6 and Siegel II.5 (the hand
// examples of TestThermoHandExamples). L_t and R_t are the walls; a
// number's below 0 are those of TestThermoNumbers.
func TestThermoFromMinusOne(t *testing.T) {
	tests := []struct {
		text, from, note string
	}{
		// An integer: a mast from −1 (CGSuite).
		{"5", "-1:5:5", "CGSuite"},
		{"1/2", "-1:1:0 -1/2:1/2:1/2", "TestThermoNumbers"},
		{"3/4", "-1:1:0 -1/2:1:1/2 -1/4:3/4:3/4", "TestThermoNumbers"},
		// * = {0|0}: scaffolds −t and t, meeting at 0 (Siegel II.5: the
		// temperature of * is 0).
		{"*", "-1:1:-1 0:0:0", "by hand"},
		// ↑ = {0|*}: −t and L_t(*)+t = −t+t = 0 up to 0.
		{"^", "-1:1:0 0:0:0", "by hand"},
		// ↑* = {0,*|0}: max(0, R_t(*)) − t = max(0, t) − t = −t below 0; t.
		{"^*", "-1:1:-1 0:0:0", "by hand"},
		// ±1 = {1|−1}: 1−t and −1+t meet at 1 (WW ch. 6).
		{"{1|-1}", "-1:2:-2 1:0:0", "WW ch. 6"},
		// {2|1}: 2−t and 1+t meet at 1/2, value 3/2 (WW ch. 6).
		{"{2|1}", "-1:3:0 1/2:3/2:3/2", "WW ch. 6"},
		// 9/8* = {9/8|9/8}, 9/8 = {1|5/4}, 5/4 = {1|3/2}, 3/2 = {1|2}.
		// L_t(3/2) = 1−t up to −1/2. 5/4: 1−t and L_t(3/2)+t = 1, then
		// 3/2+t, meeting at −1/4: L_t(5/4) = 1−t up to −1/4. 9/8: 1−t and
		// L_t(5/4)+t = 1, then 5/4+t, meeting at −1/8: R_t(9/8) = 1 up to
		// −1/4, then 5/4+t up to −1/8; L_t(9/8) = 1−t up to −1/8. So 9/8*
		// has Left scaffold R_t(9/8)−t: 1−t, 5/4 (−1/4..−1/8), 9/8−t; and
		// Right scaffold L_t(9/8)+t: 1, then 9/8+t; they meet at 0 (CGSuite
		// shows corners of 9/8* below 0).
		{"9/8*", "-1:2:1 -1/4:5/4:1 -1/8:5/4:1 0:9/8:9/8", "by hand, CGSuite"},
		// 1/2* = {1/2|1/2}: R_t(1/2)−t = 1 up to −1/2, then 1/2−t;
		// L_t(1/2)+t = 0, then 1/2+t; they meet at 0.
		{"1/2*", "-1:1:0 -1/2:1:0 0:1/2:1/2", "by hand"},
		// 1/2↑ = {1/2 | 1/2*}: Left's as for 1/2*; Right's L_t(1/2*)+t =
		// R_t(1/2) = 1+t, then 1/2.
		{"1/2^", "-1:1:0 -1/2:1:1/2 0:1/2:1/2", "by hand"},
		// {1/2|−1/2}: R_t(1/2)−t = 1, then 1/2−t from −1/2; L_t(−1/2)+t =
		// −1, then −1/2+t; they meet at 1/2 (WW ch. 6: ±1/2).
		{"{1/2|-1/2}", "-1:1:-1 -1/2:1:-1 1/2:0:0", "by hand, WW ch. 6"},
		// {3|1/2}: 3−t; L_t(1/2)+t = 0, then 1/2+t; they meet at 5/4.
		{"{3|1/2}", "-1:4:0 -1/2:7/2:0 5/4:7/4:7/4", "by hand, WW ch. 6"},
		// {1*|0}: R_t(1*) − t = 1 below 0 (R_t(1*) = 1+t), then 1−t; t;
		// they meet at 1/2.
		{"{1*|0}", "-1:1:-1 0:1:0 1/2:1/2:1/2", "by hand"},
		// a = {{4|2}|{1|−1}} (Allemang's): R_t({4|2}) − t = 2 up to 1,
		// then 3−t; L_t(±1) + t = 1 up to 1, then t; they meet at 3/2.
		{"{{4|2}|{1|-1}}", "-1:2:1 1:2:1 3/2:3/2:3/2", "by hand"},
		// {{6|4},{11|1}|−8}: max(4+t, 1+t) − t = 4 up to 1, then as in
		// TestThermoHandExamples; −8+t.
		{"{{6|4},{11|1}|-8}", "-1:4:-9 1:4:-7 4:1:-4 5:1:-3 7:-1:-1", "by hand"},
	}
	for _, tt := range tests {
		s := stNewStore(t)
		g := thGame(t, s, tt.text)
		th := thGraph(t, s, g)
		if got := strings.Join(thCornersFrom(th, minusOne), " "); got != tt.from {
			t.Errorf("%s (%s): corners from −1 %s, want %s (Left %v, Right %v)", tt.text, tt.note, got, tt.from, th.Left, th.Right)
		}
		// The default list starts at 0, or for a number at its
		// temperature; a foot below −1 is −1.
		cs, all := th.Corners(), th.CornersFrom(minusOne)
		if foot := cs[0].Temp; foot.Sign() > 0 || th.Number != (foot.Sign() < 0) || th.Number && len(cs) != 1 {
			t.Errorf("%s: Corners %v", tt.text, thCorners(th))
		}
		if got := th.CornersFrom(DyadicInt(-5)); len(got) != len(all) || got[0] != all[0] {
			t.Errorf("%s: CornersFrom(−5) = %v", tt.text, got)
		}
		// Walls at every corner and at the midpoints, from Store.Walls.
		for i, c := range all {
			us := []Dyadic{c.Temp}
			if i+1 < len(all) {
				us = append(us, c.Temp.Add(all[i+1].Temp).Half())
			}
			for _, u := range us {
				l, r, err := s.Walls(g, u)
				if err != nil || !l.Equal(th.Left.At(u)) || !r.Equal(th.Right.At(u)) {
					t.Errorf("%s: Walls at %v = %v, %v, %v", tt.text, u, l, r, err)
				}
			}
		}
	}
	s := stNewStore(t)
	if _, _, err := s.Walls(s.Integer(1), dyMust("-17/16")); err == nil {
		t.Errorf("Walls below −1: no error")
	}
}

// ---------------------------------------------------------------------------
// 2. Identities over random games.

// thCheckGraph checks one thermograph for the identities that hold for every
// game, reporting into rep.
func thCheckGraph(t *testing.T, s *Store, rep *stReport, g ID) {
	t.Helper()
	th := thGraph(t, s, g)
	name := stShow(s, g)
	ls, rs := thStops(t, s, g)
	_, isNum := s.NumberValue(g)
	if th.Number != isNum {
		rep.errorf("number flag", "%s: Number = %v", name, th.Number)
	}
	// Walls at 0 are the stops (WW ch. 6; Siegel II.5: L_0(G) = L(G),
	// R_0(G) = R(G)); Stops is a separate recursion.
	if !th.Left.At(Dyadic{}).Equal(ls) || !th.Right.At(Dyadic{}).Equal(rs) {
		rep.errorf("walls at 0", "%s: walls %v, %v at 0, stops %v, %v", name, th.Left.At(Dyadic{}), th.Right.At(Dyadic{}), ls, rs)
	}
	// The mean lies between the stops (Siegel II.5: R(G) ≤ m(G) ≤ L(G)).
	if th.Mean.Cmp(rs) < 0 || th.Mean.Cmp(ls) > 0 {
		rep.errorf("mean within stops", "%s: mean %v outside [%v, %v]", name, th.Mean, rs, ls)
	}
	for _, u := range thSampleTemps(th) {
		l, r := th.Left.At(u), th.Right.At(u)
		// Left's wall is never to the right of Right's (Siegel II.5).
		if l.Cmp(r) < 0 {
			rep.errorf("left ≥ right", "%s: at %v Left %v < Right %v", name, u, l, r)
		}
		switch {
		case u.Cmp(th.Temperature) >= 0:
			// The mast, from the temperature (−1/2^k for a number).
			if !l.Equal(th.Mean) || !r.Equal(th.Mean) {
				rep.errorf("mast", "%s: at %v ≥ temperature %v walls %v, %v, mean %v", name, u, th.Temperature, l, r, th.Mean)
			}
		case l.Cmp(r) <= 0:
			// Below the temperature of a non-number the walls are apart: the
			// temperature is where they first meet (no clamping at 0).
			rep.errorf("walls apart below the temperature", "%s: at %v < temperature %v walls meet: %v, %v (Left %v, Right %v)",
				name, u, th.Temperature, l, r, th.Left, th.Right)
		}
		// Slopes: Left's wall falls at rate 0 or 1, Right's rises at rate 0
		// or 1 (WW ch. 6: walls are vertical or at 45°).
		if sl, sr := th.Left.Slope(u), th.Right.Slope(u); (sl != 0 && sl != -1) || (sr != 0 && sr != 1) {
			rep.errorf("slopes", "%s: slopes %d, %d at %v", name, sl, sr, u)
		}
	}
	if !isNum {
		if th.Temperature.Sign() < 0 {
			rep.errorf("temperature ≥ 0", "%s: temperature %v", name, th.Temperature)
		}
		// Corners are consistent: the last is the top, at the mean.
		cs := th.Corners()
		last := cs[len(cs)-1]
		if !cs[0].Temp.IsZero() || !last.Left.Equal(th.Mean) || !last.Right.Equal(th.Mean) {
			rep.errorf("corners", "%s: corners %v", name, thCorners(th))
		}
		for i := 1; i < len(cs); i++ {
			if cs[i].Temp.Cmp(cs[i-1].Temp) <= 0 {
				rep.errorf("corners", "%s: corners out of order %v", name, thCorners(th))
			}
		}
		// Each corner below the top is a true bend of a wall, or the foot.
		for i := 1; i+1 < len(cs); i++ {
			c := cs[i]
			e := dyMust("1/1048576")
			lb := th.Left.Slope(c.Temp.Sub(e)) != th.Left.Slope(c.Temp)
			rb := th.Right.Slope(c.Temp.Sub(e)) != th.Right.Slope(c.Temp)
			if !lb && !rb {
				rep.errorf("corners", "%s: corner at %v where no wall bends (%v / %v)", name, c.Temp, th.Left, th.Right)
			}
		}
	} else {
		x, _ := s.NumberValue(g)
		want := minusOne
		for range x.Exp() {
			want = want.Half()
		}
		if !th.Temperature.Equal(want) {
			rep.errorf("number temperature", "%s: temperature %v, want %v", name, th.Temperature, want)
		}
		// The list from 0 of a number is the foot of its mast, at its
		// temperature; its walls at −1 are its ceiling and floor
		// (TestThermoNumbers).
		if cs := th.Corners(); len(cs) != 1 || !cs[0].Temp.Equal(want) || !cs[0].Left.Equal(x) || !cs[0].Right.Equal(x) {
			rep.errorf("number corners", "%s: corners %v", name, thCorners(th))
		}
		if l, r := th.Walls(minusOne); !l.Equal(x.Ceil()) || !r.Equal(x.Floor()) {
			rep.errorf("number walls at −1", "%s: %v, %v", name, l, r)
		}
	}
	// The corners from −1: the foot at −1, true bends, the top at the
	// temperature (where the walls meet, on the mast).
	all := th.CornersFrom(minusOne)
	if top := all[len(all)-1]; !all[0].Temp.Equal(minusOne) || !top.Temp.Equal(th.Temperature) || !top.Left.Equal(th.Mean) || !top.Right.Equal(th.Mean) {
		rep.errorf("corners from −1", "%s: %v", name, thCornersFrom(th, minusOne))
	}
	for i := 1; i < len(all); i++ {
		c := all[i]
		if c.Temp.Cmp(all[i-1].Temp) <= 0 {
			rep.errorf("corners from −1", "%s: out of order %v", name, thCornersFrom(th, minusOne))
		}
		e := dyMust("1/1048576")
		if i+1 < len(all) && th.Left.Slope(c.Temp.Sub(e)) == th.Left.Slope(c.Temp) && th.Right.Slope(c.Temp.Sub(e)) == th.Right.Slope(c.Temp) {
			rep.errorf("corners from −1", "%s: corner at %v where no wall bends (%v / %v)", name, c.Temp, th.Left, th.Right)
		}
	}
	// The thermograph of −G is the mirror image (Siegel II.5: L_t(−G) =
	// −R_t(G)), at every temperature including below 0.
	ng := s.neg(g)
	nth := thGraph(t, s, ng)
	if !nth.Mean.Equal(th.Mean.Neg()) || !nth.Temperature.Equal(th.Temperature) || nth.Number != th.Number {
		rep.errorf("mirror", "%s: −G has mean %v, temperature %v", name, nth.Mean, nth.Temperature)
	}
	for _, u := range thSampleTemps(th) {
		if !nth.Left.At(u).Equal(th.Right.At(u).Neg()) || !nth.Right.At(u).Equal(th.Left.At(u).Neg()) {
			rep.errorf("mirror", "%s: at %v walls of −G %v, %v; of G %v, %v", name, u, nth.Left.At(u), nth.Right.At(u), th.Left.At(u), th.Right.At(u))
		}
	}
}

// thCheckInterval checks the confusion interval of g against Compare with
// numbers: G ‖ x for every number strictly between the stops, G < x above
// the Left stop and G > x below the Right stop (Siegel II.5; WW ch. 6).
func thCheckInterval(t *testing.T, s *Store, rep *stReport, g ID) {
	t.Helper()
	name := stShow(s, g)
	iv, err := s.ConfusionInterval(g)
	if err != nil {
		t.Fatalf("ConfusionInterval: %v", err)
	}
	ls, rs := thStops(t, s, g)
	if !iv.Hi.Equal(ls) || !iv.Lo.Equal(rs) {
		rep.errorf("interval ends", "%s: interval %+v, stops %v, %v", name, iv, ls, rs)
	}
	_, isNum := s.NumberValue(g)
	if isNum && !iv.Empty() {
		rep.errorf("number interval", "%s: interval %+v not empty", name, iv)
	}
	xs := []Dyadic{ls, rs, ls.Add(rs).Half(), ls.Add(dyMust("1/4096")), rs.Sub(dyMust("1/4096")),
		ls.Sub(dyMust("1/4096")), rs.Add(dyMust("1/4096"))}
	for x := rs.Sub(DyadicInt(2)); x.Cmp(ls.Add(DyadicInt(2))) <= 0; x = x.Add(dyMust("1/8")) {
		xs = append(xs, x)
	}
	for _, x := range xs {
		rel, err := s.Compare(g, s.Number(x))
		if err != nil {
			t.Fatal(err)
		}
		var in bool
		switch {
		case x.Cmp(rs) > 0 && x.Cmp(ls) < 0:
			in = true
			if rel != Fuzzy {
				rep.errorf("inside fuzzy", "%s ‖ %v expected, got %v", name, x, rel)
			}
		case x.Cmp(ls) > 0:
			if rel != Less {
				rep.errorf("above less", "%s < %v expected, got %v", name, x, rel)
			}
		case x.Cmp(rs) < 0:
			if rel != Greater {
				rep.errorf("below greater", "%s > %v expected, got %v", name, x, rel)
			}
		}
		if x.Equal(ls) {
			in = iv.HiClosed
			if iv.HiClosed != (rel == Fuzzy) {
				rep.errorf("hi end", "%s: HiClosed %v but %v at %v", name, iv.HiClosed, rel, x)
			}
		}
		if x.Equal(rs) {
			in = in || iv.LoClosed
			if iv.LoClosed != (rel == Fuzzy) {
				rep.errorf("lo end", "%s: LoClosed %v but %v at %v", name, iv.LoClosed, rel, x)
			}
		}
		if in && iv.Empty() {
			rep.errorf("empty", "%s: interval %+v Empty() but %v is in it", name, iv, x)
		}
	}
}

// thCheckCooling checks Cool and Freeze on g.
func thCheckCooling(t *testing.T, s *Store, rep *stReport, g ID) {
	t.Helper()
	name := stShow(s, g)
	th := thGraph(t, s, g)
	mean := s.Number(th.Mean)
	// G_0 = G (ONAG ch. 9: cooling by 0 changes nothing).
	if c := thCool(t, s, g, Dyadic{}); c != g {
		rep.errorf("cool by 0", "%s: Cool(G, 0) = %s", name, stShow(s, c))
	}
	// Above the temperature, G_t is the mean (ONAG ch. 9; Siegel II.5).
	for _, d := range []string{"1/64", "1/2", "3"} {
		u := th.Temperature.Add(dyMust(d))
		if u.Sign() < 0 {
			continue
		}
		if c := thCool(t, s, g, u); c != mean {
			rep.errorf("cool above temperature", "%s: Cool(G, %v) = %s, mean %v", name, u, stShow(s, c), th.Mean)
		}
	}
	// Freezing: G cooled by its temperature is infinitesimally close to the
	// mean (Siegel II.5): both stops of G_t − m are 0, i.e. it is an
	// infinitesimal (Siegel II.4: G is infinitesimal iff L(G) = R(G) = 0).
	fr, err := s.Freeze(g)
	if err != nil {
		t.Fatal(err)
	}
	diff, _ := s.Plus(fr, s.Number(th.Mean.Neg()))
	if l, r := thStops(t, s, diff); !l.IsZero() || !r.IsZero() {
		rep.errorf("freeze", "%s: Freeze = %s, minus the mean %v has stops %v, %v", name, stShow(s, fr), th.Mean, l, r)
	}
	if !th.Number {
		if c := thCool(t, s, g, th.Temperature); c != fr {
			rep.errorf("freeze", "%s: Freeze %s ≠ Cool by the temperature %s", name, stShow(s, fr), stShow(s, c))
		}
	}
	// The walls are the stops of the cooled game (WW ch. 6; Siegel II.5:
	// L(G_t) = L_t(G), R(G_t) = R_t(G) for t ≥ 0), at the corners, their
	// midpoints and quarter points, and a fixed grid.
	for _, u := range thSampleTemps(th) {
		if u.Sign() < 0 {
			continue
		}
		c := thCool(t, s, g, u)
		l, r := thStops(t, s, c)
		if !l.Equal(th.Left.At(u)) || !r.Equal(th.Right.At(u)) {
			rep.errorf("stops of G_t", "%s: G_%v = %s has stops %v, %v; walls %v, %v", name, u, stShow(s, c), l, r, th.Left.At(u), th.Right.At(u))
		}
		// Cooling preserves the mean (Siegel II.5: m(G_t) = m(G)).
		if m, _ := s.Mean(c); !m.Equal(th.Mean) {
			rep.errorf("mean of G_t", "%s: G_%v has mean %v, G %v", name, u, m, th.Mean)
		}
	}
}

func TestThermoRandomIdentities(t *testing.T) {
	s := stNewStore(t)
	rep := newSTReport(t)
	day3, _ := thDay(t, s, 101, stSize(200, 40), 3)
	hard3, _ := thHard(t, s, 104, stSize(150, 30), 3)
	hard4, _ := thHard(t, s, 102, stSize(40, 8), 4)
	day3 = append(day3, hard3...)
	games := append(append([]ID{}, day3...), hard4...)
	// Hand-made hot games too (Section 1).
	for _, text := range []string{"{{4|2}|{1|-1}}", "{3|{1|-1}}", "{1*|0}", "{{6|4}|{2|{0|-8}}}", "{2||1|0}", "{1|-1}+^", "3/4", "^*", "{0|^}"} {
		games = append(games, thGame(t, s, text))
	}
	hot, corners := 0, 0
	for _, g := range games {
		th := thGraph(t, s, g)
		if th.Temperature.Sign() > 0 {
			hot++
		}
		corners = max(corners, len(th.Corners()))
		thCheckGraph(t, s, rep, g)
		thCheckInterval(t, s, rep, g)
		thCheckCooling(t, s, rep, g)
	}
	// The random games are not all trivial.
	t.Logf("%d games, %d hot, at most %d corners", len(games), hot, corners)
	if hot < len(games)/4 || corners < 4 {
		t.Errorf("only %d of %d random games are hot, at most %d corners", hot, len(games), corners)
	}
	// Sums: the mean is additive, the temperature of a sum is at most the
	// larger temperature (WW ch. 6; Siegel II.5, the mean value theorem and
	// t(G+H) ≤ max(t(G), t(H)); with the −1/2^k convention for numbers it
	// still holds, since x+y has no larger denominator and a number added
	// to a non-number does not change its thermograph's shape), and cooling
	// is additive: (G+H)_t = G_t + H_t for every t ≥ 0 (Siegel II.5, "cooling
	// is additive"; ONAG ch. 9).
	rng := rand.New(rand.NewSource(103))
	for i := 0; i < stSize(150, 30); i++ {
		g, h := games[rng.Intn(len(games))], day3[rng.Intn(len(day3))]
		sum, _ := s.Plus(g, h)
		tg, th, tsum := thGraph(t, s, g), thGraph(t, s, h), thGraph(t, s, sum)
		name := stShow(s, g) + " + " + stShow(s, h)
		if !tsum.Mean.Equal(tg.Mean.Add(th.Mean)) {
			rep.errorf("mean additive", "%s: mean %v, parts %v and %v", name, tsum.Mean, tg.Mean, th.Mean)
		}
		hi := tg.Temperature
		if th.Temperature.Cmp(hi) > 0 {
			hi = th.Temperature
		}
		if tsum.Temperature.Cmp(hi) > 0 {
			rep.errorf("temperature of sum", "%s: temperature %v, parts %v and %v", name, tsum.Temperature, tg.Temperature, th.Temperature)
		}
		c := stCanon(t, s, sum)
		thCheckGraph(t, s, rep, c)
		for _, u := range []string{"0", "1/8", "1/4", "1/2", "3/4", "1", "3/2", "2", "3"} {
			x := dyMust(u)
			cs := thCool(t, s, sum, x)
			parts := stCanon(t, s, st(t)(s.Plus(thCool(t, s, g, x), thCool(t, s, h, x))))
			if cs != parts {
				rep.errorf("cooling additive", "%s cooled by %v: %s, parts cooled and added %s", name, x, stShow(s, cs), stShow(s, parts))
			}
		}
	}
	rep.done()
}

// ---------------------------------------------------------------------------
// 3. An independent check: walls from the definition, pointwise.

// thRef evaluates thermographs of reference canonical forms pointwise, with
// exact rationals, straight from the definition (WW ch. 6; Siegel II.5,
// with CGSuite's extension to −1 ≤ t < 0):
//   - an integer n: both walls are n at every t ≥ −1 (CGSuite's mast);
//   - any other game G, non-integer numbers included (their canonical forms
//     {x−1/2^k | x+1/2^k} have options on both sides), has the scaffolds
//     ls(t) = max R_t(G^L) − t and rs(t) = min L_t(G^R) + t. Let t* be the
//     least t ≥ −1 with ls(t) ≤ rs(t); the walls are (ls(t), rs(t)) for
//     t < t* and the mast (ls(t*), ls(t*)) for t ≥ t*. The temperature is
//     t* (checked to be ≥ 0 for non-numbers, −1/2^k for numbers).
//
// Why one temperature at a time is enough: by induction every Left wall
// falls with slope 0 or −1 and every Right wall rises with slope 0 or 1 (a
// maximum or minimum of such lines, tilted by ∓t, and cut into a vertical
// mast), so ls − rs does not increase, and t ≥ t* exactly when
// ls(t) ≤ rs(t): below t* the walls at t are the scaffolds at t, computed
// from the options' walls at t alone. Only the value of the mast needs
// t*: it is found by bisection on ls − rs, which does not increase, and
// then taken to be the multiple of 2^−thRefGrid just above the bracket;
// that value is checked to have ls ≤ rs (the temperatures of these games
// have small denominators, so this is exact; a failure of the check is
// reported as a failure of the reference, not of the code). The reference
// shares no code with thermotrajectory.go: no trajectories, no closed forms.
type thRef struct {
	t    *testing.T
	info map[*refGame]*thRefInfo
}

type thRefInfo struct {
	num   *big.Rat // the value, for a number; nil otherwise
	integ bool     // the number is an integer: a mast from −1
	tstar *big.Rat // for a non-number, once found
	walls map[string][2]*big.Rat
}

const thRefGrid = 20 // t* has denominator at most 2^thRefGrid

func newTHRef(t *testing.T) *thRef { return &thRef{t: t, info: map[*refGame]*thRefInfo{}} }

// get returns the information of canonical form g, deciding whether it is
// a number: a form all of whose options are numbers, every Left option less
// than every Right option (ONAG ch. 0). Canonical number forms are {n−1|}
// and {|n+1} for integers and {x−1/2^k | x+1/2^k} otherwise (Siegel II.3),
// whose value is found from the options.
func (rf *thRef) get(g *refGame) *thRefInfo {
	if in, ok := rf.info[g]; ok {
		return in
	}
	in := &thRefInfo{walls: map[string][2]*big.Rat{}}
	rf.info[g] = in
	allNum := true
	for _, side := range [][]*refGame{g.L, g.R} {
		for _, o := range side {
			if rf.get(o).num == nil {
				allNum = false
			}
		}
	}
	if allNum {
		switch {
		case len(g.L) == 0 && len(g.R) == 0:
			in.num = new(big.Rat)
		case len(g.L) == 1 && len(g.R) == 0:
			in.num = new(big.Rat).Add(rf.get(g.L[0]).num, big.NewRat(1, 1))
		case len(g.L) == 0 && len(g.R) == 1:
			in.num = new(big.Rat).Sub(rf.get(g.R[0]).num, big.NewRat(1, 1))
		case len(g.L) == 1 && len(g.R) == 1 && rf.get(g.L[0]).num.Cmp(rf.get(g.R[0]).num) < 0:
			in.num = new(big.Rat).Add(rf.get(g.L[0]).num, rf.get(g.R[0]).num)
			in.num.Quo(in.num, big.NewRat(2, 1))
		}
	}
	in.integ = in.num != nil && in.num.IsInt()
	if !in.integ && (len(g.L) == 0 || len(g.R) == 0) {
		rf.t.Fatalf("reference: canonical non-integer %s with an empty side", stRefShow(g))
	}
	return in
}

// scaffolds returns ls(t) and rs(t) of g, not an integer.
func (rf *thRef) scaffolds(g *refGame, t *big.Rat) (*big.Rat, *big.Rat) {
	var ls, rs *big.Rat
	for _, o := range g.L {
		if w := rf.walls(o, t)[1]; ls == nil || w.Cmp(ls) > 0 {
			ls = w
		}
	}
	for _, o := range g.R {
		if w := rf.walls(o, t)[0]; rs == nil || w.Cmp(rs) < 0 {
			rs = w
		}
	}
	return new(big.Rat).Sub(ls, t), new(big.Rat).Add(rs, t)
}

// gap returns ls(t) − rs(t).
func (rf *thRef) gap(g *refGame, t *big.Rat) *big.Rat {
	ls, rs := rf.scaffolds(g, t)
	return ls.Sub(ls, rs)
}

// tstar returns the least t ≥ −1 where the scaffolds of g, not an integer,
// meet.
func (rf *thRef) tstar(g *refGame) *big.Rat {
	in := rf.get(g)
	if in.tstar != nil {
		return in.tstar
	}
	lo := big.NewRat(-1, 1)
	if rf.gap(g, lo).Sign() <= 0 {
		in.tstar = lo
		return lo
	}
	hi := big.NewRat(1, 1)
	for rf.gap(g, hi).Sign() > 0 {
		hi.Mul(hi, big.NewRat(2, 1))
		if hi.Cmp(big.NewRat(1<<20, 1)) > 0 {
			rf.t.Fatalf("reference: scaffolds of %s do not meet", stRefShow(g))
		}
	}
	// gap(lo) > 0 ≥ gap(hi).
	eps := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), 2*thRefGrid))
	for new(big.Rat).Sub(hi, lo).Cmp(eps) > 0 {
		mid := new(big.Rat).Add(lo, hi)
		mid.Quo(mid, big.NewRat(2, 1))
		if rf.gap(g, mid).Sign() > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	// The multiple of 2^−thRefGrid in (lo, hi].
	scale := new(big.Int).Lsh(big.NewInt(1), thRefGrid)
	q := new(big.Rat).Mul(lo, new(big.Rat).SetInt(scale))
	fl := new(big.Int).Div(q.Num(), q.Denom()) // floor
	c := new(big.Rat).SetFrac(new(big.Int).Add(fl, big.NewInt(1)), scale)
	if c.Cmp(hi) > 0 || rf.gap(g, c).Sign() > 0 {
		rf.t.Fatalf("reference: crossing of %s in (%v, %v] has a denominator above 2^%d", stRefShow(g), lo, hi, thRefGrid)
	}
	in.tstar = c
	return c
}

// walls returns L_t(g) and R_t(g).
func (rf *thRef) walls(g *refGame, t *big.Rat) [2]*big.Rat {
	in := rf.get(g)
	if in.integ {
		return [2]*big.Rat{in.num, in.num}
	}
	key := t.RatString()
	if w, ok := in.walls[key]; ok {
		return w
	}
	var w [2]*big.Rat
	if ts := rf.tstar(g); t.Cmp(ts) >= 0 {
		m, _ := rf.scaffolds(g, ts)
		w = [2]*big.Rat{m, m}
	} else {
		w[0], w[1] = rf.scaffolds(g, t)
	}
	in.walls[key] = w
	return w
}

// stops returns the stops of g by their own definition (Siegel II.5):
// a number's are itself; L(G) = max R(G^L), R(G) = min L(G^R).
func (rf *thRef) stops(g *refGame) [2]*big.Rat {
	if x := rf.get(g).num; x != nil {
		return [2]*big.Rat{x, x}
	}
	var l, r *big.Rat
	for _, o := range g.L {
		if x := rf.stops(o)[1]; l == nil || x.Cmp(l) > 0 {
			l = x
		}
	}
	for _, o := range g.R {
		if x := rf.stops(o)[0]; r == nil || x.Cmp(r) < 0 {
			r = x
		}
	}
	return [2]*big.Rat{l, r}
}

// temperature returns the temperature: −1 for an integer, t* otherwise.
func (rf *thRef) temperature(g *refGame) *big.Rat {
	if rf.get(g).integ {
		return big.NewRat(-1, 1)
	}
	return rf.tstar(g)
}

func TestThermoAgainstReference(t *testing.T) {
	rf := newTHRef(t)
	rep := newSTReport(t)
	var temps []*big.Rat
	for _, u := range []string{"-1", "-3/4", "-1/2", "-3/8", "-1/4", "-1/16", "0", "1/8", "1/4", "1/2", "3/4", "1", "5/4", "3/2", "2", "5/2", "3", "4", "6"} {
		r, _ := new(big.Rat).SetString(u)
		temps = append(temps, r)
	}
	s := stNewStore(t)
	checked := 0
	check := func(g *refGame) {
		k := refCanon(g)
		id := stCanon(t, s, fromRef(s, g))
		th := thGraph(t, s, id)
		name := stRefShow(k)
		if (rf.get(k).num != nil) != th.Number {
			rep.errorf("number", "%s: Number %v", name, th.Number)
		}
		st := rf.stops(k)
		l, r := thStops(t, s, id)
		if l.Rat().Cmp(st[0]) != 0 || r.Rat().Cmp(st[1]) != 0 {
			rep.errorf("stops", "%s: stops %v, %v; reference %v, %v", name, l, r, st[0].RatString(), st[1].RatString())
		}
		// A non-number's scaffolds never meet below 0 (at 0 they are the
		// stops, Left's not below Right's, Siegel II.5; the code clamps
		// the temperature at 0 if they did, see thermoFromOptions). A
		// number m/2^k's meet at −1/2^k (CGSuite's temperature).
		if x := rf.get(k).num; x == nil && rf.tstar(k).Sign() < 0 {
			rep.errorf("scaffolds meet below 0", "%s: the scaffolds meet at %v", name, rf.tstar(k).RatString())
		} else if x != nil && rf.temperature(k).Cmp(new(big.Rat).SetFrac(big.NewInt(-1), x.Denom())) != 0 {
			rep.errorf("number temperature", "%s: the scaffolds meet at %v", name, rf.temperature(k).RatString())
		}
		// The walls at 0 are the stops, numbers too (Siegel II.5), in the
		// reference and in the code.
		if w := rf.walls(k, new(big.Rat)); w[0].Cmp(st[0]) != 0 || w[1].Cmp(st[1]) != 0 {
			rep.errorf("reference walls at 0", "%s: %v, %v; stops %v, %v", name, w[0], w[1], st[0], st[1])
		}
		if wl, wr := th.Walls(Dyadic{}); !wl.Equal(l) || !wr.Equal(r) {
			rep.errorf("walls at 0", "%s: %v, %v; stops %v, %v", name, wl, wr, l, r)
		}
		if tp := rf.temperature(k); tp.Cmp(th.Temperature.Rat()) != 0 {
			rep.errorf("temperature", "%s (%s): temperature %v, reference %v", name, stShow(s, id), th.Temperature, tp.RatString())
		}
		// Samples: a fixed grid, every corner from −1 and the midpoint of
		// each pair of consecutive corners, and just above the top.
		ts := append([]*big.Rat{}, temps...)
		ts = append(ts, rf.temperature(k), th.Temperature.Rat(), th.Temperature.Add(dyMust("1/1024")).Rat())
		cs := th.CornersFrom(minusOne)
		for i, c := range cs {
			ts = append(ts, c.Temp.Rat())
			if i+1 < len(cs) {
				ts = append(ts, c.Temp.Add(cs[i+1].Temp).Half().Rat())
			}
		}
		checked++
		for _, u := range ts {
			w := rf.walls(k, u)
			d, ok := DyadicFromRat(u)
			if !ok {
				t.Fatalf("non-dyadic sample %v", u)
			}
			gl, gr := th.Left.At(d), th.Right.At(d)
			if gl.Rat().Cmp(w[0]) != 0 || gr.Rat().Cmp(w[1]) != 0 {
				rep.errorf("walls", "%s (%s): at %v walls %v, %v; reference %v, %v (Left %v, Right %v)",
					name, stShow(s, id), d, gl, gr, w[0].RatString(), w[1].RatString(), th.Left, th.Right)
			}
		}
		mast := rf.walls(k, big.NewRat(1000, 1))[0]
		if th.Mean.Rat().Cmp(mast) != 0 {
			rep.errorf("mean", "%s: mean %v, reference %v", name, th.Mean, mast.RatString())
		}
	}
	for _, g := range stRandomGames(201, stSize(200, 40), 3) {
		check(g)
	}
	// More: day-3 games of another seed and day-4 games (hot and cold).
	for _, g := range stRandomGames(205, stSize(500, 60), 3) {
		check(g)
	}
	for _, g := range stRandomGames(206, stSize(150, 20), 4) {
		check(g)
	}
	_, hard3 := thHard(t, s, 204, stSize(150, 30), 3)
	for _, g := range hard3 {
		check(g)
	}
	_, hard4 := thHard(t, s, 202, stSize(40, 8), 4)
	for _, g := range hard4 {
		check(g)
	}
	// Sums of two hot day-3 games: bigger thermographs.
	_, pairs := thHard(t, s, 203, stSize(40, 8), 3)
	for i := 0; i+1 < len(pairs); i += 2 {
		check(refSum(pairs[i], pairs[i+1]))
	}
	// Every NUS value with small parts: its walls below 0 are computed
	// without options (nusThermograph); the reference derives them from
	// the canonical options of stRefNUS.
	for _, x := range []string{"0", "1/2", "-3/4", "2"} {
		for u := int64(-3); u <= 3; u++ {
			for m := uint64(0); m <= 3; m++ {
				v := NUS{X: dyMust(x), U: u, M: m}
				check(stRefNUS(v))
			}
		}
	}
	t.Logf("%d games checked against the reference", checked)
	if !testing.Short() && checked < 1000 {
		t.Errorf("only %d games checked", checked)
	}
	rep.done()
}

// ---------------------------------------------------------------------------
// 4. Cooling, heating, overheating and freezing by hand.

func TestThermoCoolHeatTable(t *testing.T) {
	type op int
	const (
		cool op = iota
		heat
		overheat
		freeze
	)
	tests := []struct {
		op         op
		g, a, b    string // the game; t (cool: a dyadic; heat: a game); overheat from a to b
		want, deri string
	}{
		// ±1 cooled: {1−t | −1+t} up to t = 1 (ONAG ch. 9; WW ch. 6).
		{cool, "{1|-1}", "1/2", "", "{1/2|-1/2}", "ONAG ch. 9: G_t = {G^L_t − t | G^R_t + t}"},
		{cool, "{1|-1}", "1", "", "*", "{0|0} = * at the temperature (WW ch. 6: ±1 freezes to *)"},
		{cool, "{1|-1}", "2", "", "0", "above the temperature: the mean"},
		{cool, "{2|1}", "1/4", "", "{7/4|5/4}", "by hand"},
		{cool, "{2|1}", "1/2", "", "3/2*", "{3/2|3/2} = 3/2*"},
		{cool, "{2|1}", "1", "", "3/2", "the mean"},
		// a = {{4|2}|{1|−1}}: {4|2}_1 = {3|3} = 3*, (±1)_1 = *, so a_1 =
		// {3*−1 | *+1} = {2*|1*}. At 3/2 both options are above their
		// temperatures: {3 − 3/2 | 0 + 3/2} = 3/2*.
		{cool, "{{4|2}|{1|-1}}", "1", "", "{2*|1*}", "by hand"},
		{cool, "{{4|2}|{1|-1}}", "1/2", "", "{{3|2}|{1|0}}", "by hand: {4|2}_{1/2} = {7/2|5/2}, minus 1/2 is {3|2}; (±1)_{1/2} = ±1/2, plus 1/2 is {1|0}"},
		{freeze, "{{4|2}|{1|-1}}", "", "", "3/2*", "by hand, as above"},
		{cool, "{{4|2}|{1|-1}}", "2", "", "3/2", "the mean"},
		// {1|{0|−2}} has temperature 1 (ls = 1−t, rs = L_t({0|−2})+t = 0
		// to 1), and cooled by 1 it is {0 | {−1|−1}+1} = {0|*} = ↑.
		{cool, "{1|{0|-2}}", "1", "", "^", "by hand"},
		// Infinitesimals have temperature 0: cooling by t > 0 gives 0.
		{cool, "^", "1/4", "", "0", "ONAG ch. 9"},
		{cool, "^", "0", "", "^", "G_0 = G"},
		{freeze, "^", "", "", "^", "temperature 0"},
		{freeze, "*", "", "", "*", "temperature 0"},
		{freeze, "{1|-1}", "", "", "*", "WW ch. 6"},
		{freeze, "{3|{1|-1}}", "", "", "3/2*", "by hand: {3−3/2 | (±1)_{3/2} + 3/2} = {3/2|3/2}"},
		{cool, "5/8", "3", "", "5/8", "numbers do not cool (ONAG ch. 9)"},
		// Heating: ∫^t G = {∫^t G^L + t | ∫^t G^R − t}, numbers fixed
		// (Siegel II.5; WW ch. 6 for ∫^t of *).
		{heat, "3", "1", "", "3", "a number"},
		{heat, "1/2", "2", "", "1/2", "a number"},
		{heat, "*", "1", "", "{1|-1}", "∫^1 * = {0+1 | 0−1}"},
		{heat, "*", "2", "", "{2|-2}", "by hand"},
		{heat, "^", "1", "", "{1|{0|-2}}", "∫^1 {0|*} = {1 | ±1 − 1}"},
		{heat, "{1|-1}", "1", "", "{2|-2}", "options are numbers: {1+1 | −1−1}"},
		{heat, "{2*|1*}", "1", "", "{{4|2}|{1|-1}}", "by hand: ∫(2*) = 2 + ∫* = 2±1, so {2±1 + 1 | 1±1 − 1} = {{4|2}|{1|−1}}"},
		// Heating by a game: ∫^* * = {*|*} = 0 (Siegel II.2).
		{heat, "*", "*", "", "0", "by hand"},
		// Overheating ∫_a^b G: integers n give n·a; otherwise
		// {∫G^L + b | ∫G^R − b} (Berlekamp; WW ch. 6 "overheating").
		{overheat, "3", "1", "1", "3", "3·1"},
		{overheat, "2", "*", "1", "0", "*+* = 0"},
		{overheat, "-2", "^", "1", "vv", "−2·↑ = ⇓"},
		{overheat, "*", "1", "1", "{1|-1}", "* = {0|0} → {0·1+1 | 0·1−1}"},
		{overheat, "^", "1", "1", "{1|{0|-2}}", "↑ = {0|*} → {0+1 | {1|−1} − 1}"},
		{overheat, "1/2", "1", "1", "{1|0}", "1/2 = {0|1} → {0+1 | 1·1−1}, through its options"},
		{overheat, "*", "1", "1*", "{1*|-1*}", "by hand: {0 + 1* | 0 − 1*}"},
	}
	for _, tt := range tests {
		s := stNewStore(t)
		g := thGame(t, s, tt.g)
		want := thGame(t, s, tt.want)
		var got ID
		var err error
		switch tt.op {
		case cool:
			got, err = s.Cool(g, dyMust(tt.a))
		case heat:
			got, err = s.Heat(g, thGame(t, s, tt.a))
		case overheat:
			got, err = s.Overheat(g, thGame(t, s, tt.a), thGame(t, s, tt.b))
		case freeze:
			got, err = s.Freeze(g)
		}
		if err != nil {
			t.Errorf("op %d on %s: %v", tt.op, tt.g, err)
			continue
		}
		if got != want {
			t.Errorf("op %d on %s by %s %s: got %s, want %s (%s)", tt.op, tt.g, tt.a, tt.b, stShow(s, got), stShow(s, want), tt.deri)
		}
	}
	// Cooling by a negative amount is an error.
	s := stNewStore(t)
	if _, err := s.Cool(thGame(t, s, "{1|-1}"), dyMust("-1/2")); err == nil {
		t.Errorf("Cool by −1/2: no error")
	}
	if _, err := s.Cool(s.Integer(3), dyMust("-1")); err == nil {
		t.Errorf("Cool of a number by −1: no error")
	}
}

// TestThermoHeatThenCool: (∫^t G)_t = G. By hand, by induction on G: for a
// non-number G, H = ∫^t G = {∫^t G^L + t | ∫^t G^R − t}; if t is at most
// the temperature of H, H_t = {(∫^t G^L + t)_t − t | (∫^t G^R − t)_t + t}
// = {(∫^t G^L)_t | (∫^t G^R)_t} (cooling is additive and numbers do not
// cool), = {G^L | G^R} by induction. So the identity holds when every
// heated non-number subposition has temperature ≥ t; the test checks both
// that condition and the identity, on random games and t ∈ {1/2, 1, 2}.
// Siegel II.5 states heating as the inverse of cooling in this direction.
func TestThermoHeatThenCool(t *testing.T) {
	s := stNewStore(t)
	rep := newSTReport(t)
	games, _ := thHard(t, s, 301, stSize(150, 30), 3)
	plain, _ := thDay(t, s, 302, stSize(50, 10), 3)
	games = append(games, plain...)
	for _, text := range []string{"^", "*", "{{4|2}|{1|-1}}", "{1*|0}", "{0|^}", "^*"} {
		games = append(games, thGame(t, s, text))
	}
	for _, g := range games {
		for _, u := range []string{"1/2", "1", "2"} {
			x := dyMust(u)
			h, err := s.Heat(g, s.Number(x))
			if err != nil {
				t.Fatal(err)
			}
			if _, isNum := s.NumberValue(g); !isNum {
				if tp, _ := s.Temperature(h); tp.Cmp(x) < 0 {
					rep.errorf("heated temperature", "∫^%v %s = %s has temperature %v < %v", x, stShow(s, g), stShow(s, h), tp, x)
				}
			}
			if c := thCool(t, s, h, x); c != g {
				rep.errorf("heat then cool", "∫^%v %s = %s cools back to %s", x, stShow(s, g), stShow(s, h), stShow(s, c))
			}
		}
	}
	rep.done()
}

// ---------------------------------------------------------------------------
// 5. Interruption.

// thHotSum returns, in s, the formal sum of the n hot games
// G_i = {i+2 | {i+1 | −2(i+1)}, {* | −i}}, i < n (those of BenchmarkSumHot5),
// whose canonical form grows fast with n.
func thHotSum(t *testing.T, s *Store, n int) ID {
	var ids []ID
	for i := range n {
		ids = append(ids, thGame(t, s, fmt.Sprintf("{%d|{%d|-%d},{*|%d}}", i+2, i+1, 2*(i+1), -i)))
	}
	sum, err := s.Plus(ids...)
	if err != nil {
		t.Fatal(err)
	}
	return sum
}

// thFailAfter sets a poll that fails after n calls, and returns the count.
func thFailAfter(s *Store, n int, err error) *int {
	calls := 0
	s.SetPoll(func() error {
		calls++
		if calls > n {
			return err
		}
		return nil
	})
	return &calls
}

// TestThermoInterrupt: Thermograph and Cool stopped by the poll return its
// error, and the store then gives the answers of a store never interrupted.
func TestThermoInterrupt(t *testing.T) {
	errStop := errors.New("stop")
	// The answers from a store never interrupted.
	clean := stNewStore(t)
	ccan := stCanon(t, clean, thHotSum(t, clean, 6))
	var polls int
	clean.SetPoll(func() error { polls++; return nil })
	want := thGraph(t, clean, ccan)
	thPolls := polls
	// Cooling by several temperatures, in this order, each counting its
	// polls (later ones reuse earlier work, in both stores alike).
	coolTemps := []Dyadic{dyMust("1/2"), dyMust("1/4")}
	var wantCool []ID
	var coolPolls []int
	for _, u := range coolTemps {
		polls = 0
		wantCool = append(wantCool, thCool(t, clean, ccan, u))
		coolPolls = append(coolPolls, polls)
	}
	clean.SetPoll(nil)
	if thPolls < 3 || coolPolls[0] < 10 {
		t.Fatalf("only %d polls in the thermograph, %v in cooling: too small to interrupt", thPolls, coolPolls)
	}
	wantText := strings.Join(thCorners(want), " ")

	// One store, its canonical form computed once; the thermograph cache
	// is emptied before each interrupted computation (thermographs are
	// cached per store).
	s := stNewStore(t)
	can := stCanon(t, s, thHotSum(t, s, 6))
	for _, n := range []int{0, 1, thPolls / 2, thPolls - 1} {
		s.thermos = map[ID]*Thermograph{}
		thFailAfter(s, n, errStop)
		if th, err := s.Thermograph(can); !errors.Is(err, errStop) {
			t.Errorf("stop after %d of %d polls: Thermograph = %v, %v; want the poll's error", n, thPolls, th, err)
		}
		if s.depth != 0 || len(s.pend) != 0 {
			t.Errorf("after the interruption: depth %d, %d pending", s.depth, len(s.pend))
		}
		s.SetPoll(nil)
		got := thGraph(t, s, can)
		if g := strings.Join(thCorners(got), " "); g != wantText || !got.Mean.Equal(want.Mean) || !got.Temperature.Equal(want.Temperature) {
			t.Errorf("stop after %d polls, then again: corners %s, want %s", n, g, wantText)
		}
	}
	for i, u := range coolTemps {
		p := coolPolls[i]
		n := [...]int{0, p / 2}[i]
		if n < 0 || n >= p-1 {
			t.Logf("cooling by %v: %d polls, too few to stop after %d", u, p, n)
			continue
		}
		s.thermos = map[ID]*Thermograph{}
		thFailAfter(s, n, errStop)
		if c, err := s.Cool(can, u); !errors.Is(err, errStop) {
			t.Errorf("cooling by %v, stop after %d of %d polls: Cool = %v, %v; want the poll's error", u, n, p, c, err)
		}
		if s.depth != 0 || len(s.pend) != 0 {
			t.Errorf("after the interruption: depth %d, %d pending", s.depth, len(s.pend))
		}
		s.SetPoll(nil)
		c := thCool(t, s, can, u)
		if !stSameAcross(t, s, c, clean, wantCool[i], map[[2]ID]bool{}) {
			t.Errorf("cooling by %v, stop after %d polls: Cool afterwards %s, uninterrupted %s", u, n, stShow(s, c), stShow(clean, wantCool[i]))
		}
		if again := thCool(t, s, can, u); again != c {
			t.Errorf("Cool not stable after an interruption: %d then %d", c, again)
		}
	}
	// Freeze and Mean report the error too.
	s.thermos = map[ID]*Thermograph{}
	thFailAfter(s, 0, errStop)
	if _, err := s.Freeze(can); !errors.Is(err, errStop) {
		t.Errorf("Freeze with a failing poll: %v", err)
	}
	s.SetPoll(nil)
	if fr := st(t)(s.Freeze(can)); !stSameAcross(t, s, fr, clean, st(t)(clean.Freeze(ccan)), map[[2]ID]bool{}) {
		t.Errorf("Freeze after an interruption differs")
	}

	// A formal sum, whose canonical form Thermograph computes first,
	// interrupted in a fresh store.
	ref := stNewStore(t)
	wantSum := thGraph(t, ref, thHotSum(t, ref, 5))
	for _, n := range []int{0, 5} {
		s2 := stNewStore(t)
		sum := thHotSum(t, s2, 5)
		thFailAfter(s2, n, errStop)
		if _, err := s2.Thermograph(sum); !errors.Is(err, errStop) {
			t.Errorf("stop after %d polls: Thermograph of the formal sum: %v", n, err)
		}
		s2.SetPoll(nil)
		if g, w := strings.Join(thCorners(thGraph(t, s2, sum)), " "), strings.Join(thCorners(wantSum), " "); g != w {
			t.Errorf("formal sum after an interruption: corners %s, want %s", g, w)
		}
	}
}

// ---------------------------------------------------------------------------
// 6. Benchmarks.

// BenchmarkThermograph computes the thermographs of 200 random canonical
// games born by day 4 (not NUS values); ns/op is per 200 games. The games
// are built once; each iteration empties the store's thermograph cache
// (s.thermos), so every thermograph, subpositions included, is computed
// afresh.
func BenchmarkThermograph(b *testing.B) {
	rng := rand.New(rand.NewSource(5))
	s := newBenchStore(true)
	gs := make([]ID, 200)
	for i := range gs {
		gs[i] = hardGame(s, rng, 4)
	}
	for b.Loop() {
		s.thermos = map[ID]*Thermograph{}
		for _, g := range gs {
			if _, err := s.Thermograph(g); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkThermographSum computes the thermograph of the canonical sum of
// 4 random day-3 games that are not NUS values. The canonical form is
// computed once; each iteration empties the thermograph cache.
func BenchmarkThermographSum(b *testing.B) {
	rng := rand.New(rand.NewSource(6))
	s := newBenchStore(true)
	terms := make([]ID, 4)
	for i := range terms {
		terms[i] = hardGame(s, rng, 3)
	}
	sum, _ := s.Plus(terms...)
	c, err := s.Canonical(sum)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		s.thermos = map[ID]*Thermograph{}
		if _, err := s.Thermograph(c); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkThermoNumberWalls computes the thermographs of 200 numbers
// m/2^k (k up to 16, |m/2^k| < 8), whose walls below 0 come in closed form
// (numberWall); ns/op is per 200 numbers. Each iteration empties the
// thermograph cache.
func BenchmarkThermoNumberWalls(b *testing.B) {
	rng := rand.New(rand.NewSource(7))
	s := newBenchStore(true)
	xs := make([]ID, 200)
	for i := range xs {
		k := uint(1 + rng.Intn(16))
		xs[i] = s.Number(NewDyadic(rng.Int63n(16<<k)-(8<<k), k))
	}
	for b.Loop() {
		s.thermos = map[ID]*Thermograph{}
		for _, x := range xs {
			if _, err := s.Thermograph(x); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkThermoFromMinusOne lists the corners from −1 (CornersFrom) of
// the thermographs of the 200 games of BenchmarkThermograph and reads
// their walls at the corners and midpoints (Walls); ns/op is per 200
// games. The thermographs are computed once, outside the loop.
func BenchmarkThermoFromMinusOne(b *testing.B) {
	rng := rand.New(rand.NewSource(5))
	s := newBenchStore(true)
	ths := make([]*Thermograph, 200)
	for i := range ths {
		th, err := s.Thermograph(hardGame(s, rng, 4))
		if err != nil {
			b.Fatal(err)
		}
		ths[i] = th
	}
	for b.Loop() {
		for _, th := range ths {
			cs := th.CornersFrom(minusOne)
			for i := 1; i < len(cs); i++ {
				th.Walls(cs[i-1].Temp.Add(cs[i].Temp).Half())
			}
		}
	}
}

// TestNUSThermograph checks nusThermograph, which gives the walls of
// x + u·↑ + *m without options, against the scaffolds of the options
// nusOptions lists (the general algorithm, thermoFromOptions): in
// particular which of the subzero shapes x*, x↑ and x↓ each value has.
func TestNUSThermograph(t *testing.T) {
	s := NewStore()
	for u := int64(-4); u <= 4; u++ {
		for m := uint64(0); m <= 5; m++ {
			for _, x := range []Dyadic{DyadicInt(0), NewDyadic(3, 1), DyadicInt(-2)} {
				v := NUS{X: x, U: u, M: m}
				if v.IsNumber() {
					continue
				}
				l, r, ok := nusOptions(v)
				if !ok {
					t.Fatalf("%v: no options", v)
				}
				var li, ri []ID
				for _, o := range l {
					li = append(li, s.nusNode(o))
				}
				for _, o := range r {
					ri = append(ri, s.nusNode(o))
				}
				want := s.thermoFromOptions(li, ri)
				got := s.nusThermograph(v)
				if got.Left.String() != want.Left.String() || got.Right.String() != want.Right.String() ||
					!got.Mean.Equal(want.Mean) || !got.Temperature.Equal(want.Temperature) {
					t.Errorf("%v: walls %v | %v, mean %v, temperature %v; from the options %v | %v, %v, %v",
						v, got.Left, got.Right, got.Mean, got.Temperature, want.Left, want.Right, want.Mean, want.Temperature)
				}
			}
		}
	}
}
