package misere

// gid names a blurry genus in a genusPool. A generalized genus table holds
// few distinct genera and computes with them millions of times, so it
// works with these small integers: equality is ==, and shifting by an
// adder and Conway's rule over a set of options are looked up.
type gid int32

// genusPool interns blurry genera.
type genusPool struct {
	gens   []BlurryGenus
	index  map[string]gid
	shifts [][]gid        // shifts[id][add]: id shifted by :add; −1 unknown
	of     map[uint64]gid // Conway's rule by the set of option ids (all < 64)
}

func newGenusPool() *genusPool {
	return &genusPool{index: map[string]gid{}, of: map[uint64]gid{}}
}

// id returns the id of b, interning it.
func (p *genusPool) id(b BlurryGenus) gid {
	key := make([]byte, len(b))
	for i, s := range b {
		key[i] = byte(s)
	}
	if id, ok := p.index[string(key)]; ok {
		return id
	}
	id := gid(len(p.gens))
	p.gens = append(p.gens, b)
	p.shifts = append(p.shifts, nil)
	p.index[string(key)] = id
	return id
}

// get returns the genus of id.
func (p *genusPool) get(id gid) BlurryGenus { return p.gens[id] }

// maxShift bounds the adders whose shifts are remembered.
const maxShift = 64

// shift returns the id of genus id plus the adder :add.
func (p *genusPool) shift(id gid, add int) gid {
	if add == 0 {
		return id
	}
	if add >= maxShift {
		return p.id(p.gens[id].PlusAdder(add))
	}
	row := p.shifts[id]
	if row == nil {
		row = make([]gid, maxShift)
		for i := range row {
			row[i] = -1
		}
		p.shifts[id] = row
	}
	if r := row[add]; r >= 0 {
		return r
	}
	r := p.id(p.gens[id].PlusAdder(add))
	p.shifts[id][add] = r
	return r
}

// conway returns the id of the genus of a game whose options have the
// genera ids (BlurryOf), remembered by the set of ids.
func (p *genusPool) conway(ids []gid) gid {
	var set uint64
	for _, id := range ids {
		if id >= 64 {
			return p.id(BlurryOf(p.genera(ids)))
		}
		set |= 1 << uint(id)
	}
	if r, ok := p.of[set]; ok {
		return r
	}
	r := p.id(BlurryOf(p.genera(ids)))
	p.of[set] = r
	return r
}

func (p *genusPool) genera(ids []gid) []BlurryGenus {
	gs := make([]BlurryGenus, len(ids))
	for i, id := range ids {
		gs[i] = p.gens[id]
	}
	return gs
}
