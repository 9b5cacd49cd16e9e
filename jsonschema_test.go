package main

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// checkSchema validates v, a value decoded by encoding/json, against
// schema, a JSON Schema (draft 2020-12) decoded the same way, and returns
// what does not conform, one line each. It knows the keywords that
// doc/json-schema.json uses and refuses a schema with any other, so that
// no constraint of the documented schema goes unchecked.
func checkSchema(schema map[string]any, v any) []string {
	c := schemaChecker{root: schema}
	c.check(schema, v, "$")
	return c.errs
}

type schemaChecker struct {
	root map[string]any
	errs []string
}

func (c *schemaChecker) fail(path, format string, args ...any) {
	c.errs = append(c.errs, path+": "+fmt.Sprintf(format, args...))
}

// check checks v, at path in the document, against schema s.
func (c *schemaChecker) check(s map[string]any, v any, path string) {
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		arg := s[k]
		switch k {
		case "$schema", "$id", "$defs", "title", "description":
		case "$ref":
			ref, _ := arg.(string)
			name, ok := strings.CutPrefix(ref, "#/$defs/")
			defs, _ := c.root["$defs"].(map[string]any)
			sub, _ := defs[name].(map[string]any)
			if !ok || sub == nil {
				c.fail(path, "schema: unknown $ref %q", ref)
				continue
			}
			c.check(sub, v, path)
		case "type":
			if !hasType(v, arg) {
				c.fail(path, "%s is not of type %v", shortJSON(v), arg)
			}
		case "properties":
			obj, ok := v.(map[string]any)
			if !ok {
				continue
			}
			for name, sub := range arg.(map[string]any) {
				if x, ok := obj[name]; ok {
					c.check(sub.(map[string]any), x, path+"."+name)
				}
			}
		case "required":
			obj, ok := v.(map[string]any)
			if !ok {
				continue
			}
			for _, name := range arg.([]any) {
				if _, ok := obj[name.(string)]; !ok {
					c.fail(path, "missing required %q", name)
				}
			}
		case "dependentRequired":
			obj, ok := v.(map[string]any)
			if !ok {
				continue
			}
			for name, deps := range arg.(map[string]any) {
				if _, ok := obj[name]; !ok {
					continue
				}
				for _, d := range deps.([]any) {
					if _, ok := obj[d.(string)]; !ok {
						c.fail(path, "%q without %q", name, d)
					}
				}
			}
		case "additionalProperties":
			obj, ok := v.(map[string]any)
			if !ok || arg != false {
				if arg != false {
					c.fail(path, "schema: additionalProperties other than false")
				}
				continue
			}
			props, _ := s["properties"].(map[string]any)
			for name := range obj {
				if _, ok := props[name]; !ok {
					c.fail(path, "property %q is not in the schema", name)
				}
			}
		case "items":
			arr, ok := v.([]any)
			if !ok {
				continue
			}
			for i, x := range arr {
				c.check(arg.(map[string]any), x, fmt.Sprintf("%s[%d]", path, i))
			}
		case "minItems":
			if arr, ok := v.([]any); ok && float64(len(arr)) < arg.(float64) {
				c.fail(path, "%d items, fewer than %v", len(arr), arg)
			}
		case "minLength":
			if str, ok := v.(string); ok && float64(utf8.RuneCountInString(str)) < arg.(float64) {
				c.fail(path, "%q is shorter than %v", str, arg)
			}
		case "minimum":
			if n, ok := v.(float64); ok && n < arg.(float64) {
				c.fail(path, "%v is less than %v", n, arg)
			}
		default:
			c.fail(path, "schema: keyword %q is not known to this checker", k)
		}
	}
}

// hasType reports whether v has the JSON Schema type t (a name or a list
// of names).
func hasType(v any, t any) bool {
	if list, ok := t.([]any); ok {
		for _, x := range list {
			if hasType(v, x) {
				return true
			}
		}
		return false
	}
	switch t {
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	case "string":
		_, ok := v.(string)
		return ok
	case "integer":
		n, ok := v.(float64)
		return ok && n == float64(int64(n))
	case "number":
		_, ok := v.(float64)
		return ok
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "null":
		return v == nil
	}
	return false
}

func shortJSON(v any) string {
	s := fmt.Sprint(v)
	if len(s) > 60 {
		s = s[:60] + "..."
	}
	return s
}
