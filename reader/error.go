package reader

import "errors"

// ErrIncomplete is matched (with errors.Is) by the error for input that ends
// inside an unfinished form.
var ErrIncomplete = errors.New("unfinished form")

// Error is a syntax error at a position.
type Error struct {
	Pos        Position
	Msg        string
	Incomplete bool // the input ended inside an unfinished form
}

// Error returns "file:line:col: message".
func (e *Error) Error() string {
	if !e.Pos.IsValid() {
		return e.Msg
	}
	return e.Pos.String() + ": " + e.Msg
}

// Is reports whether target is ErrIncomplete and the error is of that kind.
func (e *Error) Is(target error) bool { return target == ErrIncomplete && e.Incomplete }
