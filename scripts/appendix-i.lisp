; Allemang's misère tables recomputed: table iii (Grundy's game) and the clean
; columns of Appendix I of Dean Allemang, "Machine Computation with Finite
; Games" (Cambridge M.Sc. thesis, 1984), as printed; how the text was read
; and its errors: doc/references.md, "Reading Allemang's tables" and errata
; A2-A6.
;
; An entry is γ(g0g1g2g3): γ is the normal-play nim value, g0g1g2g3 the first
; symbols of the blurry genus (symbol i is 0 if G + :2i is a misère P-position,
; 1 if G + :2i+1 is, # otherwise; a # is written 2 or 3 when the next symbol,
; printed or not, is 0 or 1), and a leading * means the heap equals the nim
; heap *γ.  Two-heap sums of table iii have no γ: 13+28 = (2020).
;
; Every entry below is asserted.  Where our computation disagrees with the
; printed text (5 entries of Appendix I, none of table iii) the script
; asserts our value and says why in a comment; the same data and exceptions
; are checked in Go by games/misere/genus_test.go (TestAllemangTables,
; TestGrundyPairs).  Run it with:
;   go run . scripts/appendix-i.lisp

; ---------------------------------------------------------------------------
; Two-heap entries.  (genus-entry (heap 'grundy A B)) renders a sum as table
; iii does; as a check, its symbols are recomputed below from misère outcomes.

(defun render-symbols (syms width)
  "The first WIDTH of the blurry-genus symbols SYMS (strings \"0\" \"1\" \"#\",
one more than WIDTH) in Allemang's 2/3 form: a # followed by 0 is 2, by 1 is 3."
  (let ((out ""))
    (dotimes (i width out)
      (let ((s (nth i syms)) (next (nth (+ i 1) syms)))
        (when (equal s "#")
          (cond ((equal next "0") (setq s "2"))
                ((equal next "1") (setq s "3"))))
        (setq out (format nil "~a~a" out s))))))

(defun sum-entry (a b)
  "Table iii's entry for the Grundy sum G_A + G_B: (g0g1g2g3)."
  (genus-entry (heap 'grundy a b)))

; The same symbols by the definition, as a check of the reading above: in
; Grundy's game heap 3 = *1 = :1 and heap 5 = *2 = :2 (table iii stars them),
; so G + :2i is G plus i heaps of 5, and G + :2i+1 that plus a heap of 3.
(assert (mceq (heap 'grundy 3) (adder 1)) "Grundy heap 3 is the adder :1 (table iii *1(0313))")
(assert (mceq (heap 'grundy 5) (adder 2)) "Grundy heap 5 is the adder :2 (table iii *2(2020))")

(defun fives (i) (if (= i 0) nil (cons 5 (fives (- i 1)))))

(defun symbol-by-outcomes (heaps i)
  "Symbol I of the blurry genus of the Grundy position HEAPS, from outcomes."
  (cond ((eq (misere-outcome (heap 'grundy (append heaps (fives i)))) 'p) "0")
        ((eq (misere-outcome (heap 'grundy (append heaps (fives i) (list 3)))) 'p) "1")
        (t "#")))

(defun check-by-outcomes (a b)
  "Symbols 0-4 of G_A + G_B by outcomes, rendered, agree with genus-entry."
  (let ((syms nil))
    (dotimes (i 5) (setq syms (append syms (list (symbol-by-outcomes (list a b) i)))))
    (assert (equal (format nil "(~a)" (render-symbols syms 4)) (sum-entry a b))
            (format nil "grundy ~a+~a: outcomes disagree with genus-entry" a b))))

; ---------------------------------------------------------------------------
; Printing and checking a column of Appendix I / table iii.

(defun pad (text width)
  (let ((s (format nil "~a" text)))
    (while (< (length s) width) (setq s (format nil "~a " s)))
    s))

(defun check-column (title rules width printed exceptions)
  "Computes heaps 0.. of RULES (WIDTH symbols) and asserts that heap n is the
n-th string of PRINTED, except the heaps listed in EXCEPTIONS as (n OURS WHY),
where OURS is asserted instead.  Prints the column, PER entries a line."
  (let* ((n (- (length printed) 1))
         (ours (genus-values rules n width))
         (per (if (> width 4) 4 6))
         (notes nil)
         (i 0))
    (format t "~%~a, heaps 0-~a~%" title n)
    (dolist (want printed)
      (let ((got (nth i ours)) (ex (assoc i exceptions)))
        (cond (ex
               (assert (equal got (cadr ex))
                       (format nil "~a heap ~a: ours ~a, expected ~a" title i got (cadr ex)))
               (assert (not (equal got want)) "an exception must be a real disagreement")
               (setq notes (cons (format nil "   ! heap ~a: Allemang ~a, ours ~a: ~a"
                                         i want got (caddr ex))
                                 notes)))
              (t (assert (equal got want)
                         (format nil "~a heap ~a: ours ~a, Allemang ~a" title i got want))))
        (format t "~a~a~a" (pad i 3) (if ex "!" " ") (pad got (+ width 5)))
        (when (= (mod (+ i 1) per) 0) (terpri))
        (setq i (+ i 1))))
    (unless (= (mod i per) 0) (terpri))
    (dolist (note (reverse notes)) (princ note) (terpri))
    i))

; ---------------------------------------------------------------------------
; Table iii, Grundy's game, single heaps 0-88 (Allemang's chapter "Grundy's
; game"; OCR-B forms: the OCR-A doubled #s, e.g. "##313" for heap 77, are not
; used, doc/references.md erratum A2).  All 89 agree.

(princ "Allemang, Machine Computation with Finite Games (1984): table iii and Appendix I")
(terpri)

(setq grundy-singles                    ; table iii, single heaps 0-88
 '("*0(1202)" "*0(1202)" "*0(1202)" "*1(0313)" "*0(1202)" "*2(2020)" "*1(0313)"     ;  0- 6
   "*0(1202)" "*2(2020)" "*1(0313)" "*0(1202)" "*2(2020)" "*1(0313)" "3(1#31)"      ;  7-13
   "*2(2020)" "*1(0313)" "3(1#31)"  "*2(2020)" "4(0###)"  "3(1#31)"  "0(2020)"      ; 14-20
   "4(0###)"  "3(1#31)"  "0(2020)"  "4(0###)"  "3(1#31)"  "0(2020)"  "4(0###)"      ; 21-27
   "1(1313)"  "2(2020)"  "3(0202)"  "1(1313)"  "2(2020)"  "4(0202)"  "1(1313)"      ; 28-34
   "2(####)"  "4(0202)"  "1(1313)"  "2(####)"  "4(0###)"  "1(1313)"  "5(####)"      ; 35-41
   "4(0###)"  "1(1313)"  "5(####)"  "4(0#20)"  "1(1313)"  "5(####)"  "4(2020)"      ; 42-48
   "1(1313)"  "0(0#31)"  "2(2020)"  "1(1313)"  "0(3131)"  "2(2020)"  "1(1###)"      ; 49-55
   "5(3131)"  "2(#202)"  "1(####)"  "3(3131)"  "2(#202)"  "1(####)"  "3(31##)"      ; 56-62
   "2(####)"  "4(####)"  "3(31##)"  "2(1###)"  "4(2020)"  "3(31##)"  "2(1###)"      ; 63-69
   "4(2020)"  "3(31#3)"  "2(1###)"  "4(2020)"  "3(31#3)"  "2(1###)"  "4(2020)"      ; 70-76
   "3(#313)"  "2(1###)"  "4(2020)"  "5(####)"  "2(1###)"  "4(####)"  "5(####)"      ; 77-83
   "2(1###)"  "4(####)"  "3(####)"  "7(20##)"  "4(#313)"))                          ; 84-88

(check-column "Table iii, Grundy's game" 'grundy 4 grundy-singles nil)

; The γ of the entries is the Grundy-game nim sequence (OEIS A002188).
(assert (equal (nim-values 'grundy 88)
               '(0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 4 3 0 4 3 0 4 1 2 3 1 2 4 1 2 4 1 2 4
                 1 5 4 1 5 4 1 5 4 1 0 2 1 0 2 1 5 2 1 3 2 1 3 2 4 3 2 4 3 2 4 3 2 4 3 2 4 3 2 4
                 5 2 4 5 2 4 3 7 4))
        "Grundy nim values 0-88 (table iii, the γ of each entry)")

; The single heaps that are misère P-positions (g0 = 0): the multiples of 3 up
; to 45, then 50 (Allemang's chapter "Grundy's game"; 94 is beyond the table).
(setq single-p nil)
(dotimes (n 89)
  (when (eq (misere-outcome (heap 'grundy n)) 'p) (setq single-p (cons n single-p))))
(format t "   single P heaps: ~a~%" (reverse single-p))
(assert (equal (reverse single-p) '(3 6 9 12 15 18 21 24 27 30 33 36 39 42 45 50))
        "Grundy single P heaps <= 88 (Allemang, Grundy's game)")

; The same entries from misère outcomes by the definition (symbol i is 0 if
; G + :2i is P, 1 if G + :2i+1 is): every single heap agrees with genus-values.
(dotimes (n 89)
  (let ((syms nil) (e (nth n grundy-singles)) (g (nim-value (heap 'grundy n))))
    (dotimes (i 5) (setq syms (append syms (list (symbol-by-outcomes (list n) i)))))
    (let ((r (render-symbols syms 4)))
      (assert (or (equal e (format nil "~a(~a)" g r)) (equal e (format nil "*~a(~a)" g r)))
              (format nil "Grundy heap ~a by outcomes gives ~a, table iii ~a" n r e)))))

; ---------------------------------------------------------------------------
; Table iii, two-heap wild sums (both heaps non-adders).  Allemang lists them
; before the heap of their total; these are the blocks of totals n <= 51
; (OCR-B forms: OCR-A's "0####" is "0###", erratum A2).  Each line: (n (a b entry)...).

(setq grundy-pairs
 '((29 (13 16 "(1202)"))
   (31 (13 18 "(0###)"))
   (32 (13 19 "(1202)"))
   (33 (13 20 "(#313)"))
   (34 (13 21 "(0###)") (16 18 "(0###)"))
   (35 (13 22 "(1202)") (16 19 "(1202)"))
   (36 (13 23 "(#313)") (16 20 "(#313)"))
   (37 (13 24 "(0###)") (16 21 "(0###)") (18 19 "(0###)"))
   (38 (13 25 "(1202)") (16 22 "(1202)") (18 20 "(####)"))
   (39 (13 26 "(#313)") (16 23 "(#313)") (18 21 "(1202)") (19 20 "(#313)"))
   (40 (13 27 "(0###)") (16 24 "(0###)") (18 22 "(0###)") (19 21 "(0###)"))
   (41 (13 28 "(2020)") (16 25 "(1202)") (18 23 "(####)") (19 22 "(1202)") (20 21 "(####)"))
   (42 (13 29 "(#313)") (16 26 "(#313)") (18 24 "(1202)") (19 23 "(#313)") (20 22 "(#313)"))
   (43 (13 30 "(3131)") (16 27 "(0###)") (18 25 "(0###)") (19 24 "(0###)") (20 23 "(0202)")
       (21 22 "(0###)"))
   (44 (13 31 "(2020)") (16 28 "(2020)") (18 26 "(####)") (19 25 "(1202)") (20 24 "(####)")
       (21 23 "(####)"))
   (45 (13 32 "(#313)") (16 29 "(#313)") (18 27 "(1202)") (19 26 "(#313)") (20 25 "(#313)")
       (21 24 "(1202)") (22 23 "(#313)"))
   (46 (13 33 "(3131)") (16 30 "(3131)") (18 28 "(####)") (19 27 "(0###)") (20 26 "(0202)")
       (21 25 "(0###)") (22 24 "(0###)"))
   (47 (13 34 "(2020)") (16 31 "(2020)") (18 29 "(####)") (19 28 "(2020)") (20 27 "(####)")
       (21 26 "(####)") (22 25 "(1202)") (23 24 "(####)"))
   (48 (13 35 "(0###)") (16 32 "(#313)") (18 30 "(####)") (19 29 "(#313)") (20 28 "(1313)")
       (21 27 "(1202)") (22 26 "(#313)") (23 25 "(#313)"))
   (49 (13 36 "(3131)") (16 33 "(3131)") (18 31 "(####)") (19 30 "(3131)") (20 29 "(0202)")
       (21 28 "(####)") (22 27 "(0###)") (23 26 "(0202)") (24 25 "(0###)"))
   (50 (13 37 "(2020)") (16 34 "(2020)") (18 32 "(1###)") (19 31 "(2020)") (20 30 "(2020)")
       (21 29 "(####)") (22 28 "(2020)") (23 27 "(####)") (24 26 "(####)"))
   (51 (13 38 "(0###)") (16 35 "(0###)") (18 33 "(####)") (19 32 "(#313)") (20 31 "(1313)")
       (21 30 "(####)") (22 29 "(#313)") (23 28 "(1313)") (24 27 "(1202)") (25 26 "(#313)"))))

; Other two-heap entries of table iii that the chapter's arguments quote
; (OCR-B forms: OCR-A has ##31# for 35+45, ##313 for 13+67; erratum A2).
(setq grundy-pairs-text
 '((26 53 "(1313)") (13 39 "(31##)") (25 30 "(3131)") (26 29 "(0202)") (27 28 "(####)")
   (39 41 "(1#20)") (41 42 "(1#20)") (13 71 "(0#20)") (35 45 "(#31#)") (13 67 "(#313)")
   (16 67 "(#313)") (13 70 "(#313)") (18 62 "(2031)") (21 62 "(2031)") (35 47 "(2031)")
   (28 53 "(##20)")))

(defun check-pair (a b want)
  (let ((got (sum-entry a b)))
    (assert (equal got want) (format nil "grundy ~a+~a = ~a, table iii ~a" a b got want))
    (check-by-outcomes a b)
    (format t " ~a+~a=~a" a b got)))

(format t "~%Table iii, two-heap wild sums with total n <= 51~%")
(setq pair-count 0)
(dolist (line grundy-pairs)
  (format t "n=~a:" (pad (car line) 2))
  (dolist (p (cdr line))
    (when (/= (+ (car p) (cadr p)) (car line)) (error "bad transcription ~a" p))
    (check-pair (car p) (cadr p) (caddr p))
    (setq pair-count (+ pair-count 1)))
  (terpri))
(assert (= pair-count 104) "104 sums in the n <= 51 block")

(format t "~%Two-heap entries quoted in the text~%")
(setq i 0)
(dolist (p grundy-pairs-text)
  (check-pair (car p) (cadr p) (caddr p))
  (setq i (+ i 1))
  (when (= (mod i 6) 0) (terpri)))
(terpri)

; The shortcut checks of the text ("Grundy's game", computational shortcuts):
; G28 + G13 and G29 + G13 with
; the adders :1, :2, :4 (heaps 3, 5, 5+5), and the two heaps of 13 that
; cancel in G13 + G13 + G28 and G13 + G13 + G29 (same blurry genus).
(format t "~%Shortcut checks of the text; 3 = :1, 5 = :2, 5 5 = :4~%")
(defun grundy-entry (heaps)
  (genus-entry (heap 'grundy heaps)))
(dolist (c '(((13 28) "(2020)") ((13 28 3) "(3131)") ((13 28 5) "(0202)") ((13 28 5 5) "(2020)")
             ((13 29) "(#313)") ((13 29 3) "(#202)") ((13 29 5) "(3131)") ((13 29 5 5) "(1313)")))
  (let ((got (grundy-entry (car c))))
    (format t " ~a=~a" (car c) got)
    (assert (equal got (cadr c)) (format nil "grundy ~a = ~a, Allemang ~a" (car c) got (cadr c)))))
(terpri)
(assert (equal (blurry-genus (heap 'grundy 13 13 28)) (blurry-genus (heap 'grundy 28)))
        "G13 + G13 + G28 has the blurry genus of G28 (Allemang's shortcut)")
(assert (equal (blurry-genus (heap 'grundy 13 13 29)) (blurry-genus (heap 'grundy 29)))
        "G13 + G13 + G29 has the blurry genus of G29 (Allemang's shortcut)")

; ---------------------------------------------------------------------------
; Appendix I, the columns the OCR read cleanly (its third page and the 4.7
; page; doc/references.md erratum A3).

; 0.36: all 44 rows agree.
(check-column "Appendix I, 0.36" "0.36" 4
 '("*0(1202)" "*1(0313)" "*0(1202)" "*2(2020)" "*1(0313)" "*0(1202)" "*2(2020)" "*1(0313)"  ;  0- 7
   "3(1#31)"  "*2(2020)" "*1(0313)" "3(1#31)"  "*2(2020)" "4(0###)"  "3(1#31)"  "0(2020)"   ;  8-15
   "4(0###)"  "3(1#31)"  "2(2020)"  "4(0###)"  "1(1313)"  "2(2020)"  "3(0#31)"  "1(1313)"   ; 16-23
   "2(2020)"  "0(0202)"  "1(1313)"  "2(2020)"  "4(0###)"  "1(1313)"  "5(####)"  "4(0###)"   ; 24-31
   "1(1313)"  "5(####)"  "4(0###)"  "1(1313)"  "5(####)"  "2(0#20)"  "1(1313)"  "0(#202)"   ; 32-39
   "2(2020)"  "1(1313)"  "3(3131)"  "2(####)")                                             ; 40-43
 nil)

; 0.37, Officers: 42 of 44 rows agree.
; Exceptions: heaps 39 and 42 read "4(#31)", three symbols (doc/references.md
; erratum A4): a table entry has 4 symbols, so one was lost.  We get
; 4(##31) = #,#,#,1,#,1,...; the missing symbol is a #.
(check-column "Appendix I, 0.37 (Officers)" "0.37" 4
 '("*0(1202)" "*1(0313)" "*2(2020)" "*0(1202)" "*1(0313)" "*2(2020)" "3(1#31)"  "*1(0313)"  ;  0- 7
   "*2(2020)" "3(1#31)"  "4(0###)"  "0(2020)"  "3(1#31)"  "4(0###)"  "2(2020)"  "1(1313)"   ;  8-15
   "3(0#31)"  "2(2020)"  "1(1313)"  "0(0202)"  "2(2020)"  "1(1313)"  "4(0###)"  "5(####)"   ; 16-23
   "1(1313)"  "4(0###)"  "5(####)"  "1(1313)"  "2(0#20)"  "0(#202)"  "1(1313)"  "2(2020)"   ; 24-31
   "3(3131)"  "1(1313)"  "2(####)"  "3(3131)"  "4(####)"  "2(#202)"  "3(31##)"  "4(#31)"    ; 32-39
   "2(1###)"  "3(31#3)"  "4(#31)"   "2(1#20)")                                             ; 40-43
 '((39 "4(##31)" "printed with 3 symbols; a # was lost (erratum A4)")
   (42 "4(##31)" "printed with 3 symbols; a # was lost (erratum A4)")))
(assert (equal (blurry-genus (heap "0.37" 39)) "###1#") "0.37 heap 39 is #,#,#,1,#,1,... (4(##31))")
(assert (equal (blurry-genus (heap "0.37" 42)) "###1#") "0.37 heap 42 is #,#,#,1,#,1,... (4(##31))")

; 0.45: 39 of 41 rows agree (doc/references.md erratum A5).
; Exceptions (0.45: take 1 and split the rest in two, or take 2 leaving nothing
; or two heaps).  Heap 6 has the options 1+4, 2+3, 1+3, 2+2 = *2, 0, *1, 0
; (heaps 0-5 are *0,*0,*1,*1,*2,*2), so heap 6 = {0,*1,*2} = *3 exactly; we
; star it, Allemang did not (App. I's own caveat: "some positions without
; stars are also nimheaps").  The genus, 3(3131), is the same.
; Heap 10 has the options 1+8, 2+7, 3+6, 4+5, 1+7, 2+6, 3+5, 4+4, i.e.
; {0, *1, *2, *3, *2+*2}; its option *2+*2 = :4 has no option *4, so no
; reversible move deletes it and heap 10 is not *4, though Allemang starred it
; *4(####) (App. II also treats it as *4, a letter of period 2(2)).  The
; genus, 4(####), is the same.
(check-column "Appendix I, 0.45" "0.45" 4
 '("*0(1202)" "*0(1202)" "*1(0313)" "*1(0313)" "*2(2020)" "*2(2020)" "3(3131)"  "*1(0313)"  ;  0- 7
   "*1(0313)" "4(1###)"  "*4(####)" "*3(3131)" "2(2020)"  "2(2020)"  "1(1313)"  "1(0313)"   ;  8-15
   "4(0###)"  "2(2020)"  "2(2020)"  "6(####)"  "4(####)"  "4(####)"  "1(1313)"  "1(#313)"   ; 16-23
   "2(2020)"  "2(2020)"  "7(####)"  "1(1###)"  "1(1313)"  "4(####)"  "4(####)"  "3(3131)"   ; 24-31
   "2(2020)"  "2(2020)"  "1(0313)"  "1(1313)"  "4(####)"  "8(####)"  "2(2020)"  "7(####)"   ; 32-39
   "4(####)")                                                                              ; 40
 '((6 "*3(3131)" "heap 6 = {0,*,*2} = *3 exactly; an unstarred nim heap")
   (10 "4(####)" "its option *2+*2 has no move to *4, so heap 10 is not *4")))
(assert (mceq (heap "0.45" 6) (adder 3)) "0.45 heap 6 = :3 = *3 in misère play")
(assert (not (mceq (heap "0.45" 10) 4)) "0.45 heap 10 is not *4 in misère play")
(format t "   0.45 heap 10 in misère canonical form: ~a (*4 is {0,*,*2,*3})~%" (mcanon (heap "0.45" 10)))

; 0.53: 37 of 38 rows agree (doc/references.md erratum A6).
; Exception: heap 36.  The normal values of 0.53 have period 9 from heap 9,
; with a 4 at heaps 9, 18, 27 and so at 36; the printed row 36, 1(1313), is a
; copy of row 37.  We get 4(####), like heaps 9, 18 and 27.
(check-column "Appendix I, 0.53" "0.53" 4
 '("*0(1202)" "*1(0313)" "*1(0313)" "*2(2020)" "*2(2020)" "*1(0313)" "0(0202)"  "*2(2020)"  ;  0- 7
   "2(2020)"  "4(####)"  "0(0202)"  "1(#313)"  "2(2020)"  "2(2020)"  "1(0313)"  "1(1313)"   ;  8-15
   "2(2020)"  "2(2020)"  "4(####)"  "1(1313)"  "1(#313)"  "2(2020)"  "2(2020)"  "1(1313)"   ; 16-23
   "1(1313)"  "2(2020)"  "2(2020)"  "4(####)"  "1(1313)"  "1(1313)"  "2(2020)"  "2(2020)"   ; 24-31
   "1(1313)"  "1(1313)"  "2(2020)"  "2(2020)"  "1(1313)"  "1(1313)")                       ; 32-37
 '((36 "4(####)" "the row repeats row 37; normal values have period 9 (4 at 9, 18, 27, 36)")))
(assert (= (nth 36 (nim-values "0.53" 36)) 4) "0.53 heap 36 has nim value 4, as heaps 9, 18, 27")

; 0.54: all 37 rows agree.
(check-column "Appendix I, 0.54" "0.54" 4
 '("*0(1202)" "*1(0313)" "*0(1202)" "*1(0313)" "*2(2020)" "*2(2020)" "*2(2020)" "*4(####)"  ;  0- 7
   "*1(0313)" "1(1313)"  "1(#313)"  "*2(2020)" "*2(2020)" "2(2020)"  "4(1###)"  "1(1313)"   ;  8-15
   "1(1313)"  "1(#313)"  "2(2020)"  "2(2020)"  "2(2020)"  "4(1###)"  "1(1313)"  "1(1313)"   ; 16-23
   "1(#313)"  "2(2020)"  "2(2020)"  "2(2020)"  "4(1###)"  "1(1313)"  "1(1313)"  "1(#313)"   ; 24-31
   "2(2020)"  "2(2020)"  "2(2020)"  "4(1###)"  "1(1313)")                                  ; 32-36
 nil)

; 4.7, Knots (Appendix I's fifth page, 8-symbol genera): all 15 agree.
(check-column "Appendix I, 4.7 (Knots), 8 symbols" "4.7" 8
 '("*0(12020202)" "*1(03131313)" "*2(20202020)" "*1(03131313)" "*2(20202020)"   ;  0- 4
   "1(#3131313)"  "2(20202020)"  "1(#3131313)"  "2(1#202020)"  "1(20#31313)"    ;  5- 9
   "2(131#2020)"  "1(2020#313)"  "2(13131#20)"  "1(202020#3)"  "2(1313131#)")   ; 10-14
 nil)

(format t "~%All entries agree with the printed tables except the 5 marked ! (explained above).~%")
