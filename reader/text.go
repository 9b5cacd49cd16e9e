package reader

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// msgNUL is the error of a NUL byte, which no text has.
const msgNUL = "a NUL byte: this is not a text file"

// CheckText returns the error of the first byte of text that text cannot
// hold: a NUL byte, or a byte that is not valid UTF-8. The error is an
// *Error at the byte's line and column in file, counted as the reader
// counts them (columns are characters; a byte that is not UTF-8 counts as
// one). With partial set, text is the start of a longer text, so a
// character cut off at its end is no error. It returns nil for good text.
func CheckText(file, text string, partial bool) error {
	if utf8.ValidString(text) && strings.IndexByte(text, 0) < 0 {
		return nil
	}
	line, col := 1, 1
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == 0:
			return &Error{Pos: Position{File: file, Line: line, Col: col}, Msg: msgNUL}
		case r == utf8.RuneError && size == 1:
			if partial && !utf8.FullRuneInString(text[i:]) {
				return nil
			}
			return &Error{Pos: Position{File: file, Line: line, Col: col},
				Msg: fmt.Sprintf("invalid UTF-8 (byte 0x%02x): this is not UTF-8 text", text[i])}
		case r == '\n':
			line, col = line+1, 1
		default:
			col++
		}
		i += size
	}
	return nil
}
