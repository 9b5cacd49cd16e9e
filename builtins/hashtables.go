package builtins

// Hash tables of the language: keys compared with equal, entries in the
// order their keys were first stored, and the builtins over them.

import (
	"errors"
	"fmt"
	"math/big"
	"reflect"

	"cgcalc/eval"
)

// HashTable is a hash table of the language: keys compared with equal,
// entries kept in the order their keys were first stored. It is the one
// mutable value; two tables are equal only when they are the same table.
type HashTable struct {
	m valueMap[eval.Value]
}

// String is #<hash-table N entries>.
func (h *HashTable) String() string {
	n := h.m.count()
	if n == 1 {
		return "#<hash-table 1 entry>"
	}
	return fmt.Sprintf("#<hash-table %d entries>", n)
}

// Type is "hash-table".
func (*HashTable) Type() string { return "hash-table" }

// valueMap maps values, compared with equal (eval.Interp.Equal), to T,
// remembering the order in which keys were first stored.
type valueMap[T any] struct {
	entries []mapEntry[T]      // in insertion order; removed ones are dead
	index   map[uint64][]int32 // hash of key: indices into entries
	live    int
}

type mapEntry[T any] struct {
	key  eval.Value
	val  T
	hash uint64
	dead bool
}

// find returns the index of key's entry, or -1, and its hash. With in
// nil the comparisons cannot be interrupted.
func (m *valueMap[T]) find(in *eval.Interp, key eval.Value) (int, uint64, error) {
	h := hashValue(key)
	for _, i := range m.index[h] {
		var eq bool
		var err error
		if in == nil {
			eq = eval.Equal(m.entries[i].key, key)
		} else {
			eq, err = in.Equal(m.entries[i].key, key)
		}
		if err != nil {
			return -1, h, err
		}
		if eq {
			return int(i), h, nil
		}
	}
	return -1, h, nil
}

// get returns the value stored under key.
func (m *valueMap[T]) get(in *eval.Interp, key eval.Value) (T, bool, error) {
	i, _, err := m.find(in, key)
	if i < 0 {
		var zero T
		return zero, false, err
	}
	return m.entries[i].val, true, nil
}

// put stores val under key.
func (m *valueMap[T]) put(in *eval.Interp, key eval.Value, val T) error {
	i, h, err := m.find(in, key)
	if err != nil {
		return err
	}
	if i >= 0 {
		m.entries[i].val = val
		return nil
	}
	if len(m.entries) >= 1<<31-1 {
		return errors.New("hash table too large")
	}
	if m.index == nil {
		m.index = map[uint64][]int32{}
	}
	m.index[h] = append(m.index[h], int32(len(m.entries)))
	m.entries = append(m.entries, mapEntry[T]{key: key, val: val, hash: h})
	m.live++
	return nil
}

// remove deletes key's entry and reports whether there was one.
func (m *valueMap[T]) remove(in *eval.Interp, key eval.Value) (bool, error) {
	i, h, err := m.find(in, key)
	if i < 0 {
		return false, err
	}
	bucket := m.index[h]
	for j, k := range bucket {
		if int(k) == i {
			bucket = append(bucket[:j], bucket[j+1:]...)
			break
		}
	}
	if len(bucket) == 0 {
		delete(m.index, h)
	} else {
		m.index[h] = bucket
	}
	var zero mapEntry[T]
	m.entries[i] = zero
	m.entries[i].dead = true
	m.live--
	if dead := len(m.entries) - m.live; dead > 32 && dead > m.live {
		m.compact()
	}
	return true, nil
}

// compact drops the dead entries and rebuilds the index.
func (m *valueMap[T]) compact() {
	live := m.entries[:0]
	for _, e := range m.entries {
		if !e.dead {
			live = append(live, e)
		}
	}
	clear(m.entries[len(live):])
	m.entries = live
	m.index = make(map[uint64][]int32, len(live))
	for i, e := range live {
		m.index[e.hash] = append(m.index[e.hash], int32(i))
	}
}

// clear removes every entry.
func (m *valueMap[T]) clear() { *m = valueMap[T]{} }

// count is the number of entries.
func (m *valueMap[T]) count() int { return m.live }

// hashNodes is how many nodes of a key's tree its hash looks at: keys
// that differ only past them share a hash, and equal tells them apart.
// It bounds the cost of hashing lists with shared structure, whose trees
// can be exponentially large.
const hashNodes = 64

// hashValue returns a hash of v consistent with equal: equal values have
// equal hashes. It looks at v's first hashNodes nodes in preorder.
func hashValue(v eval.Value) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	mix := func(x uint64) { h = (h ^ x) * prime; h ^= h >> 29 }
	mixString := func(s string) {
		mix(uint64(len(s)))
		if len(s) > 256 {
			s = s[:128] + s[len(s)-128:]
		}
		for i := 0; i < len(s); i++ {
			mix(uint64(s[i]))
		}
	}
	mixInt := func(x *big.Int) {
		mix(uint64(x.Sign() + 1))
		words := x.Bits()
		mix(uint64(len(words)))
		for i, w := range words {
			if i >= 8 {
				break
			}
			mix(uint64(w))
		}
	}
	stack := []eval.Value{v}
	for n := 0; len(stack) > 0 && n < hashNodes; n++ {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch x := x.(type) {
		case *eval.Cons:
			mix(1)
			stack = append(stack, x.Cdr, x.Car)
		case eval.Symbol:
			mix(2)
			mixString(string(x))
		case eval.String:
			mix(3)
			mixString(string(x))
		case eval.Number:
			if i, ok := x.Int64(); ok {
				mix(4)
				mix(uint64(i))
			} else {
				r := x.Rat()
				mix(5)
				mixInt(r.Num())
				mixInt(r.Denom())
			}
		case *Game:
			mix(6)
			mix(uint64(x.id))
		case *Position:
			mix(7)
			mixString(x.rules.Name())
			mixString(x.pos.String())
		case eval.Equaler:
			// Some other value with an equality of its own: its type only.
			mix(8)
			mixString(x.(eval.Value).Type())
		default:
			mix(9)
			mixString(x.Type())
			if rv := reflect.ValueOf(x); rv.Kind() == reflect.Pointer {
				mix(uint64(rv.Pointer())) // compared by identity: Go's heap does not move
			}
		}
	}
	return h
}

// table returns v as a hash table.
func (c *call) hashTable(v eval.Value) *HashTable {
	if c.err != nil {
		return nil
	}
	h, ok := v.(*HashTable)
	if !ok {
		c.typeError(v, "a hash table")
	}
	return h
}

func makeHashTableFn(c call) (eval.Value, error) { return &HashTable{}, nil }

func gethashFn(c call) (eval.Value, error) {
	h := c.hashTable(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	v, ok, err := h.m.get(c.in, c.Pos[0])
	if err != nil {
		return nil, err
	}
	if !ok {
		if c.Pos[2] == nil {
			return eval.Nil, nil
		}
		return c.Pos[2], nil
	}
	return v, nil
}

func puthashFn(c call) (eval.Value, error) {
	h := c.hashTable(c.Pos[2])
	if c.err != nil {
		return nil, c.err
	}
	if err := h.m.put(c.in, c.Pos[0], c.Pos[1]); err != nil {
		return nil, err
	}
	return c.Pos[1], nil
}

func remhashFn(c call) (eval.Value, error) {
	h := c.hashTable(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	ok, err := h.m.remove(c.in, c.Pos[0])
	return eval.Bool(ok), err
}

func clrhashFn(c call) (eval.Value, error) {
	h := c.hashTable(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	h.m.clear()
	return h, nil
}

func hashTableCountFn(c call) (eval.Value, error) {
	h := c.hashTable(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	return intValue(h.m.count()), nil
}

// liveEntries returns a copy of h's live entries, charging a step each.
func (c *call) liveEntries(h *HashTable) []mapEntry[eval.Value] {
	out := make([]mapEntry[eval.Value], 0, h.m.count())
	for i, e := range h.m.entries {
		if c.every1024(i); c.err != nil {
			return nil
		}
		if !e.dead {
			out = append(out, e)
		}
	}
	return out
}

func hashTableKeysFn(c call) (eval.Value, error) {
	h := c.hashTable(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	es := c.liveEntries(h)
	keys := make([]eval.Value, len(es))
	for i, e := range es {
		keys[i] = e.key
	}
	return c.build(keys, eval.Nil), c.err
}

func maphashFn(c call) (eval.Value, error) {
	f := c.Pos[0]
	h := c.hashTable(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	for _, e := range c.liveEntries(h) {
		if _, err := c.in.Apply(f, []eval.Value{e.key, e.val}); err != nil {
			return nil, err
		}
	}
	return eval.Nil, c.err
}
