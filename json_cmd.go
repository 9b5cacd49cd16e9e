package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"cgcalc/builtins"
	"cgcalc/eval"
	"cgcalc/reader"
	"cgcalc/repl"
)

// cgcalc --json answers each form with one line of JSON, a jsonResult, for
// programs that drive cgcalc through a pipe. doc/json.md describes the
// lines and doc/json-schema.json is their JSON Schema; TestJSONSchema
// checks real output against it.

// jsonResult is the line of one form.
type jsonResult struct {
	// At is where the form starts, "FILE:LINE:COL" (FILE is -e for -e,
	// <stdin> for standard input), or for a syntax error where it is;
	// absent for an error outside any form (a FILE that cannot be read).
	At string `json:"at,omitempty"`
	// Value is the value in Unicode notation, ASCII in CGSuite's ASCII
	// notation, Type its type; all absent after an error and for a form
	// whose answer is its picture (it returned nil after drawing).
	Value string `json:"value,omitempty"`
	ASCII string `json:"ascii,omitempty"`
	Type  string `json:"type,omitempty"`
	// Output is what the form printed.
	Output string `json:"output,omitempty"`
	// SVG holds the pictures the form drew, each an SVG document.
	SVG []string `json:"svg,omitempty"`
	// Error is the form's error.
	Error *jsonError `json:"error,omitempty"`
}

// jsonError is an error: the message and, when known, its position.
type jsonError struct {
	Message string `json:"message"`
	At      string `json:"at,omitempty"`
	File    string `json:"file,omitempty"`
	Line    int    `json:"line,omitempty"`
	Col     int    `json:"col,omitempty"`
	// Backtrace lists the user functions that were active, innermost
	// first, one line each.
	Backtrace []string `json:"backtrace,omitempty"`
	// Partial is the note of an interrupted builtin that left what it
	// had computed in *partial*.
	Partial string `json:"partial,omitempty"`
}

// jsonRunner evaluates forms and writes their lines.
type jsonRunner struct {
	in       *eval.Interp
	out      io.Writer
	printed  bytes.Buffer // the form's output (in.Out)
	pictures []string     // the form's pictures
	failed   bool         // a form has failed
}

func newJSONRunner(in *eval.Interp, out io.Writer) *jsonRunner {
	j := &jsonRunner{in: in, out: out}
	in.Out = &j.printed
	builtins.SetPictures(in, func(svg []byte) { j.pictures = append(j.pictures, string(svg)) })
	return j
}

// runJSON is cgcalc --json: the FILEs, then the -e forms, each stopping
// at its first error as without --json; with neither, the forms of
// standard input, one answer each as it comes, errors and all. The status
// is 0, 1 if a form failed, 130 after an interrupt that stopped a FILE or
// -e, or the code of (exit CODE).
func runJSON(in *eval.Interp, e env, files, exprs []string) int {
	j := newJSONRunner(in, e.stdout)
	if len(files) == 0 && len(exprs) == 0 {
		return j.stream(e.stdin, e.interrupt)
	}
	for _, f := range files {
		code, stop := j.source(e.interrupt, func(ctx context.Context, each eval.EachForm) error {
			if f == "-" {
				return in.EvalStreamForms(ctx, "<stdin>", e.stdin, each)
			}
			return in.RunFileForms(ctx, f, each)
		})
		if stop {
			return code
		}
	}
	for _, expr := range exprs {
		code, stop := j.source(e.interrupt, func(ctx context.Context, each eval.EachForm) error {
			nodes, err := reader.ReadEntry("-e", 1, expr)
			if err != nil {
				return each(nil, nil, err)
			}
			for _, n := range nodes {
				v, err := in.Eval(ctx, n)
				if err := each(n, v, err); err != nil {
					return err
				}
			}
			return nil
		})
		if stop {
			return code
		}
	}
	return 0
}

// source runs the forms of a FILE or an -e text, writing a line for
// each, under one interrupt. It reports whether the program must stop and
// with what status, as runSource does.
func (j *jsonRunner) source(interrupt <-chan struct{}, run func(context.Context, eval.EachForm) error) (code int, stop bool) {
	ctx, done := repl.WithInterrupt(interrupt)
	defer done()
	var told error // the error a line has reported
	err := repl.Guard(func() error {
		return run(ctx, func(n reader.Node, v eval.Value, err error) error {
			err = j.answer(ctx, n, v, err)
			told = err
			return err
		})
	})
	if err == nil {
		return 0, false
	}
	var exit *eval.ExitError
	if errors.As(err, &exit) {
		return exit.Code, true
	}
	if err != told {
		// An error outside the forms: a FILE that cannot be read.
		if werr := j.write(jsonResult{Error: errorJSON(err, nil)}); werr != nil {
			return 1, true
		}
	}
	if errors.Is(err, eval.ErrInterrupted) {
		return 130, true
	}
	return 1, true
}

// stream answers the forms of r as they come, each under its own
// interrupt; an error spoils its form only. Input that is not text, or a
// form too long, ends the stream.
func (j *jsonRunner) stream(r io.Reader, interrupt <-chan struct{}) int {
	d := reader.NewEntryDecoder("<stdin>", r, eval.MaxFormBytes())
	for {
		n, err := d.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		var v eval.Value
		ctx, done := repl.WithInterrupt(interrupt)
		if err == nil {
			err = repl.Guard(func() error {
				var err error
				v, err = j.in.Eval(ctx, n)
				return err
			})
		}
		err = j.answer(ctx, n, v, err)
		done()
		var exit *eval.ExitError
		if errors.As(err, &exit) {
			return exit.Code
		}
		if isWriteError(err) || (err != nil && d.Done()) {
			break
		}
	}
	if j.failed {
		return 1
	}
	return 0
}

// writeError is the error of a line that could not be written: the
// reader has gone, and the program stops.
type writeError struct{ err error }

func (e *writeError) Error() string { return "cgcalc: writing the answer: " + e.err.Error() }

func isWriteError(err error) bool {
	var w *writeError
	return errors.As(err, &w)
}

// answer writes the line of form n (nil for an error of reading), whose
// value is v or whose error is err, with what it printed and drew. It
// returns err, or the error of printing the value, or a *writeError; (exit)
// writes no line.
func (j *jsonRunner) answer(ctx context.Context, n reader.Node, v eval.Value, err error) error {
	var exit *eval.ExitError
	if errors.As(err, &exit) {
		return err
	}
	r := jsonResult{Output: j.printed.String(), SVG: j.pictures}
	j.printed.Reset()
	j.pictures = nil
	if n != nil {
		r.At = n.Pos().String()
	}
	if err == nil && !j.in.Unprinted(v) {
		r.Value, r.ASCII, err = builtins.Notations(ctx, j.in, v)
		r.Type = v.Type()
	}
	if err != nil {
		r = jsonResult{At: r.At, Output: r.Output, SVG: r.SVG, Error: errorJSON(err, n)}
		if r.At == "" {
			r.At = r.Error.At // a syntax error: where reading stopped
		}
		j.failed = true
	}
	if werr := j.write(r); werr != nil {
		return werr
	}
	return err
}

// write writes r as one line, in one write, so that a reader sees each
// answer as soon as it is made.
func (j *jsonRunner) write(r jsonResult) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		return &writeError{err}
	}
	if _, err := j.out.Write(b.Bytes()); err != nil {
		return &writeError{err}
	}
	return nil
}

// errorJSON describes err, raised by form n (nil if none), with the
// position of the error or else of the form.
func errorJSON(err error, n reader.Node) *jsonError {
	e := &jsonError{Message: err.Error()}
	var pos reader.Position
	var ee *eval.Error
	var re *reader.Error
	switch {
	case errors.As(err, &ee):
		pos, e.Message = ee.Pos, ee.Msg
		if bt := strings.TrimRight(ee.Backtrace(), "\n"); bt != "" {
			for _, l := range strings.Split(bt, "\n") {
				e.Backtrace = append(e.Backtrace, strings.TrimSpace(l))
			}
		}
	case errors.As(err, &re):
		pos, e.Message = re.Pos, re.Msg
	}
	if !pos.IsValid() && n != nil {
		pos = n.Pos()
	}
	if pos.IsValid() {
		e.At, e.File, e.Line, e.Col = pos.String(), pos.File, pos.Line, pos.Col
	}
	if p, ok := eval.PartialOf(err); ok {
		e.Partial = fmt.Sprintf("%s, in %s", p.Note, eval.PartialWhere(p.Value))
	}
	return e
}
