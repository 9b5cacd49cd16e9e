package builtins

import (
	"fmt"
	"slices"

	"cgcalc/eval"
	"cgcalc/plot"
	"cgcalc/reader"
)

// maxHeapOptions bounds the options heap-options lists: codes with "*"
// or "+" have a number of options that grows exponentially with the heap.
const maxHeapOptions = 100000

// tbcodeBuiltins returns the builtins of the full take-and-break notation:
// a heap's options, and the scatter plot of a nim sequence.
func tbcodeBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("heap-options", "RULES N",
			"Returns the options of a heap of N under RULES, each the list of the heaps it leaves (nil when the heap is taken away), in CGSuite's order: by the number of counters taken (added ones first), then the number of heaps left, then the sizes in lexicographic order. RULES is any take-and-break code CGSuite reads: digits 0-9 and a-v (bit h allows h heaps), sets {0,2,3+}, * (any number), &n;, each followed by ! (different sizes), ? (some sizes differ; see octal for CGSuite 2's reading) or = (all equal), [...] repeating tails, digits before the point that add counters (80.0). At most 100000 options are listed. (heap-options \"0.3F!\" 9) is ((8) (7) (1 6) (2 5) (3 4) (1 2 4)).", heapOptionsFn),
		writesFiles(row("nim-plot", "RULES N [FILE] [:overwrite FLAG=nil]",
			"Draws the nim values of heaps 0..N of RULES as a scatter plot, value against heap: in the terminal in braille dots (ASCII notation: one * per point), or with FILE as an SVG picture there, returning FILE; an existing file is replaced only with :overwrite t, never through a symbolic link. In the worksheet (cgcalc serve) the SVG picture is shown inline, and FILE is refused.\n"+
				"(nim-plot 'kayles 200) shows Kayles' period 12 from heap 71; (nim-plot 'grundy 1000 \"g.svg\").", nimPlotFn)),
	}
}

func heapOptionsFn(c call) (eval.Value, error) {
	r := c.anyRuleset(c.Pos[0])
	n := c.count(c.Pos[1], 0, maxHeapSize)
	if c.err != nil {
		return nil, c.err
	}
	var opts []eval.Value
	var err error
	r.Moves(n, func(heaps []int) bool {
		if len(opts) == maxHeapOptions {
			err = fmt.Errorf("a heap of %d under %s has more than %d options", n, reader.Clip(r.String()), maxHeapOptions)
			return false
		}
		if err = c.in.Tick(1 + len(heaps)); err != nil {
			return false
		}
		opts = append(opts, intList(slices.Clone(heaps)))
		return true
	})
	if err != nil {
		return nil, err
	}
	return eval.List(opts...), nil
}

func nimPlotFn(c call) (eval.Value, error) {
	r := c.anyRuleset(c.Pos[0])
	vals := c.nimValues(r, c.count(c.Pos[1], 0, 1000000))
	if c.err != nil {
		return nil, c.err
	}
	p := plot.NimPlot{Values: vals, Title: r.String()}
	return c.draw("nim-plot", c.Pos[2], given(c.Key(":overwrite")), nil, picture{
		text: func() (string, error) { return plot.NimPlotText(p, pictureCharset(c.in)), nil },
		svg:  func() ([]byte, error) { return c.tickedSVG(plot.NimPlotSVG(p), nil) },
	})
}
