package builtins

// The help topics for the people who come to cgcalc with a game rather
// than a theory: classroom games, impartial games, loopy games and the
// worksheet (issue 32). Their examples run in TestTopicExamples as the
// other pages' do.

const classroomTopic = `Classroom games

The games every course starts from (Winning Ways, vol. 1; Lessons in Play) are builtins that take a
position as CGSuite writes it and return a position: it prints as the form that makes it, and counts
as its value wherever a game does. canon gives its value, outcome who wins (l Left, r Right, p the
second player, n the first), winning-moves the moves that win, as positions again; show draws it.

- graphs: hackenbush ("lrl": a stalk of blue, red, blue edges; e is green), col, snort, arc-kayles;
- boards, rows separated by |: domineering, cram, clobber and its variants, konane, amazons;
- strips and cakes: toads-and-frogs ("tt.f"), toppling-dominoes, cutcake, eatcake, maundy-cake;
- heaps and coins: wythoff, mem, fibonacci-nim, take-away, mock-turtles, ruler; (help 'impartial).

(show P) draws P in the terminal (boards as grids, Hackenbush on its ground line), or as an SVG
picture with a file name; in the worksheet, (help 'worksheet), every picture is drawn inline.

Builtins: hackenbush, domineering, clobber, toads-and-frogs, cutcake, wythoff, show, canon, outcome,
winning-moves; (help) lists them all in the section Classroom games.

  cgcalc> (setq p (domineering 2 2))
  (domineering "..|..")
  cgcalc> (list (canon p) (outcome p))
  (±1 n)
  cgcalc> (winning-moves p :left)
  ((domineering "#.|#.") (domineering ".#|.#"))
  cgcalc> (list (canon (hackenbush "lr")) (outcome (hackenbush "lr")))
  (1/2 l)
  cgcalc> (canon (hackenbush "lrlrrllr"))
  77/128
  cgcalc> (canon (toads-and-frogs "t.f"))
  *
  cgcalc> (winning-moves (toads-and-frogs "tt.f") :left)
  ((toads-and-frogs "t.tf"))
  cgcalc> (canon (+ (hackenbush "lrlrrllr") (toads-and-frogs "t.f") (cutcake 2 4)))
  205/128*
  cgcalc> (winning-moves (wythoff 3 5))
  nil

Read more: Berlekamp, Conway and Guy, Winning Ways, 2nd ed., vol. 1, ch. 1-2 (Hackenbush, Toads and
Frogs, Domineering, Cutcake); Albert, Nowakowski and Wolfe, Lessons in Play.`

const impartialTopic = `Impartial games

In an impartial game both players have the same moves: Nim, Kayles, the octal games, Wythoff's game.
Every position is worth a nimber *n, its nim value (Sprague-Grundy): a sum of positions is worth the
nim sum (exclusive or) of their values, and the player to move wins exactly when it is not 0.

- a heap game is given by its ruleset: a name ('nim, 'kayles, 'dawsons-kayles, 'grundy) or an octal
  code, "0.07" for Dawson's Kayles; (octal CODE) describes it, (heap RULES N...) is a position;
- nim-value gives the value of heaps, nim-values the values of heaps 0..N, winning-moves the moves
  to a sum of value 0;
- period finds where the values of a finite octal game repeat, proved by the Guy-Smith test;
- a long nim-values or period shows its progress; Ctrl-C stops it, keeping the values computed
  in *partial*;
- misère play, the last player to move loses: (help 'misere) and (help 'quotients).

Builtins: nim-value, nim-values, period, octal, heap, winning-moves, nim-plot; (help) lists them all
in the sections Impartial games and Take-and-break codes.

  cgcalc> (nim-values 'kayles 12)
  (0 1 2 3 1 4 3 2 1 4 2 6 4)
  cgcalc> (period 'kayles)
  (12 71)
  cgcalc> (nim-values "0.07" 10)
  (0 0 1 1 2 0 3 1 1 0 3)
  cgcalc> (period "0.07")
  (34 53)
  cgcalc> (nim-value 'nim 3 5 6)
  0
  cgcalc> (winning-moves (heap 'nim 3 5 7))
  (nim[2+5+7] nim[3+4+7] nim[3+5+6])
  cgcalc> (nim-value 'kayles 3 4)
  2
  cgcalc> (nim-value (wythoff 3 5))
  0

Read more: Berlekamp, Conway and Guy, Winning Ways, 2nd ed., vol. 1, ch. 3-4; Conway, On Numbers and
Games, ch. 11; Siegel, Combinatorial Game Theory (AMS 2013), part IV.`

const loopyTopic = `Loopy games

A loopy game may come back to a position it left, so play can go on for ever, a draw. cgcalc writes
loopy games as CGSuite does: a name before a game marks a position, and the name inside it moves
back there: a{0|a} is over, Left's move to 0 or Right's back to over. pass is a move to the same
position. on = {on|}, off = {|off} and dud = {dud|dud} are the simplest.

- a stopper is a game in which no cycle alternates moves of Left and Right: it stops. stopperp
  says whether a game is one, loopy-stops gives its stops;
- every loopy game is known by two stoppers, its onside and offside (Winning Ways' sides): a game
  that is not a stopper prints as onside & offside;
- loopy+ adds loopy games, loopy<= and loopy= compare them, loopy-outcome gives the outcome (d for
  a draw);
- fox-and-geese (with ceylonese-fox-and-geese and gen-fox-and-geese) and
  backsliding-toads-and-frogs analyse whole games of loopy rulesets.

Builtins: loopy, onside, offside, stopperp, loopy-stops, loopy+, loopy<=, loopy-outcome, upsum,
downsum, fox-and-geese; (help) lists them all in the section Loopy games.

  cgcalc> (loopy "a{0|a}")
  over
  cgcalc> (loopy+ "on" "off")
  dud
  cgcalc> (list (onside "dud") (offside "dud"))
  (on off)
  cgcalc> (loopy "a{0|{a|0}}")
  1 & -1/2±1/2
  cgcalc> (stopperp "dud")
  nil
  cgcalc> (loopy-stops "+-{5|pass}")
  (5over -5under)
  cgcalc> (list (loopy-outcome "dud") (loopy-outcome "on") (loopy-outcome "+-{5|pass}"))
  (d l n)

Read more: Berlekamp, Conway and Guy, Winning Ways, 2nd ed., vol. 2, ch. 11 (Games Infinite and
Indefinite); Siegel, Combinatorial Game Theory (AMS 2013), part VI.`

const worksheetTopic = `The worksheet

cgcalc serve runs cgcalc in a web browser, for a classroom: a worksheet of cells on the projector
and the same page on each student's laptop. Start it in a terminal and open the address it prints:

  $ cgcalc serve --open
  cgcalc: serving the worksheet at http://127.0.0.1:8053/

- cells: each holds forms; Shift-Enter evaluates the cell and moves to the next, Ctrl-Enter
  evaluates it in place, Run all every cell. Under a cell come what it printed, its pictures (show,
  draw, nim-plot) drawn inline, and its value;
- Stop (or Escape) ends a long evaluation as Ctrl-C does; a partial answer is kept in *partial*;
  a long value is shown abbreviated, and (print V) shows it whole;
- Projector makes the type, lines and pictures large; Help hides this pane;
- the help pane opens on the topics and the games; its examples are buttons: a click puts the form
  in a new cell;
- Save writes the worksheet as a .lisp file that also runs as a script (cgcalc FILE); Open reads
  one back. Each tab is a session of its own: its variables are not another student's.
- --dir DIR lets load read the lessons in DIR; --addr 0.0.0.0:8053 serves the class's network,
  with a token in the address it prints; --time-limit bounds each evaluation.

Builtins: show, draw, nim-plot, load, print; (help 'classroom) for games to start from.

  cgcalc> (canon (domineering 2 2))
  ±1
  cgcalc> (outcome (hackenbush "lr"))
  l

Read more: doc/worksheet.md in cgcalc's source; the games of a first lesson are those of
Berlekamp, Conway and Guy, Winning Ways, 2nd ed., vol. 1, ch. 1.`
