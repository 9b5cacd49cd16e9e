package worksheet

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"cgcalc/eval"
)

// maxLoadBytes is the largest file load reads in the worksheet.
const maxLoadBytes = 64 << 20

// loadPath reads the file path for load, only inside dir, and returns its
// text: a relative path is taken from dir, and the file, its symbolic
// links followed, must lie under dir.
//
// It opens the file once and reads what it opened, so that nothing swapped
// in after a check is read. The file is opened through an os.Root on dir,
// which walks the path a component at a time from dir's descriptor
// (openat with O_NOFOLLOW) and follows a symbolic link only to where it
// leads under dir, refusing absolute links and links that leave: a link or
// directory swapped mid-walk cannot take the open outside, as a check of
// the name before the open cannot promise. Then, where the system names an
// open file (Linux's /proc/self/fd), the name of the file opened is
// checked to lie under dir once more. Messages name the file relative to
// dir; a path outside dir is refused the same whether it exists or not.
func loadPath(dir, path string) (string, error) {
	if dir == "" {
		return "", errors.New("the worksheet reads no files unless cgcalc serve was given --dir DIR")
	}
	abs, err := filepath.Abs(dir)
	real := abs
	if err == nil {
		real, err = filepath.EvalSymlinks(abs)
	}
	if err != nil {
		return "", fmt.Errorf("cannot use the --dir directory: %v", eval.FileErrorReason(err))
	}
	outside := fmt.Errorf("%s is outside the --dir directory", path)
	name, ok := underRoot(abs, real, path)
	if !ok {
		return "", outside
	}
	root, err := os.OpenRoot(real)
	if err != nil {
		return "", fmt.Errorf("cannot use the --dir directory: %v", eval.FileErrorReason(err))
	}
	defer root.Close()
	f, err := root.OpenFile(name, os.O_RDONLY|openNonblock, 0)
	if err != nil {
		reason := eval.FileErrorReason(err)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return "", fmt.Errorf("cannot read %s: no such file or directory", name)
		case reason.Error() == "path escapes from parent":
			// os.Root's error for a name or link that leads out of dir.
			return "", outside
		}
		return "", fmt.Errorf("cannot read %s: %v", name, reason)
	}
	defer f.Close()
	fi, err := f.Stat()
	switch {
	case err != nil:
		return "", fmt.Errorf("cannot read %s: %v", name, eval.FileErrorReason(err))
	case fi.IsDir():
		return "", fmt.Errorf("%s is a directory", name)
	case !fi.Mode().IsRegular():
		return "", fmt.Errorf("%s is not a regular file", name)
	case fi.Size() > maxLoadBytes:
		return "", fmt.Errorf("%s is larger than %s", name, eval.FormatBytes(maxLoadBytes))
	}
	if opened, ok := openedName(f); ok && !within(real, opened) {
		return "", outside
	}
	if err := eval.CheckMemory(fi.Size()); err != nil {
		return "", err
	}
	b, err := io.ReadAll(io.LimitReader(f, maxLoadBytes+1))
	switch {
	case err != nil:
		return "", fmt.Errorf("cannot read %s: %v", name, eval.FileErrorReason(err))
	case len(b) > maxLoadBytes:
		return "", fmt.Errorf("%s is larger than %s", name, eval.FormatBytes(maxLoadBytes))
	}
	return string(b), nil
}

// underRoot returns path as a name relative to the directory whose
// absolute path is abs and whose path with its symbolic links resolved is
// real: a relative path as it is, an absolute one relative to abs or to
// real; false if it is not under either (by its name alone: where its
// links lead is for the open to find).
func underRoot(abs, real, path string) (string, bool) {
	path = filepath.Clean(path)
	if !filepath.IsAbs(path) {
		return path, !escapes(path)
	}
	for _, root := range []string{abs, real} {
		if within(root, path) {
			r, err := filepath.Rel(root, path)
			return r, err == nil
		}
	}
	return "", false
}

// within reports whether path lies under root (or is root).
func within(root, path string) bool {
	r, err := filepath.Rel(root, path)
	return err == nil && !escapes(r) && !filepath.IsAbs(r)
}

// escapes reports whether the clean relative path r leads up out of its
// directory.
func escapes(r string) bool {
	return r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator))
}

// openedName returns the name the system gives the open file f, its
// symbolic links resolved, where the system names open files as Linux
// does (/proc/self/fd/N); false elsewhere, or if it cannot say.
func openedName(f *os.File) (string, bool) {
	c, err := f.SyscallConn()
	if err != nil {
		return "", false
	}
	var name string
	err = c.Control(func(fd uintptr) {
		name, err = os.Readlink("/proc/self/fd/" + strconv.FormatUint(uint64(fd), 10))
	})
	if err != nil || !filepath.IsAbs(name) {
		return "", false
	}
	return name, true
}
