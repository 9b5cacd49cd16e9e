package plot

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"cgcalc/games/rulesets"
)

// TestHeapProductDocs checks doc/value-table-kayles-direct.svg, the
// intensity plot of the direct (conjunctive) product of two Kayles heaps,
// 0..14 each, that the classroom chapter shows; -update-docs rewrites it.
func TestHeapProductDocs(t *testing.T) {
	kayles, err := rulesets.ParseHeapRule("0.77")
	if err != nil {
		t.Fatal(err)
	}
	p := rulesets.NewHeapProduct(rulesets.ConjunctiveProduct, kayles, kayles)
	const n = 14
	levels := make([][]int, n+1)
	for a := range levels {
		levels[a] = make([]int, n+1)
		for b := range levels[a] {
			if levels[a][b], err = p.NimValue([]int{a}, []int{b}); err != nil {
				t.Fatal(err)
			}
		}
	}
	got := ValueTableSVG(ValueTable{Levels: levels, Title: "direct product of Kayles heaps"})
	path := filepath.Join("..", "doc", "value-table-kayles-direct.svg")
	if want, err := os.ReadFile(path); err != nil || !bytes.Equal(got, want) {
		if *updateDocs {
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
		} else {
			t.Errorf("doc/value-table-kayles-direct.svg is out of date: run go test ./plot -run TestHeapProductDocs -update-docs")
		}
	}
}
