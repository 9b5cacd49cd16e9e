package builtins

import (
	"fmt"
	"os"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/plot"
)

// Temperature theory: Allemang's CONFINT, DISPINT, THERMOGRAPH and DRAW,
// and the operations of ONAG ch. 9 and Winning Ways ch. 6 and 8.
//
// An interval is Allemang's list ((HIGH HFLAG) (LOW LFLAG)): the high
// (Left's) end first; HFLAG is 1 when the interval is closed at HIGH and −1
// when open, LFLAG −1 when closed at LOW and 1 when open. A thermograph is a
// list of (TEMPERATURE INTERVAL) pairs, one at each corner from temperature
// 0 up, the last being the mast ([MEAN,MEAN]).

func thermoBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		fn("confint", "(confint G)", 1, 1,
			"Returns G's confusion interval, the numbers x with G confused with x, as Allemang's list\n((HIGH HFLAG) (LOW LFLAG)): HFLAG 1 closed at HIGH, −1 open; LFLAG −1 closed at LOW, 1 open.\n(confint (mg 1 !| -1)) is ((1 1) (-1 -1)), the interval [1,-1]. The ends are G's stops. A number's\ninterval is empty, and, as in Allemang's system, a game that turns out to be a number prints as that\nnumber from then on.", confintFn),
		fn("dispint", "(dispint G)", 1, 1,
			"Prints G's confusion interval, high end first, without a newline, and returns nil: [1,-1] for\n(mg 1 !| -1). Square brackets are closed ends, round ones open: ↑ shows (0,0), empty. G may also be an\ninterval list as confint returns.", dispintFn),
		fn("thermograph", "(thermograph G)", 1, 1,
			"Returns G's thermograph as a list of (TEMPERATURE INTERVAL) pairs, one at each corner from\ntemperature 0 up: INTERVAL is the confusion interval of G cooled by TEMPERATURE (see confint), its ends\nthe two walls. The last pair is the mast, ((MEAN 1) (MEAN -1)). For a number x it is\n((-1 ((x 1) (x -1)))): a number's thermograph is a mast from −1. draw pictures it.", thermographFn),
		fn("draw", "(draw TH [FILE])", 1, 2,
			"Draws the thermograph TH (as thermograph returns it, or a game) in the terminal: Left's direction,\npositive values, to the left; temperature upward; the temperature and mean beneath. With FILE,\nwrites an SVG picture there instead and returns FILE: (draw (thermograph g) \"g.svg\").", drawFn),
		fn("stops", "(stops G)", 1, 1, "Returns (LEFT RIGHT), G's Left and Right stops: the numbers play ends at when Left, or Right,\nmoves first and both stop once the game is a number. (stops (mg 1 !| -1)) is (1 -1).",
			gameFn("stops", func(s *gameState, ids []games.ID) (eval.Value, error) {
				l, r, err := s.store.Stops(ids[0])
				return eval.List(dyadic(l), dyadic(r)), err
			})),
		fn("leftstop", "(leftstop G)", 1, 1, "Returns G's Left stop (see stops).",
			gameFn("leftstop", func(s *gameState, ids []games.ID) (eval.Value, error) {
				l, _, err := s.store.Stops(ids[0])
				return dyadic(l), err
			})),
		fn("rightstop", "(rightstop G)", 1, 1, "Returns G's Right stop (see stops).",
			gameFn("rightstop", func(s *gameState, ids []games.ID) (eval.Value, error) {
				_, r, err := s.store.Stops(ids[0])
				return dyadic(r), err
			})),
		fn("mean", "(mean G)", 1, 1, "Returns G's mean value, the mast of its thermograph: (mean (mg 2 !| 1)) is 3/2. The mean of a sum is\nthe sum of the means.",
			gameFn("mean", func(s *gameState, ids []games.ID) (eval.Value, error) {
				m, err := s.store.Mean(ids[0])
				return dyadic(m), err
			})),
		fn("temperature", "(temperature G)", 1, 1, "Returns G's temperature, where its thermograph's walls meet: (temperature (mg 1 !| -1)) is 1,\nan infinitesimal's is 0. As in CGSuite, a number m/2^k's is −1/2^k (−1 for an integer).",
			gameFn("temperature", func(s *gameState, ids []games.ID) (eval.Value, error) {
				t, err := s.store.Temperature(ids[0])
				return dyadic(t), err
			})),
		fn("cool", "(cool G T)", 2, 2, "Returns G cooled by the number T ≥ 0: {G^L cooled − T | G^R cooled + T}, except that above G's\ntemperature it is G's mean. (cool (mg 2 !| -2) 1) is ±1.", coolFn),
		fn("heat", "(heat G T)", 2, 2, "Returns G heated by T (a number or a game): numbers stay themselves, otherwise\n{G^L heated + T | G^R heated − T}, over G's canonical form. (heat star 1) is ±1.",
			gameResult("heat", func(s *gameState, ids []games.ID) (games.ID, error) { return s.store.Heat(ids[0], ids[1]) })),
		fn("overheat", "(overheat G S T)", 3, 3, "Returns G overheated from S to T (Berlekamp): an integer n becomes n·S, anything else\n{G^L overheated + T | G^R overheated − T}, over G's canonical form. (overheat star 1 1) is ±1.",
			gameResult("overheat", func(s *gameState, ids []games.ID) (games.ID, error) {
				return s.store.Overheat(ids[0], ids[1], ids[2])
			})),
		fn("freeze", "(freeze G)", 1, 1, "Returns G cooled by its temperature: its mean plus an infinitesimal. (freeze (mg 2 !| 1)) is 3/2*.",
			gameResult("freeze", func(s *gameState, ids []games.ID) (games.ID, error) { return s.store.Freeze(ids[0]) })),
		fn("atomic-weight", "(atomic-weight G)", 1, 1, "Returns the atomic weight of the all-small game G, its size in units of ↑ (Winning Ways ch. 8):\n(atomic-weight (up 3)) is 3. An error if G is not all-small.",
			gameResult("atomic-weight", func(s *gameState, ids []games.ID) (games.ID, error) { return s.store.AtomicWeight(ids[0]) })),
		fn("reduced-canon", "(reduced-canon G)", 1, 1, "Returns G's reduced canonical form: the simplest game infinitely close to G, differing from it by\nan infinitesimal (Grossman and Siegel). (reduced-canon (mplus (mg 1 !| -1) up)) is ±1.",
			gameResult("reduced-canon", func(s *gameState, ids []games.ID) (games.ID, error) { return s.store.ReducedCanonical(ids[0]) })),
	}
}

// dyadic returns x as a number of the language.
func dyadic(x games.Dyadic) eval.Value { return eval.Box(eval.NumberFromRat(x.Rat())) }

// intervalList returns iv as Allemang's ((HIGH HFLAG) (LOW LFLAG)).
func intervalList(iv games.Interval) eval.Value {
	hf, lf := int64(-1), int64(1)
	if iv.HiClosed {
		hf = 1
	}
	if iv.LoClosed {
		lf = -1
	}
	return eval.List(eval.List(dyadic(iv.Hi), eval.Box(eval.Int(hf))), eval.List(dyadic(iv.Lo), eval.Box(eval.Int(lf))))
}

func confintFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	s := state(in)
	id, err := s.game("confint", a[0])
	if err != nil {
		return nil, err
	}
	iv, err := s.store.ConfusionInterval(id)
	if err != nil {
		return nil, failed("confint", err)
	}
	// Allemang: "if it turns out to be a number, then the internal
	// representation is replaced by a much simpler object".
	if _, err := s.display.ShowNumber(s.store, id); err != nil {
		return nil, failed("confint", err)
	}
	return intervalList(iv), nil
}

// intervalText prints an interval as Allemang's DISPINT did: [1,-1].
func intervalText(hi, lo eval.Value, hiClosed, loClosed bool) string {
	open, close := "(", ")"
	if hiClosed {
		open = "["
	}
	if loClosed {
		close = "]"
	}
	return open + eval.Display(hi) + "," + eval.Display(lo) + close
}

// parseInterval reads ((HIGH HFLAG) (LOW LFLAG)).
func parseInterval(name string, v eval.Value) (hi, lo eval.Number, hiClosed, loClosed bool, err error) {
	bad := fmt.Errorf("%s: %s is not an interval ((HIGH HFLAG) (LOW LFLAG))", name, eval.Describe(v))
	ends, ok := eval.ListToSlice(v)
	if !ok || len(ends) != 2 {
		return hi, lo, false, false, bad
	}
	var nums [2]eval.Number
	var flags [2]int64
	for i, e := range ends {
		pair, ok := eval.ListToSlice(e)
		if !ok || len(pair) != 2 {
			return hi, lo, false, false, bad
		}
		x, ok1 := pair[0].(eval.Number)
		f, ok2 := pair[1].(eval.Number)
		if !ok1 || !ok2 || !f.IsInt() {
			return hi, lo, false, false, bad
		}
		n, _ := f.Int64()
		if n != 1 && n != -1 {
			return hi, lo, false, false, bad
		}
		nums[i], flags[i] = x, n
	}
	return nums[0], nums[1], flags[0] == 1, flags[1] == -1, nil
}

func dispintFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	if _, ok := a[0].(*eval.Cons); ok {
		hi, lo, hc, lc, err := parseInterval("dispint", a[0])
		if err != nil {
			return nil, err
		}
		return eval.Nil, output(in, intervalText(eval.Box(hi), eval.Box(lo), hc, lc))
	}
	s := state(in)
	id, err := s.game("dispint", a[0])
	if err != nil {
		return nil, err
	}
	iv, err := s.store.ConfusionInterval(id)
	if err != nil {
		return nil, failed("dispint", err)
	}
	return eval.Nil, output(in, intervalText(dyadic(iv.Hi), dyadic(iv.Lo), iv.HiClosed, iv.LoClosed))
}

func thermographFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	s := state(in)
	id, err := s.game("thermograph", a[0])
	if err != nil {
		return nil, err
	}
	th, err := s.store.Thermograph(id)
	if err != nil {
		return nil, failed("thermograph", err)
	}
	corners := th.Corners()
	out := make([]eval.Value, len(corners))
	for i, c := range corners {
		iv := games.Interval{Hi: c.Left, Lo: c.Right, HiClosed: true, LoClosed: true}
		if i < len(corners)-1 {
			// Below the mast, the confusion interval of G cooled by t: its
			// ends are the walls, and cooling decides whether they belong.
			cooled, err := s.store.Cool(id, c.Temp)
			if err == nil {
				iv, err = s.store.ConfusionInterval(cooled)
			}
			if err != nil {
				return nil, failed("thermograph", err)
			}
		}
		out[i] = eval.List(dyadic(c.Temp), intervalList(iv))
	}
	return eval.List(out...), nil
}

// thermographArg reads draw's argument: a thermograph list or a game.
func thermographArg(in *eval.Interp, v eval.Value) (plot.Thermograph, error) {
	s := state(in)
	if _, ok := v.(*eval.Cons); !ok {
		id, err := s.game("draw", v)
		if err != nil {
			return plot.Thermograph{}, eval.TypeError("draw", v, "a thermograph or a game")
		}
		th, err := s.store.Thermograph(id)
		if err != nil {
			return plot.Thermograph{}, failed("draw", err)
		}
		return plot.Thermograph{Corners: th.Corners(), Mean: th.Mean, Temperature: th.Temperature, Title: s.print(id)}, nil
	}
	items, ok := eval.ListToSlice(v)
	if !ok {
		return plot.Thermograph{}, eval.TypeError("draw", v, "a thermograph")
	}
	var p plot.Thermograph
	for _, item := range items {
		pair, ok := eval.ListToSlice(item)
		if !ok || len(pair) != 2 {
			return p, fmt.Errorf("draw: %s is not a (TEMPERATURE INTERVAL) pair", eval.Describe(item))
		}
		t, ok := pair[0].(eval.Number)
		if !ok {
			return p, fmt.Errorf("draw: temperature %s is not a number", eval.Describe(pair[0]))
		}
		hi, lo, _, _, err := parseInterval("draw", pair[1])
		if err != nil {
			return p, err
		}
		var ds [3]games.Dyadic
		for i, x := range []eval.Number{t, hi, lo} {
			d, ok := games.DyadicFromRat(x.Rat())
			if !ok {
				return p, fmt.Errorf("draw: %s is not a dyadic number", x)
			}
			ds[i] = d
		}
		p.Corners = append(p.Corners, games.Corner{Temp: ds[0], Left: ds[1], Right: ds[2]})
	}
	if len(p.Corners) > 0 {
		last := p.Corners[len(p.Corners)-1]
		p.Mean, p.Temperature = last.Left, last.Temp
	}
	if err := p.Validate(); err != nil {
		return p, fmt.Errorf("draw: %v", err)
	}
	return p, nil
}

func drawFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	th, err := thermographArg(in, a[0])
	if err != nil {
		return nil, err
	}
	if len(a) == 1 {
		return eval.Nil, output(in, plot.Text(th))
	}
	file, ok := a[1].(eval.String)
	if !ok || file == "" {
		return nil, eval.TypeError("draw", a[1], "a file name string")
	}
	if !strings.HasSuffix(strings.ToLower(string(file)), ".svg") {
		return nil, fmt.Errorf("draw: %s: the picture is SVG; name the file ....svg", eval.Describe(a[1]))
	}
	if err := os.WriteFile(string(file), plot.SVG(th), 0o644); err != nil {
		return nil, fmt.Errorf("draw: %v", err)
	}
	return file, nil
}

func coolFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	s := state(in)
	id, err := s.game("cool", a[0])
	if err != nil {
		return nil, err
	}
	n, ok := a[1].(eval.Number)
	if !ok {
		return nil, eval.TypeError("cool", a[1], "a number")
	}
	t, ok := games.DyadicFromRat(n.Rat())
	if !ok || t.Sign() < 0 {
		return nil, fmt.Errorf("cool: %s is not a dyadic number ≥ 0", n)
	}
	r, err := s.store.Cool(id, t)
	if err != nil {
		return nil, failed("cool", err)
	}
	return s.value(r), nil
}
