package builtins

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"cgcalc/eval"
)

// Every file a builtin writes or reads by its own means goes through this
// file: writeFile and openToRead are the only ways, and each asks fileGate
// first, which refuses them all in a sandboxed session (SetSandbox: cgcalc
// serve). Builtins that take a file to write are marked in the table
// (writesFiles), so that a sandboxed call is refused before any work is
// done; the gate holds even for one that is not. TestFileGate checks that
// no other code of the package, or of the packages it calls, touches the
// file system to write. (load reads files through the interpreter, which
// asks its LoadPath.)

// fileGate returns the error of a builtin that would write or read a file
// in in's session: nil outside a sandbox or in one that allows files
// (Sandbox.Files), errNoFiles in one that does not.
func fileGate(in *eval.Interp) error {
	if sb := sessionOf(in).sandbox; sb != nil && !sb.Files {
		return errNoFiles
	}
	return nil
}

// writeFile writes path for in's session as writeFileSafely does, after
// asking fileGate: it is the only way a builtin writes a file.
func writeFile(in *eval.Interp, path string, write func(io.Writer) error, overwrite bool) error {
	if err := fileGate(in); err != nil {
		return err
	}
	return writeFileSafely(path, write, overwrite)
}

// openToRead opens the regular file path to read for in's session, after
// asking fileGate; (nil, nil) if it does not exist. It is the only way a
// builtin reads a file of its own (a checkpoint).
func openToRead(in *eval.Interp, path string) (*os.File, error) {
	if err := fileGate(in); err != nil {
		return nil, err
	}
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil
	case err != nil:
		return nil, fmt.Errorf("cannot read %s: %v", path, eval.FileErrorReason(err))
	case !fi.Mode().IsRegular():
		return nil, fmt.Errorf("cannot read %s: it is not a regular file", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %v", path, eval.FileErrorReason(err))
	}
	return f, nil
}

// writesFiles marks the builtin b of the table as writing the files its
// parameters named FILE name (eval.WritesFiles), and makes a call that
// gives one refused by fileGate before b does any work.
func writesFiles(b *eval.Builtin) *eval.Builtin {
	b.Files = eval.WritesFiles
	var pos []int
	for i, p := range b.Params.Positional() {
		if p.Name == "FILE" {
			pos = append(pos, i)
		}
	}
	var keys []string
	for _, k := range b.Params.Keys() {
		if k.Name == "FILE" {
			keys = append(keys, k.Key)
		}
	}
	fn := b.Fn
	b.Fn = func(in *eval.Interp, a eval.Args) (eval.Value, error) {
		for _, i := range pos {
			if i < len(a.Pos) && given(a.Pos[i]) {
				if err := fileGate(in); err != nil {
					return nil, fmt.Errorf("%v: leave out FILE (the worksheet shows pictures inline)", err)
				}
			}
		}
		for _, k := range keys {
			if given(a.Key(k)) {
				if err := fileGate(in); err != nil {
					return nil, fmt.Errorf("%v: leave out %s FILE", err, k)
				}
			}
		}
		return fn(in, a)
	}
	return b
}

// readsFiles marks the builtin b of the table as reading the files its
// parameters named FILE name (eval.ReadsFiles): load, which reads through
// the interpreter.
func readsFiles(b *eval.Builtin) *eval.Builtin {
	b.Files = eval.ReadsFiles
	return b
}

// existsError is writeFileSafely's error for a file that is there and may
// not be replaced; errors.Is(err, fs.ErrExist) holds.
type existsError struct{ path string }

func (e *existsError) Error() string        { return e.path + " already exists" }
func (e *existsError) Is(target error) bool { return target == fs.ErrExist }

// writeFileSafely writes the file path with what write writes, so that no
// one ever sees it half written and a failure leaves things as they were:
// write fills a temporary file in path's directory, which is synced to
// disk and then renamed over path (overwrite) or linked to path, which
// fails if path exists (no overwrite). On any error the temporary file is
// removed and an existing path is intact.
//
// path must be a regular file or not exist: a symbolic link is refused
// (nothing is written through one), and so are directories, FIFOs and
// devices, which are never opened. An existing file is refused unless
// overwrite; the error then satisfies errors.Is(err, fs.ErrExist). The
// file replaced keeps its permissions; a new one has 0644 less the umask.
// Errors are one line naming path.
func writeFileSafely(path string, write func(io.Writer) error, overwrite bool) error {
	fail := func(err error) error { return fmt.Errorf("cannot write %s: %v", path, eval.FileErrorReason(err)) }
	perm := fs.FileMode(0o644)
	switch fi, err := os.Lstat(path); {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return fail(err)
	case fi.Mode()&fs.ModeSymlink != 0:
		return fmt.Errorf("cannot write %s: it is a symbolic link, and cgcalc does not write through one", path)
	case fi.IsDir():
		return fmt.Errorf("cannot write %s: it is a directory", path)
	case !fi.Mode().IsRegular():
		return fmt.Errorf("cannot write %s: it is not a regular file", path)
	case !overwrite:
		return &existsError{path}
	default:
		perm = fi.Mode().Perm()
	}
	tmp, err := createTemp(path)
	if err != nil {
		return fail(err)
	}
	name := tmp.Name()
	err = write(tmp)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil && overwrite {
		err = os.Chmod(name, perm)
	}
	if err != nil {
		os.Remove(name)
		return fail(err)
	}
	if overwrite {
		err = os.Rename(name, path)
	} else {
		err = link(name, path)
		os.Remove(name)
	}
	if errors.Is(err, fs.ErrExist) {
		return &existsError{path}
	}
	if err != nil {
		os.Remove(name)
		return fail(err)
	}
	syncDir(filepath.Dir(path))
	return nil
}

// createTemp creates a new, empty file next to path, named after it, with
// permissions 0644 less the umask.
func createTemp(path string) (*os.File, error) {
	dir, base := filepath.Split(path)
	for tries := 0; ; tries++ {
		var b [6]byte
		rand.Read(b[:])
		f, err := os.OpenFile(filepath.Join(dir, "."+base+"."+hex.EncodeToString(b[:])+".tmp"), os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil || !errors.Is(err, fs.ErrExist) || tries == 100 {
			return f, err
		}
	}
}

// link makes newname a second name of the file oldname, failing if newname
// exists. Where the file system has no hard links it renames oldname to
// newname after checking that newname does not exist, which leaves a
// moment in which a file made at newname by someone else would be lost.
func link(oldname, newname string) error {
	err := os.Link(oldname, newname)
	if err == nil || errors.Is(err, fs.ErrExist) {
		return err
	}
	if _, lerr := os.Lstat(newname); !errors.Is(lerr, fs.ErrNotExist) {
		return err
	}
	return os.Rename(oldname, newname)
}

// syncDir asks for dir's entries to reach the disk, so that a rename into
// it survives a crash. Systems that cannot sync a directory are let be.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
