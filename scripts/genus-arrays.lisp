; Genus arrays and generalized genus statements, from Dean Allemang's
; thesis "Machine Computation with Finite Games" (Cambridge, 1984), chapters
; "A bigger genus sequence" and "The generalized genus statement".
;
; Run it with:  go run . scripts/genus-arrays.lisp
;
; A misère game is written as text: {...} lists options, *n is a nim heap
; and :n an adder.  The <1,2,a> genus of G is the sequence of blurry genera
; of G, G + a, G + 2a, ..., each in Allemang's vertical notation written on
; one line, bottom entry first: "1,4" is the set 1, 4, 8, 12, ... of the k
; with G + :k a misère P-position.

; His prolonged example, a = {4,1}: the games 0, 1, 2, 2+ = {2},
; G0 = {1,2,2+}, H = {1,G0} and J = {1,H}.
(setq a "{:4,:1}")
(setq g0 "{:1,:2,{:2}}")
(setq h "{:1,{:1,:2,{:2}}}")
(setq j "{:1,{:1,{:1,:2,{:2}}}}")
(assert (equal (genus-array 0 a 3) '("1,4" "1,6" "1,4" "1,6")) "genus of 0: 4 6 4 over 1 1 1")
(assert (equal (genus-array "{:2}" a 3) '("0" "2" "0" "2")) "2+: 0 2 0")
(assert (equal (genus-array g0 a 4) '("1,7" "1" "3" "1" "3")) "G0: 7 1 3 1 over 1")
(assert (equal (genus-array h a 5) '("2" "4" "1,6" "3,8" "1,6" "3,8")) "H: 2 4 6 8 6 over 1 3 1")
; J: the OCR prints the columns 4/1, 6/1, 8/3, 10/5/1, 12/7/2, 14/9/4/1, 16/11/7/2.
(print (genus-array j a 7))
(assert (equal (genus-array j a 7)
               '("1,4" "1,6" "3,8" "1,5,10" "2,7,12" "1,4,9,14" "2,7,11,16" "1,4,9,13,18")))

; "The second time that we got 6/1 as a result of a column computation, it
; was obvious that the answer would continue to repeat": Lemma 4 proves H's
; genus periodic, with period 2 after two copies of a; J's never repeats.
(assert (equal (genus-period h a) '(2 2)))
(assert (equal (genus-period g0 a) '(1 2)))
(assert (null (genus-period j a :max 30)))

; His outcome array of J + n.a + :k (P, or . for N).  The OCR's rows 5 and
; 11 have some P's one column off (doc/references.md, erratum A8) (at 4.a+:5 and at 5, 7, 9, 11 copies for
; :11); its own vertical genus of J (10/5/1 at column 3, 16/11/7/2 at
; column 6) puts them where this computation does.
(outcome-array j a 13)

; A two-dimensional genus array, <1,2,a,b>: the games of his Fig. 1 (the
; figure did not survive the OCR): f = {0,3,6,7}, a = {4,2,1},
; b = {a:2, a, 2, 1}.  Row j is f + j.b; Theorem III certifies the array
; periodic in both directions: a with period 2 after 1 copy, b with
; period 1 after 2 copies.
(setq fa "{:4,:2,:1}")
(setq fb "{{:4,:2,:1}+:2, {:4,:2,:1}, :2, :1}")
(print (genus-array "{:0,:3,:6,:7}" (list fa fb) '(4 3)))
(assert (equal (genus-period "{:0,:3,:6,:7}" (list fa fb)) '((1 2) (2 1))))

; Further: a third game c whose options are sums of copies of a and b and
; an adder gives the <1,2,a,b,c> array, nested lists with c outermost.
(assert (equal (genus-period "{:1,:2,{:2}}" '("{:4,:1}" "{{:4,:1}+:2, :3}" "{{{:4,:1}+:2, :3}+{:4,:1}, :1}") :max 6)
               '((1 2) (2 2) (1 1))))

; Generalized genus statements G = H (X): G + T and H + T have the same
; outcome for every T in X.  His (2) and (2'):
;   2 + 2 = 0 (<1,2> + 1 + 2)   and   2 + 2 + 2 = 2 (<1,2> + 1).
(assert (genus-equiv ":2+:2" 0 ":1+:2"))
(assert (genus-equiv ":2+:2+:2" ":2" ":1"))
(assert (null (genus-equiv ":2+:2" 0)) ":4 is a P-position, 0 is not")
; Lemma 4's example: 2.a = 0 (<1,2> + [H] + 2.a) for every game below H,
; hence 2.a = 0 (<1,2,a> + H + 2.a).
(assert (genus-equiv "{:4,:1}+{:4,:1}" 0 (format nil "~a+{:4,:1}+{:4,:1}" h) :a a))
(assert (null (genus-equiv "{:4,:1}+{:4,:1}" 0 (format nil "~a+{:4,:1}+{:4,:1}" j))))
