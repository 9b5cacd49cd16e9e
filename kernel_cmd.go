package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"cgcalc/builtins"
	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/kernel"
)

const kernelUsage = `cgcalc kernel - cgcalc in Jupyter notebooks

Usage:
  cgcalc kernel install [--user | --prefix DIR]
  cgcalc kernel [--max-memory SIZE] [--ascii] CONNECTION_FILE

cgcalc kernel install writes the kernelspec, kernels/cgcalc/kernel.json, in
Jupyter's data directory: the system's (/usr/local/share/jupyter) by
default, the user's with --user ($JUPYTER_DATA_DIR, else
~/.local/share/jupyter), or DIR/share/jupyter with --prefix DIR. Jupyter
then offers the kernel "cgcalc", which runs this program (by its absolute
path) as cgcalc kernel CONNECTION_FILE.

cgcalc kernel CONNECTION_FILE is the kernel itself, started by Jupyter: it
speaks Jupyter's messaging protocol on the sockets the connection file
names until Jupyter shuts it down. A cell's values show as text, its
pictures as SVG, what it prints as output, an error with its position
(cell:LINE:COL). Interrupting the kernel stops the computation as Ctrl-C
does; the kernel and its definitions live on.

Flags:
`

// runKernel is cgcalc kernel.
func runKernel(args []string, e env) int {
	if len(args) > 0 && args[0] == "install" {
		return runKernelInstall(args[1:], e)
	}
	fs := flag.NewFlagSet("cgcalc kernel", flag.ContinueOnError)
	var (
		ascii     = fs.Bool("ascii", false, "print games in ASCII (CGSuite's notation) instead of Unicode")
		maxMemory memoryFlag
	)
	fs.Var(&maxMemory, "max-memory", "stop any computation that would take the kernel past `SIZE` of memory (as for cgcalc; default: half of the machine's memory)")
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(e.stdout, kernelUsage)
		fs.SetOutput(e.stdout)
		fs.PrintDefaults()
		return 0
	}
	if err == nil && fs.NArg() != 1 {
		err = errors.New("give one CONNECTION_FILE")
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgcalc kernel: %s (see cgcalc kernel --help)\n", flagError(err))
		return 2
	}
	info, err := kernel.ReadConnectionFile(fs.Arg(0))
	if err != nil {
		fmt.Fprintf(e.stderr, "cgcalc kernel: %v\n", err)
		return 1
	}
	budget := defaultMaxMemory()
	if maxMemory.set {
		budget = maxMemory.bytes
	}
	eval.SetMemoryLimit(budget)
	settings := builtins.DefaultSettings()
	if *ascii {
		settings.Notation = games.ASCII
	}
	k, err := kernel.Start(info, kernel.Config{
		Version: version, Banner: fmt.Sprintf("cgcalc %s - a calculator for combinatorial games. (help) lists what there is, (help 'topics) the guides.", version), Settings: &settings,
		Interrupt: e.interrupt, Log: e.stderr,
	})
	if err != nil {
		fmt.Fprintf(e.stderr, "cgcalc kernel: %v\n", err)
		return 1
	}
	k.Serve()
	return 0
}

// runKernelInstall is cgcalc kernel install.
func runKernelInstall(args []string, e env) int {
	fs := flag.NewFlagSet("cgcalc kernel install", flag.ContinueOnError)
	var (
		user   = fs.Bool("user", false, "install for the user ($JUPYTER_DATA_DIR, else ~/.local/share/jupyter)")
		prefix = fs.String("prefix", "", "install under `DIR`/share/jupyter (a virtual environment's or conda's prefix)")
	)
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(e.stdout, kernelUsage)
		fs.SetOutput(e.stdout)
		fs.PrintDefaults()
		return 0
	}
	if err == nil && fs.NArg() > 0 {
		err = fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if err == nil && *user && *prefix != "" {
		err = errors.New("give --user or --prefix, not both")
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgcalc kernel install: %s (see cgcalc kernel --help)\n", flagError(err))
		return 2
	}
	exe, err := os.Executable()
	if err == nil {
		exe, err = filepath.EvalSymlinks(exe)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgcalc kernel install: cannot tell where this program is: %v\n", err)
		return 1
	}
	data, err := kernel.DataDir(*user, *prefix, e.getenv)
	if err == nil {
		data, err = filepath.Abs(data)
	}
	var dir string
	if err == nil {
		dir, err = kernel.Install(data, kernel.NewSpec(exe))
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgcalc kernel install: %v\n", err)
		return 1
	}
	fmt.Fprintf(e.stdout, "cgcalc: installed the Jupyter kernel cgcalc in %s (it runs %s)\n", dir, exe)
	return 0
}
