// Package worksheet is cgcalc's web front end, cgcalc serve: an HTTP
// server that serves the worksheet page (embedded in the binary) and the
// JSON API the page uses. Each browser tab has its own interpreter session;
// sessions expire when idle, evaluate one request at a time under limits of
// time, steps, output and memory, and are sandboxed: no files are written,
// pictures come back as SVG text, and load reads only under one directory.
//
// Security: the server listens on loopback by default; elsewhere it needs a
// token that every API request carries in the X-Cgcalc-Token header. The
// Host header is checked against DNS rebinding and the Origin header against
// cross-site requests; request bodies are limited; every response carries a
// Content-Security-Policy. Values and errors are returned as JSON text,
// never as markup: the page escapes them.
//
// Like repl, it sits above eval and builtins and never touches games.
package worksheet
