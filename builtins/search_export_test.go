package builtins

// SetAutoSearchWork sets the work a canonical form may take before
// outcome and winning-moves search instead, and returns a function that
// restores it.
func SetAutoSearchWork(n uint64) (restore func()) {
	old := autoSearchWork
	autoSearchWork = n
	return func() { autoSearchWork = old }
}
