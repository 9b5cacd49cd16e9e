package games

import (
	"errors"
	"testing"
)

// TestParsePlaceholders: $k is a name passed to resolve, as the game
// literals of package builtins use it, wherever a name may stand:
// alone, after a sign, after an integer (juxtaposition multiplies), inside
// Tiny(…).
func TestParsePlaceholders(t *testing.T) {
	s := stNewStore(t)
	up := s.Value(NUS{U: 1})
	args := map[string]ID{"$1": up, "$2": s.Integer(2), "$12": s.Value(NUS{M: 1})}
	resolve := func(name string) (ID, bool) { id, ok := args[name]; return id, ok }
	tests := []struct{ text, same string }{
		// {0|↑} = ⇑* (Winning Ways 2nd ed., ch. 3): the same text with ^ for $1
		{"{0|$1}", "{0|^}"},
		{"-$1", "v"},
		{"2$1", "^^"},             // an integer before a name multiplies it
		{"$1+$12", "^*"},          // $12 is one name, not $1 then 2
		{"Tiny($2)", "{0||0|-2}"}, // Tiny(x) = {0||0|−x} (Winning Ways ch. 5)
		{"{$2|$1,$12}", "{2|^,*}"},
	}
	for _, tt := range tests {
		got := st(t)(s.Parse(tt.text, resolve))
		if want := st(t)(s.Parse(tt.same, nil)); got != want {
			t.Errorf("Parse(%q) = %s, want %s (%s)", tt.text, stShow(s, got), stShow(s, want), tt.same)
		}
	}
	for _, tt := range []struct {
		text string
		col  int
		msg  string
	}{
		{"{0|$3}", 4, `unknown name "$3"`},
		{"{0|$}", 4, `unknown name "$"`},
	} {
		_, err := s.Parse(tt.text, resolve)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Col != tt.col || pe.Msg != tt.msg {
			t.Errorf("Parse(%q): %v, want column %d %q", tt.text, err, tt.col, tt.msg)
		}
	}
}
