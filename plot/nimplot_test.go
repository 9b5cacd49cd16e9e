package plot

import (
	"bytes"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// kaylesValues computes the nim values of Kayles, 0.77, from its
// definition (Winning Ways ch. 4): knock down one pin or two adjacent
// ones, leaving the rest of the row in at most two parts.
func kaylesValues(n int) []int {
	g := make([]int, n+1)
	for h := 1; h <= n; h++ {
		seen := map[int]bool{}
		for k := 1; k <= 2 && k <= h; k++ {
			for a := 0; 2*a <= h-k; a++ {
				seen[g[a]^g[h-k-a]] = true
			}
		}
		for seen[g[h]] {
			g[h]++
		}
	}
	return g
}

func TestKaylesValues(t *testing.T) {
	// Winning Ways ch. 4 (OEIS A002186): 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7.
	want := []int{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7}
	for i, v := range kaylesValues(15) {
		if v != want[i] {
			t.Fatalf("G(%d) = %d, want %d", i, v, want[i])
		}
	}
}

func TestNimPlotText(t *testing.T) {
	nim := NimPlot{Values: []int{0, 1, 2, 3}, Title: "nim"}
	// One dot per heap on the diagonal: G(n) = n (Winning Ways ch. 4).
	want := "nim\n" +
		"3 │ ⠈\n" +
		"  │ ⠂\n" +
		"  │⠠\n" +
		"0 │⡀\n" +
		"  └──\n" +
		"  0 3\n" +
		"nim values of heaps 0..3 (up to 3)\n"
	if got := NimPlotText(nim, Unicode); got != want {
		t.Errorf("Unicode:\n%s\nwant\n%s", got, want)
	}
	wantASCII := "nim\n" +
		"3 |   *\n" +
		"  |  *\n" +
		"  | *\n" +
		"0 |*\n" +
		"  +----\n" +
		"  0   3\n" +
		"nim values of heaps 0..3 (up to 3)\n"
	if got := NimPlotText(nim, ASCII); got != wantASCII {
		t.Errorf("ASCII:\n%s\nwant\n%s", got, wantASCII)
	}
	// Every value is drawn: each row of a long plot has a dot (Kayles
	// takes every value 0..8 below 1000 heaps, WW ch. 4), and the picture
	// stays within its limits.
	k := NimPlotText(NimPlot{Values: kaylesValues(1000)}, Unicode)
	lines := strings.Split(strings.TrimSuffix(k, "\n"), "\n")
	if len(lines) != 9+3 {
		t.Errorf("Kayles to 1000: %d lines, want 12:\n%s", len(lines), k)
	}
	for _, l := range lines[:9] {
		if !strings.ContainsFunc(l, func(r rune) bool { return r > 0x2800 && r <= 0x28ff }) {
			t.Errorf("a row without dots: %q", l)
		}
		if n := len([]rune(l)); n > 4+nimTextCols {
			t.Errorf("line too long (%d): %q", n, l)
		}
	}
	// ASCII only in ASCII.
	a := NimPlotText(NimPlot{Values: kaylesValues(300), Title: "kayles ↑"}, ASCII)
	for _, r := range a {
		if r > 126 {
			t.Fatalf("non-ASCII %q in\n%s", r, a)
		}
	}
	// A single heap, and all values 0.
	for _, vals := range [][]int{{0}, {0, 0, 0}} {
		if s := NimPlotText(NimPlot{Values: vals}, Unicode); !strings.ContainsFunc(s, func(r rune) bool { return r > 0x2800 && r <= 0x28ff }) {
			t.Errorf("%v: no dot:\n%s", vals, s)
		}
	}
}

func TestNimPlotSVG(t *testing.T) {
	vals := kaylesValues(2000)
	doc := NimPlotSVG(NimPlot{Values: vals, Title: "kayles"})
	s := string(doc)
	// One dot per pixel at most: Kayles to 2000 takes 9 values, so at most
	// 9 rows of dots across the 641 columns.
	n := strings.Count(s, "<rect x=")
	if n < 9 || n > 9*641 {
		t.Errorf("%d dots", n)
	}
	for _, want := range []string{"<title>nim values of kayles</title>", ">2000<", ">8<", "nim value"} {
		if !strings.Contains(s, want) {
			t.Errorf("the SVG lacks %q", want)
		}
	}
	if !svgSize.Match(doc) {
		t.Error("no width and height")
	}
}

// TestNimPlotDocs keeps doc/nim-plot-kayles.svg current (doc/impartial.md
// shows it): -update-docs rewrites it.
func TestNimPlotDocs(t *testing.T) {
	got := NimPlotSVG(NimPlot{Values: kaylesValues(300), Title: "kayles"})
	path := filepath.Join("..", "doc", "nim-plot-kayles.svg")
	if want, err := os.ReadFile(path); err != nil || !bytes.Equal(got, want) {
		if *updateDocs {
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
		} else {
			t.Errorf("doc/nim-plot-kayles.svg is out of date: run go test ./plot -run TestNimPlotDocs -update-docs")
		}
	}
}

// nimPlotForChromium is the scatter plot TestSVGInChromium renders in
// headless Chromium, in the same page as its pictures (one start of the
// browser, about 1.5 s of CPU, for both), and checks with
// checkNimPlotInChromium.
func nimPlotForChromium() []byte {
	return NimPlotSVG(NimPlot{Values: kaylesValues(300), Title: "kayles"})
}

// checkNimPlotInChromium checks the scatter plot's screenshot: not
// blank, and its dots blue.
func checkNimPlotInChromium(t *testing.T, img image.Image) {
	t.Helper()
	b := img.Bounds()
	counts := map[string]int{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			counts[inkOf(r, g, bl)]++
		}
	}
	// Each of the 301 heaps is a 3×3 dot; some overlap.
	if counts["blue"] < 300 {
		t.Errorf("%d blue pixels, want at least 300 (inks %v)", counts["blue"], counts)
	}
	if counts["black"] < 50 {
		t.Errorf("%d black pixels (axes, labels), want at least 50", counts["black"])
	}
}
