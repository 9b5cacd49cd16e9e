package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"time"

	"cgcalc/eval"
	"cgcalc/worksheet"
)

const serveUsage = `cgcalc serve - the worksheet: cgcalc in a web browser

Usage:
  cgcalc serve [--addr HOST:PORT] [--open] [--dir DIR]

Serves the worksheet page and its API, and prints the URL to open. Each
browser tab gets its own session, which evaluates in a worker process of its
own (this program, started by the server): a session that runs out of memory,
or does not stop within 2 s of Stop or of the time limit, has its worker
killed and restarted (its definitions are lost, and it is told so in one
line) while the other sessions go on. On a loopback address (the default)
no token is needed; on any other address a random token is made and must be
in the URL (it is printed). Ctrl-C stops the server.

Flags:
`

// bodyTimeout bounds the reading of a request, its body included, so that
// a client sending a byte now and then cannot hold a connection; it does
// not bound the answer, which may take the whole time limit.
var bodyTimeout = 30 * time.Second

// runServe is cgcalc serve. cgcalc serve --worker, which the server runs
// for each session, is a session's worker (worksheet.WorkerMain): it
// speaks the worker protocol on its standard input and output and is not
// meant to be run by hand.
func runServe(args []string, e env) int {
	if len(args) == 1 && args[0] == "--worker" {
		return worksheet.WorkerMain()
	}
	fs := flag.NewFlagSet("cgcalc serve", flag.ContinueOnError)
	var (
		addr          = fs.String("addr", "127.0.0.1:8053", "listen on `HOST:PORT` (beyond loopback a token is required)")
		open          = fs.Bool("open", false, "open the worksheet in the browser (with xdg-open)")
		dir           = fs.String("dir", "", "let load read files under `DIR` (without it the worksheet reads no files)")
		timeLimit     = fs.Duration("time-limit", worksheet.DefaultTimeLimit, "stop an evaluation after `DURATION`")
		maxMemory     memoryFlag
		sessionMemory memoryFlag
	)
	fs.Var(&maxMemory, "max-memory", "the server's memory budget, and each session's unless --session-memory is given (`SIZE` as for cgcalc; default: half of the machine's memory)")
	fs.Var(&sessionMemory, "session-memory", "stop a session's computation that would take its worker past `SIZE` of memory; on Linux the kernel also ends a worker whose address space grows by more than twice SIZE and 256 MiB (default: the --max-memory budget)")
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(e.stdout, serveUsage)
		fs.SetOutput(e.stdout)
		fs.PrintDefaults()
		return 0
	}
	if err == nil && fs.NArg() > 0 {
		err = fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgcalc serve: %s (see cgcalc serve --help)\n", flagError(err))
		return 2
	}
	budget := defaultMaxMemory()
	if maxMemory.set {
		budget = maxMemory.bytes
	}
	eval.SetMemoryLimit(budget)
	perSession := budget
	if sessionMemory.set {
		perSession = sessionMemory.bytes
	}
	if *dir != "" {
		if fi, err := os.Stat(*dir); err != nil || !fi.IsDir() {
			fmt.Fprintf(e.stderr, "cgcalc serve: --dir %s is not a directory\n", *dir)
			return 2
		}
	}
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(e.stderr, "cgcalc serve: %v\n", err)
		return 1
	}
	defer l.Close()
	listening := l.Addr().String()
	token := ""
	if !loopback(listening) {
		token = worksheet.NewToken()
	}
	srv, err := worksheet.New(worksheet.Config{
		Addr: listening, Token: token, Dir: *dir, TimeLimit: *timeLimit,
		SessionMemory: perSession, Log: e.stderr,
	})
	if err != nil {
		fmt.Fprintf(e.stderr, "cgcalc serve: %v\n", err)
		return 1
	}
	defer srv.Close()
	url := "http://" + urlHost(listening) + "/"
	if token != "" {
		url += "?token=" + token
	}
	fmt.Fprintf(e.stdout, "cgcalc: serving the worksheet at %s\n", url)
	hs := &http.Server{
		Handler:           srv,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       bodyTimeout,
		MaxHeaderBytes:    64 << 10,
	}
	if *open {
		openBrowser(url, e.stderr)
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(l) }()
	// Idle sessions are dropped on each request, and also every minute,
	// so that a server nobody uses gives their memory back.
	sweep := time.NewTicker(time.Minute)
	defer sweep.Stop()
	stopSweep := make(chan struct{})
	defer close(stopSweep)
	go func() {
		for {
			select {
			case <-sweep.C:
				srv.Sessions()
			case <-stopSweep:
				return
			}
		}
	}()
	select {
	case err := <-done:
		fmt.Fprintf(e.stderr, "cgcalc serve: %v\n", err)
		return 1
	case <-e.interrupt:
		srv.Close() // stop running evaluations so that their requests end
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		hs.Shutdown(ctx)
		fmt.Fprintln(e.stderr, "cgcalc: the worksheet server stopped")
		return 0
	}
}

// loopback reports whether the listening address hostport is a loopback
// address, which only this machine reaches.
func loopback(hostport string) bool {
	host, _, err := net.SplitHostPort(hostport)
	if err != nil {
		return false
	}
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// urlHost is the host:port of the URL printed for the listening address:
// an unspecified address (0.0.0.0, ::) is named by the machine's name.
func urlHost(hostport string) string {
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		return hostport
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		if h, err := os.Hostname(); err == nil && h != "" {
			host = h
		}
	}
	return net.JoinHostPort(host, port)
}

// openBrowser opens url with xdg-open, if there is one, or says it could
// not.
func openBrowser(url string, stderr io.Writer) {
	path, err := exec.LookPath("xdg-open")
	if err == nil {
		cmd := exec.Command(path, url)
		if err = cmd.Start(); err == nil {
			go cmd.Wait()
			return
		}
	}
	fmt.Fprintln(stderr, "cgcalc: could not open a browser (no xdg-open): open the URL above")
}
