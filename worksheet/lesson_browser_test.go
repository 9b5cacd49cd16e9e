package worksheet

import (
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
)

// captionSize is JavaScript giving the rendered size in CSS pixels of the
// caption text of the first picture in the page: the caption's font size
// in the SVG (in em, of the document's font size) times the scale at
// which the image is drawn (its width on the page over the SVG's own).
const captionSize = `(() => {
  const img = document.querySelector('.results img');
  const src = decodeURIComponent(img.src.replace('data:image/svg+xml;charset=utf-8,', ''));
  const doc = new DOMParser().parseFromString(src, 'image/svg+xml');
  const root = doc.documentElement;
  const cap = doc.querySelector('text.caption');
  const em = cap.getAttribute('font-size');
  if (!em.endsWith('em')) return -1;
  const px = parseFloat(em) * parseFloat(root.getAttribute('font-size'));
  return px * img.getBoundingClientRect().width / parseFloat(root.getAttribute('width'));
})()`

// TestLessonInChromium opens the starter lesson in headless Chromium with
// one click on the empty worksheet: every cell evaluates without an
// error, the first picture (the Hackenbush stalk) is captioned with its
// value and who wins, and projector mode draws the pictures' text at
// least half as large again as normal.
func TestLessonInChromium(t *testing.T) {
	ctx := openWorksheet(t, "test-token-5678")
	if js[bool](t, ctx, `document.getElementById('starter').hidden`) {
		t.Fatal("the empty worksheet does not offer the starter lesson")
	}
	do(t, ctx, chromedp.Click(chromedp.ID("lesson")))
	n := len(lessonCells(t))
	mustWait(t, ctx, "the lesson's cells evaluated", `document.querySelectorAll('.cell').length === `+
		strconv.Itoa(n)+` && !document.querySelector('.cell.running, .cell.queued') && Array.from(document.querySelectorAll('.cell .results')).every(r => r.childElementCount > 0)`)
	if errs := js[[]string](t, ctx, `Array.from(document.querySelectorAll('.results .error')).map(e => e.textContent)`); len(errs) > 0 {
		t.Errorf("the lesson's cells have errors: %q", errs)
	}
	if !js[bool](t, ctx, `document.getElementById('starter').hidden`) {
		t.Error("the starter lesson is still offered on a worksheet that has it")
	}
	mustWait(t, ctx, "the first picture decoded", `document.querySelector('.results img') && document.querySelector('.results img').naturalWidth > 50`)
	captions := js[string](t, ctx, `(() => {
	  const img = document.querySelector('.results img');
	  const src = decodeURIComponent(img.src.replace('data:image/svg+xml;charset=utf-8,', ''));
	  const doc = new DOMParser().parseFromString(src, 'image/svg+xml');
	  return Array.from(doc.querySelectorAll('text.caption')).map(e => e.textContent).join(' / ');
	})()`)
	if captions != "value 3/4 / Left wins" {
		t.Errorf("the stalk's picture is captioned %q, want \"value 3/4 / Left wins\"", captions)
	}
	normal := js[float64](t, ctx, captionSize)
	if normal <= 0 {
		t.Fatalf("the caption's size is %v: not in em, or not drawn", normal)
	}
	do(t, ctx, chromedp.Click(chromedp.ID("projector")))
	big := js[float64](t, ctx, captionSize)
	if big < 1.5*normal {
		t.Errorf("projector mode draws the caption at %.1fpx, normally %.1fpx: want at least 1.5 times", big, normal)
	}
	t.Logf("caption: %.1fpx, %.1fpx in projector mode", normal, big)
	do(t, ctx, chromedp.Click(chromedp.ID("projector")))
	if again := js[float64](t, ctx, captionSize); again != normal {
		t.Errorf("out of projector mode the caption is %.1fpx, want %.1fpx again", again, normal)
	}
	// Clear empties the worksheet, which offers the lesson again.
	do(t, ctx, chromedp.Click(chromedp.ID("clear")))
	if js[bool](t, ctx, `document.getElementById('starter').hidden`) {
		t.Error("the cleared worksheet does not offer the starter lesson")
	}
}
