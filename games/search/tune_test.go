package search

import (
	"os"
	"strconv"
	"testing"
)

func TestTune(t *testing.T) {
	spec := os.Getenv("TUNE")
	if spec == "" {
		t.Skip()
	}
	h, _ := strconv.Atoi(os.Getenv("TUNE_H"))
	w, _ := strconv.Atoi(os.Getenv("TUNE_W"))
	small, _ := strconv.Atoi(os.Getenv("TUNE_SMALL"))
	b := &testing.B{}
	_ = b
	text := emptyBoard(h, w)
	name := "domineering"
	if spec == "clobber" {
		text, name = checkerboard(h, w), "clobber"
	}
	r, s := newRules(t, name)
	p, _ := r.Parse(text)
	sv := New(r, s, Options{SmallCells: small})
	o, err := sv.Outcome(p)
	if err != nil {
		t.Fatal(err)
	}
	used, size := sv.TableUsed()
	t.Logf("%s %dx%d small=%d: %s nodes=%d table=%d/%d store=%d", name, h, w, small, o, sv.Nodes(), used, size, s.Len())
}
