package impartial

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestSequenceMatchesBruteForce: the Sequence, extended in steps and
// through every width of store, agrees with the plain mex over Moves.
func TestSequenceMatchesBruteForce(t *testing.T) {
	tests := []struct {
		code string
		n    int
	}{
		{"kayles", 600}, {"dawsons-kayles", 600}, {"grundy", 1500}, {"officers", 1500},
		{"0.767", 1500}, {"0.354", 1500}, {"0.1777", 1500}, {"nim", 700}, {"4.[7]", 300},
		{"0.f", 200}, {"8!.0", 150},
	}
	for _, tt := range tests {
		r := mustParse(t, tt.code)
		want := bruteNimValues(r, tt.n)
		s := NewSequence(r)
		for _, step := range []int{0, 1, 7, 100, tt.n / 2, tt.n} {
			if err := s.Extend(context.Background(), step); err != nil {
				t.Fatal(err)
			}
			if s.Len() <= step {
				t.Fatalf("%s: Len() = %d after Extend(%d)", tt.code, s.Len(), step)
			}
		}
		if i := firstDiff(s.Ints(0, tt.n+1), want); i >= 0 {
			t.Errorf("%s: G(%d) = %d, brute force %d", tt.code, i, s.Get(i), want[i])
		}
	}
	// Nim's values pass 255 and 65535: the store widens to 2, then 4 bytes.
	s := NewSequence(mustParse(t, "nim"))
	if err := s.Extend(context.Background(), 300); err != nil || s.Bytes() != 2 || s.Get(300) != 300 {
		t.Errorf("nim to 300: err %v, %d bytes a value, G(300) = %d; want 2 bytes, 300 (G(n) = n, Winning Ways ch. 4)", err, s.Bytes(), s.Get(300))
	}
}

// TestSequenceFromMoves: the engine that computes every value from
// Ruleset.Moves (for codes the digit lists cannot describe) agrees with
// the brute force on plain codes, across the widths of the store.
func TestSequenceFromMoves(t *testing.T) {
	for _, tt := range []struct {
		code string
		n    int
	}{{"kayles", 300}, {"grundy", 300}, {"0.f", 120}, {"8!.0", 100}, {"nim", 300}, {"0.1[37]", 200}} {
		r := mustParse(t, tt.code)
		s := newSequence(r, true)
		if err := s.Extend(context.Background(), tt.n); err != nil {
			t.Fatal(err)
		}
		if _, _, ok := s.Period(); ok {
			t.Errorf("%s: the Moves engine certified a period", tt.code)
		}
		if i := firstDiff(s.Ints(0, tt.n+1), bruteNimValues(r, tt.n)); i >= 0 {
			t.Errorf("%s: G(%d) = %d, brute force differs", tt.code, i, s.Get(i))
		}
	}
}

// TestSequencePeriod: the period certified as the values grow is the
// least one, as Period finds it from many more values, and values past
// the stored ones come from it.
func TestSequencePeriod(t *testing.T) {
	tests := []struct {
		code   string
		p, e   int
		stored int // at most this many values kept
	}{
		{"kayles", 12, 71, 83},         // A002186; Winning Ways ch. 4 p. 91
		{"dawsons-kayles", 34, 53, 87}, // A002187, shifted by one
		{"0.137", 34, 52, 86},          // A002187
		{"guiles", 10, 1, 11},          // Plambeck 2005, §4.1
		{"0.051", 48, 48, 96},          // Flammenkamp
	}
	for _, tt := range tests {
		s := NewSequence(mustParse(t, tt.code))
		if err := s.Extend(context.Background(), 1_000_000_000); err != nil {
			t.Fatal(err)
		}
		p, e, ok := s.Period()
		if !ok || p != tt.p || e != tt.e || s.Stored() > tt.stored {
			t.Errorf("%s: period %d, %d, %v, %d stored; want %d, %d, at most %d", tt.code, p, e, ok, s.Stored(), tt.p, tt.e, tt.stored)
		}
		// NimValues reads the values past the certificate from the period.
		want := mustNimValues(t, mustParse(t, tt.code), 3000)
		brute := bruteNimValues(mustParse(t, tt.code), 3000)
		if i := firstDiff(want, brute); i >= 0 {
			t.Errorf("%s: G(%d) = %d, brute force %d", tt.code, i, want[i], brute[i])
		}
		if g := s.Get(999_999_999); g != brute[tt.e+(999_999_999-tt.e)%tt.p] {
			t.Errorf("%s: G(999999999) = %d, want %d", tt.code, g, brute[tt.e+(999_999_999-tt.e)%tt.p])
		}
	}
	// Random finite codes: whenever the Sequence certifies a period, Period
	// on four times the values it needed finds the same.
	rng := rand.New(rand.NewPCG(5, 6))
	found := 0
	for range 300 {
		code := "0." + string("01234567"[rng.IntN(8)]) + string("01234567"[rng.IntN(8)]) + string("01234567"[rng.IntN(8)])
		r := mustParse(t, code)
		s := NewSequence(r)
		if err := s.Extend(context.Background(), 2000); err != nil {
			t.Fatal(err)
		}
		p, e, ok := s.Period()
		if !ok {
			continue
		}
		found++
		n := 4 * (2*e + 2*p + 8)
		vals := bruteNimValues(r, n)
		if i := firstDiff(s.Ints(0, n+1), vals); i >= 0 {
			t.Fatalf("%s: G(%d) = %d, brute force %d", code, i, s.Get(i), vals[i])
		}
		if pp, pe, pok := Period(r, vals); !pok || pp != p || pe != e {
			t.Errorf("%s: Sequence period %d from %d; Period on %d values: %d from %d (%v)", code, p, e, n+1, pp, pe, pok)
		}
	}
	if found < 100 {
		t.Errorf("only %d of 300 random codes certified", found)
	}
}

// TestSequenceCheckpoint: a sequence written and read back goes on to the
// same values as one computed without a stop.
func TestSequenceCheckpoint(t *testing.T) {
	for _, code := range []string{"grundy", "officers", "0.354", "kayles", "nim"} {
		r := mustParse(t, code)
		whole := NewSequence(r)
		if err := whole.Extend(context.Background(), 5000); err != nil {
			t.Fatal(err)
		}
		part := NewSequence(r)
		if err := part.Extend(context.Background(), 2345); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if _, err := part.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		data := buf.Bytes()
		back, err := ReadSequence(bytes.NewReader(data), r, nil)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		if back.Len() != part.Len() {
			t.Errorf("%s: %d heaps read back, want %d", code, back.Len(), part.Len())
		}
		if err := back.Extend(context.Background(), 5000); err != nil {
			t.Fatal(err)
		}
		if i := firstDiff(back.Ints(0, 5001), whole.Ints(0, 5001)); i >= 0 {
			t.Errorf("%s: resumed G(%d) = %d, uninterrupted %d", code, i, back.Get(i), whole.Get(i))
		}
		// Damaged copies are refused, never read as something else.
		bad := map[string][]byte{
			"flipped value": flip(data, len(data)-40),
			"flipped head":  flip(data, len(seqMagic)+3),
			"truncated":     data[:len(data)-10],
			"extended":      append(append([]byte{}, data...), 0),
			"empty":         nil,
			"not one":       []byte("(nim-values 'kayles 10)\n"),
		}
		for name, d := range bad {
			_, err := ReadSequence(bytes.NewReader(d), r, nil)
			var ce *CheckpointError
			if !errors.As(err, &ce) {
				t.Errorf("%s, %s: error %v, want a CheckpointError", code, name, err)
			}
		}
		// Another ruleset's file.
		other := mustParse(t, "0.77")
		if code == "kayles" {
			other = mustParse(t, "0.07")
		}
		if _, err := ReadSequence(bytes.NewReader(data), other, nil); err == nil || !strings.Contains(err.Error(), "not "+other.Code()) {
			t.Errorf("%s read as %s: error %v", code, other.Code(), err)
		}
	}
}

func flip(data []byte, i int) []byte {
	d := append([]byte{}, data...)
	d[i] ^= 0x10
	return d
}

// TestSequenceStops: a cancelled Extend keeps what it computed and goes
// on from there; Poll's error and the memory budget stop it likewise.
func TestSequenceStops(t *testing.T) {
	r := mustParse(t, "grundy")
	s := NewSequence(r)
	stopErr := errors.New("stop")
	s.Poll = func(heaps int) error {
		if heaps > 10000 {
			return stopErr
		}
		return nil
	}
	if err := s.Extend(context.Background(), 100000); !errors.Is(err, stopErr) {
		t.Fatalf("error %v, want the Poll's", err)
	}
	if s.Len() <= 10000 || s.Len() > 20000 {
		t.Errorf("stopped with %d heaps, want just over 10000", s.Len())
	}
	s.Poll = nil
	if err := s.Extend(context.Background(), 30000); err != nil {
		t.Fatal(err)
	}
	want := mustNimValues(t, r, 30000)
	if i := firstDiff(s.Ints(0, 30001), want); i >= 0 {
		t.Errorf("G(%d) = %d after the stop, %d without", i, s.Get(i), want[i])
	}
	// The memory budget refuses the store's growth past 4096 values.
	s = NewSequence(r)
	budget := errors.New("over budget")
	s.Memory = func(extra int64) error {
		if extra > 4096 {
			return budget
		}
		return nil
	}
	err := s.Extend(context.Background(), 100000)
	var me *MemoryError
	if !errors.As(err, &me) || !errors.Is(err, budget) || s.Len() != 4096 {
		t.Errorf("error %v with %d heaps, want a MemoryError at 4096", err, s.Len())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := NewSequence(r).Extend(ctx, 10); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
