package builtins_test

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// TestCGSuiteCheatSheet checks every row of the cgsuite topic's table: the
// cgcalc form, evaluated after the table's setting of g and h, prints the
// value shown, and so does the CGSuite form typed at the prompt
// (EvalEntry) unless the row is marked ·. The values are cgcalc's own,
// the same computation as the rest of the package's tests, so the test
// checks that the page and the translation agree with them: the stops,
// mean 2 and temperature 1 of {3|1} and ↑'s atomic weight 1 are Siegel,
// Combinatorial Game Theory (2013), ch. II; on + off = dud is Winning
// Ways ch. 11.
func TestCGSuiteCheatSheet(t *testing.T) {
	in := builtins.New()
	topic, ok := in.LookupTopic("cgsuite")
	if !ok {
		t.Fatal("no topic cgsuite")
	}
	_, table, _ := strings.Cut(topic.Text, "\n  CGSuite ")
	table, _, _ = strings.Cut(table, "\n\n")
	rows := strings.Split(table, "\n")[1:]
	if len(rows) < 40 {
		t.Errorf("the table has %d rows, fewer than 40", len(rows))
	}
	cols := regexp.MustCompile(`\s{2,}`)
	eval1 := func(entry bool, src string) string {
		in := builtins.New()
		ctx := context.Background()
		if err := in.EvalSource(ctx, "setup", "(setq g {3|1} h ^)", nil); err != nil {
			t.Fatal(err)
		}
		read := in.EvalSource
		if entry {
			read = in.EvalEntry
		}
		var got string
		err := read(ctx, "row", src, func(v eval.Value) error {
			got, _ = eval.Print(v, true, eval.MaxPrintLength)
			return nil
		})
		if err != nil {
			return "error: " + err.Error()
		}
		return got
	}
	for _, row := range rows {
		f := cols.Split(strings.TrimSpace(row), -1)
		if len(f) != 3 {
			t.Errorf("row %q: %d columns, want 3", row, len(f))
			continue
		}
		cg, lisp, want := f[0], f[1], f[2]
		if got := eval1(false, lisp); got != want {
			t.Errorf("%s printed %s, the table shows %s", lisp, got, want)
		}
		if strings.HasPrefix(cg, "· ") {
			if got := eval1(true, strings.TrimPrefix(cg, "· ")); !strings.HasPrefix(got, "error: ") {
				t.Errorf("%s, marked as not read at the prompt, gives %s", cg, got)
			}
			continue
		}
		if got := eval1(true, cg); got != want {
			t.Errorf("%s typed at the prompt printed %s, the table shows %s", cg, got, want)
		}
	}
}
