package worksheet

import (
	"encoding/json"
	"strings"
	"testing"

	"cgcalc/eval"
)

// TestHelpOpensOnGames: issue 32 found the help pane opening on and,
// assert, cond. GET /api/help?q=, the list the pane opens on, comes in the
// order of (help): the games' sections first, each entry with its
// section, the special forms with the language after the loopy games; the
// topics the pane shows above it include the guides for newcomers.
func TestHelpOpensOnGames(t *testing.T) {
	s := newTestServer(t, Config{})
	get := func(path string, out any) {
		t.Helper()
		code, body, _ := s.do(request{method: "GET", path: path})
		if code != 200 {
			t.Fatalf("GET %s: %d: %s", path, code, body)
		}
		if err := json.Unmarshal(body, out); err != nil {
			t.Fatal(err)
		}
	}
	var all struct{ Entries []HelpEntry }
	get("/api/help?q=", &all)
	if len(all.Entries) < 100 {
		t.Fatalf("%d entries", len(all.Entries))
	}
	if e := all.Entries[0]; e.Name != "mg" || e.Section != "Games" {
		t.Errorf("first entry %+v, want mg in Games", e)
	}
	var sections []string
	for _, e := range all.Entries {
		if len(sections) == 0 || sections[len(sections)-1] != e.Section {
			sections = append(sections, e.Section)
		}
	}
	got := strings.Join(sections, "|")
	loopy, forms := strings.Index(got, "Loopy games"), strings.Index(got, eval.SpecialForms)
	if loopy < 0 || forms < loopy || strings.Index(got, "Classroom games") > strings.Index(got, "Temperature theory") {
		t.Errorf("sections in the order %q; want games, classroom, temperature, ..., loopy, then special forms", got)
	}
	var topics struct{ Topics []TopicEntry }
	get("/api/topics", &topics)
	names := map[string]bool{}
	for _, tp := range topics.Topics {
		names[tp.Name] = tp.Summary != ""
	}
	for _, n := range []string{"classroom", "impartial", "loopy-games", "worksheet"} {
		if !names[n] {
			t.Errorf("no topic %s with a summary among %+v", n, topics.Topics)
		}
	}
}
