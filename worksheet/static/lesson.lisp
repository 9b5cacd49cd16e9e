;;; cgcalc worksheet
;; A first lesson in combinatorial games. Two players, Left (blue) and
;; Right (red), move in turn; whoever cannot move loses. Shift+Enter
;; evaluates a cell; every picture is captioned with its value and who wins.
;;
;; Blue-Red Hackenbush: Left cuts a blue edge (l), Right a red one (r);
;; whatever is no longer joined to the ground falls.
(setq stalk (hackenbush "lrl"))
(show stalk)
;;; ----
; The value is a number: Left is 3/4 of a move ahead, whoever starts
; (Berlekamp's rule: 1 - 1/2 + 1/4).
(canon stalk)
(outcome stalk)   ; l: Left wins
;;; ----
;; Domineering: Left places dominoes upright, Right lying down.
(setq board (domineering 2 3))
(show board)
;;; ----
; Whoever starts wins: the value is hot, not a number (n: the first
; player wins). Left's winning move, drawn:
(canon board)
(show (winning-moves board :left))
;;; ----
;; Games add: a move is a move in one of them. Two 2×2 squares are
;; ±1 each, and ±1 + ±1 = 0: the second player wins (p).
(setq square (domineering 2 2))
(show (list square square))
(outcome (+ square square))
;;; ----
;; Nim: take any number of counters from one heap. A heap of n is the
;; nimber *n, and heaps add as nimbers: *3 + *5 + *6 = 0 (3 xor 5 xor 6),
;; so the second player wins.
(+ (star 3) (star 5) (star 6))
;;; ----
; With heaps of 3, 5 and 7 the first player wins: these moves leave a
; nim-sum of 0.
(nim-value (heap 'nim 3 5 7))
(winning-moves (heap 'nim 3 5 7))
;;; ----
;; Your turn: change a position above and evaluate it again, or try
;; (show (clobber "xo.|ox.")) and (help 'show): Right's winning moves here.
(show (winning-moves (clobber "xo.|ox.") :right))
