package worksheet

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

// swapLink makes link a symbolic link to target, atomically: a new link
// renamed over the old one, so that link always exists.
func swapLink(target, link string) error {
	tmp := link + ".new"
	os.Remove(tmp)
	if err := os.Symlink(target, tmp); err != nil {
		return err
	}
	return os.Rename(tmp, link)
}

// TestLoadSymlinkRace loads files inside --dir while another goroutine
// swaps, as fast as it can, what their paths lead to between a file inside
// --dir and one outside: a symbolic link to the file (absolute, or
// relative and leading up), a symbolic link to a directory in the middle
// of the path, and a real directory in the middle of the path swapped
// with a link to one outside (the attack on a check of the path followed
// by an open by name, where the path checked has no links at all). Every
// load reads the file inside, is refused as outside, or (while the
// directory is renamed away, or turns into a link mid-walk) finds nothing
// or no directory: none reads the file outside,
// however the swaps fall between opening and checking. The outcomes are
// counted; rounds of 2000 loads go on until both reading and refusing
// have been seen, so that the race is known to have been run.
func TestLoadSymlinkRace(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "dir")
	for name, text := range map[string]string{
		"dir/in.lisp":       "inside",
		"dir/sub/x.lisp":    "inside sub",
		"dir/real/x.lisp":   "inside real",
		"out.lisp":          "OUTSIDE",
		"outdir/x.lisp":     "OUTSIDE DIR",
		"outdir/real/x.lsp": "",
	} {
		p := filepath.Join(base, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	link := filepath.Join(dir, "link")
	if err := swapLink("in.lisp", link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	linkTo := func(targets ...string) func(i int) error {
		return func(i int) error { return swapLink(targets[i%len(targets)], link) }
	}
	// dir/real is the directory, or a link to outdir: each is held under
	// another name while the other is in place.
	real, held, heldLink := filepath.Join(dir, "real"), filepath.Join(dir, "real.dir"), filepath.Join(dir, "real.link")
	if err := os.Symlink(filepath.Join(base, "outdir"), heldLink); err != nil {
		t.Fatal(err)
	}
	swapReal := func(i int) error {
		from, to := heldLink, held // put the link in place, the directory away
		if i%2 == 1 {
			from, to = held, heldLink
		}
		if err := os.Rename(real, to); err != nil {
			return err
		}
		return os.Rename(from, real)
	}
	for _, c := range []struct {
		name, load string
		swap       func(i int) error
		want       string // the text inside
	}{
		{"file link", "link", linkTo("in.lisp", filepath.Join(base, "out.lisp"), "in.lisp", "../out.lisp"), "inside"},
		{"directory link", "link/x.lisp", linkTo("sub", filepath.Join(base, "outdir"), "sub", "../outdir"), "inside sub"},
		{"directory swapped for a link", "real/x.lisp", swapReal, "inside real"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var stop atomic.Bool
			var wg sync.WaitGroup
			defer wg.Wait()
			defer stop.Store(true)
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := 0; !stop.Load(); i++ {
					if err := c.swap(i); err != nil {
						t.Error(err)
						return
					}
				}
			}()
			const n = 2000
			inside, refused, missing := 0, 0, 0 // missing: found nothing, or not a directory, mid-swap
			for round := 0; round < 10 && (inside == 0 || refused == 0); round++ {
				for range n {
					text, err := loadPath(dir, c.load)
					switch {
					case err == nil && text == c.want:
						inside++
					case err == nil:
						t.Fatalf("load %s read %q, outside --dir", c.load, text)
					case strings.Contains(err.Error(), "is outside the --dir directory"):
						refused++
					case strings.HasSuffix(err.Error(), "no such file or directory"), strings.HasSuffix(err.Error(), "not a directory"):
						missing++
					default:
						t.Fatalf("load %s: %v", c.load, err)
					}
				}
			}
			t.Logf("%s: %d loads read the file inside, %d were refused, %d found nothing or no directory, 0 read the file outside", c.load, inside, refused, missing)
			if inside == 0 || refused == 0 {
				t.Errorf("%s: %d inside, %d refused: the swaps did not race the loads", c.load, inside, refused)
			}
		})
	}
}

// TestLoadPathNames checks loadPath's refusals and names: paths are
// refused by name before anything is opened when they are outside, named
// relative to --dir when inside, and a FIFO or directory is refused
// without blocking.
func TestLoadPathNames(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "dir")
	if err := os.MkdirAll(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "sub", "a.lisp"), []byte("(setq a 1)"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, text, err string }{
		{path: "sub/a.lisp", text: "(setq a 1)"},
		{path: "sub/../sub/a.lisp", text: "(setq a 1)"},
		{path: filepath.Join(dir, "sub", "a.lisp"), text: "(setq a 1)"},
		{path: "sub", err: "sub is a directory"},
		{path: "none.lisp", err: "cannot read none.lisp: no such file or directory"},
		{path: filepath.Join(dir, "none.lisp"), err: "cannot read none.lisp: no such file or directory"},
		{path: "../none.lisp", err: "../none.lisp is outside the --dir directory"},
		{path: filepath.Join(base, "none.lisp"), err: filepath.Join(base, "none.lisp") + " is outside the --dir directory"},
	} {
		text, err := loadPath(dir, c.path)
		switch {
		case c.err == "" && (err != nil || text != c.text):
			t.Errorf("loadPath(%s) = %q, %v; want %q", c.path, text, err, c.text)
		case c.err != "" && (err == nil || err.Error() != c.err):
			t.Errorf("loadPath(%s) = %q, %v; want the error %s", c.path, text, err, c.err)
		}
	}
	if mkfifo(filepath.Join(dir, "fifo")) == nil {
		if _, err := loadPath(dir, "fifo"); err == nil || err.Error() != "fifo is not a regular file" {
			t.Errorf("loadPath(fifo): %v, want fifo is not a regular file", err)
		}
	}
}
