package rulesets

import (
	"errors"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// fuzzBudget is the work a fuzzed position may take before it is
// cancelled: enough for small positions to finish, so that their values
// are cross-checked, and few enough that a run stays fast.
const fuzzBudget = 64 * games.PollEvery

// errBudget is the poll's error once a fuzzed solve has used its budget.
var errBudget = errors.New("budget used")

// fuzzAlphabets are the characters a position of each ruleset is made
// of, from which the fuzzer's bytes pick; the text may still not parse.
var fuzzAlphabets = map[string]string{
	"hackenbush": "lre(;):AB", "childish-hackenbush": "lre(;):AB",
	"col": "LR.-(;):AB", "snort": "LR.-(;):AB",
	"arc-kayles": "-.(;):AB", "partizan-arc-kayles": "lre(;):AB",
	"fjords": "LR.-(;):AB", "weighted-arc-kayles": "0123-(;):AB{}",
	"digraph-placement": "LR-<>(;):AB",
	"domineering":       ".#|", "cram": ".#|",
	"clobber": "xo.|", "anti-clobber": "xo.|", "diagonal-clobber": "xo.|", "hot-clobber": "xo.|",
	"kings-clobber": "xo.|", "queens-clobber": "xo.|", "rooks-clobber": "xo.|",
	"konane": "xo.|", "amazons": "xo.#|",
	"fission":         "x..#|",
	"toads-and-frogs": "tf.", "toppling-dominoes": "lre",
	"turning-turtles": "ht", "mock-turtles": "ht", "moidores": "ht", "ruler": "ht",
	"turning":              "0123456789ht .,C()+-",
	"partizan-subtraction": "[]0123 ,",
	"partizan-heap":        "0.1237 +sub{},",
	"turning-product":      "123ht |,C+-E",
	"turnips":              "ht", "grunt": "ht", "sym": "ht",
}

// fuzzPosition decodes data into a ruleset's name and a position's text:
// the first byte picks the ruleset, the rest the characters (through the
// ruleset's alphabet, or digits and ",+" for coordinate games).
func fuzzPosition(data []byte) (string, string) {
	names := Names()
	if len(data) == 0 {
		return names[0], ""
	}
	name := names[int(data[0])%len(names)]
	alpha, ok := fuzzAlphabets[name]
	if !ok {
		alpha = "0123456789,+"
	}
	var b strings.Builder
	for _, c := range data[1:] {
		b.WriteByte(alpha[int(c)%len(alpha)])
	}
	return name, b.String()
}

// FuzzRulesets feeds random positions of every ruleset to its solver
// under a budget of work: it must not panic, must give a value or an error
// (the budget's, a parse error, a limit), and a value must be a
// canonical form the store holds, agree with the plain solver's for the
// cakes and with the canonical form of Options' tree for small positions.
func FuzzRulesets(f *testing.F) {
	for i, name := range Names() {
		pos := map[bool]string{true: "1,2 + 3,4"}[fuzzAlphabets[name] == ""]
		seed := []byte{byte(i)}
		if pos == "" {
			alpha := fuzzAlphabets[name]
			for j := range 6 {
				seed = append(seed, byte(j*7%len(alpha)))
			}
		} else {
			for _, c := range pos {
				seed = append(seed, byte(strings.IndexRune("0123456789,+", c)))
			}
		}
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		name, text := fuzzPosition(data)
		s := games.NewStore()
		r := mustRules(t, name, s)
		pos, err := r.Parse(text)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%s %q: parse error of type %T: %v", name, text, err, err)
			}
			return
		}
		s.SetPoll(func() error {
			if s.Stats.Work > fuzzBudget {
				return errBudget
			}
			return nil
		})
		v, err := r.Value(pos)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("%s %q: error of more than one line: %v", name, text, err)
			}
			return
		}
		if s.Kind(v) != games.Canonical {
			t.Fatalf("%s %q: value %d is not canonical", name, text, v)
		}
		// The cakes with closed forms against the plain solver, within
		// the budget too.
		if c, ok := r.(*cakeRules); ok && c.closed != nil {
			plain := &cakeRules{name: c.name, s: s, left: c.left, right: c.right, same: c.same, memo: map[coord]games.ID{}, plain: true}
			s.Stats.Work = 0
			s.SetPoll(func() error {
				if s.Stats.Work > fuzzBudget {
					return errBudget
				}
				return nil
			})
			if w, err := plain.Value(pos); err == nil && w != v {
				t.Fatalf("%s %q: %s by the closed form, %s by the plain solver", name, text, rulesetstest.Show(s, v), rulesetstest.Show(s, w))
			}
		}
	})
}
