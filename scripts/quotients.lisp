; Misère quotients, as Plambeck's survey "Advances in Losing" (2005)
; presents them, computed by cgcalc heap by heap, with asserts.  Every
; expected value comes from the survey's figures and MisereSolver
; transcripts (the survey's section and figure numbers in the comments;
; corrections in doc/references.md).
;
; Run it with:  go run . scripts/quotients.lisp

(format t "~%1. The game 0.123 (sections 9.3 and 11.3)~%")
(setq g (octal "0.123"))
(assert (equal (nim-values g 15) '(0 1 0 2 2 1 0 0 2 1 1 0 0 2 1 1)) "normal values, Fig. 21")
(format t "   genus of heaps 0..9: ~a~%" (genus-values g 9))
(assert (equal (genus (heap g 8 5)) "3^0531") "the two-heap genus table, Fig. 23")

(format t "~%   The partial quotients change at heaps 1, 3, 8 and 9 (the transcript of section 9.3):~%")
(setq q (quotient g))
(assert (equal (quotient-log q) '((1 2) (3 6) (8 12) (9 20))))
(print q)
(assert (equal (presentation q) "{a,b,c,d | a2=1,b4=b2,b2c=b3,c2=1,b2d=d,cd=bd,d3=ad2}"))
(assert (equal (p-portion q) '("a" "b2" "ac" "bd" "d2")))

(format t "~%   4+4 and 6 have the same genus, but not the same element (section 9.4, Fig. 14):~%")
(format t "   genus 4+4 ~a, genus 6 ~a; Phi(4+4) = ~a, Phi(6) = ~a~%"
        (genus g 4 4) (genus g 6) (phi q 4 4) (phi q 6))
(assert (equal (genus g 4 4) (genus g 6)))
(assert (equal (phi q 4 4) "b2"))
(assert (equal (phi q 6) "d2"))
(format t "   8+9 tells them apart: 4+4+8+9 is ~a, 6+8+9 is ~a (the search says ~a and ~a)~%"
        (q-outcome q 4 4 8 9) (q-outcome q 6 8 9)
        (misere-outcome g 4 4 8 9) (misere-outcome g 6 8 9))
(assert (eq (q-outcome q 4 4 8 9) 'p))
(assert (eq (q-outcome q 6 8 9) 'n))
(assert (eq (misere-outcome g 4 4 8 9) 'p))
(assert (eq (misere-outcome g 6 8 9) 'n))
(format t "   the least position telling them apart: ~a~%" (distinguish q '(4 4) '(6)))
(assert (equal (distinguish q '(4 4) '(6)) '(1 9)))
(assert (null (distinguish q '(4 4) '(3 3))) "4+4 and 3+3 are both b2")
(format t "   heap 7 is N; its winning move: ~a (section 11.3.3)~%" (winning-moves q 7))
(assert (equal (winning-moves q 7) '("7 -> 5")))
(format t "   checked against exhaustive search on ~a positions~%" (verify-quotient q 24))

(format t "~%2. Guiles, 0.15 (section 4.2): order 42, Phi period 10 after 66 heaps~%")
(setq guiles (quotient "0.15"))
(assert (= (q-order guiles) 42))
(assert (equal (p-portion guiles) '("a" "b2" "bd" "d2" "ae" "ae2" "ae3" "af" "af2" "ag" "ah" "ai")))
(setq fig6 (phi-table guiles 100))
(assert (equal (nthcdr 60 fig6)
               '("ab2" "abg" "f2" "abg" "abg" "b3" "b3" "d" "b3" "b3"
                 "ab2" "ab2" "f2" "ab2" "ab2" "b3" "b3" "d" "b3" "b3"
                 "ab2" "ab2" "f2" "ab2" "ab2" "b3" "b3" "d" "b3" "b3"
                 "ab2" "ab2" "f2" "ab2" "ab2" "b3" "b3" "d" "b3" "b3"))
        "rows 60+ to 90+ of Fig. 6")
(format t "   4 + 58 + 68 + 78 is ~a: a*d*d*d = ~a~%" (q-outcome guiles 4 58 68 78) (phi guiles 4 58 68 78))
(assert (eq (q-outcome guiles 4 58 68 78) 'p))
(assert (equal (phi guiles 4 58 68 78) "d2"))

(format t "~%3. The smaller quotients of the survey~%")
(setq r8 (quotient "0.75"))
(format t "   0.75: ~a, P = ~a~%" (presentation r8) (p-portion r8))
(assert (equal (presentation r8) "{a,b,c | a2=1,b3=b,bc=ab,c2=b2}") "R8, section 8.1")
(assert (equal (p-portion r8) '("a" "b2")))
(setq q34 (quotient "0.34"))
(format t "   0.34: order ~a, P = ~a~%" (q-order q34) (p-portion q34))
(assert (= (q-order q34) 12) "section 8.2.1")
(assert (equal (p-portion q34) '("a" "b2" "ac")))
(setq q71 (quotient "0.71"))
(format t "   0.71: order ~a, ~a P-elements~%" (q-order q71) (length (p-portion q71)))
(assert (= (q-order q71) 36) "section 8.2.2")
(assert (= (length (p-portion q71)) 9))
(setq coins (quotient "{{*2},0}"))
(format t "   the coin-sliding game {2+,0}: ~a, P = ~a~%" (presentation coins) (p-portion coins))
(assert (= (q-order coins) 14) "section 9.5.1")
(assert (equal (p-portion coins) '("a" "b2" "bc" "c2")))

(format t "~%4. Monoids from presentations~%")
(setq beans (monoid "{a,b,c | a2=1,c2=1,b3=b2c}" :p "{a, b2, ac}"))
(format t "   Pascal's Beans: ~a~%" beans)
(assert (= (q-order beans) 12) "section 3.2")
(assert (q-isomorphic-p beans q34) "Pascal's Beans has the quotient of 0.34")
(assert (not (q-isomorphic-p beans r8)))
(setq t2 (monoid "{a,b | a2=1,b3=b}" :p "{a, b2}"))
(assert (= (q-order t2) 6) "T2, section 7.1.1")
(setq nim2 (quotient "0.[3]" :max-heap 2))
(format t "   misère Nim with heaps 1 and 2: order ~a, tame: ~a~%" (q-order nim2) (q-isomorphic-p nim2 t2))
(assert (q-isomorphic-p nim2 t2))

(format t "~%5. Dawson's Kayles, 0.07: partial quotients grow (section 10.1.1, Fig. 17)~%")
(setq dk (quotient "0.07" :max-heap 30))
(format t "   heaps up to 30: order ~a, |P| = ~a~%" (q-order dk) (length (p-portion dk)))
(assert (= (q-order dk) 360))
(assert (= (length (p-portion dk)) 65))
