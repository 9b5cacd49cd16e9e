package quotient

import "fmt"

// The solver's work: its steps (tick, tickN), counted for WorkLimit and
// in units of work with the options it lists (Solver.meter, polling the
// context every probe.Every units), and the memory budget's polls.

// pollEvery is the number of steps between polls of Memory (a poll reads
// the runtime's metrics); a power of two.
const pollEvery = 1 << 14

// monoidBytes estimates the memory a trial monoid of order n on g
// generators takes as built here (generator actions, words, the
// breadth-first tree, the action cache's headers) with the working
// arrays of its construction and reduction.
func monoidBytes(n, g int) int64 { return int64(n) * int64(8*g+120) }

func (s *Solver) tick() error {
	s.ticks++
	if s.WorkLimit > 0 && s.ticks > s.WorkLimit {
		return ErrWorkLimit
	}
	if err := s.meter.Work(1); err != nil {
		return err
	}
	if s.Memory != nil && s.ticks&(pollEvery-1) == 0 {
		return s.Memory(0)
	}
	return nil
}

// tickN counts k steps at once: the steps of a check whose result is
// already known.
func (s *Solver) tickN(k int) error {
	before := s.ticks
	s.ticks += k
	if s.WorkLimit > 0 && s.ticks > s.WorkLimit {
		return ErrWorkLimit
	}
	if err := s.meter.Work(k); err != nil {
		return err
	}
	if s.Memory != nil && s.ticks/pollEvery != before/pollEvery {
		return s.Memory(0)
	}
	return nil
}

// BudgetError is the error of an allocation the memory budget refused:
// What names the table, Err is the budget's error.
type BudgetError struct {
	What string
	Err  error
}

// Error is "What: Err".
func (e *BudgetError) Error() string { return e.What + ": " + e.Err.Error() }

// Unwrap returns the budget's error.
func (e *BudgetError) Unwrap() error { return e.Err }

// reserve asks Memory before a trial monoid of order n on g generators
// is built.
//
// It also counts the trial monoid's work, n·g units, and polls: its
// construction, marking and reduction are one step of about that many
// units after this poll, bounded by the solver's maximum order.
func (s *Solver) reserve(n, g int) error {
	if err := s.meter.Work(n * g); err != nil {
		return err
	}
	if s.Memory == nil {
		return nil
	}
	if err := s.Memory(monoidBytes(n, g)); err != nil {
		return &BudgetError{What: fmt.Sprintf("a trial monoid of order %d", n), Err: err}
	}
	return nil
}
