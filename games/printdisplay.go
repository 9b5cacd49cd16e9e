package games

// The printing state of a Store's games: a Display's names and the nodes
// it shows by their canonical form.

// Display is the printing state of the games of one Store: the names given
// to nodes, and the nodes to show by their canonical form. A Printer with a
// Display prints by it (see Printer); nothing in it changes what a node
// denotes, so it is kept apart from the Store, which holds only the
// mathematics.
//
// Allemang's calculator changed a game in place: CANON replaced a game's
// form by its canonical form, CONFINT replaced a game found to be a number
// by the number, and a game printed with a name kept it. Here nodes never
// change; a Display records those decisions instead, and the printer shows
// the node accordingly.
//
// The zero Display is empty and ready to use. A nil *Display answers Name
// and Shown as an empty one does, so a Printer may leave Display unset. A
// Display belongs to the store whose IDs it holds. It is not safe for
// concurrent use.
type Display struct {
	names map[ID]string
	shown map[ID]ID // a form or formal sum → its canonical form, which it prints by
}

// Name returns the name given to node id, if any.
func (d *Display) Name(id ID) (string, bool) {
	if d == nil {
		return "", false
	}
	n, ok := d.names[id]
	return n, ok
}

// SetName gives node id a name: a printer using d shows id by that name.
func (d *Display) SetName(id ID, name string) {
	if d.names == nil {
		d.names = map[ID]string{}
	}
	d.names[id] = name
}

// Canon returns the canonical form of g in s, as Store.Canonical does, and
// marks g, when it is a form, or each summand of g that is a form, when g is
// a formal sum, to print by its canonical form from then on (Printer rule
// 4).
func (d *Display) Canon(s *Store, g ID) (c ID, err error) {
	defer s.catch(&err)
	c = s.canonical(g)
	switch s.nodes[g].kind {
	case Form:
		d.show(g, c)
	case Sum:
		for _, t := range s.sumTerms(g) {
			tc := s.canonical(t.ID)
			if s.nodes[t.ID].kind == Form {
				d.show(t.ID, tc)
			}
		}
	}
	return c, nil
}

// ShowNumber reports whether g, a node of s, is a number and, if so, marks
// g (a form or a formal sum) to print as that number from then on.
func (d *Display) ShowNumber(s *Store, g ID) (ok bool, err error) {
	defer s.catch(&err)
	c := s.canonical(g)
	if !s.isNumber(c) {
		return false, nil
	}
	if s.nodes[g].kind != Canonical {
		d.show(g, c)
	}
	return true, nil
}

// Shown reports whether g is marked (by Canon or ShowNumber) to print by
// its canonical form, and returns that form.
func (d *Display) Shown(g ID) (canonical ID, ok bool) {
	if d == nil {
		return 0, false
	}
	c, ok := d.shown[g]
	return c, ok
}

// show marks node g, not canonical, to print by its canonical form c.
func (d *Display) show(g, c ID) {
	if d.shown == nil {
		d.shown = map[ID]ID{}
	}
	d.shown[g] = c
}
