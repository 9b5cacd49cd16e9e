package scan

import "testing"

func TestScanner(t *testing.T) {
	p := &Scanner{Text: "  ω + 12345678901234"}
	if !p.Accept("ω") || p.Pos != 4 {
		t.Fatalf("Accept(ω): pos %d, want 4 (two spaces and ω's two bytes)", p.Pos)
	}
	if p.Accept("-") || !p.Peek("+") {
		t.Fatal("Accept(-) took a +, or Peek(+) missed it")
	}
	p.Accept("+")
	if got, want := p.Rest(), " 12345678901…"; got != want {
		t.Errorf("Rest = %q, want %q", got, want)
	}
	// Columns count runes: ω is one column.
	if got, want := p.Errorf("x %d", 1).Error(), "column 6: x 1"; got != want {
		t.Errorf("Errorf = %q, want %q", got, want)
	}
	if p.Skip() != 7 {
		t.Errorf("Skip = %d, want 7 (the byte after the space)", p.Pos)
	}
}
