package builtins

import (
	"errors"

	"cgcalc/games/loopy"
)

// loopyOutcomeWords says who wins in each outcome class of a loopy game
// (Left starting, Right starting), draws among them.
var loopyOutcomeWords = [...]string{
	loopy.OutcomeL:      "Left wins",
	loopy.OutcomeR:      "Right wins",
	loopy.OutcomeN:      "first player wins",
	loopy.OutcomeP:      "second player wins",
	loopy.OutcomeD:      "a draw",
	loopy.OutcomeNHat:   "Left wins first, else a draw",
	loopy.OutcomePHat:   "a draw if Left starts, else Left wins",
	loopy.OutcomeNCheck: "a draw if Left starts, else Right wins",
	loopy.OutcomePCheck: "Right wins if Left starts, else a draw",
}

// loopyCaption returns the caption of a loopy position, its value and who
// wins as fox-and-geese and backsliding-toads-and-frogs find them, within
// a bound of work (8·captionPolls polls: the loopy solvers poll more
// often than the game store, about every 20 µs); beyond it, a note.
func (c *call) loopyCaption(p *LoopyPosition) ([]string, error) {
	n := 0
	poll := func() error {
		if n++; n > 8*captionPolls {
			return errCaptionWork
		}
		return c.in.Tick(1024)
	}
	s := sessionOf(c.in).games
	var g *loopy.Graph
	var value func() (string, error)
	var err error
	switch p.rules {
	case "fox-and-geese", "ceylonese-fox-and-geese":
		var q *loopy.FoxGeese
		if q, err = loopy.ParseFoxGeese(p.text); err == nil {
			q.Range = foxRangeOf(p.rules)
			g, err = q.Graph(0, poll)
		}
		value = func() (string, error) {
			v, err := loopy.SimplifyByParts(g, 0, poll)
			if err != nil {
				return "", err
			}
			id, short, err := loopy.ToShort(s.store, v)
			if err != nil {
				return "", err
			}
			if short {
				return s.print(c.in.Context(), id)
			}
			return (&Loopy{s: s, v: &loopy.Sided{Onside: v, Offside: v}, graph: g}).String(), nil
		}
	case "backsliding-toads-and-frogs":
		var q loopy.Backsliding
		if q, err = loopy.ParseBacksliding(p.text); err == nil {
			g, err = q.Graph(0, poll)
		}
		value = func() (string, error) {
			v, err := loopy.SidesPoll(g, 0, poll)
			if err != nil {
				return "", err
			}
			return (&Loopy{s: s, v: v, graph: g}).String(), nil
		}
	default:
		return nil, nil
	}
	if errors.Is(err, errCaptionWork) {
		return []string{"value: too long to solve here", "(" + p.rules + " …) solves it"}, nil
	}
	if err != nil {
		return nil, computeErr(err)
	}
	outcome := loopyOutcomeWords[g.Outcome()]
	text, err := value()
	if errors.Is(err, errCaptionWork) {
		return []string{"value: too long to solve here", outcome}, nil
	}
	if err != nil {
		return nil, computeErr(err)
	}
	return []string{"value " + shortCaption(text), outcome}, nil
}
