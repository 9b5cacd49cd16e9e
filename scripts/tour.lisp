; A short tour of the cgcalc language.  Run it with:  go run . scripts/tour.lisp
;
; cgcalc speaks a small Lisp in the style of the one Dean Allemang used for his
; partizan game calculator (1984).  Every check below is an assert: if the
; language misbehaves, the script stops with the position of the failure.

(princ "1. Numbers are exact rationals of any size.")
(terpri)
(format t "   (+ 1/2 1/4)        = ~a~%" (+ 1/2 1/4))
(format t "   1.5 reads as       ~a~%" 1.5)
(format t "   (expt 2 100)       = ~a~%" (expt 2 100))
(format t "   (/ 10 4)           = ~a, floor ~a, mod ~a~%" (/ 10 4) (floor 10 4) (mod 10 4))
(assert (= (+ 1/2 1/4) 3/4) "1/2 + 1/4 is 3/4")
(assert (= 1.5 3/2) "decimals are read exactly")
(assert (= (expt 2 100) 1267650600228229401496703205376) "2^100")
(assert (= (* 123456789012345678901234567890 10) 1234567890123456789012345678900) "big integers")
(assert (= (/ 1 3) 1/3) "division is exact")

(princ "2. Symbols are case-insensitive; ! escapes one character.")
(terpri)
(assert (eq 'MG 'mg) "MG and mg are one symbol")
(assert (eq '!| '|) "!| is the symbol |, Allemang's separator in (mg 1 !| -1)")
(assert (symbolp '↑) "Unicode symbols such as the up arrow are fine")
(format t "   '(mg 1 !| -1) reads as ~s~%" '(mg 1 !| -1))

(princ "3. Lists.")
(terpri)
(setq options '(3 1 2))
(format t "   options = ~s, sorted ~s, reversed ~s~%" options (sort options #'<) (reverse options))
(assert (equal (mapcar #'1+ options) '(4 2 3)))
(assert (equal (append '(a b) '(c)) '(a b c)))
(assert (= (length options) 3))
(assert (equal (assoc 'b '((a . 1) (b . 2))) '(b . 2)))

(princ "4. Functions, recursion and closures.")
(terpri)
(defun fib (n)
  "The Nth Fibonacci number."
  (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
(format t "   (fib 20) = ~a~%" (fib 20))
(assert (= (fib 20) 6765) "fib 20 is 6765")

(defun make-counter ()
  (let ((count 0))
    (lambda () (setq count (+ count 1)))))
(setq tick (make-counter))
(funcall tick)
(funcall tick)
(assert (= (funcall tick) 3) "a closure keeps its own state")

; Functions and variables live in separate namespaces, as in Common Lisp:
; a variable named list does not hide the function list.
(setq list '(1 2))
(assert (equal (list 'a list) '(a (1 2))))

(defun sum (&rest numbers) (apply #'+ numbers))
(assert (= (sum 1 2 3 4) 10))

(princ "5. Loops.")
(terpri)
(setq total 0)
(dotimes (i 10) (setq total (+ total i)))
(assert (= total 45) "0 + 1 + ... + 9")
(setq squares nil)
(dolist (x '(1 2 3)) (setq squares (cons (* x x) squares)))
(assert (equal squares '(9 4 1)))
(setq n 0)
(while (< n 5) (setq n (1+ n)))
(assert (= n 5))
(format t "   sum of 0..9 = ~a, squares = ~s~%" total (reverse squares))

(princ "6. Help is built in: (help NAME), (apropos \"TEXT\").")
(terpri)
(help fib)

(princ "7. Games.  (mg L... !| R...) is the game {L...|R...}.")
(terpri)
(setq pm1 (mg 1 !| -1))
(setq s (mg 0 !| 0))
(setq u (mg 0 !| s))
(format t "   pm1 = ~a, s = ~a, u = ~a~%" pm1 s u)
(format t "   canonical forms: ~a and ~a~%" (canon s) (canon u))
(assert (ceq s star) "{0|0} is *")
(assert (ceq u up) "{0|*} is up")
(assert (= (canon (mg 0 !| 1)) 1/2) "{0|1} is the number 1/2")
(assert (= (canon (mg 1/2 !| 1)) 3/4) "{1/2|1} is 3/4")
(setq sum (mplus u u s))
(format t "   u+u+s is kept as a sum, ~a; its canonical form is ~a~%" sum (canon sum))
(assert (ceq sum (game "{0|^}")) "up+up+star is {0|up}")
(format t "   (game \"{2||1|0}\") = ~a~%" (game "{2||1|0}"))
(format t "   outcomes: up ~a, star ~a, pm1 ~a, 0 ~a~%" (outcome up) (outcome star) (outcome pm1) (outcome 0))
(assert (equal (mapcar #'outcome (list up down star 0)) '(l r n p)))
(assert (cgt up 0) "up is positive")
(assert (cfuzzy (game "^*") 0) "up-star is confused with 0")

(princ "Tour complete.")
(terpri)
