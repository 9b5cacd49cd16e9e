package builtins_test

import (
	"bytes"
	"context"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
	"cgcalc/internal/transcript"
)

// TestEntries runs the transcripts testdata/entries/*.txt as text typed at
// a prompt (eval.EvalEntry, as the REPL, -e and the worksheet read it):
// CGSuite's syntax there, each case in a fresh interpreter, the last value
// printed with eval.Repr.
func TestEntries(t *testing.T) {
	transcript.RunParallel(t, "testdata/entries/*.txt", func(src string) transcript.Result {
		in := builtins.New()
		var out bytes.Buffer
		in.Out = &out
		var last eval.Value = eval.Nil
		err := in.EvalEntry(context.Background(), "t", src, func(v eval.Value) error { last = v; return nil })
		return transcript.Result{Value: eval.Repr(last), Output: out.String(), Err: err}
	}, *update)
}
