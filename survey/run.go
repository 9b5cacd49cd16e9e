package survey

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/metrics"

	"cgcalc/games/impartial"
	"cgcalc/games/misere"
	"cgcalc/games/quotient"
)

// FormatVersion is the version of the line format, in every header: 2,
// whose every line ends with its checksum (see sum.go); format 1 had none.
const FormatVersion = 2

// Analyses are the analyses of a run; a zero bound leaves one out.
type Analyses struct {
	NimPeriod     int `json:"nim_period,omitempty"`     // nim values to this heap, and their period
	QuotientOrder int `json:"quotient_order,omitempty"` // the misère quotient to this heap
	Genus         int `json:"genus,omitempty"`          // the genus of heaps 0 … this
}

// Limits of the analyses' bounds.
const (
	MaxNimHeap      = 10_000_000
	MaxQuotientHeap = 100_000
	MaxGenusHeap    = 100_000
)

// Check reports a bound out of range, or no analysis at all.
func (a Analyses) Check() error {
	switch {
	case a.NimPeriod < 0 || a.NimPeriod > MaxNimHeap:
		return fmt.Errorf("--nim-period %d is not between 1 and %d", a.NimPeriod, MaxNimHeap)
	case a.QuotientOrder < 0 || a.QuotientOrder > MaxQuotientHeap:
		return fmt.Errorf("--quotient-order %d is not between 1 and %d", a.QuotientOrder, MaxQuotientHeap)
	case a.Genus < 0 || a.Genus > MaxGenusHeap:
		return fmt.Errorf("--genus %d is not between 1 and %d", a.Genus, MaxGenusHeap)
	case a == Analyses{}:
		return errors.New("no analysis chosen: give --nim-period N, --quotient-order H or --genus H")
	}
	return nil
}

// Header is the first line of a survey file.
type Header struct {
	Format   int      `json:"format"`
	Family   string   `json:"family"`
	Count    int      `json:"count"`  // games in the family
	Digest   string   `json:"digest"` // Family.Digest
	Analyses Analyses `json:"analyses"`
	Shard    int      `json:"shard"`
	Shards   int      `json:"shards"`
	Codes    []string `json:"codes,omitempty"` // a listed family's codes
}

// End is the last line of a survey file.
type End struct {
	Games       int  `json:"games"`       // game lines written
	Complete    bool `json:"complete"`    // every game of the shard was done
	Interrupted bool `json:"interrupted"` // the run was stopped before the end
}

// line is one line of a survey file: exactly one field is set.
type line struct {
	Survey *Header `json:"survey,omitempty"`
	End    *End    `json:"end,omitempty"`
}

// Result is the line of one game.
type Result struct {
	Code      string           `json:"code"`
	NimPeriod *NimPeriodResult `json:"nim_period,omitempty"`
	Quotient  *QuotientResult  `json:"quotient_order,omitempty"`
	Genus     *GenusResult     `json:"genus,omitempty"`
}

// NimPeriodResult is the nim-period analysis of a game. The values are
// computed in one impartial.Sequence, which tests the certificate as they
// grow and reads them from the period once it is certified: the certified
// period and preperiod are the least (Period's), whatever heap they are
// found at.
type NimPeriodResult struct {
	N         int    `json:"n"`                   // the largest heap the answer rests on: the certificate's last heap, or the bound
	Certified bool   `json:"certified"`           // a period is proved
	Period    int    `json:"period,omitempty"`    // the least period
	Preperiod *int   `json:"preperiod,omitempty"` // the first heap of the periodic part (set when certified)
	Note      string `json:"note,omitempty"`      // why no period could be proved, for codes the test does not cover
	Error     string `json:"error,omitempty"`
}

// QuotientResult is the misère-quotient analysis of a game.
type QuotientResult struct {
	Heaps     int    `json:"heaps"`               // the largest heap the partial quotient includes
	Order     int    `json:"order"`               // the order of that partial quotient (of the quotient, if certified)
	PSize     int    `json:"p_size"`              // the size of its P-portion
	Tame      bool   `json:"tame"`                // it is a tame quotient
	Certified bool   `json:"certified"`           // Allemang's Theorem VI proves it is the whole game's quotient
	Period    int    `json:"period,omitempty"`    // the certified period of Φ
	Preperiod int    `json:"preperiod,omitempty"` // and its preperiod
	Error     string `json:"error,omitempty"`

	// memory: the error is the memory budget's, which the games running
	// beside this one share (jobs.go runs it again alone).
	memory bool
}

// GenusResult is the genus analysis of a game.
type GenusResult struct {
	H      int      `json:"h"`               // heaps 0 … H
	Genera []string `json:"genera"`          // the genus of each heap, Conway's g^γ0γ1…
	Tame   bool     `json:"tame"`            // every heap 0 … H is tame (its genus and its followers' are)
	Wild   int      `json:"wild,omitempty"`  // the first wild heap, when not tame
	Error  string   `json:"error,omitempty"` // the heaps before the error are in Genera
}

// Options configure Run.
type Options struct {
	Analyses Analyses
	Shard    Shard // zero: the whole family
	// MemoryLimit, if positive, is the budget in bytes the analyses keep
	// to: a quotient stops at 80% of it, and a genus search's tables are
	// sized from it.
	MemoryLimit int64
	// Progress, if set, is called after each game with the games done
	// and the games of the shard.
	Progress func(done, total int, r *Result)
	// Jobs is the number of games analysed at once, each in a goroutine
	// of its own (0 or 1: one at a time). The lines are written in the
	// family's order whatever the jobs, the same bytes as one job's
	// (jobs.go).
	Jobs int
}

// Run writes the survey of the shard of the family to w: the header, a
// line per game, the end line. A game's error is recorded in its line;
// Run returns an error only for a failed write, or ctx's error when ctx
// was cancelled (after writing the end line, which then says so).
func Run(ctx context.Context, fam *Family, opt Options, w io.Writer) (End, error) {
	if err := opt.Analyses.Check(); err != nil {
		return End{}, err
	}
	sh := opt.Shard
	if sh.Count == 0 {
		sh = Shard{0, 1}
	}
	bw := bufio.NewWriter(w)
	hd := Header{
		Format: FormatVersion, Family: fam.Name, Count: len(fam.Codes), Digest: fam.Digest(),
		Analyses: opt.Analyses, Shard: sh.Index, Shards: sh.Count,
	}
	if fam.Listed {
		hd.Codes = fam.Codes
	}
	if err := writeJSON(bw, line{Survey: &hd}); err != nil {
		return End{}, err
	}
	codes := sh.Of(fam.Codes)
	var end End
	stop, err := analyzeInOrder(ctx, codes, opt, func(r *Result) error {
		if err := writeJSON(bw, r); err != nil {
			return err
		}
		// Each line reaches the file at once, so a killed run keeps it.
		if err := bw.Flush(); err != nil {
			return err
		}
		end.Games++
		if opt.Progress != nil {
			opt.Progress(end.Games, len(codes), r)
		}
		return nil
	})
	if err != nil {
		return end, err
	}
	end.Complete = end.Games == len(codes)
	end.Interrupted = stop != nil
	if err := writeJSON(bw, line{End: &end}); err != nil {
		return end, err
	}
	if err := bw.Flush(); err != nil {
		return end, err
	}
	return end, stop
}

// writeJSON writes v as a line of a survey file, with its sum.
func writeJSON(w *bufio.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return writeLine(w, b)
}

// writeLine writes body, a JSON object, as a line with its sum.
func writeLine(w *bufio.Writer, body []byte) error {
	line := appendSum(make([]byte, 0, len(body)+sumTailLen+1), body)
	_, err := w.Write(append(line, '\n'))
	return err
}

// Analyze runs the chosen analyses on one game. Errors of the game are
// recorded in the result; the error returned is ctx's, when it was
// cancelled (the game is then unfinished and its result is nil).
func Analyze(ctx context.Context, code string, opt Options) (*Result, error) {
	r := &Result{Code: code}
	rs, err := impartial.Parse(code)
	if err != nil {
		// Families hold parsed codes; this is for codes given otherwise.
		msg := err.Error()
		if opt.Analyses.NimPeriod > 0 {
			r.NimPeriod = &NimPeriodResult{Error: msg}
		}
		if opt.Analyses.QuotientOrder > 0 {
			r.Quotient = &QuotientResult{Error: msg}
		}
		if opt.Analyses.Genus > 0 {
			r.Genus = &GenusResult{Error: msg}
		}
		return r, nil
	}
	a := opt.Analyses
	if a.NimPeriod > 0 {
		if r.NimPeriod, err = guard(func() (*NimPeriodResult, error) { return nimPeriod(ctx, rs, a.NimPeriod) },
			func(msg string) *NimPeriodResult { return &NimPeriodResult{Error: msg} }); err != nil {
			return nil, err
		}
	}
	if a.QuotientOrder > 0 {
		if r.Quotient, err = guard(func() (*QuotientResult, error) { return quotientOrder(ctx, rs, a.QuotientOrder, opt.MemoryLimit) },
			func(msg string) *QuotientResult { return &QuotientResult{Error: msg} }); err != nil {
			return nil, err
		}
	}
	if a.Genus > 0 {
		if r.Genus, err = guard(func() (*GenusResult, error) { return genus(ctx, rs, a.Genus, opt.MemoryLimit) },
			func(msg string) *GenusResult { return &GenusResult{Error: msg} }); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// guard runs f, turning a panic into a recorded error: one game's fault
// must not end a survey of thousands. It returns ctx errors as errors.
func guard[T any](f func() (T, error), failed func(string) T) (res T, err error) {
	defer func() {
		if p := recover(); p != nil {
			res, err = failed(fmt.Sprintf("internal error: %v", p)), nil
		}
	}()
	return f()
}

// isCancel reports whether err is a context's cancellation.
func isCancel(ctx context.Context, err error) bool {
	return ctx.Err() != nil && (errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded))
}

// nimPeriod computes the nim values of heaps 0..n in one Sequence, which
// tests the Guy-Smith certificate as the values grow and, once a period is
// certified, reads further values from it; the period reported is the one
// impartial.Period finds in all the values to n.
func nimPeriod(ctx context.Context, rs *impartial.Ruleset, n int) (*NimPeriodResult, error) {
	res := &NimPeriodResult{}
	if !rs.Finite() {
		res.Note = "a code with a repeating tail: the Guy-Smith test does not apply"
	} else if rs.Distinct() {
		res.Note = "splits must leave different heaps: the Guy-Smith test does not apply"
	}
	if rs.Grows() {
		res.Error = fmt.Sprintf("%v: a move can leave a heap as large as the one it came from", rs)
		return res, nil
	}
	seq := impartial.NewSequence(rs)
	if err := seq.Extend(ctx, n); err != nil {
		if isCancel(ctx, err) {
			return nil, err
		}
		res.Error = err.Error()
		return res, nil
	}
	res.N = n
	if res.Note != "" {
		return res, nil
	}
	p, e, ok := seq.Period()
	if !ok || seq.CertifiedBy() > n+1 {
		p, e, ok = impartial.Period(rs, seq.Ints(0, n+1))
	}
	if ok {
		res.Certified, res.Period, res.Preperiod = true, p, &e
		if by := seq.CertifiedBy(); by > 0 && by <= n+1 {
			res.N = by - 1
		}
	}
	return res, nil
}

// usedMemory is the memory the process holds from the system.
func usedMemory() int64 {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64()) - int64(s[1].Value.Uint64())
}

// errMemory is the error of a quotient stopped by the memory budget.
type errMemory struct{ limit int64 }

func (e errMemory) Error() string {
	return fmt.Sprintf("memory limit of %d MiB nearly reached", e.limit>>20)
}

func quotientOrder(ctx context.Context, rs *impartial.Ruleset, h int, limit int64) (*QuotientResult, error) {
	s := quotient.NewSolver(quotient.Octal{R: rs})
	if limit > 0 {
		s.Memory = func(extra int64) error {
			if usedMemory()+extra > limit/10*8 {
				return errMemory{limit}
			}
			return nil
		}
	}
	var err error
	an := &quotient.Analysis{Solver: s}
	if b, ok := quotient.OctalBound(rs); ok {
		an, err = quotient.Analyze(ctx, s, b, h)
	} else {
		err = s.Run(ctx, h)
	}
	if err != nil && isCancel(ctx, err) {
		return nil, err
	}
	q := s.Quotient()
	res := &QuotientResult{
		Heaps: s.Heaps(), Order: q.M.Size(), PSize: q.PSize(),
		Certified: an.Complete,
	}
	_, res.Tame = quotient.IsTame(q)
	if an.Complete {
		res.Period, res.Preperiod = an.Periodic.Period, an.Periodic.Preperiod
	}
	if err != nil {
		res.Error = fmt.Sprintf("stopped at heap %d: %v", s.Heaps()+1, err)
		res.memory = errors.As(err, new(errMemory))
	}
	return res, nil
}

// genusPositions sizes a genus search's tables from the memory budget as
// the calculator does: an eighth of it at 480 bytes a position, between
// 2^16 and 2^24.
func genusPositions(limit int64) int {
	if limit <= 0 {
		return misere.DefaultAnalyzerLimit
	}
	return int(min(max(limit/8/480, 1<<16), 1<<24))
}

func genus(ctx context.Context, rs *impartial.Ruleset, h int, limit int64) (*GenusResult, error) {
	an := misere.NewAnalyzer(rs)
	an.SetLimit(genusPositions(limit))
	res := &GenusResult{H: h, Genera: []string{}, Tame: true}
	for n := 0; n <= h; n++ {
		g, err := an.Genus(ctx, impartial.Position{n})
		if err == nil && res.Tame {
			var tame bool
			if tame, err = an.Tame(ctx, impartial.Position{n}); err == nil && !tame {
				res.Tame, res.Wild = false, n
			}
		}
		if err != nil {
			if isCancel(ctx, err) {
				return nil, err
			}
			res.Tame, res.Wild = false, 0
			res.Error = fmt.Sprintf("heap %d: %v", n, err)
			return res, nil
		}
		res.Genera = append(res.Genera, g.String())
	}
	return res, nil
}
