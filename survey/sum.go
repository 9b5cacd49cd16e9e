package survey

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
)

// Every line of a survey file (format 2 on) ends with its checksum:
//
//	{"code":"0.07","nim_period":{...},"sum":"1f0c4a9e7b2d3c58"}
//
// The sum is the first 8 bytes of the SHA-256 of the line as it would be
// without it (the JSON object up to and including its closing brace, the
// "sum" member removed), in hex. It is written last, so that the line
// without it is found by cutting the fixed-length tail: Merge verifies
// every line's bytes as written, whatever their fields, and a value
// edited or damaged after the run is refused. It guards against
// accidents (an editor, a bad copy, a disk), not a forger, who can
// compute it as well.

// sumHexLen is the length of a line's sum in hex digits.
const sumHexLen = 16

// sumKey starts the sum member of a line.
const sumKey = `,"sum":"`

// sumTailLen is the length of the tail that holds the sum.
const sumTailLen = len(sumKey) + sumHexLen + len(`"}`)

// lineSum is the sum of a JSON object without its sum, given as its
// text up to its closing brace, which is not included (so that a line's
// sum is computed in place from the line).
func lineSum(open []byte) string { return sum8(open, []byte{'}'}) }

// sum8 is the first 8 bytes of the SHA-256 of the parts, one after the
// other, in hex.
func sum8(parts ...[]byte) string {
	h := sha256.New()
	for _, p := range parts {
		h.Write(p)
	}
	var d [sha256.Size]byte
	return hex.EncodeToString(h.Sum(d[:0])[:sumHexLen/2])
}

// appendSum appends to dst the line body (a JSON object ending in '}')
// with its sum as the last member.
func appendSum(dst, body []byte) []byte {
	open := body[:len(body)-1]
	dst = append(dst, open...)
	dst = append(dst, sumKey...)
	dst = append(dst, lineSum(open)...)
	return append(dst, `"}`...)
}

// splitSum returns the text of a line up to where its sum begins (its
// JSON object without the sum and the closing brace), and the sum; ok is
// false if text does not end with a sum member.
func splitSum(text []byte) (open []byte, sum string, ok bool) {
	n := len(text)
	if n < sumTailLen+2 || !bytes.HasSuffix(text, []byte(`"}`)) {
		return nil, "", false
	}
	tail := text[n-sumTailLen:]
	if !bytes.HasPrefix(tail, []byte(sumKey)) {
		return nil, "", false
	}
	sum = string(tail[len(sumKey) : len(sumKey)+sumHexLen])
	for _, c := range []byte(sum) {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return nil, "", false
		}
	}
	return text[:n-sumTailLen], sum, true
}
