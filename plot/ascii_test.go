package plot

import (
	"strings"
	"testing"
	"unicode/utf8"

	"cgcalc/games"
)

// goldenPMASCII is goldenPM, the terminal picture of {1|-1}, in ASCII:
// the same picture character for character (Winning Ways ch. 6: the
// thermograph of ±1 has walls 1 and −1 at temperature 0 meeting at
// temperature 1 over the mean 0).
const goldenPMASCII = `t ^
  |          |
  |          |
  |          |
1 +          |
  |         / \
  |        /   \
  |       /     \
  |      /       \
  |     /         \
  |    /           \
  |   /             \
0 +  /               \
  +--+-------+-------+---
     1       0       -1

temperature 1   mean 0
`

func TestTextASCIIGolden(t *testing.T) {
	th := mk(t, "", corners{"0 1 -1", "1 0 0"})
	if got := TextIn(th, ASCII); got != goldenPMASCII {
		t.Errorf("TextIn({1|-1}, ASCII) =\n%s\nwant\n%s", got, goldenPMASCII)
	}
	// The Unicode picture is the one Text has always drawn.
	if got := TextIn(th, Unicode); got != goldenPM {
		t.Errorf("TextIn({1|-1}, Unicode) =\n%s\nwant\n%s", got, goldenPM)
	}
}

// asciiGames are games whose thermographs the ASCII pictures are tested
// on, computed by package games: numbers (a mast), switches, ±1, a game
// with a bent wall, infinitesimals (walls meeting at 0) and a game whose
// labels need a power of two.
var asciiGames = []string{
	"0", "3", "-7", "1/2", "-3/8",
	"{1|-1}", "{2|1}", "{10|-10}", "{3|-1}", "{1*|0}",
	"{2|1/2±1/2}", "{3±1,2±1|±1}", "{{4|2}|{1|-1}}", "{3|{1|-1}}",
	"↑", "*", "↑*", "{0|↑}", "{1/1024|-1/1024}",
}

// TestTextASCII checks that the ASCII picture of every thermograph, those
// of the examples and of asciiGames, is ASCII only (every rune below 128)
// and is the Unicode picture character for character: the same lines,
// each of the same length, with every ASCII character of the Unicode
// picture in its place. Only the title may differ in length ("…" is
// "..."; the titles here are ASCII or short).
func TestTextASCII(t *testing.T) {
	var ths []Thermograph
	for _, ex := range examples {
		ths = append(ths, mk(t, ex.title, ex.corners))
	}
	s := games.NewStore()
	for _, text := range asciiGames {
		id, err := s.Parse(text, nil)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		th, err := s.Thermograph(id)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		ths = append(ths, Thermograph{Corners: th.Corners(), Mean: th.Mean, Temperature: th.Temperature})
	}
	// Labels written with powers of two ("3·2^-70", "≈1.411·2^158").
	ths = append(ths, mk(t, "", corners{"0 3/1180591620717411303424 -3/1180591620717411303424", "3/1180591620717411303424 0 0"}))
	huge := games.DyadicInt(1).Mul2(200).Add(games.DyadicInt(12345)).Mul2(-3)
	ths = append(ths, Thermograph{Corners: []games.Corner{{Temp: games.DyadicInt(-1).Mul2(-3), Left: huge, Right: huge}},
		Mean: huge, Temperature: games.DyadicInt(-1).Mul2(-3)})
	sawLabel := false
	for i, th := range ths {
		if err := th.Validate(); err != nil {
			t.Fatalf("thermograph %d: %v", i, err)
		}
		uni, ascii := TextIn(th, Unicode), TextIn(th, ASCII)
		if uni != Text(th) {
			t.Errorf("thermograph %d: TextIn(Unicode) differs from Text", i)
		}
		for _, r := range ascii {
			if r >= utf8.RuneSelf {
				t.Errorf("thermograph %d: the ASCII picture has %q:\n%s", i, r, ascii)
				break
			}
		}
		sawLabel = sawLabel || strings.Contains(uni, "·") || strings.Contains(uni, "≈")
		ul := strings.Split(uni, "\n")
		al := strings.Split(ascii, "\n")
		if len(ul) != len(al) {
			t.Errorf("thermograph %d: %d lines in Unicode, %d in ASCII", i, len(ul), len(al))
			continue
		}
		for j := range ul {
			u, a := []rune(ul[j]), []rune(al[j])
			if len(u) != len(a) {
				t.Errorf("thermograph %d, line %d: %q and %q differ in length", i, j, ul[j], al[j])
				continue
			}
			for k := range u {
				if u[k] < utf8.RuneSelf && u[k] != a[k] {
					t.Errorf("thermograph %d, line %d: %q became %q", i, j, ul[j], al[j])
					break
				}
			}
		}
	}
	if !sawLabel {
		t.Error("no picture had a label with a power of two")
	}
}

// TestASCIITitle: a long title ends in "..." and a character outside
// ASCII in it is drawn as "?".
func TestASCIITitle(t *testing.T) {
	th := mk(t, strings.Repeat("{1|-1}+", 30)+"↑", corners{"0 1 -1", "1 0 0"})
	title, _, _ := strings.Cut(TextIn(th, ASCII), "\n")
	if !strings.HasSuffix(title, "...") || len(title) != maxTitle-1+3 {
		t.Errorf("title %q: want %d characters ending in ...", title, maxTitle+2)
	}
	th.Title = "{0|⇑}"
	if title, _, _ := strings.Cut(TextIn(th, ASCII), "\n"); title != "{0|?}" {
		t.Errorf("title %q, want {0|?}", title)
	}
}
