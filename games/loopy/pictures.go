package loopy

import "cgcalc/games/rulesets"

// Picture returns the board of the position for show, as the classroom
// rulesets draw boards (rulesets.Board): the rows from the top down, at
// least Width of them (the traditional 8 × 8 board for 8 columns) and up
// to the highest piece, the geese 'x' (Left's stones), the fox 'o' and
// the light squares, where no piece may stand, '#'.
func (p *FoxGeese) Picture() rulesets.Picture {
	top := max(p.Fox.Row, p.Width)
	for _, g := range p.Geese {
		top = max(top, g.Row)
	}
	rows := make([][]rune, top)
	for i := range rows {
		row := top - i
		rows[i] = make([]rune, p.Width)
		for j := range rows[i] {
			rows[i][j] = '.'
			if (row+j+1)%2 != 0 {
				rows[i][j] = '#'
			}
		}
	}
	for _, g := range p.Geese {
		rows[top-g.Row][g.Col-1] = 'x'
	}
	rows[top-p.Fox.Row][p.Fox.Col-1] = 'o'
	return &rulesets.Board{Rows: rows}
}

// Picture returns the strip for show: one row, 't' toads and 'f' frogs,
// as Toads and Frogs is drawn.
func (p Backsliding) Picture() rulesets.Picture {
	return &rulesets.Board{Rows: [][]rune{[]rune(string(p))}}
}
