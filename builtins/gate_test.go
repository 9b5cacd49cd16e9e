package builtins_test

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// gateArgs are, for each builtin of the table that writes files, the
// arguments that come before its first FILE parameter in a call that
// writes one: TestSandboxRefusesFiles builds its calls from them and the
// table's parameters, and fails for a builtin that writes files and is
// missing here.
var gateArgs = map[string]string{
	"draw":        "{1|-1}",
	"show":        `"x.o"`,
	"nim-plot":    "'kayles 50",
	"nim-values":  "'kayles 50",
	"period":      "'kayles 50",
	"value-table": "'wythoff 3 3",
}

// fileParams returns the positional indexes and the keywords of b's
// parameters named FILE.
func fileParams(b *eval.Builtin) (pos []int, keys []string) {
	for i, p := range b.Params.Positional() {
		if p.Name == "FILE" {
			pos = append(pos, i)
		}
	}
	for _, k := range b.Params.Keys() {
		if k.Name == "FILE" {
			keys = append(keys, k.Key)
		}
	}
	return pos, keys
}

// hasKey reports whether b declares the keyword key.
func hasKey(b *eval.Builtin, key string) bool {
	return slices.ContainsFunc(b.Params.Keys(), func(p eval.Param) bool { return p.Key == key })
}

// TestFileMarkers checks the table's marks of files: a builtin has a
// parameter named FILE exactly when it says what it does with files
// (eval.Builtin.Files), so that a new builtin with a FILE cannot be left
// out of TestSandboxRefusesFiles.
func TestFileMarkers(t *testing.T) {
	for _, b := range builtins.Table() {
		pos, keys := fileParams(b)
		named := len(pos)+len(keys) > 0
		if named != (b.Files != eval.NoFiles) {
			t.Errorf("%s: parameters named FILE %v %v, but Files is %d: mark it with writesFiles or readsFiles", b.Name, pos, keys, b.Files)
		}
	}
}

// TestSandboxRefusesFiles enumerates every builtin of the table that
// writes files and calls it with each of its FILE parameters in a
// sandboxed session (as cgcalc serve's worksheet makes): each call is
// refused with one line and leaves the directory as it was, whether the
// file is new or there already (with :overwrite t where the builtin takes
// it). The same call outside a sandbox writes the file, so that the
// refusal is the sandbox's and not a mistake in the call.
func TestSandboxRefusesFiles(t *testing.T) {
	n := 0
	for _, b := range builtins.Table() {
		if b.Files != eval.WritesFiles {
			continue
		}
		args, ok := gateArgs[b.Name]
		if !ok {
			t.Errorf("%s writes files: add the arguments before its FILE to gateArgs", b.Name)
			continue
		}
		pos, keys := fileParams(b)
		var calls []string
		for _, i := range pos {
			if got := len(strings.Fields(args)); got != i {
				t.Errorf("%s: gateArgs has %d arguments, its FILE is argument %d", b.Name, got, i+1)
				continue
			}
			calls = append(calls, "("+b.Name+" "+args+" FILE)")
		}
		for _, k := range keys {
			calls = append(calls, "("+b.Name+" "+args+" "+k+" FILE)")
		}
		for _, call := range calls {
			n++
			t.Run(b.Name, func(t *testing.T) {
				checkRefused(t, b, call)
			})
		}
	}
	if n < len(gateArgs) {
		t.Errorf("only %d calls for the %d builtins of gateArgs", n, len(gateArgs))
	}
}

// checkRefused runs call (FILE standing for a file name) with and
// without a sandbox.
func checkRefused(t *testing.T, b *eval.Builtin, call string) {
	eval1 := func(sandboxed bool, src string) error {
		in := builtins.New()
		if sandboxed {
			builtins.SetSandbox(in, builtins.Sandbox{Picture: func([]byte) {}})
		}
		return in.EvalSource(context.Background(), "t", src, nil)
	}
	for _, existing := range []bool{false, true} {
		dir := t.TempDir()
		file := filepath.Join(dir, "x.svg")
		src := strings.Replace(call, "FILE", strconv.Quote(file), 1)
		if existing {
			if err := os.WriteFile(file, []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
			if hasKey(b, ":overwrite") {
				src = strings.TrimSuffix(src, ")") + " :overwrite t)"
			}
		}
		err := eval1(true, src)
		switch {
		case err == nil:
			t.Errorf("%s in a sandbox: no error", src)
		case strings.Contains(err.Error(), "\n"):
			t.Errorf("%s in a sandbox: error of more than one line: %q", src, err)
		case !strings.Contains(err.Error(), b.Name+": this session writes no files"):
			t.Errorf("%s in a sandbox: error %q, want %q", src, err, b.Name+": this session writes no files")
		}
		entries, rerr := os.ReadDir(dir)
		if rerr != nil {
			t.Fatal(rerr)
		}
		if want := map[bool]int{false: 0, true: 1}[existing]; len(entries) != want {
			t.Errorf("%s in a sandbox left %d entries in the directory, want %d", src, len(entries), want)
		}
		if existing {
			if data, _ := os.ReadFile(file); string(data) != "old" {
				t.Errorf("%s in a sandbox changed the file to %.40q", src, data)
			}
			continue
		}
		if err := eval1(false, src); err != nil {
			t.Errorf("%s outside a sandbox: %v", src, err)
		} else if _, err := os.Stat(file); err != nil {
			t.Errorf("%s outside a sandbox wrote no file: %v", src, err)
		}
	}
}

// fileCalls are the functions of package os that change the file system,
// or open what could: outside files.go, builtins and the packages it
// uses call none of them. The functions that only read (os.Open,
// os.ReadFile, os.Stat, ...) are kept to files.go in builtins only.
var fileCalls = map[string]bool{
	"Create": true, "CreateTemp": true, "WriteFile": true, "OpenFile": true, "Rename": true,
	"Remove": true, "RemoveAll": true, "Mkdir": true, "MkdirAll": true, "MkdirTemp": true,
	"Link": true, "Symlink": true, "Chmod": true, "Chown": true, "Lchown": true, "Chtimes": true,
	"Truncate": true, "OpenRoot": true, "OpenInRoot": true, "CopyFS": true, "NewFile": true,
}

// readCalls are the functions of package os that read files or their
// names: in builtins, only files.go calls them.
var readCalls = map[string]bool{
	"Open": true, "ReadFile": true, "ReadDir": true, "Stat": true, "Lstat": true, "DirFS": true,
	"Readlink": true,
}

// forbiddenImports are packages through which a file could be written
// without package os's functions.
var forbiddenImports = []string{"syscall", "io/ioutil", "os/exec", "golang.org/x/sys/"}

// gateFuncs are the functions of builtins/files.go the rest of the
// package may call: the gate and the ways through it.
var gateFuncs = map[string]bool{"fileGate": true, "writeFile": true, "openToRead": true, "writesFiles": true, "readsFiles": true}

// gatedFuncs are those of gateFuncs that touch files: each begins by
// asking fileGate.
var gatedFuncs = []string{"writeFile", "openToRead"}

// parseDir parses the Go files of dir that are not tests.
func parseDir(t *testing.T, fset *token.FileSet, dir string) map[string]*ast.File {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]*ast.File{}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		files[filepath.Base(name)] = f
	}
	return files
}

// fileViolations returns the places in files (a package's, by base name)
// that touch the file system outside the gate: a call of fileCalls (and,
// if gated, of readCalls) or an import of forbiddenImports anywhere but
// gated's files.go; if gated, a use outside files.go of a function of
// files.go not in gateFuncs, and a function of gatedFuncs that does not
// begin by asking fileGate.
func fileViolations(fset *token.FileSet, files map[string]*ast.File, gated bool) []string {
	var bad []string
	declared := map[string]bool{}
	if f := files["files.go"]; gated && f != nil {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil {
				declared[fd.Name.Name] = true
			}
		}
		for _, name := range gatedFuncs {
			if !asksGate(f, name) {
				bad = append(bad, "files.go: "+name+" does not begin with if err := fileGate(in); err != nil")
			}
		}
	}
	for name, f := range files {
		if gated && name == "files.go" {
			continue
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			for _, p := range forbiddenImports {
				if path == p || strings.HasSuffix(p, "/") && strings.HasPrefix(path, p) {
					bad = append(bad, fset.Position(imp.Pos()).String()+": imports "+path)
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				if x, ok := n.X.(*ast.Ident); ok && x.Name == "os" && (fileCalls[n.Sel.Name] || gated && readCalls[n.Sel.Name]) {
					bad = append(bad, fset.Position(n.Pos()).String()+": os."+n.Sel.Name)
				}
			case *ast.Ident:
				if declared[n.Name] && !gateFuncs[n.Name] {
					bad = append(bad, fset.Position(n.Pos()).String()+": "+n.Name+" of files.go, not the gate")
				}
			}
			return true
		})
	}
	slices.Sort(bad)
	return bad
}

// asksGate reports whether the function name of f begins with
// if err := fileGate(...); err != nil { return ... }.
func asksGate(f *ast.File, name string) bool {
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Name.Name != name || fd.Body == nil || len(fd.Body.List) == 0 {
			continue
		}
		is, ok := fd.Body.List[0].(*ast.IfStmt)
		if !ok || is.Init == nil {
			return false
		}
		as, ok := is.Init.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 {
			return false
		}
		c, ok := as.Rhs[0].(*ast.CallExpr)
		if !ok {
			return false
		}
		id, ok := c.Fun.(*ast.Ident)
		return ok && id.Name == "fileGate" && len(is.Body.List) > 0
	}
	return false
}

// TestFileGate checks that builtins touches files only through the gate
// of files.go, and that the packages it uses (eval, reader, plot, games
// and its sub-packages) write none; and that the check would catch a new
// builtin writing a file of its own.
func TestFileGate(t *testing.T) {
	fset := token.NewFileSet()
	own := parseDir(t, fset, ".")
	if len(own) < 10 || own["files.go"] == nil {
		t.Fatalf("parsed %d files of builtins (files.go %v): run the test from builtins", len(own), own["files.go"] != nil)
	}
	for _, v := range fileViolations(fset, own, true) {
		t.Errorf("builtins: %s", v)
	}
	// The packages builtins uses, and theirs, in this module.
	seen := map[string]bool{}
	var walk func(files map[string]*ast.File)
	walk = func(files map[string]*ast.File) {
		for _, f := range files {
			for _, imp := range f.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				rest, ok := strings.CutPrefix(path, "cgcalc/")
				if !ok || seen[rest] {
					continue
				}
				seen[rest] = true
				dep := parseDir(t, fset, filepath.Join("..", filepath.FromSlash(rest)))
				for _, v := range fileViolations(fset, dep, false) {
					t.Errorf("%s: %s", rest, v)
				}
				walk(dep)
			}
		}
	}
	walk(own)
	for _, want := range []string{"eval", "reader", "plot", "games", "games/impartial"} {
		if !seen[want] {
			t.Errorf("the walk of builtins' imports did not reach %s", want)
		}
	}

	// A builtin added with a write of its own, or a call of the writer
	// behind the gate, is caught.
	for _, src := range []string{
		"package builtins\nimport \"os\"\nfunc plotFn() error { return os.WriteFile(\"x.svg\", nil, 0o644) }\n",
		"package builtins\nimport \"os\"\nfunc plotFn() error { _, err := os.Create(\"x.svg\"); return err }\n",
		"package builtins\nimport \"os\"\nfunc plotFn() error { return os.Rename(\"a\", \"b\") }\n",
		"package builtins\nfunc plotFn() error { return writeFileSafely(\"x.svg\", nil, true) }\n",
		"package builtins\nimport \"syscall\"\nfunc plotFn() { syscall.Sync() }\n",
	} {
		f, err := parser.ParseFile(fset, "new.go", src, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		with := map[string]*ast.File{"new.go": f}
		for k, v := range own {
			with[k] = v
		}
		if got := fileViolations(fset, with, true); len(got) == 0 {
			t.Errorf("a file writing on its own is not caught:\n%s", src)
		}
	}
}
