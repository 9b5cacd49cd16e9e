package reader

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestClip checks Clip and Quote against their definitions: input of at
// most MaxQuoted characters is shown whole (Quote as strconv.Quote shows
// it), longer input is cut at a character boundary after MaxQuoted
// characters of what is shown, with "…", and the cut is a prefix of the
// whole.
func TestClip(t *testing.T) {
	long := func(unit string, n int) string { return strings.Repeat(unit, n) }
	for _, c := range []struct {
		name string
		s    string
	}{
		{"empty", ""},
		{"short", "0.777"},
		{"exactly 200", long("7", 200)},
		{"201", long("7", 201)},
		{"200,000 digits", "*" + long("9", 200000)},
		{"multibyte", long("↑", 300)},
		{"mixed at the cut", long("7", 199) + "↑↑↑"},
		{"quotes and escapes", long(`"\`, 150)},
		{"control characters", long("\x00", 100)},
		{"not UTF-8", long("\xff", 300)},
		{"newlines", long("a\n", 150)},
	} {
		t.Run(c.name, func(t *testing.T) {
			clip := Clip(c.s)
			runes := []rune(c.s) // each byte not UTF-8 is one rune, as Clip counts
			if len(runes) <= MaxQuoted {
				if clip != c.s {
					t.Errorf("Clip cut %d characters: %q", len(runes), clip)
				}
			} else {
				head, ok := strings.CutSuffix(clip, "…")
				if !ok || !strings.HasPrefix(c.s, head) || utf8.RuneCountInString(head) != MaxQuoted {
					t.Errorf("Clip of %d characters: %q", len(runes), clip)
				}
				if len(head) > len(c.s) || len(clip) > 4*MaxQuoted+3 {
					t.Errorf("Clip is %d bytes", len(clip))
				}
			}
			q := Quote(c.s)
			full := strconv.Quote(c.s)
			inner := full[1 : len(full)-1]
			if utf8.RuneCountInString(inner) <= MaxQuoted {
				if q != full {
					t.Errorf("Quote = %s, want %s", q, full)
				}
				return
			}
			body, ok := strings.CutSuffix(strings.TrimSuffix(strings.TrimPrefix(q, `"`), `"`), "…")
			if !ok || !strings.HasPrefix(inner, body) || utf8.RuneCountInString(body) > MaxQuoted {
				t.Errorf("Quote of %d shown characters: %s", utf8.RuneCountInString(inner), q)
			}
			if _, err := strconv.Unquote(`"` + body + `"`); err != nil {
				t.Errorf("Quote cut inside an escape: %s: %v", q, err)
			}
		})
	}
}
