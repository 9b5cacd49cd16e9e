package survey

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
)

// Input is one survey file to merge.
type Input struct {
	Name string
	R    io.Reader
}

// Merged is the union of shard files: their common header, and each
// game's line as written, in the family's order.
type Merged struct {
	Header  Header
	Lines   [][]byte  // the game lines, with their sums, without their newline
	Results []*Result // the same, read
	// Warnings are what the merge accepted but the user should know: files
	// of format 1, whose lines have no sums to verify.
	Warnings []string
}

// maxLine bounds one line of a survey file (a genus to heap 100000 is a
// few MiB).
const maxLine = 256 << 20

// listShort lists at most 8 items, then "and N more".
func listShort(items []string) string {
	if len(items) <= 8 {
		return strings.Join(items, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(items[:8], ", "), len(items)-8)
}

// Merge reads shard files of one survey and joins them. It refuses, with
// one error naming the files and codes, files of different surveys
// (family or analyses), a line that is not one of a survey, a line whose
// checksum does not match it (changed or damaged since it was written), a
// file without its end line (killed, still running or cut short) or whose
// end line counts other games than it has, a game outside the family, a
// game in two places, and a game of the family in none (saying which
// shards have no file and which files are unfinished: with an end line
// saying the run stopped). Files of format 1, written before lines had
// sums, are read with a warning (Merged.Warnings) that their lines are not
// verified; the merged file is of the current format, every line with its
// sum.
func Merge(inputs []Input) (*Merged, error) {
	if len(inputs) == 0 {
		return nil, fmt.Errorf("no files to merge")
	}
	g := &merger{
		m:         &Merged{},
		byCode:    map[string]mergePlace{},
		lines:     map[string][]byte{},
		results:   map[string]*Result{},
		shardSeen: map[int]bool{},
	}
	given := map[string]bool{}
	for _, in := range inputs {
		if given[in.Name] {
			return nil, fmt.Errorf("%s is given twice", in.Name)
		}
		given[in.Name] = true
		if err := g.read(in); err != nil {
			return nil, err
		}
	}
	return g.merge()
}

// merger is what Merge has read of the files so far.
type merger struct {
	m         *Merged
	hd        *Header // the first file's header
	first     string  // the first file's name
	byCode    map[string]mergePlace
	lines     map[string][]byte
	results   map[string]*Result
	repeated  []string
	unended   []string // files whose end line says the run stopped
	shardSeen map[int]bool
}

// mergePlace is where a game's line was read.
type mergePlace struct {
	file string
	line int
}

// read reads one file, refusing it with the errors Merge describes for a
// file alone, and keeps its lines.
func (g *merger) read(in Input) error {
	sc := bufio.NewScanner(in.R)
	sc.Buffer(make([]byte, 64<<10), maxLine)
	n, last, games := 0, 0, 0
	var h *Header
	var end *End
	for sc.Scan() {
		n++
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		last = n
		where := fmt.Sprintf("%s:%d", in.Name, n)
		if end != nil {
			return fmt.Errorf("%s: a line after the end line", where)
		}
		open, sum, summed := splitSum(text)
		var l struct {
			line
			Result
		}
		// The sum member, if any, is not a field of line or Result.
		if err := json.Unmarshal(text, &l); err != nil {
			return fmt.Errorf("%s: not a survey line: %v", where, err)
		}
		if h == nil {
			if l.Survey == nil {
				return fmt.Errorf("%s: not a survey file (its first line is no {\"survey\":...} header)", where)
			}
			if f := l.Survey.Format; f != FormatVersion && f != 1 {
				return fmt.Errorf("%s: survey format %d; this cgcalc reads formats 1 and %d", where, f, FormatVersion)
			}
		}
		if h == nil && l.Survey.Format == 1 {
			// Format 1 had no sums: read it, with a warning.
			g.m.Warnings = append(g.m.Warnings, fmt.Sprintf("%s: survey format 1, written before lines had checksums: its lines are not verified (run the shard again with this cgcalc to have them checked)", in.Name))
		} else if h == nil || h.Format != 1 {
			if err := checkSum(where, open, sum, summed, cmp.Or(h, l.Survey)); err != nil {
				return err
			}
		}
		switch {
		case h == nil:
			h = l.Survey
			if g.hd == nil {
				g.hd, g.first = h, in.Name
			} else if err := sameSurvey(g.hd, h); err != nil {
				return fmt.Errorf("%s and %s are of different surveys: %v", g.first, in.Name, err)
			}
			if h.Shards == g.hd.Shards {
				g.shardSeen[h.Shard] = true
			}
		case l.Survey != nil:
			return fmt.Errorf("%s: a second header", where)
		case l.End != nil:
			end = l.End
			if end.Games != games {
				return fmt.Errorf("%s: the end line counts %d games, the file has %d: lines were lost or added after the run; run shard %d/%d again", where, end.Games, games, h.Shard, h.Shards)
			}
		case l.Code == "":
			return fmt.Errorf("%s: a line with no code", where)
		default:
			games++
			if p, ok := g.byCode[l.Code]; ok {
				g.repeated = append(g.repeated, fmt.Sprintf("%s (%s:%d and %s)", l.Code, p.file, p.line, where))
				continue
			}
			g.byCode[l.Code] = mergePlace{in.Name, n}
			if summed {
				g.lines[l.Code] = bytes.Clone(text)
			} else {
				g.lines[l.Code] = appendSum(nil, text) // format 1
			}
			r := l.Result
			g.results[l.Code] = &r
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %v", in.Name, err)
	}
	if h == nil {
		return fmt.Errorf("%s: empty: not a survey file", in.Name)
	}
	if end == nil {
		return fmt.Errorf("%s:%d: the file ends without its end line (the run of shard %d/%d was killed, is still running, or the file was cut short); run shard %d/%d again", in.Name, last, h.Shard, h.Shards, h.Shard, h.Shards)
	}
	if !end.Complete {
		g.unended = append(g.unended, in.Name)
	}
	return nil
}

// merge checks that the files read hold every game of the family once
// and no other, and returns the merged file.
func (g *merger) merge() (*Merged, error) {
	fam, err := headerFamily(g.hd)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", g.first, err)
	}
	in := make(map[string]bool, len(fam.Codes))
	var missing []string
	for _, c := range fam.Codes {
		in[c] = true
		if _, ok := g.lines[c]; !ok {
			missing = append(missing, c)
		}
	}
	var foreign []string
	for c, p := range g.byCode {
		if !in[c] {
			foreign = append(foreign, fmt.Sprintf("%s (%s:%d)", c, p.file, p.line))
		}
	}
	slices.Sort(foreign)
	var problems []string
	if len(foreign) > 0 {
		problems = append(problems, fmt.Sprintf("%d games not in the family %s: %s", len(foreign), g.hd.Family, listShort(foreign)))
	}
	if len(g.repeated) > 0 {
		problems = append(problems, fmt.Sprintf("%d games repeated: %s", len(g.repeated), listShort(g.repeated)))
	}
	if len(missing) > 0 {
		msg := fmt.Sprintf("%d of the %d games of %s missing: %s", len(missing), len(fam.Codes), g.hd.Family, listShort(missing))
		var noFile []string
		for i := range g.hd.Shards {
			if !g.shardSeen[i] {
				noFile = append(noFile, fmt.Sprintf("%d/%d", i, g.hd.Shards))
			}
		}
		if len(noFile) > 0 {
			msg += "; no file of shard " + listShort(noFile)
		}
		if len(g.unended) > 0 {
			msg += "; unfinished (interrupted, killed or still running): " + listShort(g.unended)
		}
		problems = append(problems, msg)
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("cannot merge: %s", strings.Join(problems, "; "))
	}
	m := g.m
	m.Header = *g.hd
	m.Header.Format, m.Header.Shard, m.Header.Shards = FormatVersion, 0, 1
	for _, c := range fam.Codes {
		m.Lines = append(m.Lines, g.lines[c])
		m.Results = append(m.Results, g.results[c])
	}
	return m, nil
}

// checkSum returns the error of the line at where, of the file whose
// header is h, whose text is open up to its sum (see splitSum), if its
// sum is missing or does not match.
func checkSum(where string, open []byte, sum string, summed bool, h *Header) error {
	switch {
	case !summed:
		return fmt.Errorf("%s: the line has no checksum (\"sum\" last): it was changed or damaged after it was written; run shard %d/%d again", where, h.Shard, h.Shards)
	case lineSum(open) != sum:
		return fmt.Errorf("%s: the line does not match its checksum: it was changed or damaged after it was written; run shard %d/%d again", where, h.Shard, h.Shards)
	}
	return nil
}

// sameSurvey reports how two headers differ, ignoring the shard.
func sameSurvey(a, b *Header) error {
	switch {
	case a.Family != b.Family || a.Count != b.Count || a.Digest != b.Digest:
		return fmt.Errorf("family %s (%d games) and %s (%d games)", a.Family, a.Count, b.Family, b.Count)
	case a.Analyses != b.Analyses:
		return fmt.Errorf("analyses %s and %s", a.Analyses, b.Analyses)
	case !slices.Equal(a.Codes, b.Codes):
		return fmt.Errorf("the codes of %s differ", a.Family)
	}
	return nil
}

// String is the analyses as command-line flags.
func (a Analyses) String() string {
	var f []string
	if a.NimPeriod > 0 {
		f = append(f, fmt.Sprintf("--nim-period %d", a.NimPeriod))
	}
	if a.QuotientOrder > 0 {
		f = append(f, fmt.Sprintf("--quotient-order %d", a.QuotientOrder))
	}
	if a.Genus > 0 {
		f = append(f, fmt.Sprintf("--genus %d", a.Genus))
	}
	if len(f) == 0 {
		return "(none)"
	}
	return strings.Join(f, " ")
}

// headerFamily is the family a header names, checked against its count
// and digest.
func headerFamily(h *Header) (*Family, error) {
	var fam *Family
	if h.Codes != nil {
		fam = &Family{Name: h.Family, Codes: h.Codes, Listed: true}
	} else {
		var err error
		if fam, err = ParseFamily(h.Family); err != nil {
			if strings.HasPrefix(h.Family, "file:") {
				return nil, fmt.Errorf("the header of family %s does not list its codes", h.Family)
			}
			return nil, err
		}
	}
	if len(fam.Codes) != h.Count || fam.Digest() != h.Digest {
		return nil, fmt.Errorf("the header's family %s does not match its count and digest", h.Family)
	}
	return fam, nil
}

// Write writes the merged survey: the header of a one-shard run, the
// game lines in order and a complete end line — what one process running
// the whole family writes.
func (m *Merged) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	if err := writeJSON(bw, line{Survey: &m.Header}); err != nil {
		return err
	}
	for _, l := range m.Lines {
		bw.Write(l)
		bw.WriteByte('\n')
	}
	if err := writeJSON(bw, line{End: &End{Games: len(m.Lines), Complete: true}}); err != nil {
		return err
	}
	return bw.Flush()
}

// preperiod is the certified preperiod, 0 when none.
func (r *NimPeriodResult) preperiod() int {
	if r.Preperiod == nil {
		return 0
	}
	return *r.Preperiod
}

// topN is the length of the summary's lists of extremes.
const topN = 5

// Summary is a table of the survey: for each analysis how many games
// were certified, not certified or failed, and the games with the
// longest periods and preperiods and the largest quotients.
func (m *Merged) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "survey of %s: %d games; %s\n", m.Header.Family, len(m.Results), m.Header.Analyses)
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	top := func(title string, rs []*Result, key func(*Result) int, show func(*Result) string) {
		rs = slices.Clone(rs)
		slices.SortStableFunc(rs, func(x, y *Result) int { return cmp.Compare(key(y), key(x)) })
		var items []string
		for _, r := range rs[:min(topN, len(rs))] {
			items = append(items, r.Code+" "+show(r))
		}
		if len(items) > 0 {
			fmt.Fprintf(tw, "  %s\t%s\n", title, strings.Join(items, ", "))
		}
	}
	if a := m.Header.Analyses; a.NimPeriod > 0 {
		var cert, none, failed []*Result
		for _, r := range m.Results {
			switch p := r.NimPeriod; {
			case p == nil || p.Error != "":
				failed = append(failed, r)
			case p.Certified:
				cert = append(cert, r)
			default:
				none = append(none, r)
			}
		}
		fmt.Fprintf(tw, "nim period to %d\tperiodic %d, none within %d: %d, errors %d\n", a.NimPeriod, len(cert), a.NimPeriod, len(none), len(failed))
		show := func(r *Result) string {
			return fmt.Sprintf("(p %d, e %d)", r.NimPeriod.Period, r.NimPeriod.preperiod())
		}
		top("longest periods", cert, func(r *Result) int { return r.NimPeriod.Period }, show)
		top("longest preperiods", cert, func(r *Result) int { return r.NimPeriod.preperiod() }, show)
		if len(none) > 0 {
			var codes []string
			for _, r := range none {
				codes = append(codes, r.Code)
			}
			fmt.Fprintf(tw, "  none within %d\t%s\n", a.NimPeriod, listShort(codes))
		}
	}
	if a := m.Header.Analyses; a.QuotientOrder > 0 {
		var cert, partial, failed, tame []*Result
		for _, r := range m.Results {
			switch q := r.Quotient; {
			case q == nil:
				failed = append(failed, r)
			case q.Error != "":
				failed = append(failed, r)
			case q.Certified:
				cert = append(cert, r)
				if q.Tame {
					tame = append(tame, r)
				}
			default:
				partial = append(partial, r)
			}
		}
		fmt.Fprintf(tw, "misère quotient to %d\tcertified %d (tame %d), partial %d, stopped %d\n", a.QuotientOrder, len(cert), len(tame), len(partial), len(failed))
		show := func(r *Result) string { return fmt.Sprintf("(order %d)", r.Quotient.Order) }
		top("largest certified", cert, func(r *Result) int { return r.Quotient.Order }, show)
		top("largest partial", partial, func(r *Result) int { return r.Quotient.Order }, func(r *Result) string {
			return fmt.Sprintf("(order %d at heap %d)", r.Quotient.Order, r.Quotient.Heaps)
		})
	}
	if a := m.Header.Analyses; a.Genus > 0 {
		var tame, wild, failed []*Result
		for _, r := range m.Results {
			switch g := r.Genus; {
			case g == nil || g.Error != "":
				failed = append(failed, r)
			case g.Tame:
				tame = append(tame, r)
			default:
				wild = append(wild, r)
			}
		}
		fmt.Fprintf(tw, "genus to %d\ttame %d, wild %d, errors %d\n", a.Genus, len(tame), len(wild), len(failed))
		top("latest first wild heap", wild, func(r *Result) int { return r.Genus.Wild }, func(r *Result) string {
			return fmt.Sprintf("(heap %d)", r.Genus.Wild)
		})
	}
	tw.Flush()
	return b.String()
}
