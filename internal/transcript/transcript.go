package transcript

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
)

// NoNewline is the line that follows the last output line when the output
// does not end with a newline.
const NoNewline = `\ no newline at end of output`

// A Case is one case of a transcript: a source and its expected results.
type Case struct {
	File    string // the file's name, as given to Parse
	Line    int    // the line of the source's first line, counted from 1
	Heading string // the name of the last heading above the case, or ""
	Source  string // the source lines, joined by "\n"

	// Long is set by a "# long: why" comment among the comment lines
	// just above the case: Run skips the case under go test -short.
	Long bool

	// Exactly one of HasValue and HasErr is true.
	HasValue bool
	Value    string // the expected value, printed
	HasErr   bool
	Err      string // the expected error message

	Output   string         // the exact expected output, if OutputRe is nil
	OutputRe *regexp.Regexp // a pattern the output must match, from a "|~" line

	results [2]int // the lines (from 0, end excluded) of the expected results
}

// Pos returns "file:line" for the case.
func (c *Case) Pos() string { return fmt.Sprintf("%s:%d", c.File, c.Line) }

// A Result is what evaluating a source produced.
type Result struct {
	Value  string // the last value, printed; ignored when Err is not nil
	Output string // everything printed
	Err    error
}

// Lines returns the lines of a transcript that expect exactly r: its output
// as "|" lines, then its value as "=>" lines or its error as "!!" lines.
func (r Result) Lines() []string {
	var lines []string
	if r.Output != "" {
		out, nl := strings.CutSuffix(r.Output, "\n")
		lines = append(lines, marked("|", out)...)
		if !nl {
			lines = append(lines, NoNewline)
		}
	}
	if r.Err != nil {
		return append(lines, marked("!!", r.Err.Error())...)
	}
	return append(lines, marked("=>", r.Value)...)
}

// marked returns text's lines, each after mark and a space (mark alone for
// an empty line).
func marked(mark, text string) []string {
	var lines []string
	for l := range strings.SplitSeq(text, "\n") {
		if l == "" {
			lines = append(lines, mark)
		} else {
			lines = append(lines, mark+" "+l)
		}
	}
	return lines
}

// Check compares r with the case's expected results. It returns "" if they
// agree, else a description of the difference: the expected and the actual
// results as transcript lines.
func (c *Case) Check(r Result) string {
	if c.matches(r) {
		return ""
	}
	return fmt.Sprintf("%s:\n%s\n--- want:\n%s\n--- got:\n%s", c.Pos(), c.Source,
		strings.Join(c.lines(), "\n"), strings.Join(r.Lines(), "\n"))
}

// lines returns the lines of the case's expected results, as they would
// be written.
func (c *Case) lines() []string {
	r := Result{Value: c.Value, Output: c.Output}
	if c.HasErr {
		r.Err = errors.New(c.Err)
	}
	return c.withPattern(r)
}

// withPattern returns r.Lines(), but with the case's "|~" line for the
// output if it has one.
func (c *Case) withPattern(r Result) []string {
	if c.OutputRe == nil {
		return r.Lines()
	}
	r.Output = ""
	return append([]string{"|~ " + c.OutputRe.String()}, r.Lines()...)
}

// matches reports whether r is what the case expects.
func (c *Case) matches(r Result) bool {
	if c.OutputRe != nil {
		if !c.OutputRe.MatchString(r.Output) {
			return false
		}
	} else if r.Output != c.Output {
		return false
	}
	if c.HasErr {
		return r.Err != nil && r.Err.Error() == c.Err
	}
	return r.Err == nil && r.Value == c.Value
}

// A File is a parsed transcript.
type File struct {
	Name     string
	Cases    []*Case
	Headings []Heading
	lines    []string // the file's lines, for Update
}

// A Heading is a "## name" line.
type Heading struct {
	Name string
	Line int // counted from 1
}

// ParseFile reads and parses the transcript at path; the cases' File is
// path.
func ParseFile(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, string(data))
}

// Parse parses a transcript. name is the file's name, for positions. The
// error, if any, lists every problem found, each as name:line: problem.
func Parse(name, text string) (*File, error) {
	f := &File{Name: name}
	if text != "" {
		f.lines = strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	}
	var errs []error
	fail := func(i int, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s:%d: %s", name, i+1, fmt.Sprintf(format, args...)))
	}
	for i, line := range f.lines {
		if strings.Contains(line, "\r") {
			fail(i, "carriage return in the line (transcripts end lines with \\n only)")
		}
	}
	heading := ""
	long := false // a "# long" comment just above the coming case
	for i := 0; i < len(f.lines); {
		line := f.lines[i]
		switch k := kind(line); k {
		case blankLine:
			long = false
			i++
			continue
		case commentLine:
			long = long || isLongMark(line)
			i++
			continue
		case headingLine:
			long = false
			heading = strings.TrimSpace(strings.TrimPrefix(line, "##"))
			if heading == "" || strings.ContainsAny(heading, " \t") {
				fail(i, "a heading is \"## NAME\", one name: %q", line)
			}
			f.Headings = append(f.Headings, Heading{heading, i + 1})
			i++
			continue
		case sourceLine:
		default:
			fail(i, "%s outside a case (a case begins with its source)", k)
			i++
			continue
		}
		// A case: source lines, then its results up to a blank line or the end.
		c := &Case{File: name, Line: i + 1, Heading: heading, Long: long}
		long = false
		start := i
		for i < len(f.lines) && kind(f.lines[i]) == sourceLine {
			i++
		}
		c.Source = strings.Join(f.lines[start:i], "\n")
		c.results[0] = i
		var out, val, msg []string
		noNewline, hasRe := false, false
		for ; i < len(f.lines) && kind(f.lines[i]) != blankLine; i++ {
			line := f.lines[i]
			k := kind(line)
			text := strings.TrimPrefix(strings.TrimPrefix(line, k.mark()), " ")
			switch {
			case k == sourceLine:
				fail(i, "source after the expected results (a blank line must end the case at line %d)", c.Line)
			case k == commentLine || k == headingLine:
				fail(i, "%s inside the case at line %d (put it before the case)", k, c.Line)
			case k == valueLine && msg == nil:
				val = append(val, text)
			case k == errorLine && val == nil:
				msg = append(msg, text)
			case k == valueLine || k == errorLine:
				fail(i, "a case expects a value or an error, not both")
			case val != nil || msg != nil:
				fail(i, "%s after the value or error (the output comes first)", k)
			case k == outputLine && !noNewline && !hasRe:
				out = append(out, text)
			case k == noNewlineLine && line != NoNewline:
				fail(i, "a line beginning \"\\ \" must be \"%s\"", NoNewline)
			case k == noNewlineLine && out != nil && !noNewline:
				noNewline = true
			case k == noNewlineLine:
				fail(i, "\"%s\" must follow the last \"|\" line", NoNewline)
			case k == patternLine && out == nil && !hasRe:
				hasRe = true
				rx, err := regexp.Compile(text)
				if err != nil {
					fail(i, "bad output pattern: %v", err)
				} else if text == "" {
					fail(i, "empty output pattern")
				}
				c.OutputRe = rx
			case k == patternLine:
				fail(i, "one \"|~\" line, without \"|\" lines")
			default:
				fail(i, "%s after \"%s\" or \"|~\"", k, NoNewline)
			}
		}
		c.results[1] = i
		if val == nil && msg == nil {
			fail(start, "the case has no expected value (=>) or error (!!)")
		}
		c.HasValue, c.Value = val != nil, strings.Join(val, "\n")
		c.HasErr, c.Err = msg != nil, strings.Join(msg, "\n")
		if out != nil {
			c.Output = strings.Join(out, "\n")
			if !noNewline {
				c.Output += "\n"
			}
		}
		f.Cases = append(f.Cases, c)
	}
	if errs != nil {
		return nil, errors.Join(errs...)
	}
	return f, nil
}

// isLongMark reports whether a comment line marks the case below it as
// long: "# long" alone or followed by ":" and the reason.
func isLongMark(line string) bool {
	rest, ok := strings.CutPrefix(line, "# long")
	return ok && (rest == "" || strings.HasPrefix(rest, ":"))
}

// Update sets the expected results of f's case c to r, in f's text. A "|~"
// line is kept if r's output matches it; otherwise Update returns an error
// and changes nothing, for the pattern must be edited by hand.
func (f *File) Update(c *Case, r Result) error {
	if c.OutputRe != nil && !c.OutputRe.MatchString(r.Output) {
		return fmt.Errorf("%s: the output %q does not match |~ %s: edit the pattern", c.Pos(), r.Output, c.OutputRe)
	}
	lines := c.withPattern(r)
	start, end := c.results[0], c.results[1]
	f.lines = append(f.lines[:start], append(lines, f.lines[end:]...)...)
	// What follows moves by the change in length.
	delta := len(lines) - (end - start)
	for _, d := range f.Cases {
		if d.results[0] > start {
			d.Line += delta
			d.results[0] += delta
			d.results[1] += delta
		}
	}
	for i := range f.Headings {
		if f.Headings[i].Line > start {
			f.Headings[i].Line += delta
		}
	}
	c.results[1] += delta
	c.HasValue, c.Value, c.HasErr, c.Err = false, "", false, ""
	if r.Err != nil {
		c.HasErr, c.Err = true, r.Err.Error()
	} else {
		c.HasValue, c.Value = true, r.Value
	}
	if c.OutputRe == nil {
		c.Output = r.Output
	}
	return nil
}

// Bytes returns f's text, as parsed and then updated.
func (f *File) Bytes() []byte {
	if len(f.lines) == 0 {
		return nil
	}
	return []byte(strings.Join(f.lines, "\n") + "\n")
}

// lineKind is what a line of a transcript is.
type lineKind int

const (
	sourceLine lineKind = iota
	blankLine
	commentLine
	headingLine
	valueLine
	errorLine
	outputLine
	noNewlineLine
	patternLine
)

func (k lineKind) String() string {
	return [...]string{"a source line", "a blank line", "a comment", "a heading", "a value line (=>)",
		"an error line (!!)", "an output line (|)", `"` + NoNewline + `"`, "an output pattern (|~)"}[k]
}

// mark returns the mark that begins a line of kind k.
func (k lineKind) mark() string {
	return [...]string{"", "", "#", "##", "=>", "!!", "|", `\`, "|~"}[k]
}

// kind tells what line is.
func kind(line string) lineKind {
	is := func(mark string) bool { return line == mark || strings.HasPrefix(line, mark+" ") }
	switch {
	case line == "":
		return blankLine
	case is("##"):
		return headingLine
	case is("#"):
		return commentLine
	case is("=>"):
		return valueLine
	case is("!!"):
		return errorLine
	case is("|~"):
		return patternLine
	case is("|"):
		return outputLine
	case is(`\`):
		return noNewlineLine
	}
	return sourceLine
}
