package games

import "math"

// IsNumber reports whether g equals a number, and which.
func (s *Store) IsNumber(g ID) (x Dyadic, ok bool, err error) {
	defer s.catch(&err)
	x, ok = s.NumberValue(s.canonical(g))
	return x, ok, nil
}

// Birthday returns the birthday of g: the day its canonical form is born
// (0 for 0; 1 + the largest birthday of an option).
func (s *Store) Birthday(g ID) (b int64, err error) {
	defer s.catch(&err)
	return s.birthday(s.canonical(g)), nil
}

func (s *Store) birthday(c ID) int64 {
	n := &s.nodes[c]
	if n.born {
		return n.birth
	}
	var b int64
	if v, ok := s.nusOf(c); ok {
		var ok bool
		if b, ok = nusBirthday(v); !ok {
			s.tooLarge("a birthday beyond 2^63")
		}
	} else {
		s.tick()
		s.enter()
		defer s.leave()
		l, r := s.options(c)
		for _, o := range append(l[:len(l):len(l)], r...) {
			bo := s.birthday(o)
			if bo == math.MaxInt64 {
				s.tooLarge("a birthday beyond 2^63")
			}
			b = max(b, bo+1)
		}
	}
	s.nodes[c].born, s.nodes[c].birth = true, b
	return b
}
