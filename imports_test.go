package main

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// importRule says what a package may import: which of our packages
// (patterns as in the go command: "games" is that package alone,
// "games/..." it and every package below it; "*" any of ours) and whether
// modules outside the standard library and this module.
type importRule struct {
	ours       []string
	thirdParty bool
}

// importRules is the architecture: imports go one way. The mathematics
// (games and its sub-packages) imports nothing of ours outside games and
// nothing beyond the standard library; plot draws games' values and positions'
// pictures and imports only games and games/rulesets; reader turns text into data and imports nothing of
// ours; eval evaluates that data and imports only reader; builtins joins
// the language to the mathematics (eval, reader, games and its
// sub-packages, plot); repl is the terminal front end over eval and reader
// and never touches games; worksheet, the web front end (cgcalc serve),
// sits where repl does, over eval, reader and builtins (and goldmark for
// its text cells' Markdown), and never touches games; kernel, the
// notebook front end (cgcalc kernel, a Jupyter kernel), sits there too (and
// uses go-zeromq/zmq4 for ZeroMQ); cells, what both evaluate a cell with,
// imports only eval and reader; survey runs families of games through the
// mathematics for the command line and imports only games and its
// sub-packages; internal packages serve the tests and import
// nothing of ours; the root package main wires everything. Keys
// are package directories relative to the module root, as patterns like
// importRule.ours. Every package of the module must match exactly one key.
var importRules = map[string]importRule{
	"games/...":    {[]string{"games/..."}, false},
	"plot":         {[]string{"games", "games/rulesets"}, false},
	"reader":       {nil, true},
	"eval":         {[]string{"reader"}, false},
	"builtins":     {[]string{"eval", "reader", "games/...", "plot"}, false},
	"repl":         {[]string{"eval", "reader", "cells"}, true},
	"worksheet":    {[]string{"eval", "reader", "builtins", "cells"}, true},
	"kernel":       {[]string{"eval", "reader", "builtins", "cells"}, true},
	"cells":        {[]string{"eval", "reader"}, false},
	"survey":       {[]string{"games/..."}, false},
	"internal/...": {nil, false},
	".":            {[]string{"*"}, true},
}

// matchPkg reports whether package dir (relative to the module root,
// "." for the root) matches pattern.
func matchPkg(pattern, dir string) bool {
	if pattern == "*" {
		return true
	}
	if base, ok := strings.CutSuffix(pattern, "/..."); ok {
		return dir == base || strings.HasPrefix(dir, base+"/")
	}
	return dir == pattern
}

// modulePath reads the module path from go.mod.
func modulePath(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(src), "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "module "); ok {
			return strings.Trim(strings.TrimSpace(rest), `"`)
		}
	}
	t.Fatal("go.mod: no module line")
	return ""
}

// TestImportRules checks every package of the module, at any depth,
// against importRules, and fails for a package without a rule.
func TestImportRules(t *testing.T) {
	mod := modulePath(t)
	// The package directories: every directory with a non-test .go file,
	// skipping those the go command ignores.
	pkgs := map[string][]string{} // dir -> its non-test .go files
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != "." && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "vendor") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			dir := filepath.ToSlash(filepath.Dir(path))
			pkgs[dir] = append(pkgs[dir], path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	for dir, files := range pkgs {
		var keys []string
		for k := range importRules {
			if matchPkg(k, dir) {
				keys = append(keys, k)
			}
		}
		if len(keys) != 1 {
			t.Errorf("package %s matches the rules %v: give it exactly one in importRules", dir, keys)
			continue
		}
		used[keys[0]] = true
		rule := importRules[keys[0]]
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			parsed, err := parser.ParseFile(token.NewFileSet(), f, src, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range parsed.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				first, _, _ := strings.Cut(path, "/")
				switch {
				case path == mod || strings.HasPrefix(path, mod+"/"):
					pkg := strings.TrimPrefix(strings.TrimPrefix(path, mod), "/")
					if pkg == "" {
						pkg = "."
					}
					if pkg == dir {
						continue
					}
					if !slices.ContainsFunc(rule.ours, func(p string) bool { return matchPkg(p, pkg) }) {
						t.Errorf("%s imports %s: package %s may import only %v of ours", f, path, dir, rule.ours)
					}
				case strings.Contains(first, "."):
					if !rule.thirdParty {
						t.Errorf("%s imports %s: package %s uses the standard library only", f, path, dir)
					}
				}
			}
		}
	}
	for k := range importRules {
		if !used[k] {
			t.Errorf("importRules has %q, which matches no package", k)
		}
	}
	for _, want := range []string{".", "games", "games/impartial", "games/misere", "games/pmisere", "games/quotient", "games/search", "plot", "reader", "eval", "builtins", "repl", "survey"} {
		if _, ok := pkgs[want]; !ok {
			t.Errorf("package %s not found: the walk missed it", want)
		}
	}
}

// TestImportRulesMatch checks the patterns of importRules.
func TestImportRulesMatch(t *testing.T) {
	for _, tt := range []struct {
		pattern, dir string
		want         bool
	}{
		{"games/...", "games", true},
		{"games/...", "games/misere", true},
		{"games/...", "games/misere/x", true},
		{"games/...", "gamesx", false},
		{"games", "games/misere", false},
		{"games", "games", true},
		{"*", "repl", true},
		{".", ".", true},
		{".", "eval", false},
	} {
		if got := matchPkg(tt.pattern, tt.dir); got != tt.want {
			t.Errorf("matchPkg(%q, %q) = %v, want %v", tt.pattern, tt.dir, got, tt.want)
		}
	}
}
