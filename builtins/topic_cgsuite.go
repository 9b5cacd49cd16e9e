package builtins

// cgsuiteTopic is the help topic cgsuite: CGSuite's operations and the
// cgcalc forms that do the same. TestCGSuiteCheatSheet evaluates every
// row of its table, the cgcalc form and (unless marked ·) the CGSuite
// form as typed at the prompt, and checks both print the value shown.
const cgsuiteTopic = `CGSuite habits in cgcalc

cgcalc's language is Lisp: (canon g), not g.CanonicalForm. At the prompt, in -e and in a worksheet
cell, a line in CGSuite's syntax is read as CGSuite reads it, and turned into the Lisp below: an
infix expression (1/2 + ^, *3 + *5 == *6), an assignment (g := {0|*}), statements separated by ";",
a method call (G.Temperature, G.Cool(1)), Tiny(x) and Miny(x), and the rulesets (Domineering,
Clobber, ToadsAndFrogs, TakeAndBreak, with or without game.grid. and the like before them). A Lisp
form is Lisp, (+ 1 (1 + 2)) an error as ever, and so is a script file. Names are not case-sensitive
in cgcalc: G and g are one variable. A CGSuite method cgcalc has no form for is an error that says
what to type.

In the table G is {3|1} and H is ↑, set with (setq g {3|1} h ^). Rows marked · are CGSuite's
forms that the prompt does not read: type the cgcalc form.

  CGSuite                             cgcalc                            value
  {0|*}                               {0|*}                             ↑
  ^^*                                 (+ up up star)                    ⇑*
  *3                                  (star 3)                          *3
  +-1                                 (game "+-1")                      ±1
  1/2 + ^                             (+ 1/2 ^)                         1/2↑
  *3 + *5                             (+ *3 *5)                         *6
  *2 + *3                             (+ *2 *3)                         *
  ^ + ^ + ^                           (up 3)                            3↑
  3 * ^                               (* 3 ^)                           3↑
  G - 2                               (- g 2)                           ±1
  G == H                              (= g h)                           nil
  G >= H                              (>= g h)                          t
  G < H                               (< g h)                           nil
  G <| H                              (not (>= g h))                    nil
  G |> H                              (not (<= g h))                    t
  * <> 0                              (cfuzzy * 0)                      t
  x := {1|-1}                         (setq x {1|-1})                   ±1
  G.CanonicalForm                     (canon g)                         2±1
  G.LeftOptions                       (left g)                          (3)
  G.RightOptions                      (right g)                         (1)
  G.LeftStop                          (leftstop g)                      3
  G.RightStop                         (rightstop g)                     1
  G.Mean                              (mean g)                          2
  G.Temperature                       (temperature g)                   1
  H.Thermograph                       (thermograph h)                   ((0 ((0 1) (0 -1))))
  G.Cool(1)                           (cool g 1)                        2+*
  G.Heat(1)                           (heat g 1)                        2±2
  G.Overheat(1, 2)                    (overheat g 1 2)                  2±3
  G.Freeze                            (freeze g)                        2+*
  G.Incentives                        (incentives g)                    (1±1)
  G.OutcomeClass                      (outcome g)                       l
  G.Birthday                          (birthday g)                      4
  G.IsNumber                          (cnumberp g)                      nil
  G.StopCount                         (stop-count g)                    2
  G.OrdinalSum(1)                     (ordinal-sum g 1)                 {3,2±1|1}
  H.Pow(3)                            (pow h 3)                         ↑<3>
  H.PowTo(7/4)                        (pow-to h 7/4)                    {↑|*,↑[2]||*,↑[2]}
  H.Pow(on)                           (pow h on)                        ↑<on>
  over.Subordinate(1)                 (subordinate over 1)              off
  H.AtomicWeight                      (atomic-weight h)                 1
  H.IsInfinitesimal                   (infinitesimal-p h)               t
  H.ReducedCanonicalForm              (reduced-canon h)                 0
  Tiny(1)                             (tiny 1)                          Tiny(1)
  Miny(1)                             (miny 1)                          Miny(1)
  on + off                            (+ on off)                        dud
  over + under                        (loopy+ over under)               over & under
  dud.Onside                          (onside dud)                      on
  dud.Offside                         (offside dud)                     off
  Domineering("..|..").CanonicalForm  (canon (domineering "..|.."))     ±1
  Clobber("xo").CanonicalForm         (canon (clobber "xo"))            *
  ToadsAndFrogs("t.f").CanonicalForm  (canon (toads-and-frogs "t.f"))   *
  TakeAndBreak("0.07")                (octal "0.07")                    #<ruleset 0.07>
  TakeAndBreak("0.07")(5)             (heap (octal "0.07") 5)           0.07[5]
  · TakeAndBreak("0.07")(5).NimValue  (nim-value (octal "0.07") 5)      0
  · G.SensibleLeftOptions             (sensible-moves g :left)          (3)
  · G.Options(Left)                   (left g)                          (3)

What cgcalc adds has no CGSuite row: (winning-moves G) for the moves that win, (show P) to draw a
position, (misere-outcome RULES N...) and (mcanon ...) for misère play, (help 'temperature) and
(help 'misere) for the ideas.

  cgcalc> (setq g {3|1} h ^)
  ↑
  cgcalc> (list (mean g) (temperature g) (left g))
  (2 1 (3))
  cgcalc> (tiny 1)
  Tiny(1)
  cgcalc> (+ on off)
  dud

Builtins: canon, left, right, leftstop, rightstop, mean, temperature, thermograph, cool, heat,
overheat, freeze, atomic-weight, outcome, tiny, miny, pow, pow-to, subordinate, onside, offside,
loopy+, domineering, clobber, toads-and-frogs, octal, heap, nim-value.

Read more: Siegel, Combinatorial Game Theory (AMS 2013), whose notation CGSuite and cgcalc print;
CGSuite's own documentation for its language.`
