package builtins

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"cgcalc/eval"
)

// boardCells are the cells each board ruleset's text takes, the first the
// empty cell: a board editor cycles a cell through them.
var boardCells = map[string]string{
	"domineering":       ".#",
	"cram":              ".#",
	"clobber":           ".xo#",
	"konane":            ".xo#",
	"amazons":           ".xo#",
	"toads-and-frogs":   ".tf",
	"toppling-dominoes": ".lre",
}

// EditBoard is the board editor as a page receives it (JSON): the
// ruleset, the board's rows as its text writes them, and the cells a
// click cycles through.
type EditBoard struct {
	Ruleset string   `json:"ruleset"`
	Rows    []string `json:"rows"`
	Cells   string   `json:"cells"`
}

func editBoardFn(c call) (eval.Value, error) {
	var eb EditBoard
	switch p := c.Pos[0].(type) {
	case *Position:
		if c.Pos[1] != nil {
			return nil, fmt.Errorf("a position has its size: give ROWS and COLS only with a ruleset's name")
		}
		eb.Ruleset = p.rules.Name()
		eb.Rows = strings.Split(p.pos.String(), "|")
	case eval.Symbol:
		eb.Ruleset = strings.ToLower(string(p))
		if c.Pos[1] == nil || c.Pos[2] == nil {
			return nil, fmt.Errorf("give a position, or a ruleset and a size: (edit-board 'domineering 3 4)")
		}
		rows, cols := c.count(c.Pos[1], 1, 26), c.count(c.Pos[2], 1, 26)
		if c.err != nil {
			return nil, c.err
		}
		for range rows {
			eb.Rows = append(eb.Rows, strings.Repeat(".", cols))
		}
	default:
		return nil, eval.TypeError(c.Pos[0], "a position or a ruleset's name")
	}
	cells, ok := boardCells[eb.Ruleset]
	if !ok {
		return nil, fmt.Errorf("%s: the board editor takes the grid and strip games (%s)", eval.Describe(c.Pos[0]), strings.Join(editable(), ", "))
	}
	eb.Cells = cells
	// The board must read back: a position of the ruleset.
	if _, err := sessionOf(c.in).games.position(eb.Ruleset, strings.Join(eb.Rows, "|")); err != nil {
		return nil, err
	}
	sb := sessionOf(c.in).sandbox
	if sb == nil || sb.Widget == nil {
		form := "(" + eb.Ruleset + " " + strconv.Quote(strings.Join(eb.Rows, "|")) + ")"
		return nil, output(c.in, fmt.Sprintf("%s\nThe board editor is the worksheet's (cgcalc serve): a click cycles a cell through %s.\n", form, strings.Join(strings.Split(cells, ""), " ")))
	}
	data, err := json.Marshal(eb)
	if err != nil {
		return nil, err
	}
	sb.Widget("edit", data)
	return eval.Nil, nil
}

// editable lists the rulesets the board editor takes, sorted.
func editable() []string {
	var names []string
	for _, n := range []string{"amazons", "clobber", "cram", "domineering", "konane", "toads-and-frogs", "toppling-dominoes"} {
		if _, ok := boardCells[n]; ok {
			names = append(names, n)
		}
	}
	return names
}
