package worksheet

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestIpynbInChromium saves a worksheet as a notebook from the page's
// button and opens the file again: its text cell rendered, its results
// (a value and a picture) shown as kept, not evaluated again.
func TestIpynbInChromium(t *testing.T) {
	ctx := openWorksheet(t, "test-token-ipynb")
	i := typeIn(t, ctx, `(+ 1 2) (show (domineering "..|.."))`)
	mustWait(t, ctx, "the results", cell(i)+`.querySelector('.results img') && `+cell(i)+`.querySelector('.results .value')`)
	do(t, ctx, chromedp.Click(chromedp.ID("new-text")))
	do(t, ctx, chromedp.SendKeys(chromedp.CSS(".cell:last-child textarea"), "# Lesson **one**"))

	// The download's blob, caught as the page makes its address.
	js[chromedp.Void](t, ctx, `(() => {
	  const make = URL.createObjectURL;
	  URL.createObjectURL = (b) => { b.text().then((x) => { window.savedNotebook = x; }); return make(b); };
	})()`)
	do(t, ctx, chromedp.Click(chromedp.ID("save-ipynb")))
	mustWait(t, ctx, "the notebook", `typeof window.savedNotebook === 'string'`)
	saved := js[string](t, ctx, `window.savedNotebook`)
	cells, err := FromNotebook([]byte(saved))
	// The code cell, the empty cell Shift-Enter made, the text cell.
	if err != nil || len(cells) != 3 || cells[2].Kind != "text" || cells[2].Source != "# Lesson **one**" ||
		!strings.Contains(string(cells[0].Reply), `"text":"3"`) {
		t.Fatalf("the saved notebook (%v): %d cells\n%.400s", err, len(cells), saved)
	}

	p := filepath.Join(t.TempDir(), "lesson.ipynb")
	if err := os.WriteFile(p, []byte(saved), 0o644); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Click(chromedp.ID("clear")))
	do(t, ctx, chromedp.SetUploadFiles(chromedp.ID("open-file"), []string{p}))
	mustWait(t, ctx, "the notebook opened", `document.querySelector('.text-cell .markdown strong') && document.querySelector('.cell .results img')`)
	if !js[bool](t, ctx, cell(0)+`.querySelector('.results .value').textContent === '3' && `+cell(0)+`.querySelector('.label').textContent === '[-]'`) {
		t.Errorf("the results opened: %s", js[string](t, ctx, cell(0)+`.innerText`))
	}
	if v := js[[]string](t, ctx, `window.violations`); len(v) > 0 {
		t.Errorf("the page's policy refused: %v", v)
	}
}
