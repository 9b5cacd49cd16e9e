package builtins

import (
	"cgcalc/eval"
	"cgcalc/games/quotient"
)

// SetQuotientHooks sets, for the interpreter's quotient builtins, the
// memory budget they poll (nil: unchanged) and a function called after
// each heap computed.
func SetQuotientHooks(in *eval.Interp, budget quotient.Budget, onHeap func(heap int)) {
	st := sessionOf(in).quotients
	if budget != nil {
		st.budget = budget
	}
	st.onHeap = onHeap
}

// KeptQuotients is the number of quotient computations the interpreter
// keeps.
func KeptQuotients(in *eval.Interp) int {
	st := sessionOf(in).quotients
	st.mu.Lock()
	defer st.mu.Unlock()
	return len(st.kept)
}

// ReleaseKeptQuotients is what the interpreter calls after the memory
// budget stopped an evaluation.
func ReleaseKeptQuotients(in *eval.Interp) { sessionOf(in).quotients.release() }
