package builtins

const surrealTopic = `Surreal numbers

Besides the dyadic rationals, which are short games, cgcalc computes with the surreal numbers
CGSuite has: rationals of any denominator (6/23 is born on day ω), generalized ordinals (sums of
powers of ω with integer coefficients: ω-1, 2ω-3, ω^2-ω) and their quotients (1/ω).

- omega and ω hold ω; + - * / expt abs max min take it: (- omega 1) is ω-1, (/ 1 omega) is 1/ω;
- unbound names written in that notation are those numbers: omega-1, ω-1, 1/omega, 2ω-3;
  (surreal TEXT) reads the notation from a string;
- birthday, sign, ordinalp and outcome give CGSuite's answers: ω-5 is born on day ω+5;
- a short game compares with a number x that is not dyadic by its stops: G > x when its Right
  stop is above x, G < x when its Left stop is below x, else G is confused with x. Their sum is
  not a short game, and is an error.

Builtins: surreal, sign, ordinalp, birthday, outcome, expt, ordinal, star.

  cgcalc> (list (- omega 1) (/ 1 omega) (* (+ omega 1) (+ omega 1)))
  (ω-1 1/ω ω^2+2ω+1)
  cgcalc> (list (birthday 6/23) (birthday omega-5) (outcome (- 5 omega)))
  (ω ω+5 r)
  cgcalc> (list (< up 1/omega) (fuzzy {1|0} 1/3) (< {1|0} omega))
  (t t t)

Read more: Conway, On Numbers and Games (2nd ed. 2001), ch. 0-3; Siegel, Combinatorial Game
Theory (AMS 2013), ch. II (number avoidance) and VIII; doc/surreal.md.`
