; Baked alaska: the "few lines of LISP code" whose output Dean Allemang printed
; (but not its source) in his sample session, step 26 of Appendix III of
; "Machine Computation with Finite Games" (Cambridge M.Sc. thesis, 1984); see
; doc/references.md, "Baked alaska: the inferred rules".
;
; The game, as reconstructed from his table (doc/references.md): a
; position is a disjoint sum of rectangles of squares.  Left removes one whole
; column (vertical strip) of one rectangle, Right one whole row, leaving the
; parts on either side: 0, 1 or 2 smaller rectangles.  Removing the last strip
; is allowed, but a move may not leave a square piece (k×k, any k).
;
; V(h w) is the value of a rectangle of h rows and w columns, so
; V(w h) = -V(h w): a transposed rectangle is the same game with the players
; swapped.  (all n) prints, for s = 3..n, one line of the values V(h w) with
; h + w = s and h > w, in the order w = 1, 2, 3, ...  Run it with:
;   go run . scripts/baked-alaska.lisp
; The rules are a defruleset (doc/classroom.md, "Your own rulesets in Lisp"), which
; keeps the values found; an earlier version kept them in an association list
; and took the canonical form of {Left's | Right's} itself, running up to twice
; the instructions (doc/benchmarks.md).

(defun allowed (h w)
  "Whether an h×w piece may be left by a move: it is empty or not a square."
  (or (= h 0) (= w 0) (/= h w)))

(defun strips (n)
  "The ways to remove one strip of N: the sizes (i n-1-i) of the parts left."
  (let ((l nil))
    (dotimes (i n l)
      (setq l (cons (list i (- n 1 i)) l)))))

; The rules, for one rectangle of h rows and w columns.  A move leaves a sum
; of two rectangles, so the options are games, (+ (v ...) (v ...)); defruleset
; keeps the value of each rectangle it solves and makes each option canonical.
(defruleset alaska (h w)
  "V(h w) by the rules, from its options: the canonical form of {Left's | Right's}."
  :left (lambda (h w)                   ; Left removes a column: h×i and h×j stay
          (let ((os nil))
            (dolist (p (strips w) os)
              (when (and (allowed h (car p)) (allowed h (cadr p)))
                (setq os (cons (+ (v h (car p)) (v h (cadr p))) os))))))
  :right (lambda (h w)                  ; Right removes a row: i×w and j×w stay
           (let ((os nil))
             (dolist (p (strips h) os)
               (when (and (allowed (car p) w) (allowed (cadr p) w))
                 (setq os (cons (+ (v (car p) w) (v (cadr p) w)) os)))))))

(defun v (h w)
  "V(h w), the value of a rectangle of H rows and W columns (0 if empty)."
  (cond ((or (= h 0) (= w 0)) 0)
        ((< h w) (- (v w h)))           ; wide pieces are negated tall ones
        (t (alaska h w))))

(defun pr-text (g)
  "G's text as Allemang's PR printed it: a hot game in braces, {L,...|R,...},
its options likewise; numbers and infinitesimals as cgcalc prints them (which
would write the switch {1/2|-2} as -3/4±5/4)."
  (if (<= (temperature g) 0)
      (format nil "~a" g)
      (format nil "{~a|~a}" (pr-list (left g)) (pr-list (right g)))))

(defun pr-list (games)
  "The texts of GAMES separated by commas."
  (let ((text (pr-text (car games))))
    (dolist (g (cdr games))
      (setq text (format nil "~a,~a" text (pr-text g))))
    text))

(defun row (s)
  "The line (all n) prints for h + w = S: V(h w) for h > w, w = 1, 2, ..."
  (let ((line (pr-text (v (- s 1) 1))) (w 2))
    (while (> (- s w) w)
      (setq line (format nil "~a ~a" line (pr-text (v (- s w) w))))
      (setq w (+ w 1)))
    line))

(defun all (n)
  "Prints the values of the rectangles with h > w, one line for each h + w = 3..N."
  (dotimes (i (- n 2))
    (princ (row (+ i 3)))
    (terpri)))

; ---------------------------------------------------------------------------
; Allemang's table.  He printed (step 26 of his session):
;   1
;   1/2
;   1/4 -{2|-1/2}
;   1/8 1/2
;   1/16 -{1+{2|-1/2}|1-1/8} 1
;   1/32 -{1/2|-1/16} 1/2
; His hot entries are the negatives of the transposed (wide) pieces, which his
; program evidently computed (doc/references.md): -{2|-1/2} = {1/2|-2}.  Row 5 reads
; -{1+{2|-1/2}|-1/8} here: the OCR's "|1-1/8}" would make the entry the number
; -1/2, which he would have printed as a number (doc/references.md, erratum A17).
; Each entry is checked with ceq against his text, and each line against the
; text printed here, in braces as his PR printed games.

(princ "(all 8)") (terpri)
(assert (null (time (all 8))) "all returns nil")

(defun check-row (s published printed)
  "Asserts that V(h w), h + w = S, h > w, w = 1, 2, ... equal the games in
PUBLISHED (Allemang's texts) and that the line prints as PRINTED."
  (let ((w 1))
    (dolist (text published)
      (assert (ceq (v (- s w) w) (game text))
              (format nil "V(~a ~a) is ~a, Allemang ~a" (- s w) w (v (- s w) w) text))
      (setq w (+ w 1)))
    (assert (<= (- s w) w) (format nil "line ~a has more entries than Allemang's" s))
    (assert (equal (row s) printed)
            (format nil "line ~a prints as ~s, not ~s" s (row s) printed))))

(check-row 3 '("1") "1")
(check-row 4 '("1/2") "1/2")
(check-row 5 '("1/4" "-{2|-1/2}") "1/4 {1/2|-2}")
(check-row 6 '("1/8" "1/2") "1/8 1/2")
(check-row 7 '("1/16" "-{1+{2|-1/2}|-1/8}" "1") "1/16 {1/8|{-1/2|-3}} 1")
(check-row 8 '("1/32" "-{1/2|-1/16}" "1/2") "1/32 {1/16|-1/2} 1/2")
(assert (not (ceq (v 5 2) (game "-{1+{2|-1/2}|1-1/8}"))) "the OCR's row 5 is not V(5 2)")
(assert (cnumberp (game "-{1+{2|-1/2}|1-1/8}")) "the OCR's row 5 would be a number")

; ---------------------------------------------------------------------------
; The values worked by hand in doc/references.md (baked alaska), computed by the rules
; (alaska, not v, so that wide pieces do not come from the symmetry).

(assert (ceq (alaska 1 1) star) "1×1 is *")
(assert (ceq (alaska 2 2) (game "±1")) "2×2 is ±1")
(dolist (w '(2 3 4 5 6))                ; 1×w = -V(w 1) = -1, -1/2, ..., -1/16
  (assert (ceq (alaska 1 w) (mminus (v w 1))) (format nil "1×~a is -V(~a 1)" w w))
  (assert (ceq (alaska 1 w) (- (/ 1 (expt 2 (- w 2))))) (format nil "1×~a" w)))
(assert (ceq (alaska 2 3) (game "{2|-1/2}")) "2×3 is {2|-1/2}")
(assert (ceq (alaska 2 4) -1/2) "2×4 is -1/2")
(assert (ceq (alaska 2 5) (game "{1+{2|-1/2}|-1/8}")) "2×5 is {1+{2|-1/2}|-1/8}")
(assert (ceq (alaska 4 3) 1) "4×3 is 1")
(assert (ceq (alaska 5 3) 1/2) "5×3 is 1/2")
(assert (ceq (alaska 3 3) (game "±1")) "3×3 is ±1")

; The symmetry the program relies on, checked by the rules for h + w <= 10.
(dotimes (h 10)
  (dotimes (w (- 10 h))
    (when (and (> w h) (> h 0))
      (assert (ceq (alaska h w) (mminus (v w h))) (format nil "V(~a ~a) = -V(~a ~a)" h w w h)))))

; ---------------------------------------------------------------------------
; Further: Allemang's table continued to h + w = 14, in a few seconds.

(princ "(all 14)") (terpri)
(time (all 14))
