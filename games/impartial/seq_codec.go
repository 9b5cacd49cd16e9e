package impartial

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash"
	"io"
)

// The checkpoint format of a Sequence (version 1), all integers unsigned
// varints unless said otherwise:
//
//	magic     "cgcalc nim-sequence\n"
//	version   1
//	code      length, then the bytes of the ruleset's Code()
//	heaps     Len()
//	width     bytes a value: 1, 2 or 4
//	stored    the values that follow
//	period    the certified period, 0 if none, and its preperiod
//	space     mask, delta, common, nextEval, sparseAtEval, next test
//	values    stored values, width bytes each, little-endian
//	checksum  SHA-256 of everything before it (32 bytes)
//
// The histogram, the rare heaps and the largest value are rebuilt from
// the values, so a file holds nothing that could disagree with them.
const (
	seqMagic   = "cgcalc nim-sequence\n"
	seqVersion = 1
)

// WriteTo writes the sequence in the checkpoint format ReadSequence
// reads. It streams the values: it needs no memory beyond a buffer.
func (s *Sequence) WriteTo(w io.Writer) (int64, error) {
	cw := &countWriter{w: w}
	h := sha256.New()
	bw := bufio.NewWriterSize(io.MultiWriter(cw, h), 1<<16)
	c := s.st.state()
	head := []byte(seqMagic)
	for _, x := range []uint64{seqVersion, uint64(len(s.r.Code()))} {
		head = binary.AppendUvarint(head, x)
	}
	head = append(head, s.r.Code()...)
	for _, x := range []int{s.n, s.st.width(), s.st.len(), s.cp, s.ce,
		c.mask, c.delta, c.common, c.nextEval, c.sparseAtEval, s.chk} {
		head = binary.AppendUvarint(head, uint64(x))
	}
	bw.Write(head)
	buf := make([]byte, 0, 1<<16)
	const chunk = 1 << 14
	for from := 0; from < s.st.len(); from += chunk {
		buf = s.st.appendBytes(buf[:0], from, min(from+chunk, s.st.len()))
		if _, err := bw.Write(buf); err != nil {
			return cw.n, err
		}
	}
	if err := bw.Flush(); err != nil {
		return cw.n, err
	}
	_, err := w.Write(h.Sum(nil))
	return cw.n + sha256.Size, err
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// CheckpointError is the error of a checkpoint that cannot be resumed:
// not a checkpoint, another version, another ruleset, or damaged.
type CheckpointError struct{ Reason string }

func (e *CheckpointError) Error() string { return "bad checkpoint: " + e.Reason }

// ReadSequence reads a sequence of r written by WriteTo, ready to be
// extended. It returns a *CheckpointError if the data is not such a
// checkpoint, is of another version or another ruleset (its code differs
// from r.Code()), or does not match its checksum: nothing of a damaged
// file is used. memory, if not nil, is asked before the values are
// allocated, as Sequence.Memory is.
func ReadSequence(rd io.Reader, r *Ruleset, memory func(extra int64) error) (*Sequence, error) {
	h := sha256.New()
	br := &hashReader{r: bufio.NewReaderSize(rd, 1<<16), h: h}
	bad := func(format string, args ...any) error {
		return &CheckpointError{fmt.Sprintf(format, args...)}
	}
	magic := make([]byte, len(seqMagic))
	if _, err := io.ReadFull(br, magic); err != nil || string(magic) != seqMagic {
		return nil, bad("not a nim-sequence checkpoint")
	}
	num := func(limit uint64) (int, error) {
		x, err := binary.ReadUvarint(br)
		if err != nil {
			return 0, bad("truncated")
		}
		if x > limit {
			return 0, bad("a number out of range (%d)", x)
		}
		return int(x), nil
	}
	version, err := num(1 << 20)
	if err != nil {
		return nil, err
	}
	if version != seqVersion {
		return nil, bad("version %d; this cgcalc reads version %d", version, seqVersion)
	}
	codeLen, err := num(1 << 16)
	if err != nil {
		return nil, err
	}
	code := make([]byte, codeLen)
	if _, err := io.ReadFull(br, code); err != nil {
		return nil, bad("truncated")
	}
	if string(code) != r.Code() {
		return nil, bad("it is of %s, not %s", code, r.Code())
	}
	var f [11]int
	limits := [11]uint64{MaxSequenceHeap + 1, 4, MaxSequenceHeap + 1, MaxSequenceHeap, MaxSequenceHeap,
		1 << 32, 1, 1, 1 << 40, MaxSequenceHeap, 1 << 40}
	for i := range f {
		if f[i], err = num(limits[i]); err != nil {
			return nil, err
		}
	}
	heaps, width, stored, cp, ce := f[0], f[1], f[2], f[3], f[4]
	switch {
	case width != 1 && width != 2 && width != 4:
		return nil, bad("values of %d bytes", width)
	case cp == 0 && stored != heaps, cp > 0 && stored != ce+cp, stored > heaps:
		return nil, bad("%d values stored for %d heaps", stored, heaps)
	}
	if memory != nil {
		if err := memory(int64(stored) * int64(width)); err != nil {
			return nil, &MemoryError{Heaps: 0, Need: int64(stored) * int64(width), Err: err}
		}
	}
	st := newNimState(r)
	st.generic = useMoves(r)
	st.mask, st.delta, st.common, st.nextEval, st.sparseAtEval = f[5], f[6], f[7], max(f[8], 1), f[9]
	var s store
	switch width {
	case 1:
		s, err = readValues[uint8](br, st, stored)
	case 2:
		s, err = readValues[uint16](br, st, stored)
	default:
		s, err = readValues[uint32](br, st, stored)
	}
	if err != nil {
		return nil, bad("truncated")
	}
	sum := h.Sum(nil)
	var got [sha256.Size]byte
	if _, err := io.ReadFull(br.r, got[:]); err != nil {
		return nil, bad("truncated")
	}
	if !bytes.Equal(got[:], sum) {
		return nil, bad("the checksum does not match: the file is damaged")
	}
	if _, err := br.r.ReadByte(); err != io.EOF {
		return nil, bad("data after the checksum")
	}
	seq := &Sequence{r: r, st: s, n: heaps, cp: cp, ce: ce, chk: f[10]}
	if cp == 0 {
		switch e := s.(type) {
		case *engine[uint8]:
			e.rebuild()
		case *engine[uint16]:
			e.rebuild()
		case *engine[uint32]:
			e.rebuild()
		}
	} else {
		s.truncate(stored)
	}
	return seq, nil
}

// readValues reads n little-endian values of T.
func readValues[T nimValue](r io.Reader, st *nimState, n int) (store, error) {
	e := &engine[T]{nimState: st, g: make([]T, n)}
	w := e.width()
	buf := make([]byte, 1<<16)
	for i := 0; i < n; {
		m := min(n-i, len(buf)/w)
		if _, err := io.ReadFull(r, buf[:m*w]); err != nil {
			return nil, err
		}
		for j := range m {
			var x uint32
			for b := range w {
				x |= uint32(buf[j*w+b]) << (8 * b)
			}
			e.g[i+j] = T(x)
		}
		i += m
	}
	return e, nil
}

// hashReader hashes what is read through it; it reads bytes one at a
// time for ReadUvarint.
type hashReader struct {
	r *bufio.Reader
	h hash.Hash
}

func (r *hashReader) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	r.h.Write(p[:n])
	return n, err
}

func (r *hashReader) ReadByte() (byte, error) {
	b, err := r.r.ReadByte()
	if err == nil {
		r.h.Write([]byte{b})
	}
	return b, err
}
