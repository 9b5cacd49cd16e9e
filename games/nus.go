package games

// NUS values x + u·↑ + *m (a number, a multiple of up and a nimber): their
// arithmetic and comparison, their options when listed, and their birthdays.

import "math"

// NUS is a number-up-star value X + U·↑ + *M: a number, a multiple of up
// and a nimber. Their sums, negations and comparisons are arithmetic.
type NUS struct {
	X Dyadic // the number part
	U int64  // the multiple of up (negative: down)
	M uint64 // the nimber
}

// IsNumber reports whether v is a number (no ups, no star).
func (v NUS) IsNumber() bool { return v.U == 0 && v.M == 0 }

// IsZero reports whether v is 0.
func (v NUS) IsZero() bool { return v.U == 0 && v.M == 0 && v.X.IsZero() }

// Infinitesimal returns v without its number part.
func (v NUS) Infinitesimal() NUS { return NUS{U: v.U, M: v.M} }

// add returns v + w; ok is false if the up multiple overflows.
func (v NUS) add(w NUS) (NUS, bool) {
	u, ok := addInt64(v.U, w.U)
	if !ok {
		return NUS{}, false
	}
	return NUS{X: v.X.Add(w.X), U: u, M: v.M ^ w.M}, true
}

// neg returns −v.
func (v NUS) neg() NUS { return NUS{X: v.X.Neg(), U: -v.U, M: v.M} }

// mul returns k·v; ok is false on overflow.
func (v NUS) mul(k int64) (NUS, bool) {
	u, ok := mulInt64(v.U, k)
	if !ok {
		return NUS{}, false
	}
	m := v.M
	if k%2 == 0 {
		m = 0
	}
	return NUS{X: v.X.MulInt(k), U: u, M: m}, true
}

// nusLeq reports whether v ≤ w: by the number parts when they differ
// (infinitesimals never outweigh a number), otherwise by whether the
// infinitesimal w − v = u·↑ + *m is ≥ 0: *m ≥ 0 only for m = 0, and
// u·↑ + *m > 0 for u > 0 except ↑* (u = 1, m = 1), which is fuzzy (Winning
// Ways ch. 3; Siegel, Combinatorial Game Theory II.4).
func nusLeq(v, w NUS) bool {
	if c := v.X.Cmp(w.X); c != 0 {
		return c < 0
	}
	u := w.U - v.U
	if (w.U >= 0) != (v.U >= 0) && (u >= 0) != (w.U >= 0) {
		return w.U > v.U // u overflowed: its sign is that of w.U − v.U
	}
	m := v.M ^ w.M
	switch {
	case u == 0:
		return m == 0
	case u > 0:
		return !(u == 1 && m == 1)
	}
	return false
}

// nusKey is a comparable form of a NUS value, for the store's index.
type nusKey struct {
	x DyadicKey
	u int64
	m uint64
}

func (v NUS) key() nusKey { return nusKey{v.X.Key(), v.U, v.M} }

// maxListedOptions bounds the options the store will list for a nimber
// (*n has n options on each side).
const maxListedOptions = 1 << 20

// nusOptions returns the options of the canonical form of v:
//
//	a number: see Dyadic.Options;
//	x + H (x ≠ 0, H infinitesimal): {x + H^L | x + H^R} (number translation);
//	*m: {*0, …, *(m−1) | *0, …, *(m−1)};
//	↑*: {0, * | 0};
//	u·↑ + *m, u ≥ 1, except ↑*: {0 | (u−1)·↑ + *(m⊕1)};
//	u < 0: the negatives of the options of −v, sides exchanged.
//
// (Winning Ways ch. 3, "ups and stars"; Siegel, Combinatorial Game Theory
// II.4. The tests check each rule against canonical forms computed from the
// definitions.)
func nusOptions(v NUS) (left, right []NUS, ok bool) {
	switch {
	case v.IsNumber():
		l, r, hasL, hasR := v.X.Options()
		if hasL {
			left = []NUS{{X: l}}
		}
		if hasR {
			right = []NUS{{X: r}}
		}
		return left, right, true
	case !v.X.IsZero():
		left, right, ok = nusOptions(v.Infinitesimal())
		for i := range left {
			left[i].X = v.X.Add(left[i].X)
		}
		for i := range right {
			right[i].X = v.X.Add(right[i].X)
		}
		return left, right, ok
	case v.U == 0:
		if v.M > maxListedOptions {
			return nil, nil, false
		}
		left, right = make([]NUS, v.M), make([]NUS, v.M)
		for i := range left {
			left[i].M = uint64(i)
			right[i].M = uint64(i)
		}
		return left, right, true
	case v.U < 0:
		l, r, ok := nusOptions(v.neg())
		for i := range l {
			l[i] = l[i].neg()
		}
		for i := range r {
			r[i] = r[i].neg()
		}
		return r, l, ok
	case v.U == 1 && v.M == 1:
		return []NUS{{}, {M: 1}}, []NUS{{}}, true
	}
	return []NUS{{}}, []NUS{{U: v.U - 1, M: v.M ^ 1}}, true
}

// nusBirthday returns the birthday of v: b(x + H) = b(x) + b(H) for an
// infinitesimal NUS H (number translation adds b(x) to every path);
// b(*m) = m; b(↑*) = 2; b(↑*m) = 1 + (m⊕1) otherwise; and
// b(u·↑*m) = 1 + b((u−1)·↑*(m⊕1)) for u ≥ 2, from the options above.
func nusBirthday(v NUS) (int64, bool) {
	bx, ok := v.X.Birthday()
	if !ok {
		return 0, false
	}
	u := v.U
	if u < 0 {
		if u == math.MinInt64 {
			return 0, false
		}
		u = -u
	}
	var bh int64
	switch {
	case u == 0:
		if v.M > math.MaxInt64 {
			return 0, false
		}
		bh = int64(v.M)
	default:
		// Descend u−1 steps to ↑*m', flipping the star each step.
		m := v.M
		if (u-1)%2 == 1 {
			m ^= 1
		}
		var b1 int64
		if m == 1 {
			b1 = 2
		} else {
			if m^1 > math.MaxInt64-1 {
				return 0, false
			}
			b1 = 1 + int64(m^1)
		}
		var ok bool
		if bh, ok = addInt64(u-1, b1); !ok {
			return 0, false
		}
	}
	return addInt64(bx, bh)
}

func addInt64(a, b int64) (int64, bool) {
	s := a + b
	if (a > 0 && b > 0 && s < 0) || (a < 0 && b < 0 && s >= 0) || s == math.MinInt64 {
		return 0, false
	}
	return s, true
}

func mulInt64(a, k int64) (int64, bool) {
	if a == 0 || k == 0 {
		return 0, true
	}
	p := a * k
	if p/k != a || p == math.MinInt64 || (a == -1 && k == math.MinInt64) {
		return 0, false
	}
	return p, true
}

func abs64(k int64) int64 {
	if k < 0 {
		return -k
	}
	return k
}
