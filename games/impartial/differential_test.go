package impartial

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cgcalc/games/impartial/internal/tbref"
)

var tbrefLong = flag.Bool("tbref.long", false, "TestDifferential: many more codes, to more heaps")

// The differential check. internal/tbref reads take-and-break codes from
// the published definitions alone (its own parser, options by listing
// partitions, values by the mex of XORs); TestDifferential compares it,
// on random codes of the whole notation, with everything this package
// computes: Parse (the codes it refuses), Grows, Moves (as sets, and each
// option once), NimValues, the Sequence (its sparse-space and generic
// engines, the partition programme, and the values it reads from a
// certified period), ArithmeticPeriod and Period. Every certificate is
// checked against the reference's values to four times the number of
// values it was issued from, and so at the first heap past them: the
// period it states must hold there, and be the least period, from the
// least preperiod. Codes written with the prefix cgsuite: are compared
// with the reference's CGSuite reading of "?" (tbref.Reading).
//
// go test runs 700 codes (a second or two); the long run, recorded in
// doc/references.md, is
//
//	go test ./games/impartial -run TestDifferential -tbref.long -v

// diffStats counts what the check compared.
type diffStats struct {
	codes, refused, grows int
	heaps                 int // values compared, engine against reference
	predicted             int // heaps at which a certificate's prediction was checked
	certs                 int // certificates checked (each call that issued one)
	distinctCerts         int // (code, engine, period, preperiod, saltus)
	options               int // options compared
	disagreements         int
	kinds                 map[string]int  // codes by the generator's class
	certKinds             map[string]int  // distinct certificates by theorem and edge case
	seen                  map[string]bool // distinct certificates
}

func (st *diffStats) fail(t *testing.T, format string, args ...any) {
	t.Helper()
	st.disagreements++
	if st.disagreements <= 30 {
		t.Errorf(format, args...)
	}
}

// diffCode is one random code.
type diffCode struct {
	code string
	kind string // the generator's class, for the coverage counts
}

// genDiffCode writes a random code, biased toward the edge cases of the
// certificates' conditions: preperiod 0 (e′ = 1), a single far digit
// (0.000…04), digits that leave exactly H heaps (4, 8, g), repeating tails
// whose length divides the period or not, saltus, constraints, sets, "*",
// "+", &n;, adding digits, the old "!." notation and subtraction games.
func genDiffCode(rng *rand.Rand) diffCode {
	oct := func() byte { return "01234567"[rng.IntN(8)] }
	split := func() byte { return "4567"[rng.IntN(4)] }
	hex := func() byte { return "0123456789abcdef"[rng.IntN(16)] }
	small := func() byte { return "0123"[rng.IntN(4)] }
	switch x := rng.IntN(100); {
	case x < 22: // plain octal and hexadecimal codes
		var b strings.Builder
		b.WriteString([]string{"0", "0", "0", "4", "8", "c"}[rng.IntN(6)])
		bang := rng.IntN(8) == 0
		if bang {
			b.WriteByte('!')
		}
		b.WriteByte('.')
		base := 8
		if rng.IntN(5) == 0 {
			base = 16
		}
		for i := range 1 + rng.IntN(4) {
			switch {
			case base == 16:
				b.WriteByte(hex())
			case i == 0 && rng.IntN(2) == 0:
				b.WriteByte(split())
			default:
				b.WriteByte(oct())
			}
			if bang && rng.IntN(2) == 0 {
				b.WriteByte('!')
			}
		}
		kind := "plain"
		if base == 16 {
			kind = "hex"
		}
		return diffCode{b.String(), kind}
	case x < 36: // one far digit, maybe with a near one: 0.000…04
		far := []string{"4", "4", "4", "8", "c", "6", "7", "5", "1", "2", "3", "f", "g", "{2}", "{3}", "&16;", "4!", "4?", "4=", "8?", "c!"}
		d := far[rng.IntN(len(far))]
		zmax := 70
		switch d {
		case "8", "c", "f", "{3}", "8?", "c!":
			zmax = 24
		case "g", "&16;":
			zmax = 8
		}
		z := rng.IntN(zmax + 1)
		if rng.IntN(3) == 0 {
			z = rng.IntN(4)
		}
		near := ""
		if rng.IntN(4) == 0 {
			near = string(small())
			z = max(z-1, 0)
		}
		d0 := "0"
		if rng.IntN(6) == 0 {
			d0 = "4"
		}
		return diffCode{d0 + "." + near + strings.Repeat("0", z) + d, "far"}
	case x < 56: // moves that leave at most one heap, often with a tail
		var b strings.Builder
		b.WriteString("0.")
		for range rng.IntN(5) {
			b.WriteByte(small())
		}
		switch rng.IntN(5) {
		case 0: // finite: subtraction-like
			b.WriteByte("123"[rng.IntN(3)])
			return diffCode{b.String(), "onehead"}
		case 1: // a tail of a repeated block: q larger than the period
			blk := string(small()) + string(small())
			if rng.IntN(2) == 0 {
				blk = blk[:1]
			}
			b.WriteString("[" + strings.Repeat(blk, 2+rng.IntN(2)) + "]")
		default:
			b.WriteByte('[')
			for range 1 + rng.IntN(4) {
				b.WriteByte(small())
			}
			b.WriteByte(']')
		}
		return diffCode{b.String(), "tail"}
	case x < 59: // subtraction games
		var set []string
		for range 1 + rng.IntN(4) {
			set = append(set, strconv.Itoa(1+rng.IntN(9)))
		}
		return diffCode{"sub{" + strings.Join(set, ",") + "}", "sub"}
	case x < 69: // finite codes with constraints and few heaps
		var b strings.Builder
		b.WriteString([]string{"0", "0", "4", "4!", "4?", "4=", "8", "8=", "c?"}[rng.IntN(9)])
		b.WriteByte('.')
		for range 1 + rng.IntN(3) {
			switch rng.IntN(4) {
			case 0:
				b.WriteString([]string{"{2?}", "{1,3=}", "{0,2!}", "{1!,2?}", "{2=,3}", "{0,1,2?,3!}"}[rng.IntN(6)])
			default:
				b.WriteByte(hex())
				b.WriteString([]string{"", "!", "?", "="}[rng.IntN(4)])
			}
		}
		return diffCode{b.String(), "constrained"}
	case x < 84: // the whole notation (TestPartsMatchEnumeration's generator)
		return diffCode{randomTBCode(rng), "notation"}
	case x < 92: // digits before the point
		add := []string{"8!0", "8!00", "{3+}0", "{3,5+}?0", "{4+}=0", "g0", "{3=}0", "80", "40", "20", "c0", "{2=}00", "{3=}00", "8!40"}
		var b strings.Builder
		b.WriteString(add[rng.IntN(len(add))])
		b.WriteString(".")
		for range 1 + rng.IntN(3) {
			b.WriteByte(small())
		}
		return diffCode{b.String(), "adds"}
	case x < 95: // the old notation: "!" on every digit
		var b strings.Builder
		b.WriteString("!")
		if rng.IntN(2) == 0 {
			b.WriteString([]string{"4", "8", "c"}[rng.IntN(3)])
		}
		b.WriteString(".")
		for range 1 + rng.IntN(3) {
			b.WriteByte(oct())
		}
		return diffCode{b.String(), "oldbang"}
	case x < 98: // &n;, upper case, underscores
		var b strings.Builder
		b.WriteString("0.")
		for range 1 + rng.IntN(3) {
			switch rng.IntN(3) {
			case 0:
				b.WriteString("&" + strconv.Itoa(rng.IntN(40)) + ";")
			case 1:
				b.WriteString(strings.ToUpper(string(hex())))
			default:
				b.WriteByte(oct())
			}
			if rng.IntN(3) == 0 {
				b.WriteByte('_')
			}
		}
		return diffCode{b.String(), "spelling"}
	}
	// d0 that may not stand: refused by both.
	return diffCode{[]string{"1.7", "2.0", "3.4", "*.0", "{1,2}.0", "{0+}.3"}[rng.IntN(6)], "refused"}
}

// budget returns how far to take a code: n values are compared by every
// engine and scanned for certificates, the reference's values go to m.
func budget(rc *tbref.Code, long bool) (n, m int) {
	scale := 1
	if long {
		scale = 2
	}
	switch h := rc.MaxHeaps(); {
	case h < 0 || h > 6: // any number of heaps: partitions grow too fast to go far
		return 14 + 4*scale, 14 + 4*scale
	case h <= 1:
		n = 120 * scale
	case h == 2:
		n = 90 * scale
	case h == 3:
		n = 36 * scale
	case h == 4:
		n = 18 + 6*scale
	default:
		n = 12
	}
	return n, 4 * (n + 1)
}

func TestDifferential(t *testing.T) {
	long := *tbrefLong
	// -short runs the same 700 codes (about a second): with fewer, some
	// edge cases checked below are not reached (with 200, none of kind
	// "(1) H=4", one of "(1) adds"), and the short run failed.
	count := 700
	if long {
		count = 20000
	}
	rng := rand.New(rand.NewPCG(2024, 61))
	st := &diffStats{kinds: map[string]int{}, certKinds: map[string]int{}, seen: map[string]bool{}}
	for i := range count {
		dc := genDiffCode(rng)
		// A few plain codes go far enough for the sparse space (chosen
		// from heap 512 on): diffSparse.
		if dc.kind == "plain" && i%25 == 0 {
			diffSparse(t, dc.code, 600+500*btoi(long), st)
		}
		// CGSuite 2.x's reading of "?" (the prefix cgsuite:) for some of
		// the codes where it can matter.
		if strings.Contains(dc.code, "?") && rng.IntN(3) == 0 {
			dc.code = "cgsuite:" + dc.code
			dc.kind = "cgsuite"
		}
		st.kinds[dc.kind]++
		diffOne(t, dc.code, long, st)
	}
	t.Logf("%d codes (%d refused by both, %d whose heaps grow), %d values compared with the reference's, %d options compared, %d certificates checked (%d distinct), their predictions checked at %d heaps, %d disagreements",
		st.codes, st.refused, st.grows, st.heaps, st.options, st.certs, st.distinctCerts, st.predicted, st.disagreements)
	t.Logf("codes by kind: %v", st.kinds)
	t.Logf("distinct certificates by theorem and edge case: %v", st.certKinds)
	// The edge cases of the theorems' conditions that the generator must
	// keep reaching, each at least a few times even in the short run.
	for _, k := range []string{"(1)", "(1) e=0", "(1) H=3", "(1) H=4", "(1) adds", "(1) e≥t", "(2)", "(2) e=0", "(2) q>1",
		"(3)", "(3) e=0", "(3) q>1", "q∤p", "Sequence", "Sequence e=0"} {
		if st.certKinds[k] < 2 {
			t.Errorf("only %d distinct certificates of kind %q", st.certKinds[k], k)
		}
	}
	if st.kinds["cgsuite"] < 5 || st.kinds["sparse"] < 3 || st.grows < 5 || st.refused < 3 {
		t.Errorf("too few codes of some kind: %v, %d growing, %d refused", st.kinds, st.grows, st.refused)
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// diffOne compares everything about one code.
func diffOne(t *testing.T, code string, long bool, st *diffStats) {
	t.Helper()
	st.codes++
	rd := tbref.Reading{}
	refCode := code
	if rest, ok := strings.CutPrefix(code, "cgsuite:"); ok {
		rd.QuestionLoneHeap, refCode = true, rest
	}
	rc, errRef := tbref.Parse(refCode, rd)
	r, err := Parse(code)
	if (err == nil) != (errRef == nil) {
		st.fail(t, "%s: Parse error %v, the reference's %v", code, err, errRef)
		return
	}
	if err != nil {
		st.refused++
		return
	}
	if g := rc.Grows(); g != r.Grows() {
		st.fail(t, "%s: Grows() = %v, the reference says %v", code, r.Grows(), g)
		return
	}
	n, m := budget(rc, long)
	diffMoves(t, r, rc, min(n, 16+14*btoi(rc.MaxHeaps() >= 0 && rc.MaxHeaps() <= 3)), st)
	if r.Grows() {
		st.grows++
		n = min(n, 12)
		want, errRef := rc.Values(n, nil)
		got, err := NimValues(context.Background(), r, n)
		if (err == nil) != (errRef == nil) || err == nil && !slices.Equal(got, want) {
			st.fail(t, "%s (heaps grow): NimValues %v, %v; the reference %v, %v", code, got, err, want, errRef)
		}
		st.heaps += len(want)
		return
	}
	ref, errRef := rc.Values(m, nil)
	if errRef != nil {
		st.fail(t, "%s: the reference found no values: %v", code, errRef)
		return
	}
	// NimValues, fresh: the Sequence as far as m, the values past a
	// certified period read from it; and a fresh Sequence's own
	// certificate, tested as the heaps grow (from 64 values on).
	got, err := NimValues(context.Background(), r, m)
	if err != nil {
		st.fail(t, "%s: NimValues: %v", code, err)
		return
	}
	st.compare(t, code, "NimValues", got, ref)
	fresh := NewSequence(r)
	if err := fresh.Extend(context.Background(), m); err != nil {
		st.fail(t, "%s: Extend(%d): %v", code, m, err)
		return
	}
	if p, e, ok := fresh.Period(); ok && 4*fresh.CertifiedBy() < len(ref) {
		st.checkSequenceCert(t, code, r, fresh, fresh.CertifiedBy(), p, e, ref)
	}
	// The Sequence extended one heap at a time: every number of values
	// gets the period test of Extend's end, so a certificate is caught at
	// the first length that issues it.
	s := NewSequence(r)
	for l := 0; l <= n; l++ {
		if err := s.Extend(context.Background(), l); err != nil {
			st.fail(t, "%s: Extend(%d): %v", code, l, err)
			return
		}
		if p, e, ok := s.Period(); ok {
			st.checkSequenceCert(t, code, r, s, l+1, p, e, ref)
			break
		}
	}
	st.compare(t, code, "Sequence", s.Ints(0, min(s.Len(), m+1)), ref)
	// The generic engine (options from Moves or the partition programme),
	// and for the programme's codes the Moves engine too.
	g := newSequence(r, true)
	if err := g.Extend(context.Background(), n); err != nil {
		st.fail(t, "%s: generic Extend: %v", code, err)
		return
	}
	st.compare(t, code, "generic Sequence", g.Ints(0, n+1), ref)
	if partsApply(r) {
		g := newSequence(r, true)
		g.st.state().noParts = true
		lim := min(n, 16)
		if err := g.Extend(context.Background(), lim); err != nil {
			st.fail(t, "%s: Moves Extend: %v", code, err)
			return
		}
		st.compare(t, code, "Moves Sequence", g.Ints(0, lim+1), ref)
	}
	// ArithmeticPeriod and Period from every number of values up to n+1
	// (up to m/4 when the reference goes no further).
	for l := 1; l <= n+1 && 4*l <= m; l++ {
		p, e, sal, ok := ArithmeticPeriod(r, ref[:l])
		pp, pe, pok := Period(r, ref[:l])
		if pok != (ok && sal == 0) || pok && (pp != p || pe != e) {
			st.fail(t, "%s, %d values: Period %d, %d, %v but ArithmeticPeriod %d, %d, %d, %v", code, l, pp, pe, pok, p, e, sal, ok)
		}
		if ok && !st.checkCert(t, code, r, "ArithmeticPeriod", l, p, e, sal, ref) {
			break // one report a code
		}
	}
}

// compare compares an engine's values with the reference's.
func (st *diffStats) compare(t *testing.T, code, engine string, got, ref []int) {
	t.Helper()
	k := min(len(got), len(ref))
	st.heaps += k
	if i := firstDiff(got[:k], ref[:k]); i >= 0 {
		st.fail(t, "%s: %s G(%d) = %d, the reference %d", code, engine, i, got[i], ref[i])
	}
}

// checkCert checks a certificate (period p from e with saltus s) issued
// from the first l values against the reference's values: it must hold
// to heap 4l, e must be the least preperiod and p the least period.
func (st *diffStats) checkCert(t *testing.T, code string, r *Ruleset, engine string, l, p, e, s int, ref []int) bool {
	t.Helper()
	st.certs++
	if key := fmt.Sprint(code, engine, p, e, s); !st.seen[key] {
		st.seen[key] = true
		st.distinctCerts++
		for _, k := range certKinds(r, engine, p, e, s) {
			st.certKinds[k]++
		}
	}
	if 4*l >= len(ref) {
		st.fail(t, "%s: %s certified %d, %d, %d from %d values, past the reference's %d", code, engine, p, e, s, l, len(ref))
		return false
	}
	for i := e; i+p <= 4*l; i++ {
		st.predicted++
		if ref[i+p] != ref[i]+s {
			st.fail(t, "%s: %s certified period %d from %d (saltus %d) from %d values, but G(%d) = %d and G(%d) = %d",
				code, engine, p, e, s, l, i, ref[i], i+p, ref[i+p])
			return false
		}
	}
	if e > 0 && ref[e-1+p] == ref[e-1]+s {
		st.fail(t, "%s: %s certified preperiod %d from %d values, but G(%d) = G(%d) + %d", code, engine, e, l, e-1+p, e-1, s)
		return false
	}
	// A smaller period d would divide p, with saltus s·d/p, and hold from
	// e on (the period p then carries it to every heap).
	for d := 1; d < p; d++ {
		if p%d != 0 || s*d%p != 0 {
			continue
		}
		holds := true
		for i := e; i < e+p && holds; i++ {
			holds = ref[i+d] == ref[i]+s*d/p
		}
		if holds {
			st.fail(t, "%s: %s certified period %d from %d values, but %d is a period too", code, engine, p, l, d)
			return false
		}
	}
	return true
}

// checkSequenceCert checks the period a Sequence certified with l values
// known, and what it says of the certificate: CertifiedBy values prove it,
// and Period finds it in them.
func (st *diffStats) checkSequenceCert(t *testing.T, code string, r *Ruleset, s *Sequence, l, p, e int, ref []int) {
	t.Helper()
	by := s.CertifiedBy()
	if by <= 0 || by > l {
		st.fail(t, "%s: the Sequence certified %d from %d with %d values, but CertifiedBy() = %d", code, p, e, l, by)
		return
	}
	st.checkCert(t, code, r, "Sequence", l, p, e, 0, ref)
	if pp, pe, ok := Period(s.Ruleset(), ref[:by]); !ok || pp != p || pe != e {
		st.fail(t, "%s: the Sequence certified %d from %d by %d values, but Period on them gives %d, %d, %v", code, p, e, by, pp, pe, ok)
	}
	got := make([]int, 4*l+1)
	for h := range got {
		got[h] = s.Get(h)
	}
	st.compare(t, code, "Sequence.Get past its period", got, ref)
}

// certKinds names the theorem of a certificate and the edge cases of its
// conditions it meets, for the coverage counts.
func certKinds(r *Ruleset, engine string, p, e, s int) []string {
	var ks []string
	if engine == "Sequence" {
		ks = append(ks, "Sequence")
		if e == 0 {
			ks = append(ks, "Sequence e=0")
		}
	}
	th := "(1)"
	if r.oneHeap() {
		th = "(2)"
		if s > 0 {
			th = "(3)"
		}
	}
	ks = append(ks, th)
	if e == 0 {
		ks = append(ks, th+" e=0")
	}
	if th == "(1)" {
		ks = append(ks, "(1) H="+strconv.Itoa(max(r.MaxHeaps(), 2)))
		if r.MaxAdded() > 0 {
			ks = append(ks, "(1) adds")
		}
		if r.Finite() && e >= r.MaxRemoval() && e > 0 {
			ks = append(ks, "(1) e≥t")
		}
	}
	if !r.Finite() && len(r.tail) > 1 {
		ks = append(ks, th+" q>1")
		if p%len(r.tail) != 0 {
			ks = append(ks, "q∤p")
		}
	}
	return ks
}

// diffMoves compares Moves with the reference's options, as sets, for
// heaps 0..n; each option must come once.
func diffMoves(t *testing.T, r *Ruleset, rc *tbref.Code, n int, st *diffStats) {
	t.Helper()
	key := func(parts []int) string {
		b := make([]byte, 0, 4*len(parts))
		for _, a := range parts {
			b = strconv.AppendInt(b, int64(a), 10)
			b = append(b, ',')
		}
		return string(b)
	}
	for h := 0; h <= n; h++ {
		want := map[string]bool{}
		rc.Options(h, func(parts []int) bool { want[key(parts)] = true; return true })
		got := map[string]int{}
		r.Moves(h, func(heaps []int) bool {
			got[key(heaps)]++
			return true
		})
		st.options += len(want)
		for k, c := range got {
			if c > 1 {
				st.fail(t, "%s heap %d: Moves gives [%s] %d times", r.Code(), h, k, c)
				return
			}
			if !want[k] {
				st.fail(t, "%s heap %d: Moves gives [%s], not an option by the reference", r.Code(), h, k)
				return
			}
		}
		for k := range want {
			if got[k] == 0 {
				st.fail(t, "%s heap %d: Moves misses [%s]", r.Code(), h, k)
				return
			}
		}
	}
}

// diffSparse takes a plain code past the heaps where the sparse space is
// chosen (512, 1024) and compares the Sequence with the reference.
func diffSparse(t *testing.T, code string, n int, st *diffStats) {
	t.Helper()
	r, err := Parse(code)
	rc, errRef := tbref.Parse(code, tbref.Reading{})
	if err != nil || errRef != nil {
		st.fail(t, "%s: %v, %v", code, err, errRef)
		return
	}
	ref, err := rc.Values(n, nil)
	if err != nil {
		st.fail(t, "%s: %v", code, err)
		return
	}
	got, err := NimValues(context.Background(), r, n)
	if err != nil {
		st.fail(t, "%s: %v", code, err)
		return
	}
	st.kinds["sparse"]++
	st.compare(t, code, "NimValues (sparse space)", got, ref)
}

// TestSparseSpaceReference compares the sparse-space engine (nim.go) with
// the reference past the heaps where it chooses its space (512, 1024,
// 2048), on codes that meet each case of its proof: δ = 1 (every
// two-heap digit of one parity: 0.104, 0.106, 0.127), δ = 0 with many
// rare heaps (0.16, 0.56), splits into different heaps (!.05, !.06: the
// split into two equal halves skipped), a space chosen and then a period
// certified (0.177), a space chosen only at 2048 (0.354), a space given
// up at 2048 (0.36: the rare heaps rebuilt as none), and no space at all
// (0.6, and 4!.0, whose rare heaps are still many). It checks that the
// engine is in the state named at the end, so that the cases stay
// covered.
func TestSparseSpaceReference(t *testing.T) {
	t.Parallel()
	const n = 2100
	tests := []struct {
		code         string
		space, delta bool // a space is in use, with δ = 1
	}{
		{"0.104", true, true}, {"0.106", true, true}, {"0.127", true, true},
		{"0.16", true, false}, {"0.56", true, false}, {"0.36", false, false},
		{"!.05", true, true}, {"!.06", true, false},
		{"0.177", true, false},
		{"0.354", true, false}, {"0.6", false, false}, {"4!.0", false, false},
	}
	for _, tt := range tests {
		r := mustParse(t, tt.code)
		s := NewSequence(r)
		if err := s.Extend(context.Background(), n); err != nil {
			t.Fatal(err)
		}
		c := s.st.state()
		if _, _, certified := s.Period(); !certified && (c.mask != 0) != tt.space || c.delta == 1 != tt.delta {
			t.Errorf("%s: mask %d, δ = %d; want a space %v, δ = 1 %v", tt.code, c.mask, c.delta, tt.space, tt.delta)
		}
		if i := firstDiff(s.Ints(0, n+1), refValues(t, tt.code, n)); i >= 0 {
			t.Errorf("%s: G(%d) = %d, the reference differs", tt.code, i, s.Get(i))
		}
	}
}

// TestPartsReference compares the partition programme (nimparts.go) with
// the reference on codes that meet each case of its recurrences: free
// parts in exact classes and in the class "K or more" (0.{3+}, 0.*3),
// "!" (the 0/1 knapsack: 0.{3+}!, 0.*!), "?" (two sizes or more, and the
// all-equal partitions it adds to: 0.{2,3?+}, 0.*?), "=" (one value a
// divisor, and the harmonic table for "c or more": 0.{4+}=, 0.{1,4=+}),
// several constraints in one digit (0.{0,2!,4?+}, 0.{2=,3?+}), counters
// added (the sums past h: {3+}0.1, {4+}=0.3), a tail (0.[*?]), and
// CGSuite's reading of "?" on a lone heap (cgsuite:0.*?,
// cgsuite:0.{1,3?+}).
func TestPartsReference(t *testing.T) {
	t.Parallel()
	const n = 32
	for _, code := range []string{
		"0.{3+}", "0.*3", "0.{3+}!", "0.*!", "0.{2,3?+}", "0.*?", "0.{4+}=", "0.{1,4=+}",
		"0.{0,2!,4?+}", "0.{2=,3?+}", "{3+}0.1", "{4+}=0.3", "0.[*?]", "0.g?", "0.&48;=",
		"cgsuite:0.*?", "cgsuite:0.{1,3?+}", "cgsuite:0.{0,1,2?+}3",
	} {
		r := mustParse(t, code)
		if !partsApply(r) {
			t.Errorf("%s: not the partition programme's", code)
			continue
		}
		rd := tbref.Reading{}
		refCode := code
		if rest, ok := strings.CutPrefix(code, "cgsuite:"); ok {
			rd.QuestionLoneHeap, refCode = true, rest
		}
		rc, err := tbref.Parse(refCode, rd)
		if err != nil {
			t.Fatal(err)
		}
		want, err := rc.Values(n, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := mustNimValues(t, r, n); !slices.Equal(got, want) {
			t.Errorf("%s: partition programme\n%v, the reference\n%v", code, got, want)
		}
	}
}
