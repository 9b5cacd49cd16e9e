package builtins

import "cgcalc/eval"

// classroomBuiltins returns the classroom games (games/rulesets), each
// taking CGSuite's position strings, and show, which draws their positions.
func classroomBuiltins() []*eval.Builtin {
	var b []*eval.Builtin
	for _, part := range [][]*eval.Builtin{
		graphRuleBuiltins(), gridRuleBuiltins(), boardRuleBuiltins(), stripRuleBuiltins(), heapRuleBuiltins(), coordGameBuiltins(), heapRulesBuiltins(), heapProductBuiltins(),
		moreRuleBuiltins(), graph2RuleBuiltins(), nogoBuiltins(),
		variantBuiltins(),
		showBuiltins(),
	} {
		b = append(b, part...)
	}
	return b
}
