package reader

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Decoder reads forms one at a time from a stream (a script, standard
// input), holding at most one batch of complete forms in memory: a script
// of millions of forms runs in the memory of one, and a form longer than
// the decoder's limit is refused with its position rather than read. It
// reads the forms Read would, with the same positions and errors.
type Decoder struct {
	file    string
	r       *bufio.Reader
	maxForm int

	read  func(file string, firstLine int, src string) ([]Node, error) // ReadAt, or ReadEntry
	line  int                                                          // lines read so far
	queue []item                                                       // forms read and not yet returned
	err   error                                                        // the error that ends the text, once the queue is empty
}

// item is a form read, or the syntax error in its place.
type item struct {
	n   Node
	err error
}

// batchBytes is how much text of complete forms a Decoder collects, while
// more input is at hand, before it parses them in one go (parsing has a
// cost per call); when no more input is waiting it parses at once, so that
// an interactive pipe gets its answers line by line.
const batchBytes = 64 << 10

// NewDecoder returns a decoder of the text r yields, naming it file in
// positions. maxForm bounds the bytes of one form (with the comments and
// lines around it); ≤ 0 means 64 MiB.
func NewDecoder(file string, r io.Reader, maxForm int) *Decoder {
	if maxForm <= 0 {
		maxForm = 64 << 20
	}
	return &Decoder{file: file, r: bufio.NewReaderSize(r, 64<<10), maxForm: maxForm, read: ReadAt}
}

// NewEntryDecoder is NewDecoder for text typed at a prompt, the REPL's
// input without a terminal: each run of lines that ends where no form is
// unfinished is read by ReadEntry, so that CGSuite's syntax on a line of
// its own reads as at the prompt.
func NewEntryDecoder(file string, r io.Reader, maxForm int) *Decoder {
	d := NewDecoder(file, r, maxForm)
	d.read = ReadEntry
	return d
}

// Next returns the next form, or io.EOF after the last. A syntax error
// is returned in the place of the forms it spoils, and reading goes on
// after it (a script stops there; the REPL goes on). An error that ends
// the text (a form too long, input that is not text, a read error) is
// returned for ever: Done tells which.
func (d *Decoder) Next() (Node, error) {
	for len(d.queue) == 0 {
		if d.err != nil {
			return nil, d.err
		}
		d.fill()
	}
	it := d.queue[0]
	d.queue[0] = item{}
	d.queue = d.queue[1:]
	return it.n, it.err
}

// Done reports whether the text has ended: Next would return io.EOF or
// the error that ended it.
func (d *Decoder) Done() bool { return d.err != nil && len(d.queue) == 0 }

// group is a run of lines that ends where no form is unfinished.
type group struct {
	first int    // its first line's number
	text  string // its lines
}

// fill reads a batch of complete forms and parses them into the queue,
// or sets d.err (io.EOF at the end of the text).
func (d *Decoder) fill() {
	var (
		groups  []group
		pending Lines
		first   int // first line of pending
		size    int // bytes in the batch
		formLen int // bytes in pending
	)
	for {
		line, err := d.readLine(formLen)
		if err == errTooLong {
			at := d.line + 1
			if pending.Len() > 0 {
				at = first
			}
			err = &Error{Pos: Position{File: d.file, Line: at, Col: 1},
				Msg: fmt.Sprintf("a form longer than %s, the limit on one form", formatSize(d.maxForm))}
		}
		if err != nil {
			if errors.Is(err, io.EOF) && pending.Len() > 0 {
				// The text ends inside a form: Read says where it began.
				groups = append(groups, group{first, pending.Text()})
			}
			d.parse(groups)
			d.setErr(err)
			return
		}
		if pending.Len() == 0 {
			if isBlank(line) {
				continue
			}
			first = d.line
		}
		size += len(line) + 1
		formLen += len(line) + 1
		if pending.Add(line) {
			continue
		}
		groups = append(groups, group{first, pending.Text()})
		pending, formLen = Lines{}, 0
		if size >= batchBytes || d.r.Buffered() == 0 {
			d.parse(groups)
			return
		}
	}
}

// setErr records err as the decoder's error unless one is recorded.
func (d *Decoder) setErr(err error) {
	if d.err == nil {
		d.err = err
	}
}

// parse reads the groups' forms into the queue. When the batch has an
// error, the groups are read one by one, so that a syntax error takes the
// place of its group's forms only.
func (d *Decoder) parse(groups []group) {
	if len(groups) == 0 {
		return
	}
	if len(groups) > 1 {
		// One call for the batch: the groups are consecutive lines.
		var b bytes.Buffer
		for i, g := range groups {
			if i > 0 {
				for l := groups[i-1].first + countLines(groups[i-1].text); l < g.first; l++ {
					b.WriteByte('\n') // blank lines between groups
				}
				b.WriteByte('\n')
			}
			b.WriteString(g.text)
		}
		if nodes, err := d.read(d.file, groups[0].first, b.String()); err == nil {
			d.push(nodes)
			return
		}
	}
	for _, g := range groups {
		nodes, err := d.read(d.file, g.first, g.text)
		if err != nil {
			d.queue = append(d.queue, item{err: err})
			continue
		}
		d.push(nodes)
	}
}

func (d *Decoder) push(nodes []Node) {
	for _, n := range nodes {
		d.queue = append(d.queue, item{n: n})
	}
}

// countLines is the number of lines of a text without its final break.
func countLines(s string) int {
	n := 1
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			n++
		}
	}
	return n
}

// errTooLong is readLine's error for a form longer than the limit.
var errTooLong = errors.New("form too long")

// readLine reads the next line without its line break. It refuses a line
// that would take the form being read (formLen bytes so far) past maxForm
// bytes, and a line with a NUL byte, which no text has.
func (d *Decoder) readLine(formLen int) (string, error) {
	var buf []byte
	for {
		chunk, err := d.r.ReadSlice('\n')
		if i := bytes.IndexByte(chunk, 0); i >= 0 {
			col := 1 + len(bytes.Runes(buf)) + len(bytes.Runes(chunk[:i]))
			return "", &Error{Pos: Position{File: d.file, Line: d.line + 1, Col: col},
				Msg: msgNUL}
		}
		if formLen+len(buf)+len(chunk) > d.maxForm {
			return "", errTooLong
		}
		buf = append(buf, chunk...)
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil && len(buf) == 0 {
			return "", err
		}
		d.line++
		buf = bytes.TrimSuffix(buf, []byte{'\n'})
		buf = bytes.TrimSuffix(buf, []byte{'\r'})
		return string(buf), nil
	}
}

func isBlank(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t', '\r', '\f', '\v':
		default:
			return false
		}
	}
	return true
}

// formatSize writes a size in bytes as people read it: "48 MiB",
// "5.9 MiB", "1000 bytes".
func formatSize(n int) string {
	switch {
	case n >= 1<<20:
		return strings.TrimSuffix(fmt.Sprintf("%.1f", float64(n)/(1<<20)), ".0") + " MiB"
	case n >= 1<<10:
		return strings.TrimSuffix(fmt.Sprintf("%.1f", float64(n)/(1<<10)), ".0") + " KiB"
	}
	return fmt.Sprintf("%d bytes", n)
}
