package misere

import "strconv"

// Adder is Allemang's adder :n (Allemang 1984, "Misère play", adders):
// :2n = *2 + … + *2 (n terms) and :2n+1 = :2n + *1. :0, :1, :2, :3 are the
// nim heaps *0 … *3; no other adder is a nim heap.
type Adder int

// Plus returns :n + :m, which is :(n+m−2) if both are odd and :(n+m)
// otherwise (*1 + *1 = 0).
func (n Adder) Plus(m Adder) Adder {
	if n%2 == 1 && m%2 == 1 {
		return n + m - 2
	}
	return n + m
}

// Options returns the adders that are the options of the canonical form
// of :n: :0 = {}, :1 = {:0}, :2 = {:0,:1}, :3 = {:0,:1,:2},
// :2k+2 = {:2k,:2k+1}, :2k+3 = {:2k,:2k+1,:2k+2} (Allemang 1984, "Misère
// play", adders).
func (n Adder) Options() []Adder {
	switch {
	case n <= 3:
		opts := make([]Adder, n)
		for i := range opts {
			opts[i] = Adder(i)
		}
		return opts
	case n%2 == 0:
		return []Adder{n - 2, n - 1}
	}
	return []Adder{n - 3, n - 2, n - 1}
}

// NimValue returns the normal-play value of :n: 0 or 2 for :2k as k is
// even or odd, nim-added with 1 when n is odd.
func (n Adder) NimValue() int {
	v := 0
	if (n/2)%2 == 1 {
		v = 2
	}
	return v ^ int(n%2)
}

// Genus returns the genus of :n.
func (n Adder) Genus() Genus { return NimGenus(0).PlusAdder(int(n)) }

// String returns ":n".
func (n Adder) String() string { return ":" + strconv.Itoa(int(n)) }
