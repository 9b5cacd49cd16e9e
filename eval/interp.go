package eval

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"cgcalc/reader"
)

// DefaultMaxDepth is the default limit on nested function calls.
const DefaultMaxDepth = 10000

// maxStackWeight bounds the sum, over the function calls in progress, of
// the nesting depth of each function's body. Evaluating a body takes Go
// stack in proportion to its nesting, so a recursive function with a deeply
// nested body could overflow the stack (a fatal error, not a panic) long
// before MaxDepth calls. A unit costs a few hundred bytes of stack.
const maxStackWeight = 250000

// maxLoadDepth limits files loading files.
const maxLoadDepth = 64

// Interp is an interpreter: global variables, functions (the language has
// separate namespaces for the two, as Common Lisp does: (setq star ...) does
// not hide the function star), an output writer and limits.
//
// An Interp is not safe for concurrent use: evaluate one form at a time.
type Interp struct {
	// Out receives everything the program prints.
	Out io.Writer
	// MaxSteps, when positive, limits the work of each top-level form:
	// every function call, loop iteration and list element a builtin walks
	// is a step. It exists for fuzzing and sandboxes.
	MaxSteps int64
	// MaxDepth limits nested function calls; deeper recursion is an error.
	MaxDepth int
	// Status, if set, shows a progress line for a long computation (on a
	// terminal), replacing the previous one; "" clears it. Builtins call
	// ShowStatus. It stays nil when nothing can show it, e.g. when errors
	// go to a file.
	Status func(line string)
	// TickHook, if set, is called at every Tick (and every step of the
	// evaluator's own calls and loops) with the steps charged so far in
	// the evaluation, that Tick's included, before the step limit and
	// cancellation are looked at. It is for tests, which cancel an
	// evaluation from it once a builtin is at work and count the Ticks
	// after; leave it nil otherwise.
	TickHook func(steps int64)
	// DocText, if set, rewrites the documentation that help, apropos and
	// usage lines print: package builtins sets it so that the glyphs of
	// games in the documentation print in the session's notation.
	DocText func(text string) string
	// Unbound, if set, is asked for the value of a global variable that a
	// program reads while it is unbound: a value it returns is the value
	// read, an error is the error of reading it, and (nil, nil) leaves the
	// variable unbound, an error as usual. The variable stays unbound
	// either way (boundp is nil, and a value set later wins), and quoting
	// is untouched. Package builtins sets it so that a symbol written in
	// game notation, such as ^ or *2, is that game.
	Unbound func(name string) (Value, error)
	// LoadPath, if set, reads the file that load names in place of load
	// opening it (a relative path already taken relative to the file
	// being loaded, if any): it returns the file's text, or an error that
	// refuses the load. Messages and the loads the file makes name the
	// path as given. A sandboxed session (cgcalc serve) sets it to keep
	// load inside one directory, checking the very file it opened and
	// reading from it, so that nothing can be swapped in between.
	LoadPath func(path string) (string, error)

	funcs    map[string]*cell
	globals  map[string]*cell
	builtins []*Builtin
	syntax   map[string]*specialForm // defined by builtins (DefineSyntax)
	topics   []Topic                 // help topics (AddTopic)
	formsAt  string                  // the section the special forms come before (SpecialFormsBefore)

	stack   []Value // arguments of the calls in progress
	ctx     context.Context
	done    <-chan struct{} // ctx.Done()
	steps   int64
	depth   int
	weight  int             // sum of the weights of the lambda calls in progress
	level   int             // nesting of Eval calls (load evaluates inside eval)
	callPos reader.Position // of the builtin call being made (CallPos)
	loading []string        // files being loaded, innermost last
	drew    bool            // the top-level form drew a picture (Drew)

	data    map[any]any // per-interpreter state of other packages (SetData)
	release []func()    // OnMemoryLimit's functions
}

// cell holds a global variable or function binding. Compiled code keeps
// pointers to cells, so a lookup by name happens once per call site.
type cell struct {
	v        Value // nil: unbound
	constant bool
	doc      string // a variable's documentation (DefineVariable), or ""
}

// New returns an interpreter with the special forms and no builtins; see
// package builtins for the standard library.
func New(out io.Writer) *Interp {
	if out == nil {
		out = io.Discard
	}
	in := &Interp{
		Out:      out,
		MaxDepth: DefaultMaxDepth,
		funcs:    map[string]*cell{},
		globals:  map[string]*cell{},
		ctx:      context.Background(),
	}
	in.globals["nil"] = &cell{v: Nil, constant: true}
	in.globals["t"] = &cell{v: T, constant: true}
	return in
}

// Define adds a builtin function. It panics if the name is already a
// builtin or a special form: the builtin table is fixed at start-up.
func (in *Interp) Define(b *Builtin) {
	if _, ok := in.specialForm(b.Name); ok {
		panic("eval: builtin " + b.Name + " is a special form")
	}
	c := in.funcCell(b.Name)
	if _, ok := c.v.(*Builtin); ok {
		panic("eval: builtin " + b.Name + " defined twice")
	}
	c.v = b
	in.builtins = append(in.builtins, b)
}

// Builtins returns the builtins in the order they were defined.
func (in *Interp) Builtins() []*Builtin { return in.builtins }

// DefineConstant binds a global variable that programs cannot assign, as
// nil and t are.
func (in *Interp) DefineConstant(name string, v Value) {
	c := in.globalCell(name)
	c.v, c.constant = v, true
}

// DefineVariable binds a global variable that programs may assign, with
// documentation that help prints before its value.
func (in *Interp) DefineVariable(name string, v Value, doc string) {
	c := in.globalCell(name)
	c.v, c.doc = v, doc
}

// SetData keeps a value of another package in the interpreter, under a key
// of that package's own type (as context.WithValue does): the builtins keep
// the game store here, so that each interpreter has its own.
func (in *Interp) SetData(key, v any) {
	if in.data == nil {
		in.data = map[any]any{}
	}
	in.data[key] = v
}

// Data returns the value kept under key by SetData, or nil.
func (in *Interp) Data(key any) any { return in.data[key] }

// SetGlobal binds a global variable.
func (in *Interp) SetGlobal(name string, v Value) { in.globalCell(name).v = v }

// Global returns the value of a global variable.
func (in *Interp) Global(name string) (Value, bool) {
	c, ok := in.globals[name]
	if !ok || c.v == nil {
		return nil, false
	}
	return c.v, true
}

// Function returns the function named name, if there is one.
func (in *Interp) Function(name string) (Value, bool) {
	c, ok := in.funcs[name]
	if !ok || c.v == nil {
		return nil, false
	}
	return c.v, true
}

func (in *Interp) funcCell(name string) *cell {
	c, ok := in.funcs[name]
	if !ok {
		c = &cell{}
		in.funcs[name] = c
	}
	return c
}

func (in *Interp) globalCell(name string) *cell {
	c, ok := in.globals[name]
	if !ok {
		c = &cell{}
		in.globals[name] = c
	}
	return c
}

// Names returns every name bound as a function, special form or global
// variable, sorted, for completion.
func (in *Interp) Names() []string {
	seen := map[string]bool{}
	for _, n := range in.specialFormNames() {
		seen[n] = true
	}
	for n, c := range in.funcs {
		if c.v != nil {
			seen[n] = true
		}
	}
	for n, c := range in.globals {
		if c.v != nil {
			seen[n] = true
		}
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ShowStatus passes a progress line to Status, if it is set.
func (in *Interp) ShowStatus(line string) {
	if in.Status != nil {
		in.Status(line)
	}
}

// CallPos returns the position of the form calling the builtin that is
// running, as its function starts (a builtin calling others changes it):
// the place a builtin's error is reported at, unless the error is a
// *reader.Error with a position of its own, which is kept. It is unknown
// (the zero Position) in a call made through Apply, as by funcall.
func (in *Interp) CallPos() reader.Position { return in.callPos }

// Context returns the context of the evaluation in progress. Builtins that
// compute for long should watch it (or call Tick).
func (in *Interp) Context() context.Context { return in.ctx }

// Tick charges n steps of work and reports cancellation (ErrInterrupted)
// or an exceeded step limit (ErrStepLimit). Builtins whose work grows with
// their input call it, with n in proportion to the work, so that Ctrl-C and
// MaxSteps reach them.
func (in *Interp) Tick(n int) error {
	if in.TickHook != nil {
		in.TickHook(in.steps + int64(n))
	}
	return in.tick(n)
}

// tick is Tick without the TickHook, small enough to inline: the
// evaluator's own calls and loops use it, calling the hook themselves.
func (in *Interp) tick(n int) error {
	in.steps += int64(n)
	if in.MaxSteps > 0 && in.steps > in.MaxSteps {
		return ErrStepLimit
	}
	select {
	case <-in.done:
		return in.stopCause()
	default:
		return nil
	}
}

// stopCause is the error for a cancelled evaluation: the *MemoryError
// when the memory budget stopped it, else ErrInterrupted.
func (in *Interp) stopCause() error {
	if err := context.Cause(in.ctx); errors.Is(err, ErrMemoryLimit) {
		return err
	}
	return ErrInterrupted
}

// Eval evaluates one form. Cancelling ctx stops the evaluation with an
// error wrapping ErrInterrupted (a *Partial when the builtin at work had
// part of its answer: Eval binds PartialVar to it); the memory budget's watchdog stops it
// with one wrapping a *MemoryError (ErrMemoryLimit), after which the
// functions given to OnMemoryLimit run. A Go panic inside the evaluation
// is returned as an *Error with Internal set, never propagated.
func (in *Interp) Eval(ctx context.Context, n reader.Node) (v Value, err error) {
	if in.level == 0 {
		ctx, cancel := context.WithCancelCause(ctx)
		unwatch := watchMemory(cancel)
		in.ctx, in.done = ctx, ctx.Done()
		in.steps = 0
		in.drew = false
		in.depth, in.weight = 0, 0
		in.stack = in.stack[:0]
		defer func() {
			unwatch()
			cancel(nil)
			in.ctx, in.done = context.Background(), nil
			if errors.Is(err, ErrMemoryLimit) {
				in.recoverMemory()
			}
			if p, ok := PartialOf(err); ok {
				in.SetGlobal(PartialVar, p.Value)
			}
		}()
	}
	in.level++
	defer func() {
		in.level--
		if r := recover(); r != nil {
			v, err = nil, PanicError(n.Pos(), r)
		}
	}()
	e, err := in.compile(n, nil)
	if err != nil {
		return nil, err
	}
	return e.eval(in, nil)
}

// Drew records that the top-level form being evaluated drew a picture
// (show, draw), whose picture is its answer: if its value is nil, that
// value goes unprinted (Unprinted).
func (in *Interp) Drew() { in.drew = true }

// Unprinted reports whether v, the value of the top-level form just
// evaluated, is one the REPL, -e and the worksheet do not print: nil from
// a form that drew a picture. Only the printing changes: the value is
// nil, in a program as everywhere.
func (in *Interp) Unprinted(v Value) bool { return in.drew && v == Nil }

// EvalSource reads src and evaluates its forms in order, calling each (if
// not nil) with every form's value. It stops at the first error.
func (in *Interp) EvalSource(ctx context.Context, file, src string, each func(Value) error) error {
	nodes, err := reader.Read(file, src)
	if err != nil {
		return err
	}
	return in.evalNodes(ctx, nodes, each)
}

// EvalEntry is EvalSource for text typed at a prompt, an -e argument or a
// worksheet cell, read by reader.ReadEntry: its CGSuite lines are read as
// CGSuite's expressions.
func (in *Interp) EvalEntry(ctx context.Context, file, src string, each func(Value) error) error {
	nodes, err := reader.ReadEntry(file, 1, src)
	if err != nil {
		return err
	}
	return in.evalNodes(ctx, nodes, each)
}

// evalNodes evaluates nodes in order, calling each (if not nil) with every
// value; it stops at the first error.
func (in *Interp) evalNodes(ctx context.Context, nodes []reader.Node, each func(Value) error) error {
	for _, n := range nodes {
		v, err := in.Eval(ctx, n)
		if err != nil {
			return err
		}
		if each != nil {
			if err := each(v); err != nil {
				return err
			}
		}
	}
	return nil
}

// LoadFile evaluates the forms of a file, for the builtin load. A relative
// path is taken relative to the directory of the file being loaded, if
// any. A file that cannot be opened is an error of load: "load: cannot
// read x.lisp: no such file or directory".
func (in *Interp) LoadFile(ctx context.Context, path string) error {
	if len(in.loading) > 0 && !filepath.IsAbs(path) {
		path = filepath.Join(filepath.Dir(in.loading[len(in.loading)-1]), path)
	}
	if len(in.loading) >= maxLoadDepth {
		return errorf(reader.Position{}, "load: files nested more than %d deep (does %s load itself?)", maxLoadDepth, path)
	}
	if in.LoadPath != nil {
		text, err := in.LoadPath(path)
		if err != nil {
			return errorf(reader.Position{}, "load: %v", err)
		}
		return in.evalFile(ctx, path, strings.NewReader(text), nil)
	}
	f, err := openSource(path)
	if err != nil {
		if err.system {
			return errorf(reader.Position{}, "load: cannot read %s: %s", path, err.Reason)
		}
		return errorf(reader.Position{}, "load: %s %s", path, err.Reason)
	}
	defer f.Close()
	return in.evalFile(ctx, path, f, nil)
}

// RunFile evaluates the forms of a file named on the command line, as
// LoadFile does, except that a file that cannot be opened is a *FileError
// naming it: "x.lisp: no such file or directory".
func (in *Interp) RunFile(ctx context.Context, path string) error {
	return in.RunFileForms(ctx, path, nil)
}

// RunFileForms is RunFile telling each (if not nil) of every form, its
// value or its error, as cgcalc --json reports them one by one.
func (in *Interp) RunFileForms(ctx context.Context, path string, each EachForm) error {
	f, err := openSource(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return in.evalFile(ctx, path, f, each)
}

// sniffBytes is how much of the start of a file is checked for being
// text before any of it is evaluated.
const sniffBytes = 8 << 10

// evalFile evaluates the forms of the file path, read from f. A file
// whose first sniffBytes hold a NUL byte or a byte that is not UTF-8 (a
// program, an image) is refused before any form is evaluated, with the
// byte's position; the rest of the file is checked form by form as it is
// read.
func (in *Interp) evalFile(ctx context.Context, path string, f io.Reader, each EachForm) error {
	in.loading = append(in.loading, path)
	defer func() { in.loading = in.loading[:len(in.loading)-1] }()
	br := bufio.NewReaderSize(f, 64<<10)
	head, err := br.Peek(sniffBytes)
	if err := reader.CheckText(path, string(head), err == nil); err != nil {
		return err
	}
	return in.EvalStreamForms(ctx, path, br, each)
}

// FileError is the error of a file of forms that cannot be opened: it does
// not exist or cannot be read, or it is a directory, a device or a pipe.
type FileError struct {
	Path   string
	Reason string // "no such file or directory", "is a directory", "is not a regular file"
	system bool   // Reason is the system's, from opening the file
}

// Error returns "PATH: REASON".
func (e *FileError) Error() string { return e.Path + ": " + e.Reason }

// MaxFormBytes is the longest form a script or standard input may hold:
// 1/2048 of the memory budget (6 MiB at 12 GiB), between 64 KiB and
// 64 MiB; 64 MiB without a budget. Reading a form takes up to about 420
// bytes of memory a byte of text (a list of a million one-digit numbers,
// 2 MB of text, takes 840 MB to read), so a form of the largest size
// takes at most a fifth of the budget.
func MaxFormBytes() int {
	limit := MemoryLimit()
	if limit == 0 {
		return 64 << 20
	}
	return int(min(max(limit/2048, 64<<10), 64<<20))
}

// FileErrorReason returns what went wrong in err without the operation and
// file names that *fs.PathError and *os.LinkError add, so that a message
// can name the file once (and never a temporary file): "no such file or
// directory".
func FileErrorReason(err error) error {
	var pe *os.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err
	case errors.As(err, &le):
		return le.Err
	}
	return err
}

// openSource opens a regular file to read: not a device or a pipe, which
// could be endless or block, nor a directory.
func openSource(path string) (*os.File, *FileError) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, &FileError{Path: path, Reason: FileErrorReason(err).Error(), system: true}
	}
	switch {
	case info.IsDir():
		return nil, &FileError{Path: path, Reason: "is a directory"}
	case !info.Mode().IsRegular():
		return nil, &FileError{Path: path, Reason: "is not a regular file"}
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, &FileError{Path: path, Reason: FileErrorReason(err).Error(), system: true}
	}
	return f, nil
}

// Apply calls the function fn (a function value, or a symbol naming one)
// with args. Builtins use it to call the functions they are given. The call
// counts towards MaxDepth like a call of a user function: builtins calling
// builtins ((apply #'funcall ...)) nest too.
func (in *Interp) Apply(fn Value, args []Value) (Value, error) {
	f, err := in.resolveFunction(fn)
	if err != nil {
		return nil, err
	}
	if in.depth >= in.MaxDepth {
		return nil, errorf(reader.Position{}, "recursion too deep (more than %d nested calls)", in.MaxDepth)
	}
	in.depth++
	v, err := in.call(f, args, reader.Position{})
	in.depth--
	return v, err
}

// resolveFunction turns a function designator into a function value. Its
// errors carry no position, so that the builtin that was given fn (sort,
// mapcar, funcall...) adds its name: "sort: 5 is not a function".
func (in *Interp) resolveFunction(fn Value) (Value, error) {
	switch f := fn.(type) {
	case *Builtin, *Lambda:
		return f, nil
	case Symbol:
		if in.IsSpecialForm(string(f)) {
			return nil, fmt.Errorf("%s is a special form, not a function", describe(f))
		}
		if v, ok := in.Function(string(f)); ok {
			return v, nil
		}
		return nil, fmt.Errorf("undefined function: %s", describe(f))
	}
	return nil, fmt.Errorf("%s is not a function", describe(fn))
}

// popStack drops the values above base from the argument stack.
func (in *Interp) popStack(base int) {
	if len(in.stack) > base {
		clear(in.stack[base:])
		in.stack = in.stack[:base]
	}
}

// call applies a function value to evaluated arguments. pos is the call
// site, used for errors.
func (in *Interp) call(fn Value, args []Value, pos reader.Position) (Value, error) {
	if in.TickHook != nil {
		in.TickHook(in.steps + 1)
	}
	if err := in.tick(1); err != nil {
		return nil, errorAt(pos, err)
	}
	switch f := fn.(type) {
	case *Builtin:
		base := len(in.stack)
		a := Args{Pos: args}
		if !f.Params.direct(len(args)) {
			var err error
			if a, err = f.Params.bind(in, f.Name, args); err != nil {
				in.popStack(base)
				return nil, errorAt(pos, err)
			}
		}
		in.callPos = pos
		v, err := f.Fn(in, a)
		in.popStack(base)
		if err != nil {
			if errors.Is(err, ErrInterrupted) || errors.Is(err, context.Canceled) {
				// Stopped by the memory budget: say so, not "interrupted".
				if cause := in.stopCause(); cause != ErrInterrupted {
					err = cause
				}
			}
			return nil, errorAt(pos, builtinError(f.Name, err))
		}
		if v == nil {
			v = Nil
		}
		return v, nil
	case *Lambda:
		return in.applyLambda(f, args, pos)
	}
	return nil, errorf(pos, "%s is not a function", describe(fn))
}

func (in *Interp) applyLambda(l *Lambda, args []Value, pos reader.Position) (Value, error) {
	s := l.spec
	name := l.Name
	if name == "" {
		name = "lambda"
	}
	if len(args) < len(s.required) || (s.rest < 0 && len(args) > len(s.required)+len(s.optional)) {
		max := len(s.required) + len(s.optional)
		if s.rest >= 0 {
			max = -1
		}
		return nil, errorAt(pos, arityError(name, len(s.required), max, len(args)))
	}
	if in.depth >= in.MaxDepth {
		return nil, errorf(pos, "recursion too deep (more than %d nested calls)", in.MaxDepth)
	}
	if in.weight+s.weight > maxStackWeight {
		return nil, errorf(pos, "recursion too deep (%d nested calls of functions nested %d deep)", in.depth, s.weight-1)
	}
	in.depth++
	in.weight += s.weight
	v, err := in.runLambda(l, args)
	in.depth--
	in.weight -= s.weight
	if err != nil {
		return nil, in.trace(err, name, pos)
	}
	return v, nil
}

// runLambda binds the arguments of a call whose count is checked and
// evaluates the body.
func (in *Interp) runLambda(l *Lambda, args []Value) (Value, error) {
	s := l.spec
	fr := newFrame(s.nslots, l.env)
	n := copy(fr.vals, args[:min(len(args), len(s.required))])
	for i, opt := range s.optional {
		if n < len(args) {
			fr.vals[len(s.required)+i] = args[n]
			n++
			continue
		}
		v, err := opt.eval(in, fr)
		if err != nil {
			return nil, err
		}
		fr.vals[len(s.required)+i] = v
	}
	if s.rest >= 0 {
		fr.vals[s.rest] = List(args[n:]...)
	}
	return s.body.eval(in, fr)
}

// undefinedFunction returns the error for calling an undefined function,
// with a hint when a global variable of that name holds a function.
func (in *Interp) undefinedFunction(pos reader.Position, name string) error {
	q := reader.Clip(reader.QuoteSymbol(name))
	if v, ok := in.Global(name); ok {
		switch v.(type) {
		case *Builtin, *Lambda:
			return errorf(pos, "undefined function: %s (the variable %s holds a function: call it with (funcall %s ...))", q, q, q)
		}
	}
	return errorf(pos, "undefined function: %s", q)
}

// trace adds a backtrace frame to an error leaving a user function.
func (in *Interp) trace(err error, name string, pos reader.Position) error {
	e := errorAt(pos, err)
	e.push(Frame{Func: name, Pos: pos})
	return e
}

// Doc is the documentation of a name.
type Doc struct {
	Usage string // e.g. "(car LIST)"; a variable's name
	Kind  string // "special form", "builtin", "function defined at POS" or "variable"
	Text  string // the documentation proper; a variable's value
	Args  string // a builtin's defaults and keywords (Params.Defaults), or ""
}

// Documentation returns the documentation of a special form, builtin, user
// function or global variable.
func (in *Interp) Documentation(name string) (Doc, bool) {
	if sf, ok := in.specialForm(name); ok {
		return Doc{sf.Sig, "special form", sf.Doc, ""}, true
	}
	switch f := in.funcs[name].valueOrNil().(type) {
	case *Builtin:
		return Doc{f.Usage(), "builtin", f.Doc, f.Params.Defaults()}, true
	case *Lambda:
		doc := f.Doc
		if doc == "" {
			doc = "No documentation string."
		}
		usage := reader.QuoteSymbol(name)
		if params := strings.TrimSuffix(strings.TrimPrefix(f.spec.params, "("), ")"); params != "" {
			usage += " " + params
		}
		return Doc{"(" + usage + ")", "function defined at " + f.spec.pos.String(), doc, ""}, true
	}
	if v, ok := in.Global(name); ok {
		text := "value: " + describe(v)
		if d := in.globals[name].doc; d != "" {
			text = d + "\n" + text
		}
		return Doc{reader.QuoteSymbol(name), "variable", text, ""}, true
	}
	return Doc{}, false
}

// HelpText returns what (help NAME) prints: the documentation of a name,
// else the help topic of that name, or the list of topics for "topics".
func (in *Interp) HelpText(name string) (string, bool) { return in.help(name) }

// Help returns the documentation of name as help prints it: the usage
// line, then the documentation indented by two spaces and wrapped (Wrap)
// to HelpWidth columns.
func (in *Interp) Help(name string) (string, bool) {
	d, ok := in.Documentation(name)
	if !ok {
		return "", false
	}
	text := d.Text
	if d.Args != "" {
		text += "\n" + d.Args
	}
	// The text is wrapped after DocText, which may make it wider (⇑ is ^^
	// in ASCII), so that every line fits in HelpWidth with its indent.
	return in.Doc(fmt.Sprintf("%s  [%s]", d.Usage, d.Kind)) + "\n" + indent(Wrap(in.Doc(text), HelpWidth-2)), true
}

// Doc returns documentation text as the session prints it (see DocText).
func (in *Interp) Doc(text string) string {
	if in == nil || in.DocText == nil {
		return text
	}
	return in.DocText(text)
}

func (c *cell) valueOrNil() Value {
	if c == nil {
		return nil
	}
	return c.v
}

func indent(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = "  " + l
		}
	}
	return strings.Join(lines, "\n")
}
