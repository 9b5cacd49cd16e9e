package builtins

import "cgcalc/eval"

// Help topics: pages for a teacher about the ideas behind the builtins,
// read with (help 'NAME) and listed by (help 'topics). Each page says what
// the idea is, which builtins to use and where it is published, and shows
// examples as "  cgcalc> FORM" lines followed by what the REPL prints, in
// Unicode notation (the default); TestTopicExamples runs them in a fresh
// interpreter, so that a page never shows what cgcalc does not print.

// Topics returns the help topics, in the order (help 'topics) lists them.
func Topics() []eval.Topic {
	return []eval.Topic{
		{Name: "notation", Aliases: []string{"game-notation"},
			Summary: "How games are written: {L|R}, numbers, *n, ↑, ±x; Unicode or CGSuite's ASCII",
			Text:    notationTopic},
		{Name: "temperature", Aliases: []string{"temperature-theory", "thermographs"},
			Summary: "Hot games: stops, mean, temperature, cooling and thermographs",
			Text:    temperatureTopic},
		{Name: "misere", Aliases: []string{"misere-play"},
			Summary: "Misère play, the last player to move loses: outcomes, genus, canonical forms",
			Text:    misereTopic},
		{Name: "quotients", Aliases: []string{"misere-quotients"},
			Summary: "Misère quotients: the finite monoids that solve the misère play of a game",
			Text:    quotientsTopic},
		{Name: "classroom", Aliases: []string{"classroom-games", "rulesets"},
			Summary: "Classroom games: Hackenbush, Domineering, Clobber..., pictures, winning moves",
			Text:    classroomTopic},
		{Name: "impartial", Aliases: []string{"impartial-games"},
			Summary: "Impartial games: nim values, octal games and their periods",
			Text:    impartialTopic},
		{Name: "loopy", Aliases: []string{"loopy-games"},
			Summary: "Loopy games: draws, stoppers, onside and offside",
			Text:    loopyTopic},
		{Name: "worksheet", Aliases: []string{"serve"},
			Summary: "The worksheet in a web browser: starting it, projector mode, sessions",
			Text:    worksheetTopic},
		{Name: "surreal", Aliases: []string{"surreal-numbers", "omega"}, Summary: "Surreal numbers: 6/23, ω-1, 1/ω; arithmetic, birthdays, games", Text: surrealTopic},
		{Name: "cgsuite", Aliases: []string{"cgsuite-habits", "cgscript"},
			Summary: "CGSuite's operations and the cgcalc forms that do the same",
			Text:    cgsuiteTopic},
	}
}

// installTopics adds the help topics to the interpreter.
func installTopics(in *eval.Interp) {
	for _, t := range Topics() {
		in.AddTopic(t)
	}
}

const notationTopic = `Game notation

A game is written {L1,L2,...|R1,R2,...}: the options Left may move to, a bar, then Right's options.
The players move in turn, and a player who cannot move loses (normal play). Some games have names:

  0 = { | }   1 = {0| }   -1 = { |0}   1/2 = {0|1}       numbers: who is ahead, and by how much
  * = {0|0}   *2 = {0,*|0,*}   *n = {0,*,...,*(n-1)|...}  nimbers: the first player wins
  ↑ = {0|*}   ↓ = {*|0}   ⇑ = ↑+↑                        up and down: infinitesimals
  ±x = {x|-x}                                           a switch: whoever moves first gains x

A sum is written with + (1+* is 1 and * side by side), and double bars nest: {2||1|0} is {2|{1|0}}.
Games print in Unicode; (notation 'ascii), or the --ascii flag, switches to CGSuite's ASCII
notation (^ for ↑, v for ↓, ^^ for ⇑, +- for ±, 1* for 1+*), and (notation 'unicode) switches
back. Type a game as the books write it, {0|^} or {1|-1} (a game literal: Lisp forms and variables
may be options, {0, g | (mplus up up)}), and a symbol in notation such as ^, *2, +-1 or 1/2* is that
game unless it is bound as a variable. + - * = < > <= >= take games and numbers alike, and
winning-moves answers "what is the winning move?". (game "TEXT") reads either notation from a
string. mg builds a game from its options, kept as built until canon gives its canonical form, the
simplest game of the same value. The examples are shown in Unicode notation.

Builtins: game, mg, canon, notation, mplus, star, up, outcome, winning-moves, uptimal-expansion; the
variables up, down and star. (help notation) describes the builtin notation.

  cgcalc> {0|^}
  ⇑*
  cgcalc> (+ 1/2 ^ *)
  1/2↑*
  cgcalc> (list (< 0 ^) (fuzzy * 0))
  (t t)
  cgcalc> (winning-moves {1|-1} :left)
  (1)
  cgcalc> (canon (mg 0 !| star))
  ↑
  cgcalc> (canon (mplus up up star))
  ⇑*
  cgcalc> (game "{1|-1}")
  ±1
  cgcalc> (star 3)
  *3
  cgcalc> (game "{2|1/2±1/2}")
  {2|1/2±1/2}
  cgcalc> (notation 'ascii)
  ascii
  cgcalc> (game "{2|1/2+-1/2}")
  {2||1|0}
  cgcalc> (game "{0|^}")
  ^^*

Read more: Conway, On Numbers and Games (ONAG), 2nd ed., the part on games; Berlekamp, Conway and
Guy, Winning Ways, 2nd ed., vol. 1; Siegel, Combinatorial Game Theory (AMS 2013), part II.`

const temperatureTopic = `Temperature theory

In a hot game each player is eager to move: ±1 = {1|-1} gives 1 to whoever moves first. Temperature
theory measures how hot a game is and what it is worth on average.

- The stops are the numbers play reaches when Left moves first (the left stop) or Right does (the
  right stop), each player stopping once the game is a number.
- Cooling G by t taxes every move by t: {G^L cooled - t | G^R cooled + t}. The temperature is the
  least t at which G cools to a number, its mean: what G is worth in a sum of many games.
- The thermograph shows the stops of G cooled by each t: two walls that meet at the temperature and
  go on up as a mast at the mean.

Builtins: stops, leftstop, rightstop, mean, temperature, cool, thermograph, walls, draw, confint.
(draw G) pictures the thermograph in the terminal, in ASCII with --ascii; (draw G "g.svg") writes an
SVG picture. (help temperature) describes the builtin temperature.

  cgcalc> (setq g (game "{2|1/2±1/2}"))
  {2|1/2±1/2}
  cgcalc> (stops g)
  (2 1)
  cgcalc> (temperature g)
  3/4
  cgcalc> (mean g)
  5/4
  cgcalc> (cool (game "{3|-1}") 2)
  1+*
  cgcalc> (draw (game "{1|-1}"))
  ±1

  t ↑
    │          │
    │          │
    │          │
  1 ┤          │
    │         ╱ ╲
    │        ╱   ╲
    │       ╱     ╲
    │      ╱       ╲
    │     ╱         ╲
    │    ╱           ╲
    │   ╱             ╲
  0 ┤  ╱               ╲
    └──┬───────┬───────┬───
       1       0       -1

  temperature 1   mean 0
  nil

Read more: Berlekamp, Conway and Guy, Winning Ways, 2nd ed., ch. 6; Conway, On Numbers and Games
(ONAG), 2nd ed., ch. 9; Siegel, Combinatorial Game Theory (AMS 2013), part II.`

const misereTopic = `Misère play

In misère play the player who makes the last move loses. For impartial games (both players have the
same moves, as in Nim, Kayles and the octal games) normal play is solved by nim values, but misère
play is much harder: sums do not simplify the same way. cgcalc computes:

- outcomes: misere-outcome says p (the previous player wins) or n (the next player wins) for heaps
  of a ruleset ('nim, 'kayles, an octal code such as "0.75") or for a game's text;
- Conway's genus: the nim value with the misère Grundy values of the game plus 0, 1, 2, ... copies
  of *2 (genus); a tame game (tame-p) plays like misère Nim;
- misère canonical forms, the simplest games equal in misère play: mcanon, mate, parts; and as
  CGSuite has them, a game that tells two forms apart (misere-distinguisher), one that makes both
  P-positions (misere-link) and the difference G − X when X is a part of G (misere-minus);
- for wild games, misère quotients: see (help 'quotients);
- partizan games: misere-outcome plays out any game as built, or positions and their sums, and says
  l, r, n or p; winning-moves with :misere t; the dicot universe (both players can move, or
  neither): dicot-p, misere-leq, misere-canon; dead-ending-p (doc/misere-partizan.md).

Builtins: misere-outcome, misere-grundy, genus, tame-p, heap, mcanon, mate, parts, misere-born-by;
(help) lists them all in the sections Impartial games, Misère games, Partizan misère play and
Generalized genus.

  cgcalc> (misere-outcome 'nim 1)
  p
  cgcalc> (misere-outcome 'nim 1 1)
  n
  cgcalc> (misere-grundy 'nim 1)
  0
  cgcalc> (genus 'nim 2)
  "2^20"
  cgcalc> (mcanon "{0,*2}")
  *
  cgcalc> (mcanon (heap 'kayles 2) 1)
  *3
  cgcalc> (misere-outcome (domineering 2 4))
  n
  cgcalc> (misere-distinguisher 2 0)            ; *2 + *2 is a P-position, 0 + *2 is not
  *2

Read more: Conway, On Numbers and Games (ONAG), 2nd ed., ch. 12; Berlekamp, Conway and Guy, Winning
Ways, 2nd ed., ch. 13; Siegel, Combinatorial Game Theory (AMS 2013), part V.`

const quotientsTopic = `Misère quotients

The misère quotient of an impartial game is a finite commutative monoid Q with a subset P: each
position G has an element Phi(G) of Q, a sum of positions has the product of their elements, and G
is a misère P-position exactly when Phi(G) is in P. It solves the misère play of a wild game as nim
values solve normal play. A quotient is written as a presentation, generators and relations, the way
MisereSolver writes it: {a,b,c | a2=1,b3=b,bc=ab,c2=b2}, with Phi listed heap by heap.

Builtins: quotient (computes it heap by heap until the period of Phi is certified), presentation,
q-order, p-portion, phi, phi-table, q-outcome, winning-moves, distinguish, monoid, verify-quotient.

  cgcalc> (setq q (quotient "0.75"))
  misère quotient of 0.75: order 8, |P| = 2, complete (Phi period 2, preperiod 8; heaps 0..22)
  Size 8: {a,b,c | a2=1,b3=b,bc=ab,c2=b2}
  P = {a, b2}
  Phi = 1 a b a b c b c b ab2 b ab2 b ab2 b ab2 b ab2 b ab2 b ab2 b
  cgcalc> (phi q 2 2)
  "b2"
  cgcalc> (q-outcome q 2 2)
  p
  cgcalc> (winning-moves q 2 3)
  ("2 -> 0" "3 -> 2")

Read more: Plambeck and Siegel, Misère quotients for impartial games, J. Combin. Theory Ser. A 115
(2008); Plambeck, Advances in Losing (2005, arXiv:math/0603027); Siegel, Combinatorial Game Theory
(AMS 2013), part V.`
