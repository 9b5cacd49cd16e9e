package worksheet

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestExplorerInChromium opens the explorer on a 2×2 Domineering board in
// the page and grows it two levels by clicks: the root is ±1 (ONAG: each
// player's move leaves a 2×1 strip, one move for the mover only); Left's
// sensible move is to 1 and, opened, has Left's one move, to 0, and no
// move for Right; the path to it is highlighted; "all 2 moves" shows the
// dominated equal move too; "to cell" writes the node's form into a new
// cell, which evaluates to the same value; the page's Content Security
// Policy refuses nothing on the way.
func TestExplorerInChromium(t *testing.T) {
	ctx := openWorksheet(t, "test-token-5678")

	i := typeIn(t, ctx, `(explore (domineering "..|.."))`)
	x := cell(i) + `.querySelector('.explorer')`
	mustWait(t, ctx, "the explorer", x)
	if got := js[string](t, ctx, x+`.querySelector('.xroot .xvalue').textContent`); got != "±1" {
		t.Errorf("the root is %q, want ±1", got)
	}
	// The root's moves: the sensible ones, one each.
	values := func(sel string) string {
		return js[string](t, ctx, `Array.from(`+x+`.querySelectorAll('`+sel+`')).map(e => e.textContent).join(' ')`)
	}
	if got := values(".xroot > .xkids > .xleft > .xlist > .xnode > .xhead .xvalue"); got != "1" {
		t.Errorf("Left's moves from the root: %q, want 1", got)
	}
	if got := values(".xroot > .xkids > .xright > .xlist > .xnode > .xhead .xvalue"); got != "-1" {
		t.Errorf("Right's moves from the root: %q, want -1", got)
	}
	// Level two: open Left's move.
	do(t, ctx, chromedp.Click(chromedp.CSS(`.cell:nth-child(`+strconv.Itoa(i+1)+`) .xroot > .xkids > .xleft .xnode .xhead`)))
	left := x + `.querySelector('.xroot > .xkids > .xleft > .xlist > .xnode')`
	mustWait(t, ctx, "Left's move opened", left+`.querySelector(':scope > .xkids .xside')`)
	if got := js[string](t, ctx, `Array.from(`+left+`.querySelectorAll(':scope > .xkids .xleft .xvalue')).map(e => e.textContent).join(' ')`); got != "0" {
		t.Errorf("Left's moves after her move: %q, want 0", got)
	}
	if got := js[string](t, ctx, left+`.querySelector(':scope > .xkids .xright .xlabel').textContent`); !strings.Contains(got, "no move") {
		t.Errorf("Right after Left's move: %q, want no move", got)
	}
	if !js[bool](t, ctx, left+`.classList.contains('on-path')`) {
		t.Error("the node opened is not on the highlighted path")
	}
	// All moves: the dominated one shows, marked.
	do(t, ctx, chromedp.Click(chromedp.CSS(`.cell:nth-child(`+strconv.Itoa(i+1)+`) .xroot > .xkids > .xleft > .xmore`)))
	mustWait(t, ctx, "all of Left's moves", x+`.querySelectorAll('.xroot > .xkids > .xleft > .xlist > .xnode').length === 2`)
	if got := values(".xroot > .xkids > .xleft .x-dominated"); got != "dominated" {
		t.Errorf("the second move's marks: %q", got)
	}
	// To a cell: the form of Right's move, which evaluates to -1.
	n := js[int](t, ctx, `document.querySelectorAll('.cell').length`)
	do(t, ctx, chromedp.Click(chromedp.CSS(`.cell:nth-child(`+strconv.Itoa(i+1)+`) .xroot > .xkids > .xright .xnode .xtocell`)))
	mustWait(t, ctx, "a new cell", `document.querySelectorAll('.cell').length === `+strconv.Itoa(n+1))
	form := js[string](t, ctx, `Array.from(document.querySelectorAll('.cell textarea')).pop().value`)
	if form != `(domineering "##|..")` {
		t.Errorf("to cell wrote %q", form)
	}
	playInChromium(t, ctx)
	editInChromium(t, ctx)
	heapsInChromium(t, ctx)
	cutcakeInChromium(t, ctx)
	graphEditInChromium(t, ctx)
	if v := js[[]string](t, ctx, `window.violations`); len(v) > 0 {
		t.Errorf("the page's policy refused: %v", v)
	}
	if *updateScreenshots {
		explorerScreenshots(t, ctx)
	}
}

// explorerScreenshots takes doc/explorer.png and doc/explorer-projector.png,
// a 3×3 Domineering board explored two levels deep, and doc/play.png and
// doc/play-projector.png, a 4×4 board after one move each, and
// doc/editor.png and doc/editor-projector.png, a Clobber board to edit,
// doc/graph-editor.png, a Hackenbush position to edit, and
// doc/play-heaps.png, Kayles heaps, the ways to leave 4 of a heap of 6
// offered.
func explorerScreenshots(t *testing.T, ctx context.Context) {
	for _, mode := range []struct {
		file    string
		toggles []string
		play    bool
	}{
		{"explorer.png", []string{"help-toggle"}, false},
		{"explorer-projector.png", []string{"projector", "help-toggle"}, false},
		{"play.png", []string{"help-toggle"}, true},
		{"play-projector.png", []string{"projector", "help-toggle"}, true},
		{"editor.png", []string{"help-toggle"}, false},
		{"editor-projector.png", []string{"projector", "help-toggle"}, false},
		{"graph-editor.png", []string{"help-toggle"}, false},
		{"play-heaps.png", []string{"help-toggle"}, true},
	} {
		js[chromedp.Void](t, ctx, `localStorage.removeItem('cgcalc.projector')`)
		do(t, ctx, chromedp.EmulateViewport(1280, 860), chromedp.Reload())
		mustWait(t, ctx, "a session", `document.getElementById('status').textContent === 'Ready.'`)
		for _, id := range append([]string{"clear"}, mode.toggles...) {
			do(t, ctx, chromedp.Click(chromedp.ID(id)))
		}
		if mode.file == "graph-editor.png" {
			i := typeIn(t, ctx, `(edit-board (hackenbush ":A(l(lr;e);rl;lee:A)"))`)
			mustWait(t, ctx, "the editor", cell(i)+`.querySelector('.geditor .eform') && !`+cell(i)+`.querySelector('.geditor .eform').textContent.includes('{')`)
		} else if mode.file == "play-heaps.png" {
			i := typeIn(t, ctx, `(play (heap 'kayles 3 5 6))`)
			p := cell(i) + `.querySelector('.player')`
			mustWait(t, ctx, "the heaps", p+` && `+p+`.querySelector('.pheaps')`)
			js[chromedp.Void](t, ctx, p+`.querySelectorAll('.pheap')[2].querySelectorAll('.pcounter')[4].click()`)
			mustWait(t, ctx, "the ways", p+`.querySelector('.psplit')`)
			js[chromedp.Void](t, ctx, p+`.querySelectorAll('.pheap')[2].querySelectorAll('.pcounter')[4].dispatchEvent(new MouseEvent('mouseenter'))`)
		} else if strings.HasPrefix(mode.file, "editor") {
			i := typeIn(t, ctx, `(edit-board (clobber "xox.|o.xo|x.ox"))`)
			mustWait(t, ctx, "the editor", cell(i)+`.querySelector('.editor')`)
		} else if mode.play {
			// Left has played the middle column; the program answered.
			i := typeIn(t, ctx, `(play (domineering "....|....|....|...."))`)
			p := cell(i) + `.querySelector('.player')`
			mustWait(t, ctx, "the board", p+` && `+p+`.querySelector('.pgrid')`)
			js[chromedp.Void](t, ctx, p+`.querySelectorAll('.pgrid tr')[1].children[1].click()`)
			js[chromedp.Void](t, ctx, p+`.querySelectorAll('.pgrid tr')[2].children[1].click()`)
			mustWait(t, ctx, "the reply", p+`.querySelector('.pmessage').textContent.includes('moved')`)
		} else {
			i := typeIn(t, ctx, `(explore (domineering "...|...|..."))`)
			mustWait(t, ctx, "the explorer", cell(i)+`.querySelector('.explorer')`)
			do(t, ctx, chromedp.Click(chromedp.CSS(`.xroot > .xkids > .xleft .xnode .xhead`)))
			mustWait(t, ctx, "the second level", `document.querySelector('.xroot > .xkids > .xleft .xnode > .xkids .xside')`)
		}
		mustWait(t, ctx, "the pictures decoded", `Array.from(document.querySelectorAll('.results img')).every(i => i.complete && i.naturalWidth > 0)`)
		js[chromedp.Void](t, ctx, `document.activeElement.blur(); document.getElementById('worksheet').scrollTop = 0`)
		h := js[int](t, ctx, `document.getElementById('worksheet').scrollHeight + document.getElementById('toolbar').offsetHeight`)
		do(t, ctx, chromedp.EmulateViewport(1280, int64(min(max(h, 600), 2400))))
		buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
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

// playInChromium plays Domineering on "....|...." (2×4: Right wins
// whoever starts) by clicks, as Left: a click on a cell in one of Left's
// moves only plays that move (on two rows, each empty cell is in one
// vertical domino) and the program answers, until Left has no move and
// the page says Right wins; after the first exchange a click on a cell
// no move changes gets a note and leaves the board as it was (at once,
// with no answer to wait for: the note stays until the next click).
// Undo brings back the position before Left's last move. A Hackenbush position is played
// by clicking the picture of the position to move to: the program,
// Right, has then no move and Left wins.
func playInChromium(t *testing.T, ctx context.Context) {
	i := typeIn(t, ctx, `(play (domineering "....|...."))`)
	p := cell(i) + `.querySelector('.player')`
	mustWait(t, ctx, "the board", p+` && `+p+`.querySelector('.pgrid')`)
	td := func(r, c int) string {
		return p + `.querySelectorAll('.pgrid tr')[` + strconv.Itoa(r) + `].children[` + strconv.Itoa(c) + `]`
	}
	message := func() string { return js[string](t, ctx, p+`.querySelector('.pmessage').textContent`) }
	notMove := func() {
		// Not a move: a cell taken by the first domino.
		if !js[bool](t, ctx, td(0, 0)+`.classList.contains('pc-off')`) {
			t.Fatalf("the first column is not taken: %s", message())
		}
		board := js[string](t, ctx, p+`.querySelector('.pgrid').innerHTML`)
		js[chromedp.Void](t, ctx, td(0, 0)+`.click()`)
		mustWait(t, ctx, "the note", p+`.querySelector('.pnote') && `+p+`.querySelector('.pnote').textContent.includes('not a move')`)
		if n := js[int](t, ctx, p+`.querySelectorAll('.pgrid td.picked').length`); n != 0 {
			t.Errorf("%d cells still picked after a wrong move", n)
		}
		if got := js[string](t, ctx, p+`.querySelector('.pgrid').innerHTML`); got != board {
			t.Errorf("the board changed after a wrong move:\n%s\nwas\n%s", got, board)
		}
	}
	for moves := 0; ; moves++ {
		if moves > 4 {
			t.Fatalf("the game goes on: %s", message())
		}
		if strings.Contains(message(), "wins.") {
			break
		}
		// The first column with both cells empty.
		col := js[int](t, ctx, `(() => { const rows = `+p+`.querySelectorAll('.pgrid tr'); for (let c = 0; c < rows[0].children.length; c++) if (rows[0].children[c].classList.contains('pc-empty') && rows[1].children[c].classList.contains('pc-empty')) return c; return -1; })()`)
		if col < 0 {
			t.Fatalf("no vertical domino fits, and the game is not over: %s", message())
		}
		before := message()
		js[chromedp.Void](t, ctx, td(0, col)+`.click()`)
		mustWait(t, ctx, "the program's answer", p+`.querySelector('.pmessage') && `+p+`.querySelector('.pmessage').textContent !== `+strconv.Quote(before)+` && !`+p+`.querySelector('.pnote')`)
		if moves == 0 {
			notMove()
		}
	}
	if got := message(); !strings.Contains(got, "Right wins") {
		t.Errorf("the end of the game: %q, want Right wins", got)
	}
	end := message()
	do(t, ctx, chromedp.Click(chromedp.CSS(`.cell:nth-child(`+strconv.Itoa(i+1)+`) .pundo`)))
	mustWait(t, ctx, "undone", p+`.querySelector('.pmessage').textContent !== `+strconv.Quote(end)+` && `+p+`.querySelector('.pgrid')`)
	// Hackenbush "(lr;l)" (a blue-red stalk and a blue edge on the ground):
	// a click beside the edges is no move and gets a note; a click on the
	// red edge, Right's, is no move of Left's either. Left clicks the lone
	// blue edge away (the mouse on the picture, at the edge's middle); the
	// program, Right, cuts its red edge; Left cuts the last blue one and
	// Right, with no move, has lost.
	j := typeIn(t, ctx, `(play (hackenbush "(lr;l)"))`)
	q := cell(j) + `.querySelector('.player')`
	mustWait(t, ctx, "the picture", q+` && `+q+`.querySelector('img.pedges') && `+q+`.querySelector('img.pedges').complete && `+q+`.querySelector('img.pedges').naturalWidth > 0`)
	click := func(what, at string) {
		mustWait(t, ctx, "the picture decoded, to click "+what, q+`.querySelector('img.pedges') && `+q+`.querySelector('img.pedges').complete && `+q+`.querySelector('img.pedges').naturalWidth > 0`)
		clickStill(t, ctx, `(() => { const img = `+q+`.querySelector('img.pedges'); img.scrollIntoView({block: 'center'}); const r = img.getBoundingClientRect(); const at = `+at+`; return [r.left + at[0] * r.width / img.naturalWidth, r.top + at[1] * r.height / img.naturalHeight]; })()`)
	}
	click("beside the edges", `[2, 2]`)
	mustWait(t, ctx, "the note", q+`.querySelector('.pnote') && `+q+`.querySelector('.pnote').textContent.includes('Click an edge')`)
	hits := js[string](t, ctx, q+`.querySelector('img.pedges').dataset.hit`)
	if n := strings.Count(hits, `"edge"`); n != 2 {
		t.Fatalf("%d edges Left may cut, want 2 (the two blue ones): %s", n, hits)
	}
	// The blue edge on the ground alone: the one whose move leaves "lr".
	before := js[string](t, ctx, q+`.querySelector('.pmessage').textContent`)
	click("the lone blue edge", `JSON.parse(`+q+`.querySelector('img.pedges').dataset.hit).pop().at`)
	mustWait(t, ctx, "the program's reply", q+`.querySelector('.pmessage').textContent !== `+strconv.Quote(before)+` && !`+q+`.querySelector('.pnote')`)
	for k := 0; k < 3 && !strings.Contains(js[string](t, ctx, q+`.querySelector('.pmessage').textContent`), "wins."); k++ {
		mustWait(t, ctx, "the picture", q+`.querySelector('img.pedges') && `+q+`.querySelector('img.pedges').naturalWidth > 0`)
		before = js[string](t, ctx, q+`.querySelector('.pmessage').textContent`)
		click("a blue edge", `JSON.parse(`+q+`.querySelector('img.pedges').dataset.hit)[0].at`)
		mustWait(t, ctx, "the program's reply", q+`.querySelector('.pmessage').textContent !== `+strconv.Quote(before))
	}
	if got := js[string](t, ctx, q+`.querySelector('.pmessage').textContent`); !strings.Contains(got, "Left wins") {
		t.Errorf("the Hackenbush game ends: %q, want Left wins", got)
	}
}

// editInChromium makes a Clobber position in the board editor: on an
// empty 2×3 board, one click puts x (the first cell after empty), two
// put o; "to cell" writes the form, which evaluates to the same position.
func editInChromium(t *testing.T, ctx context.Context) {
	i := typeIn(t, ctx, `(edit-board 'clobber 2 3)`)
	e := cell(i) + `.querySelector('.editor')`
	mustWait(t, ctx, "the editor", e)
	td := func(r, c int) string {
		return e + `.querySelectorAll('tr')[` + strconv.Itoa(r) + `].children[` + strconv.Itoa(c) + `]`
	}
	js[chromedp.Void](t, ctx, td(0, 0)+`.click()`)
	js[chromedp.Void](t, ctx, td(1, 2)+`.click(); `+td(1, 2)+`.click()`)
	want := `(clobber "x..|..o")`
	if got := js[string](t, ctx, e+`.querySelector('.eform').textContent`); got != want {
		t.Errorf("the editor's form: %s, want %s", got, want)
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
}
