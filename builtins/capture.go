package builtins

import (
	"context"

	"cgcalc/eval"
	"cgcalc/games"
)

// SetPictures sends the pictures that draw, show and nim-plot make without
// a FILE to f as SVG documents, in place of the terminal pictures, as a
// sandbox's Picture does (cgcalc --json); unlike a sandbox, the session
// still writes the files it is asked to. f nil restores the terminal
// pictures. A sandbox's Picture, if set, comes first.
func SetPictures(in *eval.Interp, f func(svg []byte)) { sessionOf(in).pictures = f }

// pictureSink is where a picture drawn without a FILE goes as SVG in in's
// session, or nil to draw it as text.
func pictureSink(in *eval.Interp) func([]byte) {
	s := sessionOf(in)
	if s.sandbox != nil && s.sandbox.Picture != nil {
		return s.sandbox.Picture
	}
	return s.pictures
}

// Notations returns v printed whole, as cgcalc -e prints a value, in each
// notation: Unicode (↑, ±1, 1+*) and ASCII, CGSuite's (^, +-1, 1*). The
// session's notation is the same afterwards. Cancelling ctx stops the
// printing with eval.ErrInterrupted.
func Notations(ctx context.Context, in *eval.Interp, v eval.Value) (unicode, ascii string, err error) {
	set := sessionOf(in).settings
	was := set.Notation
	defer func() { set.Notation = was }()
	texts := [2]string{}
	for i, n := range []games.Notation{games.Unicode, games.ASCII} {
		set.Notation = n
		texts[i], _, err = eval.PrintContext(ctx, v, true, eval.MaxPrintLength)
		if err != nil {
			return "", "", err
		}
	}
	return texts[0], texts[1], nil
}
