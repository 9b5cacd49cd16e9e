package main

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The size rules of the code: no non-test Go file over maxFileLines lines,
// and no function over maxFuncLines lines (from its func keyword to its
// closing brace, its doc comment not counted), so that each file holds one
// job and each function reads as one piece.
const (
	maxFileLines = 800
	maxFuncLines = 150
)

// funcAllowances are the functions allowed over maxFuncLines lines, by
// "DIR/FILE.go NAME" (a method as RECEIVER.NAME), each with the reason a
// split would hurt. An allowance whose function is gone or back within
// the limit fails the test: remove it.
var funcAllowances = map[string]string{
	"games/loopy/sidecmp.go sideCompareFrom": "one nested fixed point (the Büchi game of a side comparison): " +
		"the state numbering, the predecessor lists, the counters and the worklist are shared by every round, " +
		"and pieces of it would pass them all around",
	"games/misere/contextualstates.go contextual.checkStates": "step 5 of the contextual analysis as one search: " +
		"its rule, its failure report and its recursion over types are closures over the same tables",
}

// fileAllowances are the files allowed over maxFileLines lines, with the
// reason; as with funcAllowances, a stale allowance fails the test.
var fileAllowances = map[string]string{}

// TestSizeRules walks every non-test Go file of the module and checks the
// size rules, and that every allowance is still needed.
func TestSizeRules(t *testing.T) {
	fset := token.NewFileSet()
	seen := map[string]bool{}
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
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		path = filepath.ToSlash(path)
		n := bytes.Count(src, []byte("\n"))
		_, allowed := fileAllowances[path]
		switch {
		case n > maxFileLines && !allowed:
			t.Errorf("%s: %d lines, over %d: split it by job into files named for what they hold", path, n, maxFileLines)
		case allowed && n <= maxFileLines:
			t.Errorf("%s: %d lines, within %d: remove its allowance", path, n, maxFileLines)
		}
		if allowed {
			seen[path] = true
		}
		f, err := parser.ParseFile(fset, path, src, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			key := path + " " + funcName(fd)
			n := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1
			_, allowed := funcAllowances[key]
			switch {
			case n > maxFuncLines && !allowed:
				t.Errorf("%s:%d: %s is %d lines, over %d: split it where it reads naturally, or allow it in funcAllowances with the reason",
					path, fset.Position(fd.Pos()).Line, funcName(fd), n, maxFuncLines)
			case n > maxFuncLines:
				seen[key] = true
			case allowed:
				t.Errorf("%s: %s is %d lines, within %d: remove its allowance", path, funcName(fd), n, maxFuncLines)
				seen[key] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for key := range funcAllowances {
		if !seen[key] {
			t.Errorf("allowance %q: no such function: remove it", key)
		}
	}
	for path := range fileAllowances {
		if !seen[path] {
			t.Errorf("allowance %q: no such file: remove it", path)
		}
	}
}

// funcName returns NAME for a function and RECEIVER.NAME for a method.
func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	typ := fd.Recv.List[0].Type
	for {
		switch x := typ.(type) {
		case *ast.StarExpr:
			typ = x.X
			continue
		case *ast.IndexExpr:
			typ = x.X
			continue
		case *ast.IndexListExpr:
			typ = x.X
			continue
		case *ast.Ident:
			return x.Name + "." + fd.Name.Name
		}
		return fd.Name.Name
	}
}
