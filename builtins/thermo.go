package builtins

import (
	"fmt"

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
// 0 up (or from :from T ≥ −1), the last being the mast ([MEAN,MEAN]); a
// number's, whose walls meet below 0, is the single pair at its
// temperature. Walls below 0 are CGSuite's (see games/thermo.go).

func thermoBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("confint", "G",
			"Returns G's confusion interval, the numbers x with G confused with x, as Allemang's list ((HIGH HFLAG) (LOW LFLAG)): HFLAG 1 closed at HIGH, −1 open; LFLAG −1 closed at LOW, 1 open. (confint (mg 1 !| -1)) is ((1 1) (-1 -1)), the interval [1,-1]. The ends are G's stops. A number's interval is empty, and, as in Allemang's system, a game that turns out to be a number prints as that number from then on.", confintFn),
		row("dispint", "G",
			"Prints G's confusion interval, high end first, without a newline, and returns nil: [1,-1] for (mg 1 !| -1). Square brackets are closed ends, round ones open: ↑ shows (0,0), empty. G may also be an interval list as confint returns.", dispintFn),
		row("thermograph", "G [:from T]",
			"Returns G's thermograph as a list of (TEMPERATURE INTERVAL) pairs, one at each corner, by default from temperature 0 up, as Allemang's THERMOGRAPH: INTERVAL is the confusion interval of G cooled by TEMPERATURE (see confint), its ends the two walls. The last pair is the mast, ((MEAN 1) (MEAN -1)), at G's temperature, where the walls meet. A number's walls meet below 0, at its temperature −1/2^k (−1 for an integer), and its list is that single pair, the foot of its mast: (thermograph 1/2) is ((-1/2 ((1/2 1) (1/2 -1)))). With :from T (a number ≥ −1) the list starts at temperature T: from −1 it is the whole thermograph as CGSuite computes it, (thermograph 1/2 :from -1) being ((-1 ((1 1) (0 -1))) (-1/2 ((1/2 1) (1/2 -1)))): 1/2 = {0|1} has walls 1 and 0 at −1. Below 0, where cooling is not defined, both ends are marked closed. draw pictures it, from 0.", thermographFn),
		writesFiles(row("draw", "TH [FILE] [:overwrite FLAG=nil] [:format F=nil]",
			"Draws the thermograph TH (as thermograph returns it, or a game) in the terminal: Left's direction, positive values, to the left; temperature upward; the temperature and mean beneath. Numbers too long to read are labelled with powers of two: 2^300000, ≈1.411·2^158. In ASCII notation the picture is drawn in ASCII only (| / \\ - + ^, and * ~ in labels). With FILE, writes an SVG picture there instead and returns FILE: (draw (thermograph g) \"g.svg\"). An existing FILE is replaced only with :overwrite t; the file is written whole or not at all, and never through a symbolic link.\n"+
				"With :format 'tikz, or a FILE ending in .tex, the picture is TikZ for LaTeX, a tikzpicture for \\input in a document that loads the tikz package: a thermograph's coordinates are its exact values and temperatures, as decimals (3/16 is 0.1875), its labels as latex writes them; (draw g \"g.tex\") writes it, (draw g :format 'tikz) prints it (in the worksheet, returns it as a string). A game tree (see game-tree) is drawn in TikZ too. :format 'svg prints the SVG document. Any other format is an error that lists the formats.", drawFn)),
		row("walls", "G T",
			"Returns (LEFT RIGHT), the values of G's Left and Right walls at temperature T, a number ≥ −1. At 0 they are G's stops, from G's temperature up its mean; below 0 they are CGSuite's, from the scaffolds of G's options (an integer's walls are the integer from −1): (walls 1/2 -1) is (1 0), (walls (mg 1 !| -1) 1/2) is (1/2 -1/2).", wallsFn),
		row("stops", "G", "Returns (LEFT RIGHT), G's Left and Right stops: the numbers play ends at when Left, or Right, moves first and both stop once the game is a number. (stops (mg 1 !| -1)) is (1 -1).",
			gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				l, r, err := s.store.Stops(ids[0])
				return eval.List(dyadic(l), dyadic(r)), err
			})),
		row("leftstop", "G", "Returns G's Left stop (see stops).",
			gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				l, _, err := s.store.Stops(ids[0])
				return dyadic(l), err
			})),
		row("rightstop", "G", "Returns G's Right stop (see stops).",
			gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				_, r, err := s.store.Stops(ids[0])
				return dyadic(r), err
			})),
		row("mean", "G", "Returns G's mean value, the mast of its thermograph: (mean (mg 2 !| 1)) is 3/2. The mean of a sum is the sum of the means.",
			gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				m, err := s.store.Mean(ids[0])
				return dyadic(m), err
			})),
		row("temperature", "G", "Returns G's temperature, where its thermograph's walls meet: (temperature (mg 1 !| -1)) is 1, an infinitesimal's is 0. As in CGSuite, a number m/2^k's is −1/2^k (−1 for an integer).",
			gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				t, err := s.store.Temperature(ids[0])
				return dyadic(t), err
			})),
		row("cool", "G T", "Returns G cooled by the number T ≥ 0: {G^L cooled − T | G^R cooled + T}, except that above G's temperature it is G's mean. (cool (mg 2 !| -2) 1) is ±1.", coolFn),
		row("heat", "G T", "Returns G heated by T (a number or a game): numbers stay themselves, otherwise {G^L heated + T | G^R heated − T}, over G's canonical form. (heat star 1) is ±1.",
			gameResult(func(s *games.Store, ids []games.ID) (games.ID, error) { return s.Heat(ids[0], ids[1]) })),
		row("overheat", "G S T", "Returns G overheated from S to T (Berlekamp): an integer n becomes n·S, anything else {G^L overheated + T | G^R overheated − T}, over G's canonical form. (overheat star 1 1) is ±1.",
			gameResult(func(s *games.Store, ids []games.ID) (games.ID, error) { return s.Overheat(ids[0], ids[1], ids[2]) })),
		row("freeze", "G", "Returns G cooled by its temperature: its mean plus an infinitesimal. (freeze (mg 2 !| 1)) is 3/2*.",
			gameResult(func(s *games.Store, ids []games.ID) (games.ID, error) { return s.Freeze(ids[0]) })),
		row("atomic-weight", "G", "Returns the atomic weight of the atomic game G, its size in units of ↑ (Winning Ways ch. 8; Siegel II.7): (atomic-weight (up 3)) is 3. All-small games are atomic; any other G must be infinitesimal and close enough to its weight by the calculus times ↑, as CGSuite defines it: (atomic-weight (game \"{1|^^||^}\")) is 2. An error, saying why, if G is not atomic (see atomic-p).",
			gameResult(func(s *games.Store, ids []games.ID) (games.ID, error) { return s.AtomicWeight(ids[0]) })),
		row("reduced-canon", "G", "Returns G's reduced canonical form: the simplest game infinitely close to G, differing from it by an infinitesimal (Grossman and Siegel). (reduced-canon (mplus (mg 1 !| -1) up)) is ±1.",
			gameResult(func(s *games.Store, ids []games.ID) (games.ID, error) { return s.ReducedCanonical(ids[0]) })),
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

func confintFn(c call) (eval.Value, error) {
	id := c.game(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	s := sessionOf(c.in).games
	iv, err := s.store.ConfusionInterval(id)
	if err != nil {
		return nil, err
	}
	// Allemang: "if it turns out to be a number, then the internal
	// representation is replaced by a much simpler object".
	if _, err := s.display.ShowNumber(s.store, id); err != nil {
		return nil, err
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

// interval reads ((HIGH HFLAG) (LOW LFLAG)).
func (c *call) interval(v eval.Value) (hi, lo eval.Number, hiClosed, loClosed bool) {
	if c.err != nil {
		return
	}
	bad := fmt.Errorf("%s is not an interval ((HIGH HFLAG) (LOW LFLAG))", eval.Describe(v))
	ends, ok := eval.ListToSlice(v)
	if !ok || len(ends) != 2 {
		c.fail(bad)
		return
	}
	var nums [2]eval.Number
	var flags [2]int64
	for i, e := range ends {
		pair, ok := eval.ListToSlice(e)
		if !ok || len(pair) != 2 {
			c.fail(bad)
			return
		}
		x, ok1 := pair[0].(eval.Number)
		f, ok2 := pair[1].(eval.Number)
		if !ok1 || !ok2 || !f.IsInt() {
			c.fail(bad)
			return
		}
		n, _ := f.Int64()
		if n != 1 && n != -1 {
			c.fail(bad)
			return
		}
		nums[i], flags[i] = x, n
	}
	return nums[0], nums[1], flags[0] == 1, flags[1] == -1
}

func dispintFn(c call) (eval.Value, error) {
	if _, ok := c.Pos[0].(*eval.Cons); ok {
		hi, lo, hc, lc := c.interval(c.Pos[0])
		if c.err != nil {
			return nil, c.err
		}
		return eval.Nil, output(c.in, intervalText(eval.Box(hi), eval.Box(lo), hc, lc))
	}
	id := c.game(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	iv, err := sessionOf(c.in).games.store.ConfusionInterval(id)
	if err != nil {
		return nil, err
	}
	return eval.Nil, output(c.in, intervalText(dyadic(iv.Hi), dyadic(iv.Lo), iv.HiClosed, iv.LoClosed))
}

func thermographFn(c call) (eval.Value, error) {
	id := c.game(c.Pos[0])
	from, hasFrom := games.Dyadic{}, given(c.Key(":from"))
	if hasFrom {
		from = c.temperature(c.Key(":from"))
	}
	if c.err != nil {
		return nil, c.err
	}
	s := sessionOf(c.in).games
	th, err := s.store.Thermograph(id)
	if err != nil {
		return nil, err
	}
	corners := th.Corners()
	if hasFrom {
		corners = th.CornersFrom(from)
	}
	out := make([]eval.Value, len(corners))
	for i, k := range corners {
		iv := games.Interval{Hi: k.Left, Lo: k.Right, HiClosed: true, LoClosed: true}
		if i < len(corners)-1 && k.Temp.Sign() >= 0 {
			// Below the mast, the confusion interval of G cooled by t: its
			// ends are the walls, and cooling decides whether they belong.
			cooled, err := s.store.Cool(id, k.Temp)
			if err == nil {
				iv, err = s.store.ConfusionInterval(cooled)
			}
			if err != nil {
				return nil, err
			}
		}
		out[i] = eval.List(dyadic(k.Temp), intervalList(iv))
	}
	return eval.List(out...), nil
}

// temperature reads a temperature at which a thermograph has walls: a
// dyadic number ≥ −1.
func (c *call) temperature(v eval.Value) games.Dyadic {
	const want = "a dyadic number ≥ -1 (thermographs start at temperature -1)"
	c.number(v)
	t := c.dyadic(v, want)
	if c.err == nil && t.Cmp(games.DyadicInt(-1)) < 0 {
		c.fail(fmt.Errorf("%s is not %s", eval.Describe(v), want))
	}
	return t
}

func wallsFn(c call) (eval.Value, error) {
	id := c.game(c.Pos[0])
	t := c.temperature(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	l, r, err := sessionOf(c.in).games.store.Walls(id, t)
	if err != nil {
		return nil, err
	}
	return eval.List(dyadic(l), dyadic(r)), nil
}

// thermograph reads draw's argument: a thermograph list or a game.
func (c *call) thermograph(v eval.Value) plot.Thermograph {
	var p plot.Thermograph
	if c.err != nil {
		return p
	}
	if _, ok := v.(*eval.Cons); !ok {
		s := sessionOf(c.in).games
		id, err := s.game(v)
		if err != nil {
			c.fail(eval.TypeError(v, "a thermograph or a game"))
			return p
		}
		th, err := s.store.Thermograph(id)
		if err != nil {
			c.fail(err)
			return p
		}
		title, err := s.print(nil, id)
		c.fail(err)
		return plot.Thermograph{Corners: th.Corners(), Mean: th.Mean, Temperature: th.Temperature, Title: title}
	}
	items, _, ok := c.walk(v, true)
	if !ok {
		c.fail(eval.TypeError(v, "a thermograph"))
		return p
	}
	for _, item := range items {
		pair, ok := eval.ListToSlice(item)
		if !ok || len(pair) != 2 {
			c.fail(fmt.Errorf("%s is not a (TEMPERATURE INTERVAL) pair", eval.Describe(item)))
			return p
		}
		if _, ok := pair[0].(eval.Number); !ok {
			c.fail(fmt.Errorf("temperature %s is not a number", eval.Describe(pair[0])))
			return p
		}
		t := c.dyadic(pair[0], "a dyadic number")
		hi, lo, _, _ := c.interval(pair[1])
		l, r := c.dyadic(eval.Box(hi), "a dyadic number"), c.dyadic(eval.Box(lo), "a dyadic number")
		// Reading a corner is work in proportion to its numbers' size.
		c.tick((pair[0].(eval.Number).BitLen() + hi.BitLen() + lo.BitLen()) / 64)
		if c.err != nil {
			return p
		}
		p.Corners = append(p.Corners, games.Corner{Temp: t, Left: l, Right: r})
	}
	if len(p.Corners) > 0 {
		last := p.Corners[len(p.Corners)-1]
		p.Mean, p.Temperature = last.Left, last.Temp
	}
	c.fail(p.ValidatePoll(c.in.Tick))
	return p
}

func drawFn(c call) (eval.Value, error) {
	if g, ok := c.Pos[0].(*GameTree); ok {
		return c.draw("draw", c.Pos[1], given(c.Key(":overwrite")), c.Key(":format"), g.picture(c.in))
	}
	th := c.thermograph(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	return c.draw("draw", c.Pos[1], given(c.Key(":overwrite")), c.Key(":format"), picture{
		text: func() (string, error) { return plot.TextPollIn(th, pictureCharset(c.in), c.in.Tick) },
		svg:  func() ([]byte, error) { return plot.SVGPoll(th, c.in.Tick) },
		tikz: func() (string, error) { return plot.ThermographTikZ(th, c.in.Tick) },
	})
}

func coolFn(c call) (eval.Value, error) {
	id := c.game(c.Pos[0])
	c.number(c.Pos[1])
	t := c.dyadic(c.Pos[1], "a dyadic number ≥ 0")
	if c.err == nil && t.Sign() < 0 {
		c.fail(fmt.Errorf("%s is not a dyadic number ≥ 0", eval.Describe(c.Pos[1])))
	}
	if c.err != nil {
		return nil, c.err
	}
	s := sessionOf(c.in).games
	r, err := s.store.Cool(id, t)
	if err != nil {
		return nil, err
	}
	return s.value(r), nil
}
