; A first lesson in combinatorial game theory, with the games every course
; starts from: Hackenbush, Domineering, Toads and Frogs, Cutcake and Nim.
; Each position is typed as CGSuite types it; each value printed is checked
; against the textbook that gives it.
;
; Sources: Berlekamp, Conway, Guy, Winning Ways for your Mathematical Plays,
; 2nd ed. (2001), vol. 1 (WW); Albert, Nowakowski, Wolfe, Lessons in Play
; (2007) (LIP); Siegel, Combinatorial Game Theory (2013).
; Run it with:
;   go run . scripts/classroom.lisp

(defun say (&rest lines)
  "Prints each of LINES on a line of its own."
  (dolist (l lines) (format t "~a~%" l)))

(defun show-value (label p want)
  "Prints LABEL and the value of position P, and checks it is WANT (a game
or number, compared as values)."
  (let ((v (canon p)))
    (format t "  ~a = ~a~%" label v)
    (assert (= v want) (format nil "~a is ~a, not ~a" label v want))
    v))

(say "1. Hackenbush (WW ch. 1-2)"
     "   Left cuts blue edges (l), Right red ones (r), either the green (e);"
     "   whatever is no longer joined to the ground falls. The player who cannot move loses.")
(show (hackenbush "lrlrrllr"))
; WW ch. 2, "Blue-Red Hackenbush" stalks: read from the ground, the first
; colour change sets the binary point: lrlrrllr = 1 - 1/2 + 1/4 + 1/8 - ... = 77/128.
(show-value "lrlrrllr" (hackenbush "lrlrrllr") 77/128)
(show-value "l" (hackenbush "l") 1)
(show-value "lr" (hackenbush "lr") 1/2)
; A green stalk of n edges is the nimber *n (WW ch. 2, "Green Hackenbush").
(show-value "eee" (hackenbush "eee") (star 3))
(say "   Who wins lrlrrllr? A positive value: Left, whoever starts."
     (format nil "   outcome: ~a" (outcome (hackenbush "lrlrrllr"))))
(assert (eq (outcome (hackenbush "lrlrrllr")) 'l))
(say "")

(say "2. Domineering (WW ch. 2; LIP ch. 1)"
     "   Left places dominoes vertically, Right horizontally; rows are separated by |.")
(show (domineering "..|.."))
; WW ch. 2: the 2x2 square is ±1, a vertical pair 1, a horizontal pair -1.
(show-value "2x2" (domineering "..|..") (game "+-1"))
(show-value "vertical pair" (domineering ".|.") 1)
(show-value "horizontal pair" (domineering "..") -1)
(say "   In the 2x2 square the first player wins: a fuzzy game."
     (format nil "   outcome: ~a; (|| P 0): ~a" (outcome (domineering 2 2)) (|| (domineering 2 2) 0)))
(assert (eq (outcome (domineering 2 2)) 'n))
(say "   Left's winning moves there (winning-moves), as positions:")
(dolist (m (winning-moves (domineering 2 2) :left))
  (say (format nil "     ~a" m)))
(say "")

(say "3. Toads and Frogs (WW ch. 1)"
     "   Toads (t, Left's) move right, frogs (f, Right's) left, one step into an empty"
     "   square or a jump over one opposing creature.")
(show (toads-and-frogs "t.f"))
; WW ch. 1: t.f is *, whoever moves first wins; ttt is 0, nobody can move.
(show-value "t.f" (toads-and-frogs "t.f") star)
(show-value "t.." (toads-and-frogs "t..") 2)
(show-value "tt.ff" (toads-and-frogs "tt.ff") star)
(say "")

(say "4. Cutcake (WW ch. 2)"
     "   Left cuts a cake along a vertical line, Right along a horizontal one; pieces"
     "   of width or height 1 can be cut by one player only.")
; WW ch. 2's table of Cutcake values: a cake of 1 row and w columns is w-1
; (only Left can cut it); 2x2 and 2x3 are 0; 2 rows of 4 columns is 1
; (Left's best cut leaves 2x2 + 2x2 = 0, Right's leaves 1x4 + 1x4 = 6: {0|6} = 1).
(show-value "1 row, 4 columns" (cutcake 1 4) 3)
(show-value "2 rows, 2 columns" (cutcake 2 2) 0)
(show-value "2 rows, 3 columns" (cutcake 2 3) 0)
(show-value "2 rows, 4 columns" (cutcake 2 4) 1)
(show (cutcake 2 4))
(say "")

(say "5. Nim (Bouton 1902; WW ch. 2)"
     "   Take any number of counters from one heap; Nim heaps are nimbers, and a sum"
     "   is a second-player win exactly when the nim sum of the heaps is 0.")
(setq heaps (heap 'nim 3 5 7))
(say (format nil "   3 ⊕ 5 ⊕ 7 = ~a" (nim-value heaps)))
(assert (= (nim-value heaps) 1))
(say (format nil "   the winning moves from 3, 5, 7: ~a" (winning-moves heaps)))
(assert (= (length (winning-moves heaps)) 3))
(assert (null (winning-moves (heap 'nim 1 2 3))))
(say "")

(say "6. Sums: the games add up"
     "   A Hackenbush stalk, a Domineering square and a Toads and Frogs row, side by side:")
(setq total (+ (hackenbush "lr") (domineering "..|..") (toads-and-frogs "t.f")))
(say (format nil "   1/2 + ±1 + * = ~a" total))
(assert (= total (+ 1/2 (game "+-1") star)))
(say (format nil "   Left moving first: ~a" (winning-moves total :left)))
(say "Lesson complete.")
