package worksheet

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image/png"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

var updateScreenshots = flag.Bool("update-screenshots", false,
	"take the screenshots doc/worksheet.png and doc/worksheet-projector.png in the browser test")

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
	const msg = "chromium is not installed (apt-get install -y chromium): the worksheet page is not tested in a browser"
	if os.Getenv("CGCALC_REQUIRE_CHROMIUM") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// startServer serves a worksheet Server configured by cfg on a loopback
// port and returns its URL and the server.
func startServer(t *testing.T, cfg Config) (string, *Server) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Addr = ln.Addr().String()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: s}
	go hs.Serve(ln)
	t.Cleanup(func() {
		hs.Close()
		s.Close()
	})
	return "http://" + cfg.Addr + "/", s
}

// sharedBrowser is the one headless Chromium the browser tests share (a
// launch costs about 1.5 s of CPU); each test gets its own tab in a
// browser context of its own (browser), as isolated as a fresh profile:
// its own cookies, storage and cache. TestMain closes it at the end.
var sharedBrowser struct {
	once sync.Once
	ctx  context.Context // the browser's first tab, which keeps it running
	stop func()
	err  error
}

// startBrowser starts the shared Chromium at path.
// Chromium itself sometimes dies as it starts on a loaded machine (a
// segmentation fault before it has opened a page), which says nothing of
// the worksheet: a start that fails is tried again after a pause, at most
// four times; a fifth failure fails the tests.
func startBrowser(t *testing.T, path string) (context.Context, error) {
	sharedBrowser.once.Do(func() {
		dir, err := os.MkdirTemp("", "cgcalc-chromium-")
		if err != nil {
			sharedBrowser.err = err
			return
		}
		for attempt := 1; ; attempt++ {
			opts := append(chromedp.DefaultExecAllocatorOptions[:],
				chromedp.ExecPath(path),
				chromedp.NoSandbox,
				chromedp.DisableGPU,
				chromedp.UserDataDir(filepath.Join(dir, strconv.Itoa(attempt))),
				chromedp.WindowSize(1280, 860),
				chromedp.Flag("hide-scrollbars", true),
				chromedp.Flag("force-device-scale-factor", "1"),
			)
			actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
			ctx, cancelTab := chromedp.NewContext(actx)
			stop := func() {
				cancelTab()
				cancelAlloc()
				os.RemoveAll(dir)
			}
			err := chromedp.Do(ctx) // starts the browser and its first tab
			if err == nil {
				sharedBrowser.ctx, sharedBrowser.stop = ctx, stop
				return
			}
			cancelTab()
			cancelAlloc()
			if attempt == 5 {
				os.RemoveAll(dir)
				sharedBrowser.err = fmt.Errorf("chromium did not start, five times: %v", err)
				return
			}
			t.Logf("chromium did not start (%v), attempt %d; trying again", err, attempt)
			time.Sleep(time.Duration(attempt) * time.Second)
		}
	})
	return sharedBrowser.ctx, sharedBrowser.err
}

// stopBrowser closes the shared Chromium, if it was started.
func stopBrowser() {
	if sharedBrowser.stop != nil {
		sharedBrowser.stop()
	}
}

// browser returns a new tab of the shared headless Chromium (started at
// the first call), in a fresh browser context, closed when the test ends.
func browser(t *testing.T, path string) context.Context {
	t.Helper()
	parent, err := startBrowser(t, path)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancelTab := chromedp.NewContext(parent, chromedp.WithNewBrowserContext())
	ctx, cancelTime := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() {
		cancelTime()
		cancelTab()
	})
	if err := chromedp.Do(ctx); err != nil { // opens the tab
		t.Fatalf("chromium did not open a tab: %v", err)
	}
	return ctx
}

// openWorksheet serves a worksheet with token, opens it in headless
// Chromium, waits for its session, and counts in window.violations what
// the page's Content-Security-Policy refuses from then on. It skips the
// test with -short (the browser tests are slow).
func openWorksheet(t *testing.T, token string) context.Context {
	t.Helper()
	if testing.Short() {
		t.Skip("the browser test is slow: skipped with -short")
	}
	path := chromium(t)
	base, _ := startServer(t, Config{Token: token})
	ctx := browser(t, path)
	do(t, ctx, chromedp.Navigate(base+"?token="+token))
	mustWait(t, ctx, "a session", `document.getElementById('status').textContent === 'Ready.'`)
	js[chromedp.Void](t, ctx, `window.violations = []; document.addEventListener('securitypolicyviolation', e => violations.push(e.violatedDirective + ' ' + e.blockedURI))`)
	return ctx
}

// do runs the steps in the tab, failing the test on an error.
func do(t *testing.T, ctx context.Context, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatal(err)
	}
}

// js evaluates a JavaScript expression in the page.
func js[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// waitFor polls the JavaScript condition cond every 100 ms, at most tries
// times, and reports whether it became true.
func waitFor(t *testing.T, ctx context.Context, cond string, tries int) bool {
	t.Helper()
	for range tries {
		if js[bool](t, ctx, "!!("+cond+")") {
			return true
		}
		time.Sleep(100 * time.Millisecond)
	}
	return false
}

// mustWait is waitFor for the steps that take what they take (at most a
// minute): a result to come, the page to load.
func mustWait(t *testing.T, ctx context.Context, what, cond string) {
	t.Helper()
	if !waitFor(t, ctx, cond, 600) {
		t.Fatalf("%s: never came (%s)\ncells: %s", what, cond,
			js[string](t, ctx, `JSON.stringify(Array.from(document.querySelectorAll('.cell')).map(c => c.innerText))`))
	}
}

// typeIn types source into the last cell (a new one if the last is not
// empty) and presses Shift-Enter there,
// which evaluates it and moves to a new cell; it returns the cell's index.
func typeIn(t *testing.T, ctx context.Context, source string) int {
	t.Helper()
	if js[string](t, ctx, `Array.from(document.querySelectorAll('.cell textarea')).pop().value`) != "" {
		do(t, ctx, chromedp.Click(chromedp.ID("new-cell")))
	}
	n := js[int](t, ctx, `document.querySelectorAll('.cell').length`) - 1
	do(t, ctx,
		chromedp.SendKeys(chromedp.CSS(".cell:last-child textarea"), source),
		chromedp.KeyEvent(kb.Enter, chromedp.KeyModifiers(chromedp.ModifierShift)))
	return n
}

// cell is the JavaScript of the i-th cell.
func cell(i int) string {
	return fmt.Sprintf("document.querySelectorAll('.cell')[%d]", i)
}

// sources are the cells' texts.
const sources = `JSON.stringify(Array.from(document.querySelectorAll('.cell textarea')).map(a => a.value))`

// TestWorksheetInChromium drives the worksheet page in headless Chromium
// against the real server: a thermograph drawn inline; Stop ending an
// endless loop, the session still evaluating after it; markup in a value
// shown as text; errors with their position; the cells kept across a
// reload; projector mode; the help pane's examples; opening a .lisp file;
// a new session after the old one expired. With -update-screenshots it
// also takes the screenshots of the README and doc/worksheet.md.
func TestWorksheetInChromium(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test is slow: skipped with -short")
	}
	path := chromium(t)
	var skew atomic.Int64 // added to the server's clock: expires sessions
	base, _ := startServer(t, Config{
		Token: "test-token-1234",
		Now:   func() time.Time { return time.Now().Add(time.Duration(skew.Load())) },
	})
	ctx := browser(t, path)

	// The token comes in the URL, is kept in sessionStorage and leaves the
	// address bar.
	do(t, ctx, chromedp.Navigate(base+"?token=test-token-1234"))
	mustWait(t, ctx, "the first cell", `document.querySelector('.cell textarea')`)
	if got := js[string](t, ctx, `location.href`); strings.Contains(got, "token") {
		t.Errorf("the address keeps the token: %s", got)
	}
	mustWait(t, ctx, "a session", `document.getElementById('status').textContent === 'Ready.'`)
	// Anything the Content-Security-Policy refuses from here on is counted
	// (the page's own script and style come from files, so nothing at load).
	js[chromedp.Void](t, ctx, `window.violations = []; document.addEventListener('securitypolicyviolation', e => violations.push(e.violatedDirective + ' ' + e.blockedURI))`)

	t.Run("draw", func(t *testing.T) {
		i := typeIn(t, ctx, "(draw {3±1,2±1|±1})")
		mustWait(t, ctx, "the thermograph", cell(i)+`.querySelector('.results img')`)
		src := js[string](t, ctx, cell(i)+`.querySelector('.results img').src`)
		svg, ok := strings.CutPrefix(src, "data:image/svg+xml;charset=utf-8,")
		if !ok || !strings.Contains(svg, "%3Csvg") {
			t.Errorf("the picture is not an SVG data URL: %.80s", src)
		}
		// The picture is rendered: the image has decoded to its size.
		mustWait(t, ctx, "the picture decoded", cell(i)+`.querySelector('.results img').naturalWidth > 50`)
		// Shift-Enter moved to a new, empty cell.
		if got := js[string](t, ctx, `document.activeElement === `+cell(i+1)+`.querySelector('textarea') ? 'next' : 'elsewhere'`); got != "next" {
			t.Errorf("after Shift-Enter the focus is %s, want the next cell", got)
		}
		if got := js[string](t, ctx, cell(i+1)+`.querySelector('textarea').value`); got != "" {
			t.Errorf("the new cell has %q, want empty", got)
		}
	})

	t.Run("stop", func(t *testing.T) {
		i := typeIn(t, ctx, "(while t)")
		mustWait(t, ctx, "the loop running", `!document.getElementById('stop').disabled && `+cell(i)+`.classList.contains('running')`)
		if !js[bool](t, ctx, cell(i)+`.querySelector('.results .progress') !== null`) {
			t.Error("the running cell shows no progress line")
		}
		do(t, ctx, chromedp.Click(chromedp.ID("stop")))
		// Within a second: ten polls 100 ms apart.
		if !waitFor(t, ctx, cell(i)+`.querySelector('.results .stopped')`, 10) {
			t.Fatalf("Stop did not stop (while t) within 10 polls: %s", js[string](t, ctx, cell(i)+`.innerText`))
		}
		if got := js[string](t, ctx, cell(i)+`.querySelector('.results').textContent`); !strings.Contains(got, "Stopped") {
			t.Errorf("the stopped cell says %q, want Stopped", got)
		}
		j := typeIn(t, ctx, "(+ 1 2)")
		mustWait(t, ctx, "the next cell's value", cell(j)+`.querySelector('.results .value')`)
		if got := js[string](t, ctx, cell(j)+`.querySelector('.results .value').textContent`); got != "3" {
			t.Errorf("(+ 1 2) after the stop gives %q, want 3", got)
		}
	})

	t.Run("progress line", func(t *testing.T) {
		// Solving a 5×6 Domineering board takes seconds: its progress line
		// ("solving ...: N s, M games in the store") shows in the cell as
		// the server reports it, until Stop.
		i := typeIn(t, ctx, `(canon (domineering 5 6))`)
		progress := cell(i) + `.querySelector('.results .progress')`
		if !waitFor(t, ctx, progress+` && `+progress+`.textContent.includes('games in the store')`, 300) {
			t.Errorf("no progress line shown: %q", js[string](t, ctx, cell(i)+`.innerText`))
		}
		do(t, ctx, chromedp.Click(chromedp.ID("stop")))
		if !waitFor(t, ctx, cell(i)+`.querySelector('.results .stopped')`, 10) {
			t.Fatalf("Stop did not stop the solve within 10 polls: %s", js[string](t, ctx, cell(i)+`.innerText`))
		}
	})

	t.Run("markup is text", func(t *testing.T) {
		i := typeIn(t, ctx, `"<b>x</b><img src=x onerror=alert(1)>"`)
		mustWait(t, ctx, "the string", cell(i)+`.querySelector('.results .value')`)
		got := js[string](t, ctx, cell(i)+`.querySelector('.results .value').textContent`)
		if !strings.Contains(got, "<b>x</b>") {
			t.Errorf("the string shows as %q, want its markup as text", got)
		}
		if n := js[int](t, ctx, cell(i)+`.querySelectorAll('.results b, .results img').length`); n != 0 {
			t.Errorf("%d elements made from the string's markup", n)
		}
	})

	t.Run("error with position", func(t *testing.T) {
		i := typeIn(t, ctx, "(+ 1 1)\n(car 1)")
		mustWait(t, ctx, "the error", cell(i)+`.querySelector('.results .error')`)
		got := js[string](t, ctx, cell(i)+`.querySelector('.results .error').textContent`)
		if !strings.HasPrefix(got, "cell:2:1: ") || !strings.Contains(got, "not a list") {
			t.Errorf("the error reads %q, want cell:2:1: ... not a list", got)
		}
		if got := js[string](t, ctx, cell(i)+`.querySelector('.results .value').textContent`); got != "2" {
			t.Errorf("the form before the error gives %q, want 2", got)
		}
		// A click on the error puts the cursor at line 2, column 1.
		do(t, ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf(".cell:nth-child(%d) .error", i+1))))
		if got := js[int](t, ctx, cell(i)+`.querySelector('textarea').selectionStart`); got != len("(+ 1 1)\n") {
			t.Errorf("the click on the error selects from %d, want %d", got, len("(+ 1 1)\n"))
		}
	})

	if v := js[[]string](t, ctx, `violations`); len(v) > 0 {
		t.Errorf("the Content-Security-Policy refused %q", v)
	}

	t.Run("reload keeps the cells", func(t *testing.T) {
		before := js[string](t, ctx, sources)
		do(t, ctx, chromedp.Reload())
		mustWait(t, ctx, "the cells", `document.querySelector('.cell textarea')`)
		if after := js[string](t, ctx, sources); after != before {
			t.Errorf("after a reload the cells are\n%s\nwant\n%s", after, before)
		}
		// The token stays with the tab: the new session is made.
		mustWait(t, ctx, "a session", `document.getElementById('status').textContent === 'Ready.'`)
	})

	t.Run("projector mode", func(t *testing.T) {
		size := `parseFloat(getComputedStyle(document.body).fontSize)`
		normal := js[float64](t, ctx, size)
		do(t, ctx, chromedp.Click(chromedp.ID("projector")))
		if !js[bool](t, ctx, `document.body.classList.contains('projector')`) {
			t.Fatal("the Projector button did not turn projector mode on")
		}
		if big := js[float64](t, ctx, size); big < 1.5*normal {
			t.Errorf("projector mode's type is %vpx, normal %vpx: want at least half as large again", big, normal)
		}
		do(t, ctx, chromedp.Reload())
		mustWait(t, ctx, "the cells", `document.querySelector('.cell textarea')`)
		if !js[bool](t, ctx, `document.body.classList.contains('projector')`) {
			t.Error("projector mode is lost on a reload")
		}
		do(t, ctx, chromedp.Click(chromedp.ID("projector")))
		if js[bool](t, ctx, `document.body.classList.contains('projector')`) || js[float64](t, ctx, size) != normal {
			t.Error("the Projector button did not turn projector mode off")
		}
	})

	t.Run("help opens on games", func(t *testing.T) {
		// Issue 32: the pane opened on and, assert, cond. It opens on the
		// topics, then the games' sections, each under its title.
		mustWait(t, ctx, "the help entries", `document.querySelector('#help-entries .entry')`)
		first := js[string](t, ctx, `document.querySelector('#help-entries li').textContent`)
		entry := js[string](t, ctx, `document.querySelector('#help-entries .entry').textContent`)
		topicsFirst := js[bool](t, ctx, `!!(document.getElementById('help-topics').compareDocumentPosition(document.getElementById('help-entries')) & Node.DOCUMENT_POSITION_FOLLOWING)`)
		classroom := js[bool](t, ctx, `Array.from(document.querySelectorAll('#help-topics .topic')).some(b => b.textContent === 'classroom')`)
		if first != "Games" || entry != "mg" || !topicsFirst || !classroom {
			t.Errorf("the help pane opens on %q, first entry %q; topics first %v, with classroom %v; want the topics, then Games and mg", first, entry, topicsFirst, classroom)
		}
	})

	t.Run("help examples", func(t *testing.T) {
		do(t, ctx, chromedp.SendKeys(chromedp.ID("help-search"), "thermograph"))
		entry := `Array.from(document.querySelectorAll('#help-entries .entry')).find(b => b.textContent === 'thermograph')`
		mustWait(t, ctx, "the help entry", entry)
		js[chromedp.Void](t, ctx, entry+`.click()`)
		mustWait(t, ctx, "the help text's examples", `document.querySelector('#help-text .example')`)
		example := js[string](t, ctx, `document.querySelector('#help-text .example').textContent`)
		n := js[int](t, ctx, `document.querySelectorAll('.cell').length`)
		js[chromedp.Void](t, ctx, `document.querySelector('#help-text .example').click()`)
		last := js[string](t, ctx, `Array.from(document.querySelectorAll('.cell textarea')).pop().value`)
		if last != example {
			t.Errorf("the example %q gave the last cell %q", example, last)
		}
		if m := js[int](t, ctx, `document.querySelectorAll('.cell').length`); m > n+1 {
			t.Errorf("one example click made %d cells", m-n)
		}
		topics := js[int](t, ctx, `document.querySelectorAll('#help-topics .topic').length`)
		if topics < 4 {
			t.Errorf("%d help topics listed, want notation, temperature, misere and quotients at least", topics)
		}
	})

	t.Run("open a lisp file", func(t *testing.T) {
		file := ";; a hand-written file: paragraphs are cells\n(setq g {2|-1})\n\n; its mean\n(mean g)\n\n(list\n\n  1 2)\n"
		want := `[";; a hand-written file: paragraphs are cells\n(setq g {2|-1})","; its mean\n(mean g)","(list\n\n  1 2)"]`
		p := filepath.Join(t.TempDir(), "hand.lisp")
		if err := os.WriteFile(p, []byte(file), 0o644); err != nil {
			t.Fatal(err)
		}
		do(t, ctx, chromedp.SetUploadFiles(chromedp.ID("open-file"), []string{p}))
		mustWait(t, ctx, "the opened cells", `document.querySelectorAll('.cell').length === 3`)
		if got := js[string](t, ctx, sources); got != want {
			t.Errorf("the file opens as\n%s\nwant\n%s", got, want)
		}
		// Saved with separators, a worksheet opens as the same cells,
		// comments between forms and all.
		cells := `[";; first\n(setq x 1)", "; only a comment", "(+ x 1) ; after\n\n; before\n(* x 2)"]`
		got := js[string](t, ctx, `JSON.stringify(cgcalcWorksheet.split(cgcalcWorksheet.serialize(`+cells+`)))`)
		if want := js[string](t, ctx, `JSON.stringify(`+cells+`)`); got != want {
			t.Errorf("serialize then split gives\n%s\nwant\n%s", got, want)
		}
		saved := js[string](t, ctx, `cgcalcWorksheet.serialize(`+cells+`)`)
		if !strings.Contains(saved, "\n;;; ----\n; only a comment\n;;; ----\n") {
			t.Errorf("the saved file reads\n%s", saved)
		}
	})

	t.Run("save", func(t *testing.T) {
		// Save downloads the worksheet through a Blob URL, named after the
		// file last opened.
		dir := t.TempDir()
		if _, err := chromedp.Call(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
			Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir,
			BrowserContextID: chromedp.FromContext(ctx).BrowserContextID}); err != nil {
			t.Fatal(err)
		}
		want := js[string](t, ctx, `cgcalcWorksheet.serialize(Array.from(document.querySelectorAll('.cell textarea')).map(a => a.value))`)
		do(t, ctx, chromedp.Click(chromedp.ID("save")))
		p := filepath.Join(dir, "hand.lisp")
		var got []byte
		for range 100 {
			if b, err := os.ReadFile(p); err == nil && len(b) > 0 {
				got = b
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
		if string(got) != want {
			t.Errorf("Save wrote\n%s\nwant\n%s", got, want)
		}
	})

	t.Run("expired session", func(t *testing.T) {
		skew.Store(int64(DefaultIdleTimeout + time.Minute))
		i := typeIn(t, ctx, "(+ 20 22)")
		mustWait(t, ctx, "the value", cell(i)+`.querySelector('.results .value')`)
		if got := js[string](t, ctx, cell(i)+`.querySelector('.results .value').textContent`); got != "42" {
			t.Errorf("after the session expired (+ 20 22) gives %q, want 42", got)
		}
		if got := js[string](t, ctx, `document.getElementById('status').textContent`); !strings.Contains(got, "expired") {
			t.Errorf("the status line says %q, want that the session expired", got)
		}
	})

	if *updateScreenshots {
		screenshots(t, ctx)
	}
}

// sample is the worksheet of the screenshots (doc/worksheet.png).
var sample = []string{
	"; A hot game and its thermograph (Siegel, CGT, ch. II)\n(setq g {3±1,2±1|±1})\n(draw g)",
	"(list (mean g) (temperature g))",
	"; A Domineering position and its value\n(setq d (domineering \"..#|...|.#.\"))\n(show d)\n(canon d)",
	"(car 1)   ; an error, with its position",
}

// screenshots takes doc/worksheet.png and doc/worksheet-projector.png:
// the sample worksheet evaluated, the help pane open on thermograph.
func screenshots(t *testing.T, ctx context.Context) {
	t.Helper()
	var b strings.Builder
	b.WriteString("[")
	for i, s := range sample {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "%q", s)
	}
	b.WriteString("]")
	// The sample opens as a saved worksheet, through the Open button's file.
	saved := js[string](t, ctx, `cgcalcWorksheet.serialize(`+b.String()+`)`)
	p := filepath.Join(t.TempDir(), "sample.lisp")
	if err := os.WriteFile(p, []byte(saved), 0o644); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.SetUploadFiles(chromedp.ID("open-file"), []string{p}))
	mustWait(t, ctx, "the sample opened", sources+" === JSON.stringify("+b.String()+")")
	for _, mode := range []struct {
		file    string
		toggles []string
	}{
		{"worksheet.png", nil},
		// On a projector the worksheet takes the screen: the help pane is hidden.
		{"worksheet-projector.png", []string{"projector", "help-toggle"}},
	} {
		do(t, ctx, chromedp.EmulateViewport(1280, 860), chromedp.Reload())
		mustWait(t, ctx, "a session", `document.getElementById('status').textContent === 'Ready.'`)
		for _, id := range mode.toggles {
			do(t, ctx, chromedp.Click(chromedp.ID(id)))
		}
		do(t, ctx, chromedp.Click(chromedp.ID("run-all")))
		mustWait(t, ctx, "the sample's results", fmt.Sprintf(`document.querySelectorAll('.cell .results .result').length >= %d && !document.querySelector('.cell.running, .cell.queued')`, len(sample)))
		js[chromedp.Void](t, ctx, `Array.from(document.querySelectorAll('#help-entries .entry')).find(b => b.textContent === 'thermograph').click()`)
		mustWait(t, ctx, "the help text", `document.querySelector('#help-text .example')`)
		mustWait(t, ctx, "the pictures decoded", `Array.from(document.querySelectorAll('.results img')).every(i => i.complete && i.naturalWidth > 0)`)
		js[chromedp.Void](t, ctx, `document.activeElement.blur(); document.getElementById('worksheet').scrollTop = 0`)
		// The window as tall as the worksheet, so the picture shows it whole.
		h := js[int](t, ctx, `document.getElementById('worksheet').scrollHeight + document.getElementById('toolbar').offsetHeight`)
		do(t, ctx, chromedp.EmulateViewport(1280, int64(min(max(h, 860), 2400))))
		mustWait(t, ctx, "the layout", `document.getElementById('worksheet').scrollHeight <= document.getElementById('worksheet').clientHeight + 1 || innerHeight >= 2400`)
		buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := png.Decode(bytes.NewReader(buf)); err != nil {
			t.Fatalf("%s: %v", mode.file, err)
		}
		if len(buf) > 1<<20 {
			t.Errorf("%s is %d bytes, want under 1 MB", mode.file, len(buf))
		}
		if err := os.WriteFile(filepath.Join("..", "doc", mode.file), buf, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote doc/%s (%d bytes)", mode.file, len(buf))
	}
}
