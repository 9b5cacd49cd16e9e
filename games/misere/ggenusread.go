package misere

import (
	"fmt"
	"strconv"
	"strings"
)

// Genus returns the blurry genus of the sum of heaps, as the table gives
// it: adders added, letters counted and reduced by their periods. Heaps
// must not exceed MaxHeap.
func (t *GenTable) Genus(heaps []int) (BlurryGenus, error) {
	g, _, err := t.explain(heaps, false)
	return g, err
}

// Explain returns the blurry genus of the sum of heaps and the steps of
// finding it in the table, as Allemang worked his Officers example.
func (t *GenTable) Explain(heaps []int) (BlurryGenus, []string, error) {
	return t.explain(heaps, true)
}

func (t *GenTable) explain(heaps []int, say bool) (BlurryGenus, []string, error) {
	var steps []string
	for _, h := range heaps {
		if h < 0 || h > t.MaxHeap() {
			return nil, nil, fmt.Errorf("heap %d is outside the table (0 … %d)", h, t.MaxHeap())
		}
	}
	counts := make([]int, len(t.Letters))
	add := 0
	var adders []string
	for _, h := range heaps {
		switch g := t.Heaps[h]; g.Kind {
		case KindLetter:
			counts[g.Letter]++
		default:
			add = int(Adder(add).Plus(Adder(g.Adder)))
			if say {
				adders = append(adders, fmt.Sprintf("%d = %s", h, t.heapText(g)))
			}
		}
	}
	if say && len(adders) > 0 {
		steps = append(steps, fmt.Sprintf("%s: together the adder :%d", strings.Join(adders, ", "), add))
	}
	if say {
		for j, l := range t.Letters {
			if counts[j] == 0 {
				continue
			}
			var hs []string
			for _, h := range heaps {
				if g := t.Heaps[h]; g.Kind == KindLetter && g.Letter == j {
					hs = append(hs, strconv.Itoa(h))
				}
			}
			line := fmt.Sprintf("%s: %d × %s, period %d(%d)", strings.Join(hs, ", "), counts[j], l.Name, l.P, l.S)
			if c := l.reduce(counts[j]); c != counts[j] {
				line += fmt.Sprintf(": %d × %s count as %d", counts[j], l.Name, c)
			}
			steps = append(steps, line)
		}
	}
	idx := t.index(counts)
	g := t.pool.get(t.genus[idx])
	res := t.pool.get(t.pool.shift(t.genus[idx], add))
	if say {
		key := t.key(idx)
		if key == "" {
			steps = append(steps, fmt.Sprintf("no letters: the genus of 0 is (%s)", g.Table(4)))
		} else {
			steps = append(steps, fmt.Sprintf("line %s of the table: (%s)", key, g.Table(4)))
		}
		if add != 0 {
			steps = append(steps, fmt.Sprintf("shifted by :%d: (%s)", add, res.Table(4)))
		}
		outcome := "N: the first symbol is not 0"
		if res.MisereP() {
			outcome = "P: the first symbol is 0"
		}
		steps = append(steps, outcome)
	}
	return res, steps, nil
}

// key returns the table line of index idx: counts, latest letter first.
func (t *GenTable) key(idx int) string {
	v := t.vector(idx)
	var b strings.Builder
	for j := len(v) - 1; j >= 0; j-- {
		b.WriteString(strconv.Itoa(v[j]))
	}
	return b.String()
}

// heapText writes how heap g is represented: *k, :k, a letter, or like :k.
func (t *GenTable) heapText(g GenHeap) string {
	switch g.Kind {
	case KindAdder:
		if g.Adder <= 3 {
			return "*" + strconv.Itoa(g.Adder)
		}
		return ":" + strconv.Itoa(g.Adder)
	case KindLike:
		return "like :" + strconv.Itoa(g.Adder)
	}
	return t.Letters[g.Letter].Name
}

// HeapLine returns heap n's line of Appendix II without the size: "*2",
// "a, period 2(0)" or "2(1) like :2" (":k" for an adder :k, k ≥ 4, that
// the table did not consolidate cannot occur: such heaps are letters).
func (t *GenTable) HeapLine(n int) (string, error) {
	if n < 0 || n > t.MaxHeap() {
		return "", fmt.Errorf("heap %d is outside the table (0 … %d)", n, t.MaxHeap())
	}
	g := t.Heaps[n]
	switch g.Kind {
	case KindLetter:
		l := t.Letters[g.Letter]
		return fmt.Sprintf("%s, period %d(%d)", l.Name, l.P, l.S), nil
	case KindLike:
		if g.P > 0 {
			return fmt.Sprintf("%d(%d) like :%d", g.P, g.S, g.Adder), nil
		}
		return fmt.Sprintf("like :%d", g.Adder), nil
	}
	return t.heapText(g), nil
}

// String writes the table in the layout of Allemang's Appendix II: the
// heaps, each *k (equal to a nim heap), :k (an adder), "x, period p(s)"
// (a letter) or "p(s) like :k"; then
// each count vector, latest letter first, with the first four symbols of
// its blurry genus.
func (t *GenTable) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", t.r.Code())
	for _, g := range t.Heaps[1:] {
		line, _ := t.HeapLine(g.Size)
		fmt.Fprintf(&b, "%3d %s\n", g.Size, line)
	}
	if len(t.Letters) > 0 {
		for j := len(t.Letters) - 1; j >= 0; j-- {
			b.WriteString(t.Letters[j].Name)
		}
		b.WriteByte('\n')
	}
	for idx, g := range t.genus {
		fmt.Fprintf(&b, "%s (%s)\n", t.key(idx), t.pool.get(g).Table(4))
	}
	return b.String()
}

// Line returns the first four symbols of the genus of table line key
// (counts, latest letter first), and whether there is such a line.
func (t *GenTable) Line(key string) (string, bool) {
	if len(key) != len(t.Letters) {
		return "", false
	}
	idx := 0
	for i, ch := range key {
		j := len(t.Letters) - 1 - i
		c := int(ch - '0')
		if c < 0 || c >= t.Letters[j].S+t.Letters[j].P {
			return "", false
		}
		idx += c * t.stride[j]
	}
	return t.pool.get(t.genus[idx]).Table(4), true
}
