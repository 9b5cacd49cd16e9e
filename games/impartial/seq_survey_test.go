//go:build linux

package impartial

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the CPU time the process has used (user and system).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestSurveyTimes times NimValues, in CPU time, for every 3-digit octal
// code 0.abc (or the codes in $NIMSEQ_CODES, separated by commas) to the
// heap in $NIMSEQ_SURVEY, and prints the slowest. It is skipped unless
// NIMSEQ_SURVEY is set: doc/benchmarks.md's table of the slowest codes.
func TestSurveyTimes(t *testing.T) {
	n, err := strconv.Atoi(os.Getenv("NIMSEQ_SURVEY"))
	if err != nil {
		t.Skip("set NIMSEQ_SURVEY=N to time every 3-digit octal code to heap N")
	}
	var codes []string
	if list := os.Getenv("NIMSEQ_CODES"); list != "" {
		codes = strings.Split(list, ",")
	} else {
		for i := range 512 {
			codes = append(codes, fmt.Sprintf("0.%o%o%o", i>>6, i>>3&7, i&7))
		}
	}
	type res struct {
		code      string
		cpu       time.Duration
		certified string
	}
	var all []res
	for _, code := range codes {
		r := mustParse(t, code)
		start := cpuTime()
		s := NewSequence(r)
		if err := s.Extend(context.Background(), n); err != nil {
			t.Fatal(err)
		}
		cert := "no period"
		if p, e, ok := s.Period(); ok {
			cert = fmt.Sprintf("period %d from %d", p, e)
		}
		all = append(all, res{code, cpuTime() - start, cert})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].cpu > all[j].cpu })
	var total time.Duration
	slow := 0
	for _, r := range all {
		total += r.cpu
		if r.cpu > time.Second {
			slow++
		}
	}
	for _, r := range all[:min(40, len(all))] {
		t.Logf("%s %.2fs CPU, %s", r.code, r.cpu.Seconds(), r.certified)
	}
	t.Logf("%d codes over 1 s of CPU; total %.1fs CPU", slow, total.Seconds())
}
