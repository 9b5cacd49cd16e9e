package eval

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"cgcalc/reader"
)

// ErrInterrupted is the cause of an evaluation cancelled through its
// context (Ctrl-C).
var ErrInterrupted = errors.New("interrupted")

// ErrStepLimit is the cause of an evaluation stopped by Interp.MaxSteps.
var ErrStepLimit = errors.New("step limit exceeded")

// Error is an evaluation error: a message, the position of the form being
// evaluated and the user functions that were active, innermost first.
type Error struct {
	Pos      reader.Position
	Msg      string
	Stack    []Frame // at most maxFrames entries, innermost first
	Omitted  int     // frames left out of Stack
	Internal bool    // a recovered Go panic: a bug in cgcalc
	cause    error
}

// Frame is one active call of a user-defined function, or several
// identical ones in a row (recursion from one call site).
type Frame struct {
	Func   string          // the function's name, or "lambda"
	Pos    reader.Position // where it was called
	Repeat int             // further identical calls folded into this frame
}

// maxFrames is how many frames an error keeps for its backtrace.
const maxFrames = 8

// Error returns "file:line:col: message".
func (e *Error) Error() string {
	if !e.Pos.IsValid() {
		return e.Msg
	}
	return e.Pos.String() + ": " + e.Msg
}

// Unwrap returns the underlying cause, such as ErrInterrupted.
func (e *Error) Unwrap() error { return e.cause }

// Backtrace returns the active user functions, one line each, or "".
func (e *Error) Backtrace() string {
	var b strings.Builder
	for _, f := range e.Stack {
		fmt.Fprintf(&b, "  in %s, called at %s", f.Func, f.Pos)
		if f.Repeat > 0 {
			fmt.Fprintf(&b, " (%d times)", f.Repeat+1)
		}
		b.WriteByte('\n')
	}
	if e.Omitted > 0 {
		fmt.Fprintf(&b, "  ... and %d more calls\n", e.Omitted)
	}
	return b.String()
}

// foldLast merges the last two frames when they are identical, as push
// does; frames pushed where the call site was not known yet (calls through
// a builtin such as mapcar) become identical once errorAt fills it in.
func (e *Error) foldLast() {
	n := len(e.Stack)
	if n >= 2 && e.Omitted == 0 && e.Stack[n-2].Func == e.Stack[n-1].Func && e.Stack[n-2].Pos == e.Stack[n-1].Pos {
		e.Stack[n-2].Repeat += e.Stack[n-1].Repeat + 1
		e.Stack = e.Stack[:n-1]
	}
}

func (e *Error) push(f Frame) {
	if n := len(e.Stack); n > 0 && e.Omitted == 0 && e.Stack[n-1].Func == f.Func && e.Stack[n-1].Pos == f.Pos {
		e.Stack[n-1].Repeat++
		return
	}
	if len(e.Stack) < maxFrames {
		e.Stack = append(e.Stack, f)
	} else {
		e.Omitted++
	}
}

// errorAt returns err as an *Error at pos. An *Error or a syntax error
// keeps its own position; an *Error raised where no position was known (in
// a function that a builtin such as mapcar called) takes pos, and so do its
// frames.
func errorAt(pos reader.Position, err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		if !e.Pos.IsValid() {
			e.Pos = pos
		}
		for i := range e.Stack {
			if !e.Stack[i].Pos.IsValid() {
				e.Stack[i].Pos = pos
			}
		}
		e.foldLast()
		return e
	}
	var re *reader.Error
	if errors.As(err, &re) && re.Pos.IsValid() {
		return &Error{Pos: re.Pos, Msg: re.Msg, cause: err}
	}
	return &Error{Pos: pos, Msg: err.Error(), cause: err}
}

// errorf returns a new *Error at pos. Forms and values among the
// arguments are shown shortened, so that a message stays one short line.
func errorf(pos reader.Position, format string, args ...any) *Error {
	for i, a := range args {
		switch x := a.(type) {
		case reader.Node:
			args[i] = shorten(x.String(), 60)
		case Value:
			args[i] = describe(x)
		}
	}
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// shorten cuts s after about n bytes, at a character boundary, marking the
// cut with "...".
func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}

// PanicError turns a recovered Go panic into an error that asks for a bug
// report: no panic or stack trace reaches the user.
func PanicError(pos reader.Position, r any) *Error {
	return &Error{Pos: pos, Internal: true,
		Msg: fmt.Sprintf("internal error: %v (this is a bug in cgcalc: please report it with the input that caused it)", r)}
}

// UserError is an error a program signals itself, with (error ...): its
// message is the program's own, without a builtin's name.
type UserError struct{ Msg string }

// Error returns the message.
func (e *UserError) Error() string { return e.Msg }

// builtinError gives an error of the builtin named name that name:
// "car: 5 is not a list". Errors that say where they come from pass
// unchanged: errors of the evaluation of code the builtin ran (*Error, and
// syntax errors), a program's own (*UserError), interruptions, step limits
// and exits.
func builtinError(name string, err error) error {
	var (
		e  *Error
		re *reader.Error
		ue *UserError
		ex *ExitError
	)
	switch {
	case errors.Is(err, ErrInterrupted), errors.Is(err, ErrStepLimit), errors.Is(err, ErrMemoryLimit),
		errors.As(err, &e), errors.As(err, &re), errors.As(err, &ue), errors.As(err, &ex):
		return err
	}
	return &namedError{name, err}
}

// namedError is an error of a builtin, with its name.
type namedError struct {
	name string
	err  error
}

func (e *namedError) Error() string { return e.name + ": " + e.err.Error() }
func (e *namedError) Unwrap() error { return e.err }

// ExitError is returned by the exit builtin to ask the program to stop.
type ExitError struct{ Code int }

// Error returns "exit CODE".
func (e *ExitError) Error() string { return fmt.Sprintf("exit %d", e.Code) }
