package main

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImportRules keeps the architecture of DEVELOPERS.md: imports go one
// way. For each package (and its sub-packages) it lists which of our
// packages it may import and whether it may use modules outside the
// standard library.
func TestImportRules(t *testing.T) {
	rules := map[string]struct {
		ours       []string
		thirdParty bool
	}{
		"games":    {nil, false},
		"reader":   {nil, true},
		"eval":     {[]string{"reader"}, false},
		"builtins": {[]string{"eval", "reader", "games", "plot"}, false},
		"plot":     {[]string{"games"}, false},
		"repl":     {[]string{"eval", "reader"}, true},
		"internal": {nil, false},
	}
	for dir, rule := range rules {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		sub, _ := filepath.Glob(filepath.Join(dir, "*", "*.go"))
		for _, f := range append(files, sub...) {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
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
				case first == "cgcalc":
					pkg := strings.Split(path, "/")[1]
					if pkg != dir && !contains(rule.ours, pkg) {
						t.Errorf("%s imports %s: %s/ may import only %v of ours", f, path, dir, rule.ours)
					}
				case strings.Contains(first, "."):
					if !rule.thirdParty {
						t.Errorf("%s imports %s: %s/ uses the standard library only", f, path, dir)
					}
				}
			}
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
