package plot

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"cgcalc/games/rulesets"
)

// chromium returns the path of the Chromium browser, skipping the test
// when there is none, or failing it when CGCALC_REQUIRE_CHROMIUM is set
// (.ci/run installs Debian's chromium and sets it).
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	const msg = "chromium is not installed (apt-get install -y chromium): the SVG pictures are not rendered"
	if os.Getenv("CGCALC_REQUIRE_CHROMIUM") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// svgSize reads the width and height of an SVG document.
var svgSize = regexp.MustCompile(`<svg [^>]*width="([0-9.]+)" height="([0-9.]+)"`)

// screenshots renders the SVG documents docs in headless Chromium, all
// in one page (one start of the browser), one below the other, and
// returns the part of the screenshot each covers.
func screenshots(t *testing.T, browser string, docs [][]byte) []image.Image {
	t.Helper()
	dir := t.TempDir()
	var page strings.Builder
	page.WriteString("<!DOCTYPE html><html><body style=\"margin:0;background:white\">\n")
	rects := make([]image.Rectangle, len(docs))
	top, width := 0, 400
	for i, doc := range docs {
		m := svgSize.FindSubmatch(doc)
		if m == nil {
			t.Fatalf("no width and height in\n%s", doc)
		}
		w, _ := strconv.ParseFloat(string(m[1]), 64)
		h, _ := strconv.ParseFloat(string(m[2]), 64)
		name := fmt.Sprintf("p%d.svg", i)
		if err := os.WriteFile(filepath.Join(dir, name), doc, 0o644); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&page, `<img src="%s" style="position:absolute;left:0;top:%dpx">`+"\n", name, top)
		rects[i] = image.Rect(0, top, int(w), top+int(h))
		top += int(h+0.5) + 20
		width = max(width, int(w+0.5))
	}
	page.WriteString("</body></html>\n")
	in, out := filepath.Join(dir, "page.html"), filepath.Join(dir, "page.png")
	if err := os.WriteFile(in, []byte(page.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	// Chromium itself sometimes dies of a signal (a segmentation fault)
	// on a loaded machine, before it has read the page, sometimes several
	// times in a row: that says nothing of the pictures, so such a crash
	// is tried again after a pause, at most four times. Any other failure,
	// or a fifth crash, fails the test.
	for attempt := 1; ; attempt++ {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		cmd := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
			"--user-data-dir="+filepath.Join(dir, fmt.Sprintf("profile%d", attempt)),
			"--window-size="+strconv.Itoa(width)+","+strconv.Itoa(max(400, top)),
			"--screenshot="+out, "file://"+in)
		b, err := cmd.CombinedOutput()
		timedOut := ctx.Err() != nil // read before cancel, which sets it
		cancel()
		if err == nil {
			break
		}
		var exit *exec.ExitError
		if attempt < 5 && !timedOut && errors.As(err, &exit) && !exit.Exited() {
			t.Logf("chromium died (%v), attempt %d; trying again", err, attempt)
			time.Sleep(time.Duration(attempt) * time.Second)
			continue
		}
		t.Fatalf("chromium: %v\n%s", err, b)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	sub, ok := img.(interface {
		SubImage(image.Rectangle) image.Image
	})
	if !ok {
		t.Fatalf("the screenshot is a %T", img)
	}
	if !rects[len(rects)-1].In(img.Bounds()) {
		t.Fatalf("the screenshot is %v, too small for the pictures (%v)", img.Bounds(), rects)
	}
	parts := make([]image.Image, len(docs))
	for i, r := range rects {
		parts[i] = sub.SubImage(r)
	}
	return parts
}

// inkOf names the colour of a pixel, as far as the pictures' inks go:
// "blue", "red", "green" (the edges, dominoes, toads and frogs, queens
// and their corners), "black" (stones, vertices), "grey" (cells off the
// board), "gold" (coins' heads), "white", or "" for
// anything else (anti-aliased edges, the board's cream).
func inkOf(r, g, b uint32) string {
	r, g, b = r>>8, g>>8, b>>8
	switch {
	case b > 150 && r < 90 && g < 130:
		return "blue"
	case r > 170 && g < 80 && b < 80:
		return "red"
	case g > 120 && r < 80 && b < 110:
		return "green"
	case r < 40 && g < 40 && b < 40:
		return "black"
	case r >= 60 && r <= 90 && g >= 60 && g <= 90 && b >= 60 && b <= 90:
		return "grey"
	case r > 170 && g > 110 && g < 180 && b < 60:
		return "gold"
	case r > 250 && g > 250 && b > 250:
		return "white"
	}
	return ""
}

// TestSVGInChromium renders the manual's pictures (docPictures), a few
// more and the scatter plot of Kayles' nim values (checkNimPlotInChromium)
// in headless Chromium: each picture, in the screenshot, must be
// not blank (at least 1% of the picture's area not white), and show the
// picture's inks (at least 20 pixels of each): Hackenbush's blue, red and
// green edges, Col's blue and red vertices, black stones, grey cells off
// the board.
func TestSVGInChromium(t *testing.T) {
	if testing.Short() {
		t.Skip("rendering in Chromium is slow: skipped with -short")
	}
	browser := chromium(t)
	type picture struct {
		name string
		doc  []byte
		inks []string
	}
	var pics []picture
	for _, d := range docPictures {
		doc, err := PositionSVG(d.pic, d.title)
		if err != nil {
			t.Fatal(err)
		}
		pics = append(pics, picture{d.file, doc, d.inks})
	}
	loops := &rulesets.Graph{Ground: []bool{true, false},
		Edges: []rulesets.Edge{{A: 0, B: 1, Color: 'l'}, {A: 0, B: 1, Color: 'r'}, {A: 1, B: 1, Color: 'e'}}}
	doc, err := GraphSVG(loops, "a loop and a second edge")
	if err != nil {
		t.Fatal(err)
	}
	pics = append(pics, picture{"loops", doc, []string{"blue", "red", "green", "black"}})
	pics = append(pics, picture{"empty board", BoardSVG(board(""), "empty"), nil})
	docs := make([][]byte, len(pics))
	for i, p := range pics {
		docs[i] = p.doc
	}
	// The nim values' scatter plot is rendered in the same page, last,
	// and checked on its own (it was TestNimPlotInChromium).
	imgs := screenshots(t, browser, append(docs, nimPlotForChromium()))
	t.Run("nim plot", func(t *testing.T) { checkNimPlotInChromium(t, imgs[len(pics)]) })
	for i, p := range pics {
		img := imgs[i]
		bounds := img.Bounds()
		m := svgSize.FindSubmatch(p.doc)
		w, _ := strconv.ParseFloat(string(m[1]), 64)
		counts := map[string]int{}
		notWhite := 0
		for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
			for x := bounds.Min.X; x < bounds.Max.X; x++ {
				r, g, b, _ := img.At(x, y).RGBA()
				ink := inkOf(r, g, b)
				counts[ink]++
				if ink != "white" {
					notWhite++
				}
			}
		}
		h, _ := strconv.ParseFloat(string(m[2]), 64)
		if area := int(w * h); notWhite*100 < area {
			t.Errorf("%s: blank: %d pixels not white in a %v×%v picture", p.name, notWhite, w, h)
		}
		for _, ink := range p.inks {
			if counts[ink] < 20 {
				t.Errorf("%s: %d %s pixels, want at least 20 (inks %v)", p.name, counts[ink], ink, counts)
			}
		}
	}
}
