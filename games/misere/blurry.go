package misere

import (
	"strconv"
	"strings"
)

// Blur is a symbol of Allemang's blurry genus: 0, 1 or # (Allemang 1984,
// "Misère play", the blurry genus).
type Blur uint8

// The blurry genus symbols.
const (
	Blur0     Blur = 0 // G + :2i is a misère P-position
	Blur1     Blur = 1 // G + :2i+1 is a misère P-position
	BlurSharp Blur = 2 // neither: written #
)

// BlurryGenus is Allemang's ⟨1,2⟩-genus (blurry genus; Allemang 1984, "Misère
// play", the blurry genus): symbol i is 0 if G + :2i is misère P, 1 if
// G + :2i+1 is, and # otherwise. It is the genus with every γi ≥ 2 blurred to
// #. Like Genus.Seq, it is stored as the shortest list whose last two symbols
// repeat for ever.
type BlurryGenus []Blur

// Blurry returns the blurry genus of g.
func (g Genus) Blurry() BlurryGenus {
	b := make(BlurryGenus, len(g.Seq))
	for i, d := range g.Seq {
		b[i] = blurOf(d)
	}
	l := len(b)
	for l > 2 && b[l-3] == b[l-1] {
		l--
	}
	return b[:l:l]
}

func blurOf(d int) Blur {
	if d < 2 {
		return Blur(d)
	}
	return BlurSharp
}

// Symbol returns symbol i for any i ≥ 0.
func (b BlurryGenus) Symbol(i int) Blur {
	if i < len(b) {
		return b[i]
	}
	l := len(b)
	return b[l-2+(i-l)%2]
}

// render writes symbols 0 … n−1, each # as 2 or 3 when the next symbol
// (printed or not) is 0 or 1.
func (b BlurryGenus) render(n int) string {
	var s strings.Builder
	for i := range n {
		switch b.Symbol(i) {
		case Blur0:
			s.WriteByte('0')
		case Blur1:
			s.WriteByte('1')
		default:
			switch b.Symbol(i + 1) {
			case Blur0:
				s.WriteByte('2')
			case Blur1:
				s.WriteByte('3')
			default:
				s.WriteByte('#')
			}
		}
	}
	return s.String()
}

// String returns the text form (Allemang 1984;
// doc/references.md#reading-allemangs-tables): the shortest prefix whose
// last two symbols repeat for ever, with each # followed by 0 (1) written 2
// (3): 1#20 = 1##0#0…, 20#31, 2020#31; the genus of 0 (1#0#0…) is 120, *2 is
// 20 and *4 is ##.
func (b BlurryGenus) String() string { return b.render(len(b)) }

// Sharps returns the symbols with # kept, up to and including the first
// repetition of the last two: 1#0# for 0 (Allemang 1984, "Misère play", the
// blurry genus), 0#1# for *1, 1##0# for {:1,:4} (String gives 1#20).
func (b BlurryGenus) Sharps() string {
	var s strings.Builder
	for i := range len(b) + 1 {
		s.WriteByte("01#"[b.Symbol(i)])
	}
	return s.String()
}

// Table returns the fixed-width rendering of Allemang's tables (table iii,
// Appendix I): the first width symbols, each # followed by 0 (1) written
// 2 (3), looking also at the unprinted next symbol: 1202 for 0, 0###,
// 31#3; Knots uses width 8 (12020202).
func (b BlurryGenus) Table(width int) string { return b.render(width) }

// Equal reports whether b and c are the same blurry genus.
func (b BlurryGenus) Equal(c BlurryGenus) bool {
	if len(b) != len(c) {
		return false
	}
	for i := range b {
		if b[i] != c[i] {
			return false
		}
	}
	return true
}

// Arithmetic of blurry genera (Allemang 1984, "Misère play", the blurry
// genus): Conway's rule over the symbols 0, 1 and #, and adding an adder.

// bmex is the blurry mex of the symbols marked in seen: 0 if 0 is missing,
// else 1 if 1 is missing, else #.
func bmex(has0, has1 bool) Blur {
	switch {
	case !has0:
		return Blur0
	case !has1:
		return Blur1
	}
	return BlurSharp
}

// BlurryOf returns the blurry genus of a game whose options have the given
// blurry genera, by Conway's rule blurred (Allemang 1984, "Misère play", the
// blurry genus): g0 = mex of the options' g0 (1 for a game without options)
// and g(i+1) = mex{options' g(i+1), g(i), g(i) ⊕ 1}.
func BlurryOf(options []BlurryGenus) BlurryGenus {
	n := 0
	for _, o := range options {
		n = max(n, len(o))
	}
	n += 4 // the options are periodic from n on; the result two symbols later
	seq := make([]Blur, n)
	for i := range seq {
		var has0, has1 bool
		for _, o := range options {
			switch o.Symbol(i) {
			case Blur0:
				has0 = true
			case Blur1:
				has1 = true
			}
		}
		switch {
		case i == 0 && len(options) == 0:
			seq[i] = Blur1
			continue
		case i > 0 && seq[i-1] != BlurSharp:
			// The carries g(i−1) and g(i−1) ⊕ 1 are 0 and 1.
			has0, has1 = true, true
		}
		seq[i] = bmex(has0, has1)
	}
	return blurryTrim(seq)
}

// blurryTrim returns seq, whose last two symbols repeat for ever, as the
// shortest such list.
func blurryTrim(seq []Blur) BlurryGenus {
	l := len(seq)
	for l > 2 && seq[l-3] == seq[l-1] {
		l--
	}
	return BlurryGenus(seq[:l:l])
}

// PlusAdder returns the blurry genus of G + :k from that of G (Allemang
// 1984, "Misère play", property 2 of the genus): :2 drops the first symbol,
// :1 exchanges 0 and 1.
func (b BlurryGenus) PlusAdder(k int) BlurryGenus {
	if k == 0 {
		return b
	}
	shift := k / 2
	seq := make([]Blur, max(len(b)-shift, 2))
	for i := range seq {
		s := b.Symbol(i + shift)
		if k%2 == 1 && s != BlurSharp {
			s ^= 1
		}
		seq[i] = s
	}
	return blurryTrim(seq)
}

// MisereP reports whether a game of this blurry genus is a misère
// P-position: its first symbol is 0.
func (b BlurryGenus) MisereP() bool { return b.Symbol(0) == Blur0 }

// key packs a blurry genus of at most 24 symbols into an integer, two bits
// a symbol under its length; ok is false for longer ones.
func (b BlurryGenus) key() (uint64, bool) {
	if len(b) > 24 {
		return 0, false
	}
	k := uint64(len(b))
	for _, s := range b {
		k = k<<2 | uint64(s)
	}
	return k, true
}

// PSet writes the blurry genus in Allemang's vertical notation
// (Allemang 1984, "A bigger genus sequence"), on one line: the k with G + :k
// a misère P-position (2i when symbol i is 0, 2i + 1 when it is 1), up to
// where the tail of saltus 4 starts, bottom entry first: "1,4" for 0 (1, 4,
// 8, 12, …). When there are only finitely many, "∞" ends the list ("1,∞");
// when none, it is "∞".
func (b BlurryGenus) PSet() string {
	var ks []string
	tail := len(b) - 2 // symbols from tail on repeat with period 2
	for i := 0; i < len(b); i++ {
		k := -1
		switch b[i] {
		case Blur0:
			k = 2 * i
		case Blur1:
			k = 2*i + 1
		}
		if k >= 0 {
			ks = append(ks, strconv.Itoa(k))
			if i >= tail {
				return strings.Join(ks, ",")
			}
		}
	}
	return strings.Join(append(ks, "∞"), ",")
}
