package eval

import (
	"bufio"
	"context"
	"errors"
	"io"

	"cgcalc/reader"
)

// EvalStream reads forms from r one at a time, evaluating each as it is
// read, and calls each (if not nil) with every form's value. It stops at
// the first error. Memory holds one form (at most MaxFormBytes) and its
// neighbours, however long the text; a byte-order mark at the start is
// skipped.
func (in *Interp) EvalStream(ctx context.Context, file string, r io.Reader, each func(Value) error) error {
	return in.EvalStreamForms(ctx, file, r, func(_ reader.Node, v Value, err error) error {
		if err != nil || each == nil {
			return err
		}
		return each(v)
	})
}

// EachForm is called after each form of a stream (EvalStreamForms,
// RunFileForms) with the form and its value, or its error: n is nil for
// an error of reading (a syntax error, a form too long). The stream stops
// at the first error, the form's or one each returns.
type EachForm func(n reader.Node, v Value, err error) error

// EvalStreamForms is EvalStream telling each of every form, its value or
// its error, as cgcalc --json reports them one by one.
func (in *Interp) EvalStreamForms(ctx context.Context, file string, r io.Reader, each EachForm) error {
	if each == nil {
		each = func(_ reader.Node, _ Value, err error) error { return err }
	}
	br := bufio.NewReader(r)
	if b, err := br.Peek(3); err == nil && string(b) == "\uFEFF" {
		br.Discard(3) // some editors start UTF-8 files with a byte-order mark
	}
	d := reader.NewDecoder(file, br, MaxFormBytes())
	for {
		n, err := d.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			if eerr := each(nil, nil, err); eerr != nil {
				return eerr
			}
			return err
		}
		v, err := in.Eval(ctx, n)
		if eerr := each(n, v, err); eerr != nil {
			return eerr
		}
		if err != nil {
			return err
		}
	}
}
