package worksheet

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Text cells are Markdown (CommonMark, with GitHub's tables and
// strikethrough), rendered to HTML that can do nothing: raw HTML in the
// text is left out (goldmark's default: "<!-- raw HTML omitted -->"),
// links and images with a javascript:, vbscript:, file: or data: (not an
// image) address lose it (goldmark's dangerous-URL check), and links open
// in a new tab without telling the page they came from. The page's
// Content-Security-Policy (no inline script, no event handlers, images
// only from the server or data: addresses) stands behind that.

// markdown is the renderer of text cells.
var markdown = goldmark.New(
	goldmark.WithExtensions(extension.Table, extension.Strikethrough),
	goldmark.WithParserOptions(parser.WithASTTransformers(util.Prioritized(newTabLinks{}, 100))),
)

// newTabLinks makes every link open in a new tab, with no opener and no
// referrer.
type newTabLinks struct{}

func (newTabLinks) Transform(doc *ast.Document, _ text.Reader, _ parser.Context) {
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n.Kind() {
		case ast.KindLink, ast.KindAutoLink:
			n.SetAttributeString("target", []byte("_blank"))
			n.SetAttributeString("rel", []byte("noopener noreferrer"))
		}
		return ast.WalkContinue, nil
	})
}

// renderMarkdown renders a text cell's source.
func renderMarkdown(src string) (string, error) {
	var b bytes.Buffer
	if err := markdown.Convert([]byte(src), &b); err != nil {
		return "", err
	}
	return b.String(), nil
}

// MarkdownRequest is the body of POST /api/markdown.
type MarkdownRequest struct {
	Source string `json:"source"`
}

// MarkdownReply is its reply.
type MarkdownReply struct {
	HTML string `json:"html"`
}

// handleMarkdown renders a text cell. It needs no session: rendering runs
// no Lisp and touches no state. The body is bounded as every API call's
// (Config.MaxBody).
func (s *Server) handleMarkdown(w http.ResponseWriter, r *http.Request) {
	var req MarkdownRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			writeError(w, http.StatusRequestEntityTooLarge, "the text cell is too long")
			return
		}
		writeError(w, http.StatusBadRequest, "bad request: "+err.Error())
		return
	}
	html, err := renderMarkdown(strings.ReplaceAll(req.Source, "\r\n", "\n"))
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, MarkdownReply{HTML: html})
}
