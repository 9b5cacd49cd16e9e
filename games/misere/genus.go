package misere

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"cgcalc/games/internal/clip"
)

// Genus is Conway's genus symbol g^{γ0γ1γ2…} of an impartial game
// (ONAG ch. 12, Winning Ways ch. 13; Allen 2006, §2.1, Plambeck 2005, §11.2):
// G is the normal-play Grundy value 𝒢⁺ and γn = 𝒢⁻(G + *2 + … + *2) with n
// copies of *2, 𝒢⁻ being the misère Grundy value (a position with no
// move has 𝒢⁻ = 1).
//
// Every genus stabilises: from some N on, γ(n+1) = γn ⊕ 2 for all n ≥ N
// (WW p. 422). Seq holds γ0 … γ(N+1) for the least such N, so it always
// has at least two entries and its last two entries repeat for ever:
// 0 = 0^120, *1 = 1^031, *2 = 2^20, *2+*2 = 0^02 (Allen 2006, Prop. 2.2.1 and
// §2.4.3). The zero value Genus{} is not a valid genus.
type Genus struct {
	G   int   // normal-play Grundy value 𝒢⁺
	Seq []int // γ0 γ1 … γ(N+1), the shortest form whose last two entries repeat
}

// Digit returns γn for any n ≥ 0, expanding the periodic tail.
func (g Genus) Digit(n int) int {
	if n < len(g.Seq) {
		return g.Seq[n]
	}
	l := len(g.Seq)
	return g.Seq[l-2+(n-l)%2]
}

// Stable returns N, the least index from which γ(n+1) = γn ⊕ 2 for all
// n ≥ N.
func (g Genus) Stable() int { return len(g.Seq) - 2 }

// MisereP reports whether a game of this genus is a misère P-position
// (γ0 = 0; Allen Prop 2.3.1).
func (g Genus) MisereP() bool { return g.Seq[0] == 0 }

// Equal reports whether g and h are the same genus.
func (g Genus) Equal(h Genus) bool {
	if g.G != h.G || len(g.Seq) != len(h.Seq) {
		return false
	}
	for i := range g.Seq {
		if g.Seq[i] != h.Seq[i] {
			return false
		}
	}
	return true
}

// String writes the genus as g^γ0γ1…, each number of two or more digits
// in parentheses: 0^120, 3^0531, 8^8(10), (10)^(10)8 (Allen 2006, §2.1, after
// Thm 2.1.5).
func (g Genus) String() string {
	var b strings.Builder
	writeGenusNumber(&b, g.G)
	b.WriteByte('^')
	for _, d := range g.Seq {
		writeGenusNumber(&b, d)
	}
	return b.String()
}

func writeGenusNumber(b *strings.Builder, n int) {
	if n >= 10 {
		b.WriteByte('(')
		b.WriteString(strconv.Itoa(n))
		b.WriteByte(')')
		return
	}
	b.WriteString(strconv.Itoa(n))
}

// ParseGenus reads a genus written as by String, optionally with braces
// around the exponent: "0^120", "8^8(10)", "2^{1420}". The digits given
// are completed to the shortest form, so "2^2020" reads as 2^20; they
// must end in two digits a, a⊕2.
func ParseGenus(s string) (Genus, error) {
	bad := func(why string) (Genus, error) {
		return Genus{}, fmt.Errorf("bad genus %s: %s", clip.Quote(s), why)
	}
	base, exp, ok := strings.Cut(strings.TrimSpace(s), "^")
	if !ok {
		return bad("write it as g^digits, e.g. 0^120")
	}
	if strings.HasPrefix(exp, "{") && strings.HasSuffix(exp, "}") {
		exp = exp[1 : len(exp)-1]
	}
	nums, err := scanGenusNumbers(base)
	if err != nil || len(nums) != 1 {
		return bad("the base must be one number")
	}
	seq, err := scanGenusNumbers(exp)
	if err != nil {
		return bad(err.Error())
	}
	if len(seq) < 2 || seq[len(seq)-1] != seq[len(seq)-2]^2 {
		return bad("the last two digits must be a and a⊕2")
	}
	return Genus{G: nums[0], Seq: shortestSeq(seq)}, nil
}

func scanGenusNumbers(s string) ([]int, error) {
	var out []int
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			out = append(out, int(c-'0'))
		case c == '(':
			j := strings.IndexByte(s[i:], ')')
			if j < 0 {
				return nil, fmt.Errorf("missing )")
			}
			n, err := strconv.Atoi(s[i+1 : i+j])
			if err != nil || n < 0 {
				return nil, fmt.Errorf("%s is not a number", clip.Quote(s[i+1:i+j]))
			}
			out = append(out, n)
			i += j
		default:
			// The character, not its first byte: "↑" is not 'â'.
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size <= 1 {
				return nil, fmt.Errorf("unexpected %q", s[i:i+1])
			}
			return nil, fmt.Errorf("unexpected %q", r)
		}
	}
	return out, nil
}

// shortestSeq cuts a digit list whose last two entries a, a⊕2 repeat for
// ever to the shortest list with the same expansion. It may reuse seq.
func shortestSeq(seq []int) []int {
	l := len(seq)
	for l > 2 && seq[l-3]^2 == seq[l-2] {
		l--
	}
	return seq[:l:l]
}

// genusMex is the least non-negative integer for which seen is false.
func genusMex(seen []bool) int {
	for i, s := range seen {
		if !s {
			return i
		}
	}
	return len(seen)
}

// markGenus sets seen[v], growing seen as needed.
func markGenus(seen []bool, v int) []bool {
	for len(seen) <= v {
		seen = append(seen, false)
	}
	seen[v] = true
	return seen
}

// GenusOf computes the genus of a game from the genera of its options by
// Conway's rule ("mex with carrying", Plambeck 2005, §11.4; Allen 2006,
// Prop. 2.1.2):
//
//	G = mex{options' G},  γ0 = mex{options' γ0} (1 if there is none),
//	γn = mex({options' γn} ∪ {γ(n−1), γ(n−1) ⊕ 1}).
//
// It computes digits until the options are all stable and two digits of
// the same parity agree (then the sequence repeats for ever), so it does
// not rely on the stopping rule of Allen Cor. 2.1.6.
func GenusOf(options []Genus) Genus {
	var seen []bool
	stable := 0
	for _, o := range options {
		seen = markGenus(seen, o.G)
		stable = max(stable, o.Stable())
	}
	base := genusMex(seen)
	var d []int
	for n := 0; ; n++ {
		clear(seen)
		for _, o := range options {
			seen = markGenus(seen, o.Digit(n))
		}
		switch {
		case n > 0:
			seen = markGenus(seen, d[n-1])
			seen = markGenus(seen, d[n-1]^1)
			d = append(d, genusMex(seen))
		case len(options) == 0:
			d = append(d, 1)
		default:
			d = append(d, genusMex(seen))
		}
		if n >= 2 && n-2 >= stable && d[n] == d[n-2] {
			// From n−2 on the digits depend only on the previous digit
			// and the parity, so they repeat with period 2.
			if d[n-1] != d[n-2]^2 {
				panic(fmt.Sprintf("misere: genus tail %d %d is not of the form a, a⊕2", d[n-2], d[n-1]))
			}
			return Genus{G: base, Seq: shortestSeq(d[:n])}
		}
	}
}

// PlusAdder returns the genus of G + :k for the adder :k (k ≥ 0; see
// Adder; :1 = *1, :2 = *2) from the genus of G alone:
// + *1 nim-adds 1 to every entry, + *2 nim-adds 2 to the base and drops
// γ0 (WW p. 431; Allen Props 2.4.3–2.4.4). This holds for wild G too.
func (g Genus) PlusAdder(k int) Genus {
	if k < 0 {
		panic("misere: negative adder")
	}
	m := k / 2 // copies of *2
	n := max(len(g.Seq)-m, 2)
	seq := make([]int, n)
	x := k % 2
	for i := range seq {
		seq[i] = g.Digit(i+m) ^ x
	}
	base := g.G ^ x
	if m%2 == 1 {
		base ^= 2
	}
	return Genus{G: base, Seq: shortestSeq(seq)}
}

// NimGenus returns the genus of the nim heap *n: 0^120, 1^031 and
// n^{n(n⊕2)} for n ≥ 2 (Allen Prop 2.2.1).
func NimGenus(n int) Genus {
	switch n {
	case 0:
		return Genus{G: 0, Seq: []int{1, 2, 0}}
	case 1:
		return Genus{G: 1, Seq: []int{0, 3, 1}}
	}
	return Genus{G: n, Seq: []int{n, n ^ 2}}
}
