package transcript

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// ParseGlob parses the transcripts that pattern (as for filepath.Glob)
// names, in the order of their names. It is an error if there are none.
func ParseGlob(pattern string) ([]*File, error) {
	paths, err := filepath.Glob(pattern)
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no transcripts match %s", pattern)
	}
	var files []*File
	var errs []error
	for _, p := range paths {
		f, err := ParseFile(p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		files = append(files, f)
	}
	return files, errors.Join(errs...)
}

// Run runs the cases of the transcripts that pattern names as subtests of
// t: one per file, named by its base name, and within it one per case,
// named file:line. eval evaluates a source in a fresh interpreter. A case
// that fails reports its file:line, its source, and the expected and
// actual results as transcript lines; a file that does not parse fails
// with the file:line of each problem.
//
// With update, a case that fails has its expected results rewritten from
// what it produced (see File.Update), and each file that changed is
// written back; the diff must be reviewed.
func Run(t *testing.T, pattern string, eval func(src string) Result, update bool) {
	t.Helper()
	run(t, pattern, eval, update, false)
}

// RunParallel is Run with the files, and the cases within each file, run
// in parallel (t.Parallel: as many at once as go test's -parallel flag
// allows, GOMAXPROCS by default). eval must be safe for concurrent use:
// each case in a fresh interpreter that shares no state with another's.
// With update the cases run one at a time, as with Run, since the files
// are rewritten from their results.
func RunParallel(t *testing.T, pattern string, eval func(src string) Result, update bool) {
	t.Helper()
	run(t, pattern, eval, update, !update)
}

func run(t *testing.T, pattern string, eval func(src string) Result, update, parallel bool) {
	t.Helper()
	paths, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatalf("no transcripts match %s", pattern)
	}
	for _, path := range paths {
		base := filepath.Base(path)
		t.Run(base, func(t *testing.T) {
			if parallel {
				t.Parallel()
			}
			f, err := ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			changed := 0
			for _, c := range f.Cases {
				t.Run(fmt.Sprintf("%s:%d", base, c.Line), func(t *testing.T) {
					if c.Long && testing.Short() && !update {
						t.Skip("a long case (# long): runs without -short")
					}
					if parallel {
						t.Parallel()
					}
					r := eval(c.Source)
					diff := c.Check(r)
					switch {
					case diff == "":
					case !update:
						t.Error(diff)
					default:
						if err := f.Update(c, r); err != nil {
							t.Error(err)
							return
						}
						t.Logf("updated:\n%s", diff)
						changed++
					}
				})
			}
			if changed > 0 {
				if err := os.WriteFile(path, f.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				t.Logf("%s: rewrote the expected results of %d cases; review the diff", path, changed)
			}
		})
	}
}
