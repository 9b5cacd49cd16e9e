package builtins

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/plot"
)

// The builtins that draw (draw, show, nim-plot) put their pictures where
// their arguments and the session send them, all through draw: in the
// terminal as text, to the sandbox's Picture as SVG (cgcalc serve) or to
// SetPictures' function (cgcalc --json), or into a FILE as SVG, written by
// writeFile and so through fileGate.

// picture is a picture a builtin has made, to be drawn: text draws it for
// the terminal and svg as a standalone SVG document, each charging the
// interpreter for its work.
type picture struct {
	text func() (string, error)
	svg  func() ([]byte, error)
}

// draw puts pic where the call of the builtin name sends it. Without a
// FILE (file nil) it is drawn in the terminal, or sent as SVG to the
// sandbox's Picture in a sandboxed session, and draw returns nil; with
// one, a file name ending in .svg, it is written there as SVG, replacing
// an existing file only with overwrite, and draw returns FILE.
func (c *call) draw(name string, file eval.Value, overwrite bool, pic picture) (eval.Value, error) {
	if file == nil {
		if overwrite {
			return nil, fmt.Errorf(":overwrite is for a FILE: without one %s writes no file", name)
		}
		c.in.Drew() // the picture is the answer: the REPL prints no nil after it
		if send := pictureSink(c.in); send != nil {
			svg, err := pic.svg()
			if err != nil {
				return nil, err
			}
			send(svg)
			return eval.Nil, nil
		}
		text, err := pic.text()
		if err != nil {
			return nil, err
		}
		return eval.Nil, output(c.in, text)
	}
	f, ok := file.(eval.String)
	if !ok || f == "" {
		return nil, eval.TypeError(file, "a file name string")
	}
	if !strings.HasSuffix(strings.ToLower(string(f)), ".svg") {
		return nil, fmt.Errorf("%s: the picture is SVG: give a file name ending in .svg", eval.Describe(f))
	}
	svg, err := pic.svg()
	if err != nil {
		return nil, err
	}
	return writeSVG(c.in, f, svg, overwrite)
}

// tickedSVG charges the interpreter for an SVG document made without
// polling it, a step for every 64 bytes, and returns it.
func (c *call) tickedSVG(svg []byte, err error) ([]byte, error) {
	if err == nil {
		err = c.in.Tick(len(svg) / 64)
	}
	if err != nil {
		return nil, err
	}
	return svg, nil
}

// writeSVG writes a picture to file, replacing an existing file only when
// overwrite is set, and returns file, as draw and show do.
func writeSVG(in *eval.Interp, file eval.String, svg []byte, overwrite bool) (eval.Value, error) {
	err := writeFile(in, string(file), func(w io.Writer) error {
		_, err := w.Write(svg)
		return err
	}, overwrite)
	if errors.Is(err, fs.ErrExist) {
		return nil, fmt.Errorf("%v: pass :overwrite t to replace it", err)
	}
	if err != nil {
		return nil, err
	}
	return file, nil
}

// pictureCharset is the character set of the session's terminal pictures:
// ASCII in ASCII notation, Unicode line drawing otherwise.
func pictureCharset(in *eval.Interp) plot.Charset {
	if sessionOf(in).settings.Notation == games.ASCII {
		return plot.ASCII
	}
	return plot.Unicode
}
