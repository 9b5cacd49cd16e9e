package quotient

import (
	"errors"
	"fmt"
	"strings"
)

// ErrPresentation reports a presentation, word or element list that
// cannot be read or does not define a finite monoid. Every error of
// ParsePresentation, ParseBipartite, ParseWord and ParseSet wraps it.
var ErrPresentation = errors.New("bad presentation")

// PresentationError is a syntax error in a presentation, word or element
// list, at a column (counted in characters from 1).
type PresentationError struct {
	Col int    // column of the offending character, 1-based; 0 if none
	Msg string // what is wrong
}

// Error prints the message with its column, on one line.
func (e *PresentationError) Error() string {
	if strings.HasPrefix(e.Msg, "presentation ") {
		return e.Msg
	}
	if e.Col > 0 {
		return fmt.Sprintf("presentation: column %d: %s", e.Col, e.Msg)
	}
	return "presentation: " + e.Msg
}

// Unwrap makes errors.Is(err, ErrPresentation) hold.
func (e *PresentationError) Unwrap() error { return ErrPresentation }
