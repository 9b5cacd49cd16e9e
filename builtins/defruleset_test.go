package builtins

import (
	"slices"
	"testing"
)

// TestDefrulesetListed checks that the syntax the builtins register is
// listed where the special forms are: completion (Names), the reference
// (SpecialForms) and help's overview (Entries).
func TestDefrulesetListed(t *testing.T) {
	in := New()
	if !slices.Contains(in.Names(), "defruleset") {
		t.Error("Names does not list defruleset")
	}
	found := false
	for _, sf := range in.SpecialForms() {
		found = found || sf.Name == "defruleset"
	}
	if !found {
		t.Error("SpecialForms does not list defruleset")
	}
	found = false
	for _, e := range in.Entries() {
		found = found || (e.Name == "defruleset" && e.Section == "Special forms")
	}
	if !found {
		t.Error("Entries does not list defruleset among the special forms")
	}
}
