package reader

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxQuoted is the most characters of a user's input that an error
// message quotes: Clip and Quote cut longer input there, marking the cut
// with "…", so that an error about a 200,000-digit number or code is one
// short line.
const MaxQuoted = 200

// Clip returns s for an error message: as it is if it has at most
// MaxQuoted characters, else its first MaxQuoted followed by "…". It cuts
// between characters; each byte of s that is not UTF-8 counts as one.
func Clip(s string) string {
	n := 0
	for i := 0; i < len(s); n++ {
		if n == MaxQuoted {
			return s[:i] + "…"
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s
}

// Quote returns s quoted as strconv.Quote quotes it, for an error message,
// with at most MaxQuoted characters between the quotes: a longer text is
// cut between two of its characters (never inside an escape) and "…"
// marks the cut, inside the quotes. Only what is shown is quoted, however
// long s is.
func Quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	n := 0
	for i := 0; i < len(s); {
		_, size := utf8.DecodeRuneInString(s[i:])
		q := strconv.Quote(s[i : i+size])
		q = q[1 : len(q)-1]
		if n += utf8.RuneCountInString(q); n > MaxQuoted {
			b.WriteString("…")
			break
		}
		b.WriteString(q)
		i += size
	}
	b.WriteByte('"')
	return b.String()
}
