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
// the terminal, svg as a standalone SVG document and tikz (if the
// picture has that format) as a tikzpicture for LaTeX, each charging the
// interpreter for its work.
type picture struct {
	text func() (string, error)
	svg  func() ([]byte, error)
	tikz func() (string, error)
}

// The formats of pictures (:format), and the ending of a FILE of each.
var pictureFormats = []struct{ name, ext string }{{"svg", ".svg"}, {"tikz", ".tex"}}

// pictureFormat reads :format: nil (the default, chosen by the file's
// name), or one of pictureFormats, as a symbol or a string.
func pictureFormat(v eval.Value) (string, error) {
	if v == nil || v == eval.Nil {
		return "", nil
	}
	var name string
	switch f := v.(type) {
	case eval.Symbol:
		name = strings.TrimPrefix(string(f), ":")
	case eval.String:
		name = string(f)
	}
	var names []string
	for _, f := range pictureFormats {
		if f.name == name {
			return name, nil
		}
		names = append(names, f.name)
	}
	return "", fmt.Errorf("%s is not a picture format: the formats are %s", eval.Describe(v), strings.Join(names, " and "))
}

// draw puts pic where the call of the builtin name sends it, in the
// format formatArg, the argument of :format (see pictureFormat; nil for
// a builtin without the keyword). Without a FILE (file nil)
// it is drawn in the terminal, or sent as SVG to the sandbox's Picture in
// a sandboxed session, and draw returns nil; in format tikz its text is
// printed instead, or, in a sandboxed session, returned as a string. With
// a FILE, a name ending in .svg or .tex, the picture is written there as
// SVG or TikZ (the format the name says, unless :format says it),
// replacing an existing file only with overwrite, and draw returns FILE.
func (c *call) draw(name string, file eval.Value, overwrite bool, formatArg eval.Value, pic picture) (eval.Value, error) {
	format, err := pictureFormat(formatArg)
	if err != nil {
		return nil, err
	}
	if format == "tikz" && pic.tikz == nil {
		return nil, fmt.Errorf("this picture has no TikZ format: the formats are 'svg")
	}
	if file == nil {
		if overwrite {
			return nil, fmt.Errorf(":overwrite is for a FILE: without one %s writes no file", name)
		}
		sb := sessionOf(c.in).sandbox
		if format == "tikz" {
			tex, err := pic.tikz()
			if err != nil {
				return nil, err
			}
			if sb != nil {
				return eval.String(tex), nil
			}
			c.in.Drew()
			return eval.Nil, output(c.in, tex)
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
		if format == "svg" {
			svg, err := pic.svg()
			if err != nil {
				return nil, err
			}
			return eval.Nil, output(c.in, string(svg))
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
	lower := strings.ToLower(string(f))
	if format == "" {
		format = "svg"
		if strings.HasSuffix(lower, ".tex") && pic.tikz != nil {
			format = "tikz"
		}
	}
	if format == "tikz" {
		if !strings.HasSuffix(lower, ".tex") {
			return nil, fmt.Errorf("%s: the picture is TikZ: give a file name ending in .tex", eval.Describe(f))
		}
		tex, err := pic.tikz()
		if err != nil {
			return nil, err
		}
		return writeSVG(c.in, f, []byte(tex), overwrite)
	}
	if !strings.HasSuffix(lower, ".svg") {
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

// writeSVG writes a picture (SVG, or TikZ) to file, replacing an
// existing file only when overwrite is set, and returns file, as draw and
// show do.
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
