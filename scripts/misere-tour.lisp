; A tour of impartial games in cgcalc: heap games, nim values, misère play,
; the genus and misère canonical forms.  Run it with:
;   go run . scripts/misere-tour.lisp
; Theory: Winning Ways ch. 4 and 13; Conway, On Numbers and Games ch. 12;
; Allemang's thesis (1984) and Allen's (2006), listed in doc/references.md.
; Every check is an assert.

(princ "1. Heap games are given by octal codes or by name.")
(terpri)
(setq kayles (octal "0.77"))   ; remove 1 or 2 counters, leaving 0, 1 or 2 heaps
(format t "   ~a, ~a, ~a~%" kayles (octal 'grundy) (octal "sub{1,2,5}"))
(assert (equal kayles (octal 'kayles)) "kayles is 0.77")

(princ "2. Normal play: nim values and their period.")
(terpri)
(format t "   Kayles, heaps 0..16: ~a~%" (nim-values kayles 16))
; Winning Ways ch. 4 (OEIS A002186): 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1
(assert (equal (nim-values kayles 16) '(0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1)))
; Guy and Smith (1956): Kayles has period 12 from heap 71; Dawson's Kayles period 34.
(format t "   (period 'kayles) = ~a, (period 'dawsons-kayles) = ~a~%" (period kayles) (period 'dawsons-kayles))
(assert (equal (period kayles) '(12 71)))
(assert (= (car (period 'dawsons-kayles)) 34))
(assert (null (period 'grundy 2000)) "Grundy's game: no period found (it is not a finite octal code)")
(format t "   a position's value is the nim-sum of its heaps': (nim-value (heap kayles 3 4)) = ~a~%" (nim-value (heap kayles 3 4)))
(assert (= (nim-value (heap kayles 3 4)) 2) "3 xor 1 = 2")

(princ "3. Misère play: the player who cannot move wins.")
(terpri)
(format t "   one Nim heap of 1: ~a; two heaps of 2: ~a~%" (misere-outcome 'nim 1) (misere-outcome 'nim 2 2))
(assert (eq (misere-outcome 'nim 1) 'p) "the last counter is poison")
(assert (eq (misere-outcome 'nim 0) 'n) "no move: the player to move wins")
; Bouton's misère rule: P iff (all heaps <= 1 and an odd number of them) or
; (some heap >= 2 and nim-sum 0).
(format t "   misère Nim P-positions up to 6 counters: ~s~%" (p-positions 'nim 6))
(assert (equal (p-positions 'nim 6) '((1) (1 1 1) (1 1 1 1 1) (1 1 2 2) (1 2 3) (2 2) (3 3))))

(princ "4. The genus: g^γ0γ1... (Conway; Winning Ways ch. 13).")
(terpri)
; Misère Nim heap n has genus n^{n (n xor 2)} (Allen, Prop. 2.2.1); 0 is 0^120, 1 is 1^031.
(format t "   Nim heaps 0, 1, 2, 3: ~a ~a ~a ~a~%" (genus 'nim 0) (genus 'nim 1) (genus 'nim 2) (genus 'nim 3))
(assert (equal (genus 'nim 0) "0^120"))
(assert (equal (genus 'nim 1) "1^031"))
(assert (equal (genus 'nim 3) "3^31"))
; Plambeck's example (Advances in Losing, section 11.4): in 0.123, heap 8 + heap 5 has genus 3^0531.
(format t "   0.123, heap 8 + heap 5: ~a~%" (genus (heap "0.123" 8 5)))
(assert (equal (genus (heap "0.123" 8 5)) "3^0531"))
; Allemang's blurry genus keeps only 0, 1 and # (Allemang 1984, "Misère play"): 0 is 1#0#.
(format t "   blurry genus of 0: ~a; Grundy's game heaps 13..18 as in his table iii: ~a~%"
        (blurry-genus 'nim 0) (nthcdr 13 (genus-values 'grundy 18)))
(assert (equal (blurry-genus 'nim 0) "1#0#"))
(assert (equal (nthcdr 13 (genus-values 'grundy 18)) '("3(1#31)" "*2(2020)" "*1(0313)" "3(1#31)" "*2(2020)" "4(0###)")))
; 0.123 is tame up to heap 7 and wild from 8 (Allen 2006, Ex. 2.2.1; Plambeck 2005, section 9.3).
(assert (tame-p (heap "0.123" 7)))
(assert (not (tame-p (heap "0.123" 8))))

(princ "5. Misère canonical forms: equal games, equal forms (ONAG ch. 12).")
(terpri)
(format t "   {0,*2} = ~a, {*} = ~a, *+* = ~a, *2+*2 = ~a~%"
        (mcanon "{0,*2}") (mcanon "{*}") (mcanon "*+*") (mcanon "*2+*2"))
(assert (mceq "{0,*2}" 1) "{0,*2} = *")
(assert (mceq "{*}" 0) "{*} = 0")
(assert (mceq "*+*" 0) "* + * = 0")
(assert (mceq "{*,*2}" 0) "{*,*2} = 0")
(assert (not (mceq "*2+*2" 0)) "but *2 + *2 is not 0: it is the adder :4")
(assert (mceq (adder 4) "*2+*2"))
(format t "   Kayles heap 5 in misère play: ~a~%" (mcanon (heap kayles 5)))
(assert (equal (genus (mcanon (heap kayles 5))) (genus kayles 5)) "the genus depends only on the misère value")

(princ "Tour complete.")
(terpri)
