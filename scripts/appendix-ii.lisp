; Appendix II of Dean Allemang's thesis "Machine Computation with Finite
; Games" (Cambridge, 1984): generalized genera of messy octal games,
; computed by his Theorem III algorithm (ggenus) and checked, heap line by
; heap line and table line by table line, against his printed tables (how
; they were read: doc/references.md, erratum A7).  Then his worked examples,
; and the complete analyses of his last chapter by Theorem VI
; (complete-analysis).
;
; Run it with:  go run . scripts/appendix-ii.lisp
;
; Where the printed text and the computation differ, and why:
;   - .07, line 11011: the OCR prints "#####", five symbols; the table has
;     "####".  .17: the OCR reads "01.110" for 01110 and "###" (three
;     symbols) for 11011 and 20100-21011; the table has "####".  .07 heap
;     lines 1-5 carry stray genera from the next page.  Heap lines printed
;     '"0' and '"1' (.16, .17, .36) are *0 and *1.  None of these is a
;     difference of substance.
;   - .16: Allemang omitted the lines with 3, 4 and 5 copies of heap 8 (a)
;     that agree with those for 1, 2 and 1 copies; his note says "heaps of
;     size 8 or 10", but heap 10 is *1: it means 8 (or 11, also a).  The
;     table computed has all 48 lines; the 30 printed ones are checked.
;   - .45 and .77: Allemang "observed that certain heaps behave like adders,
;     and consolidated the tables accordingly"; ggenus does the same with
;     :consolidate t, and finds his "2(1) like :2" and "like :5" lines.
;     (Heap 14 of .45 and heap 8 of .77 are in fact exactly the adder :5;
;     like him, ggenus absorbs only heaps equal to *0 ... *3.)
;   - Complete analyses: see the notes at each game below.

(defun check-column (code consolidate heaps lines)
  "Computes the Appendix II table of CODE for the heaps listed and checks
each heap line in HEAPS (heaps 1, 2, ...) and each (KEY GENUS) of LINES."
  (let ((tb (ggenus code (length heaps) :consolidate consolidate))
        (n 0))
    (dolist (want heaps)
      (setq n (+ n 1))
      (let ((got (ggenus-heap tb n)))
        (unless (equal got want)
          (error "~a heap ~a: ~a, Allemang ~a" code n got want))))
    (dolist (line lines)
      (let ((got (ggenus-line tb (car line))))
        (unless (equal got (cadr line))
          (error "~a line ~a: (~a), Allemang (~a)" code (car line) got (cadr line)))))
    (format t "~a: ~a heaps and ~a table lines as Allemang printed them~%" code n (length lines))
    tb))

(check-column "0.04" nil
  '("*0" "*0" "*0" "*1" "*1" "*1" "*2" "*2" "*0" "*3" "*3" "*1" "*1" "*1" "*0" "a, period 2(0)" "b, period 2(0)" "*3" "*3" "c, period 2(0)" "*2" "*2" "a, period 2(0)" "a, period 2(0)" "d, period 1(0)")
  '(("0000" "1202") ("0001" "1###") ("0010" "1#31") ("0011" "1###") ("0100" "0#20") ("0101" "0###")
    ("0110" "0313") ("0111" "0###")))
(check-column "0.06" nil
  '("*0" "*0" "*1" "*1" "*2" "*2" "*0" "*3" "*1" "*1" "*2" "a, period 2(1)" "b, period 2(1)" "*3" "c, period 2(0)" "c, period 2(0)")
  '(("000" "1202") ("001" "1#20") ("002" "1202") ("010" "1#31") ("011" "1313") ("012" "3131")
    ("020" "1202") ("021" "2020") ("022" "0202") ("100" "0###") ("101" "0###") ("102" "0###")
    ("110" "0###") ("111" "####") ("112" "####") ("120" "0###") ("121" "####") ("122" "####")))
(check-column "0.07" nil
  '("*0" "*1" "*1" "*2" "*0" "*3" "*1" "*1" "*0" "a, period 2(0)" "*3" "b, period 2(0)" "*2" "c, period 2(0)" "*0" "d, period 2(0)" "b, period 2(0)" "*2" "a, period 2(0)" "*3" "e, period 1(1)")
  '(("00000" "1202") ("00001" "1#31") ("00010" "0#20") ("00011" "0313") ("00100" "1###") ("00101" "1###")
    ("00110" "0###") ("00111" "0###") ("01000" "0###") ("01001" "0###") ("01010" "1###") ("01011" "1###")
    ("01100" "0313") ("01101" "0#20") ("01110" "1#31") ("01111" "1202") ("10000" "0202") ("10001" "3131")
    ("10010" "2020") ("10011" "1313") ("10100" "####") ("10101" "####") ("10110" "####") ("10111" "####")
    ("11000" "####") ("11001" "####") ("11010" "####") ("11011" "####") ("11100" "1313") ("11101" "2020")
    ("11110" "3131") ("11111" "0202")))
(check-column "0.14" nil
  '("*1" "*0" "*0" "*1" "*0" "*2" "*1" "*2" "*2" "*1" "*0" "a, period 2(2)" "*1" "b, period 2(0)" "a, period 2(2)" "c, period 2(2)")
  '(("000" "1202") ("001" "####") ("002" "0202") ("003" "####") ("010" "1###") ("011" "2020")
    ("012" "####") ("013" "0202") ("100" "3131") ("101" "####") ("102" "1313") ("103" "####")
    ("110" "####") ("111" "1313") ("112" "####") ("113" "1313") ("200" "0202") ("201" "####")
    ("202" "0202") ("203" "####") ("210" "####") ("211" "0202") ("212" "####") ("213" "0202")
    ("300" "1313") ("301" "####") ("302" "1313") ("303" "####") ("310" "####") ("311" "1313")
    ("312" "####") ("313" "1313")))
(check-column "0.15" nil
  '("*1" "*1" "*0" "*1" "*1" "*2" "*2" "*1" "*2" "*2" "*1" "*1" "*0" "a, period 2(2)" "a, period 2(2)" "*2" "*2" "b, period 2(2)" "*2" "c, period 2(0)")
  '(("000" "1202") ("001" "#313") ("002" "0202") ("003" "1313") ("010" "2020") ("011" "3131")
    ("012" "2020") ("013" "3131") ("020" "0202") ("021" "1313") ("022" "0202") ("023" "1313")
    ("030" "1313") ("031" "0202") ("032" "1313") ("033" "0202") ("100" "1#20") ("101" "3131")
    ("102" "2020") ("103" "3131") ("110" "0202") ("111" "1313") ("112" "0202") ("113" "1313")
    ("120" "2020") ("121" "3131") ("122" "2020") ("123" "3131") ("130" "3131") ("131" "2020")
    ("132" "3131") ("133" "2020")))
(check-column "0.16" nil
  '("*1" "*0" "*0" "*1" "*2" "*2" "*1" "a, period 2(4)" "*0" "*1" "a, period 2(4)" "b, period 2(0)" "c, period 2(2)")
  '(("000" "1202") ("001" "####") ("002" "0202") ("003" "####") ("004" "0202") ("005" "####")
    ("010" "1#20") ("011" "20##") ("012" "##20") ("013" "1###") ("014" "2020") ("015" "####")
    ("100" "2020") ("101" "####") ("102" "1313") ("110" "0202") ("111" "####") ("112" "3131")
    ("200" "0202") ("201" "####") ("202" "0202") ("210" "2020") ("211" "####") ("212" "2020")
    ("300" "1313") ("301" "####") ("302" "1313") ("310" "3131") ("311" "####") ("312" "3131")))
(check-column "0.17" nil
  '("*1" "*1" "*0" "*2" "*1" "*3" "*0" "*1" "*1" "a, period 2(0)" "*2" "b, period 2(0)" "*3" "c, period 2(0)" "*1" "d, period 2(0)" "a, period 2(0)" "*2" "b, period 2(0)" "*3" "e, period 2(1)")
  '(("00000" "1202") ("00001" "1#31") ("00010" "0#20") ("00011" "0313") ("00100" "1###") ("00101" "1###")
    ("00110" "0###") ("00111" "0###") ("01000" "0###") ("01001" "0###") ("01010" "1###") ("01011" "1###")
    ("01100" "0313") ("01101" "0#20") ("01110" "1#31") ("01111" "1202") ("10000" "1313") ("10001" "2020")
    ("10010" "3131") ("10011" "0202") ("10100" "####") ("10101" "####") ("10110" "####") ("10111" "####")
    ("11000" "####") ("11001" "####") ("11010" "####") ("11011" "####") ("11100" "0202") ("11101" "3131")
    ("11110" "2020") ("11111" "1313") ("20000" "0202") ("20001" "3131") ("20010" "2020") ("20011" "1313")
    ("20100" "####") ("20101" "####") ("20110" "####") ("20111" "####") ("21000" "####") ("21001" "####")
    ("21010" "####") ("21011" "####") ("21100" "1313") ("21101" "2020") ("21110" "3131") ("21111" "0202")))
(check-column "0.36" nil
  '("*1" "*0" "*2" "*1" "*0" "*2" "*1" "a, period 2(0)" "*2" "*1" "a, period 2(0)" "*2" "b, period 2(0)" "a, period 2(0)" "c, period 1(2)" "b, period 2(0)")
  '(("000" "1202") ("001" "1#31") ("010" "0###") ("011" "0###") ("100" "2020") ("101" "#313")
    ("110" "####") ("111" "####") ("200" "0202") ("201" "3131") ("210" "####") ("211" "####")))
(check-column "0.37" nil
  '("*1" "*2" "*0" "*1" "*2" "a, period 2(0)" "*1" "*2" "a, period 2(0)" "b, period 2(0)" "c, period 1(2)" "a, period 2(0)" "b, period 2(0)")
  '(("000" "1202") ("001" "1#31") ("010" "0###") ("011" "0###") ("100" "2020") ("101" "#313")
    ("110" "####") ("111" "####") ("200" "0202") ("201" "3131") ("210" "####") ("211" "####")))
(check-column "0.45" t
  '("*0" "*1" "*1" "*2" "*2" "*3" "*1" "*1" "a, period 2(0)" "b, period 2(2)" "*3" "2(1) like :2" "2(1) like :2" "2(1) like :5")
  '(("00" "1202") ("01" "1###") ("10" "####") ("11" "2020") ("20" "0202") ("21" "####")
    ("30" "####") ("31" "0202")))
(check-column "0.64" nil
  '("*0" "*1" "*2" "*3" "a, period 2(2)" "*1" "b, period 2(0)" "c, period 2(1)")
  '(("000" "1202") ("001" "####") ("002" "0202") ("003" "####") ("010" "1###") ("011" "2020")
    ("012" "####") ("013" "1313") ("100" "3131") ("101" "####") ("102" "3131") ("103" "####")
    ("110" "####") ("111" "1313") ("112" "####") ("113" "2020") ("200" "0202") ("201" "####")
    ("202" "0202") ("203" "####") ("210" "####") ("211" "2020") ("212" "####") ("213" "1313")))
(check-column "0.74" nil
  '("*1" "*0" "*1" "*2" "*3" "*2" "a, period 2(2)" "*1" "b, period 2(0)")
  '(("00" "1202") ("01" "####") ("02" "0202") ("03" "####") ("10" "1###") ("11" "2020")
    ("12" "####") ("13" "0202")))
(check-column "0.76" nil
  '("*1" "*0" "*2" "*3" "a, period 2(1)" "*1" "b, period 2(0)" "*2" "*3" "a, period 2(1)")
  '(("00" "1202") ("01" "####") ("02" "0202") ("10" "1###") ("11" "2020") ("12" "####")))
(check-column "0.77" t
  '("*1" "*2" "*3" "*1" "a, period 2(1)" "*3" "2(1) like :2" "2(1) like :5" "d, period 2(1)")
  '(("00" "1202") ("01" "1###") ("02" "1202") ("10" "0###") ("11" "0202") ("12" "####")
    ("20" "1202") ("21" "####") ("22" "0202")))

; ---------------------------------------------------------------------------
; Genus arrays (Allemang, "A bigger genus sequence"): the <1,2,a> genus, a = {:4,:1}, of
; J = {:1,H}, H = {:1,G0}, G0 = {:1,:2,{:2}}: the P-sets of J + i.a, written
; bottom entry first; "a diagonal strip of P's moves up-right, so no two
; columns coincide".
(assert (equal (genus-array "{:1,{:1,{:1,:2,{:2}}}}" "{:4,:1}" 7)
               '("1,4" "1,6" "3,8" "1,5,10" "2,7,12" "1,4,9,14" "2,7,11,16" "1,4,9,13,18")))
(assert (equal (genus-array "{:1,{:1,:2,{:2}}}" "{:4,:1}" 5) '("2" "4" "1,6" "3,8" "1,6" "3,8"))
        "H is periodic after the second (1,6), as Lemma 4 predicts")

; ---------------------------------------------------------------------------
; The worked examples ("How to read Appendix II" and "An algorithm for
; generalized genera").

; Dawson's Kayles (.07), position 21 17 12 10 7 4: 7 and 4 are *1 and *2,
; together *3; 12 and 17 are both b, with b+b = 0; 10 is a and 21 is e:
; line 10001, (3131), and with *3 a P-position.
(setq dk (ggenus 'dawsons-kayles 21))
(assert (eq (ggenus-outcome dk 21 17 12 10 7 4 :explain t) 'p) "Dawson's Kayles 21 17 12 10 7 4 is P")
(assert (eq (misere-outcome 'dawsons-kayles 21 17 12 10 7 4) 'p) "and so says the search of its positions")

; Officers (.37), position 2 7 10 10 11 11 11 11 11 13: line 210 (####), an
; N-position; the move 10 -> 9 leaves line 201, (3131), with *3 a P-position.
(setq officers (ggenus "0.37" 13))
(assert (eq (ggenus-outcome officers 2 7 10 10 11 11 11 11 11 13 :explain t) 'n) "Officers: N")
(assert (eq (ggenus-outcome officers 2 7 9 10 11 11 11 11 11 13 :explain t) 'p) "Officers: 10 -> 9 leaves P")
(assert (eq (misere-outcome "0.37" 2 7 9 10 11 11 11 11 11 13) 'p) "the search agrees")

; ---------------------------------------------------------------------------
; Complete analyses by Theorem VI (his last chapter and its catalogue).  A
; solution lists heaps 0 ... m+s, the last s repeating for ever, as nim heaps,
; letters or ~:n (behaves as the adder :n in every sum).

(defun pretend (sol n)
  "The lines of heaps 0 ... N of the solution SOL, as a list."
  (let ((out nil))
    (dotimes (i (+ n 1))
      (setq out (cons (ggenus-heap sol i) out)))
    (reverse out)))

; .75: Allemang's (the first complete analysis of .75): 0 1 2 1 2 r 2 r 2 5 2 5,
; the last two repeating, with r + r = :4.  Here r is a, heaps 6, 8, 10 behave
; as :2 and 9, 11 as :5, and two a's have the genus of :4, (0202).
(setq s75 (complete-analysis "0.75"))
(print s75)
(assert (equal (solution-period s75) '(7 2 2)))
(assert (equal (pretend s75 11)
               '("*0" "*1" "*2" "*1" "*2" "a, period 2(2)" "2(1) like :2" "a, period 2(2)"
                 "2(1) like :2" "2(1) like :5" "2(1) like :2" "2(1) like :5")))
(assert (equal (ggenus-line s75 "2") "0202") "r + r has the genus of :4")

; .34 (Flanigan, reprinted by Allemang): 0 1 0 1 2 0 1 0 3 1 a 1 2 0 a:1,
; the last 8 repeating, a = {:1,:4} of genus 1#20, a:1 of genus 0#31.  (The
; OCR prints 2 for heap 9; its normal value is 1.)  Here a:1 is the letter b.
(setq s34 (complete-analysis "0.34"))
(print s34)
(assert (equal (solution-period s34) '(6 8 2)))
(assert (equal (pretend s34 14)
               '("*0" "*1" "*0" "*1" "*2" "*0" "*1" "*0" "*3" "*1" "a, period 2(0)" "*1" "*2" "*0" "b, period 2(0)")))
(assert (equal (list (ggenus-line s34 "01") (ggenus-line s34 "10")) '("1#20" "0#31")))

; .71 (Flanigan): 0 1 2 1 0 r 0 1 s, the last 6 repeating; r of genus 2020,
; s of genus 1#20.  Flanigan's table of sums of r and s is reproduced except
; s + r: printed "-2020" beside a struck-out "0202"; the computation gives
; (0202), the struck value.
(setq s71 (complete-analysis "0.71"))
(print s71)
(assert (equal (solution-period s71) '(2 6 2)))
(assert (equal (pretend s71 8) '("*0" "*1" "*2" "*1" "*0" "a, period 2(3)" "*0" "*1" "b, period 2(0)")))
(assert (equal (mapcar (lambda (key) (ggenus-line s71 key)) '("00" "01" "02" "03" "04" "10" "12" "13" "14"))
               '("1202" "2020" "0202" "1313" "0202" "1#20" "2020" "1313" "0202")))
(assert (equal (ggenus-line s71 "11") "0202") "s + r: the struck value")

; .53: Allemang's solution holds only "for positions in which at least two
; heaps have 6 or more counters" (and uses Appendix I otherwise), with the
; last 9 of 0 1 1 2 2 1 4 2 2 *4 4 5 2 2 5 5 2 2 *4 5 repeating.  Theorem VI
; proves a period of 9 for all positions, from heap 21 (as Phi of the
; quotient): heaps 11, 14 and 20 are letters of their own (14 is not like
; :1, nor :5: 14 + 14 is a P-position), and from heap 21 every heap is like
; :2 or :5 or is the letter c of heap 9.
; (:seconds 0 here and for .72: the analyses asserted run to their end,
; however busy the machine, instead of stopping at the default 20 s.)
(setq s53 (complete-analysis "0.53" :seconds 0))  ; certified with the table to heap 60
(print s53)
(assert (equal (solution-period s53) '(20 9 2)))

; .72: Allemang: with at most one heap over 8 counters an adder/genus table
; holds; otherwise one may "usually" pretend heaps are adders, the last four
; repeating, except for sums of one heap of class c = {16, 20, 24, ...} with
; one of a = {9, 13} or b = {11, 15}.  Theorem VI proves period 4 from heap
; 16 for all positions, with those heaps as letters of their own.
(setq s72 (complete-analysis "0.72" :seconds 0))
(print (pretend s72 19))         ; the whole solution prints its 12288-line table
(assert (equal (solution-period s72) '(15 4 2)))
(assert (equal (ggenus-heap s72 9) (ggenus-heap s72 13)) "9 and 13 are one letter, Allemang's a")
(assert (not (equal (ggenus-heap s72 16) (ggenus-heap s72 9))) "16 (his class c) is not a")

; .54: Allemang's solution, again, holds "for positions in which at least
; two heaps have 9 or more counters"; for all positions a new letter appears
; every three or four heaps, and Theorem VI is out of reach: it says so, and
; how far it would need to go.  To heap 28 (not the default 20 s, which
; reaches further or less far as the machine is busy): its seventh letter,
; heap 21, the last irregular heap, has appeared, and the report is the one
; heap 30 gives (the table to heap 58 at least, about 10^9 entries), at
; three fifths of the work.
(assert (null (complete-analysis "0.54" 28 :seconds 0)))

; His contextual solutions themselves (the catalogue; doc/references.md,
; errata A10 and A11), checked by
; contextual-analysis: a finite induction over the types of big heaps that
; proves a claim for every position with two or more big heaps, or finds a
; position where it fails.  Neither is true as printed:
;   - .53 (big: 6 or more): 11 and 14 both pretend to be :5, but 11 + 14 is
;     an N-position (genus ##0#...), where :5 + :5 = :8 is P.  It is the only
;     failure: with 11 + 14 excepted the claim is proved.
;   - .54 (big: 9 or more, and 7 as his handwritten note says): 7 + 14 is
;     0^31, N, where *4 + *4 is P.  Counting 7 as small does not help: 10 + 17
;     is N (genus 0^520), where :5 + :5 is P; and 0^520 is a wild genus, which
;     no sum of adders and nim heaps has, so no table of them can be right.
(format t "~%Allemang's contextual solutions:~%")
(assert (null (contextual-analysis "0.53")))
(assert (eq (misere-outcome "0.53" 11 14) 'n) "the search agrees: 11 + 14 is N")
(assert (eq (contextual-analysis "0.53" :corrected t) t))
(assert (null (contextual-analysis "0.54")))
(assert (eq (misere-outcome "0.54" 10 17) 'n))
(assert (equal (genus "0.54" 10 17) "0^520"))

; Guiles (.15): "last irregularity 21, period 10, r = 2, so sums of heaps up to
; 64 ... about 3^41 genus sequences: infeasible" (Allemang).  complete-analysis
; reports the table it would need and its size at the rate seen so far: to
; heap 31, Allemang's last irregularity 21 is the last irregular heap, and
; Theorem VI needs the table to heap 64, his figure.
(assert (null (complete-analysis 'guiles 31 :seconds 0)))

; Knots (4.7) has a complete solution by a strategy proof instead (his
; Knots chapter); its generalized genus table grows a letter for almost every
; heap.  The table to heap 9, checked against a search of all positions in
; the tests:
(print (ggenus "4.7" 9))

; The Knots rule itself (his Knots chapter) and the 0.26 rule of the
; catalogue, as rule-outcome computes them: verify-rule proves a rule on
; every position up to a total, with no search, by checking that no
; position without a move is claimed P, that every claimed N position has a
; move to a claimed P position, and that no claimed P position has one.
; Knots needs no correction; 0.26 needs three (see rule-outcome's help and
; doc/references.md erratum A13): the
; short-heap clause counts heaps of 2 and 6, the parity conditions are on the
; nim-sum (his marginal notes), and t(n) = (n-5)/2 for odd n >= 11, not the
; printed (n-1)/2 (11 + 17 is P, which the printed t(11) = 5 gets wrong).
(format t "~%Knots and 0.26 by rule, proved for every position of total <= 30: ~a and ~a positions~%"
        (verify-rule 'knots 30) (verify-rule "0.26" 30))
(assert (eq (rule-outcome 'knots 5 9 12) (misere-outcome 'knots 5 9 12)))
(assert (eq (rule-outcome "0.26" 11 17) 'p))
(assert (eq (misere-outcome "0.26" 11 17) 'p))
