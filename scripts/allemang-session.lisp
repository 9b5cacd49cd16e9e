; Dean Allemang's sample session with his partizan game calculator,
; Appendix III of "Machine Computation with Finite Games" (Cambridge M.Sc.
; thesis, 1984), all 26 steps in order, numbered as in doc/references.md
; ("Allemang 1984, Appendix III: the sample session in order"; OCR errors
; corrected, erratum A16: pml = pm1, "! 1" and "!!" = "!|", '** = '!*,
; {0|2**↑} = {0|2*+↑}).
; Step 26, (all 8), is Allemang's baked alaska program: it is
; scripts/baked-alaska.lisp, loaded at the end.
;
; Allemang's thermograph pictures are lost from the OCR; DRAW prints cgcalc's
; (Left, positive, to the left; temperature upward), then the temperature and
; the mean where Allemang printed the temperature as 1.500000000.
;
; Each step prints its number and input, then its value, or what it prints:
; pr, dispint and draw print and return nil, which is not shown; for a setq,
; a note says what the variable now holds.  Lines starting with "!" are
; Allemang's comments ("!" began a comment in his transcript); lines starting
; with ";" are cgcalc's notes, where cgcalc prints something else than his
; system did and why.  (shows G TEXT) checks that G prints exactly as TEXT.
; Run it with:
;   go run . scripts/allemang-session.lisp

(defvar session-after-step nil)         ; t once a step has printed something

(defun session-break ()
  "Starts a new block with a blank line, if a step came before."
  (when session-after-step
    (terpri)
    (setq session-after-step nil)))

(defun session-step (n input)
  "Prints step N's INPUT, as in Allemang's transcript, before it runs; a blank
line separates it from the step before, unless Allemang's comment did."
  (session-break)
  (format t "[~a] ~a~%" n input)
  (setq session-after-step t))

(defun allemang-says (text)
  "Prints TEXT, Allemang's comment, before the step it introduces."
  (session-break)
  (format t "! ~a~%" text))

(defun session-note (text)
  "Prints TEXT, cgcalc's note."
  (format t "; ~a~%" text))

(defun session-value (v)
  "Prints the value V of a step, as the REPL would."
  (format t "~a~%" v))

(defun session-setq (name v)
  "Prints what the variable NAME holds after a setq: V."
  (format t "~a is now ~a~%" name v))

(defun shows (g text)
  "Checks that G prints as TEXT, as PR prints it."
  (let ((got (format nil "~a" g)))
    (unless (equal got text)
      (error "~s printed as ~s, not ~s" g got text))
    t))

(format t "Dean Allemang's sample session (1984), replayed by cgcalc~%")
(format t "(\"!\" lines are Allemang's comments, \";\" lines cgcalc's notes)~%")
(setq session-after-step t)             ; a blank line after the title

(allemang-says "Use the LISP function setq and the game function mg to define the game plus-or-minus-one.")
(session-step 1 "(setq pm1 (mg 1 !| -1))")
(setq pm1 (mg 1 !| -1))                                     ;  1
(session-setq 'pm1 pm1)
(allemang-says "Use pr to print this game in a legible form.")
(session-step 2 "(pr pm1)")
(pr pm1)                                                    ;  2
(shows pm1 "{1|-1}")
(allemang-says "Print its confusion interval")
(session-step 3 "(dispint pm1)")
(dispint pm1)                                               ;  3
(terpri)
(assert (equal (confint pm1) '((1 1) (-1 -1))) "confint of ±1 is [1,-1], closed at both ends")
(allemang-says "and its thermograph.")
(session-step 4 "(draw (thermograph pm1))")
(draw (thermograph pm1))                                    ;  4
; ±1 = {1|-1}: walls 1 and -1 at temperature 0 meet at temperature 1, mean 0
; (Winning Ways ch. 6: the thermograph of the switch {x|y} has mean (x+y)/2
; and temperature (x-y)/2).
(assert (equal (thermograph pm1) '((0 ((1 1) (-1 -1))) (1 ((0 1) (0 -1))))))

(allemang-says "Let's try a more complicated game.")
(session-step 5 "(setq a (mg (mplus 3 pm1) (mplus 2 pm1) !| pm1))")
(setq a (mg (mplus 3 pm1) (mplus 2 pm1) !| pm1))            ;  5
(session-setq 'a a)
(session-step 6 "(pr a)")
(pr a)                                                      ;  6
(shows a "{2+{1|-1},3+{1|-1}|{1|-1}}")
(session-step 7 "(draw (thermograph a))")
(draw (thermograph a))                                      ;  7
(session-note "Allemang printed the temperature, 1.500000000; his picture is lost.")
; a = {3±1, 2±1 | ±1} = {{4|2}|±1} in canonical form.  Left's scaffold is
; the Right wall of {4|2}, 2 up to temperature 1, tilted: 2 then 3-t; Right's
; is the Left wall of ±1 tilted: 1 then t.  They meet at t = 3/2 at 3/2.  The
; ends are open: a < 2 and a > 1 (cooled by 1, a is {2*|1*}, likewise).
(assert (equal (thermograph a)
               '((0 ((2 -1) (1 1))) (1 ((2 -1) (1 1))) (3/2 ((3/2 1) (3/2 -1))))))
(assert (= (mean a) 3/2) "a has mean 3/2")
(assert (= (temperature a) 3/2) "a has temperature 3/2")
(allemang-says "How about the thermograph of its negative?")
(session-step 8 "(draw (thermograph (mminus a)))")
(draw (thermograph (mminus a)))                             ;  8
(assert (= (mean (mminus a)) -3/2) "-a has mean -3/2")
(assert (= (temperature (mminus a)) 3/2) "-a has temperature 3/2")

(allemang-says "Define the familiar game * = {0|0}")
(session-step 9 "(setq star (mg 0 !| 0))")
(setq star (mg 0 !| 0))                                     ;  9
(session-setq 'star star)
(allemang-says "and up = {0|*}.")
(session-step 10 "(setq up (mg 0 !| star))")
(setq up (mg 0 !| star))                                    ; 10
(session-setq 'up up)
(session-step 11 "(pr up)")
(pr up)                                                     ; 11
(shows up "{0|{0|0}}")

(allemang-says "There must be a prettier way to print up.")
(allemang-says "So let's start by printing star as *.")
(session-step 12 "(know star '!*)")
(session-value (know star '!*))                             ; 12
(session-note "know returns the name; Allemang's returned the new gamelist.")
(session-step 13 "(pr up)")
(pr up)                                                     ; 13
(shows up "{0|*}")

(allemang-says "Better, but up is a common game, so let's shorten it still more.")
(session-step 14 "(know up '!↑)")
(session-value (know up '!↑))                               ; 14
(session-step 15 "(pr up)")
(pr up)                                                     ; 15
(shows up "↑")

(allemang-says "It is expensive to check each new game for equality with up and star,")
(allemang-says "so we will not check any new games.")
(session-step 16 "(setq gamelist nil)")
(setq gamelist nil)                                         ; 16
(session-setq 'gamelist gamelist)
(allemang-says "But the old games remember their names ...")
(session-step 17 "(pr up)")
(pr up)                                                     ; 17
(shows up "↑")
(session-step 18 "(setq dups (mplus up up star))")
(setq dups (mplus up up star))                              ; 18
(session-setq 'dups dups)
(allemang-says "... and tell them to new games which are defined in terms of the old ones.")
(session-step 19 "(pr dups)")
(pr dups)                                                   ; 19
(shows dups "2↑+*")

(allemang-says "Let's try to work out the canonical form for ↑↑+*.")
(session-step 20 "(canon dups)")
(session-value (canon dups))                                ; 20
(shows (canon dups) "⇑*")
(session-note "canon returns the canonical form of dups as a new game; dups itself does not")
(session-note "change (games never do), so it still prints as the sum ↑+↑+*.  Allemang's")
(session-note "CANON worked in place, but summand by summand, so his printed the same:")
(session-step 21 "(pr dups)")
(pr dups)                                                   ; 21
(shows dups "2↑+*")

(allemang-says "But ↑ and * were already in simplest form.  So we work out the options of")
(allemang-says "↑↑+*, so that we can canonicalize the entire sum.")
(session-step 22 "(setq nup (unsum dups))")
(setq nup (unsum dups))                                     ; 22
(session-setq 'nup nup)
(session-step 23 "(pr nup)")
(pr nup)                                                    ; 23
(shows nup "{*+↑,2↑|2*+↑,2↑}")
(session-step 24 "(canon nup)")
(session-value (canon nup))                                 ; 24
(session-note "nup is a game {L|R}, not a sum: canon leaves nup unchanged too, but from")
(session-note "now on nup prints as {L|R} over the canonical options.")
(session-step 25 "(pr nup)")
(pr nup)                                                    ; 25
(shows nup "{0|↑}")
(session-note "Allemang printed {0|2*+↑}: his CANON did not know that *+* = 0.")

; The same values, checked by comparison rather than by print.
(assert (ceq nup dups) "unsum does not change the value")
(assert (ceq nup (game "^^*")) "↑+↑+* is ⇑*")
(assert (ceq a (game "{{4|2}|{1|-1}}")) "a = {3±1,2±1|±1} = {{4|2}|±1} in canonical form")
(assert (cgt up 0) "↑ > 0")
(assert (cfuzzy star 0) "* is fuzzy with 0")

; Step 26: Allemang's program for baked alaska, with his table for (all 8).
(session-break)
(session-note "Allemang ends with the output of \"a few lines of LISP code which compute values")
(session-note "for the game 'baked alaska'\"; the code is lost, scripts/baked-alaska.lisp rebuilds it.")
(session-step 26 "(load \"baked-alaska.lisp\")   ; Allemang's program, then (all 8)")
(load "baked-alaska.lisp")                                  ; 26
