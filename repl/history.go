package repl

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"cgcalc/reader"

	"cgcalc/eval"
)

// HistoryHeader is the first line of a cgcalc history file. A file that
// does not begin with it is not taken for a history, so that --history
// never rewrites a script given by mistake.
const HistoryHeader = "# cgcalc history v1"

// DefaultHistoryKeep is how many entries a history file keeps when it is
// trimmed, and how many a session loads.
const DefaultHistoryKeep = 1000

// History is a REPL history file that several cgcalc sessions may share.
// Each entry is one line, appended under an exclusive lock (flock) by
// opening the file anew, so that an entry goes to the file that the path
// names at that moment. When the file holds more than Keep + Keep/2
// entries, the session that appended last rewrites it, still under the
// lock, with the newest Keep: the new file is written beside the file the
// path resolves to and renamed over it, so that a symbolic link stays a
// link, no entry appended by another session is lost, and sessions that
// were waiting for the lock append to the new file.
//
// When the file cannot be read or written, History says so once, on Warn,
// and is off for the rest of the session. Its methods may be called from
// several goroutines.
type History struct {
	// Path names the file. It is created, with the header, at the first
	// Append if it does not exist.
	Path string
	// Keep is how many of the newest entries a trim keeps and Load
	// returns (0: DefaultHistoryKeep).
	Keep int
	// AdoptLegacy accepts a file without the header, as earlier versions
	// of cgcalc kept at the default location; the next trim adds the
	// header. Without it such a file is refused and left alone.
	AdoptLegacy bool
	// Warn receives the one line saying why the history is off (nil:
	// nowhere).
	Warn io.Writer

	mu  sync.Mutex
	off bool
	// appended, if set, is called after each append with the file still
	// locked, with whether the append trimmed the file (for the tests).
	appended func(entry string, trimmed bool)
}

// historyError is why a history file cannot be used.
type historyError struct {
	write bool  // writing failed, else reading
	err   error // why
}

func (e *historyError) Error() string {
	op := "read"
	if e.write {
		op = "write"
	}
	return fmt.Sprintf("cannot %s history: %v", op, eval.FileErrorReason(e.err))
}

// errNotHistory is the error of a file that does not begin with the
// header.
var errNotHistory = errors.New("not a cgcalc history file")

// Off reports whether the history has been turned off by an error.
func (h *History) Off() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.off
}

// Load returns the newest Keep entries of the file, oldest first: none if
// the file does not exist yet. If the file cannot be read, or is not a
// cgcalc history, it says so on Warn and turns the history off.
func (h *History) Load() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.off {
		return nil
	}
	entries, err := h.load()
	if err != nil {
		h.fail(err)
		return nil
	}
	if k := h.keep(); len(entries) > k {
		entries = entries[len(entries)-k:]
	}
	return entries
}

// Append adds entry to the file, on one line, and trims the file if it has
// grown too long. If the file cannot be written it says so on Warn and
// turns the history off. An empty entry is not kept.
func (h *History) Append(entry string) {
	if strings.ContainsAny(entry, "\r\n") {
		entry = reader.OneLineEntry(entry)
	}
	entry = strings.TrimSpace(entry)
	if entry == "" {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.off {
		return
	}
	if err := h.append(entry); err != nil {
		h.fail(err)
	}
}

// fail reports err once and turns the history off.
func (h *History) fail(err error) {
	h.off = true
	if h.Warn == nil {
		return
	}
	if errors.Is(err, errNotHistory) {
		fmt.Fprintf(h.Warn, "cgcalc: %s is not a cgcalc history file (its first line is not %q); give another --history file\n", h.Path, HistoryHeader)
		return
	}
	var he *historyError
	if errors.As(err, &he) {
		op := "read"
		if he.write {
			op = "write"
		}
		fmt.Fprintf(h.Warn, "cgcalc: cannot %s history %s: %v; history is off for this session\n", op, h.Path, eval.FileErrorReason(he.err))
		return
	}
	fmt.Fprintf(h.Warn, "cgcalc: history %s: %v; history is off for this session\n", h.Path, err)
}

func (h *History) keep() int {
	if h.Keep > 0 {
		return h.Keep
	}
	return DefaultHistoryKeep
}

// load reads the entries of the file under a shared lock.
func (h *History) load() ([]string, error) {
	rerr := func(err error) error { return &historyError{err: err} }
	if err := checkRegular(h.Path); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	} else if err != nil {
		return nil, rerr(err)
	}
	f, err := os.Open(h.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, rerr(err)
	}
	defer f.Close()
	if err := lockFile(f, false); err != nil {
		return nil, rerr(err)
	}
	// Look at the first line before reading the rest: a file given by
	// mistake may be large.
	br := bufio.NewReader(f)
	head, err := br.Peek(len(HistoryHeader) + 1)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, rerr(err)
	}
	if len(head) > 0 && !hasHeader(head) && !h.AdoptLegacy {
		return nil, errNotHistory
	}
	data, err := io.ReadAll(br)
	if err != nil {
		return nil, rerr(err)
	}
	return entries(data), nil
}

// append appends entry to the file under the lock, and trims the file if
// it holds more than Keep + Keep/2 entries.
func (h *History) append(entry string) error {
	werr := func(err error) error { return &historyError{write: true, err: err} }
	f, err := openLocked(h.Path)
	if err != nil {
		return werr(err)
	}
	defer f.Close() // and so unlocked
	data, err := io.ReadAll(f)
	if err != nil {
		return werr(err)
	}
	if len(data) > 0 && !hasHeader(data) && !h.AdoptLegacy {
		return errNotHistory
	}
	line := entry + "\n"
	switch {
	case len(data) == 0:
		line = HistoryHeader + "\n" + line
	case data[len(data)-1] != '\n': // a line cut short, by a crash perhaps
		line = "\n" + line
	}
	if _, err := f.WriteString(line); err != nil {
		return werr(err)
	}
	data = append(data, line...)
	all := entries(data)
	k := h.keep()
	trimmed := len(all) > k+k/2
	if trimmed {
		if err := h.rewrite(f, all[len(all)-k:]); err != nil {
			return werr(err)
		}
	}
	if h.appended != nil {
		h.appended(entry, trimmed)
	}
	return nil
}

// rewrite replaces the file that the path resolves to, which old is open
// on and locked, with the header and list: a new file is written beside
// it and renamed over it.
func (h *History) rewrite(old *os.File, list []string) error {
	target, err := filepath.EvalSymlinks(h.Path)
	if err != nil {
		return err
	}
	fi, err := old.Stat()
	if err != nil {
		return err
	}
	var b bytes.Buffer
	b.WriteString(HistoryHeader + "\n")
	for _, e := range list {
		b.WriteString(e + "\n")
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".*.tmp")
	if err != nil {
		return err
	}
	_, err = tmp.Write(b.Bytes())
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), fi.Mode().Perm())
	}
	if err == nil {
		err = os.Rename(tmp.Name(), target)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

// openLocked opens path for reading and appending, creating it if need
// be, and locks it. Once it holds the lock it checks that path still names
// the file it opened (another session may have replaced it in the
// meantime) and, if not, starts again.
func openLocked(path string) (*os.File, error) {
	for tries := 0; ; tries++ {
		if err := checkRegular(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		f, err := os.OpenFile(path, os.O_RDWR|os.O_APPEND|os.O_CREATE, 0o600)
		if err != nil {
			return nil, err
		}
		if err := lockFile(f, true); err != nil {
			f.Close()
			return nil, err
		}
		mine, err := f.Stat()
		if err != nil {
			f.Close()
			return nil, err
		}
		now, err := os.Stat(path)
		if err == nil && os.SameFile(mine, now) {
			return f, nil
		}
		f.Close()
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		// Another session trims the file at most once in Keep/2 appends, so
		// only a file trimmed very often, or replaced by something else
		// again and again, brings us here many times.
		if tries == 10000 {
			return nil, errors.New("the file keeps being replaced")
		}
	}
}

// checkRegular returns an error unless path (followed through symbolic
// links) is a regular file, so that nothing is opened that could block
// (a FIFO) or is not a file. It returns the error of os.Stat as it is.
func checkRegular(path string) error {
	fi, err := os.Stat(path)
	switch {
	case err != nil:
		return err
	case fi.IsDir():
		return errors.New("it is a directory")
	case !fi.Mode().IsRegular():
		return errors.New("it is not a regular file")
	}
	return nil
}

// hasHeader reports whether data begins with the header line.
func hasHeader(data []byte) bool {
	rest, ok := bytes.CutPrefix(data, []byte(HistoryHeader))
	return ok && (len(rest) == 0 || rest[0] == '\n' || rest[0] == '\r')
}

// entries returns the entries of a history file's contents: its non-blank
// lines, but for the header.
func entries(data []byte) []string {
	var list []string
	for line := range strings.Lines(string(data)) {
		line = strings.TrimSpace(line)
		if line != "" && line != HistoryHeader {
			list = append(list, line)
		}
	}
	return list
}
