package plot

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"cgcalc/games/rulesets"
)

// Pictures with captions, one or a row: show draws a position with its
// value and outcome written beneath it, and a list of positions side by
// side, each with its own caption. The captions are computed by the
// caller (package plot only draws): a line or two of text each.

// Shown is a picture of a position to draw with the caption beneath it.
type Shown struct {
	Pic     rulesets.Picture
	Caption []string // lines under the picture; none for no caption
	// TeXCaption is the caption in LaTeX (text mode), for ShownTikZ:
	// Caption, escaped, if nil.
	TeXCaption []string
}

// Gap between two pictures of a row: columns in the terminal, pixels in
// SVG; and the height of a caption line in SVG.
const (
	rowGapCols   = 4
	rowGapPx     = 24
	captionLine  = 20 // pixels from one caption line to the next
	captionEm    = "1.25em"
	captionChars = 7.5 // estimated pixels a caption character takes
)

// ShownText returns the terminal picture of items, each picture with its
// caption lines beneath it: one item as PositionText draws it with the
// caption's lines joined by ", " on one line beneath; several side by
// side, each caption line beneath its picture, separated by four spaces,
// in rows of at most 80 columns (a wider picture has a row of its own).
// Captions are never coloured.
func ShownText(items []Shown, cs Charset, color bool) (string, error) {
	if len(items) == 1 {
		s, err := PositionText(items[0].Pic, cs, color)
		if err != nil {
			return "", err
		}
		if len(items[0].Caption) > 0 {
			s += strings.Join(items[0].Caption, ", ") + "\n"
		}
		return s, nil
	}
	var b strings.Builder
	for start := 0; start < len(items); {
		end, width := start, 0
		for end < len(items) {
			s, err := PositionText(items[end].Pic, cs, color)
			if err != nil {
				return "", err
			}
			w := 0
			for _, l := range append(strings.Split(s, "\n"), items[end].Caption...) {
				w = max(w, textWidth(l))
			}
			if end > start && width+rowGapCols+w > rowCols {
				break
			}
			if end > start {
				width += rowGapCols
			}
			width += w
			end++
		}
		if start > 0 {
			b.WriteByte('\n')
		}
		s, err := rowText(items[start:end], cs, color)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
		start = end
	}
	return b.String(), nil
}

// rowCols is the width of a terminal row of pictures: ShownText starts a
// new row before a picture that would pass it.
const rowCols = 80

// rowText draws items side by side, the pictures standing on one line
// and their captions beneath them.
func rowText(items []Shown, cs Charset, color bool) (string, error) {
	cols := make([][]string, len(items))
	widths := make([]int, len(items))
	height, total := 0, 0
	for i, it := range items {
		s, err := PositionText(it.Pic, cs, color)
		if err != nil {
			return "", err
		}
		lines := append(strings.Split(strings.TrimSuffix(s, "\n"), "\n"), it.Caption...)
		for _, l := range lines {
			widths[i] = max(widths[i], textWidth(l))
		}
		cols[i] = lines
		height = max(height, len(lines))
		total += widths[i] + rowGapCols
	}
	if err := textFits(total, height); err != nil {
		return "", err
	}
	// The pictures stand on one line and their captions start together.
	pics := 0
	for i, it := range items {
		pics = max(pics, len(cols[i])-len(it.Caption))
	}
	var b strings.Builder
	for y := range height {
		var line strings.Builder
		for i, it := range items {
			n := len(cols[i]) - len(it.Caption) // lines of the picture
			k := y - (pics - n)                 // this column's line at y
			if y >= pics {
				k = n + y - pics
			}
			s := ""
			if k >= 0 && k < len(cols[i]) {
				s = cols[i][k]
			}
			line.WriteString(s)
			if i < len(items)-1 {
				line.WriteString(strings.Repeat(" ", widths[i]-textWidth(s)+rowGapCols))
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String(), nil
}

// ansiEscape matches the colour escapes of a terminal picture.
var ansiEscape = regexp.MustCompile("\x1b\\[[0-9;]*m")

// StripColor returns s without its ANSI colour escapes.
func StripColor(s string) string { return ansiEscape.ReplaceAllString(s, "") }

// textWidth returns the columns a line of a terminal picture takes: its
// characters, not counting colour escapes.
func textWidth(s string) int { return utf8.RuneCountInString(StripColor(s)) }

// ShownSVG returns items as one standalone SVG document: the title, if
// any, at the top, then the pictures side by side, in rows of at most
// about 960 pixels, each drawn as PositionSVG draws it with its caption
// lines centred beneath it (text of class "caption", sized in em,
// relative to the document's font size).
func ShownSVG(items []Shown, title string) ([]byte, error) {
	type part struct {
		body []byte
		w, h float64
		cw   float64 // the width of the picture with its caption
		ch   float64 // the height of the picture with its caption
	}
	parts := make([]part, len(items))
	for i, it := range items {
		doc, err := PositionSVG(it.Pic, "")
		if err != nil {
			return nil, err
		}
		w, h, body, err := svgParts(doc)
		if err != nil {
			return nil, err
		}
		cw := w
		for _, l := range it.Caption {
			cw = max(cw, captionChars*float64(utf8.RuneCountInString(l))+16)
		}
		parts[i] = part{body, w, h, cw, h + float64(len(it.Caption)*captionLine)}
	}
	// The rows: as many pictures as fit in rowPx, at least one.
	type row struct{ start, end, w, h float64 }
	var rows []row
	for i := 0; i < len(parts); {
		r := row{start: float64(i)}
		for i < len(parts) && (float64(i) == r.start || r.w+rowGapPx+parts[i].cw <= rowPx) {
			if float64(i) > r.start {
				r.w += rowGapPx
			}
			r.w += parts[i].cw
			r.h = max(r.h, parts[i].ch)
			i++
		}
		r.end = float64(i)
		rows = append(rows, r)
	}
	top := 0.0
	if title != "" {
		top = boardTitle
	}
	w, h := titleWidth(title)+2*boardMargin, top
	for k, r := range rows {
		w = max(w, r.w)
		if k > 0 {
			h += rowGapPx
		}
		h += r.h
	}
	var b bytes.Buffer
	kind := "row of pictures"
	if len(items) == 1 {
		kind = "board"
		if _, ok := items[0].Pic.(*rulesets.Graph); ok {
			kind = "graph"
		}
	}
	svgDoc(&b, w, h+6, kind, title)
	y := top
	for _, r := range rows {
		x := (w - r.w) / 2
		for i := int(r.start); i < int(r.end); i++ {
			p := parts[i]
			py := y + r.h - p.ch // the pictures of a row stand on one line
			fmt.Fprintf(&b, `<svg class="position" x="%s" y="%s" width="%s" height="%s" viewBox="0 0 %s %s">`+"\n",
				num(x+(p.cw-p.w)/2), num(py), num(p.w), num(p.h), num(p.w), num(p.h))
			b.Write(p.body)
			b.WriteString("</svg>\n")
			for k, l := range items[i].Caption {
				fmt.Fprintf(&b, `<text class="caption" x="%s" y="%s" text-anchor="middle" font-size="%s" fill="%s">%s</text>`+"\n",
					num(x+p.cw/2), num(py+p.h+float64(k*captionLine)+12), captionEm, inkText, esc(l))
			}
			x += p.cw + rowGapPx
		}
		y += r.h + rowGapPx
	}
	b.WriteString("</svg>\n")
	return b.Bytes(), nil
}

// rowPx is the width of a row of pictures in SVG: ShownSVG starts a new
// row before a picture that would pass it.
const rowPx = 960

// svgHead matches the size in the first line of a document svgDoc wrote.
var svgHead = regexp.MustCompile(`<svg xmlns="http://www.w3.org/2000/svg" width="([0-9.]+)" height="([0-9.]+)"[^>]*>\n`)

// svgParts returns the size of a document svgDoc started and what it
// holds inside its <svg> element.
func svgParts(doc []byte) (w, h float64, body []byte, err error) {
	m := svgHead.FindSubmatchIndex(doc)
	end := bytes.LastIndex(doc, []byte("</svg>"))
	if m == nil || end < m[1] {
		return 0, 0, nil, fmt.Errorf("plot: not a picture of a position")
	}
	w, _ = strconv.ParseFloat(string(doc[m[2]:m[3]]), 64)
	h, _ = strconv.ParseFloat(string(doc[m[4]:m[5]]), 64)
	return w, h, doc[m[1]:end], nil
}
