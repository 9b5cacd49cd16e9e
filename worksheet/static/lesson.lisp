;;; cgcalc worksheet
;; A first lesson. Left (blue) and Right (red) move
;; in turn; whoever cannot move loses. Shift+Enter
;; evaluates a cell; each picture shows the value
;; and who wins.
;;
;; Blue-Red Hackenbush: Left cuts a blue edge (l),
;; Right a red one (r); what is cut off the ground
;; falls.
(setq stalk (hackenbush "lrl"))
(show stalk)
;;; ----
; A number: Left is 3/4 of a move ahead, whoever
; starts (Berlekamp's rule: 1 - 1/2 + 1/4).
(canon stalk)
(outcome stalk)   ; l: Left wins
;;; ----
;; Domineering: Left places dominoes upright,
;; Right lying down.
(setq board (domineering 2 3))
(show board)
;;; ----
; Whoever starts wins (n): the value is hot, not a
; number. Left's winning move, drawn:
(canon board)
(show (winning-moves board :left))
;;; ----
;; Games add: a move is a move in one of them.
;; A 2×2 square is ±1, and ±1 + ±1 = 0: the
;; second player wins (p).
(setq square (domineering 2 2))
(show (list square square))
(outcome (+ square square))
;;; ----
;; Nim: take any number of counters from one heap.
;; A heap of n is the nimber *n; heaps add by
;; exclusive or: *3 + *5 + *6 = 0, so the second
;; player wins.
(+ (star 3) (star 5) (star 6))
;;; ----
; Heaps of 3, 5 and 7: the first player wins, by
; a move to nim-sum 0.
(nim-value (heap 'nim 3 5 7))
(winning-moves (heap 'nim 3 5 7))
;;; ----
;; Your turn: change a position above and run it
;; again. Right's winning moves in Clobber:
(show (winning-moves (clobber "xo.|ox.") :right))
