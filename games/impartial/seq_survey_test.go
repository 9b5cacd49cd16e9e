package impartial

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strconv"
	"testing"
	"time"
)

// TestSurveyTimes times NimValues for every 3-digit octal code 0.abc to
// the heap in $NIMSEQ_SURVEY (skipped when unset) and prints the slowest.
func TestSurveyTimes(t *testing.T) {
	n, err := strconv.Atoi(os.Getenv("NIMSEQ_SURVEY"))
	if err != nil {
		t.Skip("set NIMSEQ_SURVEY=N to time every 3-digit octal code to heap N")
	}
	type res struct {
		code string
		d    time.Duration
	}
	var all []res
	for i := range 512 {
		code := fmt.Sprintf("0.%o%o%o", i>>6, i>>3&7, i&7)
		r := mustParse(t, code)
		start := time.Now()
		if _, err := NimValues(context.Background(), r, n); err != nil {
			t.Fatal(err)
		}
		all = append(all, res{code, time.Since(start)})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].d > all[j].d })
	var total time.Duration
	for _, r := range all {
		total += r.d
	}
	slow := 0
	for _, r := range all {
		if r.d > time.Second {
			slow++
		}
	}
	for _, r := range all[:30] {
		t.Logf("%s %v", r.code, r.d)
	}
	t.Logf("%d codes over 1 s", slow)
	t.Logf("total %v", total)
}
