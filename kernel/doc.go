// Package kernel is cgcalc's notebook front end, cgcalc kernel: a Jupyter
// kernel. Jupyter (JupyterLab, the classic notebook, nbclient, a console)
// starts it with a connection file and speaks to it by Jupyter's messaging
// protocol, version 5.3, over ZeroMQ: requests and replies on the shell
// and control sockets, what a cell prints, draws and returns on iopub, a
// heartbeat echo; every message signed with HMAC-SHA256 under the
// connection file's key.
//
// ZeroMQ is go-zeromq/zmq4, a ZeroMQ written in Go: it keeps cgcalc one
// static binary, built without cgo and needing no libzmq on the machine,
// as the rest of cgcalc needs nothing but itself.
//
// One kernel is one interpreter. A code cell is read as the worksheet
// reads one (package cells) and its forms evaluated in order until the
// first error: values go out as execute_result text/plain, pictures (draw,
// show, nim-plot, thermographs) as display_data image/svg+xml, printed
// output as stream stdout, and an error as an error message whose text
// carries its position, "cell:LINE:COL: ...". The interactive pieces of
// the worksheet (explore, play, edit-board) print as in the terminal.
// Evaluation runs on the shell socket's goroutine while the control
// socket is served on another, so an interrupt_request (or SIGINT) stops
// the computation as Ctrl-C does and the kernel lives on. Tab completion
// offers the names bound in the interpreter, inspection (Shift-Tab) shows
// (help NAME), and is_complete tells a console whether a form is
// unfinished. The kernel is the user's own program, like the REPL: files
// are read and written as there, under the memory budget of cgcalc's
// --max-memory.
//
// Install writes the kernelspec (cgcalc kernel install). Like repl and
// worksheet, the package sits above eval and builtins and never touches
// games.
package kernel
