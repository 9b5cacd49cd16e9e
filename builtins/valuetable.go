package builtins

import (
	"errors"
	"strconv"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/plot"
)

// maxValueTable bounds the rows and the columns of a value table.
const maxValueTable = 1000

// valueTableBuiltin is (value-table F ROWS COLS [FILE]): the values of a
// two-parameter game as CGSuite's NimValueTable and Table print them, or
// drawn as an intensity plot (plot/valuetable.go).
func valueTableBuiltin() *eval.Builtin {
	return writesFiles(row("value-table", "F ROWS COLS [FILE] [:plot FLAG=nil] [:overwrite FLAG=nil]",
		"Prints the table of the values of the positions (F R C) for rows R = 0..ROWS and columns C = 0..COLS, as CGSuite's NimValueTable and Table print them: a row's cells joined by |, a line between the rows. F is a function of two numbers returning a game or a position, or a symbol naming one, such as 'wythoff. When every value is a nimber the cells are the nim values (CGSuite's NimValueTable), otherwise the canonical forms. With :plot t it draws the table as an intensity plot instead, a cell's shade its nim value (? for a value that is not a nimber); with FILE it writes the plot as an SVG picture there and returns FILE (an existing file is replaced only with :overwrite t). In the worksheet the plot is shown inline. ROWS and COLS are at most 1000. (value-table (lambda (r c) (gen-mem (lambda (m j) (/= j m)) r c)) 10 10) prints CGSuite's GenMem NimValueTable(10, 10); (value-table 'wythoff 30 30 :plot t) shows Wythoff's P-positions as the blank cells of two lines.",
		func(c call) (eval.Value, error) {
			fn, _, err := predicate(c.in, c.Pos[0], "a function of the row and the column")
			if err != nil {
				return nil, errors.New("F: " + err.Error())
			}
			rows, cols := c.count(c.Pos[1], 0, maxValueTable), c.count(c.Pos[2], 0, maxValueTable)
			if c.err != nil {
				return nil, c.err
			}
			t, err := valueTable(c, fn, rows, cols)
			if err != nil {
				return nil, err
			}
			plotted := given(c.Key(":plot"))
			if c.Pos[3] == nil && !plotted {
				if given(c.Key(":overwrite")) {
					return nil, errors.New(":overwrite is for a FILE: without one value-table writes no file")
				}
				c.in.Drew()
				return eval.Nil, output(c.in, plot.ValueTableText(t, pictureCharset(c.in)))
			}
			return c.draw("value-table", c.Pos[3], given(c.Key(":overwrite")), nil, picture{
				text: func() (string, error) { return plot.ValueTableIntensityText(t, pictureCharset(c.in)), nil },
				svg:  func() ([]byte, error) { return c.tickedSVG(plot.ValueTableSVG(t), nil) },
			})
		}))
}

// valueTable computes the table: each cell the value of (F R C).
func valueTable(c call, fn eval.Value, rows, cols int) (plot.ValueTable, error) {
	s := sessionOf(c.in).games
	t := plot.ValueTable{Cells: make([][]string, rows+1), Levels: make([][]int, rows+1)}
	ids := make([][]games.ID, rows+1)
	nimbers := true
	for r := 0; r <= rows; r++ {
		ids[r] = make([]games.ID, cols+1)
		t.Levels[r] = make([]int, cols+1)
		for col := 0; col <= cols; col++ {
			v, err := c.in.Apply(fn, []eval.Value{intValue(r), intValue(col)})
			if err != nil {
				return t, err
			}
			g, err := s.game(v)
			if err != nil {
				return t, errors.New("F of " + strconv.Itoa(r) + " and " + strconv.Itoa(col) + ": " + err.Error())
			}
			id, err := s.store.Canonical(g)
			if err != nil {
				return t, computeErr(err)
			}
			ids[r][col] = id
			t.Levels[r][col] = -1
			if nus, ok := s.store.NUSValue(id); ok && nus.X.IsZero() && nus.U == 0 {
				t.Levels[r][col] = int(nus.M)
			} else {
				nimbers = false
			}
		}
	}
	for r, row := range ids {
		t.Cells[r] = make([]string, len(row))
		for col, id := range row {
			if nimbers {
				t.Cells[r][col] = strconv.Itoa(t.Levels[r][col])
			} else {
				t.Cells[r][col] = s.value(id).String()
			}
		}
	}
	return t, nil
}
