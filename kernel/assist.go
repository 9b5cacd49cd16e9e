package kernel

import (
	"encoding/json"
	"errors"

	"cgcalc/cells"
	"cgcalc/reader"
)

// cursorRequest is the content of a complete_request or inspect_request:
// the cell's code and the cursor, in characters (Unicode code points).
type cursorRequest struct {
	Code      string `json:"code"`
	CursorPos int    `json:"cursor_pos"`
}

// complete answers a complete_request (Tab): the names bound in the
// interpreter (builtins, special forms, the session's definitions) that
// begin with the word before the cursor, as the REPL completes them.
func (k *Kernel) complete(req *Message) map[string]any {
	var c cursorRequest
	json.Unmarshal(req.Content, &c)
	text := []rune(c.Code)
	pos := min(max(c.CursorPos, 0), len(text))
	matches, start := cells.Complete(k.in.Names(), text, pos)
	if matches == nil {
		matches = []string{}
	}
	return map[string]any{
		"status": "ok", "matches": matches,
		"cursor_start": start, "cursor_end": pos, "metadata": map[string]any{},
	}
}

// inspect answers an inspect_request (Shift-Tab): the help of the name at
// the cursor, as (help NAME) prints it.
func (k *Kernel) inspect(req *Message) map[string]any {
	var c cursorRequest
	json.Unmarshal(req.Content, &c)
	reply := map[string]any{"status": "ok", "found": false, "data": map[string]any{}, "metadata": map[string]any{}}
	name := cells.NameAt([]rune(c.Code), c.CursorPos)
	if name == "" {
		return reply
	}
	if text, ok := k.in.HelpText(name); ok {
		reply["found"] = true
		reply["data"] = map[string]any{"text/plain": text}
	}
	return reply
}

// isComplete answers an is_complete_request: whether the console should
// run the code or let it go on to another line (an unfinished form).
func (k *Kernel) isComplete(req *Message) map[string]any {
	var c struct {
		Code string `json:"code"`
	}
	json.Unmarshal(req.Content, &c)
	_, err := cells.Read(c.Code)
	switch {
	case err == nil:
		return map[string]any{"status": "complete"}
	case errors.Is(err, reader.ErrIncomplete):
		return map[string]any{"status": "incomplete", "indent": "  "}
	}
	return map[string]any{"status": "invalid"}
}
