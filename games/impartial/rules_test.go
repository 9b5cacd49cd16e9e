package impartial

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in, code, name string
	}{
		// Presets (Winning Ways ch. 4; Guy and Smith 1956; Allemang 1984 for
		// Knots 4.7 and Grundy's game; Plambeck 2005 for 0.123 and Guiles).
		{"nim", "0.[3]", "nim"},
		{"kayles", "0.77", "kayles"},
		{"KAYLES ", "0.77", "kayles"},
		{"dawsons-kayles", "0.07", "dawsons-kayles"},
		{"dawsons-chess", "0.137", "dawsons-chess"},
		{"guiles", "0.15", "guiles"},
		{"officers", "0.6", "officers"},
		{"grundy", "4!.0", "grundy"},
		{"knots", "4.7", "knots"},
		{"tins", "0.04", "tins"},
		// Codes.
		{"0.77", "0.77", "0.77"},
		{".137", "0.137", "0.137"},
		{"0.770", "0.77", "0.77"},
		{"0.12305", "0.12305", "0.12305"},
		{"0.123 05", "0.12305", "0.12305"},
		{"0.1_2", "0.12", "0.12"},
		{"4!.0", "4!.0", "4!.0"},
		{"4!.", "4!.0", "4!.0"},
		// CGSuite (Siegel), version 2.x, TBCode.scala prints digits above
		// 9 in capitals (its TBCodeTest.scala: "0.{0!,2!,3!}" -> "0.D!").
		{"0.F", "0.F", "0.F"},
		{"c.0", "C.0", "C.0"},
		// Leading zeros before the point go (TBCodeTest.scala: "04.30" -> "4.3").
		{"00.7", "0.7", "0.7"},
		// Base-32 digits: g is 16, four heaps (TBCode.scala's digits 0-9A-V).
		{"g.7", "G.7", "G.7"},
		{"0.7g", "0.7G", "0.7G"},
		// The old notation's lone "!" is "!" on every digit.
		{"!.7", "0.7!", "0.7!"},
		{"0.[3]", "0.[3]", "0.[3]"},
		{"0.1[37]", "0.1[37]", "0.1[37]"},
		{"0.3[0]", "0.3", "0.3"},
		{"0.0", "0.0", "0.0"},
		// Subtraction games.
		{"sub{1,2,5}", "sub{1,2,5}", "sub{1,2,5}"},
		{"SUB{5, 2,1,2}", "sub{1,2,5}", "sub{1,2,5}"},
	}
	for _, tt := range tests {
		r, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := r.Code(); got != tt.code {
			t.Errorf("Parse(%q).Code() = %q, want %q", tt.in, got, tt.code)
		}
		if got := r.String(); got != tt.name {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.in, got, tt.name)
		}
		// Round trip.
		r2, err := Parse(r.Code())
		if err != nil || r2.Code() != r.Code() {
			t.Errorf("Parse(%q) = %v, %v; want the code back", r.Code(), r2, err)
		}
	}
	for _, name := range Presets() {
		if _, err := Parse(name); err != nil {
			t.Errorf("preset %q: %v", name, err)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ in, msg string }{
		{"", "no point"},
		{"77", "no point"},
		{"3.7", "may only split heaps"},
		{"1.7", "may only split heaps"},
		{"w.7", "'w' at column 1 is not a digit"},
		{"0.7x", "'x' at column 4 is not a digit (0-9, a-v, *, {...} or &n;)"},
		{"0.7.1", "'.' at column 4 is a second point"},
		{"[3].1", "'[' at column 1 comes before the point"},
		{"0.{1,2", "'{' at column 3 has no closing '}'"},
		{"0.{1,x}", "'x' at column 6 in {...}"},
		{"0.{1!,2}!", "'!' at column 9 after {...} as well as '!' at column 5 inside"},
		{"0.{64}", "more than 63 heaps"},
		{"0.{}", "missing number of heaps"},
		{"0.{1+,2}", "'+' at column 5 may only follow the last number"},
		{"0.&7", "'&' at column 3 has no closing ';'"},
		{"0.&x;", "not a whole number"},
		{"0.7?!", "'!' at column 5 follows no digit"},
		{"*.0", "may only split heaps"},
		{"0.7[", "missing ]"},
		{"0.[]", "empty repeating tail"},
		{"0.[3]4", "must end the code"},
		{"0.7]", "']' at column 4 closes no '['"},
		{"0." + strings.Repeat("7", 1<<16), "more than 65536 digits"},
		{"sub1,2", "write sub{1,2,5}"},
		{"sub{1,2", "write sub{1,2,5}"},
		{"sub{}", "is not a whole number"},
		{"sub{0}", "is not a whole number from 1 to 65536"},
		{"sub{1,x}", "is not a whole number"},
		{"sub{+1}", "is not a whole number"},
		{"sub{65537}", "from 1 to 65536"},
		// Characters, not bytes: '↑', never 'â'; columns count characters.
		{"0.7↑", `'↑' at column 4 is not a digit (0-9, a-v`},
		{"↑.7", `'↑' at column 1 is not a digit`},
		{"é.7", `'é' at column 1 is not a digit`},
		// Parse lower-cases the code, which makes a stray byte U+FFFD.
		{"0.7\xff", `'�' at column 4 is not a digit (0-9, a-v`},
		{"\xff.7", `'�' at column 1 is not a digit`},
	}
	for _, tt := range tests {
		r, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%.20q) = %v, want an error", tt.in, r)
			continue
		}
		if !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("Parse(%.20q): error %q, want it to contain %q", tt.in, err, tt.msg)
		}
	}
}

func TestRulesetProperties(t *testing.T) {
	tests := []struct {
		code                    string
		finite, distinct, split bool
		maxRemoval              int
		digits                  []uint8 // Digit(0), Digit(1), …
	}{
		{"kayles", true, false, true, 2, []uint8{0, 7, 7, 0, 0}},
		{"grundy", true, true, true, 0, []uint8{4, 0, 0}},
		{"knots", true, false, true, 1, []uint8{4, 7, 0}},
		{"0.123", true, false, false, 3, []uint8{0, 1, 2, 3, 0}},
		{"sub{1,2,5}", true, false, false, 5, []uint8{0, 3, 3, 0, 0, 3, 0}}, // = 0.33003 (rules.go doc)
		{"0.1[37]", false, false, true, 1, []uint8{0, 1, 3, 7, 3, 7, 3}},
		{"nim", false, false, false, 0, []uint8{0, 3, 3, 3}},
		{"0.8", true, false, true, 1, []uint8{0, 8, 0}},
	}
	for _, tt := range tests {
		r := mustParse(t, tt.code)
		if r.Finite() != tt.finite || r.Distinct() != tt.distinct || r.Splits() != tt.split {
			t.Errorf("%s: Finite, Distinct, Splits = %v, %v, %v; want %v, %v, %v",
				tt.code, r.Finite(), r.Distinct(), r.Splits(), tt.finite, tt.distinct, tt.split)
		}
		if tt.finite && r.MaxRemoval() != tt.maxRemoval {
			t.Errorf("%s: MaxRemoval() = %d, want %d", tt.code, r.MaxRemoval(), tt.maxRemoval)
		}
		for k, d := range tt.digits {
			if got := r.Digit(k); got != d {
				t.Errorf("%s: Digit(%d) = %d, want %d", tt.code, k, got, d)
			}
		}
	}
	// Hexadecimal: some digit has bit 8 (three heaps), in the prefix or
	// the repeating tail.
	for code, want := range map[string]bool{"kayles": false, "grundy": false, "0.8": true, "8.0": true, "0.f": true, "0.1[38]": true, "0.[3]": false} {
		if got := mustParse(t, code).Hexadecimal(); got != want {
			t.Errorf("%s: Hexadecimal() = %v, want %v", code, got, want)
		}
	}
}

// moves lists the results of Moves(n) as strings like "[1 2]".
func moves(r *Ruleset, n int) []string {
	var out []string
	r.Moves(n, func(heaps []int) bool {
		out = append(out, fmt.Sprint(heaps))
		return true
	})
	return out
}

func TestMoves(t *testing.T) {
	tests := []struct {
		code string
		heap int
		want []string // in Moves' order: k increasing, then a increasing
	}{
		// Allen 2006, Ex. 1.2.1, 0.12305: take 1 only from a heap of
		// exactly 1; take 2 only from a heap of more than 2; take 3 from
		// any heap ≥ 3; take 5 from a heap of exactly 5, or from a heap ≥ 7
		// splitting the rest into two.
		{"0.12305", 1, []string{"[]"}},
		{"0.12305", 2, nil},
		{"0.12305", 3, []string{"[1]", "[]"}},
		{"0.12305", 5, []string{"[3]", "[2]", "[]"}},
		{"0.12305", 6, []string{"[4]", "[3]"}},
		{"0.12305", 7, []string{"[5]", "[4]", "[1 1]"}},
		{"0.12305", 8, []string{"[6]", "[5]", "[1 2]"}},
		// Allen 2006, Ex. 3.3.1, 0.23313: no move from heap 1; heap 2 can
		// remove 1 or 2; heap 3 1, 2 or 3; heap 4 1, 2, 3 or 4; heaps ≥ 5
		// remove 1, 2, 3 or 5.
		{"0.23313", 1, nil},
		{"0.23313", 2, []string{"[1]", "[]"}},
		{"0.23313", 3, []string{"[2]", "[1]", "[]"}},
		{"0.23313", 4, []string{"[3]", "[2]", "[1]", "[]"}},
		{"0.23313", 5, []string{"[4]", "[3]", "[2]", "[]"}},
		{"0.23313", 6, []string{"[5]", "[4]", "[3]", "[1]"}},
		// Plambeck 2005, §4, 0.15 Guiles: remove a heap of 1 or 2, or take
		// two and split the rest into two non-empty heaps.
		{"guiles", 1, []string{"[]"}},
		{"guiles", 2, []string{"[]"}},
		{"guiles", 3, nil},
		{"guiles", 4, []string{"[1 1]"}},
		{"guiles", 6, []string{"[1 3]", "[2 2]"}},
		// Plambeck 2005, §11.3, 0.123: take 1 from a heap of exactly 1, 2 from
		// a heap > 2, 3 from any heap ≥ 3.
		{"0.123", 2, nil},
		{"0.123", 3, []string{"[1]", "[]"}},
		{"0.123", 4, []string{"[2]", "[1]"}},
		// Winning Ways ch. 4 (octal codes), 0.07 Dawson's Kayles: remove 2,
		// leaving 0, 1 or 2 heaps.
		{"0.07", 1, nil},
		{"0.07", 2, []string{"[]"}},
		{"0.07", 3, []string{"[1]"}},
		{"0.07", 5, []string{"[3]", "[1 2]"}},
		{"0.07", 6, []string{"[4]", "[1 3]", "[2 2]"}},
		// Allemang 1984, "Grundy's game" and the Knots chapter: Grundy's game
		// splits into unequal heaps; Knots 4.7 cuts between knots or unties
		// one.
		{"grundy", 2, nil},
		{"grundy", 6, []string{"[1 5]", "[2 4]"}},
		{"knots", 1, []string{"[]"}},
		{"knots", 3, []string{"[1 2]", "[2]", "[1 1]"}},
		// Hexadecimal: bit 8 leaves three heaps (rules.go doc).
		{"0.8", 4, []string{"[1 1 1]"}},
		{"0.8", 6, []string{"[1 1 3]", "[1 2 2]"}},
		{"8!.0", 6, []string{"[1 2 3]"}},
		// Subtraction games.
		{"sub{1,3}", 3, []string{"[2]", "[]"}},
		{"nim", 3, []string{"[2]", "[1]", "[]"}},
	}
	for _, tt := range tests {
		if got := moves(mustParse(t, tt.code), tt.heap); !slices.Equal(got, tt.want) {
			t.Errorf("%s heap %d: moves %v, want %v", tt.code, tt.heap, got, tt.want)
		}
	}
}

func TestMovesStop(t *testing.T) {
	calls := 0
	mustParse(t, "kayles").Moves(10, func([]int) bool {
		calls++
		return false
	})
	if calls != 1 {
		t.Errorf("Moves called yield %d times after it returned false, want 1", calls)
	}
}
