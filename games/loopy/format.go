package loopy

import (
	"slices"
	"strings"

	"cgcalc/games"
)

// stopperNames are the named values that are stoppers, as Format prints
// them.
var stopperNames = []string{"on", "off", "over", "under", "upon"}

// Format prints the game g in the notation Parse reads: a node whose
// followers have no cycle prints as a short game by short (the store's
// printer); a stopper node equal to on, off, over, under or upon by that
// name; another node as {L|R} over its options, pass for the node itself,
// and a label before the braces of a node that an option below refers
// back to (a, b, …). Print a stopper's simplest form (Simplify) to get
// CGSuite's text of its value.
func Format(s *games.Store, g *Graph, short func(games.ID) string) (string, error) {
	t := g.Trim()
	ids, isShort, err := shortNodes(s, t)
	if err != nil {
		return "", err
	}
	n := len(t.L)
	names := make([]string, n)
	if t.alternatingAcyclic() {
		var named []*Graph
		for _, nm := range stopperNames {
			h, _ := Named(nm)
			named = append(named, h)
		}
		u, offs := Union(named...)
		a, err := compareTable(t, u, 0)
		if err != nil {
			return "", err
		}
		b, err := compareTable(u, t, 0)
		if err != nil {
			return "", err
		}
		for v := 0; v < n; v++ {
			if isShort[v] {
				continue
			}
			for i, h := range named {
				x := offs[i] + h.Start
				if a.ge(int32(v), x) && b.ge(x, int32(v)) {
					names[v] = stopperNames[i]
					break
				}
			}
		}
	}
	f := &formatter{t: t, ids: ids, isShort: isShort, names: names, short: short, label: make([]string, n), onPath: make([]bool, n)}
	return f.text(0, true), nil
}

type formatter struct {
	t       *Graph
	ids     []games.ID
	isShort []bool
	names   []string
	short   func(games.ID) string
	label   []string // labels of the nodes on the path that were referred to
	onPath  []bool
	next    int
}

func (f *formatter) text(v int32, top bool) string {
	if f.isShort[v] {
		return f.short(f.ids[v])
	}
	if f.names[v] != "" {
		return f.names[v]
	}
	f.onPath[v] = true
	side := func(opts []int32) string {
		var parts []string
		for _, o := range opts {
			switch {
			case o == v:
				parts = append(parts, "pass")
			case f.onPath[o]:
				if f.label[o] == "" {
					f.label[o] = labelName(f.next)
					f.next++
				}
				parts = append(parts, f.label[o])
			default:
				parts = append(parts, f.text(o, false))
			}
		}
		slices.Sort(parts)
		return strings.Join(parts, ",")
	}
	body := "{" + side(f.t.L[v]) + "|" + side(f.t.R[v]) + "}"
	f.onPath[v] = false
	lab := f.label[v]
	f.label[v] = ""
	return lab + body
}

// labelName returns the k-th label: a … z, then a1 … z1, and so on.
func labelName(k int) string {
	s := string(rune('a' + k%26))
	if k >= 26 {
		s += strings.Repeat("", 0) + itoa(k/26)
	}
	return s
}

func itoa(k int) string {
	if k == 0 {
		return "0"
	}
	var b []byte
	for ; k > 0; k /= 10 {
		b = append([]byte{byte('0' + k%10)}, b...)
	}
	return string(b)
}

// FormatSided prints a sided value: the stopper alone when its sides are
// equal, else "onside & offside".
func FormatSided(s *games.Store, v *Sided, short func(games.ID) string, maxStates int) (string, error) {
	a, err := Format(s, v.Onside, short)
	if err != nil {
		return "", err
	}
	eq, err := v.IsStopper(maxStates)
	if err != nil {
		return "", err
	}
	if eq {
		return a, nil
	}
	b, err := Format(s, v.Offside, short)
	if err != nil {
		return "", err
	}
	return a + " & " + b, nil
}
