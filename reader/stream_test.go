package reader

import (
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/alecthomas/participle/v2"
)

// decodeAll reads every form of src with a Decoder fed through r(src),
// returning the forms printed with their positions, and the errors.
func decodeAll(t *testing.T, r io.Reader, maxForm int) (forms, errs []string) {
	t.Helper()
	d := NewDecoder("f", r, maxForm)
	for range 100000 {
		n, err := d.Next()
		if errors.Is(err, io.EOF) {
			return forms, errs
		}
		if err != nil {
			errs = append(errs, err.Error())
			if d.Done() {
				return forms, errs
			}
			continue
		}
		forms = append(forms, n.Pos().String()+" "+n.(interface{ String() string }).String())
	}
	t.Fatal("the decoder did not end")
	return nil, nil
}

// TestDecoderAsRead checks that a Decoder reads what Read reads, with the
// same positions, whatever the reads of the underlying stream return.
func TestDecoderAsRead(t *testing.T) {
	for _, src := range []string{
		"",
		"1",
		"1 2 3\n(a b)\n",
		"\n\n  (a\n b)  ; comment\n\n; only a comment\n  \"str\ning (with parens\"\n'x #'f\n",
		"(mg 0 !| star) (setq u\n\n  (mg 0 !| 0))",
		"a\r\nb\r\n",
		"é ↑ (⇑ \"±\")\n",
	} {
		want, err := Read("f", src)
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		var wantText []string
		for _, n := range want {
			wantText = append(wantText, n.Pos().String()+" "+n.(interface{ String() string }).String())
		}
		for name, r := range map[string]io.Reader{
			"whole":        strings.NewReader(src),
			"byte by byte": iotest.OneByteReader(strings.NewReader(src)),
		} {
			got, errs := decodeAll(t, r, 0)
			if strings.Join(got, "|") != strings.Join(wantText, "|") || errs != nil {
				t.Errorf("%q, %s: got %q %q, want %q", src, name, got, errs, wantText)
			}
		}
	}
}

func TestDecoderErrors(t *testing.T) {
	for _, test := range []struct {
		name, src string
		maxForm   int
		forms     int    // forms read before the first error
		err       string // the first error
	}{
		{"syntax error in the middle", "1\n2\n(a . )\n3\n", 0, 2, "f:3:"},
		{"unfinished form at the end", "1\n(a\n(b", 0, 1, "f:3:1: unfinished form"},
		{"form too long", "1\n(a\n" + strings.Repeat("b ", 600) + ")\n", 1000, 1, "f:2:1: a form longer than 1000 bytes"},
		{"line too long", strings.Repeat("x", 5000), 1000, 0, "f:1:1: a form longer than"},
		{"NUL byte", "1\n(a \x00)\n", 0, 1, "f:2:4: a NUL byte: this is not a text file"},
	} {
		t.Run(test.name, func(t *testing.T) {
			forms, errs := decodeAll(t, strings.NewReader(test.src), test.maxForm)
			if len(errs) == 0 || !strings.HasPrefix(errs[0], test.err) {
				t.Fatalf("errors %q, want one starting %q", errs, test.err)
			}
			if len(forms) < test.forms {
				t.Errorf("%d forms before the error, want %d", len(forms), test.forms)
			}
		})
	}
	// A syntax error spoils its own form only; the REPL reads on.
	forms, errs := decodeAll(t, strings.NewReader("1\n(a . )\n3\n"), 0)
	if len(forms) != 2 || len(errs) != 1 {
		t.Errorf("after a syntax error: forms %q, errors %q", forms, errs)
	}
}

// endless is an endless stream of one byte.
type endless byte

func (e endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(e)
	}
	return len(p), nil
}

// TestDecoderEndlessInput: endless input with no line break (as
// /dev/zero is) ends with one error after reading at most the limit.
func TestDecoderEndlessInput(t *testing.T) {
	for _, b := range []byte{0, 'a', '('} {
		r := &countingReader{r: endless(b)}
		_, errs := decodeAll(t, r, 1<<20)
		if len(errs) != 1 {
			t.Errorf("%q: errors %q", b, errs)
		}
		if r.n > 2<<20 {
			t.Errorf("%q: read %d bytes, past the 1 MiB limit", b, r.n)
		}
	}
}

type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

// TestDecoderManyForms reads more forms than the parser takes in one call
// (participle stops at 1,000,000 iterations): they come in batches.
func TestDecoderManyForms(t *testing.T) {
	// More forms than the parser takes in one call, participle's
	// MaxIterations (1,000,000): the decoder parses a batch of at most
	// batchBytes at a time (and a batch the parser refuses group by
	// group), so every form is read, with its position. The limit is
	// lowered here to 40,000 (a batch of 64 KiB holds at most 32,769 forms
	// of "1"), and the text is 1.2 times it, as it was 1.2 million forms
	// against 1,000,000: the same limit at a twenty-fifth of the work.
	// Read, one call for the whole text, fails on it: the limit is in
	// force.
	defer func(n int) { participle.MaxIterations = n }(participle.MaxIterations)
	participle.MaxIterations = 40000
	if maxForms := batchBytes/2 + 1; maxForms >= participle.MaxIterations {
		t.Fatalf("a batch may hold %d forms, not fewer than the lowered limit", maxForms)
	}
	n := participle.MaxIterations * 6 / 5
	src := strings.Repeat("1\n", n)
	if _, err := Read("f", src); err == nil || !strings.Contains(err.Error(), "too many iterations") {
		t.Fatalf("Read of %d forms in one call: %v, want participle's error", n, err)
	}
	d := NewDecoder("f", strings.NewReader(src), 0)
	count := 0
	for {
		f, err := d.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		count++
		if count == n && f.Pos().Line != n {
			t.Errorf("last form at %s", f.Pos())
		}
	}
	if count != n {
		t.Errorf("%d forms, want %d", count, n)
	}
}

// BenchmarkDecoder reads 100,000 small forms; ns/op is for all of them.
func BenchmarkDecoder(b *testing.B) {
	src := strings.Repeat("(setq n (+ n 1))\n", 100000)
	for range b.N {
		d := NewDecoder("f", strings.NewReader(src), 0)
		for {
			if _, err := d.Next(); err != nil {
				break
			}
		}
	}
}
