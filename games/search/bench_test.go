package search

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

func init() {
	// SEARCH_PROBE_CELLS sets core.probeCells in benchmarks, to tune it.
	if v, err := strconv.Atoi(os.Getenv("SEARCH_PROBE_CELLS")); err == nil {
		probeCellsDefault = v
	}
}

// emptyBoard returns the empty board of h rows of w cells as Domineering
// writes it.
func emptyBoard(h, w int) string {
	row := strings.Repeat(".", w)
	return strings.TrimSuffix(strings.Repeat(row+"|", h), "|")
}

// checkerboard returns the Clobber board of h rows of w stones, x in the
// top left corner, colours alternating.
func checkerboard(h, w int) string {
	var sb strings.Builder
	for r := 0; r < h; r++ {
		if r > 0 {
			sb.WriteByte('|')
		}
		for c := 0; c < w; c++ {
			sb.WriteByte("xo"[(r+c)%2])
		}
	}
	return sb.String()
}

// benchOutcome times the outcome of one board.
func benchOutcome(b *testing.B, name, text string, opt Options) {
	for i := 0; i < b.N; i++ {
		r, s := newRules(b, name)
		p, err := r.Parse(text)
		if err != nil {
			b.Fatal(err)
		}
		sv := New(r, s, opt)
		start := time.Now()
		o, err := sv.Outcome(p)
		if err != nil {
			b.Fatal(err)
		}
		used, size := sv.TableUsed()
		b.ReportMetric(float64(sv.Nodes()), "nodes")
		if i == 0 {
			fmt.Printf("%s %s: %s, %d nodes, table %d/%d, store %d, %v\n", name, text, o, sv.Nodes(), used, size, s.Len(), time.Since(start).Round(time.Millisecond))
		}
	}
}

func BenchmarkDomineering5x5(b *testing.B) {
	benchOutcome(b, "domineering", emptyBoard(5, 5), Options{})
}
func BenchmarkDomineering6x6(b *testing.B) {
	benchOutcome(b, "domineering", emptyBoard(6, 6), Options{})
}
func BenchmarkDomineering7x7(b *testing.B) {
	benchOutcome(b, "domineering", emptyBoard(7, 7), Options{})
}
func BenchmarkDomineering8x8(b *testing.B) {
	benchOutcome(b, "domineering", emptyBoard(8, 8), Options{})
}
func BenchmarkClobber3x6(b *testing.B) { benchOutcome(b, "clobber", checkerboard(3, 6), Options{}) }
func BenchmarkClobber4x5(b *testing.B) { benchOutcome(b, "clobber", checkerboard(4, 5), Options{}) }

// BenchmarkDomineering7x7Small12 folds regions of up to 12 cells.
func BenchmarkDomineering7x7Small12(b *testing.B) {
	benchOutcome(b, "domineering", emptyBoard(7, 7), Options{SmallCells: 12})
}

// BenchmarkDomineering7x7Small10 folds regions of up to 10 cells.
func BenchmarkDomineering7x7Small10(b *testing.B) {
	benchOutcome(b, "domineering", emptyBoard(7, 7), Options{SmallCells: 10})
}

// BenchmarkDomineering6x6Plain is the plain search (generic.go) of 6×6:
// the outcome by a second method, sharing no code with the engine.
func BenchmarkDomineering6x6Plain(b *testing.B) {
	benchOutcome(b, "domineering", emptyBoard(6, 6), Options{Plain: true, TableBytes: 4 << 30})
}

// BenchmarkClobber4x5Plain is the plain search (generic.go) of the 4×5
// checkerboard: its outcome by a second method.
func BenchmarkClobber4x5Plain(b *testing.B) {
	benchOutcome(b, "clobber", checkerboard(4, 5), Options{Plain: true, TableBytes: 4 << 30})
}
