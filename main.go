package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"

	"github.com/mattn/go-isatty"

	"cgcalc/builtins"
	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/repl"
)

// version is cgcalc's version, printed by --version.
const version = "0.1.0"

func main() {
	interrupts := make(chan os.Signal, 1)
	signal.Notify(interrupts, os.Interrupt)
	intr := make(chan struct{}, 1)
	go func() {
		for range interrupts {
			select {
			case intr <- struct{}{}:
			default:
				// An interrupt is already pending and unanswered: the
				// computation is not listening, so stop the hard way.
				fmt.Fprintln(os.Stderr, "cgcalc: interrupted")
				os.Exit(130)
			}
		}
	}()
	os.Exit(run(os.Args[1:], env{
		stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr,
		stdinTerminal:  isTerminal(os.Stdin),
		stdoutTerminal: isTerminal(os.Stdout),
		stderrTerminal: isTerminal(os.Stderr),
		interrupt:      intr,
		getenv:         os.Getenv,
	}))
}

func isTerminal(f *os.File) bool {
	return isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd())
}

// env is what run needs from the outside world, so that tests can run the
// program the way the binary does.
type env struct {
	stdin                         io.Reader
	stdout, stderr                io.Writer
	stdinTerminal, stdoutTerminal bool
	stderrTerminal                bool
	interrupt                     <-chan struct{}
	getenv                        func(string) string
}

const usage = `cgcalc - a calculator for combinatorial games

Usage:
  cgcalc [flags]              start the REPL (or read forms from standard input when it is not a terminal)
  cgcalc [flags] FILE...      run the scripts in order and exit (status 1 at the first error; - is standard input)
  cgcalc -e 'EXPR'            evaluate the forms in EXPR and print each value (-e may be repeated)
  cgcalc -i FILE...           run the scripts, then start the REPL
  cgcalc --json [-e 'EXPR' | FILE...]
                              answer each form with a line of JSON; with neither, each form read from standard input (doc/json.md)
  cgcalc serve [--addr A] [--open] [--dir D]
                              serve the worksheet, cgcalc in a web browser, at http://127.0.0.1:8053/ (cgcalc serve --help)
  cgcalc kernel install [--user | --prefix DIR]
                              install the Jupyter kernel: cgcalc in notebooks (cgcalc kernel --help)
  cgcalc survey ...           run a family of heap games through analyses, one JSON line per game (cgcalc survey --help)

Flags:
`

// run is the whole program; it returns the exit status.
func run(args []string, e env) int {
	if len(args) > 0 && args[0] == "survey" {
		// A script named survey is ./survey.
		return runSurvey(args[1:], e)
	}
	if len(args) > 0 && args[0] == "serve" {
		return runServe(args[1:], e)
	}
	if len(args) > 0 && args[0] == "kernel" {
		return runKernel(args[1:], e)
	}
	fs := flag.NewFlagSet("cgcalc", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	var (
		exprs       exprList
		interactive = fs.Bool("i", false, "enter the REPL after running FILEs or -e")
		ascii       = fs.Bool("ascii", false, "print games and draw pictures in ASCII (CGSuite's notation: ^ for up, v for down, +- for plus-minus) instead of Unicode")
		noColor     = fs.Bool("no-color", false, "never colour the output (colour is also off when NO_COLOR is set or output is not a terminal)")
		history     = fs.String("history", defaultHistory(e.getenv), "keep the REPL history in `FILE` (\"\" for none; $CGCALC_HISTORY changes the default)")
		showVersion = fs.Bool("version", false, "print the version and exit")
		jsonOut     = fs.Bool("json", false, "answer each form with one line of JSON (value in both notations, type, output, pictures as SVG, error with its position); with no FILE or -e, read forms from standard input and answer each as it comes (doc/json.md)")
		maxMemory   memoryFlag
	)
	fs.Var(&maxMemory, "max-memory", "stop any computation that would take cgcalc past `SIZE` of memory (e.g. 8GiB, 512M; off for none; default: half of the machine's memory)")
	fs.Var(&exprs, "e", "evaluate the forms in `EXPR`, printing each value (after any FILEs; repeatable)")
	printUsage := func(w io.Writer) {
		fmt.Fprint(w, usage)
		fs.SetOutput(w)
		fs.PrintDefaults()
	}
	fs.Usage = func() {}
	fs.SetOutput(io.Discard) // a bad flag is reported below, in one line
	files, err := parseInterleaved(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		printUsage(e.stdout)
		return 0
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgcalc: %s (see cgcalc --help)\n", flagError(err))
		return 2
	}
	if *showVersion {
		fmt.Fprintf(e.stdout, "cgcalc %s\n", version)
		return 0
	}
	if maxMemory.set {
		eval.SetMemoryLimit(maxMemory.bytes)
	} else {
		eval.SetMemoryLimit(defaultMaxMemory())
	}
	colorOK := !*noColor && e.getenv("NO_COLOR") == "" && e.getenv("TERM") != "dumb"
	outColor, errColor := colorOK && e.stdoutTerminal, colorOK && e.stderrTerminal
	p := repl.NewPrinter(outColor, errColor)
	settings := builtins.DefaultSettings()
	if *ascii {
		settings.Notation = games.ASCII
	}
	settings.Color = outColor && !*jsonOut
	in := builtins.NewWith(settings)
	stdout := &repl.FreshWriter{W: e.stdout}
	in.Out = stdout
	if e.stderrTerminal {
		in.Status = repl.StatusLine(e.stderr)
	}

	if *jsonOut {
		if *interactive {
			fmt.Fprintln(e.stderr, "cgcalc: --json answers in JSON, -i at a prompt: give one or the other (see cgcalc --help)")
			return 2
		}
		return runJSON(in, e, files, exprs)
	}
	if len(files) > 0 || len(exprs) > 0 {
		for _, f := range files {
			code, stop := runSource(p, e, stdout, func(ctx context.Context) error {
				if f == "-" {
					// The script is standard input.
					return in.EvalStream(ctx, "<stdin>", e.stdin, nil)
				}
				err := in.RunFile(ctx, f)
				if fe := (*eval.FileError)(nil); errors.As(err, &fe) {
					return fmt.Errorf("cgcalc: %w", fe)
				}
				return err
			})
			if stop {
				return code
			}
		}
		for _, expr := range exprs {
			code, stop := runSource(p, e, stdout, func(ctx context.Context) error {
				return in.EvalEntry(ctx, "-e", expr, func(v eval.Value) error {
					if in.Unprinted(v) {
						return nil // a picture is the answer
					}
					return p.ValueContext(ctx, stdout, v)
				})
			})
			if stop {
				return code
			}
		}
		if !*interactive {
			return 0
		}
	}
	return repl.Run(in, repl.Config{
		In: e.stdin, Out: stdout, Err: e.stderr,
		Terminal:    e.stdinTerminal,
		HistoryFile: *history,
		Color:       outColor,
		ErrColor:    errColor,
		Interrupt:   e.interrupt,
		Banner:      banner(),
		// A person at a terminal sees long values abbreviated; input from
		// a file or a pipe is a script, whose output is kept whole.
		Abbreviate: e.stdinTerminal,

		// --history naming the default file counts as the default.
		HistoryIsDefault: *history == defaultHistory(e.getenv),
	})
}

// banner is the greeting of a terminal session, in ASCII so that any
// terminal shows it.
func banner() string {
	return fmt.Sprintf("cgcalc %s - a calculator for combinatorial games. (help) lists what there is, (help 'topics) the guides; Ctrl-D leaves.", version)
}

// runSource runs a script or -e text. It reports whether the program must
// stop and with what status: 1 for an error, 130 for an interrupt, the
// code of (exit CODE). The value an interrupted builtin left (eval.Partial)
// is printed to stdout, its note after the error.
func runSource(p *repl.Printer, e env, stdout io.Writer, f func(context.Context) error) (code int, stop bool) {
	ctx, done := repl.WithInterrupt(e.interrupt)
	defer done()
	err := repl.Guard(func() error { return f(ctx) })
	if err == nil {
		return 0, false
	}
	var exit *eval.ExitError
	if errors.As(err, &exit) {
		return exit.Code, true
	}
	p.Error(e.stderr, err)
	if errors.Is(err, eval.ErrInterrupted) {
		// What the interrupted builtin had computed goes to standard
		// output, as its value would have.
		if _, perr := p.Partial(stdout, e.stderr, err, "", e.interrupt); perr != nil {
			p.Error(e.stderr, perr)
		}
		return 130, true
	}
	return 1, true
}

// flagError rewords an error of the flag package: "unknown flag -v" for
// its "flag provided but not defined: -v".
func flagError(err error) string {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
		return "unknown flag " + name
	}
	return msg
}

// exprList collects the -e flags in order.
type exprList []string

func (l *exprList) String() string     { return strings.Join(*l, " ") }
func (l *exprList) Set(s string) error { *l = append(*l, s); return nil }

// parseInterleaved parses flags that may come before, between or after
// file names; everything after "--" is a file name.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var files, tail []string
	for i, a := range args {
		if a == "--" {
			args, tail = args[:i], args[i+1:]
			break
		}
	}
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			break
		}
		files = append(files, args[0])
		args = args[1:]
	}
	return append(files, tail...), nil
}

func defaultHistory(getenv func(string) string) string {
	if h := getenv("CGCALC_HISTORY"); h != "" {
		return h
	}
	home, err := os.UserHomeDir()
	if err != nil || strings.TrimSpace(home) == "" {
		return ""
	}
	return filepath.Join(home, ".cgcalc_history")
}
