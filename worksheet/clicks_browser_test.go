package worksheet

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// clickAt clicks the element sel (a JavaScript expression) at the point
// (fx, fy) of it, as fractions of its width and height, with the mouse.
func clickAt(t *testing.T, ctx context.Context, sel string, fx, fy float64) {
	t.Helper()
	clickStill(t, ctx, `(() => { const e = `+sel+`; e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect(); return [r.left + `+ftoa(fx)+` * r.width, r.top + `+ftoa(fy)+` * r.height]; })()`)
}

// clickStill clicks with the mouse at the point of the page that point (a
// JavaScript expression giving [x, y]) finds, once the page has stopped
// moving under it: the same point twice, 200 ms apart (a new cell's focus
// may scroll the page after an output has come; on a busy machine, late).
func clickStill(t *testing.T, ctx context.Context, point string) {
	t.Helper()
	xy := js[[]float64](t, ctx, point)
	for range 50 {
		time.Sleep(200 * time.Millisecond)
		again := js[[]float64](t, ctx, point)
		if again[0] == xy[0] && again[1] == xy[1] {
			break
		}
		xy = again
	}
	do(t, ctx, chromedp.MouseClickXY(xy[0], xy[1]))
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// heapsInChromium plays heap games by their counters. Nim 1 + 3 (1 ⊕ 3
// = 2: Left, to move, wins, Bouton): a click on the second counter of the
// heap of 3 leaves 1 + 1 (nim value 0); the program, Right, takes one
// heap; Left takes the last and wins. In Kayles a heap of 4 cannot be
// left empty in one move (at most two counters go), and leaving 2 is
// done two ways, 2 or 1 + 1, which the page offers.
func heapsInChromium(t *testing.T, ctx context.Context) {
	i := typeIn(t, ctx, `(play (nim 1 3))`)
	p := cell(i) + `.querySelector('.player')`
	counter := func(heap, k int) string {
		return p + `.querySelectorAll('.pheap')[` + strconv.Itoa(heap) + `].querySelectorAll('.pcounter')[` + strconv.Itoa(k) + `]`
	}
	mustWait(t, ctx, "the heaps", p+` && `+p+`.querySelectorAll('.pheap').length === 2`)
	message := func() string { return js[string](t, ctx, p+`.querySelector('.pmessage').textContent`) }
	before := message()
	js[chromedp.Void](t, ctx, counter(1, 1)+`.click()`)
	mustWait(t, ctx, "the program's reply", p+`.querySelector('.pmessage').textContent !== `+strconv.Quote(before)+` && !`+p+`.querySelector('.pnote')`)
	if got := message(); !strings.Contains(got, "Right moved to *") {
		t.Errorf("after Left leaves 1 + 1: %q, want Right's move to *", got)
	}
	mustWait(t, ctx, "one heap left", p+`.querySelectorAll('.pheap').length === 1`)
	js[chromedp.Void](t, ctx, counter(0, 0)+`.click()`)
	mustWait(t, ctx, "the end", p+`.querySelector('.pmessage').textContent.includes('wins')`)
	if got := message(); !strings.Contains(got, "Left wins") {
		t.Errorf("the Nim game ends: %q, want Left wins", got)
	}

	j := typeIn(t, ctx, `(play (heap 'kayles 4))`)
	q := cell(j) + `.querySelector('.player')`
	mustWait(t, ctx, "the heap", q+` && `+q+`.querySelectorAll('.pcounter').length === 4`)
	js[chromedp.Void](t, ctx, q+`.querySelectorAll('.pcounter')[0].click()`)
	mustWait(t, ctx, "the note", q+`.querySelector('.pnote') && `+q+`.querySelector('.pnote').textContent.includes('cannot leave 0')`)
	if got := js[string](t, ctx, q+`.querySelector('.pnote').textContent`); !strings.Contains(got, "You may leave 3, 2.") {
		t.Errorf("the note on a heap of 4 left empty: %q", got)
	}
	js[chromedp.Void](t, ctx, q+`.querySelectorAll('.pcounter')[2].click()`)
	mustWait(t, ctx, "the ways", q+`.querySelector('.psplit')`)
	if got := js[string](t, ctx, `Array.from(`+q+`.querySelectorAll('.pway')).map(b => b.textContent).sort().join(' / ')`); got != "1 + 1 / 2" {
		t.Errorf("the ways to leave 2 of 4 in Kayles: %q, want 1 + 1 / 2", got)
	}
}

// cutcakeInChromium cuts a 2×3 cake (Cutcake: Left cuts between columns)
// by a click near the line between its first two columns, which leaves
// 2,1 + 2,2; a click at the cake's outer edge is no cut and gets a note.
func cutcakeInChromium(t *testing.T, ctx context.Context) {
	i := typeIn(t, ctx, `(play (cutcake "2,3"))`)
	p := cell(i) + `.querySelector('.player')`
	mustWait(t, ctx, "the cake", p+` && `+p+`.querySelector('.pcake')`)
	td := func(r, c int) string {
		return p + `.querySelectorAll('.pcake tr')[` + strconv.Itoa(r) + `].children[` + strconv.Itoa(c) + `]`
	}
	clickAt(t, ctx, td(0, 0), 0.1, 0.5)
	mustWait(t, ctx, "the note", p+`.querySelector('.pnote') && `+p+`.querySelector('.pnote').textContent.includes('Cut a piece')`)
	before := js[string](t, ctx, p+`.querySelector('.pmessage').textContent`)
	clickAt(t, ctx, td(1, 0), 0.9, 0.5)
	mustWait(t, ctx, "the program's reply", p+`.querySelector('.pmessage').textContent !== `+strconv.Quote(before)+` && !`+p+`.querySelector('.pnote')`)
	// Left moved to 2,1 + 2,2 (its value: 1 + 0 = 1, Berlekamp, Conway
	// and Guy, Winning Ways, ch. 2: a 2×1 piece is Left's move alone, a
	// 2×2 one is 0); Right cuts the 2×2 across.
	if got := js[string](t, ctx, p+`.querySelector('.pmessage').textContent`); !strings.Contains(got, "Right moved to") {
		t.Errorf("after Left's cut: %q", got)
	}
}

// graphEditInChromium draws a Hackenbush position in the graph editor: a
// click on the ground makes a foot, a click above it a blue edge up to a
// new vertex, and with red chosen a click above that a red edge: the
// server reads it back as (hackenbush "lr"), which "to cell" writes and
// which evaluates to itself. A Col position "L-R" loses its R vertex to
// the eraser and is then (col "L").
func graphEditInChromium(t *testing.T, ctx context.Context) {
	i := typeIn(t, ctx, `(edit-board 'hackenbush)`)
	e := cell(i) + `.querySelector('.geditor')`
	mustWait(t, ctx, "the graph editor", e+` && `+e+`.querySelector('svg.egraph')`)
	svg := e + `.querySelector('svg.egraph')`
	// Canvas points as fractions of the picture: the ground line is at
	// viewBox y = base, 30 from the bottom.
	size := js[[]float64](t, ctx, `[`+svg+`.viewBox.baseVal.width, `+svg+`.viewBox.baseVal.height]`)
	base := size[1] - 30
	at := func(x, y float64) { clickAt(t, ctx, svg, x/size[0], y/size[1]) }
	at(120, base)
	at(120, base-60)
	js[chromedp.Void](t, ctx, `Array.from(`+e+`.querySelectorAll('.etool')).find(b => b.textContent === 'red').click()`)
	at(120, base-120)
	want := `(hackenbush "lr")`
	mustWait(t, ctx, "the form read back", e+`.querySelector('.eform').textContent === `+strconv.Quote(want))
	if n := js[int](t, ctx, e+`.querySelectorAll('.eedge').length`); n != 2 {
		t.Errorf("%d edges drawn, want 2", n)
	}
	n := js[int](t, ctx, `document.querySelectorAll('.cell').length`)
	js[chromedp.Void](t, ctx, e+`.querySelector('.etocell').click()`)
	mustWait(t, ctx, "the new cell", `document.querySelectorAll('.cell').length === `+strconv.Itoa(n+1))
	if got := js[string](t, ctx, `Array.from(document.querySelectorAll('.cell textarea')).pop().value`); got != want {
		t.Fatalf("to cell wrote %s", got)
	}
	do(t, ctx, chromedp.Click(chromedp.CSS(`.cell:last-child .run`)))
	mustWait(t, ctx, "the position read back", `document.querySelector('.cell:last-child .results .value')`)
	if got := js[string](t, ctx, `document.querySelector('.cell:last-child .results .value').textContent`); got != want {
		t.Errorf("the position reads back as %s", got)
	}

	j := typeIn(t, ctx, `(edit-board (col "L-R"))`)
	c := cell(j) + `.querySelector('.geditor')`
	mustWait(t, ctx, "the Col editor", c+` && `+c+`.querySelector('.eform').textContent === '(col "L-R")'`)
	js[chromedp.Void](t, ctx, `Array.from(`+c+`.querySelectorAll('.etool')).find(b => b.textContent === 'Erase').click()`)
	js[chromedp.Void](t, ctx, c+`.querySelectorAll('.evertex')[1].dispatchEvent(new MouseEvent('click', {bubbles: true}))`)
	mustWait(t, ctx, "the vertex erased", c+`.querySelector('.eform').textContent === '(col "L")'`)
}
