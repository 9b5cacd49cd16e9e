package builtins

// The builtin table of the section "Hash tables, strings and rulesets in
// Lisp": hashtables.go, strings.go and lisprulesets.go hold its functions.

import "cgcalc/eval"

// lispGameBuiltins returns hash tables, the string functions board games
// need, and the builtins for defining rulesets in Lisp.
func lispGameBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("make-hash-table", "", "Returns a new, empty hash table, whose keys are compared with equal.\n"+
			"Keys may be any values: numbers, symbols, strings and lists compare by content, games by their node (canonical games of equal value are the same node; (ceq G H) compares forms that are not canonical), positions by ruleset and text, functions and hash tables by identity. Tables are the one mutable value: (let ((h (make-hash-table))) (puthash '(1 2) 'x h) (gethash (list 1 2) h)) is x.", makeHashTableFn),
		row("gethash", "KEY TABLE [DEFAULT]", "Returns the value stored under KEY in TABLE, or DEFAULT (nil if not given) when there is none. Unlike Common Lisp's, it returns one value: store nil values with a distinct DEFAULT to tell them apart. (gethash 'a (make-hash-table) 0) is 0.", gethashFn),
		row("puthash", "KEY VALUE TABLE", "Stores VALUE under KEY in TABLE, replacing any value there, and returns VALUE.\n"+
			"The argument order is Emacs Lisp's; there is no setf. (puthash \"x\" 1 h) is 1.", puthashFn),
		row("remhash", "KEY TABLE", "Removes KEY and its value from TABLE; returns t if KEY was there, else nil.", remhashFn),
		row("clrhash", "TABLE", "Removes every entry of TABLE and returns TABLE.", clrhashFn),
		row("hash-table-count", "TABLE", "Returns the number of entries of TABLE.", hashTableCountFn),
		row("hash-table-p", "X", "Returns t if X is a hash table.", func(c call) (eval.Value, error) {
			_, ok := c.Pos[0].(*HashTable)
			return eval.Bool(ok), nil
		}),
		row("hash-table-keys", "TABLE", "Returns the list of the keys of TABLE, in the order they were first stored.", hashTableKeysFn),
		row("maphash", "FUNCTION TABLE", "Calls FUNCTION with each key and its value, in the order the keys were first stored, and returns nil. It walks the entries as they were when it started: FUNCTION may store and remove entries.", maphashFn),

		row("subseq", "SEQUENCE START [END]", "Returns the part of the string or list SEQUENCE from index START (from 0) up to, not including, END (default: the end). Strings are indexed by characters: (subseq \"..|..\" 3) is \"..\".", subseqFn),
		row("char", "STRING INDEX", "Returns the character of STRING at INDEX (from 0), as a string of one character (there is no character type): (char \"LR.\" 1) is \"R\".", charFn),
		row("concatenate", "ARG...", "Returns the strings ARG... joined into one string. CL's form with a result type first works too: (concatenate 'string \"ab\" \"c\") is \"abc\"; (concatenate 'list '(1) '(2 3)) is (1 2 3).", concatenateFn),
		row("string=", "A B", "Returns t if the strings (or symbols, by name) A and B are equal: (string= \"ab\" \"ab\") is t.", stringCompareFn(false)),
		row("string<", "A B", "Returns t if string A comes before string B in the order of their characters (code points), else nil. Symbols count as their names. (string< \"ab\" \"b\") is t.", stringCompareFn(true)),
		row("search", "NEEDLE STRING [START=0]", "Returns the index of the first occurrence of the string NEEDLE in STRING at or after index START, or nil: (search \"|\" \"..|..\") is 2. Indices count characters.", searchFn),
		row("string-replace", "STRING OLD NEW", "Returns STRING with every occurrence of the string OLD replaced by NEW, left to right: (string-replace \"L..L\" \"L\" \"R\") is \"R..R\".", stringReplaceFn),
		row("string-split", "STRING SEPARATOR", "Returns the list of the parts of STRING between occurrences of the string SEPARATOR: (string-split \"..|.#\" \"|\") is (\"..\" \".#\"), the rows of a CGSuite grid.", stringSplitFn),

		row("define-ruleset", "NAME PARAMS [:left F] [:right G] [:impartial F] [:split S] [:doc TEXT]",
			"Defines the ruleset NAME, whose positions are lists of arguments, one for each symbol of PARAMS, and returns NAME; defruleset calls it. (F ARG...) returns the list of Left's options of the position (ARG...), (G ARG...) Right's, and :impartial F gives both players F's options. Each option is a position of the ruleset (a list of arguments) or a game or number, taken as it is (a move to a sum of positions can be (+ (NAME ...) (NAME ...))). (S ARG...), if given, returns the components of the position, positions or games, whose values are summed; a position that does not split returns a list of itself. Values are kept, keyed by the argument list (compared with equal), for the session or until NAME is defined again. Options that are not positions or games are an error. Positions may repeat, a position being its own follower: the value asked for is then found on the game graph of its followers, as loopy finds a list of nodes' (games and loopy games given as options count as their own graphs), and is a loopy game, or a game when the cycles do not matter; a ruleset whose positions repeat may not split them with :split. (defruleset onr (n) :left (lambda (n) (list (list n)))) then (onr 0) is on, {pass|}. (define-ruleset 'stack '(n) :left (lambda (n) (when (> n 0) (list (list (- n 1)))))) then (ruleset-value 'stack '(3)) is 3.", defineRulesetFn),
		row("ruleset-value", "NAME ARGS [:misere FLAG=nil]", "Returns the canonical value of the position ARGS (a list of arguments) of the ruleset NAME; with :misere t, of an impartial ruleset, its misère canonical form, built from the option tree (each option a position: a game's normal-play value does not give its misère form), which mcanon, mceq and the misère builtins take: (progn (defruleset take (n) :impartial (lambda (n) (when (> n 0) (list (list (- n 1)))))) (ruleset-value 'take '(2) :misere t)) is 0. The function defruleset defines calls it: (NAME ARG...) is (ruleset-value 'NAME (list ARG...)).", rulesetValueFn),
		row("ruleset-size", "NAME", "Returns the number of positions of the ruleset NAME whose values are kept: those solved so far, components included. (ruleset-size 'stack) is 4 after (stack 3).", rulesetSizeFn),
	}
}
