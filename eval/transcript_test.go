package eval_test

import (
	"flag"
	"testing"

	"cgcalc/internal/transcript"
)

// update rewrites the transcripts' expected results from what the cases
// produce: go test ./eval -run TestSpecialForms -update. Review the diff
// before committing it.
var update = flag.Bool("update", false, "rewrite the expected results in testdata/*.txt from actual results (review the diff)")

// TestSpecialForms runs the transcripts testdata/*.txt: each case in a
// fresh interpreter with every builtin, the last value printed with
// eval.Repr, as package transcript describes. The cases of each special
// form follow its heading, "## NAME"; TestEverySpecialFormCovered checks
// that every special form has them.
func TestSpecialForms(t *testing.T) {
	transcript.Run(t, "testdata/*.txt", func(src string) transcript.Result {
		got := evaluate(src)
		return transcript.Result{Value: got.val, Output: got.out, Err: got.err}
	}, *update)
}
