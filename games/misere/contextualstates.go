package misere

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cgcalc/games/impartial"
)

// bitset is a set of genus ids.
type bitset []uint64

func (b *bitset) add(id gid) {
	for len(*b) <= int(id)/64 {
		*b = append(*b, 0)
	}
	(*b)[id/64] |= 1 << (uint(id) % 64)
}

func (b *bitset) or(c bitset) {
	for len(*b) < len(c) {
		*b = append(*b, 0)
	}
	for i, w := range c {
		(*b)[i] |= w
	}
}

func (b bitset) key() string {
	k := make([]byte, 0, 8*len(b))
	for _, w := range b {
		for range 8 {
			k = append(k, byte(w))
			w >>= 8
		}
	}
	return strings.TrimRight(string(k), "\x00")
}

func (b bitset) ids() []gid {
	var out []gid
	for i, w := range b {
		for j := range 64 {
			if w&(1<<uint(j)) != 0 {
				out = append(out, gid(i*64+j))
			}
		}
	}
	return out
}

// ctxClass is a class of types: a tame value and its options' tame values.
type ctxClass struct {
	t    tameCode
	opts []tameCode
	typ  int // a type of the class
}

// checkStates runs step 5. It is one function of more than 150 lines on
// purpose: step 5 is one search whose rule, failure report and recursion
// over types are closures over the same tables.
func (x *contextual) checkStates(types []ctxType, K int, cert *ContextualCertificate) error {
	conway := map[string]gid{}
	rule := func(set bitset) gid {
		k := set.key()
		if g, ok := conway[k]; ok {
			return g
		}
		g := x.pool.id(BlurryOf(x.pool.genera(set.ids())))
		conway[k] = g
		return g
	}
	fail := func(tys []int, got gid, pretend tameCode) error {
		var heaps []int
		for _, t := range tys {
			heaps = append(heaps, types[t].rep)
		}
		return x.counterexample(impartial.NewPosition(heaps...), x.pool.get(got), pretend.blurry())
	}

	// Multisets of at most K types, one by one.
	var exactRoots [][]int
	var rec func(tys []int, from int) error
	rec = func(tys []int, from int) error {
		if len(tys) >= 2 {
			if err := x.tick(); err != nil {
				return err
			}
			if err := x.checkExact(types, tys, rule, fail); err != nil {
				return err
			}
			if len(tys) == K {
				exactRoots = append(exactRoots, slices.Clone(tys))
				return nil
			}
		}
		for t := from; t < len(types); t++ {
			if err := rec(append(tys, t), t); err != nil {
				return err
			}
		}
		return nil
	}
	if err := rec(nil, 0); err != nil {
		return err
	}
	cert.ExactStates = x.exactCount

	// Larger multisets as states (T, R_c), over classes: types with the
	// same tame value and the same tame values of options, which is all
	// that a type contributes beyond K heaps.
	classOf := make([]int, len(types))
	var classes []ctxClass
	index := map[string]int{}
	for i, ty := range types {
		var ts []tameCode
		for _, d := range ty.descs {
			ts = append(ts, d.t)
		}
		slices.Sort(ts)
		ts = slices.Compact(ts)
		key := fmt.Sprint(ty.t, ts)
		c, ok := index[key]
		if !ok {
			c = len(classes)
			index[key] = c
			classes = append(classes, ctxClass{t: ty.t, opts: ts, typ: i})
		}
		classOf[i] = c
	}
	cert.Classes = len(classes)
	contrib := map[[2]int]bitset{}
	contribution := func(c int, rest tameCode) bitset {
		k := [2]int{c, int(rest)}
		if b, ok := contrib[k]; ok {
			return b
		}
		var b bitset
		for _, t := range classes[c].opts {
			b.add(x.pool.id(rest.plus(t).blurry()))
		}
		contrib[k] = b
		return b
	}
	// A state is a string: byte 0 the total T, byte 1+c the code of R_c,
	// or absentClass when class c is absent. Tame codes are below 255
	// (validate bounds the nim heaps).
	const absentClass = 0xff
	var (
		states  []string
		parents []int32 // the state one heap smaller, or −1
		added   []int16 // the class added to it
		roots   []int32 // for parent −1: the multiset of K types grown from
	)
	seen := map[string]bool{}
	buf := make([]byte, 1+len(classes))
	grow := func(parent int, s []byte, root int, u int) {
		ut := classes[u].t
		buf[0] = byte(tameCode(s[0]).plus(ut))
		for c := range classes {
			switch {
			case c == u:
				buf[1+c] = s[0]
			case s[1+c] == absentClass:
				buf[1+c] = absentClass
			default:
				buf[1+c] = byte(tameCode(s[1+c]).plus(ut))
			}
		}
		if !seen[string(buf)] {
			k := string(buf)
			seen[k] = true
			states = append(states, k)
			parents = append(parents, int32(parent))
			added = append(added, int16(u))
			roots = append(roots, int32(root))
		}
	}
	for r, root := range exactRoots {
		base := make([]byte, 1+len(classes))
		base[0] = byte(tameZero)
		for c := range classes {
			base[1+c] = absentClass
		}
		for _, t := range root {
			u := classOf[t]
			ut := classes[u].t
			for c := range classes {
				if base[1+c] != absentClass {
					base[1+c] = byte(tameCode(base[1+c]).plus(ut))
				}
			}
			base[1+u] = base[0]
			base[0] = byte(tameCode(base[0]).plus(ut))
		}
		for u := range classes {
			grow(-1, base, r, u)
		}
	}
	var set bitset
	for i := 0; i < len(states); i++ {
		if err := x.tick(); err != nil {
			return err
		}
		if len(states) > maxContextualStates {
			return fmt.Errorf("%w: more than %d states", ErrContextualUnsupported, maxContextualStates)
		}
		s := []byte(states[i])
		clear(set)
		for c := range classes {
			if s[1+c] != absentClass {
				set.or(contribution(c, tameCode(s[1+c])))
			}
		}
		if total := tameCode(s[0]); rule(set) != x.pool.id(total.blurry()) {
			var tys []int
			for j := i; j >= 0; j = int(parents[j]) {
				tys = append(tys, classes[added[j]].typ)
				if parents[j] < 0 {
					tys = append(tys, exactRoots[roots[j]]...)
				}
			}
			return fail(tys, rule(set), total)
		}
		for u := range classes {
			grow(i, s, -1, u)
		}
	}
	cert.AbstractStates = len(states)
	return nil
}

// checkExact checks one multiset of at most K types.
func (x *contextual) checkExact(types []ctxType, tys []int, rule func(bitset) gid, fail func([]int, gid, tameCode) error) error {
	reps := make([]int, len(tys))
	total := tameZero
	for i, t := range tys {
		reps[i] = types[t].rep
		total = total.plus(types[t].t)
	}
	if x.c.isException(sortedCopy(reps)) {
		return nil
	}
	x.exactCount++
	var set bitset
	for i, t := range tys {
		if i > 0 && tys[i-1] == t {
			continue
		}
		rest := slices.Concat(reps[:i], reps[i+1:])
		rt := tameZero
		for _, h := range rest {
			rt = rt.plus(tameOfValue(x.c.Pretend(h)))
		}
		for _, d := range types[t].descs {
			var big []int
			switch {
			case d.exc != "":
				for _, f := range strings.Split(d.exc, "+") {
					h, _ := strconv.Atoi(f)
					big = append(big, h)
				}
			case d.big:
				big = []int{-1} // stands for big heaps outside every exception
			}
			set.add(x.descGenus(rest, d, big, rt.plus(d.t)))
		}
	}
	if g := rule(set); g != x.pool.id(total.blurry()) {
		return fail(tys, g, total)
	}
	return nil
}

// descGenus is optionGenus for a descriptor, whose big heaps may be only
// known to make no exception (−1).
func (x *contextual) descGenus(rest []int, d ctxDesc, big []int, t tameCode) gid {
	if slices.Contains(big, -1) {
		return x.pool.id(t.blurry())
	}
	return x.optionGenus(rest, d.add, big, t)
}
