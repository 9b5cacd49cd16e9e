package builtins

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"cgcalc/eval"
)

// writeAll returns a write function for writeFileSafely that writes text.
func writeAll(text string) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	}
}

// diskFull returns a write function that writes the first half of text and
// then fails as a full disk does.
func diskFull(text string) func(io.Writer) error {
	return func(w io.Writer) error {
		if _, err := io.WriteString(w, text[:len(text)/2]); err != nil {
			return err
		}
		return &fs.PathError{Op: "write", Path: "somewhere", Err: syscall.ENOSPC}
	}
}

// fileState describes what is at path: "missing", "dir", "symlink",
// "other", or "file:CONTENTS".
func fileState(t *testing.T, path string) string {
	t.Helper()
	fi, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "missing"
	case err != nil:
		t.Fatal(err)
	case fi.Mode()&fs.ModeSymlink != 0:
		return "symlink"
	case fi.IsDir():
		return "dir"
	case !fi.Mode().IsRegular():
		return "other"
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return "file:" + string(data)
}

// TestWriteFileSafely: the target is written whole or left as it was,
// nothing is written through a symbolic link or to anything but a regular
// file, an existing file is replaced only with overwrite, and no temporary
// file is ever left behind.
func TestWriteFileSafely(t *testing.T) {
	const name = "g.svg"
	for _, c := range []struct {
		name      string
		setup     func(t *testing.T, dir string) // makes the target and anything else
		write     func(io.Writer) error
		overwrite bool
		err       string // the error, "$P" standing for the target; "" none
		exists    bool   // the error satisfies errors.Is(err, fs.ErrExist)
		want      string // fileState of the target afterwards
		files     map[string]string
	}{
		{name: "new", write: writeAll("new"), want: "file:new"},
		{name: "new with overwrite", write: writeAll("new"), overwrite: true, want: "file:new"},
		{name: "new empty", write: writeAll(""), want: "file:"},
		{name: "exists", setup: oldFile, write: writeAll("new"),
			err: "$P already exists", exists: true, want: "file:old"},
		{name: "exists, overwrite", setup: oldFile, write: writeAll("new"), overwrite: true, want: "file:new"},
		{name: "disk full, overwrite", setup: oldFile, write: diskFull("new contents"), overwrite: true,
			err: "cannot write $P: no space left on device", want: "file:old"},
		{name: "disk full, new", write: diskFull("new contents"),
			err: "cannot write $P: no space left on device", want: "missing"},
		{name: "disk full, exists", setup: oldFile, write: diskFull("new contents"),
			err: "$P already exists", exists: true, want: "file:old"},
		{name: "symlink", setup: symlinkTo("precious.txt"), write: writeAll("evil"), overwrite: true,
			err:  "cannot write $P: it is a symbolic link, and cgcalc does not write through one",
			want: "symlink", files: map[string]string{"precious.txt": "precious"}},
		{name: "dangling symlink", setup: symlinkTo("nowhere.txt"), write: writeAll("evil"),
			err:  "cannot write $P: it is a symbolic link, and cgcalc does not write through one",
			want: "symlink", files: map[string]string{"nowhere.txt": "missing"}},
		{name: "directory", setup: func(t *testing.T, dir string) { mkdir(t, filepath.Join(dir, name)) },
			write: writeAll("new"), overwrite: true, err: "cannot write $P: it is a directory", want: "dir"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, name)
			if c.setup != nil {
				c.setup(t, dir)
			}
			before := dirNames(t, dir)
			err := writeFileSafely(path, c.write, c.overwrite)
			want := strings.ReplaceAll(c.err, "$P", path)
			switch {
			case want == "" && err != nil:
				t.Errorf("unexpected error: %v", err)
			case want != "" && (err == nil || err.Error() != want):
				t.Errorf("error %v, want %s", err, want)
			}
			if got := errors.Is(err, fs.ErrExist); got != c.exists {
				t.Errorf("errors.Is(%v, fs.ErrExist) = %v, want %v", err, got, c.exists)
			}
			if got := fileState(t, path); got != c.want {
				t.Errorf("afterwards the target is %q, want %q", got, c.want)
			}
			for f, state := range c.files {
				if got := fileState(t, filepath.Join(dir, f)); got != "file:"+state && got != state {
					t.Errorf("afterwards %s is %q, want %q", f, got, state)
				}
			}
			// No temporary file is left: the names are those before, and the
			// target if it was made.
			after := dirNames(t, dir)
			if !slices.Contains(before, name) && strings.HasPrefix(c.want, "file:") {
				before = append(before, name)
				slices.Sort(before)
			}
			if !slices.Equal(after, before) {
				t.Errorf("the directory holds %q, want %q", after, before)
			}
		})
	}
}

// TestWriteFileSafelyKeepsMode: a replaced file keeps its permissions.
func TestWriteFileSafelyKeepsMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.svg")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := writeFileSafely(path, writeAll("new"), true); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o640 {
		t.Errorf("mode %v after the rewrite, want %v", fi.Mode().Perm(), fs.FileMode(0o640))
	}
}

func oldFile(t *testing.T, dir string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "g.svg"), []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// symlinkTo returns a setup that makes g.svg a symbolic link to target,
// writing "precious" into target if it is precious.txt.
func symlinkTo(target string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		t.Helper()
		if target == "precious.txt" {
			if err := os.WriteFile(filepath.Join(dir, target), []byte("precious"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.Symlink(target, filepath.Join(dir, "g.svg")); err != nil {
			t.Skipf("cannot make a symbolic link here: %v", err)
		}
	}
}

func mkdir(t *testing.T, path string) {
	t.Helper()
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
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

// TestDrawOverwrite: with :overwrite t draw replaces an existing file with
// the picture.
func TestDrawOverwrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.svg")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := drawSource(`(draw up "` + path + `" :overwrite t)`); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(data), "<svg") && !strings.HasPrefix(string(data), "<?xml") {
		t.Errorf("g.svg after (draw up ... :overwrite t) begins %q, want an SVG picture", string(data[:min(len(data), 20)]))
	}
}

// drawSource evaluates src in a fresh interpreter and returns its error.
func drawSource(src string) error {
	in := New()
	return in.EvalSource(context.Background(), "t", src, func(eval.Value) error { return nil })
}

// TestLoadNotText: (load FILE) of a file that is not UTF-8 text is an
// error at the first bad byte, and none of the file's forms run when the
// byte is in its first 8 KiB; a file that cannot be opened keeps load's
// own words, since the program called load.
func TestLoadNotText(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"prog":        "\x7fELF\x02\x01\x01\x00\x00)(\n",
		"latin1.lisp": "(setq ran t)\n; caf\xe9\n",
		"bom.lisp":    "\uFEFF(setq ran 'bom)\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ src, want string }{
		{`(load "$D/prog")`, "$D/prog:1:8: a NUL byte: this is not a text file"},
		{`(load "$D/latin1.lisp")`, "$D/latin1.lisp:2:6: invalid UTF-8 (byte 0xe9): this is not UTF-8 text"},
		{`(load "$D/bom.lisp") ran`, "bom"},
		{`(load "$D/missing.lisp")`, "t:1:1: load: cannot read $D/missing.lisp: no such file or directory"},
		{`(load "$D")`, "t:1:1: load: $D is a directory"},
	} {
		in := New()
		in.Out = io.Discard
		in.SetGlobal("ran", eval.Nil)
		var last eval.Value
		src := strings.ReplaceAll(c.src, "$D", dir)
		err := in.EvalSource(context.Background(), "t", src, func(v eval.Value) error { last = v; return nil })
		got := ""
		if err != nil {
			got = err.Error()
			if ran, _ := in.Global("ran"); ran != eval.Nil {
				t.Errorf("%s: a form of the file ran before the error", c.src)
			}
		} else {
			got = eval.Repr(last)
		}
		if want := strings.ReplaceAll(c.want, "$D", dir); got != want {
			t.Errorf("%s: got %q, want %q", c.src, got, want)
		}
	}
}
