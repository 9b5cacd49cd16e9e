package builtins_test

import (
	"flag"
	"testing"

	"cgcalc/internal/transcript"
)

// update rewrites the transcripts' expected results from what the cases
// produce: go test ./builtins -run TestBuiltins -update. Review the diff
// before committing it.
var update = flag.Bool("update", false, "rewrite the expected results in testdata/*.txt from actual results (review the diff)")

// TestBuiltins runs the transcripts testdata/*.txt: each case in a fresh
// interpreter with every builtin, the last value printed with eval.Repr,
// as package transcript describes. They hold the normal and error cases of
// every builtin, in the order of builtins.Table(), each builtin's after its
// heading "## NAME"; TestTableCoverage checks that every builtin has them.
// Expected values follow Common Lisp (CLHS) unless the builtin's
// documentation says otherwise, as noted. Cases that need files are in
// fileCases. The cases run in parallel: each has its own interpreter.
func TestBuiltins(t *testing.T) {
	transcript.RunParallel(t, "testdata/*.txt", func(src string) transcript.Result {
		got := evaluate(src)
		return transcript.Result{Value: got.val, Output: got.out, Err: got.err}
	}, *update)
}
