package worksheet

import (
	"net/http"
	"strings"
	"testing"
)

// TestMarkdown renders text cells: Markdown becomes HTML; raw HTML
// (scripts, event handlers, iframes) is left out; links with javascript:
// or data: addresses lose them; every link opens in a new tab with no
// opener. The page's Content-Security-Policy would stop a script that got
// through; these cases check it never has to.
func TestMarkdown(t *testing.T) {
	for _, c := range []struct {
		src       string
		has, hasn []string
	}{
		{"# Nim\n\nHeaps *3*, **5**, `6`.", []string{"<h1>Nim</h1>", "<em>3</em>", "<strong>5</strong>", "<code>6</code>"}, nil},
		{"- one\n- two", []string{"<ul>", "<li>one</li>"}, nil},
		{"| a | b |\n|---|---|\n| 1 | 2 |", []string{"<table>", "<td>1</td>"}, nil},
		{"<script>alert(1)</script>", []string{"raw HTML omitted"}, []string{"<script"}},
		{`<img src=x onerror="alert(1)">`, nil, []string{"<img", "onerror"}},
		{`text <b onclick="alert(1)">bold</b>`, nil, []string{"onclick", "<b"}},
		{`<iframe src="https://example.com"></iframe>`, nil, []string{"<iframe"}},
		{"[x](javascript:alert(1))", nil, []string{"javascript:"}},
		{"[x](data:text/html,<script>alert(1)</script>)", nil, []string{"data:text/html", "<script"}},
		{"![x](javascript:alert(1))", nil, []string{"javascript:"}},
		{"[Winning Ways](https://en.wikipedia.org/wiki/Winning_Ways_for_Your_Mathematical_Plays)",
			[]string{`href="https://en.wikipedia.org/wiki/Winning_Ways_for_Your_Mathematical_Plays"`, `target="_blank"`, `rel="noopener noreferrer"`}, nil},
		{"<https://cgsuite.org>", []string{`target="_blank"`, `rel="noopener noreferrer"`}, nil},
	} {
		html, err := renderMarkdown(c.src)
		if err != nil {
			t.Fatalf("%q: %v", c.src, err)
		}
		for _, h := range c.has {
			if !strings.Contains(html, h) {
				t.Errorf("%q: %q lacks %q", c.src, html, h)
			}
		}
		for _, h := range c.hasn {
			if strings.Contains(strings.ToLower(html), strings.ToLower(h)) {
				t.Errorf("%q: %q has %q", c.src, html, h)
			}
		}
	}
	// Through the API, with the token; too long a source is refused.
	s := newTestServer(t, Config{})
	var reply MarkdownReply
	s.post("/api/markdown", MarkdownRequest{"*a*"}, &reply, http.StatusOK, nil)
	if reply.HTML != "<p><em>a</em></p>\n" {
		t.Errorf("the API rendered %q", reply.HTML)
	}
	small := newTestServer(t, Config{MaxBody: 1000})
	small.post("/api/markdown", MarkdownRequest{strings.Repeat("a", 2000)}, nil, http.StatusRequestEntityTooLarge, nil)
}
