package repl

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/chzyer/readline"

	"cgcalc/eval"
	"cgcalc/reader"
)

// Config configures a REPL.
type Config struct {
	In       io.Reader // input when not Terminal
	Out, Err io.Writer
	// Terminal selects interactive line editing with prompts, history and
	// completion. Without it lines are read from In with no prompts, and
	// each value is still printed.
	Terminal bool
	// HistoryFile is where the terminal history is kept ("" for none); see
	// History.
	HistoryFile string
	// HistoryIsDefault says that HistoryFile is the default history
	// (~/.cgcalc_history or $CGCALC_HISTORY), not a file named by the
	// user: a file there without the header line, kept by an earlier
	// cgcalc, is adopted rather than refused.
	HistoryIsDefault bool
	// Color turns on coloured prompts and values; ErrColor coloured errors.
	Color, ErrColor bool
	// Interrupt delivers Ctrl-C while a form is being evaluated; it
	// cancels that evaluation. Ctrl-C while typing is seen by readline.
	Interrupt <-chan struct{}
	// Banner is printed once at the start of a terminal session.
	Banner string
	// File names the input in error positions (default "<stdin>").
	File string
	// Abbreviate shows values as a person reads them at a terminal: a long
	// value abbreviated (Printer.Display), and an interrupted builtin's
	// partial answer by one line saying it is in *partial*. Without it
	// (input from a file or a pipe is a script, whose output is data)
	// every value prints whole.
	Abbreviate bool
}

const (
	prompt         = "cgcalc> "
	continuePrompt = "   ...> "
)

// errInterrupt is returned by a lineReader for Ctrl-C at the prompt.
var errInterrupt = errors.New("interrupt")

// lineReader is where the loop gets its lines.
type lineReader interface {
	readLine(prompt string) (string, error)
	saveHistory(entry string)
	close()
}

// Run runs the loop until the input ends or (exit) is evaluated. It returns
// the exit status: the code given to exit; otherwise 0 for a terminal
// session and, without a terminal, 1 if any form failed, as for a script.
func Run(in *eval.Interp, cfg Config) int {
	if cfg.File == "" {
		cfg.File = "<stdin>"
	}
	p := NewPrinter(cfg.Color, cfg.ErrColor)
	var lr lineReader
	if cfg.Terminal {
		rl, err := readline.NewEx(&readline.Config{
			Prompt:                 p.Prompt(prompt),
			HistoryLimit:           DefaultHistoryKeep, // in memory: History keeps the file
			DisableAutoSaveHistory: true,
			HistorySearchFold:      true,
			AutoComplete:           completer{names: in.Names},
			InterruptPrompt:        "^C",
			EOFPrompt:              "",
			Stdout:                 cfg.Out,
			Stderr:                 cfg.Err,
		})
		if err != nil {
			fmt.Fprintf(cfg.Err, "cgcalc: cannot start line editing: %v\n", err)
			return 1
		}
		r := &readlineReader{rl: rl, p: p}
		if cfg.HistoryFile != "" {
			r.hist = &History{Path: cfg.HistoryFile, AdoptLegacy: cfg.HistoryIsDefault, Warn: cfg.Err}
			for _, e := range r.hist.Load() {
				_ = rl.SaveHistory(e)
			}
		}
		lr = r
		if cfg.Banner != "" {
			fmt.Fprintln(cfg.Out, cfg.Banner)
		}
	}
	// The interpreter's output goes where values go.
	out, ok := cfg.Out.(*FreshWriter)
	if !ok {
		out = &FreshWriter{W: cfg.Out}
	}
	in.Out = out
	if lr == nil {
		return runPlain(in, cfg, p, out)
	}
	defer lr.close()

	failed := false
	pending := &reader.Lines{} // the lines of an unfinished form
	lineNo := 0                // lines read so far
	firstLine := 1             // line number of the first pending line
	for {
		pr := prompt
		if pending.Len() > 0 {
			pr = continuePrompt
		}
		line, err := lr.readLine(pr)
		if errors.Is(err, errInterrupt) {
			pending = &reader.Lines{} // Ctrl-C at the prompt drops the unfinished form
			continue
		}
		if err != nil { // io.EOF (Ctrl-D) or a read error
			if pending.Len() > 0 {
				_, rerr := reader.ReadAt(cfg.File, firstLine, pending.Text())
				if rerr != nil {
					p.Error(cfg.Err, rerr)
					failed = true
				}
			}
			if !errors.Is(err, io.EOF) {
				fmt.Fprintf(cfg.Err, "cgcalc: %v\n", err)
				failed = true
			}
			break
		}
		lineNo++
		if pending.Len() == 0 {
			if strings.TrimSpace(line) == "" {
				continue
			}
			firstLine = lineNo
		}
		if pending.Add(line) { // the form goes on: read it once it is complete
			continue
		}
		src := pending.Text()
		pending = &reader.Lines{}
		nodes, rerr := reader.ReadEntry(cfg.File, firstLine, src)
		lr.saveHistory(src)
		if rerr != nil {
			p.Error(cfg.Err, rerr)
			failed = true
			continue
		}
		for _, n := range nodes {
			err := Guard(func() error {
				return evalInterruptible(in, n, cfg.Interrupt, showValue(p, out, cfg))
			})
			var exit *eval.ExitError
			if errors.As(err, &exit) {
				return exit.Code
			}
			if err != nil {
				if cfg.Terminal {
					out.FreshLine()
					if errors.Is(err, eval.ErrInterrupted) {
						fmt.Fprintln(cfg.Err) // the terminal echoed ^C; start a new line
					}
				}
				showError(p, out, cfg, err)
				failed = true
			}
		}
	}
	if failed && !cfg.Terminal {
		return 1
	}
	return 0
}

// showValue returns how the loop shows a value: abbreviated or whole, as
// cfg says.
func showValue(p *Printer, out *FreshWriter, cfg Config) func(context.Context, eval.Value) error {
	if cfg.Abbreviate {
		return func(ctx context.Context, v eval.Value) error { return p.Display(ctx, out, v) }
	}
	return func(ctx context.Context, v eval.Value) error { return p.ValueContext(ctx, out, v) }
}

// showError prints err and, after it, the value an interrupted builtin
// left, if any; Eval has bound it to eval.PartialVar, which the note
// names. Under cfg.Abbreviate the error, the note and where the value is
// make one line, and the value is not printed.
func showError(p *Printer, out *FreshWriter, cfg Config, err error) {
	if cfg.Abbreviate && p.PartialLine(cfg.Err, err) {
		return
	}
	p.Error(cfg.Err, err)
	showPartial(p, out, cfg, err)
}

// showPartial prints the value an interrupted builtin left, if any, after
// its error; Eval has bound it to eval.PartialVar, which the note names.
func showPartial(p *Printer, out *FreshWriter, cfg Config, err error) {
	if _, perr := p.Partial(out, cfg.Err, err, ", also in "+eval.PartialVar, cfg.Interrupt); perr != nil {
		out.FreshLine()
		p.Error(cfg.Err, perr)
	}
}

// Guard runs f and turns a Go panic into an error that asks for a bug
// report, so that no panic or stack trace reaches the user.
func Guard(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = eval.PanicError(reader.Position{}, r)
		}
	}()
	return f()
}

// evalInterruptible evaluates n and shows its value, cancelling either
// when interrupt delivers: printing a value can compute too (a game is
// matched against the games the user named, a long number converted to
// decimal), so show gets the context and may return its interruption.
func evalInterruptible(in *eval.Interp, n reader.Node, interrupt <-chan struct{}, show func(context.Context, eval.Value) error) error {
	ctx, stop := WithInterrupt(interrupt)
	defer stop()
	v, err := in.Eval(ctx, n)
	if err == nil && !in.Unprinted(v) {
		err = show(ctx, v)
	}
	return err
}

// WithInterrupt returns a context that the next value from interrupt
// cancels, and a function to call when the work is over. Interrupts that
// arrived before the call, while nothing was running, are discarded.
func WithInterrupt(interrupt <-chan struct{}) (context.Context, func()) {
	ctx, cancel := context.WithCancel(context.Background())
	if interrupt == nil {
		return ctx, cancel
	}
	for drained := false; !drained; {
		select {
		case <-interrupt:
		default:
			drained = true
		}
	}
	done := make(chan struct{})
	go func() {
		select {
		case <-interrupt:
			cancel()
		case <-done:
		}
	}()
	return ctx, func() {
		close(done)
		cancel()
	}
}

type readlineReader struct {
	rl   *readline.Instance
	p    *Printer
	hist *History // nil: no history file
}

func (r *readlineReader) readLine(pr string) (string, error) {
	r.rl.SetPrompt(r.p.Prompt(pr))
	line, err := r.rl.Readline()
	if errors.Is(err, readline.ErrInterrupt) {
		return "", errInterrupt
	}
	return line, err
}

func (r *readlineReader) saveHistory(entry string) {
	// One history entry per form, even when it was typed on several lines.
	line := reader.OneLineEntry(entry)
	_ = r.rl.SaveHistory(line) // only fails writing a file, which readline has not
	if r.hist != nil {
		r.hist.Append(line)
	}
}

func (r *readlineReader) close() { r.rl.Close() }

// runPlain is Run without a terminal: forms are read one at a time as
// the input comes (reader.Decoder: a long input in bounded memory), lines
// of CGSuite's syntax as at the prompt (reader.NewEntryDecoder), each
// value printed. A syntax error spoils its form only; input that is not
// text, or a form longer than eval.MaxFormBytes, ends the session.
func runPlain(in *eval.Interp, cfg Config, p *Printer, out *FreshWriter) int {
	d := reader.NewEntryDecoder(cfg.File, cfg.In, eval.MaxFormBytes())
	failed := false
	for {
		n, err := d.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err == nil {
			err = Guard(func() error {
				return evalInterruptible(in, n, cfg.Interrupt, showValue(p, out, cfg))
			})
			var exit *eval.ExitError
			if errors.As(err, &exit) {
				return exit.Code
			}
		}
		if err != nil {
			showError(p, out, cfg, err)
			failed = true
			if d.Done() {
				break
			}
		}
	}
	if failed {
		return 1
	}
	return 0
}
