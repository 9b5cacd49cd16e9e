package repl

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// readLines returns the lines of the history file at path.
func readLines(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// TestHistoryWritersShareFile: several sessions append to one history
// file, in turn or at once, with a small Keep so that the file is trimmed
// often. The file ends as the header, then the newest Keep entries at the
// last trim, then every entry appended after it: nothing is lost. The
// order of the appends is the order in which they held the lock, which
// the appended hook records.
func TestHistoryWritersShareFile(t *testing.T) {
	for _, c := range []struct {
		name          string
		writers, each int
		keep          int
		concurrent    bool
	}{
		{name: "in turn", writers: 3, each: 200, keep: 5},
		{name: "at once", writers: 3, each: 300, keep: 5, concurrent: true},
		{name: "at once, keep 1", writers: 3, each: 200, keep: 1, concurrent: true},
		{name: "at once, keep 40", writers: 3, each: 200, keep: 40, concurrent: true},
		{name: "few, no trim", writers: 3, each: 2, keep: 5, concurrent: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "history")
			var mu sync.Mutex
			var order []string // the entries in the order they were appended
			lastTrim := -1     // len(order) just after the last trim
			hook := func(entry string, trimmed bool) {
				mu.Lock()
				defer mu.Unlock()
				order = append(order, entry)
				if trimmed {
					lastTrim = len(order)
				}
			}
			warn := newSyncBuffer()
			hs := make([]*History, c.writers)
			for i := range hs {
				hs[i] = &History{Path: path, Keep: c.keep, Warn: warn, appended: hook}
				hs[i].Load()
			}
			if c.concurrent {
				var wg sync.WaitGroup
				for i, h := range hs {
					wg.Go(func() {
						for j := range c.each {
							h.Append(fmt.Sprintf("(w%d %d)", i, j))
						}
					})
				}
				wg.Wait()
			} else {
				next := make([]int, c.writers)
				rng := rand.New(rand.NewPCG(1, 2))
				for range c.writers * c.each {
					i := rng.IntN(c.writers)
					for next[i] == c.each {
						i = (i + 1) % c.writers
					}
					hs[i].Append(fmt.Sprintf("(w%d %d)", i, next[i]))
					next[i]++
				}
			}
			if w := warn.String(); w != "" {
				t.Fatalf("warnings: %s", w)
			}
			if len(order) != c.writers*c.each {
				t.Fatalf("%d appends recorded, want %d", len(order), c.writers*c.each)
			}
			want := order
			if lastTrim >= 0 {
				want = order[lastTrim-c.keep:]
			}
			got := readLines(t, path)
			if got[0] != HistoryHeader {
				t.Errorf("first line %q, want the header", got[0])
			}
			if !slices.Equal(got[1:], want) {
				t.Errorf("the file holds\n%q\nwant\n%q", got[1:], want)
			}
			if n := len(got) - 1; n > c.keep+c.keep/2 {
				t.Errorf("the file holds %d entries, more than %d", n, c.keep+c.keep/2)
			}
			// A new session loads the newest Keep.
			fresh := &History{Path: path, Keep: c.keep}
			if loaded := fresh.Load(); !slices.Equal(loaded, want[max(0, len(want)-c.keep):]) {
				t.Errorf("Load() = %q, want the newest %d of %q", loaded, c.keep, want)
			}
			if names := dirNames(t, filepath.Dir(path)); !slices.Equal(names, []string{"history"}) {
				t.Errorf("the directory holds %q, want only the history", names)
			}
		})
	}
}

// TestHistorySymlink: a history file reached by a symbolic link stays a
// link when it is trimmed; the file it names is replaced.
func TestHistorySymlink(t *testing.T) {
	dir := t.TempDir()
	mkdir(t, filepath.Join(dir, "real"))
	target := filepath.Join(dir, "real", "history")
	link := filepath.Join(dir, "link")
	if err := os.Symlink(filepath.Join("real", "history"), link); err != nil {
		t.Skipf("cannot make a symbolic link here: %v", err)
	}
	warn := newSyncBuffer()
	h := &History{Path: link, Keep: 2, Warn: warn}
	h.Load()
	for i := range 10 {
		h.Append(fmt.Sprintf("(e %d)", i))
	}
	if w := warn.String(); w != "" {
		t.Fatalf("warnings: %s", w)
	}
	if got, err := os.Readlink(link); err != nil || got != filepath.Join("real", "history") {
		t.Errorf("the link reads %q, %v; want it unchanged", got, err)
	}
	want := []string{HistoryHeader, "(e 8)", "(e 9)"}
	if got := readLines(t, target); !slices.Equal(got, want) {
		t.Errorf("the target holds %q, want %q", got, want)
	}
	if names := dirNames(t, filepath.Join(dir, "real")); !slices.Equal(names, []string{"history"}) {
		t.Errorf("real/ holds %q, want only the history", names)
	}
}

// TestHistoryHeader: a file without the header is refused and left alone,
// unless it is the default history of an earlier cgcalc, which is adopted
// and gets the header at its next trim.
func TestHistoryHeader(t *testing.T) {
	script := strings.Repeat("(defun f (x) (* x x))\n", 600)
	notHistory := `cgcalc: $P is not a cgcalc history file (its first line is not "# cgcalc history v1"); give another --history file` + "\n"
	for _, c := range []struct {
		name     string
		content  *string // nil: no file
		adopt    bool
		keep     int
		appends  []string
		wantLoad []string
		wantWarn string // "$P" is the path
		wantFile string
	}{
		{name: "missing", appends: []string{"(+ 1 2)"},
			wantFile: HistoryHeader + "\n(+ 1 2)\n"},
		{name: "missing, default", adopt: true, appends: []string{"(+ 1 2)"},
			wantFile: HistoryHeader + "\n(+ 1 2)\n"},
		{name: "empty", content: ptr(""), appends: []string{"(+ 1 2)"},
			wantFile: HistoryHeader + "\n(+ 1 2)\n"},
		{name: "header only", content: ptr(HistoryHeader + "\n"), appends: []string{"(+ 1 2)"},
			wantFile: HistoryHeader + "\n(+ 1 2)\n"},
		{name: "history", content: ptr(HistoryHeader + "\n(a)\n\n(b)\n"), appends: []string{"(c)"},
			wantLoad: []string{"(a)", "(b)"}, wantFile: HistoryHeader + "\n(a)\n\n(b)\n(c)\n"},
		{name: "a line cut short", content: ptr(HistoryHeader + "\n(a)\n(b"), appends: []string{"(c)"},
			wantLoad: []string{"(a)", "(b"}, wantFile: HistoryHeader + "\n(a)\n(b\n(c)\n"},
		{name: "a script", content: &script, appends: []string{"(+ 1 2)"},
			wantWarn: notHistory, wantFile: script},
		{name: "a script without newline", content: ptr("(+ 1 2)"), appends: []string{"(+ 1 2)"},
			wantWarn: notHistory, wantFile: "(+ 1 2)"},
		{name: "a longer first line", content: ptr(HistoryHeader + "0\n(a)\n"), appends: []string{"(+ 1 2)"},
			wantWarn: notHistory, wantFile: HistoryHeader + "0\n(a)\n"},
		{name: "legacy default", content: ptr("(+ 1 2)\n(car 5)\n"), adopt: true, appends: []string{"(* 2 3)"},
			wantLoad: []string{"(+ 1 2)", "(car 5)"}, wantFile: "(+ 1 2)\n(car 5)\n(* 2 3)\n"},
		{name: "legacy default, trimmed", content: ptr("(a)\n(b)\n(c)\n"), adopt: true, keep: 2, appends: []string{"(d)"},
			wantLoad: []string{"(b)", "(c)"}, wantFile: HistoryHeader + "\n(c)\n(d)\n"},
		{name: "a script at the default", content: &script, adopt: true, keep: 2, appends: []string{"(d)"},
			wantLoad: []string{"(defun f (x) (* x x))", "(defun f (x) (* x x))"},
			wantFile: HistoryHeader + "\n(defun f (x) (* x x))\n(d)\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "lib.lisp")
			if c.content != nil {
				if err := os.WriteFile(path, []byte(*c.content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			warn := newSyncBuffer()
			h := &History{Path: path, Keep: c.keep, AdoptLegacy: c.adopt, Warn: warn}
			if got := h.Load(); !slices.Equal(got, c.wantLoad) {
				t.Errorf("Load() = %q, want %q", got, c.wantLoad)
			}
			for _, e := range c.appends {
				h.Append(e)
			}
			if got, want := warn.String(), strings.ReplaceAll(c.wantWarn, "$P", path); got != want {
				t.Errorf("warned %q, want %q", got, want)
			}
			if h.Off() != (c.wantWarn != "") {
				t.Errorf("Off() = %v after warning %q", h.Off(), warn.String())
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if string(data) != c.wantFile {
				t.Errorf("the file holds %q, want %q", data, c.wantFile)
			}
		})
	}
}

// TestHistoryWarnsOnce: when the history cannot be read or written, one
// line says so and the history is off: later appends neither write nor
// warn again.
func TestHistoryWarnsOnce(t *testing.T) {
	const off = "; history is off for this session\n"
	for _, c := range []struct {
		name   string
		before func(t *testing.T, path string) // before Load; path's directory exists
		after  func(t *testing.T, path string) // between Load and the appends
		root   bool                            // meaningful when running as root
		want   string                          // "$P" is the path
	}{
		{name: "a directory", root: true,
			before: func(t *testing.T, path string) { mkdir(t, path) },
			want:   "cgcalc: cannot read history $P: it is a directory" + off},
		{name: "made a directory later", root: true,
			after: func(t *testing.T, path string) { mkdir(t, path) },
			want:  "cgcalc: cannot write history $P: it is a directory" + off},
		{name: "under a regular file", root: true,
			before: func(t *testing.T, path string) { fileForDir(t, filepath.Dir(path)) },
			want:   "cgcalc: cannot read history $P: not a directory" + off},
		{name: "made under a regular file later", root: true,
			after: func(t *testing.T, path string) { fileForDir(t, filepath.Dir(path)) },
			want:  "cgcalc: cannot write history $P: not a directory" + off},
		{name: "read-only directory",
			before: func(t *testing.T, path string) { chmod(t, filepath.Dir(path), 0o555) },
			want:   "cgcalc: cannot write history $P: permission denied" + off},
		{name: "unreadable file",
			before: func(t *testing.T, path string) {
				writeFile(t, path, HistoryHeader+"\n")
				chmod(t, path, 0o200)
			},
			want: "cgcalc: cannot read history $P: permission denied" + off},
		{name: "read-only file",
			before: func(t *testing.T, path string) {
				writeFile(t, path, HistoryHeader+"\n")
				chmod(t, path, 0o444)
			},
			want: "cgcalc: cannot write history $P: permission denied" + off},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !c.root && os.Geteuid() == 0 {
				t.Skip("running as root: permissions do not bite")
			}
			path := filepath.Join(t.TempDir(), "sub", "history")
			mkdir(t, filepath.Dir(path))
			if c.before != nil {
				c.before(t, path)
			}
			warn := newSyncBuffer()
			h := &History{Path: path, Warn: warn}
			h.Load()
			if c.after != nil {
				c.after(t, path)
			}
			for i := range 3 {
				h.Append(fmt.Sprintf("(e %d)", i))
			}
			if got, want := warn.String(), strings.ReplaceAll(c.want, "$P", path); got != want {
				t.Errorf("warned %q, want %q", got, want)
			}
			if !h.Off() {
				t.Error("the history is still on")
			}
		})
	}
}

// TestReadlineHistory: a session recalls the entries of its history file
// (Ctrl-P, the previous entry) and adds its own; a file that is not a
// history is refused, left alone, and the session goes on.
func TestReadlineHistory(t *testing.T) {
	dir := t.TempDir()
	hist := filepath.Join(dir, "history")
	writeFile(t, hist, HistoryHeader+"\n(+ 1 2)\n(* 6 7)\n")
	r := runReadline(t, "\x10\n", hist)
	if !strings.Contains(r.out, "42\n") || r.err != "" {
		t.Errorf("out = %q, err = %q; want (* 6 7) recalled: 42 and no error", r.out, r.err)
	}
	want := []string{HistoryHeader, "(+ 1 2)", "(* 6 7)", "(* 6 7)"}
	if got := readLines(t, hist); !slices.Equal(got, want) {
		t.Errorf("history file %q, want %q", got, want)
	}

	script := filepath.Join(dir, "mylib.lisp")
	const lib = "(defun sq (x) (* x x))\n"
	writeFile(t, script, lib)
	r = runReadline(t, "(+ 1 2)\n", script)
	wantErr := "cgcalc: " + script + ` is not a cgcalc history file (its first line is not "# cgcalc history v1"); give another --history file` + "\n"
	if !strings.Contains(r.out, "3\n") || r.err != wantErr {
		t.Errorf("out = %q, err = %q; want 3 and %q", r.out, r.err, wantErr)
	}
	if data, err := os.ReadFile(script); err != nil || string(data) != lib {
		t.Errorf("%s holds %q, %v afterwards; want it untouched", script, data, err)
	}
}

func ptr(s string) *string { return &s }

func mkdir(t *testing.T, path string) {
	t.Helper()
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func chmod(t *testing.T, path string, mode os.FileMode) {
	t.Helper()
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(path, 0o755) })
}

// fileForDir replaces the empty directory dir with a regular file.
func fileForDir(t *testing.T, dir string) {
	t.Helper()
	if err := os.Remove(dir); err != nil {
		t.Fatal(err)
	}
	writeFile(t, dir, "")
}

// dirNames returns the sorted names in dir.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	slices.Sort(names)
	return names
}
