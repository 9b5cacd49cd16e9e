package plot

import (
	"bytes"
	"encoding/xml"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// genMemTable is CGSuite's GenMem((memory, j) -> j != memory).NimValueTable(10, 10)
// (CGSuite (Siegel), version 2.x, GameHeapTest.scala), as it prints.
const genMemTable = `0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0
--+---+---+---+---+---+---+---+---+---+--
1 | 0 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1
--+---+---+---+---+---+---+---+---+---+--
1 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1
--+---+---+---+---+---+---+---+---+---+--
2 | 2 | 2 | 0 | 2 | 2 | 2 | 2 | 2 | 2 | 2
--+---+---+---+---+---+---+---+---+---+--
3 | 2 | 3 | 3 | 0 | 3 | 3 | 3 | 3 | 3 | 3
--+---+---+---+---+---+---+---+---+---+--
3 | 3 | 3 | 3 | 3 | 0 | 3 | 3 | 3 | 3 | 3
--+---+---+---+---+---+---+---+---+---+--
2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2
--+---+---+---+---+---+---+---+---+---+--
4 | 4 | 4 | 4 | 4 | 4 | 4 | 0 | 4 | 4 | 4
--+---+---+---+---+---+---+---+---+---+--
5 | 4 | 5 | 3 | 5 | 5 | 5 | 5 | 5 | 5 | 5
--+---+---+---+---+---+---+---+---+---+--
5 | 5 | 5 | 5 | 5 | 5 | 5 | 5 | 5 | 0 | 5
--+---+---+---+---+---+---+---+---+---+--
6 | 6 | 6 | 4 | 6 | 6 | 3 | 6 | 6 | 6 | 6
`

// tableOf reads the numbers of a table printed as genMemTable.
func tableOf(t *testing.T, text string) ValueTable {
	var vt ValueTable
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		if strings.HasPrefix(line, "-") {
			continue
		}
		var cells []string
		var levels []int
		for _, f := range strings.Split(line, "|") {
			f = strings.TrimSpace(f)
			n, err := strconv.Atoi(f)
			if err != nil {
				t.Fatal(err)
			}
			cells, levels = append(cells, f), append(levels, n)
		}
		vt.Cells, vt.Levels = append(vt.Cells, cells), append(vt.Levels, levels)
	}
	return vt
}

// TestValueTableText checks the table's layout against CGSuite's print of
// a NimValueTable, character for character, and a table of wider cells.
func TestValueTableText(t *testing.T) {
	t.Parallel()
	vt := tableOf(t, genMemTable)
	if got := ValueTableText(vt, ASCII); got != genMemTable {
		t.Errorf("GenMem table:\n%s\nwant (CGSuite's):\n%s", got, genMemTable)
	}
	wide := ValueTable{Cells: [][]string{{"0", "-1", "{1|0}"}, {"12", "*", "0"}}}
	want := "0  | -1 | {1|0}\n---+----+------\n12 | *  | 0\n"
	if got := ValueTableText(wide, ASCII); got != want {
		t.Errorf("wide cells:\n%s\nwant:\n%s", got, want)
	}
	if got := ValueTableText(ValueTable{Cells: [][]string{{"7"}}}, Unicode); got != "7\n" {
		t.Errorf("one cell: %q", got)
	}
}

// TestValueTableIntensity checks the intensity plots: a shade for each
// cell (blank exactly for 0, the darkest exactly for the largest, '?' for
// a value that is not a nimber), and an SVG of one square per cell that
// parses as XML.
func TestValueTableIntensity(t *testing.T) {
	t.Parallel()
	vt := tableOf(t, genMemTable)
	vt.Levels[0][1] = -1
	for _, cs := range []Charset{Unicode, ASCII} {
		shades := unicodeShades
		if cs == ASCII {
			shades = asciiShades
		}
		lines := strings.Split(ValueTableIntensityText(vt, cs), "\n")
		for r, row := range vt.Levels {
			line := []rune(lines[r])
			for c, v := range row {
				got := ' '
				if c < len(line) {
					got = line[c]
				}
				switch {
				case v < 0 && got != '?', v == 0 && got != shades[0], v == 6 && got != shades[len(shades)-1],
					v > 0 && v < 6 && (got == shades[0] || got == shades[len(shades)-1]):
					t.Errorf("%v: cell (%d,%d) of level %d drawn %q", cs, r, c, v, got)
				}
			}
		}
		if !strings.Contains(lines[len(vt.Levels)], "is 6; '?' is not a nimber") {
			t.Errorf("%v: caption %q", cs, lines[len(vt.Levels)])
		}
	}
	svg := string(ValueTableSVG(vt))
	if err := xml.Unmarshal([]byte(svg), new(struct{})); err != nil {
		t.Fatalf("SVG: %v", err)
	}
	if n := strings.Count(svg, "<rect ") - 2; n != 11*11 { // less the background and the frame
		t.Errorf("SVG: %d cells, want 121", n)
	}
	if !strings.Contains(svg, `fill="#ffffff"`) || !strings.Contains(svg, `fill="#000000"`) || !strings.Contains(svg, `fill="#ffb0c8"`) {
		t.Errorf("SVG: no white 0, black 6 or pink other")
	}
}

// wythoffLevels are the Grundy values of Wythoff's game, (r, c) for r, c
// ≤ n, by the mex of the queen's moves (Winning Ways ch. 3).
func wythoffLevels(n int) [][]int {
	g := make([][]int, n+1)
	for r := range g {
		g[r] = make([]int, n+1)
		for c := range g[r] {
			seen := map[int]bool{}
			for k := 1; k <= max(r, c); k++ {
				if k <= r {
					seen[g[r-k][c]] = true
				}
				if k <= c {
					seen[g[r][c-k]] = true
				}
				if k <= r && k <= c {
					seen[g[r-k][c-k]] = true
				}
			}
			for seen[g[r][c]] {
				g[r][c]++
			}
		}
	}
	return g
}

// TestValueTableDocs checks doc/value-table-wythoff.svg, the intensity
// plot of Wythoff's game 0..40 the manual shows; -update-docs rewrites it.
func TestValueTableDocs(t *testing.T) {
	got := ValueTableSVG(ValueTable{Levels: wythoffLevels(40), Title: "wythoff"})
	path := filepath.Join("..", "doc", "value-table-wythoff.svg")
	if want, err := os.ReadFile(path); err != nil || !bytes.Equal(got, want) {
		if *updateDocs {
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
		} else {
			t.Errorf("doc/value-table-wythoff.svg is out of date: run go test ./plot -run TestValueTableDocs -update-docs")
		}
	}
}
