package builtins

// Rulesets defined in Lisp: define-ruleset's table of rulesets, each with
// its move functions and the values found so far, and the solver that
// calls the move functions and builds each position's canonical value.

import (
	"errors"
	"fmt"

	"cgcalc/eval"
	"cgcalc/games"
)

// lispRuleset is a ruleset defined with define-ruleset: move functions
// over positions that are argument lists, and the values found so far.
type lispRuleset struct {
	name        string
	params      int
	left, right eval.Value // functions, or nil for no moves
	split       eval.Value // nil: positions are not split
	impartial   bool
	memo        valueMap[memoEntry]
	loops       valueMap[*Loopy] // the values of positions whose followers repeat (lisploopy.go)
	mmemo       valueMap[mEntry] // misère canonical forms (lispmisere.go)
}

// memoEntry is a position's value, or the mark of a position being solved.
type memoEntry = solveEntry[games.ID]

// solveEntry is a memo entry of a solver of Lisp rulesets: the position's
// value (a game, a misère form), or the mark of a position being solved.
type solveEntry[ID any] struct {
	id      ID
	solving bool
}

// solveOnce returns the value of the position args of r from memo, or
// else by solve, the position marked in memo while it is solved: a
// position met again while marked is the error loop gives (its rules
// loop), one more than maxRulesetDepth positions deep an error too. If
// solve fails, the mark is forgotten (uninterruptibly, as the error may
// be Ctrl-C's) so that the position can be asked for again.
func solveOnce[ID any](in *eval.Interp, memo *valueMap[solveEntry[ID]], r *lispRuleset, args eval.Value, depth int, loop func() error, solve func() (ID, error)) (ID, error) {
	var zero ID
	e, ok, err := memo.get(in, args)
	switch {
	case err != nil:
		return zero, err
	case ok && e.solving:
		return zero, loop()
	case ok:
		return e.id, nil
	case depth >= maxRulesetDepth:
		return zero, r.errorf("positions nested more than %d deep, at %s", maxRulesetDepth, r.show(args))
	}
	if err := in.Tick(1); err != nil {
		return zero, err
	}
	if err := memo.put(in, args, solveEntry[ID]{solving: true}); err != nil {
		return zero, err
	}
	id, err := solve()
	if err != nil {
		memo.remove(nil, args)
		return zero, err
	}
	return id, memo.put(in, args, solveEntry[ID]{id: id})
}

// lispRulesets holds an interpreter's rulesets, by name.
type lispRulesets map[string]*lispRuleset

// clearMemos drops the values the rulesets keep (when the memory budget
// stops an evaluation, session.go).
func (r lispRulesets) clearMemos() {
	for _, rs := range r {
		rs.memo.clear()
		rs.loops.clear()
		rs.mmemo.clear()
	}
}

// maxRulesetDepth bounds the chain of positions solved one inside another.
const maxRulesetDepth = 100000

// function returns v, an argument given for keyword key, as a function
// (a function value or a symbol naming one), or nil when v is nil.
func (c *call) moveFunction(key string, v eval.Value) eval.Value {
	if c.err != nil || v == nil || v == eval.Nil {
		return nil
	}
	switch v.(type) {
	case *eval.Lambda, *eval.Builtin, eval.Symbol:
		return v
	}
	c.fail(fmt.Errorf("%s %w", key, eval.TypeError(v, "a function")))
	return nil
}

func defineRulesetFn(c call) (eval.Value, error) {
	name, ok := c.Pos[0].(eval.Symbol)
	if !ok || name == eval.Nil {
		return nil, eval.TypeError(c.Pos[0], "a ruleset name (a symbol)")
	}
	params := c.list(c.Pos[1])
	for _, p := range params {
		if _, ok := p.(eval.Symbol); !ok && c.err == nil {
			c.fail(eval.TypeError(c.Pos[1], "a list of parameter names"))
		}
	}
	r := &lispRuleset{name: string(name), params: len(params)}
	r.left, r.right = c.moveFunction(":left", c.Key(":left")), c.moveFunction(":right", c.Key(":right"))
	imp := c.moveFunction(":impartial", c.Key(":impartial"))
	r.split = c.moveFunction(":split", c.Key(":split"))
	if doc := c.Key(":doc"); doc != nil && doc != eval.Nil {
		c.str(doc, "a string")
	}
	if c.err != nil {
		return nil, c.err
	}
	switch {
	case imp != nil && (r.left != nil || r.right != nil):
		return nil, errors.New("give :impartial, or :left and :right, not both")
	case imp != nil:
		r.left, r.right, r.impartial = imp, imp, true
	case r.left == nil && r.right == nil:
		return nil, errors.New("give the moves: :left and :right functions, or :impartial")
	}
	sessionOf(c.in).rulesets[string(name)] = r
	return name, nil
}

// lispRuleset returns the ruleset named by v.
func (c *call) lispRuleset(v eval.Value) *lispRuleset {
	if c.err != nil {
		return nil
	}
	name, ok := v.(eval.Symbol)
	if !ok {
		c.typeError(v, "a ruleset name (a symbol)")
		return nil
	}
	r, ok := sessionOf(c.in).rulesets[string(name)]
	if !ok {
		c.fail(fmt.Errorf("no ruleset %s (define it with defruleset)", eval.Describe(name)))
	}
	return r
}

func rulesetValueFn(c call) (eval.Value, error) {
	r := c.lispRuleset(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	if err := r.checkPosition(c.Pos[1], nil, ""); err != nil {
		return nil, err
	}
	if eval.Truthy(c.Key(":misere")) {
		if !r.impartial {
			return nil, fmt.Errorf("%s is not impartial (define it with :impartial): misère canonical forms are for impartial games", r.name)
		}
		is := sessionOf(c.in).impartial
		is.mstore.SetContext(c.in.Context())
		id, err := r.misereValue(c.in, sessionOf(c.in).games, is.mstore, c.Pos[1], 0)
		if err != nil {
			return nil, computeErr(err)
		}
		return &MisereGame{is, id}, nil
	}
	if l, ok, err := r.loops.get(c.in, c.Pos[1]); err != nil || ok {
		return l, err
	}
	s := sessionOf(c.in).games
	solver := rulesetSolver{in: c.in, s: s, r: r}
	id, err := solver.solve(c.Pos[1], 0)
	if asLoopError(err) {
		// The positions repeat: the value is the game graph's.
		return loopyRulesetValue(&c, r, c.Pos[1])
	}
	if err != nil {
		return nil, err
	}
	return s.value(id), nil
}

func rulesetSizeFn(c call) (eval.Value, error) {
	r := c.lispRuleset(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	return intValue(r.memo.count()), nil
}

// rulesetError is an error of ruleset r: "NAME: message", at the position
// of the call that asked for the value.
func (r *lispRuleset) errorf(format string, args ...any) error {
	return &eval.Error{Msg: r.name + ": " + fmt.Sprintf(format, args...)}
}

// show prints the position args as the call that makes it: (NAME ARG...).
func (r *lispRuleset) show(args eval.Value) string {
	return eval.Describe(&eval.Cons{Car: eval.Symbol(r.name), Cdr: args})
}

// checkPosition checks that args is a position of r: a proper list of as
// many arguments as r has parameters. what and from say where it came from,
// for the error.
func (r *lispRuleset) checkPosition(args eval.Value, from eval.Value, what string) error {
	n := 0
	for l := args; l != eval.Nil; n++ {
		cons, ok := l.(*eval.Cons)
		if !ok {
			if from == nil {
				return eval.TypeError(args, "a list of arguments")
			}
			return r.notPosition(what, args, from)
		}
		l = cons.Cdr
	}
	if n != r.params {
		if from == nil {
			return r.errorf("a position takes %d argument%s, got %d: %s", r.params, rulesetPlural(r.params), n, eval.Describe(args))
		}
		return r.errorf("%s %s of %s has %d argument%s, not %d", what, eval.Describe(args), r.show(from), n, rulesetPlural(n), r.params)
	}
	return nil
}

// notPosition is the error for an option or component x of the position
// from that is neither a position nor a game.
func (r *lispRuleset) notPosition(what string, x, from eval.Value) error {
	return r.errorf("%s %s of %s is not a position (a list of %d argument%s) or a game", what, eval.Describe(x), r.show(from), r.params, rulesetPlural(r.params))
}

func rulesetPlural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// rulesetSolver solves positions of one ruleset.
type rulesetSolver struct {
	in *eval.Interp
	s  *gameState
	r  *lispRuleset
}

// solve returns the canonical value of the position args (checked to be
// one), from the memo or by the rules; depth is the number of positions
// being solved around it.
func (v *rulesetSolver) solve(args eval.Value, depth int) (games.ID, error) {
	r := v.r
	return solveOnce(v.in, &r.memo, r, args, depth,
		func() error { return &loopError{r.loopMessage(args)} },
		func() (games.ID, error) { return v.solveNew(args, depth) })
}

// solveNew solves a position that is not in the memo.
func (v *rulesetSolver) solveNew(args eval.Value, depth int) (games.ID, error) {
	r := v.r
	if r.split != nil {
		parts, err := v.options(r.split, ":split", "component", args, depth)
		if err != nil {
			return 0, err
		}
		if !(len(parts) == 1 && parts[0].self) {
			terms := make([]games.Term, len(parts))
			for i, p := range parts {
				terms[i] = games.Term{ID: p.id, Mult: 1}
			}
			return v.s.store.CanonicalSum(terms...)
		}
	}
	var left, right []games.ID
	if r.left != nil {
		os, err := v.options(r.left, ":left", "left option", args, depth)
		if err != nil {
			return 0, err
		}
		left = optionIDs(os)
	}
	if r.impartial {
		right = left
	} else if r.right != nil {
		os, err := v.options(r.right, ":right", "right option", args, depth)
		if err != nil {
			return 0, err
		}
		right = optionIDs(os)
	}
	if err := v.s.store.Poll(); err != nil {
		return 0, err
	}
	return v.s.store.FromOptions(left, right)
}

// rulesetOption is the value of an option or component.
type rulesetOption struct {
	id   games.ID
	self bool // the component is the position itself (:split)
}

func optionIDs(os []rulesetOption) []games.ID {
	out := make([]games.ID, len(os))
	for i, o := range os {
		out[i] = o.id
	}
	return out
}

// options calls the move (or split) function f, given for key, on the
// position args and solves what it returns: positions of the ruleset, or
// games taken as they are. what names an element in errors. With :split,
// a component equal to args is not solved but marked self.
func (v *rulesetSolver) options(f eval.Value, key, what string, args eval.Value, depth int) ([]rulesetOption, error) {
	r := v.r
	elems, err := r.list(v.in, f, key, args)
	if err != nil {
		return nil, err
	}
	out := make([]rulesetOption, 0, len(elems))
	for _, x := range elems {
		switch x.(type) {
		case *eval.Cons, eval.Symbol:
			if x != eval.Nil {
				if _, ok := x.(eval.Symbol); ok {
					return nil, r.notPosition(what, x, args)
				}
			}
			if err := r.checkPosition(x, args, what); err != nil {
				return nil, err
			}
			if key == ":split" {
				same, err := v.in.Equal(x, args)
				if err != nil {
					return nil, err
				}
				if same {
					out = append(out, rulesetOption{self: true})
					continue
				}
			}
			id, err := v.solve(x, depth+1)
			if err != nil {
				return nil, err
			}
			out = append(out, rulesetOption{id: id})
		default:
			g, err := v.s.game(x)
			if err != nil {
				return nil, r.notPosition(what, x, args)
			}
			c, err := v.s.store.Canonical(g)
			if err != nil {
				return nil, err
			}
			out = append(out, rulesetOption{id: c})
		}
	}
	if key == ":split" {
		for _, o := range out {
			if o.self && len(out) > 1 {
				return nil, r.errorf(":split gave %s as a component of itself, with others", r.show(args))
			}
		}
	}
	return out, nil
}

// list calls the function f of r, given for key, on the position args and
// returns the elements of the list it returns. An error of the evaluator
// (with its position) is passed on; any other, and a result that is not a
// list, is r's error naming key.
func (r *lispRuleset) list(in *eval.Interp, f eval.Value, key string, args eval.Value) ([]eval.Value, error) {
	argv, _ := eval.ListToSlice(args)
	res, err := in.Apply(f, argv)
	if err != nil {
		var e *eval.Error
		if errors.As(err, &e) {
			return nil, err
		}
		return nil, r.errorf("%s: %v", key, err)
	}
	elems, ok := eval.ListToSlice(res)
	if !ok {
		return nil, r.errorf("%s returned %s for %s, not a list of positions", key, eval.Describe(res), r.show(args))
	}
	return elems, nil
}
