package survey

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"cgcalc/games/impartial"
)

func TestParseFamily(t *testing.T) {
	for _, tt := range []struct {
		spec  string
		count int
		first []string
		err   string
	}{
		// Codes 0.d1…dj, 1 ≤ j ≤ K, last digit non-zero: 7·8^(j−1) of
		// each length, 8^K − 1 in all (counted by hand: 7 + 56 + 448).
		{"octal:1", 7, []string{"0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"}, ""},
		{"octal:2", 63, []string{"0.01", "0.02"}, ""},
		{"octal:3", 511, []string{"0.001", "0.002"}, ""},
		// Hexadecimal: 15 + 240 = 16^2 − 1.
		{"hex:2", 255, []string{"0.01", "0.02"}, ""},
		{" OCTAL:2 ", 63, nil, ""},
		{"octal:0", 0, nil, "whole number from 1 to 7"},
		{"octal:8", 0, nil, "whole number from 1 to 7"},
		{"hex:6", 0, nil, "whole number from 1 to 5"},
		{"octal", 0, nil, "write octal:K or hex:K"},
		{"decimal:2", 0, nil, "write octal:K or hex:K"},
		{"octal:x", 0, nil, "whole number"},
	} {
		f, err := ParseFamily(tt.spec)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParseFamily(%q) error %v, want one containing %q", tt.spec, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseFamily(%q): %v", tt.spec, err)
			continue
		}
		if len(f.Codes) != tt.count {
			t.Errorf("ParseFamily(%q): %d codes, want %d", tt.spec, len(f.Codes), tt.count)
		}
		if !slices.IsSorted(f.Codes) || len(slices.Compact(slices.Clone(f.Codes))) != len(f.Codes) {
			t.Errorf("ParseFamily(%q): codes not sorted and distinct", tt.spec)
		}
		if len(f.Codes) >= len(tt.first) && !slices.Equal(f.Codes[:len(tt.first)], tt.first) {
			t.Errorf("ParseFamily(%q) begins %v, want %v", tt.spec, f.Codes[:len(tt.first)], tt.first)
		}
		// Every code is in its standard form (the parser prints it back).
		for _, c := range f.Codes {
			r, err := impartial.Parse(c)
			if err != nil || r.Code() != c {
				t.Errorf("ParseFamily(%q): code %s does not read back (%v)", tt.spec, c, err)
				break
			}
		}
	}
}

func TestReadCodes(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		codes      []string
		err        string
	}{
		// Presets are written as their codes (Winning Ways ch. 4: Kayles is
		// 0.77, Dawson's Kayles 0.07).
		{"presets and comments", "# a family\nkayles\n\n  0.07  # Dawson's Kayles\n.137\n", []string{"0.07", "0.137", "0.77"}, ""},
		{"repeated game", "0.77\nkayles\n", nil, "f.txt:2: kayles is the game of line 1 again (0.77)"},
		{"bad code", "0.77\n0.7z\n", nil, "f.txt:2: bad code"},
		{"empty", "# nothing\n\n", nil, "f.txt: no codes"},
	} {
		f, err := ReadCodes("f.txt", strings.NewReader(tt.text))
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%s: error %v, want one containing %q", tt.name, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if !slices.Equal(f.Codes, tt.codes) || f.Name != "file:f.txt" || !f.Listed {
			t.Errorf("%s: %+v, want codes %v", tt.name, f, tt.codes)
		}
	}
}

func TestParseShard(t *testing.T) {
	env := func(kv ...string) func(string) string {
		return func(k string) string {
			for i := 0; i < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	for _, tt := range []struct {
		s    string
		env  func(string) string
		want Shard
		err  string
	}{
		{"1/4", env(), Shard{1, 4}, ""},
		{"0/1", env(), Shard{0, 1}, ""},
		// sbatch --array=0-3 sets these (sbatch(1), OUTPUT ENVIRONMENT VARIABLES).
		{"auto", env("SLURM_ARRAY_TASK_ID", "2", "SLURM_ARRAY_TASK_COUNT", "4", "SLURM_ARRAY_TASK_MIN", "0"), Shard{2, 4}, ""},
		// An Indexed Job sets JOB_COMPLETION_INDEX, from 0 (Kubernetes Job docs).
		{"auto", env("JOB_COMPLETION_INDEX", "3", "CGCALC_SHARDS", "4"), Shard{3, 4}, ""},
		{"auto/8", env("JOB_COMPLETION_INDEX", "7"), Shard{7, 8}, ""},
		{"auto", env("SLURM_ARRAY_TASK_ID", "4", "SLURM_ARRAY_TASK_COUNT", "4", "SLURM_ARRAY_TASK_MIN", "1"), Shard{}, "shards are numbered from 0"},
		{"auto", env(), Shard{}, "neither SLURM_ARRAY_TASK_ID"},
		{"auto", env("JOB_COMPLETION_INDEX", "1"), Shard{}, "number of shards is unknown"},
		{"4/4", env(), Shard{}, "not between 0 and 3"},
		{"-1/4", env(), Shard{}, "not between 0 and 3"},
		{"1/0", env(), Shard{}, "from 1 to"},
		{"a/b", env(), Shard{}, "whole numbers"},
		{"3", env(), Shard{}, "write I/N"},
	} {
		got, err := ParseShard(tt.s, tt.env)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParseShard(%q) error %v, want one containing %q", tt.s, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseShard(%q) = %v, %v, want %v", tt.s, got, err, tt.want)
		}
	}
}

// TestShardsPartition checks that the shards of a family are disjoint and
// cover it, for every count up to 9 (brute force over the family).
func TestShardsPartition(t *testing.T) {
	fam, _ := ParseFamily("octal:2")
	for n := 1; n <= 9; n++ {
		var all []string
		for i := range n {
			part := Shard{i, n}.Of(fam.Codes)
			if len(part) < len(fam.Codes)/n || len(part) > len(fam.Codes)/n+1 {
				t.Errorf("shard %d/%d has %d of %d games", i, n, len(part), len(fam.Codes))
			}
			all = append(all, part...)
		}
		slices.Sort(all)
		if !slices.Equal(all, fam.Codes) {
			t.Errorf("the %d shards do not partition the family", n)
		}
	}
}

func TestAnalyze(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		code string
		a    Analyses
		want string // the JSON line
	}{
		// Winning Ways ch. 4 p. 91 (A002186): Kayles has period 12 from
		// heap 71; n is the last heap the certificate needs: 2·71 + 2·12 + 2
		// − 1 = 167 (Guy and Smith's bound, impartial's period.go).
		{"0.77", Analyses{NimPeriod: 5000}, `{"code":"0.77","nim_period":{"n":167,"certified":true,"period":12,"preperiod":71}}`},
		// A002187, Winning Ways ch. 4: Dawson's Kayles 0.07, period 34,
		// preperiod 53.
		{"0.07", Analyses{NimPeriod: 5000}, `{"code":"0.07","nim_period":{"n":175,"certified":true,"period":34,"preperiod":53}}`},
		// Officers 0.6 is unsolved (Winning Ways ch. 4): no period.
		{"0.6", Analyses{NimPeriod: 3000}, `{"code":"0.6","nim_period":{"n":3000,"certified":false}}`},
		// The certificate for Kayles needs the 168 values of heaps 0 … 167
		// (impartial's period_test.go, from Allemang 1984, Theorem V).
		{"0.77", Analyses{NimPeriod: 167}, `{"code":"0.77","nim_period":{"n":167,"certified":true,"period":12,"preperiod":71}}`},
		{"0.77", Analyses{NimPeriod: 166}, `{"code":"0.77","nim_period":{"n":166,"certified":false}}`},
		// Nim 0.[3] and Grundy's game 4!.0 are outside the Guy–Smith test
		// (impartial.Period's doc).
		{"0.[3]", Analyses{NimPeriod: 10}, `{"code":"0.[3]","nim_period":{"n":10,"certified":false,"note":"a code with a repeating tail: the Guy-Smith test does not apply"}}`},
		{"4!.0", Analyses{NimPeriod: 10}, `{"code":"4!.0","nim_period":{"n":10,"certified":false,"note":"splits must leave different heaps: the Guy-Smith test does not apply"}}`},
		// Plambeck 2005, §8.2.1 (Fig. 12): 0.34 has a misère quotient of
		// order 12 with three P-elements {a, b², ac}, Φ period 8 and
		// preperiod 7. Allemang's Theorem VI needs the heaps to
		// 2·n0 + 2p + k = 14 + 16 + 2 = 32 (quotient.Analyze).
		{"0.34", Analyses{QuotientOrder: 60}, `{"code":"0.34","quotient_order":{"heaps":32,"order":12,"p_size":3,"tame":false,"certified":true,"period":8,"preperiod":7}}`},
		// Plambeck 2005, §9.3: 0.123, order 20, P = {a, b², ac, bd, d²},
		// period 5, preperiod 5; heaps to 10 + 10 + 3 = 23.
		{"0.123", Analyses{QuotientOrder: 60}, `{"code":"0.123","quotient_order":{"heaps":23,"order":20,"p_size":5,"tame":false,"certified":true,"period":5,"preperiod":5}}`},
		// Grundy's game 4!.0 is outside the misère test too
		// (quotient.OctalBound): its Φ to heap 12 passes the test's
		// equations (period 3 from heap 3, order 6) but its quotient is
		// larger (quotient's TestCertifyNeedsPlainSplits: 35+5 is an
		// N-position the order-6 quotient calls P).
		{"4!.0", Analyses{QuotientOrder: 12}, `{"code":"4!.0","quotient_order":{"heaps":12,"order":6,"p_size":2,"tame":true,"certified":false}}`},
		// A hexadecimal code: three heaps from one move, so the test needs
		// the heaps to 3n0 + 3p + k = 3 + 6 + 1 = 10 (quotient's
		// TestCertifyParts).
		{"0.F", Analyses{QuotientOrder: 60}, `{"code":"0.F","quotient_order":{"heaps":10,"order":2,"p_size":1,"tame":true,"certified":true,"period":2,"preperiod":1}}`},
		// Plambeck 2005, §7.1.2: 0.4133 is tame to heap 80, order 18 (T4),
		// P = {a, b²}; the periodicity test certifies no period there.
		{"0.4133", Analyses{QuotientOrder: 80}, `{"code":"0.4133","quotient_order":{"heaps":80,"order":18,"p_size":2,"tame":true,"certified":false}}`},
		// Allen 2006, Prop. 2.2.1: the genus of a nim heap is that of *n;
		// Nim is tame.
		{"0.[3]", Analyses{Genus: 4}, `{"code":"0.[3]","genus":{"h":4,"genera":["0^120","1^031","2^20","3^31","4^46"],"tame":true}}`},
		// Plambeck 2005, Fig. 22; Allen 2006, §3.3.1: 0.123's heap 8 has
		// genus 2^1420, not a tame value (Allen 2006, §2.2), and is the
		// first wild heap.
		{"0.123", Analyses{Genus: 9}, `{"code":"0.123","genus":{"h":9,"genera":["0^120","1^031","0^120","2^20","2^20","1^031","0^02","0^120","2^1420","1^20"],"tame":false,"wild":8}}`},
	} {
		r, err := Analyze(ctx, tt.code, Options{Analyses: tt.a})
		if err != nil {
			t.Errorf("%s %v: %v", tt.code, tt.a, err)
			continue
		}
		got, _ := json.Marshal(r)
		if string(got) != tt.want {
			t.Errorf("%s %v:\n got %s\nwant %s", tt.code, tt.a, got, tt.want)
		}
	}
}

// TestNimPeriodEarlyStop checks the analysis against impartial.Period on
// all the values to N, for every code of octal:2: stopping at the first
// certificate gives the same least period and preperiod (a certified
// period p from e makes the least eventual period p0 | p hold from e
// too, so Period finds p0 and the true preperiod at any length that
// certifies p).
func TestNimPeriodEarlyStop(t *testing.T) {
	const n = 3000
	fam, _ := ParseFamily("octal:2")
	ctx := context.Background()
	for _, code := range fam.Codes {
		rs, _ := impartial.Parse(code)
		vals, err := impartial.NimValues(ctx, rs, n)
		if err != nil {
			t.Fatal(err)
		}
		p, e, ok := impartial.Period(rs, vals)
		r, err := Analyze(ctx, code, Options{Analyses: Analyses{NimPeriod: n}})
		if err != nil {
			t.Fatal(err)
		}
		got := r.NimPeriod
		if got.Certified != ok || got.Period != p || got.preperiod() != e || ok != (got.Preperiod != nil) || !ok && got.N != n {
			t.Errorf("%s: %+v, want period %d preperiod %d certified %v", code, got, p, e, ok)
		}
	}
}

// TestGameErrorRecorded checks that an analysis stopped by the memory
// budget is recorded in the game's line and the run goes on.
func TestGameErrorRecorded(t *testing.T) {
	fam := &Family{Name: "file:t", Codes: []string{"0.123", "0.77"}, Listed: true}
	var b bytes.Buffer
	end, err := Run(context.Background(), fam, Options{Analyses: Analyses{QuotientOrder: 40}, MemoryLimit: 1}, &b)
	if err != nil || !end.Complete || end.Games != 2 {
		t.Fatalf("Run: %+v, %v", end, err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d lines, want 4:\n%s", len(lines), b.String())
	}
	for _, l := range lines[1:3] {
		if !strings.Contains(l, `"error":"stopped at heap`) || !strings.Contains(l, "memory limit") {
			t.Errorf("line %s records no memory stop", l)
		}
	}
}

func TestAnalysesCheck(t *testing.T) {
	for _, tt := range []struct {
		a   Analyses
		err string
	}{
		{Analyses{}, "no analysis chosen"},
		{Analyses{NimPeriod: -1}, "--nim-period -1"},
		{Analyses{NimPeriod: MaxNimHeap + 1}, "--nim-period"},
		{Analyses{QuotientOrder: MaxQuotientHeap + 1}, "--quotient-order"},
		{Analyses{Genus: -2}, "--genus -2"},
		{Analyses{NimPeriod: 5}, ""},
	} {
		err := tt.a.Check()
		if tt.err == "" && err != nil || tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)) {
			t.Errorf("%+v.Check() = %v, want %q", tt.a, err, tt.err)
		}
	}
}

// runShards runs the family in n shards and returns the files.
func runShards(t *testing.T, fam *Family, a Analyses, n int) []string {
	t.Helper()
	var files []string
	for i := range n {
		var b bytes.Buffer
		if _, err := Run(context.Background(), fam, Options{Analyses: a, Shard: Shard{i, n}}, &b); err != nil {
			t.Fatal(err)
		}
		files = append(files, b.String())
	}
	return files
}

func merge(files []string) (*Merged, error) {
	var in []Input
	for i, f := range files {
		in = append(in, Input{Name: fmt.Sprintf("shard-%d.jsonl", i), R: strings.NewReader(f)})
	}
	return Merge(in)
}

// TestMergeMatchesOneProcess checks that merging shards gives, byte for
// byte, what one process writes, for several shard counts, whatever the
// order of the files.
func TestMergeMatchesOneProcess(t *testing.T) {
	fam, _ := ParseFamily("octal:2")
	a := Analyses{NimPeriod: 300, Genus: 3}
	one := runShards(t, fam, a, 1)[0]
	for _, n := range []int{1, 2, 3, 4, 7} {
		files := runShards(t, fam, a, n)
		slices.Reverse(files)
		m, err := merge(files)
		if err != nil {
			t.Fatalf("%d shards: %v", n, err)
		}
		var b bytes.Buffer
		if err := m.Write(&b); err != nil {
			t.Fatal(err)
		}
		if b.String() != one {
			t.Errorf("%d shards merged differ from one process:\n%s\nwant\n%s", n, b.String(), one)
		}
	}
	// A merged file merges again to itself.
	m, err := merge([]string{one})
	if err != nil {
		t.Fatal(err)
	}
	sum := m.Summary()
	for _, want := range []string{"survey of octal:2: 63 games; --nim-period 300 --genus 3", "nim period to 300", "longest periods", "genus to 3"} {
		if !strings.Contains(sum, want) {
			t.Errorf("summary lacks %q:\n%s", want, sum)
		}
	}
}

func TestMergeRefuses(t *testing.T) {
	fam, _ := ParseFamily("octal:1")
	a := Analyses{NimPeriod: 200}
	files := runShards(t, fam, a, 3)
	other := runShards(t, fam, Analyses{NimPeriod: 300}, 1)[0]
	otherFam, _ := ParseFamily("octal:2")
	// An interrupted shard: its end line says so.
	ctx, cancel := context.WithCancel(context.Background())
	var cut bytes.Buffer
	Run(ctx, fam, Options{Analyses: a, Shard: Shard{1, 3}, Progress: func(done, total int, r *Result) { cancel() }}, &cut)
	for _, tt := range []struct {
		name  string
		files []string
		err   string
	}{
		{"missing shard", files[:2], "2 of the 7 games of octal:1 missing: 0.3, 0.6; no file of shard 2/3"},
		{"repeated", append(slices.Clone(files), files[1]), "2 games repeated: 0.2 (shard-1.jsonl:2 and shard-3.jsonl:2), 0.5 (shard-1.jsonl:3 and shard-3.jsonl:3)"},
		{"other analyses", []string{files[0], other}, "shard-0.jsonl and shard-1.jsonl are of different surveys: analyses --nim-period 200 and --nim-period 300"},
		{"other family", []string{files[0], runShards(t, otherFam, a, 1)[0]}, "family octal:1 (7 games) and octal:2 (63 games)"},
		{"interrupted", []string{files[0], cut.String(), files[2]}, "1 of the 7 games of octal:1 missing: 0.5; unfinished (interrupted, killed or still running): shard-1.jsonl"},
		{"killed", []string{files[0], strings.Join(strings.SplitAfter(files[1], "\n")[:2], ""), files[2]}, "shard-1.jsonl:2: the file ends without its end line (the run of shard 1/3 was killed, is still running, or the file was cut short); run shard 1/3 again"},
		{"cut mid-line", []string{files[0], files[1][:len(files[1])-30], files[2]}, "shard-1.jsonl:4: not a survey line"},
		{"edited value", []string{strings.Replace(files[0], `"period":1,`, `"period":3,`, 1), files[1], files[2]}, "shard-0.jsonl:2: the line does not match its checksum: it was changed or damaged after it was written; run shard 0/3 again"},
		{"edited header", []string{files[0], strings.Replace(files[1], `"shard":1`, `"shard":2`, 1), files[2]}, "shard-1.jsonl:1: the line does not match its checksum"},
		{"sum removed", []string{files[0], files[1], dropSum(files[2], 2)}, "shard-2.jsonl:2: the line has no checksum"},
		{"line lost", []string{files[0], dropLine(files[1], 2), files[2]}, "shard-1.jsonl:3: the end line counts 2 games, the file has 1: lines were lost or added after the run; run shard 1/3 again"},
		{"format 3", []string{resum(strings.Replace(files[0], `"format":2`, `"format":3`, 1), 1)}, "shard-0.jsonl:1: survey format 3; this cgcalc reads formats 1 and 2"},
		{"not a survey", []string{"{\"code\":\"0.1\"}\n"}, "shard-0.jsonl:1: not a survey file"},
		{"garbage", []string{files[0] + "nonsense\n"}, "shard-0.jsonl:6: a line after the end line"},
		{"foreign game", []string{resum(strings.Replace(files[0], `"0.1"`, `"0.9"`, 1), 2), files[1], files[2]}, "1 games not in the family octal:1: 0.9 (shard-0.jsonl:2)"},
		{"no files", nil, "no files to merge"},
	} {
		_, err := merge(tt.files)
		if err == nil || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("%s: error %v, want one containing %q", tt.name, err, tt.err)
		}
	}
}

// linesOf returns the lines of file, each with its newline.
func linesOf(file string) []string { return strings.SplitAfter(file, "\n") }

// resum gives line n (from 1) of file the sum of what it now holds, as a
// run writing it would have: an edit that a checksum cannot catch.
func resum(file string, n int) string {
	ls := linesOf(file)
	open, _, ok := splitSum([]byte(strings.TrimSuffix(ls[n-1], "\n")))
	if !ok {
		panic("resum: no sum on line " + fmt.Sprint(n))
	}
	ls[n-1] = string(appendSum(nil, append(open, '}'))) + "\n"
	return strings.Join(ls, "")
}

// dropSum removes the sum of line n (from 1) of file.
func dropSum(file string, n int) string {
	ls := linesOf(file)
	open, _, _ := splitSum([]byte(strings.TrimSuffix(ls[n-1], "\n")))
	ls[n-1] = string(open) + "}\n"
	return strings.Join(ls, "")
}

// dropLine removes line n (from 1) of file.
func dropLine(file string, n int) string {
	ls := linesOf(file)
	return strings.Join(slices.Delete(ls, n-1, n), "")
}

// formatOne rewrites a survey file as format 1 wrote it: no sums, and
// "format":1 in the header.
func formatOne(file string) string {
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimSuffix(file, "\n"), "\n") {
		open, _, ok := splitSum([]byte(l))
		if !ok {
			panic("formatOne: a line without its sum")
		}
		b.WriteString(strings.Replace(string(open)+"}", `"format":2,`, `"format":1,`, 1) + "\n")
	}
	return b.String()
}

// TestMergeFormatOne checks that shards of format 1, written before lines
// had sums, still merge (alone or with format 2 shards of the same
// survey), with a warning naming each, to what one process writes now;
// and that one without its end line is refused as well.
func TestMergeFormatOne(t *testing.T) {
	fam, _ := ParseFamily("octal:2")
	a := Analyses{NimPeriod: 300}
	one := runShards(t, fam, a, 1)[0]
	files := runShards(t, fam, a, 3)
	old := []string{formatOne(files[0]), files[1], formatOne(files[2])}
	if strings.Contains(old[0], "sum") || !strings.Contains(old[0], `"format":1,`) {
		t.Fatalf("formatOne:\n%s", old[0])
	}
	m, err := merge(old)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := m.Write(&b); err != nil {
		t.Fatal(err)
	}
	if b.String() != one {
		t.Errorf("format 1 shards merged differ from one process:\n%s\nwant\n%s", b.String(), one)
	}
	if len(m.Warnings) != 2 || !strings.HasPrefix(m.Warnings[0], "shard-0.jsonl: survey format 1, written before lines had checksums") || !strings.HasPrefix(m.Warnings[1], "shard-2.jsonl: survey format 1") {
		t.Errorf("warnings %q", m.Warnings)
	}
	_, err = merge([]string{old[0], old[1], dropLine(old[2], len(linesOf(old[2]))-1)})
	if err == nil || !strings.Contains(err.Error(), "shard-2.jsonl:22: the file ends without its end line") {
		t.Errorf("format 1 without its end line: %v", err)
	}
}

// TestLineSum checks the sum against SHA-256's published example (FIPS
// 180-2, appendix B.1: the digest of "abc" begins ba7816bf8f01cfea), that
// a line's sum is that of the object without it, and that a line with its
// sum splits back into what was summed.
func TestLineSum(t *testing.T) {
	if got := sum8([]byte("a"), []byte("bc")); got != "ba7816bf8f01cfea" {
		t.Errorf("sum8(abc) = %s", got)
	}
	if got, want := lineSum([]byte(`{"a":1`)), sum8([]byte(`{"a":1}`)); got != want {
		t.Errorf("lineSum = %s, want the sum of the object with its brace, %s", got, want)
	}
	body := []byte(`{"code":"0.07","nim_period":{"n":3}}`)
	line := appendSum(nil, body)
	if want := `{"code":"0.07","nim_period":{"n":3},"sum":"` + lineSum(body[:len(body)-1]) + `"}`; string(line) != want {
		t.Errorf("appendSum = %s, want %s", line, want)
	}
	got, sum, ok := splitSum(line)
	if !ok || string(got)+"}" != string(body) || sum != lineSum(body[:len(body)-1]) {
		t.Errorf("splitSum(%s) = %s, %s, %v", line, got, sum, ok)
	}
	for _, bad := range []string{"", "{}", `{"code":"0.07"}`, `{"sum":"0123456789abcdeg"}`, `{"a":1,"sum":"0123456789ABCDEF"}`} {
		if _, _, ok := splitSum([]byte(bad)); ok {
			t.Errorf("splitSum(%s) found a sum", bad)
		}
	}
}

func TestMergeSameFileTwice(t *testing.T) {
	fam, _ := ParseFamily("octal:1")
	f := runShards(t, fam, Analyses{NimPeriod: 100}, 1)[0]
	_, err := Merge([]Input{{"a.jsonl", strings.NewReader(f)}, {"a.jsonl", strings.NewReader(f)}})
	if err == nil || err.Error() != "a.jsonl is given twice" {
		t.Errorf("error %v", err)
	}
}

// TestRunInterrupted checks that a cancelled run keeps the games done
// and says so in its end line.
func TestRunInterrupted(t *testing.T) {
	fam, _ := ParseFamily("octal:1")
	ctx, cancel := context.WithCancel(context.Background())
	var b bytes.Buffer
	end, err := Run(ctx, fam, Options{Analyses: Analyses{NimPeriod: 100}, Progress: func(done, total int, r *Result) {
		if done == 3 {
			cancel()
		}
	}}, &b)
	if err == nil || end.Games != 3 || end.Complete || !end.Interrupted {
		t.Fatalf("Run: %+v, %v", end, err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	endLine := `{"end":{"games":3,"complete":false,"interrupted":true}}`
	if len(lines) != 5 || lines[4] != string(appendSum(nil, []byte(endLine))) {
		t.Errorf("lines:\n%s", b.String())
	}
}

// TestListedFamilyHeader checks that a file's family travels in the
// header, so a merge needs no codes file.
func TestListedFamilyHeader(t *testing.T) {
	fam, err := ReadCodes("games.txt", strings.NewReader("kayles\n0.07\nguiles\n"))
	if err != nil {
		t.Fatal(err)
	}
	files := runShards(t, fam, Analyses{NimPeriod: 1000}, 2)
	m, err := merge(files)
	if err != nil {
		t.Fatal(err)
	}
	// Winning Ways ch. 4: Guiles 0.15 has period 10 (Plambeck 2005,
	// §4.1: preperiod 1).
	if m.Header.Family != "file:games.txt" || len(m.Results) != 3 || m.Results[1].Code != "0.15" || m.Results[1].NimPeriod.Period != 10 || m.Results[1].NimPeriod.preperiod() != 1 {
		t.Errorf("merged %+v %+v", m.Header, m.Results[1].NimPeriod)
	}
}

func BenchmarkSurveyOctal2(b *testing.B) {
	fam, _ := ParseFamily("octal:2")
	for b.Loop() {
		var buf bytes.Buffer
		if _, err := Run(context.Background(), fam, Options{Analyses: Analyses{NimPeriod: 2000}}, &buf); err != nil {
			b.Fatal(err)
		}
	}
}
