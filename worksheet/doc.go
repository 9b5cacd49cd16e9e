// Package worksheet is cgcalc's web front end, cgcalc serve: an HTTP
// server that serves the worksheet page (embedded in the binary) and the
// JSON API the page uses. Each browser tab has its own interpreter session;
// sessions expire when idle, evaluate one request at a time under limits of
// time, steps, output and memory, and are sandboxed: no files are written,
// pictures come back as SVG text, and load reads only under one directory.
//
// Isolation: each session evaluates in a worker process of its own (this
// program run as cgcalc serve --worker, worker.go), started at its first
// evaluation, with its own memory budget and, on Linux, an address-space
// ceiling the kernel enforces. Stop and the time limit interrupt the
// worker's evaluation; a worker that has not stopped after a grace period
// is killed. A worker that ends (killed, out of memory, crashed) takes only
// its session with it: the session is told in one line and gets a fresh
// worker, without its definitions, at its next evaluation. The server itself
// evaluates nothing.
//
// Security: the server listens on loopback by default; elsewhere it needs a
// token that every API request carries in the X-Cgcalc-Token header. The
// Host header is checked against DNS rebinding and the Origin header against
// cross-site requests; request bodies are limited in size (and, by cgcalc
// serve's http.Server, in the time they take to arrive); every response
// carries a Content-Security-Policy.
// Values and errors are returned as JSON text, never as markup: the page
// escapes them. The one markup the page inserts is a text cell's Markdown,
// rendered here (markdown.go) with raw HTML left out. Paths in errors are
// relative to the load directory.
//
// The page itself (static/, embedded) is index.html, style.css and four
// scripts: app.js (the cells, evaluation, keeping and saving), widgets.js
// (the explorer and play that explore and play results carry), editor.js
// (the board and graph editor of edit-board) and help.js (the help pane).
//
// The page saves and opens Jupyter notebooks through the server
// (ipynb.go): the page's cells and their results to nbformat 4.5 and
// back, a pure conversion that needs no session.
//
// Like repl, it sits above eval and builtins and never touches games.
package worksheet
