package worksheet

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestNotebookInChromium: a text cell's Markdown is rendered, and the
// markup an attacker would try (a script, an image with onerror, a
// javascript: link) does nothing: no script or img element appears and
// nothing runs; a link opens in a new tab. A code cell's results (a value
// and a picture) are kept across a reload, shown without evaluating again.
// The worksheet saved as a .lisp file keeps the text and the results as
// comments: the file runs as a script, and opened again it restores the
// text cell and the results.
func TestNotebookInChromium(t *testing.T) {
	ctx := openWorksheet(t, "test-token-9012")

	// A code cell: a value and a picture.
	i := typeIn(t, ctx, `(+ 1 2) (show (domineering "..|.."))`)
	mustWait(t, ctx, "the results", cell(i)+`.querySelector('.results img') && `+cell(i)+`.querySelector('.results .value')`)

	// A text cell with hostile markup.
	do(t, ctx, chromedp.Click(chromedp.ID("new-text")))
	md := "# Lesson\n\n**Nim** and [Winning Ways](https://example.org/ww)\n\n<script>window.pwned = 1</script>\n\n<img src=x onerror=\"window.pwned = 2\">\n\n[bad](javascript:window.pwned=3)"
	do(t, ctx,
		chromedp.SendKeys(chromedp.CSS(".cell:last-child textarea"), md),
		chromedp.KeyEvent(kb.Enter, chromedp.KeyModifiers(chromedp.ModifierShift)))
	mustWait(t, ctx, "the rendered text", `document.querySelector('.text-cell .markdown strong')`)
	if got := js[string](t, ctx, `document.querySelector('.text-cell .markdown h1').textContent`); got != "Lesson" {
		t.Errorf("the heading: %q", got)
	}
	if n := js[int](t, ctx, `document.querySelectorAll('.markdown script, .markdown img, .markdown [onerror]').length`); n != 0 {
		t.Errorf("%d script or img elements in the rendered text", n)
	}
	if got := js[string](t, ctx, `document.querySelector('.markdown a').target + ' ' + document.querySelector('.markdown a').rel`); got != "_blank noopener noreferrer" {
		t.Errorf("the link opens as %q", got)
	}
	if n := js[int](t, ctx, `Array.from(document.querySelectorAll('.markdown a')).filter(a => a.href.startsWith('javascript')).length`); n != 0 {
		t.Error("a javascript: link was kept")
	}
	js[chromedp.Void](t, ctx, `Array.from(document.querySelectorAll('.markdown a')).forEach(a => { if (!a.href.startsWith('http')) a.click() })`)
	if v := js[string](t, ctx, `String(window.pwned)`); v != "undefined" {
		t.Errorf("the markup ran: window.pwned = %s", v)
	}

	// Reload: the text is rendered again and the results are back, not
	// evaluated again (the label says the result was kept).
	do(t, ctx, chromedp.Reload())
	mustWait(t, ctx, "a session", `document.getElementById('status').textContent === 'Ready.'`)
	mustWait(t, ctx, "the text after reload", `document.querySelector('.text-cell .markdown strong')`)
	if !js[bool](t, ctx, cell(i)+`.querySelector('.results img') !== null && `+cell(i)+`.querySelector('.results .value').textContent === '3' && `+cell(i)+`.querySelector('.label').textContent === '[-]'`) {
		t.Errorf("the results after reload: %s", js[string](t, ctx, cell(i)+`.innerText`))
	}

	// Saved: the file runs as a script, and opens again whole.
	saved := js[string](t, ctx, `cgcalcWorksheet.serialize(cgcalcWorksheet.items())`)
	if !strings.Contains(saved, ";;; text\n;; # Lesson") || !strings.Contains(saved, ";;; reply {") {
		t.Errorf("the saved file:\n%.600s", saved)
	}
	in := builtins.New()
	var values []string
	if err := in.EvalSource(context.Background(), "saved.lisp", saved, func(v eval.Value) error {
		values = append(values, eval.Repr(v))
		return nil
	}); err != nil || len(values) != 2 || values[0] != "3" {
		t.Errorf("the saved worksheet as a script: %v, %v", values, err)
	}
	p := filepath.Join(t.TempDir(), "saved.lisp")
	if err := os.WriteFile(p, []byte(saved), 0o644); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Click(chromedp.ID("clear")))
	do(t, ctx, chromedp.SetUploadFiles(chromedp.ID("open-file"), []string{p}))
	mustWait(t, ctx, "the file opened", `document.querySelector('.text-cell .markdown strong') && document.querySelector('.cell .results img')`)
	if v := js[[]string](t, ctx, `window.violations`); len(v) > 0 {
		t.Errorf("the page's policy refused: %v", v)
	}
}
