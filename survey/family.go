package survey

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"cgcalc/games/impartial"
)

// Family is a sorted list of distinct codes with the name it was given
// by: "octal:3", "hex:2" or "file:NAME".
type Family struct {
	Name  string
	Codes []string // sorted, distinct, each a code impartial.Parse reads
	// Listed reports that the codes come from a file, so a header must
	// list them for Merge to know the family.
	Listed bool
}

// maxGeneratedDigits bounds k in octal:k and hex:k (8^7 − 1 and 16^5 − 1
// codes at most, about two million and one million).
const (
	maxOctalDigits = 7
	maxHexDigits   = 5
)

// ParseFamily reads a generated family: "octal:K" is every code 0.d1…dj
// with 1 ≤ j ≤ K, digits 0–7 and dj ≠ 0 — 7·8^(j−1) codes of each length,
// 8^K − 1 in all (511 for K = 3); "hex:K" is the same with digits 0–f,
// 16^K − 1 codes (255 for K = 2).
func ParseFamily(spec string) (*Family, error) {
	kind, digits, ok := strings.Cut(strings.TrimSpace(spec), ":")
	kind = strings.ToLower(kind)
	var base, most int
	switch {
	case ok && kind == "octal":
		base, most = 8, maxOctalDigits
	case ok && kind == "hex":
		base, most = 16, maxHexDigits
	default:
		return nil, fmt.Errorf("family %q: write octal:K or hex:K (codes with up to K digits after the point), or give --file", spec)
	}
	k, err := strconv.Atoi(digits)
	if err != nil || k < 1 || k > most {
		return nil, fmt.Errorf("family %q: the number of digits must be a whole number from 1 to %d", spec, most)
	}
	const hexDigits = "0123456789ABCDEF" // CGSuite prints digits above 9 in capitals
	var codes []string
	var walk func(prefix string, left int)
	walk = func(prefix string, left int) {
		if left == 0 {
			return
		}
		for d := 0; d < base; d++ {
			c := prefix + hexDigits[d:d+1]
			if d != 0 {
				codes = append(codes, "0."+c)
			}
			walk(c, left-1)
		}
	}
	walk("", k)
	slices.Sort(codes)
	return &Family{Name: kind + ":" + strconv.Itoa(k), Codes: codes}, nil
}

// maxFileCodes bounds the codes a file may list.
const maxFileCodes = 1 << 20

// ReadCodes reads a family from a file's text: one code a line (any
// code or preset name impartial.Parse reads), blank lines and text after
// # ignored. Each code is written in its standard form (Ruleset.Code:
// "kayles" and ".77" are both 0.77); a code that does not parse, or two
// lines naming the same game, refuse the whole file with the line
// numbers.
func ReadCodes(name string, r io.Reader) (*Family, error) {
	seen := map[string]int{}
	var codes []string
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text, _, _ := strings.Cut(sc.Text(), "#")
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		rs, err := impartial.Parse(text)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, line, err)
		}
		code := rs.Code()
		if first, ok := seen[code]; ok {
			return nil, fmt.Errorf("%s:%d: %s is the game of line %d again (%s)", name, line, text, first, code)
		}
		if len(codes) == maxFileCodes {
			return nil, fmt.Errorf("%s:%d: more than %d codes", name, line, maxFileCodes)
		}
		seen[code] = line
		codes = append(codes, code)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(codes) == 0 {
		return nil, fmt.Errorf("%s: no codes (one a line; # starts a comment)", name)
	}
	slices.Sort(codes)
	return &Family{Name: "file:" + name, Codes: codes, Listed: true}, nil
}

// ReadCodesFile reads a family from the file at path (see ReadCodes). The
// family is named by the file's base name, so that shards run from
// different directories name it alike.
func ReadCodesFile(path string) (*Family, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fam, err := ReadCodes(path, f)
	if err != nil {
		return nil, err
	}
	fam.Name = "file:" + filepath.Base(path)
	return fam, nil
}

// Digest is the SHA-256 of the codes, each followed by a newline, in hex:
// shard files of one family carry the same digest.
func (f *Family) Digest() string {
	h := sha256.New()
	for _, c := range f.Codes {
		io.WriteString(h, c)
		io.WriteString(h, "\n")
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Shard is shard Index of Count (0 ≤ Index < Count): the games at
// positions Index, Index+Count, … of a family's sorted list.
type Shard struct {
	Index, Count int
}

// String is "I/N".
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

// maxShards bounds the number of shards.
const maxShards = 1 << 20

// ParseShard reads "I/N" (0 ≤ I < N). "auto" and "auto/N" take I (and
// N) from the environment through getenv: the index from
// SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX (both 0-based), the count
// from N, else SLURM_ARRAY_TASK_COUNT or CGCALC_SHARDS.
func ParseShard(s string, getenv func(string) string) (Shard, error) {
	bad := func(format string, args ...any) (Shard, error) {
		return Shard{}, fmt.Errorf("--shard %s: %s", s, fmt.Sprintf(format, args...))
	}
	i, n, ok := strings.Cut(strings.TrimSpace(s), "/")
	if i == "auto" {
		var from string
		for _, v := range []string{"SLURM_ARRAY_TASK_ID", "JOB_COMPLETION_INDEX"} {
			if i = getenv(v); i != "" {
				from = v
				break
			}
		}
		if from == "" {
			return bad("neither SLURM_ARRAY_TASK_ID (sbatch --array) nor JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) is set")
		}
		if from == "SLURM_ARRAY_TASK_ID" && getenv("SLURM_ARRAY_TASK_MIN") != "" && getenv("SLURM_ARRAY_TASK_MIN") != "0" {
			return bad("the array starts at %s: shards are numbered from 0 (sbatch --array=0-%s)", getenv("SLURM_ARRAY_TASK_MIN"), "N-1")
		}
		if !ok {
			for _, v := range []string{"SLURM_ARRAY_TASK_COUNT", "CGCALC_SHARDS"} {
				if n = getenv(v); n != "" {
					break
				}
			}
			if n == "" {
				return bad("the number of shards is unknown: write --shard auto/N, or set CGCALC_SHARDS")
			}
		}
		ok = true
	}
	if !ok {
		return bad("write I/N, the I-th of N shards counting from 0 (0/4 … 3/4), or auto")
	}
	index, err1 := strconv.Atoi(strings.TrimSpace(i))
	count, err2 := strconv.Atoi(strings.TrimSpace(n))
	switch {
	case err1 != nil || err2 != nil:
		return bad("I and N must be whole numbers (I=%q, N=%q)", i, n)
	case count < 1 || count > maxShards:
		return bad("the number of shards must be from 1 to %d", maxShards)
	case index < 0 || index >= count:
		return bad("shard %d is not between 0 and %d (shards count from 0)", index, count-1)
	}
	return Shard{index, count}, nil
}

// Of returns the codes of the shard, in the family's order.
func (s Shard) Of(codes []string) []string {
	var out []string
	for i := s.Index; i < len(codes); i += s.Count {
		out = append(out, codes[i])
	}
	return out
}
