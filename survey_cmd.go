package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"

	"cgcalc/survey"
)

const surveyUsage = `Usage:
  cgcalc survey (--codes octal:K | --codes hex:K | --file FILE) ANALYSES [--shard I/N] [--out FILE]
  cgcalc survey merge [--out FILE] FILES...

Runs every game of a family through the analyses and writes one JSON line
per game (after a header line; an end line closes the file). octal:K is
every code 0.d1...dj with 1 <= j <= K, digits 0-7 and dj non-zero (8^K - 1
codes: 511 for K = 3); hex:K the same with digits 0-f (16^K - 1). --shard
I/N runs the games at positions I, I+N, ... of the sorted family (I from 0);
--shard auto reads I from SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX.
--jobs N analyses N games at once (default: one a CPU), writing the same
lines in the same order as one job.
merge joins shard files, refuses them if a game is missing or repeated,
writes the merged lines and prints a summary table.

Flags:
`

// maxJobs bounds --jobs.
const maxJobs = 1024

// runSurvey is `cgcalc survey ARGS`.
func runSurvey(args []string, e env) int {
	if len(args) > 0 && args[0] == "merge" {
		return runSurveyMerge(args[1:], e)
	}
	fs := flag.NewFlagSet("cgcalc survey", flag.ContinueOnError)
	var (
		codes     = fs.String("codes", "", "the family: `octal:K` or hex:K (codes with up to K digits after the point)")
		file      = fs.String("file", "", "the family: the codes in `FILE`, one a line (# starts a comment)")
		nim       = fs.Int("nim-period", 0, "nim values to heap `N` and their certified period and preperiod, or none within N")
		quot      = fs.Int("quotient-order", 0, "the order of the misère quotient to heap `H`, certified or partial")
		gen       = fs.Int("genus", 0, "the genus of heaps 0..`H` and whether they are tame")
		shardText = fs.String("shard", "0/1", "run shard `I/N` (0 <= I < N), or auto: I from SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX, N from auto/N, SLURM_ARRAY_TASK_COUNT or CGCALC_SHARDS")
		out       = fs.String("out", "", "write the lines to `FILE` instead of standard output (%i in it is the shard's index, %n the number of shards, %% a %)")
		list      = fs.Bool("list", false, "print the codes of the shard, one a line, and exit")
		jobs      = fs.Int("jobs", runtime.NumCPU(), "analyse `N` games at once (the lines are the same, in the same order, as with --jobs 1; the games share --max-memory)")
		maxMemory memoryFlag
	)
	fs.Var(&maxMemory, "max-memory", "keep the analyses within `SIZE` of memory (default: half of the machine's memory)")
	if code, done := parseSurveyFlags(fs, args, e); done {
		return code
	}
	if fs.NArg() > 0 {
		return surveyFail(e, fmt.Errorf("unexpected argument %q (merge must come first: cgcalc survey merge FILES...)", fs.Arg(0)), 2)
	}
	var fam *survey.Family
	var err error
	switch {
	case (*codes == "") == (*file == ""):
		return surveyFail(e, errors.New("give the family with either --codes octal:K (or hex:K) or --file FILE"), 2)
	case *codes != "":
		fam, err = survey.ParseFamily(*codes)
	default:
		fam, err = survey.ReadCodesFile(*file)
	}
	if err != nil {
		return surveyFail(e, err, 2)
	}
	an := survey.Analyses{NimPeriod: *nim, QuotientOrder: *quot, Genus: *gen}
	if err := an.Check(); err != nil {
		return surveyFail(e, err, 2)
	}
	if *jobs < 1 || *jobs > maxJobs {
		return surveyFail(e, fmt.Errorf("--jobs %d is not between 1 and %d", *jobs, maxJobs), 2)
	}
	shard, err := survey.ParseShard(*shardText, e.getenv)
	if err != nil {
		return surveyFail(e, err, 2)
	}
	if *list {
		for _, c := range shard.Of(fam.Codes) {
			fmt.Fprintln(e.stdout, c)
		}
		return 0
	}
	*out = shardPath(*out, shard)
	limit := defaultMaxMemory()
	if maxMemory.set {
		limit = maxMemory.bytes
	}
	if limit > 0 {
		debug.SetMemoryLimit(limit)
	}
	w := e.stdout
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			return surveyFail(e, err, 1)
		}
		defer f.Close()
		w = f
	}
	began := time.Now()
	ctx, stop := surveyContext(e)
	defer stop()
	end, err := survey.Run(ctx, fam, survey.Options{Analyses: an, Shard: shard, MemoryLimit: limit, Jobs: *jobs}, w)
	where := "standard output"
	if *out != "" {
		where = *out
	}
	switch {
	case err != nil && ctx.Err() != nil:
		fmt.Fprintf(e.stderr, "cgcalc survey: interrupted: %d games of shard %v of %s written to %s\n", end.Games, shard, fam.Name, where)
		return 130
	case err != nil:
		return surveyFail(e, err, 1)
	}
	if *out != "" {
		fmt.Fprintf(e.stderr, "cgcalc survey: %d games of shard %v of %s (%d games) written to %s in %.1f s (CPU %.1f s)\n",
			end.Games, shard, fam.Name, len(fam.Codes), where, time.Since(began).Seconds(), cpuTime().Seconds())
	}
	return 0
}

// shardPath expands %i (the shard's index), %n (the number of shards)
// and %% in an output path.
func shardPath(path string, s survey.Shard) string {
	var b strings.Builder
	for i := 0; i < len(path); i++ {
		if path[i] == '%' && i+1 < len(path) {
			switch path[i+1] {
			case 'i':
				b.WriteString(strconv.Itoa(s.Index))
				i++
				continue
			case 'n':
				b.WriteString(strconv.Itoa(s.Count))
				i++
				continue
			case '%':
				b.WriteByte('%')
				i++
				continue
			}
		}
		b.WriteByte(path[i])
	}
	return b.String()
}

// runSurveyMerge is `cgcalc survey merge ARGS`.
func runSurveyMerge(args []string, e env) int {
	fs := flag.NewFlagSet("cgcalc survey merge", flag.ContinueOnError)
	out := fs.String("out", "", "write the merged lines to `FILE` (the summary then goes to standard output; without --out the lines go there and the summary to standard error)")
	if code, done := parseSurveyFlags(fs, args, e); done {
		return code
	}
	if fs.NArg() == 0 {
		return surveyFail(e, errors.New("merge: no files (cgcalc survey merge shard-*.jsonl)"), 2)
	}
	var inputs []survey.Input
	for _, name := range fs.Args() {
		f, err := os.Open(name)
		if err != nil {
			return surveyFail(e, err, 1)
		}
		defer f.Close()
		inputs = append(inputs, survey.Input{Name: name, R: f})
	}
	m, err := survey.Merge(inputs)
	if err != nil {
		return surveyFail(e, err, 1)
	}
	for _, w := range m.Warnings {
		fmt.Fprintf(e.stderr, "cgcalc survey: warning: %s\n", w)
	}
	lines, summary := e.stdout, e.stderr
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			return surveyFail(e, err, 1)
		}
		defer f.Close()
		lines, summary = f, e.stdout
	}
	if err := m.Write(lines); err != nil {
		return surveyFail(e, err, 1)
	}
	io.WriteString(summary, m.Summary())
	return 0
}

// parseSurveyFlags parses a survey command's flags, printing the usage
// for --help; done says the command ends with code.
func parseSurveyFlags(fs *flag.FlagSet, args []string, e env) (code int, done bool) {
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprint(e.stdout, surveyUsage)
		fs.SetOutput(e.stdout)
		fs.PrintDefaults()
		return 0, true
	case err != nil:
		return surveyFail(e, fmt.Errorf("%s (see cgcalc survey --help)", flagError(err)), 2), true
	}
	return 0, false
}

func surveyFail(e env, err error, code int) int {
	fmt.Fprintf(e.stderr, "cgcalc survey: %v\n", err)
	return code
}

// surveyContext is cancelled by Ctrl-C (the interrupt channel) and by
// SIGTERM, which Slurm's scancel and Kubernetes send before killing.
func surveyContext(e env) (context.Context, func()) {
	ctx, cancel := context.WithCancel(context.Background())
	term := make(chan os.Signal, 1)
	signal.Notify(term, syscall.SIGTERM)
	go func() {
		select {
		case <-e.interrupt:
		case <-term:
		case <-ctx.Done():
		}
		cancel()
	}()
	return ctx, func() { signal.Stop(term); cancel() }
}
